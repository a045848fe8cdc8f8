"""Codes in words: billing modes, tasks, workloads, methods, objectives, networks, storage, cost items, units,
precisions, constraints, the decision tree's cases, plans; provider names from the catalog (``set_catalog``) and a
server's GPUs (``gpu_config``).
"""

from __future__ import annotations

import contextlib
import re
from collections.abc import Iterator, Mapping
from typing import Any

from gpu_advisor.core.base import finite_float
from .language import is_chinese, plural_count, QT_TRANSLATE_NOOP, translate, translated, Words
from .numbers import gigabytes, number


_BILLING = {
    "on_demand": QT_TRANSLATE_NOOP("Words", "On-demand (hourly)"),
    "spot": QT_TRANSLATE_NOOP("Words", "Spot (interruptible)"),
    "monthly": QT_TRANSLATE_NOOP("Words", "Monthly subscription"),
    "reserved": QT_TRANSLATE_NOOP("Words", "Reserved"),
    "reserved_1y": QT_TRANSLATE_NOOP("Words", "Reserved, 1 year"),
    "reserved_3y": QT_TRANSLATE_NOOP("Words", "Reserved, 3 years"),
}
_TASK = {
    "train": QT_TRANSLATE_NOOP("Words", "Training"),
    "finetune": QT_TRANSLATE_NOOP("Words", "Fine-tuning"),
    "inference": QT_TRANSLATE_NOOP("Words", "Inference (serving)"),
}
_WORKLOAD = {
    "llm": QT_TRANSLATE_NOOP("Words", "Language model"),
    "cv": QT_TRANSLATE_NOOP("Words", "Computer vision"),
    "recsys": QT_TRANSLATE_NOOP("Words", "Recommendation"),
    "rl": QT_TRANSLATE_NOOP("Words", "Reinforcement learning"),
}
_METHOD = {
    "full": QT_TRANSLATE_NOOP("Words", "Full fine-tuning"),
    "lora": QT_TRANSLATE_NOOP("Words", "LoRA"),
    "qlora": QT_TRANSLATE_NOOP("Words", "QLoRA (4-bit)"),
}
_OBJECTIVE = {
    "cheapest": QT_TRANSLATE_NOOP("Words", "Cheapest"),
    "fastest": QT_TRANSLATE_NOOP("Words", "Fastest"),
    "balanced": QT_TRANSLATE_NOOP("Words", "Balanced (cost and time)"),
}
NETWORK = {
    "rdma": QT_TRANSLATE_NOOP("Words", "RDMA high-speed network"),
    "tcp_25g": QT_TRANSLATE_NOOP("Words", "TCP network (25 Gbit/s or faster)"),  # the class; the server's own speed follows
    "standard": QT_TRANSLATE_NOOP("Words", "Standard network"),
    "efa": QT_TRANSLATE_NOOP("Words", "Elastic Fabric Adapter (EFA)"),
    "infiniband": QT_TRANSLATE_NOOP("Words", "InfiniBand"),
    "roce": QT_TRANSLATE_NOOP("Words", "RoCE (RDMA over Ethernet)"),
    "erdma": QT_TRANSLATE_NOOP("Words", "eRDMA (elastic RDMA)"),
    "tcpx": QT_TRANSLATE_NOOP("Words", "GPUDirect-TCPX"),
    "tcpxo": QT_TRANSLATE_NOOP("Words", "GPUDirect-TCPXO"),
    "ethernet": QT_TRANSLATE_NOOP("Words", "Ethernet (VPC)"),
}
_STORAGE = {
    "local_nvme": QT_TRANSLATE_NOOP("Words", "Local NVMe SSD"),
    "block": QT_TRANSLATE_NOOP("Words", "Cloud disk (block storage)"),
}
_ITEM = {
    "gpu_instance": QT_TRANSLATE_NOOP("Words", "GPU servers"),
    "spot_rework": QT_TRANSLATE_NOOP("Words", "Spot: expected lost work"),
    "run_startup": QT_TRANSLATE_NOOP("Words", "Start-up and last checkpoint"),
    "node_failures": QT_TRANSLATE_NOOP("Words", "Node failures: restarts and lost work"),
    "system_disk": QT_TRANSLATE_NOOP("Words", "System disk"),
    "data_disk": QT_TRANSLATE_NOOP("Words", "Data disk"),
    "network": QT_TRANSLATE_NOOP("Words", "Network"),
    "transfer_out": QT_TRANSLATE_NOOP("Words", "Data transfer out"),
}
_UNIT = {
    "GPU-hour": QT_TRANSLATE_NOOP("Words", "GPU-hours"),
    "instance-month": QT_TRANSLATE_NOOP("Words", "server-months"),
    "GB-month": QT_TRANSLATE_NOOP("Words", "GB-months"),
    "node": QT_TRANSLATE_NOOP("Words", "servers"),  # (a server, as the card says: not "nodes")
    "GB": QT_TRANSLATE_NOOP("Words", "GB"),
    # the comparison CSV's units of its figures that are not money (running time, price age)
    "hours": QT_TRANSLATE_NOOP("Words", "hours"),
    "days": QT_TRANSLATE_NOOP("Words", "days"),
    "requests/s": QT_TRANSLATE_NOOP("Words", "requests/s"),
    "seconds": QT_TRANSLATE_NOOP("Words", "seconds"),
}
PRECISION = {
    "bf16": QT_TRANSLATE_NOOP("Words", "BF16 mixed precision"),
    "fp16": QT_TRANSLATE_NOOP("Words", "FP16 mixed precision"),
    "fp32": QT_TRANSLATE_NOOP("Words", "FP32 (full precision)"),
    "fp8": QT_TRANSLATE_NOOP("Words", "FP8"),
}
_SPOT_PREF = {
    "allow": QT_TRANSLATE_NOOP("Words", "Allowed"),
    "avoid": QT_TRANSLATE_NOOP("Words", "Avoid"),
}
_SERVICE_USE = {
    "chat": QT_TRANSLATE_NOOP("Words", "a chat: people read the answers as they appear"),
    "api": QT_TRANSLATE_NOOP("Words", "an API: other programs call it"),
    "batch": QT_TRANSLATE_NOOP("Words", "batch work: no one waits on an answer"),
}
_BUDGET_PER = {
    "month": QT_TRANSLATE_NOOP("Words", "per month"),
    "total": QT_TRANSLATE_NOOP("Words", "in total"),
}
_CONSTRAINT = {
    "fits": QT_TRANSLATE_NOOP("Words", "GPU memory"),
    "estimate": QT_TRANSLATE_NOOP("Words", "a usable estimate"),
    "providers": QT_TRANSLATE_NOOP("Words", "providers"),
    "regions": QT_TRANSLATE_NOOP("Words", "regions"),
    "gpus": QT_TRANSLATE_NOOP("Words", "GPU models"),
    "spot": QT_TRANSLATE_NOOP("Words", "spot preference"),
    "deadline": QT_TRANSLATE_NOOP("Words", "deadline"),
    "budget": QT_TRANSLATE_NOOP("Words", "budget"),
    "host": QT_TRANSLATE_NOOP("Words", "server size (CPU and memory)"),
    "servers": QT_TRANSLATE_NOOP("Words", "servers its training script runs on"),
    "chat_time": QT_TRANSLATE_NOOP("Words", "a chat's answer time"),
    # a service no configuration answers within its latency target: the month (core/plan/month.py) names the closest
    # option's first warning when no constraint broke (walk 26: "it misses: serving impossible")
    "serving_impossible": QT_TRANSLATE_NOOP("Words", "the answer time asked (95th percentile)"),
    "latency_unreachable": QT_TRANSLATE_NOOP("Words", "the answer time asked (95th percentile)"),
}
TREE_CASE = {
    "train_over_70b": QT_TRANSLATE_NOOP("Words", "training a model above 70B parameters"),
    "train_7b_70b": QT_TRANSLATE_NOOP("Words", "training a 7B–70B model"),
    "lora_7b_13b": QT_TRANSLATE_NOOP("Words", "LoRA fine-tuning of a 7B–13B model"),
    "inference_7b_low_qps": QT_TRANSLATE_NOOP("Words", "serving a 7B model at a low request rate"),
    "inference_70b_high_qps": QT_TRANSLATE_NOOP("Words", "serving a 70B model at a high request rate"),
}
_HOST_RULES = {
    "seed001_formula": QT_TRANSLATE_NOOP("Words", "per-GPU ratios (typical cloud shapes)"),
    "seed000_table": QT_TRANSLATE_NOOP("Words", "generous per-GPU table"),
}
_SPOT_SOURCE = {
    "instance": QT_TRANSLATE_NOOP("Words", "published for this instance"),
    "provider": QT_TRANSLATE_NOOP("Words", "provider-wide figure"),
    "assumed": QT_TRANSLATE_NOOP("Words", "assumed (no published figure)"),
    "region": QT_TRANSLATE_NOOP("Words", "published for this instance in another region"),
    "family": QT_TRANSLATE_NOOP("Words", "published for its instance family"),
}


