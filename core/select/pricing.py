"""Pricing: every configuration of the catalog estimated and priced (``build_table``), per billing mode, with
disks, egress and the expected rework of spot interruptions; ``price`` keeps it for ``rank`` (``Priced``)."""

from __future__ import annotations

import copy
import datetime as _dt
from dataclasses import dataclass, field, replace
from typing import Any

import numpy as np
import pandas as pd

from .. import estimate as E
from ..catalog import cached as catalog_cached, Catalog, cost as C, disk_tiers as DT, price_cites
from ..base import Coded, combo_codes, nan_to_num, num
from ..scenario import Scenario
from .candidates import (TEXT_COLUMNS, add_estimates, add_gpu_memory_and_link, add_host_shapes, add_hosts,
                         add_instance_network, add_instances_and_hours, add_network_class, add_node_counts,
                         add_offer_constraints, add_offers, add_price_ages, add_rates_and_dates,
                         add_rates_of_the_day, checkpoint_write_s, cluster_estimates, in_codes,
                         offer_positions, practical_precision, staging_s, job_for,
                         resize_s)
from .common import MODE, MODES, budget_in, select_defaults, is_in, offer_config_codes, user_source
from .grid import REFINE_PASSES, refinements
from . import offer_cache
from .spot_pricing import add_spot_rework, priced_clusters, SPOT_GANG, SPOT_OK, SPOT_RISK
from .table import Scored


def cached_table(cat: Catalog, purpose: str, tables: tuple[str, ...], params: tuple, build):
    """A product of the catalog's small tables (``tables``, the ones ``build`` reads) for ``params``, in the
    catalog's one cache (``catalog.cached``: keyed on the catalog's content, so a catalog of the same tables shares
    it and any edit is another key; never stale). What derives from the instances table is kept by ``_offer_base``
    (one key at a time)."""
    return catalog_cached(cat, ("select", purpose, params), build)


# The columns of an offering's cloud disk (its product, price in the result currency and what the price rests on):
# the data disk's as named, the system disk's with the prefix "sys_" (a disk of its own size: DISK_PREFIXES).
DISK_COLUMNS = ("disk_product", "disk_price_conv", "disk_currency", "disk_fx_rate", "disk_fx_as_of", "disk_read_mb_s",
                "disk_assumed", "disk_own", "disk_as_of")


def disk_prices(cat: Catalog, cur: str, today, size_gb: float | None = None,
                named: tuple[str, str] | None = None) -> pd.DataFrame:
    """The provider's block-storage product (for a disk of ``size_gb``: one its size may be; None: any size), or the
    product ``named`` (provider, product: the disk an instance type must have), its price converted to ``cur`` at the
    rate of the result (closest to ``today``)."""
    sp = C.storage_product(cat, *named) if named is not None else C.storage_products(cat, size_gb)
    sp_rate, sp_date = C.fx_rates(cat, sp["disk_currency"], pd.Series([str(today)] * len(sp), dtype=object), cur)
    sp["disk_price_conv"] = sp["disk_price_gb_month"].to_numpy(float) * sp_rate
    sp["disk_fx_rate"] = sp_rate
    sp["disk_fx_as_of"] = sp_date
    return sp


def disk_and_egress(cat: Catalog, cur: str, today) -> tuple[pd.DataFrame, pd.DataFrame]:
    """The provider's block-storage product and internet egress price, converted to ``cur`` at the rate of the
    result (closest to ``today``)."""
    sp = disk_prices(cat, cur, today)
    eg = C.egress_prices(cat)
    eg_rate, eg_date = C.fx_rates(cat, eg["egress_currency"], pd.Series([str(today)] * len(eg), dtype=object), cur)
    eg["egress_price"] = eg["egress_price_gb"].to_numpy(float) * eg_rate
    eg["egress_fx_rate"] = eg_rate
    eg["egress_fx_as_of"] = eg_date
    return sp, eg


