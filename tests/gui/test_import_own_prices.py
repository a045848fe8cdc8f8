"""Catalog → Import CSV… of a price list over a price the user typed: the preview lists it ("Your own price kept: …")
and keeps it unless the tick "Replace 1 price of your own with the file's" is checked, as the Update dialog keeps an
own price unless its row is ticked and ``catalog import`` unless ``--replace-own``. Before, the file's price replaced
it, counted as one more "changed" row."""

from __future__ import annotations

from PySide6.QtCore import Qt

from gpu_advisor.core.catalog import price_cites

ROW = "ecs.gn7i-c8g1.2xlarge"


def _row(m):
    return next(r for r in range(m.rowCount())
                if m.data(m.index(r, m.columns.index("instance_type")), Qt.ItemDataRole.EditRole) == ROW)


def test_an_own_price_is_kept_unless_ticked(qtbot, editor, tmp_path):
    m = editor.models["instances"]
    r = _row(m)

    def cell(col):
        return m.data(m.index(r, m.columns.index(col)), Qt.ItemDataRole.EditRole)

    def price(col="on_demand_hour"):
        inst = editor.working["instances"]
        return float(inst.loc[inst["instance_type"] == ROW, col].iat[0])

    assert m.setData(m.index(r, m.columns.index("on_demand_hour")), "6.20")  # typed: the user's own
    typed = cell(price_cites.COLUMN)
    f = tmp_path / "prices.csv"
    f.write_text(f"provider,region,instance_type,on_demand_hour,spot_hour\n"
                 f"{cell('provider')},{cell('region')},{ROW},7.0,1.25\n")
    seen = {}

    def look(dlg, tick=False):
        seen["lines"] = [dlg.problems.item(i).text() for i in range(dlg.problems.count())]
        seen["box"] = (dlg.own_box.isVisibleTo(dlg), dlg.own_box.isChecked(), dlg.own_box.text())
        dlg.own_box.setChecked(tick)
        seen["after"] = [dlg.problems.item(i).text() for i in range(dlg.problems.count())]
        return dlg.apply_button.isEnabled()

    editor.exec_dialog = look
    assert editor.import_file(str(f))
    visible, ticked, said = seen["box"]
    assert visible and not ticked and said.startswith("Replace 1 price") and said.endswith(
        "of your own with the file's (listed above; kept unless ticked)")  # (the plural form: the app's translator)
    [line] = seen["lines"]
    assert line.startswith("Your own price kept: Alibaba Cloud / ") and f"/ {ROW}, On-demand per hour ¥6.20 " \
        "(entered by you); the file's: ¥7.00" in line
    # the user's price and its citation stay; the row's other price is the file's (a price list's price: the user's
    # own from today, as an imported price is)
    assert (price(), price("spot_hour")) == (6.2, 1.25)
    assert price_cites.parse(cell(price_cites.COLUMN))["on_demand_hour"] == price_cites.parse(typed)["on_demand_hour"]
    editor.undo.undo()
    editor.exec_dialog = lambda dlg: look(dlg, tick=True)
    assert editor.import_file(str(f))
    assert seen["after"][0].startswith("Your own price replaced: Alibaba Cloud / ") and \
        seen["after"][0].endswith("On-demand per hour ¥6.20 (entered by you) → ¥7.00")
    assert price() == 7.0
