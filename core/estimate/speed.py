"""The estimate engine's speed and scaling: the dense peak of a GPU in a precision, the modelled speed per GPU
(utilisation x roofline x size, capped), the efficiency of several GPUs in a server and of several servers, the
data-parallel communication term and seed 000's network rule. Moved verbatim from ``estimate`` (which re-exports
every name); the formulas are explained in ``docs/estimates.md`` §1."""

from __future__ import annotations

import math

from ..base import finite_float, GpuNoComputeFigures, MissingDefault
from .data import EstimateError, GpuSpec, Prepared, bad_input, Ctx, fmt, prepare
from ..catalog import as_float


# the warnings of a GPU that lacks the job's precision and is estimated at another (dense_peak)
PRECISION_FALLBACKS = frozenset({"fp8_unsupported", "fp16_unsupported", "bf16_unsupported"})


def dense_peak(ctx: Ctx, spec: GpuSpec, precision: str) -> float:
    """Dense tensor peak (TFLOPS) for the precision, with stated fallbacks."""
    if precision == "fp8":
        if spec.fp8:
            return spec.fp8
        ctx.warn("fp8_unsupported", gpu=spec.name)
        precision = "bf16"
    if precision in ("bf16", "fp16"):
        if spec.fp32 and (not spec.fp16 or spec.fp16 < spec.fp32):
            # No fast FP16 (Kepler, Maxwell, Pascal P4/P40: none, or 1/64 rate): such cards train in FP32.
            ctx.warn("fp16_unsupported", gpu=spec.name)
            precision = "fp32"
        else:
            if precision == "bf16" and not spec.bf16 and spec.fp16:
                ctx.warn("bf16_unsupported", gpu=spec.name)
            if spec.fp16:
                return spec.fp16
    if precision == "fp32":
        if spec.tf32:
            ctx.note("fp32_uses_tf32", "yes", "", "fp32 matmuls run on TF32 tensor cores where the GPU has them")
            return spec.tf32
        if spec.fp32:
            return spec.fp32
    raise bad_input("gpu", GpuNoComputeFigures(precision=precision), spec.name)


