"""Accuracy of the estimate engine against published runs, in-sample and leave-one-out.

Training: the runs of ``bench/fit_cases.py`` (from shared/reference-data) are estimated by the engine with the
bundled catalog (or ``--catalog DIR``); the five parameters of the efficiency model (docs/estimates.md §1: u0,
the peak and size exponents, the size x peak term and the data-parallel k) are fitted to them by least absolute
deviations on log GPU-hours, and each run is predicted again with the parameters fitted WITHOUT it
(leave-one-out). Disputed runs (bench/fit_cases.py, each with its documented reason) are scored separately,
with and without them. Printed side by side: the bundled engine, the model in-sample, the model
leave-one-out, and the same for a fair baseline (one constant fraction of peak, fitted and left out the same
way): median |error|, worst factor, median bias (estimate / published) and the share of runs inside their
80% range (each run's range from the other runs' leave-one-out errors). Vision: each measured 8-GPU
throughput predicted without it. Inference: the TensorRT-LLM runs of published-runs-calibration.csv.
``--write-fit DIR`` writes the fitted values and the 80% range into the catalog CSVs of DIR (e.g. catalogs/).

Exit code 0 when the goals of issue 13 are met by the leave-one-out figures (median |error| <= 15%, worst
<= 1.8x, median bias within +-10%, >= 70% inside the 80% range) and inference is within +-30%; 1 otherwise.

    .venv/bin/python bench/accuracy.py [--file CSV] [--catalog DIR] [--json] [--nested] [--no-dp-term]
                                       [--write-fit catalogs]
"""

from __future__ import annotations

import argparse
import csv
import json
import math
import re
import statistics
import sys
from pathlib import Path

from gpu_advisor.core import estimate as E
from gpu_advisor.core.base.jsonout import finite
from gpu_advisor.core.catalog.load import load_bundled, load_dir
from gpu_advisor.core.catalog.names import normalise
from gpu_advisor.core.estimate.data import Ctx
from gpu_advisor.core.estimate.job import seq_of
from gpu_advisor.core.estimate.packing import packing

# shared/reference-data beside the repository (or beside the folder of a git worktree that holds it)
DEFAULT_FILE = next((q / "shared" / "reference-data" / "published-runs-calibration.csv"
                     for q in Path(__file__).resolve().parents[1:4]
                     if (q / "shared" / "reference-data" / "published-runs-calibration.csv").exists()),
                    Path(__file__).resolve().parents[2] / "shared" / "reference-data" / "published-runs-calibration.csv")
GOAL_MEDIAN, GOAL_WORST, GOAL_BIAS, GOAL_INSIDE, GOAL_INFERENCE = 0.15, 1.8, 0.10, 0.70, 0.30
GOAL28_MEDIAN, GOAL28_WORST, GOAL28_INSIDE = 0.18, 2.0, 0.80  # issue 28, on runs held out of every fit

def _gpu_name(P: E.Prepared, text: str) -> str:
    t = re.sub(r"\(.*?\)", " ", text)
    t = re.sub(r"^\s*\d+\s*x\s*", "", t, flags=re.I)
    words = t.replace("'", " ").split()
    # Try the full text, then drop words from the end (card, SXM...) until a catalog name matches.
    for cut in range(len(words), 0, -1):
        for cand in (" ".join(words[:cut]), " ".join(w for w in words[:cut] if w.lower() not in ("sxm", "card"))):
            if normalise(cand) in P.gpu_index:
                return P.gpu_index[normalise(cand)]
    pcie = "pcie" in t.lower()
    for w in words:
        if normalise(w) in P.gpu_index:
            base = P.gpu_index[normalise(w)]
            mem = re.search(r"(\d+)\s*GB", t, re.I)
            for cand in (f"{base}-{mem.group(1)}GB" if mem else base, base):
                cand = cand + ("-PCIE" if pcie else "")
                if normalise(cand) in P.gpu_index:
                    return P.gpu_index[normalise(cand)]
            return base
    raise ValueError(f"no catalog GPU for {text!r}")


def _qty(text: str) -> float | None:
    m = re.match(r"\s*([\d.]+\s*[KMBT]?)", text or "", re.I)
    if not m:
        return None
    try:
        return E.parse_quantity(m.group(1).replace(" ", ""))
    except ValueError:
        return None


def _preset(P: E.Prepared, model: str) -> str | None:
    return P.model_index.get(normalise(model))


def _inference_case(cat, P, row: dict) -> dict:
    out = {"case": row["case_id"], "kind": "inference", "assumed": []}
    gpu = _gpu_name(P, row["gpu_model"])
    count = int(_qty(row["gpu_count"]))
    name = re.sub(r"\s+(Instruct|FP8|BF16)\b", "", row["model"]).strip()
    pid = _preset(P, name) or _preset(P, name.replace("Llama 3.3", "Llama 3.1"))
    if pid and normalise(name) != normalise(P.models[pid]["display_name"]):
        out["assumed"].append(f"{name} has the architecture of preset {pid} (same size and layout)")
    precision = next((p for p in E.PRECISIONS if p in row["precision"].lower()), "bf16")
    job = E.job_from_preset(P, pid, task="inference", precision=precision,
                            input_tokens=float(row["inf_isl"]), output_tokens=float(row["inf_osl"]))
    est = E.estimate_config(P, job, gpu, count, 1)
    published = float(row["inf_output_tokens_per_s"])
    peak = est.assumptions["peak_tflops"].value
    n_in, n_out = float(row["inf_isl"]), float(row["inf_osl"])
    n_act = float(P.models[pid].get("params_active") or P.models[pid]["params_total"])
    naive = count * peak * 1e12 / (2 * n_act * (n_in + n_out) / n_out)
    out.update(gpu=gpu, gpus=count, preset=pid, estimate=est.tokens_per_s, published=published,
               ratio=est.tokens_per_s / published, naive=naive, naive_ratio=naive / published, mfu=est.mfu,
               scaling=est.scaling_efficiency, plan=f"{est.plan} batch {est.batch_per_replica}", unit="output tokens/s")
    return out