# models.csv kinds (and the workloads of a model given by size), as a noun phrase after "this is" / "which is"
_MODEL_KIND = {
    "llm": QT_TRANSLATE_NOOP("Words", "a language model"),
    "nlp-encoder": QT_TRANSLATE_NOOP("Words", "a text encoder (BERT-type), which reads text but does not generate it"),
    "vision": QT_TRANSLATE_NOOP("Words", "an image model"),
    "cv": QT_TRANSLATE_NOOP("Words", "an image model"),
    "detection": QT_TRANSLATE_NOOP("Words", "an object detector"),
    "diffusion": QT_TRANSLATE_NOOP("Words", "an image generator (diffusion)"),
    "recsys": QT_TRANSLATE_NOOP("Words", "a recommendation model"),
    "rl": QT_TRANSLATE_NOOP("Words", "a reinforcement-learning model"),
}


def name_in(table: Mapping[str, str], code: Any) -> str:
    if code is None:
        return "—"
    key = str(code)
    return translated(table[key]) if key in table else key.replace("_", " ")


def billing_name(code: Any) -> str:
    """on_demand -> 'On-demand (hourly)' / '按量付费'; spot, monthly, reserved_1y, reserved_3y..."""
    return name_in(_BILLING, code)


def task_name(code: Any) -> str:
    return name_in(_TASK, code)


