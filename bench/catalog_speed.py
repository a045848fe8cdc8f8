"""What a new Catalog object of known content, a save's read-back and the editor's recovery copy cost: the old path
next to the new one, in one process (the machine is shared and noisy: compare the two columns, not runs).

1. A catalog loaded again (the user's store, loaded as a new window, a discard or a test does) and a
   recommendation on it. Old: the cache keyed on the object (each new object priced from nothing). New: keyed on
   the content (``catalog.model.content_key``). The offering base kept on disk (``offer_cache``) serves both.
2. A save of one edited price (the editor's Save, ``catalog import``, a price update). Old: the read-back of a store
   object that read nothing back before, each table compared cell by cell. New: tables read back before in the
   process are not parsed again, a parsed table is checked by its bytes.
3. A first start in a new data folder (every test without the seeded one): the bundled catalog saved and loaded.
4. The editor's first recovery copy of a session after one edit (the next ones reused the tables their own store
   read back before already).
5. The editor closed with Discard after one edited price: the catalog loaded again and every page built (old), or
   back to the catalog it loaded with the edited table's page built again (new).

Run: .venv/bin/python bench/catalog_speed.py [REPEATS]
"""

from __future__ import annotations

import contextlib
import datetime as dt
import gc
import json
import os
import statistics
import tempfile
import time
from pathlib import Path

os.environ.setdefault("GPU_ADVISOR_HOME", tempfile.mkdtemp(prefix="gpu-advisor-bench-"))

from gpu_advisor.core.catalog import model, store as store_module  # noqa: E402
from gpu_advisor.core.catalog.recovery import RecoveryStore  # noqa: E402
from gpu_advisor.core.catalog.store import CatalogStore  # noqa: E402
from gpu_advisor.core.scenario.spec import parse_scenario  # noqa: E402
from gpu_advisor.core.select.recommendation import recommend  # noqa: E402
from engine import median_time  # noqa: E402  (bench/, the script's folder)

ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = ("examples/lora-7b-finetune.json", "examples/llama-70b-inference-high-qps.json",
             "resources/start/article-case.json")
TODAY = dt.date.today()


@contextlib.contextmanager
def old_cache():
    """The cache as it was: one entry per catalog object (its token), never shared by content."""
    real = model.content_key
    model.content_key = lambda cat: b"token:%d" % cat.token  # type: ignore[assignment]
    model.clear_derived()
    try:
        yield
    finally:
        model.content_key = real  # type: ignore[assignment]
        model.clear_derived()


@contextlib.contextmanager
def old_read_back():
    """The read-back as it was: nothing read back before in the process (a store object's first save), and
    every parsed table compared cell by cell."""
    real = store_module._writes_back
    store_module._writes_back = lambda *a: False  # type: ignore[assignment]
    try:
        with store_module._READ_BACK_LOCK:
            store_module._READ_BACK.clear()
        yield
    finally:
        store_module._writes_back = real  # type: ignore[assignment]


def forget_read_backs() -> None:
    with store_module._READ_BACK_LOCK:
        store_module._READ_BACK.clear()


def timed(fn, repeats: int) -> float:
    """The median of ``repeats`` runs of ``fn``, in ms (bench/engine.py's measure)."""
    return median_time(fn, repeats) * 1000


def edited(cat, value: float):
    df = cat["instances"]
    df.loc[0, "on_demand_hour"] = value
    return cat.with_table("instances", df)


def editor_discard(repeats: int) -> tuple[str, float, float]:
    """The editor closed with Discard after one edited price (offscreen). Old: the catalog loaded from disk and every
    page built again (``load_from_disk``); new: back to the catalog loaded, the edited table's page built again
    (``discard_edits``)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication
    from gpu_advisor.gui.catalog_editor import CatalogEditor
    app = QApplication.instance() or QApplication([])
    ed = CatalogEditor(offer_recovery=False)
    ed.show()
    app.processEvents()
    out = []
    for how in (ed.load_from_disk, ed.discard_edits):
        times: list[float] = []
        for _ in range(repeats + 1):
            gc.collect()
            model = ed.models["instances"]
            model.setData(model.index(0, model.columns.index("on_demand_hour")), f"{900 + next(COUNTER) / 1000}")
            assert ed.is_dirty()
            t0 = time.perf_counter()
            how()
            app.processEvents()
            times.append(time.perf_counter() - t0)
        out.append(statistics.median(times[1:]) * 1000)
    ed.close()
    return "editor closed with Discard after one edit", out[0], out[1]


COUNTER = iter(range(1, 1_000_000))


def main() -> None:
    import argparse
    ap = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    ap.add_argument("repeats", type=int, nargs="?", default=5, help="runs per case, the median shown (default 5)")
    repeats = ap.parse_args().repeats
    store = CatalogStore()
    cat = store.ensure()
    scenarios = [parse_scenario(json.loads((ROOT / f).read_text(encoding="utf-8")), cat, f) for f in SCENARIOS]

    def load_and_recommend():
        c = CatalogStore().load()
        for sc in scenarios:
            recommend(c, sc, today=TODAY)

    load_and_recommend()  # the offering bases kept on disk, for both paths
    rows = []
    with old_cache():
        old = timed(load_and_recommend, repeats)
    load_and_recommend()
    new = timed(load_and_recommend, repeats)
    rows.append(("catalog loaded again + 3 recommendations", old, new))

    counter = iter(range(1, 10_000))

    def save_one_price():
        s = CatalogStore()  # a store object of its own, as each command and window has
        s.save(edited(s.load(), 1.0 + next(counter) / 1000), reason="editor")

    def save_first():
        forget_read_backs()
        save_one_price()
    with old_read_back():
        old = timed(save_first, repeats)
    save_one_price()
    new = timed(save_one_price, repeats)
    rows.append(("save of one edited price (read-back)", old, new))

    def first_start():
        os.environ["GPU_ADVISOR_HOME"] = tempfile.mkdtemp(prefix="gpu-advisor-bench-")
        try:
            CatalogStore().ensure()  # the bundled catalog copied in (a save), then loaded
        finally:
            os.environ["GPU_ADVISOR_HOME"] = home

    home = os.environ["GPU_ADVISOR_HOME"]
    with old_read_back():
        old = timed(lambda: (forget_read_backs(), first_start()), repeats)
    first_start()
    new = timed(first_start, repeats)
    rows.append(("first start in a new data folder (a test's)", old, new))

    work = store.load()
    rec_root = Path(tempfile.mkdtemp(prefix="gpu-advisor-bench-rec-"))

    def recovery_first():
        forget_read_backs()
        r = RecoveryStore(rec_root / str(next(counter)))
        r.write(edited(work, 2.0 + next(counter) / 1000), store.current_name())

    def recovery_first_new():
        r = RecoveryStore(rec_root / str(next(counter)))
        r.write(edited(work, 2.0 + next(counter) / 1000), store.current_name())
    with old_read_back():
        old = timed(recovery_first, repeats)
    recovery_first_new()
    new = timed(recovery_first_new, repeats)
    rows.append(("editor's recovery copy, first of a session", old, new))

    rows.append(editor_discard(repeats))

    print(f"{'ms (median of ' + str(repeats) + ')':<46}{'old':>9}{'new':>9}{'x':>7}")
    for what, o, n in rows:
        print(f"{what:<46}{o:9.1f}{n:9.1f}{o / n:7.1f}")


if __name__ == "__main__":
    main()
