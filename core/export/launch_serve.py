"""The serving part of the launch files (vLLM): the model copies, tensor- and pipeline-parallel sizes, concurrency
and the context limit (``--max-model-len``) of ``vllm-serve.sh`` and the SkyPilot service."""

from __future__ import annotations

import dataclasses
import math

from .. import estimate as E
from ..base import finite_float
from ..catalog import Catalog
from ..scenario import Scenario
from .launch_base import LaunchPlan, MhaTwin, pow2_floor

# Engine precision -> vLLM --dtype.
VLLM_DTYPE = {"bf16": "bfloat16", "fp16": "float16", "fp32": "float32", "fp8": "auto"}


def _model_context(cat: Catalog, sc: Scenario) -> int | None:
    """The preset's own context (models.csv ``max_seq_len``), or None (a model given by its size)."""
    if not sc.preset:
        return None
    m = cat["models"]
    hit = m.loc[m["preset_id"] == sc.preset, "max_seq_len"]
    v = finite_float(hit.iloc[0]) if len(hit) else None
    return int(v) if v is not None and v >= 1 else None


def context_limit(model_ctx: int | None, kv_tokens: int | None, request: int | None) -> tuple[int | None, str]:
    """vLLM's ``--max-model-len`` and why: the model's own context where one copy's KV cache holds a sequence that
    long; else the largest power of two within the KV cache (vLLM refuses to start when one sequence of the limit
    does not fit; the power of two leaves room for the estimate's error), never below the requests' average
    length and never above the model's context. An average is not a limit: a longer conversation must still run."""
    if kv_tokens is None or kv_tokens < 1:
        return model_ctx, "model" if model_ctx else ""
    if model_ctx is not None and model_ctx <= kv_tokens:
        return model_ctx, "model"
    limit = max(pow2_floor(kv_tokens), request or 1)
    if model_ctx is not None:
        limit = min(limit, model_ctx)
    return limit, "kv_cache"


