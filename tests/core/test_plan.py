"""A team's month (core/plan/month.py): every job priced as ``recommend`` prices it, a shared base only where it saves,
never dearer than the jobs one by one, deadlines kept on the month's queue, the budget checked, and bad plans
refused with one problem naming the place."""

from __future__ import annotations

import copy
import datetime as _dt
import json
from pathlib import Path

import pytest

from gpu_advisor.core.plan.month import load_plan, parse_plan, plan_month
from gpu_advisor.core.base.problems import CatalogError
from gpu_advisor.core.scenario.spec import parse_scenario
from gpu_advisor.core.select.recommendation import recommend

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "examples" / "plans" / "plan-startup-month.json"
TODAY = _dt.date(2026, 12, 1)

FINETUNE = {"task": "finetune", "workload": "llm", "model": {"preset": "qwen2.5-7b"}, "finetune_method": "lora",
            "data": {"tokens": 2e8}, "precision": "bf16", "deadline_hours": 24}
PREFS = {"providers": ["aliyun", "tencent"], "spot": "allow", "objective": "cheapest", "currency": "CNY"}


def _plan(jobs, budget=100000, prefs=PREFS):
    return {"schema_version": 1, "name": "test", "budget": {"amount": budget, "currency": "CNY", "per": "month"},
            "preferences": prefs, "jobs": jobs}


def _month(cat, obj):
    return plan_month(cat, parse_plan(obj, cat, "plan.json"), today=TODAY)


@pytest.fixture(scope="module")
def example(cat):
    return plan_month(cat, load_plan(EXAMPLE, cat), today=TODAY)


def test_each_job_is_priced_as_recommend_prices_it_and_the_plan_is_never_dearer(cat, example):
    raw = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    one_by_one = 0.0
    for job, got in zip(raw["jobs"], example.jobs):
        sc = copy.deepcopy(job["scenario"])
        sc["preferences"] = {**raw["preferences"], **sc.get("preferences", {})}
        opt = recommend(cat, parse_scenario(sc, cat), today=TODAY).recommendation
        assert got.recommendation.recommendation.instance_type == opt.instance_type
        alone = opt.monthly_cost if job.get("always_on") else job["runs_per_month"] * opt.total_cost
        assert got.cost_per_month_alone == pytest.approx(alone)
        one_by_one += alone
    assert example.monthly_cost_alone == pytest.approx(one_by_one)
    assert example.monthly_cost <= one_by_one + 1e-6
    # the month's bill adds up, and the jobs' shares add up to it
    assert example.monthly_cost == pytest.approx(sum(m.line.cost for m in example.lines if m.line.cost is not None))
    assert sum(j.cost_per_month for j in example.jobs) == pytest.approx(example.monthly_cost)


def test_the_example_shares_a_base_priced_from_the_catalogs_monthly_price(cat, example):
    shared = [b for b in example.base if b.kind == "shared"]
    assert shared, "the daily fine-tune should run on a server kept for the month"
    inst = cat["instances"]
    for b in shared:
        assert b.billing in ("monthly", "reserved_1y", "reserved_3y")
        row = inst[(inst["provider"] == b.provider) & (inst["instance_type"] == b.instance_type)
                   & (inst["region"] == b.region)].iloc[0]
        server = next(c for c in b.cost_lines if c.item == "gpu_instance")
        if b.billing == "monthly":
            assert server.unit_price == pytest.approx(float(row["monthly"]))  # the catalog's price, nothing else
            assert server.cost == pytest.approx(float(row["monthly"]) * b.instances)
        assert b.saving > 0
        assert b.cost_per_month == pytest.approx(sum(j.cost_per_month_alone for j in example.jobs
                                                     if j.on == b.id) - b.saving)
    assert example.saving == pytest.approx(sum(b.saving for b in shared))
    assert any(n.code == "plan_base_saves" for n in example.reasons)


def test_two_jobs_that_save_only_together_share_one_base(cat):
    """Each job alone is below the monthly price's break-even; together they are above it. The run count is
    worked out from the engine's own hours per run, so each job fills about 42% of the month and the two 84%: a
    monthly price pays off between the two when it costs 42-84% of the month on demand (the catalog's A100
    subscriptions cost about 70%). Planned at the expected hours: at their slow ends the two would need more than
    the month, so by default no base is formed (test_plan_base_slow_end)."""
    prefs = {**PREFS, "plan_for": "expected"}
    sc = {**FINETUNE, "preferences": prefs}
    hours = recommend(cat, parse_scenario(sc, cat), today=TODAY).recommendation.wall_hours
    n = max(1, round(0.42 * 730 / hours))
    half = [{"name": "fine-tune A", "runs_per_month": n, "scenario": FINETUNE},
            {"name": "fine-tune B", "runs_per_month": n, "scenario": FINETUNE}]
    alone_a = _month(cat, _plan(half[:1], prefs=prefs))
    assert not [b for b in alone_a.base if b.kind == "shared"]
    both = _month(cat, _plan(half, prefs=prefs))
    shared = [b for b in both.base if b.kind == "shared"]
    assert len(shared) == 1 and set(shared[0].jobs) == {"fine-tune A", "fine-tune B"}
    assert both.monthly_cost < 2 * alone_a.monthly_cost


