"""The Team plan's "Size shared servers for" field (preferences.plan_for of the plan file): the slow end (the file's
default "auto", or its own "slow", kept as written) or the expected hours; one undo step each change. The month's
notes say what the slow end costs (core/plan/month.py PlanSlowEndCost), and this is where a user takes the cheaper
month without editing the file."""

from __future__ import annotations

import pytest

from gpu_advisor.core.catalog.load import load_bundled
from gpu_advisor.gui.team_plan import TeamPlanWindow
from gpu_advisor.gui.worker import SyncExecutor


@pytest.fixture(scope="module")
def cat():
    return load_bundled()


def _win(qtbot, cat, prefs: dict):
    w = TeamPlanWindow(cat, executor=SyncExecutor())
    qtbot.addWidget(w)
    w.set_plan({"schema_version": 1, "preferences": {"currency": "CNY", **prefs}, "jobs": []}, saved=True)
    return w


def test_the_field_writes_plan_for_and_each_change_is_one_undo_step(qtbot, cat):
    w = _win(qtbot, cat, {})
    assert w.plan_for.currentData() == "slow_end"
    assert "plan_for" not in w.plan_obj()["preferences"]  # the default, "auto"
    w.plan_for.setCurrentIndex(w.plan_for.findData("expected"))
    assert w.plan_obj()["preferences"]["plan_for"] == "expected"
    assert w.undo.canUndo() and w.is_dirty()
    w.undo.undo()
    assert w.plan_for.currentData() == "slow_end"
    assert "plan_for" not in w.plan_obj()["preferences"]
    w.undo.redo()
    assert w.plan_for.currentData() == "expected"


@pytest.mark.parametrize("given, shown", [("slow", "slow_end"), ("auto", "slow_end"), ("expected", "expected")])
def test_the_files_own_word_is_shown_and_kept(qtbot, cat, given, shown):
    w = _win(qtbot, cat, {"plan_for": given})
    assert w.plan_for.currentData() == shown
    assert w.plan_obj()["preferences"]["plan_for"] == given  # saved back as the file wrote it
    assert not w.is_dirty()
    assert "plan_for" not in w.kept_prefs.text() and w.kept_prefs.isHidden()  # edited here, not "kept"
