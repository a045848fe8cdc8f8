"""The engine's closed vocabularies, each defined once: tasks, workloads, fine-tune methods, precisions, currencies,
objectives and billing modes. Members are ``str`` (``Task.TRAIN == "train"``), so scenario files, catalog cells
and JSON keep their plain words; ``values(Kind)`` gives the words in order, for checks and choices."""

from __future__ import annotations

from enum import StrEnum


class Task(StrEnum):
    TRAIN = "train"
    FINETUNE = "finetune"
    INFERENCE = "inference"


class Workload(StrEnum):
    LLM = "llm"
    CV = "cv"
    RECSYS = "recsys"
    RL = "rl"


# models.csv ``kind`` -> the workload whose speed model times it (an encoder is timed as a transformer); serving is
# sized for generating language models only (SERVED_KINDS)
KIND_WORKLOAD = {"llm": "llm", "nlp-encoder": "llm", "vision": "cv", "detection": "cv", "diffusion": "cv"}
SERVED_KINDS = frozenset({"llm"})


class Method(StrEnum):
    FULL = "full"
    LORA = "lora"
    QLORA = "qlora"


# LoRA and QLoRA train adapters on a frozen language model: the engine's adapter rules (defaults.csv
# lora_flops_per_param_token, lora_trainable_fraction, bytes_per_param_qlora) are a language model's. An image model
# (vision, detection, diffusion) is fine-tuned whole (answers.csv finetune,cv: BiT's published fine-tuning trains every
# weight), and so are a recommendation model (mostly embedding tables and small MLPs, DLRM) and a reinforcement-learning
# policy (answers.csv finetune,recsys and finetune,rl), so an adapter fine-tune of one is refused
# (MethodNeedsLanguageModel) rather than estimated with those rules.
ADAPTER_METHODS = frozenset({"lora", "qlora"})
WHOLE_FINETUNE_WORKLOADS = frozenset({"cv", "recsys", "rl"})


class Precision(StrEnum):
    BF16 = "bf16"
    FP16 = "fp16"
    FP32 = "fp32"
    FP8 = "fp8"


class Currency(StrEnum):
    CNY = "CNY"
    USD = "USD"


class RankingObjective(StrEnum):
    CHEAPEST = "cheapest"
    FASTEST = "fastest"
    BALANCED = "balanced"


class ServiceUse(StrEnum):
    """What a language-model service is for, which sets how long a token may take (core/estimate/serving.py): people
    reading the answer as it streams (``chat``: defaults.csv ``chat_tpot_s``), other programs calling it (``api``:
    ``serving_default_tpot_s``), or work no one waits on (``batch``: as many requests at once as the memory holds)."""
    CHAT = "chat"
    API = "api"
    BATCH = "batch"


class BillingMode(StrEnum):
    ON_DEMAND = "on_demand"
    SPOT = "spot"
    MONTHLY = "monthly"
    RESERVED_1Y = "reserved_1y"
    RESERVED_3Y = "reserved_3y"


def values(kind: type[StrEnum]) -> tuple[str, ...]:
    """The words of a vocabulary, in its order."""
    return tuple(m.value for m in kind)
