"""Answers assumed for "I don't know": the one place the wizard and the command line take them from.

A scenario may leave a question open (the key is missing, or ``null``). ``core.scenario`` then asks this
module for the answer, which comes from the catalog's ``answers`` table: one row per task, kind of model
(workload) and question, each with its value, a ``why`` code the text layer turns into words, and its
source. Rows for a specific task or workload win over rows for ``any``. Every answer given here is
recorded as an ``Assumed`` record (field path, value, why, source), so the result can list it.

Some questions have no sound answer for some work (a recommendation model of unknown size: the catalog
holds no typical one); ``NoAnswer`` says so, and the scenario check reports the field as needed. No Qt,
no sentences.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

import numpy as np
import pandas as pd

from ..base import finite_float
from ..catalog import Catalog, cached


@dataclass(frozen=True)
class Assumed:
    """An answer the user left open, and what was assumed for it."""

    path: str  # scenario field, e.g. "data.epochs"
    value: Any  # the value used (a preset id, a number, a code)
    why: str  # code of the reason, e.g. "recipe_default" (words in the text layer)
    source: str = ""  # where the value comes from (the catalog row's source)
    unit: str = ""
    # How the value follows from the user's own words, as (name, value) pairs: e.g. (("items", 20000),
    # ("item_kind", "qa_pairs"), ("per_item", 209)) for tokens from Q&A pairs (words in the text layer).
    basis: tuple[tuple[str, Any], ...] = ()

    def to_dict(self) -> dict:
        d = {"path": self.path, "value": self.value, "why": self.why, "source": self.source, "unit": self.unit}
        if self.basis:
            d["basis"] = dict(self.basis)
        return d


class NoAnswer(LookupError):
    """No sound default exists for this question and this kind of work."""

    def __init__(self, path: str, task: str, workload: str):
        super().__init__(path)
        self.path, self.task, self.workload = path, task, workload


_BUNDLED: pd.DataFrame | None = None


def _table(cat: Catalog) -> pd.DataFrame:
    """The catalog's answers table; the bundled one when the user's catalog predates it (empty)."""
    global _BUNDLED
    try:
        t = cat["answers"]
    except KeyError:
        t = pd.DataFrame()
    if len(t):
        return t
    if _BUNDLED is None:
        from ..catalog import load_bundled
        _BUNDLED = load_bundled()["answers"]
    return _BUNDLED


_BY_ANSWER: dict[tuple, dict[Any, list[tuple[int, Any, Any]]]] = {}


def _by_answer(t: pd.DataFrame) -> dict[Any, list[tuple[int, Any, Any]]]:
    """answer -> [(position, task, workload)] in table order; remembered by the three columns' content (a
    scenario parse asks several questions, and the app parses on every change of an answer)."""
    cols = tuple(tuple(t[c].tolist()) for c in ("answer", "task", "workload"))
    try:
        hit = _BY_ANSWER.get(cols)
    except TypeError:  # an unhashable cell: not remembered
        cols, hit = (), None
    if hit is not None:
        return hit
    out: dict[Any, list[tuple[int, Any, Any]]] = {}
    for i, (a, tk, wl) in enumerate(zip(*cols) if cols else zip(t["answer"], t["task"], t["workload"])):
        out.setdefault(a, []).append((i, tk, wl))
    if cols:
        if len(_BY_ANSWER) >= 8:
            _BY_ANSWER.clear()
        _BY_ANSWER[cols] = out
    return out


def _row(cat: Catalog, task: str, workload: str, answer: str) -> pd.Series | None:
    t = _table(cat)
    if t.empty:
        return None
    hit = [(i, tk, wl) for i, tk, wl in _by_answer(t).get(answer, ())
           if tk in (task, "any") and wl in (workload, "any")]
    if not hit:
        return None
    # The most specific row wins: a named task beats "any", then a named workload beats "any".
    rank = [(tk != "any") * 2 + (wl != "any") for _, tk, wl in hit]
    return t.iloc[hit[int(np.argmax(rank))][0]]  # the first of the most specific, as idxmax


def lookup(cat: Catalog, task: str, workload: str, answer: str) -> Assumed | None:
    """The table's answer for one question (None when the table has none for this task and workload); kept in the
    catalog's one cache (keyed on its content; the app parses the answers at every change the user makes)."""
    memo: dict = cached(cat, "answers.lookup", dict)
    key = (task, workload, answer)
    if key not in memo:
        memo[key] = _lookup(cat, task, workload, answer)
    return memo[key]


