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
from .grid import REFINE_PASSES, max_nodes, node_grid, provider_caps, refinements
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


_TEXT_COLUMNS = ("provider", "region", "instance_type", "gpu", "currency", "as_of", "interconnect")
_NONE = (np.zeros(0, np.int64), np.zeros(0, np.int64))  # codes and first rows of an empty column set


def _build(cat: Catalog, sc: Scenario, job=None, today: _dt.date | None = None) -> _Scored:
    """Score every priced configuration: the offering-level facts once per instance, estimates once per distinct
    configuration, then prices and constraints over the rows with numpy only. Each step adds its columns to
    ``t.offers`` (one per priced instance), ``t.clusters`` (offering x node count) or ``t.estimates`` (one per
    distinct configuration)."""
    today = today or _dt.date.today()
    d = _defaults(cat)
    job = job if job is not None else job_for(cat, sc)
    t = _Scored(cat, sc, d, today, sc.task != "inference")
    t.budget = _budget_in(cat, sc, today)
    inst = cat["instances"]
    pos = _offer_rows(inst, sc)
    text = {c: inst[c].to_numpy(object)[pos] for c in _TEXT_COLUMNS}
    # Everything that depends on the offering only is computed once per offering, before the expansion
    # into node counts and billing modes: specs, network, exchange rate, price age, spot rate, host, storage.
    _add_offers(t, inst, pos, text)
    _add_gpu_memory_and_link(t, cat, inst["gpu_memory_gb"].to_numpy(float)[pos], text["interconnect"])
    _add_instance_network(t, cat, inst["network_gbps"].to_numpy(float)[pos], text)
    _add_rates_and_dates(t, cat, inst, pos, text)
    _add_hosts(t, cat, job, text)
    _add_storage(t, cat)
    _add_offer_constraints(t, text)
    net_code = _add_network_class(t, cat)
    # Then per offering x node count, per distinct configuration, and per row.
    _add_node_counts(t, net_code)
    _add_estimates(t, cat, job)
    _refine_node_counts(t, cat, job, net_code)
    _add_instances_and_hours(t)
    _add_billing_rows(t)
    _add_spot_rework(t, cat)
    _add_model_out(t)
    t.computed.update(t._price(None, False))
    return t


def _offer_rows(inst: pd.DataFrame, sc: Scenario) -> np.ndarray:
    """Rows of the instances table that are offerings: at least one price, whole GPUs. Providers, regions and GPUs
    are hard filters: rows outside them are dropped before any estimate, unless that leaves nothing (then they
    stay, so the answer can name the closest option and the broken constraint)."""
    prices = inst[list(C.PRICE_COLUMN.values())].to_numpy(float)
    gc_all = inst["gpu_count"].to_numpy(float)
    with np.errstate(invalid="ignore"):
        keep = ~np.isnan(prices).all(axis=1) & (gc_all >= 1) & (gc_all == np.floor(gc_all))
    pos = np.flatnonzero(keep)
    allowed = np.ones(len(pos), dtype=bool)
    if sc.providers:
        allowed &= _in(inst["provider"].to_numpy(object)[pos], sc.providers)
    if sc.regions:
        allowed &= _in(inst["region"].to_numpy(object)[pos], sc.regions, lower=True)
    if sc.gpus:
        allowed &= _in(inst["gpu"].to_numpy(object)[pos], sc.gpus)
    if allowed.any() and not allowed.all():
        pos = pos[allowed]
    return pos


