"""The catalog's tables and columns in words, and the practical notes of the practical estimate.
"""

from __future__ import annotations

from .language import QT_TRANSLATE_NOOP, translate


_TABLE = {
    "providers": QT_TRANSLATE_NOOP("CatalogTables", "Providers"),
    "gpus": QT_TRANSLATE_NOOP("CatalogTables", "GPUs"),
    "instances": QT_TRANSLATE_NOOP("CatalogTables", "Instances"),
    "storage": QT_TRANSLATE_NOOP("CatalogTables", "Storage"),
    "network": QT_TRANSLATE_NOOP("CatalogTables", "Network"),
    "transfer": QT_TRANSLATE_NOOP("CatalogTables", "Data transfer"),
    "instance_network": QT_TRANSLATE_NOOP("CatalogTables", "Instance network"),
    "fabrics": QT_TRANSLATE_NOOP("CatalogTables", "Network fabrics"),
    "fx_rates": QT_TRANSLATE_NOOP("CatalogTables", "Exchange rates"),
    "models": QT_TRANSLATE_NOOP("CatalogTables", "Model presets"),
    "efficiency": QT_TRANSLATE_NOOP("CatalogTables", "Efficiency"),
    "scaling": QT_TRANSLATE_NOOP("CatalogTables", "Scaling"),
    "host_rules": QT_TRANSLATE_NOOP("CatalogTables", "Host sizing"),
    "spot_interruption": QT_TRANSLATE_NOOP("CatalogTables", "Spot interruptions"),
    "spot_rules": QT_TRANSLATE_NOOP("CatalogTables", "Spot rules"),
    "defaults": QT_TRANSLATE_NOOP("CatalogTables", "Estimate defaults"),
    "answers": QT_TRANSLATE_NOOP("CatalogTables", "Answers for “I don't know”"),
    "sources": QT_TRANSLATE_NOOP("CatalogTables", "Sources"),
    "gpu_names": QT_TRANSLATE_NOOP("CatalogTables", "GPU names"),
    "throughput": QT_TRANSLATE_NOOP("CatalogTables", "Measured throughput"),
    "calibration": QT_TRANSLATE_NOOP("CatalogTables", "Calibration runs"),
    "gpu_speed": QT_TRANSLATE_NOOP("CatalogTables", "GPU class speed"),
    "decision_tree": QT_TRANSLATE_NOOP("CatalogTables", "GPU decision tree"),
    "gpu_support": QT_TRANSLATE_NOOP("CatalogTables", "GPU support"),
    "instance_purposes": QT_TRANSLATE_NOOP("CatalogTables", "Instance purposes"),
    "instance_cpus": QT_TRANSLATE_NOOP("CatalogTables", "Instance CPUs"),
    "instance_disks": QT_TRANSLATE_NOOP("CatalogTables", "Instance disks"),
    "node_failures": QT_TRANSLATE_NOOP("CatalogTables", "Node failures"),
    "model_words": QT_TRANSLATE_NOOP("CatalogTables", "Model search words"),
    "disk_tiers": QT_TRANSLATE_NOOP("CatalogTables", "Disk speed by size"),
    "train_scripts": QT_TRANSLATE_NOOP("CatalogTables", "Training scripts"),
}

