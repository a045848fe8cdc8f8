"""Pricing: every configuration of the catalog estimated and priced (``_build``), per billing mode, with
disks, egress and the expected rework of spot interruptions; ``price`` keeps it for ``rank`` (``Priced``)."""

from __future__ import annotations

import copy
import datetime as _dt
import pickle
import threading
import weakref
from dataclasses import dataclass, field, replace
from typing import Any

import numpy as np
import pandas as pd

from .. import cost as C
from .. import estimate as E
from ..catalog import Catalog
from ..host import size_hosts
from ..results import _num
from ..scenario import Scenario
from .candidates import (FAST_FABRICS, _NET_CLASS_NAMES, _estimate_table, _network_class_codes, _network_classes,
                         job_for)
from .common import (_EST_COLS, _MODE, ANOMALY_FLAG, MODES, _budget_in, _combo_codes, _defaults, _in, _lookup,
                     _user_source)
from .table import _Scored


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


# Products of the catalog's small tables, per Catalog object, each stored with the exact content of the tables
# it was built from: an edit in place (the catalog editor sets cells of its working catalog) is a miss, never a
# stale hit. The instances table is never cached: everything derived from it is computed per call.
_CAT_CACHE: dict[int, tuple] = {}
_CAT_LOCK = threading.Lock()


def _fingerprint(cat: Catalog, names: tuple[str, ...]) -> tuple:
    out = []
    for name in names:
        df = cat.tables.get(name)
        out.append(None if df is None else (name, tuple(map(str, df.columns)), tuple(map(str, df.dtypes)),
                                            pickle.dumps(df.to_numpy(), protocol=5)))
    return tuple(out)


def _cached(cat: Catalog, purpose: str, tables: tuple[str, ...], params: tuple, build):
    fp = (params, _fingerprint(cat, tables))
    key = id(cat)
    with _CAT_LOCK:
        hit = _CAT_CACHE.get(key)
        store = hit[1] if hit is not None and hit[0]() is cat else None
        if store is not None and purpose in store and store[purpose][0] == fp:
            return store[purpose][1]
    value = build()
    with _CAT_LOCK:
        hit = _CAT_CACHE.get(key)
        if hit is None or hit[0]() is not cat:
            hit = (weakref.ref(cat), {})
            _CAT_CACHE[key] = hit
            weakref.finalize(cat, _CAT_CACHE.pop, key, None)
        hit[1][purpose] = (fp, value)
    return value


def _disk_and_egress(cat: Catalog, cur: str, today) -> tuple[pd.DataFrame, pd.DataFrame]:
    """The provider's block-storage product and internet egress price, converted to ``cur`` at the rate of the
    result (closest to ``today``)."""
    sp = C.storage_products(cat)
    sp_rate, sp_date = C.fx_rates(cat, sp["disk_currency"], pd.Series([str(today)] * len(sp), dtype=object), cur)
    sp["disk_price_conv"] = sp["disk_price_gb_month"].to_numpy(float) * sp_rate
    sp["disk_fx_rate"] = sp_rate
    sp["disk_fx_as_of"] = sp_date
    eg = C.egress_prices(cat)
    eg_rate, eg_date = C.fx_rates(cat, eg["egress_currency"], pd.Series([str(today)] * len(eg), dtype=object), cur)
    eg["egress_price"] = eg["egress_price_gb"].to_numpy(float) * eg_rate
    eg["egress_fx_rate"] = eg_rate
    eg["egress_fx_as_of"] = eg_date
    return sp, eg


