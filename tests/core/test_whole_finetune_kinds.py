"""A recommendation or reinforcement-learning model is fine-tuned whole, like an image model: "I don't know" assumed
a LoRA for them (answers.csv finetune,any: LoRA of 7B language models) and the engine timed a 200M recommendation
model with a language model's adapter rules; a recommendation model's fine-tune also assumed three passes (Stanford
Alpaca's) where click-through-rate models overfit from their second. Now: full fine-tuning and one pass, each with
its source, and a LoRA asked for one refused at the field."""

from __future__ import annotations

import pytest

from gpu_advisor.core import estimate as E
from gpu_advisor.core.base import CatalogError, WHOLE_FINETUNE_WORKLOADS
from gpu_advisor.core.scenario import parse_scenario
from gpu_advisor.text.language import using_language
from gpu_advisor.text.problems import describe_what

DATA = {"items": 1e9, "item_kind": "rows"}
MODEL = {"params": 2e8}


def _used(sc, key: str):
    return next(a for a in sc.assumed if a.path == key)


@pytest.mark.parametrize("workload, epochs, source", [("recsys", 1, "zhang-2022-one-epoch"),
                                                      ("rl", 1, "gpu-advisor-setting")])
def test_left_open_the_method_is_full_and_the_passes_are_the_kinds_own(cat, workload, epochs, source):
    sc = parse_scenario({"task": "finetune", "workload": workload, "model": MODEL, "data": DATA}, cat)
    method = _used(sc, "finetune_method")
    assert sc.finetune_method == "full" and method.value == "full" and method.why == "whole_not_language"
    assert "hu-2021-lora" in method.source
    passes = _used(sc, "data.epochs")
    assert passes.value == epochs and source in passes.source
    assert dict(sc.defaults_used)["finetune_method"] == "full" and dict(sc.defaults_used)["data.epochs"] == epochs


@pytest.mark.parametrize("workload", ["recsys", "rl"])
@pytest.mark.parametrize("method", ["lora", "qlora"])
def test_an_adapter_fine_tune_of_one_is_refused_at_the_method_in_words(cat, workload, method):
    assert workload in WHOLE_FINETUNE_WORKLOADS
    with pytest.raises(CatalogError) as exc:
        parse_scenario({"task": "finetune", "workload": workload, "model": MODEL, "finetune_method": method,
                        "data": DATA}, cat)
    probs = list(exc.value.problems)
    assert [(p.code, p.column) for p in probs] == [("method_needs_language_model", "finetune_method")]
    with using_language("en"):
        text = describe_what(probs[0])
    assert "choose full fine-tuning" in text and ("recommendation" in text or "reinforcement" in text)
    with using_language("zh_CN"):
        assert "全参数微调" in describe_what(probs[0])


@pytest.mark.parametrize("workload", ["recsys", "rl"])
def test_the_engine_refuses_a_lora_of_one_too(cat, workload):
    P = E.prepare(cat)
    with pytest.raises(E.EstimateError) as exc:
        E.estimate_config(P, E.Job(params=2e8, workload=workload, task="finetune", method="lora", samples=1e6),
                          "A100-80GB", 1, 1)
    assert [(p.file, p.code) for p in exc.value.problems] == [("method", "method_needs_language_model")]


def test_a_language_models_fine_tune_still_assumes_lora(cat):
    sc = parse_scenario({"task": "finetune", "model": {"preset": "qwen2.5-7b"}, "data": {"tokens": 1e8}}, cat)
    assert sc.finetune_method == "lora"
