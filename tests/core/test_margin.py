"""Advice an expert would sign (issue 27, items 2 and 3): memory headroom, the host rule as a constraint, planning
long runs at the slow end of their range, and node failures of long, large runs."""

from __future__ import annotations

import datetime as dt
import math
from dataclasses import replace

import numpy as np
import pandas as pd
import pytest

from gpu_advisor.core import estimate as E
from gpu_advisor.core import select as SEL
from gpu_advisor.core.estimate.table import training_table
from gpu_advisor.core.estimate.node_failures import failure_columns, failure_rate, node_failures
from gpu_advisor.core.scenario.spec import parse_scenario

TODAY = dt.date(2026, 12, 2)


def _sc(cat, task, preset, tokens, method=None, precision="bf16", deadline=None, budget=None, **prefs):
    obj = {"schema_version": 1, "task": task, "workload": "llm", "model": {"preset": preset},
           "data": {"tokens": tokens}, "precision": precision,
           "preferences": {"spot": "avoid", "objective": "cheapest", "currency": "USD", **prefs}}
    if method:
        obj["finetune_method"] = method
    if deadline:
        obj["deadline_hours"] = deadline
    if budget:
        obj["budget"] = {"amount": budget, "currency": "USD", "per": "total"}
    return parse_scenario(obj, cat)


def _with_default(cat, name, value):
    d = cat["defaults"].copy()
    d.loc[d["name"] == name, "value"] = value
    return cat.with_table("defaults", d)


def _options(rec):
    return [rec.recommendation, *rec.alternatives]


# --------------------------------------------------------------------------- headroom


def test_a_training_plan_fits_only_below_the_usable_share_of_the_card(cat):
    share = float(cat["defaults"].set_index("name").at["train_memory_usable_share", "value"])
    assert share == pytest.approx(0.9)
    # memory decides the recomputation here: without the fine-tune's default of checkpointing every layer (a
    # catalog from before it), the share of layers recomputed is what the usable memory needs
    d = cat["defaults"]
    cat = cat.with_table("defaults", d[d["name"] != "finetune_recompute_default"].reset_index(drop=True))
    job = E.Job(task="finetune", workload="llm", preset="qwen2.5-7b", method="lora", tokens=2e7)
    est = E.estimate_config(cat, job, "A10", 1)
    assert est.fits and est.memory_per_gpu_gb <= 24.0 * share + 1e-9
    # the whole card (the old rule) fills it to the last GB: 24.0 of 24.0
    whole = E.estimate_config(_with_default(cat, "train_memory_usable_share", 1.0), job, "A10", 1)
    assert whole.memory_per_gpu_gb > 24.0 * share
    # the vectorised path (what the selection prices) reads the same share: same memory, same verdict
    t = training_table(cat, job, ["A10", "T4", "H100"], [1, 1, 8], [1, 1, 1], [None] * 3, [None] * 3, [None] * 3)
    for i, (gpu, gpn) in enumerate((("A10", 1), ("T4", 1), ("H100", 8))):
        one = E.estimate_config(cat, job, gpu, gpn)
        assert bool(t.fits[i]) == one.fits
        assert t.figures["memory_per_gpu_gb"][i] == pytest.approx(one.memory_per_gpu_gb, rel=1e-12)


@pytest.mark.parametrize("case", [
    ("finetune", "llama-3-70b", 1e8, "full", "bf16", ()),  # was 176.9 of 180 GB on a B200
    ("finetune", "qwen2.5-7b", 2e7, "lora", "bf16", ("A10",)),  # was 24.0 of 24.0 GB on an A10
    ("finetune", "llama-3-8b", 1e7, "qlora", "fp16", ("T4",)),  # was 16.0 of 16 GB on a T4
])
def test_no_pick_or_alternative_above_the_usable_share(cat, case):
    task, preset, tokens, method, precision, gpus = case
    rec = SEL.recommend(cat, _sc(cat, task, preset, tokens, method, precision, gpus=list(gpus)), today=TODAY)
    mem = cat["gpus"].set_index("gpu")["memory_gb"].astype(float)
    for o in _options(rec):
        assert o.estimate["memory_per_gpu_gb"] <= 0.9 * mem[o.gpu] + 1e-9, (o.instance_type, o.gpu)
    fit = next(n for n in rec.reasons if n.code == "fits_memory")
    assert fit.detail["usable_share"] == pytest.approx(0.9)


