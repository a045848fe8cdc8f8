"""A price typed in the catalog editor that looks like a slip is stored (undoably) with a warning, as an import asks
about it; the row's old notes no longer read as about the typed price; refusals and import problems name the columns
by the headings on screen."""

from __future__ import annotations

from PySide6.QtCore import Qt


def _gh200(editor):
    m = editor.models["instances"]
    for r in range(m.rowCount()):
        if m.data(m.index(r, m.columns.index("instance_type")), Qt.ItemDataRole.EditRole) == "gpu_1x_gh200":
            return m, r
    raise AssertionError("no gpu_1x_gh200 row")


def test_spot_far_above_on_demand_is_stored_with_one_clear_warning_and_undoes(qtbot, editor):
    m, r = _gh200(editor)
    col = m.columns.index("spot_hour")
    od = m.data(m.index(r, m.columns.index("on_demand_hour")), Qt.ItemDataRole.EditRole)
    warned = []
    m.warned.connect(warned.append)
    assert m.setData(m.index(r, col), "1e3")
    assert m.data(m.index(r, col), Qt.ItemDataRole.EditRole) == "1000"
    assert len(warned) == 1
    text = warned[0]
    assert "“Spot per hour”" in text and "above the on-demand price" in text and od in text
    assert "spot_hour" not in text and "instances.csv" not in text
    assert editor.message.text() == text
    editor.undo.undo()
    assert m.data(m.index(r, col), Qt.ItemDataRole.EditRole) == ""


def test_a_price_far_from_the_old_one_warns_and_a_near_one_does_not(qtbot, editor):
    m, r = _gh200(editor)
    col = m.columns.index("on_demand_hour")
    warned = []
    m.warned.connect(warned.append)
    assert m.setData(m.index(r, col), "1.3")
    assert warned == []
    assert m.setData(m.index(r, col), "1300")
    assert len(warned) == 1 and "previous price 1.3" in warned[0]


def test_a_typed_price_marks_the_old_notes_as_about_the_previous_price(qtbot, editor):
    m, r = _gh200(editor)
    notes_col = m.columns.index("notes")
    before = m.data(m.index(r, notes_col), Qt.ItemDataRole.EditRole)
    price = m.data(m.index(r, m.columns.index("on_demand_hour")), Qt.ItemDataRole.EditRole)
    assert before and "snapshot date unknown" in before and price
    assert m.setData(m.index(r, m.columns.index("on_demand_hour")), "1.9")
    after = m.data(m.index(r, notes_col), Qt.ItemDataRole.EditRole)
    assert after.startswith(f"Earlier notes, about the previous price ({price}): ") and after.endswith(before.strip())
    assert m.setData(m.index(r, m.columns.index("on_demand_hour")), "2.0")  # marked once, not again
    assert m.data(m.index(r, notes_col), Qt.ItemDataRole.EditRole) == after
    editor.undo.undo()
    editor.undo.undo()
    assert m.data(m.index(r, notes_col), Qt.ItemDataRole.EditRole) == before


BAD = ("provider,region,instance_type,gpu,gpu_count,currency,on_demand_hour\n"
       "alibaba,cn-mainland,ecs.ebmgn7e.32xlarge,A800-80GB,8,CNY,¥260\n"
       "alibaba,cn-mainland,ecs.gn7e-c16g1.4xlarge,A800-80GB,one,CNY,-3\n"
       "alibaba,cn-mainland,\"ecs.gn7i-2x.8xlarge,A10,2,CNY,12.5\n")


def test_a_refused_cell_is_named_by_its_heading_and_a_negative_price_in_words(qtbot, editor):
    m, r = _gh200(editor)
    for typed, said in (("cheap", "“cheap” is not a number"), ("-0.5", "a price cannot be negative")):
        assert not m.setData(m.index(r, m.columns.index("spot_hour")), typed)
        text = editor.message.text()
        assert text.startswith("Not changed — row ") and "“Spot per hour”: " + said in text
        assert "spot_hour" not in text and "instances.csv" not in text and "0.000001" not in text


def test_import_problems_in_row_order_by_heading_and_bad_cells_shown_in_the_preview(qtbot, editor, tmp_path):
    from gpu_advisor.gui.catalog_import_dialog import ImportDialog
    path = tmp_path / "bad.csv"
    path.write_text(BAD, encoding="utf-8")
    dlg = ImportDialog(editor, path, path.read_bytes())
    qtbot.addWidget(dlg)
    items = [dlg.problems.item(i).text() for i in range(dlg.problems.count())]
    rows = [int(t.split("row ")[1].split(",")[0].split(":")[0]) for t in items]
    assert rows == sorted(rows), items
    joined = "\n".join(items)
    assert "gpu_count" not in joined and "on_demand_hour" not in joined
    assert "“GPUs”" in joined and "“On-demand per hour”: a price cannot be negative" in joined
    pm = dlg.preview_model
    heads = [pm.headerData(c, Qt.Orientation.Horizontal) for c in range(pm.columnCount())]
    cell = pm.index(0, heads.index("On-demand per hour"))
    assert pm.data(cell) == "¥260" and pm.data(cell, Qt.ItemDataRole.BackgroundRole) is not None
    assert pm.data(pm.index(1, heads.index("GPUs"))) == "one"


def test_an_imported_free_text_source_shows_its_words_not_its_id(qtbot, editor, tmp_path):
    path = tmp_path / "good.csv"
    path.write_text("provider,region,instance_type,gpu,gpu_count,gpu_memory_gb,currency,on_demand_hour,source,as_of\n"
                    "alibaba,cn-mainland,ecs.ebmgn7e.32xlarge,A800-80GB,8,80,CNY,260,"
                    "\"quote from sales, 2026-12\",2026-12\n", encoding="utf-8")
    editor.exec_dialog = lambda dlg: True
    assert editor.import_file(str(path))
    m = editor.models["instances"]
    col = m.columns.index("source")
    for r in range(m.rowCount()):
        if m.data(m.index(r, m.columns.index("instance_type")), Qt.ItemDataRole.EditRole) == "ecs.ebmgn7e.32xlarge" \
                and m.data(m.index(r, m.columns.index("region")), Qt.ItemDataRole.EditRole) == "cn-mainland":
            assert m.data(m.index(r, col), Qt.ItemDataRole.EditRole).startswith("text-")  # the id, kept inside
            assert m.data(m.index(r, col)) == "quote from sales, 2026-12"
            return
    raise AssertionError("row not imported")