def _lookup(cat: Catalog, task: str, workload: str, answer: str) -> Assumed | None:
    r = _row(cat, task, workload, answer)
    if r is None:
        return None
    return _assumed_of(answer, r)


def model_answer(cat: Catalog, task: str, workload: str) -> Assumed:
    """The model assumed when its size is not known: a preset of the catalog for this kind of work."""
    a = lookup(cat, task, workload, "model.preset")
    if a is None or str(a.value) not in set(cat["models"]["preset_id"].astype(str)):
        raise NoAnswer("model", task, workload)
    return Assumed("model.preset", str(a.value), a.why, a.source, a.unit)


def _family(cat: Catalog, model: dict) -> str:
    """The family (models.csv) of the model's preset, '' for a model given by its size or a catalog without it."""
    preset = str((model or {}).get("preset") or "")
    m = cat["models"]
    if not preset or "family" not in m.columns:
        return ""
    hit = m.loc[m["preset_id"].astype(str) == preset, "family"]
    v = str(hit.iloc[0]).strip() if len(hit) else ""
    return "" if v in ("", "nan") else v


def _params(cat: Catalog, model: dict) -> float | None:
    if model.get("params"):
        return float(model["params"])
    if model.get("preset"):
        m = cat["models"]
        hit = m.loc[m["preset_id"] == model["preset"], "params_total"]
        if len(hit) and pd.notna(hit.iat[0]):
            return float(hit.iat[0])
    return None


def _default_number(cat: Catalog, name: str) -> float | None:
    d = cat["defaults"]
    hit = d.loc[d["name"] == name, "value"]
    return float(hit.to_numpy(float)[0]) if len(hit) else None


def data_answer(cat: Catalog, task: str, workload: str, model: dict) -> Assumed:
    """How much data, when the amount is not known. Training from scratch only: an LLM gets the
    compute-optimal tokens for its size, an image model the standard data set; a fine-tune has no typical
    amount (it is the user's own data), so it raises ``NoAnswer``."""
    if task != "train":
        raise NoAnswer("data", task, workload)
    per = lookup(cat, task, workload, "data.tokens_per_param")
    if per is not None:
        params = _params(cat, model)
        if params is None:
            raise NoAnswer("data", task, workload)
        return Assumed("data.tokens", float(per.value) * params, per.why, per.source, "tokens")
    family = _family(cat, model)
    # a model family's own data set (``data.samples.<family>``: a YOLOv5 detector's COCO) before the kind's (ImageNet)
    a = (lookup(cat, task, workload, f"data.samples.{family}") if family else None) \
        or lookup(cat, task, workload, "data.samples")
    if a is None:
        raise NoAnswer("data", task, workload)
    return Assumed("data.samples", a.value, a.why, a.source, a.unit, a.basis)


def epochs_answer(cat: Catalog, task: str, workload: str, model: dict, data: dict) -> Assumed | None:
    """Passes over the data when not given (None when the data is given in tokens: a token count is the
    whole run). A language model trained from scratch takes the passes the compute-optimal token count needs,
    between 1 and the table's maximum; other work takes the table's figure."""
    if "tokens" in data and "dataset_gb" not in data and "samples" not in data:
        return None
    if task == "train" and workload == "llm":
        cap = lookup(cat, task, workload, "data.epochs_max")
        per = lookup(cat, task, workload, "data.tokens_per_param")
        params = _params(cat, model)
        if cap is not None and per is not None and params:
            tokens = None
            if data.get("dataset_gb"):
                bpt = _default_number(cat, "text_bytes_per_token_en") or 4.0
                tokens = float(data["dataset_gb"]) * 1e9 / bpt
            elif data.get("samples"):
                tokens = None  # samples of unknown length: no token count to compare with
            if tokens:
                want = float(per.value) * params / tokens
                epochs = float(np.clip(want, 1.0, float(cap.value)))
                epochs = round(epochs, 1) if epochs < 10 else round(epochs)
                return Assumed("data.epochs", int(epochs) if float(epochs).is_integer() else epochs, cap.why,
                               f"{per.source}; {cap.source}", "passes")
    if task == "finetune":
        sched = _schedule_epochs(cat, task, workload, data, image_kind(cat, model.get("preset")))
        if sched is not None:
            return sched
    family = _family(cat, model)
    if family:
        # a model family's own recipe (``data.epochs.<family>``: ViT's 300 passes, DeiT) before the kind's (ResNet's 90)
        own = lookup(cat, task, workload, f"data.epochs.{family}")
        if own is not None:
            return Assumed("data.epochs", own.value, own.why, own.source, own.unit)
    a = lookup(cat, task, workload, "data.epochs")
    if a is None:
        raise NoAnswer("data.epochs", task, workload)
    return a


