"""The published training runs the efficiency model is fitted to and checked against (bench/accuracy.py).

Every case is a run from ``shared/reference-data`` with its figures as published. Facts a source leaves out
are filled by the stated assumptions in ``ASSUMED`` (the same for every case), never tuned per case.
``published`` is GPU-hours for the run's tokens; runs that publish a utilisation (MFU) or a throughput
instead are turned into GPU-hours for 1e9 tokens with the same FLOP count the engine uses, so every
case is compared on the same scale.
"""

from __future__ import annotations

from dataclasses import dataclass, field

ASSUMED = {
    "gpu_count": "GPU count not published: 2048 (LLaMA-1, Touvron et al. 2023, trained its 65B model on 2048 "
                 "A100-80GB; later Meta papers give no per-model count)",
    "a100_memory": "A100 memory size not stated: 80 GB (the torchtune tables' 70B runs need it; Phi-2's card "
                   "does not say)",
    "network": "multi-node runs: InfiniBand/RoCE (rdma) where stated, assumed where not",
    "precision": "precision not stated: bf16 mixed precision",
    "h100_500w": "H100 96GB HBM2e at a 500 W power limit (Grand Teton), scored as an H100 SXM (989 TFLOPS): the "
                 "source says its peak lies between SXM and NVL, so this run is slower than an SXM5 would be",
}

CAL = "published-runs-calibration.csv"
RUNS = "training-runs-public.csv"
FT = "finetune-runs-public.csv"
CARD = "meta-llama/llama-models @1b28708fc46501a449e03d8d618340a052d9ba07: models/llama3_1/MODEL_CARD.md"
CARD3 = "meta-llama/llama-models @e2e67cd8b0feca839666b7082dcc1c4fc0ae11e2: models/llama3/MODEL_CARD.md"
TITAN = "pytorch/torchtitan @820504e20d1149fbf0b98c567af24c4b0433b22d: benchmarks/llama3_h100_202412_torchtitan.md"
PAPER3 = "dubey-2024-llama3 (arXiv 2407.21783) Table 4: 405B, 16,384 H100, BF16 MFU 41% (43% on 8,192)"
CARD31_WHY = ("the Llama 3.1 card's hours are 'the total GPU time required for training each model': they include "
              "the long-context pre-training (up to 128K-token sequences, about 800B tokens for 405B; Llama 3 paper "
              "section 3.4.2) and post-training, which the 15T-token, 8K-sequence FLOP count does not; pre-training "
              "figures for the same family are scored instead (llama3-8b, llama3-70b, llama3.1-405b-pretrain)")
CARD32 = "meta-llama/llama-models @4a9ff6aede5cb4e036542132bb4f8b77a3134908: models/llama3_2/MODEL_CARD.md"


@dataclass(frozen=True)
class Case:
    case: str
    source: str
    gpu: str
    gpus: int
    tokens: float
    published: float  # GPU-hours
    basis: str  # how `published` was obtained
    preset: str | None = None
    params: float | None = None
    seq_len: int | None = None
    method: str = "full"
    precision: str = "bf16"
    mfu: float | None = None  # published utilisation (published is then derived from it)
    tokens_per_s: float | None = None  # published throughput (all GPUs)
    assumed: tuple[str, ...] = field(default_factory=tuple)
    group: str | None = None  # runs of one fixed workload whose size is not published (fitted once per group)
    disputed: str | None = None  # why the figure may not be comparable: scored separately (with and without)