def _refine_node_counts(t: Scored, cat: Catalog, job, net_code: np.ndarray) -> None:
    """Node counts refined near the cost-time front: the coarse grid's clusters are placed by a quick figure (the
    offering's hourly price, on-demand where it has one, x servers x the estimated hours with the start-up), and
    each front point (per provider, region and GPU model) gets the geometric midpoints to its grid neighbours;
    REFINE_PASSES passes at most (grid.py), then the clusters are rebuilt once with the new counts."""
    if not t.training or not len(t.clusters.get("offer", ())):
        return
    offers, clusters, d = t.offers, t.clusters, t.d
    unit, group = t.front_basis if t.front_basis is not None else _front_basis(t)
    kcodes = clusters["est_key"]
    offer, nodes = clusters["offer"], clusters["nodes"]
    wall = np.asarray(clusters["wall_hours"])
    ok = clusters["fits"] & t.estimates["ok"][kcodes]
    write_s = np.asarray(clusters["checkpoint_write_s"], dtype=float)
    extra_off: list[np.ndarray] = []
    extra_n: list[np.ndarray] = []
    for pass_no in range(REFINE_PASSES):
        hours = wall + (float(d.get("run_startup_s", 0.0)) + staging_s(t, offer) + resize_s(t, offer)
                        + nan_to_num(write_s)) / 3600.0
        cost = np.where(ok, unit[offer] * nodes * hours, np.nan)
        add_off, add_n = refinements(offer, nodes, cost, np.where(ok, hours, np.nan), group[offer],
                                     offers["max_nodes"])
        if not len(add_off):
            break
        extra_off.append(add_off)
        extra_n.append(add_n)
        if pass_no == REFINE_PASSES - 1:
            break  # the last pass: the new clusters are estimated with the rest below
        kc, est = cluster_estimates(t, cat, job, add_off, add_n)  # the new clusters only (kept in the store)
        offer, nodes = np.concatenate([offer, add_off]), np.concatenate([nodes, add_n])
        wall = np.concatenate([wall, est["wall_hours"][kc].astype(float)])
        ok = np.concatenate([ok, est["ok"][kc].astype(bool) & est["fits"][kc].astype(bool)])
        write_s = np.concatenate([write_s, checkpoint_write_s(t, est["checkpoint_gb"][kc].astype(float),
                                                             est["checkpoint_write_s"][kc].astype(float), add_off,
                                                             add_n)])
        order = np.lexsort((nodes, offer))  # grouped by offering, nodes ascending (what refinements reads)
        offer, nodes, wall, ok, write_s = offer[order], nodes[order], wall[order], ok[order], write_s[order]
    if extra_off:
        add_node_counts(t, net_code, (np.concatenate(extra_off), np.concatenate(extra_n)))
        add_estimates(t, cat, job)


def _front_basis(t: Scored) -> tuple[np.ndarray, np.ndarray]:
    """What ``_refine_node_counts`` places the clusters by, per offering: its hourly price in the result currency
    (on-demand where it has one, else its cheapest mode, a monthly price per hour of the month), and its front's
    group: provider, region and GPU model (grid.refinements), so what a filter keeps is refined the same."""
    offers = t.offers
    hourly = t.prices.copy()
    hourly[MODE["monthly"]] = hourly[MODE["monthly"]] / t.d["hours_per_month"]
    with np.errstate(invalid="ignore"):
        best = np.where(np.isfinite(hourly[MODE["on_demand"]]), hourly[MODE["on_demand"]],
                        np.nanmin(np.where(np.isfinite(hourly), hourly, np.inf), axis=0))
    unit = np.where(np.isfinite(best), best, np.nan) * offers["fx_rate"]
    group, _ = combo_codes([offers["provider_code"], pd.factorize(offers["region"], use_na_sentinel=False)[0],
                             offers["gpu_code"]])
    return unit, group


def build_table(cat: Catalog, sc: Scenario, job=None, today: _dt.date | None = None, constraints: bool = True,
           rows: bool = True) -> Scored:
    """Score every priced configuration: the offering-level facts once per catalog (``_offer_base``), estimates once
    per distinct configuration, then prices and constraints over the rows with numpy only. Each step adds its
    columns to ``t.offers`` (one per priced instance), ``t.clusters`` (offering x node count) or ``t.estimates`` (one
    per distinct configuration). ``constraints=False``: the rows' costs without the scenario's constraints (what
    ``price`` keeps: ``rank`` computes them for its own scenario). ``rows=False``: without the rows' costs at all
    (the job's facts per offering and cluster, what ``_priced_table`` keeps)."""
    today = today or _dt.date.today()
    d = select_defaults(cat)
    job = job if job is not None else job_for(cat, sc)
    t = _offer_base(cat, sc, d, today).fork(cat, sc)
    t.budget = budget_in(cat, sc, today)
    # What depends on the job: host sizes and the data disk, the filters, then per offering x node count, per
    # distinct configuration, and per row.
    add_hosts(t, cat, job)
    _add_storage(t, cat)
    add_offer_constraints(t)
    net_code = t.offers["net_code"]
    add_estimates(t, cat, job)
    _refine_node_counts(t, cat, job, net_code)
    add_instances_and_hours(t)
    _add_billing_rows(t)
    add_spot_rework(t, cat)
    _add_model_out(t, cat, job)
    if not rows:
        return t
    if constraints:
        t.computed.update(t._price(None, False))
    else:
        _add_options(t)
    return t


def _priced_table(cat: Catalog, sc: Scenario, job, today: _dt.date, key: tuple) -> Scored:
    """``build_table(cat, sc, job, today, constraints=False)`` for a scenario without filters or constraints (``price``),
    the job's facts per offering and cluster (hosts, the refined node counts with their estimates, hours and spot
    rework: what ``bench/engine.py``'s numpy floor is handed) kept in the catalog's one cache for the most recent
    job (``key``: its fields and the day), so the same job priced again only prices its rows. The cache is keyed on
    the catalog's content and shared by every catalog of that content, so the kept table holds no catalog (it would
    keep that one alive, and another catalog of the content may use the entry: each use sets its own), and its
    arrays are never changed (every table priced or ranked from it makes its own level dicts and row columns)."""
    slot: dict = catalog_cached(cat, ("select", "priced_job"), dict)
    kept = slot.get(key)
    if kept is None:
        t = build_table(cat, sc, job, today, constraints=False, rows=False)
        t.row_counts = {}  # shared by the tables priced from these facts (_row_counts)
        _row_counts(t, None)
        kept = copy.copy(t)
        kept.cat, kept.memo = None, {}  # type: ignore[assignment]
        slot.clear()  # the most recent job only: at 200,000 offerings a job's facts are tens of MB
        slot[key] = kept
    else:
        t = copy.copy(kept)
        t.cat, t.sc, t.memo = cat, sc, {}
    t.computed, t._drows, t.options = {}, {}, {}
    _add_options(t)
    return t


