"""A shared base at the slow end (core/plan/queue.py): "if every run on this base takes the slow end of its range,
which runs miss their deadline (release to end, waits included)?". The plan checked each job's own slow-end hours
alone (``slow_case_deadline`` on the base's row), never the wait in the queue nor the runs ahead of it running slowly
too: the example's LoRA job, 15 hours at its slow end against a deadline of 24, was said to be safe."""

from __future__ import annotations

import copy
import datetime as _dt
import json
from pathlib import Path
from types import SimpleNamespace

import pytest

from gpu_advisor.core.base import PlanSlowEndDeadline
from gpu_advisor.core.plan.month import load_plan, parse_plan, plan_month
from gpu_advisor.core.plan.jobs import JobView
from gpu_advisor.core.plan.queue import queue_runs, slow_end_notes, slow_end_runs
from tests.support import example_plan_at_expected

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "examples" / "plans" / "plan-startup-month.json"
TODAY = _dt.date(2026, 12, 1)
KEY = ("p", "r", "it", 1, "monthly")


def _view(index: int, runs: int, hours: float, high: float, deadline: float | None, stagger: float) -> JobView:
    job = SimpleNamespace(name=f"job {index}", runs_per_month=runs)
    v = JobView(index, job, None, 0.0, 0.0, hours, deadline)  # type: ignore[arg-type]
    v.base_rows[KEY] = (0, hours, high)
    v.stagger = stagger
    return v


def test_a_run_waiting_behind_a_slow_run_misses_though_its_own_slow_end_fits():
    """A (4 h, 6 h at its slow end) is released at hour 0, B (2 h, 3 h slow) at hour 1 with a deadline of 5 h. As
    expected, B waits 3 h and ends at 6: 5 h after its release, just in time (the base is formed). At the slow end
    A holds the base until 6, B ends at 9: 8 h after its release, 5 h of them waiting, though its own 3 h fit."""
    a = _view(0, 1, 4.0, 1.5, 8.0, 0.0)
    b = _view(1, 1, 2.0, 1.5, 5.0, 0.01)
    assert queue_runs([a, b], KEY, 100.0, "base-1") is not None  # every deadline kept on the expected hours
    notes = slow_end_notes([a, b], KEY, 100.0, "base-1")
    assert set(notes) == {1}  # A keeps its deadline; B does not
    n = notes[1]
    assert isinstance(n, PlanSlowEndDeadline) and n.code == "plan_slow_end_deadline"
    assert (n.base, n.runs, n.missed, n.run) == ("base-1", 1, 1, 1)
    assert n.hours == pytest.approx(8.0) and n.wait_hours == pytest.approx(5.0)
    assert n.wall_hours_high == pytest.approx(3.0) and n.deadline_hours == 5.0
    assert n.steady is True and n.base_hours_high == pytest.approx(9.0)


def test_no_range_is_the_expected_hours_and_no_deadline_no_note():
    a = _view(0, 2, 10.0, float("nan"), None, 0.0)
    assert a.slow_hours(KEY) == 10.0
    runs, steady = slow_end_runs([a], KEY, 100.0, "base-1")
    assert steady and [r.end_h - r.start_h for r in runs] == [10.0, 10.0]
    assert slow_end_notes([a], KEY, 100.0, "base-1") == {}


def test_a_month_the_slow_end_overfills_says_so_with_the_first_months_figures():
    """Ten 8-hour runs of 12 h at the slow end: 120 h a month of 100: no steady month; the first month's runs are
    the figures (a base free at its start), and the note says the month needs more than it has."""
    a = _view(0, 10, 8.0, 1.5, 12.0, 0.0)
    assert queue_runs([a], KEY, 100.0, "base-1") is not None
    runs, steady = slow_end_runs([a], KEY, 100.0, "base-1")
    assert steady is False and runs[0].start_h == 0.0
    n = slow_end_notes([a], KEY, 100.0, "base-1")[0]
    assert n.steady is False and n.base_hours_high == pytest.approx(120.0) and n.hours_month == 100.0
    # run k (released at 10(k-1)) ends at 12k: 2k + 10 hours after its release; 12 is missed from run 2 on
    assert n.missed == 9 and n.run == 10 and n.hours == pytest.approx(30.0) and n.wait_hours == pytest.approx(18.0)