def workload_name(code: Any) -> str:
    return name_in(_WORKLOAD, code)


def model_kind_name(code: Any) -> str:
    """A models.csv kind (or a workload) as a noun phrase: 'vision' -> 'an image model' / '图像模型'."""
    return name_in(_MODEL_KIND, code)


def method_name(code: Any) -> str:
    return name_in(_METHOD, code)


def objective_name(code: Any) -> str:
    return name_in(_OBJECTIVE, code)


def network_name(code: Any, in_sentence: bool = False) -> str:
    """A network class's name; ``in_sentence``: as it reads inside an English sentence, with its article and only a
    common word lowered ('a standard network', 'an RDMA high-speed network'; never 'rdma', 'infiniband' or
    '25 gbit/s'). Chinese has neither."""
    name = name_in(NETWORK, code)
    if not in_sentence or is_chinese():
        return name
    if code == "standard" and name[:1].isupper() and name[1:2].islower():
        name = name[:1].lower() + name[1:]
    vowel = name[:1].lower() in "aeio" or name.startswith("RDMA")  # (an RDMA, said 'ar-dee-em-ay'; a RoCE, 'rocky')
    return ("an " if vowel else "a ") + name


_GENERIC_PRODUCT = {
    "local NVMe SSD (typical)": QT_TRANSLATE_NOOP("Words", "local NVMe SSD (typical)"),
    "network storage (typical)": QT_TRANSLATE_NOOP("Words", "network storage (typical)"),
}


_PRICE_ASSUMED = " (price assumed)"  # the bundled catalog's mark on a product whose price no public page gives
_INSTANCE_NVME = "local NVMe (instance)"  # the engine's storage product of a server's own NVMe disks (no catalog row)


def product_words(product: Any) -> str:
    """A cost line's product as a person reads it: a network line's class code ('standard', 'infiniband') by its
    name, the instance's own NVMe disk as the storage it is, any other product as the catalog names it."""
    if isinstance(product, str) and product in NETWORK:
        return network_name(product)
    return product_name(product)


