"""Ranking: the rank key of each objective, closeness to the constraints, the Pareto front of cost against
hours, the best row of each group and the preference for fewer servers."""

from __future__ import annotations

import numpy as np
import pandas as pd

from ..base import nan_to_num
from .common import HARD
from .table import CHUNK, Scored


def rank_key(df: Scored | pd.DataFrame, objective: str, d: dict, pool: np.ndarray) -> np.ndarray:
    """Lower is better, compared within ``pool`` (a row mask). Cheapest: cost, then hours. Fastest: hours (those
    within close_tolerance of the fastest count as the fastest), then cost. Balanced: w * log(cost) + (1 - w) * log(hours) with w = balanced_cost_weight (0.5: a 1% saving of cost
    is worth a 1% longer run, i.e. the least cost x time); hours below balanced_time_floor_hours count as that
    many (a run that ends within a working day is fast enough), so among such runs cost decides and a short job is
    not spread over dozens of servers to save minutes. (Scores on the raw log scales, not normalised over the
    front: a front of two points would tie.)"""
    cost = np.asarray(df["total_cost"], dtype=float)
    hours = np.asarray(df["run_hours"], dtype=float)
    # Ties break on the other quantity, scaled far below any real difference: ``tie`` (a new array) becomes
    # ``nan_to_num(x / (nanmax(|x|) + 1)) * 1e-9`` in place (the same operations as written out, without a new
    # column for each of them).
    def tie(x, finite_only=False):
        out = np.abs(x)
        if len(x):
            with np.errstate(invalid="ignore"):
                top = np.nanmax(out[np.isfinite(x)], initial=0.0) if finite_only else np.nanmax(out)
                np.divide(x, top + 1.0, out=out)
        nan_to_num(out, copy=False)
        out *= 1e-9
        return out
    if objective == "fastest":
        # Times within close_tolerance of the fastest in ``pool`` count as that fastest, so cost decides among
        # them: a run 2 seconds longer in 4.7 hours is as fast (the estimate's own range is tens of percent wide),
        # and 512 B200 at ¥127,783 were chosen over the same 512 at ¥88,011 for those 2 seconds (walk 19b)
        tol = float(d.get("close_tolerance", 0.0) or 0.0)
        fin = np.isfinite(hours) & np.asarray(pool, dtype=bool)
        if tol > 0 and fin.any():
            best = float(np.min(hours[fin]))
            hours = np.where(hours <= best * (1.0 + tol), best, hours)
        out = tie(cost)
        return np.add(hours, out, out=out)
    if objective == "balanced" and np.isfinite(hours).any():
        w = d["balanced_cost_weight"]
        floor = max(float(d["balanced_time_floor_hours"]), 1e-9)
        with np.errstate(divide="ignore", invalid="ignore"):
            score = np.log(cost)
            score *= w
            part = np.maximum(hours, floor)
            np.log(part, out=part)
            part *= 1 - w
            score += part
            del part
            valid = np.isfinite(cost)
            valid &= np.isfinite(hours)
            valid &= cost > 0
            valid &= hours > 0
        score[~valid] = np.inf
        del valid
        score += tie(cost)
        return score
    out = tie(hours, finite_only=True)
    return np.add(cost, out, out=out)


def closeness_of(df, rows: np.ndarray | None = None, tolerance: float | None = None) -> np.ndarray:
    """How far a row is from meeting every constraint, compared in order: first how many of deadline and budget
    cannot be measured on it (no hours or no cost), then how many hard constraints it breaks, then its relative
    excess over deadline and budget. Rows behind the closest of those levels are +inf (an order, not weights: no
    excess can outweigh a broken constraint). ``rows``: only those rows (positions).

    ``tolerance`` (defaults.csv missed_deadline_tolerance): when no row of the closest level meets the deadline, a
    miss up to 1 + tolerance times the least possible one (the fastest of them, start-up included) counts as met
    (``deadline_window``), so among the options about as fast as the fastest possible the rank key decides. Without
    it the fastest row is closest however little faster and however much dearer (512 GPUs for 10 minutes at 400
    times the cost of two servers' 18 minutes, past a deadline of 36 seconds)."""
    level, over_t, over_b, checked, base_t = _closeness_parts(df, rows)
    if tolerance is not None and len(level):
        reach = deadline_window(checked, level == level.min(), base_t, tolerance)
        if reach is not None:  # no row of the closest level meets the deadline: the excess over the window
            window = reach[1]
            with np.errstate(divide="ignore", invalid="ignore"):
                over_t = np.where(np.isnan(checked), 0.0, np.maximum(checked - window, 0) / window)
    excess = np.where(np.isfinite(over_t), over_t, 0.0) + np.where(np.isfinite(over_b), over_b, 0.0)
    return np.where(level == level.min(), excess, np.inf) if len(level) else excess


