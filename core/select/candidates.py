"""Candidates: the job a scenario describes, the catalog's offerings (instances with a price, their GPU
and network), the inter-node network classes, the estimate of each distinct hardware configuration, and the
steps of ``_build`` that fill the candidate table's offering, cluster and estimate levels."""

from __future__ import annotations

from typing import Any

import numpy as np
import pandas as pd

from ..catalog import cached, Catalog, cost as C, host_columns, price_cites
from .. import estimate as E
from ..estimate import practical_mask, table as ET
from ..base import Coded, combo_codes, finite_float, nan_to_num
from ..scenario import answers, Scenario
from .common import EST_COLS, MODES, config_codes, config_conf, is_in, lookup_codes, user_source
from .estimates import EstTable, estimates_of, store_for
from . import serving
from .grid import max_nodes, node_grid, provider_caps, serving_max_nodes, with_clusters
from .table import Scored


# --------------------------------------------------------------------------- the job


def job_for(cat: Catalog, sc: Scenario):
    """The estimate engine's Job for a scenario."""
    fields: dict[str, Any] = dict(task=sc.task, workload=sc.workload, method=sc.finetune_method, precision=sc.precision,
                  tokens=sc.tokens, dataset_gb=sc.dataset_gb, samples=sc.samples, epochs=sc.epochs,
                  qps=sc.qps, input_tokens=sc.input_tokens, output_tokens=sc.output_tokens,
                  p95_latency_s=sc.p95_latency_s, service_use=getattr(sc, "service_use", None),
                  packed=getattr(sc, "packed", None),
                  global_batch_tokens=getattr(sc, "global_batch_tokens", None), recompute=getattr(sc, "recompute", None),
                  image_mb=getattr(sc, "image_mb", None), seq_len=getattr(sc, "seq_len", None))
    if sc.task == "finetune" and sc.workload == "llm":
        # examples given as items (20,000 Q&A pairs): their length, the sequence of a padded fine-tune (packing.py)
        fields["example_tokens"] = answers.example_tokens(getattr(sc, "assumed", ()))
    if sc.reference_run is not None:
        fields["reference_run"] = E.ReferenceRun(sc.reference_run.gpu, sc.reference_run.gpus,
                                                 sc.reference_run.hours) \
            if hasattr(E, "ReferenceRun") else (sc.reference_run.gpu, sc.reference_run.gpus, sc.reference_run.hours)
    fields = {k: v for k, v in fields.items() if v is not None}
    if sc.preset:
        return E.job_from_preset(cat, sc.preset, **fields)
    if sc.params:
        fields["params"] = sc.params
        if getattr(sc, "params_active", None):
            fields["params_active"] = sc.params_active  # a mixture of experts given by size (issue 28, v3.4)
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


def network_classes(cat: Catalog) -> pd.DataFrame:
    return cat["network"].sort_values("bandwidth_gbps").reset_index(drop=True)


NET_CLASS_NAMES = np.array(["standard", "tcp_25g", "rdma"], dtype=object)


def fast_fabrics(cat: Catalog) -> tuple[str, ...]:
    """Fabrics that move GPU memory between nodes without the host's TCP stack (fabrics.csv ``gpu_direct``, with
    its sources); a catalog folder without that table (older than schema 3, not loaded by the store) uses the
    bundled one."""
    def build() -> tuple[str, ...]:
        f = cat.tables.get("fabrics")
        if f is None or f.empty:
            from ..catalog import load_bundled
            f = load_bundled()["fabrics"]
        fast = f["gpu_direct"].astype("boolean").fillna(False).to_numpy(bool)
        return tuple(str(x) for x in f["fabric"].to_numpy(object)[fast])
    out: tuple[str, ...] = cached(cat, "select.fast_fabrics", build)
    return out


def network_class_codes(cat: Catalog, gbps: np.ndarray, rdma: np.ndarray) -> np.ndarray:
    """Inter-node network class of each instance as codes into ``NET_CLASS_NAMES`` (no string per row): the
    fast class for a GPU-direct fabric of at least the class's bandwidth, else by bandwidth; unknown: standard."""
    nc = network_classes(cat).set_index("option")
    cls = np.zeros(len(gbps), dtype=np.int8)
    with np.errstate(invalid="ignore"):
        if "tcp_25g" in nc.index:
            cls[gbps >= nc.at["tcp_25g", "bandwidth_gbps"]] = 1
        if "rdma" in nc.index:
            cls[rdma & (gbps >= nc.at["rdma", "bandwidth_gbps"])] = 2
    return cls


# --------------------------------------------------------------------------- the candidate table's steps

TEXT_COLUMNS = ("provider", "region", "instance_type", "gpu", "currency", "as_of", "interconnect")
_NONE = (np.zeros(0, np.int64), np.zeros(0, np.int64))  # codes and first rows of an empty column set


