"""A team's month in one plan: several jobs within one monthly budget (issue 31). No Qt, no sentences.

The plan file (JSON, ``schema_version`` 1)::

    {"schema_version": 1, "name": "...", "budget": {"amount": 100000, "currency": "CNY", "per": "month"},
     "preferences": {...as in a scenario, for every job...},
     "jobs": [{"name": "...", "runs_per_month": 4, "scenario": {...one scenario, as today...}},
              {"name": "...", "always_on": true, "scenario": {...a serving scenario...}}]}

``parse_plan`` checks it and names every problem by its path (``jobs[2].scenario.deadline_hours``); a job's own
preferences win over the plan's. ``plan_month`` prices each job as today (``core.select.recommend``), then looks for
what the trainings can share: servers kept all month (a catalog monthly or reserved price, never anything else)
used by the trainings in turn, where that is cheaper than the same jobs each on its own recommendation. Greedy:
the base that saves the most is taken first (for each, the set of jobs that saves the most and whose runs all keep
their deadlines on its queue), then the next among the jobs left, until no base saves. A job on no base keeps its
own recommendation (a burst, run by run); a service keeps its own servers all month. So a plan never costs more than
its jobs priced one by one.

The month's schedule: a job's runs are released evenly over the month, the trainings staggered (run k of r of the
p-th of m trainings at (k + p / m) x month / r hours, counting from 0); on a base they queue (earliest deadline
first, one run at a time on the whole base), every run within its deadline counted from its release. A run may reach
into the next month, where the same base is queued behind it (the month is scheduled as it repeats). A burst starts
at its release.
"""

from __future__ import annotations

import datetime as _dt
import itertools
import math
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd

from ..catalog import Catalog, catalog_stamp, closest, cost as C
from ..base import (AboveMax, atomic_write, BelowMin, CatalogError, MissingField, NoCandidates, NotABoolean,
                    NotAllowed, NotAnInteger, NotANumber, num, PlanBaseSaves, PlanCommitment, PlanCurrencyDiffers,
                    PlanDuplicateJob, PlanJobImpossible, PlanJobNotFeasible, PlanJobRuns, PlanNoJobs,
                    PlanNoMonthlyPrice, PlanOverBudget, PlanRunPastMonth, PlanSlowEndCost, Problem, ProblemDetail, Required, ScenarioTooNew, text_problem,
                    UnknownField, WrongType)
from .results import Base, Burst, JobResult, MonthLine, PlanResult, Room, Run
from .job_warnings import shared_warnings
from .jobs import JobView, PlanJob
from .queue import queue_runs, releases, slow_end_notes
from ..select import Note, Recommendation
from ..scenario import CURRENCIES, LIMITS, parse_number, parse_scenario, read_json_file

PLAN_VERSION = 1
MAX_JOBS = 50  # a team's month; more is a data-centre schedule, not this tool's question
MAX_RUNS_PER_MONTH = 1000  # more than one run an hour all month
NAME_LIMIT = 200  # characters of a plan's or a job's name
MAX_SUBSET_JOBS = 12  # jobs tried together on one base (2^12 sets); beyond, those that save the most
BASE_MODES = ("monthly", "reserved_1y", "reserved_3y")
TOP_KEYS = ("schema_version", "name", "budget", "preferences", "jobs")
JOB_KEYS = ("name", "runs_per_month", "always_on", "scenario")
BUDGET_KEYS = ("amount", "currency", "per")


@dataclass(frozen=True)
class Plan:
    """A checked plan: its jobs' scenarios carry the plan's preferences and currency."""

    name: str
    budget_amount: float | None
    budget_currency: str | None
    currency: str
    jobs: tuple[PlanJob, ...]
    preferences: dict = field(default_factory=dict, compare=False)
    file: str = "plan"

    def to_dict(self) -> dict:
        """The plan as a file holds it (what the user gave)."""
        out: dict[str, Any] = {"schema_version": PLAN_VERSION, "name": self.name}
        if self.budget_amount is not None:
            out["budget"] = {"amount": self.budget_amount, "currency": self.budget_currency or self.currency,
                             "per": "month"}
        if self.preferences:
            out["preferences"] = dict(self.preferences)
        out["jobs"] = [dict(j.given) for j in self.jobs]
        return out


# --------------------------------------------------------------------------- the file


def _shown(value: Any) -> str | None:
    if value is None:
        return None
    text = value if isinstance(value, str) else repr(value)
    return text[:200] + ("…" if len(text) > 200 else "")


class _Checker:
    """The problems found in one plan file, each naming its path."""

    def __init__(self, file: str):
        self.file = file
        self.problems: list[Problem] = []

    def bad(self, what: ProblemDetail, path: str, value: Any = None) -> None:
        self.problems.append(Problem(self.file, what, column=path, value=_shown(value)))


