"""Notes, continued: the warnings on a recommendation, the notes of answers without an option and the estimate's
warnings (``core/estimate``). A team's month and two answers side by side: ``notes_plan``. See ``notes`` for the base
and the JSON rules.
"""

from __future__ import annotations

from typing import Any, ClassVar, Literal

from .notes import ConstraintNote, DomesticOption, Elsewhere
from .record import lazy_dataclass as dataclass  # frozen dataclasses made on first use (record.py)
from .record import EstimateWarning, Note, omit


# --------------------------------------------------------------------------- warnings (explanation.py warning_notes)


@dataclass(frozen=True, kw_only=True)
class ConstraintBroken(Note):  # {"constraint": n.code, **n.detail}
    """The inner note flattened into this one's detail, as today (``constraint`` first)."""

    code: ClassVar[str] = "constraint_broken"
    constraint: ConstraintNote

    @property
    def detail(self) -> dict[str, Any]:
        return {"constraint": self.constraint.code, **self.constraint.detail}


@dataclass(frozen=True, kw_only=True)
class DeadlineNeeds(Note):
    code: ClassVar[str] = "deadline_needs"
    gpu: str
    deadline_hours: float
    gpus_needed: int | None = omit()  # None: the start-up alone takes longer than the deadline (startup_hours)
    gpus: int | None = omit()  # words read all of these with .get; the keys below come and go together
    wall_hours: float | None = omit()
    largest_cluster_gpus: int | None = omit()
    largest_cluster_nodes: int | None = omit()
    largest_cluster_provider: str | None = omit()
    startup_hours: float | None = omit()
    fixed_startup_hours: float | None = omit()  # the start-up (not shortened by more GPUs): why gpus_needed is so large
    # No option meets the deadline: the fastest one (start-up included; the cheapest of those as fast), and the time
    # up to which a miss counted as about as close (defaults.csv missed_deadline_tolerance), the goal deciding there
    fastest_hours: float | None = omit()
    fastest_gpu: str | None = omit()
    fastest_gpus: int | None = omit()
    fastest_nodes: int | None = omit()
    fastest_provider: str | None = omit()
    fastest_cost: float | None = omit()
    fastest_chosen: bool | None = omit()
    window_hours: float | None = omit()
    tolerance: float | None = omit()
    objective: str | None = omit()
    # the hours the deadline was checked against (the slow end of the likely range where plan_for asks for it, else the
    # expected hours) of this and the fastest option; how the scenario plans (plan_for; plan_slow_end_min_hours)
    wall_hours_checked: float | None = omit()
    fastest_hours_checked: float | None = omit()
    plan_for: str | None = omit()
    plan_min_hours: float | None = omit()
    # this option finishes (checked) within window_hours; with a budget: what the fastest and this option spend
    # (a month or in total, as budget_per), and whether this option is within it
    chosen_in_window: bool | None = omit()
    budget: float | None = omit()
    budget_per: str | None = omit()
    currency: str | None = omit()
    fastest_spend: float | None = omit()
    chosen_spend: float | None = omit()
    chosen_within_budget: bool | None = omit()


@dataclass(frozen=True, kw_only=True)
class OverProvisionedMemory(Note):
    code: ClassVar[str] = "over_provisioned"
    memory_use: float
    limit: float  # set, never read


@dataclass(frozen=True, kw_only=True)
class OverProvisionedTime(Note):
    code: ClassVar[str] = "over_provisioned"
    wall_hours: float
    deadline_hours: float


@dataclass(frozen=True, kw_only=True)
class SlowCaseDeadline(Note):
    code: ClassVar[str] = "slow_case_deadline"
    wall_hours_high: float
    deadline_hours: float


