"""The launch files' prose writes every count as the app writes numbers (walk 17: the Chinese README read "每步 5760
个图像", the header "= 5760 images per step" and "Checkpoint every 1000 steps (defaults.csv checkpoint_every_steps)",
while the planned batch beside it read "5,760"); the commands and configs keep the bare figure a program reads
("--nnodes=1200", "train_batch_size": 5760, "--max-num-seqs 1024"). The header's memory plan said "recompute False"."""

from __future__ import annotations

import json
import re
from dataclasses import replace
from pathlib import Path

from gpu_advisor.core.export import launch as L
from gpu_advisor.core.scenario.spec import load_scenario
from gpu_advisor.core.select.recommendation import recommend

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
BARE = re.compile(r"(?<![\d,.\w/-])\d{4,}(?![\d,\w-])")  # 5760, not 5,760, 2026-12-06, p4de, v9/aws, 1000B


def _plan(cat, example: str) -> L.LaunchPlan:
    sc = load_scenario(EXAMPLES / example, cat)
    return L.launch_plan(cat, sc, recommend(cat, sc))


def _prose(name: str, text: str) -> list[str]:
    """The lines a person reads: a README outside its code blocks and code spans; a script's comments."""
    out, code = [], False
    for line in text.splitlines():
        if name.endswith(".md"):
            if line.strip().startswith("```"):
                code = not code
                continue
            if not code:
                out.append(re.sub(r"`[^`]*`", "", line))
        elif line.startswith("#") and not line.startswith("#!"):
            out.append(line)
    return [re.sub(r"https?://\S+|\b(?:19|20)\d\d\b", "", line) for line in out]  # (links, years)


def _bare_counts(files: dict[str, str]) -> list[tuple[str, str]]:
    return [(name, line) for name, text in files.items() if name.endswith((".md", ".sh", ".yaml"))
            for line in _prose(name, text) if BARE.search(line)]


def test_a_training_bundle_writes_its_counts_with_separators(cat):
    plan = replace(_plan(cat, "startup-engineer-seed000.json"), nodes=1200, gpu_count=9600, gpus_per_node=8,
                   micro_batch=16, grad_accum=1, data_parallel=9600, global_batch=153600, global_batch_planned=153600,
                   checkpoint_every_steps=1000, checkpoint_every_planned=1000, checkpoint_interval_h=None,
                   job_steps=None, disk_gb=1200, script="hf")  # (a Trainer script's files: a checkpoint every N steps)
    files = {f.name: f.text for f in L.render(plan, cat).files}
    assert _bare_counts(files) == []
    zh = files["README.zh-CN.md"]
    assert "153,600" in zh and "9,600" in zh and "每 1,000 步" in zh and "1,200" in zh
    header = files["torchrun.sh"]
    assert "Checkpoint every 1,000 steps" in header and "defaults.csv" not in header
    assert "recompute False" not in header and "recompute True" not in header
    assert "activation recomputation off" in header or "activation recomputation on" in header
    # what a program reads stays a bare figure
    assert "--nnodes=1200" in header and json.loads(files["ds_config.json"])["train_batch_size"] == 153600


def test_a_service_bundle_writes_its_counts_with_separators(cat):
    plan = replace(_plan(cat, "llama-70b-inference-high-qps.json"), nodes=1500, copies_running=3000,
                   model_copies=2999, copies_per_server=2, max_num_seqs=1024, max_model_len=8192)
    files = {f.name: f.text for f in L.render(plan, cat).files}
    assert _bare_counts(files) == []
    assert "--max-num-seqs 1024" in files["vllm-serve.sh"] and "1,024 concurrent sequences" in files["vllm-serve.sh"]
    assert "`--max-num-seqs 1024`" in files["README.md"] and "3,000" in files["README.zh-CN.md"]
