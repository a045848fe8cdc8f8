"""The kind of work and the precision a scenario's model and GPUs decide (issue 28 review): the workload of a model
preset (a ResNet-50 is never timed as a language model), serving for text-generating language models only, and
FP16 for a training on the user's own GPUs when none has BF16."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from . import answers as A
from ..base import (ADAPTER_METHODS, KIND_WORKLOAD, MethodNeedsLanguageModel, MissingField, PresetKindMismatch,
                    SERVED_KINDS, ServingNeedsTextModel, WHOLE_FINETUNE_WORKLOADS)
from ..catalog import cached, Catalog


def model_kind_checks(ck: Any, cat: Catalog, given: dict, model: dict, task: Any, workload: Any,
                      used: list) -> tuple[Any, bool]:
    """(the workload, whether it was taken from the preset). The kind of work follows the model preset: left out,
    it is the preset's; given and different, it is refused at the field. An image model given by its size alone, with
    no past run, is refused at ``model.params`` (it cannot be timed). Serving is sized for language models that
    generate text only (prefill and decode): an image model's or an encoder's is refused, not answered wrongly. A
    LoRA or QLoRA fine-tune of an image model is refused at ``finetune_method`` (adapters are a language model's)."""
    kind = preset_kind(cat, model.get("preset")) if model and not ck.problems_at("model") else None
    from_preset = False
    if kind is not None and KIND_WORKLOAD.get(kind) and not ck.problems_at("workload"):
        if "workload" not in given:
            workload = KIND_WORKLOAD[kind]
            used[:] = [(p, v) for p, v in used if p != "workload"] + [("workload", workload)]
            from_preset = True
        elif workload != KIND_WORKLOAD[kind]:
            ck.bad(PresetKindMismatch(preset=model["preset"], kind=kind), "workload", workload)
    if (workload == "cv" and task != "inference" and "params" in model and "preset" not in model
            and given.get("reference_run") is None and not ck.problems_at("model")):
        # An image model by size alone cannot be timed: its work per image depends on its design and image size
        # (ResNet-50 and YOLOv8m both have 26 million parameters; YOLOv8m does ten times the work per image). A known
        # model brings its figure; a past run times the job by itself (the size then sets the memory).
        ck.bad(MissingField(alternatives=["model.preset", "reference_run"], why="image_work", workload=workload),
               "model.params", model["params"])
    if task == "inference" and not ck.problems_at("task") and not ck.problems_at("workload"):
        served = kind if kind is not None else workload
        if served is not None and served not in SERVED_KINDS:
            ck.bad(ServingNeedsTextModel(kind=served), "task", task)
    method = given.get("finetune_method")
    if (method in ADAPTER_METHODS and workload in WHOLE_FINETUNE_WORKLOADS and task != "inference"
            and not ck.problems_at("workload") and not ck.problems_at("finetune_method")):
        # LoRA and QLoRA are a language model's (their FLOPs and memory rules are per token of a transformer); an
        # image model is fine-tuned whole: refused at the field, not estimated with a language model's adapters.
        # (A training from scratch that names a method is a fine-tune: the engine makes it one.)
        said = kind if kind is not None and KIND_WORKLOAD.get(kind) == workload else str(workload)  # (by size: cv)
        ck.bad(MethodNeedsLanguageModel(method=method, kind=said), "finetune_method", method)
    return workload, from_preset


def precision_of_own_gpus(cat: Catalog, gpus: Any, task: Any, assume: Callable) -> str | None:
    """"I don't know" the precision of a training whose GPUs the user named, none of them with BF16 (V100, T4):
    FP16 mixed precision with loss scaling, assumed and said, rather than BF16 on cards that cannot run it (which
    sent a V100 user to an A100). None otherwise (the answers table's BF16)."""
    if not gpus or task == "inference":
        return None
    from ..estimate import practical  # the selection's own rule (gpu_support.csv), read the same way
    if not all(practical.NO_BF16 in practical.gpu_refusals(cat, str(g), "bf16") for g in gpus):
        return None
    return assume(A.Assumed("precision", "fp16", "gpus_without_bf16", "gpu-advisor-setting"))


def preset_kind(cat: Catalog, preset: Any) -> str | None:
    """models.csv ``kind`` of a (canonical) preset id, or None."""
    if not isinstance(preset, str):
        return None
    kinds = cached(cat, "scenario.preset_kinds",
                   lambda: dict(zip(cat["models"]["preset_id"].astype(str), cat["models"]["kind"].astype(str))))
    return kinds.get(preset)




def json_kind(obj: object) -> str:
    """The kind of a JSON value, for a message ("not a list"), never the value itself."""
    return ("list" if isinstance(obj, list) else "text" if isinstance(obj, str) else "true or false"
            if isinstance(obj, bool) else "null" if obj is None else "number" if isinstance(obj, (int, float)) else "")