def _split(est) -> tuple[int, int, int]:
    """(GPUs per copy, tensor-parallel size, pipeline stages) of a serving estimate."""
    gpus = max(1, int(est.gpus_per_replica or est.tp))
    tp = max(1, min(gpus, int(est.tp or gpus)))  # within a server; a copy split across servers: one stage each
    return gpus, tp, max(1, gpus // tp)


def kv_layout(cat: Catalog, sc: Scenario, job) -> tuple[str, str]:
    """(attention layout, borrowed preset) of the KV cache the estimate sizes: the preset's own, or for a model given
    by its size the layout of the newest LLM preset of about its size (the estimate's rule); ("", "") when not known."""
    P = E.prepare(cat)
    if sc.preset:
        m = P.models.get(sc.preset)
        # (DeepSeek-V3's multi-head latent attention has no KV heads: an empty cell, pandas' NA, is no bool)
        known = m and (finite_float(m.get("n_kv_heads")) or E.attention_layout(m) == "MLA")
        return (E.attention_layout(m), "") if known else ("", "")
    info = E.job_info(P, job)
    best = E.nearest_llm_kv(P, info.params) if info.params else None
    if best is None:
        return ("MHA", "") if info.params else ("", "")  # the estimate's own derived architecture (MHA)
    return E.attention_layout(P.models.get(best[1]) or {}), best[1]


def mha_twins(cat: Catalog, sc: Scenario, borrowed: str, est, gpu: str, gpn: int, nodes: int,
              request: int | None) -> tuple[MhaTwin, ...]:
    """The same service for each catalog LLM preset with multi-head attention of ``borrowed``'s shape (its layers
    and width) or of about the model's size (within defaults.csv size_template_factor, the window the borrowed
    layout is taken from): the estimate run for that preset on the same GPUs, and the flags it would take."""
    from ..select import job_for

    P = E.prepare(cat)
    ref = P.models.get(borrowed) or {}
    out = []
    for pid, m in sorted(P.models.items(), key=lambda kv: abs(math.log((finite_float(kv[1].get("params_total")) or 1)
                                                                        / (sc.params or 1)))):
        if (pid == borrowed or str(m.get("kind")) != "llm" or E.attention_layout(m) != "MHA"
                or not finite_float(m.get("n_kv_heads"))):
            continue
        n = finite_float(m.get("params_total"))
        near = bool(n and sc.params and abs(math.log(n / sc.params)) <= math.log(E.size_template_factor(P)) + 1e-12)
        if (m.get("n_layers"), m.get("hidden_size")) != (ref.get("n_layers"), ref.get("hidden_size")) and not near:
            continue
        job2 = job_for(cat, dataclasses.replace(sc, preset=pid, params=None))
        try:
            est2 = E.estimate_config(cat, job2, gpu, gpn, nodes=nodes, interconnect=est.interconnect,
                                     network=est.network)
            gpus, tp, pp = _split(est2)
            shape = E.replica_shape(cat, job2, gpu, tp, pp)
        except (KeyError, ValueError, E.EstimateError):
            continue
        if not est2.fits or shape.kv_tok <= 0:
            continue
        tokens = int(shape.kv_capacity // shape.kv_tok)
        ctx = finite_float(m.get("max_seq_len"))
        limit, _ = context_limit(int(ctx) if ctx else None, tokens, request)
        out.append(MhaTwin(preset=pid, kv_bytes_per_token=float(shape.kv_tok), kv_cache_tokens=tokens,
                           max_num_seqs=int(est2.batch_per_replica or 1), max_model_len=limit, gpus_per_copy=gpus,
                           tp=tp))
    return tuple(out)


def serve_plan(cat: Catalog, d, sc: Scenario, job, opt, est, common, notes) -> LaunchPlan:
    gpus, tp, pp = _split(est)
    per_server = max(1, common["gpus_per_node"] // gpus)
    servers = max(1, int(opt.instances))
    needed = int(est.replicas_needed or (opt.estimate or {}).get("replicas_needed") or per_server * servers)
    request = int(sc.input_tokens + sc.output_tokens) if sc.input_tokens and sc.output_tokens else None
    kv_tokens = kv_seqs = kv_tok = None
    layout, borrowed = "", ""
    twins: tuple[MhaTwin, ...] = ()
    if sc.workload == "llm":
        try:
            shape = E.replica_shape(cat, job, common["gpu"], tp, pp)
            kv_tok = float(shape.kv_tok) if shape.kv_tok > 0 else None
            kv_tokens = int(shape.kv_capacity // shape.kv_tok) if shape.kv_tok > 0 else None
            kv_seqs = int(shape.kv_batch()) if shape.kv_average > 0 else None  # the estimate's "Sequences the KV ..."
        except (KeyError, ValueError):  # a GPU or model the serving model cannot size: the model's context alone
            kv_tokens = kv_seqs = None
        layout, borrowed = kv_layout(cat, sc, job)
        if borrowed and layout != "MHA" and kv_tokens is not None:
            twins = mha_twins(cat, sc, borrowed, est, common["gpu"], common["gpus_per_node"], int(opt.nodes),
                              int(sc.input_tokens + sc.output_tokens) if sc.input_tokens and sc.output_tokens
                              else None)
    model_ctx = _model_context(cat, sc)
    max_len, len_source = context_limit(model_ctx, kv_tokens, request)
    # the copies that run: every GPU of the servers rented serves (4 copies of 2 GPUs on an 8-GPU server even where
    # the load needs 3); a copy across servers (pipeline stages) counts once per its servers
    running = max(needed, servers * common["gpus_per_node"] // gpus)
    return LaunchPlan(kind="serve", nodes=servers, tp=tp, model_copies=needed, copies_per_server=per_server,
                      copies_running=running, servers_per_copy=max(1, -(-gpus // common["gpus_per_node"])),
                      gpus_per_copy=gpus, pipeline_parallel=pp,
                      max_num_seqs=int(est.batch_per_replica or 1),
                      max_model_len=max_len, max_model_len_source=len_source, model_context=model_ctx,
                      kv_layout=layout, kv_layout_preset=borrowed, kv_bytes_per_token=kv_tok, mha_twins=twins,
                      kv_cache_tokens=kv_tokens, kv_cache_sequences=kv_seqs, request_tokens=request,
                      batch_by_time=kv_seqs is not None and int(est.batch_per_replica or 1) < min(
                          kv_seqs, float(d.get("serving_max_batch", math.inf))),
                      gpu_memory_utilization=float(d.get("serving_memory_fraction", 0.9)),
                      qps=sc.qps, qps_per_copy=est.qps_per_replica, notes=tuple(notes), **common)
