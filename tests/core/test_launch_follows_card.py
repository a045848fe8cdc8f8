"""Launch files follow the card (issue 29 item 5), for the article's case, every example in examples/ and a T4:
the precision the card states (a T4 asked for BF16 runs FP16: ds_config.json has fp16, torchrun.sh --fp16, torchvision's script --amp,
vLLM float16), the GPU count and nodes, and the batch: vision in images, several per GPU (NVIDIA's published
ResNet-50 batch scaled to the GPU), never one image x hundreds of accumulation steps."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest
import yaml

from gpu_advisor.core.export import launch as L
from gpu_advisor.core.scenario.spec import parse_scenario
from gpu_advisor.core.select import job_for
from gpu_advisor.core.select.recommendation import recommend

ROOT = Path(__file__).resolve().parents[2]
ARTICLE = ROOT / "resources" / "start" / "article-case.json"
CASES = [ARTICLE, *sorted((ROOT / "examples").glob("*.json"))]


def _obj(path: Path, **prefs) -> dict:
    obj = json.loads(path.read_text(encoding="utf-8"))
    if prefs:
        obj["preferences"] = {**obj.get("preferences", {}), **prefs}
    return obj


def _card_precision(rec, sc) -> str:
    """What the card says the job runs in: the engine's precision tip (a GPU without BF16 says FP16)."""
    if sc.task == "inference" or sc.precision == "fp32":
        return sc.precision
    return next(n.detail["precision"] for n in rec.tips if n.code == "mixed_precision")


def _check(cat, obj, name):
    sc = parse_scenario(obj, cat, name)
    rec = recommend(cat, sc)
    opt = rec.recommendation
    b = L.launch_bundle(cat, sc, rec)
    p = b.plan
    files = {f.name: f.text for f in b.files}
    # GPUs and servers: the card's
    assert p.gpus_per_node * p.nodes == opt.gpu_count and p.nodes == opt.instances
    task = files.get("skypilot-task.yaml") or files.get("skypilot-service.yaml")
    if task is not None:
        doc = yaml.safe_load(task)
        assert doc["resources"]["accelerators"].rsplit(":", 1)[1] == str(p.gpus_per_node)
        nodes = doc.get("num_nodes", 1) * (1 if p.kind == "train" else doc["service"]["replicas"])
        assert nodes == opt.instances
    gpus = cat["gpus"].set_index("gpu")
    has_bf16 = bool(gpus.at[opt.gpu, "bf16"])
    if p.kind == "serve":
        dtype = L.VLLM_DTYPE.get(p.precision, "auto")
        assert f"--dtype {dtype}" in files["vllm-serve.sh"]
        assert dtype != "bfloat16" or has_bf16  # vLLM refuses BF16 on a GPU without it
        # the load in total, and what a copy carries (read "(9.87 per copy)" beside 5 requests/s in total)
        head = files["vllm-serve.sh"]
        assert f"# Planned load: {L.figure(sc.qps, None)} requests/s in total; each copy carries up to" in head
        return p, opt
    card = _card_precision(rec, sc)
    runs = {"fp8": "bf16"}.get(card, card)  # FP8 compute runs BF16 in DeepSpeed (the README says so)
    flags = [w for w in ("--bf16", "--fp16") if w in files["torchrun.sh"]]
    # nodes and GPUs per node in torchrun
    assert f"--nnodes={p.nodes}" in files["torchrun.sh"] and f"--nproc_per_node={p.gpus_per_node}" in files["torchrun.sh"]
    if p.script == "torchvision":
        # torchvision's reference script: --amp for mixed precision, nothing for FP32; its own argument for the batch
        # (images per GPU); no DeepSpeed, so no ds_config.json
        assert flags == [] and ("--amp" in files["torchrun.sh"]) == (runs != "fp32")
        assert f"--batch-size {p.micro_batch}" in files["torchrun.sh"]
        assert "ds_config.json" not in files and p.grad_accum == 1
        assert p.global_batch == p.micro_batch * p.data_parallel
    else:
        ds = json.loads(files["ds_config.json"])
        assert ({"bf16", "fp16"} & set(ds)) == ({runs} - {"fp32"})
        assert "bf16" not in ds or has_bf16
        assert flags == ([f"--{runs}"] if runs != "fp32" else [])
        # the batch: DeepSpeed's own rule, the unit of the work
        assert ds["train_batch_size"] == (ds["train_micro_batch_size_per_gpu"] * ds["gradient_accumulation_steps"]
                                          * p.data_parallel)
        assert f"--per_device_train_batch_size {p.micro_batch}" in files["torchrun.sh"]
    if sc.workload == "cv":
        assert p.global_batch_unit == "images" and p.micro_batch_source
        # the images per GPU of the card's memory line ("Images per GPU per step (memory estimate)")
        assert p.micro_batch == rec.assumptions["estimate"]["vision_micro_batch_images"]["value"]
        assert p.micro_batch >= 8 and p.grad_accum <= 8
        assert p.micro_batch <= 256 and p.micro_batch & (p.micro_batch - 1) == 0 or p.micro_batch * p.data_parallel <= p.global_batch_planned
    return p, opt


