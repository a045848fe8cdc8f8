"""Benchmark of the selection and cost engine (issue 4).

Median time to a full recommendation on the bundled catalog and on synthetic catalogs 10x, 100x and
1000x larger; how time grows with size; the same scoring as a plain per-row Python loop (the shape of
seed 000's ``ServerSelector``) on the same data, with the ratio; the peak memory of the largest run.

Two times per catalog: ``cold`` is the first recommendation on a new Catalog object (nothing prepared or
estimated yet: what opening a catalog or changing the model costs); ``median s`` is the median of the
repeats that follow with the same job (what a scenario edit in the GUI costs: the estimates of the job's
configurations and the small tables' products are reused, everything priced from the instances is redone).

    .venv/bin/python bench/engine.py                  # everything (the loop at 1000x takes a while)
    .venv/bin/python bench/engine.py --loop-max 100   # the per-row loop only up to 100x
"""

from __future__ import annotations

import argparse
import datetime as dt
import gc
import math
import resource
import statistics
import sys
import time
import tracemalloc
from dataclasses import replace
from pathlib import Path

import numpy as np
import pandas as pd

from gpu_advisor.core import cost as C
from gpu_advisor.core.catalog import Catalog, load_bundled
from gpu_advisor.core.scenario import load_scenario
from gpu_advisor.core.select import _build, job_for, offerings, recommend

