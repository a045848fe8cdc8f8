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
from dataclasses import asdict, dataclass, replace
from typing import Any, NamedTuple

from .catalog import Catalog
from .jsonout import finite  # noqa: F401 (E.finite: the JSON-safe copy, shared)
from .names import normalise
from .tableio import closest

TASKS = ("train", "finetune", "inference")
WORKLOADS = ("llm", "cv", "recsys", "rl")
METHODS = ("full", "lora", "qlora")
PRECISIONS = ("bf16", "fp16", "fp32", "fp8")
LANGUAGES = ("en", "zh")
INTRA_LINKS = ("nvlink", "pcie", "infinity_fabric")
NETWORKS = ("rdma", "tcp_25g", "standard")
# Preset kind (models.csv) -> workload profile.
_KIND_WORKLOAD = {"llm": "llm", "nlp-encoder": "llm", "vision": "cv", "detection": "cv", "diffusion": "cv"}


from .estimate_data import (Assumption, ConfigEstimate, EstimateError, GpuSpec, Job, Prepared,  # noqa: E402,F401
                            ReferenceRun, SpotOverhead, bad_input, bytes_w, Ctx, fmt, gb, int_arg, num, positive,
                            parse_quantity, prepare)
from .estimate_range import range_factor_table, range_why, range_why_cluster, range_widen, top_dp_x_of  # noqa: E402,F401
from .estimate_serving import inference_estimate  # noqa: E402,F401
from .estimate_memory import activation_bytes, pick_plan, MemoryPlan, train_plans, train_states  # noqa: E402,F401
from .estimate_spot import spot_overhead, spot_parts  # noqa: E402,F401
from .estimate_speed import (default_network, dp_comm, inter_node_efficiency, interp, intra_node_efficiency, mfu_row, dense_peak,  # noqa: E402,F401
                             series, speed_per_gpu)


# --------------------------------------------------------------------------- the job


def job_from_preset(cat: Catalog | Prepared, preset_id: str, **overrides) -> Job:
    """A Job for a models.csv preset (params, active params, workload from the preset); overrides win."""
    P = prepare(cat)
    pid = P.model_index.get(normalise(preset_id))
    if pid is None:
        raise bad_input("preset", "unknown_preset", preset_id, closest=closest(preset_id, list(P.models)))
    m = P.models[pid]
    base: dict[str, Any] = {"preset": pid, "params": float(m["params_total"]),
                            "workload": _KIND_WORKLOAD.get(str(m["kind"]), "llm")}
    act = num(m.get("params_active"))
    if act is not None:
        base["params_active"] = act
    base.update(overrides)
    return Job(**base)


@dataclass(frozen=True)
class Arch:
    layers: int
    hidden: int
    kv_elems_per_token_layer: float  # K and V elements stored per token and layer
    vocab: int
    seq_len: int
    from_preset: bool


@dataclass(frozen=True)
class JobInfo:
    job: Job
    params: float
    active: float
    arch: Arch | None
    flops_per_unit: float | None  # train FLOPs per token/sample (6N, 3 x forward...) before recompute
    units: float | None  # tokens or samples over all epochs
    unit_name: str  # "tokens" | "samples"
    bytes_read: float | None  # dataset bytes over all epochs
    used: dict
    warnings: tuple
    model_id: str | None = None  # models.csv preset, for measured throughput (throughput.csv)
    fwd_flops: float | None = None  # vision: forward FLOPs per sample


def _choice(name: str, v, allowed: tuple[str, ...]) -> str:
    if v not in allowed:
        raise bad_input(name, "not_allowed", v, allowed=list(allowed))
    return v


def job_info(P: Prepared, job: Job) -> JobInfo:
    info = P.job_cache.get(job)
    if info is None:
        info = _build_job_info(P, job)
        with P.lock:
            if len(P.job_cache) > 256:
                P.job_cache.clear()
            P.job_cache[job] = info
    return info