# --------------------------------------------------------------------------- host rule


def test_a_host_below_the_engines_rule_is_never_picked(cat):
    # QLoRA of a 7B on a T4: the cheapest T4 server (AWS g5g.xlarge, 4 vCPUs) is below the rule's 8 cores per GPU
    rec = SEL.recommend(cat, _sc(cat, "finetune", "qwen2.5-7b", 1e7, "qlora", "fp16", gpus=["T4"]), today=TODAY)
    assert rec.feasible
    for o in _options(rec):
        assert o.host.cpu_ok is not False and o.host.ram_ok is not False, o.instance_type
    assert "host_too_small" not in [w.code for w in rec.warnings]
    assert rec.counts["broken_host"] > 0


def test_when_only_small_hosts_remain_the_answer_says_the_host_rule_is_broken(cat):
    # only AWS's 4-vCPU T4 servers: nothing meets the rule, and the closest option names it
    sc = _sc(cat, "finetune", "qwen2.5-7b", 1e7, "qlora", "fp16", gpus=["T4"], providers=["aws"])
    inst = cat["instances"]
    small = inst[(inst["provider"] == "aws") & (inst["gpu"] == "T4")]
    assert len(small) and (pd.to_numeric(small["vcpus"]) < 8).any()
    keep = inst[~((inst["provider"] == "aws") & (inst["gpu"] == "T4") & (pd.to_numeric(inst["vcpus"]) >= 8))]
    rec = SEL.recommend(cat.with_table("instances", keep.reset_index(drop=True)), sc, today=TODAY)
    assert not rec.feasible
    broken = [w.detail for w in rec.warnings if w.code == "constraint_broken"]
    host = [b for b in broken if b["constraint"] == "host"]
    assert host and host[0]["vcpus"] < host[0]["cpu_cores_min"]


# --------------------------------------------------------------------------- margin


@pytest.fixture(scope="module")
def pretrain(cat):
    """A 70B from scratch on 1.4T tokens in 800 h (a month, 720 h, before issue 28's estimates v3: the 80% range
    from the leave-one-publisher-out errors with the encoder-decoder runs, x0.62-x1.59, puts the slow end of the
    catalog's largest B200 cluster, 512 GPUs, at 771 h)."""
    return SEL.recommend(cat, _sc(cat, "train", "llama-3-70b", 1.4e12, deadline=800), today=TODAY)


def test_a_month_long_run_meets_the_deadline_at_the_slow_end_of_its_range(pretrain):
    r = pretrain.recommendation
    assert pretrain.feasible and r.wall_hours >= 168
    assert r.wall_hours_range[1] <= 800  # was 951.7 h (mid 711.9 h) on main before the slow-end rule
    basis = next(n for n in pretrain.reasons if n.code == "plan_basis")
    assert basis.detail["basis"] == "slow_end" and basis.detail["why"] == "long_run"
    assert basis.detail["wall_hours_high"] == pytest.approx(r.wall_hours_range[1], rel=1e-3)
    assert "slow_case_deadline" not in [w.code for w in pretrain.warnings]
    for o in _options(pretrain):  # every feasible alternative too
        if o.feasible:
            assert o.wall_hours_range[1] <= 800


def test_expected_keeps_the_middle_and_warns_about_the_slow_end(cat, pretrain):
    rec = SEL.recommend(cat, _sc(cat, "train", "llama-3-70b", 1.4e12, deadline=720, plan_for="expected"),
                        today=TODAY)
    r = rec.recommendation
    assert rec.feasible and r.wall_hours <= 720
    assert r.total_cost <= pretrain.recommendation.total_cost  # the margin costs something, or nothing
    basis = next(n for n in rec.reasons if n.code == "plan_basis")
    assert basis.detail == {**basis.detail, "basis": "expected", "why": "chosen"}
    if r.wall_hours_range[1] > 720:
        assert "slow_case_deadline" in [w.code for w in rec.warnings]


