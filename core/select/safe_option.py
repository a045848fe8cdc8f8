"""The way out of a deadline at risk (``DeadlineAtRisk``): the cheapest option that meets every requirement and
whose slow end of the likely range meets the deadline too, named on the chosen option's risk. The pick itself
stays the user's choice (preferences.plan_for): this only says what the slow case would cost."""

from __future__ import annotations

import dataclasses

import numpy as np

from ..base import num
from .results import Option
from .table import Scored


def safe_row(t: Scored, deadline: float) -> int | None:
    """The row of the cheapest feasible option whose slow end (run hours × the estimate's range_high, as
    ``options.deadline_risk`` reads it) meets ``deadline``; the faster of equal costs; None when no row does."""
    feasible = np.asarray(t["feasible"], dtype=bool)
    if not feasible.any():
        return None
    run = np.asarray(t["run_hours"], dtype=float)
    high = run * np.nan_to_num(np.asarray(t["range_high"], dtype=float), nan=np.inf)
    ok = feasible & np.isfinite(high) & (high <= deadline * (1 + 1e-9))
    if not ok.any():
        return None
    cost = np.asarray(t["total_cost"], dtype=float)
    rows = np.flatnonzero(ok & np.isfinite(cost))
    if not len(rows):
        return None
    return int(rows[np.lexsort((high[rows], cost[rows]))[0]])


def with_safe_option(chosen: Option, safe: Option | None) -> Option:
    """``chosen`` with its deadline risk naming ``safe`` (the option of ``safe_row``; None: there is none):
    who it is, its slow end, its cost and what it costs beyond the chosen one. Unchanged when not at risk."""
    risk = chosen.deadline_risk
    if risk is None:
        return chosen
    if safe is None:
        return dataclasses.replace(chosen, deadline_risk=dataclasses.replace(risk, safe_found=False))
    high = safe.wall_hours_range[1] if safe.wall_hours_range else None
    extra = float(safe.total_cost) - float(chosen.total_cost)
    base = num(chosen.total_cost)
    note = dataclasses.replace(
        risk, safe_found=True, safe_provider=safe.provider, safe_region=safe.region,
        safe_instance_type=safe.instance_type, safe_gpu=safe.gpu, safe_gpu_count=float(safe.gpu_count),
        safe_gpus_per_node=float(safe.gpus_per_node), safe_instances=int(safe.instances), safe_billing=safe.billing,
        safe_wall_hours=safe.wall_hours, safe_wall_hours_high=None if high is None else float(high),
        safe_total_cost=float(safe.total_cost), safe_extra_cost=extra,
        safe_extra_fraction=extra / base if base else None, currency=chosen.currency)
    return dataclasses.replace(chosen, deadline_risk=note)


__all__ = ["safe_row", "with_safe_option"]
