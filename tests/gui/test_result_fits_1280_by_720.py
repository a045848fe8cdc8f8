"""At 1280 x 720, in English and Chinese (walk 19): every chart is whole without scrolling the charts' page (in a
training case the billing chart's axis was a scroll away), and the card's pane never ends through the what-if text
(a service's what-if line was cut mid-line at the pane's edge): all of it is in view, or none of it; so with the
summary sentence under the card (walk 21b)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QApplication, QMessageBox

from gpu_advisor.gui.main_window import MainWindow
from gpu_advisor.gui.worker import SyncExecutor

B = QMessageBox.StandardButton
CASES = {  # walk 19's case a (an image model with a past run and a budget) and case e (a service, all assumed)
    "training": {"schema_version": 1, "task": "train", "workload": "cv", "data": {"dataset_gb": 50},
                 "reference_run": {"hours": 100}, "budget": {"amount": 100000, "currency": "CNY", "per": "month"}},
    "service": {"schema_version": 1, "task": "inference", "workload": "llm"},
}
ARTICLE_3MB = {"schema_version": 1, "task": "train", "workload": "cv",  # walk 21b: the article's case, 3 MB images
               "data": {"dataset_gb": 50, "image_mb": "3 MB"}, "deadline_hours": 3,
               "budget": {"amount": 100000, "currency": "CNY", "per": "month"},
               "preferences": {"spot": "allow", "currency": "CNY"}}


SIZES = ((1280, 720), (1920, 1080))  # (the smaller first: the larger is reached as a person enlarges the window)


def _in(widget, viewport) -> QRect:
    return QRect(widget.mapTo(viewport, QPoint(0, 0)), widget.size())


@pytest.mark.parametrize("lang", ["en", "zh_CN"], indirect=True)
@pytest.mark.parametrize("case", sorted(CASES))
def test_the_charts_and_the_card_fit(qtbot, seeded_home, lang, case):
    w = MainWindow(executor=SyncExecutor())
    qtbot.addWidget(w, before_close_func=lambda w: setattr(w, "_ask", lambda *a: B.Discard))
    w._ask = lambda *a, **k: B.Discard
    w.resize(1280, 720)
    w.show()
    w.wizard.set_scenario(CASES[case])
    qtbot.waitUntil(lambda: w.rec is not None and w.scenario is not None and w.scenario.task == CASES[case]["task"]
                    and w.result.settled(), timeout=30000)
    for _ in range(5):  # the split follows the card on the next turns of the event loop
        qtbot.wait(30)
        QApplication.processEvents()
    r = w.result
    assert r.tabs.currentWidget() is r.charts
    view = r.charts.viewport()
    for chart in (r.cost_chart, r.billing_chart, r.breakdown_chart):
        rect = _in(chart, view)
        assert view.rect().contains(rect), (case, lang, type(chart).__name__, rect.getRect(), view.rect().getRect())
    assert r.charts.verticalScrollBar().maximum() == 0
    label, top = r.card.what_if, r.top_scroll.viewport()
    assert label.isVisible()
    shown = top.rect().bottom() + 1 - _in(label, top).y()  # how much of the what-if line is in view
    assert shown <= 0 or shown >= label.height(), (case, lang, shown, label.height())  # all of it, or none


@pytest.mark.parametrize("lang", ["en", "zh_CN"], indirect=True)
@pytest.mark.parametrize("case", ["article-3mb", "training"])
def test_the_summary_sentence_is_whole_or_a_scroll_away(qtbot, seeded_home, lang, case):
    """Walk 21b: at 1280 x 720 the card's pane ended after the summary sentence's first line ("…并且早于 3 小"), read
    as a sentence cut at the right edge mid-word. The pane shows all of it, or none of it (a scroll away) when the
    charts need the room; at 1920 x 1080 all of it, the charts whole. (One window per case and language, resized to
    each size as a person would: the checks at each size, the size in each message.)"""
    w = MainWindow(executor=SyncExecutor())
    qtbot.addWidget(w, before_close_func=lambda w: setattr(w, "_ask", lambda *a: B.Discard))
    w._ask = lambda *a, **k: B.Discard
    w.resize(*SIZES[0])
    w.show()
    w.wizard.set_scenario(ARTICLE_3MB if case == "article-3mb" else CASES[case])
    qtbot.waitUntil(lambda: w.rec is not None and w.scenario is not None and w.result.settled()
                    and bool(w.result.summary.text()), timeout=30000)
    r = w.result
    # a sentence of several lines, whatever the fonts (offscreen, the walk's sentence fits one line), laid out again
    r.summary.setText(" ".join([r.summary.text()] * (4 if case == "training" else 2)))
    for size in SIZES:
        w.resize(size[0], size[1] - 1)
        w.resize(*size)
        for _ in range(5):
            qtbot.wait(30)
            QApplication.processEvents()
        label, top = r.summary, r.top_scroll.viewport()
        assert label.height() >= label.heightForWidth(label.width()), size  # wrapped to as many lines as it needs
        shown = top.rect().bottom() + 1 - _in(label, top).y()
        assert shown <= 0 or shown >= label.height(), (size, lang, shown, label.height())
        if size[1] >= 1080:
            assert shown >= label.height(), (size, lang, shown, label.height())
        # nor is the "Launch files…" button above it cut in half by the pane's edge (seen once the pane stopped above
        # the sentence: the button's lower half a scroll away)
        button = r.launch_button
        seen = top.rect().bottom() + 1 - _in(button, top).y()
        assert seen <= 0 or seen >= button.height(), (size, lang, seen, button.height())
        assert r.charts.verticalScrollBar().maximum() == 0, size
