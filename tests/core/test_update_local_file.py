"""A price file on this computer is a source of an update like a downloaded one (walk 23: ``catalog update --source
/path/vms.csv`` and ``file:///path`` were refused as "not a web address"): the same diff and the same dating, its date
the file's modification day, as a web server sends it for the same file (Last-Modified)."""

from __future__ import annotations

import datetime as dt

import pytest

from gpu_advisor.core.catalog.load import load_bundled
from gpu_advisor.core.prices import update as up
from gpu_advisor.core.prices.update_local import local_path, read_local
from gpu_advisor.core.base import Problem
from tests.update_server import FILE_DATE, local_copy, FixtureServer

NOW = dt.datetime(2026, 12, 2, 9, 30, tzinfo=dt.timezone.utc)


@pytest.fixture(scope="module")
def bundled():
    return load_bundled()


@pytest.fixture()
def local_file(tmp_path):
    return local_copy(tmp_path)


def test_a_path_and_a_file_url_name_the_file_a_web_address_does_not(tmp_path):
    p = tmp_path / "a b" / "vms.csv"
    assert local_path(str(p)) == p
    assert local_path(p.as_uri()) == p
    assert local_path("https://example.com/aws/vms.csv") is None
    assert local_path("ftp://example.com/aws/vms.csv") is None
    assert local_path("file://otherhost/aws/vms.csv") is None


def test_a_local_file_previews_and_applies_as_the_same_file_fetched(bundled, local_file, tmp_path):
    got = read_local(local_file)
    assert not isinstance(got, Problem)
    assert got.last_modified == FILE_DATE and got.url == local_file.resolve().as_uri()
    pv = up.preview_update(bundled, ["aws"], (), now=NOW, local={"aws": got})
    [pu] = pv.providers
    with FixtureServer(tmp_path / "www") as srv:
        web = up.preview_update(bundled, ["aws"], srv.sources("current", ["aws"]), now=NOW)
    [wu] = web.providers
    assert pu.ok and pu.file_date == wu.file_date == FILE_DATE
    assert (pu.new, pu.changed, pu.confirmed, pu.unchanged) == (wu.new, wu.changed, wu.confirmed, wu.unchanged)
    assert pu.confirmed  # the bundled rows are older than the file: re-dated, as the web path does
    new, [applied] = up.apply_update(bundled, pv)
    assert applied.confirmed == len(pu.confirmed)
    src = new["sources"].set_index("source_id").loc[applied.source_id]
    assert src["url"] == local_file.resolve().as_uri()
    assert "modification time" in src["notes"] and "Last-Modified" not in src["notes"]


def test_a_missing_file_is_one_problem(tmp_path):
    got = read_local(tmp_path / "nothere.csv")
    assert isinstance(got, Problem) and got.code == "file_not_found"
    d = read_local(tmp_path)
    assert isinstance(d, Problem) and d.code == "not_a_file"
