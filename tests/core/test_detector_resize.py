"""A detector's photos are resized as a detector trains, not as an ImageNet classifier (core/estimate/photos.py): a
YOLOv5 trains at 640 px on the long side (train.py --img 640, letterboxed) on COCO's ~160 KB photos, so its large
photos are compared with COCO's file (defaults.csv detection_image_bytes_per_sample), resized to 640 px on the long
side (detection_image_resize_long_side_px) and each copy holds about COCO's own file; the warning, the estimate's
assumptions and the launch README (``-resize '640x640>'``) say so in both languages. The pass's time still scales
from ImageNet's file, on which the decode rate was measured. A diffusion model's photos go to 512 px on the short
side (Stable Diffusion's training resolution); a classifier's are unchanged (256 px on the short side)."""

from __future__ import annotations

import datetime as dt

import pytest

from gpu_advisor.core import estimate as E
from gpu_advisor.core.base import ImagesResized
from gpu_advisor.core.estimate.photos import resize_rule
from gpu_advisor.core.export.launch import launch_bundle
from gpu_advisor.core.scenario.spec import parse_scenario
from gpu_advisor.core.select.candidates import job_for
from gpu_advisor.core.select.recommendation import recommend
from gpu_advisor import text as W
from gpu_advisor.text import describe_note
from gpu_advisor.text.language import using_language

TODAY = dt.date(2026, 12, 6)
YOLO = {"schema_version": 1, "task": "train", "workload": "cv", "model": {"preset": "yolov5s"},
        "data": {"samples": 100000, "epochs": 100, "image_mb": 3},
        "preferences": {"providers": ["azure"], "gpus": ["A100-80GB-PCIE"], "spot": "avoid", "currency": "USD"}}


def _default(cat, name: str) -> float:
    d = cat["defaults"]
    return float(d.loc[d["name"] == name, "value"].iloc[0])


def _scenario(cat, preset: str = "yolov5s", image_mb: float = 3):
    return parse_scenario({**YOLO, "model": {"preset": preset}, "data": {**YOLO["data"], "image_mb": image_mb}}, cat)


def _job(cat, preset: str = "yolov5s", image_mb: float = 3):
    return job_for(cat, _scenario(cat, preset, image_mb))


def test_a_detector_is_resized_to_640_px_on_the_long_side_against_coco(cat):
    coco = _default(cat, "detection_image_bytes_per_sample")
    assert 150e3 <= coco <= 170e3  # COCO 2017's training set: ~19 GB / 118,287 images
    rp = E.resize_pass(cat, _job(cat))
    assert rp is not None and rp.side == "long" and rp.reference == "coco"
    assert rp.side_px == _default(cat, "detection_image_resize_long_side_px") == 640
    assert rp.ratio == pytest.approx(3e6 / coco)
    # a copy 640 px on its long side is about a COCO file (was ImageNet's scaled to 256 px on the short side: 51 KB)
    assert rp.resized_bytes == pytest.approx(
        coco * (640 / _default(cat, "detection_image_reference_long_side_px")) ** 2)
    assert rp.resized_bytes > 150e3
    # the decode rate was measured on ImageNet's files: the pass's time scales from them, whatever the kind
    assert rp.vcpu_s_per_image == pytest.approx(
        3e6 / _default(cat, "image_bytes_per_sample") / _default(cat, "data_loader_images_per_s_per_worker"))


def test_every_pass_of_a_detector_reads_copies_of_coco_size(cat):
    est = E.estimate_config(cat, _job(cat), "A100-80GB", 8, 1)
    said = est.assumptions["image_resized_bytes"]
    assert said.value == pytest.approx(_default(cat, "detection_image_bytes_per_sample"))
    assert "detection_image_resize_long_side_px" in said.source
    for name in ("detection_image_bytes_per_sample", "detection_image_resize_long_side_px",
                 "detection_image_reference_long_side_px"):
        assert name in est.assumptions
    assert "image_resize_short_side_px" not in est.assumptions
    info = E.job_info(E.prepare(cat), _job(cat))
    assert info.bytes_read == pytest.approx(100000 * 100 * _default(cat, "detection_image_bytes_per_sample"))


