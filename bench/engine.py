"""Benchmark of the selection and cost engine: cold, warm and new-job times, against a fair per-row loop.

For the bundled catalog and a synthetic one of at least 200,000 priced offerings (the instance table repeated
as often as that takes, prices scaled by a random factor per row), side by side:

* ``cold proc``: the first recommendation in a new Python process (imports and catalog load done, nothing
  of the engine's caches filled yet: what the first result after opening the app costs);
* ``cold cat``: the first recommendation on a new Catalog object in this process (what a catalog edit or
  a reload costs);
* ``warm``: the median of repeats of the same scenario (same job, nothing changed);
* ``new job``: the median over scenarios whose job differs each time (a new data size: the estimates of the
  configurations are redone from the model's memoised figures, what typing a data size costs);
* ``new model``: the median over scenarios whose model differs each time (a new parameter count, ``"model":
  {"params": N}`` with N changing each repeat: everything about the model is new, what typing a model size
  costs: the real cold case of the app);
* ``loop``: the baseline, one plain Python iteration per (instance, node count, billing mode) over tuples
  (no pandas per row), doing the same pricing arithmetic from the same per-configuration estimates, best
  kept as it goes; ``pricing`` is the engine's vectorised equivalent on the same scenario (the priced
  candidate table, estimates and the catalog's offering facts cached, without the reasons, alternatives and
  front a recommendation adds), ``loop/pricing`` the ratio. The loop does less than ``warm``: it only prices and picks.

The loop scores for the cheapest option that meets the deadline and the budget (spot refused), and the
bench checks that both choose the same configuration.

    .venv/bin/python bench/engine.py                 # bundled, and enough copies for 200,000 priced offerings
    .venv/bin/python bench/engine.py --factors 1,10,100,458
"""

from __future__ import annotations

import argparse
import copy
import datetime as dt
import json
import gc
import math
import os
import resource
import statistics
import subprocess
import sys
import time
import tracemalloc
from dataclasses import replace
from pathlib import Path

import numpy as np
import pandas as pd

from gpu_advisor.core import cost as C
from gpu_advisor.core.catalog import Catalog, load_bundled
from gpu_advisor.core.scenario import load_scenario, parse_scenario
from gpu_advisor.core.select import _build, job_for, recommend

EXAMPLE = Path(__file__).resolve().parent.parent / "examples" / "startup-engineer-seed000.json"
TODAY = dt.date(2026, 12, 2)
TARGET_OFFERINGS = 200_000  # the large catalog: at least this many priced offerings (issue 12)


def priced_offerings(cat: Catalog) -> int:
    """Instances with at least one price."""
    return int(cat["instances"][list(C.PRICE_COLUMN.values())].notna().any(axis=1).sum())


def large_factor(cat: Catalog, target: int = TARGET_OFFERINGS) -> int:
    """How many copies of the instance table give at least ``target`` priced offerings."""
    return math.ceil(target / max(priced_offerings(cat), 1))


def new_model_scenarios(cat: Catalog, first_params: float = 250e6, step: float = 7e6):
    """The seed scenario with every provider allowed and a new parameter count each time (``"model": {"params":
    N}``, parsed as the app parses what the user types); parsed before the timing."""
    obj = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    obj.setdefault("preferences", {})["providers"] = []
    n = 0
    while True:
        o = copy.deepcopy(obj)
        o["model"] = {"params": first_params + step * n}
        n += 1
        yield parse_scenario(o, cat)


def synthetic(cat: Catalog, factor: int, seed: int = 0) -> Catalog:
    """The bundled catalog with its instance table repeated ``factor`` times: new instance names,
    prices scaled by a random factor in [0.8, 1.2] per row (missing prices stay missing)."""
    if factor == 1:
        return cat
    inst = cat["instances"]
    rng = np.random.default_rng(seed)
    big = pd.concat([inst] * factor, ignore_index=True)
    copy_no = np.repeat(np.arange(factor), len(inst))
    big["instance_type"] = big["instance_type"] + np.where(copy_no == 0, "", "~" + copy_no.astype(str))
    scale = rng.uniform(0.8, 1.2, len(big))
    for col in C.PRICE_COLUMN.values():
        big[col] = big[col] * scale
    return cat.with_table("instances", big)


def median_time(fn, repeats: int) -> float:
    times = []
    for _ in range(repeats):
        gc.collect()
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return statistics.median(times)


# --------------------------------------------------------------------------- the per-row loop


