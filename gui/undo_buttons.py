"""Undo and Redo as toolbar buttons of a fixed width: they read "Undo" and "Redo" whatever the step, the step's name
in their tooltips (as the team plan's). A ``QUndoStack`` action carries the step in its text: on the catalog editor's
toolbar it read "撤销(U) 编辑“备注”（第 479 行）" and changed width with every step; the menu keeps those actions."""

from __future__ import annotations

from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QToolButton, QWidget


def undo_buttons(stack: QUndoStack, parent: QWidget, undo_text: str, redo_text: str) -> tuple[QToolButton, QToolButton]:
    """Two buttons that undo and redo ``stack``, enabled as it allows, its next step's name as their tooltip."""
    undo, redo = QToolButton(parent), QToolButton(parent)
    undo.setText(undo_text)
    redo.setText(redo_text)
    undo.clicked.connect(stack.undo)
    redo.clicked.connect(stack.redo)
    stack.canUndoChanged.connect(undo.setEnabled)
    stack.canRedoChanged.connect(redo.setEnabled)
    stack.undoTextChanged.connect(undo.setToolTip)
    stack.redoTextChanged.connect(redo.setToolTip)
    undo.setEnabled(stack.canUndo())
    redo.setEnabled(stack.canRedo())
    undo.setToolTip(stack.undoText())
    redo.setToolTip(stack.redoText())
    return undo, redo