def speed_per_gpu(ctx: Ctx, spec: GpuSpec, precision: str, workload: str, params: float,
           key: str = "", scale: float = 1.0, seq: int = 0, method: str = "full",
                  moe: bool = False, decoder: bool = False) -> tuple[float, float, float]:
    """(effective TFLOPS per GPU on one node before scaling, the utilisation of one GPU it means, dense peak).

    A smooth model (docs/estimates.md §1): base utilisation (efficiency.csv, fitted) × the roofline speed (for
    language models a power law in the 16-bit peak above the anchor GPU, a constant share of the peak below it)
    × a power law in the model size × a short-sequence term × the measured factor of the GPU's class
    (gpu_speed.csv: power-limited and older cards) × for a mixture of experts (``moe``: fewer active than total
    parameters) its measured share of a dense model's speed (moe_train_efficiency, estimates v3.4) × for a decoder
    (``decoder``: a language model that is not an encoder) its GPU family's ``decoder_speed_factor_<family>`` where
    the catalog has one (Volta: no fused attention kernels or BF16 for its generation; estimates v3.6), capped so that
    the overall utilisation (this speed × the job's scaling ``scale``) stays at most ``mfu_max`` of the peak and one
    GPU at most its peak."""
    peak = dense_peak(ctx, spec, precision)
    mfu_table, src, _ = mfu_row(ctx, spec.family, workload, params)
    p0 = ctx.d("roofline_anchor_tflops")
    gen = peak
    # The exponents apply above the anchor only (peak_exponent_below_anchor_llm, usually 1: a constant share of
    # the peak below it); a catalog without the row keeps one power law everywhere (its earlier fit).
    below = "peak_exponent_below_anchor_llm" in ctx.P.defaults
    moe_f = 1.0
    if moe and workload == "llm" and "moe_train_efficiency" in ctx.P.defaults:
        # Routed experts: smaller matrices per expert, the all-to-all exchange of tokens between GPUs and uneven
        # loads keep a mixture of experts below a dense model of its active size (defaults.csv, measured)
        moe_f = ctx.d("moe_train_efficiency")
    if workload == "llm" and "peak_exponent_llm" in ctx.P.defaults:
        # Language models: a power law in the dense peak, fitted on the published runs (docs/estimates.md §1).
        # (A catalog saved before this row existed keeps its roofline share and the values fitted with it.)
        # The power law places the GPU by its 16-bit peak (every calibration run is BF16/FP16); FP8 then gains
        # only on the compute-bound share of a step (roofline_compute_share_llm), not the whole peak ratio.
        g = ctx.d("peak_exponent_llm")
        gain = 1.0
        if precision == "fp8" and spec.fp8 and spec.fp16 and peak == spec.fp8 and spec.fp16 < peak:
            gen = spec.fp16
            # a mixture of experts spends the rest of its longer step (1 / moe_f) outside the matrix products FP8
            # speeds up (token exchange, routing): its compute share is a x moe_f (Amdahl; estimates v3.4)
            a = ctx.d("roofline_compute_share_llm") * moe_f
            gain = 1.0 / (a * gen / peak + (1 - a))
        if below and gen < p0:
            perf = p0 * (gen / p0) ** ctx.d("peak_exponent_below_anchor_llm") * gain
        else:
            perf = p0 * (gen / p0) ** g * gain
        how = "anchor_peak x (peak16 / anchor_peak) ^ peak_exponent_llm (defaults.csv, fitted" + (
            "; peak_exponent_below_anchor_llm below the anchor)" if below else ")") + (
            f" x FP8 gain {gain:.3g} on the compute share roofline_compute_share_llm" if gain != 1.0 else "")
        # (at the 16-bit peak whatever the precision: FP32 moves twice the bytes at half the rate, FP8 gains on
        # the compute share only)
        mem = memory_time_factor(ctx, spec, spec.fp16 or gen, params, method)
        if mem != 1.0:
            perf /= mem
            how += (f" / ((1 - s) + s x peak16/anchor_peak x anchor_bw/bw) = / {mem:.3g}, s = memory_time_share_llm"
                    " x (N / size_ref_params) ^ -memory_share_size_exponent_llm (defaults.csv)")
    elif spec.bandwidth_gbs:
        alpha = ctx.d(f"roofline_compute_share_{workload}")
        b0 = ctx.d("roofline_anchor_bandwidth_gbs")
        perf = 1.0 / (alpha / peak + (1 - alpha) * b0 / (spec.bandwidth_gbs * p0))
        how = "1 / (a/peak + (1-a) x anchor_bw / (bw x anchor_peak))"
    else:
        perf = peak
        how = "peak (no bandwidth figure)"
        ctx.warn("no_bandwidth_figure", gpu=spec.name)
    size = seqf = cls = 1.0
    if workload == "llm":
        # The size exponent grows with the GPU's 16-bit peak (size_peak_exponent_llm, fitted): a faster chip
        # needs larger matrices to keep its tensor cores busy, so small models lose more on it. 0 at the anchor
        # (and below it, where the catalog has peak_exponent_below_anchor_llm).
        b = ctx.d("size_exponent_llm")
        if "size_peak_exponent_llm" in ctx.P.defaults:
            gen16 = gen if "peak_exponent_llm" in ctx.P.defaults else peak
            g16 = max(gen16, p0) if below else gen16
            if "size_peak_max_tflops" in ctx.P.defaults:
                # no further than the fastest GPU with calibration runs of several sizes (H100): beyond it the
                # term would credit a B200 with 75% of its peak for a 405B
                g16 = min(g16, max(ctx.d("size_peak_max_tflops"), p0))
            b += ctx.d("size_peak_exponent_llm") * math.log(g16 / p0)
        size = (params / ctx.d("size_ref_params")) ** b
        if seq > 0 and "seq_half_tokens_llm" in ctx.P.defaults:
            # Short sequences keep a GPU less busy (per-sequence work, small matrices): 1 / (1 + s0 / seq).
            seqf = 1.0 / (1.0 + ctx.d("seq_half_tokens_llm") / seq)
        hit = ctx.P.gpu_speed.get((spec.name, workload)) or ctx.P.gpu_speed.get((spec.family, workload))
        if hit is not None:
            cls = hit[0]
            if not key:
                ctx.note("gpu_class_factor", cls, "x modelled utilisation", hit[1])
        dec = decoder_factor_name(spec)
        if decoder and dec in ctx.P.defaults:
            # Decoders on this family ran slower than its class factor (set on NVIDIA's tuned BERT at 128-512 tokens)
            # gives them: published decoder pre-training on V100 (Megatron-LM 2019 at 1,024 tokens, SantaCoder at
            # 2,048) reached about half of it. In full from decoder_speed_seq_full tokens, not at all up to
            # decoder_speed_seq_none (the lengths the class factor was measured at), log-linear between them: the
            # unfused attention that slows these GPUs grows with the sequence (a 30-token translation batch has none)
            w = 1.0  # (a catalog without the two length rows: in full)
            if seq > 0 and "decoder_speed_seq_none" in ctx.P.defaults and "decoder_speed_seq_full" in ctx.P.defaults:
                lo_s, hi_s = ctx.d("decoder_speed_seq_none"), ctx.d("decoder_speed_seq_full")
                if hi_s > lo_s > 0:
                    w = min(1.0, max(0.0, math.log(max(seq, 1) / lo_s) / math.log(hi_s / lo_s)))
            f = ctx.d(dec) ** w
            cls *= f
            if not key:
                ctx.note("decoder_speed_factor", f, "x modelled utilisation", ctx.used[dec].source)
    eff = mfu_table * perf * size * seqf * cls * moe_f
    # The cap: the overall utilisation (this speed x the job's scaling) at most mfu_max, and one GPU never above
    # its peak (the mfu reported is this speed's share of the peak, so it never exceeds 1).
    cap = min(ctx.d("mfu_max") / max(scale, 1e-9), 1.0)
    if eff > cap * peak:
        eff = cap * peak
        ctx.warn("mfu_capped", gpu=spec.name, mfu=ctx.d("mfu_max"))
    if not key:
        ctx.note("mfu_table", mfu_table, "fraction of the roofline speed", src)
        ctx.note("peak_tflops", peak, f"TFLOPS dense {precision}", spec.source)
        ctx.note("roofline_speed_tflops", perf, "TFLOPS", how)
        if workload == "llm":
            ctx.note("size_factor", size, "x", "(N / size_ref_params) ^ (size_exponent_llm + size_peak_exponent_llm "
                     "x ln(peak16 / anchor_peak)) (defaults.csv, fitted)")
            if seqf != 1.0:
                ctx.note("sequence_factor", seqf, "x", "1 / (1 + seq_half_tokens_llm / sequence length) (defaults.csv)")
    return eff, eff / peak, peak