def _offer_base(cat: Catalog, sc: Scenario, d: dict, today: _dt.date) -> Scored:
    """The part of the candidate table that depends on the catalog's offerings only (with the result currency,
    today, whether the job trains and the scenario's provider/region/GPU filters): specs, network, exchange rate,
    price age, spot rate, host shapes, storage products and the coarse grid of node counts. Kept in the catalog's
    one cache (keyed on the catalog's content: any edit is another key), one key at a time; its arrays are read-only
    and shared by the tables built from it (``Scored.fork``). It holds no catalog: the entry is shared by every
    catalog of that content (each table forked from it takes its own) and must not keep one alive."""
    key = (sc.currency, str(today), sc.task != "inference", tuple(sc.providers), tuple(sc.regions), tuple(sc.gpus),
           practical_precision(sc))  # (the precision the offerings must run: what decides which are kept)
    slot: dict = catalog_cached(cat, ("select", "offer_base"), dict)
    base = slot.get(key)
    if base is None:
        # Kept across starts for a catalog loaded from its files (offer_cache.py: keyed by those files, the code and
        # ``key``; a damaged or foreign file is ignored and rebuilt).
        file_key = key[:1] + key[2:]  # (not the day: what depends on it is worked out again, _redate)
        kept = offer_cache.load(cat, file_key, sc, d, today, _empty_table)
        if kept is None:
            base = _new_offer_base(cat, sc, d, today)
            offer_cache.save(cat, file_key, base)
        else:
            base, day = kept
            if day != today:
                _redate(base, cat, day)
            _freeze(base)
            if day != today:
                offer_cache.save(cat, file_key, base)  # (the next start today reads today's part too)
        slot.clear()  # the most recent key only: a 200,000-offering base is tens of MB
        slot[key] = base
    return base


def _redate(t: Scored, cat: Catalog, day: _dt.date) -> None:
    """What of an offering base depends on the day, for ``t.today`` (a base kept on ``day``): as
    ``_new_offer_base`` computes it. The prices' ages always; when any exchange rate the base uses (its offerings',
    disks' and egress's currencies into the result's) is another on ``t.today`` than on ``day`` (the rate closest to
    the day: a new one dated between), also the rates, the prices in the result currency, disks and egress, and the
    front basis, which reads the rates."""
    offers = t.offers
    if _same_rates(t, cat, day):
        add_price_ages(t, offers["as_of"])
        return
    add_rates_of_the_day(t, cat, offers["currency"], offers["as_of"])
    t.prices_fx = t.prices * offers["fx_rate"]
    _add_storage_products(t, cat)
    t.front_basis = _front_basis(t) if t.training and len(offers["offer_id"]) else None


def _same_rates(t: Scored, cat: Catalog, day: _dt.date) -> bool:
    """Whether every exchange rate ``t`` holds (each currency of its offerings, disks and egress into the result
    currency) is the same rate of the same date on ``t.today`` as on ``day``."""
    offers = t.offers
    names = set(np.asarray(offers["currency"], dtype=object).tolist())
    for col in ("disk_currency", "egress_currency"):
        names.update(np.asarray(offers[col], dtype=object).tolist())
    cs = sorted(c for c in names if isinstance(c, str))
    if not cs:
        return True
    cur = pd.Series(cs, dtype=object)
    r1, d1 = C.fx_rates(cat, cur, pd.Series([str(day)] * len(cs), dtype=object), t.sc.currency)
    r2, d2 = C.fx_rates(cat, cur, pd.Series([str(t.today)] * len(cs), dtype=object), t.sc.currency)
    return bool(np.array_equal(np.asarray(r1, dtype=float), np.asarray(r2, dtype=float), equal_nan=True)) \
        and list(d1) == list(d2)


def _empty_table(cat: Catalog, sc: Scenario, d: dict, today: _dt.date) -> Scored:
    """An empty table for the offering base read back by offer_cache (its fields then set from the file)."""
    t = Scored(cat, sc, d, today, sc.task != "inference")
    t.cat = None  # type: ignore[assignment]  # (as _new_offer_base: the content-keyed cache must not keep a catalog)
    return t


