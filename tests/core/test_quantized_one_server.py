"""A 16-bit LLM service split across servers, whose 8-bit weights fit one server (expert25, serve-405b-1000cny-month):
Llama 3.1 405B on 16 x A100-80GB over a 64 Gbit/s VPC answered 200 tokens in about 40 s and said nothing of the
8-bit weights an engineer would name first. The tip quantized_one_server now gives the serving estimate's figures for
one server of the same GPU in 8-bit weights (W8A16 on the A100, which has no FP8)."""

from __future__ import annotations

import datetime as dt

from gpu_advisor import text as W
from gpu_advisor.core import select as SEL
from gpu_advisor.core.scenario.spec import parse_scenario

TODAY = dt.date(2026, 12, 2)
SERVE_405B = {"schema_version": 1, "task": "inference", "workload": "llm", "model": {"preset": "llama-3.1-405b"},
              "inference": {"qps": 1, "input_tokens": 500, "output_tokens": 200},
              "budget": {"amount": 1000, "currency": "CNY", "per": "month"},
              "preferences": {"providers": ["aliyun", "tencent"], "currency": "CNY"}}


def _tip(rec):
    return next((n for n in rec.tips if n.code == "quantized_one_server"), None)


def test_a_split_16_bit_service_names_the_8_bit_server(cat):
    rec = SEL.recommend(cat, parse_scenario(SERVE_405B, cat), today=TODAY)
    r = rec.recommendation
    assert r.nodes == 2 and r.gpu == "A100-80GB"
    tip = _tip(rec)
    assert tip is not None
    # 405 GB of 8-bit weights on 8 x 80 GB: one server; the A100 has no FP8, so W8A16; the answer is faster
    # without the pipeline across the VPC (the estimate's own figures), and more one-server copies carry 1 request/s
    assert tip.gpu == "A100-80GB" and tip.gpus_per_node == 8 and not tip.fp8 and tip.nodes_now == 2
    assert tip.latency_now_s is not None and tip.latency_s < tip.latency_now_s / 2
    assert tip.servers >= 1 and tip.monthly_cost is not None and tip.monthly_cost_now == r.monthly_cost
    for lang, word in (("en", "W8A16"), ("zh_CN", "8 位权重")):
        with W.using_language(lang):
            words, shown = W.describe_note(tip, "CNY"), W.seconds(tip.latency_s)
        assert word in words and shown in words, words


def test_no_tip_in_8_bit_or_on_one_server(cat):
    fp8 = SEL.recommend(cat, parse_scenario({**SERVE_405B, "precision": "fp8"}, cat), today=TODAY)
    assert _tip(fp8) is None
    small = SEL.recommend(cat, parse_scenario({**SERVE_405B, "model": {"preset": "llama-3.1-8b"}}, cat), today=TODAY)
    assert small.recommendation.nodes == 1 and _tip(small) is None


def test_the_command_line_prints_the_tip(cat):
    """The command line printed no tips at all (expert25b): the text output lists them as the window does."""
    from gpu_advisor.messages import recommendation_lines
    rec = SEL.recommend(cat, parse_scenario(SERVE_405B, cat), today=TODAY)
    tip = _tip(rec)
    assert tip is not None
    for lang, head in (("en", "Tip: "), ("zh_CN", "提示：")):
        with W.using_language(lang):
            words = W.describe_note(tip, "CNY")
        lines = recommendation_lines(rec.to_dict(), lang, cat, rec=rec)
        assert head + words in lines, lines
        # from the JSON alone (recommend --json piped back), the same line
        assert head + words in recommendation_lines(rec.to_dict(), lang, cat), lang
