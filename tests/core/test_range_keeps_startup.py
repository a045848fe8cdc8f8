"""The likely range of a run's time scales its compute, not the start-up around it: a LoRA fine-tune of 20,000 Q&A
pairs read "about 1.9 hours, likely 15 minutes–4.1 hours" beside 10 minutes of start-up (2026-12-05 walk)."""

from __future__ import annotations

import datetime as dt

from gpu_advisor.core.base import RunStartup
from gpu_advisor.core.scenario.spec import parse_scenario
from gpu_advisor.core.select.recommendation import recommend

QA = {"schema_version": 1, "task": "finetune", "workload": "llm", "model": {"preset": "qwen2.5-7b"},
      "finetune_method": "lora", "data": {"items": 20000, "item_kind": "qa_pairs"}, "deadline_hours": 100,
      "budget": {"amount": 100000, "currency": "CNY", "per": "month"}}


def test_the_low_end_keeps_the_start_up(cat):
    rec = recommend(cat, parse_scenario(QA, cat), today=dt.date(2026, 12, 2))
    opt = rec.recommendation
    start = next(n for n in rec.reasons if isinstance(n, RunStartup))
    fixed = start.startup_hours + (start.checkpoint_hours or 0) + (start.staging_hours or 0)
    lo, hi = opt.wall_hours_range
    assert fixed > 0.1 and lo > fixed and lo < opt.wall_hours < hi
    # only the compute is scaled at the low end: start-up plus the compute at the GPU-hours' low factor (it was the
    # whole run times the low factor, under the start-up and data copy of every run)
    g_lo, g = opt.gpu_hours_range[0], opt.estimate["gpu_hours"]
    assert abs((lo - fixed) / (opt.wall_hours - fixed) - g_lo / g) < 0.05 * g_lo / g
    assert abs(hi / opt.wall_hours - opt.gpu_hours_range[1] / g) < 0.01  # the high end as the deadline check reads it
