"""Shared servers sized for the slow end (core/plan/month.py, core/plan/queue.py). Servers kept all month are a
commitment as long as a month, so a plan that checks a run of a week or more at the slow end of its likely range
(preferences.plan_for "auto", the default; defaults.csv plan_slow_end_min_hours) forms a base only where every run
keeps its deadline with every run on it at its slow end. Before, the example plan put its three trainings on one
4 x A100 base that held them as estimated (603 hours of 730) but needed 1,066 hours at their slow ends: every run
of all three was said to miss its deadline by about two weeks, a plan no engineer would sign."""

from __future__ import annotations

import copy
import datetime as _dt
import json
from pathlib import Path
from types import SimpleNamespace

import pytest

from gpu_advisor.cli import main
from gpu_advisor.core.plan.month import load_plan, parse_plan, plan_month
from gpu_advisor.core.plan.queue import slow_end_runs
from gpu_advisor.core.plan.jobs import JobView
from gpu_advisor.core.select import recommend
from gpu_advisor.core.scenario import parse_scenario

from .test_plan import FINETUNE, PREFS  # (test_plan's daily LoRA fine-tune and its preferences)

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "examples" / "plans" / "plan-startup-month.json"
TODAY = _dt.date(2026, 12, 1)


def _raw(plan_for: str | None = None) -> dict:
    raw = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    if plan_for:
        raw["preferences"]["plan_for"] = plan_for
    return raw


def _month(cat, raw: dict):
    return plan_month(cat, parse_plan(raw, cat, "plan.json"), today=TODAY)


def _views(res, base, deadlines: dict) -> tuple[list[JobView], tuple]:
    """The base's jobs as its queue sees them: their hours there, the slow end of each's range, their deadlines."""
    key = (base.provider, base.region, base.instance_type, base.instances, base.billing)
    out = []
    for i, j in enumerate(res.jobs):
        if j.on != base.id:
            continue
        rec = j.recommendation
        t = rec.candidates
        pos = next(p for p in range(len(t)) if (t.iloc[p]["provider"], t.iloc[p]["region"], t.iloc[p]["instance_type"],
                                                 int(t.iloc[p]["nodes"]), t.iloc[p]["billing"]) == key)
        hours = float(t.iloc[pos]["run_hours"])
        v = JobView(i, SimpleNamespace(name=j.name, runs_per_month=j.runs_per_month), rec, 0.0, 0.0,  # type: ignore[arg-type]
                    hours, deadlines[j.name])
        v.base_rows[key] = (pos, hours, float(rec.candidate_values("range_high", [pos])[0]))
        v.stagger = next(r.release_h for r in res.schedule if r.job == j.name and r.run == 1) / (
            res.hours_month / int(j.runs_per_month))
        out.append(v)
    return out, key


@pytest.fixture(scope="module")
def example(cat):
    return _month(cat, _raw())


@pytest.fixture(scope="module")
def at_expected(cat):
    return _month(cat, _raw("expected"))


def test_by_default_every_run_on_a_base_keeps_its_deadline_at_the_slow_end(cat, example):
    shared = [b for b in example.base if b.kind == "shared"]
    assert shared, "the example still shares servers kept all month"
    assert not [n for j in example.jobs for n in j.warnings if n.code == "plan_slow_end_deadline"]
    deadlines = {pj.name: pj.scenario.deadline_hours for pj in load_plan(EXAMPLE, cat).jobs}
    for b in shared:
        views, key = _views(example, b, deadlines)
        runs, steady = slow_end_runs(views, key, example.hours_month, b.id)
        assert steady  # the month at the slow end fits the month, month after month
        assert all(r.meets_deadline is not False for r in runs), [r for r in runs if r.meets_deadline is False]
        planned = sum(v.slow_hours(key) * int(v.job.runs_per_month) for v in views)
        assert planned <= example.hours_month
        note = next(n for n in example.reasons if n.code == "plan_base_saves" and n.base == b.id)
        d = note.to_dict()["detail"]
        assert d["hours_planned"] == pytest.approx(planned, rel=1e-6)
        assert d["hours_used"] == pytest.approx(b.hours_used, rel=1e-6)
        assert d["hours_used"] < d["hours_planned"]
        assert d["hours_month"] == example.hours_month


def test_planned_at_the_expected_hours_the_old_base_and_its_slow_end_notes_return(at_expected, example):
    """preferences.plan_for "expected": a base holds the runs as estimated (the three trainings on 4 x A100) and the
    plan says which runs would miss their deadline at the slow end; the reason gives no slow-end hours."""
    shared = [b for b in at_expected.base if b.kind == "shared"]
    assert len(shared) == 1 and shared[0].gpu == "A100" and len(shared[0].jobs) == 3
    assert [n for j in at_expected.jobs for n in j.warnings if n.code == "plan_slow_end_deadline"]
    note = next(n for n in at_expected.reasons if n.code == "plan_base_saves")
    assert "hours_planned" not in note.to_dict()["detail"]
    # sized for the slow end the month costs more, and says why: the price of keeping every deadline there
    assert example.monthly_cost > at_expected.monthly_cost


