"""The Assumptions tab's sources are long lines ("pytorch/vision torchvision/models/resnet.py — pytorch/vision
(GitHub) (ResNet50_Weights…)"): sized to them, the Source column, its header included, was off-screen even at 1920
px. Wrapped as the Alternatives tab's reasons are (gui/table_wrap.py): the column ends inside the view, its header is
in view, each row is as high as its wrapped source, and a long source is whole in its tooltip; the keyboard walks
the rows as before. In both languages, at 1280 x 720 and 1920 x 1080."""

from __future__ import annotations

import html
import re

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QApplication, QStyleOptionViewItem

from gpu_advisor.gui.main_window import MainWindow
from gpu_advisor.gui.table_wrap import MIN_WIDTH
from tests.support import article_window


def _every_source_fits_its_row(view, col: int) -> int:
    """Each row as high as its source needs, wrapped in its column's width as the view draws it (a URL breaks
    anywhere: the item's own size hint, not a word wrap of the font's); the most lines a source takes."""
    most = 1
    line = view.fontMetrics().lineSpacing()
    for row in range(view.model().rowCount()):
        index = view.model().index(row, col)
        opt = QStyleOptionViewItem()
        view.initViewItemOption(opt)
        opt.rect = QRect(0, 0, view.columnWidth(col), 10_000)
        opt.features |= QStyleOptionViewItem.ViewItemFeature.WrapText
        need = view.itemDelegateForIndex(index).sizeHint(opt, index).height()
        assert need <= view.rowHeight(row), (row, view.model().data(index), need, view.rowHeight(row))
        most = max(most, round(need / line))
    return most


def _window(qtbot, lang: str, size: tuple[int, int]) -> MainWindow:
    w = article_window(qtbot, lang, size)  # the first start: the article's case
    w.result.tabs.setCurrentWidget(w.result.assumptions_view)  # as a person opens the tab
    qtbot.waitUntil(lambda: w.result.assumptions_view.model().rowCount() > 0, timeout=5000)
    qtbot.wait(50)
    return w


@pytest.fixture
def lang(request):
    yield request.param
    from gpu_advisor import text as W
    from gpu_advisor.gui.app import install_language
    install_language(QApplication.instance(), "en")
    W.set_language(None)


@pytest.mark.usefixtures("seeded_home")  # (the catalog as a first start leaves it: see article_window)
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "zh_CN"], indirect=True)
def test_the_sources_wrap_inside_the_view(qtbot, lang, size):
    w = _window(qtbot, lang, size)
    view, model = w.result.assumptions_view, w.result.assumptions_view.model()
    head = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    col = head.index(w.result.tr("Source"))
    assert view.horizontalScrollBar().value() == 0
    right = view.columnViewportPosition(col) + view.columnWidth(col)
    assert right <= view.viewport().width(), (right, view.viewport().width())
    assert view.columnWidth(col) >= MIN_WIDTH
    header = view.horizontalHeader()  # the header's words are in view, over their column
    words = header.fontMetrics().horizontalAdvance(head[col])
    assert header.sectionViewportPosition(col) + (header.sectionSize(col) + words) / 2 <= header.viewport().width()
    most = _every_source_fits_its_row(view, col)
    if size[0] == 1280:
        assert most >= 2  # the long sources take more than a line at this width
    longest = max(range(model.rowCount()), key=lambda r: len(model.data(model.index(r, col))))
    index = model.index(longest, col)
    text, tip = model.data(index), model.data(index, Qt.ItemDataRole.ToolTipRole)
    assert html.unescape(re.sub(r"<[^>]+>", "", tip or "")) == text  # whole in its tooltip
    view.setFocus()  # the keyboard walks the rows, as before
    view.setCurrentIndex(model.index(0, 0))
    qtbot.keyClick(view, Qt.Key.Key_Down)
    assert view.currentIndex().row() == 1
