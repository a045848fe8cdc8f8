"""Launch files carry the estimate's own batch and checkpoint interval (core/export/launch.py): the files are
written, read back (SkyPilot YAML through yaml, DeepSpeed JSON through json, the torchrun command as text) and their
numbers compared with the figures of the recommendation the proposal shows: its global batch in tokens, its tokens
per second and the Young/Daly interval it priced (spot interruptions or node failures)."""

from __future__ import annotations

import datetime as dt
import json
import re
from pathlib import Path

import pytest
import yaml

from gpu_advisor.core.export import launch as L
from gpu_advisor.core.scenario.spec import load_scenario, parse_scenario
from gpu_advisor.core.select.recommendation import recommend

ROOT = Path(__file__).resolve().parents[2]
TODAY = dt.date(2026, 12, 2)

PRETRAIN_SPOT = {"schema_version": 1, "task": "train", "workload": "llm", "model": {"preset": "llama-2-7b"},
                 "data": {"tokens": 2e11}, "precision": "bf16", "deadline_hours": 200,
                 "preferences": {"providers": ["aws"], "spot": "allow", "objective": "cheapest", "currency": "CNY"}}


def _written(cat, sc, tmp_path: Path):
    """(recommend --json document, the recommendation, files written and read back)."""
    rec = recommend(cat, sc, today=TODAY)
    opt = rec.recommendation
    bundle = L.launch_bundle(cat, sc, rec, opt, today=TODAY)
    L.write_bundle(bundle, tmp_path)
    files = {"ds": json.loads((tmp_path / "ds_config.json").read_text(encoding="utf-8")),
             "torchrun": (tmp_path / "torchrun.sh").read_text(encoding="utf-8")}
    sky = tmp_path / "skypilot-task.yaml"
    files["sky"] = yaml.safe_load(sky.read_text(encoding="utf-8")) if sky.exists() else None
    files["sky_text"] = sky.read_text(encoding="utf-8") if sky.exists() else ""
    return rec.to_dict(), opt, files


def _estimate(doc: dict, name: str) -> float:
    return float(doc["assumptions"]["estimate"][name]["value"])


def _check_batch(doc, opt, files, batch_tokens: float) -> tuple[int, float]:
    """The files' global batch is the estimate's (tokens / sequence length, to whole accumulation steps on the
    data-parallel ranks of the option's GPUs); returns (sequences per step, step seconds at the estimate's speed)."""
    seq = int(_estimate(doc, "seq_len"))
    ds = files["ds"]
    gb, micro, gas = ds["train_batch_size"], ds["train_micro_batch_size_per_gpu"], ds["gradient_accumulation_steps"]
    tp = (ds.get("tensor_parallel") or {}).get("autotp_size", 1)
    ranks = int(opt.gpu_count) // tp
    assert gb == micro * gas * ranks  # DeepSpeed's rule, on the option's GPU count
    # the estimate's batch in sequences, rounded to the nearest whole accumulation step: never further than half
    # a step of the data-parallel ranks from it
    assert abs(gb - batch_tokens / seq) <= micro * ranks / 2, (gb, batch_tokens / seq)
    run = files["torchrun"]
    assert f"--per_device_train_batch_size {micro} " in run and f"--gradient_accumulation_steps {gas} " in run
    if files["sky"] is not None:
        assert f"--gradient_accumulation_steps {gas} " in files["sky"]["run"]
        assert f'"train_batch_size": {gb},' in files["sky"]["setup"]  # the config the task writes on each node
        assert f"from the estimate's global batch of {batch_tokens:,.0f} tokens" in files["sky_text"]
    return gb, gb * seq / float(opt.estimate["tokens_per_s"])


def _save_steps(files) -> int:
    steps = {int(m) for m in re.findall(r"--save_steps (\d+)", files["torchrun"])}
    assert len(steps) == 1
    if files["sky"] is not None:
        assert {int(files["sky"]["envs"]["CHECKPOINT_EVERY_STEPS"])} == steps
    return steps.pop()


