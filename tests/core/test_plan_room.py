"""The "Room for N more runs" figures: held to what the month's hours hold, and over budget, what would fit."""

from __future__ import annotations

import copy
import math

import pytest

from gpu_advisor.core.catalog import load_bundled
from gpu_advisor.core.plan import budget_rate, MAX_RUNS_PER_MONTH, parse_plan, plan_month
from gpu_advisor.text import plan_text, using_language

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


def test_room_is_bound_by_the_budget_where_runs_have_servers_of_their_own(cat):
    """Walk 18: "Room for 146 more runs … the month's hours hold no more of its runs one after another" of a job
    whose runs each get servers of their own: the schedule starts each such run at its release, so they overlap;
    the budget left (or the plan's most runs a month) binds the count, and the note says how many run at once."""
    res = _month(cat, 100000)
    assert res.within_budget
    lora, job = res.room[0], res.jobs[0]
    assert job.on.startswith("burst")  # its own servers per run
    by_budget = int(res.budget_left // lora.cost_each)
    assert lora.more == min(by_budget, MAX_RUNS_PER_MONTH - job.runs_per_month) and lora.limit == "budget"
    assert (job.runs_per_month + lora.more) * job.hours_per_run > res.hours_month  # more than one after another
    total = job.runs_per_month + lora.more
    assert lora.at_once == math.ceil(total * job.hours_per_run / res.hours_month) > 1
    doc = res.to_dict()["room"][0]
    assert doc["limit"] == "budget" and doc["at_once"] == lora.at_once
    with using_language("en"):
        said = plan_text.room_sentence(lora)
    assert "month's hours" not in said and "the budget left is the bound" in said
    assert f"up to {lora.at_once} at once" in said
    # the schedule's own runs of the job do overlap once the month holds that many: released evenly, each at its
    # release on servers of its own
    obj = copy.deepcopy(PLAN)
    obj["jobs"][0]["runs_per_month"] = total
    more = plan_month(cat, parse_plan(obj, cat))
    runs = sorted((r for r in more.schedule if r.job == job.name), key=lambda r: r.start_h)
    busy = max(sum(1 for r in runs if r.start_h <= t.start_h < r.end_h) for t in runs)
    assert busy == lora.at_once


def test_room_is_held_to_the_plans_most_runs_a_month(cat):
    obj = copy.deepcopy(PLAN)
    obj["jobs"] = obj["jobs"][:1]
    obj["budget"]["amount"] = 10_000_000.0  # room for far more than the plan holds
    res = plan_month(cat, parse_plan(obj, cat))
    r = res.room[0]
    assert r.limit == "runs" and r.more == MAX_RUNS_PER_MONTH - 30
    with using_language("en"):
        said = plan_text.room_sentence(r)
    assert "at most 1,000 runs" in said and f"up to {r.at_once} at once" in said


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




def test_a_jobs_servers_say_how_many_servers_and_the_room_says_where_at_once_comes_from(cat):
    """Walk 24: the plan's row read "16 × B200 on Nebius Israel" for 2 servers of 8, and "up to 5 at once" did not
    say where the 5 comes from. The row says the servers; the room says the runs' hours against the month's."""
    res = _month(cat, 100000)
    many = [j for j in res.jobs if j.recommendation.recommendation is not None
            and j.recommendation.recommendation.instances > 1]
    assert many  # the 7B pre-training runs on a cluster
    job = many[0]
    n = job.recommendation.recommendation.instances
    with using_language("en"):
        en = plan_text.servers_text(res, job, cat)
        cells = plan_text.job_cells(res, job, 1, cat)
    with using_language("zh_CN"):
        zh = plan_text.servers_text(res, job, cat)
    assert en.endswith(f"({n} servers)") and cells[1] == en, en
    assert zh.endswith(f"（{n} 台服务器）"), zh
    one = next(j for j in res.jobs if j.recommendation.recommendation is not None
               and j.recommendation.recommendation.instances == 1)
    with using_language("en"):
        assert "server" not in plan_text.servers_text(res, one, cat)
    lora = res.room[0]
    assert lora.at_once > 1 and lora.own_runs == res.jobs[0].runs_per_month + lora.more
    assert lora.at_once == math.ceil(lora.own_runs * lora.own_hours / lora.month_hours)
    with using_language("en"):
        said = plan_text.room_sentence(lora)
    assert f"up to {lora.at_once} at once, side by side within the budget left" in said, said
    assert f"({lora.own_runs:,} runs × " in said and f"more than the month's {res.hours_month:,.0f} hours)" in said
    with using_language("zh_CN"):
        said = plan_text.room_sentence(lora)
    assert f"最多同时并行 {lora.at_once} 次" in said and "超过一个月的" in said, said
