"""A job of a team's month that no option fits says what it misses in words (walk 26): a service whose answer time
no configuration meets read "(it misses: serving impossible)" in English and in Chinese, the warning's code with
its underscore taken out (the month names the closest option's first warning when no constraint broke)."""

from __future__ import annotations

import pytest

from gpu_advisor import text as words
from gpu_advisor.core.base import PlanJobNotFeasible


@pytest.fixture
def lang():
    yield words.set_language
    words.set_language(None)


@pytest.mark.parametrize("code", ["serving_impossible", "latency_unreachable"])
@pytest.mark.parametrize("language, want", [
    ("en", "No option meets every requirement of “Chat” (it misses: the answer time asked (95th percentile)); its "
           "closest option is used."),
    ("zh_CN", "没有方案满足“Chat”的全部要求（未满足：要求的回答用时（95 分位））；采用最接近的方案。"),
])
def test_a_service_too_slow_everywhere_is_said_in_words(lang, code, language, want):
    lang(language)
    text = words.describe_note(PlanJobNotFeasible(job="Chat", broken=(code,)))
    assert text == want, text
    assert "serving" not in text and "_" not in text

