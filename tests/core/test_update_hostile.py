"""Price updates from a hostile or careless mirror (issue 26), against the real HTTP server on 127.0.0.1
(tests/update_server.py): a Last-Modified of tomorrow, every price ×1000, and a file with thousands of new
instances. Each leaves the catalog usable: ``recommend`` works afterwards, or the update was refused with
exit 2 and the catalog byte-identical."""

from __future__ import annotations

import datetime as dt
import re
from pathlib import Path

import pytest

from gpu_advisor.cli import main
from gpu_advisor.core.prices import update as up
from gpu_advisor.core.catalog.store import CatalogStore
from gpu_advisor.core.catalog.load import load_bundled
from gpu_advisor.core.prices.quotes import set_quoted_price
from tests.update_server import FILE_DATE, FixtureServer, many_rows, scaled_prices

from ..support import tree_digest

NOW = dt.datetime(2026, 12, 2, 9, 30, tzinfo=dt.timezone.utc)
EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "startup-engineer-seed000.json"


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    with FixtureServer(tmp_path_factory.mktemp("www")) as srv:
        srv.put("x1000", "aws", scaled_prices(1000))
        srv.put("div1000", "aws", scaled_prices(0.001))
        srv.put("x2.9", "aws", scaled_prices(2.9, "current"))  # "current": the catalog's own prices
        srv.put("x3", "aws", scaled_prices(3, "current"))
        srv.put("x3.1", "aws", scaled_prices(3.1, "current"))
        srv.put("many", "aws", many_rows(2000))
        yield srv


@pytest.fixture(scope="module")
def bundled():
    return load_bundled()


def _aws(cat, server, kind, **kw):
    pv = up.preview_update(cat, ["aws"], (up.PriceSource("aws", server.url(kind, "aws")),), now=NOW, **kw)
    (pu,) = pv.providers
    assert pu.ok, pu.status
    return pv, pu


# ------------------------------------------------------------------ a date later than today


def test_a_server_date_later_than_the_fetch_date_is_replaced_and_said(bundled, server):
    pv, pu = _aws(bundled, server, "changed", today=dt.date(2026, 11, 19))  # the fixtures are dated 2026-11-20
    assert (pu.file_date, pu.date_replaced) == ("2026-11-19", FILE_DATE)
    new, _ = up.apply_update(bundled, pv)
    cites = new["instances"]["source"].astype(str).str.split(";").str[0]  # (a row's other citations stay after it)
    rows = new["instances"][cites == "update-aws-2026-11-19"]
    # 3 new or changed, and the prices the file confirms (same price, later date) re-dated with them
    assert len(rows) == 3 + len(pu.confirmed) and set(rows["as_of"].astype(str)) == {"2026-11-19"}
    assert max(new["instances"]["as_of"].astype(str)) <= "2026-11-19"  # nothing dated after the fetch date
    # a date that is not later stays as the server gives it
    _, pu = _aws(bundled, server, "changed")
    assert (pu.file_date, pu.date_replaced) == (FILE_DATE, "")


def test_cli_tomorrows_last_modified_then_recommend_works(server, capsys, seeded_home):
    """Before: the update saved rows dated tomorrow, and recommend, validate and restore-previous all exited 2."""
    store = CatalogStore()
    store.ensure()
    today = dt.date.today().isoformat()
    tomorrow = (dt.datetime.now(dt.timezone.utc) + dt.timedelta(days=1)).date().isoformat()
    if tomorrow <= today:  # a time zone 24 h ahead of UTC: the server's "tomorrow" is today here
        pytest.skip("the server's date is not later than today in this time zone")
    assert main(["catalog", "update", "--source", server.base + "/future/changed/lambda/vms.csv"]) == 0
    out = capsys.readouterr().out
    assert f"dated {today}" in out
    assert f"warning: the server dates the file {tomorrow}, later than today; the fetch date {today}" in out
    inst = store.load()["instances"]
    updated = inst[inst["source"].astype(str).str.startswith("update-lambda-")]
    # (3 new or changed, and the confirmed prices re-dated)
    assert len(updated) > 3 and set(updated["as_of"].astype(str)) == {today}
    assert main(["recommend", str(EXAMPLE)]) == 0
    assert main(["catalog", "validate"]) == 0
    capsys.readouterr()


