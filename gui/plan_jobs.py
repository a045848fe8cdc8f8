"""The Team plan window's table of jobs: which servers each job gets (GPUs × model on provider and region), at what
billing, hours per run, runs a month, what its month costs and how old its price is, as ``gpu-advisor plan`` prints
it. A read-only Qt model (``JobsModel``) under a ``QTableView``, as the app's other tables; words from
``text.plan_text``. The table fits the width it is given (the window at 1280 × 800 once scrolled it sideways): the
short columns keep their contents' width, and the job, its servers and its billing share the rest, wrapped on their
words, each cell's full text in its tooltip."""

from __future__ import annotations

import itertools
import re
from typing import Any

from gpu_advisor.text import plan_text
from gpu_advisor.gui.table_model import plain_tip
from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QSplitter, QTableView

NUMERIC = (3, 4, 5)  # hours per run, runs, cost a month: right-aligned
SERVERS = 1
WRAPPED = (0, 1, 2)  # the job, its servers, its billing: words that may take two lines when the width is short
PAD = 12  # a cell's margins and grid line around its text
# A line may break after any Chinese character (and its full-width punctuation), elsewhere between words only.
_UNBROKEN = re.compile(r"[\u2e80-\u9fff\u3000-\u303f\uff00-\uffef]|[^\s\u2e80-\u9fff\u3000-\u303f\uff00-\uffef]+")


