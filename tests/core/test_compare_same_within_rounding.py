"""Rounding is no difference: the same server priced in ¥ and in $ read "A costs ¥0.00858 less in total (<1%)" —
its dollars written to cents, times 7.0288 — and a share of 99.86% read "(100%)"."""

from __future__ import annotations

from gpu_advisor import text as W
from gpu_advisor.core.plan import Answer, compare_answers
from gpu_advisor.text import describe_note, plan_text

RATE = {"fx_table": [{"pair": "USD/CNY", "rate": 7.0288, "as_of": "2025-12-31"}]}


def side(cur: str, cost: float | None, monthly: float, hours: float = 11.0) -> Answer:
    opt = {"gpu": "A10", "gpu_count": 1, "currency": cur, "total_cost": cost, "monthly_cost": monthly,
           "wall_hours": hours, "billing": "on_demand"}
    return Answer({"recommendation": opt, "assumptions": RATE}, f"{cur}.json", "saved")


def test_the_same_server_in_yuan_and_dollars_is_the_same():
    c = compare_answers(side("CNY", 114.35, 114.35), side("USD", 16.27, 16.27))
    assert c.deltas["total_cost"] == 0 and c.deltas["monthly_cost"] == 0
    assert plan_text.delta_text("total_cost", c.deltas["total_cost"], c.currency) == "0"
    assert not any(n.code == "compare_cost" for n in c.reasons)
    assert "compare_currency" in [n.code for n in c.reasons]


def test_a_cent_more_than_the_rounding_is_a_difference():
    c = compare_answers(side("CNY", 114.35, 114.35), side("USD", 16.28, 16.28))  # ¥0.08 more
    assert c.deltas["total_cost"] > 0.05
    assert any(n.code == "compare_cost" for n in c.reasons)
    same = compare_answers(side("CNY", 114.35, 114.35), side("CNY", 114.36, 114.36))  # shown apart: a difference
    assert any(n.code == "compare_cost" for n in same.reasons)


def test_a_share_short_of_all_is_never_100_percent():
    c = compare_answers(side("CNY", None, 114.35), side("CNY", None, 80000.0, 40.0))
    with W.using_language("en"):
        words = [describe_note(n, c.currency) for n in c.reasons]
    assert "A costs ¥79,886 less a month (>99%)." in words, words
    assert W.percent(0.9986) == ">99%" and W.percent(1.0) == "100%" and W.percent(0.994) == "99%"
    assert W.percent(0.0001) == "<1%" and W.percent(0.99986, 1) == ">99.9%"


def test_answers_the_same_say_so():
    # two answers alike in every figure left the list of reasons empty (or the rate's note alone)
    same = compare_answers(side("CNY", 114.35, 114.35), side("USD", 16.27, 16.27))
    other = compare_answers(side("CNY", 114.35, 114.35), side("CNY", 15.59, 15.59))
    with W.using_language("en"):
        assert plan_text.compare_reasons(same)[-1] == "Every figure both answers give is the same."
        assert "* Every figure both answers give is the same." in plan_text.compare_lines(same)
        assert "Every figure both answers give is the same." not in plan_text.compare_reasons(other)
    with W.using_language("zh_CN"):
        assert plan_text.compare_reasons(same)[-1] == "两个答案都给出的各项数字完全相同。"
