"""The result pane's tables (``result_table``), and one column of a table kept within the view's width, its text
wrapped and each row as high as its wrapped text (``WrappedColumn``).

The Alternatives tab's "Why not chosen" reasons are sentences ("Costs ¥3.26 (21%) more. Takes 16 hours longer…"):
sized to their one-line width, at 1280 x 720 they ran past the view's right edge and were read by scrolling a single
line sideways. The column takes the room the columns before it leave (never less than ``MIN_WIDTH``), its text
wraps, and the rows grow to hold it. The columns before it are sized to their contents, a long text wrapped at a
share of the view's width (the runner-up's GPU, "2 × A100-80GB-PCIE (runner-up)" on one line, left the reason at
the right edge; its mark now has a line of its own, gui/alt_table.py, and the share is a safety net). The columns
after it are in view as far as they fit whole once the reason has its one-line width (the billing at 1920 x 1080);
the reason takes the rest, so the last column in view ends at the view's right edge, and the others are to the
right, read by scrolling. The Assumptions tab's sources, one long line each, are wrapped so too (their column,
header included, was off-screen at 1920 px). Number columns keep the header's own ResizeToContents sizing; only
the wrapped columns get a width set here.
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QEvent, QObject, QSortFilterProxyModel, Qt
from PySide6.QtWidgets import QHeaderView, QTableView, QWidget

from gpu_advisor.gui.table_model import SORT_ROLE, FrameModel

MIN_WIDTH = 220  # the narrowest the wrapped column gets (about four words a line), in pixels


def result_table(parent: QWidget, model: FrameModel, sortable: bool = False) -> QTableView:
    """A read-only table of ``model``, whole rows selected, columns sized to their contents and the last one
    stretched; ``sortable``: sorted by a column's header click (on the values, ``SORT_ROLE``)."""
    v = QTableView(parent)
    if sortable:
        proxy = QSortFilterProxyModel(parent)
        proxy.setSourceModel(model)
        proxy.setSortRole(SORT_ROLE)
        v.setModel(proxy)
        v.setSortingEnabled(True)
        v.sortByColumn(-1, Qt.SortOrder.AscendingOrder)
    else:
        v.setModel(model)
    v.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
    v.setEditTriggers(QTableView.EditTrigger.NoEditTriggers)
    v.setAlternatingRowColors(True)
    v.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    v.horizontalHeader().setStretchLastSection(True)
    return v


class WrappedColumn(QObject):
    """Keeps the column of ``view`` whose header reads ``name()`` (asked each time: the words follow the language)
    as wide as the view's room right of the columns before it (and left of those after it that fit whole), its
    text wrapped, the rows as high as their text. Fitted again when the model is filled or sorted and when the view
    changes width. ``share``: the columns before it are each at most that share of the view's width, their text
    wrapped too (the Assumptions tab: an assumption's name and its value, ~700 px together at 1280 x 720, left the
    sources less than their least width; the Alternatives tab: a long GPU or provider name); a column of numbers is
    never wrapped. None: they keep their contents' width."""

    def __init__(self, view: QTableView, name: Callable[[], str], share: float | None = None):
        super().__init__(view)
        self.view = view
        self.name = name
        self.share = share
        # The widths are all set here: the header's own stretch of the last column, worked out on its stale width,
        # left rows 1 line short (and would widen the last column past the view's right edge).
        view.horizontalHeader().setStretchLastSection(False)
        view.setWordWrap(True)
        rows = view.verticalHeader()
        rows.setMinimumSectionSize(rows.defaultSectionSize())  # a row of one line as high as before
        rows.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self._viewport = view.viewport()
        self._viewport.installEventFilter(self)
        model = view.model()
        model.modelReset.connect(self.fit)
        model.layoutChanged.connect(self.fit)  # (sorted: each row's height follows its own text)
        self._width = (-1, -1)  # (column, width) last set

    def column(self) -> int:
        """The wrapped column's number in the model (-1: no such column now)."""
        model, name = self.view.model(), self.name()
        return next((c for c in range(model.columnCount()) if model.headerData(c, Qt.Orientation.Horizontal) == name),
                    -1)

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.Resize and watched is self._viewport:  # (not the view: it may be closing)
            self.fit()
        return False

    def fit(self) -> None:
        """The column as wide as the room the columns before it leave (``MIN_WIDTH`` at least), less the columns
        after it that fit whole once it has the width of its text on one line: the last column in view ends at the
        view's right edge, none cut in two. The rows as high as their wrapped text."""
        view, col = self.view, self.column()
        header = view.horizontalHeader()
        if col < 0:
            return
        if header.sectionResizeMode(col) != QHeaderView.ResizeMode.Fixed:
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.Fixed)
        if self.share is not None:
            self._cap_before(col)
        header.resizeSections()  # the columns sized to their contents now, not at the next layout
        shown = sorted((header.visualIndex(c), c) for c in range(header.count())
                       if c != col and not header.isSectionHidden(c))
        here = header.visualIndex(col)
        room = view.viewport().width() - sum(header.sectionSize(c) for v, c in shown if v < here)
        # its text on one line if the room allows; then the columns after it that fit whole, in order
        spare, after = room - max(min(view.sizeHintForColumn(col), room), MIN_WIDTH), 0
        for _, c in (p for p in shown if p[0] > here):
            if header.sectionSize(c) > spare - after:
                break
            after += header.sectionSize(c)
        width = max(room - after, MIN_WIDTH)  # the rest: the last column in view ends at the view's right edge
        if (col, width) != self._width or header.sectionSize(col) != width:
            self._width = (col, width)
            header.resizeSection(col, width)
        view.resizeRowsToContents()

    def _cap_before(self, col: int) -> None:
        """The columns before ``col`` sized to their contents and header (the header's ResizeToContents), but a
        column of text that would be wider than ``share`` of the view's width is that wide, its text wrapped (a
        column of numbers, right-aligned by the model, is never wrapped: "10.3 s (first token" over "0.107 s)")."""
        view, header, model = self.view, self.view.horizontalHeader(), self.view.model()
        cap = max(int(view.viewport().width() * (self.share or 0)), header.minimumSectionSize())
        right = int(Qt.AlignmentFlag.AlignRight)
        for c in range(header.count()):
            if c == col or header.isSectionHidden(c) or header.visualIndex(c) > header.visualIndex(col):
                continue
            numbers = int(model.index(0, c).data(Qt.ItemDataRole.TextAlignmentRole) or 0) & right
            wide = not numbers and max(view.sizeHintForColumn(c), header.sectionSizeHint(c)) > cap
            mode = QHeaderView.ResizeMode.Fixed if wide else QHeaderView.ResizeMode.ResizeToContents
            if header.sectionResizeMode(c) != mode:
                header.setSectionResizeMode(c, mode)
            if wide and header.sectionSize(c) != cap:
                header.resizeSection(c, cap)
