"""The activation memory of an image model in training: the bytes one image keeps for the backward pass times the
images each GPU takes per step (its micro-batch). A language model's are per token and layer (``memory.py``); an
image model's are measured per image, on ResNet-50 at 224 x 224 (defaults.csv ``vision_activation_bytes_per_image_fp32``,
MONeT's PyTorch measurement), and the micro-batch is NVIDIA's published ResNet-50 batch per GPU
(``launch_micro_batch_images_amp`` / ``_fp32``), as the launch files plan it. Explained in ``docs/estimates.md``."""

from __future__ import annotations

from dataclasses import dataclass
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


def note_vision_activations(ctx: Ctx, info: JobInfo, capacity_gb: float, unit: float, images: int) -> None:
    """The chosen configuration's activation memory as assumptions of its own: per image, the images per GPU of its
    plan (``images``) and the part of the memory per GPU they make (the memory line shows it beside the total)."""
    act = vision_activations(ctx, info, capacity_gb)
    if act is None or images <= 0:
        return
    act = VisionActivations(act.per_image, images, act.ratio)
    # (the rules in words, the same for every job: text/assumptions.py gives them in the reader's language)
    ctx.note("vision_activation_bytes_per_image", act.per_image, "bytes",
             "vision_activation_bytes_per_image_fp32 (ResNet-50 at 224 x 224) x bytes_per_param_bf16 / "
             "bytes_per_param_fp32 in mixed precision x the model's forward FLOPs per image / ResNet-50's")
    ctx.note("vision_micro_batch_images", act.images, "images",
             "launch_micro_batch_images_amp or _fp32 x min(1, GPU memory / launch_micro_batch_reference_gpu_gb) x "
             "min(1, ResNet-50's forward FLOPs / the model's), to a power of two; halved while the activations do not "
             "fit beside the plan's states")
    ctx.note("activation_memory_gb", act.total / unit, "GB per GPU",
             "vision_activation_bytes_per_image x vision_micro_batch_images")
