"""Catalog → Update prices…, driven like a person would, against a real HTTP server on 127.0.0.1: the
preview grouped by cloud, progress per file, Stop, the user's own prices asked row by row, Apply as one
undo step, offline, and the catalog on disk untouched until the user saves."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from gpu_advisor.core import catalog as cm
from gpu_advisor.core.prices import update as up
from gpu_advisor.core.catalog.store import CatalogStore
from gpu_advisor.core.prices.quotes import set_quoted_price
from gpu_advisor.core.catalog.schema import TABLES
from gpu_advisor.gui.catalog_editor import CatalogEditor
from gpu_advisor.gui.price_sources import PriceSourcesPage
from gpu_advisor.gui.update_dialog import UpdateDialog, apply_preview
from tests.update_server import CLOUDS, FixtureServer

from ..support import tree_digest

B = QMessageBox.StandardButton


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    with FixtureServer(tmp_path_factory.mktemp("www")) as srv:
        yield srv


@pytest.fixture
def editor(qtbot, seeded_home):
    ed = CatalogEditor(offer_recovery=False)
    qtbot.addWidget(ed, before_close_func=lambda e: setattr(e, "_ask", lambda *a, **k: B.Discard))
    ed._ask = lambda *a, **k: pytest.fail(f"unexpected question: {a[:2]}")
    ed.network_offline = lambda: False
    return ed


def dialog(qtbot, ed, sources, timeout=10.0):
    dlg = UpdateDialog(ed.working, sources=sources, parent=ed, timeout=timeout)
    qtbot.addWidget(dlg)
    return dlg


def fetch(qtbot, dlg):
    assert dlg.start()
    qtbot.waitUntil(lambda: not dlg.busy() and dlg.worker is None, timeout=20000)


def tops(dlg):
    m = dlg.model
    return [m.item(i, 0) for i in range(m.rowCount())]


def instances_bytes(cat):
    return cm.to_csv_bytes(cat["instances"], TABLES["instances"])


def test_preview_grouped_by_cloud_then_apply_is_one_undo_step(qtbot, editor, server):
    digest = tree_digest(editor.store.root)
    before = instances_bytes(editor.working)
    dlg = dialog(qtbot, editor, server.sources("changed"))
    assert list(dlg.boxes) == list(CLOUDS)
    fetch(qtbot, dlg)
    assert dlg.preview is not None and not dlg.preview.failed
    groups = tops(dlg)
    assert [g.text().split(" — ")[0] for g in groups] == ["Amazon Web Services", "Google Cloud", "Lambda", "Nebius",
                                                           "RunPod"]
    aws = groups[0]
    kinds = [aws.child(j, 0).text() for j in range(aws.rowCount())]
    # (the file, newer than the catalog's prices, confirms the 110 it gives unchanged: one folded node)
    assert kinds[:5] == ["New", "Price change", "Price change", "110 prices confirmed as of 2026-11-20",
                         "No longer in the file"]
    change = [aws.child(1, c).text() for c in range(7)]
    assert change[2] == "g4dn.16xlarge" and change[4] == "4.3520 → 4.7872 USD (+10.0%)"
    assert kinds[-1].startswith("Not usable: 1 row")
    reason = aws.child(5, 0).child(0, 0)  # not usable → by reason → the row
    assert reason.text().startswith("1 × ") and "not a GPU in your catalog" in reason.text()
    assert reason.child(0, 2).text() == "NoSuchGPU-9000" and reason.child(0, 1).text() == "file row 115"
    assert "new: 1, price changes: 2" in aws.text() and "file dated 2026-11-20" in aws.text()
    # one progress bar per file, all full
    assert list(dlg.bars) == list(CLOUDS)
    assert all(bar.value() == bar.maximum() == 1000 for bar, _ in dlg.bars.values())
    assert dlg.apply_button.isEnabled()
    assert tree_digest(editor.store.root) == digest and instances_bytes(editor.working) == before
    # Apply: one undo step in the editor, nothing on disk until Save
    assert apply_preview(editor, dlg.preview, dlg.take_own())
    assert editor.undo.count() == 1 and editor.is_dirty()
    assert instances_bytes(editor.working) != before
    assert tree_digest(editor.store.root) == digest
    editor.undo.undo()
    assert instances_bytes(editor.working) == before
    editor.undo.redo()
    assert editor.save()
    cat = editor.store.load()
    row = cat["instances"][(cat["instances"]["instance_type"] == "g4dn.16xlarge")
                           & (cat["instances"]["region"] == "us-east-1")].iloc[0]
    assert row["on_demand_hour"] == pytest.approx(4.7872) and str(row["as_of"]) == "2026-11-20"


def test_own_prices_are_asked_row_by_row(qtbot, server, seeded_home):
    store = CatalogStore()
    cat = store.ensure()
    cat = set_quoted_price(cat, "aws", "us-east-1", "g4dn.16xlarge", 4.0, who="ACME", date="2026-11-01")
    cat = set_quoted_price(cat, "aws", "us-east-1", "g4dn.4xlarge", 1.0, who="ACME", date="2026-11-01")
    store.save(cat)
    ed = CatalogEditor(store, offer_recovery=False)
    qtbot.addWidget(ed, before_close_func=lambda e: setattr(e, "_ask", lambda *a, **k: B.Discard))
    dlg = dialog(qtbot, ed, server.sources("changed", ["aws"]))
    fetch(qtbot, dlg)
    own = dlg.own_items()
    assert len(own) == 2 and all(it.checkState() == Qt.CheckState.Unchecked for it in own)
    assert "Your own price (quoted)" in dlg.model.item(0).child(own[0].row(), 6).text()
    own[1].setCheckState(Qt.CheckState.Checked)  # take the file's price for the second one only
    assert apply_preview(ed, dlg.preview, dlg.take_own())
    inst = ed.working["instances"]
    price = dict(zip(inst["instance_type"] + "@" + inst["region"], inst["on_demand_hour"]))
    assert price["g4dn.16xlarge@us-east-1"] == 4.0  # kept
    assert price["g4dn.4xlarge@us-east-1"] == pytest.approx(1.1438)  # taken


@pytest.fixture(scope="module")
def bundled():
    return cm.load_bundled()


def test_stop_a_stalled_download(qtbot, bundled, server):
    srcs = (up.PriceSource("aws", server.base + "/stall/aws/vms.csv"),)
    dlg = UpdateDialog(bundled, sources=srcs, timeout=30)
    qtbot.addWidget(dlg)
    assert dlg.start()
    qtbot.waitUntil(lambda: dlg.bars["aws"][1].text() != "waiting", timeout=5000)
    assert dlg.cancel_button.isEnabled() and not dlg.fetch_button.isEnabled()
    qtbot.mouseClick(dlg.cancel_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dlg.busy(), timeout=5000)  # far below the 30 s timeout
    qtbot.waitUntil(lambda: "Stopped" in dlg.summary.text(), timeout=2000)
    assert dlg.preview is None and not dlg.apply_button.isEnabled() and dlg.fetch_button.isEnabled()
    assert not CatalogStore().root.exists()  # nothing was written anywhere


def test_closing_while_fetching_stops_the_download(qtbot, bundled, server):
    from gpu_advisor.gui import update_fetch as ud  # (the threads of closed dialogs)
    srcs = (up.PriceSource("aws", server.base + "/stall/aws/vms.csv"),)
    dlg = UpdateDialog(bundled, sources=srcs, timeout=30)
    qtbot.addWidget(dlg)
    before = set(ud._RUNNING)  # (a download another test on this worker cancelled may still be winding down)
    assert dlg.start()
    thread = dlg.fetch_thread
    assert thread is not None and dlg.thread() is not thread  # QObject.thread(): the dialog lives on the GUI thread
    dlg.reject()
    mine = [t for t, _ in ud._RUNNING - before]
    assert dlg.fetch_thread is None and mine == [thread]
    # The stalled answer holds its connection 30 s and the download's timeout is 30 s, so a download that stops
    # within 25 s stopped because it was cancelled (a loaded machine has taken over 9.5 s to get there, with
    # another test process beside it: the wait is as long as that allows).
    qtbot.waitUntil(lambda: all(t is not thread for t, _ in ud._RUNNING), timeout=25000)
    assert not thread.isRunning()


def test_refused_clouds_are_shown_and_left_alone(qtbot, editor, server):
    srcs = (up.PriceSource("aws", server.url("truncated", "aws")), up.PriceSource("gcp", server.url("slow", "gcp")),
            up.PriceSource("lambda", server.url("changed", "lambda")))
    dlg = dialog(qtbot, editor, srcs, timeout=0.5)
    fetch(qtbot, dlg)
    lines = [dlg.model.item(i, 0).text() for i in range(3)]
    assert "the price file cannot be read" in lines[0] and "row 77" in lines[0]
    assert "took longer than 0.5 s" in lines[1]
    assert dlg.apply_button.isEnabled()  # Lambda can still be applied
    assert "not updated" in dlg.summary.text()
    before = editor.working["instances"]
    assert apply_preview(editor, dlg.preview, dlg.take_own())
    after = editor.working["instances"]
    for p in ("aws", "gcp"):
        assert after[after["provider"] == p].reset_index(drop=True).equals(
            before[before["provider"] == p].reset_index(drop=True))


def test_offline_the_menu_says_so(qtbot, editor):
    editor.network_offline = lambda: True
    editor._refresh_update_action()
    assert "offline" in editor.update_action.text()
    assert editor.update_prices() is False
    assert "offline" in editor.message.text() and editor.undo.count() == 0
    editor.network_offline = lambda: False
    editor._refresh_update_action()
    assert editor.update_action.text() == "&Update prices…"


def test_all_sources_unreachable_reads_as_offline(qtbot, bundled, monkeypatch):
    """Offline = no name can be looked up; that cannot be made without asking a DNS server (loopback only in
    tests), so the system's lookup fails as it does offline."""
    import socket

    def no_network(*args, **kwargs):
        raise socket.gaierror(socket.EAI_AGAIN, "Temporary failure in name resolution")
    monkeypatch.setattr(socket, "getaddrinfo", no_network)
    dlg = UpdateDialog(bundled, sources=(up.PriceSource("aws", "https://prices.example/aws/vms.csv"),))
    qtbot.addWidget(dlg)
    fetch(qtbot, dlg)
    assert "offline" in dlg.summary.text() and not dlg.apply_button.isEnabled()