@dataclass(frozen=True, kw_only=True)
class DeadlineAtRisk(Note):
    """The deadline was checked against the expected hours (preferences.plan_for "expected", or "auto" for a run
    under defaults.csv plan_slow_end_min_hours) and they meet it, but the slow end of the likely (80%) range does
    not: met if the run goes as expected, missed by ``miss_hours`` at the slow end (``Option.deadline_risk``; a
    card shows it in place of a plain "meets the deadline"). On spot servers an interruption adds its own time on
    top: ``spot_interruptions`` expected in the run, each costing a restart and the work since the last checkpoint
    (``spot_hours_per_interruption``: half a checkpoint interval plus defaults.csv spot_restart_s)."""

    code: ClassVar[str] = "deadline_at_risk"
    wall_hours: float  # the expected hours, which the deadline was checked against
    wall_hours_high: float  # the slow end of the likely range
    deadline_hours: float
    margin_hours: float  # deadline - expected (>= 0)
    miss_hours: float  # slow end - deadline (> 0)
    spot: bool  # the option runs on spot servers: their interruptions are part of the risk
    servers: int
    spot_interruptions: float | None = omit()  # expected in the run, the whole cluster (spot only)
    spot_hours_per_interruption: float | None = omit()
    # The chosen option's only (core/select/safe_option.py): the cheapest option meeting every requirement whose slow
    # end meets the deadline too. ``safe_found`` False: none does (plan for the slow case to be told what would);
    # absent: not looked for (an alternative's risk).
    safe_found: bool | None = omit()
    safe_provider: str | None = omit()
    safe_region: str | None = omit()
    safe_instance_type: str | None = omit()
    safe_gpu: str | None = omit()
    safe_gpu_count: float | None = omit()
    safe_gpus_per_node: float | None = omit()
    safe_instances: int | None = omit()
    safe_billing: str | None = omit()
    safe_wall_hours: float | None = omit()  # its expected hours
    safe_wall_hours_high: float | None = omit()  # its slow end (<= the deadline)
    safe_total_cost: float | None = omit()
    safe_extra_cost: float | None = omit()  # its total cost less the chosen one's (negative: it costs less)
    safe_extra_fraction: float | None = omit()  # safe_extra_cost over the chosen one's total cost (None: that is 0)
    currency: str | None = omit()  # the costs' currency


@dataclass(frozen=True, kw_only=True)
class SlowCaseBudget(Note):
    code: ClassVar[str] = "slow_case_budget"
    cost_high: float
    budget: float
    per: str  # set, never read: a monthly budget reads "over the budget of ¥X" (no "monthly")
    currency: str


@dataclass(frozen=True, kw_only=True)
class NodeFailures(Note):
    code: ClassVar[str] = "node_failures"
    gpus: int
    hours: float
    rate_per_million_gpu_hours: float | None
    runs: tuple[str, ...]
    expected_interruptions: float
    extra_hours: float
    cost: float | None  # set, never read
    checkpoint_interval_h: float | None
    mtbf_hours: float | None  # set, never read
    restart_s: float | None  # set, never read
    currency: str  # set, never read


@dataclass(frozen=True, kw_only=True)
class IoBound(Note):  # the chosen option's storage
    code: ClassVar[str] = "io_bound"
    read_mb_s: float
    storage: str
    # the data disk's tier at its size (disk_tiers.csv: "P10"; None: a formula or no tier), what the GPUs of a
    # server read (MB/s), whether only the first epoch(s) wait (the data fits in the page cache: later epochs read
    # memory), and the smallest disk of the same kind whose rate would feed them (GB, MB/s; None: no size does)
    tier: str | None = omit()
    need_per_server_mb_s: float | None = omit()
    first_epochs_only: bool | None = omit()
    feeding_disk_gb: float | None = omit()
    feeding_disk_mb_s: float | None = omit()


@dataclass(frozen=True, kw_only=True)
class PcieMultiGpuTraining(Note):
    code: ClassVar[str] = "pcie_multi_gpu_training"
    gpus: float
    pcie_gbs: float | None


@dataclass(frozen=True, kw_only=True)
class MultiNodeNetworkUnknown(Note):
    code: ClassVar[str] = "multi_node_network_unknown"
    nodes: int
    assumed: str = "standard"


@dataclass(frozen=True, kw_only=True)
class MultiNodeSlowNetwork(Note):
    code: ClassVar[str] = "multi_node_slow_network"
    nodes: int
    network: str
    network_gbps: float | None


@dataclass(frozen=True, kw_only=True)
class RdmaClusterQuote(Note):  # {**quote, "nodes": n} (quote: core/prices/quotes.py shape)
    code: ClassVar[str] = "rdma_cluster_quote"
    provider: str
    region: str  # set, never read
    instance_type: str
    gpu: str
    gpus_per_node: float
    fabric: str
    network_gbps: float
    nodes: int  # set, never read


