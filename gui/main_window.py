"""The main window: menus, status bar, and the catalog browser (one tab per table)."""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QSortFilterProxyModel, Qt, QTimer, QUrl
from PySide6.QtGui import QAction, QDesktopServices, QKeySequence
from PySide6.QtWidgets import (QHeaderView, QLabel, QLineEdit, QMainWindow, QMessageBox, QTableView, QTabWidget,
                               QVBoxLayout, QWidget)

from gpu_advisor import APP_NAME, __version__
from gpu_advisor.core.catalog import Catalog, CatalogStore
from gpu_advisor.core.problems import CatalogError
from gpu_advisor.core.schema import TABLE_ORDER
from gpu_advisor.gui.app import settings
from gpu_advisor.gui.problem_text import describe
from gpu_advisor.gui.table_model import SORT_ROLE, FrameModel


class TablePage(QWidget):
    """One catalog table: a search box over a sortable table view."""

    def __init__(self, name: str, parent=None):
        super().__init__(parent)
        self.name = name
        self.model = FrameModel(parent=self)
        self.proxy = QSortFilterProxyModel(self)
        self.proxy.setSourceModel(self.model)
        self.proxy.setSortRole(SORT_ROLE)
        self.proxy.setFilterKeyColumn(-1)
        self.proxy.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.search = QLineEdit(self)
        self.search.setPlaceholderText(self.tr("Search this table (provider, GPU, region, …)"))
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self.proxy.setFilterFixedString)
        self.view = QTableView(self)
        self.view.setModel(self.proxy)
        self.view.setSortingEnabled(True)
        self.view.sortByColumn(-1, Qt.SortOrder.AscendingOrder)
        self.view.setAlternatingRowColors(True)
        self.view.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
        self.view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.view.horizontalHeader().setDefaultSectionSize(120)
        self.count = QLabel(self)
        self.proxy.rowsInserted.connect(self._update_count)
        self.proxy.modelReset.connect(self._update_count)
        self.proxy.layoutChanged.connect(self._update_count)
        self.search.textChanged.connect(self._update_count)
        lay = QVBoxLayout(self)
        lay.addWidget(self.search)
        lay.addWidget(self.view)
        lay.addWidget(self.count)

    def set_frame(self, df) -> None:
        self.model.set_frame(df)
        self.view.resizeColumnsToContents()
        for c in range(self.model.columnCount()):
            if self.view.columnWidth(c) > 320:
                self.view.setColumnWidth(c, 320)

    def _update_count(self, *args) -> None:
        self.count.setText(self.tr("%n row(s) shown", "", self.proxy.rowCount()) +
                           self.tr(" of %n", "", self.model.rowCount()))


