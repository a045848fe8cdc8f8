"""Words that contradicted each other or read wrong in walk 19: the speed cap's warning against the GPU efficiency
shown, a service's Assumptions listing training rows, Chinese spacing ("GPU不同", "10.7 亿 字节") and a plural for
one spot price."""

from __future__ import annotations

import datetime as dt

import pytest

from gpu_advisor import text as W
from gpu_advisor.core.base import MfuCapped
from gpu_advisor.core.scenario.spec import parse_scenario
from gpu_advisor.core.select.recommendation import recommend

TODAY = dt.date(2026, 12, 6)


@pytest.fixture(scope="module")
def qa_pairs(cat):
    sc = parse_scenario({"schema_version": 1, "task": "finetune", "workload": "llm",
                         "data": {"items": 20000, "item_kind": "qa_pairs"}}, cat)
    return recommend(cat, sc, today=TODAY)


def test_the_cap_warning_gives_the_efficiency_shown(cat, qa_pairs):
    rec = qa_pairs
    capped = [w for w in rec.warnings if isinstance(w, MfuCapped)]
    assert capped, "the padded fine-tune's A100 speed is capped"
    (w,) = capped
    assert w.gpu == rec.recommendation.gpu  # about the answer shown
    shown = float(rec.recommendation.estimate["mfu"])
    assert w.overall == pytest.approx(shown) and w.overall < w.mfu
    W.set_catalog(cat)
    with W.using_language("en"):
        text = W.describe_note(w, "USD")
    assert W.percent(shown) in text and "the GPU efficiency shown" in text


def test_a_services_assumptions_list_no_training_rows(cat):
    sc = parse_scenario({"schema_version": 1, "task": "inference", "workload": "llm", "inference": {"users": 300}},
                        cat)
    rec = recommend(cat, sc, today=TODAY)
    W.set_catalog(cat)
    with W.using_language("en"):
        names = [r[0] for r in W.assumption_rows(rec.to_dict())]
    assert "Overall utilisation (MFU, as published runs report it)" not in names
    assert "Training FLOPs per parameter and token" not in names
    assert "Sequences the KV cache holds" in names and "Sequences a copy runs at once (--max-num-seqs)" in names


def test_chinese_spacing_of_values_and_what_ifs(cat):
    rows = [{"assumption": "reference_run.gpu", "choice": c, "value": g, "gpu_count": 8, "gpu": "A100",
             "wall_hours": 2.9, "total_cost": 62.45, "currency": "CNY"}
            for c, g in (("small", "T4"), ("large", "A100-80GB"))]
    with W.using_language("zh_CN"):
        (line,) = W.what_if_lines(rows, cat)
        assert "GPU不同" not in line and "GPU 不同" in line, line
        from gpu_advisor.text.assumptions import assumption_rows
        rows = assumption_rows({"assumptions": {"estimate": {"gpu_memory_bytes_per_gb": {
            "value": 1073741824, "unit": "bytes", "source": ""}}}})
        value = [r[1] for r in rows if "10.7" in r[1]]
        assert value and "亿 字节" not in value[0] and "亿字节" in value[0]
        one = W.translate("Words", "{0} spot price(s) (was|were) left out: (it|they) (lies|lie) further below "
                                   "on-demand than the cloud's usual spot discount. Enter the spot price you were "
                                   "quoted in the catalog to use (it|them).", None, 1)
        assert "它们" not in one
