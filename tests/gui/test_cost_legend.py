"""The cost chart's legend (gui/charts.py): the recommended GPU and the alternatives' GPUs are always named (in the
article's case 1 × H100 and 1 × H200 were alternatives near the front but left out of a twelve-name legend), the
rest by how close they come to the front; in a 1024 × 640 window the names are whole ("RTXPRO600" was cut) and the
x axis' last label too ("200" read "2")."""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QFont, QFontMetricsF

from gpu_advisor.gui.charts import LEGEND_ROWS, legend_order
from gpu_advisor.gui.main_window import MainWindow
from tests.support import article_window


def test_the_answers_gpus_come_first_then_the_nearest_to_the_front():
    # 20 GPU models, one point each; the front is the first point; model i lies i steps (log) away from it
    gpus = np.array([f"G{i:02d}" for i in range(20)], dtype=object)
    x = np.arange(20, dtype=float) * 0.1
    y = np.zeros(20)
    met = list(reversed(gpus.tolist()))  # met in the opposite order: the farthest first
    order = legend_order(gpus, x, y, x[:1], y[:1], ["G05", "G19", "G18"], met)
    assert order[:3] == ["G05", "G19", "G18"]  # the choice's and the alternatives', however far from the front
    assert order[3:] == ["G00", "G01", "G02", "G03", "G04", "G06", "G07", "G08", "G09"]  # the nearest next
    assert len(order) == LEGEND_ROWS
    many = [f"G{i:02d}" for i in range(14)]
    assert legend_order(gpus, x, y, x[:1], y[:1], many, met) == many  # the answer's own GPUs, all of them


def _window(qtbot, lang: str, size: tuple[int, int]) -> MainWindow:
    w = article_window(qtbot, lang, size)
    w.result.tabs.setCurrentWidget(w.result.charts)
    qtbot.wait(50)
    return w


@pytest.fixture
def english(qapp):
    from gpu_advisor import text as W
    from gpu_advisor.gui.app import install_language
    yield
    install_language(qapp, "en")  # (article_window installs the test's language)
    W.set_language(None)  # the words follow the app's translator again (W.language() would pin "en")


@pytest.mark.usefixtures("seeded_home")  # (the catalog as a first start leaves it: see article_window)
@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_the_articles_legend_names_the_pick_and_every_alternatives_gpu(qtbot, english, size):
    w = _window(qtbot, "en", size)
    rec, chart = w.rec, w.result.cost_chart
    names = list(chart._legend_entries)
    answer = [rec.recommendation.gpu, *(o.gpu for o in rec.alternatives)]
    assert {"H100", "H200"} <= set(answer)  # the article's case: alternatives 2 and 4
    assert set(answer) <= set(names) and names[0] == rec.recommendation.gpu


@pytest.mark.usefixtures("seeded_home")  # (the catalog as a first start leaves it: see article_window)
@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_in_a_1024_window_the_legends_names_and_the_last_x_label_are_whole(qtbot, english, lang):
    w = _window(qtbot, lang, (1024, 640))
    chart = w.result.cost_chart
    view_w = chart.viewport().width()
    for sample, label in chart.legend.items:  # every name whole inside the chart
        r = label.mapRectToScene(label.boundingRect())
        assert 0 <= r.left() and r.left() + QFontMetricsF(label.item.font()).horizontalAdvance(label.text) <= view_w, \
            (label.text, r, view_w)
    # the x axis' last label, centred on its tick, is inside the chart too
    axis, vb = chart.getAxis("bottom"), chart.plotItem.vb
    (lo, hi) = vb.viewRange()[0]
    ticks = [v for _, vs in axis.tickValues(lo, hi, 0) for v in vs if lo <= v <= hi]
    last = max(ticks)
    text = axis.tickStrings([last], 1, 1)[0]
    x = vb.mapViewToScene(QPointF(last, 0)).x()
    font = axis.style.get("tickFont") or QFont()
    assert x + QFontMetricsF(font).horizontalAdvance(text) / 2 <= view_w, (text, x, view_w)