CASES: tuple[Case, ...] = (
    Case("llama2-7b", CAL, "A100-80GB", 2048, 2.0e12, 184320, "reported", "llama-2-7b", seq_len=4096,
         assumed=(ASSUMED["gpu_count"], ASSUMED["precision"])),
    Case("llama2-13b", CAL, "A100-80GB", 2048, 2.0e12, 368640, "reported", "llama-2-13b", seq_len=4096,
         assumed=(ASSUMED["gpu_count"], ASSUMED["precision"])),
    Case("llama2-34b", CAL, "A100-80GB", 2048, 2.0e12, 1038336, "reported", params=34e9, seq_len=4096,
         assumed=(ASSUMED["gpu_count"], ASSUMED["precision"])),
    Case("llama2-70b", CAL, "A100-80GB", 2048, 2.0e12, 1720320, "reported", "llama-2-70b", seq_len=4096,
         assumed=(ASSUMED["gpu_count"], ASSUMED["precision"])),
    # Llama 3: pre-training figures (Llama 3 card: "Pretraining utilized ... GPU hours", 15T tokens at 8K
    # context; the Llama 3 paper's measured MFU for 405B). The Llama 3.1 card's hours are "the total GPU time
    # required for training each model": they add the long-context pre-training (sequences up to 128K, about
    # 800B tokens for 405B, Llama 3 paper section 3.4.2) and post-training, which a 15T x 8K FLOP count leaves out,
    # so the three 3.1-card rows are scored as disputed, both ways.
    Case("llama3-8b", CARD3, "H100", 2048, 15e12, 1.3e6, "reported (Llama 3 card: pre-training)", "llama-3.1-8b",
         seq_len=8192, assumed=(ASSUMED["gpu_count"], "Llama 3 8B has the architecture of preset llama-3.1-8b")),
    Case("llama3-70b", CARD3, "H100", 2048, 15e12, 6.4e6, "reported (Llama 3 card: pre-training)",
         "llama-3.1-70b", seq_len=8192,
         assumed=(ASSUMED["gpu_count"], "Llama 3 70B has the architecture of preset llama-3.1-70b")),
    Case("llama3.1-405b-pretrain", PAPER3, "H100", 16384, 1e9, 0.0, "from BF16 MFU 41% on 16,384 GPUs (Table 4)",
         "llama-3.1-405b", seq_len=8192, mfu=0.41),
    Case("llama3.1-70b", CARD, "H100", 2048, 15e12, 7.0e6, "reported (model card: all stages)", "llama-3.1-70b",
         seq_len=8192, assumed=(ASSUMED["gpu_count"],), disputed=CARD31_WHY),
    Case("llama3.1-405b", CARD, "H100", 16384, 15.6e12, 30.84e6, "reported (model card: all stages); 16,384 GPUs "
         "and 15.6T tokens from the Llama 3 paper (arXiv 2407.21783, section 3.3)", "llama-3.1-405b", seq_len=8192,
         disputed=CARD31_WHY),
    Case("llama3.1-8b", CARD, "H100", 2048, 15e12, 1.46e6, "reported (model card: all stages)", "llama-3.1-8b",
         seq_len=8192, assumed=(ASSUMED["gpu_count"],),
         disputed=CARD31_WHY + "; for 8B the card's 1.46M h imply 18% of the dense peak, the Llama 3 8B's "
                  "pre-training (1.3M h, scored above) 20%"),
    # Meta's small models on the same H100 clusters (Llama 3.2 card): documented differences, so disputed.
    Case("llama3.2-1b", CARD32, "H100", 2048, 9e12, 370e3, "reported (model card 'Training Time'; teacher "
         "logit generation listed apart, 86k h for both)", params=1.236e9, seq_len=8192,
         assumed=(ASSUMED["gpu_count"],),
         disputed="not a plain pretraining run (documented on the card): pruned from Llama 3.1 8B and pretrained "
                  "on 'up to 9T' tokens with the 8B and 70B logits as token-level targets (knowledge "
                  "distillation), so the token count is an upper bound and every step reads the teacher's logits; "
                  "its 370k H100-hours imply at most 8% of the dense peak"),
    Case("llama3.2-3b", CARD32, "H100", 2048, 9e12, 460e3, "reported (model card 'Training Time'; teacher "
         "logit generation listed apart)", params=3.213e9, seq_len=8192, assumed=(ASSUMED["gpu_count"],),
         disputed="as llama3.2-1b (pruned from 8B, distilled on 8B/70B logits, 'up to 9T' tokens); its 460k "
                  "H100-hours imply at most 15% of the dense peak"),
    Case("bloom-176b", CAL, "A100-80GB", 384, 366e9, 1082990, "reported", params=176e9, seq_len=2048),
    Case("mpt-7b", CAL, "A100", 440, 1e12, 100320, "derived", params=6.7e9, seq_len=2048),
    Case("tinyllama-1.1b-300B", CAL, "A100", 16, 300e9, 3456, "reported", params=1.1e9, seq_len=2048),
    Case("llmc-gpt2-124m", CAL, "A100-80GB", 8, 10e9, 12, "derived", "gpt2-124m", seq_len=1024),
    Case("phi-2", RUNS, "A100-80GB", 96, 1.4e12, 32256, "derived: 96 x 14 days", params=2.7e9, seq_len=2048,
         assumed=(ASSUMED["a100_memory"], ASSUMED["precision"])),
    Case("gpt-neox-20b", RUNS, "A100", 96, 472e9, 96 * 1830, "derived: 96 x 1,830 h", params=20e9, seq_len=2048,
         precision="fp16"),
    Case("nemotron-4-340b", RUNS, "H100", 6144, 1e9, 0.0, "from MFU 41-42% (6,144-GPU phase)", params=340e9,
         seq_len=4096, mfu=0.415, assumed=(ASSUMED["precision"],)),
    Case("megatron-gpt3-175b-96", RUNS, "H100", 96, 1e9, 0.0, "from MFU 47% (strong scaling, 96 GPUs)",
         params=175e9, seq_len=4096, mfu=0.47, assumed=(ASSUMED["precision"],)),
    Case("megatron-gpt3-175b-4608", RUNS, "H100", 4608, 1e9, 0.0, "from MFU 42% (strong scaling, 4,608 GPUs)",
         params=175e9, seq_len=4096, mfu=0.42, assumed=(ASSUMED["precision"],)),
    # A small model on Hopper with its GPU count and batch published (FSDP, bf16, no torch.compile; seq 8192).
    Case("torchtitan-llama3.1-8b-8xh100", TITAN, "H100", 8, 1e9, 0.0, "from 5,762 tokens/s per GPU (Table 1)",
         "llama-3.1-8b", seq_len=8192, tokens_per_s=5762 * 8, assumed=(ASSUMED["h100_500w"],)),
    Case("torchtitan-llama3.1-8b-128xh100", TITAN, "H100", 128, 1e9, 0.0, "from 5,605 tokens/s per GPU (Table 3)",
         "llama-3.1-8b", seq_len=8192, tokens_per_s=5605 * 128, assumed=(ASSUMED["h100_500w"],)),
    Case("torchtune-llama3.1-8b-lora-4090", FT, "RTX4090", 1, 1e9, 0.0, "from 3083 tokens/s", "llama-3.1-8b",
         seq_len=2048, method="lora", tokens_per_s=3083),
    Case("torchtune-llama3.1-8b-qlora-4090", FT, "RTX4090", 1, 1e9, 0.0, "from 2413 tokens/s", "llama-3.1-8b",
         seq_len=2048, method="qlora", tokens_per_s=2413),
    Case("torchtune-llama3.1-70b-full-8xa100", FT, "A100-80GB", 8, 1e9, 0.0, "from 1568 tokens/s",
         "llama-3.1-70b", seq_len=2048, tokens_per_s=1568, assumed=(ASSUMED["a100_memory"],)),
    Case("torchtune-llama3.1-70b-lora-8xa100", FT, "A100-80GB", 8, 1e9, 0.0, "from 3497 tokens/s",
         "llama-3.1-70b", seq_len=2048, method="lora", tokens_per_s=3497, assumed=(ASSUMED["a100_memory"],)),
    Case("torchtune-llama3.2-3b-lora-a100", FT, "A100-80GB", 1, 1e9, 0.0, "from 8210 tokens/s", params=3.2e9,
         seq_len=4096, method="lora", tokens_per_s=8210, assumed=(ASSUMED["a100_memory"],)),
    Case("torchtune-llama3.2-3b-qlora-a100", FT, "A100-80GB", 1, 1e9, 0.0, "from 8035 tokens/s", params=3.2e9,
         seq_len=4096, method="qlora", tokens_per_s=8035, assumed=(ASSUMED["a100_memory"],)),
)

