"""Problem details: what is wrong with an input, typed (issue 30: the engine-to-text contract).

One frozen dataclass per problem code (``code`` is a class variable), made where the engine finds the problem and
carried by ``Problem.what`` (``core/base/problems.py``): mypy checks the fields at the creation site, and the text
layer (``text/problems.py``) reads the fields its sentence names (``tests/gui/test_voice.py`` checks that every
template's placeholders are fields of its class). ``detail`` gives the fields as the dict the old ``Problem.detail``
held, in declaration order, without the ``omit()`` fields that are None.

This module holds the base and the problems of files, tables, the catalog, scenarios, plans, estimates and launch
files; ``problem_details_prices`` those of SkyPilot imports and price updates; ``problem_registry`` the code ->
class table.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
import dataclasses
from dataclasses import fields
from typing import Any, ClassVar

from .record import LazyDataclass, omit, shown
from .record import lazy_dataclass as dataclass  # frozen dataclasses made on first use (record.py)


@dataclasses.dataclass(frozen=True, kw_only=True)
class ProblemDetail(LazyDataclass):
    """What is wrong (the code) and the numbers and names its sentence needs."""

    code: ClassVar[str]

    @property
    def detail(self) -> dict[str, Any]:
        """The fields as a plain dict (tuples as lists), in declaration order, without the omit() fields that are
        None."""
        out: dict[str, Any] = {}
        for f in fields(self):
            v = getattr(self, f.name)
            if v is None and f.metadata.get("omit_if_none"):
                continue
            out[f.name] = shown(v)
        return out


@dataclass(frozen=True, kw_only=True)
class AboveMax(ProblemDetail):
    code: ClassVar[str] = "above_max"
    max: float
    min: float | None = omit()


@dataclass(frozen=True, kw_only=True)
class BadDate(ProblemDetail):
    code: ClassVar[str] = "bad_date"


@dataclass(frozen=True, kw_only=True)
class BadJson(ProblemDetail):
    code: ClassVar[str] = "bad_json"
    reason: str
    column: int | None = omit()
    char: str | None = omit()  # the character the text cannot go on at, when it is an invisible one ("U+0007")


@dataclass(frozen=True, kw_only=True)
class BadManifest(ProblemDetail):
    code: ClassVar[str] = "bad_manifest"
    reason: str | None = omit()


@dataclass(frozen=True, kw_only=True)
class BadPattern(ProblemDetail):
    code: ClassVar[str] = "bad_pattern"


@dataclass(frozen=True, kw_only=True)
class BadSourceId(ProblemDetail):
    code: ClassVar[str] = "bad_source_id"


@dataclass(frozen=True, kw_only=True)
class BadText(ProblemDetail):
    code: ClassVar[str] = "bad_text"


@dataclass(frozen=True, kw_only=True)
class BelowMin(ProblemDetail):
    code: ClassVar[str] = "below_min"
    min: float
    exclusive: bool | None = omit()
    max: float | None = omit()


@dataclass(frozen=True, kw_only=True)
class CatalogBundledUsed(ProblemDetail):
    code: ClassVar[str] = "catalog_bundled_used"
    damaged: Sequence[str]
    aside: str


@dataclass(frozen=True, kw_only=True)
class CatalogBusy(ProblemDetail):
    code: ClassVar[str] = "catalog_busy"
    seconds: float


@dataclass(frozen=True, kw_only=True)
class CatalogChanged(ProblemDetail):
    code: ClassVar[str] = "catalog_changed"
    base: str
    current: str


@dataclass(frozen=True, kw_only=True)
class CatalogCurrentMissing(ProblemDetail):
    code: ClassVar[str] = "catalog_current_missing"
    used: str
    damaged: Sequence[str]
    aside: str


@dataclass(frozen=True, kw_only=True)
class CatalogDatesInFuture(ProblemDetail):
    code: ClassVar[str] = "catalog_dates_in_future"
    count: int
    today: str


@dataclass(frozen=True, kw_only=True)
class CatalogFellBack(ProblemDetail):
    code: ClassVar[str] = "catalog_fell_back"
    used: str
    damaged: Sequence[str]
    aside: str


@dataclass(frozen=True, kw_only=True)
class ChecksumMismatch(ProblemDetail):
    code: ClassVar[str] = "checksum_mismatch"


@dataclass(frozen=True, kw_only=True)
class CompareNotAnAnswer(ProblemDetail):
    """A file Compare cannot read as an answer: ``kind`` "plan" for a team plan (a list of jobs), which the Team plan
    window opens; "" for anything else."""
    code: ClassVar[str] = "compare_not_an_answer"
    kind: str = ""


@dataclass(frozen=True, kw_only=True)
class ConflictingFields(ProblemDetail):
    code: ClassVar[str] = "conflicting_fields"
    fields: Sequence[str]


@dataclass(frozen=True, kw_only=True)
class ControlCharacter(ProblemDetail):
    code: ClassVar[str] = "control_character"
    char: str
    position: int


@dataclass(frozen=True, kw_only=True)
class CsvSyntax(ProblemDetail):
    code: ClassVar[str] = "csv_syntax"
    reason: str


@dataclass(frozen=True, kw_only=True)
class DateInFuture(ProblemDetail):
    code: ClassVar[str] = "date_in_future"
    today: str


@dataclass(frozen=True, kw_only=True)
class DuplicateAlias(ProblemDetail):
    code: ClassVar[str] = "duplicate_alias"
    other: str


@dataclass(frozen=True, kw_only=True)
class DuplicateColumn(ProblemDetail):
    code: ClassVar[str] = "duplicate_column"


@dataclass(frozen=True, kw_only=True)
class DuplicateKey(ProblemDetail):
    code: ClassVar[str] = "duplicate_key"
    first_row: int
    rows: Sequence[int] | None = omit()
    region: str | None = omit()
    zone: str | None = omit()


@dataclass(frozen=True, kw_only=True)
class EmptyColumnName(ProblemDetail):
    code: ClassVar[str] = "empty_column_name"


@dataclass(frozen=True, kw_only=True)
class EmptyFile(ProblemDetail):
    code: ClassVar[str] = "empty_file"


@dataclass(frozen=True, kw_only=True)
class EmptyTable(ProblemDetail):
    code: ClassVar[str] = "empty_table"


@dataclass(frozen=True, kw_only=True)
class Encoding(ProblemDetail):
    code: ClassVar[str] = "encoding"
    encodings: Sequence[str]


@dataclass(frozen=True, kw_only=True)
class FieldCount(ProblemDetail):
    code: ClassVar[str] = "field_count"
    expected: int
    found: int


@dataclass(frozen=True, kw_only=True)
class FileExists(ProblemDetail):
    code: ClassVar[str] = "file_exists"


@dataclass(frozen=True, kw_only=True)
class FileMissing(ProblemDetail):
    code: ClassVar[str] = "file_missing"


@dataclass(frozen=True, kw_only=True)
class FileNotFound(ProblemDetail):
    code: ClassVar[str] = "file_not_found"


@dataclass(frozen=True, kw_only=True)
class FileTooLargeProblem(ProblemDetail):
    code: ClassVar[str] = "file_too_large"
    size: float
    limit: float


@dataclass(frozen=True, kw_only=True)
class FractionalGpus(ProblemDetail):
    code: ClassVar[str] = "fractional_gpus"
    gpus_per_node: float


@dataclass(frozen=True, kw_only=True)
class PresetKindMismatch(ProblemDetail):
    """The scenario's kind of work is not the kind of the model preset it names (a ResNet-50 as a language model)."""
    code: ClassVar[str] = "preset_kind_mismatch"
    preset: str
    kind: str  # models.csv kind of the preset (llm, nlp-encoder, vision, detection, diffusion)


