"""An image model's launch files take the images per GPU of the card's memory plan: on 8 GPUs ResNet-50 runs 256
images per GPU as its memory line says (the files had 32: the planned 256 shared out), and ViT-L/16 on 512 GPUs runs
its 16 per GPU (the files had one image per GPU); the README says where that makes the batch larger than planned."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

from gpu_advisor.core import estimate as E
from gpu_advisor.core.export import launch as L
from gpu_advisor.core.select import job_for
from gpu_advisor.core.scenario.spec import parse_scenario
from gpu_advisor.core.select.recommendation import recommend

ROOT = Path(__file__).resolve().parents[2]


def _card_images(rec) -> int:
    return int(rec.assumptions["estimate"]["vision_micro_batch_images"]["value"])


def test_resnet50_on_eight_gpus_keeps_the_memory_plans_images_per_gpu(cat):
    obj = json.loads((ROOT / "resources" / "start" / "article-case.json").read_text(encoding="utf-8"))
    obj["preferences"] = {**obj.get("preferences", {}), "gpus": ["A100-80GB"]}
    sc = parse_scenario(obj, cat, "rn50")
    rec = recommend(cat, sc)
    eight = replace(rec.recommendation, gpus_per_node=8.0, gpu_count=8.0, nodes=1, instances=1)
    p = L.launch_plan(cat, sc, rec, eight)
    # the memory plan of this configuration (what its card's memory line shows): NVIDIA's 256 images per GPU
    est = E.estimate_config(cat, job_for(cat, sc), "A100-80GB", 8, nodes=1)
    assert est.assumptions["vision_micro_batch_images"].value == 256
    assert (p.data_parallel, p.micro_batch, p.grad_accum) == (8, 256, 1)  # was 32 x 1 x 8: the planned 256 shared out
    assert p.global_batch == 2048 and p.global_batch_planned == 256
    files = {f.name: f.text for f in L.render(p, cat).files}
    # torchvision's script (no DeepSpeed config): 256 images per GPU on its command line, x 8 GPUs
    assert "ds_config.json" not in files and "--batch-size 256 " in files["torchrun.sh"].replace("\\\n", " ")
    assert "The files use **2,048 images** per step, more than the planned 256" in " ".join(files["README.md"].split())


def test_vit_l_on_512_gpus_takes_more_than_one_image_per_gpu(cat):
    obj = json.loads((ROOT / "examples" / "startup-engineer-seed000.json").read_text(encoding="utf-8"))
    obj["preferences"] = {**obj["preferences"], "objective": "fastest"}
    sc = parse_scenario(obj, cat, "seed000-fastest")
    rec = recommend(cat, sc)
    p = L.launch_plan(cat, sc, rec)
    assert p.micro_batch == _card_images(rec) > 1  # was 1 image per GPU x 512 ranks
    assert p.global_batch == p.micro_batch * p.grad_accum * p.data_parallel
