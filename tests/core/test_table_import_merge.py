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


# A price list as a finance person trims it: the key and the prices, nothing else.
PRICES = "provider,region,instance_type,on_demand_hour,spot_hour"
TODAY = __import__("datetime").date(2026, 12, 5)


def test_a_price_list_updates_the_rows_it_names_and_makes_the_prices_the_users(bundled):
    before = _row(bundled)
    plan = cm.plan_import(bundled, f"{PRICES}\nalibaba,cn-shanghai,ecs.gn7-c13g1.13xlarge,28,9\n".encode(),
                          "prices.csv", None, "merge", today=TODAY)
    assert plan.ok, plan.problems
    assert plan.table == "instances" and (plan.added, plan.changed, plan.unchanged) == (0, 1, 0)
    assert set(plan.lacks) == {"gpu", "gpu_count", "currency", "source", "as_of"}
    after = _row(plan.result)
    assert (after["on_demand_hour"], after["spot_hour"]) == (28.0, 9.0)
    # typed by the user: the prices the file changes are the user's own, from today, and only those (as prices typed
    # in the editor: their user_prices entries); the row keeps its source and date for its other prices
    assert (after["source"], after["as_of"]) == (before["source"], before["as_of"])
    assert cm.price_cites.parse(after["user_prices"]) == {"on_demand_hour": "2026-12-05", "spot_hour": "2026-12-05"}
    assert cm.price_cites.price_cite(after["source"], after["as_of"], after["user_prices"], "monthly") \
        == (before["source"], before["as_of"])
    for c in ("gpu", "gpu_count", "currency", "monthly", "notes", "vcpus"):  # the rest of the row is kept
        assert str(after[c]) == str(before[c]), c
    others = plan.result["instances"].drop(index=after.name)  # no other row changes
    assert cm.to_csv_bytes(others, cm.TABLES["instances"]) == \
        cm.to_csv_bytes(bundled["instances"].drop(index=after.name), cm.TABLES["instances"])


def test_a_price_list_marks_only_the_prices_it_changes_and_unmarks_the_ones_it_empties(bundled):
    before = _row(bundled)
    spot = "" if math.isnan(before["spot_hour"]) else f"{before['spot_hour']:g}"
    line = f"alibaba,cn-shanghai,ecs.gn7-c13g1.13xlarge,28,{spot}"  # the spot price as the catalog has it
    plan = cm.plan_import(bundled, f"{PRICES}\n{line}\n".encode(), "prices.csv", None, "merge", today=TODAY)
    assert plan.ok and plan.changed == 1
    after = _row(plan.result)
    assert after["user_prices"] == "on_demand_hour 2026-12-05"
    assert (after["source"], after["as_of"], after["notes"]) == (before["source"], before["as_of"], before["notes"])
    # A later list the next day: the spot price typed, the on-demand price emptied (no longer the user's).
    later = cm.plan_import(plan.result, f"{PRICES}\nalibaba,cn-shanghai,ecs.gn7-c13g1.13xlarge,,7\n".encode(),
                           "prices.csv", None, "merge", today=TODAY.replace(day=6))
    assert later.ok, later.problems
    assert _row(later.result)["user_prices"] == "spot_hour 2026-12-06"


def test_a_price_list_equal_to_the_catalog_changes_nothing_not_even_the_source(bundled):
    before = _row(bundled)
    spot = "" if math.isnan(before["spot_hour"]) else f"{before['spot_hour']:g}"
    line = f"alibaba,cn-shanghai,ecs.gn7-c13g1.13xlarge,{before['on_demand_hour']:g},{spot}"
    plan = cm.plan_import(bundled, f"{PRICES}\n{line}\n".encode(), "prices.csv", None, "merge", today=TODAY)
    assert plan.ok and (plan.changed, plan.unchanged) == (0, 1)
    assert (_row(plan.result)["source"], _row(plan.result)["as_of"]) == (before["source"], before["as_of"])


