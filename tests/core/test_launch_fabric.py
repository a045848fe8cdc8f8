"""Walk 24: the article's LLM answer, 16 Nebius servers of 8 × B200 priced on their 3,200 Gbit/s InfiniBand, got a
SkyPilot task without ``network_tier: best``, so SkyPilot started the servers without InfiniBand (it only warned "Set
up fabric") and the time no longer held. A training job on several servers whose fabric SkyPilot can set up now asks
for it, SkyPilot's own parser reads the tier and finds the task launchable; where SkyPilot cannot (Azure's
InfiniBand, GCP's GPUDirect-TCPXO and RoCE) the file asks for nothing SkyPilot would refuse and the READMEs say how to
start the servers with their network; every such README says which network the cluster needs and how to check it
came up (NCCL_DEBUG=INFO). One server: unchanged."""

from __future__ import annotations

import datetime as dt
from dataclasses import replace
from pathlib import Path

import pytest
import yaml

from gpu_advisor.core.export import launch as L
from gpu_advisor.core.scenario.spec import load_scenario
from gpu_advisor.core.select.recommendation import recommend
from tests.support import launch_bundle_of

from .test_launch_skypilot import run_sky

ROOT = Path(__file__).resolve().parents[2]
TODAY = dt.date(2026, 12, 2)
# the walk's article case: a language model, 50 GB, "about 100 hours" on a GPU it does not name, ¥100,000 a month
ARTICLE_LLM = {"schema_version": 1, "task": "train", "workload": "llm", "data": {"dataset_gb": 50},
               "reference_run": {"hours": 100}, "budget": {"amount": 100000, "currency": "CNY", "per": "month"}}
BIG = {"schema_version": 1, "task": "train", "workload": "llm", "data": {"dataset_gb": 500},
       "model": {"preset": "llama3_70b"}, "deadline_hours": 48,
       "budget": {"amount": 10000000, "currency": "CNY", "per": "month"}}


def _bundle(cat, obj, name="case"):
    return launch_bundle_of(cat, obj, TODAY, name)  # (``cat``: tests/core/conftest.py's, one per module)


def _resources(b) -> dict:
    return yaml.safe_load(b.file("skypilot-task.yaml").text)["resources"]


@pytest.fixture(scope="module")
def bundles(cat):
    return {"nebius": _bundle(cat, ARTICLE_LLM),
            "aws": L.launch_bundle(cat, sc := load_scenario(ROOT / "examples" / "h100-8x-training-host.json", cat),
                                   recommend(cat, sc, today=TODAY), today=TODAY),
            "gcp": _bundle(cat, {**BIG, "preferences": {"providers": ["gcp"], "gpus": ["H100"]}}),
            "azure": _bundle(cat, {**BIG, "preferences": {"providers": ["azure"]}})}


def test_the_article_answer_asks_skypilot_for_its_infiniband(bundles, tmp_path):
    b = bundles["nebius"]
    p = b.plan
    assert (p.provider, p.gpu, p.gpus_per_node, p.nodes) == ("nebius", "B200", 8, 16)
    assert p.fabric == "infiniband" and p.fabric_gbps == 3200 and p.network_tier_best
    assert _resources(b)["network_tier"] == "best"
    L.write_bundle(b, tmp_path / "nebius")
    res, = run_sky(tmp_path, [tmp_path / "nebius" / "skypilot-task.yaml"])
    assert res["ok"] and res["feasible"], res  # SkyPilot takes the tier for Nebius's 8 × B200
    assert res["network_tier"] == "best" and res["num_nodes"] == 16


def test_efa_on_aws_is_asked_for_too(bundles, tmp_path):
    b = bundles["aws"]
    assert (b.plan.instance_type, b.plan.fabric) == ("p5.48xlarge", "efa") and b.plan.nodes > 1
    assert _resources(b)["network_tier"] == "best"
    L.write_bundle(b, tmp_path / "aws")
    res, = run_sky(tmp_path, [tmp_path / "aws" / "skypilot-task.yaml"])
    assert res["ok"] and res["feasible"] and res["network_tier"] == "best", res
    en = b.file("README.md").text
    assert "`aws: use_internal_ips: true`" in en and "Using network AWS Libfabric" in en


