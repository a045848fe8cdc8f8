"""Sequence packing of a language-model fine-tune (issue 28): examples packed into full sequences, or padded to
the longest in each batch, which the published padded stacks (Hugging Face Trainer, LLaMA-Factory) run about
twice as long for the same tokens (defaults.csv ``unpacked_time_factor_finetune``). The calibration runs of
fine-tunes are all packed (torchtune, MLPerf), so a padded fine-tune takes the factor on its time; a fine-tune
whose packing is not known is estimated as ``finetune_packed_default`` says and its 80% range reaches the other
case. Used alike by the one-configuration estimate and the vectorised table."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .data import Ctx

if TYPE_CHECKING:
    from .data import JobInfo


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


def packing(ctx: Ctx, info: JobInfo) -> tuple[float, float, float]:
    """(time factor of the estimate, factor on the low end of its range, factor on its high end) for the job's
    packing.

    Packed: (1, 1, 1). Padded: (u, 1, 1), u = unpacked_time_factor_finetune. Not known: the estimate as
    finetune_packed_default says and the range stretched to the other case: padded assumed -> (u, 1/u, 1) (the
    low end reaches the packed estimate's low end), packed assumed -> (1, 1, u). Notes what it used; (1, 1, 1)
    where packing does not apply."""
    if not packing_applies(ctx, info):
        return 1.0, 1.0, 1.0
    packed = info.job.packed
    known = packed is not None
    if packed is None:
        packed = bool(ctx.d("finetune_packed_default"))
    u = ctx.d("unpacked_time_factor_finetune")
    ctx.note("packing", "packed" if packed else "padded", "" if known else "assumed",
             "job" if known else "defaults.csv finetune_packed_default (not known: the 80% range covers both)")
    if not packed:
        ctx.note("unpacked_time_factor", u, "x time", ctx.used["unpacked_time_factor_finetune"].source)
    if known:
        return (1.0 if packed else u), 1.0, 1.0
    ctx.note("range_widened_packing", u, "x low end" if not packed else "x high end",
             "unpacked_time_factor_finetune: the range reaches the other packing")
    return (1.0, 1.0, u) if packed else (u, 1.0 / u, 1.0)
