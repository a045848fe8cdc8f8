"""Counts for issue 18 (a catalog that cannot be lost or poisoned), printed, not asserted.

1. Two writers at once: PAIRS pairs of `gpu-advisor catalog import` processes started together, each
   importing a different edit of the instances table; a pair loses an edit when the catalog after
   both holds only one of them. Before the lock this lost one edit in 20 of 20 pairs.
2. Damage of any single file of the current generation, six ways (truncated, one byte changed,
   deleted, replaced by a folder, by a named pipe, emptied): how many open on the newest intact
   generation with a warning.
3. Fuzz: run `pytest tests/core/test_fuzz.py -s` for the count of generated files (printed there).

Run: .venv/bin/python bench/catalog_safety.py [PAIRS]   (default 100; about 3 s per pair on 2 cores)
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HOME = tempfile.mkdtemp(prefix="gpu-advisor-bench-")
os.environ["GPU_ADVISOR_HOME"] = HOME

from gpu_advisor.core.catalog import CatalogStore  # noqa: E402
from gpu_advisor.core.schema import TABLES  # noqa: E402
from gpu_advisor.core.tableio import to_csv_bytes  # noqa: E402

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
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    os.environ["GPU_ADVISOR_HOME"] = tempfile.mkdtemp(prefix="gpu-advisor-damage-")
    from tests.core.test_catalog_safety import DAMAGES, damage_every_file
    store = CatalogStore()
    store.ensure()
    files = len(TABLES) + 1
    opened = damage_every_file(store, DAMAGES, all_modes=True)
    return files * len(DAMAGES), opened


def main() -> None:
    pairs = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    t0 = time.monotonic()
    n, lost, failed = two_writers(pairs)
    print(f"two writers: {n} pairs of concurrent imports, {lost} lost edit(s), {failed} refused pair(s) "
          f"({time.monotonic() - t0:.0f} s)")
    t0 = time.monotonic()
    tried, opened = damage_all()
    print(f"damage: {tried} single-file damages of the current generation, {opened} opened on the newest intact "
          f"generation with a warning ({time.monotonic() - t0:.0f} s)")


if __name__ == "__main__":
    main()