def _add_offers(t: _Scored, inst: pd.DataFrame, pos: np.ndarray, text: dict) -> None:
    """The offerings' prices (billing mode x offering, native currency), commitments, names and host figures."""
    offers = t.offers
    hpm = t.d["hours_per_month"]
    offers["offer_id"] = np.arange(len(pos))
    t.prices = np.ascontiguousarray(inst[list(C.PRICE_COLUMN.values())].to_numpy(float)[pos].T)
    t.commit = np.array([years * C.HOURS_PER_YEAR_MONTHS * hpm if (years := C.RESERVED_YEARS.get(m)) else 0.0
                         for m in MODES])
    t.labels = {}
    for c in ("provider", "gpu"):
        offers[f"{c}_code"], t.labels[c] = pd.factorize(text[c], use_na_sentinel=False)
    for c in ("region", "instance_type", "currency", "as_of"):
        offers[c] = text[c]
    offers["gpu_count"] = inst["gpu_count"].to_numpy(float)[pos]
    offers["gpus_per_node"] = offers["gpu_count"]
    offers["vcpus"] = pd.to_numeric(inst["vcpus"], errors="coerce").to_numpy(float, na_value=np.nan)[pos]
    offers["ram_gb"] = inst["ram_gb"].to_numpy(float)[pos]
    offers["local_disk_gb"] = inst["local_disk_gb"].to_numpy(float)[pos]


def _add_gpu_memory_and_link(t: _Scored, cat: Catalog, own_memory_gb: np.ndarray, interconnect: np.ndarray) -> None:
    """GPU memory (the GPU table's where the instance does not say) and the intra-node link (the instance's, else
    its GPU's, else PCIe), once per distinct (interconnect, GPU)."""
    offers = t.offers
    n_off = len(offers["offer_id"])
    gcode, guniq = offers["gpu_code"], t.labels["gpu"]
    g = cat["gpus"]
    gi = pd.Index(g["gpu"]).get_indexer(guniq)
    g_mem = g["memory_gb"].to_numpy(float)
    g_ic = g["interconnect"].to_numpy(object)
    mem_u = np.array([g_mem[i] if i >= 0 else np.nan for i in gi], dtype=float)
    offers["gpu_memory_gb"] = np.where(np.isnan(own_memory_gb), mem_u[gcode] if n_off else 0.0, own_memory_gb)
    icode, iuniq = pd.factorize(interconnect, use_na_sentinel=False)
    lcode, lfirst = _combo_codes([icode, gcode]) if n_off else _NONE
    links = []
    for f in lfirst:
        v = iuniq[icode[f]]
        if pd.isna(v) or str(v) == "":
            v = g_ic[gi[gcode[f]]] if gi[gcode[f]] >= 0 else None
        v = "pcie" if v is None or pd.isna(v) else str(v)
        links.append(v if v != "" else "pcie")
    link_names, lmap = pd.factorize(np.array(links, dtype=object))
    offers["link_code"] = link_names[lcode] if n_off else np.zeros(0, np.int64)
    t.labels["link"] = lmap


def _add_instance_network(t: _Scored, cat: Catalog, own_gbps: np.ndarray, text: dict) -> None:
    """The instance's network between nodes: its own figure, else instance_network.csv (bandwidth, RDMA, fabric)."""
    offers = t.offers
    net = cat["instance_network"]
    hit = _lookup([net["instance_type"].to_numpy(object), net["provider"].to_numpy(object)],
                  [text["instance_type"], text["provider"]])
    bw = net["bandwidth_gbps"].to_numpy(float)
    rdma = net["rdma"].astype("boolean").fillna(False).to_numpy(bool)
    found = hit >= 0
    offers["net_gbps"] = np.where(np.isnan(own_gbps) & found, bw[np.maximum(hit, 0)] if len(bw) else np.nan, own_gbps)
    offers["net_rdma"] = found & (rdma[np.maximum(hit, 0)] if len(rdma) else False)
    fab = net["fabric"].astype(object).where(net["fabric"].notna(), "").to_numpy(object) if "fabric" in net \
        else np.full(len(net), "", dtype=object)
    offers["net_fabric"] = np.where(found, fab[np.maximum(hit, 0)] if len(fab) else "", "").astype(object)


