"""Requests in the user's own words (issue 29): people, Q&A pairs, a guessed time without a GPU, data that must stay
in China - do they end in priced answers that list what they assumed?

Printed, not asserted: the same script gives the "before" figures on old code and the "after" figures on new code.
Each request runs the command line of the checkout being measured (``PYTHON -m gpu_advisor recommend FILE --json``
and ``--launch DIR``; ``--python`` names that interpreter) with ``GPU_ADVISOR_HOME`` set to a fresh folder (the
bundled catalog). The requests are written as a person would say them, in the scenario keys of
shared/design/interfaces.md ("Additions, second round"); none is an example file of the repository.

Checks per request:

* ``answered``: exit 0 and a configuration is named (a refusal on exit 2 counts as not answered);
* ``assumed``: every quantity the person gave in their own terms is converted and listed in ``defaults_used``
  under the key it produced (``inference.qps`` for users, ``data.tokens`` / ``data.samples`` for items,
  ``reference_run.gpu`` for a guessed time without a GPU);
* ``what_if``: where the model was not named, ``what_if`` lists at least two sizes, each priced;
* ``priced``: every cost line of the chosen answer has a cost (a default price says so: ``"priced": "default"``);
* ``in_china``: ``data_in_china`` keeps the answer on a Chinese cloud; a CNY answer abroad carries ``overseas``;
* ``launch``: the launch files' precision follows the card: no bf16 in ``ds_config.json`` or ``torchrun.sh`` on a
  card without bf16.

Run: .venv/bin/python bench/own_words.py [--python PATH] [--only NAME]
"""

from __future__ import annotations

import argparse
import csv
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CHINA = {"alibaba", "tencent", "huawei", "baidu", "volcengine"}

# (request, keys of defaults_used its own-words quantities must produce, whether the model was left open)
REQUESTS: dict[str, tuple[dict, tuple[str, ...], bool]] = {
    "article-case": ({
        "task": "train", "workload": "cv", "data": {"dataset_gb": 50}, "deadline_hours": 100,
        "budget": {"amount": 100000, "currency": "CNY", "per": "month"},
        "preferences": {"spot": "allow", "currency": "CNY"}}, (), True),
    "qa-pairs-7b": ({
        "task": "finetune", "workload": "llm", "model": {"params": 7e9}, "finetune_method": "lora",
        "data": {"items": 20000, "item_kind": "qa_pairs"},
        "budget": {"amount": 5000, "currency": "CNY", "per": "total"}, "preferences": {"currency": "CNY"}},
        ("data.tokens",), False),
    "chatbot-200-employees": ({
        "task": "inference", "workload": "llm", "inference": {"users": 200},
        "budget": {"amount": 30000, "currency": "CNY", "per": "month"}, "preferences": {"currency": "CNY"}},
        ("inference.qps",), True),
    "guessed-100h-no-gpu": ({
        "task": "train", "workload": "cv", "reference_run": {"hours": 100},
        "budget": {"amount": 100000, "currency": "CNY", "per": "month"}, "preferences": {"currency": "CNY"}},
        ("reference_run.gpu",), True),
    "data-in-china-finetune": ({
        "task": "finetune", "workload": "llm", "model": {"preset": "qwen2.5-7b"}, "finetune_method": "lora",
        "data": {"items": 50000, "item_kind": "conversations"},
        "preferences": {"data_in_china": True, "currency": "CNY"}}, ("data.tokens",), False),
    "documents-unknown-model": ({
        "task": "finetune", "workload": "llm", "data": {"items": 3000, "item_kind": "documents"},
        "budget": {"amount": 20000, "currency": "CNY", "per": "total"}, "preferences": {"currency": "CNY"}},
        ("data.tokens",), True),
    "photos-classifier": ({
        "task": "train", "workload": "cv", "data": {"items": 450000, "item_kind": "images"},
        "deadline_hours": 48, "preferences": {"currency": "CNY"}}, ("data.samples",), True),
    "support-bot-1000-users-usd": ({
        "task": "inference", "workload": "llm", "model": {"preset": "llama-3.1-8b"}, "inference": {"users": 1000},
        "preferences": {"currency": "USD"}}, ("inference.qps",), False),
}