def practical_precision(sc: Scenario) -> str | None:
    """The precision a GPU must compute in for the job. Training in bf16 needs bf16 (fp16 in its place needs loss
    scaling a multi-billion-parameter run should not rely on); a service of bf16 weights runs them in fp16 on a
    card without bf16 (vLLM's dtype float16 on a T4 or V100), so serving asks for fp16 there."""
    if sc.task == "inference" and sc.precision == "bf16":
        return "fp16"
    if sc.precision == "bf16" and "precision" not in (sc.given or {}) and sc.workload != "llm":
        # An image model with the precision left open: mixed precision, BF16 where the GPU has it and FP16 with loss
        # scaling where it does not (the estimate, the card and the launch files say FP16 there). A language model's
        # training stays in BF16: loss scaling is not what a multi-billion-parameter run should rest on (a user
        # whose own GPUs have no BF16 is assumed FP16 by the scenario: core/scenario/spec.py).
        return "fp16"
    return sc.precision


def fractional_gpu_rows(cat: Catalog, sc: Scenario) -> int:
    """How many priced instances inside the scenario's provider, region and GPU filters hold a fraction of a GPU (a
    vGPU slice, 1.5 GPUs): ``offer_positions`` never offers them, and the answer says how many it left out."""
    key = ("fractional_gpu_rows", tuple(sc.providers or ()), tuple(sc.regions or ()), tuple(sc.gpus or ()))

    def count() -> int:
        inst = cat["instances"]
        gc = inst["gpu_count"].to_numpy(float)
        with np.errstate(invalid="ignore"):
            hit = ~np.isnan(inst[list(C.PRICE_COLUMN.values())].to_numpy(float)).all(axis=1) & (gc > 0) \
                & (gc != np.floor(gc))
        for column, allowed, lower in (("provider", sc.providers, False), ("region", sc.regions, True),
                                       ("gpu", sc.gpus, False)):
            if allowed and hit.any():
                at = np.flatnonzero(hit)
                hit[at] = is_in(inst[column].to_numpy(object)[at], allowed, lower=lower)
        # A slice below one GPU that the catalog itself lists (AWS g6f, Tencent GN7 vGPU) is left out as designed
        # and documented in its row: not said on every answer. Said: more than one GPU but not whole (1.5, a slip or
        # a multi-slice shape) and any fraction the user entered.
        at = np.flatnonzero(hit & (gc < 1))
        if len(at):
            cells = inst[price_cites.COLUMN].to_numpy(object)[at] if price_cites.COLUMN in inst \
                else np.full(len(at), "", dtype=object)
            hit[at] = [price_cites.entered_by_user(s, c) for s, c in zip(inst["source"].to_numpy(object)[at], cells)]
        return int(np.count_nonzero(hit))

    return cached(cat, key, count)


def offer_positions(inst: pd.DataFrame, sc: Scenario, cat: Catalog | None = None) -> np.ndarray:
    """Rows of the instances table that are offerings: at least one price, whole GPUs, and (with the catalog) a
    practical choice for the job (core/estimate/practical.py: a GPU that runs the job's precision on a current PyTorch, an
    instance that is not a VDI/graphics shape, a slice or retired, nor kept for the other kind of job). Those rules
    are never waived. Providers, regions and GPUs are hard filters: rows outside them are dropped before any
    estimate, unless that leaves nothing (then they stay, so the answer can name the closest option and the broken
    constraint)."""
    prices = inst[list(C.PRICE_COLUMN.values())].to_numpy(float)
    gc_all = inst["gpu_count"].to_numpy(float)
    with np.errstate(invalid="ignore"):
        keep = ~np.isnan(prices).all(axis=1) & (gc_all >= 1) & (gc_all == np.floor(gc_all))
    if cat is not None and keep.any():
        at = np.flatnonzero(keep)
        keep[at] = practical_mask(cat, inst["provider"].to_numpy(object)[at],
                                  inst["instance_type"].to_numpy(object)[at], inst["gpu"].to_numpy(object)[at],
                                  sc.task != "inference", practical_precision(sc))
    pos = np.flatnonzero(keep)
    allowed = np.ones(len(pos), dtype=bool)
    if sc.providers:
        allowed &= is_in(inst["provider"].to_numpy(object)[pos], sc.providers)
    if sc.regions:
        allowed &= is_in(inst["region"].to_numpy(object)[pos], sc.regions, lower=True)
    if sc.gpus:
        allowed &= is_in(inst["gpu"].to_numpy(object)[pos], sc.gpus)
    if allowed.any() and not allowed.all():
        pos = pos[allowed]
    return pos


