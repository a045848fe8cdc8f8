"""The 80% range of a training estimate: the leave-one-out error factors of ``bench/accuracy.py``, widened where the
estimate extrapolates (no calibration run near the workload, GPU family, model size or cluster). Moved verbatim
from ``estimate`` (which re-exports every name); explained in ``docs/estimates.md``."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from .data import GpuSpec, Prepared, Ctx
from .packing import packing_applies
from .speed import decoder_factor_name, mfu_row

if TYPE_CHECKING:
    from .data import JobInfo


def range_factor_table(ctx: Ctx, info: JobInfo, spec: GpuSpec, gpus: int, measured: bool,
                   nodes: int = 1) -> tuple[float, float]:
    """(low, high) multipliers of the estimate for its 80% range.

    From the leave-one-out errors of bench/accuracy.py (``range_low_factor``/``range_high_factor``), widened
    (log-width × ``range_widen_extrapolated``) where the estimate extrapolates: a workload without a
    calibration run (recsys, rl, vision without a measured throughput), a mixture-of-experts model, a GPU
    family without a calibration run (calibration.csv), a model size with no run of the GPU's family within
    ``range_near_size_factor`` of it, or more GPUs than the largest calibration run."""
    lo = ctx.d("range_low_factor")
    hi = ctx.d("range_high_factor")
    why = range_why(ctx, info, spec, measured) + range_why_cluster(ctx, info, spec, gpus, nodes)
    return range_widen(ctx, info, lo, hi, why)


def fast_end_floor(ctx: Ctx, info: JobInfo, compute_s, used, peak):
    """The lowest low-end factor of a training estimate's range: the model's FLOPs (``flops_per_unit`` x units, 6 N D
    for a dense model: no recomputation, no padding, the FLOPs model FLOPs utilisation counts) over the GPUs at work
    at ``range_fast_mfu_max`` of their dense peak (``peak`` TFLOPS), relative to the estimate's compute time ``compute_s``.

    The range's widenings compound (an extrapolated fine-tune stack, the packing and checkpointing left open: 0.18 x
    the estimate for a 32B full fine-tune on 8 A100, 107% of the peak); the fast end is a likely time only at a
    utilisation some published run reached. Scalars (``estimate._training``) or numpy arrays (``table``), the same
    operations in the same order; None (scalar) / 0 (array) where not known."""
    name = fast_end_name(ctx)
    if info.flops_per_unit is None or info.units is None or name is None:
        return None
    model = float(info.flops_per_unit) * float(info.units)
    return model / (used * peak * 1e12 * float(ctx.P.defaults[name].value)) / compute_s


def fast_end_name(ctx: Ctx) -> str | None:
    """The defaults row that bounds the range's fast end: ``range_fast_mfu_max`` (the fastest calibration run by the
    engine's own FLOP count: Phi-2 reached 0.70 of the dense peak, above ``mfu_max``, the point estimate's cap), else
    ``mfu_max`` for a catalog without the row; None when neither is there."""
    return next((n for n in ("range_fast_mfu_max", "mfu_max") if n in ctx.P.defaults), None)


def range_why(ctx: Ctx, info: JobInfo, spec: GpuSpec, measured: bool) -> list[tuple[str, float]]:
    """The reasons to widen the range that do not depend on the cluster: (reason, weight 0..1); a gradual
    edge keeps the range smooth in the inputs."""
    why: list[tuple[str, float]] = []
    job = info.job
    kind = str(ctx.P.models.get(info.model_id or "", {}).get("kind", ""))
    if job.workload in ("recsys", "rl") or (job.workload == "cv" and not measured):
        why.append(("workload", 1.0))
    elif job.workload == "cv" and kind == "detection" and "detection_throughput_factor" in ctx.P.defaults:
        # detectors: no detector among the measured models, and the data pipeline (mosaic augmentation on the
        # CPU) can hold the GPU back further than the measured DALI pipelines
        why.append(("detection", 1.0))
    if info.moe:
        why.append(("mixture_of_experts", 1.0))
    if job.workload == "llm":
        runs = ctx.P.calibration
        if runs is None:  # a catalog without calibration.csv: the efficiency.csv family rows mark coverage
            if not mfu_row(ctx, spec.family, "llm", info.active)[2]:
                why.append(("gpu_family", 1.0))
        else:
            mine = [n for fam, wl, n, _ in runs if fam == spec.family and wl == "llm"]
            near = math.log(ctx.d("range_near_size_factor"))
            if not mine:
                why.append(("gpu_family", 1.0))
            elif (spec.name, "llm") not in ctx.P.calibration_gpus and "range_gpu_class_weight" in ctx.P.defaults:
                # its family has runs, this GPU none: a power-limited or cut-down sibling (A10 beside the A100,
                # L4 beside the RTX 4090) need not reach what the calibrated one does
                why.append(("gpu_class", ctx.d("range_gpu_class_weight")))
            if mine:
                # full widening from twice the factor on (log distance 2 x near), none within it
                dist = min(abs(math.log(info.active / n)) for n in mine)
                if dist > near:
                    why.append(("model_size", min(1.0, (dist - near) / near)))
    if job.workload == "llm" and spec.family == "volta" and kind != "nlp-encoder" \
            and "range_volta_decoder_slow_factor" in ctx.P.defaults and decoder_factor_name(spec) not in ctx.P.defaults:
        # one-sided (range_widen): decoders on V100-era framework code ran up to 2.6x slower than the Volta factor,
        # set on NVIDIA's tuned BERT, gives them (bench/fit_cases.py CHECKED, SantaCoder; estimates v3.4). A catalog
        # with decoder_speed_factor_volta (v3.6) moves the estimate itself there instead.
        why.append(("volta_decoder", 0.0))
    if job.workload == "llm" and "range_small_model_params" in ctx.P.defaults:
        if kind == "nlp-encoder":
            why.append(("encoder", 1.0))  # no encoder among the calibration runs (short sequences, small models)
        small = ctx.d("range_small_model_params")
        if info.active < small:
            # full widening from a quarter of the threshold down: kernel launches, short rows and data loading
            # weigh more the smaller the model
            why.append(("small_model", min(1.0, math.log(small / info.active) / math.log(4.0))))
        if job.method != "full" or job.task == "finetune":
            # LoRA/QLoRA throughput differs by the software stack more than by the GPU (torchtune's packed,
            # compiled 3B LoRA vs LLaMA-Factory's 7B on the same A100: 34% vs 25% of the peak)
            why.append(("finetune_stack", 1.0))
    return why


def range_why_cluster(ctx: Ctx, info: JobInfo, spec: GpuSpec, gpus: int, nodes: int) -> list[tuple[str, float]]:
    """The reasons to widen the range that come from the cluster: a model spread thinner over fast GPUs than any
    calibration run, more GPUs than the largest one."""
    why: list[tuple[str, float]] = []
    if info.job.workload == "llm":
        # A model spread thinner over fast GPUs than any calibration run (the data-parallel term's x beyond the
        # largest calibrated x): full widening from range_near_size_factor times that x on.
        p0, gpn = ctx.d("roofline_anchor_tflops"), ctx.d("default_gpus_per_node")
        top_x = top_dp_x_of(ctx.P, p0, gpn)
        if nodes > 1 and top_x > 0 and spec.fp16 and "dp_comm_k_llm" in ctx.P.defaults:
            x = spec.fp16 / p0 * gpus / (info.active / 1e9) * (1.0 - 1.0 / nodes)
            if x > top_x:
                why.append(("gpus_per_param", min(1.0, math.log(x / top_x) / math.log(ctx.d("range_near_size_factor")))))
    top = ctx.d("range_calibrated_max_gpus")
    if gpus > top:
        why.append(("cluster_size", min(1.0, math.log2(gpus / top))))  # full widening from twice the largest run
    return why


def top_dp_x_of(P: Prepared, p0: float, gpn: float) -> float:
    """The largest data-parallel x (peak16 / anchor x GPUs / params(B) x (1 - 1/servers)) of the calibration runs
    on several servers (0 without any), once per preparation and anchor."""
    key = ("top_dp_x", p0, gpn)
    v = P.derived.get(key)
    if v is None:
        v = max((pk / p0 * g / (n / 1e9) * (1.0 - 1.0 / math.ceil(g / gpn)) for pk, g, n in P.calibration_dp),
                default=0.0)
        with P.lock:
            P.derived[key] = v
    return v


def range_widen(ctx: Ctx, info: JobInfo, lo: float, hi: float, why: list[tuple[str, float]]) -> tuple[float, float]:
    """The range factors widened by the reasons ``why`` (none for a job with a reference run), noted."""
    if why and info.job.reference_run is None:
        # each reason adds (step - 1) x its weight to the log-width (one full reason: x step); added, not
        # multiplied, so that several reasons widen the range in proportion and not exponentially
        step = ctx.d("range_widen_extrapolated")
        w = 1.0 + (step - 1.0) * sum(t for _, t in why)
        lo, hi = lo ** w, hi ** w
        reasons = ", ".join(r for r, _ in why)
        ctx.note("range_extrapolates", reasons, "",
                 "gpu-advisor-assumption (no calibration run near this estimate: the range is widened)")
        for r, t in why:  # which reason widened it, and by how much (x log-width)
            if t > 0:
                ctx.note(f"range_widened_{r}", round((step - 1.0) * t, 4), "+ x log-width",
                         f"(range_widen_extrapolated - 1) x {t:.3g} (docs/estimates.md: the range)")
        if any(r == "volta_decoder" for r, _ in why):
            # one-sided: the slow end reaches the V100 decoder runs on framework code; a faster one is not known
            slow = ctx.d("range_volta_decoder_slow_factor")
            hi *= slow
            ctx.note("range_widened_volta_decoder", slow, "x high end",
                     ctx.used["range_volta_decoder_slow_factor"].source)
        if any(r == "finetune_stack" for r, _ in why) and "range_finetune_slow_factor" in ctx.P.defaults \
                and not packing_applies(ctx, info):  # (with the packing input: its own factors, .packing)
            # one-sided: the fine-tune calibration runs are the packed, compiled stacks (torchtune, MLPerf); a
            # padded Hugging Face-style run is slower, never faster
            slow = ctx.d("range_finetune_slow_factor")
            hi *= slow
            ctx.note("range_widened_finetune_slow", slow, "x high end",
                     ctx.used["range_finetune_slow_factor"].source)
    ctx.note("range_factors", f"{lo:.3g} - {hi:.3g}", "x estimate",
             "gpu-advisor-derivation (80% range from the leave-one-publisher-out errors on published training runs)")
    return lo, hi
