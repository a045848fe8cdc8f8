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

# Global batches per optimizer step in tokens, where the run's source states them (the data-parallel term, issue 28);
# the other runs take the catalog's default for their size (defaults.csv global_batch_tokens_ref_llm).
BATCH_LLAMA2 = 4.0e6  # touvron-2023-llama2 section 2.2: "a global batch-size of 4M tokens"
BATCH_LLAMA3_405B = 16e6  # dubey-2024-llama3 Table 4: 16M tokens per batch on 8,192 and 16,384 GPUs
BATCH_BLOOM = 2048 * 2048  # bigscience-2022-bloom: global batch 2048 sequences of 2048 tokens
BATCH_TINYLLAMA = 2.0e6  # zhang-2024-tinyllama: batch of 2M tokens
BATCH_LLMC = 524288  # karpathy-llmc-gpt2: total batch 524,288 tokens (2^19)
BATCH_NEOX = 1538 * 2048  # eleutherai-gpt-neox-20b configs/20B.yml: train_batch_size 1538 of 2048 tokens
BATCH_TITAN_PER_GPU = 2 * 8192  # torchtitan benchmark: local batch 2 x 8192 tokens per GPU (FSDP, no accumulation)
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
    publisher: str | None = None  # who published the run (leave-one-publisher-out); default: by the case name
    workload: str = "llm"
    task: str | None = None  # "finetune" for a full fine-tune (LoRA/QLoRA imply it)
    samples: float | None = None  # vision: samples processed (then ``tokens`` is unused)
    flops_per_sample: float | None = None  # vision: forward FLOPs per sample when the preset has none
    samples_per_s: float | None = None  # published throughput in samples/s (all GPUs)
    sets: str | None = None  # held-out list only: the catalog factor this run was used to set (not counted held out)
    batch_tokens: float | None = None  # global batch per optimizer step in tokens, where published
    packed: bool | None = None  # fine-tune examples packed (torchtune: "packed seq len 2048"); False: padded per batch
    stack: str | None = None  # the software stack that ran it (default: by publisher, STACKS below)
    recompute: bool | None = None  # activation (gradient) checkpointing as the source's recipe sets it; None: not stated
    params_active: float | None = None  # mixture of experts: parameters one token uses (MOE_CASES)


CASES: tuple[Case, ...] = (
    Case("llama2-7b", CAL, "A100-80GB", 2048, 2.0e12, 184320, "reported", "llama-2-7b", seq_len=4096,
         assumed=(ASSUMED["gpu_count"], ASSUMED["precision"]), batch_tokens=BATCH_LLAMA2),
    Case("llama2-13b", CAL, "A100-80GB", 2048, 2.0e12, 368640, "reported", "llama-2-13b", seq_len=4096,
         assumed=(ASSUMED["gpu_count"], ASSUMED["precision"]), batch_tokens=BATCH_LLAMA2),
    Case("llama2-34b", CAL, "A100-80GB", 2048, 2.0e12, 1038336, "reported", params=34e9, seq_len=4096,
         assumed=(ASSUMED["gpu_count"], ASSUMED["precision"]), batch_tokens=BATCH_LLAMA2),
    Case("llama2-70b", CAL, "A100-80GB", 2048, 2.0e12, 1720320, "reported", "llama-2-70b", seq_len=4096,
         assumed=(ASSUMED["gpu_count"], ASSUMED["precision"]), batch_tokens=BATCH_LLAMA2),
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
         "llama-3.1-405b", seq_len=8192, mfu=0.41, batch_tokens=BATCH_LLAMA3_405B),
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
    Case("bloom-176b", CAL, "A100-80GB", 384, 366e9, 1082990, "reported", params=176e9, seq_len=2048, batch_tokens=BATCH_BLOOM),
    Case("mpt-7b", CAL, "A100", 440, 1e12, 100320, "derived", params=6.7e9, seq_len=2048),
    Case("tinyllama-1.1b-300B", CAL, "A100", 16, 300e9, 3456, "reported", params=1.1e9, seq_len=2048, batch_tokens=BATCH_TINYLLAMA),
    Case("llmc-gpt2-124m", CAL, "A100-80GB", 8, 10e9, 12, "derived", "gpt2-124m", seq_len=1024, batch_tokens=BATCH_LLMC),
    Case("phi-2", RUNS, "A100-80GB", 96, 1.4e12, 32256, "derived: 96 x 14 days", params=2.7e9, seq_len=2048,
         assumed=(ASSUMED["a100_memory"], ASSUMED["precision"])),
    Case("gpt-neox-20b", RUNS, "A100", 96, 472e9, 96 * 1830, "derived: 96 x 1,830 h", params=20e9, seq_len=2048,
         precision="fp16", batch_tokens=BATCH_NEOX),
    Case("nemotron-4-340b", RUNS, "H100", 6144, 1e9, 0.0, "from MFU 41-42% (6,144-GPU phase)", params=340e9,
         seq_len=4096, mfu=0.415, assumed=(ASSUMED["precision"],)),
    Case("megatron-gpt3-175b-96", RUNS, "H100", 96, 1e9, 0.0, "from MFU 47% (strong scaling, 96 GPUs)",
         params=175e9, seq_len=4096, mfu=0.47, assumed=(ASSUMED["precision"],)),
    Case("megatron-gpt3-175b-4608", RUNS, "H100", 4608, 1e9, 0.0, "from MFU 42% (strong scaling, 4,608 GPUs)",
         params=175e9, seq_len=4096, mfu=0.42, assumed=(ASSUMED["precision"],)),
    # A small model on Hopper with its GPU count and batch published (FSDP, bf16, no torch.compile; seq 8192).
    Case("torchtitan-llama3.1-8b-8xh100", TITAN, "H100", 8, 1e9, 0.0, "from 5,762 tokens/s per GPU (Table 1)",
         "llama-3.1-8b", seq_len=8192, tokens_per_s=5762 * 8, assumed=(ASSUMED["h100_500w"],), batch_tokens=8 * BATCH_TITAN_PER_GPU),
    Case("torchtitan-llama3.1-8b-128xh100", TITAN, "H100", 128, 1e9, 0.0, "from 5,605 tokens/s per GPU (Table 3)",
         "llama-3.1-8b", seq_len=8192, tokens_per_s=5605 * 128, assumed=(ASSUMED["h100_500w"],), batch_tokens=128 * BATCH_TITAN_PER_GPU),
    Case("torchtune-llama3.1-8b-lora-4090", FT, "RTX4090", 1, 1e9, 0.0, "from 3083 tokens/s", "llama-3.1-8b",
         seq_len=2048, method="lora", tokens_per_s=3083, packed=True, recompute=True),
    Case("torchtune-llama3.1-8b-qlora-4090", FT, "RTX4090", 1, 1e9, 0.0, "from 2413 tokens/s", "llama-3.1-8b",
         seq_len=2048, method="qlora", tokens_per_s=2413, packed=True, recompute=True),
    Case("torchtune-llama3.1-70b-full-8xa100", FT, "A100-80GB", 8, 1e9, 0.0, "from 1568 tokens/s",
         "llama-3.1-70b", seq_len=2048, tokens_per_s=1568, packed=True, recompute=True, assumed=(ASSUMED["a100_memory"],)),
    Case("torchtune-llama3.1-70b-lora-8xa100", FT, "A100-80GB", 8, 1e9, 0.0, "from 3497 tokens/s",
         "llama-3.1-70b", seq_len=2048, method="lora", tokens_per_s=3497, packed=True, recompute=True, assumed=(ASSUMED["a100_memory"],)),
    Case("torchtune-llama3.2-3b-lora-a100", FT, "A100-80GB", 1, 1e9, 0.0, "from 8210 tokens/s", params=3.2e9,
         seq_len=4096, method="lora", tokens_per_s=8210, packed=True, recompute=True, assumed=(ASSUMED["a100_memory"],)),
    Case("torchtune-llama3.2-3b-qlora-a100", FT, "A100-80GB", 1, 1e9, 0.0, "from 8035 tokens/s", params=3.2e9,
         seq_len=4096, method="qlora", tokens_per_s=8035, packed=True, recompute=True, assumed=(ASSUMED["a100_memory"],)),
)

