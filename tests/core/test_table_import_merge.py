"""Importing a CSV file into the catalog (core/catalog/tableimport.py): a merge changes only the columns the file
has; a column left out keeps the catalog's values in the rows it updates."""

from __future__ import annotations

import math

import pytest

from gpu_advisor.core import catalog as cm

# The instances header without ``monthly`` and ``notes`` (a spreadsheet the user trimmed), one row of the catalog.
HEADER = ("provider,region,instance_type,gpu,gpu_count,gpu_memory_gb,vcpus,ram_gb,local_disk_gb,network_gbps,"
          "interconnect,currency,on_demand_hour,spot_hour,reserved_1y_hour,reserved_3y_hour,anomaly,source,as_of")
ROW = ("alibaba,cn-shanghai,ecs.gn7-c13g1.13xlarge,A100,4,40,52,378,,16,,CNY,120,,,,,"
       "arthurchiao-gpu-prices,2026-12")


@pytest.fixture(scope="module")
def bundled():
    return cm.load_bundled()


def _row(cat):
    inst = cat["instances"]
    hit = inst[(inst["instance_type"] == "ecs.gn7-c13g1.13xlarge") & (inst["region"] == "cn-shanghai")]
    assert len(hit) == 1
    return hit.iloc[0]


def test_merge_keeps_the_columns_the_file_leaves_out(bundled):
    before = _row(bundled)
    assert not math.isnan(before["monthly"]) and before["notes"]  # the columns the file leaves out hold values
    plan = cm.plan_import(bundled, f"{HEADER}\n{ROW}\n".encode(), "prices.csv", None, "merge")
    assert plan.ok and (plan.added, plan.changed, plan.unchanged) == (0, 1, 0)
    after = _row(plan.result)
    assert after["on_demand_hour"] == 120.0 and after["as_of"] == "2026-12"  # what the file has, taken
    assert after["monthly"] == before["monthly"] and after["notes"] == before["notes"]  # what it has not, kept
    assert plan.frame is not None and "monthly" not in plan.frame.columns and "notes" not in plan.frame.columns


def test_a_file_equal_in_its_columns_is_unchanged(bundled):
    before = _row(bundled)
    cells = ROW.split(",")
    cells[12] = f"{before['on_demand_hour']:g}"
    cells[-1] = str(before["as_of"])
    cells[-2] = str(before["source"])
    plan = cm.plan_import(bundled, f"{HEADER}\n{','.join(cells)}\n".encode(), "prices.csv", None, "merge")
    assert plan.ok and (plan.changed, plan.unchanged) == (0, 1)


def test_replace_makes_the_file_the_table(bundled):
    plan = cm.plan_import(bundled, f"{HEADER}\n{ROW}\n".encode(), "prices.csv", None, "replace")
    assert plan.ok and len(plan.result["instances"]) == 1 and plan.removed == len(bundled["instances"]) - 1
    assert math.isnan(_row(plan.result)["monthly"])