def add_offers(t: Scored, inst: pd.DataFrame, pos: np.ndarray, text: dict) -> None:
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
    # The prices the user typed, each with its own date (core/catalog/price_cites.py): "" for most rows.
    cites = price_cites.COLUMN
    offers[cites] = inst[cites].astype(object).where(inst[cites].notna(), "").to_numpy(object)[pos] \
        if cites in inst else np.full(len(pos), "", dtype=object)
    offers["gpu_count"] = inst["gpu_count"].to_numpy(float)[pos]
    offers["gpus_per_node"] = offers["gpu_count"]
    offers["vcpus"] = pd.to_numeric(inst["vcpus"], errors="coerce").to_numpy(float, na_value=np.nan)[pos]
    offers["ram_gb"] = inst["ram_gb"].to_numpy(float)[pos]
    offers["local_disk_gb"] = inst["local_disk_gb"].to_numpy(float)[pos]
    # The host's CPU architecture (instance_cpus.csv: "x86_64", "aarch64"; "" where the catalog does not say), and
    # whether it is an Arm host whose GPU PyTorch's aarch64 builds do not run (defaults.csv
    # aarch64_pytorch_min_compute_capability: AWS g5g's T4G), offered only where the scenario's own choices leave
    # nothing else (pricing.ranked_table; the answer then says so: host_arch.arm_note).
    no_cat = t.cat is None
    offers["cpu_arch"] = np.full(len(pos), "", dtype=object) if no_cat \
        else E.practical.cpu_archs(t.cat, text["provider"], text["instance_type"])
    offers["arm_refused"] = np.zeros(len(pos), dtype=bool) if no_cat \
        else E.practical.arm_refused_mask(t.cat, text["provider"], text["instance_type"], text["gpu"])


def add_gpu_memory_and_link(t: Scored, cat: Catalog, own_memory_gb: np.ndarray, interconnect: np.ndarray) -> None:
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
    lcode, lfirst = combo_codes([icode, gcode]) if n_off else _NONE
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


def add_instance_network(t: Scored, cat: Catalog, own_gbps: np.ndarray, text: dict) -> None:
    """The instance's network between nodes: its own figure, else instance_network.csv (bandwidth, RDMA, fabric)."""
    offers = t.offers
    net = cat["instance_network"]
    hit = lookup_codes([net["instance_type"].to_numpy(object), net["provider"].to_numpy(object)],
                  [text["instance_type"], text["provider"]])
    bw = net["bandwidth_gbps"].to_numpy(float)
    rdma = net["rdma"].astype("boolean").fillna(False).to_numpy(bool)
    found = hit >= 0
    offers["net_gbps"] = np.where(np.isnan(own_gbps) & found, bw[np.maximum(hit, 0)] if len(bw) else np.nan, own_gbps)
    offers["net_rdma"] = found & (rdma[np.maximum(hit, 0)] if len(rdma) else False)
    fab = net["fabric"].astype(object).where(net["fabric"].notna(), "").to_numpy(object) if "fabric" in net \
        else np.full(len(net), "", dtype=object)
    offers["net_fabric"] = np.where(found, fab[np.maximum(hit, 0)] if len(fab) else "", "").astype(object)


def add_rates_and_dates(t: Scored, cat: Catalog, inst: pd.DataFrame, pos: np.ndarray, text: dict) -> None:
    """Exchange rate, price age, the catalog's anomaly flag and the spot interruption rate of each offering."""
    offers = t.offers
    n_off = len(pos)
    add_rates_of_the_day(t, cat, text["currency"], text["as_of"])
    # Prices the catalog's own source flags as anomalous (instances.csv ``anomaly``, e.g. spot dearer than
    # on-demand) are not offered unless the user has since entered the row (source "user").
    if "anomaly" in inst and "source" in inst:
        marks = inst["anomaly"].astype(object).to_numpy(object)[pos]
        listed = marks.tolist()
        # A few distinct marks, each tested once (Python's cached string hashes, no pandas hashing per row).
        flags = {a for a in dict.fromkeys(listed) if isinstance(a, str) and a.strip() != ""}
        flagged = np.flatnonzero(np.array([a in flags for a in listed], dtype=bool)) if flags \
            else np.zeros(0, np.int64)
        srcs = inst["source"].astype(object).to_numpy(object)[pos[flagged]]
        offers["anomaly"] = np.zeros(n_off, dtype=bool)
        offers["anomaly"][flagged] = [not (user_source(sr) or price_cites.entered_by_user(sr, cell))
                                      for sr, cell in zip(srcs, offers[price_cites.COLUMN][flagged])]
    else:
        offers["anomaly"] = np.zeros(n_off, dtype=bool)
    # Whether the row itself is the user's (a row they entered, or one a quote added): its prices are their own
    # unless the row's user_prices cell says otherwise (price_cites.price_own); "" for a row of a price list.
    offers["price_own"] = np.array(price_cites.own_of_sources(inst["source"].to_numpy(object)[pos],
                                                              price_cites.own_ids(cat["sources"])), dtype=object) \
        if "source" in inst and n_off else np.full(n_off, "", dtype=object)
    offers["spot_rate_month"], offers["spot_rate_source"] = C.spot_rates(
        cat, {"provider": text["provider"], "instance_type": text["instance_type"], "region": text["region"]})


