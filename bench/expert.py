"""An expert's rules over realistic requests (issue 27): how many answers an ML-infrastructure engineer would sign.

Printed, not asserted: the same script gives the "before" figures on old code and the "after" figures on new code.
Every scenario runs the command line of the checkout being measured (``PYTHON -m gpu_advisor recommend FILE
--json``; ``--python`` names that interpreter, by default this one) with ``GPU_ADVISOR_HOME`` set to a fresh folder,
so the answer comes from the bundled catalog.

The scenarios are written here as a person would ask them (small fine-tunes, month-long and quarter-long
pre-training, China-only, serving, vision). None of them is an example file of the repository.

The rules, each checked on the JSON (``pick`` = the recommendation; ``all`` = the recommendation and every
alternative):

* ``legacy`` (all): no card an expert would not use for training or serving today: K80, M60, P4, P40, P100 (CUDA 12
  builds of PyTorch dropped or never shipped kernels worth using for them; no tensor cores) and MI25 (a Radeon
  Instinct VDI card no current ROCm release supports), and no fractional GPU (an instance with less than one
  GPU).
* ``bf16`` (all): a training job in bf16 (the user's choice, or a language model's default) never runs on a card
  without bf16 (``gpus.csv`` column ``bf16``: T4, V100...); a vision job with the precision left open may use fp16.
* ``host`` (pick): the host the answer sizes meets its own rule (``host.cpu_ok`` and ``host.ram_ok``).
* ``memory`` (all): at most 92% of the GPU's memory is used (``estimate.memory_per_gpu_gb`` / the card's memory).
* ``utilisation`` (pick): the overall utilisation the estimate used (``estimate.mfu``, one GPU's share of its
  dense peak, times ``estimate.scaling_efficiency``: the usual MFU of a whole run) is between 0 and 0.6 (Meta's
  Llama 3 405B run: 38-43% on H100; the best published dense runs stay below 60%). A decoder language model on a
  V100-class (Volta) card, in training: at most 0.35 (``MFU_MAX_VOLTA_DECODER``; no BF16 and no FlashAttention-2 on Volta: the
  best published V100 decoder figures are Megatron-LM's 30% of peak on one V100, Shoeybi et al. 2019 section 5.1,
  and ZeRO's 100B at about 30% on 400 V100, Rajbhandari et al. 2020 section 10).
* ``engine`` (all): a service never runs on a card the serving engine's current releases do not support: vLLM
  (the engine the launch files start) needs compute capability 7.5 or higher since v0.21 at the latest (its
  installation page; v0.14 still took 7.0), so no V100 (Volta, 7.0) or older card serves.
* ``spot_gang`` (all): no spot billing for more than one server on a run of a week (168 h) or more.
* ``slow_end`` (pick): a run of a week or more with a deadline meets it at the slow end of its 80% range (an answer
  that misses the deadline anyway, the closest option to an impossible request, says so in its own warning).
* ``answered``: a configuration is named (each request here is possible; the one past any deadline still gets
  the closest option).
* ``arm`` (all): no server with an Arm (aarch64) CPU whose GPU PyTorch's own aarch64 builds do not run (compute
  capability below 8.0: PyTorch's RELEASE.md support matrix for Linux aarch64 builds; AWS g5g's T4G is 7.5) when the
  request leaves other servers (every request here does); and an Arm server that is picked says so in a warning
  (``arm_host``: aarch64 wheels and arm64 images). The answer's ``host.cpu_arch`` names the CPU (instance_cpus.csv).
* ``committed`` (pick): a run of two months (1,440 h) or more on several GPUs (a quarter-long request) has committed prices considered: the
  pick or an alternative is billed monthly/reserved, or a note of the answer names a commitment.

* ``fast_end`` (all, a language model's training): the fast end of the 80% range is a time some published run
  could reach: the model's FLOPs (``train_flops_per_param_token`` x N x tokens for a full run,
  ``lora_flops_per_param_token`` for LoRA/QLoRA; N active for a mixture of experts) over the GPUs at the fast end
  (``gpu_hours_range[0]``) at most ``RANGE_FAST_MAX`` (0.7, the fastest calibration run) of their dense peak (expert25: a 32B full fine-tune on 8 A100-80GB
  said 11-112 hours, its fast end 107% of the peak).
* ``egress`` (pick, training): the data transfer out priced is at most the trained model's 16-bit weights
  (2 bytes a parameter): the user takes the weights or adapters home, not the checkpoint's optimizer states
  (expert25: 524 GB of egress for a 32B's 65 GB of weights).

* ``line_rate`` (pick, a language model's training on several servers whose answer names the instance's own network
  bandwidth, ``assumptions.estimate.network_gbps``): a step (the global batch over the answer's tokens/s) takes at
  least the data-parallel all-reduce of the trained parameters' 16-bit gradients at that line rate,
  ``allreduce_traffic_factor`` (2, NCCL's all-reduce rule) x (servers - 1) / servers x their bytes over the network
  (expert26: a 3B pre-training on 64 x 8 A100 over 50 Gbit/s Ethernet stepped in 0.7 s, its all-reduce 1.9 s).
* ``launch`` (pick): ``recommend FILE --launch DIR`` writes the answer's launch files (expert26: a DeepSeek-V3
  service, whose multi-head latent attention leaves models.csv's KV heads empty, stopped with "unexpected error").

The scenarios after ``# --- expert25`` are ML-infrastructure cases no one had tried before: pre-training 125M-72B
with tight and loose deadlines and budgets, full/LoRA/QLoRA fine-tunes 7B-72B on Chinese or international clouds
only, serving 1B-405B at 1-100 requests/s with long and short prompts and latency targets, vision models from
photo counts, a 32K-context fine-tune (``data.seq_len``), and impossible requests (a 405B in a day, a 7B pre-training for 1,000 yuan, a 405B service for 1,000
yuan a month), which must still be answered with the closest option. Those after ``# --- expert26``: mixtures of
experts (Mixtral, Qwen3 MoE, DeepSeek-V3, a 141B-A39B given by size) trained, fine-tuned and served on Chinese and
international clouds, prompts of 8K-128K tokens and chat-tight first tokens, a 0.5B at 2,000 requests/s and a 0.6B
embedding-style load (one output token) at 5,000, requests left as the wizard's "I don't know" leaves them, a fine-tune
of about a GPU-hour, a 70B pre-training in a quarter on a fixed budget, and multi-server pre-training over Ethernet.

Run: .venv/bin/python bench/expert.py [--python PATH] [--only NAME] [--json FILE]
"""

