"""The main window: the wizard beside the live result; menus (``gui/window_menus.py``), scenario files, settings.

Any change of an answer re-runs the engine without a button: debounced, on the worker thread, the
newest request winning (``gui.worker.Runner``). The window never computes anything itself.
"""

from __future__ import annotations

import dataclasses

import json
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, Qt, QTimer
from PySide6.QtWidgets import QFileDialog, QMainWindow, QMessageBox, QSplitter

from gpu_advisor import text as W
from gpu_advisor.core.base import CatalogError
from gpu_advisor.gui.app import (engine_answers, gui_module, resize_within_screen, resume_gc, settings,
                                 STARTUP_GC_DELAY_MS)
from gpu_advisor.text import describe_problem as describe, describe_what, join_sentences, word_list
from gpu_advisor.gui.window_export import export_proposal_as, export_proposal_to
from gpu_advisor.gui.window_first_view import (KEEP_FIRST_VIEW_MS, keep_first_view, keep_last_scenario, live_pane,
                                               load_first_view, new_scenario_obj, start_scenario_obj)
from gpu_advisor.gui.window_catalog import catalog_status, load_catalog
from gpu_advisor.gui.window_checks import marked_pages
from gpu_advisor.gui.window_keys import keyboard_path
from gpu_advisor.gui.window_menus import make_menus
from gpu_advisor.gui.window_undo import WindowUndo
from gpu_advisor.gui.window_status import StatusLabel
from gpu_advisor.gui.worker import Runner

if TYPE_CHECKING:
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QMenu
    from gpu_advisor.core.catalog import Catalog
    from gpu_advisor.core.scenario import Scenario
    from gpu_advisor.core.select import Priced, Recommendation
    from gpu_advisor.gui.catalog_editor import CatalogEditor
    from gpu_advisor.gui.wizard import Wizard

# pandas and the modules built on it (catalog, scenario, result) are imported when the window is built, so a
# window started with ``deferred=True`` paints its questions before they load (gui.app.run does that).

DEBOUNCE_MS = 120
MAX_RECENT = 8


def log_failure(details: str) -> None:
    """Append an engine failure to the log file in the user data folder (the window shows a sentence)."""
    import logging
    log = logging.getLogger("gpu_advisor")
    if not log.handlers:
        try:
            from gpu_advisor.core.base import paths
            path = paths.data_dir() / "gpu-advisor.log"
            path.parent.mkdir(parents=True, exist_ok=True)
            h = logging.FileHandler(path, encoding="utf-8")
            h.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(message)s"))
            log.addHandler(h)
        except OSError:
            log.addHandler(logging.NullHandler())
    log.error("engine failure\n%s", details)


def _recommend(catalog, scenario):
    """Runs on the worker thread (a change to the job): the job estimated and priced, then ranked. Returns
    (priced, recommendation); the window keeps the priced candidates for re-ranking."""
    from gpu_advisor.core.select import price, rank
    from gpu_advisor.gui.result_view import gather_chart_columns
    priced = price(catalog, scenario)
    rec = rank(priced, scenario, today=priced.today)
    gather_chart_columns(rec)  # here rather than on the GUI thread, before the chart is drawn
    return priced, rec


def _rerank(priced, scenario):
    """Runs on the GUI thread (deadline, budget, objective, billing, filters): the priced candidates ranked
    again for the new answers, in a few milliseconds, so the chart's star moves with the dragged line."""
    from gpu_advisor.core.select import rank
    return rank(priced, scenario, today=priced.today)