def loop_facts(cat: Catalog, sc, job) -> dict:
    """Per-configuration inputs both versions share (estimates, host, storage and egress choices), taken
    from the vectorised table so the loop starts from identical data; prepared outside the loop's timing.
    Per instance, its node counts (the engine's grid) with only the columns the loop reads; ``hours`` is the
    running time with the run's start-up."""
    t = _build(cat, sc, job, TODAY)
    _, first = np.unique(t.r_on, return_index=True)
    cols = ["provider", "region", "instance_type", "nodes", "hours", "c_estimate", "c_fits", "disk_price_conv",
            "host_system_disk_gb", "host_data_disk_gb", "data_local", "egress_price", "egress_gb"]
    base = t.take(first, cols)
    out: dict = {}
    for r in base.to_dict("records"):
        out.setdefault((r["provider"], r["region"], r["instance_type"]), []).append((int(r["nodes"]), (
            float(r["hours"]), bool(r["c_estimate"]), bool(r["c_fits"]), float(r["disk_price_conv"]),
            float(r["host_system_disk_gb"]), float(r["host_data_disk_gb"]), bool(r["data_local"]),
            float(r["egress_price"]), float(r["egress_gb"]))))
    return out


def _day(text) -> int | None:
    """An ISO partial date ('2023', '2023-06', '2023-06-30') as a day number; a partial date is its first day."""
    t = str(text).strip()
    t = t + "-01-01" if len(t) == 4 else (t + "-01" if len(t) == 7 else t)
    try:
        return dt.date.fromisoformat(t).toordinal()
    except ValueError:
        return None


def loop_inputs(cat: Catalog) -> tuple[list[tuple], list[tuple]]:
    """The instance table as plain tuples and the fx table as (base, quote, day, rate) tuples: the data a
    per-row program starts from (prepared outside the timing, like the estimates)."""
    cols = ["provider", "region", "instance_type", "currency", "as_of"] + list(C.PRICE_COLUMN.values())
    rows = [tuple(None if (isinstance(v, float) and math.isnan(v)) or v is pd.NA else v for v in r)
            for r in cat["instances"][cols].astype(object).itertuples(index=False, name=None)]
    fx = [(b, q, _day(a), float(r)) for b, q, a, r in
          cat["fx_rates"][["base", "quote", "as_of", "rate"]].itertuples(index=False, name=None)]
    return rows, fx


def loop_recommend(cat: Catalog, sc, facts: dict, rows: list[tuple], fx: list[tuple]) -> tuple:
    """The same scoring, one Python iteration per (instance, node count, billing mode) over tuples, best kept
    as we go (cheapest that meets the deadline and the budget; spot rows are refused as the scenario avoids
    spot). Plain floats and ints only: no pandas or numpy call inside the loop."""
    d = C.defaults(cat)
    hpm = float(d["hours_per_month"])
    budget = sc.budget_amount
    deadline = sc.deadline_hours
    to = sc.currency
    modes = list(C.PRICE_COLUMN)
    best, best_key = None, math.inf
    rate_memo: dict = {}
    for provider, region, itype, currency, as_of, *prices in rows:
        rate = 1.0
        if currency != to:
            mk = (currency, as_of)
            rate = rate_memo.get(mk)
            if rate is None:  # the fx row closest to the price's date (direct pair, else the inverse)
                when = _day(as_of)
                pairs = [(day, r) for b, q, day, r in fx if b == currency and q == to] or \
                        [(day, 1.0 / r) for b, q, day, r in fx if b == to and q == currency]
                rate = min(sorted(pairs), key=lambda x: abs(x[0] - when))[1] if pairs else math.nan
                rate_memo[mk] = rate
        for nodes, f in facts.get((provider, region, itype), ()):
            hours, est_ok, fits, disk_price, sys_gb, data_gb, data_local, egress_price, egress_gb = f
            if not est_ok or not (hours == hours and hours != math.inf):
                continue
            for mode, price in zip(modes, prices):
                if price is None:
                    continue
                unit = price * rate
                if mode == "monthly":
                    months = math.ceil(hours / hpm)
                    cost = unit * nodes * months
                    span = months
                else:
                    cost = unit * nodes * hours
                    span = max(hours / hpm, 1.0)
                storage = 0.0
                if disk_price == disk_price:
                    gbm = (sys_gb + (0 if data_local else data_gb)) * nodes
                    storage = gbm * (months * hpm if mode == "monthly" else hours) / hpm * disk_price
                egress = 0.0 if egress_price != egress_price else egress_gb * egress_price
                total = cost + storage + egress
                monthly = total / span
                ok = (fits and (not deadline or hours <= deadline) and (budget is None or monthly <= budget)
                      and not (mode == "spot" and sc.spot == "avoid"))
                if ok and total < best_key:
                    best, best_key = (provider, itype, nodes, mode), total
    return best


# --------------------------------------------------------------------------- main


COLD_PROCESS = r"""
import sys, time
sys.path.insert(0, {bench!r})
from dataclasses import replace
from engine import EXAMPLE, TODAY, synthetic
from gpu_advisor.core.catalog import load_bundled
from gpu_advisor.core.scenario import load_scenario
from gpu_advisor.core.select import recommend
base = load_bundled()
sc = replace(load_scenario(EXAMPLE, base), providers=())
cat = synthetic(base, {factor})
t0 = time.perf_counter()
recommend(cat, sc, today=TODAY)
print(time.perf_counter() - t0)
"""


