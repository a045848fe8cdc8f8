"""The estimate engine's serving model (v2): how many requests a replica of the model serves per second on a GPU
configuration, from prefill and decode separately, and how a model too large for one server is split across
servers. Explained in ``docs/estimates.md`` section 3; checked against published serving figures by
``bench/serving.py``.

A replica is ``tp`` GPUs of one server in tensor parallel, times ``pp`` servers in pipeline parallel (``pp`` is 1
unless one server cannot hold the model: then every server of the cluster is one pipeline stage, as vLLM and SGLang
serve a model across nodes). Per scheduler round every running sequence gets one token (decode) and the requests
that join in that round get their prompts processed in the same batch (chunked prefill, vLLM's and SGLang's
default). A round takes the sum of

* memory: the weights read once per micro-batch (``pp`` micro-batches in flight, one per stage) and every
  sequence's KV cache read once, at ``inference_bandwidth_efficiency`` of the datasheet bandwidth;
* compute: ``2 x N_active`` FLOPs per decoded and per prefilled token, at ``inference_compute_efficiency`` of the
  dense peak.

The batch is the KV cache's capacity (the memory left after the weights under ``serving_memory_fraction``, at the
requests' average length), at most ``serving_max_batch``, and lowered until the latency bounds hold: the time per
output token of the service's use (``chat_tpot_s`` for a chat, MLPerf Inference's Interactive bound;
``serving_default_tpot_s`` for an API, its Server bound, also taken when neither a use nor a whole-request target
is given; none for batch work) and the scenario's whole-request target (``p95_latency_s``).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING, NamedTuple

from ..base import finite_float, GpuNoComputeFigures, ServingFitsOneServer
from .data import ConfigEstimate, GpuSpec, bad_input, bytes_w, Ctx, gb
from .layout import is_mla, nearest_llm_kv
from .speed import intra_node_efficiency, dense_peak

if TYPE_CHECKING:
    from .data import JobInfo


class Shape(NamedTuple):
    """What one replica's rate depends on: the model (active parameters, weight bytes, KV bytes per token), the
    request (input and output tokens), the split (``tp`` GPUs per stage, ``pp`` stages) and one GPU (dense peak
    FLOP/s, bandwidth B/s, bytes usable for weights and KV cache), with the tensor-parallel efficiency. A named
    tuple, not a dataclass: a serving estimate makes ~8 variants of it (``_replace``), and ``dataclasses.replace``
    was a third of the time of a new model size's ~260 configurations."""

    active: float
    weights: float
    kv_tok: float
    n_in: float
    n_out: float
    tp: int
    pp: int
    peak: float
    bw: float
    usable: float
    tp_eff: float
    attn_pos: float = 0.0  # attention FLOPs per token per position of its context (forward; 0: not counted)
    # Sliding-window attention (models.csv sliding_window, sliding_window_layers): the share of ``kv_tok`` that is the
    # windowed layers', whose cache holds a sequence's last ``window`` tokens only (0 and inf: none)
    win_share: float = 0.0
    window: float = math.inf

    @property
    def gpus(self) -> int:
        return self.tp * self.pp

    @property
    def kv_capacity(self) -> float:
        """Bytes of KV cache the replica holds after its weights."""
        return max(0.0, self.gpus * self.usable - self.weights)

    @property
    def seq_flops(self) -> float:
        """FLOPs of one running sequence per round: its output token and its share of the prompt (2 x N_active per
        token), and attention over its context: the decode at its average length (input + half the output) and the
        prompt's causal attention (input^2 / 2 positions) spread over its output tokens. A sliding-window layer
        (``win_share`` of them) attends to at most ``window`` positions: its decode over ``windowed_average``, its
        prompt over ``windowed_positions``."""
        full = self.n_in + self.n_out / 2 + self.n_in * self.n_in / (2 * self.n_out)
        return 2 * self.active * (1 + self.n_in / self.n_out) + self.attn_pos * (
            (1.0 - self.win_share) * full + self.win_share * (
                windowed_average(self.n_in, self.n_out, self.window)
                + windowed_positions(self.n_in, self.window) / self.n_out) if self.win_share else full)

    @property
    def prefill_flops(self) -> float:
        """FLOPs of one prompt alone: 2 x N_active per token and its causal attention (input^2 / 2 positions; on a
        sliding-window layer, each token over at most ``window`` of them)."""
        return 2 * self.active * self.n_in + self.attn_pos * (
            (1.0 - self.win_share) * self.n_in * self.n_in / 2
            + self.win_share * windowed_positions(self.n_in, self.window))

    @property
    def kv_request(self) -> float:
        """KV bytes of one request at its full length (what must fit for the replica to serve it at all): the
        windowed layers' at most ``window`` tokens."""
        n = self.n_in + self.n_out
        return self.kv_tok * ((1.0 - self.win_share) * n + self.win_share * min(n, self.window))

    @property
    def kv_average(self) -> float:
        """KV bytes of a running request on average over its life (input + half the output; the windowed layers'
        at most ``window`` tokens at each moment of it)."""
        return self.kv_tok * ((1.0 - self.win_share) * (self.n_in + self.n_out / 2)
                              + self.win_share * windowed_average(self.n_in, self.n_out, self.window))

    def fits(self) -> bool:
        return self.kv_capacity >= self.kv_request and self.kv_capacity > 0

    def kv_batch(self) -> int:
        """Sequences the KV cache holds at once, at their average length (the steady state of continuous
        batching: paged KV blocks are held by what is in flight)."""
        if self.kv_average <= 0:
            return 1 << 30
        return int(self.kv_capacity // self.kv_average)


def windowed_average(n_in: float, n_out: float, window: float) -> float:
    """Tokens a sliding-window layer caches for a request on average over its output: min(n_in + t, window) averaged
    over t from 0 to n_out (the whole context while it is shorter than the window, then the window)."""
    if n_in >= window:
        return window
    if n_out <= 0 or n_in + n_out <= window:
        return n_in + max(n_out, 0.0) / 2
    below = window - n_in  # output tokens before the context reaches the window
    return (below * (n_in + window) / 2 + (n_out - below) * window) / n_out


def windowed_positions(n: float, window: float) -> float:
    """Positions a prompt of ``n`` tokens attends to in all on a sliding-window layer, its causal attention: n^2 / 2
    while the prompt is shorter than the window (as a full layer's), then each token past it over the window only
    (window^2 / 2 + (n - window) x window)."""
    if n <= window:
        return n * n / 2
    return window * window / 2 + (n - window) * window


def sliding_window(ctx: Ctx, info: JobInfo, model: dict, record: bool = True) -> tuple[float, float]:
    """(share of the KV cache per token in layers with sliding-window attention, their window in tokens) of a preset
    (models.csv ``sliding_window``, ``sliding_window_layers``: Mistral 7B every layer, Gemma 2 every other one);
    (0, inf) where none is given, or the model is given by its size."""
    if info.arch is None or not info.arch.from_preset or is_mla(model):
        return 0.0, math.inf
    w, n = finite_float(model.get("sliding_window")), finite_float(model.get("sliding_window_layers"))
    if not w or not n or w <= 0 or n <= 0:
        return 0.0, math.inf
    share = min(n, info.arch.layers) / info.arch.layers
    if record:
        ctx.note("kv_sliding_window", w, "tokens",
                 f"models.csv: {int(min(n, info.arch.layers))} of {info.arch.layers} layers attend to the last "
                 f"{int(w)} tokens only, and cache no more of a sequence")
    return share, w


def round_s(s: Shape, b: float, eta_c: float, eta_b: float) -> float:
    """Seconds of one scheduler round at ``b`` running sequences: each gets one output token, and ``b / n_out``
    requests join with their prompts (chunked prefill in the same batch). The time to read the memory and the time
    to compute add up: fitted on the published runs (bench/serving.py), the sum beats the roofline's max, which
    credits a round near the ridge point with work done twice at once."""
    mem = (s.pp * s.weights + b * s.kv_average) / (s.gpus * s.bw * eta_b)
    comp = s.seq_flops * b / (s.gpus * s.peak * eta_c)
    return (mem + comp) / s.tp_eff


def ttft_s(s: Shape, eta_c: float) -> float:
    """Seconds to process one prompt alone (every stage in turn): the time to first token without queueing."""
    return s.prefill_flops / (s.tp * s.peak * eta_c) / s.tp_eff


def tokens_per_s(s: Shape, b: float, eta_c: float, eta_b: float) -> float:
    """Output tokens/s of the replica at ``b`` running sequences."""
    return b / round_s(s, b, eta_c, eta_b)


def latency_s(s: Shape, b: float, eta_c: float, eta_b: float) -> float:
    """One request's time at batch ``b``: its prompt, then one round per output token (no queueing)."""
    return ttft_s(s, eta_c) + s.n_out * round_s(s, b, eta_c, eta_b)


def batch_bound(s: Shape, seconds: float, eta_c: float, eta_b: float) -> float:
    """The batch b at which ``round_s(s, b)`` equals ``seconds`` (a round is a line in b: the weights' read, then
    per sequence its KV read and its compute), as a real number: where ``_largest`` starts its walk (inf when a
    round does not grow with b)."""
    per = s.kv_average / (s.gpus * s.bw * eta_b) + s.seq_flops / (s.gpus * s.peak * eta_c)
    fixed = s.pp * s.weights / (s.gpus * s.bw * eta_b)
    return (seconds * s.tp_eff - fixed) / per if per > 0 else math.inf


def _largest(lo: int, hi: int, ok: Callable[[int], bool], guess: float | None = None) -> int:
    """The largest n in [lo, hi] with ``ok(n)``, for ``ok`` true up to some n and false after (lo when none is
    above it): a binary search, or, given ``guess`` (where the bound is worked out in closed form, e.g.
    ``batch_bound``), a walk from it that asks ``ok`` itself at the edge, so the answer is the search's exactly."""
    if guess is not None and math.isfinite(guess):
        n = min(max(int(math.floor(guess)), lo), hi)
        if ok(n):
            while n < hi and ok(n + 1):
                n += 1
            return n
        while n > lo and not ok(n - 1):
            n -= 1
        return max(n - 1, lo)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if ok(mid):
            lo = mid
        else:
            hi = mid - 1
    return lo


def kv_bytes_per_token(ctx: Ctx, info: JobInfo, wb: float) -> float:
    """KV-cache bytes per token: 2 x layers x kv_heads x head_dim x bytes from the preset's architecture. A model
    given by its size only takes the KV layout of the newest catalog LLM preset of about its size (models.csv): every
    large open model since 2023 uses grouped-query attention, whose KV cache is 1/8 of the multi-head one a size
    alone would imply (Llama 2/3 70B, Qwen2.5 72B: 8 KV heads of 64)."""
    arch = info.arch
    if arch is None:
        return 0.0
    kv_b = min(wb, ctx.d("bytes_per_param_bf16"))
    if arch.from_preset:
        v = arch.kv_elems_per_token_layer * arch.layers * kv_b
        mla = is_mla(ctx.P.models.get(info.model_id or info.job.preset or ""))
        ctx.note("kv_cache_bytes_per_token", v, "bytes",
                 "layers x (latent + RoPE key dims) x bytes (multi-head latent attention, models.csv architecture)"
                 if mla else "2 x layers x kv_heads x head_dim x bytes (models.csv architecture)")
        return v
    best = nearest_llm_kv(ctx.P, info.params)
    if best is None:
        v = arch.kv_elems_per_token_layer * arch.layers * kv_b
        ctx.note("kv_cache_bytes_per_token", v, "bytes", "2 x layers x hidden x bytes (architecture derived from "
                 "params, MHA)")
        return v
    v = best[2] * kv_b
    ctx.note("kv_cache_bytes_per_token", v, "bytes",
             f"models.csv {best[1]} (the newest LLM preset of about its size; 2 x layers x kv_heads x head_dim x bytes)")
    # (the architecture line names this layout already: job.py takes the same preset's for a model of this size)
    return v


def shapes(ctx: Ctx, info: JobInfo, spec: GpuSpec, gpn: int, nodes: int, link: str,
           record: bool = True) -> tuple[list[Shape], float, float]:
    """The replica splits this configuration can run, with the bytes usable per GPU and the runtime overhead: on one
    server tp = 1, 2, 4 ... up to its GPUs (spare GPUs idle); on several, tp = the server's GPUs and one pipeline
    stage per server. Raises ``serving_fits_one_server`` for several servers when one already holds the model
    (a replica is split across servers only when it must be)."""
    job = info.job
    n_in = job.input_tokens if job.input_tokens is not None else ctx.d("scenario_input_tokens")
    n_out = job.output_tokens if job.output_tokens is not None else ctx.d("scenario_output_tokens")
    if record:
        ctx.note("input_tokens", n_in, "tokens",
                 "job" if job.input_tokens is not None else "defaults.csv scenario_input_tokens")
        ctx.note("output_tokens", n_out, "tokens",
                 "job" if job.output_tokens is not None else "defaults.csv scenario_output_tokens")
    wb = bytes_w(ctx, job.precision)
    kv_tok = kv_bytes_per_token(ctx, info, wb)
    unit = gb(ctx)
    over = ctx.d("inference_runtime_overhead_gb") * unit
    usable = spec.memory_gb * unit * ctx.d("serving_memory_fraction") - over
    peak = dense_peak(ctx, spec, job.precision)
    if record:
        ctx.note("peak_tflops", peak, f"TFLOPS dense {job.precision}", spec.source)
    bw = (spec.bandwidth_gbs or 0.0) * 1e9
    if not bw:
        raise bad_input("gpu", GpuNoComputeFigures(precision="memory bandwidth"), spec.name)
    attn, how = 0.0, ""
    model = ctx.P.models.get(info.model_id or job.preset or "") or {}
    heads = finite_float(model.get("n_heads"))
    if info.arch is not None and info.arch.from_preset and heads and is_mla(model) \
            and "mla_rope_dims" in ctx.P.defaults:
        # Multi-head latent attention (a preset without KV heads): the decode attends in the latent space, scores
        # over the latent + RoPE key and values over the latent, in every head (DeepSeek-V2/V3's absorbed form)
        lat, rope = ctx.d("kv_latent_dims_mla"), ctx.d("mla_rope_dims")
        attn = ctx.d("inference_flops_per_param_token") * heads * (lat + lat - rope) * info.arch.layers
        how = "multi-head latent attention: 2 x heads x (latent + RoPE key + latent value dims) x layers"
    elif info.arch is not None and "attention_flops_per_token_layer_hidden_seq" in ctx.P.defaults:
        # the forward share (inference / training FLOPs per parameter) of the training attention count, per
        # position of the context: PaLM's 12 L H Q T with H Q = the width (estimates v3.4)
        attn = (ctx.d("attention_flops_per_token_layer_hidden_seq") * ctx.d("inference_flops_per_param_token")
                / ctx.d("train_flops_per_param_token") * info.arch.layers * info.arch.hidden)
        how = "attention_flops_per_token_layer_hidden_seq x inference / train FLOPs per parameter x layers x width"
    if record and how:
        ctx.note("attention_flops_per_position", attn, "FLOPs per token and position", how)
    share, window = sliding_window(ctx, info, model, record)
    base = Shape(active=info.active, weights=info.params * wb, kv_tok=kv_tok, n_in=float(n_in), n_out=float(n_out),
                 tp=1, pp=1, peak=peak * 1e12, bw=bw, usable=usable, tp_eff=1.0, attn_pos=attn, win_share=share,
                 window=window)
    one = [base._replace(tp=2 ** i) for i in range(int(math.log2(gpn)) + 1)]
    if nodes <= 1:
        return one, usable, over
    if any(s.fits() for s in one):
        raise bad_input("nodes", ServingFitsOneServer(gpu=spec.name, gpus_per_node=gpn), nodes)
    return [base._replace(tp=gpn, pp=nodes)], usable, over


def inference_estimate(ctx: Ctx, info: JobInfo, spec: GpuSpec, gpn: int, nodes: int, link: str,
               net: str | None) -> ConfigEstimate:
    job = info.job
    G = gpn * nodes
    options, usable, over = shapes(ctx, info, spec, gpn, nodes, link)
    unit = gb(ctx)
    eta_c = ctx.d("inference_compute_efficiency")
    eta_b = ctx.d("inference_bandwidth_efficiency")
    max_batch = int(ctx.d("serving_max_batch"))
    target = job.p95_latency_s
    tpot = None
    # The time a token the batch is bounded by: a chat's (people read the answer as it streams), an API's (MLPerf's
    # Server bound), none for batch work (the batch is what the memory holds); a service of no said use is bounded
    # by the API's when it gives no whole-request target either.
    key = {"chat": "chat_tpot_s", "api": "serving_default_tpot_s"}.get(str(job.service_use)) \
        or ("serving_default_tpot_s" if job.service_use is None and target is None else None)
    fallback = None
    if key is not None:
        tpot = ctx.d(key)
        why = {"chat": "a chat service", "api": "an API service"}.get(str(job.service_use), "no latency target given")
        ctx.note(key, tpot, "s per output token",
                 ctx.used[key].source + f" ({why}: the batch is bounded by this time per output token)")
        # A chat's bound that even one request alone misses here is no bound to size by (a batch of one would
        # multiply the copies for nothing): such a configuration is sized as an API, and said to be slow for a chat
        # (core/select/serving_time.py; the answer prefers configurations that meet it).
        fallback = ctx.d("serving_default_tpot_s") if key == "chat_tpot_s" else None
    first = ctx.d("chat_ttft_s") if str(job.service_use) == "chat" and "chat_ttft_s" in ctx.P.defaults else None

    def with_eff(s: Shape, record: bool) -> Shape:
        return s._replace(tp_eff=intra_node_efficiency(ctx, link, "llm", s.tp, record=record))

    def batch(s: Shape, record: bool) -> int:
        b_max = max(min(max_batch, s.kv_batch()), 1)
        bound = tpot
        if bound is not None and fallback is not None and round_s(s, 1, eta_c, eta_b) > bound:
            bound = fallback
        if bound is not None:  # (with a whole-request target too, both hold)
            b_max = _largest(1, b_max, lambda n: round_s(s, n, eta_c, eta_b) <= bound,
                             batch_bound(s, bound, eta_c, eta_b))
        if target is not None:
            if latency_s(s, 1, eta_c, eta_b) > target:
                if record:
                    def alone(n: int) -> bool:  # one request of n output tokens, alone on the replica
                        r = s._replace(n_out=float(max(n, 1)))
                        return ttft_s(r, eta_c) + n * round_s(r, 1, eta_c, eta_b) <= target
                    # The most output tokens one request may ask for within the target here (0: not even one).
                    ctx.warn("latency_unreachable", latency_s=latency_s(s, 1, eta_c, eta_b), target_s=target,
                             tp=s.gpus, max_output_tokens=_largest(0, int(s.n_out), alone) if alone(1) else 0)
                return 1
            return _largest(1, b_max, lambda n: latency_s(s, n, eta_c, eta_b) <= target,
                            batch_bound(s, (target - ttft_s(s, eta_c)) / s.n_out, eta_c, eta_b))
        return b_max

    fitting = [s for s in options if s.fits()]
    fits = bool(fitting)
    if fits:
        # The split that serves the most tokens/s on the GPUs given (replicas x rate), among the ones whose single
        # request meets the latency target; when none does, the one whose request is fastest (core.select answers
        # the service as impossible when no configuration meets the target).
        def total(s: Shape) -> float:
            e = with_eff(s, False)
            b_ = batch(e, False)
            return tokens_per_s(e, b_, eta_c, eta_b) * (G // s.gpus)

        def single(s: Shape) -> float:
            return latency_s(with_eff(s, False), 1, eta_c, eta_b)
        meeting = fitting if target is None else [s for s in fitting if single(s) <= target]
        if first is not None:
            # A chat's first token (chat_ttft_s) is sized by the split: a prompt's prefill runs on the replica's
            # GPUs, so a wider tensor-parallel split brings the first token sooner where a narrow one misses it
            quick = [s for s in meeting if ttft_s(with_eff(s, False), eta_c) <= first * (1 + 1e-9)]
            if quick and len(quick) < len(meeting):
                ctx.note("chat_ttft_s", first, "s", ctx.used["chat_ttft_s"].source + " (a chat service: the "
                         "GPUs of a copy are chosen so that one prompt's first token comes within this time)")
            meeting = quick or meeting
        if meeting:
            shape = max(meeting, key=lambda s: (total(s), -s.gpus))
        else:
            shape = min(fitting, key=lambda s: (single(s), s.gpus))
    else:
        shape = options[-1]
        ctx.warn("does_not_fit", gpu=spec.name, gpus=shape.gpus,
                 memory_gb=(shape.weights + shape.kv_request) / shape.gpus / unit + over / unit,
                 capacity_gb=spec.memory_gb * ctx.d("serving_memory_fraction"))
    shape = with_eff(shape, True)
    b = batch(shape, True)
    if target is not None:
        ctx.note("p95_latency_s", target, "s", "job (modelled latency at the chosen batch, no queueing)")
    if shape.pp > 1:
        ctx.note("pipeline_stages", shape.pp, "servers", "one pipeline stage per server, tensor parallel within it "
                 "(vLLM/SGLang multi-node serving); the activations passed between stages (batch x hidden x 2 "
                 "bytes per token) are taken to cost nothing next to a round")
    thr = tokens_per_s(shape, b, eta_c, eta_b) if fits else 0.0  # a model that does not fit serves nothing
    ctx.note("kv_cache_sequences", shape.kv_batch(), "sequences", "KV-cache capacity after the weights at the "
             "requests' average length (input + output/2)")
    # the batch a copy runs (the launch files' --max-num-seqs): the KV cache's sequences at most, fewer where the
    # time per output token bounds it (walk 19: "holds 34 sequences" beside "--max-num-seqs 5" told two stories)
    ctx.note("serving_batch", b, "sequences", "the sequences a copy runs at once: at most what the KV cache holds "
             "and serving_max_batch, fewer where the time per output token bounds the batch")
    ctx.note("time_to_first_token_s", ttft_s(shape, eta_c), "s", "one prompt alone: (2 x N_active x input tokens + "
             "its causal attention) / (tp x peak x inference_compute_efficiency)")
    ctx.note("time_per_output_token_s", round_s(shape, b, eta_c, eta_b), "s", "one scheduler round at the chosen "
             "batch (decode of every sequence and the prompts that join)")
    qps_rep = thr / shape.n_out
    replicas = G // shape.gpus
    needed = math.ceil(job.qps / qps_rep - 1e-9) if job.qps is not None and qps_rep > 0 else None
    mem = (shape.weights + b * shape.kv_request) / shape.gpus / unit + over / unit
    if fits:
        mem = min(mem, usable / unit + over / unit)
    mfu = shape.seq_flops * thr / (shape.gpus * shape.peak)
    plan = f"tp{shape.tp}" + (f"+pp{shape.pp}" if shape.pp > 1 else "")
    return ConfigEstimate(
        gpu=spec.name, gpu_count=G, gpus_per_node=gpn, nodes=nodes, interconnect=link, network=net,
        task="inference", workload=job.workload, precision=job.precision, plan=plan, tp=shape.tp, zero_stage=0,
        recompute=False, fits=fits, memory_per_gpu_gb=mem, memory_capacity_gb=spec.memory_gb,
        flops=None, wall_hours=None, gpu_hours=None, mfu=mfu, scaling_efficiency=shape.tp_eff,
        tokens_per_s=thr * replicas, samples_per_s=None, qps_per_replica=qps_rep, replicas_needed=needed,
        gpus_per_replica=shape.gpus, gpus_needed=None if needed is None else needed * shape.gpus,
        batch_per_replica=b, latency_s=latency_s(shape, b, eta_c, eta_b), io_bound=False, data_read_mb_s=None,
        storage_read_mb_s=None, checkpoint_gb=None, checkpoint_write_s=None, assumptions=ctx.used,
        warnings=tuple(ctx.warnings), ttft_s=ttft_s(shape, eta_c))


def replica_shape(cat, job, gpu: str, tp: int, pp: int = 1) -> Shape:
    """The ``Shape`` of one replica of ``job`` (an inference Job) on ``tp`` x ``pp`` ``gpu`` (tensor parallel within
    a server over its own link, ``pp`` pipeline stages), with the catalog's figures: what ``bench/serving.py``
    evaluates the serving model on for a published run's own split."""
    from .job import job_info
    from .data import prepare
    P = prepare(cat)
    info = job_info(P, job)
    ctx = Ctx(P, info.used)
    spec = P.gpu(gpu)
    base = shapes(ctx, info, spec, 1, 1, spec.interconnect or "pcie", record=False)[0][0]
    return base._replace(tp=tp, pp=pp, tp_eff=intra_node_efficiency(ctx, spec.interconnect or "pcie", "llm", tp, record=False))
