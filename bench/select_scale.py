"""Benchmark of the price/rank split at scale (issue 12).

For the bundled catalog and a synthetic one of about 200,000 offerings (the bundled instances repeated with new
names and prices scaled at random, as bench/engine.py builds them), on scenarios from one GPU to thousands:

* ``cold``: the first ``recommend`` of a job on a new Catalog object (nothing prepared, estimated or cached);
* ``price``: ``price()`` again for the same job on the same catalog (estimates reused, prices redone);
* ``rank``: ``rank()`` of a priced table for an edited scenario (deadline, budget, filters) - what a GUI edit
  that keeps the job costs; median of the repeats.

    .venv/bin/python bench/select_scale.py                 # bundled and ~200,000 offerings
    .venv/bin/python bench/select_scale.py --factors 1      # bundled only
"""

from __future__ import annotations

import argparse
import datetime as dt
import gc
import statistics
import sys
import time
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from engine import synthetic  # noqa: E402  (the same synthetic catalogs as bench/engine.py)

from gpu_advisor.core.catalog import cost as C  # noqa: E402
from gpu_advisor.core import select as SEL  # noqa: E402
from gpu_advisor.core.catalog.load import load_bundled  # noqa: E402
from gpu_advisor.core.scenario.spec import parse_scenario  # noqa: E402

TODAY = dt.date(2026, 12, 2)
SCENARIOS = {
    "seed 000 (reference run, no model)": {
        "task": "train", "workload": "cv", "data": {"dataset_gb": 50},
        "reference_run": {"gpu": "V100-32GB", "gpus": 1, "hours": 100}, "deadline_hours": 100,
        "budget": {"amount": 100000, "currency": "CNY", "per": "month"}, "preferences": {"currency": "CNY"}},
    "7B on 1T tokens, 30 days": {
        "task": "train", "workload": "llm", "model": {"preset": "llama-2-7b"}, "data": {"tokens": 1e12},
        "deadline_hours": 720, "preferences": {"currency": "USD"}},
    "70B on 1.4T tokens, 60 days": {
        "task": "train", "workload": "llm", "model": {"preset": "llama-2-70b"}, "data": {"tokens": 1.4e12},
        "deadline_hours": 1440, "preferences": {"currency": "USD"}},
    "serve 70B at 20 requests/s": {
        "task": "inference", "workload": "llm", "model": {"preset": "llama-3-70b"}, "inference": {"qps": 20},
        "preferences": {"currency": "USD"}},
}


def timed(fn):
    gc.collect()
    t0 = time.perf_counter()
    out = fn()
    return time.perf_counter() - t0, out


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--factors", default="1,452", help="452x gives just over 200,000 offerings")
    p.add_argument("--repeats", type=int, default=5)
    args = p.parse_args(argv)
    base = load_bundled()
    print(f"today fixed at {TODAY}; times in ms")
    print(f"{'catalog':>8} {'offerings':>10} {'scenario':<36} {'rows':>9} {'answer':<26} {'cold':>7} {'price':>7} "
          f"{'rank':>6}")
    for factor in [int(x) for x in args.factors.split(",")]:
        cat0 = synthetic(base, factor)
        n_off = int(cat0["instances"][list(C.PRICE_COLUMN.values())].notna().any(axis=1).sum())
        for name, given in SCENARIOS.items():
            cat = cat0.copy()  # a new Catalog object: nothing prepared, estimated or cached for it yet
            sc = parse_scenario({"schema_version": 1, **given}, cat)
            cold, rec = timed(lambda: SEL.recommend(cat, sc, today=TODAY))
            t_price, priced = timed(lambda: SEL.price(cat, sc, today=TODAY))
            edits = [replace(sc, deadline_hours=(sc.deadline_hours or 100) * f) for f in (0.5, 2.0)] + \
                [replace(sc, providers=("aws", "gcp")), replace(sc, spot="avoid")]
            ranks = []
            for _ in range(args.repeats):
                for e in edits:
                    ranks.append(timed(lambda: SEL.rank(priced, e, today=TODAY))[0])
            r = rec.recommendation
            answer = "none: " + rec.warnings[0].code if r is None else f"{r.gpu_count:.0f} x {r.gpu} ({r.nodes} nodes)"
            print(f"{factor:>7}x {n_off:>10,} {name:<36} {len(rec.candidates):>9,} {answer:<26} {1000 * cold:>7.0f} "
                  f"{1000 * t_price:>7.0f} {1000 * statistics.median(ranks):>6.1f}")
            cat = rec = priced = None  # free them before the next catalog (not del: the lambdas above name them)
            gc.collect()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
