"""Two answers in two currencies: never on one money axis (the chart drew B's ¥1,452 as $1,452 on a dollar axis);
the comparison CSV's currency and provider columns; the plan CSV's provider and product columns; the plan's summary
saying which whole its saving's share is of."""

from __future__ import annotations

import csv
import io
import math
from pathlib import Path

import pytest

from gpu_advisor import text as W
from gpu_advisor.core.plan import Answer, carried_rate, compare_answers, load_plan, plan_month, read_answer
from gpu_advisor.gui import plan_charts
from gpu_advisor.gui.compare_view import CompareWindow
from gpu_advisor.gui.plan_pdf import compare_csv_for_language, plan_csv_for_language
from gpu_advisor.gui.worker import SyncExecutor
from gpu_advisor.text import plan_text

ROOT = Path(__file__).resolve().parents[2]
USD_SCENARIO = ROOT / "examples" / "h100-8x-training-host.json"  # priced in dollars
CNY_SCENARIO = ROOT / "examples" / "startup-engineer-seed000.json"  # priced in yuan
PLAN = ROOT / "examples" / "plans" / "plan-startup-month.json"


def _saved(**opt) -> Answer:
    return Answer({"recommendation": opt}, "x.json", "saved")


@pytest.fixture(scope="module")
def priced(cat):
    return read_answer(USD_SCENARIO, cat), read_answer(CNY_SCENARIO, cat)


def _rows(data: bytes) -> list[list[str]]:
    return list(csv.reader(io.StringIO(data.decode("utf-8-sig"), newline="")))


def test_the_rate_is_the_latest_dated_row_the_answers_carry():
    table = [{"pair": "USD/CNY", "rate": 7.1884, "as_of": "2024-12-31"},
             {"pair": "USD/CNY", "rate": 7.0288, "as_of": "2025-12-31"},
             {"pair": "USD/CNY", "rate": 9.9, "as_of": None},  # undated: never used
             {"pair": "EUR/CNY", "rate": 8.0, "as_of": "2026-01-01"}]
    a = Answer({"recommendation": {"currency": "USD"}, "assumptions": {"fx_table": table}}, "a.json", "saved")
    b = _saved(currency="CNY")
    rate = carried_rate(a, b)
    assert (rate.base, rate.quote, rate.rate, rate.as_of) == ("USD", "CNY", 7.0288, "2025-12-31")
    assert rate.factor("CNY", "USD") == pytest.approx(1 / 7.0288) and rate.factor("USD", "CNY") == 7.0288
    assert carried_rate(b, a) == rate  # B's document holds it as well as A's
    assert carried_rate(_saved(currency="CNY"), _saved(currency="USD")) is None  # no rate carried: none assumed
    assert carried_rate(a, _saved(currency="USD")) is None  # one currency: nothing to convert


def test_the_pdf_chart_draws_the_other_currency_converted_at_the_carried_rate(priced, qapp):
    usd, cny = priced
    c = compare_answers(usd, cny)
    axis = plan_charts.money_axis(c)
    assert axis.currency == "USD" and axis.converted == "b" and axis.rate.as_of == "2025-12-31"
    raw = plan_charts.points(cny)
    drawn = plan_charts.points(cny, axis.factors["b"])
    # B's ¥1,452 is drawn as about $207, not $1,452 on the dollar axis
    assert [k for _, k in drawn] == pytest.approx([k / axis.rate.rate for _, k in raw])
    assert plan_charts.pick(cny, axis.factors["b"])[1] == pytest.approx(cny.option["total_cost"] / 7.0288)
    with W.using_language("en"):
        assert plan_text.money_axis_text(axis) == \
            "Total cost (USD) · B converted at 1 USD = 7.0288 CNY (rate of 2025-12-31)"
    assert plan_charts.fronts(c) is not None


def test_without_a_rate_the_other_currency_is_not_drawn(qapp):
    a = _saved(gpu="A100", gpu_count=8, currency="CNY", wall_hours=30, total_cost=5000)
    b = _saved(gpu="H100", gpu_count=8, currency="USD", wall_hours=20, total_cost=1200)
    axis = plan_charts.money_axis(compare_answers(a, b))
    assert axis.currency == "CNY" and axis.factors == {"a": 1.0, "b": None} and axis.rate is None
    with W.using_language("en"):
        assert plan_text.money_axis_text(axis) == "Total cost (CNY)"
        assert plan_text.not_drawn_currency("USD") == "not drawn: another currency (USD)"
    # only B gives a cost and a time: the axis is B's, A is left out
    a_only_month = _saved(gpu="A100", gpu_count=8, currency="CNY", monthly_cost=5000)
    axis = plan_charts.money_axis(compare_answers(a_only_month, b))
    assert axis.currency == "USD" and axis.factors["b"] == 1.0


