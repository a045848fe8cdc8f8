"""Walk 25, keyboard only: Enter in a typed answer did nothing (the page stayed, the focus too). It goes on to the next
page with its first question in focus, as a wizard's Enter does; an answer marked in red keeps its page."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from gpu_advisor.gui.wizard import Wizard


def test_enter_goes_on_to_the_next_pages_first_question_unless_the_answer_is_marked(qtbot, cat):
    wz = Wizard(cat)
    qtbot.addWidget(wz)
    wz.show()
    wz.activateWindow()
    wz.go(wz.stack.indexOf(wz.page_money))
    wz.deadline.setFocus()
    QTest.keyClicks(wz.deadline, "abc")
    QTest.keyClick(wz.deadline, Qt.Key.Key_Return)
    assert wz.stack.currentWidget() is wz.page_money and wz.field_error("deadline_hours")  # marked: it stays
    wz.deadline.selectAll()
    QTest.keyClicks(wz.deadline, "100")
    QTest.keyClick(wz.deadline, Qt.Key.Key_Return)
    assert wz.stack.currentWidget() is wz.page_prefs
    focus = wz.focusWidget()  # (the window need not be active: offscreen)
    assert focus is not None and wz.page_prefs.isAncestorOf(focus) and focus.isVisible()
