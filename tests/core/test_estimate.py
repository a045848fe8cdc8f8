"""The estimate engine (core/estimate/training.py): formulas against hand-computed values, properties, seed figures."""

from __future__ import annotations

import math
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gpu_advisor.core import estimate as E
from gpu_advisor.core.base.jsonout import finite
from gpu_advisor.core.base.problems import CatalogError

FAST = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


def D(cat, name: str) -> float:
    """A default straight from the catalog table (not through the engine)."""
    df = cat["defaults"]
    return float(df.loc[df["name"] == name, "value"].iat[0])


def gpu_row(cat, name: str):
    g = cat["gpus"]
    return g[g["gpu"] == name].iloc[0]


GIB = 2 ** 30  # the cards' "GB" (gpu_memory_bytes_per_gb)


def table_mfu(cat, workload: str, params: float, peak: float = 312.0, seq: float | None = None) -> float:
    """Base utilisation x the model-size power law (LLM; its exponent grows with the GPU's 16-bit ``peak`` from
    the anchor up to size_peak_max_tflops) x the short-sequence term (``seq``, default train_seq_len_default),
    straight from the tables."""
    e = cat["efficiency"]
    rows = e[(e["gpu_family"] == "any") & (e["workload"] == workload) & (e["params_min"] <= params)]
    u = float(rows.sort_values("params_min")["mfu"].iat[-1])
    if workload == "llm":
        pk = min(max(peak, 312.0), D(cat, "size_peak_max_tflops"))
        b = D(cat, "size_exponent_llm") + D(cat, "size_peak_exponent_llm") * math.log(pk / 312.0)
        u *= (params / D(cat, "size_ref_params")) ** b
        u /= 1.0 + D(cat, "seq_half_tokens_llm") / (seq or D(cat, "train_seq_len_default"))
    return u


def cross_node(cat, nodes: int) -> float:
    return 1 / (1 + D(cat, "cluster_overhead_per_doubling") * math.log2(nodes))


def scaling_row(cat, link: str, workload: str, gpus: int) -> float:
    s = cat["scaling"]
    return float(s[(s["link"] == link) & (s["workload"] == workload) & (s["gpus"] == gpus)]["efficiency"].iat[0])


def roofline(cat, gpu: str, workload: str, peak: float | None = None) -> float:
    """TFLOPS of the profile-weighted blend of peak and bandwidth (domain.md §3), by hand."""
    r = gpu_row(cat, gpu)
    p0, b0 = D(cat, "roofline_anchor_tflops"), D(cat, "roofline_anchor_bandwidth_gbs")
    peak = float(r["fp16_tflops"]) if peak is None else peak
    if workload == "llm":  # language models: the fitted power law in the peak (docs/estimates.md §1)
        return p0 * (peak / p0) ** D(cat, "peak_exponent_llm")
    a = D(cat, f"roofline_compute_share_{workload}")
    return 1 / (a / peak + (1 - a) * b0 / (float(r["memory_bandwidth_gbs"]) * p0))


def memory_factor(cat, gpu: str, params: float) -> float:
    """A full-training step's time over its compute-only power law (issue 28), by hand from the defaults rows:
    (1 - s) + s x peak16/anchor x anchor bandwidth/bandwidth, s = share x (N / size_ref) ^ -exponent, at most the max."""
    r = gpu_row(cat, gpu)
    s = D(cat, "memory_time_share_llm") * (params / D(cat, "size_ref_params")) ** -D(cat, "memory_share_size_exponent_llm")
    s = min(s, D(cat, "memory_share_max_llm"))
    return (1 - s) + s * float(r["fp16_tflops"]) / D(cat, "roofline_anchor_tflops") \
        * D(cat, "roofline_anchor_bandwidth_gbs") / float(r["memory_bandwidth_gbs"])


# --------------------------------------------------------------------------- training compute and time


def test_dense_flops_are_6nd_and_8nd_with_recomputation(cat):
    e = E.estimate_config(cat, E.Job(params=7e9, tokens=2e12), "A100-80GB", 8, 256)
    attn = e.assumptions["attention_flops_per_token"].value  # PaLM: 12 x layers x hidden x seq_len
    assert e.flops == pytest.approx((6 * 7e9 + attn) * 2e12)
    e8 = E.estimate_config(cat, E.Job(params=7e9, tokens=2e12, recompute=True), "A100-80GB", 8, 256)
    assert e8.flops == pytest.approx((6 * 7e9 + attn) * 8 / 6 * 2e12)
    assert e8.recompute and e8.plan.endswith("+recompute")
    assert e8.wall_hours == pytest.approx(e.wall_hours * 8 / 6)


def test_single_gpu_time_is_flops_over_peak_times_mfu(cat):
    job = E.Job(workload="llm", params=1e9, tokens=1e10)
    e = E.estimate_config(cat, job, "A100-80GB", 1)
    # The anchor GPU's blend equals its own peak, so the speed is exactly peak x table MFU, capped at mfu_max
    # (one GPU: scaling 1, so the cap is on this speed itself).
    mfu = min(table_mfu(cat, "llm", 1e9), D(cat, "mfu_max"))
    speed = 312e12 * mfu
    assert e.wall_hours == pytest.approx(e.flops / speed / 3600)
    assert e.gpu_hours == pytest.approx(e.wall_hours)
    assert e.mfu == pytest.approx(mfu)
    assert e.scaling_efficiency == 1.0


def test_multi_node_time_divides_by_gpus_and_both_scaling_factors(cat):
    job = E.Job(params=7e9, tokens=2e12)
    e = E.estimate_config(cat, job, "A100-80GB", 8, 256, network="rdma")
    # in-node x cross-node x data-parallel factor 1 / (1 + k x peak/312 x GPUs / (batch in M tokens x tp) x
    # (1 - 1/nodes)), the batch by size: global_batch_tokens_ref_llm x (N / size_ref_params) ^ exponent (issue 28)
    batch = D(cat, "global_batch_tokens_ref_llm") * (7e9 / D(cat, "size_ref_params")) ** D(
        cat, "global_batch_size_exponent_llm")
    dp = 1 / (1 + D(cat, "dp_comm_k_llm") * 1.0 * 2048 / (batch / 1e6) / e.tp * (1 - 1 / 256))
    scale = scaling_row(cat, "nvlink", "llm", 8) * cross_node(cat, 256) * dp
    assert e.scaling_efficiency == pytest.approx(scale)
    expected_h = e.flops / (2048 * 312e12 * table_mfu(cat, "llm", 7e9) * scale) / 3600
    assert e.wall_hours == pytest.approx(expected_h)
    assert e.gpu_hours == pytest.approx(expected_h * 2048)


