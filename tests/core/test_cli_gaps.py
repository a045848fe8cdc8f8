"""Command-line gaps a tester found against /tmp/shared/design/interfaces.md: ``estimate --samples [--seq-len]``, a GPU
name inside other words, a latency nothing meets, a file that is not one object, a decimal comma, the help text."""

from __future__ import annotations

import pytest
import json

from gpu_advisor.cli import main

# (the command line runs many times on one seeded catalog: one Catalog object for its content, see tests/conftest.py)
pytestmark = pytest.mark.usefixtures("shared_catalog_objects")


def run(capsys, *args):
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def _estimate(capsys, *args):
    code, out, err = run(capsys, "estimate", "--params", "7B", "--gpu", "A100-80GB", "--gpus", "1", "--json", *args)
    assert code == 0, err
    return json.loads(out)


def test_estimate_takes_samples_as_the_interface_lists(capsys, seeded_home):
    # a fine-tune's examples without --seq-len: Q&A pairs, as a scenario's data.samples (the answers table)
    pairs = _estimate(capsys, "--task", "finetune", "--method", "lora", "--samples", "20000", "--epochs", "3")
    conv = pairs["assumptions"]["tokens_from_samples"]
    assert conv["value"] > 20000 and "Q&A pairs" in conv["source"] and "--seq-len" in conv["source"]
    tokens = _estimate(capsys, "--task", "finetune", "--method", "lora", "--tokens", str(conv["value"]),
                       "--epochs", "3")
    assert pairs["flops"] == tokens["flops"] and pairs["wall_hours"] == tokens["wall_hours"]
    # with --seq-len: each sample one sequence of that many tokens, said among the assumptions
    seq = _estimate(capsys, "--task", "finetune", "--method", "lora", "--samples", "20000", "--epochs", "3",
                    "--seq-len", "512")
    assert seq["assumptions"]["tokens_per_sample"]["value"] == 512
    same = _estimate(capsys, "--task", "finetune", "--method", "lora", "--tokens", str(20000 * 512), "--epochs", "3",
                     "--seq-len", "512")
    assert abs(seq["flops"] - same["flops"]) <= 1e-9 * same["flops"]
    # pre-training samples are sequences of the default length without --seq-len
    pre = _estimate(capsys, "--samples", "1e6")
    assert pre["assumptions"]["tokens_per_sample"]["value"] == pre["assumptions"]["seq_len"]["value"]


def test_a_gpu_name_within_other_words_is_suggested_first(capsys, seeded_home):
    code, out, err = run(capsys, "estimate", "--params", "7B", "--tokens", "1e9", "--gpu", "Tesla A100", "--gpus", "1")
    assert code == 2 and out == ""
    assert "did you mean A100," in err, err
    code, _, err = run(capsys, "estimate", "--params", "7B", "--tokens", "1e9", "--gpu", "NVIDIA H100 SXM5",
                       "--gpus", "1")
    assert code == 2 and "did you mean H100" in err, err


def test_a_latency_nothing_meets_returns_the_closest_option(capsys, tmp_path):
    f = tmp_path / "s.json"
    f.write_text(json.dumps({"schema_version": 1, "task": "inference", "workload": "llm",
                             "model": {"preset": "qwen2.5-7b"},
                             "inference": {"qps": 10, "input_tokens": 512, "output_tokens": 256,
                                           "p95_latency_s": 0.001}}))
    code, out, err = run(capsys, "recommend", str(f), "--json")
    assert code == 0, err
    doc = json.loads(out)
    assert doc["recommendation"] is not None and doc["feasible"] is False
    assert doc["recommendation"]["feasible"] is False and doc["recommendation"]["gpu_count"] >= 1
    assert doc["warnings"][0]["code"] == "serving_impossible"
    assert doc["warnings"][0]["detail"]["best_latency_s"] > 0.001


def test_a_file_that_is_not_one_object_says_so(capsys, tmp_path):
    f = tmp_path / "list.json"
    f.write_text("[1,2]")
    code, out, err = run(capsys, "recommend", str(f))
    assert code == 2 and out == ""
    assert err.strip() == f"{f}: the file must hold one JSON object — a group of fields in braces {{…}} — not a list"


def test_a_decimal_comma_gets_the_apps_hint(capsys, tmp_path):
    f = tmp_path / "comma.json"
    f.write_text(json.dumps({"schema_version": 1, "task": "train", "workload": "cv", "data": {"dataset_gb": "50,5"}}))
    code, _, err = run(capsys, "recommend", str(f))
    assert code == 2 and "field data.dataset_gb" in err and "use a point for decimals (50.5)" in err, err


def test_help_is_plain_words(capsys):
    code, out, _ = run(capsys, "--help")
    assert code == 0 and out.startswith("gpu-advisor: ") and "``" not in out
    assert "--samples N --epochs E [--seq-len L]" in out
