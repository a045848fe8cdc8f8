"""The plan PDF's figure boxes say how far over the budget a month is, not a negative "Budget left" (walk 26:
"预算剩余 -¥1.23亿" beside a summary that says "超出 ¥10万 预算 ¥1.23亿")."""

from __future__ import annotations

import pytest

from gpu_advisor import text as W
from gpu_advisor.core.plan.results import PlanResult
from gpu_advisor.gui.plan_pdf import plan_html


def _month(cost: float, budget: float) -> PlanResult:
    return PlanResult("p", "CNY", budget, 730.0, (), (), (), (), (), cost, cost, (), (), ())


@pytest.mark.parametrize("lang, over, left", [("en", "Over budget by", "Budget left"), ("zh_CN", "超出预算", "预算剩余")])
def test_over_budget_is_said_as_such(qapp, cat, lang, over, left):
    W.set_language(lang)
    try:
        html = plan_html(_month(122757275.0, 100000.0), cat)
        assert over in html and left not in html and "-¥" not in html and "−¥" not in html
        html = plan_html(_month(8995.07, 100000.0), cat)
        assert left in html and over not in html
    finally:
        W.set_language(None)
