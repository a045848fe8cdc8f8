"""Data given as a count (2,000,000 images) has a size for the copy onto each server and for the disks: the size the
estimate reads it at (image_bytes_per_sample each), as if given in GB (walk 19: 200,000 images, ~22 GB at the app's
110,000 bytes an image, were copied in "less than a second" and the disks held none of them)."""

from __future__ import annotations

import datetime as dt

import pytest

from gpu_advisor.core.scenario.spec import parse_scenario
from gpu_advisor.core.select.recommendation import recommend

TODAY = dt.date(2026, 12, 6)
BASE = {"schema_version": 1, "task": "train", "workload": "cv", "model": {"preset": "resnet-50"}, "data": {"epochs": 10},
        "preferences": {"providers": ["azure"], "gpus": ["A100-80GB-PCIE"], "spot": "avoid"}}


def _startup(cat, data: dict) -> dict:
    sc = parse_scenario({**BASE, "data": {**BASE["data"], **data}}, cat)
    rec = recommend(cat, sc, today=TODAY)
    return next(n.detail for n in rec.reasons if n.code == "run_startup"), rec.recommendation


def test_images_counted_are_copied_like_their_gigabytes(cat):
    d = cat["defaults"]
    per = float(d.loc[d["name"] == "image_bytes_per_sample", "value"].iloc[0])
    counted, opt = _startup(cat, {"items": 2000000, "item_kind": "images"})
    sized, opt_gb = _startup(cat, {"dataset_gb": 2000000 * per / 1e9})
    assert opt.instance_type == opt_gb.instance_type
    # ~220 GB at the disk's read rate: tens of seconds, as for the same data given in GB
    assert counted["staging_hours"] * 3600 > 10
    assert counted["staging_hours"] == pytest.approx(sized["staging_hours"], rel=1e-6)
    assert opt.host.data_disk_gb == opt_gb.host.data_disk_gb
    assert opt.host.data_disk_gb + (opt.host.system_disk_gb or 0) >= 2000000 * per / 1e9  # the disks hold the data
