"""A value refused in the catalog editor (walk 22): "1e400" was called "not a number" (it is a number, too large: the
wizard says so); a control character in a price read "catalog text must be one line" (words about text, in a number
column); and after Tab the next cell was current, not the one the message above the tabs names. The message stays
in that bar, names the row and column, and the refused cell is selected again."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from gpu_advisor import text as W

from .test_catalog_editor import cell, type_into


def _settle(qtbot):
    qtbot.wait(50)
    QApplication.processEvents()


def test_a_number_too_large_to_hold_is_too_large_and_its_cell_is_selected(qtbot, editor):
    m = editor.models["instances"]
    before = m.data(cell(editor, "instances", 2, "on_demand_hour"))
    idx = type_into(qtbot, editor, "instances", 2, "on_demand_hour", "1e400")
    _settle(qtbot)
    text = editor.message.text()
    assert "1e400 is too large (maximum 1,000,000)" in text and "not a number" not in text, text
    assert "row 4" in text and "“On-demand per hour”" in text, text
    assert m.data(idx) == before
    view = editor.pages["instances"].view
    assert (view.currentIndex().row(), view.currentIndex().column()) == (idx.row(), idx.column())
    # below the least: too small, not "not a number" either
    type_into(qtbot, editor, "instances", 2, "on_demand_hour", "-1e400")
    assert "not a number" not in editor.message.text() and "a price cannot be negative" in editor.message.text()
    # text that is no number at all still is not one
    type_into(qtbot, editor, "instances", 2, "on_demand_hour", "inf")
    assert "“inf” is not a number" in editor.message.text()


@pytest.mark.parametrize("lang, said, not_said", [
    ("en", "is not a number", "this text is one line"),
    ("zh_CN", "不是数字", "此处文本只能是一行")])
def test_a_control_character_in_a_price_is_not_a_number(qtbot, editor, lang, said, not_said):
    m = editor.models["instances"]
    idx = cell(editor, "instances", 1, "on_demand_hour")
    with W.using_language(lang):
        assert not m.setData(idx, "6\x015")
        text = editor.message.text()
    assert said in text and not_said not in text and "6\\u00015" in text, text
    _settle(qtbot)
    view = editor.pages["instances"].view
    assert (view.currentIndex().row(), view.currentIndex().column()) == (idx.row(), idx.column())
    # in a text column it is still the text rule's words
    with W.using_language(lang):
        assert not m.setData(cell(editor, "instances", 1, "instance_type"), "a\x01b")
        assert not_said in editor.message.text()


@pytest.mark.parametrize("lang, said", [("en", "“12⟨tab character⟩3” is not a number"),
                                        ("zh_CN", "“12⟨制表符⟩3”不是数字")])
def test_a_pasted_tab_is_said_in_words(qtbot, editor, lang, said):
    """A cell pasted from a spreadsheet brings its tab: the refusal said "“12\\u00093” is not a number" (walk25)."""
    m = editor.models["instances"]
    with W.using_language(lang):
        assert not m.setData(cell(editor, "instances", 1, "on_demand_hour"), "12\t3")
        text = editor.message.text()
    assert said in text and "\\u0009" not in text and "\t" not in text, text
