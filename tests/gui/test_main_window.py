"""The main window opens on the bundled catalog and its table search filters rows."""

from __future__ import annotations

from gpu_advisor.gui.main_window import MainWindow


def test_window_shows_the_catalog_and_search_filters(qtbot):
    win = MainWindow()
    qtbot.addWidget(win)
    win.show()
    page = win.pages["instances"]
    total = page.model.rowCount()
    assert total > 100
    assert "instance types" in win.statusBar().currentMessage()
    qtbot.keyClicks(page.search, "tencent")
    assert 0 < page.proxy.rowCount() < total
    assert "row(s) shown" in page.count.text()
