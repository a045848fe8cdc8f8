"""A cloud disk reads at its size's rate (disk_tiers.csv), not at its product's largest size's (walk 21: the article's
case, 50 GB of images, got an Azure A100 server with a 100 GB Premium SSD data disk read and written at 900 MB/s, the
P60-P80 figure; a 100 GB Premium SSD is the P10 tier, 100 MB/s and 500 IOPS). The data feed waits for the disk only
for the reads the page cache does not serve: 50 GB in a server's RAM is read from the disk in the first epoch only.
A catalog saved before the table loads, with storage.csv's single figure as the fallback."""

from __future__ import annotations

import hashlib
import json
import shutil
from dataclasses import replace

import numpy as np
import pytest

from gpu_advisor import text as words
from gpu_advisor.core.base import DataOnLocalNvme, IoBound, paths
from gpu_advisor.core.catalog import disk_tiers as DT
from gpu_advisor.core.catalog.load import load_bundled, load_dir
from gpu_advisor.core.catalog.store import CatalogStore
from gpu_advisor.core.scenario import parse_scenario
from gpu_advisor.core.select import recommend
from gpu_advisor.core.select.candidates import disk_read_share
from gpu_advisor.text import describe_note

PREMIUM = "Premium SSD (P-series)"


def test_a_100_gb_premium_ssd_is_the_p10_tier_and_a_1_tb_one_is_faster(cat):
    small = DT.disk_rate(cat, "azure", PREMIUM, 100, 900)
    assert (small.mb_s, small.iops, small.tier, small.sized) == (100.0, 500.0, "P10", True)
    big = DT.disk_rate(cat, "azure", PREMIUM, 1000, 900)  # 931 GiB: the P30 tier (1,024 GiB)
    assert (big.mb_s, big.iops, big.tier) == (200.0, 5000.0, "P30")
    assert DT.disk_rate(cat, "azure", PREMIUM, 40000, 900).mb_s == 900.0  # beyond P80: the last tier
    # formulas: Alibaba ESSD PL1 min(120 + 0.5 x GiB, 350); AWS gp3 its 125 MiB/s baseline at any size
    pl1 = DT.disk_rate(cat, "alibaba", "ESSD PL1", 100, 350)
    assert pl1.mb_s == pytest.approx(120 + 0.5 * 100e9 / 2 ** 30) and pl1.tier == ""
    assert DT.disk_rate(cat, "alibaba", "ESSD PL1", 2000, 350).mb_s == 350.0
    assert DT.disk_rate(cat, "aws", "EBS gp3", 100, 1000).mb_s == 125.0
    # GCP pd-ssd: its 240 MiBps baseline plus 0.48 MiBps per GiB (test_disk_minimums.py); a product without rows
    # keeps storage.csv's
    assert DT.disk_rate(cat, "gcp", "Persistent Disk pd-ssd", 100, 1000).mb_s == pytest.approx(
        240 + 0.48 * 100e9 / 2 ** 30)
    nebius = DT.disk_rate(cat, "nebius", "Network SSD disk (price assumed)", 100, 1000)
    assert (nebius.mb_s, nebius.sized) == (1000.0, False)


def test_the_smallest_disk_that_feeds_a_rate(cat):
    assert DT.size_for_rate(cat, "azure", PREMIUM, 267, 100) == (8797.0, 500.0)  # P60, 8,192 GiB
    gb, rate = DT.size_for_rate(cat, "alibaba", "ESSD PL1", 267, 100)
    assert rate >= 267 and DT.disk_rate(cat, "alibaba", "ESSD PL1", gb - 1, 350).mb_s < 267
    assert DT.size_for_rate(cat, "aws", "EBS gp3", 267, 100) is None  # the baseline never reaches it


def test_a_catalog_without_the_table_loads_and_keeps_the_single_figure(tmp_path):
    src = tmp_path / "old"
    shutil.copytree(str(paths.bundled_catalog()), src)
    (src / "disk_tiers.csv").unlink()
    cat, problems = load_dir(src)
    assert cat is not None, problems
    assert cat["disk_tiers"].empty
    assert DT.disk_rate(cat, "azure", PREMIUM, 100, 900) == DT.DiskRate(mb_s=900.0, iops=None, tier="", sized=False)


def test_an_older_stored_catalog_gets_the_table_and_the_sources_it_cites(store):
    """A generation saved before disk_tiers.csv (no file, no Tencent performance page in its sources) loads with the
    bundled rows and the sources they cite; it validates."""
    gen = store.current_dir()
    (gen / "disk_tiers.csv").unlink()
    src = (gen / "sources.csv").read_text(encoding="utf-8").splitlines(keepends=True)
    (gen / "sources.csv").write_text("".join(ln for ln in src if not ln.startswith(
        "tencent-cbs-enhanced-ssd-performance,")), encoding="utf-8")
    meta = json.loads((gen / "catalog.json").read_text(encoding="utf-8"))
    del meta["files"]["disk_tiers.csv"]
    meta["files"]["sources.csv"] = hashlib.sha256((gen / "sources.csv").read_bytes()).hexdigest()
    (gen / "catalog.json").write_text(json.dumps(meta), encoding="utf-8")
    cat = CatalogStore().load()
    assert len(cat["disk_tiers"]) == len(load_bundled()["disk_tiers"])
    assert "tencent-cbs-enhanced-ssd-performance" in set(cat["sources"]["source_id"])
    assert DT.disk_rate(cat, "azure", PREMIUM, 100, 900).mb_s == 100.0


