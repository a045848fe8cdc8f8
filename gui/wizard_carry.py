"""The wizard's answers as they are on screen, taken from one wizard to another (Settings → Language builds the window
anew). The scenario the answers make is not enough: it leaves out what the field checks refuse ("abc" typed as the
budget came back as "No budget", and a result was priced without it), the answers of the task not chosen (a service's
people, typed before the task went back to training) and the way a number was written ("7B", "¥100,000"). Each
field's text or choice and its "I don't know" box come over as they are, with the amount Esc puts back in the budget
and the typing's last step (Ctrl+Z takes a refused amount back to the one before it); then the answers are checked
and sent once, as after an edit: a field refused before the switch is refused after it, in the new language, and
nothing is worked out from answers the user did not give."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QSignalBlocker, Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QLineEdit, QListWidget

from gpu_advisor.gui.money_fields import read_money, revert_text, set_revert_text

if TYPE_CHECKING:
    from gpu_advisor.gui.wizard import Wizard


@dataclass(frozen=True)
class TypedAnswers:
    """What the wizard shows, field by field (path -> the editor's text, index or ticks, and its "I don't know")."""

    values: tuple[tuple[str, Any, bool | None], ...]
    budget_choices: tuple[Any, Any]  # the budget's currency and period (the scenario has them with a budget only)
    has_ref: bool
    budget_revert: str | None  # the amount Esc puts back in the budget
    unit_chosen: bool
    unit_before_assumed: int | None
    kinds: tuple[tuple[str, tuple[Any, Any]], ...]  # TaskKinds.kept
    group: str | None


def _value(editor: Any) -> Any:
    if isinstance(editor, QLineEdit):
        return editor.text()
    if isinstance(editor, QComboBox):
        shown = editor.currentText() if editor.isEditable() else None
        if shown == editor.itemText(editor.currentIndex()):
            shown = None  # the item itself (its words are the language's: "(type a size instead)")
        return editor.currentIndex(), shown
    if isinstance(editor, QCheckBox):
        return editor.isChecked()
    if isinstance(editor, QListWidget):
        return tuple(editor.item(i).checkState() == Qt.CheckState.Checked for i in range(editor.count()))
    return None  # the task's buttons: the scenario brings them


def typed_answers(wz: Wizard) -> TypedAnswers:
    """The answers on screen in ``wz``, as typed."""
    values = tuple((path, _value(f.editor), f.unknown.isChecked() if f.unknown is not None else None)
                   for path, f in wz.fields.items())
    return TypedAnswers(values, (wz.budget_currency.currentData(), wz.budget_per.currentData()), wz.has_ref.isChecked(), revert_text(wz.budget), wz._unit_chosen,
                        wz._unit_before_assumed, tuple(wz.kinds.kept.items()), wz.kinds.group)


def _put_text(edit: QLineEdit, text: str, before: str | None) -> None:
    """``text`` in ``edit``; typed over ``before`` (one step of the field's own undo) when ``before`` is another."""
    if before is not None and before != text:
        edit.setText(before)
        edit.selectAll()
        edit.insert(text)
    elif edit.text() != text:
        edit.setText(text)


def _put(editor: Any, value: Any, before: str | None) -> None:
    if isinstance(editor, QLineEdit):
        _put_text(editor, str(value), before)
    elif isinstance(editor, QComboBox) and isinstance(value, tuple):
        index, shown = value
        if 0 <= index < editor.count() and index != editor.currentIndex():
            editor.setCurrentIndex(index)
        if shown is not None and editor.isEditable() and editor.currentText() != shown:
            editor.setEditText(shown)
    elif isinstance(editor, QCheckBox) and isinstance(value, bool):
        editor.setChecked(value)
    elif isinstance(editor, QListWidget) and isinstance(value, tuple) and len(value) == editor.count():
        for i, on in enumerate(value):
            editor.item(i).setCheckState(Qt.CheckState.Checked if on else Qt.CheckState.Unchecked)


def put_typed_answers(wz: Wizard, answers: TypedAnswers) -> None:
    """Show ``answers`` (``typed_answers`` of another wizard with the same questions) in ``wz``, which shows their
    scenario already (``Wizard.set_scenario``), then check and send them once."""
    widgets = [wz, wz.has_ref, wz.budget_currency, wz.budget_per, wz.data_unit]
    widgets += [w for f in wz.fields.values() for w in (f.editor, f.unknown) if w is not None]
    blockers = [QSignalBlocker(w) for w in widgets]
    try:
        wz.has_ref.setChecked(answers.has_ref)
        for box, code in zip((wz.budget_currency, wz.budget_per), answers.budget_choices):
            if box.findData(code) >= 0:
                box.setCurrentIndex(box.findData(code))
        for path, value, unknown in answers.values:
            f = wz.fields.get(path)
            if f is None:
                continue
            if unknown is not None and f.unknown is not None:
                f.unknown.setChecked(unknown)
                if not isinstance(f.editor, QLineEdit):
                    f.editor.setEnabled(not unknown)
            before = None
            if f.editor is wz.budget and answers.budget_revert is not None and \
                    read_money(str(value), wz.budget_currency.currentData())[1]:
                before = answers.budget_revert  # a refused amount: Ctrl+Z takes it back to the one Esc puts back
            _put(f.editor, value, before)
        if answers.budget_revert is not None:
            set_revert_text(wz.budget, answers.budget_revert)
        wz.kinds.kept = dict(answers.kinds)
        wz.kinds.group = answers.group
        wz._unit_chosen = answers.unit_chosen
        wz._unit_before_assumed = answers.unit_before_assumed
    finally:
        del blockers
    wz.refresh_questions()
