"""The result pane's tables (``result_table``), and one column of a table kept within the view's width, its text
wrapped and each row as high as its wrapped text (``WrappedColumn``).

The Alternatives tab's "Why not chosen" reasons are sentences ("Costs ¥3.26 (21%) more. Takes 16 hours longer…"):
sized to their one-line width, at 1280 x 720 they ran past the view's right edge and were read by scrolling a single
line sideways. The column now takes the room the columns before it leave (never less than ``MIN_WIDTH``), its text
wraps, and the rows grow to hold it; the columns after it are still to the right, as before. The Assumptions tab's
sources, one long line each, are wrapped so too (their column, header included, was off-screen at 1920 px).
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
    as wide as the view's room right of the columns before it, its text wrapped, the rows as high as their text.
    Fitted again when the model is filled or sorted and when the view changes width. ``share``: the columns before
    it are each at most that share of the view's width, their text wrapped too (the Assumptions tab: an assumption's
    name and its value, ~700 px together at 1280 x 720, left the sources less than their least width); None: they
    keep their contents' width (the Alternatives tab: a GPU, a provider and two amounts)."""

    def __init__(self, view: QTableView, name: Callable[[], str], share: float | None = None):
        super().__init__(view)
        self.view = view
        self.name = name
        self.share = share
        if share is not None:  # the widths are all set here: the header's own stretch of the last column, worked
            view.horizontalHeader().setStretchLastSection(False)  # out on its stale width, left rows 1 line short
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
        """The column as wide as the room the columns before it leave (``MIN_WIDTH`` at least, and no wider than
        its text needs on one line), the rows as high as their wrapped text."""
        view, col = self.view, self.column()
        header = view.horizontalHeader()
        if col < 0:
            return
        if header.sectionResizeMode(col) != QHeaderView.ResizeMode.Fixed:
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.Fixed)
        header.resizeSections()  # the columns sized to their contents now, not at the next layout
        if self.share is not None:
            self._cap_before(col)
        before = sum(header.sectionSize(c) for c in range(header.count())
                     if header.visualIndex(c) < header.visualIndex(col) and not header.isSectionHidden(c))
        room = view.viewport().width() - before
        width = max(min(view.sizeHintForColumn(col), room), MIN_WIDTH)
        if (col, width) != self._width or header.sectionSize(col) != width:
            self._width = (col, width)
            header.resizeSection(col, width)
        view.resizeRowsToContents()

    def _cap_before(self, col: int) -> None:
        """The columns before ``col``, each as wide as its contents and header need but at most ``share`` of the
        view's width (what is longer wraps)."""
        view, header = self.view, self.view.horizontalHeader()
        cap = int(view.viewport().width() * (self.share or 0))
        for c in range(header.count()):
            if c == col or header.isSectionHidden(c) or header.visualIndex(c) > header.visualIndex(col):
                continue
            if header.sectionResizeMode(c) != QHeaderView.ResizeMode.Fixed:
                header.setSectionResizeMode(c, QHeaderView.ResizeMode.Fixed)
            width = max(min(max(view.sizeHintForColumn(c), header.sectionSizeHint(c)), cap), header.minimumSectionSize())
            if header.sectionSize(c) != width:
                header.resizeSection(c, width)
