"""An image model's size of one image file (``data.image_mb``): GB of images become that many images and a count of
images becomes that many GB (data disk, copy onto the servers); left open it is ImageNet's average (110 KB, defaults.csv
image_bytes_per_sample), listed as assumed. 50 GB of 3 MB phone photos are ~16,700 images, not ~455,000: the app
timed them 27 times too long, and 100,000 such photos had an 11 GB data disk for 300 GB."""

from __future__ import annotations

import datetime as dt
import json

import pytest

from gpu_advisor.core import estimate as E
from gpu_advisor.core.base import CatalogError, parse_size_mb
from gpu_advisor.core.scenario import answers, deciding
from gpu_advisor.core.scenario.spec import load_scenario, parse_scenario, save_scenario
from gpu_advisor.core.select.candidates import job_for
from gpu_advisor.core.select.recommendation import recommend

TODAY = dt.date(2026, 12, 6)
BASE = {"schema_version": 1, "task": "train", "workload": "cv", "model": {"preset": "resnet-50"},
        "preferences": {"providers": ["azure"], "gpus": ["A100-80GB-PCIE"], "spot": "avoid"}}


def _sc(cat, data: dict, **extra):
    return parse_scenario({**BASE, "data": data, **extra}, cat)


def _per_pass(cat, sc) -> float:
    info = E.job_info(E.prepare(cat), job_for(cat, sc))
    return info.units / info.job.epochs


def _imagenet_bytes(cat) -> float:
    d = cat["defaults"]
    return float(d.loc[d["name"] == "image_bytes_per_sample", "value"].iloc[0])


def test_gigabytes_of_images_are_counted_at_the_size_given(cat):
    default = _sc(cat, {"dataset_gb": 50, "epochs": 90})
    phone = _sc(cat, {"dataset_gb": 50, "epochs": 90, "image_mb": 3})
    assert phone.image_mb == 3 and default.image_mb is None
    assert _per_pass(cat, default) == pytest.approx(50e9 / _imagenet_bytes(cat))
    assert _per_pass(cat, phone) == pytest.approx(50e9 / 3e6)  # ~16,667 images, not ~454,545
    rec_d, rec_p = recommend(cat, default, today=TODAY), recommend(cat, phone, today=TODAY)
    # the work follows the count (27 times less); the time too, down to reading the same 50 GB each pass
    est = E.estimate_config(cat, job_for(cat, phone), "A100-80GB", 1, 1)
    est_d = E.estimate_config(cat, job_for(cat, default), "A100-80GB", 1, 1)
    assert est.flops == pytest.approx(est_d.flops * _imagenet_bytes(cat) / 3e6)
    assert rec_p.recommendation.wall_hours < rec_d.recommendation.wall_hours / 2
    # the estimate says the size it took, as the user's answer; the catalog's figure otherwise
    hit = est.assumptions["image_bytes_per_sample"]
    assert hit.value == pytest.approx(3e6) and hit.source == "job"
    assert "russakovsky" in est_d.assumptions["image_bytes_per_sample"].source


def test_a_count_of_images_is_sized_at_the_size_given(cat):
    def startup(data):
        rec = recommend(cat, _sc(cat, {**data, "epochs": 10}), today=TODAY)
        return next(n.detail for n in rec.reasons if n.code == "run_startup"), rec.recommendation
    small, opt_small = startup({"items": 100000, "item_kind": "images"})
    phone, opt_phone = startup({"items": 100000, "item_kind": "images", "image_mb": "3 MB"})
    # 100,000 photos of 3 MB are 300 GB: the disks hold them and the copy takes the time of 300 GB, not of 11 GB
    assert opt_phone.host.data_disk_gb + (opt_phone.host.system_disk_gb or 0) >= 300
    assert opt_small.host.data_disk_gb < 300
    # 27 times the bytes; the larger disk may write faster (disk_tiers.csv: a disk's rate follows its size), so
    # the copy takes several times longer, not exactly 27 times
    ratio = 3e6 / _imagenet_bytes(cat)
    assert small["staging_hours"] * 5 < phone["staging_hours"] <= small["staging_hours"] * ratio * 1.01


