"""Walk 24: in a team plan with a ¥100,000 monthly budget, the job "LLM pretrain 50 GB" runs abroad and its note named
the best option in mainland China, "88 × A100 … about 75 hours, ¥197,707", twice the plan's whole budget, without a
word (a job has no budget of its own, so its answer's "None there meets your deadline and your budget" never came).
The plan's note now says when that option alone costs more than the plan's monthly budget, in both languages, in
the words the window, the PDF and the command line share (``plan_text.job_notes``)."""

from __future__ import annotations

import copy
import datetime as dt

import pytest

from gpu_advisor import text as W
from gpu_advisor.core.plan.month import parse_plan, plan_month
from gpu_advisor.text import plan_text

TODAY = dt.date(2026, 12, 6)
PLAN = {"schema_version": 1, "name": "team", "budget": {"amount": 100000, "currency": "CNY", "per": "month"},
        "jobs": [{"name": "LLM pretrain 50 GB", "runs_per_month": 1,
                  "scenario": {"task": "train", "workload": "llm", "data": {"dataset_gb": 50}, "deadline_hours": 100}},
                 {"name": "Chat assistant", "always_on": True,
                  "scenario": {"task": "inference", "workload": "llm", "model": {"preset": "qwen2.5-7b"},
                               "inference": {"users": 2000}}}]}
SAID = {"en": "That alone is more than the plan's whole monthly budget of {0}.",
        "zh_CN": "仅这一项就超过了整个计划 {0} 的月度预算。"}


def _said(lang: str) -> str:
    with W.using_language(lang):
        return SAID[lang].format(W.money(100000, "CNY"))  # (¥10万 in Chinese)


def _domestic(res, name):
    (job,) = [j for j in res.jobs if j.name == name]
    (note,) = [n for n in job.warnings if n.code == "overseas"]
    return note.domestic


def _notes(res, cat, lang, name):
    with W.using_language(lang):
        return [t for t in plan_text.job_notes(res, cat) if name in t and "mainland China" in t or
                name in t and "中国大陆" in t]


@pytest.fixture(scope="module")
def month(cat):
    return plan_month(cat, parse_plan(PLAN, cat, "plan.json"), today=TODAY)


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_a_mainland_option_dearer_than_the_whole_budget_is_said_so(cat, month, lang):
    dom = _domestic(month, "LLM pretrain 50 GB")
    assert dom.total_cost > 100000  # (the catalog's best mainland option: ~¥197,707)
    (text,) = _notes(month, cat, lang, "LLM pretrain 50 GB")
    assert text.endswith(_said(lang)), text
    # a cheaper mainland option (the chat's, ~¥4,904 a month) says nothing of the budget
    assert _domestic(month, "Chat assistant").monthly_cost < 100000
    (chat,) = _notes(month, cat, lang, "Chat assistant")
    assert _said(lang) not in chat and "budget" not in chat.split("mainland China:")[-1]


def test_several_runs_a_month_are_counted(cat):
    obj = copy.deepcopy(PLAN)
    obj["budget"]["amount"] = 300000
    obj["jobs"][0]["runs_per_month"] = 2
    res = plan_month(cat, parse_plan(obj, cat, "plan.json"), today=TODAY)
    dom = _domestic(res, "LLM pretrain 50 GB")
    assert dom.total_cost < 300000 < 2 * dom.total_cost
    (text,) = _notes(res, cat, "en", "LLM pretrain 50 GB")
    assert text.endswith(f"Its 2 runs a month there cost {W.money(2 * dom.total_cost, 'CNY')}: more than the "
                         "plan's whole monthly budget of ¥300,000."), text


def test_without_a_budget_nothing_is_said(cat):
    obj = copy.deepcopy(PLAN)
    del obj["budget"]
    res = plan_month(cat, parse_plan(obj, cat, "plan.json"), today=TODAY)
    (text,) = _notes(res, cat, "en", "LLM pretrain 50 GB")
    assert "monthly budget" not in text