def _add_rates_and_dates(t: _Scored, cat: Catalog, inst: pd.DataFrame, pos: np.ndarray, text: dict) -> None:
    """Exchange rate, price age, the catalog's anomaly flag and the spot interruption rate of each offering."""
    offers = t.offers
    n_off = len(pos)
    ccode, _ = pd.factorize(text["currency"], use_na_sentinel=False)
    acode, auniq = pd.factorize(text["as_of"], use_na_sentinel=False)
    fcode, ffirst = _combo_codes([ccode, acode]) if n_off else _NONE
    # One exchange rate per result: the catalog's rate closest to today (its latest), for prices, disks, egress
    # and the budget alike; each price keeps its own date (as_of).
    rate, rate_date = C.fx_rates(cat, pd.Series(text["currency"][ffirst], dtype=object),
                                 pd.Series([str(t.today)] * len(ffirst), dtype=object), t.sc.currency)
    offers["fx_rate"] = rate[fcode]
    offers["fx_as_of"] = rate_date[fcode]
    offers["price_age_days"] = C.price_age_days(pd.Series(auniq, dtype=object), t.today)[acode] if n_off \
        else np.zeros(0)
    # Prices the catalog's own source flags as anomalous (notes "ANOMALY", e.g. spot dearer than on-demand) are
    # not offered unless the user has since entered the row (source "user").
    if "notes" in inst and "source" in inst:
        notes = inst["notes"].astype(object).to_numpy(object)[pos]
        srcs = inst["source"].astype(object).to_numpy(object)[pos]
        offers["anomaly"] = np.array([isinstance(nt, str) and ANOMALY_FLAG in nt and not _user_source(sr)
                                      for nt, sr in zip(notes, srcs)], dtype=bool)
    else:
        offers["anomaly"] = np.zeros(n_off, dtype=bool)
    offers["spot_rate_month"], offers["spot_rate_source"] = C.spot_rates(
        cat, {"provider": text["provider"], "instance_type": text["instance_type"], "region": text["region"]})


def _add_hosts(t: _Scored, cat: Catalog, job, text: dict) -> None:
    """Host sizing (CPU, RAM, disks) per distinct (gpu, gpus, memory, vcpus, ram) shape, broadcast to offerings."""
    offers, sc, d = t.offers, t.sc, t.d
    n_off = len(offers["offer_id"])
    gcode, guniq = offers["gpu_code"], t.labels["gpu"]
    # Host sizing needs the checkpoint size, which depends on the model only: one probe estimate gives it.
    ckpt_gb = 0.0
    if n_off:
        try:
            est0 = E.estimate_config(cat, job, text["gpu"][0], int(offers["gpu_count"][0]))
            ckpt_gb = float(getattr(est0, "checkpoint_gb", 0.0) or 0.0)
        except Exception:  # noqa: BLE001 - a GPU without figures: the disks are sized without checkpoints
            ckpt_gb = 0.0
    params = float(getattr(job, "params", 0.0) or 0.0)
    model_gb = params * d.get(f"bytes_per_param_{'bf16' if sc.precision in ('bf16', 'fp16') else sc.precision}",
                              d["bytes_per_param_bf16"]) / 1e9 if params else 0.0
    dataset_gb = float(sc.dataset_gb or 0.0)
    shape = [offers[c] for c in ("gpus_per_node", "gpu_memory_gb", "vcpus", "ram_gb")]
    shape_codes, first = _combo_codes([gcode, *shape]) if n_off else _NONE
    shape_df = pd.DataFrame({"gpu": np.asarray(guniq, dtype=object)[gcode[first]] if n_off else [],
                             "gpus_per_node": offers["gpus_per_node"][first],
                             "gpu_memory_gb": offers["gpu_memory_gb"][first],
                             "vcpus": offers["vcpus"][first], "ram_gb": offers["ram_gb"][first]})
    hosts = size_hosts(cat, shape_df, task=sc.task, method=sc.finetune_method, rule_set=sc.host_rules,
                       model_gb=model_gb, dataset_gb=dataset_gb, checkpoint_gb=ckpt_gb)
    for c in hosts.columns:
        offers[c] = hosts[c].to_numpy()[shape_codes]


