"""Catalog → Import CSV… with "Replace the whole table": a row with a price the user typed that the file leaves out
was removed with the rest, unlisted (minor25). It is kept unless ticked, listed, and not counted as removed."""

from __future__ import annotations

from PySide6.QtCore import Qt

from gpu_advisor.core import catalog as cm
from gpu_advisor.core.catalog.schema import TABLES


def test_replace_keeps_the_row_of_a_typed_price_unless_ticked(qtbot, editor, tmp_path):
    from gpu_advisor.gui.catalog_import_dialog import ImportDialog
    m = editor.models["instances"]
    types = m.columns.index("instance_type")
    r = next(r for r in range(m.rowCount())
             if m.data(m.index(r, types), Qt.ItemDataRole.EditRole) == "gpu_1x_gh200")
    assert m.setData(m.index(r, m.columns.index("on_demand_hour")), "1.45")  # the user's own price now
    inst = editor.working["instances"]
    rest = inst[inst["instance_type"] != "gpu_1x_gh200"]
    path = tmp_path / "others.csv"
    path.write_bytes(cm.to_csv_bytes(rest, TABLES["instances"]))
    dlg = ImportDialog(editor, path, path.read_bytes())
    qtbot.addWidget(dlg)
    dlg.replace.setChecked(True)
    items = [dlg.problems.item(i).text() for i in range(dlg.problems.count())]
    assert any(t.startswith("Your own prices' row kept: Lambda / ") and t.endswith(" / gpu_1x_gh200 (not in the file)")
               for t in items), items
    gone = len(inst) - len(rest)
    # (the plural forms are the app's translator's: the counts are what is checked)
    assert f" {gone - 1} row" in dlg.summary.text() and "not in the file will be removed." in dlg.summary.text()
    said = dlg.own_box.text()
    assert not dlg.own_box.isHidden() and said.startswith("Remove 1 row") and said.endswith(
        "with prices of your own that the file leaves out (listed above; kept unless ticked)"), said
    kept = dlg.result_catalog()["instances"]
    assert (kept["instance_type"] == "gpu_1x_gh200").sum() == 1 and len(kept) == len(rest) + 1
    dlg.own_box.setChecked(True)  # ticked: the file's table as it is
    assert "gpu_1x_gh200" not in set(dlg.result_catalog()["instances"]["instance_type"])
    assert any(dlg.problems.item(i).text().startswith("Your own prices' row removed: ")
               for i in range(dlg.problems.count()))