def _build(cat: Catalog, sc: Scenario, job=None, today: _dt.date | None = None) -> _Scored:
    """Score every priced configuration: the offering-level facts once per instance, estimates once per distinct
    configuration, then prices and constraints over the rows with numpy only."""
    today = today or _dt.date.today()
    d = _defaults(cat)
    hpm = d["hours_per_month"]
    job = job if job is not None else job_for(cat, sc)
    training = sc.task != "inference"
    t = _Scored(cat, sc, d, today, training)
    t.budget = _budget_in(cat, sc, today)
    O, N = t.O, t.N

    # Offerings: instances with at least one price and whole GPUs.
    inst = cat["instances"]
    pcols = list(C.PRICE_COLUMN.values())
    prices = inst[pcols].to_numpy(float)
    gc_all = inst["gpu_count"].to_numpy(float)
    with np.errstate(invalid="ignore"):
        keep = ~np.isnan(prices).all(axis=1) & (gc_all >= 1) & (gc_all == np.floor(gc_all))
    pos = np.flatnonzero(keep)
    text = {c: inst[c].to_numpy(object) for c in ("provider", "region", "instance_type", "gpu", "currency", "as_of",
                                                   "interconnect")}
    # Providers and regions are hard filters: rows outside them are dropped before any estimate, unless that
    # leaves nothing (then they stay, so the answer can name the closest option and the broken constraint).
    allowed = np.ones(len(pos), dtype=bool)
    if sc.providers:
        allowed &= _in(text["provider"][pos], sc.providers)
    if sc.regions:
        allowed &= _in(text["region"][pos], sc.regions, lower=True)
    if sc.gpus:
        allowed &= _in(text["gpu"][pos], sc.gpus)
    if allowed.any() and not allowed.all():
        pos = pos[allowed]
    n_off = len(pos)
    text = {c: v[pos] for c, v in text.items()}
    O["offer_id"] = np.arange(n_off)
    t.P = np.ascontiguousarray(prices[pos].T)  # billing mode x offering, native currency
    t.commit = np.array([years * C.HOURS_PER_YEAR_MONTHS * hpm if (years := C.RESERVED_YEARS.get(m)) else 0.0
                         for m in MODES])
    t.U = {}
    for c in ("provider", "gpu"):
        O[f"{c}_code"], t.U[c] = pd.factorize(text[c], use_na_sentinel=False)
    pcode, puniq = O["provider_code"], t.U["provider"]
    gcode, guniq = O["gpu_code"], t.U["gpu"]
    for c in ("region", "instance_type", "currency", "as_of"):
        O[c] = text[c]
    num = {c: inst[c].to_numpy(float)[pos] for c in ("gpu_memory_gb", "ram_gb", "local_disk_gb", "network_gbps")}
    O["gpu_count"] = gc_all[pos]
    O["gpus_per_node"] = O["gpu_count"]
    O["vcpus"] = pd.to_numeric(inst["vcpus"], errors="coerce").to_numpy(float, na_value=np.nan)[pos]
    O["ram_gb"], O["local_disk_gb"] = num["ram_gb"], num["local_disk_gb"]

    # GPU specs: memory (where the instance does not say) and the intra-node link.
    g = cat["gpus"]
    gi = pd.Index(g["gpu"]).get_indexer(guniq)
    g_mem = g["memory_gb"].to_numpy(float)
    g_ic = g["interconnect"].to_numpy(object)
    mem_u = np.array([g_mem[i] if i >= 0 else np.nan for i in gi], dtype=float)
    O["gpu_memory_gb"] = np.where(np.isnan(num["gpu_memory_gb"]), mem_u[gcode] if n_off else 0.0,
                                  num["gpu_memory_gb"])
    icode, iuniq = pd.factorize(text["interconnect"], use_na_sentinel=False)
    lcode, lfirst = _combo_codes([icode, gcode]) if n_off else (np.zeros(0, np.int64), np.zeros(0, np.int64))
    links = []
    for f in lfirst:
        v = iuniq[icode[f]]
        if pd.isna(v) or str(v) == "":
            v = g_ic[gi[gcode[f]]] if gi[gcode[f]] >= 0 else None
        v = "pcie" if v is None or pd.isna(v) else str(v)
        links.append(v if v != "" else "pcie")
    link_names, lmap = pd.factorize(np.array(links, dtype=object))
    O["link_code"] = link_names[lcode] if n_off else np.zeros(0, np.int64)
    t.U["link"] = lmap

    # The instance's network: its own figure, else instance_network.csv.
    net = cat["instance_network"]
    hit = _lookup([net["instance_type"].to_numpy(object), net["provider"].to_numpy(object)],
                  [text["instance_type"], text["provider"]])
    bw = net["bandwidth_gbps"].to_numpy(float)
    rdma = net["rdma"].astype("boolean").fillna(False).to_numpy(bool)
    found = hit >= 0
    O["net_gbps"] = np.where(np.isnan(num["network_gbps"]) & found, bw[np.maximum(hit, 0)] if len(bw) else np.nan,
                             num["network_gbps"])
    O["net_rdma"] = found & (rdma[np.maximum(hit, 0)] if len(rdma) else False)
    fab = net["fabric"].astype(object).where(net["fabric"].notna(), "").to_numpy(object) if "fabric" in net \
        else np.full(len(net), "", dtype=object)
    O["net_fabric"] = np.where(found, fab[np.maximum(hit, 0)] if len(fab) else "", "").astype(object)

    # Everything that depends on the offering only is computed once per offering, before the expansion
    # into node counts and billing modes: exchange rate, price age, spot rate, host, storage, egress.
    cur = sc.currency
    ccode, _ = pd.factorize(text["currency"], use_na_sentinel=False)
    acode, auniq = pd.factorize(text["as_of"], use_na_sentinel=False)
    fcode, ffirst = _combo_codes([ccode, acode]) if n_off else (np.zeros(0, np.int64), np.zeros(0, np.int64))
    # One exchange rate per result: the catalog's rate closest to today (its latest), for prices, disks, egress
    # and the budget alike; each price keeps its own date (as_of).
    rate, rate_date = C.fx_rates(cat, pd.Series(text["currency"][ffirst], dtype=object),
                                 pd.Series([str(today)] * len(ffirst), dtype=object), cur)
    O["fx_rate"] = rate[fcode]
    O["fx_as_of"] = rate_date[fcode]
    O["price_age_days"] = C.price_age_days(pd.Series(auniq, dtype=object), today)[acode] if n_off \
        else np.zeros(0)
    # Prices the catalog's own source flags as anomalous (notes "ANOMALY", e.g. spot dearer than on-demand) are
    # not offered unless the user has since entered the row (source "user").
    if "notes" in inst and "source" in inst:
        notes = inst["notes"].astype(object).to_numpy(object)[pos]
        srcs = inst["source"].astype(object).to_numpy(object)[pos]
        O["anomaly"] = np.array([isinstance(nt, str) and ANOMALY_FLAG in nt and not _user_source(sr)
                                 for nt, sr in zip(notes, srcs)], dtype=bool)
    else:
        O["anomaly"] = np.zeros(n_off, dtype=bool)
    O["spot_rate_month"], O["spot_rate_source"] = C.spot_rates(
        cat, {"provider": text["provider"], "instance_type": text["instance_type"], "region": text["region"]})

    # Host sizing needs the checkpoint size, which depends on the model only: one probe estimate gives it.
    ckpt_gb = 0.0
    if n_off:
        try:
            est0 = E.estimate_config(cat, job, text["gpu"][0], int(O["gpu_count"][0]))
            ckpt_gb = float(getattr(est0, "checkpoint_gb", 0.0) or 0.0)
        except Exception:  # noqa: BLE001 - a GPU without figures: the disks are sized without checkpoints
            ckpt_gb = 0.0
    params = float(getattr(job, "params", 0.0) or 0.0)
    model_gb = params * d.get(f"bytes_per_param_{'bf16' if sc.precision in ('bf16', 'fp16') else sc.precision}",
                              d["bytes_per_param_bf16"]) / 1e9 if params else 0.0
    dataset_gb = float(sc.dataset_gb or 0.0)
    # Host sizing depends on (gpu, gpus, memory, vcpus, ram): computed per distinct shape and broadcast.
    shape_codes, first = _combo_codes([gcode, O["gpus_per_node"], O["gpu_memory_gb"], O["vcpus"], O["ram_gb"]]) \
        if n_off else (np.zeros(0, np.int64), np.zeros(0, np.int64))
    shape_df = pd.DataFrame({"gpu": np.asarray(guniq, dtype=object)[gcode[first]] if n_off else [],
                             "gpus_per_node": O["gpus_per_node"][first], "gpu_memory_gb": O["gpu_memory_gb"][first],
                             "vcpus": O["vcpus"][first], "ram_gb": O["ram_gb"][first]})
    hosts = size_hosts(cat, shape_df, task=sc.task, method=sc.finetune_method, rule_set=sc.host_rules,
                       model_gb=model_gb, dataset_gb=dataset_gb, checkpoint_gb=ckpt_gb)
    for c in hosts.columns:
        O[c] = hosts[c].to_numpy()[shape_codes]

    # Storage: local NVMe when the instance's included disk holds the data disk, else the provider's block disk.
    sp, eg = _cached(cat, "disk_egress", ("storage", "providers", "transfer", "fx_rates"), (cur, str(today)),
                     lambda: _disk_and_egress(cat, cur, today))
    for table, cols in ((sp, ("disk_product", "disk_price_conv", "disk_currency", "disk_fx_rate", "disk_fx_as_of",
                              "disk_read_mb_s")),
                        (eg, ("egress_product", "egress_price", "egress_currency", "egress_fx_rate",
                              "egress_fx_as_of"))):
        where = pd.Index(table["provider"]).get_indexer(puniq)[pcode] if n_off else np.zeros(0, np.int64)
        for c in cols:
            vals = table[c].to_numpy()
            missing = None if vals.dtype == object else np.nan
            O[c] = np.where(where >= 0, vals[np.maximum(where, 0)], missing) if len(vals) \
                else np.full(n_off, missing, dtype=object if missing is None else float)
    local = O["local_disk_gb"] >= O["host_data_disk_gb"]
    O["data_local"] = local
    O["read_mb_s"] = np.where(local, C.local_nvme_read_mb_s(cat), O["disk_read_mb_s"].astype(float))

    # Constraints that depend on the offering only.
    O["c_providers"] = _in(text["provider"], sc.providers) if sc.providers else np.ones(n_off, dtype=bool)
    O["c_gpus"] = _in(text["gpu"], sc.gpus) if sc.gpus else np.ones(n_off, dtype=bool)
    O["c_regions"] = _in(text["region"], sc.regions, lower=True) if sc.regions else np.ones(n_off, dtype=bool)
    # GPU-direct fabrics (RDMA, or GPUDirect-TCPX/TCPXO) count as the fast class; the bandwidth is the instance's.
    fast = O["net_rdma"] | _in(O["net_fabric"], FAST_FABRICS)
    ncode = _network_class_codes(cat, O["net_gbps"], fast)
    O["net_unknown"] = np.isnan(O["net_gbps"])
    O["net_shown"] = np.where(O["net_fabric"] != "", O["net_fabric"], _NET_CLASS_NAMES[ncode]).astype(object)
    t.net_names = np.array([*_NET_CLASS_NAMES, ""], dtype=object)  # code -1 (single node): no inter-node network
    nc = _network_classes(cat).set_index("option")
    t.net_bw = nc["bandwidth_gbps"]

    # Node counts: multi-node for training on boxes of at least multi_node_min_gpus_per_node whole GPUs, on a
    # geometric grid (1, 2, 4 ...) up to the largest cluster the catalog allows: cluster_max_nodes servers and
    # cluster_max_gpus GPUs.
    multi = training & (O["gpu_count"] >= d["multi_node_min_gpus_per_node"])
    with np.errstate(divide="ignore", invalid="ignore"):
        max_nodes = np.where(multi, np.minimum(d["cluster_max_nodes"],
                                               np.floor(d["cluster_max_gpus"] / O["gpu_count"])), 1.0)
    reps = (np.floor(np.log2(np.maximum(np.nan_to_num(max_nodes, nan=1.0), 1.0))) + 1).astype(np.int64)
    on_off = np.repeat(np.arange(n_off), reps)
    starts = np.repeat(np.cumsum(reps) - reps, reps)
    nodes = (2 ** (np.arange(len(on_off)) - starts)).astype(np.int64)
    del starts
    t.max_cluster_gpus = float(np.max(O["gpu_count"] * (2 ** (reps - 1)))) if n_off else 0.0
    N["offer"] = on_off
    N["nodes"] = nodes
    # Between nodes only: a single node's estimate does not depend on its network (one call per config).
    N["net_code"] = np.where(nodes > 1, ncode[on_off], -1)
    net_gbps_on = np.where(nodes > 1, O["net_gbps"][on_off], np.nan)  # the estimate takes the instance's bandwidth

    # Estimates: once per distinct configuration.
    gpn_on = O["gpus_per_node"][on_off]
    link_on = O["link_code"][on_off]
    kcodes, kfirst = _combo_codes([gcode[on_off], gpn_on, nodes, link_on, N["net_code"], net_gbps_on]) if len(on_off) \
        else (np.zeros(0, np.int64), np.zeros(0, np.int64))
    keys = pd.DataFrame({"gpu": np.asarray(guniq, dtype=object)[gcode[on_off[kfirst]]] if len(kfirst) else [],
                         "gpus_per_node": gpn_on[kfirst], "nodes": nodes[kfirst],
                         "link": np.asarray(lmap, dtype=object)[link_on[kfirst]] if len(kfirst) else [],
                         "net_class": t.net_names[N["net_code"][kfirst]], "net_gbps": net_gbps_on[kfirst]})
    est = _estimate_table(cat, job, keys)
    t.est = est
    # Estimate columns stay per configuration (``t.E``, looked up through est_key); the few the prices need
    # for every row are broadcast here.
    for c in _EST_COLS:
        v = est[c].to_numpy()
        t.E[c] = v.astype(bool) if c in ("ok", "fits") else v.astype(float)
    N["est_key"] = kcodes
    for c in ("fits", "wall_hours", "gpu_hours", "range_high"):
        N[c] = t.E[c][kcodes]
    # Data feed: every node reads its own disk (local NVMe or its own volume), so the job gets nodes x the
    # disk's rate; when the job needs more, the disk sets the pace (time x need / available).
    need = t.E["data_read_mb_s"][kcodes]
    avail = O["read_mb_s"][on_off] * nodes.astype(float)
    io = np.nan_to_num(need) > np.nan_to_num(avail, nan=np.inf)
    N["io_bound"] = io
    with np.errstate(divide="ignore", invalid="ignore"):
        slow = np.where(io, need / avail, 1.0)
    N["wall_hours"] = N["wall_hours"] * slow
    N["gpu_hours"] = N["gpu_hours"] * slow

    # Instances and hours.
    if training:
        N["instances"] = nodes.astype(int)
        hours = N["wall_hours"]
    else:
        # One instance of g GPUs serves g // gpus_per_replica replicas; the service needs replicas_needed.
        with np.errstate(divide="ignore", invalid="ignore"):
            per_inst = np.floor(gpn_on / t.E["gpus_per_replica"][kcodes])
            # Sized at the target utilisation (defaults.csv), not at 100%: the peak rate over what a replica
            # serves at that share of its capacity.
            util = d["serving_target_utilisation"]
            replicas = np.ceil(float(sc.qps or 0.0) / (t.E["qps_per_replica"][kcodes] * util) - 1e-9)
            replicas = np.where(np.isfinite(replicas), np.maximum(replicas, 1.0), np.nan)
            t.E["replicas_needed"] = np.full(len(kfirst), np.nan)
            t.E["replicas_needed"][kcodes] = replicas
            need_i = np.ceil(replicas / per_inst)
        N["instances"] = np.where(np.isfinite(need_i) & (per_inst > 0), need_i, 0).astype(int) * nodes
        hours = np.full(len(on_off), hpm)
    N["hours"] = hours
    N["gpu_total"] = gpn_on * N["instances"]
    est_ok = t.E["ok"][kcodes]
    if training:
        est_ok &= np.isfinite(hours)
    else:
        est_ok &= N["instances"] > 0
    N["c_estimate"] = est_ok

    # Billing modes: one row per priced mode (never a made-up price).
    r_on, r_mode = [], []
    for m in range(len(MODES)):
        idx = np.flatnonzero(~np.isnan(t.P[m][on_off]))
        r_on.append(idx)
        r_mode.append(np.full(len(idx), m, dtype=np.int8))
    itype = np.int32 if len(on_off) < 2 ** 31 else np.int64
    t.r_on = np.concatenate(r_on).astype(itype)
    t.r_mode = np.concatenate(r_mode)
    t.n = len(t.r_on)

    # Spot: expected rework from interruptions (Young/Daly through the estimate engine), per offering x nodes.
    n_on = len(on_off)
    N["spot_extra"] = np.zeros(n_on)
    N["spot_interruptions"] = np.zeros(n_on)
    N["checkpoint_interval_h"] = np.full(n_on, np.nan)
    spot_on = r_on[_MODE["spot"]]
    if training and len(spot_on):
        e, k, iv = _spot_extra(cat, hours[spot_on], O["spot_rate_month"][on_off[spot_on]],
                               t.E["checkpoint_write_s"][kcodes[spot_on]], N["instances"][spot_on].astype(float))
        N["spot_extra"][spot_on], N["spot_interruptions"][spot_on], N["checkpoint_interval_h"][spot_on] = e, k, iv
    # The trained weights leave the cloud at the end: the checkpoint size of the first row that has one.
    if training and t.n:
        ck = t.E["checkpoint_gb"][kcodes[t.r_on]]
        fin = np.flatnonzero(np.isfinite(ck))
        t.model_out_gb = float(ck[fin[0]]) if len(fin) else 0.0
    t.R.update(t._price(None, False))
    return t