def parse_plan(obj: Any, cat: Catalog, file: str = "plan") -> Plan:
    """Check a decoded plan; raises CatalogError with every problem found, each naming its path."""
    ck = _Checker(file)
    problems = ck.problems
    if not isinstance(obj, dict):
        raise CatalogError([Problem(file, WrongType(expected="object"), column="(file)")])
    version = obj.get("schema_version", PLAN_VERSION)
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        ck.bad(NotAnInteger(), "schema_version", version)
    elif version > PLAN_VERSION:
        raise CatalogError([Problem(file, ScenarioTooNew(supported=PLAN_VERSION), column="schema_version",
                                    value=str(version))])
    for key in obj:
        if key not in TOP_KEYS:
            ck.bad(UnknownField(closest=closest(str(key), TOP_KEYS)), str(key), str(key))
    name = _text(obj.get("name"), "name", ck) or ""
    amount, budget_cur = _budget(obj.get("budget"), ck)
    prefs = obj.get("preferences")
    plan_prefs: dict = {}
    if prefs is not None:
        if not isinstance(prefs, dict):
            ck.bad(WrongType(expected="object"), "preferences", prefs)
        else:
            try:  # the plan's preferences are checked once, as a scenario's (paths stay "preferences.x")
                parse_scenario({"schema_version": 1, "preferences": prefs}, cat, file)
                plan_prefs = dict(prefs)
            except CatalogError as exc:
                problems.extend(exc.problems)
    currency = _currency(plan_prefs, budget_cur)
    jobs = _jobs(obj.get("jobs"), cat, file, plan_prefs, currency, ck, problems)
    if problems:
        raise CatalogError(problems)
    return Plan(name, amount, budget_cur, currency, tuple(jobs), plan_prefs, file)


def _text(value: Any, path: str, ck: _Checker) -> str | None:
    """A name: one line of text within NAME_LIMIT characters (the catalog's one text rule, core/base/textrule.py)."""
    if value is None:
        return None
    if not isinstance(value, str):
        ck.bad(WrongType(expected="text"), path, value)
        return None
    if not value.strip():  # an empty name: "a value is required here", not "the wrong kind of value"
        ck.bad(Required(), path, value)
        return None
    problem = text_problem(value, ck.file, column=path, max_length=NAME_LIMIT)
    if problem is not None:
        ck.problems.append(problem)
        return None
    return value.strip()


def _budget(b: Any, ck: _Checker) -> tuple[float | None, str | None]:
    if b is None:
        return None, None
    if not isinstance(b, dict):
        ck.bad(WrongType(expected="object"), "budget", b)
        return None, None
    for key in b:
        if key not in BUDGET_KEYS:
            ck.bad(UnknownField(closest=closest(str(key), BUDGET_KEYS)), f"budget.{key}", str(key))
    amount = None
    if b.get("amount") is None:
        ck.bad(MissingField(), "budget.amount")
    else:
        f = parse_number(b["amount"])
        low, high = LIMITS["budget.amount"]
        if f is None:
            ck.bad(NotANumber(), "budget.amount", b["amount"])
        elif f < low:
            ck.bad(BelowMin(min=low, exclusive=False), "budget.amount", b["amount"])
        elif f > high:
            ck.bad(AboveMax(max=high), "budget.amount", b["amount"])
        else:
            amount = f
    cur = b.get("currency")
    if cur is not None:
        hit = next((c for c in CURRENCIES if isinstance(cur, str) and c.lower() == cur.strip().lower()), None)
        if hit is None:
            ck.bad(NotAllowed(allowed=list(CURRENCIES)), "budget.currency", cur)
        cur = hit
    per = b.get("per", "month")
    if not (isinstance(per, str) and per.strip().lower() == "month"):
        ck.bad(NotAllowed(allowed=["month"]), "budget.per", per)  # a plan is a month: its budget is per month
    return amount, cur


def _currency(prefs: dict, budget_cur: str | None) -> str:
    cur = prefs.get("currency")
    if isinstance(cur, str):
        hit = next((c for c in CURRENCIES if c.lower() == cur.strip().lower()), None)
        if hit:
            return hit
    return budget_cur or "CNY"


