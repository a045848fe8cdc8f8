"""The training part of the launch files (torchrun and DeepSpeed): the batch (micro-batch, gradient accumulation,
the planned global batch and where it comes from), the optimizer and learning rate that go with that batch, the
checkpoint interval in steps, and ``ds_config.json``."""

from __future__ import annotations

import math
from typing import Any

from .. import estimate as E
from ..base import finite_float, LaunchOneServer
from ..catalog import Catalog
from ..scenario import Scenario
from .launch_base import assumed, default_source, LaunchError, LaunchPlan, pow2_floor, scored_row

# Engine precision -> DeepSpeed section.
DS_PRECISION = {"bf16": "bf16", "fp16": "fp16", "fp8": "bf16", "fp32": None}

# The scripts that take their own arguments, as train_scripts.csv names them (its ``script`` column): torchvision's
# classification reference script (references/classification/train.py: --batch-size per GPU, --lr, --resume
# checkpoint.pth), YOLOv5's own train.py (--batch-size in total, --img, --resume last.pt) and the Ultralytics package's
# yolo command (YOLOv8: batch= in total, imgsz=, resume model=last.pt). A model no row of that table names trains with
# a Hugging Face Trainer script ("hf": --per_device_train_batch_size, --deepspeed ds_config.json).
OWN_ARG_SCRIPTS = ("torchvision", "yolov5", "ultralytics")


def _vision_micro_batch(cat: Catalog, d: dict[str, float], est, gpu: str, precision: str) -> tuple[int, str]:
    """Images per GPU per step for a vision model: NVIDIA's published ResNet-50 batch (AMP 256, FP32 112 on a
    16 GB V100; defaults.csv), scaled down for a GPU with less memory than that and for a model with more
    FLOPs per image than ResNet-50 (activation memory grows with both), to a power of two. (batch, source)."""
    name = "launch_micro_batch_images_fp32" if precision == "fp32" else "launch_micro_batch_images_amp"
    if name not in d:
        return max(1, int(d.get("train_micro_batch_sequences", 1))), ""
    base, ref_gb = d[name], d.get("launch_micro_batch_reference_gpu_gb", 16.0)
    g = cat["gpus"]
    mem = g.loc[g["gpu"] == gpu, "memory_gb"]
    mem_gb = float(mem.iloc[0]) if len(mem) and not math.isnan(float(mem.iloc[0])) else ref_gb
    m = cat["models"]
    ref = m[m["preset_id"] == "resnet-50"]
    fwd = assumed(est, "forward_flops_per_sample")
    scale = min(1.0, mem_gb / ref_gb)
    if len(ref) and fwd:
        ref_fwd = float(ref["forward_gflops"].iloc[0]) * 1e9 * (
            d.get("macs_to_flops", 2.0) if str(ref["gflops_convention"].iloc[0]) == "macs" else 1.0)
        scale *= min(1.0, ref_fwd / float(fwd))
    return pow2_floor(base * scale), default_source(cat, name)


def train_script(cat: Catalog, sc: Scenario) -> tuple[str, str]:
    """The script the files' commands are written for and its name for the model (``core.catalog.train_script_of``,
    train_scripts.csv): ("torchvision", "resnet50"), ("ultralytics", "yolov8s"), ("hf", "") for any other model."""
    from ..catalog import train_script_of
    return train_script_of(cat, sc.workload, sc.preset)


def _yolo_batch(d: dict[str, float], dp: int, script: str) -> tuple[float, str]:
    """A YOLO script's batch (images per step, all GPUs together) and the defaults.csv row it comes from: YOLOv5's
    train.py default of 16 on one GPU and its COCO commands' 64 on several; the Ultralytics yolo command's default of
    16 on one GPU and its nominal batch of 64 on several. Both share it out over the GPUs (DDP), so the files round
    it up to a multiple of them."""
    name = f"launch_{script}_batch_images_" + ("single_gpu" if dp == 1 else "multi_gpu")
    return d.get(name, d.get("launch_global_batch_samples", 64.0)), name


