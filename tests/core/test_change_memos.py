"""Issue 32: the memos that make a change cheap give the same answers as the work done afresh.

* a serving job's estimates, kept per configuration with everything but the request rate: typing a rate reuses
  them (no configuration estimated again) and each estimate equals one computed afresh, field for field;
* the LLM preset nearest in size to a model given by its size, searched once per size;
* the offerings in mainland China, worked out once per offering table (a dragged line ranks the same offerings).
"""

from __future__ import annotations

import dataclasses
import datetime as dt

import pytest

from gpu_advisor.core.estimate import layout, serving, training
from gpu_advisor.core.estimate.data import Ctx, Job, prepare
from gpu_advisor.core.estimate.job import job_info
from gpu_advisor.core.scenario.spec import parse_scenario
from gpu_advisor.core.select import price, rank
from gpu_advisor.core.select import recommendation

TODAY = dt.date(2026, 12, 3)

# (GPU, GPUs per server, servers): one GPU, a split server, several servers (a pipeline across them).
CONFIGS = [("H100", 1, 1), ("H100", 8, 1), ("A100-80GB", 8, 1), ("L4", 4, 1), ("A100", 8, 2), ("L4", 8, 4)]


def _afresh(P, job: Job, gpu: str, gpn: int, nodes: int):
    """The serving estimate worked out step by step as ``estimate_config`` does, without any memo."""
    info = job_info(P, job)
    ctx = Ctx(P, info.used)
    ctx.warnings.extend(info.warnings)
    spec = P.gpu(gpu)
    return serving.inference_estimate(ctx, info, spec, gpn, nodes, spec.interconnect or "pcie",
                                      None if nodes <= 1 else "rdma")


@pytest.mark.parametrize("model", [{"preset": "llama-3-70b"}, {"params": 70e9}, {"params": 8e9}])
def test_a_serving_estimate_for_a_new_rate_equals_one_worked_out_afresh(cat, model):
    P = prepare(cat)
    base = Job(task="inference", workload="llm", precision="bf16", input_tokens=512, output_tokens=256,
               p95_latency_s=20, **({"preset": model["preset"]} if "preset" in model else {"params": model["params"]}))
    for qps in (None, 0.5, 7, 20, 333):
        job = dataclasses.replace(base, qps=qps)
        for gpu, gpn, nodes in CONFIGS:
            try:
                fresh = _afresh(P, job, gpu, gpn, nodes)
            except training.EstimateError as exc:  # (a model one server holds is not split across servers)
                with pytest.raises(training.EstimateError) as again:
                    training.estimate_config(P, job, gpu, gpn, nodes, network="rdma" if nodes > 1 else None)
                assert again.value.problems == exc.problems
                continue
            got = training.estimate_config(P, job, gpu, gpn, nodes, network="rdma" if nodes > 1 else None)
            assert got == fresh, (qps, gpu, gpn, nodes)
            assert list(got.assumptions) == list(fresh.assumptions)  # in the same order, too
            if qps is not None and got.qps_per_replica:
                assert got.replicas_needed is not None and got.replicas_needed * got.qps_per_replica >= qps - 1e-6


def test_typing_a_request_rate_estimates_no_configuration_again(cat, monkeypatch):
    obj = {"task": "inference", "workload": "llm", "model": {"params": 70e9}, "precision": "bf16",
           "inference": {"qps": 20, "input_tokens": 512, "output_tokens": 256, "p95_latency_s": 20},
           "preferences": {"spot": "avoid", "objective": "cheapest", "currency": "USD"}}
    first = price(cat, parse_scenario(obj, cat), today=TODAY)
    calls = []
    real = training.inference_estimate
    monkeypatch.setattr(training, "inference_estimate", lambda *a: calls.append(a) or real(*a))
    sc = parse_scenario({**obj, "inference": {**obj["inference"], "qps": 31}}, cat)
    again = price(cat, sc, today=TODAY)
    assert calls == []  # every configuration's estimate reused
    assert again.job_key != first.job_key
    monkeypatch.undo()
    rec = rank(again, sc, today=TODAY)
    assert rec.recommendation is not None and rec.recommendation.gpu_count > 0


def test_the_nearest_llm_preset_is_searched_once_per_size_and_is_the_same(cat):
    P = prepare(cat)
    for params in (0.5e9, 7e9, 70e9, 70e9 * 1.02, 405e9, 2e12):
        first = layout.nearest_llm_kv(P, params)
        assert first == layout.nearest_llm_kv_of(P, params)
        assert params in P.nearest_llm_kv and layout.nearest_llm_kv(P, params) is first
    assert layout.nearest_llm_kv(P, 70e9)[1].startswith(("llama", "qwen"))