def add_rates_of_the_day(t: Scored, cat: Catalog, currency: np.ndarray, as_of: np.ndarray) -> None:
    """The part of ``add_rates_and_dates`` that depends on the day (``t.today``): each offering's exchange rate
    and its date, and its price's age (``currency``, ``as_of``: each offering's)."""
    offers = t.offers
    n_off = len(currency)
    ccode, _ = pd.factorize(currency, use_na_sentinel=False)
    acode, _ = pd.factorize(as_of, use_na_sentinel=False)
    fcode, ffirst = combo_codes([ccode, acode]) if n_off else _NONE
    # One exchange rate per result: the catalog's rate closest to today (its latest), for prices, disks, egress
    # and the budget alike; each price keeps its own date (as_of).
    rate, rate_date = C.fx_rates(cat, pd.Series(currency[ffirst], dtype=object),
                                 pd.Series([str(t.today)] * len(ffirst), dtype=object), t.sc.currency)
    offers["fx_rate"] = rate[fcode]
    offers["fx_as_of"] = rate_date[fcode]
    add_price_ages(t, as_of)


def add_price_ages(t: Scored, as_of: np.ndarray) -> None:
    """Each offering's price age on ``t.today`` (``as_of``: its price's date)."""
    acode, auniq = pd.factorize(as_of, use_na_sentinel=False)
    t.offers["price_age_days"] = C.price_age_days(pd.Series(auniq, dtype=object), t.today)[acode] if len(as_of) \
        else np.zeros(0)


def add_host_shapes(t: Scored) -> None:
    """The distinct host shapes (GPU, GPUs per node, GPU memory, vCPUs, RAM) of the offerings, what ``add_hosts``
    sizes once each: the shape of each offering (codes) and one row per shape."""
    offers = t.offers
    n_off = len(offers["offer_id"])
    gcode, guniq = offers["gpu_code"], t.labels["gpu"]
    shape = [offers[c] for c in ("gpus_per_node", "gpu_memory_gb", "vcpus", "ram_gb")]
    shape_codes, first = combo_codes([gcode, *shape]) if n_off else _NONE
    t.host_shapes = (shape_codes, {"gpu": np.asarray(guniq, dtype=object)[gcode[first]] if n_off
                                   else np.zeros(0, dtype=object),
                                   **{c: offers[c][first] for c in ("gpus_per_node", "gpu_memory_gb", "vcpus",
                                                                    "ram_gb")}})


def add_hosts(t: Scored, cat: Catalog, job) -> None:
    """Host sizing (CPU, RAM, disks) per distinct (gpu, gpus, memory, vcpus, ram) shape, broadcast to offerings."""
    offers, sc, d = t.offers, t.sc, t.d
    n_off = len(offers["offer_id"])
    # Host sizing needs the checkpoint size, which depends on the model only (the estimate engine's figure).
    ckpt_gb = 0.0
    if n_off:
        try:
            ckpt_gb = float(E.checkpoint_gb(cat, job) or 0.0)
        except E.EstimateError:  # a job the engine cannot estimate: the disks are sized without checkpoints
            ckpt_gb = 0.0
    params = float(getattr(job, "params", 0.0) or 0.0)
    model_gb = params * d.get(f"bytes_per_param_{'bf16' if sc.precision in ('bf16', 'fp16') else sc.precision}",
                              d["bytes_per_param_bf16"]) / 1e9 if params else 0.0
    dataset_gb = data_gb(t, job)
    assert t.host_shapes is not None  # set with the offering base
    shape_codes, shape = t.host_shapes
    hosts = host_columns(cat, shape["gpu"], shape["gpus_per_node"], shape["gpu_memory_gb"], shape["vcpus"],
                         shape["ram_gb"], task=sc.task, method=sc.finetune_method, rule_set=sc.host_rules,
                         model_gb=model_gb, dataset_gb=dataset_gb, checkpoint_gb=ckpt_gb)
    for c, v in hosts.items():  # per host shape, looked up through each offering's shape
        offers[c] = Coded(np.asarray(v), shape_codes)
    # A detector's data-loader workers follow the server's vCPUs per GPU (YOLOv5's rule): per host shape too.
    workers = E.server_workers(cat, job, shape["vcpus"], shape["gpus_per_node"]) if n_off and t.training else None
    t.loader_workers = workers[shape_codes] if workers is not None and workers.any() else None


def add_offer_constraints(t: Scored) -> None:
    """The scenario's provider, GPU and region filters, per offering (each distinct value tested once)."""
    offers, sc = t.offers, t.sc
    n_off = len(offers["offer_id"])
    offers["c_providers"] = in_codes(offers["provider_code"], t.labels["provider"], sc.providers) \
        if sc.providers else np.ones(n_off, dtype=bool)
    offers["c_gpus"] = in_codes(offers["gpu_code"], t.labels["gpu"], sc.gpus) if sc.gpus \
        else np.ones(n_off, dtype=bool)
    offers["c_regions"] = is_in(offers["region"], sc.regions, lower=True) if sc.regions else np.ones(n_off, dtype=bool)


