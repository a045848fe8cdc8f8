"""The kind of work follows the model preset, and serving is sized for text-generating language models only: a
ResNet-50 was timed as a 25M-parameter language model with 4,096-token sequences when a scenario left out
``workload``, and served as one (512 prompt tokens, 256 answer tokens, a KV cache) when asked to serve it."""

from __future__ import annotations

import pytest

from gpu_advisor.core import estimate as E
from gpu_advisor.core import select as SEL
from gpu_advisor.core.base import CatalogError
from gpu_advisor.core.scenario.spec import parse_scenario
from gpu_advisor.text.language import using_language
from gpu_advisor.text.problems import describe_problem

BUDGET = {"amount": 300000, "currency": "CNY", "per": "month"}


def _problems(cat, obj) -> list:
    with pytest.raises(CatalogError) as exc:
        parse_scenario(obj, cat)
    return list(exc.value.problems)


def test_a_preset_without_a_workload_is_timed_as_its_own_kind(cat):
    sc = parse_scenario({"task": "train", "model": {"preset": "resnet-50"}, "data": {"dataset_gb": 50, "epochs": 10},
                         "budget": BUDGET}, cat)
    assert sc.workload == "cv"
    why = {a.path: a.why for a in sc.assumed}
    assert why["workload"] == "preset_kind"  # said in the result as the kind of the model chosen
    rec = SEL.recommend(cat, sc)
    names = set(rec.to_dict()["assumptions"]["estimate"])
    assert "measured_throughput" in names or "forward_flops_per_sample" in names
    assert not {"architecture", "attention_flops_per_token", "text_bytes_per_token"} & names  # no language model


def test_an_encoder_preset_stays_a_transformer_workload(cat):
    sc = parse_scenario({"task": "finetune", "model": {"preset": "bert-large"}, "data": {"tokens": 6.8e7},
                         "finetune_method": "full", "budget": BUDGET}, cat)
    assert sc.workload == "llm"


@pytest.mark.parametrize("preset, workload, kind", [("resnet-50", "llm", "vision"), ("llama-3.1-8b", "cv", "llm"),
                                                    ("yolov8m", "llm", "detection")])
def test_a_workload_that_contradicts_the_preset_is_refused_at_the_field(cat, preset, workload, kind):
    probs = _problems(cat, {"task": "train", "workload": workload, "model": {"preset": preset},
                            "data": {"dataset_gb": 5}, "budget": BUDGET})
    assert len(probs) == 1
    p = probs[0]
    assert p.column == "workload" and p.code == "preset_kind_mismatch"
    assert p.what.kind == kind
    with using_language("en"):
        text = describe_problem(p)
    assert preset in text and "does not fit" in text
    with using_language("zh_CN"):
        zh = describe_problem(p)
    assert "不符" in zh and "does not" not in zh


@pytest.mark.parametrize("model, workload, words", [
    ({"preset": "resnet-50"}, None, "an image model"), ({"preset": "sd-v1.5-unet"}, None, "an image generator"),
    ({"preset": "bert-large"}, None, "a text encoder"), ({"preset": "yolov8n"}, "cv", "an object detector"),
    ({"params": 5e7}, "cv", "an image model"), ({"params": 1e8}, "recsys", "a recommendation model")])
def test_serving_anything_but_a_generating_language_model_is_refused(cat, model, workload, words):
    obj = {"task": "inference", "model": model, "inference": {"qps": 50}, "budget": BUDGET}
    if workload:
        obj["workload"] = workload
    probs = _problems(cat, obj)
    assert [p.code for p in probs] == ["serving_needs_text_model"] and probs[0].column == "task"
    with using_language("en"):
        assert words in describe_problem(probs[0])
    with using_language("zh_CN"):
        assert "部署服务" in describe_problem(probs[0])


def test_serving_a_language_model_is_unchanged(cat):
    sc = parse_scenario({"task": "inference", "model": {"preset": "llama-3.1-8b"}, "inference": {"qps": 5},
                         "budget": BUDGET}, cat)
    assert sc.workload == "llm"
    assert SEL.recommend(cat, sc).recommendation is not None


