"""A cloud disk is never priced below its tier's smallest size (disk_tiers.csv ``size_gib_min``).

Alibaba Cloud's ESSD PL2 holds 461 GiB at least, PL3 1,261 GiB (the ESSD specifications table's capacity range):
the proposal priced a 100 GB system disk and a 100 GB data disk as PL2, a disk nobody can buy. A disk below the
minimum of the provider's product takes the product the same rule picks among those its size allows (the read rate
closest to the typical network storage figure: PL1 for 100 GB, whose rate at that size is PL2's formula's), each disk
on its own: a 800 GB system disk stays PL2 beside a 200 GB PL1 data disk. Google's Persistent Disk rows carry the
baseline every VM gets on top of the per-GiB rate (pd-balanced 140 MiBps, pd-ssd 240 MiBps: Google's gcpdiag limits
file); a 100 GB pd-ssd read at 45 MB/s was understated six-fold."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path

import numpy as np
import pytest

from gpu_advisor.core.catalog import cost as C
from gpu_advisor.core.catalog import disk_tiers as DT
from gpu_advisor.core.scenario.spec import parse_scenario
from gpu_advisor.core.select.recommendation import recommend

ROOT = Path(__file__).resolve().parents[2]
TODAY = dt.date(2026, 12, 2)
GIB = 2.0 ** 30


def _scenario(cat, example: str, provider: str):
    obj = json.loads((ROOT / "examples" / f"{example}.json").read_text(encoding="utf-8"))
    obj.setdefault("preferences", {})["providers"] = [provider]
    return parse_scenario(obj, cat, example)


def _disk_lines(opt):
    return {ln.item: ln for ln in opt.cost_lines if ln.item in ("system_disk", "data_disk")}


def test_the_minimums_are_catalog_rows_with_their_source(cat):
    t = cat["disk_tiers"]
    ali = t[t["provider"] == "alibaba"].set_index("product")
    assert ali.loc["ESSD PL2", "size_gib_min"] == 461 and ali.loc["ESSD PL3", "size_gib_min"] == 1261
    assert ali.loc["ESSD PL1", "size_gib_min"] == 20 and ali.loc["ESSD PL0", "size_gib_min"] == 40
    assert all("aliyun-122389-html" in s for s in ali["source"])
    assert DT.minimum_gib(cat, "alibaba", "ESSD PL2") == 461
    assert DT.minimum_gib(cat, "azure", "Premium SSD (P-series)") == 0  # no minimum above the smallest tier


def test_a_small_disk_gets_the_tier_its_size_allows(cat):
    """A 100 GB disk (93 GiB) cannot be PL2: the chooser's own rule among the products it may be picks PL1."""
    everywhere = C.storage_products(cat).set_index("provider")
    assert everywhere.at["alibaba", "disk_product"] == "ESSD PL2"  # the provider's product, disks large enough
    small = C.storage_products(cat, size_gb=100).set_index("provider")
    assert small.at["alibaba", "disk_product"] == "ESSD PL1"
    assert C.storage_products(cat, size_gb=500).set_index("provider").at["alibaba", "disk_product"] == "ESSD PL2"
    # every other provider's product has no minimum above 100 GB
    others = [p for p in everywhere.index if p != "alibaba"]
    assert (small.loc[others, "disk_product"] == everywhere.loc[others, "disk_product"]).all()


def test_no_alibaba_disk_is_priced_below_its_tier(cat):
    for example in ("lora-7b-finetune", "qwen-7b-inference-low-qps", "startup-engineer-seed000",
                    "llama-70b-inference-high-qps"):
        rec = recommend(cat, _scenario(cat, example, "alibaba"), today=TODAY)
        opts = [o for o in [rec.recommendation, *rec.alternatives] if o is not None and o.provider == "alibaba"]
        assert opts, example
        for o in opts:
            lines = _disk_lines(o)
            sizes = {"system_disk": o.host.system_disk_gb, "data_disk": o.host.data_disk_gb}
            for item, ln in lines.items():
                if ln.included:  # the data on the instance's local NVMe
                    continue
                least = DT.minimum_gib(cat, "alibaba", ln.product)
                assert sizes[item] * 1e9 / GIB >= least, (example, o.instance_type, item, sizes[item], ln.product)


