"""The assumptions sheet names the engine's figures in words in its formulas: the Chinese proposal read
"vision_activation_bytes_per_image_fp32（ResNet-50，224 × 224）" and "launch_micro_batch_reference_gpu_gb" (walk 18),
and its exchange-rate row named the table's source in English."""

from __future__ import annotations

import re

import pytest

from gpu_advisor.core.scenario import parse_scenario
from gpu_advisor.core.select import recommend
from gpu_advisor.text import set_catalog, using_language
from gpu_advisor.text.assumptions import assumption_rows

ARTICLE = {"task": "train", "workload": "cv", "data": {"dataset_gb": 50}, "deadline_hours": 100,
           "budget": {"amount": 100000, "currency": "CNY", "per": "month"}}
IDS = re.compile(r"\b(vision|launch|bytes|allreduce|dp)_[a-z0-9_]+\b")


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_the_image_models_formulas_name_their_figures_in_words(cat, lang):
    rec = recommend(cat, parse_scenario(ARTICLE, cat))
    set_catalog(cat)
    with using_language(lang):
        rows = assumption_rows(rec)
    formulas = [src for _name, _value, src in rows if "ResNet-50" in src and ("16" in src)]
    assert formulas
    for src in formulas:
        assert not IDS.search(src), src
    act = next(src for name, _v, src in rows if name in ("Activations kept per image", "每张图像保留的激活"))
    assert act.count("224 × 224") == 1  # the figure's name says it once
    fx = next(src for name, _v, src in rows if name.startswith(("Exchange rate", "汇率")))
    assert ("中国外汇交易中心" in fx) == (lang == "zh_CN") and ("Trade System" in fx) == (lang == "en")


@pytest.mark.parametrize("lang, startup, spot", [("en", "Start-up of every run", "Spot interruptions a month"),
                                                 ("zh_CN", "每次运行在每台服务器上的启动", "竞价实例每月中断率")])
def test_the_sheet_lists_the_start_up_and_the_assumed_spot_rate(cat, lang, startup, spot):
    """The proposal's sheet left out the 10-minute start-up per server and the 60% spot interruptions a month that
    its reasons and warnings rely on (walk 18)."""
    rec = recommend(cat, parse_scenario(ARTICLE, cat))
    assert {"run_startup"} <= {n.code for n in rec.reasons} and "spot_rate_assumed" in {n.code for n in rec.warnings}
    set_catalog(cat)
    with using_language(lang):
        rows = assumption_rows(rec)
    up = next(r for r in rows if r[0].startswith(startup))
    assert up[1] in ("10 minutes", "10 分钟") and "tensorfuse" in up[2]
    rate = next(r for r in rows if r[0].startswith(spot))
    assert rate[1] == "60%" and rate[2]
