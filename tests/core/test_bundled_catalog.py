"""The bundled catalog: valid, broad enough, every row sourced and dated, names resolve."""

from __future__ import annotations

import re

import pandas as pd
import pytest

from gpu_advisor.core import catalog as cm
from gpu_advisor.core.catalog.names import UnknownName, resolve_gpu, resolve_provider
from gpu_advisor.core.catalog.schema import TABLE_ORDER


@pytest.fixture(scope="module")
def bundled():
    return cm.load_bundled()


def test_bundled_catalog_has_no_errors(bundled):
    problems = cm.validate_catalog(bundled)
    assert [p for p in problems if p.severity == "error"] == []


def test_coverage_providers_and_gpus(bundled):
    inst = bundled["instances"]
    priced = inst[inst["on_demand_hour"].notna() | inst["spot_hour"].notna() | inst["monthly"].notna()]
    providers = set(priced["provider"])
    assert {"alibaba", "tencent", "aws", "gcp", "azure"} <= providers
    assert len(providers) >= 6
    assert priced["gpu"].nunique() >= 15
    assert set(inst["currency"]) == {"CNY", "USD"}
    assert (inst.loc[inst["provider"].isin(["alibaba", "tencent"]), "currency"] == "CNY").all()


def test_every_row_of_every_table_has_source_and_date(bundled):
    for name in TABLE_ORDER:
        if name == "sources":
            continue
        df = bundled[name]
        assert (df["source"].str.len() > 0).all(), name
        assert (df["as_of"].str.match(r"^\d{4}(-\d{2}(-\d{2})?)?$")).all(), name


def test_every_source_cell_cites_known_sources_a_reader_can_follow(bundled):
    """No row cites this repository's development files; every cited id has a title."""
    from gpu_advisor.core.catalog.sources import cite
    used = set()
    for name in TABLE_ORDER:
        if name == "sources":
            continue
        for cell in bundled[name]["source"].unique():
            assert not re.search(r"shared/|catalogs/|seeds/|domain\.md|\.csv\b|\.txt\b", cell), (name, cell)
            cites = cite(bundled, cell)
            assert cites and all(c.known and c.title for c in cites), (name, cell)
            used |= {c.source_id for c in cites}
    src = bundled["sources"]
    for col in ("title", "publisher", "url", "notes"):
        assert not src[col].str.contains(r"shared/|seeds/|domain\.md", regex=True).any(), col
    # Outside sources give a place to look; own settings and assumptions say so by their kind.
    outside = src[~src["kind"].isin(["setting", "assumption", "derivation", "user"])]
    assert (outside["url"].str.startswith("http") | outside["notes"].str.len().gt(0)).all()
    assert {"seed-000", "seed-001", "user", "gpu-advisor-setting", "gpu-advisor-assumption"} <= set(src["source_id"])
    assert used <= set(src["source_id"])


def test_dense_peaks_are_not_sparse_figures(bundled):
    g = bundled["gpus"].set_index("gpu")
    assert g.at["A100-80GB", "fp16_tflops"] == 312  # seed 001's 624 is the sparse figure
    assert g.at["H100", "fp16_tflops"] == pytest.approx(989.5)
    assert g.at["A100-80GB", "memory_gb"] == 80


@pytest.mark.parametrize("typed,canonical", [
    ("A100-80GB", "A100-80GB"), ("A100 80G", "A100-80GB"), ("a100-sxm4-80gb", "A100-80GB"),
    ("A100", "A100"), ("H100-80GB", "H100"), ("H100 SXM", "H100"), ("h100", "H100"), ("4090", "RTX4090"),
    ("V100-32GB", "V100-32GB"), ("A800-40GB", "A800-40GB"), ("a800 80g", "A800-80GB"), ("L40S", "L40S"),
    ("l4", "L4"), ("A10", "A10"), ("A10G", "A10G"), ("T4", "T4"), ("H800", "H800"), ("H200", "H200"),
])
def test_gpu_names_and_aliases_resolve(bundled, typed, canonical):
    assert resolve_gpu(bundled, typed) == canonical


def test_unknown_gpu_lists_the_closest_names(bundled):
    with pytest.raises(UnknownName) as exc:
        resolve_gpu(bundled, "A1000")
    assert "A100" in exc.value.closest


@pytest.mark.parametrize("typed,pid", [
    ("aliyun", "alibaba"), ("alibaba", "alibaba"), ("Alibaba Cloud", "alibaba"), ("阿里云", "alibaba"),
    ("tencent", "tencent"), ("qcloud", "tencent"), ("Tencent Cloud", "tencent"), ("腾讯云", "tencent"),
    ("AWS", "aws"), ("gcp", "gcp"), ("Azure", "azure"), ("lambda", "lambda"), ("Nebius", "nebius"),
    ("runpod", "runpod"),
])
def test_provider_aliases_resolve(bundled, typed, pid):
    assert resolve_provider(bundled, typed) == pid


def test_unknown_provider_lists_known_ones(bundled):
    with pytest.raises(UnknownName) as exc:
        resolve_provider(bundled, "huawei")
    assert "alibaba" in exc.value.known


def test_every_priced_instance_can_be_estimated(bundled):
    """No priced instance is left out of recommendations for lack of GPU figures."""
    from gpu_advisor.core.estimate.data import Job
    from gpu_advisor.core.estimate.training import estimate_config
    inst = bundled["instances"]
    priced = inst[inst[["on_demand_hour", "spot_hour", "monthly"]].notna().any(axis=1)]
    job = Job(task="train", workload="llm", params=1e8, tokens=1e9, precision="bf16")
    for gpu in sorted(set(priced["gpu"])):
        est = estimate_config(bundled, job, gpu, 1)
        assert est.wall_hours > 0, gpu


def test_derived_gpu_figures_say_so(bundled):
    """A figure worked out from another card is marked derived, cites the derivation, and says how."""
    g = bundled["gpus"].set_index("gpu")
    derived = g[g["confidence"] == "derived"]
    assert {"A10G", "A800-40GB", "A800-80GB", "H800"} <= set(derived.index)
    assert derived["source"].str.startswith("gpu-advisor-derivation").all()
    assert derived["notes"].str.contains("derived: ").all()
    assert g.at["A10G", "fp16_tflops"] == g.at["A10", "fp16_tflops"]
    # A card without fast FP16 keeps its FP16 empty or at its true (slow) rate, never a made-up one.
    assert pd.isna(g.at["K80", "fp16_tflops"]) and g.at["P4", "fp16_tflops"] < 0.1


def test_a_card_without_fast_fp16_is_timed_at_its_fp32_speed(bundled):
    from gpu_advisor.core.estimate.data import Job
    from gpu_advisor.core.estimate.training import estimate_config
    est = estimate_config(bundled, Job(task="train", workload="llm", params=1e8, tokens=1e9, precision="bf16"),
                          "K80", 1)
    assert any(code == "fp16_unsupported" for code, _ in est.warnings)


def test_the_upgrade_map_of_old_sources_cites_ids_that_exist(bundled):
    """legacy_sources.csv (used when an older user catalog is upgraded) stays in step with sources.csv."""
    import csv
    import io
    from gpu_advisor.core.base import paths
    from gpu_advisor.core.catalog.sources import parse_cell
    text = paths.legacy_sources().read_text(encoding="utf-8")
    rows = list(csv.DictReader(io.StringIO(text)))
    ids = set(bundled["sources"]["source_id"])
    assert rows and all(parse_cell(r["new_source"]) for r in rows)
    assert {s for r in rows for s, _ in parse_cell(r["new_source"])} <= ids
