"""An image model's fine-tune is not a language model's: "I don't know" assumes a full fine-tune and a published
image fine-tuning schedule (BiT-HyperRule: 500 / 10,000 / 20,000 steps of 512 images by the number of images), asks
nothing of packing or checkpointing, and says 12,000 images as 12,000 images; a kind of data the model cannot use is
said with the words the user sees."""

from __future__ import annotations

import pytest

from gpu_advisor import text as words
from gpu_advisor.core.base import CatalogError
from gpu_advisor.core.scenario import parse_scenario
from gpu_advisor.text.problems import describe_what


def _cv(cat, data: dict):
    return parse_scenario({"task": "finetune", "workload": "cv", "data": data}, cat)


@pytest.mark.parametrize("data, epochs", [
    ({"items": 12000, "item_kind": "images"}, 21),  # 500 x 512 / 12,000 = 21.3
    ({"samples": 100000}, 51),  # 10,000 x 512 / 100,000 = 51.2
    ({"dataset_gb": 50}, 11),  # 454,545 images at 110 kB: 10,000 x 512 / 454,545 = 11.3
    ({"samples": 2000000}, 5.1),  # 20,000 x 512 / 2,000,000
])
def test_an_image_fine_tune_assumes_a_full_fine_tune_and_bits_schedule(cat, data, epochs):
    sc = _cv(cat, data)
    got = {a.path: a for a in sc.assumed}
    assert sc.finetune_method == "full"
    assert got["finetune_method"].source.startswith("bit-hyperrule-code")
    assert sc.epochs == epochs
    assert got["data.epochs"].why == "finetune_schedule" and got["data.epochs"].source.startswith("bit-hyperrule-code")
    assert "stanford-alpaca" not in got["data.epochs"].source
    # packing and checkpointing are a language model's questions: nothing assumed for an image model
    assert "data.packed" not in got and "gradient_checkpointing" not in got


def test_a_language_model_fine_tune_keeps_its_recipe(cat):
    sc = parse_scenario({"task": "finetune", "model": {"preset": "qwen2.5-7b"}, "data": {"samples": 52002}}, cat)
    got = {a.path: a for a in sc.assumed}
    assert sc.epochs == 3 and sc.finetune_method == "lora"
    assert "stanford-alpaca" in got["data.epochs"].source
    assert "data.packed" in got and "gradient_checkpointing" in got


def test_images_counted_one_sample_each_are_said_as_images_and_not_listed_as_left_open(cat):
    sc = _cv(cat, {"items": 12000, "item_kind": "images"})
    rows = {r[0]: r for r in words.assumed_rows(sc, cat)}
    # the user's own answer (walk 19: "Amount of data: 200,000 images" was listed under "Answers you left open")
    assert words.field_label("data.samples") not in rows
    (per_item,) = [a for a in sc.assumed if a.why == "per_item"]
    why = words.assumed_why(per_item)
    assert why == "12,000 images: each is one training sample"  # was "12,000 images × about 1 samples, from public ..."
    assert "about 1" not in why and "public data" not in why
    _, value, why, source = rows[words.field_label("data.epochs")]
    assert "500 steps of 512 images for 12,000 images" in why
    assert source.count("Big Transfer") == 1 and "Alpaca" not in source
    assert words.assumed_lead(sc, cat) == "Assumed: ResNet-50, 21 passes over ~12,000 images"


def test_a_conversion_by_a_ratio_is_still_listed(cat):
    sc = parse_scenario({"task": "finetune", "model": {"preset": "qwen2.5-7b"},
                         "data": {"items": 20000, "item_kind": "qa_pairs"}}, cat)
    rows = {r[0]: r for r in words.assumed_rows(sc, cat)}
    assert "20,000 Q&A pairs ×" in rows[words.field_label("data.tokens")][2]


def test_a_kind_of_data_the_model_cannot_use_is_said_in_the_users_words(cat):
    with pytest.raises(CatalogError) as err:
        _cv(cat, {"items": 12000, "item_kind": "qa_pairs"})
    p = next(p for p in err.value.problems if p.column == "data.item_kind")
    text = describe_what(p)
    assert "qa_pairs" not in text and "audio_hours" not in text
    assert "Q&A pairs" in text and "images, hours of audio, hours of video" in text


def test_a_vit_trained_from_scratch_takes_its_own_recipes_passes(cat):
    """Walk 19b: ViT-L/16 with "I don't know" passes took ResNet-50's 90 (pytorch/vision's recipe) while its launch
    files took DeiT's learning rate and warm-up, from a 300-epoch recipe; a model family's own row
    (``data.epochs.vit``: DeiT and ViT, 300) now comes before the kind's."""
    from gpu_advisor.core.scenario import parse_scenario
    base = {"schema_version": 1, "task": "train", "workload": "cv", "data": {"dataset_gb": 50}}
    vit = parse_scenario({**base, "model": {"preset": "vit-l-16"}}, cat)
    got = {a.path: a for a in vit.assumed}
    assert vit.epochs == 300 and "touvron-2021-deit" in got["data.epochs"].source
    resnet = parse_scenario({**base, "model": {"preset": "resnet-50"}}, cat)
    assert resnet.epochs == 90  # the kind's recipe, as before
    given = parse_scenario({**base, "model": {"preset": "vit-l-16"}, "data": {"dataset_gb": 50, "epochs": 80}}, cat)
    assert given.epochs == 80 and "data.epochs" not in {a.path for a in given.assumed}


def test_a_yolov5_detector_trained_from_scratch_takes_its_own_recipes_passes(cat):
    """Walk 21b: YOLOv5 with "I don't know" passes took ResNet-50's 90 and cited pytorch/vision's classification
    recipe; YOLOv5's own COCO recipe is 300 epochs (``data.epochs.yolov5``)."""
    from gpu_advisor.core.scenario import parse_scenario
    base = {"schema_version": 1, "task": "train", "workload": "cv", "data": {"dataset_gb": 20}}
    for preset in ("yolov5n", "yolov5s", "yolov5x"):
        det = parse_scenario({**base, "model": {"preset": preset}}, cat)
        got = {a.path: a for a in det.assumed}
        assert det.epochs == 300 and "ultralytics-yolov5" in got["data.epochs"].source
        assert "torchvision" not in got["data.epochs"].source
