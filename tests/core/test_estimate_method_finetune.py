"""`gpu-advisor estimate --method ...`: a method named is a fine-tune's, full weights included (``--method full``
without ``--task`` was timed as pre-training: 4,096-token sequences, a Chinchilla warning, ~20 times the work)."""

from __future__ import annotations

import json

import pytest

from gpu_advisor.cli import _estimate_parser, main


@pytest.fixture(autouse=True)
def advisor_home(shared_home, monkeypatch):
    monkeypatch.setenv("GPU_ADVISOR_HOME", str(shared_home))
    return shared_home


def _estimate(capsys, *args):
    code = main(["estimate", "--params", "8B", "--samples", "5000", "--epochs", "3", "--gpu", "A100-80GB",
                 "--gpus", "1", "--json", *args])
    out, err = capsys.readouterr()
    assert code == 0, err
    return json.loads(out)


def test_method_full_alone_is_a_full_fine_tune_of_the_examples(capsys):
    full = _estimate(capsys, "--method", "full")
    said = _estimate(capsys, "--method", "full", "--task", "finetune")
    assert full["task"] == "finetune" and full["plan"] == said["plan"]
    assert full["flops"] == pytest.approx(said["flops"]) and full["wall_hours"] == pytest.approx(said["wall_hours"])
    assert "tokens_from_samples" in full["assumptions"]  # 5,000 examples as Q&A pairs, not 4,096-token sequences
    assert not [w for w in full["warnings"] if w["code"].startswith("chinchilla")]
    lora = _estimate(capsys, "--method", "lora")
    assert lora["task"] == "finetune" and lora["flops"] < full["flops"]  # LoRA skips the weight gradients


def test_task_still_wins_and_no_method_is_still_pre_training(capsys):
    train = _estimate(capsys, "--method", "full", "--task", "train")
    plain = _estimate(capsys)
    assert train["task"] == "train" and plain["task"] == "train"
    assert train["flops"] == pytest.approx(plain["flops"])
    assert train["flops"] > 10 * _estimate(capsys, "--method", "full")["flops"]  # sequences of 4,096 tokens
    assert [w for w in train["warnings"] if w["code"].startswith("chinchilla")]


def test_the_help_says_a_method_makes_a_fine_tune():
    text = _estimate_parser().format_help()
    assert "finetune when --method is given" in " ".join(text.split())