def decoder_factor_name(spec: GpuSpec) -> str:
    """The defaults.csv row of a GPU family's speed factor for decoders (on top of its class factor)."""
    return f"decoder_speed_factor_{spec.family}"


def is_decoder(P: Prepared, model_id: str | None, workload: str) -> bool:
    """A language model that is not an encoder: a decoder preset, or a model given by its size (assumed a decoder,
    as every language model the wizard offers by size is)."""
    if workload != "llm":
        return False
    kind = str((P.models.get(model_id or "") or {}).get("kind", "llm"))
    return kind == "llm"


def memory_share(ctx: Ctx, params: float, method: str = "full") -> float:
    """The share of a language-model step on the anchor GPU that waits on memory bandwidth (optimizer update,
    norms, activations, attention softmax), for a model of ``params`` (active) parameters: the fitted share at
    ``size_ref_params`` times (N / size_ref) ^ -memory_share_size_exponent_llm (element-wise work grows with the
    hidden width, the matrix products with its square), at most ``memory_share_max_llm``. A LoRA/QLoRA step does
    lora_flops_per_param_token of matrix work per token instead of train_flops_per_param_token and the same
    element-wise work, so its memory time over compute time is that ratio larger. 0 for a catalog without the rows
    (its earlier fit)."""
    if "memory_time_share_llm" not in ctx.P.defaults:
        return 0.0
    s = ctx.d("memory_time_share_llm")
    if "memory_share_size_exponent_llm" in ctx.P.defaults:
        s *= (max(params, 1.0) / ctx.d("size_ref_params")) ** (-ctx.d("memory_share_size_exponent_llm"))
    top = ctx.d("memory_share_max_llm") if "memory_share_max_llm" in ctx.P.defaults else 1.0
    s = min(max(s, 0.0), top)
    if method != "full" and s < 1.0:
        odds = s / (1.0 - s) * ctx.d("train_flops_per_param_token") / ctx.d("lora_flops_per_param_token")
        s = odds / (1.0 + odds)
    return s


