"""The result card on a small laptop (a 1024 x 640 window), in English and Chinese: what was recommended (headline,
where, status and every figure with its label) is in view without scrolling; the other lines of the card (the
what-if line) is reachable by scrolling; nothing is cut at the right. At 1280 x 720 a warning that decides whether
the answer is usable at all (the "abroad" line, the status) is in view too, in either language."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QApplication, QMessageBox, QScrollArea

from gpu_advisor.gui.app import install_language
from gpu_advisor.gui.main_window import MainWindow
from gpu_advisor.gui.worker import SyncExecutor

B = QMessageBox.StandardButton


@pytest.fixture
def lang(request):
    app = QApplication.instance()
    install_language(app, request.param)
    yield request.param
    install_language(app, "en")


def _in(widget, viewport) -> QRect:
    return QRect(widget.mapTo(viewport, QPoint(0, 0)), widget.size())


def _scroller(widget) -> QScrollArea:
    """The scroll area ``widget`` is in."""
    p = widget.parentWidget()
    while not isinstance(p, QScrollArea):
        p = p.parentWidget()
    return p


def _settle(qtbot, w):
    for _ in range(5):  # the split follows the card on the next turns of the event loop
        qtbot.wait(30)
        QApplication.processEvents()


@pytest.mark.parametrize("lang", ["en", "zh_CN"], indirect=True)
def test_the_card_is_readable_in_a_1024_by_640_window(qtbot, seeded_home, lang):
    w = MainWindow(executor=SyncExecutor())  # opens on the article's case: assumed model, what-if and abroad lines
    qtbot.addWidget(w, before_close_func=lambda w: setattr(w, "_ask", lambda *a: B.Discard))
    w._ask = lambda *a, **k: B.Discard
    w.resize(1024, 640)
    w.show()
    qtbot.waitUntil(lambda: w.rec is not None and w.rec.recommendation is not None and w.result.settled(),
                    timeout=20000)
    _settle(qtbot, w)
    r = w.result
    card = r.card
    assert card.abroad.isVisible() and card.what_if.isVisible() and card.lead.isVisible()  # the tall card
    top = _scroller(card)
    view = top.viewport()
    important = [card.kind, card.headline, card.where, card.status]
    for lab, val in card._shown_pairs():  # (a served answer's time is shown for a service only)
        important += [lab, val]
    for wdg in important:
        rect = _in(wdg, view)
        assert view.rect().contains(rect), (wdg.text(), rect.getRect(), view.rect().getRect())
        assert wdg.visibleRegion().boundingRect().size() == wdg.size(), wdg.text()  # nothing over it either
        need = wdg.heightForWidth(wdg.width()) if wdg.wordWrap() else wdg.sizeHint().height()
        assert wdg.height() >= need - 1, (wdg.text(), wdg.height(), need)  # every line of it
    for key, val in card.values.items():  # every figure whole: no value cut at the right
        assert val.isVisibleTo(card) == (key != "answer")
        assert val.width() >= val.sizeHint().width() - 1, (key, val.text(), val.width())
    # The other lines scroll into view, whole.
    for wdg in (card.lead, card.what_if, card.abroad):
        top.ensureWidgetVisible(wdg, 0, 0)
        QApplication.processEvents()
        assert view.rect().contains(_in(wdg, view)), wdg.text()
    # The charts keep the rest of the pane: the tabs and the cost chart are in view.
    charts = _scroller(r.cost_chart) if isinstance(r.charts, QScrollArea) else r.charts
    shown = _in(r.cost_chart, charts.viewport()).intersected(charts.viewport().rect())
    assert r.tabs.currentWidget() is r.charts and shown.height() >= 200


@pytest.mark.parametrize("lang", ["en", "zh_CN"], indirect=True)
def test_the_abroad_warning_is_in_view_at_1280_by_720(qtbot, seeded_home, lang):
    """Chinese at 1280 x 720 fitted the figures three to a row, the card went compact and its "abroad" line (the
    answer runs outside mainland China: an account, payment and data abroad) went below the figures, out of view,
    while English showed it at the top. The line stays above the figures in both languages, in view unscrolled."""
    w = MainWindow(executor=SyncExecutor())  # the article's case: its answer runs abroad
    qtbot.addWidget(w, before_close_func=lambda w: setattr(w, "_ask", lambda *a: B.Discard))
    w._ask = lambda *a, **k: B.Discard
    w.resize(1280, 720)
    w.show()
    qtbot.waitUntil(lambda: w.rec is not None and w.rec.recommendation is not None and w.result.settled(),
                    timeout=20000)
    _settle(qtbot, w)
    card = w.result.card
    assert card.abroad.isVisible() and card.what_if.isVisible()
    top = _scroller(card)
    view = top.viewport()
    assert top.verticalScrollBar().value() == 0
    for wdg in [card.abroad, card.kind, card.headline, card.status] + [v for _, v in card._shown_pairs()]:
        rect = _in(wdg, view)
        assert view.rect().contains(rect), (lang, wdg.text(), rect.getRect(), view.rect().getRect())
    ys = [_in(wdg, view).y() for wdg in (card.abroad, card.headline)]
    assert ys[0] < ys[1]  # above what was recommended, as in English
