"""The main window's catalog: loading the user's catalog (the bundled one when it cannot be loaded, a repaired one
said so) and the status bar's line about it (``gui/main_window.py``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox

from gpu_advisor.core.base import CatalogError
from gpu_advisor.text import describe_problem as describe

if TYPE_CHECKING:
    from gpu_advisor.core.catalog import Catalog
    from gpu_advisor.gui.main_window import MainWindow


def load_catalog(win: MainWindow) -> Catalog:
    """The user's catalog from ``win.store`` (a damaged one repaired, with a message), else the bundled one."""
    try:
        cat = win.store.ensure()
        # the saved catalog as loaded: a save by another program after this (gpu-advisor catalog update) is told
        # apart by the Team plan window, whose month gpu-advisor plan then prices with the newer one
        win.catalog_fingerprint = win.store.fingerprint()
        if win.store.notices:  # a damaged catalog was repaired: say which version is used, and why
            QMessageBox.warning(win, QCoreApplication.translate("MainWindow", "Catalog problems"),
                                "\n".join(describe(p) for p in win.store.notices[:20]))
    except (CatalogError, OSError) as exc:
        lines = [describe(p) for p in exc.errors[:20]] if isinstance(exc, CatalogError) else \
            [f"{exc.filename or ''}: {exc.strerror or exc}"]
        QMessageBox.warning(win, QCoreApplication.translate("MainWindow", "Catalog problems"),
                            QCoreApplication.translate("MainWindow",
                                                       "Your catalog could not be loaded; the bundled one is used.")
                            + "\n\n" + "\n".join(lines))
        from gpu_advisor.core.catalog import load_bundled
        cat = load_bundled()
        win.catalog_fingerprint = None  # (not the saved catalog: the catalog line says "the one the app comes with")
    catalog_status(win, cat)
    return cat


def catalog_status(win: MainWindow, cat: Catalog) -> None:
    """The status bar: the catalog's version and size, and the updates this version of the app brings."""
    from gpu_advisor.core.catalog import bundled_base
    inst, waiting = cat["instances"], bundled_base.updates_waiting(win.store)  # rows an app update brought
    win.statusBar().showMessage(
        QCoreApplication.translate("MainWindow", "Catalog %1: %2 instance types from %3 providers, %4 GPU models")
        .replace("%1", str(cat.meta.get("catalog_version", "") or ""))
        .replace("%2", str(len(inst))).replace("%3", str(inst["provider"].nunique()))
        .replace("%4", str(inst["gpu"].nunique()))
        + (QCoreApplication.translate("MainWindow", " · This version of the app brings catalog "
                                                    "updates: Catalog → Merge bundled updates…")
           if waiting else ""), 0 if waiting else 8000)


__all__ = ["catalog_status", "load_catalog"]
