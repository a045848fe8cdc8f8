"""Editable Qt model over one catalog table, with sorting and filtering done in pandas.

Sorting and filtering happen inside the model over whole columns (argsort, vectorised string
search) instead of a ``QSortFilterProxyModel`` calling Python per row, so a 100,000-row table
sorts and filters in tens of milliseconds. Rows keep a stable id (the DataFrame index), which the
undo commands use, so sorting or filtering never confuses undo.

``setData`` asks ``core.edits.check_cell`` first and refuses a bad value with the reason (signal
``refused``) instead of storing it; accepted edits go through the undo stack.

A Catalog is immutable: each model edits a frame of its own and, after every change, puts the table back into
the editor's ``WorkingCatalog``, which then holds a new Catalog (``with_table``).
"""

from __future__ import annotations

import datetime as _dt
import math
from typing import Any

import numpy as np
import pandas as pd
from PySide6.QtCore import QAbstractTableModel, QCoreApplication, QModelIndex, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QUndoStack

from gpu_advisor.core.catalog import (BOOL, cached, Catalog, edits, price_cites, FLOAT, format_number, format_numbers,
                                      INT, TABLES)
from gpu_advisor import text as words
from gpu_advisor.text.language import Words
from gpu_advisor.gui.catalog_commands import InsertRowsCommand, RemoveRowsCommand, ReplaceTableCommand, SetCellCommand
from gpu_advisor.gui.catalog_rows import bundled_hashes, derive
from gpu_advisor.gui.catalog_units import unit_text
from gpu_advisor.gui.step_words import step_text
from gpu_advisor.gui.table_model import plain_tip

USER = edits.USER  # the source a value typed in the editor cites (the sources row "Entered by the user")

PRICE_COLUMNS = {"on_demand_hour", "spot_hour", "monthly", "reserved_1y_hour", "reserved_3y_hour", "price_gb_month",
                 "price_per_gb", "rate"}
ORIGIN_ROLE = Qt.ItemDataRole.UserRole + 2
# Columns the editor keeps itself, set along with the cells the user types (shown, read-only): which prices of an
# instance row the user typed, and when (core/catalog/price_cites.py).
KEPT_COLUMNS = frozenset({price_cites.COLUMN})
_ADDED_BG = QColor(222, 242, 222)
_EDITED_BG = QColor(255, 246, 205)
_STALE_FG = QColor(176, 88, 0)


# What CatalogTableModel derives from its table for display, on first use (its __getattr__).
_DERIVED_STATE = frozenset({"_display", "_origin", "_stale", "_cols", "_num", "_origin_arr", "_stale_arr",
                            "_distinct_cache"})


def _is_missing(v) -> bool:
    return v is None or v is pd.NA or (isinstance(v, float) and math.isnan(v))


class WorkingCatalog:
    """The catalog under edit, shared by the editor and its table models: one immutable Catalog per state of the
    edits (``catalog``); a model puts its changed table back with ``put``, which makes the next Catalog."""

    def __init__(self, catalog: Catalog):
        self.catalog = catalog

    def put(self, name: str, frame: pd.DataFrame) -> None:
        self.catalog = self.catalog.with_table(name, frame)


