"""The Team plan window's job dialog: a job's name, how often it runs, and its scenario in the wizard."""

from __future__ import annotations

import copy
from typing import Any

from gpu_advisor.core.plan import MAX_RUNS_PER_MONTH
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import (QCheckBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QLineEdit, QSpinBox,
                               QVBoxLayout)

# A new job's answers: a LoRA fine-tune of a known model on a stated amount of data, and no deadline ("I don't
# know", as the wizard starts): a deadline the user never typed (24 hours, once) was saved with the job and chose
# its servers (8 × A100 to finish the article's 100-hour training in 6 hours).
NEW_JOB = {"schema_version": 1, "task": "finetune", "workload": "llm", "model": {"preset": "qwen2.5-7b"},
           "finetune_method": "lora", "data": {"tokens": 2e8}}


class JobDialog(QDialog):
    """One job: its name, how often it runs, and its scenario in the wizard as the main window shows it."""

    def __init__(self, catalog, job: dict, parent=None, taken: tuple[str, ...] = ()):
        super().__init__(parent)
        from gpu_advisor.gui.wizard import Wizard
        self.setWindowTitle(self.tr("Job"))
        self.taken = {t.strip().lower() for t in taken}  # the other jobs' names: a plan names each job once
        self.name = QLineEdit(job.get("name", ""), self)
        self.name.setAccessibleName(self.tr("Job name"))
        self.name_problem = QLabel(self)
        self.name_problem.setStyleSheet("color: #b3261e;")
        self.name_problem.hide()
        self.name.textEdited.connect(lambda _t: self.name_problem.hide())
        self.runs = QSpinBox(self)
        self.runs.setRange(1, MAX_RUNS_PER_MONTH)
        self.runs.setValue(int(job.get("runs_per_month") or 1))
        # A service is always on, a training or fine-tune runs so many times a month (core.plan's rule): the box
        # follows the wizard's task (it could once be ticked for a fine-tune, which the month then refused).
        self.always = QCheckBox(self.tr("Always on (a service)"), self)
        self.always.setEnabled(False)
        self.always.setToolTip(self.tr("Follows the task: a service runs all month; a training or fine-tune runs "
                                       "the times a month given above."))
        self.wizard = Wizard(catalog, self)
        self.wizard.set_scenario(copy.deepcopy(job.get("scenario") or NEW_JOB))
        self.wizard.task_group.buttonToggled.connect(lambda *_: self._follow_task())
        self._follow_task()
        # A plan prices every job in its own currency (a job in another one was refused by the month): the job's
        # "Show prices in" is the plan's, not asked here.
        cur = self.wizard.fields.get("preferences.currency")
        if cur is not None:
            cur.unknown_box().setChecked(True)
            cur.setEnabled(False)
            cur.setToolTip(self.tr("A plan prices all its jobs in the plan's currency."))
        self._fit_questions()
        form = QFormLayout()
        self.form = form
        form.addRow(self.tr("Name"), self.name)
        form.addRow("", self.name_problem)
        form.addRow(self.tr("Runs per month"), self.runs)
        form.addRow("", self.always)
        self._follow_task()  # the runs row shown only for a training or fine-tune
        self.fields_problem = QLabel(self)  # OK refused: which answers to fix (each is said at its field)
        self.fields_problem.setStyleSheet("color: #b3261e;")
        self.fields_problem.setWordWrap(True)
        self.fields_problem.hide()
        self.wizard.changed.connect(lambda _obj: self.fields_problem.hide())
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addLayout(form)
        lay.addWidget(self.wizard, 1)
        lay.addWidget(self.fields_problem)
        lay.addWidget(buttons)
        self.resize(900, 620)

    def accept(self) -> None:
        """OK keeps the job only with a name of its own (the month names its jobs) and every answer of the wizard
        valid: a field marked in red (an amount that is no number, a budget below zero, a model typed that is not
        a known one) was once dropped from the job on OK, which the month then priced without it or refused.
        The problem is said at the field, the dialog stays open with everything typed, the cursor in the first
        field to fix."""
        name = self.name.text().strip()
        problem = ""
        if not name:
            problem = self.tr("Give the job a name: the month and its notes name each job.")
        elif name.lower() in self.taken:
            problem = self.tr("Another job of this plan is called “{0}”: give this one its own name.").format(name)
        if problem:
            self.name_problem.setText(problem)
            self.name_problem.show()
            self.name.setFocus()
            return
        _, errors = self.wizard.collect()
        if errors:
            for path, f in self.wizard.fields.items():
                f.set_error(errors.get(path, ""))
            first = next(p for p in self.wizard.fields if p in errors)  # in the order the wizard asks them
            self.wizard.show_field(first)
            pages = self.wizard.pages_with_errors()
            self.fields_problem.setText(self.tr("Fix the answers marked in red first ({0}): the job would be "
                                                "priced without them.").format(self.tr(", ").join(pages)))
            self.fields_problem.show()
            return
        super().accept()

    def _follow_task(self) -> None:
        """A service is always on: no "Runs per month" row for it (a greyed "4" was shown there, a number the
        service does not have); a training or fine-tune gets the row back with the number it had."""
        service = self.wizard.task() == "inference"
        self.always.setChecked(service)
        self.runs.setEnabled(not service)
        form = getattr(self, "form", None)
        if form is not None:
            form.setRowVisible(self.runs, not service)

    def _fit_questions(self) -> None:
        """The wizard's long questions sit above their fields here, the dialog's width free for them: one line
        where it fits ("Questions per person per working day" wrapped over three lines in a narrow column)."""
        for lab in self.wizard.findChildren(QLabel):
            if lab.wordWrap() and lab.buddy() is not None:
                lab.setMinimumWidth(min(QFontMetrics(lab.font()).horizontalAdvance(lab.text()) + 8, 560))

    def job(self) -> dict:
        out: dict[str, Any] = {"name": self.name.text().strip()}
        if self.always.isChecked():
            out["always_on"] = True
        else:
            out["runs_per_month"] = self.runs.value()
        out["scenario"] = self.wizard.scenario_dict()
        return out