def test_a_run_shorter_than_a_week_keeps_the_expected_figure(cat):
    sc = _sc(cat, "finetune", "qwen2.5-7b", 2e8, "lora", deadline=24)
    rec = SEL.recommend(cat, sc, today=TODAY)
    r = rec.recommendation
    assert r.wall_hours < 168
    basis = next(n for n in rec.reasons if n.code == "plan_basis")
    assert (basis.detail["basis"], basis.detail["why"]) == ("expected", "short_run")
    # a deadline between the expected and the slow figure is met (only long runs are held to the slow end)
    tight = SEL.recommend(cat, _sc(cat, "finetune", "qwen2.5-7b", 2e8, "lora", deadline=r.wall_hours * 1.01),
                          today=TODAY)
    assert tight.feasible


def test_the_week_is_a_catalog_default(cat, pretrain):
    longer = _with_default(cat, "plan_slow_end_min_hours", 10_000)  # no run is "long": the middle again
    rec = SEL.recommend(longer, _sc(longer, "train", "llama-3-70b", 1.4e12, deadline=720), today=TODAY)
    basis = next(n for n in rec.reasons if n.code == "plan_basis")
    assert basis.detail["basis"] == "expected"
    assert rec.recommendation.total_cost <= pretrain.recommendation.total_cost


def test_plan_for_defaults_to_auto_and_an_explicit_value_is_kept(cat):
    assert _sc(cat, "train", "llama-3-8b", 1e9).plan_for == "auto"
    assert _sc(cat, "train", "llama-3-8b", 1e9, plan_for="expected").plan_for == "expected"


def test_the_slow_end_factor_by_preference_and_run_length(cat):
    from gpu_advisor.core.select.table import plan_factor
    sc = _sc(cat, "train", "llama-3-8b", 1e9, plan_for="slow")
    f = plan_factor(sc, {"plan_slow_end_min_hours": 168}, [1.3, 1.3], [100.0, 1000.0])
    assert list(f) == [1.3, 1.3]
    auto = plan_factor(_sc(cat, "train", "llama-3-8b", 1e9), {"plan_slow_end_min_hours": 168}, [1.3, 1.3],
                       [100.0, 1000.0])
    assert list(auto) == [1.0, 1.3]
    assert plan_factor(_sc(cat, "train", "llama-3-8b", 1e9, plan_for="expected"), {}, [1.3], [1000.0]) is None


# --------------------------------------------------------------------------- node failures


def test_the_rate_is_llama_3s_published_one(cat):
    rate = failure_rate(cat)
    assert rate is not None and rate.runs == ("llama-3-405b-pretraining",)
    assert rate.per_gpu_hour == pytest.approx(419 / (16384 * 54 * 24))
    assert "dubey-2024-llama3" in rate.source
    # the rows marked used are pooled: BLOOM's as well changes the rate
    nf = cat["node_failures"].copy()
    nf["used"] = nf["run"].isin(["llama-3-405b-pretraining", "bloom-176b-pretraining"])
    both = failure_rate(cat.with_table("node_failures", nf))
    assert both.per_gpu_hour == pytest.approx((419 + 1.5) / (16384 * 54 * 24 + 384 * 7 * 24))


def test_llama_3s_own_run_expects_its_own_failures(cat):
    hours = 54 * 24.0
    nf = node_failures(cat, 16384, hours, 60.0)
    assert nf is not None
    # as many failures as Meta counted (a little more: the lost time also fails), each costing restart + half an
    # interval of Young/Daly's checkpoint schedule
    assert 419 <= nf.expected_interruptions <= 419 * 1.2
    assert nf.mtbf_hours == pytest.approx(54 * 24 / 419)
    so = E.spot_overhead(cat, hours, 60.0, mtbf_hours=nf.mtbf_hours)
    assert nf.extra_hours == pytest.approx(so.expected_extra_hours, rel=1e-9)
    assert nf.checkpoint_interval_h == pytest.approx(so.checkpoint_interval_h)


