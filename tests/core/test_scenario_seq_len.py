"""A scenario states a language model's training sequence (``data.seq_len``): a 32K-context fine-tune is sized at
32,768 tokens a sequence, not the catalog's default (expert25: ``recommend`` refused the key while ``estimate
--seq-len`` took it, so a long-document fine-tune could only be asked at 2,048 tokens)."""

from __future__ import annotations

import pytest

from gpu_advisor.core import estimate as E
from gpu_advisor.core.base import CatalogError
from gpu_advisor.core.scenario.spec import parse_scenario
from gpu_advisor.core.select.candidates import job_for

BASE = {"schema_version": 1, "task": "finetune", "workload": "llm", "model": {"preset": "qwen2.5-7b"},
        "finetune_method": "lora"}


def _sc(cat, **data):
    return parse_scenario({**BASE, "data": {"tokens": 2e8, **data}}, cat)


def test_the_sequence_given_sizes_memory_and_work_and_is_kept(cat):
    long, short = _sc(cat, seq_len=32768, packed=True), _sc(cat, packed=True)
    assert long.seq_len == 32768 and short.seq_len is None
    assert long.to_dict()["data"]["seq_len"] == 32768  # saved as given
    job = job_for(cat, long)
    assert job.seq_len == 32768 and job_for(cat, short).seq_len is None
    a, b = E.estimate_config(cat, job, "A100-80GB", 1), E.estimate_config(cat, job_for(cat, short), "A100-80GB", 1)
    assert a.flops > b.flops  # attention grows with the sequence
    assert a.memory_per_gpu_gb > b.memory_per_gpu_gb  # so do a sequence's activations
    assert "seq_len" in b.assumptions  # the default is said where it was taken
    # the assumed global batch is the recipe's sequences at this length, as the estimate takes it
    batch = next(x for x in long.assumed if x.path == "data.global_batch_tokens")
    seqs = float(cat["defaults"].set_index("name").at["launch_global_batch_sequences_finetune", "value"])
    assert batch.value == int(round(seqs * 32768))


@pytest.mark.parametrize("bad", [-5, 1.5, 8, "long"])
def test_a_sequence_that_cannot_be_says_where(cat, bad):
    with pytest.raises(CatalogError) as e:
        _sc(cat, seq_len=bad)
    assert [p.column for p in e.value.problems] == ["data.seq_len"]


def test_serving_and_images_take_no_training_sequence(cat):
    sc = parse_scenario({"schema_version": 1, "task": "inference", "workload": "llm", "model": {"preset": "qwen2.5-7b"},
                         "data": {"seq_len": 4096}}, cat)
    assert sc.seq_len is None
