"""The shapes the Chinese clouds publish no price for are in the catalog as "price needed" (issue 29 item 6, issue 27
item 6): the A800-40GB and A800-80GB 8-GPU servers take a quoted price in one step, and a multi-node answer over TCP
names the RDMA cluster shape that waits for a quote."""

from __future__ import annotations

import datetime as dt

import numpy as np

from gpu_advisor.core.catalog import cost as C
from gpu_advisor.core.catalog.names import resolve_gpu
from gpu_advisor.core.prices.quotes import set_quoted_price
from gpu_advisor.core.scenario.spec import parse_scenario
from gpu_advisor.core.select.recommendation import recommend

TODAY = dt.date(2026, 12, 3)
PRETRAIN_CN = {"task": "train", "workload": "llm", "model": {"preset": "qwen2.5-7b"}, "data": {"tokens": 2e11},
               "precision": "bf16", "deadline_hours": 720,
               "preferences": {"spot": "avoid", "objective": "cheapest", "currency": "CNY",
                               "providers": ["alibaba", "tencent"]}}


def _unpriced(cat, gpu):
    inst = cat["instances"]
    none = inst[list(C.PRICE_COLUMN.values())].isna().all(axis=1)
    return inst[none & (inst["gpu"] == gpu) & (inst["gpu_count"] == 8)]


def test_a800_shapes_of_eight_gpus_wait_for_a_price_and_their_names_resolve(cat):
    for gpu, spellings in (("A800-40GB", ("A800-40G", "A800 40G", "a800 40gb")), ("A800-80GB", ("A800-80G", "A800 80G"))):
        rows = _unpriced(cat, gpu)
        assert len(rows) >= 1 and set(rows["provider"]) <= {"alibaba", "tencent"}, gpu
        assert rows["notes"].str.startswith("price needed").all() and rows["source"].str.contains("seed-000").all()
        assert {resolve_gpu(cat, s) for s in spellings} == {gpu}


def test_a_quoted_a800_price_is_one_step_from_a_recommendation(cat):
    shape = _unpriced(cat, "A800-80GB").iloc[0]
    sc = parse_scenario({**PRETRAIN_CN, "data": {"tokens": 2e10},
                         "preferences": {**PRETRAIN_CN["preferences"], "providers": ["alibaba"], "gpus": ["A800-80G"]}},
                        cat)
    before = recommend(cat, sc, today=TODAY).recommendation
    assert before is None or before.gpu != "A800-80GB"
    quoted = set_quoted_price(cat, "alibaba", shape["region"], shape["instance_type"], 60000.0, "monthly",
                              who="sales", date=TODAY)
    pick = recommend(quoted, sc, today=TODAY).recommendation
    assert (pick.gpu, pick.instance_type, pick.billing) == ("A800-80GB", shape["instance_type"], "monthly")


def _rdma_note(cat, sc):
    rec = recommend(cat, sc, today=TODAY)
    return rec, next((n for n in rec.warnings if n.code == "rdma_cluster_quote"), None)


def test_a_multi_node_answer_over_tcp_names_the_rdma_cluster_waiting_for_a_quote(cat):
    sc = parse_scenario(PRETRAIN_CN, cat)
    rec, note = _rdma_note(cat, sc)
    r = rec.recommendation
    assert r.nodes > 1 and r.provider in ("alibaba", "tencent")
    assert note is not None
    d = note.detail
    net = cat["instance_network"].set_index(["provider", "instance_type"])
    assert bool(net.at[(d["provider"], d["instance_type"]), "rdma"]) and d["fabric"] == "erdma"
    assert d["network_gbps"] == float(net.at[(d["provider"], d["instance_type"]), "bandwidth_gbps"])
    inst = cat["instances"]
    row = inst[(inst["provider"] == d["provider"]) & (inst["instance_type"] == d["instance_type"])]
    assert np.isnan(row[list(C.PRICE_COLUMN.values())].to_numpy(float)).all()
    # Computed from the catalog: without that fabric row there is no such shape to name.
    net = cat["instance_network"]
    gone = cat.with_table("instance_network", net[~net["fabric"].isin(["erdma", "rdma"]) | (net["provider"] != "alibaba")])
    assert _rdma_note(gone, sc)[1] is None
    # A single-node answer links no servers: no such note.
    one = parse_scenario({**PRETRAIN_CN, "data": {"tokens": 2e9}}, cat)
    rec1, note1 = _rdma_note(cat, one)
    assert rec1.recommendation.nodes == 1 and note1 is None
