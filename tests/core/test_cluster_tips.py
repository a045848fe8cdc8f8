"""Walk 17: a cluster's tips an engineer could not sign. "Keep all 45 servers in one availability zone (under 5 µs
between them)" promised a latency one zone does not give: the tip now says what the answer's network takes between
servers (network.csv) against the source article's 5 µs. And 45 on-demand servers were recommended with no word
that a cloud's GPU quota must allow them first: a cluster (not spot) now carries that tip, with its size."""

from __future__ import annotations

import json
from pathlib import Path

from gpu_advisor import text as W
from gpu_advisor.core.scenario.spec import parse_scenario
from gpu_advisor.core.select.recommendation import recommend

ROOT = Path(__file__).resolve().parents[2]
FAST = {"schema_version": 1, "task": "train", "workload": "cv", "model": {"preset": "resnet-50"},
        "data": {"dataset_gb": 50, "epochs": 90}, "deadline_hours": 100,
        "budget": {"amount": 100000, "currency": "CNY", "per": "month"},
        "preferences": {"objective": "fastest", "currency": "CNY"}}


def _tips(rec, code):
    return [t for t in rec.tips if t.code == code]


def test_a_cluster_says_its_networks_latency_and_its_quota(cat):
    rec = recommend(cat, parse_scenario(FAST, cat))
    o = rec.recommendation
    assert o.nodes > 1 and o.billing != "spot"
    zone, = _tips(rec, "same_zone")
    net = cat["network"].set_index("option")
    assert zone.network in net.index
    assert (zone.network_latency_min_us, zone.network_latency_max_us) == (
        float(net.at[zone.network, "latency_us_min"]), float(net.at[zone.network, "latency_us_max"]))
    quota, = _tips(rec, "gpu_quota")
    assert (quota.nodes, quota.gpus, quota.provider) == (o.nodes, o.gpu_count, o.provider)
    W.set_catalog(cat)
    for lang in ("en", "zh_CN"):
        with W.using_language(lang):
            z, q = W.describe_note(zone, "CNY"), W.describe_note(quota, "CNY")
        assert f"{int(zone.network_latency_min_us)}–{int(zone.network_latency_max_us)}" in z
        assert f"{o.nodes}" in q and f"{int(o.gpu_count)}" in q
        if lang == "en":
            assert "under 5 µs between them" not in z and "quota" in q
        else:
            assert "微秒" in z and "µs" not in z and "配额" in q


def test_a_slow_network_is_said_to_miss_the_articles_latency(cat):
    obj = json.loads((ROOT / "examples" / "startup-engineer-seed000.json").read_text(encoding="utf-8"))
    obj["preferences"]["objective"] = "fastest"
    rec = recommend(cat, parse_scenario(obj, cat))
    zone, = _tips(rec, "same_zone")
    if zone.network != "rdma":
        with W.using_language("en"):
            assert "only RDMA reaches it" in W.describe_note(zone, "CNY")


def test_one_server_or_spot_has_no_quota_tip(cat):
    one = recommend(cat, parse_scenario({**FAST, "preferences": {"objective": "cheapest", "currency": "CNY"}}, cat))
    assert one.recommendation.nodes == 1 or one.recommendation.billing == "spot"
    assert not _tips(one, "gpu_quota")
