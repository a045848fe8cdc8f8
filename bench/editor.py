"""Catalog editor on a 100,000-row instance table: load, sort, filter, one edit (offscreen).

Prints milliseconds for each step; the goal is that each stays interactive (< 200 ms).
Run: .venv/bin/python bench/editor.py [ROWS]
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("GPU_ADVISOR_HOME", tempfile.mkdtemp(prefix="gpu-advisor-bench-"))

import pandas as pd  # noqa: E402
from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtWidgets import QApplication, QTableView  # noqa: E402
from PySide6.QtGui import QUndoStack  # noqa: E402

from gpu_advisor.core import catalog as cm  # noqa: E402
from gpu_advisor.gui.catalog_model import CatalogTableModel  # noqa: E402


def big_catalog(rows: int) -> cm.Catalog:
    cat = cm.load_bundled()
    inst = cat["instances"]
    reps = -(-rows // len(inst))
    big = pd.concat([inst] * reps, ignore_index=True).head(rows).copy()
    big["instance_type"] = big["instance_type"] + "-" + pd.Series(range(len(big))).astype(str)
    return cat.with_table("instances", big)


def ms(f, repeat: int = 5) -> tuple[float, float]:
    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        f()
        QApplication.processEvents()
        times.append((time.perf_counter() - t) * 1000)
    return statistics.median(times), max(times)


def main() -> None:
    rows = int(sys.argv[1]) if len(sys.argv) > 1 else 100_000
    _app = QApplication.instance() or QApplication([])  # kept alive for the models below
    cat = big_catalog(rows)
    bundled = cm.load_bundled()
    undo = QUndoStack()
    view = QTableView()
    view.resize(1200, 700)
    view.horizontalHeader().setResizeContentsPrecision(40)
    state = {}

    def load():
        state["model"] = CatalogTableModel("instances", cat.copy(), bundled, undo)
        view.setModel(state["model"])
        view.show()

    print(f"catalog editor, instances table with {rows:,} rows (median / worst of 5, ms)")
    med, worst = ms(load, 3)
    print(f"  load (model + first paint)   {med:8.1f} / {worst:8.1f}")
    print(f"goal load <= 200 ms: {'met' if med <= 200 else 'NOT met'} (median {med:.0f} ms; "
          f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores)")
    m = state["model"]
    col_price = m.columns.index("on_demand_hour")
    col_type = m.columns.index("instance_type")
    flip = {"asc": True}

    def sort_price():
        flip["asc"] = not flip["asc"]
        view.sortByColumn(col_price, Qt.SortOrder.AscendingOrder if flip["asc"] else Qt.SortOrder.DescendingOrder)

    print(f"  sort by price                {'%8.1f / %8.1f' % ms(sort_price)}")
    print(f"  sort by instance type (text) {'%8.1f / %8.1f' % ms(lambda: view.sortByColumn(col_type, Qt.SortOrder.AscendingOrder))}")
    words = iter(["a100", "tencent", "h100", "gt4", "l4"] * 3)
    print(f"  search (all columns)         {'%8.1f / %8.1f' % ms(lambda: m.set_search(next(words)))}")
    m.set_search("")
    provs = iter(["aws", "alibaba", "gcp", "runpod", "tencent"] * 3)
    print(f"  filter by provider           {'%8.1f / %8.1f' % ms(lambda: m.set_column_filter('provider', next(provs)))}")
    m.set_column_filter("provider", "")
    prices = iter([str(1.0 + i / 7) for i in range(20)])
    print(f"  one price edit (checked)     {'%8.1f / %8.1f' % ms(lambda: m.setData(m.index(5, col_price), next(prices)))}")
    print(f"  undo of that edit            {'%8.1f / %8.1f' % ms(undo.undo)}")
    print(f"  refused edit ('abc')         {'%8.1f / %8.1f' % ms(lambda: m.setData(m.index(5, col_price), 'abc'))}")


if __name__ == "__main__":
    main()