def _jobs(jobs: Any, cat: Catalog, file: str, plan_prefs: dict, currency: str, ck: _Checker, problems) -> list[PlanJob]:
    if jobs is None:
        ck.bad(MissingField(), "jobs")
        return []
    if not isinstance(jobs, list):
        ck.bad(WrongType(expected="list"), "jobs", jobs)
        return []
    if not jobs:
        ck.bad(PlanNoJobs(), "jobs")
        return []
    if len(jobs) > MAX_JOBS:
        ck.bad(AboveMax(max=MAX_JOBS), "jobs", len(jobs))
        return []
    out: list[PlanJob] = []
    seen: dict[str, int] = {}
    for i, job in enumerate(jobs):
        at = f"jobs[{i}]"
        if not isinstance(job, dict):
            ck.bad(WrongType(expected="object"), at, job)
            continue
        for key in job:
            if key not in JOB_KEYS:
                ck.bad(UnknownField(closest=closest(str(key), JOB_KEYS)), f"{at}.{key}", str(key))
        name = _text(job.get("name"), f"{at}.name", ck)
        if name is None and job.get("name") is None:
            ck.bad(MissingField(), f"{at}.name")
        if name is not None:
            if name.lower() in seen:
                ck.bad(PlanDuplicateJob(first=f"jobs[{seen[name.lower()]}]"), f"{at}.name", name)
            seen.setdefault(name.lower(), i)
        runs, always = _runs(job, at, ck)
        sc_obj = job.get("scenario")
        if sc_obj is None:
            ck.bad(MissingField(), f"{at}.scenario")
            continue
        if not isinstance(sc_obj, dict):
            ck.bad(WrongType(expected="object"), f"{at}.scenario", sc_obj)
            continue
        merged = dict(sc_obj)
        own = sc_obj.get("preferences")
        if isinstance(own, dict):
            given_cur = own.get("currency")
            if isinstance(given_cur, str) and given_cur.strip().upper() != currency:
                ck.bad(PlanCurrencyDiffers(currency=currency), f"{at}.scenario.preferences.currency", given_cur)
            merged["preferences"] = {**plan_prefs, **own, "currency": currency}
        elif own is None:
            merged["preferences"] = {**plan_prefs, "currency": currency}
        try:
            sc = parse_scenario(merged, cat, file)
        except CatalogError as exc:  # the job's scenario problems, named by their path in the plan
            problems.extend(replace(p, column=f"{at}.scenario" + (f".{p.column}" if p.column and p.column != "(file)"
                                                                     else "")) for p in exc.problems)
            continue
        if always and sc.task != "inference":
            ck.bad(PlanJobRuns(task=sc.task), f"{at}.always_on", True)
        elif runs is not None and sc.task == "inference":
            ck.bad(PlanJobRuns(task=sc.task), f"{at}.runs_per_month", runs)
        if name is not None and (runs is not None or always):
            out.append(PlanJob(name, runs, always, sc, dict(job)))
    return out


def _runs(job: dict, at: str, ck: _Checker) -> tuple[int | None, bool]:
    runs, always = job.get("runs_per_month"), job.get("always_on")
    if always is not None and not isinstance(always, bool):
        ck.bad(NotABoolean(), f"{at}.always_on", always)
        always = None
    if (runs is None) == (not always):  # neither, or both
        ck.bad(PlanJobRuns(), at, None)
        return None, False
    if always:
        return None, True
    f = parse_number(runs)
    if f is None or isinstance(runs, str):
        ck.bad(NotAnInteger(), f"{at}.runs_per_month", runs)
        return None, False
    if not float(f).is_integer():
        ck.bad(NotAnInteger(), f"{at}.runs_per_month", runs)
        return None, False
    if f < 1:
        ck.bad(BelowMin(min=1, exclusive=False), f"{at}.runs_per_month", runs)
        return None, False
    if f > MAX_RUNS_PER_MONTH:
        ck.bad(AboveMax(max=MAX_RUNS_PER_MONTH), f"{at}.runs_per_month", runs)
        return None, False
    return int(f), False


def load_plan(path: str | Path, cat: Catalog) -> Plan:
    """Read and check a plan file; raises CatalogError (every problem, each naming its path)."""
    obj, file = read_json_file(path)
    return parse_plan(obj, cat, file)


def save_plan(path: str | Path, plan: Plan | dict) -> None:
    """Write a plan file atomically (temp file, fsync, replace)."""
    import json
    obj = plan.to_dict() if isinstance(plan, Plan) else plan
    atomic_write(Path(path), (json.dumps(obj, ensure_ascii=False, indent=2) + "\n").encode("utf-8"))


def is_plan(obj: Any) -> bool:
    """A decoded file is a plan (it has a list of jobs), not a scenario."""
    return isinstance(obj, dict) and isinstance(obj.get("jobs"), list)


# --------------------------------------------------------------------------- the month


def recommend_jobs(cat: Catalog, plan: Plan, today: _dt.date | None = None) -> list[Recommendation]:
    """Each job's recommendation as ``core.select.recommend`` gives it for its scenario (a pure function)."""
    from ..select import recommend
    return [recommend(cat, j.scenario, today=today) for j in plan.jobs]


def plan_problems(plan: Plan, recs: list[Recommendation]) -> list[Problem]:
    """A job no server can run (no option at all): one problem naming the job and why (the engine's note)."""
    out = []
    for i, (job, rec) in enumerate(zip(plan.jobs, recs)):
        opt = rec.recommendation
        if opt is None or not (opt.total_cost and opt.total_cost > 0):
            why = rec.warnings[0] if rec.warnings else NoCandidates()
            out.append(Problem(plan.file, PlanJobImpossible(why=why.code, note=why.to_dict()), column=f"jobs[{i}]",
                               value=job.name))
    return out


