"""`gpu-advisor recommend FILE` without --json lists every answer left open, one line each (label: value — why), as
the app's list does: an 8B fine-tune on 5,000 Q&A pairs said only "Assumed: 3 passes over ~1.05 million tokens",
never that LoRA (one GPU, not eight), BF16, padded examples or checkpointing were assumed."""

from __future__ import annotations

import json

import pytest

from gpu_advisor.cli import main
from gpu_advisor.core.catalog import load_bundled
from gpu_advisor.core.scenario import parse_scenario
from gpu_advisor.text import assumed_rows, using_language

FINETUNE = {"schema_version": 1, "task": "finetune", "workload": "llm", "model": {"params": "8B"},
            "data": {"items": 5000, "item_kind": "qa_pairs"}}


@pytest.fixture(autouse=True)
def advisor_home(shared_home, monkeypatch):
    monkeypatch.setenv("GPU_ADVISOR_HOME", str(shared_home))
    return shared_home


def _lines(capsys, tmp_path, doc, *extra):
    f = tmp_path / "s.json"
    f.write_text(json.dumps(doc))
    code = main(["recommend", str(f), *extra])
    out, err = capsys.readouterr()
    assert code == 0, err
    return out.splitlines()


def test_every_answer_left_open_is_a_line_with_its_value_and_why(capsys, tmp_path):
    lines = _lines(capsys, tmp_path, FINETUNE)
    head = lines.index("Answers you left open, and what was assumed:")
    assert head < next(i for i, x in enumerate(lines) if x.startswith("Servers:"))
    listed = lines[head + 1:]
    for line in ("  Fine-tuning method: LoRA — the usual, cheapest way to adapt a model",
                 "  Precision: BF16 mixed precision — the usual choice: half the memory, full speed"):
        assert line in listed
    assert any(x.startswith("  Examples packed into full sequences: padded per batch — ") for x in listed)
    assert any(x.startswith("  Gradient (activation) checkpointing: on — ") for x in listed)
    cat = load_bundled()
    with using_language("en"):
        rows = assumed_rows(parse_scenario(FINETUNE, cat), cat)
    assert len(rows) >= 8
    assert listed[:len(rows)] == [f"  {k}: {v} — {why}" for k, v, why, _ in rows]  # all of them, in the app's order


def test_an_answer_given_is_not_listed_and_chinese_speaks_chinese(capsys, tmp_path):
    lines = _lines(capsys, tmp_path, {**FINETUNE, "finetune_method": "full", "precision": "bf16"})
    assert not any("Fine-tuning method:" in x or x.startswith("  Precision:") for x in lines)
    zh = _lines(capsys, tmp_path, FINETUNE, "--lang", "zh_CN")
    assert "您没有回答的问题，以及采用的假设：" in zh
    assert any("LoRA" in x and "——" not in x and "—" in x for x in zh)
