"""Start-up as ``gpu-advisor`` does it: the window paints first, then the catalog and the questions arrive."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QMessageBox

from gpu_advisor.gui.main_window import MainWindow
from gpu_advisor.gui.worker import SyncExecutor

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "startup-engineer-seed000.json"


def test_a_deferred_window_builds_after_its_first_paint_and_then_opens_the_scenario(qtbot):
    w = MainWindow(executor=SyncExecutor(), deferred=True)
    qtbot.addWidget(w, before_close_func=lambda w: setattr(w, "_ask", lambda *a: QMessageBox.StandardButton.Discard))
    opened = []
    w.when_ready(lambda: opened.append(w.open_file(EXAMPLE)))
    assert not w.built and opened == []  # nothing loaded before the window is on screen
    w.show()
    qtbot.waitUntil(lambda: w.built, timeout=20000)
    assert opened == [True] and w.path == EXAMPLE
    assert w.wizard.deadline.text() == "100"
    qtbot.waitUntil(lambda: w.rec is not None, timeout=20000)
    later = []
    w.when_ready(lambda: later.append(1))  # once built, at once
    assert later == [1]


def test_closing_before_the_catalog_arrives_is_harmless(qtbot):
    w = MainWindow(executor=SyncExecutor(), deferred=True)
    qtbot.addWidget(w)
    assert w.close()


def test_the_questions_are_there_before_the_catalog_and_an_early_answer_is_kept(qtbot):
    w = MainWindow(executor=SyncExecutor(), deferred=True)
    qtbot.addWidget(w, before_close_func=lambda w: setattr(w, "_ask", lambda *a: QMessageBox.StandardButton.Discard))
    assert w.wizard is not None and w.catalog is None and not w.built  # the first page needs no catalog
    assert w.wizard.providers.count() == 0  # the catalog's lists come with it
    w.wizard.workload.setCurrentIndex(w.wizard.workload.findData("cv"))  # answered while the catalog loads
    w.show()
    qtbot.waitUntil(lambda: w.built, timeout=20000)
    assert w.wizard.providers.count() > 0 and w.wizard.preset.count() > 1
    assert w.wizard.workload.currentData() == "cv"  # not reset to a new scenario's answers
    qtbot.waitUntil(lambda: w.rec is not None, timeout=20000)
    assert w.scenario.workload == "cv"
