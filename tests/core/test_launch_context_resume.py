"""Launch files an ML-infrastructure engineer can run as written (tester's report on the launch files):

* serving: ``--max-model-len`` was the requests' assumed average length (512 + 256 = 768 for a 70B model at 20
  requests/s with lengths "I don't know"; 901 for 300 users), so vLLM refused every longer conversation; it is now
  the model's own context, or the longest one copy's KV cache holds, and the README says why;
* a tight deadline spread over many GPUs: the header said "planned 128" beside 512 sequences per step, and
  "Checkpoint every 1000 steps" for a job of a few hundred steps (no checkpoint ever written);
* SkyPilot: checkpoints went to ``/data/checkpoints`` on the copied data (lost with the cluster) and the run passed
  no resume argument; torchrun.sh on one node required NODE_RANK and MASTER_ADDR.
"""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest
import yaml

from gpu_advisor.core.export import launch as L
from gpu_advisor.core.scenario.spec import load_scenario
from gpu_advisor.core.select.recommendation import recommend


def _bundle(cat, tmp_path: Path, scenario: dict):
    f = tmp_path / "scenario.json"
    f.write_text(json.dumps({"schema_version": 1, **scenario}), encoding="utf-8")
    sc = load_scenario(f, cat)
    rec = recommend(cat, sc)
    return sc, L.launch_bundle(cat, sc, rec)


def _context(cat, preset: str) -> int:
    m = cat["models"]
    return int(m.loc[m["preset_id"] == preset, "max_seq_len"].iloc[0])


@pytest.mark.parametrize("load", [{"qps": 20}, {"users": 300}])
def test_serving_context_is_the_models_not_the_average_request(cat, tmp_path, load):
    sc, b = _bundle(cat, tmp_path, {"task": "inference", "workload": "llm", "model": {"preset": "llama-3-70b"},
                                    "inference": load})
    p = b.plan
    average = sc.input_tokens + sc.output_tokens  # 768 or 901: what the old files wrote as the limit
    assert p.request_tokens == average
    assert p.kv_cache_tokens is not None and p.kv_cache_tokens >= _context(cat, "llama-3-70b")
    assert p.max_model_len == _context(cat, "llama-3-70b") == 8192 and p.max_model_len_source == "model"
    for name in ("vllm-serve.sh", "skypilot-service.yaml"):
        text = b.file(name).text
        assert "--max-model-len 8192" in text and f"--max-model-len {average}" not in text, name
        assert f"the requests' average of {average} tokens (prompt + answer) sizes the batch, it is not a limit" in text
    readme = " ".join(b.file("README.md").text.split())
    assert "`--max-model-len 8192`: the longest request (prompt + answer) a copy accepts, the model's own" in readme
    assert f"The requests' average of {average} tokens sizes the batch and the cost; it is not a limit" in readme
    zh = " ".join(b.file("README.zh-CN.md").text.split())
    assert "`--max-model-len 8192`" in zh and "并不是上限" in zh


def test_context_limit_where_the_kv_cache_holds_less_than_the_model():
    # the model's own where a copy's KV cache holds it
    assert L.context_limit(131072, 400_000, 768) == (131072, "model")
    # else the largest power of two within the KV cache (vLLM refuses to start when one request of the limit does
    # not fit), never above the model's context, never below the average request
    assert L.context_limit(131072, 45_000, 768) == (32768, "kv_cache")
    assert L.context_limit(None, 45_000, 768) == (32768, "kv_cache")
    assert L.context_limit(131072, 1_500, 1_200) == (1_200, "kv_cache")
    assert L.context_limit(8192, None, 768) == (8192, "model")


def test_serving_a_long_context_model_on_a_small_kv_cache_says_why(cat, tmp_path):
    # (Llama 3.1 8B: 131,072 tokens in its shipped config; Qwen2.5 7B ships 32,768, which an L4's cache now holds)
    sc, b = _bundle(cat, tmp_path, {"task": "inference", "workload": "llm", "model": {"preset": "llama-3.1-8b"},
                                    "inference": {"qps": 1, "use": "api"}, "preferences": {"gpus": ["L4"]}})
    p = b.plan
    ctx = _context(cat, "llama-3.1-8b")
    assert p.kv_cache_tokens is not None
    assert p.max_model_len_source == "kv_cache"
    assert p.request_tokens < p.max_model_len <= p.kv_cache_tokens < ctx
    assert p.max_model_len & (p.max_model_len - 1) == 0
    readme = " ".join(b.file("README.md").text.split())
    assert "vLLM refuses to start when one request of the limit does not fit" in readme