def _add_storage(t: _Scored, cat: Catalog) -> None:
    """The provider's block disk and egress price, and local NVMe when the instance's disk holds the data disk."""
    offers = t.offers
    n_off = len(offers["offer_id"])
    pcode, puniq = offers["provider_code"], t.labels["provider"]
    cur, today = t.sc.currency, t.today
    sp, eg = _cached(cat, "disk_egress", ("storage", "providers", "transfer", "fx_rates"), (cur, str(today)),
                     lambda: _disk_and_egress(cat, cur, today))
    for table, cols in ((sp, ("disk_product", "disk_price_conv", "disk_currency", "disk_fx_rate", "disk_fx_as_of",
                              "disk_read_mb_s")),
                        (eg, ("egress_product", "egress_price", "egress_currency", "egress_fx_rate",
                              "egress_fx_as_of"))):
        where = np.asarray(pd.Index(table["provider"]).get_indexer(puniq))[pcode] if n_off \
            else np.zeros(0, np.int64)
        for c in cols:
            vals = table[c].to_numpy()
            missing: Any = None if vals.dtype == object else np.nan  # an empty cell of this column
            offers[c] = np.where(where >= 0, vals[np.maximum(where, 0)], missing) if len(vals) \
                else np.full(n_off, missing, dtype=object if missing is None else float)
    local = offers["local_disk_gb"] >= offers["host_data_disk_gb"]
    offers["data_local"] = local
    offers["read_mb_s"] = np.where(local, C.local_nvme_read_mb_s(cat), offers["disk_read_mb_s"].astype(float))


def _add_offer_constraints(t: _Scored, text: dict) -> None:
    """The scenario's provider, GPU and region filters, per offering."""
    offers, sc = t.offers, t.sc
    n_off = len(offers["offer_id"])
    offers["c_providers"] = _in(text["provider"], sc.providers) if sc.providers else np.ones(n_off, dtype=bool)
    offers["c_gpus"] = _in(text["gpu"], sc.gpus) if sc.gpus else np.ones(n_off, dtype=bool)
    offers["c_regions"] = _in(text["region"], sc.regions, lower=True) if sc.regions else np.ones(n_off, dtype=bool)


def _add_network_class(t: _Scored, cat: Catalog) -> np.ndarray:
    """The inter-node network class of each offering (codes into ``_NET_CLASS_NAMES``, returned) and what the
    card shows: the fabric's name, else the class."""
    offers = t.offers
    # GPU-direct fabrics (RDMA, or GPUDirect-TCPX/TCPXO) count as the fast class; the bandwidth is the instance's.
    fast = offers["net_rdma"] | _in(offers["net_fabric"], FAST_FABRICS)
    ncode = _network_class_codes(cat, offers["net_gbps"], fast)
    offers["net_unknown"] = np.isnan(offers["net_gbps"])
    offers["net_shown"] = np.where(offers["net_fabric"] != "", offers["net_fabric"],
                                   _NET_CLASS_NAMES[ncode]).astype(object)
    t.net_names = np.array([*_NET_CLASS_NAMES, ""], dtype=object)  # code -1 (single node): no inter-node network
    nc = _network_classes(cat).set_index("option")
    t.net_bw = nc["bandwidth_gbps"]
    return ncode


def _add_node_counts(t: _Scored, net_code: np.ndarray, extra: dict[int, list[int]] | None = None) -> None:
    """Node counts: multi-node for training on boxes of at least multi_node_min_gpus_per_node whole GPUs, on a
    geometric grid (1, 2, 4 ... and the cap itself) up to the largest cluster the provider rents
    (cluster_max_nodes_<provider>, else cluster_max_nodes) and cluster_max_gpus GPUs (grid.py); ``extra``: node
    counts added where the cost-time front runs (_refine_node_counts)."""
    offers, clusters, d = t.offers, t.clusters, t.d
    n_off = len(offers["offer_id"])
    multi = t.training & (offers["gpu_count"] >= d["multi_node_min_gpus_per_node"])
    cap = provider_caps(d, list(t.labels["provider"]))[offers["provider_code"]] if n_off else np.zeros(0)
    top = max_nodes(d, offers["gpu_count"], cap, multi)
    offers["max_nodes"] = top
    on_off, nodes = node_grid(top, extra)
    sizes = offers["gpu_count"] * top
    t.max_cluster_gpus = float(np.max(sizes)) if n_off else 0.0
    # The largest cluster of each GPU model (GPUs, servers, provider): what an infeasible answer can point to.
    t.largest_cluster = {}
    if n_off and t.training:
        order = np.argsort(-sizes, kind="stable")
        gcode = offers["gpu_code"][order]
        _, first = np.unique(gcode, return_index=True)
        for i in order[first]:
            t.largest_cluster[str(t.labels["gpu"][offers["gpu_code"][i]])] = (
                float(sizes[i]), int(top[i]), str(t.labels["provider"][offers["provider_code"][i]]))
    clusters["offer"] = on_off
    clusters["nodes"] = nodes
    # Between nodes only: a single node's estimate does not depend on its network (one call per config).
    clusters["net_code"] = np.where(nodes > 1, net_code[on_off], -1)


