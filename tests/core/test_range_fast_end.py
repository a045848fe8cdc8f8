"""The fast end of a training estimate's 80% range is a time some published run could reach: at most ``mfu_max`` of
the GPUs' dense peak for the model's FLOPs (expert25: a 32B full fine-tune on 8 A100-80GB said "11 to 112 hours",
its fast end 107% of the peak; the fine-tune stack, packing and checkpointing widenings had compounded to 0.18 x)."""

from __future__ import annotations

import pytest

from gpu_advisor.core import estimate as E
from gpu_advisor.core.estimate.table import training_table


def _d(cat, name):
    return float(cat["defaults"].set_index("name").at[name, "value"])


def test_a_full_fine_tune_fast_end_stays_within_the_best_published_utilisation(cat):
    P = E.prepare(cat)
    job = E.job_from_preset(P, "qwen2.5-32b", task="finetune", tokens=5e8)
    e = E.estimate_config(cat, job, "A100-80GB", 8)
    info = E.job_info(P, job)
    model = info.flops_per_unit * info.units  # 6 N D: what model FLOPs utilisation counts
    peak = 312e12  # A100 dense BF16 (gpus.csv)
    fast = model / (e.wall_hours_range[0] * 3600 * 8 * peak)
    assert fast == pytest.approx(_d(cat, "mfu_max"))  # was 1.07 before the bound
    assert e.wall_hours_range[0] > 0.3 * e.wall_hours and e.wall_hours_range[1] > e.wall_hours
    a = e.assumptions["range_low_bound"]
    assert a.value == pytest.approx(e.range_low) and "mfu_max" in e.assumptions
    # the vectorised table (what the recommendation ranks) gives the same range
    t = training_table(cat, job, ["A100-80GB"], [8], [1], [None], [None], [None])
    assert t is not None and not t.fallback[0]
    assert float(t.figures["range_low"][0]) == pytest.approx(e.range_low)


def test_an_estimate_far_below_the_cap_keeps_the_calibrated_fast_end(cat):
    e = E.estimate_config(cat, E.Job(params=7e9, tokens=1e11), "H100", 8, 4)
    assert "range_low_bound" not in e.assumptions
    assert e.range_low == pytest.approx(_d(cat, "range_low_factor"))