def memory_time_factor(ctx: Ctx, spec: GpuSpec, peak16: float, params: float, method: str = "full") -> float:
    """Step time of a language model relative to its compute-only power law: (1 - s) + s x (peak16 / anchor peak)
    x (anchor bandwidth / bandwidth), s = ``memory_share``. 1 on the anchor GPU; above 1 where a GPU's bandwidth
    lags its peak (B200, H100, L40S), below where it leads (H200 against H100). 1 without a bandwidth figure."""
    s = memory_share(ctx, params, method)
    if s <= 0.0 or not spec.bandwidth_gbs:
        return 1.0
    p0 = ctx.d("roofline_anchor_tflops")
    return (1.0 - s) + s * (peak16 / p0) * (ctx.d("roofline_anchor_bandwidth_gbs") / spec.bandwidth_gbs)


def mfu_row(ctx: Ctx, family: str, workload: str, params: float) -> tuple[float, str, bool]:
    """(base utilisation, source, calibrated) for the GPU family and workload.

    Rows with several ``params_min`` (older catalogs) are interpolated in log(params), so no size
    threshold makes a step. ``calibrated`` is False when only an ``any`` row applies to the family."""
    for key in ((family, workload), ("any", workload), (family, "any"), ("any", "any")):
        rows = ctx.P.eff.get(key)
        if rows:
            if len(rows) == 1 or params <= rows[0][0]:
                pick = rows[0]
                v = pick[1]
            else:
                v = rows[-1][1]
                pick = rows[-1]
                lp = math.log(max(params, 1.0))
                for (p0, m0, s0), (p1, m1, s1) in zip(rows, rows[1:]):
                    if params <= p1:
                        a, b = math.log(max(p0, 1.0)), math.log(max(p1, 1.0))
                        t = 0.0 if b <= a else (lp - a) / (b - a)
                        v = m0 + t * (m1 - m0)
                        pick = (p0, v, s0)
                        break
            return v, f"efficiency.csv {key[0]}/{key[1]}: {pick[2]}", key[0] != "any"
    raise bad_input("efficiency.csv", MissingDefault(), f"{family}/{workload}")


def series(P: Prepared, link: str, workload: str) -> tuple[list, str]:
    """Rows for (link, workload), else (link, any), else (link, llm); the 1-GPU definition row alone does not count."""
    for wl in (workload, "any", "llm"):
        rows = [r for r in P.scaling.get((link, wl), ()) if r[0] > 1]
        if rows:
            return rows, wl
    return [], ""


def interp(points: list[tuple[float, float]], g: float) -> float:
    if g <= points[0][0]:
        return points[0][1]
    for (g0, e0), (g1, e1) in zip(points, points[1:]):
        if g <= g1:
            t = (math.log2(g) - math.log2(g0)) / (math.log2(g1) - math.log2(g0))
            return e0 + t * (e1 - e0)
    return points[-1][1]


def intra_node_efficiency(ctx: Ctx, link: str, workload: str, gpus: int, record: bool = True) -> float:
    if gpus <= 1:
        return 1.0
    key = "nvlink" if link == "infinity_fabric" else link
    rows, wl = series(ctx.P, key, workload)
    pts = sorted({g: e for g, e, _ in ([(1, 1.0, "")] + rows)}.items())
    if len(pts) < 2:
        raise bad_input("scaling.csv", MissingDefault(), f"{key}/{workload}")
    v = interp(pts, gpus)
    if record:
        ctx.note("scaling_intra_node", v, f"efficiency of {gpus} GPUs over {link}",
                 f"scaling.csv {key}/{wl} rows, log2 interpolation: " + "; ".join(s for _, _, s in rows[:2]))
    return v


