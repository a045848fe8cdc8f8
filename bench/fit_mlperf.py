"""The MLPerf Training rows of shared/reference-data as bench cases (bench/accuracy.py): the 8-GPU ratio groups,
the multi-node ratio groups (issue 28: Llama 3.1 405B on 512 GPUs) and the held-out benchmarks. Split out of
accuracy.py (at most 800 lines a file)."""

from __future__ import annotations

import csv
import statistics
from pathlib import Path

from fit_cases import (MLPERF, MLPERF_GPUS, MLPERF_GROUPS, MLPERF_HELD, MLPERF_HELD_SETS, MLPERF_HELD_SKIP,
                       MLPERF_MULTI, MLPERF_STAND_IN, Case)


def mlperf_medians(REF: Path, benchmark: str) -> dict[str, tuple[float, int]]:
    """Catalog GPU -> (median of the olympic-mean minutes of its 8-GPU submissions, submissions)."""
    by: dict[str, list[float]] = {}
    with open(REF / MLPERF, newline="", encoding="utf-8") as fh:
        for r in csv.DictReader(fh):
            if r["benchmark"] != benchmark or r["acc"] not in MLPERF_GPUS:
                continue
            if int(r["nodes"]) * int(r["acc_per_node"]) != 8 or not r["olympic_mean_min"]:
                continue
            by.setdefault(MLPERF_GPUS[r["acc"]], []).append(float(r["olympic_mean_min"]))
    return {g: (statistics.median(v), len(v)) for g, v in sorted(by.items())}


def mlperf_cases(REF: Path, multi: bool = True) -> list:
    out = []
    for bench, kw in MLPERF_GROUPS.items():
        for gpu, (minutes, n) in mlperf_medians(REF, bench).items():
            out.append(Case(f"mlperf-{bench}-8x{gpu}", MLPERF, gpu, 8, 1e9, 8 * minutes / 60,
                            f"8 x median of {n} submissions ({minutes:.2f} min); work unknown, fitted per benchmark",
                            group=bench, packed=True, **kw))  # (MLPerf LoRA: GovReport at full 8,192-token length)
    if multi:
        out += mlperf_multi_cases(REF)
    return out


def mlperf_multi_cases(REF: Path) -> list:
    """MLPERF_MULTI: per catalog GPU, the median olympic-mean GPU-hours of its submissions at the benchmark's one GPU
    count (accelerators without a catalog row through MLPERF_STAND_IN, their GPU-hours scaled as it says)."""
    out = []
    names = {**MLPERF_GPUS, **{k: v[0] for k, v in MLPERF_STAND_IN.items()}}
    for bench, kw in MLPERF_MULTI.items():
        kw = dict(kw)
        gpus = int(kw.pop("gpus"))
        by: dict[str, list[float]] = {}
        why: dict[str, str] = {}
        with open(REF / MLPERF, newline="", encoding="utf-8") as fh:
            for r in csv.DictReader(fh):
                if r["benchmark"] != bench or r["acc"] not in names or not r["olympic_mean_min"]:
                    continue
                if int(r["nodes"]) * int(r["acc_per_node"]) != gpus:
                    continue
                f = MLPERF_STAND_IN[r["acc"]][1] if r["acc"] in MLPERF_STAND_IN else 1.0
                if r["acc"] in MLPERF_STAND_IN:
                    why[names[r["acc"]]] = MLPERF_STAND_IN[r["acc"]][2]
                by.setdefault(names[r["acc"]], []).append(gpus * float(r["olympic_mean_min"]) / 60 * f)
        for gpu, v in sorted(by.items()):
            out.append(Case(f"mlperf-{bench}-{gpus}x{gpu}", MLPERF, gpu, gpus, 1e9, statistics.median(v),
                            f"median of {len(v)} submissions' GPU-hours at {gpus} GPUs; work unknown, fitted per "
                            "benchmark", group=bench, assumed=(why[gpu],) if gpu in why else (), **kw))
    return out

def mlperf_held(REF: Path) -> list:
    """MLPerf benchmarks held out, one case per GPU (median GPU-minutes of its one-node NVIDIA-software
    submissions)."""
    names = dict(MLPERF_GPUS, **{"NVIDIA RTX A5000": "RTXA5000", "NVIDIA L40S": "L40S"})
    out = []
    for bench, kw in MLPERF_HELD.items():
        by: dict[str, list[tuple[float, int]]] = {}
        with open(REF / MLPERF, newline="", encoding="utf-8") as fh:
            for r in csv.DictReader(fh):
                n = int(r["nodes"]) * int(r["acc_per_node"])
                if (r["benchmark"] != bench or r["acc"] not in names or n > 8 or not r["olympic_mean_min"]
                        or r["submitter"] in MLPERF_HELD_SKIP):
                    continue
                by.setdefault(names[r["acc"]], []).append((float(r["olympic_mean_min"]) * n / 60, n))
        for gpu, v in sorted(by.items()):
            gh = statistics.median(x for x, _ in v)
            n = max((k for _, k in v), key=[k for _, k in v].count)
            out.append(Case(f"mlperf-{bench}-{n}x{gpu}", MLPERF, gpu, n, 1e9, gh,
                            f"median of {len(v)} submissions' GPU-hours; work unknown: compared with the other GPUs",
                            group=bench, publisher="mlcommons", sets=MLPERF_HELD_SETS.get(gpu), **kw))
    return out
