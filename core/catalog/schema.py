"""The catalog schema: every table, its columns, types, units, allowed values and keys.

This module is the single contract between the bundled CSV files, the user's catalog, the
validators and the engine. It holds data only (no I/O, no Qt). Bump ``SCHEMA_VERSION`` and add a
migration in ``core.migrations`` whenever a column is renamed, removed or changes meaning.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import TypedDict

from ..base import Currency, Task, Workload, values

SCHEMA_VERSION = 4  # 4: the text rule (core/base/textrule.py) and text length limits

# Column kinds understood by the validator.
STR = "str"  # free text
FLOAT = "float"  # decimal number (plain or scientific notation)
INT = "int"  # whole number
DATE = "date"  # ISO date: YYYY, YYYY-MM or YYYY-MM-DD
ENUM = "enum"  # one of ``allowed``
BOOL = "bool"  # true/false (also yes/no, 1/0)

CURRENCIES = values(Currency)
GPU_FAMILIES = ("kepler", "maxwell", "pascal", "volta", "turing", "ampere", "ada", "hopper", "blackwell", "cdna",
                "cdna3", "other")
INTERCONNECTS = ("nvlink", "pcie", "infinity_fabric")
STORAGE_TIERS = ("local_nvme", "block", "object", "file", "parallel_fs")
THROUGHPUT_BASES = ("per_volume", "per_tib", "per_instance", "typical")
WORKLOADS = (*values(Workload), "any")
TASKS = (Task.TRAIN.value, Task.INFERENCE.value, "any")  # a catalog row's task: training (fine-tunes too) or serving
MODEL_KINDS = ("llm", "nlp-encoder", "vision", "diffusion", "detection")
NETWORK_CLASSES = ("standard", "tcp_25g", "rdma")
# The cases of seed 001's GPU decision tree (decision_tree.csv); the thresholds that pick a case are in defaults.csv
# (tree_*).
TREE_CASES = ("train_over_70b", "train_7b_70b", "lora_7b_13b", "inference_7b_low_qps", "inference_70b_high_qps")
# Inter-node fabrics of instance types (instance_network.csv): EFA, InfiniBand, RoCE, eRDMA, RDMA (technology not
# named), GPUDirect-TCPX/TCPXO, plain Ethernet/VPC.
FABRICS = ("efa", "infiniband", "roce", "erdma", "rdma", "tcpxo", "tcpx", "ethernet")
SCALING_LINKS = ("nvlink", "pcie", "rdma", "tcp_25g", "standard")
SPOT_BUCKETS = ("<5%", "5-10%", "10-15%", "15-20%", ">20%")
GFLOPS_CONVENTIONS = ("flops", "macs")
# What kind of source a row of sources.csv is. official: the provider's or vendor's own page or
# repository; paper: a published paper; repository: public code or data files; article: a public
# article (the seed articles); third_party: reseller, spec database or blog; setting/assumption/
# derivation: a choice or reasoning of this product, stated as such; user: typed by the user;
# quote: a price quoted to the user; imported: free text from an older or imported catalog.
SOURCE_KINDS = ("official", "paper", "repository", "article", "third_party", "setting", "assumption",
                "derivation", "user", "quote", "imported")


# Plain limits of catalog text (characters). A text cell holds no control character (C0 incl. TAB, CR and
# LF, DEL, C1 incl. U+0085, U+2028/U+2029, bidirectional controls and marks): ``core.textrule`` checks both,
# the same way on every path into the catalog (import, price update, editor, quotes, migrations, build).
# The longest values of the bundled catalog (2026-12) are 34 characters for an instance type, 84 for a
# list of aliases, 342 for a source cell, 154 for a title, 266 for a URL and 811 for notes.
NAME_LENGTH = 128  # ids, names, instance types, regions, units
LIST_LENGTH = 1000  # aliases, source cells (ids with locators), ';'-lists
TITLE_LENGTH = 1000  # titles and short explanations (a source's title may be a whole free-text citation)
URL_LENGTH = 2048
NOTES_LENGTH = 4000  # notes (an imported row's notes name the zones it was summarised from)
# The smallest price other than 0 (currency per hour, month, GB or GB-month): prices are kept to 6 decimals,
# so anything smaller would be stored as 0. Instance prices must be at least this (0 is not a price); the
# prices of storage and transfer may be 0 ("included") or at least this.
PRICE_MIN = 1e-6


@dataclass(frozen=True)
class Column:
    """One column: its kind, whether a value is required, its unit and its allowed range."""

    name: str
    kind: str = STR
    required: bool = False
    unit: str = ""
    allowed: tuple[str, ...] = ()
    min: float | None = None  # inclusive lower bound
    max: float | None = None  # inclusive upper bound
    min_exclusive: bool = False  # True: value must be strictly greater than ``min``
    description: str = ""
    # Text columns (str): the most characters a cell may hold (``text_limit`` fills it in when not given).
    max_length: int | None = None
    # Number columns: the smallest magnitude of a value other than 0 (None: ``tableio.FLOAT_TINY``). Prices
    # use ``PRICE_MIN``: a price that would round to 0 where it is kept is refused, not stored as 0.
    min_nonzero: float | None = None


@dataclass(frozen=True)
class Table:
    """One catalog table, stored as ``<name>.csv``."""

    name: str
    columns: tuple[Column, ...]
    key: tuple[str, ...]
    description: str = ""
    # Cross-table references: column -> (table, column) that must contain the value.
    references: dict[str, tuple[str, str]] = field(default_factory=dict)

    @property
    def filename(self) -> str:
        return f"{self.name}.csv"

    @property
    def column_names(self) -> tuple[str, ...]:
        return tuple(c.name for c in self.columns)

    def column(self, name: str) -> Column:
        for c in self.columns:
            if c.name == name:
                return c
        raise KeyError(name)


def _provenance() -> tuple[Column, ...]:
    return (
        Column("source", STR, required=True,
               description="source ids from sources.csv, separated by ';', each optionally followed by a "
                           "locator (e.g. 'seed-000 §3.1; kaplan-2020')"),
        Column("as_of", DATE, required=True, description="date of the source (YYYY, YYYY-MM or YYYY-MM-DD)"),
        Column("notes", STR, description="caveats, derivations, ranges"),
    )


class _Bounds(TypedDict, total=False):
    """Keyword arguments of ``Column`` for a lower bound (``**_NONNEG``, ``**_POS``)."""

    min: float
    min_exclusive: bool
    max: float


# Upper bounds of plausibility (inclusive): a figure above one is a slip (a unit, extra zeros), refused with one
# message where it is typed, imported or loaded. Each leaves a wide margin above the largest real figure:
# * an instance price per hour: the dearest GPU instance sold whole, a 72-GPU rack (AWS u-p6e-gb200x72 class, a few
#   thousand USD or some ten thousand CNY an hour), is about 100 times below 1e6;
# * a price per month: 730 hours of that, with the same margin: 1e9;
# * a disk price per GB-month or a transfer price per GB: list prices are cents to a few CNY; 1e4 is a slip;
# * an instance's network: the fastest GPU instances have 3.2-6.4 Tbit/s per server and 28.8 Tbit/s per 72-GPU
#   rack (EFA); 1e5 Gbit/s = 100 Tbit/s.
# A catalog saved before these bounds may hold a figure above one (the editor took it): on loading the user's stored
# catalog that figure is dropped with a warning (catalog/load.py), never a refusal of the whole catalog.
LATER_BOUNDS = frozenset({("instances", c) for c in ("on_demand_hour", "spot_hour", "monthly", "reserved_1y_hour",
                                                     "reserved_3y_hour", "network_gbps")}
                         | {("storage", "price_gb_month"), ("transfer", "price_per_gb")})
PRICE_HOUR_MAX = 1e6
PRICE_MONTH_MAX = 1e9
PRICE_GB_MAX = 1e4
NETWORK_GBPS_MAX = 1e5

_NONNEG: _Bounds = {"min": 0.0}
_POS: _Bounds = {"min": 0.0, "min_exclusive": True}
_PRICE: _Bounds = {"min": PRICE_MIN, "max": PRICE_HOUR_MAX}  # an instance price: at least PRICE_MIN (0 is refused)
_PRICE_MONTH: _Bounds = {"min": PRICE_MIN, "max": PRICE_MONTH_MAX}
_NET: _Bounds = {"min": 0.0, "min_exclusive": True, "max": NETWORK_GBPS_MAX}
_PER_GB: _Bounds = {"min": 0.0, "max": PRICE_GB_MAX}  # 0 = included

TABLES: dict[str, Table] = {}


# Text columns whose limit is not NAME_LENGTH, by column name (the same in every table).
_TEXT_LIMITS = {"notes": NOTES_LENGTH, "url": URL_LENGTH, "source": LIST_LENGTH, "aliases": LIST_LENGTH,
                "user_prices": LIST_LENGTH, "gpu_prefixes": LIST_LENGTH, "gpu_counts": LIST_LENGTH, "instance_pattern": 2 * NAME_LENGTH,
                "title": TITLE_LENGTH, "publisher": TITLE_LENGTH, "basis": TITLE_LENGTH, "policy": TITLE_LENGTH,
                "anomaly": TITLE_LENGTH, "input": TITLE_LENGTH}


def text_limit(col: Column) -> Column:
    """``col`` with its ``max_length`` (text columns; every other kind is bounded by its own check)."""
    if col.kind != STR or col.max_length is not None:
        return col
    return replace(col, max_length=_TEXT_LIMITS.get(col.name, NAME_LENGTH))


def _add(table: Table) -> None:
    TABLES[table.name] = replace(table, columns=tuple(text_limit(c) for c in table.columns))


_add(Table(
    "providers",
    (
        Column("provider", STR, required=True, description="short id used in every other table, lower case"),
        Column("name_en", STR, required=True),
        Column("name_zh", STR, required=True),
        Column("aliases", STR, description="other names accepted on input, separated by ';'"),
        Column("country", STR, description="ISO country code of the company"),
        *_provenance(),
    ),
    key=("provider",),
    description="cloud providers and the names users type for them",
))

_add(Table(
    "gpus",
    (
        Column("gpu", STR, required=True, description="canonical GPU name (cloud catalog style, e.g. A100-80GB)"),
        Column("aliases", STR, description="other names accepted on input, separated by ';'"),
        Column("vendor", ENUM, required=True, allowed=("nvidia", "amd", "other")),
        Column("family", ENUM, required=True, allowed=GPU_FAMILIES),
        Column("form_factor", ENUM, allowed=("sxm", "pcie", "oam", "other")),
        Column("memory_gb", FLOAT, required=True, unit="GB", **_POS),
        Column("memory_bandwidth_gbs", FLOAT, unit="GB/s", **_POS),
        Column("fp32_tflops", FLOAT, unit="TFLOPS", **_POS),
        Column("tf32_tflops", FLOAT, unit="TFLOPS dense", **_POS),
        Column("fp16_tflops", FLOAT, unit="TFLOPS dense", **_POS,
               description="FP16 (and BF16 where supported) dense tensor peak"),
        Column("bf16", BOOL, description="BF16 supported"),
        Column("fp8_tflops", FLOAT, unit="TFLOPS dense", **_POS),
        Column("int8_tops", FLOAT, unit="TOPS dense", **_POS),
        Column("interconnect", ENUM, allowed=INTERCONNECTS, description="GPU-to-GPU link inside a node"),
        Column("nvlink_gbs", FLOAT, unit="GB/s", **_NONNEG, description="total bidirectional per GPU, 0 = none"),
        Column("pcie_gen", INT, min=1, max=7),
        Column("tdp_w", FLOAT, unit="W", **_POS),
        Column("confidence", ENUM, allowed=("official", "secondary", "unofficial", "derived", "catalog"),
               description="derived: figures worked out from the nearest documented card (notes say how)"),
        *_provenance(),
    ),
    key=("gpu",),
    description="GPU datasheet figures (dense tensor peaks)",
))

_add(Table(
    "gpu_names",
    (
        Column("provider", STR, required=True, description="provider id whose files use this name"),
        Column("instance_pattern", STR,
               description="regular expression the instance type must contain (empty = any type)"),
        Column("name", STR, required=True,
               description="GPU name as the provider's or a price file writes it ('*' = any name)"),
        Column("gpu", STR, required=True, description="canonical GPU name from gpus.csv"),
        Column("basis", STR, description="why this name means this GPU on these instance types"),
        *_provenance(),
    ),
    key=("provider", "name", "instance_pattern"),
    description="provider-specific GPU names (form factors the bare name does not tell)",
    references={"provider": ("providers", "provider"), "gpu": ("gpus", "gpu")},
))

_add(Table(
    "instances",
    (
        Column("provider", STR, required=True),
        Column("region", STR, required=True),
        Column("instance_type", STR, required=True),
        Column("gpu", STR, required=True, description="canonical GPU name from gpus.csv"),
        Column("gpu_count", FLOAT, required=True, **_POS, description="GPUs per instance (fractions for vGPU slices)"),
        Column("gpu_memory_gb", FLOAT, unit="GB", **_POS, description="memory per GPU as the provider reports it"),
        Column("vcpus", INT, min=1),
        Column("ram_gb", FLOAT, unit="GB", **_POS, description="host memory as the provider reports it (GiB for most)"),
        Column("local_disk_gb", FLOAT, unit="GB", **_NONNEG, description="local NVMe/SSD included in the price"),
        Column("network_gbps", FLOAT, unit="Gbit/s", **_NET),
        Column("interconnect", ENUM, allowed=INTERCONNECTS, description="overrides the GPU's default link"),
        Column("currency", ENUM, required=True, allowed=CURRENCIES),
        Column("on_demand_hour", FLOAT, unit="currency/hour", **_PRICE, description="pay-as-you-go, whole instance"),
        Column("spot_hour", FLOAT, unit="currency/hour", **_PRICE, description="spot/preemptible, whole instance"),
        Column("monthly", FLOAT, unit="currency/month", **_PRICE_MONTH, description="monthly subscription, whole instance"),
        Column("reserved_1y_hour", FLOAT, unit="currency/hour", **_PRICE),
        Column("reserved_3y_hour", FLOAT, unit="currency/hour", **_PRICE),
        Column("anomaly", STR, description="why the price's own source flags it as anomalous (e.g. spot dearer than "
                                           "on-demand); such a row is not recommended until you enter its price "
                                           "yourself (source 'user'); empty: no flag"),
        Column("user_prices", STR, description="the prices you typed yourself, each with its date "
                                               "('on_demand_hour 2026-12-06', several separated by ';'): those cite "
                                               "you (source 'user') as of that date, a quoted price its quote "
                                               "('monthly 2026-11-01 quote-2026-11-01-acme'); the row's other prices "
                                               "keep the row's source and date; empty: every price is the row's"),
        *_provenance(),
    ),
    key=("provider", "region", "instance_type"),
    description="GPU instance types with their prices",
    references={"provider": ("providers", "provider"), "gpu": ("gpus", "gpu")},
))

_add(Table(
    "storage",
    (
        Column("provider", STR, required=True, description="provider id, or 'generic' for typical figures"),
        Column("product", STR, required=True),
        Column("region", STR, description="empty when the source names none"),
        Column("tier", ENUM, required=True, allowed=STORAGE_TIERS),
        Column("price_gb_month", FLOAT, unit="currency/GB-month", **_PER_GB, min_nonzero=PRICE_MIN,
               description="0 = included, else at least PRICE_MIN"),
        Column("currency", ENUM, required=True, allowed=CURRENCIES),
        Column("read_mb_s", FLOAT, unit="MB/s", **_POS),
        Column("throughput_basis", ENUM, allowed=THROUGHPUT_BASES),
        Column("max_iops", FLOAT, **_POS),
        *_provenance(),
    ),
    key=("provider", "product", "region"),
    description="storage tiers: price per GB-month and read bandwidth",
))

_add(Table(
    "network",
    (
        Column("option", ENUM, required=True, allowed=NETWORK_CLASSES),
        Column("bandwidth_gbps", FLOAT, required=True, unit="Gbit/s", **_POS),
        Column("latency_us_min", FLOAT, unit="µs", **_NONNEG),
        Column("latency_us_max", FLOAT, unit="µs", **_NONNEG),
        Column("cost_factor", FLOAT, unit="× standard", **_POS),
        Column("min_gpus", INT, min=1, description="cluster size from which the option is suggested"),
        Column("min_budget_factor", FLOAT, **_NONNEG),
        *_provenance(),
    ),
    key=("option",),
    description="inter-node network classes (seed 000 §3.1)",
))

_add(Table(
    "transfer",
    (
        Column("provider", STR, required=True),
        Column("item", STR, required=True),
        Column("region", STR),
        Column("price_per_gb", FLOAT, required=True, unit="currency/GB", **_PER_GB, min_nonzero=PRICE_MIN,
               description="0 = free, else at least PRICE_MIN"),
        Column("currency", ENUM, required=True, allowed=CURRENCIES),
        Column("tier_from_gb", FLOAT, unit="GB per month", **_NONNEG),
        Column("tier_to_gb", FLOAT, unit="GB per month", **_POS),
        *_provenance(),
    ),
    key=("provider", "item", "region"),
    description="data transfer prices (egress, cross-zone, inter-region)",
))

_add(Table(
    "instance_network",
    (
        Column("provider", STR, required=True),
        Column("instance_type", STR, required=True),
        Column("bandwidth_gbps", FLOAT, required=True, unit="Gbit/s", **_POS),
        Column("rdma", BOOL, description="EFA / InfiniBand / RoCE available"),
        Column("fabric", ENUM, allowed=FABRICS, description="the inter-node fabric (empty: the source names none)"),
        *_provenance(),
    ),
    key=("provider", "instance_type"),
    description="published network bandwidth of instance types (all regions)",
))

_add(Table(
    "fabrics",
    (
        Column("fabric", ENUM, required=True, allowed=FABRICS),
        Column("gpu_direct", BOOL, required=True,
               description="moves GPU memory between servers without the host's TCP stack (RDMA, GPUDirect-TCPX/O): "
                           "counts as the fast inter-node class (network.csv rdma) at its bandwidth"),
        *_provenance(),
    ),
    key=("fabric",),
    description="inter-node fabrics of instance_network.csv and whether each is a GPU-direct (fast) network",
))

_add(Table(
    "fx_rates",
    (
        Column("base", ENUM, required=True, allowed=CURRENCIES),
        Column("quote", ENUM, required=True, allowed=CURRENCIES),
        Column("rate", FLOAT, required=True, description="units of quote per 1 base", **_POS),
        *_provenance(),
    ),
    key=("base", "quote", "as_of"),
    description="dated exchange rates",
))

_add(Table(
    "models",
    (
        Column("preset_id", STR, required=True),
        Column("display_name", STR, required=True),
        Column("kind", ENUM, required=True, allowed=MODEL_KINDS),
        Column("family", STR),
        Column("params_total", FLOAT, required=True, unit="parameters", **_POS),
        Column("params_active", FLOAT, unit="parameters", **_POS, description="per token (MoE); = total if dense"),
        Column("n_layers", INT, min=1),
        Column("hidden_size", INT, min=1),
        Column("n_heads", INT, min=1),
        Column("n_kv_heads", INT, min=1),
        Column("head_dim", INT, min=1),
        Column("ffn_hidden_size", INT, min=1),
        Column("vocab_size", INT, min=1),
        Column("max_seq_len", INT, min=1),
        Column("moe_experts", INT, min=1),
        Column("moe_active_experts", INT, min=1),
        Column("sliding_window", INT, min=1, unit="tokens",
               description="the window of the layers with sliding-window attention: they attend to (and cache keys "
                           "and values of) the last this many tokens only; empty: every layer attends to all"),
        Column("sliding_window_layers", INT, min=1, unit="layers",
               description="how many of n_layers use the sliding window (Mistral 7B: all 32; Gemma 2: every other)"),
        Column("hf_repo", STR, max_length=NAME_LENGTH,
               description="the Hugging Face repository of the published weights (owner/name), which the launch "
                           "files download; empty: none they can load as they are"),
        Column("hf_gated", BOOL, description="the model page gates the download: accept its licence, then a token"),
        Column("hf_checkpoint_dtype", ENUM, allowed=("bf16", "fp16", "fp32", "fp8"),
               description="the dtype of the published weights where the launch files must say it (DeepSeek-V3: fp8)"),
        Column("forward_gflops", FLOAT, unit="GFLOPs per sample", **_POS, description="one forward pass, as published"),
        Column("gflops_convention", ENUM, allowed=GFLOPS_CONVENTIONS,
               description="macs: the source counts one multiply-add as one op (true FLOPs are about 2x)"),
        Column("input", STR, description="input the FLOPs figure refers to"),
        *_provenance(),
    ),
    key=("preset_id",),
    description="model presets (architecture facts)",
))

_add(Table(
    "efficiency",
    (
        Column("gpu_family", ENUM, required=True, allowed=(*GPU_FAMILIES, "any")),
        Column("workload", ENUM, required=True, allowed=WORKLOADS),
        Column("params_min", FLOAT, required=True, unit="parameters", **_NONNEG,
               description="applies to models with at least this many parameters"),
        Column("mfu", FLOAT, required=True, unit="fraction of dense peak", min=0.0, max=1.0, min_exclusive=True),
        *_provenance(),
    ),
    key=("gpu_family", "workload", "params_min"),
    description="model FLOPs utilisation defaults for training time estimates",
))

_add(Table(
    "scaling",
    (
        Column("link", ENUM, required=True, allowed=SCALING_LINKS),
        Column("workload", ENUM, required=True, allowed=WORKLOADS),
        Column("gpus", INT, required=True, min=1),
        Column("efficiency", FLOAT, required=True, min=0.0, max=1.0, min_exclusive=True,
               description="speed-up / gpus"),
        *_provenance(),
    ),
    key=("link", "workload", "gpus"),
    description="measured scaling efficiency by link and GPU count",
))

_add(Table(
    "throughput",
    (
        Column("model", STR, required=True, description="models.csv preset_id the measurement is for"),
        Column("gpu", STR, required=True, description="gpus.csv GPU the measurement ran on"),
        Column("precision", ENUM, required=True, allowed=("mixed", "fp32"),
               description="mixed = FP16/BF16 automatic mixed precision; fp32 = FP32 (TF32 on GPUs that have it)"),
        Column("gpus", INT, required=True, min=1, description="GPUs in the measurement (one node)"),
        Column("samples_per_s", FLOAT, required=True, unit="samples/s, all GPUs together", **_POS),
        *_provenance(),
    ),
    key=("model", "gpu", "precision", "gpus"),
    description="measured training throughput of reference models (vision), used instead of FLOPs x utilisation",
))

_add(Table(
    "calibration",
    (
        Column("case", STR, required=True, description="name of the published run (bench/fit_cases.py)"),
        Column("gpu", STR, required=True, description="gpus.csv GPU the run used"),
        Column("workload", ENUM, required=True, allowed=WORKLOADS),
        Column("params", FLOAT, required=True, unit="parameters", **_POS, description="active parameters of the model"),
        Column("gpus", INT, required=True, min=1, description="GPUs of the run"),
        *_provenance(),
    ),
    key=("case",),
    description="the published training runs the efficiency model is fitted to: an estimate with no run of its GPU "
                "family near its model size gets a wider range",
))

_add(Table(
    "gpu_speed",
    (
        Column("gpu", STR, required=True,
               description="gpus.csv GPU, or a GPU family (the GPU's own row wins over its family's)"),
        Column("workload", ENUM, required=True, allowed=WORKLOADS),
        Column("factor", FLOAT, required=True, unit="x modelled utilisation", min=0.0, max=2.0, min_exclusive=True,
               description="measured share of the modelled utilisation this GPU class reaches (1 = as modelled)"),
        *_provenance(),
    ),
    key=("gpu", "workload"),
    description="GPU classes whose measured training speed differs from the smooth model (power-limited or older "
                "cards): a factor on the modelled utilisation, with the measurement it comes from",
))

_add(Table(
    "decision_tree",
    (
        Column("tree_case", ENUM, required=True, allowed=TREE_CASES,
               description="the case of the decision tree (picked by the defaults tree_*)"),
        Column("gpu_prefixes", STR, required=True,
               description="GPU names starting with one of these texts, separated by ';', are in the class "
                           "(e.g. 'A100' covers A100-80GB)"),
        Column("gpu_counts", STR, required=True, description="allowed GPU counts, separated by ';' (e.g. '2;3;4')"),
        Column("count_per_node", BOOL, required=True,
               description="true: the count is per server (an 8-card server; a 2-card serving box, replicated); "
                           "false: for the whole job"),
        *_provenance(),
    ),
    key=("tree_case", "gpu_prefixes"),
    description="seed 001's GPU decision tree, the sanity check each recommendation is compared with",
))

_add(Table(
    "host_rules",
    (
        Column("rule_set", ENUM, required=True, allowed=("seed001_formula", "seed000_table")),
        Column("task", ENUM, required=True, allowed=TASKS),
        Column("gpu", STR, description="GPU the row applies to; empty = any"),
        Column("cpu_per_gpu_min", FLOAT, unit="cores", **_POS),
        Column("cpu_per_gpu_max", FLOAT, unit="cores", **_POS),
        Column("ram_x_gpu_mem_min", FLOAT, unit="× GPU memory", **_POS),
        Column("ram_x_gpu_mem_max", FLOAT, unit="× GPU memory", **_POS),
        Column("ram_gb_per_gpu_min", FLOAT, unit="GB", **_POS),
        Column("ram_gb_per_gpu_max", FLOAT, unit="GB", **_POS),
        Column("system_disk_gb", FLOAT, unit="GB", **_POS),
        Column("system_disk_x_model", FLOAT, unit="× model size", **_POS),
        Column("data_disk_gb_min", FLOAT, unit="GB", **_POS),
        *_provenance(),
    ),
    key=("rule_set", "task", "gpu"),
    description="host sizing rule sets (CPU, RAM, disks) from both seeds",
))

_add(Table(
    "spot_interruption",
    (
        Column("provider", STR, required=True),
        Column("instance_type", STR, required=True, description="instance type, or a family/policy scope"),
        Column("region", STR, required=True),
        Column("bucket", ENUM, allowed=SPOT_BUCKETS, description="AWS Spot Instance Advisor frequency bucket"),
        Column("rate_low_pct", FLOAT, unit="% per month", min=0.0, max=100.0),
        Column("rate_high_pct", FLOAT, unit="% per month", min=0.0, max=100.0),
        Column("savings_pct", FLOAT, unit="% vs on-demand", min=0.0, max=100.0),
        Column("policy", STR, description="notice time, max runtime, protection period"),
        *_provenance(),
    ),
    key=("provider", "instance_type", "region"),
    description="spot interruption frequencies and policies",
))

# The rules of spot_rules.csv (docs/recommend.md, "Spot risk"): how a published band is read, the rate used where
# none is published, the largest spot gang (servers, hours), the deepest believable spot discount, and the
# quantile of the interruption count a spot run must still beat on-demand at.
SPOT_RULES = ("band_point", "fallback_pct_month", "gang_max_nodes", "gang_max_hours", "solo_max_hours", "discount_max_pct",
              "risk_quantile", "service_spot")

_add(Table(
    "spot_rules",
    (
        Column("rule", ENUM, required=True, allowed=SPOT_RULES),
        Column("provider", STR, required=True, description="provider id, or 'any' for every provider without a row"),
        Column("value", FLOAT, required=True, **_NONNEG),
        Column("unit", STR),
        *_provenance(),
    ),
    key=("rule", "provider"),
    description="spot risk rules: band reading, fallback rate, spot gang limits, believable discount, risk allowance",
))

_add(Table(
    "defaults",
    (
        Column("name", STR, required=True),
        Column("value", FLOAT, required=True),
        Column("unit", STR),
        *_provenance(),
    ),
    key=("name",),
    description="tunable constants of the estimates (bytes per parameter, ratios, thresholds)",
))

_add(Table(
    "answers",
    (
        Column("task", ENUM, required=True, allowed=("train", "finetune", "inference", "any")),
        Column("workload", ENUM, required=True, allowed=WORKLOADS),
        Column("answer", STR, required=True, description="scenario field this row answers, e.g. model.preset"),
        Column("value", STR, required=True, description="the assumed answer: a preset id, a number or a code"),
        Column("unit", STR),
        Column("why", STR, required=True, description="code of the reason shown with the assumed answer"),
        *_provenance(),
    ),
    key=("task", "workload", "answer"),
    description="answers assumed for \"I don't know\", per task and kind of model (core/scenario/answers.py)",
))

_add(Table(
    "sources",
    (
        Column("source_id", STR, required=True,
               description="short id cited in the source column of every other table (a-z, 0-9, '.', '_', '-')"),
        Column("kind", ENUM, required=True, allowed=SOURCE_KINDS),
        Column("title", STR, required=True, description="title of the page, file, paper or article"),
        Column("publisher", STR, description="publisher, site, repository or author"),
        Column("date", DATE, description="publication or snapshot date; empty when the source gives none"),
        Column("url", STR, description="where a reader can find it, if anywhere"),
        Column("notes", STR, description="what was taken from it, caveats, the full original citation"),
    ),
    key=("source_id",),
    description="the sources that rows cite (title, publisher, date, URL)",
))

# What an instance type is for (instance_purposes.csv, core/estimate/practical.py): VDI/graphics shapes, GPU slices and retired
# sizes are never offered; "training"/"serving" rows keep an instance for that kind of job only.
INSTANCE_PURPOSES = ("training", "serving", "vdi_graphics", "fractional", "retired")

_add(Table(
    "gpu_support",
    (
        Column("gpu", STR, required=True, description="canonical GPU name from gpus.csv"),
        Column("stack", ENUM, required=True, allowed=("cuda", "rocm"), description="the software stack that runs it"),
        Column("arch", STR, description="CUDA architecture (sm_80) or ROCm target (gfx942)"),
        Column("compute_capability", FLOAT, **_POS, description="NVIDIA compute capability (e.g. 8.0)"),
        Column("bf16", BOOL, required=True, description="computes in BF16 (a bf16 job can run on it)"),
        Column("fp8", BOOL, required=True, description="computes in FP8 (an fp8 job can run on it)"),
        Column("pytorch_min", STR, description="first PyTorch release with a build that runs it (empty: any in use)"),
        Column("pytorch_max", STR, description="last PyTorch release with a build that runs it (empty: still built)"),
        Column("pytorch_current", BOOL, required=True,
               description="a current PyTorch release ships a build that runs it; false: never offered"),
        Column("pytorch_index", STR,
               description="the pip index of the PyTorch builds that run it where PyPI's default build does not "
                           "(https://download.pytorch.org/whl/cu126 for Maxwell, Pascal, Volta; empty: PyPI's); the "
                           "launch files install PyTorch from it"),
        Column("vllm_index", STR,
               description="the pip index of the vLLM builds that run it where PyPI's default (CUDA) build does not "
                           "(https://wheels.vllm.ai/rocm/ for AMD GPUs; empty: PyPI's); the serving launch files "
                           "install vLLM from it"),
        *_provenance(),
    ),
    key=("gpu",),
    description="what each GPU can run: BF16/FP8, compute capability, PyTorch support (core/estimate/practical.py)",
    references={"gpu": ("gpus", "gpu")},
))

_add(Table(
    "instance_purposes",
    (
        Column("provider", STR, required=True, description="provider id"),
        Column("instance_pattern", STR, required=True,
               description="regular expression the instance type must contain"),
        Column("purpose", ENUM, required=True, allowed=INSTANCE_PURPOSES,
               description="vdi_graphics, fractional, retired: never offered; training/serving: only for that job"),
        *_provenance(),
    ),
    key=("provider", "instance_pattern", "purpose"),
    description="what instance types are for: VDI/graphics, GPU slices, retired sizes (core/estimate/practical.py)",
    references={"provider": ("providers", "provider")},
))

# The CPU of an instance type (instance_cpus.csv, core/estimate/practical.py): x86_64 or aarch64, the first row whose
# provider and pattern match. An Arm host needs aarch64 builds of the software; a GPU the aarch64 builds of PyTorch
# do not run (defaults.csv aarch64_pytorch_min_compute_capability) is offered only when nothing else is left.
CPU_ARCHS = ("x86_64", "aarch64")

_add(Table(
    "instance_cpus",
    (
        Column("provider", STR, required=True, description="provider id"),
        Column("instance_pattern", STR, required=True,
               description="regular expression the instance type must contain; the first matching row counts"),
        Column("cpu_arch", ENUM, required=True, allowed=CPU_ARCHS,
               description="the instruction set of the host's CPU: x86_64 or aarch64 (Arm)"),
        Column("cpu", STR, description="the CPU the provider names (AWS Graviton2, NVIDIA Grace)"),
        Column("vendor_image", STR,
               description="the provider's own machine image that runs PyTorch on this host where PyTorch's own "
                           "aarch64 builds do not run its GPU (empty: none)"),
        *_provenance(),
    ),
    key=("provider", "instance_pattern"),
    description="the CPU architecture of instance types (x86_64 or aarch64) and the image an Arm host needs "
                "(core/estimate/practical.py)",
    references={"provider": ("providers", "provider")},
))

_add(Table(
    "node_failures",
    (
        Column("run", STR, required=True, description="the published training run the figures come from"),
        Column("gpu", STR, description="its GPU model (as the source names it)"),
        Column("gpus", FLOAT, required=True, unit="GPUs", **_POS),
        Column("days", FLOAT, required=True, unit="days", **_POS, description="the period the count covers"),
        Column("interruptions", FLOAT, required=True, unit="interruptions", **_NONNEG,
               description="unexpected interruptions (hardware, software, network) in that period"),
        Column("used", BOOL, required=True,
               description="true: the engine's rate per GPU-hour pools the rows marked so "
                           "(interruptions / (GPUs x days x 24))"),
        *_provenance(),
    ),
    key=("run",),
    description="node failures of published long training runs: the rate per GPU-hour long, large runs allow for",
))

# What a word typed in the model search means (model_words.csv, core/catalog/model_search.py): another name of a
# family ("通义千问" for Qwen) or of one preset (a model of the same architecture), a word of use any model of a kind
# answers ("chat", "对话": a chat model is its base model fine-tuned), or a word that names no model ("参数").
MODEL_WORD_MEANS = ("family", "preset", "kind", "any")

_add(Table(
    "model_words",
    (
        Column("word", STR, required=True, description="what people type: a name, a phrase or a word of use"),
        Column("means", ENUM, required=True, allowed=MODEL_WORD_MEANS,
               description="family, preset: another name of it; kind: a word any model of that kind answers; "
                           "any: a word that narrows nothing"),
        Column("target", STR, required=True,
               description="the family or preset id of models.csv, the kind of model, or * (any)"),
        *_provenance(),
    ),
    key=("word", "target"),
    description="words of the model search: other names of families and models, words of use (model search)",
))

# How fast a cloud disk reads and writes at its size (disk_tiers.csv, core/catalog/disk_tiers.py): a cloud's block
# disks are not all as fast as storage.csv's figure, the product's largest size's; each size (Azure's P-tiers) or a
# formula in the size (Alibaba ESSD: min(120 + 0.5 x GiB, 350) MB/s) gives its own rate. A row covers the sizes above
# the product's previous row up to ``size_gib_max``: rate = min(mb_s_base + mb_s_per_gib x GiB, mb_s_max). A product
# with a smallest size (``size_gib_min``: Alibaba's ESSD PL2 holds 461 GiB at least) is never priced below it.
_add(Table(
    "disk_tiers",
    (
        Column("provider", STR, required=True, description="provider id, as in storage.csv"),
        Column("product", STR, required=True, description="the product of storage.csv this row's figures are for"),
        Column("tier", STR, description="the provider's name of the size (P10), empty for a formula"),
        Column("size_gib_max", FLOAT, required=True, unit="GiB", **_POS,
               description="the largest disk this row covers (from the product's previous row's size, exclusive)"),
        Column("size_gib_min", FLOAT, unit="GiB", **_NONNEG,
               description="the smallest disk of the product (the provider's capacity range; empty: none above the "
                           "sizes the app prices): a smaller disk cannot be this product"),
        Column("mb_s_base", FLOAT, required=True, unit="MB/s", **_NONNEG,
               description="read/write rate of the size (a tier's fixed rate; a formula's constant)"),
        Column("mb_s_per_gib", FLOAT, unit="MB/s per GiB", **_NONNEG,
               description="added per GiB of the disk (empty: 0)"),
        Column("mb_s_max", FLOAT, unit="MB/s", **_POS, description="the most this row gives (empty: no cap)"),
        Column("iops_base", FLOAT, unit="IOPS", **_NONNEG),
        Column("iops_per_gib", FLOAT, unit="IOPS per GiB", **_NONNEG),
        Column("iops_max", FLOAT, unit="IOPS", **_POS),
        *_provenance(),
    ),
    key=("provider", "product", "size_gib_max"),
    description="cloud disks' read rate and IOPS by the disk's size (per tier or per GiB); storage.csv's read_mb_s "
                "where a product has no row",
))

# The disk an instance type must have (instance_disks.csv, core/select/pricing.py): some machine types take one block
# disk product only (GCP A4 and A3 Ultra: Hyperdisk Balanced, no Persistent Disk), so their system and data disks are
# that product, priced at its storage.csv row (none there: the disk lines have no price), not the provider's usual one.
_add(Table(
    "instance_disks",
    (
        Column("provider", STR, required=True, description="provider id"),
        Column("instance_pattern", STR, required=True,
               description="regular expression the instance type must contain; the first matching row counts"),
        Column("product", STR, required=True,
               description="the block-disk product of storage.csv the instance type's disks must be"),
        *_provenance(),
    ),
    key=("provider", "instance_pattern"),
    description="instance types that take one disk product only (GCP A4, A3 Ultra: Hyperdisk Balanced): their "
                "disks are priced as it (core/select/pricing.py)",
    references={"provider": ("providers", "provider")},
))

# The script the launch files' commands train an image model with (train_scripts.csv, core/export/launch_train.py):
# the row of the model's preset, else of its family, else of its kind (models.csv); a model with none trains with a
# Hugging Face Trainer script (DeepSpeed). ``script_model`` is the name the script takes for the model.
TRAIN_SCRIPTS = ("torchvision", "yolov5", "ultralytics")

_add(Table(
    "train_scripts",
    (
        Column("kind", STR, required=True, description="the kind of model of models.csv (vision, detection)"),
        Column("family", STR, description="the family of models.csv; empty: any model of the kind"),
        Column("preset_id", STR, description="the preset of models.csv; empty: any model of the family"),
        Column("script", ENUM, required=True, allowed=TRAIN_SCRIPTS,
               description="torchvision: torchvision's classification reference script; yolov5: YOLOv5's train.py; "
                           "ultralytics: the yolo command of the Ultralytics package"),
        Column("script_model", STR,
               description="the model's name in the script (torchvision --model resnet50); empty: the preset id "
                           "for a YOLO script (yolov8s: yolov8s.pt), none passed for torchvision's"),
        *_provenance(),
    ),
    key=("kind", "family", "preset_id"),
    description="the script an image model trains with in the launch files, and its name for the model "
                "(core/export/launch_train.py)",
))

TABLE_ORDER: tuple[str, ...] = tuple(TABLES)

# Tables that must exist in every catalog, and must not be empty.
REQUIRED_NONEMPTY: tuple[str, ...] = ("providers", "gpus", "instances", "fx_rates", "defaults")
