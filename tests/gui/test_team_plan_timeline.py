"""The Team plan window's timeline had no colour legend (its PDF has one) and numbered the days from 0: a legend of
the kinds of servers above it, in the window's language, and days numbered from 1 (day 1: the month's first 24
hours, its tick at its start) in the window and the plan's PDF."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication

from gpu_advisor.core.catalog.load import load_bundled
from gpu_advisor.gui import plan_charts
from gpu_advisor.gui.app import install_language
from gpu_advisor.gui.plan_charts import KIND_COLORS
from ..support import plan_window

PLAN = Path(__file__).resolve().parents[2] / "examples" / "plans" / "plan-startup-month.json"


@pytest.fixture(scope="module")
def cat():
    return load_bundled()


def _labels(axis, lo: float, hi: float, size: float = 900) -> dict[float, str]:
    """Every tick of the axis over [lo, hi] and its words."""
    out: dict[float, str] = {}
    for spacing, values in axis.tickValues(lo, hi, size):
        assert not set(values) & set(out), values  # a tick drawn once
        out.update(zip(values, axis.tickStrings(values, 1.0, spacing)))
    return out


def test_the_window_s_timeline_has_a_legend_of_its_colours_in_its_language(qtbot, cat):
    app = QApplication.instance()
    for lang, words in (("en", {"base": "shared servers, kept all month", "burst": "own servers, per run",
                                "service": "service, always on"}),
                        ("zh_CN", None)):
        install_language(app, lang)
        try:
            w = plan_window(qtbot, cat)
            assert w.open_file(PLAN)
            legend = w.timeline_legend
            assert legend.isVisible() and legend.isVisibleTo(w)
            shown = {k: label.text() for k, label in legend.labels.items()}
            # each swatch is the colour its kind's bars are drawn in
            swatches = [c for c in legend.children() if getattr(c, "accessibleName", lambda: "")() in shown.values()]
        finally:
            install_language(app, "en")
        assert set(shown) == set(KIND_COLORS)
        if words:
            assert shown == words
        else:
            assert all(any("\u4e00" <= ch <= "\u9fff" for ch in t) for t in shown.values()), shown
        assert len(swatches) == 3
        for sw in swatches:
            kind = next(k for k, t in shown.items() if t == sw.accessibleName())
            assert QColor(KIND_COLORS[kind]).name() in sw.styleSheet()
        # the legend sits right above the chart
        assert legend.parentWidget() is w.timeline.parentWidget()


def test_the_window_numbers_the_days_from_1(qtbot, cat):
    w = plan_window(qtbot, cat)
    assert w.open_file(PLAN)
    axis = w.timeline.getAxis("bottom")
    labels = _labels(axis, *w.timeline.viewRange()[0])
    assert labels[0.0] == "1" and "0" not in labels.values()  # the month's first day is day 1
    assert all(label == str(int(v) + 1) for v, label in labels.items())  # each at its day's start
    assert {"5", "10", "30"} <= set(labels.values())
    # zoomed in to two days: whole days still, from their start
    near = _labels(axis, 2.2, 4.1)
    assert near == {3.0: "4", 4.0: "5"}
    # the empty month too
    w.timeline.clear_plan("hint")
    assert _labels(axis, *w.timeline.viewRange()[0])[0.0] == "1"


def test_the_pdf_s_timeline_numbers_the_days_from_1(qtbot, cat, monkeypatch):
    w = plan_window(qtbot, cat)
    assert w.open_file(PLAN) and w.result is not None
    drawn: list[str] = []
    made = plan_charts.image

    class Painter:
        def __init__(self, p):
            self.p = p

        def drawText(self, rect, flags, text):  # noqa: N802 (QPainter's name)
            drawn.append(text)
            return self.p.drawText(rect, flags, text)

        def __getattr__(self, name):
            return getattr(self.p, name)

    def image(*a, **k):
        img, p = made(*a, **k)
        return img, Painter(p)

    monkeypatch.setattr(plan_charts, "image", image)
    plan_charts.timeline(w.result)
    days = [t for t in drawn if t.isdigit()]
    assert days[:3] == ["1", "5", "10"] and "0" not in days and days[-1] == "30", days