def test_i_dont_know_is_imagenets_average_listed_as_assumed(cat):
    sc = _sc(cat, {"dataset_gb": 50})
    hit = [a for a in sc.assumed if a.path == "data.image_mb"]
    assert len(hit) == 1 and hit[0].value == pytest.approx(_imagenet_bytes(cat) / 1e6)
    assert "russakovsky" in hit[0].source and hit[0].why == "image_size_unknown"
    assert dict(sc.defaults_used)["data.image_mb"] == hit[0].value
    lead = [a for a in deciding(cat, sc) if a.why == "image_size"]
    assert len(lead) == 1 and lead[0].value == round(50e9 / _imagenet_bytes(cat))
    given = _sc(cat, {"dataset_gb": 50, "image_mb": 3})
    assert not [a for a in given.assumed if a.path == "data.image_mb"]
    lead = [a for a in deciding(cat, given) if a.path == "data.samples"]
    assert len(lead) == 1 and lead[0].why == "image_size_given" and lead[0].value == round(50e9 / 3e6)


def test_a_finetune_schedule_counts_its_images_at_the_size_given(cat):
    default = parse_scenario({"task": "finetune", "workload": "cv", "data": {"dataset_gb": 50}}, cat)
    phone = parse_scenario({"task": "finetune", "workload": "cv", "data": {"dataset_gb": 50, "image_mb": 3}}, cat)
    basis_d = dict(next(a for a in default.assumed if a.path == "data.epochs").basis)
    basis_p = dict(next(a for a in phone.assumed if a.path == "data.epochs").basis)
    assert basis_d["samples"] == round(50e9 / _imagenet_bytes(cat)) and basis_p["samples"] == round(50e9 / 3e6)
    assert answers.image_bytes(cat, 3) == 3e6 and answers.image_bytes(cat, None) == _imagenet_bytes(cat)


@pytest.mark.parametrize("bad", [0, -1, "abc", "3 furlongs", 600, "600 MB", "1e-9", True, "1,5 MB"])
def test_bad_sizes_are_refused_at_the_field(cat, bad):
    with pytest.raises(CatalogError) as exc:
        _sc(cat, {"dataset_gb": 50, "image_mb": bad})
    assert [p.column for p in exc.value.problems] == ["data.image_mb"]


def test_language_models_and_services_ignore_it(cat):
    llm = parse_scenario({"task": "train", "workload": "llm", "model": {"preset": "llama-2-7b"},
                          "data": {"dataset_gb": 50, "image_mb": 3}}, cat)
    assert llm.image_mb is None and "data.image_mb" not in dict(llm.defaults_used)
    assert "image_mb" not in job_for(cat, llm).__dict__ or job_for(cat, llm).image_mb is None
    plain = parse_scenario({"task": "train", "workload": "llm", "model": {"preset": "llama-2-7b"},
                            "data": {"dataset_gb": 50}}, cat)
    assert not [a for a in plain.assumed if a.path == "data.image_mb"]


def test_the_answer_goes_round_a_file(cat, tmp_path):
    sc = _sc(cat, {"dataset_gb": 50, "image_mb": "200 KB"})
    assert sc.image_mb == pytest.approx(0.2)
    path = tmp_path / "photos.json"
    save_scenario(path, sc)
    assert json.loads(path.read_text("utf-8"))["data"]["image_mb"] == pytest.approx(0.2)
    back = load_scenario(path, cat)
    assert back.image_mb == pytest.approx(0.2) and back.to_dict() == sc.to_dict()


@pytest.mark.parametrize("text,mb", [("3 MB", 3.0), ("200 KB", 0.2), ("200k", 0.2), ("3M", 3.0), ("1.5 GB", 1500.0),
                                     ("3 兆", 3.0), ("110,000 bytes", 0.11), ("３ＭＢ", 3.0), ("3", 3.0), (0.11, 0.11),
                                     ("abc", None), ("1,5", None), ("MB", None), ("3k MB", None), (True, None)])