def inter_node_efficiency(ctx: Ctx, network: str | None, workload: str, nodes: int, record: bool = True,
           gbps: float | None = None, slow_penalty: bool = True) -> float:
    """Cross-node factor 1 / (1 + c · log2(nodes) · B_ref / B_net): every doubling of the nodes costs the
    fitted share c of a step at the reference bandwidth, more on a slower network (communication time
    ∝ 1 / bandwidth: ``gbps``, the instance's own fabric when the caller knows it, else network.csv's
    figure for the class). Smooth in the node count and the bandwidth; 1.0 on one node. ``slow_penalty`` False: no
    seed-derived penalty of scaling.csv for a network slower than RDMA (the caller models the exchange on the real
    bandwidth itself: an image model's, vision.vision_exchange)."""
    if nodes <= 1:
        return 1.0
    c = ctx.d("cluster_overhead_per_doubling")
    ref = ctx.d("cluster_reference_bandwidth_gbps")
    row = ctx.P.networks.get(network) if network is not None else None
    bw = finite_float(row.bandwidth_gbps) if row is not None else None
    if gbps:
        bw = gbps
    if not bw:
        raise bad_input("network.csv", MissingDefault(), network)
    given = bool(gbps)  # the instance's published fabric (instance_network.csv), not the class figure
    v = 1.0 / (1.0 + c * math.log2(nodes) * ref / bw)
    slow = ""
    if network is not None and network != "rdma" and slow_penalty:
        # The calibration runs are all on RDMA fabrics: a slower network keeps the seed-derived penalty of
        # scaling.csv (its row over the rdma row at the same GPU count), which grows with the cluster.
        rows, wl = series(ctx.P, network, workload)
        base, _ = series(ctx.P, "rdma", workload)
        if rows and base:
            g = nodes * int(ctx.d("default_gpus_per_node"))
            v *= interp([(g_, e) for g_, e, _ in rows], g) / interp([(g_, e) for g_, e, _ in base], g)
            slow = f"; x scaling.csv {network}/{wl} over rdma/{wl} at {g} GPUs (seed-derived network penalty)"
    if record:
        ctx.note("scaling_cross_node", v, f"factor for {nodes} nodes over {network}",
                 f"1 / (1 + c x log2(nodes) x {fmt(ref)} / {fmt(bw)} Gbps); c = cluster_overhead_per_doubling "
                 "(defaults.csv, fitted), bandwidth from "
                 + ("the instance's fabric (instance_network.csv)" if given else "network.csv") + slow)
    return v


def dp_on_batch(P: Prepared) -> bool:
    """Whether the catalog has the global-batch rows of the data-parallel term (issue 28); earlier catalogs keep
    GPUs / params standing in for the batch (their fit)."""
    return "global_batch_tokens_ref_llm" in P.defaults and "global_batch_size_exponent_llm" in P.defaults


def global_batch_tokens(ctx: Ctx, params: float, given: float | None = None) -> float:
    """The global batch per optimizer step in tokens: the job's, else global_batch_tokens_ref_llm x (N /
    size_ref_params) ^ global_batch_size_exponent_llm (defaults.csv: GPT-3's batch schedule by size)."""
    if given:
        return float(given)
    return ctx.d("global_batch_tokens_ref_llm") * (max(params, 1.0) / ctx.d("size_ref_params")) ** ctx.d(
        "global_batch_size_exponent_llm")


def default_global_batch_tokens(cat, params: float) -> tuple[float, str] | None:
    """(the global batch in tokens the engine takes for a language model of ``params`` (active) parameters whose
    job gives none, the defaults.csv sources it comes from), or None for a catalog without the global-batch rows
    (the scenario lists it as assumed; issue 28)."""
    P = prepare(cat)
    if not dp_on_batch(P):
        return None
    sources = "; ".join(dict.fromkeys(P.defaults[n].source.removeprefix("defaults.csv: ") for n in (
        "global_batch_tokens_ref_llm", "global_batch_size_exponent_llm")))
    return global_batch_tokens(Ctx(P), params), sources


def finetune_batch_tokens(ctx: Ctx, task: str, method: str, seq: int, example: float | None = None) -> float | None:
    """A fine-tune's global batch when the job gives none: launch_global_batch_sequences_finetune (a fine-tuning
    recipe's batch, in sequences) x its sequence length, the batch its launch files plan; padded examples of
    ``example`` tokens (packing.padded_example_tokens) are sequences of that many tokens. None for pre-training (the
    default by size), a job without a sequence or a catalog without the row."""
    finetune = task == "finetune" or method != "full"
    if not finetune or seq <= 0 or "launch_global_batch_sequences_finetune" not in ctx.P.defaults:
        return None
    return ctx.d("launch_global_batch_sequences_finetune") * (example if example else seq)


def dp_exchange_share(ctx: Ctx, method: str) -> float:
    """The gradient exchange of a step as a share of a full fine-tune's, per unit of compute: LoRA/QLoRA exchange
    their adapters' gradients (lora_trainable_fraction of the parameters) for lora_flops_per_param_token of matrix
    work per token instead of train_flops_per_param_token; 1 for a full training."""
    if method == "full" or "lora_trainable_fraction" not in ctx.P.defaults:
        return 1.0
    return ctx.d("lora_trainable_fraction") * ctx.d("train_flops_per_param_token") / ctx.d(
        "lora_flops_per_param_token")


