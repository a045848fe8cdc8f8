"""``catalog update --source`` with a price file of this computer, and the update preview's lines (walk 23): a path or
``file://`` address was refused as "not a web address"; the preview printed "spot - -> -" for rows with no spot price,
prices without their currency, and for a broken file "2 problems" naming one."""

from __future__ import annotations

import os
import shutil

from gpu_advisor.cli import main
from gpu_advisor.core.catalog.store import CatalogStore
from tests.update_server import _MTIME, FILE_DATE, FIXTURES

from ..support import tree_digest


def _copy(tmp_path, kind="changed", cloud="lambda"):
    path = tmp_path / cloud / "vms.csv"
    path.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(FIXTURES / kind / cloud / "vms.csv", path)
    os.utime(path, (_MTIME, _MTIME))
    return path


def test_a_local_path_and_a_file_url_are_previewed_like_a_fetched_file(tmp_path, capsys, seeded_home):
    store = CatalogStore()
    store.ensure()
    digest = tree_digest(store.root)
    path = _copy(tmp_path)
    for source in (str(path), path.as_uri()):
        assert main(["catalog", "update", "--source", source, "--dry-run"]) == 0, capsys.readouterr()
        out = capsys.readouterr().out
        assert "lambda: the price file, " in out and "  1 new instance in the file.\n  2 prices changed." in out
        assert f"dated {FILE_DATE}" in out and "dry run, nothing changed" in out
    assert tree_digest(store.root) == digest


def test_a_local_file_applies_and_is_cited_with_its_date(tmp_path, capsys, seeded_home):
    store = CatalogStore()
    store.ensure()
    path = _copy(tmp_path)
    assert main(["catalog", "update", "--source", str(path)]) == 0
    out = capsys.readouterr().out
    assert "Updated 2 prices. Added 1 instance." in out and "Saved as" in out
    cat = store.load()
    src = cat["sources"].set_index("source_id")
    row = src.loc[f"update-lambda-{src.index[src.index.str.startswith('update-lambda-')][0][14:]}"]
    assert row["url"] == path.resolve().as_uri() and row["date"] == FILE_DATE


def test_a_missing_local_file_is_one_line(tmp_path, capsys, seeded_home):
    assert main(["catalog", "update", "--source", str(tmp_path / "lambda" / "vms.csv")]) == 2
    err = capsys.readouterr().err
    assert "no such file" in err and "web address" not in err


def test_changed_rows_list_only_the_prices_that_change_each_with_its_currency(tmp_path, capsys, seeded_home):
    path = _copy(tmp_path)
    assert main(["catalog", "update", "--source", str(path), "--dry-run"]) == 0
    out = capsys.readouterr().out
    changed = [x for x in out.splitlines() if x.startswith("  changed ")]
    assert changed and all("USD ->" in x for x in changed), changed
    assert not any("- -> -" in x for x in out.splitlines()), out
    new = [x for x in out.splitlines() if x.startswith("  new ")]
    assert new and all("USD" in x and "spot -" not in x for x in new), new


def test_every_problem_of_a_broken_file_is_named(tmp_path, capsys, seeded_home):
    path = tmp_path / "lambda" / "vms.csv"
    path.parent.mkdir()
    path.write_text('name,price,where\ngpu_1x_a10,0.99,us-east-1\n"broken,1\n', encoding="utf-8")
    assert main(["catalog", "update", "--source", str(path)]) == 2
    err = capsys.readouterr().err
    assert "(2 problems)" in err
    assert "row 3" in err and "row 1" in err  # the one the line names, and the other
    assert err.count("a closing quote mark") == 1  # each once
