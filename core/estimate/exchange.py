"""The gradient exchange across servers for one configuration: an image model's, the figures
``vision.vision_exchange`` needs (the network's bandwidth, each GPU's modelled images/s, the gradients' bytes) taken
from the catalog and the plan; a language model's, the same rule at its step (``llm_exchange_terms``, expert26).
Shared by the one-by-one estimate (``training.py``) and the table of many (``table.py``)."""

from __future__ import annotations

import numpy as np

from ..base import finite_float
from .data import Ctx, GpuSpec, JobInfo
from .job import seq_of
from .memory import train_states
from .speed import dp_exchange_share, is_decoder, speed_per_gpu
from .vision import vision_exchange, VisionExchange, work_ratio


def image_exchange(ctx: Ctx, info: JobInfo, spec: GpuSpec, images: int, used_per_node: int, tp: int, nodes: int,
                   net: str | None, intra: float, record: bool = True) -> VisionExchange | None:
    """An image model's gradient exchange across ``nodes`` servers (vision.vision_exchange) for a plan of
    ``images`` per GPU on ``used_per_node`` GPUs per server in tensor-parallel groups of ``tp``: every server moves
    the whole model's gradients (its GPUs share the network, whatever the tensor-parallel split), in the training
    precision's gradient bytes (the memory line's), x the adapters' share for LoRA/QLoRA; each GPU computes at the
    modelled speed of the cv profile x the server's own scaling ``intra``. The bandwidth: the instance's fabric
    (``ctx.net_gbps``), else network.csv's figure for ``net``. None on one server, without the FLOPs per image or a
    bandwidth."""
    if nodes <= 1 or info.flops_per_unit is None or images <= 0 or info.flops_per_unit <= 0:
        return None
    gbps = ctx.net_gbps
    if not gbps:
        row = ctx.P.networks.get(net) if net is not None else None
        gbps = finite_float(row.bandwidth_gbps) if row is not None else None
    if not gbps:
        return None
    eff, _, _ = speed_per_gpu(Ctx(ctx.P), spec, info.job.precision, "cv", info.active, key="x")
    rate = eff * 1e12 * intra / info.flops_per_unit
    grad = train_states(ctx, info.job.precision)[1] * dp_exchange_share(ctx, info.job.method)
    return vision_exchange(ctx, info.params, grad, nodes, nodes * (used_per_node // max(tp, 1)), images, rate,
                           gbps, record=record, ratio=work_ratio(ctx, info))


def llm_exchange_rows(ctx: Ctx) -> bool:
    """Whether the catalog has the rows of a language model's exchange across servers (expert26)."""
    return all(n in ctx.P.defaults for n in ("allreduce_traffic_factor", "dp_exchange_overlap_share",
                                             "zero3_traffic_factor", "lora_trainable_fraction"))


def llm_exchange_terms(ctx: Ctx, params: float, method: str, precision: str, zero3: np.ndarray, nodes: np.ndarray,
                       gbps: np.ndarray, compute_s: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(factor, exchange s) of a language model's training step across ``nodes`` servers at the line rate of each
    server's network ``gbps``: the bytes every server moves in a step, (servers - 1) / servers x: the all-reduce of
    the trained parameters' gradients (``allreduce_traffic_factor`` x their bytes; data parallelism, ZeRO 1 and 2)
    or, for a ZeRO-3 plan (``zero3``), the 16-bit weights gathered in the forward and again in the backward pass and
    the gradients reduce-scattered (``zero3_traffic_factor``: 3 x the model's bytes for a full training, Rajbhandari
    et al. 2020); counted once per optimizer step, as if the gradient accumulation of a ZeRO-3 step gathered the
    weights once (a lower bound on its traffic). Every server moves the whole model's share whatever its tensor-
    parallel split (its GPUs share its network). ``compute_s``: the step's compute at the modelled speed on one
    server; the exchange hides behind the backward pass (``dp_exchange_overlap_share`` of it), the rest adds to the
    step, as an image model's (vision.exchange_terms): factor = compute / (compute x (1 - share) + max(compute x
    share, exchange)). LoRA/QLoRA train ``lora_trainable_fraction`` of the parameters: only their gradients are
    exchanged; ZeRO-3 still gathers the frozen weights."""
    w, g, _ = train_states(ctx, precision)
    trained = params * (1.0 if method == "full" else ctx.d("lora_trainable_fraction"))
    moved = np.where(zero3, (ctx.d("zero3_traffic_factor") - 1.0) * params * w + trained * g,
                     ctx.d("allreduce_traffic_factor") * trained * g)
    with np.errstate(invalid="ignore", divide="ignore"):
        exchange = (nodes - 1.0) / nodes * moved / (gbps * 1e9 / 8)
        share = ctx.d("dp_exchange_overlap_share")
        step = compute_s * (1.0 - share) + np.maximum(compute_s * share, exchange)
        return compute_s / step, exchange


def llm_exchange(ctx: Ctx, info: JobInfo, spec: GpuSpec, plan_zero: int, used: int, nodes: int, intra: float,
                 flops_per_token: float, batch_tokens: float) -> tuple[float, float, float, float] | None:
    """(factor, exchange s, compute s, Gbit/s) of a language model's optimizer step across ``nodes`` servers
    (``llm_exchange_terms``) for one configuration: ``used`` GPUs at the modelled speed of one server (``intra``, its
    own scaling) computing ``batch_tokens`` at ``flops_per_token``. The bandwidth: the instance's own fabric
    (``ctx.net_gbps``, instance_network.csv) only; network.csv's classes are seed placeholders (``rdma``: 100 Gbit/s
    a server, where the published runs' clusters had 8 x 400), on which the fitted terms stand. None on one server,
    without the rows or the instance's bandwidth."""
    if nodes <= 1 or not llm_exchange_rows(ctx) or used <= 0 or flops_per_token <= 0 or batch_tokens <= 0:
        return None
    gbps = ctx.net_gbps
    if not gbps:
        return None
    job = info.job
    eff, _, _ = speed_per_gpu(Ctx(ctx.P), spec, job.precision, "llm", info.active, key="x", scale=intra,
                              seq=seq_of(info), method=job.method, moe=info.moe,
                              decoder=is_decoder(ctx.P, info.model_id, "llm"))
    compute = flops_per_token * batch_tokens / (used * eff * 1e12 * intra)
    f, ex = llm_exchange_terms(ctx, info.params, job.method, job.precision, np.asarray(plan_zero == 3),
                               np.asarray(float(nodes)), np.asarray(float(gbps)), np.asarray(compute))
    return float(f), float(ex), compute, float(gbps)
