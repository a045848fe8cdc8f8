"""SkyPilot's part of the launch files: the cloud and accelerator names SkyPilot knows, and the task (training) or
service (serving) document of ``skypilot-task.yaml`` / ``skypilot-service.yaml``."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from ..prices import gpu_host_for
from .launch_base import LaunchPlan, template
from .launch_format import fill_template, LiteralBlock, tidy_lines

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
# Azure's MI25 is written "MI25", not "Radeon MI25": SkyPilot 0.14's own Azure fetcher names it "MI25"
# (sky/catalog/data_fetchers/fetch_azure.py, standardNVSv4Family), while its hosted catalog still says "Radeon MI25"
# (skypilot-catalog v8 common/accelerators.csv); canonicalize_accelerator_name takes "MI25" to either (the one
# accelerator of the cloud whose name contains it), "Radeon MI25" to the hosted one only.
SKYPILOT_ACCELERATORS: dict[str, str] = {"A100-80GB-PCIE": "A100-80GB", "A100-PCIE": "A100", "H100-PCIE": "H100",
                                         "V100-PCIE": "V100"}
# SkyPilot catalogs' other names for an accelerator the launch files name as above (what SkyPilot resolves them to)
SKYPILOT_ACCELERATOR_ALIASES: dict[str, str] = {"Radeon MI25": "MI25"}
# Instance families whose GPU SkyPilot names apart (AWS g5g: Graviton + "T4g").
SKYPILOT_ACCELERATOR_BY_TYPE: tuple[tuple[str, str, str], ...] = (("aws", r"g5g\.", "T4g"),)
# Providers whose instance type names carry SkyPilot's accelerator name (RunPod: "4x_A100-80GB-SXM_SECURE").
SKYPILOT_ACCELERATOR_IN_TYPE: dict[str, str] = {"runpod": r"^\d+x_(?P<acc>.+?)_(?:SECURE|COMMUNITY)$"}


# The disk_tier whose disk is the catalog's priced product (SkyPilot 0.14's own mapping: sky/clouds/aws.py, gcp.py and
# azure.py _get_disk_type, sky/provision/nebius/utils.py _disk_tier_to_disk_type): AWS medium and high are gp3 (low is
# magnetic "standard", ultra io2), GCP low/medium/high are pd-standard/pd-balanced/pd-ssd, Azure medium is Premium_LRS
# (Premium SSD; low is Standard_LRS, Standard HDD; no tier is Standard SSD), Nebius medium is NETWORK_SSD. A product not
# named here (another the catalog picks): no disk_tier, SkyPilot's default (medium).
SKYPILOT_DISK_TIERS: dict[tuple[str, str], str] = {
    ("aws", "EBS gp3"): "medium",
    ("gcp", "Persistent Disk pd-standard"): "low", ("gcp", "Persistent Disk pd-balanced"): "medium",
    ("gcp", "Persistent Disk pd-ssd"): "high",
    # (every tier of the machine types that take Hyperdisk Balanced only, instance_disks.csv: medium, the default)
    ("gcp", "Hyperdisk Balanced"): "medium",
    ("azure", "Premium SSD (P-series)"): "medium",
    ("nebius", "Network SSD disk (price assumed)"): "medium",
}
# Clouds where SkyPilot chooses no disk type (CUSTOM_DISK_TIER unsupported: a disk_tier makes the task fail).
SKYPILOT_NO_DISK_TIER: tuple[str, ...] = ("lambda", "runpod")
# The disk each tier is on a cloud (SkyPilot 0.14), before the instance types that take another:
SKYPILOT_DISK_TYPES: dict[str, dict[str, str]] = {
    "aws": {"low": "standard", "medium": "gp3", "high": "gp3", "ultra": "io2"},
    "gcp": {"low": "pd-standard", "medium": "pd-balanced", "high": "pd-ssd", "ultra": "pd-extreme"},
    "azure": {"low": "Standard_LRS", "medium": "Premium_LRS", "high": "Premium_LRS"},
    "nebius": {"low": "NETWORK_SSD_NON_REPLICATED", "medium": "NETWORK_SSD", "high": "NETWORK_SSD_IO_M3"},
}
# GCP instance types whose disks SkyPilot makes another type (gcp.py _get_disk_type: A3 Ultra, A4, N4 and G4 take
# Hyperdisk Balanced only; A3 and G2 no pd-standard): (pattern, tier or "" for every tier, disk type).
SKYPILOT_GCP_DISK_TYPES: tuple[tuple[str, str, str], ...] = (
    (r"^(a3-ultragpu|a4|n4|g4)-", "", "hyperdisk-balanced"), (r"^(a3|g2)-", "low", "pd-balanced"))
# What SkyPilot provisions a gp3 volume with per tier (aws.py _get_disk_specs: IOPS, and IOPS // 16 MiB/s).
SKYPILOT_AWS_GP3: dict[str, tuple[int, int]] = {"medium": (3500, 3500 // 16), "high": (7000, 7000 // 16)}


# The fast networks SkyPilot 0.14 sets up when a task asks for ``network_tier: best`` under ``resources``:
# (cloud, fabric of instance_network.csv, instance types). AWS: EFA interfaces (and the Deep Learning Base AMI with
# the EFA software) on the families of sky/clouds/aws.py _EFA_INSTANCE_TYPE_PREFIXES; on any other type it attaches
# none. GCP: GPUDirect-TCPX on A3 High only (sky/provision/gcp/config.py refuses every machine type outside
# constants.GPU_DIRECT_TCPX_INSTANCE_TYPES; A3 Edge is not launchable here anyway). Nebius: an InfiniBand GPU
# cluster of 8-GPU H100/H200/B200/B300 virtual machines (sky/clouds/nebius.py, sky/provision/nebius/utils.py: the
# region's fabric of constants.INFINIBAND_FABRIC_MAPPING unless ~/.sky/config.yaml names one). Azure, Lambda and
# RunPod take no network tier (CUSTOM_NETWORK_TIER unsupported: a task asking for it is infeasible there), nor do
# GCP's GPUDirect-TCPXO (A3 Mega) and RoCE (A3 Ultra, A4): their READMEs say how to start the servers with it.
SKYPILOT_NETWORK_TIER_BEST: tuple[tuple[str, str, str], ...] = (
    ("aws", "efa", r"^(g4dn|g5|g6|gr6|g6e|g7e|p4d|p4de|p5|p5e|p5en|p6-b200|p6-b300)\."),
    ("gcp", "tcpx", r"^a3-highgpu-8g$"),
    ("nebius", "infiniband", r"^gpu-(h100|h200|b200|b300)-sxm(-a)?_8gpu-"),
)


def skypilot_network_tier(provider: str, instance_type: str, fabric: str) -> bool:
    """Whether SkyPilot sets up ``fabric`` between servers of ``instance_type`` when asked ``network_tier: best``."""
    return any(p == provider and f == fabric and re.match(rx, instance_type)
               for p, f, rx in SKYPILOT_NETWORK_TIER_BEST)


@dataclass(frozen=True)
class SkyDisk:
    """The disk SkyPilot gives a node for a priced disk product: the ``disk_tier`` written ("" none), the disk type
    that tier is on this instance type ("" SkyPilot chooses none), whether that is the priced product, and the IOPS
    and MiB/s SkyPilot provisions it with (AWS gp3; None: the product's own rate at its size)."""

    tier: str
    disk_type: str
    priced: bool
    iops: int | None = None
    mb_s: int | None = None


def azure_s_series(instance_type: str) -> bool:
    """Whether SkyPilot takes an Azure instance type for an S-series one (Premium SSD; azure.py _is_s_series)."""
    m = re.match(r"(Standard|Basic)_([A-Z]+)([0-9]+)(-[0-9]+)?([a-z]*)", instance_type)
    return m is not None and "s" in m.group(5)


def skypilot_disk(provider: str, instance_type: str, product: str) -> SkyDisk:
    """The disk SkyPilot gives a node of ``instance_type`` for the priced disk ``product``."""
    if provider in SKYPILOT_NO_DISK_TIER:
        return SkyDisk("", "", False)
    tier = SKYPILOT_DISK_TIERS.get((provider, product), "")
    if not tier:
        return SkyDisk("", "", False)
    if provider == "azure" and tier == "medium" and not azure_s_series(instance_type):
        tier = "low"  # Premium SSD only on S-series instance types: SkyPilot refuses medium on the others
    disk_type = SKYPILOT_DISK_TYPES.get(provider, {}).get(tier, "")
    if provider == "gcp":
        for rx, only, other in SKYPILOT_GCP_DISK_TYPES:
            if re.match(rx, instance_type) and only in ("", tier):
                disk_type = other
                break
    priced = {"aws": disk_type == "gp3", "gcp": product.endswith(" " + disk_type) or product.lower().replace(" ", "-") == disk_type,
              "azure": disk_type == "Premium_LRS", "nebius": disk_type == "NETWORK_SSD"}.get(provider, False)
    iops, mb_s = SKYPILOT_AWS_GP3.get(tier, (None, None)) if provider == "aws" and disk_type == "gp3" else (None, None)
    return SkyDisk(tier, disk_type, priced, iops, mb_s)


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


def _resources(plan: LaunchPlan) -> dict:
    r: dict[str, Any] = {"cloud": plan.skypilot_cloud, "region": plan.region, "instance_type": plan.instance_type,
                         "accelerators": f"{plan.accelerator}:{plan.gpus_per_node}", "use_spot": plan.use_spot,
                         "disk_size": plan.disk_gb}
    if plan.skypilot_disk_tier:  # the tier whose disk is the priced product (SKYPILOT_DISK_TIERS)
        r["disk_tier"] = plan.skypilot_disk_tier
    if plan.network_tier_best:  # the fast network the estimate counted between the servers (SKYPILOT_NETWORK_TIER_BEST)
        r["network_tier"] = "best"
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
        if not flags.get("train_script", True):  # Ultralytics' yolo command: no script of the job's own to name
            del doc["envs"]["TRAIN_SCRIPT"]
        if flags.get("base_model"):  # a fine-tune's base model: the preset's Hugging Face repository
            doc["envs"]["MODEL"] = plan.hf_repo
        # The data: where the price counts it on a cloud disk (disk_size holds it), copied onto each node's disk
        # (the short form, COPY); where it counts it on the instance's own NVMe, the bucket mounted (MOUNT: nothing
        # lands on the system disk) and copied onto the NVMe disks by `setup`. The checkpoints on a bucket mounted on
        # every node in MOUNT_CACHED mode (SkyPilot storage: written to a local cache, uploaded in the background;
        # unlike MOUNT it takes renames and random writes, which checkpoint writers use), so they outlive the cluster.
        data: Any = {"source": "${DATA_URI}", "mode": "MOUNT"} if plan.data_local else "${DATA_URI}"
        doc["file_mounts"] = {"/data": data, "/checkpoints": {"source": "${CHECKPOINT_URI}", "mode": "MOUNT_CACHED"}}
        doc["setup"] = LiteralBlock(tidy_lines(fill_template(template("train_setup.sh"), values, flags, "sh")))
        doc["run"] = LiteralBlock(tidy_lines(fill_template(template("train_run.sh"), values, flags, "sh")))
    else:
        # a copy wider than a server: each replica is a cluster of its servers (num_nodes), SkyServe's requests go
        # to its head node, where vLLM runs (the run command starts a Ray cluster over the replica's nodes)
        spans = plan.servers_per_copy > 1
        doc["service"] = {"readiness_probe": {"path": "/v1/models", "initial_delay_seconds": 1800},
                          "replicas": plan.nodes // plan.servers_per_copy}
        if spans:
            doc["num_nodes"] = plan.servers_per_copy
        doc["resources"] = _resources(plan)
        doc["envs"] = {"MODEL": (plan.hf_repo or None) if flags.get("hf_repo") else None}  # the preset's repository
        doc["setup"] = LiteralBlock(tidy_lines(fill_template(template("serve_setup.sh"), values, flags, "sh")))
        doc["run"] = LiteralBlock(tidy_lines(fill_template(template("vllm-serve.sh"), values, {**flags, "script": False}, "sh")))
    return doc