def in_codes(codes: np.ndarray, uniq, allowed) -> np.ndarray:
    """``uniq[codes]`` in ``allowed`` (``is_in`` on values already factorized)."""
    s = set(allowed)
    return np.array([u in s for u in uniq], dtype=bool)[codes] if len(codes) else np.zeros(0, dtype=bool)


def add_network_class(t: Scored, cat: Catalog) -> np.ndarray:
    """The inter-node network class of each offering (codes into ``NET_CLASS_NAMES``, returned) and what the
    card shows: the fabric's name, else the class."""
    offers = t.offers
    # GPU-direct fabrics (RDMA, or GPUDirect-TCPX/TCPXO) count as the fast class; the bandwidth is the instance's.
    fast = offers["net_rdma"] | is_in(offers["net_fabric"], fast_fabrics(cat))
    ncode = network_class_codes(cat, offers["net_gbps"], fast)
    offers["net_unknown"] = np.isnan(offers["net_gbps"])
    offers["net_shown"] = np.where(offers["net_fabric"] != "", offers["net_fabric"],
                                   NET_CLASS_NAMES[ncode]).astype(object)
    t.net_names = np.array([*NET_CLASS_NAMES, ""], dtype=object)  # code -1 (single node): no inter-node network
    nc = network_classes(cat).set_index("option")
    t.net_bw = nc["bandwidth_gbps"]
    return ncode


def add_node_counts(t: Scored, net_code: np.ndarray, extra: tuple[np.ndarray, np.ndarray] | None = None) -> None:
    """Node counts: multi-node for training on boxes of at least multi_node_min_gpus_per_node whole GPUs, on a
    geometric grid (1, 2, 4 ... and the cap itself) up to the largest cluster the provider rents
    (cluster_max_nodes_<provider>, else cluster_max_nodes) and cluster_max_gpus GPUs (grid.py); ``extra``: clusters
    (offering, nodes) added where the cost-time front runs (_refine_node_counts)."""
    offers, clusters, d = t.offers, t.clusters, t.d
    if extra is not None:  # the refinements go into the grid already built (the caps do not change)
        on_off, nodes = with_clusters(clusters["offer"], clusters["nodes"], offers["max_nodes"], extra)
    else:
        n_off = len(offers["offer_id"])
        multi = offers["gpu_count"] >= d["multi_node_min_gpus_per_node"]  # a service: one replica across servers
        cap = provider_caps(d, list(t.labels["provider"]))[offers["provider_code"]] if n_off else np.zeros(0)
        top = max_nodes(d, offers["gpu_count"], cap, multi)
        top = top if t.training else serving_max_nodes(d, top)
        offers["max_nodes"] = top
        on_off, nodes = node_grid(top)
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
    offers["net_code"] = net_code  # the offering's class between nodes (a code: not a column of the table)


def cluster_estimates(t: Scored, cat: Catalog, job, on_off: np.ndarray, nodes: np.ndarray) -> tuple[np.ndarray,
                                                                                                       EstTable]:
    """The estimate of each distinct configuration of the clusters (``on_off``: their offering, ``nodes``) and each
    cluster's row in it (its est_key): the ones the offering base's store holds for this job reused, the rest
    estimated and kept there."""
    offers, workers = t.offers, t.loader_workers
    if workers is None:
        kcodes, kfirst = config_codes(offers, on_off, nodes) if len(on_off) else _NONE
    else:  # a detector: offerings of one configuration that differ in their data-loader workers estimated apart
        kcodes, kfirst = combo_codes([config_conf(offers, on_off, nodes) * 16 + workers[on_off], nodes]) \
            if len(on_off) else _NONE
    first_off, first_nodes = on_off[kfirst], nodes[kfirst]
    conf = config_conf(offers, first_off, first_nodes)
    if workers is not None:  # (workers per GPU: 0 to 8, data_loader_workers_per_gpu)
        conf = conf * 16 + workers[first_off]
    ids = (conf << 32) | first_nodes.astype(np.int64)

    def keys() -> tuple[dict[str, np.ndarray], dict[str, ET.Coded]]:
        multi = first_nodes > 1
        coded = {"gpu": ET.Coded(offers["gpu_code"][first_off], t.labels["gpu"]),
                 "link": ET.Coded(offers["link_code"][first_off], t.labels["link"]),
                 "net_class": ET.Coded(np.where(multi, offers["net_code"][first_off], -1) % len(t.net_names),
                                       list(t.net_names))}
        cols = {"gpu": np.asarray(t.labels["gpu"], dtype=object)[coded["gpu"].codes],
                "gpus_per_node": offers["gpus_per_node"][first_off], "nodes": first_nodes,
                "link": np.asarray(t.labels["link"], dtype=object)[coded["link"].codes],
                "net_class": t.net_names[coded["net_class"].codes],
                "net_gbps": np.where(multi, offers["net_gbps"][first_off], np.nan),
                # the vCPUs that give the workers (vCPUs // GPUs per server), NaN: the default's workers
                "vcpus": np.full(len(first_off), np.nan) if workers is None else
                np.where(workers[first_off] > 0, workers[first_off] * offers["gpus_per_node"][first_off], np.nan)}
        return cols, coded
    return kcodes, estimates_of(cat, job, store_for(t.est_stores, job), ids, keys)


