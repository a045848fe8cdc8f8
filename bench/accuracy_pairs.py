"""Pairs of published runs a user's answers cannot tell apart (issue 28): the lowest worst error any estimate can reach.

An estimate sees what a user tells it: the GPU, how many, the model's size, the sequence length, the tokens, the
precision and whether it is a pre-training or a fine-tune. Two published runs that agree on all of that but differ
by a factor r in the utilisation they reached (the model's FLOPs by the engine's own count over GPU-seconds at the
dense peak) cannot both be placed within sqrt(r) by any estimate that gives them the same utilisation: one of the
two is off by at least sqrt(r). This module finds such pairs among every run of ``bench/fit_cases.py`` (calibration,
checked, no-fit-has-seen and held-out; not the MLPerf groups, whose work is not published, nor vision or disputed
runs), from different publishers: same GPU (family and dense peak), GPU counts within ``COUNT_X``, sizes within
``SIZE_X``, same task and method.

Where the two differ in sequence length, an estimate could in principle give them different utilisations; the
same publisher's own runs at both lengths on the same GPU (``SEQ_EVIDENCE``: NVIDIA's BERT-large pre-training at 128
and 512 tokens) say which way, and by how much, the length moves utilisation on one stack. ``floor_with_seq`` is the
worst error left when the estimate follows that measured direction (sqrt(r x the same-stack ratio) when the
measured direction widens the gap); ``floor`` ignores the length (sqrt(r)).

Run: ``bench/accuracy.py`` prints it (section "pairs a user's answers cannot tell apart"); ``--json`` under
``training.pairs``.
"""

from __future__ import annotations

import itertools
import math
from typing import Any, Callable

from fit_cases import CASES, CHECKED, HELD_OUT, UNSEEN, Case, publisher

COUNT_X = 2.0  # GPU counts within this factor (the engine's scale terms move less than 5% over a factor of 2)
SIZE_X = 1.25  # model sizes within this factor (RoBERTa-large 355M against BERT-large 340M)
DLE_BERT = ("gpu-training-throughput.csv: NVIDIA/DeepLearningExamples @729963dd PyTorch/LanguageModeling/BERT/README.md "
            "(pre-training, DGX-1 V100 32GB, AMP)")
# NVIDIA's BERT-large pre-training on 8 V100 32GB (DGX-1, PyTorch, AMP), phase 1 at 128 tokens and phase 2 at 512
# tokens: one stack, one GPU, one count; the sequence length alone changes.
SEQ_EVIDENCE: tuple[Case, ...] = (
    Case("dle-bert-large-pretrain128-8xv100", DLE_BERT, "V100-32GB", 8, 1e9, 0.0, "from 1,746 sequences/s (AMP, seq 128)",
         "bert-large", seq_len=128, tokens_per_s=1746 * 128, publisher="nvidia-dle", workload="encoder"),
    Case("dle-bert-large-pretrain512-8xv100", DLE_BERT, "V100-32GB", 8, 1e9, 0.0, "from 586 sequences/s (AMP, seq 512)",
         "bert-large", seq_len=512, tokens_per_s=586 * 512, publisher="nvidia-dle", workload="encoder"),
)


def _row(f: dict, c: Case, label: str) -> dict:
    seconds = f["peak"] * 1e12 * 3600
    return dict(set=label, case=c.case, gpu=f["gpu"], family=f["family"], peak=f["peak"], gpus=c.gpus,
                params=f["params"], seq=f["seq"], precision=c.precision, method=c.method,
                task=c.task or ("finetune" if c.method != "full" else "pretrain"), workload=f["workload"],
                publisher=publisher(c), published_mfu=f["flops"] / (f["published"] * seconds),
                engine_mfu=f["flops"] / (f["engine_gpu_hours"] * seconds))


