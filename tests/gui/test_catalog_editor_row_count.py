"""The catalog editor's row count ("478 rows shown · 478 in the table") says the rows as they are after every change:
rows added, duplicated, deleted, undone, redone, a search, a filter, and rows added after a language switch (whose
undo steps came from the old editor)."""

from __future__ import annotations

import re

from PySide6.QtWidgets import QApplication

from gpu_advisor.gui.app import install_language
from ..support import switch_language


def _count(ed, name="instances") -> list[int]:
    """The numbers the count says: rows shown, rows in the table."""
    return [int(x) for x in re.findall(r"\d+", ed.pages[name].count.text())]


def _says(shown: int, total: int) -> list[int]:
    return [shown, total]


def test_the_count_follows_every_change(qtbot, editor):
    ed = editor
    page, m = ed.pages["instances"], ed.models["instances"]
    n = len(ed.working["instances"])
    assert _count(ed) == _says(n, n)
    ed.add_row()
    assert len(ed.working["instances"]) == n + 1 and _count(ed) == _says(n + 1, n + 1)
    # the new row's number is its line in instances.csv (the last of n + 1 rows is line n + 2), and says so
    from PySide6.QtCore import Qt
    assert m.headerData(n, Qt.Orientation.Vertical) == f"{n + 2} +"
    assert f"{n + 2}" in m.headerData(n, Qt.Orientation.Vertical, Qt.ItemDataRole.ToolTipRole)
    assert "instances.csv" in m.headerData(n, Qt.Orientation.Vertical, Qt.ItemDataRole.ToolTipRole)
    page.view.selectRow(0)
    ed.duplicate_row()
    assert _count(ed) == _says(n + 2, n + 2)
    page.view.selectRow(n + 1)  # the row just added (the table is not sorted): deletable
    ed.delete_rows()
    assert _count(ed) == _says(n + 1, n + 1)
    ed.undo.undo()
    assert _count(ed) == _says(n + 2, n + 2)
    ed.undo.undo()
    ed.undo.undo()
    assert _count(ed) == _says(n, n)
    ed.undo.redo()
    assert _count(ed) == _says(n + 1, n + 1)
    page.search.setText("A100")
    shown = m.rowCount()
    assert 0 < shown < n and _count(ed) == _says(shown, n + 1)
    ed.undo.undo()  # undone while a search is on
    assert _count(ed) == _says(m.rowCount(), n)
    page.search.setText("")
    box = page.filters["provider"]
    box.setCurrentIndex(box.findData("aws"))
    aws = int((ed.working["instances"]["provider"] == "aws").sum())
    assert _count(ed) == _says(aws, n)
    ed.add_row()  # a row for the provider chosen
    assert _count(ed) == _says(aws + 1, n + 1)


def test_rows_added_after_a_language_switch_are_counted_and_undone_one_by_one(qtbot, cancel_win):
    win = cancel_win
    ed = win.open_editor()
    ed.tabs.setCurrentWidget(ed.pages["instances"])
    n = len(ed.working["instances"])
    ed.add_row()  # a step the new editor takes over
    try:
        new = switch_language(qtbot, win, "en")
        ed2 = new.editor
        ed2.tabs.setCurrentWidget(ed2.pages["instances"])
        m = ed2.models["instances"]
        assert m.table_rows() == n + 1
        # A row added now once got the id of the row added before the switch: the two were one row to the editor
        # (an error on adding it; Undo then took both away).
        ed2.add_row()
        assert m.table_rows() == n + 2 and _count(ed2) == _says(n + 2, n + 2)
        ed2.undo.undo()
        assert m.table_rows() == n + 1 and _count(ed2) == _says(n + 1, n + 1)
        ed2.undo.undo()
        assert m.table_rows() == n and _count(ed2) == _says(n, n)
        ed2.undo.redo()
        ed2.undo.redo()
        assert _count(ed2) == _says(n + 2, n + 2)
    finally:
        install_language(QApplication.instance(), "en")


def test_a_row_added_during_a_search_is_shown_and_selected(qtbot, editor):
    """Add row while a search is on: the new, empty row matched no search and was hidden, with nothing said (helper
    editor, left); the search is cleared so the row can be edited at once."""
    ed = editor
    page, m = ed.pages["instances"], ed.models["instances"]
    n = len(ed.working["instances"])
    page.search.setText("A100")
    assert 0 < m.rowCount() < n
    ed.add_row()
    assert len(ed.working["instances"]) == n + 1
    assert page.search.text() == "" and m.rowCount() == n + 1 and _count(ed) == _says(n + 1, n + 1)
    qtbot.waitUntil(lambda: bool(page.selected_rows()), timeout=3000)
    (row,) = page.selected_rows()
    assert row == n  # the row just added, selected


def test_the_search_and_filters_come_over_a_language_switch(qtbot, cancel_win):
    """Walk 19b: the editor's search text was lost when the language was switched (the editor is built anew)."""
    win = cancel_win
    ed = win.open_editor()
    page = ed.pages["instances"]
    ed.tabs.setCurrentWidget(page)
    page.search.setText("A100")
    page.refill_filters()
    box = page.filters["provider"]
    box.setCurrentIndex(box.findData("aws"))
    shown = ed.models["instances"].rowCount()
    try:
        new = switch_language(qtbot, win, "zh_CN")
        to = new.editor.pages["instances"]
        assert to.search.text() == "A100" and to.filters["provider"].currentData() == "aws"
        assert new.editor.models["instances"].rowCount() == shown
    finally:
        install_language(QApplication.instance(), "en")


def test_add_row_says_it_cleared_the_search_and_the_filters(qtbot, editor):
    """The search (and a filter) hiding the new row were cleared without a word: the rows the user was looking at
    went from view. The editor now says so where the user edits, in the interface language."""
    ed = editor
    page = ed.pages["instances"]
    page.search.setText("A100")
    ed.add_row()
    assert page.search.text() == ""
    assert ed.message.text() == "The search “A100” was cleared to show the new row.", ed.message.text()
    ed.undo.undo()
    box = page.filters["region"]
    page.search.setText("aws")
    box.setCurrentIndex(1)
    install_language(QApplication.instance(), "zh_CN")
    try:
        ed.add_row()
        assert box.currentIndex() == 0 and page.search.text() == ""
        assert ed.message.text() == "已清除搜索“aws”，并将筛选恢复为“全部”，以显示新行。", ed.message.text()
    finally:
        install_language(QApplication.instance(), "en")
    # nothing hidden, nothing cleared, nothing said
    ed.add_row()
    assert ed.message.text() == ""


def test_the_cleared_search_is_said_in_the_texts_colour_not_a_refusals(qtbot, editor):
    """Walk 20b: "The search “A100” was cleared to show the new row" came in the red of a refusal; it says what the
    editor did. A refusal after it is red again."""
    from PySide6.QtGui import QPalette
    ed = editor
    ed.show()
    page = ed.pages["instances"]
    page.search.setText("A100")
    ed.add_row()
    ed.message.ensurePolished()
    colour = ed.message.palette().color(QPalette.ColorRole.WindowText).name()
    assert ed.message.text().startswith("The search") and colour != "#a40000", colour
    assert colour == ed.palette().color(QPalette.ColorRole.WindowText).name()
    ed.message.setText("Not changed — a refusal")
    ed.message.ensurePolished()
    assert ed.message.palette().color(QPalette.ColorRole.WindowText).name() == "#a40000"
