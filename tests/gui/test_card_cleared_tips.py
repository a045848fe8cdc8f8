"""Walk 25: with no result on screen (an answer marked in red), the card's emptied values still had the last option's
tooltips: hovering "Host CPU:" said "the instance has 24 vCPU" and "Total cost:" the price's date, of a result no
longer shown."""

from __future__ import annotations

import datetime as dt

from gpu_advisor.core.scenario.spec import parse_scenario
from gpu_advisor.core.select.recommendation import recommend
from gpu_advisor.gui.result_view import ResultView

TRAIN = {"schema_version": 1, "task": "train", "workload": "llm", "model": {"params": 1e9}, "data": {"tokens": 2e9},
         "preferences": {"providers": ["lambda"]}}


def test_a_cleared_card_says_nothing_of_the_last_option(qtbot, cat):
    sc = parse_scenario(TRAIN, cat)
    rec = recommend(cat, sc, today=dt.date(2026, 12, 6))
    view = ResultView()
    qtbot.addWidget(view)
    view.show_result(rec, sc, cat)
    view.flush()
    values = view.card.values
    assert values["cpu"].toolTip() and values["total"].toolTip()  # the option's: what the host needs, the price date
    view.show_problems("No result yet: some answers need attention.")
    assert all(v.text() == "" and v.toolTip() == "" and v.accessibleDescription() == "" for v in values.values())
