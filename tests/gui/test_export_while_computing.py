"""Walk 20: Ctrl+P right after an answer changed said "Nothing to export: answer the questions first: there is no
result yet" although every question was answered and the result was being computed, while the status bar still
said the previous result's "2,938 configurations compared in 14 ms". Refusing stays; the words say the result is
being worked out (try again in a moment), and the status bar says "Computing…" until the new result arrives."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox

from gpu_advisor.gui.app import install_language
from gpu_advisor.gui.main_window import MainWindow
from gpu_advisor.gui.worker import SyncExecutor

B = QMessageBox.StandardButton
EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


@pytest.fixture(params=["en", "zh_CN"])
def lang(request):
    app = QApplication.instance()
    install_language(app, request.param)
    yield request.param
    install_language(app, "en")


def _window(qtbot, executor=None) -> tuple[MainWindow, list]:
    win = MainWindow(executor=executor)
    qtbot.addWidget(win, before_close_func=lambda w: setattr(w, "_ask", lambda *a: B.Discard))
    win.show()
    assert win.open_file(EXAMPLES / "startup-engineer-seed000.json")
    qtbot.waitUntil(lambda: getattr(win, "rec", None) is not None and not win.computing(), timeout=30000)
    errors: list = []
    win._error = lambda title, text: errors.append((title, text))
    return win, errors


def test_export_during_the_typing_pause_says_the_result_is_on_its_way(qtbot, seeded_home, monkeypatch, lang):
    win, errors = _window(qtbot, SyncExecutor())
    monkeypatch.setattr("gpu_advisor.gui.window_export.QFileDialog.getSaveFileName", lambda *a, **k: ("", ""))
    done = win.busy_label.text()
    assert done and any(ch.isdigit() for ch in done)  # "N configurations compared in M ms"
    win.wizard.data_amount.setText("500")  # a new job: priced after the typing pause
    assert win.computing() and win._pending_obj is not None
    assert not win.export("pdf")
    ((title, text),) = errors
    if lang == "en":
        assert title == "Not ready yet"
        assert text == ("The result for these answers is still being worked out. Try again in a moment, or wait for "
                        "it to appear and then export.")
        assert win.busy_label.text() == "Computing…"
    else:
        assert title == "结果尚未就绪" and "还在计算中" in text and "请先回答问题" not in text
        assert win.busy_label.text() == "正在计算…"
    # the new result arrives: the status line is its own, and the export goes ahead (to the file dialog)
    qtbot.waitUntil(lambda: win.rec is not None and not win.computing(), timeout=30000)
    assert win.busy_label.text() not in ("", done, "Computing…", "正在计算…")
    errors.clear()
    assert not win.export("pdf") and not errors  # (the dialog was cancelled: no refusal)


def test_export_while_the_engine_works_says_so_too(qtbot, seeded_home):
    win, errors = _window(qtbot)  # the engine on its worker thread
    win.wizard.data_amount.setText("400")
    win._debounce.stop()
    win.recompute()  # handed to the worker: the answers are no longer pending, their result not yet here
    assert win._pending_obj is None and win.rec is None
    if win.runner.is_idle():
        pytest.skip("the worker finished before the export could be tried")
    assert not win.export("csv")
    assert [t for t, _ in errors] == ["Not ready yet"]
    qtbot.waitUntil(lambda: win.rec is not None, timeout=30000)


def test_answers_marked_in_red_still_say_answer_the_questions_first(qtbot, seeded_home):
    win, errors = _window(qtbot, SyncExecutor())
    win.wizard.data_amount.setText("-5")  # refused at the field: no result, nothing on its way
    qtbot.waitUntil(lambda: win.rec is None, timeout=5000)
    assert not win.computing()
    assert not win.export("pdf")
    assert errors == [("Nothing to export", "Answer the questions first: there is no result yet.")]
