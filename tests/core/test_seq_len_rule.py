"""One sequence-length rule (core.estimate.default_seq_len): the estimate's sequence for a job that gives none and
the scenario's assumed fine-tune batch (launch sequences x that length) come from it, capped at the preset's context
(the bundled catalog, no display)."""

from __future__ import annotations

import pytest

from gpu_advisor.core import estimate as E
from gpu_advisor.core import scenario as S


@pytest.fixture(autouse=True)
def advisor_home(shared_home, monkeypatch):
    monkeypatch.setenv("GPU_ADVISOR_HOME", str(shared_home))
    return shared_home


def D(cat, name: str) -> float:
    d = cat["defaults"]
    return float(d.loc[d["name"] == name, "value"].iloc[0])


def with_default(cat, name: str, value: float):
    d = cat["defaults"].copy()
    d.loc[d["name"] == name, "value"] = value
    return cat.with_table("defaults", d)


def estimate_seq(cat, preset: str, task: str = "finetune", method: str = "lora") -> int:
    info = E.job_info(E.prepare(cat), E.job_from_preset(cat, preset, task=task, method=method, tokens=1e9))
    return int(info.used["seq_len"].value)


def assumed_batch(cat, preset: str) -> int:
    sc = S.parse_scenario({"task": "finetune", "model": {"preset": preset}, "data": {"tokens": 1e9}}, cat)
    return next(int(a.value) for a in sc.assumed if a.path == "data.global_batch_tokens")


@pytest.mark.parametrize("seq_default", [None, 8192.0, 700.0])
@pytest.mark.parametrize("preset", ["gpt2-124m", "llama-2-7b", "llama-3.1-8b", "qwen2.5-7b"])
def test_the_assumed_finetune_batch_uses_the_estimates_sequence_length(cat, preset, seq_default):
    c = cat if seq_default is None else with_default(cat, "finetune_seq_len_default", seq_default)
    m = c["models"]
    context = m.loc[m["preset_id"] == preset, "max_seq_len"].iat[0]
    seq, name = E.default_seq_len("finetune", "lora", lambda n: D(c, n), context)
    assert name == "finetune_seq_len_default"
    assert seq == min(int(D(c, name)), int(context))  # capped at the preset's context
    assert estimate_seq(c, preset) == seq
    assert assumed_batch(c, preset) == round(D(c, "launch_global_batch_sequences_finetune") * seq)


def test_the_rule_picks_the_training_or_finetune_row_and_serving_has_none(cat):
    value = {"finetune_seq_len_default": 2048.0, "train_seq_len_default": 4096.0}.__getitem__
    assert E.default_seq_len("train", "full", value) == (4096, "train_seq_len_default")
    assert E.default_seq_len("train", "lora", value) == (2048, "finetune_seq_len_default")
    assert E.default_seq_len("finetune", "full", value) == (2048, "finetune_seq_len_default")
    assert E.default_seq_len("train", "full", value, 1024) == (1024, "train_seq_len_default")
    assert E.default_seq_len("train", "full", value, float("nan")) == (4096, "train_seq_len_default")  # no context
    assert E.default_seq_len("inference", "full", value) == (0, "")
    assert estimate_seq(cat, "llama-2-7b", task="train", method="full") == 4096
