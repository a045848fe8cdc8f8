"""Settings → Language keeps the undo history of the catalog editor and of the Team plan: the windows are built anew
in the new language, and Undo there takes back the edit made before the switch (it once had nothing to undo: the
edits came over as one "Edits made before the language was switched" step, or not at all)."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from gpu_advisor.gui.app import install_language
from ..support import switch_language


def _price(ed, row=0):
    m = ed.models["instances"]
    return m.index(row, m.columns.index("on_demand_hour"))


def test_the_editors_undo_takes_back_an_edit_made_before_the_switch(qtbot, cancel_win):
    win = cancel_win
    ed = win.open_editor()
    m = ed.models["instances"]
    first, second = _price(ed, 0), _price(ed, 1)
    before0, before1 = m.data(first), m.data(second)
    assert m.setData(first, "12.5", Qt.ItemDataRole.EditRole)
    ed.save()  # the saved point: the first edit
    assert m.setData(second, "7.25", Qt.ItemDataRole.EditRole)
    ed.add_row()
    rows = len(ed.working["instances"])
    ed.undo.undo()  # the added row undone: Redo brings it back, after the switch too
    assert len(ed.working["instances"]) == rows - 1 and ed.is_dirty()
    try:
        new = switch_language(qtbot, win, "zh_CN")
        ed2 = new.editor
        m2 = ed2.models["instances"]
        assert m2.data(_price(ed2, 0)) == "12.5" and m2.data(_price(ed2, 1)) == "7.25"
        assert ed2.undo.count() == 3 and ed2.undo.canUndo() and ed2.undo.canRedo() and ed2.is_dirty()
        ed2.undo.redo()
        assert len(ed2.working["instances"]) == rows
        ed2.undo.undo()
        ed2.undo.undo()  # the second price, typed before the switch, is taken back
        assert m2.data(_price(ed2, 1)) == before1 and m2.data(_price(ed2, 0)) == "12.5"
        assert not ed2.is_dirty()  # back at the saved point: nothing unsaved
        ed2.undo.undo()
        assert m2.data(_price(ed2, 0)) == before0 and ed2.is_dirty()
        src = m2.index(0, m2.columns.index("source"))
        assert m2.data(src, Qt.ItemDataRole.EditRole) != "user"  # its source taken back with it
        ed2.undo.redo()
        assert m2.data(_price(ed2, 0)) == "12.5" and not ed2.is_dirty()
        assert new.catalog is not None
    finally:
        install_language(QApplication.instance(), "en")


def test_the_team_plans_undo_takes_back_a_change_made_before_the_switch(qtbot, cancel_win, cancel_plan):
    win, plan = cancel_win, cancel_plan
    plan.budget.setValue(90000)
    plan.budget.setValue(80000)  # one step: the budget's changes merge
    job = json.loads(json.dumps(plan.jobs[0]))
    job["runs_per_month"] = 2
    plan.set_job(0, job)
    plan.undo.undo()  # the job's change undone: Redo brings it back, after the switch too
    assert plan.undo.count() == 2 and plan.jobs[0]["runs_per_month"] == 8
    try:
        new = switch_language(qtbot, win, "zh_CN")
        p2 = new._team_plan
        assert p2.budget.value() == 80000 and p2.jobs[0]["runs_per_month"] == 8
        assert p2.undo.count() == 2 and p2.undo.index() == 1 and p2.undo_button.isEnabled()
        p2.redo_button.click()
        assert p2.jobs[0]["runs_per_month"] == 2 and p2.list.currentRow() == 0
        p2.undo_button.click()
        p2.undo_button.click()  # the budget as opened: the change before the switch taken back
        assert p2.budget.value() == 100000 and not p2.is_dirty()
        p2.budget.setValue(70000)
        p2.budget.setValue(60000)  # a new change after the switch: one step of its own, on the same stack
        assert p2.undo.count() == 1 and p2.undo.canUndo()
        p2.undo.undo()
        assert p2.budget.value() == 100000
    finally:
        install_language(QApplication.instance(), "en")
