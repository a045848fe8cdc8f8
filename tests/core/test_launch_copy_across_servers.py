"""Launch files for a service whose one copy of the model spans servers (walk 23): Llama-3.1-405B in bf16 on the
Chinese clouds' 8 x A100-80GB servers is one copy of tensor parallel 8 x pipeline parallel 2 = 16 GPUs over two
servers, yet the files said "run on each of the 6 servers ./vllm-serve.sh; put a load balancer in front" (on one
8-GPU server that vLLM command fails) and "16 x A100-80GB ... 1 per server". vLLM's multi-node serving (its
"distributed serving" docs) needs a Ray cluster per copy: ``ray start --head`` on one server, ``ray start --address``
on the others, then ``vllm serve`` on the head with ``--tensor-parallel-size 8 --pipeline-parallel-size 2``; SkyPilot
runs such a copy as a replica of ``num_nodes`` servers. The files now say which servers pair up (copy k: servers
2k-1 and 2k), start the Ray cluster, and put the load balancer over the copies' heads only, in both READMEs."""

from __future__ import annotations

import datetime as dt
import os
import stat
import subprocess
from pathlib import Path

import pytest
import yaml

from gpu_advisor.core.catalog.load import load_bundled
from gpu_advisor.core.export import launch as L
from gpu_advisor.core.scenario.spec import parse_scenario
from gpu_advisor.core.select.recommendation import recommend

from .test_launch_skypilot import run_sky

TODAY = dt.date(2026, 12, 6)
SERVE = {"schema_version": 1, "task": "inference", "workload": "llm", "model": {"preset": "llama-3.1-405b"},
         "precision": "bf16", "inference": {"qps": 2, "input_tokens": 1000, "output_tokens": 500}}
CN = {**SERVE, "preferences": {"providers": ["aliyun", "tencent"], "currency": "CNY", "data_in_china": True}}
AWS = {**SERVE, "inference": {**SERVE["inference"], "use": "api"}, "preferences": {"providers": ["aws"], "gpus": ["H100"], "currency": "USD"}}


@pytest.fixture(scope="module")
def cat():
    return load_bundled()


def _bundle(cat, doc):
    sc = parse_scenario(doc, cat)
    rec = recommend(cat, sc, today=TODAY)
    return L.launch_bundle(cat, sc, rec, today=TODAY)


@pytest.fixture(scope="module")
def cn(cat):
    return _bundle(cat, CN)


def test_the_plan_knows_a_copy_spans_two_servers(cn):
    p = cn.plan
    assert p.provider == "alibaba" and p.gpus_per_node == 8 and p.nodes == 6
    assert (p.tp, p.pipeline_parallel, p.gpus_per_copy, p.servers_per_copy) == (8, 2, 16, 2)
    assert L.copy_groups(p) == [(1, 2), (3, 4), (5, 6)]


def test_the_script_starts_a_ray_cluster_per_copy_and_vllm_on_its_head(cn):
    sh = cn.file("vllm-serve.sh").text
    assert "Run on each server" not in sh
    assert "./vllm-serve.sh head" in sh and "./vllm-serve.sh worker" in sh
    assert 'ray start --head --port="$RAY_PORT"' in sh and 'ray start --address="$HEAD_IP:$RAY_PORT" --block' in sh
    assert "--tensor-parallel-size 8" in sh and "--pipeline-parallel-size 2" in sh
    assert "--distributed-executor-backend ray" in sh
    assert "copy 1: servers 1-2; copy 2: servers 3-4; copy 3: servers 5-6" in sh
    assert "copies' heads only (servers 1, 3, 5)" in sh
    assert "copies per server" not in sh  # (the header read "copies per server: 1" for a copy of two servers)
    assert "over 2 servers (tensor parallel 8 within a server x pipeline parallel 2" in sh


def _stub(folder: Path, name: str, body: str) -> None:
    f = folder / name
    f.write_text("#!/bin/sh\n" + body + "\n", encoding="utf-8")
    f.chmod(f.stat().st_mode | stat.S_IEXEC)