def plan_month(cat: Catalog, plan: Plan, *, today: _dt.date | None = None,
               recs: list[Recommendation] | None = None) -> PlanResult:
    """The month of ``plan`` (pure function; safe on a worker thread). ``recs``: the jobs' recommendations when
    already made (``recommend_jobs``). Raises CatalogError (``plan_job_impossible``) when a job has no option."""
    today = today or _dt.date.today()
    recs = recs if recs is not None else recommend_jobs(cat, plan, today)
    bad = plan_problems(plan, recs)
    if bad:
        raise CatalogError(bad)
    hpm = float(C.defaults(cat)["hours_per_month"])
    jobs = [_job_view(i, j, r, hpm) for i, (j, r) in enumerate(zip(plan.jobs, recs))]
    training = [j for j in jobs if not j.job.always_on]
    slow_min = C.defaults(cat).get("plan_slow_end_min_hours")
    for p, j in enumerate(training):
        j.stagger = p / len(training)
        j.slow_base = _base_at_slow_end(j.job.scenario, hpm, slow_min)
    bases, left = _bases(training, hpm)
    res = _result(cat, plan, jobs, bases, left, hpm, today)
    cost = _slow_end_cost(jobs, training, res.monthly_cost, hpm, plan.currency)
    return res if cost is None else replace(res, reasons=(*res.reasons, cost))


def _bases(training: list[JobView], hpm: float) -> tuple[list[tuple[tuple, list[JobView], list[Run], dict]],
                                                        list[JobView]]:
    """The bases the greedy takes (each the one that saves the most among the jobs left), and the jobs on none."""
    bases: list[tuple[tuple, list[JobView], list[Run], dict]] = []
    left = list(training)
    while left:
        best = _best_base(left, hpm, len(bases) + 1)
        if best is None:
            break
        bases.append(best)
        taken = {id(j) for j in best[1]}
        left = [j for j in left if id(j) not in taken]
    return bases, left


def _month_of(jobs: list[JobView], bases, hpm: float) -> float:
    """A month's cost as ``_result`` adds it: each base's lines, and every job on none (a burst, a service) alone."""
    on = {id(j) for _, subset, _, _ in bases for j in subset}
    total = sum(c.cost for key, subset, _, price in bases for c in _base_lines(subset, key, price, hpm)
                if c.cost is not None)
    return float(total + sum(j.alone for j in jobs if id(j) not in on))


def _slow_end_cost(jobs: list[JobView], training: list[JobView], now: float, hpm: float,
                   currency: str) -> PlanSlowEndCost | None:
    """What sizing the bases for the slow end costs the month (``now``): the same greedy with every job's expected hours (as
    preferences.plan_for "expected" plans it); None when no job plans a base at the slow end, or that month is not
    cheaper. Its bases' hours as estimated and at the slow end say what a slow month would take."""
    slow = [j for j in training if j.slow_base]
    if not slow:
        return None
    for j in slow:
        j.slow_base = False
    try:
        alt, _ = _bases(training, hpm)
    finally:
        for j in slow:
            j.slow_base = True
    then = _month_of(jobs, alt, hpm)  # (``now``: the plan's month, as ``_result`` added it)
    if not alt or then >= now - 0.5:  # (less than a unit of money: the same month)
        return None
    runs = sorted(((key, j) for key, subset, _, _ in alt for j in subset), key=lambda kj: kj[1].index)
    names = tuple(j.job.name for _, j in runs)
    expected = sum(float(j.base_rows[key][1]) * int(j.job.runs_per_month or 1) for key, j in runs)
    high = sum(j.slow_hours(key) * int(j.job.runs_per_month or 1) for key, j in runs)
    return PlanSlowEndCost(jobs=names, monthly_cost=then, saving=now - then, currency=currency,
                           hours_expected=expected, hours_slow=high, hours_capacity=hpm * len(alt))


def _base_at_slow_end(sc, hpm: float, slow_min) -> bool:
    """Whether a base must keep the job's deadlines at the slow end of its runs' likely range: servers kept all month
    are a commitment as long as a month, so the scenario's rule for a run that long holds (preferences.plan_for
    "slow": always; "auto": when a month is at least defaults.csv plan_slow_end_min_hours; "expected": never)."""
    plan = getattr(sc, "plan_for", "expected")
    if plan == "slow":
        return True
    return plan == "auto" and slow_min is not None and hpm >= float(slow_min)


def _job_view(i: int, job: PlanJob, rec: Recommendation, hpm: float) -> JobView:
    opt = rec.recommendation
    assert opt is not None
    if job.always_on:
        return JobView(i, job, rec, float(opt.monthly_cost), float(opt.monthly_cost), None, None)
    runs = int(job.runs_per_month or 1)
    v = JobView(i, job, rec, runs * float(opt.total_cost), float(opt.total_cost), float(opt.wall_hours or 0.0),
             job.scenario.deadline_hours)
    t = rec.candidates
    if len(t):
        keep = (t["billing"].isin(BASE_MODES) & t["hard_ok"].astype(bool) & np.isfinite(t["run_hours"])
                & (t["run_hours"] <= hpm) & (t["run_hours"] > 0))
        if v.deadline is not None:
            keep &= t["run_hours"] <= v.deadline
        sub = t.loc[keep, ["provider", "region", "instance_type", "nodes", "billing", "run_hours"]]
        rows = np.flatnonzero(keep.to_numpy())
        high = rec.candidate_values("range_high", rows).astype(float)  # the slow end of each row's likely range
        for pos, hi, (p, r, it, n, b, h) in zip(rows, high, sub.itertuples(index=False)):
            v.base_rows[(str(p), str(r), str(it), int(n), str(b))] = (int(pos), float(h), float(hi))
    return v


