"""The "Room for N more runs" figures: held to what the month's hours hold, and over budget, what would fit."""

from __future__ import annotations

import copy
import math

import pytest

from gpu_advisor.core.catalog import load_bundled
from gpu_advisor.core.plan import budget_rate, parse_plan, plan_month

# The tester's three jobs: a nightly LoRA (30 a month, 8 h deadline), a 7B pre-training, a chat service
PLAN = {"schema_version": 1, "name": "Startup March", "preferences": {"currency": "CNY"},
        "budget": {"amount": 100000.0, "currency": "CNY", "per": "month"},
        "jobs": [{"name": "Nightly LoRA retrain", "runs_per_month": 30,
                  "scenario": {"schema_version": 1, "task": "finetune", "workload": "llm",
                               "model": {"preset": "qwen2.5-7b"}, "data": {"items": 50000, "item_kind": "qa_pairs"},
                               "finetune_method": "lora", "deadline_hours": 8}},
                 {"name": "7B pre-training (100B tokens)", "runs_per_month": 1,
                  "scenario": {"schema_version": 1, "task": "train", "workload": "llm",
                               "model": {"params": 7000000000}, "data": {"tokens": 100000000000, "epochs": 1}}},
                 {"name": "Chat service", "always_on": True,
                  "scenario": {"schema_version": 1, "task": "inference", "workload": "llm",
                               "model": {"preset": "qwen2.5-7b"}, "inference": {"users": 500}}}]}


@pytest.fixture(scope="module")
def cat():
    return load_bundled()


def _month(cat, budget: float):
    obj = copy.deepcopy(PLAN)
    obj["budget"]["amount"] = budget
    return plan_month(cat, parse_plan(obj, cat))


def test_room_is_held_to_the_runs_the_months_hours_hold(cat):
    res = _month(cat, 100000)
    assert res.within_budget
    for r, j in zip(res.room, res.jobs):
        if j.always_on or not j.hours_per_run:
            continue
        assert (j.runs_per_month + r.more) * j.hours_per_run <= res.hours_month + 1e-6
    lora = res.room[0]
    by_budget = int(res.budget_left // lora.cost_each)
    assert lora.more < by_budget and lora.limit == "hours"  # once "Room for 923 more runs" of a 4.6-hour job
    assert lora.more == int(res.hours_month // res.jobs[0].hours_per_run) - 30
    assert res.to_dict()["room"][0]["limit"] == "hours"


def test_over_budget_says_which_change_alone_brings_the_month_within_it(cat):
    res = _month(cat, 50000)
    assert not res.within_budget
    over = res.monthly_cost - res.budget
    pre = next(r for r in res.room if r.job.startswith("7B"))
    assert pre.drop and res.jobs[1].cost_per_month >= over  # leaving the pre-training out fits the month
    lora, chat = res.room[0], res.room[2]
    assert not lora.drop and not chat.drop  # neither alone saves enough
    for r in res.room:
        if r.fewer is not None:
            assert r.fewer * r.cost_each >= over - 1e-6 and (r.fewer - 1) * r.cost_each < over
    doc = res.to_dict()["room"][1]
    assert doc["to_fit_budget"]["drop"] is True


def test_fewer_runs_are_offered_where_they_are_enough(cat):
    obj = copy.deepcopy(PLAN)
    obj["jobs"] = obj["jobs"][:1]
    obj["budget"]["amount"] = 300.0  # the LoRA alone, 30 runs at about ¥15 each: ¥454
    res = plan_month(cat, parse_plan(obj, cat))
    r = res.room[0]
    over = res.monthly_cost - 300.0
    assert r.fewer == math.ceil(over / r.cost_each) and r.fewer < 30 and r.drop


def test_budget_rate_is_the_catalogs_rate_the_month_is_priced_at(cat):
    rate, as_of = budget_rate(cat, "USD", "CNY")
    assert rate > 1 and as_of
    back, _ = budget_rate(cat, "CNY", "USD")
    assert back == pytest.approx(1 / rate)
    assert budget_rate(cat, "CNY", "CNY") == (1.0, None)
    obj = copy.deepcopy(PLAN)
    obj["budget"] = {"amount": 10000.0, "currency": "USD", "per": "month"}
    res = plan_month(cat, parse_plan(obj, cat))
    assert res.budget == pytest.approx(10000 * rate)