def _add_estimates(t: _Scored, cat: Catalog, job) -> None:
    """The estimate engine once per distinct configuration (GPU, GPUs per node, nodes, link, network); the columns
    the prices need for every row broadcast to the clusters, and the data feed's pace."""
    offers, clusters = t.offers, t.clusters
    on_off, nodes = clusters["offer"], clusters["nodes"]
    gcode, guniq, lmap = offers["gpu_code"], t.labels["gpu"], t.labels["link"]
    net_gbps_on = np.where(nodes > 1, offers["net_gbps"][on_off], np.nan)  # the estimate takes the instance's bandwidth
    gpn_on = offers["gpus_per_node"][on_off]
    link_on = offers["link_code"][on_off]
    kcodes, kfirst = _combo_codes([gcode[on_off], gpn_on, nodes, link_on, clusters["net_code"], net_gbps_on]) \
        if len(on_off) else _NONE
    keys = pd.DataFrame({"gpu": np.asarray(guniq, dtype=object)[gcode[on_off[kfirst]]] if len(kfirst) else [],
                         "gpus_per_node": gpn_on[kfirst], "nodes": nodes[kfirst],
                         "link": np.asarray(lmap, dtype=object)[link_on[kfirst]] if len(kfirst) else [],
                         "net_class": t.net_names[clusters["net_code"][kfirst]], "net_gbps": net_gbps_on[kfirst]})
    est = _estimate_table(cat, job, keys)
    t.est = est
    # Estimate columns stay per configuration (``t.estimates``, looked up through est_key); the few the prices
    # need for every row are broadcast here.
    for c in _EST_COLS:
        v = est[c].to_numpy()
        t.estimates[c] = v.astype(bool) if c in ("ok", "fits") else v.astype(float)
    clusters["est_key"] = kcodes
    for c in ("fits", "wall_hours", "gpu_hours", "range_high"):
        clusters[c] = t.estimates[c][kcodes]
    # Data feed: every node reads its own disk (local NVMe or its own volume), so the job gets nodes x the
    # disk's rate; when the job needs more, the disk sets the pace (time x need / available).
    need = t.estimates["data_read_mb_s"][kcodes]
    avail = offers["read_mb_s"][on_off] * nodes.astype(float)
    io = np.nan_to_num(need) > np.nan_to_num(avail, nan=np.inf)
    clusters["io_bound"] = io
    with np.errstate(divide="ignore", invalid="ignore"):
        slow = np.where(io, need / avail, 1.0)
    clusters["wall_hours"] = clusters["wall_hours"] * slow
    clusters["gpu_hours"] = clusters["gpu_hours"] * slow


