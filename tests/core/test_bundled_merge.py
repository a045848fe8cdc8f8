"""Bundled updates merge three ways: a later version of the app ships another bundled catalog (a corrected rule, a
newer price); a row the user never changed takes it, a row the user changed stays theirs, a row the user lacks is
offered. The base (the bundled catalog the user's catalog last took in) is kept beside the generations; a catalog
of an older version takes its first-start version as the base. Before, only missing rows were offered: a user of an
older version kept serving on V100s (serving_min_compute_capability 7) until they reset their whole catalog."""

from __future__ import annotations

import shutil

from gpu_advisor.core import catalog as cm
from gpu_advisor.core.catalog import bundled_base as bb
from gpu_advisor.core.catalog.store import CatalogStore

from ..support import set_cell


def _row(cat, table: str, name: str):
    df = cat[table]
    return int(df.index[df["name"] == name][0])


def _app_update(bundled):
    """The bundled catalog of a later version: a rule and two prices changed."""
    new = set_cell(bundled, "defaults", _row(bundled, "defaults", "serving_min_compute_capability"), "value", 8.0)
    new = set_cell(new, "instances", 0, "on_demand_hour", 9.99)
    return set_cell(new, "instances", 5, "on_demand_hour", 7.77)


def test_a_first_start_keeps_the_bundled_catalog_as_the_base(store):
    assert bb.base_digest(store) == bb.bundled_digest() and not bb.updates_waiting(store)
    base = bb.base_catalog(store)
    assert base is not None and base["instances"].equals(cm.load_bundled()["instances"])


def test_rows_the_user_never_changed_take_the_update_and_the_users_edits_stay(store):
    user = set_cell(store.load(), "instances", 0, "on_demand_hour", 0.01)  # the user's negotiated price
    store.save(user)
    new = _app_update(cm.load_bundled())
    plan = cm.plan_bundled_merge(store.load(), new, bb.base_catalog(store))
    assert {n: len(f) for n, f in plan.updated.items()} == {"defaults": 1, "instances": 1}
    assert plan.differing == {"instances": 1} and plan.count == 0 and plan.changes == 2
    merged = cm.apply_bundled_merge(store.load(), plan)
    inst, d = merged["instances"], merged["defaults"]
    assert inst.loc[0, "on_demand_hour"] == 0.01 and inst.loc[5, "on_demand_hour"] == 7.77
    assert float(d.loc[_row(merged, "defaults", "serving_min_compute_capability"), "value"]) == 8.0
    assert list(inst["instance_type"]) == list(store.load()["instances"]["instance_type"])  # order kept
    # without a base, as before: only missing rows; the changed ones are counted as the user's
    old = cm.plan_bundled_merge(store.load(), new)
    assert old.updated == {} and old.differing == {"defaults": 1, "instances": 2}


def test_a_saved_merge_makes_its_bundled_catalog_the_base_and_the_notice_goes(store, monkeypatch):
    (bb.base_dir(store) / bb.DIGEST).write_text("an-older-app\n", encoding="utf-8")
    assert bb.updates_waiting(store)
    cat = store.load()
    cat = cat.with_table("instances", cat["instances"].iloc[2:])  # two rows new in this version
    plan = cm.plan_bundled_merge(cat, cm.load_bundled(), bb.base_catalog(store))
    assert plan.count == 2
    store.save(cm.apply_bundled_merge(cat, plan))
    assert bb.base_digest(store) == bb.bundled_digest() and not bb.updates_waiting(store)


def test_a_catalog_of_an_older_version_takes_its_first_version_as_the_base(store):
    shutil.rmtree(bb.base_dir(store))
    store.save(set_cell(store.load(), "instances", 0, "on_demand_hour", 0.01))
    assert bb.base_digest(store) is None and not bb.updates_waiting(store)
    CatalogStore().ensure()  # the next start of this version
    assert bb.base_digest(store) == bb.UNKNOWN and bb.updates_waiting(store)
    base = bb.base_catalog(store)
    assert base is not None and base["instances"].loc[0, "on_demand_hour"] != 0.01  # the first-start version


def test_a_base_that_cannot_be_read_leaves_the_merge_at_missing_rows(store):
    (bb.base_dir(store) / "instances.csv").write_text("not,a,catalog\n", encoding="utf-8")
    base = bb.base_catalog(store)
    plan = cm.plan_bundled_merge(store.load(), _app_update(cm.load_bundled()), base)
    assert base is None and plan.updated == {}


def test_the_adopted_base_is_the_last_time_the_bundled_catalog_was_taken_in(store):
    store.save(set_cell(store.load(), "instances", 0, "on_demand_hour", 0.01))
    store.save(set_cell(store.load(), "instances", 0, "on_demand_hour", 0.02), reason="reset")  # a later reset
    store.save(set_cell(store.load(), "instances", 0, "on_demand_hour", 0.03))
    shutil.rmtree(bb.base_dir(store))
    bb.adopt_first_version(store)
    assert bb.base_catalog(store)["instances"].loc[0, "on_demand_hour"] == 0.02
