"""The estimate engine's serving model: how many requests a replica of the model serves per second on a GPU
configuration (tensor-parallel degree, batch bounded by the KV cache and the latency target, prefill and decode
bound by memory bandwidth or compute). Moved verbatim from ``estimate`` (which re-exports it); explained in
``docs/estimates.md``."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from .estimate_data import ConfigEstimate, GpuSpec, _bad, _bytes_w, _Ctx, _gb
from .estimate_speed import _intra, _peak

if TYPE_CHECKING:
    from .estimate import _JobInfo


def _largest(lo: int, hi: int, ok) -> int:
    """The largest n in [lo, hi] with ``ok(n)``, for ``ok`` true up to some n and false after (lo when none is
    above it): a binary search."""
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if ok(mid):
            lo = mid
        else:
            hi = mid - 1
    return lo


def _inference(ctx: _Ctx, info: _JobInfo, spec: GpuSpec, gpn: int, nodes: int, link: str,
               net: str | None) -> ConfigEstimate:
    job = info.job
    G = gpn * nodes
    arch = info.arch
    n_in = job.input_tokens if job.input_tokens is not None else ctx.d("scenario_input_tokens")
    n_out = job.output_tokens if job.output_tokens is not None else ctx.d("scenario_output_tokens")
    ctx.note("input_tokens", n_in, "tokens",
             "job" if job.input_tokens is not None else "defaults.csv scenario_input_tokens")
    ctx.note("output_tokens", n_out, "tokens",
             "job" if job.output_tokens is not None else "defaults.csv scenario_output_tokens")
    wb = _bytes_w(ctx, job.precision)
    weights = info.params * wb
    kv_tok = 0.0
    if arch is not None:
        kv_tok = arch.kv_elems_per_token_layer * arch.layers * min(wb, ctx.d("bytes_per_param_bf16"))
        ctx.note("kv_cache_bytes_per_token", kv_tok, "bytes",
                 "2 x layers x kv_heads x head_dim x bytes (models.csv architecture)" if arch.from_preset
                 else "2 x layers x hidden x bytes (architecture derived from params, MHA)")
    frac = ctx.d("serving_memory_fraction")
    unit = _gb(ctx)
    over = ctx.d("inference_runtime_overhead_gb") * unit
    usable = spec.memory_gb * unit * frac - over
    per_req_kv = kv_tok * (n_in + n_out)

    options = [2 ** i for i in range(int(math.log2(gpn)) + 1)]  # a replica's GPUs; spare GPUs stay idle
    fitting = [t for t in options if t * usable - weights >= per_req_kv]
    fits = bool(fitting)
    if not fits:
        tp = options[-1]
        ctx.warn("does_not_fit", gpu=spec.name, gpus=tp, memory_gb=(weights + per_req_kv) / tp / unit + over / unit,
                 capacity_gb=spec.memory_gb * frac)

    peak = _peak(ctx, spec, job.precision)
    ctx.note("peak_tflops", peak, f"TFLOPS dense {job.precision}", spec.source)
    eta_c = ctx.d("inference_compute_efficiency")
    eta_b = ctx.d("inference_bandwidth_efficiency")
    bw = (spec.bandwidth_gbs or 0.0) * 1e9
    if not bw:
        raise _bad("gpu", "gpu_no_compute_figures", spec.name, precision="memory bandwidth")
    kv_avg = kv_tok * (n_in + n_out / 2)
    max_batch = ctx.d("serving_max_batch")

    def plan(tp: int, record: bool):
        kv_cap = max(0.0, tp * usable - weights)
        b_max = max(int(min(max_batch, kv_cap // per_req_kv if per_req_kv > 0 else math.inf)), 1)
        tp_eff = _intra(ctx, link, "llm", tp, record=record)
        prefill = 2 * info.active * n_in / (tp * peak * 1e12 * eta_c) / tp_eff

        def step(b: int, kv: float = kv_avg) -> float:
            mem = (weights + b * kv) / tp / (bw * eta_b)
            comp = 2 * info.active * b / (tp * peak * 1e12 * eta_c)
            return max(mem, comp) / tp_eff

        def cycle(b: int) -> float:  # decode step plus the prefill of the requests that join per step
            return step(b) + b / n_out * prefill

        def latency(b: int) -> float:
            return prefill + n_out * cycle(b)

        def alone(n: int) -> float:  # one request of n output tokens, alone on the replica: latency(1) for n
            return 2 * prefill + n * step(1, kv_tok * (n_in + n / 2))

        b = b_max
        if job.p95_latency_s is not None:
            if latency(1) > job.p95_latency_s:
                if record:
                    # The most output tokens one request may ask for within the target here (0: not even one).
                    ctx.warn("latency_unreachable", latency_s=latency(1), target_s=job.p95_latency_s, tp=tp,
                             max_output_tokens=_largest(0, int(n_out), lambda n: alone(n) <= job.p95_latency_s))
                b = 1
            else:
                b = _largest(1, b_max, lambda n: latency(n) <= job.p95_latency_s)
        return b, cycle, latency, tp_eff

    if fits:
        # The tensor-parallel degree that serves the most tokens/s on the GPUs given (replicas x rate), among the
        # ones whose single request meets the latency target; when none does, the one whose request is fastest
        # (its latency is then what this configuration can do at best: core.select answers the service as
        # impossible when no configuration meets the target).
        def total(t: int) -> float:
            b_, cyc, _, _ = plan(t, False)
            return b_ / cyc(b_) * (G // t)

        def single(t: int) -> float:
            return plan(t, False)[2](1)
        target = job.p95_latency_s
        meeting = fitting if target is None else [t for t in fitting if single(t) <= target]
        if meeting:
            tp = max(meeting, key=lambda t: (total(t), -t))
        else:
            tp = min(fitting, key=lambda t: (single(t), t))
    b, cycle, latency, tp_eff = plan(tp, True)
    if job.p95_latency_s is not None:
        ctx.note("p95_latency_s", job.p95_latency_s, "s", "job (modelled latency at the chosen batch, no queueing)")
    thr = b / cycle(b) if fits else 0.0  # a model that does not fit serves nothing
    qps_rep = thr / n_out
    replicas = G // tp
    needed = math.ceil(job.qps / qps_rep - 1e-9) if job.qps is not None and qps_rep > 0 else None
    mem = (weights + b * per_req_kv) / tp / unit + over / unit
    mfu = 2 * info.active * thr * (1 + n_in / n_out) / (tp * peak * 1e12)
    return ConfigEstimate(
        gpu=spec.name, gpu_count=G, gpus_per_node=gpn, nodes=nodes, interconnect=link, network=net,
        task="inference", workload=job.workload, precision=job.precision, plan=f"tp{tp}", tp=tp, zero_stage=0,
        recompute=False, fits=fits, memory_per_gpu_gb=mem, memory_capacity_gb=spec.memory_gb,
        flops=None, wall_hours=None, gpu_hours=None, mfu=mfu, scaling_efficiency=tp_eff,
        tokens_per_s=thr * replicas, samples_per_s=None, qps_per_replica=qps_rep, replicas_needed=needed,
        gpus_per_replica=tp, gpus_needed=None if needed is None else needed * tp, batch_per_replica=b,
        latency_s=latency(b), io_bound=False, data_read_mb_s=None, storage_read_mb_s=None,
        checkpoint_gb=None, checkpoint_write_s=None, assumptions=ctx.used, warnings=tuple(ctx.warnings))