def test_h100_over_a100_follows_the_fitted_peak_power_law(cat):
    job = E.Job(params=7e9, tokens=1e11)
    a100 = E.estimate_config(cat, job, "A100-80GB", 8)
    h100 = E.estimate_config(cat, job, "H100", 8)
    ratio = a100.wall_hours / h100.wall_hours
    # The fitted peak power law (989.5/312) ^ g times the size term's change with the peak: a 7B reaches a
    # smaller share of an H100's peak than of an A100's (docs/estimates.md §1). Seed 001: H100 = 2-3x A100.
    # Issue 28: a step's memory-bound share scales with peak / bandwidth, where the H100 lags the A100 (A100 = 1).
    size = (7e9 / D(cat, "size_ref_params")) ** (D(cat, "size_peak_exponent_llm") * math.log(989.5 / 312))
    mem = memory_factor(cat, "H100", 7e9)
    assert mem > 1.0 and memory_factor(cat, "A100-80GB", 7e9) == pytest.approx(1.0)
    assert ratio == pytest.approx((989.5 / 312) ** D(cat, "peak_exponent_llm") * size / mem, rel=0.02)
    assert 2.0 <= ratio <= 3.0
    assert ratio == pytest.approx(roofline(cat, "H100", "llm") / 312 * size / mem)


def test_precision_picks_the_dense_peak(cat):
    job = E.Job(params=1e9, tokens=1e10)
    bf16 = E.estimate_config(cat, job, "H100", 1)
    fp8 = E.estimate_config(cat, E.Job(params=1e9, tokens=1e10, precision="fp8"), "H100", 1)
    fp32 = E.estimate_config(cat, E.Job(params=1e9, tokens=1e10, precision="fp32"), "A100-80GB", 1)
    assert bf16.assumptions["peak_tflops"].value == 989.5
    assert fp8.assumptions["peak_tflops"].value == 1979
    assert fp32.assumptions["peak_tflops"].value == 156  # TF32 tensor cores
    assert fp8.wall_hours < bf16.wall_hours
    v100 = E.estimate_config(cat, job, "V100", 1)
    assert ("bf16_unsupported", {"gpu": "V100"}) in v100.warnings
    l40s_fp8_on_a100 = E.estimate_config(cat, E.Job(params=1e9, tokens=1e10, precision="fp8"), "A100-80GB", 1)
    assert any(c == "fp8_unsupported" for c, _ in l40s_fp8_on_a100.warnings)


def test_vision_flops_are_forward_macs_times_two_times_three(cat):
    job = E.job_from_preset(cat, "resnet-50", samples=1.28e6, epochs=90)
    assert job.workload == "cv"
    e = E.estimate_config(cat, job, "A100-80GB", 8)
    assert e.flops == pytest.approx(4.1e9 * 2 * 3 * 1.28e6 * 90)
    assert e.samples_per_s == pytest.approx(1.28e6 * 90 / (e.wall_hours * 3600))
    yolo = E.estimate_config(cat, E.job_from_preset(cat, "yolov8n", samples=1000), "A100-80GB", 1)
    assert yolo.flops == pytest.approx(8.7e9 * 3 * 1000)  # Ultralytics FLOPs are true FLOPs


def test_dataset_gb_becomes_tokens_with_the_stated_ratio(cat):
    en = E.estimate_config(cat, E.Job(params=1e9, dataset_gb=50, epochs=2), "A100-80GB", 1)
    k = 6 * 1e9 + en.assumptions["attention_flops_per_token"].value
    assert en.flops == pytest.approx(k * 50e9 / D(cat, "text_bytes_per_token_en") * 2)
    assert en.assumptions["text_bytes_per_token"].value == D(cat, "text_bytes_per_token_en")
    zh = E.estimate_config(cat, E.Job(params=1e9, dataset_gb=50, text_language="zh"), "A100-80GB", 1)
    bpt = D(cat, "text_bytes_per_char_zh") * D(cat, "text_chars_per_token_zh")
    assert zh.flops == pytest.approx(k * 50e9 / bpt)
    img = E.estimate_config(cat, E.job_from_preset(cat, "resnet-50", dataset_gb=140), "A100-80GB", 1)
    assert img.flops == pytest.approx(4.1e9 * 2 * 3 * 140e9 / D(cat, "image_bytes_per_sample"))


def test_mixture_of_experts_uses_active_parameters_for_flops(cat):
    job = E.job_from_preset(cat, "mixtral-8x7b", tokens=1e9)
    e = E.estimate_config(cat, job, "H100", 8, 4)
    assert not e.recompute
    attn = 12 * 32 * 4096 * 4096  # 32 layers x 4096 hidden x 4096 tokens (train_seq_len_default)
    assert e.assumptions["attention_flops_per_token"].value == pytest.approx(attn)
    assert e.flops == pytest.approx((6 * 12879925248 + attn) * 1e9)
    assert e.checkpoint_gb == pytest.approx(16 * 46702792704 / 1e9)  # states cover every expert


def test_chinchilla_warning_only_far_from_20_tokens_per_param(cat):
    far = E.estimate_config(cat, E.Job(params=7e9, tokens=2e12), "A100-80GB", 8)
    near = E.estimate_config(cat, E.Job(params=7e9, tokens=1.4e11), "A100-80GB", 8)
    assert [c for c, _ in far.warnings] == ["chinchilla_far"]
    assert far.warnings[0][1]["tokens_per_param"] == pytest.approx(2e12 / 7e9)
    assert not near.warnings


def test_catalog_edits_change_the_estimate(cat):
    job = E.Job(params=7e9, tokens=1e11)
    base = E.estimate_config(cat, job, "A100-80GB", 8)
    eff = cat["efficiency"].copy()
    eff.loc[eff["workload"] == "llm", "mfu"] = eff.loc[eff["workload"] == "llm", "mfu"] / 2
    slower = E.estimate_config(cat.with_table("efficiency", eff), job, "A100-80GB", 8)
    assert slower.wall_hours == pytest.approx(2 * base.wall_hours)


# --------------------------------------------------------------------------- scaling: the seeds' figures