STEPS = "data.finetune_steps"  # a fine-tuning schedule's optimizer steps; ".below_<N>": for fewer than N samples


def _schedule_epochs(cat: Catalog, task: str, workload: str, data: dict, kind: str = "") -> Assumed | None:
    """Passes over the data of a fine-tuning schedule given in optimizer steps of a fixed batch (an image model's:
    BiT-HyperRule, 500 / 10,000 / 20,000 steps of 512 images below 20,000 / 500,000 images and above): steps x
    batch / the samples, from the answers table's ``data.finetune_batch`` and ``data.finetune_steps[.below_<N>]``
    rows for this task and kind of model. None without those rows or a sample count (GB of images are counted at
    the size of one image the user gave, ``data.image_mb``, else the average file the ``kind`` of model trains on)."""
    samples = finite_float(data.get("samples"))
    if samples is None and data.get("dataset_gb") and workload == "cv":
        per = image_bytes(cat, data.get("image_mb"), kind)
        samples = float(data["dataset_gb"]) * 1e9 / per if per else None
    batch = _row_or_bundled(cat, task, workload, "data.finetune_batch")
    if samples is None or samples <= 0 or batch is None:
        return None
    tiers: list[tuple[float, Assumed]] = []
    def steps_rows(names) -> list[str]:
        return sorted(str(n) for n in names if str(n) == STEPS or str(n).startswith(STEPS + ".below_"))
    # the user's table's schedule rows; a catalog copied before they were added: the bundled table's
    found = steps_rows(_by_answer(_table(cat))) or steps_rows(_bundled()["answer"])
    for name in found:
        a = _row_or_bundled(cat, task, workload, name)
        below = finite_float(name[len(STEPS + ".below_"):]) if name != STEPS else float("inf")
        if a is not None and below is not None:
            tiers.append((below, a))
    fit = [t for t in sorted(tiers, key=lambda t: t[0]) if samples < t[0]]
    if not fit:
        return None
    steps = fit[0][1]
    epochs = float(steps.value) * float(batch.value) / samples
    epochs = round(epochs, 1) if epochs < 10 else round(epochs)
    return Assumed("data.epochs", int(epochs) if float(epochs).is_integer() else epochs, steps.why,
                   _one_source(steps.source, batch.source), "passes",
                   (("steps", steps.value), ("batch", batch.value), ("samples", round(samples))))


def image_kind(cat: Catalog, preset: Any) -> str:
    """The models.csv kind of the image model ``preset`` ("" without one, or a catalog without the column)."""
    m = cat["models"]
    if not preset or "kind" not in m:
        return ""
    hit = m.loc[m["preset_id"].astype(str) == str(preset), "kind"]
    return str(hit.iat[0]) if len(hit) and isinstance(hit.iat[0], str) else ""


def _image_row(cat: Catalog, kind: str) -> tuple[str, Any]:
    """The defaults.csv row of the average image file a model of ``kind`` trains on (core.estimate.photos'
    ``reference_bytes_row``: a detector's COCO's, any other image model's ImageNet's), and its rows."""
    from ..estimate import reference_bytes_row
    d = cat["defaults"]
    name = reference_bytes_row(set(d["name"].astype(str)), kind)
    return name, d.loc[d["name"] == name]


def image_bytes(cat: Catalog, image_mb: Any = None, kind: str = "") -> float | None:
    """The bytes of one image file: the user's ``data.image_mb`` where given, else the average file the ``kind`` of
    model trains on (defaults.csv ``image_bytes_per_sample``, ImageNet's; a detector's COCO's); None without either."""
    given = finite_float(image_mb)
    if given is not None and given > 0:
        return given * 1e6
    return _default_number(cat, _image_row(cat, kind)[0])


