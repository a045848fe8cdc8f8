"""Node failures of long, large training runs: the rate per GPU-hour of published runs (``node_failures.csv``: Meta's
Llama 3 pre-training saw 419 unexpected interruptions in 54 days on 16,384 GPUs), and what they add to a run's
hours. Each failure stops the whole job (a data-parallel gang waits for every GPU) and costs the restart plus the
work since the last checkpoint: the estimate engine's Young/Daly model (``estimate_spot.spot_overhead``), given the
job's mean time between failures, 1 / (GPUs x rate), and its checkpoint write time. Applied where a run expects at
least ``node_failure_min_interruptions`` (defaults.csv); explained in ``docs/estimates.md``."""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
import pandas as pd

from ..catalog import Catalog, cached
from .spot import spot_overhead


@dataclass(frozen=True)
class FailureRate:
    """The rate the engine allows for: the rows of node_failures.csv marked ``used``, pooled (their interruptions
    over their GPU-hours)."""

    per_gpu_hour: float
    runs: tuple[str, ...]
    source: str  # the used rows' source cells, joined with "; "


@dataclass(frozen=True)
class NodeFailures:
    """What node failures add to one run."""

    expected_interruptions: float
    extra_hours: float
    checkpoint_interval_h: float | None
    mtbf_hours: float
    rate_per_gpu_hour: float


def failure_rate(cat: Catalog) -> FailureRate | None:
    """The pooled rate of the used rows; None when the catalog has no such row (then no failure is allowed for)."""
    return cached(cat, ("node_failures.rate",), lambda: _new_rate(cat))


def _new_rate(cat: Catalog) -> FailureRate | None:
    t = cat.tables.get("node_failures")
    if t is None or not len(t):
        return None
    used = t[t["used"].astype(bool)] if "used" in t else t.iloc[:0]
    gpu_h = pd.to_numeric(used["gpus"], errors="coerce") * pd.to_numeric(used["days"], errors="coerce") * 24.0
    n = pd.to_numeric(used["interruptions"], errors="coerce")
    ok = gpu_h.notna() & n.notna() & (gpu_h > 0)
    if not ok.any():
        return None
    rate = float(n[ok].sum() / gpu_h[ok].sum())
    if not (rate > 0 and math.isfinite(rate)):
        return None
    return FailureRate(rate, tuple(str(r) for r in used.loc[ok, "run"]),
                       "; ".join(dict.fromkeys(str(s) for s in used.loc[ok, "source"])))


def _min_expected(cat: Catalog) -> float | None:
    from ..catalog import defaults
    v = defaults(cat).get("node_failure_min_interruptions")
    return None if v is None else float(v)


def node_failures(cat: Catalog, gpus: float, hours: float, checkpoint_write_s: float | None) -> NodeFailures | None:
    """Node failures of one run of ``hours`` on ``gpus`` GPUs; None when the catalog has no rate or the run expects
    fewer than ``node_failure_min_interruptions`` of them (its figures stay those of the estimate)."""
    extra, count, interval, mtbf = failure_columns(cat, np.array([gpus], dtype=float), np.array([hours], dtype=float),
                                                   np.array([np.nan if checkpoint_write_s is None
                                                             else checkpoint_write_s], dtype=float))
    rate = failure_rate(cat)
    if rate is None or not count[0] > 0:
        return None
    return NodeFailures(float(count[0]), float(extra[0]), None if np.isnan(interval[0]) else float(interval[0]),
                        float(mtbf[0]), rate.per_gpu_hour)


def failure_columns(cat: Catalog, gpus: np.ndarray, hours: np.ndarray, write_s: np.ndarray
                    ) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """(extra hours, expected interruptions, checkpoint interval, mean time between failures) of each run, 0/0/NaN/NaN
    where none is allowed for. ``spot_overhead`` is called once per distinct (GPUs, checkpoint write) for one hour
    of work: its expected time T = W (1 + C/tau) / (1 - lost share) is proportional to the work W, so each run's
    extra is W x that hour's."""
    n = len(hours)
    extra, count = np.zeros(n), np.zeros(n)
    interval, mtbf = np.full(n, np.nan), np.full(n, np.nan)
    rate = failure_rate(cat)
    floor = _min_expected(cat)
    if rate is None or floor is None or not n:
        return extra, count, interval, mtbf
    g = np.asarray(gpus, dtype=float)
    h = np.asarray(hours, dtype=float)
    with np.errstate(invalid="ignore"):
        expect = g * h * rate.per_gpu_hour
        take = np.flatnonzero(np.isfinite(expect) & (expect >= floor) & (h > 0) & (g > 0))
    if not len(take):
        return extra, count, interval, mtbf
    w = np.asarray(write_s, dtype=float)[take]
    w = np.where(np.isfinite(w) & (w >= 0), w, -1.0)  # -1: no checkpoint write figure
    keys = pd.MultiIndex.from_arrays([g[take], w])
    codes, uniq = pd.factorize(keys)
    memo: dict = cached(cat, ("node_failures.per_hour",), dict)
    per_h = np.empty(len(uniq))
    per_n = np.empty(len(uniq))
    tau = np.empty(len(uniq))
    m = np.empty(len(uniq))
    for j, (gj, wj) in enumerate(uniq):
        v = memo.get((gj, wj, rate.per_gpu_hour))
        if v is None:
            M = 1.0 / (gj * rate.per_gpu_hour)
            so = spot_overhead(cat, 1.0, None if wj < 0 else wj, mtbf_hours=M)
            v = memo[(gj, wj, rate.per_gpu_hour)] = (so.expected_extra_hours, so.expected_interruptions,
                                                     np.nan if so.checkpoint_interval_h is None
                                                     else so.checkpoint_interval_h, M)
        per_h[j], per_n[j], tau[j], m[j] = v
    ht = h[take]
    extra[take] = ht * per_h[codes]
    count[take] = ht * per_n[codes]
    interval[take] = tau[codes]
    mtbf[take] = m[codes]
    return extra, count, interval, mtbf
