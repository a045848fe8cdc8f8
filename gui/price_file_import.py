"""Catalog → Import CSV… of a SkyPilot price file (``vms.csv``): shown and applied as an update from that file.

The preview is the Update dialog's (``gui/update_dialog.py``, in its one-file mode): which rows change, old → new with
the percentage, new instances, prices the file confirms (re-dated to the file's date), rows no longer in the file,
rows of the file that could not be used and why, the user's own prices each with its tick, and the big changes with
theirs. Applying is the update's (``core.prices.update.apply_update``) as one undo step, "Import <file>". The file's
date is its modification day, as a web server would send it: importing a file and updating from the same file served
on this computer give the same catalog (walk 23: the import left the prices the file re-confirmed dated 2025-09 and
said "2 changed" without saying which). A catalog-format CSV still goes through the import dialog
(``gui/catalog_import_dialog.py``), and so does a price file whose cloud its path does not name (that dialog says so).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication

from gpu_advisor.core.prices import skypilot, update as up
from gpu_advisor.gui.step_words import step_text
from gpu_advisor.gui.update_dialog import apply_preview, UpdateDialog


def price_file_preview(editor, path: Path, data: bytes) -> up.UpdatePreview | None:
    """The update preview of ``data`` read from ``path`` against the editor's catalog, or None when it is no SkyPilot
    price file or its path names no cloud of the catalog."""
    header = skypilot.sniff_header(data)
    if header is None or not skypilot.is_skypilot_header(header):
        return None
    provider = skypilot.provider_of_file(editor.working, str(path))
    if provider is None:
        return None
    return up.preview_update(editor.working, [provider], (), local={provider: up.local_fetched(path, data)})


def import_price_file(editor, path: Path, data: bytes) -> bool | None:
    """Preview and apply a price file as an update (True when applied, False when not); None when it is not one
    this way can show (the caller uses the import dialog)."""
    preview = price_file_preview(editor, path, data)
    if preview is None:
        return None
    dlg = UpdateDialog(editor.working, parent=editor, file_preview=preview, file_name=path.name)
    if not editor.exec_dialog(dlg) or dlg.preview is None:
        return False
    return apply_preview(editor, dlg.preview, dlg.take_own(), dlg.accept_big(), step_text(
        lambda f: QCoreApplication.translate("CatalogEditor", "Import %1").replace("%1", f), path.name))
