"""Issue 28, estimates v3.4: a mixture of experts trains at a measured share of a dense model's speed
(defaults.csv moe_train_efficiency, set from the published runs of bench/fit_cases.py MOE_CASES), and a mixture of
experts given by its sizes only has the layers and width of its active parameters, not of its total."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from gpu_advisor.core import estimate as E
from gpu_advisor.core.estimate.data import Ctx
from gpu_advisor.core.estimate.speed import speed_per_gpu

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))
from fit_cases import MOE_CASES  # noqa: E402


def D(cat, name: str) -> float:
    d = cat["defaults"]
    return float(d.loc[d["name"] == name, "value"].iloc[0])


def test_the_factor_is_a_measured_share_below_one_with_its_sources(cat):
    d = cat["defaults"]
    row = d.loc[d["name"] == "moe_train_efficiency"].iloc[0]
    assert 0.3 < float(row["value"]) < 0.9
    for src in ("deepseek-2024-v2", "deepseek-2024-v3", "shen-2024-jetmoe"):
        assert src in row["source"]
        assert src in set(cat["sources"]["source_id"])


def test_the_speed_of_a_mixture_of_experts_is_the_dense_speed_times_the_factor(cat):
    P = E.prepare(cat)
    for gpu in ("H800", "H100", "A100-80GB", "L40S"):
        spec = P.gpu(gpu)
        dense, _, _ = speed_per_gpu(Ctx(P), spec, "bf16", "llm", 2e10, seq=4096, scale=1e-9)  # before the cap
        moe, _, _ = speed_per_gpu(Ctx(P), spec, "bf16", "llm", 2e10, seq=4096, scale=1e-9, moe=True)
        assert moe == pytest.approx(dense * D(cat, "moe_train_efficiency"), rel=1e-12), gpu
    # in FP8 a mixture of experts gains only on its matrix work: the compute share a x the factor (Amdahl)
    f, a = D(cat, "moe_train_efficiency"), D(cat, "roofline_compute_share_llm")
    spec = P.gpu("H100")
    dense, _, _ = speed_per_gpu(Ctx(P), spec, "fp8", "llm", 2e10, seq=4096, scale=1e-9)
    moe, _, _ = speed_per_gpu(Ctx(P), spec, "fp8", "llm", 2e10, seq=4096, scale=1e-9, moe=True)
    r = spec.fp16 / spec.fp8

    def gain(share: float) -> float:
        return 1 / (share * r + 1 - share)

    assert moe == pytest.approx(dense * f * gain(a * f) / gain(a), rel=1e-12)
    assert moe < dense * f  # less than the BF16 ratio: FP8 does not speed up the token exchange
    # only language-model training: a vision job is not routed
    v1, _, _ = speed_per_gpu(Ctx(P), P.gpu("H100"), "bf16", "cv", 1e8)
    v2, _, _ = speed_per_gpu(Ctx(P), P.gpu("H100"), "bf16", "cv", 1e8, moe=True)
    assert v1 == v2


def test_a_mixture_of_experts_by_size_only_has_the_architecture_of_its_active_parameters(cat):
    moe = E.estimate_config(cat, E.Job(params=2.36e11, params_active=2.1e10, tokens=1e11, seq_len=4096),
                            "H800", 8, 32, network="rdma")
    dense = E.estimate_config(cat, E.Job(params=2.1e10, tokens=1e11, seq_len=4096), "H800", 8, 32, network="rdma")
    assert moe.assumptions["architecture"].value == dense.assumptions["architecture"].value
    assert "active parameters" in moe.assumptions["architecture"].source
    # the same FLOPs (6 x active x tokens + the attention of that architecture), slower by the factor
    assert moe.flops == pytest.approx(dense.flops, rel=1e-12)
    assert moe.assumptions["moe_train_efficiency"].value == D(cat, "moe_train_efficiency")
    assert "moe_train_efficiency" not in dense.assumptions
    assert moe.gpu_hours > dense.gpu_hours * 1.5
    # before v3.4 the architecture came from the 236B total: 4x the attention FLOPs per token at 4K
    L_h = moe.assumptions["architecture"].value.split(" layers x ")
    assert int(L_h[0]) < 60 and int(L_h[1].split()[0]) < 7000


def test_a_preset_keeps_its_own_architecture_and_serving_is_not_slowed(cat):
    job = E.job_from_preset(cat, "deepseek-v3", tokens=1e11)
    est = E.estimate_config(cat, job, "H800", 8, 16, network="rdma")
    assert "moe_train_efficiency" in est.assumptions and "architecture" not in est.assumptions
    srv = E.estimate_config(cat, E.job_from_preset(cat, "mixtral-8x7b", task="inference", qps=1.0, input_tokens=500,
                                                   output_tokens=200), "H100", 8, 1)
    assert "moe_train_efficiency" not in srv.assumptions


def test_the_catalog_factor_is_the_one_the_published_runs_ask_for(cat):
    """The bench's derivation repeated (bench/accuracy_moe.py): each counted run's engine hours taken back to the
    dense-equivalent ones, the factor fitted on them (an FP8 run gaining only on its compute share a x factor) is the
    catalog's (to the 3 digits written), and the runs of each publisher ask for factors within 1.5x of each other."""
    from accuracy_moe import _fit, _gain, _need

    P = E.prepare(cat)
    f = D(cat, "moe_train_efficiency")
    a = D(cat, "roofline_compute_share_llm")
    rows = []
    for c in MOE_CASES:
        if c.disputed:
            continue
        kw = dict(tokens=c.tokens, seq_len=c.seq_len, precision=c.precision, global_batch_tokens=c.batch_tokens)
        job = E.job_from_preset(P, c.preset, **kw) if c.preset else E.Job(params=c.params,
                                                                           params_active=c.params_active, **kw)
        info = E.job_info(P, job)
        if info.active >= info.params:
            continue  # a dense reference
        gpn = min(c.gpus, 8)
        est = E.estimate_config(P, job, c.gpu, gpn, c.gpus // gpn, network="rdma" if c.gpus > gpn else None)
        published = c.tokens / c.tokens_per_s / 3600 * c.gpus if c.tokens_per_s else c.published
        spec = P.gpu(c.gpu)
        r = spec.fp16 / spec.fp8 if c.precision == "fp8" else 1.0
        rows.append(dict(dense=est.gpu_hours * f * _gain(a * f, r) / _gain(a, r), published=published, a=a, r=r))
    assert len(rows) == 6
    assert f == pytest.approx(_fit(rows), abs=1.5e-3)
    needs = [_need(r) for r in rows]
    assert max(needs) / min(needs) < 1.5 and all(0.3 < n < 0.9 for n in needs)


def test_the_active_parameters_say_whether_the_preset_or_the_user_gave_them(cat):
    a = E.estimate_config(cat, E.job_from_preset(cat, "qwen3-30b-a3b", method="lora", task="finetune", tokens=1e8),
                          "H100", 1, 1)
    assert a.assumptions["params_active"].source.startswith("preset (")
    assert a.assumptions["params_active"].value == 3.3e9 and "moe_train_efficiency" in a.assumptions
    b = E.estimate_config(cat, E.Job(params=3e10, params_active=3e9, tokens=1e9), "H100", 8, 1)
    assert b.assumptions["params_active"].source.startswith("job (")


def test_a_scenario_gives_a_mixture_of_experts_by_size(cat):
    from gpu_advisor.core.base import CatalogError
    from gpu_advisor.core.scenario.spec import parse_scenario
    from gpu_advisor.core.select.candidates import job_for

    base = {"task": "train", "model": {"params": 2.36e11, "params_active": 2.1e10}, "data": {"tokens": 1e11}}
    sc = parse_scenario(base, cat)
    assert sc.params_active == 2.1e10 and sc.to_dict()["model"]["params_active"] == 2.1e10
    job = job_for(cat, sc)
    assert job.params == 2.36e11 and job.params_active == 2.1e10
    assert E.job_info(E.prepare(cat), job).active == 2.1e10
    # without it the same size is a dense model
    dense = job_for(cat, parse_scenario({**base, "model": {"params": 2.36e11}}, cat))
    assert dense.params_active is None
    # more active than total, or active without a size (a preset has its own): one clear problem each
    for model, where, code in (({"params": 1e10, "params_active": 2e10}, "model.params_active", "above_max"),
                               ({"preset": "qwen3-30b-a3b", "params_active": 3e9}, "model.params", "missing_field")):
        with pytest.raises(CatalogError) as exc:
            parse_scenario({**base, "model": model}, cat)
        assert [(p.code, p.column) for p in exc.value.problems] == [(code, where)], model

