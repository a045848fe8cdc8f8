"""A newer price file that confirms the catalog's prices (same prices, later date) re-dates those rows on Apply
(walk 21b: a file dated 2026-12-06 with the catalog's prices said "nothing to apply", and the rows kept their
2025-09 date and their "older than 12 months" warning). Against the real HTTP server on 127.0.0.1."""

from __future__ import annotations

import datetime as dt

import pytest

from gpu_advisor.core.catalog.load import load_bundled
from gpu_advisor.core.catalog.sources import cite
from gpu_advisor.core.prices import update as up
from gpu_advisor.core.prices.freshness import catalog_freshness
from gpu_advisor.core.prices.quotes import set_quoted_price
from tests.update_server import FILE_DATE, FixtureServer

NOW = dt.datetime(2026, 12, 2, 9, 30, tzinfo=dt.timezone.utc)


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    with FixtureServer(tmp_path_factory.mktemp("www")) as srv:
        yield srv


@pytest.fixture(scope="module")
def bundled():
    return load_bundled()


def _aws(cat, server, kind="current"):
    return up.preview_update(cat, ["aws"], server.sources(kind, ["aws"]), now=NOW)


def _row(cat, region, it):
    df = cat["instances"]
    hit = df[(df["provider"] == "aws") & (df["region"] == region) & (df["instance_type"] == it)]
    assert len(hit) == 1
    return hit.iloc[0]


def _dated(cat, as_of):
    """``cat`` with every aws row dated ``as_of``."""
    inst = cat["instances"].copy()
    inst.loc[inst["provider"] == "aws", "as_of"] = as_of
    return cat.with_table("instances", inst)


def test_identical_prices_in_a_newer_file_are_confirmed_and_redated(bundled, server):
    before = _row(bundled, "us-east-1", "g4dn.4xlarge")
    assert str(before["as_of"]) < FILE_DATE
    pv = _aws(bundled, server)
    [pu] = pv.providers
    assert not pu.new and not pu.changed and pv.has_changes
    assert pu.as_of == FILE_DATE and len(pu.confirmed) == pu.unchanged > 100
    c = next(c for c in pu.confirmed if c.instance_type == "g4dn.4xlarge" and c.region == "us-east-1")
    assert (c.on_demand, c.spot, c.old_as_of, c.own) == (1.204, 0.4031, str(before["as_of"]), "")
    new, [applied] = up.apply_update(bundled, pv)
    assert (applied.added, applied.changed, applied.confirmed) == (0, 0, len(pu.confirmed))
    after = _row(new, "us-east-1", "g4dn.4xlarge")
    assert str(after["as_of"]) == FILE_DATE and after["source"] == applied.source_id
    (src,) = cite(new, after["source"])
    assert src.url == server.url("current", "aws") and src.date == FILE_DATE
    # nothing else of the row moves: prices, notes, hardware
    for col in new["instances"].columns:
        if col not in ("as_of", "source"):
            assert str(after[col]) == str(before[col]), col
    # the price is no longer counted as old
    fresh = catalog_freshness(new, dt.date(2026, 12, 2))
    assert fresh.newest_as_of == FILE_DATE


@pytest.mark.parametrize("as_of", [FILE_DATE, "2026-11-25"])
def test_same_or_later_date_is_not_confirmed(bundled, server, as_of):
    cat = _dated(bundled, as_of)
    pv = _aws(cat, server)
    [pu] = pv.providers
    assert not pu.confirmed and not pv.has_changes
    assert up.apply_update(cat, pv)[1] == ()


def test_a_partial_date_counts_from_its_first_day(bundled, server):
    pv = _aws(_dated(bundled, "2026-11"), server)  # 2026-11-01, before the file's 2026-11-20
    assert pv.providers[0].confirmed


def test_a_changed_price_is_not_also_confirmed(bundled, server):
    [pu] = _aws(bundled, server, "changed").providers
    changed = {c.key for c in pu.changed}
    assert changed and not changed & {c.key for c in pu.confirmed}
    new, [applied] = up.apply_update(bundled, _aws(bundled, server, "changed"))
    assert applied.changed == len(changed) and applied.confirmed == len(pu.confirmed)


def test_the_users_own_price_is_not_redated_unless_ticked(bundled, server):
    # a quoted price equal to the file's, dated before it
    cat = set_quoted_price(bundled, "aws", "us-east-1", "g4dn.4xlarge", 1.204, who="ACME", date="2026-11-01")
    before = _row(cat, "us-east-1", "g4dn.4xlarge")
    pv = _aws(cat, server)
    [pu] = pv.providers
    [own] = pu.own_confirmed
    assert (own.instance_type, own.own) == ("g4dn.4xlarge", "quote")
    kept, [applied] = up.apply_update(cat, pv)
    assert applied.confirmed == len(pu.confirmed) - 1
    after = _row(kept, "us-east-1", "g4dn.4xlarge")
    for col in kept["instances"].columns:
        assert str(after[col]) == str(before[col]), col
    # ticked: the row takes the file's date and source, its price now cites the file
    taken, [applied] = up.apply_update(cat, pv, take_own=[own.key])
    assert applied.confirmed == len(pu.confirmed)
    row = _row(taken, "us-east-1", "g4dn.4xlarge")
    assert str(row["as_of"]) == FILE_DATE and row["source"] == applied.source_id and not row["user_prices"]
    assert row["on_demand_hour"] == pytest.approx(1.204)


def test_big_changes_unaccepted_hold_back_the_confirmations_too(bundled, server):
    data = (server.root / "current" / "aws" / "vms.csv").read_bytes().replace(b",1.204,", b",1204.0,", 1)
    url = server.put("bigone", "aws", data)
    pv = up.preview_update(bundled, ["aws"], (up.PriceSource("aws", url),), now=NOW)
    [pu] = pv.providers
    assert len(pu.big_changes) == 1 and pu.confirmed
    assert up.apply_update(bundled, pv)[1] == ()  # nothing of the cloud without a yes
    new, [applied] = up.apply_update(bundled, pv, accept_big=["aws"])
    assert applied.changed == 1 and applied.confirmed == len(pu.confirmed)
