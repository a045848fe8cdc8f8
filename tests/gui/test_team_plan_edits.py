"""The Team plan window keeps the user's work as a desktop editor does: every change can be undone (buttons, Ctrl+Z,
Delete on the list), the title marks unsaved changes, the plan is kept as a draft after every change (so a crash
or a close loses nothing: the next start reopens it), closing the app asks about unsaved changes, and the job
dialog refuses what the month would refuse (no name, a name taken, a service that is not always on)."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox

from gpu_advisor.core.base import CatalogError
from gpu_advisor.core.plan import parse_plan
from gpu_advisor.gui import plan_history
from gpu_advisor.gui.team_plan import JobDialog, TeamPlanWindow
from gpu_advisor.text import describe_problem
from ..support import plan_window

ROOT = Path(__file__).resolve().parents[2]
PLAN = ROOT / "examples" / "plans" / "plan-startup-month.json"
B = QMessageBox.StandardButton



def _window(qtbot, cat) -> TeamPlanWindow:
    return plan_window(qtbot, cat)


@pytest.fixture
def plan_win(qtbot, cat, tmp_path):
    w = _window(qtbot, cat)
    mine = tmp_path / "month.json"
    mine.write_bytes(PLAN.read_bytes())
    assert w.open_file(mine)
    return w


def _names(w) -> list[str]:
    return [j["name"] for j in w.jobs]


def test_remove_edit_duplicate_and_budget_undo_and_redo_one_step_each(qtbot, plan_win):
    w = plan_win
    names, cost = _names(w), w.result.monthly_cost
    w.activateWindow()
    w.list.setFocus()
    qtbot.waitUntil(w.list.hasFocus, timeout=5000)  # keys reach the list a person clicked
    w.list.setCurrentRow(1)
    QTest.keyClick(w.list, Qt.Key.Key_Delete)  # Delete on the list removes the selected job
    assert _names(w) == names[:1] + names[2:] and w.result.monthly_cost < cost
    assert w.undo_action.isEnabled() and w.undo_action.text() == "Undo Remove job"
    QTest.keyClick(w, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # Ctrl+Z anywhere in the window
    assert _names(w) == names and w.list.currentRow() == 1 and w.result.monthly_cost == pytest.approx(cost)
    w.redo_action.trigger()
    assert _names(w) == names[:1] + names[2:]
    w.undo_action.trigger()
    job = copy.deepcopy(w.jobs[0])
    job["runs_per_month"] = 2
    w.set_job(0, job)
    w.list.setCurrentRow(0)
    w.duplicate_job()
    assert len(w.jobs) == 5 and w.jobs[1]["name"].endswith("(2)")
    for value in (90000, 80000, 70000):  # a spin box's steps: one undo step
        w.budget.setValue(value)
    assert w.result.budget == 70000
    w.undo_action.trigger()
    assert w.budget.value() == 100000 and w.result.budget == 100000 and len(w.jobs) == 5
    w.undo_action.trigger()
    assert len(w.jobs) == 4 and w.jobs[0]["runs_per_month"] == 2
    w.undo_action.trigger()
    assert w.jobs[0]["runs_per_month"] == 8 and not w.undo_action.isEnabled()
    assert not w.isWindowModified()  # back to the file as opened


def test_the_title_marks_unsaved_changes_and_ctrl_s_saves_to_the_plans_file(qtbot, plan_win):
    w = plan_win
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow, timeout=5000)
    assert w.windowTitle() == "Team plan — month.json[*]" and not w.isWindowModified()
    w.name.setText("March")
    w.name.editingFinished.emit()
    assert w.isWindowModified() and w.undo_action.isEnabled()
    QTest.keyClick(w, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)  # no dialog: the plan has its file
    assert not w.isWindowModified()
    assert json.loads(w.path.read_text(encoding="utf-8"))["name"] == "March"


def test_a_change_is_kept_as_a_draft_at_once_and_the_next_start_reopens_it(qtbot, cat, plan_win):
    w = plan_win
    w.list.setCurrentRow(3)
    w.remove_job()  # then the app crashes: nothing closes, nothing asks
    kept = json.loads(plan_history.draft_path().read_text(encoding="utf-8"))
    assert [j["name"] for j in kept["plan"]["jobs"]] == _names(w) and kept["saved"] is False
    again = _window(qtbot, cat)
    assert again.restore_draft()
    assert _names(again) == _names(w) and again.path == w.path and again.isWindowModified()
    assert again.result.monthly_cost == pytest.approx(w.result.monthly_cost)
    again.save_file()
    third = _window(qtbot, cat)
    assert third.restore_draft() and not third.isWindowModified()  # saved: the file's own content


def test_a_draft_that_is_not_one_is_passed_over(qtbot, cat):
    target = plan_history.draft_path()
    target.parent.mkdir(parents=True)
    for text in ("{not json", json.dumps({"plan": [1, 2]}), json.dumps({"plan": {"jobs": "x"}}),
                 json.dumps({"plan": {"jobs": [1]}}), json.dumps({"plan": {"jobs": [], "preferences": [1]}}),
                 json.dumps({"plan": {"jobs": [], "budget": {"amount": "lots"}}}), "\u0000" * 10,
                 '{"plan": {"jobs": [], "budget": {"amount": NaN}}}'):
        target.write_text(text, encoding="utf-8")
        assert _window(qtbot, cat).restore_draft() is False


def test_a_plan_without_a_name_prices(qtbot, cat):
    """Opened fresh, the window's plan had "name": "" and the month said 'plan, field name: “” has the wrong kind
    of value (expected: text)' for the first job added."""
    w = _window(qtbot, cat)
    w._push("Add job", [json.loads(PLAN.read_text(encoding="utf-8"))["jobs"][0]], 0)
    assert w.result is not None and "name" not in w.plan_obj()


