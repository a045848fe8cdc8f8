"""Price updates from public price files, against a real HTTP server on 127.0.0.1 (tests/update_server.py):
preview, apply, undo, the user's own prices, cancel, timeout, and the catalog byte-for-byte unchanged on
every failure path."""

from __future__ import annotations

import datetime as dt
import threading

import pytest

from gpu_advisor.cli import main
from gpu_advisor.core.prices import fetch as fx
from gpu_advisor.core.prices import update as up
from gpu_advisor.core.catalog.store import CatalogStore
from gpu_advisor.core.catalog.load import load_bundled
from gpu_advisor.core.prices.freshness import catalog_freshness
from gpu_advisor.core.base.problems import CatalogError
from gpu_advisor.core.prices.quotes import set_quoted_price
from gpu_advisor.core.catalog.sources import cite
from tests.update_server import CLOUDS, FILE_DATE, FIXTURES, FixtureServer

from ..support import tree_digest

NOW = dt.datetime(2026, 12, 2, 9, 30, tzinfo=dt.timezone.utc)


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    with FixtureServer(tmp_path_factory.mktemp("www")) as srv:
        yield srv


@pytest.fixture(scope="module")
def bundled():
    return load_bundled()


def _preview(cat, server, kind="changed", clouds=CLOUDS, **kw):
    return up.preview_update(cat, clouds, server.sources(kind, clouds), now=NOW, **kw)


def inst_row(cat, provider, region, it):
    df = cat["instances"]
    hit = df[(df["provider"] == provider) & (df["region"] == region) & (df["instance_type"] == it)]
    assert len(hit) == 1
    return hit.iloc[0]


# ------------------------------------------------------------------ fetching


def test_only_https_or_loopback_http_and_no_credentials():
    assert fx.check_url("https://raw.githubusercontent.com/a/b/master/x.csv") is None
    assert fx.check_url("http://127.0.0.1:8000/x.csv") is None
    assert fx.check_url("http://[::1]:8000/x.csv") is None
    assert fx.check_url("http://localhost/x.csv") is None
    assert fx.check_url("http://example.com/x.csv") == "update_url_not_https"
    assert fx.check_url("https://user:secret@example.com/x.csv") == "update_url_credentials"
    assert fx.check_url("ftp://example.com/x.csv") == "update_url_not_https"
    assert fx.check_url("not a url") == "update_url_bad"
    assert fx.check_url("https://example.com:99999/x") == "update_url_bad"
    # a space in the host or path: http.client raised InvalidURL (not an OSError), an unexpected error exit 1
    assert fx.check_url("https://exa mple.com/x.csv") == "update_url_bad"
    assert fx.check_url("https://example.com/a b.csv") == "update_url_bad"


def test_fetch_reads_the_file_with_its_date(server):
    got = fx.fetch(server.url("current", "lambda"))
    assert got.data == (server.root / "current" / "lambda" / "vms.csv").read_bytes()
    assert got.last_modified == FILE_DATE
    assert len(got.sha256) == 64


@pytest.mark.parametrize("path, code", [
    ("/current/azure/vms.csv", "update_http_status"),  # 404
    ("/slow/aws/vms.csv", "update_timeout"),
    ("/short/aws/vms.csv", "update_truncated"),
    ("/huge/aws/vms.csv", "update_too_large"),
    ("/redirect-out", "update_redirect_not_https"),  # a redirect is held to the same rule
])
def test_fetch_failures_have_one_code(server, path, code):
    # Only the stalled answer is meant to time out; the others get time enough on a loaded machine (a 0.5 s limit
    # made the redirect case time out while two test runs shared two cores).
    timeout = 0.5 if code == "update_timeout" else 10.0
    with pytest.raises(fx.FetchError) as exc:
        fx.fetch(server.base + path, timeout=timeout, max_bytes=10 ** 8)
    assert exc.value.code == code
    if code == "update_http_status":
        assert exc.value.detail["status"] == 404


def test_an_http10_server_that_closes_the_connection(tmp_path):
    """python -m http.server answers HTTP/1.0 and closes: the download still reads to the end."""
    import functools
    import http.server
    (tmp_path / "aws").mkdir()
    body = (FIXTURES / "current" / "aws" / "vms.csv").read_bytes()
    (tmp_path / "aws" / "vms.csv").write_bytes(body)
    handler = functools.partial(_QuietHandler, directory=str(tmp_path))
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    try:
        got = fx.fetch(f"http://127.0.0.1:{httpd.server_address[1]}/aws/vms.csv")
    finally:
        httpd.shutdown()
        httpd.server_close()
    assert got.data == body


class _QuietHandler(__import__("http.server").server.SimpleHTTPRequestHandler):
    def log_message(self, *args) -> None:
        pass


