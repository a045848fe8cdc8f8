"""Practicality as data (issue 27 item 4): a GPU the job's precision or a current PyTorch cannot use, and an instance
kept for VDI/graphics, a GPU slice or a retired size, is never offered for training or serving; the rows stay in
the catalog, and the rules are the catalog's tables (gpu_support.csv, instance_purposes.csv) with their sources."""

from __future__ import annotations

import datetime as dt
import re

import pandas as pd
import pytest

from gpu_advisor.core.estimate import practical as P
from gpu_advisor.core.catalog.load import validate_catalog
from gpu_advisor.core.scenario.spec import parse_scenario
from gpu_advisor.core.select.recommendation import recommend
from gpu_advisor.core.select.pricing import score_candidates

TODAY = dt.date(2026, 12, 3)
# The cheap jobs of issue 27 and 29: a QLoRA 7B (QLoRA at 15.1 of 16 GB on a T4) and the article's image model.
QLORA = {"task": "finetune", "workload": "llm", "model": {"preset": "qwen2.5-7b"}, "finetune_method": "qlora",
         "data": {"tokens": 2e7}, "preferences": {"spot": "allow", "objective": "cheapest", "currency": "USD"}}
SERVE_CN = {"task": "inference", "workload": "llm", "model": {"preset": "qwen2.5-7b"},
            "inference": {"qps": 2, "input_tokens": 512, "output_tokens": 256, "p95_latency_s": 10},
            "preferences": {"objective": "cheapest", "currency": "CNY", "providers": ["tencent", "alibaba"]}}


def _sc(cat, base, **over):
    return parse_scenario({**base, **over}, cat)


def _offered(cat, sc) -> pd.DataFrame:
    return score_candidates(cat, sc, today=TODAY).drop_duplicates(["provider", "instance_type"])


def _no_bf16(cat) -> set[str]:
    s = cat["gpu_support"]
    return set(s.loc[~s["bf16"].astype(bool), "gpu"])


def test_a_bf16_job_is_never_offered_a_gpu_without_bf16_pick_or_alternative(cat):
    rec = recommend(cat, _sc(cat, QLORA, precision="bf16"), today=TODAY)
    shown = [rec.recommendation, *rec.alternatives]
    assert shown and not {o.gpu for o in shown if o is not None} & _no_bf16(cat)
    assert not set(_offered(cat, _sc(cat, QLORA, precision="bf16"))["gpu"]) & _no_bf16(cat)


def test_a_bf16_service_runs_fp16_on_a_card_without_bf16_but_never_below_vllms_compute_capability(cat):
    # bf16 weights are served in fp16 on a T4 (vLLM's dtype float16); the V100 (7.0), Pascal and older cards are
    # below the compute capability current vLLM releases need (defaults.csv serving_min_compute_capability: 7.5)
    offered = set(_offered(cat, _sc(cat, SERVE_CN, precision="bf16"))["gpu"])
    assert "T4" in offered
    sup = cat["gpu_support"]
    old = set(sup.loc[(sup["stack"] == "cuda") & (sup["compute_capability"] < 7.5), "gpu"])
    assert {"P40", "P100", "V100", "V100-32GB"} <= old and not offered & old
    for gpu in ("P40", "V100-32GB"):
        assert P.gpu_refusals(cat, gpu, "fp16", serving=True) == (P.NO_SERVING,)
        assert P.gpu_refusals(cat, gpu, "fp16") == ()  # training on them is a matter of price, not of software


def test_an_fp16_job_may_use_the_t4_and_v100_for_training_and_the_t4_for_serving(cat):
    assert "T4" in set(_offered(cat, _sc(cat, SERVE_CN, precision="fp16"))["gpu"])
    assert {"T4", "V100-32GB"} <= set(_offered(cat, _sc(cat, QLORA, precision="fp16"))["gpu"])


