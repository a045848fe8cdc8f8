"""Walk 24: serving 2,000 users of Llama 2 70B, the answer is 8 × RTX4090 at ¥30,587 a month, and the cost chart
drew 4 × A40 at ¥16,425 (too slow a token for a chat) below the star and the budget line as if it met every
requirement; hovered, it said only "4 × A40 · RunPod · 730 hours · ¥16,425". The proposal PDF greys such points. The
screen chart now greys every point that misses a requirement (the deadline, the budget, a chat's limits), names what
it misses when hovered, and says so in its legend, in both languages."""

from __future__ import annotations

import datetime as dt

import numpy as np
import pytest
from PySide6.QtWidgets import QApplication

from gpu_advisor import text as W
from gpu_advisor.core.scenario.spec import parse_scenario
from gpu_advisor.core.select import point_misses, scatter
from gpu_advisor.core.select.recommendation import recommend
from gpu_advisor.gui.app import install_language
from gpu_advisor.gui.result_view import ResultView, _chart_columns

TODAY = dt.date(2026, 12, 6)
BUDGET = {"amount": 100000, "currency": "CNY", "per": "month"}
CHAT = {"schema_version": 1, "task": "inference", "workload": "llm", "model": {"preset": "llama-2-70b"},
        "inference": {"users": 2000}, "budget": BUDGET}
TRAIN = {"schema_version": 1, "task": "train", "workload": "llm", "data": {"dataset_gb": 50}, "deadline_hours": 100,
         "budget": BUDGET}
MISSES = {"en": ("misses a requirement", "Not chosen: too slow a token for a chat"),
          "zh_CN": ("不满足某项要求", "未选用：")}


@pytest.fixture(scope="module")
def chat(cat):
    sc = parse_scenario(CHAT, cat)
    return recommend(cat, sc, today=TODAY), sc


def _view(qtbot, rec, sc, cat):
    view = ResultView()
    qtbot.addWidget(view)
    view.resize(1280, 720)
    view.show_result(rec, sc, cat)
    view.build_charts()  # (built already by show_result: nothing then)
    view._update_cost_chart()
    return view


def _rows(points: dict) -> set[int]:
    return {int(r) for _, _, rows in points.values() for r in rows}


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_a_cheaper_point_too_slow_for_a_chat_is_greyed_and_says_why(qtbot, cat, chat, lang):
    rec, sc = chat
    pick = rec.recommendation
    df = rec.candidates
    cheaper = np.flatnonzero(df["hard_ok"].to_numpy(bool) & (df["monthly_cost"].to_numpy(float)
                                                              < pick.monthly_cost * 0.9))
    assert len(cheaper)  # (4 x A40 at about half the pick's price: under the star and the budget line)
    app = QApplication.instance()
    install_language(app, lang)
    try:
        W.set_catalog(cat)
        view = _view(qtbot, rec, sc, cat)
        chart = view.cost_chart
        shown, missing = _rows(chart.points_shown()), _rows(chart.points_shown(missing=True))
        assert set(cheaper.tolist()) <= missing and not set(cheaper.tolist()) & shown
        legend = [label.text for _, label in chart.legend.items]
        name = view._point_name(int(cheaper[0]))
    finally:
        install_language(app, "en")
    assert legend[-1] == MISSES[lang][0]
    assert MISSES[lang][1] in name, name
    # the pick's own point meets every requirement: in its GPU's colour
    row = int(np.flatnonzero((df["instance_type"] == pick.instance_type).to_numpy() & (df["billing"] == pick.billing)
                             .to_numpy() & (df["provider"] == pick.provider).to_numpy())[0])
    assert row in shown and point_misses(rec, sc, cat, row) == ()


def test_a_training_chart_greys_what_the_proposal_greys(qtbot, cat):
    """Deadline and budget: the same rule as the proposal PDF (the candidates' ``feasible``); a point missed only at
    the slow end of its range says so."""
    sc = parse_scenario(TRAIN, cat)
    rec = recommend(cat, sc, today=TODAY)
    view = _view(qtbot, rec, sc, cat)
    chart = view.cost_chart
    data = scatter(_chart_columns(rec), "month")
    feasible = rec.candidates["feasible"].to_numpy(bool)
    assert np.array_equal(data.feasible, feasible[data.row])
    shown, missing = _rows(chart.points_shown()), _rows(chart.points_shown(missing=True))
    assert missing and shown and all(not feasible[r] for r in missing) and all(feasible[r] for r in shown)
    said = {point_misses(rec, sc, cat, r) for r in list(missing)[:400]}
    assert ("deadline",) in said and () not in said
    df = rec.candidates
    slow = [r for r in missing if not df["c_budget"].iat[r] and df["budget_spend"].iat[r] <= BUDGET["amount"]]
    for r in slow[:3]:
        assert "budget_slow_end" in point_misses(rec, sc, cat, r)
        assert "over your budget if it runs as slowly as the likely range allows" in view._point_name(r)


def test_the_greyed_points_follow_a_dragged_budget(qtbot, cat, chat):
    """A budget dragged under the pick: the points over it go grey (their own scatter), the others keep colour."""
    rec, sc = chat
    view = _view(qtbot, rec, sc, cat)
    chart = view.cost_chart
    before = _rows(chart.points_shown(missing=True))
    low = parse_scenario({**CHAT, "budget": {**BUDGET, "amount": 20000}}, cat)
    rec2 = recommend(cat, low, today=TODAY)
    view.show_result(rec2, low, cat)
    view._update_cost_chart()
    after = _rows(chart.points_shown(missing=True))
    monthly = rec2.candidates["monthly_cost"].to_numpy(float)
    assert after > before and all(monthly[r] > 20000 for r in after - before)


def test_a_held_line_greys_the_points_when_it_is_let_go(qapp):
    """While a line is dragged only the line and the star move (the points it crosses are greyed or ungreyed when it
    is let go: re-setting them at each move doubled a move's time); released, the points are split again."""
    from gpu_advisor.core.select import ScatterData
    from gpu_advisor.gui.charts import CostHoursChart, miss_name

    chart = CostHoursChart()
    n = 60
    cost = np.geomspace(1e3, 1e6, n)
    gpu = np.array(["A100", "H100", "L4"] * (n // 3), dtype=object)

    def data(budget):
        return ScatterData(np.geomspace(1, 1e3, n)[::-1], cost, gpu, np.arange(n), cost <= budget, "total")
    chart.set_data(data(1e5), None, [], [], None, None, 1e5, "$")
    assert _rows(chart.points_shown(missing=True)) == set(np.flatnonzero(cost > 1e5).tolist())
    assert [label.text for _, label in chart.legend.items][-1] == miss_name()
    chart.budget.moving = True
    try:
        chart.set_data(data(1e4), None, [], [], None, None, 1e4, "$")
        assert _rows(chart.points_shown(missing=True)) == set(np.flatnonzero(cost > 1e5).tolist())  # (held)
    finally:
        chart.budget.moving = False
    chart.budget.sigPositionChangeFinished.emit(chart.budget)
    assert _rows(chart.points_shown(missing=True)) == set(np.flatnonzero(cost > 1e4).tolist())
    assert _rows(chart.points_shown()) == set(np.flatnonzero(cost <= 1e4).tolist())
    chart.set_data(data(1e7), None, [], [], None, None, 1e7, "$")  # every point meets it: no grey, no legend row
    assert not chart.points_shown(missing=True) and miss_name() not in [lab.text for _, lab in chart.legend.items]