@dataclass(frozen=True, kw_only=True)
class ServingNeedsTextModel(ProblemDetail):
    """Serving is sized for language models that generate text (prefill and decode); an image model, an encoder or a
    diffusion model is not one, so no serving answer is given for it."""
    code: ClassVar[str] = "serving_needs_text_model"
    kind: str  # models.csv kind, or the scenario's workload when the model is given by size


@dataclass(frozen=True, kw_only=True)
class MethodNeedsLanguageModel(ProblemDetail):
    """LoRA and QLoRA train adapters on a language model (the engine's adapter FLOPs and memory rules are a language
    model's: per token, with a transformer's trainable share); an image model is fine-tuned whole, so a LoRA or QLoRA
    fine-tune of one is refused, not estimated with a language model's figures."""
    code: ClassVar[str] = "method_needs_language_model"
    method: str  # the method given (lora, qlora)
    kind: str  # models.csv kind of the preset (vision, detection, diffusion), or the workload (cv) for a size


@dataclass(frozen=True, kw_only=True)
class GpuNoComputeFigures(ProblemDetail):
    code: ClassVar[str] = "gpu_no_compute_figures"
    precision: str


@dataclass(frozen=True, kw_only=True)
class LaunchFilesExist(ProblemDetail):
    code: ClassVar[str] = "launch_files_exist"
    path: str | None = omit()  # the folder; the command line shows it as the place instead
    count: int


@dataclass(frozen=True, kw_only=True)
class MissingColumn(ProblemDetail):
    code: ClassVar[str] = "missing_column"


