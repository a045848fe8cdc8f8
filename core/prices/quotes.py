"""Prices the user was quoted: the shapes waiting for a price, and entering one.

The Chinese clouds publish no price for their current GPU shapes, so the catalog carries them with
an empty price ("price needed"). ``price_needed`` lists those that would run the scenario ("these
fit too; enter the price you were quoted"); ``set_quoted_price`` enters a quote for one of them (or
any instance), and ``add_quoted_instance`` adds a shape the catalog lacks with its quote. A quote
becomes a row of the sources table (who quoted it, when, for which billing mode) that the priced
row cites, so it is shown and exported like any other source. A quoted price then takes part in
recommendations like any other. No Qt, no sentences.
"""

from __future__ import annotations

import datetime as _dt

import numpy as np
import pandas as pd

from ..catalog import (add_quote, as_float, Catalog, GpuNamer, PRICE_COLUMN, price_cites, price_needed_rows,
                       resolve_provider, STR, TABLES, validate_table)
from ..base import BelowMin, CatalogError, check_cells, ERROR, NotAllowed, Problem, UnknownInstance


def _date(date) -> _dt.date:
    if date is None:
        return _dt.date.today()
    return date if isinstance(date, _dt.date) else _dt.date.fromisoformat(str(date))


def _billing_column(billing: str) -> str:
    if billing not in PRICE_COLUMN:
        raise CatalogError([Problem("instances.csv", NotAllowed(allowed=list(PRICE_COLUMN)), column="billing",
                                    value=str(billing))])
    return PRICE_COLUMN[billing]


def _checked(cat: Catalog, new: Catalog) -> Catalog:
    errors = _text_errors(new)
    errors += [p for p in validate_table(new, "instances", new["instances"]) if p.severity == ERROR]
    if errors:
        raise CatalogError(errors)
    return new


def _text_errors(cat: Catalog) -> list[Problem]:
    """The catalog's text rule (core/base/textrule.py) over the tables a quote writes: the instance's names and notes,
    the quote's source (who quoted it, the notes). Vectorised, so a check of the whole table costs little."""
    errors: list[Problem] = []
    for name in ("instances", "sources"):
        t, df = TABLES[name], cat[name]
        rows = range(2, len(df) + 2)
        for col in t.columns:
            if col.kind == STR and len(df):
                cells = df[col.name].astype(object).where(df[col.name].notna(), "").astype(str)
                errors += check_cells(cells, t.filename, rows, col.name, col.max_length)[1]
    first: dict[tuple, Problem] = {}  # one problem per row (who quoted is both the title and the publisher)
    for p in errors:
        first.setdefault((p.file, p.row), p)
    return list(first.values())


def _find(inst: pd.DataFrame, provider: str, region: str, instance_type: str) -> int:
    hit = ((inst["provider"].astype(str).str.lower() == provider.lower())
           & (inst["region"].astype(str).str.lower() == str(region).lower())
           & (inst["instance_type"].astype(str).str.lower() == str(instance_type).lower()))
    pos = np.flatnonzero(hit.to_numpy())
    if not len(pos):
        raise CatalogError([Problem("instances.csv", UnknownInstance(), column="instance_type",
                                    value=f"{provider} / {region} / {instance_type}")])
    return int(pos[0])


def set_quoted_price(cat: Catalog, provider: str, region: str, instance_type: str, price: float,
                     billing: str = "on_demand", *, who: str = "", date=None, notes: str = "") -> Catalog:
    """A copy of ``cat`` in which the instance has the quoted ``price`` (per hour, or per month for
    ``monthly``, in the row's currency) for ``billing``, dated ``date`` (default today) and citing a
    new ``quote`` source. Only that price cites the quote (its ``user_prices`` entry, core/catalog/price_cites.py):
    the row's other prices keep their source and date. ``cat`` is not changed; a bad value raises CatalogError."""
    return _quote(cat, provider, region, instance_type, price, billing, who=who, date=date, notes=notes)