def bf16_cards() -> dict[str, bool]:
    with open(ROOT / "catalogs" / "gpus.csv", encoding="utf-8", newline="") as f:
        return {r["gpu"]: r["bf16"] == "true" for r in csv.DictReader(f)}


def notes_of(out: dict) -> list[str]:
    return [str(n.get("code")) for k in ("reasons", "tips", "warnings", "notes") for n in out.get(k) or []
            if isinstance(n, dict)]


def check(name: str, req: dict, keys: tuple[str, ...], open_model: bool, out: dict | None, rc: int, err: str,
          launch: Path, bf16: dict[str, bool]) -> list[str]:
    if out is None or rc != 0:
        return [f"answered: exit {rc}: {(err.strip().splitlines() or [''])[-1][:160]}"]
    pick = out.get("recommendation") or {}
    if not pick.get("gpu"):
        return ["answered: no configuration"]
    broken = []
    used = out.get("defaults_used") or {}
    for k in keys:
        if k not in used:
            broken.append(f"assumed: {k} not in defaults_used")
    if open_model:
        wi = [w for w in out.get("what_if") or [] if isinstance(w, dict) and w.get("total_cost") is not None]
        if len(wi) < 2:
            broken.append(f"what_if: {len(wi)} priced sizes")
    for line in pick.get("cost_lines") or []:
        if line.get("cost") is None:
            broken.append(f"priced: {line.get('item')} ({line.get('product')}) has no price")
    prefs = req.get("preferences", {})
    if prefs.get("data_in_china") and pick.get("provider") not in CHINA:
        broken.append(f"in_china: {pick.get('provider')} {pick.get('region')}")
    if (pick.get("currency") == "CNY" and pick.get("provider") not in CHINA
            and "overseas" not in notes_of(out)):
        broken.append(f"in_china: CNY answer on {pick.get('provider')} without an 'overseas' note")
    if req["task"] != "inference" and launch.is_dir() and not bf16.get(pick["gpu"], True):
        for f in ("ds_config.json", "torchrun.sh"):
            p = launch / f
            if p.is_file():
                text = p.read_text(encoding="utf-8")
                if '"bf16"' in text and '"enabled": true' in text.split('"bf16"', 1)[1][:60] or "--bf16" in text:
                    broken.append(f"launch: {f} enables bf16 on {pick['gpu']}")
    return broken


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--python", default=sys.executable)
    ap.add_argument("--only", action="append")
    a = ap.parse_args()
    bf16 = bf16_cards()
    good = 0
    names = [n for n in REQUESTS if not a.only or n in a.only]
    with tempfile.TemporaryDirectory(prefix="gpu-words-") as tmp:
        for name in names:
            req, keys, open_model = REQUESTS[name]
            home, f, launch = Path(tmp, "home-" + name), Path(tmp, name + ".json"), Path(tmp, "launch-" + name)
            home.mkdir()
            f.write_text(json.dumps({"schema_version": 1, **req}), encoding="utf-8")
            env = dict(os.environ, GPU_ADVISOR_HOME=str(home), QT_QPA_PLATFORM="offscreen")
            p = subprocess.run([a.python, "-m", "gpu_advisor", "recommend", str(f), "--json"], capture_output=True,
                               text=True, env=env, timeout=600, cwd=tmp)  # not this checkout: -m imports from cwd
            try:
                out = json.loads(p.stdout)
            except json.JSONDecodeError:
                out = None
            if out is not None and p.returncode == 0:
                subprocess.run([a.python, "-m", "gpu_advisor", "recommend", str(f), "--launch", str(launch)],
                               capture_output=True, text=True, env=env, timeout=600, cwd=tmp)
            broken = check(name, req, keys, open_model, out, p.returncode, p.stderr, launch, bf16)
            pick = (out or {}).get("recommendation") or {}
            desc = (f"{pick.get('gpu_count')}x {pick.get('gpu')} {pick.get('provider')} {pick.get('billing')} "
                    f"{pick.get('currency')} {pick.get('total_cost')}") if pick.get("gpu") else "-"
            good += not broken
            print(f"{'ok ' if not broken else 'BAD'} {name:28s} {desc}")
            for b in broken:
                print(f"      {b}")
    print(f"\nanswered in full: {good} of {len(names)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
