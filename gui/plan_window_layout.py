"""The Team plan window's layout (``gui/team_plan.py``): the plan's answers, the jobs and the files' buttons on the
left, the month against the budget (jobs table, timeline, notes) on the right."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QFormLayout, QGridLayout, QHBoxLayout, QLabel, QSizePolicy, QSplitter, QVBoxLayout, QWidget


def lay_out(w) -> None:
    """Place the widgets of ``w`` (a ``TeamPlanWindow``, which made them)."""
    form = QFormLayout()
    form.addRow(QCoreApplication.translate("TeamPlanWindow", "Plan name"), w.name)
    money = QHBoxLayout()
    money.addWidget(w.budget, 1)
    money.addWidget(w.currency)
    form.addRow(QCoreApplication.translate("TeamPlanWindow", "Budget per month"), money)
    form.addRow("", w.budget_problem)
    form.addRow("", w.budget_note)
    form.addRow(QCoreApplication.translate("TeamPlanWindow", "Clouds"), w.providers)
    form.addRow(QCoreApplication.translate("TeamPlanWindow", "Size shared servers for"), w.plan_for)
    form.addRow("", w.kept_prefs)
    # the buttons three to a row: six in one row held the list's side 485 px wide, and at 1280 × 800 the jobs
    # table beside it scrolled sideways
    buttons = QGridLayout()
    for i, b in enumerate((w.add_button, w.edit_button, w.copy_button, w.remove_button,
                           w.undo_button, w.redo_button)):
        b.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        buttons.addWidget(b, i // 3, i % 3)
    left = QWidget(w)
    ll = QVBoxLayout(left)
    ll.addLayout(form)
    ll.addWidget(QLabel(QCoreApplication.translate("TeamPlanWindow", "Jobs of the month:"), w))
    ll.addWidget(w.list, 1)
    ll.addLayout(buttons)
    files = QGridLayout()
    for i, b in enumerate((w.new_button, w.open_button, w.save_button, w.pdf_button, w.csv_button)):
        files.addWidget(b, i // 3, i % 3)
    ll.addLayout(files)
    right = QWidget(w)
    rl = QVBoxLayout(right)
    rl.addWidget(QLabel(QCoreApplication.translate("TeamPlanWindow", "The month against the budget:"), w))
    rl.addWidget(w.meter)
    rl.addWidget(w.summary)
    month = QSplitter(Qt.Orientation.Vertical, w)  # the jobs, the timeline, the notes: each its share
    month.addWidget(w.jobs_table)
    chart = QWidget(w)  # the timeline under its legend
    cl = QVBoxLayout(chart)
    cl.setContentsMargins(0, 0, 0, 0)
    cl.setSpacing(2)
    cl.addWidget(w.timeline_legend)
    cl.addWidget(w.timeline, 1)
    month.addWidget(chart)
    month.addWidget(w.notes_scroll)
    month.setStretchFactor(1, 1)
    month.setChildrenCollapsible(False)
    month.setSizes([120, 330, 160])
    w.jobs_table.keep_rows_in(month)  # its rows shown whole, as wrapped as the width makes them
    rl.addWidget(month, 1)
    split = QSplitter(Qt.Orientation.Horizontal, w)
    split.addWidget(left)
    split.addWidget(right)
    split.setSizes([360, 900])  # the month's side holds the jobs table
    lay = QVBoxLayout(w)
    lay.addWidget(split)
    w.resize(1180, 700)
    # Tab as the window reads: the answers, the jobs and their buttons, the files' buttons, then the month (walk 26:
    # the currency came before the budget left of it, and Undo and Redo last of all, after the month)
    chain = (w.name, w.budget, w.currency, w.providers, w.plan_for, w.list, w.add_button, w.edit_button,
             w.copy_button, w.remove_button, w.undo_button, w.redo_button, w.new_button, w.open_button,
             w.save_button, w.pdf_button, w.csv_button, w.jobs_table)
    for a, b in zip(chain, chain[1:]):
        QWidget.setTabOrder(a, b)


__all__ = ["lay_out"]
