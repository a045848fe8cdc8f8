"""A scenario file dropped on the window while the catalog still loads (the app's start shows the questions first)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QMimeData, QPointF, Qt, QUrl
from PySide6.QtGui import QDropEvent
from PySide6.QtWidgets import QMessageBox

from gpu_advisor.gui.main_window import MainWindow
from gpu_advisor.gui.worker import SyncExecutor

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "startup-engineer-seed000.json"


def test_a_scenario_dropped_while_the_catalog_loads_opens_once_it_is_there(qtbot):
    # Found by mypy: the drop opened the file at once, checking it against a catalog that was not there yet (None).
    w = MainWindow(executor=SyncExecutor(), deferred=True)
    qtbot.addWidget(w, before_close_func=lambda w: setattr(w, "_ask", lambda *a: QMessageBox.StandardButton.Discard))
    w._ask = lambda *a: QMessageBox.StandardButton.Discard  # never a modal question in a test
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(EXAMPLE))])
    w.dropEvent(QDropEvent(QPointF(10, 10), Qt.DropAction.CopyAction, mime, Qt.MouseButton.NoButton,
                           Qt.KeyboardModifier.NoModifier))
    assert not w.built and w.path is None  # nothing opened before the catalog is there
    w.show()
    qtbot.waitUntil(lambda: w.built, timeout=20000)
    assert w.path == EXAMPLE and w.wizard.deadline.text() == "100"