@dataclass(frozen=True, kw_only=True)
class ImagesResized(Note):
    """The images are ``ratio`` x the reference dataset's average file (``reference``: "imagenet", defaults.csv
    image_bytes_per_sample, for a classifier; "coco", detection_image_bytes_per_sample, for a detector): the time
    assumes they are resized once to ``side_px`` on their ``side`` side ("short": a classifier's 256 px; "long": a
    detector's 640 px) before the first pass, ``hours`` on each of the pick's servers' vCPUs, or reading the
    full-size photos from the data disk at ``read_mb_s`` where that takes longer (core/estimate/resize.py); every
    later pass reads the copies, ``resized_gb`` in all; decoding full-size photos in every pass would be far
    slower."""
    code: ClassVar[str] = "images_resized"
    ratio: float
    hours: float
    side_px: float
    side: str = "short"
    reference: str = "imagenet"
    vcpus: float | None = omit()
    read_mb_s: float | None = omit()
    resized_gb: float | None = omit()
    # the field's earlier name (recommend --json since 2026-12-06), kept for readers of it: side_px on a "short" side
    short_side_px: float | None = omit()


@dataclass(frozen=True, kw_only=True)
class StalePrice(Note):
    """The pick's price is older than ``limit_days`` (defaults.csv stale_price_days). Where some option meets every
    requirement: ``fresh_options``, how many of them (offerings) are on a price within that time, and the nearest of
    them (select/freshness.py): the best of those by the goal, its price's date and what it costs more than the pick
    (``cost_diff``, ``pct``; ``hours_diff``: slower by; ``per`` "month": a service)."""
    code: ClassVar[str] = "stale_price"
    as_of: str
    age_days: float
    limit_days: float
    fresh_options: int | None = omit()
    fresh_provider: str | None = omit()
    fresh_instance_type: str | None = omit()
    fresh_gpu: str | None = omit()
    fresh_gpu_count: float | None = omit()
    fresh_gpus_per_node: float | None = omit()
    fresh_instances: int | None = omit()
    fresh_billing: str | None = omit()
    fresh_as_of: str | None = omit()
    fresh_cost: float | None = omit()
    cost_diff: float | None = omit()
    pct: float | None = omit()
    hours_diff: float | None = omit()
    per: Literal["month"] | None = omit()


@dataclass(frozen=True, kw_only=True)
class Unpriced(Note):  # f"unpriced_{storage|network|transfer}"
    """One class, three codes: ``code`` is an instance field here, not a ClassVar (the only such case)."""

    code: Literal["unpriced_storage", "unpriced_network", "unpriced_transfer"]  # type: ignore[misc]
    item: str
    product: str
    quantity: float
    unit: str

    @property
    def detail(self) -> dict[str, Any]:
        return {"item": self.item, "product": self.product, "quantity": self.quantity, "unit": self.unit}


@dataclass(frozen=True, kw_only=True)
class HostTooSmall(Note):
    code: ClassVar[str] = "host_too_small"
    cpu_cores_min: float | None
    vcpus: float | None
    ram_gb_min: float | None
    ram_gb: float | None
    rule_set: str | None  # set, never read
    short: tuple[str, ...] = ()  # the checks it fails: "cpu", "ram" (empty: not known which, both said)
    vcpus_min: float | None = omit()  # the CPU need in vCPUs, as checked (None: cpu_cores_min, one vCPU a core)
    # The RAM the server was checked against and failed, where it is below the rule's minimum (as HostBelowRule)
    ram_gb_check: float | None = omit()
    check_x_gpu_mem: float | None = omit()


@dataclass(frozen=True, kw_only=True)
class HostRamBelowRule(Note):
    """The chosen server's RAM is below the host rule's minimum (host_rules.csv) but not below the check that refuses
    a server (defaults.csv host_check_ram_x_gpu_mem x its GPU memory: the leanest standard servers for these GPUs;
    docs/recommend.md "The host rule"): kept, and said with how much it is short and where the rule comes from.
    (The CPU has no such case: it is checked at the rule's minimum itself, in vCPUs.)"""
    code: ClassVar[str] = "host_ram_below_rule"
    ram_gb: float  # the server's
    ram_gb_min: float  # the rule's minimum
    short_gb: float
    short_pct: float  # of the rule's minimum
    ram_gb_check: float  # below this a server is refused
    check_x_gpu_mem: float | None  # defaults.csv host_check_ram_x_gpu_mem
    gpu_memory_gb: float  # the server's GPU memory, all its GPUs
    rule_x_gpu_mem: float | None  # the rule's least RAM per GB of GPU memory (None: the rule gives GB per GPU)
    rule_set: str
    source: str | None  # the host_rules row's source
    # the server's RAM as a multiple of its GPUs' memory, the top of the rule's range of that multiple, and the
    # server's GPUs (it is the cloud's own shape for them)
    ram_x_gpu_mem: float | None = omit()
    rule_x_gpu_mem_max: float | None = omit()
    gpu: str | None = omit()
    gpus_per_node: float | None = omit()


