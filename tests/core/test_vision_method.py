"""LoRA and QLoRA are a language model's methods: the engine's adapter rules (FLOPs per parameter and token, the
trainable share of a transformer) are a language model's. A scenario or the command line that asked for a LoRA or
QLoRA fine-tune of an image model got an estimate anyway ("plan LoRA adapters (lora): fits" for ResNet-50); it is
refused now with one message at the method's field, in words, in both languages."""

from __future__ import annotations

import json

import pytest

from gpu_advisor.cli import main
from gpu_advisor.core import estimate as E
from gpu_advisor.core.base import CatalogError
from gpu_advisor.core.scenario import parse_scenario
from gpu_advisor.text.language import using_language
from gpu_advisor.text.problems import describe_what

# (the command line runs many times on one seeded catalog: one Catalog object for its content, see tests/conftest.py)
pytestmark = pytest.mark.usefixtures("shared_catalog_objects")

DATA = {"samples": 100000}


def _problems(cat, obj) -> list:
    with pytest.raises(CatalogError) as exc:
        parse_scenario(obj, cat)
    return list(exc.value.problems)


@pytest.mark.parametrize("obj, method, kind, words", [
    ({"workload": "cv", "model": {"preset": "resnet-50"}}, "lora", "vision", "an image model"),
    ({"workload": "cv"}, "qlora", "vision", "an image model"),  # the typical image model assumed
    ({"model": {"preset": "yolov8m"}}, "lora", "detection", "an object detector"),  # the kind from the preset
    ({"workload": "cv", "model": {"params": 2.5e7}, "reference_run": {"gpu": "V100-32GB", "gpus": 1, "hours": 10}},
     "qlora", "cv", "an image model"),  # an image model by size with a past run
])
@pytest.mark.parametrize("task", ["finetune", "train"])  # (a training that names a method is a fine-tune)
def test_an_adapter_fine_tune_of_an_image_model_is_refused_at_the_method(cat, obj, method, kind, words, task):
    probs = _problems(cat, {"task": task, **obj, "finetune_method": method, "data": DATA})
    assert [(p.code, p.column, p.value) for p in probs] == [("method_needs_language_model", "finetune_method", method)]
    assert probs[0].what.method == method and probs[0].what.kind == kind
    with using_language("en"):
        text = describe_what(probs[0])
    name = "LoRA" if method == "lora" else "QLoRA"
    assert text.startswith(name) and words in text and "choose full fine-tuning" in text
    assert "lora" not in text  # the method's name, not the file's code
    with using_language("zh_CN"):
        zh = describe_what(probs[0])
    assert name in zh and "全参数微调" in zh and "language model" not in zh and "fine-tun" not in zh


def test_a_full_or_open_method_for_an_image_model_and_adapters_for_a_language_model_are_estimated(cat):
    assert parse_scenario({"task": "finetune", "workload": "cv", "finetune_method": "full", "data": DATA},
                          cat).finetune_method == "full"
    assert parse_scenario({"task": "finetune", "workload": "cv", "data": DATA}, cat).finetune_method == "full"
    for method in ("lora", "qlora"):
        sc = parse_scenario({"task": "finetune", "model": {"preset": "qwen2.5-7b"}, "finetune_method": method,
                             "data": {"tokens": 1e8}}, cat)
        assert sc.finetune_method == method and sc.workload == "llm"


def test_a_contradicting_kind_is_said_once_not_twice(cat):
    # the kind of work contradicts the model: that is the one message (the method follows from the kind)
    probs = _problems(cat, {"task": "finetune", "workload": "cv", "model": {"preset": "llama-3.1-8b"},
                            "finetune_method": "lora", "data": DATA})
    assert [p.code for p in probs] == ["preset_kind_mismatch"]
    probs = _problems(cat, {"task": "finetune", "workload": "llm", "model": {"preset": "resnet-50"},
                            "finetune_method": "lora", "data": DATA})
    assert [p.code for p in probs] == ["preset_kind_mismatch"]


def test_the_engine_refuses_the_same_jobs(cat):
    P = E.prepare(cat)
    for job in (E.job_from_preset(P, "resnet-50", task="finetune", method="lora", samples=1e5),
                E.job_from_preset(P, "vit-b-16", method="qlora", samples=1e5),  # task train, made a fine-tune
                E.Job(params=2.5e7, workload="cv", task="finetune", method="lora", samples=1e5,
                      flops_per_sample=8e9)):
        with pytest.raises(E.EstimateError) as exc:
            E.estimate_config(P, job, "A100-80GB", 1, 1)
        assert [(p.file, p.code) for p in exc.value.problems] == [("method", "method_needs_language_model")]
    full = E.estimate_config(P, E.job_from_preset(P, "resnet-50", task="finetune", method="full", samples=1e5),
                             "A100-80GB", 1, 1)
    assert full.gpu_hours > 0


@pytest.fixture
def advisor_home(shared_home, monkeypatch):
    monkeypatch.setenv("GPU_ADVISOR_HOME", str(shared_home))
    return shared_home


def test_the_command_line_refuses_it_with_one_line(capsys, tmp_path, advisor_home):
    code = main(["estimate", "--preset", "resnet-50", "--method", "lora", "--samples", "1e5", "--gpu", "A100-80GB",
                 "--gpus", "1"])
    out, err = capsys.readouterr()
    assert code == 2 and not out
    assert err.strip() == ("--method: LoRA trains small adapters on a language model, and this is an image model, "
                           "which is fine-tuned whole (every weight): choose full fine-tuning")
    f = tmp_path / "s.json"
    f.write_text(json.dumps({"schema_version": 1, "task": "finetune", "workload": "cv",
                             "model": {"preset": "resnet-50"}, "finetune_method": "qlora", "data": DATA}))
    for lang, words in (("en", "QLoRA (4-bit) trains small adapters"), ("zh_CN", "全参数微调")):
        code = main(["recommend", str(f), "--lang", lang])
        out, err = capsys.readouterr()
        assert code == 2 and not out and len(err.strip().splitlines()) == 1
        assert "finetune_method" in err and words in err
