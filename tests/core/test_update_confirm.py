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


@pytest.mark.parametrize("kind, which", [("current", "confirmed"), ("changed", "changed")])
def test_a_rows_other_citations_stay_when_its_prices_cite_the_file(bundled, server, kind, which):
    """A row citing its price file and the pages of its hardware ("skypilot-catalog-v9-aws;
    amazon-ec2-user-guide-accelerated-comput") became the update's one source, confirmed or changed: its GPUs'
    and disks' pages were no longer cited though the update keeps those figures. Only the price file's citation
    is replaced now."""
    pv = _aws(bundled, server, kind)
    [pu] = pv.providers
    inst = bundled["instances"]
    compound = {(r.region, r.instance_type): r.source for r in inst[inst["provider"] == "aws"].itertuples()
                if ";" in str(r.source)}
    rows = [c for c in getattr(pu, which) if (c.region, c.instance_type) in compound]
    assert rows, f"no {which} row with several citations"
    new, [applied] = up.apply_update(bundled, pv)
    for c in rows:
        before = compound[(c.region, c.instance_type)]
        assert before.split(";")[0].strip() == "skypilot-catalog-v9-aws"
        after = str(_row(new, c.region, c.instance_type)["source"])
        others = [p.strip() for p in before.split(";")[1:]]
        assert after == "; ".join([applied.source_id, *others]), (before, after)
        ids = [s.source_id for s in cite(new, after)]  # every citation resolves in the sources table
        assert ids == [applied.source_id, *(p.split(" ")[0] for p in others)]


def test_an_earlier_update_or_the_users_own_citation_is_replaced_the_rest_kept():
    from gpu_advisor.core.prices.update_sources import cite_price_file, price_file_ids
    import pandas as pd
    src = pd.DataFrame({"source_id": ["update-aws-2026-11-01", "skypilot-2026-10-01-vms.csv", "aws-doc", "cud",
                                      "skypilot-catalog-v9-aws", "update-gcp-2026-11-01"],
                        "kind": ["repository", "imported", "official", "repository", "repository", "repository"],
                        "url": ["https://x/aws.csv", "", "https://docs/aws", "https://x/pricing.yml",
                                "https://github.com/s/blob/abc/catalogs/v9/aws/vms.csv", "https://x/gcp.csv"]})
    files = price_file_ids(src, "aws")
    assert files == {"update-aws-2026-11-01", "skypilot-2026-10-01-vms.csv", "skypilot-catalog-v9-aws"}
    assert price_file_ids(src, "aws", "https://docs/aws") >= {"aws-doc"}  # the very file this update reads
    new = "update-aws-2026-12-06"
    assert cite_price_file("update-aws-2026-11-01; aws-doc §2 (disks)", new, files) == f"{new}; aws-doc §2 (disks)"
    assert cite_price_file("aws-doc; skypilot-catalog-v9-aws; cud", new, files) == f"{new}; aws-doc; cud"
    assert cite_price_file("user; aws-doc", new, files | {"user"}) == f"{new}; aws-doc"  # the file's prices now
    assert cite_price_file(new, new, files) == new
    assert cite_price_file("Taken from a blog", new, files) == new and cite_price_file(None, new, files) == new


@pytest.mark.parametrize("lang, want", [("en", "new: 5,001, price changes: 1,234, big changes: 2, no longer in the "
                                               "file: 0, not usable: 12,000, unchanged: 98,765, confirmed: 1,000"),
                                        ("zh_CN", "5,001")])
def test_a_clouds_counts_are_written_as_the_app_writes_numbers(lang, want):
    """The per-cloud line of *Update prices…* read "new: 5001" beside "Apply brings in 5,001 new instances"."""
    from gpu_advisor import text as words
    from gpu_advisor.text import update_words
    with words.using_language(lang):
        line = update_words.cloud_counts(5001, 1234, 0, 12000, 98765, confirmed=1000, big=2)
    assert want in line
    assert "5001" not in line and "98765" not in line
