"""The "Team plan" window (issue 31): a month of jobs within one budget. A list of jobs (each opened in the
wizard as a scenario is today, with how often it runs), the month's cost against the budget, and a pyqtgraph
timeline of the month (servers as rows, runs as bars, shared servers, per-run servers and services coloured),
all updated live as jobs are added or changed (the timeline in ``gui/plan_timeline.py``, the layout in
``gui/plan_window_layout.py``). The engine (``core.plan.plan_month``) runs on the worker thread
(``gui/worker.Runner``); widgets are touched on the GUI thread only.
"""

from __future__ import annotations

import copy
import json
import re
from pathlib import Path
from typing import Any

from gpu_advisor.core.plan import budget_rate, load_plan, parse_plan, plan_month, save_plan
from gpu_advisor.core.base import CatalogError
from gpu_advisor.core.catalog import defaults as cost_defaults
from gpu_advisor.text import plan_text
from gpu_advisor import text as W
from gpu_advisor.gui.plan_job_dialog import JobDialog, NEW_JOB  # noqa: F401 (JobDialog: the tests' door)
from gpu_advisor.gui.plan_jobs import JobsTable
from gpu_advisor.gui.plan_timeline import HOURS_PER_MONTH, Timeline, TimelineLegend
from gpu_advisor.gui.plan_window_layout import lay_out
from gpu_advisor.gui.money_fields import BudgetBox  # (typed as money is written: "¥100,000", "$14,000")
from gpu_advisor.gui.plan_history import (discard_draft, jobs_of, keep_draft, MERGE_BUDGET, PlanEdit,
                                         read_draft)
from gpu_advisor.gui.step_words import step_text
from gpu_advisor.text.language import QT_TRANSLATE_NOOP
from gpu_advisor.gui.worker import Runner
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeySequence, QUndoStack
from PySide6.QtWidgets import (QComboBox, QDialog, QFileDialog,
                               QLabel, QLineEdit, QListWidget, QMessageBox, QProgressBar,
                               QPushButton, QScrollArea, QToolButton, QWidget)


def _said(source: str) -> str:
    """An undo step's words (context TeamPlanWindow), kept to follow the language (``gui/step_words.py``)."""
    return step_text(QCoreApplication.translate, "TeamPlanWindow", source)