def test_the_engine_refuses_the_same_jobs(cat):
    P = E.prepare(cat)
    with pytest.raises(E.EstimateError) as exc:
        E.estimate_config(P, E.job_from_preset(P, "resnet-50", task="inference", qps=5), "A10", 1, 1)
    assert exc.value.problems[0].code == "serving_needs_text_model"
    with pytest.raises(E.EstimateError) as exc:
        E.estimate_config(P, E.job_from_preset(P, "resnet-50", workload="llm", tokens=1e9), "A10", 1, 1)
    assert exc.value.problems[0].code == "preset_kind_mismatch"
    with pytest.raises(E.EstimateError) as exc:
        E.estimate_config(P, E.Job(params=5e7, workload="cv", task="inference", qps=5), "A10", 1, 1)
    assert exc.value.problems[0].code == "serving_needs_text_model"


def test_an_encoder_has_multi_head_attention_not_latent_attention(cat):
    # BERT's rows lacked KV heads and were read as multi-head latent attention (DeepSeek's 576 latent dims)
    P = E.prepare(cat)
    est = E.estimate_config(P, E.job_from_preset(P, "bert-large", task="finetune", method="full", tokens=6.8e7,
                                                 seq_len=384), "A100-80GB", 1, 1)
    assert "kv_latent_dims_mla" not in est.assumptions
    info = E.job_info(P, E.job_from_preset(P, "bert-large", task="finetune", method="full", tokens=6.8e7))
    assert info.arch.kv_elems_per_token_layer == 2 * 16 * 64
    mla = E.job_info(P, E.job_from_preset(P, "deepseek-v3", task="inference", qps=1))
    assert mla.arch.kv_elems_per_token_layer == 576


def test_the_engine_formulas_of_a_serving_and_a_training_estimate_read_in_chinese(cat):
    # the sources shown beside each figure (assumptions sheet, PDF): formulas the engine writes had no words
    import re

    from gpu_advisor.text import names
    from gpu_advisor.text.assumptions import assumption_rows
    left = set()
    # Without a catalog set (the command line's JSON path) a source is its catalog cell; with one (the app, the
    # PDF) a cited source reads as its title, publisher, locator and URL: the source's own words, not the engine's.
    for obj in ({"task": "inference", "model": {"preset": "llama-3.1-8b"}, "inference": {"qps": 5}},
                {"task": "inference", "model": {"preset": "deepseek-v3"}, "inference": {"qps": 1}, "precision": "fp8"},
                {"task": "train", "model": {"preset": "llama-3.1-8b"}, "data": {"tokens": 5e10}},
                {"task": "finetune", "model": {"preset": "llama-3.1-8b"}, "data": {"tokens": 1e8}}):
        rec = SEL.recommend(cat, parse_scenario({**obj, "budget": BUDGET}, cat)).to_dict()
        for with_catalog in (False, True):
            names.set_catalog(cat if with_catalog else None)
            with using_language("zh_CN"):
                rows = assumption_rows(rec)
            for _, _, src in rows:
                if re.match(r"^(defaults|models|efficiency|gpus|storage|network|throughput|gpu_speed|scaling)\.csv",
                            src):
                    continue  # a catalog cell: the source's own words
                if with_catalog and re.search(r" https?://\S+$", src):
                    continue  # a citation, with its address
                if src and not re.search(r"[\u4e00-\u9fff]", src) and re.search(r"[a-z]{3,} [a-z]{3,}", src):
                    left.add(src)
    assert not left


def test_an_image_models_items_are_said_as_images_not_tokens(cat):
    # "Assumed: 3 passes over ~10,000 tokens (10,000 images)" for a Stable Diffusion fine-tune of 10,000 images
    from gpu_advisor.text.assumed import assumed_lead
    sc = parse_scenario({"task": "finetune", "model": {"preset": "sd-v1.5-unet"},
                         "data": {"items": 10000, "item_kind": "images"}, "budget": BUDGET}, cat)
    assert sc.samples == 10000 and sc.tokens is None
    with using_language("en"):
        lead = assumed_lead(sc, cat)
    assert "10,000 images" in lead and "token" not in lead
    with using_language("zh_CN"):
        assert "token" not in assumed_lead(sc, cat)
