"""The fast end of a training estimate's 80% range is a time some published run could reach: at most
``range_fast_mfu_max`` (the fastest calibration run by the engine's FLOP count, Phi-2's 0.70) of the GPUs' dense peak
for the model's FLOPs (expert25: a 32B full fine-tune on 8 A100-80GB said "11 to 112 hours",
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
    assert fast == pytest.approx(_d(cat, "range_fast_mfu_max"))  # was 1.07 before the bound
    # not the point estimate's cap (0.6): three published calibration runs (Phi-2, MPT-7B, llm.c) were faster
    assert _d(cat, "range_fast_mfu_max") > _d(cat, "mfu_max")
    assert e.wall_hours_range[0] > 0.25 * e.wall_hours and e.wall_hours_range[1] > e.wall_hours  # 0.18 x before
    a = e.assumptions["range_low_bound"]
    assert a.value == pytest.approx(e.range_low) and "range_fast_mfu_max" in e.assumptions
    # the vectorised table (what the recommendation ranks) gives the same range
    t = training_table(cat, job, ["A100-80GB"], [8], [1], [None], [None], [None])
    assert t is not None and not t.fallback[0]
    assert float(t.figures["range_low"][0]) == pytest.approx(e.range_low)


def test_an_estimate_far_below_the_cap_keeps_the_calibrated_fast_end(cat):
    e = E.estimate_config(cat, E.Job(params=7e9, tokens=1e11), "H100", 8, 4)
    assert "range_low_bound" not in e.assumptions
    assert e.range_low == pytest.approx(_d(cat, "range_low_factor"))


def test_the_cap_warning_of_a_pre_training_does_not_speak_of_a_fine_tune(cat):
    """expert25: a 125M pre-training read "capped at 60% ... (a fine-tune's overheads come on top)"."""
    from gpu_advisor.core.base import MfuCapped
    from gpu_advisor.core.select.explanation import note
    from gpu_advisor.text import describe_note, using_language
    P = E.prepare(cat)
    pre = E.estimate_config(cat, E.Job(params=1.25e8, tokens=2.5e9), "A100-80GB", 1)
    ft = E.estimate_config(cat, E.job_from_preset(P, "llama-3.1-8b", task="finetune", method="qlora", tokens=5e6),
                           "A100-80GB", 1)
    said = {}
    for name, e in (("pre", pre), ("ft", ft)):
        w = dict(next(d for c, d in e.warnings if c == "mfu_capped"))
        n = note("mfu_capped", w)
        assert isinstance(n, MfuCapped)
        said[name] = (n, describe_note(n, "USD"))
    assert said["pre"][0].finetune is False and "fine-tune" not in said["pre"][1] and "60%" in said["pre"][1]
    assert said["ft"][0].finetune is True and "overheads" in said["ft"][1]
    with using_language("zh_CN"):
        assert "微调" not in describe_note(said["pre"][0], "CNY")
