"""A detector's data loading follows the chosen server's vCPUs, as YOLOv5 does: its data-loader workers per GPU are
min(os.cpu_count() // GPUs, --workers 8) (utils/dataloaders.py). Before, every server was taken to run 8 workers per
GPU, so a 4-vCPU L4 or T4 server came out as fast as an 8-vCPU one of the same GPU; now it runs 4 workers, about
145 samples/s per GPU, and says so. ``estimate`` without a server keeps the 8 workers; other jobs never read it."""

from __future__ import annotations

import pytest

from gpu_advisor import text as W
from gpu_advisor.core import estimate as E
from gpu_advisor.core.base import DataLoadingCpuBound
from gpu_advisor.core.catalog.load import load_bundled
from gpu_advisor.core.estimate import table as T
from gpu_advisor.core.scenario.spec import parse_scenario
from gpu_advisor.core.select.recommendation import recommend

COCO_300 = dict(samples=118_287, epochs=300, precision="fp16")


@pytest.fixture(scope="module")
def cat():
    return load_bundled()


def _codes(est) -> list[str]:
    return [c for c, _ in est.warnings]


def _detail(est, code: str) -> dict:
    return next(w for c, w in est.warnings if c == code)


def test_four_vcpus_per_gpu_run_four_workers_and_the_detector_trains_slower(cat):
    job = E.job_from_preset(cat, "yolov5s", **COCO_300)
    thin = E.estimate_config(cat, job, "L4", 1, vcpus=4)
    wide = E.estimate_config(cat, job, "L4", 1, vcpus=8)
    unknown = E.estimate_config(cat, job, "L4", 1)
    assert wide.wall_hours == pytest.approx(unknown.wall_hours)  # 8 vCPUs: YOLOv5's default workers
    assert thin.samples_per_s == pytest.approx(4 * 145 / 4)  # 4 workers x 145 images/s / 4 images per mosaic
    assert thin.wall_hours == pytest.approx(118_287 * 300 / 145 / 3600)
    assert thin.wall_hours > 1.5 * wide.wall_hours
    w = _detail(thin, "data_loading_cpu_bound")
    assert w["workers"] == 4 and w["default_workers"] == 8 and w["images_per_sample"] == 4
    assert w["default_samples_per_s"] == pytest.approx(wide.samples_per_s)
    assert "data_loading_cpu_bound" not in _codes(wide) and "data_loading_bound" not in _codes(thin)
    a = thin.assumptions
    assert a["data_loader_workers_server"].value == 4 and a["data_loading_bound"].value == pytest.approx(145)
    # the range and the rest of the estimate scale with the rate
    assert thin.wall_hours_range[1] / thin.wall_hours == pytest.approx(wide.wall_hours_range[1] / wide.wall_hours)


def test_the_rule_is_per_gpu_of_the_server_and_rounds_down(cat):
    job = E.job_from_preset(cat, "yolov5n", **COCO_300)
    one = E.estimate_config(cat, job, "A10", 1, vcpus=8)
    four_thin = E.estimate_config(cat, job, "A10", 4, vcpus=18)  # 4.5 vCPUs per GPU: 4 workers
    four_wide = E.estimate_config(cat, job, "A10", 4, vcpus=32)
    assert _detail(four_thin, "data_loading_cpu_bound")["workers"] == 4
    assert four_wide.wall_hours == pytest.approx(E.estimate_config(cat, job, "A10", 4).wall_hours)
    assert four_thin.wall_hours == pytest.approx(four_wide.wall_hours * 8 / 4)
    assert one.wall_hours == pytest.approx(E.estimate_config(cat, job, "A10", 1).wall_hours)
    few = E.estimate_config(cat, job, "A10", 8, vcpus=4)  # fewer vCPUs than GPUs: one worker each, not none
    assert _detail(few, "data_loading_cpu_bound")["workers"] == 1


def test_a_large_detector_held_by_its_gpu_is_not_slowed_by_a_few_cores_less(cat):
    job = E.job_from_preset(cat, "yolov5x", **COCO_300)
    six = E.estimate_config(cat, job, "V100", 1, vcpus=6)  # 6 workers: 218 samples/s, above what the GPU takes
    assert six.wall_hours == pytest.approx(E.estimate_config(cat, job, "V100", 1).wall_hours)
    assert not {"data_loading_bound", "data_loading_cpu_bound"} & set(_codes(six))
    assert "data_loader_workers_server" not in six.assumptions


@pytest.mark.parametrize("preset,kw", [("resnet-50", dict(samples=1_281_167, epochs=90)),
                                        ("qwen2.5-7b", dict(tokens=2e9))])
