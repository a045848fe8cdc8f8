"""What every part of the launch files shares (core/export/launch.py is the door): the plan and the bundle as
data (:class:`LaunchPlan`, :class:`LaunchFile`, :class:`LaunchBundle`), the error, the file names, the catalog
look-ups, the figures as the files write them, and the templates in ``resources/launch/``."""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass, field
from importlib import resources
from typing import Any

import pandas as pd

from ..base import CarriesWhat, finite_float, ProblemDetail, round_shown
from ..catalog import Catalog

# The files of a training bundle: ds_config.json only where the commands use DeepSpeed (a Trainer script's)
TRAIN_FILES = ("skypilot-task.yaml", "ds_config.json", "torchrun.sh", "README.md", "README.zh-CN.md")
SERVE_FILES = ("skypilot-service.yaml", "vllm-serve.sh", "README.md", "README.zh-CN.md")
README_LANGS = (("en", "README.md"), ("zh_CN", "README.zh-CN.md"))

_TEMPLATES = "launch"  # folder inside gpu_advisor.resources


class LaunchError(CarriesWhat, ValueError):
    """The bundle cannot be made or written; ``what`` says why (a problem detail; ``code``/``detail`` as properties)."""

    def __init__(self, what: ProblemDetail):
        super().__init__(what.code)
        self.what = what


@dataclass(frozen=True)
class MhaTwin:
    """The serving plan of a catalog preset with multi-head attention of the borrowed preset's shape (the same
    layers and width, a KV head for every head), computed by the same estimate on the same GPUs."""

    preset: str
    kv_bytes_per_token: float
    kv_cache_tokens: int
    max_num_seqs: int
    max_model_len: int | None
    gpus_per_copy: int
    tp: int