def test_finetune_files_carry_a_finetuning_batch_and_the_spot_interval(cat, tmp_path):
    # A fine-tune without a batch of its own keeps the fine-tuning recipe's batch (128 sequences, Alpaca), not the
    # pre-training default by size (1.8M tokens at 7B: 7 optimizer steps for 20,000 Q&A pairs); the estimate prices
    # the gradient exchange with that same batch (estimates v3.6): one batch on the card and in the files
    sc = load_scenario(ROOT / "examples" / "lora-7b-finetune.json", cat)
    doc, opt, files = _written(cat, sc, tmp_path)
    assert opt.billing == "spot" and files["sky"] is not None
    assert _estimate(doc, "global_batch_tokens") == 128 * 2048
    assert [a for a in sc.assumed if a.path == "data.global_batch_tokens"][0].value == 128 * 2048
    ds = files["ds"]
    ranks = int(opt.gpu_count) // (ds.get("tensor_parallel") or {}).get("autotp_size", 1)
    gb = ds["train_batch_size"]
    assert gb == ds["train_micro_batch_size_per_gpu"] * ds["gradient_accumulation_steps"] * ranks
    assert 128 <= gb < 128 + ds["train_micro_batch_size_per_gpu"] * ranks  # 128 sequences, to whole steps
    plan = L.launch_plan(cat, sc, recommend(cat, sc, today=TODAY), today=TODAY)
    assert plan.global_batch == gb and plan.global_batch_tokens is None
    step_s = gb * plan.seq_len / float(opt.estimate["tokens_per_s"])
    interval = float(opt.spot["checkpoint_interval_h"])
    assert _save_steps(files) == max(1, int(interval * 3600 // step_s))


def test_pretraining_on_spot_over_nodes(cat, tmp_path):
    sc = parse_scenario(PRETRAIN_SPOT, cat)
    doc, opt, files = _written(cat, sc, tmp_path)
    assert opt.billing == "spot" and opt.nodes > 1 and files["sky"] is not None
    assert files["sky"]["num_nodes"] == opt.nodes
    gb, step_s = _check_batch(doc, opt, files, _estimate(doc, "global_batch_tokens"))
    assert _save_steps(files) == max(1, int(float(opt.spot["checkpoint_interval_h"]) * 3600 // step_s))


def test_on_demand_run_checkpoints_at_the_node_failure_interval(cat, tmp_path):
    sc = load_scenario(ROOT / "examples" / "h100-8x-training-host.json", cat)
    doc, opt, files = _written(cat, sc, tmp_path)
    assert opt.billing == "on_demand"
    fail = [w["detail"] for w in doc["warnings"] if w["code"] == "node_failures"]
    assert fail and fail[0]["checkpoint_interval_h"]
    gb, step_s = _check_batch(doc, opt, files, _estimate(doc, "global_batch_tokens"))
    steps = _save_steps(files)
    assert steps == max(1, int(float(fail[0]["checkpoint_interval_h"]) * 3600 // step_s))
    assert steps != 1000  # not the catalog's fixed checkpoint_every_steps


def test_a_batch_given_in_the_scenario_is_the_files_batch(cat, tmp_path):
    obj = json.loads((ROOT / "examples" / "lora-7b-finetune.json").read_text(encoding="utf-8"))
    obj["data"]["global_batch_tokens"] = 262144  # 128 sequences of 2048 tokens
    doc, opt, files = _written(cat, parse_scenario(obj, cat), tmp_path)
    assert _estimate(doc, "global_batch_tokens") == 262144
    gb, _ = _check_batch(doc, opt, files, 262144)
    assert "given in the scenario: data.global_batch_tokens" in files["torchrun"]


def test_without_the_estimates_batch_the_launch_default_stays(cat, tmp_path):
    """An image model on one server has no global batch in its estimate: the files keep the catalog's planned
    launch batch (launch_global_batch_samples) and say where it comes from."""
    obj = json.loads((ROOT / "examples" / "startup-engineer-seed000.json").read_text(encoding="utf-8"))
    obj["deadline_hours"] = 1000  # (no hurry: one server is the cheapest)
    obj["preferences"]["objective"] = "cheapest"
    sc = parse_scenario(obj, cat)
    rec = recommend(cat, sc, today=TODAY)
    assert rec.recommendation.nodes == 1
    p = L.launch_plan(cat, sc, rec, today=TODAY)
    assert p.global_batch_tokens is None and p.global_batch_unit == "images"
    assert p.global_batch_planned == 256
    # an image classifier runs torchvision's reference script, which accumulates no gradients: images per GPU x ranks
    assert p.script == "torchvision" and p.global_batch == p.micro_batch * p.data_parallel
    head = L.render(p, cat).file("torchrun.sh").text
    assert "(planned 256: he-2015-resnet" in head


def test_image_model_across_servers_plans_the_estimates_batch(cat, tmp_path):
    """Across servers an image model's files take the estimate's global batch (accumulated until the backward pass
    hides the gradient exchange, at most vision_max_global_batch_images) and name the rule it comes from."""
    obj = json.loads((ROOT / "examples" / "startup-engineer-seed000.json").read_text(encoding="utf-8"))
    obj["preferences"]["objective"] = "fastest"
    sc = parse_scenario(obj, cat)
    rec = recommend(cat, sc, today=TODAY)
    opt = rec.recommendation
    assert opt.nodes > 1
    p = L.launch_plan(cat, sc, rec, today=TODAY)
    batch = rec.assumptions["estimate"]["vision_global_batch_images"]["value"]
    assert p.global_batch_planned == batch <= 8192
    assert p.global_batch == p.micro_batch * p.grad_accum * p.data_parallel == batch
    head = L.render(p, cat).file("torchrun.sh").text
    assert f"(planned {batch:,.0f}: goyal-2017-imagenet-1-hour" in head


@pytest.mark.parametrize("lang_file", ["README.md", "README.zh-CN.md"])
def test_readme_states_the_batch_and_its_origin(cat, tmp_path, lang_file):
    sc = parse_scenario(PRETRAIN_SPOT, cat)  # pre-training: the estimate's batch
    rec = recommend(cat, sc, today=TODAY)
    p = L.launch_plan(cat, sc, rec, today=TODAY)
    text = L.render(p, cat).file(lang_file).text
    assert f"**{p.global_batch} " in text and f"{p.global_batch_tokens:,.0f}" in text
    assert "`global_batch_tokens_ref_llm x (N / size_ref_params) ^ global_batch_size_exponent_llm" in text
    if lang_file.endswith("zh-CN.md"):
        assert "按模型规模取的默认值" in text and "竞价实例回收" in text and "the default" not in text
