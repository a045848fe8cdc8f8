"""The vectorised training estimate (core/estimate/table.py) gives, for every configuration, the very figures of the
one-configuration estimate (``estimate_config``): bit for bit, with the same plan and fit; every configuration the
one-by-one estimate refuses is left to it (``fallback``), so its error is the same; and a recommendation made
through the table is the one made one configuration at a time, assumptions and warnings included."""

from __future__ import annotations

import datetime as dt
import json
import math
from dataclasses import replace
from pathlib import Path

import numpy as np
import pandas as pd
import pytest

from gpu_advisor.core import estimate as E
from gpu_advisor.core.estimate import table as ET
from gpu_advisor.core.base.jsonout import dumps
from gpu_advisor.core.scenario.spec import load_scenario, parse_scenario
from gpu_advisor.core.select import estimates as estimates_module
from gpu_advisor.core.select.candidates import job_for
from gpu_advisor.core.select.recommendation import recommend
from gpu_advisor.core.select.pricing import build_table

from ..support import cold_copy, job_of

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
TODAY = dt.date(2026, 12, 2)


@pytest.fixture(scope="module")
def configs(cat):
    """Every configuration the engine estimates for the seed's scenario on the whole bundled catalog (node grid and
    refinement), plus odd ones: links and networks given or not, instance fabrics, a GPU without NVLink asked for
    NVLink, a card without fast 16-bit maths."""
    sc = replace(load_scenario(EXAMPLES / "startup-engineer-seed000.json", cat), providers=())
    t = build_table(cat, sc, job_for(cat, sc), TODAY)
    rows = [tuple(r) for r in t.est.frame()[["gpu", "gpus_per_node", "nodes", "link", "net_class", "net_gbps"]]
            .itertuples(index=False)]
    for g, gpn in (("H100", 8), ("A100-80GB", 8), ("A100-80GB", 1), ("T4", 4), ("V100-32GB", 8), ("L4", 1),
                   ("MI300X", 8), ("K80", 8), ("P40", 4)):
        for nodes, link, net, gbps in ((1, None, None, np.nan), (2, "pcie", "standard", np.nan),
                                       (16, None, "rdma", 3200.0), (64, "nvlink", "tcp_25g", 50.0),
                                       (3, None, None, np.nan), (1000, "nvlink", "rdma", 400.0)):
            rows.append((g, gpn, nodes, link, net, gbps))
    assert len(rows) > 500
    return rows


JOBS = [
    dict(preset="llama-2-7b", tokens=1e11),
    dict(preset="llama-2-70b", dataset_gb=2000.0),
    dict(preset="llama-2-70b", tokens=1e12, recompute=True),
    dict(preset="llama-2-7b", tokens=1e11, recompute=False),
    dict(preset="qwen2.5-7b", method="lora", task="finetune", tokens=2e9, epochs=3.0),
    dict(preset="qwen2.5-7b", method="qlora", task="finetune", dataset_gb=1.0),
    dict(preset="llama-2-7b", tokens=1e11, precision="fp8"),
    dict(preset="llama-2-7b", tokens=1e10, precision="fp32"),
    dict(params=175e9, tokens=3e11),
    dict(params=175e9, tokens=3e11, global_batch_tokens=16e6),  # the data-parallel term on a given global batch
    dict(params=1e9, params_active=2e8, tokens=5e10),
    dict(preset="deepseek-v3", tokens=1e11, precision="fp8"),  # a preset mixture of experts (estimates v3.4)
    dict(preset="resnet-50", samples=1.28e6, epochs=90.0),
    dict(workload="cv", params=3e8, flops_per_sample=1.2e11, dataset_gb=50.0, epochs=80.0, precision="fp16"),
    dict(preset="vit-l-16", dataset_gb=50.0, epochs=80.0, reference_run=("V100-32GB", 1, 100.0), precision="fp16"),
    dict(workload="llm", params=7e9, tokens=1e9, reference_run=("A100-80GB", 64, 10.0)),
    dict(workload="recsys", params=8e9, samples=1e12),
    dict(workload="rl", params=1e9, samples=4e9),
]


