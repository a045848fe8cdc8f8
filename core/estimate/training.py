"""The estimation engine: training time, memory fit, inference throughput, data feed, checkpoints, spot.

Pure functions over a :class:`~gpu_advisor.core.catalog.Catalog`; no Qt, no I/O, no sentences. Results
are frozen dataclasses of numbers and codes, and every figure carries the assumptions behind it
(``assumptions``: name -> :class:`Assumption` with value, unit and source) so the GUI and the
proposal can show them. The formulas and the calibration are explained in ``docs/estimates.md``.

Entry points:

* :class:`Job` (what to run) and :func:`job_from_preset`;
* :func:`estimate_config` (one hardware configuration; cheap after the one-time :func:`prepare`);
* :func:`smallest_fit` (the smallest GPU count and parallelism plan that fits);
* :func:`spot_overhead` (Young/Daly checkpoint interval and expected extra time on spot);
* :func:`parse_quantity` ("7B", "2e12", "7000000000" -> float), for the command line and forms;
* :func:`finite` (a JSON-safe copy: non-finite numbers become None).

Training estimates carry an 80% range (``gpu_hours_range``, ``wall_hours_range``) from the leave-one-out
errors of ``bench/accuracy.py``, widened where the estimate extrapolates (``range_extrapolates`` in the
assumptions says why). GPU memory is in the cards' unit, GiB (``gpu_memory_bytes_per_gb``).

Errors: input that cannot be estimated raises :class:`EstimateError`, a
:class:`~gpu_advisor.core.problems.CatalogError` whose problems carry ``file`` = the Job field or
argument at fault (``"params"``, ``"gpu"``, ``"gpus_per_node"``...; ``"defaults.csv"`` etc. for a
catalog row the user deleted), a ``code`` (``below_min``, ``not_allowed``, ``unknown_gpu``,
``unknown_preset``, ``missing_input``, ``gpu_no_compute_figures``...), the offending ``value`` and a
``detail`` dict. The command line turns them into one line each (``gpu_advisor.messages``).

Threading: :func:`prepare` caches one preparation per catalog in the catalog's cache (``catalog.cached``; a
Catalog is immutable, so it is never stale); all functions are safe to call from a worker thread.
"""

from __future__ import annotations

import math
import threading
import weakref
from dataclasses import asdict, fields, replace
from typing import Any, NamedTuple

from ..catalog import Catalog

from ..base import BelowMin, finite_float, MissingInput, NotAllowed, NotANumber
from .data import (Assumption, bad_input, ConfigEstimate, Ctx, EstimateError, fmt, gb, GpuSpec, int_arg, Job, JobInfo,
                   prepare, Prepared)
from .ranges import fast_end_floor, fast_end_name, range_factor_table
from .serving import inference_estimate
from .memory import pick_plan, MemoryPlan, train_plans
from .vision import note_vision_activations, warn_global_batch
from .exchange import image_exchange, llm_exchange, llm_exchange_rows
from .loading import bounds_data_loading, data_loading_bound, workers_on
from .packing import packing, padded_example_tokens
from .speed import (PRECISION_FALLBACKS, default_network, dp_comm, inter_node_efficiency, intra_node_efficiency, dense_peak, is_decoder, speed_per_gpu,
                    note_global_batch, finetune_batch_tokens, dp_exchange_share, global_batch_tokens)
from .job import (INTRA_LINKS, NETWORKS, choice, job_info, reference_run_mfu, seq_of)


# --------------------------------------------------------------------------- speed: estimate_speed.py
# --------------------------------------------------------------------------- memory: estimate_memory.py


def memory_per_gpu_gb(cat: Catalog | Prepared, job: Job, gpus: int, plan: str,
                      gpus_per_node: int | None = None) -> float:
    """Memory per GPU (in the cards' GB, see ``gpu_memory_bytes_per_gb``) of ``job`` under a named
    training plan on ``gpus`` GPUs (``+recompute`` = full recomputation); for charts and tests."""
    P = prepare(cat)
    info = job_info(P, job)
    ctx = Ctx(P, info.used)
    gpn = gpus if gpus_per_node is None else gpus_per_node
    plans = train_plans(ctx, info, gpus, gpn, float("inf"), variants=True)
    for p in plans:
        if p.code == plan:
            return p.mem_gb
    raise bad_input("plan", NotAllowed(allowed=[p.code for p in plans]), plan)


# --------------------------------------------------------------------------- estimate


