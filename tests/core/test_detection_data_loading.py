"""Issue 28, detection: a YOLO-class detector's training is bounded by its CPU data pipeline. Each sample is a mosaic
of 4 decoded images (YOLOv5's load_mosaic), a data-loader worker decodes and augments about 145 images/s (Benzina's
PyTorch ImageFolder measurement: 290 img/s with 2 workers), and YOLOv5 runs 8 workers per GPU: at most 8 x 145 / 4 =
290 samples/s per GPU, whatever the GPU. Before, YOLOv5n on one V100 came out at 4.5 hours for 300 epochs of COCO
(the README: about a day) because nothing fed the GPU; the classifier rows (DALI pipelines, decoding on the GPU)
keep their measured rates."""

from __future__ import annotations

import json

import pytest

from gpu_advisor import text as W
from gpu_advisor.cli import main
from gpu_advisor.core import estimate as E
from gpu_advisor.core.catalog.load import load_bundled
from gpu_advisor.core.scenario.spec import parse_scenario
from gpu_advisor.core.select.recommendation import recommend

# (the command line runs many times on one seeded catalog: one Catalog object for its content, see tests/conftest.py)
pytestmark = pytest.mark.usefixtures("shared_catalog_objects")

COCO_300 = dict(samples=118_287, epochs=300, precision="fp16")
BOUND = ("data_loader_workers_per_gpu", "data_loader_images_per_s_per_worker", "detection_images_per_sample")


@pytest.fixture(scope="module")
def cat():
    return load_bundled()


def _with(cat, **values):
    d = cat["defaults"].copy()
    for name, v in values.items():
        d.loc[d["name"] == name, "value"] = v
    return cat.with_table("defaults", d)


def _without_bound(cat):
    d = cat["defaults"]
    return cat.with_table("defaults", d[~d["name"].isin(BOUND)].reset_index(drop=True))


def _bound(est) -> dict | None:
    return next((w for c, w in est.warnings if c == "data_loading_bound"), None)


def test_the_catalog_states_the_pipeline_figures_with_their_sources(cat):
    d = cat["defaults"].set_index("name")
    assert d.loc["data_loader_images_per_s_per_worker", "value"] == 145
    assert "benzina-readme" in d.loc["data_loader_images_per_s_per_worker", "source"]
    assert d.loc["detection_images_per_sample", "value"] == 4
    assert d.loc["data_loader_workers_per_gpu", "value"] == 8
    for name in BOUND:
        assert "ultralytics-yolov5" in d.loc[name, "source"] or "benzina" in d.loc[name, "source"]


def test_a_small_detector_on_one_v100_runs_at_what_its_data_loaders_deliver(cat):
    job = E.job_from_preset(cat, "yolov5n", **COCO_300)
    est = E.estimate_config(cat, job, "V100", 1)
    cap = 8 * 145 / 4
    assert est.samples_per_s == pytest.approx(cap)
    assert est.wall_hours == pytest.approx(118_287 * 300 / cap / 3600)  # 34 h; the README: about a day
    w = _bound(est)
    assert w is not None and w["samples_per_s"] == pytest.approx(cap) and w["gpu_samples_per_s"] > cap
    assert w["workers"] == 8 and w["images_per_sample"] == 4
    a = est.assumptions
    assert a["data_loading_bound"].value == pytest.approx(cap) and a["data_loading_bound"].unit == "samples/s per GPU"
    assert all(n in a for n in BOUND)
    free = E.estimate_config(_without_bound(cat), job, "V100", 1)  # the engine before: 4.5-6 hours
    assert free.wall_hours < est.wall_hours / 4 and _bound(free) is None


def test_a_large_detector_stays_bound_by_its_gpu(cat):
    job = E.job_from_preset(cat, "yolov5x", **COCO_300)
    est = E.estimate_config(cat, job, "V100", 1)
    assert _bound(est) is None and "data_loading_bound" not in est.assumptions
    assert not any(n in est.assumptions for n in BOUND)  # the figures are listed only where the bound binds
    assert est.wall_hours == pytest.approx(E.estimate_config(_without_bound(cat), job, "V100", 1).wall_hours)


def test_fewer_cores_per_gpu_bind_a_larger_detector(cat):
    job = E.job_from_preset(cat, "yolov5m", **COCO_300)
    assert _bound(E.estimate_config(cat, job, "V100", 1)) is None
    few = E.estimate_config(_with(cat, data_loader_workers_per_gpu=2), job, "V100", 1)
    assert _bound(few) is not None and few.samples_per_s == pytest.approx(2 * 145 / 4)


