"""Catalog → Import CSV… of a SkyPilot price file is previewed and applied as an update from it (walk 23): the import
said "修改 2 行" without saying which rows or old → new, and left the 20 prices the file re-confirmed dated 2025-09,
while the Update dialog fetching the same file over http://127.0.0.1 showed the diff and re-dated them."""

from __future__ import annotations

import os
import shutil

import pytest
from PySide6.QtCore import Qt

from gpu_advisor.core import catalog as cm
from gpu_advisor.core.catalog.schema import TABLES
from gpu_advisor.gui.app import install_language
from gpu_advisor.gui.update_dialog import apply_preview, UpdateDialog
from tests.update_server import _MTIME, FILE_DATE, FIXTURES, FixtureServer

from .test_catalog_editor import tree_texts


@pytest.fixture()
def price_file(tmp_path):
    path = tmp_path / "lambda" / "vms.csv"
    path.parent.mkdir()
    shutil.copyfile(FIXTURES / "changed" / "lambda" / "vms.csv", path)
    os.utime(path, (_MTIME, _MTIME))  # the date the test server sends for the same file
    return path


def _table(ed):
    return cm.to_csv_bytes(ed.working["instances"], TABLES["instances"])


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_the_import_shows_the_changes_as_the_update_does(qtbot, qapp, editor, price_file, lang):
    install_language(qapp, lang)
    try:
        seen = {}

        def look(dlg):
            seen["dlg"] = type(dlg).__name__
            seen["rows"] = tree_texts(dlg)
            seen["title"] = dlg.windowTitle()
            seen["fetch"] = dlg.fetch_button.isVisibleTo(dlg)
            return False
        editor.exec_dialog = look
        assert not editor.import_file(str(price_file))
        assert seen["dlg"] == "UpdateDialog" and not seen["fetch"] and "vms.csv" in seen["title"]
        change = "Price change" if lang == "en" else "价格变化"
        changed = [r for r in seen["rows"] if r.startswith(change)]
        assert len(changed) == 2 and all("→" in r and "USD" in r for r in changed), seen["rows"]
        assert any(FILE_DATE in r for r in seen["rows"] if r.startswith("Confirmed" if lang == "en" else "已确认"))
        top = seen["rows"][0]
        assert top.startswith("Lambda") and FILE_DATE in top  # the cloud's name, not its id; the file's date
    finally:
        install_language(qapp, "en")


def test_import_and_update_of_the_same_file_give_the_same_catalog(qtbot, editor, price_file, tmp_path):
    editor.exec_dialog = lambda dlg: dlg.apply_button.isEnabled()
    start = editor.working
    assert editor.import_file(str(price_file))
    imported = editor.working["instances"]
    assert editor.undo.count() == 1 and editor.undo.undoText().startswith("Import")
    editor.undo.undo()
    assert editor.working["instances"].equals(start["instances"])
    with FixtureServer(tmp_path / "www") as srv:
        dlg = UpdateDialog(editor.working, sources=srv.sources("changed", ["lambda"]), timeout=5.0)
        qtbot.addWidget(dlg)
        assert dlg.start()
        qtbot.waitUntil(lambda: not dlg.busy() and dlg.worker is None, timeout=20000)
        assert apply_preview(editor, dlg.preview, dlg.take_own(), dlg.accept_big())
    fetched = editor.working["instances"]
    cols = ["provider", "region", "instance_type", "on_demand_hour", "spot_hour", "as_of"]
    assert imported[cols].equals(fetched[cols])
    lam = imported[imported["provider"] == "lambda"]
    assert (lam["as_of"] == FILE_DATE).sum() > 10  # the prices it re-confirmed are dated by the file


def test_a_catalog_csv_import_names_the_clouds_in_its_rows(qtbot, qapp, editor, tmp_path):
    """Walk 23: the import dialog's rows showed the provider id ("lambda") in the Chinese window."""
    df = editor.working["instances"]
    rows = df[df["provider"] == "alibaba"].head(2).copy()
    f = tmp_path / "negotiated.csv"
    f.write_bytes(cm.to_csv_bytes(rows, TABLES["instances"]))
    install_language(qapp, "zh_CN")
    try:
        seen = {}

        def look(dlg):
            m = dlg.preview_model
            heads = [m.headerData(c, Qt.Orientation.Horizontal) for c in range(m.columnCount())]
            col = heads.index("云厂商")
            seen["cells"] = [m.data(m.index(r, col)) for r in range(m.rowCount())]
            return False
        editor.exec_dialog = look
        assert not editor.import_file(str(f))
        assert seen["cells"] == ["阿里云", "阿里云"], seen
    finally:
        install_language(qapp, "en")


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_the_preview_columns_fit_their_cells_at_1280x720(qtbot, qapp, editor, price_file, lang):
    """Walk 23: at 1280x720 the GPU column showed "A1…", "GH…" (sized while the confirmed prices were folded) while the
    note column had room to spare."""
    from gpu_advisor.gui.price_file_import import price_file_preview
    install_language(qapp, lang)
    try:
        dlg = UpdateDialog(editor.working, parent=editor, file_preview=price_file_preview(
            editor, price_file, price_file.read_bytes()), file_name="vms.csv")
        qtbot.addWidget(dlg)
        dlg.resize(1280, 720)
        dlg.show()
        qtbot.waitExposed(dlg)
        view, header = dlg.view, dlg.view.header()
        fm = view.fontMetrics()
        texts: dict[int, set[str]] = {c: set() for c in range(1, 6)}

        def walk(item):
            for r in range(item.rowCount()):
                for c in texts:
                    if item.child(r, c) is not None and item.child(r, c).text():
                        texts[c].add(item.child(r, c).text())
                walk(item.child(r, 0))
        walk(dlg.model.invisibleRootItem())
        assert any(texts[3]), texts  # the GPU column has cells (A100-PCIE, GH200, ...)
        for c, cells in texts.items():
            need = max((fm.horizontalAdvance(t) for t in cells), default=0)
            assert header.sectionSize(c) >= need, (c, header.sectionSize(c), need, max(cells, key=len))
        last = dlg.model.columnCount() - 1
        assert sum(header.sectionSize(c) for c in range(last + 1)) <= view.viewport().width() + 1  # no sideways scroll
    finally:
        install_language(qapp, "en")
