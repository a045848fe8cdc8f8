"""Counts for issues 18 and 26 (a catalog that cannot be lost, poisoned or bricked), printed, not asserted.

1. Two writers at once: PAIRS pairs of `gpu-advisor catalog import` processes started together, each
   importing a different edit of the instances table; a pair loses an edit when the catalog after
   both holds only one of them. Before the lock this lost one edit in 20 of 20 pairs.
2. Damage of any single file of the current generation, six ways (truncated, one byte changed,
   deleted, replaced by a folder, by a named pipe, emptied): how many open on the newest intact
   generation with a warning.
3. A fault at every file call of a save: how many file calls (os.open, replace, rename, fsync, mkdir, unlink)
   one save makes; then, on a fresh copy of the same catalog for each call k, (a) disk full (ENOSPC) raised at
   call k and (b) the process killed at call k (a forked child ends with os._exit: no clean-up runs): how many
   leave a catalog that loads, holds the old or the new price, is not damaged, and takes the next save.
4. Saves of catalogs holding hostile cell text (a carriage return, NUL, line separators, quotes, ...) or a date
   later than today: how many were saved and load, were refused with the store byte-identical, or left a
   current version that cannot be loaded (bricked).
5. Fuzz: run `pytest tests/core/test_fuzz.py -s` for the count of generated files (printed there).

Run: .venv/bin/python bench/catalog_safety.py [PAIRS]   (default 100; about 3 s per pair on 2 cores; 0 skips 1)
"""

from __future__ import annotations

import datetime as _dt
import errno
import os
import shutil
import subprocess
import sys
import tempfile
import time
from contextlib import contextmanager
from pathlib import Path

HOME = tempfile.mkdtemp(prefix="gpu-advisor-bench-")
os.environ["GPU_ADVISOR_HOME"] = HOME
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from gpu_advisor.core import catalog as cm  # noqa: E402
from gpu_advisor.core.catalog.store import CatalogStore  # noqa: E402
from gpu_advisor.core.base.problems import CatalogError  # noqa: E402
from gpu_advisor.core.catalog.schema import TABLES  # noqa: E402
from gpu_advisor.core.catalog.tableio import to_csv_bytes  # noqa: E402
from tests.support import set_cell, tree_digest  # noqa: E402

CLI = [sys.executable, "-m", "gpu_advisor"]


def edit_file(folder: Path, store: CatalogStore, row: int, price: float) -> Path:
    """instances.csv holding one row of the catalog with a new price (a merge import changes it)."""
    cat = store.load()
    df = cat["instances"].iloc[[row]].copy()
    df["on_demand_hour"] = price
    path = folder / f"edit-{row}.csv"
    path.write_bytes(to_csv_bytes(df, TABLES["instances"]))
    return path


def two_writers(pairs: int) -> tuple[int, int, int]:
    store = CatalogStore()
    store.ensure()
    folder = Path(tempfile.mkdtemp(prefix="edits-"))
    lost = failed = 0
    for i in range(pairs):
        a = edit_file(folder, store, 0, 1000.0 + i)
        b = edit_file(folder, store, 1, 2000.0 + i)
        procs = [subprocess.Popen([*CLI, "catalog", "import", str(f)], stdout=subprocess.PIPE,
                                  stderr=subprocess.PIPE) for f in (a, b)]
        codes = [p.wait(timeout=120) for p in procs]
        if codes != [0, 0]:
            failed += 1
            for p in procs:
                print("  exit", p.returncode, p.stderr.read().decode()[-300:])
        cat = store.load()
        got = (cat["instances"].loc[0, "on_demand_hour"], cat["instances"].loc[1, "on_demand_hour"])
        if got != (1000.0 + i, 2000.0 + i):
            lost += 1
        if (i + 1) % 10 == 0:
            print(f"  {i + 1} pairs: {lost} lost edit(s), {failed} pair(s) with a refusal", flush=True)
    return pairs, lost, failed


