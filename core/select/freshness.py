"""Recommendations on old prices. A first choice whose price is older than defaults.csv ``stale_price_days`` gives way
to an option on a recent price that meets every requirement and is about as good (``fresh_price_tolerance``: at most
that share dearer, and for the goals fastest and balanced at most that share slower); otherwise the answer keeps its
pick and names the nearest option on a recent price and what it costs more (the ``stale_price`` warning). The rule
and its reason are the catalog's row; here are only its arithmetic and its notes (codes and numbers)."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping

import numpy as np

from ..base import FreshPricePreferred, Note, OlderPrice, StalePrice, num
from .results import Option
from .ranking import fewer_servers
from .table import Scored


def price_ages(t: Scored) -> np.ndarray:
    """Every row's price age in days (NaN: no date)."""
    return t.price_ages()


def stale_rows(t: Scored, d: Mapping) -> np.ndarray:
    """The rows whose price is older than ``stale_price_days`` (the row's ``stale``)."""
    with np.errstate(invalid="ignore"):
        return price_ages(t) > float(d["stale_price_days"])


def fresh_rows(t: Scored, d: Mapping) -> np.ndarray:
    """The rows whose price is dated within ``stale_price_days`` (an undated price is neither stale nor fresh)."""
    with np.errstate(invalid="ignore"):
        return price_ages(t) <= float(d["stale_price_days"])


def _basis(training: bool) -> str:
    """The cost the goal compares: a training's total, a service's month."""
    return "total_cost" if training else "monthly_cost"


def _best_of(t: Scored, d: Mapping, key: np.ndarray, rows: np.ndarray, training: bool) -> int | None:
    """The best of ``rows`` (a mask) by ``key``, preferring fewer servers among those close to it (the answer's own
    rule, ranking.fewer_servers); None when ``rows`` is empty."""
    if not rows.any():
        return None
    masked = np.where(rows, key, np.inf)
    return fewer_servers(t, rows, int(np.argmin(masked)), masked, training, d["close_tolerance"])


def fresher_pick(t: Scored, d: Mapping, key: np.ndarray, ok: np.ndarray, first: int, training: bool) -> int:
    """``first`` (the best of ``ok`` by the goal), or, when its price is stale, the best option of ``ok`` on a recent
    price that costs at most ``fresh_price_tolerance`` more (for the goals fastest and balanced also at most that
    much slower): the catalog's rule for recommendations on old prices."""
    tol = d.get("fresh_price_tolerance")
    if tol is None or not np.isfinite(tol) or tol < 0 or not bool(stale_rows(t, d)[first]):
        return first
    cost = np.asarray(t[_basis(training)], dtype=float)
    with np.errstate(invalid="ignore"):
        close = ok & fresh_rows(t, d) & (cost <= cost[first] * (1.0 + tol))
        if training and t.sc.objective in ("fastest", "balanced"):
            hours = np.asarray(t["run_hours"], dtype=float)
            close &= hours <= hours[first] * (1.0 + tol)
    pick = _best_of(t, d, key, close, training)
    return first if pick is None else pick


def nearest_fresh(t: Scored, d: Mapping, key: np.ndarray, ok: np.ndarray, training: bool) -> tuple[int | None, int]:
    """The best option of ``ok`` on a recent price by the goal (None: there is none) and how many offerings of ``ok``
    are on a recent price."""
    rows = ok & fresh_rows(t, d)
    offers = np.unique(t.r_off[rows]) if rows.any() else ()
    return _best_of(t, d, key, rows, training), len(offers)


def _diffs(r: Mapping, base: Mapping, training: bool) -> dict:
    """What ``r`` costs more than ``base`` (and the share), and how much slower it is (training)."""
    basis = _basis(training)
    diff = float(r[basis]) - float(base[basis])
    out: dict = {"cost_diff": diff, "pct": 100.0 * diff / float(base[basis]) if float(base[basis]) else 0.0,
                 "hours_diff": float(r["run_hours"]) - float(base["run_hours"]) if training else None}
    if not training:
        out["per"] = "month"
    return out


def fresh_preferred(first: Mapping, row: Mapping, d: Mapping, training: bool) -> FreshPricePreferred:
    """The reason for a pick the rule made: the first choice (row ``first``), its price's date and age, and what the
    pick (``row``) costs more."""
    return FreshPricePreferred(
        provider=str(first["provider"]), instance_type=str(first["instance_type"]), gpu=str(first["gpu"]),
        gpu_count=num(first["gpu_total"]), gpus_per_node=num(first["gpus_per_node"]),
        instances=int(first["instances"]), billing=str(first["billing"]), cost=float(first[_basis(training)]),
        as_of=str(first["as_of"]), age_days=float(first["price_age_days"]), limit_days=float(d["stale_price_days"]),
        tolerance_pct=100.0 * float(d["fresh_price_tolerance"]), **_diffs(row, first, training))


def with_nearest_fresh(warnings: tuple[Note, ...], row: Mapping, fresh: Mapping | None, count: int,
                       training: bool) -> tuple[Note, ...]:
    """The pick's ``stale_price`` warning with the nearest option on a recent price (``fresh``: its row; None: no
    option that meets every requirement has one, ``count`` 0)."""
    extra: dict = {"fresh_options": int(count)}
    if fresh is not None:
        extra.update(fresh_provider=str(fresh["provider"]), fresh_instance_type=str(fresh["instance_type"]),
                     fresh_gpu=str(fresh["gpu"]), fresh_gpu_count=num(fresh["gpu_total"]),
                     fresh_gpus_per_node=num(fresh["gpus_per_node"]), fresh_instances=int(fresh["instances"]),
                     fresh_billing=str(fresh["billing"]), fresh_as_of=str(fresh["as_of"]),
                     fresh_cost=float(fresh[_basis(training)]), **_diffs(fresh, row, training))
    return tuple(dataclasses.replace(n, **extra) if isinstance(n, StalePrice) else n for n in warnings)


def first_lost(alt: Option, first: Mapping, row: Mapping, d: Mapping, training: bool) -> Option:
    """The first choice's place among the alternatives when a recent price took it (``alt``, its option): why it lost
    is its old price (``older_price``), then what it costs more or how much slower it is, if it does or is (a
    ranking of the goal or the fewer-servers rule would not say why)."""
    diff = _diffs(first, row, training)["cost_diff"]
    why = OlderPrice(as_of=str(first["as_of"]), age_days=float(first["price_age_days"]),
                     limit_days=float(d["stale_price_days"]), cheaper_by=-diff,
                     tolerance_pct=100.0 * float(d["fresh_price_tolerance"]), cost=float(first[_basis(training)]))
    return dataclasses.replace(alt, lost=(why, *(n for n in alt.lost if n.code in ("costs_more", "slower"))))
