"""Launch files for a recommended cluster: the step from a priced proposal to a running job.

:func:`launch_plan` turns an :class:`~gpu_advisor.core.select.Option` (the recommendation or any alternative)
into a :class:`LaunchPlan` of numbers and codes: where it runs, how many nodes, the memory plan the estimate
chose (ZeRO stage, tensor parallelism, recomputation), micro-batch and gradient accumulation for the planned
global batch, the spot checkpoint interval, and for a service the model copies, tensor-parallel size and
concurrency. :func:`render` fills the templates in ``resources/launch/`` (data, not code) with that plan and
returns the files of the bundle; :func:`write_bundle` writes them. No Qt, no sentences here: every text a
person reads comes from a template.

Files of a bundle (``docs/launch.md``):

* training: ``skypilot-task.yaml`` (where SkyPilot supports the provider), ``ds_config.json`` (DeepSpeed: only for a
  Hugging Face Trainer script; an image model's own script reads none), ``torchrun.sh`` (the same job without
  SkyPilot), ``README.md`` and ``README.zh-CN.md``;
* serving: ``skypilot-service.yaml`` (where supported), ``vllm-serve.sh``, ``README.md``, ``README.zh-CN.md``.

The memory plan is taken from the estimate engine (``estimate_config``) for the option's exact configuration
(GPU, GPUs per node, nodes, intra-node link and network class of the scored row), so it is the plan behind
the option's time and cost; ``plan_matches`` says whether it equals the plan code the engine stored.

This module is the launch files' front (the package door exports it whole); the parts live beside it:
``launch_base`` (the plan and bundle as data, the error, catalog look-ups, figures, templates),
``launch_train`` (torchrun and DeepSpeed: batch, checkpoints, ``ds_config.json``), ``launch_serve`` (vLLM),
``launch_skypilot`` (SkyPilot's names and its task or service document), ``launch_readme`` (the READMEs) and
``launch_format`` (how a value is written in each format).
"""

from __future__ import annotations

import datetime as _dt
import json
import math
import os
import re
import tempfile
from pathlib import Path
from typing import Any

import pandas as pd

from .. import estimate as E
from ..base import FractionalGpus, LaunchFilesExist, NoOption, NotAFolder, NotWritable, OptionDoesNotFit, round_shown
from ..catalog import Catalog, disk_tiers as DT
from ..scenario import Scenario
from .launch_base import (amount, catalog_defaults, copy_groups, figure, LaunchBundle, LaunchError, LaunchFile, LaunchPlan,
                          model_repo, README_LANGS, run_precision, scored_row, SERVE_FILES, template, TRAIN_FILES)
from .launch_format import fill_template, LaunchDumper, one_line, RawText, sh_words, tidy_lines, yaml_text
from .launch_readme import close_cjk_name, lang_values, model_name, readme_files, readme_words, ReadmeWords
from .launch_serve import context_limit, serve_plan, VLLM_DTYPE
from .launch_skypilot import (SKYPILOT_ACCELERATORS, SKYPILOT_CLOUDS, SKYPILOT_NO_DISK_TIER,
                              SKYPILOT_UNLAUNCHABLE_TYPES, skypilot_accelerator, skypilot_disk, skypilot_network_tier,
                              skypilot_task)
from .launch_train import deepspeed_config, DS_PRECISION, OWN_ARG_SCRIPTS, train_plan

# What other code uses of the launch files (the app, the command line, tests), wherever it is defined.
__all__ = ["amount", "close_cjk_name", "context_limit", "deepspeed_config", "DS_PRECISION", "E", "existing_files",
           "figure", "fill_template", "launch_bundle", "launch_plan", "LaunchBundle", "LaunchDumper", "LaunchError",
           "LaunchFile", "LaunchPlan", "one_line", "README_LANGS", "ReadmeWords", "render", "run_precision",
           "SERVE_FILES", "sh_words", "SKYPILOT_ACCELERATORS", "SKYPILOT_CLOUDS", "skypilot_accelerator",
           "skypilot_task", "template", "TRAIN_FILES", "VLLM_DTYPE", "write_bundle"]


def _same_plan(rec, opt, est) -> bool:
    """Whether the recomputed estimate is the one the ranking priced: the same memory per GPU (a plan's
    signature) and, for the recommendation, the same plan code as its ``fits_memory`` reason."""
    stored = (opt.estimate or {}).get("memory_per_gpu_gb")
    if stored is not None and not math.isclose(float(stored), float(est.memory_per_gpu_gb), rel_tol=1e-9,
                                                abs_tol=1e-9):
        return False
    if rec is not None and opt == rec.recommendation:
        code = next((n.detail.get("plan") for n in rec.reasons if n.code == "fits_memory"), None)
        if code and code != est.plan:
            return False
    return True


