"""A job whose one run takes longer than the month says so (walk 26: a training no option finishes by its deadline,
its closest option 256 × B200 for 9,258 hours a run, was priced "1 run a month, 9,258 hours per run" at the whole
run's cost, the timeline reaching day 386, and only "it misses: deadline" was said)."""

from __future__ import annotations

import pytest

from gpu_advisor import text as words
from gpu_advisor.core.base import NOTE_CLASSES, PlanRunPastMonth, without_joiners
from gpu_advisor.core.plan import parse_plan, plan_month

LONG = {"schema_version": 1, "task": "train", "workload": "llm", "model": {"preset": "llama-3.2-1b"},
        "data": {"tokens": 2e11}, "precision": "bf16", "preferences": {"providers": ["tencent"]}}


@pytest.fixture
def lang():
    yield words.set_language
    words.set_language(None)


def test_a_run_longer_than_the_month_is_said(cat):
    plan = {"schema_version": 1, "name": "long", "budget": {"amount": 10_000_000, "currency": "CNY", "per": "month"},
            "preferences": {"providers": ["tencent"], "objective": "cheapest"},
            "jobs": [{"name": "Long", "runs_per_month": 1, "scenario": LONG}]}
    res = plan_month(cat, parse_plan(plan, cat, "plan"))
    [job] = res.jobs
    [run] = [r for r in res.schedule if r.job == "Long"]
    hours = run.end_h - run.start_h
    assert hours > res.hours_month  # the cheapest run on one cloud's GPUs takes longer than a month
    notes = [w for w in res.warnings if isinstance(w, PlanRunPastMonth)]
    assert [n.job for n in notes] == ["Long"] and notes[0].hours == pytest.approx(hours)
    assert notes[0].hours_month == res.hours_month


def test_a_month_of_short_runs_says_nothing_of_it(cat):
    short = dict(LONG, data={"tokens": 1e8})
    plan = {"schema_version": 1, "name": "short", "jobs": [{"name": "Short", "runs_per_month": 2, "scenario": short}]}
    res = plan_month(cat, parse_plan(plan, cat, "plan"))
    assert not [w for w in res.warnings if isinstance(w, PlanRunPastMonth)]


@pytest.mark.parametrize("language, want", [
    ("en", "A run of “Long” takes 9,258 hours, longer than the month's 730 hours: no run of it ends in the month it "
           "starts, and the month counts each of its runs whole (¥122,748,280 a run)."),
    ("zh_CN", "“Long”每次运行需 9,258 小时，超过一个月的 730 小时：每次运行都无法在开始的当月结束，本月费用按整次运行计算（每次 ¥1.23亿）。"),
])
def test_the_note_in_both_languages(lang, language, want):
    assert PlanRunPastMonth in NOTE_CLASSES
    lang(language)
    n = PlanRunPastMonth(job="Long", hours=9258.0, hours_month=730.0, per_run=122748280.0, currency="CNY")
    text = without_joiners(words.describe_note(n))
    assert text == want, text