def cold_process(factor: int, repeats: int) -> float:
    """Median over fresh processes of the first recommendation (imports and catalog load not counted)."""
    times = []
    for _ in range(repeats):
        out = subprocess.run([sys.executable, "-c", COLD_PROCESS.format(bench=str(Path(__file__).parent),
                                                                        factor=factor)],
                             capture_output=True, text=True, check=True, timeout=600)
        times.append(float(out.stdout.split()[-1]))
    return statistics.median(times)


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--factors", default=None,
                   help=f"copies of the instance table (default: 1, and enough for {TARGET_OFFERINGS:,} priced "
                        "offerings)")
    p.add_argument("--repeats", type=int, default=5)
    args = p.parse_args(argv)
    base = load_bundled()
    # The seed's scenario, but every provider allowed: the engine scores the whole catalog.
    sc = replace(load_scenario(EXAMPLE, base), providers=())
    # The loop comparison scores for cheapest (one key both versions compute the same way).
    sc_cheap = replace(sc, objective="cheapest", spot="avoid")
    print(f"scenario: {EXAMPLE.name} with every provider allowed (task {sc.task}, objective {sc.objective}); "
          f"today fixed at {TODAY}; load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    print(f"medians of {args.repeats}, seconds")
    print(f"{'catalog':>8} {'offerings':>10} {'rows':>9} {'cold proc':>9} {'cold cat':>9} {'warm':>7} {'new job':>8}"
          f" {'new model':>9} {'pricing':>7} {'loop':>7} {'loop/pricing':>12}")
    results = []
    factors = [int(x) for x in args.factors.split(",")] if args.factors else [1, large_factor(base)]
    for factor in factors:
        cat = synthetic(base, factor)
        n_priced = priced_offerings(cat)
        proc = cold_process(factor, max(1, args.repeats // 2 if factor > 1 else args.repeats))
        holder = {}
        colds = []
        for _ in range(max(1, args.repeats // 2 if factor > 1 else args.repeats)):
            fresh = cat.copy()  # a new Catalog object: nothing prepared, estimated or cached for it yet
            gc.collect()
            t0 = time.perf_counter()
            holder["rec"] = recommend(fresh, sc, today=TODAY)
            colds.append(time.perf_counter() - t0)
        cat = fresh
        warm = median_time(lambda: recommend(cat, sc, today=TODAY), args.repeats)
        rows = len(holder["rec"].candidates)
        jobs = iter(range(1, 1000))
        new_job = median_time(lambda: recommend(cat, replace(sc, dataset_gb=50.0 + next(jobs)), today=TODAY),
                              args.repeats)
        models = new_model_scenarios(cat)
        model_scs = [next(models) for _ in range(args.repeats)]
        new_model = median_time(lambda: recommend(cat, model_scs.pop(), today=TODAY), args.repeats)
        # The baseline on the same data, against the vectorised engine on the same (warm) scenario.
        job = job_for(cat, sc_cheap)
        vec_cheap = recommend(cat, sc_cheap, today=TODAY, job=job).recommendation
        facts = loop_facts(cat, sc_cheap, job)
        rows_t, fx = loop_inputs(cat)
        best = None

        def loop():
            nonlocal best
            best = loop_recommend(cat, sc_cheap, facts, rows_t, fx)
        loop_t = median_time(loop, max(1, args.repeats // 2 if factor > 1 else args.repeats))
        build = median_time(lambda: _build(cat, sc_cheap, job, TODAY), args.repeats)
        chosen = (vec_cheap.provider, vec_cheap.instance_type, vec_cheap.nodes, vec_cheap.billing) if vec_cheap else None
        if best != chosen:
            print(f"  note: the loop chose {best}, the engine chose {chosen}")
        results.append((factor, n_priced, proc, statistics.median(colds), warm, new_job))
        print(f"{factor:>7}x {n_priced:>10,} {rows:>9,} {proc:>9.3f} {statistics.median(colds):>9.3f} {warm:>7.3f} "
              f"{new_job:>8.3f} {new_model:>9.3f} {build:>7.3f} {loop_t:>7.3f} {loop_t / build:>9.1f}x")
        del holder
        gc.collect()
    # Peak memory of the first run with at least 200,000 offerings (else the largest); tracemalloc counts
    # Python allocations including numpy and pandas buffers.
    target = next((r for r in results if r[1] >= TARGET_OFFERINGS), results[-1])
    big = synthetic(base, target[0])
    gc.collect()
    tracemalloc.start()
    recommend(big, sc, today=TODAY)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    print(f"peak memory of one recommendation at {target[0]}x ({target[1]:,} offerings): "
          f"{peak / 2**20:.0f} MiB traced; process max RSS {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.0f} MiB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
