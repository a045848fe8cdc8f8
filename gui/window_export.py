"""The main window's File → Export proposal as PDF / CSV (``gui/main_window.py``): refused with a sentence while
there is no priced result for the answers on screen, else written where the user says (``gui/proposal_pdf.py``)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog

from gpu_advisor.core.base import CatalogError
from gpu_advisor.text import describe_problem as describe

if TYPE_CHECKING:
    from gpu_advisor.gui.main_window import MainWindow

Error = Callable[[str, str], None]  # (title, text): the window's message box


def export_proposal_as(win: MainWindow, kind: str, *, stale: bool, folder: str, error: Error,
                       computing: bool = False) -> bool:
    """Ask where and write the proposal of ``win``'s result as ``kind`` ("pdf" or "csv"); ``stale``: the answers
    changed and are not yet priced (the result shown is not theirs); ``computing``: a result is being worked out
    (the typing pause, or the engine running): without a result for these answers, the refusal says "try again in a
    moment", not "answer the questions first" (walk 20: every question was answered); ``folder``: where the file
    dialog opens."""
    rec = getattr(win, "rec", None)
    if (rec is None or win.scenario is None or stale) and computing:
        error(QCoreApplication.translate("MainWindow", "Not ready yet"),
              QCoreApplication.translate("MainWindow", "The result for these answers is still being worked out. Try "
                                                       "again in a moment, or wait for it to appear and then export."))
        return False
    if rec is None or win.scenario is None or stale:
        error(QCoreApplication.translate("MainWindow", "Nothing to export"),
              QCoreApplication.translate("MainWindow", "Answer the questions first: there is no result yet."))
        return False
    opt = rec.recommendation
    if opt is None or not (opt.total_cost and opt.total_cost > 0):
        error(QCoreApplication.translate("MainWindow", "Nothing to export"),
              QCoreApplication.translate("MainWindow",
                                         "No configuration could be priced for these answers, so there is no "
                                         "proposal to export. The result pane says why."))
        return False
    filt = (QCoreApplication.translate("MainWindow", "PDF documents (*.pdf)") if kind == "pdf" else
            QCoreApplication.translate("MainWindow", "CSV files (*.csv)"))
    base = (win.path.stem if win.path else "proposal") + f".{kind}"
    name, _ = QFileDialog.getSaveFileName(win, QCoreApplication.translate("MainWindow", "Export proposal"),
                                          str(Path(folder) / base), filt)
    if not name:
        return False
    return win.export_to(Path(name), kind)


def export_proposal_to(win: MainWindow, path: Path, kind: str, *, error: Error) -> bool:
    """Write the proposal of ``win``'s result to ``path`` (atomically: nothing left behind on failure)."""
    from gpu_advisor.gui.app import current_language
    from gpu_advisor.gui.proposal_pdf import export_proposal
    try:
        export_proposal(win.rec, win.scenario, win.catalog, lang=current_language(),
                        pdf=path if kind == "pdf" else None, csv=path if kind == "csv" else None)
    except CatalogError as exc:
        error(QCoreApplication.translate("MainWindow", "Not exported"), "\n".join(describe(p) for p in exc.problems[:5]))
        return False
    except OSError as exc:
        error(QCoreApplication.translate("MainWindow", "Not exported"), exc.strerror or str(exc))
        return False
    win.statusBar().showMessage(QCoreApplication.translate("MainWindow", "Exported %1").replace("%1", str(path)), 8000)
    return True


__all__ = ["export_proposal_as", "export_proposal_to"]
