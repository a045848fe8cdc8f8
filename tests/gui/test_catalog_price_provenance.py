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


def test_the_user_prices_column_is_kept_by_the_editor_not_typed(qtbot, editor):
    m = editor.models["instances"]
    r = _row(m)
    col = m.columns.index(price_cites.COLUMN)
    idx = m.index(r, col)
    assert not m.flags(idx) & Qt.ItemFlag.ItemIsEditable  # shown, read-only (a typed entry would be a false date)
    assert m.flags(m.index(r, m.columns.index("on_demand_hour"))) & Qt.ItemFlag.ItemIsEditable
    assert not m.setData(idx, "monthly 2020-01-01") and m.data(idx, Qt.ItemDataRole.EditRole) == ""
    assert editor.undo.count() == 0
    # typed prices set it (in words: the price's column name and its date), undo and redo take it back and forth
    today = dt.date.today().isoformat()
    assert m.setData(m.index(r, m.columns.index("on_demand_hour")), "6.20")
    assert m.setData(m.index(r, m.columns.index("spot_hour")), "2.10")
    both = f"on_demand_hour {today}; spot_hour {today}"
    assert m.data(idx, Qt.ItemDataRole.EditRole) == both
    shown = m.data(idx)
    assert "on_demand_hour" not in shown and today in shown
    assert "typed yourself" in m.data(idx, Qt.ItemDataRole.ToolTipRole)
    editor.undo.undo()
    assert m.data(idx, Qt.ItemDataRole.EditRole) == f"on_demand_hour {today}"
    editor.undo.undo()
    assert m.data(idx, Qt.ItemDataRole.EditRole) == ""
    assert editor.working["instances"].loc[lambda d: d["instance_type"] == ROW, price_cites.COLUMN].iat[0] == ""
    editor.undo.redo()
    editor.undo.redo()
    assert m.data(idx, Qt.ItemDataRole.EditRole) == both
    assert editor.working["instances"].loc[lambda d: d["instance_type"] == ROW, price_cites.COLUMN].iat[0] == both


def test_a_price_list_imported_in_the_editor_marks_only_the_prices_it_changes(qtbot, editor, tmp_path):
    m = editor.models["instances"]
    r = _row(m)

    def cell(col, role=Qt.ItemDataRole.EditRole):
        return m.data(m.index(r, m.columns.index(col)), role)

    source, as_of = cell("source"), cell("as_of")
    f = tmp_path / "prices.csv"
    f.write_text(f"provider,region,instance_type,on_demand_hour\n{cell('provider')},{cell('region')},{ROW},6.5\n")
    editor.exec_dialog = lambda dlg: True  # Apply in the preview
    assert editor.import_file(str(f))
    today = dt.date.today().isoformat()
    assert cell("on_demand_hour") == "6.5" and (cell("source"), cell("as_of")) == (source, as_of)
    assert cell(price_cites.COLUMN) == f"on_demand_hour {today}"
    tip = cell("monthly", Qt.ItemDataRole.ToolTipRole)
    assert "From the row" in tip and "2023-06" in tip
    assert "Your own price" in cell("on_demand_hour", Qt.ItemDataRole.ToolTipRole)
    editor.undo.undo()
    assert cell(price_cites.COLUMN) == "" and cell("on_demand_hour") == "9.53"


def test_a_quoted_price_says_who_quoted_it_and_the_rows_other_prices_keep_their_source(qtbot, editor):
    from gpu_advisor.core.prices.quotes import set_quoted_price
    m = editor.models["instances"]
    r = _row(m)

    def cell(col, role=Qt.ItemDataRole.EditRole):
        return m.data(m.index(r, m.columns.index(col)), role)

    source, as_of = cell("source"), cell("as_of")
    quoted = set_quoted_price(editor.working, cell("provider"), cell("region"), ROW, 5.0, who="ACME sales",
                              date="2026-11-01")
    editor.apply_catalog(quoted, "quote")
    r = _row(m)
    assert cell("on_demand_hour") == "5" and (cell("source"), cell("as_of")) == (source, as_of)
    assert "ACME sales" in cell("on_demand_hour", Qt.ItemDataRole.ToolTipRole)
    assert "From the row" in cell("monthly", Qt.ItemDataRole.ToolTipRole)
    assert "(quoted)" in cell(price_cites.COLUMN, Qt.ItemDataRole.DisplayRole) and "quote-" not in cell(price_cites.COLUMN, Qt.ItemDataRole.DisplayRole)
