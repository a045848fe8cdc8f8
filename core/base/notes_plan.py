"""Notes of a team's month (``core/plan/month.py``) and of two answers side by side (``core/plan/compare.py``).

Split from ``notes_warnings`` (its 800-line limit); see ``notes`` for the base and the JSON rules.
"""

from __future__ import annotations

from typing import ClassVar, Literal

from .record import lazy_dataclass as dataclass  # frozen dataclasses made on first use (record.py)
from .record import Note, omit


# --------------------------------------------------------------------------- a team's month (core/plan.py)


@dataclass(frozen=True, kw_only=True)
class PlanBaseSaves(Note):
    code: ClassVar[str] = "plan_base_saves"
    base: str
    jobs: tuple[str, ...]
    saving: float
    pct: float
    currency: str
    billing: str
    # the base's month: its runs' hours as estimated, and at the hours it was sized for (each job's slow end where it
    # plans a base there: core.plan.queue.queue_runs), of the month's hours; None where they are the same
    hours_used: float | None = omit()
    hours_planned: float | None = omit()
    hours_month: float | None = omit()


@dataclass(frozen=True, kw_only=True)
class PlanCommitment(Note):
    code: ClassVar[str] = "plan_commitment"
    base: str
    months: int
    billing: str


@dataclass(frozen=True, kw_only=True)
class PlanJobNotFeasible(Note):
    code: ClassVar[str] = "plan_job_not_feasible"
    job: str
    broken: tuple[str, ...]


@dataclass(frozen=True, kw_only=True)
class PlanNoMonthlyPrice(Note):
    code: ClassVar[str] = "plan_no_monthly_price"
    jobs: tuple[str, ...]


@dataclass(frozen=True, kw_only=True)
class PlanRunPastMonth(Note):
    """A job whose one run on servers of its own takes longer than the month (walk 26: a training nothing finishes by
    its deadline, its closest option 9,258 hours a run, priced "1 run a month" at the whole run's cost, the timeline
    reaching day 386): ``hours`` a run against ``hours_month``; ``per_run`` what one run costs, in ``currency``."""

    code: ClassVar[str] = "plan_run_past_month"
    job: str
    hours: float
    hours_month: float
    per_run: float
    currency: str


@dataclass(frozen=True, kw_only=True)
class PlanSlowEndDeadline(Note):
    """A job on shared servers (``base``) whose runs would miss their deadline if every run on that base took the
    slow end of its likely range (``core.plan.queue.slow_end_notes``): ``missed`` of its ``runs`` a month; the run
    that misses by the most (``run``) ends ``hours`` after its release (counted as the deadline is), of which
    ``wait_hours`` waiting for the base and ``wall_hours_high`` its own hours there at the slow end. ``steady``
    False: the month's runs at their slow ends (``base_hours_high``) need more of the base than a month has
    (``hours_month``) and the queue grows month after month (the figures are then those of a month well into it)."""

    code: ClassVar[str] = "plan_slow_end_deadline"
    base: str
    runs: int
    missed: int
    run: int
    hours: float  # from the run's release to its end, at the slow end
    wait_hours: float
    wall_hours_high: float
    deadline_hours: float
    end_day: float  # the day of the month it ends on, counted from 1 (``results.day_of_month``)
    steady: bool
    base_hours_high: float
    hours_month: float


@dataclass(frozen=True, kw_only=True)
class PlanOverBudget(Note):
    code: ClassVar[str] = "plan_over_budget"
    monthly_cost: float
    budget: float
    over: float
    currency: str


# --------------------------------------------------------------------------- two answers side by side (core/compare.py)

Side = Literal["a", "b"]


@dataclass(frozen=True, kw_only=True)
class CompareUnknown(Note):
    code: ClassVar[str] = "compare_unknown"
    figure: str
    sides: tuple[str, ...]  # "a", "b"


@dataclass(frozen=True, kw_only=True)
class CompareCurrency(Note):
    code: ClassVar[str] = "compare_currency"
    a: str | None
    b: str | None
    # The dated rate the answers carry (``core.plan.carried_rate``), when their money is compared at it:
    # 1 ``base`` = ``rate`` ``quote`` on ``as_of``; the money differences are in A's currency then.
    rate: float | None = omit()
    base: str | None = omit()
    quote: str | None = omit()
    as_of: str | None = omit()


@dataclass(frozen=True, kw_only=True)
class CompareCost(Note):
    code: ClassVar[str] = "compare_cost"
    figure: str
    cheaper: Side
    by: float
    pct: float | None
    currency: str | None


@dataclass(frozen=True, kw_only=True)
class CompareTime(Note):
    code: ClassVar[str] = "compare_time"
    faster: Side
    by_hours: float
    pct: float | None


@dataclass(frozen=True, kw_only=True)
class CompareDifferentJobs(Note):
    """Two answers for different work (walk 21: a 7B LoRA fine-tune against an image training read "A costs ¥1,263
    less … finishes 2.6 hours sooner" as if one were the cheaper way to do the other): what differs, of ``task``,
    ``model``, ``data`` and ``load`` (a service's requests). Only when both sides' scenarios are known."""
    code: ClassVar[str] = "compare_different_jobs"
    parts: tuple[str, ...]


@dataclass(frozen=True, kw_only=True)
class CompareJobUnknown(Note):
    """A side's job is not known: a saved answer that holds only what it recommended, no ``job`` (walk 22: a 7B
    LoRA fine-tune against the article's own answer for a vision training read "A finishes 38 hours sooner (95%)"
    without a word). ``sides``: "a", "b" or both; the comparison then assumes the two are the same job."""
    code: ClassVar[str] = "compare_job_unknown"
    sides: tuple[Side, ...]


@dataclass(frozen=True, kw_only=True)
class CompareGpus(Note):
    code: ClassVar[str] = "compare_gpus"
    a: float | None
    b: float | None
    gpu_a: str | None
    gpu_b: str | None


@dataclass(frozen=True, kw_only=True)
class CompareRisk(Note):
    code: ClassVar[str] = "compare_risk"
    billing_a: str | None
    billing_b: str | None
    interruptions_a: float | None
    interruptions_b: float | None


@dataclass(frozen=True, kw_only=True)
class ComparePriceAge(Note):
    code: ClassVar[str] = "compare_price_age"
    older: Side
    days_a: float | None
    days_b: float | None
    as_of_a: str | None = None  # each side's price date ("2021": a year only, its age the most it can be)
    as_of_b: str | None = None


@dataclass(frozen=True, kw_only=True)
class CompareCeiling(Note):
    """A side's money figure is only a ceiling (its answer's ``at_most``: the source article's "at most ¥80,000 a
    month"): no difference is taken from it; ``within`` whether the other side's figure (``other``, in the
    ceiling's currency) is at most the ceiling, None when that is not known; ``other_given`` False when the other
    side gives no such figure at all (then a ``compare_unknown`` of that figure is there too; left out otherwise)."""

    code: ClassVar[str] = "compare_ceiling"
    figure: str
    side: Side
    at_most: float
    currency: str | None
    other: float | None = None
    within: bool | None = None
    other_given: bool | None = omit()


@dataclass(frozen=True, kw_only=True)
class CompareBroken(Note):
    code: ClassVar[str] = "compare_broken"
    side: Side
    broken: tuple[str | None, ...]  # constraint codes read from the answer's JSON
