"""The best option in mainland China that the ``overseas`` warning names is the answer the app gives when the data
must stay there (``data_in_china: true``): the same ranking, its tie rule included (walk 17: for the goal "fastest"
the warning named 512 x A100-80GB on Alibaba Cloud, ~13 minutes for ¥3,770, where the mainland-only answer is
256 x A100 on Tencent Cloud, 30 s slower for ¥1,672: the fewer-servers rule for options about as fast)."""

from __future__ import annotations

import datetime as dt

import pytest

from gpu_advisor.core.scenario.spec import parse_scenario
from gpu_advisor.core.select.recommendation import recommend

TODAY = dt.date(2026, 12, 3)
ARTICLE = {"task": "train", "workload": "cv", "data": {"dataset_gb": 50}, "deadline_hours": 100,
           "budget": {"amount": 100000, "currency": "CNY", "per": "month"}}
SAME = ("provider", "region", "instance_type", "gpu", "gpu_count", "billing", "total_cost", "wall_hours")


@pytest.mark.parametrize("objective", ["fastest", "cheapest", "balanced"])
def test_the_domestic_option_is_the_mainland_only_answer(cat, objective):
    prefs = {"objective": objective}
    rec = recommend(cat, parse_scenario({**ARTICLE, "preferences": prefs}, cat), today=TODAY)
    note = next((n for n in rec.warnings if n.code == "overseas"), None)
    assert note is not None and note.detail["domestic"] is not None
    dom = note.detail["domestic"]
    inside = recommend(cat, parse_scenario({**ARTICLE, "preferences": {**prefs, "data_in_china": True}}, cat),
                       today=TODAY).recommendation
    mine = inside.to_dict()
    assert {k: dom[k] for k in SAME} == {k: mine[k] for k in SAME}
    assert (dom["feasible"], dom["meets_deadline"], dom["within_budget"]) == \
        (inside.feasible, inside.meets_deadline, inside.within_budget)


def test_a_service_abroad_names_the_mainland_only_service(cat):
    obj = {"task": "inference", "workload": "llm", "model": {"preset": "llama-3-70b"},
           "inference": {"qps": 20, "input_tokens": 512, "output_tokens": 256},
           "budget": {"amount": 300000, "currency": "CNY", "per": "month"}}
    rec = recommend(cat, parse_scenario(obj, cat), today=TODAY)
    note = next((n for n in rec.warnings if n.code == "overseas"), None)
    assert note is not None and note.detail["domestic"] is not None
    inside = recommend(cat, parse_scenario({**obj, "preferences": {"data_in_china": True}}, cat),
                       today=TODAY).recommendation.to_dict()
    assert {k: note.detail["domestic"][k] for k in SAME if k != "wall_hours"} == \
        {k: inside[k] for k in SAME if k != "wall_hours"}