# NVIDIA DeepLearningExamples' encoder-decoder transformers (issue 28: the calibration set had no encoder-class or small
# transformer; no BERT row, those are held out). FLOP convention for an encoder-decoder (stated, the engine's): 6 x N
# per target token plus the attention products, N all parameters (encoder + decoder + shared embedding), because the
# source and target sides are of equal length (BART reconstructs its input; WMT14 pairs are of similar length), so each
# target token stands for one encoder and one decoder pass over the model's parameters. The architecture (for the
# attention term) is the engine's, derived from N (no preset): its layers x hidden is within 15% of BART's 24 x 1024,
# and attention is 1.5-6% of the FLOPs at these lengths. One precision per model and GPU (BF16/AMP, as every other
# calibration run), 1 and 8 GPUs (BART also 320 GPUs on 40 DGX A100), TF32/FP32 rows left out.
DLE_BART = ("gpu-training-throughput.csv: NVIDIA/DeepLearningExamples @729963dd PyTorch/LanguageModeling/BART/README.md "
            "(pre-training performance, DGX A100 80GB, BF16)")
DLE_TRANSFORMER = ("gpu-training-throughput.csv: NVIDIA/DeepLearningExamples @729963dd PyTorch/Translation/Transformer/"
                   "README.md (training performance, mixed precision)")
DLE_ASSUMED = {
    "bart_params": "BART-large: 406M parameters (Lewis et al. 2019, arXiv 1910.13461; 12+12 layers, hidden 1024); "
                   "sequences/s x the pre-training sequence length = target tokens/s",
    "transformer_params": "Transformer (big): 210M parameters (Vaswani et al. 2017, Table 3: 213M; 6+6 layers, hidden "
                          "1024, shared 32k vocabulary); the README's tokens/s counted as target tokens (fairseq's "
                          "ntokens)",
    "wmt_seq": "WMT14 en-de sentences about 30 BPE tokens long on average (4.5M pairs); batches are 10,240 (A100) or "
               "5,120 (V100 16GB) tokens per GPU of such sentences",
}
DLE_CASES: tuple[Case, ...] = tuple(
    Case(f"dle-bart-large-pretrain{seq}-{n}xa100", DLE_BART, "A100-80GB", n, 1e9, 0.0,
         f"from {sps:,} sequences/s on {n} GPUs (BF16, seq {seq}, batch {b} per GPU)", params=406e6, seq_len=seq,
         tokens_per_s=sps * seq, publisher="nvidia-dle", workload="enc-dec", batch_tokens=n * b * seq,
         assumed=(DLE_ASSUMED["bart_params"],))
    for seq, n, sps, b in ((128, 1, 326.53, 200), (128, 8, 2572.86, 200), (128, 320, 97028.51, 200),
                           (512, 1, 69.31, 32), (512, 8, 549.67, 32), (512, 320, 19948.05, 32))
) + tuple(
    Case(f"dle-transformer-big-{n}x{g.lower().replace('-', '')}", DLE_TRANSFORMER, g, n, 1e9, 0.0,
         f"from {tps:,} tokens/s on {n} GPUs (AMP, {b} tokens per GPU)", params=210e6, seq_len=30, precision="fp16",
         tokens_per_s=tps, publisher="nvidia-dle", workload="enc-dec", batch_tokens=n * b,
         assumed=(DLE_ASSUMED["transformer_params"], DLE_ASSUMED["wmt_seq"]))
    for g, n, tps, b in (("A100", 1, 82059, 10240), ("A100", 8, 551599, 10240),
                         ("V100", 1, 32942, 5120), ("V100", 8, 214656, 5120))
)
CASES = CASES + DLE_CASES

# Encoder pre-training from a publisher other than NVIDIA (issue 28 v3.1): MosaicML's reference Hugging Face BERT-Base
# (bert-base-uncased architecture, 110M, BF16 AMP through Composer, no FlashAttention or unpadding: the "framework"
# level). FLOP convention for an encoder: 6 x N per token plus attention at the padded sequence length of 128 (the
# engine's, as the enc-dec rows); C4 documents are truncated or padded to 128 tokens, so every sample counts 128.
MOSAIC_BERT = ("mosaicml/examples @54b82684 examples/benchmarks/bert/README.md ('This will pre-train a HuggingFace BERT "
               "... It takes about 11.5 hours on a single node with 8 A100_80g GPUs', yamls/main/hf-bert-base-uncased."
               "yaml); huggingface.co/mosaicml/mosaic-bert-base README ('For all BERT-Base models, we chose the training "
               "duration to be 286,720,000 samples of sequence length 128'; global batch 4096)")
ENCODER_CASES: tuple[Case, ...] = (
    Case("mosaicml-hf-bert-base-8xa100", MOSAIC_BERT, "A100-80GB", 8, 286_720_000 * 128, 11.5 * 8,
         "reported: about 11.5 h on 8 GPUs for 286,720,000 samples of 128 tokens", "bert-base", seq_len=128,
         publisher="mosaicml-bert", workload="encoder", batch_tokens=4096 * 128,
         assumed=("the README's 'about 11.5 hours' is the whole run's wall clock (evaluation every 2,000 batches "
                  "included)",)),
)
CASES = CASES + ENCODER_CASES

# LoRA fine-tunes from a publisher not used before (issue 28 v3.1): the Qwen team's profile of its DeepSpeed/PEFT
# fine-tuning scripts (Hugging Face Transformers + PEFT, PyTorch 2.0, FlashAttention-2: the "framework" level) on one
# A100-SXM4-80G, batch 1 x gradient accumulation 8 of inputs of a fixed length, seconds per iteration; the 2048-token
# column. An iteration is 8 sequences of 2048 tokens (no padding: every input has that length, so scored as packed).
# Parameters: Qwen-1.8B 1.84B, Qwen-7B 7.72B, Qwen-14B 14.17B (Qwen technical report, arXiv 2309.16609, Table 1 and the
# model cards); the architecture is the engine's, derived from N (no preset). Q-LoRA rows are left out: they
# fine-tune the GPTQ Int4 chat models, not the NF4 the engine's QLoRA factor stands for.
QWEN_FT = ("QwenLM/Qwen @ee01f36e recipes/finetune/deepspeed/readme.md ('Profiling of Memory and Speed': single "
           "A100-SXM4-80G, CUDA 11.8, PyTorch 2.0, FlashAttention-2, batch size 1, gradient accumulation 8)")
