"""The catalog editor's cells as a person reads them: an added row's GPU changed fills its memory from gpus.csv,
columns are as wide as their widest value (every row, and a typed date), and a refusal is said once."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from gpu_advisor.gui.app import install_language


def _added(editor):
    page = editor.pages["instances"]
    m = page.model
    page.view.clearSelection()
    editor.add_row()
    r = m.view_row_of(m._frame.index[-1])
    return page, m, r


def test_changing_an_added_rows_gpu_fills_its_memory(qtbot, editor):
    page, m, r = _added(editor)
    gpu, mem = m.columns.index("gpu"), m.columns.index("gpu_memory_gb")
    assert m.setData(m.index(r, gpu), "A100-80GB")
    assert m.data(m.index(r, mem), Qt.ItemDataRole.EditRole) == "80"
    assert m.setData(m.index(r, gpu), "A10")  # the old GPU's figure follows the GPU
    assert m.data(m.index(r, mem), Qt.ItemDataRole.EditRole) == "24"
    assert m.setData(m.index(r, mem), "12")  # a figure of the row's own (a slice) is kept
    assert m.setData(m.index(r, gpu), "A100-80GB")
    assert m.data(m.index(r, mem), Qt.ItemDataRole.EditRole) == "12"
    editor.undo.undo()
    assert m.data(m.index(r, gpu), Qt.ItemDataRole.EditRole) == "A10"


def test_columns_show_their_widest_value_in_zh_at_1280(qtbot, seeded_home):
    from gpu_advisor.gui.catalog_editor import CatalogEditor
    from .conftest import discard_on_close
    try:
        install_language(QApplication.instance(), "zh_CN")
        ed = CatalogEditor(offer_recovery=False)
        qtbot.addWidget(ed, before_close_func=discard_on_close)
        ed.resize(1280, 720)
        ed.show()
        ed.tabs.setCurrentWidget(ed.pages["instances"])
        page, m = ed.pages["instances"], ed.models["instances"]
        view = page.view
        fm = view.fontMetrics()
        monthly = m.columns.index("monthly")
        assert view.columnWidth(monthly) >= fm.horizontalAdvance("12775.95")  # a row beyond Qt's 40-row sample
        page.view.clearSelection()
        ed.add_row()
        r = m.view_row_of(m._frame.index[-1])
        date = m.data(m.index(r, m.columns.index("as_of")))
        assert len(date) == 10 and view.columnWidth(m.columns.index("as_of")) >= fm.horizontalAdvance(date)
    finally:
        install_language(QApplication.instance(), "en")


def test_a_refusal_is_said_once(qtbot, editor):
    m = editor.models["instances"]
    assert not m.setData(m.index(0, m.columns.index("on_demand_hour")), "-5")
    assert editor.message.text().startswith("Not changed")
    assert editor.statusBar().currentMessage() == ""
    assert not m.setData(m.index(0, m.columns.index("gpu_count")), "eight")
    assert editor.statusBar().currentMessage() == ""