def test_a_price_list_naming_an_instance_the_catalog_lacks_is_refused_at_that_row(bundled):
    data = (f"{PRICES}\nalibaba,cn-shanghai,ecs.gn7-c13g1.13xlarge,28,\n"
            "alibaba,cn-shanghai,ecs.gn7-typo,3,\n").encode()
    plan = cm.plan_import(bundled, data, "prices.csv", None, "merge", today=TODAY)
    assert not plan.ok and plan.result is None
    assert [(p.code, p.row, p.value) for p in plan.problems] == [
        ("unknown_instance", 3, "alibaba / cn-shanghai / ecs.gn7-typo")]


def test_a_price_list_cannot_replace_the_table(bundled):
    data = f"{PRICES}\nalibaba,cn-shanghai,ecs.gn7-c13g1.13xlarge,28,\n".encode()
    plan = cm.plan_import(bundled, data, "prices.csv", None, "replace", today=TODAY)
    assert not plan.ok and plan.lacks == ()
    assert {p.column for p in plan.problems if p.code == "missing_column"} == \
        {"gpu", "gpu_count", "currency", "source", "as_of"}


def test_a_file_without_source_and_date_adds_its_rows_as_the_users_own(bundled):
    header = HEADER.removesuffix(",source,as_of")
    row = ROW.replace("ecs.gn7-c13g1.13xlarge", "ecs.mine").removesuffix(",arthurchiao-gpu-prices,2026-12")
    plan = cm.plan_import(bundled, f"{header}\n{row}\n".encode(), "mine.csv", None, "merge", today=TODAY)
    assert plan.ok and plan.added == 1, plan.problems
    new = plan.result["instances"].iloc[-1]
    assert (new["instance_type"], new["source"], new["as_of"]) == ("ecs.mine", "user", "2026-12-05")


def test_a_refused_merge_previews_only_the_columns_the_file_has(bundled):
    plan = cm.plan_import(bundled, f"{PRICES}\nalibaba,cn-shanghai,ecs.gn7-typo,3,\n".encode(), "prices.csv", None,
                          "merge", today=TODAY)
    assert not plan.ok and plan.frame is not None and list(plan.frame.columns) == PRICES.split(",")


def test_a_merge_counts_the_values_its_empty_cells_clear(bundled):
    """An empty cell means empty: a price file whose spot column is left blank clears the spot prices it matches.
    The preview says how many values of the catalog such cells clear (it showed only 'changed')."""
    inst = bundled["instances"]
    row = inst[inst["spot_hour"].notna() & inst["on_demand_hour"].notna()].iloc[0]
    text = (f"provider,region,instance_type,on_demand_hour,spot_hour\n"
            f"{row['provider']},{row['region']},{row['instance_type']},{row['on_demand_hour']},\n")
    plan = cm.plan_import(bundled, text.encode(), "prices.csv", None, "merge")
    assert plan.ok and plan.cleared == 1
    full = cm.plan_import(bundled, f"{HEADER}\n{ROW}\n".encode(), "prices.csv", None, "merge")
    before = _row(bundled)
    empty_in_file = [c for c, v in zip(HEADER.split(","), ROW.split(",")) if v == ""]
    assert full.cleared == sum(1 for c in empty_in_file if c in before.index and before[c] == before[c]
                               and before[c] is not None and str(before[c]) != "")


def test_an_empty_text_cell_counts_as_a_value_cleared(bundled):
    """A note left empty clears the row's note: counted as the prices are (the count read the frame's missing values,
    and an empty text cell is not one)."""
    inst = bundled["instances"]
    row = inst[inst["notes"].astype(str).str.len() > 0].iloc[0]
    text = f"provider,region,instance_type,notes\n{row['provider']},{row['region']},{row['instance_type']},\n"
    plan = cm.plan_import(bundled, text.encode(), "notes.csv", "instances", "merge")
    assert plan.ok and plan.changed == 1 and plan.cleared == 1