def test_each_disk_takes_its_own_tier_and_price(cat):
    """lora-7b on Alibaba: two 100 GB disks, both PL1 at PL1's price (PL2's was counted, twice PL1's); the 70B
    405B service: its 100 GB system disk PL1, its 900 GB data disk PL2, each at its own price."""
    st = cat["storage"].set_index("product")
    rec = recommend(cat, _scenario(cat, "lora-7b-finetune", "alibaba"), today=TODAY)
    o = rec.recommendation
    assert (o.host.system_disk_gb, o.host.data_disk_gb) == (100, 100)
    lines = _disk_lines(o)
    assert lines["system_disk"].product == lines["data_disk"].product == "ESSD PL1" == o.storage_product
    for ln in lines.values():  # PL1's price per GB-month, in the result currency at the line's own rate
        assert ln.unit_price == pytest.approx(float(st.at["ESSD PL1", "price_gb_month"]) * (ln.fx_rate or 1.0))
    assert (o.estimate or {}).get("read_mb_s") == pytest.approx(120 + 0.5 * 100e9 / GIB)  # PL1 at 93 GiB
    # (a service's system disk is its OS and serving image since walk 23, the weights on its data disk: the 405B
    # service's 100 GB system disk PL1, its 900 GB data disk PL2, each at its own price)
    obj = {"task": "inference", "workload": "llm", "model": {"preset": "llama-3.1-405b"}, "precision": "bf16",
           "inference": {"qps": 2, "input_tokens": 1000, "output_tokens": 500},
           "preferences": {"providers": ["alibaba"], "currency": "CNY"}}
    rec = recommend(cat, parse_scenario(obj, cat), today=TODAY)
    o = rec.recommendation
    assert (o.host.system_disk_gb, o.host.data_disk_gb) == (100, 900)
    lines = _disk_lines(o)
    assert (lines["system_disk"].product, lines["data_disk"].product) == ("ESSD PL1", "ESSD PL2")
    assert o.storage_product == "ESSD PL2"
    pl1, pl2 = (float(st.at[p, "price_gb_month"]) for p in ("ESSD PL1", "ESSD PL2"))
    assert lines["system_disk"].unit_price / lines["data_disk"].unit_price == pytest.approx(pl1 / pl2)
    assert lines["system_disk"].cost == pytest.approx(lines["system_disk"].quantity * lines["system_disk"].unit_price)


def test_a_faster_disk_is_never_suggested_below_its_tier(cat):
    """The tip's larger disk (size_for_rate) of a tier with a minimum is at least that minimum."""
    gb, rate = DT.size_for_rate(cat, "alibaba", "ESSD PL2", 300, 100)
    assert gb * 1e9 / GIB >= 461 and rate == pytest.approx(min(120 + 0.5 * gb * 1e9 / GIB, 750))
    assert DT.size_for_rate(cat, "alibaba", "ESSD PL1", 300, 100)[0] * 1e9 / GIB < 461  # PL1 has no such floor


def test_google_persistent_disks_get_their_baseline(cat):
    """gcpdiag's limits (Google's own tool): a VM's pd-balanced disks read baseline 140 MiBps plus 0.28 per GiB,
    pd-ssd 240 plus 0.48 (taken as MB/s), up to 1,200 MiBps per instance; pd-standard has no baseline."""
    gib = 100e9 / GIB
    ssd = DT.disk_rate(cat, "gcp", "Persistent Disk pd-ssd", 100, 1000)
    assert ssd.mb_s == pytest.approx(240 + 0.48 * gib) and ssd.iops == pytest.approx(6000 + 30 * gib)
    bal = DT.disk_rate(cat, "gcp", "Persistent Disk pd-balanced", 100, 1000)
    assert bal.mb_s == pytest.approx(140 + 0.28 * gib) and bal.iops == pytest.approx(3000 + 6 * gib)
    assert DT.disk_rate(cat, "gcp", "Persistent Disk pd-standard", 100, 1000).mb_s == pytest.approx(0.12 * gib)
    assert DT.disk_rate(cat, "gcp", "Persistent Disk pd-ssd", 10000, 1000).mb_s == 1200
    t = cat["disk_tiers"]
    rows = t[(t["provider"] == "gcp") & t["product"].isin(["Persistent Disk pd-ssd", "Persistent Disk pd-balanced"])]
    assert all("gcpdiag-pd-limits" in s for s in rows["source"]) and not np.isnan(rows["iops_max"]).any()
