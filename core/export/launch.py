"""Launch files for a recommended cluster: the step from a priced proposal to a running job.

:func:`launch_plan` turns an :class:`~gpu_advisor.core.select.Option` (the recommendation or any alternative)
into a :class:`LaunchPlan` of numbers and codes: where it runs, how many nodes, the memory plan the estimate
chose (ZeRO stage, tensor parallelism, recomputation), micro-batch and gradient accumulation for the planned
global batch, the spot checkpoint interval, and for a service the model copies, tensor-parallel size and
concurrency. :func:`render` fills the templates in ``resources/launch/`` (data, not code) with that plan and
returns the files of the bundle; :func:`write_bundle` writes them. No Qt, no sentences here: every text a
person reads comes from a template.

Files of a bundle (``docs/launch.md``):

* training: ``skypilot-task.yaml`` (where SkyPilot supports the provider), ``ds_config.json`` (DeepSpeed),
  ``torchrun.sh`` (the same job without SkyPilot), ``README.md`` and ``README.zh-CN.md``;
* serving: ``skypilot-service.yaml`` (where supported), ``vllm-serve.sh``, ``README.md``, ``README.zh-CN.md``.

The memory plan is taken from the estimate engine (``estimate_config``) for the option's exact configuration
(GPU, GPUs per node, nodes, intra-node link and network class of the scored row), so it is the plan behind
the option's time and cost; ``plan_matches`` says whether it equals the plan code the engine stored.
"""

from __future__ import annotations

import datetime as _dt
import json
import math
import os
import re
import tempfile
from dataclasses import asdict, dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any


from .. import estimate as E
from ..base import (CarriesWhat, finite_float, FractionalGpus, LaunchFilesExist, NoOption, NotAFolder, NotWritable,
                    OptionDoesNotFit, ProblemDetail, round_shown)
from ..catalog import Catalog
from ..scenario import Scenario
from ..prices import gpu_host_for
from .launch_format import (LaunchDumper, LiteralBlock, RawText, fill_template, md_code, md_text,  # noqa: F401
                            one_line, sh_words, tidy_lines, yaml_text)

# --------------------------------------------------------------------------- data

# Catalog provider -> SkyPilot cloud name (SkyPilot's sky/clouds registry: `sky check` lists the same names).
# Alibaba Cloud and Tencent Cloud are not SkyPilot clouds: their bundles have no launcher file.
SKYPILOT_CLOUDS: dict[str, str] = {"aws": "aws", "gcp": "gcp", "azure": "azure", "lambda": "lambda",
                                   "nebius": "nebius", "runpod": "runpod"}

# Instance types SkyPilot cannot launch on a cloud it supports (its GCP table of VM types that come with GPUs,
# sky/catalog/gcp_catalog.py _ACC_INSTANCE_TYPE_DICTS, has no A3 Edge and no -nolssd variants): no launcher file.
SKYPILOT_UNLAUNCHABLE_TYPES: tuple[tuple[str, str], ...] = (("gcp", r"a3-edgegpu-"), ("gcp", r".*-nolssd$"))

# Catalog GPU names whose SkyPilot accelerator name differs (SkyPilot's vms.csv AcceleratorName; the catalog
# keeps the form factor, SkyPilot's catalog names the model: Azure NC A100 v4 = "A100-80GB", Lambda
# gpu_1x_a100 / gpu_1x_h100_pcie = "A100" / "H100"). Every other name is SkyPilot's own.
# Checked against SkyPilot's catalog rows in tests/data/launch (test_skypilot_accelerator_names_are_skypilots).
SKYPILOT_ACCELERATORS: dict[str, str] = {"A100-80GB-PCIE": "A100-80GB", "A100-PCIE": "A100", "H100-PCIE": "H100",
                                         "V100-PCIE": "V100", "MI25": "Radeon MI25"}
# Instance families whose GPU SkyPilot names apart (AWS g5g: Graviton + "T4g").
SKYPILOT_ACCELERATOR_BY_TYPE: tuple[tuple[str, str, str], ...] = (("aws", r"g5g\.", "T4g"),)
# Providers whose instance type names carry SkyPilot's accelerator name (RunPod: "4x_A100-80GB-SXM_SECURE").
SKYPILOT_ACCELERATOR_IN_TYPE: dict[str, str] = {"runpod": r"^\d+x_(?P<acc>.+?)_(?:SECURE|COMMUNITY)$"}