def image_size_answer(cat: Catalog, kind: str = "") -> Assumed | None:
    """An image model's data whose file size was not given: one image as the average file its ``kind`` of model
    trains on (defaults.csv ``image_bytes_per_sample``, the average JPEG of ImageNet's training set; a detector's
    ``detection_image_bytes_per_sample``, COCO's), in MB, with the row's source; None for a catalog without it."""
    name, hit = _image_row(cat, kind)
    if not len(hit):
        return None
    mb = float(hit["value"].to_numpy(float)[0]) / 1e6
    why = "image_size_unknown" if name == "image_bytes_per_sample" else f"image_size_unknown_{kind}"
    return Assumed("data.image_mb", mb, why, str(hit["source"].iat[0]) if "source" in hit else "", "MB")


def _one_source(*cells: str) -> str:
    """Source cells joined; cells citing one id with their own locators ("id (a)", "id (b)") as that id once with
    both: "id (a, b)" (a reader sees the work once, with what was taken from it)."""
    parts = [re.match(r"^\s*([^\s(;]+)\s*(?:\((.*)\))?\s*$", c or "") for c in cells if c]
    if parts and all(parts) and len({m.group(1) for m in parts if m}) == 1:
        locs = [m.group(2) for m in parts if m and m.group(2)]
        sid = parts[0].group(1) if parts[0] else ""
        return f"{sid} ({', '.join(dict.fromkeys(locs))})" if locs else sid
    return "; ".join(dict.fromkeys(c for c in cells if c))


# --------------------------------------------------------------------------- the user's own quantities

ITEM_KINDS = ("qa_pairs", "conversations", "documents", "pages", "images", "audio_hours", "video_hours", "rows")
WHAT_IF_CHOICES = ("small", "large")


def item_answer(cat: Catalog, task: str, workload: str, kind: str, items: float) -> Assumed:
    """``items`` of ``kind`` (20,000 Q&A pairs, 3 hours of audio...) as one pass of training data: tokens or samples
    by the answers table's ``items.<kind>`` row for this kind of model (its unit says which). ``NoAnswer`` when the
    table has no row for this kind of item and model (Q&A pairs for an image model)."""
    per = _row_or_bundled(cat, task, workload, f"items.{kind}")
    if per is None:
        raise NoAnswer("data.item_kind", task, workload)
    unit = "tokens" if per.unit.startswith("tokens") else "samples"
    value = float(per.value) * float(items)
    value = round(value) if value >= 1 else value
    return Assumed(f"data.{unit}", value, "per_item", per.source, unit,
                   (("items", items), ("item_kind", kind), ("per_item", per.value), ("per_item_unit", per.unit)))


def example_tokens(assumed: Any) -> float | None:
    """The tokens of one example when the data was given as items converted to tokens (20,000 Q&A pairs x about 209
    tokens: the ``per_item`` of the ``data.tokens`` answer), else None (the data given in tokens or bytes)."""
    for a in assumed or ():
        if a.path == "data.tokens" and a.why == "per_item":
            per = finite_float(dict(a.basis).get("per_item"))
            return per if per is not None and per > 0 else None
    return None


def item_kinds(cat: Catalog, task: str, workload: str) -> tuple[str, ...]:
    """The kinds of item the table converts for this kind of model (for a message and the wizard's list)."""
    return tuple(k for k in ITEM_KINDS if _row_or_bundled(cat, task, workload, f"items.{k}") is not None)


@dataclass(frozen=True)
class Load:
    """Requests per second and lengths from the number of people who use a service."""

    qps: Assumed
    input_tokens: Assumed | None
    output_tokens: Assumed | None
    parts: tuple[Assumed, ...]  # requests per person, working hours, busiest-hour factor: each its own row


