"""What the launch READMEs tell the user to do first (walk 20b, items 3, 9 and 10):

* where the data goes follows the case: a bucket, or a local folder, where SkyPilot copies it; a bucket only where
  the data is mounted and staged onto the local NVMe disks (the README said both in one step);
* a spot task is started as a managed job (``sky jobs launch``), which recovers after an interruption; ``sky launch``
  and ``sky down`` only for the others;
* servers started by hand (Tencent Cloud, no SkyPilot): the priced data disk formatted and mounted at /data, beside a
  system disk too small for the data, and checkpoints on storage every server shares, which it must be on several;
* the copy onto the disks is priced at the slower of the disk and the node's network (instance_network.csv)."""

from __future__ import annotations

import json
import subprocess
from dataclasses import replace
from pathlib import Path
from types import SimpleNamespace

import numpy as np
import pytest

from gpu_advisor.core.export import launch as L
from gpu_advisor.core.scenario.spec import load_scenario, parse_scenario
from gpu_advisor.core.select.candidates import staging_s
from gpu_advisor.core.select.recommendation import recommend

from .test_launch_nvme_data import ARTICLE_500GB, shellcheck_bin, TODAY

ROOT = Path(__file__).resolve().parents[2]


def _words(s: str) -> str:
    return " ".join(s.split())


@pytest.fixture(scope="module")
def spot_nvme(cat):  # 500 GB on 4 x p4de.24xlarge spot (AWS): the data on the local NVMe
    sc = parse_scenario(ARTICLE_500GB, cat, "article-500gb.json")
    return L.launch_bundle(cat, sc, recommend(cat, sc, today=TODAY), today=TODAY)


@pytest.fixture(scope="module")
def on_demand_disk(cat):  # LoRA 7B fine-tune on a cloud disk (spot, and the same on demand below)
    sc = load_scenario(ROOT / "examples" / "lora-7b-finetune.json", cat)
    return L.launch_bundle(cat, sc, recommend(cat, sc, today=TODAY), today=TODAY)


@pytest.fixture(scope="module")
def tencent(cat):  # the walk's 500 GB on Tencent Cloud: 11 servers started by hand
    sc = parse_scenario({**ARTICLE_500GB, "preferences": {**ARTICLE_500GB["preferences"], "providers": ["tencent"]}},
                        cat, "tencent-500gb.json")
    rec = recommend(cat, sc, today=TODAY)
    return rec, L.launch_bundle(cat, sc, rec, today=TODAY)


def test_the_data_step_follows_the_case(spot_nvme, on_demand_disk):
    assert spot_nvme.plan.data_local and not on_demand_disk.plan.data_local
    en, zh = _words(spot_nvme.file("README.md").text), _words(spot_nvme.file("README.zh-CN.md").text)
    assert "Put your dataset in a bucket (not a local folder" in en and "local folder)" not in en.split("sky ")[0]
    assert "(or keep it in a local folder)" not in en and "或本地文件夹" not in zh
    assert "把数据集放进对象存储桶（不能是本地文件夹" in zh
    en, zh = _words(on_demand_disk.file("README.md").text), _words(on_demand_disk.file("README.zh-CN.md").text)
    assert "Put your dataset in a bucket, or keep it in a local folder, and run" in en
    assert "把数据集放进对象存储桶，或者放在本地文件夹中" in zh


def test_a_spot_task_starts_as_a_managed_job(spot_nvme, on_demand_disk, cat):
    on_demand = L.render(replace(on_demand_disk.plan, use_spot=False, billing="on_demand"), cat)
    assert spot_nvme.plan.use_spot and on_demand_disk.plan.use_spot
    for name in ("README.md", "README.zh-CN.md"):
        text = spot_nvme.file(name).text
        assert "sky jobs launch -n train skypilot-task.yaml \\" in text, name
        assert "sky launch -c train" not in text and "sky down train" not in text, name
        assert "sky jobs logs -n train" in text and "sky jobs cancel -n train" in text, name
        assert "sky jobs launch -n train" in on_demand_disk.file(name).text, name
        text = on_demand.file(name).text
        assert "sky launch -c train skypilot-task.yaml \\" in text and "sky down train" in text, name
        assert "sky jobs" not in text, name