def damage_all() -> tuple[int, int]:
    os.environ["GPU_ADVISOR_HOME"] = tempfile.mkdtemp(prefix="gpu-advisor-damage-")
    from tests.core.test_catalog_safety import DAMAGES, damage_every_file
    store = CatalogStore()
    store.ensure()
    files = len(TABLES) + 1
    opened = damage_every_file(store, DAMAGES, all_modes=True)
    return files * len(DAMAGES), opened


# --------------------------------------------------------------------------- a fault at every file call

FILE_CALLS = ("open", "replace", "rename", "fsync", "mkdir", "unlink")


@contextmanager
def file_calls(fail_at: int | None, counter: dict, kill: bool = False):
    """Count the file calls of os (the lock file's aside); at call ``fail_at`` raise ENOSPC, or (``kill``) end the
    process on the spot."""
    saved = {name: getattr(os, name) for name in FILE_CALLS}

    def wrap(real):
        def f(*a, **kw):
            if a and isinstance(a[0], (str, os.PathLike)) and str(a[0]).endswith(cm.LOCK_FILE):
                return real(*a, **kw)
            counter["k"] += 1
            if counter["k"] == fail_at:
                if kill:
                    os._exit(137)
                raise OSError(errno.ENOSPC, "No space left on device", str(a[0]) if a else "")
            return real(*a, **kw)
        return f
    for name, real in saved.items():
        setattr(os, name, wrap(real))
    try:
        yield
    finally:
        for name, real in saved.items():
            setattr(os, name, real)


def _whole(root: Path, base: str, before: str, old: float, new: float) -> bool:
    """The store at ``root`` loads, holds the old or the new price, is intact, and the next save works."""
    try:
        s = CatalogStore(root)
        cat = s.load()
        price = cat["instances"].loc[0, "on_demand_hour"]
        cur = s.current_name()
        if price not in (old, new) or cur is None or s.damage(cur):
            return False
        if cur == base and tree_digest(root, skip_lock=True) != before and not (
                list(root.glob(".tmp-gen-*")) or any(cm.gen_no(g) > cm.gen_no(base) for g in s.generations())):
            return False  # the old version, yet something else of it changed
        s.save(set_cell(cat, "instances", 0, "on_demand_hour", new + 1.0))
        again = CatalogStore(root)
        return (again.load()["instances"].loc[0, "on_demand_hour"] == new + 1.0
                and not list(root.glob(".tmp-gen-*")) and not again.damage(again.current_name()))
    except (CatalogError, OSError, KeyError):
        return False


def faults_at_every_call() -> tuple[int, int, int, int, int]:
    """(file calls of one save, ENOSPC runs, of them whole, kill runs, of them whole)."""
    os.environ["GPU_ADVISOR_HOME"] = tempfile.mkdtemp(prefix="gpu-advisor-faults-")
    work = Path(tempfile.mkdtemp(prefix="faults-"))
    store = CatalogStore()
    store.ensure()
    base = store.save(set_cell(store.load(), "instances", 0, "on_demand_hour", 5.0))
    pristine = work / "pristine"
    shutil.copytree(store.root, pristine)
    before = tree_digest(pristine, skip_lock=True)
    cat = set_cell(store.load(), "instances", 0, "on_demand_hour", 6.0)

    def fresh(name: str) -> CatalogStore:
        root = work / name
        shutil.copytree(pristine, root)
        return CatalogStore(root)

    probe = fresh("probe")
    counter = {"k": 0}
    with file_calls(None, counter):
        probe.save(cat.copy())
    calls = counter["k"]
    whole_fault = whole_kill = 0
    for k in range(1, calls + 1):
        s = fresh(f"fault-{k}")
        counter = {"k": 0}
        try:
            with file_calls(k, counter):
                s.save(cat.copy())
        except (OSError, CatalogError):
            pass
        whole_fault += _whole(s.root, base, before, 5.0, 6.0)
        shutil.rmtree(s.root, ignore_errors=True)

        s = fresh(f"kill-{k}")
        sys.stdout.flush()
        pid = os.fork()
        if pid == 0:  # the child saves and is killed at file call k
            counter = {"k": 0}
            try:
                with file_calls(k, counter, kill=True):
                    s.save(cat.copy())
            finally:
                os._exit(0)
        os.waitpid(pid, 0)
        whole_kill += _whole(s.root, base, before, 5.0, 6.0)
        shutil.rmtree(s.root, ignore_errors=True)
    shutil.rmtree(work, ignore_errors=True)
    return calls, calls, whole_fault, calls, whole_kill