# ------------------------------------------------------------------ big changes


def test_every_price_x1000_is_a_big_change_listed_first_and_not_applied_without_a_yes(bundled, server):
    pv, pu = _aws(bundled, server, "x1000")
    assert pu.big_factor == 3
    assert len(pu.big_changes) == len(pu.changed) > 100 and pv.big == (pu,)
    assert all(c.move == pytest.approx(1000, rel=0.2) for c in pu.big_changes)
    new, applied = up.apply_update(bundled, pv)  # no yes: nothing of the cloud
    assert applied == () and new["instances"].equals(bundled["instances"])
    new, applied = up.apply_update(bundled, pv, accept_big=["aws"])
    assert applied[0].changed == len(pu.changed)
    new, applied = up.apply_update(bundled, pv, accept_big=True)
    assert applied[0].changed == len(pu.changed)


@pytest.mark.parametrize("kind, big", [("div1000", True), ("x3.1", True), ("x3", False), ("x2.9", False)])
def test_big_either_way_and_only_beyond_the_factor(bundled, server, kind, big):
    _, pu = _aws(bundled, server, kind)
    assert pu.changed and bool(pu.big_changes) is big
    if kind == "div1000":
        assert all(c.ratio is not None and c.ratio < 0.01 for c in pu.big_changes)


def test_the_factor_is_the_catalogs_setting(bundled, server):
    d = bundled["defaults"].copy()
    d.loc[d["name"] == up.BIG_CHANGE_SETTING, "value"] = 5000.0
    cat = bundled.with_table("defaults", d)
    _, pu = _aws(cat, server, "x1000")
    assert pu.big_factor == 5000 and not pu.big_changes
    no_row = bundled.with_table("defaults", d[d["name"] != up.BIG_CHANGE_SETTING])
    assert up.big_change_factor(no_row) == 3  # a catalog without the row: the bundled one's


def test_a_big_change_of_the_users_own_price_is_asked_row_by_row_not_per_cloud(bundled, server):
    cat = set_quoted_price(bundled, "aws", "us-east-1", "g4dn.16xlarge", 4.0, who="ACME", date="2026-11-01")
    pv, pu = _aws(cat, server, "x1000")
    own = [c for c in pu.changed if c.own]
    assert len(own) == 1 and pu.is_big(own[0]) and own[0] not in pu.big_changes
    new, applied = up.apply_update(cat, pv, accept_big=["aws"])
    assert applied[0].kept_own == 1


def test_cli_x1000_exits_2_with_the_catalog_byte_identical_and_applies_with_the_option(server, capsys, seeded_home):
    """Before: applied without a question (exit 0, 112 prices ×1000)."""
    store = CatalogStore()
    store.ensure()
    digest = tree_digest(store.root)
    url = server.url("x1000", "aws")
    assert main(["catalog", "update", "--source", url]) == 2
    cap = capsys.readouterr()
    lines = cap.out.splitlines()
    assert "  112 prices changed, 112 of them by more than ×3." in lines[:7]
    first = next(i for i, line in enumerate(lines) if line.startswith("  BIG "))
    assert all(line.startswith("  BIG      ") for line in lines[first:first + 20]) and "[x1,100]" in lines[first]
    assert lines[first + 20] == "  … and 92 more (--verbose for all)"
    err = cap.err.strip().splitlines()
    assert len(err) == 1 and "112 price(s) of aws move by more than ×3" in err[0] and "--accept-big-changes" in err[0]
    assert tree_digest(store.root) == digest
    assert main(["catalog", "update", "--source", url, "--dry-run"]) == 0
    assert "dry run, nothing changed" in capsys.readouterr().out and tree_digest(store.root) == digest
    assert main(["catalog", "update", "--source", url, "--accept-big-changes"]) == 0
    assert "Updated 112 prices. Added 1 instance." in capsys.readouterr().out
    inst = store.load()["instances"]
    row = inst[(inst["instance_type"] == "g4dn.16xlarge") & (inst["region"] == "us-east-1")].iloc[0]
    assert row["on_demand_hour"] == pytest.approx(4787.2)
    assert main(["recommend", str(EXAMPLE)]) == 0


