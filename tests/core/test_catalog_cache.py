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


def test_one_cache_keyed_on_the_catalogs_content(job):
    """The estimate preparation is built once per catalog content, shared by every caller and by every catalog
    object of that content (a copy, the same catalog loaded again); a catalog of other content starts cold."""
    _, sc = job
    cat = load_bundled().copy()
    p1 = E.prepare(cat)
    assert E.prepare(cat) is p1
    assert E.prepare(cat.copy()) is p1  # the same content: nothing is derived again
    assert cmodel.content_key(cat.copy()) == cmodel.content_key(cat)
    other = cat.with_meta(catalog_version="other")
    assert cmodel.content_key(other) != cmodel.content_key(cat) and E.prepare(other) is not p1
    _hours(cat, sc)
    key = cmodel.content_key(cat)
    assert key in cmodel._DERIVED
    del cat, other
    gc.collect()
    assert cmodel.cached_catalogs() <= cmodel.MAX_CACHED_CATALOGS


def test_a_catalog_collected_while_the_cache_is_locked():
    """The collector may finalize a catalog on a thread that holds the cache's lock (any allocation can start a
    collection): the token goes at the next look instead of the finalizer waiting for the lock forever (the app hung
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
    assert cmodel.cached_catalogs() <= cmodel.MAX_CACHED_CATALOGS and token not in cmodel._KEYS


def _distinct(base, n: int) -> list:
    """``n`` catalogs of ``base``'s tables, each of its own content (another version in its manifest)."""
    return [base.with_meta(catalog_version=f"bench-{i}") for i in range(n)]


def test_the_cache_is_bounded():
    """At most MAX_CACHED_CATALOGS contents hold products, least recently used first; of those, at most
    MAX_ORPHANS whose catalogs are all gone (kept for a catalog of the same content made later)."""
    base = load_bundled()
    cats = _distinct(base, cmodel.MAX_CACHED_CATALOGS + 3)
    for c in cats:
        E.prepare(c)
    assert cmodel.cached_catalogs() <= cmodel.MAX_CACHED_CATALOGS
    assert cmodel.content_key(cats[-1]) in cmodel._DERIVED and cmodel.content_key(cats[0]) not in cmodel._DERIVED
    keys = [cmodel.content_key(c) for c in cats]
    del cats, c
    gc.collect()
    assert cmodel.cached_catalogs() <= cmodel.MAX_ORPHANS
    assert all(k not in cmodel._LIVE for k in keys)
    assert not set(cmodel._KEYS.values()) & set(keys)  # the collected catalogs' tokens are forgotten


def test_a_new_catalog_of_the_same_content_reuses_the_priced_table():
    """The offering base (the priced table's catalog part) is built once for a content: a catalog object made
    later from the same tables (the first one gone) finds it."""
    from gpu_advisor.core.select import pricing
    from gpu_advisor.core.select.common import select_defaults
    sc = parse_scenario({"task": "train", "model": {"preset": "llama-2-7b"}, "data": {"tokens": 1e10}},
                        load_bundled())
    first = load_bundled().copy()
    base = pricing._offer_base(first, sc, select_defaults(first), TODAY)
    del first
    gc.collect()
    later = load_bundled().copy()
    assert pricing._offer_base(later, sc, select_defaults(later), TODAY) is base


def _total(cat, sc) -> tuple[str, float]:
    r = recommend(cat, sc, today=TODAY).recommendation
    return r.instance_type, r.total_cost