def test_the_readme_says_how_the_data_reaches_the_nvme(spot_nvme):
    en, zh = _words(spot_nvme.file("README.md").text), _words(spot_nvme.file("README.zh-CN.md").text)
    for tool in ("`aws s3 sync`", "`gcloud storage rsync`", "`gsutil -m rsync`", "`azcopy sync`"):
        assert tool in en and tool in zh
    assert "The log says which one ran." in en and "日志会写明用的是哪一种" in zh
    # what the price counts, and what the catalog cannot count
    assert "at the node's network where the catalog gives it and it is slower" in en
    assert "no rate for the bucket itself and no cost per file" in en
    assert "价格目录没有存储桶本身的速度" in zh


def test_servers_started_by_hand_get_the_data_disk_and_shared_checkpoints(tencent, tmp_path):
    rec, b = tencent
    opt, host = rec.recommendation, rec.recommendation.host
    assert opt.provider == "tencent" and b.plan.skypilot_cloud is None and b.plan.nodes > 1
    assert opt.storage != "local_nvme" and host.data_disk_gb >= 500 > host.system_disk_gb
    assert (b.plan.system_disk_gb, b.plan.data_disk_gb) == (host.system_disk_gb, host.data_disk_gb)
    en, zh = b.file("README.md").text, b.file("README.zh-CN.md").text
    w = _words(en)
    assert (f"a {host.system_disk_gb} GB system disk (the operating system, Python, your code) and a "
            f"{host.data_disk_gb} GB data disk") in w
    assert "which the system disk cannot hold" in w and f"the one of about {host.data_disk_gb} GB" in w
    assert f"{host.system_disk_gb} GB 的系统盘" in zh and f"{host.data_disk_gb} GB 的数据盘" in zh
    assert "Put your data in `/data`" not in w
    assert "`CHECKPOINT_DIR` **must** be one folder that every server shares" in w
    assert "best on storage that outlives" not in w
    assert "`CHECKPOINT_DIR` **必须**是所有服务器共享的同一个文件夹" in _words(zh)
    # the disk commands: the same in both languages, and sound shell
    blocks = [[b.split("```")[0] for b in t.split("```sh\n")[1:]] for t in (en, zh)]
    assert blocks[0] == blocks[1]
    disk = next(x for x in blocks[0] if "mkfs.ext4" in x)
    assert 'sudo mount -o noatime "$DISK" /data' in disk and "/etc/fstab" in disk
    script = tmp_path / "disk.sh"
    script.write_text("#!/usr/bin/env bash\n" + "\n".join(line[3:] for line in disk.splitlines()), encoding="utf-8")
    assert subprocess.run(["bash", "-n", str(script)]).returncode == 0
    r = subprocess.run([shellcheck_bin(), "-s", "bash", str(script)], capture_output=True, text=True)
    assert r.returncode == 0, r.stdout


def test_one_server_keeps_its_checkpoints_where_it_likes(on_demand_disk, cat):
    sc = load_scenario(ROOT / "examples" / "lora-7b-finetune.json", cat)
    plan = L.launch_plan(cat, sc, recommend(cat, sc, today=TODAY), today=TODAY)
    b = L.render(replace(plan, skypilot_cloud=None, nodes=1), cat)
    w = _words(b.file("README.md").text)
    assert "best on storage that outlives the server" in w and "**must**" not in w
    assert "3. Checkpoints go to" in w and "4. Run (one server" in w


def test_staging_is_priced_at_the_slower_of_the_disk_and_the_network():
    t = SimpleNamespace(sc=SimpleNamespace(dataset_gb=500.0), memo={},
                        offers={"read_mb_s": np.array([7000.0, 7000.0, 1000.0, 7000.0, np.nan]),
                                "net_gbps": np.array([400.0, 25.0, 24.0, np.nan, 100.0])})
    s = staging_s(t, np.arange(5))
    # NVMe under a 400 Gbit/s network: the disk; under 25 Gbit/s (3,125 MB/s): the network; a 1,000 MB/s cloud
    # disk: the disk; no network figure: the disk; no disk: nothing copied
    assert s == pytest.approx([500e3 / 7000, 500e3 / 3125, 500e3 / 1000, 500e3 / 7000, 0.0])


def test_the_walks_aws_answer_keeps_its_staging(cat):
    sc = parse_scenario(json.loads(json.dumps(ARTICLE_500GB)), cat, "article-500gb.json")
    rec = recommend(cat, sc, today=TODAY)
    note = next(n for n in rec.reasons if n.code == "run_startup")
    assert rec.recommendation.storage == "local_nvme" and rec.recommendation.network_gbps >= 56
    assert note.staging_hours == pytest.approx(500e3 / 7000 / 3600, rel=1e-6)
