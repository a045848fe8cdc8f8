"""Walk 17: the Alternatives tab showed 0.2 in its Hours column for every row of the article's case with the goal
"fastest" (10 min 46 s to 12 min): the column is written as the app writes durations, to the second when the usual
words would read alike, and sorts by the hours themselves; the reason leads with the time difference."""

from __future__ import annotations

import datetime as dt

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from gpu_advisor import text as words
from gpu_advisor.core.catalog.load import load_bundled
from gpu_advisor.core.scenario.spec import parse_scenario
from gpu_advisor.core.select.recommendation import recommend
from gpu_advisor.gui.app import install_language
from gpu_advisor.gui.result_view import ResultView
from gpu_advisor.gui.table_model import SORT_ROLE

ARTICLE = {"task": "train", "workload": "cv", "data": {"dataset_gb": 50}, "deadline_hours": 100,
           "budget": {"amount": 100000, "currency": "CNY", "per": "month"}, "preferences": {"objective": "fastest"}}


@pytest.fixture(scope="module")
def cat():
    return load_bundled()


def test_the_alternatives_times_are_told_apart_in_both_languages(qtbot, cat):
    sc = parse_scenario(ARTICLE, cat)
    rec = recommend(cat, sc, today=dt.date(2026, 12, 3))
    words.set_catalog(cat)
    app = QApplication.instance()
    for lang, sooner in (("en", "sooner"), ("zh_CN", "早")):
        install_language(app, lang)
        try:
            view = ResultView()
            qtbot.addWidget(view)
            view.show_result(rec, sc, cat)
            m = view.alt_model
            heads = [m.headerData(c, Qt.Orientation.Horizontal) for c in range(m.columnCount())]
            col, why = heads.index(view.tr("Time")), heads.index(view.tr("Why not chosen"))
            shown = [m.data(m.index(r, col)) for r in range(m.rowCount())]
            raw = [m.data(m.index(r, col), SORT_ROLE) for r in range(m.rowCount())]
            first_why = m.data(m.index(0, why))
        finally:
            install_language(app, "en")
        hours = [o.wall_hours for o in rec.alternatives]
        assert raw == hours  # sorted by the hours themselves, unrounded
        distinct = {round(h * 3600) for h in hours}
        assert len(set(shown)) == len(distinct) > 1, shown
        assert all(s and "0.2" not in s for s in shown), shown
        assert sooner in first_why.split("。")[0].split(".")[0], first_why  # the time leads