def _one(cat, job, cfg):
    """estimate_config as the engine calls it for a configuration (``_estimate_row``)."""
    g, gpn, nodes, link, net, gbps = cfg
    return E.estimate_config(cat, job, g, int(gpn), nodes=int(nodes), interconnect=link,
                             network=None if nodes == 1 else net,
                             network_gbps=None if nodes == 1 or gbps is None or not gbps > 0 else float(gbps))


def _table(cat, job, cfgs):
    g, gpn, nodes, link, net, gbps = zip(*cfgs)
    return ET.training_table(cat, job, g, gpn, nodes, link, [n if k != 1 else None for n, k in zip(net, nodes)],
                             [x if k != 1 and x == x and x > 0 else np.nan for x, k in zip(gbps, nodes)])


def to_json(rec) -> str:
    return dumps(rec.to_dict(), ascii_only=False)


def _same(a: float, b: float) -> bool:
    return (math.isnan(a) and math.isnan(b)) or a == b


@pytest.mark.parametrize("spec", JOBS, ids=[str(j)[:60] for j in JOBS])
def test_every_configuration_as_one_by_one(cat, configs, spec):
    job = job_of(cat, spec)
    tab = _table(cat, job, configs)
    assert tab is not None
    compared = 0
    for i, cfg in enumerate(configs):
        try:
            est = _one(cat, job, cfg)
        except E.EstimateError:
            assert tab.fallback[i], f"{cfg}: refused one by one, figures in the table"
            continue
        if tab.fallback[i]:
            continue
        compared += 1
        for f in ET.FIGURES:
            v = getattr(est, f)
            assert _same(np.nan if v is None else float(v), float(tab.figures[f][i])), (cfg, f, v, tab.figures[f][i])
        assert (est.plan, est.fits) == (tab.plan[i], bool(tab.fits[i])), cfg
    # Nearly every configuration goes through the table (the few refused ones are the one-by-one path's).
    assert compared >= 0.95 * len(configs)


def test_refused_configurations_fall_back(cat):
    """A GPU without compute figures, an unknown GPU, a link or network the estimate does not know, a bad fabric
    figure, a fractional GPU count: left to the one-by-one path, the others computed."""
    g = cat["gpus"].copy()
    for c in ("fp32_tflops", "tf32_tflops", "fp16_tflops", "fp8_tflops"):
        g.loc[g["gpu"] == "T4", c] = np.nan
    broken = cat.with_table("gpus", g)
    job = job_of(broken, dict(preset="llama-2-7b", tokens=1e11))
    cfgs = [("H100", 8, 2, None, "rdma", 400.0), ("T4", 4, 1, None, None, np.nan), ("Nope-9000", 8, 1, None, None, np.nan),
            ("H100", 8, 1, "warp-drive", None, np.nan), ("H100", 8, 2, None, "carrier-pigeon", np.nan),
            ("H100", 8, 2, None, "rdma", math.inf), ("H100", 2.5, 1, None, None, np.nan), ("A100-80GB", 8, 4, None, None, np.nan)]
    tab = ET.training_table(broken, job, *zip(*cfgs))
    assert tab.fallback.tolist() == [False, True, True, True, True, True, True, False]
    assert np.isnan(tab.figures["wall_hours"][tab.fallback]).all() and (tab.plan[tab.fallback] == "").all()
    # The engine's table: the same rows, the refused ones with the one-by-one error code.
    keys = pd.DataFrame(cfgs[:3], columns=["gpu", "gpus_per_node", "nodes", "link", "net_class", "net_gbps"])
    keys["link"] = pd.Series([None] * 3, dtype=object)
    est = estimates_module.estimate_block(broken, job, keys)
    assert est["ok"].tolist() == [True, False, False]
    assert est["error"].tolist()[1:] == ["gpu_no_compute_figures", "unknown_gpu"]


def test_not_for_inference_or_a_job_it_cannot_estimate(cat):
    cfg = [("H100", 8, 1, None, None, np.nan)] * 2
    assert ET.training_table(cat, E.job_from_preset(cat, "llama-2-7b", task="inference", qps=5.0), *zip(*cfg)) is None
    assert ET.training_table(cat, E.Job(workload="cv", params=3e8, dataset_gb=5.0), *zip(*cfg)) is None