def run_pairs(cat: Any, P: Any, features: Callable[[Any, Any, Case], dict]) -> dict:
    """The pairs (largest utilisation ratio first) and the same-stack sequence evidence."""
    rows = []
    for label, cases in (("calibration", CASES), ("checked", CHECKED), ("unseen", UNSEEN), ("held-out", HELD_OUT)):
        for c in cases:
            if c.group or c.workload == "cv" or c.disputed:
                continue
            rows.append(_row(features(cat, P, c), c, label))
    ev = [_row(features(cat, P, c), c, "evidence") for c in SEQ_EVIDENCE]
    seq_ratio = {(ev[0]["family"], ev[0]["seq"], ev[1]["seq"]): ev[1]["published_mfu"] / ev[0]["published_mfu"]}
    pairs = []
    for a, b in itertools.combinations(rows, 2):
        if (a["family"], a["peak"], a["task"], a["method"], a["workload"]) != (
                b["family"], b["peak"], b["task"], b["method"], b["workload"]):
            continue
        if a["publisher"] == b["publisher"]:
            continue
        if max(a["gpus"], b["gpus"]) / min(a["gpus"], b["gpus"]) > COUNT_X:
            continue
        if max(a["params"], b["params"]) / min(a["params"], b["params"]) > SIZE_X:
            continue
        hi, lo = (a, b) if a["published_mfu"] >= b["published_mfu"] else (b, a)
        r = hi["published_mfu"] / lo["published_mfu"]
        floor_seq = math.sqrt(r)
        for (fam, s_short, s_long), q in seq_ratio.items():
            if hi["family"] == fam and {hi["seq"], lo["seq"]} == {s_short, s_long}:
                # q: the same stack's utilisation at s_long over s_short. If the slower run is the longer one and q > 1,
                # following the measurement widens the gap an estimate must bridge (and narrows it the other way).
                follow = q if lo["seq"] == s_long else 1 / q
                floor_seq = math.sqrt(r * follow)
        pairs.append(dict(high=hi, low=lo, ratio=r, floor=math.sqrt(r), floor_with_seq=floor_seq,
                          engine_ratio=hi["engine_mfu"] / lo["engine_mfu"]))
    pairs.sort(key=lambda p: -p["ratio"])
    return {"pairs": pairs, "evidence": ev, "count_x": COUNT_X, "size_x": SIZE_X}


def print_pairs(res: dict | None, top: int = 8) -> None:
    if not res:
        return
    print(f"\npairs a user's answers cannot tell apart (bench/accuracy_pairs.py): same GPU, GPU counts within "
          f"{res['count_x']:g}x, sizes within {res['size_x']:g}x, same workload and task, different publishers; 'floor' = the worst "
          "error any estimate giving both the same utilisation must make on one of them")
    ev = res["evidence"]
    print(f"  same-stack evidence on the sequence length: {ev[0]['case']} {ev[0]['published_mfu']:.3f} of peak, "
          f"{ev[1]['case']} {ev[1]['published_mfu']:.3f} ({ev[1]['published_mfu'] / ev[0]['published_mfu']:.2f}x at "
          f"{ev[1]['seq']} tokens against {ev[0]['seq']})")
    print(f"  {'faster run (GPU, GPUs, tokens, published MFU)':58s} {'slower run':58s} {'ratio':>6s} {'floor':>6s} "
          f"{'w/ seq':>6s} {'engine':>6s}")
    for p in res["pairs"][:top]:
        h, lo = p["high"], p["low"]
        print(f"  {h['case'][:34]:34s} {h['gpu']:>9s} {h['gpus']:>5d} {h['seq']:>5d} {h['published_mfu']:.3f} "
              f"{lo['case'][:34]:34s} {lo['gpu']:>9s} {lo['gpus']:>5d} {lo['seq']:>5d} {lo['published_mfu']:.3f} "
              f"{p['ratio']:>6.2f} {p['floor']:>5.2f}x {p['floor_with_seq']:>5.2f}x {p['engine_ratio']:>6.2f}")
    worst = max((p["floor_with_seq"] for p in res["pairs"]), default=1.0)
    print(f"  lowest worst error any estimate can reach on these runs, following the same-stack evidence: {worst:.2f}x"
          f" (issue 28 asks <= 2x)")
