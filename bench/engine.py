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

* ``floor``: the numpy floor, one plain numpy pass over the same per-cluster and per-offering arrays the loop
  reads (rows expanded per billing mode, the same pricing arithmetic over whole columns, the filters as masks,
  the cheapest kept): the least a vectorised answer costs. ``warm/floor`` is the engine's warm time over it
  (the goal of issue 32: at most 3x).

The loop and the floor score for the cheapest option that meets the deadline and the budget (spot refused), and
the bench checks that all three choose the same configuration.

Memory (issue 32: one recommendation over 200,000 offerings in at most 600 MiB): the max RSS
(``getrusage().ru_maxrss``) of a fresh process for each figure, so no figure inherits another's peak: the
catalog alone (imports, the bundled catalog and the large one built), then one recommendation on it, then
what the app holds (a recommendation kept with its priced table while a new job and then a new model are
priced and ranked).

    .venv/bin/python bench/engine.py                 # bundled, and enough copies for 200,000 priced offerings
    .venv/bin/python bench/engine.py --factors 1,10,100,458
"""

from __future__ import annotations

import argparse
import copy
import datetime as dt
import json
import gc
import itertools
import math
import os
import statistics
import subprocess
import sys
import time
import tracemalloc
from dataclasses import replace
from pathlib import Path

import numpy as np
import pandas as pd

from gpu_advisor.core.catalog import cost as C
from gpu_advisor.core.catalog.model import Catalog
from gpu_advisor.core.catalog.load import load_bundled
from gpu_advisor.core.scenario.spec import load_scenario, parse_scenario
from gpu_advisor.core.select.pricing import build_table
from gpu_advisor.core.select.candidates import job_for
from gpu_advisor.core.select.recommendation import recommend

EXAMPLE = Path(__file__).resolve().parent.parent / "examples" / "startup-engineer-seed000.json"
TODAY = dt.date(2026, 12, 2)
COLD = itertools.count(1)  # (the one cache is keyed on the content: a copy would share it)
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
    t = build_table(cat, sc, job, TODAY)
    _, first = np.unique(t.r_on, return_index=True)
    cols = ["provider", "region", "instance_type", "nodes", "hours", "c_estimate", "c_fits", "disk_price_conv",
            "sys_disk_price_conv", "host_system_disk_gb", "host_data_disk_gb", "data_local", "egress_price", "egress_gb"]
    base = t.take(first, cols)
    out: dict = {}
    for r in base.to_dict("records"):
        out.setdefault((r["provider"], r["region"], r["instance_type"]), []).append((int(r["nodes"]), (
            float(r["hours"]), bool(r["c_estimate"]), bool(r["c_fits"]), float(r["disk_price_conv"]),
            float(r["sys_disk_price_conv"]), float(r["host_system_disk_gb"]), float(r["host_data_disk_gb"]), bool(r["data_local"]),
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
            hours, est_ok, fits, disk_price, sys_price, sys_gb, data_gb, data_local, egress_price, egress_gb = f
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
                per = (months * hpm if mode == "monthly" else hours) / hpm * nodes
                if sys_price == sys_price:  # each disk at its own product's price (one its size may be)
                    storage += sys_gb * per * sys_price
                if disk_price == disk_price and not data_local:
                    storage += data_gb * per * disk_price
                egress = 0.0 if egress_price != egress_price else egress_gb * egress_price
                total = cost + storage + egress
                monthly = total / span
                ok = (fits and (not deadline or hours <= deadline) and (budget is None or monthly <= budget)
                      and not (mode == "spot" and sc.spot == "avoid"))
                if ok and total < best_key:
                    best, best_key = (provider, itype, nodes, mode), total
    return best


# --------------------------------------------------------------------------- the numpy floor


def floor_inputs(cat: Catalog, sc, job) -> dict:
    """The arrays a plain numpy pass starts from, prepared outside its timing from the engine's table, as the
    loop's facts are: per cluster (instance x node count) its offering, servers, running hours with the start-up
    and whether it has an estimate and fits; per offering its prices in the result currency (billing mode x
    offering), block disk price, system and data disk sizes, whether the data is on local disk, egress price."""
    t = build_table(cat, sc, job, TODAY)
    cl, of = t.clusters, t.offers
    return {"offer": np.asarray(cl["offer"], dtype=np.int64), "nodes": np.asarray(cl["nodes"], dtype=float),
            "hours": np.asarray(cl["hours"], dtype=float),
            "ok": np.asarray(cl["c_estimate"], dtype=bool) & np.asarray(cl["fits"], dtype=bool),
            "prices": t.prices * of["fx_rate"], "disk_price": np.asarray(of["disk_price_conv"], dtype=float),
            "sys_disk_price": np.asarray(of["sys_disk_price_conv"], dtype=float),
            "sys_gb": np.asarray(of["host_system_disk_gb"], dtype=float),
            "data_gb": np.asarray(of["host_data_disk_gb"], dtype=float),
            "local": np.asarray(of["data_local"], dtype=bool), "egress_price": np.asarray(of["egress_price"], dtype=float),
            "egress_gb": float(t.model_out_gb), "names": (of["instance_type"], of["provider_code"], t.labels["provider"])}


def numpy_floor(cat: Catalog, sc, f: dict) -> tuple | None:
    """The loop's scoring as one numpy pass per billing mode: the rows of a mode are the clusters whose offering has
    its price (and an estimate, finite hours, a fit), every formula over whole columns, spot, deadline and budget as
    masks, the cheapest kept. Returns what the loop returns."""
    hpm = float(C.defaults(cat)["hours_per_month"])
    budget, deadline = sc.budget_amount, sc.deadline_hours
    best, best_key = None, math.inf
    for m, mode in enumerate(C.PRICE_COLUMN):
        price = f["prices"][m]
        c = np.flatnonzero(f["ok"] & ~np.isnan(price[f["offer"]]) & np.isfinite(f["hours"]))
        off, nodes, hours = f["offer"][c], f["nodes"][c], f["hours"][c]
        unit = price[off]
        if mode == "monthly":
            months = np.ceil(hours / hpm)
            cost, span, billed = unit * nodes * months, months, months * hpm
        else:
            cost, span, billed = unit * nodes * hours, np.maximum(hours / hpm, 1.0), hours
        disk, sys_disk, egress = f["disk_price"][off], f["sys_disk_price"][off], f["egress_price"][off]
        per = billed / hpm * nodes  # each disk at its own product's price (one its size may be)
        storage = (np.where(np.isnan(sys_disk), 0.0, f["sys_gb"][off] * per * sys_disk)
                   + np.where(np.isnan(disk) | f["local"][off], 0.0, f["data_gb"][off] * per * disk))
        total = cost + storage + np.where(np.isnan(egress), 0.0, f["egress_gb"] * egress)
        ok = np.full(len(c), not (mode == "spot" and sc.spot == "avoid"))  # priced as the loop does, then refused
        if deadline:
            ok &= hours <= deadline
        if budget is not None:
            ok &= total / span <= budget
        if ok.any():
            i = int(np.argmin(np.where(ok, total, np.inf)))
            if total[i] < best_key:
                itype, pcode, plabels = f["names"]
                o = off[i]
                best, best_key = (str(plabels[pcode[o]]), itype[o], int(nodes[i]), mode), float(total[i])
    return best


# --------------------------------------------------------------------------- max RSS in fresh processes


RSS_PROCESS = r"""
import resource, sys
sys.path.insert(0, {bench!r})
from dataclasses import replace
from engine import EXAMPLE, TODAY, new_model_scenarios, synthetic
from gpu_advisor.core.catalog import load_bundled
from gpu_advisor.core.scenario import load_scenario
from gpu_advisor.core.select import price, rank
base = load_bundled()
sc = replace(load_scenario(EXAMPLE, base), providers=())
cat = synthetic(base, {factor})
kind = {kind!r}
if kind != "catalog":
    priced = price(cat, sc, today=TODAY)
    rec = rank(priced, sc, today=TODAY)
    if kind == "app":  # what the app keeps on screen while the next job is priced: its priced table and answer
        for nxt in (replace(sc, dataset_gb=51.0), next(new_model_scenarios(cat))):
            new = price(cat, nxt, today=TODAY)
            rec, priced = rank(new, nxt, today=TODAY), new
