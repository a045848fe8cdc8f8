"""The typed results of a team's month (``core.plan.plan_month``): codes and numbers, never sentences.

``PlanResult.to_dict`` is the ``plan --json`` document (shared/design/interfaces.md): ``jobs`` (each with ``name``,
``recommendation`` in the shape ``recommend --json`` gives, ``cost_per_month``), ``monthly_cost``, ``within_budget``,
``base``, ``bursts``, ``schedule`` and ``warnings``, and the keys added beside them (``monthly_cost_alone``,
``saving``, ``budget``, ``budget_left``, ``room``, ``lines``, ``reasons``, ``priced_on`` and ``catalog``: the day and the
catalog the month was priced with, ``{"version", "saved_at", "id"}``).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..catalog import CatalogStamp, CostLine
from ..base import plain, rounded
from ..select import Note, Recommendation

HOURS_PER_DAY = 24.0


def day_of_month(h: float) -> float:
    """Hours from the month's start as a day of the month counted from 1, as a calendar and the timelines number
    them: day 1 is the first 24 hours, so hour 0 is day 1.0 and hour 36 day 2.5 (the table of runs and the CSV
    once counted from 0, a run the timeline drew in day 8 read "7.6")."""
    return 1.0 + h / HOURS_PER_DAY


def _day(h: float) -> float:
    return round(day_of_month(h), 2)


@dataclass(frozen=True)
class Run:
    """One run of a job in the month: released (wanted) at ``release_h``, started when its servers are free."""

    job: str
    run: int  # 1-based
    release_h: float
    start_h: float
    end_h: float
    servers: str  # a base id ("base-1"), or "burst-<job>" for a job on servers of its own
    on: str  # base | burst | service
    deadline_h: float | None  # the job's deadline counted from its release; None: no deadline

    @property
    def wait_h(self) -> float:
        return self.start_h - self.release_h

    @property
    def start_day(self) -> float:
        """The day of the month it starts on, counted from 1 (``day_of_month``)."""
        return day_of_month(self.start_h)

    @property
    def end_day(self) -> float:
        return day_of_month(self.end_h)

    @property
    def meets_deadline(self) -> bool | None:
        return None if self.deadline_h is None else self.end_h - self.release_h <= self.deadline_h + 1e-6

    def to_dict(self) -> dict:
        return {"job": self.job, "run": self.run, "start_day": _day(self.start_h), "end_day": _day(self.end_h),
                "servers": self.servers, "on": self.on, "start_hour": rounded(self.start_h),
                "end_hour": rounded(self.end_h), "wait_hours": rounded(self.wait_h),
                "meets_deadline": self.meets_deadline}


@dataclass(frozen=True)
class Base:
    """Servers kept for the whole month: shared by trainings in turn (``kind`` shared), or an always-on service's."""

    id: str
    kind: str  # shared | service
    provider: str
    region: str
    instance_type: str
    gpu: str
    gpus_per_node: float
    instances: int
    gpu_count: float
    billing: str  # monthly | reserved_1y | reserved_3y | (a service: its own billing)
    commitment_months: int  # what the billing commits to (1 for a monthly price; 12 or 36 for a reservation)
    cost_per_month: float
    cost_lines: tuple[CostLine, ...]
    jobs: tuple[str, ...]
    hours_used: float
    hours_month: float
    price_as_of: str
    saving: float  # against the same jobs priced one by one (0 for a service's own servers)

    def to_dict(self) -> dict:
        return {"id": self.id, "kind": self.kind, "provider": self.provider, "region": self.region,
                "instance_type": self.instance_type, "gpu": self.gpu, "gpus_per_node": self.gpus_per_node,
                "instances": self.instances, "gpu_count": self.gpu_count, "billing": self.billing,
                "commitment_months": self.commitment_months, "cost_per_month": rounded(self.cost_per_month),
                "cost_lines": [c.to_dict() for c in self.cost_lines], "jobs": list(self.jobs),
                "hours_used": rounded(self.hours_used),
                "hours_free": rounded(max(0.0, self.hours_month - self.hours_used)),
                "price_as_of": self.price_as_of, "saving": rounded(self.saving)}