from __future__ import annotations

import argparse
import csv
import json
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

LEGACY = {"K80", "M60", "P4", "P40", "P100", "MI25"}
ARM_MIN_CC = 8.0  # PyTorch's Linux aarch64 CUDA builds: Ampere (8.0) and later (RELEASE.md support matrix)
MEMORY_MAX = 0.92
MFU_MAX = 0.6
# the range's fast end: the fastest published calibration run by the engine's FLOP count (Phi-2 on 96 A100, 0.696;
# defaults.csv range_fast_mfu_max), above the point estimate's 0.6 (MPT-7B 0.643 and llm.c 124M 0.638 also pass it)
RANGE_FAST_MAX = 0.7
MFU_MAX_VOLTA_DECODER = 0.35
WEEK_H = 168.0
QUARTER_H = 1440.0

CNY_MONTH = {"currency": "CNY", "per": "month"}
CN = ["aliyun", "tencent"]
INTL = ["aws", "gcp", "azure", "lambda", "nebius", "runpod"]

SCENARIOS: dict[str, dict] = {
    # --- pre-training, weeks to a quarter
    "pretrain-13b-month-spot": {
        "task": "train", "workload": "llm", "model": {"preset": "llama-2-13b"}, "data": {"tokens": 3e11},
        "deadline_hours": 720, "preferences": {"spot": "allow", "objective": "cheapest", "providers": ["aws", "gcp"]}},
    "pretrain-70b-month": {
        "task": "train", "workload": "llm", "model": {"preset": "llama-3-70b"}, "data": {"tokens": 1e12},
        "deadline_hours": 720, "budget": {"amount": 20000000, "currency": "USD", "per": "total"},
        "preferences": {"spot": "allow", "objective": "cheapest"}},
    "pretrain-7b-quarter": {
        "task": "train", "workload": "llm", "model": {"preset": "llama-2-7b"}, "data": {"tokens": 2e12},
        "deadline_hours": 2160, "preferences": {"spot": "avoid", "objective": "cheapest"}},
    "pretrain-1.5b-cheapest-spot": {
        "task": "train", "workload": "llm", "model": {"params": 1.5e9}, "data": {"tokens": 3e10},
        "preferences": {"spot": "allow", "objective": "cheapest"}},
    "pretrain-7b-china-month": {
        "task": "train", "workload": "llm", "model": {"preset": "qwen2.5-7b"}, "data": {"tokens": 3e11},
        "deadline_hours": 720, "budget": {"amount": 3000000, **CNY_MONTH},
        "preferences": {"providers": ["aliyun", "tencent"], "objective": "cheapest", "currency": "CNY"}},
    "pretrain-405b-7days": {
        "task": "train", "workload": "llm", "model": {"preset": "llama-3.1-405b"}, "data": {"tokens": 1.5e13},
        "deadline_hours": 168, "preferences": {"objective": "cheapest"}},
    "pretrain-gpt2-small": {
        "task": "train", "workload": "llm", "model": {"preset": "gpt2-124m"}, "data": {"tokens": 1e10},
        "preferences": {"spot": "allow", "objective": "cheapest"}},
    "pretrain-1.3b-own-v100s": {  # the article's engineer, on the V100 servers the team already rents in China
        "task": "train", "workload": "llm", "model": {"params": 1.3e9}, "data": {"tokens": 2.6e10},
        "deadline_hours": 336, "precision": "fp16",
        "preferences": {"gpus": ["V100-32GB", "V100"], "providers": ["aliyun", "tencent"], "currency": "CNY"}},
    # --- fine-tunes
    "full-ft-70b-3days": {
        "task": "finetune", "workload": "llm", "model": {"preset": "llama-3.1-70b"}, "finetune_method": "full",
        "data": {"tokens": 5e8}, "deadline_hours": 72, "preferences": {"objective": "cheapest"}},
    "lora-7b-cheapest": {
        "task": "finetune", "workload": "llm", "model": {"preset": "mistral-7b"}, "finetune_method": "lora",
        "data": {"tokens": 2e7}, "deadline_hours": 48, "preferences": {"spot": "allow", "objective": "cheapest"}},
    "qlora-7b-cheapest": {
        "task": "finetune", "workload": "llm", "model": {"preset": "llama-2-7b"}, "finetune_method": "qlora",
        "data": {"tokens": 1e7}, "preferences": {"spot": "allow", "objective": "cheapest"}},
    "lora-14b-china": {
        "task": "finetune", "workload": "llm", "model": {"preset": "qwen2.5-14b"}, "finetune_method": "lora",
        "data": {"tokens": 1e8}, "deadline_hours": 48, "budget": {"amount": 20000, "currency": "CNY", "per": "total"},
        "preferences": {"providers": ["aliyun", "tencent"], "objective": "cheapest", "currency": "CNY"}},
    "full-ft-7b-china-week": {
        "task": "finetune", "workload": "llm", "model": {"preset": "qwen2.5-7b"}, "finetune_method": "full",
        "data": {"tokens": 2e9}, "deadline_hours": 168,
        "preferences": {"providers": ["aliyun", "tencent"], "objective": "cheapest", "currency": "CNY"}},
    "lora-mixtral-2days": {
        "task": "finetune", "workload": "llm", "model": {"preset": "mixtral-8x7b"}, "finetune_method": "lora",
        "data": {"tokens": 1e8}, "deadline_hours": 48, "budget": {"amount": 5000, "currency": "USD", "per": "total"},
        "preferences": {"objective": "cheapest"}},
    # --- vision
    "article-images-100h": {
        "task": "train", "workload": "cv", "data": {"dataset_gb": 50}, "deadline_hours": 100,
        "budget": {"amount": 100000, **CNY_MONTH}, "preferences": {"spot": "allow", "currency": "CNY"}},
    "article-images-china": {
        "task": "train", "workload": "cv", "data": {"dataset_gb": 50}, "deadline_hours": 100,
        "budget": {"amount": 100000, **CNY_MONTH},
        "preferences": {"providers": ["aliyun", "tencent"], "spot": "allow", "currency": "CNY"}},
    "yolov5n-aws-100h": {  # walk 21b: picked g5g.4xlarge, a Graviton with T4G GPUs, with no word about it
        "task": "train", "workload": "cv", "model": {"preset": "yolov5n"}, "data": {"dataset_gb": 50},
        "deadline_hours": 100, "budget": {"amount": 100000, **CNY_MONTH},
        "preferences": {"spot": "allow", "providers": ["aws"]}},
    "resnet50-imagenet-cheapest": {
        "task": "train", "workload": "cv", "model": {"preset": "resnet-50"}, "data": {"samples": 1.28e6, "epochs": 90},
        "preferences": {"spot": "allow", "objective": "cheapest"}},
    # --- serving
    "serve-70b-20qps": {
        "task": "inference", "workload": "llm", "model": {"preset": "llama-3.1-70b"},
        "inference": {"qps": 20, "input_tokens": 1000, "output_tokens": 500},
        "budget": {"amount": 300000, **CNY_MONTH}, "preferences": {"currency": "CNY", "objective": "cheapest"}},
    "serve-8b-china": {
        "task": "inference", "workload": "llm", "model": {"preset": "llama-3.1-8b"},
        "inference": {"qps": 5, "input_tokens": 512, "output_tokens": 256},
        "preferences": {"providers": ["aliyun", "tencent"], "currency": "CNY", "objective": "cheapest"}},
    "serve-72b-china": {
        "task": "inference", "workload": "llm", "model": {"preset": "qwen2.5-72b"},
        "inference": {"qps": 2, "input_tokens": 1000, "output_tokens": 300},
        "preferences": {"providers": ["aliyun", "tencent"], "currency": "CNY", "objective": "cheapest"}},
    "serve-405b-china": {
        "task": "inference", "workload": "llm", "model": {"preset": "llama-3.1-405b"}, "precision": "bf16",
        "inference": {"qps": 1, "input_tokens": 1000, "output_tokens": 300},
        "preferences": {"providers": ["aliyun", "tencent"], "currency": "CNY", "objective": "cheapest"}},
    # --- expert25: pre-training
    "pt-125m-day-500usd": {
        "task": "train", "workload": "llm", "model": {"params": 1.25e8}, "data": {"tokens": 2.5e9},
        "deadline_hours": 24, "budget": {"amount": 500, "currency": "USD", "per": "total"},
        "preferences": {"spot": "allow", "objective": "cheapest"}},
    "pt-1b-week": {
        "task": "train", "workload": "llm", "model": {"preset": "llama-3.2-1b"}, "data": {"tokens": 1e11},
        "deadline_hours": 168, "budget": {"amount": 30000, "currency": "USD", "per": "total"},
        "preferences": {"spot": "allow", "objective": "cheapest"}},
    "pt-8b-2weeks-tight": {
        "task": "train", "workload": "llm", "model": {"preset": "llama-3-8b"}, "data": {"tokens": 1e12},
        "deadline_hours": 336, "budget": {"amount": 1500000, "currency": "USD", "per": "total"},
        "preferences": {"spot": "avoid", "objective": "cheapest"}},
    "pt-34b-loose-spot": {
        "task": "train", "workload": "llm", "model": {"preset": "yi-34b"}, "data": {"tokens": 5e11},
        "deadline_hours": 2160, "preferences": {"spot": "allow", "objective": "cheapest"}},
    "pt-72b-china-quarter": {
        "task": "train", "workload": "llm", "model": {"preset": "qwen2.5-72b"}, "data": {"tokens": 1e12},
        "deadline_hours": 2160, "preferences": {"providers": CN, "objective": "cheapest", "currency": "CNY"}},
    "pt-4b-china-budget": {
        "task": "train", "workload": "llm", "model": {"preset": "qwen3-4b"}, "data": {"tokens": 1e11},
        "deadline_hours": 240, "budget": {"amount": 500000, "currency": "CNY", "per": "total"},
        "preferences": {"providers": CN, "objective": "cheapest", "currency": "CNY", "spot": "allow"}},
    "pt-70b-fastest-intl": {
        "task": "train", "workload": "llm", "model": {"preset": "llama-3.1-70b"}, "data": {"tokens": 2e12},
        "preferences": {"providers": INTL, "objective": "fastest"}},
    # --- expert25: fine-tunes
    "qlora-72b-china": {
        "task": "finetune", "workload": "llm", "model": {"preset": "qwen2.5-72b"}, "finetune_method": "qlora",
        "data": {"tokens": 5e7}, "deadline_hours": 48,
        "preferences": {"providers": CN, "objective": "cheapest", "currency": "CNY"}},
    "lora-70b-intl": {
        "task": "finetune", "workload": "llm", "model": {"preset": "llama-3.1-70b"}, "finetune_method": "lora",
        "data": {"tokens": 1e8}, "deadline_hours": 72,
        "preferences": {"providers": ["aws", "gcp", "azure"], "objective": "cheapest"}},
    "full-13b-intl-neoclouds": {
        "task": "finetune", "workload": "llm", "model": {"preset": "llama-2-13b"}, "finetune_method": "full",
        "data": {"tokens": 1e9}, "deadline_hours": 96,
        "preferences": {"providers": ["lambda", "nebius", "runpod"], "objective": "cheapest"}},
    "full-32b-china": {  # found fast_end (11 h at the fast end, 107% of the peak) and egress (524 GB)
        "task": "finetune", "workload": "llm", "model": {"preset": "qwen2.5-32b"}, "finetune_method": "full",
        "data": {"tokens": 5e8}, "deadline_hours": 120,
        "preferences": {"providers": CN, "objective": "cheapest", "currency": "CNY"}},
    "qlora-8b-spot-intl": {
        "task": "finetune", "workload": "llm", "model": {"preset": "llama-3.1-8b"}, "finetune_method": "qlora",
        "data": {"tokens": 5e6}, "preferences": {"providers": INTL, "spot": "allow", "objective": "cheapest"}},
    "lora-34b-china-qa": {
        "task": "finetune", "workload": "llm", "model": {"preset": "yi-34b"}, "finetune_method": "lora",
        "data": {"items": 50000, "item_kind": "qa_pairs"},
        "preferences": {"providers": CN, "objective": "balanced", "currency": "CNY"}},
    "full-8b-day-china": {
        "task": "finetune", "workload": "llm", "model": {"preset": "qwen3-8b"}, "finetune_method": "full",
        "data": {"tokens": 3e8}, "deadline_hours": 24, "budget": {"amount": 20000, "currency": "CNY", "per": "total"},
        "preferences": {"providers": CN, "objective": "cheapest", "currency": "CNY"}},
    "lora-7b-32k-context-china": {  # found data.seq_len missing: the scenario was refused (an unknown field)
        "task": "finetune", "workload": "llm", "model": {"preset": "qwen2.5-7b"}, "finetune_method": "lora",
        "data": {"tokens": 2e8, "seq_len": 32768}, "deadline_hours": 48,
        "preferences": {"providers": CN, "currency": "CNY", "objective": "cheapest"}},
    # --- expert25: serving
    "serve-1b-100qps-short": {
        "task": "inference", "workload": "llm", "model": {"preset": "llama-3.2-1b"},
        "inference": {"qps": 100, "input_tokens": 128, "output_tokens": 64, "p95_latency_s": 1.0},
        "preferences": {"objective": "cheapest"}},
    "serve-8b-32k-prompt": {
        "task": "inference", "workload": "llm", "model": {"preset": "llama-3.1-8b"},
        "inference": {"qps": 10, "input_tokens": 32000, "output_tokens": 500, "p95_latency_s": 30},
        "preferences": {"objective": "cheapest", "providers": INTL}},
    "serve-70b-1qps-latency": {
        "task": "inference", "workload": "llm", "model": {"preset": "llama-3.1-70b"},
        "inference": {"qps": 1, "input_tokens": 2000, "output_tokens": 300, "p95_latency_s": 10},
        "preferences": {"objective": "cheapest", "providers": INTL, "spot": "avoid"}},
    "serve-405b-fp8-10qps": {
        "task": "inference", "workload": "llm", "model": {"preset": "llama-3.1-405b"}, "precision": "fp8",
        "inference": {"qps": 10, "input_tokens": 1000, "output_tokens": 500},
        "preferences": {"objective": "cheapest", "providers": INTL}},
    "serve-72b-china-50qps": {
        "task": "inference", "workload": "llm", "model": {"preset": "qwen2.5-72b"},
        "inference": {"qps": 50, "input_tokens": 500, "output_tokens": 200},
        "preferences": {"providers": CN, "objective": "cheapest", "currency": "CNY"}},
    "serve-qwen3-moe-china": {
        "task": "inference", "workload": "llm", "model": {"preset": "qwen3-30b-a3b"},
        "inference": {"qps": 20, "input_tokens": 2000, "output_tokens": 500},
        "preferences": {"providers": CN, "objective": "cheapest", "currency": "CNY"}},
    "serve-7b-2000-users-china": {
        "task": "inference", "workload": "llm", "model": {"preset": "qwen2.5-7b"}, "inference": {"users": 2000},
        "preferences": {"providers": CN, "currency": "CNY"}},
    "serve-8b-2s-latency": {
        "task": "inference", "workload": "llm", "model": {"preset": "llama-3.1-8b"},
        "inference": {"qps": 5, "input_tokens": 500, "output_tokens": 200, "p95_latency_s": 2.0},
        "preferences": {"objective": "cheapest"}},
    # --- expert25: vision
    "resnet50-200k-photos-china": {
        "task": "train", "workload": "cv", "model": {"preset": "resnet-50"},
        "data": {"items": 200000, "item_kind": "images", "epochs": 30}, "deadline_hours": 24,
        "preferences": {"providers": CN, "currency": "CNY", "spot": "allow"}},
    "yolov8m-50k-intl": {
        "task": "train", "workload": "cv", "model": {"preset": "yolov8m"},
        "data": {"items": 50000, "item_kind": "images", "epochs": 100}, "deadline_hours": 48,
        "preferences": {"providers": INTL, "objective": "cheapest"}},
    "vit-b16-in21k-2weeks": {
        "task": "train", "workload": "cv", "model": {"preset": "vit-b-16"}, "data": {"samples": 1.4e7, "epochs": 90},
        "deadline_hours": 336, "budget": {"amount": 100000, "currency": "USD", "per": "total"},
        "preferences": {"objective": "cheapest"}},
    "sd15-finetune-100k": {
        "task": "finetune", "workload": "cv", "model": {"preset": "sd-v1.5-unet"}, "finetune_method": "full",
        "data": {"items": 100000, "item_kind": "images", "epochs": 10}, "deadline_hours": 48,
        "preferences": {"objective": "cheapest"}},
    "vit-l16-cheapest-spot": {
        "task": "train", "workload": "cv", "model": {"preset": "vit-l-16"}, "data": {"samples": 1.28e6, "epochs": 300},
        "preferences": {"spot": "allow", "objective": "cheapest"}},
    # --- expert25: impossible (the closest option, with what broke)
    "pt-405b-one-day": {
        "task": "train", "workload": "llm", "model": {"preset": "llama-3.1-405b"}, "data": {"tokens": 1.5e13},
        "deadline_hours": 24, "preferences": {"objective": "cheapest"}},
    "pt-7b-1000cny": {
        "task": "train", "workload": "llm", "model": {"preset": "qwen2.5-7b"}, "data": {"tokens": 1e12},
        "budget": {"amount": 1000, "currency": "CNY", "per": "total"},
        "preferences": {"providers": CN, "currency": "CNY"}},
    "serve-405b-1000cny-month": {
        "task": "inference", "workload": "llm", "model": {"preset": "llama-3.1-405b"},
        "inference": {"qps": 1, "input_tokens": 500, "output_tokens": 200},
        "budget": {"amount": 1000, "currency": "CNY", "per": "month"},
        "preferences": {"providers": CN, "currency": "CNY"}},
    # --- expert26: mixtures of experts
    "moe-full-ft-mixtral-intl": {
        "task": "finetune", "workload": "llm", "model": {"preset": "mixtral-8x7b"}, "finetune_method": "full",
        "data": {"tokens": 1e9}, "deadline_hours": 96, "preferences": {"providers": INTL, "objective": "cheapest"}},
    "moe-lora-qwen3-30b-china": {
        "task": "finetune", "workload": "llm", "model": {"preset": "qwen3-30b-a3b"}, "finetune_method": "lora",
        "data": {"tokens": 1e8}, "deadline_hours": 24,
        "preferences": {"providers": CN, "objective": "cheapest", "currency": "CNY"}},
    "moe-pt-qwen3-30b-2weeks": {
        "task": "train", "workload": "llm", "model": {"preset": "qwen3-30b-a3b"}, "data": {"tokens": 5e11},
        "deadline_hours": 336, "preferences": {"providers": INTL, "objective": "cheapest"}},
    "moe-qlora-141b-a39b-china": {  # found the bench's own fast_end reading a MoE given by size as dense (230%)
        "task": "finetune", "workload": "llm", "model": {"params": 141e9, "params_active": 39e9},
        "finetune_method": "qlora", "data": {"tokens": 5e7}, "deadline_hours": 72,
        "preferences": {"providers": CN, "objective": "cheapest", "currency": "CNY"}},
    "moe-lora-deepseek-v3-intl": {
        "task": "finetune", "workload": "llm", "model": {"preset": "deepseek-v3"}, "finetune_method": "lora",
        "data": {"tokens": 5e7}, "deadline_hours": 72, "preferences": {"providers": INTL, "objective": "cheapest"}},
    "moe-serve-mixtral-10qps-8s": {
        "task": "inference", "workload": "llm", "model": {"preset": "mixtral-8x7b"},
        "inference": {"qps": 10, "input_tokens": 1000, "output_tokens": 300, "p95_latency_s": 8},
        "preferences": {"providers": INTL, "objective": "cheapest"}},
    "moe-serve-qwen3-235b-fp8-intl": {
        "task": "inference", "workload": "llm", "model": {"preset": "qwen3-235b-a22b"}, "precision": "fp8",
        "inference": {"qps": 5, "input_tokens": 2000, "output_tokens": 500},
        "preferences": {"providers": INTL, "objective": "cheapest"}},
    "moe-serve-deepseek-v3-mi300x": {  # the catalog prices no MI300X server: chosen_gpus_unpriced, the closest option
        "task": "inference", "workload": "llm", "model": {"preset": "deepseek-v3"}, "precision": "fp8",
        "inference": {"qps": 2, "input_tokens": 2000, "output_tokens": 500},
        "preferences": {"gpus": ["MI300X"], "objective": "cheapest"}},
    "serve-deepseek-v3-bf16-h100": {  # found launch: "unexpected error: TypeError: boolean value of NA is ambiguous"
        "task": "inference", "workload": "llm", "model": {"preset": "deepseek-v3"}, "precision": "bf16",
        "inference": {"qps": 1, "input_tokens": 2000, "output_tokens": 500, "p95_latency_s": 60},
        "preferences": {"gpus": ["H100"], "objective": "cheapest"}},
    # --- expert26: long prompts, tight first tokens, very high rates
    "serve-8b-128k-rag": {
        "task": "inference", "workload": "llm", "model": {"preset": "llama-3.1-8b"},
        "inference": {"qps": 1, "input_tokens": 128000, "output_tokens": 500, "p95_latency_s": 60},
        "preferences": {"providers": INTL, "objective": "cheapest"}},
    "serve-70b-64k-docs": {
        "task": "inference", "workload": "llm", "model": {"preset": "llama-3.1-70b"},
        "inference": {"qps": 0.5, "input_tokens": 64000, "output_tokens": 1000, "p95_latency_s": 60},
        "preferences": {"objective": "cheapest"}},
    "serve-7b-8k-chat-china": {
        "task": "inference", "workload": "llm", "model": {"preset": "qwen2.5-7b"},
        "inference": {"qps": 20, "input_tokens": 8000, "output_tokens": 300, "use": "chat"},
        "preferences": {"providers": CN, "objective": "cheapest", "currency": "CNY"}},
    "serve-0.5b-2000qps": {
        "task": "inference", "workload": "llm", "model": {"preset": "qwen2.5-0.5b"},
        "inference": {"qps": 2000, "input_tokens": 256, "output_tokens": 32, "p95_latency_s": 0.5},
        "preferences": {"objective": "cheapest"}},
    "serve-0.6b-embed-5000qps": {
        "task": "inference", "workload": "llm", "model": {"preset": "qwen3-0.6b"},
        "inference": {"qps": 5000, "input_tokens": 512, "output_tokens": 1, "use": "batch"},
        "preferences": {"providers": INTL, "objective": "cheapest"}},
    # --- expert26: "I don't know" as the wizard writes it (the answer lists what it assumed)
    "unknown-serve-500-users": {"task": "inference", "workload": "llm", "inference": {"users": 500}},
    "unknown-finetune-10k-qa": {
        "task": "finetune", "workload": "llm", "data": {"items": 10000, "item_kind": "qa_pairs"}},
    "unknown-pretrain-3b-china": {  # found line_rate: 64 x 8 A100 over 50 Gbit/s Ethernet at 46% scaling
        "task": "train", "workload": "llm", "model": {"params": 3e9},
        "preferences": {"providers": CN, "currency": "CNY"}},
    # --- expert26: extreme but possible; several servers
    "ft-0.5b-one-gpu-hour": {
        "task": "finetune", "workload": "llm", "model": {"preset": "qwen2.5-0.5b"}, "finetune_method": "full",
        "data": {"tokens": 2e6}, "preferences": {"objective": "cheapest"}},
    "pt-70b-quarter-3m-usd": {
        "task": "train", "workload": "llm", "model": {"preset": "llama-3-70b"}, "data": {"tokens": 1.4e12},
        "deadline_hours": 2160, "budget": {"amount": 3000000, "currency": "USD", "per": "total"},
        "preferences": {"objective": "cheapest", "providers": INTL}},
    "pt-13b-week-china": {
        "task": "train", "workload": "llm", "model": {"preset": "llama-2-13b"}, "data": {"tokens": 2e10},
        "deadline_hours": 168, "preferences": {"providers": CN, "objective": "cheapest", "currency": "CNY"}},
    "pt-8b-60h-intl": {
        "task": "train", "workload": "llm", "model": {"preset": "llama-3-8b"}, "data": {"tokens": 5e10},
        "deadline_hours": 60, "preferences": {"providers": ["aws", "gcp", "nebius"], "objective": "cheapest",
                                              "spot": "avoid"}},
}