# --------------------------------------------------------------------------- training: features, fit, leave-one-out

sys.path.insert(0, str(Path(__file__).resolve().parent))
from fit_cases import CASES, CHECKED, HELD_OUT, LEFT_OUT, NEMO_CHECKED, UNSEEN, publisher, stack  # noqa: E402,E501
from fit_mlperf import mlperf_cases, mlperf_held  # noqa: E402
from accuracy_tables import run_checked, run_moe, vision_fit, write_fit  # noqa: E402
from accuracy_pairs import run_pairs  # noqa: E402
import serving as serving_bench  # noqa: E402
import accuracy_report  # noqa: E402


def _label(c) -> str:
    """The workload a run is reported under: encoder, lora/qlora fine-tune, llm pre-training/full, vision."""
    if c.workload != "llm":
        return c.workload
    return c.method if c.method != "full" else ("llm-finetune" if c.task == "finetune" else "llm")

REF = DEFAULT_FILE.parent
NESTED = False


FITTED = ("u0", "peak_exponent", "size_exponent", "size_peak_exponent", "cluster_c", "dp_k", "mem_share")
Z80 = 1.2815515655446004  # normal quantile of 90%: an 80% two-sided interval
C_GRID = [0.01]  # cluster_c held at its fit before the data-parallel term (docs/estimates.md section 1)
K_GRID = [0.0] + [10 ** (-5 + i * 0.25) for i in range(17)]  # dp_k searched on 0 and 1e-5 .. 1e-1
MS_GRID = [i / 20 for i in range(0, 19)]  # the memory-time share of an LLM step at size_ref_params, searched on 0 .. 0.9 by 0.05
PEAK_EXPONENT_MAX = 1.0  # a GPU's speed cannot grow faster than its peak: the fit is held at most here (issue 28)
NO_MULTI = False  # --no-multi: without the MLPERF_MULTI ratio groups, for comparison
NO_DP = False  # --no-dp-term: the model without the data-parallel term (k = 0), for comparison
DP_BATCH = False  # --dp-batch: the data-parallel term on the global batch in tokens (issue 28; on by itself when the
# catalog has the global_batch_tokens_ref_llm row, as the engine then does), not GPUs / params
SEQ_GRID: list[float] | None = None  # --fit-seq: the short-sequence term's seq_half_tokens_llm fitted on this grid
WITHOUT: tuple[str, ...] = ()  # --without PUBLISHER: calibrate without that publisher's runs, for comparison
# The memory-time share is held at the catalog's value (0.1, its fit before the DLE runs; issue 28 v3): searched per
# fold on MS_GRID (--fit-mem-share) it went to 0 and scored worse (41 runs, old data-parallel term: leave-one-out
# 20.5% / leave-one-publisher-out 18.5%, against 17.0% / 15.3% held), like cluster_c.
FIT_MEM = False
CAL_ONLY = False  # --calibration-only: fit and score the calibration runs, neither estimate nor print the held-out ones
# --stacks: the software-stack labels whose factor is fitted against the "framework" level (issue 28 v3.1; the
# runs' labels are fit_cases.stack); "megatron" gives the large-scale Megatron/DeepSpeed publishers a label of their
# own (the comparison of docs/estimates.md v3.1); empty: no stack term (the model before v3.1)
STACK_FIT: tuple[str, ...] = ()
# --small-half GRID: the framework stack's small-model term 1 / (1 + N_half / N) (issue 28 v3.1: per-kernel overheads
# weigh more the smaller the matrices; hand-fused code does not pay them), N_half searched on this grid (parameters)
SMALL_GRID: list[float] | None = None
# --pub-fe: publisher fixed effects in the fit (nuisance columns): the size and peak terms are then fitted on the
# differences WITHIN a publisher's runs (one stack), not on the stacks' differences; u0 is the median publisher's
PUB_FE = False


def _job(P: E.Prepared, c) -> E.Job:
    if c.workload == "cv":
        kw: dict = dict(samples=c.samples, precision=c.precision, workload="cv")
        if c.flops_per_sample:
            kw["flops_per_sample"] = c.flops_per_sample
    else:
        kw = dict(tokens=c.tokens, seq_len=c.seq_len, precision=c.precision, method=c.method)
    if c.method != "full" or c.task:
        kw["task"] = c.task or "finetune"
    if c.packed is not None and c.workload != "cv":
        kw["packed"] = c.packed
    if getattr(c, "recompute", None) is not None and c.workload != "cv":
        kw["recompute"] = c.recompute  # the source recipe's activation checkpointing (torchtune, Qwen: on)
    if getattr(c, "batch_tokens", None) and c.workload != "cv" and "global_batch_tokens_ref_llm" in P.defaults:
        kw["global_batch_tokens"] = c.batch_tokens  # (a published global batch; an older engine has no such field)
    if c.preset:
        return E.job_from_preset(P, c.preset, **kw)
    return E.Job(params=c.params, params_active=getattr(c, "params_active", None), **kw)