def _refine_node_counts(t: _Scored, cat: Catalog, job, net_code: np.ndarray) -> None:
    """Node counts refined near the cost-time front: the coarse grid's clusters are placed by a quick figure (the
    offering's hourly price, on-demand where it has one, x servers x the estimated hours with the start-up), and
    each front point (per provider, region and GPU model) gets the geometric midpoints to its grid neighbours;
    REFINE_PASSES passes at most (grid.py), then the clusters are rebuilt once with the new counts."""
    if not t.training or not len(t.clusters.get("offer", ())):
        return
    offers, clusters, d = t.offers, t.clusters, t.d
    hourly = t.prices.copy()
    hourly[_MODE["monthly"]] = hourly[_MODE["monthly"]] / d["hours_per_month"]
    with np.errstate(invalid="ignore"):
        best = np.where(np.isfinite(hourly[_MODE["on_demand"]]), hourly[_MODE["on_demand"]],
                        np.nanmin(np.where(np.isfinite(hourly), hourly, np.inf), axis=0))
    unit = np.where(np.isfinite(best), best, np.nan) * offers["fx_rate"]
    kcodes = clusters["est_key"]
    offer, nodes = clusters["offer"], clusters["nodes"]
    wall = clusters["wall_hours"]
    ok = clusters["fits"] & t.estimates["ok"][kcodes]
    write_s = t.estimates["checkpoint_write_s"][kcodes]
    # Fronts per provider, region and GPU model (grid.refinements): what a filter keeps is refined the same.
    group, _ = _combo_codes([offers["provider_code"], pd.factorize(offers["region"], use_na_sentinel=False)[0],
                             offers["gpu_code"]])
    extra: dict[int, list[int]] = {}
    for _ in range(REFINE_PASSES):
        hours = wall + (float(d.get("run_startup_s", 0.0)) + _staging_s(t, offer) + np.nan_to_num(write_s)) / 3600.0
        cost = np.where(ok, unit[offer] * nodes * hours, np.nan)
        new = refinements(offer, nodes, cost, np.where(ok, hours, np.nan), group[offer], offers["max_nodes"])
        if not new:
            break
        add_off = np.concatenate([np.full(len(ns), o, dtype=np.int64) for o, ns in new.items()])
        add_n = np.concatenate([np.asarray(ns, dtype=np.int64) for ns in new.values()])
        for o, ns in new.items():
            extra.setdefault(o, []).extend(ns)
        est = _estimate_table(cat, job, _config_keys(t, add_off, add_n, net_code))  # the new clusters only
        offer, nodes = np.concatenate([offer, add_off]), np.concatenate([nodes, add_n])
        wall = np.concatenate([wall, est["wall_hours"].to_numpy(float)])
        ok = np.concatenate([ok, est["ok"].to_numpy(bool) & est["fits"].to_numpy(bool)])
        write_s = np.concatenate([write_s, est["checkpoint_write_s"].to_numpy(float)])
        order = np.lexsort((nodes, offer))  # grouped by offering, nodes ascending (what refinements reads)
        offer, nodes, wall, ok, write_s = offer[order], nodes[order], wall[order], ok[order], write_s[order]
    if extra:
        _add_node_counts(t, net_code, extra)
        _add_estimates(t, cat, job)


def _config_keys(t: _Scored, on_off: np.ndarray, nodes: np.ndarray, net_code: np.ndarray) -> pd.DataFrame:
    """The estimate engine's configuration (GPU, GPUs per node, nodes, link, network class and bandwidth) of the
    clusters (``on_off``: their offering, ``nodes``), one row each."""
    offers = t.offers
    multi = nodes > 1
    return pd.DataFrame({"gpu": np.asarray(t.labels["gpu"], dtype=object)[offers["gpu_code"][on_off]],
                         "gpus_per_node": offers["gpus_per_node"][on_off], "nodes": nodes,
                         "link": np.asarray(t.labels["link"], dtype=object)[offers["link_code"][on_off]],
                         "net_class": t.net_names[np.where(multi, net_code[on_off], -1)],
                         "net_gbps": np.where(multi, offers["net_gbps"][on_off], np.nan)})


def _startup_hours(t: _Scored, kcodes: np.ndarray, off: np.ndarray) -> np.ndarray:
    """What every training run pays on each server before its first step and after its last, in hours: the start-up
    (defaults.csv run_startup_s: getting the servers, the software image, loading the model), copying a dataset
    given in GB onto the server's data disk (at the disk's rate, as the data feed reads it), and writing the last
    checkpoint (the estimate's checkpoint write time)."""
    write_s = np.nan_to_num(t.estimates["checkpoint_write_s"][kcodes])
    return (float(t.d.get("run_startup_s", 0.0)) + _staging_s(t, off) + write_s) / 3600.0


def _staging_s(t: _Scored, off: np.ndarray) -> np.ndarray:
    """Seconds to copy the scenario's dataset (GB) onto each server's data disk at its read rate (0 without one)."""
    gb = float(t.sc.dataset_gb or 0.0)
    rate = t.offers["read_mb_s"][off]
    with np.errstate(divide="ignore", invalid="ignore"):
        s = np.where(rate > 0, gb * 1000.0 / rate, 0.0)
    return np.nan_to_num(s)


