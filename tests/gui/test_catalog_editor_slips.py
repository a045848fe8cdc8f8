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