def _features(cat, P: E.Prepared, c) -> dict:
    """Run the engine once and keep what the fitted formula needs (none of it depends on the fitted values)."""
    gpn = min(c.gpus, int(P.defaults["default_gpus_per_node"].value))
    nodes = math.ceil(c.gpus / gpn)
    est = E.estimate_config(P, _job(P, c), c.gpu, gpn, nodes, network="rdma" if nodes > 1 else None)
    a = est.assumptions
    spec = P.gpu(c.gpu)
    used = est.gpu_count
    for code, det in est.warnings:
        if code == "idle_gpus":
            used = det["used"]
    peak = a["peak_tflops"].value
    published = c.published
    if c.mfu is not None:
        published = est.flops / (peak * 1e12 * c.mfu) / 3600  # GPU-seconds = FLOPs / (peak x MFU)
    elif c.tokens_per_s is not None:
        published = c.tokens / c.tokens_per_s / 3600 * c.gpus
    elif c.samples_per_s is not None:
        published = c.samples / c.samples_per_s / 3600 * c.gpus
    net = P.networks["rdma"]
    seqf = a["sequence_factor"].value if "sequence_factor" in a else 1.0
    cls = a["gpu_class_factor"].value if "gpu_class_factor" in a else 1.0
    if "decoder_speed_factor" in a:  # a decoder on a family with its own factor (Volta, estimates v3.6)
        cls *= a["decoder_speed_factor"].value
    job = _job(P, c)
    pb = None  # the memory term's peak16/anchor x anchor bandwidth/bandwidth (language models)
    if c.workload != "cv" and spec.bandwidth_gbs:
        pb = (spec.fp16 or peak) / P.defaults["roofline_anchor_tflops"].value * P.defaults["roofline_anchor_bandwidth_gbs"].value \
            / spec.bandwidth_gbs
    batch = getattr(c, "batch_tokens", None) or _default_batch(P, E.job_info(P, job).active)
    seq = seq_of(E.job_info(P, job)) if c.workload != "cv" else 0
    return dict(stack=stack(c, "megatron" in STACK_FIT), seq=seq, batch=batch, tp=max(int(est.tp or 1), 1), pb=pb, method=c.method, pack=packing(Ctx(P), E.job_info(P, job))[0], case=c.case, group=c.group, gpu=spec.name, gpus=c.gpus, used=used, nodes=nodes, flops=est.flops, peak=peak,
                seqf=seqf, cls=cls, family=spec.family, workload=_label(c), publisher=publisher(c), lo_hi=(est.range_low, est.range_high),
                bw=spec.bandwidth_gbs, params=E.job_info(P, _job(P, c)).active,
                intra=a["scaling_intra_node"].value if "scaling_intra_node" in a else 1.0,
                net_ratio=P.defaults["cluster_reference_bandwidth_gbps"].value / float(net.bandwidth_gbps),
                qlora=P.defaults["qlora_time_factor"].value if c.method == "qlora" else 1.0,
                published=published, engine_gpu_hours=est.gpu_hours, engine_range=est.gpu_hours_range,
                plan=est.plan, basis=c.basis, assumed=list(c.assumed), source=c.source, disputed=c.disputed)


def _predict(f: dict, th: dict, P: E.Prepared) -> float:
    """GPU-hours by the engine's formula (docs/estimates.md §1) for parameters ``th``."""
    d = P.defaults
    p0 = d["roofline_anchor_tflops"].value
    lp = math.log(max(f["peak"], p0) / p0)  # the exponents apply above the anchor (peak_exponent_below_anchor_llm)
    perf = f["peak"] * math.exp((th["peak_exponent"] - 1) * lp)
    if f.get("pb") is not None and th.get("mem_share"):
        s = _mshare(th["mem_share"], f["params"], P, f["method"])
        perf /= (1 - s) + s * f["pb"]
    b = th["size_exponent"] + th["size_peak_exponent"] * min(lp, math.log(max(_d(d, "size_peak_max_tflops", 1e9), p0) / p0))
    eff = th["u0"] * perf * (f["params"] / d["size_ref_params"].value) ** b * _seqf(f, th) * f["cls"]
    eff *= th.get("soft", {}).get(f["stack"], 1.0) if f["workload"] != "cv" else 1.0
    eff *= _small(f, th.get("small_half", 0.0))
    inter = 1.0 / (1.0 + th["cluster_c"] * math.log2(f["nodes"]) * f["net_ratio"]) if f["nodes"] > 1 else 1.0
    inter /= 1.0 + th.get("dp_k", 0.0) * _dp_x(f, p0)
    eff = min(eff, min(d["mfu_max"].value / (f["intra"] * inter), 1.0) * f["peak"])  # overall MFU capped, one GPU <= 1
    secs = f["flops"] / (f["used"] * eff * 1e12 * f["intra"] * inter) * f["qlora"] * f.get("pack", 1.0)
    return secs * f["gpus"] / 3600 * th.get("groups", {}).get(f["group"], 1.0)


def _small(f: dict, half: float) -> float:
    """The framework stack's small-model factor 1 / (1 + half / N) (1 for fused code, vision, or half 0)."""
    if not half or f["workload"] == "cv" or f["stack"] == "fused":
        return 1.0
    return 1.0 / (1.0 + half / f["params"])


def _seqf(f: dict, th: dict) -> float:
    """The short-sequence factor 1 / (1 + seq_half / seq): the catalog's (in the features) unless ``th`` fits it."""
    if "seq_half" not in th or not f.get("seq"):
        return f["seqf"]
    return 1.0 / (1.0 + th["seq_half"] / f["seq"])


def _mshare(s0: float, params: float, P: E.Prepared, method: str = "full") -> float:
    """The engine's memory share (core/estimate/speed.memory_share) for a fitted share ``s0`` at size_ref_params."""
    d = P.defaults
    s = s0 * (params / d["size_ref_params"].value) ** (-_d(d, "memory_share_size_exponent_llm", 0.0))
    s = min(max(s, 0.0), _d(d, "memory_share_max_llm", 1.0))
    if method != "full" and s < 1.0:
        odds = s / (1.0 - s) * d["train_flops_per_param_token"].value / d["lora_flops_per_param_token"].value
        s = odds / (1.0 + odds)
    return s


