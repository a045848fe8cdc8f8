"""Numbers behind the charts, computed here so the GUI only draws (no arithmetic in gui/).

* ``scatter``: every candidate that meets the hard constraints, as (hours, cost) points with labels.
* ``billing_curves``: for one instance, what a month costs against hours used in that month, per
  billing mode, and where the modes break even.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pandas as pd

@dataclass(frozen=True)
class ScatterData:
    hours: np.ndarray
    cost: np.ndarray
    gpu: np.ndarray  # GPU model per point (for colours)
    row: np.ndarray  # row position in the candidates table (to select a point)
    feasible: np.ndarray
    cost_kind: str  # "total" (the job) or "monthly" (a month of it), matching the budget's period


def scatter(candidates: pd.DataFrame, budget_per: str | None, max_points: int = 20000,
            x: str = "run_hours", fast: np.ndarray | None = None) -> ScatterData:
    """Candidates meeting the hard constraints (fits, providers, spot...), cheapest first when thinned.

    ``x`` is the column on the horizontal axis: running hours for a job, ``gpu_total`` for serving
    (a service runs all month, so its hours say nothing; its size does). ``hours`` holds that column.
    ``feasible``: the point meets every requirement the answer is chosen by (the deadline, the budget and, for a chat
    service, a chat's limits: ``fast``, ``chat_fast_rows`` over the candidates; None: not a chat).
    """
    none = np.array([])
    empty = ScatterData(none, none, none, none, none, "total")
    if candidates is None or candidates.empty or x not in candidates.columns:
        return empty
    df = candidates
    mask = df["hard_ok"].to_numpy(bool) & np.isfinite(df[x].to_numpy(float))
    kind = "monthly" if budget_per == "month" else "total"
    cost = df["monthly_cost" if kind == "monthly" else "total_cost"].to_numpy(float)
    mask &= np.isfinite(cost)
    rows = np.flatnonzero(mask)
    if len(rows) > max_points:  # keep the cheapest points for each GPU model; the rest add nothing visible
        order = rows[np.argsort(cost[rows], kind="stable")]
        rows = np.sort(order[:max_points])
    every = df["feasible"].to_numpy(bool)
    meets = every[rows]
    if fast is not None and len(fast) == len(every):
        meets = meets & np.asarray(fast, dtype=bool)[rows]
    return ScatterData(df[x].to_numpy(float)[rows], cost[rows], df["gpu"].to_numpy(object)[rows], rows, meets, kind)


def chat_fast_rows(rec, sc, cat) -> np.ndarray | None:
    """For a chat service: whether each candidate row (``rec.candidates``' order) answers within a chat's limits
    (``serving_time.chat_fast``: an option slower than those is no answer for a chat, whatever its price: walk 24's
    4 x A40 at half the pick's price, drawn as if it met every requirement). None for any other job."""
    from .common import select_defaults
    from .serving_time import chat_fast
    t = getattr(rec, "_table", None)
    if t is None or getattr(sc, "task", None) != "inference":
        return None
    return chat_fast(t, sc, select_defaults(cat))


#: What a chart's point can miss (``point_misses``), in the order said: the codes of a what-if row's ``broken``, and
#: the deadline or the budget missed only at the slow end of the estimate's likely range (where that is checked:
#: preferences.plan_for; a point at ¥73,811 under a ¥100,000 line is over it only if it runs slowly)
POINT_MISSES = ("deadline", "deadline_slow_end", "budget", "budget_slow_end", "chat_ttft", "chat_tpot")


def point_misses(rec, sc, cat, row: int) -> tuple[str, ...]:
    """The requirements candidate ``row`` misses, as codes of ``POINT_MISSES`` (its constraint columns, and a chat's
    first token and time a token as ``serving_time_note`` judges them): what a chart's point names when hovered."""
    from .common import select_defaults
    from .serving_time import serving_time_note
    rows = [int(row)]
    out: list[str] = []
    deadline = getattr(sc, "deadline_hours", None)
    budget = ((rec.assumptions or {}).get("budget") or {}).get("in_result_currency")
    for code, limit, column in (("deadline", deadline, "run_hours"), ("budget", budget, "budget_spend")):
        if bool(rec.candidate_values(f"c_{code}", rows)[0]):
            continue
        expected = float(rec.candidate_values(column, rows)[0])
        slow_end = limit is not None and np.isfinite(expected) and expected <= float(limit) * (1 + 1e-9)
        out.append(f"{code}_slow_end" if slow_end else code)
    if getattr(sc, "task", None) == "inference" and getattr(sc, "service_use", None) == "chat":
        est = {k: rec.candidate_values(k, rows)[0] for k in ("ttft_s", "latency_s")}
        timed = serving_time_note(est, sc, select_defaults(cat))
        if timed is not None and timed.slow:
            if timed.chat_ttft_s is not None and timed.ttft_s > timed.chat_ttft_s * (1 + 1e-9):
                out.append("chat_ttft")
            if timed.chat_tpot_s is not None and timed.tpot_s > timed.chat_tpot_s * (1 + 1e-9):
                out.append("chat_tpot")
    return tuple(out)


@dataclass(frozen=True)
class BillingCurve:
    billing: str
    hours: np.ndarray  # hours used in a month
    cost: np.ndarray  # cost of that month
    unit_price: float
    flat: bool  # a subscription or commitment: the same whatever the hours


@dataclass(frozen=True)
class BillingChart:
    curves: tuple[BillingCurve, ...]
    break_even: tuple[tuple[str, str, float, float], ...]  # (mode a, mode b, hours, cost) where they cross
    hours_per_month: float
    currency: str


def billing_curves(candidates: pd.DataFrame | None, row: int, hours_per_month: float, currency: str = "",
                   points: int = 74) -> BillingChart:
    """Month cost against hours used, for every billing mode priced for the instance at ``row``, over a month of
    ``hours_per_month`` hours (the catalog's defaults.csv figure the result was priced with)."""
    if candidates is None or candidates.empty:
        return BillingChart((), (), hours_per_month, currency)
    df = candidates
    offer, nodes = df["offer_id"].to_numpy(), df["nodes"].to_numpy()
    same = np.flatnonzero((offer == offer[row]) & (nodes == nodes[row]))
    # Each billing mode's first row (in table order), read from the arrays: no per-row pandas (a job change
    # drew this chart in ~4 ms, most of it indexing).
    modes: dict = {}
    for b, u, n in zip(df["billing"].to_numpy()[same], df["unit_price"].to_numpy()[same],
                       df["instances"].to_numpy()[same]):
        modes.setdefault(b, (u, n))
    h = np.linspace(0.0, hours_per_month, points)
    curves = []
    for billing, (unit_price, instances) in modes.items():
        unit = float(unit_price) * float(instances)
        if not np.isfinite(unit):
            continue
        if billing == "monthly":
            curves.append(BillingCurve(billing, h, np.full_like(h, unit), unit, True))
        elif str(billing).startswith("reserved"):
            curves.append(BillingCurve(billing, h, np.full_like(h, unit * hours_per_month), unit, True))
        else:
            curves.append(BillingCurve(billing, h, unit * h, unit, False))
    crossings = []
    for a in curves:
        for b in curves:
            if a.flat or not b.flat:
                continue  # an hourly mode (a) against a flat one (b)
            slope = a.unit_price
            if slope <= 0:
                continue
            x = b.cost[0] / slope
            if 0 < x <= hours_per_month:
                crossings.append((a.billing, b.billing, float(x), float(b.cost[0])))
    return BillingChart(tuple(curves), tuple(crossings), hours_per_month, currency)


def row_of_option(candidates: pd.DataFrame, opt) -> int | None:
    """Position in the candidates table of an Option (same instance, nodes and billing mode)."""
    if candidates is None or candidates.empty or opt is None:
        return None
    m = ((candidates["provider"].to_numpy() == opt.provider) & (candidates["region"].to_numpy() == opt.region)
         & (candidates["instance_type"].to_numpy() == opt.instance_type)
         & (candidates["nodes"].to_numpy() == opt.nodes) & (candidates["billing"].to_numpy() == opt.billing))
    hit = np.flatnonzero(m)
    return int(hit[0]) if len(hit) else None


def option_at(cat, scenario, rec, row: int):
    """The candidate at ``row`` as a full Option (see ``select.option_at``)."""
    from .recommendation import option_at
    return option_at(cat, scenario, rec, row)