def _article(cat, **prefs):
    """The source article's case: an image model, 50 GB of images (a ResNet-50), on Azure."""
    obj = {"schema_version": 1, "task": "train", "workload": "cv", "model": {"preset": "resnet-50"},
           "data": {"dataset_gb": 50, "epochs": 90}, "precision": "bf16",
           "preferences": {"spot": "avoid", "objective": "cheapest", "currency": "USD", "providers": ["azure"],
                           "gpus": ["A100-80GB-PCIE"], **prefs}}
    return parse_scenario(obj, cat)


def test_the_article_case_reads_its_data_disk_at_its_tier(cat):
    rec = recommend(cat, _article(cat))
    opt = rec.recommendation
    assert opt.storage == "block" and opt.storage_product == PREMIUM
    want = DT.disk_rate(cat, "azure", PREMIUM, opt.host.data_disk_gb, 900)
    assert opt.estimate["read_mb_s"] == want.mb_s < 900
    assert opt.estimate["disk_tier"] == want.tier and opt.estimate["disk_iops"] == want.iops
    # the data feed: the GPUs read more than the P10 gives; 50 GB fits in the page cache, so only the first epoch waits
    io = [n for n in rec.warnings if isinstance(n, IoBound)]
    assert io and io[0].first_epochs_only and io[0].need_per_server_mb_s > want.mb_s
    assert io[0].feeding_disk_gb is None  # a larger disk is not worth it for one epoch
    tip = next(n for n in rec.tips if isinstance(n, DataOnLocalNvme))
    assert tip.disk_read_mb_s == want.mb_s and tip.disk_tier == want.tier


def test_only_the_epochs_the_disk_serves_wait_for_it(cat):
    """Every epoch waits when the data does not fit in the page cache: the run is longer than when it fits."""
    sc = _article(cat)
    fits = recommend(cat, sc).recommendation
    tight = cat.with_table("defaults", _set(cat["defaults"], "page_cache_ram_share", 1e-6))
    every = recommend(tight, sc).recommendation
    assert every.wall_hours > fits.wall_hours * 1.5
    io = [n for n in recommend(tight, sc).warnings if isinstance(n, IoBound)]
    assert io and not io[0].first_epochs_only


def _set(d, name, value):
    d = d.copy()
    d.loc[d["name"] == name, "value"] = value
    return d


class _T:
    def __init__(self, cat, ram, host_ram=np.nan):
        self.d = {"page_cache_ram_share": 0.5}
        self.offers = {"ram_gb": np.array([ram]), "host_ram_gb": np.array([host_ram])}
        self.memo = {"data_gb": 50.0}
        self.sc = replace(_article(cat), dataset_gb=50.0)


def test_the_share_of_reads_the_disk_serves(cat):
    job = type("J", (), {"epochs": 80.0})()
    one = np.array([0])
    assert disk_read_share(_T(cat, 220.0), job, one, np.array([1]))[0] == pytest.approx(1 / 80)
    assert disk_read_share(_T(cat, 220.0), job, one, np.array([4]))[0] == pytest.approx(4 / 80)
    assert disk_read_share(_T(cat, 64.0), job, one, np.array([1]))[0] == 1.0  # 50 GB > half of 64 GB
    assert disk_read_share(_T(cat, np.nan, 512.0), job, one, np.array([1]))[0] == pytest.approx(1 / 80)


def test_the_words_in_both_languages():
    first = IoBound(read_mb_s=100.0, storage=PREMIUM, tier="P10", need_per_server_mb_s=268.0, first_epochs_only=True)
    every = IoBound(read_mb_s=100.0, storage=PREMIUM, tier="P10", need_per_server_mb_s=268.0,
                    feeding_disk_gb=8797.0, feeding_disk_mb_s=500.0)
    tip = DataOnLocalNvme(local_read_mb_s=7000.0, disk_read_mb_s=100.0, disk_tier="P10")
    with words.using_language("en"):
        assert "P10, 100 MB/s at its size" in describe_note(first, "USD")
        assert "the first epoch waits for it" in describe_note(first, "USD")
        assert "8,797 GB reads 500 MB/s" in describe_note(every, "USD")
        assert "(P10 at its size: 100 MB/s)" in describe_note(tip, "USD")
    with words.using_language("zh_CN"):
        zh = describe_note(first, "USD")
        assert "页缓存" in zh and "第一个 epoch" in zh and "P10" in zh, zh
        assert "随容量增长" in describe_note(every, "USD")
        assert "P10，按其容量为 100 MB/s" in describe_note(tip, "USD")
