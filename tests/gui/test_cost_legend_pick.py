"""The cost chart's legend always names the recommended GPU, first. It was found from the star's place, the first
point nearest it: a served chat on 1 RTX3090 at ¥2,679 a month had its runner-up, 1 RTXA5000, at the very same
place, met first, so the legend named the RTXA5000 (an alternative, named anyway) and left the RTX3090 out."""

from __future__ import annotations

import datetime as dt

import numpy as np
import pytest

from gpu_advisor.core.catalog.load import load_bundled
from gpu_advisor.core.scenario.spec import parse_scenario
from gpu_advisor.core.select import ScatterData
from gpu_advisor.core.select.recommendation import recommend
from gpu_advisor.gui.charts import LEGEND_ROWS, CostHoursChart

CHAT = {"schema_version": 1, "task": "inference", "workload": "llm", "inference": {"use": "chat"},
        "budget": {"amount": 100000, "currency": "CNY", "per": "month"}}


def _points(gpus: list[str], xs: list[float], ys: list[float]) -> ScatterData:
    n = len(gpus)
    return ScatterData(hours=np.array(xs, float), cost=np.array(ys, float), gpu=np.array(gpus, dtype=object),
                       row=np.arange(n), feasible=np.ones(n, bool), cost_kind="monthly")


def test_the_chosen_gpu_is_named_when_another_models_point_lies_under_the_star(qtbot):
    others = [f"G{i:02d}" for i in range(LEGEND_ROWS)]
    gpus = ["RTXA5000", *others, "RTX3090"]  # the runner-up met first, the choice last
    data = _points(gpus, [1.0] + [2.0] * len(others) + [1.0], [2679.0] + [5000.0] * len(others) + [2679.0])
    chart = CostHoursChart()
    qtbot.addWidget(chart)
    chart.set_data(data, lambda row: "", [], [], (1.0, 2679.0), None, None, "¥", serving=True,
                   alternatives=["RTXA5000"], currency="CNY", chosen_gpu="RTX3090")
    names = list(chart._legend_entries)
    assert names[0] == "RTX3090" and "RTXA5000" in names and len(names) == LEGEND_ROWS


def test_the_served_chats_legend_names_its_rtx3090(qtbot):
    from gpu_advisor.gui.result_view import ResultView
    cat = load_bundled()
    sc = parse_scenario(CHAT, cat)
    rec = recommend(cat, sc, today=dt.date(2026, 12, 3))
    opt = rec.recommendation
    if opt is None:
        pytest.skip("no answer for the chat with this catalog")
    view = ResultView()
    qtbot.addWidget(view)
    view.build_charts()
    view.show_result(rec, sc, cat)
    view.flush()
    chart = view.cost_chart
    names = list(chart._legend_entries)
    assert names[0] == opt.gpu, (opt.gpu, names)
    assert {o.gpu for o in rec.alternatives} <= set(names)
