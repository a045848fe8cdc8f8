"""The catalog editor window: edit prices and instance types offline, safely.

Every change goes through one ``QUndoStack`` (undo/redo across all tables); a cell edit is checked
by ``core.edits`` before it is stored. A recovery copy of unsaved edits is written a moment after
each change (``core.recovery``) and offered back after a crash. Saving is the core's atomic save;
a catalog changed by another program or window is detected and never overwritten silently.
"""

from __future__ import annotations

import contextlib
from dataclasses import replace

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QFileSystemWatcher, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeySequence, QUndoStack
from PySide6.QtWidgets import QDialog, QFileDialog, QLabel, QMainWindow, QMessageBox, QSizePolicy, QTabWidget, QToolBar, QVBoxLayout, QWidget

from gpu_advisor.core import catalog as cm
from gpu_advisor.gui.undo_buttons import undo_buttons
from gpu_advisor.core.base import (CatalogError, FileTooLarge, FileTooLargeProblem, NoFreeKey, NotAFile,
                                   NotARegularFile, Problem, read_regular)
from gpu_advisor.core.catalog import Catalog, CatalogStore, ImportPlan, RecoveryStore, TABLE_ORDER, TABLES
from gpu_advisor.core.export import elide
from gpu_advisor.core.prices import SkyPilotPlan
from gpu_advisor.gui.catalog_model import CatalogTableModel, WorkingCatalog
from gpu_advisor.gui.catalog_columns import widen_for
from gpu_advisor.gui.catalog_import_dialog import ImportDialog
from gpu_advisor.gui.catalog_page import column_titles, table_title, TablePage
from gpu_advisor.text import describe_problem as describe
from gpu_advisor.gui.app import resize_within_screen
from gpu_advisor.gui.step_words import step_text

RECOVERY_DELAY_MS = 1500


class EditorMessage(QLabel):
    """The line above the tables: refusals and slips in red; ``inform`` says what the editor did, in the text's
    colour (walk 20b: "the search was cleared to show the new row" read as a refusal in red). Any other text set
    is a refusal again."""

    STYLE = ("QLabel { color: #a40000; padding: 2px; } "
             "QLabel[tone=\"info\"] { color: palette(text); }")

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setProperty("tone", "refusal")
        self.setStyleSheet(self.STYLE)

    def _tone(self, tone: str) -> None:
        if self.property("tone") != tone:
            self.setProperty("tone", tone)
            self.setStyleSheet(self.STYLE)  # re-polished: the colour follows the property

    def setText(self, text: str) -> None:  # noqa: N802 (Qt's name)
        self._tone("refusal")
        super().setText(text)

    def inform(self, text: str) -> None:
        """What the editor did, said plainly (not a refusal)."""
        self._tone("info")
        super().setText(text)