@dataclass(frozen=True)
class LaunchPlan:
    """Everything the launch files say, as numbers and codes."""

    kind: str  # train | serve
    provider: str
    skypilot_cloud: str | None  # None: SkyPilot does not support the provider
    region: str
    instance_type: str
    gpu: str
    accelerator: str  # SkyPilot's name for the GPU
    gpus_per_node: int
    nodes: int  # training: nodes of one job; serving: servers (SkyPilot service replicas)
    gpu_count: int
    billing: str
    use_spot: bool
    disk_gb: int
    precision: str
    # figures of the proposal (header comments, README)
    wall_hours: float | None
    total_cost: float
    monthly_cost: float
    currency: str
    price_as_of: str
    created: str
    # training
    plan: str = ""
    plan_matches: bool = True
    zero_stage: int = 0
    tp: int = 1
    recompute: bool = False
    recompute_chosen: bool = False  # on because the job or the fine-tune default says so, not because memory needs it
    method: str = "full"
    # the training script the commands are written for (train_scripts.csv): "hf" (a Hugging Face Trainer script with
    # DeepSpeed), "torchvision" (torchvision's classification reference script), "yolov5" (YOLOv5's train.py),
    # "ultralytics" (the Ultralytics package's yolo command: YOLOv8); and its name for the model (torchvision's
    # --model resnet50; a YOLO script's weights, yolov8s for yolov8s.pt; "" none)
    script: str = "hf"
    script_model: str = ""
    epochs: float | None = None  # passes over the data (the job's), for the scripts that take --epochs
    loader_workers: int = 0  # data-loader workers per GPU (--workers)
    pretrained: bool = False  # a fine-tune: starts from the model's published weights (YOLOv5 --weights yolov5s.pt)
    seq_len: int | None = None
    # a padded fine-tune counted in examples: the tokens of one example, each example one sequence padded to the
    # longest of its micro-batch (the estimate's packing.padded_example_tokens); None: sequences of seq_len tokens
    example_tokens: float | None = None
    precision_requested: str = ""  # what the scenario asked for; ``precision`` is what the GPU runs (the card's)
    micro_batch: int = 1
    micro_batch_source: str = ""  # where a micro-batch above 1 comes from (vision: a published per-GPU batch)
    grad_accum: int = 1
    data_parallel: int = 1
    global_batch: int = 0  # sequences (text) or samples per optimizer step, after rounding to whole steps
    global_batch_planned: float = 0.0
    global_batch_unit: str = "sequences"
    global_batch_source: str = ""
    global_batch_rule: str = ""  # "exchange": an image model across servers, the estimate's batch (vision_exchange)
    global_batch_formula: str = ""  # language model: how the estimate's batch was found (a formula of catalog rows)
    global_batch_cites: str = ""  # the catalog's source cells behind the batch (the READMEs cite them)
    global_batch_tokens: float | None = None  # language model: the estimate's global batch (tokens) it follows
    global_batch_given: bool = False  # that batch is the scenario's own (data.global_batch_tokens), not the default
    checkpoint_interval_h: float | None = None  # Young/Daly interval the estimate assumed (spot or node failures)
    checkpoint_interval_for: str = ""  # spot | node_failures | "" (none assumed: checkpoint_every_steps default)
    checkpoint_every_steps: int = 0
    checkpoint_every_planned: int = 0  # before the cut to half the job (the interval or the default in steps)
    job_steps: int | None = None  # optimizer steps of the whole job at the estimate's rate
    step_seconds: float | None = None
    step_rate: float | None = None  # the estimate's tokens/s (language model) or images/samples per second
    checkpoint_keep: int = 3
    # the optimizer the files set (ds_config.json ``optimizer``; --learning_rate, --weight_decay, --warmup_steps)
    optimizer: str = ""  # sgd | adamw | "" (no recipe in the catalog for this model: the script's own)
    learning_rate: float | None = None  # for the files' global batch
    lr_reference: float | None = None  # the recipe's rate for lr_reference_batch (the linear scaling rule), or None
    lr_reference_batch: float | None = None
    momentum: float | None = None
    weight_decay: float | None = None
    warmup_epochs: float | None = None
    warmup_steps: int | None = None  # the warm-up in optimizer steps (None: the passes' size is not known)
    optimizer_source: str = ""  # the catalog's source cell of the learning rate
    # the linear rule's rate where the recipe's ceiling (launch_<kind>_lr_max_<key>) took its place, else None
    lr_linear: float | None = None
    lr_cap_source: str = ""  # the catalog's source cell of that ceiling
    # serving
    model_copies: int = 0
    copies_per_server: int = 0
    copies_running: int = 0  # the copies the files start (copies per server x servers), at least model_copies
    gpus_per_copy: int = 0
    pipeline_parallel: int = 1
    # the servers one copy spans (a copy wider than a server: one pipeline stage on each, joined by a Ray cluster of
    # its own); copy k runs on servers (k - 1) x servers_per_copy + 1 to k x servers_per_copy
    servers_per_copy: int = 1
    max_num_seqs: int = 0
    max_model_len: int | None = None  # vLLM's context limit: the model's own, or the longest one copy's KV cache holds
    max_model_len_source: str = ""  # model (the preset's max_seq_len) | kv_cache (the KV cache holds less)
    model_context: int | None = None  # the preset's max_seq_len (models.csv); None: a model given by its size
    kv_cache_tokens: int | None = None  # tokens one copy's KV cache holds after its weights (the estimate's sizing)
    request_tokens: int | None = None  # the requests' average length the plan assumed (prompt + answer)
    # the requests one copy's KV cache holds at their average length while they run (prompt + half the answer): the
    # estimate's "Sequences the KV cache holds"; --max-num-seqs is at most this
    kv_cache_sequences: int | None = None
    batch_by_time: bool = False  # --max-num-seqs below the KV cache's requests and vLLM's cap: the latency bounds it
    gpu_memory_utilization: float = 0.9
    qps: float | None = None
    qps_per_copy: float | None = None
    port: int = 8000
    model: str = ""  # preset id or parameter count, for comments
    # the preset's Hugging Face repository (models.csv hf_repo: the weights MODEL downloads; "" a model given by its
    # size or a preset without one), whether its page gates the download (accept the licence, HF_TOKEN) and the dtype
    # of its published weights where the README must say it (DeepSeek-V3: fp8)
    hf_repo: str = ""
    hf_gated: bool = False
    hf_checkpoint_dtype: str = ""
    gpu_fp8: bool = False  # the GPU has FP8 units (gpus.csv fp8_tflops): vLLM runs FP8 weights as published
    # the KV cache's attention layout the files are sized with (MHA, GQA, MQA, MLA; "" not known) and, for a model
    # given by its size, the preset it is borrowed from (the LLM preset nearest in size), with its bytes per token
    kv_layout: str = ""
    kv_layout_preset: str = ""
    kv_bytes_per_token: float | None = None
    # a model given by its size sized with a grouped KV cache: the same plan for the catalog's multi-head presets of
    # that shape (Llama 2 7B, Baichuan 2 7B beside Mistral 7B), whose KV cache is larger (the README's flags for them)
    mha_twins: tuple[MhaTwin, ...] = ()
    data_local: bool = False  # the price counts the data on the instance's own NVMe (disk_gb: the system disk only)
    # the disks the price counts (GB): the system disk, and the data disk (a cloud disk, or the instance's local NVMe
    # where data_local); servers started by hand get them formatted and mounted by the README's commands
    system_disk_gb: int = 0
    data_disk_gb: int = 0
    # the cloud data disk's rate at its size, which the estimate reads and the data is copied at (disk_tiers.csv:
    # a 100 GB Azure Premium SSD is P10, 100 MB/s), and its tier ("" for a formula's size); None: local NVMe
    data_disk_mb_s: float | None = None
    data_disk_tier: str = ""
    data_disk_product: str = ""  # the catalog's product of the cloud disk ("" for local NVMe)
    # photos much larger than the model's training images: the time assumes them resized once to this size on
    # their short side (a classifier's 256 px) or long side (resize_side "long": a detector's 640 px) before the
    # first pass (core/estimate/resize.py; 0: no resize), the pass's hours on each server (vCPUs, or reading the
    # full-size photos from the data disk where longer) and the GB of the copies every later pass reads
    resize_side_px: int = 0
    resize_side: str = "short"
    resize_hours: float | None = None
    resized_gb: float | None = None
    system_disk_product: str = ""  # the system disk's product (its own: one its size may be, disk_tiers.csv)
    # whether the proposal's cost has a price for each of its disks (False: a disk line the catalog has no rate for,
    # Hyperdisk Balanced on GCP A4 / A3 Ultra: its cost leaves the disks out, the README says so)
    disks_priced: bool = True
    # The one disk a SkyPilot node gets (disk_size: the system disk and a cloud data disk together): the disk_tier
    # written ("" none), the disk that tier is on the instance type (gp3, pd-ssd, Premium_LRS, hyperdisk-balanced...;
    # "" SkyPilot chooses none), whether it is the product the price counts, its read rate at disk_gb (the catalog's
    # at that size, its tier there; SkyPilot's provisioned MiB/s and IOPS on AWS gp3) and what the catalog gives that
    # product at that size (the rate and IOPS the price counts: gp3's baseline). launch_skypilot.skypilot_disk.
    skypilot_disk_tier: str = ""
    skypilot_disk_type: str = ""
    skypilot_disk_priced: bool = False
    skypilot_disk_mb_s: float | None = None
    skypilot_disk_iops: float | None = None
    skypilot_disk_size_tier: str = ""
    skypilot_base_mb_s: float | None = None
    skypilot_base_iops: float | None = None
    # the host's CPU (instance_cpus.csv): "aarch64" (an Arm server: software built for aarch64, arm64 images),
    # "x86_64", "" (the catalog does not say); its name; and, where PyTorch's own aarch64 builds do not run its GPU
    # (defaults.csv aarch64_pytorch_min_compute_capability), the provider's image that does ("" none known)
    cpu_arch: str = ""
    cpu: str = ""
    arm_gpu_unsupported: bool = False
    vendor_image: str = ""
    # PyTorch's pip index whose builds run the GPU where PyPI's default build does not (gpu_support.csv
    # ``pytorch_index``: the CUDA 12.6 builds for Maxwell, Pascal and Volta; "" PyPI's default build), the GPU's
    # compute capability as the catalog writes it ("7.0"), its software stack (cuda, rocm; "" not in the table) and
    # the row's source cell, which the READMEs cite
    torch_index: str = ""
    gpu_cc: str = ""
    gpu_stack: str = ""
    torch_index_source: str = ""
    # vLLM's pip index whose builds run the GPU where PyPI's default (CUDA) build does not (gpu_support.csv
    # ``vllm_index``: vLLM's ROCm wheels for AMD GPUs, Python 3.12 only; "" PyPI's), which the serving setup installs from
    vllm_index: str = ""
    # the fast network between the servers that the estimate counted for a training job on several of them (the
    # instance type's GPU-direct fabric, instance_network.csv and fabrics.csv: infiniband, efa, roce, tcpx...; ""
    # one server, or plain Ethernet), its Gbit/s per server, and whether skypilot-task.yaml asks SkyPilot for it
    # (``network_tier: best``, where SkyPilot sets that fabric up: launch_skypilot.skypilot_network_tier)
    fabric: str = ""
    fabric_gbps: float | None = None
    network_tier_best: bool = False
    notes: tuple[str, ...] = ()  # codes: spot_not_supported, billing_not_in_launcher, fp8_runs_as_bf16...

    def to_dict(self) -> dict:
        return asdict(self)


