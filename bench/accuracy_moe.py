"""Mixture-of-experts training runs (bench/fit_cases.py MOE_CASES; issue 28, estimates v3.4).

A mixture of experts trains slower than a dense model with its active parameters: each expert's matrices are
smaller, tokens travel between GPUs twice per layer (all-to-all) and the experts' loads are uneven. The engine holds
this as one factor on the speed, defaults.csv ``moe_train_efficiency``. This module scores the runs with the catalog
as it is, derives the factor each run asks for (the engine's dense-equivalent GPU-hours over the published ones),
the factor fitted on all of them (least squared log error; the value --write-fit writes; an FP8 run gains only on
its compute share a x factor) and its leave-one-publisher-out: each publisher's runs predicted with the factor fitted
on the others' runs only.""" 

from __future__ import annotations

import math
import statistics

import gpu_advisor.core.estimate as E
from fit_cases import MOE_CASES, publisher


def _gain(a: float, r: float) -> float:
    """The FP8 gain over BF16 of a step whose compute share is ``a`` on a GPU whose 16-bit peak is ``r`` of its FP8
    peak (core/estimate/speed.py; 1 for a BF16 run, r = 1)."""
    return 1.0 / (a * r + (1 - a))


def _hours(dense: float, f: float, a: float, r: float) -> float:
    """GPU-hours of a mixture of experts at factor ``f`` from the engine's dense-equivalent hours ``dense``: the
    speed x f, and FP8 gaining only on the compute share a x f (the engine's Amdahl, estimates v3.4)."""
    return dense / (f * _gain(a * f, r) / _gain(a, r))


def _fit(rows: list[dict]) -> float | None:
    """The factor with the least mean squared log error over ``rows`` (a grid of 0.001)."""
    if not rows:
        return None
    grid = [i / 1000 for i in range(100, 1001)]
    return min(grid, key=lambda f: sum(math.log(_hours(r["dense"], f, r["a"], r["r"]) / r["published"]) ** 2
                                       for r in rows))


def _need(r: dict) -> float:
    """The factor at which this run's hours are the published ones (bisection; hours fall as f rises)."""
    lo, hi = 1e-3, 1.0
    for _ in range(60):
        mid = (lo + hi) / 2
        lo, hi = (mid, hi) if _hours(r["dense"], mid, r["a"], r["r"]) > r["published"] else (lo, mid)
    return (lo + hi) / 2


def run_moe(cat, P, features, job_of) -> dict:
    """``features`` and ``job_of`` are bench/accuracy.py's (the engine run once per case, a case's job)."""
    f_cat = P.defaults["moe_train_efficiency"].value if "moe_train_efficiency" in P.defaults else 1.0
    a_llm = P.defaults["roofline_compute_share_llm"].value
    rows = []
    for c in MOE_CASES:
        f = features(cat, P, c)
        moe = E.job_info(P, job_of(P, c)).moe
        spec = P.gpu(c.gpu)
        r = spec.fp16 / spec.fp8 if c.precision == "fp8" and spec.fp8 and spec.fp16 and spec.fp16 < spec.fp8 else 1.0
        lo, hi = f["engine_range"]
        # the engine without the factor (its hours back through the factor; the utilisation cap never binds here)
        dense = f["engine_gpu_hours"] * (f_cat * _gain(a_llm * f_cat, r) / _gain(a_llm, r) if moe else 1.0)
        row = dict(case=c.case, gpu=f["gpu"], gpus=c.gpus, published=f["published"], moe=moe, a=a_llm, r=r,
                   precision=c.precision, engine=f["engine_gpu_hours"], ratio=f["engine_gpu_hours"] / f["published"],
                   inside=lo <= f["published"] <= hi, range=(lo, hi), dense=dense, publisher=publisher(c),
                   disputed=c.disputed, assumed=list(c.assumed),
                   mfu=f["flops"] / (f["published"] * 3600 * f["peak"] * 1e12))
        row["need"] = _need(row) if moe else None
        rows.append(row)
    fit = [r for r in rows if r["moe"] and not r["disputed"]]
    factor = _fit(fit)
    for r in rows:
        others = [o for o in fit if o["publisher"] != r["publisher"]]
        r["lopo_factor"] = _fit(others)
        r["lopo_ratio"] = (_hours(r["dense"], r["lopo_factor"], r["a"], r["r"]) / r["published"]
                           if r["moe"] and r["lopo_factor"] else None)
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
        need = "dense" if not r["moe"] or r["need"] is None else (">1" if r["need"] > 0.999 else f"{r['need']:.3f}")
        print(f"  {r['case']:36s} {r['gpu']:>5s} {r['gpus']:>5d} {r['published']:>10.4g} {r['engine']:>10.4g} "
              f"{r['ratio']:>8.3f} {r['mfu']:>8.3f} {need:>6s} {lopo:>6s} {lo:>11.4g}-{hi:<11.4g}"
              + ("" if r["inside"] else " OUTSIDE") + ("  (disputed: not counted)" if r["disputed"] else ""))
        for a in r["assumed"]:
            print(f"  {'':36s}   assumed: {a}")
    fit = [r for r in moe["rows"] if r["moe"] and not r["disputed"]]
    if moe["factor"] is not None:
        errs = [abs(math.log(r["lopo_ratio"])) for r in fit if r["lopo_ratio"]]
        print(f"  factor fitted on the {len(fit)} counted runs (least squared log error) {moe['factor']:.3f} "
              f"(catalog {moe['catalog']:.3g}); leave-one-publisher-out median error "
              f"{math.exp(statistics.median(errs)) - 1:.1%}, worst {math.exp(max(errs)):.2f}x" if errs else "")
        inside = sum(r["inside"] for r in fit)
        print(f"  counted runs inside the engine's 80% range: {inside} of {len(fit)}")
    for r in moe["rows"]:
        if r["disputed"]:
            print(f"  {r['case']}: {r['disputed']}")
            break
