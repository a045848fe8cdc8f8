"""The job as the estimate engine sees it: inputs checked, the architecture, tokens or samples and bytes read.

``job_info(P, job)`` turns a :class:`Job` into a :class:`JobInfo` once per preparation (cached on it); the
memory, range, serving and training parts of the engine read the job through it.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from ..catalog import Catalog, closest, normalise

from ..base import (ADAPTER_METHODS, finite_float, KIND_WORKLOAD, Method, MethodNeedsLanguageModel, MissingInput,
                    NotAllowed, PresetKindMismatch, Precision, SERVED_KINDS, ServiceUse, ServingNeedsTextModel, Task,
                    UnknownPreset, values, WHOLE_FINETUNE_WORKLOADS, Workload)
from .data import Arch, Ctx, GpuSpec, Job, JobInfo, Prepared, bad_input, fmt, positive, prepare
from .layout import attention_layout, is_mla, nearest_llm_kv
from .photos import reference_bytes_row, resized
from .speed import dense_peak

TASKS = values(Task)
WORKLOADS = values(Workload)
METHODS = values(Method)
PRECISIONS = values(Precision)
SERVICE_USES = values(ServiceUse)
LANGUAGES = ("en", "zh")
INTRA_LINKS = ("nvlink", "pcie", "infinity_fabric")
NETWORKS = ("rdma", "tcp_25g", "standard")


# --------------------------------------------------------------------------- the job


def job_from_preset(cat: Catalog | Prepared, preset_id: str, **overrides) -> Job:
    """A Job for a models.csv preset (params, active params, workload from the preset); overrides win."""
    P = prepare(cat)
    pid = P.model_index.get(normalise(preset_id))
    if pid is None:
        raise bad_input("preset", UnknownPreset(closest=closest(preset_id, list(P.models))), preset_id)
    m = P.models[pid]
    base: dict[str, Any] = {"preset": pid, "params": float(m["params_total"]),
                            "workload": KIND_WORKLOAD.get(str(m["kind"]), "llm")}
    act = finite_float(m.get("params_active"))
    if act is not None:
        base["params_active"] = act
    base.update(overrides)
    return Job(**base)


def choice(name: str, v, allowed: tuple[str, ...]) -> str:
    if v not in allowed:
        raise bad_input(name, NotAllowed(allowed=list(allowed)), v)
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
    choice("task", job.task, TASKS)
    choice("workload", job.workload, WORKLOADS)
    choice("method", job.method, METHODS)
    choice("precision", job.precision, PRECISIONS)
    choice("text_language", job.text_language, LANGUAGES)
    if job.service_use is not None:
        choice("service_use", job.service_use, SERVICE_USES)
    for name in ("tokens", "dataset_gb", "samples", "epochs", "qps", "input_tokens", "output_tokens",
                 "p95_latency_s", "flops_per_sample", "params_active", "global_batch_tokens", "example_tokens", "image_mb"):
        positive(name, getattr(job, name))
    positive("seq_len", job.seq_len, integer=True)
    if job.method != "full" and job.task == "train":
        job = replace(job, task="finetune")
    ctx = Ctx(P)
    model = None
    if job.preset is not None:
        pid = P.model_index.get(normalise(job.preset))
        if pid is None:
            raise bad_input("preset", UnknownPreset(closest=closest(job.preset, list(P.models))), job.preset)
        model = P.models[pid]
        kind = str(model.get("kind"))
        if KIND_WORKLOAD.get(kind, job.workload) != job.workload:  # a ResNet-50 is never timed as a language model
            raise bad_input("workload", PresetKindMismatch(preset=pid, kind=kind), job.workload)
        if job.task == "inference" and kind not in SERVED_KINDS:
            raise bad_input("task", ServingNeedsTextModel(kind=kind), job.task)
        ctx.note("preset", pid, "", f"models.csv {pid}: {model['source']}")
    elif job.task == "inference" and job.workload != "llm":
        raise bad_input("task", ServingNeedsTextModel(kind=job.workload), job.task)
    if job.method in ADAPTER_METHODS and job.workload in WHOLE_FINETUNE_WORKLOADS and job.task != "inference":
        # adapters are a language model's (lora_flops_per_param_token, lora_trainable_fraction): an image model is
        # fine-tuned whole, never timed with a language model's adapter rules
        kind = str(model.get("kind")) if model is not None else job.workload
        raise bad_input("method", MethodNeedsLanguageModel(method=job.method, kind=kind), job.method)
    params = job.params if job.params is not None else (None if model is None else float(model["params_total"]))
    params = positive("params", params, allow_none=False)
    active = job.params_active
    if active is None and model is not None and (job.params is None or job.params == float(model["params_total"])):
        active = finite_float(model.get("params_active"))
    from_preset = model is not None and job.params_active in (None, finite_float(model.get("params_active")))
    active = params if active is None else min(float(active), params)
    if active < params:
        ctx.note("params_active", active, "parameters", ("preset" if from_preset else "job")
                 + " (mixture of experts: FLOPs use the active parameters)")

    seq = _seq_len(ctx, job, model) if job.workload == "llm" else 0  # (an image model has no sequence)
    # A mixture of experts without a preset architecture: its layers and width follow the parameters one token
    # meets (attention, the shared parts and the routed experts it uses), not the total, or attention FLOPs and
    # activation memory would be those of a dense model of the total size (issue 28, estimates v3.4).
    arch = _arch(ctx, job, model, active, seq, params) if job.workload == "llm" else None

    if job.task == "inference":
        return JobInfo(job, params, active, arch, None, None, "tokens", None, ctx.used, tuple(ctx.warnings))

    if job.reference_run is not None:
        rr = job.reference_run
        if len(rr) != 3:
            raise bad_input("reference_run", NotAllowed(allowed=["(gpu, gpus, hours)"]), rr)
        P.gpu(str(rr[0]))
        positive("reference_run.gpus", rr[1], integer=True, allow_none=False)
        positive("reference_run.hours", rr[2], allow_none=False)

    epochs = float(job.epochs)
    units = None
    unit_name = "tokens" if job.workload == "llm" else "samples"
    bytes_read = None
    stored_bytes: float | None = None
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
        elif job.samples is not None and seq:
            # A language model's samples are sequences: seq_len tokens each (the job's, else the default the note
            # "seq_len" names; a scenario's fine-tune examples are converted as Q&A pairs before they get here)
            per_pass = job.samples * seq
            ctx.note("tokens_per_sample", seq, "tokens", "seq_len (each sample one sequence of that many tokens)")
            bytes_read = per_pass * _bytes_per_token(ctx, job) * epochs
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
        if fwd is None and model is not None and finite_float(model.get("forward_gflops")) is not None:
            fwd = float(model["forward_gflops"]) * 1e9
            if str(model.get("gflops_convention")) == "macs":
                fwd *= ctx.d("macs_to_flops")
            ctx.note("forward_flops_per_sample", fwd, "FLOPs", f"models.csv {model['preset_id']}: {model['source']}")
        kind = "" if model is None else str(model.get("kind") or "")
        if job.samples is not None:
            per_pass = job.samples
            stored_bytes = per_pass * _image_bytes(ctx, job, kind)
        elif job.dataset_gb is not None:
            per_pass = job.dataset_gb * 1e9 / _image_bytes(ctx, job, kind)
            stored_bytes = job.dataset_gb * 1e9
        elif job.tokens is not None:
            raise bad_input("tokens", NotAllowed(allowed=["samples", "dataset_gb"], workload="cv"), "tokens")
        else:
            per_pass = None
        if per_pass is not None:
            units = per_pass * epochs
            # every pass reads the photos, or their small copies where they are resized once before the first
            bytes_read = per_pass * _read_image_bytes(ctx, job, kind) * epochs
        if fwd is not None:
            flops_per_unit = fwd * ctx.d("vision_train_flops_factor")
        elif job.reference_run is None and not (model is not None and any(
                r["model"] == str(model["preset_id"]) for r in P.throughput)):
            # (a model with a measured throughput, e.g. Stable Diffusion from its published A100 hours, needs no
            # FLOP count: its rate is measured; its utilisation is then not known)
            raise bad_input("flops_per_sample", MissingInput(workload="cv"), None)
    else:  # recsys, rl: a dense network of `active` parameters per sample (or token), like 6ND
        fwd = None
        per_pass = job.samples if job.samples is not None else job.tokens
        unit_name = "samples" if job.samples is not None else "tokens"
        if per_pass is None and job.dataset_gb is not None and job.reference_run is None:
            raise bad_input("samples", MissingInput(workload=job.workload), None)
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
        raise bad_input("tokens" if job.workload == "llm" else "samples", MissingInput(workload=job.workload), None)
    if job.epochs != 1.0 or job.dataset_gb is not None:
        ctx.note("epochs", epochs, "passes", "job")

    if job.task == "train" and job.workload == "llm" and units is not None:
        ratio = units / params
        opt = ctx.d("chinchilla_tokens_per_param")
        far = ctx.d("chinchilla_far_factor")
        if ratio < opt / far or ratio > opt * far:
            ctx.warn("chinchilla_far", tokens_per_param=ratio, optimal=opt)
    if job.reference_run is not None and flops_per_unit is not None and units is not None:
        job = _faster_than_any_run(ctx, job, flops_per_unit * units, None if model is None else str(model["preset_id"]))
    if stored_bytes is None and bytes_read is not None and epochs > 0:
        stored_bytes = bytes_read / epochs
    return JobInfo(job, params, active, arch, flops_per_unit, units, unit_name, bytes_read, ctx.used,
                    tuple(ctx.warnings), None if model is None else str(model["preset_id"]),
                    fwd if job.workload == "cv" else None, stored_bytes)


def _image_bytes(ctx: Ctx, job: Job, kind: str = "") -> float:
    """The bytes of one image file: the job's ``image_mb`` (the user's answer, noted as theirs under the catalog's
    name), else the average file its ``kind`` of model trains on (photos.reference_bytes_row: a detector's
    COCO's, detection_image_bytes_per_sample; any other image model's ImageNet's, image_bytes_per_sample)."""
    if job.image_mb is not None:
        per = float(job.image_mb) * 1e6
        ctx.note("image_bytes_per_sample", per, "bytes", "job")
        return per
    return ctx.d(reference_bytes_row(ctx.P.defaults, kind))


def _read_image_bytes(ctx: Ctx, job: Job, kind: str) -> float:
    """The bytes every pass reads of one image: its file (``_image_bytes``), or its small copy where the photos are
    resized once before the first pass (core/estimate/photos.py ``resized``, by the model's ``kind``: a detector's
    to 640 px on the long side, a classifier's to 256 px on the short side), noted with how it was sized."""
    r = resized(ctx.P.defaults, job, kind)
    if r is None:
        return _image_bytes(ctx, job, kind)
    _image_bytes(ctx, job, kind)  # (the photo's own size: noted, it sizes the copy onto the servers and the count)
    bytes_row, side_row, ref_side_row = r.rule.bytes_row, r.rule.side_row, r.rule.reference_side_row
    for name in ("image_resize_ratio_min", bytes_row, side_row, ref_side_row):
        if name and name != "image_bytes_per_sample":  # (ImageNet's: the name the job's own size is noted under)
            ctx.d(name)
    ctx.note("image_resized_bytes", r.resized_bytes, "bytes",
             (f"{bytes_row} x ({side_row} / {ref_side_row})^2" if ref_side_row else bytes_row)
             + ": the copy each photo is resized to once before the first pass, read by every pass after it "
             "(assumption: the photo's aspect ratio is the reference dataset's, and at a fixed JPEG quality the "
             "bytes grow with the pixels)")
    return r.resized_bytes


def reference_run_mfu(ctx: Ctx, rspec: GpuSpec, gpus: int, hours: float, flops: float, precision: str) -> float | None:
    """The overall utilisation a past run's hours imply for ``flops``: FLOPs / (hours x GPUs x the run's GPU's dense
    peak); None where it cannot be said (no peak, no work, no hours)."""
    if hours <= 0 or gpus <= 0 or flops <= 0:
        return None
    peak = dense_peak(Ctx(ctx.P), rspec, precision)  # (its warnings are the run's own, said once by _training)
    return flops / (hours * 3600 * gpus * peak * 1e12) if peak else None


def _faster_than_any_run(ctx: Ctx, job: Job, flops: float, model: str | None) -> Job:
    """``job`` without its past run when that run's hours imply a utilisation above ``mfu_max``
    (``reference_run_mfu``): faster than any published training run, so the hours were for less work (walk 20b: 100
    hours on one V100 kept for 500 GB of images where they were given for 50 GB, 299% of the peak, and every
    configuration was timed from it). The estimate then models the speed as for a job without one, and the warning
    ``reference_run_implausible`` says the run was set aside. A run slower than published runs is kept (with
    _training's warning): the user's own code may be that slow."""
    if job.reference_run is None or "reference_run_mfu_min" not in ctx.P.defaults or "mfu_max" not in ctx.P.defaults:
        return job
    rg, rn, rh = job.reference_run
    rspec = ctx.P.gpu(str(rg))
    implied = reference_run_mfu(ctx, rspec, int(rn), float(rh), flops, job.precision)
    hi = ctx.d("mfu_max")
    if implied is None or implied <= hi:
        return job
    ctx.warn("reference_run_implausible", implied_mfu=implied, mfu_min=ctx.d("reference_run_mfu_min"), mfu_max=hi,
             ref_hours=float(rh), ref_gpu=rspec.name, ref_gpus=int(rn), expected_hours=None, model=model,
             set_aside=True)
    return replace(job, reference_run=None)


def seq_of(info: JobInfo) -> int:
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
    seq, name = default_seq_len(job.task, job.method, ctx.d, None if model is None else model.get("max_seq_len"))
    if name:
        ctx.note("seq_len", seq, "tokens", f"{name} (capped at the preset's context)" if model is not None else name)
    return seq


def default_seq_len(task: str, method: str, value_of: Callable[[str], float], context: Any = None) -> tuple[int, str]:
    """The sequence length a job trains on when it gives none, and the defaults row it comes from: a fine-tune's
    (``finetune_seq_len_default``: the task is a fine-tune, or the method is not full training) or a training's
    (``train_seq_len_default``), capped at the model's context (models.csv ``max_seq_len``; None or not a positive
    number: no cap). ``value_of(name)``: the defaults table's value of a row. Serving trains on none: (0, "").
    The estimate (``job_info``) and the scenario's assumed fine-tune batch (core/scenario/answers.py) both use it."""
    if task == "inference":
        return 0, ""
    name = "finetune_seq_len_default" if task == "finetune" or method != "full" else "train_seq_len_default"
    seq = int(value_of(name))
    cap = finite_float(context)
    if cap is not None and cap > 0:
        seq = min(seq, int(cap))
    return seq, name


def _arch(ctx: Ctx, job: Job, model: dict | None, params: float, seq: int, total: float) -> Arch:
    """The preset's architecture, or one derived from ``params`` (the active parameters) for a model of ``total``
    parameters given by its size."""
    if model is not None and finite_float(model.get("n_layers")) and finite_float(model.get("hidden_size")):
        L, h = int(model["n_layers"]), int(model["hidden_size"])
        heads = finite_float(model.get("n_heads")) or 1
        kvh = finite_float(model.get("n_kv_heads"))
        hd = finite_float(model.get("head_dim")) or h / heads
        if is_mla(model):
            kv = ctx.d("kv_latent_dims_mla")
        elif kvh is None:  # an encoder (or vision transformer) row without KV heads: multi-head attention
            kv = 2 * heads * hd
        else:
            kv = 2 * kvh * hd
        vocab = int(finite_float(model.get("vocab_size")) or ctx.d("arch_vocab_default"))
        return Arch(L, h, kv, vocab, seq, True)
    r = ctx.d("arch_hidden_per_layer")
    k = ctx.d("arch_params_per_layer_hidden_sq")
    L = max(1, round((params / (k * r * r)) ** (1 / 3)))
    h = max(1, round(math.sqrt(params / (k * L))))
    vocab = int(ctx.d("arch_vocab_default"))
    # its attention: the layout of the newest LLM preset of about its total size (layout.nearest_llm_kv_of), the one the serving path sizes its KV
    # cache with (serving.kv_bytes_per_token); multi-head where the catalog has none. The same in every path: the
    # architecture line of a 7B's training read "(MHA)" and of its serving "(GQA)"
    best = nearest_llm_kv(ctx.P, total)
    near = ctx.P.models.get(best[1]) if best is not None else None
    layout = attention_layout(near) if near is not None else "MHA"
    kv = best[2] / float(near["n_layers"]) if best is not None and near is not None else 2.0 * h
    ctx.note("architecture", f"{L} layers x {h} hidden ({layout})", "", "derived from params: N = 12 L h^2, h = 128 L"
             + (" (N: the active parameters of the mixture of experts)" if "params_active" in ctx.used else "")
             + (f"; attention as models.csv {best[1]}, the newest LLM preset of about its size" if best is not None else ""))
    return Arch(L, h, kv, vocab, seq, False)
