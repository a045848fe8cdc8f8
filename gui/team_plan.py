"""The "Team plan" window (issue 31): a month of jobs within one budget. A list of jobs (each opened in the
wizard as a scenario is today, with how often it runs), the month's cost against the budget, and a pyqtgraph
timeline of the month (servers as rows, runs as bars, shared servers, per-run servers and services coloured),
all updated live as jobs are added or changed. The engine (``core.plan.plan_month``) runs on the worker thread
(``gui/worker.Runner``); widgets are touched on the GUI thread only.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pyqtgraph as pg
from gpu_advisor.core.plan import MAX_RUNS_PER_MONTH, load_plan, parse_plan, plan_month, save_plan
from gpu_advisor.core.base import CatalogError
from gpu_advisor.text import plan_text
from gpu_advisor import text as W
from gpu_advisor.gui.charts import theme
from gpu_advisor.gui.plan_charts import KIND_COLORS, row_label, timeline_rows
from gpu_advisor.gui.worker import Runner
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialog, QDialogButtonBox, QDoubleSpinBox, QFileDialog,
                               QFormLayout, QHBoxLayout, QLabel, QLineEdit, QListWidget, QMessageBox, QProgressBar,
                               QPushButton, QSpinBox, QSplitter, QVBoxLayout, QWidget)

NEW_JOB = {"schema_version": 1, "task": "finetune", "workload": "llm", "model": {"preset": "qwen2.5-7b"},
           "finetune_method": "lora", "data": {"tokens": 2e8}, "deadline_hours": 24}


class JobDialog(QDialog):
    """One job: its name, how often it runs, and its scenario in the wizard as the main window shows it."""

    def __init__(self, catalog, job: dict, parent=None):
        super().__init__(parent)
        from gpu_advisor.gui.wizard import Wizard
        self.setWindowTitle(self.tr("Job"))
        self.name = QLineEdit(job.get("name", ""), self)
        self.name.setAccessibleName(self.tr("Job name"))
        self.runs = QSpinBox(self)
        self.runs.setRange(1, MAX_RUNS_PER_MONTH)
        self.runs.setValue(int(job.get("runs_per_month") or 1))
        self.always = QCheckBox(self.tr("Always on (a service)"), self)
        self.always.setChecked(bool(job.get("always_on")))
        self.always.toggled.connect(lambda on: self.runs.setEnabled(not on))
        self.runs.setEnabled(not self.always.isChecked())
        self.wizard = Wizard(catalog, self)
        self.wizard.set_scenario(copy.deepcopy(job.get("scenario") or NEW_JOB))
        form = QFormLayout()
        form.addRow(self.tr("Name"), self.name)
        form.addRow(self.tr("Runs per month"), self.runs)
        form.addRow("", self.always)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addLayout(form)
        lay.addWidget(self.wizard, 1)
        lay.addWidget(buttons)
        self.resize(900, 620)

    def job(self) -> dict:
        out: dict[str, Any] = {"name": self.name.text().strip()}
        if self.always.isChecked():
            out["always_on"] = True
        else:
            out["runs_per_month"] = self.runs.value()
        out["scenario"] = self.wizard.scenario_dict()
        return out


class Timeline(pg.PlotWidget):
    """The month: one row per group of servers, one bar per run (days across), coloured by kind of servers."""

    def __init__(self, parent=None):
        super().__init__(parent)
        theme(self)
        self.setMouseEnabled(x=True, y=False)
        self.setMenuEnabled(False)
        self.getAxis("bottom").setLabel(self.tr("day of the month"))
        self.bars = {k: pg.BarGraphItem(x0=[], y=[], width=[], height=0.6, brush=c, pen=pg.mkPen("w", width=0.5))
                     for k, c in KIND_COLORS.items()}
        for item in self.bars.values():
            self.addItem(item)
        self.month_end = pg.InfiniteLine(angle=90, pen=pg.mkPen("#7b8794", style=Qt.PenStyle.DashLine))
        self.addItem(self.month_end)
        self.labels: list[str] = []

    def show_plan(self, res: Any) -> None:
        rows = timeline_rows(res)
        by_kind: dict[str, tuple[list, list, list]] = {k: ([], [], []) for k in self.bars}
        for i, (_servers, kind, runs) in enumerate(rows):
            x0, y, w = by_kind.setdefault(kind, ([], [], []))
            for r in runs:
                x0.append(r.start_h / 24)
                y.append(len(rows) - 1 - i)
                w.append(max(0.05, (r.end_h - r.start_h) / 24))
        for kind, item in self.bars.items():
            x0, y, w = by_kind[kind]
            item.setOpts(x0=x0, y=y, width=w, height=0.6)
        self.labels = [row_label(res, s, r) for s, _, r in rows]
        ticks = [(len(rows) - 1 - i, label) for i, label in enumerate(self.labels)]
        self.getAxis("left").setTicks([ticks])
        self.month_end.setValue(res.hours_month / 24)
        self.setXRange(0, max([res.hours_month / 24] + [r.end_h / 24 for r in res.schedule]), padding=0.02)
        self.setYRange(-0.6, max(0, len(rows) - 1) + 0.6, padding=0)


class TeamPlanWindow(QWidget):
    """Jobs, the month against the budget, and the timeline; ``plan_obj()`` is the plan as a file holds it."""

    def __init__(self, catalog, executor=None, parent=None):
        super().__init__(parent, Qt.WindowType.Window)
        self.catalog = catalog
        self.setWindowTitle(self.tr("Team plan"))
        self.jobs: list[dict] = []
        self.result = None
        self.path: Path | None = None
        self.runner = Runner(executor, self)
        self.runner.finished.connect(self._on_result)
        self.runner.failed.connect(self._on_failure)
        # ----- the plan's own answers
        self.name = QLineEdit(self)
        self.name.setPlaceholderText(self.tr("e.g. Research team, March"))
        self.budget = QDoubleSpinBox(self)
        self.budget.setRange(0, 1e12)
        self.budget.setDecimals(0)
        self.budget.setSingleStep(1000)
        self.budget.setSpecialValueText(self.tr("no budget"))
        self.currency = QComboBox(self)
        self.currency.addItems(["CNY", "USD"])
        self.providers = QLineEdit(self)
        self.providers.setPlaceholderText(self.tr("all clouds (or e.g. aliyun, tencent)"))
        # ----- jobs
        self.list = QListWidget(self)
        self.list.setAccessibleName(self.tr("Jobs"))
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
        self.summary = QLabel(self)
        self.summary.setWordWrap(True)
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.notes = QLabel(self)
        self.notes.setWordWrap(True)
        self.timeline = Timeline(self)
        self.open_button = QPushButton(self.tr("&Open plan…"), self)
        self.save_button = QPushButton(self.tr("&Save plan…"), self)
        self.pdf_button = QPushButton(self.tr("Export &PDF…"), self)
        self.csv_button = QPushButton(self.tr("Export &CSV…"), self)
        self.open_button.clicked.connect(lambda: self.open_file())
        self.save_button.clicked.connect(lambda: self.save_file())
        self.pdf_button.clicked.connect(lambda: self.export("pdf"))
        self.csv_button.clicked.connect(lambda: self.export("csv"))
        self._layout()
        for w in (self.name, self.providers):
            w.editingFinished.connect(self.recompute)
        self.budget.valueChanged.connect(lambda _v: self.recompute())
        self.currency.currentIndexChanged.connect(lambda _i: self.recompute())
        self._enable()

    def _layout(self) -> None:
        form = QFormLayout()
        form.addRow(self.tr("Plan name"), self.name)
        money = QHBoxLayout()
        money.addWidget(self.budget, 1)
        money.addWidget(self.currency)
        form.addRow(self.tr("Budget per month"), money)
        form.addRow(self.tr("Clouds"), self.providers)
        buttons = QHBoxLayout()
        for b in (self.add_button, self.edit_button, self.copy_button, self.remove_button):
            buttons.addWidget(b)
        left = QWidget(self)
        ll = QVBoxLayout(left)
        ll.addLayout(form)
        ll.addWidget(QLabel(self.tr("Jobs of the month:"), self))
        ll.addWidget(self.list, 1)
        ll.addLayout(buttons)
        files = QHBoxLayout()
        for b in (self.open_button, self.save_button, self.pdf_button, self.csv_button):
            files.addWidget(b)
        ll.addLayout(files)
        right = QWidget(self)
        rl = QVBoxLayout(right)
        rl.addWidget(QLabel(self.tr("The month against the budget:"), self))
        rl.addWidget(self.meter)
        rl.addWidget(self.summary)
        rl.addWidget(self.timeline, 1)
        rl.addWidget(self.notes)
        split = QSplitter(Qt.Orientation.Horizontal, self)
        split.addWidget(left)
        split.addWidget(right)
        split.setSizes([380, 720])
        lay = QVBoxLayout(self)
        lay.addWidget(split)
        self.resize(1180, 700)

    # ----- the plan as a file holds it
    def plan_obj(self) -> dict:
        prefs: dict[str, Any] = {"currency": self.currency.currentText()}
        clouds = [p.strip() for p in self.providers.text().split(",") if p.strip()]
        if clouds:
            prefs["providers"] = clouds
        obj: dict[str, Any] = {"schema_version": 1, "name": self.name.text().strip(), "preferences": prefs,
                               "jobs": copy.deepcopy(self.jobs)}
        if self.budget.value() > 0:
            obj["budget"] = {"amount": self.budget.value(), "currency": self.currency.currentText(), "per": "month"}
        return obj

    def set_plan(self, obj: dict) -> None:
        """Show a plan (opened from a file); the month follows."""
        widgets = (self.name, self.budget, self.currency, self.providers)
        for w in widgets:
            w.blockSignals(True)
        try:
            self.name.setText(str(obj.get("name") or ""))
            b = obj.get("budget") or {}
            self.budget.setValue(float(b.get("amount") or 0))
            prefs = obj.get("preferences") or {}
            cur = prefs.get("currency") or b.get("currency") or "CNY"
            self.currency.setCurrentIndex(max(0, self.currency.findText(str(cur).upper())))
            self.providers.setText(", ".join(prefs.get("providers") or []))
        finally:
            for w in widgets:
                w.blockSignals(False)
        self.jobs = copy.deepcopy(list(obj.get("jobs") or []))
        self._fill_list()
        self.recompute()

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
        dlg = JobDialog(self.catalog, job, self)
        if dlg.exec() == QDialog.DialogCode.Accepted:
            self.jobs.append(dlg.job())
            self._fill_list()
            self.list.setCurrentRow(len(self.jobs) - 1)
            self.recompute()

    def edit_job(self) -> None:
        i = self.list.currentRow()
        if not 0 <= i < len(self.jobs):
            return
        dlg = JobDialog(self.catalog, self.jobs[i], self)
        if dlg.exec() == QDialog.DialogCode.Accepted:
            self.set_job(i, dlg.job())

    def set_job(self, i: int, job: dict) -> None:
        """Replace job ``i`` (the month follows)."""
        self.jobs[i] = job
        self._fill_list()
        self.recompute()

    def duplicate_job(self) -> None:
        i = self.list.currentRow()
        if 0 <= i < len(self.jobs):
            job = copy.deepcopy(self.jobs[i])
            job["name"] = self._unique(str(job.get("name", "")))
            self.jobs.insert(i + 1, job)
            self._fill_list()
            self.recompute()

    def remove_job(self) -> None:
        i = self.list.currentRow()
        if 0 <= i < len(self.jobs):
            del self.jobs[i]
            self._fill_list()
            self.recompute()

    # ----- the month, on the worker
    def recompute(self) -> None:
        """Check the plan here (fast), price it on the worker; a plan that does not hold says why at once."""
        if self.catalog is None:
            return
        if not self.jobs:
            self.result = None
            self.summary.setText(self.tr("Add the jobs of a month: trainings, fine-tunes and services."))
            self.notes.setText("")
            self.meter.setRange(0, 1)
            self.meter.setValue(0)
            self._enable()
            return
        try:
            plan = parse_plan(self.plan_obj(), self.catalog, self.tr("plan"))
        except CatalogError as exc:
            self._show_problems(exc.problems)
            return
        self.summary.setText(self.tr("Pricing the month…"))
        self.runner.submit(plan_month, self.catalog, plan)

    def _show_problems(self, problems) -> None:
        self.result = None
        self.summary.setText("\n".join(W.describe_problem(p, field=True) for p in problems))
        self.notes.setText("")
        self._enable()

    def _on_failure(self, _rid: int, exc) -> None:
        if isinstance(exc, CatalogError):
            self._show_problems(exc.problems)
        else:
            self.result = None
            self.summary.setText(self.tr("The month could not be priced: {0}").format(exc))
            self._enable()

    def _on_result(self, _rid: int, res) -> None:
        self.result = res
        cur = res.currency
        if res.budget:
            self.meter.setRange(0, 1000)
            self.meter.setValue(int(min(1000, 1000 * res.monthly_cost / res.budget)))
            self.meter.setFormat(self.tr("{0} of {1} a month").format(W.money(res.monthly_cost, cur),
                                                                      W.money(res.budget, cur)))
            over = not res.within_budget
            self.meter.setStyleSheet("QProgressBar::chunk { background: %s; }" % ("#c8553d" if over else "#2f6f9f"))
        else:
            self.meter.setRange(0, 1)
            self.meter.setValue(1)
            self.meter.setFormat(self.tr("{0} a month (no budget)").format(W.money(res.monthly_cost, cur)))
        self.summary.setText(plan_text.plan_summary(res))
        notes = [W.describe_note(n, cur) for n in (*res.reasons, *res.warnings)]
        notes += [plan_text.room_sentence(r) for r in res.room[:4]]
        self.notes.setText("\n".join(f"• {t}" for t in notes))
        self.timeline.show_plan(res)
        self._enable()

    # ----- files
    def open_file(self, path: str | Path | None = None) -> bool:
        if path is None:
            path, _ = QFileDialog.getOpenFileName(self, self.tr("Open plan"), "", self.tr("Plans (*.json)"))
            if not path:
                return False
        try:
            load_plan(path, self.catalog)  # checked first: a bad file changes nothing here
            obj = json.loads(Path(path).read_text(encoding="utf-8-sig"))
        except CatalogError as exc:
            QMessageBox.warning(self, self.tr("Open plan"),
                                "\n".join(W.describe_problem(p, field=True) for p in exc.problems[:10]))
            return False
        self.path = Path(path)
        self.set_plan(obj)
        return True

    def save_file(self, path: str | Path | None = None) -> bool:
        if path is None:
            path, _ = QFileDialog.getSaveFileName(self, self.tr("Save plan"), str(self.path or ""),
                                                  self.tr("Plans (*.json)"))
            if not path:
                return False
        save_plan(path, self.plan_obj())
        self.path = Path(path)
        return True

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
            QMessageBox.warning(self, self.tr("Export plan"), W.describe_problem(exc.problems[0]))
            return False
        return True

    def closeEvent(self, event) -> None:
        self.runner.shutdown()
        super().closeEvent(event)


def open_for(window) -> TeamPlanWindow | None:
    """Open the Team plan window beside the main window (its catalog)."""
    if window.catalog is None:
        return None
    w = getattr(window, "_team_plan", None)
    if w is None:
        w = TeamPlanWindow(window.catalog, parent=window)
        window._team_plan = w
    w.catalog = window.catalog
    w.show()
    w.raise_()
    return w


if __name__ == "__main__":  # python -m gpu_advisor.gui.team_plan [PLAN.json]
    import sys

    from gpu_advisor.core.catalog import load_bundled
    from gpu_advisor.gui.app import install_language, make_app
    _app = make_app()
    install_language(_app, None)
    _w = TeamPlanWindow(load_bundled())
    _w.open_file(sys.argv[1] if len(sys.argv) > 1 else "examples/plans/plan-startup-month.json")
    _w.show()
    _app.exec()