def _new_offer_base(cat: Catalog, sc: Scenario, d: dict, today: _dt.date) -> Scored:
    t = Scored(cat, sc, d, today, sc.task != "inference")
    inst = cat["instances"]
    pos = offer_positions(inst, sc, cat)
    text = {c: inst[c].to_numpy(object)[pos] for c in TEXT_COLUMNS}
    # Everything that depends on the offering only is computed once per offering, before the expansion
    # into node counts and billing modes: specs, network, exchange rate, price age, spot rate, host, storage.
    add_offers(t, inst, pos, text)
    add_gpu_memory_and_link(t, cat, inst["gpu_memory_gb"].to_numpy(float)[pos], text["interconnect"])
    add_instance_network(t, cat, inst["network_gbps"].to_numpy(float)[pos], text)
    add_rates_and_dates(t, cat, inst, pos, text)
    _add_spot_anomaly(t, cat, inst, pos)
    t.prices_fx = t.prices * t.offers["fx_rate"]
    t.spot_rate_codes = pd.factorize(t.offers["spot_rate_month"], use_na_sentinel=False)[0]
    add_host_shapes(t)
    _add_storage_products(t, cat)
    net_code = add_network_class(t, cat)
    add_node_counts(t, net_code)
    if len(t.offers["offer_id"]):
        t.offers["config_single_code"], t.offers["config_multi_code"] = offer_config_codes(t.offers)
    t.front_basis = _front_basis(t) if t.training and len(t.offers["offer_id"]) else None
    t.cat = None  # type: ignore[assignment]  # the content-keyed cache, shared by catalogs alike, keeps none alive
    _freeze(t)
    return t


def _freeze(t: Scored) -> None:
    """The base's arrays read-only: shared by every table forked from it."""
    for level in (t.offers, t.clusters):
        for a in level.values():
            a.setflags(write=False)
    for a in (t.prices, t.prices_fx, t.commit, t.spot_rate_codes, *(t.front_basis or ())):
        a.setflags(write=False)


def _add_spot_anomaly(t: Scored, cat: Catalog, inst: pd.DataFrame, pos: np.ndarray) -> None:
    """``spot_anomaly`` of each offering: its spot price lies further below its own on-demand price than the
    cloud's believable spot discount (spot_rules ``discount_max_pct``, e.g. B300 at 89% off where AWS's own advisor
    lists at most 87% for GPU servers). Such a spot price is not offered, like a price the catalog flags, until the
    user enters the row as their own (source 'user')."""
    offers = t.offers
    n_off = len(pos)
    flag = C.spot_discount_anomalous(cat, np.asarray(t.labels["provider"], dtype=object)[offers["provider_code"]]
                                     if n_off else np.zeros(0, dtype=object),
                                     t.prices[MODE["on_demand"]], t.prices[MODE["spot"]]) if n_off \
        else np.zeros(0, dtype=bool)
    if flag.any() and "source" in inst:
        hit = np.flatnonzero(flag)
        srcs = inst["source"].astype(object).to_numpy(object)[pos[hit]]
        # the spot price the user typed (or a row the user entered) is the user's own: offered
        flag[hit] = [not (user_source(sr) or "spot_hour" in price_cites.parse(cell))
                     for sr, cell in zip(srcs, offers[price_cites.COLUMN][hit])]
    offers["spot_anomaly"] = flag


def _add_storage_products(t: Scored, cat: Catalog) -> None:
    """The provider's block disk and egress price of each offering, in the result currency."""
    offers = t.offers
    n_off = len(offers["offer_id"])
    pcode, puniq = offers["provider_code"], t.labels["provider"]
    cur, today = t.sc.currency, t.today
    sp, eg = cached_table(cat, "disk_egress", ("storage", "providers", "transfer", "fx_rates"), (cur, str(today)),
                     lambda: disk_and_egress(cat, cur, today))
    for table, cols in ((sp, ("disk_product", "disk_price_conv", "disk_currency", "disk_fx_rate", "disk_fx_as_of",
                              "disk_read_mb_s", "disk_assumed", "disk_own", "disk_as_of")),
                        (eg, ("egress_product", "egress_price", "egress_currency", "egress_fx_rate",
                              "egress_fx_as_of", "egress_assumed", "egress_own", "egress_as_of"))):
        where = np.asarray(pd.Index(table["provider"]).get_indexer(puniq))[pcode] if n_off \
            else np.zeros(0, np.int64)
        # Per provider, looked up through each offering's row of the table (the last value: none for the provider).
        row = np.where(where >= 0, where, len(table))
        for c in cols:
            vals = table[c].to_numpy()
            missing: Any = None if vals.dtype == object else np.nan  # an empty cell of this column
            have = np.arange(len(vals) + 1) < len(vals)
            offers[c] = Coded(np.where(have, np.concatenate([vals, vals[:1]]), missing), row) if len(vals) \
                else np.full(n_off, missing, dtype=object if missing is None else float)
    t.nvme_read_mb_s = C.local_nvme_read_mb_s(cat)