def test_a_redirect_on_the_same_server_is_followed(server):
    got = fx.fetch(server.base + "/redirect/current/nebius/vms.csv")
    assert got.url.endswith("/current/nebius/vms.csv") and got.size > 1000


def test_size_limit_while_reading(server):
    with pytest.raises(fx.FetchError) as exc:
        fx.fetch(server.url("current", "aws"), max_bytes=1000)
    assert exc.value.code == "update_too_large"


def test_cancel_unblocks_a_stalled_download(server):
    """Cancelling returns at once, while the server still holds the stalled answer (it holds it 10 s, then closes,
    which would end a fetch that waited for it). How long the cancel takes: bench/wallclock.py."""
    cancel = fx.Cancel()
    threading.Timer(0.3, cancel.cancel).start()
    ended_before = len(server.stalls_ended)
    with pytest.raises(fx.FetchError) as exc:
        fx.fetch(server.base + "/stall/aws/vms.csv", timeout=30, cancel=cancel)
    assert exc.value.code == "update_cancelled"
    assert len(server.stalls_ended) == ended_before  # returned before the server let go


# ------------------------------------------------------------------ preview


def test_current_files_change_no_price_but_confirm_the_older_ones(bundled, server):
    pv = _preview(bundled, server, "current")
    assert [p.status for p in pv.providers] == ["ok"] * 5
    assert all(not p.new and not p.changed and not p.gone for p in pv.providers)
    # the files (2026-11-20) are newer than the catalog's prices: those are confirmed (test_update_confirm.py)
    assert pv.has_changes and all(p.confirmed for p in pv.providers)
    # the same files against a catalog already dated as they are: nothing at all
    inst = bundled["instances"].copy()
    inst["as_of"] = FILE_DATE
    assert not _preview(bundled.with_table("instances", inst), server, "current").has_changes


def test_preview_of_changed_files(bundled, server):
    progress = []
    pv = _preview(bundled, server, progress=progress.append)
    assert [p.provider for p in pv.providers] == list(CLOUDS) and not pv.failed
    for p in pv.providers:
        assert (len(p.new), len(p.changed), len(p.gone)) == (1, 2, 1), p.provider
        assert "skypilot_unknown_accelerator" in {u.code for u in p.unmapped}
        assert p.file_date == FILE_DATE and p.size > 0
        assert {r.region for r in p.new} == {"xx-test-region-1"}
    aws = pv.providers[0]
    by_type = {c.instance_type: c for c in aws.changed}
    c = by_type["g4dn.16xlarge"]
    assert (c.old_on_demand, c.new_on_demand, c.on_demand_pct) == (4.352, 4.7872, 10.0)
    assert by_type["g4dn.4xlarge"].on_demand_pct == -5.0
    from gpu_advisor.core.prices.update import ChangedRow
    from gpu_advisor.text import number
    slip = ChangedRow(**{**{f: getattr(c, f) for f in c.__dataclass_fields__}, "old_on_demand": 4.29,
                          "new_on_demand": 3.49})
    assert number(slip.on_demand_pct, 1) == "-18.6" == f"{slip.on_demand_pct:+.1f}"  # one rounding, as the CLI
    assert c.old_spot == c.new_spot and c.spot_pct == 0.0
    # progress: a start and a done per file, bytes in between
    states = [(e.provider, e.state) for e in progress if e.state != "data"]
    assert states == [(p, s) for p in CLOUDS for s in ("start", "parse", "done")]
    assert all(e.count == 5 for e in progress)
    done = [e for e in progress if e.state == "done"]
    assert [e.received for e in done] == [p.size for p in pv.providers]


def test_unknown_provider_and_provider_without_source(bundled, server):
    pv = up.preview_update(bundled, ["aws", "azure", "nosuchcloud"], server.sources("changed", ["aws"]), now=NOW)
    assert [(p.provider, p.status) for p in pv.providers] == [
        ("aws", "ok"), ("azure", "update_no_source"), ("nosuchcloud", "update_unknown_provider")]


def test_an_unknown_provider_is_answered_with_the_closest_names_not_their_letters(bundled, server):
    """The closest names were joined into one text, which the sentence then listed letter by letter
    ("did you mean a, w, s, ,, ..."); they are a list of names now."""
    from gpu_advisor import text as words
    pv = up.preview_update(bundled, ["awz"], server.sources("changed", ["aws"]), now=NOW)
    [p] = pv.problems()
    assert p.code == "update_unknown_provider" and "aws" in p.detail["closest"]
    line = words.describe_problem(p, cli=True)
    assert "did you mean aws" in line and "a, w, s" not in line, line