def test_photos_a_little_larger_than_imagenet_are_coco_sized_for_a_detector(cat):
    """300 KB photos: 2.7 x ImageNet's file (a classifier resizes them), 1.9 x COCO's (a detector trains on them as
    they are, as on COCO's own)."""
    assert E.resize_pass(cat, _job(cat, "resnet-50", 0.3)) is not None
    assert E.resize_pass(cat, _job(cat, "yolov5s", 0.3)) is None


def test_a_classifier_is_still_resized_to_256_px_on_the_short_side(cat):
    rp = E.resize_pass(cat, _job(cat, "resnet-50"))
    assert rp.side == "short" and rp.side_px == 256 and rp.reference == "imagenet"
    assert rp.ratio == pytest.approx(3e6 / _default(cat, "image_bytes_per_sample"))


def test_a_diffusion_model_is_resized_to_512_px_on_the_short_side(cat):
    rp = E.resize_pass(cat, _job(cat, "sd-v1.5-unet"))
    assert rp is not None and rp.side == "short" and rp.reference == "imagenet"
    assert rp.side_px == _default(cat, "diffusion_image_resize_short_side_px") == 512
    assert rp.resized_bytes == pytest.approx(
        _default(cat, "image_bytes_per_sample") * (512 / _default(cat, "image_reference_short_side_px")) ** 2)


def test_a_kind_without_rows_of_its_own_takes_the_classifier_rule(cat):
    defaults = E.prepare(cat).defaults
    assert resize_rule(defaults, "vision").side_row == "image_resize_short_side_px"
    assert resize_rule(defaults, "").bytes_row == "image_bytes_per_sample"
    det = resize_rule(defaults, "detection")
    assert (det.bytes_row, det.side, det.reference) == ("detection_image_bytes_per_sample", "long", "coco")
    without = {k: v for k, v in defaults.items() if not k.startswith("detection_image_")}
    assert resize_rule(without, "detection").side_row == "image_resize_short_side_px"


def test_the_warning_and_the_readme_say_640_px_on_the_long_side(cat):
    sc = _scenario(cat)
    rec = recommend(cat, sc, today=TODAY)
    w = next(n for n in rec.warnings if isinstance(n, ImagesResized))
    assert (w.side, w.side_px, w.reference) == ("long", 640, "coco")
    with using_language("en"):
        en = describe_note(w, "USD")
    assert "× COCO's size" in en and "(640 px on the long side)" in en
    assert "ImageNet" not in en and "short side" not in en
    with using_language("zh_CN"):
        zh = describe_note(w, "USD")
    assert "COCO" in zh and "长边 640 像素" in zh and "Your images" not in zh and "px on the" not in zh
    bundle = launch_bundle(cat, sc, rec, today=TODAY)
    assert bundle.plan.resize_side_px == 640 and bundle.plan.resize_side == "long"
    en, zh = bundle.file("README.md").text, bundle.file("README.zh-CN.md").text
    for text, head in ((en, "**Resize the photos first.**"), (zh, "**先把照片缩小。**")):
        step = text[text.index(head):text.index("\n## ", text.index(head))]
        assert "mogrify -auto-orient -resize '640x640>' -quality 90" in step
        assert "640x640^" not in step and "256" not in step and "@{" not in text and "@if" not in text
    assert "640 px on their\nlong side" in en and "`--img 640`" in en
    assert "长边缩到 640 像素" in zh and "短边" not in zh


def test_the_assumptions_name_the_detectors_rows_in_both_languages(cat):
    rec = recommend(cat, _scenario(cat), today=TODAY)
    for lang, label, words in (("en", "Bytes of one resized image (read by every pass)", "Long side of COCO's average "
                                "photo"), ("zh_CN", "缩小后每张图像的字节数（每一轮读取）", "COCO 平均照片的长边")):
        with using_language(lang), W.using_catalog(cat):
            rows = {r[0]: (r[1], r[2]) for r in W.assumption_rows(rec)}
        value, source = rows[label]
        assert words in source and "detection_image" not in source  # the rows by their names, not their ids
        assert lang == "en" or "the copy each photo" not in source  # the formula in the reader's language
        assert value.startswith("160,000")