QWEN_CASES: tuple[Case, ...] = tuple(
    Case(f"qwen-{name}-lora-2048-1xa100", QWEN_FT, "A100-80GB", 1, 1e9, 0.0,
         f"from {sec} s/it for 8 x 2048 tokens (LoRA, seq 2048)", params=n, seq_len=2048, method="lora",
         tokens_per_s=8 * 2048 / sec, publisher="qwen", packed=True, recompute=True,
         assumed=("an iteration is one optimizer step of 8 micro-batches of one 2048-token input",))
    for name, n, sec in (("1.8b", 1.84e9, 1.7), ("7b", 7.72e9, 5.2), ("14b", 14.17e9, 8.4))
)
CASES = CASES + QWEN_CASES

# Small and mid-size models on framework code from more publishers (issue 28 v3.3; the gap the v3.1 comparison
# named). Each fact from the source quoted in catalogs/calibration.csv / curated_sources.csv; runs the issue names
# as held back were not searched for.
# MosaicML's LLM Foundry throughput table (Composer + PyTorch FSDP FULL_SHARD, FlashAttention, amp_bf16, activation
# checkpointing off in every row used): one stack, 125M-13B, on 8 A100-80GB and on H100-80GB, sequence 2048; the
# published tokens/s per GPU of a 12-step benchmark (a throughput, not a whole run). The rows at 2048 tokens on the
# fewest GPUs listed for each size.
FOUNDRY = ("mosaicml/llm-foundry @061f2c7c scripts/train/benchmarking/README.md ('MPT Training Benchmarks': "
           "'## A100 80GB with 1600 Gbps node-node interconnect (RoCE)', '## H100 80GB BF16'; Throughput (T/s/GPU))")
FOUNDRY_CASES: tuple[Case, ...] = tuple(
    Case(f"foundry-mpt-{name}-{n}x{g.lower().replace('-80gb', '')}", FOUNDRY, g, n, 1e9, 0.0,
         f"from {tps:,} tokens/s per GPU (12-step benchmark, seq 2048)", params=p, seq_len=2048, tokens_per_s=tps * n,
         publisher="mosaicml", batch_tokens=gbs, recompute=False)
    for name, g, n, p, tps, gbs in (
        ("125m", "A100-80GB", 8, 125_311_488, 142_830, 1_310_720),
        ("350m", "A100-80GB", 8, 355_985_408, 58_782, 1_048_576),
        ("760m", "A100-80GB", 8, 760_470_528, 32_434, 786_432),
        ("1b", "A100-80GB", 8, 1_315_950_592, 20_513, 917_504),
        ("3b", "A100-80GB", 8, 2_651_837_440, 10_811, 327_680),
        ("7b", "A100-80GB", 8, 6_658_859_008, 4_641, 196_608),
        ("13b", "A100-80GB", 8, 12_853_954_560, 2_262, 98_304),
        ("760m", "H100", 8, 760_470_528, 63_147, 786_432),
        ("1b", "H100", 8, 1_315_950_592, 45_455, 229_376),
        ("3b", "H100", 16, 2_651_837_440, 24_142, 983_040),
        ("7b", "H100", 8, 6_658_859_008, 10_643, 98_304),
        ("13b", "H100", 8, 12_853_954_560, 4_792, 32_768),
    )
)
STABLELM = ("huggingface.co/stabilityai/stablelm-3b-4e1t model card ('trained ... across 256 NVIDIA A100 40GB GPUs ... "
            "took approximately 30 days'; 2,795,443,200 parameters; 4 epochs of 1T tokens, bfloat16); Stability-AI/"
            "StableLM @8a9fb3d2 configs/stablelm-3b-4e1t.yml ('955_000 iters ~= 4.0T tokens at bs=4M', seq-length 4096, "
            "checkpoint-activations true, flash attention)")
SMOLLM3 = ("huggingface/smollm @cdbe30ad text/pretraining/README.md ('We use a global batch size of 2.36M tokens with "
           "4096 sequence length ... nanotron ... trained on 384 H100 GPUs for 24 days'); huggingface.co/datasets/"
           "HuggingFaceTB/smollm3-configs ('trained on 11.2T tokens in 3 stages on 4k context')")
COSMO = ("huggingface.co/HuggingFaceTB/cosmo-1b model card ('1.8B model ... 180B tokens with a sequence length of 2k, a "
         "global batch size of 1.3M tokens'; 'Precision: bfloat16'; 'GPUs: 160 H100'; 'Training time: 15hours')")
SANTACODER = ("huggingface.co/bigcode/santacoder model card ('1.1B parameter models'; 'Pretraining tokens: 236 billion'; "
              "'Precision: float16'; 'GPUs: 96 Tesla V100'; 'Training time: 6.2 days'; 'Orchestration: Megatron-LM')")
NANOGPT = ("karpathy/nanoGPT @3adf61e1 README.md ('reproduces GPT-2 (124M) on OpenWebText, running on a single 8XA100 "
           "40GB node in about 4 days of training'), config/train_gpt2.py (491,520 tokens a step, max_iters 600000), "
           "train.py (bfloat16, compile = True)")
MORE_CASES: tuple[Case, ...] = FOUNDRY_CASES + (
    Case("stablelm-3b-4e1t", STABLELM, "A100", 256, 4.0e12, 256 * 30 * 24, "reported: approximately 30 days on 256 GPUs",
         params=2.795e9, seq_len=4096, publisher="stability", batch_tokens=4 * 256 * 4096, recompute=True,
         assumed=("'approximately 30 days' taken as the whole run's wall clock on all 256 GPUs",)),
    Case("smollm3-3b", SMOLLM3, "H100", 384, 11.2e12, 384 * 24 * 24, "reported: 24 days on 384 GPUs",
         params=3.0e9, seq_len=4096, publisher="huggingface-tb", batch_tokens=2_359_296,
         assumed=("parameters as named ('3B'; the sources give no exact count)",
                  "bf16 (the sources name no precision); the 24 days taken as the three 4k-context stages")),
    Case("cosmo-1b", COSMO, "H100", 160, 180e9, 160 * 15, "reported: 15 hours on 160 GPUs", params=1.8e9,
         seq_len=2048, publisher="huggingface-tb", batch_tokens=1.3e6),
    Case("santacoder-1.1b", SANTACODER, "V100", 96, 236e9, 96 * 6.2 * 24, "reported: 6.2 days on 96 GPUs",
         params=1.1e9, seq_len=2048, precision="fp16", publisher="bigcode",
         assumed=("sequence length 2048 (the card does not say; SantaCoder's context window)",
                  "V100 memory not stated: 16 GB")),
    Case("nanogpt-gpt2-124m-8xa100", NANOGPT, "A100", 8, 600_000 * 491_520, 8 * 4 * 24,
         "reported: about 4 days on 8 GPUs", "gpt2-124m", seq_len=1024, publisher="karpathy-llm.c",
         batch_tokens=491_520, stack="framework",
         assumed=("'about 4 days' (the config's comment says ~5) taken as the run's wall clock",)),
)
CASES = CASES + MORE_CASES

# Runs checked against the engine and NOT fitted (bench/accuracy.py prints them in every mode, after the calibration
# runs; docs/estimates.md v3.3): V100 runs of two stacks one GPU-class factor cannot hold together. Microsoft
# DeepSpeed's BERT-large record (one fp16 recipe with its fused transformer kernels, timed on 16 to 1,024 V100 in
# DGX-2 nodes) runs 1.4-1.8x faster than the engine gives, Megatron-LM's 2019 GPT-2 runs (fp16, activation
# checkpointing) 1.8-2.6x slower; fitted in, they raise leave-one-out from 17.2 to 19.6% and leave-one-publisher-out
# from 20.8 to 27.8%.
DS_BERT = ("microsoft/DeepSpeed @02e3048f docs/_posts/2020-05-28-fastest-bert-training.md (Table 1: 'end-to-end "
           "BERT-Large pretraining time ... using 16 to 1024 GPUs': 33 hr 13 min, 8 hr 41 min, 144 min, 44 min) and "
           "docs/_tutorials/bert-pretraining.md @0ab6421a (64K at 128 / 32K at 512; sample count 403M / 18-22M; fp16)")