def launch_plan(cat: Catalog, sc: Scenario, rec, option=None, today: _dt.date | None = None) -> LaunchPlan:
    """The launch plan for ``option`` (default: the recommendation of ``rec``)."""
    from ..select import job_for

    opt = option if option is not None else rec.recommendation
    if opt is None:
        raise LaunchError(NoOption())
    today = today or _dt.date.today()
    d = catalog_defaults(cat)
    job = job_for(cat, sc)
    if not opt.fits:  # the model does not fit (or cannot be estimated) on it: files would fail at run time
        raise LaunchError(OptionDoesNotFit(gpu=opt.gpu, gpus_per_node=opt.gpus_per_node))
    row = scored_row(rec, opt) if rec is not None else None
    link = None
    net = None
    if row is not None:
        link = str(row.get("link") or "") or None
        net = str(row.get("net_class") or "") or None
    gpn = int(round(opt.gpus_per_node))
    if gpn < 1 or gpn != opt.gpus_per_node:
        raise LaunchError(FractionalGpus(gpus_per_node=opt.gpus_per_node))
    est = E.estimate_config(cat, job, opt.gpu, gpn, nodes=int(opt.nodes), interconnect=link,
                            network=None if opt.nodes == 1 else net)
    cloud = SKYPILOT_CLOUDS.get(opt.provider)
    notes: list[str] = []
    if cloud is None:
        notes.append("no_launcher_for_provider")
    elif any(p == opt.provider and re.match(rx, opt.instance_type) for p, rx in SKYPILOT_UNLAUNCHABLE_TYPES):
        cloud = None
        notes.append("instance_not_in_skypilot")
    if opt.billing in ("monthly", "reserved"):
        notes.append("billing_not_in_launcher")
    precision = run_precision(sc.precision, est.warnings, opt.gpu)
    if precision == "fp8":
        notes.append("fp8_runs_as_bf16" if sc.task != "inference" else "fp8_quantization")
    elif precision != sc.precision:
        notes.append(f"{sc.precision}_runs_as_{precision}")  # the GPU has no such unit: what the estimate used
    host = opt.host
    disk = int(host.system_disk_gb or 0) + (0 if opt.storage == "local_nvme" else int(host.data_disk_gb or 0))
    sys_product = next((str(ln.product) for ln in opt.cost_lines if ln.item == "system_disk"), "")
    common = dict(
        provider=opt.provider, skypilot_cloud=cloud, region=opt.region, instance_type=opt.instance_type,
        gpu=opt.gpu, accelerator=skypilot_accelerator(opt.provider, opt.instance_type, opt.gpu),
        gpus_per_node=gpn, gpu_count=int(round(opt.gpu_count)), billing=opt.billing,
        use_spot=opt.billing == "spot", disk_gb=max(disk, 1), data_local=opt.storage == "local_nvme",
        system_disk_gb=int(host.system_disk_gb or 0), data_disk_gb=int(host.data_disk_gb or 0),
        data_disk_mb_s=None if opt.storage == "local_nvme" else (opt.estimate or {}).get("read_mb_s"),
        data_disk_tier=str((opt.estimate or {}).get("disk_tier") or ""),
        data_disk_product="" if opt.storage == "local_nvme" else str(opt.storage_product or ""),
        system_disk_product=sys_product,
        disks_priced=all(ln.cost is not None for ln in opt.cost_lines if ln.item in ("system_disk", "data_disk")),
        **_skypilot_disk(cat, opt, cloud, max(disk, 1), sys_product),
        precision=precision,
        precision_requested=sc.precision,
        wall_hours=opt.wall_hours, total_cost=float(opt.total_cost), monthly_cost=float(opt.monthly_cost),
        currency=opt.currency, price_as_of=str(opt.price_as_of), created=today.isoformat(),
        model=sc.preset or (f"{sc.params:.3g} parameters" if sc.params else ""), **model_repo(cat, sc.preset, opt.gpu),
        plan=str(est.plan), plan_matches=_same_plan(rec, opt, est), **_host_cpu(cat, opt),
        **_torch_build(cat, opt.gpu), **_fabric(cat, sc, opt, cloud),
    )
    common.update(_resize_fields(cat, job, opt))
    if not common["plan_matches"]:
        notes.append("plan_differs_from_scored")
    if sc.task == "inference":
        return serve_plan(cat, d, sc, job, opt, est, common, notes)
    return train_plan(cat, d, sc, opt, est, common, notes, rec, job)


def _resize_fields(cat: Catalog, job, opt) -> dict[str, Any]:
    """The resize the option's time assumes (core/estimate/resize.py), as LaunchPlan fields; none where the photos
    need none: its size and side, its hours on each of the option's servers (as the card's start-up counts them) and
    the GB of the copies."""
    rp = E.resize_pass(cat, job)
    if rp is None:
        return {}
    read = (opt.estimate or {}).get("read_mb_s")  # (the disk the data is on: the cloud disk or the local NVMe)
    s = float(rp.pass_seconds(opt.host.instance_vcpus if opt.host.instance_vcpus is not None else float("nan"),
                              read if read is not None else float("nan")))
    return {"resize_side_px": int(round(rp.side_px)), "resize_side": rp.side, "resize_hours": s / 3600.0 if s > 0 else None,
            "resized_gb": rp.resized_gb}


def _skypilot_disk(cat: Catalog, opt, cloud: str | None, disk_gb: int, sys_product: str) -> dict[str, Any]:
    """The LaunchPlan's figures of the one disk a SkyPilot node gets for ``opt`` (``disk_gb``: its system disk, and
    its cloud data disk where the data is on one): the tier, the disk it makes, its rate at that size."""
    local = opt.storage == "local_nvme"
    product = sys_product if local else str(opt.storage_product or "")
    if cloud is None or not product:
        return {}
    sky = skypilot_disk(opt.provider, opt.instance_type, product)
    est = opt.estimate or {}
    # the catalog's rate of the priced product at this size (storage.csv's figure where it has no rows: the
    # estimate's for the data disk, a product's one figure at any size)
    fallback = float(est.get("read_mb_s") or math.nan) if not local else math.nan
    at = DT.disk_rate(cat, opt.provider, product, disk_gb, fallback)
    base = at.mb_s if math.isfinite(at.mb_s) else None
    out: dict[str, Any] = dict(skypilot_disk_tier=sky.tier, skypilot_disk_type=sky.disk_type,
                               skypilot_disk_priced=sky.priced, skypilot_base_mb_s=base, skypilot_base_iops=at.iops)
    if sky.mb_s is not None:  # provisioned by SkyPilot (AWS gp3)
        out.update(skypilot_disk_mb_s=float(sky.mb_s), skypilot_disk_iops=float(sky.iops or 0))
    elif sky.priced:
        out.update(skypilot_disk_mb_s=base, skypilot_disk_size_tier=at.tier)
    return out


