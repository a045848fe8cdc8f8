"""Column widths of a catalog editor page: sized to every row's contents (not the 40 rows Qt samples, which left
"12775.…" in the zh monthly column at 1280×720), and widened when an edit or an added row brings a wider value (a
typed date "2026-12-06" in a column sized for "2023-06")."""

from __future__ import annotations

from PySide6.QtWidgets import QTableView

MIN_WIDTH, MAX_WIDTH = 60, 260  # a column never narrower than a short number, never wider than a third of 720p
# Columns shown as words other than their stored text (a provider's name, a source's words): Qt's own hint.
_SHOWN_OTHERWISE = ("provider", "source")
_PADDING = 16  # the cell's margins and the focus frame
WIDEN_ROWS = 200  # an edit or added rows; a larger change is a whole table's


def _text_width(view: QTableView, text: str) -> int:
    return view.fontMetrics().horizontalAdvance(text) + _PADDING


def fit_columns(view: QTableView, model) -> None:
    """Size every column to its header and its widest stored text, within MIN_WIDTH..MAX_WIDTH."""
    view.resizeColumnsToContents()
    for c, name in enumerate(model.columns):
        width = view.columnWidth(c)
        if name == "provider" and model.name != "providers" and model.rowCount():  # shown by its name
            width = max(width, *(_text_width(view, model.value_label(name, v)) for v in model.distinct(name)))
        elif name not in _SHOWN_OTHERWISE and model.rowCount():
            width = max(width, *(_text_width(view, t) for t in model.widest_texts(c)))
        view.setColumnWidth(c, min(max(width, MIN_WIDTH), MAX_WIDTH))


def widen_for(view: QTableView, model, first_row: int, last_row: int, first_col: int = 0,
              last_col: int | None = None) -> None:
    """Widen the columns whose cells in rows ``first_row..last_row`` (view rows) no longer fit, up to MAX_WIDTH."""
    if last_col is None:
        last_col = len(model.columns) - 1
    if last_row - first_row > WIDEN_ROWS:  # a whole table changed (a reset, a sort): sized when shown, not here
        return
    for c in range(max(first_col, 0), min(last_col, len(model.columns) - 1) + 1):
        if model.columns[c] in _SHOWN_OTHERWISE:
            continue
        need = max((_text_width(view, str(model.index(r, c).data() or ""))
                    for r in range(max(first_row, 0), min(last_row, model.rowCount() - 1) + 1)), default=0)
        if need > view.columnWidth(c):
            view.setColumnWidth(c, min(need, MAX_WIDTH))
