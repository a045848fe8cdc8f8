"""The Alternatives tab's "Why not chosen" reasons are sentences: at 1280 x 720 the column, sized to their one-line
width, ran past the view's right edge and a reason was read by scrolling sideways (gui/table_wrap.py). The column
now ends inside the view, its text wraps and each row is as high as its reason; sorted or walked with the keyboard
the table works as before, and a long reason is also whole in its tooltip."""

from __future__ import annotations

import html
import re

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QStyle

from gpu_advisor.gui.main_window import MainWindow
from gpu_advisor.gui.table_wrap import MIN_WIDTH
from tests.support import article_window


def _window(qtbot, lang: str, size: tuple[int, int]) -> MainWindow:
    w = article_window(qtbot, lang, size)  # the first start: the article's case
    w.result.tabs.setCurrentWidget(w.result.alt_view)  # as a person opens the tab
    qtbot.waitUntil(lambda: w.result.alt_view.model().rowCount() > 0, timeout=5000)
    qtbot.wait(50)
    return w


def _lines_needed(view, row: int, col: int) -> tuple[int, int]:
    """(height, lines) the cell's text takes wrapped in its column's width (the cell's margins taken off)."""
    index = view.model().index(row, col)
    font = view.model().data(index, Qt.ItemDataRole.FontRole) or QFont(view.font())
    fm = QFontMetrics(font)
    text = view.model().data(index)
    margin = view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, view) + 1  # as Qt's items
    r = fm.boundingRect(QRect(0, 0, view.columnWidth(col) - 2 * margin, 10_000), int(Qt.TextFlag.TextWordWrap), text)
    return r.height(), round(r.height() / fm.lineSpacing())


def _every_reason_fits_its_row(view, col: int) -> int:
    """Each row as high as its wrapped reason; the most lines a reason takes."""
    most = 1
    for row in range(view.model().rowCount()):
        height, lines = _lines_needed(view, row, col)
        assert height <= view.rowHeight(row), (row, view.model().data(view.model().index(row, col)), height,
                                               view.rowHeight(row))
        most = max(most, lines)
    return most


@pytest.mark.usefixtures("seeded_home")  # (the catalog as a first start leaves it: see article_window)
@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_the_reasons_wrap_inside_the_view_at_1280_by_720_and_follow_a_sort(qtbot, lang):
    w = _window(qtbot, lang, (1280, 720))
    view, model = w.result.alt_view, w.result.alt_view.model()
    head = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    col = head.index(w.result.tr("Why not chosen"))
    assert view.horizontalScrollBar().value() == 0
    # the column ends inside the view: no reason runs past its right edge
    assert view.columnViewportPosition(col) + view.columnWidth(col) <= view.viewport().width()
    assert view.columnWidth(col) >= MIN_WIDTH
    most = _every_reason_fits_its_row(view, col)
    if lang == "en":  # the article's longer English reasons take two lines at this width
        assert most >= 2
    # a long reason is whole in its tooltip too
    for row in range(model.rowCount()):
        index = model.index(row, col)
        text, tip = model.data(index), model.data(index, Qt.ItemDataRole.ToolTipRole)
        if len(text) > 40:
            assert html.unescape(re.sub(r"<[^>]+>", "", tip)) == text
    # sorted (by the reason, then by the total, dearest first): each row's height follows its own reason
    view.sortByColumn(col, Qt.SortOrder.DescendingOrder)
    _every_reason_fits_its_row(view, col)
    view.sortByColumn(head.index(w.result.tr("Total")), Qt.SortOrder.DescendingOrder)
    _every_reason_fits_its_row(view, col)
    assert view.columnViewportPosition(col) + view.columnWidth(col) <= view.viewport().width()
    # the keyboard walks the rows and Enter shows the alternative under the cursor, as before
    chosen = []
    w.result.alternativeChosen.connect(chosen.append)
    view.setFocus()
    view.setCurrentIndex(model.index(0, 0))
    qtbot.keyClick(view, Qt.Key.Key_Down)
    assert view.currentIndex().row() == 1
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert chosen == [model.mapToSource(model.index(1, 0)).row()]


@pytest.mark.usefixtures("seeded_home")  # (the catalog as a first start leaves it: see article_window)
def test_a_wider_window_gives_the_reasons_one_line_and_a_narrower_one_more_lines(qtbot):
    w = _window(qtbot, "en", (1920, 1080))
    view, model = w.result.alt_view, w.result.alt_view.model()
    col = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())].index(
        w.result.tr("Why not chosen"))
    wide = view.columnWidth(col)
    assert wide >= view.sizeHintForColumn(col)  # room for the longest reason on one line (and the rest of the view)
    assert _every_reason_fits_its_row(view, col) == 1
    w.resize(1280, 720)
    qtbot.waitUntil(lambda: view.columnWidth(col) < wide, timeout=3000)
    assert view.columnViewportPosition(col) + view.columnWidth(col) <= view.viewport().width()
    assert _every_reason_fits_its_row(view, col) >= 2