@dataclass(frozen=True, kw_only=True)
class MissingDefault(ProblemDetail):
    code: ClassVar[str] = "missing_default"


@dataclass(frozen=True, kw_only=True)
class MissingField(ProblemDetail):
    code: ClassVar[str] = "missing_field"
    alternatives: Sequence[str] | None = omit()
    why: str | None = omit()
    workload: str | None = omit()
    allowed: Sequence[str] | None = omit()


@dataclass(frozen=True, kw_only=True)
class MissingFxRate(ProblemDetail):
    code: ClassVar[str] = "missing_fx_rate"


@dataclass(frozen=True, kw_only=True)
class MissingInput(ProblemDetail):
    code: ClassVar[str] = "missing_input"
    workload: str | None = omit()


@dataclass(frozen=True, kw_only=True)
class MissingTable(ProblemDetail):
    code: ClassVar[str] = "missing_table"


@dataclass(frozen=True, kw_only=True)
class NoCatalog(ProblemDetail):
    code: ClassVar[str] = "no_catalog"


@dataclass(frozen=True, kw_only=True)
class NoFreeKey(ProblemDetail):
    code: ClassVar[str] = "no_free_key"


@dataclass(frozen=True, kw_only=True)
class NoIntactCatalog(ProblemDetail):
    code: ClassVar[str] = "no_intact_catalog"


@dataclass(frozen=True, kw_only=True)
class NoOption(ProblemDetail):
    code: ClassVar[str] = "no_option"


@dataclass(frozen=True, kw_only=True)
class NotABoolean(ProblemDetail):
    code: ClassVar[str] = "not_a_boolean"


@dataclass(frozen=True, kw_only=True)
class NotAFile(ProblemDetail):
    code: ClassVar[str] = "not_a_file"


@dataclass(frozen=True, kw_only=True)
class NotAFolder(ProblemDetail):
    code: ClassVar[str] = "not_a_folder"
    path: str | None = omit()


@dataclass(frozen=True, kw_only=True)
class NotANumber(ProblemDetail):
    code: ClassVar[str] = "not_a_number"


@dataclass(frozen=True, kw_only=True)
class NotAllowed(ProblemDetail):
    code: ClassVar[str] = "not_allowed"
    allowed: Sequence[str]
    workload: str | None = omit()


@dataclass(frozen=True, kw_only=True)
class NotAnInteger(ProblemDetail):
    code: ClassVar[str] = "not_an_integer"


@dataclass(frozen=True, kw_only=True)
class NotUtf8(ProblemDetail):
    code: ClassVar[str] = "not_utf8"


@dataclass(frozen=True, kw_only=True)
class NotWritable(ProblemDetail):
    code: ClassVar[str] = "not_writable"
    path: str | None = omit()
    reason: str | None = omit()


@dataclass(frozen=True, kw_only=True)
class LaunchOneServer(ProblemDetail):
    """The launch files would start ``script`` on ``nodes`` servers, and it trains on one server's GPUs only (the
    Ultralytics yolo command starts its own DDP workers on the GPUs of the machine it runs on)."""
    code: ClassVar[str] = "launch_one_server"
    script: str
    nodes: int


@dataclass(frozen=True, kw_only=True)
class OptionDoesNotFit(ProblemDetail):
    code: ClassVar[str] = "option_does_not_fit"
    gpu: str
    gpus_per_node: float


@dataclass(frozen=True, kw_only=True)
class PlanCurrencyDiffers(ProblemDetail):
    code: ClassVar[str] = "plan_currency_differs"
    currency: str


@dataclass(frozen=True, kw_only=True)
class PriceCurrencyDiffers(ProblemDetail):
    """A price typed with a currency ("$1.20") into a row priced in another (``currency``, the row's)."""
    code: ClassVar[str] = "price_currency_differs"
    typed: str
    currency: str


@dataclass(frozen=True, kw_only=True)
class PlanDuplicateJob(ProblemDetail):
    code: ClassVar[str] = "plan_duplicate_job"
    first: str


@dataclass(frozen=True, kw_only=True)
class PlanJobImpossible(ProblemDetail):
    code: ClassVar[str] = "plan_job_impossible"
    why: str
    note: Mapping[str, Any] | None = omit()


@dataclass(frozen=True, kw_only=True)
class PlanJobRuns(ProblemDetail):
    code: ClassVar[str] = "plan_job_runs"
    task: str | None = omit()


@dataclass(frozen=True, kw_only=True)
class PlanNoJobs(ProblemDetail):
    code: ClassVar[str] = "plan_no_jobs"


@dataclass(frozen=True, kw_only=True)
class PriceNeeded(ProblemDetail):
    code: ClassVar[str] = "price_needed"
    count: int
    rows: Sequence[int]