def note_global_batch(ctx: Ctx, params: float, given: float | None, finetune: float | None = None,
                      example: float | None = None) -> None:
    """Echo the global batch the estimate takes (the job's, a fine-tune's recipe batch, or the default by size)
    among its assumptions; a padded fine-tune's recipe batch counts its examples' tokens (``example``)."""
    if example and finetune and not given:
        ctx.note("example_tokens", example, "tokens", "answers.csv per item (padded, not packed: one example a sequence)")
    if dp_on_batch(ctx.P):
        recipe = ("launch_global_batch_sequences_finetune x example_tokens (defaults.csv)" if example else
                  "launch_global_batch_sequences_finetune x seq_len (defaults.csv)")
        how = ("job" if given else recipe if finetune else
               "global_batch_tokens_ref_llm x (N / size_ref_params) ^ global_batch_size_exponent_llm (defaults.csv)")
        ctx.note("global_batch_tokens", global_batch_tokens(ctx, params, given or finetune), "tokens", how)


def dp_x(ctx: Ctx, p16: float, gpus: int, nodes: int, params: float, tp: int = 1,
         batch: float | None = None, share: float = 1.0) -> float:
    """The data-parallel term's variable. With the global-batch rows (issue 28): the gradient exchange of a step
    (the model's shard N / tp over the network, x ``share`` for adapters: dp_exchange_share) over the compute of the
    global batch per GPU (6 N B / (GPUs x peak)): peak16 / anchor x GPUs / (B in millions of tokens x tp) x (1 -
    1/nodes) x share. Without them (earlier catalogs) GPUs / params stood in for the batch: peak16 / anchor x GPUs /
    params (billions) x (1 - 1/nodes)."""
    share_n = p16 / ctx.d("roofline_anchor_tflops") * gpus * (1.0 - 1.0 / nodes)
    if dp_on_batch(ctx.P):
        return share_n / (global_batch_tokens(ctx, params, batch) / 1e6) / max(tp, 1) * share
    return share_n / (params / 1e9)


def dp_comm(ctx: Ctx, spec: GpuSpec, precision: str, gpus: int, nodes: int, params: float, tp: int = 1,
            batch: float | None = None, share: float = 1.0) -> float:
    """Data-parallel factor 1 / (1 + k · x), x = ``dp_x``: the gradient exchange each step waits for over the
    compute of the step per GPU (docs/estimates.md §1). Only the cross-node share counts (0 on one node).
    ``dp_comm_k_llm`` is fitted on the published runs. Smooth in the size and the batch."""
    k = ctx.d("dp_comm_k_llm")
    try:
        p16 = dense_peak(Ctx(ctx.P), spec, "bf16" if precision == "fp8" else precision)
    except EstimateError:
        return 1.0
    x = dp_x(ctx, p16, gpus, nodes, params, tp, batch, share)
    v = 1.0 / (1.0 + k * x)
    if dp_on_batch(ctx.P):
        how = (f"1 / (1 + k x peak16/anchor x GPUs / (global batch in M tokens x tp {tp}) x (1 - 1/nodes) x exchange "
               f"share {share:.3g}), batch {global_batch_tokens(ctx, params, batch):.3g} tokens " + (
                   "(job or fine-tuning recipe)" if batch else
                   "(global_batch_tokens_ref_llm x (N / size_ref_params) ^ global_batch_size_exponent_llm)"))
    else:
        how = "1 / (1 + k x peak16/anchor x GPUs / params(B) x (1 - 1/nodes))"
    ctx.note("scaling_data_parallel", v, f"factor for {gpus} GPUs over {nodes} servers",
             f"{how}, x = {x:.3g}; k = dp_comm_k_llm (defaults.csv, fitted)")
    return v


def default_network(P: Prepared, gpus: int) -> str:
    """Seed 000's recommend_network without a budget: the richest class whose GPU minimum is met."""
    best, best_bw = "standard", -1.0
    for opt, r in P.networks.items():
        mg = finite_float(r.min_gpus)
        if (mg is None or gpus >= mg) and as_float(r.bandwidth_gbps) > best_bw:
            best, best_bw = opt, as_float(r.bandwidth_gbps)
    return best