def cpu_rules() -> list[tuple[str, re.Pattern, str]]:
    """instance_cpus.csv of this checkout (provider, pattern, cpu_arch): the CPU of an answer whose JSON does not
    name it (code from before the column), so the same rule measures old code."""
    with open(ROOT / "catalogs" / "instance_cpus.csv", encoding="utf-8", newline="") as f:
        return [(r["provider"], re.compile(r["instance_pattern"]), r["cpu_arch"]) for r in csv.DictReader(f)]


CPU_RULES = cpu_rules()


def cpu_arch(o: dict) -> str | None:
    arch = (o.get("host") or {}).get("cpu_arch")
    if arch is not None:
        return arch
    return next((a for p, rx, a in CPU_RULES if p == o.get("provider") and rx.search(str(o.get("instance_type")))),
                None)


def gpu_table() -> dict[str, dict]:
    with open(ROOT / "catalogs" / "gpus.csv", encoding="utf-8", newline="") as f:
        gpus = {r["gpu"]: r for r in csv.DictReader(f)}
    with open(ROOT / "catalogs" / "gpu_support.csv", encoding="utf-8", newline="") as f:
        for r in csv.DictReader(f):  # the compute capability, for the Arm rule
            gpus.setdefault(r["gpu"], {})["compute_capability"] = r["compute_capability"]
    return gpus


