"""A plan's jobs: as the plan file gives them (``PlanJob``, checked by ``month.parse_plan``) and as the engine sees
them while it plans the month (``JobView``: its recommendation, its price alone, the rows it could share a base on),
read by ``month`` and by the base's queue (``queue``)."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..scenario import Scenario
    from ..select import Recommendation


@dataclass(frozen=True)
class PlanJob:
    name: str
    runs_per_month: int | None  # a training or fine-tune; None for a service
    always_on: bool
    scenario: Scenario
    given: dict = field(default_factory=dict, compare=False)  # the job as the file gave it (scenario as written)


@dataclass
class JobView:
    """The engine's view of one job: its recommendation, one-by-one price and the rows it could share a base on."""

    index: int
    job: PlanJob
    rec: Recommendation
    alone: float  # per month, priced one by one
    per_run: float
    hours: float | None  # its own recommendation's hours per run
    deadline: float | None
    # (provider, region, instance_type, nodes, billing) -> (row, hours per run there, the range's high end there)
    base_rows: dict = field(default_factory=dict)
    prices: dict = field(default_factory=dict)  # row -> _base_price (each row's full columns are built once)
    stagger: float = 0.0  # share of its interval the job's runs are released after the interval starts
    slow_base: bool = False  # a base must keep its deadlines at the slow end of its range (``plan_hours``)

    def slow_hours(self, key: tuple) -> float:
        """Its hours per run on the base ``key`` at the slow end of its likely range (the expected hours when the
        estimate gives no range)."""
        _, hours, high = self.base_rows[key]
        return hours * (high if high is not None and math.isfinite(high) and high > 0 else 1.0)

    def plan_hours(self, key: tuple) -> float:
        """Its hours per run on the base ``key`` as the plan checks a base against them: the slow end of its likely
        range where the job plans a base at the slow end (``slow_base``), else the expected hours."""
        return self.slow_hours(key) if self.slow_base else float(self.base_rows[key][1])


__all__ = ["JobView", "PlanJob"]
