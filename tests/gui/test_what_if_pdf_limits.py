"""The proposal PDF's what-if table named a choice's budget and deadline misses only: walk 19b's chat for 300 people
read "over budget" for a larger model whose option is also too slow a token for a chat (the card's what-if line
names both), and a choice within the budget but too slow read "yes". It now names every limit the row's ``broken``
gives, in both languages, under a heading that says a chat's speed is checked."""

from __future__ import annotations

import dataclasses
import datetime as _dt
import re

import pytest

from gpu_advisor import text as W
from gpu_advisor.core.scenario import parse_scenario
from gpu_advisor.core.select import recommend
from gpu_advisor.gui.proposal_what_if import what_if_section

TODAY = _dt.date(2026, 12, 6)
CHAT = {"schema_version": 1, "task": "inference", "workload": "llm", "inference": {"users": 300},
        "budget": {"amount": 2000, "currency": "CNY", "per": "month"}}


@pytest.fixture(scope="module")
def chat(cat):
    sc = parse_scenario(CHAT, cat)
    return recommend(cat, sc, today=TODAY, with_what_if=True), sc


def _cells(html: str) -> list[str]:
    return [re.sub(r"<[^>]+>", "", c) for c in re.findall(r"<td[^>]*>(.*?)</td>", html)]


@pytest.mark.parametrize("lang, head, larger", [
    ("en", "Within budget and fast enough for a chat", "over budget, too slow a token for a chat"),
    ("zh_CN", "在预算内且速度满足聊天", "超出预算，每个 token 比聊天所需的慢")])
def test_a_chat_choice_too_slow_a_token_says_so_beside_over_budget(chat, cat, lang, head, larger):
    rec, sc = chat
    large = next(r for r in rec.what_if if r["assumption"] == "model.preset" and r["choice"] == "large")
    assert large["broken"] == ["budget", "chat_tpot"]
    with W.using_language(lang):
        cells = _cells(what_if_section(rec, sc, cat, "CNY"))
    assert head in cells and larger in cells, cells
    assert "over budget" not in cells and "超出预算" not in cells  # never the budget alone for that row


def test_a_choice_within_the_budget_but_too_slow_is_not_a_yes(chat, cat):
    rec, sc = chat
    rows = [dict(r) for r in rec.what_if]
    small = next(r for r in rows if r["choice"] == "small" and r["assumption"] == "model.preset")
    small.update(broken=["chat_ttft"], feasible=True, within_budget=True)
    other = next(r for r in rows if r["choice"] == "small" and r["assumption"] != "model.preset")
    other.update(broken=["fits", "regions"], feasible=False, within_budget=True)
    rec = dataclasses.replace(rec, what_if=tuple(rows))
    with W.using_language("en"):
        cells = _cells(what_if_section(rec, sc, cat, "CNY"))
    assert "too slow to its first token for a chat" in cells
    assert "misses: GPU memory, regions" in cells, cells
    with W.using_language("zh_CN"):
        zh = _cells(what_if_section(rec, sc, cat, "CNY"))
    assert "首个 token 比聊天所需的慢" in zh


def test_a_training_tables_misses_are_joined_with_the_languages_comma(cat):
    sc = parse_scenario({"schema_version": 1, "task": "train", "workload": "cv", "data": {"dataset_gb": 5000},
                         "deadline_hours": 300, "budget": {"amount": 5000, "currency": "CNY", "per": "month"},
                         "preferences": {"currency": "CNY"}}, cat)
    rec = recommend(cat, sc, today=TODAY, with_what_if=True)
    with W.using_language("zh_CN"):
        cells = _cells(what_if_section(rec, sc, cat, "CNY"))
    assert "满足截止时间和预算" in cells and "超出截止时间，超出预算" in cells, cells  # the language's comma


RISK = {"schema_version": 1, "task": "train", "workload": "cv", "data": {"dataset_gb": 500}, "deadline_hours": 2,
        "budget": {"amount": 100000, "currency": "CNY", "per": "month"}, "preferences": {"currency": "CNY"}}


@pytest.mark.parametrize("lang, said, line", [
    ("en", "yes, but the deadline is at risk", "(deadline at risk)"),
    ("zh_CN", "是，但截止时间有风险", "（截止时间有风险）")])
def test_a_choice_whose_deadline_is_at_risk_is_not_a_plain_yes(qapp, cat, lang, said, line):
    """Walk 20b: the what-if table said "yes" under "meets deadline and budget" for the pick whose slow end misses
    the deadline (the card's amber "deadline at risk"); the card's what-if line said nothing either."""
    sc = parse_scenario(RISK, cat)
    rec = recommend(cat, sc, today=TODAY, with_what_if=True)
    assert rec.recommendation.deadline_risk is not None
    typical = next(r for r in rec.what_if if r["choice"] == "typical")
    assert typical.get("deadline_at_risk") is True
    with W.using_language(lang):
        assert said in _cells(what_if_section(rec, sc, cat, "CNY"))
        assert any(line in s for s in W.what_if_lines(rec.what_if, cat))