# --------------------------------------------------------------------------- saves of hostile text

HOSTILE = ("a\rb", "\r", "a\r\nb", "\rb", "a\nb", "a\x00b", "a\x85b", "a\u2028b", "a\u202eb", 'a"b', "a,b",
           "=1+1", "\tx", "\ufeffx", "x" * 10000)
TEXT_CELLS = (("instances", "notes"), ("providers", "name_en"), ("sources", "title"), ("gpus", "notes"))
DATE_CELLS = (("instances", "as_of"), ("gpus", "as_of"), ("sources", "date"))


def hostile_saves() -> tuple[int, int, int, int]:
    """(cases, saved and loadable, refused with the store byte-identical, bricked)."""
    os.environ["GPU_ADVISOR_HOME"] = tempfile.mkdtemp(prefix="gpu-advisor-hostile-")
    work = Path(tempfile.mkdtemp(prefix="hostile-"))
    store = CatalogStore()
    base_cat = store.ensure()
    pristine = work / "pristine"
    shutil.copytree(store.root, pristine)
    before = tree_digest(pristine, skip_lock=True)
    future = (_dt.date.today() + _dt.timedelta(days=1)).isoformat()
    cases = [(t, c, v) for t, c in TEXT_CELLS for v in HOSTILE] + [(t, c, future) for t, c in DATE_CELLS]
    loads = refused = bricked = 0
    kinds: dict[str, set[str]] = {"refused": set(), "bricked": set()}
    for i, (table, column, value) in enumerate(cases):
        root = work / f"case-{i}"
        shutil.copytree(pristine, root)
        s = CatalogStore(root)
        try:
            s.save(set_cell(base_cat, table, 0, column, value))
            saved = True
        except CatalogError:  # the writer refuses NUL before anything is written, else the read-back refuses
            saved = False
        try:
            CatalogStore(root).load()
            ok = True
        except CatalogError:
            ok = False
        if not ok:
            bricked += 1
            kinds["bricked"].add(ascii(value[:8]) if column != "as_of" and column != "date" else "future date")
        elif saved:
            loads += 1
        elif tree_digest(root, skip_lock=True) == before:
            refused += 1
            kinds["refused"].add(ascii(value[:8]))
        shutil.rmtree(root, ignore_errors=True)
    shutil.rmtree(work, ignore_errors=True)
    for what, values in kinds.items():
        if values:
            print(f"  {what}: {', '.join(sorted(values))}")
    return len(cases), loads, refused, bricked


def main() -> None:
    pairs = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    if pairs:
        t0 = time.monotonic()
        n, lost, failed = two_writers(pairs)
        print(f"two writers: {n} pairs of concurrent imports, {lost} lost edit(s), {failed} refused pair(s) "
              f"({time.monotonic() - t0:.0f} s)", flush=True)
    t0 = time.monotonic()
    tried, opened = damage_all()
    print(f"damage: {tried} single-file damages of the current generation, {opened} opened on the newest intact "
          f"generation with a warning ({time.monotonic() - t0:.0f} s)", flush=True)
    t0 = time.monotonic()
    calls, nf, wf, nk, wk = faults_at_every_call()
    print(f"faults: a save makes {calls} file calls; disk full at call k: {wf} of {nf} left the catalog loadable "
          f"and whole; killed at call k: {wk} of {nk} left it loadable and whole ({time.monotonic() - t0:.0f} s)",
          flush=True)
    t0 = time.monotonic()
    n, loads, refused, bricked = hostile_saves()
    print(f"hostile saves: {n} saves of hostile cell text or a date later than today: {loads} saved and load, "
          f"{refused} refused with the store byte-identical, {bricked} left a current version that cannot be loaded "
          f"({time.monotonic() - t0:.0f} s)", flush=True)


if __name__ == "__main__":
    main()