EXAMPLE = Path(__file__).resolve().parent.parent / "examples" / "startup-engineer-seed000.json"
TODAY = dt.date(2026, 12, 2)


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
    One row per instance x node count, with only the columns the loop reads."""
    t = _build(cat, sc, job, TODAY)
    _, first = np.unique(t.r_on, return_index=True)
    cols = ["provider", "region", "instance_type", "nodes", "wall_hours", "c_estimate", "c_fits", "disk_price_conv",
            "host_system_disk_gb", "host_data_disk_gb", "data_local", "egress_price", "egress_gb"]
    base = t.take(first, cols)
    return {(r["provider"], r["region"], r["instance_type"], r["nodes"]): r for r in base.to_dict("records")}


def loop_recommend(cat: Catalog, sc, facts: dict) -> tuple:
    """The same scoring, one Python iteration per (instance, node count, billing mode), best kept as we go
    (cheapest that meets the deadline and the budget; spot rows are refused as the scenario avoids spot)."""
    d = C.defaults(cat)
    hpm = d["hours_per_month"]
    fx = [(np.datetime64(C.as_of_dates(pd.Series([a]))[0]), rate) for a, rate in
          zip(cat["fx_rates"]["as_of"], cat["fx_rates"]["rate"])]
    budget = sc.budget_amount
    best, best_key = None, math.inf
    node_opts = [1, 2, 4, 8]
    for inst in cat["instances"].to_dict("records"):
        for nodes in node_opts:
            f = facts.get((inst["provider"], inst["region"], inst["instance_type"], nodes))
            if f is None:
                continue
            # the fx rate closest to the price date
            when = C.as_of_dates(pd.Series([inst["as_of"]]))[0]
            rate = 1.0
            if inst["currency"] != sc.currency:
                rate = min(fx, key=lambda x: abs(x[0] - when))[1]
                if inst["currency"] == "CNY":
                    rate = 1.0 / rate
            for mode, col in C.PRICE_COLUMN.items():
                price = inst[col]
                if price is None or (isinstance(price, float) and math.isnan(price)):
                    continue
                unit = price * rate
                hours = f["wall_hours"]
                if not (isinstance(hours, float) and math.isfinite(hours)) or not f["c_estimate"]:
                    continue
                if mode == "monthly":
                    months = math.ceil(hours / hpm)
                    cost = unit * nodes * months
                    span = months
                else:
                    cost = unit * nodes * hours
                    span = max(hours / hpm, 1.0)
                storage = 0.0
                if not (isinstance(f["disk_price_conv"], float) and math.isnan(f["disk_price_conv"])):
                    gbm = (f["host_system_disk_gb"] + (0 if f["data_local"] else f["host_data_disk_gb"])) * nodes
                    storage = gbm * (months * hpm if mode == "monthly" else hours) / hpm * f["disk_price_conv"]
                egress = 0.0 if math.isnan(f["egress_price"]) else f["egress_gb"] * f["egress_price"]
                total = cost + storage + egress
                monthly = total / span
                ok = (bool(f["c_fits"]) and bool(f["c_estimate"]) and (not sc.deadline_hours or hours <= sc.deadline_hours)
                      and (budget is None or monthly <= budget) and not (mode == "spot" and sc.spot == "avoid"))
                key = total if ok else math.inf
                if key < best_key:
                    best, best_key = (inst["provider"], inst["instance_type"], nodes, mode), key
    return best


# --------------------------------------------------------------------------- main


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--factors", default="1,10,100,452,1000", help="452x gives just over 200,000 offerings")
    p.add_argument("--repeats", type=int, default=5)
    p.add_argument("--loop-max", type=int, default=1000, help="largest factor for the per-row loop")
    args = p.parse_args(argv)
    base = load_bundled()
    # The seed's scenario, but every provider allowed: the engine scores the whole catalog.
    sc = replace(load_scenario(EXAMPLE, base), providers=())
    # The loop comparison scores for cheapest (one key both versions compute the same way).
    sc_cheap = replace(sc, objective="cheapest", spot="avoid")
    job = job_for(base, sc)
    print(f"scenario: {EXAMPLE.name} with every provider allowed (task {sc.task}, objective {sc.objective}); "
          f"today fixed at {TODAY}")
    print(f"{'catalog':>8} {'instances':>10} {'offerings':>10} {'rows':>10} {'cold s':>7} {'median s':>9}"
          f" {'ms/1k offers':>12} {'loop s':>8} {'loop/vec':>8}")
    results = []
    for factor in [int(x) for x in args.factors.split(",")]:
        cat = synthetic(base, factor)
        n_off = int(len(offerings(cat)))
        n_priced = int(cat["instances"][list(C.PRICE_COLUMN.values())].notna().any(axis=1).sum())
        holder = {}

        def run():
            holder["rec"] = recommend(cat, sc, today=TODAY, job=job)
        cat = cat.copy()  # a new Catalog object: nothing prepared, estimated or cached for it yet
        gc.collect()
        t0 = time.perf_counter()
        run()
        cold = time.perf_counter() - t0
        t = median_time(run, args.repeats if factor < 1000 else max(3, args.repeats // 2))
        rows = len(holder["rec"].candidates)
        loop_t = ratio = None
        if factor <= args.loop_max:
            vec_cheap = recommend(cat, sc_cheap, today=TODAY, job=job).recommendation
            facts = loop_facts(cat, sc_cheap, job)
            t0 = time.perf_counter()
            best = loop_recommend(cat, sc_cheap, facts)
            loop_t = time.perf_counter() - t0
            t_vec = median_time(lambda: recommend(cat, sc_cheap, today=TODAY, job=job), 3)
            ratio = loop_t / t_vec
            same = best == (vec_cheap.provider, vec_cheap.instance_type, vec_cheap.nodes, vec_cheap.billing)
            if not same:
                print(f"  note: loop chose {best}, vectorised chose "
                      f"{(vec_cheap.provider, vec_cheap.instance_type, vec_cheap.nodes, vec_cheap.billing)}")
        results.append((factor, n_priced, t, cold))
        print(f"{factor:>7}x {len(cat['instances']):>10,} {n_priced:>10,} {rows:>10,} {cold:>7.3f} {t:>9.3f} "
              f"{1000 * t / n_priced * 1000:>12.3f} "
              + (f"{loop_t:>8.2f} {ratio:>7.0f}x" if loop_t is not None else f"{'-':>8} {'-':>8}"))
        del holder
        gc.collect()
    if len(results) > 1:
        (f0, n0, t0, _), (f1, n1, t1, _) = results[0], results[-1]
        slope = math.log(t1 / t0) / math.log(n1 / n0)
        print(f"growth: time ~ offerings^{slope:.2f} from {n0:,} to {n1:,} offerings "
              f"({t1 / t0:.0f}x time for {n1 / n0:.0f}x size)")
        for (fa, na, ta, _), (fb, nb, tb, _) in zip(results, results[1:]):
            print(f"  {fa}x -> {fb}x: {nb / na:.0f}x offerings, {tb / ta:.1f}x time")
    # Peak memory of the first run with at least 200,000 offerings (else the largest); tracemalloc counts
    # Python allocations including numpy and pandas buffers.
    target = next((r for r in results if r[1] >= 200_000), results[-1])
    big = synthetic(base, target[0])
    gc.collect()
    tracemalloc.start()
    recommend(big, sc, today=TODAY, job=job)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    print(f"peak memory of one recommendation at {target[0]}x ({target[1]:,} offerings): "
          f"{peak / 2**20:.0f} MiB traced; process max RSS {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.0f} MiB")
    goals = [(f"bundled < 50 ms ({results[0][2] * 1000:.0f} ms; cold {results[0][3] * 1000:.0f} ms)",
              results[0][2] < 0.05)]
    big_runs = [r for r in results if r[1] >= 200_000]
    if big_runs:
        goals.append((f">= 200,000 offerings < 1 s ({big_runs[0][2]:.3f} s; cold {big_runs[0][3]:.3f} s)",
                      big_runs[0][2] < 1.0))
    goals.append((f"peak < 500 MB ({peak / 1e6:.0f} MB)", peak < 500e6))
    for name, ok in goals:
        print(f"goal {name}: {'met' if ok else 'NOT met'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
