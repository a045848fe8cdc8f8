"""An image model's gradient exchange across servers for one configuration: the figures ``vision.vision_exchange``
needs (the network's bandwidth, each GPU's modelled images/s, the gradients' bytes) taken from the catalog and the
plan. Shared by the one-by-one estimate (``training.py``) and the table of many (``table.py``)."""

from __future__ import annotations

from ..base import finite_float
from .data import Ctx, GpuSpec, JobInfo
from .memory import train_states
from .speed import dp_exchange_share, speed_per_gpu
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
