"""Importing a SkyPilot price file dates its prices as the update of the same file does (walk 23: ``catalog import``
of a file changed 2 rows and left the 20 prices it gave unchanged dated 2025-09 and stale, while the update of the same
file over http://127.0.0.1 confirmed them as of the file's date). The file's date is its modification day, which is
what a web server sends as Last-Modified for it."""

from __future__ import annotations

import datetime as dt
import os
import shutil

from gpu_advisor.cli import main
from gpu_advisor.core.catalog.load import load_bundled
from gpu_advisor.core.catalog.store import CatalogStore
from gpu_advisor.core.prices import plan_skypilot_import
from gpu_advisor.core.prices import update as up
from tests.update_server import _MTIME, FILE_DATE, FIXTURES

TODAY = dt.date(2026, 12, 2)


def _lambda(cat):
    df = cat["instances"]
    return df[df["provider"] == "lambda"].set_index(["region", "instance_type"])


def test_the_import_confirms_what_the_update_confirms():
    cat = load_bundled()
    data = (FIXTURES / "changed" / "lambda" / "vms.csv").read_bytes()
    plan = plan_skypilot_import(cat, data, "lambda/vms.csv", "lambda", today=TODAY, file_date=FILE_DATE)
    assert plan.ok and plan.changed and plan.confirmed
    pu = up.diff_file(cat, "lambda", data, "lambda/vms.csv", TODAY, FILE_DATE)
    assert {(c.region, c.instance_type) for c in pu.confirmed} <= set(_lambda(plan.result).index)
    after = _lambda(plan.result)
    assert plan.confirmed == len(pu.confirmed)
    for c in pu.confirmed:
        assert after.loc[(c.region, c.instance_type), "as_of"] == FILE_DATE
        assert after.loc[(c.region, c.instance_type), "source"].startswith("skypilot-2026-12-02-")
    for c in pu.changed:  # a changed price is dated by the file too, as the update dates it
        assert after.loc[(c.region, c.instance_type), "as_of"] == FILE_DATE


def test_without_a_file_date_unchanged_rows_stay_as_they_were():
    cat = load_bundled()
    data = (FIXTURES / "changed" / "lambda" / "vms.csv").read_bytes()
    plan = plan_skypilot_import(cat, data, "lambda/vms.csv", "lambda", today=TODAY)
    before, after = _lambda(cat), _lambda(plan.result)
    assert plan.confirmed == 0 and plan.unchanged
    same = [t for t in before.index if before.loc[t, "on_demand_hour"] == after.loc[t, "on_demand_hour"]]
    assert same and all(before.loc[t, "as_of"] == after.loc[t, "as_of"] for t in same)


def test_cli_import_redates_the_confirmed_prices(tmp_path, capsys, seeded_home):
    path = tmp_path / "lambda" / "vms.csv"
    path.parent.mkdir()
    shutil.copyfile(FIXTURES / "changed" / "lambda" / "vms.csv", path)
    os.utime(path, (_MTIME, _MTIME))
    store = CatalogStore()
    store.ensure()
    pu = up.diff_file(store.load(), "lambda", path.read_bytes(), str(path), dt.date.today(), FILE_DATE)
    assert pu.confirmed
    assert main(["catalog", "import", str(path)]) == 0
    out = capsys.readouterr().out
    assert f"{len(pu.confirmed)} confirmed as of {FILE_DATE}" in out, out
    after = _lambda(store.load())
    assert all(after.loc[(c.region, c.instance_type), "as_of"] == FILE_DATE for c in pu.confirmed)
