"""Scenario files: what the user wants to run, under which constraints (JSON, ``schema_version`` 1).

``parse_scenario`` checks a decoded JSON object and names every problem by its field path
(``budget.amount``); ``load_scenario`` reads a file; ``save_scenario`` writes one atomically.
Missing keys get defaults, listed in ``Scenario.defaults_used`` so results can state them. No Qt,
no sentences: problems are ``Problem`` records with codes.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from . import answers as A
from .currency import result_currency, with_home_currency
from .kinds import json_kind, model_kind_checks, precision_of_own_gpus
from .limits import LIMITS
# (the file read as JSON; the names stay importable from here)
from .jsonfile import decode_scenario, MAX_DEPTH, MAX_DIGITS, MAX_FILE_BYTES, read_json_file  # noqa: F401
from ..catalog import cached, Catalog, closest, cost, normalise, resolve_gpu, resolve_provider, UnknownName
from ..base import (AboveMax, atomic_write, BadText, BelowMin, CatalogError, ConflictingFields, Currency, Huge,
                    Method, MissingField, NotAllowed, NotAnInteger, NotANumber, NotAScenario, NUM_RE, number_text,
                    parse_number, parse_size_mb, Precision, Problem, ProblemDetail, RankingObjective, ScenarioTooNew, ScenarioTooOld,
                    ServiceUse, Task, TooDeep, UnknownField, UnknownGpu, UnknownPreset, UnknownProvider, values,
                    Workload, WrongType)

SCENARIO_VERSION = 1

TASKS = values(Task)
WORKLOADS = values(Workload)
METHODS = values(Method)
PRECISIONS = values(Precision)
BUDGET_PER = ("month", "total")
CURRENCIES = values(Currency)
SPOT = ("allow", "avoid")
OBJECTIVES = values(RankingObjective)
HOST_RULE_SETS = ("seed001_formula", "seed000_table")

# The shape of a scenario file: key -> kind, or a nested dict for an object.
# "preferences.regions", "preferences.gpus" and "preferences.host_rules" extend the contract's minimum keys.
# preferences.plan_for: check deadline and budget against the estimate ("expected") or the high end of its
# 80% range ("slow"; docs/estimates.md); "auto", the default: the high end for runs of a week or more
# (defaults.csv plan_slow_end_min_hours), the estimate for shorter ones (docs/recommend.md).
PLAN_FOR = ("expected", "slow", "auto")
PLAN_FOR_DEFAULT = "auto"

SHAPE: dict[str, Any] = {
    "schema_version": "int",
    "task": TASKS,
    "workload": WORKLOADS,
    # model.params_active: a mixture of experts given by size, the parameters one token uses (issue 28, v3.4)
    "model": {"preset": "str", "params": "number", "params_active": "number"},
    "finetune_method": METHODS,
    # data.items + data.item_kind: the data in the user's own terms (20,000 Q&A pairs), converted by the answers table
    # data.packed: a fine-tune's examples packed into full sequences (true) or padded per batch (false); left out
    # or null: not known (the estimate takes the common stacks' padded default and its range reaches packed)
    # data.global_batch_tokens: a language model's global batch per optimizer step in tokens (sequences x sequence
    # length), which the data-parallel term spreads each step's gradient exchange over; left out or null: the
    # catalog's default by model size (defaults.csv global_batch_tokens_ref_llm, GPT-3's schedule), listed as assumed
    # data.seq_len: a language model's training sequence (context) in tokens, e.g. 32,768 for a long-document
    # fine-tune; left out or null: the catalog's default (train_seq_len_default / finetune_seq_len_default, capped at
    # the preset's context), listed among the estimate's assumptions (expert25: a 32K-context fine-tune could not be asked)
    # data.image_mb: an image model's one image file in MB (a number, or text with its unit: "3 MB", "200 KB"), which
    # turns GB into images and images into GB (data disk, copy time); left out or null: ImageNet's average (defaults.csv
    # image_bytes_per_sample), listed as assumed
    "data": {"tokens": "number", "dataset_gb": "number", "samples": "number", "epochs": "number",
             "items": "number", "item_kind": A.ITEM_KINDS, "packed": "bool", "global_batch_tokens": "number",
             "image_mb": "size_mb", "seq_len": "int"},
    # reference_run: "hours" alone is a guess ("about 100 hours"); the GPU and count are then assumed
    "reference_run": {"gpu": "str", "gpus": "int", "hours": "number"},
    # compare_with: an answer given elsewhere (an article, a vendor's proposal) that the result explains itself
    # against; it changes nothing in the ranking.
    "compare_with": {"gpu": "str", "gpus": "int", "source": "str"},
    "precision": PRECISIONS,
    # gradient_checkpointing: a fine-tune's activation (gradient) checkpointing, on (true) or off (false); left out or
    # null: not known (the estimate takes the fine-tuning tools' default, on, and its range reaches off)
    "gradient_checkpointing": "bool",
    # inference.users: people who use it, with requests per person a working day, working hours and the share of a
    # day's requests in the busiest hour (peak_share) -> requests/s (core/answers.users_answer); use: ServiceUse
    "inference": {"qps": "number", "input_tokens": "int", "output_tokens": "int", "p95_latency_s": "number",
                  "users": "number", "requests_per_user": "number", "working_hours": "number",
                  "peak_share": "number", "use": values(ServiceUse)},
    "deadline_hours": "number",
    "budget": {"amount": "number", "currency": CURRENCIES, "per": BUDGET_PER},
    "preferences": {"providers": "str_list", "regions": "str_list", "gpus": "str_list", "spot": SPOT,
                    "objective": OBJECTIVES,
                    "currency": CURRENCIES, "host_rules": HOST_RULE_SETS, "plan_for": PLAN_FOR,
                    # home_currency: the user's own currency; shows the prices when "currency" is open, no budget
                    # names one and the clouds do not all price in yuan (core/scenario/currency.py)
                    "home_currency": CURRENCIES,
                    # data_in_china: true keeps the answer on mainland-China regions of Chinese clouds
                    "data_in_china": "bool"},
}

# Categorical defaults for missing keys (numeric defaults live in the catalog's defaults table).
# The objective defaults to "cheapest" when a deadline is given (cheapest that meets it) or for a service (it runs all
# month), else "balanced".
DEFAULTS: dict[str, Any] = {
    "task": "train",
    "workload": "llm",
    "precision": "bf16",
    "finetune_method_finetune": "lora",
    "finetune_method_other": "full",
    "preferences.spot": "allow",
    "preferences.host_rules": "seed001_formula",
    "budget.per": "month",
}

MIGRATIONS: dict[int, Callable[[dict], dict]] = {}  # older scenario files: version -> function(dict) -> next version


@dataclass(frozen=True)
class ReferenceRun:
    gpu: str
    gpus: int
    hours: float


@dataclass(frozen=True)
class OtherAnswer:
    """An answer given elsewhere that the result is compared with (``compare_with``)."""

    gpu: str
    gpus: int
    source: str = ""


@dataclass(frozen=True)
class Scenario:
    """A checked scenario with every default filled in; ``given`` is what the file said (normalised)."""

    task: str
    workload: str
    preset: str | None
    params: float | None
    finetune_method: str
    tokens: float | None
    dataset_gb: float | None
    samples: float | None
    epochs: float | None
    reference_run: ReferenceRun | None
    precision: str
    qps: float | None
    input_tokens: int | None
    output_tokens: int | None
    p95_latency_s: float | None
    deadline_hours: float | None
    budget_amount: float | None
    budget_currency: str | None
    budget_per: str
    providers: tuple[str, ...]
    regions: tuple[str, ...]
    gpus: tuple[str, ...]
    spot: str
    objective: str
    currency: str
    host_rules: str
    plan_for: str = PLAN_FOR_DEFAULT
    defaults_used: tuple[tuple[str, Any], ...] = ()
    assumed: tuple[A.Assumed, ...] = ()  # every open answer: what was assumed, why, and its source
    given: dict = field(default_factory=dict, compare=False)
    migrated_from: int | None = None
    compare_with: OtherAnswer | None = None
    # issue 29: the user's own words (kept as given; the converted figures are in the fields above)
    data_in_china: bool | None = None  # None: not asked / "I don't know"
    home_currency: str | None = None  # preferences.home_currency as given (None: not said)
    users: float | None = None
    items: float | None = None
    item_kind: str | None = None
    packed: bool | None = None  # issue 28: data.packed as given (None: not known; the estimate's range covers both)
    # issue 28: data.global_batch_tokens as given (None: the engine's default by model size, listed as assumed)
    global_batch_tokens: float | None = None
    recompute: bool | None = None  # issue 28: gradient_checkpointing as given (None: not known, the tools' default)
    service_use: str | None = None  # inference.use, given or assumed (None: not a service, or a p95 given without it)
    params_active: float | None = None  # issue 28 v3.4: model.params_active as given (None: dense, or the preset's)
    image_mb: float | None = None  # data.image_mb as given, for an image model's training (None: not said, ImageNet's)
    seq_len: int | None = None  # data.seq_len as given, for a language model's training (None: the catalog's default)

    def to_dict(self) -> dict:
        """The scenario as a file would hold it: what the user gave, never the filled-in defaults."""
        return {"schema_version": SCENARIO_VERSION, **{k: v for k, v in self.given.items() if k != "schema_version"}}


# --------------------------------------------------------------------------- checking


class _Checker:
    def __init__(self, file: str):
        self.file = file
        self.problems: list[Problem] = []

    def bad(self, what: ProblemDetail, path: str, value: Any = None) -> None:
        if isinstance(what, MissingField) and any((p.column or "").startswith(path + ".") for p in self.problems):
            return  # a bad value inside this object was reported already; "missing" would say it twice
        shown = None if value is None else (value if isinstance(value, str) else json.dumps(value, ensure_ascii=False))
        if shown is not None and len(shown) > 200:
            shown = shown[:200] + "…"  # a 50 MB value is named, not repeated
        self.problems.append(Problem(self.file, what, column=path, value=shown))

    def problems_at(self, path: str) -> bool:
        """A problem was reported for ``path`` or a field inside it already."""
        return any((p.column or "") == path or (p.column or "").startswith(path + ".") for p in self.problems)

    def walk(self, obj: dict, shape: dict, prefix: str = "") -> dict:
        """Type-check ``obj`` against ``shape``; returns the normalised values that passed."""
        out: dict = {}
        for key, value in obj.items():
            path = f"{prefix}{key}"
            if key not in shape:
                continue  # reported with the closest names by parse_scenario
            kind = shape[key]
            if isinstance(kind, dict):
                if not isinstance(value, dict):
                    self.bad(WrongType(expected="object"), path, value)
                    continue
                out[key] = self.walk(value, kind, f"{path}.")
            else:
                v = self.value(path, value, kind)
                if v is not None:
                    out[key] = v
        return out

    def value(self, path: str, value: Any, kind) -> Any:
        if value is None:
            return None  # an explicit null means "I don't know": the default applies
        if isinstance(kind, tuple):
            if not isinstance(value, str):
                self.bad(WrongType(expected="text"), path, value)
                return None
            hit = next((a for a in kind if a.lower() == value.strip().lower()), None)
            if hit is None:
                self.bad(NotAllowed(allowed=list(kind)), path, value)
            return hit
        if kind == "bool":
            if not isinstance(value, bool):
                self.bad(WrongType(expected="true or false"), path, value)
                return None
            return value
        if kind == "str":
            if not isinstance(value, str) or not value.strip():
                self.bad(WrongType(expected="text"), path, value)
                return None
            return value.strip()
        if kind == "str_list":
            if isinstance(value, str):
                value = [value]
            if not isinstance(value, list) or not all(isinstance(v, str) and v.strip() for v in value):
                self.bad(WrongType(expected="list of names"), path, value)
                return None
            return [v.strip() for v in value]
        f = parse_size_mb(value) if kind == "size_mb" else parse_number(value)
        if f is None:
            too_big = isinstance(value, Huge) or (isinstance(value, int) and not isinstance(value, bool)) or (
                isinstance(value, str) and NUM_RE.match(number_text(value) or ""))
            if too_big:
                low, high = LIMITS.get(path, (0.0, 1e15))
                self.bad(AboveMax(max=high), path, str(value)[:40] + ("…" if len(str(value)) > 40 else ""))
            else:
                self.bad(NotANumber(), path, value)
            return None
        if f <= 0:
            self.bad(BelowMin(min=0, exclusive=True), path, value)
            return None
        low, high = LIMITS.get(path, (0.0, 1e15))
        if f < low:
            self.bad(BelowMin(min=low, exclusive=False), path, value)
            return None
        if f > high:
            self.bad(AboveMax(max=high), path, value)
            return None
        if kind == "int":
            if not float(f).is_integer():
                self.bad(NotAnInteger(), path, value)
                return None
            return int(f)
        return int(f) if isinstance(value, int) and not isinstance(value, bool) else f


def parse_scenario(obj: Any, cat: Catalog, file: str = "scenario") -> Scenario:
    """Check a decoded scenario against the contract and the catalog; raises CatalogError listing every problem."""
    ck = _Checker(file)
    if not isinstance(obj, dict):
        raise CatalogError([Problem(file, WrongType(expected="object"), column="(file)", value=json_kind(obj))])
    if "task" not in obj and (isinstance(obj.get("jobs"), list) or isinstance(obj.get("recommendation"), dict)):
        # a team plan or a saved answer: one sentence that says what the file is (it listed a dozen unknown fields)
        kind, key = ("plan", "jobs") if isinstance(obj.get("jobs"), list) else ("answer", "recommendation")
        raise CatalogError([Problem(file, NotAScenario(kind=kind), column=key)])
    shape_problems = _scan(obj, file)
    if shape_problems:
        raise CatalogError(shape_problems)
    version = obj.get("schema_version", SCENARIO_VERSION)
    migrated_from = None
    if isinstance(version, bool) or not isinstance(version, int) or version < 0:
        ck.bad(NotAnInteger(), "schema_version", version)
        version = SCENARIO_VERSION
    elif version > SCENARIO_VERSION:
        raise CatalogError([Problem(file, ScenarioTooNew(supported=SCENARIO_VERSION), column="schema_version",
                                    value=str(version))])
    elif version < SCENARIO_VERSION:
        migrated_from = version
        obj = dict(obj)
        for v in range(version, SCENARIO_VERSION):
            if v not in MIGRATIONS:
                raise CatalogError([Problem(file, ScenarioTooOld(supported=SCENARIO_VERSION),
                                            column="schema_version", value=str(version))])
            obj = MIGRATIONS[v](obj)
    # Unknown keys get the closest known spelling in their detail.
    for key in obj:
        if key not in SHAPE:
            ck.problems.append(Problem(file, UnknownField(closest=closest(str(key), SHAPE)), column=str(key),
                                       value=str(key)))
    for key, sub in SHAPE.items():
        if isinstance(sub, dict) and isinstance(obj.get(key), dict):
            for k in obj[key]:
                if k not in sub:
                    ck.problems.append(Problem(file, UnknownField(closest=closest(str(k), sub)),
                                               column=f"{key}.{k}", value=str(k)))
    known = {k: v for k, v in obj.items() if k in SHAPE and k != "schema_version"}
    for key, sub in SHAPE.items():
        if isinstance(sub, dict) and isinstance(known.get(key), dict):
            known[key] = {k: v for k, v in known[key].items() if k in sub}
    given = ck.walk(known, SHAPE)
    given["schema_version"] = SCENARIO_VERSION
    sc = _build(ck, given, cat)
    if ck.problems:
        raise CatalogError(ck.problems)
    return Scenario(**{**sc, "migrated_from": migrated_from})


def _has_surrogate(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False


def _scan(obj: Any, file: str) -> list[Problem]:
    """Structure checks before any value is used: nesting depth and text that is not Unicode
    (a lone surrogate from a ``\\ud800`` escape). Iterative, so no depth can exhaust the stack."""
    problems: list[Problem] = []
    stack: list[tuple[Any, str, int]] = [(obj, "", 0)]
    while stack and len(problems) < 20:
        node, path, depth = stack.pop()
        if depth > MAX_DEPTH:
            problems.append(Problem(file, TooDeep(max=MAX_DEPTH), column=path or "(file)"))
            continue
        if isinstance(node, dict):
            for k, v in node.items():
                key = str(k)
                sub = f"{path}.{key}" if path else key
                if _has_surrogate(key):
                    problems.append(Problem(file, BadText(), column=_escape(sub)))
                    continue
                stack.append((v, sub, depth + 1))
        elif isinstance(node, list):
            for i, v in enumerate(node):
                stack.append((v, f"{path}[{i}]", depth + 1))
        elif isinstance(node, str) and _has_surrogate(node):
            problems.append(Problem(file, BadText(), column=path or "(file)"))
    return problems


def _escape(text: str) -> str:
    return text.encode("utf-8", "backslashreplace").decode("utf-8")


def _preset_names(cat: Catalog) -> tuple[dict[str, str], dict[str, str]]:
    """The model presets by their normalised id and by their normalised display name."""
    m = cat["models"]
    ids = {normalise(p): p for p in m["preset_id"].astype(str)}
    names = {normalise(n): p for n, p in zip(m["display_name"].astype(str), m["preset_id"].astype(str))}
    return ids, names


def _resolve(ck: _Checker, given: dict, cat: Catalog) -> None:
    """Names that must exist in the catalog: preset, reference GPU, providers (rewritten to canonical ids)."""
    model = given.get("model") or {}
    if "preset" in model:
        ids, names = cached(cat, "scenario.preset_names", lambda: _preset_names(cat))
        hit = ids.get(normalise(model["preset"])) or names.get(normalise(model["preset"]))
        if hit is None:
            ck.bad(UnknownPreset(closest=closest(model["preset"], list(ids.values()))), "model.preset",
                   model["preset"])
        else:
            model["preset"] = hit
    ref = given.get("reference_run") or {}
    if "gpu" in ref:
        try:
            ref["gpu"] = resolve_gpu(cat, ref["gpu"])
        except UnknownName as exc:
            ck.bad(UnknownGpu(closest=exc.closest), "reference_run.gpu", ref["gpu"])
    other = given.get("compare_with") or {}
    if "gpu" in other:
        try:
            other["gpu"] = resolve_gpu(cat, other["gpu"])
        except UnknownName as exc:
            ck.bad(UnknownGpu(closest=exc.closest), "compare_with.gpu", other["gpu"])
    prefs = given.get("preferences") or {}
    if "providers" in prefs:
        out = []
        for i, p in enumerate(prefs["providers"]):
            try:
                out.append(resolve_provider(cat, p))
            except UnknownName as exc:
                ck.bad(UnknownProvider(closest=exc.closest), f"preferences.providers[{i}]", p)
        prefs["providers"] = list(dict.fromkeys(out))
    if "gpus" in prefs:
        out = []
        for i, g in enumerate(prefs["gpus"]):
            try:
                out.append(resolve_gpu(cat, g))
            except UnknownName as exc:
                ck.bad(UnknownGpu(closest=exc.closest), f"preferences.gpus[{i}]", g)
        prefs["gpus"] = list(dict.fromkeys(out))


def _build(ck: _Checker, given: dict, cat: Catalog) -> dict:
    _resolve(ck, given, cat)
    used: list[tuple[str, Any]] = []

    def get(path: str, default_key: str | None = None, default: Any = None):
        node: Any = given
        for part in path.split("."):
            node = node.get(part) if isinstance(node, dict) else None
        if node is not None:
            return node
        value = DEFAULTS.get(default_key or path, default)
        if value is not None:
            used.append((path, value))
        return value

    d = _defaults(cat)
    task = get("task")
    workload = get("workload")
    model = given.get("model") or {}
    data = given.get("data") or {}
    ref = given.get("reference_run")
    inf = given.get("inference") or {}
    budget = given.get("budget") or {}
    prefs = given.get("preferences") or {}
    assumed: list[A.Assumed] = []

    def assume(a: A.Assumed | None) -> Any:
        if a is None:
            return None
        assumed.append(a)
        used.append((a.path, a.value))
        return a.value

    def table(path: str, fallback: Any = None) -> Any:
        """The answers table's value for an open question (the code's fallback if the table has none)."""
        a = A.lookup(cat, task or "train", workload or "llm", path)
        if a is None and fallback is not None:
            a = A.Assumed(path, fallback, "product_setting", "gpu-advisor-setting")
        return assume(a)

    if "preset" in model and "params" in model:
        ck.bad(ConflictingFields(fields=["model.preset", "model.params"]), "model", model)
    if "params_active" in model and not ck.problems_at("model"):
        if "params" not in model:  # a preset has its own; without a size it means nothing
            ck.bad(MissingField(alternatives=["model.params"]), "model.params", model)
        elif model["params_active"] > model["params"]:  # a token cannot use more than the model has
            ck.bad(AboveMax(max=model["params"]), "model.params_active", model["params_active"])
    sources = [k for k in ("tokens", "dataset_gb", "samples", "items") if k in data]
    if len(sources) > 1:
        ck.bad(ConflictingFields(fields=[f"data.{k}" for k in sources]), "data", data)
    if ref is not None:
        ref = dict(ref)
        if "hours" not in ref:
            ck.bad(MissingField(), "reference_run.hours")
        elif not ck.problems_at("reference_run"):
            # "Our own guess is N hours": the GPU (and count) it was guessed for, assumed with its reason.
            try:
                gpu_a, gpus_a = A.reference_gpu_answer(cat, task or "train", workload or "llm")
                if "gpu" not in ref:
                    ref["gpu"] = assume(gpu_a)
                if "gpus" not in ref:
                    ref["gpus"] = assume(gpus_a)
            except A.NoAnswer:
                for k in ("gpu", "gpus"):
                    if k not in ref:
                        ck.bad(MissingField(), f"reference_run.{k}")
    # "I don't know" the model: the typical one for this kind of work (core/scenario/answers.py), where one exists.
    if not model and not ck.problems_at("model"):
        try:
            model = {"preset": assume(A.model_answer(cat, task, workload))}
        except A.NoAnswer:
            ck.bad(MissingField(alternatives=["model.preset", "model.params"], why="no_typical_model", workload=workload),
                   "model")
    workload, workload_from_preset = model_kind_checks(ck, cat, given, model, task, workload, used)
    data = dict(data)
    if workload == "llm" and task == "finetune" and sources == ["samples"] and not ck.problems_at("data"):
        # A language-model fine-tune counts its data in examples: samples are taken as Q&A pairs (instruction
        # examples, answers.csv items.qa_pairs), converted to tokens and listed as assumed, like items.
        data = {**{k: v for k, v in data.items() if k != "samples"}, "items": data["samples"], "item_kind": "qa_pairs"}
    if "items" in data or "item_kind" in data:
        # The data in the user's own terms: items of a kind -> tokens or samples (answers table), listed as assumed.
        if "item_kind" not in data:
            if not ck.problems_at("data.item_kind"):  # (a kind the shape refused is reported already)
                ck.bad(MissingField(allowed=list(A.item_kinds(cat, task or "train", workload or "llm"))),
                       "data.item_kind")
        elif "items" not in data:
            ck.bad(MissingField(), "data.items")
        elif len(sources) == 1 and not ck.problems_at("data"):
            try:
                a = A.item_answer(cat, task or "train", workload or "llm", data["item_kind"], data["items"])
                data[a.path.split(".", 1)[1]] = assume(a)
            except A.NoAnswer:
                ck.bad(NotAllowed(allowed=list(A.item_kinds(cat, task or "train", workload or "llm"))),
                       "data.item_kind", data["item_kind"])
        sources = [k for k in ("tokens", "samples") if k in data]
    if model and task != "inference" and ref is None and not sources and not ck.problems_at("data"):
        try:
            a = A.data_answer(cat, task, workload, model)
            data[a.path.split(".", 1)[1]] = assume(a)
        except A.NoAnswer:
            ck.bad(MissingField(alternatives=["data.tokens", "data.dataset_gb", "data.samples"], why="own_data" if task == "finetune" else "no_typical_data", workload=workload),
                   "data")
    if budget and "amount" not in budget and not ck.problems_at("budget.amount"):  # (a refused amount: said once)
        ck.bad(MissingField(), "budget.amount")

    epochs = data.get("epochs")
    if epochs is None and task != "inference" and model and ("dataset_gb" in data or "samples" in data
                                                             or "items" in data):
        try:
            # Items converted to tokens are one pass over the user's data: the passes are asked like samples'.
            epochs = assume(A.epochs_answer(cat, task, workload, model,
                                            {k: v for k, v in data.items() if k != "tokens" or "items" not in data}))
        except A.NoAnswer:
            epochs = d["scenario_epochs"]
            used.append(("data.epochs", epochs))
            assumed.append(A.Assumed("data.epochs", epochs, "product_setting", "gpu-advisor-setting", "passes"))
    image_mb = data.get("image_mb") if workload == "cv" and task != "inference" else None
    if workload == "cv" and task != "inference" and image_mb is None and ("dataset_gb" in data or "samples" in data):
        # "I don't know" the size of one image: ImageNet's average (defaults.csv image_bytes_per_sample), listed as
        # assumed; it turns GB into images and images into GB of disk and copying
        assume(A.image_size_answer(cat, A.image_kind(cat, (model or {}).get("preset"))))
    packed = data.get("packed")
    if task == "finetune" and workload == "llm" and data.get("packed") is None and ref is None:
        # "I don't know" whether the examples are packed: listed as assumed; the engine estimates it as the catalog's
        # default says and widens the range to the other case (core/estimate/packing.py).
        packed = assume(A.packing_answer(cat))
    if task == "finetune" and workload == "llm" and given.get("gradient_checkpointing") is None and ref is None:
        # "I don't know" whether activations are checkpointed: listed as assumed; the engine estimates it as the
        # catalog's default says (the tools' default, on) and widens the range to the other case.
        assume(A.recompute_answer(cat))
    if task != "inference" and workload == "llm" and data.get("global_batch_tokens") is None and ref is None \
            and model and not ck.problems_at("model"):
        # The global batch not given: the engine's default (a fine-tune's recipe batch, else GPT-3's by size); a
        # padded fine-tune's recipe batch of examples counts their tokens, as the estimate does (packing.py).
        example = A.example_tokens(assumed) if task == "finetune" and packed is False else None
        assume(A.global_batch_answer(cat, model, task, example, data.get("seq_len")))
    qps = inp = outp = use = None
    if task == "inference" and inf.get("users") and not inf.get("qps"):
        # People who use it -> requests/s at the busiest hour, and a chat turn's lengths (answers table).
        try:
            load = A.users_answer(cat, inf["users"], inf)
            for part in load.parts:
                assumed.append(part)
            qps = assume(load.qps)
            if not inf.get("input_tokens") and load.input_tokens is not None:
                inf = {**inf, "input_tokens": assume(load.input_tokens)}
            if not inf.get("output_tokens") and load.output_tokens is not None:
                inf = {**inf, "output_tokens": assume(load.output_tokens)}
        except A.NoAnswer as exc:
            ck.bad(MissingField(), exc.path)
    if task == "inference":
        qps = qps or inf.get("qps") or table("inference.qps", d["scenario_qps"])
        inp = inf.get("input_tokens") or table("inference.input_tokens", int(d["scenario_input_tokens"]))
        outp = inf.get("output_tokens") or table("inference.output_tokens", int(d["scenario_output_tokens"]))
        inp, outp = int(inp), int(outp)
        use = inf.get("use") or (table("inference.use", "chat") if inf.get("p95_latency_s") is None else None)
    method = given.get("finetune_method") or (
        table("finetune_method", DEFAULTS["finetune_method_finetune"]) if task == "finetune"
        else DEFAULTS["finetune_method_other"])  # training from scratch and serving have no method to state
    precision = given.get("precision") or precision_of_own_gpus(cat, prefs.get("gpus"), task, assume) \
        or table("precision", DEFAULTS["precision"])
    spot = prefs.get("spot")
    if spot is None and task == "inference" and not cost.service_spot_allowed(cat):
        # a service is always on, and the catalog's spot rules run none on spot: that is the answer, not "allow"
        spot = assume(A.Assumed("preferences.spot", "avoid", "service_always_on", "aws-spot-best-practices"))
    elif spot is None:
        spot = table("preferences.spot", DEFAULTS["preferences.spot"])
    deadline = given.get("deadline_hours")
    objective = prefs.get("objective")
    if objective is None:  # a service runs all month (its hours are the month's: no time to balance against)
        objective = "cheapest" if deadline or task == "inference" else "balanced"
        why = "serving_cost" if task == "inference" else "deadline_given" if deadline else "no_deadline"
        assume(A.Assumed("preferences.objective", objective, why, "gpu-advisor-setting"))
    currency = result_currency(cat, prefs, budget, assume)
    budget_currency = budget.get("currency") if "amount" in budget else None
    if "amount" in budget and budget_currency is None:
        budget_currency = currency
        used.append(("budget.currency", currency))
        assumed.append(A.Assumed("budget.currency", currency, "result_currency", "gpu-advisor-setting"))
    host_rules = prefs.get("host_rules") or table("preferences.host_rules", DEFAULTS["preferences.host_rules"])
    budget_per = budget.get("per") or (get("budget.per") if "amount" in budget else DEFAULTS["budget.per"])
    if "amount" in budget and not budget.get("per"):
        assumed.append(A.Assumed("budget.per", budget_per, "product_setting", "gpu-advisor-setting"))
    for path in [p for p in ("task", "workload") if p not in given]:
        why = "preset_kind" if path == "workload" and workload_from_preset else "product_setting"
        assumed.insert(0, A.Assumed(path, task if path == "task" else workload, why, "gpu-advisor-setting"))
    providers, regions = tuple(prefs.get("providers") or ()), tuple(prefs.get("regions") or ())
    if prefs.get("data_in_china"):
        providers, regions = _in_china(ck, cat, providers, regions)
    elif "data_in_china" not in prefs:  # left open: abroad is compared; a yuan user is warned (recommendation.py)
        assumed.append(A.Assumed("preferences.data_in_china", False, "abroad_compared", "gpu-advisor-setting"))
    return dict(
        task=task, workload=workload, preset=model.get("preset"), params=model.get("params"),
        finetune_method=method, tokens=data.get("tokens"), dataset_gb=data.get("dataset_gb"),
        samples=data.get("samples"), epochs=epochs,
        reference_run=ReferenceRun(ref["gpu"], int(ref["gpus"]), float(ref["hours"]))
        if ref and {"gpu", "gpus", "hours"} <= set(ref) else None,
        precision=precision, qps=qps, input_tokens=inp, output_tokens=outp,
        p95_latency_s=inf.get("p95_latency_s"), deadline_hours=deadline,
        budget_amount=budget.get("amount"), budget_currency=budget_currency,
        budget_per=budget_per,
        providers=providers, regions=regions,
        gpus=tuple(prefs.get("gpus") or ()),
        spot=spot, objective=objective, currency=currency,
        host_rules=host_rules, plan_for=prefs.get("plan_for") or PLAN_FOR_DEFAULT, defaults_used=tuple(used), assumed=tuple(assumed), given=given,
        compare_with=OtherAnswer(given["compare_with"]["gpu"], int(given["compare_with"]["gpus"]),
                                 str(given["compare_with"].get("source", "")))
        if {"gpu", "gpus"} <= set(given.get("compare_with") or {}) else None,
        data_in_china=prefs.get("data_in_china"), home_currency=prefs.get("home_currency"), users=inf.get("users"), items=data.get("items"),
        item_kind=data.get("item_kind"), packed=data.get("packed") if task != "inference" else None,
        global_batch_tokens=data.get("global_batch_tokens") if task != "inference" else None,
        recompute=given.get("gradient_checkpointing") if task == "finetune" else None,
        params_active=model.get("params_active"), service_use=use if task == "inference" else None,
        image_mb=image_mb,
        seq_len=data.get("seq_len") if task != "inference" and workload == "llm" else None,
    )


def _in_china(ck: _Checker, cat: Catalog, providers: tuple, regions: tuple) -> tuple[tuple, tuple]:
    """``data_in_china``: the Chinese clouds (providers.csv ``country`` CN) among those asked for, in their
    mainland regions (the answers table's ``data_in_china.regions`` rows) among those asked for."""
    p = cat["providers"]
    cn = [str(x) for x, c in zip(p["provider"], p["country"].astype(str)) if c.upper() == "CN"]
    keep = tuple(x for x in providers if x in cn) if providers else tuple(cn)
    mainland = A.mainland_regions(cat)
    inst = cat["instances"]
    known = sorted({str(r) for r, pv in zip(inst["region"], inst["provider"]) if pv in keep
                    and str(r).lower() in mainland})
    where = tuple(r for r in regions if r.lower() in mainland) if regions else tuple(known)
    if not keep or not where:
        ck.bad(ConflictingFields(fields=["preferences.data_in_china",
                                         "preferences.providers" if not keep else "preferences.regions"]),
               "preferences.data_in_china", True)
    return keep, where


def _defaults(cat: Catalog) -> dict[str, float]:
    from ..catalog import defaults  # read once per catalog
    return defaults(cat)


# --------------------------------------------------------------------------- files


def load_scenario(path: str | Path, cat: Catalog, home_currency: str | None = None) -> Scenario:
    """Read and check a scenario file; raises CatalogError (every problem, each naming its field).
    ``home_currency``: the user's own currency, as the app's interface language gives it (``with_home_currency``;
    None: the file's own, if it says one)."""
    obj, file = read_json_file(path)
    return parse_scenario(with_home_currency(obj, home_currency), cat, file)


def scenario_bytes(scenario: Scenario | dict) -> bytes:
    obj = scenario.to_dict() if isinstance(scenario, Scenario) else scenario
    return (json.dumps(obj, ensure_ascii=False, indent=2) + "\n").encode("utf-8")


def save_scenario(path: str | Path, scenario: Scenario | dict) -> None:
    """Write a scenario file atomically (temp file, fsync, replace); the previous file is kept as ``.bak``."""
    path = Path(path)
    if path.exists():
        atomic_write(path.with_name(path.name + ".bak"), path.read_bytes())
    atomic_write(path, scenario_bytes(scenario))