def test_a_base_the_slow_end_overfills_is_not_formed(cat):
    """Two daily LoRA fine-tunes that fill 84% of a month as estimated share a base when planned at the expected
    hours; at their slow ends (each run ~1.9x) they would need more than the month, so by default no base is formed
    and each runs on servers of its own, priced run by run."""
    opt = recommend(cat, parse_scenario({**FINETUNE, "preferences": PREFS}, cat), today=TODAY).recommendation
    n = max(1, round(0.42 * 730 / opt.wall_hours))
    assert 2 * n * opt.wall_hours_range[1] > 730  # (the premise: at the slow end the two overfill a month)
    jobs = [{"name": "fine-tune A", "runs_per_month": n, "scenario": FINETUNE},
            {"name": "fine-tune B", "runs_per_month": n, "scenario": FINETUNE}]

    def plan(plan_for):
        return {"schema_version": 1, "name": "t", "budget": {"amount": 100000, "currency": "CNY", "per": "month"},
                "preferences": {**PREFS, "plan_for": plan_for}, "jobs": copy.deepcopy(jobs)}
    assert [b for b in _month(cat, plan("expected")).base if b.kind == "shared"]
    auto = _month(cat, plan("auto"))
    assert not [b for b in auto.base if b.kind == "shared"]
    assert {j.on for j in auto.jobs} == {"burst-1", "burst-2"}
    slow = _month(cat, plan("slow"))  # "slow" plans every run at the slow end: the same here
    assert not [b for b in slow.base if b.kind == "shared"]


def test_a_jobs_own_expected_preference_is_kept_on_a_base(cat, example):
    """A job's own preferences win over the plan's: a job that plans at the expected hours is placed by them, the
    others by their slow ends; at_expected for every job gives the old base, for none the default."""
    raw = _raw()
    for job in raw["jobs"]:
        if not job.get("always_on"):
            job["scenario"].setdefault("preferences", {})["plan_for"] = "expected"
    every = _month(cat, raw)
    shared = [b for b in every.base if b.kind == "shared"]
    assert len(shared) == 1 and len(shared[0].jobs) == 3  # as the plan-wide "expected"


def test_room_on_a_base_is_counted_at_the_hours_it_was_sized_for(example):
    """The spare hours of a base sized for the slow end are what the slow ends leave: more runs there must keep it
    so (counted at the expected hours it offered runs the slow end had no room for)."""
    for r in example.room:
        j = example.job(r.job)
        base = next((b for b in example.base if b.id == j.on and b.kind == "shared"), None)
        if base is None or not r.free:
            continue
        note = next(n for n in example.reasons if n.code == "plan_base_saves" and n.base == base.id)
        d = note.to_dict()["detail"]
        spare = d["hours_month"] - d["hours_planned"]
        assert r.free * j.hours_per_run <= spare + 1e-6  # at least as strict as the expected hours


@pytest.mark.parametrize("lang, words", [("en", "sized for the slow end"), ("zh_CN", "最慢")])
def test_the_summary_says_the_base_is_sized_for_the_slow_end(capsys, seeded_home, monkeypatch, lang, words):
    monkeypatch.setenv("GPU_ADVISOR_HOME", str(seeded_home))
    assert main(["plan", str(EXAMPLE), "--lang", lang]) == 0
    notes = [line for line in capsys.readouterr().out.splitlines() if line.startswith("* ")]
    said = [line for line in notes if words in line]
    assert said, notes
    assert "730" in said[0]


def test_the_plan_says_what_sizing_for_the_slow_end_costs(example, at_expected):
    """Sized for the slow end, the example's month costs more than sized for the expected hours, and said nothing
    of it: a reason now gives the cheaper month (the one preferences.plan_for "expected" plans), its jobs, and the
    hours its shared servers would need as estimated and at the slow end."""
    note = next(n for n in example.reasons if n.code == "plan_slow_end_cost")
    assert note.monthly_cost == pytest.approx(at_expected.monthly_cost, rel=1e-9)
    assert note.saving == pytest.approx(example.monthly_cost - at_expected.monthly_cost, rel=1e-9)
    shared = [b for b in at_expected.base if b.kind == "shared"]
    assert set(note.jobs) == {name for b in shared for name in b.jobs}
    assert note.hours_expected == pytest.approx(sum(b.hours_used for b in shared), rel=1e-6)
    assert note.hours_capacity == pytest.approx(at_expected.hours_month * len(shared))
    assert note.hours_slow > note.hours_capacity  # why the slow end refused that base
    # planned at the expected hours already: nothing to say
    assert not [n for n in at_expected.reasons if n.code == "plan_slow_end_cost"]


@pytest.mark.parametrize("code, said, saving", [("en", "Sized for the expected hours instead", "¥5,488"),
                                                 ("zh_CN", "如果改按预计用时配置", "¥5,488")])
def test_the_slow_end_cost_in_both_languages(example, code, said, saving):
    from gpu_advisor import text as words
    words.set_language(code)
    try:
        note = next(n for n in example.reasons if n.code == "plan_slow_end_cost")
        text = words.describe_note(note, example.currency)
    finally:
        words.set_language(None)
    assert said in text and saving in text and "{" not in text, text
