"""What failed on the way to a price file, told apart and named: a real HTTP server on 127.0.0.1 that answers
garbage, resets the connection, sends a malformed header or chunk, or redirects where the rules forbid, and a
closed local port. Each gives its own code (core/base/codes.py) with the address that failed; only a name that
cannot be found or no network makes "this computer seems to be offline"."""

from __future__ import annotations

import errno
import os
import socket
import subprocess
import sys

import pytest

from gpu_advisor.core.base import codes
from gpu_advisor.core.prices import fetch as fx
from gpu_advisor.core.prices import update as up
from gpu_advisor.core.catalog.store import CatalogStore
from gpu_advisor.core.catalog.load import load_bundled
from tests.update_server import FixtureServer, closed_port

from ..support import tree_digest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    with FixtureServer(tmp_path_factory.mktemp("www")) as srv:
        yield srv


def _host(url: str) -> str:
    return url.split("/")[2]


def _fails(url: str, **kw) -> fx.FetchError:
    with pytest.raises(fx.FetchError) as exc:
        fx.fetch(url, timeout=5, **kw)
    return exc.value


# ------------------------------------------------------------------ the server's answer, the connection


@pytest.mark.parametrize("kind, code, reason", [
    ("garbage", "update_bad_answer", "BadStatusLine"),  # not an HTTP status line
    ("silent", "update_bad_answer", "RemoteDisconnected"),  # closed without an answer
    ("long-header", "update_bad_answer", "LineTooLong"),
    ("many-headers", "update_bad_answer", "HTTPException"),
    ("chunked", "update_bad_answer", "chunked encoding"),  # a chunk size that is not hex
    ("reset", "update_reset", None),  # RST instead of an answer
])
def test_a_bad_answer_or_a_reset_has_its_own_code_and_names_the_server(server, kind, code, reason):
    url = f"{server.base}/bad/{kind}"
    e = _fails(url)
    assert e.code == code
    assert e.detail["address"] == url and e.detail["host"] == _host(server.base)
    if reason:
        assert e.detail["reason"] == reason
    assert e.code != fx.UNREACHABLE and e.code != fx.TIMEOUT


def test_a_reset_midway_is_a_reset_with_the_bytes_received(server):
    e = _fails(f"{server.base}/bad/reset-midway")
    assert e.code == "update_reset"
    assert 0 < e.detail["received"] < e.detail["expected"]
    assert e.detail["host"] == _host(server.base)


def test_a_chunked_download_cut_off_between_chunks_is_still_truncated(server):
    """The same exception as a bad chunk size in http.client; told apart by what was read."""
    e = _fails(f"{server.base}/bad/chunked-cut")
    assert e.code == "update_truncated" and e.detail["received"] == 100
    assert "expected" not in e.detail  # unknown for a chunked answer (no "None" in the sentence)


def test_a_closed_local_port_is_refused_not_offline():
    with closed_port() as base:
        url = f"{base}/current/aws/vms.csv"
        e = _fails(url)
    assert e.code == "update_refused"
    assert e.detail["address"] == url and e.detail["host"] == _host(base)


# ------------------------------------------------------------------ redirects


@pytest.mark.parametrize("kind, code, target", [
    ("to-http", "update_redirect_not_https", "http://example.com/catalogs/v9/aws/vms.csv"),
    ("to-credentials", "update_redirect_credentials", "https://***@example.com/catalogs/v9/aws/vms.csv"),
    ("to-ftp", "update_redirect_not_https", "ftp://example.com/catalogs/v9/aws/vms.csv"),
    ("to-nothing", "update_redirect_bad", "javascript:alert(1)"),
])
def test_a_refused_redirect_names_its_target_and_why(server, kind, code, target):
    url = f"{server.base}/bad/{kind}"
    e = _fails(url)
    assert e.code == code
    assert e.detail["target"] == target  # the refused address (a password is not repeated)
    assert e.detail["address"] == url and e.detail["host"] == _host(server.base)
    assert "secret" not in str(e.detail)


def test_the_redirect_codes_say_why_the_first_address_codes_stay(server):
    assert fx.check_url("http://example.com/x.csv") == "update_url_not_https"  # the first address: as before
    e = _fails("http://example.com/x.csv")
    assert e.code == "update_url_not_https" and e.detail["value"] == "http://example.com/x.csv"


def test_a_host_name_that_cannot_be_a_name_is_refused_before_any_lookup():
    """An empty or 64+ character label made socket.getaddrinfo raise UnicodeError out of fetch."""
    for url in ("https://" + "a" * 64 + ".example/x.csv", "https://a..b/x.csv"):
        assert fx.check_url(url) == "update_url_bad"
        assert _fails(url).code == "update_url_bad"


def test_shown_url_hides_credentials_escapes_controls_and_caps_length():
    assert fx.shown_url("https://me:pw@example.com:8443/x") == "https://***@example.com:8443/x"
    assert fx.shown_url("https://example.com/a\nb\u2028c\u202ed") == "https://example.com/a\\u000ab\\u2028c\\u202ed"
    long = fx.shown_url("https://example.com/" + "x" * 1000)
    assert len(long) == 300 and long.endswith("…")


