"""A team's month and a comparison as CSV (UTF-8 with BOM, CRLF; the proposal CSV's rules: plain numbers, money
to the cent, a missing price an empty cell, every text cell neutralised against formulas). Codes and machine
headings here; the command line and the app pass words of the chosen language (``text/plan_text.py``).

The plan CSV has one row per thing, its ``kind`` first: ``job`` (each job: where it runs, its month in the plan and
one by one), ``line`` (the month's bill, line by line), ``run`` (the schedule), ``total`` (the month, one by one,
the budget and what is left), then ``note`` (warnings) and ``assumed`` (each answer a job left open, and what was
assumed for it). The comparison CSV has one row per figure: a, b and b - a, and why b - a is empty where it is.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from ..plan import Comparison, figure, PlanResult
from .proposal import neutralise, plain_number

PLAN_COLUMNS = ("kind", "job", "ref", "section", "provider", "region", "instance_type", "gpu", "gpu_count", "billing",
                "runs_per_month", "hours_per_run", "start_day", "end_day", "meets_deadline", "item", "product",
                "quantity", "unit", "unit_price", "cost", "cost_per_month", "cost_per_month_alone", "currency", "run",
                "note")  # "run": a run row's number (it once shared "runs_per_month"); "note": a note row's words
PLAN_NUMERIC = frozenset({"gpu_count", "runs_per_month", "run", "hours_per_run", "start_day", "end_day", "quantity",
                          "unit_price", "cost", "cost_per_month", "cost_per_month_alone"})
MONEY = frozenset({"cost", "cost_per_month", "cost_per_month_alone"})
# "note": why a figure's delta is empty (a ceiling, a figure one side does not give), in the caller's words
# "unit": a figure's unit where it is not money (running time in hours, price age in days): a unit code, put into
# words by the caller ("unit" of ``words``); money rows keep theirs in "currency"
COMPARE_COLUMNS = ("figure", "a", "b", "delta", "currency", "unit", "note")
COMPARE_UNIT = {"wall_hours": "hours", "price_age_days": "days", "capacity_qps": "requests/s", "latency_s": "seconds",
                "ttft_s": "seconds"}
COMPARE_MONEY = frozenset({"total_cost", "monthly_cost"})


def _cell(column: str, value: Any, numeric: frozenset) -> str:
    if column in numeric and not isinstance(value, str):
        return plain_number(value, 2 if column in MONEY else 6 if column in ("quantity", "unit_price") else 4)
    if isinstance(value, bool):
        return "true" if value else "false"
    return "" if value is None else neutralise(value)


def plan_rows(res: PlanResult) -> list[dict[str, Any]]:
    """The rows of the plan CSV (codes and numbers)."""
    cur = res.currency
    rows: list[dict[str, Any]] = []
    for j in res.jobs:
        o = j.recommendation.recommendation
        on_base = next((b for b in res.base if b.id == j.on and b.kind == "shared"), None)
        rows.append({"kind": "job", "job": j.name, "ref": j.on,
                     "provider": on_base.provider if on_base else o.provider if o else None,
                     "region": on_base.region if on_base else o.region if o else None,
                     "instance_type": on_base.instance_type if on_base else o.instance_type if o else None,
                     "gpu": on_base.gpu if on_base else o.gpu if o else None,
                     "gpu_count": on_base.gpu_count if on_base else o.gpu_count if o else None,
                     "billing": on_base.billing if on_base else o.billing if o else None,
                     "runs_per_month": j.runs_per_month, "hours_per_run": j.hours_per_run,
                     "cost_per_month": j.cost_per_month, "cost_per_month_alone": j.cost_per_month_alone,
                     "currency": cur})
    for m in res.lines:
        ln = m.line
        row: dict[str, Any] = {"kind": "line", "ref": m.ref, "section": m.section, "item": ln.item,
                               "product": ln.product, "quantity": ln.quantity, "unit": ln.unit,
                               "unit_price": ln.unit_price, "cost": ln.cost, "currency": cur}
        job = next((j for j in res.jobs if j.name == m.ref), None) if m.section != "base" else None
        if job is not None:  # a job's own or service servers: the job in its column, its servers in theirs
            row.update(job=job.name, ref=job.on)
        if m.section == "burst":  # the quantities are all the month's runs together, not one run's
            row.update(section="burst_month", runs_per_month=job.runs_per_month if job is not None else None)
        rows.append(row)
    for r in res.schedule:
        rows.append({"kind": "run", "job": r.job, "ref": r.servers, "section": r.on, "run": r.run,
                     "start_day": r.start_day, "end_day": r.end_day,  # days of the month, from 1 (as the chart)
                     "meets_deadline": r.meets_deadline})
    jobs = [row for row in rows if row["kind"] == "job"]
    for col, total in (("cost_per_month", res.monthly_cost), ("cost_per_month_alone", res.monthly_cost_alone)):
        for jr, v in zip(jobs, cents_adding_up([jr[col] for jr in jobs], total)):
            jr[col] = v
    # a job's own lines (its runs' servers, or its service's) to the cent so that they add up to its row as written
    # (walk 26: the lines of "ResNet-50 retraining" added up to ¥187.45 beside its row's ¥187.44); a job on servers
    # kept all month pays a share of the base's lines, which are the base's, not its own
    for jr in jobs:
        own = [row for row in rows if row["kind"] == "line" and row.get("job") == jr["job"]
               and row.get("section") in ("burst_month", "service")]
        if own and jr["cost_per_month"] is not None:
            for line, v in zip(own, cents_adding_up([ln["cost"] for ln in own], jr["cost_per_month"], slack=0.0101)):
                line["cost"] = v
    rows.append({"kind": "total", "ref": "month", "cost_per_month": res.monthly_cost,
                 "cost_per_month_alone": res.monthly_cost_alone, "currency": cur})
    if res.budget is not None:
        rows.append({"kind": "total", "ref": "budget", "cost_per_month": res.budget, "currency": cur})
        rows.append({"kind": "total", "ref": "budget_left", "cost_per_month": res.budget_left, "currency": cur})
    return rows


def cents_adding_up(values: Sequence[Any], total: Any, slack: float = 0.005) -> list[Any]:
    """``values`` to the cent so that they add up to ``total`` to the cent, as a spreadsheet's sum of the column is
    checked against the total row (walk 23: the job rows added up to ¥77,386.26 beside a total of ¥77,386.25): each
    rounded, then the fewest of them moved by a cent, those nearest the other way (largest remainder). Unchanged when
    they do not add up to ``total`` before rounding (within ``slack``: a total already written to the cent, and
    perhaps moved by one, is a cent off at most), or a value or the total is missing."""
    try:
        exact = [float(v) for v in values]
        want = round(float(total) * 100)
    except (TypeError, ValueError):
        return list(values)
    if not exact or any(v != v for v in exact) or abs(sum(exact) - float(total)) > slack:
        return list(values)
    cents = [round(v * 100) for v in exact]
    off = want - sum(cents)
    if abs(off) > len(cents):
        return list(values)
    # move by a cent those whose rounding went furthest the wrong way for the total
    order = sorted(range(len(exact)), key=lambda i: (exact[i] * 100 - cents[i]) * (1 if off > 0 else -1), reverse=True)
    for i in order[:abs(off)]:
        cents[i] += 1 if off > 0 else -1
    return [c / 100 for c in cents]


def plan_csv_bytes(res: PlanResult, *, labels: Mapping[str, str] | None = None,
                   words: Callable[[str, Any], Any] | None = None,
                   notes: Sequence[tuple[str | None, str]] = (),
                   assumed: Sequence[tuple[str, str, str]] = ()) -> bytes:
    """The plan CSV. ``labels``: column -> heading; ``words(column, value)`` may turn codes into words; ``notes``:
    (job or None, sentence) rows of kind ``note`` at the end (the plan's and each job's warnings); ``assumed``:
    (job, question, what was assumed and why) rows of kind ``assumed`` after them, each answer a job left open."""
    rows = plan_rows(res) + [{"kind": "note", "job": job, "note": text} for job, text in notes]
    rows += [{"kind": "assumed", "job": job, "item": field, "note": text} for job, field, text in assumed]
    return _write(PLAN_COLUMNS, rows, PLAN_NUMERIC, labels, words)


# The comparison's rows of names: their a and b cells are words of that kind ("provider": a provider's id).
COMPARE_NAMES = ("gpu", "provider", "instance_type", "billing")


def compare_rows(c: Comparison) -> list[dict[str, Any]]:
    """The rows of the comparison CSV. A money row's currency is the one both sides use, or the pair (A's, B's)
    when they differ (its delta is empty then); it was empty on every row."""
    oa, ob = c.a.option, c.b.option
    ca, cb = oa.get("currency"), ob.get("currency")
    cur: Any = ca if ca == cb else (ca, cb)
    if ca != cb and c.rate is not None:  # B − A in A's currency, at the rate the notes and the chart say
        r = c.rate
        cur = (ca, cb, f"{c.currency} (1 {r.base} = {plain_number(r.rate, 4)} {r.quote}, {r.as_of})")
    rows: list[dict[str, Any]] = [{"figure": k, "a": oa.get(k), "b": ob.get(k)} for k in COMPARE_NAMES]
    if any(n.code in ("compare_different_jobs", "compare_job_unknown") for n in c.reasons):
        # first, a row whose note says the two are not the same job, or that a side's job is not known (the window
        # and the summary lead with it; the spreadsheet said nothing): its a and b cells stay empty
        rows.insert(0, {"figure": "job"})
    for name in c.figures:  # two services: their own (no total: it is the month's; capacity, answer times)
        money = name in COMPARE_MONEY
        rows.append({"figure": name, "a": figure(oa, name), "b": figure(ob, name), "delta": c.deltas.get(name),
                     "currency": (cur if money else None), "unit": COMPARE_UNIT.get(name)})
    return rows


def compare_csv_bytes(c: Comparison, *, labels: Mapping[str, str] | None = None,
                      words: Callable[[str, Any], Any] | None = None,
                      notes: Mapping[str, str] | None = None) -> bytes:
    """The comparison CSV: one row per figure, a, b and b - a. ``words(column, value)`` gets a name row's a and b
    cells as that row's kind (``words("provider", "azure")``), and a currency pair as a tuple (A's, B's).
    ``notes``: figure -> the sentence in the row's ``note`` cell, why its b - a is empty (a ceiling is no cost)."""
    rows = [{**r, "note": (notes or {}).get(r["figure"])} for r in compare_rows(c)]
    return _write(COMPARE_COLUMNS, rows, frozenset({"delta"}), labels, words, numeric_values=True)


def _write(columns, rows, numeric, labels, words, numeric_values: bool = False) -> bytes:
    buf = io.StringIO(newline="")
    w = csv.writer(buf, lineterminator="\r\n")
    w.writerow([neutralise((labels or {}).get(c, c)) for c in columns])
    for row in rows:
        cells = []
        for c in columns:
            v = row.get(c)
            if numeric_values and isinstance(v, (int, float)) and not isinstance(v, bool):
                # money to the cent (a B − A in another currency came out as 6376.8215), other figures as shown
                cells.append(plain_number(v, 2 if row.get("figure") in COMPARE_MONEY else 4))
                continue
            kind = row["figure"] if c in ("a", "b") and row.get("figure") in COMPARE_NAMES else c
            if words is not None and c not in numeric and v is not None:
                v = words(kind, v)
            if isinstance(v, tuple):  # two currencies, no words for them (and B − A's, at a dated rate)
                v = f"A: {v[0] or ''}, B: {v[1] or ''}" + (f", B − A: {v[2]}" if len(v) > 2 else "")
            cells.append(_cell(c, v, numeric))
        w.writerow(cells)
    return b"\xef\xbb\xbf" + buf.getvalue().encode("utf-8")
