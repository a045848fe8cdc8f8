"""Settings → Language kept the catalog editor's and the Team plan's undo histories but not the main window's own:
a chart line dragged before the switch could not be undone after it. The steps now come over, in the new language,
at the same place (an undone drag can be done again)."""

from __future__ import annotations

from pathlib import Path

import shiboken6
from PySide6.QtWidgets import QApplication, QMessageBox

from gpu_advisor.gui.app import install_language
from gpu_advisor.gui.main_window import MainWindow
from gpu_advisor.gui.worker import SyncExecutor

FINE_TUNE = Path(__file__).resolve().parents[2] / "examples" / "lora-7b-finetune.json"  # budget ¥3,000 in total


def _open(qtbot, monkeypatch):
    """The window, made here and not as a fixture: the switch deletes it, so nothing may hold it past the test."""
    for name in ("question", "warning", "information", "critical"):
        monkeypatch.setattr(QMessageBox, name, staticmethod(lambda *a, **k: QMessageBox.StandardButton.Cancel))
    w = MainWindow(executor=SyncExecutor())
    # (not given to qtbot: the switch deletes it, and pytest-qt would close the deleted window at the end)
    w.show()
    assert w.open_file(FINE_TUNE)
    qtbot.waitUntil(lambda: w.rec is not None, timeout=20000)
    return w


def _drag(w, line: str, field, text: str) -> None:
    """A drag as the chart's line makes it (window_undo: moved before each answer it sets, released at the end)."""
    w.history.moved(line)
    field.setText(text)
    QApplication.processEvents()
    w.history.released(line)


def test_a_drag_made_before_the_switch_is_undone_after_it(qtbot, seeded_home, monkeypatch):
    w = _open(qtbot, monkeypatch)
    try:
        _steps_and_switch(qtbot, w)
    finally:
        if shiboken6.isValid(w) and getattr(w, "replaced_by", None) is None:  # (failed before the switch)
            w._ask = lambda *a: QMessageBox.StandardButton.Discard
            w.close()


def _steps_and_switch(qtbot, w):
    _drag(w, "budget", w.wizard.budget, "4000")
    _drag(w, "budget", w.wizard.budget, "5000")
    assert w.history.stack.count() == 2
    w.history.stack.undo()  # the second drag undone: Redo brings it back, after the switch too
    qtbot.waitUntil(lambda: w.wizard.budget.text() == "4000", timeout=5000)
    try:
        w.set_language("zh_CN")
        new = w.replaced_by
        qtbot.addWidget(new, before_close_func=lambda x: setattr(x, "_ask",
                                                                 lambda *a: QMessageBox.StandardButton.Discard))
        QApplication.processEvents()
        h = new.history
        assert h.stack.count() == 2 and h.stack.index() == 1
        assert new.wizard.budget.text() == "4000"
        assert "预算" in h.undo_action.text()  # the step's words in the new language
        h.stack.redo()
        qtbot.waitUntil(lambda: new.wizard.budget.text() == "5000", timeout=5000)
        h.stack.undo()
        h.stack.undo()
        qtbot.waitUntil(lambda: new.wizard.budget.text() == "3000", timeout=5000)
        qtbot.waitUntil(lambda: new.scenario is not None and new.scenario.budget_amount == 3000, timeout=10000)
    finally:
        install_language(QApplication.instance(), "en")