class CatalogTableModel(QAbstractTableModel):
    """One table of the working catalog. ``changed`` fires after every applied change."""

    refused = Signal(object)  # a core Problem
    refused_at = Signal(int, int)  # the view row and column of a cell whose typed value was refused (after ``refused``)
    accepted = Signal()  # a typed value was valid and stored (a refusal shown before no longer holds)
    warned = Signal(str)  # a typed price was stored but looks like a slip (spot above on-demand, a big change)
    changed = Signal(str)  # table name
    # The bundled table's key hashes (first row of each key) with each row's whole hash, and the lower-case values
    # of each text key column (``catalog_rows.bundled_hashes``); set on first use (``__getattr__``).
    _bundled_whole: tuple[Any, np.ndarray] | None  # (pd.Index of key hashes, whole-row hashes)
    _bundled_key_values: dict[str, set]

    def __init__(self, name: str, working: Catalog | WorkingCatalog, bundled: Catalog | None, undo: QUndoStack,
                 stale_days: float | None = None, parent=None):
        super().__init__(parent)
        self.name = name
        self.table = TABLES[name]
        # Shared with the editor (and the other tables' models): every change here makes its next Catalog.
        self.work = working if isinstance(working, WorkingCatalog) else WorkingCatalog(working)
        self.bundled = bundled
        self.undo = undo
        if stale_days is None:  # the catalog's figure (defaults.csv), as the editor passes it
            from gpu_advisor.core.prices import stale_days as catalog_stale_days
            stale_days = catalog_stale_days(self.work.catalog)
        self.stale_days = stale_days
        self.columns = list(self.table.column_names)
        self._text_columns = [c.name for c in self.table.columns if c.kind not in (FLOAT, INT, BOOL)]
        self._frame = self.working[name]  # the model's own frame (copy on write: no data copied until an edit)
        self._frame.index = pd.RangeIndex(len(self._frame))
        self._next_id = len(self._frame)
        self._sort: tuple[int, Qt.SortOrder] | None = None
        self._filter_text = ""
        self._filters: dict[str, str] = {}
        self._view = np.arange(len(self._frame))
        # The display state (texts, origin and stale marks) is derived on first use (``__getattr__``): most of the
        # editor's 26 tables are never opened in a session, and deriving them was most of opening the editor.

    def __getattr__(self, name: str):
        # Only for an attribute not set yet: the display state, derived from the table as loaded (the working
        # catalog has it already), and the bundled table's hashes it compares with, the first time anything reads
        # them.
        if name in _DERIVED_STATE:
            self._refresh_derived(put=False)
            return self.__dict__[name]
        if name in ("_bundled_whole", "_bundled_key_values"):
            self._bundled_whole, self._bundled_key_values = None, {}
            bundled = None if self.bundled is None else self.bundled[self.name]
            if self.bundled is not None and bundled is not None and not bundled.empty:
                # The bundled table's hashes depend on that (immutable) catalog alone: kept in its one cache, so
                # opening the editor again does not format and hash it again.
                self._bundled_whole, self._bundled_key_values = cached(
                    self.bundled, ("gui.catalog_model.bundled", self.name),
                    lambda: bundled_hashes(self.table, bundled))
            return self.__dict__[name]
        raise AttributeError(name)

    def _ensure_derived(self) -> None:
        """Derive the display state of the table as it is now, before a change to the table (a change updates
        that state for the rows it touches)."""
        if "_display" not in self.__dict__:
            self._refresh_derived(put=False)

    @property
    def working(self) -> Catalog:
        """The catalog with every table as edited so far (a new immutable Catalog after each change)."""
        return self.work.catalog

    # ------------------------------------------------------------ derived state
    # Display strings, origin (bundled/edited/added) and staleness are kept per row id and updated
    # only for the rows a change touches, so one edit costs the same on 100 or 100,000 rows (gui/catalog_rows.py).
    def _derive(self, rows: pd.DataFrame) -> tuple[pd.DataFrame, pd.Series, pd.Series]:
        return derive(self.table, rows, self._bundled_whole, self._bundled_key_values, self.stale_days)

    def _refresh_derived(self, put: bool = True) -> None:
        self._display, self._origin, self._stale = self._derive(self._frame)
        self._sync_working(put)

    def _update_rows(self, row_ids) -> None:
        self._distinct_cache: dict[str, tuple[np.ndarray, pd.Series]] = {}
        fmt, origin, stale = self._derive(self._frame.loc[row_ids])
        self._display.loc[row_ids] = fmt
        self._origin.loc[row_ids] = origin
        self._stale.loc[row_ids] = stale
        for rid in row_ids:
            pos = self._pos(rid)
            for i in range(len(self.columns)):
                self._cols[i][pos] = self._display.iat[pos, i]
            for i in self._num:
                value: Any = self._frame.iat[pos, i]  # a number or missing: a FLOAT or INT column
                self._num[i][pos] = np.nan if pd.isna(value) else float(value)
            self._origin_arr[pos] = self._origin.iat[pos]
            self._stale_arr[pos] = bool(self._stale.iat[pos])

    def _cell_text(self, pos: int, col: int) -> str:
        """The cell as written to CSV; number cells are formatted on first paint and kept."""
        v = self._cols[col][pos]
        if v is None:
            v = format_number(self._num[col][pos])
            self._cols[col][pos] = v
        return v

    def _sync_working(self, put: bool = True) -> None:
        self._distinct_cache = {}
        if put:
            self.work.put(self.name, self._frame)
        # Plain arrays by position for data(), which Qt calls for every painted cell: one per column
        # (no row-by-column copy of the table).
        self._cols = [np.full(len(self._display), None, dtype=object) if self.table.column(c).kind in (FLOAT, INT)
                      else np.array(self._display[c].to_numpy(dtype=object), dtype=object, copy=True)
                      for c in self.columns]
        # Number columns as plain float arrays by position (NaN = empty), formatted when painted.
        self._num = {i: np.array(self._frame[c].to_numpy(dtype=float, na_value=np.nan), dtype=float, copy=True)
                     for i, c in enumerate(self.columns) if self.table.column(c).kind in (FLOAT, INT)}
        self._origin_arr = np.array(self._origin.to_numpy(dtype=object), dtype=object, copy=True)
        self._stale_arr = np.array(self._stale.to_numpy(dtype=bool), dtype=bool, copy=True)

    def widest_texts(self, col: int, n: int = 3) -> list[str]:
        """The ``n`` longest stored texts of column ``col`` over every row (the view's size hint samples 40): what
        the column's width must show ("12775.95", a typed date "2026-12-06")."""
        texts = self._cols[col] if col not in self._num else format_numbers(pd.Series(self._num[col]))
        lengths = np.fromiter((len(t) if isinstance(t, str) else 0 for t in texts), dtype=np.int64, count=len(texts))
        return [str(texts[i]) for i in np.argsort(-lengths, kind="stable")[:n]]

    def _distinct(self, column: str) -> tuple[np.ndarray, pd.Series]:
        """Each row's code among the column's distinct shown values, and those values in lower case (kept
        until the table changes, so a search types in without factorizing 100,000 rows per keystroke)."""
        cache = self.__dict__.setdefault("_distinct_cache", {})
        if column not in cache:
            codes, uniq = pd.factorize(self._display[column].to_numpy(dtype=object), use_na_sentinel=False)
            cache[column] = (codes, pd.Series(uniq, dtype=object).astype(str).str.lower())
        return cache[column]

    def _recompute_view(self) -> None:
        mask = np.ones(len(self._frame), dtype=bool)
        for column, val in self._filters.items():
            if val and column in self.columns:  # (the shown texts are read only when a filter or search needs them)
                mask &= (self._display[column] == val).to_numpy()
        if self._filter_text:
            needle = self._filter_text.lower()
            hit = np.zeros(len(mask), dtype=bool)
            for c in self._text_columns:
                # Test each distinct value once (few per column), then mark the rows holding a match.
                codes, lower = self._distinct(c)
                found = lower.str.contains(needle, regex=False).to_numpy(dtype=bool)
                if found.any():
                    hit |= found[codes]
            mask &= hit
        positions = np.flatnonzero(mask)
        if self._sort is not None:
            col, order = self._sort
            name = self.columns[col]
            s = self._frame[name].iloc[positions]
            if self.table.column(name).kind in (FLOAT, INT):
                keys = pd.to_numeric(s, errors="coerce").to_numpy(dtype=float)
            else:
                keys = s.astype(str).str.lower().to_numpy()
            idx = np.argsort(keys, kind="stable")
            if order == Qt.SortOrder.DescendingOrder:
                idx = idx[::-1]
            positions = positions[idx]
        self._view = positions

    def _changed(self) -> None:
        self._sync_working()
        self.beginResetModel()
        self._recompute_view()
        self.endResetModel()
        self.changed.emit(self.name)

    # ------------------------------------------------------------ mutations (undo commands call these)
    def _pos(self, row_id) -> int:
        pos = self._frame.index.get_loc(row_id)
        if not isinstance(pos, (int, np.integer)):  # row ids are unique: never a slice or a mask
            raise LookupError(f"row id {row_id!r} is not unique in table {self.name}")
        return int(pos)

    def _set_values(self, row_id, values: dict[str, Any]) -> None:
        self._ensure_derived()
        for column, value in values.items():
            self._frame.at[row_id, column] = value
        pos = self._pos(row_id)
        self._update_rows([row_id])
        self.work.put(self.name, self._frame)  # the working catalog: the frame without ids, row for row
        where = np.flatnonzero(self._view == pos)
        if len(where):
            r = int(where[0])
            self.dataChanged.emit(self.index(r, 0), self.index(r, len(self.columns) - 1))
            self.headerDataChanged.emit(Qt.Orientation.Vertical, r, r)
        self.changed.emit(self.name)

    def _claim_ids(self, ids: pd.Index) -> None:
        """Row ids an undo step brings (made by another model: a step carried over a language switch) are never given
        again to a row added later: a row id names one row (``_pos``)."""
        if len(ids):
            self._next_id = max(self._next_id, int(ids.max()) + 1)

    def _insert(self, rows: pd.DataFrame) -> None:
        rows = rows[self.columns]
        self._claim_ids(rows.index)
        self._ensure_derived()
        self._frame = pd.concat([self._frame, rows], axis=0)
        fmt, origin, stale = self._derive(rows)
        self._display = pd.concat([self._display, fmt], axis=0)
        self._origin = pd.concat([self._origin, origin])
        self._stale = pd.concat([self._stale, stale])
        self._changed()

    def _remove(self, row_ids: list) -> None:
        self._ensure_derived()
        self._frame = self._frame.drop(index=row_ids)
        self._display = self._display.drop(index=row_ids)
        self._origin = self._origin.drop(index=row_ids)
        self._stale = self._stale.drop(index=row_ids)
        self._changed()

    def _replace(self, new: pd.DataFrame) -> None:
        self._claim_ids(new.index)
        self._frame = new.copy()
        self._display, self._origin, self._stale = self._derive(self._frame)
        self._changed()

    # ------------------------------------------------------------ public editing API
    def table_rows(self) -> int:
        """How many rows the table has (``rowCount``: how many the search and filters show)."""
        return len(self._frame)

    def row_id(self, view_row: int):
        return self._frame.index[self._view[view_row]]

    def view_row_of(self, row_id) -> int | None:
        pos = self._pos(row_id)
        where = np.flatnonzero(self._view == pos)
        return int(where[0]) if len(where) else None

    def add_row(self, template_view_row: int | None = None, fill: dict | None = None) -> object:
        """Add a copy of a row without its notes (Duplicate), or a row of its own from ``fill`` (Add row: the GPU and
        provider chosen, core/catalog/edits.py new_row), with a fresh key; returns the new row id."""
        pos = None if template_view_row is None else int(self._view[template_view_row])
        # (a row of its own is named "new-1" in every language: edits.NEW_ROW_NAME; a copy in the interface's words)
        names = edits.RowNames(copy=self.tr("%1 (copy)"), copy_n=self.tr("%1 (copy %2)"))
        values = edits.new_row(self.working, self.name, self._frame.reset_index(drop=True), pos, fill=fill, names=names)
        rid = self._next_id
        self._next_id += 1
        row = pd.DataFrame([values], index=[rid])
        for c in self.columns:
            row[c] = row[c].astype(self._frame[c].dtype)
        self.undo.push(InsertRowsCommand(self, row, step_text(lambda name: QCoreApplication.translate(
            "CatalogTableModel", "Add a row to “%1”").replace("%1", words.table_name(name)), self.name)))
        return rid

    def remove_rows(self, view_rows: list[int]) -> bool:
        """Delete rows; refused (signal) when another table still refers to them (e.g. a GPU in use)."""
        ids = [self.row_id(r) for r in sorted(set(view_rows))]
        if not ids:
            return False
        blocked = self._references_to(ids)
        if blocked is not None:
            self.refused.emit(blocked)
            return False
        self.undo.push(RemoveRowsCommand(self, ids, step_text(lambda n: Words.tr("Delete %n row(s)", None, n), len(ids))))
        return True

    def replace_table(self, new: pd.DataFrame, text: str) -> None:
        new = new.copy()
        new.index = pd.RangeIndex(self._next_id, self._next_id + len(new))
        self._next_id += len(new)
        self.undo.push(ReplaceTableCommand(self, new, text))

    def _references_to(self, ids: list):
        """A Problem if a row to delete is still referenced from another table, else None."""
        from gpu_advisor.core.base import Problem, StillReferenced
        for other, t in TABLES.items():
            for col, (ref_table, ref_col) in t.references.items():
                if ref_table != self.name:
                    continue
                doomed = set(self._frame.loc[ids, ref_col].astype(str))
                used = self.working[other][col].astype(str)
                hit = used[used.isin(doomed)]
                if len(hit):
                    return Problem(self.table.filename, StillReferenced(table=other, count=int(len(hit))),
                                   column=ref_col, value=str(hit.iat[0]))
        return None

    # ------------------------------------------------------------ sorting / filtering
    def set_search(self, text: str) -> None:
        self._filter_text = text.strip()
        self.beginResetModel()
        self._recompute_view()
        self.endResetModel()

    def set_column_filter(self, column: str, value: str) -> None:
        self._filters[column] = value
        self.beginResetModel()
        self._recompute_view()
        self.endResetModel()

    def value_label(self, column: str, value: str) -> str:
        """A cell value as shown: a provider id as the provider's name in the interface language; a region code the
        catalog names, by its name with the code beside it (the filter's list)."""
        if column == "provider" and value:
            return words.provider_name(self.working, value)
        if column == "region" and value in words.region_codes():
            return words.region_label(value)
        return value

    def distinct(self, column: str) -> list[str]:
        if column not in self._display.columns:
            return []
        return sorted(v for v in self._display[column].unique() if v)

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        self.layoutAboutToBeChanged.emit()
        self._sort = (column, order) if column >= 0 else None
        self._recompute_view()
        self.layoutChanged.emit()

    # ------------------------------------------------------------ Qt model interface
    def rowCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._view)

    def columnCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.columns)

    def flags(self, index):
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        if self.columns[index.column()] in KEPT_COLUMNS:  # the editor's own bookkeeping: shown, never typed
            return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsEditable

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        pos = int(self._view[index.row()])
        if role == Qt.ItemDataRole.EditRole:
            return self._cell_text(pos, index.column())
        name = self.columns[index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            text = self._cell_text(pos, index.column())
            if name == "source" and self.name != "sources" and ("text-" in text or USER in text):
                return self._source_words(text, pos)
            if self.name == "sources" and name == "source_id" and text == USER:  # the id others cite, kept beside
                return self.tr("your edit (cited as “%1”)").replace("%1", USER)
            if name == price_cites.COLUMN and text:
                return self._user_prices_words(text)
            return self.value_label(name, text) if name == "provider" and self.name != "providers" else text
        if role == Qt.ItemDataRole.BackgroundRole:
            origin = self._origin_arr[pos]
            if origin == edits.ADDED:
                return QBrush(_ADDED_BG)
            if origin == edits.EDITED:
                return QBrush(_EDITED_BG)
            return None
        if role == Qt.ItemDataRole.ForegroundRole:
            if self._cell_stale(pos, name):
                return QBrush(_STALE_FG)
            return None
        if role == Qt.ItemDataRole.ToolTipRole:
            tips = []
            mine = self._user_price_date(pos, name)
            if self._cell_stale(pos, name):
                tips.append(self.tr("Stale: this row is dated %1, more than %2 days ago.")
                            .replace("%1", mine or str(self._frame["as_of"].iat[pos]))
                            .replace("%2", f"{self.stale_days:g}"))
            origin = self._origin_arr[pos]
            quote = price_cites.sources(self._frame[price_cites.COLUMN].iat[pos]).get(name) if mine else None
            if quote:
                tips.append(self.tr("Quoted to you (%1) on %2; the row's other prices keep their source.")
                            .replace("%1", self._quote_words(quote)).replace("%2", words.date_text(mine)))
            elif mine:
                tips.append(self.tr("Your own price, typed on %1; the row's other prices keep their source.")
                            .replace("%1", words.date_text(mine)))
            elif name in PRICE_COLUMNS and self.name == "instances" and origin != edits.ADDED:
                tips.append(self.tr("From the row's source (%1), dated %2.")
                            .replace("%1", self._source_words(str(self._frame["source"].iat[pos]), pos))
                            .replace("%2", words.date_text(self._frame["as_of"].iat[pos])))
            elif origin == edits.ADDED:
                tips.append(self.tr("Added by you (not in the bundled catalog)."))
            elif origin == edits.EDITED:
                tips.append(self.tr("Changed by you (differs from the bundled catalog)."))
            text = self._cell_text(pos, index.column())
            if name == "source" and self.name != "sources" and self._cites_user(text):
                tips.append(self.tr("Source: %1, a value typed in this editor.").replace(
                    "%1", self._source_words(text, pos)))
            elif name == price_cites.COLUMN:
                if len(text) > 40:  # the whole of a long one, in words (not the stored text)
                    tips.append(self._user_prices_words(text))
            elif len(text) > 40 or (name == "provider" and self.name != "providers" and text):
                tips.append(self._source_words(text, pos) if name == "source" and "text-" in text else text)
            elif name == "region" and text in words.region_codes():  # the code in the cell, its name here
                tips.append(words.region_label(text))
            if name == price_cites.COLUMN:
                tips.append(self.tr("The prices of this row you typed yourself or were quoted, each with its date. Kept "
                                    "by the editor as you type a price (undone with it); not typed here."))
            col = self.table.column(name)
            if col.unit:
                currency = str(self._frame["currency"].iat[pos]) if "currency" in self.columns else ""
                tips.append(self.tr("Unit: %1").replace("%1", unit_text(col.unit, "" if currency == "nan" else currency)))
            tips += self._practical_tips(pos, name)
            return plain_tip("\n".join(tips)) or None
        if role == Qt.ItemDataRole.TextAlignmentRole and self.table.column(name).kind in (FLOAT, INT):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == ORIGIN_ROLE:
            return self._origin_arr[pos]
        return None

    def _source_words(self, cell: str, pos: int) -> str:
        """A source cell as read: a free-text source (an imported file's "quote from sales, 2026-12", kept under an id
        ``text-<hash>`` in the sources table) by its words; the user's own value (``user``) as "your edit, <the row's
        date>"; other sources by their ids, as typed. The stored cell is not changed."""
        from gpu_advisor.core.catalog import cite_any
        parts = [self._user_words(pos) if c.source_id == USER
                 else c.title if c.known and c.source_id.startswith("text-") and c.title
                 else f"{c.source_id} {c.locator}".strip() if c.source_id else c.title
                 for c in cite_any(self.working, cell)]
        return "; ".join(p for p in parts if p) or cell

    def _user_prices_words(self, cell: str) -> str:
        """A ``user_prices`` cell as read: "On-demand per hour 2026-12-06; Monthly 2026-11-01 (quoted)"."""
        dates, quoted = price_cites.parse(cell), price_cites.sources(cell)
        parts = [(self.tr("%1 %2 (quoted)") if c in quoted else "%1 %2").replace("%1", words.column_name(c))
                 .replace("%2", words.date_text(d)) for c, d in dates.items()]
        return words.listing(parts) or cell

    def _quote_words(self, source_id: str) -> str:
        """Who quoted a price (the quote's title in the sources table), else the quote's id."""
        from gpu_advisor.core.catalog import cite_any
        return next((c.title for c in cite_any(self.working, source_id) if c.known and c.title), source_id)

    def _user_price_date(self, pos: int, name: str) -> str:
        """The date the user typed the price in column ``name`` of row ``pos`` ("" when it is not the user's own)."""
        if name not in PRICE_COLUMNS or price_cites.COLUMN not in self.columns:
            return ""
        return price_cites.parse(self._frame[price_cites.COLUMN].iat[pos]).get(name, "")

    def _cell_stale(self, pos: int, name: str) -> bool:
        """A price or the row's date shown as stale: a price the user typed by its own date, any other by the row's."""
        if name not in PRICE_COLUMNS and name != "as_of":
            return False
        mine = self._user_price_date(pos, name)
        if mine:
            return bool(edits.stale_rows(pd.DataFrame({"as_of": [mine]}), self.stale_days)[0])
        return bool(self._stale_arr[pos])

    def _cites_user(self, cell: str) -> bool:
        from gpu_advisor.core.catalog import cite_any
        return USER in cell and any(c.source_id == USER for c in cite_any(self.working, cell))

    def _user_words(self, pos: int) -> str:
        """"your edit, 2026-03-14": the row's date (set when a price is typed) when it has one."""
        date = words.date_text(self._frame["as_of"].iat[pos]) if "as_of" in self.columns else "—"
        if date == "—":
            return self.tr("your edit")
        return self.tr("your edit, %1").replace("%1", date)

    def _practical_tips(self, pos: int, name: str) -> list[str]:
        """What the row is for, on the instance type and GPU cells of instances (instance_purposes.csv) and on the GPU
        cell (gpu_support.csv): such a row stays in the catalog but is not offered for training or serving."""
        if self.name != "instances" or name not in ("instance_type", "gpu"):
            return []
        from gpu_advisor.core.estimate import practical
        frame = self._frame
        out = []
        if name == "instance_type":
            prov, it = str(frame["provider"].iat[pos]), str(frame["instance_type"].iat[pos])
            found = practical.purposes(self.working, prov, it)
            out += [words.practical_text(p) for p in found]
            cpu = practical.host_cpu(self.working, prov, it)  # instance_cpus.csv: an Arm host its GPU cannot run on
            if cpu is not None and practical.arm_gpu_refused(self.working, cpu.arch, str(frame["gpu"].iat[pos])):
                out.append(words.practical_text(practical.ARM_GPU_UNSUPPORTED))
        else:
            out += [words.practical_text(c) for c in practical.gpu_refusals(self.working, str(frame["gpu"].iat[pos]), "bf16",
                                                                            serving=True)]
        return out

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):
        if orientation == Qt.Orientation.Horizontal:
            if role == Qt.ItemDataRole.DisplayRole:
                return words.column_name(self.columns[section])
            if role == Qt.ItemDataRole.ToolTipRole:
                c = self.table.columns[section]  # the CSV column's own name first: what a file must use
                return " — ".join(x for x in (c.name, c.description, c.unit) if x)
            return None
        if role == Qt.ItemDataRole.DisplayRole and section < len(self._view):
            mark = {edits.ADDED: " +", edits.EDITED: " ✎"}.get(self._origin_arr[self._view[section]], "")
            return f"{self._view[section] + 2}{mark}"
        if role == Qt.ItemDataRole.ToolTipRole and section < len(self._view):
            # The number is the row's line in the table's file (line 1: the headings), as the editor's messages and an
            # import's problems name rows: the last of 478 rows reads 479, which is not the count.
            return self.tr("Line %1 of %2 (line 1 holds the column names)").replace(
                "%1", str(self._view[section] + 2)).replace("%2", self.table.filename)
        return None

    def setData(self, index, value, role=Qt.ItemDataRole.EditRole) -> bool:
        if role != Qt.ItemDataRole.EditRole or not index.isValid():
            return False
        pos = int(self._view[index.row()])
        name = self.columns[index.column()]
        if name in KEPT_COLUMNS:
            return False
        text = "" if value is None else str(value)
        if text.strip() == self._cell_text(pos, index.column()):
            return False
        check = edits.check_cell(self.working, self.name, self._frame.reset_index(drop=True), pos, name, text,
                                 _dt.date.today())
        if not check.ok:
            self.refused.emit(check.problems[0])
            self.refused_at.emit(index.row(), index.column())
            return False
        rid = self._frame.index[pos]
        new = check.value
        if self.table.column(name).kind == BOOL and _is_missing(new):
            new = pd.NA
        # A price or rate the user types is the user's own, as of today: the row cites the user (so a price update
        # keeps it unless the user ticks it) and is not stale. Set with the price, in the same undo step.
        values = {name: new}
        row_currency = self._frame.at[rid, "currency"] if "currency" in self.columns else "?"
        if check.currency and (_is_missing(row_currency) or not str(row_currency).strip()):
            values["currency"] = check.currency  # "$1.20" in a row without a currency yet: the row's is USD
        # An instance row's one price typed: that price becomes the user's (its user_prices entry), the row's other
        # prices keep their source, date and staleness (core/catalog/price_cites.py).
        cites = self._frame.at[rid, price_cites.COLUMN] if price_cites.COLUMN in self.columns else ""
        if name == "gpu" and "gpu_memory_gb" in self.columns:  # the new GPU's memory, as an added row gets it
            values.update(edits.cells_after_gpu_change(self.working, self.name, name, self._frame.at[rid, name], new,
                                                       self._frame.at[rid, "gpu_memory_gb"]))
        provenance = edits.price_edit_cells(self.name, name, _dt.date.today(), cites, emptied=_is_missing(new))
        for column, value in provenance.items():
            if column in self.columns and str(self._frame.at[rid, column]) != value:
                values[column] = value
        notes = self._frame.at[rid, "notes"] if provenance and "notes" in self.columns else None
        if provenance and ("source" in values or price_cites.last_sourced_price(
                {c: self._frame.at[rid, c] for c in edits.PRICE_CELLS[self.name]}, name, cites, provenance)) \
                and isinstance(notes, str) and notes.strip():
            # The row's notes were written about the price it had (its snapshot, its source): say so, once (the first
            # time the user's own price replaces the source's, or the last of an instance row's prices that still
            # cited its source), so they no longer read as if about the typed price.
            values["notes"] = self.tr("Earlier notes, about the previous price (%1): %2") \
                .replace("%1", self._cell_text(pos, index.column()) or "—").replace("%2", notes.strip())
        old = {column: self._frame.at[rid, column] for column in values}
        warning = self._price_warning(pos, name, new)  # against the row before the edit
        if edits.fractional_gpus(self.name, name, new):
            warning = self.tr("%1 GPUs: a fraction of a GPU (a vGPU slice) is kept in the catalog but never "
                              "recommended; this row will be left out of recommendations.").replace(
                "%1", format_number(new))
        # The undo action reads "Undo edit “As of” (row 472)": the column's name quoted, so it never runs into the
        # words around it ("Edit As of of row 472").
        self.undo.push(SetCellCommand(self, rid, old, values, step_text(
            lambda c, r: QCoreApplication.translate("CatalogTableModel", "edit “%1” (row %2)")
            .replace("%1", words.column_name(c)).replace("%2", str(r)), name, pos + 2)))
        self.accepted.emit()
        if warning:
            self.warned.emit(warning)
        return True

    def _price_warning(self, pos: int, name: str, value) -> str:
        """One sentence on why a stored price looks like a slip (``edits.price_warnings``), or "": checked against
        the row as it was before the edit (``pos`` still holds the old price)."""
        from gpu_advisor.core.prices import update as up
        try:
            factor: float | None = up.big_change_factor(self.working)
        except LookupError:
            factor = None
        found = edits.price_warnings(self.name, self._frame.reset_index(drop=True), pos, name, value, factor)
        if not found:
            return ""
        currency = str(self._frame["currency"].iat[pos]) if "currency" in self.columns else ""
        unit = unit_text(self.table.column(name).unit or "", "" if currency == "nan" else currency)

        def price(v: float) -> str:
            return f"{words.number(v, None)} {unit}".strip()

        parts = []
        for w in found:
            if w.kind == "spot_above_on_demand":
                parts.append(self.tr("the spot price %1 is above the on-demand price %2 (the catalog calls spot dearer "
                                     "than on-demand anomalous)").replace("%1", price(w.value))
                             .replace("%2", price(w.reference)))
            else:
                parts.append(self.tr("it is more than ×%1 the previous price %2, up or down (often a slip of unit)")
                             .replace("%1", words.number(w.factor or 0, 1 if (w.factor or 0) % 1 else 0))
                             .replace("%2", price(w.reference)))
        return self.tr("Check “%1” (row %2): %3. Stored; undo (Ctrl+Z) if this was a slip.") \
            .replace("%1", words.column_name(name)).replace("%2", str(pos + 2)).replace("%3", "; ".join(parts))