def test_a_tight_deadline_says_the_batch_it_uses_and_checkpoints_before_the_end(cat, tmp_path):
    sc, b = _bundle(cat, tmp_path, {"task": "finetune", "workload": "llm", "model": {"preset": "llama-3-8b"},
                                    "data": {"tokens": 2e8}, "deadline_hours": 0.2})
    p = b.plan
    assert p.data_parallel > p.global_batch_planned  # more ranks than the planned batch has sequences
    assert p.global_batch == p.data_parallel * p.micro_batch * p.grad_accum
    header = b.file("torchrun.sh").text
    assert (f"the files use {p.global_batch} per step, more than the planned {p.global_batch_planned:.0f}: every one "
            f"of the {p.data_parallel} data-parallel ranks takes at least one per step") in header
    # the checkpoint interval is never longer than the job: at least one is written before the end
    assert p.job_steps is not None and p.checkpoint_every_planned >= p.job_steps
    assert 1 <= p.checkpoint_every_steps <= p.job_steps // 2
    assert f"--save_steps {p.checkpoint_every_steps}" in header
    assert f"Checkpoint every {p.checkpoint_every_steps:,} steps" in header
    assert f"the whole job is about {p.job_steps:,} steps" in header and "writes at least one before the end" in header
    ds = json.loads(b.file("ds_config.json").text)
    assert ds["train_batch_size"] == p.global_batch
    readme = " ".join(b.file("README.md").text.split())
    assert "at least one checkpoint is written before the end" in readme
    assert f"The files use **{p.global_batch}** per step, more than the planned" in readme


def _stub_torchrun(tmp: Path) -> tuple[dict, Path]:
    bin_dir = tmp / "bin"
    bin_dir.mkdir()
    log = tmp / "args.json"
    stub = bin_dir / "torchrun"
    stub.write_text("#!/usr/bin/env python3\nimport json, sys\njson.dump(sys.argv[1:], open(%r, 'w'))\n" % str(log))
    stub.chmod(0o755)
    env = {"PATH": f"{bin_dir}:/usr/bin:/bin", "HOME": str(tmp), "TRAIN_SCRIPT": "train.py", "LC_ALL": "C.UTF-8"}
    return env, log


def _checkpoints(folder: Path) -> None:
    for n in (5, 10, 40):  # checkpoint-40: interrupted while written (no trainer_state.json)
        (folder / f"checkpoint-{n}").mkdir(parents=True)
    for n in (5, 10):
        (folder / f"checkpoint-{n}" / "trainer_state.json").write_text("{}")


