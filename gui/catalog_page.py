"""One table of the catalog editor: its search, filters (provider, GPU, region), the editable view and a row count;
with the column and table names as the editor shows them."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QLineEdit, QTableView, QVBoxLayout, QWidget

from gpu_advisor import text as words
from gpu_advisor.gui.catalog_columns import fit_columns, widen_for
from gpu_advisor.gui.catalog_model import CatalogTableModel

FILTER_COLUMNS = ("provider", "gpu", "region")


def column_titles() -> dict[str, str]:
    """Each column's name → its heading as the editor shows it, for a file saved with those headings."""
    return {column: words.column_name(column) for column in words.column_names()}


def table_title(name: str) -> str:
    """The table's name in the interface language (the registry in ``gpu_advisor.text``)."""
    return words.table_name(name)


class TablePage(QWidget):
    """One table: search, filters (provider, GPU, region), the editable view, a row count."""

    def __init__(self, model: CatalogTableModel, parent=None):
        super().__init__(parent)
        self.model = model
        self.search = QLineEdit(self)
        self.search.setPlaceholderText(self.tr("Search (any column)"))
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self.model.set_search)
        bar = QHBoxLayout()
        bar.addWidget(self.search, 3)
        self.filters: dict[str, QComboBox] = {}
        for col in FILTER_COLUMNS:
            if col in model.columns:
                box = QComboBox(self)
                box.setMinimumContentsLength(10)
                box.setAccessibleName(col)
                box.currentIndexChanged.connect(lambda _i, c=col, b=box: self.model.set_column_filter(c, b.currentData() or ""))
                self.filters[col] = box
                bar.addWidget(QLabel({"provider": self.tr("Provider:"), "gpu": self.tr("GPU:"),
                                      "region": self.tr("Region:")}[col], self))
                bar.addWidget(box, 1)
        self.view = QTableView(self)
        # Shown with the page: a visible row header asks the model for every row's mark (added, edited) as soon as
        # it has the model, which would derive the display state of tables never opened.
        self.view.verticalHeader().hide()
        self.view.setModel(model)
        self.view.setSortingEnabled(True)
        self.view.sortByColumn(-1, Qt.SortOrder.AscendingOrder)
        self.view.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
        self.view.setEditTriggers(QTableView.EditTrigger.DoubleClicked | QTableView.EditTrigger.EditKeyPressed
                                  | QTableView.EditTrigger.AnyKeyPressed)
        self.view.horizontalHeader().setDefaultSectionSize(110)
        self.view.horizontalHeader().setResizeContentsPrecision(40)  # size columns from 40 rows, not all
        self.view.verticalHeader().setResizeContentsPrecision(40)
        header = self.view.horizontalHeader()
        header.setSectionsMovable(True)
        # Put what people edit most (prices, currency) next to the instance, ahead of the hardware details.
        first = [c for c in ("provider", "region", "instance_type", "gpu", "gpu_count", "currency", "on_demand_hour",
                             "spot_hour", "monthly", "as_of") if c in model.columns]
        if model.name == "instances":
            for target, name in enumerate(first):
                header.moveSection(header.visualIndex(model.columns.index(name)), target)
        self.count = QLabel(self)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(4, 4, 4, 4)
        lay.addLayout(bar)
        lay.addWidget(self.view)
        lay.addWidget(self.count)
        # Every change of the rows shown or of the table's rows: a reset (rows added, deleted, undone, redone, a table
        # replaced, a search or filter), a sort, rows inserted or removed.
        for signal in (model.modelReset, model.layoutChanged, model.rowsInserted, model.rowsRemoved):
            signal.connect(self.update_count)
        self._sized = False  # the filters are filled and the columns sized when the page is first shown
        model.changed.connect(lambda _n: self.refill_filters() if self._sized else None)
        model.dataChanged.connect(lambda a, b: widen_for(self.view, model, a.row(), b.row(), a.column(), b.column()))
        model.refused_at.connect(self.select_refused)
        self.update_count()

    def select_refused(self, row: int, column: int) -> None:
        """The cell whose typed value was refused becomes the current one again, in view, once its editor has
        closed (Tab or Enter had moved on): the message above the tabs names its row and column, and this is the
        cell it names (walk 22: the next cell was left current)."""
        def select() -> None:
            idx = self.model.index(row, column)
            if idx.isValid():
                self.view.setCurrentIndex(idx)
                self.view.scrollTo(idx)
                self.view.setFocus()
        QTimer.singleShot(0, select)

    def showEvent(self, event) -> None:  # noqa: N802 - Qt's name
        """Fill the filters and size the columns to their contents the first time the page shows: reading the
        table's shown values and measuring text are most of the cost of a page, and most of the 26 pages are never
        opened in a session (opening the editor: 2.3 -> 1.3 s for the sizes; then the filters, the row header and
        the model's display state, derived when first read: open, show and first paint 0.52-0.81 -> 0.16-0.29 s
        offscreen)."""
        if not self._sized:
            self._sized = True
            self.view.verticalHeader().show()
            self.refill_filters()
            fit_columns(self.view, self.model)  # every row's widest text, not Qt's 40-row sample
        super().showEvent(event)

    def refill_filters(self) -> None:
        for col, box in self.filters.items():
            current = box.currentData()
            box.blockSignals(True)
            box.clear()
            box.addItem(self.tr("All"), "")
            for v in self.model.distinct(col):
                box.addItem(self.model.value_label(col, v), v)
            i = box.findData(current) if current else 0
            box.setCurrentIndex(max(i, 0))
            box.blockSignals(False)

    def update_count(self, *_args) -> None:
        self.count.setText(self.tr("%n row(s) shown", "", self.model.rowCount())
                           + " · " + self.tr("%n in the table", "", self.model.table_rows()))

    def selected_rows(self) -> list[int]:
        return sorted({i.row() for i in self.view.selectionModel().selectedIndexes()})