@dataclass(frozen=True)
class LaunchFile:
    name: str
    text: str
    executable: bool = False


@dataclass(frozen=True)
class LaunchBundle:
    plan: LaunchPlan
    files: tuple[LaunchFile, ...] = field(default_factory=tuple)

    def names(self) -> tuple[str, ...]:
        return tuple(f.name for f in self.files)

    def file(self, name: str) -> LaunchFile | None:
        return next((f for f in self.files if f.name == name), None)


# --------------------------------------------------------------------------- catalog and estimate look-ups


def scored_row(rec, opt):
    """The engine's scored row of ``opt`` (intra-node link, network class), or None."""
    df = getattr(rec, "candidates", None)
    if df is None or not len(df):
        return None
    m = ((df["provider"].astype(str) == opt.provider) & (df["region"].astype(str) == opt.region)
         & (df["instance_type"].astype(str) == opt.instance_type) & (df["nodes"] == opt.nodes)
         & (df["billing"].astype(str) == opt.billing))
    hits = m.to_numpy().nonzero()[0]
    return rec.candidate_row(int(hits[0])) if len(hits) else None


def catalog_defaults(cat: Catalog) -> dict[str, float]:
    """The catalog's ``defaults.csv`` as name -> value."""
    d = cat["defaults"]
    return {str(n): float(v) for n, v in zip(d["name"], d["value"])}


