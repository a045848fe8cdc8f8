"""The billing chart emptied (answers that need attention) writes its money axis as the cost chart above it does:
in Chinese it read "3M / 2M / 1M" (an axis with no currency) under a cost chart in 万 (walk 24)."""

from __future__ import annotations

import pytest

from tests.support import article_window, commit_text


def _ticks(axis, lo: float, hi: float) -> list[str]:
    out = []
    for spacing, values in axis.tickValues(lo, hi, 300):
        out += axis.tickStrings([v for v in values if lo <= v <= hi], 1.0, spacing)
    return out


@pytest.mark.usefixtures("seeded_home")
@pytest.mark.parametrize("lang, unit", [("zh_CN", "万"), ("en", "M")])
def test_the_emptied_billing_chart_keeps_the_cost_charts_ticks(qtbot, lang, unit):
    w = article_window(qtbot, lang, (1280, 720))
    r, wz = w.result, w.wizard
    qtbot.waitUntil(lambda: r.billing_chart is not None and r.cost_chart is not None, timeout=15000)
    main = r.cost_chart.getAxis("left").currency
    assert main == "CNY"
    wz.steps.setCurrentRow(2)  # Data
    wz.fields["data"].unknown_box().setChecked(False)
    wz.data_amount.setFocus()
    wz.data_amount.selectAll()
    commit_text(wz.data_amount, "-50")
    qtbot.waitUntil(lambda: w.rec is None, timeout=15000)
    axis = r.billing_chart.getAxis("left")
    assert axis.currency == main
    axis.setRange(0, 3e6)  # (the empty chart's own range, as the walk saw it)
    ticks = _ticks(axis, 0, 3e6)
    assert any(t.endswith(unit) for t in ticks) and not any(t.endswith("M") for t in ticks if unit == "万"), ticks