def estimate_config(cat: Catalog | Prepared, job: Job, gpu: str, gpus_per_node: int, nodes: int = 1,
                    interconnect: str | None = None, network: str | None = None,
                    storage_read_mb_s: float | None = None, network_gbps: float | None = None,
                    vcpus: float | None = None) -> ConfigEstimate:
    """Estimate ``job`` on ``nodes`` × ``gpus_per_node`` × ``gpu``.

    ``interconnect`` overrides the GPU's intra-node link (nvlink/pcie/infinity_fabric); ``network`` is the
    inter-node class (rdma/tcp_25g/standard; default: seed 000's rule by GPU count, stated).
    ``storage_read_mb_s`` is the read bandwidth available to the whole job (None: the data feed is not
    checked). ``network_gbps`` is the instance's own inter-node bandwidth (Gbit/s per node, e.g. from a
    per-instance fabric table); it replaces the class figure of network.csv in the cross-node factor.
    ``vcpus`` is the server's vCPUs (per node): a detector's data-loader workers per GPU are then YOLOv5's
    ``vCPUs // gpus_per_node`` where that is fewer than ``data_loader_workers_per_gpu`` (None: that default;
    loading.py). Other jobs do not read it. Raises EstimateError for impossible input.
    """
    P = prepare(cat)
    gpn = int_arg("gpus_per_node", gpus_per_node)
    nodes = int_arg("nodes", nodes)
    spec = P.gpu(gpu)
    info = job_info(P, job)
    job = info.job
    ctx = Ctx(P, info.used)
    ctx.warnings.extend(info.warnings)
    G = gpn * nodes
    if network_gbps is not None:
        f = finite_float(network_gbps)
        if f is None or isinstance(network_gbps, bool):
            raise bad_input("network_gbps", NotANumber(), network_gbps)
        if not f > 0 or not math.isfinite(f):
            raise bad_input("network_gbps", BelowMin(min=0, exclusive=True), fmt(f))
        ctx.net_gbps = f
        if nodes > 1:
            ctx.note("network_gbps", f, "Gbps", "caller (the instance's inter-node bandwidth)")
    if vcpus is not None:
        v = finite_float(vcpus)
        if v is None or isinstance(vcpus, bool):
            raise bad_input("vcpus", NotANumber(), vcpus)
        if not v > 0 or not math.isfinite(v):
            raise bad_input("vcpus", BelowMin(min=0, exclusive=True), fmt(v))
        if job.task != "inference" and bounds_data_loading(P, info):
            # (the default's value read, not recorded: the figures are listed only where the bound binds)
            ctx.loader_workers = int(workers_on(float(P.defaults["data_loader_workers_per_gpu"].value), v,
                                                gpn)) or None

    link = interconnect if interconnect not in (None, "") else (spec.interconnect or "pcie")
    choice("interconnect", link, INTRA_LINKS)
    if link == "nvlink" and spec.interconnect == "pcie" and not spec.nvlink_gbs and G > 1:
        ctx.warn("interconnect_not_supported", gpu=spec.name, interconnect=link)
        link = "pcie"
    net = None
    if nodes > 1:
        if network in (None, ""):
            net = default_network(P, G)
            ctx.note("network", net, "", "network.csv: seed 000 recommend_network by GPU count (budget not known)")
        else:
            net = choice("network", network, NETWORKS)
    storage = finite_float(storage_read_mb_s)
    if storage is not None and storage <= 0:
        raise bad_input("storage_read_mb_s", BelowMin(min=0, exclusive=True), fmt(storage))

    if job.task == "inference":
        return _serving(ctx, info, spec, gpn, nodes, link, net)
    return _training(ctx, info, spec, gpn, nodes, link, net, storage)


# Serving estimates of the configurations already seen, per preparation, keyed on everything but the request rate:
# a job that changes only its queries per second (typed one key after another) reuses each configuration's replica
# split, batch and rate (the whole estimate but the replicas the rate needs), recorded and replayed as training's.
# Kept per rate-free job, for the jobs used last only: every new model size typed is a new job of ~260 entries, and
# a memo that grew to ~45 jobs (~36 MB of small objects, all dropped at once at its limit) lengthened the collector's
# full passes, which run during keystrokes; a rate typed reuses the entries of its own job, which stays.
_SERVE_MEMO: weakref.WeakKeyDictionary[Prepared, dict] = weakref.WeakKeyDictionary()
_SERVE_JOB_KEY: list[tuple[Any, Any]] = [(None, None)]
_SERVE_JOBS_KEPT = 24  # rate-free jobs (the ones used longest ago dropped), ~260 configurations of ~3 KB: ~19 MB


