"""The queue of a base kept all month (``core.plan.month``): its runs one at a time, earliest deadline first among
those released, the month scheduled as it repeats; and the same queue at the slow end of every run's likely range.

A base is formed only where every run keeps its deadline on the expected hours (``queue_runs``). An engineer who
signs the plan also asks what happens if the runs go slowly: if every run on the base takes the slow end of its
estimate's 80% range (the range's high end on that base's servers: its hours there x ``range_high``, as
``core.select`` checks a job's own slow end), the runs behind wait longer too. ``slow_end_notes`` queues the base
again that way (the same rule) and says, job by job, which runs would then miss their deadline counted from their
release, waits included (``plan_slow_end_deadline``); a job whose runs all keep their deadlines at the slow end
gets no note, whatever its own answer, priced on servers of its own, said of its slow end.
"""

from __future__ import annotations

import math

from ..base import PlanSlowEndDeadline
from .jobs import JobView
from .results import Run

STEADY_ROUNDS = 4  # months queued again behind the previous month's tail before the queue is taken as it is


def releases(job: JobView, hpm: float) -> list[float]:
    """When each of the job's runs is released in the month (hours from its start)."""
    r = int(job.job.runs_per_month or 1)
    return [(k + job.stagger) * hpm / r for k in range(r)]


def queue_runs(subset: list[JobView], key: tuple, hpm: float, base_id: str) -> list[Run] | None:
    """The runs of ``subset`` on one base kept month after month, one at a time, earliest deadline first among those
    released; None when a run would miss its deadline. A run may end after the month's last hour: it then holds
    the base at the start of the next month, so the month is queued again behind that tail until it is steady.
    The runs returned take their expected hours; the base must also keep every deadline with each job's runs at
    the hours it plans a base at (``JobView.plan_hours``: the slow end of its range unless it plans at the
    expected hours), else None."""
    hours = {j.index: float(j.base_rows[key][1]) for j in subset}
    runs, steady = _steady(subset, hours, hpm, base_id, strict=True)
    if not steady:
        return None
    planned = {j.index: j.plan_hours(key) for j in subset}
    if planned != hours and not _steady(subset, planned, hpm, base_id, strict=True)[1]:
        return None
    return runs


def slow_end_runs(subset: list[JobView], key: tuple, hpm: float, base_id: str) -> tuple[list[Run], bool]:
    """The same queue with every run at the slow end of its range (``JobView.slow_hours``), none refused: (its runs,
    steady). Not steady: the month's runs at their slow ends need more of the base than a month has, or its tail
    still grows after ``STEADY_ROUNDS`` months: each month then starts further behind, so no month is "the" month;
    the runs are those of the first one (on a base free at its start), the least any month waits."""
    hours = {j.index: j.slow_hours(key) for j in subset}
    runs, steady = _steady(subset, hours, hpm, base_id, strict=False)
    assert runs is not None  # (not strict: never refused)
    return runs, steady


def slow_end_notes(subset: list[JobView], key: tuple, hpm: float, base_id: str) -> dict[int, PlanSlowEndDeadline]:
    """Job index -> what its runs would miss if every run on the base took the slow end of its range (a job whose
    runs would all keep their deadlines is not listed): how many of its runs, the one that misses by the most (its
    number, the hours from its release to its end, its wait), its own hours there at the slow end, and the base's
    month at the slow end when it needs more hours than the month has."""
    runs, steady = slow_end_runs(subset, key, hpm, base_id)
    month_high = sum(j.slow_hours(key) * int(j.job.runs_per_month or 1) for j in subset)
    out: dict[int, PlanSlowEndDeadline] = {}
    for j in subset:
        if j.deadline is None:
            continue
        mine = [r for r in runs if r.job == j.job.name]
        missed = [r for r in mine if r.meets_deadline is False]
        if not missed:
            continue
        worst = max(missed, key=lambda r: (r.end_h - r.release_h, -r.run))
        out[j.index] = PlanSlowEndDeadline(
            base=base_id, runs=len(mine), missed=len(missed), run=worst.run, hours=worst.end_h - worst.release_h,
            wait_hours=worst.wait_h, wall_hours_high=j.slow_hours(key), deadline_hours=float(j.deadline),
            end_day=worst.end_day, steady=steady, base_hours_high=month_high, hours_month=hpm)
    return out


def _steady(subset: list[JobView], hours: dict[int, float], hpm: float, base_id: str,
            strict: bool) -> tuple[list[Run] | None, bool]:
    busy = 0.0
    first: list[Run] | None = None
    for _ in range(STEADY_ROUNDS):
        runs = _simulate(subset, hours, hpm, base_id, busy, strict)
        if runs is None:
            return None, False
        first = runs if first is None else first
        tail = max(0.0, max(r.end_h for r in runs) - hpm)
        if tail <= busy + 1e-6:
            return runs, True
        busy = tail
    return first, False


def _simulate(subset: list[JobView], hours: dict[int, float], hpm: float, base_id: str, busy: float,
              strict: bool) -> list[Run] | None:
    pending = sorted(((t, j, k + 1) for j in subset for k, t in enumerate(releases(j, hpm))),
                     key=lambda x: (x[0], x[1].index, x[2]))
    runs: list[Run] = []
    clock = busy  # the base is busy with last month's tail until then
    waiting: list[tuple[float, float, int, JobView, int]] = []
    i = 0
    while i < len(pending) or waiting:
        while i < len(pending) and pending[i][0] <= clock + 1e-9:
            t, j, k = pending[i]
            due = t + j.deadline if j.deadline is not None else math.inf
            waiting.append((due, t, j.index, j, k))
            i += 1
        if not waiting:
            clock = pending[i][0]
            continue
        waiting.sort(key=lambda w: (w[0], w[1], w[2], w[4]))
        due, t, _, j, k = waiting.pop(0)
        start = max(clock, t)
        end = start + hours[j.index]
        if strict and end > due + 1e-6:
            return None
        runs.append(Run(j.job.name, k, t, start, end, base_id, "base", j.deadline))
        clock = end
    return runs