# Engine precision -> DeepSpeed section / vLLM --dtype.
DS_PRECISION = {"bf16": "bf16", "fp16": "fp16", "fp8": "bf16", "fp32": None}
VLLM_DTYPE = {"bf16": "bfloat16", "fp16": "float16", "fp32": "float32", "fp8": "auto"}

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
    seq_len: int | None = None
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
    # serving
    model_copies: int = 0
    copies_per_server: int = 0
    copies_running: int = 0  # the copies the files start (copies per server x servers), at least model_copies
    gpus_per_copy: int = 0
    pipeline_parallel: int = 1
    max_num_seqs: int = 0
    max_model_len: int | None = None  # vLLM's context limit: the model's own, or the longest one copy's KV cache holds
    max_model_len_source: str = ""  # model (the preset's max_seq_len) | kv_cache (the KV cache holds less)
    model_context: int | None = None  # the preset's max_seq_len (models.csv); None: a model given by its size
    kv_cache_tokens: int | None = None  # tokens one copy's KV cache holds after its weights (the estimate's sizing)
    request_tokens: int | None = None  # the requests' average length the plan assumed (prompt + answer)
    gpu_memory_utilization: float = 0.9
    qps: float | None = None
    qps_per_copy: float | None = None
    port: int = 8000
    model: str = ""  # preset id or parameter count, for comments
    data_local: bool = False  # the price counts the data on the instance's own NVMe (disk_gb: the system disk only)
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


# --------------------------------------------------------------------------- the plan


def skypilot_accelerator(provider: str, instance_type: str, gpu: str) -> str:
    """SkyPilot's accelerator name for a catalog instance's GPU."""
    if provider == "gcp":  # GCP VM types that come with their GPUs, named as SkyPilot's GCP catalog does
        fixed = gpu_host_for(instance_type)
        if fixed is not None:
            return fixed[0]
    for prov, rx_type, name in SKYPILOT_ACCELERATOR_BY_TYPE:
        if prov == provider and re.match(rx_type, instance_type):
            return name
    rx = SKYPILOT_ACCELERATOR_IN_TYPE.get(provider)
    if rx:
        m = re.match(rx, instance_type)
        if m:
            return m.group("acc")
    return SKYPILOT_ACCELERATORS.get(gpu, gpu)


def _scored_row(rec, opt):
    """The engine's scored row of ``opt`` (intra-node link, network class), or None."""
    df = getattr(rec, "candidates", None)
    if df is None or not len(df):
        return None
    m = ((df["provider"].astype(str) == opt.provider) & (df["region"].astype(str) == opt.region)
         & (df["instance_type"].astype(str) == opt.instance_type) & (df["nodes"] == opt.nodes)
         & (df["billing"].astype(str) == opt.billing))
    hits = m.to_numpy().nonzero()[0]
    return rec.candidate_row(int(hits[0])) if len(hits) else None


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


def _defaults(cat: Catalog) -> dict[str, float]:
    d = cat["defaults"]
    return {str(n): float(v) for n, v in zip(d["name"], d["value"])}


def _default_source(cat: Catalog, name: str) -> str:
    d = cat["defaults"]
    hit = d.loc[d["name"] == name, "source"]
    return str(hit.iloc[0]) if len(hit) else ""


def _assumed(est, name: str):
    a = (getattr(est, "assumptions", None) or {}).get(name)
    return None if a is None else a.value


