"""Training estimates for many configurations at once: the figures of :func:`estimate.estimate_config`, as numpy
arrays, for every (GPU, GPUs per server, servers, intra-node link, network, fabric bandwidth) the selection engine
prices. One new job costs a few array operations per parallelism plan instead of one Python call per configuration.

It is the same model, not a second one: what depends on one GPU, one link or one network (the speed, the scaling
factors, the measured throughput, the range) comes from ``estimate``'s own functions, called once per distinct
value; only the arithmetic that combines them per configuration (the memory of each plan, the plan picked, the
time) runs on arrays, in the same order of operations, so every figure equals the one-configuration estimate's
to the last bit (tests/core/test_estimate_table.py checks every configuration of the bundled catalog for a range
of jobs). Assumptions and warnings are not built here: the caller asks ``estimate_config`` for the few
configurations it explains.

Rows this path does not cover are flagged ``fallback`` (the caller estimates them one by one, which also gives
their exact error): inference jobs, configurations whose GPU, link, network or catalog rows the estimate refuses.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Sequence

import numpy as np
import pandas as pd

from ..base import combo_codes, finite_float
from ..catalog import Catalog
from .data import Ctx, EstimateError, gb, Job, JobInfo, prepare, Prepared
from .job import INTRA_LINKS, NETWORKS, job_info, seq_of
from .memory import activation_bytes, train_states, usable_share
from .vision import exchange_rows, exchange_terms, vision_activations, work_ratio
from .exchange import llm_exchange_rows, llm_exchange_terms
from .packing import padded_example_tokens, recompute_choice
from .ranges import fast_end_floor, range_why, range_why_cluster, range_widen, top_dp_x_of
from .speed import (default_network, dense_peak, dp_exchange_share, dp_on_batch, finetune_batch_tokens,
                    global_batch_tokens, inter_node_efficiency, intra_node_efficiency, is_decoder, speed_per_gpu)
from .loading import bounds_data_loading, workers_on
from .training import checkpoint_bytes, measured_rate
from .packing import packing

# The figures of a configuration estimate this table fills (ConfigEstimate attribute names); the serving ones
# (qps_per_replica, replicas_needed, gpus_per_replica, latency_s) are NaN for training.
FIGURES = ("wall_hours", "gpu_hours", "flops", "mfu", "scaling_efficiency", "memory_per_gpu_gb", "tokens_per_s",
           "qps_per_replica", "replicas_needed", "gpus_per_replica", "checkpoint_gb", "checkpoint_write_s",
           "latency_s", "data_read_mb_s", "range_low", "range_high")


@dataclass(frozen=True)
class Coded:
    """A column of names given as integer codes into ``names`` (what a caller that has factorized them passes, so
    the table does not hash a name per row). ``None`` or "" among the names: the value not given."""

    codes: np.ndarray
    names: Sequence[Any]

    def __len__(self) -> int:
        return len(self.codes)

    def __iter__(self):
        """The names, one per row."""
        names = list(self.names)
        return (names[c] for c in np.asarray(self.codes).tolist())


@dataclass(frozen=True)
class TrainingTable:
    """Per configuration (row): ``figures[name]`` float arrays (NaN where the estimate gives None), ``fits`` and
    ``plan`` (the parallelism plan's code); ``fallback`` marks the rows not computed here (their figures are NaN)."""

    figures: dict[str, np.ndarray]
    fits: np.ndarray
    plan: np.ndarray
    fallback: np.ndarray


def training_table(cat: Catalog | Prepared, job: Job, gpu: Sequence[str] | Coded, gpus_per_node: Sequence[int],
                   nodes: Sequence[int], link: Sequence[Any] | Coded, network: Sequence[Any] | Coded,
                   network_gbps: Sequence[Any], vcpus: Sequence[Any] | np.ndarray | None = None) -> TrainingTable | None:
    """The training estimate of ``job`` on each configuration, as ``estimate_config(cat, job, gpu[i],
    gpus_per_node[i], nodes=nodes[i], interconnect=link[i], network=network[i], network_gbps=network_gbps[i],
    vcpus=vcpus[i])`` would give it (None/"" link or network: the GPU's link, seed 000's network rule; a single
    server takes no network; NaN or no ``vcpus``: the server's vCPUs not known). None when the job is not a training job or cannot be estimated at all (the caller asks
    ``estimate_config``, which raises the error)."""
    P = prepare(cat)
    n = len(gpu)
    try:
        info = job_info(P, job)
    except EstimateError:
        return None
    job = info.job
    if job.task == "inference":
        return None
    try:
        return _table(P, info, _listed(gpu), np.asarray(gpus_per_node), np.asarray(nodes), _listed(link),
                      _listed(network), list(network_gbps), n, None if vcpus is None else list(vcpus))
    except EstimateError:  # a catalog row every configuration needs is missing: the one-by-one path says which
        return None


def _per_group(rows: np.ndarray, cols: tuple, fn) -> tuple[np.ndarray, np.ndarray]:
    """``fn(first row)`` once per distinct combination of ``cols`` among ``rows``: (value per row, and whether the
    call succeeded); an EstimateError gives NaN and False."""
    vals = np.full(len(cols[0]), np.nan)
    ok = np.ones(len(cols[0]), dtype=bool)
    if not len(rows):
        return vals, ok
    inv, first = combo_codes([np.asarray(c)[rows] for c in cols])
    out = np.empty(len(first))
    good = np.ones(len(first), dtype=bool)
    for j, f in enumerate(first.tolist()):
        try:
            out[j] = fn(int(rows[f]))
        except EstimateError:
            out[j], good[j] = np.nan, False
    vals[rows] = out[inv]
    ok[rows] = good[inv]
    return vals, ok


def _memo(P: Prepared, key: tuple, fn):
    """``fn(key)`` for a figure that depends only on the catalog and ``key``, kept in the preparation (an
    EstimateError is kept and raised again)."""
    v = P.derived.get(key, P)
    if v is P:
        try:
            v = fn(key)
        except EstimateError as exc:
            v = exc
        with P.lock:
            if len(P.derived) > 20_000:
                P.derived.clear()
            P.derived[key] = v
    if isinstance(v, EstimateError):
        raise v
    return v


def _floats(values) -> np.ndarray:
    """``values`` as floats; anything that is not a number (None, text) is NaN."""
    try:
        return np.asarray(values, dtype=float)
    except (TypeError, ValueError):
        return np.asarray(pd.to_numeric(pd.Series(list(values), dtype=object), errors="coerce"), dtype=float)


def _listed(values):
    return values if isinstance(values, Coded) else list(values)


def _codes(values: list | Coded) -> tuple[np.ndarray, list]:
    """Integer codes of ``values`` and the distinct values; None and "" are one code, None (the value not given),
    as estimate_config reads them (a NaN is a value, which it refuses)."""
    if isinstance(values, Coded):  # the caller's codes, its names made distinct (numbered by first use)
        codes = np.asarray(values.codes, dtype=np.int64)
        names = list(values.names)
        if not len(codes):
            return codes, []
        used, inv = np.unique(codes, return_inverse=True)
        first = np.full(len(used), len(codes))
        np.minimum.at(first, inv, np.arange(len(codes)))
        order = np.argsort(first, kind="stable")  # the used codes in order of first appearance
        seen: dict = {}
        remap = np.empty(len(used), dtype=np.int64)
        for k in order.tolist():
            v = names[int(used[k])]
            remap[k] = seen.setdefault(None if v is None or (isinstance(v, str) and v == "") else v, len(seen))
        return remap[inv.reshape(-1)], list(seen)
    index: dict = {}
    listed = [index.setdefault(None if v is None or (isinstance(v, str) and v == "") else v, len(index))
              for v in values]
    if all(k is None or isinstance(k, str) for k in index):  # names: numbered by first appearance, as factorize does
        return np.array(listed, dtype=np.int64), list(index)
    clean = [None if v is None or (isinstance(v, str) and v == "") else v for v in values]  # (NaN: one value)
    pcodes, uniq = pd.factorize(pd.array(clean, dtype=object), use_na_sentinel=False)  # type: ignore[call-overload]
    return np.asarray(pcodes, dtype=np.int64), [None if u is None else u for u in np.asarray(uniq, dtype=object).tolist()]


def _table(P: Prepared, info: JobInfo, gpu: list | Coded, gpn_in: np.ndarray, nodes_in: np.ndarray,
           link_in: list | Coded, net_in: list | Coded, gbps_in: list, n: int,
           vcpus_in: list | None = None) -> TrainingTable:
    job = info.job
    wl = job.workload
    ctx = Ctx(P)

    # -- the arguments, checked as estimate_config checks them (a row it would refuse falls back)
    with np.errstate(invalid="ignore"):
        gpn_f = _floats(gpn_in)
        nodes_f = _floats(nodes_in)
        fallback = ~((gpn_f >= 1) & (gpn_f == np.floor(gpn_f)) & (nodes_f >= 1) & (nodes_f == np.floor(nodes_f))
                     & np.isfinite(gpn_f) & np.isfinite(nodes_f))
    gpn = np.where(fallback, 1, np.nan_to_num(gpn_f, nan=1.0, posinf=1.0)).astype(np.int64)
    nodes = np.where(fallback, 1, np.nan_to_num(nodes_f, nan=1.0, posinf=1.0)).astype(np.int64)
    G = gpn * nodes
    multi = nodes > 1
    gcode, gnames = _codes(gpu)
    specs_u: list = []
    for nm in gnames:
        try:
            specs_u.append(P.gpu(str(nm)) if nm is not None else None)
        except EstimateError:
            specs_u.append(None)
    fallback |= np.array([specs_u[c] is None for c in range(len(specs_u))], dtype=bool)[gcode] if n else fallback
    # The link: the caller's, else the GPU's, else PCIe; NVLink asked of a PCIe card without NVLink is PCIe.
    lcode_in, lnames_in = _codes(link_in)
    links_u = list(INTRA_LINKS)
    link = np.zeros(n, dtype=np.int64)
    inv, first = combo_codes([gcode, lcode_in, G > 1])
    for j, f in enumerate(first.tolist()):
        s, lk = specs_u[gcode[f]], lnames_in[lcode_in[f]]
        at = inv == j
        if s is None:
            continue
        lk = lk if lk is not None else (s.interconnect or "pcie")
        if lk not in INTRA_LINKS:
            fallback[at] = True
            continue
        if lk == "nvlink" and s.interconnect == "pcie" and not s.nvlink_gbs and G[f] > 1:
            lk = "pcie"
        link[at] = links_u.index(lk)
    # The network between servers: the caller's class, else seed 000's rule by GPU count; a single server none.
    ncode_in, nnames_in = _codes(net_in)
    nets_u = list(NETWORKS)
    net = np.full(n, -1, dtype=np.int64)
    for c, nm in enumerate(nnames_in):
        at = multi & (ncode_in == c)
        if nm is None:
            for g_ in np.unique(G[at]).tolist():
                net[at & (G == g_)] = nets_u.index(default_network(P, int(g_))) \
                    if default_network(P, int(g_)) in nets_u else -2
        elif nm in nets_u:
            net[at] = nets_u.index(nm)
        else:
            fallback |= at
    fallback |= multi & (net == -2)
    gbps = _floats(gbps_in)
    with np.errstate(invalid="ignore"):
        given = multi & ~np.isnan(gbps)
        fallback |= given & ~((gbps > 0) & np.isfinite(gbps))
        gbps = np.where(given & (gbps > 0), gbps, 0.0)  # 0: the network class's figure
    # A detector's data-loader workers per GPU where the server's vCPUs allow fewer than the default (0: the default)
    workers = np.zeros(n, dtype=np.int64)
    if vcpus_in is not None:
        vc = _floats(vcpus_in)
        with np.errstate(invalid="ignore"):
            fallback |= ~np.isnan(vc) & ~((vc > 0) & np.isfinite(vc))  # (estimate_config refuses them)
        if wl == "cv" and bounds_data_loading(P, info):
            workers = workers_on(float(P.defaults["data_loader_workers_per_gpu"].value), vc, gpn)
    live = ~fallback

    # -- job constants (estimate._train_head, _train_plans)
    if job.method == "full":
        base_k = ctx.d("train_flops_per_param_token")
    else:
        base_k = ctx.d("lora_flops_per_param_token")
    extra_k = ctx.d("train_flops_per_param_token_recompute") - ctx.d("train_flops_per_param_token")
    recompute_cost = (base_k + extra_k) / base_k
    n_params = info.params
    unit = gb(ctx)
    overhead = ctx.d("train_runtime_overhead_gb") * unit
    if job.method == "full":
        w, gr, o = train_states(ctx, job.precision)
    else:
        frozen_b = ctx.d("bytes_per_param_qlora") if job.method == "qlora" else ctx.d("bytes_per_param_bf16")
        adapters = ctx.d("lora_trainable_fraction") * n_params * ctx.d("bytes_per_param_adam_mixed")
    act_full = activation_bytes(ctx, info.arch, False)
    act_ck = activation_bytes(ctx, info.arch, True)

    # -- per GPU: memory, the speed before the cap and the peak (estimate._speed), the 16-bit peak (_dp_comm)
    ng = len(specs_u)
    mem_u, eff_u, peak_u, p16_u, bw_u = (np.full(ng, np.nan) for _ in range(5))
    for c, s in enumerate(specs_u):
        if s is None:
            continue
        mem_u[c] = s.memory_gb
        bw_u[c] = s.bandwidth_gbs or 0.0
        try:
            eff_u[c], _, peak_u[c] = speed_per_gpu(Ctx(P), s, job.precision, wl, info.active, key="table", scale=1e-9,
                                               seq=seq_of(info), method=job.method, moe=info.moe,
                                               decoder=is_decoder(P, info.model_id, wl))
        except EstimateError:
            continue
        try:
            p16_u[c] = dense_peak(Ctx(P), s, "bf16" if job.precision == "fp8" else job.precision)
        except EstimateError:
            pass
    fallback |= live & np.isnan(eff_u[gcode])
    live = ~fallback
    cap = mem_u[gcode] * unit * usable_share(ctx)  # estimate_memory's headroom, as _train_plans applies it
    vision_rows: tuple[np.ndarray, np.ndarray] | None = None
    if wl == "cv":  # an image model's activations: per image x images per GPU, which follow the GPU's memory
        per_u, img_u = np.zeros(ng), np.zeros(ng, dtype=np.int64)
        for c, s in enumerate(specs_u):
            va = None if s is None else vision_activations(ctx, info, s.memory_gb)
            if va is not None:
                per_u[c], img_u[c] = va.per_image, va.images
        if img_u.any():
            vision_rows = (per_u[gcode], img_u[gcode])

    # -- the cross-node factor per (network, servers, bandwidth): estimate._inter
    inter_net, ok = _per_group(np.flatnonzero(live & multi), (net, nodes, gbps), lambda i: _memo(
        P, ("inter", nets_u[net[i]], wl, int(nodes[i]), float(gbps[i]) if gbps[i] > 0 else None),
        lambda k: inter_node_efficiency(Ctx(P), k[1], k[2], k[3], record=False, gbps=k[4])))
    inter_net = np.where(multi, inter_net, 1.0)
    fallback |= ~ok
    live = ~fallback

    # -- the plans, one slot per (tensor-parallel degree, ZeRO stage) in estimate._train_plans' order, and the
    # sequential pick of estimate._pick over them
    max_tp = np.exp2(np.floor(np.log2(gpn))).astype(np.int64)  # 2 ** int(log2(gpn)) (exact for small ints)
    top_tp = int(max_tp[live].max()) if live.any() else 1
    stages = (0, 1, 2, 3) if job.method == "full" else (0, 3)
    forced = recompute_choice(ctx, info)
    best_slot = np.full(n, -1)
    best_rate = np.full(n, np.nan)
    least_slot = np.full(n, -1)
    least_mem = np.full(n, np.inf)
    # an image model's images per GPU of the plan picked so far (best) and of the least-memory plan (least): kept
    # per row as the pick goes, not per plan (16 plans x a row each was 30 bytes a row at the peak)
    best_img = np.zeros(n, dtype=np.int16)
    least_img = np.zeros(n, dtype=np.int16)
    slots: list[tuple[int, int, np.ndarray, np.ndarray, np.ndarray, np.ndarray]] = []
    intra_by_tp: dict[int, np.ndarray] = {}
    tp = 1
    while tp <= top_tp:
        has_tp = live & (max_tp >= tp)
        used_pn = (gpn // tp) * tp
        dp = nodes * (gpn // tp)
        # A plan's rate on `used_pn` GPUs per server: GPUs x intra-node x cross-node scaling (estimate._pick).
        intra, ok = _per_group(np.flatnonzero(has_tp & (used_pn > 1)), (link, used_pn),
                               lambda i: _memo(P, ("intra", links_u[link[i]], wl, int(used_pn[i])),
                                               lambda k: intra_node_efficiency(Ctx(P), k[1], k[2], k[3], record=False)))
        intra = np.where(used_pn > 1, intra, 1.0)
        fallback |= has_tp & ~ok
        live &= ok
        has_tp &= ok
        intra_by_tp[tp] = intra
        r_u = used_pn * nodes * intra
        r_u = np.where(multi, r_u * inter_net, r_u)
        with np.errstate(divide="ignore", invalid="ignore"):
            for z in stages:
                valid = has_tp & (dp > 1) if z else has_tp
                if not valid.any():
                    continue
                base: np.ndarray
                if job.method == "full":
                    states: Any = {0: w + gr + o, 1: w + gr + o / dp, 2: w + (gr + o) / dp, 3: (w + gr + o) / dp}[z]
                    base = states * n_params / tp + overhead
                else:
                    frozen: Any = frozen_b * n_params / tp / (dp if z == 3 else 1)
                    base = frozen + adapters / tp + overhead
                if vision_rows is not None:  # memory.images_that_fit, row by row
                    per_img, images = vision_rows[0], vision_rows[1].copy()
                    if "vision_max_global_batch_images" in P.defaults:  # (vision.vision_batch_cap)
                        most = np.exp2(np.floor(np.log2(np.maximum(
                            1.0, ctx.d("vision_max_global_batch_images") / np.maximum(dp, 1))))).astype(np.int64)
                        images = np.minimum(images, most)
                    room = cap - base
                    while True:
                        halve = (images > 1) & (images * (per_img / tp) > room)
                        if not halve.any():
                            break
                        images = np.where(halve, images // 2, images)
                    act = images * per_img
                    full = base + act / tp
                    ck = base + act / tp
                else:
                    full = base + act_full / tp
                    ck = base + act_ck / tp
                if forced is not None:
                    frac = np.full(n, 1.0 if forced else 0.0)
                else:
                    frac = np.where(full <= cap, 0.0, np.where((ck <= cap) & (full > ck), (full - cap) / (full - ck),
                                                               np.where(full > ck, 1.0, 0.0)))
                mem = full - frac * (full - ck)
                mem_gb = mem / unit
                fits = mem <= cap * (1 + 1e-12)
                slot = len(slots)
                slots.append((tp, z, used_pn, frac, mem_gb, fits))
                # estimate._pick: the first fitting plan, replaced by a later one only when faster by more than
                # 1e-12; without any fitting plan, the first one needing the least memory.
                rate = r_u / (1.0 + frac * (recompute_cost - 1.0))
                cand = valid & fits
                take = cand & ((best_slot < 0) | (rate > best_rate * (1 + 1e-12)))
                best_slot[take] = slot
                if vision_rows is not None:
                    best_img[take] = images[take]
                best_rate[take] = rate[take]
                smaller = valid & (mem_gb < least_mem)
                least_slot[smaller] = slot
                if vision_rows is not None:
                    least_img[smaller] = images[smaller]
                least_mem[smaller] = mem_gb[smaller]
        tp *= 2
    pick = np.where(best_slot >= 0, best_slot, least_slot)
    fallback |= live & (pick < 0)
    live = ~fallback
    p_used = np.zeros(n, dtype=np.int64)
    p_frac = np.zeros(n)
    p_mem = np.full(n, np.nan)
    p_fits = np.zeros(n, dtype=bool)
    p_zero = np.zeros(n, dtype=np.int64)
    intra = np.ones(n)
    p_tp = np.ones(n)
    p_img = np.where(best_slot >= 0, best_img, least_img)
    for k, (tp_s, z, used_pn, frac, mem_gb, fits) in enumerate(slots):
        at = live & (pick == k)
        p_tp[at] = tp_s
        p_used[at] = used_pn[at]
        p_frac[at] = frac[at]
        p_mem[at] = mem_gb[at]
        p_fits[at] = fits[at]
        p_zero[at] = z
        intra[at] = intra_by_tp[tp_s][at]
    plan = np.full(n, "", dtype=object)
    inv, first = combo_codes([np.where(live, pick, -1), G == 1, p_frac > 0])
    names = [_plan_code(job.method, slots[pick[f]][0], slots[pick[f]][1], int(G[f]), bool(p_frac[f] > 0))
             if live[f] else "" for f in first.tolist()]
    if len(first):
        plan = np.asarray(names, dtype=object)[inv]

    # -- scaling and speed (estimate._train_head, _dp_comm, speed_per_gpu's cap)
    used = p_used * nodes
    inter = inter_net
    if wl == "cv" and vision_rows is not None and exchange_rows(ctx) and info.flops_per_unit:
        # An image model across servers (training._train_head, exchange.image_exchange): the cross-node factor
        # without the seed-derived slow-network penalty x the gradient exchange on the real bandwidth, the same
        # formula (vision.exchange_terms) over the rows at once
        rows = np.flatnonzero(live & multi & (p_img > 0))
        if len(rows):
            bw_net = np.array([finite_float(P.networks[nm].bandwidth_gbps) or np.nan if nm in P.networks else np.nan
                               for nm in nets_u])
            bw = np.where(gbps[rows] > 0, gbps[rows], bw_net[net[rows]])
            cv_speed = np.full(ng, np.nan)  # (exchange.image_exchange: the cv profile's speed, capped as one GPU's)
            for c, s_ in enumerate(specs_u):
                if s_ is not None:
                    try:
                        cv_speed[c] = speed_per_gpu(Ctx(P), s_, job.precision, "cv", info.active, key="x")[0]
                    except EstimateError:
                        pass
            rate = cv_speed[gcode[rows]] * 1e12 * intra[rows] / float(info.flops_per_unit)
            grad = train_states(ctx, job.precision)[1] * dp_exchange_share(ctx, job.method) * info.params
            dp_r = nodes[rows] * (p_used[rows] // np.maximum(p_tp[rows], 1).astype(np.int64))
            with np.errstate(invalid="ignore", divide="ignore"):
                factor = exchange_terms(ctx, grad, nodes[rows].astype(float), dp_r.astype(float),
                                        p_img[rows].astype(float), rate, bw, work_ratio(ctx, info))[0]
            plain, ok = _per_group(rows, (net, nodes, gbps), lambda i: _memo(
                P, ("inter_plain", nets_u[net[i]], wl, int(nodes[i]), float(gbps[i]) if gbps[i] > 0 else None),
                lambda k: inter_node_efficiency(Ctx(P), k[1], k[2], k[3], record=False, gbps=k[4],
                                                slow_penalty=False)))
            good = ok[rows] & np.isfinite(factor) & (bw > 0) & (rate > 0)
            at = rows[good]
            inter = inter.copy()
            inter[at] = plain[at] * factor[good]
    if wl == "llm" and "dp_comm_k_llm" in P.defaults and job.reference_run is None:
        k_dp = ctx.d("dp_comm_k_llm")
        anchor = ctx.d("roofline_anchor_tflops")
        pk = p16_u[gcode]
        with np.errstate(invalid="ignore"):
            x = pk / anchor * G * (1.0 - 1.0 / nodes)
            if dp_on_batch(P):  # (estimate.dp_x: over the global batch in millions of tokens and the TP degree)
                example = padded_example_tokens(job, seq_of(info), P.defaults["finetune_packed_default"].value
                                                if "finetune_packed_default" in P.defaults else None)
                batch = job.global_batch_tokens or finetune_batch_tokens(ctx, job.task, job.method, seq_of(info),
                                                                         example)
                x = x / (global_batch_tokens(ctx, info.active, batch) / 1e6) / np.maximum(p_tp, 1) * dp_exchange_share(
                    ctx, job.method)
            else:
                x = x / (info.active / 1e9)
            v = 1.0 / (1.0 + k_dp * x)
        inter = np.where(multi & ~np.isnan(pk), inter * v, inter)
    if wl == "llm" and job.reference_run is None and info.flops_per_unit and llm_exchange_rows(ctx):
        inter = _llm_line_rate(ctx, info, live & multi, inter, gbps, eff_u[gcode] if n else eff_u,
                               peak_u[gcode] if n else peak_u, intra, p_used * nodes, p_frac, p_zero, nodes,
                               base_k, extra_k)
    scale = intra * inter
    peak = peak_u[gcode]
    eff0 = eff_u[gcode]
    cap_u = np.minimum(ctx.d("mfu_max") / np.maximum(scale, 1e-9), 1.0)  # (estimate._speed: never above the peak)
    eff = np.where(eff0 > cap_u * peak, cap_u * peak, eff0)
    mfu = eff / peak

    per_unit = None
    if info.flops_per_unit is not None and info.units is not None:
        per_unit = np.full(n, float(info.flops_per_unit))
        if wl == "llm":
            per_unit = np.where(p_frac > 0, per_unit * (1.0 + p_frac * extra_k / base_k), per_unit)

    measured = np.zeros(n, dtype=bool)
    with np.errstate(divide="ignore", invalid="ignore"):
        if job.reference_run is not None:
            rg, rn, rh = job.reference_run
            rspec = P.gpu(str(rg))
            rn = int(rn)
            ref_gpn = min(rn, int(ctx.d("default_gpus_per_node")))
            ref_nodes = math.ceil(rn / ref_gpn)
            r_scale = intra_node_efficiency(ctx, rspec.interconnect or "pcie", wl, ref_gpn, record=False)
            if ref_nodes > 1:
                r_scale *= inter_node_efficiency(ctx, default_network(P, rn), wl, ref_nodes, record=False)
            r_eff, _, _ = speed_per_gpu(ctx, rspec, job.precision, wl, info.active, key="ref", scale=r_scale,
                                   seq=seq_of(info), method=job.method, moe=info.moe,
                                   decoder=is_decoder(P, info.model_id, wl))
            compute_s = float(rh) * 3600 * (rn * r_eff * r_scale) / (used * eff * scale)
        else:
            rate_m = np.full(n, np.nan)
            row_intra = np.full(n, np.nan)
            if wl == "cv" and info.units is not None:
                rows = np.flatnonzero(live)
                if len(rows):
                    inv, first = combo_codes([gcode[rows], p_used[rows], link[rows], workers[rows]])
                    for j, f in enumerate(first.tolist()):
                        i = int(rows[f])
                        at = rows[inv == j]
                        try:
                            mctx = Ctx(P)
                            mctx.loader_workers = int(workers[i]) or None
                            m = measured_rate(mctx, info, specs_u[gcode[i]], job.precision, int(p_used[i]),
                                              links_u[link[i]])
                            if m is not None:
                                rate_m[at] = m[0]
                                row_intra[at] = intra_node_efficiency(ctx, links_u[link[i]], "cv", m[1], record=False)
                        except EstimateError:
                            fallback[at] = True
                live = ~fallback
                measured = live & ~np.isnan(rate_m)
            compute_s = np.full(n, np.nan)
            if measured.any():
                cs = info.units / (rate_m * used * intra / row_intra * inter)
                compute_s = np.where(measured, cs, compute_s)
                mfu = np.where(measured, np.minimum(1.0, per_unit * info.units / cs / used / (peak * 1e12))
                               if per_unit is not None else np.nan, mfu)
            rest = live & ~measured
            if rest.any():
                if per_unit is None:  # estimate._training raises missing_input: the one-by-one path says so
                    fallback |= rest
                    live = ~fallback
                else:
                    compute_s = np.where(rest, per_unit * info.units / (used * eff * 1e12 * scale), compute_s)
            if wl == "recsys" and info.units is not None:
                bw = bw_u[gcode] * 1e9 * ctx.d("inference_bandwidth_efficiency")
                mem_s = info.units * ctx.d("recsys_bytes_per_sample") / (bw * used * scale)
                compute_s = np.where((bw > 0) & (mem_s > compute_s), mem_s, compute_s)
        flops = per_unit * info.units if per_unit is not None and info.units is not None else np.full(n, np.nan)
        if job.method == "qlora":
            compute_s = compute_s * ctx.d("qlora_time_factor")
        pack_t, pack_lo, pack_hi = packing(ctx, info)  # (estimate._training: a padded fine-tune, unknown packing)
        compute_s = compute_s * pack_t
        with np.errstate(invalid="ignore", divide="ignore"):  # (estimate._training: the utilisation the time implies)
            implied = flops / (compute_s * used * peak * 1e12 * scale)
        mfu = np.where(np.isfinite(implied) & (implied > 0), np.minimum(1.0, implied), mfu)
        wall_s = compute_s
        need = info.bytes_read / compute_s / 1e6 if info.bytes_read is not None else np.full(n, np.nan)
        units_per_s = info.units / wall_s if info.units is not None else np.full(n, np.nan)

    # -- the range (estimate._range_factors: the reasons per GPU, the cluster's only where they can apply)
    lo0, hi0 = ctx.d("range_low_factor"), ctx.d("range_high_factor")
    why_gpu: dict[tuple[int, bool], list] = {}
    cl = np.zeros(n, dtype=bool)  # rows whose cluster may widen the range (else no cluster reason)
    top = ctx.d("range_calibrated_max_gpus")
    cl |= G > top
    if wl == "llm":
        p0, gpn_d = ctx.d("roofline_anchor_tflops"), ctx.d("default_gpus_per_node")
        top_x = top_dp_x_of(P, p0, gpn_d)
        if top_x > 0 and "dp_comm_k_llm" in P.defaults:
            fp16 = np.array([(s.fp16 or np.nan) if s is not None else np.nan for s in specs_u])[gcode] if n \
                else np.zeros(0)
            with np.errstate(invalid="ignore"):
                x = fp16 / p0 * G / (info.active / 1e9) * (1.0 - 1.0 / nodes)
            cl |= multi & (x > top_x)
    lo = np.full(n, np.nan)
    hi = np.full(n, np.nan)
    rows = np.flatnonzero(live)
    if len(rows):
        key_g = np.where(cl, G, 0)[rows]
        key_n = np.where(cl, nodes, 0)[rows]
        inv, first = combo_codes([gcode[rows], measured[rows], key_g, key_n])
        widen: dict[tuple, tuple[float, float]] = {}
        out_lo = np.empty(len(first))
        out_hi = np.empty(len(first))
        for j, f in enumerate(first.tolist()):
            i = int(rows[f])
            s = specs_u[gcode[i]]
            gk = (int(gcode[i]), bool(measured[i]))
            why = why_gpu.get(gk)
            if why is None:
                why = why_gpu[gk] = range_why(Ctx(P), info, s, bool(measured[i]))
            if cl[i]:
                why = why + range_why_cluster(Ctx(P), info, s, int(G[i]), int(nodes[i]))
            wk = tuple(why)
            v = widen.get(wk)
            if v is None:
                v = widen[wk] = range_widen(Ctx(P), info, lo0, hi0, list(why))
            out_lo[j], out_hi[j] = v
        lo[rows] = out_lo[inv] * pack_lo
        hi[rows] = out_hi[inv] * pack_hi
        with np.errstate(invalid="ignore", divide="ignore"):  # (estimate._training: the fast end at range_fast_mfu_max)
            floor = fast_end_floor(ctx, info, compute_s, used, peak)
        if floor is not None:
            bound = np.isfinite(floor) & (compute_s > 0) & (peak > 0) & (lo < floor)
            lo = np.where(bound, np.minimum(floor, 1.0), lo)
    size = checkpoint_bytes(ctx, info)
    write_s = np.full(n, np.nan) if P.local_nvme is None else size / (P.local_nvme[0] * 1e6 * nodes)

    nan = np.full(n, np.nan)
    out = {
        "wall_hours": wall_s / 3600, "gpu_hours": wall_s * G / 3600, "flops": flops, "mfu": mfu,
        "scaling_efficiency": scale, "memory_per_gpu_gb": p_mem,
        "tokens_per_s": units_per_s if info.unit_name == "tokens" else nan,
        "qps_per_replica": nan, "replicas_needed": nan, "gpus_per_replica": nan,
        "checkpoint_gb": np.full(n, size / 1e9), "checkpoint_write_s": write_s, "latency_s": nan,
        "data_read_mb_s": need, "range_low": lo, "range_high": hi,
    }
    dead = fallback
    figures = {}
    for name in FIGURES:
        a = np.array(np.broadcast_to(np.asarray(out[name], dtype=float), (n,)))
        a[dead] = np.nan
        figures[name] = a
    plan = np.where(dead, "", plan).astype(object)
    return TrainingTable(figures, p_fits & ~dead, plan, dead.copy())


def _llm_line_rate(ctx: Ctx, info: JobInfo, rows_on: np.ndarray, inter: np.ndarray, gbps: np.ndarray, eff0: np.ndarray, peak: np.ndarray, intra: np.ndarray,
                   used: np.ndarray, frac: np.ndarray, zero: np.ndarray, nodes: np.ndarray, base_k: float,
                   extra_k: float) -> np.ndarray:
    """training._llm_line_rate over the rows at once: the cross-node factor at most what each server's network
    carries at its line rate (exchange.llm_exchange_terms), with one server's modelled speed capped as
    speed_per_gpu caps it at the server's own scaling."""
    rows = np.flatnonzero(rows_on)
    if not len(rows):
        return inter
    job, P = info.job, ctx.P
    with np.errstate(invalid="ignore"):
        bw = np.where(gbps[rows] > 0, gbps[rows], np.nan)  # (the instance's own fabric only: exchange.llm_exchange)
    example = padded_example_tokens(job, seq_of(info), P.defaults["finetune_packed_default"].value
                                    if "finetune_packed_default" in P.defaults else None)
    ft = None if job.global_batch_tokens else finetune_batch_tokens(ctx, job.task, job.method, seq_of(info), example)
    batch = global_batch_tokens(ctx, info.active, job.global_batch_tokens or ft)
    with np.errstate(invalid="ignore", divide="ignore"):
        eff = np.minimum(eff0[rows], np.minimum(ctx.d("mfu_max") / np.maximum(intra[rows], 1e-9), 1.0) * peak[rows])
        per_token = float(info.flops_per_unit or 0.0) * (1.0 + frac[rows] * extra_k / base_k)
        compute = per_token * batch / (used[rows] * eff * 1e12 * intra[rows])
        f = llm_exchange_terms(ctx, info.params, job.method, job.precision, zero[rows] == 3,
                               nodes[rows].astype(float), bw, compute)[0]
    good = np.isfinite(f) & (bw > 0) & (f < inter[rows])
    out = inter.copy()
    out[rows[good]] = f[good]
    return out


def _plan_code(method: str, tp: int, z: int, gpus: int, recompute: bool) -> str:
    """The plan's code as estimate._train_plans names it."""
    if method == "full":
        code = ("single" if gpus == 1 else "dp") if z == 0 else f"zero{z}"
        if tp > 1:
            code = f"tp{tp}" if z == 0 else f"tp{tp}+zero{z}"
    else:
        code = method + (f"+tp{tp}" if tp > 1 else "") + ("+zero3" if z == 3 else "")
    return code + ("+recompute" if recompute else "")