def _build_job_info(P: Prepared, job: Job) -> JobInfo:
    _choice("task", job.task, TASKS)
    _choice("workload", job.workload, WORKLOADS)
    _choice("method", job.method, METHODS)
    _choice("precision", job.precision, PRECISIONS)
    _choice("text_language", job.text_language, LANGUAGES)
    for name in ("tokens", "dataset_gb", "samples", "epochs", "qps", "input_tokens", "output_tokens",
                 "p95_latency_s", "flops_per_sample", "params_active"):
        positive(name, getattr(job, name))
    positive("seq_len", job.seq_len, integer=True)
    if job.method != "full" and job.task == "train":
        job = replace(job, task="finetune")
    ctx = Ctx(P)
    model = None
    if job.preset is not None:
        pid = P.model_index.get(normalise(job.preset))
        if pid is None:
            raise bad_input("preset", "unknown_preset", job.preset, closest=closest(job.preset, list(P.models)))
        model = P.models[pid]
        ctx.note("preset", pid, "", f"models.csv {pid}: {model['source']}")
    params = job.params if job.params is not None else (None if model is None else float(model["params_total"]))
    params = positive("params", params, allow_none=False)
    active = job.params_active
    if active is None and model is not None and (job.params is None or job.params == float(model["params_total"])):
        active = num(model.get("params_active"))
    active = params if active is None else min(float(active), params)
    if active < params:
        ctx.note("params_active", active, "parameters", "job (mixture of experts: FLOPs use the active parameters)")

    seq = _seq_len(ctx, job, model)
    arch = _arch(ctx, job, model, params, seq) if job.workload == "llm" else None

    if job.task == "inference":
        return JobInfo(job, params, active, arch, None, None, "tokens", None, ctx.used, tuple(ctx.warnings))

    if job.reference_run is not None:
        rr = job.reference_run
        if len(rr) != 3:
            raise bad_input("reference_run", "not_allowed", rr, allowed=["(gpu, gpus, hours)"])
        P.gpu(str(rr[0]))
        positive("reference_run.gpus", rr[1], integer=True, allow_none=False)
        positive("reference_run.hours", rr[2], allow_none=False)

    epochs = float(job.epochs)
    units = None
    unit_name = "tokens" if job.workload == "llm" else "samples"
    bytes_read = None
    flops_per_unit = None
    fwd = None
    if job.workload == "llm":
        if job.tokens is not None:
            per_pass = job.tokens
            bpt = _bytes_per_token(ctx, job)
            bytes_read = per_pass * bpt * epochs
        elif job.dataset_gb is not None:
            bpt = _bytes_per_token(ctx, job)
            per_pass = job.dataset_gb * 1e9 / bpt
            bytes_read = job.dataset_gb * 1e9 * epochs
        else:
            per_pass = None
        if per_pass is not None:
            units = per_pass * epochs
        k = ctx.d("train_flops_per_param_token") if job.method == "full" else ctx.d("lora_flops_per_param_token")
        flops_per_unit = k * active
        if arch is not None and arch.seq_len:
            attn = (ctx.d("attention_flops_per_token_layer_hidden_seq") * arch.layers * arch.hidden * arch.seq_len
                    * k / ctx.d("train_flops_per_param_token"))
            flops_per_unit += attn
            ctx.note("attention_flops_per_token", attn, "FLOPs",
                     "attention_flops_per_token_layer_hidden_seq x layers x hidden x seq_len (x 4/6 for LoRA)")
    elif job.workload == "cv":
        fwd = job.flops_per_sample
        if fwd is None and model is not None and num(model.get("forward_gflops")) is not None:
            fwd = float(model["forward_gflops"]) * 1e9
            if str(model.get("gflops_convention")) == "macs":
                fwd *= ctx.d("macs_to_flops")
            ctx.note("forward_flops_per_sample", fwd, "FLOPs", f"models.csv {model['preset_id']}: {model['source']}")
        if job.samples is not None:
            per_pass = job.samples
            bytes_read = per_pass * ctx.d("image_bytes_per_sample") * epochs
        elif job.dataset_gb is not None:
            per_pass = job.dataset_gb * 1e9 / ctx.d("image_bytes_per_sample")
            bytes_read = job.dataset_gb * 1e9 * epochs
        elif job.tokens is not None:
            raise bad_input("tokens", "not_allowed", "tokens", allowed=["samples", "dataset_gb"], workload="cv")
        else:
            per_pass = None
        if per_pass is not None:
            units = per_pass * epochs
        if fwd is not None:
            flops_per_unit = fwd * ctx.d("vision_train_flops_factor")
        elif job.reference_run is None and not (model is not None and any(
                r["model"] == str(model["preset_id"]) for r in P.throughput)):
            # (a model with a measured throughput, e.g. Stable Diffusion from its published A100 hours, needs no
            # FLOP count: its rate is measured; its utilisation is then not known)
            raise bad_input("flops_per_sample", "missing_input", None, workload="cv")
    else:  # recsys, rl: a dense network of `active` parameters per sample (or token), like 6ND
        fwd = None
        per_pass = job.samples if job.samples is not None else job.tokens
        unit_name = "samples" if job.samples is not None else "tokens"
        if per_pass is None and job.dataset_gb is not None and job.reference_run is None:
            raise bad_input("samples", "missing_input", None, workload=job.workload)
        if job.dataset_gb is not None:
            bytes_read = job.dataset_gb * 1e9 * epochs
        if per_pass is not None:
            units = per_pass * epochs
        if job.workload == "recsys":
            share = ctx.d("recsys_dense_param_share")
            flops_per_unit = ctx.d("train_flops_per_param_token") * active * share
            ctx.note("profile_flops_rule", f"{fmt(ctx.d('train_flops_per_param_token'))} x dense params per sample "
                     f"(dense = {fmt(share)} x params; embeddings are looked up, not multiplied)", "",
                     "assumption for the recsys profile (docs/estimates.md); a reference run is better")
        else:
            flops_per_unit = ctx.d("train_flops_per_param_token") * active
            ctx.note("profile_flops_rule", f"{fmt(ctx.d('train_flops_per_param_token'))} x active params per sample",
                     "", f"assumption for the {job.workload} profile (docs/estimates.md); a reference run is better")
    if units is None and job.reference_run is None:
        raise bad_input("tokens" if job.workload == "llm" else "samples", "missing_input", None, workload=job.workload)
    if job.epochs != 1.0 or job.dataset_gb is not None:
        ctx.note("epochs", epochs, "passes", "job")

    if job.task == "train" and job.workload == "llm" and units is not None:
        ratio = units / params
        opt = ctx.d("chinchilla_tokens_per_param")
        far = ctx.d("chinchilla_far_factor")
        if ratio < opt / far or ratio > opt * far:
            ctx.warn("chinchilla_far", tokens_per_param=ratio, optimal=opt)
    return JobInfo(job, params, active, arch, flops_per_unit, units, unit_name, bytes_read, ctx.used,
                    tuple(ctx.warnings), None if model is None else str(model["preset_id"]),
                    fwd if job.workload == "cv" else None)