def _host_cpu(cat: Catalog, opt) -> dict[str, Any]:
    """The plan's CPU fields (instance_cpus.csv): its architecture and name, and for an Arm host whose GPU PyTorch's
    own aarch64 builds do not run, that fact and the provider's image that runs it."""
    cpu = E.practical.host_cpu(cat, opt.provider, opt.instance_type)
    if cpu is None:
        return {}
    refused = E.practical.arm_gpu_refused(cat, cpu.arch, opt.gpu)
    return {"cpu_arch": cpu.arch, "cpu": cpu.cpu, "arm_gpu_unsupported": refused,
            "vendor_image": cpu.vendor_image if refused else ""}


def _torch_build(cat: Catalog, gpu: str) -> dict[str, Any]:
    """The plan's PyTorch fields (gpu_support.csv): the pip index whose builds run ``gpu`` where PyPI's default
    build does not (``pytorch_index``: the CUDA 12.6 builds for Maxwell, Pascal and Volta), its compute capability,
    its stack and the row's source cell; nothing where the table has no row for it."""
    row = E.practical.gpu_support(cat).get(str(gpu))
    if row is None:
        return {}

    def cell(name: str) -> str:
        x = row.get(name)
        return "" if x is None or x is pd.NA or (isinstance(x, float) and math.isnan(x)) else str(x).strip()
    cc = row.get("compute_capability")
    cc_text = f"{float(cc):.1f}" if cc is not None and cc is not pd.NA and not pd.isna(cc) else ""
    index, vllm = cell("pytorch_index"), cell("vllm_index")
    return {"torch_index": index, "gpu_cc": cc_text, "gpu_stack": cell("stack"),
            "torch_index_source": cell("source") if index or vllm else "", "vllm_index": vllm}


def _fabric(cat: Catalog, sc: Scenario, opt, cloud: str | None) -> dict[str, Any]:
    """The plan's network fields: for a training job on several servers whose instance type has a GPU-direct fabric
    (fabrics.csv ``gpu_direct``: the network the estimate counted between them, the option's ``network_class``),
    that fabric, its Gbit/s per server, and whether SkyPilot sets it up when asked (``network_tier: best``)."""
    fabric = str(opt.network_class or "")
    if sc.task == "inference" or opt.nodes <= 1 or not fabric:
        return {}
    f = E.practical.table(cat, "fabrics")
    fast = set() if f.empty else {str(x) for x, g in zip(f["fabric"], f["gpu_direct"].astype("boolean").fillna(False))
                                  if bool(g)}
    if fabric not in fast:
        return {}
    gbps = opt.network_gbps if opt.network_gbps is not None and math.isfinite(float(opt.network_gbps)) else None
    return {"fabric": fabric, "fabric_gbps": None if gbps is None else float(gbps),
            "network_tier_best": cloud is not None and skypilot_network_tier(opt.provider, opt.instance_type, fabric)}


# Example bucket URIs by SkyPilot cloud, in the forms SkyPilot's file_mounts take (s3://, gs://, an Azure container
# as https://ACCOUNT.blob.core.windows.net/CONTAINER, which train_setup.sh also copies with azcopy); any other
# cloud: an S3-compatible bucket ("": the default)
BUCKET_EXAMPLES = {
    "aws": ("s3://my-bucket/my-dataset", "s3://my-bucket/checkpoints"),
    "gcp": ("gs://my-bucket/my-dataset", "gs://my-bucket/checkpoints"),
    "azure": ("https://myaccount.blob.core.windows.net/my-container/my-dataset",
              "https://myaccount.blob.core.windows.net/my-container/checkpoints"),
    "": ("s3://my-bucket/my-dataset", "s3://my-bucket/checkpoints"),
}


