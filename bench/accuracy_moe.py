"""Mixture-of-experts training runs (bench/fit_cases.py MOE_CASES; issue 28, estimates v3.4).

A mixture of experts trains slower than a dense model with its active parameters: each expert's matrices are
smaller, tokens travel between GPUs twice per layer (all-to-all) and the experts' loads are uneven. The engine holds
this as one factor on the speed, defaults.csv ``moe_train_efficiency``. This module scores the runs with the catalog
as it is, derives the factor each run asks for (the engine's dense-equivalent GPU-hours over the published ones),
their geometric mean (the value --write-fit writes) and its leave-one-publisher-out: each publisher's runs predicted
with the factor of the others' runs only."""

from __future__ import annotations

import math
import statistics

import gpu_advisor.core.estimate as E
from fit_cases import MOE_CASES, publisher


def run_moe(cat, P, features, job_of) -> dict:
    """``features`` and ``job_of`` are bench/accuracy.py's (the engine run once per case, a case's job)."""
    f_cat = P.defaults["moe_train_efficiency"].value if "moe_train_efficiency" in P.defaults else 1.0
    rows = []
    for c in MOE_CASES:
        f = features(cat, P, c)
        info = E.job_info(P, job_of(P, c))
        moe = info.active < info.params
        lo, hi = f["engine_range"]
        # the engine without the factor: its hours x the factor (the utilisation cap never binds at these shares)
        dense = f["engine_gpu_hours"] * (f_cat if moe else 1.0)
        rows.append(dict(case=c.case, gpu=f["gpu"], gpus=c.gpus, published=f["published"], moe=moe,
                         engine=f["engine_gpu_hours"], ratio=f["engine_gpu_hours"] / f["published"],
                         inside=lo <= f["published"] <= hi, range=(lo, hi), dense=dense,
                         need=dense / f["published"], publisher=publisher(c), disputed=c.disputed,
                         assumed=list(c.assumed), mfu=f["flops"] / (f["published"] * 3600 * f["peak"] * 1e12)))
    fit = [r for r in rows if r["moe"] and not r["disputed"]]
    factor = math.exp(statistics.fmean(math.log(r["need"]) for r in fit)) if fit else None
    for r in rows:
        others = [o for o in fit if o["publisher"] != r["publisher"]]
        r["lopo_factor"] = math.exp(statistics.fmean(math.log(o["need"]) for o in others)) if others else None
        r["lopo_ratio"] = r["dense"] / r["lopo_factor"] / r["published"] if r["moe"] and r["lopo_factor"] else None
    return {"rows": rows, "factor": factor, "catalog": f_cat}


def print_moe(moe: dict) -> None:
    if not moe or not moe["rows"]:
        return
    print("\nmixture-of-experts runs (bench/fit_cases.py MOE_CASES): the engine with the catalog "
          f"(moe_train_efficiency {moe['catalog']:.3g}); 'needs' = the factor this run asks for (dense-equivalent "
          "engine hours / published); LOPO = predicted with the factor of the other publishers' runs")
    print(f"  {'case':36s} {'GPU':>5s} {'GPUs':>5s} {'published':>10s} {'engine':>10s} {'eng/pub':>8s} "
          f"{'pub MFU':>8s} {'needs':>6s} {'LOPO':>6s} {'80% range':>23s}")
    for r in moe["rows"]:
        lo, hi = r["range"]
        lopo = f"{r['lopo_ratio']:.3f}" if r["lopo_ratio"] else "-"
        need = f"{r['need']:.3f}" if r["moe"] else "dense"
        print(f"  {r['case']:36s} {r['gpu']:>5s} {r['gpus']:>5d} {r['published']:>10.4g} {r['engine']:>10.4g} "
              f"{r['ratio']:>8.3f} {r['mfu']:>8.3f} {need:>6s} {lopo:>6s} {lo:>11.4g}-{hi:<11.4g}"
              + ("" if r["inside"] else " OUTSIDE") + ("  (disputed: not counted)" if r["disputed"] else ""))
        for a in r["assumed"]:
            print(f"  {'':36s}   assumed: {a}")
    fit = [r for r in moe["rows"] if r["moe"] and not r["disputed"]]
    if moe["factor"] is not None:
        errs = [abs(math.log(r["lopo_ratio"])) for r in fit if r["lopo_ratio"]]
        print(f"  factor: geometric mean of the {len(fit)} counted runs' needs {moe['factor']:.3f} "
              f"(catalog {moe['catalog']:.3g}); leave-one-publisher-out median error "
              f"{math.exp(statistics.median(errs)) - 1:.1%}, worst {math.exp(max(errs)):.2f}x" if errs else "")
        inside = sum(r["inside"] for r in fit)
        print(f"  counted runs inside the engine's 80% range: {inside} of {len(fit)}")
    for r in moe["rows"]:
        if r["disputed"]:
            print(f"  {r['case']}: {r['disputed']}")
            break