def _add_instances_and_hours(t: _Scored) -> None:
    """Servers and hours of each cluster: a training job runs its estimated hours on its nodes; a service runs a
    month on as many servers as its replicas need at the target utilisation."""
    clusters, d = t.clusters, t.d
    kcodes, nodes = clusters["est_key"], clusters["nodes"]
    gpn_on = t.offers["gpus_per_node"][clusters["offer"]]
    if t.training:
        clusters["instances"] = nodes.astype(int)
        # Every run pays the start-up on each server: part of its time, and of its cost (its own cost line).
        clusters["startup_hours"] = _startup_hours(t, kcodes, clusters["offer"])
        hours = clusters["wall_hours"] + clusters["startup_hours"]
    else:
        # One instance of g GPUs serves g // gpus_per_replica replicas; the service needs replicas_needed.
        with np.errstate(divide="ignore", invalid="ignore"):
            per_inst = np.floor(gpn_on / t.estimates["gpus_per_replica"][kcodes])
            # Sized at the target utilisation (defaults.csv), not at 100%: the peak rate over what a replica
            # serves at that share of its capacity.
            util = d["serving_target_utilisation"]
            replicas = np.ceil(float(t.sc.qps or 0.0) / (t.estimates["qps_per_replica"][kcodes] * util) - 1e-9)
            replicas = np.where(np.isfinite(replicas), np.maximum(replicas, 1.0), np.nan)
            t.estimates["replicas_needed"] = np.full(len(t.est), np.nan)
            t.estimates["replicas_needed"][kcodes] = replicas
            need_i = np.ceil(replicas / per_inst)
        clusters["instances"] = np.where(np.isfinite(need_i) & (per_inst > 0), need_i, 0).astype(int) * nodes
        hours = np.full(len(nodes), d["hours_per_month"])
        clusters["startup_hours"] = np.zeros(len(nodes))  # a service starts once and runs on
    clusters["hours"] = hours
    clusters["gpu_total"] = gpn_on * clusters["instances"]
    est_ok = t.estimates["ok"][kcodes]
    if t.training:
        est_ok &= np.isfinite(hours)
    else:
        est_ok &= clusters["instances"] > 0
    clusters["c_estimate"] = est_ok


def _priced_clusters(t: _Scored, mode: int) -> np.ndarray:
    """The clusters whose offering has a price in billing mode ``mode``."""
    return np.flatnonzero(~np.isnan(t.prices[mode][t.clusters["offer"]]))


def _add_billing_rows(t: _Scored) -> None:
    """The rows: one per cluster and priced billing mode (never a made-up price)."""
    on_off = t.clusters["offer"]
    r_on = [_priced_clusters(t, m) for m in range(len(MODES))]
    r_mode = [np.full(len(idx), m, dtype=np.int8) for m, idx in enumerate(r_on)]
    itype = np.int32 if len(on_off) < 2 ** 31 else np.int64
    t.r_on = np.concatenate(r_on).astype(itype)
    t.r_mode = np.concatenate(r_mode)
    t.n = len(t.r_on)


def _add_spot_rework(t: _Scored, cat: Catalog) -> None:
    """Spot: expected rework from interruptions (Young/Daly through the estimate engine), per cluster."""
    clusters = t.clusters
    on_off = clusters["offer"]
    n_on = len(on_off)
    clusters["spot_extra"] = np.zeros(n_on)
    clusters["spot_interruptions"] = np.zeros(n_on)
    clusters["checkpoint_interval_h"] = np.full(n_on, np.nan)
    spot_on = _priced_clusters(t, _MODE["spot"])
    if t.training and len(spot_on):
        e, k, iv = _spot_extra(cat, clusters["hours"][spot_on], t.offers["spot_rate_month"][on_off[spot_on]],
                               t.estimates["checkpoint_write_s"][clusters["est_key"][spot_on]],
                               clusters["instances"][spot_on].astype(float))
        clusters["spot_extra"][spot_on] = e
        clusters["spot_interruptions"][spot_on] = k
        clusters["checkpoint_interval_h"][spot_on] = iv


