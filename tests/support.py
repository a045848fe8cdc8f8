"""Helpers shared by the test modules (fixtures live in the conftest.py files)."""

from __future__ import annotations

import functools
import hashlib
import importlib
import importlib.util
import itertools
import os
from pathlib import Path

import pytest

from gpu_advisor.core.catalog.store import LOCK_FILE


def tree_digest(root: Path, *, skip_lock: bool = False) -> str:
    """Hash of every file name and byte under ``root``: 'unchanged' means this is equal. ``skip_lock``
    leaves the store's lock file out (its presence depends on whether a store object is still open)."""
    h = hashlib.sha256()
    for p in sorted(root.rglob("*")):
        if skip_lock and p.name == LOCK_FILE:
            continue
        h.update(str(p.relative_to(root)).encode())
        if p.is_file():
            h.update(p.read_bytes())
    return h.hexdigest()


_COLD = itertools.count(1)


def cold_copy(cat):
    """``cat``'s tables as a catalog of its own content (one manifest field more): nothing derived is shared with any
    other catalog object (the one cache is keyed on the content, so ``cat.copy()`` shares it). For a test that counts
    what is built or estimated, or patches the engine while it builds (what is built then must reach no other test).
    """
    return cat.with_meta(test_cold_copy=next(_COLD))


def set_cell(cat, table: str, row, column: str, value):
    """``cat`` with one cell of ``table`` changed: a new catalog (a Catalog is immutable)."""
    df = cat[table]
    df.loc[row, column] = value
    return cat.with_table(table, df)


def job_of(cat, spec: dict):
    """The estimate engine's Job for a test's spec: a models.csv preset with overrides, or the fields as given."""
    from gpu_advisor.core import estimate as E
    spec = dict(spec)
    preset = spec.pop("preset", None)
    return E.job_from_preset(cat, preset, **spec) if preset else E.Job(**spec)


def launch_bundle_of(cat, obj: dict, today, name: str = "case"):
    """The launch files of the answer to scenario ``obj`` (a dict as a file holds it), priced on ``today``."""
    from gpu_advisor.core.export import launch as L
    from gpu_advisor.core.scenario.spec import parse_scenario
    from gpu_advisor.core.select.recommendation import recommend
    sc = parse_scenario(obj, cat, name)
    return L.launch_bundle(cat, sc, recommend(cat, sc, today=today), today=today)


def build_script():
    """``scripts/build_catalog.py`` loaded as a module (it is a script, not part of the package)."""
    path = Path(__file__).resolve().parents[1] / "scripts" / "build_catalog.py"
    spec = importlib.util.spec_from_file_location("build_catalog", path)
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


@functools.cache
def build_module(name: str):
    """A module of the catalog build's package (``scripts/catalog_build/<name>.py``), as the script imports it."""
    build_script()  # puts scripts/ on sys.path, as running the script does
    return importlib.import_module(f"catalog_build.{name}")


def reference_data() -> Path:
    """The catalog build's default ``--ref``: ``shared/reference-data`` beside the repository (or beside the main
    checkout of a git worktree)."""
    return build_module("common").default_ref()


def require_reference_data(ref: Path) -> None:
    """Skip the calling test when the reference data is missing - but fail it under CI (``CI=true``): CI has
    ``../shared`` (shared/README.md), so a missing folder there is a broken setup, not a reason to skip."""
    if ref.is_dir():
        return
    message = f"no reference data at {ref} (the catalog build's input)"
    if os.environ.get("CI", "").strip().lower() in ("true", "1"):
        pytest.fail(f"{message}; CI=true, so this fails instead of skipping", pytrace=False)
    pytest.skip(message)