_COLUMN = {
    "answer": QT_TRANSLATE_NOOP("CatalogColumns", "Question answered"),
    "basis": QT_TRANSLATE_NOOP("CatalogColumns", "Basis"),
    "date": QT_TRANSLATE_NOOP("CatalogColumns", "Date"),
    "instance_pattern": QT_TRANSLATE_NOOP("CatalogColumns", "Instance type pattern"),
    "model": QT_TRANSLATE_NOOP("CatalogColumns", "Model"),
    "precision": QT_TRANSLATE_NOOP("CatalogColumns", "Precision"),
    "publisher": QT_TRANSLATE_NOOP("CatalogColumns", "Publisher"),
    "samples_per_s": QT_TRANSLATE_NOOP("CatalogColumns", "Samples per second"),
    "source_id": QT_TRANSLATE_NOOP("CatalogColumns", "Source id"),
    "title": QT_TRANSLATE_NOOP("CatalogColumns", "Title"),
    "url": QT_TRANSLATE_NOOP("CatalogColumns", "Address (URL)"),
    "why": QT_TRANSLATE_NOOP("CatalogColumns", "Why"),
    "aliases": QT_TRANSLATE_NOOP("CatalogColumns", "Other names"),
    "as_of": QT_TRANSLATE_NOOP("CatalogColumns", "As of"),
    "bandwidth_gbps": QT_TRANSLATE_NOOP("CatalogColumns", "Bandwidth (Gbit/s)"),
    "base": QT_TRANSLATE_NOOP("CatalogColumns", "Base currency"),
    "bf16": QT_TRANSLATE_NOOP("CatalogColumns", "BF16"),
    "bucket": QT_TRANSLATE_NOOP("CatalogColumns", "Frequency bucket"),
    "confidence": QT_TRANSLATE_NOOP("CatalogColumns", "Confidence"),
    "cost_factor": QT_TRANSLATE_NOOP("CatalogColumns", "Cost factor"),
    "country": QT_TRANSLATE_NOOP("CatalogColumns", "Country"),
    "cpu_per_gpu_max": QT_TRANSLATE_NOOP("CatalogColumns", "CPU cores per GPU, most"),
    "cpu_per_gpu_min": QT_TRANSLATE_NOOP("CatalogColumns", "CPU cores per GPU, least"),
    "currency": QT_TRANSLATE_NOOP("CatalogColumns", "Currency"),
    "data_disk_gb_min": QT_TRANSLATE_NOOP("CatalogColumns", "Data disk, least (GB)"),
    "display_name": QT_TRANSLATE_NOOP("CatalogColumns", "Name shown"),
    "efficiency": QT_TRANSLATE_NOOP("CatalogColumns", "Efficiency"),
    "family": QT_TRANSLATE_NOOP("CatalogColumns", "Family"),
    "ffn_hidden_size": QT_TRANSLATE_NOOP("CatalogColumns", "FFN hidden size"),
    "form_factor": QT_TRANSLATE_NOOP("CatalogColumns", "Form factor"),
    "forward_gflops": QT_TRANSLATE_NOOP("CatalogColumns", "Forward GFLOPs per sample"),
    "fp16_tflops": QT_TRANSLATE_NOOP("CatalogColumns", "FP16 TFLOPS"),
    "fp32_tflops": QT_TRANSLATE_NOOP("CatalogColumns", "FP32 TFLOPS"),
    "fp8_tflops": QT_TRANSLATE_NOOP("CatalogColumns", "FP8 TFLOPS"),
    "gflops_convention": QT_TRANSLATE_NOOP("CatalogColumns", "GFLOPs counted as"),
    "gpu": QT_TRANSLATE_NOOP("CatalogColumns", "GPU"),
    "factor": QT_TRANSLATE_NOOP("CatalogColumns", "Speed factor"),
    "gpu_count": QT_TRANSLATE_NOOP("CatalogColumns", "GPUs"),
    "gpu_family": QT_TRANSLATE_NOOP("CatalogColumns", "GPU family"),
    "gpu_memory_gb": QT_TRANSLATE_NOOP("CatalogColumns", "GPU memory (GB)"),
    "gpus": QT_TRANSLATE_NOOP("CatalogColumns", "GPUs"),
    "head_dim": QT_TRANSLATE_NOOP("CatalogColumns", "Head size"),
    "hidden_size": QT_TRANSLATE_NOOP("CatalogColumns", "Hidden size"),
    "input": QT_TRANSLATE_NOOP("CatalogColumns", "Input"),
    "instance_type": QT_TRANSLATE_NOOP("CatalogColumns", "Instance type"),
    "int8_tops": QT_TRANSLATE_NOOP("CatalogColumns", "INT8 TOPS"),
    "interconnect": QT_TRANSLATE_NOOP("CatalogColumns", "GPU link"),
    "item": QT_TRANSLATE_NOOP("CatalogColumns", "Item"),
    "kind": QT_TRANSLATE_NOOP("CatalogColumns", "Kind"),
    "means": QT_TRANSLATE_NOOP("CatalogColumns", "Means"),
    "target": QT_TRANSLATE_NOOP("CatalogColumns", "Family, model or kind"),
    "latency_us_max": QT_TRANSLATE_NOOP("CatalogColumns", "Latency, most (µs)"),
    "latency_us_min": QT_TRANSLATE_NOOP("CatalogColumns", "Latency, least (µs)"),
    "link": QT_TRANSLATE_NOOP("CatalogColumns", "Link"),
    "local_disk_gb": QT_TRANSLATE_NOOP("CatalogColumns", "Local disk (GB)"),
    "max_iops": QT_TRANSLATE_NOOP("CatalogColumns", "Most IOPS"),
    "max_seq_len": QT_TRANSLATE_NOOP("CatalogColumns", "Longest sequence"),
    "memory_bandwidth_gbs": QT_TRANSLATE_NOOP("CatalogColumns", "Memory bandwidth (GB/s)"),
    "memory_gb": QT_TRANSLATE_NOOP("CatalogColumns", "Memory (GB)"),
    "mfu": QT_TRANSLATE_NOOP("CatalogColumns", "Efficiency (MFU)"),
    "min_budget_factor": QT_TRANSLATE_NOOP("CatalogColumns", "Least budget factor"),
    "min_gpus": QT_TRANSLATE_NOOP("CatalogColumns", "Fewest GPUs"),
    "moe_active_experts": QT_TRANSLATE_NOOP("CatalogColumns", "Active experts"),
    "moe_experts": QT_TRANSLATE_NOOP("CatalogColumns", "Experts"),
    "monthly": QT_TRANSLATE_NOOP("CatalogColumns", "Per month"),
    "n_heads": QT_TRANSLATE_NOOP("CatalogColumns", "Attention heads"),
    "n_kv_heads": QT_TRANSLATE_NOOP("CatalogColumns", "KV heads"),
    "n_layers": QT_TRANSLATE_NOOP("CatalogColumns", "Layers"),
    "name": QT_TRANSLATE_NOOP("CatalogColumns", "Name"),
    "name_en": QT_TRANSLATE_NOOP("CatalogColumns", "English name"),
    "name_zh": QT_TRANSLATE_NOOP("CatalogColumns", "Chinese name"),
    "network_gbps": QT_TRANSLATE_NOOP("CatalogColumns", "Network (Gbit/s)"),
    "notes": QT_TRANSLATE_NOOP("CatalogColumns", "Notes"),
    "case": QT_TRANSLATE_NOOP("CatalogColumns", "Published run"),
    "tree_case": QT_TRANSLATE_NOOP("CatalogColumns", "Decision-tree case"),
    "rule": QT_TRANSLATE_NOOP("CatalogColumns", "Rule"),
    "gpu_prefixes": QT_TRANSLATE_NOOP("CatalogColumns", "GPU names starting with"),
    "gpu_counts": QT_TRANSLATE_NOOP("CatalogColumns", "GPU counts"),
    "count_per_node": QT_TRANSLATE_NOOP("CatalogColumns", "Count per server"),
    "params": QT_TRANSLATE_NOOP("CatalogColumns", "Parameters"),
    "nvlink_gbs": QT_TRANSLATE_NOOP("CatalogColumns", "NVLink (GB/s)"),
    "on_demand_hour": QT_TRANSLATE_NOOP("CatalogColumns", "On-demand per hour"),
    "option": QT_TRANSLATE_NOOP("CatalogColumns", "Option"),
    "params_active": QT_TRANSLATE_NOOP("CatalogColumns", "Active parameters"),
    "params_min": QT_TRANSLATE_NOOP("CatalogColumns", "From parameters"),
    "params_total": QT_TRANSLATE_NOOP("CatalogColumns", "Parameters"),
    "pcie_gen": QT_TRANSLATE_NOOP("CatalogColumns", "PCIe generation"),
    "policy": QT_TRANSLATE_NOOP("CatalogColumns", "Policy"),
    "preset_id": QT_TRANSLATE_NOOP("CatalogColumns", "Preset id"),
    "script": QT_TRANSLATE_NOOP("CatalogColumns", "Training script"),
    "script_model": QT_TRANSLATE_NOOP("CatalogColumns", "Model name in the script"),
    "price_gb_month": QT_TRANSLATE_NOOP("CatalogColumns", "Price per GB-month"),
    "price_per_gb": QT_TRANSLATE_NOOP("CatalogColumns", "Price per GB"),
    "product": QT_TRANSLATE_NOOP("CatalogColumns", "Product"),
    "provider": QT_TRANSLATE_NOOP("CatalogColumns", "Provider"),
    "quote": QT_TRANSLATE_NOOP("CatalogColumns", "Quote currency"),
    "ram_gb": QT_TRANSLATE_NOOP("CatalogColumns", "RAM (GB)"),
    "ram_gb_per_gpu_max": QT_TRANSLATE_NOOP("CatalogColumns", "RAM per GPU, most (GB)"),
    "ram_gb_per_gpu_min": QT_TRANSLATE_NOOP("CatalogColumns", "RAM per GPU, least (GB)"),
    "ram_x_gpu_mem_max": QT_TRANSLATE_NOOP("CatalogColumns", "RAM × GPU memory, most"),
    "ram_x_gpu_mem_min": QT_TRANSLATE_NOOP("CatalogColumns", "RAM × GPU memory, least"),
    "rate": QT_TRANSLATE_NOOP("CatalogColumns", "Rate"),
    "rate_high_pct": QT_TRANSLATE_NOOP("CatalogColumns", "Rate, high (% a month)"),
    "run": QT_TRANSLATE_NOOP("CatalogColumns", "Training run"),
    "days": QT_TRANSLATE_NOOP("CatalogColumns", "Days"),
    "word": QT_TRANSLATE_NOOP("CatalogColumns", "Word"),
    "interruptions": QT_TRANSLATE_NOOP("CatalogColumns", "Interruptions"),
    "used": QT_TRANSLATE_NOOP("CatalogColumns", "Used"),
    "rate_low_pct": QT_TRANSLATE_NOOP("CatalogColumns", "Rate, low (% a month)"),
    "rdma": QT_TRANSLATE_NOOP("CatalogColumns", "RDMA"),
    "fabric": QT_TRANSLATE_NOOP("CatalogColumns", "Fabric between servers"),
    "gpu_direct": QT_TRANSLATE_NOOP("CatalogColumns", "GPU-direct (fast network)"),
    "anomaly": QT_TRANSLATE_NOOP("CatalogColumns", "Price anomaly"),
    "user_prices": QT_TRANSLATE_NOOP("CatalogColumns", "Prices you typed (and when)"),
    "read_mb_s": QT_TRANSLATE_NOOP("CatalogColumns", "Read speed (MB/s)"),
    "region": QT_TRANSLATE_NOOP("CatalogColumns", "Region"),
    "reserved_1y_hour": QT_TRANSLATE_NOOP("CatalogColumns", "Reserved 1 year, per hour"),
    "reserved_3y_hour": QT_TRANSLATE_NOOP("CatalogColumns", "Reserved 3 years, per hour"),
    "rule_set": QT_TRANSLATE_NOOP("CatalogColumns", "Rule set"),
    "savings_pct": QT_TRANSLATE_NOOP("CatalogColumns", "Saving (%)"),
    "source": QT_TRANSLATE_NOOP("CatalogColumns", "Source"),
    "spot_hour": QT_TRANSLATE_NOOP("CatalogColumns", "Spot per hour"),
    "system_disk_gb": QT_TRANSLATE_NOOP("CatalogColumns", "System disk (GB)"),
    "system_disk_x_model": QT_TRANSLATE_NOOP("CatalogColumns", "System disk × model size"),
    "task": QT_TRANSLATE_NOOP("CatalogColumns", "Task"),
    "tdp_w": QT_TRANSLATE_NOOP("CatalogColumns", "Power (W)"),
    "tf32_tflops": QT_TRANSLATE_NOOP("CatalogColumns", "TF32 TFLOPS"),
    "throughput_basis": QT_TRANSLATE_NOOP("CatalogColumns", "Speed measured"),
    "tier": QT_TRANSLATE_NOOP("CatalogColumns", "Tier"),
    "size_gib_max": QT_TRANSLATE_NOOP("CatalogColumns", "Size, up to (GiB)"),
    "size_gib_min": QT_TRANSLATE_NOOP("CatalogColumns", "Size, at least (GiB)"),
    "mb_s_base": QT_TRANSLATE_NOOP("CatalogColumns", "Speed (MB/s)"),
    "mb_s_per_gib": QT_TRANSLATE_NOOP("CatalogColumns", "Speed added per GiB (MB/s)"),
    "mb_s_max": QT_TRANSLATE_NOOP("CatalogColumns", "Speed, most (MB/s)"),
    "iops_base": QT_TRANSLATE_NOOP("CatalogColumns", "IOPS"),
    "iops_per_gib": QT_TRANSLATE_NOOP("CatalogColumns", "IOPS added per GiB"),
    "iops_max": QT_TRANSLATE_NOOP("CatalogColumns", "IOPS, most"),
    "tier_from_gb": QT_TRANSLATE_NOOP("CatalogColumns", "From (GB a month)"),
    "tier_to_gb": QT_TRANSLATE_NOOP("CatalogColumns", "To (GB a month)"),
    "unit": QT_TRANSLATE_NOOP("CatalogColumns", "Unit"),
    "value": QT_TRANSLATE_NOOP("CatalogColumns", "Value"),
    "vcpus": QT_TRANSLATE_NOOP("CatalogColumns", "vCPUs"),
    "vendor": QT_TRANSLATE_NOOP("CatalogColumns", "Vendor"),
    "vocab_size": QT_TRANSLATE_NOOP("CatalogColumns", "Vocabulary size"),
    "workload": QT_TRANSLATE_NOOP("CatalogColumns", "Workload"),
    "stack": QT_TRANSLATE_NOOP("CatalogColumns", "Software stack"),
    "arch": QT_TRANSLATE_NOOP("CatalogColumns", "Architecture"),
    "compute_capability": QT_TRANSLATE_NOOP("CatalogColumns", "Compute capability"),
    "fp8": QT_TRANSLATE_NOOP("CatalogColumns", "FP8"),
    "pytorch_min": QT_TRANSLATE_NOOP("CatalogColumns", "First PyTorch release"),
    "pytorch_max": QT_TRANSLATE_NOOP("CatalogColumns", "Last PyTorch release"),
    "pytorch_current": QT_TRANSLATE_NOOP("CatalogColumns", "Current PyTorch runs it"),
    "pytorch_index": QT_TRANSLATE_NOOP("CatalogColumns", "PyTorch index"),
    "vllm_index": QT_TRANSLATE_NOOP("CatalogColumns", "vLLM index"),
    "sliding_window": QT_TRANSLATE_NOOP("CatalogColumns", "Sliding window (tokens)"),
    "sliding_window_layers": QT_TRANSLATE_NOOP("CatalogColumns", "Sliding-window layers"),
    "hf_repo": QT_TRANSLATE_NOOP("CatalogColumns", "Hugging Face repository"),
    "hf_gated": QT_TRANSLATE_NOOP("CatalogColumns", "Download needs licence"),
    "hf_checkpoint_dtype": QT_TRANSLATE_NOOP("CatalogColumns", "Published weights' precision"),
    "purpose": QT_TRANSLATE_NOOP("CatalogColumns", "Purpose"),
    "cpu_arch": QT_TRANSLATE_NOOP("CatalogColumns", "CPU architecture"),
    "cpu": QT_TRANSLATE_NOOP("CatalogColumns", "CPU"),
    "vendor_image": QT_TRANSLATE_NOOP("CatalogColumns", "Provider's image for Arm"),
}

