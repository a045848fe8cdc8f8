"""The estimate engine's data types (``Job``, ``ConfigEstimate``, ``Assumption``, ``SpotOverhead``, the error),
quantity parsing and the per-catalog preparation (``Prepared``: the catalog's GPU, efficiency, scaling and model
tables read once, kept in the catalog's one cache). The estimates themselves are in ``estimate.py``, which
re-exports every name here."""

from __future__ import annotations

import math
from collections import namedtuple
import re
import threading
from dataclasses import dataclass, field, fields
from typing import Any, NamedTuple

import pandas as pd

from ..catalog import as_float, cached, Catalog, near_names, normalise
from ..base import (BelowMin, CatalogError, finite, finite_float, MissingDefault, MissingInput, NotAnInteger,
                    NotANumber, Problem, ProblemDetail, UnknownGpu)



# --------------------------------------------------------------------------- data types


@dataclass(frozen=True)
class Assumption:
    """One figure an estimate relied on: its value, unit and where it comes from."""

    name: str
    value: float | str
    unit: str
    source: str


class ReferenceRun(NamedTuple):
    """A measured run: ``hours`` of wall-clock on ``gpus`` × ``gpu``."""

    gpu: str
    gpus: int
    hours: float


@dataclass(frozen=True)
class Job:
    """What to run. Sizes are plain numbers (parameters, tokens, samples); None = not given.

    ``tokens``/``samples`` are one pass over the data; ``epochs`` multiplies them. ``dataset_gb`` is
    turned into tokens or samples with the catalog's stated ratios (``text_language`` picks the text
    ratio). ``flops_per_sample`` is the forward FLOPs of one sample (true FLOPs, not MACs) for vision
    models without a preset. ``recompute`` None = full activation recomputation only when the memory
    needs it; True/False forces it.
    """

    task: str = "train"
    workload: str = "llm"
    params: float | None = None
    params_active: float | None = None
    preset: str | None = None
    method: str = "full"
    precision: str = "bf16"
    tokens: float | None = None
    dataset_gb: float | None = None
    samples: float | None = None
    epochs: float = 1.0
    seq_len: int | None = None
    reference_run: tuple[str, int, float] | None = None
    qps: float | None = None
    input_tokens: float | None = None
    output_tokens: float | None = None
    p95_latency_s: float | None = None
    # what a service is for (ServiceUse: chat, api, batch; None: not said): the time a token its batch is bounded by
    service_use: str | None = None
    flops_per_sample: float | None = None
    text_language: str = "en"
    recompute: bool | None = None
    # fine-tune examples packed into full sequences (True), padded per batch (False), or not known (None: the
    # estimate takes defaults.csv finetune_packed_default and its 80% range covers the other case; issue 28)
    packed: bool | None = None
    # the global batch per optimizer step in tokens (None: defaults.csv global_batch_tokens_ref_llm for the model's
    # size); the data-parallel term spreads each step's gradient exchange over it (issue 28)
    global_batch_tokens: float | None = None
    # a fine-tune counted in examples (20,000 Q&A pairs): the tokens of one example (answers.csv items.<kind>). Padded
    # (not packed), each example is one sequence of about this many tokens, so the recipe's batch of
    # launch_global_batch_sequences_finetune examples is that many x this, not x the sequence length (walk 19)
    example_tokens: float | None = None
    # an image model's one image file in MB (the user's answer; None: defaults.csv image_bytes_per_sample, ImageNet's
    # average): turns ``dataset_gb`` into images and ``samples`` into the bytes read and copied
    image_mb: float | None = None