def test_the_compare_window_never_puts_two_currencies_on_one_axis(qtbot, cat, priced):
    usd, cny = priced
    w = CompareWindow(cat, executor=SyncExecutor())
    qtbot.addWidget(w)
    w.set_side("a", usd)
    w.set_side("b", cny)
    ys = w.fronts["b"].getData()[1]
    assert list(ys) == pytest.approx([math.log10(k / 7.0288) for _, k in plan_charts.points(cny)])
    assert w.chart.getAxis("left").labelText == "Total cost (USD)"
    assert w.chart.plotItem.titleLabel.text == "B converted at 1 USD = 7.0288 CNY (rate of 2025-12-31)"
    # two saved answers carry no rate: B is not drawn, and its key says why
    w.set_side("a", _saved(gpu="A100", gpu_count=8, currency="CNY", wall_hours=30, total_cost=5000))
    w.set_side("b", _saved(gpu="H100", gpu_count=8, currency="USD", wall_hours=20, total_cost=1200))
    assert len(w.fronts["b"].getData()[0] or []) == 0 and len(w.picks["b"].data) == 0
    assert w.chart.plotItem.legend.getLabel(w.fronts["b"]).text == "B: not drawn: another currency (USD)"
    assert w.chart.getAxis("left").labelText == "Total cost (CNY)"


def test_the_comparison_csv_gives_money_its_currency_and_providers_their_names(cat, priced):
    usd, cny = priced
    rows = {r[0]: r for r in _rows(compare_csv_for_language(compare_answers(usd, cny), "en", cat))}
    assert rows["Provider"][1:3] == ["Amazon Web Services", "Tencent Cloud"]  # not aws, tencent
    # B − A in A's currency at the rate the answers carry (the chart's), said in the currency cell
    c = compare_answers(usd, cny)
    assert c.rate is not None and c.currency == "USD"
    said = f"A: USD, B: CNY, B − A: USD (1 {c.rate.base} = {c.rate.rate:g} {c.rate.quote}, {c.rate.as_of})"
    # money to the cent, as the proposal CSV (it read -39259.7219)
    assert rows["Total cost"][4] == said and rows["Total cost"][3] == f"{c.deltas['total_cost']:.2f}"
    assert rows["Cost per month"][4] == said and rows["GPU count"][4] == ""
    # the figures that are not money say their unit (the running time in hours, the price age in days)
    assert rows["Running time"][5] == "hours" and rows["Price age"][5] == "days" and rows["GPU count"][5] == ""
    assert rows["Total cost"][5] == ""
    rows = {r[0]: r for r in _rows(compare_csv_for_language(compare_answers(cny, cny), "zh_CN", cat))}
    assert rows["总费用"][4] == "CNY" and rows["云厂商"][1] == "腾讯云"
    assert rows["运行时间"][5] == "小时" and rows["价格时效"][5] == "天"


def test_the_plan_csv_names_providers_and_network_products(cat):
    res = plan_month(cat, load_plan(PLAN, cat))
    rows = _rows(plan_csv_for_language(res, cat, "en"))
    head = rows[0]
    provider, product = head.index("Provider"), head.index("Product")
    assert {r[provider] for r in rows[1:] if r[provider]} == {"Tencent Cloud"}
    products = {r[product] for r in rows[1:]}
    assert "Standard network" in products and "standard" not in products


def test_the_plan_summary_says_which_whole_its_share_of_the_saving_is_of(cat):
    res = plan_month(cat, load_plan(PLAN, cat))
    with W.using_language("en"):
        text = plan_text.plan_summary(res)
    alone, saving = W.money(res.monthly_cost_alone, "CNY"), W.money(res.saving, "CNY")
    pct = W.percent(res.saving / res.monthly_cost_alone)
    assert f"saves {saving}, which is {pct} of that {alone}." in text


def test_the_comparison_csv_says_first_that_the_jobs_differ(cat):
    # walk 21b: the window and the summary led with it, the spreadsheet said nothing
    lora = read_answer(ROOT / "examples" / "lora-7b-finetune.json", cat)
    article = read_answer(ROOT / "examples" / "startup-engineer-seed000.json", cat)
    for lang, first in (("en", ["Job", "", "", "", "", ""]), ("zh_CN", ["任务", "", "", "", "", ""])):
        rows = list(csv.reader(io.StringIO(compare_csv_for_language(compare_answers(lora, article), lang, cat)
                                           .decode("utf-8-sig"))))
        assert rows[1][:6] == first
        assert rows[1][6].startswith({"en": "A and B are not the same job", "zh_CN": "A 和 B 不是同一项工作"}[lang])
    same = compare_csv_for_language(compare_answers(article, article), "en", cat).decode("utf-8-sig")
    assert "not the same job" not in same and "\r\nJob," not in same
