"""An image model's training memory counts its activations: the bytes one image keeps for the backward pass (the
catalog's ResNet-50 measurement, defaults.csv ``vision_activation_bytes_per_image_fp32``, with its source) times the
images per GPU (NVIDIA's published per-GPU batch). Before, a ResNet-50's memory line held the weights, gradients,
optimizer states and runtime only (2.4 GB on a 16 GB V100 at any batch). Checked against NVIDIA DeepLearningExamples:
at the batches it trains ResNet-50 with (AMP 256 and FP32 112 on a 16 GB V100 or T4; 256 in TF32 on an A100), the
modelled memory fits the GPUs it ran on, and the activations show as a part of their own."""

from __future__ import annotations

import math

import numpy as np
import pytest

from gpu_advisor.core import estimate as E
from gpu_advisor.core.estimate import table as ET
from gpu_advisor.core.catalog.sources import cite


def _resnet(cat, precision: str):
    return E.job_from_preset(cat, "resnet-50", samples=1.28e6, epochs=90.0, precision=precision)


def _default(cat, name: str) -> float:
    d = cat["defaults"]
    return float(d.loc[d["name"] == name, "value"].iloc[0])


def test_the_per_image_figure_is_a_sourced_catalog_row(cat):
    d = cat["defaults"]
    row = d.loc[d["name"] == "vision_activation_bytes_per_image_fp32"].iloc[0]
    assert 5e7 < float(row["value"]) < 2e8 and row["unit"] == "bytes"  # tens of MB per 224 x 224 image in FP32
    assert any("arxiv.org/abs/2010.14501" in (r.url or "") for r in cite(cat, str(row["source"])))


@pytest.mark.parametrize("gpu, precision, images", [("V100", "fp16", 256), ("T4", "fp16", 256),
                                                    ("V100", "fp32", 112), ("A100-80GB", "bf16", 256)])
def test_resnet50_memory_holds_its_activations_at_nvidia_batches_and_fits(cat, gpu, precision, images):
    est = E.estimate_config(cat, _resnet(cat, precision), gpu, 1)
    a = est.assumptions
    assert a["vision_micro_batch_images"].value == images
    per_image = _default(cat, "vision_activation_bytes_per_image_fp32") * (1.0 if precision == "fp32" else 0.5)
    assert a["vision_activation_bytes_per_image"].value == pytest.approx(per_image)
    unit = _default(cat, "gpu_memory_bytes_per_gb")
    act_gb = a["activation_memory_gb"].value
    assert act_gb == pytest.approx(images * per_image / unit)
    states_gb = 25_557_032 * 16 / unit + _default(cat, "train_runtime_overhead_gb")
    assert est.memory_per_gpu_gb == pytest.approx(states_gb + act_gb)
    assert act_gb > 2 * states_gb  # the activations are most of an image model's memory
    assert est.fits and est.memory_per_gpu_gb <= est.memory_capacity_gb * _default(cat, "train_memory_usable_share")


def test_tf32_at_nvidias_a100_batch_fits_and_twice_the_fp32_batch_does_not_fit_a_16gb_card(cat):
    per_image = _default(cat, "vision_activation_bytes_per_image_fp32")
    unit = _default(cat, "gpu_memory_bytes_per_gb")
    fixed = 25_557_032 * 16 / unit + _default(cat, "train_runtime_overhead_gb")
    share = _default(cat, "train_memory_usable_share")
    assert fixed + 256 * per_image / unit <= 40 * share  # DLE: TF32 batch 256 on the A100 (40 GB)
    assert fixed + 224 * per_image / unit > 16 * share  # FP32 twice DLE's 112 on a 16 GB V100: not offered


def test_a_smaller_card_takes_fewer_images_and_a_heavier_model_more_per_image(cat):
    k80 = E.estimate_config(cat, _resnet(cat, "fp32"), "K80", 1).assumptions
    assert k80["vision_micro_batch_images"].value == 64  # 112 x 12/16 = 84 -> 64
    vit = E.estimate_config(cat, E.job_from_preset(cat, "vit-l-16", samples=1e6), "A100", 8).assumptions
    assert vit["vision_activation_bytes_per_image"].value > 10 * k80["vision_activation_bytes_per_image"].value / 2
    assert vit["vision_micro_batch_images"].value < 256


def test_the_vectorised_table_counts_the_same_activations(cat):
    job = _resnet(cat, "fp16")
    cfg = [("V100", 1, 1), ("T4", 4, 1), ("K80", 8, 2), ("A100-80GB", 8, 1)]
    tab = ET.training_table(cat, job, [c[0] for c in cfg], [c[1] for c in cfg], [c[2] for c in cfg],
                            [None] * len(cfg), [None] * len(cfg), [math.nan] * len(cfg))
    assert tab is not None and not tab.fallback.any()
    one = [E.estimate_config(cat, job, g, gpn, nodes=nodes) for g, gpn, nodes in cfg]
    assert np.allclose(tab.figures["memory_per_gpu_gb"], [e.memory_per_gpu_gb for e in one], rtol=1e-12)
    assert list(tab.fits) == [e.fits for e in one] and list(tab.plan) == [e.plan for e in one]
    assert all("+recompute" not in p for p in tab.plan)  # nothing to recompute for an image model


def test_a_batch_that_does_not_fit_beside_the_states_is_halved_until_it_does(cat):
    est = E.estimate_config(cat, E.job_from_preset(cat, "vit-l-16", samples=1e6, precision="fp16"), "T4", 1)
    a = est.assumptions
    assert a["vision_micro_batch_images"].value == 8  # 256 / 15 -> 16 by the work per image; 16 do not fit a T4
    assert est.fits and a["activation_memory_gb"].value == pytest.approx(8 * a["vision_activation_bytes_per_image"].value
                                                                          / _default(cat, "gpu_memory_bytes_per_gb"))