@dataclass(frozen=True, kw_only=True)
class HostUnknown(Note):
    code: ClassVar[str] = "host_unknown"
    vcpus: float | None
    ram_gb: float | None


@dataclass(frozen=True, kw_only=True)
class HostRuleFallback(Note):
    code: ClassVar[str] = "host_rule_fallback"
    asked: str
    used: str


@dataclass(frozen=True, kw_only=True)
class SpotRateAssumed(Note):
    code: ClassVar[str] = "spot_rate_assumed"
    interruptions_per_month: float


# --------------------------------------------------------------------------- answers without an option
# core/select/recommendation.py, core/select/serving.py


@dataclass(frozen=True, kw_only=True)
class NoEstimate(Note):
    code: ClassVar[str] = "no_estimate"
    error: str  # a problem code (missing_input, ...)
    field: str | None
    configurations: int  # set, never read


@dataclass(frozen=True, kw_only=True)
class NoCandidates(Note):  # , plan.py:343
    code: ClassVar[str] = "no_candidates"


@dataclass(frozen=True, kw_only=True)
class FitsNowhere(Note):
    code: ClassVar[str] = "fits_nowhere"
    gpu: str
    gpus: float
    provider: str  # set, never read
    instance_type: str
    memory_per_gpu_gb: float
    gpu_memory_gb: float
    over_gb: float
    over_pct: float  # set, never read
    total_memory_needed_gb: float  # set, never read
    elsewhere: Elsewhere | None


@dataclass(frozen=True, kw_only=True)
class ServingTooSlow(Note):  # limit "latency"
    code: ClassVar[str] = "serving_impossible"
    limit: Literal["latency"] = "latency"
    p95_latency_s: float | None
    best_latency_s: float
    gpu: str
    gpus_per_replica: float | None
    output_tokens: float | None
    max_output_tokens: float | None
    elsewhere: Elsewhere | None


@dataclass(frozen=True, kw_only=True)
class ServingTooBig(Note):  # limit "size"
    code: ClassVar[str] = "serving_impossible"
    limit: Literal["size"] = "size"
    max_gpus: float
    qps: float
    gpus_needed: float
    gpu: str
    servers: int
    instance_type: str
    provider: str
    max_qps: float
    max_qps_gpu: str  # set, never read
    elsewhere: Elsewhere | None


@dataclass(frozen=True, kw_only=True)
class ChosenGpusRefused(Note):
    """None of the GPUs the user named can run the job as asked (a training in BF16 on T4s only): why, so the
    closest option on another GPU is not a mystery."""
    code: ClassVar[str] = "chosen_gpus_refused"
    gpus: tuple[str, ...]
    reasons: tuple[str, ...]  # core/estimate/practical.py codes (gpu_no_bf16, gpu_no_fp8, ...), one per GPU's first


@dataclass(frozen=True, kw_only=True)
class ChosenGpusUnpriced(Note):
    """GPUs the user named that the catalog has no price for (A800 and H800 servers of the Chinese clouds publish
    none): how many server types each has without a price, and on which clouds (0: none in the catalog), so the
    closest option on another GPU is not a mystery and the user knows a quoted price brings them in."""
    code: ClassVar[str] = "chosen_gpus_unpriced"
    gpus: tuple[str, ...]
    server_types: tuple[int, ...]  # per GPU: instance types in the catalog, none of them priced
    providers: tuple[tuple[str, ...], ...]  # per GPU: the providers of those types


@dataclass(frozen=True, kw_only=True)
class AnomalousPricesExcluded(Note):
    code: ClassVar[str] = "anomalous_prices_excluded"
    instances: int


@dataclass(frozen=True, kw_only=True)
class FractionalGpusExcluded(Note):
    """Priced instances inside the scenario's filters left out because they hold a fraction of a GPU (a vGPU slice,
    a gpu_count such as 1.5): the catalog keeps them, the recommendation offers whole GPUs only."""
    code: ClassVar[str] = "fractional_gpus_excluded"
    instances: int