MEGATRON_V100 = ("Shoeybi et al. 2019, Megatron-LM (arXiv 1909.08053) section 4.2 (mixed precision, activation "
                 "checkpointing after every transformer layer, sequences of 1024 at a batch of 512) and Table 2 "
                 "(time per epoch of 68,507 iterations: 355M on 64 GPUs 0.86 days, 2.5B on 128 2.27, 8.3B on 512 "
                 "2.10; DGX-2H, Tesla V100 SXM3 32GB)")
CHECKED: tuple[Case, ...] = tuple(
    Case(f"deepspeed-bert-large-{n}xv100", DS_BERT, "V100-32GB", n, 403e6 * 128 + 20e6 * 512, n * h,
         f"reported: {t} on {n} GPUs", "bert-large", seq_len=128, precision="fp16", publisher="microsoft",
         workload="encoder", batch_tokens=65536 * 128,
         assumed=("phase 2 taken at 20M samples of 512 (the tutorial: 18-22M), both phases scored at 128 tokens "
                  "(83% of the tokens)", "every row of Table 1 on the tutorial's 64K/32K recipe"))
    for n, h, t in ((16, 33 + 13 / 60, "33 h 13 min"), (64, 8 + 41 / 60, "8 h 41 min"), (256, 2.4, "144 min"),
                    (1024, 44 / 60, "44 min"))
) + tuple(
    Case(f"megatron-gpt2-{name}-v100", MEGATRON_V100, "V100-32GB", n, 68_507 * 512 * 1024, n * days * 24,
         f"reported: {days} days per epoch on {n} GPUs", params=p, seq_len=1024, precision="fp16", publisher="nvidia",
         batch_tokens=512 * 1024, recompute=True)
    for name, p, n, days in (("355m", 355e6, 64, 0.86), ("2.5b", 2.5e9, 128, 2.27), ("8.3b", 8.3e9, 512, 2.10))
)

# Mixture-of-experts runs with published GPU-hours (issue 28, estimates v3.4). Not in the dense fit: they set
# defaults.csv moe_train_efficiency, the share of a dense model's speed (of the same active size) a mixture of
# experts reaches; bench/accuracy_moe.py prints the table, the factor and its leave-one-publisher-out. DeepSeek's
# dense 67B, timed by the same paper on the same H800 cluster, is the reference that separates the MoE penalty
# from the stack (scored, not counted in the factor). Llama 4's card hours are printed, not counted (disputed).
DSV2 = ("DeepSeek-AI 2024, DeepSeek-V2 (arXiv 2405.04434) section 3.2.3, 'Training and Inference Efficiency' ('During "
        "our practical training on the H800 cluster, for training on each trillion tokens, DeepSeek 67B requires "
        "300.6K GPU hours, while DeepSeek-V2 needs only 172.8K GPU hours'); section 3.2.2 (batch 'increased from 2304 "
        "to 9216 in the training of the first 225B tokens, and then keeps 9216'; maximum sequence length 4K; 236B "
        "total, 21B activated); text read through repository copies of the paper")
DS67 = ("DeepSeek-AI 2024, DeepSeek LLM (arXiv 2401.02954) Table 2 (67B: 95 layers, d_model 8192, 64 heads, 8 KV heads, "
        "context 4096, batch 4608 sequences, 2.0T tokens); its GPU-hours per trillion tokens on the H800 cluster from "
        "the DeepSeek-V2 paper (300.6K, section 3.2.3)")
DSV3 = ("DeepSeek-AI 2024, DeepSeek-V3 technical report (arXiv 2412.19437) section 1 and Table 1 ('training DeepSeek-V3 "
        "on each trillion tokens requires only 180K H800 GPU hours, i.e., 3.7 days on our cluster with 2048 H800 "
        "GPUs'; FP8 mixed-precision training), section 4.2 (batch 3072 to 15360 sequences over the first 469B tokens, "
        "then 15360; sequence length 4K); text read through repository copies of the report")
JETMOE = ("Shen et al. 2024, JetMoE (arXiv 2404.07413) abstract ('1.25T tokens ... and 30,000 H100 GPU hours'); "
          "huggingface.co/jetmoe/jetmoe-8b model card ('8 billion parameters in total and 2.2B active parameters'; "
          "'global batch-size of 4M tokens'); research.myshell.ai/jetmoe ('We used a 96xH100 GPU cluster for 2 weeks')")
NEMO = ("NVIDIA-NeMo/Megatron-Bridge @067f987d docs/performance-summary-archive.md, '26.04.01 NeMo Container', "
        "Pre-Training Performance, DGX-H100 rows (Tokens / sec / GPU; GBS, sequence length, precision as listed); its "
        "footnote: 'In MoE training benchmarks, we force-balance the token distribution among experts and all "
        "benchmarks are token-dropless'")
NEMO_BALANCED = ("experts force-balanced by the benchmark (NeMo's footnote): a real run's uneven routing is slower, "
                 "so this is the fastest the stack runs this model")
GPT_OSS = ("gpt-oss-120b: 116.8B parameters, 5.1B active per token (OpenAI gpt-oss model card); given by size, its "
           "architecture is the engine's for 5.1B")
LLAMA4 = ("meta-llama Llama 4 model card ('Training Time (GPU hours)': Scout 5.0M, Maverick 2.38M, H100-80GB; 'Llama 4 "
          "Scout was pretrained on ~40 trillion tokens and Llama 4 Maverick ... on ~22 trillion tokens of multimodal "
          "data'); text read through repository copies of the card")
LLAMA4_WHY = ("the card's table is 'Training Time' without saying which stages it holds (the Llama 3.1 card's held all "
              "of them), the ~40T/~22T tokens are multimodal (image tokens through a vision encoder the 6ND count "
              "leaves out), and neither GPU count nor precision is published")
