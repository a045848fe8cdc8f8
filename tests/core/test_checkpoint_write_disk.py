"""A checkpoint is written to the disk the launch files put it on ($DATA_DIR/checkpoints, the data disk): for the
article's case on Tencent GT4 (no local disk in the catalog) the tip said "每个约 4.87 GB，写入 1 秒" at the local
NVMe's 7,000 MB/s while the next tip put the data on the 1,000 MB/s cloud disk. The write time, the tip, the start-up
priced and the assumption shown now use that disk's rate; a server whose local NVMe holds the data keeps its rate."""

from __future__ import annotations

from pathlib import Path

import pytest

from gpu_advisor.core.catalog.cost import local_nvme_read_mb_s
from gpu_advisor.core.catalog.disk_tiers import disk_rate
from gpu_advisor.core.scenario.spec import load_scenario
from gpu_advisor.core.select.recommendation import recommend

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def article(cat):
    sc = load_scenario(ROOT / "examples" / "startup-engineer-seed000.json", cat)
    return recommend(cat, sc)


def test_the_cloud_disk_sets_the_checkpoint_write_time(cat, article):
    o = article.recommendation
    assert o.provider == "tencent" and o.storage != "local_nvme"  # (GT4 or GN10Xp: neither has a local disk here)
    disk = o.estimate["read_mb_s"]
    # the cloud disk at its size (disk_tiers.csv: a 100 GB Tencent Enhanced SSD reads min(120 + 0.5 x GB, 350) MB/s)
    want = disk_rate(cat, o.provider, o.storage_product, o.host.data_disk_gb, 1000.0).mb_s
    assert disk == pytest.approx(want) and disk < 1000.0 and disk < local_nvme_read_mb_s(cat)
    gb = o.estimate["checkpoint_gb"]
    assert o.estimate["checkpoint_write_s"] == pytest.approx(gb * 1000.0 / (disk * o.nodes))  # ~4.87 s, not ~0.7
    tip = next(n for n in article.tips if n.code == "checkpoint_interval")
    assert tip.write_s == pytest.approx(o.estimate["checkpoint_write_s"])
    # the start-up priced holds the same write (its own cost line, and the run's hours)
    start = next(n for n in article.reasons + article.warnings + article.tips if n.code == "run_startup")
    assert start.checkpoint_hours * 3600 == pytest.approx(o.estimate["checkpoint_write_s"])
    assumed = article.assumptions["estimate"]["checkpoint_write_mb_s"]
    assert assumed["value"] == pytest.approx(disk) and "data disk" in assumed["source"]


def test_a_local_nvme_holding_the_data_keeps_its_rate(cat):
    t = recommend(cat, load_scenario(ROOT / "examples" / "lora-7b-finetune.json", cat))._table
    local = [i for i in range(len(t)) if bool(t["data_local"][i])]
    assert local, "the catalog has servers whose local NVMe holds the data disk"
    i = local[0]
    assert float(t["read_mb_s"][i]) == local_nvme_read_mb_s(cat)
    want = float(t["checkpoint_gb"][i]) * 1000.0 / (local_nvme_read_mb_s(cat) * float(t["nodes"][i]))
    assert float(t["checkpoint_write_s"][i]) == pytest.approx(want)
