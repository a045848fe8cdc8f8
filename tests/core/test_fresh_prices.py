"""Recommendations on old prices (core/select/freshness.py, defaults.csv fresh_price_tolerance). A first choice whose
price is older than stale_price_days gives way to an option on a recent price that meets every requirement at most
fresh_price_tolerance dearer; otherwise it stays, and its stale-price warning names the nearest option on a recent
price and what it costs more. Before, the ranking warned about the stale price and still picked it first, however
little a recent one cost more (RunPod's prices of 2023, Tencent's of 2021)."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path

import pytest

from gpu_advisor.core import select as S
from gpu_advisor.core.base import FreshPricePreferred, OlderPrice, StalePrice
from gpu_advisor.core.scenario.spec import load_scenario
from gpu_advisor.text import describe_note, price_age_words, set_language

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
# 2025-09 prices (most of the bundled catalog) are recent on this day; RunPod's 2023 and Tencent's 2021 are not
SPRING = dt.date(2026, 6, 1)


def _defaults(cat, **values):
    d = cat["defaults"].copy()
    for name, v in values.items():
        d.loc[d["name"] == name, "value"] = v
    return cat.with_table("defaults", d)


def _stale(cat, provider: str, instance_type: str):
    """The catalog with one server type's prices dated 2021."""
    inst = cat["instances"].copy()
    inst.loc[(inst["provider"] == provider) & (inst["instance_type"] == instance_type), "as_of"] = "2021"
    return cat.with_table("instances", inst)


def _one(notes, cls):
    hits = [n for n in notes if isinstance(n, cls)]
    assert len(hits) == 1, [n.code for n in notes]
    return hits[0]


def test_the_rule_is_a_catalog_row_with_its_reason(cat):
    d = cat["defaults"].set_index("name")
    row = d.loc["fresh_price_tolerance"]
    assert float(row["value"]) == float(d.loc["close_tolerance", "value"]) == 0.05
    assert "stale_price_days" in row["notes"] and "Why" in row["notes"] and row["source"]


def test_a_stale_first_choice_gives_way_to_a_recent_price_within_the_tolerance(cat):
    """The LoRA example: its first choice (8 x A100 on spot) with its price dated 2021 gives way to the 2025-09 priced
    option that costs 3% more; said as a reason, and the first choice lost for its price's age."""
    sc = load_scenario(EXAMPLES / "lora-7b-finetune.json", cat)
    first = S.recommend(cat, sc, today=SPRING).recommendation
    assert not first.stale
    old = _stale(cat, first.provider, first.instance_type)
    rec = S.recommend(old, sc, today=SPRING)
    pick = rec.recommendation
    assert (pick.provider, pick.instance_type) != (first.provider, first.instance_type)
    assert not pick.stale and pick.feasible
    assert pick.total_cost <= first.total_cost * 1.05
    why = _one(rec.reasons, FreshPricePreferred)
    assert (why.instance_type, why.as_of, why.limit_days) == (first.instance_type, "2021", 365)
    assert why.cost_diff == pytest.approx(pick.total_cost - first.total_cost)
    assert why.tolerance_pct == pytest.approx(5)
    assert not any(isinstance(n, StalePrice) for n in rec.warnings)
    # the first choice is the runner-up, listed first, lost for its old price
    alt = rec.alternatives[0]
    assert alt.instance_type == first.instance_type and alt.stale
    assert isinstance(alt.lost[0], OlderPrice) and alt.lost[0].as_of == "2021"
    # without the rule (no tolerance) the stale one stays first
    assert S.recommend(_defaults(old, fresh_price_tolerance=float("nan")), sc,
                       today=SPRING).recommendation.instance_type == first.instance_type


def test_otherwise_the_stale_pick_stays_and_names_the_nearest_recent_price(cat):
    """The low-load Qwen service: RunPod's 2023 price stays first (the nearest 2025-09 price costs 19% more a month),
    and its warning names that option and the difference."""
    sc = load_scenario(EXAMPLES / "qwen-7b-inference-low-qps.json", cat)
    rec = S.recommend(cat, sc, today=SPRING)
    pick = rec.recommendation
    assert pick.provider == "runpod" and pick.stale
    w = _one(rec.warnings, StalePrice)
    assert w.fresh_options and w.fresh_options > 0 and w.fresh_as_of == "2025-09"
    assert w.fresh_cost == pytest.approx(pick.monthly_cost + w.cost_diff)
    assert w.cost_diff > 0 and w.pct > 5 and w.per == "month"
    doc = json.loads(json.dumps(rec.to_dict()))  # added fields only, plain JSON
    detail = next(n["detail"] for n in doc["warnings"] if n["code"] == "stale_price")
    assert {"as_of", "age_days", "limit_days", "fresh_options", "fresh_provider", "fresh_instance_type",
            "fresh_cost", "cost_diff", "pct"} <= set(detail)
    # a tolerance above that difference: the recent one is recommended
    loose = S.recommend(_defaults(cat, fresh_price_tolerance=0.25), sc, today=SPRING)
    assert not loose.recommendation.stale
    assert loose.recommendation.instance_type == w.fresh_instance_type
    assert _one(loose.reasons, FreshPricePreferred).provider == "runpod"


def test_no_recent_price_among_the_options_is_said(cat):
    """The article's case (Alibaba Cloud and Tencent Cloud only) on the bundled catalog today: no option has a price
    from the last 12 months, and the warning says so."""
    sc = load_scenario(EXAMPLES / "startup-engineer-seed000.json", cat)
    rec = S.recommend(cat, sc, today=dt.date(2026, 12, 6))
    w = _one(rec.warnings, StalePrice)
    assert w.fresh_options == 0 and w.fresh_provider is None
    try:
        set_language("en")
        text = describe_note(w, "CNY")
        assert "No option that meets every requirement has a price from the last 12 months." in text
        assert price_age_words(rec) == []  # the card adds nothing: the warning below says it
    finally:
        set_language(None)


@pytest.mark.parametrize("lang, expect", [("en", "the nearest option on a price from the last 12 months: "),
                                          ("zh_CN", "价格在近 12 个月内的最接近方案：")])
def test_the_words_name_the_nearest_recent_option_in_both_languages(cat, lang, expect):
    sc = load_scenario(EXAMPLES / "qwen-7b-inference-low-qps.json", cat)
    rec = S.recommend(cat, sc, today=SPRING)
    try:
        set_language(lang)
        (line,) = price_age_words(rec)
        assert expect in line and "2023" in line and "19%" in line
        assert price_age_words(json.loads(json.dumps(rec.to_dict()))) == [line]  # (the answer read back from JSON)
        warning = describe_note(_one(rec.warnings, StalePrice), "USD")
        assert "2023" in warning and "19%" in warning
        nearest = line[line.index("1 × L40S"):]  # the nearest option, said alike in the card and the warning
        assert nearest in warning or nearest.replace("nebius 上的 ", "") in warning
        loose = S.recommend(_defaults(cat, fresh_price_tolerance=0.25), sc, today=SPRING)
        why = describe_note(_one(loose.reasons, FreshPricePreferred), "USD")
        assert "2023" in why and "19%" in why
        from gpu_advisor.text import price_reasons
        assert why in price_reasons(loose)  # the card's line under the figures, and the command line's summary
    finally:
        set_language(None)