@dataclass(frozen=True)
class Burst:
    """A job's runs on servers of its own, rented per run as its single-job recommendation says."""

    job: str
    provider: str
    region: str
    instance_type: str
    gpu: str
    gpu_count: float
    billing: str
    runs: int
    wall_hours: float
    cost_per_run: float
    cost_per_month: float

    def to_dict(self) -> dict:
        return {"job": self.job, "provider": self.provider, "region": self.region, "instance_type": self.instance_type,
                "gpu": self.gpu, "gpu_count": self.gpu_count, "billing": self.billing, "runs": self.runs,
                "wall_hours": rounded(self.wall_hours), "cost_per_run": rounded(self.cost_per_run),
                "cost_per_month": rounded(self.cost_per_month)}


@dataclass(frozen=True)
class JobResult:
    """One job of the plan: its own recommendation, where it runs in the plan, and what its month costs."""

    name: str
    runs_per_month: int | None
    always_on: bool
    recommendation: Recommendation
    on: str  # where it runs: a base id ("base-1", "service-4"), or its own servers per run ("burst-2")
    hours_per_run: float | None  # on the servers it runs on in the plan (None: a service)
    cost_per_month: float  # its share in the plan (on a base: what it adds to the base; the base itself is listed)
    cost_per_month_alone: float  # priced one by one: runs x the recommendation's job total (a service: its month)
    # The answers its scenario left open and what was assumed for them (``core.scenario.Assumed``: path, value, why,
    # source), as the main window lists them: the plan's file keeps only the answers given (walk 18: nothing said
    # the article's training assumed ResNet-50 and 90 passes)
    assumed: tuple = ()
    # Its warnings as the plan runs it (``job_warnings.shared_warnings``): on shared servers, those that hold there
    # (the host rule and the price age of the shared servers, the slow end of its hours there...); on servers of its
    # own, its answer's. None: its answer's (a result made without them). ``warnings_alone``: its answer's warnings
    # that do not hold in the plan (about the servers it would have on its own: "2 x V100-32GB", "29 hours").
    placed_warnings: tuple[Note, ...] | None = None
    warnings_alone: tuple[Note, ...] = ()

    @property
    def warnings(self) -> tuple[Note, ...]:
        """The job's warnings that hold in the plan: the ones to show beside it."""
        return self.recommendation.warnings if self.placed_warnings is None else self.placed_warnings

    def to_dict(self) -> dict:
        d = {"name": self.name, "recommendation": self.recommendation.to_dict(),
             "cost_per_month": rounded(self.cost_per_month), "cost_per_month_alone": rounded(self.cost_per_month_alone),
             "on": self.on, "hours_per_run": rounded(self.hours_per_run),
             "assumed": [a.to_dict() for a in self.assumed],
             # the job's warnings as the plan runs it (runs abroad, an old price, memory below the host rule...), as
             # the Team plan window lists them by the job; on shared servers, checked on those servers
             # (``warnings``), its answer's own that do not hold there apart (``warnings_alone``)
             "warnings": [n.to_dict() for n in self.warnings],
             "warnings_alone": [n.to_dict() for n in self.warnings_alone]}
        d.update({"always_on": True} if self.always_on else {"runs_per_month": self.runs_per_month})
        return d


@dataclass(frozen=True)
class MonthLine:
    """One line of the month's bill: which part of the plan it belongs to, and the cost line itself."""

    section: str  # base | burst | service
    ref: str  # the base id, or the job's name
    line: CostLine

    def to_dict(self) -> dict:
        return {"section": self.section, "ref": self.ref, **self.line.to_dict()}


