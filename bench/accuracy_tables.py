"""Tables of bench/accuracy.py split out of it (at most 800 lines a file): the per-workload / per-GPU breakdown
printed side by side, and the writing of the fitted values into a catalog folder (``--write-fit``)."""

from __future__ import annotations

import csv
import math
import statistics
from pathlib import Path

from gpu_advisor.core import estimate as E
from fit_cases import MLPERF_VISION
from fit_mlperf import mlperf_medians
from accuracy_moe import print_moe, run_moe  # noqa: F401  (re-exported for bench/accuracy.py)


def breakdown(rows: list[tuple[str, str, float, bool | None]]) -> dict:
    """Median |error|, worst factor and share inside the range per workload and per GPU class."""
    out: dict = {}
    for axis, pick in (("workload", 0), ("gpu", 1)):
        keys = sorted({r[pick] for r in rows})
        for k in keys:
            mine = [r for r in rows if r[pick] == k]
            ins = [r[3] for r in mine if r[3] is not None]
            out[(axis, k)] = {"n": len(mine), "median_abs_error": statistics.median(abs(r[2] - 1) for r in mine),
                              "worst_factor": max(max(r[2], 1 / r[2]) for r in mine),
                              "inside_range": (sum(ins) / len(ins)) if ins else None}
    return out


def print_breakdown(tr: dict, ho: list[dict]) -> None:
    # side by side per workload and per GPU class: leave-one-out, leave-one-publisher-out (calibration runs),
    # and the engine on the held-out runs
    cal = [f for f in tr["cases"] if not f["disputed"]]
    loo = breakdown([(f["workload"], f["gpu"], f["loo"] / f["published"],
                       f["loo_range"][0] <= f["published"] <= f["loo_range"][1]) for f in cal])
    lopo = breakdown([(f["workload"], f["gpu"], f["lopo"] / f["published"],
                        f["lopo_range"][0] <= f["published"] <= f["lopo_range"][1]) for f in cal if f["lopo"]])
    held = breakdown([(f["workload"], f["gpu"], f["ratio"], f["inside"]) for f in ho]) if ho else {}
    print(f"\n  per workload / GPU: n, median|e|, worst, in 80% range  "
          f"({'leave-one-out':^24s} | {'leave-one-publisher-out':^24s} | {'held-out (engine)':^24s})")
    keys = sorted(set(loo) | set(held))

    def cell(d, k):
        v = d.get(k)
        if v is None:
            return f"{'-':^24s}"
        ins = f"{v['inside_range']:.0%}" if v["inside_range"] is not None else "-"
        return f"{v['n']:>3d} {v['median_abs_error']:>6.1%} {v['worst_factor']:>5.2f}x {ins:>5s}  "
    for k in keys:
        print(f"  {k[0]:8s} {k[1]:14s} {cell(loo, k)} | {cell(lopo, k)} | {cell(held, k)}")


def write_fit(res: dict, folder: Path) -> None:
    """Write the fitted values into the catalog CSVs of ``folder`` (value cells only)."""
    tr = res["training"]
    th = tr["fitted"]
    lo, hi = tr["range_factors"]
    values = {"peak_exponent_llm": th["peak_exponent"], "size_exponent_llm": th["size_exponent"],
              "size_peak_exponent_llm": th["size_peak_exponent"], "dp_comm_k_llm": th["dp_k"],
              "cluster_overhead_per_doubling": th["cluster_c"], "range_low_factor": lo, "range_high_factor": hi,
              "range_calibrated_max_gpus": tr["max_gpus"]}
    values["roofline_compute_share_cv"] = tr["vision_fit"]["alpha"]
    values["memory_time_share_llm"] = th["mem_share"]
    if tr.get("moe") and tr["moe"]["factor"] is not None:
        values["moe_train_efficiency"] = tr["moe"]["factor"]  # bench/accuracy_moe.py (estimates v3.4)
    if "seq_half" in th:
        values["seq_half_tokens_llm"] = th["seq_half"]
    set_cells(folder / "defaults.csv", "name", "value",
               {k: str(int(v)) if float(v).is_integer() else f"{v:.4g}" for k, v in values.items()})
    path = folder / "efficiency.csv"
    with open(path, newline="", encoding="utf-8") as fh:
        rows = list(csv.reader(fh))
    h = rows[0]
    for r in rows[1:]:
        if r[h.index("workload")] == "llm" and r[h.index("params_min")] == "0":
            r[h.index("mfu")] = f"{th['u0']:.4g}"
    with open(path, "w", newline="", encoding="utf-8") as fh:
        csv.writer(fh, lineterminator="\n").writerows(rows)


