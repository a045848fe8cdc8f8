"""The catalog editor says things in words, not in the code's names: undo steps name the table by its title, a new
row holds no English placeholder but its own name, a price's unit names the row's currency, and an import reads a
file saved with the headings the editor shows, or with semicolons."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from gpu_advisor import text as words
from gpu_advisor.core import catalog as cm
from gpu_advisor.core.base import CsvSyntax, Problem, problem_detail
from gpu_advisor.gui.catalog_page import column_titles

HEADER = ("provider,region,instance_type,gpu,gpu_count,gpu_memory_gb,vcpus,ram_gb,local_disk_gb,network_gbps,"
          "interconnect,currency,on_demand_hour,spot_hour,reserved_1y_hour,reserved_3y_hour,anomaly,source,as_of")
ROW = ("alibaba,cn-shanghai,ecs.gn7-c13g1.13xlarge,A100,4,40,52,378,,16,,CNY,120,,,,,"
       "arthurchiao-gpu-prices,2026-12")


def _row(ed, **kv):
    m = ed.models["instances"]
    for r in range(m.rowCount()):
        if all(m.data(m.index(r, m.columns.index(c)), Qt.ItemDataRole.EditRole) == v for c, v in kv.items()):
            return r
    raise AssertionError(kv)


def test_undo_names_the_table_by_its_title_and_a_new_row_takes_a_real_region(qtbot, editor):
    page = editor.pages["instances"]
    m = page.model
    page.view.selectRow(_row(editor, instance_type="ecs.gn7-c13g1.13xlarge", region="cn-shanghai"))
    editor.add_row()
    assert f"“{words.table_name('instances')}”" in editor.undo_action.text()
    assert "instances" not in editor.undo_action.text()
    new = m._frame.iloc[-1]
    assert new["region"] != "new" and new["region"] in set(m._frame["region"].iloc[:-1])  # a region the cloud has
    assert new["instance_type"] == "new-1"  # (the same in every language: see the test below)


@pytest.mark.parametrize("lang", ["zh_CN", "en"], indirect=True)
def test_a_new_row_left_as_it_is_is_saved_with_a_placeholder_name_of_no_language(qtbot, editor, lang):
    """Walk 20: a new row left unchanged in the Chinese window was saved with the instance type "新建" ("new"), as
    if it were data, and a second one as "新建 (副本)". A row of its own is named "new-1", "new-2"… in every
    language (the editor keeps every row valid, so the catalog can always be saved: the row has no price, so it is
    never recommended, and its name says it is a placeholder)."""
    from gpu_advisor.gui.catalog_editor import CatalogEditor
    from tests.gui.conftest import discard_on_close
    page = editor.pages["instances"]
    for _ in range(2):
        page.view.selectRow(_row(editor, instance_type="ecs.gn7-c13g1.13xlarge", region="cn-shanghai"))
        editor.add_row()
    assert list(page.model._frame["instance_type"].iloc[-2:]) == ["new-1", "new-2"]
    page.view.selectRow(_row(editor, instance_type="new-1"))
    editor.duplicate_row()  # a copy keeps its name in the interface's words
    copy = "new-1 (副本)" if lang == "zh_CN" else "new-1 (copy)"
    assert page.model._frame["instance_type"].iloc[-1] in (copy, copy.replace(" (", "（").replace(")", "）"))
    assert editor.save()
    again = CatalogEditor(offer_recovery=False)
    qtbot.addWidget(again, before_close_func=discard_on_close)
    names = set(again.working["instances"]["instance_type"].astype(str))
    assert {"new-1", "new-2"} <= names and not any("新建" in n or n.startswith("new (") for n in names)
    assert editor.models["instances"].tr("%1 (copy)") != "%1 (copy)" or lang == "en"  # (the window was Chinese)


def test_a_price_unit_names_the_rows_currency(qtbot, editor):
    m = editor.models["instances"]
    r = _row(editor, instance_type="ecs.gn7-c13g1.13xlarge", region="cn-shanghai")
    tip = m.data(m.index(r, m.columns.index("on_demand_hour")), Qt.ItemDataRole.ToolTipRole)
    assert "Unit: CNY per hour" in tip and "currency/hour" not in tip


@pytest.mark.parametrize("separator,titles", [(";", False), (",", True)])
def test_an_import_reads_shown_headings_and_semicolons(qtbot, editor, tmp_path, separator, titles):
    header = HEADER.split(",")
    if titles:  # the headings as the editor shows them ("On-demand per hour"), as a file saved from the screen
        header = [words.column_name(c) for c in header]
        assert header != HEADER.split(",") and set(header) <= set(column_titles().values())
    path = Path(tmp_path) / "prices.csv"
    with path.open("w", encoding="utf-8", newline="") as f:  # as a spreadsheet writes it ("Reserved 1 year, per hour")
        csv.writer(f, delimiter=separator).writerows([header, ROW.split(",")])
    shown = {}

    def run(dlg):
        shown["summary"] = dlg.summary.text()
        shown["problems"] = [dlg.problems.item(i).text() for i in range(dlg.problems.count())]
        return dlg.apply_button.isEnabled()

    editor.exec_dialog = run
    assert editor.import_file(str(path)), shown
    inst = editor.working["instances"]
    row = inst[(inst["instance_type"] == "ecs.gn7-c13g1.13xlarge") & (inst["region"] == "cn-shanghai")].iloc[0]
    assert row["on_demand_hour"] == 120.0 and row["monthly"] > 0  # merged; the column the file lacks is kept


def test_read_and_download_failures_are_said_in_words():
    line = words.describe_problem(Problem("x.csv", CsvSyntax(reason="unexpected end of data"), row=3))
    assert "unexpected end of data" not in line and "quoted cell is not closed" in line
    bad = problem_detail("update_bad_answer", {"reason": "BadStatusLine", "host": "h", "address": "http://h/x", "provider": "aws"})
    assert "BadStatusLine" not in words.describe_problem(Problem("u", bad, value="aws"))
    failed = problem_detail("update_connect_failed", {"reason": "EHOSTUNREACH", "host": "h", "address": "http://h/x", "provider": "aws"})
    assert "no route to the server" in words.describe_problem(Problem("u", failed, value="aws"))


def test_a_file_no_table_fits_names_the_nearest_by_title_and_what_it_lacks(editor):
    from gpu_advisor.core import catalog as cm
    plan = cm.plan_import(editor.working, b"provider,region,instance_type,on_demand_hour,price_note\na,b,c,1,x\n",
                          "x.csv")
    line = words.describe_problem(plan.problems[0])
    assert "“Instances”" in line and "gpu_count" in line and "providers" not in line
    trimmed = cm.plan_import(editor.working, b"provider,region,instance_type,on_demand_hour\nalibaba,b,c,1\n", "x.csv",
                             mode="replace")
    assert trimmed.table == "instances"  # a trimmed file of one table's own columns: each missing column named
    assert {p.column for p in trimmed.problems} == {"gpu", "gpu_count", "currency", "source", "as_of"}
    assert {p.code for p in trimmed.problems} == {"missing_column"}


def test_a_long_refused_value_never_widens_the_window(qtbot, editor):
    editor.resize(1000, 700)
    qtbot.wait(50)
    width = editor.width()
    m = editor.models["instances"]
    assert not m.setData(m.index(0, m.columns.index("on_demand_hour")), "9" * 300)
    qtbot.wait(50)
    assert "9" * 50 in editor.message.text() and editor.width() == width and editor.minimumSizeHint().width() < width


def test_menu_accelerators_differ_and_saving_names_no_internal_version(qtbot, editor):
    from PySide6.QtWidgets import QApplication

    def key(text):
        return text.split("&", 1)[1][:1].lower() if "&" in text else ""
    keys = [key(a.text()) for a in (editor.undo_action, editor.redo_action, editor.add_action, editor.dup_action,
                                    editor.del_action)]
    assert len(set(keys)) == len(keys), keys
    m = editor.models["instances"]
    assert m.setData(m.index(0, m.columns.index("on_demand_hour")), "12.5")
    assert editor.save()
    QApplication.processEvents()
    assert "gen-" not in editor.statusBar().currentMessage() and editor.statusBar().currentMessage()


def test_a_price_list_merges_into_its_rows_and_cannot_replace_the_table(qtbot, editor, tmp_path):
    inst = editor.working["instances"]
    price = inst[(inst["instance_type"] == "ecs.gn7-c13g1.13xlarge") & (inst["region"] == "cn-shanghai")].iloc[0][
        "on_demand_hour"] * 1.1  # not a big change (which would need its own tick)
    path = Path(tmp_path) / "finance.csv"
    path.write_text(f"provider,region,instance_type,on_demand_hour\nalibaba,cn-shanghai,ecs.gn7-c13g1.13xlarge,{price}\n",
                    encoding="utf-8")
    shown = {}

    def run(dlg):
        shown["merge"] = dlg.summary.text()
        shown["merge_ok"] = dlg.apply_button.isEnabled()
        dlg.replace.setChecked(True)
        shown["replace"] = dlg.summary.text()
        shown["replace_ok"] = dlg.apply_button.isEnabled()
        dlg.merge.setChecked(True)
        return True

    editor.exec_dialog = run
    assert editor.import_file(str(path)), shown
    assert shown["merge_ok"] and "1 changed" in shown["merge"] and "lacks 5 required column(s)" in shown["merge"]
    assert f"“{words.column_name('gpu_count')}”" in shown["merge"] and "dated today" in shown["merge"]
    assert not shown["replace_ok"] and "Replacing the whole table needs every required column" in shown["replace"]
    inst = editor.working["instances"]
    row = inst[(inst["instance_type"] == "ecs.gn7-c13g1.13xlarge") & (inst["region"] == "cn-shanghai")].iloc[0]
    # only the price it changes is the user's own (dated today); the row keeps its source for its other prices
    assert row["on_demand_hour"] == price and row["source"] != "user" and row["gpu"] == "A100"
    assert list(cm.price_cites.parse(row["user_prices"])) == ["on_demand_hour"]


def test_a_price_list_with_an_unknown_instance_says_why_it_cannot_add_it(qtbot, editor, tmp_path):
    path = Path(tmp_path) / "finance.csv"
    path.write_text("provider,region,instance_type,on_demand_hour\nalibaba,cn-shanghai,ecs.nope,28\n", encoding="utf-8")
    shown = {}

    def run(dlg):
        shown["summary"] = dlg.summary.text()
        shown["problems"] = [dlg.problems.item(i).text() for i in range(dlg.problems.count())]
        return True

    editor.exec_dialog = run
    assert not editor.import_file(str(path))
    assert "can only update instances your catalog has" in shown["summary"]
    assert len(shown["problems"]) == 1 and "alibaba / cn-shanghai / ecs.nope" in shown["problems"][0]
    assert editor.undo.count() == 0


def test_the_import_preview_wraps_problems_and_shows_the_editors_headings(qtbot, editor, tmp_path):
    path = Path(tmp_path) / "bad.csv"
    long_type = "ecs.gn7-c13g1.13xlarge-with-a-rather-long-name"
    path.write_text(f"{HEADER}\n{ROW.replace('ecs.gn7-c13g1.13xlarge', long_type).replace(',CNY,', ',RMB,')}\n",
                    encoding="utf-8")
    shown = {}

    def run(dlg):
        dlg.show()
        qtbot.waitExposed(dlg)
        lst = dlg.problems
        shown["wrap"] = lst.wordWrap()
        shown["hbar"] = lst.horizontalScrollBar().isVisible() or lst.horizontalScrollBar().maximum() > 0
        shown["tip"] = lst.item(0).toolTip()
        m = dlg.preview_model
        shown["headers"] = [m.headerData(c, Qt.Orientation.Horizontal) for c in range(m.columnCount())]
        col = shown["headers"].index(words.column_name("instance_type"))
        shown["width"] = dlg.preview.columnWidth(col)
        shown["need"] = dlg.preview.fontMetrics().horizontalAdvance(long_type)
        dlg.hide()
        return False

    editor.exec_dialog = run
    assert not editor.import_file(str(path))
    assert shown["wrap"] and not shown["hbar"] and "RMB" in shown["tip"]
    assert "instance_type" not in shown["headers"] and words.column_name("on_demand_hour") in shown["headers"]
    assert shown["width"] >= shown["need"]
