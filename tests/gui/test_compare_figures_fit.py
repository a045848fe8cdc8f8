"""The figures table is as tall as its rows: "Price age" and a wrapped "at most 1,284 days" were behind a scroll
bar even at 1920 × 1080 while the cost-line tables below stood half empty."""

from __future__ import annotations

from pathlib import Path

import pytest

from gpu_advisor import text as W
from gpu_advisor.core.plan import read_answer
from gpu_advisor.gui.compare_view import CompareWindow
from gpu_advisor.gui.worker import SyncExecutor

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_every_figure_row_shows_whole(qtbot, cat, size):
    w = CompareWindow(cat, executor=SyncExecutor())
    qtbot.addWidget(w)
    with W.using_language("en"):
        w.set_side("a", read_answer(ROOT / "examples" / "startup-engineer-seed000.json", cat))
        w.set_side("b", read_answer(ROOT / "examples" / "answers" / "compare-article-seed000.json", cat))
        w.resize(*size)
        w.show()
        qtbot.waitExposed(w)
        t = w.figures
        assert t.viewport().height() >= t.verticalHeader().length()  # every row, no scroll bar
        assert not t.verticalScrollBar().isVisible()
        for r in range(t.rowCount()):  # each row as tall as its text, the text in one piece
            fm = t.fontMetrics()
            assert t.rowHeight(r) >= fm.height()
            for c in range(2):
                item = t.item(r, c)
                assert t.columnWidth(c) >= fm.horizontalAdvance(item.text()), (r, c, item.text())
        if size == (1920, 1080):  # the cost lines get the room left
            assert w.lines["a"].height() > 2 * t.height()


@pytest.mark.parametrize("lang", ["zh_CN", "en"])
@pytest.mark.parametrize("height", [720, 660])
def test_the_why_lines_start_below_the_figures_table_at_1280x720(qtbot, cat, lang, height):
    """Walk 20b: in Chinese at 1280 × 720 the first "why" line lay over the table's last row (价格时效): the
    note in B's cost-line place counted its wrapped height as the grid's minimum and the column overfilled (how much
    depends on the fonts: a shorter window shows it with any; the cost-line tables take what is left)."""
    from PySide6.QtWidgets import QApplication
    from gpu_advisor.gui.app import install_language
    install_language(QApplication.instance(), lang)
    try:
        w = CompareWindow(cat, executor=SyncExecutor())
        qtbot.addWidget(w)
        with W.using_language(lang):
            w.set_side("a", read_answer(ROOT / "examples" / "startup-engineer-seed000.json", cat))
            w.set_side("b", read_answer(ROOT / "examples" / "answers" / "compare-article-seed000.json", cat))
            w.resize(1280, height)
            w.show()
            qtbot.waitExposed(w)
            assert w.no_lines["b"].isVisible()  # B lists no cost lines: the note in its table's place
            gap = w.figures.parentWidget().layout().spacing()
            qtbot.waitUntil(lambda: w.reasons.geometry().top() > w.figures.geometry().bottom() + gap, timeout=2000)
            assert w.titles["lines_a"].geometry().top() > w.reasons.geometry().bottom()
    finally:
        install_language(QApplication.instance(), "en")


def test_the_figures_columns_reach_the_right_edge_after_a_side_is_replaced(qtbot, cat):
    """Walk 22: with the window shown, opening the other side (two different jobs) left the figures table's columns
    at their contents' widths, short of its right edge: B − A takes the rest of the width again at every refresh."""
    w = CompareWindow(cat, executor=SyncExecutor())
    qtbot.addWidget(w)
    with W.using_language("en"):
        w.set_side("a", read_answer(ROOT / "examples" / "startup-engineer-seed000.json", cat))
        w.set_side("b", read_answer(ROOT / "examples" / "answers" / "compare-article-seed000.json", cat))
        w.resize(1280, 720)
        w.show()
        qtbot.waitExposed(w)
        head = w.figures.horizontalHeader()
        for path in ("lora-7b-finetune.json", "startup-engineer-seed000.json"):  # (shown: no resize follows)
            w.set_side("b", read_answer(ROOT / "examples" / path, cat))
            assert head.length() == w.figures.viewport().width(), [head.sectionSize(i) for i in range(3)]
            assert head.sectionSize(2) > head.sectionSize(1)