def _base_price(job: JobView, pos: int, hpm: float) -> dict:
    """What a base of this row's servers costs a month, from the row's own catalog price (a monthly price per
    server-month, or a reserved price per server-hour x the hours of a month), and what each job adds to it."""
    if pos in job.prices:
        return job.prices[pos]
    job.prices[pos] = out = _row_price(job, pos, hpm)
    return out


def _row_price(job: JobView, pos: int, hpm: float) -> dict:
    row = job.rec.candidate_row(pos)
    inst = int(row["instances"])
    unit = float(row["unit_price"])
    hourly = row["billing"] != "monthly"
    months_billed = float(row["billed_hours"]) / hpm
    commit = 1 if not hourly else int(round(C.RESERVED_YEARS[str(row["billing"])] * C.HOURS_PER_YEAR_MONTHS))
    disk_price = None if pd.isna(row["disk_price_conv"]) else float(row["disk_price_conv"])
    # the system disk's own product and price (one its size may be: select.pricing); an older row: the data disk's
    sys_pre = "sys_" if _has(row, "sys_disk_product") else ""
    sys_price = None if pd.isna(row[sys_pre + "disk_price_conv"]) else float(row[sys_pre + "disk_price_conv"])
    sys_gbm = float(row["system_disk_gbm"]) / months_billed  # per month
    data_gbm = 0.0 if row["data_local"] else float(row["data_disk_gbm"]) / months_billed
    egress_price = None if pd.isna(row["egress_price"]) else float(row["egress_price"])
    fx = dict(price_currency=row["currency"], fx_rate=float(row["fx_rate"]), fx_as_of=row["fx_as_of"]) \
        if row["currency"] != job.job.scenario.currency else {}
    return {"row": row, "instances": inst, "unit": unit, "hourly": hourly, "commit": commit, "fx": fx,
            "instance_month": unit * inst * (hpm if hourly else 1.0), "disk_price": disk_price,
            "sys_disk_price": sys_price, "sys_disk_product": row[sys_pre + "disk_product"] or "",
            "sys_gbm": sys_gbm, "data_gbm": data_gbm, "egress_gb": float(row["egress_gb"]),
            "egress_price": egress_price, "disk_product": row["disk_product"] or "",
            "egress_product": row["egress_product"] if isinstance(row["egress_product"], str) else ""}


def _has(row, name: str) -> bool:
    """Whether ``row`` has a value in column ``name``."""
    v = row.get(name) if hasattr(row, "get") else None
    return v is not None and not (isinstance(v, float) and np.isnan(v))


def _price_of(p: dict, gbm: float, which: str) -> float:
    price = {"disk": p["disk_price"], "sys_disk": p["sys_disk_price"]}.get(which, p["egress_price"])
    return 0.0 if price is None else gbm * price


def _best_base(jobs: list[JobView], hpm: float, number: int):
    """The base that saves the most on ``jobs`` (key, jobs on it, cost per month, its runs, its price), or None
    when no base saves anything."""
    keys: dict[tuple, list[JobView]] = {}
    for j in jobs:
        for k in j.base_rows:
            keys.setdefault(k, []).append(j)
    best = None
    best_saving = 1e-6
    for key, cand in keys.items():
        # What each job would save: its month alone, less what it adds to the base (its data disk, its results out).
        first = cand[0]
        price = _base_price(first, first.base_rows[key][0], hpm)
        fixed = price["instance_month"] + _price_of(price, price["sys_gbm"], "sys_disk")
        if sum(j.alone for j in cand) - fixed <= best_saving:
            continue  # even every job for free would not save more than the best so far
        adds = []
        for j in cand:
            pj = _base_price(j, j.base_rows[key][0], hpm) if j is not first else price
            adds.append(_price_of(pj, pj["data_gbm"], "disk")
                        + int(j.job.runs_per_month or 1) * _price_of(pj, pj["egress_gb"], "egress"))
        gain = np.array([j.alone - a for j, a in zip(cand, adds)])
        order = np.argsort(-gain)[:MAX_SUBSET_JOBS]
        cand = [cand[i] for i in order]
        gain = gain[order]
        hours = np.array([j.plan_hours(key) * int(j.job.runs_per_month or 1) for j in cand])
        found = _best_subset(cand, gain, hours, fixed, key, hpm, best_saving, number)
        if found is not None:
            subset, saving, runs = found
            best_saving = saving
            best = (key, subset, runs, price)
    return best