def users_answer(cat: Catalog, users: float, given: dict) -> Load:
    """People -> requests/s at the busiest hour: users x requests per person a working day x (busiest-hour factor /
    working hours) / 3600. ``given`` holds what the user said of the three (``requests_per_user``,
    ``working_hours``, ``peak_share``: the share of a day's requests in the busiest hour); the rest come from the
    answers table and are listed as assumed. Lengths: a chat turn's (``users.input_tokens``/``output_tokens``)."""
    parts: list[Assumed] = []

    def part(key: str, path: str) -> float:
        if given.get(key) is not None:
            return float(given[key])
        a = _row_or_bundled(cat, "inference", "llm", f"users.{key}")
        if a is None:
            raise NoAnswer(path, "inference", "llm")
        parts.append(Assumed(path, a.value, a.why, a.source, a.unit))
        return float(a.value)

    per_user = part("requests_per_user", "inference.requests_per_user")
    if given.get("peak_share") is not None:
        share = float(given["peak_share"])
    else:
        hours = part("working_hours", "inference.working_hours")
        share = part("peak_factor", "inference.peak_factor") / hours
    qps = float(users) * per_user * share / 3600.0
    qa = Assumed("inference.qps", qps, "from_users", "gpu-advisor-derivation", "requests/s",
                 (("users", users), ("requests_per_user", per_user), ("peak_share", share)))

    def length(key: str) -> Assumed | None:
        a = _row_or_bundled(cat, "inference", "llm", f"users.{key}")
        return None if a is None else Assumed(f"inference.{key}", int(a.value), a.why, a.source, "tokens")
    return Load(qa, length("input_tokens"), length("output_tokens"), tuple(parts))


def reference_gpu_answer(cat: Catalog, task: str, workload: str) -> tuple[Assumed, Assumed]:
    """The GPU and the count a time guessed without them is read on (answers table)."""
    gpu = _row_or_bundled(cat, task, workload, "reference_run.gpu")
    gpus = _row_or_bundled(cat, task, workload, "reference_run.gpus")
    if gpu is None or gpus is None:
        raise NoAnswer("reference_run.gpu", task, workload)
    return (Assumed("reference_run.gpu", str(gpu.value), gpu.why, gpu.source, gpu.unit),
            Assumed("reference_run.gpus", int(gpus.value), gpus.why, gpus.source, gpus.unit))


def what_if_value(cat: Catalog, task: str, workload: str, answer: str, choice: str) -> Assumed | None:
    """The table's small or large alternative to an assumed answer (``model.preset.small``...); None: none."""
    return _row_or_bundled(cat, task, workload, f"{answer}.{choice}")


def mainland_regions(cat: Catalog) -> frozenset[str]:
    """Region ids in mainland China (the answers table's ``data_in_china.regions.*`` rows), lower case."""
    t = _table(cat)
    rows = t[t["answer"].astype(str).str.startswith("data_in_china.regions")] if len(t) else t
    if not len(rows):
        b = _bundled()
        rows = b[b["answer"].astype(str).str.startswith("data_in_china.regions")]
    return frozenset(r.strip().lower() for cell in rows["value"].astype(str) for r in cell.split(";") if r.strip())


def _bundled() -> pd.DataFrame:
    global _BUNDLED
    if _BUNDLED is None:
        from ..catalog import load_bundled
        _BUNDLED = load_bundled()["answers"]
    return _BUNDLED


def _row_or_bundled(cat: Catalog, task: str, workload: str, answer: str) -> Assumed | None:
    """The table's answer; for a question the user's catalog has no row for at all (a catalog copied before the
    row was added), the bundled table's."""
    a = lookup(cat, task, workload, answer)
    if a is not None:
        return a
    t = _table(cat)
    if len(t) and (t["answer"].astype(str) == answer).any():
        return None  # the user's table answers this question for other work only: no answer here
    b = _bundled()
    if b is t:
        return None
    hit = [(i, tk, wl) for i, (a_, tk, wl) in enumerate(zip(b["answer"], b["task"], b["workload"]))
           if a_ == answer and tk in (task, "any") and wl in (workload, "any")]
    if not hit:
        return None
    rank = [(tk != "any") * 2 + (wl != "any") for _, tk, wl in hit]
    r = b.iloc[hit[int(np.argmax(rank))][0]]
    return _assumed_of(answer, r)


def recompute_answer(cat: Catalog) -> Assumed:
    """A fine-tune whose activation checkpointing is not known: the catalog's ``finetune_recompute_default`` (the
    fine-tuning tools' default), listed as assumed with its source; the estimate's range reaches the other case.
    Without the row, memory decides as before it (no checkpointing unless memory needs it)."""
    return cached(cat, "answers.recompute", lambda: _yes_no_default(
        cat, "finetune_recompute_default", "gradient_checkpointing", "recompute_unknown", False))