def _disks_at_their_sizes(t: Scored, cat: Catalog) -> None:
    """Each disk of an offering as the product its size may be (disk_tiers.csv ``size_gib_min``): the provider's
    product where the disk is at least that product's smallest size, else the one the same rule picks among those
    it may be (a 100 GB disk on Alibaba Cloud is ESSD PL1: PL2 holds 461 GiB at least). The system disk's columns
    (``sys_disk_*``) first, from the provider's; then the data disk's (``disk_*``) in place."""
    offers = t.offers
    n = len(offers["offer_id"])
    pcode = np.asarray(offers["provider_code"])
    names = np.asarray(t.labels["provider"], dtype=object)
    cur, today = t.sc.currency, t.today
    # The disk product an instance type must have (instance_disks.csv: GCP A4 and A3 Ultra take Hyperdisk Balanced
    # only; "" any), one look-up per distinct (provider, instance type)
    if n:
        itypes = np.asarray(offers["instance_type"], dtype=object)
        pair, pfirst = combo_codes([pcode, pd.factorize(itypes, use_na_sentinel=False)[0]])
        forced = np.array([C.instance_disk_product(cat, str(names[pcode[i]]), str(itypes[i])) for i in pfirst],
                          dtype=object)
        fcode, funiq = pd.factorize(forced[pair], use_na_sentinel=False)
    else:
        fcode, funiq = np.zeros(0, np.int64), np.zeros(0, dtype=object)
    for prefix, column in (("sys_", "host_system_disk_gb"), ("", "host_data_disk_gb")):
        size = np.asarray(offers[column], dtype=float)
        group, first = combo_codes([pcode, size, fcode]) if n else (np.zeros(0, np.int64), np.zeros(0, np.int64))
        vals = {c: np.asarray(offers[c][first]).copy() for c in DISK_COLUMNS}  # the provider's product (any size)
        for k, i in enumerate(first):
            if not np.isfinite(size[i]):
                continue
            must = str(funiq[fcode[i]])
            if must:  # the instance type's own disk, at its own price (none in storage.csv: no price, never another's)
                sp = cached_table(cat, "disk_named", ("storage", "fx_rates"), (cur, str(today), names[pcode[i]], must),
                                  lambda p=str(names[pcode[i]]), q=must: disk_prices(cat, cur, today, named=(p, q)))
            else:
                sp = cached_table(cat, "disk_at", ("storage", "providers", "fx_rates", "disk_tiers"),
                                  (cur, str(today), float(size[i])),
                                  lambda sz=float(size[i]): disk_prices(cat, cur, today, sz))
            hit = np.flatnonzero(sp["provider"].to_numpy(object) == names[pcode[i]])
            if len(hit):
                for c in DISK_COLUMNS:
                    vals[c][k] = sp[c].to_numpy()[hit[0]]
        for c in DISK_COLUMNS:
            offers[prefix + c] = Coded(vals[c], group)


def _add_storage(t: Scored, cat: Catalog) -> None:
    """Local NVMe when the instance's disk holds the data disk (its read rate), else the provider's block disk at
    its size (disk_tiers.csv: a 100 GB Azure Premium SSD is the P10 tier, 100 MB/s, not the P80's 900 MB/s;
    storage.csv's figure where the product has no rows): ``disk_tier`` and ``disk_iops`` say which. Each disk is a
    product its size may be (``_disks_at_their_sizes``)."""
    _disks_at_their_sizes(t, cat)
    offers = t.offers
    size = np.asarray(offers["host_data_disk_gb"], dtype=float)
    local = offers["local_disk_gb"] >= size
    offers["data_local"] = local
    n = len(size)
    pcode = np.asarray(offers["provider_code"])
    # One look-up per distinct (provider, disk size, the instance type's own disk): the groups of
    # ``_disks_at_their_sizes``, which set the product (the provider's at that size, or instance_disks.csv's)
    prod = offers["disk_product"]
    if n and isinstance(prod, Coded):
        group = prod.codes
        first = np.unique(group, return_index=True)[1]
    else:
        group, first = combo_codes([pcode, size]) if n else (np.zeros(0, np.int64), np.zeros(0, np.int64))
    prov = np.asarray(t.labels["provider"], dtype=object)[pcode[first]] if n else np.zeros(0, dtype=object)
    mb, iops, tier, _ = DT.disk_rates(cat, prov, np.asarray(offers["disk_product"], dtype=object)[first],
                                      size[first], np.asarray(offers["disk_read_mb_s"], dtype=float)[first])
    offers["disk_iops"] = Coded(iops, group)
    offers["disk_tier"] = Coded(tier, group)
    # the system disk's tier at its own size (a 100 GB Azure Premium SSD: P10), which its cost line names, and the
    # volumes each disk takes where it is larger than its product's largest (a 20,000 GB gp3 disk: two): per group of
    # ``_disks_at_their_sizes`` (provider, size, the instance type's own disk), which sets the product, on its codes
    names = np.asarray(t.labels["provider"], dtype=object)
    for prefix, column in (("sys_", "host_system_disk_gb"), ("", "host_data_disk_gb")):
        prod = offers[prefix + "disk_product"]
        codes = prod.codes if isinstance(prod, Coded) else np.arange(n)
        at = np.unique(codes, return_index=True)[1] if n else np.zeros(0, np.int64)
        k = int(codes.max()) + 1 if n else 0
        gsize = np.full(k, np.nan)
        gsize[codes[at]] = np.asarray(offers[column], dtype=float)[at]
        gprov = np.full(k, "", dtype=object)
        gprov[codes[at]] = names[pcode[at]]
        gprod = np.full(k, "", dtype=object)
        gprod[codes[at]] = np.asarray(prod[at], dtype=object) if n else gprod[:0]
        if prefix:
            _, _, stier, _ = DT.disk_rates(cat, gprov, gprod, gsize,
                                           np.full(k, np.nan) if k else np.zeros(0))
            offers["sys_disk_tier"] = Coded(stier, codes)
        offers[prefix + "disk_volumes"] = Coded(np.array(
            [DT.volumes(cat, str(p), str(q), float(z)) for p, q, z in zip(gprov, gprod, gsize)], dtype=np.int64), codes)
    offers["read_mb_s"] = np.where(local, t.nvme_read_mb_s, mb[group] if n else np.zeros(0))