def _best_subset(cand: list[JobView], gain: np.ndarray, hours: np.ndarray, fixed: float, key: tuple, hpm: float,
                 floor: float, number: int):
    """The set of ``cand`` that saves the most (more than ``floor``) and fits the base's month with every
    deadline kept: every set is priced at once, then the dearest-saving sets are scheduled until one fits."""
    n = len(cand)
    masks = np.array(list(itertools.product((0, 1), repeat=n)), dtype=bool)[1:]
    saving = masks.astype(float) @ gain - fixed
    used = masks.astype(float) @ hours
    ok = (saving > floor) & (used <= hpm + 1e-9)
    for i in np.flatnonzero(ok)[np.argsort(-saving[ok], kind="stable")]:
        subset = [cand[k] for k in np.flatnonzero(masks[i])]
        runs = queue_runs(subset, key, hpm, f"base-{number}")
        if runs is not None:
            return subset, float(saving[i]), runs
    return None


def _result(cat: Catalog, plan: Plan, jobs: list[JobView], bases, left: list[JobView], hpm: float,
            today: _dt.date) -> PlanResult:
    base_out: list[Base] = []
    lines: list[MonthLine] = []
    schedule: list[Run] = []
    on: dict[int, tuple[str, float, float]] = {}  # job index -> (where, hours per run, its share per month)
    placed: dict[int, tuple] = {}  # job index -> its warnings on a shared base, and its answer's that do not hold
    room_at: dict[str, tuple[float, dict[int, float]]] = {}  # base -> its month and each job's run at planned hours
    reasons: list[Note] = []
    warnings: list[Note] = []
    for n, (key, subset, runs, price) in enumerate(bases, start=1):
        bid = f"base-{n}"
        provider, region, itype, nodes, billing = key
        row = price["row"]
        cl = _base_lines(subset, key, price, hpm)
        total = sum(c.cost for c in cl if c.cost is not None)
        saving = sum(j.alone for j in subset) - total
        base_out.append(Base(bid, "shared", provider, region, itype, str(row["gpu"]), float(num(row["gpus_per_node"])),
                             price["instances"], float(num(row["gpu_total"])), billing, price["commit"], total, cl,
                             tuple(j.job.name for j in subset), sum(r.end_h - r.start_h for r in runs), hpm,
                             str(row["as_of"]), saving))
        lines += [MonthLine("base", bid, c) for c in cl]
        schedule += runs
        slow = slow_end_notes(subset, key, hpm, bid)  # every run on the base at the slow end of its range
        for j in subset:
            on[j.index] = (bid, j.base_rows[key][1], 0.0)  # its share: in proportion to its hours (``_share``)
            placed[j.index] = shared_warnings(cat, j.job.scenario, j.rec, j.base_rows[key][0], today,
                                              queue=tuple(n for n in (slow.get(j.index),) if n is not None))
        used = sum(j.base_rows[key][1] * int(j.job.runs_per_month or 1) for j in subset)
        planned = sum(j.plan_hours(key) * int(j.job.runs_per_month or 1) for j in subset)
        room_at[bid] = (planned, {j.index: j.plan_hours(key) for j in subset})
        sized = planned > used * (1 + 1e-9)  # sized for the slow end: the reason says by how much
        reasons.append(PlanBaseSaves(base=bid, jobs=tuple(j.job.name for j in subset), saving=saving,
                                     pct=100 * saving / max(1e-9, saving + total), currency=plan.currency,
                                     billing=billing, hours_used=used if sized else None,
                                     hours_planned=planned if sized else None, hours_month=hpm if sized else None))
        if price["commit"] > 1:
            warnings.append(PlanCommitment(base=bid, months=price["commit"], billing=billing))
    bursts: list[Burst] = []
    for j in jobs:
        opt = j.rec.recommendation
        assert opt is not None
        if j.job.always_on:
            bid = f"service-{j.index + 1}"
            scale = (opt.monthly_cost / opt.total_cost) if opt.total_cost else 1.0
            cl = tuple(_scaled(c, scale) for c in opt.cost_lines)
            base_out.append(Base(bid, "service", opt.provider, opt.region, opt.instance_type, opt.gpu,
                                 opt.gpus_per_node, opt.instances, opt.gpu_count, opt.billing,
                                 _commitment(opt.billing, opt.billed_hours, hpm), float(opt.monthly_cost), cl,
                                 (j.job.name,), hpm, hpm, opt.price_as_of, 0.0))
            lines += [MonthLine("service", j.job.name, c) for c in cl]
            schedule.append(Run(j.job.name, 1, 0.0, 0.0, hpm, bid, "service", None))
            on[j.index] = (bid, None, float(opt.monthly_cost))  # type: ignore[assignment]
        elif j.index not in on:
            runs = int(j.job.runs_per_month or 1)
            bursts.append(Burst(j.job.name, opt.provider, opt.region, opt.instance_type, opt.gpu, opt.gpu_count,
                                opt.billing, runs, float(opt.wall_hours or 0.0), j.per_run, j.alone))
            lines += [MonthLine("burst", j.job.name, _scaled(c, runs)) for c in opt.cost_lines]
            schedule += [Run(j.job.name, k + 1, t, t, t + float(opt.wall_hours or 0.0), f"burst-{j.index + 1}",
                             "burst", j.deadline) for k, t in enumerate(releases(j, hpm))]
            on[j.index] = (f"burst-{j.index + 1}", float(opt.wall_hours or 0.0), j.alone)
            run_hours = float(opt.wall_hours or 0.0)
            if run_hours > hpm:  # no run of it ends in the month it starts
                warnings.append(PlanRunPastMonth(job=j.job.name, hours=run_hours, hours_month=hpm,
                                                 per_run=float(j.per_run), currency=plan.currency))
        if not j.rec.feasible:
            broken = [b.code for b in opt.broken] or [w.code for w in j.rec.warnings[:1]]
            warnings.append(PlanJobNotFeasible(job=j.job.name, broken=tuple(broken)))
    no_price = [j.job.name for j in jobs if not j.job.always_on and not j.base_rows]
    if no_price:
        warnings.append(PlanNoMonthlyPrice(jobs=tuple(no_price)))
    monthly = float(sum(m.line.cost for m in lines if m.line.cost is not None))
    alone = float(sum(j.alone for j in jobs))
    alone_by = {j.job.name: float(j.alone) for j in jobs}
    budget = _budget_in(cat, plan, today)
    if budget is not None and monthly > budget + 1e-9:
        warnings.append(PlanOverBudget(monthly_cost=monthly, budget=budget, over=monthly - budget,
                                       currency=plan.currency))
    job_out = tuple(JobResult(j.job.name, j.job.runs_per_month, j.job.always_on, j.rec, on[j.index][0],
                              on[j.index][1], _share(j, on[j.index], base_out, alone_by), j.alone,
                              tuple(j.job.scenario.assumed), *placed.get(j.index, (None, ()))) for j in jobs)
    schedule.sort(key=lambda r: (r.start_h, r.servers, r.job, r.run))
    room = _room(jobs, base_out, on, budget, monthly, hpm, room_at)
    return PlanResult(plan.name, plan.currency, budget, hpm, job_out, tuple(base_out), tuple(bursts),
                      tuple(schedule), tuple(lines), monthly, alone, room, tuple(reasons), tuple(warnings),
                      priced_on=today.isoformat(), catalog=catalog_stamp(cat))