def test_the_script_runs_as_head_and_as_worker(cn, tmp_path):
    """The script itself, with ray, python3 and vllm replaced by stubs that log their arguments: the worker joins
    the head's Ray cluster; the head starts one, waits for both servers, then starts vLLM across them."""
    script = tmp_path / "vllm-serve.sh"
    script.write_text(cn.file("vllm-serve.sh").text, encoding="utf-8")
    bin_ = tmp_path / "bin"
    bin_.mkdir()
    log = tmp_path / "log"
    _stub(bin_, "ray", f'echo "ray $*" >> {log}')
    _stub(bin_, "vllm", f'echo "vllm $*" >> {log}')
    _stub(bin_, "python3", "echo 2")  # the Ray cluster's live nodes: both servers of the copy
    env = {**os.environ, "PATH": f"{bin_}:{os.environ['PATH']}"}
    worker = subprocess.run(["bash", str(script), "worker"], env={**env, "HEAD_IP": "10.0.0.1"},
                            capture_output=True, text=True, timeout=60)
    assert worker.returncode == 0, worker.stderr
    assert log.read_text().splitlines() == ["ray start --address=10.0.0.1:6379 --block"]
    log.unlink()
    head = subprocess.run(["bash", str(script), "head"], env={**env, "MODEL": "/models/llama-405b"},
                          capture_output=True, text=True, timeout=60)
    assert head.returncode == 0, head.stderr
    ray, vllm = log.read_text().splitlines()
    assert ray == "ray start --head --port=6379"
    assert vllm.startswith("vllm serve /models/llama-405b --tensor-parallel-size 8 --pipeline-parallel-size 2 "
                           "--distributed-executor-backend ray")
    # without its role it says how to run it, and runs nothing
    bare = subprocess.run(["bash", str(script)], env=env, capture_output=True, text=True, timeout=60)
    assert bare.returncode == 2 and "head" in bare.stderr and "worker" in bare.stderr


def test_both_readmes_pair_the_servers_and_balance_over_the_heads(cn):
    en, zh = cn.file("README.md").text, cn.file("README.zh-CN.md").text
    assert "1 per server" not in en and "每台服务器 1 个副本" not in zh
    assert "run on\neach `MODEL" not in en and "在每台上运行\n`MODEL" not in zh
    assert "one copy spans 2 servers" in en and "每个副本横跨 2 台服务器" in zh
    assert "(servers 1–2, 3–4 and 5–6)" in en and "（第 1–2 台、第 3–4 台和第 5–6 台）" in zh
    assert "heads only (servers 1, 3 and 5, port 8000)" in en and "头节点（第 1、3 和 5 台，端口 8000）" in zh
    for text in (en, zh):
        assert "`pip install vllm ray`" in text
        assert "./vllm-serve.sh head" in text and "./vllm-serve.sh worker" in text
        assert "ray start --head --port 6379" in text and "ray start --address <HEAD_IP>:6379" in text
        assert "--tensor-parallel-size 8 --pipeline-parallel-size 2 --distributed-executor-backend ray" in text


def test_a_copy_on_one_server_keeps_its_files(cat):
    b = _bundle(cat, {**CN, "model": {"preset": "llama-3-70b"}})
    assert b.plan.servers_per_copy == 1 and L.copy_groups(b.plan) == []
    sh = b.file("vllm-serve.sh").text
    assert "Run on each server" in sh and "ray start" not in sh and "--distributed-executor-backend" not in sh
    assert "ray" not in b.file("README.md").text.lower().replace("array", "")


def test_skypilot_runs_a_copy_as_a_replica_of_two_servers(cat, tmp_path):
    b = _bundle(cat, AWS)
    p = b.plan
    assert p.servers_per_copy == 2 and p.nodes == 2
    f = b.file("skypilot-service.yaml")
    doc = yaml.safe_load(f.text)
    assert doc["num_nodes"] == 2 and doc["service"]["replicas"] == 1
    assert "pip install vllm ray" in doc["setup"]
    run = doc["run"]
    assert 'if [ "$SKYPILOT_NODE_RANK" != "0" ]' in run and "ray start --head --port=6379" in run
    assert "--distributed-executor-backend ray" in run
    L.write_bundle(b, tmp_path / "b")
    (res,) = run_sky(tmp_path, [tmp_path / "b" / "skypilot-service.yaml"])  # SkyPilot's own parser
    assert res["ok"], res.get("error")
    assert res["num_nodes"] == 2 and res["service_replicas"] == 1 and res["feasible"], res
    en = b.file("README.md").text
    assert "1 replica behind one endpoint, each a cluster of 2 servers" in en and "`num_nodes: 2`" in en
