"""The main window's undo: a chart line dragged (the budget, the deadline) is one step on the window's
``QUndoStack``, from the press to the release; Undo (Ctrl+Z) puts the answer and its line back and the result is
worked out again, as after an edit of the field; Redo (Ctrl+Shift+Z, Ctrl+Y) drags it again. A drag once rewrote the
budget with no way back. What is typed into a field has the field's own undo (Ctrl+Z while it has the cursor);
the window's steps are forgotten once the answers are changed another way, so an undo never brings back an answer
over a later one."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QSignalBlocker, Qt
from PySide6.QtGui import QKeySequence, QUndoCommand, QUndoStack

if TYPE_CHECKING:
    from gpu_advisor.gui.main_window import MainWindow

# the answers a line of the cost chart sets: the field's text, its "I don't know" box; the budget's currency
_LINE_FIELDS = {"budget": ("budget.amount",), "deadline": ("deadline_hours",)}
State = tuple[tuple[tuple[str, str, bool], ...], str]


def line_state(win: MainWindow, line: str) -> State:
    wz = win.wizard
    fields = tuple((p, wz.fields[p].editor.text(), wz.fields[p].is_unknown())  # type: ignore[attr-defined]
                   for p in _LINE_FIELDS[line])
    return fields, str(wz.budget_currency.currentData())


class LineDrag(QUndoCommand):
    """One drag of a chart line: the answers it set (``State``) and the wizard's answers, before and after."""

    def __init__(self, history: WindowUndo, line: str, before: tuple[State, dict], after: tuple[State, dict]):
        super().__init__(QCoreApplication.translate("MainWindow", "Drag the budget line") if line == "budget" else
                         QCoreApplication.translate("MainWindow", "Drag the deadline line"))
        self.history, self.line, self.before, self.after = history, line, before, after
        self.first = True  # pushed after the drag: its answers are on screen already

    def redo(self) -> None:
        if self.first:
            self.first = False
            return
        self.history.put(self.after[0])

    def undo(self) -> None:
        self.history.put(self.before[0])


class WindowUndo:
    """The window's undo stack (``stack``), its Undo and Redo actions (the window's keys, in its Edit menu) and the
    drags of the cost chart's lines as its steps: ``moved`` before each answer a drag sets, ``released``."""

    def __init__(self, win: MainWindow):
        self.win = win
        self.stack = QUndoStack(win)
        self.undoing = False
        self.drag_from: dict[str, tuple[State, dict]] = {}  # a line being dragged: the answers before the drag
        self.undo_action = self.stack.createUndoAction(win, QCoreApplication.translate("MainWindow", "&Undo"))
        self.undo_action.setShortcut(QKeySequence.StandardKey.Undo)
        self.redo_action = self.stack.createRedoAction(win, QCoreApplication.translate("MainWindow", "&Redo"))
        self.redo_action.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        for a in (self.undo_action, self.redo_action):
            a.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        win.wizard.changed.connect(self._answers_changed)
        win.wizard.invalid.connect(lambda: self._answers_changed(None))

    def _answers(self) -> dict:
        obj, errors = self.win.wizard.collect()
        return {} if errors else obj

    def moved(self, line: str) -> None:
        """A line is about to set its answer: the answers before the drag are kept at its first move."""
        if line not in self.drag_from:
            self.drag_from[line] = (line_state(self.win, line), self._answers())

    def released(self, line: str) -> None:
        """The line is let go: the whole drag becomes one step (none when the answers are as before)."""
        before = self.drag_from.pop(line, None)
        if before is None:
            return
        after = (line_state(self.win, line), self._answers())
        if after[0] != before[0]:
            self.stack.push(LineDrag(self, line, before, after))

    def put(self, state: State) -> None:
        """Show ``state``'s answers in the wizard, then check and send them once, as after an edit (the result and
        the chart's line follow)."""
        wz = self.win.wizard
        fields, currency = state
        editors = [wz.fields[p] for p, _, _ in fields]
        blockers = [QSignalBlocker(w) for w in [wz.budget_currency] + [f.editor for f in editors]
                    + [f.unknown for f in editors if f.unknown is not None]]
        i = wz.budget_currency.findData(currency)
        if i >= 0:
            wz.budget_currency.setCurrentIndex(i)
        for f, (_p, text, unknown) in zip(editors, fields):
            if f.unknown is not None:
                f.unknown.setChecked(unknown)
            f.editor.setText(text)  # type: ignore[attr-defined]
        del blockers
        self.undoing = True
        try:
            wz.set_numbers({})  # (no number of its own: checks the answers and sends them, as an edit does)
        finally:
            self.undoing = False

    def _answers_changed(self, obj: dict | None) -> None:
        """The answers changed: by a drag or an undo, the steps stay; another way (typed, chosen, a file opened),
        the steps no longer describe the answers and are forgotten. (Answers typed while the catalog loads come
        before the window's drag state is there: no step then.)"""
        if not self.stack.count() or self.undoing or self.drag_from or getattr(self.win, "_dragging", False):
            return
        i = self.stack.index()
        step = self.stack.command(i - 1 if i > 0 else 0)
        now = (step.after if i > 0 else step.before)[1] if isinstance(step, LineDrag) else None
        if obj is None or obj != now:
            self.stack.clear()
