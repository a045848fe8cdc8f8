"""A chat none of whose options answers within a chat's limits is not met (walk 23): Llama-3.1-405B in bf16 on the
Chinese clouds' A100 servers takes about 2 minutes an answer (0.2 s a token even for one request alone), yet the
answer said "✓ 14 of 14 priced options meet every requirement" and "carries the load". Where some options keep a
chat's limits (the 70B case) the slower ones already lost; where none does, none meets every requirement now: the
answer is the closest option, said so in both languages, and no option is marked as meeting them."""

from __future__ import annotations

import datetime as dt

import pytest

from gpu_advisor import text as words
from gpu_advisor.core.scenario.spec import parse_scenario
from gpu_advisor.core.select.recommendation import recommend
from gpu_advisor.text.summary import summary_sentence
from tests.core.conftest import SERVE_405B_CN

TODAY = dt.date(2026, 12, 6)


@pytest.fixture(scope="module")
def slow(served_405b_cn):
    return served_405b_cn  # (tests/core/conftest.py: SERVE_405B_CN, priced once per process)


@pytest.fixture
def lang():
    yield words.set_language
    words.set_language(None)


def test_no_option_meets_a_chat_that_none_answers_in_time(slow):
    rec, sc = slow
    assert sc.service_use == "chat"  # (assumed: the strictest use)
    timed = [n for n in rec.warnings if n.code == "serving_time"]
    assert timed and timed[0].slow  # even one request alone is slower than a chat allows
    assert rec.recommendation is not None  # the closest option stays shown
    assert rec.feasible is False and rec.recommendation.feasible is False
    assert all(not a.feasible for a in rec.alternatives)
    objective = rec.reasons[0]
    assert objective.code == "objective" and objective.feasible_options == 0 and objective.candidates > 0
    assert rec.counts["feasible"] == 0
    closest = [n for n in rec.reasons if n.code == "closest_option"]
    assert closest and "chat_time" in closest[0].broken


@pytest.mark.parametrize("code, meets, none, what, slower", [
    ("en", "0 of", "No option meets every requirement", "a chat's answer time", "slower than a chat allows"),
    ("zh_CN", "0 个", "没有方案能满足全部要求", "聊天服务的回答用时", "慢于聊天服务的要求"),
])
def test_the_headline_says_so_in_both_languages(slow, cat, lang, code, meets, none, what, slower):
    rec, sc = slow
    lang(code)
    text = [words.describe_note(n, "CNY") for n in rec.reasons[:2]]
    assert meets in text[0], text
    assert what in text[1], text
    for form in (rec, rec.to_dict()):  # (the saved answer's dict says the same)
        said = summary_sentence(form, cat, sc)
        assert said.startswith(none) and slower in said, said


def test_a_chat_some_options_keep_is_met_as_before(cat):
    sc = parse_scenario({**SERVE_405B_CN, "model": {"preset": "llama-3-70b"}, "inference": {
        "qps": 20, "input_tokens": 1000, "output_tokens": 500}, "preferences": {"currency": "CNY"}}, cat)
    rec = recommend(cat, sc, today=TODAY)
    assert rec.feasible and rec.recommendation.feasible
    assert rec.reasons[0].feasible_options >= 1
    # an alternative too slow for a chat does not meet every requirement
    for a in rec.alternatives:
        if any(n.code == "slow_for_chat" for n in a.lost):
            assert not a.feasible


def test_the_stale_price_warning_does_not_count_options_that_meet_when_none_does(slow, lang):
    """Walk 23: "No option that meets every requirement has a price from the last 12 months" under an answer that
    meets none of them said nothing true or useful: the warning keeps the price's date and age only."""
    rec, _sc = slow
    lang("en")
    stale = [n for n in rec.warnings if n.code == "stale_price"]
    assert stale, [n.code for n in rec.warnings]
    assert stale[0].fresh_options is None
    said = words.describe_note(stale[0], "CNY")
    assert "check the current price" in said and "meets every requirement" not in said, said
