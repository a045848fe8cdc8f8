"""File → Export proposal exports the result on screen: it said "Answer the questions first: there is no result yet"
after the first result and after every answer priced on the worker (the answers handed to it stayed "pending"),
found walking the app in Chinese on 2026-12-05."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QFileDialog

from gpu_advisor.gui.main_window import MainWindow
from gpu_advisor.gui.worker import SyncExecutor


@pytest.mark.parametrize("how", ["worker", "sync", "deferred"])
def test_the_result_on_screen_is_exported_from_the_menu(qtbot, tmp_path, monkeypatch, seeded_home, how):
    # "deferred": as the app starts (gui/app.py run()): the window first, the catalog and the first answers after
    w = MainWindow(deferred=True) if how == "deferred" else MainWindow(executor=SyncExecutor() if how == "sync" else None)
    qtbot.addWidget(w)
    errors = []
    w._error = lambda title, text: errors.append((title, text))
    w.show()
    if how != "deferred":
        w.recompute()  # the answers on screen, priced (on the worker thread, or at once)
    qtbot.waitUntil(lambda: w.rec is not None and w.rec.recommendation is not None and not w.result.pending,
                    timeout=30000)
    for kind in ("csv", "pdf"):
        out = tmp_path / f"p.{kind}"
        monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, out=out, **k: (str(out), ""))
        assert w.export(kind), errors
        assert out.stat().st_size > 1000
    assert not errors