def model_params() -> dict[str, tuple[float, float]]:
    """models.csv of this checkout: preset -> (parameters, active parameters)."""
    with open(ROOT / "catalogs" / "models.csv", encoding="utf-8", newline="") as f:
        return {r["preset_id"]: (float(r["params_total"]), float(r["params_active"] or r["params_total"]))
                for r in csv.DictReader(f) if r["params_total"]}


def default_values() -> dict[str, float]:
    with open(ROOT / "catalogs" / "defaults.csv", encoding="utf-8", newline="") as f:
        out = {}
        for r in csv.DictReader(f):
            try:
                out[r["name"]] = float(r["value"])
            except ValueError:
                pass
        return out


MODELS = model_params()
DEFAULTS = default_values()


def params_of(sc: dict) -> tuple[float, float] | None:
    """(parameters, active parameters) of the scenario's model, None where not given (the default model)."""
    m = sc.get("model") or {}
    if "params" in m:  # (a mixture of experts given by its size names its active parameters: expert26)
        return float(m["params"]), float(m.get("params_active") or m["params"])
    return MODELS.get(str(m.get("preset")))


def fast_end_utilisation(sc: dict, o: dict, gpus: dict[str, dict]) -> float | None:
    """The model-FLOPs utilisation of an option's training at the fast end of its range (``gpu_hours_range[0]``),
    from the estimate's tokens per second and GPU-hours; None where not a language model's training or not known."""
    if sc["task"] == "inference" or sc["workload"] != "llm":
        return None
    n = params_of(sc)
    est = o.get("estimate") or {}
    rate, gh, rng = est.get("tokens_per_s"), est.get("gpu_hours"), o.get("gpu_hours_range")
    peak = gpus.get(o.get("gpu") or "", {}).get("fp16_tflops")
    if n is None or not rate or not gh or not rng or not rng[0] or not peak or not o.get("gpu_count"):
        return None
    k = DEFAULTS["lora_flops_per_param_token" if sc.get("finetune_method") in ("lora", "qlora")
                 else "train_flops_per_param_token"]
    tokens = float(rate) * float(gh) * 3600 / float(o["gpu_count"])  # (tokens_per_s is the whole cluster's)
    return k * n[1] * tokens / (float(rng[0]) * 3600 * float(peak) * 1e12)