def _values(plan: LaunchPlan) -> dict[str, Any]:
    v = {k: ("" if x is None else x) for k, x in plan.to_dict().items()}
    v.update(
        gpu_total=plan.gpu_count, wall_hours_text=figure(plan.wall_hours, 1), total_cost_text=amount(plan.total_cost),
        monthly_cost_text=amount(plan.monthly_cost), checkpoint_interval_text=figure(plan.checkpoint_interval_h, 2),
        data_disk_rate_text=figure(plan.data_disk_mb_s) if plan.data_disk_mb_s else "-",
        resize_side=plan.resize_side_px, resized_gb_text=figure(plan.resized_gb, None if (plan.resized_gb or 0) < 10
                                                                      else 0) if plan.resized_gb else "-",
        data_disk_product_text=" ".join(x for x in (plan.data_disk_product, plan.data_disk_tier) if x) or "-",
        skypilot_disk_rate_text=figure(plan.skypilot_disk_mb_s), skypilot_disk_iops_text=figure(plan.skypilot_disk_iops),
        skypilot_base_rate_text=figure(plan.skypilot_base_mb_s), skypilot_base_iops_text=figure(plan.skypilot_base_iops),
        job_steps_text=figure(plan.job_steps), nodes_last=max(0, plan.nodes - 1),
        # a copy across servers: which servers each copy takes, and its first one (the head the load balancer uses)
        servers_per_copy_last=max(0, plan.servers_per_copy - 1),
        sky_replicas=plan.nodes // max(1, plan.servers_per_copy),
        copy_groups_text="; ".join(f"copy {k + 1}: servers {a}-{b}" for k, (a, b) in enumerate(copy_groups(plan))),
        copy_heads_text="servers " + ", ".join(str(a) for a, _ in copy_groups(plan)),
        checkpoint_every_planned_text=figure(plan.checkpoint_every_planned),
        checkpoint_minutes=figure(None if plan.checkpoint_interval_h is None else plan.checkpoint_interval_h * 60),
        step_seconds_text=figure(plan.step_seconds, 1), spot_text="true" if plan.use_spot else "false",
        recompute_text="on" if plan.recompute else "off",  # (the header read "recompute False")
        seq_len_text=figure(plan.seq_len) if plan.seq_len else "-",
        # the tokens of one sequence of the batch: a padded example's, else the sequence length
        seq_tokens_text=figure(plan.example_tokens or plan.seq_len) if plan.seq_len else "-",
        global_batch_planned_text=figure(plan.global_batch_planned, 1 if plan.global_batch_tokens else 0),
        global_batch_text=figure(plan.global_batch),
        global_batch_tokens_text=figure(plan.global_batch_tokens),
        step_tokens_text=figure(plan.global_batch * (plan.example_tokens or plan.seq_len)) if plan.seq_len else "-",
        example_tokens_text=figure(plan.example_tokens),
        step_rate_text=figure(plan.step_rate),
        qps_text=figure(plan.qps, None), qps_per_copy_text=figure(plan.qps_per_copy, None),
        max_model_len_text=figure(plan.max_model_len), model_context_text=figure(plan.model_context),
        kv_cache_tokens_text=figure(plan.kv_cache_tokens), request_tokens_text=figure(plan.request_tokens),
        kv_cache_sequences_text=figure(plan.kv_cache_sequences),
        kv_bytes_text=figure(plan.kv_bytes_per_token),
        mha_bytes_text=figure(plan.mha_twins[0].kv_bytes_per_token) if plan.mha_twins else "-",
        mha_ratio_text=figure(plan.mha_twins[0].kv_bytes_per_token / plan.kv_bytes_per_token, None)
        if plan.mha_twins and plan.kv_bytes_per_token else "-",
        mha_presets=", ".join(t.preset for t in plan.mha_twins),
        vllm_dtype=VLLM_DTYPE.get(plan.precision, "auto"), zero_text=f"ZeRO stage {plan.zero_stage}",
        # command-line flags as words (shell: one quoted word each; none when the flag is not used)
        precision_flag=tuple({"bf16": ["--bf16"], "fp16": ["--fp16"], "fp8": ["--bf16"]}.get(plan.precision, [])),
        recompute_flag=("--gradient_checkpointing",) if plan.recompute else (),
        max_model_len_flag=("--max-model-len", plan.max_model_len) if plan.max_model_len else (),
        quantization_flag=("--quantization", "fp8") if plan.precision == "fp8" else (),
        skypilot_file="skypilot-service.yaml" if plan.kind == "serve" else "skypilot-task.yaml",
        launcher_cloud=plan.skypilot_cloud or "",
        # the README's example buckets in the servers' own cloud (an s3:// bucket beside Azure servers is read
        # across clouds, billed as data transfer out, which the estimate does not count; walk 21)
        data_uri_example=BUCKET_EXAMPLES.get(plan.skypilot_cloud or "", BUCKET_EXAMPLES[""])[0],
        checkpoint_uri_example=BUCKET_EXAMPLES.get(plan.skypilot_cloud or "", BUCKET_EXAMPLES[""])[1],
        method_text={"lora": "LoRA", "qlora": "QLoRA"}.get(plan.method, plan.method),
        # the optimizer's figures: the script passes what ds_config.json holds (Hugging Face's Trainer checks them)
        optimizer_flag=_optimizer_flags(plan),
        # torchvision's classification reference script and YOLOv5's train.py: their own arguments
        tv_flags=_torchvision_flags(plan), yolo_flags=_yolov5_flags(plan), ultra_args=_ultralytics_args(plan),
        # the Ultralytics model file (the published weights for a fine-tune, the definition from scratch), as the
        # README names it beside the command
        ultra_model=f"{plan.script_model or plan.model}.{'pt' if plan.pretrained else 'yaml'}",
        ultra_weights=f"{plan.script_model or plan.model}.pt", ultra_imgsz=plan.resize_side_px or 640,
        ultra_epochs=max(1, int(round(plan.epochs))) if plan.epochs else "-",
        loader_workers_text=figure(plan.loader_workers), epochs_text=figure(plan.epochs, None),
        # the Python packages the setup installs beside PyTorch (only DeepSpeed pinned: ds_config.json is written for
        # and checked against DeepSpeed 0.19.8's config; README: Packages)
        train_packages=_train_packages(plan), train_packages_text=" ".join(_train_packages(plan)),
        # what pip installs: PyTorch (and torchvision, built for it) from the catalog's index for the GPU where
        # PyPI's default build does not run it, then the rest from PyPI; else all in one line from PyPI
        torch_pip=(pip := _pip_lines(plan))[0], rest_pip=pip[1],
        # the README's command, to be copied into a shell: its words shell-quoted as the setup's are (the index is a
        # catalog cell a user may edit), then placed in a code span
        pip_install_text=" && ".join("pip install " + sh_words(w) for w in pip if w),
        fabric_gbps_text=figure(plan.fabric_gbps),
        # on an Arm server kept on its image's PyTorch: pip's torchvision would bring PyTorch's own aarch64 build
        arm_packages=tuple(p for p in _train_packages(plan) if p != "torchvision"),
        # the checkpoint a resume starts from (the script's own file) and the argument that passes it
        resume_file={"torchvision": "checkpoint.pth", "yolov5": "exp/weights/last.pt",
                     "ultralytics": "exp/weights/last.pt"}.get(plan.script, ""),
        resume_arg={"ultralytics": "resume model=…/last.pt"}.get(
            plan.script, "--resume" if plan.script in OWN_ARG_SCRIPTS else "--resume_from_checkpoint"),
        optimizer_name={"sgd": "SGD", "adamw": "AdamW"}.get(plan.optimizer, ""),
        learning_rate_text=figure(plan.learning_rate, None), lr_reference_text=figure(plan.lr_reference, None),
        lr_reference_batch_text=figure(plan.lr_reference_batch), momentum_text=figure(plan.momentum, None),
        lr_linear_text=figure(plan.lr_linear, None),
        weight_decay_text=figure(plan.weight_decay, None), warmup_epochs_text=figure(plan.warmup_epochs, None),
    )
    # every count also as the READMEs' prose writes it ("5,760 images per step", "every 1,000 steps"); the bare
    # figure stays for the commands and configs ("--max-num-seqs 1024", "train_batch_size": 5760)
    for key, x in list(v.items()):
        if isinstance(x, int) and not isinstance(x, bool):
            v.setdefault(f"{key}_text", figure(x))
    return v


