"""Cluster sizes a job is tried on: the largest cluster each provider rents, a geometric grid of node counts up to
it, and the grid refined where the cost-time front runs (numpy only, no Qt). A service is tried on the same grid up
to ``serving_max_nodes`` servers (defaults.csv): a replica split across servers.

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
import pandas as pd

from ..base import combo_codes

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


def serving_max_nodes(d: Mapping[str, float], top: np.ndarray) -> np.ndarray:
    """The largest cluster (servers) a service is tried on per offering: one replica of a model too large for one
    server is split across at most ``serving_max_nodes`` servers (defaults.csv; tensor parallel within a server,
    one pipeline stage per server, as vLLM and SGLang serve such a model), never more than the offering's own cap
    ``top`` (``max_nodes``). The grid of 1, 2, 4 ... servers up to it is tried; the estimate refuses a split across
    servers when one server holds the model (``serving_fits_one_server``), so a service that fits one server keeps
    one-server replicas. A catalog older than that row serves on one server."""
    cap = float(d.get("serving_max_nodes", 1.0))
    return np.maximum(np.minimum(np.asarray(top, dtype=np.int64), int(max(cap, 1.0))), 1)


def node_grid(top: np.ndarray, extra: tuple[np.ndarray, np.ndarray] | None = None) -> tuple[np.ndarray, np.ndarray]:
    """(offering, nodes) of every cluster tried, grouped by offering, nodes ascending: 1, 2, 4 ... up to ``top`` and
    ``top`` itself, plus ``extra`` clusters (offering, nodes) (refinements; kept within 1..top)."""
    top = np.maximum(np.asarray(top, dtype=np.int64), 1)
    n_off = len(top)
    k = (np.floor(np.log2(top)) + 1).astype(np.int64)
    odd = top != 2 ** (k - 1)  # the cap itself when it is not a power of two: one more point, last
    count = k + odd
    on_off = np.repeat(np.arange(n_off, dtype=np.int64), count)
    pos = np.arange(len(on_off)) - np.repeat(np.cumsum(count) - count, count)
    nodes = (2 ** pos).astype(np.int64)
    last = np.cumsum(count)[odd] - 1
    nodes[last] = top[odd]  # already grouped by offering, nodes ascending
    if len(on_off) == 0 or extra is None or not len(extra[0]):
        return on_off, nodes
    return with_clusters(on_off, nodes, top, extra)


def with_clusters(on_off: np.ndarray, nodes: np.ndarray, top: np.ndarray,
                  extra: tuple[np.ndarray, np.ndarray]) -> tuple[np.ndarray, np.ndarray]:
    """The grid ``on_off``/``nodes`` (grouped by offering, nodes ascending, as node_grid gives it) with the ``extra``
    clusters (offering, nodes) put in their places, each once and within 1..``top`` of its offering."""
    if len(on_off) == 0 or not len(extra[0]):
        return on_off, nodes
    top = np.maximum(np.asarray(top, dtype=np.int64), 1)
    add_off, add_n = (np.asarray(a, dtype=np.int64) for a in extra)
    inside = (add_n >= 1) & (add_n <= top[add_off])
    m = int(top.max()) + 1
    key = on_off * m + nodes  # sorted and unique
    more = _sorted_unique(add_off[inside] * m + add_n[inside])
    at = np.searchsorted(key, more)
    new = (at == len(key)) | (key[np.minimum(at, len(key) - 1)] != more)
    key = np.insert(key, at[new], more[new])  # by offering, then nodes
    return key // m, key % m


def _sorted_unique(key: np.ndarray) -> np.ndarray:
    """``np.unique`` of integer keys by sorting: numpy 2.4's hash-based unique takes over a second on the
    1.5 million sorted keys of a 200,000-offering grid, a sort and a comparison a few milliseconds."""
    s = np.sort(key)
    return s[np.concatenate(([True], s[1:] != s[:-1]))] if len(s) else s


def front_rows(cost: np.ndarray, hours: np.ndarray, group: np.ndarray) -> np.ndarray:
    """Whether each point is on its group's cost-time front: no point of the same group is at most as dear and
    at most as slow (the cheapest first; on ties of cost, the fastest). Vectorised over every group at once."""
    ok = np.isfinite(cost) & np.isfinite(hours)
    idx = np.flatnonzero(ok)
    out = np.zeros(len(cost), dtype=bool)
    if not len(idx):
        return out
    idx = _cheapest_of_equal_hours(idx, cost, hours, group)
    order = _by_group_cost_hours(idx, cost, hours, group)
    g, h = group[order], hours[order]
    # The fastest time of the cheaper points of the same group (a running minimum restarted at each group).
    starts = np.flatnonzero(np.concatenate(([True], g[1:] != g[:-1])))
    if len(starts) <= 5000:
        best = np.empty_like(h)
        for a, b in zip(starts.tolist(), [*starts[1:].tolist(), len(h)]):
            best[a:b] = np.minimum.accumulate(h[a:b])
    else:
        best = pd.Series(h).groupby(g, sort=False).cummin().to_numpy()
    before = np.concatenate(([np.inf], best[:-1]))
    before[starts] = np.inf
    out[order[h < before]] = True
    return out


def _cheapest_of_equal_hours(idx: np.ndarray, cost: np.ndarray, hours: np.ndarray, group: np.ndarray) -> np.ndarray:
    """Of the points ``idx`` (ascending), the cheapest of each group and hours figure (the first of equally cheap
    ones), ascending: only it can be on its group's front (the others are at least as dear and as slow, and come
    after it in the front's order), so the front is the same from these alone. Many points share an hours figure
    (the same configuration priced by many offerings): the sort that follows runs over far fewer points."""
    codes, _ = combo_codes([group[idx], hours[idx]])
    c = cost[idx]
    best = np.full(int(codes.max()) + 1, np.inf)
    np.minimum.at(best, codes, c)
    at_min = np.flatnonzero(c == best[codes])
    first = np.full(len(best), -1, dtype=np.int64)
    first[codes[at_min][::-1]] = at_min[::-1]  # the first point at the minimum of each (the last write wins)
    return idx[np.sort(first)]


def _by_group_cost_hours(idx: np.ndarray, cost: np.ndarray, hours: np.ndarray, group: np.ndarray) -> np.ndarray:
    """``idx`` (ascending) in ``np.lexsort((hours, cost, group))`` order: two stable sorts, then hours only within
    the runs of equal group and cost (a three-key lexsort of 1.5 million points takes a few tenths of a second)."""
    o = np.argsort(cost[idx], kind="stable")
    g = group[idx][o]
    if len(g) and 0 <= g.min() and g.max() < 2 ** 15:
        g = g.astype(np.int16)  # a stable sort of 16-bit integers is a radix sort
    order = idx[o[np.argsort(g, kind="stable")]]
    gs, cs = group[order], cost[order]
    same = (gs[1:] == gs[:-1]) & (cs[1:] == cs[:-1])
    if same.any():
        run = np.cumsum(np.concatenate(([True], ~same)))
        pos = np.flatnonzero(np.concatenate((same, [False])) | np.concatenate(([False], same)))
        order[pos] = order[pos[np.lexsort((hours[order[pos]], run[pos]))]]
    return order


def refinements(offer: np.ndarray, nodes: np.ndarray, cost: np.ndarray, hours: np.ndarray, group: np.ndarray,
                top: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """New clusters (offering, nodes), by offering then nodes, each once: the geometric midpoints between each front
    point and its neighbours on its
    offering's grid (``offer``/``nodes`` grouped by offering, nodes ascending, as node_grid gives them). The
    front is taken within each ``group`` (provider, region and GPU model): a scenario's provider, region and GPU
    filters keep or drop whole groups, so an offering's grid is the same whatever the filters and whichever
    other offerings are priced. Empty when the fronts are as fine as whole servers allow."""
    on_front = front_rows(cost, hours, group)
    i = np.flatnonzero(on_front)
    add_off, add_n = [], []
    for j in (i - 1, i + 1):  # the grid neighbours below and above, where they belong to the same offering
        inside = (j >= 0) & (j < len(offer))
        a, b = i[inside], j[inside]
        same = offer[a] == offer[b]
        a, b = a[same], b[same]
        lo, hi = np.minimum(nodes[a], nodes[b]), np.maximum(nodes[a], nodes[b])
        mid = np.rint(np.sqrt(lo.astype(float) * hi)).astype(np.int64)
        keep = (mid > lo) & (mid < hi) & (mid <= top[offer[a]])
        add_off.append(offer[a][keep])
        add_n.append(mid[keep])
    m = int(nodes.max()) + 2 if len(nodes) else 2
    key = _sorted_unique(np.concatenate(add_off) * m + np.concatenate(add_n))
    return key // m, key % m
