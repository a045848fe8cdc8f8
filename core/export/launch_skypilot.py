"""SkyPilot's part of the launch files: the cloud and accelerator names SkyPilot knows, and the task (training) or
service (serving) document of ``skypilot-task.yaml`` / ``skypilot-service.yaml``."""

from __future__ import annotations

import re
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
SKYPILOT_ACCELERATORS: dict[str, str] = {"A100-80GB-PCIE": "A100-80GB", "A100-PCIE": "A100", "H100-PCIE": "H100",
                                         "V100-PCIE": "V100", "MI25": "Radeon MI25"}
# Instance families whose GPU SkyPilot names apart (AWS g5g: Graviton + "T4g").
SKYPILOT_ACCELERATOR_BY_TYPE: tuple[tuple[str, str, str], ...] = (("aws", r"g5g\.", "T4g"),)
# Providers whose instance type names carry SkyPilot's accelerator name (RunPod: "4x_A100-80GB-SXM_SECURE").
SKYPILOT_ACCELERATOR_IN_TYPE: dict[str, str] = {"runpod": r"^\d+x_(?P<acc>.+?)_(?:SECURE|COMMUNITY)$"}


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
        doc["service"] = {"readiness_probe": {"path": "/v1/models", "initial_delay_seconds": 1800},
                          "replicas": plan.nodes}
        doc["resources"] = _resources(plan)
        doc["envs"] = {"MODEL": None}
        doc["setup"] = LiteralBlock(tidy_lines(fill_template(template("serve_setup.sh"), values, flags, "sh")))
        doc["run"] = LiteralBlock(tidy_lines(fill_template(template("vllm-serve.sh"), values, {**flags, "script": False}, "sh")))
    return doc