def _add_billing_rows(t: Scored) -> None:
    """The rows: one per cluster and priced billing mode (never a made-up price)."""
    on_off = t.clusters["offer"]
    r_on = [priced_clusters(t, m) for m in range(len(MODES))]
    r_mode = [np.full(len(idx), m, dtype=np.int8) for m, idx in enumerate(r_on)]
    itype = np.int32 if len(on_off) < 2 ** 31 else np.int64
    t.r_on = np.concatenate(r_on).astype(itype)
    t.r_mode = np.concatenate(r_mode)
    t.n = len(t.r_on)


def _add_model_out(t: Scored, cat: Catalog, job) -> None:
    """The trained weights leave the cloud at the end (``estimate.model_out_gb``: the 16-bit weights or the
    adapters, not the checkpoint's optimizer states), when any row has an estimate."""
    if t.training and t.n:
        t.model_out_gb = 0.0
        if np.isfinite(t.estimates["checkpoint_gb"]).any():
            try:
                t.model_out_gb = float(E.model_out_gb(cat, job) or 0.0)
            except E.EstimateError:
                pass


def score_candidates(cat: Catalog, sc: Scenario, job=None, today: _dt.date | None = None) -> pd.DataFrame:
    """One row per instance × node count × billing mode, with estimates, host, cost and constraint columns."""
    t = build_table(cat, sc, job, today)
    return pd.DataFrame(t._wide(None))


# What the priced table depends on: the job (model, data, precision, method, reference run, task, serving load)
# and what the prices are read in (result currency, host rules). Everything else of a scenario (deadline,
# budget, objective, billing, provider/region/GPU filters, spot preference) is applied by ``rank``.
JOB_FIELDS = ("task", "workload", "preset", "params", "finetune_method", "tokens", "dataset_gb", "samples", "epochs",
              "reference_run", "precision", "qps", "input_tokens", "output_tokens", "p95_latency_s", "currency",
              "host_rules", "packed", "global_batch_tokens", "recompute", "params_active", "service_use",
              "items", "item_kind", "image_mb", "seq_len")  # (items: a padded fine-tune's examples are sequences of their own length)


def job_key(sc: Scenario) -> tuple:
    """The fields of ``sc`` a ``Priced`` table depends on (equal keys: the table can be reused)."""
    return tuple((f, getattr(sc, f)) for f in JOB_FIELDS) + (("practical_precision", practical_precision(sc)),)


@dataclass(frozen=True, eq=False)
class Priced:
    """Every candidate of one job estimated and priced (instance x node count x billing mode): what ``rank``
    needs to answer any scenario with the same job. ``job_key``: the scenario fields it was built from."""

    cat: Catalog
    job: Any
    job_key: tuple
    today: _dt.date
    table: Any = field(repr=False)  # Scored, built without any filter or constraint

    def reusable_for(self, sc: Scenario, cat: Catalog | None = None, today: _dt.date | None = None) -> bool:
        """Whether ``rank(self, sc)`` answers ``sc`` as ``recommend`` would (same job, catalog and day)."""
        return (job_key(sc) == self.job_key and (cat is None or cat is self.cat)
                and (today is None or today == self.today))


def neutral(sc: Scenario) -> Scenario:
    """``sc`` without what ``rank`` applies: no filters, no deadline, no budget, spot allowed."""
    return replace(sc, providers=(), regions=(), gpus=(), spot="allow", deadline_hours=None, budget_amount=None,
                   budget_currency=None)


def price(cat: Catalog, sc: Scenario, *, today: _dt.date | None = None, job=None) -> Priced:
    """Estimate and price every candidate of ``sc``'s job on ``cat`` (the slow half of ``recommend``)."""
    today = today or _dt.date.today()
    if job is not None:  # a job of the caller's own: priced afresh
        return Priced(cat, job, job_key(sc), today, build_table(cat, neutral(sc), job, today, constraints=False))
    job = job_for(cat, sc)
    return Priced(cat, job, job_key(sc), today, _priced_table(cat, neutral(sc), job, today, (job_key(sc), str(today))))


# What ``rank`` reads of every real option of a priced table (``_add_options``), besides its cluster, mode and offering.
_OPTION_COSTS = ("run_hours", "total_cost", "monthly_cost")