def test_vision_uses_the_measured_throughput_and_its_scaling(cat):
    job = E.job_from_preset(cat, "resnet-50", samples=1.28e6)
    one = E.estimate_config(cat, job, "A100-80GB", 1)
    eight = E.estimate_config(cat, job, "A100-80GB", 8)
    assert one.samples_per_s == pytest.approx(2470)  # NVIDIA DeepLearningExamples, throughput.csv
    assert eight.samples_per_s == pytest.approx(16621)
    # a GPU without a measurement: the nearest measured GPU, scaled by the roofline speed (cv profile)
    a800 = E.estimate_config(cat, job, "A800-80GB", 8)
    assert a800.samples_per_s == pytest.approx(16621)  # same chip as the A100-80GB
    h100 = E.estimate_config(cat, job, "H100", 8)
    assert h100.samples_per_s == pytest.approx(16621 * roofline(cat, "H100", "cv") / roofline(cat, "A100-80GB", "cv"))
    # a model without a measurement: the measured model scaled by forward FLOPs
    vit = E.estimate_config(cat, E.job_from_preset(cat, "vit-b-16", samples=1.28e6), "A100-80GB", 1)
    assert vit.samples_per_s == pytest.approx(2470 * 4.1 / 17.6)
    # the seed's 7.6x on 8 GPUs still holds for vision without any measurement (scaling.csv)
    bare = cat.with_table("throughput", cat["throughput"].iloc[0:0])
    b1, b8 = (E.estimate_config(bare, job, "A800-80GB", g) for g in (1, 8))
    assert b8.samples_per_s / b1.samples_per_s == pytest.approx(7.6, abs=0.05)


def test_seed_001_6_7b_on_8_a100_loses_15pct_on_nvlink_and_40pct_on_pcie(cat):
    job = E.Job(params=6.7e9, tokens=1e11)
    nv = E.estimate_config(cat, job, "A100-80GB", 8, interconnect="nvlink")
    pc = E.estimate_config(cat, job, "A100-80GB", 8, interconnect="pcie")
    assert 1 - nv.scaling_efficiency == pytest.approx(0.15, abs=0.02)
    assert 1 - pc.scaling_efficiency == pytest.approx(0.40, abs=0.03)
    assert pc.wall_hours / nv.wall_hours == pytest.approx(0.85 / 0.60, rel=0.03)


def test_scaling_interpolates_in_log2_between_rows(cat):
    job = E.Job(params=6.7e9, tokens=1e11)
    four = E.estimate_config(cat, job, "A100-80GB", 4)
    e8 = scaling_row(cat, "nvlink", "llm", 8)
    assert four.scaling_efficiency == pytest.approx(1 + (e8 - 1) * 2 / 3)


def test_a_slow_network_can_make_two_nodes_slower_than_one(cat):
    job = E.Job(params=7e9, tokens=1e11)
    one = E.estimate_config(cat, job, "A100-80GB", 8)
    two = E.estimate_config(cat, job, "A100-80GB", 8, 2, network="standard")
    rdma = E.estimate_config(cat, job, "A100-80GB", 8, 2, network="rdma")
    assert rdma.wall_hours < one.wall_hours < two.wall_hours
    assert any(c == "multi_node_slower" for c, _ in two.warnings)


# --------------------------------------------------------------------------- reference runs


def test_reference_run_on_the_same_hardware_returns_its_hours(cat):
    job = E.Job(params=1e9, reference_run=E.ReferenceRun("V100-32GB", 1, 100.0))
    e = E.estimate_config(cat, job, "V100-32GB", 1)
    assert e.wall_hours == pytest.approx(100.0)
    assert e.flops is None


def test_reference_run_scales_by_roofline_speed_count_and_scaling(cat):
    job = E.Job(params=1e9, reference_run=("V100-32GB", 1, 100.0))
    e = E.estimate_config(cat, job, "A100-80GB", 8)
    mfu = table_mfu(cat, "llm", 1e9)
    P = E.prepare(cat)  # the V100's class factor (gpu_speed.csv volta): below the cap since issue 28 v3.1's refit
    cls = (P.gpu_speed.get(("V100-32GB", "llm")) or P.gpu_speed[("volta", "llm")])[0]
    # below the anchor the power law takes peak_exponent_below_anchor_llm (1: a constant share of the peak)
    below = 312.0 * (125 / 312.0) ** D(cat, "peak_exponent_below_anchor_llm")
    # a decoder (given by size) at the default 4,096 tokens: the Volta decoder factor in full (estimates v3.6)
    cls *= D(cat, "decoder_speed_factor_volta")
    v100 = min(table_mfu(cat, "llm", 1e9, peak=125) * below / memory_factor(cat, "V100-32GB", 1e9) * cls,
               D(cat, "mfu_max") * 125)
    # (the overall utilisation capped at mfu_max: with issue 28's refit a 1B on 8 A100 reaches it)
    a100 = min(mfu * roofline(cat, "A100-80GB", "llm") / memory_factor(cat, "A100-80GB", 1e9),
               D(cat, "mfu_max") / scaling_row(cat, "nvlink", "llm", 8) * 312)
    expected = 100 * v100 / (8 * a100 * scaling_row(cat, "nvlink", "llm", 8))
    assert e.wall_hours == pytest.approx(expected)
    # Vision keeps the roofline blend (bandwidth counts), language models the peak power law: from a V100 to
    # an A100 (2.5x the peak, 1.8x the bandwidth) the language model gains more.
    cv = E.estimate_config(cat, E.Job(workload="cv", params=1e9, reference_run=("V100-32GB", 1, 100.0)),
                           "A100-80GB", 1)
    llm = E.estimate_config(cat, E.Job(params=1e9, reference_run=("V100-32GB", 1, 100.0)), "A100-80GB", 1)
    assert cv.wall_hours > llm.wall_hours


# --------------------------------------------------------------------------- memory


def test_full_training_states_are_16_bytes_per_param_divided_by_zero_stage(cat):
    # recsys has no transformer activations, so memory is states + overhead exactly.
    job = E.Job(workload="recsys", params=8e9, samples=1e9)
    over = D(cat, "train_runtime_overhead_gb")
    n, g = 8e9, 8
    assert E.memory_per_gpu_gb(cat, job, g, "dp") == pytest.approx(16 * n / GIB + over)
    assert E.memory_per_gpu_gb(cat, job, g, "zero1") == pytest.approx((4 + 12 / g) * n / GIB + over)
    assert E.memory_per_gpu_gb(cat, job, g, "zero2") == pytest.approx((2 + 14 / g) * n / GIB + over)
    assert E.memory_per_gpu_gb(cat, job, g, "zero3") == pytest.approx(16 * n / g / GIB + over)
    assert E.memory_per_gpu_gb(cat, job, g, "tp2+zero3") == pytest.approx(16 * n / g / GIB + over)


