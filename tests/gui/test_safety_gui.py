"""The app and the editor refuse to crash or mislead (issue 18): a save by another window in the last
moment, a named pipe offered as an import, catalog text that looks like HTML, an export of a result
that no longer matches the answers, a damaged catalog at start, a symlinked settings file."""

from __future__ import annotations

import dataclasses
import os
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from gpu_advisor.core import catalog as cm
from gpu_advisor.core.catalog.store import CatalogStore
from gpu_advisor.gui.main_window import MainWindow
from gpu_advisor.gui.worker import SyncExecutor

from ..core.test_catalog_safety import tree_digest  # lock file left out
from ..support import set_cell
from .test_catalog_editor import type_into

B = QMessageBox.StandardButton
EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def test_a_save_by_another_window_in_the_last_moment_is_asked_about_not_overwritten(qtbot, editor, monkeypatch):
    type_into(qtbot, editor, "instances", 0, "on_demand_hour", "5.5")
    # The other window saves after the editor's own check: the store itself refuses the stale save.
    real_fp = editor.store.fingerprint
    monkeypatch.setattr(editor.store, "fingerprint", lambda: editor.fingerprint)
    other = CatalogStore()
    cat = other.load()
    cat = set_cell(cat, "instances", 1, "on_demand_hour", 99.0)
    other.save(cat)
    theirs = tree_digest(other.root)
    asked = []

    def ask(title, text, *a):
        asked.append(title)
        monkeypatch.setattr(editor.store, "fingerprint", real_fp)
        return B.Cancel
    editor._ask = ask
    assert not editor.save()
    assert asked == ["Catalog changed on disk"]
    assert tree_digest(other.root) == theirs
    editor._ask = lambda *a: B.Save  # the user chooses to save theirs over
    assert editor.save()
    assert CatalogStore().load()["instances"]["on_demand_hour"].iat[0] == 5.5


def test_a_busy_catalog_is_a_clear_message_not_a_crash(qtbot, editor, monkeypatch):
    type_into(qtbot, editor, "instances", 0, "on_demand_hour", "6.5")
    from gpu_advisor.core.base.problems import CatalogError, Problem
    from gpu_advisor.core.base import CatalogBusy

    def busy(*a, **k):
        raise CatalogError([Problem(str(editor.store.root), CatalogBusy(seconds=10))])
    monkeypatch.setattr(editor.store, "save", busy)
    assert not editor.save()
    assert "being saved by another window" in editor.message.text()
    assert editor.isWindowModified()


def test_a_named_pipe_offered_as_an_import_is_refused_at_once(qtbot, editor, tmp_path):
    fifo = tmp_path / "prices.csv"
    os.mkfifo(fifo)
    assert not editor.import_file(str(fifo))  # would block for ever if read
    assert "not a regular file" in editor.message.text()


def test_catalog_text_that_looks_like_html_is_shown_as_typed(qtbot, seeded_home):
    win = MainWindow(executor=SyncExecutor())
    qtbot.addWidget(win, before_close_func=lambda w: setattr(w, "_ask", lambda *a: B.Discard))
    win.show()
    assert win.open_file(EXAMPLES / "startup-engineer-seed000.json")
    qtbot.waitUntil(lambda: getattr(win, "rec", None) is not None and win.rec.recommendation is not None
                    and not win.result.pending, timeout=10000)
    html = "<b style='color:red;font-size:40px'>FREE – no charge</b>"
    opt = dataclasses.replace(win.rec.recommendation, instance_type=html, provider=html)
    card = win.result.card
    card.show_option(opt, win.catalog, True)
    assert html in card.where.text()
    # Drawn as typed: the card's label paints exactly like a plain-text label, not like HTML.
    from PySide6.QtWidgets import QLabel

    def painted(fmt):
        lab = QLabel(card)
        lab.setTextFormat(fmt)
        lab.setWordWrap(True)
        lab.setText(card.where.text())
        lab.resize(card.where.size())
        return lab.grab().toImage()
    mine = card.where.grab().toImage()
    assert mine == painted(Qt.TextFormat.PlainText)
    assert mine != painted(Qt.TextFormat.RichText)


def _priced_window(qtbot) -> tuple[MainWindow, list]:
    """The main window on seed 000's scenario, priced; the titles of the errors it shows are collected."""
    win = MainWindow(executor=SyncExecutor())
    qtbot.addWidget(win, before_close_func=lambda w: setattr(w, "_ask", lambda *a: B.Discard))
    win.show()
    assert win.open_file(EXAMPLES / "startup-engineer-seed000.json")
    qtbot.waitUntil(lambda: getattr(win, "rec", None) is not None, timeout=10000)
    errors: list = []
    win._error = lambda title, text: errors.append(title)
    return win, errors


def test_no_export_of_a_result_that_no_longer_matches_the_answers(qtbot, seeded_home):
    win, errors = _priced_window(qtbot)
    obj = win.wizard.scenario_dict()
    obj["deadline_hours"] = -5  # a field becomes invalid
    win._pending_obj = obj
    win.recompute()
    assert win.rec is None
    assert not win.export("pdf")
    assert errors == ["Nothing to export"]


def test_the_app_opens_a_damaged_catalog_on_the_newest_intact_version_and_says_so(qtbot, monkeypatch, seeded_home):
    store = CatalogStore()
    cat = store.ensure()
    cat = set_cell(cat, "instances", 0, "on_demand_hour", 12.5)
    good = store.save(cat)
    cat = set_cell(cat, "instances", 0, "on_demand_hour", 25.0)
    bad = store.save(cat)
    p = store.root / bad / "instances.csv"
    p.write_bytes(p.read_bytes()[:100])
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", staticmethod(lambda parent, title, text, *a: shown.append(text)))
    win = MainWindow(executor=SyncExecutor())
    qtbot.addWidget(win, before_close_func=lambda w: setattr(w, "_ask", lambda *a: B.Discard))
    assert win.catalog["instances"].loc[0, "on_demand_hour"] == 12.5
    assert len(shown) == 1 and good in shown[0] and "damaged" in shown[0]
    assert (store.root / cm.DAMAGED).is_dir()


def test_settings_are_never_written_through_a_symlink(tmp_path, advisor_home):
    from gpu_advisor.core.base import paths
    from gpu_advisor.gui.app import settings
    victim = tmp_path / "victim.txt"
    victim.write_text("[General]\nlanguage=zh_CN\n")
    paths.settings_path().parent.mkdir(parents=True, exist_ok=True)
    paths.settings_path().symlink_to(victim)
    s = settings()
    assert s.value("language") == "zh_CN"  # the values it held are kept
    s.setValue("display_currency", "USD")
    s.sync()
    assert victim.read_text() == "[General]\nlanguage=zh_CN\n"
    assert not paths.settings_path().is_symlink()
    assert "display_currency" in paths.settings_path().read_text()


def test_answers_changed_and_not_yet_priced_are_not_exported_with_the_result_before(qtbot, seeded_home, monkeypatch):
    """Within the typing pause after a change, Ctrl+P exported the result of the answers before it."""
    win, errors = _priced_window(qtbot)
    monkeypatch.setattr("gpu_advisor.gui.main_window.QFileDialog.getSaveFileName", lambda *a, **k: ("", ""))
    win.wizard.data_amount.setText("500")  # a new job: priced after the typing pause
    assert win._pending_obj is not None and win.rec is not None
    assert not win.export("pdf") and errors == ["Not ready yet"]  # (walk 20: the result is on its way)
