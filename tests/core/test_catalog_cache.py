"""What the engine derives from a catalog (the estimate engine's preparation, the selection's products of the small
tables, the estimates of the last job) must follow the catalog's content.

A Catalog is immutable (issue 12, "one immutable catalog object with one cache keyed on it"): ``cat[name]`` hands
out a shallow copy of the table (copy on write), so an edit of that frame never reaches the catalog, and every
change is a new catalog (``with_table``) with a new token, on which the one cache (``catalog.cached``) is keyed.
An edit made in place can therefore never be silently ignored by the estimates: either it raises, or it stays in
the caller's own frame, where the catalog (and so the estimates) never had it.
"""

from __future__ import annotations

import datetime as dt
import gc
import threading

import pandas as pd
import pytest

from gpu_advisor.core import catalog as cm
from gpu_advisor.core.catalog import model as cmodel
from gpu_advisor.core import estimate as E
from gpu_advisor.core.catalog.model import Catalog, CatalogImmutable
from gpu_advisor.core.catalog.load import load_bundled
from gpu_advisor.core.scenario.spec import parse_scenario
from gpu_advisor.core.select.recommendation import recommend

TODAY = dt.date(2026, 12, 3)
SPEED = ["fp16_tflops", "fp32_tflops", "tf32_tflops", "fp8_tflops"]


def _hours(cat, sc) -> tuple[str, float]:
    """The recommendation's GPU and GPU-hours (on a faster GPU it may also take fewer of them: its wall-clock hours
    alone need not fall)."""
    o = recommend(cat, sc, today=TODAY).recommendation
    return o.gpu, o.wall_hours * o.gpu_count


def _faster(g: pd.DataFrame, gpu: str) -> pd.DataFrame:
    cols = [c for c in SPEED if c in g]
    g.loc[g["gpu"] == gpu, cols] = g.loc[g["gpu"] == gpu, cols] * 2  # in place, on the frame handed out
    return g


@pytest.fixture
def job():
    cat = load_bundled().copy()
    sc = parse_scenario({"task": "train", "model": {"preset": "llama-2-7b"}, "data": {"tokens": 1e10},
                         "preferences": {"providers": ["aws"]}}, cat)
    return cat, sc


def test_a_changed_table_is_a_new_catalog_and_estimated_afresh(job):
    cat, sc = job
    gpu, before = _hours(cat, sc)
    new = cat.with_table("gpus", _faster(cat["gpus"], gpu))
    assert new.token != cat.token
    gpu2, after = _hours(new, sc)
    # Twice the peak is a much shorter run (not exactly half: the start-up is fixed, utilisation follows the peak).
    assert gpu2 == gpu and after < 0.8 * before
    assert _hours(cat, sc) == (gpu, before)  # the old catalog is unchanged, and so are its estimates


def test_an_edit_in_place_is_never_silently_ignored(job):
    """The defect of issue 12: an edit of ``cat["gpus"]`` changed the catalog but not the cached estimates. Now
    the edit lands in the frame handed out only: the catalog never has it, so the estimates agree with it."""
    cat, sc = job
    gpu, before = _hours(cat, sc)
    g = cat["gpus"]
    _faster(g, gpu)
    fp16 = g.loc[g["gpu"] == gpu, "fp16_tflops"].iat[0]
    assert cat["gpus"].loc[cat["gpus"]["gpu"] == gpu, "fp16_tflops"].iat[0] == fp16 / 2  # not in the catalog
    assert _hours(cat, sc) == (gpu, before)  # the estimates follow the catalog
    _, after = _hours(cat.with_table("gpus", g), sc)  # the way to change it
    assert after < 0.8 * before


def test_a_catalog_cannot_be_changed_in_place(job):
    cat, _ = job
    with pytest.raises(CatalogImmutable, match="with_table"):
        cat.tables["gpus"] = cat["gpus"]  # type: ignore[index]
    with pytest.raises(CatalogImmutable):
        del cat.tables["gpus"]  # type: ignore[attr-defined]
    with pytest.raises(CatalogImmutable):
        cat.tables = {}  # type: ignore[misc]
    with pytest.raises(TypeError):
        cat.meta["catalog_version"] = "x"  # type: ignore[index]
    # Every way to reach a table hands out a frame of its own.
    for frame in (cat["instances"], cat.tables["instances"], cat.tables.get("instances"),
                  dict(cat.tables.items())["instances"]):
        frame.loc[0, "on_demand_hour"] = 123456.0
        frame["extra"] = 1
    assert cat["instances"].loc[0, "on_demand_hour"] != 123456.0 and "extra" not in cat["instances"]
    # So does the constructor: a later change to the caller's frame never shows in the catalog.
    own = cat["providers"]
    made = Catalog({"providers": own}, {"catalog_version": "t"})
    own.loc[0, "provider"] = "changed"
    assert made["providers"].loc[0, "provider"] != "changed"


