"""The addresses of the clouds' price files (Settings, and Update prices → Edit sources…): a table per cloud to edit,
add, remove and restore the defaults; saved only when every address is acceptable (https, no passwords), or names a
price file of this computer that is there (its full path or a file:// address, as ``catalog update --source`` reads
one). An address that is not is marked at its cell as soon as it is typed, with the reason. Each cloud is shown by
its name in the interface language ("谷歌云", not the file's "gcp"; a name or an id typed is taken), and a problem
names the table's own columns ("Cloud", "Address"), not the file's ("provider", "url")."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (QAbstractItemView, QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QPushButton,
                               QTableView, QVBoxLayout, QWidget)

from gpu_advisor.core.base import CatalogError, Problem, UpdateSourceTwice
from gpu_advisor.core.prices import update as up
from gpu_advisor.gui.app import resize_within_screen
from gpu_advisor.text import current_catalog, describe_problem as describe, provider_name

ID_ROLE = Qt.ItemDataRole.UserRole  # the cloud's id (the file's "provider") beside the name shown


class PriceSourcesPage(QWidget):
    """The source addresses per cloud (a settings table): edit, add, remove, restore defaults."""

    URL = 2  # the address's column
    _BAD_BG = QColor(255, 214, 214)

    def __init__(self, parent=None):
        super().__init__(parent)
        self._marking = False  # (marking a cell changes the item: not a new address to check)
        self.model = QStandardItemModel(0, 3, self)
        self.headings = [self.tr("Use"), self.tr("Cloud"), self.tr("Address (https://, or a file on this computer)")]
        self.model.setHorizontalHeaderLabels(self.headings)
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
            self.message.setText("\n".join(self._describe(p) for p in self.problems[:5]))

    def _describe(self, p: Problem) -> str:
        """A problem of the sources, its column named by this table's heading ("Cloud", not the file's "provider")."""
        column = {"provider": self.headings[1], "url": self.headings[2]}.get(str(p.column), p.column)
        return describe(replace(p, column=column), headings=True)

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
        cloud = QStandardItem(provider_name(None, provider) if provider else "")
        cloud.setData(provider, ID_ROLE)
        self.model.appendRow([use, cloud, QStandardItem(url)])

    def _provider_id(self, item: QStandardItem) -> str:
        """The id of the cloud a row names: its own while its name is as shown, else the cloud whose name or id was
        typed (any case), else what was typed."""
        typed = item.text().strip()
        own = str(item.data(ID_ROLE) or "")
        if own and typed == provider_name(None, own):
            return own
        cat = current_catalog()
        ids = [s.provider for s in up.default_sources()]
        if cat is not None:
            ids += [str(p) for p in cat["providers"]["provider"]]
        for pid in dict.fromkeys(ids):
            if typed.casefold() in (pid.casefold(), provider_name(None, pid).casefold()):
                return pid
        return typed

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
        if self._marking:
            return
        if item.column() == self.URL:
            self.message.setText(self.check_row(item.row()))
        else:  # a cloud typed, or a source turned on or off: a second one in use for a cloud is said at once
            self.message.setText(self.check_twice())

    def check_twice(self) -> str:
        """Mark the cloud of each source in use that an earlier source in use names too (an update reads the
        earlier one's file and ignores it); the sentence that says so, naming the row ("" when there is none)."""
        used: set[str] = set()
        said = ""
        for r in range(self.model.rowCount()):
            cloud = self.model.item(r, 1)
            pid = self._provider_id(cloud).casefold() if self._filled(r) else ""
            on = self.model.item(r, 0).checkState() == Qt.CheckState.Checked
            this = ""
            if pid and on and pid in used:
                this = self._describe(Problem(self.tr("Price sources"), UpdateSourceTwice(), row=r + 1,
                                              column="provider", value=cloud.text().strip()))
            elif pid and on:
                used.add(pid)
            self._mark(cloud, this)
            said = said or this
        return said

    def check_row(self, r: int) -> str:
        """Check the address of row ``r`` as it is typed: a refused one is marked at its cell (tinted, the reason as
        its tip); the sentence that says why, naming the row ("" when it is acceptable or not filled in yet)."""
        item = self.model.item(r, self.URL)
        url = item.text().strip()
        what = up.source_problem(url) if url not in ("", "https://") else None
        said = self._describe(Problem(self.tr("Price sources"), what, row=r + 1, column="url", value=url)) if what else ""
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
            prov = self._provider_id(self.model.item(r, 1))
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
            # Rows as this table numbers them (the file's header row is not shown here); a cloud by its name
            shown = [replace(p, file=here, row=(p.row - 1) if p.row else None,
                             value=provider_name(None, p.value) if isinstance(p.what, UpdateSourceTwice) else p.value)
                     for p in exc.problems]
            self.message.setText("\n".join(self._describe(p) for p in shown[:5]))
            rows = self._rows_of(srcs)
            for p in shown:  # each refused address (or cloud named twice) marked at its cell too
                if p.column in ("url", "provider") and p.row is not None and 0 < p.row <= len(rows):
                    self._mark(self.model.item(rows[p.row - 1], self.URL if p.column == "url" else 1),
                               self._describe(p))
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