def test_one_edited_price_changes_the_recommendation_and_the_old_content_keeps_its_own(job):
    """An edited price is a new content: its answer follows the edit (never a priced table of the catalog it was
    made from); the catalog as it was, and a new object of that content, keep the answer they had."""
    cat, sc = job
    inst, before = _total(cat, sc)
    df = cat["instances"]
    row = df.index[df["instance_type"] == inst][0]
    df.loc[row, ["on_demand_hour", "spot_hour", "monthly"]] = df.loc[row, ["on_demand_hour", "spot_hour",
                                                                           "monthly"]] * 0.5
    cheaper = cat.with_table("instances", df)
    assert cmodel.content_key(cheaper) != cmodel.content_key(cat)
    inst2, after = _total(cheaper, sc)
    assert inst2 == inst and after < 0.75 * before
    dearer = cat.with_table("instances", cat["instances"].assign(
        on_demand_hour=cat["instances"]["on_demand_hour"] * 3, spot_hour=cat["instances"]["spot_hour"] * 3,
        monthly=cat["instances"]["monthly"] * 3))
    assert _total(dearer, sc)[1] > 2 * before
    assert _total(cat, sc) == (inst, before) and _total(cat.copy(), sc) == (inst, before)


def test_a_price_saved_and_loaded_again_is_never_priced_from_the_old_table(seeded_home):
    """Through the user's store (what the editor, `catalog import` and a price update save): the catalog loaded
    after a save of one edited price answers with that price; loading the old version again answers as before."""
    store = cm.CatalogStore()
    cat = store.load()
    sc = parse_scenario({"task": "train", "model": {"preset": "llama-2-7b"}, "data": {"tokens": 1e10},
                         "preferences": {"providers": ["aws"]}}, cat)
    old_gen = store.current_name()
    inst, before = _total(cat, sc)
    df = cat["instances"]
    row = df.index[df["instance_type"] == inst][0]
    df.loc[row, ["on_demand_hour", "spot_hour", "monthly"]] = df.loc[row, ["on_demand_hour", "spot_hour",
                                                                           "monthly"]] * 0.5
    store.save(cat.with_table("instances", df), reason="editor")
    again = cm.CatalogStore().load()
    assert again.token != cat.token and cmodel.content_key(again) != cmodel.content_key(cat)
    assert _total(again, sc)[1] < 0.75 * before
    store.restore(old_gen)
    assert _total(cm.CatalogStore().load(), sc)[1] == pytest.approx(before)


def test_catalogs_of_other_content_never_share_a_key():
    """Any difference is another key: one cell, a cell's type (1 and 1.0), a table more, the manifest."""
    base = load_bundled()
    g = base["gpus"]
    one = base.with_table("gpus", g)
    assert cmodel.content_key(one) == cmodel.content_key(base)
    cell = g.copy()
    cell.loc[0, "fp16_tflops"] = float(cell.loc[0, "fp16_tflops"]) + 1e-9
    typed = g.copy()
    typed["fp16_tflops"] = typed["fp16_tflops"].astype(object)
    keys = {cmodel.content_key(c) for c in (base, base.with_table("gpus", cell), base.with_table("gpus", typed),
                                             base.with_table("extra", g), base.with_meta(saved_at="now"))}
    assert len(keys) == 5


def test_kept_estimates_are_explained_through_a_live_catalog_of_their_content():
    """The estimates kept for a content held the catalog that made them weakly and read nothing once it was gone: a
    later catalog of the same content got empty assumptions and warnings for every row it had not asked about yet
    (and a table of them a pandas frame refused). They are worked out through a live catalog of that content."""
    from gpu_advisor.core.select.candidates import job_for
    from gpu_advisor.core.select.pricing import build_table
    from ..support import cold_copy
    base = load_bundled()
    sc = parse_scenario({"task": "train", "model": {"preset": "llama-2-7b"}, "data": {"tokens": 1e10},
                         "preferences": {"providers": ["aws"]}}, base)
    first = base.copy()
    build_table(first, sc, job_for(first, sc), TODAY)
    del first
    gc.collect()
    later = base.copy()
    got = build_table(later, sc, job_for(later, sc), TODAY).est
    cold = cold_copy(base)
    want = build_table(cold, sc, job_for(cold, sc), TODAY).est
    assert len(got) == len(want) > 0
    assert list(got["assumptions"]) == list(want["assumptions"]) and all(got["assumptions"])
    assert list(got["est_warnings"]) == list(want["est_warnings"])
    assert len(got.frame()) == len(got)