def plan_window(qtbot, cat):
    """A Team plan window on a synchronous executor that fails the test on any question or error box."""
    import pytest
    from gpu_advisor.gui.team_plan import TeamPlanWindow
    from gpu_advisor.gui.worker import SyncExecutor
    w = TeamPlanWindow(cat, executor=SyncExecutor())
    qtbot.addWidget(w)
    w._ask = lambda *a, **k: pytest.fail(f"unexpected question: {a[:2]}")
    w._error = lambda title, text: pytest.fail(f"unexpected error: {title}: {text}")
    w.show()
    return w


def switch_language(qtbot, win, code: str):
    """Settings → Language on ``win``: the window built anew in ``code`` (returned, closed with the test)."""
    from PySide6.QtWidgets import QApplication
    win.set_language(code)
    new = win.replaced_by
    qtbot.addWidget(new)
    QApplication.processEvents()
    return new


def type_text(widget, text: str) -> None:
    """Type ``text`` key by key, as an input method sends it (QTest.keyClicks takes Latin-1 only: no "万", "１", "€")."""
    from PySide6.QtCore import QEvent, Qt
    from PySide6.QtGui import QKeyEvent
    from PySide6.QtWidgets import QApplication
    for ch in text:
        QApplication.sendEvent(widget, QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_unknown,
                                                 Qt.KeyboardModifier.NoModifier, ch))


def commit_text(widget, text: str) -> None:
    """Type ``text`` in one key event, as an input method commits a phrase or a paste arrives: the field checks (and a
    window prices) the whole text once, not every amount on its way as ``type_text``'s key-by-key typing does."""
    from PySide6.QtCore import QEvent, Qt
    from PySide6.QtGui import QKeyEvent
    from PySide6.QtWidgets import QApplication
    QApplication.sendEvent(widget, QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_unknown,
                                             Qt.KeyboardModifier.NoModifier, text))


def pdf_text_until(pdf, done) -> str:
    """The text of the PDF (a path or bytes) without white space, read page by page only until ``done(text so far)``
    holds (pypdf reads ~0.5 s a page): for checks that words are there, which the pages up to them answer; all of
    it when they are not all there, so such a check fails as on the whole text."""
    import io
    import re

    from pypdf import PdfReader
    text = ""
    for page in PdfReader(io.BytesIO(pdf) if isinstance(pdf, bytes) else str(pdf)).pages:
        text += re.sub(r"\s+", "", page.extract_text() or "")
        if done(text):
            break
    return text


def article_window(qtbot, lang: str, size: tuple[int, int]):
    """The main window at its first start (the source article's case) in ``lang`` at ``size``, its result shown;
    closing it asks nothing, and an unexpected question fails the test. A test that also asks for ``seeded_home``
    gets the same window (no settings: the article's case, no notice) without the first start's copy of the
    catalog (~1.4 s: every table parsed and checked), unless that copy is what it tests."""
    from PySide6.QtWidgets import QApplication

    from gpu_advisor import text as W
    from gpu_advisor.gui.app import install_language
    from gpu_advisor.gui.main_window import MainWindow
    from gpu_advisor.gui.worker import SyncExecutor
    from tests.gui.conftest import discard_on_close
    install_language(QApplication.instance(), lang)
    W.set_language(lang)
    w = MainWindow(executor=SyncExecutor())
    qtbot.addWidget(w, before_close_func=discard_on_close)
    w._ask = lambda *a, **k: pytest.fail(f"unexpected question: {a[:2]}")
    w.resize(*size)
    w.show()
    qtbot.waitUntil(lambda: w.rec is not None and not w.result.pending, timeout=15000)
    return w


def budget_window(qtbot):
    """The main window on a 7B training with a ¥50,000 monthly budget, priced, the wizard at "Time and money" (the
    money fields' tests): (window, wizard)."""
    from PySide6.QtWidgets import QMessageBox
    from gpu_advisor.gui.main_window import MainWindow
    from gpu_advisor.gui.worker import SyncExecutor
    discard = QMessageBox.StandardButton.Discard
    win = MainWindow(executor=SyncExecutor())
    qtbot.addWidget(win, before_close_func=lambda w: setattr(w, "_ask", lambda *a, **k: discard))
    win._ask = lambda *a, **k: discard
    win.show()
    win.activateWindow()
    wz = win.wizard
    wz.set_scenario({"task": "train", "workload": "llm", "model": {"params": 7e9}, "data": {"tokens": 1e9},
                     "budget": {"amount": 50000, "currency": "CNY", "per": "month"}})
    qtbot.waitUntil(lambda: win.rec is not None, timeout=20000)
    wz.steps.setCurrentRow(5)  # "Time and money"
    return win, wz


