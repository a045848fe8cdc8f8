"""A tester's walk in English: the assumptions said "Exchange rate | not needed: prices are in USD" beside a yuan
budget shown as $14,227 (100,000 CNY / 7.0288). Now every rate used, what it converted, and the budget's sum; in
both languages."""

from __future__ import annotations



from gpu_advisor import text as W
from gpu_advisor.core.scenario.spec import parse_scenario
from gpu_advisor.core.select.recommendation import recommend

from tests.gui.test_card_walk_words import TODAY, WALK  # (the walk's case: train on images, USD shown)


def _rows(rec, lang):
    with W.using_language(lang):
        return W.assumption_rows(rec)


def test_a_yuan_budget_in_dollars_shows_its_rate_and_the_sum(in_catalog):
    rec = recommend(in_catalog, parse_scenario(WALK, in_catalog), today=TODAY)
    (used,) = [r for r in rec.assumptions["fx_used"] if "budget" in r["uses"]]
    rows = _rows(rec, "en")
    names = [r[0] for r in rows]
    assert "Exchange rate" not in names and not any("not needed" in r[1] for r in rows)
    (fx,) = [r for r in rows if r[0] == f"Exchange rate {used['pair']}"]
    with W.using_language("en"):
        assert fx[1] == f"{W.number(used['rate'], 4)} (dated {W.date_text(used['as_of'])})"
        assert used["source_title"] in fx[2] and fx[2].startswith("used for your budget")
        # the budget the reasons compare with, and how to redo it: "¥100,000 ÷ 7.0288 (exchange rate USD/CNY of …)"
        (b,) = [r for r in rows if r[0] == "Budget in USD"]
        assert b[1].startswith(W.money(rec.assumptions["budget"]["in_result_currency"], "USD"))
        assert b[2].startswith(f"¥100,000 ÷ {W.number(used['rate'], 4)} (exchange rate USD/CNY of ")
    zh = _rows(rec, "zh_CN")
    assert any(r[0] == "汇率 USD/CNY" and r[2].startswith("用于您的预算") for r in zh)
    assert any(r[0] == "预算折合 USD" and "÷" in r[2] for r in zh)


def test_without_any_conversion_the_rate_is_not_needed(in_catalog):
    sc = parse_scenario({**WALK, "budget": {"amount": 15000, "currency": "USD", "per": "month"},
                         "preferences": {"currency": "USD", "providers": ["aws", "azure", "gcp"]}}, in_catalog)
    rows = _rows(recommend(in_catalog, sc, today=TODAY), "en")
    assert ("Exchange rate", "not needed: prices are in USD") in [r[:2] for r in rows]
    assert not any(r[0].startswith("Exchange rate ") or r[0].startswith("Budget in") for r in rows)


def test_the_csv_names_what_each_rate_converted(qapp):
    code = "exchange_rate:budget;domestic_option"
    with W.using_language("en"):
        assert W.csv_value("option", code) == "Exchange rate: your budget and the best option in mainland China"
        assert W.csv_value("unit", None) is None  # a rate row has no unit: an empty cell, not "None"
    with W.using_language("zh_CN"):
        assert W.csv_value("option", code) == "汇率：您的预算和中国大陆境内的最佳方案"
