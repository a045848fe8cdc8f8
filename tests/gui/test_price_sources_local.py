"""Preferences → Price sources takes a price file of this computer (its full path or a file:// address), as
``catalog update --source PATH`` does: before, the page refused it on saving ("is not an https:// address"). An address
that cannot be one is marked at its cell as it is typed, with the reason; the Update dialog then reads the file, with
no network (and offline, Update prices… still opens for it)."""

from __future__ import annotations

import shutil

import pytest
from PySide6.QtWidgets import QMessageBox

from gpu_advisor.core.prices import update as up
from gpu_advisor.gui.catalog_editor import CatalogEditor
from gpu_advisor.gui.price_sources import PriceSourcesPage
from gpu_advisor.gui.update_dialog import UpdateDialog
from tests.update_server import FIXTURES


@pytest.fixture
def local_file(tmp_path):
    path = tmp_path / "mirror" / "lambda" / "vms.csv"
    path.parent.mkdir(parents=True)
    shutil.copyfile(FIXTURES / "changed" / "lambda" / "vms.csv", path)
    return path


def _lambda_row(page):
    return next(r for r in range(page.model.rowCount()) if page.model.item(r, 1).text() == "lambda")


def test_the_page_takes_a_file_of_this_computer_and_marks_one_that_is_not(qtbot, advisor_home, local_file):
    page = PriceSourcesPage()
    qtbot.addWidget(page)
    r = _lambda_row(page)
    cell = page.model.item(r, page.URL)
    missing = local_file.parent / "missing.csv"
    cell.setText(str(missing))  # as typed into the cell: checked at once
    said = f"Price sources, row {r + 1}, column url: “{missing}” is not a price file on this computer (no such file)"
    assert page.message.text() == said and cell.toolTip() == said
    assert cell.background().color().name() == "#ffd6d6"
    assert not page.save() and not up.sources_path().exists()
    cell.setText(local_file.parent.as_uri())  # a folder
    assert "not a regular file (a folder, named pipe or device)" in cell.toolTip()
    cell.setText("lambda/vms.csv")
    assert "is neither an https:// address nor the full path of a file on this computer" in page.message.text()
    cell.setText(local_file.as_uri())
    assert page.message.text() == "" and cell.toolTip() == local_file.as_uri()
    assert cell.background().style() == cell.background().style().NoBrush
    assert page.save()
    srcs, problems = up.load_sources()
    assert not problems and up.PriceSource("lambda", local_file.as_uri()) in srcs


def test_the_update_dialog_reads_the_file_without_the_network(qtbot, advisor_home, seeded_home, local_file):
    up.save_sources([up.PriceSource("lambda", str(local_file))])
    ed = CatalogEditor(offer_recovery=False)
    qtbot.addWidget(ed, before_close_func=lambda e: setattr(e, "_ask", lambda *a, **k: QMessageBox.StandardButton.Discard))
    shown = []
    ed.exec_dialog = lambda dlg: shown.append(dlg) or False
    ed.network_offline = lambda: True  # offline: a file of this computer is still read
    assert ed.update_prices() is False and "offline" not in ed.message.text()
    [dlg] = shown
    assert isinstance(dlg, UpdateDialog) and list(dlg.boxes) == ["lambda"]
    assert dlg.start()
    qtbot.waitUntil(lambda: not dlg.busy() and dlg.worker is None, timeout=20000)
    top = dlg.model.item(0, 0).text()
    assert top.startswith("Lambda — new: 1, price changes: 2") and dlg.apply_button.isEnabled()
    assert dlg.bars["lambda"][1].text() == "done"
    local_file.unlink()  # gone since: that cloud is refused with the reason, nothing else
    assert dlg.start()
    qtbot.waitUntil(lambda: not dlg.busy() and dlg.worker is None, timeout=20000)
    assert dlg.model.item(0, 0).text() == (f"Lambda: the price file {local_file} on this computer cannot be read; "
                                           "nothing of this cloud changes (no such file)")
    assert dlg.bars["lambda"][1].text() == "unreadable" and not dlg.apply_button.isEnabled()