def run(python: str, scenario: dict, home: Path, folder: Path, name: str) -> tuple[int, dict | None, str]:
    f = folder / f"{name}.json"
    f.write_text(json.dumps({"schema_version": 1, **scenario}), encoding="utf-8")
    env = dict(os.environ, GPU_ADVISOR_HOME=str(home), QT_QPA_PLATFORM="offscreen")
    p = subprocess.run([python, "-m", "gpu_advisor", "recommend", str(f), "--json"], capture_output=True,
                       text=True, env=env, timeout=600, cwd=folder)  # not this checkout: -m imports from cwd
    try:
        return p.returncode, json.loads(p.stdout), p.stderr
    except json.JSONDecodeError:
        return p.returncode, None, p.stderr or p.stdout


def launch(python: str, home: Path, folder: Path, name: str) -> str | None:
    """``recommend FILE --launch DIR`` on the scenario written by ``run``: None when the files are written, else the
    last line it said."""
    env = dict(os.environ, GPU_ADVISOR_HOME=str(home), QT_QPA_PLATFORM="offscreen")
    p = subprocess.run([python, "-m", "gpu_advisor", "recommend", str(folder / f"{name}.json"), "--launch",
                        str(folder / f"{name}-launch")], capture_output=True, text=True, env=env, timeout=600, cwd=folder)
    if p.returncode == 0:
        return None
    said = (p.stderr or p.stdout).strip().splitlines()
    return f"exit {p.returncode}: {said[-1] if said else ''}"