def add_estimates(t: Scored, cat: Catalog, job) -> None:
    """The estimate engine once per distinct configuration (GPU, GPUs per node, nodes, link, network); the columns
    the prices need for every row broadcast to the clusters, and the data feed's pace."""
    offers, clusters = t.offers, t.clusters
    on_off, nodes = clusters["offer"], clusters["nodes"]
    kcodes, est = cluster_estimates(t, cat, job, on_off, nodes)
    t.est = est
    # Estimate columns stay per configuration (``t.estimates``, looked up through est_key); the few the prices
    # need for every row are broadcast here.
    for c in EST_COLS:
        v = est[c]
        t.estimates[c] = v.astype(bool) if c in ("ok", "fits") else v.astype(float)
    clusters["est_key"] = kcodes
    clusters["fits"] = t.estimates["fits"][kcodes]
    clusters["checkpoint_write_s"] = checkpoint_write_s(t, t.estimates["checkpoint_gb"][kcodes],
                                                        t.estimates["checkpoint_write_s"][kcodes], on_off, nodes)
    for c in ("wall_hours", "gpu_hours", "range_high"):  # per configuration, looked up through est_key
        clusters[c] = Coded(t.estimates[c], kcodes)
    # Data feed: every node reads its own disk (local NVMe or its own volume, at its size's rate), so the job gets
    # nodes x the disk's rate; when the job needs more, the disk sets the pace of the reads it serves (time x need /
    # available). It serves the reads the page cache does not: a dataset that fits in the server's page cache
    # (page_cache_ram_share of its RAM) is read from the disk once, in the first epoch(s), and from memory after;
    # a larger one every epoch.
    need = t.estimates["data_read_mb_s"][kcodes]
    avail = offers["read_mb_s"][on_off] * nodes.astype(float)
    io = nan_to_num(need) > nan_to_num(avail, nan=np.inf)
    clusters["io_bound"] = io
    clusters["io_cached"] = np.zeros(len(io), dtype=bool)
    slow = np.flatnonzero(io)  # only these clusters change (their arrays are this call's own gathers)
    if len(slow):  # then the hours are the cluster's own
        share = disk_read_share(t, job, on_off[slow], nodes[slow])
        clusters["io_cached"][slow] = share < 1.0
        with np.errstate(divide="ignore", invalid="ignore"):
            factor = 1.0 + (need[slow] / avail[slow] - 1.0) * share
        for c in ("wall_hours", "gpu_hours"):
            own = t.estimates[c][kcodes[slow]]
            own *= factor
            clusters[c] = Coded(t.estimates[c], kcodes, (slow, own))


def disk_read_share(t: Scored, job, off: np.ndarray, nodes: np.ndarray) -> np.ndarray:
    """The share of a training's reads its data disk serves, per cluster: 1 where the data the passes read
    (``read_gb``: resized photos as their copies) is larger
    than the page cache of a server (defaults.csv page_cache_ram_share of its RAM: the instance's, else the host
    rule's), or the job reads it once; else nodes / epochs (at most 1): each server reads every sample from its disk
    once, later passes come from memory (one server: the first of its epochs)."""
    n = len(off)
    gb = read_gb(t, job)
    epochs = finite_float(getattr(job, "epochs", None)) or 1.0
    share_ram = float(t.d.get("page_cache_ram_share", 0.0))
    if not gb or epochs <= 1.0 or share_ram <= 0:
        return np.ones(n)
    ram = np.asarray(t.offers["ram_gb"][off], dtype=float)
    host = np.asarray(t.offers["host_ram_gb"][off], dtype=float) if "host_ram_gb" in t.offers else np.full(n, np.nan)
    ram = np.where(np.isfinite(ram) & (ram > 0), ram, host)
    fits = np.isfinite(ram) & (gb <= ram * share_ram)
    return np.where(fits, np.minimum(1.0, np.asarray(nodes, dtype=float) / epochs), 1.0)