def launch_plan(cat: Catalog, sc: Scenario, rec, option=None, today: _dt.date | None = None) -> LaunchPlan:
    """The launch plan for ``option`` (default: the recommendation of ``rec``)."""
    from ..select import job_for

    opt = option if option is not None else rec.recommendation
    if opt is None:
        raise LaunchError(NoOption())
    today = today or _dt.date.today()
    d = _defaults(cat)
    job = job_for(cat, sc)
    if not opt.fits:  # the model does not fit (or cannot be estimated) on it: files would fail at run time
        raise LaunchError(OptionDoesNotFit(gpu=opt.gpu, gpus_per_node=opt.gpus_per_node))
    row = _scored_row(rec, opt) if rec is not None else None
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
    common = dict(
        provider=opt.provider, skypilot_cloud=cloud, region=opt.region, instance_type=opt.instance_type,
        gpu=opt.gpu, accelerator=skypilot_accelerator(opt.provider, opt.instance_type, opt.gpu),
        gpus_per_node=gpn, gpu_count=int(round(opt.gpu_count)), billing=opt.billing,
        use_spot=opt.billing == "spot", disk_gb=max(disk, 1), data_local=opt.storage == "local_nvme",
        precision=precision,
        precision_requested=sc.precision,
        wall_hours=opt.wall_hours, total_cost=float(opt.total_cost), monthly_cost=float(opt.monthly_cost),
        currency=opt.currency, price_as_of=str(opt.price_as_of), created=today.isoformat(),
        model=sc.preset or (f"{sc.params:.3g} parameters" if sc.params else ""),
        plan=str(est.plan), plan_matches=_same_plan(rec, opt, est),
    )
    if not common["plan_matches"]:
        notes.append("plan_differs_from_scored")
    if sc.task == "inference":
        return _serve_plan(cat, d, sc, job, opt, est, common, notes)
    return _train_plan(cat, d, sc, opt, est, common, notes, rec)


def run_precision(requested: str, warnings, gpu: str) -> str:
    """The precision the GPU runs for ``requested``: the estimate's own fallbacks for this GPU (its warnings
    ``fp8_unsupported``, ``fp16_unsupported``, ``bf16_unsupported``, as in ``estimate_speed._peak``), so the files
    say what the card says: a T4 asked for BF16 runs FP16; a card without fast FP16 runs FP32."""
    codes = {c for c, detail in (warnings or ()) if (detail or {}).get("gpu") in (None, gpu)}
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


def _pow2_floor(x: float) -> int:
    return 1 << max(0, int(math.floor(math.log2(x)))) if x >= 1 else 1


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
    fwd = _assumed(est, "forward_flops_per_sample")
    scale = min(1.0, mem_gb / ref_gb)
    if len(ref) and fwd:
        ref_fwd = float(ref["forward_gflops"].iloc[0]) * 1e9 * (
            d.get("macs_to_flops", 2.0) if str(ref["gflops_convention"].iloc[0]) == "macs" else 1.0)
        scale *= min(1.0, ref_fwd / float(fwd))
    return _pow2_floor(base * scale), _default_source(cat, name)


def _estimate_batch(cat: Catalog, est) -> tuple[float, str] | None:
    """(the global batch in tokens the estimate took, where it comes from) for a language model, or None (a
    reference run, a catalog without the global-batch rows): the job's ``data.global_batch_tokens``, else the
    default by model size (``speed.global_batch_tokens``)."""
    a = (getattr(est, "assumptions", None) or {}).get("global_batch_tokens")
    if a is None or not a.value or not math.isfinite(float(a.value)):
        return None
    if a.source == "job":
        return float(a.value), "data.global_batch_tokens"
    names = ("global_batch_tokens_ref_llm", "global_batch_size_exponent_llm")
    # the sources' keys (the text before their first " (", e.g. "brown-2020-gpt3"): the full cells are in defaults.csv
    sources = "; ".join(dict.fromkeys(k for k in (_default_source(cat, n).split(" (")[0].strip() for n in names) if k))
    return float(a.value), ("global_batch_tokens_ref_llm x (N / size_ref_params) ^ global_batch_size_exponent_llm "
                            "(defaults.csv" + (f": {sources})" if sources else ")"))


def _failure_interval(rec, opt) -> float | None:
    """The checkpoint interval (hours) the estimate assumed against node failures of a large on-demand run
    (``failure_interval_h`` of the scored row, node_failures.py), or None where it allowed for none."""
    if rec is None or opt.billing == "spot":
        return None
    row = _scored_row(rec, opt)
    v = None if row is None else row.get("failure_interval_h")
    try:
        v = None if v is None else float(v)
    except (TypeError, ValueError):
        return None
    return v if v is not None and math.isfinite(v) and v > 0 else None