print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)
"""


def max_rss_mib(factor: int, kind: str) -> float:
    """The max RSS (MiB) of a fresh process that builds the ``factor`` catalog and then does ``kind``: "catalog"
    (nothing more), "one" (one recommendation), "app" (a recommendation kept while a new job, then a new model,
    is priced and ranked)."""
    out = subprocess.run([sys.executable, "-c", RSS_PROCESS.format(bench=str(Path(__file__).parent), factor=factor,
                                                                   kind=kind)],
                         capture_output=True, text=True, check=True, timeout=600)
    return int(out.stdout.split()[-1]) / 1024


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
    factors = [int(x) for x in args.factors.split(",")] if args.factors else [1, large_factor(base)]
    # Max RSS first, while this process is small: a child's ru_maxrss starts from its parent's (Linux keeps the
    # high-water mark across fork/vfork and exec), so measured later every figure would be this process's peak.
    rss_factor = next((f for f in factors if priced_offerings(base) * f >= TARGET_OFFERINGS), factors[-1])
    rss = {kind: max_rss_mib(rss_factor, kind) for kind in ("catalog", "one", "app")}
    # The seed's scenario, but every provider allowed: the engine scores the whole catalog.
    sc = replace(load_scenario(EXAMPLE, base), providers=())
    # The loop comparison scores for cheapest (one key both versions compute the same way).
    sc_cheap = replace(sc, objective="cheapest", spot="avoid")
    print(f"scenario: {EXAMPLE.name} with every provider allowed (task {sc.task}, objective {sc.objective}); "
          f"today fixed at {TODAY}; load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    print(f"medians of {args.repeats}, seconds")
    print(f"{'catalog':>8} {'offerings':>10} {'rows':>9} {'cold proc':>9} {'cold cat':>9} {'warm':>7} {'floor':>7}"
          f" {'warm/floor':>10} {'new job':>8} {'new model':>9} {'pricing':>7} {'loop':>7} {'loop/pricing':>12}")
    results = []
    for factor in factors:
        cat = synthetic(base, factor)
        n_priced = priced_offerings(cat)
        proc = cold_process(factor, max(1, args.repeats // 2 if factor > 1 else args.repeats))
        holder = {}
        colds = []
        for _ in range(max(1, args.repeats // 2 if factor > 1 else args.repeats)):
            fresh = cat.with_meta(bench_cold=next(COLD))  # its own content: nothing prepared, estimated or cached
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
        build = median_time(lambda: build_table(cat, sc_cheap, job, TODAY), args.repeats)
        floor_in = floor_inputs(cat, sc_cheap, job)
        floor_best = None

        def floor():
            nonlocal floor_best
            floor_best = numpy_floor(cat, sc_cheap, floor_in)
        floor_t = median_time(floor, args.repeats)
        floor_in = None  # free it (not del: floor() names it)
        chosen = (vec_cheap.provider, vec_cheap.instance_type, vec_cheap.nodes, vec_cheap.billing) if vec_cheap else None
        if best != chosen:
            print(f"  note: the loop chose {best}, the engine chose {chosen}")
        if floor_best != chosen:
            print(f"  note: the numpy floor chose {floor_best}, the engine chose {chosen}")
        results.append((factor, n_priced, proc, statistics.median(colds), warm, new_job))
        print(f"{factor:>7}x {n_priced:>10,} {rows:>9,} {proc:>9.3f} {statistics.median(colds):>9.3f} {warm:>7.3f} "
              f"{floor_t:>7.3f} {warm / floor_t:>9.1f}x {new_job:>8.3f} {new_model:>9.3f} {build:>7.3f} {loop_t:>7.3f} "
              f"{loop_t / build:>11.1f}x")
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
          f"{peak / 2**20:.0f} MiB traced")
    print(f"max RSS of a fresh process at {rss_factor}x (each started before this process grew): catalog alone {rss['catalog']:.0f} MiB; "
          f"one recommendation {rss['one']:.0f} MiB (goal at most 600); "
          f"the app's (an answer kept while a new job and a new model are priced) {rss['app']:.0f} MiB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