def _loader_workers(d: dict[str, float], vcpus: float | None, gpus_per_node: int) -> int:
    """Data-loader workers per GPU the commands pass (--workers): YOLOv5's rule the estimate takes, min(vCPUs per GPU,
    data_loader_workers_per_gpu), at least 1; the catalog's figure where the server's vCPUs are not known."""
    cap = int(d.get("data_loader_workers_per_gpu", 8))
    if vcpus is None or not math.isfinite(float(vcpus)) or gpus_per_node < 1:
        return max(1, cap)
    return max(1, min(cap, int(float(vcpus) // gpus_per_node)))


def _estimate_batch(cat: Catalog, est) -> tuple[float, str, str, str] | None:
    """(the global batch in tokens the estimate took, where it comes from, the formula alone, the catalog cells it
    cites) for a language model, or None (a reference run, a catalog without the global-batch rows): the job's
    ``data.global_batch_tokens``, else the default by model size (``speed.global_batch_tokens``)."""
    a = (getattr(est, "assumptions", None) or {}).get("global_batch_tokens")
    if a is None or not a.value or not math.isfinite(float(a.value)):
        return None
    if a.source == "job":
        return float(a.value), "data.global_batch_tokens", "data.global_batch_tokens", ""
    names = ("global_batch_tokens_ref_llm", "global_batch_size_exponent_llm")
    cells = [c for c in dict.fromkeys(default_source(cat, n) for n in names) if c]
    # the sources' keys (the text before their first " (", e.g. "brown-2020-gpt3"): the full cells are in defaults.csv
    sources = "; ".join(dict.fromkeys(k for k in (c.split(" (")[0].strip() for c in cells) if k))
    formula = "global_batch_tokens_ref_llm x (N / size_ref_params) ^ global_batch_size_exponent_llm"
    return (float(a.value), formula + " (defaults.csv" + (f": {sources})" if sources else ")"), formula,
            "; ".join(cells))


def _failure_interval(rec, opt) -> float | None:
    """The checkpoint interval (hours) the estimate assumed against node failures of a large on-demand run
    (``failure_interval_h`` of the scored row, node_failures.py), or None where it allowed for none."""
    if rec is None or opt.billing == "spot":
        return None
    row = scored_row(rec, opt)
    v = None if row is None else row.get("failure_interval_h")
    try:
        v = None if v is None else float(v)
    except (TypeError, ValueError):
        return None
    return v if v is not None and math.isfinite(v) and v > 0 else None


def _family(cat: Catalog, preset: str | None) -> str:
    """The model's family in models.csv (resnet, vit…), '' for a model given by its size."""
    if not preset:
        return ""
    m = cat["models"]
    hit = m.loc[m["preset_id"] == preset, "family"]
    return str(hit.iloc[0]).strip() if len(hit) and str(hit.iloc[0]).strip() not in ("", "nan") else ""


def _images_per_pass(cat: Catalog, job) -> float | None:
    """Samples in one pass over the data, as the estimate counts them (``job_info``), or None (a run timed from a
    reference run without its data)."""
    if job is None:
        return None
    try:
        info = E.job_info(E.prepare(cat), job)
    except (E.EstimateError, KeyError, ValueError):
        return None
    units, epochs = finite_float(info.units), finite_float(getattr(job, "epochs", None))
    return units / epochs if units and epochs else None


def optimizer_for(cat: Catalog, d: dict[str, float], sc: Scenario, job, global_batch: int) -> dict[str, Any]:
    """The optimizer the files set for this batch, as LaunchPlan fields (none: the script's own): the catalog's rows
    of the model's kind, ``launch_<sgd|adamw>_lr_<key>`` and beside it the batch that rate is for (the linear
    scaling rule: rate x the files' global batch / that batch), the momentum, weight decay and warm-up epochs. The
    key is an image model's family in models.csv (training from scratch: ResNet's SGD recipe, Goyal et al. 2017;
    ViT's AdamW recipe, DeiT) or a language model's fine-tune, ``finetune_full`` or ``finetune_lora``."""
    if sc.workload == "cv" and sc.task == "train":
        key, decay_key = _family(cat, sc.preset), ""
    elif sc.workload == "llm" and (sc.task == "finetune" or sc.finetune_method != "full"):
        key = "finetune_full" if sc.finetune_method == "full" else "finetune_lora"
        decay_key = "finetune"
    else:
        return {}
    kind = next((k for k in ("sgd", "adamw") if key and f"launch_{k}_lr_{key}" in d), "")
    if not kind:
        return {}
    base = d[f"launch_{kind}_lr_{key}"]
    ref = d.get(f"launch_{kind}_lr_batch_{key}")
    lr = base * global_batch / ref if ref else base
    # the recipe's ceiling (the highest rate published for the model, e.g. ViT's 3e-3 at 4,096 images): the linear
    # rule is followed up to it, no further
    cap = d.get(f"launch_{kind}_lr_max_{key}")
    linear = None
    if cap and lr > cap:
        linear, lr = lr, cap
    decay = d.get(f"launch_{kind}_weight_decay_{key}", d.get(f"launch_{kind}_weight_decay_{decay_key}"))
    warm = d.get(f"launch_warmup_epochs_{key}")
    per_pass = _images_per_pass(cat, job) if warm else None
    steps = None
    if warm and per_pass:
        epochs = finite_float(getattr(job, "epochs", None)) or warm
        steps = max(1, math.ceil(min(warm, epochs) * per_pass / global_batch))
    return dict(optimizer=kind, learning_rate=float(f"{lr:.3g}"), lr_reference=base if ref else None,
                lr_reference_batch=ref, momentum=d.get(f"launch_sgd_momentum_{key}") if kind == "sgd" else None,
                weight_decay=decay, warmup_epochs=warm, warmup_steps=steps,
                optimizer_source=default_source(cat, f"launch_{kind}_lr_{key}"),
                lr_linear=float(f"{linear:.3g}") if linear is not None else None,
                lr_cap_source=default_source(cat, f"launch_{kind}_lr_max_{key}") if linear is not None else "")


def train_plan(cat, d, sc: Scenario, opt, est, common, notes, rec=None, job=None) -> LaunchPlan:
    tp = max(1, int(est.tp))
    dp = max(1, (est.gpus_per_node // tp) * est.nodes)
    micro = max(1, int(d.get("train_micro_batch_sequences", 1)))
    micro_source = ""
    seq = assumed(est, "seq_len")
    seq = int(seq) if seq is not None else None
    # Padded examples (a fine-tune counted in Q&A pairs, not packed): a sequence is one example of about
    # `example` tokens, as the estimate timed it (its tokens are the examples' own; packing.padded_example_tokens)
    example = E.padded_example_tokens(job, seq, d.get("finetune_packed_default")) if job is not None and seq else None
    per_seq = example or seq  # tokens of one sequence of the files' batch
    batch_tokens = _estimate_batch(cat, est) if sc.workload == "llm" and seq else None
    if batch_tokens is not None and batch_tokens[1] != "data.global_batch_tokens" and (
            sc.task == "finetune" or sc.finetune_method != "full"):
        # A fine-tune keeps a fine-tuning batch (launch_global_batch_sequences_finetune): the estimate's default is
        # a pre-training batch by size (GPT-3's 1.8M tokens at 7B), a handful of optimizer steps for 20,000 Q&A pairs
        batch_tokens = None
    name = rule = ""
    script, script_model = train_script(cat, sc)
    if script == "ultralytics" and int(opt.nodes) > 1:
        # its yolo command starts its own DDP workers on one machine's GPUs (init_process_group with their count):
        # files for several servers would train on one of them at the price of all
        raise LaunchError(LaunchOneServer(script=script, nodes=int(opt.nodes)))
    if script in ("yolov5", "ultralytics"):
        # The YOLO script's own batch (YOLOv5's train.py --batch-size, Ultralytics' batch=; all GPUs together), shared
        # out over the ranks: not a classifier's 256 (he-2015-resnet) nor NVIDIA's ResNet-50 images per GPU; both
        # accumulate gradients up to their nominal batch of 64 themselves (nbs), so the files accumulate none
        unit = "images"
        planned, name = _yolo_batch(d, dp, script)
        micro = max(1, math.ceil(planned / dp))
    elif batch_tokens is not None and seq:
        # The estimate's own global batch (its data-parallel term priced it): sequences = tokens / sequence
        # length, to the nearest whole number of accumulation steps on these data-parallel ranks.
        unit, planned = "sequences", batch_tokens[0] / (example or seq)
    elif sc.workload == "llm" and seq:
        if sc.task == "finetune" or sc.finetune_method != "full":
            name, unit = "launch_global_batch_sequences_finetune", "sequences"
            planned = d[name]
        else:
            name, unit = "launch_global_batch_tokens", "sequences"
            planned = d[name] / seq
    elif sc.workload == "cv":
        # Vision batches in images, several per GPU (never one image x hundreds of accumulation steps): the images per
        # GPU of the estimate's memory plan (its activations on the card's memory line, at the speed it priced), so
        # card, memory line and files agree, on 512 GPUs as on one; the global batch is then at least that x the
        # data-parallel ranks (the README says so where it exceeds the planned one). A catalog without the memory
        # plan's rows: the published batch, no more per GPU than the planned global batch needs.
        name, unit = "launch_global_batch_samples", "images"
        planned = d[name]
        across = finite_float(assumed(est, "vision_global_batch_images"))
        if across:  # across servers: the estimate's batch, accumulated until the backward pass hides the exchange
            name, planned, rule = "vision_max_global_batch_images", across, "exchange"
        fit, micro_source = _vision_micro_batch(cat, d, est, common["gpu"], common["precision"])
        images = finite_float(assumed(est, "vision_micro_batch_images"))
        micro = max(1, int(images)) if images else max(1, min(fit, math.ceil(planned / dp)))
    else:
        name, unit = "launch_global_batch_samples", "samples"
        planned = d[name]
    if example and seq:
        # As many examples per GPU as hold the tokens of the memory plan's micro-batch (train_micro_batch_sequences
        # sequences of seq_len: what the memory line counted and the speed timed), to a power of two, no more than
        # the planned batch needs on these ranks: 2,048 / 209 -> 8 Q&A pairs, not 1 (walk 19)
        micro = max(1, min(pow2_floor(micro * seq / example), pow2_floor(max(1.0, planned / dp))))
    if script in OWN_ARG_SCRIPTS:
        gas = 1  # no such script accumulates gradients on a flag (torchvision's has none; the YOLO ones do it themselves)
    elif batch_tokens is not None:
        gas = max(1, round(planned / (micro * dp)))
    else:
        gas = max(1, math.ceil(planned / (micro * dp)))
    global_batch = micro * gas * dp
    tokens_per_s = (opt.estimate or {}).get("tokens_per_s")
    step_s = step_rate = None
    if tokens_per_s and seq and unit == "sequences":
        step_rate = float(tokens_per_s)
        step_s = global_batch * per_seq / step_rate
    elif unit != "sequences" and getattr(est, "samples_per_s", None):  # images or samples per second
        step_rate = float(est.samples_per_s)
        step_s = global_batch / step_rate
    interval = (opt.spot or {}).get("checkpoint_interval_h") if opt.billing == "spot" else None
    interval_for = "spot" if interval is not None else ""
    if interval is None:
        interval = _failure_interval(rec, opt)
        interval_for = "node_failures" if interval is not None else ""
    every = int(d.get("checkpoint_every_steps", 1000))
    if interval is not None and step_s:
        every = max(1, int(interval * 3600 // step_s))
    elif interval is not None:
        notes.append("checkpoint_steps_unknown")
    # The steps of the whole job at the estimate's rate: an interval as long as the job or longer writes no
    # checkpoint before the end (a short job, or an impossible deadline spread over many GPUs): cut to half the job.
    job_steps = None
    hours = finite_float(getattr(est, "wall_hours", None))
    if step_s and hours is not None and hours > 0:
        job_steps = max(1, int(hours * 3600 // step_s))
    every_planned = every
    if job_steps is not None and every >= job_steps:
        every = max(1, job_steps // 2)
    if opt.billing == "spot" and common["skypilot_cloud"] in ("lambda",):
        notes.append("spot_not_supported")
    return LaunchPlan(kind="train", nodes=int(opt.nodes), zero_stage=int(est.zero_stage), tp=tp,
                      recompute=bool(est.recompute),
                      recompute_chosen=bool(est.recompute) and (getattr(sc, "recompute", None) is True
                                                                or "recompute_default" in est.assumptions),
                      method=sc.finetune_method, seq_len=seq, example_tokens=example, micro_batch=micro,
                      micro_batch_source=micro_source,
                      grad_accum=gas, data_parallel=dp, global_batch=global_batch, global_batch_planned=planned,
                      global_batch_unit=unit, global_batch_rule=rule,
                      global_batch_source=batch_tokens[1] if batch_tokens else default_source(cat, name),
                      global_batch_formula=batch_tokens[2] if batch_tokens else "",
                      global_batch_cites=batch_tokens[3] if batch_tokens else default_source(cat, name),
                      global_batch_tokens=batch_tokens[0] if batch_tokens else None,
                      global_batch_given=batch_tokens is not None and batch_tokens[1] == "data.global_batch_tokens",
                      checkpoint_interval_h=None if interval is None else float(interval),
                      checkpoint_interval_for=interval_for, checkpoint_every_steps=every,
                      checkpoint_every_planned=every_planned, job_steps=job_steps,
                      step_seconds=step_s, step_rate=step_rate, checkpoint_keep=int(d.get("checkpoint_keep", 3)),
                      script=script, script_model=script_model, pretrained=sc.task == "finetune", epochs=finite_float(getattr(job, "epochs", None)),
                      loader_workers=_loader_workers(d, opt.host.instance_vcpus, int(est.gpus_per_node)),
                      notes=tuple(notes), **optimizer_for(cat, d, sc, job, global_batch), **common)


def deepspeed_config(plan: LaunchPlan) -> dict:
    """The DeepSpeed config for a training plan (keys as in DeepSpeed 0.19: runtime/config.py, zero/config.py)."""
    cfg: dict[str, Any] = {
        "train_batch_size": plan.global_batch,
        "train_micro_batch_size_per_gpu": plan.micro_batch,
        "gradient_accumulation_steps": plan.grad_accum,
        "gradient_clipping": 1.0,
        "steps_per_print": 100,
        "wall_clock_breakdown": False,
    }
    section = DS_PRECISION.get(plan.precision)
    if section:
        cfg[section] = {"enabled": True}
    zero: dict[str, Any] = {"stage": plan.zero_stage}
    if plan.zero_stage >= 1:
        zero.update({"overlap_comm": True, "contiguous_gradients": True})
    if plan.zero_stage == 3:
        zero["stage3_gather_16bit_weights_on_model_save"] = True
    zero["offload_optimizer"] = {"device": "none"}
    zero["offload_param"] = {"device": "none"}
    cfg["zero_optimization"] = zero
    if plan.tp > 1:
        cfg["tensor_parallel"] = {"autotp_size": plan.tp}
    # The optimizer of the recipe behind the learning rate (the script passes the same --learning_rate and
    # --weight_decay: Hugging Face's Trainer refuses a DeepSpeed optimizer whose values differ from its own).
    params: dict[str, Any] = {"lr": plan.learning_rate}
    if plan.optimizer == "sgd" and plan.learning_rate is not None:
        if plan.momentum is not None:
            params["momentum"] = plan.momentum
        cfg["optimizer"] = {"type": "SGD", "params": params}
        if plan.zero_stage >= 1:  # DeepSpeed's ZeRO runs SGD only when told it may (zero/utils.py)
            cfg["zero_allow_untested_optimizer"] = True
    elif plan.optimizer == "adamw" and plan.learning_rate is not None:
        params["torch_adam"] = True  # PyTorch's AdamW (DeepSpeed's fused one is built on first use, needing nvcc)
        cfg["optimizer"] = {"type": "AdamW", "params": params}
    if "optimizer" in cfg and plan.weight_decay is not None:
        params["weight_decay"] = plan.weight_decay
    return cfg


