"""Settings → Language: the undo steps made before the switch read in the new language, as the rest of the window
(the Edit menu once read "撤销(&U) edit “On-demand per hour” (row 2)": the step's words stayed in English)."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from gpu_advisor import text as words
from gpu_advisor.gui.app import install_language
from ..support import switch_language


def test_the_editors_undo_steps_follow_the_language(qtbot, cancel_win):
    win = cancel_win
    ed = win.open_editor()
    m = ed.models["instances"]
    assert m.setData(m.index(0, m.columns.index("on_demand_hour")), "12.5", Qt.ItemDataRole.EditRole)
    assert m.remove_rows([3])
    ed.undo.undo()
    assert ed.undo.undoText() == f"edit “{words.column_name('on_demand_hour')}” (row 2)"
    try:
        new = switch_language(qtbot, win, "zh_CN")
        ed2 = new.editor
        price = words.column_name("on_demand_hour")
        assert price != "On-demand per hour"  # (the Chinese translation is loaded)
        assert ed2.undo.undoText() == f"编辑“{price}”（第 2 行）"
        assert ed2.undo.redoText() == "删除 1 行"
        assert ed2.undo_action.text().endswith(f"编辑“{price}”（第 2 行）")  # the Edit menu's item
        new = switch_language(qtbot, new, "en")  # and back
        ed3 = new.editor
        assert ed3.undo.undoText() == "edit “On-demand per hour” (row 2)" and ed3.undo.redoText() == "Delete 1 row"
        assert "Undo" in ed3.undo_action.text() and ed3.undo_action.text().endswith("edit “On-demand per hour” (row 2)")
    finally:
        install_language(QApplication.instance(), "en")


def test_the_team_plans_undo_steps_follow_the_language(qtbot, cancel_win, cancel_plan):
    win, plan = cancel_win, cancel_plan
    plan.budget.setValue(90000)
    job = json.loads(json.dumps(plan.jobs[0]))
    job["runs_per_month"] = 2
    plan.set_job(0, job)
    assert plan.undo.undoText() == "Edit job"
    try:
        new = switch_language(qtbot, win, "zh_CN")
        p2 = new._team_plan
        assert p2.undo.undoText() == "编辑任务"
        assert p2.undo_button.toolTip() == "编辑任务"
        p2.undo.undo()
        assert p2.undo.undoText() == "更改预算" and p2.undo.redoText() == "编辑任务"
    finally:
        install_language(QApplication.instance(), "en")
