"""A priced table is reused for a scenario with the same job_key (core/select/pricing.py JOB_FIELDS). Every answer
that changes the engine's Job must therefore change the key: a field missing from it would show the last answers'
result for new ones (issue 28 v3.4 found model.params_active missing)."""

from __future__ import annotations

import pytest

from gpu_advisor.core.scenario.spec import parse_scenario
from gpu_advisor.core.select.candidates import job_for
from gpu_advisor.core.select.pricing import job_key

BASE = {"task": "finetune", "model": {"params": 3e10}, "finetune_method": "lora", "data": {"tokens": 1e8}}
VARIANTS = [
    {"model": {"params": 3e10, "params_active": 3e9}},
    {"model": {"params": 7e9}},
    {"model": {"preset": "qwen3-30b-a3b"}},
    {"finetune_method": "qlora"},
    {"precision": "fp16"},
    {"data": {"tokens": 2e8}},
    {"data": {"tokens": 1e8, "epochs": 3}},
    {"data": {"tokens": 1e8, "packed": True}},
    {"data": {"tokens": 1e8, "global_batch_tokens": 4e6}},
    {"data": {"tokens": 1e8, "seq_len": 32768}},
    {"gradient_checkpointing": False},
    {"data": {"dataset_gb": 1.0}},
    {"task": "train", "finetune_method": "full"},
]


@pytest.mark.parametrize("change", VARIANTS, ids=[str(v)[:50] for v in VARIANTS])
def test_an_answer_that_changes_the_job_changes_the_key(cat, change):
    a = parse_scenario(BASE, cat)
    b = parse_scenario({**BASE, **change}, cat)
    assert job_for(cat, a) != job_for(cat, b)  # the variant does change the job...
    assert job_key(a) != job_key(b)  # ...so the priced table of one is never reused for the other
