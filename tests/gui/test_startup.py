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


# --------------------------------------------------------------------------- the first result, fast (issue 32)


def test_the_first_result_is_asked_at_once_and_drawn_whole_when_the_window_is_built(qtbot):
    """No typing pause before the first request (nobody is typing), and the first result is written whole, card
    and words with the chart, for its first paint (a synchronous executor answers before the result pane exists:
    the answer is kept until the pane is built)."""
    w = MainWindow(executor=SyncExecutor(), deferred=True)
    qtbot.addWidget(w, before_close_func=lambda w: setattr(w, "_ask", lambda *a: QMessageBox.StandardButton.Discard))
    submitted = []
    w.show()
    qtbot.waitUntil(lambda: w.built, timeout=20000)
    assert w.rec is not None and w.rec.recommendation is not None  # already there, no 120 ms pause first
    assert not w._debounce.isActive() and not w.result.pending  # the card and words written with the chart
    assert w.result.card.headline.text()  # the card names the recommendation
    assert w.result.cost_chart is not None
    w.runner.submit = lambda *a, **k: submitted.append(a)
    qtbot.wait(200)
    assert submitted == []  # nothing asked twice


def test_a_scenario_file_given_at_start_is_the_first_and_only_request(qtbot):
    w = MainWindow(executor=SyncExecutor(), deferred=True)
    qtbot.addWidget(w, before_close_func=lambda w: setattr(w, "_ask", lambda *a: QMessageBox.StandardButton.Discard))
    asked = []
    w.when_ready(lambda: asked.append(w.open_file(EXAMPLE)))
    w.show()
    qtbot.waitUntil(lambda: w.built, timeout=20000)
    assert asked == [True]
    assert w.rec is not None and w.scenario.deadline_hours == 100  # the file's answers, at once
    assert w.runner._latest == 1  # the new scenario's answers were never priced


def test_the_app_starts_with_the_collector_paused_until_the_first_result_is_drawn(qtbot):
    import gc

    from gpu_advisor.gui import app as gapp
    assert gc.isenabled()
    app, w = gapp.start(lang="en")
    try:
        qtbot.addWidget(w, before_close_func=lambda w: setattr(w, "_ask", lambda *a: QMessageBox.StandardButton.Discard))
        assert not gc.isenabled()  # while the imports, the catalog and the first result are made
        qtbot.waitUntil(lambda: w.rec is not None, timeout=20000)
        qtbot.waitUntil(gc.isenabled, timeout=5000)  # right after the first result's paint
        assert gc.get_freeze_count() > 0
    finally:
        gapp.resume_gc()
        gc.enable()


def test_pysides_module_check_reads_the_file_once_and_answers_as_before():
    """gui.app replaces PySide6's per-module source check (inspect.getsource: linecache, the file split in lines)
    with one read of the file's bytes; the answers stay what PySide6's own check gives."""
    import inspect
    import json as json_module
    import math

    import pandas.core.frame
    from shibokensupport import feature

    import gpu_advisor.gui.app as gapp
    import gpu_advisor.gui.main_window as mw
    assert feature._mod_uses_pyside.__module__ == gapp.__name__

    def pyside_own(module) -> bool:  # PySide6 6.11's check, as it was
        try:
            return "PySide6" in inspect.getsource(module)
        except (TypeError, OSError, SyntaxError):
            return False
    for module in (gapp, mw, pandas.core.frame, json_module, math, inspect):
        assert feature._mod_uses_pyside(module) == pyside_own(module), module.__name__
    assert feature._mod_uses_pyside(mw) and not feature._mod_uses_pyside(pandas.core.frame)
