"""A price source (Preferences → Price sources, ``price_sources.csv``) may name a price file of this computer, a full
path or a file:// address, as ``catalog update --source PATH`` may (before, the settings refused it as "not an https://
address" while the command line read it): saved only when the file is there and a regular file, read by the update as
``--source`` reads it, and a file gone since refuses its cloud with the reason."""

from __future__ import annotations

import datetime as dt

import pytest

from gpu_advisor.core.base import CatalogError
from gpu_advisor.core.catalog.load import load_bundled
from gpu_advisor.core.prices import update as up
from gpu_advisor.core.prices.update_local import read_local
from gpu_advisor.text import problem_what
from tests.update_server import FILE_DATE, local_copy

NOW = dt.datetime(2026, 12, 2, 9, 30, tzinfo=dt.timezone.utc)


@pytest.fixture(scope="module")
def bundled():
    return load_bundled()


@pytest.fixture()
def local_file(tmp_path):
    return local_copy(tmp_path / "mirror")


def test_a_file_of_this_computer_is_a_source_when_it_is_there(local_file, tmp_path):
    for url in (str(local_file), local_file.as_uri()):
        assert up.source_problem(url) is None
    missing = tmp_path / "mirror" / "gcp" / "vms.csv"
    for url, code, reason in ((str(missing), "update_local_not_a_file", "FileNotFoundError"),
                              (missing.as_uri(), "update_local_not_a_file", "FileNotFoundError"),
                              (str(local_file.parent), "update_local_not_a_file", "NotARegularFile"),
                              ("mirror/aws/vms.csv", "update_local_relative", None),
                              ("mirror.example.com/aws/vms.csv", "update_local_relative", None)):
        what = up.source_problem(url)
        assert what is not None and what.code == code, url
        assert getattr(what, "reason", None) == reason
    assert up.source_problem(str(missing), check_file=False) is None  # (read as the list loads: said at the update)
    assert up.source_problem("http://prices.example.com/x.csv").code == "update_url_not_https"  # as before
    assert problem_what("update_local_not_a_file", str(missing), {"reason": "FileNotFoundError"}) == \
        f"“{missing}” is not a price file on this computer (no such file)"


def test_saved_and_loaded_only_when_the_file_is_there(local_file, tmp_path):
    path = tmp_path / "price_sources.csv"
    mine = (up.PriceSource("aws", str(local_file)), up.PriceSource("gcp", "https://mirror.example.com/gcp/vms.csv"))
    up.save_sources(mine, path)
    assert up.load_sources(path) == (mine, [])
    gone = tmp_path / "nowhere" / "vms.csv"
    with pytest.raises(CatalogError) as exc:
        up.save_sources((up.PriceSource("lambda", str(gone)), up.PriceSource("runpod", "runpod/vms.csv")), path)
    assert [(p.code, p.row, p.value) for p in exc.value.problems] == [
        ("update_local_not_a_file", 2, str(gone)), ("update_local_relative", 3, "runpod/vms.csv")]
    assert up.load_sources(path) == (mine, [])  # nothing written


def test_the_update_reads_a_local_source_as_catalog_update_source_does(bundled, local_file, tmp_path):
    pv = up.preview_update(bundled, ["aws"], (up.PriceSource("aws", local_file.as_uri()),), now=NOW)
    given = up.preview_update(bundled, ["aws"], (), now=NOW, local={"aws": read_local(local_file)})
    [pu], [gu] = pv.providers, given.providers
    assert pu.ok and pu.file_date == FILE_DATE and pu.url == gu.url == local_file.resolve().as_uri()
    assert (pu.new, pu.changed, pu.confirmed, pu.unchanged) == (gu.new, gu.changed, gu.confirmed, gu.unchanged)
    gone = tmp_path / "gone" / "vms.csv"
    pv = up.preview_update(bundled, ["aws", "gcp"], (up.PriceSource("aws", str(local_file)),
                                                      up.PriceSource("gcp", str(gone))), now=NOW)
    aws, gcp = pv.providers
    assert aws.ok and not gcp.ok and gcp.status == "update_local_unreadable" and not pv.offline
    assert problem_what(gcp.status, gcp.provider, {**gcp.detail, "provider": "GCP"}) == \
        f"GCP: the price file {gone} on this computer cannot be read; nothing of this cloud changes (no such file)"