def _codes(out: dict) -> list[str]:
    codes = []
    for key in ("reasons", "tips", "warnings", "notes"):
        for n in out.get(key) or []:
            if isinstance(n, dict) and "code" in n:
                codes.append(str(n["code"]))
    return codes


def check(name: str, sc: dict, out: dict, gpus: dict[str, dict]) -> list[str]:
    """The rules an answer breaks, each as 'rule: what'."""
    broken: list[str] = []
    pick = out.get("recommendation") or {}
    options = [pick] + list(out.get("alternatives") or [])
    precision = sc.get("precision") or (out.get("defaults_used") or {}).get("precision") or "bf16"
    # bf16 is the job's own when the user said so; for a language model's training an expert would not run
    # fp16 in its place (loss scaling on a multi-billion-parameter run), so a default bf16 counts there too. A
    # vision job with the precision left open may run fp16 mixed precision on a card without bf16.
    bf16_job = sc["task"] != "inference" and precision == "bf16" and ("precision" in sc or sc["workload"] == "llm")
    for i, o in enumerate(options):
        if not o or not o.get("gpu"):
            continue
        where = "pick" if i == 0 else f"alt{i}"
        g = gpus.get(o["gpu"], {})
        if o["gpu"] in LEGACY:
            broken.append(f"legacy: {where} {o['gpu']}")
        count = o.get("gpus_per_node")
        if isinstance(count, (int, float)) and count < 1:
            broken.append(f"legacy: {where} fractional {count} GPU")
        if sc["task"] == "inference" and g.get("family") == "volta":
            broken.append(f"engine: {where} {o['gpu']} (Volta) is below current vLLM's compute capability 7.5")
        if bf16_job and g.get("bf16") != "true":
            broken.append(f"bf16: {where} {o['gpu']} has no bf16")
        est = o.get("estimate") or {}
        mem, cap = est.get("memory_per_gpu_gb"), g.get("memory_gb")
        if mem and cap and float(mem) / float(cap) > MEMORY_MAX:
            broken.append(f"memory: {where} {float(mem):.1f}/{float(cap):g} GB ({float(mem) / float(cap):.0%})")
        cc = g.get("compute_capability")
        if cpu_arch(o) == "aarch64" and cc and float(cc) < ARM_MIN_CC:
            broken.append(f"arm: {where} {o.get('instance_type')} is an Arm server whose {o['gpu']} (compute "
                          f"capability {cc}) PyTorch's aarch64 builds do not run")
        fast = fast_end_utilisation(sc, o, gpus)
        if fast is not None and fast > RANGE_FAST_MAX * (1 + 1e-3):
            broken.append(f"fast_end: {where} {o['gpu']} x {o.get('gpu_count'):g} at the range's fast end "
                          f"{o['wall_hours_range'][0]:.1f} h is {fast:.0%} of the dense peak (at most {RANGE_FAST_MAX:g})")
        hours = o.get("wall_hours") or 0
        if o.get("billing") == "spot" and (o.get("instances") or o.get("nodes") or 1) > 1 and hours >= WEEK_H:
            broken.append(f"spot_gang: {where} {o.get('instances') or o.get('nodes')} servers on spot "
                          f"for {hours:.0f} h")
    if not pick or not pick.get("gpu"):
        # Every request here can be served or trained on hardware the catalog rents (the 405B-in-7-days one is
        # answered with the closest option, late): an empty answer is one no expert would hand back.
        return broken + ["answered: no configuration"]
    host = pick.get("host") or {}
    if cpu_arch(pick) == "aarch64" and not {"arm_host", "arm_host_gpu_unsupported"} & set(_codes(out)):
        broken.append(f"arm: the pick {pick.get('instance_type')} has an Arm CPU and no warning says so")
    if host.get("cpu_ok") is False or host.get("ram_ok") is False:
        broken.append(f"host: {host.get('instance_vcpus')} vCPU / {host.get('instance_ram_gb')} GB below the rule "
                      f"({host.get('cpu_cores_min')} cores, {host.get('ram_gb_min')} GB)")
    n = params_of(sc)
    out_gb = sum(float(c.get("quantity") or 0) for c in pick.get("cost_lines") or [] if c.get("item") == "transfer_out")
    if sc["task"] != "inference" and n is not None and out_gb > 2 * n[0] / 1e9 * 1.01:
        broken.append(f"egress: {out_gb:,.0f} GB out for a model of {n[0] / 1e9:.1f}B parameters "
                      f"({2 * n[0] / 1e9:,.0f} GB in 16-bit)")
    est = pick.get("estimate") or {}
    told = (out.get("assumptions") or {}).get("estimate") or {}
    gbps = (told.get("network_gbps") or {}).get("value")
    batch = (told.get("global_batch_tokens") or {}).get("value")
    servers = pick.get("nodes") or 1
    if (sc["task"] != "inference" and sc["workload"] == "llm" and n is not None and servers > 1 and gbps and batch
            and est.get("tokens_per_s")):
        trained = n[0] * (DEFAULTS["lora_trainable_fraction"] if sc.get("finetune_method") in ("lora", "qlora") else 1)
        exchange = DEFAULTS["allreduce_traffic_factor"] * (servers - 1) / servers * trained * 2 / (float(gbps) * 1e9 / 8)
        step = float(batch) / float(est["tokens_per_s"])
        if step < exchange * (1 - 1e-3):
            broken.append(f"line_rate: a step of {step:.2f} s on {servers} servers over {float(gbps):g} Gbit/s, "
                          f"shorter than its gradients' all-reduce at the line rate ({exchange:.2f} s)")
    mfu, scaling = est.get("mfu"), est.get("scaling_efficiency")
    if mfu is not None:
        overall = float(mfu) * (float(scaling) if scaling is not None else 1.0)
        top = MFU_MAX
        if sc["task"] != "inference" and sc["workload"] == "llm" and gpus.get(pick["gpu"], {}).get("family") == "volta":
            top = MFU_MAX_VOLTA_DECODER  # (every language-model scenario here is a decoder)
        if not 0 < overall <= top * (1 + 1e-3):  # (mfu and scaling are printed to 4 digits: 0.6923 x 0.8667)
            broken.append(f"utilisation: {overall:.3f} of dense peak (mfu {float(mfu):.3f} x scaling "
                          f"{float(scaling or 1):.3f}, at most {top:g} on {pick['gpu']})")
    hours, rng, deadline = pick.get("wall_hours") or 0, pick.get("wall_hours_range"), sc.get("deadline_hours")
    if hours >= WEEK_H and deadline and rng and rng[1] > deadline and pick.get("meets_deadline") is not False:
        broken.append(f"slow_end: {rng[1]:.0f} h at the slow end against {deadline} h")
    if hours >= QUARTER_H and (pick.get("gpu_count") or 1) > 1:
        billed = {o.get("billing") for o in options if o}
        if not billed & {"monthly", "reserved", "reserved_1y", "reserved_3y", "committed"} and not any(
                k in c for c in _codes(out) for k in ("commit", "reserved", "monthly")):
            broken.append("committed: no committed or monthly price considered")
    return broken


