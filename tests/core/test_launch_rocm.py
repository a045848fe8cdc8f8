"""Launch files for an AMD GPU (MI300X, gpu_support.csv stack rocm): PyPI's PyTorch and vLLM are CUDA builds that
cannot use it. The training setup installs PyTorch from its ROCm index (``pytorch_index``: rocm7.2, the stable ROCm of
PyTorch 2.11) and says it is a ROCm build, not a CUDA one of an older GPU; the serving setup installs vLLM's ROCm
wheels (``vllm_index``), stopping where the Python is not the 3.12 they are built for instead of quietly taking the
CUDA build; on Azure the README says SkyPilot's own images carry no AMD driver. Before, both setups ran
``pip install torch`` / ``pip install vllm``.

The bundled catalog has no MI300X server: the tests add one as a user would (Azure ND MI300X v5; the price is the
test's own, only so that an answer is priced)."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path

import pandas as pd
import pytest
import yaml

from tests.support import launch_bundle_of

ROOT = Path(__file__).resolve().parents[2]
TODAY = dt.date(2026, 12, 2)


@pytest.fixture(scope="module")
def mi_cat(cat):
    inst = cat["instances"]
    row = inst[inst["instance_type"] == "Standard_ND96asr_v4"].iloc[[0]].copy()
    row["instance_type"], row["gpu"], row["gpu_memory_gb"] = "Standard_ND96isr_MI300X_v5", "MI300X", 192
    row["on_demand_hour"], row["spot_hour"] = 50.0, float("nan")  # the test's own price
    return cat.with_table("instances", pd.concat([inst, row], ignore_index=True))


def _files(cat, example: str):
    obj = json.loads((ROOT / "examples" / f"{example}.json").read_text(encoding="utf-8"))
    obj.setdefault("preferences", {})["gpus"] = ["MI300X"]
    b = launch_bundle_of(cat, obj, TODAY)
    assert b.plan.gpu == "MI300X" and b.plan.gpu_stack == "rocm"
    return b.plan, {f.name: f.text for f in b.files}


def test_the_catalog_names_the_rocm_indexes(cat):
    row = cat["gpu_support"].set_index("gpu").loc["MI300X"]
    assert row["pytorch_index"] == "https://download.pytorch.org/whl/rocm7.2"
    assert row["vllm_index"] == "https://wheels.vllm.ai/rocm/"
    assert "pytorch-release-compat-matrix" in row["source"] and "vllm-docs-rocm-install" in row["source"]


def test_training_installs_pytorch_s_rocm_build(mi_cat):
    plan, files = _files(mi_cat, "lora-7b-finetune")
    setup = yaml.safe_load(files["skypilot-task.yaml"])["setup"]
    assert "pip install torch --index-url https://download.pytorch.org/whl/rocm7.2" in setup
    assert "pip install torch deepspeed" not in setup  # (PyPI's CUDA build, which the MI300X cannot run)
    en = files["README.md"]
    assert "holds PyTorch's ROCm builds" in en and "(compute capability )" not in en
    assert "no kernel image" not in en and "RCCL" in en
    assert "skypilot:custom-gpu-ubuntu-v2" in en and "AMD's GPU driver" in en
    assert "PyTorch 的 ROCm 构建" in files["README.zh-CN.md"]


def test_serving_installs_vllm_s_rocm_wheels_on_python_3_12_only(mi_cat):
    plan, files = _files(mi_cat, "qwen-7b-inference-low-qps")
    setup = yaml.safe_load(files["skypilot-service.yaml"])["setup"]
    assert "uv pip install --system vllm --extra-index-url https://wheels.vllm.ai/rocm/" in setup
    assert "sys.version_info[:2] != (3, 12)" in setup and "exit 1" in setup
    assert "pip install vllm\n" not in setup
    assert "vLLM's own ROCm build" in files["README.md"] and "vLLM 自己的 ROCm 构建" in files["README.zh-CN.md"]


def test_an_nvidia_gpu_keeps_pypi_s_builds(cat):
    obj = json.loads((ROOT / "examples" / "qwen-7b-inference-low-qps.json").read_text(encoding="utf-8"))
    b = launch_bundle_of(cat, obj, TODAY)
    files = {f.name: f.text for f in b.files}
    name = next(n for n in files if n.startswith("skypilot-"))
    setup = yaml.safe_load(files[name])["setup"]
    assert "pip install vllm" in setup and "wheels.vllm.ai" not in setup and "uv pip" not in setup
