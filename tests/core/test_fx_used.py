"""Every exchange rate an answer used is on its record (``assumptions.fx_used``, ``fx``, ``fx_as_of``), the CSV and
the price sources: a tester's yuan budget shown in dollars said "Exchange rate: not needed: prices are in USD", the
CSV's rate column was empty and ``recommend --json`` had ``"fx": {}``, though the budget ($14,227 = 100,000 CNY /
7.0288) and the best option in mainland China (yuan prices) were converted."""

from __future__ import annotations

import datetime as dt
import io

import pandas as pd
import pytest

from gpu_advisor.core import select as SEL
from gpu_advisor.core.catalog import cost as C
from gpu_advisor.core.export import proposal as P
from gpu_advisor.core.scenario.spec import parse_scenario

TODAY = dt.date(2026, 12, 2)
# the tester's walk: train from scratch, 50 GB, a past run of 100 hours, 100,000 CNY a month, prices in USD
WALK = {"schema_version": 1, "task": "train", "workload": "cv", "data": {"dataset_gb": 50},
        "reference_run": {"gpu": "V100-32GB", "gpus": 1, "hours": 100}, "deadline_hours": 100,
        "budget": {"amount": 100000, "currency": "CNY", "per": "month"}, "preferences": {"currency": "USD"}}


def _rec(cat, **changes):
    return SEL.recommend(cat, parse_scenario({**WALK, **changes}, cat), today=TODAY)


def _catalog_row(cat, pair: str, as_of: str):
    fx = cat["fx_rates"]
    base, quote = pair.split("/")
    hit = fx[(fx["base"] == base) & (fx["quote"] == quote) & (fx["as_of"].astype(str) == as_of)]
    assert len(hit) == 1, (pair, as_of)
    return hit.iloc[0]


def _used(rec, use: str) -> list[dict]:
    return [r for r in rec.assumptions["fx_used"] if use in r["uses"]]


def test_a_yuan_budget_in_dollars_names_its_rate(cat):
    rec = _rec(cat)
    a = rec.assumptions
    rate, when = C.fx_rates(cat, pd.Series(["CNY"]), pd.Series([str(TODAY)]), "USD")  # the budget's conversion
    (b,) = _used(rec, "budget")
    row = _catalog_row(cat, b["pair"], b["as_of"])
    assert b["as_of"] == when[0] and b["source"] == row["source"] and b["source_title"]
    assert b["pair"] == "USD/CNY" and b["rate"] == pytest.approx(float(row["rate"]))  # as the catalog writes it
    # the figure the reasons compare with is the budget at that rate: 100,000 / 7.0288 = 14,227
    assert a["budget"]["in_result_currency"] == pytest.approx(100000 / b["rate"])
    assert a["budget"]["in_result_currency"] == pytest.approx(100000 * rate[0])
    assert a["fx"]["USD/CNY"] == pytest.approx(b["rate"]) and a["fx_as_of"]


def test_the_mainland_option_in_dollars_names_its_rate(cat):
    rec = _rec(cat)
    overseas = next(w for w in rec.warnings if w.code == "overseas")
    dom = overseas.detail["domestic"]
    assert dom is not None and dom["currency"] == "USD"
    (used,) = _used(rec, "domestic_option")
    assert used["pair"] == "USD/CNY"
    # the mainland option's yuan price at that rate is the dollar figure the warning shows
    inst = cat["instances"]
    price = inst[(inst["provider"] == dom["provider"]) & (inst["instance_type"] == dom["instance_type"])]
    assert (price["currency"] == "CNY").all()


def test_dollar_prices_in_yuan_name_their_rate(cat):
    """The reverse: USD prices shown in CNY; the rate on the record is the one the cost lines were priced at."""
    rec = _rec(cat, budget={"amount": 100000, "currency": "CNY", "per": "month"},
               preferences={"currency": "CNY", "providers": ["aws", "azure", "gcp"]})
    opt = rec.recommendation
    lines = [ln for ln in opt.cost_lines if ln.fx_rate is not None]
    assert lines and opt.currency == "CNY"
    used = _used(rec, "recommendation")
    assert {(r["pair"], r["as_of"]) for r in used} == {("USD/CNY", ln.fx_as_of) for ln in lines}
    for r in used:
        assert r["rate"] == pytest.approx(next(ln.fx_rate for ln in lines if ln.fx_as_of == r["as_of"]))
    assert not _used(rec, "budget")  # a yuan budget for a yuan answer: not converted
    assert rec.assumptions["fx"] == {"USD/CNY": used[0]["rate"]}


def test_nothing_converted_names_no_rate(cat):
    rec = _rec(cat, budget={"amount": 15000, "currency": "USD", "per": "month"},
               preferences={"currency": "USD", "providers": ["aws", "azure", "gcp"]})
    assert rec.recommendation is not None
    assert all(ln.fx_rate is None for o in (rec.recommendation, *rec.alternatives) for ln in o.cost_lines)
    assert rec.assumptions["fx"] == {} and rec.assumptions["fx_used"] == []
    assert not [r for r in P.proposal_rows(rec, cat) if str(r["option"]).startswith("exchange_rate:")]


def test_the_csv_and_the_price_sources_carry_the_rates(cat):
    rec = _rec(cat)
    rows = [r for r in P.proposal_rows(rec, cat) if str(r["option"]).startswith("exchange_rate:")]
    assert [(r["product"], r["fx_rate"], r["fx_as_of"]) for r in rows] == [
        (u["pair"], u["rate"], u["as_of"]) for u in rec.assumptions["fx_used"]]
    budget_row = next(r for r in rows if "budget" in r["option"].split(":", 1)[1].split(";"))
    # read as a cost line's rate: ``currency`` per one ``price_currency`` (7.0288 CNY per USD)
    assert (budget_row["price_currency"], budget_row["currency"]) == ("USD", "CNY")
    src = _catalog_row(cat, budget_row["product"], budget_row["fx_as_of"])["source"]
    assert budget_row["price_source"] == P.readable_source(cat, src) != ""
    df = pd.read_csv(io.BytesIO(P.csv_bytes(rec, cat)), encoding="utf-8-sig")
    assert (df.loc[df["option"].str.startswith("exchange_rate:"), "fx_rate"].astype(float).tolist()
            == pytest.approx([r["fx_rate"] for r in rows]))
    fx_sources = [s for s in P.price_sources(rec, cat) if s.kind == "fx"]
    assert {(s.product, s.as_of) for s in fx_sources} >= {(u["pair"], u["as_of"]) for u in rec.assumptions["fx_used"]}
