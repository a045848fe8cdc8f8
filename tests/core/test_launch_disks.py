"""The SkyPilot file launches the disk the proposal priced as closely as SkyPilot allows, and the READMEs say where
it cannot (walk of the launch files: the task set no ``disk_tier`` and asked for one 200 GB disk where the price
counted two 100 GB disks, so SkyPilot's default disk, at another rate than the estimate's, was what ran).

``disk_tier`` is the tier whose disk is the priced product (SkyPilot 0.14: AWS medium = gp3, GCP high = pd-ssd, Azure
medium = Premium SSD on S-series instance types); where SkyPilot makes another disk of it (GCP A4: Hyperdisk
Balanced; an Azure instance type without Premium SSD: Standard HDD) or chooses none (Lambda, RunPod), or provisions
it above what the price counts (AWS gp3 at 3,500 IOPS and 218 MiB/s), both READMEs say so with the sizes, the tier and
the rates. SkyPilot itself reads the files in test_launch_skypilot.py."""

from __future__ import annotations

import datetime as dt
import json
from dataclasses import replace
from pathlib import Path

import pytest
import yaml

from gpu_advisor.core.export import launch as L
from gpu_advisor.core.export.launch_skypilot import skypilot_disk, SkyDisk
from gpu_advisor.core.scenario.spec import parse_scenario
from gpu_advisor.core.select.recommendation import recommend

ROOT = Path(__file__).resolve().parents[2]
TODAY = dt.date(2026, 12, 2)


def _words(s: str) -> str:
    return " ".join(s.split())


@pytest.fixture(scope="module")
def bundles(cat):
    """The lora-7b fine-tune's recommendation restricted to each SkyPilot cloud: plan and files."""
    out = {}
    obj = json.loads((ROOT / "examples" / "lora-7b-finetune.json").read_text(encoding="utf-8"))
    for cloud in ("aws", "gcp", "azure", "lambda", "runpod", "nebius"):
        o = json.loads(json.dumps(obj))
        o.setdefault("preferences", {})["providers"] = [cloud]
        sc = parse_scenario(o, cat, "lora-7b-finetune.json")
        rec = recommend(cat, sc, today=TODAY)
        b = L.launch_bundle(cat, sc, rec, today=TODAY)
        out[cloud] = (b.plan, {f.name: f.text for f in b.files})
    return out


def _task(files):
    return yaml.safe_load(files["skypilot-task.yaml"])["resources"]


def test_the_disk_tier_is_the_priced_products(bundles):
    expect = {"aws": "medium", "gcp": "high", "azure": "medium", "nebius": "medium"}
    if bundles["gcp"][0].instance_type.startswith(("a4-", "a3-ultragpu-")):  # priced as Hyperdisk Balanced, its only
        expect["gcp"] = "medium"  # disk (instance_disks.csv): every tier is it there, medium the default
    for cloud, (plan, files) in bundles.items():
        res = _task(files)
        assert res["disk_size"] == plan.system_disk_gb + plan.data_disk_gb == plan.disk_gb, cloud
        assert res.get("disk_tier") == expect.get(cloud), (cloud, res)


def test_the_readme_says_what_skypilot_launches_against_what_was_priced(bundles):
    """Two 100 GB disks priced, one 200 GB disk launched: the sizes, the tier, the disk and the rates in both
    languages."""
    plan, files = bundles["azure"]
    en, zh = _words(files["README.md"]), _words(files["README.zh-CN.md"])
    assert (plan.system_disk_gb, plan.data_disk_gb, plan.data_disk_tier) == (100, 100, "P10")
    assert (plan.skypilot_disk_type, plan.skypilot_disk_priced, plan.skypilot_disk_size_tier) == (
        "Premium_LRS", True, "P15")
    assert "counts two disks per node, of Premium SSD (P-series): a 100 GB system disk and a 100 GB data disk " \
           "(Premium SSD (P-series) P10), from which the estimate reads the data at 100 MB/s" in en
    assert "asks for one disk of both sizes together, 200 GB" in en and "the one disk costs what the two do" in en
    assert plan.disks_priced and "has no price" not in en and "价格目录没有" not in zh
    assert "`disk_tier: medium` makes it that kind of disk (`Premium_LRS` on Microsoft Azure)" in en
    assert "One 200 GB disk of this kind reads at 125 MB/s (P15), faster than the 100 MB/s the estimate reads " \
           "the data at" in en
    assert "100 GB 的系统盘和 100 GB 的数据盘" in zh and "200 GB" in zh and "`disk_tier: medium`" in zh
    assert "125 MB/s（P15），快于估算读取 数据所用的 100 MB/s" in zh
    # the paragraph the README had: "at least as fast", whatever disk SkyPilot made
    assert "at least as fast" not in en and "至少一样快" not in zh


def test_aws_gp3_is_provisioned_above_what_the_price_counts(bundles):
    plan, files = bundles["aws"]
    en, zh = _words(files["README.md"]), _words(files["README.zh-CN.md"])
    assert (plan.skypilot_disk_iops, plan.skypilot_disk_mb_s, plan.skypilot_base_iops, plan.skypilot_base_mb_s) == (
        3500, 218, 3000, 125)
    assert "provisions with 3,500 IOPS and 218 MiB/s, above the 3,000 IOPS and 125 MiB/s every gp3 volume gets in " \
           "its price" in en and "which the proposal does not count" in en
    assert "3,500 IOPS 和 218 MiB/s，高于每个 gp3 卷价格中已含的 3,000 IOPS 和 125 MiB/s" in zh and "方案没有计入" in zh


