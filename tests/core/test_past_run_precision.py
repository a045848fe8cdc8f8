"""Walk 25: the article's engineer, 50 GB of images and a past run of 100 hours on one V100, answered on 8 × A100 with
the warning "V100-32GB has no BF16; estimated with FP16 mixed precision." — read beside an A100 answer as if an
option ran on V100s. The warning of the past run's GPU says it is that run's (its hours are scaled from it as FP16);
the launch files of an option never take the past run's fallback for their own precision."""

from __future__ import annotations

import datetime as dt

import pytest

from gpu_advisor.core.base.notes_warnings import Bf16Unsupported
from gpu_advisor.core.export.launch_base import run_precision
from gpu_advisor.core.scenario.spec import parse_scenario
from gpu_advisor.core.select.recommendation import recommend
from gpu_advisor.text import using_language
from gpu_advisor.text.notes import describe

SCENARIO = {"schema_version": 1, "task": "train", "workload": "cv", "data": {"dataset_gb": 50},
            "reference_run": {"gpu": "V100-32GB", "gpus": 1, "hours": 100},
            "budget": {"amount": 100000, "currency": "CNY", "per": "month"}}


@pytest.fixture(scope="module")
def rec(cat):
    return recommend(cat, parse_scenario(SCENARIO, cat), today=dt.date(2026, 12, 6))


def test_the_past_runs_gpu_warning_says_it_is_that_runs(rec):
    assert rec.recommendation.gpu != "V100-32GB"
    said = [w for w in rec.warnings if isinstance(w, Bf16Unsupported)]
    assert said == [Bf16Unsupported(gpu="V100-32GB", past_run=True)]
    assert "the GPU of your past run" in describe(said[0], "CNY")
    assert "estimated with FP16" in describe(Bf16Unsupported(gpu="T4"), "CNY")  # an option's own: as before


def test_in_chinese_too(rec):
    w = next(w for w in rec.warnings if isinstance(w, Bf16Unsupported))
    with using_language("zh_CN"):
        text = describe(w, "CNY")
    assert "以往" in text and "V100-32GB" in text, text


def test_a_past_runs_fallback_is_not_the_launched_options():
    warned = [("bf16_unsupported", {"gpu": "V100-32GB", "past_run": True})]
    assert run_precision("bf16", warned, "V100-32GB") == "bf16"
    assert run_precision("bf16", [("bf16_unsupported", {"gpu": "V100-32GB"})], "V100-32GB") == "fp16"
