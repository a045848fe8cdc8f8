"""A read-only Qt table model over one catalog DataFrame (one reset call fills it)."""

from __future__ import annotations

import html
import math
from typing import Any, Callable

import pandas as pd
from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor, QFont

from gpu_advisor import text as words

SORT_ROLE = Qt.ItemDataRole.UserRole + 1
WARN_FG = "#8a5a00"  # the card's amber warning (result_card.CARD_STYLE status_warn)


def plain_tip(text: str) -> str:
    """A tooltip that shows ``text`` as typed: Qt renders a tooltip that looks like HTML as HTML, so
    catalog text ("<b>FREE</b>") is escaped inside an explicit rich-text wrapper."""
    return "<qt>" + html.escape(str(text)).replace("\n", "<br>") + "</qt>" if text else text


class FrameModel(QAbstractTableModel):
    """Shows a DataFrame; numbers right-aligned, missing values empty, a sort role with raw values."""

    def __init__(self, frame: pd.DataFrame | None = None, parent=None, first_row: int = 1):
        """``first_row``: the number of the first row in the vertical header (2 where the rows are a CSV file's
        lines as a spreadsheet numbers them, under the header row; 1 for a table of results)."""
        super().__init__(parent)
        self._first_row = first_row
        self._frame = pd.DataFrame()
        self._columns: list[str] = []
        self._values: list[list] = []
        self._marked: frozenset[int] = frozenset()
        self._shown: list[Callable[[Any], str] | None] = []
        if frame is not None:
            self.set_frame(frame)

    def set_frame(self, frame: pd.DataFrame, shown: dict[str, Callable[[Any], str]] | None = None,
                  marked: tuple[int, ...] = ()) -> None:
        """Show ``frame``; ``shown`` maps a column to how its values read (money in the answer's currency), while
        sorting keeps the raw values; the rows at positions ``marked`` are in bold. A ``shown`` callable with a
        ``tip`` method gives its values' tooltips too ("" for none), one with a ``warn`` method their amber (True)."""
        self.beginResetModel()
        self._marked = frozenset(marked)
        self._frame = frame
        self._columns = [str(c) for c in frame.columns]
        # Column-major plain Python lists: data() is called for every visible cell on each paint.
        self._values = [frame[c].tolist() for c in frame.columns]
        self._shown = [(shown or {}).get(c) for c in self._columns]
        self.endResetModel()

    def frame(self) -> pd.DataFrame:
        return self._frame

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._frame)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._columns)

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        v = self._values[index.column()][index.row()]
        missing = v is None or v is pd.NA or (isinstance(v, float) and math.isnan(v))
        if role == Qt.ItemDataRole.DisplayRole:
            if missing:
                return ""
            how = self._shown[index.column()]
            if how is not None:
                return how(v)
            if isinstance(v, float) or (isinstance(v, int) and not isinstance(v, bool) and abs(v) >= 1e15):
                return words.cell_number(v)  # the language's separators, never "1.23457e+06" nor "1e+15"
            return str(v)
        if role == SORT_ROLE:
            return None if missing else (v if isinstance(v, (int, float)) else str(v))
        if role == Qt.ItemDataRole.TextAlignmentRole and isinstance(v, (int, float)) and not isinstance(v, bool):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ForegroundRole and not missing:
            warn = getattr(self._shown[index.column()], "warn", None)  # a value to heed: amber, as the card's ⚠
            return QBrush(QColor(WARN_FG)) if warn is not None and warn(v) else None
        if role == Qt.ItemDataRole.ToolTipRole and not missing:
            tip = getattr(self._shown[index.column()], "tip", None)  # a column whose values say more on hover
            said = tip(v) if tip is not None else ""
            if said:
                return plain_tip(said)
        if role == Qt.ItemDataRole.ToolTipRole and isinstance(v, str) and len(v) > 40:
            return plain_tip(v)
        if role == Qt.ItemDataRole.FontRole and index.row() in self._marked:
            font = QFont()
            font.setBold(True)
            return font
        return None

    def marked_rows(self) -> frozenset[int]:
        return self._marked

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            return self._columns[section] if section < len(self._columns) else None
        return str(section + self._first_row)
