"""Walk 25: the cost chart of a service said "730 hours" when a point was hovered (a service runs all month: its cost
a month is what tells the options apart), and so did the rule-of-thumb reason ("1 × RTX4090 on RunPod, ¥3,938, 730
hours"); a GPU model whose every point was greyed (it misses a requirement) kept a coloured row in the legend that
named no coloured point, also after a dragged line greyed or ungreyed a model's last points."""

from __future__ import annotations

import datetime as dt

import numpy as np
import pytest
from PySide6.QtWidgets import QApplication

from gpu_advisor import text as W
from gpu_advisor.core.base.notes import DecisionTree, OptionBrief, TreeClass
from gpu_advisor.core.scenario.spec import parse_scenario
from gpu_advisor.core.select import ScatterData
from gpu_advisor.core.select.recommendation import recommend
from gpu_advisor.gui.app import install_language
from gpu_advisor.text.notes import describe
from gpu_advisor.gui.charts import CostHoursChart, miss_name
from gpu_advisor.gui.result_view import ResultView

TODAY = dt.date(2026, 12, 6)
CHAT = {"schema_version": 1, "task": "inference", "workload": "llm", "model": {"params": 7e9},
        "inference": {"users": 200}, "budget": {"amount": 100000, "currency": "CNY", "per": "month"}}


@pytest.mark.parametrize("lang, month", [("en", "a month"), ("zh_CN", "每月")])
def test_a_services_hovered_point_says_its_cost_a_month_not_730_hours(qtbot, cat, lang, month):
    sc = parse_scenario(CHAT, cat)
    rec = recommend(cat, sc, today=TODAY)
    app = QApplication.instance()
    install_language(app, lang)
    try:
        W.set_catalog(cat)
        view = ResultView()
        qtbot.addWidget(view)
        view.show_result(rec, sc, cat)
        names = [view._point_name(r) for r in range(min(len(rec.candidates), 40))]
    finally:
        install_language(app, "en")
    assert names and all(month in n and "730" not in n for n in names), names[:3]


def test_the_rule_of_thumbs_best_service_says_its_cost_a_month():
    best = OptionBrief(provider="runpod", instance_type="1x_RTX4090_SECURE", gpu="RTX4090", gpu_count=1,
                       billing="on_demand", total_cost=3938.0, wall_hours=730.0, gpus_per_node=1, instances=1)
    note = DecisionTree(case="inference_7b_low_qps", expected=(TreeClass(gpus=("L40S",), count=(1,), per_node=False),),
                        matches=False, why_not="class_ranks_lower", class_best=best)
    text = describe(note, "CNY")
    assert "¥3,938 a month" in text and "730" not in text, text
    trained = DecisionTree(case="lora_7b_13b", expected=note.expected, matches=False, why_not="class_ranks_lower",
                           class_best=OptionBrief(**{**best.__dict__, "wall_hours": 3.5}))
    assert "3.5 hours" in describe(trained, "CNY")  # a training still says its hours


def test_a_gpu_whose_every_point_is_greyed_has_no_coloured_row_and_follows_a_dragged_line(qapp):
    chart = CostHoursChart()
    n = 60
    cost = np.geomspace(1e3, 1e6, n)
    gpu = np.array(["A100", "H100"] * (n // 2), dtype=object)
    gpu[-6:] = "B200"  # the dearest six: over a budget of 2e5

    def data(budget):
        return ScatterData(np.geomspace(1, 1e3, n)[::-1], cost, gpu, np.arange(n), cost <= budget, "total")

    def rows():
        return [label.text for _, label in chart.legend.items]
    chart.set_data(data(2e5), None, [], [], None, None, 2e5, "$")
    assert "B200" not in rows() and rows()[-1] == miss_name() and {"A100", "H100"} <= set(rows())
    chart.budget.moving = True
    try:
        chart.set_data(data(2e6), None, [], [], None, None, 2e6, "$")
    finally:
        chart.budget.moving = False
    chart.budget.sigPositionChangeFinished.emit(chart.budget)  # let go over every point: B200 in colour again
    assert "B200" in rows() and miss_name() not in rows()
    chart.set_data(data(2e5), None, [], [], None, None, 2e5, "$")
    assert "B200" not in rows()
