"""Esc in a money field puts back the last amount it took whenever it shows one it refuses, whatever the visit: in
the main window's budget Esc did nothing once the cursor had left the field holding "-5000" and come back (the
refused text had become the one to put back), while Ctrl+Z still undid the typing. The Team plan's budget alike."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox

from ..support import budget_window, commit_text, plan_window, type_text

B = QMessageBox.StandardButton


def _wizard(qtbot):
    return budget_window(qtbot)


def _visit(qtbot, field, text: str | None = None, at_once: bool = False) -> None:
    """The cursor comes into ``field`` and types ``text`` over it, key by key (``at_once``: in one key event, where
    every amount taken on the way would price the Team plan's month again, ~0.4 s each)."""
    field.setFocus()
    qtbot.waitUntil(field.hasFocus, timeout=3000)
    if text is not None:
        edit = field.lineEdit() if hasattr(field, "lineEdit") else field  # (the Team plan's is a spin box)
        edit.selectAll()
        (commit_text if at_once else type_text)(edit, text)


def _leave(qtbot, field, elsewhere) -> None:
    elsewhere.setFocus()
    qtbot.waitUntil(lambda: not field.hasFocus(), timeout=3000)


@pytest.mark.parametrize("lang", ["en", "zh_CN"], indirect=True)
@pytest.mark.parametrize("typed", ["-5000", "12345678901234567", "€5000"])
def test_the_wizards_budget_esc_after_leaving_and_coming_back(qtbot, seeded_home, lang, typed):
    win, wz = _wizard(qtbot)
    _visit(qtbot, wz.budget, typed)
    assert wz.field_error("budget.amount") and win.rec is None
    _leave(qtbot, wz.budget, wz.deadline)
    _visit(qtbot, wz.budget)  # back, the refused amount still there
    assert wz.budget.text() == typed
    QTest.keyClick(wz.budget, Qt.Key.Key_Escape)
    assert wz.budget.text() == "50000" and not wz.field_error("budget.amount")
    qtbot.waitUntil(lambda: win.rec is not None, timeout=20000)
    assert win.scenario is not None and win.scenario.budget_amount == 50000
    QTest.keyClick(wz.budget, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # what was typed comes back
    assert wz.budget.text() == typed


def test_the_wizards_budget_esc_puts_back_the_last_amount_taken_in_an_earlier_visit(qtbot, seeded_home):
    win, wz = _wizard(qtbot)
    _visit(qtbot, wz.budget, "60000")  # taken
    _leave(qtbot, wz.budget, wz.deadline)
    _visit(qtbot, wz.budget, "-1")  # refused, then left and come back to
    _leave(qtbot, wz.budget, wz.deadline)
    _visit(qtbot, wz.budget)
    QTest.keyClick(wz.budget, Qt.Key.Key_Escape)
    assert wz.budget.text() == "60000" and not wz.field_error("budget.amount")
    # an amount set while the cursor is elsewhere (an answer opened) is the one Esc puts back after it
    _leave(qtbot, wz.budget, wz.deadline)
    wz.set_scenario({**wz.scenario_dict(), "budget": {"amount": 70000, "currency": "CNY", "per": "month"}})
    assert wz.budget.text() == "70000"
    _visit(qtbot, wz.budget, "-2")
    QTest.keyClick(wz.budget, Qt.Key.Key_Escape)
    assert wz.budget.text() == "70000"


def test_the_team_plans_budget_alike(qtbot, cat):
    from pathlib import Path
    w = plan_window(qtbot, cat)
    assert w.open_file(Path(__file__).resolve().parents[2] / "examples" / "plans" / "plan-startup-month.json")
    w.activateWindow()
    _visit(qtbot, w.budget, "60000", at_once=True)
    _leave(qtbot, w.budget, w.name)
    _visit(qtbot, w.budget, "-5000")
    assert w.budget.problem
    _leave(qtbot, w.budget, w.name)
    _visit(qtbot, w.budget)
    QTest.keyClick(w.budget, Qt.Key.Key_Escape)
    assert w.budget.value() == 60000 and w.budget.lineEdit().text() == "60000" and not w.budget.problem