# The storage and data-transfer products of the bundled catalog (storage.csv, transfer.csv) that are words rather
# than a provider's product code ('EBS gp3', 'ESSD PL1' stay as written), in the interface's language.
_PRODUCT = {
    "Premium SSD (P-series)": QT_TRANSLATE_NOOP("Products", "Premium SSD (P-series)"),
    "Hyperdisk Balanced": QT_TRANSLATE_NOOP("Products", "Hyperdisk Balanced"),
    "Premium SSD v2": QT_TRANSLATE_NOOP("Products", "Premium SSD v2"),
    "Standard SSD (E-series)": QT_TRANSLATE_NOOP("Products", "Standard SSD (E-series)"),
    "Standard HDD": QT_TRANSLATE_NOOP("Products", "Standard HDD"),
    "Ultra Disk": QT_TRANSLATE_NOOP("Products", "Ultra Disk"),
    "OSS Standard (LRS)": QT_TRANSLATE_NOOP("Products", "OSS Standard (LRS)"),
    "COS Standard": QT_TRANSLATE_NOOP("Products", "COS Standard"),
    "Filesystem (persistent, shared)": QT_TRANSLATE_NOOP("Products", "Filesystem (persistent, shared)"),
    "Network SSD disk": QT_TRANSLATE_NOOP("Products", "Network SSD disk"),
    "Network volume": QT_TRANSLATE_NOOP("Products", "Network volume"),
    "Pod volume disk": QT_TRANSLATE_NOOP("Products", "Pod volume disk"),
    "FSx for Lustre persistent HDD (PERSISTENT-12)": QT_TRANSLATE_NOOP(
        "Products", "FSx for Lustre persistent HDD (PERSISTENT-12)"),
    "FSx for Lustre persistent SSD, 125 MB/s/TiB": QT_TRANSLATE_NOOP(
        "Products", "FSx for Lustre persistent SSD, 125 MB/s/TiB"),
    "ECS internet egress (pay-by-traffic)": QT_TRANSLATE_NOOP("Products", "ECS internet egress (pay-by-traffic)"),
    "cross-AZ transfer, same region (private IP)": QT_TRANSLATE_NOOP(
        "Products", "cross-AZ transfer, same region (private IP)"),
    "inter-region transfer out": QT_TRANSLATE_NOOP("Products", "inter-region transfer out"),
    "intra-AZ transfer (private IP)": QT_TRANSLATE_NOOP("Products", "intra-AZ transfer (private IP)"),
    "internet egress": QT_TRANSLATE_NOOP("Products", "internet egress"),
    "internet egress (no charge)": QT_TRANSLATE_NOOP("Products", "internet egress (no charge)"),
    "internet egress tier 1 GB-10 TB per month": QT_TRANSLATE_NOOP(
        "Products", "internet egress tier 1 GB-10 TB per month"),
    "internet egress tier 10 TB-50 TB per month": QT_TRANSLATE_NOOP(
        "Products", "internet egress tier 10 TB-50 TB per month"),
    "internet egress tier 50 TB-150 TB per month": QT_TRANSLATE_NOOP(
        "Products", "internet egress tier 50 TB-150 TB per month"),
    "internet egress tier 150 TB-and above per month": QT_TRANSLATE_NOOP(
        "Products", "internet egress tier 150 TB-and above per month"),
    "internet egress (Premium Tier) 0-1 TB per month": QT_TRANSLATE_NOOP(
        "Products", "internet egress (Premium Tier) 0-1 TB per month"),
    "internet egress (Premium Tier) 1 TB-10 TB per month": QT_TRANSLATE_NOOP(
        "Products", "internet egress (Premium Tier) 1 TB-10 TB per month"),
    "internet egress (Premium Tier) 10 TB-and above per month": QT_TRANSLATE_NOOP(
        "Products", "internet egress (Premium Tier) 10 TB-and above per month"),
    "data transfer out, egress (no charge)": QT_TRANSLATE_NOOP("Products", "data transfer out, egress (no charge)"),
    "COS CDN back-to-origin traffic": QT_TRANSLATE_NOOP("Products", "COS CDN back-to-origin traffic"),
    "COS cross-region replication traffic": QT_TRANSLATE_NOOP("Products", "COS cross-region replication traffic"),
    "COS internet downstream (egress) traffic": QT_TRANSLATE_NOOP(
        "Products", "COS internet downstream (egress) traffic"),
}
# A product's billing written after it ('CBS Premium Cloud Disk (高性能云硬盘), pay-as-you-go').
_PRODUCT_BILLING = {
    ", pay-as-you-go": QT_TRANSLATE_NOOP("Products", ", pay-as-you-go"),
    ", monthly subscription": QT_TRANSLATE_NOOP("Products", ", monthly subscription"),
}
# A product family's words before the provider's code ('Persistent Disk pd-ssd', 'instance store g5.xlarge').
_PRODUCT_PREFIX = {
    "Persistent Disk ": QT_TRANSLATE_NOOP("Products", "Persistent Disk %1"),
    "instance store ": QT_TRANSLATE_NOOP("Products", "instance store %1"),
}
_GLOSS = re.compile(r"^(?P<en>[^()]*?) \((?P<zh>[^()]*[\u3400-\u9fff][^()]*)\)$")  # 'English (中文)'