def score_candidates(cat: Catalog, sc: Scenario, job=None, today: _dt.date | None = None) -> pd.DataFrame:
    """One row per instance × node count × billing mode, with estimates, host, cost and constraint columns."""
    t = _build(cat, sc, job, today)
    return pd.DataFrame(t._wide(None))


# What the priced table depends on: the job (model, data, precision, method, reference run, task, serving load)
# and what the prices are read in (result currency, host rules). Everything else of a scenario (deadline,
# budget, objective, billing, provider/region/GPU filters, spot preference) is applied by ``rank``.
JOB_FIELDS = ("task", "workload", "preset", "params", "finetune_method", "tokens", "dataset_gb", "samples", "epochs",
              "reference_run", "precision", "qps", "input_tokens", "output_tokens", "p95_latency_s", "currency",
              "host_rules")


def job_key(sc: Scenario) -> tuple:
    """The fields of ``sc`` a ``Priced`` table depends on (equal keys: the table can be reused)."""
    return tuple((f, getattr(sc, f)) for f in JOB_FIELDS)


@dataclass(frozen=True, eq=False)
class Priced:
    """Every candidate of one job estimated and priced (instance x node count x billing mode): what ``rank``
    needs to answer any scenario with the same job. ``job_key``: the scenario fields it was built from."""

    cat: Catalog
    job: Any
    job_key: tuple
    today: _dt.date
    table: Any = field(repr=False)  # _Scored, built without any filter or constraint

    def reusable_for(self, sc: Scenario, cat: Catalog | None = None, today: _dt.date | None = None) -> bool:
        """Whether ``rank(self, sc)`` answers ``sc`` as ``recommend`` would (same job, catalog and day)."""
        return (job_key(sc) == self.job_key and (cat is None or cat is self.cat)
                and (today is None or today == self.today))


