"""The catalog editor's undo commands: a cell edit, rows added or deleted, a whole table replaced. Each holds row ids
(stable under sorting and filtering) and calls its table model's mutation methods (gui/catalog_model.py)."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Any

import pandas as pd
from PySide6.QtGui import QUndoCommand

if TYPE_CHECKING:
    from gpu_advisor.gui.catalog_model import CatalogTableModel


def _guarded(fn):
    """Undo commands run inside Qt's C++ push(); an exception escaping there can crash the process,
    so report it through the normal hook instead."""
    def wrapper(self):
        try:
            fn(self)
        except Exception:  # noqa: BLE001
            sys.excepthook(*sys.exc_info())
    return wrapper


class SetCellCommand(QUndoCommand):
    """One edit of a row: the typed cell and, for a price, its date and source (``edits.provenance_after_edit``),
    set and undone together. ``old`` and ``new`` map each column changed to its value before and after."""

    def __init__(self, model: CatalogTableModel, row_id, old: dict[str, Any], new: dict[str, Any], text: str):
        super().__init__(text)
        self.model, self.row_id, self.old, self.new = model, row_id, old, new

    @_guarded
    def redo(self):
        self.model._set_values(self.row_id, self.new)

    @_guarded
    def undo(self):
        self.model._set_values(self.row_id, self.old)


class InsertRowsCommand(QUndoCommand):
    def __init__(self, model: CatalogTableModel, rows: pd.DataFrame, text: str):
        super().__init__(text)
        self.model, self.rows = model, rows

    @_guarded
    def redo(self):
        self.model._insert(self.rows)

    @_guarded
    def undo(self):
        self.model._remove(list(self.rows.index))


class RemoveRowsCommand(QUndoCommand):
    def __init__(self, model: CatalogTableModel, row_ids: list, text: str):
        super().__init__(text)
        self.model = model
        self.rows = model._frame.loc[row_ids].copy()

    @_guarded
    def redo(self):
        self.model._remove(list(self.rows.index))

    @_guarded
    def undo(self):
        self.model._insert(self.rows)


class ReplaceTableCommand(QUndoCommand):
    """Import: the whole table at once (one undo step)."""

    def __init__(self, model: CatalogTableModel, new: pd.DataFrame, text: str):
        super().__init__(text)
        self.model, self.old, self.new = model, model._frame.copy(), new.copy()

    @_guarded
    def redo(self):
        self.model._replace(self.new)

    @_guarded
    def undo(self):
        self.model._replace(self.old)
