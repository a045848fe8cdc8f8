"""A comparison of answers in two currencies compares their money at the rate the answers carry (the chart's), and
each answer's front keeps only the options no other of its options beats (a tester's USD/CNY walk)."""

from __future__ import annotations

import pytest

from gpu_advisor.core.plan import Answer, compare_answers, front_answer
from gpu_advisor.core.plan.compare import pareto_front
from gpu_advisor.text import describe_note, plan_text

RATE = {"fx_table": [{"pair": "USD/CNY", "rate": 7.0288, "as_of": "2025-12-31"}]}


def side(cur: str, cost: float, hours: float, pareto=()) -> Answer:
    opt = {"gpu": "H100-80GB", "gpu_count": 1, "currency": cur, "total_cost": cost, "monthly_cost": cost,
           "wall_hours": hours, "billing": "on_demand"}
    return Answer({"recommendation": opt, "assumptions": RATE,
                   "pareto": [{"wall_hours": h, "total_cost": k} for h, k in pareto]}, f"{cur}.json", "saved")


def test_money_in_two_currencies_is_compared_at_the_carried_rate():
    c = compare_answers(side("USD", 4.74, 2.02), side("CNY", 15.59, 4.86))
    assert c.currency == "USD" and c.rate is not None and c.rate.as_of == "2025-12-31"
    assert c.deltas["total_cost"] == pytest.approx(15.59 / 7.0288 - 4.74)
    assert plan_text.delta_text("total_cost", c.deltas["total_cost"], c.currency) == "−$2.52"
    words = [describe_note(n, c.currency) for n in c.reasons]
    assert sum("7.0288" in w for w in words) == 1  # the rate and its date said once
    assert any("2025-12-31" in w or "2025" in w for w in words)
    assert not any("not compared" in w for w in words)
    assert any("B costs $2.52 less in total" in w for w in words)
    assert "−$2.52" in "\n".join(plan_text.compare_lines(c))


def test_no_rate_carried_leaves_money_uncompared():
    a, b = side("USD", 4.74, 2.02), side("CNY", 15.59, 4.86)
    a.doc["assumptions"] = b.doc["assumptions"] = {}
    c = compare_answers(a, b)
    assert c.deltas["total_cost"] is None and c.currency is None


def test_front_drops_an_option_another_beats():
    pts = [(0.307, 29.22), (0.3578, 23.41), (0.3578, 29.19), (0.4165, 19.82), (0.5, 25.0)]
    assert pareto_front(pts) == [(0.307, 29.22), (0.3578, 23.41), (0.4165, 19.82)]
    a = front_answer(side("USD", 19.82, 0.4165, pts))
    assert [(q["wall_hours"], q["total_cost"]) for q in a.doc["pareto"]] == pareto_front(pts)
    c = compare_answers(side("USD", 19.82, 0.4165, pts), side("USD", 20.0, 0.5))
    assert (0.3578, 29.19) not in [(q["wall_hours"], q["total_cost"]) for q in c.a.doc["pareto"]]