@pytest.fixture(scope="module")
def example(cat, tmp_path_factory):
    """The example sized for its runs' expected hours (preferences.plan_for "expected"): the slow-end notes are for
    such a plan; by default a base is sized for the slow end and keeps every deadline there (test_plan_base_slow_end)."""
    return plan_month(cat, load_plan(example_plan_at_expected(tmp_path_factory.mktemp("plan")), cat), today=TODAY)


def test_the_examples_lora_job_is_warned_with_its_queue_at_the_slow_end(example):
    lora = example.job("Qwen2.5-7B LoRA fine-tune (twice a day)")
    assert lora.on == "base-1"
    rec = lora.recommendation
    row = next(i for i in range(len(rec.candidates))
               if rec.candidates.iloc[i]["instance_type"] == example.base[0].instance_type
               and rec.candidates.iloc[i]["billing"] == example.base[0].billing)
    own_slow = lora.hours_per_run * float(rec.candidate_values("range_high", [row])[0])
    assert own_slow < 24  # its own slow end alone fits: the row's check says nothing
    assert "slow_case_deadline" not in [w.code for w in lora.warnings]
    note = next(w for w in lora.warnings if w.code == "plan_slow_end_deadline")
    d = note.to_dict()["detail"]
    assert d["base"] == "base-1" and d["deadline_hours"] == 24.0 and 1 <= d["missed"] <= d["runs"] == 60
    assert 1 <= d["run"] <= 60 and d["hours"] > 24
    assert d["wall_hours_high"] == pytest.approx(own_slow, rel=1e-3)
    assert d["hours"] == pytest.approx(d["wait_hours"] + d["wall_hours_high"], abs=0.01)  # release to end: waits included
    # the example's base at the slow end needs more hours than a month has
    assert d["steady"] is False and d["base_hours_high"] > d["hours_month"] == 730
    # the plan's JSON carries it beside the job's other warnings; the answer's own note stays apart
    job = next(j for j in example.to_dict()["jobs"] if j["name"] == lora.name)
    assert "plan_slow_end_deadline" in [w["code"] for w in job["warnings"]]
    assert "slow_case_deadline" in [w["code"] for w in job["warnings_alone"]]


def test_the_answers_own_slow_end_note_stays_with_the_answer(cat):
    """ResNet-50 retrained 17 times a month on the plan's shared servers (~31 h a run). The answer's own
    ``slow_case_deadline`` is a note of the job priced alone (``warnings_alone``), never of the plan; the plan says
    ``plan_slow_end_deadline`` when the base's queue at the slow end misses, and nothing when it keeps every deadline.
    (The earlier case of a base faster than the job's own servers no longer arises on the bundled catalog: since the
    disks are read at their tier's rate both run ~31 h.)"""
    from gpu_advisor.core.plan.job_warnings import keep_of
    assert keep_of("slow_case_deadline") == "alone"
    raw = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    raw["preferences"]["plan_for"] = "expected"  # a base sized for the expected hours (the slow end: no such note)

    def planned(deadline):
        r = copy.deepcopy(raw)
        job = copy.deepcopy(r["jobs"][2])
        job["runs_per_month"] = 17
        job["scenario"]["deadline_hours"] = deadline
        r["jobs"] = [job]
        j = plan_month(cat, parse_plan(r, cat, "plan.json"), today=TODAY).jobs[0]
        assert j.on == "base-1"
        return j
    tight = planned(38)  # its slow end (~42 h) misses 38 h alone and on the base
    assert "slow_case_deadline" in [w.code for w in tight.recommendation.warnings]
    codes = [w.code for w in tight.warnings]
    assert "plan_slow_end_deadline" in codes and "slow_case_deadline" not in codes
    assert "slow_case_deadline" in [w.code for w in tight.warnings_alone]
    roomy = planned(42)  # the queue at the slow end keeps every deadline: no slow-end note anywhere
    assert not [w.code for w in roomy.warnings if w.code in ("plan_slow_end_deadline", "slow_case_deadline")]