def test_a_file_that_does_not_parse_refuses_only_that_provider(bundled, server):
    srcs = (up.PriceSource("aws", server.url("truncated", "aws")), up.PriceSource("lambda", server.url("changed",
                                                                                                      "lambda")))
    pv = up.preview_update(bundled, None, srcs, now=NOW)
    aws, lam = pv.providers
    assert aws.status == "update_file_invalid" and aws.detail["first"] == "csv_syntax" and not aws.changed
    assert lam.ok and lam.changed
    new, applied = up.apply_update(bundled, pv)
    assert [a.provider for a in applied] == ["lambda"]
    assert new["instances"][new["instances"]["provider"] == "aws"].equals(
        bundled["instances"][bundled["instances"]["provider"] == "aws"])


# ------------------------------------------------------------------ apply, provenance, undo


def test_apply_records_provenance_and_as_of(bundled, server):
    pv = _preview(bundled, server)
    new, applied = up.apply_update(bundled, pv)
    assert [(a.added, a.changed) for a in applied] == [(1, 2)] * 5
    r = inst_row(new, "aws", "us-east-1", "g4dn.16xlarge")
    assert r["on_demand_hour"] == pytest.approx(4.7872)
    assert str(r["as_of"]) == FILE_DATE
    c, *others = cite(new, r["source"])  # the price file first; the row's other citations (its hardware's) kept
    before = inst_row(bundled, "aws", "us-east-1", "g4dn.16xlarge")["source"]
    assert [o.source_id for o in others] == [p.strip().split(" ")[0] for p in str(before).split(";")[1:]]
    assert c.url == server.url("changed", "aws") and c.date == FILE_DATE and c.kind == "repository"
    assert "fetched 2026-12-02T09:30:00+00:00" in c.notes and "sha256" in c.notes
    assert "price update 2026-12-02" in r["notes"]
    assert inst_row(new, "aws", "xx-test-region-1", "g4dn.16xlarge")["source"] == applied[0].source_id
    # rows not in the file stay as they were
    gone = pv.providers[0].gone[0]
    assert inst_row(new, "aws", gone.region, gone.instance_type).equals(
        inst_row(bundled, "aws", gone.region, gone.instance_type))
    # the card's "prices as of" follows
    assert catalog_freshness(new, dt.date(2026, 12, 2)).newest_as_of == FILE_DATE


def test_own_prices_are_kept_unless_taken(bundled, server):
    cat = set_quoted_price(bundled, "aws", "us-east-1", "g4dn.16xlarge", 4.0, who="ACME sales", date="2026-11-01")
    pv = _preview(cat, server, clouds=("aws",))
    own = pv.providers[0].own_changes
    assert [(c.instance_type, c.own, c.old_on_demand) for c in own] == [("g4dn.16xlarge", "quote", 4.0)]
    kept, applied = up.apply_update(cat, pv)
    assert applied[0].kept_own == 1 and applied[0].changed == 1
    assert inst_row(kept, "aws", "us-east-1", "g4dn.16xlarge")["on_demand_hour"] == 4.0
    taken, applied = up.apply_update(cat, pv, take_own=[own[0].key])
    assert applied[0].kept_own == 0
    assert inst_row(taken, "aws", "us-east-1", "g4dn.16xlarge")["on_demand_hour"] == pytest.approx(4.7872)


def test_cli_update_applies_and_restore_previous_undoes(server, capsys, seeded_home):
    store = CatalogStore()
    store.ensure()
    before = store.current_name()
    tables_before = {p.name: p.read_bytes() for p in store.current_dir().glob("*.csv")}
    args = ["catalog", "update"]
    for c in CLOUDS:
        args += ["--source", server.url("changed", c)]
    assert main(args) == 0
    out = capsys.readouterr().out
    assert "aws: the price file, " in out  # a sentence a kind (walk 23: "aws: 1 new, 2 changed, 1 no longer in …")
    assert "  1 new instance in the file.\n  2 prices changed.\n  1 instance no longer in the file: your row is kept." in out
    assert "g4dn.16xlarge: on-demand 4.352 USD -> 4.7872 USD (+10.0%)" in out
    assert ("Updated 10 prices. Added 5 instances. 301 unchanged prices are dated anew: a newer file confirms them. "
            "Saved as") in out
    assert store.current_name() != before
    cat = store.load()
    assert inst_row(cat, "aws", "us-east-1", "g4dn.16xlarge")["on_demand_hour"] == pytest.approx(4.7872)
    # undo: the previous version comes back byte for byte
    assert main(["catalog", "restore-previous"]) == 0
    assert {p.name: p.read_bytes() for p in store.current_dir().glob("*.csv")} == tables_before