# ------------------------------------------------------------------ large files


def test_cli_prints_counts_and_the_first_20_rows_of_each_kind(server, capsys, seeded_home):
    store = CatalogStore()
    store.ensure()
    args = ["catalog", "update", "--source", server.url("many", "aws"), "--dry-run"]
    assert main(args) == 0
    lines = capsys.readouterr().out.splitlines()
    # a sentence a kind, the counts with thousands separators (walk 23: "aws: 2001 new, 2 changed, …")
    assert re.fullmatch(r"aws: the price file, \d{1,3}(,\d{3})+ bytes, dated \S+ \(http\S+\)", lines[0]), lines[0]
    assert lines[1:5] == ["  2,001 new instances in the file.", "  2 prices changed.",
                          "  1 instance no longer in the file: your row is kept.",
                          "  1 row of the file cannot be used (why below)."], lines[:5]
    assert lines[5].startswith("  110 prices unchanged"), lines[5]
    new = [x for x in lines if x.startswith("  new ")]
    assert len(new) == 20 and "  … and 1,981 more (--verbose for all)" in lines
    assert len(lines) == 32
    assert main(args + ["--verbose"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len([x for x in lines if x.startswith("  new ")]) == 2001 and not any("more (--verbose" in x for x in lines)
    assert "    row 115, column AcceleratorName: NoSuchGPU-9000" in lines


def test_cli_update_speaks_the_language_asked_for(server, capsys, seeded_home):
    """``--lang zh_CN``: the counts and sentences in Chinese, as ``recommend --lang`` (walk 23)."""
    CatalogStore().ensure()
    assert main(["catalog", "update", "--source", server.url("many", "aws"), "--dry-run", "--lang", "zh_CN"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("aws：价格文件 ") and "字节" in lines[0]
    assert lines[1:5] == ["  文件中新增 2,001 个实例。", "  2 个价格有变化。", "  1 个实例已不在文件中：你目录中的这些行保留不变。",
                          "  文件中有 1 行无法使用（原因见下）。"], lines[:5]
    assert lines[5].startswith("  110 个价格未变") and "  ……另有 1,981 行（加 --verbose 列出全部）" in lines
    assert lines[-1] == "试运行，未做任何更改"


def test_a_file_of_thousands_of_new_instances_is_applied_whole(bundled, server):
    """Applying reads the rows a column at a time now (it was row by row): every new instance arrives, once."""
    pv, pu = _aws(bundled, server, "many")
    assert len(pu.new) == 2001 and len({(r.region, r.instance_type) for r in pu.new}) == 2001
    new, applied = up.apply_update(bundled, pv)
    assert (applied[0].added, applied[0].changed) == (2001, 2)
    inst = new["instances"]
    assert len(inst) == len(bundled["instances"]) + 2001
    added = inst.iloc[len(bundled["instances"]):]
    assert set(added["source"]) == {applied[0].source_id} and set(added["as_of"].astype(str)) == {FILE_DATE}
    assert added["notes"].str.startswith("price update 2026-12-02; file date 2026-11-20").all()


# ------------------------------------------------------------------ a price the file does not give


def _without_on_demand(instance_type: str, value: str) -> bytes:
    """The catalog's own AWS file (no price differs) with ``instance_type``'s on-demand price set to ``value``
    in every zone ("0" or empty: SkyPilot's files use both for 'no price')."""
    import csv
    import io
    from tests.update_server import FIXTURES
    rows = list(csv.reader(io.StringIO((FIXTURES / "current" / "aws" / "vms.csv").read_text(encoding="utf-8"))))
    head, body = rows[0], rows[1:]
    ii, ip = head.index("InstanceType"), head.index("Price")
    hit = [r for r in body if r[ii] == instance_type]
    assert hit and all(r[head.index("SpotPrice")] for r in hit)  # the spot price stays, so the row is used
    for r in hit:
        r[ip] = value
    out = io.StringIO()
    csv.writer(out, lineterminator="\n").writerows([head, *body])
    return out.getvalue().encode("utf-8")


@pytest.mark.parametrize("value", ["0", ""])
def test_a_file_without_a_price_keeps_the_catalogs_price_instead_of_erasing_it(bundled, server, value):
    """A file that lists an instance with on-demand price 0 (or none) but a spot price does not say the price
    changed: the update used to store an empty on-demand price (the instance silently lost its price). The
    catalog's price is kept; it is no change; the CLI import of the same file changes nothing either."""
    kind = f"no-od-{value or 'empty'}"
    server.put(kind, "aws", _without_on_demand("g4dn.4xlarge", value))
    pv, pu = _aws(bundled, server, kind)
    assert not [c for c in pu.changed if c.instance_type == "g4dn.4xlarge"]
    new, _ = up.apply_update(bundled, pv)
    inst = new["instances"]
    keep = inst[(inst["provider"] == "aws") & (inst["instance_type"] == "g4dn.4xlarge")]
    old = bundled["instances"]
    was = old[(old["provider"] == "aws") & (old["instance_type"] == "g4dn.4xlarge")]
    assert len(keep) and keep["on_demand_hour"].tolist() == was["on_demand_hour"].tolist()
    assert keep["on_demand_hour"].notna().all()


# ------------------------------------------------------------------ big changes through `catalog import`


def test_cli_import_of_a_file_with_every_price_x1000_asks_first(tmp_path, capsys, seeded_home):
    """`catalog import` of SkyPilot's file with every price x1000 was applied without a question (exit 0, 113
    prices): it now lists the big changes first and exits 2 with the catalog byte-identical, as an update does;
    --dry-run shows them; --accept-big-changes applies them."""
    store = CatalogStore()
    store.ensure()
    digest = tree_digest(store.root)
    path = tmp_path / "aws" / "vms.csv"
    path.parent.mkdir()
    path.write_bytes(scaled_prices(1000, "current"))
    assert main(["catalog", "import", str(path)]) == 2
    cap = capsys.readouterr()
    lines = cap.out.splitlines()
    assert lines[0].endswith("move by more than ×3 up or down:") and lines[1].startswith("  BIG      ")
    assert "[x1,000]" in lines[1]
    err = cap.err.strip().splitlines()
    assert len(err) == 1 and "move by more than ×3" in err[0] and "--accept-big-changes" in err[0], err
    assert str(path) in err[0]
    assert tree_digest(store.root) == digest
    assert main(["catalog", "import", str(path), "--dry-run"]) == 0
    assert "dry run, nothing changed" in capsys.readouterr().out and tree_digest(store.root) == digest
    assert main(["catalog", "import", str(path), "--accept-big-changes"]) == 0
    assert "saved as" in capsys.readouterr().out
    assert main(["recommend", str(EXAMPLE)]) == 0


def test_cli_import_of_a_plain_instances_table_with_one_price_x1000_asks_first(tmp_path, capsys, seeded_home):
    """The same rule for a plain instances.csv: one row's price x1000 is refused without the option; a price
    moved x2 is applied as before."""
    from gpu_advisor.core.catalog.schema import TABLES
    from gpu_advisor.core.catalog.tableio import to_csv_bytes
    store = CatalogStore()
    store.ensure()
    digest = tree_digest(store.root)
    df = store.load()["instances"]
    one = df[df["on_demand_hour"].notna()].head(1).copy()
    path = tmp_path / "instances.csv"
    one["on_demand_hour"] = one["on_demand_hour"] * 1000
    path.write_bytes(to_csv_bytes(one, TABLES["instances"]))
    assert main(["catalog", "import", str(path)]) == 2
    assert "[x1,000]" in capsys.readouterr().out and tree_digest(store.root) == digest
    one["on_demand_hour"] = one["on_demand_hour"] / 500  # x2 of the original
    path.write_bytes(to_csv_bytes(one, TABLES["instances"]))
    assert main(["catalog", "import", str(path)]) == 0
    assert "saved as" in capsys.readouterr().out