def _d(d: dict, name: str, default: float) -> float:
    """A default's value, or ``default`` for a catalog without the row (bench run on an older engine)."""
    return d[name].value if name in d else default


def _current(P: E.Prepared) -> dict:
    eff = P.eff[("any", "llm")][0][1]
    d = P.defaults
    return {"u0": eff, "peak_exponent": d["peak_exponent_llm"].value, "size_exponent": d["size_exponent_llm"].value,
            "size_peak_exponent": d["size_peak_exponent_llm"].value if "size_peak_exponent_llm" in d else 0.0,
            "dp_k": d["dp_comm_k_llm"].value if "dp_comm_k_llm" in d else 0.0,
            "cluster_c": d["cluster_overhead_per_doubling"].value,
            "mem_share": d["memory_time_share_llm"].value if "memory_time_share_llm" in d else 0.0,
            "small_half": d["software_small_half_params_llm"].value if "software_small_half_params_llm" in d else 0.0,
            "soft": {k[len("software_factor_"):-len("_llm")]: v.value for k, v in d.items()
                     if k.startswith("software_factor_") and k.endswith("_llm")}}


def _lad(X, y):
    """Least absolute deviations (the median regression) by iteratively reweighted least squares."""
    import numpy as np

    coef, *_ = np.linalg.lstsq(X, y, rcond=None)
    for _ in range(80):
        w = 1.0 / np.sqrt(np.maximum(np.abs(y - X @ coef), 1e-4))
        coef, *_ = np.linalg.lstsq(X * w[:, None], y * w, rcond=None)
    return coef


def _fit(feats: list[dict], P: E.Prepared) -> dict:
    """Least absolute deviations on log GPU-hours: the fit that minimises the median-type error the goal is
    stated in, and that one odd published figure cannot drag (least squares let one run move every other
    estimate). For each cluster_c on a grid, log u0, the peak exponent and the size exponent are linear."""
    import numpy as np

    d = P.defaults
    p0, nref = d["roofline_anchor_tflops"].value, d["size_ref_params"].value
    y = np.log([f["published"] for f in feats])
    lsz = np.log([f["params"] / nref for f in feats])
    lpk = np.log([max(f["peak"], p0) / p0 for f in feats])  # exponents above the anchor only
    lsp = np.minimum(lpk, math.log(max(_d(d, "size_peak_max_tflops", 1e9), p0) / p0))  # size x peak: up to the H100
    def base_for(sh, nh):
        th = {} if sh is None else {"seq_half": sh}
        return np.log([f["flops"] / (f["used"] * 1e12 * f["intra"] * min(f["peak"], p0) * _seqf(f, th) * f["cls"]
                               * _small(f, nh))
                       * f["qlora"] * f.get("pack", 1.0) * f["gpus"] / 3600 for f in feats])
    l2n = np.array([math.log2(f["nodes"]) * f["net_ratio"] for f in feats])
    xx = np.array([_dp_x(f, p0) for f in feats])
    groups = sorted({f["group"] for f in feats if f["group"]})
    # log pub = base + log(1 + c l2n) + log(1 + k x) - log u0 - (g + b1 b) log(peak/p0) - b log(N/Nref) + log group
    stacks = [s for s in STACK_FIT if any(f["stack"] == s for f in feats)]  # a label without runs has no factor
    counts: dict = {}
    for f in feats:
        if not f["group"]:
            counts[f["publisher"]] = counts.get(f["publisher"], 0) + 1
    ref_pub = max(sorted(counts), key=lambda w: counts[w]) if counts else None
    fe_pubs = [w for w in sorted(counts) if w != ref_pub] if PUB_FE else []
    A = np.column_stack([-np.ones(len(feats)), -lpk, -lsz, -lsz * lsp]
                        + [np.array([f["group"] == g for f in feats], dtype=float) for g in groups]
                        + [-np.array([f["stack"] == s for f in feats], dtype=float) for s in stacks]
                        + [np.array([f["publisher"] == w for f in feats], dtype=float) for w in fe_pubs])
    pbs = np.array([f["pb"] if f.get("pb") is not None else 1.0 for f in feats])
    best = None
    for sh, nh in [(a, b) for a in (SEQ_GRID or [None]) for b in (SMALL_GRID or [_d(d, "software_small_half_params_llm", 0.0)])]:
        base = base_for(sh, nh)
        for ms in (MS_GRID if FIT_MEM else [_d(d, "memory_time_share_llm", 0.0)]):
            msv = np.array([_mshare(ms, f["params"], P, f["method"]) if f.get("pb") is not None else 0.0 for f in feats])
            lm = np.log((1 - msv) + msv * pbs)
            for c in C_GRID:
                for k in ([0.0] if NO_DP else K_GRID):
                    r = y - (base + np.log1p(c * l2n) + np.log1p(k * xx) + lm)
                    coef = _lad(A, r)
                    if coef[1] > PEAK_EXPONENT_MAX:
                        # LAD is convex: the best fit with the exponent held at most the bound has it on the bound
                        sub = _lad(np.delete(A, 1, axis=1), r + lpk * PEAK_EXPONENT_MAX)
                        coef = np.insert(sub, 1, PEAK_EXPONENT_MAX)
                    sad = float(np.sum(np.abs(r - A @ coef)))
                    if best is None or sad < best[0] - 1e-12:
                        best = (sad, c, k, coef, ms, sh, nh)
    _, c, k, coef, ms, sh, nh = best
    if fe_pubs:  # u0 of the median run: the shape from within publishers, the level from every run
        coef = coef.copy()
        coef[len(coef) - len(fe_pubs):] = 0.0
        r = y - (base_for(sh, nh) + np.log1p(c * l2n) + np.log1p(k * xx)
                 + np.log((1 - np.array([_mshare(ms, f["params"], P, f["method"]) if f.get("pb") is not None else 0.0
                                          for f in feats])) + np.array([_mshare(ms, f["params"], P, f["method"])
                                          if f.get("pb") is not None else 0.0 for f in feats]) * pbs))
        coef[0] -= float(np.median(r - A @ coef))
    return ({} if sh is None else {"seq_half": float(sh)}) | {"small_half": float(nh),"u0": float(math.exp(coef[0])), "peak_exponent": float(coef[1]), "size_exponent": float(coef[2]),
            "size_peak_exponent": float(coef[3]), "cluster_c": float(c), "dp_k": float(k), "mem_share": float(ms),
            "groups": {g: float(math.exp(coef[4 + i])) for i, g in enumerate(groups)},
            "soft": {s: float(math.exp(coef[4 + len(groups) + j])) for j, s in enumerate(stacks)}}