def test_a_closed_port_is_named_not_offline(qtbot, bundled):
    from tests.update_server import closed_port
    with closed_port() as base:
        dlg = UpdateDialog(bundled, sources=(up.PriceSource("aws", f"{base}/aws/vms.csv"),))
        qtbot.addWidget(dlg)
        fetch(qtbot, dlg)
    line = tops(dlg)[0].text()
    assert "offline" not in dlg.summary.text() and not dlg.apply_button.isEnabled()
    assert "nothing answers at " + base.split("/")[2] in line


def test_price_sources_page(qtbot):
    page = PriceSourcesPage()
    qtbot.addWidget(page)
    assert page.sources() == up.default_sources()
    page.add_row()
    r = page.model.rowCount() - 1
    page.model.item(r, 1).setText("azure")
    page.model.item(r, 2).setText("http://prices.example.com/azure/vms.csv")
    assert not page.save() and "not an https:// address" in page.message.text()
    assert not up.sources_path().exists()
    page.model.item(r, 2).setText("https://prices.example.com/azure/vms.csv")
    page.model.item(0, 0).setCheckState(Qt.CheckState.Unchecked)
    assert page.save()
    srcs, problems = up.load_sources()
    assert not problems and srcs[-1] == up.PriceSource("azure", "https://prices.example.com/azure/vms.csv")
    assert not srcs[0].enabled
    page.view.selectRow(r)
    page.remove_rows()
    page.restore_defaults()
    assert page.save() and not up.sources_path().exists()


