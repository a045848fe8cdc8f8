"""Re-derive the measured GPU-class factors of catalogs/gpu_speed.csv after a refit (issue 28): each factor was set
so the engine matched its measurement; a refit moves the engine's modelled time of those runs, so the factor moves
by the same ratio. Prints, per factor, the engine's modelled time (without the class factor's change) under two
catalogs and the factor that keeps the measurement matched. Only the engine's own figures are compared: the runs'
published figures are not read.

    .venv/bin/python bench/gpu_factors.py --old DIR --new DIR
"""

from __future__ import annotations

import argparse
import math
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from gpu_advisor.core import estimate as E  # noqa: E402
from gpu_advisor.core.catalog.load import load_dir  # noqa: E402

BERT = dict(preset="bert-large", precision="fp16")


def _hours(P, gpu: str, gpus: int, nodes: int = 1, **kw) -> float:
    """Modelled GPU-hours of ``gpus`` per node on ``nodes`` servers (over RDMA where several)."""
    job = E.job_from_preset(P, kw.pop("preset"), tokens=1e9, **kw)
    return E.estimate_config(P, job, gpu, gpus, nodes, network="rdma" if nodes > 1 else None).gpu_hours


# MLPerf Training v4.0 closed, Llama 2 70B LoRA, one submitter (NVIDIA) and one software release (NeMo 24.04), both
# on 64 GPUs: 16 servers of 4 L40S in 21.49 min, 8 servers of 8 H100 SXM in 5.09 min (reference-data
# mlperf-training-closed-v4.0-v5.0.csv: l40s_n16_ngc24.04_nemo, eos_n8_ngc24.04_nemo). The work is the same.
L40S_OVER_H100 = 21.49 / 5.09
LORA = dict(preset="llama-2-70b", method="lora", seq_len=8192, packed=True)


def l40s_factor(P) -> float:
    """The AD102 data-center factor: the modelled L40S / H100 GPU-hours of that pair (the factor divided out) over
    the published ratio."""
    cls = {k: v[0] for k, v in P.gpu_speed.items()}
    f = cls.get(("L40S", "llm"), 1.0)
    return _hours(P, "L40S", 4, 16, **LORA) * f / _hours(P, "H100", 8, 8, **LORA) / L40S_OVER_H100


def ratios(P) -> dict[str, float]:
    """Modelled GPU-hours ratios that set each factor (the factor itself divided out)."""
    cls = {k: v[0] for k, v in P.gpu_speed.items()}
    out = {}
    # volta: V100 vs A100 on DLE BERT-large pretraining, one GPU, seq 128 and 512 (geometric mean)
    v = [_hours(P, "V100-32GB", 1, seq_len=s, **BERT) / _hours(P, "A100-80GB", 1, seq_len=s, **BERT) for s in (128, 512)]
    out["volta"] = math.sqrt(v[0] * v[1]) * cls[("volta", "llm")]
    # turing: the T4 QLoRA 7B run of the Unsloth README (seq 512, fp16)
    out["turing"] = _hours(P, "T4", 1, preset="llama-2-7b", seq_len=512, method="qlora", precision="fp16",
                           packed=True) * cls[("turing", "llm")]
    # GA102: 2 x RTX A5000 on MLPerf BERT against the geometric mean of the other one-node GPUs (8 each)
    others = [_hours(P, g, 8, seq_len=512, **BERT) for g in ("H100", "H200", "B200", "H100-PCIE", "L40S")]
    out["RTXA5000"] = _hours(P, "RTXA5000", 2, seq_len=512, **BERT) * cls[("RTXA5000", "llm")] / math.exp(
        sum(map(math.log, others)) / len(others))
    if ("L40S", "llm") in cls:
        out["L40S"] = l40s_factor(P) * L40S_OVER_H100
    return out


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--old", type=Path)
    p.add_argument("--new", type=Path)
    p.add_argument("--l40s", type=Path, metavar="DIR",
                   help="print the L40S (AD102) factor this catalog's engine gives from the MLPerf LoRA pair")
    a = p.parse_args()
    if a.l40s:
        f = l40s_factor(E.prepare(load_dir(a.l40s)[0]))
        print(f"L40S: modelled L40S / H100 GPU-hours over the published {L40S_OVER_H100:.3f}: factor {f:.3f}")
        return 0
    if a.old is None or a.new is None:
        p.error("--old and --new (or --l40s)")
    cats = [load_dir(d)[0] for d in (a.old, a.new)]
    P_old, P_new = (E.prepare(c) for c in cats)
    r_old, r_new = ratios(P_old), ratios(P_new)
    for k in r_old:
        f_old = P_old.gpu_speed[(k, "llm")][0]
        m = r_new[k] / r_old[k]
        print(f"{k:10s} modelled time new/old {m:.3f}: factor {f_old:.3g} x {m:.3f} = {f_old * m:.3g}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