def _serving(ctx: Ctx, info: JobInfo, spec: GpuSpec, gpn: int, nodes: int, link: str,
             net: str | None) -> ConfigEstimate:
    """``inference_estimate`` with the rate-free part memoised: the same estimate, field for field."""
    memo = _SERVE_MEMO.get(ctx.P)
    if memo is None:
        with _TRAIN_LOCK:
            memo = _SERVE_MEMO.setdefault(ctx.P, {})
    last = _SERVE_JOB_KEY[0]  # the rate-free job of the job estimated last (its ~260 configurations in a row)
    if last[0] is not info:
        last = _SERVE_JOB_KEY[0] = (info, replace(info.job, qps=None))
    job_memo = memo.get(last[1])
    if job_memo is not None:
        if next(reversed(memo)) is not last[1]:  # (thread-safe enough: a job dropped meanwhile is estimated afresh)
            with _TRAIN_LOCK:
                if last[1] in memo:
                    memo[last[1]] = memo.pop(last[1])  # used last: dropped last
    else:
        with _TRAIN_LOCK:
            job_memo = memo.get(last[1])
            if job_memo is None:
                while len(memo) >= _SERVE_JOBS_KEPT:
                    del memo[next(iter(memo))]  # the job estimated longest ago
                job_memo = memo[last[1]] = {}
    key = (spec.name, gpn, nodes, link, net, ctx.net_gbps)
    part = job_memo.get(key)
    if part is None:
        part = _recorded(ctx, lambda c: inference_estimate(c, info, spec, gpn, nodes, link, net))
        with _TRAIN_LOCK:
            job_memo[key] = part
    est: ConfigEstimate = _replay(ctx, part)
    qps, rate = info.job.qps, est.qps_per_replica
    needed = math.ceil(qps / rate - 1e-9) if qps is not None and rate is not None and rate > 0 else None
    return estimate_with(est, replicas_needed=needed,
                         gpus_needed=None if needed is None or est.gpus_per_replica is None
                         else needed * est.gpus_per_replica,
                         assumptions=ctx.used, warnings=tuple(ctx.warnings))


_ESTIMATE_FIELDS = frozenset(f.name for f in fields(ConfigEstimate))


def estimate_with(est: ConfigEstimate, **changes: Any) -> ConfigEstimate:
    """``dataclasses.replace(est, **changes)`` for a ConfigEstimate (a frozen dataclass without ``__post_init__``
    or fields left out of ``__init__``): the same object field for field, made from a copy of its fields. Each
    configuration of a serving job takes one (~260 a job); ``replace`` (its field walk and the frozen
    ``__init__``'s ~40 ``object.__setattr__``) was ~2 ms of a new model size's ~18 ms."""
    unknown = changes.keys() - _ESTIMATE_FIELDS
    if unknown:
        raise TypeError(f"ConfigEstimate has no field {sorted(unknown)}")
    new = object.__new__(ConfigEstimate)
    new.__dict__.update(est.__dict__, **changes)
    return new


# Training estimates of the configurations already seen, per preparation, keyed on everything but the amount of
# data (_shape_key): a job that changes only its data size (or epochs) redoes the arithmetic, not the plans,
# speeds and ranges. Each entry holds the values and the assumptions and warnings their steps recorded, replayed in
# the order the steps run, so the estimate is the same object field for field as one computed afresh.
_TRAIN_MEMO: weakref.WeakKeyDictionary[Prepared, dict] = weakref.WeakKeyDictionary()
_TRAIN_MEMO_MAX = 8_000  # ~5 KB each (values, recorded assumptions): ~40 MB at most, 8 job shapes of ~1,000
_TRAIN_LOCK = threading.Lock()


class _Head(NamedTuple):
    """The data-size-invariant part of a training estimate (what ``_train_head`` works out)."""

    plan: MemoryPlan
    used: int
    intra: float
    inter: float
    scale: float
    eff: float
    mfu: float | None
    peak: float
    base_k: float
    extra_k: float
    per_unit: float | None  # training FLOPs per token/sample with the recomputation (None: no FLOPs or no units)
    ref: tuple[Any, int, float, float] | None  # reference run: (hours, GPUs, its speed per GPU, its scaling)
    # vision: (measured samples/s per GPU, GPUs of the measurement, their intra-node scaling)
    measured: tuple[float, int, float] | None


def _shape_key(info: JobInfo) -> tuple:
    """What a training estimate depends on besides the configuration, leaving out the amount of data."""
    job = info.job
    return (job.task, job.workload, job.method, job.precision, job.recompute, job.packed, job.global_batch_tokens,
            job.example_tokens, job.reference_run, info.params,
            info.active, info.arch, info.flops_per_unit, info.units is None, info.model_id, info.fwd_flops)


def _recorded(ctx: Ctx, step) -> tuple:
    """``step(c)`` run on a fresh context: (its value, the assumptions and the warnings it recorded)."""
    rec = Ctx(ctx.P)
    rec.net_gbps = ctx.net_gbps
    rec.loader_workers = ctx.loader_workers
    try:
        return step(rec), rec.used, tuple(rec.warnings)
    except EstimateError as exc:
        return exc, None, ()


def _replay(ctx: Ctx, part: tuple):
    """A recorded step's value, its assumptions and warnings added to ``ctx`` as if it had run there (a
    name recorded again keeps its place and takes the last value, as ``ctx.d``/``ctx.note`` do)."""
    value, used, warnings = part
    if used is None:
        raise value.with_traceback(None)
    ctx.used.update(used)
    ctx.warnings.extend(warnings)
    return value


