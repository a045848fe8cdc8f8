"""``gpu-advisor plan`` gives each job's own warnings, as the Team plan window and the PDF do (walk 21): the text
and ``--json`` (``warnings: []``, the month's own) left out "runs outside mainland China" for every job and, for the
chat service, its price dated 2023 and its memory not stated. The JSON adds ``jobs[].warnings``; nothing else
changes."""

from __future__ import annotations

import json

import pytest

from gpu_advisor.cli import main

# (the command line runs many times on one seeded catalog: one Catalog object for its content, see tests/conftest.py)
pytestmark = pytest.mark.usefixtures("shared_catalog_objects")

# walk 21's plan: a yuan budget, three jobs, every answer abroad
PLAN = {
    "schema_version": 1, "name": "Team month", "budget": {"amount": 60000, "currency": "CNY", "per": "month"},
    "preferences": {"spot": "allow", "objective": "cheapest", "currency": "CNY"},
    "jobs": [
        {"name": "ViT-B weekly retrain", "runs_per_month": 4,
         "scenario": {"task": "train", "workload": "cv", "model": {"preset": "vit-b-16"},
                      "data": {"dataset_gb": 50, "epochs": 30}, "deadline_hours": 48}},
        {"name": "Qwen LoRA", "runs_per_month": 2,
         "scenario": {"task": "finetune", "workload": "llm", "model": {"preset": "qwen2.5-7b"},
                      "finetune_method": "lora", "data": {"tokens": 5e7}, "deadline_hours": 24}},
        {"name": "Chat service 7B", "always_on": True,
         "scenario": {"task": "inference", "workload": "llm", "model": {"preset": "qwen2.5-7b"},
                      "inference": {"qps": 3, "input_tokens": 512, "output_tokens": 256, "p95_latency_s": 10},
                      "preferences": {"spot": "avoid"}}}]}


@pytest.fixture(autouse=True)
def advisor_home(shared_home, monkeypatch):
    monkeypatch.setenv("GPU_ADVISOR_HOME", str(shared_home))
    return shared_home


def run(capsys, tmp_path, *args) -> str:
    f = tmp_path / "plan.json"
    f.write_text(json.dumps(PLAN), encoding="utf-8")
    assert main(["plan", str(f), *args]) == 0
    return capsys.readouterr().out


def test_the_json_gives_each_jobs_warnings(capsys, tmp_path):
    doc = json.loads(run(capsys, tmp_path, "--json"))
    assert {"name", "recommendation", "cost_per_month", "cost_per_month_alone", "on", "hours_per_run",
            "assumed"} <= set(doc["jobs"][0])  # the keys it had, kept
    for job in doc["jobs"]:
        assert job["warnings"] == job["recommendation"]["warnings"], job["name"]
        assert job["warnings"][0]["code"] == "overseas", job["name"]
    chat = [w["code"] for w in doc["jobs"][2]["warnings"]]
    assert "stale_price" in chat and "host_unknown" in chat


@pytest.mark.parametrize("lang, abroad, old_price, memory, sep", [
    ("en", "This answer runs outside mainland China", "The price is dated only 2023",
     "The catalog does not say how much memory this server has", ": "),
    ("zh_CN", "这个方案在中国大陆以外运行", "价格只注明到 2023 年", "价格目录未载明该服务器的内存大小", "："),
])
def test_the_summary_names_each_jobs_warnings_in_its_language(capsys, tmp_path, lang, abroad, old_price, memory,
                                                               sep):
    lines = run(capsys, tmp_path, "--lang", lang).splitlines()
    for job in PLAN["jobs"]:  # each job's own answer abroad, named by the job (the window's words)
        assert any(line.startswith(f"* “{job['name']}”{sep}{abroad}") for line in lines), (job["name"], lines)
    said = [line for line in lines if line.startswith(f"* “Chat service 7B”{sep}")]
    assert any(old_price in line for line in said), said
    assert any(memory in line for line in said), said