def _add_options(t: Scored) -> None:
    """The real options of a priced table (``t.options``): the rows with an estimate, a model that fits, at least
    one GPU, and a price above zero that the catalog does not flag as anomalous, on a host whose GPU the software
    runs (not an Arm host PyTorch's aarch64 builds cannot use: ``offers["arm_refused"]``), in the table's order, with
    their cluster, billing mode, offering and the costs ranking reads (``_OPTION_COSTS``). Tested per cluster and per
    offering and billing mode: a mode's options are its clusters that pass both (a price above zero is a price, so
    they are rows of the table). Every ranked table of the job shares these arrays (``ranked_table``); the other
    rows are only looked at when no row inside a scenario's filters is a real option (and the refused Arm hosts
    when they are all the filters leave: ``_refused_arm_options``)."""
    arm = t.offers.get("arm_refused")
    t.options = _options_of(t, ~arm if arm is not None and arm.any() else None)


def _options_of(t: Scored, offers_ok: np.ndarray | None) -> dict:
    """``_add_options``'s options among the offerings ``offers_ok`` (None: all of them)."""
    clusters, offer = t.clusters, t.clusters["offer"]
    ok_cluster = clusters["c_estimate"] & clusters["fits"] & (clusters["gpu_total"] > 0)
    ok_offer = (t.prices > 0) & ~t.offers["anomaly"]  # billing mode x offering
    if offers_ok is not None:
        ok_offer &= offers_ok
    if "spot_anomaly" in t.offers:  # a spot price below the cloud's believable discount (spot_rules)
        ok_offer[MODE["spot"]] &= ~t.offers["spot_anomaly"]
    refused = clusters.get("spot_refused")
    # A service has no end date, so a 1- or 3-year reservation is never its answer (it would lock the user in for
    # the term on the strength of a monthly figure); the commitment note says what one would save and when it
    # pays off. A training run pays the whole term, so a reservation wins only when the run uses it.
    reserved = {MODE[m] for m in ("reserved_1y", "reserved_3y") if m in MODE}
    per_mode = [np.flatnonzero(ok_cluster & ok_offer[m][offer] & (refused == SPOT_OK if refused is not None and
                                                                  m == MODE["spot"] else True))
                if t.training or m not in reserved else np.zeros(0, dtype=np.int64)
                for m in range(len(MODES))]
    on = np.concatenate(per_mode, dtype=t.r_on.dtype) if len(offer) else np.zeros(0, t.r_on.dtype)
    mode = np.concatenate([np.full(len(c), m, dtype=np.int8) for m, c in enumerate(per_mode)])
    del per_mode
    off = offer[on]
    cost = t._costs(on, mode, off, True, False, ("run_hours", "total", "monthly"))
    return {"on": on, "mode": mode, "off": off, "run_hours": cost["run_hours"], "total_cost": cost["total"],
            "monthly_cost": cost["monthly"]}


def _row_counts(t: Scored, allowed: np.ndarray | None) -> dict[str, int]:
    """What a ranked table counts of the rows of a priced table inside the offerings ``allowed`` (None: all of them,
    counted once per job's facts and kept with them): its rows (each cluster has one per billing mode its offering
    has a price in), those without an estimate, those whose model does not fit, the distinct configurations of its
    clusters, and the offerings flagged anomalous it covers."""
    if allowed is None and "all" in t.row_counts:
        return t.row_counts["all"]
    clusters = t.clusters
    priced_modes = np.count_nonzero(~np.isnan(t.prices), axis=0)  # per offering
    per_offer = priced_modes * allowed if allowed is not None else priced_modes
    per_cluster = per_offer[clusters["offer"]]
    n_rows = int(per_cluster.sum())
    est_ok, fits = clusters["c_estimate"], clusters["fits"]
    offer_rows = np.bincount(clusters["offer"], minlength=len(per_offer)) * per_offer
    spot_offer = ~np.isnan(t.prices[MODE["spot"]]) & ~t.offers["anomaly"]
    if allowed is not None:
        spot_offer &= allowed
    spot_clusters = spot_offer[clusters["offer"]] & est_ok & fits  # the spot rows the rules could leave out
    refused = clusters.get("spot_refused")
    spot_anom = t.offers.get("spot_anomaly")
    out_spot = {"spot_gang": int(np.count_nonzero(spot_clusters & (refused == SPOT_GANG))) if refused is not None
                else 0,
                "spot_risk": int(np.count_nonzero(spot_clusters & (refused == SPOT_RISK))) if refused is not None
                else 0,
                "spot_anomalous": int(np.count_nonzero(spot_offer & spot_anom)) if spot_anom is not None else 0}
    out = {"rows": n_rows, "anomalous": int(np.count_nonzero(offer_rows[t.offers["anomaly"]])), **out_spot,
           "estimate": int(per_cluster[~est_ok].sum()), "fits": int(per_cluster[est_ok & ~fits].sum()),
           "configurations": int(np.count_nonzero(np.bincount(clusters["est_key"][per_cluster > 0])))
           if n_rows else 0}
    if allowed is None:
        t.row_counts["all"] = out
    return out