@dataclass(frozen=True, kw_only=True)
class FractionalGpuCount(ProblemDetail):
    """Instances with more than one GPU but not a whole number (1.5): kept (a slice is allowed), never recommended."""
    code: ClassVar[str] = "fractional_gpu_count"
    count: int
    rows: Sequence[int]


@dataclass(frozen=True, kw_only=True)
class Required(ProblemDetail):
    code: ClassVar[str] = "required"


@dataclass(frozen=True, kw_only=True)
class SaveRowsDiffer(ProblemDetail):
    code: ClassVar[str] = "save_rows_differ"
    written: int
    read: int


@dataclass(frozen=True, kw_only=True)
class SaveUnreadable(ProblemDetail):
    code: ClassVar[str] = "save_unreadable"
    count: int


@dataclass(frozen=True, kw_only=True)
class SaveValueDiffers(ProblemDetail):
    code: ClassVar[str] = "save_value_differs"
    written: str


@dataclass(frozen=True, kw_only=True)
class NotAScenario(ProblemDetail):
    """A team plan (a list of jobs) or a saved answer (``recommend --json``) where a scenario is read."""
    code: ClassVar[str] = "not_a_scenario"
    kind: str  # "plan" | "answer"


@dataclass(frozen=True, kw_only=True)
class ScenarioTooNew(ProblemDetail):
    code: ClassVar[str] = "scenario_too_new"
    supported: int


@dataclass(frozen=True, kw_only=True)
class ScenarioTooOld(ProblemDetail):
    code: ClassVar[str] = "scenario_too_old"
    supported: int


@dataclass(frozen=True, kw_only=True)
class SchemaTooNew(ProblemDetail):
    code: ClassVar[str] = "schema_too_new"
    supported: int


@dataclass(frozen=True, kw_only=True)
class ServingFitsOneServer(ProblemDetail):
    code: ClassVar[str] = "serving_fits_one_server"
    gpu: str
    gpus_per_node: int


@dataclass(frozen=True, kw_only=True)
class StillReferenced(ProblemDetail):
    code: ClassVar[str] = "still_referenced"
    table: str
    count: float


@dataclass(frozen=True, kw_only=True)
class TooDeep(ProblemDetail):
    code: ClassVar[str] = "too_deep"
    max: int


@dataclass(frozen=True, kw_only=True)
class TooLong(ProblemDetail):
    code: ClassVar[str] = "too_long"
    max: int
    length: int


@dataclass(frozen=True, kw_only=True)
class TooSmall(ProblemDetail):
    code: ClassVar[str] = "too_small"
    min: float


@dataclass(frozen=True, kw_only=True)
class UnknownColumn(ProblemDetail):
    code: ClassVar[str] = "unknown_column"
    closest: Sequence[str]


@dataclass(frozen=True, kw_only=True)
class UnknownField(ProblemDetail):
    code: ClassVar[str] = "unknown_field"
    closest: Sequence[str]


@dataclass(frozen=True, kw_only=True)
class UnknownGpu(ProblemDetail):
    code: ClassVar[str] = "unknown_gpu"
    closest: Sequence[str]


@dataclass(frozen=True, kw_only=True)
class UnknownInstance(ProblemDetail):
    code: ClassVar[str] = "unknown_instance"


@dataclass(frozen=True, kw_only=True)
class UnknownPreset(ProblemDetail):
    code: ClassVar[str] = "unknown_preset"
    closest: Sequence[str]


@dataclass(frozen=True, kw_only=True)
class UnknownProvider(ProblemDetail):
    code: ClassVar[str] = "unknown_provider"
    closest: Sequence[str]


@dataclass(frozen=True, kw_only=True)
class UnknownSource(ProblemDetail):
    code: ClassVar[str] = "unknown_source"
    closest: Sequence[str]


@dataclass(frozen=True, kw_only=True)
class UnknownTable(ProblemDetail):
    """No table fits the header: ``nearest`` is the table sharing most of its columns, ``missing`` that table's
    required columns the header lacks."""

    code: ClassVar[str] = "unknown_table"
    tables: Sequence[str]
    nearest: str | None = omit()
    missing: Sequence[str] = ()


@dataclass(frozen=True, kw_only=True)
class UnknownTableName(ProblemDetail):
    code: ClassVar[str] = "unknown_table_name"
    tables: Sequence[str]


@dataclass(frozen=True, kw_only=True)
class Unreadable(ProblemDetail):
    code: ClassVar[str] = "unreadable"
    reason: str


@dataclass(frozen=True, kw_only=True)
class WrongType(ProblemDetail):
    code: ClassVar[str] = "wrong_type"
    expected: str

