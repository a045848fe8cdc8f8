"""One naming rule: a GPU name maps the same way in the catalog build, the SkyPilot importer, a
quoted instance and the command line."""

from __future__ import annotations

import datetime as dt
import json

import pandas as pd
import pytest

from gpu_advisor.core import catalog as cm
from gpu_advisor.core.prices import quotes as Q
from gpu_advisor.core.prices import skypilot as sp
from gpu_advisor.core.catalog.names import GpuNamer, resolve_gpu

from ..support import build_module

TODAY = dt.date(2026, 11, 30)
HEADER = "InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,GpuInfo,Price,SpotPrice,Region,AvailabilityZone"

# (provider, instance type, name as a price file writes it, expected canonical GPU)
CASES = [
    ("runpod", "1x_A100-80GB_SECURE", "A100-80GB", "A100-80GB-PCIE"),
    ("runpod", "1x_A100-80GB-SXM_SECURE", "A100-80GB-SXM", "A100-80GB"),
    ("runpod", "1x_H100_SECURE", "H100", "H100-PCIE"),
    ("runpod", "1x_H100-SXM_SECURE", "H100-SXM", "H100"),
    ("runpod", "1x_RTXA6000_SECURE", "RTXA6000", "A6000"),
    ("azure", "Standard_NC24ads_A100_v4", "A100-80GB", "A100-80GB-PCIE"),
    ("azure", "Standard_ND96amsr_A100_v4", "A100-80GB", "A100-80GB"),
    ("azure", "Standard_NC40ads_H100_v5", "H100", "H100-PCIE"),
    ("azure", "Standard_ND96isr_H100_v5", "H100", "H100"),
    ("azure", "Standard_NC6s_v3", "V100", "V100-PCIE"),
    ("lambda", "gpu_1x_a100", "A100", "A100-PCIE"),
    ("lambda", "gpu_1x_a100_sxm4", "A100", "A100"),
    ("lambda", "gpu_1x_h100_pcie", "H100", "H100-PCIE"),
    ("aws", "g5.xlarge", "A10G", "A10G"),
    ("aws", "g5g.xlarge", "T4g", "T4"),
    ("gcp", "a2-ultragpu-1g", "A100-80GB", "A100-80GB"),
    ("gcp", "g2-standard-4", "L4", "L4"),
]


@pytest.mark.parametrize("provider,itype,name,gpu", CASES)
def test_every_path_maps_a_name_the_same_way(cat, tmp_path, provider, itype, name, gpu):
    # 1. the bundled catalog's own rule (the table the app and importers read)
    assert GpuNamer.of(cat).resolve(provider, itype, name)[0] == gpu
    # 2. the catalog build (scripts/catalog_build/), with its own tables before they are written
    g = cat["gpus"].astype(object)
    names = build_module("gpus").namer(g.where(g.notna(), "").to_dict("records"))
    assert build_module("instances").map_gpu(names, provider, itype, name)[0] == gpu
    # 3. the SkyPilot importer
    f = tmp_path / provider / "vms.csv"
    f.parent.mkdir(parents=True)
    f.write_text(f"{HEADER}\n{itype},{name},1.0,8.0,64.0,,1.5,0.5,test-region-1,\n", encoding="utf-8")
    plan = sp.plan_skypilot_import(cat, f.read_bytes(), str(f), provider, today=TODAY)
    assert plan.frame is not None and list(plan.frame["gpu"]) == [gpu], plan.problems
    # 4. a quoted instance typed in by the user
    quoted = Q.add_quoted_instance(cat, provider, "quoted-region", itype, name, 1, 1.0, currency="USD", date=TODAY)
    inst = quoted["instances"]
    assert inst.loc[inst["region"] == "quoted-region", "gpu"].tolist() == [gpu]


def test_the_bare_name_still_means_the_sxm_part_where_no_provider_says_otherwise(cat):
    """The command line and scenario files name a GPU without an instance: gpus.csv's aliases."""
    assert resolve_gpu(cat, "A100-80GB") == "A100-80GB"
    assert resolve_gpu(cat, "H100") == "H100"
    assert GpuNamer.of(cat).resolve("aws", "p4de.24xlarge", "A100-80GB")[0] == "A100-80GB"


def test_the_command_line_reads_the_same_alias_table(cat, tmp_path, capsys):
    """The command line's code in this process (``main``; a process of its own runs the command in test_launch and test_voice)."""
    from gpu_advisor.cli import main
    sc = {"schema_version": 1, "task": "train", "workload": "llm", "model": {"params": 1e9},
          "data": {"tokens": 1e9}, "preferences": {"gpus": ["a100 80g"]}}
    f = tmp_path / "s.json"
    f.write_text(json.dumps(sc), encoding="utf-8")
    code = main(["recommend", str(f), "--json"])
    out = capsys.readouterr()
    assert code == 0, out.err
    assert json.loads(out.out)["recommendation"]["gpu"] == "A100-80GB"


def test_a_bad_pattern_in_gpu_names_is_a_problem(cat):
    rules = cat["gpu_names"].copy()
    rules.loc[0, "instance_pattern"] = "([unclosed"
    problems = [p for p in cm.validate_catalog(cat.with_table("gpu_names", rules)) if p.code == "bad_pattern"]
    assert [(p.row, p.column) for p in problems] == [(2, "instance_pattern")]
    assert isinstance(rules, pd.DataFrame)