def test_the_job_resumes_from_the_newest_complete_checkpoint(cat, tmp_path):
    sc, b = _bundle(cat, tmp_path, {"task": "finetune", "workload": "llm", "model": {"preset": "llama-3-8b"},
                                    "data": {"tokens": 2e7}, "preferences": {"providers": ["aws"]}})
    folder = tmp_path / "bundle"
    L.write_bundle(b, folder)
    env, log = _stub_torchrun(tmp_path)
    ck = tmp_path / "ck"
    # torchrun.sh: no checkpoint yet -> no resume argument; then the newest complete one
    args = {}
    for state in ("empty", "some"):
        if state == "some":
            _checkpoints(ck)
        extra = {} if b.plan.nodes == 1 else {"NODE_RANK": "0", "MASTER_ADDR": "10.0.0.1"}
        r = subprocess.run(["bash", str(folder / "torchrun.sh")], env={**env, **extra, "CHECKPOINT_DIR": str(ck)},
                           capture_output=True, text=True, timeout=60)
        assert r.returncode == 0, r.stderr
        args[state] = json.loads(log.read_text())
    assert "--resume_from_checkpoint" not in args["empty"]
    assert args["some"][args["some"].index("--resume_from_checkpoint") + 1] == str(ck / "checkpoint-10")
    assert args["some"][args["some"].index("--output_dir") + 1] == str(ck)
    # the SkyPilot task: the same on the mounted bucket (/checkpoints, here a folder of the test)
    task = yaml.safe_load(b.file("skypilot-task.yaml").text)
    assert task["file_mounts"]["/checkpoints"] == {"source": "${CHECKPOINT_URI}", "mode": "MOUNT_CACHED"}
    run = task["run"].replace("/checkpoints", str(ck))
    script = tmp_path / "run.sh"
    script.write_text(run)
    sky_env = {**env, "SKYPILOT_NODE_IPS": "10.0.0.1", "SKYPILOT_NUM_NODES": "1", "SKYPILOT_NUM_GPUS_PER_NODE": "8",
               "SKYPILOT_NODE_RANK": "0", "CHECKPOINT_EVERY_STEPS": "7", "TRAIN_ARGS": ""}
    r = subprocess.run(["bash", str(script)], env=sky_env, capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stderr
    got = json.loads(log.read_text())
    assert got[got.index("--resume_from_checkpoint") + 1] == str(ck / "checkpoint-10")
    assert got[got.index("--output_dir") + 1] == str(ck)
    readme = " ".join(b.file("README.md").text.split())
    assert "--env CHECKPOINT_URI=s3://my-bucket/checkpoints" in readme and "`mode: MOUNT_CACHED`" in readme


def test_torchrun_on_one_node_runs_standalone(cat, tmp_path):
    sc, b = _bundle(cat, tmp_path, {"task": "finetune", "workload": "llm", "model": {"preset": "llama-3-8b"},
                                    "data": {"tokens": 2e7}, "preferences": {"providers": ["alibaba"]}})
    assert b.plan.nodes == 1 and b.plan.skypilot_cloud is None  # the README gives the steps without SkyPilot
    folder = tmp_path / "bundle"
    L.write_bundle(b, folder)
    text = b.file("torchrun.sh").text
    assert '"${NODE_RANK:?' not in text and '"${MASTER_ADDR:?' not in text and "(0 .. 1 - 1)" not in text
    env, log = _stub_torchrun(tmp_path)
    r = subprocess.run(["bash", str(folder / "torchrun.sh")], env={**env, "CHECKPOINT_DIR": str(tmp_path / "ck")},
                       capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stderr
    args = json.loads(log.read_text())
    assert args[:3] == ["--standalone", "--nnodes=1", f"--nproc_per_node={b.plan.gpus_per_node}"]
    assert "(s)" not in b.file("README.md").text and "(s)" not in text
    assert f"Cluster: 1 node x {b.plan.gpus_per_node}" in text
    readme = b.file("README.md").text
    assert "NODE_RANK=0" not in readme and "\n   TRAIN_SCRIPT=train.py ./torchrun.sh\n" in readme
    assert "NODE_RANK=0" not in b.file("README.zh-CN.md").text


def test_multinode_torchrun_names_the_last_rank(cat, tmp_path):
    sc, b = _bundle(cat, tmp_path, {"task": "finetune", "workload": "llm", "model": {"preset": "llama-3-8b"},
                                    "data": {"tokens": 2e8}, "deadline_hours": 0.2})
    p = b.plan
    assert p.nodes > 1
    text = b.file("torchrun.sh").text
    assert f"set NODE_RANK (0 .. {p.nodes - 1}: 0 on the first node)" in text and "--standalone" not in text


def test_the_service_says_the_copies_it_runs_and_the_copies_the_load_needs(cat, tmp_path):
    # a 70B at 20 requests/s: the load needs fewer copies than the rented servers' GPUs hold; the files start one
    # per GPU group, and the header and READMEs say both counts (they read "model copies: 3 … copies per server: 4")
    sc, b = _bundle(cat, tmp_path, {"task": "inference", "workload": "llm", "model": {"preset": "llama-3-70b"},
                                    "inference": {"qps": 20, "use": "api"}})
    p = b.plan
    assert p.copies_running == p.nodes * p.gpus_per_node // p.gpus_per_copy > p.model_copies
    header = b.file("vllm-serve.sh").text
    assert f"model copies running: {p.copies_running}, of which the load needs {p.model_copies};" in header
    # (no count before a plural noun: "1 model copies … of 1 GPUs each", "1 run (1 carry the load)", walk 19)
    assert "carry the load)" not in header and "GPUs each" not in header
    assert f"--data-parallel-size {p.copies_per_server}" in header
    en = " ".join(b.file("README.md").text.split())
    assert f"{p.copies_running} copies of the model run ({p.model_copies} carry the load;" in en
    zh = " ".join(b.file("README.zh-CN.md").text.split())
    assert f"模型共运行 {p.copies_running} 个副本（其中 {p.model_copies} 个即可承载负载" in zh


def test_a_service_that_runs_just_the_copies_it_needs_says_no_others(cat, tmp_path):
    """One copy on one GPU read "1 copy of the model run (1 carry the load; the others use GPUs the servers have
    anyway)": there are no others."""
    sc, b = _bundle(cat, tmp_path, {"task": "inference", "workload": "llm", "model": {"preset": "qwen2.5-7b"},
                                    "inference": {"qps": 1}})
    p = b.plan
    assert p.copies_running == p.model_copies
    en = " ".join(b.file("README.md").text.split())
    assert f"**The service:** {p.copies_running} cop" in en and "the others use" not in en and "carry the load" not in en
    zh = " ".join(b.file("README.zh-CN.md").text.split())
    assert f"模型共运行 {p.copies_running} 个副本，每个副本用" in zh and "其余" not in zh