def default_source(cat: Catalog, name: str) -> str:
    """The ``source`` cell of a ``defaults.csv`` row ('' when the row is missing)."""
    d = cat["defaults"]
    hit = d.loc[d["name"] == name, "source"]
    return str(hit.iloc[0]) if len(hit) else ""


def assumed(est, name: str):
    """The value of an assumption the estimate took, or None."""
    a = (getattr(est, "assumptions", None) or {}).get(name)
    return None if a is None else a.value


def pow2_floor(x: float) -> int:
    """The largest power of two not above ``x`` (1 below 2)."""
    return 1 << max(0, int(math.floor(math.log2(x)))) if x >= 1 else 1


def run_precision(requested: str, warnings, gpu: str) -> str:
    """The precision the GPU runs for ``requested``: the estimate's own fallbacks for this GPU (its warnings
    ``fp8_unsupported``, ``fp16_unsupported``, ``bf16_unsupported``, as in ``estimate_speed._peak``), so the files
    say what the card says: a T4 asked for BF16 runs FP16; a card without fast FP16 runs FP32."""
    codes = {c for c, detail in (warnings or ())  # (not a past run's GPU's: that run is not the one launched)
             if (detail or {}).get("gpu") in (None, gpu) and not (detail or {}).get("past_run")}
    p = requested
    if p == "fp8":
        if "fp8_unsupported" not in codes:
            return "fp8"
        p = "bf16"
    if p in ("bf16", "fp16") and "fp16_unsupported" in codes:
        return "fp32"
    if p == "bf16" and "bf16_unsupported" in codes:
        return "fp16"
    return p