class MainWindow(QMainWindow):
    """The app's window. Loads the user's catalog (copied from the bundled one on first start)."""

    def __init__(self, store: CatalogStore | None = None, parent=None):
        super().__init__(parent)
        self.store = store or CatalogStore()
        self.catalog: Catalog | None = None
        self.setWindowTitle(APP_NAME)
        self.tabs = QTabWidget(self)
        self.pages: dict[str, TablePage] = {}
        for name in TABLE_ORDER:
            page = TablePage(name, self)
            self.pages[name] = page
            self.tabs.addTab(page, self._table_title(name))
        self.setCentralWidget(self.tabs)
        self._make_menus()
        self._restore_geometry()
        self.editor = None
        self.reload_catalog()
        from gpu_advisor.core.recovery import RecoveryStore
        if RecoveryStore().exists():
            # The app stopped with unsaved catalog edits: the editor offers them back.
            QTimer.singleShot(0, self.open_editor)

    def open_editor(self):
        """Open (or raise) the catalog editor; its edits update this window at once."""
        from gpu_advisor.gui.catalog_editor import CatalogEditor
        if self.editor is None:
            self.editor = CatalogEditor(self.store, parent=self)
            self.editor.setWindowFlag(Qt.WindowType.Window, True)
            self.editor.catalogChanged.connect(self.set_catalog)
            self.editor.catalogSaved.connect(self.set_catalog)
        self.editor.show()
        self.editor.raise_()
        self.editor.activateWindow()
        return self.editor

    def _table_title(self, name: str) -> str:
        titles = {
            "providers": self.tr("Providers"), "gpus": self.tr("GPUs"), "instances": self.tr("Instances"),
            "storage": self.tr("Storage"), "network": self.tr("Network"), "transfer": self.tr("Data transfer"),
            "instance_network": self.tr("Instance network"), "fx_rates": self.tr("Exchange rates"),
            "models": self.tr("Model presets"), "efficiency": self.tr("Efficiency"), "scaling": self.tr("Scaling"),
            "host_rules": self.tr("Host sizing"), "spot_interruption": self.tr("Spot interruptions"),
            "defaults": self.tr("Estimate defaults"),
        }
        return titles.get(name, name)

    def _make_menus(self) -> None:
        file_menu = self.menuBar().addMenu(self.tr("&File"))
        quit_act = QAction(self.tr("&Quit"), self)
        quit_act.setShortcut(QKeySequence.StandardKey.Quit)
        quit_act.triggered.connect(self.close)
        file_menu.addAction(quit_act)

        cat_menu = self.menuBar().addMenu(self.tr("&Catalog"))
        edit_act = QAction(self.tr("&Edit catalog…"), self)
        edit_act.setShortcut(QKeySequence("Ctrl+E"))
        edit_act.triggered.connect(self.open_editor)
        cat_menu.addAction(edit_act)
        reload_act = QAction(self.tr("&Reload"), self)
        reload_act.setShortcut(QKeySequence.StandardKey.Refresh)
        reload_act.triggered.connect(self.reload_catalog)
        cat_menu.addAction(reload_act)
        folder_act = QAction(self.tr("Open catalog &folder"), self)
        folder_act.triggered.connect(lambda: QDesktopServices.openUrl(QUrl.fromLocalFile(str(self.store.root))))
        cat_menu.addAction(folder_act)

        help_menu = self.menuBar().addMenu(self.tr("&Help"))
        about = QAction(self.tr("&About"), self)
        about.triggered.connect(self.show_about)
        help_menu.addAction(about)

    def reload_catalog(self) -> None:
        try:
            self.catalog = self.store.ensure()
        except CatalogError as exc:
            self.catalog = None
            lines = [describe(p) for p in exc.errors[:20]]
            more = len(exc.errors) - len(lines)
            text = "\n".join(lines) + (("\n" + self.tr("… and %n more", "", more)) if more > 0 else "")
            QMessageBox.warning(self, self.tr("Catalog problems"),
                                self.tr("Your catalog could not be loaded:") + "\n\n" + text)
            self.statusBar().showMessage(self.tr("Catalog could not be loaded"))
            return
        self.set_catalog(self.catalog)

    def set_catalog(self, catalog: Catalog) -> None:
        """Show ``catalog`` (the saved one, or the editor's working copy with unsaved edits)."""
        self.catalog = catalog
        for name, page in self.pages.items():
            page.set_frame(self.catalog[name])
        inst = self.catalog["instances"]
        self.statusBar().showMessage(
            self.tr("Catalog %1: %2 instance types from %3 providers, %4 GPU models")
            .replace("%1", self.catalog.meta.get("catalog_version", "") or "")
            .replace("%2", str(len(inst)))
            .replace("%3", str(inst["provider"].nunique()))
            .replace("%4", str(inst["gpu"].nunique())))

    def show_about(self) -> None:
        QMessageBox.about(self, self.tr("About %1").replace("%1", APP_NAME),
                          self.tr("%1 %2\nChoose and price cloud GPU servers for AI training, fine-tuning and "
                                  "inference.\nCatalog folder: %3")
                          .replace("%1", APP_NAME).replace("%2", __version__).replace("%3", str(self.store.root)))

    def _restore_geometry(self) -> None:
        geo = settings().value("main_window/geometry")
        if isinstance(geo, QByteArray) and not geo.isEmpty():
            self.restoreGeometry(geo)
        else:
            self.resize(1200, 760)

    def closeEvent(self, event) -> None:
        settings().setValue("main_window/geometry", self.saveGeometry())
        super().closeEvent(event)


if __name__ == "__main__":
    from gpu_advisor.gui.app import install_language, make_app
    _app = make_app()
    install_language(_app, None)
    w = MainWindow()
    w.show()
    _app.exec()