@pytest.mark.parametrize("path", CASES, ids=lambda p: p.stem)
def test_launch_files_follow_the_card(cat, path):
    _check(cat, _obj(path), path.name)


def test_a_t4_runs_fp16_not_bf16(cat):
    # A bf16 training job is never offered a card without bf16 (core/estimate/practical.py); a job in fp16 on a T4 gets
    # launch files in fp16, as its card says.
    obj = _obj(ARTICLE, gpus=["T4"])
    obj["precision"] = "fp16"
    p, opt = _check(cat, obj, "t4")
    assert opt.gpu == "T4" and p.precision == "fp16"


def test_a_t4_service_runs_float16(cat):
    p, opt = _check(cat, _obj(ROOT / "examples" / "qwen-7b-inference-low-qps.json", gpus=["T4"]), "t4-serve")
    assert opt.gpu == "T4" and p.precision == "fp16"


def test_resnet50_on_one_gpu_batches_images_not_accumulation(cat):
    sc = parse_scenario(_obj(ARTICLE, gpus=["A100-80GB"]), cat, "rn50")
    rec = recommend(cat, sc)
    one = replace(rec.recommendation, gpus_per_node=1.0, gpu_count=1.0, nodes=1, instances=1)
    p = L.launch_plan(cat, sc, rec, one)
    # NVIDIA's 256 images per GPU for ResNet-50 in mixed precision, the planned global batch of 256 (He et al.)
    assert (p.data_parallel, p.micro_batch, p.grad_accum, p.global_batch) == (1, 256, 1, 256)
    assert p.global_batch_unit == "images"
    # A GPU with half the memory of NVIDIA's 16 GB cards gets half the batch, halved again as its memory plan does
    # (128 images' activations do not fit in 8 GB beside the runtime and the states). torchvision's reference script,
    # which the files run, accumulates no gradients: the batch is those 64 images (the learning rate follows it).
    g = cat["gpus"].copy()
    g.loc[g["gpu"] == "A100-80GB", "memory_gb"] = 8
    small = cat.with_table("gpus", g)
    p8 = L.launch_plan(small, sc, rec, one)
    est = L.E.estimate_config(small, job_for(small, sc), "A100-80GB", 1)
    assert (p8.micro_batch, p8.grad_accum, p8.global_batch) == (64, 1, 64)
    assert p8.learning_rate == pytest.approx(0.1 * 64 / 256)
    assert p8.micro_batch == est.assumptions["vision_micro_batch_images"].value


def test_a_chinese_cloud_is_named_in_the_chinese_readme_without_latin_spaces(cat):
    obj = json.loads((ROOT / "examples" / "qwen-7b-inference-low-qps.json").read_text(encoding="utf-8"))
    obj["preferences"] = {**obj["preferences"], "currency": "CNY", "providers": ["tencent"]}
    sc = parse_scenario(obj, cat, "t")
    files = {f.name: f.text for f in L.launch_bundle(cat, sc, recommend(cat, sc)).files}
    zh, en = files["README.zh-CN.md"], files["README.md"]
    assert "SkyPilot 不支持腾讯云，" in zh and "## 腾讯云没有启动器文件" in zh and "不支持 腾讯云" not in zh
    assert "Tencent Cloud" in en
    assert L.close_cjk_name("不支持 Nebius 的", "Nebius") == "不支持 Nebius 的"  # a Latin name keeps its spaces