def product_name(product: Any) -> str:
    """A catalog product name as shown, in the interface's language: the server's own NVMe disks (the engine's
    'local NVMe (instance)'), the bundled catalog's generic rows, its storage and transfer products written in words,
    a billing written after a product (', pay-as-you-go'), a name the catalog gives in both languages ('CBS Enhanced
    SSD (增强型 SSD 云硬盘)': the one of the interface), and the catalog's mark of an assumed price, in words; a
    provider's product code ('EBS gp3', 'ESSD PL1') as written."""
    text = "" if product is None else str(product)
    if text == _INSTANCE_NVME:  # the server's own disks: the storage kind they are, in words (every caller alike)
        return storage_name("local_nvme")
    if text.endswith(_PRICE_ASSUMED):
        return product_name(text[: -len(_PRICE_ASSUMED)]) + translated(
            QT_TRANSLATE_NOOP("Words", " (price assumed)"))
    for tail, words in _PRODUCT_BILLING.items():
        if text.endswith(tail) and len(text) > len(tail):
            return product_name(text[: -len(tail)]) + translate("Products", words)
    if text in _GENERIC_PRODUCT:
        return translated(_GENERIC_PRODUCT[text])
    if text in _PRODUCT:
        return translate("Products", _PRODUCT[text])
    for head, words in _PRODUCT_PREFIX.items():
        if text.startswith(head) and len(text) > len(head):
            return translate("Products", words).replace("%1", text[len(head):])
    gloss = _GLOSS.match(text)
    if gloss:
        return gloss["zh"] if is_chinese() else gloss["en"]
    return text


def product_in_text(product: Any) -> str:
    """A disk product inside a sentence ('data disk 400 GB on local NVMe SSD', 'The storage (local NVMe SSD, ...)'):
    the server's own NVMe disks in running-text case (``product_name`` gives the label's 'Local NVMe SSD'), any other
    product as ``product_name`` names it (a provider's product name keeps its capitals: 'EBS gp3')."""
    if str(product or "") == _INSTANCE_NVME:
        return translated(QT_TRANSLATE_NOOP("Words", "local NVMe SSD"))
    return product_name(product)


def line_product(line: Any) -> str:
    """A cost line's product as the bill names it: a cloud disk with its tier and its size on each server ('ESSD PL1,
    500 GB', 'Premium SSD (P-series) P10, 100 GB', where the GB-months of the quantity did not say which disk was
    priced), any other line's product as ``product_words`` names it. Takes a CostLine or its dict."""
    product = get_field(line, "product")
    shown = product_words(product) if product else ""
    size = finite_float(get_field(line, "size_gb"))
    if get_field(line, "item") not in ("system_disk", "data_disk") or not shown or size is None \
            or str(product) == _INSTANCE_NVME:
        return shown
    tier = get_field(line, "tier")
    if tier:
        shown = f"{shown} {tier}"
    n = int(get_field(line, "volumes") or 1)
    # (a disk larger than the product's largest volume is several: "EBS gp3, 2 × 10,000 GB")
    held = gigabytes(size) if n <= 1 else translate("Words", "{0} × {1}").format(number(n), gigabytes(size / n))
    #: a cost line's disk: %1 the product (and its tier), %2 its size on each server ("ESSD PL1, 500 GB")
    return Words.tr("%1, %2").replace("%2", held).replace("%1", shown)