LLAMA4_BATCH = "global batch not published: 16M tokens (Llama 3 405B's final batch, Llama 3 paper section 3.4.1)"
MOE_CASES: tuple[Case, ...] = (
    Case("deepseek-67b-h800 (dense reference)", DS67, "H800", 2048, 1e12, 300.6e3,
         "reported: 300.6K GPU hours per trillion tokens", params=67e9, seq_len=4096, publisher="deepseek",
         batch_tokens=4608 * 4096,
         assumed=("GPU count not published: 2,048 (DeepSeek-V3's H800 cluster)",
                  "parameters as named (67B)", "precision not stated: bf16 mixed precision")),
    Case("deepseek-v2", DSV2, "H800", 2048, 1e12, 172.8e3, "reported: 172.8K GPU hours per trillion tokens",
         params=236e9, params_active=21e9, seq_len=4096, publisher="deepseek", batch_tokens=9216 * 4096,
         assumed=("GPU count not published: 2,048 (DeepSeek-V3's H800 cluster)",
                  "precision not stated: bf16 mixed precision (FP8 training is introduced with DeepSeek-V3)")),
    Case("deepseek-v3", DSV3, "H800", 2048, 1e12, 180e3, "reported: 180K GPU hours per trillion tokens",
         "deepseek-v3", seq_len=4096, precision="fp8", publisher="deepseek", batch_tokens=15360 * 4096),
    Case("jetmoe-8b", JETMOE, "H100", 96, 1.25e12, 30e3, "reported: 30,000 GPU hours for 1.25T tokens",
         params=8e9, params_active=2.2e9, seq_len=4096, publisher="myshell", batch_tokens=4e6,
         assumed=("sequence length not stated in the sources read: 4,096", "precision not stated: bf16")),
    Case("nemo-llama3-70b-64xh100-fp8 (dense reference)", NEMO, "H100", 64, 1e10, 0.0, "from 1,664 tokens/s/GPU",
         "llama-3.1-70b", seq_len=8192, precision="fp8", publisher="nvidia", tokens_per_s=1664 * 64,
         batch_tokens=256 * 8192, assumed=("Llama 3 70B has the architecture of preset llama-3.1-70b",)),
    Case("nemo-llama3.1-405b-1024xh100-fp8 (dense reference)", NEMO, "H100", 1024, 1e10, 0.0,
         "from 328 tokens/s/GPU", "llama-3.1-405b", seq_len=8192, precision="fp8", publisher="nvidia",
         tokens_per_s=328 * 1024, batch_tokens=1536 * 8192),
    Case("nemo-qwen3-30b-a3b-16xh100-fp8", NEMO, "H100", 16, 1e10, 0.0, "from 8,960 tokens/s/GPU", "qwen3-30b-a3b",
         seq_len=4096, precision="fp8", publisher="nvidia", tokens_per_s=8960 * 16, batch_tokens=1024 * 4096,
         assumed=(NEMO_BALANCED,)),
    Case("nemo-qwen3-235b-a22b-256xh100-fp8", NEMO, "H100", 256, 1e10, 0.0, "from 1,712 tokens/s/GPU",
         "qwen3-235b-a22b", seq_len=4096, precision="fp8", publisher="nvidia", tokens_per_s=1712 * 256,
         batch_tokens=8192 * 4096, assumed=(NEMO_BALANCED,)),
    Case("nemo-gpt-oss-120b-64xh100-bf16", NEMO, "H100", 64, 1e10, 0.0, "from 5,824 tokens/s/GPU", params=116.8e9,
         params_active=5.1e9, seq_len=4096, precision="bf16", publisher="nvidia", tokens_per_s=5824 * 64,
         batch_tokens=1280 * 4096, assumed=(NEMO_BALANCED, GPT_OSS)),
    Case("llama4-scout", LLAMA4, "H100", 8192, 40e12, 5.0e6, "reported (model card: 'Training Time')",
         params=109e9, params_active=17e9, seq_len=8192, publisher="meta", disputed=LLAMA4_WHY, batch_tokens=16e6,
         assumed=("GPU count not published: 8,192", "precision not stated: bf16", LLAMA4_BATCH)),
    Case("llama4-maverick", LLAMA4, "H100", 8192, 22e12, 2.38e6, "reported (model card: 'Training Time')",
         params=400e9, params_active=17e9, seq_len=8192, publisher="meta", disputed=LLAMA4_WHY, batch_tokens=16e6,
         assumed=("GPU count not published: 8,192", "precision not stated: bf16", LLAMA4_BATCH)),
)

# Dense pre-training runs of publishers the fit has no run of (or another team's stack), scored once by the engine
# as bundled and never fitted (issue 28, estimates v3.4): the nearest we can come to "runs held back" ourselves.
# bench/accuracy.py prints them in every mode; DeepSeek's dense 67B on H800 is in MOE_CASES (the MoE reference).
OPT = ("Zhang et al. 2022, OPT (arXiv 2205.01068) section 2.4 ('We trained OPT-175B on 992 80GB A100 GPUs ... We "
       "achieve utilization of up to 147 TFLOP/s per GPU'; weights in FP16), Table 1 (175B: batch 2M tokens), section "
       "2.2 (180B tokens, sequence length 2048); text read through repository copies of the paper")
FALCON7 = ("huggingface.co/tiiuae/falcon-7b model card ('trained on 384 A100 40GB GPUs'; precision bfloat16; batch size "
           "2304; sequence length 2048; 'trained on 1,500B tokens'; 'Training happened in early March 2023 and took "
           "about two weeks'); text read through repository copies of the card")
FALCON40 = ("huggingface.co/tiiuae/falcon-40b model card ('trained on 384 A100 40GB GPUs, using a 3D parallelism strategy "
            "(TP=8, PP=4, DP=12) combined with ZeRO'; bfloat16; batch size 1152; 'trained on 1,000B tokens'; 'Training "
            "started in December 2022 and took two months'); text read through repository copies of the card")
LLAMA1 = ("Touvron et al. 2023, LLaMA (arXiv 2302.13971) Table 15 (GPU-hours on A100-80GB: 7B 82,432, 13B 135,168, "
          "33B 530,432, 65B 1,022,362), Table 2 (6.7B/13.0B/32.5B/65.2B; 1.0T/1.0T/1.4T/1.4T tokens; batch 4M), "
          "section 2.4 ('65B ... 2048 A100 GPU with 80GB of RAM')")
BLOOMBERG = ("Wu et al. 2023, BloombergGPT (arXiv 2303.17564) section 3 (64 p4d.24xlarge = 512 A100 40GB; ZeRO-3, "
             "activation checkpointing, BF16; 139,200 steps (~53 days); 569B tokens; batch 2,048 x 2,048 after warm-up)")
STARCODER = ("Li et al. 2023, StarCoder (arXiv 2305.06161): StarCoderBase 15.5B on 1T tokens, 512 A100 80GB, 8K "
             "context, batch 4M tokens, BF16; 320,256 GPU hours (its emissions section; also cited second-hand)")
GLM130 = ("Zeng et al. 2022, GLM-130B (arXiv 2210.02414): 400B tokens over 60 days on 96 NVIDIA DGX-A100 (8 x 40G) "
          "nodes, FP16 mixed precision")
FALCON180 = ("huggingface.co/blog/falcon-180b ('trained on 3.5 trillion tokens on up to 4096 GPUs simultaneously, using "
             "Amazon SageMaker for a total of ~7,000,000 GPU hours'); A100 40GB (Falcon series)")
PHI15 = ("huggingface.co/microsoft/phi-1_5 model card ('Training tokens: 150B tokens; Precision: fp16; GPUs: "
         "32xA100-40G; Training time: 8 days')")
LLMC_15B = ("karpathy/llm.c @039904ee scripts/run_gpt2_1558M.sh ('32,000 steps on ~1M tokens/step (1,048,576 to be "
            "precise) on 8X H100 80GB SXM ... steps in 2.80s/iter'; -r 0: no recompute)")
ROBERTA = ("Liu et al. 2019, RoBERTa (arXiv 1907.11692) section 5 ('BERT-LARGE architecture ... 355M parameters. We "
           "pretrain for 100K steps ... using 1024 V100 GPUs for approximately one day'); batch 8K sequences of up to "
           "512 tokens (section 4.3); DGX-1 8 x 32GB V100, mixed precision (section 3.1)")