# ------------------------------------------------------------------ hostile price files (issue 26)


def _children(top):
    return [[top.child(j, c).text() if top.child(j, c) else "" for c in range(7)] for j in range(top.rowCount())]


def test_big_changes_are_listed_first_and_need_the_clouds_tick(qtbot, editor, server):
    """Before: a file with every price ×1000 was applied like any other (the preview showed +99,900%)."""
    from tests.update_server import scaled_prices
    srcs = (up.PriceSource("aws", server.put("x1000", "aws", scaled_prices(1000))),
            up.PriceSource("lambda", server.url("changed", "lambda")))
    dlg = dialog(qtbot, editor, srcs)
    dlg.show()
    fetch(qtbot, dlg)
    aws = tops(dlg)[0]
    assert "big changes: 112" in aws.text()
    rows = _children(aws)
    assert [r[0] for r in rows[:112]] == ["Big change"] * 112 and rows[112][0] == "New"
    assert rows[0][2] == "g4dn.16xlarge" and rows[0][6] == "Big change: ×1,100"
    assert aws.child(0, 0).foreground().color().name() == "#a40000" and aws.child(0, 0).font().bold()
    assert list(dlg.big_ticks) == ["aws"]
    tick = dlg.big_ticks["aws"]
    assert tick.isVisible() and not tick.isChecked()
    # "change(s)" without a translator, "changes" with the English one (its plural forms) loaded by an earlier test
    assert re.match(r"Apply the 112 big change(s|\(s\)) of Amazon Web Services", tick.text()), tick.text()
    assert "Nothing of Amazon Web Services is applied until you tick" in dlg.summary.text()
    assert dlg.apply_button.isEnabled() and dlg.applied_clouds() == ["lambda"]
    before = editor.working["instances"]
    # Unticked: Lambda is applied, nothing of AWS
    assert apply_preview(editor, dlg.preview, dlg.take_own(), dlg.accept_big())
    after = editor.working["instances"]
    assert after[after["provider"] == "aws"].reset_index(drop=True).equals(
        before[before["provider"] == "aws"].reset_index(drop=True))
    assert not after[after["provider"] == "lambda"].reset_index(drop=True).equals(
        before[before["provider"] == "lambda"].reset_index(drop=True))
    editor.undo.undo()
    # Ticked: AWS's prices too
    qtbot.mouseClick(tick, Qt.MouseButton.LeftButton)
    assert tick.isChecked() and dlg.accept_big() == ["aws"] and dlg.applied_clouds() == ["aws", "lambda"]
    assert "Nothing of" not in dlg.summary.text()
    assert apply_preview(editor, dlg.preview, dlg.take_own(), dlg.accept_big())
    inst = editor.working["instances"]
    row = inst[(inst["instance_type"] == "g4dn.16xlarge") & (inst["region"] == "us-east-1")].iloc[0]
    assert row["on_demand_hour"] == pytest.approx(4787.2)


