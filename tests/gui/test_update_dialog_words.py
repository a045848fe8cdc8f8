"""Catalog → Update prices… says what happened: a summary that never calls unread files a match, a download that
failed said so (not 'refused'), sizes in megabytes, each price with its currency, and the GPUs a file names that
the catalog lacks named in their group."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from gpu_advisor.core import catalog as cm
from gpu_advisor.core.base import Problem
from gpu_advisor.core.base.problem_details_prices import UpdateTooLarge
from gpu_advisor.core.prices import update as up
from gpu_advisor import text as words
from gpu_advisor.gui.update_dialog import UpdateDialog
from tests.update_server import FixtureServer, closed_port


@pytest.fixture(scope="module")
def bundled():
    return cm.load_bundled()


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    with FixtureServer(tmp_path_factory.mktemp("www")) as srv:
        srv.put("junk", "lambda", b"<html><body><h1>Welcome to nginx!</h1></body></html>")
        srv.put("junk", "runpod", b"")
        yield srv


def fetch(qtbot, bundled, sources):
    dlg = UpdateDialog(bundled, sources=sources, timeout=5.0)
    qtbot.addWidget(dlg)
    assert dlg.start()
    qtbot.waitUntil(lambda: not dlg.busy() and dlg.worker is None, timeout=20000)
    return dlg


def test_when_no_file_could_be_read_the_summary_says_so(qtbot, bundled, server):
    with closed_port() as dead:
        dlg = fetch(qtbot, bundled, (up.PriceSource("aws", server.base + "/nothing-here/aws/vms.csv"),
                                     up.PriceSource("gcp", dead + "/gcp/vms.csv"),
                                     up.PriceSource("lambda", server.url("junk", "lambda")),
                                     up.PriceSource("runpod", server.url("junk", "runpod"))))
    summary = dlg.summary.text()
    assert "No price file could be read: nothing changes." in summary and "match" not in summary
    assert not dlg.apply_button.isEnabled()
    states = {p: state.text() for p, (_bar, state) in dlg.bars.items()}
    assert states == {"aws": "download failed", "gcp": "download failed", "lambda": "unreadable",
                      "runpod": "unreadable"}


def test_some_clouds_matching_and_others_unread_are_both_said(qtbot, bundled, server):
    # a cloud whose file matches the catalog: the catalog after taking that file in
    got = fetch(qtbot, bundled, server.sources("changed", ("aws",)))
    bundled = up.apply_update(bundled, got.preview, accept_big=True)[0]
    same = server.sources("changed", ("aws",))
    dlg = fetch(qtbot, bundled, (*same, up.PriceSource("gcp", server.base + "/nothing-here/gcp/vms.csv")))
    summary = dlg.summary.text()
    assert "The prices of Amazon Web Services match their files" in summary and "could not be read" in summary
    assert not dlg.apply_button.isEnabled()


def test_prices_carry_their_currency_and_unknown_gpus_are_named(qtbot, bundled, server):
    dlg = fetch(qtbot, bundled, server.sources("changed", ("aws",)))
    aws = dlg.model.item(0, 0)
    change = [aws.child(1, c).text() for c in range(7)]
    assert change[2] == "g4dn.16xlarge" and change[4] == "4.3520 → 4.7872 USD (+10.0%)" and change[5].endswith(" USD")
    new = [aws.child(0, c).text() for c in range(7)]
    assert new[0] == "New" and new[4].endswith(" USD")
    group = aws.child(aws.rowCount() - 1, 0).child(0, 0)  # not usable → by reason
    assert "“NoSuchGPU-9000”" in group.text() and "…" not in group.text()


def test_a_size_limit_reads_in_megabytes():
    line = words.describe_problem(Problem("u", UpdateTooLarge(provider="Lambda", limit=64 * 2 ** 20, size=10 ** 10),
                                          value="lambda"))
    assert "64 MB" in line and "67108864" not in line and "bytes" not in line


def test_the_clouds_no_price_file_reads_are_named_with_how_to_keep_their_prices(qtbot, qapp, bundled):
    """Offline or not, the dialog listed only the clouds with a price file (AWS, Google, Lambda, Nebius, RunPod) and
    said nothing of Alibaba, Tencent and Azure: it names them, in both languages, with where their prices are kept."""
    from gpu_advisor.gui.app import install_language
    words.set_catalog(bundled)
    for lang, names, how in (("en", ("Alibaba Cloud", "Tencent Cloud", "Microsoft Azure"), "Import CSV"),
                             ("zh_CN", ("阿里云", "腾讯云", "微软 Azure"), "导入 CSV")):
        install_language(qapp, lang)
        try:
            dlg = UpdateDialog(bundled, sources=up.default_sources())
            qtbot.addWidget(dlg)
            note = dlg.no_file_note.text()
        finally:
            install_language(qapp, "en")
        assert not dlg.no_file_note.isHidden()
        assert all(n in note for n in names) and how in note, note
        assert words.provider_name(bundled, "aws") not in note  # a cloud with a price file is not in it
    # a cloud the user gave a source is read: it leaves the note; every cloud read, no note
    mine = up.default_sources() + (up.PriceSource("alibaba", "https://example.com/ali.csv"),)
    dlg = UpdateDialog(bundled, sources=mine)
    qtbot.addWidget(dlg)
    assert dlg.unsourced == ["azure", "tencent"]
    everyone = tuple(up.PriceSource(str(p), f"https://example.com/{p}.csv") for p in bundled["providers"]["provider"])
    dlg = UpdateDialog(bundled, sources=everyone)
    qtbot.addWidget(dlg)
    assert dlg.no_file_note.isHidden() and dlg.no_file_note.text() == ""


def test_every_heading_fits_its_column_and_is_its_tooltip(qtbot, bundled):
    """The empty list's "On-demand per hour" heading was cut off ("On-demand per…") in a 100-pixel column."""
    dlg = UpdateDialog(bundled, sources=up.default_sources())
    qtbot.addWidget(dlg)
    header = dlg.view.header()
    for col in range(dlg.model.columnCount() - 1):  # (the last column stretches)
        heading = dlg.model.headerData(col, Qt.Orientation.Horizontal)
        width = header.fontMetrics().horizontalAdvance(heading)
        assert header.sectionSize(col) >= max(header.sectionSizeHint(col), width), heading
        assert dlg.model.headerData(col, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole) == heading