def _closeness_parts(df, rows: np.ndarray | None):
    """closeness_of's parts: each row's level (unmeasurable deadline or budget, then broken hard constraints), its
    relative excess over the deadline and over the budget, the hours the deadline is checked against and the
    deadline (a number, or per row where the table does not know it)."""
    def col(name, dtype):
        a = np.asarray(df[name], dtype=dtype)
        return a if rows is None else a[rows]
    dl = col("deadline_over_hours", float)
    run = col("run_hours", float)
    # The excesses relative to the deadline and the budget themselves (a Scored table knows both). Read back from a
    # row as run - over they are wrong where the check is at the slow end of the range (long runs): a run of 174 h
    # checked at 278 h against 100 h gave a base of -4 h and a closeness of -44, so the row furthest past the
    # deadline came out "closest".
    deadline = getattr(getattr(df, "sc", None), "deadline_hours", None)
    budget = getattr(df, "budget", None)
    with np.errstate(divide="ignore", invalid="ignore"):
        base_t = float(deadline) if deadline else run - dl
        over_t = np.where(np.isnan(dl), 0.0, np.maximum(dl, 0) / base_t)
        spend = col("budget_spend", float)
        bo = col("budget_over", float)
        base_b = float(budget) if budget else spend - bo
        over_b = np.where(np.isnan(bo), 0.0, np.maximum(bo, 0) / base_b)
    hard_miss = sum((~col(f"c_{c}", bool)).astype(np.int64) for c in HARD)
    unmeasured = (~np.isfinite(over_t)).astype(np.int64) + (~np.isfinite(over_b)).astype(np.int64)
    level = unmeasured * (len(HARD) + 1) + hard_miss  # exact: unmeasured first, then broken constraints
    return level, over_t, over_b, base_t + dl, base_t


def missed_deadline(df, tolerance: float, as_fast: float = 0.0) -> tuple[int, float] | None:
    """When no row of the closest level (closeness_of) meets the deadline: the fastest of them (its position; the
    cheapest of those within ``as_fast``, a share, of its time: 48 B200 in 10.5 minutes for $46 rather than 512 in
    10.1 minutes for $693) and the time up to which a miss counts as about as close (``deadline_window``); None when
    one meets it."""
    level, _, _, checked, base_t = _closeness_parts(df, None)
    reach = deadline_window(checked, level == level.min(), base_t, tolerance) if len(level) else None
    if reach is None:
        return None
    with np.errstate(invalid="ignore"):
        same = np.flatnonzero((level == level.min()) & (checked <= checked[reach[0]] * (1.0 + max(as_fast, 0.0))))
    cost = np.asarray(df["total_cost"], dtype=float)[same]
    return (int(same[lexmin(cost, same.astype(float))]) if len(same) else reach[0]), reach[1]


def deadline_window(checked: np.ndarray, pool: np.ndarray, deadline, tolerance: float) -> tuple[int, float] | None:
    """When no row of ``pool`` meets the deadline, the fastest of them (its position in ``checked``) and the time
    that counts as "about as late as the least possible": the deadline plus (1 + tolerance) times the least miss
    past it (the fastest row's ``checked`` hours, the hours the deadline is checked against, start-up included).
    None when one of them meets it, or none has hours (then the deadline itself decides). Scaled by the miss, not
    the time: beside a deadline of 100 h that the fastest option misses by 8 h, a run of 116 h is about as close
    (tolerance 1), not one of 216 h; beside 36 seconds that nothing beats 10 minutes, about 20 minutes is."""
    dl = deadline[pool] if isinstance(deadline, np.ndarray) else deadline
    with np.errstate(invalid="ignore"):
        late = checked[pool] - dl
        ok = np.isfinite(late)
    if not ok.any() or (late[ok] <= 0).any():
        return None
    j = int(np.flatnonzero(ok)[np.argmin(late[ok])])
    base = float(dl[j]) if isinstance(dl, np.ndarray) else float(dl)
    return int(np.flatnonzero(pool)[j]), base + float(late[j]) * (1.0 + max(float(tolerance), 0.0))


def pareto_front(cost: np.ndarray, hours: np.ndarray) -> np.ndarray:
    """Indices of the rows no other row beats on both cost and hours (sorted by cost).

    Many rows share an hours figure (same hardware, other regions or prices): only the cheapest row of
    each distinct hours value can be on the front, so the sort runs over those few."""
    ok = np.flatnonzero(np.isfinite(cost) & np.isfinite(hours))
    if not len(ok):
        return ok
    # Rows dearer than the cheapest of the fastest, or slower than the fastest of the cheapest, are dominated
    # by that row: dropped first, in one pass (the front itself is unchanged).
    c, h = cost[ok], hours[ok]
    fastest = h == h.min()
    cheapest = c == c.min()
    ok = ok[(c <= c[fastest].min()) & (h <= h[cheapest].min())]
    h_ok = hours[ok]
    by = np.lexsort((cost[ok], h_ok))  # per distinct hours value, its rows cheapest first (then first seen)
    hb = h_ok[by]
    first = by[np.concatenate(([True], hb[1:] != hb[:-1]))]
    best = ok[first]  # the cheapest row per distinct hours value
    order = best[np.lexsort((hours[best], cost[best]))]
    h = hours[order]
    best_before = np.concatenate(([np.inf], np.minimum.accumulate(h)[:-1]))
    return order[h < best_before]


