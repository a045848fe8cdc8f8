"""Update prices… (walk 21): the sentence above the preview counts what Apply would bring in and agrees with the
Apply button, in English (proper plurals) and Chinese; a file with a bad row shows it as not usable (row, column,
the cell shown safely) and the rest applies; the clouds not listed are named with the true reason. Against a real
HTTP server on 127.0.0.1 (tests/update_server.py)."""

from __future__ import annotations

import csv
import io

import pytest
from PySide6.QtCore import Qt

from gpu_advisor import text as words
from gpu_advisor.core import catalog as cm
from gpu_advisor.core.catalog.store import CatalogStore
from gpu_advisor.core.prices import update as up
from gpu_advisor.core.prices.quotes import set_quoted_price
from gpu_advisor.gui.app import install_language
from gpu_advisor.gui.update_dialog import UpdateDialog
from tests.update_server import FILE_DATE, FIXTURES, FixtureServer


def _lambda_with(**cells: tuple[str, str]) -> bytes:
    """The 'changed' Lambda fixture with cells replaced: instance type -> (column, value), first row of that type."""
    rows = list(csv.reader(io.StringIO((FIXTURES / "changed" / "lambda" / "vms.csv").read_text(encoding="utf-8"))))
    head = rows[0]
    for it, (col, value) in cells.items():
        r = next(r for r in rows[1:] if r[0] == it)
        r[head.index(col)] = value
    out = io.StringIO()
    csv.writer(out, lineterminator="\n").writerows(rows)
    return out.getvalue().encode()


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    with FixtureServer(tmp_path_factory.mktemp("www")) as srv:
        # the tester's file: one price ×100 (4.29 -> 429) beside the fixture's 1 new instance and 2 price changes
        srv.put("x100", "lambda", _lambda_with(gpu_1x_h100_sxm5=("Price", "429")))
        srv.put("bad-row", "lambda", _lambda_with(gpu_1x_a10=("Price", "abc"),
                                                  gpu_1x_rtx6000=("SpotPrice", "0.5\x1b[31m\u202e")))
        yield srv


@pytest.fixture(scope="module")
def bundled():
    return cm.load_bundled()


def fetch(qtbot, catalog, sources):
    dlg = UpdateDialog(catalog, sources=sources, timeout=10.0)
    qtbot.addWidget(dlg)
    dlg.show()
    assert dlg.start()
    qtbot.waitUntil(lambda: not dlg.busy() and dlg.worker is None, timeout=20000)
    return dlg


@pytest.fixture
def language(qapp):
    def use(lang):
        install_language(qapp, lang)
    yield use
    install_language(qapp, "en")


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_a_cloud_waiting_for_its_big_change_tick_is_not_counted_and_apply_is_off(qtbot, bundled, server, language,
                                                                                   lang):
    """It said "Apply to bring in 1 new instance(s) and 2 price change(s). Nothing of Lambda is applied until you tick
    its big changes below." with Apply disabled, the 2 changes counting the big one."""
    language(lang)
    dlg = fetch(qtbot, bundled, (up.PriceSource("lambda", server.url("x100", "lambda")),))
    pu = dlg.preview.providers[0]
    assert (len(pu.new), len(pu.changed), len(pu.big_changes)) == (1, 3, 1)
    summary = dlg.summary.text()
    assert not dlg.apply_button.isEnabled() and dlg.applied_clouds() == []
    if lang == "en":
        assert summary == "Apply is off: nothing of Lambda is applied until you tick its big changes below.", summary
    else:
        assert summary == "“应用”暂不可用：在下方勾选其大幅变动之前，Lambda 的任何更改都不会应用。", summary
    dlg.big_ticks["lambda"].click()
    assert dlg.apply_button.isEnabled() and dlg.applied_clouds() == ["lambda"]
    want = ("Apply brings in 1 new instance and 3 price changes. 18 unchanged prices are confirmed by a newer file: "
            "Apply dates them as of that file." if lang == "en" else
            "点击“应用”将新增 1 个实例，并更新 3 个价格。18 个未变的价格已由较新的文件确认：点击“应用”会将其日期改为该文件的日期。")
    assert dlg.summary.text() == want, dlg.summary.text()


