"""Services no configuration can carry (numpy only, no Qt): the two limits a service's configuration must keep, and
the note that answers a load beyond them as impossible, with what it would need.

* **Latency.** One request's own decode (a step per output token, after its prefill) takes what it takes on a
  configuration: more replicas serve more requests side by side, never one request faster. A configuration whose
  single request, alone on its replica at its fastest tensor-parallel degree (``estimate_serving``), is slower than
  the latency target (``p95_latency_s``) is no option.
* **Size.** A service is sized on at most ``serving_max_gpus`` GPUs (defaults.csv, with its reason; a catalog older
  than that row falls back on ``cluster_max_gpus``, the largest cluster a training job is offered on): a cluster
  with more is no option.

Both are applied per cluster where the service's servers are counted (``candidates._add_instances_and_hours``: such
a cluster has no usable estimate, and is counted among the rows left out). When no real option is left, the answer
has no configuration and its one warning is ``serving_impossible`` (``serving_impossible_note``), as a model that
fits nowhere gets ``fits_nowhere``.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

import numpy as np

from ..base import note, num
from .results import Note


def max_gpus(d: Mapping[str, float]) -> float:
    """The most GPUs one service is sized on (defaults.csv ``serving_max_gpus``, else ``cluster_max_gpus``)."""
    return float(d.get("serving_max_gpus", d.get("cluster_max_gpus", math.inf)))


def latency_ok(latency_s: np.ndarray, target: float | None) -> np.ndarray:
    """Whether each configuration's modelled latency (at its batch; one request alone when even that misses) meets
    the target. No target, or no latency figure: met (nothing to hold it against)."""
    lat = np.asarray(latency_s, dtype=float)
    if target is None:
        return np.ones(len(lat), dtype=bool)
    with np.errstate(invalid="ignore"):
        return ~(lat > float(target))


def within_size(gpu_total: np.ndarray, d: Mapping[str, float]) -> np.ndarray:
    """Whether each cluster of a service has at most ``max_gpus`` GPUs."""
    return np.asarray(gpu_total, dtype=float) <= max_gpus(d)


def within_limits(latency_s: np.ndarray, gpu_total: np.ndarray, target: float | None,
                  d: Mapping[str, float]) -> np.ndarray:
    """Whether each cluster of a service keeps both limits (its configuration's latency, its GPUs)."""
    return latency_ok(latency_s, target) & within_size(gpu_total, d)


def _warning_detail(est, key: int, code: str) -> dict:
    """The detail of the estimate warning ``code`` of configuration ``key`` ({} without one)."""
    if "est_warnings" not in est or key >= len(est):
        return {}
    for item in est.cell(key, "est_warnings") or ():
        if isinstance(item, tuple) and len(item) == 2 and item[0] == code and isinstance(item[1], dict):
            return dict(item[1])
    return {}


def serving_impossible_note(t) -> Note | None:
    """Why a service has no option when every configuration that runs the model breaks a serving limit (None when
    some configuration keeps both, so something else left the rows out). ``t``: the ranked table (``Scored``).

    ``limit`` "latency": no configuration answers one request within the target; the detail gives the fastest
    (``best_latency_s`` on ``gpus_per_replica`` x ``gpu``), which is the latency limit the request would need, and
    ``max_output_tokens``, the most output tokens one request may have there within the target (0: none).
    ``limit`` "size": the configurations that meet the latency need more GPUs than ``max_gpus``; the detail gives
    the fewest that would carry the load (``gpus_needed`` x ``gpu``, ``servers`` x ``instance_type`` on
    ``provider``) and ``max_qps``, the most requests/s ``max_gpus`` GPUs serve at the target utilisation.
    ``elsewhere``: the smallest real option outside the scenario's provider/region/GPU choices, if any."""
    if t.training or not len(t):
        return None
    sc, d = t.sc, t.d
    ok = np.asarray(t["ok"], dtype=bool) & np.asarray(t["c_fits"], dtype=bool)
    gpus = np.asarray(t["gpu_total"], dtype=float)
    ok &= gpus > 0
    if not ok.any():
        return None
    keys = np.asarray(t["est_key"], dtype=np.int64)
    lat = np.asarray(t.est["latency_s"], dtype=float)[keys]
    target = sc.p95_latency_s
    fast = ok & latency_ok(lat, target)
    cap = max_gpus(d)
    if (fast & (gpus <= cap)).any():
        return None
    detail: dict[str, Any]
    if not fast.any():
        rows = np.flatnonzero(ok & np.isfinite(lat))
        if not len(rows):
            return None
        i = int(rows[np.lexsort((gpus[rows], lat[rows]))[0]])  # the fastest request, on the fewest GPUs
        k = int(keys[i])
        warning = _warning_detail(t.est, k, "latency_unreachable")
        detail = {"limit": "latency", "p95_latency_s": float(target) if target is not None else None,
                  "best_latency_s": float(lat[i]), "gpu": str(t.at("gpu", np.array([i]))[0]),
                  "gpus_per_replica": num(t.estimates["gpus_per_replica"][k]),
                  "output_tokens": num(_output_tokens(t, k)),
                  "max_output_tokens": num(warning.get("max_output_tokens"))}
    else:
        rows = np.flatnonzero(fast)
        i = int(rows[np.argmin(gpus[rows])])
        gpn = np.asarray(t.at("gpus_per_node", rows), dtype=float)
        per_replica = t.estimates["gpus_per_replica"][keys[rows]]
        per_qps = t.estimates["qps_per_replica"][keys[rows]]
        with np.errstate(divide="ignore", invalid="ignore"):
            # whole servers of a replica (more than one when it is split across servers), then the replicas
            # ``cap`` GPUs hold in whole servers
            servers = np.maximum(np.ceil(per_replica / gpn), 1.0)
            replicas = np.floor(cap / (gpn * servers)) * np.floor(gpn * servers / per_replica)
            capacity = np.nan_to_num(replicas * per_qps * float(d["serving_target_utilisation"]))
        j = int(np.argmax(capacity))
        r = t.drows([i])[0]
        detail = {"limit": "size", "max_gpus": num(cap), "qps": sc.qps, "gpus_needed": num(gpus[i]),
                  "gpu": str(r["gpu"]), "servers": int(r["instances"]), "instance_type": r["instance_type"],
                  "provider": str(r["provider"]), "max_qps": float(capacity[j]),
                  "max_qps_gpu": str(t.at("gpu", np.array([rows[j]]))[0])}
    detail["elsewhere"] = getattr(t, "elsewhere", None)
    return note("serving_impossible", detail)


def _output_tokens(t, key: int) -> Any:
    """The output tokens per request the estimate used (the scenario's, else the default it names)."""
    used = t.est.cell(key, "assumptions") if "assumptions" in t.est else None
    a = (used or {}).get("output_tokens") if isinstance(used, dict) else None
    if a is not None and getattr(a, "value", None) is not None:
        return a.value
    return t.sc.output_tokens