def test_an_empty_job_name_in_a_file_is_said_to_be_required(cat):
    obj = json.loads(PLAN.read_text(encoding="utf-8"))
    obj["jobs"][1]["name"] = "  "
    with pytest.raises(CatalogError) as e:
        parse_plan(obj, cat, "p.json")
    assert [describe_problem(p, field=True) for p in e.value.problems] == [
        "p.json, field jobs[1].name: a value is required here"]


def test_the_job_dialog_refuses_no_name_and_a_taken_name_and_keeps_what_was_typed(qtbot, cat):
    job = json.loads(PLAN.read_text(encoding="utf-8"))["jobs"][1]
    dlg = JobDialog(cat, job, taken=("Vision model training (seed 000)",))
    qtbot.addWidget(dlg)
    dlg.show()
    dlg.name.setText("   ")
    dlg.accept()
    assert dlg.isVisible() and dlg.name_problem.isVisible() and "name" in dlg.name_problem.text()
    dlg.name.setText("vision model training (SEED 000)")
    dlg.accept()
    assert dlg.isVisible() and "“vision model training (SEED 000)”" in dlg.name_problem.text()
    dlg.name.setText("Nightly LoRA")
    dlg.accept()
    assert dlg.result() == dlg.DialogCode.Accepted and dlg.job()["name"] == "Nightly LoRA"


def test_always_on_follows_the_task_and_the_currency_is_the_plans(qtbot, cat):
    job = json.loads(PLAN.read_text(encoding="utf-8"))["jobs"][1]  # a LoRA fine-tune, 60 runs a month
    job["scenario"]["preferences"] = {"currency": "USD"}
    dlg = JobDialog(cat, job)
    qtbot.addWidget(dlg)
    assert not dlg.always.isChecked() and dlg.runs.isEnabled() and not dlg.always.isEnabled()
    dlg.wizard.task_buttons["inference"].setChecked(True)
    assert dlg.always.isChecked() and not dlg.runs.isEnabled()
    assert dlg.job()["always_on"] is True and "runs_per_month" not in dlg.job()
    dlg.wizard.task_buttons["finetune"].setChecked(True)
    out = dlg.job()
    assert out["runs_per_month"] == 60 and "always_on" not in out
    assert "currency" not in (out["scenario"].get("preferences") or {})
    assert not dlg.wizard.fields["preferences.currency"].isEnabled()


def test_a_file_that_cannot_be_written_is_said_and_the_plan_stays(plan_win, tmp_path):
    w = plan_win
    shown = []
    w._error = lambda title, text: shown.append((title, text))
    w.name.setText("March")
    w.name.editingFinished.emit()
    assert w.save_file(tmp_path / "no-such-folder" / "plan.json") is False
    assert shown and shown[0][0] == "Not saved" and "no-such-folder" in shown[0][1]
    assert w.isWindowModified() and w.path.name == "month.json"


def test_the_app_asks_about_an_unsaved_plan_when_it_closes(qtbot, win):
    qtbot.waitUntil(lambda: win.built and win.catalog is not None, timeout=10000)
    win.team_plan_action.trigger()
    tp = win._team_plan
    tp.set_plan(json.loads(PLAN.read_text(encoding="utf-8")))
    qtbot.waitUntil(lambda: tp.result is not None, timeout=20000)
    asked = []
    tp._ask = lambda *a: asked.append(a[1]) or B.Cancel
    assert win.close() is False and asked == ["Save the changes to this plan first?"] and win.isVisible()
    tp._ask = lambda *a: B.Discard
    win._ask = lambda *a, **k: B.Discard
    assert win.close() is True


def test_closed_and_opened_again_the_month_is_still_priced(qtbot, win):
    """Its runner was shut down when the window closed: opened again (Ctrl+T), it read 'Pricing the month…'."""
    qtbot.waitUntil(lambda: win.built and win.catalog is not None, timeout=10000)
    win.team_plan_action.trigger()
    tp = win._team_plan
    tp.close()
    win.team_plan_action.trigger()
    tp.set_plan(json.loads(PLAN.read_text(encoding="utf-8")))
    qtbot.waitUntil(lambda: tp.result is not None, timeout=20000)
    assert "Pricing" not in tp.summary.text()
    tp._ask = lambda *a: B.Discard


