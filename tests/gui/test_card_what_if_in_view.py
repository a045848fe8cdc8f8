"""Walk 23: at 1280 x 720 the English card of the article's case showed its what-if line a scroll away (below the
figures, the pane's edge above it) while the Chinese one showed it unscrolled. The card's key lines (what was assumed,
the "abroad" line, what was recommended, where, the status, every figure and the what-if line) are now in view
unscrolled in both languages, every line whole. And the status line takes no room when it has nothing to say (a
service with neither deadline nor budget: an empty line stood between the server and the figures)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QApplication, QMessageBox

from gpu_advisor.gui.main_window import MainWindow
from gpu_advisor.gui.result_view import ResultView
from gpu_advisor.gui.worker import SyncExecutor

B = QMessageBox.StandardButton
SERVICE = {"schema_version": 1, "task": "inference", "workload": "llm"}  # no deadline, no budget: no status to give


def _in(widget, viewport) -> QRect:
    return QRect(widget.mapTo(viewport, QPoint(0, 0)), widget.size())


def _window(qtbot, monkeypatch, size):
    monkeypatch.setattr(ResultView, "what_if_executor", SyncExecutor())
    w = MainWindow(executor=SyncExecutor())  # opens on the article's case: assumed model, abroad and what-if lines
    qtbot.addWidget(w, before_close_func=lambda w: setattr(w, "_ask", lambda *a: B.Discard))
    w._ask = lambda *a, **k: B.Discard
    w.resize(*size)
    w.show()
    return w


def _settle(qtbot) -> None:
    for _ in range(5):  # the split follows the card on the next turns of the event loop
        qtbot.wait(30)
        QApplication.processEvents()


@pytest.mark.parametrize("lang", ["en", "zh_CN"], indirect=True)
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_cards_key_lines_are_in_view_unscrolled(qtbot, seeded_home, lang, size, monkeypatch):
    w = _window(qtbot, monkeypatch, size)
    qtbot.waitUntil(lambda: w.rec is not None and w.rec.recommendation is not None and w.result.settled()
                    and "—" in w.result.card.what_if.text(), timeout=30000)
    _settle(qtbot)
    r = w.result
    card, top = r.card, r.top_scroll.viewport()
    assert card.lead.isVisible() and card.abroad.isVisible() and card.what_if.isVisible()  # the tall card
    assert r.top_scroll.verticalScrollBar().value() == 0
    key = [card.lead, card.abroad, card.kind, card.headline, card.where, card.status, card.what_if]
    for lab, val in card._shown_pairs():
        key += [lab, val]
    for wdg in key:
        rect = _in(wdg, top)
        assert top.rect().contains(rect), (size, lang, wdg.text(), rect.getRect(), top.rect().getRect())
        need = wdg.heightForWidth(wdg.width()) if wdg.wordWrap() else wdg.sizeHint().height()
        assert wdg.height() >= need - 1, (size, lang, wdg.text(), wdg.height(), need)  # every line of it
    for key_name, val in card.values.items():  # every figure whole: no value cut at the right
        if val.isVisibleTo(card):
            assert val.width() >= val.sizeHint().width() - 1, (key_name, val.text(), val.width())
    assert r.charts.verticalScrollBar().maximum() == 0  # every chart whole below, as before


@pytest.mark.parametrize("lang", ["en", "zh_CN"], indirect=True)
def test_an_empty_status_line_takes_no_room(qtbot, seeded_home, lang, monkeypatch):
    w = _window(qtbot, monkeypatch, (1280, 720))
    w.wizard.set_scenario(SERVICE)
    qtbot.waitUntil(lambda: w.rec is not None and w.scenario is not None and w.scenario.task == "inference"
                    and w.result.settled(), timeout=30000)
    _settle(qtbot)
    card, top = w.result.card, w.result.top_scroll.viewport()
    assert card.headline.text() and not card.status.text()
    assert not card.status.isVisible()
    gap = _in(card.values["billing"], top).y() - _in(card.where, top).bottom()
    assert gap <= card.where.height(), (lang, gap)  # no empty line between where it runs and the figures
    # a status to give (a deadline): the line is back, above the figures
    w.wizard.set_scenario({**SERVICE, "task": "train", "workload": "cv", "data": {"dataset_gb": 50},
                           "deadline_hours": 100})
    qtbot.waitUntil(lambda: w.rec is not None and w.scenario is not None and w.scenario.task == "train"
                    and w.result.settled(), timeout=30000)
    _settle(qtbot)
    assert card.status.text() and card.status.isVisible()
    assert _in(card.where, top).y() < _in(card.status, top).y() < _in(card.values["billing"], top).y()
