"""Would the vectorised training estimate do for a single configuration too? (issue 30, item 4)

Every training formula exists twice: ``estimate_config`` (one configuration, with the assumptions it records for
the card and the proposal) and ``estimate.table.training_table`` (whole columns, for the selection; a test keeps
the two bit-equal). The issue asks for one formula, the vectorised one, unless a single estimate through it would
take longer than 1 ms. This prints both per call on the bundled catalog, for jobs the engine has not seen (a new
model size each time, so no memo answers), median and 95th percentile, on a few configurations.

Run: .venv/bin/python bench/one_formula.py [--jobs 200]   (a few seconds; prints figures, asserts nothing)
"""

from __future__ import annotations

import argparse
import os
import statistics
import tempfile
import time

os.environ.setdefault("GPU_ADVISOR_HOME", tempfile.mkdtemp(prefix="gpu-advisor-bench-"))

from gpu_advisor.core.catalog import load_bundled  # noqa: E402
from gpu_advisor.core.estimate import Job, estimate_config, prepare  # noqa: E402
from gpu_advisor.core.estimate.table import training_table  # noqa: E402

CONFIGS = (("A100-80GB", 8, 1), ("H100", 8, 4), ("L40S", 4, 1), ("A10", 1, 1))
GOAL_MS = 1.0


def _pct(values: list[float], q: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, int(q * len(s)))]


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--jobs", type=int, default=200)
    args = ap.parse_args(argv)
    cat = load_bundled()
    prepare(cat)
    print(f"load average {open('/proc/loadavg').read().split()[:3]}")
    print(f"{'configuration':<22} {'scalar median':>14} {'p95':>8} {'vectorised (1 row) median':>26} {'p95':>8}")
    worst_vec = 0.0
    for gpu, gpn, nodes in CONFIGS:
        scalar, vector = [], []
        for k in range(args.jobs):
            # a new model size per call in each path: neither path's memo can answer
            a = Job(params=1e9 + 7919 * k + 1, tokens=2e10)
            b = Job(params=1e9 + 7919 * k + 3, tokens=2e10)
            t = time.perf_counter()
            estimate_config(cat, a, gpu, gpn, nodes)
            scalar.append((time.perf_counter() - t) * 1e3)
            t = time.perf_counter()
            training_table(cat, b, [gpu], [gpn], [nodes], [None], [None], [None])
            vector.append((time.perf_counter() - t) * 1e3)
        worst_vec = max(worst_vec, statistics.median(vector))
        print(f"{gpu + f' {nodes}x{gpn}':<22} {statistics.median(scalar):>11.3f} ms {_pct(scalar, .95):>5.2f} ms "
              f"{statistics.median(vector):>23.3f} ms {_pct(vector, .95):>5.2f} ms")
    print(f"one configuration through the vectorised formula: median up to {worst_vec:.2f} ms "
          f"(goal for using it alone: under {GOAL_MS:.0f} ms: {'met' if worst_vec < GOAL_MS else 'NOT met'})")


if __name__ == "__main__":
    main()
