"""vLLM's --max-model-len never exceeds the context the model's shipped config.json gives (walk 19: the Qwen2.5-72B
service passed 65,536 where the Instruct model's config.json gives 32,768; the card's 131,072 needs YaRN rope
scaling added to config.json, and vLLM refuses a longer limit without it)."""

from __future__ import annotations

import datetime as dt
import re
from pathlib import Path

from gpu_advisor.core.export import launch as L
from gpu_advisor.core.scenario.spec import parse_scenario
from gpu_advisor.core.select.recommendation import recommend

TODAY = dt.date(2026, 12, 6)


def test_qwen25_presets_have_the_shipped_context(cat):
    m = cat["models"].set_index("preset_id")
    for size in ("7b", "14b", "32b", "72b"):
        row = m.loc[f"qwen2.5-{size}"]
        assert int(row["max_seq_len"]) == 32768, size
        assert "qwen2.5-instruct-hf" in str(row["source"]) and "YaRN" in str(row["notes"])


def test_qwen25_72b_service_limit_within_shipped_context(cat, tmp_path: Path):
    sc = parse_scenario({"schema_version": 1, "task": "inference", "workload": "llm",
                         "model": {"preset": "qwen2.5-72b"}, "inference": {"users": 300}}, cat)
    rec = recommend(cat, sc, today=TODAY)
    plan = L.launch_plan(cat, sc, rec, today=TODAY)
    assert plan.max_model_len is not None and plan.max_model_len <= 32768
    L.write_bundle(L.launch_bundle(cat, sc, rec, rec.recommendation, today=TODAY), tmp_path)
    text = (tmp_path / "vllm-serve.sh").read_text(encoding="utf-8")
    assert int(re.search(r"--max-model-len (\d+)", text).group(1)) <= 32768


def test_context_limit_never_above_model_context():
    for kv in (1000, 40000, 83145, 200000):
        for request in (None, 901, 50000):
            limit, _ = L.context_limit(32768, kv, request)
            assert limit is None or limit <= 32768