def _optimizer_flags(plan: LaunchPlan) -> tuple:
    """``--learning_rate``, ``--weight_decay`` and ``--warmup_steps`` for the script (none without an optimizer)."""
    if plan.optimizer not in ("sgd", "adamw") or plan.learning_rate is None:
        return ()
    out: tuple = ("--learning_rate", plan.learning_rate)
    if plan.weight_decay is not None:
        out += ("--weight_decay", plan.weight_decay)
    if plan.warmup_steps is not None:
        out += ("--warmup_steps", plan.warmup_steps)
    return out


def _torchvision_flags(plan: LaunchPlan) -> tuple:
    """The arguments of torchvision's classification reference script (references/classification/train.py):
    --model, --batch-size (images per GPU), --epochs, --workers (per GPU), the recipe's --opt, --lr, --momentum,
    --wd and --lr-warmup-epochs (whole passes, linear), --amp for mixed precision."""
    if plan.script != "torchvision":
        return ()
    out: tuple = ()
    if plan.script_model:  # torchvision's name of the model (train_scripts.csv)
        out += ("--model", plan.script_model)
    out += ("--batch-size", plan.micro_batch)
    if plan.epochs:
        out += ("--epochs", max(1, int(round(plan.epochs))))
    out += ("--workers", plan.loader_workers)
    if plan.optimizer in ("sgd", "adamw") and plan.learning_rate is not None:
        out += ("--opt", plan.optimizer, "--lr", plan.learning_rate)
        if plan.momentum is not None:
            out += ("--momentum", plan.momentum)
        if plan.weight_decay is not None:
            out += ("--wd", plan.weight_decay)
        if plan.warmup_epochs:
            out += ("--lr-warmup-epochs", max(1, int(round(plan.warmup_epochs))), "--lr-warmup-method", "linear")
    if plan.precision in ("bf16", "fp16", "fp8"):
        out += ("--amp",)
    return out


def _yolov5_flags(plan: LaunchPlan) -> tuple:
    """The arguments of YOLOv5's train.py: --img (the long side it trains at), --batch-size (all GPUs of the job
    together), --epochs, --weights (the pretrained yolov5s.pt to fine-tune, '' from scratch) and --cfg, --device (the
    node's GPUs), --workers (per GPU)."""
    if plan.script != "yolov5":
        return ()
    out: tuple = ("--img", plan.resize_side_px or 640, "--batch-size", plan.micro_batch * plan.data_parallel)
    if plan.epochs:
        out += ("--epochs", max(1, int(round(plan.epochs))))
    name = plan.script_model or plan.model
    out += ("--weights", f"{name}.pt" if plan.pretrained else "", "--cfg", f"{name}.yaml",
            "--device", ",".join(str(i) for i in range(plan.gpus_per_node)), "--workers", plan.loader_workers)
    return out


