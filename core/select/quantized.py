"""A 16-bit LLM service whose copy of the model spans servers, when its weights in 8 bits fit one server of the same
GPU: the note that says so with the serving estimate's own figures for that server (expert25,
serve-405b-1000cny-month: Llama 3.1 405B on 16 x A100-80GB over a 64 Gbit/s VPC, 0.2 s a token, and no word of the
8-bit weights an engineer would name first). On a GPU without FP8 the estimate's "fp8" is W8A16: the weights take
bytes_per_param_int8, the arithmetic stays at the 16-bit peak (core/estimate/speed.py dense_peak, fp8_unsupported)."""

from __future__ import annotations

import dataclasses
import math

from ..catalog import Catalog
from ..estimate import estimate_config, EstimateError
from ..scenario import Scenario
from ..base import finite_float, QuantizedOneServer


def quantized_note(cat: Catalog, row, sc: Scenario, job) -> QuantizedOneServer | None:
    """The note for the chosen ``row`` of a 16-bit LLM service on more than one server (a copy of the model split
    across them), when the same job in 8-bit weights fits one server of its GPU (``estimate_config`` on 1 x its
    GPUs per server): that server's time for an answer, the chosen one's, and how many such servers carry the
    load. None otherwise (training, other workloads, 8-bit already, one server, no fit, no figures)."""
    if sc.task != "inference" or sc.workload != "llm" or sc.precision not in ("bf16", "fp16") or job is None:
        return None
    nodes = int(row["nodes"])
    gpr = finite_float(row.get("gpus_per_replica")) if hasattr(row, "get") else None
    gpn = int(row["gpus_per_node"])
    if nodes < 2 or (gpr is not None and gpr <= gpn):  # each copy on one server already
        return None
    try:
        e = estimate_config(cat, dataclasses.replace(job, precision="fp8"), str(row["gpu"]), gpn, 1)
    except EstimateError:
        return None
    if not e.fits or e.latency_s is None or not e.replicas_needed or not e.gpus_per_replica:
        return None
    fp8 = not any(code == "fp8_unsupported" for code, _ in e.warnings)  # (the estimate's own fallback: W8A16)
    now = finite_float(row.get("latency_s")) if hasattr(row, "get") else None
    servers = math.ceil(e.replicas_needed * e.gpus_per_replica / gpn)
    monthly = finite_float(row["monthly_cost"]) if "monthly_cost" in row else None
    egress = (finite_float(row.get("egress_cost")) if hasattr(row, "get") else None) or 0.0
    instances = int(row["instances"])
    cost = None if monthly is None or instances < 1 else servers * (monthly - egress) / instances + egress
    return QuantizedOneServer(gpu=str(row["gpu"]), gpus_per_node=gpn, fp8=fp8, nodes_now=nodes,
                              output_tokens=int(sc.output_tokens or 0), latency_s=float(e.latency_s),
                              latency_now_s=now, servers=servers, monthly_cost=cost, monthly_cost_now=monthly)