def add_instances_and_hours(t: Scored) -> None:
    """Servers and hours of each cluster: a training job runs its estimated hours on its nodes; a service runs a
    month on as many servers as its replicas need at the target utilisation."""
    clusters, d = t.clusters, t.d
    kcodes, nodes = clusters["est_key"], clusters["nodes"]
    gpn_on = t.offers["gpus_per_node"][clusters["offer"]]
    if t.training:
        clusters["instances"] = nodes if nodes.dtype == np.dtype(int) else nodes.astype(int)  # a server per node
        # Every run pays the start-up on each server: part of its time, and of its cost (its own cost line).
        clusters["startup_hours"] = _startup_hours(t, kcodes, clusters["offer"])
        hours = np.asarray(clusters["wall_hours"]) + clusters["startup_hours"]
    else:
        # A cluster of n servers of g GPUs serves n * g // gpus_per_replica replicas (one replica across its n
        # servers when the model needs them all); the service needs replicas_needed.
        with np.errstate(divide="ignore", invalid="ignore"):
            per_inst = np.floor(gpn_on * nodes / t.estimates["gpus_per_replica"][kcodes])
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
        # A service is an option only within its limits (serving.py): its request answered within the latency
        # target, on at most serving_max_gpus GPUs; when none is, the answer says so (serving_impossible).
        est_ok &= (clusters["instances"] > 0) & serving.within_limits(
            np.asarray(t.est["latency_s"], dtype=float)[kcodes], clusters["gpu_total"], t.sc.p95_latency_s, d)
    clusters["c_estimate"] = est_ok


def checkpoint_write_s(t: Scored, gb: np.ndarray, est_s: np.ndarray, off: np.ndarray, nodes: np.ndarray) -> np.ndarray:
    """Seconds to write a checkpoint on each cluster: every node writes its share to the disk $DATA_DIR/checkpoints
    is on (the launch files' place), at that disk's rate (``read_mb_s``: local NVMe where the data disk is local,
    else the cloud disk; write taken equal to read, as storage.csv gives). The estimate assumed local NVMe (7,000
    MB/s) for every server: a Tencent GT4 without a local disk wrote 4.87 GB "in 1 s" onto a 1,000 MB/s cloud
    disk. The estimate's figure where the disk's rate is not known."""
    rate = np.asarray(t.offers["read_mb_s"][off], dtype=float)
    with np.errstate(divide="ignore", invalid="ignore"):
        own = np.asarray(gb, dtype=float) * 1000.0 / (rate * np.asarray(nodes, dtype=float))
    return np.where(np.isfinite(own) & (rate > 0), own, np.asarray(est_s, dtype=float))


def _startup_hours(t: Scored, kcodes: np.ndarray, off: np.ndarray) -> np.ndarray:
    """What every training run pays on each server before its first step and after its last, in hours: the start-up
    (defaults.csv run_startup_s: getting the servers, the software image, loading the model), copying a dataset
    given in GB onto the server's data disk (at the disk's rate, as the data feed reads it), and writing the last
    checkpoint (the estimate's checkpoint write time); photos much larger than ImageNet's are first resized once
    (``resize_s``)."""
    write_s = nan_to_num(t.clusters["checkpoint_write_s"])  # (every cluster: ``off`` is the clusters' offerings)
    return (float(t.d.get("run_startup_s", 0.0)) + staging_s(t, off) + resize_s(t, off) + write_s) / 3600.0


def data_gb(t: Scored, job=None) -> float:
    """The size of the training data in GB: the scenario's ``dataset_gb``; data given as a count (200,000 images,
    20,000 Q&A pairs, samples) or in tokens has the size the estimate reads it at (``job_info`` bytes read over the
    passes: images x the size of one image, the user's data.image_mb, else image_bytes_per_sample; tokens x bytes per
    token; walk 19: 200,000 images were copied in "less than a second" and the disks held none of their 22 GB). Tokens are the corpus before tokenization, raw text at
    defaults.csv text_bytes_per_token_en (or the Chinese figure) a token: 2 x 10^11 tokens are about 800 GB, which
    had no disk and no copy time. Remembered on the table (the job's)."""
    sc = t.sc
    if sc.dataset_gb:
        return float(sc.dataset_gb)
    if sc.task == "inference" or not (sc.samples or sc.tokens or getattr(sc, "items", None)):
        return 0.0
    if "data_gb" not in t.memo:
        gb = 0.0
        try:
            info = E.job_info(E.prepare(t.cat), job if job is not None else job_for(t.cat, sc))
            stored = finite_float(info.stored_bytes)  # (the photos as given, not the copies resized from them)
            gb = stored / 1e9 if stored else 0.0
        except (E.EstimateError, KeyError, ValueError):
            gb = 0.0
        t.memo["data_gb"] = gb
    return float(t.memo["data_gb"])


def read_gb(t: Scored, job=None) -> float:
    """The GB each pass reads: the training data (``data_gb``), or, where the photos are resized once before the
    first pass (``resize_pass``), their small copies, as many images x the bytes of one copy (walk 21c: 3 MB photos
    were read at full size in every pass, and a dataset whose copies fit in the page cache was read from the disk
    every epoch)."""
    gb = data_gb(t, job)
    rp = resize_pass(t, job)
    if rp is None or not rp.image_bytes > 0 or not gb:
        return gb
    return gb * rp.resized_bytes / rp.image_bytes