class MainWindow(QMainWindow):
    """The app's window. Loads the user's catalog (copied from the bundled one on first start)."""

    # made with the menus (gui/window_menus.py)
    recent_menu: QMenu
    history: WindowUndo
    export_pdf_action: QAction
    export_csv_action: QAction
    export_launch_action: QAction
    team_plan_action: QAction
    compare_action: QAction

    def __init__(self, store=None, executor=None, parent=None, deferred: bool = False, offer_recovery: bool = True):
        """``deferred``: show the window with the questions first (their first page needs neither pandas nor
        the catalog) and load the catalog, its lists and the result pane right after their first paint (what
        ``gpu-advisor`` does); ``when_ready`` runs code once the catalog is there."""
        super().__init__(parent)
        self._store = store
        self._executor = executor
        self.catalog: Catalog | None = None  # None until the window is built (_build)
        self.catalog_fingerprint: str | None = None  # the saved catalog's as loaded or saved here (window_catalog)
        self.editor: CatalogEditor | None = None
        self.path: Path | None = None
        self.saved_obj: dict | None = None
        self.scenario: Scenario | None = None
        self.rec: Recommendation | None = None
        self.built = False  # the catalog, the result pane and the menus are there
        self._touched = False  # an answer was changed before the catalog arrived
        self._ready: list = []
        self._deferred = deferred
        self._offer_recovery = offer_recovery  # (False: a language switch brings the open editor's edits over)
        self._shown_once = False  # a result has been shown
        # (Option, Scenario) shown in the card instead of the recommendation once these answers' result arrives
        self.show_after: tuple | None = None
        self.setAcceptDrops(True)
        self.setWindowTitle(W.app_title())
        self._restore_geometry()
        self._build_questions()
        if deferred:
            self.wizard.installEventFilter(self)
        else:
            self._build()

    def _build_questions(self) -> None:
        """The questions beside a 'loading' pane: no pandas, no catalog (their lists come with ``_build``)."""
        from gpu_advisor.gui.wizard import Wizard
        self.wizard: Wizard = Wizard(None, self)
        self.wizard.changed.connect(self._early_answer)
        self.wizard.invalid.connect(self._early_answer)
        # The result pane's place: "loading", or this start's first result as the app drew it last time for the
        # very same start (gui/first_view.py), replaced by the real pane once its result is computed.
        from gpu_advisor.gui.first_view import FirstView
        self.first_view: FirstView | None = FirstView(self.tr("Loading the catalog…"), self)
        self.first_view_key: str | None = None
        self.first_view_hit = False  # the picture was drawn for this start
        self._filling = False  # the window sets the answers it opens on
        if self._deferred:
            load_first_view(self)
        split = QSplitter(Qt.Orientation.Horizontal, self)
        split.addWidget(self.wizard)
        split.addWidget(self.first_view)
        split.setStretchFactor(0, 2)
        split.setStretchFactor(1, 3)
        split.setSizes([470, 730])
        self._wizard_share = 0.4  # the wizard keeps this share of the width (pages fit at 1024 px)
        self.setCentralWidget(split)
        self.split = split
        # The menus and the status bar are there from the first paint, so the result pane's place keeps its size
        # when the pane comes (gui/first_view.py draws a picture of it there); the menus answer once it is built.
        make_menus(self)
        self.menuBar().setEnabled(False)
        self.statusBar()

    def forgo_first_view(self) -> None:
        """No picture of the last first result: this start opens other answers (a scenario file)."""
        if self.first_view is not None:
            self.first_view.set_picture(None)

    def _early_answer(self, *_args) -> None:
        if not self.built and not self._filling:
            self._touched = True
            if self.first_view is not None:
                self.first_view.set_picture(None)  # the picture shows the answers as they were: not these

    def eventFilter(self, obj, event) -> bool:
        from PySide6.QtCore import QEvent
        if obj is self.wizard and event.type() == QEvent.Type.Paint and not self.built:
            obj.removeEventFilter(self)
            QTimer.singleShot(0, self._build)  # right after the questions' first paint
        return super().eventFilter(obj, event)

    def when_ready(self, fn) -> None:
        """Run ``fn`` once the catalog and the questions are there (at once if they are)."""
        if self.built:
            fn()
        else:
            self._ready.append(fn)

    def _build(self) -> None:
        """The catalog, the first recommendation and the result pane, in that order: in a deferred window (the app's
        start) the first request goes to the worker at once (no typing pause) before the result pane, pyqtgraph and
        the menus are made, so the engine works while they are; its result is written whole (card, words and charts)
        for one paint (``_show``). A window built at once keeps the typing pause (its caller sets answers next)."""
        if self.built:
            return
        from gpu_advisor.core.catalog import CatalogStore
        self.store = self._store or CatalogStore()
        self.busy_label = StatusLabel(self)
        self.runner = Runner(self._executor, self)
        self.runner.finished.connect(self._on_result)
        self.runner.failed.connect(self._on_failure)
        self.runner.busy.connect(self._on_busy)
        self._debounce = QTimer(self)
        self._debounce.setSingleShot(True)
        self._debounce.setInterval(DEBOUNCE_MS)
        self._debounce.timeout.connect(self.recompute)
        self._pending_obj: dict | None = None
        self._priced: Priced | None = None  # the priced candidates of the job on screen (re-ranked for other answers)
        self._parsed: tuple[dict, Catalog, Scenario] | None = None  # (answers, catalog, scenario) parsed by _rank_now for a job change
        self.last_rank_s = 0.0
        self.last_rank_times = (float("nan"),) * 2  # perf_counter() at the newest re-rank's start and end (bench/ui.py)
        self.last_rank_cpu_s = float("nan")
        self._dragging = False  # a chart line is being dragged (set around the answer it changes)

        # 1. the catalog and its lists
        self.catalog = load_catalog(self)
        self.wizard.fill_lists(self.catalog)
        # 2. the first answers (kept if given while the catalog loaded) and their recommendation, on the worker
        if self._touched:  # the answers given while the catalog loaded are kept, never reset
            self.saved_obj = start_scenario_obj(self)
        else:
            self._filling = True  # (the window's own answers, not a person's: _early_answer lets them be)
            try:
                self.wizard.set_scenario(start_scenario_obj(self))
            finally:
                self._filling = False
            self.saved_obj = self.wizard.scenario_dict()
        first = self.wizard.scenario_dict()
        self._held: list | None = []  # what the worker answered before the result pane was there
        # The first request goes to the worker now, before the result pane is built, when nothing queued for "ready"
        # (a scenario file to open) is about to replace these answers.
        submitted = self._deferred and not self._ready and self._submit_first(first)
        # 3. the result pane (its charts too: they show the first result), the status bar and the menus
        from gpu_advisor.gui.result_view import ResultView
        self.result = ResultView(self)
        self.result.deadlineDragged.connect(lambda v: self._set_answer("deadline_hours", v))
        self.result.budgetDragged.connect(self._on_budget_dragged)
        self.result.lineReleased.connect(self.history.released)  # a drag of a line: one undo step (window_undo.py)
        keyboard_path(self)  # Tab: the questions, the wizard's buttons, then the result pane
        if not self._touched:
            self.result.clear()  # "no result yet" until the first one arrives
        view = self.first_view
        if self._deferred and not self._touched and view is not None and view.shows_picture():
            # the picture of this first result stays until the result is computed (_live_pane)
            self.result.resize(view.size())
        else:
            sizes = self.split.sizes() if self.isVisible() else []
            self.split.replaceWidget(1, self.result)
            self.split.setStretchFactor(1, 3)
            self.split.setSizes(sizes if sum(sizes) > 0 else [470, 730])
            if self.first_view is not None:
                self.first_view.deleteLater()
                self.first_view = None
        import gpu_advisor.gui.charts  # noqa: F401  # pyqtgraph, while the engine works; the charts come with the result
        self.statusBar().addPermanentWidget(self.busy_label)
        self.menuBar().setEnabled(True)
        self.wizard.changed.connect(self._on_answers)
        self.wizard.invalid.connect(self._on_invalid_answers)
        self.built = True
        held, self._held = self._held, None
        for fn in held:
            fn()
        self._update_title(first)
        if not self._deferred:
            # A window built at once (tests, a language switch): its caller sets its own answers next, so the first
            # request waits for the typing pause like any other (the answers set next replace it).
            self._pending_obj = first
            self._debounce.start()
        from gpu_advisor.core.catalog import RecoveryStore
        if self._offer_recovery and RecoveryStore().exists():
            # The app stopped with unsaved catalog edits: the editor offers them back.
            QTimer.singleShot(0, self.open_editor)
        ready, self._ready = self._ready, []
        for fn in ready:
            fn()
        if self._deferred and not submitted:  # the answers the ready callbacks left (a scenario file opened)
            self._debounce.stop()  # no typing pause: nobody is typing
            self.recompute()
        QTimer.singleShot(STARTUP_GC_DELAY_MS, resume_gc)  # at the latest (the first result resumes it sooner)

    def _submit_first(self, obj: dict) -> bool:
        """The first answers handed to the worker at once (no typing pause: nobody is typing); False when they
        do not parse (``recompute`` says why once the result pane is there)."""
        from gpu_advisor.core.scenario import parse_scenario
        assert self.catalog is not None  # the window is built: the catalog is there
        try:
            sc = parse_scenario(engine_answers(obj), self.catalog, "scenario")
        except CatalogError:
            return False
        self._pending_obj = None
        self.wizard.show_problems([], describe_what)
        self.wizard.show_assumed(sc)
        self.scenario = sc
        self.rec = None
        self.runner.submit(_recommend, self.catalog, sc)
        return True

    # ------------------------------------------------------------ catalog
    def set_catalog(self, catalog) -> None:
        """Use ``catalog`` (the saved one, or the editor's working copy with unsaved edits) and recompute."""
        self.catalog = catalog
        self.wizard.catalog = catalog
        catalog_status(self, catalog)
        self._on_answers(self.wizard.scenario_dict())
        plan = getattr(self, "_team_plan", None)
        if plan is not None:  # the Team plan window prices with the same catalog (it kept the one it opened with)
            plan.set_catalog(catalog)

    def catalog_saved(self, catalog) -> None:
        """The catalog editor saved ``catalog``: it is the user's saved catalog now (what gpu-advisor reads)."""
        self.catalog_fingerprint = self.store.fingerprint()
        self.set_catalog(catalog)

    def open_editor(self):
        """Open (or raise) the catalog editor; its edits update the recommendation at once."""
        from gpu_advisor.gui.catalog_editor import CatalogEditor
        if self.editor is None:
            self.editor = CatalogEditor(self.store, parent=self)
            self.editor.setWindowFlag(Qt.WindowType.Window, True)
            self.editor.catalogChanged.connect(self.set_catalog)
            self.editor.catalogSaved.connect(self.catalog_saved)
        self.editor.show()
        self.editor.raise_()
        self.editor.activateWindow()
        return self.editor

    # ------------------------------------------------------------ menus
    def recent_files(self) -> list[str]:
        v = settings().value("recent_files", []) or []
        return [v] if isinstance(v, str) else list(v) if isinstance(v, list) else []  # one file comes back as a str

    def _add_recent(self, path: Path) -> None:
        files = [str(path)] + [f for f in self.recent_files() if f != str(path)]
        settings().setValue("recent_files", files[:MAX_RECENT])

    # ------------------------------------------------------------ answers -> engine
    def _on_answers(self, obj: dict) -> None:
        live_pane(self)  # the picture of the first result shows the answers before this change
        self._pending_obj = obj
        self._update_title(obj)
        if self._priced is not None and self._rank_now(obj):
            return  # answered at once from the priced candidates: no typing pause, no worker
        self._debounce.start()
        # the previous answers' "N configurations compared in M ms" is not these answers' (walk 20)
        self.busy_label.setText(self.tr("Computing…"))
        if self.rec is None and self.result.message.isVisible():
            # the answers hold again: "No result yet: some answers need attention…" stayed about a second, until
            # the result came, above fields no longer marked (walk 20)
            self.result.show_problems("")
            self.result.clear(self.tr("Working out the result for these answers…"))
            if self.result.cost_chart is not None:
                self.result.cost_chart.axis_for(obj.get("task") == "inference")

    def _rank_now(self, obj: dict) -> bool:
        """If the answers keep the job of the priced candidates on hand (only deadline, budget, objective,
        billing or filters changed), rank them for the new answers here and now; False otherwise."""
        from gpu_advisor.core.scenario import parse_scenario
        assert self.catalog is not None and self._priced is not None  # built, and called with candidates on hand
        try:
            sc = parse_scenario(engine_answers(obj), self.catalog, "scenario")
        except CatalogError:
            return False  # the debounced path shows where the answers need attention
        import datetime as _dt
        if not self._priced.reusable_for(sc, self.catalog, _dt.date.today()):
            self._parsed = (obj, self.catalog, sc)  # the worker's path uses this parse (no second one)
            return False
        import time
        self._debounce.stop()
        self._pending_obj = None
        self.runner.invalidate()  # a job still being priced belongs to older answers
        self.wizard.show_problems([], describe_what)
        self.wizard.show_assumed(sc)
        self.scenario = sc
        t0, c0 = time.perf_counter(), time.thread_time()
        try:
            rec = _rerank(self._priced, sc)
        except Exception as exc:  # noqa: BLE001 - shown as a sentence, the details kept for a bug report
            self._on_failure(0, exc)
            return True
        t1 = time.perf_counter()
        self.last_rank_s, self.last_rank_times = t1 - t0, (t0, t1)
        self.last_rank_cpu_s = time.thread_time() - c0  # its CPU time (bench/ui.py)
        self._show(rec, self.last_rank_s, live=True)
        return True

    def _on_invalid_answers(self) -> None:
        """An answer is marked in red: the result of the previous answers must not stay on screen."""
        live_pane(self)
        self._debounce.stop()
        self._pending_obj = None
        self.runner.invalidate()
        pages = marked_pages(self)  # (the core's problems with the other answers marked too: gui/window_checks.py)
        self.scenario = None
        self.rec = None
        self.wizard.clear_assumed()  # (the greyed fields said what the last result assumed)
        self.result.show_problems(
            self.tr("No result yet: some answers need attention on the page(s) %1 (marked in red).")
            .replace("%1", word_list(f"“{p}”" for p in pages)))
        self.busy_label.setText(self.tr("Waiting for answers"))
        self._update_title()

    def recompute(self) -> None:
        """Check the answers with the core and, if they hold, run the engine off the GUI thread."""
        obj = self._pending_obj if self._pending_obj is not None else self.wizard.scenario_dict()
        parsed, self._parsed = self._parsed, None
        assert self.catalog is not None  # the window is built: the catalog is there
        try:
            from gpu_advisor.core.scenario import parse_scenario
            if parsed is not None and parsed[0] is obj and parsed[1] is self.catalog:
                sc = parsed[2]  # already parsed by _rank_now for these very answers
            else:
                sc = parse_scenario(engine_answers(obj), self.catalog, "scenario")
        except CatalogError as exc:
            live_pane(self)
            self.rec = None  # the result shown no longer matches the answers: it must not be exported
            rest = self.wizard.show_problems(exc.problems, describe_what)
            # Name the page of each marked answer: the field may sit on a page that is not showing.
            pages = self.wizard.pages_with_errors()
            parts = []
            if pages:
                parts.append(self.tr("No result yet: some answers need attention on the page(s) %1 (marked in red).")
                             .replace("%1", word_list(f"“{p}”" for p in pages)))
            parts += [describe(p) for p in rest]
            self.scenario = None
            self.rec = None
            self.wizard.clear_assumed()
            self.runner.invalidate()
            self.result.show_problems(join_sentences(parts)
                                      or self.tr("No result yet: the answers cannot be computed."))
            self.busy_label.setText(self.tr("Waiting for answers"))
            return
        self.wizard.show_problems([], describe_what)
        self.wizard.show_assumed(sc)
        self.scenario = sc
        self.rec = None  # until the result for these answers arrives
        self._pending_obj = None  # handed to the worker: its result is these answers' (export reads it then)
        self.runner.submit(_recommend, self.catalog, sc)

    def _on_result(self, _rid: int, result) -> None:
        if self._held is not None:  # before the result pane (a synchronous executor): shown once it is built
            self._held.append(lambda: self._on_result(_rid, result))
            return
        self._priced, rec = result
        self._show(rec, self.runner.last_duration_s, live=True)

    def _show(self, rec, seconds: float, live: bool = False) -> None:
        """``live``: the cost chart now and the card, words and tables right after its paint (a dragged line, other
        answers ranked at once, a job priced on the worker: the chart shows the new result in the first frame after
        it arrives)."""
        self.rec = rec
        assert self.catalog is not None  # the window is built: the catalog is there
        live_pane(self)
        if not self._shown_once:  # the first result: card, words and charts all in its first paint
            self._shown_once = True
            self.result.show_result(rec, self.scenario, self.catalog)
            QTimer.singleShot(0, resume_gc)  # right after that paint
            if self.first_view_key is not None and self._deferred:
                obj = self.wizard.scenario_dict()
                QTimer.singleShot(KEEP_FIRST_VIEW_MS, self.result, lambda: keep_first_view(self, rec, obj, 8))
        else:
            self.result.show_result(rec, self.scenario, self.catalog, live=live or self._dragging)
        after, self.show_after = self.show_after, None
        if after is not None and self.scenario is not None and after[1] is not None and dataclasses.replace(
                after[1], home_currency=self.scenario.home_currency) == self.scenario:
            # the language switched (gui/window_language.py); the same answers but for the language's own currency,
            # which changes no price of a scenario whose currency is the same
            alternatives = list(rec.alternatives)
            if after[0] in alternatives:
                self.result.show_alternative(alternatives.index(after[0]))
            else:
                self.result.show_candidate(after[0])
        counts = rec.counts or {}
        self.busy_label.setText(self.tr("%1 configurations compared in %2 ms")
                                .replace("%1", f"{counts.get('candidates', 0):,}")
                                .replace("%2", f"{seconds * 1000:,.0f}"))

    def _on_failure(self, _rid: int, exc) -> None:
        """The engine raised: a plain sentence on screen, the old result cleared, the details in the log and
        behind "Copy details" (never an exception text in the window)."""
        if self._held is not None:
            self._held.append(lambda: self._on_failure(_rid, exc))
            return
        self.rec = None
        live_pane(self)
        if isinstance(exc, CatalogError):
            self.result.show_problems("; ".join(describe(p) for p in exc.problems[:5]))
        else:
            import traceback
            details = "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))
            log_failure(details)
            self.result.show_problems(
                self.tr("Something went wrong while computing this recommendation, so no result is shown. "
                        "Changing an answer tries again; “Copy details” copies what happened for a bug report."),
                details)
        self.busy_label.setText(self.tr("Not computed"))

    def _on_busy(self, busy: bool) -> None:
        if busy:
            self.busy_label.setText(self.tr("Computing…"))
        elif self.busy_label.text() == self.tr("Computing…"):
            self.busy_label.setText("")  # the request was dropped for a newer one, or ended: never stuck

    def _set_answer(self, path: str, value: float) -> None:
        """A chart line was dragged: that answer changes (the wizard shows it), the candidates re-ranked at once."""
        if path == "deadline_hours":
            self.history.moved("deadline")
            self._dragging = True  # the card follows the chart right after its paint (ResultView.show_result)
            try:
                self.wizard.set_numbers({"deadline_hours": float(f"{value:.3g}")})
            finally:
                self._dragging = False

    def _on_budget_dragged(self, value: float) -> None:
        # The chart is drawn in the result currency; the budget is kept in that currency once dragged.
        choices = {"budget_currency": self.scenario.currency} if self.scenario else {}
        self.history.moved("budget")
        self._dragging = True
        try:
            self.wizard.set_numbers({"budget.amount": float(f"{value:.3g}")}, choices)
        finally:
            self._dragging = False

    # ------------------------------------------------------------ scenario files
    def is_dirty(self, answers: dict | None = None) -> bool:
        """``answers``: the wizard's answers when the caller has just collected them."""
        return self.saved_obj is not None and (answers if answers is not None
                                               else self.wizard.scenario_dict()) != self.saved_obj

    def _update_title(self, answers: dict | None = None) -> None:
        name = self.path.name if self.path else self.tr("Untitled")
        title = f"{name}[*] — {W.app_title()}"
        if title != self.windowTitle():
            self.setWindowTitle(title)
        self.setWindowModified(self.is_dirty(answers))

    def _ask(self, title: str, text: str, buttons, default):
        """One question to the user (tests replace this)."""
        return QMessageBox.question(self, title, text, buttons, default)

    def maybe_keep_changes(self) -> bool:
        """Before the answers are replaced: True to go on (saved or discarded), False to stay."""
        if not self.is_dirty():
            return True
        B = QMessageBox.StandardButton
        answer = self._ask(self.tr("Unsaved scenario"), self.tr("Save the changes to this scenario first?"),
                           B.Save | B.Discard | B.Cancel, B.Save)
        if answer == B.Save:
            return self.save()
        return answer == B.Discard

    def new_scenario(self, ask: bool = True) -> None:
        if ask and not self.maybe_keep_changes():
            return
        self.rec = None
        self.scenario = None
        self.runner.invalidate()
        self.result.clear()  # nothing of the old answers stays on screen while the new ones are computed
        self.path = None
        self.wizard.set_scenario(new_scenario_obj(self))
        self.saved_obj = self.wizard.scenario_dict()
        self._update_title()

    def open_file(self, path: str | Path | None = None) -> bool:
        if not path:
            path, _ = QFileDialog.getOpenFileName(self, self.tr("Open scenario"), self._dir(),
                                                  self.tr("Scenarios (*.json);;All files (*)"))
            if not path:
                return False
        path = Path(path)
        try:
            from gpu_advisor.core.scenario import load_scenario
            assert self.catalog is not None  # the window is built: the catalog is there (a drop waits for it)
            load_scenario(path, self.catalog)  # the whole file is checked before anything changes
            obj = json.loads(path.read_text(encoding="utf-8-sig"))
        except CatalogError as exc:
            if [(p.what.code, getattr(p.what, "kind", "")) for p in exc.problems] == [("not_a_scenario", "plan")]:
                return gui_module("team_plan").open_plan(self, path)  # in its own window: these answers stay
            self._error(self.tr("Cannot open %1").replace("%1", path.name),
                        "\n".join(describe(p, field=True) for p in exc.problems[:15]))
            return False
        except (OSError, ValueError) as exc:
            self._error(self.tr("Cannot open %1").replace("%1", path.name), str(exc))
            return False
        if not self.maybe_keep_changes():
            return False
        self.path = path
        self.wizard.set_scenario(obj)
        self.saved_obj = self.wizard.scenario_dict()
        self._add_recent(path)
        self._update_title()
        self.statusBar().showMessage(self.tr("Opened %1").replace("%1", str(path)), 5000)
        return True

    def save(self, as_new: bool = False) -> bool:
        path = self.path
        if as_new or path is None:
            name, _ = QFileDialog.getSaveFileName(self, self.tr("Save scenario"),
                                                  str(Path(self._dir()) / (path.name if path else "scenario.json")),
                                                  self.tr("Scenarios (*.json)"))
            if not name:
                return False
            path = Path(name if name.endswith(".json") else name + ".json")
        obj = self.wizard.scenario_dict()
        try:
            from gpu_advisor.core.scenario import save_scenario
            save_scenario(path, obj)
        except OSError as exc:
            self._error(self.tr("Not saved"), self.tr("Cannot write %1: %2").replace("%1", str(path))
                        .replace("%2", exc.strerror or str(exc)))
            return False
        self.path = path
        self.saved_obj = obj
        self._add_recent(path)
        self._update_title()
        self.statusBar().showMessage(self.tr("Saved %1").replace("%1", str(path)), 5000)
        return True

    def _dir(self) -> str:
        return str(self.path.parent) if self.path else str(settings().value("last_dir", str(Path.home())))

    def _error(self, title: str, text: str) -> None:
        QMessageBox.warning(self, title, text)

    def dragEnterEvent(self, event) -> None:
        urls = event.mimeData().urls()
        if urls and urls[0].isLocalFile() and urls[0].toLocalFile().lower().endswith(".json"):
            event.acceptProposedAction()

    def dropEvent(self, event) -> None:
        urls = event.mimeData().urls()
        if urls and urls[0].isLocalFile():
            path = urls[0].toLocalFile()
            self.when_ready(lambda: self.open_file(path))  # at once, or once the catalog is there (it checks the file)
            event.acceptProposedAction()

    # ------------------------------------------------------------ export (gui/window_export.py)
    def export(self, kind: str) -> bool:
        return export_proposal_as(self, kind, stale=self._pending_obj is not None, folder=self._dir(),
                                  error=self._error, computing=self.computing())

    def computing(self) -> bool:
        """The result of the answers on screen is on its way: the typing pause runs, or the engine works."""
        return self.built and (self._debounce.isActive() or not self.runner.is_idle())

    def export_to(self, path: Path, kind: str) -> bool:
        return export_proposal_to(self, path, kind, error=self._error)

    # ------------------------------------------------------------ settings, help
    def open_settings(self) -> None:
        from gpu_advisor.gui.settings_dialog import SettingsDialog
        assert self.catalog is not None  # the window is built: the catalog is there (the menus come with it)
        dlg = SettingsDialog(self.catalog, self)
        if dlg.exec():
            if dlg.language_changed:
                self.set_language(dlg.language)

    def set_language(self, code: str) -> None:
        """Switch the interface language now, every open window kept (gui/window_language.py)."""
        gui_module("window_language").switch_language(self, code)

    def _restore_geometry(self) -> None:
        geo = settings().value("main_window/geometry")
        if isinstance(geo, QByteArray) and not geo.isEmpty():
            self.restoreGeometry(geo)
        else:
            resize_within_screen(self, 1280, 800)

    def resizeEvent(self, event) -> None:
        """The wizard keeps at least its share of the width, so its pages fit on a small screen (1024 px)."""
        super().resizeEvent(event)
        if not self.built:
            return
        sizes = self.split.sizes()
        total = sum(sizes)
        want = int(total * self._wizard_share)
        if total and sizes[0] < want:
            self.split.setSizes([want, total - want])

    def closeEvent(self, event) -> None:
        if not self.built:
            super().closeEvent(event)
            return
        if not self.maybe_keep_changes():
            event.ignore()
            return
        discarded = self.is_dirty()  # "Don't save": the next start opens the answers as saved, not these
        plan = getattr(self, "_team_plan", None)  # asks about an unsaved plan ("Don't save" drops its draft too)
        if (self.editor is not None and not self.editor.close()) or (plan is not None and not plan.close_with_app()):
            event.ignore()
            return
        settings().setValue("main_window/geometry", self.saveGeometry())
        keep_last_scenario(self, self.saved_obj if discarded else None)  # what the next start opens on
        self._debounce.stop()
        for busy in (self.runner, self.result):  # the engine's runner, the result pane's what-if runs
            busy.shutdown()
        super().closeEvent(event)


if __name__ == "__main__":
    from gpu_advisor.gui.app import install_language, make_app
    _app = make_app()
    install_language(_app, None)
    (w := MainWindow()).show()
    _app.exec()