def test_apply_waits_for_the_tick_when_only_big_changes_are_left(qtbot, bundled, server):
    from tests.update_server import scaled_prices
    srcs = (up.PriceSource("aws", server.put("x1000", "aws", scaled_prices(1000))),)
    dlg = UpdateDialog(bundled, sources=srcs)
    qtbot.addWidget(dlg)
    dlg.show()
    fetch(qtbot, dlg)
    assert not dlg.apply_button.isEnabled()
    qtbot.mouseClick(dlg.big_ticks["aws"], Qt.MouseButton.LeftButton)
    assert dlg.apply_button.isEnabled()
    qtbot.mouseClick(dlg.big_ticks["aws"], Qt.MouseButton.LeftButton)
    assert not dlg.apply_button.isEnabled()
    assert dlg.start()  # a new fetch clears the ticks
    assert not dlg.big_ticks and dlg.big_box.isHidden()
    qtbot.waitUntil(lambda: not dlg.busy() and dlg.worker is None, timeout=20000)
    assert list(dlg.big_ticks) == ["aws"]


def test_a_server_date_later_than_today_is_replaced_with_a_warning(qtbot, bundled, server):
    import datetime as dt
    srcs = (up.PriceSource("lambda", server.base + "/future/changed/lambda/vms.csv"),)
    dlg = UpdateDialog(bundled, sources=srcs)
    qtbot.addWidget(dlg)
    fetch(qtbot, dlg)
    top = tops(dlg)[0]
    today = dt.date.today().isoformat()
    if (dt.datetime.now(dt.timezone.utc) + dt.timedelta(days=1)).date().isoformat() <= today:
        pytest.skip("the server's date is not later than today in this time zone")
    assert f"file dated {today}" in top.text()
    warn = top.child(0, 0).text()
    assert warn.startswith("The server dates this file ") and f"later than today; the fetch date {today}" in warn
    assert dlg.preview.providers[0].date_replaced > today


