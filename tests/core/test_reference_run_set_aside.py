"""A past run faster than any published training run is set aside (walk 20b): 100 hours on one V100 kept for 5,000 GB
of images with ViT-L implied 2,987% of the GPU's peak, and every configuration was timed from it (16 V100 for about
an hour where the speed the engine models from published runs gives weeks). Above ``mfu_max`` the estimate models
the speed as for a job without a past run and its warning says so; a run slower than published runs is kept (the
user's own code may be that slow)."""

from __future__ import annotations

import datetime as dt

import pytest

from gpu_advisor import text as W
from gpu_advisor.core.catalog.load import load_bundled
from gpu_advisor.core.scenario.spec import parse_scenario
from gpu_advisor.core.select.recommendation import recommend

TODAY = dt.date(2026, 12, 6)
FAST = {"schema_version": 1, "task": "train", "workload": "cv", "model": {"preset": "vit-l-16"},
        "data": {"dataset_gb": 5000, "epochs": 80}, "reference_run": {"gpu": "V100-32GB", "gpus": 1, "hours": 100},
        "precision": "fp16", "budget": {"amount": 100000, "currency": "CNY", "per": "month"},
        "preferences": {"providers": ["aliyun", "tencent"], "currency": "CNY"}}


@pytest.fixture(scope="module")
def cat():
    return load_bundled()


def _rec(cat, obj):
    return recommend(cat, parse_scenario(obj, cat), today=TODAY)


def _implausible(rec):
    return [n for n in rec.warnings if n.code == "reference_run_implausible"]


def test_a_run_faster_than_any_gpu_runs_is_set_aside_and_the_speed_modelled(cat):
    rec = _rec(cat, FAST)
    without = _rec(cat, {k: v for k, v in FAST.items() if k != "reference_run"})
    (n,) = _implausible(rec)
    assert n.set_aside and n.implied_mfu > 1.0
    opt, ref = rec.recommendation, without.recommendation
    assert (opt.gpu, opt.gpu_count, opt.wall_hours) == (ref.gpu, ref.gpu_count, ref.wall_hours)
    assert opt.wall_hours > 100  # (it read about an hour: timed from the past run)
    assert not any(r.code == "reference_run_scaled" for r in rec.reasons)
    with W.using_language("en"):
        assert "sets the past run aside and models the speed from published runs" in W.describe_note(n, "CNY")
    with W.using_language("zh_CN"):
        assert "本估算不采用这次以往运行" in W.describe_note(n, "CNY")


def test_a_run_slower_than_published_runs_is_kept_with_its_warning(cat):
    slow = {**FAST, "model": {"preset": "resnet-50"}, "data": {"dataset_gb": 50}, "precision": "bf16",
            "reference_run": {"gpu": "V100", "gpus": 1, "hours": 100}}
    slow.pop("preferences")
    rec = _rec(cat, slow)
    (n,) = _implausible(rec)
    assert not n.set_aside and n.implied_mfu < n.mfu_min
    assert any(r.code == "reference_run_scaled" for r in rec.reasons)
    with W.using_language("en"):
        assert "the time here still follows your hours" in W.describe_note(n, "CNY")
