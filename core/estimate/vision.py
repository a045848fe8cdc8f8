"""The activation memory of an image model in training: the bytes one image keeps for the backward pass times the
images each GPU takes per step (its micro-batch). A language model's are per token and layer (``memory.py``); an
image model's are measured per image, on ResNet-50 at 224 x 224 (defaults.csv ``vision_activation_bytes_per_image_fp32``,
MONeT's PyTorch measurement), and the micro-batch is NVIDIA's published ResNet-50 batch per GPU
(``launch_micro_batch_images_amp`` / ``_fp32``), as the launch files plan it. Explained in ``docs/estimates.md``."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from typing import TYPE_CHECKING

from ..base import finite_float

if TYPE_CHECKING:
    from .data import Ctx, JobInfo

REFERENCE_MODEL = "resnet-50"  # the model the per-image figure and the published batches were measured on


@dataclass(frozen=True)
class VisionActivations:
    per_image: float  # bytes one image keeps for the backward pass, in the job's precision
    images: int  # the micro-batch: images per GPU per step
    ratio: float  # the model's forward FLOPs per image / ResNet-50's (1: ResNet-50, or the work is not known)

    @property
    def total(self) -> float:
        return self.per_image * self.images


def images_that_fit(room: float, per_image: float, images: int) -> int:
    """The images per GPU a plan takes: the published batch (``images``), halved until its activations fit in
    ``room`` bytes (what the card's usable memory leaves beside the plan's weights, states and runtime), as one
    lowers the per-GPU batch and accumulates gradients; at least one image (a plan that does not fit with one image
    does not fit)."""
    while images > 1 and images * per_image > room:
        images //= 2
    return images


def _pow2_floor(x: float) -> int:
    n = 1
    while n * 2 <= x:
        n *= 2
    return n


def _reference_fwd(ctx: Ctx) -> float | None:
    m = ctx.P.models.get(REFERENCE_MODEL)
    fwd = None if m is None else finite_float(m.get("forward_gflops"))
    if fwd is None or m is None:
        return None
    return fwd * 1e9 * (ctx.d("macs_to_flops") if str(m.get("gflops_convention")) == "macs" else 1.0)


def vision_activations(ctx: Ctx, info: JobInfo, capacity_gb: float) -> VisionActivations | None:
    """The activations of an image model's training on a GPU of ``capacity_gb`` (None: not an image model, or a
    catalog without the rows). Per image: the ResNet-50 measurement, in 16-bit for mixed precision
    (``bytes_per_param_bf16 / bytes_per_param_fp32``: the stored activations take the precision's bytes), scaled by
    the model's forward FLOPs per image against ResNet-50's (feature maps grow with the work per image; the same
    assumption the launch files' batch makes). Images per GPU: NVIDIA's published ResNet-50 batch for the precision
    on a 16 GB GPU, scaled down for a GPU with less memory and for a model with more work per image, to a power of
    two (at least one image), as the launch files' per-GPU batch before its global-batch cap (which also rounds the
    published 112 itself down to 64; the memory keeps room for the published batch)."""
    job = info.job
    names = ("vision_activation_bytes_per_image_fp32", "launch_micro_batch_images_amp", "launch_micro_batch_images_fp32",
             "launch_micro_batch_reference_gpu_gb")
    if job.workload != "cv" or any(n not in ctx.P.defaults for n in names):
        return None
    per_image = ctx.d("vision_activation_bytes_per_image_fp32")
    if job.precision != "fp32":
        per_image *= ctx.d("bytes_per_param_bf16") / ctx.d("bytes_per_param_fp32")
    ref = _reference_fwd(ctx)
    ratio = info.fwd_flops / ref if ref and info.fwd_flops else 1.0
    per_image *= ratio
    base = ctx.d("launch_micro_batch_images_fp32" if job.precision == "fp32" else "launch_micro_batch_images_amp")
    ref_gb = ctx.d("launch_micro_batch_reference_gpu_gb")
    scale = min(1.0, capacity_gb / ref_gb) if capacity_gb and capacity_gb != float("inf") else 1.0
    factor = scale * min(1.0, 1.0 / ratio)
    # the published batch as it is where it applies (256, 112), else scaled down to a power of two, as launched
    return VisionActivations(per_image, int(base) if factor >= 1.0 else _pow2_floor(base * factor), ratio)


def note_vision_activations(ctx: Ctx, info: JobInfo, capacity_gb: float, unit: float, images: int,
                            dp: int = 0) -> None:
    """The chosen configuration's activation memory as assumptions of its own: per image, the images per GPU of its
    plan (``images``, on ``dp`` data-parallel GPUs: the largest global batch may have made them fewer) and the part
    of the memory per GPU they make (the memory line shows it beside the total)."""
    act = vision_activations(ctx, info, capacity_gb)
    if act is None or images <= 0:
        return
    published = act.images  # the memory plan's batch before the global batch's cap
    act = VisionActivations(act.per_image, images, act.ratio)
    # (the rules in words, the same for every job: text/assumptions.py gives them in the reader's language)
    ctx.note("vision_activation_bytes_per_image", act.per_image, "bytes",
             "vision_activation_bytes_per_image_fp32 (ResNet-50 at 224 x 224) x bytes_per_param_bf16 / "
             "bytes_per_param_fp32 in mixed precision x the model's forward FLOPs per image / ResNet-50's")
    capped = vision_batch_cap(ctx, dp) if dp else None
    ctx.note("vision_micro_batch_images", act.images, "images",
             "launch_micro_batch_images_amp or _fp32 x min(1, GPU memory / launch_micro_batch_reference_gpu_gb) x "
             "min(1, ResNet-50's forward FLOPs / the model's), to a power of two; halved while the activations do not "
             "fit beside the plan's states" + (
                 f"; at most vision_max_global_batch_images / {dp} data-parallel GPUs" if capped is not None
                 and act.images >= capped and capped < published else ""))
    ctx.note("activation_memory_gb", act.total / unit, "GB per GPU",
             "vision_activation_bytes_per_image x vision_micro_batch_images")


def vision_batch_cap(ctx: Ctx, dp: int) -> int | None:
    """The most images per GPU per step ``dp`` data-parallel GPUs may take without passing the largest global batch
    an image model keeps its accuracy at (defaults.csv ``vision_max_global_batch_images``, Goyal et al. 2017): that
    batch / the GPUs, to a power of two, at least one image. None: a catalog without the row (no cap)."""
    if "vision_max_global_batch_images" not in ctx.P.defaults or dp < 1:
        return None
    return _pow2_floor(max(1.0, ctx.d("vision_max_global_batch_images") / dp))


def warn_global_batch(ctx: Ctx, images: int, dp: int) -> None:
    """A warning (``VisionBatchOverMax``) where ``dp`` data-parallel GPUs at ``images`` each per step (the plan's
    per-GPU batch: ``vision_batch_cap`` never takes it below one image) make a global batch past the largest one an
    image model keeps its accuracy at (``vision_max_global_batch_images``): more GPUs than that batch has images. The
    estimate's time holds (each step still takes the images); the recipe's accuracy is not promised past it."""
    if images < 1 or dp < 1 or "vision_max_global_batch_images" not in ctx.P.defaults:
        return
    most = ctx.d("vision_max_global_batch_images")
    if images * dp > most:
        ctx.warn("vision_batch_over_max", gpus=dp, images_per_gpu=images, global_batch=float(images * dp),
                 max_images=most, gpus_max=max(1, int(most // images)))


def exchange_rows(ctx: Ctx) -> bool:
    """Whether the catalog has the rows of an image model's gradient exchange across servers."""
    return all(n in ctx.P.defaults for n in ("vision_max_global_batch_images", "allreduce_traffic_factor",
                                             "dp_exchange_overlap_share"))


@dataclass(frozen=True)
class VisionExchange:
    factor: float  # the step's compute / the step with the exchange (1: hidden behind the backward pass)
    global_batch: float  # images per optimizer step over all GPUs
    exchange_s: float  # one all-reduce of the gradients across the servers
    compute_s: float  # one GPU's compute of its share of the global batch


def work_ratio(ctx: Ctx, info: JobInfo) -> float:
    """The model's forward FLOPs per image over ResNet-50's (1 when either is not known): how many ResNet-50 images
    one of its images is worth."""
    ref = _reference_fwd(ctx)
    return info.fwd_flops / ref if ref and info.fwd_flops else 1.0


def exchange_terms(ctx: Ctx, grad_total: float, nodes: np.ndarray, dp: np.ndarray, micro: np.ndarray,
                   rate: np.ndarray, gbps: np.ndarray, ratio: float = 1.0
                   ) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """``vision_exchange``'s figures for arrays of configurations (one formula for the one-by-one estimate and the
    selection's table): (factor, global batch, exchange s, compute s of a GPU's share) per element. ``grad_total``:
    the gradients' bytes (parameters x bytes a gradient, x the adapters' share)."""
    exchange = ctx.d("allreduce_traffic_factor") * (nodes - 1) / nodes * grad_total / (gbps * 1e9 / 8)
    share = ctx.d("dp_exchange_overlap_share")
    most = ctx.d("vision_max_global_batch_images")
    launch = ctx.P.defaults.get("launch_global_batch_samples")  # (named in the note's rule, not a figure of its own)
    launch_v = (finite_float(launch.value) or 0.0) if launch is not None else 0.0
    micro = np.maximum(micro, 1.0)
    step_images = micro * dp  # one micro-batch on every GPU: the batch grows by whole accumulation steps
    planned = np.maximum(launch_v, step_images)
    hide = dp * rate * exchange / share  # the batch whose backward pass is as long as the exchange
    batch = step_images * np.ceil(np.maximum(planned, hide) / step_images - 1e-9)
    batch = np.where(batch > most, step_images * np.maximum(1.0, np.floor(most / step_images + 1e-9)), batch)
    compute = batch / dp / rate
    # a micro-batch below vision_min_efficient_images_per_gpu ResNet-50 images' work takes as long as one of that size
    # (the step's fixed work): each of the batch / (micro x dp) accumulation steps runs at least that long
    floor = ctx.d("vision_min_efficient_images_per_gpu") / max(ratio, 1e-9) \
        if "vision_min_efficient_images_per_gpu" in ctx.P.defaults else 0.0
    busy = compute * np.maximum(1.0, floor / micro)
    step = busy * (1.0 - share) + np.maximum(busy * share, exchange)
    return compute / step, batch, exchange, busy


def vision_exchange(ctx: Ctx, params: float, grad_bytes: float, nodes: int, dp: int, micro: int, rate: float,
                    gbps: float, record: bool = True, ratio: float = 1.0) -> VisionExchange | None:
    """The data-parallel factor of an image model's training across ``nodes`` servers, from the gradient exchange
    each optimizer step waits for and the compute it hides behind (docs/estimates.md, image models across servers).

    Exchange: ``allreduce_traffic_factor`` x (servers - 1) / servers x the gradients' bytes (``params`` x
    ``grad_bytes``) over each server's network at ``gbps``. Compute: each GPU's share of the global batch at ``rate``
    images/s. The global batch is the launch files' (``launch_global_batch_samples``, at least ``micro`` images on
    each of the ``dp`` GPUs), raised by gradient accumulation (whole steps of ``micro`` x ``dp`` images) as far as
    hiding the exchange behind the backward pass (``dp_exchange_overlap_share`` of the compute) needs, and never past
    ``vision_max_global_batch_images`` (unless one step of the micro-batches already is). A micro-batch below
    ``vision_min_efficient_images_per_gpu`` ResNet-50 images' work (``ratio``: the model's images are worth that
    many of ResNet-50's) computes as long as one of that size. The step is then the rest of the
    compute plus the longer of the backward pass and the exchange: factor = the compute of the images / step.
    None: one server, no figures, or a catalog without the rows."""
    if nodes <= 1 or not exchange_rows(ctx) or rate <= 0 or gbps <= 0 or params <= 0:
        return None
    f, b, ex, busy = (float(x) for x in exchange_terms(ctx, params * grad_bytes, np.asarray(float(nodes)),
                                                       np.asarray(float(dp)), np.asarray(float(micro)),
                                                       np.asarray(float(rate)), np.asarray(float(gbps)), ratio))
    batch, exchange = b, ex
    out = VisionExchange(f, batch, exchange, busy)
    if record:
        ctx.note("vision_global_batch_images", batch, "images",
                 "launch_global_batch_samples or the memory plan's images x data-parallel GPUs, raised by gradient "
                 "accumulation until the backward pass hides the gradient exchange, at most "
                 "vision_max_global_batch_images")
        ctx.note("scaling_data_parallel", out.factor, f"factor for {dp} GPUs over {nodes} servers",
                 f"image model: compute / (compute x (1 - dp_exchange_overlap_share) + max(compute x "
                 f"dp_exchange_overlap_share, exchange)); exchange {exchange:.3g} s = allreduce_traffic_factor x "
                 f"(servers - 1) / servers x gradient bytes / network {gbps:.3g} Gbit/s; compute {busy:.3g} s = "
                 f"global batch / GPUs / {rate:.3g} images/s per GPU (modelled), at least "
                 f"vision_min_efficient_images_per_gpu ResNet-50 images' work per micro-batch")
    return out