def _ultralytics_args(plan: LaunchPlan) -> tuple:
    """The arguments of the Ultralytics yolo command (docs/en/modes/train.md, key=value): model= (the published
    <id>.pt to fine-tune, the <id>.yaml to build and train from scratch), imgsz= (the long side it trains at), epochs=,
    batch= (all GPUs together), device= (the server's GPUs: the command starts its own DDP workers on them), workers=
    (per GPU), amp=False where the GPU runs FP32 (mixed precision is its default)."""
    if plan.script != "ultralytics":
        return ()
    name = plan.script_model or plan.model
    out: tuple = (f"model={name}.pt" if plan.pretrained else f"model={name}.yaml", f"imgsz={plan.resize_side_px or 640}")
    if plan.epochs:
        out += (f"epochs={max(1, int(round(plan.epochs)))}",)
    out += (f"batch={plan.micro_batch * plan.data_parallel}",
            "device=" + ",".join(str(i) for i in range(plan.gpus_per_node)), f"workers={plan.loader_workers}")
    if plan.precision not in ("bf16", "fp16", "fp8"):
        out += ("amp=False",)
    return out


def _train_packages(plan: LaunchPlan) -> tuple:
    """What train_setup.sh installs beside PyTorch: torchvision for its reference script or YOLOv5 (whose
    requirements.txt brings the rest); for a Trainer script DeepSpeed (pinned), transformers, accelerate, datasets,
    and PEFT for LoRA, with bitsandbytes for QLoRA."""
    if plan.script == "ultralytics":
        return ("torchvision", "ultralytics")
    if plan.script in OWN_ARG_SCRIPTS:
        return ("torchvision",)
    out: tuple = ("deepspeed==0.19.8", "transformers", "accelerate", "datasets")
    if plan.method in ("lora", "qlora"):
        out += ("peft",)
    if plan.method == "qlora":
        out += ("bitsandbytes",)
    return out


# The packages built against one PyTorch build: installed from the same index as PyTorch.
TORCH_BUILT = ("torchvision",)


def _pip_lines(plan: LaunchPlan) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The words after ``pip install`` of the setup's PyTorch line and of its line for the rest (empty: none). With
    the catalog's index for the GPU (``torch_index``): PyTorch and torchvision from it (``--index-url``), the rest
    from PyPI afterwards, where PyTorch is already there; else all of them from PyPI in one line."""
    packages = _train_packages(plan)
    if not plan.torch_index:
        return ("torch", *packages), ()
    built = tuple(p for p in packages if p in TORCH_BUILT)
    return ("torch", *built, "--index-url", plan.torch_index), tuple(p for p in packages if p not in TORCH_BUILT)


def _disk_flags(plan: LaunchPlan) -> dict[str, bool]:
    """What the README says of the one disk a SkyPilot node gets against the disks the price counts: two disks in
    one, the tier's disk (the priced kind, provisioned above its price, another kind, none chosen) and its rate
    against the data disk's the estimate reads at (faster, the same, slower: as the files write them)."""
    tier, two = bool(plan.skypilot_disk_tier), plan.data_disk_gb > 0 and not plan.data_local
    shown = [round_shown(x, 0) if two else None for x in (plan.skypilot_disk_mb_s, plan.data_disk_mb_s)]
    known = shown[0] is not None and shown[1] is not None
    sky, data = (float(shown[0] or 0), float(shown[1] or 0))  # as the files write them (whole MB/s)
    return {"sky_two_disks": two, "disks_priced": plan.disks_priced, "sky_priced": tier and plan.skypilot_disk_priced and plan.skypilot_disk_iops is None,
            "sky_provisioned": tier and plan.skypilot_disk_iops is not None,
            "sky_other": tier and not plan.skypilot_disk_priced,
            "sky_no_tier": plan.provider in SKYPILOT_NO_DISK_TIER,
            "sky_unmapped": not tier and plan.provider not in SKYPILOT_NO_DISK_TIER,
            "sky_faster": known and sky > data, "sky_same": known and sky == data, "sky_slower": known and sky < data}


def _network_flags(plan: LaunchPlan) -> dict[str, bool]:
    """The README's and setup's flags of PyTorch's build and of the fast network between the servers."""
    fabric = plan.kind == "train" and plan.nodes > 1 and bool(plan.fabric)
    sky = fabric and plan.network_tier_best and plan.skypilot_cloud is not None
    return {"torch_index": bool(plan.torch_index), "rest_pip": bool(_pip_lines(plan)[1]),
            # PyPI's default build is a CUDA one: an AMD GPU without an index in the catalog needs PyTorch's ROCm build
            "torch_rocm": not plan.torch_index and plan.gpu_stack == "rocm",
            # the catalog's index is PyTorch's ROCm builds (an AMD GPU), else its CUDA builds of older GPUs
            "torch_index_rocm": bool(plan.torch_index) and plan.gpu_stack == "rocm",
            "torch_index_cuda": bool(plan.torch_index) and plan.gpu_stack != "rocm",
            # vLLM from its own index (its ROCm wheels for an AMD GPU: Python 3.12 only), else PyPI's CUDA build
            "vllm_index": bool(plan.vllm_index),
            "vllm_rocm": not plan.vllm_index and plan.gpu_stack == "rocm",
            # SkyPilot's own Azure images carry NVIDIA's driver, none AMD's (sky/clouds/azure.py)
            "rocm_azure": plan.gpu_stack == "rocm" and plan.skypilot_cloud == "azure",
            "fabric": fabric, "fabric_sky": sky, "fabric_manual": fabric and not sky,
            "fabric_nccl_known": bool(readme_words("en")["fabric_nccl"].get(plan.fabric)),
            **{f"fabric_{c}": sky and plan.skypilot_cloud == c for c in ("aws", "gcp", "nebius")}}


