#!/usr/bin/env python3
"""Catalog coverage: priced instances the engine can estimate, GPUs with figures, shapes waiting for a
price, priced disk and transfer lines per provider. Prints figures; compare two catalogs with --catalog.

    .venv/bin/python bench/catalog_coverage.py                 # the bundled catalog
    .venv/bin/python bench/catalog_coverage.py --catalog DIR   # another catalog folder (e.g. an old copy)
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from gpu_advisor.core import catalog as cm  # noqa: E402
from gpu_advisor.core.estimate.data import EstimateError, Job
from gpu_advisor.core.estimate.training import estimate_config  # noqa: E402


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--catalog", type=Path)
    args = ap.parse_args()
    if args.catalog:
        cat, problems = cm.load_dir(args.catalog, strict=False)
        if cat is None:
            print(problems)
            return 1
    else:
        cat = cm.load_bundled()
    inst = cat["instances"]
    priced = inst[inst[["on_demand_hour", "spot_hour", "monthly"]].notna().any(axis=1)]
    usable, why = set(), Counter()
    for gpu in sorted(set(priced["gpu"])):
        try:
            estimate_config(cat, Job(task="train", workload="llm", params=1e8, tokens=1e9, precision="bf16"),
                            gpu, 1)
            usable.add(gpu)
        except EstimateError as exc:
            why[getattr(exc, "code", type(exc).__name__)] += 1
    ok = priced["gpu"].isin(usable)
    print(f"priced instances: {len(priced)}; usable (the engine can time them): {int(ok.sum())}; "
          f"not: {int((~ok).sum())} ({100 * (~ok).mean():.0f}%)")
    print(f"  unusable GPUs: {', '.join(sorted(set(priced.loc[~ok, 'gpu']))) or '-'} {dict(why)}")
    g = cat["gpus"]
    has = g["fp16_tflops"].notna() | g["fp32_tflops"].notna()
    print(f"GPU rows: {len(g)}; with compute figures: {int(has.sum())}; memory only: {int((~has).sum())}; "
          f"derived: {int((g['confidence'] == 'derived').sum())}")
    unpriced = inst[~inst.index.isin(priced.index)]
    print(f"instances waiting for a price: {len(unpriced)} "
          f"({', '.join(f'{k} {v}' for k, v in Counter(unpriced['provider']).most_common()) or '-'})")
    cn = inst[inst["provider"].isin(["alibaba", "tencent"])]
    print(f"Chinese-cloud shapes: {len(cn)} ({len(cn) - int(cn.index.isin(unpriced.index).sum())} priced); GPUs: "
          f"{', '.join(sorted(set(cn['gpu'])))}")
    st, tr = cat["storage"], cat["transfer"]
    for p in sorted(set(cat["providers"]["provider"])):
        s = st[st["provider"] == p]
        t = tr[tr["provider"] == p]
        print(f"  {p:8} storage rows {len(s):3d} priced {int(s['price_gb_month'].notna().sum()):3d}   "
              f"transfer rows {len(t):3d} priced {int(t['price_per_gb'].notna().sum()):3d}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