@dataclass(frozen=True, kw_only=True)
class Overseas(Note):
    code: ClassVar[str] = "overseas"
    provider: str
    region: str
    invoice_currency: str
    domestic: DomesticOption | None


@dataclass(frozen=True, kw_only=True)
class ArmHost(Note):
    """The pick's server has an Arm CPU (instance_cpus.csv cpu_arch aarch64) whose GPU PyTorch's aarch64 builds run:
    the software must be aarch64 builds (wheels, container images). ``loading_images_per_s``: the images one
    data-loader worker decodes per second the estimate's pace rests on (defaults.csv, measured on an x86 CPU), where
    the CPU's data pipeline sets it; None: it does not."""
    code: ClassVar[str] = "arm_host"
    provider: str
    instance_type: str
    cpu: str  # the CPU the catalog names ('' : not given)
    gpu: str
    compute_capability: float | None = omit()
    loading_images_per_s: float | None = omit()


@dataclass(frozen=True, kw_only=True)
class ArmHostGpuUnsupported(Note):
    """The pick's server has an Arm CPU and a GPU below the compute capability PyTorch's aarch64 builds run
    (defaults.csv aarch64_pytorch_min_compute_capability): chosen only because the scenario's own choices left no
    other server (candidates.offer_positions). ``vendor_image``: the provider's own image that runs PyTorch there
    (instance_cpus.csv; '' : none known)."""
    code: ClassVar[str] = "arm_host_gpu_unsupported"
    provider: str
    instance_type: str
    cpu: str
    gpu: str
    compute_capability: float
    min_compute_capability: float
    vendor_image: str
    loading_images_per_s: float | None = omit()


# --------------------------------------------------------------------------- estimate warnings (ctx.warn)
# Made by the estimate (core/estimate*.py), repeated as notes by select/explanation.py estimate_warning_notes.


@dataclass(frozen=True, kw_only=True)
class ChinchillaFar(EstimateWarning):  # estimate_job.py
    code: ClassVar[str] = "chinchilla_far"
    tokens_per_param: float
    optimal: float


@dataclass(frozen=True, kw_only=True)
class Bf16Unsupported(EstimateWarning):  # estimate_speed.py
    code: ClassVar[str] = "bf16_unsupported"
    gpu: str
    past_run: bool = False  # the GPU of the user's past run (its hours are scaled from it), not of an option


@dataclass(frozen=True, kw_only=True)
class Fp16Unsupported(EstimateWarning):  # estimate_speed.py
    code: ClassVar[str] = "fp16_unsupported"
    gpu: str
    past_run: bool = False  # the GPU of the user's past run (its hours are scaled from it), not of an option


@dataclass(frozen=True, kw_only=True)
class Fp8Unsupported(EstimateWarning):  # estimate_speed.py
    code: ClassVar[str] = "fp8_unsupported"
    gpu: str
    past_run: bool = False  # the GPU of the user's past run (its hours are scaled from it), not of an option


@dataclass(frozen=True, kw_only=True)
class DoesNotFit(EstimateWarning):  # estimate.py, estimate_serving.py
    code: ClassVar[str] = "does_not_fit"
    gpu: str
    gpus: int
    memory_gb: float
    capacity_gb: float


@dataclass(frozen=True, kw_only=True)
class IoBoundEstimate(EstimateWarning):  # estimate.py: same code as IoBound, other keys
    code: ClassVar[str] = "io_bound"
    need_mb_s: float
    storage_mb_s: float


@dataclass(frozen=True, kw_only=True)
class MultiNodeSlower(EstimateWarning):  # estimate.py
    code: ClassVar[str] = "multi_node_slower"
    nodes: int
    network: str


@dataclass(frozen=True, kw_only=True)
class MfuCapped(EstimateWarning):  # estimate_speed.py
    code: ClassVar[str] = "mfu_capped"
    gpu: str
    mfu: float
    # the utilisation the estimate shows (GPU efficiency), where the job's own overheads (padded examples, recomputed
    # activations, QLoRA) bring it well below the cap: the warning and the Assumptions then tell one story (walk 19:
    # "capped at 60%" beside "GPU efficiency 30%"); None: the shown figure is the cap
    overall: float | None = None
    finetune: bool = True  # a fine-tune (its overheads may come on top of the cap); False: a pre-training


