"""Sliding-window attention bounds the KV cache (models.csv ``sliding_window``, ``sliding_window_layers``): Mistral 7B
(v0.1) attends to the last 4,096 tokens on every layer, Gemma 2 on every other layer (NeMo's configs). A long request
kept 4,096 tokens per windowed layer, not its whole length: the serving estimate counted a 30K-token Mistral prompt's
KV cache seven times too large, and a Gemma 2 9B 7.7K prompt's 1.9 times on half its layers, so it served fewer
requests per copy than the model does."""

from __future__ import annotations

import datetime as dt
import math

import numpy as np
import pytest

from gpu_advisor import text as W
from gpu_advisor.text.assumptions import _engine_source
from gpu_advisor.core.estimate.serving import Shape, windowed_average
from gpu_advisor.core.scenario.spec import parse_scenario
from gpu_advisor.core.select.recommendation import recommend

TODAY = dt.date(2026, 12, 2)


def test_the_presets_carry_their_window(cat):
    m = cat["models"].set_index("preset_id")
    assert (m.at["mistral-7b", "sliding_window"], m.at["mistral-7b", "sliding_window_layers"]) == (4096, 32)
    assert (m.at["gemma-2-9b", "sliding_window"], m.at["gemma-2-9b", "sliding_window_layers"]) == (4096, 21)
    assert (m.at["gemma-2-27b", "sliding_window"], m.at["gemma-2-27b", "sliding_window_layers"]) == (4096, 23)
    assert m["sliding_window"].isna()["mixtral-8x7b"] and m["sliding_window"].isna()["llama-3.1-8b"]


def test_a_windowed_layer_keeps_at_most_the_window():
    assert windowed_average(1000, 200, 4096) == 1100  # shorter than the window: the whole context
    assert windowed_average(30000, 512, 4096) == 4096  # past it: the window
    # crossing it: 96 output tokens below the window (average 4048), 104 at it
    assert windowed_average(4000, 200, 4096) == pytest.approx((96 * 4048 + 104 * 4096) / 200)
    base = dict(active=1.0, weights=0.0, kv_tok=100.0, n_in=30000.0, n_out=512.0, tp=1, pp=1, peak=1.0, bw=1.0,
                usable=1e12, tp_eff=1.0)
    full, half = Shape(**base), Shape(**base, win_share=0.5, window=4096)
    assert full.kv_request == 100 * 30512 and half.kv_request == 100 * (0.5 * 30512 + 0.5 * 4096)
    assert Shape(**base, win_share=1.0, window=4096).kv_average == 100 * 4096
    assert Shape(**base, win_share=0.0, window=math.inf).kv_average == full.kv_average


def _serve(cat, preset: str, n_in: int, n_out: int):
    obj = {"schema_version": 1, "task": "inference", "workload": "llm", "model": {"preset": preset},
           "precision": "bf16", "inference": {"qps": 5, "input_tokens": n_in, "output_tokens": n_out},
           "preferences": {"spot": "avoid", "objective": "cheapest", "currency": "USD", "providers": ["aws"]}}
    return recommend(cat, parse_scenario(obj, cat, preset), today=TODAY)


def test_a_long_request_serves_more_with_the_window(cat):
    m = cat["models"].copy()
    m[["sliding_window", "sliding_window_layers"]] = np.nan
    nowin = cat.with_table("models", m)
    win, old = _serve(cat, "mistral-7b", 30000, 512), _serve(nowin, "mistral-7b", 30000, 512)
    a, b = win.recommendation, old.recommendation
    # (with its prompt's attention over the window too, a copy on 8 x H200 carries the load where 8 x B200 did)
    assert a.monthly_cost < b.monthly_cost, (a.instance_type, b.instance_type)
    assert a.estimate["qps_per_replica"] > 1.3 * b.estimate["qps_per_replica"]
    assert a.estimate["memory_per_gpu_gb"] < b.estimate["memory_per_gpu_gb"]
    text = str(win.to_dict())
    assert "kv_sliding_window" in text and "32 of 32 layers attend to the last 4096 tokens" in text
    with W.using_language("zh_CN"):  # the note in the reader's words (a proposal in Chinese carries no English)
        said = _engine_source("models.csv: 32 of 32 layers attend to the last 4096 tokens only, and cache no more of "
                              "a sequence")
    assert said is not None and "32 层中有 32 层只关注最近的 4,096 个 token" in said
    # Gemma 2 9B: half its layers windowed, a 7.7K prompt: fewer servers for the same 5 requests a second
    g, g_old = _serve(cat, "gemma-2-9b", 7680, 256).recommendation, _serve(nowin, "gemma-2-9b", 7680, 256).recommendation
    assert g.monthly_cost < g_old.monthly_cost


def test_a_windowed_layer_attends_to_at_most_the_window_in_prefill_and_decode():
    """The attention FLOPs of a prompt (its time to first token) and of each round counted the whole context on a
    sliding-window layer too: a 30,000-token Mistral prompt's causal attention as 30,000^2 / 2 positions, where each
    token past the first 4,096 attends to 4,096 (4,096^2 / 2 + 25,904 x 4,096: 0.25 of it)."""
    base = dict(active=7e9, weights=0.0, kv_tok=100.0, n_in=30000.0, n_out=512.0, tp=1, pp=1, peak=1e15, bw=1e12,
                usable=1e12, tp_eff=1.0, attn_pos=1e6)
    full, win, half = Shape(**base), Shape(**base, win_share=1.0, window=4096), \
        Shape(**base, win_share=0.5, window=4096)
    positions = 4096 ** 2 / 2 + (30000 - 4096) * 4096
    assert win.prefill_flops == pytest.approx(2 * 7e9 * 30000 + 1e6 * positions)
    assert full.prefill_flops == pytest.approx(2 * 7e9 * 30000 + 1e6 * 30000 ** 2 / 2)
    assert half.prefill_flops == pytest.approx((full.prefill_flops + win.prefill_flops) / 2)
    # each round: the decode over the window (4,096 positions, not 30,256) and the prompt's share over its output
    assert win.seq_flops == pytest.approx(2 * 7e9 * (1 + 30000 / 512) + 1e6 * (4096 + positions / 512))
    # a prompt shorter than the window: as a full layer
    short = dict(base, n_in=2000.0)
    assert Shape(**short, win_share=1.0, window=4096).prefill_flops == pytest.approx(Shape(**short).prefill_flops)
    assert Shape(**short, win_share=1.0, window=4096).seq_flops == pytest.approx(Shape(**short).seq_flops)