def _seq_of(info: JobInfo) -> int:
    """The training sequence length the speed model sees (0: none, e.g. vision)."""
    return int(info.arch.seq_len) if info.arch is not None and info.arch.seq_len else 0


def _bytes_per_token(ctx: Ctx, job: Job) -> float:
    if job.text_language == "zh":
        v = ctx.d("text_bytes_per_char_zh") * ctx.d("text_chars_per_token_zh")
        ctx.note("text_bytes_per_token", v, "bytes/token", "text_bytes_per_char_zh x text_chars_per_token_zh")
        return v
    v = ctx.d("text_bytes_per_token_en")
    ctx.note("text_bytes_per_token", v, "bytes/token", ctx.used["text_bytes_per_token_en"].source)
    return v


def _seq_len(ctx: Ctx, job: Job, model: dict | None) -> int:
    if job.seq_len is not None:
        return int(job.seq_len)
    name = "finetune_seq_len_default" if job.task == "finetune" or job.method != "full" else "train_seq_len_default"
    if job.task == "inference":
        return 0
    seq = int(ctx.d(name))
    if model is not None and num(model.get("max_seq_len")) is not None:
        seq = min(seq, int(model["max_seq_len"]))
    ctx.note("seq_len", seq, "tokens", f"{name} (capped at the preset's context)" if model is not None else name)
    return seq


