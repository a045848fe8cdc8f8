"""The monthly subscription's break-even in words (walk 23): "pays off above 745 hours of use a month" for a month of
730 hours said a subscription could pay off when it never can, and the Chinese "本任务只需 730 小时" ("this job needs
only 730 hours") read as if the job were below the break-even of 480 hours it was above."""

from __future__ import annotations

import pytest

from gpu_advisor import text as W
from gpu_advisor.core.base import BreakEven


def _say(n, lang):
    with W.using_language(lang):
        return W.describe_note(n, "CNY")


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_a_break_even_beyond_the_month_says_the_hourly_price_always_wins(lang):
    n = BreakEven(monthly_vs_on_demand_hours=745.0, job_hours=12.0, monthly_price=1.0, on_demand_hour=1.0,
                  hours_month=730.0)
    text = _say(n, lang)
    assert "745" in text and "730" in text
    assert ("however long" in text) if lang == "en" else ("无论" in text and "只需" not in text)


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_a_break_even_within_the_month_states_the_jobs_hours_without_only(lang):
    n = BreakEven(monthly_vs_on_demand_hours=480.0, job_hours=730.0, monthly_price=1.0, on_demand_hour=1.0,
                  hours_month=730.0)
    text = _say(n, lang)
    assert "480" in text and "730" in text and "只需" not in text and "however long" not in text
    # a note saved before the month's hours were kept reads as before
    old = BreakEven(monthly_vs_on_demand_hours=745.0, job_hours=12.0, monthly_price=1.0, on_demand_hour=1.0)
    assert "however long" not in _say(old, "en")
