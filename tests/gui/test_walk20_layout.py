"""Walk 20 at 1280 x 720, in both languages: the cost breakdown's line names were cramped (the top one cut, tick
marks across them), the English spot answer was cut at "…can resume (allows", the Compare window's cost-line
names were cut ("启动与最后一次检…") and the cost chart's "N dearer options above the view" lay over points, which
crossed its words."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QStyle, QStyleOptionComboBox

from gpu_advisor import text as W
from gpu_advisor.core.plan import read_answer
from gpu_advisor.gui.charts import CostHoursChart
from gpu_advisor.gui.compare_view import CompareWindow
from gpu_advisor.gui.cost_charts import BreakdownChart
from gpu_advisor.gui.wizard import Wizard
from gpu_advisor.gui.worker import SyncExecutor

ROOT = Path(__file__).resolve().parents[2]
LINES = {"en": ["GPU servers", "Start-up and last checkpoint", "Spot: expected lost work", "System disk", "Data disk",
                "Network", "Data transfer out"],
         "zh_CN": ["GPU 服务器", "启动与最后一次检查点", "竞价实例：预计损失的工作量", "系统盘", "数据盘", "网络", "出网流量"]}


@pytest.fixture
def language():
    yield W.set_language
    W.set_language(None)


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_the_breakdowns_line_names_each_have_a_row_of_their_own_at_1280_by_720(qtbot, language, lang):
    """Seven cost lines in the chart's ~130 px at 1280 x 720: each name no taller than its row (they overlapped),
    all within the plot's height (the top one was cut), no tick marks across them and no "¥" title taking rows'
    room (each bar says its amount)."""
    language(lang)
    chart = BreakdownChart()
    qtbot.addWidget(chart)
    chart.resize(383, 130)
    chart.show()
    qtbot.waitExposed(chart)
    values = [13.27, 0.517, 0.0106, 0.772, 0.772, 0, 0.251]
    chart.set_data(LINES[lang], values, [f"¥{v}" for v in values], "¥", "CNY")
    qtbot.wait(20)
    left = chart.getAxis("left")
    fm = QFontMetrics(left.style["tickFont"] or chart.font())
    vb = chart.plotItem.vb
    (_x0, _x1), (y0, y1) = vb.viewRange()
    row = vb.height() / (y1 - y0)  # pixels a cost line gets
    assert row >= fm.height(), (row, fm.height())
    top = vb.height() * (y1 - (len(values) - 1)) / (y1 - y0)  # room above the top line's middle
    assert top >= fm.height() / 2, (top, fm.height())
    assert left.style["tickLength"] == 0
    assert not chart.getAxis("bottom").labelText


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_the_spot_answers_fit_their_box_at_1280_by_720(qtbot, cat, language, lang):
    language(lang)
    wz = Wizard(cat)
    qtbot.addWidget(wz)
    wz.resize(500, 680)  # the wizard's share of a 1280 x 720 window
    wz.show()
    wz.go(wz.stack.indexOf(wz.page_prefs))
    qtbot.waitExposed(wz)
    box = wz.spot
    opt = QStyleOptionComboBox()
    box.initStyleOption(opt)
    field = box.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, opt, QStyle.SubControl.SC_ComboBoxEditField,
                                       box)
    assert 300 <= field.width() < 340, field.width()  # (as at 1280 x 720)
    for i in range(box.count()):
        assert box.fontMetrics().horizontalAdvance(box.itemText(i)) <= field.width(), box.itemText(i)


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_the_compare_windows_cost_line_names_show_whole(qtbot, cat, language, lang):
    """Each cost line's name in full, wrapped where its column is short, its row as high as the wrapped name and
    no higher (rows filled at a narrower width stayed three lines high); the whole name in its tooltip too."""
    language(lang)
    w = CompareWindow(cat, executor=SyncExecutor())
    qtbot.addWidget(w)
    w.set_side("a", read_answer(ROOT / "examples" / "lora-7b-finetune.json", cat))  # (spot: its lost work's line)
    w.set_side("b", read_answer(ROOT / "examples" / "h100-8x-training-host.json", cat))
    w.resize(1240, 700)
    w.show()
    qtbot.waitExposed(w)
    qtbot.wait(50)
    names = [t.item(r, 0).text() for t in w.lines.values() for r in range(t.rowCount())]
    assert max(map(len, names)) >= 13 and any(W.item_name("spot_rework") == n for n in names)
    for t in w.lines.values():
        assert t.rowCount() >= 3 and t.textElideMode() == Qt.TextElideMode.ElideNone and t.wordWrap()
        fm = t.fontMetrics()
        width = t.columnWidth(0) - 2 * (t.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, t) + 1)
        for r in range(t.rowCount()):
            item = t.item(r, 0)
            need = fm.boundingRect(QRect(0, 0, width, 10000), Qt.TextFlag.TextWordWrap, item.text()).height()
            assert need <= t.rowHeight(r) <= need + 12, (item.text(), need, t.rowHeight(r))
            assert item.toolTip() == item.text()


def test_the_note_of_options_above_the_view_is_on_an_opaque_ground(qtbot):
    chart = CostHoursChart()
    qtbot.addWidget(chart)
    assert chart.above.fill.color().alpha() == 255 and chart.above.border.style() != Qt.PenStyle.NoPen