def _training(ctx: Ctx, info: JobInfo, spec: GpuSpec, gpn: int, nodes: int, link: str, net: str | None,
              storage: float | None) -> ConfigEstimate:
    job = info.job
    G = gpn * nodes
    memo = _TRAIN_MEMO.get(ctx.P)
    if memo is None:
        with _TRAIN_LOCK:
            memo = _TRAIN_MEMO.setdefault(ctx.P, {})
    key = (_shape_key(info), spec.name, gpn, nodes, link, net, ctx.net_gbps, ctx.loader_workers)
    parts = memo.get(key)
    if parts is None:
        head = _recorded(ctx, lambda c: _train_head(c, info, spec, gpn, nodes, link, net))
        has_rate = head[1] is not None and head[0].measured is not None
        parts = (head, _recorded(ctx, lambda c: (range_factor_table(c, info, spec, G, has_rate, nodes),
                                                 _checkpoint(c, info, nodes))))
        with _TRAIN_LOCK:  # (a worker thread may estimate while another one does)
            if len(memo) >= _TRAIN_MEMO_MAX:
                memo.clear()
            memo[key] = parts
    h: _Head = _replay(ctx, parts[0])
    plan, used, intra, inter, scale, eff, mfu, peak = h[:8]
    flops = h.per_unit * info.units if h.per_unit is not None and info.units is not None else None
    measured = h.measured
    if h.ref is not None:  # the job's reference run
        rh, rn, r_eff, r_scale = h.ref
        compute_s = float(rh) * 3600 * (rn * r_eff * r_scale) / (used * eff * scale)
        if flops is not None and job.reference_run is not None:  # (after the head: it depends on the data's size)
            _check_reference_run(ctx, info, ctx.P.gpu(str(job.reference_run[0])), int(rn), float(rh), flops,
                                 r_eff * r_scale)
    else:
        if measured is not None and info.units is not None:
            rate, row_gpus, row_intra = measured
            compute_s = info.units / (rate * used * intra / row_intra * inter)
            # the utilisation the measured rate implies, never above 1 (a FLOP count off by its convention)
            mfu = min(1.0, flops / compute_s / used / (peak * 1e12)) if flops is not None else None
        else:
            if flops is None:  # a job without a reference run always has its FLOPs (job_info refuses it otherwise)
                raise bad_input("tokens" if job.workload == "llm" else "samples",
                                MissingInput(workload=job.workload), None)
            compute_s = flops / (used * eff * 1e12 * scale)
        if job.workload == "recsys" and info.units is not None:
            bw = (spec.bandwidth_gbs or 0.0) * 1e9 * ctx.d("inference_bandwidth_efficiency")
            if bw > 0:
                mem_s = info.units * ctx.d("recsys_bytes_per_sample") / (bw * used * scale)
                if mem_s > compute_s:
                    compute_s = mem_s
                    ctx.note("recsys_memory_bound", mem_s / 3600, "h",
                             "samples x recsys_bytes_per_sample / (memory bandwidth x inference_bandwidth_efficiency)")
    if job.method == "qlora":
        q = ctx.d("qlora_time_factor")
        compute_s *= q
    pack_t, pack_lo, pack_hi = packing(ctx, info)  # a padded fine-tune's time; an unknown packing's range
    compute_s *= pack_t
    if flops is not None and compute_s > 0 and peak:
        # One figure shown, one used (issue 28): the utilisation this time implies, so that time = FLOPs / (GPUs x
        # peak x mfu x scaling) holds with QLoRA's and padding's factors, a memory-bound step, a measured rate or
        # the reference run in it; never above 1
        mfu = min(1.0, flops / (compute_s * used * peak * 1e12 * scale))

    if mfu is not None:
        # a capped speed the job's own factors then lower (padding, recomputation, QLoRA): the warning gives the
        # utilisation shown beside the cap, one story with the Assumptions' GPU efficiency
        ctx.warnings[:] = [(c, {**w, "overall": mfu}) if c == "mfu_capped" and mfu < 0.95 * float(w.get("mfu", 0.0))
                           else (c, w) for c, w in ctx.warnings]
    # whether a fine-tune's overheads (padding, QLoRA) can come on top of the cap: a pre-training's words do not
    # mention them (expert25: "(a fine-tune's overheads come on top)" on a 125M pre-training)
    finetune = job.task == "finetune" or job.method != "full"
    ctx.warnings[:] = [(c, {**w, "finetune": finetune}) if c == "mfu_capped" else (c, w) for c, w in ctx.warnings]
    io_bound = False
    wall_s = compute_s
    need = None
    if info.bytes_read is not None:
        need = info.bytes_read / compute_s / 1e6
        if storage is not None:
            ctx.note("storage_read_mb_s", storage, "MB/s", "caller (storage read bandwidth for the whole job)")
            if need > storage:
                io_bound = True
                wall_s = info.bytes_read / (storage * 1e6)
                ctx.warn("io_bound", need_mb_s=need, storage_mb_s=storage)

    (lo, hi), (ck_gb, ck_s) = _replay(ctx, parts[1])
    lo, hi = lo * pack_lo, hi * pack_hi
    if (pack_lo, pack_hi) != (1.0, 1.0) and "range_factors" in ctx.used:
        # the range shown is the one used: the sheet said 0.471 - 1.86 x while the card, with the packing and
        # checkpointing answers' reach in it, said 42 minutes to 8.2 hours (0.16 - 1.86 x)
        was = ctx.used["range_factors"]
        ctx.note("range_factors", f"{lo:.3g} - {hi:.3g}", was.unit,
                 f"{was.source}; × {pack_lo:.3g} - {pack_hi:.3g} for the examples' packing and the checkpointing "
                 "left open (packing.py)")
    floor = fast_end_floor(ctx, info, compute_s, used, peak) if compute_s > 0 and peak else None
    if floor is not None and lo < floor:
        lo = min(floor, 1.0)  # (the estimate itself stays: its speed is capped at mfu_max already)
        name = fast_end_name(ctx) or "mfu_max"
        ctx.d(name)
        ctx.note("range_low_bound", lo, "x estimate",
                 f"gpu-advisor-derivation (the range's fast end at {name} of the dense peak for the model's FLOPs, "
                 "6ND: no published run is faster)")
        if "range_factors" in ctx.used:  # (the sheet's range is the one shown, as for the packing above)
            was = ctx.used["range_factors"]
            ctx.note("range_factors", f"{lo:.3g} - {hi:.3g}", was.unit,
                     f"{was.source}; the low end held at {name} of the peak (range_low_bound)")
    units_per_s = info.units / wall_s if info.units is not None else None
    wall_h, gpu_h = wall_s / 3600, wall_s * G / 3600
    return ConfigEstimate(
        gpu=spec.name, gpu_count=G, gpus_per_node=gpn, nodes=nodes, interconnect=link, network=net,
        task=job.task, workload=job.workload, precision=job.precision, plan=plan.code, tp=plan.tp,
        zero_stage=plan.zero, recompute=plan.recompute, fits=plan.fits, memory_per_gpu_gb=plan.mem_gb,
        memory_capacity_gb=spec.memory_gb, flops=flops, wall_hours=wall_h, gpu_hours=gpu_h,
        mfu=mfu, scaling_efficiency=scale,
        tokens_per_s=units_per_s if info.unit_name == "tokens" else None,
        samples_per_s=units_per_s if info.unit_name == "samples" else None,
        qps_per_replica=None, replicas_needed=None, gpus_per_replica=None, gpus_needed=None,
        batch_per_replica=None, latency_s=None, io_bound=io_bound, data_read_mb_s=need,
        storage_read_mb_s=storage, checkpoint_gb=ck_gb, checkpoint_write_s=ck_s,
        assumptions=ctx.used, warnings=tuple(ctx.warnings),
        gpu_hours_range=(gpu_h * lo, gpu_h * hi), wall_hours_range=(wall_h * lo, wall_h * hi),
        recompute_share=plan.recompute_frac, range_low=lo, range_high=hi)


