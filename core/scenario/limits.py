"""The input limits of a scenario's numbers (no pandas, no catalog: the wizard's money fields read the budget's
before the catalog is loaded)."""

from __future__ import annotations

# Input limits: the span of each number the engine is built to compute with (outside it, products and
# quotients reach infinity or zero). They are checks on the input's range, not advice: the catalog's
# rules decide what is sensible inside them. Keys are field paths; (lowest, highest), inclusive.
LIMITS: dict[str, tuple[float, float]] = {
    "model.params": (1e3, 1e15),
    "model.params_active": (1e3, 1e15),
    "data.tokens": (1.0, 1e16),
    "data.dataset_gb": (1e-6, 1e9),
    "data.samples": (1.0, 1e15),
    "data.epochs": (1e-3, 1e6),
    "reference_run.gpus": (1.0, 1e6),
    "compare_with.gpus": (1.0, 1e6),
    "reference_run.hours": (1e-3, 1e7),
    "inference.qps": (1e-6, 1e9),
    "inference.input_tokens": (1.0, 1e8),
    "inference.output_tokens": (1.0, 1e8),
    "inference.p95_latency_s": (1e-3, 1e6),
    "deadline_hours": (1e-2, 1e7),
    "budget.amount": (1e-2, 1e15),
    "data.items": (1.0, 1e15),
    "inference.users": (1.0, 1e10),
    "inference.requests_per_user": (1e-3, 1e6),
    "inference.working_hours": (0.1, 24.0),
    "inference.peak_share": (1e-3, 1.0),
    # a global batch from one short sequence (100 tokens) to a billion tokens a step (the largest published
    # pre-training batches are tens of millions: Llama 3 405B 16M, DeepSeek-V3 about 63M)
    "data.global_batch_tokens": (1e2, 1e9),
    # one image file in MB: from 100 bytes (a 28 x 28 grey digit stored raw is 784) to 500 MB (nothing a training
    # sample is read as whole: larger scans are cut into tiles, each its own sample)
    "data.image_mb": (1e-4, 500.0),
    # a language model's training sequence in tokens: from 16 (shorter is no text a model learns from) to 10 million
    # (the longest context a released model states: Llama 4 Scout)
    "data.seq_len": (16.0, 1e7),
}
