"""The Team plan window's table of jobs: which servers each job gets (GPUs × model on provider and region), at what
billing, hours per run, runs a month, what its month costs and how old its price is, as ``gpu-advisor plan`` prints
it. A read-only Qt model (``JobsModel``) under a ``QTableView``, as the app's other tables; words from
``text.plan_text``."""

from __future__ import annotations

from typing import Any

from gpu_advisor.text import plan_text
from gpu_advisor.gui.table_model import plain_tip
from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView

NUMERIC = (3, 4, 5)  # hours per run, runs, cost a month: right-aligned
SERVERS = 1


class JobsModel(QAbstractTableModel):
    """One row per job of the month priced last (none while there is no month)."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self._rows: list[list[str]] = []
        self._tips: list[str] = []
        self._headers = plan_text.job_headers()

    def set_result(self, res: Any, cat: Any = None) -> None:
        self.beginResetModel()
        self._headers = plan_text.job_headers()
        self._rows = [plan_text.job_cells(res, j, i, cat) for i, j in enumerate(res.jobs, 1)]
        self._tips = [plan_text.where_text(res, j, cat) for j in res.jobs]
        self.endResetModel()

    def clear(self) -> None:
        self.beginResetModel()
        self._rows, self._tips = [], []
        self.endResetModel()

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: N802
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: N802
        return 0 if parent.isValid() else len(self._headers)

    def cell(self, row: int, column: int) -> str:
        return self._rows[row][column]

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        r, c = index.row(), index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return self._rows[r][c]
        if role == Qt.ItemDataRole.TextAlignmentRole and c in NUMERIC:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ToolTipRole and c == SERVERS:
            return plain_tip(self._tips[r])
        return None

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):  # noqa: N802
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return self._headers[section]
        return None


class JobsTable(QTableView):
    """The jobs table: read-only, rows selected whole, columns sized to their contents."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.jobs_model = JobsModel(self)
        self.setModel(self.jobs_model)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setAlternatingRowColors(True)
        self.setWordWrap(False)
        self.verticalHeader().hide()
        head = self.horizontalHeader()
        head.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)  # the servers never cut to "256 × …"
        head.setStretchLastSection(True)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.setAccessibleName(self.tr("Jobs of the month, priced"))

    def rows_height(self) -> int:
        """The height that shows every row (at most eight) without a scroll bar."""
        n = min(8, max(1, self.jobs_model.rowCount()))
        return self.horizontalHeader().height() + n * self.verticalHeader().defaultSectionSize() + 4