def test_thousands_of_new_rows_show_the_first_200_and_how_many_more(qtbot, bundled, server):
    """The 100,000-row file froze the window for about 18 s while the tree took every row (bench/update.py)."""
    from tests.update_server import many_rows
    srcs = (up.PriceSource("aws", server.put("many", "aws", many_rows(5000))),)
    dlg = UpdateDialog(bundled, sources=srcs)
    qtbot.addWidget(dlg)
    fetch(qtbot, dlg)
    aws = tops(dlg)[0]
    assert "new: 5,001, price changes: 2," in aws.text()  # as the app writes numbers (it read "new: 5001")
    kinds = [r[0] for r in _children(aws)]
    assert kinds.count("New") == UpdateDialog.MAX_SHOWN and kinds[UpdateDialog.MAX_SHOWN] == "… 4,801 more"
    assert kinds.count("Price change") == 2 and aws.rowCount() < UpdateDialog.MAX_SHOWN + 10
    assert "Apply brings in 5,001 new instances and 2 price changes." in dlg.summary.text() and dlg.apply_button.isEnabled()


def _typed_price_row(editor):
    m = editor.models["instances"]
    for r in range(m.rowCount()):
        get = lambda c: m.data(m.index(r, m.columns.index(c)), Qt.ItemDataRole.EditRole)  # noqa: E731
        if get("instance_type") == "g4dn.16xlarge" and get("region") == "us-east-1":
            return m, r
    raise AssertionError("no g4dn.16xlarge in us-east-1")


@pytest.mark.parametrize("tick", [False, True])
def test_a_price_typed_in_the_editor_is_the_users_own_until_ticked(qtbot, editor, server, tick):
    import datetime as _dt
    m, r = _typed_price_row(editor)
    cell = m.index(r, m.columns.index("on_demand_hour"))
    old_source = m.data(m.index(r, m.columns.index("source")), Qt.ItemDataRole.EditRole)
    assert old_source != "user"
    assert m.setData(cell, "3.9")
    # The typed price (only it: the row keeps its source, price_cites) cites the user and is dated today: not stale
    # (no orange, no "Stale" tip), one undo step.
    from gpu_advisor.core.catalog import price_cites
    cites = m.index(r, m.columns.index(price_cites.COLUMN))
    assert m.data(m.index(r, m.columns.index("source")), Qt.ItemDataRole.EditRole) == old_source
    assert price_cites.parse(m.data(cites, Qt.ItemDataRole.EditRole)) == {
        "on_demand_hour": _dt.date.today().isoformat()}
    assert m.data(cell, Qt.ItemDataRole.ForegroundRole) is None
    assert "Stale" not in (m.data(cell, Qt.ItemDataRole.ToolTipRole) or "")
    assert editor.undo.count() == 1
    editor.undo.undo()
    assert m.data(cites, Qt.ItemDataRole.EditRole) == ""
    editor.undo.redo()
    dlg = dialog(qtbot, editor, server.sources("changed", ["aws"]))
    fetch(qtbot, dlg)
    own = dlg.own_items()  # the update asks before it replaces the typed price
    assert len(own) == 1 and own[0].checkState() == Qt.CheckState.Unchecked
    if tick:
        own[0].setCheckState(Qt.CheckState.Checked)
    assert apply_preview(editor, dlg.preview, dlg.take_own())
    inst = editor.working["instances"]
    row = inst[(inst["instance_type"] == "g4dn.16xlarge") & (inst["region"] == "us-east-1")].iloc[0]
    assert row["on_demand_hour"] == pytest.approx(4.7872 if tick else 3.9)