def product_names() -> frozenset[str]:
    """The products named in words (``product_name``), for the tests."""
    return frozenset(_PRODUCT)


def storage_name(code: Any) -> str:
    return name_in(_STORAGE, code)


def storage_value(code: Any, product: Any, read_mb_s: Any = None, tier: Any = None) -> str:
    """The data storage in the card's few words: the disk the tip names (the product and its tier at its size, the
    server's own NVMe disks by their kind) and the read rate the estimate used: 'Premium SSD (P-series) P10,
    100 MB/s', 'Local NVMe SSD, 7,000 MB/s' (walk 21c: the card said only 'Cloud disk (block storage)', and the
    rate that set the time was in the tooltip alone). The kind alone where the catalog names no product."""
    text = "" if product is None else str(product)
    for tail in _PRODUCT_BILLING:  # (a disk's billing is the server's: the cost lines say it)
        if text.endswith(tail) and len(text) > len(tail):
            text = text[: -len(tail)]
    shown = product_name(text) if text else ""
    if not shown or text == _INSTANCE_NVME:
        shown = storage_name(code)
    elif tier:
        shown = f"{shown} {tier}"
    rate = finite_float(read_mb_s)
    if rate is None:
        return shown
    #: the card's data storage: %1 the disk (product and tier), %2 its read rate
    return Words.tr("%1, %2 MB/s").replace("%2", number(rate, 0)).replace("%1", shown)


def storage_tip(code: Any, product: Any, read_mb_s: Any = None, tier: Any = None) -> str:
    """What the data storage is, for the card's tooltip: the kind, then the product unless it only repeats the kind
    (the server's own NVMe disks are named by their kind: 'Local NVMe SSD · Local NVMe SSD' said it twice), then the
    read rate the estimate used ('Local NVMe SSD: each server's own disks, read at 7,000 MB/s per server.')."""
    kind = storage_name(code)
    shown = product_name(product) if product else ""
    if shown and tier:  # the cloud disk's tier at its size (disk_tiers.csv: "Premium SSD (P-series) P10")
        shown = f"{shown} {tier}"
    rate = finite_float(read_mb_s)
    if str(product or "") == _INSTANCE_NVME or (code == "local_nvme" and not shown):
        text = (Words.tr("%1: each server's own disks, read at %2 MB/s per server.") if rate is not None else
                Words.tr("%1: each server's own disks."))
    elif shown and shown != kind:
        text = (Words.tr("%1: %3, read at %2 MB/s per server.") if rate is not None else Words.tr("%1: %3."))
    else:
        text = Words.tr("%1, read at %2 MB/s per server.") if rate is not None else "%1"
    # the catalog's product name last: its own text is never read as a place-marker
    return (text.replace("%2", number(rate, 0) if rate is not None else "").replace("%1", kind)
            .replace("%3", shown))


def item_name(code: Any) -> str:
    """A cost line's item (gpu_instance, system_disk, ...)."""
    return name_in(_ITEM, code)


def unit_name(code: Any, quantity: Any = None) -> str:
    """A cost line's unit (GPU-hour, GB-month, ...); with ``quantity`` in the singular or plural it needs."""
    if quantity is None or finite_float(quantity) is None:
        return translated(_UNIT[code]) if code in _UNIT else str(code)
    n = plural_count(number(quantity))
    if code == "GPU-hour":
        return Words.tr("GPU-hour(s)", None, n)
    if code == "instance-month":
        return Words.tr("server-month(s)", None, n)
    if code == "GB-month":
        return Words.tr("GB-month(s)", None, n)
    if code == "node":
        return Words.tr("server(s)", None, n)
    return translated(_UNIT[code]) if code in _UNIT else str(code)