def _share(j: JobView, where: tuple, bases: list[Base], alone: dict[str, float]) -> float:
    """A job's cost per month in the plan: its own servers' (a burst, a service), or its part of a shared base in
    proportion to what it would cost on its own (``alone``: each job's month priced one by one). A base is formed
    only where it saves, so every job on it pays less than alone; in proportion to hours, a short job on a base
    made for a long one paid more than alone (the plan example's ResNet-50: ¥1,467 against ¥1,271)."""
    bid, hours, cost = where
    base = next((b for b in bases if b.id == bid), None)
    if base is None or base.kind == "service":
        return float(cost)
    total = sum(alone.get(name, 0.0) for name in base.jobs)
    if total > 0:
        return base.cost_per_month * j.alone / total
    used = hours * int(j.job.runs_per_month or 1)
    return base.cost_per_month * used / base.hours_used if base.hours_used else 0.0


def _commitment(billing: str, billed_hours: float, hpm: float) -> int:
    if billing in C.RESERVED_YEARS:
        return C.RESERVED_YEARS[billing] * C.HOURS_PER_YEAR_MONTHS
    return max(1, int(round(billed_hours / hpm))) if billing == "monthly" else 1


def _scaled(c: C.CostLine, k: float) -> C.CostLine:
    return replace(c, quantity=c.quantity * k, cost=None if c.cost is None else c.cost * k)


def _base_lines(subset: list[JobView], key: tuple, price: dict, hpm: float) -> tuple[C.CostLine, ...]:
    """The base's month line by line: its servers, one system disk per server, each job's data kept on a data disk
    (none where the data sits on the servers' own NVMe), and every run's results sent out."""
    row, fx = price["row"], price["fx"]
    gpn = float(row["gpus_per_node"])
    inst = price["instances"]
    out = []
    if price["hourly"]:
        out.append(C.CostLine("gpu_instance", gpn * inst * hpm, "GPU-hour", price["unit"] / gpn,
                              price["instance_month"], str(row["instance_type"]), **fx))
    else:
        out.append(C.CostLine("gpu_instance", float(inst), "instance-month", price["unit"], price["instance_month"],
                              str(row["instance_type"]), **fx))
    sp = price["sys_disk_price"]
    out.append(C.CostLine("system_disk", price["sys_gbm"], "GB-month", sp,
                          None if sp is None else price["sys_gbm"] * sp, price["sys_disk_product"]))
    dp = price["disk_price"]
    data_gbm = 0.0
    egress_gb = 0.0
    for j in subset:
        pj = _base_price(j, j.base_rows[key][0], hpm)
        data_gbm += pj["data_gbm"]
        egress_gb += pj["egress_gb"] * int(j.job.runs_per_month or 1)
    if row["data_local"]:
        out.append(C.CostLine("data_disk", data_gbm, "GB-month", 0.0, 0.0, "local NVMe (instance)", included=True))
    else:
        out.append(C.CostLine("data_disk", data_gbm, "GB-month", dp, None if dp is None else data_gbm * dp,
                              price["disk_product"]))
    ep = price["egress_price"]
    out.append(C.CostLine("transfer_out", egress_gb, "GB", ep, None if ep is None else egress_gb * ep,
                          price["egress_product"]))
    return tuple(out)


