"""Spot pricing: the expected rework of spot interruptions (Young/Daly through the estimate engine) per cluster, the
extra hours of a bad case and whether spot is refused (the gang rule, the risk allowance; spot_rules.csv). Part of
``pricing.build_table``."""

from __future__ import annotations

import numpy as np

from ..catalog import cached as catalog_cached, Catalog, cost as C
from .. import estimate as E
from ..base import combo_codes, nan_to_num
from .common import MODE
from .table import Scored


def spot_rework_extra(cat: Catalog, wall_hours: np.ndarray, rate_month: np.ndarray, write_s: np.ndarray,
                nodes: np.ndarray, groups: tuple[np.ndarray, np.ndarray] | None = None
                ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Expected extra hours, interruptions and checkpoint interval of each row: the interval, the mean time between
    interruptions and the share of time lost come from the estimate engine once per distinct (interruption rate,
    checkpoint write, servers); each wall time then takes spot_overhead's own formula, over whole columns (the
    same floating-point operations, so the same numbers). ``groups``: (code of each row, first row of each code)
    for rows of equal (rate, write, servers), when the caller has them (else found here)."""
    h = np.asarray(wall_hours, dtype=float)
    raw = [np.asarray(x, dtype=float) for x in (rate_month, write_s, nodes)]
    codes, first = combo_codes([nan_to_num(x, nan=-1.0) for x in raw]) if groups is None else groups
    firsts = [nan_to_num(x[first], nan=-1.0) for x in raw]  # each group's (rate, write, servers)
    # Groups of equal values (the caller's groups are per offering rate and configuration; many configurations
    # share a write time and server count): the parts are looked up once per distinct value.
    vcodes, vfirst = combo_codes(firsts)
    codes = vcodes[codes]
    firsts = [x[vfirst] for x in firsts]
    n_g = len(vfirst)
    # Per group, what spot_overhead's T = W * a / b needs, and M: a = 1 + C / tau, b = 1 - the lost share. No
    # interruptions: a = b = 1 and M infinite (no extra time, none expected); all time lost: a infinite; a rate
    # outside [0, 1): NaN (no figure).
    a = np.full(n_g, np.nan)
    b = np.ones(n_g)
    mtbf = np.full(n_g, np.nan)
    tau_g = np.full(n_g, np.nan)
    valid_g = np.zeros(n_g, dtype=bool)
    # (rate, write, servers) -> its parts: they depend on the catalog's defaults only, so they are kept with it.
    parts: dict[tuple, tuple] = catalog_cached(cat, ("select", "spot_parts"), dict) if cat is not None else {}
    keys = list(zip(*(c.tolist() for c in firsts)))
    new = [k for k in keys if 0 <= k[0] < 1 and k not in parts]
    if len(new) > 1 and cat is not None:  # the new ones at once, by the engine's array form of the same formula
        r_n, w_n, nn_n = (np.array(c, dtype=float) for c in zip(*new))
        got = E.spot_parts(cat, r_n, np.where(w_n < 0, np.nan, w_n), nn_n)
        if got is not None:
            for k, tau, m, loss, c in zip(new, *(g.tolist() for g in got)):
                parts[k] = (None, None, 0.0, 0.0) if m != m else (tau, m, loss, c)
    for i, (r, w, nn) in enumerate(keys):
        if not 0 <= r < 1:
            continue
        valid_g[i] = True
        part = parts.get((r, w, nn))
        if part is None:
            part = parts[(r, w, nn)] = spot_parts(cat, r, w, nn)
        tau, M, loss, C = part
        if M is None:
            a[i], mtbf[i] = 1.0, np.inf
            continue
        tau_g[i], mtbf[i] = tau, M
        if loss >= 1:
            a[i] = np.inf
            continue
        a[i], b[i] = 1 + (C / tau if tau > 0 else 0.0), 1 - loss
    if not np.isfinite(h).all():
        with np.errstate(invalid="ignore"):
            bad = valid_g[codes] & (h > 0) & ~np.isfinite(h)
        if bad.any():  # refused by the engine, as it always was
            i = int(np.flatnonzero(bad)[0])
            w = float(np.nan_to_num(raw[1][i], nan=-1.0))
            E.spot_overhead(cat, float(h[i]), None if w < 0 else w, interruptions_per_month=float(raw[0][i]),
                            instances=int(raw[2][i]))
    with np.errstate(invalid="ignore", divide="ignore"):
        T = h * a[codes] / b[codes]
        extra, n_int = T - h, T / mtbf[codes]
        no_time = ~(h > 0)  # no wall time: no figure
    interval = tau_g[codes]
    extra[no_time], n_int[no_time], interval[no_time] = np.nan, np.nan, np.nan
    return extra, n_int, interval


def spot_parts(cat: Catalog, rate: float, write_s: float, nodes: float) -> tuple:
    """(checkpoint interval, mean time between interruptions, share of time lost, checkpoint write in hours) of
    E.spot_overhead for these inputs, which do not depend on the wall time; (None, None, 0, 0) without
    interruptions."""
    so = E.spot_overhead(cat, 1.0, None if write_s < 0 else write_s, interruptions_per_month=rate,
                         instances=int(nodes))
    if so.mtbf_hours is None:
        return None, None, 0.0, 0.0
    C = 0.0 if write_s < 0 else float(write_s) / 3600
    R = float(so.assumptions["spot_restart_s"].value) / 3600
    tau, M = float(so.checkpoint_interval_h or 0.0), so.mtbf_hours
    return tau, M, (tau / 2 + R) / M, C


def priced_clusters(t: Scored, mode: int) -> np.ndarray:
    """The clusters whose offering has a price in billing mode ``mode``."""
    return np.flatnonzero(~np.isnan(t.prices[mode][t.clusters["offer"]]))


def add_spot_rework(t: Scored, cat: Catalog) -> None:
    """Spot: expected rework from interruptions (Young/Daly through the estimate engine), per cluster."""
    clusters = t.clusters
    on_off = clusters["offer"]
    n_on = len(on_off)
    clusters["spot_extra"] = np.zeros(n_on)
    clusters["spot_interruptions"] = np.zeros(n_on)
    clusters["checkpoint_interval_h"] = np.full(n_on, np.nan)
    spot_on = priced_clusters(t, MODE["spot"])
    if t.training and len(spot_on):
        # Rows of equal (rate, write, servers) by integer codes: the offering's rate and the configuration (its
        # write time, and its nodes: a training job's servers). No hashing of float columns over every cluster.
        # (and the disk its checkpoints are written to: the write time is the offering's disk's)
        off_on, key_on = on_off[spot_on], clusters["est_key"][spot_on]
        disk = np.unique(np.asarray(t.offers["read_mb_s"], dtype=float), return_inverse=True)[1].reshape(-1)
        groups = combo_codes([t.spot_rate_codes[off_on], key_on, disk[off_on]])
        e, k, iv = spot_rework_extra(cat, clusters["hours"][spot_on], t.offers["spot_rate_month"][off_on],
                               np.asarray(clusters["checkpoint_write_s"], dtype=float)[spot_on],
                               clusters["instances"][spot_on], groups)
        clusters["spot_extra"][spot_on] = e
        clusters["spot_interruptions"][spot_on] = k
        clusters["checkpoint_interval_h"][spot_on] = iv
        add_spot_risk(t, cat, spot_on)
    elif len(spot_on):
        # A service is always on: an evicted server stops answering until a replacement starts, and the replicas are
        # sized for the load, not for losing one. spot_rules service_spot (0: never) says whether a service may run
        # on spot; per provider or 'any'.
        clusters["spot_risk_extra"] = np.zeros(n_on)
        clusters["spot_refused"] = np.zeros(n_on, dtype=np.int8)
        rules = C.spot_rules(cat)
        pnames = np.asarray(t.labels["provider"], dtype=object)
        allowed = np.array([C.spot_rule(rules, "service_spot", str(p), 1.0) for p in pnames], dtype=float)[
            t.offers["provider_code"][on_off[spot_on]]]
        clusters["spot_refused"][spot_on] = np.where(allowed > 0, SPOT_OK, SPOT_SERVICE)


# Why a cluster's spot row is not offered (``clusters["spot_refused"]``): 0 it is, 1 the spot gang rule (more
# servers or a longer run than spot_rules allows a multi-server spot job, or a one-server job solo_max_hours long), 2 the risk allowance (at the
# risk_quantile of its interruption count it costs no less than on-demand).
SPOT_OK, SPOT_GANG, SPOT_RISK, SPOT_SERVICE = 0, 1, 2, 3


def add_spot_risk(t: Scored, cat: Catalog, spot_on: np.ndarray) -> None:
    """For the clusters with a spot price (``spot_on``): the extra hours of a bad case (``spot_risk_extra``: the
    risk_quantile of the interruption count, Poisson with the expected count, each losing half a checkpoint
    interval plus the restart, beyond the expected rework) and whether spot is refused (``spot_refused``), by the
    spot gang rule (a job on more than one server: more servers than gang_max_nodes, or gang_max_hours or more)
    or because its cost in that bad case is no less than the same cluster's on-demand cost (instance hours only:
    disks and transfer are alike). Rules: spot_rules.csv, per provider or 'any'."""
    clusters, offers = t.clusters, t.offers
    n_on = len(clusters["offer"])
    clusters["spot_risk_extra"] = np.zeros(n_on)
    clusters["spot_refused"] = np.zeros(n_on, dtype=np.int8)
    rules = C.spot_rules(cat)
    if not len(spot_on):
        return
    off = clusters["offer"][spot_on]
    pnames = np.asarray(t.labels["provider"], dtype=object)
    per_prov = {r: np.array([C.spot_rule(rules, r, str(p), d) for p in pnames], dtype=float)[
                    offers["provider_code"][off]]
                for r, d in (("gang_max_nodes", np.inf), ("gang_max_hours", np.inf), ("solo_max_hours", np.inf),
                             ("risk_quantile", 0.5))}
    lam = nan_to_num(clusters["spot_interruptions"][spot_on])
    q = per_prov["risk_quantile"]
    k_q = poisson_quantile(lam, q)
    per_int = nan_to_num(clusters["checkpoint_interval_h"][spot_on]) / 2 + float(t.d.get("spot_restart_s", 0.0)) / 3600
    risk = np.maximum(k_q - lam, 0.0) * per_int
    clusters["spot_risk_extra"][spot_on] = risk
    inst = clusters["instances"][spot_on].astype(float)
    hours = clusters["hours"][spot_on]
    run = hours + nan_to_num(clusters["spot_extra"][spot_on])
    gang = (inst > 1) & ((inst > per_prov["gang_max_nodes"]) | (run >= per_prov["gang_max_hours"]))
    # one server on spot for solo_max_hours or more (walk 24: 8 x A100 on spot for 1,238 and 2,095 hours): the
    # same rule, as one server is no more certain to be kept, or got back after an eviction, for months
    gang |= (inst <= 1) & (run >= per_prov["solo_max_hours"])
    od = t.prices_fx[MODE["on_demand"]][off] * inst * hours
    with np.errstate(invalid="ignore", over="ignore"):  # (an impossible job: inf, refused as risky)
        at_risk = t.prices_fx[MODE["spot"]][off] * inst * (run + risk)
        risky = np.isfinite(od) & (at_risk >= od)
    clusters["spot_refused"][spot_on] = np.where(gang, SPOT_GANG, np.where(risky, SPOT_RISK, SPOT_OK))


def poisson_quantile(lam, q) -> np.ndarray:
    """The smallest k with P(X <= k) >= q for X ~ Poisson(lam), element-wise (no SciPy): the CDF summed term by
    term up to lam = 50, the normal approximation with continuity correction above (within one count there)."""
    lam = np.asarray(lam, dtype=float)
    q = np.broadcast_to(np.asarray(q, dtype=float), lam.shape)
    out = np.zeros(lam.shape)
    small = lam <= 50
    if small.any():
        lm, qs = lam[small], q[small]
        pmf = np.exp(-lm)
        cdf = pmf.copy()
        k = np.zeros(lm.shape)
        for i in range(1, 200):
            more = cdf < qs - 1e-12
            if not more.any():
                break
            pmf = pmf * lm / i
            cdf = cdf + pmf
            k[more] = i
        out[small] = k
    if (~small).any():
        from statistics import NormalDist
        lb, qb = lam[~small], q[~small]
        z = np.array([NormalDist().inv_cdf(min(max(x, 1e-9), 1 - 1e-9)) for x in qb.tolist()])
        out[~small] = np.maximum(np.ceil(lb + z * np.sqrt(lb) - 0.5), 0.0)
    return out
