"""The Charts tab's scroll area was a Tab stop of its own that showed no focus (walk25, keyboard only): Tab from the
tabs went to an invisible stop, then to the charts in it. Neither scroll area of the result pane is a stop now; Tab
goes from the tabs to the first chart."""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QScrollArea

from gpu_advisor.core.scenario.spec import parse_scenario
from gpu_advisor.core.select.recommendation import recommend
from gpu_advisor.gui.result_view import ResultView
from gpu_advisor.gui.window_keys import tab_stops

ARTICLE = {"task": "train", "workload": "cv", "data": {"dataset_gb": 50}, "deadline_hours": 100}


def test_the_chart_area_is_no_tab_stop(qtbot, cat):
    sc = parse_scenario(ARTICLE, cat)
    view = ResultView()
    qtbot.addWidget(view)
    view.show_result(recommend(cat, sc, today=dt.date(2026, 12, 2)), sc, cat)
    view.show()
    stops = tab_stops(view, view)
    assert not [w for w in stops if isinstance(w, QScrollArea)], [type(w).__name__ for w in stops]
    assert view.charts.focusPolicy() == Qt.FocusPolicy.NoFocus
    charts = [w for w in stops if view.charts.isAncestorOf(w)]
    assert charts, [type(w).__name__ for w in stops]  # the charts themselves still are


def test_a_chart_with_the_focus_shows_it(qtbot, cat):
    """The charts are Tab stops (the Charts tab's only ones): the one with the focus has a ring, the others none."""
    sc = parse_scenario(ARTICLE, cat)
    view = ResultView()
    qtbot.addWidget(view)
    view.build_charts()
    view.show_result(recommend(cat, sc, today=dt.date(2026, 12, 2)), sc, cat)
    view.resize(1000, 800)
    view.show()
    qtbot.waitExposed(view)
    chart = view.cost_chart
    view.tabs.tabBar().setFocus()
    before = chart.grab().toImage()
    chart.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(chart.hasFocus, timeout=2000)
    after = chart.grab().toImage()
    assert before.size() == after.size() and before != after  # the ring, over the plot (which keeps its size)
    view.tabs.tabBar().setFocus()
    qtbot.waitUntil(lambda: not chart.hasFocus(), timeout=2000)
    assert chart.grab().toImage() == before  # gone with the focus