def test_sizes_are_read_as_people_write_them(text, mb):
    got = parse_size_mb(text)
    assert (got is None) if mb is None else got == pytest.approx(mb)


def test_a_detectors_i_dont_know_is_cocos_average_not_imagenets(cat):
    """A YOLO-class detector trains on COCO-like photos: its "I don't know" size of one image is COCO's average
    (defaults.csv detection_image_bytes_per_sample, ~160 KB), not ImageNet's 110 KB, which counted 50 GB as 1.45 x too
    many images (and timed the run 1.45 x too long). Said so in the assumptions, and the estimate counts with it."""
    coco = float(cat["defaults"].set_index("name").loc["detection_image_bytes_per_sample", "value"])
    assert coco > _imagenet_bytes(cat) * 1.3
    yolo = parse_scenario({**BASE, "model": {"preset": "yolov5s"}, "data": {"dataset_gb": 50}}, cat)
    hit = [a for a in yolo.assumed if a.path == "data.image_mb"]
    assert len(hit) == 1 and hit[0].value == pytest.approx(coco / 1e6)
    assert hit[0].why == "image_size_unknown_detection" and "ultralytics" in hit[0].source
    lead = [a for a in deciding(cat, yolo) if a.path == "data.samples"]
    assert len(lead) == 1 and lead[0].why == "image_size_detection" and lead[0].value == round(50e9 / coco)
    assert _per_pass(cat, yolo) == pytest.approx(50e9 / coco)
    # a classifier keeps ImageNet's, and a detector's own answer wins
    assert _per_pass(cat, _sc(cat, {"dataset_gb": 50})) == pytest.approx(50e9 / _imagenet_bytes(cat))
    given = parse_scenario({**BASE, "model": {"preset": "yolov5s"}, "data": {"dataset_gb": 50, "image_mb": 3}}, cat)
    assert _per_pass(cat, given) == pytest.approx(50e9 / 3e6)
    from gpu_advisor import text as W
    from gpu_advisor.text.assumed import assumed_why
    for lang in ("en", "zh_CN"):
        with W.using_language(lang):
            assert "COCO" in assumed_why(hit[0]) and "ImageNet" not in assumed_why(hit[0])
            assert "COCO" in assumed_why(lead[0]) and "160" in assumed_why(lead[0])


def test_a_yolov5_detectors_unknown_data_is_coco_not_imagenet(cat):
    """YOLOv5 trained from scratch without a data size: COCO 2017's 118,287 training images, the data set its
    300-pass recipe is for (answers.csv data.samples.yolov5), not ImageNet's 1.28 million: 300 passes over those were
    ten times the work (walk 23). A classifier keeps ImageNet's; either way the assumption says which data set."""
    yolo = parse_scenario({**BASE, "model": {"preset": "yolov5s"}}, cat)
    hit = [a for a in yolo.assumed if a.path == "data.samples"]
    assert len(hit) == 1 and hit[0].value == 118287 and hit[0].why == "reference_dataset_coco"
    assert "ultralytics" in hit[0].source and yolo.samples == 118287
    assert [a.value for a in yolo.assumed if a.path == "data.epochs"] == [300]
    v8 = parse_scenario({**BASE, "model": {"preset": "yolov8m"}}, cat)
    assert [(a.value, a.why) for a in v8.assumed if a.path == "data.samples"] == [(118287, "reference_dataset_coco")]
    resnet = parse_scenario(BASE, cat)
    assert [a.value for a in resnet.assumed if a.path == "data.samples"] == [1281167]
    from gpu_advisor import text as W
    from gpu_advisor.text.assumed import assumed_why
    for lang in ("en", "zh_CN"):
        with W.using_language(lang):
            assert "COCO" in assumed_why(hit[0]) and "ImageNet" not in assumed_why(hit[0])