class CatalogEditor(QMainWindow):
    """Edit the user's catalog. ``catalogChanged`` carries the working catalog after every change."""

    catalogChanged = Signal(object)  # Catalog (working copy, unsaved edits included)
    catalogSaved = Signal(object)  # Catalog, after a successful save

    def __init__(self, store: CatalogStore | None = None, recovery: RecoveryStore | None = None,
                 offer_recovery: bool = True, parent=None):
        super().__init__(parent)
        self.store = store or CatalogStore()
        self.recovery = recovery or RecoveryStore()
        self.undo = QUndoStack(self)
        self.bundled = cm.load_bundled()
        self.setWindowTitle(self.tr("Catalog editor") + "[*]")
        self.tabs = QTabWidget(self)
        self.message = EditorMessage(self)
        self.message.setWordWrap(True)
        # A refusal quoting a long value without spaces (300 digits) cannot wrap: the label takes the window's width
        # and never widens the window (the whole text stays in its tooltip).
        self.message.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.message.setMinimumWidth(1)
        central = QWidget(self)
        lay = QVBoxLayout(central)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.message)
        lay.addWidget(self.tabs)
        self.setCentralWidget(central)
        self.pages: dict[str, TablePage] = {}
        self._refusal_shown = False
        self.models: dict[str, CatalogTableModel] = {}
        self._make_actions()
        self.undo.cleanChanged.connect(self._on_clean_changed)
        self.undo.indexChanged.connect(self._schedule_recovery)
        self._recovery_timer = QTimer(self)
        self._recovery_timer.setSingleShot(True)
        self._recovery_timer.setInterval(RECOVERY_DELAY_MS)
        self._recovery_timer.timeout.connect(self.write_recovery)
        self._emit_timer = QTimer(self)
        self._emit_timer.setSingleShot(True)
        self._emit_timer.setInterval(150)
        # Each state of the edits is a new immutable Catalog (WorkingCatalog), so listeners get it as it is: the
        # engine runs on a worker thread while edits go on, and its cache is keyed on the catalog's content (an
        # edit is another key; an edit undone is the earlier content again, and finds its entry).
        self._emit_timer.timeout.connect(lambda: self.catalogChanged.emit(self.working))
        self.watcher = QFileSystemWatcher(self)
        self.watcher.directoryChanged.connect(self._on_disk_change)
        self.load_from_disk()
        resize_within_screen(self, 1200, 760)
        if offer_recovery:
            QTimer.singleShot(0, self.offer_recovery)

    # ------------------------------------------------------------ building
    def _make_actions(self) -> None:
        tb = QToolBar(self.tr("Catalog"), self)
        tb.setObjectName("catalog_toolbar")
        self.addToolBar(tb)
        menu = self.menuBar().addMenu(self.tr("&Catalog"))
        edit_menu = self.menuBar().addMenu(self.tr("&Edit"))

        def act(text, slot, shortcut=None, where=(menu,), toolbar=True):
            a = QAction(text, self)
            if shortcut is not None:
                a.setShortcut(shortcut)
            a.triggered.connect(slot)
            for m in where:
                m.addAction(a)
            if toolbar:
                tb.addAction(a)
            return a

        self.save_action = act(self.tr("&Save"), self.save, QKeySequence.StandardKey.Save)
        self.undo_action = self.undo.createUndoAction(self, self.tr("&Undo"))
        self.undo_action.setShortcut(QKeySequence.StandardKey.Undo)
        self.redo_action = self.undo.createRedoAction(self, self.tr("&Redo"))
        redo_keys = [QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")]
        redo_keys += [k for k in QKeySequence.keyBindings(QKeySequence.StandardKey.Redo) if k not in redo_keys]
        self.redo_action.setShortcuts(redo_keys)
        edit_menu.addActions([self.undo_action, self.redo_action])  # the toolbar's: "Undo", the step in the tip
        self.undo_button, self.redo_button = undo_buttons(self.undo, tb, self.tr("Undo"), self.tr("Redo"))
        tb.addWidget(self.undo_button)
        tb.addWidget(self.redo_button)
        tb.addSeparator()
        self.add_action = act(self.tr("&Add row"), self.add_row, QKeySequence("Ctrl+Shift+N"), (edit_menu,))
        self.dup_action = act(self.tr("Du&plicate row"), self.duplicate_row, QKeySequence("Ctrl+D"), (edit_menu,))
        self.del_action = act(self.tr("&Delete rows"), self.delete_rows, QKeySequence.StandardKey.Delete,
                              (edit_menu,))
        tb.addSeparator()
        menu.addSeparator()
        act(self.tr("&Import CSV…"), self.import_file, QKeySequence("Ctrl+I"))
        act(self.tr("&Export tables…"), self.export_tables, QKeySequence("Ctrl+Shift+E"))
        self.update_action = act(self.tr("&Update prices…"), self.update_prices, toolbar=False)
        menu.aboutToShow.connect(self._refresh_update_action)
        menu.addSeparator()
        act(self.tr("&Merge bundled updates…"), self.merge_bundled, toolbar=False)
        act(self.tr("&Reset to bundled…"), self.reset_to_bundled, toolbar=False)
        act(self.tr("Re&load from disk"), self.reload_asked, QKeySequence.StandardKey.Refresh, toolbar=False)
        menu.addSeparator()
        act(self.tr("&Close"), self.close, QKeySequence.StandardKey.Close, toolbar=False)

    def _build_pages(self) -> None:
        current = self.tabs.currentIndex()
        self.tabs.clear()
        for page in self.pages.values():
            page.deleteLater()
        self.pages.clear()
        self.models.clear()
        stale_days = self._stale_days()
        for name in TABLE_ORDER:
            self._add_page(name, stale_days)
        self.tabs.setCurrentIndex(current if current >= 0 else self.tabs.indexOf(self.pages["instances"]))

    def _add_page(self, name: str, stale_days: float, index: int = -1) -> None:
        """The model and page of table ``name`` over the working catalog, as tab ``index`` (-1: the last)."""
        model = CatalogTableModel(name, self._work, self.bundled, self.undo, stale_days, self)
        model.refused.connect(self.show_refusal)
        model.accepted.connect(self._clear_refusal)
        model.warned.connect(self.show_warning)
        model.changed.connect(self._on_model_changed)
        page = TablePage(model, self)
        self.models[name] = model
        self.pages[name] = page
        self.tabs.insertTab(index, page, table_title(name))

    def _stale_days(self) -> float:
        from gpu_advisor.core.prices import stale_days
        return stale_days(self.working)

    # ------------------------------------------------------------ state
    @property
    def working(self) -> Catalog:
        """The catalog with the unsaved edits (immutable: a new Catalog after every change)."""
        return self._work.catalog

    def current_page(self) -> TablePage:
        page = self.tabs.currentWidget()
        assert isinstance(page, TablePage)  # one tab per table, each a TablePage, built with the editor
        return page

    def load_from_disk(self, catalog: Catalog | None = None) -> None:
        """(Re)load the user's catalog, dropping unsaved edits."""
        self._work = WorkingCatalog(catalog or self.store.ensure())
        self.generation = self.store.current_name()
        self.fingerprint = self.store.fingerprint()
        notices = [] if catalog is not None else list(self.store.notices)
        self._clean, self._clean_notices = self.working, notices  # what a discard goes back to (discard_edits)
        if self.store.root.is_dir() and str(self.store.root) not in self.watcher.directories():
            self.watcher.addPath(str(self.store.root))
        self.undo.clear()
        self.undo.setClean()
        self._build_pages()
        self.message.clear()
        self._on_model_changed("")
        if notices:  # the store fell back to an intact version: say so where the user edits
            self.message.setText("; ".join(describe(p) for p in notices[:3]))

    def discard_edits(self) -> None:
        """Drop the unsaved edits. While the catalog on disk is the one they started from (no program saved since),
        back to that catalog as loaded or saved, rebuilding only the pages of the tables the edits changed (every
        change of a table makes a new frame of it: a table whose frame is the one it was shows it already, its
        page is kept); else as ``load_from_disk``."""
        clean = self._clean
        if self.store.fingerprint() != self.fingerprint:
            self.load_from_disk()
            return
        changed = [name for name in TABLE_ORDER if not clean.shares_table(self.working, name)]
        self.undo.clear()  # (first: its steps hold the models rebuilt below)
        self._work.catalog = clean
        self.undo.setClean()
        current = self.tabs.currentIndex()
        stale_days = self._stale_days()
        for name in changed:
            old = self.pages.pop(name)
            index = self.tabs.indexOf(old)
            self.tabs.removeTab(index)
            old.deleteLater()
            self._add_page(name, stale_days, index)
        self.tabs.setCurrentIndex(current)
        self.message.clear()
        self._on_model_changed("")
        if self._clean_notices:
            self.message.setText("; ".join(describe(p) for p in self._clean_notices[:3]))

    def _on_clean_changed(self, clean: bool) -> None:
        self.setWindowModified(not clean)

    def is_dirty(self) -> bool:
        return not self.undo.isClean()

    def _on_model_changed(self, _name: str) -> None:
        self._emit_timer.start()

    def _clear_refusal(self) -> None:
        """A valid value was stored: the refusal shown for an earlier one no longer holds."""
        if self._refusal_shown:
            self.message.clear()
            self.statusBar().clearMessage()
            self._refusal_shown = False

    def show_warning(self, text: str) -> None:
        """A typed price was stored but looks like a slip: said where the user edits, until the next edit."""
        self.message.setText(text)  # once, at the top where the user edits (not again in the status bar)
        self.message.setToolTip(text)
        self._refusal_shown = True

    def show_refusal(self, problem: Problem) -> None:
        if problem.code == "still_referenced":
            text = self.tr("Cannot delete: “%1” is still used by %n row(s) of %3.", "",
                           int(problem.detail.get("count") or 0)) \
                .replace("%1", str(problem.value)).replace("%3", table_title(problem.detail.get("table", "")))
        else:
            # The cell is on screen: its row and heading, not the table's file and column names.
            text = self.tr("Not changed — %1").replace("%1", describe(replace(problem, file=""), headings=True))
        self.message.setText(text)  # once, at the top where the user edits (not again in the status bar)
        self.message.setToolTip(text)
        self._refusal_shown = True

    # ------------------------------------------------------------ row actions
    def add_row(self) -> None:
        """A row of its own (never a copy of another row's notes): for the GPU and provider chosen in the filters,
        else those of the selected row (a template for that GPU), else an empty row with its required cells."""
        page = self.current_page()
        fill = {c: box.currentData() for c, box in page.filters.items() if c in ("provider", "gpu") and box.currentData()}
        rows = page.selected_rows()
        if rows and not fill.get("gpu"):
            m = page.model
            for c in ("provider", "gpu"):
                if c in m.columns and c not in fill:
                    fill[c] = m.data(m.index(rows[0], m.columns.index(c)), Qt.ItemDataRole.EditRole)
        self._add(template=None, fill=fill)

    def duplicate_row(self) -> None:
        rows = self.current_page().selected_rows()
        if not rows:
            self.statusBar().showMessage(self.tr("Select a row to duplicate"), 5000)
            return
        self._add(template=rows[0])

    def _add(self, template: int | None, fill: dict | None = None) -> None:
        page = self.current_page()
        try:
            rid = page.model.add_row(template, fill)
        except ValueError:
            self.show_refusal(Problem(page.model.table.filename, NoFreeKey()))
            return
        r = page.model.view_row_of(rid)
        searched, filtered = "", False
        if r is None and page.search.text():
            # the search hides the new row (an empty row matches no search): clear it, so the row can be edited
            searched = page.search.text()
            page.search.clear()
            r = page.model.view_row_of(rid)
        if r is None:
            for box in page.filters.values():  # a filter hides it (a region the new row does not have yet)
                filtered = filtered or box.currentIndex() != 0
                box.setCurrentIndex(0)
            r = page.model.view_row_of(rid)
        if r is not None:
            widen_for(page.view, page.model, r, r)  # today's date, a new name: wider than the column's values
            page.view.selectRow(r)
            page.view.scrollTo(page.model.index(r, 0))
        self.message.clear()
        if searched or filtered:  # said, not done silently: the rows the user was looking at are gone from view
            text = self._cleared_text(searched, filtered)
            self.message.inform(text)  # what was done, not a refusal: in the text's colour
            self.message.setToolTip(text)
            self._refusal_shown = True  # (cleared with the next valid edit, as a warning is)

    def _cleared_text(self, searched: str, filtered: bool) -> str:
        """What Add row did to show its new row: the search cleared, the filters set back to All."""
        shown = elide(" ".join(searched.split()), 40)
        if searched and filtered:
            return self.tr("The search “%1” was cleared and the filters set back to All to show the new row.").replace("%1", shown)
        if searched:
            return self.tr("The search “%1” was cleared to show the new row.").replace("%1", shown)
        return self.tr("The filters were set back to All to show the new row.")

    def delete_rows(self) -> None:
        page = self.current_page()
        rows = page.selected_rows()
        if rows and page.model.remove_rows(rows):
            self.message.clear()

    # ------------------------------------------------------------ saving
    def _ask(self, title: str, text: str, buttons, default):
        """One question to the user (tests replace this)."""
        return QMessageBox.question(self, title, text, buttons, default)

    def save(self) -> bool:
        """Save atomically; asks first if another program saved since we loaded.

        The store refuses the save if another window saves in between (``base``), so no one's edit is
        ever overwritten without this question.
        """
        base = self.generation
        changed = self.store.fingerprint() != self.fingerprint
        for _attempt in range(3):
            if changed:
                B = QMessageBox.StandardButton
                answer = self._ask(self.tr("Catalog changed on disk"),
                                   self.tr("Another program or window saved the catalog after you opened it.\n"
                                           "Overwrite it with your version, or reload theirs (your unsaved edits "
                                           "are lost)?"),
                                   B.Save | B.Discard | B.Cancel, B.Cancel)
                if answer == B.Discard:
                    self.load_from_disk()
                    return False
                if answer != B.Save:
                    return False
                base = self.store.current_name()
            try:
                self.generation = self.store.save(self.working, reason="editor", base=base)
                break
            except CatalogError as exc:
                if any(p.code == "catalog_changed" for p in exc.problems):
                    changed = True  # saved by someone else just now, after the check above: ask
                    continue
                lines = [describe(p) for p in exc.errors[:10]]
                self.message.setText(self.tr("Not saved:") + " " + "; ".join(lines))
                return False
            except OSError as exc:
                self.message.setText(self.tr("Not saved: %1").replace("%1", exc.strerror or str(exc)))
                return False
        else:
            return False
        self.fingerprint = self.store.fingerprint()
        self._clean, self._clean_notices = self.working, []
        self.undo.setClean()
        self.recovery.clear()
        self.message.clear()
        self.statusBar().showMessage(self.tr("Saved to your catalog"), 5000)  # (not the version's internal name)
        self.catalogSaved.emit(self.working)
        return True

    # ------------------------------------------------------------ recovery
    def _schedule_recovery(self, _index: int) -> None:
        if self.is_dirty():
            self._recovery_timer.start()
        else:
            self._recovery_timer.stop()
            self.recovery.clear()

    def write_recovery(self) -> None:
        if self.is_dirty():
            try:
                self.recovery.write(self.working, self.generation)
            except OSError as exc:
                self.statusBar().showMessage(self.tr("Could not write the recovery copy: %1")
                                             .replace("%1", exc.strerror or str(exc)), 10000)

    def offer_recovery(self) -> bool:
        """If unsaved edits survived a crash, offer them back; True if restored."""
        rec = self.recovery.read()
        if rec is None:
            return False
        B = QMessageBox.StandardButton
        answer = self._ask(self.tr("Restore unsaved edits?"),
                           self.tr("The catalog editor closed with unsaved edits (copy from %1).\n"
                                   "Restore them? They stay unsaved until you save.")
                           .replace("%1", rec.saved_at.replace("T", " ")),
                           B.Yes | B.No, B.Yes)
        if answer != B.Yes:
            self.recovery.clear()
            return False
        self.undo.beginMacro(step_text(lambda: QCoreApplication.translate("CatalogEditor", "Restore unsaved edits")))
        for name in TABLE_ORDER:
            new = rec.catalog[name]
            old = self.working[name]
            if not cm.to_csv_bytes(new, TABLES[name]) == cm.to_csv_bytes(old, TABLES[name]):
                self.models[name].replace_table(new, step_text(table_title, name))
        self.undo.endMacro()
        self.statusBar().showMessage(self.tr("Unsaved edits restored"), 5000)
        return True

    # ------------------------------------------------------------ changes behind our back
    def _on_disk_change(self, _path: str) -> None:
        fp = self.store.fingerprint()
        if fp == self.fingerprint or not self.store.exists():
            return
        if not self.is_dirty():
            self.load_from_disk()
            self.statusBar().showMessage(self.tr("The catalog was changed by another program; reloaded."), 8000)
            return
        B = QMessageBox.StandardButton
        answer = self._ask(self.tr("Catalog changed on disk"),
                           self.tr("Another program or window saved the catalog while you have unsaved edits.\n"
                                   "Reload theirs (your edits are lost) or keep yours (you will be asked again "
                                   "before saving over theirs)?"),
                           B.Discard | B.Ignore, B.Ignore)
        if answer == B.Discard:
            self.load_from_disk()
        else:
            self.message.setText(self.tr("The catalog on disk was changed by another program; your edits are kept "
                                         "and saving will ask before overwriting it."))

    def reload_asked(self) -> None:
        if self.is_dirty():
            B = QMessageBox.StandardButton
            if self._ask(self.tr("Reload"), self.tr("Discard your unsaved edits and reload from disk?"),
                         B.Yes | B.No, B.No) != B.Yes:
                return
        self.load_from_disk()

    # ------------------------------------------------------------ import / export / reset / merge
    def plan_import(self, data: bytes, file: str, mode: str = "merge") -> ImportPlan | SkyPilotPlan:
        from gpu_advisor.core.prices import skypilot
        from gpu_advisor.core.catalog import parse_csv
        raw, _ = parse_csv(data, file)
        if raw is not None and skypilot.is_skypilot_header(raw.header):
            return skypilot.plan_skypilot_import(self.working, data, file, None)
        return cm.plan_import(self.working, data, file, None, mode, titles=column_titles())

    def import_file(self, path: str | None = None) -> bool:
        if not path:
            path, _ = QFileDialog.getOpenFileName(self, self.tr("Import CSV"), "", self.tr("CSV files (*.csv);;All files (*)"))
            if not path:
                return False
        try:
            data = read_regular(Path(path), cm.MAX_TABLE_BYTES)  # never blocks on a named pipe
        except (NotARegularFile, FileTooLarge) as exc:
            what = NotAFile() if isinstance(exc, NotARegularFile) else FileTooLargeProblem(size=exc.size,
                                                                                          limit=cm.MAX_TABLE_BYTES)
            self.message.setText(describe(Problem(str(path), what)))
            return False
        except OSError as exc:
            self.message.setText(self.tr("Cannot read %1: %2").replace("%1", path).replace("%2", exc.strerror or ""))
            return False
        from gpu_advisor.gui.price_file_import import import_price_file
        applied = import_price_file(self, Path(path), data)  # a SkyPilot price file: previewed as an update
        if applied is not None:
            return applied
        dlg = ImportDialog(self, Path(path), data, self)
        if not self.exec_dialog(dlg):
            return False
        result = dlg.result_catalog()  # as last recomputed (the mode may have changed in the dialog), own prices kept
        if result is None or (dlg.big and not dlg.big_box.isChecked()):  # unless their tick is checked
            return False
        self.apply_catalog(result, step_text(lambda f: QCoreApplication.translate(
            "CatalogEditor", "Import %1").replace("%1", f), Path(path).name))
        return True

    def update_prices(self) -> bool:
        """Catalog → Update prices… (gui/update_dialog.py): fetch, preview, apply as one undo step."""
        from gpu_advisor.gui.update_dialog import run_update
        return run_update(self)

    def network_offline(self) -> bool:
        """True when this computer is known to be offline (tests replace this)."""
        from gpu_advisor.gui.update_fetch import network_offline
        return network_offline()

    def _refresh_update_action(self) -> None:
        from gpu_advisor.gui.update_fetch import refresh_action
        refresh_action(self.update_action, self.network_offline())

    def exec_dialog(self, dlg: QDialog) -> bool:
        """Run a modal dialog (tests replace this)."""
        return dlg.exec() == QDialog.DialogCode.Accepted

    def apply_catalog(self, new: Catalog, text: str) -> None:
        """Bring every table that differs in ``new`` into the editor as one undoable step."""
        self.undo.beginMacro(text)
        for name in TABLE_ORDER:
            if not cm.to_csv_bytes(new[name], TABLES[name]) == cm.to_csv_bytes(self.working[name], TABLES[name]):
                self.models[name].replace_table(new[name], text)
        self.undo.endMacro()

    def export_tables(self, folder: str | None = None) -> bool:
        if not folder:
            folder = QFileDialog.getExistingDirectory(self, self.tr("Export the catalog tables to"))
            if not folder:
                return False
        try:
            cm.export_dir(self.working, Path(folder))
        except CatalogError as exc:
            if {p.code for p in exc.problems} == {"file_exists"}:
                B = QMessageBox.StandardButton
                if self._ask(self.tr("Overwrite?"), self.tr("%n file(s) (exists|exist) already in that folder. Overwrite them?",
                                                             "", len(exc.problems)), B.Yes | B.No, B.No) != B.Yes:
                    return False
                try:
                    cm.export_dir(self.working, Path(folder), overwrite=True)
                except CatalogError as exc2:
                    self.message.setText("; ".join(describe(p) for p in exc2.problems[:5]))
                    return False
            else:
                self.message.setText("; ".join(describe(p) for p in exc.problems[:5]))
                return False
        self.statusBar().showMessage(self.tr("Exported %n table(s) to %1", "", len(TABLES)).replace("%1", folder), 8000)
        return True

    def reset_to_bundled(self) -> bool:
        B = QMessageBox.StandardButton
        text = self.tr("Replace your catalog by the one bundled with the app? A backup copy of yours is kept.")
        if self.is_dirty():
            text += "\n" + self.tr("Your unsaved edits are lost.")
        if self._ask(self.tr("Reset to bundled"), text, B.Yes | B.No, B.No) != B.Yes:
            return False
        _, backup = cm.reset_to_bundled(self.store)
        self.recovery.clear()
        self.load_from_disk()
        self.statusBar().showMessage(self.tr("Reset. Your previous catalog is in %1").replace("%1", str(backup)), 15000)
        self.catalogSaved.emit(self.working)
        return True

    def merge_bundled(self) -> bool:
        """Bundled updates, three-way: new rows added, rows the user never changed brought up to date, the user's
        own edits kept (core/catalog/bundled_base.py)."""
        from gpu_advisor.core.catalog import bundled_base
        plan = cm.plan_bundled_merge(self.working, self.bundled, bundled_base.base_catalog(self.store))
        if not plan.changes:
            with contextlib.suppress(OSError):
                bundled_base.keep_bundled(self.store)  # nothing to take in: the update is done (no notice again)
            self.statusBar().showMessage(self.tr("Your catalog has every bundled row."), 8000)
            return False
        lines = [self.tr("%1: %n new row(s)", "", len(r)).replace("%1", table_title(n)) for n, r in plan.new_rows.items()]
        lines += [self.tr("%1: %n row(s) brought up to date (you had not changed them)", "", len(r))
                  .replace("%1", table_title(n)) for n, r in plan.updated.items()]
        lines += [self.tr("%1: %n row(s) (differs|differ) from the bundled ones — yours are kept", "", int(c))
                  .replace("%1", table_title(n)) for n, c in plan.differing.items()]
        B = QMessageBox.StandardButton
        if self._ask(self.tr("Merge bundled updates"), self.tr("Take these updates into your catalog?") + "\n\n" +
                     "\n".join(lines), B.Yes | B.No, B.Yes) != B.Yes:
            return False
        self.apply_catalog(cm.apply_bundled_merge(self.working, plan), step_text(
            lambda: QCoreApplication.translate("CatalogEditor", "Merge bundled updates")))
        return True

    # ------------------------------------------------------------ closing
    def closeEvent(self, event) -> None:
        if self.is_dirty():
            B = QMessageBox.StandardButton
            answer = self._ask(self.tr("Unsaved edits"), self.tr("Save your edits to the catalog before closing?"),
                               B.Save | B.Discard | B.Cancel, B.Save)
            if answer == B.Cancel or (answer == B.Save and not self.save()):
                event.ignore()
                return
            if answer == B.Discard:
                self._recovery_timer.stop()
                self.recovery.clear()
                self.discard_edits()  # listeners go back to the saved catalog
        super().closeEvent(event)


if __name__ == "__main__":
    from gpu_advisor.gui.app import install_language, make_app
    _app = make_app()
    install_language(_app, None)
    w = CatalogEditor()
    w.show()
    _app.exec()