def precision_name(code: Any) -> str:
    return name_in(PRECISION, code)


def spot_preference_name(code: Any) -> str:
    return name_in(_SPOT_PREF, code)


def service_use_name(code: Any) -> str:
    """What a service is for (``inference.use``) in words."""
    return name_in(_SERVICE_USE, code)


def budget_per_name(code: Any) -> str:
    return name_in(_BUDGET_PER, code)


_COMPARE_FIGURE = {
    "total_cost": QT_TRANSLATE_NOOP("Words", "total cost"),
    "monthly_cost": QT_TRANSLATE_NOOP("Words", "cost per month"),
    "wall_hours": QT_TRANSLATE_NOOP("Words", "running time"),
    "gpu_count": QT_TRANSLATE_NOOP("Words", "GPU count"),
    "expected_interruptions": QT_TRANSLATE_NOOP("Words", "expected interruptions"),
    "price_age_days": QT_TRANSLATE_NOOP("Words", "price age"),
    # two services' figures (core.plan.SERVICE_FIGURES): the requests a second the servers carry, a whole answer's
    # time and the time to its first token
    "capacity_qps": QT_TRANSLATE_NOOP("Words", "capacity (requests/s)"),
    "latency_s": QT_TRANSLATE_NOOP("Words", "answer time"),
    "ttft_s": QT_TRANSLATE_NOOP("Words", "time to first token"),
}


def compare_figure_name(code: Any) -> str:
    """A figure ``core.compare`` compares, in words (as it reads inside a sentence: "total cost")."""
    return name_in(_COMPARE_FIGURE, code)


def compare_figure_label(code: Any) -> str:
    """The figure as a row or column heading: "Total cost", beside "Answer" and "Billing"."""
    name = compare_figure_name(code)
    return name if is_chinese() else name[:1].upper() + name[1:]


def app_title() -> str:
    """The app's name in the current language: "GPU Cloud Advisor" / "算力选型顾问", as the READMEs name it (the
    Chinese plan PDF said "由 GPU Cloud Advisor 0.1.0 生成" beside the launch README's "由算力选型顾问…生成")."""
    #: the app's name (README.zh-CN.md: 算力选型顾问)
    return translate("Words", "GPU Cloud Advisor")


def plan_servers_name(ref: Any) -> str:
    """Servers of a plan in words: "base-1" -> "Shared servers 1", "service-4" -> "Service servers (job 4)",
    "burst-2" -> "Own servers (job 2)" (a service's and a burst's servers are numbered by their job, shared ones
    among themselves)."""
    kind, _, n = str(ref or "").partition("-")
    if kind == "base":
        return translate("Words", "Shared servers {0}").format(n)
    if kind == "service":
        return translate("Words", "Service servers (job {0})").format(n)
    if kind == "burst":
        return translate("Words", "Own servers (job {0})").format(n)
    return str(ref or "")


def compare_side(side: Any) -> str:
    """Side "a" or "b" of a comparison, as the app labels them."""
    #: the first and the second of two answers compared side by side
    return translate("Words", "A") if side == "a" else translate("Words", "B")


def constraint_name(code: Any) -> str:
    return name_in(_CONSTRAINT, code)


def host_rules_name(code: Any) -> str:
    return name_in(_HOST_RULES, code)


def spot_source_name(code: Any) -> str:
    return name_in(_SPOT_SOURCE, code)


def plan_name(code: Any) -> str:
    """Parallelism plan code (single, dp, zero3, tp4, tp2+zero3, lora, qlora, ...+recompute) in words."""
    if not code:
        return "—"
    parts = str(code).split("+")
    words = []
    for p in parts:
        if p == "single":
            words.append(translate("Words", "one GPU"))
        elif p == "dp":
            words.append(translate("Words", "data parallel"))
        elif p.startswith("zero") and p[4:].isdigit():
            words.append(translate("Words", "ZeRO-{0} sharding").format(p[4:]))
        elif p == "tp1":
            words.append(translate("Words", "one GPU"))
        elif p.startswith("tp") and p[2:].isdigit():
            words.append(translate("Words", "tensor parallel over {0} GPUs").format(p[2:]))
        elif p.startswith("pp") and p[2:].isdigit():
            words.append(translate("Words", "pipeline parallel over {0} servers").format(p[2:]))
        elif p == "lora":
            words.append(translate("Words", "LoRA adapters"))
        elif p == "qlora":
            words.append(translate("Words", "QLoRA (4-bit base model)"))
        elif p == "recompute":
            words.append(translate("Words", "activation recomputation"))
        else:
            words.append(p)
    return translate("Words", ", ").join(words)