def staging_s(t: Scored, off: np.ndarray) -> np.ndarray:
    """Seconds to copy the training data (``data_gb``) from its bucket onto each server's data disk (0 without one):
    at the disk's rate (``read_mb_s``, write taken equal to read), or at the server's network (instance_network.csv,
    1 Gbit/s = 125 MB/s) where the catalog gives it and it is slower: the copy comes over that network (walk 20b:
    500 GB were priced at the local NVMe's 7,000 MB/s alone). The buckets' own rate and a per-file cost are not in
    the catalog (storage.csv gives none for object storage): millions of small files copy slower than this."""
    gb = data_gb(t)
    rate = np.asarray(t.offers["read_mb_s"][off], dtype=float)
    net = np.asarray(t.offers["net_gbps"][off], dtype=float) * 125.0
    with np.errstate(invalid="ignore"):
        rate = np.where(net > 0, np.minimum(rate, net), rate)
    with np.errstate(divide="ignore", invalid="ignore"):
        s = np.where(rate > 0, gb * 1000.0 / rate, 0.0)
    return nan_to_num(s, copy=False)


def resize_pass(t: Scored, job=None):
    """The one-off resize of the job's images (core/estimate/resize.py), None where it needs none. Remembered on
    the table (the job's)."""
    if "resize_pass" not in t.memo:
        sc = t.sc
        t.memo["resize_pass"] = None
        if sc.task != "inference" and sc.workload == "cv" and getattr(sc, "image_mb", None) is not None:
            try:
                t.memo["resize_pass"] = E.resize_pass(t.cat, job if job is not None else job_for(t.cat, sc))
            except (E.EstimateError, KeyError, ValueError):
                t.memo["resize_pass"] = None
    return t.memo["resize_pass"]


def resize_s(t: Scored, off: np.ndarray) -> np.ndarray:
    """Seconds each offering's server takes to resize the job's images once before the first pass (every server
    resizes the copy it holds, on its own vCPUs: the pass adds once to the time and on every server to the cost):
    the vCPUs' time, or reading the full-size photos from the data disk at its rate (``read_mb_s``) where that is
    longer (core/estimate/resize.py ``pass_seconds``); 0 where the images need no resizing or the server's vCPUs
    are not known."""
    rp = resize_pass(t)
    if rp is None:
        return np.zeros(len(off))
    return rp.pass_seconds(np.asarray(t.offers["vcpus"][off], dtype=float),
                           np.asarray(t.offers["read_mb_s"][off], dtype=float))


# --------------------------------------------------------------------------- RDMA shapes waiting for a quote


def rdma_quote_shape(cat: Catalog, providers: tuple[str, ...], gpu: str, training: bool,
                     precision: str | None) -> dict | None:
    """The best RDMA cluster shape without a price ("price needed") among ``providers`` (the answer's first), for
    an answer that links its servers over TCP: a whole-GPU server of at least ``multi_node_min_gpus_per_node`` GPUs
    whose instance_network row has a GPU-direct fabric (RDMA, eRDMA, InfiniBand...), practical for the job
    (core/estimate/practical.py). The answer's provider first, then the same GPU, then the fastest fabric. None: no such
    shape in the catalog."""
    inst = cat["instances"]
    if inst.empty or not providers:
        return None
    prices = inst[list(C.PRICE_COLUMN.values())].to_numpy(float)
    gc = inst["gpu_count"].to_numpy(float)
    d_min = 8.0
    d = cat.tables.get("defaults")
    if d is not None and len(d):
        hit = d.loc[d["name"] == "multi_node_min_gpus_per_node", "value"]
        d_min = float(hit.iloc[0]) if len(hit) else d_min
    prov = inst["provider"].astype(str).to_numpy(object)
    with np.errstate(invalid="ignore"):
        cand = np.isnan(prices).all(axis=1) & (gc >= d_min) & (gc == np.floor(gc)) & is_in(prov, providers)
    at = np.flatnonzero(cand)
    if not len(at):
        return None
    its = inst["instance_type"].to_numpy(object)
    gpus = inst["gpu"].to_numpy(object)
    ok = practical_mask(cat, prov[at], its[at], gpus[at], training, precision)
    at = at[ok]
    net = cat["instance_network"]
    fast = set(fast_fabrics(cat))
    by_key = {(str(p), str(t)): (float(bw), str(f) if isinstance(f, str) else "", bool(r) if not pd.isna(r) else False)
              for p, t, bw, f, r in zip(net["provider"], net["instance_type"], net["bandwidth_gbps"],
                                        net["fabric"] if "fabric" in net else [""] * len(net), net["rdma"])}
    best, best_key = None, None
    for i in at:
        n = by_key.get((str(prov[i]), str(its[i])))
        if n is None or not (n[2] or n[1] in fast):
            continue
        key = (providers.index(prov[i]) if prov[i] in providers else len(providers), gpus[i] != gpu, -n[0], its[i])
        if best_key is None or key < best_key:
            best_key = key
            best = {"provider": str(prov[i]), "region": str(inst["region"].iat[i]), "instance_type": str(its[i]),
                    "gpu": str(gpus[i]), "gpus_per_node": float(gc[i]), "fabric": n[1] or "rdma",
                    "network_gbps": n[0]}
    return best