UNSEEN: tuple[Case, ...] = (
    Case("opt-175b", OPT, "A100-80GB", 992, 180e9, 0.0, "from 'up to 147 TFLOP/s per GPU' (47% of the FP16 peak)",
         params=175e9, seq_len=2048, precision="fp16", mfu=147 / 312, publisher="meta-opt", batch_tokens=2e6,
         assumed=("'up to 147 TFLOP/s' taken as the run's utilisation: its best, so the published hours are a low end",)),
    Case("falcon-7b", FALCON7, "A100", 384, 1.5e12, 384 * 14 * 24, "reported: about two weeks on 384 GPUs",
         params=7e9, seq_len=2048, publisher="tii", batch_tokens=2304 * 2048,
         assumed=("'about two weeks' taken as 14 days of the whole run", "parameters as named (7B)")),
    Case("falcon-40b", FALCON40, "A100", 384, 1e12, 384 * 61 * 24, "reported: two months on 384 GPUs",
         params=40e9, seq_len=2048, publisher="tii", batch_tokens=1152 * 2048,
         assumed=("'two months' taken as 61 days of the whole run", "parameters as named (40B)")),
) + (
    # Added with estimates v3.6 (issue 28 names these runs among those held back): scored once on the engine as it
    # stood, nothing in the catalog or the model changed after seeing them. Sources as read; conventions stated.
    *(Case(f"llama1-{name}", LLAMA1, "A100-80GB", 2048, tokens, hours, "reported (Table 15, GPU-hours)",
           params=params, seq_len=2048, publisher="meta-llama1", batch_tokens=4e6,
           assumed=(() if name == "65b" else (ASSUMED["gpu_count"],)) + (ASSUMED["precision"],))
      for name, params, tokens, hours in (("7b", 6.7e9, 1.0e12, 82_432), ("13b", 13.0e9, 1.0e12, 135_168),
                                          ("33b", 32.5e9, 1.4e12, 530_432), ("65b", 65.2e9, 1.4e12, 1_022_362))),
    Case("bloomberggpt-50b", BLOOMBERG, "A100", 512, 569e9, 512 * 53 * 24, "reported: ~53 days on 512 GPUs",
         params=50.6e9, seq_len=2048, publisher="bloomberg", batch_tokens=2048 * 2048, recompute=True,
         assumed=("'~53 days' on all 512 GPUs (139,200 steps x 32.5 s = 52.4 days); the '1.3M GPU hours' of the "
                  "paper is the budget, not the run",)),
    Case("starcoderbase-15.5b", STARCODER, "A100-80GB", 512, 1e12, 320_256, "reported: 320,256 GPU hours",
         params=15.5e9, seq_len=8192, publisher="bigcode", batch_tokens=512 * 8192,
         assumed=("multi-query attention and fill-in-the-middle scored as a plain decoder of 15.5B",)),
    Case("glm-130b", GLM130, "A100", 768, 400e9, 768 * 60 * 24, "reported: 60 days on 96 DGX-A100 (768 GPUs)",
         params=130e9, seq_len=2048, precision="fp16", publisher="thudm", batch_tokens=4224 * 2048,
         assumed=("'60 days' taken as the whole run on all 768 GPUs", "A100 40GB (DGX-A100 40G)",
                  "global batch 4,224 sequences of 2,048 tokens (its final batch)")),
    Case("falcon-180b", FALCON180, "A100", 4096, 3.5e12, 7.0e6, "reported: ~7,000,000 GPU hours",
         params=180e9, seq_len=2048, publisher="tii", batch_tokens=2048 * 2048,
         assumed=("'up to 4,096 GPUs' scored at 4,096", "global batch 2,048 sequences of 2,048 tokens")),
    Case("phi-1.5", PHI15, "A100", 32, 150e9, 32 * 8 * 24, "reported: 8 days on 32 GPUs", params=1.3e9,
         seq_len=2048, precision="fp16", publisher="microsoft-phi",
         assumed=("'8 days' taken as the whole run on all 32 GPUs",)),
    Case("llmc-gpt2-1.5b-8xh100", LLMC_15B, "H100", 8, 32_000 * 1_048_576, 0.0, "from 2.80 s per 1,048,576-token step",
         "gpt2-1.5b", seq_len=1024, publisher="karpathy", batch_tokens=1_048_576, tokens_per_s=1_048_576 / 2.80,
         recompute=False),
    Case("roberta-large-100k-1024xv100", ROBERTA, "V100-32GB", 1024, 100_000 * 8192 * 512, 1024 * 24,
         "reported: about one day on 1,024 GPUs", "bert-large", seq_len=512, precision="fp16",
         publisher="facebook-roberta", workload="encoder", batch_tokens=8192 * 512,
         assumed=("RoBERTa-large (355M) scored as BERT-large (340M; RoBERTa's larger vocabulary)",
                  "'approximately one day' taken as 24 hours; every sequence 512 tokens (FULL-SENTENCES packing)")),
)

# NVIDIA NeMo's previous container (25.11) on DGX-B200 and DGX-H100, dense and mixture-of-experts: checked, never
# fitted (estimates v3.4). The same stack as MOE_CASES' NeMo rows one release earlier, so not independent of them;
# they test the Blackwell FP8 extrapolation and the MoE factor on B200. bench/accuracy.py prints them in every mode.
NEMO_2511 = ("NVIDIA-NeMo/Megatron-Bridge @067f987d docs/performance-summary-archive.md, '25.11 NeMo Container', "
             "Pre-Training Performance, 'System: DGX-B200' and 'System: DGX-H100' (Tokens / sec / GPU; FP8-CS rows; "
             "MoE rows with experts force-balanced)")
