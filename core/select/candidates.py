"""Candidates: the job a scenario describes, the catalog's offerings (instances with a price, their GPU
and network), the inter-node network classes, and the estimate of each distinct hardware configuration."""

from __future__ import annotations

import threading
import weakref
from typing import Any

import numpy as np
import pandas as pd

from .. import cost as C
from .. import estimate as E
from ..catalog import Catalog
from ..scenario import Scenario


# --------------------------------------------------------------------------- the job


def job_for(cat: Catalog, sc: Scenario):
    """The estimate engine's Job for a scenario."""
    fields: dict[str, Any] = dict(task=sc.task, workload=sc.workload, method=sc.finetune_method, precision=sc.precision,
                  tokens=sc.tokens, dataset_gb=sc.dataset_gb, samples=sc.samples, epochs=sc.epochs,
                  qps=sc.qps, input_tokens=sc.input_tokens, output_tokens=sc.output_tokens,
                  p95_latency_s=sc.p95_latency_s)
    if sc.reference_run is not None:
        fields["reference_run"] = E.ReferenceRun(sc.reference_run.gpu, sc.reference_run.gpus,
                                                 sc.reference_run.hours) \
            if hasattr(E, "ReferenceRun") else (sc.reference_run.gpu, sc.reference_run.gpus, sc.reference_run.hours)
    fields = {k: v for k, v in fields.items() if v is not None}
    if sc.preset:
        return E.job_from_preset(cat, sc.preset, **fields)
    if sc.params:
        fields["params"] = sc.params
    return E.Job(**fields)


# --------------------------------------------------------------------------- offerings


def offerings(cat: Catalog) -> pd.DataFrame:
    """Every instance with at least one price and whole GPUs, joined with its GPU's specs and network."""
    inst = cat["instances"]
    prices = inst[list(C.PRICE_COLUMN.values())]
    gc = inst["gpu_count"].astype(float)
    keep = prices.notna().any(axis=1) & (gc >= 1) & (gc == np.floor(gc))
    df = inst.loc[keep, ["provider", "region", "instance_type", "gpu", "gpu_count", "gpu_memory_gb", "vcpus",
                         "ram_gb", "local_disk_gb", "network_gbps", "interconnect", "currency",
                         *C.PRICE_COLUMN.values(), "as_of"]].reset_index(drop=True)
    g = cat["gpus"].set_index("gpu")
    df["gpu_memory_gb"] = df["gpu_memory_gb"].fillna(df["gpu"].map(g["memory_gb"]))
    link = df["interconnect"].astype(object).where(df["interconnect"].astype(str) != "", None)
    df["link"] = link.fillna(df["gpu"].map(g["interconnect"])).fillna("pcie").astype(str)
    df["link"] = df["link"].where(df["link"] != "", "pcie")
    net = cat["instance_network"]
    m = df[["provider", "instance_type"]].merge(net[["provider", "instance_type", "bandwidth_gbps", "rdma"]],
                                                how="left", on=["provider", "instance_type"])
    df["net_gbps"] = df["network_gbps"].fillna(pd.Series(m["bandwidth_gbps"].to_numpy(float)))
    df["net_rdma"] = pd.Series(m["rdma"].astype("boolean").fillna(False).to_numpy(bool))
    return df


def _network_classes(cat: Catalog) -> pd.DataFrame:
    return cat["network"].sort_values("bandwidth_gbps").reset_index(drop=True)


_NET_CLASS_NAMES = np.array(["standard", "tcp_25g", "rdma"], dtype=object)
# Fabrics that move GPU memory between nodes without the host's TCP stack (instance_network.csv ``fabric``).
FAST_FABRICS = ("efa", "infiniband", "roce", "erdma", "rdma", "tcpx", "tcpxo")


def _network_class_codes(cat: Catalog, gbps: np.ndarray, rdma: np.ndarray) -> np.ndarray:
    """Inter-node network class of each instance as codes into ``_NET_CLASS_NAMES`` (no string per row): the
    fast class for a GPU-direct fabric of at least the class's bandwidth, else by bandwidth; unknown: standard."""
    nc = _network_classes(cat).set_index("option")
    cls = np.zeros(len(gbps), dtype=np.int8)
    with np.errstate(invalid="ignore"):
        if "tcp_25g" in nc.index:
            cls[gbps >= nc.at["tcp_25g", "bandwidth_gbps"]] = 1
        if "rdma" in nc.index:
            cls[rdma & (gbps >= nc.at["rdma", "bandwidth_gbps"])] = 2
    return cls