@dataclass(frozen=True)
class Room:
    """What the budget left would allow more of one job: ``free`` more on a base's spare hours, ``paid`` more at
    its own price (``cost_each``)."""

    job: str
    unit: str  # run | copy
    free: int
    paid: int
    cost_each: float
    # What binds ``more``: "budget" (the budget left), "runs" (``MAX_RUNS_PER_MONTH``). Not the month's hours: the
    # runs at the job's own price get servers of their own and may overlap (``at_once``); only the free runs on a
    # base's spare hours queue one after another, and ``free`` counts those.
    limit: str = "budget"
    # Over budget, what alone would bring the month within it: ``fewer`` runs of this job (None: not enough, or
    # not this job's to say), ``drop`` (removing the job would), ``cheaper`` (its cheapest other option that keeps
    # its constraints and would: provider, GPUs, GPU, billing, its month on that option).
    fewer: int | None = None
    drop: bool = False
    cheaper: tuple | None = None
    # With ``more`` added, the most runs of the job on servers of their own at the same time (released evenly over
    # the month, as the schedule releases them): 1 when they still follow one another
    at_once: int = 1
    # What ``at_once`` comes from: the month's runs on servers of their own (``more`` added), the hours each takes
    # there and the month's hours: ``own_runs`` x ``own_hours`` over ``month_hours``, rounded up
    own_runs: int = 0
    own_hours: float = 0.0
    month_hours: float = 0.0

    @property
    def more(self) -> int:
        return self.free + self.paid

    def to_dict(self) -> dict:
        d = {"job": self.job, "unit": self.unit, "more": self.more, "free_on_base": self.free,
             "paid": self.paid, "cost_each": rounded(self.cost_each), "limit": self.limit, "at_once": self.at_once}
        if self.fewer is not None or self.drop or self.cheaper is not None:
            d["to_fit_budget"] = {"fewer": self.fewer, "drop": self.drop,
                                  "cheaper": None if self.cheaper is None else
                                  dict(zip(("provider", "gpu_count", "gpu", "billing", "cost_per_month"),
                                           (*self.cheaper[:4], rounded(self.cheaper[4]))))}
        return d


@dataclass(frozen=True)
class PlanResult:
    """A team's month: every job priced as today, what they share, the schedule, the bill and the budget."""

    name: str
    currency: str
    budget: float | None  # per month, in ``currency``
    hours_month: float
    jobs: tuple[JobResult, ...]
    base: tuple[Base, ...]
    bursts: tuple[Burst, ...]
    schedule: tuple[Run, ...]
    lines: tuple[MonthLine, ...]
    monthly_cost: float
    monthly_cost_alone: float
    room: tuple[Room, ...]
    reasons: tuple[Note, ...]
    warnings: tuple[Note, ...]
    # What the month was priced with: the day (prices' ages and exchange rates are taken as of it) and the catalog
    # (``core.catalog.catalog_stamp``: version, when the user's catalog was saved, an id of its content). The window
    # and the command line say both: the same plan file priced with two catalogs gives two months (walk: "114 more
    # runs" in the window, 112 from ``gpu-advisor plan``, the one on the bundled catalog, the other on the user's).
    priced_on: str | None = None
    catalog: CatalogStamp | None = None

    @property
    def saving(self) -> float:
        """What sharing servers saves a month; less than half a cent is none (the two sums of a month that shares
        nothing differ by float noise: the PDF showed "Saved by sharing <¥1" under "would not save anything")."""
        saved = self.monthly_cost_alone - self.monthly_cost
        return saved if saved >= 0.005 else 0.0

    @property
    def within_budget(self) -> bool | None:
        return None if self.budget is None else bool(self.monthly_cost <= self.budget + 1e-9)

    @property
    def budget_left(self) -> float | None:
        return None if self.budget is None else self.budget - self.monthly_cost

    def job(self, name: str) -> JobResult:
        return next(j for j in self.jobs if j.name == name)

    def to_dict(self) -> dict:
        return plain({"schema_version": 1, "name": self.name, "currency": self.currency,
                "budget": None if self.budget is None else {"amount": rounded(self.budget), "currency": self.currency,
                                                            "per": "month"},
                "jobs": [j.to_dict() for j in self.jobs], "monthly_cost": rounded(self.monthly_cost),
                "monthly_cost_alone": rounded(self.monthly_cost_alone), "saving": rounded(self.saving),
                "within_budget": self.within_budget, "budget_left": rounded(self.budget_left),
                "hours_per_month": self.hours_month,
                "base": [b.to_dict() for b in self.base], "bursts": [b.to_dict() for b in self.bursts],
                "schedule": [r.to_dict() for r in self.schedule], "lines": [m.to_dict() for m in self.lines],
                "room": [r.to_dict() for r in self.room], "reasons": [n.to_dict() for n in self.reasons],
                "warnings": [n.to_dict() for n in self.warnings], "priced_on": self.priced_on,
                "catalog": None if self.catalog is None else self.catalog.to_dict()})