def _fit_constant(feats: list[dict]) -> dict:
    """The fair baseline: one fraction of peak for every run, fitted the same way (least absolute deviations
    on the logs: the median ratio), with the same per-benchmark work parameter as the model for MLPerf."""
    def naive(f):
        return f["flops"] / (f["peak"] * 1e12) / 3600
    plain = [f for f in feats if not f["group"]]
    k = math.exp(statistics.median([math.log(naive(f) / f["published"]) for f in plain]))
    groups = {}
    for g in {f["group"] for f in feats if f["group"]}:
        mine = [f for f in feats if f["group"] == g]
        groups[g] = math.exp(statistics.median([math.log(f["published"] / (naive(f) / k)) for f in mine]))
    return {"k": k, "groups": groups}


def _const_pred(f: dict, th: dict) -> float:
    return f["flops"] / (f["peak"] * 1e12 * th["k"]) / 3600 * th["groups"].get(f["group"], 1.0)


def stats_of(pred: list[float], pub: list[float], ranges: list[tuple[float, float]] | None = None) -> dict:
    ratios = [p / q for p, q in zip(pred, pub)]
    worst = max(ratios, key=lambda r: max(r, 1 / r))
    out = {"median_abs_error": statistics.median(abs(r - 1) for r in ratios),
           "worst_ratio": worst, "worst_factor": max(worst, 1 / worst), "median_bias": statistics.median(ratios)}
    if ranges is not None:
        out["inside_range"] = sum(lo <= q <= hi for (lo, hi), q in zip(ranges, pub)) / len(pub)
    return out


def _range_from(resid: list[float]) -> tuple[float, float]:
    """(low, high) multipliers of the estimate holding 80% of published/estimate (normal fit of the logs)."""
    m, s = statistics.fmean(resid), statistics.stdev(resid)
    return math.exp(m - Z80 * s), math.exp(m + Z80 * s)


def _evaluate(feats: list[dict], P: E.Prepared) -> dict:
    """Fit on all, then leave each run out: its prediction and its 80% range use only the other runs."""
    pub = [f["published"] for f in feats]
    th_all = _fit(feats, P)
    k_all = _fit_constant(feats)
    loo, loo_c = [], []
    for i in range(len(feats)):
        rest = feats[:i] + feats[i + 1:]
        loo.append(_predict(feats[i], _fit(rest, P), P))
        loo_c.append(_const_pred(feats[i], _fit_constant(rest)))
    resid = [math.log(q / p) for p, q in zip(loo, pub)]
    resid_c = [math.log(q / p) for p, q in zip(loo_c, pub)]
    # Leave one PUBLISHER out: every run of a publisher predicted from the other publishers' runs (a benchmark
    # group whose runs all go is skipped: its amount of work is unknown without them).
    pubs = [f["publisher"] for f in feats]
    lopo: list[float | None] = [None] * len(feats)
    for who in sorted(set(pubs)):
        rest = [f for f, w in zip(feats, pubs) if w != who]
        th = _fit(rest, P)
        for i, f in enumerate(feats):
            if pubs[i] == who and (not f["group"] or f["group"] in th["groups"]):
                lopo[i] = _predict(f, th, P)
    have = [i for i, v in enumerate(lopo) if v is not None]
    resid_p = {i: math.log(pub[i] / lopo[i]) for i in have}  # type: ignore[operator]
    rng_p = {i: _range_from([r for j, r in resid_p.items() if pubs[j] != pubs[i]]) for i in have}
    lopo_ranges = [(lopo[i] * rng_p[i][0], lopo[i] * rng_p[i][1]) if i in rng_p else None  # type: ignore[operator]
                   for i in range(len(feats))]
    # The base range (range_low/high_factor) from the runs whose estimate the app widens for no reason of size: a
    # model below range_small_model_params gets the small_model widening on top (core/estimate/ranges.py), so its
    # spread would be counted twice (issue 28: the encoder-decoder runs of 210-406M alone took it from x0.73-x1.27
    # to x0.62-x1.59).
    small = P.defaults["range_small_model_params"].value if "range_small_model_params" in P.defaults else 0.0
    base_resid = [r for i, r in resid_p.items() if feats[i]["params"] >= small]
    # Coverage, honestly: each run's range comes from the other runs' leave-one-out errors.
    rng = [_range_from(resid[:i] + resid[i + 1:]) for i in range(len(feats))]
    rng_c = [_range_from(resid_c[:i] + resid_c[i + 1:]) for i in range(len(feats))]
    return {"fitted": th_all, "baseline_fraction": k_all["k"], "range_factors_loo": _range_from(resid),
            "range_factors": _range_from(base_resid), "lopo_pred": lopo, "lopo_ranges": lopo_ranges,
            "lopo": stats_of([lopo[i] for i in have], [pub[i] for i in have],  # type: ignore[misc]
                           [lopo_ranges[i] for i in have]) | {"runs": len(have)},  # type: ignore[misc]
            "loo_pred": loo, "loo_ranges": [(p * a, p * b) for p, (a, b) in zip(loo, rng)], "baseline_pred": loo_c,
            "in_sample": stats_of([_predict(f, th_all, P) for f in feats], pub),
            "loo": stats_of(loo, pub, [(p * a, p * b) for p, (a, b) in zip(loo, rng)]),
            "baseline_in_sample": stats_of([_const_pred(f, k_all) for f in feats], pub),
            "baseline_loo": stats_of(loo_c, pub, [(p * a, p * b) for p, (a, b) in zip(loo_c, rng_c)]),
            "runs": len(feats)}