def test_assumptions_and_warnings_are_the_one_by_one_estimates(cat, configs):
    """The table's rows explain themselves on demand: the assumptions (same names, order and values) and warnings
    of estimate_config for that configuration."""
    job = job_of(cat, dict(preset="llama-2-70b", tokens=1e12))
    cols = ["gpu", "gpus_per_node", "nodes", "link", "net_class", "net_gbps"]
    rows = configs[:60] + configs[-6:]
    keys = pd.DataFrame(rows, columns=cols)
    for c, i in (("link", 3), ("net_class", 4)):  # (None stays None: the GPU's own link, seed 000's network)
        keys[c] = pd.Series([r[i] for r in rows], dtype=object)
    est = estimates_module.estimate_block(cat, job, keys)
    for k in (0, 17, 59, 60, 65):
        one = _one(cat, job, rows[k])
        a = est.cell(k, "assumptions")
        assert list(a) == list(one.assumptions) and a == one.assumptions
        assert est.cell(k, "est_warnings") == one.warnings


@pytest.mark.parametrize("name", ["startup-engineer-seed000.json", "h100-8x-training-host.json",
                                  "lora-7b-finetune.json"])
def test_recommendation_as_one_by_one(cat, monkeypatch, name):
    """The same recommendation, byte for byte in its JSON, whether the configurations are estimated through the
    table or one at a time (the table switched off)."""
    sc = replace(load_scenario(EXAMPLES / name, cat), providers=())
    fast = to_json(recommend(cold_copy(cat), sc, today=TODAY))
    monkeypatch.setattr(ET, "training_table", lambda *a, **k: None)
    slow = to_json(recommend(cold_copy(cat), sc, today=TODAY))
    assert json.loads(fast) == json.loads(slow) and fast == slow


def test_new_model_typed_in(cat, monkeypatch):
    """A model given by its size (what the wizard sends when the user types one), with a reference run and none."""
    obj = json.loads((EXAMPLES / "startup-engineer-seed000.json").read_text(encoding="utf-8"))
    obj["model"] = {"params": 257_000_000}
    sc = parse_scenario(obj, cat)
    fast = to_json(recommend(cold_copy(cat), sc, today=TODAY))
    monkeypatch.setattr(ET, "training_table", lambda *a, **k: None)
    assert to_json(recommend(cold_copy(cat), sc, today=TODAY)) == fast


@pytest.mark.parametrize("spec", JOBS[:6])
def test_checkpoint_size_is_every_configurations(cat, spec):
    """The checkpoint size the host sizing reads (estimate.checkpoint_gb) is the one each configuration estimate
    gives; a service has none."""
    job = job_of(cat, spec)
    for gpu, gpn, nodes in (("H100", 8, 1), ("A100-80GB", 8, 4), ("T4", 4, 2)):
        assert E.checkpoint_gb(cat, job) == E.estimate_config(cat, job, gpu, gpn, nodes=nodes).checkpoint_gb
    serving = E.job_from_preset(cat, "llama-2-7b", task="inference", qps=5.0)
    assert E.checkpoint_gb(cat, serving) is None is E.estimate_config(cat, serving, "H100", 8).checkpoint_gb


def test_coded_columns_give_the_same_table(cat, configs):
    """Names given as codes (what the engine passes: its own factorized columns, with "" or None for a value not
    given, a name listed twice, codes unused) give the table the names themselves give."""
    job = job_of(cat, dict(preset="llama-2-7b", tokens=1e11))
    gpu, gpn, nodes, link, net, gbps = (list(c) for c in zip(*configs))

    def coded(values):
        names = ["unused", "", None] + list(dict.fromkeys(v for v in values if v not in ("", None)))
        names.append(names[3])  # a name twice: both codes are that name
        at = {v: i for i, v in enumerate(names[:-1])}
        codes = [(len(names) - 1 if k % 2 and v == names[3] else at[v]) if v not in ("", None)
                 else (1 if k % 2 else 2) for k, v in enumerate(values)]
        return ET.Coded(np.array(codes), names)
    plain = ET.training_table(cat, job, gpu, gpn, nodes, link, net, gbps)
    fast = ET.training_table(cat, job, coded(gpu), gpn, nodes, coded(link), coded(net), gbps)
    assert (plain.fallback == fast.fallback).all() and (plain.plan == fast.plan).all()
    for f in ET.FIGURES:
        assert np.array_equal(plain.figures[f], fast.figures[f], equal_nan=True), f