def test_every_run_keeps_its_deadline_and_runs_on_a_base_never_overlap_month_after_month(cat, example):
    month = example.hours_month
    on_base: dict[str, list] = {}
    for r in example.schedule:
        assert r.start_h >= r.release_h - 1e-9
        if r.on == "base":
            assert r.meets_deadline is True
            assert r.end_h - r.release_h <= r.deadline_h + 1e-6
            on_base.setdefault(r.servers, []).append(r)
    assert on_base
    for runs in on_base.values():
        runs.sort(key=lambda r: r.start_h)
        for a, b in zip(runs, runs[1:]):
            assert b.start_h >= a.end_h - 1e-9
        # the last run's tail in the next month ends before that month's first run starts
        assert runs[-1].end_h - month <= runs[0].start_h + 1e-6
    # every run of every job is scheduled once
    for j in example.jobs:
        n = 1 if j.always_on else j.runs_per_month
        assert sorted(r.run for r in example.schedule if r.job == j.name) == list(range(1, n + 1))


def test_a_deadline_the_queue_cannot_keep_keeps_the_job_off_the_base(cat):
    """Runs of a day-long fine-tune with a 24 h deadline fill a server for the month; a second such job cannot queue behind
    them without missing its deadline, so it is not put on that base."""
    jobs = [{"name": f"daily {k}", "runs_per_month": 30, "scenario": FINETUNE} for k in range(2)]
    res = _month(cat, _plan(jobs))
    for b in res.base:
        runs = [r for r in res.schedule if r.servers == b.id]
        assert all(r.meets_deadline is not False for r in runs)
        assert sum(r.end_h - r.start_h for r in runs) <= res.hours_month + 1e-6
    assert res.monthly_cost <= res.monthly_cost_alone + 1e-6