def _model_flags(plan: LaunchPlan) -> dict[str, bool]:
    """The flags of the model the files download: a service's preset with a Hugging Face repository (models.csv
    hf_repo) gets it as MODEL, and so does a fine-tune's base model (--model_name_or_path); a gated one asks for the
    licence and HF_TOKEN; weights published in FP8 only (DeepSeek-V3) served in another precision: the README says
    what vLLM does with them on this GPU."""
    # a fine-tune with a Hugging Face Trainer script starts from the preset's published weights: its base model
    base = plan.kind == "train" and plan.pretrained and plan.script not in OWN_ARG_SCRIPTS and bool(plan.hf_repo)
    repo = (plan.kind == "serve" and bool(plan.hf_repo)) or base
    fp8 = plan.kind == "serve" and repo and plan.hf_checkpoint_dtype == "fp8" and plan.precision != "fp8"
    return {"hf_repo": repo, "base_model": base, "hf_gated": repo and plan.hf_gated, "fp8_checkpoint": fp8,
            "fp8_gpu": fp8 and plan.gpu_fp8, "fp8_no_gpu": fp8 and not plan.gpu_fp8}


def _flags(plan: LaunchPlan) -> dict[str, bool]:
    optimizer = plan.kind == "train" and bool(_optimizer_flags(plan))
    return {**_disk_flags(plan), **_network_flags(plan), **_model_flags(plan), "skypilot": plan.skypilot_cloud is not None, "train": plan.kind == "train", "serve": plan.kind == "serve",
            "spot": plan.use_spot, "multinode": plan.nodes > 1 and plan.kind == "train", "tp": plan.tp > 1,
            # a service whose copy spans servers: a Ray cluster per copy, vLLM on its first server
            "across": plan.kind == "serve" and plan.servers_per_copy > 1,
            "recompute": plan.recompute and not plan.recompute_chosen,
            "recompute_chosen": plan.recompute and plan.recompute_chosen, "reserved": "billing_not_in_launcher" in plan.notes,
            "fp8": plan.precision == "fp8", "extra_copies": plan.copies_running > plan.model_copies, "spot_unsupported": "spot_not_supported" in plan.notes,
            "lora": plan.kind == "train" and plan.method in ("lora", "qlora"), "qlora": plan.method == "qlora",
            "est_batch": plan.kind == "train" and plan.global_batch_tokens is not None,
            "step_known": plan.step_rate is not None and plan.step_seconds is not None,
            # a padded fine-tune counted in examples: each sequence one example, several per GPU
            "examples": plan.kind == "train" and bool(plan.example_tokens),
            "plan_differs": not plan.plan_matches, "type_unsupported": "instance_not_in_skypilot" in plan.notes, "interval": plan.checkpoint_interval_h is not None,
            "cost": plan.total_cost > 0,
            "precision_fallback": bool(plan.precision_requested) and plan.precision != plan.precision_requested
            and plan.precision_requested != "fp8",
            "micro_source": bool(plan.micro_batch_source), "data_local": plan.data_local,
            # an Arm (aarch64) server: aarch64 builds of the software; its GPU not run by PyTorch's own aarch64 builds
            "arm": plan.cpu_arch == "aarch64", "arm_unsupported": plan.arm_gpu_unsupported,
            "arm_packages": any(p != "torchvision" for p in _train_packages(plan)),
            "arm_keeps_torchvision": "torchvision" in _train_packages(plan),
            "vendor_image": bool(plan.vendor_image),
            "data_disk": plan.data_disk_gb > 0,
            # photos the time assumes resized once before the first pass: the README says how
            "images_resized": plan.kind == "train" and plan.resize_side_px > 0,
            "resize_timed": plan.kind == "train" and plan.resize_side_px > 0 and bool(plan.resize_hours),
            # a detector's photos: resized on their long side (YOLOv5's 640 px), not a classifier's short side
            "resize_long": plan.resize_side == "long",
            "len_model": plan.max_model_len_source == "model", "len_kv": plan.max_model_len_source == "kv_cache",
            "len_unknown_model": plan.max_model_len_source == "kv_cache" and plan.model_context is None,
            "request_known": plan.request_tokens is not None,
            # a model given by its size: the KV layout of the preset nearest in size, and the multi-head ones beside it
            "kv_borrowed": plan.kind == "serve" and bool(plan.kv_layout_preset) and plan.kv_bytes_per_token is not None,
            "mha_twins": plan.kind == "serve" and bool(plan.mha_twins) and bool(plan.kv_bytes_per_token),
            # the KV cache holds more requests than the copy runs: the time per token bounds the batch
            "batch_below_kv": plan.kind == "serve" and plan.batch_by_time,
            "checkpoint_cut": plan.checkpoint_every_steps < plan.checkpoint_every_planned,
            "batch_above_plan": plan.kind == "train" and plan.data_parallel > plan.global_batch_planned
            and plan.global_batch_unit != "images",
            # an image model's: every rank takes the memory plan's images per GPU, more than the planned batch needs
            "images_above_plan": plan.kind == "train" and plan.global_batch_unit == "images"
            and plan.global_batch > plan.global_batch_planned,
            # an image model across servers: the estimate's batch, and the learning rate that goes with it
            "images_across": plan.kind == "train" and plan.global_batch_rule == "exchange",
            # the optimizer and learning rate the files set (the catalog's recipe for this model), and the rule behind it
            "optimizer": optimizer, "lr_scaled": optimizer and plan.lr_reference_batch is not None,
            "lr_capped": optimizer and plan.lr_linear is not None,
            "momentum": plan.momentum is not None, "weight_decay": plan.weight_decay is not None,
            # the warm-up in steps (a Trainer's --warmup_steps); torchvision's script warms up in whole passes
            "warmup": plan.warmup_epochs is not None and plan.script not in OWN_ARG_SCRIPTS,
            "warmup_steps": plan.warmup_steps is not None and plan.script not in OWN_ARG_SCRIPTS,
            "warmup_tv": bool(plan.warmup_epochs) and plan.script == "torchvision",
            "amp": plan.precision in ("bf16", "fp16", "fp8"),
            "tv_below_plan": plan.script == "torchvision" and plan.global_batch < plan.global_batch_planned,
            # the script the commands are written for: a Hugging Face Trainer one, torchvision's, YOLOv5's
            # (any other code: a Trainer script's, the files' default)
            "script_hf": plan.script not in OWN_ARG_SCRIPTS, "script_tv": plan.script == "torchvision",
            "script_yolo": plan.script == "yolov5", "script_ultra": plan.script == "ultralytics",
            "script_own": plan.script in OWN_ARG_SCRIPTS, "pretrained": plan.pretrained,
            # a script of the job's own, started by torchrun (TRAIN_SCRIPT); the yolo command is a tool of its own
            "train_script": plan.script != "ultralytics",
            # the commands use DeepSpeed (a Trainer script's --deepspeed): the bundle has ds_config.json
            "deepspeed": plan.script not in OWN_ARG_SCRIPTS}


