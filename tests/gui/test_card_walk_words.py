"""A tester's walk in English: the card said "Assumed: 1 passes over ~4.18 million tokens"; the runner-up sentence
said "Runner-up: 8 × RTXA4500 on RunPod" where the table said "8 × RTXA4500 (2 servers × 4)". In both languages."""

from __future__ import annotations

import dataclasses
import datetime as dt

import pytest

from gpu_advisor import text as W
from gpu_advisor.core.scenario.spec import parse_scenario

TODAY = dt.date(2026, 12, 2)
WALK = {"schema_version": 1, "task": "train", "workload": "cv", "data": {"dataset_gb": 50},
        "reference_run": {"gpu": "V100-32GB", "gpus": 1, "hours": 100}, "deadline_hours": 100,
        "budget": {"amount": 100000, "currency": "CNY", "per": "month"}, "preferences": {"currency": "USD"}}


@pytest.fixture
def in_catalog(qapp, cat):
    saved = W.current_catalog()
    W.set_catalog(cat)
    yield cat
    W.set_catalog(saved)


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