def test_with_meta_and_copy_are_new_catalogs(job):
    cat, _ = job
    m = cat.with_meta(based_on="gen-000001")
    assert m.meta["based_on"] == "gen-000001" and "based_on" not in cat.meta and m.token != cat.token
    c = cat.copy()
    assert c.token != cat.token and c.version == cat.version
    assert cm.catalog_files(c) == cm.catalog_files(cat)


def test_one_cache_keyed_on_the_catalog(job):
    """The estimate preparation is built once per catalog, shared by every caller, and leaves with the catalog."""
    _, sc = job
    cat = load_bundled().copy()
    p1 = E.prepare(cat)
    assert E.prepare(cat) is p1
    assert E.prepare(cat.copy()) is not p1  # a new catalog object starts cold
    _hours(cat, sc)
    token = cat.token
    assert token in cmodel._DERIVED
    del cat, p1
    gc.collect()
    assert cmodel.cached_catalogs() <= cmodel.MAX_CACHED_CATALOGS
    assert token not in cmodel._DERIVED


def test_a_catalog_collected_while_the_cache_is_locked():
    """The collector may finalize a catalog on a thread that holds the cache's lock (any allocation can start a
    collection): the entry goes at the next look instead of the finalizer waiting for the lock forever (the app hung
    there once, in a recommendation on a copied catalog)."""
    cat = load_bundled().copy()
    E.prepare(cat)
    token = cat.token
    done = threading.Event()

    def collect_inside_the_lock():
        with cmodel._DERIVED_LOCK:
            cmodel._forget(token)  # what weakref.finalize calls
        done.set()
    t = threading.Thread(target=collect_inside_the_lock, daemon=True)
    t.start()
    assert done.wait(10), "the finalizer waited for the lock its own thread holds"
    assert cmodel.cached_catalogs() <= cmodel.MAX_CACHED_CATALOGS and token not in cmodel._DERIVED


def test_the_cache_is_bounded():
    base = load_bundled()
    cats = [base.copy() for _ in range(cmodel.MAX_CACHED_CATALOGS + 3)]
    for c in cats:
        E.prepare(c)
    assert cmodel.cached_catalogs() <= cmodel.MAX_CACHED_CATALOGS
    assert cats[-1].token in cmodel._DERIVED and cats[0].token not in cmodel._DERIVED


def test_the_cache_is_safe_across_threads(job):
    cat, sc = job
    expected = _hours(cat.copy(), sc)
    fresh = cat.copy()
    out: list = []

    def run():
        out.append(_hours(fresh, sc))

    threads = [threading.Thread(target=run) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert out == [expected] * 4


def test_a_save_after_one_edit_serialises_that_table_only_and_its_new_content(monkeypatch):
    # catalog_files keeps each table's CSV bytes per frame (cached_per_frame): a catalog from with_tables shares the
    # frames it did not replace, so only the edited table is written out again, and it is written as edited
    from gpu_advisor.core.catalog import store as st
    from gpu_advisor.core.catalog.schema import TABLES
    from gpu_advisor.core.catalog.tableio import to_csv_bytes
    base = load_bundled()
    before = st.catalog_files(base)
    calls = []
    real = st.to_csv_bytes
    monkeypatch.setattr(st, "to_csv_bytes", lambda df, table, bom=False: calls.append(table.name) or real(df, table, bom))
    inst = base["instances"]
    inst.loc[0, "notes"] = "negotiated"
    edited = base.with_tables({"instances": inst})
    after = st.catalog_files(edited)
    assert calls == ["instances"]
    assert after[TABLES["instances"].filename] == to_csv_bytes(inst, TABLES["instances"])
    assert after[TABLES["instances"].filename] != before[TABLES["instances"].filename]
    assert {k: v for k, v in after.items() if k != TABLES["instances"].filename} == {
        k: v for k, v in before.items() if k != TABLES["instances"].filename}
    calls.clear()
    assert st.catalog_files(edited, bom=True) != after and len(calls) == len(base.tables)  # bytes per BOM choice