def _quote(cat: Catalog, provider: str, region: str, instance_type: str, price: float, billing: str, *, who: str,
           date, notes: str, whole_row: bool = False) -> Catalog:
    """``set_quoted_price``; ``whole_row``: the row is the quote's own (a shape added with its quote), so the row
    itself cites the quote as of its date."""
    col = _billing_column(billing)
    d = _date(date)
    provider = resolve_provider(cat, provider)
    inst = cat["instances"].copy()
    i = _find(inst, provider, region, instance_type)
    least = TABLES["instances"].column(col).min or 0.0  # PRICE_MIN: a price that would be kept as 0 is no price
    if not (isinstance(price, (int, float)) and np.isfinite(price) and price >= least):
        raise CatalogError([Problem("instances.csv", BelowMin(min=least, exclusive=False), row=i + 2, column=col,
                                    value=str(price))])
    cat, sid = add_quote(cat, who, d, billing=billing, notes=notes)
    at = inst.index[i]
    inst.loc[at, col] = float(price)
    if whole_row or price_cites.COLUMN not in inst.columns:
        inst.loc[at, "as_of"] = d.isoformat()
        inst.loc[at, "source"] = sid
    else:
        inst.loc[at, price_cites.COLUMN] = price_cites.with_user_price(inst.at[at, price_cites.COLUMN], col,
                                                                       d.isoformat(), sid)
    return _checked(cat, cat.with_table("instances", inst))


def add_quoted_instance(cat: Catalog, provider: str, region: str, instance_type: str, gpu: str, gpu_count: float,
                        price: float, billing: str = "on_demand", *, currency: str = "CNY", who: str = "",
                        date=None, vcpus: int | None = None, ram_gb: float | None = None,
                        gpu_memory_gb: float | None = None, notes: str = "") -> Catalog:
    """A copy of ``cat`` with a new instance priced by a quote (a shape the catalog lacks, e.g. the
    4 x A800-40G server a sales person offered). The GPU name goes through the one naming rule."""
    provider = resolve_provider(cat, provider)
    gpu, _ = GpuNamer.of(cat).resolve(provider, instance_type, gpu)
    cols = TABLES["instances"].column_names
    row: dict[str, object] = {c: np.nan for c in cols}
    row.update(provider=provider, region=region, instance_type=instance_type, gpu=gpu, gpu_count=float(gpu_count),
               currency=currency, interconnect="", source="user", as_of=_date(date).isoformat(), notes=notes)
    for c, v in (("vcpus", vcpus), ("ram_gb", ram_gb), ("gpu_memory_gb", gpu_memory_gb)):
        if v is not None:
            row[c] = v
    inst = cat["instances"]
    new = pd.concat([inst, pd.DataFrame([row], columns=inst.columns).astype(inst.dtypes.to_dict(), errors="ignore")],
                    ignore_index=True)
    staged = _checked(cat, cat.with_table("instances", new))
    return _quote(staged, provider, region, instance_type, price, billing, who=who, date=date, notes=notes,
                  whole_row=True)


# A placeholder price that lets the engine time and size an unpriced shape; it never leaves this module.
_PROBE_PRICE = 1.0


