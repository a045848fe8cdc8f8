"""A model whose training script runs on one server only is offered no cluster of servers (walk 23 / launch3: a YOLOv8
detector with 200 GB and a deadline of 12 hours was recommended on 6 servers, and its launch files then refused them:
the Ultralytics yolo command trains on the GPUs of one machine). defaults.csv ultralytics_max_servers is a hard
constraint (``servers``) on every row, so the closest option too is one server; the answer says why
(one_server_script); YOLOv5's train.py and torchvision's script, which run across servers, keep their clusters."""

from __future__ import annotations

import datetime as dt

import numpy as np
import pytest

from gpu_advisor import text as W
from gpu_advisor.core.catalog import train_script_of
from gpu_advisor.core.scenario.spec import parse_scenario
from gpu_advisor.core.select.recommendation import recommend

TODAY = dt.date(2026, 12, 6)


def _rec(cat, preset):
    sc = parse_scenario({"task": "train", "workload": "cv", "model": {"preset": preset},
                         "data": {"dataset_gb": 200, "epochs": 100}, "deadline_hours": 12,
                         "preferences": {"providers": ["aliyun", "tencent"], "currency": "CNY"}}, cat)
    return recommend(cat, sc, today=TODAY)


def test_a_yolov8_detector_is_offered_one_server_and_told_why(cat):
    assert train_script_of(cat, "cv", "yolov8m")[0] == "ultralytics"
    rec = _rec(cat, "yolov8m")
    assert rec.recommendation.instances == 1 and all(o.instances == 1 for o in rec.alternatives)
    t = rec.candidates
    multi = np.asarray(t["nodes"], dtype=int) > 1
    assert multi.any()  # (the grid still has them: they break the constraint)
    assert not np.asarray(t["c_servers"], dtype=bool)[multi].any() and not np.asarray(t["hard_ok"], bool)[multi].any()
    assert rec.counts["broken_servers"] == int(multi.sum())
    note = next(n for n in rec.reasons if n.code == "one_server_script")
    assert note.to_dict()["detail"] == {"script": "ultralytics", "servers": 1}
    for lang, word in (("en", "one server"), ("zh_CN", "一台服务器")):
        with W.using_language(lang):
            said = W.describe_note(note, "CNY")
            assert word in said and "Ultralytics" in said


@pytest.mark.parametrize("preset", ["yolov5m", "vit-l-16"])
def test_scripts_that_run_across_servers_keep_their_clusters(cat, preset):
    rec = _rec(cat, preset)
    assert rec.recommendation.instances > 1
    assert np.asarray(rec.candidates["c_servers"], dtype=bool).all() and rec.counts["broken_servers"] == 0
    assert not [n for n in rec.reasons if n.code == "one_server_script"]