def _train_plan(cat, d, sc: Scenario, opt, est, common, notes, rec=None) -> LaunchPlan:
    tp = max(1, int(est.tp))
    dp = max(1, (est.gpus_per_node // tp) * est.nodes)
    micro = max(1, int(d.get("train_micro_batch_sequences", 1)))
    micro_source = ""
    seq = _assumed(est, "seq_len")
    seq = int(seq) if seq is not None else None
    batch_tokens = _estimate_batch(cat, est) if sc.workload == "llm" and seq else None
    if batch_tokens is not None and batch_tokens[1] != "data.global_batch_tokens" and (
            sc.task == "finetune" or sc.finetune_method != "full"):
        # A fine-tune keeps a fine-tuning batch (launch_global_batch_sequences_finetune): the estimate's default is
        # a pre-training batch by size (GPT-3's 1.8M tokens at 7B), a handful of optimizer steps for 20,000 Q&A pairs
        batch_tokens = None
    name = rule = ""
    if batch_tokens is not None and seq:
        # The estimate's own global batch (its data-parallel term priced it): sequences = tokens / sequence
        # length, to the nearest whole number of accumulation steps on these data-parallel ranks.
        unit, planned = "sequences", batch_tokens[0] / seq
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
        across = finite_float(_assumed(est, "vision_global_batch_images"))
        if across:  # across servers: the estimate's batch, accumulated until the backward pass hides the exchange
            name, planned, rule = "vision_max_global_batch_images", across, "exchange"
        fit, micro_source = _vision_micro_batch(cat, d, est, common["gpu"], common["precision"])
        images = finite_float(_assumed(est, "vision_micro_batch_images"))
        micro = max(1, int(images)) if images else max(1, min(fit, math.ceil(planned / dp)))
    else:
        name, unit = "launch_global_batch_samples", "samples"
        planned = d[name]
    if batch_tokens is not None:
        gas = max(1, round(planned / (micro * dp)))
    else:
        gas = max(1, math.ceil(planned / (micro * dp)))
    global_batch = micro * gas * dp
    tokens_per_s = (opt.estimate or {}).get("tokens_per_s")
    step_s = step_rate = None
    if tokens_per_s and seq and unit == "sequences":
        step_rate = float(tokens_per_s)
        step_s = global_batch * seq / step_rate
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
                      method=sc.finetune_method, seq_len=seq, micro_batch=micro,
                      micro_batch_source=micro_source,
                      grad_accum=gas, data_parallel=dp, global_batch=global_batch, global_batch_planned=planned,
                      global_batch_unit=unit, global_batch_rule=rule,
                      global_batch_source=batch_tokens[1] if batch_tokens else _default_source(cat, name),
                      global_batch_tokens=batch_tokens[0] if batch_tokens else None,
                      global_batch_given=batch_tokens is not None and batch_tokens[1] == "data.global_batch_tokens",
                      checkpoint_interval_h=None if interval is None else float(interval),
                      checkpoint_interval_for=interval_for, checkpoint_every_steps=every,
                      checkpoint_every_planned=every_planned, job_steps=job_steps,
                      step_seconds=step_s, step_rate=step_rate, checkpoint_keep=int(d.get("checkpoint_keep", 3)),
                      notes=tuple(notes), **common)


def _model_context(cat: Catalog, sc: Scenario) -> int | None:
    """The preset's own context (models.csv ``max_seq_len``), or None (a model given by its size)."""
    if not sc.preset:
        return None
    m = cat["models"]
    hit = m.loc[m["preset_id"] == sc.preset, "max_seq_len"]
    v = finite_float(hit.iloc[0]) if len(hit) else None
    return int(v) if v is not None and v >= 1 else None


def _context_limit(model_ctx: int | None, kv_tokens: int | None, request: int | None) -> tuple[int | None, str]:
    """vLLM's ``--max-model-len`` and why: the model's own context where one copy's KV cache holds a sequence that
    long; else the largest power of two within the KV cache (vLLM refuses to start when one sequence of the limit
    does not fit; the power of two leaves room for the estimate's error), never below the requests' average
    length and never above the model's context. An average is not a limit: a longer conversation must still run."""
    if kv_tokens is None or kv_tokens < 1:
        return model_ctx, "model" if model_ctx else ""
    if model_ctx is not None and model_ctx <= kv_tokens:
        return model_ctx, "model"
    limit = max(_pow2_floor(kv_tokens), request or 1)
    if model_ctx is not None:
        limit = min(limit, model_ctx)
    return limit, "kv_cache"


def _serve_plan(cat: Catalog, d, sc: Scenario, job, opt, est, common, notes) -> LaunchPlan:
    gpus = max(1, int(est.gpus_per_replica or est.tp))
    tp = max(1, min(gpus, int(est.tp or gpus)))  # within a server; a copy split across servers: one stage each
    pp = max(1, gpus // tp)
    per_server = max(1, common["gpus_per_node"] // gpus)
    servers = max(1, int(opt.instances))
    needed = int(est.replicas_needed or (opt.estimate or {}).get("replicas_needed") or per_server * servers)
    request = int(sc.input_tokens + sc.output_tokens) if sc.input_tokens and sc.output_tokens else None
    kv_tokens = None
    if sc.workload == "llm":
        try:
            shape = E.replica_shape(cat, job, common["gpu"], tp, pp)
            kv_tokens = int(shape.kv_capacity // shape.kv_tok) if shape.kv_tok > 0 else None
        except (KeyError, ValueError):  # a GPU or model the serving model cannot size: the model's context alone
            kv_tokens = None
    model_ctx = _model_context(cat, sc)
    max_len, len_source = _context_limit(model_ctx, kv_tokens, request)
    # the copies that run: every GPU of the servers rented serves (4 copies of 2 GPUs on an 8-GPU server even where
    # the load needs 3); a copy across servers (pipeline stages) counts once per its servers
    running = max(needed, servers * common["gpus_per_node"] // gpus)
    return LaunchPlan(kind="serve", nodes=servers, tp=tp, model_copies=needed, copies_per_server=per_server,
                      copies_running=running,
                      gpus_per_copy=gpus, pipeline_parallel=pp,
                      max_num_seqs=int(est.batch_per_replica or 1),
                      max_model_len=max_len, max_model_len_source=len_source, model_context=model_ctx,
                      kv_cache_tokens=kv_tokens, request_tokens=request,
                      gpu_memory_utilization=float(d.get("serving_memory_fraction", 0.9)),
                      qps=sc.qps, qps_per_copy=est.qps_per_replica, notes=tuple(notes), **common)


# --------------------------------------------------------------------------- the files


def _template(name: str) -> str:
    # one part per "/": a frozen app's resources are a MultiplexedPath, whose joinpath() takes one part on Python 3.11
    return (resources.files("gpu_advisor.resources") / _TEMPLATES / name).read_text(encoding="utf-8")


def _words(lang: str) -> dict:
    return json.loads(_template("words.json"))[lang]


def _provider_name(cat: Catalog | None, provider: str, lang: str) -> str:
    if cat is None:
        return provider
    p = cat["providers"]
    col = "name_zh" if lang.startswith("zh") else "name_en"
    hit = p.loc[p["provider"] == provider, col]
    return str(hit.iloc[0]) if len(hit) and str(hit.iloc[0]).strip() else provider


def _num(x: float | None, digits: int | None = 0) -> str:
    """A figure with ``digits`` places and ',' between thousands, rounded as the card rounds it (``round_shown``);
    ``digits`` None: the card's own precision (three significant digits below 1: 0.313 requests/s, not 0.31) without
    trailing zeros. '-' when missing."""
    r = round_shown(x, digits)
    if r is None:
        return "-"
    text = format(r, ",f")
    return text.rstrip("0").rstrip(".") if digits is None and "." in text else text


def _money(x: float | None) -> str:
    """An amount as the card writes it (``text.numbers.money`` without the currency sign): whole from 1,000 up,
    cents from 1, three significant digits under 1 (0.916 USD, not 1 USD)."""
    f = finite_float(x)
    if f is None:
        return "-"
    a = abs(f)
    return _num(f, 0 if a >= 1000 or a == 0 else 2 if a >= 1 else None)


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
    return cfg


def _values(plan: LaunchPlan) -> dict[str, Any]:
    v = {k: ("" if x is None else x) for k, x in plan.to_dict().items()}
    v.update(
        gpu_total=plan.gpu_count, wall_hours_text=_num(plan.wall_hours, 1), total_cost_text=_money(plan.total_cost),
        monthly_cost_text=_money(plan.monthly_cost), checkpoint_interval_text=_num(plan.checkpoint_interval_h, 2),
        job_steps_text=_num(plan.job_steps), nodes_last=max(0, plan.nodes - 1),
        checkpoint_every_planned_text=_num(plan.checkpoint_every_planned),
        checkpoint_minutes=_num(None if plan.checkpoint_interval_h is None else plan.checkpoint_interval_h * 60),
        step_seconds_text=_num(plan.step_seconds, 1), spot_text="true" if plan.use_spot else "false",
        recompute_text="on" if plan.recompute else "off",  # (the header read "recompute False")
        seq_len_text=_num(plan.seq_len) if plan.seq_len else "-",
        global_batch_planned_text=_num(plan.global_batch_planned, 1 if plan.global_batch_tokens else 0),
        global_batch_text=_num(plan.global_batch),
        global_batch_tokens_text=_num(plan.global_batch_tokens),
        step_tokens_text=_num(plan.global_batch * plan.seq_len) if plan.seq_len else "-",
        step_rate_text=_num(plan.step_rate),
        qps_text=_num(plan.qps, None), qps_per_copy_text=_num(plan.qps_per_copy, None),
        max_model_len_text=_num(plan.max_model_len), model_context_text=_num(plan.model_context),
        kv_cache_tokens_text=_num(plan.kv_cache_tokens), request_tokens_text=_num(plan.request_tokens),
        vllm_dtype=VLLM_DTYPE.get(plan.precision, "auto"), zero_text=f"ZeRO stage {plan.zero_stage}",
        # command-line flags as words (shell: one quoted word each; none when the flag is not used)
        precision_flag=tuple({"bf16": ["--bf16"], "fp16": ["--fp16"], "fp8": ["--bf16"]}.get(plan.precision, [])),
        recompute_flag=("--gradient_checkpointing",) if plan.recompute else (),
        max_model_len_flag=("--max-model-len", plan.max_model_len) if plan.max_model_len else (),
        quantization_flag=("--quantization", "fp8") if plan.precision == "fp8" else (),
        skypilot_file="skypilot-service.yaml" if plan.kind == "serve" else "skypilot-task.yaml",
        launcher_cloud=plan.skypilot_cloud or "",
        method_text={"lora": "LoRA", "qlora": "QLoRA"}.get(plan.method, plan.method),
    )
    # every count also as the READMEs' prose writes it ("5,760 images per step", "every 1,000 steps"); the bare
    # figure stays for the commands and configs ("--max-num-seqs 1024", "train_batch_size": 5760)
    for key, x in list(v.items()):
        if isinstance(x, int) and not isinstance(x, bool):
            v.setdefault(f"{key}_text", _num(x))
    return v


def _flags(plan: LaunchPlan) -> dict[str, bool]:
    return {"skypilot": plan.skypilot_cloud is not None, "train": plan.kind == "train", "serve": plan.kind == "serve",
            "spot": plan.use_spot, "multinode": plan.nodes > 1 and plan.kind == "train", "tp": plan.tp > 1,
            "recompute": plan.recompute and not plan.recompute_chosen,
            "recompute_chosen": plan.recompute and plan.recompute_chosen, "reserved": "billing_not_in_launcher" in plan.notes,
            "fp8": plan.precision == "fp8", "spot_unsupported": "spot_not_supported" in plan.notes,
            "lora": plan.kind == "train" and plan.method in ("lora", "qlora"), "qlora": plan.method == "qlora",
            "est_batch": plan.kind == "train" and plan.global_batch_tokens is not None,
            "step_known": plan.step_rate is not None and plan.step_seconds is not None,
            "plan_differs": not plan.plan_matches, "type_unsupported": "instance_not_in_skypilot" in plan.notes, "interval": plan.checkpoint_interval_h is not None,
            "cost": plan.total_cost > 0,
            "precision_fallback": bool(plan.precision_requested) and plan.precision != plan.precision_requested
            and plan.precision_requested != "fp8",
            "micro_source": bool(plan.micro_batch_source), "data_local": plan.data_local,
            "len_model": plan.max_model_len_source == "model", "len_kv": plan.max_model_len_source == "kv_cache",
            "len_unknown_model": plan.max_model_len_source == "kv_cache" and plan.model_context is None,
            "request_known": plan.request_tokens is not None,
            "checkpoint_cut": plan.checkpoint_every_steps < plan.checkpoint_every_planned,
            "batch_above_plan": plan.kind == "train" and plan.data_parallel > plan.global_batch_planned
            and plan.global_batch_unit != "images",
            # an image model's: every rank takes the memory plan's images per GPU, more than the planned batch needs
            "images_above_plan": plan.kind == "train" and plan.global_batch_unit == "images"
            and plan.global_batch > plan.global_batch_planned,
            # an image model across servers: the estimate's batch, and the learning rate that goes with it
            "images_across": plan.kind == "train" and plan.global_batch_rule == "exchange"}


def _resources(plan: LaunchPlan) -> dict:
    r: dict[str, Any] = {"cloud": plan.skypilot_cloud, "region": plan.region, "instance_type": plan.instance_type,
                         "accelerators": f"{plan.accelerator}:{plan.gpus_per_node}", "use_spot": plan.use_spot,
                         "disk_size": plan.disk_gb}
    if plan.kind == "serve":
        r["ports"] = plan.port
    elif plan.use_spot:
        r["job_recovery"] = {"strategy": "FAILOVER", "max_restarts_on_errors": 0}
    return r


def skypilot_task(plan: LaunchPlan, values: dict, flags: dict) -> dict:
    """The SkyPilot task (training) or service (serving) document."""
    doc: dict[str, Any] = {"name": "gpu-advisor-" + plan.kind}
    if plan.kind == "train":
        doc["workdir"] = "${CODE_DIR}"
        doc["num_nodes"] = plan.nodes
        doc["resources"] = _resources(plan)
        doc["envs"] = {"CODE_DIR": None, "TRAIN_SCRIPT": None, "DATA_URI": None, "CHECKPOINT_URI": None,
                       "TRAIN_ARGS": "", "CHECKPOINT_EVERY_STEPS": str(plan.checkpoint_every_steps)}
        # The data copied onto each node's disk (fast reads); the checkpoints on a bucket mounted on every node
        # (SkyPilot storage, mode MOUNT: writes reach the bucket, so they survive an interruption and `sky down`).
        doc["file_mounts"] = {"/data": "${DATA_URI}", "/checkpoints": {"source": "${CHECKPOINT_URI}", "mode": "MOUNT"}}
        doc["setup"] = LiteralBlock(tidy_lines(fill_template(_template("train_setup.sh"), values, flags, "sh")))
        doc["run"] = LiteralBlock(tidy_lines(fill_template(_template("train_run.sh"), values, flags, "sh")))
    else:
        doc["service"] = {"readiness_probe": {"path": "/v1/models", "initial_delay_seconds": 1800},
                          "replicas": plan.nodes}
        doc["resources"] = _resources(plan)
        doc["envs"] = {"MODEL": None}
        doc["setup"] = LiteralBlock(tidy_lines(fill_template(_template("serve_setup.sh"), values, flags, "sh")))
        doc["run"] = LiteralBlock(tidy_lines(fill_template(_template("vllm-serve.sh"), values, {**flags, "script": False}, "sh")))
    return doc


def _lang_values(values: dict, plan: LaunchPlan, cat: Catalog | None, lang: str) -> dict:
    w = _words(lang)

    def noun(word: str, n: Any) -> str:  # "1 node", "2 nodes" (the README read "1 node(s)", "1 copies")
        forms = w.get("nouns", {}).get(word, [word, word])
        return forms[0] if n == 1 else forms[1]
    def count(n: str, what: str) -> str:  # "13,083 tokens"; "13,083 个 token", "256 个图像"
        return w["count"].format(n, (" " if what.isascii() and lang != "en" else "") + what)
    unit = w["unit"].get(plan.global_batch_unit, plan.global_batch_unit)
    rate_unit = w["unit"]["tokens"] if plan.global_batch_unit == "sequences" else unit
    work = (values["step_tokens_text"], rate_unit) if plan.global_batch_unit == "sequences" else (
        _num(plan.global_batch), unit)
    # a market code of the catalog's (cn-mainland: a list price for all of mainland China) is no console's region:
    # its name, and the engineer picks a region there ("地域 cn-mainland" sent them looking for one)
    market = w["market"].get(plan.region)
    return {**values, "provider": _provider_name(cat, plan.provider, lang), "region": market or plan.region,
            "region_console": w["console_market"].format(market) if market else
            w["console_region"].format(plan.region),
            "billing": w["billing"].get(plan.billing, plan.billing),
            "global_batch_unit": unit, "step_rate_unit": rate_unit,
            "step_work_text": count(*work), "step_rate_count": count(values["step_rate_text"], rate_unit),
            "batch_from_text": w["batch_from"]["job" if plan.global_batch_given else "default"],
            "interval_for_text": w["interval_for"].get(plan.checkpoint_interval_for, ""),
            "nodes_noun": noun("node", plan.nodes), "servers_noun": noun("server", plan.nodes),
            "replicas_noun": noun("replica", plan.nodes), "copies_noun": noun("copy", plan.copies_running),
            "gpus_noun": noun("gpu", plan.gpu_count), "gpus_per_node_noun": noun("gpu", plan.gpus_per_node)}


def render(plan: LaunchPlan, cat: Catalog | None = None) -> LaunchBundle:
    """The files of the bundle for ``plan`` (text only; nothing is written). ``cat`` names the provider in
    the READMEs (providers.csv), else its code is used."""
    values = _lang_values(_values(plan), plan, cat, "en")
    flags = _flags(plan)
    header = fill_template(_template("header.txt"), values, flags, "sh")
    files: list[LaunchFile] = []

    def script(name: str) -> LaunchFile:
        body = fill_template(_template(name), values, {**flags, "script": True}, "sh")
        return LaunchFile(name, "#!/usr/bin/env bash\n" + header + tidy_lines(body), True)

    if plan.kind == "train":
        ds = deepspeed_config(plan)
        values["ds_config_json"] = RawText(json.dumps(ds, indent=2))  # numbers only
        if flags["skypilot"]:
            files.append(LaunchFile("skypilot-task.yaml", yaml_text(skypilot_task(plan, values, flags), header)))
        files.append(LaunchFile("ds_config.json", json.dumps(ds, indent=2) + "\n"))
        files.append(script("torchrun.sh"))
    else:
        if flags["skypilot"]:
            files.append(LaunchFile("skypilot-service.yaml", yaml_text(skypilot_task(plan, values, flags), header)))
        files.append(script("vllm-serve.sh"))
    for lang, name in README_LANGS:
        lv = _lang_values(values, plan, cat, lang)
        text = fill_template(_template(f"README.{lang}.md"), lv, flags, "md")
        if lang == "zh_CN":
            text = _close_cjk_name(text, str(lv.get("provider") or ""))
        files.append(LaunchFile(name, re.sub(r"\n{3,}", "\n\n", text)))
    return LaunchBundle(plan, tuple(files))


def _close_cjk_name(text: str, name: str) -> str:
    """A Chinese provider name set in Chinese text without the spaces the template keeps for a Latin one ("不支持
    腾讯云，" read "不支持 腾讯云，"; "SkyPilot 不支持 Nebius" keeps them)."""
    cjk = "\u4e00-\u9fff"
    if not name or not re.fullmatch(f"[{cjk}]+", name):
        return text
    text = re.sub(f"(?<=[{cjk}]) ({re.escape(name)})", r"\1", text)
    return re.sub(f"({re.escape(name)}) (?=[{cjk}])", r"\1", text)


def launch_bundle(cat: Catalog, sc: Scenario, rec, option=None, today: _dt.date | None = None) -> LaunchBundle:
    return render(launch_plan(cat, sc, rec, option, today), cat)


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