def price_needed(cat: Catalog, sc, *, today: _dt.date | None = None, job=None, rec=None) -> tuple[dict, ...]:
    """The shapes without a price that would run the scenario: they fit in memory, pass the user's
    provider/region/GPU choices. One dict per instance type and region, for its smallest configuration
    that meets the deadline (else its fastest), those meeting it first, then by time: provider,
    region, instance_type, gpu, gpu_count, nodes, wall_hours, meets_deadline. ``wall_hours`` is the run's time as a
    priced option's is (start-up and the last checkpoint included), so the two lists compare. ``priced_as``: the
    same instance type's priced row in another region, when the catalog has one (region, gpu, gpu_count, as_of; the
    Alibaba types priced in an older price file with the A100 they were sold with, and listed in mainland China
    today without a price and with the A800). No cost is given: there is no price.

    A shape whose fastest configuration finishes far past any option one could pick is left out, by the rule the
    alternatives follow (``alternative_late_max``, defaults.csv; core.select.recommendation.within_reach): later
    than (1 + that) times the deadline when some option, priced (``rec``, the recommendation of ``sc``) or not,
    meets it, else times the least time of any of them, the deadline checked as the priced options' is (their slow
    end under preferences.plan_for). Without it a 2,160-hour deadline that 64 priced servers miss by 30% was
    followed by "8 x ecs.gn7-c13g1.26xlarge: 29,025 hours", a shape shown by its fewest servers (expert25,
    pt-72b-china-quarter)."""
    from ..select import score_candidates, select_defaults
    inst = cat["instances"]
    rows = price_needed_rows(inst)
    if not rows:
        return ()
    probe = inst.iloc[rows].copy()
    probe["on_demand_hour"] = _PROBE_PRICE
    df = score_candidates(cat.with_table("instances", probe.reset_index(drop=True)), sc, job, today)
    if df.empty:
        return ()
    ok = df["hard_ok"].astype(bool) & (df["billing"] == "on_demand")
    df = df[ok].copy()
    # Per shape: the smallest configuration that meets the deadline, else the fastest one (fewer servers at a tie).
    df["_late"] = ~df["c_deadline"].astype(bool)
    df["_order"] = np.where(df["_late"], 0.0, df["nodes"].astype(float))
    df = df.sort_values(["_late", "_order", "run_hours", "nodes"], kind="stable")
    df = df.drop_duplicates(["provider", "region", "instance_type"]).sort_values(["_late", "run_hours"],
                                                                               kind="stable")
    limit = _reach_limit(sc, select_defaults(cat), df, rec)
    if limit is not None:
        checked = float(sc.deadline_hours) + df["deadline_over_hours"].astype(float)
        df = df[~(checked > limit)]  # (no figure: kept)
    priced = _priced_types(inst, rows)
    out, seen = [], set()
    for r in df.itertuples(index=False):
        key = (r.provider, r.region, r.instance_type)
        if key in seen:
            continue
        seen.add(key)
        entry: dict[str, object] = {
            "provider": r.provider, "region": r.region, "instance_type": r.instance_type, "gpu": r.gpu,
            "gpu_count": as_float(r.gpu_count), "nodes": int(as_float(r.nodes)),
            "wall_hours": as_float(r.run_hours),  # (start-up included, as a priced option's)
            "meets_deadline": bool(r.c_deadline)}
        twin = priced.get((str(r.provider).lower(), str(r.instance_type).lower()))
        if twin is not None:
            entry["priced_as"] = twin
        out.append(entry)
    return tuple(out)


def _reach_limit(sc, d, shown: pd.DataFrame, rec) -> float | None:
    """The hours (as the deadline checks them) past which an unpriced shape is too late to list: (1 +
    alternative_late_max) times the deadline when an option meets it, else times the least time of the unpriced
    shapes ``shown`` and of the priced options of ``rec``; None without a deadline (a service, or none given)."""
    deadline = getattr(sc, "deadline_hours", None)
    if not deadline or getattr(sc, "task", None) == "inference" or "deadline_over_hours" not in shown:
        return None
    with np.errstate(invalid="ignore"):
        over = shown["deadline_over_hours"].astype(float).to_numpy()
    least = float(np.nanmin(over)) if np.isfinite(over).any() else np.inf
    opt = getattr(rec, "recommendation", None)
    if opt is not None and getattr(opt, "meets_deadline", False):
        least = min(least, 0.0)
    elif least > 0 and getattr(rec, "_table", None) is not None:
        t = rec._table
        hard = np.asarray(t["hard_ok"], dtype=bool)
        if hard.any():
            with np.errstate(invalid="ignore"):
                priced = np.asarray(t["deadline_over_hours"], dtype=float)[hard]
            if np.isfinite(priced).any():
                least = min(least, float(np.nanmin(priced)))
    if not np.isfinite(least):
        return None
    return (float(deadline) + max(least, 0.0)) * (1.0 + max(float(d["alternative_late_max"]), 0.0))


def _priced_types(inst: pd.DataFrame, unpriced: list[int]) -> dict[tuple[str, str], dict]:
    """(provider, instance type) -> its most recent priced row (region, gpu, gpu_count, as_of), for the types that
    also have a row waiting for a price."""
    provider, itype = inst["provider"].astype(str).str.lower(), inst["instance_type"].astype(str).str.lower()
    keys = provider + "\0" + itype
    waiting = np.zeros(len(inst), dtype=bool)
    waiting[unpriced] = True
    twins = inst[(keys.isin(set(keys.iloc[unpriced])) & ~waiting).to_numpy()]
    out: dict[tuple[str, str], dict] = {}
    for r in twins.assign(dated=twins["as_of"].fillna("").astype(str)).sort_values("dated").itertuples(index=False):
        out[(str(r.provider).lower(), str(r.instance_type).lower())] = {  # (the most recent row last: it wins)
            "region": str(r.region), "gpu": str(r.gpu), "gpu_count": as_float(r.gpu_count), "as_of": r.dated}
    return out
