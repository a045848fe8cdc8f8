"""Walk 19: the card's what-if line gave "larger (ViT-L/16): 16 × B200, 90 hours, ¥32,405" beside a ¥5,000 budget
without saying that choice is over it (the proposal PDF's table did say so). Each choice now says which of the
user's limits its closest option breaks, in the card, the command line and both languages."""

from __future__ import annotations

import datetime as _dt

from gpu_advisor.core.scenario import parse_scenario
from gpu_advisor.core.select import recommend
from gpu_advisor.text import using_language, what_if_lines

TODAY = _dt.date(2026, 12, 6)
SCENARIO = {"schema_version": 1, "task": "train", "workload": "cv", "data": {"dataset_gb": 5000},
            "deadline_hours": 300, "budget": {"amount": 5000, "currency": "CNY", "per": "month"},
            "preferences": {"currency": "CNY"}}


def _model_line(rows, cat) -> str:
    (line,) = [ln for ln in what_if_lines(rows, cat) if "ViT-L/16" in ln]
    return line


def test_a_what_if_choice_over_the_budget_says_so(cat):
    rec = recommend(cat, parse_scenario(SCENARIO, cat), today=TODAY, with_what_if=True)
    rows = [r for r in rec.what_if if r["assumption"] == "model.preset"]
    large = next(r for r in rows if r["choice"] == "large")
    typical = next(r for r in rows if r["choice"] == "typical")
    assert large["gpu"] and large["feasible"] is False and large["within_budget"] is False, large
    assert typical["feasible"] is True
    line = _model_line(rows, cat)
    big, small = line.split(" · ")[-1], line.split(" · ")[0]
    # (ViT-L/16 takes its own recipe's 300 passes: past the deadline too)
    assert "(over your budget" in big and "over your budget" not in small, line
    with using_language("zh_CN"):
        zh = _model_line(rows, cat)
    assert "（超出预算" in zh.split(" · ")[-1] and "超出预算" not in zh.split(" · ")[0], zh


def test_each_limit_broken_is_named():
    base = {"assumption": "model.preset", "choice": "large", "value": "vit-l-16", "gpu": "B200", "gpu_count": 8,
            "wall_hours": 179.0, "total_cost": 32108.0, "monthly_cost": 32108.0, "currency": "CNY"}
    cases = {(True, True, True): "", (False, False, True): "(over your budget)",
             (False, True, False): "(past your deadline)", (False, False, False): "(over your budget and past your deadline)",
             (False, True, True): "(breaks one of your limits)"}
    for (feasible, budget_ok, deadline_ok), tail in cases.items():
        row = {**base, "feasible": feasible, "within_budget": budget_ok, "meets_deadline": deadline_ok}
        (line,) = what_if_lines([row])
        assert line.endswith("¥32,108" + (" " + tail if tail else "")), (tail, line)
