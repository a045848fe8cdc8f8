"""An app update that brings catalog updates says so in the main window, and Catalog → Merge bundled updates takes
them in (three-way: core/catalog/bundled_base.py); with nothing left to take in, the notice goes."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox

from gpu_advisor.core.catalog import bundled_base as bb
from gpu_advisor.core.catalog.store import CatalogStore

B = QMessageBox.StandardButton


def test_the_notice_and_the_merge_from_the_main_window(qtbot, seeded_home):
    from gpu_advisor.gui.main_window import MainWindow
    from gpu_advisor.gui.worker import SyncExecutor
    store = CatalogStore()
    (bb.base_dir(store) / bb.DIGEST).write_text("an-older-app\n", encoding="utf-8")  # installed by an older app
    w = MainWindow(executor=SyncExecutor())
    qtbot.addWidget(w, before_close_func=lambda win: setattr(win, "_ask", lambda *a, **k: B.Discard))
    w.show()
    qtbot.waitUntil(lambda: w.built and w.catalog is not None, timeout=10000)
    assert "Catalog → Merge bundled updates…" in w.statusBar().currentMessage()
    ed = w.open_editor()
    ed._ask = lambda *a, **k: B.Yes
    assert ed.merge_bundled() is False  # the same rows: nothing to take in, and the update is done
    assert not bb.updates_waiting(store)
    w.set_catalog(w.catalog)
    assert "Merge bundled updates" not in w.statusBar().currentMessage()
