"""The user's catalog: first start, atomic saves (also under a real kill), import, export, reset, merge."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pandas as pd
import pytest

from gpu_advisor.core import catalog as cm
from gpu_advisor.core.catalog import store as store_module
from gpu_advisor.core.base import paths
from gpu_advisor.core.catalog.store import CatalogStore
from gpu_advisor.core.catalog.load import load_dir
from gpu_advisor.core.base.problems import CatalogError
from gpu_advisor.core.catalog.schema import SCHEMA_VERSION, TABLE_ORDER, TABLES
from gpu_advisor.core.catalog.sources import cite


from ..support import set_cell, tree_digest


def test_first_start_copies_the_bundled_catalog_byte_for_byte(store):
    bundled = paths.bundled_catalog()
    cur = store.current_dir()
    assert store.root == paths.data_dir() / "catalog"
    for name in TABLE_ORDER:
        fn = TABLES[name].filename
        assert (cur / fn).read_bytes() == (bundled / fn).read_bytes(), fn
    meta = json.loads((cur / "catalog.json").read_text())
    assert meta["schema_version"] == SCHEMA_VERSION and meta["reason"] == "first_start"
    assert meta["catalog_version"] == json.loads((bundled / "catalog.json").read_text())["catalog_version"]


def test_second_start_does_not_touch_the_users_catalog(store):
    cat = store.load()
    cat = set_cell(cat, "instances", 0, "on_demand_hour", 1.23)
    store.save(cat)
    before = tree_digest(store.root)
    again = CatalogStore().ensure()
    assert again["instances"].loc[0, "on_demand_hour"] == 1.23
    assert tree_digest(store.root) == before


def test_save_keeps_the_previous_version_as_backup(store):
    first = store.current_name()
    cat = store.load()
    cat = set_cell(cat, "instances", 0, "on_demand_hour", 9.99)
    second = store.save(cat)
    assert store.previous() == first and store.current_name() == second
    old, problems = load_dir(store.root / first)
    assert old["instances"].loc[0, "on_demand_hour"] != 9.99
    store.restore(first)
    assert same(store.load()["instances"].loc[0, "on_demand_hour"], old["instances"].loc[0, "on_demand_hour"])


def test_an_invalid_catalog_is_refused_and_nothing_changes(store):
    before = tree_digest(store.root)
    cat = store.load()
    cat = set_cell(cat, "instances", 0, "gpu", "A1000")
    with pytest.raises(CatalogError) as exc:
        store.save(cat)
    assert [p.code for p in exc.value.errors] == ["unknown_gpu"]
    assert exc.value.errors[0].row == 2 and exc.value.errors[0].column == "gpu"
    assert "A100" in exc.value.errors[0].detail["closest"]
    assert tree_digest(store.root) == before


@pytest.mark.parametrize("fail_at", ["write", "rename_generation", "replace_current"])
def test_a_crash_during_save_leaves_the_old_catalog(store, monkeypatch, fail_at):
    before_name = store.current_name()
    before = tree_digest(store.current_dir())
    cat = store.load()
    cat = set_cell(cat, "instances", 0, "on_demand_hour", 4242.0)

    class Crash(Exception):
        pass

    def boom(*a, **k):
        raise Crash()

    if fail_at == "write":
        calls = {"n": 0}
        real = store_module._write_file

        def half(path, data):
            calls["n"] += 1
            if calls["n"] == 5:
                Path(path).write_bytes(data[: len(data) // 2])
                raise Crash()
            real(path, data)
        monkeypatch.setattr(store_module, "_write_file", half)
    elif fail_at == "rename_generation":
        monkeypatch.setattr(store_module.os, "rename", boom)
    else:
        monkeypatch.setattr(store_module.os, "replace", boom)
    with pytest.raises(Crash):
        store.save(cat)
    monkeypatch.undo()
    assert store.current_name() == before_name
    assert tree_digest(store.current_dir()) == before
    assert store.load()["instances"].loc[0, "on_demand_hour"] != 4242.0
    # The next save cleans up whatever the crash left and works.
    store.save(cat)
    assert store.load()["instances"].loc[0, "on_demand_hour"] == 4242.0
    assert not list(store.root.glob(".tmp-gen-*"))


def same(a, b) -> bool:
    """Equal, or both empty (the first bundled rows may be shapes still waiting for a price)."""
    return (pd.isna(a) and pd.isna(b)) or a == b


SAVERS = r"""
import os, sys
from gpu_advisor.core.catalog import CatalogStore
store = CatalogStore()
cat = store.ensure()
print("ready", flush=True)
for _ in sys.stdin:  # go: a saver, forked from here (its imports and load made once, before the first)
    pid = os.fork()
    if pid == 0:
        i = 0
        while True:
            i += 1
            inst = cat["instances"]
            inst.loc[0, "on_demand_hour"] = float(i)
            cat = cat.with_table("instances", inst)
            store.save(cat)
    print(pid, flush=True)
    print(os.waitpid(pid, 0)[1], flush=True)  # how it ended