def _add_model_out(t: _Scored) -> None:
    """The trained weights leave the cloud at the end: the checkpoint size of the first row that has one."""
    if t.training and t.n:
        ck = t.estimates["checkpoint_gb"][t.clusters["est_key"][t.r_on]]
        fin = np.flatnonzero(np.isfinite(ck))
        t.model_out_gb = float(ck[fin[0]]) if len(fin) else 0.0


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
    t.offers = dict(base.offers)
    t.computed = {}
    t.budget = _budget_in(priced.cat, sc, today)
    n_off = len(base.offers["offer_id"])
    if n_off:
        prov = np.asarray(base.labels["provider"], dtype=object)[base.offers["provider_code"]]
        gpu = np.asarray(base.labels["gpu"], dtype=object)[base.offers["gpu_code"]]
    else:
        prov = gpu = np.zeros(0, dtype=object)
    t.offers["c_providers"] = _in(prov, sc.providers) if sc.providers else np.ones(n_off, dtype=bool)
    t.offers["c_gpus"] = _in(gpu, sc.gpus) if sc.gpus else np.ones(n_off, dtype=bool)
    t.offers["c_regions"] = _in(base.offers["region"], sc.regions, lower=True) if sc.regions \
        else np.ones(n_off, dtype=bool)
    allowed = t.offers["c_providers"] & t.offers["c_gpus"] & t.offers["c_regions"]
    if allowed.any() and not allowed.all():
        keep = allowed[base.clusters["offer"][base.r_on]]
        t.r_on, t.r_mode = base.r_on[keep], base.r_mode[keep]
    # Only real options are candidates: an estimate, a model that fits, at least one GPU and a price above zero.
    # What was left out is counted; when nothing is left, the rows stay so the answer can say why (no estimate,
    # or the model fits nowhere and by how much).
    clusters = base.clusters
    est_ok = clusters["c_estimate"][t.r_on]
    fits = clusters["fits"][t.r_on]
    anomaly = base.offers["anomaly"][clusters["offer"][t.r_on]]
    usable = est_ok & fits & (clusters["gpu_total"][t.r_on] > 0) \
        & (base.prices[t.r_mode, clusters["offer"][t.r_on]] > 0) & ~anomaly
    t.anomalous = int(np.count_nonzero(np.bincount(clusters["offer"][t.r_on][anomaly], minlength=1))) if anomaly.any() \
        else 0
    t.excluded = {"estimate": int((~est_ok).sum()), "fits": int((est_ok & ~fits).sum()),
                  "unusable": int((~usable).sum()), "configurations": t.distinct("est_key") if len(t.r_on) else 0}
    t.usable = bool(usable.any())
    t.elsewhere = None
    if not t.usable and len(t.r_on) < len(base.r_on):
        # Nothing real inside the filters: the smallest real option outside them (what the filters cost).
        on = base.r_on
        ok = clusters["c_estimate"][on] & clusters["fits"][on] & (clusters["gpu_total"][on] > 0) \
            & (base.prices[base.r_mode, clusters["offer"][on]] > 0) & ~base.offers["anomaly"][clusters["offer"][on]]
        if ok.any():
            idx = np.flatnonzero(ok)
            off_idx = clusters["offer"][on[idx]]
            unit = base.prices[base.r_mode[idx], off_idx] * base.offers["fx_rate"][off_idx]
            j = idx[np.lexsort((unit, clusters["gpu_total"][on[idx]]))[0]]
            off = clusters["offer"][on[j]]
            t.elsewhere = {"provider": str(base.labels["provider"][base.offers["provider_code"][off]]),
                           "instance_type": str(base.offers["instance_type"][off]),
                           "gpu": str(base.labels["gpu"][base.offers["gpu_code"][off]]),
                           "gpus": _num(clusters["gpu_total"][on[j]]), "nodes": int(clusters["nodes"][on[j]])}
    if t.usable and not usable.all():
        t.r_on, t.r_mode = t.r_on[usable], t.r_mode[usable]
    t.n = len(t.r_on)
    t.computed.update(t._price(None, False))
    return t
