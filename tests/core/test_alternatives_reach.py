"""Alternatives a user could pick (expert25, pt-72b-china-quarter): a GPU model among the alternatives stood for
itself by its cheapest row, its fewest servers, however late: 3 x 8 A100-80GB for 48,845 hours beside a deadline of
2,160 hours. Each model's row now finishes within (1 + alternative_late_max) times the deadline (or the least possible
time when nothing meets it): its cheapest row that does (more servers), or the model is left out."""

from __future__ import annotations

import datetime as dt

from gpu_advisor.core import select as SEL
from gpu_advisor.core.catalog import defaults
from gpu_advisor.core.scenario.spec import parse_scenario

TODAY = dt.date(2026, 12, 2)
CHINA = {"schema_version": 1, "task": "train", "workload": "llm", "model": {"params": 4e9}, "data": {"tokens": 8e10},
         "deadline_hours": 240, "preferences": {"providers": ["aliyun", "tencent"], "objective": "cheapest",
                                                "currency": "CNY"}}


def test_alternatives_finish_within_reach_of_the_deadline(cat):
    late_max = float(defaults(cat)["alternative_late_max"])
    rec = SEL.recommend(cat, parse_scenario(CHINA, cat), today=TODAY)
    assert rec.feasible
    alts = rec.alternatives
    assert alts
    # before: 1 x 4 A10 for about 10,000 hours (43 times the deadline) was listed; now every alternative's expected
    # time is within twice the deadline (its checked time too: the slow end for long runs)
    assert all(a.wall_hours <= (1 + late_max) * 240 for a in alts), [(a.gpu, a.nodes, a.wall_hours) for a in alts]
    # (the deadline's excess is read for the late models' rows only, not kept for every row: test_engine_memory)
    assert "deadline_over_hours" not in rec._table.computed


def test_a_model_is_shown_by_its_row_within_reach_when_nothing_meets_the_deadline(cat):
    sc = {**CHINA, "model": {"preset": "qwen2.5-72b"}, "data": {"tokens": 1e12}, "deadline_hours": 2160}
    rec = SEL.recommend(cat, parse_scenario(sc, cat), today=TODAY)
    assert not rec.feasible
    # the closest option, the fastest here (512 A100 on 64 servers), misses by 30%, checked at the slow end of its
    # range: no alternative is listed at 17 times its time (3 servers for 48,845 hours)
    slow_end = rec.recommendation.wall_hours_range[1]
    late_max = float(defaults(cat)["alternative_late_max"])
    assert rec.alternatives and all(a.wall_hours <= (1 + late_max) * slow_end for a in rec.alternatives), \
        [(a.gpu, a.nodes, a.wall_hours) for a in rec.alternatives]
    assert any(a.gpu == "A100-80GB" and a.nodes > 3 for a in rec.alternatives)


def test_an_alternative_far_over_the_budget_is_not_offered(cat):
    """expert25, pt-4b-china-budget: 64 servers of 4 A10 at ¥957,879, 3.1 times a budget of ¥500,000, were listed
    as an alternative (on time within reach, "Costs 3.1 times the budget" on its line). A model's row now costs at
    most (1 + alternative_over_budget_max) times the budget, or the model is left out."""
    over_max = float(defaults(cat)["alternative_over_budget_max"])
    sc = {**CHINA, "model": {"preset": "qwen3-4b"}, "data": {"tokens": 1e11},
          "budget": {"amount": 500000, "currency": "CNY", "per": "total"},
          "preferences": {**CHINA["preferences"], "spot": "allow"}}
    rec = SEL.recommend(cat, parse_scenario(sc, cat), today=TODAY)
    assert rec.feasible and rec.alternatives
    # the spend the budget is checked on (a run of a week or more: at the slow end of its range), as the line says
    over = [(a.gpu, a.nodes, n.over) for a in rec.alternatives for n in a.broken if n.code == "budget"]
    assert over and all(x <= over_max * 500000 for _, _, x in over), over