def test_the_budget_is_checked_on_the_months_total(cat, example):
    assert example.within_budget is True
    assert example.budget_left == pytest.approx(100000 - example.monthly_cost)
    room = {r.job: r for r in example.room}
    for j in example.jobs:
        r = room[j.name]
        by_budget = int(example.budget_left // r.cost_each)
        assert r.paid == by_budget if r.limit == "budget" else r.paid < by_budget
        base = next((b for b in example.base if b.id == j.on and b.kind == "shared"), None)
        if base is not None and j.hours_per_run:  # the free runs queue on the base: within its spare hours
            assert base.hours_used + r.free * j.hours_per_run <= example.hours_month + 1e-6
        # the others get servers of their own and may overlap (walk 18): the budget binds them, not the hours
    tight = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    tight["budget"]["amount"] = 5000
    res = _month(cat, tight)
    assert res.within_budget is False
    over = next(n for n in res.warnings if n.code == "plan_over_budget")
    assert over.detail["over"] == pytest.approx(res.monthly_cost - 5000)
    assert all(r.paid == 0 for r in res.room)


def test_json_has_the_contracts_keys(example):
    doc = example.to_dict()
    json.dumps(doc, allow_nan=False)
    assert {"jobs", "monthly_cost", "within_budget", "base", "bursts", "schedule", "warnings"} <= set(doc)
    for j in doc["jobs"]:
        assert {"name", "recommendation", "cost_per_month"} <= set(j)
        assert {"recommendation", "alternatives", "pareto", "assumptions", "defaults_used"} <= set(j["recommendation"])
    for r in doc["schedule"]:
        assert {"job", "start_day", "end_day", "servers"} <= set(r)


BAD = [
    ({"jobs": []}, "plan_no_jobs", "jobs"),
    ({"jobs": "x"}, "wrong_type", "jobs"),
    ({"name": "x"}, "missing_field", "jobs"),
    ({"jobs": [{"name": "a", "scenario": FINETUNE}]}, "plan_job_runs", "jobs[0]"),
    ({"jobs": [{"name": "a", "runs_per_month": 2, "always_on": True, "scenario": FINETUNE}]}, "plan_job_runs",
     "jobs[0]"),
    ({"jobs": [{"name": "a", "runs_per_month": 0, "scenario": FINETUNE}]}, "below_min", "jobs[0].runs_per_month"),
    ({"jobs": [{"name": "a", "runs_per_month": 2.5, "scenario": FINETUNE}]}, "not_an_integer",
     "jobs[0].runs_per_month"),
    ({"jobs": [{"name": "a", "runs_per_month": 1, "scenario": FINETUNE},
               {"name": "A", "runs_per_month": 1, "scenario": FINETUNE}]}, "plan_duplicate_job", "jobs[1].name"),
    ({"jobs": [{"name": "a", "runs_per_month": 1, "scenario": {**FINETUNE, "deadline_hours": -3}}]}, "below_min",
     "jobs[0].scenario.deadline_hours"),
    ({"jobs": [{"name": "a", "runs_per_month": 1, "scenario": {**FINETUNE, "preferences": {"currency": "USD"}}}]},
     "plan_currency_differs", "jobs[0].scenario.preferences.currency"),
    ({"jobs": [{"name": "a", "always_on": True, "scenario": FINETUNE}]}, "plan_job_runs", "jobs[0].always_on"),
    ({"budget": {"amount": 5, "per": "total"}, "jobs": [{"name": "a", "runs_per_month": 1, "scenario": FINETUNE}]},
     "not_allowed", "budget.per"),
    ({"jobs": [{"name": "a", "runs_per_month": 1, "scenario": FINETUNE, "when": 3}]}, "unknown_field", "jobs[0].when"),
    ({"preferences": {"providers": ["nope"]}, "jobs": [{"name": "a", "runs_per_month": 1, "scenario": FINETUNE}]},
     "unknown_provider", "preferences.providers[0]"),
]


@pytest.mark.parametrize("obj,code,where", BAD, ids=[b[1] + ":" + b[2] for b in BAD])
def test_a_bad_plan_gets_one_problem_naming_the_place(cat, obj, code, where):
    with pytest.raises(CatalogError) as exc:
        parse_plan({"schema_version": 1, **obj}, cat, "plan.json")
    problems = exc.value.problems
    assert [(p.code, p.column) for p in problems] == [(code, where)], problems
    assert problems[0].file == "plan.json"


def test_an_impossible_job_is_refused_naming_the_job_and_why(cat):
    huge = {"task": "train", "workload": "llm", "model": {"params": 5e14}, "data": {"tokens": 1e9},
            "deadline_hours": 10}
    obj = _plan([{"name": "fine", "runs_per_month": 1, "scenario": FINETUNE},
                 {"name": "too big", "runs_per_month": 1, "scenario": huge}])
    with pytest.raises(CatalogError) as exc:
        _month(cat, obj)
    [p] = exc.value.problems
    assert (p.code, p.column, p.value) == ("plan_job_impossible", "jobs[1]", "too big")
    assert p.detail["why"] in ("fits_nowhere", "no_estimate", "no_candidates")


def test_a_light_month_shares_nothing_and_costs_exactly_its_jobs_one_by_one(cat):
    """Two fine-tunes a month are far below any monthly price's break-even: a base would only cost more."""
    res = _month(cat, _plan([{"name": "twice", "runs_per_month": 2, "scenario": FINETUNE}]))
    assert not [b for b in res.base if b.kind == "shared"] and len(res.bursts) == 1
    assert res.monthly_cost == pytest.approx(res.monthly_cost_alone)
    assert res.saving == pytest.approx(0.0) and not res.reasons


def test_no_job_on_a_shared_base_pays_more_than_it_would_alone(example):
    # shares in proportion to each job's cost alone (in proportion to hours, the example's ResNet-50 retraining paid
    # ¥1,467 against ¥1,271 on its own)
    shared = {j for b in example.base if b.kind == "shared" for j in b.jobs}
    assert shared
    for j in example.jobs:
        if j.name in shared:
            assert j.cost_per_month < j.cost_per_month_alone
    for b in example.base:
        if b.kind == "shared":
            mine = [j for j in example.jobs if j.name in b.jobs]
            assert sum(j.cost_per_month for j in mine) == pytest.approx(b.cost_per_month)


def test_the_text_numbers_the_jobs_and_names_a_services_servers_by_its_job(cat, example):
    # "Service servers 4" read as a fourth server where two were listed; the servers of a service (like a burst's)
    # are numbered by their job, and the job list is numbered so "job 4" can be found
    from gpu_advisor import text as words
    from gpu_advisor.text.plan_text import plan_lines
    service = next(i for i, j in enumerate(example.jobs, 1) if j.always_on)
    with words.using_language("en"):
        lines = plan_lines(example, cat)
    jobs = lines[lines.index("Jobs:") + 1:]
    assert [ln.split(".")[0].strip() for ln in jobs[:2 * len(example.jobs):2]] == [
        str(i) for i in range(1, len(example.jobs) + 1)]
    # ... and by the job's name where the plan's jobs are at hand (the tables read "Service servers (job 3)" beside
    # rows named by their jobs)
    name = example.jobs[service - 1].name
    assert any(f"Servers of “{name}”: " in ln for ln in lines)
    with words.using_language("zh_CN"):
        assert any(f"“{name}”的服务器" in ln for ln in plan_lines(example, cat))
