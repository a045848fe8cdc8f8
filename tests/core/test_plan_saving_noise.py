"""A month that sharing does not make cheaper saves nothing, also where its two sums differ by float noise (walk 26:
the plan's PDF showed "Saved by sharing <¥1" under a summary that says "Sharing servers kept all month would not
save anything", the month and the month one by one ¥8,995.07 each, apart by 1e-12)."""

from __future__ import annotations

import pytest

from gpu_advisor import text as words
from gpu_advisor.core.plan.results import PlanResult


def month(cost: float, alone: float) -> PlanResult:
    return PlanResult("p", "CNY", 100000.0, 730.0, (), (), (), (), (), cost, alone, (), (), ())


@pytest.mark.parametrize("noise", [1e-12, 1.8e-12, 0.004])
def test_float_noise_is_no_saving(noise):
    res = month(8995.07, 8995.07 + noise)
    assert res.saving == 0.0
    words.set_language("en")
    try:
        assert words.money(res.saving, "CNY", of_total=res.monthly_cost_alone) == "¥0"
    finally:
        words.set_language(None)


def test_a_real_saving_is_kept():
    assert month(77386.0, 78540.0).saving == pytest.approx(1154.0)
    assert month(10.0, 10.01).saving == pytest.approx(0.01)
