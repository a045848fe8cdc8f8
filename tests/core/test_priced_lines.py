"""Every line priced, or no ✓ (issue 29 item 3): disks and transfer have a price for every cloud in the bundled
catalog (a price page's, or an assumption marked as such), and the answers of the article's case and of every
example carry no unpriced line; a line priced from an assumption says so in the JSON (``"priced": "default"``)
and in the proposal CSV; a catalog without the price leaves the line unpriced (never a made-up price)."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from gpu_advisor.core.catalog import cost as C
from gpu_advisor.core.export import proposal as P
from gpu_advisor.core.scenario.spec import parse_scenario
from gpu_advisor.core.select.recommendation import recommend

ROOT = Path(__file__).resolve().parents[2]
CASES = [ROOT / "resources" / "start" / "article-case.json", *sorted((ROOT / "examples").glob("*.json"))]


def _rec(cat, path: Path):
    return recommend(cat, parse_scenario(json.loads(path.read_text(encoding="utf-8")), cat, str(path)))


def test_every_cloud_has_a_disk_and_an_egress_price(cat):
    providers = set(cat["providers"]["provider"])
    sp = C.storage_products(cat).set_index("provider")
    eg = C.egress_prices(cat).set_index("provider")
    assert providers <= set(sp.index) and providers <= set(eg.index)
    assert [p for p in sorted(providers) if np.isnan(sp.at[p, "disk_price_gb_month"])] == []
    assert [p for p in sorted(providers) if np.isnan(eg.at[p, "egress_price_gb"])] == []
    # Only Nebius is priced from an assumption (no Nebius disk or egress price page in the sources).
    assert sorted(sp.index[sp["disk_assumed"]]) == ["nebius"]
    assert sorted(eg.index[eg["egress_assumed"]]) == ["nebius"]
    # Alibaba ESSD (the article's disks) from Alibaba Cloud's own pages; Azure managed disks from a dated price.
    assert sp.at["alibaba", "disk_product"] == "ESSD PL2" and not sp.at["alibaba", "disk_assumed"]
    assert sp.at["azure", "disk_price_gb_month"] == pytest.approx(5.28 / 32)


def test_every_assumed_price_cites_an_assumption_and_says_why(cat):
    src = cat["sources"].set_index("source_id")
    for table, price in (("storage", "price_gb_month"), ("transfer", "price_per_gb")):
        t = cat[table]
        assumed = t[C.assumed_rows(cat, t["source"])]
        assert len(assumed) >= 1
        for _, r in assumed.iterrows():
            assert r[price] > 0 and "assumed" in r["notes"] and "no published" in r["notes"]
            ids = [c.strip().split(" ")[0] for c in r["source"].split(";")]
            assert any(src.at[i, "kind"] != "assumption" for i in ids)  # and the figure it is taken from


@pytest.mark.parametrize("path", CASES, ids=lambda p: p.stem)
def test_no_line_of_the_answer_is_unpriced(cat, path):
    rec = _rec(cat, path)
    opt = rec.recommendation
    d = opt.to_dict()
    assert [ln.item for ln in opt.cost_lines if ln.cost is None] == []
    assert opt.complete and d["unpriced_lines"] == 0
    marked = [ln["item"] for ln in d["cost_lines"] if ln.get("priced") == "default"]
    assert marked == [ln.item for ln in opt.cost_lines if ln.assumed]
    assert d["assumed_lines"] == len(marked)
    assert sum(ln.cost for ln in opt.cost_lines) == pytest.approx(opt.total_cost, rel=1e-9)


def test_an_assumed_price_is_marked_in_json_and_csv(cat):
    rec = _rec(cat, ROOT / "examples" / "llama-70b-inference-high-qps.json")
    opt = rec.recommendation
    assert opt.provider == "nebius"
    d = opt.to_dict()
    assert {ln["item"]: ln.get("priced") for ln in d["cost_lines"]} == {
        "gpu_instance": None, "system_disk": "default", "data_disk": "default", "network": None,
        "transfer_out": "default"}
    rows = [r for r in P.proposal_rows(rec, cat) if r["option"] == "recommendation"]
    assert {r["item"]: r["priced"] for r in rows} == {
        "gpu_instance": "catalog", "system_disk": "assumed", "data_disk": "assumed", "network": "included",
        "transfer_out": "assumed"}
    assert P.cost_totals(opt)["assumed_lines"] == 3


def test_a_catalog_without_the_price_leaves_the_line_unpriced(cat):
    st = cat["storage"].copy()
    st.loc[st["provider"] == "azure", "price_gb_month"] = np.nan  # a user's catalog without Azure disk prices
    bare = cat.with_table("storage", st)
    sc = parse_scenario({"schema_version": 1, "task": "train", "workload": "cv", "data": {"dataset_gb": 50},
                         "preferences": {"providers": ["azure"], "currency": "CNY"},
                         "budget": {"amount": 100000, "currency": "CNY", "per": "month"}}, bare)
    opt = recommend(bare, sc).recommendation
    d = opt.to_dict()
    assert d["unpriced_lines"] == 2 and not d["complete"] and d["within_budget"]
    assert {ln["item"] for ln in d["cost_lines"] if ln.get("priced") is False} == {"system_disk", "data_disk"}
