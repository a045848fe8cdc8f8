"""A service of DeepSeek-V3 (multi-head latent attention: models.csv leaves its KV heads empty) gets its launch files
(expert26: ``recommend --launch`` on DeepSeek-V3 in BF16 on H100 servers stopped with "unexpected error: TypeError:
boolean value of NA is ambiguous", the empty cell read as a truth value)."""

from __future__ import annotations

import datetime as dt

from gpu_advisor.core.export import launch as L
from gpu_advisor.core.export.launch_serve import kv_layout
from gpu_advisor.core.scenario.spec import parse_scenario
from gpu_advisor.core.select import job_for
from gpu_advisor.core.select.recommendation import recommend

TODAY = dt.date(2026, 12, 2)
DEEPSEEK = {"schema_version": 1, "task": "inference", "workload": "llm", "model": {"preset": "deepseek-v3"},
            "precision": "bf16", "inference": {"qps": 1, "input_tokens": 2000, "output_tokens": 500,
                                               "p95_latency_s": 60},
            "preferences": {"gpus": ["H100"], "objective": "cheapest"}}


def test_an_mla_model_has_its_layout_and_its_service_files(cat):
    sc = parse_scenario(DEEPSEEK, cat, "deepseek.json")
    assert kv_layout(cat, sc, job_for(cat, sc)) == ("MLA", "")
    rec = recommend(cat, sc, today=TODAY)
    opt = rec.recommendation
    assert opt is not None and opt.gpu == "H100"
    b = L.launch_bundle(cat, sc, rec, today=TODAY)
    script = b.file("vllm-serve.sh").text
    # the copy the answer sized: 8 GPUs a server, one pipeline stage per server of the copy
    stages = opt.nodes // int(opt.estimate["replicas_needed"])
    assert stages > 1 and f"--pipeline-parallel-size {stages}" in script, script
    assert "--max-model-len" in script