def test_other_jobs_do_not_read_the_servers_vcpus(cat, preset, kw):
    job = E.job_from_preset(cat, preset, **kw)
    base = E.estimate_config(cat, job, "L4", 1)
    thin = E.estimate_config(cat, job, "L4", 1, vcpus=2)
    assert thin == base  # the whole estimate: figures, assumptions and warnings


def test_a_server_without_cpus_is_refused(cat):
    job = E.job_from_preset(cat, "yolov5s", **COCO_300)
    for bad in (0, -4, float("nan"), "many"):
        with pytest.raises(E.EstimateError):
            E.estimate_config(cat, job, "L4", 1, vcpus=bad)


def test_the_table_gives_what_the_one_by_one_estimate_gives(cat):
    job = E.job_from_preset(cat, "yolov5s", **COCO_300)
    cfg = [("L4", 1, 4.0), ("L4", 1, float("nan")), ("A10", 4, 16.0), ("A10", 4, 64.0), ("T4", 8, 96.0)]
    tab = T.training_table(E.prepare(cat), job, [g for g, _, _ in cfg], [n for _, n, _ in cfg], [1] * len(cfg),
                           [None] * len(cfg), [None] * len(cfg), [None] * len(cfg), [v for _, _, v in cfg])
    assert tab is not None
    for i, (gpu, n, v) in enumerate(cfg):
        one = E.estimate_config(cat, job, gpu, n, vcpus=None if v != v else v)
        assert tab.figures["wall_hours"][i] == pytest.approx(one.wall_hours, rel=1e-9)


def _scenario(cat, preset: str, data: dict, **prefs):
    return parse_scenario({"schema_version": 1, "task": "train", "workload": "cv", "model": {"preset": preset},
                           "data": data, "precision": "fp16",
                           "preferences": {"spot": "avoid", "currency": "USD", **prefs}}, cat)


def _hours(rec, instance_type: str) -> float:
    c = rec.candidates
    rows = c[(c["instance_type"] == instance_type) & (c["nodes"] == 1) & (c["billing"] == "on_demand")]
    assert len(rows), instance_type
    return float(rows["wall_hours"].iloc[0])


def test_offerings_of_one_gpu_shape_that_differ_in_vcpus_differ_in_hours(cat):
    # GCP g2-standard-4 and g2-standard-8: one L4 each, 4 and 8 vCPUs
    rec = recommend(cat, _scenario(cat, "yolov5s", {"samples": 118_287, "epochs": 300}, gpus=["L4"],
                                   providers=["gcp"]))
    thin, wide = _hours(rec, "g2-standard-4"), _hours(rec, "g2-standard-8")
    assert thin == pytest.approx(118_287 * 300 / 145 / 3600, rel=1e-6)
    job = E.job_from_preset(cat, "yolov5s", **COCO_300)
    assert wide == pytest.approx(E.estimate_config(cat, job, "L4", 1).wall_hours, rel=1e-6)
    assert thin > 1.5 * wide


def test_a_classifier_prices_both_servers_alike(cat):
    rec = recommend(cat, _scenario(cat, "resnet-50", {"samples": 1_281_167, "epochs": 90}, gpus=["L4"],
                                   providers=["gcp"]))
    assert _hours(rec, "g2-standard-4") == _hours(rec, "g2-standard-8")


def test_the_answer_on_a_thin_server_says_data_loading_sets_the_pace(cat):
    # RunPod's L4 servers have 4 vCPUs per GPU: the closest answer there carries the server's workers
    rec = recommend(cat, _scenario(cat, "yolov5s", {"samples": 118_287, "epochs": 300}, gpus=["L4"],
                                   providers=["runpod"]))
    w = next(n for n in rec.warnings if n.code == "data_loading_cpu_bound")
    assert w.detail["workers"] == 4 and w.detail["samples_per_s"] == pytest.approx(145)
    assert rec.assumptions["estimate"]["data_loader_workers_server"]["value"] == 4


@pytest.mark.parametrize("lang,said", [
    ("en", ["Data loading, not the GPU, sets the pace on this server", "only 4 data-loader workers per GPU",
            "about 145 samples/s per GPU", "below the 389 samples/s", "With 8 vCPUs or more per GPU",
            "about 290 samples/s"]),
    ("zh_CN", ["决定速度的是数据加载，而不是 GPU", "每卡只够开 4 个数据加载进程", "最多 8 个", "145", "389",
               "每卡有 8 个或更多 vCPU", "290"]),
])
def test_the_warning_in_both_languages(lang, said):
    n = DataLoadingCpuBound(samples_per_s=145.0, gpu_samples_per_s=388.7, workers=4, default_workers=8,
                            default_samples_per_s=290.0, images_per_sample=4)
    with W.using_language(lang):
        text = W.note_text(n.code, n.detail, "USD")
    for s in said:
        assert s in text, (s, text)
