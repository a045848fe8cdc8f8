"""Spot capacity: the Young/Daly checkpoint interval and the expected extra time of interruptions. Moved verbatim
from ``estimate`` (which re-exports it); explained in ``docs/estimates.md``."""

from __future__ import annotations

import math

import numpy as np

from ..base import AboveMax, BelowMin, MissingInput
from ..catalog import Catalog
from .data import Assumption, Prepared, SpotOverhead, bad_input, int_arg, positive, prepare


def spot_overhead(cat: Catalog | Prepared | None = None, wall_hours: float | None = None,
                  checkpoint_write_s: float | None = None, *, interruptions_per_month: float | None = None,
                  mtbf_hours: float | None = None, restart_s: float | None = None,
                  instances: int = 1) -> SpotOverhead:
    """Young/Daly on spot capacity: checkpoint every sqrt(2 C M), lose half an interval + restart per interruption.

    ``interruptions_per_month`` is the fraction of instances interrupted per month (AWS advisor bucket,
    e.g. 0.1); or give ``mtbf_hours`` for the whole job directly. With ``instances`` > 1 and a monthly
    fraction, any instance's interruption stops the job. ``restart_s`` defaults to ``spot_restart_s``.
    Expected run time T' solves T' = W (1 + C/τ) + (T'/M)(τ/2 + R); extra = T' − W. A missing
    ``checkpoint_write_s`` counts as zero (interval 0: only restarts cost time).
    """
    used: dict[str, Assumption] = {}
    P = prepare(cat) if cat is not None else None

    def d(name: str) -> float:
        if P is None or name not in P.defaults:
            raise bad_input(name, MissingInput(), None)
        used[name] = P.defaults[name]
        return float(P.defaults[name].value)

    W = positive("wall_hours", wall_hours, allow_none=False)
    C = 0.0 if checkpoint_write_s is None else float(checkpoint_write_s) / 3600
    if C < 0 or not math.isfinite(C):
        raise bad_input("checkpoint_write_s", BelowMin(min=0), checkpoint_write_s)
    R = (float(restart_s) if restart_s is not None else d("spot_restart_s")) / 3600
    if R < 0:
        raise bad_input("restart_s", BelowMin(min=0), restart_s)
    inst = int_arg("instances", instances)
    if mtbf_hours is not None:
        M = positive("mtbf_hours", mtbf_hours, allow_none=False)
        used["mtbf_hours"] = Assumption("mtbf_hours", M, "h", "caller")
    elif interruptions_per_month is not None:
        p = float(interruptions_per_month)
        if not 0 <= p < 1:
            raise bad_input("interruptions_per_month", AboveMax(min=0, max=1) if p >= 1 else BelowMin(min=0, max=1), p)
        if p == 0:
            return SpotOverhead(None, 0.0, 0.0, None, used)
        hpm = d("hours_per_month")
        M = hpm / (-math.log(1 - p)) / inst
        used["interruptions_per_month"] = Assumption("interruptions_per_month", p, "fraction of instances", "caller")
        used["mtbf_hours"] = Assumption("mtbf_hours", M, "h",
                                        "hours_per_month / -ln(1 - p) / instances (Poisson interruptions)")
    else:
        raise bad_input("mtbf_hours", MissingInput(), None)
    tau = math.sqrt(2 * C * M)
    used["checkpoint_interval_h"] = Assumption("checkpoint_interval_h", tau, "h", "Young 1974: sqrt(2 C M)")
    loss = (tau / 2 + R) / M
    if loss >= 1:
        return SpotOverhead(tau, math.inf, math.inf, M, used)
    T = W * (1 + (C / tau if tau > 0 else 0.0)) / (1 - loss)
    return SpotOverhead(tau, T - W, T / M, M, used)


def spot_parts(cat: Catalog | Prepared, rate, write_s, instances) -> tuple[np.ndarray, ...] | None:
    """What ``spot_overhead`` computes before the wall time enters, for many inputs at once (one row each:
    interruptions per month in [0, 1), checkpoint write in s or NaN for none, instances): the checkpoint interval
    tau, the mean time between interruptions M, the share of time lost (tau / 2 + R) / M and the write time C in
    hours, with ``spot_overhead``'s own operations in its order (the same numbers); tau and M NaN, loss and C 0
    without interruptions. None when the catalog lacks a default it reads (``spot_overhead`` then says which)."""
    P = prepare(cat)
    if "hours_per_month" not in P.defaults or "spot_restart_s" not in P.defaults:
        return None
    hpm = float(P.defaults["hours_per_month"].value)
    R = float(P.defaults["spot_restart_s"].value) / 3600
    p = np.asarray(rate, dtype=float)
    w = np.asarray(write_s, dtype=float)
    inst = np.asarray(instances).astype(np.int64)
    some = p != 0
    # -ln(1 - p) with math.log, as spot_overhead takes it (a handful of distinct rates)
    logs = {x: -math.log(1 - x) for x in set(p[some].tolist())}
    L = np.array([logs.get(x, np.nan) for x in p.tolist()], dtype=float)
    C = np.where(np.isnan(w), 0.0, w / 3600)
    with np.errstate(invalid="ignore", divide="ignore"):
        M = hpm / L / inst
        tau = np.sqrt(2 * C * M)
        loss = (tau / 2 + R) / M
    return (np.where(some, tau, np.nan), np.where(some, M, np.nan), np.where(some, loss, 0.0),
            np.where(some, C, 0.0))