_CAT: Any = None  # the catalog provider names come from when a caller does not pass one (set_catalog)


def set_catalog(cat: Any) -> None:
    """The catalog that provider (and model) names come from when a call passes none."""
    global _CAT
    _CAT = cat


def current_catalog() -> Any:
    """The catalog given to ``set_catalog`` (None if none was)."""
    return _CAT


@contextlib.contextmanager
def using_catalog(cat: Any) -> Iterator[Any]:
    """Temporarily ``set_catalog(cat)`` (None: leave the current one alone): the notes' sentences name providers
    from it wherever they are written (a window may show notes before any other view has set a catalog)."""
    saved = _CAT
    try:
        if cat is not None:
            set_catalog(cat)
        yield _CAT
    finally:
        set_catalog(saved)


def preset_name(value: Any, cat: Any = None) -> str:
    """A model preset's display name from the catalog's models table (``cat``, else ``set_catalog``'s); the id
    itself when the catalog has no such preset."""
    cat = cat if cat is not None else _CAT
    if cat is not None:
        try:
            m = cat["models"]
            hit = m[m["preset_id"].astype(str) == str(value)]
            if len(hit):
                return str(hit["display_name"].iloc[0])
        except (KeyError, TypeError, AttributeError):
            pass
    return str(value)


def provider_name(cat: Any, provider_id: Any) -> str:
    """The provider's name in the current language from the catalog's providers table (``cat`` None: the
    one given to ``set_catalog``); the id itself if unknown."""
    pid = "" if provider_id is None else str(provider_id)
    cat = cat if cat is not None else _CAT
    # A Catalog is immutable: its token names its content (a new catalog, a new token).
    key = (getattr(cat, "token", None) or (id(cat), id(cat["providers"]) if cat is not None else 0), pid, is_chinese())
    hit_name = _PROVIDER_NAMES.get(key)
    if hit_name is None:
        hit_name = _provider_name(cat, pid)
        if len(_PROVIDER_NAMES) > 256:
            _PROVIDER_NAMES.clear()
        _PROVIDER_NAMES[key] = hit_name
    return hit_name


_PROVIDER_NAMES: dict = {}  # (catalog, providers table, id, Chinese?) -> name: called per sentence, per point


def _provider_name(cat: Any, pid: str) -> str:
    if cat is not None:
        try:
            prov = cat["providers"]
            hit = prov[prov["provider"].astype(str) == pid]
        except (KeyError, TypeError, AttributeError):
            hit = None
        if hit is not None and len(hit):
            col = "name_zh" if is_chinese() else "name_en"
            for c in (col, "name_en", "name_zh"):
                if c in hit.columns:
                    v = hit[c].iloc[0]
                    if isinstance(v, str) and v.strip():
                        return v.strip()
    return pid


def get_field(obj: Any, key: str, default: Any = None) -> Any:
    if isinstance(obj, Mapping):
        return obj.get(key, default)
    return getattr(obj, key, default)


def gpu_config(option: Any) -> str:
    """'4 × A100-80GB'; several servers: '16 × H100 (2 servers × 8)'. Takes an Option or its dict."""
    gpu = get_field(option, "gpu", "?")
    total = finite_float(get_field(option, "gpu_count"))
    per = finite_float(get_field(option, "gpus_per_node"))
    inst = int(finite_float(get_field(option, "instances")) or 1)
    head = f"{number(total if total is not None else per)} × {gpu}"
    if inst > 1 and per is not None:
        head += translate("Words", " ({0} servers × {1})").format(number(inst), number(per))
    return head


# --------------------------------------------------------------------------- notes
