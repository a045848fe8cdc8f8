"""Fixtures of the GUI tests: a catalog editor and a main window that fail the test on any unexpected
question, and drop unsaved work when the test ends."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox

B = QMessageBox.StandardButton


def discard_on_close(w):
    """Closing at teardown: drop whatever the test left unsaved."""
    w._ask = lambda *a, **k: B.Discard


@pytest.fixture
def editor(qtbot):
    from gpu_advisor.gui.catalog_editor import CatalogEditor
    ed = CatalogEditor(offer_recovery=False)
    qtbot.addWidget(ed, before_close_func=discard_on_close)
    ed.show()
    ed.tabs.setCurrentWidget(ed.pages["instances"])
    ed._ask = lambda *a, **k: pytest.fail(f"unexpected question: {a[:2]}")
    return ed


@pytest.fixture
def win(qtbot):
    from gpu_advisor.gui.main_window import MainWindow
    from gpu_advisor.gui.worker import SyncExecutor
    w = MainWindow(executor=SyncExecutor())
    qtbot.addWidget(w, before_close_func=discard_on_close)
    w.show()
    w._ask = lambda *a, **k: pytest.fail(f"unexpected question: {a[:2]}")
    return w
