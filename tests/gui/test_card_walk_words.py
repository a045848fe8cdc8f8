"""A tester's walk in English: the card said "Assumed: 1 passes over ~4.18 million tokens"; the runner-up sentence
said "Runner-up: 8 × RTXA4500 on RunPod" where the table said "8 × RTXA4500 (2 servers × 4)". In both languages."""

from __future__ import annotations

import dataclasses
import datetime as dt


from gpu_advisor import text as W
from gpu_advisor.core.base import RunnerUp
from gpu_advisor.core.scenario.spec import parse_scenario
from gpu_advisor.core.select.recommendation import recommend
from gpu_advisor.text.notes import describe

TODAY = dt.date(2026, 12, 2)
WALK = {"schema_version": 1, "task": "train", "workload": "cv", "data": {"dataset_gb": 50},
        "reference_run": {"gpu": "V100-32GB", "gpus": 1, "hours": 100}, "deadline_hours": 100,
        "budget": {"amount": 100000, "currency": "CNY", "per": "month"}, "preferences": {"currency": "USD"}}


def test_one_pass_is_singular(in_catalog):
    sc = parse_scenario({"schema_version": 1, "task": "train", "workload": "cv", "data": {"dataset_gb": 50}},
                        in_catalog)
    one = dataclasses.replace(sc, assumed=tuple(dataclasses.replace(a, value=1) if a.path == "data.epochs" else a
                                                for a in sc.assumed))
    with W.using_language("en"):
        assert ", 1 pass over ~" in W.assumed_lead(one, in_catalog)
        assert " passes over ~" in W.assumed_lead(sc, in_catalog)  # (90)
    with W.using_language("zh_CN"):
        assert "训练 1 轮" in W.assumed_lead(one, in_catalog)


def test_the_runner_up_sentence_says_its_servers(in_catalog):
    n = RunnerUp(provider="runpod", instance_type="4x_RTXA4500_SECURE", gpu="RTXA4500", gpu_count=8,
                 billing="on_demand", total_cost=120.0, wall_hours=10.0, cost_diff=20.0, hours_diff=1.0,
                 gpus_per_node=4, instances=2)
    with W.using_language("en"):
        assert "Runner-up: 8 × RTXA4500 (2 servers × 4) on RunPod (4x_RTXA4500_SECURE" in describe(n, "USD")
        one = dataclasses.replace(n, gpu_count=4, instances=1)
        assert "Runner-up: 4 × RTXA4500 on RunPod" in describe(one, "USD")
    with W.using_language("zh_CN"):
        assert "8 × RTXA4500（2 台 × 每台 4 卡）" in describe(n, "USD")


def test_the_engine_gives_the_runner_up_its_servers(in_catalog):
    rec = recommend(in_catalog, parse_scenario(WALK, in_catalog), today=TODAY)
    ru = next(n for n in rec.reasons if n.code == "runner_up")
    alt = rec.alternatives[0]  # the runner-up is listed first
    assert (ru.instances, ru.gpus_per_node) == (alt.instances, alt.gpus_per_node)
    with W.using_language("en"):
        assert f"Runner-up: {W.gpu_config(alt)} on " in describe(ru, "USD")
