"""A price typed in the catalog editor is the user's own; the row's other prices keep their source, date and
staleness (core/catalog/price_cites.py): changing a negotiated on-demand price never makes the untouched monthly
price of a 2023 blog read as "your edit, today"."""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import Qt

from gpu_advisor.core.catalog import price_cites

ROW = "ecs.gn7i-c8g1.2xlarge"


def _row(m):
    for r in range(m.rowCount()):
        if m.data(m.index(r, m.columns.index("instance_type")), Qt.ItemDataRole.EditRole) == ROW:
            return r
    raise AssertionError(f"no {ROW} row")


def test_a_typed_price_keeps_the_rows_other_prices_source_date_and_staleness(qtbot, editor):
    m = editor.models["instances"]
    r = _row(m)

    def cell(col, role=Qt.ItemDataRole.DisplayRole):
        return m.data(m.index(r, m.columns.index(col)), role)

    source, as_of = cell("source", Qt.ItemDataRole.EditRole), cell("as_of", Qt.ItemDataRole.EditRole)
    assert as_of == "2023-06" and cell("monthly", Qt.ItemDataRole.EditRole) == "4575.66"
    assert cell("monthly", Qt.ItemDataRole.ForegroundRole) is not None  # stale before
    assert m.setData(m.index(r, m.columns.index("on_demand_hour")), "6.20")
    today = dt.date.today().isoformat()
    # the row still cites its page and date; only the typed price is the user's, as of today
    assert cell("source", Qt.ItemDataRole.EditRole) == source and cell("as_of", Qt.ItemDataRole.EditRole) == as_of
    assert price_cites.parse(cell(price_cites.COLUMN, Qt.ItemDataRole.EditRole)) == {"on_demand_hour": today}
    # the untouched monthly price is still stale and says where it is from; the typed one is fresh and the user's
    assert cell("monthly", Qt.ItemDataRole.ForegroundRole) is not None
    tip = cell("monthly", Qt.ItemDataRole.ToolTipRole)
    assert "Stale" in tip and "2023-06" in tip and "Changed by you" not in tip and "From the row" in tip
    assert cell("on_demand_hour", Qt.ItemDataRole.ForegroundRole) is None
    tip = cell("on_demand_hour", Qt.ItemDataRole.ToolTipRole)
    assert "Your own price" in tip and "Stale" not in tip
    # the working catalog (what is saved and recommended from) holds the same
    inst = editor.working["instances"]
    row = inst[inst["instance_type"] == ROW].iloc[0]
    assert row["source"] == source and row["as_of"] == as_of and row["on_demand_hour"] == 6.2
    assert price_cites.price_cite(row["source"], row["as_of"], row[price_cites.COLUMN], "monthly") == (source, as_of)
    assert price_cites.price_cite(row["source"], row["as_of"], row[price_cites.COLUMN], "on_demand_hour") \
        == ("user", today)
    editor.undo.undo()
    assert cell(price_cites.COLUMN, Qt.ItemDataRole.EditRole) == "" and cell("on_demand_hour") == "9.53"