# ------------------------------------------------------------------ offline: only for want of a network


def _failure_of(exc: BaseException) -> fx.FetchError:
    from urllib.parse import urlsplit
    url = "https://prices.example/aws/vms.csv"
    return fx._failure(exc, url, urlsplit(url), fx.Cancel(), 5.0)


@pytest.mark.parametrize("exc, code", [
    (socket.gaierror(socket.EAI_NONAME, "Name or service not known"), "update_unreachable"),
    (OSError(errno.ENETUNREACH, "Network is unreachable"), "update_unreachable"),
    (OSError(errno.EHOSTUNREACH, "No route to host"), "update_connect_failed"),
    (ConnectionRefusedError(errno.ECONNREFUSED, "Connection refused"), "update_refused"),
    (ConnectionResetError(errno.ECONNRESET, "Connection reset by peer"), "update_reset"),
    (OSError(errno.ECONNRESET, "Connection reset by peer"), "update_reset"),
    (TimeoutError("timed out"), "update_timeout"),
])
def test_each_connection_failure_has_its_code(exc, code):
    """The exceptions a DNS failure or a missing route raise (they cannot be made on 127.0.0.1)."""
    e = _failure_of(exc)
    assert e.code == code and e.detail["host"] == "prices.example"


def test_offline_only_when_every_source_failed_for_want_of_a_network(server):
    cat = load_bundled()
    with closed_port() as base:
        pv = up.preview_update(cat, ["aws", "gcp"], (), override={
            "aws": f"{base}/current/aws/vms.csv", "gcp": f"{server.base}/bad/garbage"})
    assert [p.status for p in pv.providers] == ["update_refused", "update_bad_answer"]
    assert not pv.offline
    lines = pv.problems()
    assert [p.detail["host"] for p in lines] == [_host(base), _host(server.base)]

    def one(status):
        return up.ProviderUpdate("aws", "https://prices.example/aws/vms.csv", status)
    assert up.UpdatePreview((one("update_unreachable"), one("update_unreachable")), "").offline
    for other in ("update_refused", "update_bad_answer", "update_reset", "update_connect_failed", "update_timeout"):
        assert not up.UpdatePreview((one("update_unreachable"), one(other)), "").offline


def test_the_new_codes_are_declared():
    new = {fx.REFUSED, fx.RESET, fx.BAD_ANSWER, fx.CONNECT_FAILED, fx.REDIRECT_NOT_HTTPS, fx.REDIRECT_CREDENTIALS,
           fx.REDIRECT_BAD}
    assert new <= codes.PROBLEMS and new <= set(fx.CODES)


# ------------------------------------------------------------------ the command line, end to end


def _cli(url: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": ROOT}
    return subprocess.run([sys.executable, "-m", "gpu_advisor", "catalog", "update", "--source", url,
                           "--provider", "aws", "--timeout", "5"], env=env, capture_output=True, text=True,
                          timeout=60, cwd=ROOT)


@pytest.mark.parametrize("kind, words", [
    ("garbage", "the server's answer could not be read"),
    ("reset", "the connection was reset by the server"),
    ("to-credentials", "redirects to “https://***@example.com/catalogs/v9/aws/vms.csv”"),
    ("closed", "nothing answers at"),
])
def test_cli_names_the_address_not_offline_exit_2_catalog_unchanged(server, advisor_home, kind, words, seeded_home,
                                                                    capsys):
    store = CatalogStore()
    store.ensure()
    digest = tree_digest(store.root)
    with closed_port() as dead:
        base = dead if kind == "closed" else server.base
        url = f"{dead}/current/aws/vms.csv" if kind == "closed" else f"{server.base}/bad/{kind}"
        if kind == "garbage":  # the real command, a process of its own, once
            r = _cli(url)
            code, err = r.returncode, r.stderr
        else:  # the others through its main() in this process (a process's start is ~1 s; the same code runs)
            from gpu_advisor.cli import main
            capsys.readouterr()
            code = main(["catalog", "update", "--source", url, "--provider", "aws", "--timeout", "5"])
            err = capsys.readouterr().err
    assert code == 2, err
    first = err.strip().splitlines()[0]
    assert words in first and _host(base) in first and url in first
    assert "offline" not in err
    assert tree_digest(store.root) == digest


@pytest.mark.parametrize("tail", ["\n", "\u2028", "\u0085", "\u202e", "\t"])
def test_an_address_holding_a_control_character_is_refused_before_any_connection(tail):
    """urlsplit drops tabs and line breaks without a word, and the address becomes the source row of the prices
    it brings: an address with a control, line-break or direction character is refused as malformed, shown
    escaped."""
    url = f"https://example.com/catalogs/v9/aws/{tail}vms.csv"
    with pytest.raises(fx.FetchError) as refused:
        fx.fetch(url)
    assert refused.value.code == "update_url_bad"
    shown = refused.value.detail["value"]
    assert tail not in shown and "\\u" in shown