def test_no_gpu_current_pytorch_cannot_run_and_no_vdi_slice_or_retired_instance(cat):
    df = _offered(cat, _sc(cat, QLORA, precision="fp16"))
    assert not set(df["gpu"]) & {"MI25", "K80"}
    for prov, it in zip(df["provider"], df["instance_type"]):
        assert not P.purpose_refusals(P.purposes(cat, prov, it), training=True), (prov, it)
    azure = set(df.loc[df["provider"] == "azure", "instance_type"])
    assert not azure & {"Standard_NV32as_v4", "Standard_NC6", "Standard_NV12s_v3", "Standard_NV36ads_A10_v5"}
    # ... and the rows stay in the catalog (kept, not deleted), with their purpose.
    inst = cat["instances"]
    assert {"Standard_NV32as_v4", "Standard_NC6", "GN7.LARGE20"} <= set(inst["instance_type"])
    assert P.purposes(cat, "azure", "Standard_NV32as_v4") == ("vdi_graphics",)
    assert P.purposes(cat, "tencent", "GN7.LARGE20") == ("fractional",)
    assert P.gpu_refusals(cat, "MI25", "fp16") == (P.GPU_UNSUPPORTED,)


def test_the_rules_are_the_catalog_tables(cat):
    """Editing a row changes the rule: a T4 said to compute in BF16 is offered again; an instance marked retired
    is not; a 'serving' instance is kept for serving and not offered for training."""
    sup = cat["gpu_support"].copy()
    sup.loc[sup["gpu"] == "T4", "bf16"] = True
    edited = cat.with_table("gpu_support", sup)
    assert "T4" in set(_offered(edited, _sc(edited, QLORA, precision="bf16"))["gpu"])
    base = _offered(cat, _sc(cat, QLORA, precision="fp16"))
    it = base.iloc[0]
    pur = cat["instance_purposes"]
    for purpose, training_ok in (("retired", False), ("serving", False), ("training", True)):
        row = pd.DataFrame([{"provider": it["provider"], "instance_pattern": "^" + re.escape(it["instance_type"]) + "$",
                             "purpose": purpose, "source": "user", "as_of": "2026-12", "notes": ""}])
        c = cat.with_table("instance_purposes", pd.concat([pur, row], ignore_index=True))
        left = _offered(c, _sc(c, QLORA, precision="fp16"))
        hit = (left["provider"] == it["provider"]) & (left["instance_type"] == it["instance_type"])
        assert bool(hit.any()) is training_ok, purpose


def test_a_catalog_without_the_tables_uses_the_bundled_rules(cat):
    older = cat.with_table("gpu_support", cat["gpu_support"].iloc[0:0]).with_table(
        "instance_purposes", cat["instance_purposes"].iloc[0:0])
    assert not set(_offered(older, _sc(older, QLORA, precision="bf16"))["gpu"]) & _no_bf16(cat)


def test_the_support_table_agrees_with_the_gpu_table_and_covers_it(cat):
    g = cat["gpus"].set_index("gpu")
    s = cat["gpu_support"].set_index("gpu")
    assert set(g.index) == set(s.index)
    nv = g["vendor"] == "nvidia"
    assert (g.loc[nv, "bf16"].astype(bool) == s.loc[g.index[nv], "bf16"].astype(bool)).all()
    # FP8 from compute capability 8.9 (Transformer Engine's rule), BF16 from 8.0 (Ampere).
    cc = s["compute_capability"].dropna()
    assert (s.loc[cc.index, "fp8"].astype(bool) == (cc >= 8.9)).all()
    assert (s.loc[cc.index, "bf16"].astype(bool) == (cc >= 8.0)).all()
    cited = {p.split()[0] for cell in s["source"] for p in str(cell).split(";") if p.strip()}
    assert cited <= set(cat["sources"]["source_id"])


def test_a_bad_purpose_pattern_is_refused_with_its_row(cat):
    pur = cat["instance_purposes"].copy()
    pur.loc[len(pur)] = {"provider": "aws", "instance_pattern": "g6f.(", "purpose": "fractional", "source": "user",
                         "as_of": "2026-12", "notes": ""}
    problems = validate_catalog(cat.with_table("instance_purposes", pur))
    bad = [p for p in problems if p.code == "bad_pattern"]
    assert len(bad) == 1 and bad[0].file.endswith("instance_purposes.csv") and bad[0].row == len(pur) + 1


@pytest.mark.parametrize("training", [True, False])
def test_purpose_refusals(training):
    assert P.purpose_refusals(("vdi_graphics",), training) == ("vdi_graphics",)
    assert P.purpose_refusals(("serving",), training) == (("serving",) if training else ())
    assert P.purpose_refusals(("training",), training) == (() if training else ("training",))