def packing_answer(cat: Catalog) -> Assumed:
    """A fine-tune whose packing is not known: the catalog's ``finetune_packed_default`` (defaults.csv), listed as
    assumed with its source; the estimate's 80% range reaches the other case (core/estimate/packing.py). Kept in
    the catalog's one cache: the app parses the answers at every step of a dragged line (~0.25 ms of pandas each).
    Without the row, the engine takes packed (no packing factor applies without its rows)."""
    return cached(cat, "answers.packing", lambda: _yes_no_default(
        cat, "finetune_packed_default", "data.packed", "packing_unknown", True))


def _yes_no_default(cat: Catalog, name: str, path: str, why: str, without_row: bool) -> Assumed:
    """A yes/no default of defaults.csv (``name``) as the assumed answer to ``path``, with the row's source; a
    catalog without the row: ``without_row``, as this app's setting."""
    d = cat["defaults"]
    hit = d.loc[d["name"] == name]
    if len(hit):
        value = bool(float(hit["value"].to_numpy(float)[0]))
        source = str(hit["source"].iat[0]) if "source" in hit else ""
    else:
        value, source = without_row, "gpu-advisor-setting"
    return Assumed(path, value, why, source)


def global_batch_answer(cat: Catalog, model: dict, task: str = "train", example: float | None = None,
                        seq_len: int | None = None) -> Assumed | None:
    """A language model's global batch not given: the engine's default for the model's size (defaults.csv
    ``global_batch_tokens_ref_llm`` x (N / size_ref_params) ^ ``global_batch_size_exponent_llm``, GPT-3's schedule,
    N the active parameters of the preset or the given count), listed as assumed with its sources; None for a
    catalog without those rows or a model whose size is not known here (issue 28). Kept in the catalog's one cache by
    the model's preset and size (the app parses the answers at every step of a dragged line: ~0.4 ms of pandas).
    A fine-tune takes a fine-tuning recipe's batch instead (``launch_global_batch_sequences_finetune`` sequences of
    the fine-tuning sequence length), as the estimate does (core/estimate/speed.py finetune_batch_tokens); padded
    examples of ``example`` tokens (packing.padded_example_tokens) are sequences of that many tokens; ``seq_len``: the
    scenario's own sequence length (data.seq_len), in place of the default one."""
    key = (model.get("preset"), model.get("params"), task == "finetune", example, seq_len)
    try:
        hash(key)
    except TypeError:  # an answer of another type than the schema's (its problem is reported elsewhere)
        return _global_batch_answer(cat, model, task, example, seq_len)
    memo: dict = cached(cat, "answers.global_batch", dict)
    if key not in memo:
        memo[key] = _global_batch_answer(cat, model, task, example, seq_len)
    return memo[key]


def _global_batch_answer(cat: Catalog, model: dict, task: str, example: float | None = None,
                         seq_len: int | None = None) -> Assumed | None:
    from ..estimate import default_global_batch_tokens
    if task == "finetune":
        return _finetune_batch_answer(cat, model, example, seq_len)
    params = model.get("params")
    if params is None and model.get("preset") is not None:
        m = cat["models"]
        hit = m.loc[m["preset_id"].astype(str) == str(model["preset"])]
        if not len(hit):
            return None
        row = hit.iloc[0]
        active = finite_float(row.get("params_active"))
        params = active if active is not None and active > 0 else finite_float(row.get("params_total"))
    if params is None:
        return None
    found = default_global_batch_tokens(cat, float(params))
    if found is None:
        return None
    value, source = found
    return Assumed("data.global_batch_tokens", int(round(value)), "batch_by_size", source, "tokens")