class JobsModel(QAbstractTableModel):
    """One row per job of the month priced last (none while there is no month)."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self._rows: list[list[str]] = []
        self._tips: list[str] = []
        self._job_tips: list[str] = []
        self._headers = plan_text.job_headers()

    def set_result(self, res: Any, cat: Any = None) -> None:
        self.beginResetModel()
        self._headers = plan_text.job_headers()
        self._rows = [plan_text.job_cells(res, j, i, cat) for i, j in enumerate(res.jobs, 1)]
        # the servers' tip: the region's code too ("Israel (me-west1)", as the console writes it), and the server type
        self._tips = [plan_text.servers_text(res, j, cat, code=True) + "\n" + plan_text.where_text(res, j, cat)
                      for j in res.jobs]
        # the job's tip: its name, then the answers it left open and what was assumed (as the main window lists them)
        self._job_tips = [self._rows[i][0] + "".join(f"\n{t}" for t in ([plan_text.assumed_heading()] + lines
                                                                      if lines else []))
                          for i, lines in enumerate(plan_text.job_assumed(j, cat) for j in res.jobs)]
        self.endResetModel()

    def clear(self) -> None:
        self.beginResetModel()
        self._rows, self._tips, self._job_tips = [], [], []
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
        if role == Qt.ItemDataRole.ToolTipRole and c == 0:
            return plain_tip(self._job_tips[r])
        if role == Qt.ItemDataRole.ToolTipRole and c == SERVERS:
            return plain_tip(self._tips[r])
        if role == Qt.ItemDataRole.ToolTipRole and c in WRAPPED:  # the whole text, however the cell is wrapped
            return plain_tip(self._rows[r][c])
        return None

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):  # noqa: N802
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return self._headers[section]
        return None


class JobsTable(QTableView):
    """The jobs table: read-only, rows selected whole; the short columns as wide as their contents, the job, its
    servers and its billing sharing the rest of the width, wrapped (``fit_columns``): no sideways scrolling while
    every word of them has a line's room."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.jobs_model = JobsModel(self)
        self.setModel(self.jobs_model)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setAlternatingRowColors(True)
        self.setWordWrap(True)
        self.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.verticalHeader().hide()
        head = self.horizontalHeader()
        head.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)  # set by fit_columns, as the width changes
        head.setStretchLastSection(False)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.setAccessibleName(self.tr("Jobs of the month, priced"))
        self.jobs_model.modelReset.connect(self.fit_columns)
        self._fitting = False
        self._splitter: QSplitter | None = None  # the window's splitter whose pane this table is (keep_rows_in)
        self._sized_by_hand = False

    def keep_rows_in(self, splitter: QSplitter) -> None:
        """Size this table's pane of ``splitter`` to show its rows (wrapped rows are taller), taking the room from
        the pane below it, until the user drags the splitter."""
        self._splitter = splitter
        splitter.splitterMoved.connect(lambda *_a: setattr(self, "_sized_by_hand", True))

    def _fit_height(self) -> None:
        split = self._splitter
        if split is None or self._sized_by_hand or self.jobs_model.rowCount() == 0 or split.count() < 2:
            return
        sizes = split.sizes()
        i = split.indexOf(self)
        if i < 0 or i + 1 >= len(sizes):
            return
        need = min(self.rows_height(), int(split.height() * 0.45))  # the timeline keeps the most room
        below = split.widget(i + 1)
        move = max(need, self.minimumSizeHint().height()) - sizes[i]
        move = min(move, sizes[i + 1] - (below.minimumSizeHint().height() if below is not None else 0))
        if move != 0 and sizes[i + 1] > 0:
            sizes[i] += move
            sizes[i + 1] -= move
            split.setSizes(sizes)

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        self.fit_columns()

    def _lines(self, text: str, width: int) -> int:
        """How many lines ``text`` takes in a cell ``width`` wide, wrapped on its words."""
        fm = self.fontMetrics()
        box = fm.boundingRect(0, 0, max(1, width - PAD), 100000, int(Qt.TextFlag.TextWordWrap), text)
        return max(1, round(box.height() / max(1, fm.lineSpacing())))

    def _width_for(self, column: int, lines: int) -> int:
        """The narrowest width at which every cell of ``column`` takes at most ``lines`` lines, each word whole
        (one Chinese character is a word here); never narrower than the header."""
        fm = self.fontMetrics()
        cells = [self.jobs_model.cell(r, column) for r in range(self.jobs_model.rowCount())]
        full = max((fm.horizontalAdvance(t) for t in cells), default=0) + PAD
        word = max((fm.horizontalAdvance(w) for t in cells for w in _UNBROKEN.findall(t)), default=0) + PAD
        lo, hi = min(word, full), full
        while lo < hi:  # the narrowest width that holds every cell in ``lines`` lines
            mid = (lo + hi) // 2
            if all(self._lines(t, mid) <= lines for t in cells):
                hi = mid
            else:
                lo = mid + 1
        return hi

    def _header_width(self, column: int) -> int:
        """The header's words on one line, with its margins (no room for a sort arrow: the table is not sorted)."""
        text = str(self.jobs_model.headerData(column, Qt.Orientation.Horizontal) or "")
        return self.horizontalHeader().fontMetrics().horizontalAdvance(text) + PAD + 4

    def fit_columns(self) -> None:
        """Each column's width for the width there is: the short ones their contents'; the job, its servers and its
        billing what is left, wrapped so that the rows take the fewest lines in all (one each if they can), the
        servers taking what is spare."""
        n = self.jobs_model.columnCount()
        if n == 0 or self._fitting:
            return
        self._fitting = True
        try:
            fixed = {c: max(self._header_width(c), self._width_for(c, 1)) for c in range(n) if c not in WRAPPED}
            room = self.viewport().width() - sum(fixed.values())
            ways = {c: [max(self._header_width(c), self._width_for(c, k)) for k in range(1, 5)] for c in WRAPPED}
            cells = {c: [self.jobs_model.cell(r, c) for r in range(self.jobs_model.rowCount())] for c in WRAPPED}
            best: tuple[int, int, dict[int, int]] | None = None
            for pick in itertools.product(range(4), repeat=len(WRAPPED)):  # lines for each wrapped column
                w = {c: ways[c][k] for c, k in zip(WRAPPED, pick)}
                width = sum(w.values())
                height = sum(max(self._lines(cells[c][r], w[c]) for c in WRAPPED)
                             for r in range(self.jobs_model.rowCount()))
                key = (0 if width <= room else width, height)  # what fits first, then the fewest lines
                if best is None or key < best[:2]:
                    best = (*key, w)
            assert best is not None
            widths = {**fixed, **best[2]}
            widths[SERVERS] += max(0, room - sum(best[2].values()))  # no empty strip at the right
            head = self.horizontalHeader()
            for c in range(n):
                head.resizeSection(c, widths[c])
            self.resizeRowsToContents()
            self._fit_height()
        finally:
            self._fitting = False

    def rows_height(self) -> int:
        """The height that shows every row (at most eight) without a scroll bar, wrapped rows as tall as they are."""
        n = min(8, self.jobs_model.rowCount())
        rows = sum(self.rowHeight(r) for r in range(n)) if n else self.verticalHeader().defaultSectionSize()
        return self.horizontalHeader().height() + rows + 2 * self.frameWidth()