def test_new_plan_asks_first_and_starts_empty(plan_win):
    w = plan_win
    w.remove_job()
    asked = []
    w._ask = lambda *a: asked.append(a[1]) or B.Discard
    w.new_button.click()
    assert asked and w.jobs == [] and w.path is None and not w.undo_action.isEnabled()
    assert w.windowTitle() == "Team plan[*]"


def test_a_plan_opened_in_the_main_window_opens_in_the_team_plan_and_the_answers_stay(qtbot, win):
    """File → Open (and a drop, and the command line) on a plan said 'unknown field “name”', 'unknown field “jobs”'."""
    qtbot.waitUntil(lambda: win.built and win.catalog is not None, timeout=10000)
    answers = win.wizard.scenario_dict()
    assert win.open_file(PLAN) is True
    tp = win._team_plan
    assert tp.isVisible() and tp.path == PLAN and len(tp.jobs) == 4
    assert win.wizard.scenario_dict() == answers and win.path is None
    assert str(PLAN) in win.recent_files()
    qtbot.waitUntil(lambda: tp.result is not None, timeout=20000)


def test_the_month_before_an_edit_is_greyed_and_cannot_be_exported_while_pricing(qtbot, cat, tmp_path):
    """An export right after an edit wrote the month before the edit; the timeline of a plan that no longer holds
    (or has no jobs) kept its bars."""
    w = TeamPlanWindow(cat)  # the app's own worker thread: a result reaches the window on a later turn of its loop
    qtbot.addWidget(w)
    w._ask = lambda *a, **k: B.Discard
    w.show()
    assert w.open_file(PLAN)
    qtbot.waitUntil(lambda: w.result is not None, timeout=20000)
    job = copy.deepcopy(w.jobs[0])
    job["runs_per_month"] = 3
    w.set_job(0, job)
    assert w.result is None and not w.pdf_button.isEnabled()
    assert not w.timeline.isEnabled() and not w.meter.isEnabled() and not w.notes.isEnabled()
    assert w.export("pdf", tmp_path / "stale.pdf") is False and not (tmp_path / "stale.pdf").exists()
    qtbot.waitUntil(lambda: w.result is not None, timeout=20000)
    assert w.timeline.isEnabled() and w.pdf_button.isEnabled() and w.result.jobs[0].runs_per_month == 3
    bad = copy.deepcopy(w.jobs[1])
    bad["scenario"]["deadline_hours"] = -5
    w.set_job(1, bad)
    assert w.result is None and w.timeline.labels == [] and w.meter.value() == 0 and w.notes.text() == ""
    assert sum(len(i.opts["x0"]) for i in w.timeline.bars.values()) == 0
    assert "Job 2 “" in w.summary.text() and ", deadline: must be more than 0" in w.summary.text()


def test_compare_greys_the_old_comparison_while_a_side_is_read(qtbot, cat, tmp_path):
    """Opening another file for B left A against the old B on screen, exportable, until the new one was priced."""
    from gpu_advisor.gui.compare_view import CompareWindow
    seed = ROOT / "examples" / "startup-engineer-seed000.json"
    article = ROOT / "examples" / "answers" / "compare-article-seed000.json"
    w = CompareWindow(cat)  # its own worker thread: a side arrives on a later turn of the event loop
    qtbot.addWidget(w)
    w.show()
    w.open_side("a", str(seed))  # one side at a time, as a person opens them (the newest request wins)
    qtbot.waitUntil(lambda: w.answers["a"] is not None and not w.busy, timeout=20000)
    w.open_side("b", str(article))
    qtbot.waitUntil(lambda: w.comparison is not None and not w.busy, timeout=20000)
    assert w.pdf_button.isEnabled() and w.figures.isEnabled()
    w.open_side("b", str(ROOT / "examples" / "lora-7b-finetune.json"))
    assert w.busy and not w.pdf_button.isEnabled() and not w.figures.isEnabled() and not w.chart.isEnabled()
    assert w.export_pdf(tmp_path / "old.pdf") is False and not (tmp_path / "old.pdf").exists()
    qtbot.waitUntil(lambda: not w.busy, timeout=20000)
    assert w.pdf_button.isEnabled() and w.figures.isEnabled() and w.answers["b"].file.endswith("lora-7b-finetune.json")


def test_an_engine_failure_is_a_sentence_and_the_details_go_to_the_log(plan_win, monkeypatch):
    """The month said 'The month could not be priced: <the exception's text>'."""
    logged = []
    monkeypatch.setattr("gpu_advisor.gui.main_window.log_failure", logged.append)
    plan_win._on_failure(1, ZeroDivisionError("float division by zero"))
    text = plan_win.summary.text()
    assert text.startswith("Something went wrong while pricing the month") and "division" not in text
    assert logged and "ZeroDivisionError" in logged[0] and plan_win.result is None
