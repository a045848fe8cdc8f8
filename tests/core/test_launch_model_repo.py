"""Launch files name the model they download (expert26): vLLM's MODEL was left blank even for a preset, because
models.csv had no Hugging Face repository; a user had to look it up. models.csv ``hf_repo`` (built from the hand-kept
scripts/catalog_inputs/model_repos.csv, one row per LLM preset) now gives it: the service files set MODEL to it, a
gated repository's README says to accept the licence and set HF_TOKEN, and DeepSeek-V3's FP8-only weights are said."""

from __future__ import annotations

import dataclasses
import datetime as dt

import pytest
import yaml

from gpu_advisor.core.export import launch as L
from gpu_advisor.core.scenario.spec import parse_scenario
from gpu_advisor.core.select.recommendation import recommend

TODAY = dt.date(2026, 12, 2)


def _bundle(cat, model: dict, gpus: list[str]):
    sc = parse_scenario({"schema_version": 1, "task": "inference", "workload": "llm", "model": model,
                         "precision": "bf16", "inference": {"qps": 1, "input_tokens": 2000, "output_tokens": 500,
                                                            "p95_latency_s": 60},
                         "preferences": {"gpus": gpus, "objective": "cheapest"}}, cat, "serve.json")
    rec = recommend(cat, sc, today=TODAY)
    return L.launch_plan(cat, sc, rec, today=TODAY)


def test_every_llm_preset_has_its_row_and_the_named_ones_their_repo(cat):
    from scripts.catalog_build.common import BuildError
    from scripts.catalog_build.models import model_repos

    m = cat["models"].set_index("preset_id")
    assert m.loc["llama-2-7b", "hf_repo"] == "meta-llama/Llama-2-7b-hf" and bool(m.loc["llama-2-7b", "hf_gated"])
    assert m.loc["qwen2.5-7b", "hf_repo"] == "Qwen/Qwen2.5-7B" and not bool(m.loc["qwen2.5-7b", "hf_gated"])
    assert m.loc["mistral-7b", "hf_repo"] == "mistralai/Mistral-7B-v0.1"
    assert m.loc["deepseek-v3", "hf_repo"] == "deepseek-ai/DeepSeek-V3"
    assert m.loc["deepseek-v3", "hf_checkpoint_dtype"] == "fp8"
    for pid, row in m[m["hf_repo"].notna() & (m["hf_repo"].astype(str) != "")].iterrows():
        assert f"https://huggingface.co/{row['hf_repo']}" in row["notes"], pid  # the model page is its source
    llms = list(m.index[m["kind"] == "llm"])
    assert len(model_repos(llms)) == len(llms)
    with pytest.raises(BuildError, match="no row for the LLM presets new-llm"):
        model_repos([*llms, "new-llm"])


@pytest.fixture(scope="module")
def llama(cat):
    return _bundle(cat, {"preset": "llama-2-7b"}, ["H100"])


def test_a_gated_preset_is_downloaded_with_its_licence_and_token(cat, llama):
    assert (llama.hf_repo, llama.hf_gated) == ("meta-llama/Llama-2-7b-hf", True)
    b = L.render(llama, cat)
    script = b.file("vllm-serve.sh").text
    assert "MODEL=${MODEL:-meta-llama/Llama-2-7b-hf}" in script and "${MODEL:?" not in script, script
    assert "https://huggingface.co/meta-llama/Llama-2-7b-hf" in script and "HF_TOKEN" in script
    doc = yaml.safe_load(b.file("skypilot-service.yaml").text)
    assert doc["envs"]["MODEL"] == "meta-llama/Llama-2-7b-hf"
    en, zh = b.file("README.md").text, b.file("README.zh-CN.md").text
    assert "## The model" in en and "**The repository is gated:**" in en and "licence" in en
    assert "sky serve up -n llm skypilot-service.yaml --secret HF_TOKEN=<token>" in en
    assert "MODEL=<Hugging Face id" not in en, en
    assert "## 模型" in zh and "**该仓库需要授权：**" in zh and "许可协议" in zh and "HF_TOKEN" in zh
    assert "--secret HF_TOKEN=<令牌>" in zh and "MODEL=<Hugging Face 模型名" not in zh


