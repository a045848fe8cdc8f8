"""Fixtures of the GUI tests: a catalog editor and a main window that fail the test on any unexpected
question, and drop unsaved work when the test ends."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox

B = QMessageBox.StandardButton


def discard_on_close(w):
    """Closing at teardown: drop whatever the test left unsaved."""
    w._ask = lambda *a, **k: B.Discard


@pytest.fixture(scope="module")
def cat():
    """The bundled catalog (immutable; loaded once per process): a test module's own ``cat`` fixture wins."""
    from gpu_advisor.core.catalog.load import load_bundled
    return load_bundled()


@pytest.fixture
def editor(qtbot, seeded_home):
    from gpu_advisor.gui.catalog_editor import CatalogEditor
    ed = CatalogEditor(offer_recovery=False)
    qtbot.addWidget(ed, before_close_func=discard_on_close)
    ed.show()
    ed.tabs.setCurrentWidget(ed.pages["instances"])
    ed._ask = lambda *a, **k: pytest.fail(f"unexpected question: {a[:2]}")
    return ed


@pytest.fixture
def win(qtbot, seeded_home):
    from gpu_advisor.gui.main_window import MainWindow
    from gpu_advisor.gui.worker import SyncExecutor
    w = MainWindow(executor=SyncExecutor())
    qtbot.addWidget(w, before_close_func=discard_on_close)
    w.show()
    w._ask = lambda *a, **k: pytest.fail(f"unexpected question: {a[:2]}")
    return w


@pytest.fixture(autouse=True)
def _no_language_left_installed():
    """A test that installs a language (gui.app.install_language) leaves no translator behind: the next test on the
    same worker process reads the source texts, whatever ran before it (seen once on a fresh clone: the English
    plural forms "3 prices" of a leftover translator where the test expects the source's "3 price(s)")."""
    from gpu_advisor.gui import app as gui_app
    language = gui_app.current_language()
    yield
    from PySide6.QtWidgets import QApplication
    left = getattr(gui_app, "_translators")
    qapp = QApplication.instance()
    if qapp is not None and left:
        for t in left:
            qapp.removeTranslator(t)
        left.clear()
    setattr(gui_app, "_language", language)


@pytest.fixture(autouse=True)
def _words_follow_the_app_after_each_test():
    """A test that sets the words' language explicitly (text.set_language) must not leave it set for the next test
    on the same worker: its words would stay in that language whatever translator the next test installs (a
    legend test left English, and a later test's Chinese Alternatives tab read English)."""
    yield
    from gpu_advisor import text as W
    W.set_language(None)


@pytest.fixture
def in_catalog(qapp, cat):
    """The text layer names providers and regions from ``cat`` for the test, then as before."""
    from gpu_advisor import text as W
    saved = W.current_catalog()
    W.set_catalog(cat)
    yield cat
    W.set_catalog(saved)
