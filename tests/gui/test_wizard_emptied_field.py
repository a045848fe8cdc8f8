"""A text field emptied by the user, by keys or by Ctrl+Z (walk 19): the people of a service typed as 50 and taken back
with Ctrl+Z left the field empty with "I don't know" unticked, and the result took the assumed 1 request/s with
nothing on screen saying so. An emptied field with an "I don't know" box ticks it (the answer is assumed, and the
field shows what); the amount of data and the model's size, which the wizard asks for, say "Needed" instead."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from gpu_advisor.gui.wizard import Wizard


@pytest.fixture
def wz(qtbot, cat):
    w = Wizard(cat)
    qtbot.addWidget(w)
    w.show()
    return w


def _undo(edit) -> None:
    QTest.keyClick(edit, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)


def test_ctrl_z_back_to_empty_ticks_i_dont_know(qtbot, wz):
    wz.task_buttons["inference"].setChecked(True)
    users = wz.fields["inference.users"]
    assert users.is_unknown()
    wz.users.setFocus()
    QTest.keyClicks(wz.users, "50")
    assert not users.is_unknown() and wz.scenario_dict()["inference"]["users"] == 50
    _undo(wz.users)
    _undo(wz.users)
    assert wz.users.text() == "" and users.is_unknown()
    assert "users" not in (wz.scenario_dict().get("inference") or {})  # assumed, and the box says so


def test_emptied_by_keys_ticks_it_too_and_typing_unticks_it(qtbot, wz):
    f = wz.fields["data.epochs"]
    wz.epochs.setFocus()
    QTest.keyClicks(wz.epochs, "3")
    assert not f.is_unknown()
    QTest.keyClick(wz.epochs, Qt.Key.Key_Backspace)
    assert f.is_unknown() and wz.epochs.text() == ""
    QTest.keyClicks(wz.epochs, "2")
    assert not f.is_unknown() and wz.scenario_dict()["data"]["epochs"] == 2


def test_the_asked_answers_say_needed_when_emptied(qtbot, wz):
    f = wz.fields["data"]
    f.unknown_box().setChecked(False)
    wz.data_amount.setFocus()
    QTest.keyClicks(wz.data_amount, "5")
    _undo(wz.data_amount)
    assert wz.data_amount.text() == "" and not f.is_unknown()
    assert wz.field_error("data").startswith("Needed")