# What an instance is for and what a GPU cannot run (core/estimate/practical.py), shown on the editor's cells: such rows stay
# in the catalog but are not offered for training or serving.
_PRACTICAL = {
    "vdi_graphics": QT_TRANSLATE_NOOP("Practical", "For virtual desktops and graphics: not offered for training or "
                                                   "serving."),
    "fractional": QT_TRANSLATE_NOOP("Practical", "A slice of a GPU: not offered for training or serving."),
    "retired": QT_TRANSLATE_NOOP("Practical", "Retired by the provider: not offered."),
    "training": QT_TRANSLATE_NOOP("Practical", "Kept for training: not offered for serving."),
    "serving": QT_TRANSLATE_NOOP("Practical", "Kept for serving: not offered for training."),
    "gpu_pytorch_unsupported": QT_TRANSLATE_NOOP("Practical", "No current PyTorch release runs this GPU: not "
                                                              "offered."),
    "gpu_no_bf16": QT_TRANSLATE_NOOP("Practical", "This GPU has no BF16: offered only for FP16 or FP32 jobs."),
    "gpu_no_fp8": QT_TRANSLATE_NOOP("Practical", "This GPU has no FP8: not offered for FP8 jobs."),
    "gpu_serving_unsupported": QT_TRANSLATE_NOOP("Practical", "Below the compute capability vLLM needs: not offered "
                                                              "for serving."),
    "arm_gpu_unsupported": QT_TRANSLATE_NOOP("Practical", "An Arm (aarch64) server whose GPU PyTorch's aarch64 builds "
                                                          "do not run: offered only when your choices leave no other "
                                                          "server."),
}