@dataclass(frozen=True)
class ConfigEstimate:
    """The estimate for one job on one hardware configuration.

    Training/fine-tuning: ``wall_hours`` is the job's wall-clock time (the slower of compute and data
    feed), ``gpu_hours`` = wall × GPUs. Inference: ``wall_hours``/``gpu_hours`` are None (a service has
    no length); ``tokens_per_s`` is the configuration's output rate, ``qps_per_replica`` and
    ``replicas_needed`` (for ``job.qps``) size the service, one replica being ``gpus_per_replica`` GPUs.
    ``plan`` is a code: ``single``, ``dp``, ``zero1``-``zero3``, ``tpN``, ``tpN+zero3``, ``lora``,
    ``qlora``, ``lora+zero3``..., with ``+recompute`` when activations are recomputed; inference
    ``tpN`` (N GPUs per replica). ``warnings`` are ``(code, detail)`` pairs.
    """

    gpu: str
    gpu_count: int
    gpus_per_node: int
    nodes: int
    interconnect: str
    network: str | None
    task: str
    workload: str
    precision: str
    plan: str
    tp: int
    zero_stage: int
    recompute: bool
    fits: bool
    memory_per_gpu_gb: float
    memory_capacity_gb: float
    flops: float | None
    wall_hours: float | None
    gpu_hours: float | None
    mfu: float | None
    scaling_efficiency: float
    tokens_per_s: float | None
    samples_per_s: float | None
    qps_per_replica: float | None
    replicas_needed: int | None
    gpus_per_replica: int | None
    gpus_needed: int | None
    batch_per_replica: int | None
    latency_s: float | None
    io_bound: bool
    data_read_mb_s: float | None
    storage_read_mb_s: float | None
    checkpoint_gb: float | None
    checkpoint_write_s: float | None
    assumptions: dict[str, Assumption] = field(default_factory=dict)
    warnings: tuple[tuple[str, dict], ...] = ()
    gpu_hours_range: tuple[float, float] | None = None  # 80% range [low, high] (training)
    wall_hours_range: tuple[float, float] | None = None
    recompute_share: float = 0.0  # share of the layers whose activations are recomputed
    range_low: float | None = None  # the 80% range as multipliers of the estimate (low, high), for callers
    range_high: float | None = None  # that add time of their own (spot rework) and scale it alike
    ttft_s: float | None = None  # serving: time to first token (one prompt alone); latency_s is the whole answer

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-able dict (assumptions as name -> {value, unit, source}); a number that is not finite
        becomes None, so the JSON never holds Infinity or NaN."""
        d = {f.name: getattr(self, f.name) for f in fields(self) if f.name not in ("assumptions", "warnings")}
        for k in ("gpu_hours_range", "wall_hours_range"):
            if d[k] is not None:
                d[k] = list(d[k])
        d["warnings"] = [{"code": c, "detail": dict(det)} for c, det in self.warnings]
        d["assumptions"] = {k: {"value": a.value, "unit": a.unit, "source": a.source}
                            for k, a in self.assumptions.items()}
        return finite(d)




@dataclass(frozen=True)
class SpotOverhead:
    """Expected cost of running on interruptible capacity (Young's interval, Daly-style accounting)."""

    checkpoint_interval_h: float | None
    expected_extra_hours: float
    expected_interruptions: float
    mtbf_hours: float | None
    assumptions: dict[str, Assumption] = field(default_factory=dict)


class EstimateError(CatalogError):
    """Input the engine cannot estimate; ``problems`` say which field and why (codes, not sentences)."""

    @property
    def code(self) -> str:
        return self.problems[0].code if self.problems else ""


def bad_input(file: str, what: ProblemDetail, value: Any = None) -> EstimateError:
    return EstimateError([Problem(file, what, value=None if value is None else str(value))])


# --------------------------------------------------------------------------- quantities


_SUFFIX = {"k": 1e3, "m": 1e6, "b": 1e9, "g": 1e9, "t": 1e12}
_QTY = re.compile(r"^\s*([+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?)\s*([kmbgt]?)\s*$", re.IGNORECASE)


def parse_quantity(text: str | float | int) -> float:
    """'7B' -> 7e9, '70M', '2T', '1.5k', '7e9', '7000000000', '7_000' -> float; ValueError otherwise."""
    if isinstance(text, bool):
        raise ValueError(text)
    if isinstance(text, (int, float)):
        v = float(text)
    else:
        m = _QTY.match(str(text).replace("_", "").replace(",", ""))
        if not m:
            raise ValueError(text)
        v = float(m.group(1)) * _SUFFIX.get(m.group(2).lower(), 1.0)
    if not math.isfinite(v):
        raise ValueError(text)
    return v


# --------------------------------------------------------------------------- preparation


@dataclass(frozen=True)
class GpuSpec:
    name: str
    family: str
    memory_gb: float
    bandwidth_gbs: float | None
    fp32: float | None
    tf32: float | None
    fp16: float | None
    fp8: float | None
    bf16: bool
    interconnect: str | None
    nvlink_gbs: float | None
    source: str



def _rows(cat: Catalog, table: str) -> list:
    """The rows of a catalog table as named tuples (what ``itertuples(index=False)`` gives, with the columns read
    once each instead of per row: a preparation reads every small table)."""
    df = cat[table]
    Row = namedtuple("Row", [str(c) for c in df.columns], rename=True)  # type: ignore[misc]
    return [Row._make(v) for v in zip(*(df[c].tolist() for c in df.columns))] if len(df.columns) else []


class Prepared:
    """Catalog tables turned into dicts once, so that an estimate costs microseconds."""

    def __init__(self, cat: Catalog):
        self.defaults: dict[str, Assumption] = {}
        for r in _rows(cat, "defaults"):
            v = finite_float(r.value)
            if v is not None:
                self.defaults[str(r.name)] = Assumption(str(r.name), v, str(r.unit or ""), f"defaults.csv: {r.source}")
        self.gpus: dict[str, GpuSpec] = {}
        self.gpu_index: dict[str, str] = {}
        for r in _rows(cat, "gpus"):
            bf16: Any = r.bf16  # True, False or NA (a nullable boolean column)
            spec = GpuSpec(str(r.gpu), str(r.family), as_float(r.memory_gb), finite_float(r.memory_bandwidth_gbs),
                           finite_float(r.fp32_tflops), finite_float(r.tf32_tflops), finite_float(r.fp16_tflops), finite_float(r.fp8_tflops),
                           bool(bf16) if not pd.isna(bf16) else False, str(r.interconnect or "") or None,
                           finite_float(r.nvlink_gbs), f"gpus.csv {r.gpu}: {r.source}")
            self.gpus[spec.name] = spec
            for sp in [spec.name, *[a for a in str(r.aliases or "").split(";") if a.strip()]]:
                self.gpu_index.setdefault(normalise(sp), spec.name)
        self.eff: dict[tuple[str, str], list[tuple[float, float, str]]] = {}
        for r in _rows(cat, "efficiency"):
            self.eff.setdefault((str(r.gpu_family), str(r.workload)), []).append(
                (as_float(r.params_min), as_float(r.mfu), str(r.source)))
        for eff_rows in self.eff.values():
            eff_rows.sort()
        # Measured GPU-class factors on the modelled utilisation (gpu_speed.csv): (GPU or family, workload).
        self.gpu_speed: dict[tuple[str, str], tuple[float, str]] = {}
        if "gpu_speed" in cat.tables:
            for r in _rows(cat, "gpu_speed"):
                f = finite_float(r.factor)
                if f:
                    key = self.gpu_index.get(normalise(str(r.gpu)), str(r.gpu))
                    self.gpu_speed[(key, str(r.workload))] = (f, f"gpu_speed.csv {r.gpu}: {r.source}")
        self.scaling: dict[tuple[str, str], list[tuple[int, float, str]]] = {}
        for r in _rows(cat, "scaling"):
            self.scaling.setdefault((str(r.link), str(r.workload)), []).append(
                (int(as_float(r.gpus)), as_float(r.efficiency), str(r.source)))
        for scaling_rows in self.scaling.values():
            scaling_rows.sort()
        self.models: dict[str, dict] = {}
        self.model_index: dict[str, str] = {}
        # model size -> the LLM preset nearest in size (serving.nearest_llm_kv): filled as sizes are asked for
        self.nearest_llm_kv: dict[float, tuple[float, str, float] | None] = {}
        for rec in (r._asdict() for r in _rows(cat, "models")):
            pid = str(rec["preset_id"])
            self.models[pid] = rec
            self.model_index[normalise(pid)] = pid
            self.model_index.setdefault(normalise(str(rec["display_name"])), pid)
        self.networks = {str(r.option): r for r in _rows(cat, "network")}
        self.throughput: list[dict] = []
        if "throughput" in cat.tables:
            for r in _rows(cat, "throughput"):
                rate, n = finite_float(r.samples_per_s), finite_float(r.gpus)
                if rate and n:
                    self.throughput.append({"model": str(r.model), "gpu": str(r.gpu), "precision": str(r.precision),
                                            "gpus": int(n), "samples_per_s": rate, "source": str(r.source)})
        # Calibration runs (calibration.csv): (GPU family, workload, params, GPUs); None without the table.
        self.calibration: list[tuple[str, str, float, int]] | None = None
        self.calibration_dp: list[tuple[float, float, float]] = []  # multi-server LLM runs: (peak16, GPUs, params)
        self.calibration_gpus: set[tuple[str, str]] = set()  # (GPU, workload) with a calibration run of their own
        if "calibration" in cat.tables:
            self.calibration = []
            for r in _rows(cat, "calibration"):
                hit = self.gpu_index.get(normalise(str(r.gpu)))
                n, g = finite_float(r.params), finite_float(r.gpus)
                if hit is not None and n and g:
                    self.calibration.append((self.gpus[hit].family, str(r.workload), float(n), int(g)))
                    self.calibration_gpus.add((hit, str(r.workload)))
                    spec16 = self.gpus[hit].fp16
                    if str(r.workload) == "llm" and spec16 and g > 8:
                        self.calibration_dp.append((spec16, float(g), float(n)))
        nvme = cat["storage"]
        nvme = nvme[(nvme["tier"] == "local_nvme") & nvme["read_mb_s"].notna()]
        generic = nvme[nvme["provider"] == "generic"]
        row = (generic if len(generic) else nvme).head(1)
        self.local_nvme = None if row.empty else (
            as_float(row["read_mb_s"].iat[0]), f"storage.csv {row['product'].iat[0]}: {row['source'].iat[0]}")
        self.job_cache: dict[Job, JobInfo] = {}
        self.derived: dict[tuple, Any] = {}  # figures derived from the tables on first use (estimate._top_dp_x)
        self.lock = threading.Lock()

    def gpu(self, name: str) -> GpuSpec:
        hit = self.gpu_index.get(normalise(name))
        if hit is None:
            raise bad_input("gpu", UnknownGpu(closest=near_names(name, self.gpu_index, list(self.gpus))), name)
        return self.gpus[hit]


def prepare(cat: Catalog | Prepared) -> Prepared:
    """The per-catalog preparation, in the catalog's cache (``catalog.cached``: built once per catalog, dropped
    with it; its ``job_cache`` of job infos lives and goes with it)."""
    if isinstance(cat, Prepared):
        return cat
    p: Prepared = cached(cat, "estimate.prepare", lambda: Prepared(cat))
    return p


class Ctx:
    """Collects the assumptions one estimate used."""

    __slots__ = ("P", "used", "warnings", "net_gbps", "loader_workers")

    def __init__(self, P: Prepared, used: dict | None = None):
        self.P = P
        self.net_gbps: float | None = None  # the instance's own inter-node bandwidth, when the caller knows it
        # a detector's data-loader workers per GPU where the server's vCPUs allow fewer than the default (loading.py)
        self.loader_workers: int | None = None
        self.used: dict[str, Assumption] = dict(used or {})
        self.warnings: list[tuple[str, dict]] = []

    def d(self, name: str) -> float:
        a = self.P.defaults.get(name)
        if a is None:
            raise bad_input("defaults.csv", MissingDefault(), name)
        self.used[name] = a
        return float(a.value)

    def note(self, name: str, value, unit: str, source: str) -> None:
        self.used[name] = Assumption(name, value, unit, source)

    def warn(self, code: str, **detail) -> None:
        self.warnings.append((code, detail))


# --------------------------------------------------------------------------- units


def fmt(v: float) -> str:
    return str(int(v)) if float(v).is_integer() else f"{v:g}"


def bytes_w(ctx: Ctx, precision: str) -> float:
    if precision == "fp32":
        return ctx.d("bytes_per_param_fp32")
    if precision == "fp8":
        return ctx.d("bytes_per_param_int8")
    return ctx.d("bytes_per_param_bf16")


def gb(ctx: Ctx) -> float:
    """Bytes per 'GB' of GPU memory: the cards' memory sizes are binary (an "80 GB" A100 holds 80 GiB)."""
    return ctx.d("gpu_memory_bytes_per_gb")


def positive(name: str, v, integer: bool = False, allow_none: bool = True):
    if v is None:
        if allow_none:
            return None
        raise bad_input(name, MissingInput(), None)
    f = finite_float(v)
    if f is None or isinstance(v, bool):
        raise bad_input(name, NotANumber(), v)
    if f <= 0:
        raise bad_input(name, BelowMin(min=0, exclusive=True), fmt(f))
    if integer and f != int(f):
        raise bad_input(name, NotAnInteger(), fmt(f))
    return int(f) if integer else f


def int_arg(name: str, v) -> int:
    f = finite_float(v)
    if f is None or isinstance(v, bool):
        raise bad_input(name, NotANumber(), v)
    if f < 1:
        raise bad_input(name, BelowMin(min=1), fmt(f))
    if f != int(f):
        raise bad_input(name, NotAnInteger(), fmt(f))
    return int(f)


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
    # one copy of the dataset as given (bytes): what is copied onto the servers and kept on their data disks; the
    # passes may read less (``bytes_read``: photos resized once read as their small copies, core/estimate/resize.py)
    stored_bytes: float | None = None

    @property
    def moe(self) -> bool:
        """A mixture of experts: fewer parameters per token than in the model."""
        return self.active < self.params
