"""The catalog editor's toolbar Undo and Redo read "Undo" and "Redo" whatever the step (its name in their tooltips),
as the team plan's: the button carried the step ("撤销(U) 编辑“备注”（第 479 行）") and changed width with every
step. The Edit menu keeps the step's name, and Ctrl+Z still undoes."""

from __future__ import annotations

from PySide6.QtWidgets import QToolBar, QToolButton

from tests.gui.test_catalog_editor import type_into


def _toolbar_texts(editor) -> list[str]:
    tb = editor.findChild(QToolBar, "catalog_toolbar")
    return [b.text() for b in tb.findChildren(QToolButton) if b.isVisibleTo(tb)]


def test_the_toolbar_undo_keeps_its_text_and_width(qtbot, editor):
    button = editor.undo_button
    assert button.text() == "Undo" and not button.isEnabled()
    width = button.sizeHint().width()
    type_into(qtbot, editor, "instances", 0, "notes", "a long note that names the step")
    assert button.isEnabled() and button.text() == "Undo" and button.sizeHint().width() == width
    assert button.toolTip() == editor.undo.undoText() and "“" in button.toolTip()  # the step, in the tip
    assert not any(t.startswith("Undo ") for t in _toolbar_texts(editor)), _toolbar_texts(editor)
    button.click()
    assert not button.isEnabled() and editor.redo_button.isEnabled() and editor.redo_button.text() == "Redo"
    assert editor.redo_button.toolTip() == editor.undo.redoText()
    editor.redo_button.click()
    assert editor.undo.canUndo() and editor.undo_action.text() == "&Undo " + editor.undo.undoText()  # the menu: the step
