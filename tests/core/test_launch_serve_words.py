"""The service files of a chat with a model given only by its size (walk 20: "7B", 200 users, ¥3,000 a month).

* The header read "RunPod the United States 1x_RTXA4500_SECURE": the provider, the region's name and the instance
  type glued into a wrong phrase.
* The estimate sizes the KV cache with Mistral 7B's grouped-query layout (131,072 bytes a token) while its
  architecture line said "(MHA)": the label now names the layout used.
* A 7B with full multi-head attention (Llama 2 7B, Baichuan 2 7B) keeps 4 x that KV cache, and with the files'
  ``--max-model-len 16384`` vLLM would refuse to start: the README gives the flags the same estimate finds for them."""

from __future__ import annotations

import dataclasses
import datetime as dt
import json
from pathlib import Path

import pytest

from gpu_advisor import text as W
from gpu_advisor.core import estimate as E
from gpu_advisor.core.export import launch as L
from gpu_advisor.core.export.launch_serve import context_limit
from gpu_advisor.core.scenario.spec import parse_scenario
from gpu_advisor.core.select import job_for
from gpu_advisor.core.select.recommendation import recommend

ROOT = Path(__file__).resolve().parents[2]
TODAY = dt.date(2026, 12, 2)
CHAT_7B = {"schema_version": 1, "task": "inference", "workload": "llm", "model": {"params": 7e9},
           "inference": {"users": 200}, "budget": {"amount": 3000, "currency": "CNY", "per": "month"},
           "preferences": {"currency": "CNY"}}


def _words(s: str) -> str:
    return " ".join(s.split())


@pytest.fixture(scope="module")
def chat(cat):
    sc = parse_scenario(CHAT_7B, cat, "chat-7b.json")
    rec = recommend(cat, sc, today=TODAY)
    return sc, rec, L.launch_bundle(cat, sc, rec, today=TODAY)


def test_the_header_names_provider_region_and_type_apart(chat, cat):
    _, rec, b = chat
    opt = rec.recommendation
    assert (opt.provider, opt.region) == ("runpod", "US"), (opt.provider, opt.instance_type)
    for name in ("vllm-serve.sh", "skypilot-service.yaml"):
        text = b.file(name).text
        assert f"RunPod (the United States), instance type {opt.instance_type}; billing on-demand" in text
        assert "RunPod the United States" not in text
    assert "RunPod (the United States), instance type" in _words(b.file("README.md").text)
    # a training cluster's header: the region code the same way
    sc = parse_scenario({**json.loads((ROOT / "resources/start/article-case.json").read_text(encoding="utf-8")),
                         "data": {"dataset_gb": 500}, "deadline_hours": 2,
                         "preferences": {"spot": "allow", "currency": "CNY", "providers": ["aws"]}}, cat, "article.json")
    t = L.launch_bundle(cat, sc, recommend(cat, sc, today=TODAY), today=TODAY)
    assert "Amazon Web Services (us-east-1), instance type p4de.24xlarge; billing spot" in t.file("torchrun.sh").text


def test_the_architecture_label_names_the_kv_layout_used(cat, chat):
    for params, preset, layout in ((7e9, "qwen3-8b", "GQA"), (13e9, "qwen3-14b", "GQA")):
        sc = parse_scenario({**CHAT_7B, "model": {"params": params}}, cat, "chat.json")
        est = E.estimate_config(cat, job_for(cat, sc), "A100-80GB", 1)
        kv = est.assumptions["kv_cache_bytes_per_token"]
        assert f"models.csv {preset} (" in kv.source, kv.source  # the KV layout borrowed: the newest preset of about its size
        arch = est.assumptions["architecture"].value
        assert arch.endswith(f" hidden ({layout})"), arch  # 7B: it said "(MHA)" beside Mistral's GQA cache; 13B took
        # Llama 2 13B's multi-head layout (walk 24), five times the KV cache of the 14B models released since
    # the recommendation's assumptions sheet (the Assumptions tab, the proposal PDF) in both languages
    _, rec, _ = chat
    for lang, label in (("en", "Model architecture"), ("zh_CN", "模型结构")):
        with W.using_language(lang):
            rows = {r[0]: r[1] for r in W.assumption_rows(rec)}
        assert rows[label].endswith("(GQA)") or rows[label].endswith("（GQA）"), rows[label]


def test_the_readme_gives_the_flags_of_a_multi_head_7b(chat, cat):
    sc, rec, b = chat
    p = b.plan
    assert (p.kv_layout, p.kv_layout_preset, p.kv_bytes_per_token) == ("GQA", "qwen3-8b", 147456.0)  # 2x36x8x128x2
    assert [t.preset for t in p.mha_twins] == ["llama-2-7b", "baichuan2-7b"]  # 7B-class, a KV head per head
    opt = rec.recommendation
    for t in p.mha_twins:
        # the same estimate for that preset on the same GPUs, computed here on its own
        job = job_for(cat, dataclasses.replace(sc, preset=t.preset, params=None))
        est = E.estimate_config(cat, job, opt.gpu, int(opt.gpus_per_node))
        shape = E.replica_shape(cat, job, opt.gpu, int(est.tp), 1)
        tokens = int(shape.kv_capacity // shape.kv_tok)
        assert t.kv_bytes_per_token == shape.kv_tok == 524288.0  # 2 x 32 x 4096 x 2 bytes
        assert (t.kv_cache_tokens, t.max_num_seqs) == (tokens, est.batch_per_replica)
        assert t.max_model_len == context_limit(4096, tokens, p.request_tokens)[0] <= tokens  # vLLM starts
        assert p.max_model_len > tokens  # the files' own limit: vLLM would refuse to start with such a model
    readme = _words(b.file("README.md").text)
    assert ("the attention layout of Qwen3 8B, the newest language-model preset of about its size: GQA, 147,456 bytes "
            "a token") in readme
    assert "Llama 2 7B and Baichuan 2 7B are) keeps 3.56 × that, 524,288 bytes a token" in readme
    for t, name in zip(p.mha_twins, ("Llama 2 7B", "Baichuan 2 7B")):
        assert (f"{name}: one copy's KV cache holds about {t.kv_cache_tokens:,} tokens, so "
                f"`--max-num-seqs {t.max_num_seqs}` and `--max-model-len {t.max_model_len}`") in readme
    zh = _words(b.file("README.zh-CN.md").text)
    assert "Llama 2 7B 和 Baichuan 2 7B 即是如此" in zh and "3.56 倍，每 token 524,288 字节" in zh
    assert f"`--max-num-seqs {p.mha_twins[0].max_num_seqs}`" in zh
    assert "the GQA layout of qwen3-8b" in b.file("vllm-serve.sh").text


def test_a_preset_model_gets_no_such_note(cat):
    sc = parse_scenario({**CHAT_7B, "model": {"preset": "llama-2-7b"}}, cat, "chat.json")
    b = L.launch_bundle(cat, sc, recommend(cat, sc, today=TODAY), today=TODAY)
    assert b.plan.kv_layout == "MHA" and not b.plan.kv_layout_preset and not b.plan.mha_twins
    assert "KV cache per token" not in b.file("README.md").text