def test_small_runs_are_left_alone_and_columns_match_the_scalar_model(cat):
    assert node_failures(cat, 8, 100.0, 30.0) is None  # 800 GPU-hours: 0.016 expected failures
    gpus = np.array([8, 256, 256, 4096], dtype=float)
    hours = np.array([100.0, 700.0, 300.0, 500.0])
    write = np.array([30.0, 12.0, 12.0, np.nan])
    extra, count, tau, mtbf = failure_columns(cat, gpus, hours, write)
    assert extra[0] == 0 and count[0] == 0
    for i in range(1, 4):
        so = E.spot_overhead(cat, hours[i], None if math.isnan(write[i]) else write[i],
                             mtbf_hours=1 / (gpus[i] * failure_rate(cat).per_gpu_hour))
        assert extra[i] == pytest.approx(so.expected_extra_hours, rel=1e-9)
        assert count[i] == pytest.approx(so.expected_interruptions, rel=1e-9)


def test_a_long_large_run_pays_for_its_failures_in_hours_and_cost(cat, pretrain):
    r = pretrain.recommendation
    lines = {line.item: line for line in r.cost_lines}
    assert "node_failures" in lines and lines["node_failures"].cost > 0
    note = next(w for w in pretrain.warnings if w.code == "node_failures")
    assert note.detail["expected_interruptions"] > 1 and note.detail["extra_hours"] > 0
    assert note.detail["runs"] == ["llama-3-405b-pretraining"]
    gpu_h = r.gpu_count * note.detail["extra_hours"]
    assert lines["node_failures"].quantity == pytest.approx(gpu_h, rel=1e-6)
    # the lines still add up to the total
    assert sum(line.cost or 0.0 for line in r.cost_lines) == pytest.approx(r.total_cost, rel=1e-6)
    a = pretrain.assumptions["node_failures"]
    assert a["applied"] and "dubey-2024-llama3" in a["source"]
    # without the table's used rows, the hours are the estimate's (and the run is no longer charged for them)
    nf = cat["node_failures"].assign(used=False)
    bare = SEL.recommend(cat.with_table("node_failures", nf),
                         _sc(cat, "train", "llama-3-70b", 1.4e12, deadline=720), today=TODAY)
    assert "node_failures" not in [w.code for w in bare.warnings]


def test_a_monthly_budget_at_the_slow_end_grows_with_the_spend_per_month_not_the_total(cat):
    # a two-month run: at the slow end the total grows by range_high and so do the months it is spread over, so
    # its monthly spend hardly moves (spend x range_high would refuse a budget 2% above the expected month)
    # (deadline 9,000 h, was 2,160 before issue 28's estimates v3 widened the range: an 8B on B200 is far from the
    # B200's calibration run (70B LoRA), so its slow end is x2.05; the deadline leaves the same 8 GPUs at both ends)
    base = dict(deadline=9000, providers=["nebius"], gpus=["B200"])
    mid = SEL.recommend(cat, _sc(cat, "train", "llama-3-8b", 1.52e12, plan_for="expected", **base), today=TODAY)
    r = mid.recommendation
    assert r.wall_hours > 2 * 730
    budget = r.monthly_cost * 1.02
    sc = _sc(cat, "train", "llama-3-8b", 1.52e12, plan_for="slow", **base)
    sc = replace(sc, budget_amount=budget, budget_currency="USD", budget_per="month")
    slow = SEL.recommend(cat, sc, today=TODAY)
    assert slow.feasible
    hi = r.wall_hours_range[1] / r.wall_hours
    assert r.monthly_cost * hi > budget  # what the old check (spend x range_high) compared


def test_the_4tb_data_disk_floor_is_for_training_a_70b_class_model_only(cat):
    """Seed 001's "数据盘 … 建议4TB+" is advice for its 70B-on-8xH100 case: a small image model trained from scratch
    on 50 GB gets the disk its data and checkpoints need, a 70B-class model from scratch gets at least 4 TB."""
    from gpu_advisor.core.catalog.host import host_columns
    gpus, g, mem = np.array(["A100-80GB"], dtype=object), np.array([8.0]), np.array([80.0])
    nan = np.array([np.nan])
    small = host_columns(cat, gpus, g, mem, nan, nan, task="train", model_gb=0.05, dataset_gb=50.0, checkpoint_gb=0.3)
    big = host_columns(cat, gpus, g, mem, nan, nan, task="train", model_gb=141.0, dataset_gb=50.0,
                       checkpoint_gb=1000.0)
    assert small["host_data_disk_gb"][0] < 200 and big["host_data_disk_gb"][0] >= 4000
