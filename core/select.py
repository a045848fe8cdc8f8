"""Selection: every priced configuration of the catalog, estimated, priced, filtered and ranked.

``score_candidates`` builds one row per (instance × node count × billing mode) over whole columns;
the estimate engine runs once per distinct hardware configuration and is broadcast to the rows.
``recommend`` turns that table into a ``Recommendation``: the chosen option with its cost lines and
host, the best rejected alternatives and why each lost, the Pareto front of cost against hours,
and reasons, tips and warnings as codes with numbers. No sentences, no Qt.
"""

from __future__ import annotations

import datetime as _dt
import functools
import math
from dataclasses import dataclass, field
from typing import Any

import numpy as np
import pandas as pd

from . import cost as C
from . import estimate as E
from .catalog import Catalog
from .host import HostSpec, host_spec, size_hosts
from .scenario import Scenario

# Seed 001's decision tree, as data: case -> ((GPU name prefixes, allowed GPU counts), ...), and whether the
# count is per node (an "8-card cluster", a 2-card serving box that is replicated) or for the whole job.
# The thresholds that decide the case live in the catalog's defaults (tree_*).
DECISION_TREE: dict[str, tuple[tuple[tuple[str, ...], tuple[int, ...]], ...]] = {
    "train_over_70b": ((("H100",), (8,)),),
    "train_7b_70b": ((("A100", "A800"), (4, 5, 6, 7, 8)), (("H100", "H800"), (2, 3, 4))),
    "lora_7b_13b": ((("L40S",), (1,)), (("A100", "A800"), (1,))),
    "inference_7b_low_qps": ((("L40S",), (1,)), (("RTX4090",), (1,))),
    "inference_70b_high_qps": ((("A100-80GB", "A800-80GB"), (2,)),),
}
TREE_COUNT_PER_NODE = {"train_over_70b": True, "train_7b_70b": False, "lora_7b_13b": False,
                       "inference_7b_low_qps": True, "inference_70b_high_qps": True}

DESC_COLS = ("region", "instance_type", "currency", "as_of", "fx_as_of", "spot_rate_source", "host_rule_set",
             "host_rule_gpu", "disk_product", "disk_currency", "disk_fx_as_of", "egress_product", "egress_currency",
             "egress_fx_as_of")
CONSTRAINTS = ("fits", "estimate", "providers", "regions", "gpus", "spot", "deadline", "budget")
HARD = ("fits", "estimate", "providers", "regions", "gpus", "spot")


@dataclass(frozen=True)
class Note:
    """A reason, tip or warning: a code and the numbers that go with it (the GUI writes the words)."""

    code: str
    detail: dict = field(default_factory=dict)

    def to_dict(self) -> dict:
        return {"code": self.code, "detail": _jsonable(self.detail)}


@dataclass(frozen=True)
class Option:
    """One priced configuration."""

    provider: str
    region: str
    instance_type: str
    gpu: str
    gpus_per_node: float
    nodes: int
    instances: int
    gpu_count: float
    billing: str
    wall_hours: float | None  # expected wall-clock hours including spot rework; None for serving
    billed_hours: float
    total_cost: float  # the priced lines; unpriced lines are listed and warned about, not counted as 0
    monthly_cost: float
    currency: str
    meets_deadline: bool
    within_budget: bool
    fits: bool
    feasible: bool
    complete: bool  # every cost line has a price
    cost_lines: tuple[C.CostLine, ...]
    host: HostSpec
    storage: str
    storage_product: str
    network_class: str
    network_gbps: float
    price_as_of: str
    price_age_days: float
    stale: bool
    estimate: dict
    spot: dict | None
    break_even_hours: float | None
    broken: tuple[Note, ...]
    lost: tuple[Note, ...] = ()

    def to_dict(self) -> dict:
        h = self.host
        d = {
            "provider": self.provider, "instance_type": self.instance_type, "region": self.region,
            "gpu": self.gpu, "gpus_per_node": _num(self.gpus_per_node), "nodes": self.nodes,
            "instances": self.instances, "gpu_count": _num(self.gpu_count), "billing": self.billing,
            "wall_hours": _round(self.wall_hours), "billed_hours": _round(self.billed_hours),
            "total_cost": _round(self.total_cost), "monthly_cost": _round(self.monthly_cost),
            "currency": self.currency, "meets_deadline": self.meets_deadline,
            "within_budget": self.within_budget, "fits": self.fits, "feasible": self.feasible,
            "complete": self.complete,
            "cost_lines": [line.to_dict() for line in self.cost_lines],
            "host": {"cpu_cores": h.cpu_cores, "ram_gb": h.ram_gb, "system_disk_gb": h.system_disk_gb,
                     "data_disk_gb": h.data_disk_gb, "network_gbps": _num(self.network_gbps),
                     "storage": self.storage, "storage_product": self.storage_product,
                     "network": self.network_class, "ram_dimms": h.ram_dimms, "ram_dimm_gb": h.ram_dimm_gb,
                     "cpu_cores_min": h.cpu_cores_min, "ram_gb_min": _round(h.ram_gb_min),
                     "rule_set": h.rule_set, "rule_gpu": h.rule_gpu, "rule_fallback": h.fallback,
                     "instance_vcpus": _num(h.instance_vcpus), "instance_ram_gb": _num(h.instance_ram_gb),
                     "cpu_ok": h.cpu_ok, "ram_ok": h.ram_ok},
            "price_as_of": self.price_as_of, "price_age_days": _num(self.price_age_days), "stale": self.stale,
            "estimate": _jsonable(self.estimate),
            "break_even_hours": _round(self.break_even_hours),
        }
        if self.spot is not None:
            d["spot"] = _jsonable(self.spot)
        if self.broken:
            d["broken"] = [n.to_dict() for n in self.broken]
        if self.lost:
            d["lost"] = [n.to_dict() for n in self.lost]
        return d


@dataclass(frozen=True)
class Recommendation:
    """The answer for one scenario. ``candidates`` is the whole scored table (for plots and tables)."""

    recommendation: Option | None
    feasible: bool  # the recommendation meets every constraint
    alternatives: tuple[Option, ...]
    pareto: tuple[dict, ...]
    reasons: tuple[Note, ...]
    tips: tuple[Note, ...]
    warnings: tuple[Note, ...]
    assumptions: dict
    defaults_used: dict
    counts: dict
    scored: pd.DataFrame = field(compare=False, repr=False, default_factory=pd.DataFrame)
    offers: pd.DataFrame = field(compare=False, repr=False, default_factory=pd.DataFrame)

    @functools.cached_property
    def candidates(self) -> pd.DataFrame:
        """Every scored row with its offering's descriptive columns (region, instance type, dates...), built
        on first use: the ranking itself works on the narrow ``scored`` table."""
        if self.offers.empty or "instance_type" in self.scored:
            return self.scored
        return full_table(self.scored, self.offers)

    def table(self) -> pd.DataFrame:
        return self.candidates

    def to_dict(self) -> dict:
        """The ``recommend --json`` document (shared/design/interfaces.md)."""
        return {
            "recommendation": self.recommendation.to_dict() if self.recommendation else None,
            "feasible": self.feasible,
            "alternatives": [a.to_dict() for a in self.alternatives],
            "pareto": list(self.pareto),
            "reasons": [n.to_dict() for n in self.reasons],
            "tips": [n.to_dict() for n in self.tips],
            "warnings": [n.to_dict() for n in self.warnings],
            "assumptions": _jsonable(self.assumptions),
            "defaults_used": _jsonable(self.defaults_used),
            "counts": dict(self.counts),
        }


# --------------------------------------------------------------------------- helpers


def _num(x):
    if x is None:
        return None
    try:
        f = float(x)
    except (TypeError, ValueError):
        return x
    if math.isnan(f):
        return None
    return int(f) if f.is_integer() else f


def _round(x, digits: int = 2):
    if x is None:
        return None
    f = float(x)
    if math.isnan(f) or math.isinf(f):
        return None
    return round(f, digits) if abs(f) >= 1 else round(f, 4)