def _arch(ctx: Ctx, job: Job, model: dict | None, params: float, seq: int) -> Arch:
    if model is not None and num(model.get("n_layers")) and num(model.get("hidden_size")):
        L, h = int(model["n_layers"]), int(model["hidden_size"])
        heads = num(model.get("n_heads")) or 1
        kvh = num(model.get("n_kv_heads"))
        hd = num(model.get("head_dim")) or h / heads
        if kvh is None:
            kv = ctx.d("kv_latent_dims_mla")
        else:
            kv = 2 * kvh * hd
        vocab = int(num(model.get("vocab_size")) or ctx.d("arch_vocab_default"))
        return Arch(L, h, kv, vocab, seq, True)
    r = ctx.d("arch_hidden_per_layer")
    k = ctx.d("arch_params_per_layer_hidden_sq")
    L = max(1, round((params / (k * r * r)) ** (1 / 3)))
    h = max(1, round(math.sqrt(params / (k * L))))
    vocab = int(ctx.d("arch_vocab_default"))
    ctx.note("architecture", f"{L} layers x {h} hidden (MHA)", "", "derived from params: N = 12 L h^2, h = 128 L")
    return Arch(L, h, 2.0 * h, vocab, seq, False)


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
    raise bad_input("plan", "not_allowed", plan, allowed=[p.code for p in plans])


# --------------------------------------------------------------------------- estimate


