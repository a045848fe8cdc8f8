"""The card's checkpoint tip says the interval the price allowed for (spot interruptions, node failures of a large
run), the interval the launch files save at, once: it said "every 1,000 steps" while the spot tip beside it said
"every 6 minutes" (2026-12-05 walk of a LoRA fine-tune on spot)."""

from __future__ import annotations

import datetime as dt

from gpu_advisor.core.base import CheckpointInterval, SpotWithCheckpoints
from gpu_advisor.core.export import launch as L
from gpu_advisor.core.scenario.spec import parse_scenario
from gpu_advisor.core.select.recommendation import recommend

TODAY = dt.date(2026, 12, 2)
SPOT = {"schema_version": 1, "task": "train", "workload": "llm", "model": {"preset": "llama-2-7b"},
        "data": {"tokens": 2e11}, "precision": "bf16", "deadline_hours": 200,
        "preferences": {"providers": ["aws"], "spot": "allow", "objective": "cheapest", "currency": "CNY"}}


def _tips(rec):
    return {type(n): n for n in rec.tips}


def test_the_checkpoint_tip_carries_the_interval_the_spot_price_and_the_launch_files_use(cat):
    sc = parse_scenario(SPOT, cat)
    rec = recommend(cat, sc, today=TODAY)
    opt = rec.recommendation
    assert opt.billing == "spot"
    tips = _tips(rec)
    interval = tips[CheckpointInterval].interval_h
    assert interval and interval == tips[SpotWithCheckpoints].interval_h
    plan = L.launch_plan(cat, sc, rec, opt, today=TODAY)
    assert plan.checkpoint_interval_h == interval  # the files save at the same interval


def test_without_an_interval_the_tip_keeps_the_steps_default(cat):
    sc = parse_scenario({**SPOT, "data": {"tokens": 2e9}, "deadline_hours": None,
                         "preferences": {**SPOT["preferences"], "spot": "avoid"}}, cat)
    rec = recommend(cat, sc, today=TODAY)
    tip = _tips(rec)[CheckpointInterval]
    assert rec.recommendation.billing != "spot" and tip.interval_h is None and tip.every_steps == 1000