@dataclass(frozen=True, kw_only=True)
class ReferenceRunImplausible(EstimateWarning):  # training.py: a past run's hours against published utilisation
    code: ClassVar[str] = "reference_run_implausible"
    implied_mfu: float  # the job's FLOPs / (the run's hours x GPUs x dense peak)
    mfu_min: float  # defaults reference_run_mfu_min .. mfu_max: what published runs reach
    mfu_max: float
    ref_hours: float
    ref_gpu: str
    ref_gpus: int
    expected_hours: float | None = None  # that run at the modelled speed
    model: str | None = None  # the preset the FLOPs are counted for
    # faster than any published run (above mfu_max): the run was set aside and the speed modelled (job.py); a slower
    # one is kept, the user's own code may be that slow
    set_aside: bool = False


@dataclass(frozen=True, kw_only=True)
class NoBandwidthFigure(EstimateWarning):  # estimate_speed.py
    code: ClassVar[str] = "no_bandwidth_figure"
    gpu: str


@dataclass(frozen=True, kw_only=True)
class InterconnectNotSupported(EstimateWarning):  # estimate.py
    code: ClassVar[str] = "interconnect_not_supported"
    gpu: str
    interconnect: str


@dataclass(frozen=True, kw_only=True)
class IdleGpus(EstimateWarning):  # estimate.py
    code: ClassVar[str] = "idle_gpus"
    gpus: int
    used: int
    tp: int


@dataclass(frozen=True, kw_only=True)
class VisionBatchOverMax(EstimateWarning):  # training.py, vision.py: an image model on more GPUs than its batch allows
    """The data-parallel GPUs of an image model's training, at the fewest images each (its per-GPU batch, one image
    at least), make a global batch past the largest one an image model keeps its accuracy at (defaults.csv
    ``vision_max_global_batch_images``, Goyal et al. 2017): the time holds, the recipe's accuracy may not."""
    code: ClassVar[str] = "vision_batch_over_max"
    gpus: int  # the data-parallel GPUs
    images_per_gpu: int  # the fewest images each takes per step (the plan's per-GPU batch)
    global_batch: float  # images per optimizer step: gpus x images_per_gpu
    max_images: float  # vision_max_global_batch_images
    gpus_max: int  # the most data-parallel GPUs that keep the batch within it, at images_per_gpu each


@dataclass(frozen=True, kw_only=True)
class DataLoadingBound(EstimateWarning):  # training.py: a detector fed by its CPU data pipeline (issue 28)
    """A detector's training runs at what its data-loader workers deliver, below what the GPU could do: workers
    per GPU x images a worker decodes and augments per second / images per sample (defaults.csv)."""
    code: ClassVar[str] = "data_loading_bound"
    samples_per_s: float  # samples/s per GPU the data pipeline delivers (the rate used)
    gpu_samples_per_s: float  # samples/s per GPU the GPU alone would reach (the measured rate)
    workers: int  # data-loader workers per GPU
    images_per_sample: int  # decoded images per sample (a mosaic of 4)


@dataclass(frozen=True, kw_only=True)
class DataLoadingCpuBound(EstimateWarning):  # loading.py: a detector on a server with few vCPUs per GPU
    """A detector's training runs at what the data-loader workers the server's vCPUs allow deliver (YOLOv5: vCPUs //
    GPUs, fewer than its default per GPU), below what the GPU could do: the server's CPUs, not its GPUs, set the
    pace. ``default_samples_per_s``: the rate with the default's workers (the GPU's, or their own bound)."""
    code: ClassVar[str] = "data_loading_cpu_bound"
    samples_per_s: float  # samples/s per GPU this server's data pipeline delivers (the rate used)
    gpu_samples_per_s: float  # samples/s per GPU the GPU alone would reach (the measured rate)
    workers: int  # data-loader workers per GPU this server's vCPUs allow
    default_workers: int  # data_loader_workers_per_gpu (YOLOv5's --workers)
    default_samples_per_s: float  # samples/s per GPU with the default's workers
    images_per_sample: int  # decoded images per sample (a mosaic of 4)


@dataclass(frozen=True, kw_only=True)
class LatencyUnreachable(EstimateWarning):  # estimate_serving.py
    code: ClassVar[str] = "latency_unreachable"
    latency_s: float
    target_s: float
    tp: int  # set, never read
    max_output_tokens: int  # set, never read by words (serving.py reads it back from the estimate's warnings)