def _train_head(ctx: Ctx, info: JobInfo, spec: GpuSpec, gpn: int, nodes: int, link: str,
                net: str | None) -> _Head:
    """Plan, scaling, speed, FLOPs per unit and the reference run's or the measured rate: everything of a training
    estimate that does not depend on the amount of data, recording its assumptions and warnings in order."""
    job = info.job
    G = gpn * nodes
    if job.method == "full":
        base_k = ctx.d("train_flops_per_param_token")
    else:
        base_k = ctx.d("lora_flops_per_param_token")
    extra_k = ctx.d("train_flops_per_param_token_recompute") - ctx.d("train_flops_per_param_token")
    plans = train_plans(ctx, info, G, gpn, spec.memory_gb)
    plan = pick_plan(ctx, plans, link, job.workload, nodes, net, (base_k + extra_k) / base_k)
    dp = nodes * (plan.used_per_node // max(plan.tp, 1))
    note_vision_activations(ctx, info, spec.memory_gb, gb(ctx), plan.images, dp)  # (a part of the memory line)
    if job.workload == "cv":  # past the largest global batch that keeps the accuracy, even at one image a GPU
        warn_global_batch(ctx, plan.images, dp)
    if not plan.fits:
        ctx.warn("does_not_fit", gpu=spec.name, gpus=G, memory_gb=plan.mem_gb, capacity_gb=spec.memory_gb)
    used = plan.used_per_node * nodes
    if used < G:
        ctx.warn("idle_gpus", gpus=G, used=used, tp=plan.tp)

    intra = intra_node_efficiency(ctx, link, job.workload, plan.used_per_node)
    exch = image_exchange(ctx, info, spec, plan.images, plan.used_per_node, plan.tp, nodes, net,
                          intra) if job.workload == "cv" else None
    # (an image model's exchange on its real network replaces the seed-derived slow-network penalty of scaling.csv)
    inter = inter_node_efficiency(ctx, net, job.workload, nodes, gbps=ctx.net_gbps,
                                  slow_penalty=exch is None) if nodes > 1 else 1.0
    if exch is not None:
        inter *= exch.factor
    example = padded_example_tokens(job, seq_of(info), ctx.P.defaults["finetune_packed_default"].value
                                    if "finetune_packed_default" in ctx.P.defaults else None)
    ft = None if job.global_batch_tokens else finetune_batch_tokens(ctx, job.task, job.method, seq_of(info), example)
    if job.workload == "llm" and "dp_comm_k_llm" in ctx.P.defaults and job.reference_run is None:
        note_global_batch(ctx, info.active, job.global_batch_tokens, ft, example)  # the job's input echoed (issue 28)
    if nodes > 1 and job.workload == "llm" and "dp_comm_k_llm" in ctx.P.defaults and job.reference_run is None:
        inter *= dp_comm(ctx, spec, job.precision, G, nodes, info.active, plan.tp, job.global_batch_tokens or ft,
                         dp_exchange_share(ctx, job.method))
        inter = _llm_line_rate(ctx, info, spec, plan, nodes, intra, inter, base_k, extra_k, ft)
    scale = intra * inter
    mfu: float | None
    eff, mfu, peak = speed_per_gpu(ctx, spec, job.precision, job.workload, info.active, scale=scale, seq=seq_of(info),
                                   method=job.method, moe=info.moe,
                                   decoder=is_decoder(ctx.P, info.model_id, job.workload))
    if nodes > 1:
        single = plan.used_per_node * intra
        if used * scale < single:
            ctx.warn("multi_node_slower", nodes=nodes, network=net)

    per_unit = None
    if info.flops_per_unit is not None and info.units is not None:
        per_unit = info.flops_per_unit
        if plan.recompute_frac > 0 and job.workload == "llm":
            per_unit *= 1.0 + plan.recompute_frac * extra_k / base_k
            ctx.note("recompute", plan.recompute_frac, "share of layers recomputed",
                     "memory needs it: the activations of that share of the layers are recomputed in the backward "
                     "pass (train_flops_per_param_token_recompute for all of them)")

    ref = measured = None
    if job.reference_run is not None:
        rg, rn, rh = job.reference_run
        rspec = ctx.P.gpu(str(rg))
        rn = int(rn)
        ref_gpn = min(rn, int(ctx.d("default_gpus_per_node")))
        ref_nodes = math.ceil(rn / ref_gpn)
        r_scale = intra_node_efficiency(ctx, rspec.interconnect or "pcie", job.workload, ref_gpn, record=False)
        if ref_nodes > 1:
            r_scale *= inter_node_efficiency(ctx, default_network(ctx.P, rn), job.workload, ref_nodes, record=False)
        said = len(ctx.warnings)
        r_eff, _, _ = speed_per_gpu(ctx, rspec, job.precision, job.workload, info.active, key="ref", scale=r_scale,
                             seq=seq_of(info), method=job.method, moe=info.moe,
                             decoder=is_decoder(ctx.P, info.model_id, job.workload))
        # the past run's GPU's precision fallback is said of that run (walk 25: "V100-32GB has no BF16; estimated
        # with FP16" beside an answer on A100s read as if an option ran on V100s)
        ctx.warnings[said:] = [(code, {**detail, "past_run": True}) if code in PRECISION_FALLBACKS else (code, detail)
                               for code, detail in ctx.warnings[said:]]
        ref = (rh, rn, r_eff, r_scale)
        ctx.note("reference_run", f"{fmt(float(rh))} h on {rn} x {rspec.name}", "",
                 "job; scaled by GPUs x roofline speed x scaling efficiency")
    elif job.workload == "cv":
        m = measured_rate(ctx, info, spec, job.precision, plan.used_per_node, link)
        if m is not None:  # (a job without a reference run has its units: job_info refuses it otherwise)
            measured = (*m, intra_node_efficiency(ctx, link, "cv", m[1], record=False))
    return _Head(plan, used, intra, inter, scale, eff, mfu, peak, base_k, extra_k, per_unit, ref, measured)


def _llm_line_rate(ctx: Ctx, info: JobInfo, spec: GpuSpec, plan: MemoryPlan, nodes: int, intra: float,
                   inter: float, base_k: float, extra_k: float, ft: float | None) -> float:
    """The cross-node factor of a language model's training, at most what the servers' network carries at its line
    rate (exchange.llm_exchange; expert26: a 3B pre-training on 64 x 8 A100 over 50 Gbit/s Ethernet was timed at 46%
    scaling, its gradients' all-reduce alone 1.9 s a step against 0.3 s of compute). The fitted terms hold where
    the network keeps up (the published runs' fabrics); the note says which bound."""
    if info.flops_per_unit is None or not llm_exchange_rows(ctx):
        return inter
    per_token = info.flops_per_unit * (1.0 + plan.recompute_frac * extra_k / base_k)
    batch = global_batch_tokens(ctx, info.active, info.job.global_batch_tokens or ft)
    got = llm_exchange(ctx, info, spec, plan.zero, plan.used_per_node * nodes, nodes, intra, per_token, batch)
    if got is None or got[0] >= inter:
        return inter
    f, exchange, compute, gbps = got
    ctx.note("scaling_line_rate", f, f"factor for {nodes} servers over {fmt(gbps)} Gbit/s",
             f"the step's exchange at the network's line rate, below the fitted cross-node factor {inter:.3g}: compute "
             f"/ (compute x (1 - dp_exchange_overlap_share) + max(compute x dp_exchange_overlap_share, exchange)); "
             f"exchange {exchange:.3g} s = (servers - 1) / servers x " + (
                 "(zero3_traffic_factor - 1) x weight bytes + gradient bytes (ZeRO-3)" if plan.zero == 3 else
                 "allreduce_traffic_factor x gradient bytes") + f" / {fmt(gbps)} Gbit/s; compute {compute:.3g} s = "
             "FLOPs per token x global batch / (GPUs x modelled speed x the server's scaling)")
    return f


def _check_reference_run(ctx: Ctx, info: JobInfo, rspec: GpuSpec, rn: int, rh: float, flops: float,
                         modelled_tflops: float) -> None:
    """A past run whose hours imply an overall utilisation (the job's FLOPs / (hours x GPUs x dense peak)) outside
    what published training runs reach (defaults reference_run_mfu_min .. mfu_max): the warning
    ``reference_run_implausible`` with both figures and the hours the modelled speed gives that run. The hours, the
    run's GPU or the job the FLOPs are counted for (model, data) are then wrong: 100 hours on one V100 for 90 passes
    over 50 GB of images with ResNet-50 is 2% of the peak, a tenth of the published rate (about 10 hours)."""
    if "reference_run_mfu_min" not in ctx.P.defaults:
        return
    implied = reference_run_mfu(ctx, rspec, rn, rh, flops, info.job.precision)
    if implied is None:
        return
    lo, hi = ctx.d("reference_run_mfu_min"), ctx.d("mfu_max")
    if lo <= implied <= hi:
        return
    expected = flops / (rn * modelled_tflops * 1e12) / 3600 if modelled_tflops > 0 else None
    ctx.warn("reference_run_implausible", implied_mfu=implied, mfu_min=lo, mfu_max=hi, ref_hours=rh,
             ref_gpu=rspec.name, ref_gpus=rn, expected_hours=expected, model=info.model_id)


def measured_rate(ctx: Ctx, info: JobInfo, spec: GpuSpec, precision: str, used_per_node: int,
                   link: str) -> tuple[float, int] | None:
    """Measured samples/s per GPU for a vision job (throughput.csv) and the GPU count of the measurement.

    The job's own model when it has a row, else a measured model scaled by forward FLOPs; the job's GPU
    when measured, else the measured GPU nearest in peak scaled by the roofline speed (cv profile)."""
    rows = ctx.P.throughput
    if not rows:
        return None
    kind = str(ctx.P.models.get(info.model_id or "", {}).get("kind", ""))
    prec = "fp32" if precision == "fp32" else "mixed"
    cand = [r for r in rows if r["precision"] == prec]
    scale = 1.0
    mine = [r for r in cand if info.model_id is not None and r["model"] == info.model_id]
    if mine:
        cand = mine
    else:
        if info.fwd_flops is None:
            return None
        ref = None
        for r in cand:
            m = ctx.P.models.get(r["model"])
            if m is None:
                continue
            f = finite_float(m.get("forward_gflops"))
            if f is not None:
                f *= 1e9 * (ctx.d("macs_to_flops") if str(m.get("gflops_convention")) == "macs" else 1.0)
                ref = (r["model"], f)
                break
        if ref is None:
            return None
        cand = [r for r in cand if r["model"] == ref[0]]
        scale = ref[1] / info.fwd_flops
        ctx.note("throughput_flops_scaling", scale, "x", f"forward FLOPs of {ref[0]} / this model's (throughput.csv)")
        if kind == "detection" and "detection_throughput_factor" in ctx.P.defaults:
            # a detector keeps its GPU less busy than a classifier at the same FLOPs (larger images, anchors,
            # loss and box post-processing, heavier data loading): measured on the same GPUs (defaults.csv)
            scale *= ctx.d("detection_throughput_factor")
    same = [r for r in cand if r["gpu"] == spec.name]
    if not same:
        peak = dense_peak(Ctx(ctx.P), spec, precision)

        def dist(r):
            try:
                return abs(math.log(dense_peak(Ctx(ctx.P), ctx.P.gpu(r["gpu"]), precision) / peak))
            except EstimateError:
                return math.inf
        best = min(cand, key=dist)
        if not math.isfinite(dist(best)):
            return None
        rspec = ctx.P.gpu(best["gpu"])
        mine_s, _, _ = speed_per_gpu(Ctx(ctx.P), spec, precision, "cv", info.active, key="x")
        ref_s, _, _ = speed_per_gpu(Ctx(ctx.P), rspec, precision, "cv", info.active, key="x")
        scale *= mine_s / ref_s
        same = [r for r in cand if r["gpu"] == best["gpu"]]
        ctx.note("throughput_gpu_scaling", mine_s / ref_s, "x",
                 f"roofline speed of {spec.name} / {rspec.name} (cv profile); no measurement on {spec.name}")
    fit = [r for r in same if r["gpus"] <= used_per_node] or [min(same, key=lambda r: r["gpus"])]
    row = max(fit, key=lambda r: r["gpus"])
    ctx.note("measured_throughput", row["samples_per_s"], f"samples/s on {row['gpus']} x {row['gpu']} ({prec})",
             f"throughput.csv: {row['source']}")
    rate = row["samples_per_s"] / row["gpus"] * scale
    if kind == "detection":
        rate = data_loading_bound(ctx, rate)
    return rate, int(row["gpus"])


def checkpoint_bytes(ctx: Ctx, info: JobInfo) -> float:
    """Bytes of one checkpoint: the full training state, or the adapters and their optimizer states."""
    if info.job.method == "full":
        return ctx.d("checkpoint_bytes_per_param") * info.params
    return ctx.d("lora_trainable_fraction") * info.params * ctx.d("bytes_per_param_adam_mixed")


def model_out_gb(cat: Catalog | Prepared, job: Job) -> float | None:
    """GB of what a training job's owner takes out of the cloud at the end: the trained weights in 16-bit
    (``bytes_per_param_bf16`` x parameters, the safetensors a model is shared as), or a LoRA/QLoRA fine-tune's
    adapters (``lora_trainable_fraction`` of them). Not the checkpoint: its optimizer states (16 bytes a parameter,
    ``checkpoint_bytes_per_param``) resume a run on the cloud's own disks and are not downloaded (expert25: a 32B
    full fine-tune's data transfer out was priced at 524 GB, 8 x its 65 GB of weights). None for a service."""
    P = prepare(cat)
    info = job_info(P, job)
    if info.job.task == "inference":
        return None
    ctx = Ctx(P)
    share = 1.0 if info.job.method == "full" else ctx.d("lora_trainable_fraction")
    return share * info.params * ctx.d("bytes_per_param_bf16") / 1e9


def checkpoint_gb(cat: Catalog | Prepared, job: Job) -> float | None:
    """Size in GB of one checkpoint of ``job``, the ``checkpoint_gb`` every configuration estimate of it gives (it
    does not depend on the hardware); None for a service, which writes none. Raises EstimateError for a job that
    cannot be estimated."""
    P = prepare(cat)
    info = job_info(P, job)
    if info.job.task == "inference":
        return None
    return checkpoint_bytes(Ctx(P), info) / 1e9


def _checkpoint(ctx: Ctx, info: JobInfo, nodes: int) -> tuple[float, float | None]:
    size = checkpoint_bytes(ctx, info)
    if ctx.P.local_nvme is None:
        return size / 1e9, None
    mb_s, src = ctx.P.local_nvme
    # (the storage row's citation last and whole: a ';' inside it would cut a citation of the catalog's in two)
    ctx.note("checkpoint_write_mb_s", mb_s, "MB/s per node",
             f"checkpoints go to local NVMe (seed 001); write speed taken equal to the read figure: {src}")
    return size / 1e9, size / (mb_s * 1e6 * nodes)


def smallest_fit(cat: Catalog | Prepared, job: Job, gpu: str, gpus_per_node: int | None = None,
                 max_nodes: int = 64, **kwargs) -> ConfigEstimate | None:
    """The smallest configuration (1, 2, 4... GPUs in one node, then whole nodes) on which ``job`` fits."""
    P = prepare(cat)
    gpn = int(gpus_per_node or P.defaults["default_gpus_per_node"].value)
    counts = [g for g in (1, 2, 4, 8, 16) if g < gpn] + [gpn]
    for g in counts:
        est = estimate_config(P, job, gpu, g, 1, **kwargs)
        if est.fits:
            return est
    for n in range(2, max_nodes + 1):
        est = estimate_config(P, job, gpu, gpn, n, **kwargs)
        if est.fits:
            return est
    return None


# --------------------------------------------------------------------------- spot: estimate_spot.py


def assumptions_as_dict(assumptions: dict[str, Assumption]) -> dict[str, dict]:
    """name -> {value, unit, source} (JSON-able)."""
    return {k: {kk: vv for kk, vv in asdict(a).items() if kk != "name"} for k, a in assumptions.items()}
