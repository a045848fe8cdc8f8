"""Walk 22: the card's lead line ("Assumed: about 100,000 images, 300 passes", "Assumed: 3 passes over ~4.18 million
tokens") never named the model the answer is for when the user chose it; with a size typed beside a known model
dropped without a word, nothing on screen said which model was used. The lead names it, chosen or assumed, on the
card, the proposal and the command line alike (``text.assumed_lead``)."""

from __future__ import annotations

import pytest

from gpu_advisor import text as W
from gpu_advisor.core.catalog.load import load_bundled
from gpu_advisor.core.scenario.spec import parse_scenario

YOLO = {"task": "train", "workload": "cv", "model": {"preset": "yolov5s"},
        "data": {"items": 100000, "item_kind": "images", "image_mb": "3 MB"}}
LORA = {"task": "finetune", "workload": "llm", "model": {"params": 13e9}, "finetune_method": "lora",
        "data": {"items": 20000, "item_kind": "qa_pairs"}}


@pytest.fixture(scope="module")
def cat():
    return load_bundled()


def test_a_chosen_model_leads_the_line(cat):
    yolo, lora = parse_scenario(YOLO, cat), parse_scenario(LORA, cat)
    assert W.assumed_lead(yolo, cat).startswith("YOLOv5s; assumed: 300 passes")
    assert W.assumed_lead(lora, cat) == (
        "A 13B model; assumed: 3 passes over ~4.18 million tokens (20,000 Q&A pairs)")
    with W.using_language("zh_CN"):
        assert W.assumed_lead(yolo, cat).startswith("YOLOv5s；假设：")
        assert W.assumed_lead(lora, cat).startswith("130 亿参数的模型；假设：约 418 万 token")


def test_a_mixture_of_experts_says_its_active_parameters(cat):
    sc = parse_scenario({**LORA, "model": {"params": 30e9, "params_active": 3e9}}, cat)
    assert W.assumed_lead(sc, cat).startswith("A 30B model (3B active); assumed: ")


def test_an_assumed_model_is_said_once_in_the_list(cat):
    sc = parse_scenario({"task": "train", "workload": "cv", "data": {"dataset_gb": 50}}, cat)
    assert W.assumed_lead(sc, cat).startswith("Assumed: ResNet-50, 90 passes over ~")
    given = parse_scenario({**YOLO, "data": {**YOLO["data"], "epochs": 300}}, cat)
    assert W.assumed_lead(given, cat) == ""  # nothing that decides the job assumed: no lead, as before


def test_why_a_count_was_assumed_spaces_its_unit_in_chinese(cat):
    """Walk 22: "20,000 个问答对 × 每个约 209 个token" (the unit's word put after "个" with no space)."""
    sc = parse_scenario(LORA, cat)
    tokens = next(a for a in sc.assumed if a.path == "data.tokens")
    with W.using_language("zh_CN"):
        why = W.assumed_why(tokens)
    assert "209 个 token" in why and "个token" not in why, why
    assert "209 tokens" in W.assumed_why(tokens)
