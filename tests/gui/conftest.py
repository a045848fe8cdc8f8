"""Fixtures of the GUI tests: a catalog editor and a main window that fail the test on any unexpected
question, and drop unsaved work when the test ends."""

from __future__ import annotations

from pathlib import Path

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


FINE_TUNE = Path(__file__).resolve().parents[2] / "examples" / "lora-7b-finetune.json"  # budget ¥3,000 in total
PLAN_EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "plans" / "plan-startup-month.json"


@pytest.fixture
def fine_tune_win(qtbot, seeded_home):
    """A main window (1280 × 800) showing the LoRA fine-tune example priced, on the Charts tab with the cost chart
    framed and laid out: its deadline and budget lines where they are drawn, for the tests that drag them."""
    from gpu_advisor.gui.main_window import MainWindow
    from gpu_advisor.gui.worker import SyncExecutor
    w = MainWindow(executor=SyncExecutor())
    qtbot.addWidget(w, before_close_func=discard_on_close)
    w._error = lambda title, text: pytest.fail(f"unexpected error box: {title}: {text}")
    w.resize(1280, 800)
    w.show()
    assert w.open_file(FINE_TUNE)
    qtbot.waitUntil(lambda: w.rec is not None and w._priced is not None, timeout=20000)
    w.result.tabs.setCurrentIndex(0)  # the charts
    qtbot.waitUntil(lambda: w.result.cost_chart is not None and w.result.cost_chart.budget.isVisible(), timeout=10000)
    qtbot.waitUntil(w.result.settled, timeout=10000)  # the chart framed and laid out: the line where it is drawn
    qtbot.wait(200)
    return w


@pytest.fixture
def cancel_win(qtbot, seeded_home, monkeypatch):
    """A main window whose every message box answers Cancel (the Settings → Language tests: the window is built
    anew, and no question may stop the switch)."""
    from gpu_advisor.gui.main_window import MainWindow
    from gpu_advisor.gui.worker import SyncExecutor
    for name in ("question", "warning", "information", "critical"):
        monkeypatch.setattr(QMessageBox, name, staticmethod(lambda *a, **k: B.Cancel))
    w = MainWindow(executor=SyncExecutor())
    qtbot.addWidget(w)
    w.show()
    return w


@pytest.fixture
def cancel_plan(cancel_win):
    """The Team plan beside ``cancel_win`` with the example month open as saved (a question about unsaved changes
    answers Discard)."""
    import json
    from gpu_advisor.gui.team_plan import open_for
    plan = open_for(cancel_win)
    plan._ask = lambda *a, **k: B.Discard
    plan.set_plan(json.loads(PLAN_EXAMPLE.read_text(encoding="utf-8")), saved=True)
    return plan


@pytest.fixture
def lang(request, qapp):
    """The interface language a parametrised test runs in (``indirect=True``), English again after it."""
    from gpu_advisor.gui.app import install_language
    install_language(qapp, request.param)
    yield request.param
    install_language(qapp, "en")


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


@pytest.fixture(autouse=True)
def _what_if_on_the_test_thread(monkeypatch):
    """The result pane's what-if runs (the smaller and larger choices, ``ResultView.what_if_executor``) on the test's
    own thread, when their timer fires (``what_if_delay_ms`` after the answers rest), as the tests that read them
    have always asked: a thread of their own outlived the test that started it, priced on while the next tests ran
    (CPU taken from the other test worker), and its objects' last references dropped on that thread once hung a
    worker for good (a PySide signal disconnected off the GUI thread waited for the GIL while the GUI thread, holding
    Qt's connection lock, waited for it). ``test_runner_closed_mid_request`` gives a pane a thread of its own."""
    from gpu_advisor.gui.result_view import ResultView
    from gpu_advisor.gui.worker import SyncExecutor
    monkeypatch.setattr(ResultView, "what_if_executor", SyncExecutor())


@pytest.fixture(autouse=True)
def _one_catalog_object_per_content(shared_catalog_objects):
    """In the GUI tests a catalog loaded from files byte-identical to those of an earlier load in this process (the
    seeded data folder of nearly every test) is that earlier Catalog object, as ``load_bundled`` is for the bundled
    catalog. A catalog is immutable and everything derived from it is a pure function of its content (cached on the
    object: ``core.catalog.model.cached``), so a window sees the same content and results; it is not priced from
    nothing again in every test (the offering bases, the estimate engine's preparation: ~0.1-0.3 s a test). Only the
    trusted path (the stored catalog, today) is shared; a catalog changed in any way has another files key.
    (``shared_catalog_objects`` in tests/conftest.py; core test modules that run the command line many times on the
    seeded catalog ask for it too.)"""
    yield


class _Recent(dict):
    """A dict keeping its most recent ``size`` entries (set or read)."""

    def __init__(self, size: int):
        super().__init__()
        self.size = size

    def get(self, key, default=None):
        if key not in self:
            return default
        value = self.pop(key)
        super().__setitem__(key, value)
        return value

    def __setitem__(self, key, value):
        self.pop(key, None)
        super().__setitem__(key, value)
        while len(self) > self.size:
            del self[next(iter(self))]


_MONTHS = _Recent(48)


@pytest.fixture(autouse=True)
def _same_plan_same_month(monkeypatch):
    """The Team plan window's months priced once per catalog, plan and day in the GUI tests' process (``plan_month`` is
    a pure function of them, ~0.25 s a pricing): the example month opens in a score of tests, and undo, redo and the
    same amounts in each language come back to plans priced before; a plan not seen before is priced as ever. The
    window's catalog is one object per content (``_one_catalog_object_per_content``)."""
    from ..support import price_each_plan_once
    price_each_plan_once(monkeypatch, _MONTHS)


_WHAT_IFS = _Recent(48)


@pytest.fixture(autouse=True)
def _same_answers_same_what_if(monkeypatch):
    """The result pane's what-if rows worked out once per catalog, answers, option and day in the GUI tests' process
    (``core.select.what_if`` is a pure function of them, ~0.3 s of pricing): the article's case and the examples are
    shown in a score of tests; answers not seen before are worked out as ever (``tests.support``)."""
    from ..support import work_out_each_what_if_once
    work_out_each_what_if_once(monkeypatch, _WHAT_IFS)


@pytest.fixture(autouse=True, scope="session")
def _pdf_streams_split_quickly():
    """pypdf splits the app's PDF content streams with one regular expression (``tests.pdf_reading``: the same
    operations, checked in test_pdf_reading.py); a stream holding anything else goes to pypdf's own parser."""
    from pypdf.generic import ContentStream

    from ..pdf_reading import parse_content_stream
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(ContentStream, "_parse_content_stream", parse_content_stream)
        yield