"""


def test_killing_the_process_at_any_moment_leaves_a_complete_catalog(store):
    """SIGKILL a process that saves in a loop, several times at different moments; load after each."""
    seen = set()
    cat = store.load()
    cat = set_cell(cat, "instances", 0, "on_demand_hour", 0.5)
    t0 = time.monotonic()
    store.save(cat, reason="timing")  # how long one save takes on this machine, now
    save_s = max(0.1, time.monotonic() - t0)
    factors = (0.5, 1.3, 2.1, 3.4, 5.5)
    # Each saver is a process of its own, forked when its turn comes from one that made the imports and loaded the
    # catalog up front (a new Python per saver spent ~0.8 s on its imports), as the savers did each before.
    env = dict(os.environ, OPENBLAS_NUM_THREADS="1", OMP_NUM_THREADS="1")  # (no thread pool to fork)
    parent = subprocess.Popen([sys.executable, "-c", SAVERS], stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=env)
    try:
        assert parent.stdout.readline().strip() == b"ready"
        for factor in factors:
            delay = factor * save_s
            parent.stdin.write(b"go\n")
            parent.stdin.flush()
            pid = int(parent.stdout.readline())
            time.sleep(delay)
            os.kill(pid, signal.SIGKILL)
            status = int(parent.stdout.readline())
            assert os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGKILL, status  # never ended on its own
            cat = CatalogStore().load()  # raises if CURRENT names a broken generation
            seen.add(cat["instances"].loc[0, "on_demand_hour"])
            assert len(cat["instances"]) == len(store.load()["instances"])
    finally:
        parent.stdin.close()
        parent.wait(timeout=60)
    assert len(seen) >= 2  # the saver really was saving while it was killed


def _instances_csv(store: CatalogStore) -> bytes:
    return (store.current_dir() / "instances.csv").read_bytes()


@pytest.mark.parametrize("encoding", ["utf-8", "utf-8-sig", "gbk"])
def test_import_in_the_three_encodings(store, encoding):
    cat = store.load()
    df = cat["instances"].head(3).copy()
    df["on_demand_hour"] = [11.0, 22.0, 33.0]
    df["notes"] = "谈判价格（含税）"
    text = cm.to_csv_bytes(df, TABLES["instances"]).decode("utf-8")
    plan = cm.plan_import(cat, text.encode(encoding), "mine.csv")
    assert plan.ok, plan.problems
    assert (plan.table, plan.added, plan.changed, plan.unchanged) == ("instances", 0, 3, 0)
    assert plan.encoding == ("gbk" if encoding == "gbk" else "utf-8")
    store.save(plan.result)
    got = store.load()["instances"]
    key = got["instance_type"].isin(df["instance_type"]) & got["region"].isin(df["region"])
    assert sorted(got.loc[key, "on_demand_hour"]) == [11.0, 22.0, 33.0]
    assert set(got.loc[key, "notes"]) == {"谈判价格（含税）"}
    assert len(got) == len(cat["instances"])


def test_import_replace_mode_makes_the_file_the_whole_table(store):
    cat = store.load()
    df = cat["instances"].head(5)
    plan = cm.plan_import(cat, cm.to_csv_bytes(df, TABLES["instances"]), "five.csv", mode="replace")
    assert plan.ok and plan.removed == len(cat["instances"]) - 5 and plan.unchanged == 5
    assert len(plan.result["instances"]) == 5


def test_a_malformed_import_is_rejected_whole_and_the_catalog_is_byte_for_byte_unchanged(store):
    before = tree_digest(store.root)
    cat = store.load()
    df = cat["instances"].head(4).copy()
    text = cm.to_csv_bytes(df, TABLES["instances"]).decode()
    lines = text.splitlines()
    fields = lines[2].split(",")  # (provider, region, instance type, GPU and count hold no comma)
    fields[4] = "two"  # gpu_count of row 3 (a replace of its first digit could hit a GPU name: A800-40GB)
    lines[2] = ",".join(fields)
    lines.append(lines[1].replace(df["gpu"].iat[0], "RTX9090", 1).replace(df["instance_type"].iat[0], "new-type", 1))
    plan = cm.plan_import(cat, ("\n".join(lines) + "\n").encode(), "bad.csv")
    assert not plan.ok and plan.result is None
    got = {(p.code, p.row, p.column) for p in plan.problems}
    assert ("not_a_number", 3, "gpu_count") in got
    assert tree_digest(store.root) == before


def test_cross_table_problem_in_an_import_names_the_imported_files_row(store):
    cat = store.load()
    df = cat["instances"].head(2).copy()
    df.loc[1, "gpu"] = "RTX9090"
    df.loc[1, "instance_type"] = "brand-new"
    plan = cm.plan_import(cat, cm.to_csv_bytes(df, TABLES["instances"]), "new.csv")
    assert not plan.ok
    [p] = plan.problems
    assert (p.file, p.code, p.row, p.column, p.value) == ("new.csv", "unknown_gpu", 3, "gpu", "RTX9090")


def test_migration_from_schema_version_0(tmp_path):
    """A v0 folder: no catalog.json, instance columns named like the public price files."""
    bundled = paths.bundled_catalog()
    old = tmp_path / "old-catalog"
    old.mkdir()
    for name in TABLE_ORDER:
        (old / TABLES[name].filename).write_bytes((bundled / TABLES[name].filename).read_bytes())
    inst = pd.read_csv(old / "instances.csv", dtype=str, keep_default_na=False)
    inst = inst.rename(columns={"gpu": "gpu_model", "ram_gb": "memory_gib", "on_demand_hour": "price_per_hour",
                                "spot_hour": "spot_price_per_hour", "monthly": "price_per_month"})
    inst = inst.drop(columns=["source"])
    inst.to_csv(old / "instances.csv", index=False)
    cat, problems = load_dir(old)
    assert [p for p in problems if p.severity == "error"] == []
    assert cat.meta["migrated_from"] == 0 and cat.meta["schema_version"] == SCHEMA_VERSION
    ref = cm.load_bundled()["instances"]
    assert cat["instances"]["on_demand_hour"].equals(ref["on_demand_hour"])
    titles = {c.title for cell in cat["instances"]["source"] for c in cite(cat, cell)}
    assert titles == {"catalog folder upgraded from schema version 0"}
    # Saving it writes the current schema.
    s = CatalogStore(tmp_path / "store")
    s.save(cat)
    assert json.loads((s.current_dir() / "catalog.json").read_text())["schema_version"] == SCHEMA_VERSION


def test_a_catalog_from_a_newer_app_is_refused(store, tmp_path):
    newer = tmp_path / "newer"
    import shutil
    shutil.copytree(store.current_dir(), newer)
    meta = json.loads((newer / "catalog.json").read_text())
    meta["schema_version"] = 99
    (newer / "catalog.json").write_text(json.dumps(meta))
    cat, problems = load_dir(newer)
    assert cat is None and [p.code for p in problems] == ["schema_too_new"]


def test_export_writes_every_table_with_a_bom_and_refuses_to_overwrite(store, tmp_path):
    out = tmp_path / "export"
    written = cm.export_dir(store.load(), out)
    assert sorted(p.name for p in written) == sorted(TABLES[n].filename for n in TABLE_ORDER)
    assert (out / "instances.csv").read_bytes().startswith(b"\xef\xbb\xbf")
    before = tree_digest(out)
    with pytest.raises(CatalogError) as exc:
        cm.export_dir(store.load(), out)
    assert {p.code for p in exc.value.problems} == {"file_exists"}
    assert tree_digest(out) == before
    # What was exported imports back unchanged.
    plan = cm.plan_import(store.load(), (out / "instances.csv").read_bytes(), "instances.csv")
    assert plan.ok and plan.changed == 0 and plan.added == 0


def test_reset_keeps_a_backup_of_the_users_catalog(store):
    cat = store.load()
    cat = set_cell(cat, "instances", 0, "on_demand_hour", 0.5)
    store.save(cat)
    gen, backup = cm.reset_to_bundled(store)
    assert backup is not None and backup.parent == paths.backups_dir()
    saved, _ = load_dir(backup)
    assert saved["instances"].loc[0, "on_demand_hour"] == 0.5
    assert same(store.load()["instances"].loc[0, "on_demand_hour"],
                cm.load_bundled()["instances"].loc[0, "on_demand_hour"])


def test_merge_offers_new_bundled_rows_and_never_changes_the_users(store):
    cat = store.load()
    inst = cat["instances"]
    cat = cat.with_table("instances", inst.iloc[3:])  # as if 3 rows were new upstream
    cat = set_cell(cat, "instances", 0, "on_demand_hour", 0.01)  # the user's negotiated price
    store.save(cat)
    plan = cm.plan_bundled_merge(store.load(), cm.load_bundled())
    assert plan.count == 3 and list(plan.new_rows) == ["instances"]
    assert plan.differing == {"instances": 1}
    merged = cm.apply_bundled_merge(store.load(), plan)
    assert len(merged["instances"]) == len(inst)
    assert merged["instances"].loc[0, "on_demand_hour"] == 0.01
