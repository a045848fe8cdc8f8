"""Update prices… with a file newer than the catalog that gives its very prices (walk 21b): the preview lists them
as confirmed, the sentence counts them and agrees with Apply, and the user's own price is re-dated only when ticked.
Against the real HTTP server on 127.0.0.1 (tests/update_server.py)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from gpu_advisor.core import catalog as cm
from gpu_advisor.core.prices import update as up
from gpu_advisor.core.prices.quotes import set_quoted_price
from gpu_advisor.gui.app import install_language
from gpu_advisor.gui.update_dialog import UpdateDialog
from tests.update_server import FILE_DATE, FixtureServer


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    with FixtureServer(tmp_path_factory.mktemp("www")) as srv:
        yield srv


@pytest.fixture(scope="module")
def bundled():
    return cm.load_bundled()


@pytest.fixture
def language(qapp):
    def use(lang):
        install_language(qapp, lang)
    yield use
    install_language(qapp, "en")


def fetch(qtbot, catalog, server):
    dlg = UpdateDialog(catalog, sources=(up.PriceSource("aws", server.url("current", "aws")),), timeout=10.0)
    qtbot.addWidget(dlg)
    dlg.show()
    assert dlg.start()
    qtbot.waitUntil(lambda: not dlg.busy() and dlg.worker is None, timeout=20000)
    return dlg


def _aws_dated(cat, as_of, but=None):
    """``cat`` with the aws rows dated ``as_of`` (except the row of instance type ``but``)."""
    inst = cat["instances"].copy()
    pick = inst["provider"] == "aws"
    if but:
        pick &= inst["instance_type"] != but
    inst.loc[pick, "as_of"] = as_of
    return cat.with_table("instances", inst)


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_identical_prices_in_a_newer_file_are_confirmed_and_apply_is_on(qtbot, bundled, server, language, lang):
    """It said "Your prices match the files: nothing to apply." with Apply off, and the prices stayed 2025-09."""
    language(lang)
    dlg = fetch(qtbot, bundled, server)
    [pu] = dlg.preview.providers
    n = len(pu.confirmed)
    assert n > 100 and not pu.new and not pu.changed
    assert dlg.apply_button.isEnabled() and dlg.applied_clouds() == ["aws"] and dlg.confirmed_in() == {"aws": n}
    want = (f"{n} unchanged prices are confirmed by a newer file: Apply dates them as of that file." if lang == "en"
            else f"{n} 个未变的价格已由较新的文件确认：点击“应用”会将其日期改为该文件的日期。")
    assert dlg.summary.text() == want, dlg.summary.text()
    top = dlg.model.item(0, 0)
    assert (f"confirmed: {n}" if lang == "en" else f"已确认：{n}") in top.text(), top.text()
    node = next(top.child(j, 0) for j in range(top.rowCount()) if FILE_DATE in top.child(j, 0).text())
    assert node.text() == (f"{n} prices confirmed as of {FILE_DATE}" if lang == "en"
                           else f"{n} 个价格已确认，截至 {FILE_DATE}"), node.text()
    assert not dlg.view.isExpanded(node.index())  # folded: nothing to decide there
    new, [applied] = up.apply_update(bundled, dlg.preview, dlg.take_own(), accept_big=dlg.accept_big())
    assert applied.confirmed == n
    aws = new["instances"][new["instances"]["provider"] == "aws"]
    assert (aws["as_of"].astype(str) == FILE_DATE).sum() == n


def test_prices_already_dated_as_the_file_leave_nothing_to_apply(qtbot, bundled, server):
    dlg = fetch(qtbot, _aws_dated(bundled, FILE_DATE), server)
    assert not dlg.preview.providers[0].confirmed
    assert dlg.summary.text() == "Your prices match the files: nothing to apply."
    assert not dlg.apply_button.isEnabled() and dlg.applied_clouds() == []


def test_the_users_own_price_is_redated_only_when_ticked(qtbot, bundled, server):
    cat = set_quoted_price(bundled, "aws", "us-east-1", "g4dn.4xlarge", 1.204, who="ACME", date="2026-11-01")
    cat = _aws_dated(cat, FILE_DATE, but="g4dn.4xlarge")  # only that instance (2 regions) dated before the file
    dlg = fetch(qtbot, cat, server)
    [pu] = dlg.preview.providers
    assert len(pu.confirmed) == 2 and [c.region for c in pu.own_confirmed] == ["us-east-1"]
    (own,) = dlg.own_items()
    assert own.text() == "Confirmed" and "unless ticked" in own.index().siblingAtColumn(6).data()
    assert dlg.summary.text() == ("1 unchanged price is confirmed by a newer file: Apply dates it as of that file. "
                                  "1 of the confirmed prices is your own: its date moves only if you tick it."), \
        dlg.summary.text()
    assert dlg.confirmed_in() == {"aws": 1}
    kept, [applied] = up.apply_update(cat, dlg.preview, dlg.take_own())
    row = kept["instances"][(kept["instances"]["instance_type"] == "g4dn.4xlarge")
                            & (kept["instances"]["region"] == "us-east-1")].iloc[0]
    assert applied.confirmed == 1 and str(row["as_of"]) != FILE_DATE and row["user_prices"]
    own.setCheckState(Qt.CheckState.Checked)
    assert dlg.confirmed_in() == {"aws": 2} and dlg.apply_button.isEnabled()
    assert dlg.summary.text().startswith("2 unchanged prices are confirmed"), dlg.summary.text()
    taken, [applied] = up.apply_update(cat, dlg.preview, dlg.take_own())
    row = taken["instances"][(taken["instances"]["instance_type"] == "g4dn.4xlarge")
                             & (taken["instances"]["region"] == "us-east-1")].iloc[0]
    assert applied.confirmed == 2 and str(row["as_of"]) == FILE_DATE and not row["user_prices"]


def test_only_the_users_own_confirmed_price_apply_is_off_until_ticked(qtbot, bundled, server):
    cat = set_quoted_price(bundled, "aws", "us-east-1", "g4dn.4xlarge", 1.204, who="ACME", date="2026-11-01")
    inst = cat["instances"].copy()
    mine = (inst["instance_type"] == "g4dn.4xlarge") & (inst["region"] == "us-east-1")
    inst.loc[(inst["provider"] == "aws") & ~mine, "as_of"] = FILE_DATE
    dlg = fetch(qtbot, cat.with_table("instances", inst), server)
    assert not dlg.apply_button.isEnabled()
    assert dlg.summary.text() == ("Apply is off until you tick a row below. 1 of the confirmed prices is your own: its "
                                  "date moves only if you tick it."), dlg.summary.text()
    dlg.own_items()[0].setCheckState(Qt.CheckState.Checked)
    assert dlg.apply_button.isEnabled()