def render(plan: LaunchPlan, cat: Catalog | None = None, words: ReadmeWords | None = None) -> LaunchBundle:
    """The files of the bundle for ``plan`` (text only; nothing is written). ``cat`` names the provider in
    the READMEs (providers.csv), else its code is used; ``words`` (the text package's ``LaunchWords``) writes the
    READMEs' durations, amounts and sources as the app does, else they are written plainly."""
    values = lang_values(_values(plan), plan, cat, "en")
    values["model_title"] = model_name(cat, plan.model)  # the preset's name (models.csv display_name)
    flags = _flags(plan)
    header = fill_template(template("header.txt"), values, flags, "sh")
    files: list[LaunchFile] = []

    def script(name: str) -> LaunchFile:
        body = fill_template(template(name), values, {**flags, "script": True}, "sh")
        return LaunchFile(name, "#!/usr/bin/env bash\n" + header + tidy_lines(body), True)

    if plan.kind == "train":
        # DeepSpeed's config only where the commands use it (a Trainer script's --deepspeed): torchvision's script and
        # the YOLO ones read none, so an image model's bundle has no ds_config.json (nor does its setup write one)
        ds = deepspeed_config(plan) if flags["deepspeed"] else None
        if ds is not None:
            values["ds_config_json"] = RawText(json.dumps(ds, indent=2))  # numbers only
        if flags["skypilot"]:
            files.append(LaunchFile("skypilot-task.yaml", yaml_text(skypilot_task(plan, values, flags), header)))
        if ds is not None:
            files.append(LaunchFile("ds_config.json", json.dumps(ds, indent=2) + "\n"))
        files.append(script("torchrun.sh"))
    else:
        if flags["skypilot"]:
            files.append(LaunchFile("skypilot-service.yaml", yaml_text(skypilot_task(plan, values, flags), header)))
        files.append(script("vllm-serve.sh"))
    files += readme_files(plan, values, flags, cat, words)
    return LaunchBundle(plan, tuple(files))


def launch_bundle(cat: Catalog, sc: Scenario, rec, option=None, today: _dt.date | None = None,
                  words: ReadmeWords | None = None) -> LaunchBundle:
    """The bundle of ``option`` (default: the recommendation): ``launch_plan`` then ``render``."""
    return render(launch_plan(cat, sc, rec, option, today), cat, words)


def existing_files(bundle: LaunchBundle, folder: Path) -> list[Path]:
    """Files of the bundle that already exist in ``folder``."""
    return [folder / f.name for f in bundle.files if (folder / f.name).exists()]


def write_bundle(bundle: LaunchBundle, folder: Path, overwrite: bool = False) -> list[Path]:
    """Write the bundle into ``folder`` (created if missing). Refuses (LaunchError) when a file of the bundle
    exists and ``overwrite`` is False, or the folder cannot be written; nothing is changed then. Each file is
    written to a temporary name first and renamed into place."""
    folder = Path(folder)
    if folder.exists() and not folder.is_dir():
        raise LaunchError(NotAFolder(path=str(folder)))
    clash = existing_files(bundle, folder) if folder.exists() else []
    if clash and not overwrite:
        raise LaunchError(LaunchFilesExist(path=str(clash[0]), count=len(clash)))
    try:
        folder.mkdir(parents=True, exist_ok=True)
        temps: list[tuple[str, Path]] = []
        try:
            for f in bundle.files:
                fd, tmp = tempfile.mkstemp(prefix=f".{f.name}.", dir=folder)
                temps.append((tmp, folder / f.name))
                with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as fh:
                    fh.write(f.text)
                os.chmod(tmp, 0o755 if f.executable else 0o644)
        except BaseException:
            for tmp, _ in temps:
                Path(tmp).unlink(missing_ok=True)
            raise
        for tmp, dest in temps:
            os.replace(tmp, dest)
    except OSError as exc:
        raise LaunchError(NotWritable(path=str(folder), reason=exc.strerror or str(exc))) from None
    return [folder / f.name for f in bundle.files]
