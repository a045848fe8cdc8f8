"""Host sizing from the seeds' rule sets, RAM rounded to real DIMM configurations."""

from __future__ import annotations

import math

import numpy as np
import pandas as pd

from gpu_advisor.core.catalog.host import dimm_configurations, round_to_dimms, size_host, size_hosts


def defaults(cat):
    d = cat["defaults"]
    return dict(zip(d["name"], d["value"].astype(float)))


def test_seed001_worked_examples(cat):
    # Seed 001: 8 x H100 training -> 80 cores, 640 GB x 2.5 = 1600 -> 1536 GB = 6 x 256 GB.
    h = size_host(cat, "H100", 8, task="train")
    assert (h.cpu_cores, h.ram_gb, h.ram_dimms, h.ram_dimm_gb) == (80, 1536, 6, 256)
    assert h.rule_set == "seed001_formula" and not h.fallback
    # Seed 001: 2 x A100 80GB inference -> 10 cores, 192 GB.
    h = size_host(cat, "A100-80GB", 2, task="inference")
    assert (h.cpu_cores, h.ram_gb) == (10, 192)


def test_a_services_system_disk_is_sized_from_its_os_and_the_software_image(cat):
    """Walk 18: a 7B chat for 50 people got the 500 GB system disk of seed 001's 2 x A100 example (¥351 a month,
    15% of its month). Walk 23: seed 001's model size x 5 (a training's room for its checkpoints) gave a 405B service
    4,100 GB a server while its data disk held the weights. A service's own rule: the operating system and the
    serving image (defaults.csv serving_os_gb, serving_image_gb), rounded up to the disk step, whatever the model."""
    d = defaults(cat)
    image, os_gb, step = d["serving_image_gb"], d["serving_os_gb"], d["disk_size_step_gb"]
    assert image == 15 and os_gb == 50
    rules = cat["host_rules"]
    row = rules[(rules["rule_set"] == "seed001_formula") & (rules["task"] == "inference")].iloc[0]
    assert pd.isna(row["system_disk_gb"]) and pd.isna(row["system_disk_x_model"]) and row["source"] == "seed-001"
    seven_b = 7.24e9 * 2 / 1e9  # Mistral 7B's weights in 16 bits
    h = size_host(cat, "RTXA4500", 1, gpu_memory_gb=20, task="inference", model_gb=seven_b)
    assert h.system_disk_gb == math.ceil((os_gb + image) / step) * step == 100
    big = size_host(cat, "A100-80GB", 2, task="inference", model_gb=140)  # a 70B model in 16 bits
    assert big.system_disk_gb == 100 and big.data_disk_gb >= 140  # the weights on the data disk


def test_the_rule_sets_disagree_and_say_which_was_used(cat):
    a = size_host(cat, "A800-40GB", 4, task="train", rule_set="seed001_formula")
    b = size_host(cat, "A800-40GB", 4, task="train", rule_set="seed000_table")
    assert b.rule_set == "seed000_table" and b.rule_gpu == "A800-40GB"
    assert b.cpu_cores > 2 * a.cpu_cores and b.ram_gb > a.ram_gb
    assert b.cpu_cores_min == 4 * 48 and b.ram_gb_min == 4 * 256  # the seed's "48 cores, 256 GB per GPU"
    # The A100 is the same chip: the A800 row applies (same family and memory).
    assert size_host(cat, "A100", 4, task="train", rule_set="seed000_table").rule_gpu == "A800-40GB"
    # No row for Hopper in seed 000's table: the default rule set is used, and flagged.
    h = size_host(cat, "H100", 8, task="train", rule_set="seed000_table")
    assert h.fallback and h.rule_set == "seed001_formula"
    # Seed 000's table has no inference rows either.
    assert size_host(cat, "T4", 1, task="inference", rule_set="seed000_table").fallback


def test_ram_is_a_real_dimm_configuration_not_below_the_minimum(cat):
    d = defaults(cat)
    totals, counts, sizes = dimm_configurations(d)
    assert np.allclose(totals, counts * sizes)
    rng = np.random.default_rng(1)
    target = rng.uniform(8, 6000, 500)
    minimum = target * rng.uniform(0.5, 1.0, 500)
    total, count, size = round_to_dimms(target, minimum, d)
    assert set(total) <= set(totals)
    assert (total >= np.minimum(minimum, totals.max())).all()
    assert set(size) <= {16, 32, 64, 128, 256}


def test_hosts_too_small_are_flagged_against_the_real_instance(cat):
    frame = pd.DataFrame({"gpu": ["A100", "A100"], "gpus_per_node": [4, 4], "gpu_memory_gb": [40, 40],
                          "vcpus": [52, 16], "ram_gb": [378, 100]})
    cols = size_hosts(cat, frame, task="train")
    assert list(cols["host_cpu_ok"]) == [1.0, 0.0]  # 4 x 8 = 32 cores minimum
    assert list(cols["host_ram_ok"]) == [1.0, 0.0]  # 160 GB x 2 = 320 GB minimum
    unknown = size_host(cat, "A100", 4, task="train")
    assert unknown.cpu_ok is None and unknown.ram_ok is None


def test_disks_follow_the_rules(cat):
    # Training: system disk = model size x 5 (+ dataset only where no data disk holds it: a training's data disk
    # always does, as in seed 001's 8 x H100 example, system disk "模型+checkpoint", data disk "按数据集大小配置");
    # data disk >= dataset + kept checkpoints, 4 TB floor.
    h = size_host(cat, "H100", 8, task="train", model_gb=140, dataset_gb=500, checkpoint_gb=1120)
    assert h.system_disk_gb == 700  # 140 x 5, the dataset on the data disk
    assert h.data_disk_gb == 4000  # 500 + 3 x 1120 = 3860 -> 3900, below the 4 TB floor
    assert size_host(cat, "H100", 8, task="train", dataset_gb=5000).data_disk_gb == 5000
    # LoRA gets what it needs, not the 4 TB floor meant for training from scratch.
    assert size_host(cat, "L40S", 1, task="finetune", method="lora", dataset_gb=1).data_disk_gb == 100


def test_the_dataset_is_not_on_the_system_disk_too(cat):
    """Walk 19: 5,000 GB of data gave disks of 5,100 + 5,100 GB a server, the dataset twice (the system disk 29% of
    the job): the data disk holds it, the system disk the model and its checkpoints."""
    h = size_host(cat, "A100-80GB", 1, task="train", model_gb=14.5, dataset_gb=5000, checkpoint_gb=0.7)
    assert h.data_disk_gb >= 5000
    assert h.system_disk_gb == 100  # 14.5 x 5 = 72.5, rounded up to the disk step
    rules = cat["host_rules"]
    note = rules[(rules["rule_set"] == "seed001_formula") & (rules["task"] == "train")]["notes"].iloc[0]
    assert "only where no data disk or local NVMe holds it" in note
