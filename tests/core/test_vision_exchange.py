"""An image model's gradient exchange across servers (estimates: image models across servers): the exchange on the
real network against the compute it hides behind, and the largest global batch the accuracy holds at."""

from __future__ import annotations

import pytest

from gpu_advisor.core import estimate as E
from gpu_advisor.core.estimate.table import training_table


def _job(cat, preset: str, samples: float, epochs: int = 1) -> E.Job:
    return E.job_from_preset(cat, preset, task="train", samples=samples * epochs, precision="fp16")


def _est(cat, job, gpu: str, gpus: int, gbps: float, net: str = "tcp_25g"):
    nodes = max(1, gpus // 8)
    return E.estimate_config(cat, job, gpu, min(gpus, 8), nodes=nodes, network=net if nodes > 1 else None,
                             network_gbps=gbps if nodes > 1 else None)


def test_goyal_256_gpus_over_50_gbit_ethernet_scale_at_about_90_percent(cat):
    """Goyal et al. 2017: ResNet-50 from 8 to 256 GPUs (32 servers, 50 Gbit/s Ethernet) at a minibatch of 8k,
    32 images per GPU, with about 90% scaling efficiency. Not fitted: the rows are the paper's batch, NCCL's traffic
    rule and DDP's overlap."""
    job = _job(cat, "resnet-50", 1.28e6, 90)
    one, many = _est(cat, job, "V100", 8, 50), _est(cat, job, "V100", 256, 50)
    assert many.assumptions["vision_micro_batch_images"].value == 32  # 8192 / 256, as the paper ran it
    assert many.assumptions["vision_global_batch_images"].value == 8192
    efficiency = one.gpu_hours / many.gpu_hours
    assert 0.85 <= efficiency <= 0.95


def test_a_large_model_on_many_servers_over_ethernet_waits_for_its_exchange(cat):
    """ViT-L/16 (304M parameters) on 64 servers over 64 Gbit/s: 16 images per GPU (8192 / 512), each step's
    1.2 GB exchange per server takes longer than the backward pass; the factor says so and the GPU-hours grow."""
    job = _job(cat, "vit-l-16", 50e9 / 110000, 80)
    est = _est(cat, job, "A100-80GB", 512, 64)
    a = est.assumptions
    assert a["vision_micro_batch_images"].value * 512 <= 8192
    assert a["vision_global_batch_images"].value == 8192
    f = a["scaling_data_parallel"].value
    assert 0.3 < f < 0.8
    assert "exchange" in a["scaling_data_parallel"].source and "64 Gbit/s" in a["scaling_data_parallel"].source
    eight = _est(cat, job, "A100-80GB", 64, 64)
    assert eight.assumptions["scaling_data_parallel"].value == pytest.approx(1.0)  # hidden: 2048 images a step
    assert est.gpu_hours > 1.5 * eight.gpu_hours
    rdma = _est(cat, job, "A100-80GB", 512, 400, net="rdma")
    assert rdma.assumptions["scaling_data_parallel"].value > f  # a faster network waits less


def test_one_server_has_no_exchange_term(cat):
    job = _job(cat, "vit-l-16", 450_000, 10)
    est = _est(cat, job, "A100-80GB", 8, 64)
    assert "scaling_data_parallel" not in est.assumptions
    assert "vision_global_batch_images" not in est.assumptions


def test_the_batch_grows_by_whole_accumulation_steps(cat):
    """The exchange is hidden by accumulating: the global batch is a whole number of steps of every GPU's
    micro-batch, the launch files' 256 at least."""
    job = _job(cat, "vit-l-16", 450_000, 10)
    est = _est(cat, job, "A100-80GB", 16, 64)
    a = est.assumptions
    step = a["vision_micro_batch_images"].value * 16
    assert a["vision_global_batch_images"].value % step == 0
    assert a["vision_global_batch_images"].value >= 256


@pytest.mark.parametrize("gbps", [25.0, 64.0, 400.0])
def test_the_table_path_gives_the_one_by_one_figures(cat, gbps):
    """The selection's table of many configurations (table.py) and estimate_config agree on an image model across
    servers, at every network speed."""
    job = _job(cat, "vit-l-16", 50e9 / 110000, 80)
    rows = [("A100-80GB", 8, n) for n in (1, 2, 8, 64)] + [("V100-32GB", 8, n) for n in (2, 16)]
    t = training_table(cat, job, [r[0] for r in rows], [r[1] for r in rows], [r[2] for r in rows],
                       [None] * len(rows), ["tcp_25g" if r[2] > 1 else None for r in rows],
                       [gbps if r[2] > 1 else None for r in rows])
    assert t is not None and not t.fallback.any()
    for i, (g, gpn, n) in enumerate(rows):
        one = E.estimate_config(cat, job, g, gpn, nodes=n, network="tcp_25g" if n > 1 else None,
                                network_gbps=gbps if n > 1 else None)
        assert t.figures["gpu_hours"][i] == pytest.approx(one.gpu_hours, rel=1e-9), (g, n)
        assert t.figures["scaling_efficiency"][i] == pytest.approx(one.scaling_efficiency, rel=1e-9), (g, n)


def test_gpus_beyond_the_smallest_efficient_batch_do_not_speed_resnet_up(cat):
    """8,192 images over 512 GPUs is 16 ResNet-50 images each, below the 32 of Goyal's run: a step takes as long as
    at 32, so 512 GPUs finish no sooner than 256 (they cost twice as much); the images per GPU say why."""
    job = _job(cat, "resnet-50", 1.28e6, 90)
    e256, e512 = _est(cat, job, "A100-80GB", 256, 400, "rdma"), _est(cat, job, "A100-80GB", 512, 400, "rdma")
    assert e512.assumptions["vision_micro_batch_images"].value == 16
    assert "at most vision_max_global_batch_images / 512" in e512.assumptions["vision_micro_batch_images"].source
    assert e512.wall_hours == pytest.approx(e256.wall_hours, rel=0.02)
    assert e512.gpu_hours == pytest.approx(2 * e256.gpu_hours, rel=0.03)


def test_a_heavy_image_counts_its_work_against_the_floor(cat):
    """ViT-L/16's image is worth about 15 of ResNet-50's: 16 of them per GPU is well above the floor."""
    job = _job(cat, "vit-l-16", 50e9 / 110000, 80)
    est = _est(cat, job, "A100-80GB", 512, 400, "rdma")
    assert est.assumptions["vision_micro_batch_images"].value == 16
    assert est.assumptions["scaling_data_parallel"].value > 0.9  # the exchange hides on 400 Gbit/s; no floor


def test_launch_readme_says_the_batch_across_servers_and_its_learning_rate(cat, tmp_path):
    import json
    from pathlib import Path
    from gpu_advisor.core.export import launch as L
    from gpu_advisor.core.scenario.spec import parse_scenario
    from gpu_advisor.core.select.recommendation import recommend
    root = Path(__file__).resolve().parents[2]
    obj = json.loads((root / "examples" / "startup-engineer-seed000.json").read_text(encoding="utf-8"))
    obj["preferences"]["objective"] = "fastest"
    sc = parse_scenario(obj, cat)
    rec = recommend(cat, sc)
    p = L.launch_plan(cat, sc, rec)
    assert p.nodes > 1 and p.global_batch_rule == "exchange"
    files = L.render(p, cat)
    en, zh = files.file("README.md").text, files.file("README.zh-CN.md").text
    # ViT-L/16: DeiT's AdamW rate, scaled with the batch (the figure, not only the rule; test_launch_optimizer.py), up
    # to ViT's own 3e-3 (8,192 images: 0.008 by the rule, capped)
    lr = (f"0.0005 × {p.global_batch:,} / 512 = **{p.learning_rate:g}**" if p.lr_linear is None else
          f"0.0005 × {p.global_batch:,} / 512 = {p.lr_linear:g}")
    assert "Across servers the batch is the estimate's" in en and lr in en and "5 passes over the" in en
    assert f"**{p.global_batch:,} images**" in en
    assert "跨服务器时批大小取估算所用的值" in zh and lr in zh and "预热" in zh