# --------------------------------------------------------------------------- estimates

# Estimates of the most recent job, per estimate-engine preparation (which is per Catalog object): a scenario
# edit that keeps the job (deadline, budget, objective, providers, spot...) reuses them. Keyed on the
# preparation object itself, so they follow the estimate engine's own view of the catalog, never a stale one.
_EST_MEMO: dict[int, tuple] = {}
_EST_LOCK = threading.Lock()


def _est_memo(cat: Catalog, job) -> dict | None:
    """The memo of configuration -> estimate row for ``job`` on ``cat`` (None: the job cannot be a key)."""
    try:
        hash(job)
    except TypeError:
        return None
    prep = E.prepare(cat)
    key = id(prep)
    with _EST_LOCK:
        hit = _EST_MEMO.get(key)
        if hit is not None and hit[0]() is prep:
            if hit[1] == job:
                return hit[2]
            memo: dict = {}
            _EST_MEMO[key] = (hit[0], job, memo)
            return memo
        memo = {}
        _EST_MEMO[key] = (weakref.ref(prep), job, memo)
    weakref.finalize(prep, _EST_MEMO.pop, key, None)
    return memo


_EST_FIELDS = ("wall_hours", "gpu_hours", "flops", "mfu", "scaling_efficiency", "memory_per_gpu_gb", "tokens_per_s",
               "qps_per_replica", "replicas_needed", "gpus_per_replica", "checkpoint_gb", "checkpoint_write_s",
               "latency_s", "data_read_mb_s", "range_low", "range_high")


def _estimate_row(cat: Catalog, job, gpu, gpus_per_node, nodes, link, net_class, net_gbps=None) -> dict:
    rec = {"ok": True, "error": "", "error_field": ""}
    try:
        # The data feed is checked afterwards, per storage choice, from the rate the job needs
        # (data_read_mb_s): the same test as the engine's, without one call per storage tier.
        est = E.estimate_config(cat, job, gpu, int(gpus_per_node), nodes=int(nodes),
                                interconnect=link, network=None if nodes == 1 else net_class,
                                network_gbps=None if nodes == 1 or net_gbps is None or not net_gbps > 0
                                else float(net_gbps))
    except E.EstimateError as exc:  # input the engine cannot estimate on this GPU: its problem code
        rec.update(ok=False, error=exc.code or type(exc).__name__,
                   error_field=(exc.problems[0].file if exc.problems else ""))
        est = None
    except Exception as exc:  # noqa: BLE001 - a GPU without specs must not sink the whole table
        rec.update(ok=False, error=type(exc).__name__)
        est = None
    if est is not None:
        for name in _EST_FIELDS:
            v = getattr(est, name, None)
            rec[name] = np.nan if v is None else float(v)
        rec["fits"] = bool(est.fits)
        rec["io_bound"] = bool(getattr(est, "io_bound", False))
        rec["plan"] = str(getattr(est, "plan", ""))
        rec["est_warnings"] = tuple(getattr(est, "warnings", ()) or ())
        rec["assumptions"] = getattr(est, "assumptions", {}) or {}
    else:
        rec["fits"] = False
        rec["io_bound"] = False
        rec["plan"] = ""
        rec["est_warnings"] = ()
        rec["assumptions"] = {}
    return rec


def _estimate_table(cat: Catalog, job, keys: pd.DataFrame) -> pd.DataFrame:
    """Run the estimate engine once per distinct configuration row of ``keys`` (columns gpu, gpus_per_node,
    nodes, link, net_class); a configuration already estimated for the same job on the same catalog is reused."""
    memo = _est_memo(cat, job)
    rows = []
    gbps = keys["net_gbps"] if "net_gbps" in keys else pd.Series(np.nan, index=keys.index)
    for k in zip(keys["gpu"], keys["gpus_per_node"], keys["nodes"], keys["link"], keys["net_class"], gbps):
        mk = (k[0], int(k[1]), int(k[2]), k[3], k[4] if k[2] != 1 else "", k[5] if k[2] != 1 and k[5] > 0 else None)
        rec = memo.get(mk) if memo is not None else None
        if rec is None:
            rec = _estimate_row(cat, job, *k)
            if memo is not None:
                memo[mk] = rec
        rows.append(rec)
    cols = ["ok", "error", "error_field", *_EST_FIELDS, "fits", "io_bound", "plan", "est_warnings", "assumptions"]
    out = pd.DataFrame({c: [r.get(c, np.nan) for r in rows] for c in cols}, index=keys.index)
    return pd.concat([keys, out], axis=1)