def practical_text(code: str) -> str:
    """What a purpose or GPU support code of core/estimate/practical.py means for the recommendations (the code itself if
    unknown)."""
    return translate("Practical", _PRACTICAL[code]) if code in _PRACTICAL else str(code)


def practical_codes() -> frozenset[str]:
    return frozenset(_PRACTICAL)


def table_name(name: str) -> str:
    """A catalog table's name in words ('fx_rates' -> 'Exchange rates' / '汇率'); unknown: the name itself."""
    return translate("CatalogTables", _TABLE[name]) if name in _TABLE else str(name)


def column_name(column: str) -> str:
    """A catalog column's heading in words ('on_demand_hour' -> 'On-demand per hour' / '按量每小时')."""
    return translate("CatalogColumns", _COLUMN[column]) if column in _COLUMN else str(column)


def table_names() -> frozenset[str]:
    return frozenset(_TABLE)


def column_names() -> frozenset[str]:
    return frozenset(_COLUMN)


# The regions of the catalog's price rows (instances.csv and the tables beside it), by name. A provider's own region
# code is kept beside its name where the exact region matters (the card, the alternatives): it is what the provider's
# console and the "Only these regions" answer use. Codes the catalog makes up for a whole market (cn-mainland: the
# provider's list price across mainland China; US) are shown by name alone.
_REGION = {
    "cn-mainland": QT_TRANSLATE_NOOP("Regions", "mainland China"),
    "cn-shanghai": QT_TRANSLATE_NOOP("Regions", "Shanghai"),
    "us-east-1": QT_TRANSLATE_NOOP("Regions", "Northern Virginia, US"),
    "us-east-2": QT_TRANSLATE_NOOP("Regions", "Ohio, US"),
    "us-west-2": QT_TRANSLATE_NOOP("Regions", "Oregon, US"),
    "eastus": QT_TRANSLATE_NOOP("Regions", "East US"),
    "westus2": QT_TRANSLATE_NOOP("Regions", "West US 2"),
    "westus3": QT_TRANSLATE_NOOP("Regions", "West US 3"),
    "asia-southeast1": QT_TRANSLATE_NOOP("Regions", "Singapore"),
    "europe-west4": QT_TRANSLATE_NOOP("Regions", "Netherlands"),
    "us-central1": QT_TRANSLATE_NOOP("Regions", "US Central"),
    "us-east4": QT_TRANSLATE_NOOP("Regions", "Northern Virginia, US"),
    "eu-north1": QT_TRANSLATE_NOOP("Regions", "Finland"),
    "eu-west1": QT_TRANSLATE_NOOP("Regions", "Paris, France"),
    "me-west1": QT_TRANSLATE_NOOP("Regions", "Israel"),
    "US": QT_TRANSLATE_NOOP("Regions", "United States"),
    "(all regions)": QT_TRANSLATE_NOOP("Regions", "all regions"),
}
_MARKET = frozenset({"cn-mainland", "US", "(all regions)"})  # the catalog's own codes: no console knows them


def region_name(code) -> str:
    """A region code by name ('westus3' -> 'West US 3' / '美国西部 3'); a code the catalog does not name: as written
    (a user's own row)."""
    key = "" if code is None else str(code)
    return translate("Regions", _REGION[key]) if key in _REGION else key


def region_label(code) -> str:
    """A region by name with its code beside it ('West US 3 (westus3)' / '美国西部 3（westus3）'): the code is what
    the provider's console and the "Only these regions" answer use; a market the catalog names alone
    ('mainland China' / '中国大陆'), and an unknown code as written."""
    key = "" if code is None else str(code)
    if key not in _REGION or key in _MARKET:
        return region_name(key)
    return translate("Regions", "{0} ({1})").format(region_name(key), key)


def region_codes() -> frozenset[str]:
    return frozenset(_REGION)