class TeamPlanWindow(QWidget):
    """Jobs, the month against the budget, and the timeline; ``plan_obj()`` is the plan as a file holds it."""

    def __init__(self, catalog, executor=None, parent=None):
        super().__init__(parent, Qt.WindowType.Window)
        self.catalog = catalog
        self.setWindowTitle(self.tr("Team plan"))
        self.jobs: list[dict] = []
        self.kept: dict[str, Any] = {"schema_version": 1}  # the plan as shown last: its fields the window keeps
        self.result = None
        self.path: Path | None = None
        self.undo = QUndoStack(self)  # every change to the plan, one step each (gui/plan_history.py)
        self.runner = Runner(executor, self)
        self.runner.finished.connect(self._on_result)
        self.runner.failed.connect(self._on_failure)
        # ----- the plan's own answers
        self.name = QLineEdit(self)
        self.name.setPlaceholderText(self.tr("e.g. Research team, March"))
        self.currency = QComboBox(self)
        for code, label in (("CNY", self.tr("CNY (¥)")), ("USD", self.tr("USD ($)"))):  # named as the wizard names
            self.currency.addItem(label, code)  # them ("人民币 (¥)", not "CNY"); the plan's file holds the code
        self.budget = BudgetBox(self, currency=lambda: str(self.currency.currentData()))  # (0 up to the engine's
        self.budget.setSpecialValueText(self.tr("no budget"))  # highest; an amount it cannot take stays as typed)
        self.budget_problem = QLabel(self)  # what is wrong with the amount typed, while it is (BudgetBox.problem)
        self.budget_problem.setStyleSheet("color: #b3261e;")
        self.budget_problem.setWordWrap(True)
        self.budget_problem.hide()
        self.budget.problemChanged.connect(self._budget_said)
        self.budget_note = QLabel(self)  # "Budget converted at 1 USD = 7.0288 CNY", once, after a change of currency
        self.budget_note.setWordWrap(True)
        self.budget_note.setStyleSheet("color: #4a5560;")
        self.budget_note.hide()
        self.budget.entered.connect(self.budget_note.hide)
        # The clouds by name in the window's language ("阿里云, 腾讯云", walk 23: it showed the ids "aliyun, tencent");
        # a name in either language or an id may be typed, and the plan's file keeps the ids (_clouds_typed).
        self.providers = QLineEdit(self)
        self.providers.setPlaceholderText(self.tr("all clouds (or e.g. %1)").replace(
            "%1", self._clouds_shown(["alibaba", "tencent"])))
        self.providers.setToolTip(self.tr("The clouds to price on, by name or id, separated by commas; empty for all."))
        # How servers kept all month are sized (preferences.plan_for): for the slow end of each run's likely range (the
        # file's "auto" or "slow": every deadline kept if runs go slowly) or for the expected hours (cheaper; the
        # month's notes say by how much, core/plan/month.py PlanSlowEndCost)
        self.plan_for = QComboBox(self)
        self.plan_for.addItem(self.tr("the slow end (deadlines kept)"), "slow_end")
        self.plan_for.addItem(self.tr("the expected hours (cheaper)"), "expected")
        self.plan_for.setToolTip(self.tr(
            "Servers kept all month are shared by the trainings in turn. Sized for the slow end, every run keeps its "
            "deadline even if every run takes the slow end of its likely range; sized for the expected hours, they "
            "may be fewer or smaller, and a slow month can miss deadlines."))
        # (its width is the form's, not its longest item's: the left pane held the jobs table 1 px short at 1280 x 800)
        self.plan_for.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.plan_for.setMinimumContentsLength(12)
        self._file_plan_for: str | None = None  # the file's own "slow" or "auto", kept while the box says slow end
        self.kept_prefs = QLabel(self)  # the file's preferences the window keeps and prices with, but does not edit
        self.kept_prefs.setWordWrap(True)
        self.kept_prefs.hide()
        # ----- jobs
        self.list = QListWidget(self)
        self.list.setAccessibleName(self.tr("Jobs"))
        self.list.setWordWrap(True)  # a long job's name takes two lines, never a sideways scroll bar
        self.list.itemDoubleClicked.connect(lambda _i: self.edit_job())
        self.add_button = QPushButton(self.tr("&Add job…"), self)
        self.edit_button = QPushButton(self.tr("&Edit…"), self)
        self.copy_button = QPushButton(self.tr("D&uplicate"), self)
        self.remove_button = QPushButton(self.tr("&Remove"), self)
        self.add_button.clicked.connect(self.add_job)
        self.edit_button.clicked.connect(self.edit_job)
        self.copy_button.clicked.connect(self.duplicate_job)
        self.remove_button.clicked.connect(self.remove_job)
        # ----- the month
        self.meter = QProgressBar(self)
        self.meter.setTextVisible(True)
        self.meter.setStyleSheet(_meter_style(False))
        self.summary = QLabel(self)
        self.summary.setWordWrap(True)
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.notes = QLabel(self)
        self.notes.setWordWrap(True)
        self.notes.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.notes.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.notes_scroll = QScrollArea(self)  # each job's warnings are many: they scroll, the timeline keeps its room
        self.notes_scroll.setWidget(self.notes)
        self.notes_scroll.setWidgetResizable(True)
        self.notes_scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        self.jobs_table = JobsTable(self)  # which servers each job gets, its billing, hours, runs and month
        self.timeline = Timeline(self)
        self.timeline_legend = TimelineLegend(self)
        self.new_button = QPushButton(self.tr("&New plan"), self)
        self.open_button = QPushButton(self.tr("&Open plan…"), self)
        self.save_button = QPushButton(self.tr("&Save plan…"), self)
        self.pdf_button = QPushButton(self.tr("Export &PDF…"), self)
        self.csv_button = QPushButton(self.tr("Export &CSV…"), self)
        self.new_button.clicked.connect(lambda: self.new_plan())
        self.open_button.clicked.connect(lambda: self.open_file())
        self.save_button.clicked.connect(lambda: self.save_file(as_new=True))
        self.pdf_button.clicked.connect(lambda: self.export("pdf"))
        self.csv_button.clicked.connect(lambda: self.export("csv"))
        self._actions()
        self._layout()
        rename, clouds, budget = (QT_TRANSLATE_NOOP("TeamPlanWindow", "Rename the plan"),
                                  QT_TRANSLATE_NOOP("TeamPlanWindow", "Change the clouds"),
                                  QT_TRANSLATE_NOOP("TeamPlanWindow", "Change the budget"))
        self.name.editingFinished.connect(lambda: self._header_changed(_said(rename)))
        self.providers.editingFinished.connect(lambda: self._header_changed(_said(clouds)))
        self.budget.currencyTyped.connect(self._budget_currency_typed)  # (before the budget's change is kept)
        self.budget.valueChanged.connect(lambda _v: self._header_changed(_said(budget), MERGE_BUDGET))
        self.currency.currentIndexChanged.connect(lambda _i: self._currency_changed())
        sizing = QT_TRANSLATE_NOOP("TeamPlanWindow", "Change how shared servers are sized")
        self.plan_for.currentIndexChanged.connect(lambda _i: self._header_changed(_said(sizing)))
        self.saved_obj: dict | None = self.plan_obj()  # the plan as last opened or saved (None: never, or unknown)
        self._shown = self._state()  # the plan on screen, as the undo stack last left it
        self._no_month(self.tr("Add the jobs of a month: trainings, fine-tunes and services."), self._no_jobs_hint())
        self._update_title()

    def _actions(self) -> None:
        """Undo and redo (the window's keys and two buttons), Delete and Enter on the job list, Ctrl+N/O/S."""
        self.undo_action = self.undo.createUndoAction(self, self.tr("Undo"))
        self.undo_action.setShortcut(QKeySequence.StandardKey.Undo)
        self.redo_action = self.undo.createRedoAction(self, self.tr("Redo"))
        self.redo_action.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        # The buttons read "Undo" and "Redo" whatever the step (its name in their tooltips): "Undo Change the budget"
        # once widened the button, and with it the whole left pane, as the steps changed.
        self.undo_button = QToolButton(self)
        self.redo_button = QToolButton(self)
        self.undo_button.setText(self.tr("Undo"))
        self.redo_button.setText(self.tr("Redo"))
        self.undo_button.clicked.connect(self.undo.undo)
        self.redo_button.clicked.connect(self.undo.redo)
        self.undo.canUndoChanged.connect(self.undo_button.setEnabled)
        self.undo.canRedoChanged.connect(self.redo_button.setEnabled)
        self.undo.undoTextChanged.connect(self.undo_button.setToolTip)
        self.undo.redoTextChanged.connect(self.redo_button.setToolTip)
        self.undo_button.setEnabled(False)
        self.redo_button.setEnabled(False)
        for a in (self.undo_action, self.redo_action):
            a.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            self.addAction(a)
        for key, slot in ((QKeySequence.StandardKey.New, self.new_plan), (QKeySequence.StandardKey.Open, self.open_file),
                          (QKeySequence.StandardKey.Save, self.save_file)):
            act = QAction(self)
            act.setShortcut(key)
            act.triggered.connect(lambda _c=False, f=slot: f())
            self.addAction(act)
        for keys, slot in (((QKeySequence(Qt.Key.Key_Delete), QKeySequence(Qt.Key.Key_Backspace)), self.remove_job),
                           ((QKeySequence(Qt.Key.Key_Return), QKeySequence(Qt.Key.Key_Enter)), self.edit_job)):
            act = QAction(self.list)
            act.setShortcuts(list(keys))
            act.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
            act.triggered.connect(lambda _c=False, f=slot: f())
            self.list.addAction(act)

    def _layout(self) -> None:
        lay_out(self)

    # ----- the plan as a file holds it
    def plan_obj(self) -> dict:
        """The plan on screen as its file holds it. What the window does not edit (preferences such as spot,
        objective or data in China, any other field of the file) is kept as opened, so the month is priced with
        it, as the command line prices the file, and Save writes it back (it was once dropped: the window priced
        another month than ``gpu-advisor plan`` and saved the file without those preferences)."""
        obj: dict[str, Any] = copy.deepcopy(self.kept)  # in the file's order; the edited fields replaced below
        kept_prefs = obj.get("preferences")
        prefs: dict[str, Any] = kept_prefs if isinstance(kept_prefs, dict) else {}
        prefs["currency"] = self.currency.currentData()
        clouds = self._clouds_typed()
        if clouds:
            prefs["providers"] = clouds
        else:
            prefs.pop("providers", None)
        if self.plan_for.currentData() == "expected":
            prefs["plan_for"] = "expected"
        elif self._file_plan_for is not None:  # the file's own word for the slow end ("slow", "auto") kept
            prefs["plan_for"] = self._file_plan_for
        else:
            prefs.pop("plan_for", None)  # (the default, "auto": a month-long base is sized for the slow end)
        obj["schema_version"] = obj.get("schema_version", 1)
        obj["preferences"] = prefs
        obj["jobs"] = copy.deepcopy(self.jobs)
        if self.name.text().strip():  # a plan's name is optional ("" is refused: a name is text)
            obj["name"] = self.name.text().strip()
        else:
            obj.pop("name", None)
        if self.budget.value() > 0:
            obj["budget"] = {"amount": self.budget.value(), "currency": self.currency.currentData(), "per": "month"}
        else:
            obj.pop("budget", None)
        return obj

    def set_plan(self, obj: dict, saved: bool = False) -> None:
        """Show a plan (opened from a file, a draft or a new one): a new start for undo; the month follows.
        ``saved``: it is its file's content (just opened; a new, empty plan)."""
        self._show(obj)
        self.undo.clear()
        if saved:
            self.saved_obj = self.plan_obj()
        self._settled()
        self.recompute()

    def _show(self, obj: dict, row: int | None = None) -> None:
        widgets = (self.name, self.budget, self.currency, self.providers, self.plan_for)
        for w in widgets:
            w.blockSignals(True)
        try:
            self.name.setText(str(obj.get("name") or ""))
            self.name.setCursorPosition(0)  # a long name is read from its start
            b = obj.get("budget") or {}
            self.budget.setValue(float(b.get("amount") or 0) if isinstance(b, dict) else 0.0)
            prefs = obj.get("preferences") or {}
            cur = prefs.get("currency") or (b.get("currency") if isinstance(b, dict) else None) or "CNY"
            self.currency.setCurrentIndex(max(0, self.currency.findData(str(cur).upper())))
            self.providers.setText(self._clouds_shown(prefs.get("providers") or []))
            given = prefs.get("plan_for")
            self._file_plan_for = given if given in ("slow", "auto") else None
            self.plan_for.setCurrentIndex(max(0, self.plan_for.findData(
                "expected" if given == "expected" else "slow_end")))
            self.kept = copy.deepcopy(obj)  # what the window does not show comes back in plan_obj()
            kept = plan_text.kept_preferences_text(prefs)  # ... and is said, so no input of the month is hidden
            self.kept_prefs.setText(kept)
            self.kept_prefs.setVisible(bool(kept))
            self.budget_problem.setText(self.budget.problem)  # (none: the budget shows the plan's amount)
            self.budget_problem.setVisible(bool(self.budget.problem))
            self.budget_note.hide()
        finally:
            for w in widgets:
                w.blockSignals(False)
        self.jobs = copy.deepcopy(list(obj.get("jobs") or []))
        self._fill_list()
        if row is not None:
            self.list.setCurrentRow(min(row, self.list.count() - 1))

    # ----- changes: one undo step each, the draft kept, the title marked
    def _state(self) -> tuple[dict, int]:
        return self.plan_obj(), self.list.currentRow()

    def _apply(self, obj: dict, row: int, on_screen: bool = False) -> None:
        """The undo stack's door: show a plan state (``on_screen``: a header field already shows it)."""
        if not on_screen:
            self._show(obj, row)
        self._settled()
        self.recompute()

    def _settled(self) -> None:
        self._shown = self._state()
        keep_draft(self._shown[0], self.path, saved=not self.is_dirty())
        self._update_title()

    def _push(self, text: str, jobs: list[dict], row: int) -> None:
        after = self.plan_obj()
        after["jobs"] = jobs
        before = (self._shown[0], self.list.currentRow())  # undo selects the job the change was made on
        self.undo.push(PlanEdit(self._apply, before, (after, row), text))

    def _currency_changed(self) -> None:
        """The plan's currency changed: a budget is converted at the catalog's rate (the one the month is priced
        at), said once under it; one undo step brings back both. (The amount was once kept and only re-labelled:
        ¥100,000 became $100,000.)"""
        old = str((self._shown[0].get("preferences") or {}).get("currency") or "CNY")
        new = self.currency.currentData()
        amount = self.budget.value()
        self.budget_note.hide()
        if amount > 0 and old != new and self.catalog is not None:
            rate, _ = budget_rate(self.catalog, old, new)
            if rate == rate and rate > 0:  # not NaN: the catalog has a rate for the pair
                self.budget.blockSignals(True)
                self.budget.setValue(round(amount * rate))
                self.budget.blockSignals(False)
                base, quote, shown = (old, new, rate) if rate >= 1 else (new, old, 1 / rate)
                self.budget_note.setText(plan_text.budget_converted_text(base, shown, quote))
                self.budget_note.show()
        self._header_changed(_said(QT_TRANSLATE_NOOP("TeamPlanWindow", "Change the currency")))

    def _budget_currency_typed(self, code: str) -> None:
        """A budget typed in another currency than the plan's ("$14,000" in a plan in CNY): the plan takes that
        currency, the amount as typed (never converted, never read as yuan), said under it; one undo step with the
        budget brings back both."""
        if code == self.currency.currentData() or self.currency.findData(code) < 0:
            return
        self.currency.blockSignals(True)
        self.currency.setCurrentIndex(self.currency.findData(code))
        self.currency.blockSignals(False)
        self.budget_note.setText(self.tr("The plan is now in {0}, the currency the budget was typed in.").format(code))
        self.budget_note.show()
        self._header_changed(_said(QT_TRANSLATE_NOOP("TeamPlanWindow", "Change the budget")), MERGE_BUDGET)

    def _budget_said(self, problem: str) -> None:
        """What is wrong with the amount typed as the budget, under it; no month is shown (nor computed from it)
        until the budget holds an amount again."""
        self.budget_problem.setText(problem)
        self.budget_problem.setVisible(bool(problem))
        self.recompute()

    def _header_changed(self, text: str, merge_id: int = -1) -> None:
        after = self._state()
        if after[0] != self._shown[0]:
            self.undo.push(PlanEdit(self._apply, self._shown, after, text, merge_id, on_screen=True))

    def is_dirty(self) -> bool:
        return self.saved_obj is None or self.plan_obj() != self.saved_obj

    def _update_title(self) -> None:
        title = self.tr("Team plan")
        if self.path is not None:
            title = self.tr("{0} — {1}").format(title, self.path.name)
        self.setWindowTitle(title + "[*]")
        self.setWindowModified(bool(self.jobs) and self.is_dirty())

    def _ask(self, title: str, text: str, buttons, default):
        """One question to the user (tests replace this)."""
        return QMessageBox.question(self, title, text, buttons, default)

    def maybe_keep_changes(self) -> bool:
        """Before the plan is replaced or the app closes: True to go on (saved or discarded), False to stay."""
        if not self.jobs or not self.is_dirty():
            return True
        B = QMessageBox.StandardButton
        answer = self._ask(self.tr("Unsaved plan"), self.tr("Save the changes to this plan first?"),
                           B.Save | B.Discard | B.Cancel, B.Save)
        if answer == B.Save:
            return self.save_file()
        return answer == B.Discard

    def new_plan(self) -> None:
        if not self.maybe_keep_changes():
            return
        self.path = None
        self.set_plan({"schema_version": 1, "name": "", "preferences": {"currency": self.currency.currentData()},
                       "jobs": []}, saved=True)

    def restore_draft(self) -> bool:
        """Reopen the plan kept at the last change (the app closed or crashed); False when there is none."""
        kept = read_draft()
        if kept is None:
            return False
        obj, self.path, saved = kept
        self.saved_obj = None  # unsaved, unless the draft is its file's content
        self.set_plan(obj, saved=saved and self.path is not None)
        return True

    def _fill_list(self) -> None:
        row = self.list.currentRow()
        self.list.clear()
        for i, job in enumerate(self.jobs, 1):  # numbered: the charts name a job's own servers "job 2"
            how = self.tr("always on") if job.get("always_on") else self.tr("%n run(s) a month", "",
                                                                            int(job.get("runs_per_month") or 1))
            self.list.addItem(f"{i}. {job.get('name', '')} — {how}")
        self.list.setCurrentRow(min(max(row, 0), self.list.count() - 1))
        self._enable()

    def _enable(self) -> None:
        has = self.list.currentRow() >= 0 and bool(self.jobs)
        for b in (self.edit_button, self.copy_button, self.remove_button):
            b.setEnabled(has)
        for b in (self.pdf_button, self.csv_button):
            b.setEnabled(self.result is not None)

    # ----- jobs
    def _unique(self, name: str) -> str:
        names = {str(j.get("name", "")).lower() for j in self.jobs}
        if name.lower() not in names:
            return name
        k = 2
        while f"{name} ({k})".lower() in names:
            k += 1
        return f"{name} ({k})"

    def add_job(self, job: dict | None = None) -> None:
        job = job or {"name": self._unique(self.tr("Job {0}").format(len(self.jobs) + 1)), "runs_per_month": 4,
                      "scenario": copy.deepcopy(NEW_JOB)}
        dlg = JobDialog(self.catalog, job, self, taken=self._names())
        if dlg.exec() == QDialog.DialogCode.Accepted:
            self._push(_said(QT_TRANSLATE_NOOP("TeamPlanWindow", "Add job")), [*self.jobs, dlg.job()], len(self.jobs))

    def _names(self, but: int = -1) -> tuple[str, ...]:
        return tuple(str(j.get("name", "")) for k, j in enumerate(self.jobs) if k != but)

    def edit_job(self) -> None:
        i = self.list.currentRow()
        if not 0 <= i < len(self.jobs):
            return
        dlg = JobDialog(self.catalog, self.jobs[i], self, taken=self._names(but=i))
        if dlg.exec() == QDialog.DialogCode.Accepted:
            self.set_job(i, dlg.job())

    def set_job(self, i: int, job: dict) -> None:
        """Replace job ``i`` (the month follows); one undo step, none when nothing changed."""
        if job == self.jobs[i]:
            return
        jobs = copy.deepcopy(self.jobs)
        jobs[i] = job
        self._push(_said(QT_TRANSLATE_NOOP("TeamPlanWindow", "Edit job")), jobs, i)

    def duplicate_job(self) -> None:
        i = self.list.currentRow()
        if 0 <= i < len(self.jobs):
            job = copy.deepcopy(self.jobs[i])
            job["name"] = self._unique(str(job.get("name", "")))
            jobs = copy.deepcopy(self.jobs)
            jobs.insert(i + 1, job)
            self._push(_said(QT_TRANSLATE_NOOP("TeamPlanWindow", "Duplicate job")), jobs, i + 1)

    def remove_job(self) -> None:
        """Remove the selected job at once: Undo brings it back."""
        i = self.list.currentRow()
        if 0 <= i < len(self.jobs):
            jobs = copy.deepcopy(self.jobs)
            del jobs[i]
            self._push(_said(QT_TRANSLATE_NOOP("TeamPlanWindow", "Remove job")), jobs, min(i, len(jobs) - 1))

    # ----- the month, on the worker
    def recompute(self) -> None:
        """Check the plan here (fast), price it on the worker; a plan that does not hold says why at once."""
        if self.catalog is None:
            return
        if not self.jobs:
            self._no_month(self.tr("Add the jobs of a month: trainings, fine-tunes and services."), self._no_jobs_hint())
            return
        if self.budget.problem:  # the month of another budget is not shown as this one's
            self._no_month(self.tr("No month to show until the budget is fixed (see under it)."),
                           self.tr("Type the budget again, or press Esc in it to put back the amount it had."))
            return
        try:
            plan = parse_plan(self.plan_obj(), self.catalog, self.tr("plan"))
        except CatalogError as exc:
            self._show_problems(exc.problems)
            return
        # While the worker prices it, the month of the plan before is greyed and cannot be exported: the screen
        # never passes it off as this plan's (an export right after an edit wrote the month before the edit).
        self.result = None
        self._month_current(False)
        self._enable()
        self.summary.setText(self.tr("Pricing the month…"))
        if self.timeline.hint.isVisible():  # an empty month's "No jobs yet" (or a problem's) hint is no longer true
            self.timeline.hint.setText(self.tr("Pricing the month…"))
        self.runner.submit(plan_month, self.catalog, plan)

    def _month_current(self, current: bool) -> None:
        """The meter, timeline and notes greyed while they show the month of the plan before a change."""
        for w in (self.meter, self.timeline, self.notes, self.jobs_table):
            w.setEnabled(current)

    def _no_jobs_hint(self) -> str:
        return self.tr("No jobs yet. Press “Add job…” to add a training, a fine-tune or a service: its runs show "
                       "here, day by day.")

    def _no_month(self, text: str, hint: str) -> None:
        """No month to show: the text says why, the empty timeline (the days of a month) what to do; no meter,
        bars or notes of another plan stay. A pricing still running belongs to a plan that no longer holds (an
        amount taken while typing, then refused): its month is dropped when it comes."""
        self.runner.invalidate()
        self.result = None
        self.summary.setText(text)
        self.notes.setText("")
        self.jobs_table.jobs_model.clear()
        self.meter.setRange(0, 1)
        self.meter.setValue(0)
        self.meter.setFormat("")
        hours_month = HOURS_PER_MONTH
        if self.catalog is not None:
            hours_month = float(cost_defaults(self.catalog).get("hours_per_month") or HOURS_PER_MONTH)
        self.timeline.clear_plan(hint, hours_month)
        self._month_current(True)
        self._enable()

    def _show_problems(self, problems) -> None:
        """Each problem with its job named by number and name (not the file's path ``jobs[0].scenario.data``)."""
        self._no_month("\n".join(plan_text.plan_problem(p, self.jobs) for p in problems),
                       self.tr("No month to show until the problem above is fixed: open the job it names "
                               "(double-click it in the list) and change that answer."))

    def _on_failure(self, _rid: int, exc) -> None:
        if isinstance(exc, CatalogError):
            self._show_problems(exc.problems)
        else:  # never an exception's text in the window: a sentence here, the details in the log
            import traceback
            from gpu_advisor.gui.main_window import log_failure
            log_failure("".join(traceback.format_exception(type(exc), exc, exc.__traceback__)))
            self._no_month(self.tr("Something went wrong while pricing the month, so no month is shown. Changing "
                                   "the plan tries again; the details are in gpu-advisor.log in the data folder."),
                           self.tr("No month to show."))

    def _on_result(self, _rid: int, res) -> None:
        self.result = res
        self._month_current(True)
        cur = res.currency
        if res.budget:
            self.meter.setRange(0, 1000)
            self.meter.setValue(int(min(1000, 1000 * res.monthly_cost / res.budget)))
            self.meter.setFormat(plan_text.meter_text(res))
            over = not res.within_budget
            self.meter.setStyleSheet(_meter_style(over))
        else:
            self.meter.setRange(0, 1)
            self.meter.setValue(1)
            self.meter.setStyleSheet(_meter_style(False))
            self.meter.setFormat(self.tr("{0} a month (no budget)").format(W.money(res.monthly_cost, cur)))
        self.summary.setText(plan_text.plan_summary(res))
        self.jobs_table.jobs_model.set_result(res, self.catalog)
        # first what the month is priced with (the day, the catalog and its id: the command line says it alike), and
        # why that may not be the catalog gpu-advisor plan reads (the window once said "114 more runs", the command
        # line 112, for the same file: two catalogs)
        notes = [t for t in (plan_text.catalog_line(res), self._catalog_differs()) if t]
        notes += plan_text.month_notes(res, self.catalog)  # providers by this window's catalog's names
        notes += plan_text.budget_notes(res, self.catalog)[:6]
        notes += plan_text.job_notes(res, self.catalog) + plan_text.assumed_notes(res, self.catalog)
        self.notes.setText("\n".join(f"• {t}" for t in notes))
        self.timeline.show_plan(res)
        self._enable()

    def _clouds_shown(self, ids) -> str:
        """The Clouds field's text for the plan's provider ids (or aliases): each by its name in the window's
        language (one the catalog does not know as written)."""
        from gpu_advisor.core.catalog import resolve_provider, UnknownName
        names = []
        for p in ids:
            try:
                names.append(W.provider_name(self.catalog, resolve_provider(self.catalog, str(p))))  # ("aliyun": alias)
            except UnknownName:
                names.append(str(p))
        return ", ".join(names)

    def _clouds_typed(self) -> list[str]:
        """The provider ids of the Clouds field: each name or id typed (separated by commas, "，" or "、") as the
        catalog's id; one it does not know is kept as typed, for the month's check to name (with the nearest)."""
        from gpu_advisor.core.catalog import resolve_provider, UnknownName
        out = []
        for part in re.split(r"[,，、]", self.providers.text()):
            if not part.strip():
                continue
            try:
                out.append(resolve_provider(self.catalog, part.strip()))
            except UnknownName:
                out.append(part.strip())
        return list(dict.fromkeys(out))

    def set_catalog(self, catalog) -> None:
        """Price with ``catalog`` from now on (the main window's, after a reload, an edit or a save): the month
        follows at once (it kept the catalog the window was opened with)."""
        if catalog is self.catalog:
            return
        self.catalog = catalog
        if self.jobs:
            self.recompute()

    def _catalog_differs(self) -> str:
        """Why this window's catalog may not be the one ``gpu-advisor plan`` reads (the user's saved catalog), as the
        main window knows it: the catalog editor's unsaved changes, or a catalog saved since it was loaded; ""."""
        main = self.parent()
        store = getattr(main, "store", None)
        if store is None or self.catalog is not getattr(main, "catalog", None):
            return ""
        editor = getattr(main, "editor", None)
        if editor is not None and editor.is_dirty():
            return plan_text.catalog_differs_text("unsaved")
        known = getattr(main, "catalog_fingerprint", None)
        if known is not None and store.fingerprint() != known:
            return plan_text.catalog_differs_text("saved_since")
        return ""

    # ----- files
    def open_file(self, path: str | Path | None = None) -> bool:
        if not self.maybe_keep_changes():
            return False
        if not path:
            path, _ = QFileDialog.getOpenFileName(self, self.tr("Open plan"), str(self.path or ""),
                                                  self.tr("Plans (*.json)"))
            if not path:
                return False
        try:
            load_plan(path, self.catalog)  # checked first: a bad file changes nothing here
            obj = json.loads(Path(path).read_text(encoding="utf-8-sig"))
        except CatalogError as exc:
            self._error(self.tr("Open plan"), "\n".join(plan_text.plan_problem(p, jobs_of(path))
                                                        for p in exc.problems[:10]))
            return False
        self.path = Path(path)
        self.set_plan(obj, saved=True)
        return True

    def save_file(self, path: str | Path | None = None, as_new: bool = False) -> bool:
        """Save to ``path``, or to the plan's own file (Ctrl+S), or where the user says (Save plan…)."""
        if self.budget.problem:  # never saved with another budget than the one on screen
            self._error(self.tr("Not saved"), self.budget.problem)
            self.budget.setFocus()
            return False
        if not path and (as_new or self.path is None):
            path, _ = QFileDialog.getSaveFileName(self, self.tr("Save plan"), str(self.path or "plan.json"),
                                                  self.tr("Plans (*.json)"))
            if not path:
                return False
            path = path if path.lower().endswith(".json") else path + ".json"
        target = Path(path or self.path or "plan.json")
        obj = self.plan_obj()
        try:
            save_plan(target, obj)
        except OSError as exc:
            self._error(self.tr("Not saved"), self.tr("Cannot write {0}: {1}").format(
                target, exc.strerror or str(exc)))
            return False
        self.path = target
        self.saved_obj = obj
        self._settled()  # the draft remembers the file, and that it is saved
        return True

    def _error(self, title: str, text: str) -> None:
        QMessageBox.warning(self, title, text)

    def export(self, kind: str, path: str | Path | None = None) -> bool:
        if self.result is None:
            return False
        if path is None:
            filt = self.tr("PDF (*.pdf)") if kind == "pdf" else self.tr("CSV (*.csv)")
            path, _ = QFileDialog.getSaveFileName(self, self.tr("Export plan"), "", filt)
            if not path:
                return False
        from gpu_advisor.gui.plan_pdf import export_plan
        try:
            export_plan(self.result, self.catalog, pdf=path if kind == "pdf" else None,
                        csv=path if kind == "csv" else None, lang=W.language())
        except CatalogError as exc:
            self._error(self.tr("Export plan"), W.describe_problem(exc.problems[0]))
            return False
        return True

    def close_with_app(self) -> bool:
        """The main window closes: asks about unsaved changes (False: stay), then stops the runner. "Don't save"
        throws the changes away: the next start opens the plan as saved, not them."""
        if not self.maybe_keep_changes():
            return False
        if self.jobs and self.is_dirty():  # neither saved nor unchanged: "Don't save" was the answer
            discard_draft(self.saved_obj, self.path)
        self.runner.shutdown()
        return True

    def closeEvent(self, event) -> None:
        """Closed on its own, the window beside the main window is only hidden (Ctrl+T shows it again, pricing as
        before: its runner was shut down here once, and the month then read "Pricing the month…" for good); the
        main window shuts the runner down when it closes."""
        if self.parent() is None:
            self.runner.shutdown()
        super().closeEvent(event)


