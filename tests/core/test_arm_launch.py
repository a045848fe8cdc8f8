"""The launch files of a server with an Arm (aarch64) CPU (instance_cpus.csv): the READMEs say what it needs, the
files pin no x86 image or platform, and where PyTorch's own aarch64 builds do not run its GPU (AWS g5g's T4G, offered
only when nothing else is left) the setup keeps the PyTorch of the provider's image the README names."""

from __future__ import annotations

import re

import yaml

from gpu_advisor.core.export import launch
from gpu_advisor.core.scenario.spec import parse_scenario
from gpu_advisor.core.select.recommendation import recommend

from .test_arm_hosts import only_g5g_t4, GH200_LORA, YOLO_AWS


def _bundle(cat, obj):
    sc = parse_scenario(obj, cat)
    rec = recommend(cat, sc)
    return launch.launch_bundle(cat, sc, rec)


def test_the_launch_files_of_an_arm_host_say_so_and_pin_no_x86_image(cat):
    c = only_g5g_t4(cat)
    b = _bundle(c, {**YOLO_AWS, "preferences": {**YOLO_AWS["preferences"], "gpus": ["T4"]}})
    assert b.plan.cpu_arch == "aarch64" and b.plan.arm_gpu_unsupported
    readme, zh = b.file("README.md").text, b.file("README.zh-CN.md").text
    assert "## An Arm server" in readme and "AWS Deep Learning ARM64 AMI" in readme and "## Arm 服务器" in zh
    task = yaml.safe_load(b.file("skypilot-task.yaml").text)
    assert "image_id" not in task["resources"] and re.fullmatch(r"T4g:[12]", task["resources"]["accelerators"])
    # setup keeps the image's PyTorch (the one pip installs has no kernels for a T4G on aarch64)
    assert "pip install torch" not in task["setup"] and 'python -c "import torch"' in task["setup"]
    # a vision job's torchvision is the image's too: pip's would bring PyTorch's own aarch64 build with it
    assert 'python -c "import torchvision"' in task["setup"]
    for f in b.files:  # no image or platform pinned in what runs (the READMEs tell how to set one)
        assert f.name.startswith("README") or not re.search(r"amd64|x86_64|image_id|docker:", f.text), f.name
    gh = _bundle(cat, GH200_LORA)
    assert not gh.plan.arm_gpu_unsupported and "## An Arm server" in gh.file("README.md").text
    assert "pip install torch" in yaml.safe_load(gh.file("skypilot-task.yaml").text)["setup"]
    x86 = _bundle(cat, YOLO_AWS)
    assert x86.plan.cpu_arch == "x86_64" and not [f.name for f in x86.files if "Arm" in f.text]