def test_cli_dry_run_changes_nothing(server, capsys, seeded_home):
    store = CatalogStore()
    store.ensure()
    digest = tree_digest(store.root)
    assert main(["catalog", "update", "--provider", "lambda", "--source", server.url("changed", "lambda"),
                 "--dry-run"]) == 0
    out = capsys.readouterr().out
    assert "lambda: the price file, " in out and "  1 new instance in the file.\n  2 prices changed." in out
    assert "dry run, nothing changed" in out
    assert tree_digest(store.root) == digest
    # a row not usable is said in words, not by its code (walk 18: "1 row(s) skypilot_unknown_accelerator")
    line = next(x for x in out.splitlines() if x.startswith("  not usable"))
    assert "skypilot_" not in line and line.startswith("  not usable: 1 row: "), line


@pytest.mark.parametrize("kind, expect", [
    ("truncated", "the price file cannot be read"),
    ("slow", "took longer than"),
    ("short", "the download stopped early"),
    ("missing", "the server answered 404"),
])
def test_cli_failures_leave_the_catalog_byte_for_byte_unchanged(server, capsys, kind, expect, seeded_home):
    store = CatalogStore()
    store.ensure()
    digest = tree_digest(store.root)
    url = server.base + "/current/azure/vms.csv" if kind == "missing" else server.url(kind, "aws")
    # a good file for another cloud in the same run: all or nothing on the command line
    rc = main(["catalog", "update", "--source", url, "--source", server.url("changed", "lambda"),
               "--timeout", "0.5"])
    err = capsys.readouterr().err
    assert rc == 2
    lines = err.strip().splitlines()
    assert len(lines) == 2 and expect in lines[0] and "your catalog is unchanged" in lines[1]
    assert tree_digest(store.root) == digest


def test_cli_offline_says_so_in_one_sentence(capsys, monkeypatch, seeded_home):
    """Offline = no name can be looked up. A lookup that fails cannot be made without asking a DNS server
    (loopback only in tests), so the system's lookup is replaced by one that fails as it does offline.
    A closed local port is not offline: tests/core/test_fetch_errors.py."""
    import socket

    def no_network(*args, **kwargs):
        raise socket.gaierror(socket.EAI_AGAIN, "Temporary failure in name resolution")
    store = CatalogStore()
    store.ensure()
    digest = tree_digest(store.root)
    monkeypatch.setattr(socket, "getaddrinfo", no_network)
    rc = main(["catalog", "update", "--source", "https://prices.example/aws/vms.csv",
               "--source", "https://prices.example/gcp/vms.csv"])
    err = capsys.readouterr().err.strip().splitlines()
    assert rc == 2 and len(err) == 1 and "offline" in err[0]
    assert tree_digest(store.root) == digest


def test_cli_refuses_plain_http_elsewhere_and_credentials(capsys, seeded_home):
    store = CatalogStore()
    store.ensure()
    digest = tree_digest(store.root)
    assert main(["catalog", "update", "--source", "http://example.com/catalogs/v9/aws/vms.csv"]) == 2
    assert "not an https:// address" in capsys.readouterr().err
    assert main(["catalog", "update", "--source", "https://me:pw@example.com/catalogs/v9/aws/vms.csv"]) == 2
    assert "user name or password" in capsys.readouterr().err
    assert tree_digest(store.root) == digest


def test_cancel_during_preview_gives_no_diff(bundled, server):
    cancel = fx.Cancel()

    def on_progress(e):
        if e.state == "done" and e.provider == "gcp":
            cancel.cancel()

    pv = _preview(bundled, server, cancel=cancel, progress=on_progress)
    assert pv.cancelled and not pv.providers and not pv.has_changes


# ------------------------------------------------------------------ the source list


def test_source_list_save_load_reset(tmp_path):
    path = tmp_path / "price_sources.csv"
    assert up.load_sources(path) == (up.default_sources(), [])
    assert {s.provider for s in up.default_sources()} == {"aws", "gcp", "lambda", "nebius", "runpod"}
    assert all(s.url.startswith("https://raw.githubusercontent.com/skypilot-org/skypilot-catalog/")
               for s in up.default_sources())
    mine = (up.PriceSource("aws", "https://mirror.example.com/aws/vms.csv"),
            up.PriceSource("gcp", "http://127.0.0.1:9/gcp/vms.csv", enabled=False))
    up.save_sources(mine, path)
    assert up.load_sources(path) == (mine, [])
    with pytest.raises(CatalogError) as exc:
        up.save_sources(mine + (up.PriceSource("lambda", "http://prices.example.com/x.csv"),), path)
    assert [p.code for p in exc.value.problems] == ["update_url_not_https"]
    assert up.load_sources(path) == (mine, [])  # nothing written
    assert up.reset_sources(path) == up.default_sources() and not path.exists()


def test_disabled_sources_are_not_fetched(bundled, server):
    srcs = (up.PriceSource("aws", server.url("changed", "aws"), enabled=False),
            up.PriceSource("lambda", server.url("changed", "lambda")))
    pv = up.preview_update(bundled, None, srcs, now=NOW)
    assert [p.provider for p in pv.providers] == ["lambda"]
