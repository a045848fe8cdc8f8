"""A training answer's "data transfer out" is the trained model taken home: the 16-bit weights of a full run, the
adapters of a LoRA/QLoRA fine-tune, never the checkpoint's optimizer states (expert25: a Qwen2.5-32B full
fine-tune was billed 524 GB of egress, 16 bytes a parameter, where its weights are 65 GB)."""

from __future__ import annotations

import datetime as dt

import pytest

from gpu_advisor.core import estimate as E
from gpu_advisor.core import select as SEL
from gpu_advisor.core.scenario.spec import parse_scenario

TODAY = dt.date(2026, 12, 6)


def _d(cat, name):
    return float(cat["defaults"].set_index("name").at[name, "value"])


def test_the_weights_leave_the_cloud_not_the_optimizer_states(cat):
    P = E.prepare(cat)
    full = E.job_from_preset(P, "qwen2.5-32b", task="finetune", tokens=5e8)
    params = E.job_info(P, full).params
    assert E.model_out_gb(cat, full) == pytest.approx(params * _d(cat, "bytes_per_param_bf16") / 1e9)
    assert E.checkpoint_gb(cat, full) == pytest.approx(8 * E.model_out_gb(cat, full))  # resumes, stays on the cloud
    lora = E.job_from_preset(P, "qwen2.5-32b", task="finetune", method="lora", tokens=5e8)
    assert E.model_out_gb(cat, lora) == pytest.approx(params * _d(cat, "lora_trainable_fraction") * 2 / 1e9)
    assert E.model_out_gb(cat, E.job_from_preset(P, "qwen2.5-7b", task="inference")) is None


def test_the_cost_line_prices_the_weights(cat):
    sc = parse_scenario({"schema_version": 1, "task": "finetune", "workload": "llm", "model": {"preset": "qwen2.5-32b"},
                         "finetune_method": "full", "data": {"tokens": 5e8}, "deadline_hours": 120,
                         "preferences": {"providers": ["aliyun"], "currency": "CNY"}}, cat)
    rec = SEL.recommend(cat, sc, today=TODAY)
    line = next(c for c in rec.recommendation.cost_lines if c.item == "transfer_out")
    assert line.quantity == pytest.approx(E.model_out_gb(cat, E.job_from_preset(
        E.prepare(cat), "qwen2.5-32b", task="finetune", tokens=5e8)), rel=1e-6)
    assert line.quantity < 70  # 32.8B x 2 bytes
