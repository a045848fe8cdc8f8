"""A budget checked at the slow end of the likely range (a run of a week or more, preferences.plan_for "auto") is
said as such: "¥957,879 … Costs 3.1 times the budget of ¥500,000" read the slow end's ¥1,525,922 against the expected
cost printed with it (expert25, pt-4b-china-budget: 957,879 is 1.9 times 500,000)."""

from __future__ import annotations

from gpu_advisor import text as W
from gpu_advisor.core.base import BudgetOver
from gpu_advisor.messages import _alternative_note

SLOW = BudgetOver(cost=957879.0, budget=500000.0, per="total", currency="CNY", over=1025921.56, over_pct=205.18)
NEAR = BudgetOver(cost=957879.0, budget=800000.0, per="total", currency="CNY", over=725921.56, over_pct=90.74)
EXPECTED = BudgetOver(cost=690540.25, budget=500000.0, per="total", currency="CNY", over=190540.25, over_pct=38.1)


def test_the_note_names_the_expected_cost_and_the_slow_end_it_was_checked_on():
    with W.using_language("en"):
        said = W.describe_note(SLOW, "CNY").replace("\u2060", "")
        near = W.describe_note(NEAR, "CNY").replace("\u2060", "")
        plain = W.describe_note(EXPECTED, "CNY").replace("\u2060", "")
    assert said == ("Costs about ¥957,879 in total expected; if it runs as slowly as the likely range allows, "
                    "¥1,525,922: 3.1 times the budget of ¥500,000."), said
    assert "¥1,525,922: ¥725,922 (91%) over the budget of ¥800,000." in near, near
    assert plain == "Costs ¥690,540 in total, ¥190,540 (38%) over the budget of ¥500,000.", plain
    with W.using_language("zh_CN"):
        zh = W.describe_note(SLOW, "CNY").replace("\u2060", "")
    assert "预计总费用约" in zh and "是预算" in zh and "3.1 倍" in zh, zh


def test_the_command_lines_alternative_says_the_slow_end_after_the_cost():
    line = {"total_cost": 957879.0, "wall_hours": 267.0}
    with W.using_language("en"):
        said = _alternative_note(W, SLOW, line, "CNY").replace("\u2060", "")
        plain = _alternative_note(W, EXPECTED, {"total_cost": 690540.25}, "CNY").replace("\u2060", "")
    assert said == ("If it runs as slowly as the likely range allows, it costs ¥1,525,922: 3.1 times the budget of "
                    "¥500,000."), said
    assert plain == "Over the budget of ¥500,000 by ¥190,540 (38%).", plain
