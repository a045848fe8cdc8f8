"""Settings → Language keeps every answer as typed (walk 19): the window is built anew in the new language, and it
once took the answers from the scenario, which leaves out what the field checks refuse. A budget of ¥100,000 with
"abc" typed over it came back empty with "No budget" ticked, no message, and a result priced without a budget.
Now every field's text (taken or not), its "I don't know" box and its message come over, the answers of the other
task too, and no result is worked out from answers the user did not give."""

from __future__ import annotations

import pytest
import shiboken6
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLineEdit, QMessageBox

from gpu_advisor.gui.app import install_language
from gpu_advisor.gui.money_fields import revert_text
from ..support import switch_language

B = QMessageBox.StandardButton


@pytest.fixture
def cancel_win(seeded_home, monkeypatch):
    """The window, made here and not given to qtbot: the switch deletes it (the waits below let it go), and pytest-qt
    would close the deleted window at the end."""
    from gpu_advisor.gui.main_window import MainWindow
    from gpu_advisor.gui.worker import SyncExecutor
    for name in ("question", "warning", "information", "critical"):
        monkeypatch.setattr(QMessageBox, name, staticmethod(lambda *a, **k: B.Cancel))
    w = MainWindow(executor=SyncExecutor())
    w.show()
    yield w
    if shiboken6.isValid(w) and getattr(w, "replaced_by", None) is None:  # (failed before the switch)
        w._ask = lambda *a: B.Discard
        w.close()


def _type(edit, text: str) -> None:
    edit.setFocus()
    edit.selectAll()
    QTest.keyClicks(edit, text)


def test_a_refused_budget_comes_over_with_its_message_and_no_result(qtbot, cancel_win):
    win, wz = cancel_win, cancel_win.wizard
    wz.go(5)
    _type(wz.budget, "¥100,000")
    qtbot.waitUntil(lambda: win.rec is not None and win.scenario is not None
                    and win.scenario.budget_amount == 100000, timeout=20000)
    _type(wz.budget, "abc")
    kept = revert_text(wz.budget)  # what Esc puts back (as typed, or as the answer shows it)
    assert kept in ("¥100,000", "100000")
    assert wz.field_error("budget.amount") and win.rec is None
    try:
        new = switch_language(qtbot, win, "zh_CN")
        nz = new.wizard
        assert nz.budget.text() == "abc"
        assert not nz.fields["budget.amount"].is_unknown()  # not "无预算限制"
        assert "abc" in nz.field_error("budget.amount") and nz.fields["budget.amount"].error.isVisible()
        qtbot.wait(400)  # past the typing pause: nothing is priced from answers without the budget
        assert new.rec is None and new.scenario is None
        assert new.result.message.isVisible() and "预算" in new.result.message.text()
        nz.budget.undo()  # the field's own undo: the amount before "abc"
        assert nz.budget.text() == kept
        nz.budget.redo()
        assert nz.budget.text() == "abc"
        nz.budget.setFocus()
        QTest.keyClick(nz.budget, Qt.Key.Key_Escape)  # the amount taken before comes back
        assert nz.budget.text() == kept and not nz.field_error("budget.amount")
        qtbot.waitUntil(lambda: new.rec is not None and new.scenario is not None
                        and new.scenario.budget_amount == 100000, timeout=20000)
    finally:
        install_language(QApplication.instance(), "en")


def test_every_field_comes_over_as_typed(qtbot, cancel_win):
    win, wz = cancel_win, cancel_win.wizard
    wz.task_buttons["inference"].setChecked(True)  # a service's answers, typed and then left for training
    for path, edit, text in (("inference.users", wz.users, "lots"), ("inference.qps", wz.qps, "12"),
                             ("inference.p95_latency_s", wz.latency, "5\u00a0s")):
        _type(edit, text)
    wz.task_buttons["train"].setChecked(True)
    wz.fields["model.params"].unknown_box().setChecked(False)
    _type(wz.params, "7B")  # taken, and kept as written (not "7000000000")
    _type(wz.data_amount, "50x")
    _type(wz.epochs, "-1")
    wz.has_ref.setChecked(True)
    _type(wz.ref_hours, "ten")
    _type(wz.ref_gpus, "1.5")
    _type(wz.deadline, "soon")
    _type(wz.regions, "cn-shanghai,")
    typed = {p: f.editor.text() for p, f in wz.fields.items() if isinstance(f.editor, QLineEdit)}
    errors = {p: wz.field_error(p) for p in wz.fields}
    unknown = {p: f.is_unknown() for p, f in wz.fields.items()}
    marked = [p for p, e in errors.items() if e]
    assert {"data", "data.epochs", "reference_run.hours", "reference_run.gpus", "deadline_hours"} <= set(marked)
    try:
        new = switch_language(qtbot, win, "zh_CN")
        nz = new.wizard
        assert nz.task() == "train" and nz.has_ref.isChecked()
        for p, text in typed.items():
            assert nz.fields[p].editor.text() == text, p
        assert {p: f.is_unknown() for p, f in nz.fields.items()} == unknown
        assert [p for p in nz.fields if nz.field_error(p)] == marked  # each message, in Chinese
        assert all(nz.field_error(p) != errors[p] for p in marked)
        assert new.result.message.isVisible()
        qtbot.wait(400)
        assert new.rec is None
        nz.task_buttons["inference"].setChecked(True)  # the service's answers are there too
        assert nz.users.text() == "lots" and nz.qps.text() == "12" and nz.field_error("inference.users")
    finally:
        install_language(QApplication.instance(), "en")
