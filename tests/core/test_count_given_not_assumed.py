"""Images typed as a count are the user's own answer (walk 20b): YOLOv5s with 118,287 images typed led the card and the
command line with "Assumed: ~118,000 images" and a Change… button, as if the amount had been left open. A count that
is converted with a ratio (Q&A pairs to tokens) is still said as assumed."""

from __future__ import annotations

import pytest

from gpu_advisor import text as W
from gpu_advisor.core.catalog.load import load_bundled
from gpu_advisor.core.scenario import deciding
from gpu_advisor.core.scenario.spec import parse_scenario

YOLO = {"schema_version": 1, "task": "train", "workload": "cv", "model": {"preset": "yolov5s"},
        "data": {"items": 118287, "item_kind": "images", "epochs": 300}, "precision": "fp16"}
QA = {"schema_version": 1, "task": "finetune", "workload": "llm", "model": {"preset": "qwen2.5-7b"},
      "data": {"items": 20000, "item_kind": "qa_pairs", "epochs": 3}}


@pytest.fixture(scope="module")
def cat():
    return load_bundled()


def test_images_typed_are_not_said_as_assumed(cat):
    sc = parse_scenario(YOLO, cat)
    assert sc.samples == 118287
    assert deciding(cat, sc) == ()
    for lang in ("en", "zh_CN"):
        with W.using_language(lang):
            assert W.assumed_lead(sc, cat) == ""
            assert not any("118" in v for _, v, _, _ in W.assumed_rows(sc, cat))


def test_qa_pairs_converted_to_tokens_are_still_said_as_assumed(cat):
    sc = parse_scenario(QA, cat)
    assert [a.path for a in deciding(cat, sc)] == ["data.tokens"]
    with W.using_language("en"):
        assert "tokens" in W.assumed_lead(sc, cat)