@pytest.mark.parametrize("cloud", ["gcp", "azure"])
def test_where_skypilot_cannot_ask_the_readme_says_how(bundles, cloud, tmp_path):
    """GCP A3 Mega (GPUDirect-TCPXO) and Azure ND (InfiniBand): SkyPilot 0.14 sets up neither (a tier on Azure is
    infeasible, on A3 Mega its provisioner refuses it), so no tier, and the READMEs give the way by hand."""
    b = bundles[cloud]
    p = b.plan
    assert p.nodes > 1 and p.fabric == {"gcp": "tcpxo", "azure": "infiniband"}[cloud] and not p.network_tier_best
    assert "network_tier" not in _resources(b)
    en, zh = b.file("README.md").text, b.file("README.zh-CN.md").text
    assert "**SkyPilot cannot ask for it here:**" in en and "**SkyPilot 无法在这里申请它：**" in zh
    assert {"gcp": "Cluster Toolkit blueprint for A3 Mega", "azure": "one virtual machine scale set"}[cloud] in en
    assert {"gcp": "Cluster Toolkit 的 A3 Mega 蓝图", "azure": "同一个虚拟机规模集"}[cloud] in zh
    # and the tier SkyPilot would refuse here: the same task asking for it is not launchable on Azure
    if cloud == "azure":
        doc = yaml.safe_load(b.file("skypilot-task.yaml").text)
        doc["resources"]["network_tier"] = "best"
        (tmp_path / "t.yaml").write_text(yaml.safe_dump(doc), encoding="utf-8")
        bad, = run_sky(tmp_path, [tmp_path / "t.yaml"])
        assert not (bad["ok"] and bad["feasible"]), bad
        assert "network tier" in (bad.get("hint") or bad.get("error") or "").lower(), bad


@pytest.mark.parametrize("cloud", ["nebius", "aws", "gcp", "azure"])
def test_every_multi_server_readme_names_the_network_and_how_to_check_it(bundles, cloud):
    b = bundles[cloud]
    en, zh = b.file("README.md").text, b.file("README.zh-CN.md").text
    name = {"nebius": "InfiniBand", "aws": "EFA (Elastic Fabric Adapter)", "gcp": "GPUDirect-TCPXO",
            "azure": "InfiniBand"}[cloud]
    assert "## The network between the servers" in en and "## 服务器之间的网络" in zh
    assert f"**{name}**" in en and L.figure(b.plan.fabric_gbps) + " Gbit/s" in en
    for text in (en, zh):
        assert "`NCCL_DEBUG=INFO`" in text and "`--env NCCL_DEBUG=INFO`" in text and "`Using network Socket`" in text
    if cloud in ("nebius", "azure"):
        assert "`Using network IB` means the job runs over InfiniBand" in en and "`Using network IB` 表示" in zh


def test_one_server_is_unchanged(cat):
    """A single-server answer gets no tier and no network section (the LoRA example: one Azure ND server with
    InfiniBand, which it never uses)."""
    sc = load_scenario(ROOT / "examples" / "lora-7b-finetune.json", cat)
    b = L.launch_bundle(cat, sc, recommend(cat, sc, today=TODAY), today=TODAY)
    assert b.plan.nodes == 1 and b.plan.fabric == "" and not b.plan.network_tier_best
    assert "network_tier" not in _resources(b)
    assert "## The network between the servers" not in b.file("README.md").text


def test_plain_ethernet_asks_for_nothing(cat):
    """Several servers on plain Ethernet (the walk's Tencent V100 answer): nothing to ask for, no section."""
    b = _bundle(cat, {**ARTICLE_LLM, "workload": "cv", "preferences": {"providers": ["tencent"]}})
    assert b.plan.nodes > 1 and b.plan.fabric == ""
    assert "## The network between the servers" not in b.file("README.md").text


def test_the_tier_follows_skypilots_own_list(bundles):
    """``network_tier: best`` exactly where SkyPilot 0.14 sets the fabric up (its EFA families, A3 High's TCPX,
    Nebius's 8-GPU InfiniBand types), never elsewhere; a bundle without a launcher file tells how by hand."""
    from gpu_advisor.core.export.launch_skypilot import skypilot_network_tier
    assert skypilot_network_tier("nebius", "gpu-b200-sxm-a_8gpu-160vcpu-1792gb", "infiniband")
    assert skypilot_network_tier("nebius", "gpu-h200-sxm_8gpu-128vcpu-1600gb", "infiniband")
    assert not skypilot_network_tier("nebius", "gpu-h200-sxm_1gpu-16vcpu-200gb", "infiniband")
    assert skypilot_network_tier("gcp", "a3-highgpu-8g", "tcpx")
    assert not skypilot_network_tier("gcp", "a3-megagpu-8g", "tcpxo")
    assert not skypilot_network_tier("gcp", "a4-highgpu-8g", "roce")
    assert skypilot_network_tier("aws", "p4d.24xlarge", "efa") and not skypilot_network_tier("aws", "p3dn.24xlarge", "efa")
    assert not skypilot_network_tier("azure", "Standard_ND96asr_v4", "infiniband")
    p = bundles["nebius"].plan
    by_hand = L.render(replace(p, skypilot_cloud=None, network_tier_best=False))
    assert by_hand.file("skypilot-task.yaml") is None
    en = by_hand.file("README.md").text
    assert "Start the servers with it (**No launcher file** below)" in en and "`--env NCCL_DEBUG=INFO`" not in en