def _refused_arm_options(base: Scored, allowed: np.ndarray) -> dict | None:
    """The real options on Arm hosts whose GPU PyTorch's aarch64 builds do not run (``offers["arm_refused"]``,
    candidates.add_offers), which the priced table's options leave out (``_add_options``), when they are all the
    scenario's filters leave: then they are its options, and its answer warns (host_arch.arm_note). None otherwise
    (the priced table's options). Kept on the priced table for the last filter asked."""
    arm = base.offers.get("arm_refused")
    if arm is None or not allowed.any() or not (allowed & arm).any() or (allowed & ~arm).any():
        return None
    key = allowed.tobytes()
    hit = base.memo.get("arm_options")
    if hit is not None and hit[0] == key:
        return hit[1]
    opts = _options_of(base, allowed & arm)
    base.memo["arm_options"] = (key, opts)
    return opts


def ranked_table(priced: Priced, sc: Scenario, today: _dt.date) -> Scored:
    """The priced table seen through ``sc``: its rows inside the provider/region/GPU filters (all rows when the
    filters leave none, so the answer can name the closest option and what it breaks), with the scenario's
    constraints computed. The priced arrays are shared, never changed."""
    base = priced.table
    t = copy.copy(base)
    t.sc, t.today = sc, today
    t.offers = dict(base.offers)
    t.computed, t._drows = {}, {}
    t.budget = budget_in(priced.cat, sc, today)
    n_off = len(base.offers["offer_id"])
    t.offers["c_providers"] = in_codes(base.offers["provider_code"], base.labels["provider"], sc.providers) \
        if sc.providers else np.ones(n_off, dtype=bool)
    t.offers["c_gpus"] = in_codes(base.offers["gpu_code"], base.labels["gpu"], sc.gpus) if sc.gpus \
        else np.ones(n_off, dtype=bool)
    t.offers["c_regions"] = is_in(base.offers["region"], sc.regions, lower=True) if sc.regions \
        else np.ones(n_off, dtype=bool)
    allowed = t.offers["c_providers"] & t.offers["c_gpus"] & t.offers["c_regions"]
    # The rows inside the filters (all rows when the filters leave none, so the answer can name the closest option
    # and what it breaks). Only real options are candidates (``_add_options``): what was left out is counted; when
    # nothing is left, the rows stay so the answer can say why (no estimate, or the model fits nowhere and by how
    # much). The counts come from the clusters: each has one row per billing mode its offering has a price in.
    filtered = bool(allowed.any() and not allowed.all())
    clusters = base.clusters
    opts = _refused_arm_options(base, allowed) or base.options
    counts = _row_counts(base, allowed if filtered else None)
    n_rows = counts["rows"]
    keep = np.flatnonzero(allowed[opts["off"]]) if filtered else None  # positions gather faster than a mask selects
    n_usable = len(opts["on"]) if keep is None else len(keep)
    t.anomalous = counts["anomalous"]
    t.excluded = {"estimate": counts["estimate"], "fits": counts["fits"], "unusable": n_rows - n_usable,
                  "configurations": counts["configurations"], "spot_gang": counts["spot_gang"],
                  "spot_risk": counts["spot_risk"], "spot_anomalous": counts["spot_anomalous"]}
    t.usable = n_usable > 0
    t.elsewhere = None
    if t.usable:  # the real options inside the filters: the priced table's own arrays when there is no filter
        cols = {c: opts[c] if keep is None else opts[c][keep] for c in _OPTION_COSTS}
        t.r_on, t.r_mode, off = ((opts["on"], opts["mode"], opts["off"]) if keep is None
                                 else (opts["on"][keep], opts["mode"][keep], opts["off"][keep]))
        t._r_off = (t.r_on, off)
    else:
        if filtered:
            rows = np.flatnonzero(allowed[clusters["offer"]][base.r_on])
            t.r_on, t.r_mode = base.r_on[rows], base.r_mode[rows]
        cost = t._costs(t.r_on, t.r_mode, t.r_off, True, False, ("run_hours", "total", "monthly"))
        cols = {"run_hours": cost["run_hours"], "total_cost": cost["total"], "monthly_cost": cost["monthly"]}
        if filtered and len(opts["on"]):
            # Nothing real inside the filters: the smallest real option outside them (what the filters cost).
            on, off = opts["on"], opts["off"]
            unit = base.prices[opts["mode"], off] * base.offers["fx_rate"][off]
            j = int(np.lexsort((unit, clusters["gpu_total"][on]))[0])
            c, o = on[j], off[j]
            t.elsewhere = {"provider": str(base.labels["provider"][base.offers["provider_code"][o]]),
                           "instance_type": str(base.offers["instance_type"][o]),
                           "gpu": str(base.labels["gpu"][base.offers["gpu_code"][o]]),
                           "gpus": num(clusters["gpu_total"][c]), "nodes": int(clusters["nodes"][c])}
    t.n = len(t.r_on)
    # Hours and costs depend on the job only: the priced table's, for these rows; the constraints are the scenario's.
    cols.update(t._checks(t.r_on, t.r_off, cols["run_hours"], t.r_mode == MODE["spot"], cols["total_cost"],
                          cols["monthly_cost"], overs=False))
    t.computed.update(cols)
    return t