def set_cells(path: Path, key: str, col: str, values: dict) -> None:
    with open(path, newline="", encoding="utf-8") as fh:
        rows = list(csv.reader(fh))
    h = rows[0]
    for r in rows[1:]:
        if r[h.index(key)] in values:
            r[h.index(col)] = values[r[h.index(key)]]
    with open(path, "w", newline="", encoding="utf-8") as fh:
        csv.writer(fh, lineterminator="\n").writerows(rows)


def vision_fit(P, ref: Path) -> dict:
    """The vision roofline share (roofline_compute_share_cv) from MLPerf ResNet-50 on 8 GPUs of each model: the
    same benchmark at the same size, so only the GPUs' relative speeds matter (the work is a nuisance)."""
    import numpy as np

    d = P.defaults
    p0, b0 = d["roofline_anchor_tflops"].value, d["roofline_anchor_bandwidth_gbs"].value
    rows = []
    for gpu, (minutes, n) in mlperf_medians(ref, MLPERF_VISION).items():
        spec = P.gpu(gpu)
        ctx = E.Ctx(P)
        intra = E.intra_node_efficiency(ctx, spec.interconnect or "pcie", "cv", 8, record=False)
        rows.append(dict(gpu=gpu, minutes=minutes, n=n, peak=spec.fp16, bw=spec.bandwidth_gbs, intra=intra))

    def fit(rs):
        best = None
        for a in np.linspace(0.0, 1.0, 101):
            logt = [math.log(r["minutes"]) + math.log(1 / (a / r["peak"] + (1 - a) * b0 / (r["bw"] * p0))) + math.log(r["intra"])
                    for r in rs]
            w = statistics.fmean(logt)
            sse = sum((x - w) ** 2 for x in logt)
            if best is None or sse < best[0]:
                best = (sse, a, w)
        return best[1], best[2]

    def pred(r, a, w):
        return math.exp(w) * (a / r["peak"] + (1 - a) * b0 / (r["bw"] * p0)) / r["intra"]

    a_all, w_all = fit(rows)
    for i, r in enumerate(rows):
        a, w = fit(rows[:i] + rows[i + 1:])
        r["loo"] = pred(r, a, w)
        r["in_sample"] = pred(r, a_all, w_all)
    cur = d["roofline_compute_share_cv"].value
    return {"alpha": a_all, "catalog": cur, "rows": rows}


def print_checked(runs: list[dict] | None, title: str, stats, row) -> None:
    """A table of runs the engine estimated with the catalog as it is (``run_checked``): published, engine, ratio,
    80% range; then their summary (``stats`` and ``row`` are bench/accuracy.py's)."""
    if not runs:
        return
    print(f"\n{title}")
    for f in runs:
        lo, hi = f["engine_range"]
        print(f"  {f['case']:40s} {f['gpu']:>10s} {f['gpus']:>5d} {f['published']:>10.4g} {f['engine_gpu_hours']:>10.4g}"
              f" {f['ratio']:>8.3f} {lo:>11.4g}-{hi:<11.4g}{'' if f['inside'] else ' OUTSIDE'}")
        for a in f.get("assumed") or []:
            print(f"  {'':40s}   assumed: {a}")
    st = stats([f["engine_gpu_hours"] for f in runs], [f["published"] for f in runs], [f["engine_range"] for f in runs])
    print(row(f"engine on the {len(runs)} runs", st))


def run_checked(cat, P, cases, features) -> list[dict]:
    """The runs of fit_cases.CHECKED (seen, not fitted), estimated by the engine with the catalog as it is:
    ``features`` is bench/accuracy.py's (the engine run once per case)."""
    out = []
    for c in cases:
        f = features(cat, P, c)
        lo, hi = f["engine_range"]
        f.update(assumed=list(c.assumed), ratio=f["engine_gpu_hours"] / f["published"], inside=lo <= f["published"] <= hi)
        out.append(f)
    return out
