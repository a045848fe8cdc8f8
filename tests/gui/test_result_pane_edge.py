"""Walk 22: at 1280 x 720 in Chinese the "Launch files…" button (启动文件(U)…) was still cut in half by the result
pane's edge when the what-if line above it arrived on two lines: the split was fitted on the next turn of the event
loop, before the pane's column was laid out again, to where the button had been (15 px higher). The pane's edge is now
measured from the column as it will be laid out (gui/result_fit.py), so whatever line wraps, the button and the summary
sentence are whole in view or wholly a scroll away."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QApplication, QMessageBox

from gpu_advisor.gui.main_window import MainWindow
from gpu_advisor.gui.result_fit import column_places
from gpu_advisor.gui.result_view import ResultView
from gpu_advisor.gui.worker import SyncExecutor

B = QMessageBox.StandardButton
LORA = {"schema_version": 1, "task": "finetune", "workload": "llm", "model": {"params": 7e9},  # the walk's fine-tune
        "data": {"items": 20000, "item_kind": "qa_pairs"}, "finetune_method": "lora", "deadline_hours": 48,
        "budget": {"amount": 5000, "currency": "CNY", "per": "total"}}


def _in(widget, viewport) -> QRect:
    return QRect(widget.mapTo(viewport, QPoint(0, 0)), widget.size())


def _settle(qtbot) -> None:
    for _ in range(5):  # the split follows the card on the next turns of the event loop
        qtbot.wait(30)
        QApplication.processEvents()


@pytest.mark.parametrize("lang", ["en", "zh_CN"], indirect=True)
def test_a_line_that_wraps_later_never_leaves_the_button_cut(qtbot, seeded_home, lang, monkeypatch):
    monkeypatch.setattr(ResultView, "what_if_executor", SyncExecutor())
    w = MainWindow(executor=SyncExecutor())
    qtbot.addWidget(w, before_close_func=lambda w: setattr(w, "_ask", lambda *a: B.Discard))
    w._ask = lambda *a, **k: B.Discard
    w.resize(1280, 720)
    w.show()
    w.wizard.set_scenario(LORA)
    qtbot.waitUntil(lambda: w.rec is not None and w.scenario is not None and w.result.settled(), timeout=30000)
    _settle(qtbot)
    r = w.result
    card, top, button = r.card, r.top_scroll.viewport(), r.launch_button
    line = card.what_if.text() or "If the amount of data differs — smaller: 1 × A100, 55 minutes, ¥3.30"
    cuts = []
    for n in (1, 2, 3, 1, 4, 2):  # the what-if line as it arrives (gui.result_view._what_if_done), shorter or longer
        card.set_what_if([" · ".join([line] * n)])
        r._pin_timer.start()
        _settle(qtbot)
        seen = top.rect().bottom() + 1 - _in(button, top).y()
        if 0 < seen < button.height():
            cuts.append((n, seen, button.height()))
        label = r.summary
        shown = top.rect().bottom() + 1 - _in(label, top).y()
        assert shown <= 0 or shown >= label.height(), (n, shown, label.height())
    assert not cuts, cuts  # (n lines' worth of what-if, how much of the button was in view, its height)


def test_the_column_is_measured_as_it_will_be_laid_out(qtbot):
    """``column_places``: each widget's top and height from the items' heights for the width, hidden ones left out,
    before any layout ran (the widgets' own geometry is still the default), and a line set afresh in a frame (as the
    card holds its what-if line) counted at once."""
    from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QVBoxLayout, QWidget
    box = QWidget()
    qtbot.addWidget(box)
    lay = QVBoxLayout(box)
    lay.setContentsMargins(0, 4, 0, 0)
    lay.setSpacing(5)
    frame = QFrame()
    QVBoxLayout(frame).setContentsMargins(0, 0, 0, 0)
    words, hidden, button = QLabel("word " * 200), QLabel("never shown"), QPushButton("Launch files…")
    words.setWordWrap(True)
    frame.layout().addWidget(words)
    hidden.setVisible(False)
    for wd in (frame, hidden, button):
        lay.addWidget(wd)
    lay.addStretch(1)  # (the room left over goes below, as to the notes in the result's pane)
    places = column_places(lay, 300)
    assert hidden not in places
    assert places[frame] == (4, words.heightForWidth(300)) and places[frame][1] > 3 * words.fontMetrics().height()
    assert places[button] == (4 + places[frame][1] + 5, button.sizeHint().height())
    box.resize(300, 2000)
    box.show()
    lay.activate()
    assert (frame.y(), frame.height()) == places[frame] and button.y() == places[button][0]
    # the frame's line set afresh: its item in the column still says the old height until the frame's layout request
    # is handled, on a later turn of the event loop
    words.setText("word " * 400)
    again = column_places(lay, 300)
    assert again[frame][1] == words.heightForWidth(300) > places[frame][1]
    assert again[button][0] == 4 + again[frame][1] + 5


@pytest.mark.parametrize("lang", ["en", "zh_CN"], indirect=True)
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_card_is_laid_out_alike_in_both_languages(qtbot, seeded_home, lang, size, monkeypatch):
    """Walk 22: at 1280 x 720 the English card of this fine-tune went compact (its what-if line below the figures, a
    scroll away) while the Chinese one, ~75 px shorter, kept the line on top: the layout followed the language. The
    room above the charts decides it now: short of ``COMPACT_ROOM``, the line follows the figures in both; with room
    (1920 x 1080), it follows the assumption it is about, in both, all of it in view."""
    monkeypatch.setattr(ResultView, "what_if_executor", SyncExecutor())
    w = MainWindow(executor=SyncExecutor())
    qtbot.addWidget(w, before_close_func=lambda w: setattr(w, "_ask", lambda *a: B.Discard))
    w._ask = lambda *a, **k: B.Discard
    w.resize(*size)
    w.show()
    w.wizard.set_scenario(LORA)
    qtbot.waitUntil(lambda: w.rec is not None and w.scenario is not None and w.result.settled()
                    and "—" in w.result.card.what_if.text(), timeout=30000)
    _settle(qtbot)
    card, top = w.result.card, w.result.top_scroll.viewport()
    what_if, figures = _in(card.what_if, top), _in(card.values["billing"], top)
    assert card.what_if.isVisible()
    assert w.result.charts.verticalScrollBar().maximum() == 0  # every chart whole below, the lead on one line
    if size == (1280, 720):
        assert card.compact and what_if.y() > figures.y()
    else:
        assert not card.compact and what_if.y() < _in(card.headline, top).y()
        assert top.rect().contains(what_if)
