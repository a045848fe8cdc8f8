"""The result's data tip and the launch files say the same about where the training data is: SkyPilot copies
DATA_URI onto each node's cloud disk as /data (the disk the price counts, ``disk_size``); the tip said "Copy the
training data to local NVMe disks", which the files never did, and the README said only that the data "appears on
every node as /data"."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import yaml

from gpu_advisor import text as W
from gpu_advisor.core.export import launch as L
from gpu_advisor.core.scenario.spec import load_scenario
from gpu_advisor.core.select.recommendation import recommend

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples"


def _words(s: str) -> str:
    return " ".join(s.split())


def test_the_data_tip_says_what_the_launch_files_do(cat):
    sc = load_scenario(EXAMPLES / "lora-7b-finetune.json", cat)
    rec = recommend(cat, sc)
    tip = next(n for n in rec.tips if n.code == "data_on_local_nvme")
    plan = L.launch_plan(cat, sc, rec)
    assert not plan.data_local and rec.recommendation.storage != "local_nvme"
    files = {f.name: f.text for f in L.render(plan, cat).files}
    task = yaml.safe_load(files["skypilot-task.yaml"])
    # the files: the data copied to /data on the disk of the task, which holds the proposal's data disk
    assert task["file_mounts"]["/data"] == "${DATA_URI}"
    host = rec.recommendation.host
    assert task["resources"]["disk_size"] == host.system_disk_gb + host.data_disk_gb == plan.disk_gb
    readme = _words(files["README.md"])
    assert "SkyPilot copies onto every node's disk as `/data`" in readme
    assert f"`/data` sits on the node's cloud disk (`disk_size` {plan.disk_gb} GB" in readme
    assert "rsync -a /data/ /mnt/nvme/data/" in readme  # the faster copy, step by step, with its path
    assert f"`disk_size` {plan.disk_gb} GB" in _words(files["README.zh-CN.md"]) and "/mnt/nvme" in files[
        "README.zh-CN.md"]
    # the tip: the same place first, then the faster one
    with W.using_language("en"):
        said = W.describe_note(tip, "CNY")
    assert said.startswith("The launch files put the training data at /data on each server's cloud disk"), said
    assert "local NVMe" in said and "Copy the training data to local NVMe" not in said
    # its Chinese waits in the pending translations (the .qm is built from them on merge)
    with W.using_language("en"):
        figures = (W.number(tip.local_read_mb_s), W.number(tip.disk_read_mb_s), tip.disk_tier)
    pending = {}  # (the words with the disk's tier at its size wait in disktier-zh.json)
    for name in ("numbers-zh.json", "disktier-zh.json"):
        pending.update(json.loads((ROOT / "resources/translations/pending" / name).read_text(encoding="utf-8"))["Words"])
    source = next(k for k in pending if k.format(*figures) == said)
    zh = pending[source]
    assert "/data" in zh and "NVMe" in zh and zh.format(*figures) != said


def test_where_the_price_counts_the_data_on_local_nvme_the_readme_says_so(cat):
    sc = load_scenario(EXAMPLES / "lora-7b-finetune.json", cat)
    plan = replace(L.launch_plan(cat, sc, recommend(cat, sc)), data_local=True, disk_gb=100)
    readme = _words(L.render(plan, cat).file("README.md").text)
    assert "counts the data on the instance's own NVMe disks, so `disk_size` (100 GB) is the system disk alone" in \
        readme
    assert "`/data` sits on the node's cloud disk" not in readme
