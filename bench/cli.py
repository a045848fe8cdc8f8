"""Benchmark of the command line as whole processes (issue 32, item 2): CPU time (user + sys) of one
``gpu-advisor`` process per command, the median of N runs, with the goals beside them.

What a user pays for a command is the whole process: the interpreter, the imports and the work. Each
command is run once untimed (the disk cache is warm and the catalog exists from then on), then N times;
the CPU time of each run is the ``resource.getrusage(RUSAGE_CHILDREN)`` delta around it. The user data
folder is a temporary one (GPU_ADVISOR_HOME) whose catalog the first run creates.

By default the children run with Python's bytecode cache as an installed copy has it (``__pycache__``
written by the untimed run, PYTHONDONTWRITEBYTECODE removed from their environment); ``--as-env`` keeps
the environment as it is (with PYTHONDONTWRITEBYTECODE=1 and no ``__pycache__`` yet, every project module
is compiled from source in every run: ~0.08 s more).

    .venv/bin/python bench/cli.py              # 7 runs per command
    .venv/bin/python bench/cli.py --runs 15 --as-env
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SCENARIO = ROOT / "examples" / "lora-7b-finetune.json"
ESTIMATE = ["estimate", "--params", "7e9", "--tokens", "2e12", "--gpu", "A100-80GB", "--gpus", "2048"]

# (label, arguments, goal in seconds of CPU or None)
COMMANDS: list[tuple[str, list[str], float | None]] = [
    ("recommend --json", ["recommend", str(SCENARIO), "--json"], 0.6),
    ("recommend (text)", ["recommend", str(SCENARIO)], None),
    ("estimate --json", ESTIMATE + ["--json"], 0.4),
    ("catalog validate", ["catalog", "validate"], None),
    ("--help", ["--help"], None),
]


def cpu_of(cmd: list[str], env: dict[str, str]) -> float:
    """User + sys CPU seconds of one child process (exit code checked)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    done = subprocess.run(cmd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(cmd)} failed ({done.returncode}): {done.stderr.decode()[-500:]}")
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.strip().splitlines()[0])
    p.add_argument("--runs", type=int, default=7, help="timed runs per command (default 7)")
    p.add_argument("--as-env", action="store_true",
                   help="keep the environment as it is (PYTHONDONTWRITEBYTECODE included)")
    args = p.parse_args(argv)

    with tempfile.TemporaryDirectory(prefix="gpu-advisor-bench-cli-") as home:
        env = dict(os.environ, GPU_ADVISOR_HOME=home)
        if not args.as_env:
            env.pop("PYTHONDONTWRITEBYTECODE", None)
        bytecode = "from source every run" if env.get("PYTHONDONTWRITEBYTECODE") else "cached (__pycache__)"
        base = [sys.executable, "-m", "gpu_advisor"]
        print(f"python {sys.version.split()[0]}; bytecode {bytecode}; {args.runs} runs per command after one "
              f"untimed; load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
        print(f"{'command':20} {'median s':>9} {'min s':>7} {'max s':>7}  goal")
        failed = False
        for label, cmd_args, goal in COMMANDS:
            cpu_of(base + cmd_args, env)  # warm: disk cache, catalog created, bytecode written
            times = [cpu_of(base + cmd_args, env) for _ in range(args.runs)]
            med = statistics.median(times)
            verdict = "" if goal is None else f"<= {goal:.2f} s  {'ok' if med <= goal else 'OVER'}"
            failed |= goal is not None and med > goal
            print(f"{label:20} {med:9.3f} {min(times):7.3f} {max(times):7.3f}  {verdict}")
        floor_env = dict(env)
        floor_env.setdefault("OPENBLAS_NUM_THREADS", "1")  # as the headless commands ask (cli._lean_start)
        floor = [cpu_of([sys.executable, "-c", "import pandas"], floor_env) for _ in range(args.runs)]
        print(f"{'python + pandas':20} {statistics.median(floor):9.3f} {min(floor):7.3f} {max(floor):7.3f}  "
              "a bare 'import pandas' (collector as default), for scale")
        print(f"load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