# --------------------------------------------------------------------------- figures and templates


def model_repo(cat: Catalog, preset: str | None, gpu: str) -> dict[str, Any]:
    """The LaunchPlan's fields of a preset's Hugging Face repository (models.csv ``hf_repo``, ``hf_gated``,
    ``hf_checkpoint_dtype``) and whether ``gpu`` has FP8 units (gpus.csv ``fp8_tflops``); none for a model given by
    its size or a preset without a repository."""
    m = cat["models"]
    if not preset or "hf_repo" not in m.columns:
        return {}
    hit = m[m["preset_id"] == preset]
    if not len(hit):
        return {}
    row = hit.iloc[0]

    def cell(name: str) -> str:
        x = row.get(name)
        return "" if x is None or x is pd.NA or (isinstance(x, float) and math.isnan(x)) else str(x).strip()
    repo = cell("hf_repo")
    if not repo:
        return {}
    gated = row.get("hf_gated")
    g = cat["gpus"]
    fp8 = g.loc[g["gpu"] == gpu, "fp8_tflops"]
    return {"hf_repo": repo, "hf_gated": bool(gated) if gated is not None and not pd.isna(gated) else False,
            "hf_checkpoint_dtype": cell("hf_checkpoint_dtype"),
            "gpu_fp8": bool(len(fp8)) and (finite_float(fp8.iloc[0]) or 0) > 0}


def template(name: str) -> str:
    """The text of a template in ``resources/launch/``."""
    # one part per "/": a frozen app's resources are a MultiplexedPath, whose joinpath() takes one part on Python 3.11
    return (resources.files("gpu_advisor.resources") / _TEMPLATES / name).read_text(encoding="utf-8")


def figure(x: float | None, digits: int | None = 0) -> str:
    """A figure with ``digits`` places and ',' between thousands, rounded as the card rounds it (``round_shown``);
    ``digits`` None: the card's own precision (three significant digits below 1: 0.313 requests/s, not 0.31) without
    trailing zeros. '-' when missing."""
    r = round_shown(x, digits)
    if r is None:
        return "-"
    text = format(r, ",f")
    return text.rstrip("0").rstrip(".") if digits is None and "." in text else text


def amount(x: float | None) -> str:
    """An amount as the card writes it (``text.numbers.money`` without the currency sign): whole from 1,000 up,
    cents from 1, three significant digits under 1 (0.916 USD, not 1 USD)."""
    f = finite_float(x)
    if f is None:
        return "-"
    a = abs(f)
    return figure(f, 0 if a >= 1000 or a == 0 else 2 if a >= 1 else None)


def copy_groups(plan: LaunchPlan) -> list[tuple[int, int]]:
    """(first, last) server of each copy of a service whose copy spans several servers (copy k: servers
    (k - 1) x servers_per_copy + 1 to k x servers_per_copy); empty when a copy fits on one server."""
    n = plan.servers_per_copy
    if plan.kind != "serve" or n <= 1:
        return []
    return [(k * n + 1, k * n + n) for k in range(plan.nodes // n)]