def test_the_count_follows_the_clouds_that_apply_and_the_own_prices_ticked(qtbot, bundled, server, seeded_home):
    """Two clouds, one waiting for its tick: only the other is counted; an own price counts once ticked."""
    store = CatalogStore()
    cat = store.ensure()
    cat = set_quoted_price(cat, "aws", "us-east-1", "g4dn.16xlarge", 4.0, who="ACME", date="2026-11-01")
    dlg = fetch(qtbot, cat, (up.PriceSource("aws", server.url("changed", "aws")),
                             up.PriceSource("lambda", server.url("x100", "lambda"))))
    aws = dlg.preview.providers[0]
    assert (len(aws.new), len(aws.changed), len(aws.own_changes)) == (1, 2, 1)
    assert dlg.summary.text() == ("Apply brings in 1 new instance and 1 price change. 110 unchanged prices are "
                                  "confirmed by a newer file: Apply dates them as of that file. 1 of the price changes "
                                  "listed replaces your own price: only those you tick are taken. Nothing of Lambda is "
                                  "applied until you tick its big changes below."), dlg.summary.text()
    assert dlg.apply_button.isEnabled() and dlg.applied_clouds() == ["aws"]
    (own,) = dlg.own_items()
    own.setCheckState(Qt.CheckState.Checked)
    assert dlg.summary.text().startswith("Apply brings in 1 new instance and 2 price changes."), dlg.summary.text()
    dlg.big_ticks["lambda"].click()
    assert dlg.summary.text() == ("Apply brings in 2 new instances and 5 price changes. 128 unchanged prices are "
                                  "confirmed by a newer file: Apply dates them as of that file. 1 of the price changes "
                                  "listed replaces your own price: only those you tick are taken."), dlg.summary.text()


def test_only_own_prices_left_apply_is_off_until_one_is_ticked(qtbot, bundled, server, seeded_home):
    store = CatalogStore()
    cat = store.ensure()
    cat = set_quoted_price(cat, "lambda", "us-east-1", "gpu_8x_v100", 6.0, who="ACME", date="2026-11-01")
    cat = set_quoted_price(cat, "lambda", "us-east-1", "gpu_8x_v100_n", 6.0, who="ACME", date="2026-11-01")
    inst = cat["instances"].copy()  # dated as the file: no price of it to confirm (tests/gui/test_update_confirm.py)
    inst.loc[(inst["provider"] == "lambda") & (inst["source"].astype(str) != "user"), "as_of"] = FILE_DATE
    cat = cat.with_table("instances", inst)
    data = (FIXTURES / "changed" / "lambda" / "vms.csv").read_bytes()
    lines = data.decode().splitlines(keepends=True)
    only_changes = "".join(lines[:-2])  # without the new instance (and the unknown GPU row)
    url = server.put("own-only", "lambda", only_changes.encode())
    dlg = fetch(qtbot, cat, (up.PriceSource("lambda", url),))
    pu = dlg.preview.providers[0]
    assert not pu.new and len(pu.changed) == len(pu.own_changes) == 2
    assert not dlg.apply_button.isEnabled()
    assert dlg.summary.text() == ("Apply is off until you tick a row below. 2 of the price changes listed replace your "
                                  "own prices: only those you tick are taken."), dlg.summary.text()
    dlg.own_items()[0].setCheckState(Qt.CheckState.Checked)
    assert dlg.apply_button.isEnabled()
    assert dlg.summary.text().startswith("Apply brings in 1 price change. "), dlg.summary.text()