def _jsonable(obj: Any):
    if isinstance(obj, dict):
        return {str(k): _jsonable(v) for k, v in obj.items()}
    if isinstance(obj, (list, tuple)):
        return [_jsonable(v) for v in obj]
    if isinstance(obj, (bool, np.bool_)):
        return bool(obj)
    if isinstance(obj, (int, np.integer)):
        return int(obj)
    if isinstance(obj, (float, np.floating)):
        f = float(obj)
        if math.isnan(f) or math.isinf(f):
            return None
        return round(f, 6) if abs(f) < 1 else round(f, 4)
    if obj is None or isinstance(obj, str):
        return obj
    if hasattr(obj, "to_dict"):
        return _jsonable(obj.to_dict())
    if hasattr(obj, "__dataclass_fields__"):
        return _jsonable({k: getattr(obj, k) for k in obj.__dataclass_fields__})
    return str(obj)


def _defaults(cat: Catalog) -> dict[str, float]:
    return C.defaults(cat)


# --------------------------------------------------------------------------- the job


def job_for(cat: Catalog, sc: Scenario):
    """The estimate engine's Job for a scenario."""
    fields = dict(task=sc.task, workload=sc.workload, method=sc.finetune_method, precision=sc.precision,
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


def _classify_network(cat: Catalog, gbps: np.ndarray, rdma: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Inter-node network class of an instance from its published bandwidth (unknown -> 'standard', flagged)."""
    nc = _network_classes(cat).set_index("option")
    cls = np.full(len(gbps), "standard", dtype=object)
    if "tcp_25g" in nc.index:
        cls = np.where(gbps >= nc.at["tcp_25g", "bandwidth_gbps"], "tcp_25g", cls)
    if "rdma" in nc.index:
        cls = np.where(rdma & (gbps >= nc.at["rdma", "bandwidth_gbps"]), "rdma", cls)
    return cls, np.isnan(gbps)


def _suggest_network(cat: Catalog, total_gpus: np.ndarray, budget_factor: np.ndarray) -> np.ndarray:
    """Seed 000's recommend_network: the richest class whose GPU minimum and (strict) budget factor are met.
    Without a budget the factor is not checked."""
    nc = _network_classes(cat).sort_values("bandwidth_gbps", ascending=False).reset_index(drop=True)
    names = nc["option"].to_numpy(object)
    fallback = int(np.flatnonzero(names == "standard")[0]) if (names == "standard").any() else len(names) - 1
    pick = np.full(len(total_gpus), -1, dtype=np.int64)
    for i, r in nc.iterrows():
        ok = pick < 0
        if pd.notna(r["min_gpus"]):
            ok &= total_gpus >= float(r["min_gpus"])
        if pd.notna(r["min_budget_factor"]):
            ok &= np.isnan(budget_factor) | (budget_factor > float(r["min_budget_factor"]))
        pick[ok] = i
    pick[pick < 0] = fallback
    return names[pick]


# --------------------------------------------------------------------------- estimates


def _estimate_table(cat: Catalog, job, keys: pd.DataFrame) -> pd.DataFrame:
    """Run the estimate engine once per distinct configuration row of ``keys``."""
    rows = []
    for k in keys.itertuples(index=False):
        rec = {"ok": True, "error": ""}
        try:
            # The data feed is checked afterwards, per storage choice, from the rate the job needs
            # (data_read_mb_s): the same test as the engine's, without one call per storage tier.
            est = E.estimate_config(cat, job, k.gpu, int(k.gpus_per_node), nodes=int(k.nodes),
                                    interconnect=k.link, network=None if k.nodes == 1 else k.net_class)
        except Exception as exc:  # noqa: BLE001 - a GPU without specs must not sink the whole table
            rec.update(ok=False, error=type(exc).__name__)
            est = None
        if est is not None:
            for name in ("wall_hours", "gpu_hours", "flops", "mfu", "scaling_efficiency", "memory_per_gpu_gb",
                         "tokens_per_s", "qps_per_replica", "replicas_needed", "gpus_per_replica", "checkpoint_gb",
                         "checkpoint_write_s", "latency_s", "data_read_mb_s"):
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
        rows.append(rec)
    out = pd.DataFrame(rows, index=keys.index)
    return pd.concat([keys, out], axis=1)


def _spot_extra(cat: Catalog, wall_hours: np.ndarray, rate_month: np.ndarray, write_s: np.ndarray,
                nodes: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Expected extra hours, interruptions and checkpoint interval, once per distinct input tuple."""
    cols = [np.nan_to_num(np.asarray(x, dtype=float), nan=-1.0) for x in (wall_hours, rate_month, write_s, nodes)]
    codes, first = _combo_codes(cols)
    uniq = np.column_stack([c[first] for c in cols]) if len(first) else np.zeros((0, 4))
    extra = np.full(len(uniq), np.nan)
    n_int = np.full(len(uniq), np.nan)
    interval = np.full(len(uniq), np.nan)
    for i, (h, r, w, nn) in enumerate(uniq):
        if not h > 0 or not 0 <= r < 1:
            continue
        so = E.spot_overhead(cat, h, None if w < 0 else w, interruptions_per_month=r, instances=int(nn))
        extra[i] = so.expected_extra_hours
        n_int[i] = so.expected_interruptions
        interval[i] = so.checkpoint_interval_h
    return extra[codes], n_int[codes], interval[codes]


# --------------------------------------------------------------------------- the scored table


def _combo_codes(arrays) -> tuple[np.ndarray, np.ndarray]:
    """A group number per row for the distinct combinations of the given columns (NaN is a value), and the
    first row of each group. Hash-based (pd.factorize), so it stays O(rows) on millions of rows."""
    n = len(arrays[0]) if len(arrays) else 0
    key = np.zeros(n, dtype=np.int64)
    for a in arrays:
        codes, uniq = pd.factorize(a, use_na_sentinel=False)
        key = key * (len(uniq) + 1) + codes
        key = pd.factorize(key)[0].astype(np.int64)  # keep the combined key small
    first = np.full(int(key.max()) + 1 if n else 0, -1, dtype=np.int64)
    first[key[::-1]] = np.arange(n - 1, -1, -1)
    return key, first


def _group_codes(df: pd.DataFrame, cols: list[str]) -> tuple[np.ndarray, np.ndarray]:
    return _combo_codes([df[c] for c in cols])


def score_candidates(cat: Catalog, sc: Scenario, job=None, today: _dt.date | None = None) -> pd.DataFrame:
    """One row per instance × node count × billing mode, with estimates, host, cost and constraint columns."""
    df, _, desc = _score(cat, sc, job, today)
    return full_table(df, desc)


def full_table(df: pd.DataFrame, desc: pd.DataFrame) -> pd.DataFrame:
    """The scored table with the offerings' descriptive columns (region, instance type, dates...) joined."""
    extra = desc.drop(columns=["provider", "gpu"]).set_index("offer_id")
    return pd.concat([df.reset_index(drop=True),
                      extra.loc[df["offer_id"].to_numpy()].reset_index(drop=True)], axis=1)


def _row(df: pd.DataFrame, desc: pd.DataFrame, i: int) -> pd.Series:
    """Row ``i`` of the scored table with its offering's descriptive columns."""
    r = df.iloc[int(i)]
    extra = desc.iloc[int(r["offer_id"])].drop(["offer_id", "provider", "gpu"])
    out = pd.concat([r, extra])
    out["provider"], out["gpu"] = str(r["provider"]), str(r["gpu"])
    return out


def _score(cat: Catalog, sc: Scenario, job=None, today: _dt.date | None = None):
    """The scored table, the estimate table it was built from (row ``est_key``) and the offerings' text."""
    today = today or _dt.date.today()
    d = _defaults(cat)
    hpm = d["hours_per_month"]
    job = job if job is not None else job_for(cat, sc)
    training = sc.task != "inference"
    off = offerings(cat)
    # Providers and regions are hard filters: rows outside them are dropped before any estimate, unless that
    # leaves nothing (then they stay, so the answer can name the closest option and the broken constraint).
    allowed = np.ones(len(off), dtype=bool)
    if sc.providers:
        allowed &= off["provider"].isin(sc.providers).to_numpy()
    if sc.regions:
        allowed &= off["region"].str.lower().isin({r.lower() for r in sc.regions}).to_numpy()
    if sc.gpus:
        allowed &= off["gpu"].isin(sc.gpus).to_numpy()
    if allowed.any() and not allowed.all():
        off = off.loc[allowed].reset_index(drop=True)

    cur = sc.currency
    off["offer_id"] = np.arange(len(off))
    # Everything that depends on the offering only is computed once per offering, before the expansion
    # into node counts and billing modes: exchange rate, price age, spot rate, host, storage, egress.
    rate, rate_date = C.fx_rates(cat, off["currency"], off["as_of"], cur)
    off["fx_rate"] = rate
    off["fx_as_of"] = rate_date
    off["price_age_days"] = C.price_age_days(off["as_of"], today)
    off["spot_rate_month"], off["spot_rate_source"] = C.spot_rates(cat, off)

    # Host sizing needs the checkpoint size, which depends on the model only: one probe estimate gives it.
    ckpt_gb = 0.0
    if len(off):
        try:
            est0 = E.estimate_config(cat, job, off["gpu"].iat[0], int(off["gpu_count"].iat[0]))
            ckpt_gb = float(getattr(est0, "checkpoint_gb", 0.0) or 0.0)
        except Exception:  # noqa: BLE001 - a GPU without figures: the disks are sized without checkpoints
            ckpt_gb = 0.0
    params = float(getattr(job, "params", 0.0) or 0.0)
    model_gb = params * d.get(f"bytes_per_param_{'bf16' if sc.precision in ('bf16', 'fp16') else sc.precision}",
                              d["bytes_per_param_bf16"]) / 1e9 if params else 0.0
    dataset_gb = float(sc.dataset_gb or 0.0)
    # Host sizing depends on (gpu, gpus, memory, vcpus, ram): computed per distinct shape and broadcast.
    off["gpus_per_node"] = off["gpu_count"].astype(float)
    shape_cols = ["gpu", "gpus_per_node", "gpu_memory_gb", "vcpus", "ram_gb"]
    shape_codes, first = _group_codes(off, shape_cols)
    shape_df = off.iloc[first][shape_cols].reset_index(drop=True)
    hosts = size_hosts(cat, shape_df, task=sc.task, method=sc.finetune_method, rule_set=sc.host_rules,
                       model_gb=model_gb, dataset_gb=dataset_gb, checkpoint_gb=ckpt_gb)
    for c in hosts.columns:
        off[c] = hosts[c].to_numpy()[shape_codes]

    # Storage: local NVMe when the instance's included disk holds the data disk, else the provider's block disk.
    sp = C.storage_products(cat)
    sp_rate, sp_date = C.fx_rates(cat, sp["disk_currency"], sp["disk_as_of"], cur)
    sp["disk_price_conv"] = sp["disk_price_gb_month"].to_numpy(float) * sp_rate
    sp["disk_fx_rate"] = sp_rate
    sp["disk_fx_as_of"] = sp_date
    eg = C.egress_prices(cat)
    eg_rate, eg_date = C.fx_rates(cat, eg["egress_currency"], eg["egress_as_of"], cur)
    eg["egress_price"] = eg["egress_price_gb"].to_numpy(float) * eg_rate
    eg["egress_fx_rate"] = eg_rate
    eg["egress_fx_as_of"] = eg_date
    for table, cols in ((sp, ("disk_product", "disk_price_conv", "disk_currency", "disk_fx_rate", "disk_fx_as_of",
                              "disk_read_mb_s")),
                        (eg, ("egress_product", "egress_price", "egress_currency", "egress_fx_rate",
                              "egress_fx_as_of"))):
        pos = pd.Index(table["provider"]).get_indexer(off["provider"])
        for c in cols:
            vals = table[c].to_numpy()
            missing = None if vals.dtype == object else np.nan
            off[c] = np.where(pos >= 0, vals[np.maximum(pos, 0)], missing) if len(vals) else missing
    local = off["local_disk_gb"].to_numpy(float) >= off["host_data_disk_gb"].to_numpy(float)
    off["data_local"] = local
    off["read_mb_s"] = np.where(local, C.local_nvme_read_mb_s(cat), off["disk_read_mb_s"].to_numpy(float))

    # Constraints that depend on the offering only.
    off["c_providers"] = off["provider"].isin(sc.providers).to_numpy() if sc.providers else True
    off["c_gpus"] = off["gpu"].isin(sc.gpus).to_numpy() if sc.gpus else True
    off["c_regions"] = off["region"].str.lower().isin({r.lower() for r in sc.regions}).to_numpy() \
        if sc.regions else True
    # Descriptive text stays in one row per offering (``desc``, looked up by offer_id); the expanded table
    # carries numbers and a few categoricals, so copying it into node counts and billing modes stays cheap.
    desc = off[["offer_id", "provider", "gpu", *DESC_COLS]].copy()
    off = off.drop(columns=list(DESC_COLS))
    for c in ("provider", "gpu", "link"):
        off[c] = off[c].astype("category")

    # Node counts: multi-node for training on boxes of at least N whole GPUs.
    node_opts = [1]
    while training and node_opts[-1] * 2 <= d["multi_node_max_nodes"]:
        node_opts.append(node_opts[-1] * 2)
    multi = training & (off["gpu_count"].to_numpy(float) >= d["multi_node_min_gpus_per_node"])
    reps = np.where(multi, len(node_opts), 1)
    idx = np.repeat(np.arange(len(off)), reps)
    starts = np.repeat(np.cumsum(reps) - reps, reps)
    df = off.take(idx).reset_index(drop=True)
    df["nodes"] = np.asarray(node_opts)[np.arange(len(df)) - starts]
    del idx, starts

    net_cls, net_unknown = _classify_network(cat, df["net_gbps"].to_numpy(float), df["net_rdma"].to_numpy(bool))
    # Between nodes only: a single node's estimate does not depend on its network (one call per config).
    df["net_class"] = np.where(df["nodes"].to_numpy() > 1, net_cls, "")
    df["net_unknown"] = net_unknown

    # Estimates: once per distinct configuration.
    key_cols = ["gpu", "gpus_per_node", "nodes", "link", "net_class"]
    kcodes, kfirst = _group_codes(df, key_cols)
    keys = df.iloc[kfirst][key_cols].reset_index(drop=True)
    est = _estimate_table(cat, job, keys)
    for c in ("ok", "wall_hours", "gpu_hours", "mfu", "scaling_efficiency", "memory_per_gpu_gb", "tokens_per_s",
              "qps_per_replica", "replicas_needed", "gpus_per_replica", "checkpoint_gb", "checkpoint_write_s", "fits",
              "data_read_mb_s"):
        df[c] = est[c].to_numpy()[kcodes] if c in est else np.nan
    df["est_key"] = kcodes
    # Data feed: every node reads its own disk (local NVMe or its own volume), so the job gets nodes x the
    # disk's rate; when the job needs more, the disk sets the pace (time x need / available).
    need = df["data_read_mb_s"].to_numpy(float)
    avail = df["read_mb_s"].to_numpy(float) * df["nodes"].to_numpy(float)
    io = np.nan_to_num(need) > np.nan_to_num(avail, nan=np.inf)
    df["io_bound"] = io
    with np.errstate(divide="ignore", invalid="ignore"):
        slow = np.where(io, need / avail, 1.0)
    df["wall_hours"] = df["wall_hours"].to_numpy(float) * slow
    df["gpu_hours"] = df["gpu_hours"].to_numpy(float) * slow

    # Instances and hours.
    if training:
        df["instances"] = df["nodes"].astype(int)
        hours = df["wall_hours"].to_numpy(float)
    else:
        # One instance of g GPUs serves g // gpus_per_replica replicas; the service needs replicas_needed.
        per_inst = np.floor(df["gpus_per_node"].to_numpy(float) / df["gpus_per_replica"].to_numpy(float))
        with np.errstate(divide="ignore", invalid="ignore"):
            need = np.ceil(df["replicas_needed"].to_numpy(float) / per_inst)
        df["instances"] = np.where(np.isfinite(need) & (per_inst > 0), need, 0).astype(int) * df["nodes"].to_numpy()
        hours = np.full(len(df), hpm)
    df["hours"] = hours
    df["gpu_total"] = df["gpus_per_node"] * df["instances"]

    # Billing modes: one row per priced mode (never a made-up price); one take of the table for all modes.
    rows, modes, prices = [], [], []
    for mode, col in C.PRICE_COLUMN.items():
        v = df[col].to_numpy(float)
        m = np.flatnonzero(~np.isnan(v))
        rows.append(m)
        modes.append(np.full(len(m), mode, dtype=object))
        prices.append(v[m])
    take = np.concatenate(rows)
    df = df.drop(columns=list(C.PRICE_COLUMN.values()) + ["interconnect", "network_gbps"]).take(take)
    df = df.reset_index(drop=True)
    df["billing"] = np.concatenate(modes)
    df["unit_price_native"] = np.concatenate(prices)
    return _price(cat, sc, df, today, d), est, desc


def _price(cat: Catalog, sc: Scenario, df: pd.DataFrame, today, d: dict) -> pd.DataFrame:
    hpm = d["hours_per_month"]
    n = len(df)
    training = sc.task != "inference"
    billing = df["billing"].to_numpy(object)
    unit = df["unit_price_native"].to_numpy(float) * df["fx_rate"].to_numpy(float)
    df["unit_price"] = unit
    inst = df["instances"].to_numpy(float)
    hours = df["hours"].to_numpy(float)

    # Spot: expected rework from interruptions (Young/Daly through the estimate engine).
    is_spot = billing == "spot"
    rate_m = df["spot_rate_month"].to_numpy(float)
    extra = np.zeros(n)
    n_int = np.zeros(n)
    interval = np.full(n, np.nan)
    if training and is_spot.any():
        e, k, iv = _spot_extra(cat, hours[is_spot], rate_m[is_spot], df["checkpoint_write_s"].to_numpy(float)[is_spot],
                               df["instances"].to_numpy(float)[is_spot])
        extra[is_spot], n_int[is_spot], interval[is_spot] = e, k, iv
    df["spot_rate_month"] = np.where(is_spot, rate_m, np.nan)
    df["spot_extra_hours"] = np.where(is_spot, extra, 0.0)
    df["spot_interruptions"] = np.where(is_spot, n_int, 0.0)
    df["checkpoint_interval_h"] = interval
    run_hours = hours + np.nan_to_num(df["spot_extra_hours"].to_numpy(float))
    df["run_hours"] = run_hours

    # Instance cost by billing mode.
    months = np.ceil(np.maximum(run_hours, 1e-9) / hpm)
    commit_h = np.zeros(n)
    for mode, years in C.RESERVED_YEARS.items():
        commit_h = np.where(billing == mode, years * C.HOURS_PER_YEAR_MONTHS * hpm, commit_h)
    billed = np.where(billing == "monthly", months * hpm, np.maximum(run_hours, commit_h))
    inst_cost = np.where(billing == "monthly", unit * inst * months, unit * inst * hours)
    rework = np.where(is_spot, unit * inst * (run_hours - hours), 0.0)
    df["billed_hours"] = billed
    df["instance_cost"] = inst_cost + np.where(billing == "monthly", 0.0, unit * inst * (billed - run_hours)) \
        * (commit_h > 0)
    df["rework_cost"] = rework

    # Storage: system and data disks per node, GB-months over the billed period.
    disk_price = df["disk_price_conv"].to_numpy(float)
    gb_months_factor = billed / hpm
    nodes_n = inst
    sys_gbm = df["host_system_disk_gb"].to_numpy(float) * nodes_n * gb_months_factor
    data_gbm = df["host_data_disk_gb"].to_numpy(float) * nodes_n * gb_months_factor
    local = df["data_local"].to_numpy(bool)
    df["system_disk_gbm"] = sys_gbm
    df["data_disk_gbm"] = data_gbm
    df["system_disk_cost"] = sys_gbm * disk_price
    df["data_disk_cost"] = np.where(local, 0.0, data_gbm * disk_price)

    # Network: the suggested class (seed 000) vs what the instance has; included when it has it.
    # What leaves the cloud: the trained weights (training) or the answers (serving, per month).
    if training:
        out_gb = np.full(n, _model_out_gb(cat, sc, df))
    else:
        per_month_gb = (sc.qps or 0) * (sc.output_tokens or 0) * d["text_bytes_per_token_en"] * hpm * 3600 / 1e9
        out_gb = np.full(n, per_month_gb) * np.maximum(months, 1.0)
    df["egress_gb"] = out_gb
    df["egress_cost"] = out_gb * df["egress_price"].to_numpy(float)

    priced_sum = (df["instance_cost"].to_numpy(float) + rework + np.nan_to_num(df["system_disk_cost"].to_numpy(float))
                  + np.nan_to_num(df["data_disk_cost"].to_numpy(float)) + np.nan_to_num(df["egress_cost"].to_numpy(float)))
    df["total_cost"] = priced_sum
    # Monthly view: what a month of this plan costs (a job shorter than a month costs its total in that month).
    span_months = np.where(billing == "monthly", months, np.where(commit_h > 0, commit_h / hpm,
                                                                  np.maximum(run_hours / hpm, 1.0)))
    df["monthly_cost"] = priced_sum / span_months

    # Budget factor for seed 000's network rule, then the network line.
    budget = _budget_in(cat, sc, today)
    spend = df["monthly_cost"].to_numpy(float) if sc.budget_per == "month" else priced_sum
    with np.errstate(divide="ignore", invalid="ignore"):
        factor = np.full(n, np.nan) if budget is None else budget / spend
    suggested = _suggest_network(cat, df["gpu_total"].to_numpy(float), factor)
    nc = _network_classes(cat).set_index("option")
    bw = nc["bandwidth_gbps"]
    df["net_suggested"] = suggested
    sug_bw = pd.Series(suggested).map(bw).to_numpy(float)
    have_bw = df["net_gbps"].to_numpy(float)
    multi = df["nodes"].to_numpy() > 1
    # A single node needs no inter-node network: its own networking (in the instance price) serves; the
    # seed-000 class applies between nodes.
    std_bw = float(bw.get("standard", np.nan))
    suggested = np.where(multi, suggested, "standard")
    df["net_suggested"] = suggested
    sug_bw = np.where(multi, sug_bw, std_bw)
    net_included = ~multi | (~np.isnan(have_bw) & (have_bw >= sug_bw))
    df["net_included"] = net_included
    df["network_gbps"] = np.where(np.isnan(have_bw), sug_bw, have_bw)
    df["unpriced_lines"] = ((~local & np.isnan(disk_price)).astype(int) + np.isnan(disk_price).astype(int)
                            + (~net_included).astype(int) + np.isnan(df["egress_price"].to_numpy(float)).astype(int))
    df["complete"] = df["unpriced_lines"].to_numpy() == 0

    # Constraints.
    df["c_fits"] = df["fits"].astype(bool).to_numpy()
    est_ok = df["ok"].astype(bool).to_numpy().copy()
    if training:
        est_ok &= np.isfinite(hours)
    else:
        est_ok &= df["instances"].to_numpy() > 0
    df["c_estimate"] = est_ok
    df["c_spot"] = ~is_spot if sc.spot == "avoid" else True
    if training and sc.deadline_hours:
        df["c_deadline"] = run_hours <= sc.deadline_hours
        df["deadline_over_hours"] = run_hours - sc.deadline_hours
    else:
        df["c_deadline"] = True
        df["deadline_over_hours"] = np.nan
    if budget is not None:
        df["c_budget"] = spend <= budget
        df["budget_over"] = spend - budget
    else:
        df["c_budget"] = True
        df["budget_over"] = np.nan
    df["budget_spend"] = spend
    df["hard_ok"] = np.logical_and.reduce([df[f"c_{c}"].to_numpy(bool) for c in HARD])
    df["feasible"] = df["hard_ok"].to_numpy() & df["c_deadline"].to_numpy(bool) & df["c_budget"].to_numpy(bool)

    df["stale"] = df["price_age_days"].to_numpy(float) > d["stale_price_days"]
    df["break_even_hours"] = np.nan
    return df


def _model_out_gb(cat: Catalog, sc: Scenario, df: pd.DataFrame) -> float:
    """The trained weights downloaded at the end: the checkpoint size from the estimate (weights + states)."""
    ck = df["checkpoint_gb"].to_numpy(float)
    ck = ck[np.isfinite(ck)]
    return float(ck[0]) if len(ck) else 0.0


def _budget_in(cat: Catalog, sc: Scenario, today) -> float | None:
    """The budget in the result currency, at the exchange rate closest to today."""
    if not sc.budget_amount:
        return None
    if sc.budget_currency in (None, sc.currency):
        return float(sc.budget_amount)
    rate, _ = C.fx_rates(cat, pd.Series([sc.budget_currency]), pd.Series([str(today)]), sc.currency)
    return float(sc.budget_amount * rate[0])


# --------------------------------------------------------------------------- ranking


def _rank_key(df: pd.DataFrame, objective: str, d: dict, pool: np.ndarray) -> np.ndarray:
    """Lower is better, compared within ``pool`` (a row mask). Cheapest: cost, then hours. Fastest: hours, then
    cost. Balanced: cost and hours on log scales normalised over the pool's Pareto front (0 = the cheapest or
    fastest option, 1 = the other end), scored w * cost + (1 - w) * hours with w = balanced_cost_weight: the
    knee of the front, where a further share of the time range would cost a larger share of the cost range."""
    cost = df["total_cost"].to_numpy(float)
    hours = df["run_hours"].to_numpy(float)
    # Ties break on the other quantity, scaled far below any real difference.
    with np.errstate(invalid="ignore"):
        order_c = cost / (np.nanmax(np.abs(cost)) + 1.0) if len(cost) else cost
        order_h = hours / (np.nanmax(np.abs(hours[np.isfinite(hours)]), initial=0.0) + 1.0) if len(hours) else hours
    if objective == "fastest":
        return hours + np.nan_to_num(order_c) * 1e-9
    if objective == "balanced" and np.isfinite(hours).any():
        w = d["balanced_cost_weight"]
        ok = pool & np.isfinite(cost) & np.isfinite(hours) & (cost > 0) & (hours > 0)
        if not ok.any():
            ok = np.isfinite(cost) & np.isfinite(hours) & (cost > 0) & (hours > 0)
        # Scales span the Pareto front (the cheapest to the fastest option), not dominated outliers.
        idx = np.flatnonzero(ok)
        front = idx[pareto_front(cost[idx], hours[idx])]
        with np.errstate(divide="ignore", invalid="ignore"):
            lc, lh = np.log(cost), np.log(hours)
            c0, c1 = lc[front].min(), lc[front].max()
            h0, h1 = lh[front].min(), lh[front].max()
            x = (lc - c0) / (c1 - c0) if c1 > c0 else np.zeros(len(df))
            y = (lh - h0) / (h1 - h0) if h1 > h0 else np.zeros(len(df))
        return np.nan_to_num(w * x + (1 - w) * y, nan=np.inf) + np.nan_to_num(order_c) * 1e-9
    return cost + np.nan_to_num(order_h) * 1e-9


def _closeness(df: pd.DataFrame) -> np.ndarray:
    """How far a row is from meeting every constraint: relative excess over deadline and budget;
    any hard constraint broken counts as a full miss each."""
    over_t = np.zeros(len(df))
    over_b = np.zeros(len(df))
    dl = df["deadline_over_hours"].to_numpy(float)
    run = df["run_hours"].to_numpy(float)
    with np.errstate(divide="ignore", invalid="ignore"):
        base_t = run - dl
        over_t = np.where(np.isnan(dl), 0.0, np.maximum(dl, 0) / base_t)
        spend = df["budget_spend"].to_numpy(float)
        bo = df["budget_over"].to_numpy(float)
        over_b = np.where(np.isnan(bo), 0.0, np.maximum(bo, 0) / (spend - bo))
    hard_miss = sum((~df[f"c_{c}"].to_numpy(bool)).astype(float) for c in HARD)
    return np.nan_to_num(over_t, nan=1e9) + np.nan_to_num(over_b, nan=1e9) + hard_miss * 1e6


def _broken(row, sc: Scenario, budget: float | None) -> tuple[Note, ...]:
    out = []
    if not row["c_estimate"]:
        out.append(Note("estimate", {"gpu": row["gpu"]}))
    elif not row["c_fits"]:
        out.append(Note("fits", {"memory_per_gpu_gb": row["memory_per_gpu_gb"], "gpu_memory_gb": row["gpu_memory_gb"],
                                 "over_gb": row["memory_per_gpu_gb"] - row["gpu_memory_gb"]}))
    if not row["c_providers"]:
        out.append(Note("providers", {"provider": row["provider"], "allowed": list(sc.providers)}))
    if not row["c_gpus"]:
        out.append(Note("gpus", {"gpu": row["gpu"], "allowed": list(sc.gpus)}))
    if not row["c_regions"]:
        out.append(Note("regions", {"region": row["region"], "allowed": list(sc.regions)}))
    if not row["c_spot"]:
        out.append(Note("spot", {"billing": "spot", "preference": sc.spot}))
    if not row["c_deadline"]:
        out.append(Note("deadline", {"wall_hours": row["run_hours"], "deadline_hours": sc.deadline_hours,
                                     "over_hours": row["deadline_over_hours"],
                                     "over_pct": 100 * row["deadline_over_hours"] / sc.deadline_hours}))
    if not row["c_budget"]:
        out.append(Note("budget", {"cost": row["budget_spend"], "budget": budget, "per": sc.budget_per,
                                   "currency": sc.currency, "over": row["budget_over"],
                                   "over_pct": 100 * row["budget_over"] / budget}))
    return tuple(out)


def _cost_lines(row, sc: Scenario, d: dict) -> tuple[C.CostLine, ...]:
    cur = sc.currency
    conv = row["currency"] != cur
    fx = dict(price_currency=row["currency"], fx_rate=float(row["fx_rate"]), fx_as_of=row["fx_as_of"]) if conv else {}
    gpn = float(row["gpus_per_node"])
    inst = float(row["instances"])
    lines = []
    if row["billing"] == "monthly":
        months = row["billed_hours"] / d["hours_per_month"]
        lines.append(C.CostLine("gpu_instance", inst * months, "instance-month", row["unit_price"],
                                row["instance_cost"], row["instance_type"], **fx))
    else:
        gpu_h = gpn * inst * (row["billed_hours"] - row["spot_extra_hours"])
        lines.append(C.CostLine("gpu_instance", gpu_h, "GPU-hour", row["unit_price"] / gpn,
                                row["instance_cost"], row["instance_type"], **fx))
        if row["billing"] == "spot" and row["spot_extra_hours"] > 0:
            rw = gpn * inst * row["spot_extra_hours"]
            lines.append(C.CostLine("spot_rework", rw, "GPU-hour", row["unit_price"] / gpn, row["rework_cost"],
                                    row["instance_type"], **fx))
    dfx = dict(price_currency=row["disk_currency"], fx_rate=float(row["disk_fx_rate"]),
               fx_as_of=row["disk_fx_as_of"]) if row["disk_currency"] not in (None, cur) else {}
    dp = None if pd.isna(row["disk_price_conv"]) else float(row["disk_price_conv"])
    lines.append(C.CostLine("system_disk", row["system_disk_gbm"], "GB-month", dp,
                            None if dp is None else row["system_disk_cost"], row["disk_product"] or "", **dfx))
    if row["data_local"]:
        lines.append(C.CostLine("data_disk", row["data_disk_gbm"], "GB-month", 0.0, 0.0, "local NVMe (instance)",
                                included=True))
    else:
        lines.append(C.CostLine("data_disk", row["data_disk_gbm"], "GB-month", dp,
                                None if dp is None else row["data_disk_cost"], row["disk_product"] or "", **dfx))
    if row["net_included"]:
        lines.append(C.CostLine("network", inst, "node", 0.0, 0.0, str(row["net_suggested"]), included=True))
    else:
        lines.append(C.CostLine("network", inst, "node", None, None, str(row["net_suggested"])))
    efx = dict(price_currency=row["egress_currency"], fx_rate=float(row["egress_fx_rate"]),
               fx_as_of=row["egress_fx_as_of"]) if row["egress_fx_as_of"] else {}
    ep = None if pd.isna(row["egress_price"]) else float(row["egress_price"])
    lines.append(C.CostLine("transfer_out", row["egress_gb"], "GB", ep, None if ep is None else row["egress_cost"],
                            row["egress_product"] if isinstance(row["egress_product"], str) else "", **efx))
    return tuple(lines)


def _option(row, sc: Scenario, d: dict, budget, lost=()) -> Option:
    training = sc.task != "inference"
    est = {k: (None if pd.isna(row[k]) else float(row[k])) for k in
           ("gpu_hours", "mfu", "scaling_efficiency", "memory_per_gpu_gb", "tokens_per_s", "qps_per_replica",
            "replicas_needed", "checkpoint_gb", "checkpoint_write_s")}
    est["io_bound"] = bool(row["io_bound"]) if not pd.isna(row["io_bound"]) else False
    est["read_mb_s"] = float(row["read_mb_s"])
    spot = None
    if row["billing"] == "spot":
        spot = {"interruptions_per_month": row["spot_rate_month"], "rate_source": row["spot_rate_source"],
                "expected_extra_hours": row["spot_extra_hours"], "expected_interruptions": row["spot_interruptions"],
                "checkpoint_interval_h": row["checkpoint_interval_h"]}
    be = row.get("break_even_hours")
    return Option(
        provider=row["provider"], region=row["region"], instance_type=row["instance_type"], gpu=row["gpu"],
        gpus_per_node=float(row["gpus_per_node"]), nodes=int(row["nodes"]), instances=int(row["instances"]),
        gpu_count=float(row["gpu_total"]), billing=row["billing"],
        wall_hours=float(row["run_hours"]) if training else None, billed_hours=float(row["billed_hours"]),
        total_cost=float(row["total_cost"]), monthly_cost=float(row["monthly_cost"]), currency=sc.currency,
        meets_deadline=bool(row["c_deadline"]), within_budget=bool(row["c_budget"]), fits=bool(row["c_fits"]),
        feasible=bool(row["feasible"]), complete=bool(row["complete"]), cost_lines=_cost_lines(row, sc, d),
        host=host_spec(row), storage="local_nvme" if row["data_local"] else "block",
        storage_product="local NVMe (instance)" if row["data_local"] else (row["disk_product"] or ""),
        network_class=str(row["net_suggested"]), network_gbps=float(row["network_gbps"]),
        price_as_of=str(row["as_of"]), price_age_days=float(row["price_age_days"]), stale=bool(row["stale"]),
        estimate=est, spot=spot, break_even_hours=None if be is None or pd.isna(be) else float(be),
        broken=_broken(row, sc, budget), lost=tuple(lost))


def pareto_front(cost: np.ndarray, hours: np.ndarray) -> np.ndarray:
    """Indices of the rows no other row beats on both cost and hours (sorted by cost).

    Many rows share an hours figure (same hardware, other regions or prices): only the cheapest row of
    each distinct hours value can be on the front, so the sort runs over those few."""
    ok = np.flatnonzero(np.isfinite(cost) & np.isfinite(hours))
    if not len(ok):
        return ok
    codes, _ = pd.factorize(hours[ok])
    s = pd.Series(cost[ok]).groupby(codes, sort=False)
    best = ok[s.idxmin().to_numpy()]  # the cheapest row per distinct hours value
    order = best[np.lexsort((hours[best], cost[best]))]
    h = hours[order]
    best_before = np.concatenate(([np.inf], np.minimum.accumulate(h)[:-1]))
    return order[h < best_before]


def recommend(cat: Catalog, sc: Scenario, *, today: _dt.date | None = None, job=None,
              candidates: pd.DataFrame | None = None) -> Recommendation:
    """The recommendation for a scenario (pure function; safe to run on a worker thread)."""
    today = today or _dt.date.today()
    d = _defaults(cat)
    job = job if job is not None else job_for(cat, sc)
    if candidates is not None:  # a full table (score_candidates): its text columns serve as the descriptions
        df, est = candidates, pd.DataFrame({"plan": [], "est_warnings": [], "assumptions": []})
        desc = candidates[["offer_id", "provider", "gpu", *DESC_COLS]].drop_duplicates("offer_id") \
            .set_index("offer_id").sort_index().reset_index()
    else:
        df, est, desc = _score(cat, sc, job, today)
    budget = _budget_in(cat, sc, today)
    training = sc.task != "inference"
    counts = {"candidates": int(len(df)), "feasible": int(df["feasible"].sum()) if len(df) else 0,
              "configurations_estimated": int(df["est_key"].nunique()) if len(df) else 0,
              "instances_considered": int(df["offer_id"].nunique())
              if len(df) else 0}
    for c in CONSTRAINTS:
        counts[f"broken_{c}"] = int((~df[f"c_{c}"].astype(bool)).sum()) if len(df) else 0
    assumptions = _assumptions(cat, sc, df, est, today, d, budget, None)
    defaults_used = {k: v for k, v in sc.defaults_used}
    if df.empty:
        return Recommendation(None, False, (), (), (), (), (Note("no_candidates", {}),), assumptions,
                              defaults_used, counts, df, desc)

    feasible = df["feasible"].to_numpy(bool)
    pool = feasible if feasible.any() else df["hard_ok"].to_numpy(bool)
    key = _rank_key(df, sc.objective, d, pool) if training else df["total_cost"].to_numpy(float)
    if feasible.any():
        masked = np.where(feasible, key, np.inf)
        best = int(np.argmin(masked))
    else:
        close = _closeness(df)
        best = int(np.lexsort((key, close))[0])
    row = _row(df, desc, best)
    chosen = _option(row, sc, d, budget)
    assumptions = _assumptions(cat, sc, df, est, today, d, budget, row)

    # Alternatives: the best row of each other GPU model (and the chosen instance's other billing modes).
    order = np.lexsort((key, ~feasible))
    n_alt = int(d["alternatives_count"])
    gpu_codes = pd.factorize(df["gpu"])[0]
    _, first_pos = np.unique(gpu_codes[order], return_index=True)
    by_gpu = order[np.sort(first_pos)]
    by_gpu = by_gpu[gpu_codes[by_gpu] != gpu_codes[best]][:n_alt]
    same_mask = _same_offer(df, row) & (df["billing"] != row["billing"]).to_numpy()
    same_rows = order[same_mask[order]]
    _, first_mode = np.unique(df["billing"].to_numpy(object)[same_rows], return_index=True)
    same_rows = same_rows[np.sort(first_mode)][:2]
    alt = [_row(df, desc, i) for i in np.concatenate([by_gpu, same_rows])]
    alternatives = tuple(_option(r, sc, d, budget, _lost(r, row, sc, key, df, budget)) for r in alt)

    # Pareto front of cost against hours over the rows that meet the hard constraints.
    hard = df["hard_ok"].to_numpy(bool)
    pareto = []
    if training:
        hi = np.flatnonzero(hard)
        pf = hi[pareto_front(df["total_cost"].to_numpy(float)[hi], df["run_hours"].to_numpy(float)[hi])]
        for i in pf:
            r = _row(df, desc, i)
            pareto.append({"provider": r["provider"], "instance_type": r["instance_type"], "gpu": r["gpu"],
                           "gpu_count": _num(r["gpu_total"]), "nodes": int(r["nodes"]), "billing": r["billing"],
                           "wall_hours": _round(r["run_hours"]), "total_cost": _round(r["total_cost"]),
                           "feasible": bool(r["feasible"]), "chosen": bool(i == best)})
    on_pareto = bool(pareto and any(p["chosen"] for p in pareto))
    params = getattr(job, "params", None)
    reasons = _reasons(df, desc, est, best, row, sc, d, budget, feasible, key, on_pareto, params)
    tips = _tips(cat, row, sc, d, df)
    warnings = _warnings(row, sc, d, budget, chosen, feasible.any(), df, est)
    return Recommendation(chosen, bool(row["feasible"]), alternatives, tuple(pareto), reasons, tips, warnings,
                          assumptions, defaults_used, counts, df, desc)


def _same_offer(df: pd.DataFrame, row) -> np.ndarray:
    """Rows of the same instance (provider, region, type) and node count as ``row``."""
    return (df["offer_id"].to_numpy() == row["offer_id"]) & (df["nodes"].to_numpy() == row["nodes"])


def _lost(r, best, sc: Scenario, key, df, budget) -> tuple[Note, ...]:
    out = list(_broken(r, sc, budget))
    if not out:
        dc = r["total_cost"] - best["total_cost"]
        dh = r["run_hours"] - best["run_hours"]
        if dc > 0:
            out.append(Note("costs_more", {"by": dc, "pct": 100 * dc / best["total_cost"]}))
        if np.isfinite(dh) and dh > 0:
            out.append(Note("slower", {"by_hours": dh, "pct": 100 * dh / best["run_hours"]}))
        if not out:
            out.append(Note("lower_score", {"objective": sc.objective}))
    return tuple(out)


def _tree_case(sc: Scenario, params: float | None, d: dict) -> str | None:
    if not params:
        return None
    if sc.task == "train" and params > d["tree_params_70b"]:
        return "train_over_70b"
    if sc.task == "train" and params >= d["tree_params_7b_min"]:
        return "train_7b_70b"
    if sc.task == "finetune" and sc.finetune_method in ("lora", "qlora") \
            and d["tree_params_7b_min"] <= params <= d["tree_params_13b_max"]:
        return "lora_7b_13b"
    if sc.task == "inference" and d["tree_params_7b_min"] <= params <= d["tree_params_7b_max"] \
            and (sc.qps or 0) < d["tree_low_qps"]:
        return "inference_7b_low_qps"
    if sc.task == "inference" and params >= d["tree_params_70b"] and (sc.qps or 0) >= d["tree_low_qps"]:
        return "inference_70b_high_qps"
    return None


def in_tree_class(case: str, df: pd.DataFrame) -> np.ndarray:
    """Rows whose GPU model and count (per node or in total, see TREE_COUNT_PER_NODE) match the seed-001
    tree's answer for ``case``."""
    ok = np.zeros(len(df), dtype=bool)
    g = df["gpu"].astype(str)
    n = df["gpus_per_node" if TREE_COUNT_PER_NODE[case] else "gpu_total"]
    for prefixes, counts in DECISION_TREE[case]:
        ok |= g.str.startswith(prefixes).to_numpy() & n.isin(counts).to_numpy()
    return ok


def decision_tree_check(df: pd.DataFrame, desc: pd.DataFrame, best: int, sc: Scenario, params: float | None,
                        d: dict, key: np.ndarray) -> Note | None:
    """Seed 001's tree as a sanity check: the case, whether the choice lands in its class, and if not, why."""
    case = _tree_case(sc, params, d)
    if case is None:
        return None
    cls = in_tree_class(case, df)
    expected = [{"gpus": list(p), "count": list(c), "per_node": TREE_COUNT_PER_NODE[case]}
                for p, c in DECISION_TREE[case]]
    detail: dict[str, Any] = {"case": case, "expected": expected, "matches": bool(cls[best])}
    if cls[best]:
        return Note("decision_tree", detail)
    if not cls.any():
        detail["why_not"] = "class_not_in_catalog"
        return Note("decision_tree", detail)
    feasible = df["feasible"].to_numpy(bool)
    pool = np.flatnonzero(cls & feasible)
    if len(pool):
        j = pool[np.argmin(key[pool])]
        r, b = _row(df, desc, j), _row(df, desc, best)
        detail.update(why_not="class_ranks_lower", class_best={
            "provider": r["provider"], "instance_type": r["instance_type"], "gpu": r["gpu"],
            "gpu_count": _num(r["gpu_total"]), "billing": r["billing"], "total_cost": _round(r["total_cost"]),
            "wall_hours": _round(r["run_hours"])},
            cost_diff=_round(r["total_cost"] - b["total_cost"]), hours_diff=_round(r["run_hours"] - b["run_hours"]))
        return Note("decision_tree", detail)
    pool = np.flatnonzero(cls)
    close = _closeness(df.iloc[pool])
    j = pool[int(np.argmin(close))]
    r = _row(df, desc, j)
    detail.update(why_not="class_breaks_constraints", class_best={
        "provider": r["provider"], "instance_type": r["instance_type"], "gpu": r["gpu"],
        "gpu_count": _num(r["gpu_total"]), "billing": r["billing"]},
        broken=[n.to_dict() for n in _broken(r, sc, None if pd.isna(r["budget_over"]) else
                                             float(r["budget_spend"] - r["budget_over"]))])
    return Note("decision_tree", detail)


def _reasons(df, desc, est, best, row, sc: Scenario, d, budget, feasible, key, on_pareto, params) -> tuple[Note, ...]:
    out = [Note("objective", {"objective": sc.objective, "feasible_options": int(feasible.sum()),
                              "candidates": int(len(df))})]
    if not feasible.any():
        out.append(Note("closest_option", {"broken": [n.code for n in _broken(row, sc, budget)]}))
    out.append(Note("fits_memory", {"memory_per_gpu_gb": row["memory_per_gpu_gb"], "gpu_memory_gb": row["gpu_memory_gb"],
                                    "fits": bool(row["c_fits"]),
                                    "plan": _est(est, row, "plan")}))
    if sc.task != "inference" and sc.deadline_hours:
        out.append(Note("deadline", {"wall_hours": row["run_hours"], "deadline_hours": sc.deadline_hours,
                                     "margin_hours": sc.deadline_hours - row["run_hours"]}))
    if budget is not None:
        out.append(Note("budget", {"cost": row["budget_spend"], "budget": budget, "per": sc.budget_per,
                                   "margin": budget - row["budget_spend"], "currency": sc.currency}))
    if sc.task == "inference":
        out.append(Note("capacity", {"qps": sc.qps, "qps_per_replica": row["qps_per_replica"],
                                     "replicas": int(row["instances"])}))
    # Runner-up under the same objective, and the saving of the chosen billing mode.
    others = np.flatnonzero(feasible & ~_same_offer(df, row))
    if len(others):
        j = others[np.argmin(key[others])]
        r = _row(df, desc, j)
        out.append(Note("runner_up", {"provider": r["provider"], "instance_type": r["instance_type"], "gpu": r["gpu"],
                                      "gpu_count": _num(r["gpu_total"]), "billing": r["billing"],
                                      "total_cost": r["total_cost"], "wall_hours": r["run_hours"],
                                      "cost_diff": r["total_cost"] - row["total_cost"],
                                      "hours_diff": r["run_hours"] - row["run_hours"]}))
    same = df[_same_offer(df, row)]
    by_mode = same.groupby("billing")["total_cost"].min().to_dict()
    if len(by_mode) > 1:
        out.append(Note("billing", {"chosen": row["billing"], "costs": by_mode}))
    od = same[same["billing"] == "on_demand"]
    mo = same[same["billing"] == "monthly"]
    if len(od) and len(mo):
        be = C.break_even_hours(mo["unit_price"].to_numpy()[:1], od["unit_price"].to_numpy()[:1])[0]
        out.append(Note("break_even", {"monthly_vs_on_demand_hours": be, "job_hours": row["run_hours"],
                                       "monthly_price": mo["unit_price"].iat[0],
                                       "on_demand_hour": od["unit_price"].iat[0]}))
    if on_pareto:
        out.append(Note("pareto_optimal", {}))
    tree = decision_tree_check(df, desc, best, sc, params, d, key)
    if tree is not None:
        out.append(tree)
    return tuple(out)


def _tips(cat: Catalog, row, sc: Scenario, d, df) -> tuple[Note, ...]:
    out = []
    training = sc.task != "inference"
    g = cat["gpus"].set_index("gpu")
    if training:
        if sc.precision == "fp32" and row["gpu"] in g.index:
            out.append(Note("mixed_precision", {"precision": "bf16" if bool(g.at[row["gpu"], "bf16"]) else "fp16",
                                                "fp32_tflops": g.at[row["gpu"], "fp32_tflops"],
                                                "fp16_tflops": g.at[row["gpu"], "fp16_tflops"]}))
        else:
            out.append(Note("mixed_precision", {"precision": sc.precision}))
        out.append(Note("checkpoint_interval", {"every_steps": d.get("checkpoint_every_steps"),
                                                "keep": d.get("checkpoint_keep"),
                                                "interval_h": _num(row["checkpoint_interval_h"]),
                                                "checkpoint_gb": _num(row["checkpoint_gb"]),
                                                "write_s": _num(row["checkpoint_write_s"])}))
        if row["nodes"] > 1:
            out.append(Note("same_zone", {"nodes": int(row["nodes"]), "latency_us": d.get("same_zone_latency_us")}))
        if row["billing"] == "spot":
            out.append(Note("spot_with_checkpoints", {"interval_h": _num(row["checkpoint_interval_h"]),
                                                      "expected_interruptions": row["spot_interruptions"]}))
        elif sc.spot == "allow":
            sp = df[_same_offer(df, row) & (df["billing"] == "spot").to_numpy()]
            if len(sp) and sp["total_cost"].iat[0] < row["total_cost"]:
                out.append(Note("spot_saving", {"spot_cost": sp["total_cost"].iat[0], "cost": row["total_cost"],
                                                "saving_pct": 100 * (1 - sp["total_cost"].iat[0] / row["total_cost"])}))
        if sc.spot == "allow" and row["billing"] != "spot" and not (
                (df["offer_id"] == row["offer_id"]) & (df["billing"] == "spot")).any():
            out.append(Note("spot_not_priced", {"provider": row["provider"], "instance_type": row["instance_type"]}))
        if not row["data_local"]:
            out.append(Note("data_on_local_nvme", {"local_read_mb_s": C.local_nvme_read_mb_s(cat),
                                                   "disk_read_mb_s": row["read_mb_s"]}))
    else:
        out.append(Note("reserved_for_inference", {"saving_low": d.get("reserved_saving_low"),
                                                   "saving_high": d.get("reserved_saving_high")}))
    return tuple(out)


def _warnings(row, sc: Scenario, d, budget, chosen: Option, any_feasible: bool, df, est) -> tuple[Note, ...]:
    out = []
    training = sc.task != "inference"
    if not any_feasible:
        for n in chosen.broken:
            out.append(Note("constraint_broken", {"constraint": n.code, **n.detail}))
    if training and row["gpu_total"] > 1:
        use = row["memory_per_gpu_gb"] / row["gpu_memory_gb"] if row["gpu_memory_gb"] else np.nan
        if use < d["overprovision_memory_use"]:
            out.append(Note("over_provisioned", {"memory_use": use, "limit": d["overprovision_memory_use"]}))
        elif sc.deadline_hours and row["run_hours"] < d["overprovision_deadline_fraction"] * sc.deadline_hours:
            out.append(Note("over_provisioned", {"wall_hours": row["run_hours"], "deadline_hours": sc.deadline_hours}))
    if bool(row["io_bound"]):
        out.append(Note("io_bound", {"read_mb_s": row["read_mb_s"], "storage": chosen.storage_product}))
    if training and row["gpus_per_node"] > 1 and row["link"] == "pcie":
        out.append(Note("pcie_multi_gpu_training", {"gpus": _num(row["gpus_per_node"]),
                                                    "pcie_gbs": d.get("pcie4_x16_gbs")}))
    if row["nodes"] > 1:
        if row["net_unknown"]:
            out.append(Note("multi_node_network_unknown", {"nodes": int(row["nodes"]), "assumed": "standard"}))
        if row["net_class"] != "rdma":
            out.append(Note("multi_node_slow_network", {"nodes": int(row["nodes"]), "network": row["net_class"],
                                                        "network_gbps": _num(row["net_gbps"])}))
    if row["stale"]:
        out.append(Note("stale_price", {"as_of": row["as_of"], "age_days": row["price_age_days"],
                                        "limit_days": d["stale_price_days"]}))
    for line in chosen.cost_lines:
        if line.cost is None:
            out.append(Note(f"unpriced_{'storage' if 'disk' in line.item else line.item.split('_')[0]}",
                            {"item": line.item, "product": line.product, "quantity": line.quantity,
                             "unit": line.unit}))
    h = chosen.host
    if h.cpu_ok is False or h.ram_ok is False:
        out.append(Note("host_too_small", {"cpu_cores_min": h.cpu_cores_min, "vcpus": h.instance_vcpus,
                                           "ram_gb_min": h.ram_gb_min, "ram_gb": h.instance_ram_gb,
                                           "rule_set": h.rule_set}))
    if h.cpu_ok is None or h.ram_ok is None:
        out.append(Note("host_unknown", {"vcpus": h.instance_vcpus, "ram_gb": h.instance_ram_gb}))
    if h.fallback:
        out.append(Note("host_rule_fallback", {"asked": sc.host_rules, "used": h.rule_set}))
    if row["billing"] == "spot" and row["spot_rate_source"] == "assumed":
        out.append(Note("spot_rate_assumed", {"interruptions_per_month": row["spot_rate_month"]}))
    seen = {n.code for n in out}
    for est_warning in _est_warnings(est, row):
        if est_warning.code not in seen:
            out.append(est_warning)
            seen.add(est_warning.code)
    return tuple(out)


def _est(est: pd.DataFrame, row, col: str, default=None):
    k = int(row["est_key"])
    return est[col].iat[k] if col in est and k < len(est) else default


def _est_warnings(est, row) -> list[Note]:
    w = _est(est, row, "est_warnings", ())
    out = []
    for item in w:
        if isinstance(item, tuple) and len(item) == 2:
            code, detail = item
            out.append(Note(str(code), dict(detail) if isinstance(detail, dict) else {"value": detail}))
    return out


def _assumptions(cat: Catalog, sc: Scenario, df, est, today, d, budget, row) -> dict:
    fx = cat["fx_rates"]
    a: dict[str, Any] = {"catalog_version": cat.version, "catalog_date": cat.meta.get("built"),
                         "today": str(today), "currency": sc.currency, "hours_per_month": d["hours_per_month"],
                         "host_rules": sc.host_rules, "stale_price_days": d["stale_price_days"]}
    if row is not None:
        a["price_as_of"] = row["as_of"]
        if row["currency"] != sc.currency:
            a["fx"] = {f"{row['currency']}/{sc.currency}": float(row["fx_rate"])}
            a["fx_as_of"] = row["fx_as_of"]
        else:
            a["fx"] = {}
        a["mfu"] = _num(row["mfu"])
        a["scaling_efficiency"] = _num(row["scaling_efficiency"])
        est_a = _est(est, row, "assumptions", {}) or {}
        a["estimate"] = {k: _jsonable(v) for k, v in est_a.items()}
    a["fx_table"] = [{"pair": f"{r.base}/{r.quote}", "rate": r.rate, "as_of": r.as_of} for r in fx.itertuples()]
    if budget is not None:
        a["budget"] = {"amount": sc.budget_amount, "currency": sc.budget_currency, "per": sc.budget_per,
                       "in_result_currency": budget}
    return a
