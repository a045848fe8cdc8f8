"""Entering what you were quoted (issue 29 item 6), in the catalog editor driven by key presses: GPU and provider
names go through the one naming table, Add row starts from a row of its own (never another row's notes), a refusal
clears once the value is valid, the undo label reads well, and rows the engine does not offer say why."""

from __future__ import annotations

from PySide6.QtCore import Qt

from gpu_advisor.core.catalog.load import validate_catalog
from gpu_advisor.core.base.problems import ERROR

from .test_catalog_editor import cell, type_into


def _row_of(m, column, value):
    col = m.columns.index(column)
    return next(r for r in range(m.rowCount()) if m.data(m.index(r, col), Qt.ItemDataRole.EditRole) == value)


def test_gpu_and_provider_names_are_taken_as_the_command_line_takes_them(qtbot, editor):
    m = editor.models["instances"]
    type_into(qtbot, editor, "instances", 0, "gpu", "A800-40G")
    assert m.data(cell(editor, "instances", 0, "gpu"), Qt.ItemDataRole.EditRole) == "A800-40GB"
    assert editor.working["instances"]["gpu"].iat[m._view[0]] == "A800-40GB"
    type_into(qtbot, editor, "instances", 0, "gpu", "a800 80g")
    assert m.data(cell(editor, "instances", 0, "gpu"), Qt.ItemDataRole.EditRole) == "A800-80GB"
    type_into(qtbot, editor, "instances", 0, "provider", "aliyun")
    assert m.data(cell(editor, "instances", 0, "provider"), Qt.ItemDataRole.EditRole) == "alibaba"
    assert editor.message.text() == ""


def test_add_row_is_a_template_for_the_chosen_gpu_without_anyones_notes(qtbot, editor):
    page, m = editor.pages["instances"], editor.models["instances"]
    for col, value in (("provider", "alibaba"), ("gpu", "A800-80GB")):
        box = page.filters[col]
        assert box.findData(value) >= 0, value
        box.setCurrentIndex(box.findData(value))
    n = len(m._frame)
    qtbot.keyClick(page.view, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert len(m._frame) == n + 1
    new = m._frame.iloc[-1]
    assert (new["provider"], new["gpu"], new["gpu_memory_gb"]) == ("alibaba", "A800-80GB", 80.0)
    assert new["notes"] == "" and new["source"] == "user" and new["currency"] == "CNY"
    assert new["on_demand_hour"] != new["on_demand_hour"]  # empty (NaN): a price to be entered
    notes = set(m._frame.iloc[:-1]["notes"].astype(str))
    assert new["notes"] not in notes - {""}
    assert not [p for p in validate_catalog(editor.working) if p.severity == ERROR]


def test_add_row_for_the_selected_rows_gpu_takes_its_memory_not_its_notes(qtbot, editor):
    page, m = editor.pages["instances"], editor.models["instances"]
    r = _row_of(m, "instance_type", "ecs.gn6v-c8g1.16xlarge")
    page.view.scrollTo(m.index(r, 0))
    qtbot.mouseClick(page.view.viewport(), Qt.MouseButton.LeftButton, pos=page.view.visualRect(m.index(r, 0)).center())
    src = m._frame.iloc[m._view[r]]
    qtbot.keyClick(page.view, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    new = m._frame.iloc[-1]
    assert (new["provider"], new["gpu"]) == (src["provider"], src["gpu"])
    assert new["notes"] == "" != src["notes"] and new["instance_type"] != src["instance_type"]
    assert new["gpu_memory_gb"] == float(editor.working["gpus"].set_index("gpu").at[src["gpu"], "memory_gb"])
    assert not [p for p in validate_catalog(editor.working) if p.severity == ERROR]


def test_a_refusal_clears_once_the_value_is_valid(qtbot, editor):
    type_into(qtbot, editor, "instances", 0, "on_demand_hour", "cheap")
    assert "not a number" in editor.message.text()
    type_into(qtbot, editor, "instances", 0, "on_demand_hour", "12.5")
    assert editor.message.text() == ""


def test_the_undo_label_names_the_column_once(qtbot, editor):
    type_into(qtbot, editor, "instances", 3, "as_of", "2026-01")
    label = editor.undo_action.text()
    assert "of of" not in label and "“As of”" in label and "(row " in label, label


def test_rows_that_are_not_offered_say_why(qtbot, editor):
    m = editor.models["instances"]
    r = _row_of(m, "instance_type", "Standard_NV32as_v4")
    tip = m.data(m.index(r, m.columns.index("instance_type")), Qt.ItemDataRole.ToolTipRole)
    assert "virtual desktops" in tip
    tip = m.data(m.index(r, m.columns.index("gpu")), Qt.ItemDataRole.ToolTipRole)
    assert "No current PyTorch" in tip
    r = _row_of(m, "instance_type", "GN7.LARGE20")
    assert "slice of a GPU" in m.data(m.index(r, m.columns.index("instance_type")), Qt.ItemDataRole.ToolTipRole)
