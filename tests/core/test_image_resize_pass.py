"""Photos much larger than ImageNet's are resized once before training (core/estimate/resize.py, defaults.csv
image_resize_ratio_min): walk 21b's 50 GB of 3 MB photos picked one T4 for about 1.2 hours, reading 1,664 MB/s: some
350 twelve-megapixel JPEGs a second decoded on one T4 server, at rates measured on ImageNet's ~110 KB files. The
answer keeps the measured rates, adds the one-off resize pass on the server's vCPUs to the time and cost, and says
so; images of ImageNet's size are unchanged."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path

import pytest

from gpu_advisor.core import estimate as E
from gpu_advisor.core.base import ImagesResized, RunStartup
from gpu_advisor.core.scenario.spec import parse_scenario
from gpu_advisor.core.select.candidates import job_for
from gpu_advisor.core.select.recommendation import recommend
from gpu_advisor.text import describe_note
from gpu_advisor.text.language import using_language

ROOT = Path(__file__).resolve().parents[2]
TODAY = dt.date(2026, 12, 6)
ARTICLE = {"schema_version": 1, "task": "train", "workload": "cv", "data": {"dataset_gb": 50},
           "deadline_hours": 100, "budget": {"amount": 100000, "currency": "CNY", "per": "month"},
           "preferences": {"spot": "allow", "currency": "CNY"}}


def _with_image(mb):
    return {**ARTICLE, "data": {**ARTICLE["data"], "image_mb": mb}}


def _default(cat, name: str) -> float:
    d = cat["defaults"]
    return float(d.loc[d["name"] == name, "value"].iloc[0])


def test_three_megabyte_photos_add_a_resize_pass_and_say_so(cat):
    sc = parse_scenario(_with_image("3 MB"), cat)
    rp = E.resize_pass(cat, job_for(cat, sc))
    assert rp is not None and rp.ratio == pytest.approx(3e6 / _default(cat, "image_bytes_per_sample"))
    assert rp.images == pytest.approx(50e9 / 3e6)
    # one image a vCPU at the measured worker's rate, scaled by the bytes: 145 / 27 ~ 5.3 images/s per vCPU
    assert rp.vcpu_s_per_image == pytest.approx(rp.ratio / _default(cat, "data_loader_images_per_s_per_worker"))
    rec = recommend(cat, sc, today=TODAY)
    warned = [n for n in rec.warnings if isinstance(n, ImagesResized)]
    assert len(warned) == 1
    w = warned[0]
    row_vcpus = w.vcpus
    # the vCPUs' time, or reading the 50 GB of full-size photos from the data disk once where that is longer
    cpu_h = rp.images * rp.vcpu_s_per_image / row_vcpus / 3600
    read_h = 50e9 / (rec.recommendation.estimate["read_mb_s"] * 1e6) / 3600
    assert row_vcpus and w.hours == pytest.approx(max(cpu_h, read_h))
    assert w.read_mb_s == (rec.recommendation.estimate["read_mb_s"] if read_h > cpu_h else None)
    assert w.side_px == _default(cat, "image_resize_short_side_px") and w.side == "short" and w.reference == "imagenet"
    start = next(n for n in rec.reasons if isinstance(n, RunStartup))
    assert start.resize_hours == pytest.approx(w.hours)  # in the start-up the time and the cost count
    assert start.staging_hours > 0  # (the data copy, without the resize in it)
    with using_language("en"):
        en = describe_note(w, "CNY")
        assert "about 27 × ImageNet's size" in en and "resized once" in en and "far slower" in en
        assert "Resizing the images once" in describe_note(start, "CNY")
    with using_language("zh_CN"):
        zh = describe_note(w, "CNY")
        assert "27" in zh and "ImageNet" in zh and "Your images" not in zh

def test_the_resize_pass_is_in_the_time(cat):
    """The pass lengthens the answer's run by its hours on the chosen server (its vCPUs), over the same server
    with images that need none."""
    sc = parse_scenario(_with_image("3 MB"), cat)
    rec = recommend(cat, sc, today=TODAY)
    w = next(n for n in rec.warnings if isinstance(n, ImagesResized))
    start = next(n for n in rec.reasons if isinstance(n, RunStartup))
    opt = rec.recommendation
    compute = opt.wall_hours - start.startup_hours - start.checkpoint_hours - start.staging_hours
    assert compute > w.hours > 0.01


@pytest.mark.parametrize("mb", [None, "110 KB", "200 KB"])
def test_images_of_imagenet_size_need_no_resize(cat, mb):
    sc = parse_scenario(ARTICLE if mb is None else _with_image(mb), cat)
    assert E.resize_pass(cat, job_for(cat, sc)) is None
    rec = recommend(cat, sc, today=TODAY)
    assert not any(isinstance(n, ImagesResized) for n in rec.warnings)
    start = next(n for n in rec.reasons if isinstance(n, RunStartup))
    assert start.resize_hours is None


def test_the_example_answer_carries_no_resize(tmp_path, capsys):
    """The bundled example (ImageNet-sized images): its JSON has neither the warning nor the field. (The command
    line's code in this process, ``main``; a process of its own runs the command in test_launch and test_voice.)"""
    from gpu_advisor.cli import main
    code = main(["recommend", str(ROOT / "examples" / "startup-engineer-seed000.json"), "--json"])
    out = capsys.readouterr()
    assert code == 0, out.err
    json.loads(out.out)
    assert "images_resized" not in out.out and "resize_hours" not in out.out