def _neutral(sc: Scenario) -> Scenario:
    """``sc`` without what ``rank`` applies: no filters, no deadline, no budget, spot allowed."""
    return replace(sc, providers=(), regions=(), gpus=(), spot="allow", deadline_hours=None, budget_amount=None,
                   budget_currency=None)


def price(cat: Catalog, sc: Scenario, *, today: _dt.date | None = None, job=None) -> Priced:
    """Estimate and price every candidate of ``sc``'s job on ``cat`` (the slow half of ``recommend``)."""
    today = today or _dt.date.today()
    job = job if job is not None else job_for(cat, sc)
    return Priced(cat, job, job_key(sc), today, _build(cat, _neutral(sc), job, today))


def _ranked_table(priced: Priced, sc: Scenario, today: _dt.date) -> _Scored:
    """The priced table seen through ``sc``: its rows inside the provider/region/GPU filters (all rows when the
    filters leave none, so the answer can name the closest option and what it breaks), with the scenario's
    constraints computed. The priced arrays are shared, never changed."""
    base = priced.table
    t = copy.copy(base)
    t.sc, t.today = sc, today
    t.O = dict(base.O)
    t.R = {}
    t.budget = _budget_in(priced.cat, sc, today)
    n_off = len(base.O["offer_id"])
    if n_off:
        prov = np.asarray(base.U["provider"], dtype=object)[base.O["provider_code"]]
        gpu = np.asarray(base.U["gpu"], dtype=object)[base.O["gpu_code"]]
    else:
        prov = gpu = np.zeros(0, dtype=object)
    t.O["c_providers"] = _in(prov, sc.providers) if sc.providers else np.ones(n_off, dtype=bool)
    t.O["c_gpus"] = _in(gpu, sc.gpus) if sc.gpus else np.ones(n_off, dtype=bool)
    t.O["c_regions"] = _in(base.O["region"], sc.regions, lower=True) if sc.regions else np.ones(n_off, dtype=bool)
    allowed = t.O["c_providers"] & t.O["c_gpus"] & t.O["c_regions"]
    if allowed.any() and not allowed.all():
        keep = allowed[base.N["offer"][base.r_on]]
        t.r_on, t.r_mode = base.r_on[keep], base.r_mode[keep]
    # Only real options are candidates: an estimate, a model that fits, at least one GPU and a price above zero.
    # What was left out is counted; when nothing is left, the rows stay so the answer can say why (no estimate,
    # or the model fits nowhere and by how much).
    N = base.N
    est_ok = N["c_estimate"][t.r_on]
    fits = N["fits"][t.r_on]
    anomaly = base.O["anomaly"][N["offer"][t.r_on]]
    usable = est_ok & fits & (N["gpu_total"][t.r_on] > 0) & (base.P[t.r_mode, N["offer"][t.r_on]] > 0) & ~anomaly
    t.anomalous = int(np.count_nonzero(np.bincount(N["offer"][t.r_on][anomaly], minlength=1))) if anomaly.any() \
        else 0
    t.excluded = {"estimate": int((~est_ok).sum()), "fits": int((est_ok & ~fits).sum()),
                  "unusable": int((~usable).sum()), "configurations": t.distinct("est_key") if len(t.r_on) else 0}
    t.usable = bool(usable.any())
    t.elsewhere = None
    if not t.usable and len(t.r_on) < len(base.r_on):
        # Nothing real inside the filters: the smallest real option outside them (what the filters cost).
        on = base.r_on
        ok = N["c_estimate"][on] & N["fits"][on] & (N["gpu_total"][on] > 0) \
            & (base.P[base.r_mode, N["offer"][on]] > 0) & ~base.O["anomaly"][N["offer"][on]]
        if ok.any():
            idx = np.flatnonzero(ok)
            unit = base.P[base.r_mode[idx], N["offer"][on[idx]]] * base.O["fx_rate"][N["offer"][on[idx]]]
            j = idx[np.lexsort((unit, N["gpu_total"][on[idx]]))[0]]
            off = N["offer"][on[j]]
            t.elsewhere = {"provider": str(base.U["provider"][base.O["provider_code"][off]]),
                           "instance_type": str(base.O["instance_type"][off]),
                           "gpu": str(base.U["gpu"][base.O["gpu_code"][off]]),
                           "gpus": _num(N["gpu_total"][on[j]]), "nodes": int(N["nodes"][on[j]])}
    if t.usable and not usable.all():
        t.r_on, t.r_mode = t.r_on[usable], t.r_mode[usable]
    t.n = len(t.r_on)
    t.R.update(t._price(None, False))
    return t
