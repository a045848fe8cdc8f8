"""Cluster sizes a training job is tried on: the largest cluster each provider rents, a geometric grid of node
counts up to it, and the grid refined where the cost-time front runs (numpy only, no Qt).

The grid is 1, 2, 4 ... servers and the provider's largest cluster itself (``cluster_max_nodes_<provider>`` in
defaults.csv, else ``cluster_max_nodes``; never more than ``cluster_max_gpus`` GPUs). Between two grid points the
time and cost of a job change smoothly, so only the points on the cost-time front get their neighbours' geometric
midpoints: 3, 6, 12 ... servers next to a front point at 4 or 8, then 5, 7 ... next to those, a few passes at most. The fronts are taken per
provider, region and GPU model, so a filter on any of them never changes the clusters of what it keeps. The work
grows with the fronts, not with the largest cluster.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import numpy as np

# Refinement passes: each puts the geometric midpoint between a front point and its grid neighbours.
REFINE_PASSES = 1


def provider_caps(d: Mapping[str, float], providers: Sequence[str]) -> np.ndarray:
    """The most servers one cluster may have, per provider: its own ``cluster_max_nodes_<provider>`` default
    where the catalog has one, else ``cluster_max_nodes``."""
    fallback = float(d["cluster_max_nodes"])
    return np.array([float(d.get(f"cluster_max_nodes_{p}", fallback)) for p in providers], dtype=float)


def max_nodes(d: Mapping[str, float], gpu_count: np.ndarray, cap: np.ndarray, multi: np.ndarray) -> np.ndarray:
    """The largest cluster (servers) of each offering: 1 where it is not built into clusters, else its provider's
    cap, never more than ``cluster_max_gpus`` GPUs (at least one server)."""
    with np.errstate(divide="ignore", invalid="ignore"):
        by_gpus = np.floor(float(d["cluster_max_gpus"]) / gpu_count)
    top = np.minimum(cap, by_gpus)
    top = np.where(np.isfinite(top), top, 1.0)
    return np.where(multi, np.maximum(top, 1.0), 1.0).astype(np.int64)


def node_grid(top: np.ndarray, extra: Mapping[int, Sequence[int]] | None = None) -> tuple[np.ndarray, np.ndarray]:
    """(offering, nodes) of every cluster tried, grouped by offering, nodes ascending: 1, 2, 4 ... up to ``top`` and
    ``top`` itself, plus ``extra`` node counts per offering (refinements; kept within 1..top)."""
    top = np.maximum(np.asarray(top, dtype=np.int64), 1)
    n_off = len(top)
    k = (np.floor(np.log2(top)) + 1).astype(np.int64)
    on_off = np.repeat(np.arange(n_off, dtype=np.int64), k)
    starts = np.repeat(np.cumsum(k) - k, k)
    nodes = (2 ** (np.arange(len(on_off)) - starts)).astype(np.int64)
    odd = np.flatnonzero(top != 2 ** (k - 1))  # the cap itself when it is not a power of two
    add_off = [odd]
    add_n = [top[odd]]
    for o, wanted in (extra or {}).items():
        ns = np.asarray([int(x) for x in wanted if 1 <= int(x) <= int(top[o])], dtype=np.int64)
        add_off.append(np.full(len(ns), o, dtype=np.int64))
        add_n.append(ns)
    on_off = np.concatenate([on_off, *add_off])
    nodes = np.concatenate([nodes, *add_n])
    if len(on_off) == 0:
        return on_off, nodes
    key = np.unique(on_off * (int(top.max()) + 1) + nodes)  # sorted: by offering, then nodes
    return key // (int(top.max()) + 1), key % (int(top.max()) + 1)


def _front(cost: np.ndarray, hours: np.ndarray) -> np.ndarray:
    """Positions of the points no other point beats on both cost and hours."""
    ok = np.flatnonzero(np.isfinite(cost) & np.isfinite(hours))
    if not len(ok):
        return ok
    order = ok[np.lexsort((hours[ok], cost[ok]))]
    h = hours[order]
    best_before = np.concatenate(([np.inf], np.minimum.accumulate(h)[:-1]))
    return order[h < best_before]


def refinements(offer: np.ndarray, nodes: np.ndarray, cost: np.ndarray, hours: np.ndarray, group: np.ndarray,
                top: np.ndarray) -> dict[int, list[int]]:
    """New node counts per offering: the geometric midpoints between each front point and its neighbours on its
    offering's grid. The front is taken within each ``group`` (provider, region and GPU model): a scenario's
    provider, region and GPU filters keep or drop whole groups, so an offering's grid is the same whatever the
    filters and whichever other offerings are priced. Empty when the fronts are as fine as whole servers allow."""
    on_front = np.zeros(len(offer), dtype=bool)
    order = np.argsort(group, kind="stable")
    bounds = np.flatnonzero(np.diff(group[order])) + 1
    for members in np.split(order, bounds):
        if len(members):
            on_front[members[_front(cost[members], hours[members])]] = True
    out: dict[int, list[int]] = {}
    for i in np.flatnonzero(on_front):
        o, n = int(offer[i]), int(nodes[i])
        lo, hi = np.searchsorted(offer, o, side="left"), np.searchsorted(offer, o, side="right")
        grid = nodes[lo:hi].tolist()  # this offering's node counts, ascending (node_grid's order)
        j = grid.index(n)
        for nb in (grid[j - 1] if j > 0 else None, grid[j + 1] if j + 1 < len(grid) else None):
            if nb is None:
                continue
            mid = int(round(float(np.sqrt(n * nb))))
            if mid not in grid and 1 <= mid <= int(top[o]) and mid not in out.get(o, ()):
                out.setdefault(o, []).append(mid)
    return out