def lexmin(primary: np.ndarray, secondary: np.ndarray) -> int:
    """The first row in ``np.lexsort((secondary, primary))`` order, without sorting every row."""
    valid = ~np.isnan(primary)
    cand = np.flatnonzero(primary == primary[valid].min()) if valid.any() else np.arange(len(primary))
    return int(cand[np.lexsort((secondary[cand],))[0]])


def best_by_group(codes: np.ndarray, feasible: np.ndarray, key: np.ndarray) -> np.ndarray:
    """For each group, its first row in ``np.lexsort((key, ~feasible))`` order (feasible first, then key with NaN
    last, then row number); the groups' rows returned in that same order. Each row's tier (infeasible x 2 + NaN
    key) and key are looked at a block of rows at a time: the best tier of each group, then the lowest key within
    it, then the rows that have both (no column-long temporaries)."""
    if not len(codes):
        return np.zeros(0, dtype=np.int64)
    codes = np.asarray(codes)
    lo = int(codes.min())  # categorical codes may hold -1 (no name): a group of its own
    ng = int(codes.max()) - lo + 1
    n = len(codes)
    # Each row's group from 0 (a narrow copy: the blocks below read it three times) and tier.
    small = np.int16 if ng < 2 ** 15 else np.int64
    codes = codes.astype(small) if lo == 0 else (codes.astype(np.int64) - lo).astype(small)
    tier = (~feasible).astype(np.int8)
    tier *= 2
    tier += np.isnan(key)

    def k0(a: int, b: int) -> np.ndarray:
        k = key[a:b]
        return np.where(np.isnan(k), 0.0, k)
    tmin = np.full(ng, 4, dtype=np.int8)
    for a in range(0, n, CHUNK):
        np.minimum.at(tmin, codes[a:a + CHUNK], tier[a:a + CHUNK])
    kmin = np.full(ng, np.inf)
    for a in range(0, n, CHUNK):
        c = codes[a:a + CHUNK]
        m = tier[a:a + CHUNK] == tmin[c]
        np.minimum.at(kmin, c[m], k0(a, a + CHUNK)[m])
    hits = []
    for a in range(0, n, CHUNK):
        c = codes[a:a + CHUNK]
        hits.append(np.flatnonzero((tier[a:a + CHUNK] == tmin[c]) & (k0(a, a + CHUNK) == kmin[c])) + a)
    hit = np.concatenate(hits)
    c, tier, k0h = codes[hit], tier[hit], np.where(np.isnan(key[hit]), 0.0, key[hit])
    _, first = np.unique(c, return_index=True)
    rows = hit[first]
    return rows[np.lexsort((rows, k0h[first], tier[first]))]


def masked_argmin(key: np.ndarray, mask: np.ndarray) -> int | None:
    """``others[np.argmin(key[others])]`` for ``others = np.flatnonzero(mask)`` (the first NaN if any, else the first
    lowest), a block of rows at a time; None when no row is in ``mask``."""
    best, best_v = None, np.inf
    for a in range(0, len(key), CHUNK):
        idx = np.flatnonzero(mask[a:a + CHUNK])
        if not len(idx):
            continue
        v = key[a:a + CHUNK][idx]
        j = int(np.argmin(v))
        if np.isnan(v[j]):
            return a + int(idx[j])
        if best is None or v[j] < best_v:
            best, best_v = a + int(idx[j]), v[j]
    return best


def fewer_servers(t, feasible: np.ndarray, best: int, key: np.ndarray, training: bool, tol: float) -> int:
    """Among the feasible rows within ``tol`` of the best one in cost and in time (a service: in monthly cost),
    the one on the fewest servers (then the best ranked): fewer, larger servers are simpler and fail less.
    For the goal "fastest" the time is measured from the fastest feasible row, not from the best one: rank_key
    already counts times within ``tol`` of the fastest as the fastest, so the best may be up to ``tol`` behind it,
    and a second ``tol`` on top let a pick run about 10% longer than the fastest (2 x 5%, walk 21)."""
    cost = np.asarray(t["monthly_cost" if not training else "total_cost"], dtype=float)
    close = feasible & (cost <= cost[best] * (1 + tol))
    if training:
        hours = np.asarray(t["run_hours"], dtype=float)
        ref = float(hours[best])
        if getattr(getattr(t, "sc", None), "objective", None) == "fastest":
            fin = feasible & np.isfinite(hours)
            if fin.any():
                ref = min(ref, float(np.min(hours[fin])))
        close &= hours <= ref * (1 + tol)
    idx = np.flatnonzero(close)
    if len(idx) <= 1:
        return best
    inst = np.asarray(t.at("instances", idx) if isinstance(t, Scored) else np.asarray(t["instances"])[idx],
                      dtype=float)
    fewest = idx[inst == inst.min()]
    return int(fewest[np.argmin(key[fewest])])