NEMO_CHECKED: tuple[Case, ...] = tuple(
    Case(name, NEMO_2511, gpu, n, 1e10, 0.0, f"from {tps:,} tokens/s/GPU", preset, params=params,
         params_active=active, seq_len=seq, precision=prec, publisher="nvidia", tokens_per_s=tps * n,
         batch_tokens=gbs * seq, assumed=(GPT_OSS,) if preset is None else ())
    for name, gpu, n, preset, params, active, seq, prec, tps, gbs in (
        ("nemo2511-llama3-8b-8xb200-fp8", "B200", 8, "llama-3.1-8b", None, None, 8192, "fp8", 30624, 128),
        ("nemo2511-llama3.1-405b-128xb200-fp8", "B200", 128, "llama-3.1-405b", None, None, 8192, "fp8", 661, 64),
        ("nemo2511-llama3-8b-8xh100-fp8", "H100", 8, "llama-3.1-8b", None, None, 8192, "fp8", 14451, 128),
        ("nemo2511-llama3-70b-64xh100-fp8", "H100", 64, "llama-3.1-70b", None, None, 8192, "fp8", 1602, 128),
        ("nemo2511-llama3.1-405b-1024xh100-fp8", "H100", 1024, "llama-3.1-405b", None, None, 8192, "fp8", 292, 512),
        ("nemo2511-qwen3-30b-a3b-8xb200-fp8 (MoE)", "B200", 8, "qwen3-30b-a3b", None, None, 4096, "fp8", 9299, 512),
        ("nemo2511-qwen3-235b-a22b-64xb200-fp8 (MoE)", "B200", 64, "qwen3-235b-a22b", None, None, 4096, "fp8", 3269,
         1024),
        ("nemo2511-gpt-oss-120b-64xb200-bf16 (MoE)", "B200", 64, None, 116.8e9, 5.1e9, 4096, "bf16", 8213, 512),
        ("nemo2511-deepseek-v3-256xb200-fp8 (MoE)", "B200", 256, "deepseek-v3", None, None, 4096, "fp8", 2139, 2048),
    )
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
# Multi-node MLPerf benchmarks used for GPU-to-GPU ratios the same way, at one GPU count (issue 28): Llama 3.1 405B
# pre-training on 512 GPUs, the only size at which H100, H200 and Blackwell all submitted. It shows the fit a large
# model on B200 and H200, which the 8-GPU LoRA ratios alone do not (a peak exponent above 1 otherwise).
MLPERF_MULTI = {"llama31_405b": dict(preset="llama-3.1-405b", seq_len=8192, gpus=512)}
# Accelerators of those rows without a catalog row: (catalog GPU standing in, GPU-hours factor, why)
MLPERF_STAND_IN = {"NVIDIA Blackwell GPU (GB200)": (
    "B200", 2500 / 2250, "GB200 scored as B200: the same 8 TB/s Blackwell GPU with 2.5 instead of 2.25 PFLOPS dense "
    "BF16 (NVIDIA GB200 NVL72 vs HGX B200 datasheets), so its GPU-hours x 1.11 stand for a B200's")}

# Left out, and why (printed by bench/accuracy.py).
LEFT_OUT = (
    ("MLPerf Training rows other than the 8-GPU Llama 2 70B LoRA and ResNet-50 ratios (GPT-3, Llama 3.1 405B, "
     "BERT, SD; every multi-node row)",
     "time to a quality target: the tokens or samples processed are not published and grow with the batch "
     "size of each submission, so only same-size comparisons between GPUs are used"),
    ("Olmo Hybrid 7B on B200 (from the fit)", "a hybrid (non-transformer) architecture: 6ND only approximates its "
     "FLOPs; it is in HELD_OUT, scored with that caveat"),
    ("torchtune Llama 3.1 8B full fine-tune on RTX 4090 / A6000",
     "fits 24 GB only with CPU offload or 8-bit states, which the engine does not model; A6000 has no "
     "compute figures in the catalog"),
    ("Stable Diffusion v1", "no FLOPs per sample in the catalog: its A100 hours are the measured throughput row "
     "of catalogs/throughput.csv instead (so not an independent check); OpenCLIP is in HELD_OUT"),
    ("Guanaco 65B QLoRA, Alpaca 7B", "GPU not named / wall-clock quoted second-hand"),
)


# Who published each calibration run (leave-one-publisher-out): by the start of the case name.
PUBLISHERS = (("llama", "meta"), ("bloom", "bigscience"), ("mpt", "mosaicml"), ("tinyllama", "tinyllama"),
              ("llmc", "karpathy-llm.c"), ("phi", "microsoft"), ("gpt-neox", "eleutherai"), ("nemotron", "nvidia"),
              ("megatron", "nvidia"), ("torchtitan", "pytorch"), ("torchtune", "pytorch"), ("mlperf", "mlcommons"))


# The software stack of each calibration run, from its source (issue 28, estimates v3.1). "fused": hand-fused CUDA
# kernels written for the run (llm.c: its own CUDA kernels for every layer, karpathy/llm.c README; TinyLlama: fused
# FlashAttention-2, fused layernorm, rotary, SwiGLU and cross-entropy kernels, Zhang et al. 2024 section 2.3). The
# rest is "framework": a stack as shipped, whose kernels the user does not write. That includes the large-scale
# Megatron-LM / DeepSpeed / NeMo runs (Llama 2/3 on Meta's in-house stack, BLOOM on Megatron-DeepSpeed, GPT-NeoX,
# Phi-2 on DeepSpeed, Nemotron and Megatron GPT-3 on Megatron-Core, the MLPerf submissions on NeMo): those libraries
# ship their fused kernels (fused softmax, bias-GeLU, FlashAttention) and a user who trains with them gets them
# without writing any, so they are the framework a large job uses (a separate "megatron" label, fitted by
# bench/accuracy.py --stacks fused,megatron, is compared in docs/estimates.md v3.1).
STACK_BY_PUBLISHER = {"karpathy-llm.c": "fused", "tinyllama": "fused"}
MEGATRON_PUBLISHERS = ("meta", "bigscience", "microsoft", "eleutherai", "nvidia", "mlcommons")  # the comparison only


def stack(c: Case, megatron: bool = False) -> str:
    """The software-stack label of a run: its own, else by publisher (fused or framework); with ``megatron`` the
    large-scale Megatron/DeepSpeed publishers get their own label (for the comparison)."""
    if c.stack:
        return c.stack
    who = publisher(c)
    if megatron and who in MEGATRON_PUBLISHERS:
        return "megatron"
    return STACK_BY_PUBLISHER.get(who, "framework")


def publisher(c: Case) -> str:
    if c.publisher:
        return c.publisher
    return next((who for start, who in PUBLISHERS if c.case.startswith(start)), c.source)


DLE_BERT = "gpu-training-throughput.csv: NVIDIA/DeepLearningExamples @729963dd PyTorch/LanguageModeling/BERT/README.md"
LF = ("gpu-training-throughput.csv: unslothai/unsloth README @2bc34566 ('Llama-Factory 3rd party benchmarking', "
      "quoting the LLaMA-Factory wiki)")
UNSLOTH_T4 = "gpu-training-throughput.csv: unslothai/unsloth README @2bc34566 ('Performance comparisons on 1 Tesla T4 GPU')"
OPENCLIP = "training-runs-public.csv: OpenCLIP (LAION-400M, JUWELS), GPU-hours as published"
HELD_ASSUMED = {
    "alpaca_tokens": "Alpaca 52K examples at about 300 tokens each after the prompt template and padding to the "
                     "longest in a batch of 2 (15.6M tokens per epoch); the README does not say",
    "t4_model": "the README's T4 table names no model: a 7B model in 4-bit (the Llama 2 7B / Mistral 7B Colab "
                "notebooks of that README)",
    "clip_flops": "CLIP forward FLOPs = image tower (torchvision ViT GMACs x 2: B/16 17.6, L/14 61.6 x 256/196 "
                  "patches) + text tower (63M / 123M parameters x 77 tokens x 2): 45 and 180 GFLOPs",
    "clip_samples": "LAION-400M x 32 epochs (checkpoint tag e32) = 12.8 billion samples",
    "lf_seq": "LLaMA-Factory's 'max length 1024' taken as the sequence length (real examples are shorter)",
    "lf_padded": "padded, not packed: LLaMA-Factory's sft stage and the Hugging Face Trainer leave packing off unless "
                 "asked, and the benchmark names no packing (issue 28)",
    "t4_packed": "scored as packed: the token count above already counts the padding to the longest in a batch",
}
# Runs held back from every fit, chosen before fitting (by publisher: NVIDIA DeepLearningExamples' BERT tables
# other than the two one-GPU pretraining rows the short-sequence term and the V100 factor come from, LLaMA-Factory,
# Unsloth's T4 table, OpenCLIP, torchtune's 405B QLoRA, Ai2's Olmo Hybrid on B200): the engine with the bundled
# catalog estimates them, nothing is fitted to them.
# DLE BERT pre-training's published LAMB global batches (README: 65,536 sequences in phase 1, 32,768 in phase 2,
# reached by gradient accumulation): a fact of those runs' configuration, entered before any held-out look
BATCH_BERT_P1, BATCH_BERT_P2 = 65536 * 128, 32768 * 512
# YOLOv5 on one V100 (issue 28, detection): the README's training times for 300 epochs of COCO train2017 (118,287
# images) at 640 px, the recipe's AMP; scored, never fitted, and nothing in the catalog set after seeing them (the
# data-loading bound is from Benzina's and YOLOv5's own defaults, catalogs/defaults.csv data_loader_*)
YOLOV5 = ("ultralytics/yolov5 @5081342f04fb287fc2e5f2b5a4e06752b7937b1c: README.md ('Training times for YOLOv5n/s/m/l/x "
          "are approximately 1/2/4/6/8 days on a single NVIDIA V100 GPU')")
COCO_300 = 118287 * 300
HELD_ASSUMED["yolo_gpu"] = ("'a single NVIDIA V100 GPU' scored as the 16 GB V100 (SXM2): the README gives its batch sizes "
                            "for V100-16GB")
HELD_ASSUMED["yolo_days"] = "'approximately N days' taken as N x 24 hours of the one GPU, validation included"
YOLO_HELD = tuple(
    Case(f"yolov5{m}-coco-300e-1xv100", YOLOV5, "V100", 1, 0.0, days * 24.0, f"README: {days} day(s) on one V100",
         f"yolov5{m}", workload="cv", samples=COCO_300, precision="fp16", publisher="ultralytics",
         assumed=(HELD_ASSUMED["yolo_gpu"], HELD_ASSUMED["yolo_days"]))
    for m, days in (("n", 1), ("s", 2), ("m", 4), ("l", 6), ("x", 8)))
HELD_OUT: tuple[Case, ...] = (
    Case("dle-bert-large-squad-1xa100", DLE_BERT, "A100-80GB", 1, 1e9, 0.0, "from 110.5 sequences/s (AMP, seq 384)",
         "bert-large", seq_len=384, task="finetune", tokens_per_s=110.5 * 384, publisher="nvidia-dle",
         workload="encoder"),
    Case("dle-bert-large-squad-8xa100", DLE_BERT, "A100-80GB", 8, 1e9, 0.0, "from 846.7 sequences/s (AMP, seq 384)",
         "bert-large", seq_len=384, task="finetune", tokens_per_s=846.7 * 384, publisher="nvidia-dle",
         workload="encoder"),
    Case("dle-bert-large-squad-1xv100", DLE_BERT, "V100-32GB", 1, 1e9, 0.0, "from 52 sequences/s (AMP, seq 384)",
         "bert-large", seq_len=384, task="finetune", tokens_per_s=52 * 384, publisher="nvidia-dle",
         workload="encoder"),
    Case("dle-bert-large-squad-8xv100", DLE_BERT, "V100-32GB", 8, 1e9, 0.0, "from 382 sequences/s (AMP, seq 384)",
         "bert-large", seq_len=384, task="finetune", tokens_per_s=382 * 384, publisher="nvidia-dle",
         workload="encoder"),
    Case("dle-bert-large-pretrain128-256xa100", DLE_BERT, "A100-80GB", 256, 1e9, 0.0,
         "from 138,294 sequences/s on 256 GPUs (AMP, seq 128)", "bert-large", seq_len=128,
         tokens_per_s=138294 * 128, publisher="nvidia-dle", workload="encoder", batch_tokens=BATCH_BERT_P1),
    Case("dle-bert-large-pretrain512-256xa100", DLE_BERT, "A100-80GB", 256, 1e9, 0.0,
         "from 49,663 sequences/s on 256 GPUs (AMP, seq 512)", "bert-large", seq_len=512,
         tokens_per_s=49663 * 512, publisher="nvidia-dle", workload="encoder", batch_tokens=BATCH_BERT_P2),
    Case("dle-bert-large-pretrain128-8xv100", DLE_BERT, "V100-32GB", 8, 1e9, 0.0,
         "from 1,746 sequences/s (AMP, seq 128)", "bert-large", seq_len=128, tokens_per_s=1746 * 128,
         publisher="nvidia-dle", workload="encoder", batch_tokens=BATCH_BERT_P1),
    Case("lf-llama2-7b-lora-a100", LF, "A100-80GB", 1, 1e9, 0.0, "from 2,954 tokens/s per GPU (HF + FlashAttention 2)",
         "llama-2-7b", seq_len=1024, method="lora", tokens_per_s=2954, publisher="llama-factory", packed=False,
         assumed=(HELD_ASSUMED["lf_seq"], HELD_ASSUMED["lf_padded"])),
    Case("lf-llama2-7b-qlora-a100", LF, "A100-80GB", 1, 1e9, 0.0, "from 2,415 tokens/s per GPU (HF)", "llama-2-7b",
         seq_len=1024, method="qlora", tokens_per_s=2415, publisher="llama-factory", packed=False,
         assumed=(HELD_ASSUMED["lf_seq"], HELD_ASSUMED["lf_padded"])),
    Case("unsloth-t4-qlora-hf", UNSLOTH_T4, "T4", 1, 15.6e6, 1395 / 60, "1 epoch of Alpaca in 23 h 15 min (HF)",
         "llama-2-7b", seq_len=512, method="qlora", precision="fp16", publisher="unsloth", sets="gpu_speed.csv turing",
         packed=True, assumed=(HELD_ASSUMED["t4_model"], HELD_ASSUMED["alpaca_tokens"], HELD_ASSUMED["t4_packed"])),
    Case("unsloth-t4-qlora-unsloth", UNSLOTH_T4, "T4", 1, 15.6e6, 787 / 60, "1 epoch of Alpaca in 13 h 7 min (Unsloth)",
         "llama-2-7b", seq_len=512, method="qlora", precision="fp16", publisher="unsloth", sets="gpu_speed.csv turing",
         packed=True, assumed=(HELD_ASSUMED["t4_model"], HELD_ASSUMED["alpaca_tokens"], HELD_ASSUMED["t4_packed"])),
    Case("torchtune-llama3.1-405b-qlora-8xa100", FT, "A100-80GB", 8, 1e9, 0.0, "from 653 tokens/s",
         "llama-3.1-405b", seq_len=2048, method="qlora", tokens_per_s=653, publisher="pytorch-405b", packed=True, recompute=True,
         assumed=(ASSUMED["a100_memory"],)),
    Case("olmo-hybrid-7b-512xb200", RUNS, "B200", 512, 3e12, 86016, "derived: 512 x 7 days (97% active)",
         params=7e9, seq_len=4096, publisher="ai2",
         assumed=("a hybrid architecture scored with the dense 6ND FLOP count of a 7B transformer",)),
    Case("openclip-vit-b16-176xa100", OPENCLIP, "A100", 176, 0.0, 10700, "reported (10,700 GPU-hours)",
         "vit-b-16", workload="cv", samples=12.8e9, flops_per_sample=45e9, publisher="laion",
         assumed=(HELD_ASSUMED["clip_flops"], HELD_ASSUMED["clip_samples"])),
    Case("openclip-vit-l14-400xa100", OPENCLIP, "A100", 400, 0.0, 50800, "reported (50,800 GPU-hours)",
         "vit-l-16", workload="cv", samples=12.8e9, flops_per_sample=180e9, publisher="laion",
         assumed=(HELD_ASSUMED["clip_flops"], HELD_ASSUMED["clip_samples"])),
) + YOLO_HELD
# MLPerf BERT (time to a quality target): the work is unknown, so each GPU is compared with the others of the
# same benchmark (its ratio over the geometric mean of the other GPUs' ratios). NVIDIA-software submissions on
# one node; tinycorp's tinygrad rows (RTX 4090, RX 7900 XTX, MI300X) are another software stack and left out.
MLPERF_HELD = {"bert": dict(preset="bert-large", seq_len=512, workload="encoder")}
MLPERF_HELD_SKIP = ("tinycorp",)
MLPERF_HELD_SETS = {"RTXA5000": "gpu_speed.csv RTX A5000 / A10 / A40 rows"}  # used to set a catalog factor