def line(o: dict) -> str:
    if not o or not o.get("gpu"):
        return "no configuration"
    cur = o.get("currency", "")
    return (f"{o.get('instances', o.get('nodes'))}x{o.get('gpus_per_node')} {o['gpu']} {o.get('provider')} "
            f"{o.get('region')} {o.get('billing')} {o.get('wall_hours') or 0:.0f} h "
            f"{cur} {o.get('total_cost') or 0:,.0f}" + ("" if o.get("total_cost") is not None else " (unpriced)"))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--python", default=sys.executable, help="the interpreter of the checkout to measure")
    ap.add_argument("--only", action="append", help="run only these scenarios")
    ap.add_argument("--json", type=Path, help="also write the answers and broken rules here")
    a = ap.parse_args()
    gpus = gpu_table()
    names = [n for n in SCENARIOS if not a.only or n in a.only]
    results = {}
    sound = 0
    with tempfile.TemporaryDirectory(prefix="gpu-expert-") as tmp:
        folder = Path(tmp)
        for name in names:
            home = folder / f"home-{name}"
            home.mkdir()
            rc, out, err = run(a.python, SCENARIOS[name], home, folder, name)
            if out is None:
                broken = [f"error: exit {rc}: {err.strip().splitlines()[-1] if err.strip() else ''}"]
                pick_line = "no answer"
            else:
                broken = check(name, SCENARIOS[name], out, gpus)
                pick_line = line(out.get("recommendation") or {})
                if (out.get("recommendation") or {}).get("gpu"):
                    said = launch(a.python, home, folder, name)
                    if said is not None:
                        broken.append(f"launch: {said}")
            sound += not broken
            results[name] = {"pick": pick_line, "broken": broken, "answer": out}
            print(f"{'ok ' if not broken else 'BAD'} {name:30s} {pick_line}")
            for b in broken:
                print(f"      {b}")
    print(f"\nsigned: {sound} of {len(names)}")
    by_rule: dict[str, int] = {}
    for r in results.values():
        for b in {b.split(":")[0] for b in r["broken"]}:
            by_rule[b] = by_rule.get(b, 0) + 1
    print("scenarios breaking each rule: " + (", ".join(f"{k} {v}" for k, v in sorted(by_rule.items())) or "none"))
    if a.json:
        a.json.write_text(json.dumps(results, indent=1), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