MLPERF = "mlperf-training-closed-v4.0-v5.0.csv"
# MLPerf accelerator names -> catalog GPUs (those the catalog has compute figures for).
MLPERF_GPUS = {
    "NVIDIA H100-SXM5-80GB": "H100", "NVIDIA H100-SXM-80GB": "H100", "NVIDIA H200-SXM5-141GB": "H200",
    "NVIDIA Blackwell GPU (B200-SXM-180GB)": "B200", "AMD Instinct MI300X 192GB HBM3": "MI300X",
    "NVIDIA L40S": "L40S", "NVIDIA H100-PCIe-80GB": "H100-PCIE",
}
# MLPerf workloads used for GPU-to-GPU ratios: on 8 GPUs (one node) each benchmark trains to the same target,
# so the unpublished amount of work cancels between GPUs (it is fitted once per benchmark, a nuisance
# parameter). Each GPU enters once, with the median of its submissions' olympic means.
MLPERF_GROUPS = {"llama2_70b_lora": dict(preset="llama-2-70b", method="lora", seq_len=8192)}
MLPERF_VISION = "resnet"

# Left out, and why (printed by bench/accuracy.py).
LEFT_OUT = (
    ("MLPerf Training rows other than the 8-GPU Llama 2 70B LoRA and ResNet-50 ratios (GPT-3, Llama 3.1 405B, "
     "BERT, SD; every multi-node row)",
     "time to a quality target: the tokens or samples processed are not published and grow with the batch "
     "size of each submission, so only same-size comparisons between GPUs are used"),
    ("Olmo Hybrid 7B on B200", "a hybrid (non-transformer) architecture: 6ND does not describe its FLOPs"),
    ("torchtune Llama 3.1 8B full fine-tune on RTX 4090 / A6000",
     "fits 24 GB only with CPU offload or 8-bit states, which the engine does not model; A6000 has no "
     "compute figures in the catalog"),
    ("Stable Diffusion v1, OpenCLIP", "no FLOPs per sample for these models in the catalog"),
    ("Guanaco 65B QLoRA, Alpaca 7B", "GPU not named / wall-clock quoted second-hand"),
)