def test_a_bad_row_is_listed_not_usable_and_the_rest_of_the_file_applies(qtbot, bundled, server):
    """Walk 21: a price "abc" in one row refused the whole cloud ("the price file cannot be read … row 6")."""
    dlg = fetch(qtbot, bundled, (up.PriceSource("lambda", server.url("bad-row", "lambda")),))
    pu = dlg.preview.providers[0]
    assert pu.ok and dlg.apply_button.isEnabled()
    top = dlg.model.item(0, 0)
    assert "not usable: 3" in top.text(), top.text()
    node = top.child(top.rowCount() - 1, 0)
    assert node.text() == "Not usable: 3 rows of the file, by reason", node.text()
    lines = {}
    for i in range(node.rowCount()):
        group = node.child(i, 0)
        for j in range(group.rowCount()):
            lines[group.child(j, 2).text()] = (group.text(), group.child(j, 1).text(), group.child(j, 6).text())
    reason, where, note = lines["gpu_1x_a10"]
    assert reason == "2 × “0.5\\u001b[31m\\u202e”, “abc” is not a number", reason
    assert where == "file row 13" and note == "column Price: “abc”"
    reason, where, note = lines["gpu_1x_rtx6000"]
    assert where == "file row 12" and note == "column SpotPrice: “0.5\\u001b[31m\\u202e”", note
    assert "\x1b" not in reason + note and "\u202e" not in reason + note
    # nothing of the bad rows: the two instances keep the catalog's prices; the fixture's changes apply
    new, applied = up.apply_update(bundled, dlg.preview, dlg.take_own(), accept_big=dlg.accept_big())
    assert [(a.added, a.changed) for a in applied] == [(1, 2)]
    inst, old = new["instances"], bundled["instances"]
    for it in ("gpu_1x_a10", "gpu_1x_rtx6000"):
        pick = (inst["provider"] == "lambda") & (inst["instance_type"] == it)
        was = (old["provider"] == "lambda") & (old["instance_type"] == it)
        assert inst[pick][["on_demand_hour", "spot_hour"]].equals(old[was][["on_demand_hour", "spot_hour"]])
    assert "gpu_1x_a10" not in {g.instance_type for g in pu.gone}


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_clouds_not_listed_are_named_with_the_true_reason(qtbot, bundled, language, lang):
    """With only Lambda in the sources, the note said AWS, GCP, Nebius and RunPod "have no public price file this app
    can read"; they have one and are only not in the user's sources list."""
    language(lang)
    words.set_catalog(bundled)
    name = lambda p: words.provider_name(bundled, p)  # noqa: E731
    srcs = (up.PriceSource("lambda", "http://127.0.0.1:9/lambda/vms.csv"),
            up.PriceSource("alibaba", "https://example.com/ali.csv", enabled=False))  # a cloud of the user's, off
    dlg = UpdateDialog(bundled, sources=srcs)
    qtbot.addWidget(dlg)
    note = dlg.no_file_note.text()
    off = words.word_list(name(p) for p in ("alibaba", "aws", "gcp", "nebius", "runpod"))
    none = words.word_list(name(p) for p in ("azure", "tencent"))
    if lang == "en":
        assert note.startswith(f"Not listed, as your price sources do not use them: {off}. Add or turn them on with "
                               f"“Price sources…”. Not listed, as they have no public price file this app can read: "
                               f"{none}. Keep their prices current"), note
    else:
        assert note.startswith(f"未列出（您的价格来源中没有或未启用）：{off}。可通过“价格来源…”添加或启用。"
                               f"未列出（没有本软件可读取的公开价格文件）：{none}。"), note
    # one cloud of each kind: singular words
    one = tuple(s for s in up.default_sources() if s.provider != "aws") + tuple(
        up.PriceSource(str(p), f"https://example.com/{p}.csv") for p in ("alibaba", "tencent"))
    dlg = UpdateDialog(bundled, sources=one)
    qtbot.addWidget(dlg)
    if lang == "en":
        assert dlg.no_file_note.text().startswith(
            f"Not listed, as your price sources do not use it: {name('aws')}. Add or turn it on with “Price sources…”. "
            f"Not listed, as it has no public price file this app can read: {name('azure')}. Keep its prices current"), \
            dlg.no_file_note.text()