def run_training(cat) -> dict:
    global DP_BATCH
    P = E.prepare(cat)
    DP_BATCH = DP_BATCH or "global_batch_tokens_ref_llm" in P.defaults  # the engine's term (speed.dp_x)
    every = [_features(cat, P, c) for c in CASES if publisher(c) not in WITHOUT]
    every += [_features(cat, P, c) for c in mlperf_cases(REF, not NO_MULTI)]
    cur = _current(P)
    # The formula here must be the engine's: check it against the engine's own figures.
    for f in every:
        if "peak_exponent_below_anchor_llm" not in P.defaults or (DP_BATCH and "global_batch_tokens_ref_llm" not in P.defaults):
            break  # an older engine and catalog (measuring the state before issue 28): its formula differs
        assert abs(_predict(f, cur, P) / f["engine_gpu_hours"] - 1) < 1e-6, (f["case"], _predict(f, cur, P),
                                                                             f["engine_gpu_hours"])
    # The engine cannot know an MLPerf benchmark's amount of work: give it the one that fits its own figures.
    for g in {f["group"] for f in every if f["group"]}:
        mine = [f for f in every if f["group"] == g]
        w = math.exp(statistics.fmean([math.log(f["published"] / f["engine_gpu_hours"]) for f in mine]))
        for f in mine:
            f["engine_gpu_hours"] *= w
            f["engine_range"] = tuple(x * w for x in f["engine_range"])
    feats = [f for f in every if not f["disputed"]]
    main = _evaluate(feats, P)
    nested = run_nested(feats, P) if NESTED else None
    # The disputed runs, scored in: first the Llama 3.1 card rows (all training stages), then every disputed run
    # (adding Meta's distilled Llama 3.2 1B/3B).
    first = [f for f in every if not f["disputed"] or f["case"] in FIRST_DISPUTED]
    with_one = _evaluate(first, P)
    with_all = _evaluate(every, P)
    for f, p, r, pl, lp, lr in zip(feats, main["loo_pred"], main["loo_ranges"], main["baseline_pred"],
                                   main["lopo_pred"], main["lopo_ranges"]):
        f["loo"], f["loo_range"], f["baseline_loo"], f["lopo"], f["lopo_range"] = p, r, pl, lp, lr
        f["in_sample"] = _predict(f, main["fitted"], P)
    for res, group in ((with_all, every), (with_one, first)):
        for f, p, r in zip(group, res["loo_pred"], res["loo_ranges"]):
            if f["disputed"]:
                f["loo"], f["loo_range"], f["in_sample"] = p, r, _predict(f, res["fitted"], P)
    dp = None
    pub = [f["published"] for f in feats]
    return {
        "cases": every, "left_out": LEFT_OUT, "fitted": main["fitted"], "catalog": cur,
        "baseline_fraction": main["baseline_fraction"], "range_factors": main["range_factors"],
        "max_gpus": max(f["gpus"] for f in feats), "vision_fit": vision_fit(P, REF),
        "engine": stats_of([f["engine_gpu_hours"] for f in feats], pub, [f["engine_range"] for f in feats]),
        "in_sample": main["in_sample"], "loo": main["loo"], "lopo": main["lopo"],
        "range_factors_loo": main["range_factors_loo"], "heldout": [] if CAL_ONLY else run_heldout(cat, P),
        "checked": run_checked(cat, P, CHECKED, _features), "moe": run_moe(cat, P, _features, _job),
        "unseen": run_checked(cat, P, UNSEEN, _features), "nemo": run_checked(cat, P, NEMO_CHECKED, _features),
        "pairs": None if CAL_ONLY else run_pairs(cat, P, _features),
        "baseline_in_sample": main["baseline_in_sample"],
        "baseline_loo": main["baseline_loo"], "runs": main["runs"],
        "with_disputed": {k: with_all[k] for k in ("in_sample", "loo", "baseline_in_sample", "baseline_loo", "runs",
                                                   "fitted")},
        "with_first_disputed": {k: with_one[k] for k in ("in_sample", "loo", "baseline_in_sample", "baseline_loo",
                                                         "runs", "fitted")},
        "dp_term": dp,
        "disputed": [(c.case, c.disputed) for c in CASES if c.disputed],
        "nested": nested,
    }