def test_activation_memory_of_a_preset(cat):
    job = E.job_from_preset(cat, "llama-2-7b", tokens=1e9, seq_len=4096)
    s, h, L, V = 4096, 4096, 32, 32000
    act = 34 * s * h * L + 4 * s * V
    act_rc = s * h * (2 * L + 34) + 4 * s * V
    over = D(cat, "train_runtime_overhead_gb") * GIB
    n = 6738415616
    assert E.memory_per_gpu_gb(cat, job, 8, "zero3") == pytest.approx((16 * n / 8 + act + over) / GIB)
    assert E.memory_per_gpu_gb(cat, job, 8, "zero3+recompute") == pytest.approx((16 * n / 8 + act_rc + over) / GIB)


def test_smallest_plan_that_fits_and_the_smallest_gpu_count(cat):
    job = E.job_from_preset(cat, "llama-2-7b", tokens=1e11)
    one = E.estimate_config(cat, job, "A100-80GB", 1)
    assert not one.fits and any(c == "does_not_fit" for c, _ in one.warnings)
    eight = E.estimate_config(cat, job, "A100-80GB", 8)
    assert eight.fits and eight.plan in ("zero1", "zero2") and eight.memory_per_gpu_gb <= 80
    small = E.smallest_fit(cat, job, "A100-80GB")
    assert small is not None and small.fits and small.gpu_count == 2
    big = E.smallest_fit(cat, E.job_from_preset(cat, "llama-2-70b", tokens=1e11), "A100-80GB")
    assert big.gpu_count >= 8 and big.fits


def test_lora_counts_only_adapter_optimizer_states(cat):
    n = 6738415616
    lora = E.job_from_preset(cat, "llama-2-7b", method="lora", tokens=1e8, recompute=True)
    qlora = E.job_from_preset(cat, "llama-2-7b", method="qlora", tokens=1e8, recompute=True)
    full = E.job_from_preset(cat, "llama-2-7b", tokens=1e8, recompute=True)
    s, h, L, V = 2048, 4096, 32, 32000
    act = s * h * (2 * L + 34) + 4 * s * V
    over = D(cat, "train_runtime_overhead_gb") * GIB
    adapters = D(cat, "lora_trainable_fraction") * n * 16
    assert E.memory_per_gpu_gb(cat, lora, 1, "lora+recompute") == pytest.approx((2 * n + adapters + act + over) / GIB)
    assert E.memory_per_gpu_gb(cat, qlora, 1, "qlora+recompute") == pytest.approx(
        (D(cat, "bytes_per_param_qlora") * n + adapters + act + over) / GIB)
    assert E.memory_per_gpu_gb(cat, full, 1, "single+recompute") > 16 * n / GIB
    e = E.estimate_config(cat, lora, "A100-80GB", 1)
    assert e.task == "finetune" and e.fits and e.plan == "lora+recompute"
    attn = 12 * 32 * 4096 * 2048 * 4 / 6  # attention FLOPs, scaled like 4N/6N for LoRA
    assert e.flops == pytest.approx((4 * n + attn) * 6 / 4 * 1e8)  # 4N (frozen weights) + 2N recomputed forward
    assert e.checkpoint_gb == pytest.approx(adapters / 1e9)
    q = E.estimate_config(cat, E.job_from_preset(cat, "llama-2-7b", method="qlora", tokens=1e8), "RTX4090", 1)
    assert q.fits


def test_seed_70b_does_not_fit_one_80gb_gpu_for_inference_in_bf16_and_7b_does(cat):
    big = E.job_from_preset(cat, "llama-2-70b", task="inference", precision="bf16")
    small = E.job_from_preset(cat, "llama-2-7b", task="inference", precision="bf16")
    assert not E.estimate_config(cat, big, "A100-80GB", 1).fits
    assert not E.estimate_config(cat, big, "H100", 1).fits
    assert E.estimate_config(cat, small, "A100-80GB", 1).fits
    two = E.estimate_config(cat, big, "A100-80GB", 2)  # seed 001: 70B inference on 2 x A100 80GB
    assert two.fits and two.gpus_per_replica == 2


# --------------------------------------------------------------------------- inference


def test_inference_decode_rate_by_hand_at_batch_one(cat):
    job = E.job_from_preset(cat, "llama-2-7b", task="inference", input_tokens=1, output_tokens=1000,
                            p95_latency_s=1e9, qps=1)
    e = E.estimate_config(cat, job, "A100-80GB", 1)
    n, kv_tok = 6738415616, 2 * 32 * 32 * 128 * 2
    eta_b, eta_c = D(cat, "inference_bandwidth_efficiency"), D(cat, "inference_compute_efficiency")
    b = e.batch_per_replica
    # serving v2 (docs/estimates.md section 3): a round reads the weights and the KV cache, then computes the
    # decoded token and the prompt tokens that join; the two times add up
    # (estimates v3.4: and attention over the context, 12 / 3 FLOPs per layer, width and position: 4 x 32 x 4096)
    attn = 4 * 32 * 4096
    seq = 2 * n * (1 + 1 / 1000) + attn * (1 + 1000 / 2 + 1 / (2 * 1000))
    cycle = ((2 * n + b * kv_tok * (1 + 500)) / (2039e9 * eta_b) + seq * b / (312e12 * eta_c))
    prefill = (2 * n * 1 + attn * 1 / 2) / (312e12 * eta_c)
    assert e.tokens_per_s == pytest.approx(b / cycle)
    assert e.qps_per_replica == pytest.approx(b / cycle / 1000)
    assert e.latency_s == pytest.approx(prefill + 1000 * cycle)
    assert e.replicas_needed == math.ceil(1 / e.qps_per_replica)
    assert e.wall_hours is None and e.gpu_hours is None


