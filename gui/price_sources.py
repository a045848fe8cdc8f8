"""The addresses of the clouds' price files (Settings, and Update prices → Edit sources…): a table per cloud to edit,
add, remove and restore the defaults; saved only when every address is acceptable (https, no passwords), or names a
price file of this computer that is there (its full path or a file:// address, as ``catalog update --source`` reads
one). An address that is not is marked at its cell as soon as it is typed, with the reason."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (QAbstractItemView, QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QPushButton,
                               QTableView, QVBoxLayout, QWidget)

from gpu_advisor.core.base import CatalogError, Problem
from gpu_advisor.core.prices import update as up
from gpu_advisor.gui.app import resize_within_screen
from gpu_advisor.text import describe_problem as describe


class PriceSourcesPage(QWidget):
    """The source addresses per cloud (a settings table): edit, add, remove, restore defaults."""

    URL = 2  # the address's column
    _BAD_BG = QColor(255, 214, 214)

    def __init__(self, parent=None):
        super().__init__(parent)
        self._marking = False  # (marking a cell changes the item: not a new address to check)
        self.model = QStandardItemModel(0, 3, self)
        self.model.setHorizontalHeaderLabels([self.tr("Use"), self.tr("Cloud"),
                                              self.tr("Address (https://, or a file on this computer)")])
        self.model.itemChanged.connect(self._on_item_changed)
        self.view = QTableView(self)
        self.view.setModel(self.model)
        self.view.horizontalHeader().setStretchLastSection(True)
        self.view.verticalHeader().setVisible(False)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        add = QPushButton(self.tr("&Add"), self)
        add.clicked.connect(self.add_row)
        remove = QPushButton(self.tr("&Remove"), self)
        remove.clicked.connect(self.remove_rows)
        defaults = QPushButton(self.tr("Restore &defaults"), self)
        defaults.clicked.connect(self.restore_defaults)
        note = QLabel(self.tr("One price file per cloud in SkyPilot's vms.csv format, e.g. a company mirror: an "
                              "https:// address (plain http:// only on this computer; no passwords), or a file on "
                              "this computer (its full path, or file://)."), self)
        note.setWordWrap(True)
        self.message = QLabel(self)
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color: #a40000;")
        buttons = QHBoxLayout()
        for b in (add, remove, defaults):
            buttons.addWidget(b)
        buttons.addStretch(1)
        lay = QVBoxLayout(self)
        lay.addWidget(note)
        lay.addWidget(self.view, 1)
        lay.addLayout(buttons)
        lay.addWidget(self.message)
        srcs, self.problems = up.load_sources()
        self.set_sources(srcs)
        if self.problems:
            self.message.setText("\n".join(describe(p) for p in self.problems[:5]))

    def set_sources(self, sources) -> None:
        self.model.removeRows(0, self.model.rowCount())
        for s in sources:
            self._append(s.provider, s.url, s.enabled)
        self.view.resizeColumnsToContents()

    def _append(self, provider: str, url: str, enabled: bool) -> None:
        use = QStandardItem()
        use.setCheckable(True)
        use.setEditable(False)
        use.setCheckState(Qt.CheckState.Checked if enabled else Qt.CheckState.Unchecked)
        self.model.appendRow([use, QStandardItem(provider), QStandardItem(url)])

    def add_row(self) -> None:
        self._append("", "https://", True)
        idx = self.model.index(self.model.rowCount() - 1, 1)
        self.view.setCurrentIndex(idx)
        self.view.edit(idx)

    def remove_rows(self) -> None:
        rows = sorted({i.row() for i in self.view.selectionModel().selectedIndexes()}, reverse=True)
        for r in rows:
            self.model.removeRow(r)

    def _on_item_changed(self, item: QStandardItem) -> None:
        if item.column() == self.URL and not self._marking:
            said = self.check_row(item.row())
            self.message.setText(said)

    def check_row(self, r: int) -> str:
        """Check the address of row ``r`` as it is typed: a refused one is marked at its cell (tinted, the reason as
        its tip); the sentence that says why, naming the row ("" when it is acceptable or not filled in yet)."""
        item = self.model.item(r, self.URL)
        url = item.text().strip()
        what = up.source_problem(url) if url not in ("", "https://") else None
        said = describe(Problem(self.tr("Price sources"), what, row=r + 1, column="url", value=url)) if what else ""
        self._mark(item, said)
        return said

    def _mark(self, item: QStandardItem, said: str) -> None:
        self._marking = True
        try:
            item.setBackground(QBrush(self._BAD_BG) if said else QBrush())
            item.setToolTip(said or item.text())
        finally:
            self._marking = False

    def restore_defaults(self) -> None:
        self.set_sources(up.default_sources())
        self.message.clear()

    def _filled(self, r: int) -> bool:
        return bool(self.model.item(r, 1).text().strip()) or self.model.item(r, self.URL).text().strip() not in (
            "", "https://")

    def _rows_of(self, srcs) -> list[int]:
        """The table's row of each source ``sources()`` gives (an empty row left out)."""
        return [r for r in range(self.model.rowCount()) if self._filled(r)][:len(srcs)]

    def sources(self) -> tuple[up.PriceSource, ...]:
        out = []
        for r in range(self.model.rowCount()):
            if not self._filled(r):
                continue
            prov = self.model.item(r, 1).text().strip()
            url = self.model.item(r, self.URL).text().strip()
            out.append(up.PriceSource(prov, url, self.model.item(r, 0).checkState() == Qt.CheckState.Checked))
        return tuple(out)

    def save(self) -> bool:
        """Write the list (the defaults file is removed when the list equals it); False with the problems shown."""
        srcs = self.sources()
        try:
            if srcs == up.default_sources():
                up.reset_sources()
            else:
                up.save_sources(srcs)
        except CatalogError as exc:
            here = self.tr("Price sources")
            # Rows as this table numbers them (the file's header row is not shown here).
            shown = [replace(p, file=here, row=(p.row - 1) if p.row else None) for p in exc.problems]
            self.message.setText("\n".join(describe(p) for p in shown[:5]))
            rows = self._rows_of(srcs)
            for p in shown:  # each refused address marked at its cell too
                if p.column == "url" and p.row is not None and 0 < p.row <= len(rows):
                    self._mark(self.model.item(rows[p.row - 1], self.URL), describe(p))
            return False
        except OSError as exc:
            self.message.setText(self.tr("Not saved: %1").replace("%1", exc.strerror or str(exc)))
            return False
        self.message.clear()
        return True


class PriceSourcesDialog(QDialog):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Price sources"))
        self.page = PriceSourcesPage(self)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel,
                                   self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addWidget(self.page)
        lay.addWidget(buttons)
        resize_within_screen(self, 860, 380)

    def accept(self) -> None:
        if self.page.save():
            super().accept()