def price_each_plan_once(monkeypatch, memo: dict) -> None:
    """The Team plan window's ``plan_month`` priced once per catalog, plan and day in ``memo`` (the GUI tests' one, in
    tests/gui/conftest.py): ``plan_month`` is a pure function of those, and a window test comes back to a plan it
    priced before (undo, redo, the same amounts typed in each language), ~0.4 s a pricing. A plan not seen before is
    priced as ever."""
    import datetime as dt
    import json

    from gpu_advisor.gui import team_plan
    real = team_plan.plan_month

    def plan_month(cat, plan, **kw):
        if kw:
            return real(cat, plan, **kw)
        key = (id(cat), json.dumps(plan.to_dict(), sort_keys=True, default=repr), plan.currency, plan.file,
               dt.date.today())
        hit = memo.get(key)
        if hit is not None and hit[0] is cat:  # (the catalog itself kept: its id is never another's)
            return hit[1]
        result = real(cat, plan)
        memo[key] = (cat, result)
        return result
    monkeypatch.setattr(team_plan, "plan_month", plan_month)


def work_out_each_what_if_once(monkeypatch, memo: dict) -> None:
    """The result pane's what-if rows (``gui.result_view._what_if_rows``: the smaller and larger choices) worked out
    once per catalog, answers, option, warnings and day in ``memo`` (the GUI tests' one, in tests/gui/conftest.py):
    ``core.select.what_if`` is a pure function of those, and the same case (the article's, an example's) is shown in
    a score of window tests, ~0.3 s of pricing each time. The key is the pickled arguments (every field, the
    answers given included), so different answers are never taken for the same; answers not seen before are
    worked out as ever."""
    import copy
    import datetime as dt
    import pickle

    from gpu_advisor.gui import result_view
    real = result_view._what_if_rows

    def what_if_rows(cat, sc, chosen, warnings=()):
        try:
            key = (id(cat), pickle.dumps((sc, chosen, warnings)), dt.date.today())
        except (pickle.PicklingError, TypeError, AttributeError):
            return real(cat, sc, chosen, warnings)
        hit = memo.get(key)
        if hit is not None and hit[0] is cat:  # (the catalog itself kept: its id is never another's)
            return copy.deepcopy(hit[1])  # (rows of plain values: a reader that changed one changes no other test's)
        rows = real(cat, sc, chosen, warnings)
        memo[key] = (cat, copy.deepcopy(rows))
        return rows
    monkeypatch.setattr(result_view, "_what_if_rows", what_if_rows)


EXAMPLE_PLAN = Path(__file__).resolve().parents[1] / "examples" / "plans" / "plan-startup-month.json"


def example_plan_at_expected(folder: Path) -> Path:
    """The example plan with ``preferences.plan_for`` "expected" (a copy in ``folder``): its shared servers are then
    sized for the runs' expected hours, as every plan's were before bases were sized for the slow end (the three
    trainings on one 4 x A100 base, whose queue at the slow end misses deadlines): for tests about a job on shared
    servers and the slow-end notes, which that plan shows."""
    import json
    doc = json.loads(EXAMPLE_PLAN.read_text(encoding="utf-8"))
    doc["preferences"] = {**doc.get("preferences", {}), "plan_for": "expected"}
    out = Path(folder) / "plan-startup-month-expected.json"
    out.write_text(json.dumps(doc, ensure_ascii=False, indent=2), encoding="utf-8")
    return out