def test_batch_is_limited_by_kv_cache_and_by_latency(cat):
    job = E.job_from_preset(cat, "llama-2-70b", task="inference", input_tokens=512, output_tokens=256)
    e = E.estimate_config(cat, job, "A100-80GB", 2)
    n, kv_tok = 68976648192, 2 * 80 * 8 * 128 * 2
    usable = 80 * GIB * D(cat, "serving_memory_fraction") - D(cat, "inference_runtime_overhead_gb") * GIB
    # the KV cache holds the running requests at their average length (input + output / 2), at most 256
    assert e.batch_per_replica == min(256, int((2 * usable - 2 * n) // (kv_tok * (512 + 128))))

    def bound(s):
        return E.estimate_config(cat, E.job_from_preset(cat, "llama-2-70b", task="inference", input_tokens=512,
                                                        output_tokens=256, p95_latency_s=s), "A100-80GB", 2)
    one = bound(1e-3)  # unreachable: one request at a time, and a warning
    assert one.batch_per_replica == 1 and any(c == "latency_unreachable" for c, _ in one.warnings)
    target = (one.latency_s + e.latency_s) / 2
    tight = bound(target)
    assert 1 <= tight.batch_per_replica < e.batch_per_replica and tight.latency_s <= target
    assert bound(e.latency_s * 1.01).batch_per_replica == e.batch_per_replica


def test_replicas_for_a_target_rate(cat):
    job = E.job_from_preset(cat, "llama-3-8b", task="inference", qps=50, input_tokens=512, output_tokens=256)
    e = E.estimate_config(cat, job, "L40S", 4)
    assert e.replicas_needed == math.ceil(50 / e.qps_per_replica)
    assert e.gpus_needed == e.replicas_needed * e.gpus_per_replica
    assert e.tokens_per_s == pytest.approx(4 // e.gpus_per_replica * e.qps_per_replica * 256)


# --------------------------------------------------------------------------- data, checkpoints, spot


def test_io_bound_when_storage_cannot_feed_the_gpus(cat):
    job = E.job_from_preset(cat, "resnet-50", dataset_gb=140, epochs=90)
    fast = E.estimate_config(cat, job, "A100-80GB", 8, storage_read_mb_s=7000)
    assert not fast.io_bound
    slow = E.estimate_config(cat, job, "A100-80GB", 8, storage_read_mb_s=100)
    assert slow.io_bound and any(c == "io_bound" for c, _ in slow.warnings)
    assert slow.wall_hours == pytest.approx(140e9 * 90 / 100e6 / 3600)
    assert fast.data_read_mb_s == pytest.approx(140e9 * 90 / (fast.wall_hours * 3600) / 1e6)


def test_checkpoint_size_and_write_time(cat):
    e = E.estimate_config(cat, E.Job(params=7e9, tokens=1e11), "A100-80GB", 8, 2)
    assert e.checkpoint_gb == pytest.approx(D(cat, "checkpoint_bytes_per_param") * 7e9 / 1e9)
    assert e.checkpoint_write_s == pytest.approx(e.checkpoint_gb * 1e9 / (7000e6 * 2))


def test_spot_overhead_young_daly_by_hand(cat):
    so = E.spot_overhead(cat, wall_hours=100, checkpoint_write_s=360, mtbf_hours=200, restart_s=720)
    c, m, r = 0.1, 200, 0.2
    tau = math.sqrt(2 * c * m)
    total = 100 * (1 + c / tau) / (1 - (tau / 2 + r) / m)
    assert so.checkpoint_interval_h == pytest.approx(tau)
    assert so.expected_extra_hours == pytest.approx(total - 100)
    assert so.expected_interruptions == pytest.approx(total / m)
    monthly = E.spot_overhead(cat, 100, 360, interruptions_per_month=0.1, instances=4)
    assert monthly.mtbf_hours == pytest.approx(730 / -math.log(0.9) / 4)
    assert monthly.assumptions["spot_restart_s"].value == D(cat, "spot_restart_s")
    assert E.spot_overhead(cat, 100, 360, interruptions_per_month=0).expected_extra_hours == 0
    more = E.spot_overhead(cat, 100, 360, interruptions_per_month=0.2)
    less = E.spot_overhead(cat, 100, 360, interruptions_per_month=0.05)
    assert more.expected_extra_hours > less.expected_extra_hours > 0


# --------------------------------------------------------------------------- properties


@FAST
@given(tokens=st.floats(1e8, 1e13), factor=st.floats(1.01, 100),
       gpu=st.sampled_from(["A100-80GB", "H100", "L40S", "V100"]), gpn=st.sampled_from([1, 2, 4, 8]))
def test_time_grows_with_tokens(cat, tokens, factor, gpu, gpn):
    a = E.estimate_config(cat, E.Job(params=7e9, tokens=tokens), gpu, gpn)
    b = E.estimate_config(cat, E.Job(params=7e9, tokens=tokens * factor), gpu, gpn)
    assert b.wall_hours > a.wall_hours


@FAST
@given(params=st.floats(1e8, 5e11), g=st.integers(1, 64), extra=st.integers(1, 64),
       stage=st.sampled_from(["zero1", "zero2", "zero3"]), method=st.sampled_from(["full", "lora", "qlora"]))
def test_memory_per_gpu_never_grows_when_sharding_over_more_gpus(cat, params, g, extra, stage, method):
    job = E.Job(params=params, tokens=1e10, method=method)
    plan = stage if method == "full" else f"{method}+zero3"
    a = E.memory_per_gpu_gb(cat, job, g + 1, plan)
    b = E.memory_per_gpu_gb(cat, job, g + 1 + extra, plan)
    assert b <= a + 1e-9
    # and the plan the engine picks never needs more memory than the most economical one
    ea = E.estimate_config(cat, job, "A100-80GB", g + 1)
    # a plan fits below the usable share of the card (defaults.csv train_memory_usable_share), not its whole memory
    assert ea.fits is (ea.memory_per_gpu_gb <= 80 * D(cat, "train_memory_usable_share"))


@FAST
@given(params=st.floats(1e8, 7e10), gpu=st.sampled_from(["A100-80GB", "H100", "L40S", "RTX4090", "A100-PCIE"]),
       link=st.sampled_from([None, "pcie"]), workload=st.sampled_from(["llm", "recsys", "rl"]))
def test_training_throughput_never_drops_when_adding_a_gpu_within_a_node(cat, params, gpu, link, workload):
    job = E.Job(workload=workload, params=params, samples=1e9, tokens=None if workload != "llm" else 1e10)
    rates = [E.estimate_config(cat, job, gpu, g, interconnect=link) for g in range(1, 9)]
    speeds = [1 / r.wall_hours for r in rates]
    assert all(b >= a * (1 - 1e-12) for a, b in zip(speeds, speeds[1:]))


@FAST
@given(preset=st.sampled_from(["llama-2-7b", "llama-3-70b", "qwen2.5-14b"]),
       gpu=st.sampled_from(["A100-80GB", "H100", "L40S"]))
def test_inference_throughput_never_drops_when_adding_a_gpu_within_a_node(cat, preset, gpu):
    job = E.job_from_preset(cat, preset, task="inference")
    rates = [E.estimate_config(cat, job, gpu, g).tokens_per_s for g in range(1, 9)]
    assert all(b >= a for a, b in zip(rates, rates[1:]))


# --------------------------------------------------------------------------- assumptions, errors, speed


def test_every_result_states_its_assumptions_with_sources(cat):
    e = E.estimate_config(cat, E.Job(params=7e9, tokens=2e12), "A100-80GB", 8, 256)
    for name in ("mfu_table", "peak_tflops", "scaling_intra_node", "scaling_cross_node", "train_flops_per_param_token",
                 "bytes_per_param_adam_mixed", "network", "checkpoint_write_mb_s"):
        assert name in e.assumptions, name
    for a in e.assumptions.values():
        assert isinstance(a, E.Assumption) and a.source
    d = e.to_dict()
    assert d["assumptions"]["peak_tflops"]["value"] == 312


@pytest.mark.parametrize("job, field, code", [
    (E.Job(params=-1, tokens=1e9), "params", "below_min"),
    (E.Job(params=7e9, tokens=0), "tokens", "below_min"),
    (E.Job(params=7e9), "tokens", "missing_input"),
    (E.Job(tokens=1e9), "params", "missing_input"),
    (E.Job(params=7e9, tokens=1e9, precision="int3"), "precision", "not_allowed"),
    (E.Job(params=7e9, tokens=1e9, epochs=-2), "epochs", "below_min"),
    (E.Job(workload="cv", params=2e7, samples=1e6), "flops_per_sample", "missing_input"),
    (E.Job(params=7e9, reference_run=("V100", 0, 10)), "reference_run.gpus", "below_min"),
])
def test_impossible_input_names_the_field(cat, job, field, code):
    with pytest.raises(E.EstimateError) as exc:
        E.estimate_config(cat, job, "A100-80GB", 8)
    p = exc.value.problems[0]
    assert (p.file, p.code) == (field, code)
    assert isinstance(exc.value, CatalogError)


def test_bad_configuration_and_unknown_names(cat):
    job = E.Job(params=7e9, tokens=1e9)
    for kwargs, field in (({"gpus_per_node": 0}, "gpus_per_node"), ({"gpus_per_node": 8, "nodes": 0}, "nodes"),
                          ({"gpus_per_node": 8, "nodes": 2, "network": "carrier-pigeon"}, "network")):
        with pytest.raises(E.EstimateError) as exc:
            E.estimate_config(cat, job, "A100-80GB", **kwargs)
        assert exc.value.problems[0].file == field
    with pytest.raises(E.EstimateError) as exc:
        E.estimate_config(cat, job, "A1OO-80G", 8)
    assert exc.value.code == "unknown_gpu" and "A100-80GB" in exc.value.problems[0].detail["closest"]
    with pytest.raises(E.EstimateError) as exc:
        E.job_from_preset(cat, "llama-2-7")
    assert exc.value.code == "unknown_preset" and "llama-2-7b" in exc.value.problems[0].detail["closest"]
    g = cat["gpus"].copy()
    g.loc[g["gpu"] == "A10G", ["fp32_tflops", "tf32_tflops", "fp16_tflops", "fp8_tflops"]] = float("nan")
    with pytest.raises(E.EstimateError) as exc:
        E.estimate_config(cat.with_table("gpus", g), job, "A10G", 1)  # a GPU row without compute figures
    assert exc.value.code == "gpu_no_compute_figures"
    assert E.estimate_config(cat, job, "a100 80g", 8).gpu == "A100-80GB"


@pytest.mark.parametrize("text, value", [("7e9", 7e9), ("7000000000", 7e9), ("7B", 7e9), ("70M", 7e7),
                                         ("2T", 2e12), ("1.5k", 1500), ("2.5e12", 2.5e12), ("7_000", 7000)])
def test_parse_quantity(text, value):
    assert E.parse_quantity(text) == value


@pytest.mark.parametrize("text", ["7X", "", "B", "1e", "nan", "inf", "7 B B"])
def test_parse_quantity_rejects(text):
    with pytest.raises(ValueError):
        E.parse_quantity(text)


# How long one estimate takes once the model's figures are prepared (goal < 1 ms): bench/wallclock.py.


# --------------------------------------------------------------------------- issue 13: smooth, GiB, QLoRA, ranges


@FAST
@given(params=st.floats(3e8, 8e11), tokens=st.floats(1e9, 1e13), seq=st.integers(512, 32768),
       gpu=st.sampled_from(["A100-80GB", "H100", "L40S", "V100"]), gpus=st.sampled_from([1, 8, 64, 2048]),
       method=st.sampled_from(["full", "lora", "qlora"]), which=st.sampled_from(["params", "tokens", "seq"]))
def test_no_jump_over_5pct_for_a_1pct_change_of_any_input(cat, params, tokens, seq, gpu, gpus, method, which):
    gpn = min(gpus, 8)

    def hours(p, t, s):
        job = E.Job(params=p, tokens=t, seq_len=s, method=method)
        return E.estimate_config(cat, job, gpu, gpn, gpus // gpn, network="rdma" if gpus > 8 else None).gpu_hours

    base = hours(params, tokens, seq)
    bumped = {"params": lambda: hours(params * 1.01, tokens, seq), "tokens": lambda: hours(params, tokens * 1.01, seq),
              "seq": lambda: hours(params, tokens, max(seq + 1, round(seq * 1.01)))}[which]()
    assert 0.95 <= bumped / base <= 1.05


def test_the_old_size_thresholds_make_no_step(cat):
    for lo_, hi_ in ((2.99e9, 3.0e9), (99.9e9, 100e9)):
        a = E.estimate_config(cat, E.Job(params=lo_, tokens=1e11), "A100-80GB", 8, 4, network="rdma")
        b = E.estimate_config(cat, E.Job(params=hi_, tokens=1e11), "A100-80GB", 8, 4, network="rdma")
        assert b.gpu_hours / a.gpu_hours == pytest.approx(hi_ / lo_, rel=0.01)


def test_80gb_cards_hold_80_gib_so_llama3_70b_serves_on_two_a100_80gb(cat):
    assert D(cat, "gpu_memory_bytes_per_gb") == 2 ** 30
    job = E.job_from_preset(cat, "llama-3-70b", task="inference", precision="bf16")
    two = E.estimate_config(cat, job, "A100-80GB", 2)  # seed 001: 70B in bf16 on 2 x A100-80GB
    assert two.fits and two.gpus_per_replica == 2
    n = float(cat["models"].set_index("preset_id").loc["llama-3-70b", "params_total"])
    assert 2 * n > 2 * 80e9 * D(cat, "serving_memory_fraction") - 2 * D(cat, "inference_runtime_overhead_gb") * 1e9
    assert 2 * n < 2 * 80 * GIB * D(cat, "serving_memory_fraction") - 2 * D(cat, "inference_runtime_overhead_gb") * GIB
    one = E.estimate_config(cat, job, "A100-80GB", 1)
    assert not one.fits and one.memory_capacity_gb == 80


def test_qlora_is_slower_than_lora_by_the_sourced_factor(cat):
    lora = E.estimate_config(cat, E.job_from_preset(cat, "llama-3.1-8b", method="lora", tokens=1e8, recompute=False),
                             "A100-80GB", 1)
    qlora = E.estimate_config(cat, E.job_from_preset(cat, "llama-3.1-8b", method="qlora", tokens=1e8,
                                                     recompute=False), "A100-80GB", 1)
    assert qlora.wall_hours / lora.wall_hours == pytest.approx(D(cat, "qlora_time_factor"))
    assert D(cat, "qlora_time_factor") > 1


def test_recommendation_models_are_not_6nd(cat):
    job = E.Job(workload="recsys", params=1e10, samples=1e9)
    e = E.estimate_config(cat, job, "A100-80GB", 8)
    assert e.flops == pytest.approx(6 * 1e10 * D(cat, "recsys_dense_param_share") * 1e9)
    assert e.flops < 6 * 1e10 * 1e9 / 10
    # embedding traffic bounds the time from below
    traffic_s = 1e9 * D(cat, "recsys_bytes_per_sample") / (2039e9 * D(cat, "inference_bandwidth_efficiency") * 8
                                                             * e.scaling_efficiency)
    assert e.wall_hours * 3600 >= traffic_s * (1 - 1e-9)


def test_every_training_estimate_has_a_range_wider_where_it_extrapolates(cat):
    lo, hi = D(cat, "range_low_factor"), D(cat, "range_high_factor")
    assert lo < 1 < hi
    # (2 servers of 8 H100: 41% of the peak, 0.686 x its time 59%; on 8 A100 it would be 79%: range_low_bound)
    e = E.estimate_config(cat, E.Job(params=7e9, tokens=1e11), "H100", 8, 2)
    assert "range_low_bound" not in e.assumptions
    assert e.gpu_hours_range == pytest.approx((e.gpu_hours * lo, e.gpu_hours * hi))
    assert e.wall_hours_range == pytest.approx((e.wall_hours * lo, e.wall_hours * hi))
    assert (e.range_low, e.range_high) == pytest.approx((lo, hi))
    w = D(cat, "range_widen_extrapolated")
    rl = E.estimate_config(cat, E.Job(workload="rl", params=1e8, samples=1e9), "A100-80GB", 8)
    assert rl.gpu_hours_range == pytest.approx((rl.gpu_hours * lo ** w, rl.gpu_hours * hi ** w))
    moe = E.estimate_config(cat, E.job_from_preset(cat, "mixtral-8x7b", tokens=1e9), "H100", 8, 4)
    assert moe.gpu_hours_range[1] / moe.gpu_hours > hi
    t4 = E.estimate_config(cat, E.Job(params=2e9, tokens=1e9), "T4", 1)  # turing: no calibration run
    assert t4.gpu_hours_range[1] / t4.gpu_hours == pytest.approx(hi ** w)
    assert "range_extrapolates" in t4.assumptions
    assert t4.assumptions["range_widened_gpu_family"].value == pytest.approx(w - 1)
    inf = E.estimate_config(cat, E.job_from_preset(cat, "llama-2-7b", task="inference"), "A100-80GB", 1)
    assert inf.gpu_hours_range is None and inf.to_dict()["gpu_hours_range"] is None


def test_the_range_widens_where_no_run_of_the_gpu_family_is_near_the_model_size(cat):
    w, hi = D(cat, "range_widen_extrapolated"), D(cat, "range_high_factor")
    near = E.estimate_config(cat, E.job_from_preset(cat, "llama-2-70b", tokens=1e9), "B200", 8, 2)
    far = E.estimate_config(cat, E.job_from_preset(cat, "llama-2-7b", tokens=1e9), "B200", 8)
    assert "range_extrapolates" not in near.assumptions
    assert far.assumptions["range_extrapolates"].value == "model_size"  # B200 runs: 69B (MLPerf LoRA) only
    assert hi < far.gpu_hours_range[1] / far.gpu_hours < hi ** w  # 7B: 10x from 69B, between x4 and x16
    farther = E.estimate_config(cat, E.Job(params=1e9, tokens=1e9), "B200", 8)
    assert farther.gpu_hours_range[1] / farther.gpu_hours == pytest.approx(hi ** w)
    # The torchtitan Llama 3.1 8B runs cover a 7B on an H100.
    h100 = E.estimate_config(cat, E.job_from_preset(cat, "llama-2-7b", tokens=1e9), "H100", 8)
    assert "range_extrapolates" not in h100.assumptions
    # The widening is gradual: a 1% larger model moves the high end by little.
    f2 = E.estimate_config(cat, E.job_from_preset(cat, "llama-2-7b", tokens=1e9), "B200", 8)
    assert f2.range_high == pytest.approx(far.range_high)
    ramp = [E.estimate_config(cat, E.Job(params=p, tokens=1e9), "B200", 8).range_high
            for p in (15e9, 15e9 * 1.01, 16e9, 17e9, 17.5e9, 17.5e9 * 1.01)]
    assert all(abs(b / a - 1) < 0.05 for a, b in zip(ramp, ramp[1:]))
    # The same 7B on an A100 has runs of 1-34B near it.
    a100 = E.estimate_config(cat, E.job_from_preset(cat, "llama-2-7b", tokens=1e9), "A100-80GB", 8)
    assert "range_extrapolates" not in a100.assumptions


def test_calibration_table_lists_the_runs_the_bench_fits(cat):
    import sys
    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))
    from fit_cases import CASES
    listed = set(cat["calibration"]["case"])
    for c in CASES:
        if c.disputed:
            assert c.case not in listed
        else:
            assert c.case.replace("-300B", "") in listed, c.case
    gpus = {E.prepare(cat).gpu(g).name for g in cat["calibration"]["gpu"]}
    assert {"H100", "A100-80GB", "RTX4090", "B200", "MI300X"} <= gpus


def test_partial_recomputation_costs_only_the_share_of_layers_recomputed(cat):
    # A size where the activations just stop fitting: only part of the layers is recomputed.
    job = E.job_from_preset(cat, "llama-2-7b", tokens=1e9, seq_len=16384)
    e = E.estimate_config(cat, job, "A100-80GB", 8)
    assert e.fits
    if e.recompute:
        assert 0 < e.recompute_share <= 1
        assert e.memory_per_gpu_gb <= 80 * (1 + 1e-9)


def test_to_dict_replaces_non_finite_numbers():
    assert finite({"a": math.inf, "b": [1.0, math.nan], "c": (2.0,)}) == {"a": None, "b": [1.0, None], "c": [2.0]}


def test_the_instance_fabric_bandwidth_enters_the_cross_node_factor(cat):
    job = E.job_from_preset(cat, "llama-2-70b", tokens=1e10)
    ref = D(cat, "cluster_reference_bandwidth_gbps")
    # The bundled fit puts c at 0 (the data-parallel term carries the cluster cost of language models); the
    # mechanism is checked with c = 0.01, as a user may set it.
    d = cat["defaults"].copy()
    d.loc[d["name"] == "cluster_overhead_per_doubling", "value"] = 0.01
    cat = cat.with_table("defaults", d)
    c = 0.01
    # (400 Gbit/s: above what the exchange at the line rate needs, test_llm_line_rate, so the fitted term decides)
    slow = E.estimate_config(cat, job, "H100", 8, 16, network="rdma", network_gbps=400)
    fast = E.estimate_config(cat, job, "H100", 8, 16, network="rdma", network_gbps=3200)
    assert fast.wall_hours < slow.wall_hours
    assert slow.wall_hours / fast.wall_hours == pytest.approx((1 + c * 4 * ref / 400) / (1 + c * 4 * ref / 3200))
    near = E.estimate_config(cat, job, "H100", 8, 16, network="rdma", network_gbps=404)
    assert abs(near.wall_hours / slow.wall_hours - 1) < 0.05
    one = E.estimate_config(cat, job, "H100", 8, 1, network_gbps=400)  # one node: no cross-node factor
    assert "network_gbps" not in one.assumptions
    for bad in (0, -5, "fast"):
        with pytest.raises(E.EstimateError):
            E.estimate_config(cat, job, "H100", 8, 16, network_gbps=bad)


def test_mfu_max_caps_the_overall_utilisation_not_the_per_gpu_speed(cat):
    # mfu_max is the highest OVERALL MFU published for a dense run (llm.c ~60% on 8 A100): one GPU is held to
    # it, while 8 GPUs may run each GPU faster as long as speed x scaling stays within it.
    cap = D(cat, "mfu_max")
    job = E.Job(params=1.24e8, tokens=1e10)  # a GPT-2-sized model: the size term is above the cap on an A100
    one = E.estimate_config(cat, job, "A100-80GB", 1)
    assert one.mfu * one.scaling_efficiency == pytest.approx(cap)
    assert ("mfu_capped", {"gpu": "A100-80GB", "mfu": cap, "finetune": False}) in one.warnings
    eight = E.estimate_config(cat, job, "A100-80GB", 8)
    assert eight.mfu * eight.scaling_efficiency == pytest.approx(cap)
    assert cap < eight.mfu <= 1  # per GPU, before the in-node loss; never above the peak
    for gpu in ("H100", "A100-80GB", "B200"):
        e = E.estimate_config(cat, E.job_from_preset(cat, "llama-2-7b", tokens=1e10), gpu, 8)
        assert e.mfu * e.scaling_efficiency <= cap + 1e-9


def test_small_models_reach_a_smaller_share_of_the_peak_on_faster_gpus(cat):
    # size_peak_exponent_llm: on the anchor A100 the size hardly matters; on an H100 an 8B reaches a clearly
    # smaller share of the peak than a 175B (torchtitan 8B about 35%, Megatron-LM 175B 47%).
    def share(gpu, n):
        e = E.estimate_config(cat, E.Job(params=n, tokens=1e9), gpu, 8)
        return e.mfu
    assert D(cat, "size_peak_exponent_llm") > 0
    assert share("H100", 175e9) / share("H100", 8e9) > share("A100-80GB", 175e9) / share("A100-80GB", 8e9) * 1.2
    # smooth in the size on every GPU: a 1% larger model moves the share by well under 5%
    for gpu in ("H100", "A100-80GB", "B200", "RTX4090"):
        assert abs(share(gpu, 8.08e9) / share(gpu, 8e9) - 1) < 0.05


def test_the_range_widens_where_a_model_is_spread_thinner_than_any_calibration_run(cat):
    # The data-parallel term's x (peak x GPUs / params across servers) beyond the largest calibrated x (Llama 3
    # 8B on 2,048 H100) widens the range, gradually; within it nothing changes.
    job = E.Job(params=7e9, tokens=1e10)
    inside = E.estimate_config(cat, job, "H100", 8, 16, network="rdma")
    assert "range_extrapolates" not in inside.assumptions
    thin = E.estimate_config(cat, E.Job(params=1e9, tokens=1e10), "H100", 8, 512, network="rdma")
    assert "gpus_per_param" in thin.assumptions["range_extrapolates"].value
    hi = D(cat, "range_high_factor")
    assert thin.range_high > hi
    def high(p):
        return E.estimate_config(cat, E.Job(params=p, tokens=1e10), "H100", 8, 256, network="rdma").range_high
    for p in (8e9, 6e9, 4e9):  # a 1% smaller model widens the range by little
        assert abs(high(p * 0.99) / high(p) - 1) < 0.05
    assert high(4e9) > high(8e9)