def _meter_style(over: bool) -> str:
    """The budget meter: a light fill under dark, centred text, readable over the fill and the empty part (the
    text was black over a dark-blue fill); over budget, the fill and the frame turn red."""
    edge, fill = ("#c8553d", "#f3b9ab") if over else ("#2f6f9f", "#b9d5ea")
    return ("QProgressBar { border: 1px solid %s; border-radius: 3px; background: #f7f9fb; color: #1b1f24; "
            "text-align: center; min-height: 20px; } QProgressBar::chunk { background: %s; }" % (edge, fill))


def open_plan(window, path: Path) -> bool:
    """A team plan given to the main window (File → Open, a drop, the command line, Open recent: the scenario check
    named it ``not_a_scenario``) opens here and goes into Open recent."""
    plan = open_for(window)
    if plan is None or not plan.open_file(path):
        return False
    window._add_recent(path)
    return True


def open_for(window) -> TeamPlanWindow | None:
    """Open the Team plan window beside the main window (its catalog)."""
    if window.catalog is None:
        return None
    w = getattr(window, "_team_plan", None)
    if w is None:
        w = TeamPlanWindow(window.catalog, parent=window)
        window._team_plan = w
        w.restore_draft()  # the plan of the last session, closed or crashed, as it was
    w.set_catalog(window.catalog)
    w.show()
    w.raise_()
    return w


if __name__ == "__main__":  # python -m gpu_advisor.gui.team_plan [PLAN.json]
    import sys

    from gpu_advisor.core.catalog import CatalogStore, load_bundled
    from gpu_advisor.gui.app import install_language, make_app
    _app = make_app()
    install_language(_app, None)
    _store = CatalogStore()  # the catalog gpu-advisor plan reads (it once opened on the bundled one: other figures)
    _w = TeamPlanWindow(_store.ensure() if _store.exists() else load_bundled())
    _w.open_file(sys.argv[1] if len(sys.argv) > 1 else "examples/plans/plan-startup-month.json")
    _w.show()
    _app.exec()
