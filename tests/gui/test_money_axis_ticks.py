"""The charts' money axes write their ticks as the app writes amounts: the billing chart's axis read "6e+06 / 4e+06"
for a month of ¥6 million (360 × A100 for a month); it reads "600万 / 400万" in Chinese and "6M / 4M" in English, as
the cost chart's axis does (its ticks in 万 in Chinese too)."""

from __future__ import annotations

import numpy as np
import pytest

from gpu_advisor import text as W
from gpu_advisor.core.select import BillingChart
from gpu_advisor.core.select.charts_data import BillingCurve
from gpu_advisor.gui.cost_charts import BillingModesChart, BreakdownChart


@pytest.fixture
def language():
    yield W.set_language
    W.set_language(None)


def _ticks(axis, lo: float, hi: float) -> list[str]:
    out = []
    for spacing, values in axis.tickValues(lo, hi, 300):
        out += axis.tickStrings([v for v in values if lo <= v <= hi], 1.0, spacing)
    return out


def test_amount_ticks_in_both_languages(language):
    language("zh_CN")
    assert [W.amount_tick(x, "CNY") for x in (0, 2500, 2e4, 1.25e5, 6e6, 1.5e8)] == [
        "0", "2,500", "2万", "12.5万", "600万", "1.5亿"]
    assert W.amount_tick(6e6, "USD") == "6M"  # 万 for yuan only, as the money is written
    # a linear axis: one unit for every tick, the one the money of its largest amount is written in
    assert W.amount_ticks([0, 2e6, 4e6, 6e6], "CNY") == ["0", "200万", "400万", "600万"]
    assert W.amount_ticks([0, 5000, 10000, 15000], "CNY") == ["0", "5,000", "10,000", "15,000"]  # not "1万" beside
    assert W.amount_ticks([1e6, 3e6], "CNY", top=6.4e6) == ["100万", "300万"]
    language("en")
    assert [W.amount_tick(x, "CNY") for x in (0, 2500, 2e4, 1.25e5, 6e6, 1.5e9)] == [
        "0", "2.5k", "20k", "125k", "6M", "1.5B"]
    assert W.amount_ticks([0, 2e6, 4e6, 6e6], "CNY") == ["0", "2M", "4M", "6M"]
    assert W.amount_ticks([0, 5e4, 1e5, 1.5e5], "USD") == ["0", "50k", "100k", "150k"]
    assert W.amount_ticks([0, 5000, 10000], "USD") == ["0", "5,000", "10,000"]


@pytest.mark.parametrize("lang, want", [("zh_CN", {"200万", "400万", "600万"}), ("en", {"2M", "4M", "6M"})])
def test_the_billing_charts_money_axis(qtbot, language, lang, want):
    language(lang)
    hours = np.linspace(0, 730, 74)
    curve = BillingCurve("on_demand", hours, hours * 8767.0, 8767.0, False)  # ¥6.4 million over a month
    chart = BillingModesChart()
    qtbot.addWidget(chart)
    chart.set_data(BillingChart((curve,), (), 730.0, "CNY"), {"on_demand": "On-demand"}, "¥")
    ticks = _ticks(chart.getAxis("left"), 0, 6.4e6)
    assert want <= set(ticks), ticks
    assert not any("e+" in t for t in ticks), ticks


def test_the_breakdown_charts_money_axis(qtbot, language):
    language("zh_CN")
    chart = BreakdownChart()
    qtbot.addWidget(chart)
    chart.set_data(["GPU"], [3e6], ["¥300万"], "¥", "CNY")
    ticks = _ticks(chart.getAxis("bottom"), 0, 3e6)
    assert "100万" in ticks and not any("e+" in t for t in ticks), ticks


def test_the_cost_charts_money_axis_in_chinese_and_its_plot_within_the_view(qtbot, seeded_home, language):
    """The cost chart's costs in 万 in Chinese ("10万", not "100k"), and its plot no wider than the chart: its
    legend's longer lines held the plot 23 px past the view at 1024 px once the legend had fewer names a line."""
    from gpu_advisor.gui.main_window import MainWindow
    from gpu_advisor.gui.worker import SyncExecutor
    from tests.gui.conftest import discard_on_close
    language("zh_CN")
    w = MainWindow(executor=SyncExecutor())
    qtbot.addWidget(w, before_close_func=discard_on_close)
    w._ask = lambda *a, **k: pytest.fail(f"unexpected question: {a[:2]}")
    w.resize(1024, 640)
    w.show()
    qtbot.waitUntil(lambda: w.rec is not None and not w.result.pending, timeout=15000)
    w.result.tabs.setCurrentWidget(w.result.charts)
    qtbot.wait(50)
    chart = w.result.cost_chart
    ticks = chart.getAxis("left").tickStrings([3.0, 4.0, 5.0], 1.0, 1.0)
    assert ticks == ["1,000", "1万", "10万"], ticks
    # (the legend's rows are laid out after the tab is shown: the check waits for the layout, up to 2 s)
    within = lambda: chart.plotItem.width() <= chart.viewport().width() + 0.5  # noqa: E731
    qtbot.waitUntil(within, timeout=2000)
    assert within(), (chart.plotItem.width(), chart.viewport().width())
