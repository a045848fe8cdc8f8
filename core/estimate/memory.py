"""Training memory per GPU: the bytes of weights, gradients, optimizer states and activations, each parallelism
plan (tensor parallel, ZeRO stage, selective recomputation) in order of preference, and the pick of the fitting plan
with the highest modelled throughput. Split from ``estimate`` (which re-exports these names); explained in
``docs/estimates.md``."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING

from .data import Ctx, gb
from .packing import recompute_choice
from .speed import inter_node_efficiency, intra_node_efficiency
from .vision import images_that_fit, vision_activations, vision_batch_cap

if TYPE_CHECKING:
    from .data import Arch, JobInfo


def usable_share(ctx: Ctx) -> float:
    """The share of a GPU's memory a training plan may fill (defaults.csv ``train_memory_usable_share``, e.g. 0.9:
    the allocator's fragmentation, collective buffers and peaks the memory model does not count need the rest).
    A plan fits when its memory is at most ``capacity x share``; the selection's vectorised path
    (``estimate_table``) reads the same figure here. A catalog without the row (one built before it) keeps the
    whole card (1.0), as before."""
    if "train_memory_usable_share" not in ctx.P.defaults:
        return 1.0
    return ctx.d("train_memory_usable_share")


def train_states(ctx: Ctx, precision: str) -> tuple[float, float, float]:
    """(weights, grads, optimizer) bytes per parameter for full training with Adam."""
    if precision == "fp32":
        w = ctx.d("bytes_per_param_fp32")
        return w, w, ctx.d("adam_states_bytes_per_param_fp32")
    w = ctx.d("bytes_per_param_bf16")  # fp8 training keeps bf16 weights and fp32 master states
    total = ctx.d("bytes_per_param_adam_mixed")
    return w, w, total - 2 * w


def activation_bytes(ctx: Ctx, arch: Arch | None, recompute: bool) -> float:
    """Activation bytes per GPU at micro-batch ``train_micro_batch_sequences`` (before TP split)."""
    if arch is None:
        return 0.0
    mb = ctx.d("train_micro_batch_sequences")
    tokens = mb * arch.seq_len
    full = ctx.d("activation_bytes_per_token_hidden_layer")
    logits = ctx.d("logits_bytes_per_token_vocab") * tokens * arch.vocab
    if recompute:
        ck = ctx.d("activation_ckpt_bytes_per_token_hidden_layer")
        return tokens * arch.hidden * (ck * arch.layers + full) + logits
    return tokens * arch.hidden * arch.layers * full + logits


@dataclass(frozen=True)
class MemoryPlan:
    code: str
    tp: int
    zero: int
    recompute: bool
    mem_gb: float
    fits: bool
    used_per_node: int  # GPUs doing work in each node (tensor-parallel groups do not span nodes)
    recompute_frac: float = 0.0  # share of the layers whose activations are recomputed (0..1)
    images: int = 0  # an image model's images per GPU per step (its activations' micro-batch); 0: not one


def train_plans(ctx: Ctx, info: JobInfo, gpus: int, gpn: int, capacity_gb: float,
                 variants: bool = False) -> list[MemoryPlan]:
    """Every plan in order of preference (least communication / recomputation first).

    Memory is in the card's unit (``gpu_memory_bytes_per_gb``); a plan fits within ``usable_share`` of
    ``capacity_gb``. When the activations do not fit but the
    recomputed ones would, only the share of layers needed is recomputed (selective recomputation), so
    the time grows smoothly with the model instead of jumping by 8/6. ``variants`` also lists every
    plan with full recomputation (for :func:`memory_per_gpu_gb`). Tensor-parallel degrees are powers of
    two up to the node size; when they do not divide the node, the GPUs left over stay idle (paid for)."""
    job = info.job
    n = info.params
    unit = gb(ctx)
    forced = recompute_choice(ctx, info)
    nodes = max(1, gpus // gpn)
    overhead = ctx.d("train_runtime_overhead_gb") * unit
    cap = capacity_gb * unit * usable_share(ctx)  # a plan fits below the usable share of the card, not at 100%
    plans: list[MemoryPlan] = []
    tps = [2 ** i for i in range(int(math.log2(gpn)) + 1)]
    if job.method == "full":
        w, g, o = train_states(ctx, job.precision)
    else:
        frozen_b = ctx.d("bytes_per_param_qlora") if job.method == "qlora" else ctx.d("bytes_per_param_bf16")
        adapters = ctx.d("lora_trainable_fraction") * n * ctx.d("bytes_per_param_adam_mixed")
    act_full = activation_bytes(ctx, info.arch, False)
    act_ck = activation_bytes(ctx, info.arch, True)
    vision = vision_activations(ctx, info, capacity_gb)  # an image model's: per image x images per GPU (add)

    def add(code: str, tp: int, z: int, base: float, used: int) -> None:
        images = 0
        if vision is not None:  # the published batch, smaller where its activations do not fit beside the states
            # and where the data-parallel GPUs would take it past the largest global batch (vision_batch_cap)
            most = vision_batch_cap(ctx, nodes * (used // tp))
            images = images_that_fit(cap - base, vision.per_image / tp, min(vision.images, most or vision.images))
            act = images * vision.per_image
            full, ck = base + act / tp, base + act / tp
        else:
            full, ck = base + act_full / tp, base + act_ck / tp
        if job.recompute is not None:
            fracs = [1.0 if job.recompute else 0.0]
        elif variants:  # (every named plan, the default's or not: memory_per_gpu_gb looks one up by its code)
            fracs = [0.0, 1.0]
        elif forced is not None:  # a fine-tune's default (finetune_recompute_default)
            fracs = [1.0 if forced else 0.0]
        elif full <= cap:
            fracs = [0.0]
        elif ck <= cap and full > ck:
            fracs = [(full - cap) / (full - ck)]
        else:  # (recomputing saves nothing where the activations are the same either way: an image model's)
            fracs = [1.0 if full > ck else 0.0]
        for f in fracs:
            mem = full - f * (full - ck)
            plans.append(MemoryPlan(code + ("+recompute" if f > 0 else ""), tp, z, f > 0, mem / unit,
                               mem <= cap * (1 + 1e-12), used, f, images))

    for tp in tps:
        used = (gpn // tp) * tp
        dp = nodes * (gpn // tp)
        if job.method == "full":
            for z in ((0,) if dp == 1 else (0, 1, 2, 3)):
                states = {0: w + g + o, 1: w + g + o / dp, 2: w + (g + o) / dp, 3: (w + g + o) / dp}[z] * n / tp
                code = ("single" if gpus == 1 else "dp") if z == 0 else f"zero{z}"
                if tp > 1:
                    code = f"tp{tp}" if z == 0 else f"tp{tp}+zero{z}"
                add(code, tp, z, states + overhead, used)
        else:
            for z in ((0,) if dp == 1 else (0, 3)):
                frozen = frozen_b * n / tp / (dp if z == 3 else 1)
                code = job.method + (f"+tp{tp}" if tp > 1 else "") + ("+zero3" if z == 3 else "")
                add(code, tp, z, frozen + adapters / tp + overhead, used)
    return plans


def pick_plan(ctx: Ctx, plans: list[MemoryPlan], link: str, workload: str, nodes: int, net: str | None,
          recompute_cost: float) -> MemoryPlan:
    """The fitting plan with the highest modelled throughput (first in preference order on ties);
    if none fits, the one that needs the least memory."""
    fitting = [p for p in plans if p.fits]
    if not fitting:
        return min(plans, key=lambda p: p.mem_gb)
    cache: dict[int, float] = {}

    def rate(p: MemoryPlan) -> float:
        if p.used_per_node not in cache:
            u = p.used_per_node
            r = u * nodes * intra_node_efficiency(ctx, link, workload, u, record=False)
            if nodes > 1:
                r *= inter_node_efficiency(ctx, net, workload, nodes, record=False, gbps=ctx.net_gbps)
            cache[u] = r
        return cache[p.used_per_node] / (1.0 + p.recompute_frac * (recompute_cost - 1.0))

    best = fitting[0]
    for p in fitting[1:]:
        if rate(p) > rate(best) * (1 + 1e-12):
            best = p
    return best
