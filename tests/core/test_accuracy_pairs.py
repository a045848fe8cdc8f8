"""bench/accuracy_pairs.py: the pairs of published runs a user's answers cannot tell apart, and the floor they put
under any estimate's worst error (issue 28). A stand-in features function keeps it fast; the real runs are printed by
bench/accuracy.py."""

from __future__ import annotations

import math
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))
import accuracy_pairs as AP  # noqa: E402
from fit_cases import Case  # noqa: E402


def _case(name: str, publisher: str, seq: int, gpus: int = 1024, params: float = 3.4e8) -> Case:
    return Case(name, "test", "V100-32GB", gpus, 1e9, 0.0, "test", params=params, seq_len=seq, publisher=publisher,
                workload="encoder")


def _features(mfu: dict[str, float]):
    def features(cat, P, c: Case) -> dict:
        flops = 1e18
        peak = 125.0
        gpu_h = flops / (mfu[c.case] * peak * 1e12 * 3600)
        return dict(gpu="V100-32GB", family="volta", peak=peak, params=c.params, seq=c.seq_len, workload="encoder",
                    flops=flops, published=gpu_h, engine_gpu_hours=gpu_h)
    return features


def test_a_pair_four_times_apart_puts_the_floor_at_two(monkeypatch):
    fast, slow = _case("fast-128", "a", 128), _case("slow-512", "b", 512)
    far = _case("far-size", "c", 128, params=3.4e9)  # ten times the size: told apart by the user's answers
    mfu = {"fast-128": 0.40, "slow-512": 0.10, "far-size": 0.05,
           "dle-bert-large-pretrain128-8xv100": 0.40, "dle-bert-large-pretrain512-8xv100": 0.60}
    for name in ("CASES", "CHECKED", "HELD_OUT"):
        monkeypatch.setattr(AP, name, ())
    monkeypatch.setattr(AP, "UNSEEN", (fast, slow, far))
    monkeypatch.setattr(AP, "SEQ_EVIDENCE", tuple(_case(n, "dle", s, gpus=8) for n, s in (
        ("dle-bert-large-pretrain128-8xv100", 128), ("dle-bert-large-pretrain512-8xv100", 512))))
    res = AP.run_pairs(None, None, _features(mfu))
    assert len(res["pairs"]) == 1
    p = res["pairs"][0]
    assert (p["high"]["case"], p["low"]["case"]) == ("fast-128", "slow-512")
    assert math.isclose(p["ratio"], 4.0) and math.isclose(p["floor"], 2.0)
    # the same stack runs 512 tokens at 1.5x the utilisation of 128: following it, the slower 512-token run is
    # further off still
    assert math.isclose(p["floor_with_seq"], math.sqrt(4.0 * 1.5))
