"""The main window's menus (File, Edit, Catalog, Settings, Help), Open recent's list, and the Help menu's two
boxes (``gui/main_window.py``). The menus are made with the questions, before the catalog loads; the windows they
open are imported when first asked for."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QUrl
from PySide6.QtGui import QAction, QActionGroup, QDesktopServices, QKeySequence
from PySide6.QtWidgets import QMessageBox

from gpu_advisor import __version__, text as W
from gpu_advisor.gui.app import gui_module, settings
from gpu_advisor.gui.window_catalog import load_catalog
from gpu_advisor.gui.window_undo import WindowUndo

if TYPE_CHECKING:
    from gpu_advisor.gui.main_window import MainWindow


def make_menus(win: MainWindow) -> None:
    """The menu bar of ``win``; sets ``win.recent_menu``, ``win.history`` and the export, Team plan and Compare
    actions."""
    def act(menu, text, slot, shortcut=None):
        a = QAction(text, win)
        if shortcut is not None:
            a.setShortcut(shortcut)
        a.triggered.connect(slot)
        menu.addAction(a)
        return a

    f = win.menuBar().addMenu(QCoreApplication.translate("MainWindow", "&File"))
    act(f, QCoreApplication.translate("MainWindow", "&New scenario"), lambda: win.new_scenario(),
        QKeySequence.StandardKey.New)
    act(f, QCoreApplication.translate("MainWindow", "&Open…"), lambda: win.open_file(), QKeySequence.StandardKey.Open)
    win.recent_menu = f.addMenu(QCoreApplication.translate("MainWindow", "Open &recent"))
    win.recent_menu.aboutToShow.connect(lambda: fill_recent(win))
    f.addSeparator()
    act(f, QCoreApplication.translate("MainWindow", "&Save"), lambda: win.save(), QKeySequence.StandardKey.Save)
    act(f, QCoreApplication.translate("MainWindow", "Save &as…"), lambda: win.save(as_new=True),
        QKeySequence.StandardKey.SaveAs)
    f.addSeparator()
    win.export_pdf_action = act(f, QCoreApplication.translate("MainWindow", "Export proposal as &PDF…"),
                                lambda: win.export("pdf"), QKeySequence("Ctrl+P"))
    win.export_csv_action = act(f, QCoreApplication.translate("MainWindow", "Export proposal as &CSV…"),
                                lambda: win.export("csv"), QKeySequence("Ctrl+Shift+P"))
    # These windows' modules are imported when first asked for (the menus are made before the catalog loads).
    win.export_launch_action = act(f, QCoreApplication.translate("MainWindow", "Export &launch files…"),
                                   lambda: gui_module("launch_export").export_from_view(win.result))
    f.addSeparator()
    win.team_plan_action = act(f, QCoreApplication.translate("MainWindow", "&Team plan…"),
                               lambda: gui_module("team_plan").open_for(win),
                               QKeySequence("Ctrl+T"))  # issue 31: a month of jobs in one budget
    win.compare_action = act(f, QCoreApplication.translate("MainWindow", "Co&mpare with…"),
                             lambda: gui_module("compare_view").open_for(win),
                             QKeySequence("Ctrl+Shift+C"))  # issue 31: this answer beside another
    f.addSeparator()
    act(f, QCoreApplication.translate("MainWindow", "&Quit"), win.close, QKeySequence.StandardKey.Quit)
    win.history = WindowUndo(win)  # a dragged chart line undone (Ctrl+Z) and done again
    e = win.menuBar().addMenu(QCoreApplication.translate("MainWindow", "E&dit"))  # (Alt+E: Settings)
    e.addActions([win.history.undo_action, win.history.redo_action])

    c = win.menuBar().addMenu(QCoreApplication.translate("MainWindow", "Catal&og"))
    act(c, QCoreApplication.translate("MainWindow", "&Edit catalog…"), win.open_editor, QKeySequence("Ctrl+E"))
    update = act(c, QCoreApplication.translate("MainWindow", "&Update prices…"),
                 lambda: win.open_editor().update_prices())
    act(c, QCoreApplication.translate("MainWindow", "&Merge bundled updates…"),
        lambda: win.open_editor().merge_bundled())
    c.aboutToShow.connect(lambda: refresh_update_item(win, update))
    act(c, QCoreApplication.translate("MainWindow", "&Reload catalog"), lambda: win.set_catalog(load_catalog(win)),
        QKeySequence.StandardKey.Refresh)
    act(c, QCoreApplication.translate("MainWindow", "Open catalog &folder"),
        lambda: QDesktopServices.openUrl(QUrl.fromLocalFile(str(win.store.root))))

    s = win.menuBar().addMenu(QCoreApplication.translate("MainWindow", "S&ettings"))
    act(s, QCoreApplication.translate("MainWindow", "&Preferences…"), win.open_settings,
        QKeySequence.StandardKey.Preferences)
    lang = s.addMenu(QCoreApplication.translate("MainWindow", "&Language"))
    group = QActionGroup(win)
    current = settings().value("language", "") or ""
    for code, text in (("", QCoreApplication.translate("MainWindow", "System")), ("en", "English"),
                       ("zh_CN", "中文（简体）")):
        a = QAction(text, win, checkable=True)
        a.setChecked(code == current)
        a.triggered.connect(lambda _c=False, code=code: win.set_language(code))
        group.addAction(a)
        lang.addAction(a)

    h = win.menuBar().addMenu(QCoreApplication.translate("MainWindow", "&Help"))
    act(h, QCoreApplication.translate("MainWindow", "&How it works"), lambda: show_help(win),
        QKeySequence.StandardKey.HelpContents)
    act(h, QCoreApplication.translate("MainWindow", "&About"), lambda: show_about(win))


def fill_recent(win: MainWindow) -> None:
    """File → Open recent: the files opened last, newest first (or "(none)")."""
    win.recent_menu.clear()
    files = win.recent_files()
    if not files:
        a = win.recent_menu.addAction(QCoreApplication.translate("MainWindow", "(none)"))
        a.setEnabled(False)
    for i, f in enumerate(files):
        a = win.recent_menu.addAction(f"&{i + 1} {Path(f).name}")
        a.setToolTip(f)
        a.triggered.connect(lambda _c=False, f=f: win.open_file(f))


def refresh_update_item(win: MainWindow, action: QAction) -> None:
    """Offline, Catalog → Update prices… says so (gui/update_dialog.py)."""
    from gpu_advisor.gui.update_fetch import network_offline, refresh_action
    refresh_action(action, win.editor.network_offline() if win.editor else network_offline())


def show_help(win: MainWindow) -> None:
    """Help → How it works."""
    QMessageBox.information(win, QCoreApplication.translate("MainWindow", "How it works"), help_text())


def help_text() -> str:
    """Help → How it works: each menu item named as the menu reads (walk 25: "File → Export", a menu item that is
    not there, and no word of the launch files, the Team plan or Compare)."""
    return QCoreApplication.translate(
        "MainWindow",
        "1. Answer the questions on the left; “I don't know” is always allowed and the result says what was "
        "assumed.\n2. The recommendation on the right updates as you type.\n3. Drag the red deadline line or "
        "the green budget line on the chart to see other trade-offs; click a point to inspect it.\n"
        "4. Catalog → Edit catalog… to enter your own negotiated prices.\n5. File → Export proposal as PDF… "
        "for decision makers, or as CSV… for your spreadsheet; Launch files… under the card writes the files that "
        "start the configuration it shows.\n6. File → Team plan… prices a month of several jobs in one budget; "
        "File → Compare with… puts this answer beside another.")


def show_about(win: MainWindow) -> None:
    """Help → About: the app's name, version and catalog folder."""
    QMessageBox.about(win, QCoreApplication.translate("MainWindow", "About %1").replace("%1", W.app_title()),
                      QCoreApplication.translate("MainWindow",
                                                 "%1 %2\nChoose and price cloud GPU servers for AI training, "
                                                 "fine-tuning and inference.\nCatalog folder: %3")
                      .replace("%1", W.app_title()).replace("%2", __version__).replace("%3", str(win.store.root)))


__all__ = ["fill_recent", "make_menus", "refresh_update_item", "show_about", "show_help"]