def test_more_gpus_multiply_the_pipeline_each_feeds_its_own(cat):
    job = E.job_from_preset(cat, "yolov5n", **COCO_300)
    one = E.estimate_config(cat, job, "A100-80GB", 1)
    eight = E.estimate_config(cat, job, "A100-80GB", 8)
    assert _bound(one) is not None and _bound(eight) is not None
    assert eight.samples_per_s == pytest.approx(8 * one.samples_per_s, rel=0.15)  # (the measured row's scaling)


@pytest.mark.parametrize("preset", ["resnet-50", "vit-b-16"])
def test_a_classifier_keeps_its_measured_rate(cat, preset):
    # classifiers decode one image per sample and their throughput rows are DALI pipelines: even one worker per
    # GPU leaves them as they were
    job = E.job_from_preset(cat, preset, samples=1_281_167, epochs=90)
    for gpu in ("V100-32GB", "A100-80GB", "H100"):
        est = E.estimate_config(_with(cat, data_loader_workers_per_gpu=1), job, gpu, 8)
        assert _bound(est) is None and "data_loading_bound" not in est.assumptions
        assert est.wall_hours == pytest.approx(E.estimate_config(cat, job, gpu, 8).wall_hours)


def test_the_table_path_gives_the_same_hours(cat):
    # the candidate grid (core/estimate/table.py) prices every configuration with the same measured_rate
    from gpu_advisor.core.estimate import table as T
    job = E.job_from_preset(cat, "yolov5s", **COCO_300)
    tab = T.training_table(E.prepare(cat), job, ["V100", "A100-80GB", "V100"], [1, 8, 8], [1, 1, 2],
                           [None, None, None], [None, None, "rdma"], [None, None, None])
    assert tab is not None
    for i, (gpu, g, n) in enumerate((("V100", 1, 1), ("A100-80GB", 8, 1), ("V100", 8, 2))):
        one = E.estimate_config(cat, job, gpu, g, n, network="rdma" if n > 1 else None)
        assert tab.figures["wall_hours"][i] == pytest.approx(one.wall_hours, rel=1e-6)


def test_the_recommendation_says_data_loading_sets_the_pace_in_both_languages(cat):
    sc = parse_scenario({"schema_version": 1, "task": "train", "workload": "cv", "model": {"preset": "yolov5s"},
                         "data": {"samples": 118_287, "epochs": 300}, "precision": "fp16",
                         "preferences": {"gpus": ["V100"], "spot": "avoid", "currency": "USD"}}, cat)
    rec = recommend(cat, sc)
    w = next(n for n in rec.warnings if n.code == "data_loading_bound")
    assert rec.assumptions["estimate"]["data_loading_bound"]["value"] == pytest.approx(290)
    with W.using_language("en"):
        en = W.note_text(w.code, w.detail, "USD")
    with W.using_language("zh_CN"):
        zh = W.note_text(w.code, w.detail, "USD")
    assert en.startswith("Data loading sets the pace: 8 data-loader workers per GPU") and "290 samples/s" in en
    assert "数据加载决定速度" in zh and "290" in zh and "马赛克" in zh
    assert en.endswith("sources).") and zh.endswith("（来源见假设）。")  # a whole sentence (walk 21b asked)


DETECTOR_ON_V100 = {"schema_version": 1, "task": "train", "workload": "cv", "model": {"preset": "yolov5s"},
                    "data": {"samples": 118_287, "epochs": 300}, "precision": "fp16",
                    "preferences": {"gpus": ["V100"], "spot": "avoid", "objective": "cheapest", "currency": "CNY"}}


@pytest.mark.parametrize("lang,said", [
    ("en", "Warning: Data loading sets the pace: 8 data-loader workers per GPU decode and augment about 290 samples/s "
           "(4 images each, a mosaic)"),
    ("zh_CN", "数据加载决定速度：每卡 8 个数据加载进程每秒约能解码并增强 290 个样本（每个样本 4 张图片拼成马赛克）"),
])
def test_the_command_line_says_it_in_the_language_asked(capsys, tmp_path, shared_home, monkeypatch, lang, said):
    monkeypatch.setenv("GPU_ADVISOR_HOME", str(shared_home))
    f = tmp_path / "detector.json"
    f.write_text(json.dumps(DETECTOR_ON_V100))
    assert main(["recommend", str(f), "--lang", lang]) == 0
    out = capsys.readouterr().out
    assert said in out
    # a large detector on the same servers is held by its GPU: no such warning
    f.write_text(json.dumps({**DETECTOR_ON_V100, "model": {"preset": "yolov5x"}}))
    assert main(["recommend", str(f), "--lang", lang]) == 0
    out = capsys.readouterr().out
    assert "Data loading sets the pace" not in out and "数据加载决定速度" not in out