def run_heldout(cat, P: E.Prepared) -> list[dict]:
    """The runs of fit_cases.HELD_OUT and the MLPerf benchmarks of MLPERF_HELD, estimated by the engine with the
    catalog as it is (nothing fitted to them): estimate / published and whether the published figure lies inside
    the estimate's own 80% range. A benchmark group's unknown work is the geometric mean of the OTHER GPUs'
    published / estimate."""
    out = []
    for c in list(HELD_OUT) + mlperf_held(REF):
        f = _features(cat, P, c)
        f["assumed"] = list(c.assumed)
        f["sets"] = c.sets
        out.append(f)
    for g in {f["group"] for f in out if f["group"]}:
        mine = [f for f in out if f["group"] == g]
        logs = [math.log(f["published"] / f["engine_gpu_hours"]) for f in mine]
        for i, f in enumerate(mine):
            w = math.exp(statistics.fmean(logs[:i] + logs[i + 1:])) if len(mine) > 1 else 1.0
            f["engine_gpu_hours"] *= w
            f["engine_range"] = tuple(x * w for x in f["engine_range"])
    for f in out:
        lo, hi = f["engine_range"]
        f["ratio"] = f["engine_gpu_hours"] / f["published"]
        f["inside"] = lo <= f["published"] <= hi
    return out


FIRST_DISPUTED = ("llama3.1-8b", "llama3.1-70b", "llama3.1-405b")  # the Llama 3.1 card rows
def _default_batch(P: E.Prepared, params: float) -> float:
    """The global batch in tokens of a run whose source does not say: defaults.csv global_batch_tokens_ref_llm x
    (N / size_ref_params) ^ global_batch_size_exponent_llm (GPT-3's schedule: 2M tokens at 10B, exponent 0.25;
    those values for a catalog without the rows, measured with --dp-batch)."""
    d = P.defaults
    return _d(d, "global_batch_tokens_ref_llm", 2e6) * (params / d["size_ref_params"].value) ** _d(
        d, "global_batch_size_exponent_llm", 0.25)


def _dp_x(f: dict, p0: float) -> float:
    """The data-parallel term's variable (docs/estimates.md section 1): with a fixed global batch the compute of
    a step per GPU falls as 1 / GPUs, while the gradient all-reduce it waits for scales with the model's shard:
    their ratio grows as peak x GPUs / params. Only the cross-node share (1 - 1/nodes) counts; 0 on one node."""
    if DP_BATCH:
        # gradient bytes / bandwidth over the compute of the global batch per GPU: (N / tp) / bw over
        # 6 N B / (GPUs x peak): peak x GPUs / (B x tp), B in millions of tokens
        return (f["peak"] / p0) * f["gpus"] / (f["batch"] / 1e6) / f["tp"] * (1 - 1 / f["nodes"])
    return (f["peak"] / p0) * f["gpus"] / (f["params"] / 1e9) * (1 - 1 / f["nodes"])


NESTED_TERMS = {"size_peak": "log model size x log peak", "peak": "log peak", "bandwidth": "log memory bandwidth", "size": "log model size",
                "cluster": "log2 nodes x reference / network bandwidth"}
NESTED_CANDIDATES = [(terms, lad) for terms in (("peak", "size", "size_peak", "cluster"), ("peak", "size", "size_peak"),
                                                 ("peak", "size", "cluster"), ("peak", "size"), ("peak",),
                                                 ("bandwidth", "size"), ("bandwidth",)) for lad in (False, True)]


def run_nested(feats: list[dict], P: E.Prepared) -> dict:
    """The choice of formula is a fit too: for each run left out, pick among NESTED_CANDIDATES (terms x least
    squares / least absolute deviations) by the median leave-one-out error on the OTHER runs only, fit the
    pick on them and predict the run. The cluster term is linear here (log(1 + c x) ~ c x for small c)."""
    import numpy as np

    d = P.defaults
    p0, nref = d["roofline_anchor_tflops"].value, d["size_ref_params"].value
    b0 = d["roofline_anchor_bandwidth_gbs"].value
    y = np.log([f["published"] for f in feats])
    base = np.log([f["flops"] / (f["used"] * 1e12 * f["intra"] * p0) * f["qlora"] * f["gpus"] / 3600 for f in feats])
    col = {"peak": -np.log([f["peak"] / p0 for f in feats]),
           "bandwidth": -np.log([(f["bw"] or b0) / b0 for f in feats]),
           "size": -np.log([f["params"] / nref for f in feats]),
           "cluster": np.array([math.log2(f["nodes"]) * f["net_ratio"] for f in feats])}
    col["size_peak"] = col["size"] * np.log([f["peak"] / p0 for f in feats])
    groups = sorted({f["group"] for f in feats if f["group"]})
    G = [np.array([f["group"] == g for f in feats], dtype=float) for g in groups]
    r = y - base
    n = len(feats)

    def fit(X, idx, lad):
        return _lad(X[idx], r[idx]) if lad else np.linalg.lstsq(X[idx], r[idx], rcond=None)[0]

    Xs = {t: np.column_stack([-np.ones(n)] + [col[k] for k in t] + G) for t, _ in NESTED_CANDIDATES}
    preds, picks = [], []
    for i in range(n):
        rest = [j for j in range(n) if j != i]
        best = None
        for terms, lad in NESTED_CANDIDATES:
            X = Xs[terms]
            errs = [abs(math.exp(X[j] @ fit(X, [k for k in rest if k != j], lad) - r[j]) - 1) for j in rest]
            m = statistics.median(errs)
            if best is None or m < best[0]:
                best = (m, terms, lad)
        X = Xs[best[1]]
        preds.append(math.exp(base[i] + X[i] @ fit(X, rest, best[2])))
        picks.append(("+".join(best[1]) or "constant") + (" LAD" if best[2] else " LS"))
    pub = [f["published"] for f in feats]
    return {"stats": stats_of(preds, pub), "picks": {p: picks.count(p) for p in sorted(set(picks))},
            "candidates": len(NESTED_CANDIDATES)}