def test_an_open_preset_names_its_repo_without_a_token(cat, llama):
    plan = dataclasses.replace(llama, model="qwen2.5-7b", **L.model_repo(cat, "qwen2.5-7b", llama.gpu))
    b = L.render(plan, cat)
    assert "MODEL=${MODEL:-Qwen/Qwen2.5-7B}" in b.file("vllm-serve.sh").text
    en = b.file("README.md").text
    assert "Qwen2.5 7B" in en and "gated" not in en and "2. `sky serve up -n llm skypilot-service.yaml` (" in en


def test_a_model_given_by_its_size_keeps_the_blank_model(cat, llama):
    plan = dataclasses.replace(llama, model="7e+09 parameters", hf_repo="", hf_gated=False)
    b = L.render(plan, cat)
    assert ': "${MODEL:?set MODEL' in b.file("vllm-serve.sh").text
    assert yaml.safe_load(b.file("skypilot-service.yaml").text)["envs"]["MODEL"] is None
    assert "## The model" not in b.file("README.md").text and "--env MODEL=<Hugging Face id or path>" in \
        b.file("README.md").text


def test_deepseek_v3_weights_are_fp8_and_a_gpu_without_fp8_converts_them(cat):
    plan = _bundle(cat, {"preset": "deepseek-v3"}, ["H100"])
    assert plan.gpu_fp8 and plan.hf_checkpoint_dtype == "fp8" and plan.servers_per_copy > 1
    b = L.render(plan, cat)
    script = b.file("vllm-serve.sh").text
    assert "MODEL=${MODEL:-deepseek-ai/DeepSeek-V3}" in script  # the copy's head (a copy across servers)
    en = b.file("README.md").text
    assert "we\nonly provide FP8 weights" in en or "we only provide FP8 weights" in en
    assert "The H100 has FP8 units" in en and "fp8_cast_bf16.py" not in en
    b2 = L.render(dataclasses.replace(plan, gpu="A100", gpu_fp8=False), cat)
    en2, zh2 = b2.file("README.md").text, b2.file("README.zh-CN.md").text
    assert "The A100 has no FP8 units" in en2 and "fp8_cast_bf16.py --input-fp8-hf-path" in en2
    assert "A100 不支持 FP8 运算" in zh2 and "fp8_cast_bf16.py" in zh2
    # served in FP8 itself: nothing to say
    assert "FP8 units" not in L.render(dataclasses.replace(plan, precision="fp8"), cat).file("README.md").text


def test_a_fine_tune_starts_from_the_presets_repo(cat):
    import json
    from pathlib import Path

    d = json.loads((Path(__file__).resolve().parents[2] / "examples" / "lora-7b-finetune.json").read_text())
    sc = parse_scenario({**d, "model": {"preset": "llama-2-7b"}}, cat, "lora.json")
    plan = L.launch_plan(cat, sc, recommend(cat, sc, today=TODAY), today=TODAY)
    assert plan.script == "hf" and plan.pretrained and plan.hf_repo == "meta-llama/Llama-2-7b-hf"
    b = L.render(plan, cat)
    run = b.file("torchrun.sh").text
    assert "MODEL=${MODEL:-meta-llama/Llama-2-7b-hf}" in run and '--model_name_or_path "$MODEL"' in run
    doc = yaml.safe_load(b.file("skypilot-task.yaml").text)
    assert doc["envs"]["MODEL"] == "meta-llama/Llama-2-7b-hf" and '--model_name_or_path "$MODEL"' in doc["run"]
    en, zh = b.file("README.md").text, b.file("README.zh-CN.md").text
    assert "**The base model:**" in en and "--secret HF_TOKEN=<token>" in en and "licence" in en
    assert "**基础模型：**" in zh and "--secret HF_TOKEN=<令牌>" in zh and "许可协议" in zh
    # training from scratch loads no published weights: nothing to download
    scratch = L.render(dataclasses.replace(plan, pretrained=False), cat)
    assert "--model_name_or_path" not in scratch.file("torchrun.sh").text
    assert "MODEL" not in yaml.safe_load(scratch.file("skypilot-task.yaml").text)["envs"]
    assert "HF_TOKEN" not in scratch.file("README.md").text