def test_another_disk_or_none_is_said(bundles, cat):
    plan, files = bundles["gcp"]
    en, zh = _words(files["README.md"]), _words(files["README.zh-CN.md"])
    if plan.instance_type.startswith(("a4-", "a3-ultragpu-")):  # its only disk, which the proposal names
        assert plan.skypilot_disk_priced and plan.skypilot_disk_type == "hyperdisk-balanced"
        assert "(`hyperdisk-balanced` on Google Cloud)" in en and "（在谷歌云上为 `hyperdisk-balanced`）" in zh
        assert "pd-ssd" not in en
    else:
        assert plan.skypilot_disk_priced and "(`pd-ssd` on Google Cloud)" in en
    # the one disk costs what the two do only where they have a price (Hyperdisk Balanced on A4 / A3 Ultra has none)
    if plan.disks_priced:
        assert "the one disk costs what the two do" in en and "这一块盘的费用与两块盘相同" in zh
    else:
        assert "the one disk costs what the two do" not in en and "这一块盘的费用与两块盘相同" not in zh
        assert (f"The catalog has no price for {plan.data_disk_product}, so the proposal's cost counts neither the "
                "two disks nor this one: Google Cloud bills it on top of that cost.") in en, en
        assert "方案的费用既没有计入这两块盘，也没有计入这一块盘：它由谷歌云另行计费" in zh, zh
    unpriced = replace(plan, disks_priced=False, data_local=True, disk_gb=plan.system_disk_gb, data_disk_mb_s=None)
    one = _words({f.name: f.text for f in L.render(unpriced, cat).files}["README.md"])
    assert "The catalog has no price for it, so the proposal's cost leaves it out: Google Cloud bills it on top" in one
    for cloud, name in (("lambda", "Lambda"), ("runpod", "RunPod")):
        plan, files = bundles[cloud]
        en = _words(files["README.md"])
        assert plan.skypilot_disk_tier == "" and f"SkyPilot chooses no disk type on {name}" in en, cloud
        assert "SkyPilot 在" in _words(files["README.zh-CN.md"]), cloud


def test_the_disk_skypilot_makes_per_instance_type():
    """SkyPilot 0.14's own mapping (sky/clouds/*.py _get_disk_type), per instance type."""
    assert skypilot_disk("aws", "p5.48xlarge", "EBS gp3") == SkyDisk("medium", "gp3", True, 3500, 218)
    assert skypilot_disk("gcp", "a2-highgpu-8g", "Persistent Disk pd-ssd") == SkyDisk("high", "pd-ssd", True)
    assert skypilot_disk("gcp", "a3-highgpu-8g", "Persistent Disk pd-standard") == SkyDisk("low", "pd-balanced", False)
    assert skypilot_disk("gcp", "a4-highgpu-8g", "Persistent Disk pd-balanced") == SkyDisk(
        "medium", "hyperdisk-balanced", False)
    assert skypilot_disk("gcp", "a4-highgpu-8g", "Hyperdisk Balanced") == SkyDisk("medium", "hyperdisk-balanced", True)
    assert skypilot_disk("azure", "Standard_NC24ads_A100_v4", "Premium SSD (P-series)") == SkyDisk(
        "medium", "Premium_LRS", True)
    # no Premium SSD on an instance type without "s": SkyPilot refuses medium there, low is Standard HDD
    assert skypilot_disk("azure", "Standard_NC24", "Premium SSD (P-series)") == SkyDisk("low", "Standard_LRS", False)
    assert skypilot_disk("azure", "Standard_NC24", "Standard SSD (E-series)") == SkyDisk("", "", False)
    assert skypilot_disk("lambda", "gpu_1x_a100", "Filesystem (persistent, shared)") == SkyDisk("", "", False)


def test_data_on_local_nvme_keeps_the_system_disk_alone(bundles, cat):
    plan, _ = bundles["azure"]
    local = replace(plan, data_local=True, disk_gb=plan.system_disk_gb, data_disk_mb_s=None)
    files = {f.name: f.text for f in L.render(local, cat).files}
    en = _words(files["README.md"])
    assert "**Disk:** `disk_size` 100 GB is the system disk the proposal counts, of Premium SSD (P-series)." in en
    assert "counts two disks per node" not in en and "has no price" not in en and "faster than" not in en.split("**Disk:**")[1].split("**")[0]


def test_the_chinese_readme_names_hyperdisk_as_the_app_does(bundles, cat):
    """The disk SkyPilot makes named in the README's words through the text layer, as the card names it: the
    Chinese README said "`hyperdisk-balanced`（Hyperdisk Balanced）" where the app says "Hyperdisk 平衡型" (and
    "Hyperdisk 平衡型 的价格", a space inside the Chinese)."""
    from gpu_advisor.text import LaunchWords
    plan, _ = bundles["gcp"]
    other = replace(plan, skypilot_disk_tier="medium", skypilot_disk_type="hyperdisk-balanced",
                    skypilot_disk_priced=False, skypilot_disk_iops=None, disks_priced=False,
                    data_disk_product="Hyperdisk Balanced", system_disk_product="Hyperdisk Balanced")
    files = {f.name: f.text for f in L.render(other, cat, words=LaunchWords(cat)).files}
    zh, en = _words(files["README.zh-CN.md"]), _words(files["README.md"])
    assert "`hyperdisk-balanced`（Hyperdisk 平衡型）" in zh, zh
    assert "Hyperdisk Balanced" not in zh and "Hyperdisk 平衡型 的" not in zh
    assert "`hyperdisk-balanced` (Hyperdisk Balanced)" in en