def run_vision(cat) -> list[dict]:
    """Measured vision throughput: each 8-GPU measurement predicted from the catalog without it."""
    out = []
    tp = cat["throughput"]
    for _, row in tp[tp["gpus"] > 1].iterrows():
        rest = cat.with_table("throughput", tp.drop(index=row.name))
        P = E.prepare(rest)
        prec = "bf16" if row["precision"] == "mixed" else "fp32"
        job = E.job_from_preset(P, row["model"], samples=1e6, precision=prec)
        try:
            est = E.estimate_config(P, job, row["gpu"], int(row["gpus"]))
        except E.EstimateError:  # the model's only measurement and no FLOP count (Stable Diffusion): nothing to
            continue  # predict it from
        if "measured_throughput" not in est.assumptions:
            continue
        out.append({"case": f"{row['model']} {row['gpus']}x{row['gpu']} {row['precision']}",
                    "estimate": est.samples_per_s, "published": float(row["samples_per_s"]),
                    "ratio": est.samples_per_s / float(row["samples_per_s"])})
    return out


def run(path: Path, cat) -> dict:
    P = E.prepare(cat)
    with open(path, newline="", encoding="utf-8") as fh:
        rows = list(csv.DictReader(fh))
    inf = [_inference_case(cat, P, r) for r in rows if r["part"].lower().startswith("b")]
    tr = run_training(cat)
    vis = run_vision(cat)
    L = tr["loo"]
    ok = (L["median_abs_error"] <= GOAL_MEDIAN and L["worst_factor"] <= GOAL_WORST
          and abs(L["median_bias"] - 1) <= GOAL_BIAS and L["inside_range"] >= GOAL_INSIDE)
    ok &= all(abs(c["ratio"] - 1) <= GOAL_INFERENCE for c in inf)
    serving = serving_bench.run(cat)  # issue 28: the serving model against the published serving figures, alongside
    return {"file": str(path), "training": tr, "vision": vis, "inference": inf, "serving": serving,
            "goals_met": bool(ok)}


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--file", type=Path, default=DEFAULT_FILE, help="calibration CSV for inference (default: %(default)s)")
    p.add_argument("--catalog", type=Path, help="catalog folder (default: the bundled catalog)")
    p.add_argument("--json", action="store_true", help="print the results as JSON")
    p.add_argument("--nested", action="store_true",
                   help="also choose the formula inside each leave-one-out fold (a few minutes)")
    p.add_argument("--no-dp-term", action="store_true",
                   help="fit and score the model without the data-parallel term (k = 0), for comparison")
    p.add_argument("--no-multi", action="store_true",
                   help="fit and score without the multi-node MLPerf ratio groups (MLPERF_MULTI), for comparison")
    p.add_argument("--dp-batch", action="store_true",
                   help="the data-parallel term on the global batch in tokens (issue 28) instead of GPUs / params")
    p.add_argument("--fit-seq", metavar="GRID",
                   help="also fit the short-sequence term's seq_half_tokens_llm on this comma-separated grid (tokens)")
    p.add_argument("--without", action="append", metavar="PUBLISHER",
                   help="leave this publisher's calibration runs out (e.g. nvidia-dle), for comparison")
    p.add_argument("--fit-mem-share", action="store_true",
                   help="search the memory-time share on its grid (0 .. 0.9) instead of holding the catalog's value")
    p.add_argument("--mem-share", type=float, metavar="S",
                   help="hold the memory-time share of an LLM step (memory_time_share_llm) at S instead of fitting it")
    p.add_argument("--calibration-only", action="store_true",
                   help="fit and score the calibration runs only: the held-out runs are neither estimated nor printed")
    p.add_argument("--small-half", metavar="GRID",
                   help="fit the framework stack's small-model term 1 / (1 + N_half / N) with N_half on this "
                        "comma-separated grid (parameters, e.g. 0,1e8,3e8,1e9)")
    p.add_argument("--stacks", metavar="LABELS", default="",
                   help="software-stack labels whose factor is fitted against 'framework' (comma-separated: fused, "
                        "megatron; empty: no stack term), default %(default)s")
    p.add_argument("--pub-fe", action="store_true",
                   help="fit with publisher fixed effects (size and peak terms from within-publisher differences)")
    p.add_argument("--write-fit", type=Path, metavar="DIR",
                   help="write the parameters fitted on all runs and the 80%% range into DIR's catalog CSVs")
    args = p.parse_args(argv)
    global NESTED, NO_DP, NO_MULTI, CAL_ONLY, DP_BATCH, SEQ_GRID, WITHOUT, MS_GRID
    global FIT_MEM, STACK_FIT, SMALL_GRID, PUB_FE
    PUB_FE = args.pub_fe
    STACK_FIT = tuple(x for x in args.stacks.split(",") if x)
    SMALL_GRID = [float(x) for x in args.small_half.split(",")] if args.small_half else None
    FIT_MEM = args.fit_mem_share or args.mem_share is not None
    if args.mem_share is not None:
        MS_GRID = [args.mem_share]
    WITHOUT = tuple(args.without or ())
    SEQ_GRID = [float(x) for x in args.fit_seq.split(",")] if args.fit_seq else None
    DP_BATCH = args.dp_batch
    NO_MULTI = args.no_multi
    CAL_ONLY = args.calibration_only
    NESTED = args.nested
    NO_DP = args.no_dp_term
    if args.catalog:
        cat, problems = load_dir(args.catalog)
        if cat is None:
            print(f"accuracy: the catalog {args.catalog} has errors", file=sys.stderr)
            return 2
    else:
        cat = load_bundled()
    res = run(args.file, cat)
    if args.write_fit:
        write_fit(res, args.write_fit)
    if args.json:
        print(json.dumps(finite(res), indent=1, default=str))
    else:
        accuracy_report.print_report(res, sys.modules[__name__])
    return 0 if res["goals_met"] else 1


if __name__ == "__main__":
    sys.exit(main())
