"""A model given only by its size is assumed to have the attention layout of the LLM preset nearest in size (the
serving path sizes its KV cache with it): its architecture line said "(GQA)" when served and "(MHA)" when trained,
the same 7B. Both paths now name the layout the engine takes and where it comes from; the figures are unchanged."""

from __future__ import annotations

import pytest

from gpu_advisor import text as W
from gpu_advisor.core import estimate as E
from gpu_advisor.core.scenario.spec import parse_scenario
from gpu_advisor.core.select.recommendation import recommend


@pytest.mark.parametrize("params, preset, layout", [(7e9, "qwen3-8b", "GQA"), (13e9, "qwen3-14b", "GQA"),
                                                    (70e9, "llama-3-70b", "GQA")])
def test_training_and_serving_name_the_same_attention(cat, params, preset, layout):
    train = E.estimate_config(cat, E.Job(params=params, tokens=1e9), "A100-80GB", 8)
    serve = E.estimate_config(cat, E.Job(params=params, task="inference", qps=1.0), "A100-80GB", 8)
    a, b = train.assumptions["architecture"], serve.assumptions["architecture"]
    assert a.value == b.value and a.value.endswith(f" hidden ({layout})"), (a.value, b.value)
    assert f"attention as models.csv {preset}, the newest LLM preset of about its size" in a.source
    assert a.source == b.source
    # the KV cache the serving path sizes is that preset's
    assert f"models.csv {preset} (" in serve.assumptions["kv_cache_bytes_per_token"].source


def test_the_training_assumptions_say_it_in_both_languages(cat):
    sc = parse_scenario({"schema_version": 1, "task": "train", "workload": "llm", "model": {"params": 7e9},
                         "data": {"tokens": 2e9}, "preferences": {"currency": "USD"}}, cat, "seven.json")
    rec = recommend(cat, sc)
    for lang, label, words in (("en", "Model architecture", "Qwen3 8B"), ("zh_CN", "模型结构", "Qwen3 8B")):
        with W.using_language(lang), W.using_catalog(cat):
            rows = {r[0]: (r[1], r[2]) for r in W.assumption_rows(rec)}
        value, source = rows[label]
        assert value.endswith("(GQA)") or value.endswith("（GQA）"), value
        assert words in source and "MHA" not in value, source
