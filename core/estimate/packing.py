"""Sequence packing of a language-model fine-tune (issue 28): examples packed into full sequences, or padded to
the longest in each batch, which the published padded stacks (Hugging Face Trainer, LLaMA-Factory) run about
twice as long for the same tokens (defaults.csv ``unpacked_time_factor_finetune``). The calibration runs of
fine-tunes are all packed (torchtune, MLPerf), so a padded fine-tune takes the factor on its time; a fine-tune
whose packing is not known is estimated as ``finetune_packed_default`` says and its 80% range reaches the other
case. Used alike by the one-configuration estimate and the vectorised table."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..base import finite_float
from .data import Ctx

if TYPE_CHECKING:
    from .data import Job, JobInfo


def padded_example_tokens(job: Job, seq: int, packed_default: object = None) -> float | None:
    """The tokens of one sequence of a padded fine-tune counted in examples: each example is one sequence of its own
    length (``job.example_tokens``, at most ``seq``), not ``seq`` tokens; None where the sequences are ``seq`` tokens
    long (packed, by the job's answer or ``packed_default``, the catalog's ``finetune_packed_default``; no example
    length; not a language-model fine-tune). The estimate's recipe batch and the launch files' step use it alike."""
    ex = finite_float(job.example_tokens)
    if ex is None or ex <= 0 or seq <= 0 or job.workload != "llm" or job.reference_run is not None:
        return None
    if not (job.task == "finetune" or job.method != "full"):
        return None
    packed = job.packed if job.packed is not None else bool(finite_float(packed_default) or 0)
    return None if packed else min(float(ex), float(seq))


def packing_applies(ctx: Ctx, info: JobInfo) -> bool:
    """A decoder language-model fine-tune (full, LoRA or QLoRA) without a reference run, in a catalog with the
    rows: encoders (their FLOPs count padded tokens already), vision and a measured run of the user's own stack
    are left alone."""
    job = info.job
    if "unpacked_time_factor_finetune" not in ctx.P.defaults or job.workload != "llm":
        return False
    if job.reference_run is not None or not (job.task == "finetune" or job.method in ("lora", "qlora")):
        return False
    return str(ctx.P.models.get(info.model_id or "", {}).get("kind", "")) != "nlp-encoder"


def recompute_choice(ctx: Ctx, info: JobInfo) -> bool | None:
    """The job's activation (gradient) checkpointing: its own answer; else, for a decoder fine-tune (where packing
    applies), the catalog's ``finetune_recompute_default``, the default of the fine-tuning tools (torchtune's
    recipes, LLaMA-Factory, the Qwen and ms-swift scripts turn it on); else None: memory decides (selective
    recomputation of the share of layers that must be). Used alike by the one-configuration estimate, the
    vectorised table and the memory plans."""
    job = info.job
    if job.recompute is not None:
        return job.recompute
    if "finetune_recompute_default" in ctx.P.defaults and packing_applies(ctx, info):
        return bool(ctx.d("finetune_recompute_default"))
    return None


def recompute_range(ctx: Ctx, info: JobInfo) -> tuple[float, float]:
    """(factor on the low end, on the high end) of the range for a checkpointing the job did not state: the
    assumed default's estimate, with the range reaching the other case (the recomputed forward pass is
    extra_k / base_k of the FLOPs). Notes it; (1, 1) when the job stated it or no default applies."""
    on = recompute_choice(ctx, info)
    if info.job.recompute is not None or on is None:
        return 1.0, 1.0
    base = ctx.d("train_flops_per_param_token") if info.job.method == "full" else ctx.d("lora_flops_per_param_token")
    extra = (ctx.d("train_flops_per_param_token_recompute") - ctx.d("train_flops_per_param_token")) / base
    ctx.note("recompute_default", "yes" if on else "no", "assumed",
             ctx.used["finetune_recompute_default"].source + " (not known: the 80% range covers both)")
    f = 1.0 + extra
    ctx.note("range_widened_recompute", f, "x low end" if on else "x high end",
             "finetune_recompute_default: the range reaches the other case")
    return (1.0 / f, 1.0) if on else (1.0, f)


def packing(ctx: Ctx, info: JobInfo) -> tuple[float, float, float]:
    """(time factor of the estimate, factor on the low end of its range, factor on its high end) for the job's
    packing, the range also reaching the other activation checkpointing when the job did not state it
    (:func:`recompute_range`).

    Packed: (1, 1, 1). Padded: (u, 1, 1), u = unpacked_time_factor_finetune. Not known: the estimate as
    finetune_packed_default says and the range stretched to the other case: padded assumed -> (u, 1/u, 1) (the
    low end reaches the packed estimate's low end), packed assumed -> (1, 1, u). Notes what it used; (1, 1, 1)
    where packing does not apply."""
    if not packing_applies(ctx, info):
        return 1.0, 1.0, 1.0
    r_lo, r_hi = recompute_range(ctx, info)
    t, lo, hi = _packing(ctx, info)
    return t, lo * r_lo, hi * r_hi


def _packing(ctx: Ctx, info: JobInfo) -> tuple[float, float, float]:
    packed = info.job.packed
    known = packed is not None
    if packed is None:
        packed = bool(ctx.d("finetune_packed_default"))
    u = ctx.d("unpacked_time_factor_finetune")
    ctx.note("packing", "packed" if packed else "padded", "" if known else "assumed",
             "job" if known else ctx.used["finetune_packed_default"].source + " (not known: the 80% range covers both)")
    if not packed:
        ctx.note("unpacked_time_factor", u, "x time", ctx.used["unpacked_time_factor_finetune"].source)
    if known:
        return (1.0 if packed else u), 1.0, 1.0
    ctx.note("range_widened_packing", u, "x low end" if not packed else "x high end",
             "unpacked_time_factor_finetune: the range reaches the other packing")
    return (1.0, 1.0, u) if packed else (u, 1.0 / u, 1.0)
