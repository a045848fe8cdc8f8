"""A past run that contradicts the job (a tester's defect): training from scratch on 50 GB of images, the model left
open (ResNet-50 assumed), a past run of 100 hours on an unknown GPU (one V100-32GB assumed) showed "GPU efficiency 2%"
without a word; and the model's what-if gave ViT-L/16 the same 6.1 h as ResNet-50 without saying why."""

from __future__ import annotations

import datetime as dt

from gpu_advisor import text as W
from gpu_advisor.core import select as SEL
from gpu_advisor.core.scenario.spec import parse_scenario

TODAY = dt.date(2026, 12, 2)
IMAGES = {"schema_version": 1, "task": "train", "workload": "cv", "data": {"dataset_gb": 50}}


def _rec(cat, hours, with_what_if=False):
    sc = parse_scenario({**IMAGES, "reference_run": {"hours": hours}}, cat)
    return SEL.recommend(cat, sc, today=TODAY, with_what_if=with_what_if)


def test_a_past_run_far_slower_than_published_runs_is_warned_about(cat):
    rec = _rec(cat, 100)
    (w,) = [n for n in rec.warnings if n.code == "reference_run_implausible"]
    d = w.detail
    assert d["implied_mfu"] < d["mfu_min"] <= 0.1 and d["mfu_max"] == 0.6
    assert d["ref_hours"] == 100 and d["ref_gpu"] == "V100-32GB" and d["ref_gpus"] == 1 and d["model"] == "resnet-50"
    assert d["expected_hours"] < 100 / 3  # the modelled speed: a small fraction of the hours given
    # the card's utilisation is the one the warning names (the time still follows the hours given)
    assert abs(rec.recommendation.estimate["mfu"] - d["implied_mfu"]) < 0.01
    W.set_catalog(cat)
    with W.using_language("en"):
        text = W.note_text("reference_run_implausible", d, "USD")
    assert "100 hours on 1 × V100-32GB" in text and "2%" in text and "5% to 60%" in text
    assert "ResNet-50 takes about" in text and "Check the answers" in text and "larger model or more data" in text


def test_a_past_run_that_fits_the_job_says_nothing(cat):
    rec = _rec(cat, 12)  # about the modelled 11 hours on one V100
    assert not [n for n in rec.warnings if n.code == "reference_run_implausible"]


def test_a_past_run_faster_than_any_published_one_is_warned_about(cat):
    rec = _rec(cat, 1)
    (w,) = [n for n in rec.warnings if n.code == "reference_run_implausible"]
    assert w.detail["implied_mfu"] > w.detail["mfu_max"] and w.detail["set_aside"]  # (walk 20b: set aside, modelled)
    assert "sets the past run aside" in W.note_text("reference_run_implausible", w.detail, "USD")


def test_the_model_what_if_says_the_hours_come_from_the_past_run(cat):
    rows = [r for r in _rec(cat, 100, with_what_if=True).what_if if r["assumption"] == "model.preset"]
    # (ViT-L/16's 300 passes in those 100 hours would be 112% of the V100's peak: that row's run is set aside and
    # its hours are modelled, so it does not say they come from the past run)
    assert len(rows) >= 2 and [r.get("hours_from") for r in rows] == ["reference_run"] + [None] * (len(rows) - 1)
    (line,) = [ln for ln in W.what_if_lines(rows) if "model" in ln.lower()]
    assert "past run's hours" in line and "16's: the past run's hours are too few for its work" in line
    # without a past run the model's rows are estimates of their own
    sc = parse_scenario({**IMAGES, "data": {"dataset_gb": 50, "epochs": 90}}, cat)
    plain = [r for r in SEL.recommend(cat, sc, today=TODAY, with_what_if=True).what_if
             if r["assumption"] == "model.preset"]
    assert plain and not any("hours_from" in r for r in plain)
