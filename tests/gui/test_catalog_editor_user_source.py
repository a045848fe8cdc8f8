"""A price typed in the catalog editor cites the user (``source`` "user", stored as such): the editor shows it as
"your edit, <date>" / "您的修改，<date>", in the cell, in its tooltip and in the sources table, never the bare id
"user" it once showed."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from gpu_advisor.gui.app import install_language


def _typed_price(editor):
    """A row the user has made their own: a typed price (which cites the user on its own, price_cites) and the row's
    source set to the user."""
    m = editor.models["instances"]
    assert m.setData(m.index(0, m.columns.index("on_demand_hour")), "12.5", Qt.ItemDataRole.EditRole)
    assert m.setData(m.index(0, m.columns.index("source")), "user", Qt.ItemDataRole.EditRole)
    return m, m.index(0, m.columns.index("source")), str(m.data(m.index(0, m.columns.index("as_of"))))


@pytest.mark.parametrize("lang, words", [("en", "your edit, {0}"), ("zh_CN", "您的修改，{0}")])
def test_a_typed_prices_source_reads_your_edit_with_its_date(qtbot, editor, lang, words):
    try:
        install_language(QApplication.instance(), lang)
        m, src, date = _typed_price(editor)
        assert m.data(src, Qt.ItemDataRole.EditRole) == "user"  # stored as it was
        assert editor.working["instances"]["source"].iat[0] == "user"
        assert m.data(src) == words.format(date)
        tip = m.data(src, Qt.ItemDataRole.ToolTipRole)
        assert words.format(date) in tip and "user" not in tip.replace("<qt>", "")
        s = editor.models["sources"]
        ids = [s.data(s.index(r, 0), Qt.ItemDataRole.EditRole) for r in range(s.rowCount())]
        shown = s.data(s.index(ids.index("user"), 0))
        assert shown != "user" and words.split(",")[0].split("，")[0] in shown and "“user”" in shown
    finally:
        install_language(QApplication.instance(), "en")


def test_a_cell_citing_the_user_and_a_source_names_both(qtbot, editor):
    m, src, date = _typed_price(editor)
    other = str(editor.working["instances"]["source"].iat[1])
    assert m.setData(src, f"user; {other}", Qt.ItemDataRole.EditRole)
    shown = m.data(src)
    assert shown.startswith(f"your edit, {date}; ") and other.split()[0] in shown
    assert m.data(src, Qt.ItemDataRole.EditRole) == f"user; {other}"