# The article's case in yuan: its answer runs abroad, so the note "overseas" looks for the best one in mainland China.
YUAN = {"task": "train", "workload": "cv", "data": {"dataset_gb": 50}, "deadline_hours": 100,
        "budget": {"amount": 100000, "currency": "CNY", "per": "month"}, "preferences": {"spot": "allow"}}


def test_the_mainland_offerings_are_worked_out_once_per_table_and_are_the_same(cat):
    sc = parse_scenario(YUAN, cat)
    priced = price(cat, sc, today=TODAY)
    t = priced.table
    first = recommendation.mainland_offers(t)
    assert (first == recommendation.mainland_offers_of(t)).all() and first.any() and not first.all()
    assert recommendation.mainland_offers(t) is first  # kept for this offering table
    # A dragged deadline: the same answer as a recommendation worked out from nothing.
    for hours in (60, 100, 250):
        moved = parse_scenario({**YUAN, "deadline_hours": hours}, cat)
        ranked = rank(priced, moved, today=TODAY)
        fresh = recommendation.recommend(cat, moved, today=TODAY)
        assert ranked.recommendation == fresh.recommendation
        assert [(n.code, n.detail) for n in ranked.warnings] == [(n.code, n.detail) for n in fresh.warnings]


def test_the_serving_memo_keeps_the_jobs_used_last_only(cat):
    """Model sizes typed one after another: the memo holds the entries of the last few rate-free jobs (a heap the
    collector scans during typing), the one used most recently kept, and its estimates still equal fresh ones."""
    P = prepare(cat)
    kept = training._SERVE_JOBS_KEPT

    def job(params: float, qps: float = 7) -> Job:
        return Job(task="inference", workload="llm", precision="bf16", input_tokens=512, output_tokens=256,
                   p95_latency_s=20, params=params, qps=qps)
    first = job(8e9)
    training.estimate_config(P, first, "H100", 8, 1)
    for i in range(kept + 5):
        training.estimate_config(P, job(9e9 + i * 1e8), "H100", 8, 1)
        training.estimate_config(P, job(8e9, qps=3 + i), "H100", 8, 1)  # the first job, its rate typed again
    memo = training._SERVE_MEMO[P]
    assert len(memo) == kept
    assert dataclasses.replace(first, qps=None) in memo  # used last: kept
    assert dataclasses.replace(job(9e9), qps=None) not in memo  # used longest ago: dropped
    for q in (0.5, 20):
        j = dataclasses.replace(first, qps=q)
        assert training.estimate_config(P, j, "H100", 8, 1) == _afresh(P, j, "H100", 8, 1)


def test_estimate_with_is_dataclasses_replace(cat):
    """``training.estimate_with`` (the serving memo's copy of an estimate with its rate's replicas) gives what
    ``dataclasses.replace`` gives, field for field and in type, and refuses a field the estimate has not."""
    P = prepare(cat)
    job = Job(task="inference", workload="llm", precision="bf16", params=70e9, qps=20, input_tokens=512,
              output_tokens=256, p95_latency_s=20)
    est = _afresh(P, job, "H100", 8, 1)
    changes = {"replicas_needed": 3, "gpus_needed": 24, "warnings": ()}
    got, want = training.estimate_with(est, **changes), dataclasses.replace(est, **changes)
    assert got == want and type(got) is type(want) and got is not est
    assert dataclasses.asdict(got) == dataclasses.asdict(want) and hash(got.plan) == hash(want.plan)
    with pytest.raises(dataclasses.FrozenInstanceError):
        got.replicas_needed = 4  # type: ignore[misc]
    with pytest.raises(TypeError):
        training.estimate_with(est, replica=3)


def test_the_cost_time_front_is_worked_out_once_while_the_hard_constraints_stay_and_is_the_same(cat, monkeypatch):
    """A dragged deadline keeps the rows that meet the hard constraints: the front is not looked for again, and its
    points (feasible and chosen included) equal a recommendation's worked out from nothing."""
    sc = parse_scenario(YUAN, cat)
    priced = price(cat, sc, today=TODAY)
    rank(priced, sc, today=TODAY)
    searched = []
    real = recommendation.pareto_front
    monkeypatch.setattr(recommendation, "pareto_front", lambda *a: (searched.append(1), real(*a))[1])
    hours = (1, 20, 60, 100, 250, 1000)
    ranked = [rank(priced, parse_scenario({**YUAN, "deadline_hours": h}, cat), today=TODAY) for h in hours]
    assert searched == []  # the front of the first answer, kept
    monkeypatch.setattr(recommendation, "pareto_front", real)
    for h, r in zip(hours, ranked):
        fresh = recommendation.recommend(cat, parse_scenario({**YUAN, "deadline_hours": h}, cat), today=TODAY)
        assert r.pareto == fresh.pareto and r.pareto and r.recommendation == fresh.recommendation
    assert len({tuple(p["feasible"] for p in r.pareto) for r in ranked}) > 1  # the deadline moved which meet it