def _budget_in(cat: Catalog, plan: Plan, today: _dt.date) -> float | None:
    """The plan's budget per month in the plan's currency, at the exchange rate closest to today."""
    if plan.budget_amount is None:
        return None
    if plan.budget_currency in (None, plan.currency):
        return float(plan.budget_amount)
    rate, _ = budget_rate(cat, str(plan.budget_currency), plan.currency, today)
    return float(plan.budget_amount * rate)


def budget_rate(cat: Catalog, base: str, quote: str, today: _dt.date | None = None) -> tuple[float, str | None]:
    """How many ``quote`` one ``base`` is worth at the catalog's exchange rate closest to ``today``, and that rate's
    date: the rate a budget in ``base`` is priced at (``_budget_in``), and the one the Team plan window converts its
    budget at when the plan's currency changes. (1.0, None) for one currency; NaN when the catalog has no rate."""
    if base == quote:
        return 1.0, None
    rate, when = C.fx_rates(cat, pd.Series([base]), pd.Series([str(today or _dt.date.today())]), quote)
    return float(rate[0]), (None if when[0] is None else str(when[0]))


def _room(jobs: list[JobView], bases: list[Base], on: dict, budget: float | None, monthly: float,
          hpm: float, planned: dict[str, tuple[float, dict[int, float]]]) -> tuple[Room, ...]:
    """For each job: how many more runs (copies of a service) the month allows — first in the spare hours of the
    base it is on (at no extra server cost; runs there queue one after another), then within the budget left at
    its own price. A run at its own price gets servers of its own, released as the schedule releases a burst's runs
    (each at its release, ``_result``), so those runs need not follow one another: the budget binds them, not the
    month's hours (it once held them to what the month's hours hold one after another: "Room for 146 more runs"
    of a 4.9-hour job on spot servers of its own), and never more than ``MAX_RUNS_PER_MONTH``; ``at_once`` says how
    many of them then run side by side. Spare hours are counted at the hours the base was sized for (``planned``:
    base -> its month and each job's hours per run there, the slow end where the job plans a base there), so the
    runs added keep the base as it was planned. Over budget: what alone would bring the month within it
    (``_to_fit``)."""
    if budget is None:
        return ()
    left = max(0.0, budget - monthly)
    over = monthly - budget
    out = []
    for j in jobs:
        bid, hours, share = on[j.index]
        base = next((b for b in bases if b.id == bid and b.kind == "shared"), None)
        free = 0
        if base is not None and hours:
            month, per_run = planned.get(bid, (base.hours_used, {}))
            free = int(max(0.0, hpm - month) // per_run.get(j.index, hours))
        each = j.per_run
        paid = int(left // each) if each > 0 else 0
        limit = "budget"
        at_once, own, own_hours = 1, 0, 0.0
        if not j.job.always_on and hours:
            runs = int(j.job.runs_per_month or 1)
            cap = max(0, MAX_RUNS_PER_MONTH - runs)
            free = min(free, cap)
            if free + paid > cap:
                paid = cap - free
                limit = "runs"
            own = paid + (0 if base is not None else runs)  # the month's runs on servers of their own
            own_hours = float(j.hours or hours)
            at_once = max(1, int(math.ceil(own * own_hours / hpm - 1e-9))) if own else 1
        room = Room(j.job.name, "copy" if j.job.always_on else "run", free, paid, each, limit, at_once=at_once,
                    own_runs=own, own_hours=own_hours, month_hours=hpm)
        if over > 1e-9 and base is None:
            room = _to_fit(room, j, over, float(share))
        out.append(room)
    return tuple(out)


def _to_fit(room: Room, j: JobView, over: float, month: float) -> Room:
    """Over budget by ``over``: the fewest runs of the job fewer (while one run is left), its removal, or its
    cheapest other option keeping its constraints, whichever alone brings the month within the budget. A job on
    shared servers is left out: what it frees there depends on the jobs it shares them with."""
    runs = None if j.job.always_on else int(j.job.runs_per_month or 1)
    fewer = None
    if runs is not None and j.per_run > 0:
        need = int(math.ceil(over / j.per_run - 1e-9))
        fewer = need if need < runs else None
    cheaper = None
    for o in j.rec.alternatives:
        if o.broken:
            continue
        cost = float(o.monthly_cost) if runs is None else runs * float(o.total_cost)
        if month - cost >= over - 1e-9 and (cheaper is None or cost < cheaper[4]):
            cheaper = (o.provider, float(o.gpu_count), o.gpu, o.billing, cost)
    return replace(room, fewer=fewer, drop=month >= over - 1e-9, cheaper=cheaper)
