"""Data given in tokens has a size for the copy onto each server and for the disks, as data given in GB or as a count
has: the corpus before tokenization, raw text at defaults.csv text_bytes_per_token_en a token (2 x 10^11 tokens are
about 800 GB). It had none: a pre-training on 2 x 10^11 tokens was priced with no time to copy its data and a data
disk of the host rule's minimum."""

from __future__ import annotations

import datetime as dt

import pytest

from gpu_advisor.core.scenario.spec import parse_scenario
from gpu_advisor.core.select.recommendation import recommend

TODAY = dt.date(2026, 12, 6)
BASE = {"schema_version": 1, "task": "train", "workload": "llm", "model": {"preset": "llama-2-7b"},
        "precision": "bf16", "deadline_hours": 400,
        "preferences": {"providers": ["aws"], "gpus": ["H100"], "spot": "avoid", "objective": "cheapest"}}


def _answer(cat, data: dict):
    sc = parse_scenario({**BASE, "data": data}, cat)
    rec = recommend(cat, sc, today=TODAY)
    return next(n for n in rec.reasons if n.code == "run_startup"), rec.recommendation


def _per_token(cat) -> float:
    d = cat["defaults"]
    return float(d.loc[d["name"] == "text_bytes_per_token_en", "value"].iloc[0])


def test_tokens_are_copied_and_held_like_their_gigabytes(cat):
    tokens = 2e11
    gb = tokens * _per_token(cat) / 1e9
    assert gb == pytest.approx(800)  # the brief's figure: 2 x 10^11 tokens of English text are about 800 GB
    counted, opt = _answer(cat, {"tokens": tokens})
    sized, opt_gb = _answer(cat, {"dataset_gb": gb})
    assert opt.instance_type == opt_gb.instance_type and opt.gpu_count == opt_gb.gpu_count
    # 800 GB at the data disk's read rate: minutes, not nothing
    assert counted.staging_hours * 3600 > 60
    assert counted.staging_hours == pytest.approx(sized.staging_hours, rel=1e-6)
    assert opt.host.data_disk_gb == opt_gb.host.data_disk_gb
    assert opt.host.data_disk_gb >= gb  # the data disk holds the corpus
    assert opt.total_cost == pytest.approx(opt_gb.total_cost, rel=1e-6)


def test_passes_do_not_multiply_the_size(cat):
    one, opt1 = _answer(cat, {"tokens": 5e10})
    two, opt2 = _answer(cat, {"tokens": 5e10, "epochs": 2})
    assert one.staging_hours > 0
    assert two.staging_hours == pytest.approx(one.staging_hours, rel=1e-6)  # copied once, read twice
    assert opt2.host.data_disk_gb == opt1.host.data_disk_gb
