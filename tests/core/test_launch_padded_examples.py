"""A fine-tune counted in examples (20,000 Q&A pairs), padded as the estimate assumes: the launch files' sequence is
one example of the estimate's length (answers.csv items.qa_pairs, ~209 tokens), not the 2,048-token sequence length,
so their step tokens, step time, checkpoint interval in steps and job steps agree with the estimate (walk 19: the
files counted 262,144 tokens a step, ten times the ~26,750 of 128 Q&A pairs, and saved every ~3.6 minutes where the
README said 35); several examples per GPU fill the memory plan's one sequence (micro-batch 8, not 1)."""

from __future__ import annotations

import datetime as dt
import json
import re
from pathlib import Path

from gpu_advisor.core.export import launch as L
from gpu_advisor.core.scenario.spec import parse_scenario
from gpu_advisor.core.select.recommendation import recommend

TODAY = dt.date(2026, 12, 6)
QA = {"schema_version": 1, "task": "finetune", "workload": "llm", "data": {"items": 20000, "item_kind": "qa_pairs"}}


def _bundle(cat, scenario: dict, tmp_path: Path):
    sc = parse_scenario(scenario, cat)
    rec = recommend(cat, sc, today=TODAY)
    plan = L.launch_plan(cat, sc, rec, today=TODAY)
    L.write_bundle(L.launch_bundle(cat, sc, rec, rec.recommendation, today=TODAY), tmp_path)
    return sc, rec, plan


def _per_pair(cat) -> float:
    a = cat["answers"]
    return float(a.loc[a["answer"] == "items.qa_pairs", "value"].astype(float).iloc[0])


def test_padded_qa_pairs_step_is_examples_not_sequences(cat, tmp_path):
    sc, rec, plan = _bundle(cat, QA, tmp_path)
    per = _per_pair(cat)
    assert plan.seq_len == 2048 and plan.example_tokens == per
    ds = json.loads((tmp_path / "ds_config.json").read_text(encoding="utf-8"))
    # several examples per GPU: about the memory plan's one 2,048-token sequence (2,048 / 209 -> 8)
    assert ds["train_micro_batch_size_per_gpu"] == 8 and ds["train_batch_size"] == 128
    assert ds["gradient_accumulation_steps"] == 16
    step_tokens = 128 * per
    rate = float(rec.recommendation.estimate["tokens_per_s"])
    assert abs(plan.step_seconds - step_tokens / rate) < 1e-6
    # the checkpoint interval the estimate priced, in steps of those tokens: ~157 steps of ~13 s, not 16 of 131 s
    interval_s = rec.recommendation.spot["checkpoint_interval_h"] * 3600
    save = int(re.search(r"--save_steps (\d+)", (tmp_path / "torchrun.sh").read_text(encoding="utf-8")).group(1))
    every = int(interval_s // (step_tokens / rate))
    # (an interval as long as the job is cut to half the job: the cloud disk's write at its size, 100 MB/s on a P10,
    # lengthened the interval the price allows for past this job's length)
    assert save == (every if every < plan.job_steps else plan.job_steps // 2) and save > 100
    # the whole job's steps: 20,000 pairs x 3 passes / 128 per step
    epochs = float(sc.epochs)
    assert abs(plan.job_steps - 20000 * epochs / 128) <= 2
    readme = (tmp_path / "README.md").read_text(encoding="utf-8")
    assert f"One step is {step_tokens:,.0f} tokens" in readme and "262,144" not in readme
    assert "halve `per_device_train_batch_size`" in readme
    zh = (tmp_path / "README.zh-CN.md").read_text(encoding="utf-8")
    assert f"{step_tokens:,.0f}" in zh
    # the estimate and the Assumptions tab count the same batch
    doc = rec.to_dict()
    assert doc["assumptions"]["estimate"]["global_batch_tokens"]["value"] == step_tokens
    assert [a.value for a in sc.assumed if a.path == "data.global_batch_tokens"] == [round(step_tokens)]


def test_packed_examples_keep_full_sequences(cat, tmp_path):
    """Packed into full sequences, a sequence is 2,048 tokens: the batch and step stay as before."""
    sc, rec, plan = _bundle(cat, {**QA, "data": {**QA["data"], "packed": True}}, tmp_path)
    assert plan.example_tokens is None and plan.micro_batch == 1
    rate = float(rec.recommendation.estimate["tokens_per_s"])
    assert abs(plan.step_seconds - 128 * 2048 / rate) < 1e-6
    assert "One step is 262,144 tokens" in (tmp_path / "README.md").read_text(encoding="utf-8")