def _finetune_batch_answer(cat: Catalog, model: dict, example: float | None = None,
                           seq_len: int | None = None) -> Assumed | None:
    """A fine-tune's batch: launch_global_batch_sequences_finetune x the estimate's sequence length for a fine-tune
    (``core.estimate.default_seq_len``: finetune_seq_len_default capped at the preset's context), with both rows'
    sources; padded examples of ``example`` tokens: x that (at most the sequence length) instead, with the sources
    of the recipe's batch and of the example's length. None without the rows."""
    from ..estimate import default_seq_len
    d = cat["defaults"]
    rows = {n: d.loc[d["name"] == n] for n in ("launch_global_batch_sequences_finetune", "finetune_seq_len_default")}
    if any(not len(r) for r in rows.values()):
        return None
    context = None
    if model.get("preset") is not None:
        m = cat["models"]
        hit = m.loc[m["preset_id"].astype(str) == str(model["preset"])]
        context = hit["max_seq_len"].iat[0] if len(hit) and "max_seq_len" in hit else None
    seq, _ = default_seq_len("finetune", "full", lambda n: float(rows[n]["value"].to_numpy(float)[0]), context)
    if seq_len:
        seq = int(seq_len)  # the scenario's own (data.seq_len), as the estimate takes it
    seqs = float(rows["launch_global_batch_sequences_finetune"]["value"].to_numpy(float)[0])
    source = "; ".join(dict.fromkeys(str(r["source"].iat[0]) for r in rows.values() if "source" in r))
    if example:
        per = min(float(example), float(seq))
        return Assumed("data.global_batch_tokens", int(round(seqs * per)), "batch_finetune_examples", source,
                       "tokens", (("examples", seqs), ("per_example", per)))
    return Assumed("data.global_batch_tokens", int(round(seqs * seq)), "batch_finetune", source, "tokens")


# The assumed answers that decide the size of the job (the card leads with them, issue 29).
DECIDING = ("model.preset", "data.tokens", "data.samples", "data.epochs", "inference.qps", "reference_run.gpu",
            "reference_run.gpus")


def counted_as_given(a: Any) -> bool:
    """An amount of data the user gave as a count of items that are one sample each (an image model's 118,287
    images, a table's rows): their own answer with no conversion to speak of, never said as assumed (walk 20b: the
    card led with "Assumed: ~118,000 images" for the images typed)."""
    def field(name: str) -> Any:  # (an Assumed, or its dict read back from a file)
        return a.get(name) if isinstance(a, dict) else getattr(a, name, None)
    if field("why") != "per_item":
        return False
    basis = dict(field("basis") or ())
    return finite_float(basis.get("per_item")) == 1 and not str(basis.get("per_item_unit", "")).startswith("tokens")


def deciding(cat: Catalog, sc: Any) -> tuple[Assumed, ...]:
    """What decides the answer and was assumed, in the order a reader takes it in: the model, the passes, the
    amount of data (images counted from GB for an image model, at the size of one image the user gave, else the
    catalog's bytes per image), the load, a guessed run's GPU. Empty when the user gave all of it."""
    by_path = {a.path: a for a in getattr(sc, "assumed", ())}
    if "data.epochs" not in by_path:  # (the count is said beside assumed passes: "21 passes over 12,000 images")
        by_path = {p: a for p, a in by_path.items() if not counted_as_given(a)}
    out = [by_path[p] for p in DECIDING if p in by_path]
    if out and getattr(sc, "workload", None) == "cv" and getattr(sc, "dataset_gb", None) \
            and not getattr(sc, "samples", None):
        given = finite_float(getattr(sc, "image_mb", None))
        if given is not None and given > 0:  # the user's own size of one image: the count follows from their answers
            per = given * 1e6
            out.append(Assumed("data.samples", round(float(sc.dataset_gb) * 1e9 / per), "image_size_given", "",
                               "images", (("dataset_gb", sc.dataset_gb), ("bytes_per_image", per))))
            return tuple(out)
        name, hit = _image_row(cat, image_kind(cat, getattr(sc, "preset", None)))
        if len(hit):
            per = float(hit["value"].to_numpy(float)[0])
            out.append(Assumed("data.samples", round(float(sc.dataset_gb) * 1e9 / per),
                               "image_size" if name == "image_bytes_per_sample" else f"image_size_{name.split('_')[0]}",
                               str(hit["source"].iat[0] if "source" in hit else ""), "images",
                               (("dataset_gb", sc.dataset_gb), ("bytes_per_image", per))))
    return tuple(out)


def _assumed_of(answer: str, r) -> Assumed:
    """An answers.csv row as the Assumed answer: its value as a number where it is one (an integer when whole)."""
    value: Any = str(r["value"])
    try:
        f = float(value)
        value = int(f) if f.is_integer() else f
    except ValueError:
        pass
    return Assumed(answer, value, str(r["why"]), str(r.get("source", "") or ""), str(r.get("unit", "") or ""))
