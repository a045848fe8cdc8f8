"""The trusted fast path: unchanged catalog files skip parsing and validation; any change is checked in full."""

from __future__ import annotations

import shutil

import pandas.testing as pdt
import pytest

from gpu_advisor.core import catalog as cm
from gpu_advisor.core.catalog import load as load_module
from gpu_advisor.core.base.problems import CatalogError
from gpu_advisor.core.base import paths
from gpu_advisor.core.catalog import trusted


def _counting(monkeypatch) -> list:
    calls = []
    real = load_module._load

    def spy(*a, **k):
        calls.append(1)
        return real(*a, **k)
    monkeypatch.setattr(load_module, "_load", spy)
    return calls


def _folder(tmp_path):
    d = tmp_path / "cat"
    shutil.copytree(str(paths.bundled_catalog()), d, ignore=shutil.ignore_patterns("*.py", "__pycache__", "*.md"))
    return d


def test_unchanged_files_skip_validation_and_give_the_same_catalog(tmp_path, monkeypatch):
    d = _folder(tmp_path)
    calls = _counting(monkeypatch)
    full, p1 = cm.load_dir(d, trusted=True)
    assert full is not None and len(calls) == 1
    again, p2 = cm.load_dir(d, trusted=True)
    assert len(calls) == 1, "the second load of unchanged files must not parse and validate again"
    assert p1 == p2 and again.meta == full.meta
    for name in full.tables:
        pdt.assert_frame_equal(again.tables[name], full.tables[name])
    mine = again.tables["instances"]
    mine.iloc[0, 0] = "changed"  # the catalog hands out its own copy each time
    third, _ = cm.load_dir(d, trusted=True)
    assert third.tables["instances"].iloc[0, 0] != "changed"


def test_any_change_to_a_file_means_full_validation(tmp_path, monkeypatch):
    d = _folder(tmp_path)
    cm.load_dir(d, trusted=True)
    calls = _counting(monkeypatch)
    inst = d / "instances.csv"
    text = inst.read_text(encoding="utf-8")
    inst.write_text(text + text.splitlines()[1] + "\n", encoding="utf-8")  # a duplicate row: an error
    cat, problems = cm.load_dir(d, trusted=True)
    assert len(calls) == 1 and cat is None and any(p.code == "duplicate_key" for p in problems)
    cat, problems = cm.load_dir(d, trusted=True)
    assert len(calls) == 2, "a catalog with errors is never remembered"
    inst.write_text(text, encoding="utf-8")
    assert cm.load_dir(d, trusted=True)[0] is not None
    assert len(calls) == 2, "the original files are still remembered"


def test_a_damaged_cache_is_ignored(tmp_path, monkeypatch):
    d = _folder(tmp_path)
    cm.load_dir(d, trusted=True)
    for f in trusted.cache_dir().glob("catalog-*.pickle"):
        f.write_bytes(f.read_bytes()[:100])
    calls = _counting(monkeypatch)
    cat, _ = cm.load_dir(d, trusted=True)
    assert cat is not None and len(calls) == 1


def test_a_given_day_is_never_served_from_the_cache(tmp_path, monkeypatch):
    import datetime as dt
    d = _folder(tmp_path)
    cm.load_dir(d, trusted=True)
    calls = _counting(monkeypatch)
    cm.load_dir(d, today=dt.date(2026, 12, 2), trusted=True)
    assert len(calls) == 1


def test_the_store_uses_the_fast_path_after_the_checksums(monkeypatch, seeded_home):
    store = cm.CatalogStore()
    store.ensure()
    calls = _counting(monkeypatch)
    store.load()
    assert calls == []
    name = store.current_name()
    f = store.root / name / "instances.csv"
    f.write_bytes(f.read_bytes().replace(b"\n", b"\r\n", 1))  # changed behind the manifest's back
    with pytest.raises(CatalogError):
        cm.CatalogStore().load(repair=False)  # damaged: the checksums still decide first
