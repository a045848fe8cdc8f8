"""The attention layout of a language model: a preset's own (models.csv heads and KV heads), and for a model given
only by its size the layout of the newest catalog LLM preset of about its size (``nearest_llm_kv_of``), which the estimate assumes for it in every
path (the serving path sizes its KV cache with it; the architecture line of training and serving names it). Apart
from job.py and serving.py so that both read it without an import cycle."""

from __future__ import annotations

import math

from ..base import finite_float
from .data import Prepared


def is_mla(model: dict | None) -> bool:
    """A language-model preset with attention heads and no KV heads: multi-head latent attention (DeepSeek-V2/V3,
    models.csv); an encoder row without KV heads is multi-head attention."""
    return (model is not None and model.get("kind") == "llm" and bool(finite_float(model.get("n_heads")))
            and finite_float(model.get("n_kv_heads")) is None)


def attention_layout(model) -> str:
    """A preset's attention layout as its KV cache has it: MLA (a latent), MHA (a KV head per head), MQA (one KV head)
    or GQA (groups of heads share one)."""
    if is_mla(model):
        return "MLA"
    heads, kvh = finite_float(model.get("n_heads")), finite_float(model.get("n_kv_heads"))
    if not kvh or not heads or kvh >= heads:
        return "MHA"
    return "MQA" if kvh == 1 else "GQA"


def nearest_llm_kv_of(P: Prepared, params: float) -> tuple[float, str, float] | None:
    """(log distance, preset id, 2 x kv_heads x head_dim x layers) of the catalog's dense LLM preset a model of
    ``params`` given by its size takes its attention layout from (None: the catalog has no LLM preset with its
    architecture), searched afresh: the newest (models.csv as_of, by year) of those within ``size_template_factor``
    of its size (defaults.csv; the nearest in size among those of the same year), else the nearest in size. A size typed today is
    most likely a current model's: "13B" took Llama 2 13B's multi-head layout, five times the KV cache of the
    grouped-query 14B models released since (walk 24). A mixture of experts is no template for a dense size."""
    near: tuple[float, str, float] | None = None
    newest: tuple[str, float, str, float] | None = None  # (as_of, -distance, preset, kv)
    limit = math.log(size_template_factor(P))
    for pid, m in P.models.items():
        n, L = finite_float(m.get("params_total")), finite_float(m.get("n_layers"))
        kvh, hd = finite_float(m.get("n_kv_heads")), finite_float(m.get("head_dim"))
        if str(m.get("kind")) != "llm" or not (n and L and kvh and hd):
            continue
        active = finite_float(m.get("params_active"))
        if active and active < n * 0.999:
            continue  # a mixture of experts
        dist = abs(math.log(n / params))
        kv = 2 * kvh * hd * L
        if near is None or dist < near[0]:
            near = (dist, pid, kv)
        if dist <= limit + 1e-12:
            key = (str(m.get("as_of") or "")[:4], -dist, pid, kv)  # (by year: many rows give the year only)
            if newest is None or key[:2] > newest[:2]:
                newest = key
    if newest is not None:
        return (-newest[1], newest[2], newest[3])
    return near


def size_template_factor(P: Prepared) -> float:
    """defaults.csv size_template_factor (1: the nearest in size only, a catalog without the row)."""
    row = P.defaults.get("size_template_factor")
    v = finite_float(getattr(row, "value", None)) if row is not None else None
    return v if v and v >= 1.0 else 1.0


def nearest_llm_kv(P: Prepared, params: float) -> tuple[float, str, float] | None:
    """``nearest_llm_kv_of``, once per prepared catalog and size: it was searched again for each GPU configuration
    of a serving job (39% of the job's time for a model given by its size)."""
    memo = P.nearest_llm_kv
    if params not in memo:
        if len(memo) >= 64:  # sizes typed one after another: a few kept
            memo.clear()
        memo[params] = nearest_llm_kv_of(P, params)
    return memo[params]