def estimate_config(cat: Catalog | Prepared, job: Job, gpu: str, gpus_per_node: int, nodes: int = 1,
                    interconnect: str | None = None, network: str | None = None,
                    storage_read_mb_s: float | None = None, network_gbps: float | None = None) -> ConfigEstimate:
    """Estimate ``job`` on ``nodes`` × ``gpus_per_node`` × ``gpu``.

    ``interconnect`` overrides the GPU's intra-node link (nvlink/pcie/infinity_fabric); ``network`` is the
    inter-node class (rdma/tcp_25g/standard; default: seed 000's rule by GPU count, stated).
    ``storage_read_mb_s`` is the read bandwidth available to the whole job (None: the data feed is not
    checked). ``network_gbps`` is the instance's own inter-node bandwidth (Gbit/s per node, e.g. from a
    per-instance fabric table); it replaces the class figure of network.csv in the cross-node factor.
    Raises EstimateError for impossible input.
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
        f = num(network_gbps)
        if f is None or isinstance(network_gbps, bool):
            raise bad_input("network_gbps", "not_a_number", network_gbps)
        if not f > 0 or not math.isfinite(f):
            raise bad_input("network_gbps", "below_min", fmt(f), min=0, exclusive=True)
        ctx.net_gbps = f
        if nodes > 1:
            ctx.note("network_gbps", f, "Gbps", "caller (the instance's inter-node bandwidth)")

    link = interconnect if interconnect not in (None, "") else (spec.interconnect or "pcie")
    _choice("interconnect", link, INTRA_LINKS)
    if link == "nvlink" and spec.interconnect == "pcie" and not spec.nvlink_gbs and G > 1:
        ctx.warn("interconnect_not_supported", gpu=spec.name, interconnect=link)
        link = "pcie"
    net = None
    if nodes > 1:
        if network in (None, ""):
            net = default_network(P, G)
            ctx.note("network", net, "", "network.csv: seed 000 recommend_network by GPU count (budget not known)")
        else:
            net = _choice("network", network, NETWORKS)
    storage = num(storage_read_mb_s)
    if storage is not None and storage <= 0:
        raise bad_input("storage_read_mb_s", "below_min", fmt(storage), min=0, exclusive=True)

    if job.task == "inference":
        return inference_estimate(ctx, info, spec, gpn, nodes, link, net)
    return _training(ctx, info, spec, gpn, nodes, link, net, storage)


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
    return (job.task, job.workload, job.method, job.precision, job.recompute, job.reference_run, info.params,
            info.active, info.arch, info.flops_per_unit, info.units is None, info.model_id, info.fwd_flops)


def _recorded(ctx: Ctx, step) -> tuple:
    """``step(c)`` run on a fresh context: (its value, the assumptions and the warnings it recorded)."""
    rec = Ctx(ctx.P)
    rec.net_gbps = ctx.net_gbps
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
    key = (_shape_key(info), spec.name, gpn, nodes, link, net, ctx.net_gbps)
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
    else:
        if measured is not None and info.units is not None:
            rate, row_gpus, row_intra = measured
            compute_s = info.units / (rate * used * intra / row_intra * inter)
            # the utilisation the measured rate implies, never above 1 (a FLOP count off by its convention)
            mfu = min(1.0, flops / compute_s / used / (peak * 1e12)) if flops is not None else None
        else:
            if flops is None:  # a job without a reference run always has its FLOPs (job_info refuses it otherwise)
                raise bad_input("tokens" if job.workload == "llm" else "samples", "missing_input", None,
                           workload=job.workload)
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
    if not plan.fits:
        ctx.warn("does_not_fit", gpu=spec.name, gpus=G, memory_gb=plan.mem_gb, capacity_gb=spec.memory_gb)
    used = plan.used_per_node * nodes
    if used < G:
        ctx.warn("idle_gpus", gpus=G, used=used, tp=plan.tp)

    intra = intra_node_efficiency(ctx, link, job.workload, plan.used_per_node)
    inter = inter_node_efficiency(ctx, net, job.workload, nodes, gbps=ctx.net_gbps) if nodes > 1 else 1.0
    if nodes > 1 and job.workload == "llm" and "dp_comm_k_llm" in ctx.P.defaults and job.reference_run is None:
        inter *= dp_comm(ctx, spec, job.precision, G, nodes, info.active)
    scale = intra * inter
    mfu: float | None
    eff, mfu, peak = speed_per_gpu(ctx, spec, job.precision, job.workload, info.active, scale=scale, seq=_seq_of(info))
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
        r_eff, _, _ = speed_per_gpu(ctx, rspec, job.precision, job.workload, info.active, key="ref", scale=r_scale,
                             seq=_seq_of(info))
        ref = (rh, rn, r_eff, r_scale)
        ctx.note("reference_run", f"{fmt(float(rh))} h on {rn} x {rspec.name}", "",
                 "job; scaled by GPUs x roofline speed x scaling efficiency")
    elif job.workload == "cv":
        m = _measured_rate(ctx, info, spec, job.precision, plan.used_per_node, link)
        if m is not None:  # (a job without a reference run has its units: job_info refuses it otherwise)
            measured = (*m, intra_node_efficiency(ctx, link, "cv", m[1], record=False))
    return _Head(plan, used, intra, inter, scale, eff, mfu, peak, base_k, extra_k, per_unit, ref, measured)


def _measured_rate(ctx: Ctx, info: JobInfo, spec: GpuSpec, precision: str, used_per_node: int,
                   link: str) -> tuple[float, int] | None:
    """Measured samples/s per GPU for a vision job (throughput.csv) and the GPU count of the measurement.

    The job's own model when it has a row, else a measured model scaled by forward FLOPs; the job's GPU
    when measured, else the measured GPU nearest in peak scaled by the roofline speed (cv profile)."""
    rows = ctx.P.throughput
    if not rows:
        return None
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
            f = num(m.get("forward_gflops"))
            if f is not None:
                f *= 1e9 * (ctx.d("macs_to_flops") if str(m.get("gflops_convention")) == "macs" else 1.0)
                ref = (r["model"], f)
                break
        if ref is None:
            return None
        cand = [r for r in cand if r["model"] == ref[0]]
        scale = ref[1] / info.fwd_flops
        ctx.note("throughput_flops_scaling", scale, "x", f"forward FLOPs of {ref[0]} / this model's (throughput.csv)")
        kind = str(ctx.P.models.get(info.model_id or "", {}).get("kind", ""))
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
    return row["samples_per_s"] / row["gpus"] * scale, int(row["gpus"])


def _checkpoint_bytes(ctx: Ctx, info: JobInfo) -> float:
    """Bytes of one checkpoint: the full training state, or the adapters and their optimizer states."""
    if info.job.method == "full":
        return ctx.d("checkpoint_bytes_per_param") * info.params
    return ctx.d("lora_trainable_fraction") * info.params * ctx.d("bytes_per_param_adam_mixed")


def checkpoint_gb(cat: Catalog | Prepared, job: Job) -> float | None:
    """Size in GB of one checkpoint of ``job``, the ``checkpoint_gb`` every configuration estimate of it gives (it
    does not depend on the hardware); None for a service, which writes none. Raises EstimateError for a job that
    cannot be estimated."""
    P = prepare(cat)
    info = job_info(P, job)
    if info.job.task == "inference":
        return None
    return _checkpoint_bytes(Ctx(P), info) / 1e9


def _checkpoint(ctx: Ctx, info: JobInfo, nodes: int) -> tuple[float, float | None]:
    size = _checkpoint_bytes(ctx, info)
    if ctx.P.local_nvme is None:
        return size / 1e9, None
    mb_s, src = ctx.P.local_nvme
    ctx.note("checkpoint_write_mb_s", mb_s, "MB/s per node",
             f"{src} (seed 001: checkpoints go to local NVMe; write speed taken equal to the read figure)")
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
