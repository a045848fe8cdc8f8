"""Problem details: what is wrong with an input, typed (issue 30: the engine-to-text contract).

One frozen dataclass per problem code (``code`` is a class variable), made where the engine finds the problem and
carried by ``Problem.what`` (``core/base/problems.py``): mypy checks the fields at the creation site, and the text
layer (``text/problems.py``) reads the fields its sentence names (``tests/gui/test_voice.py`` checks that every
template's placeholders are fields of its class). ``detail`` gives the fields as the dict the old ``Problem.detail``
held, in declaration order, without the ``omit()`` fields that are None.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields
from typing import Any, ClassVar, Union

from .notes import omit, shown


@dataclass(frozen=True, kw_only=True)
class ProblemDetail:
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
    damaged: tuple[str, ...]
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
    damaged: tuple[str, ...]
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
    damaged: tuple[str, ...]
    aside: str


@dataclass(frozen=True, kw_only=True)
class ChecksumMismatch(ProblemDetail):
    code: ClassVar[str] = "checksum_mismatch"


@dataclass(frozen=True, kw_only=True)
class CompareNotAnAnswer(ProblemDetail):
    code: ClassVar[str] = "compare_not_an_answer"


@dataclass(frozen=True, kw_only=True)
class ConflictingFields(ProblemDetail):
    code: ClassVar[str] = "conflicting_fields"
    fields: tuple[str, ...]


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
    rows: tuple[int, ...] | None = omit()
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
    encodings: tuple[str, ...]


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
class GpuNoComputeFigures(ProblemDetail):
    code: ClassVar[str] = "gpu_no_compute_figures"
    precision: str


@dataclass(frozen=True, kw_only=True)
class LaunchFilesExist(ProblemDetail):
    code: ClassVar[str] = "launch_files_exist"
    path: str
    count: float


@dataclass(frozen=True, kw_only=True)
class MissingColumn(ProblemDetail):
    code: ClassVar[str] = "missing_column"


@dataclass(frozen=True, kw_only=True)
class MissingDefault(ProblemDetail):
    code: ClassVar[str] = "missing_default"


@dataclass(frozen=True, kw_only=True)
class MissingField(ProblemDetail):
    # words read, never set: needed_for
    code: ClassVar[str] = "missing_field"
    alternatives: tuple[str, ...] | None = omit()
    why: str | None = omit()
    workload: str | None = omit()
    allowed: tuple[str, ...] | None = omit()


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
    allowed: tuple[str, ...]
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
    reason: str


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
    rows: tuple[int, ...]


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
    written: float


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
class SkypilotCurrencyDiffers(ProblemDetail):
    code: ClassVar[str] = "skypilot_currency_differs"
    region: str
    catalog_value: str


@dataclass(frozen=True, kw_only=True)
class SkypilotGpuOnlyRow(ProblemDetail):
    code: ClassVar[str] = "skypilot_gpu_only_row"
    accelerator: str
    count: str
    zone: str


@dataclass(frozen=True, kw_only=True)
class SkypilotInconsistentRows(ProblemDetail):
    code: ClassVar[str] = "skypilot_inconsistent_rows"
    region: str
    first_row: int


@dataclass(frozen=True, kw_only=True)
class SkypilotMissingColumn(ProblemDetail):
    code: ClassVar[str] = "skypilot_missing_column"


@dataclass(frozen=True, kw_only=True)
class SkypilotNoAccelerator(ProblemDetail):
    code: ClassVar[str] = "skypilot_no_accelerator"


@dataclass(frozen=True, kw_only=True)
class SkypilotNoAcceleratorCount(ProblemDetail):
    code: ClassVar[str] = "skypilot_no_accelerator_count"
    instance_type: str


@dataclass(frozen=True, kw_only=True)
class SkypilotNoInstanceType(ProblemDetail):
    code: ClassVar[str] = "skypilot_no_instance_type"


@dataclass(frozen=True, kw_only=True)
class SkypilotNoPrice(ProblemDetail):
    code: ClassVar[str] = "skypilot_no_price"


@dataclass(frozen=True, kw_only=True)
class SkypilotNoRegion(ProblemDetail):
    code: ClassVar[str] = "skypilot_no_region"


@dataclass(frozen=True, kw_only=True)
class SkypilotNoReplace(ProblemDetail):
    code: ClassVar[str] = "skypilot_no_replace"


@dataclass(frozen=True, kw_only=True)
class SkypilotNothingMapped(ProblemDetail):
    code: ClassVar[str] = "skypilot_nothing_mapped"
    rows: int | None = omit()


@dataclass(frozen=True, kw_only=True)
class SkypilotProviderNotFound(ProblemDetail):
    code: ClassVar[str] = "skypilot_provider_not_found"
    closest: tuple[str, ...]
    providers: tuple[str, ...] | None = omit()
    known: str | None = omit()


@dataclass(frozen=True, kw_only=True)
class SkypilotProviderUnknown(ProblemDetail):
    code: ClassVar[str] = "skypilot_provider_unknown"
    providers: tuple[str, ...] | None = omit()
    known: str


@dataclass(frozen=True, kw_only=True)
class SkypilotSpecDiffers(ProblemDetail):
    code: ClassVar[str] = "skypilot_spec_differs"
    region: str
    file_value: str
    catalog_value: str


@dataclass(frozen=True, kw_only=True)
class SkypilotUnknownAccelerator(ProblemDetail):
    code: ClassVar[str] = "skypilot_unknown_accelerator"
    closest: tuple[str, ...]


@dataclass(frozen=True, kw_only=True)
class SkypilotVmGpuAmbiguous(ProblemDetail):
    code: ClassVar[str] = "skypilot_vm_gpu_ambiguous"
    accelerator: str
    count: int
    zone: str
    gpu_rows: tuple[int, ...]


@dataclass(frozen=True, kw_only=True)
class SkypilotVmGpuMissing(ProblemDetail):
    code: ClassVar[str] = "skypilot_vm_gpu_missing"
    accelerator: str
    count: int
    zone: str


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
    closest: tuple[str, ...]


@dataclass(frozen=True, kw_only=True)
class UnknownField(ProblemDetail):
    code: ClassVar[str] = "unknown_field"
    closest: tuple[str, ...]


@dataclass(frozen=True, kw_only=True)
class UnknownGpu(ProblemDetail):
    code: ClassVar[str] = "unknown_gpu"
    closest: tuple[str, ...]


@dataclass(frozen=True, kw_only=True)
class UnknownInstance(ProblemDetail):
    code: ClassVar[str] = "unknown_instance"


@dataclass(frozen=True, kw_only=True)
class UnknownPreset(ProblemDetail):
    code: ClassVar[str] = "unknown_preset"
    closest: tuple[str, ...]


@dataclass(frozen=True, kw_only=True)
class UnknownProvider(ProblemDetail):
    code: ClassVar[str] = "unknown_provider"
    closest: tuple[str, ...]


@dataclass(frozen=True, kw_only=True)
class UnknownSource(ProblemDetail):
    code: ClassVar[str] = "unknown_source"
    closest: tuple[str, ...]


@dataclass(frozen=True, kw_only=True)
class UnknownTable(ProblemDetail):
    code: ClassVar[str] = "unknown_table"
    tables: tuple[str, ...]


@dataclass(frozen=True, kw_only=True)
class UnknownTableName(ProblemDetail):
    code: ClassVar[str] = "unknown_table_name"
    tables: tuple[str, ...]


@dataclass(frozen=True, kw_only=True)
class Unreadable(ProblemDetail):
    code: ClassVar[str] = "unreadable"
    reason: str


@dataclass(frozen=True, kw_only=True)
class UpdateBadAnswer(ProblemDetail):
    code: ClassVar[str] = "update_bad_answer"
    reason: str
    address: str
    host: str
    provider: str | None = omit()


@dataclass(frozen=True, kw_only=True)
class UpdateBigChanges(ProblemDetail):
    code: ClassVar[str] = "update_big_changes"
    count: int
    factor: str


@dataclass(frozen=True, kw_only=True)
class UpdateCancelled(ProblemDetail):
    code: ClassVar[str] = "update_cancelled"
    provider: str | None = omit()  # added by the forwarder (update.py:324, gui/update_dialog.py:368)


@dataclass(frozen=True, kw_only=True)
class UpdateConnectFailed(ProblemDetail):
    code: ClassVar[str] = "update_connect_failed"
    reason: str
    address: str
    host: str
    provider: str | None = omit()  # added by the forwarder (update.py:324, gui/update_dialog.py:368)


@dataclass(frozen=True, kw_only=True)
class UpdateFileInvalid(ProblemDetail):
    code: ClassVar[str] = "update_file_invalid"
    first: str
    first_value: str
    row: int
    first_detail: Mapping[str, Any]
    count: int
    provider: str | None = omit()


@dataclass(frozen=True, kw_only=True)
class UpdateHttpStatus(ProblemDetail):
    code: ClassVar[str] = "update_http_status"
    status: int
    provider: str | None = omit()


@dataclass(frozen=True, kw_only=True)
class UpdateNoSource(ProblemDetail):
    code: ClassVar[str] = "update_no_source"
    provider: str | None = omit()  # added by the forwarder (update.py:324, gui/update_dialog.py:368)


@dataclass(frozen=True, kw_only=True)
class UpdateOffline(ProblemDetail):
    code: ClassVar[str] = "update_offline"
    provider: str | None = omit()  # added by the forwarder (update.py:324, gui/update_dialog.py:368)


@dataclass(frozen=True, kw_only=True)
class UpdateRedirectBad(ProblemDetail):
    code: ClassVar[str] = "update_redirect_bad"
    target: str
    address: str
    host: str
    provider: str | None = omit()  # added by the forwarder (update.py:324, gui/update_dialog.py:368)


@dataclass(frozen=True, kw_only=True)
class UpdateRedirectCredentials(ProblemDetail):
    code: ClassVar[str] = "update_redirect_credentials"
    target: str
    address: str
    host: str
    provider: str | None = omit()  # added by the forwarder (update.py:324, gui/update_dialog.py:368)


@dataclass(frozen=True, kw_only=True)
class UpdateRedirectNotHttps(ProblemDetail):
    code: ClassVar[str] = "update_redirect_not_https"
    target: str
    address: str
    host: str
    provider: str | None = omit()  # added by the forwarder (update.py:324, gui/update_dialog.py:368)


@dataclass(frozen=True, kw_only=True)
class UpdateRefused(ProblemDetail):
    code: ClassVar[str] = "update_refused"
    address: str
    host: str
    provider: str | None = omit()


@dataclass(frozen=True, kw_only=True)
class UpdateReset(ProblemDetail):
    code: ClassVar[str] = "update_reset"
    received: float
    expected: str
    address: str
    host: str
    provider: str | None = omit()  # added by the forwarder (update.py:324, gui/update_dialog.py:368)


@dataclass(frozen=True, kw_only=True)
class UpdateSourcesInvalid(ProblemDetail):
    code: ClassVar[str] = "update_sources_invalid"
    provider: str | None = omit()  # added by the forwarder (update.py:324, gui/update_dialog.py:368)


@dataclass(frozen=True, kw_only=True)
class UpdateTimeout(ProblemDetail):
    code: ClassVar[str] = "update_timeout"
    seconds: float
    address: str
    host: str
    provider: str | None = omit()


@dataclass(frozen=True, kw_only=True)
class UpdateTls(ProblemDetail):
    code: ClassVar[str] = "update_tls"
    reason: str
    address: str
    host: str
    provider: str | None = omit()  # added by the forwarder (update.py:324, gui/update_dialog.py:368)


@dataclass(frozen=True, kw_only=True)
class UpdateTooLarge(ProblemDetail):
    code: ClassVar[str] = "update_too_large"
    limit: float
    size: float
    provider: str | None = omit()  # added by the forwarder (update.py:324, gui/update_dialog.py:368)


@dataclass(frozen=True, kw_only=True)
class UpdateTooManyRedirects(ProblemDetail):
    code: ClassVar[str] = "update_too_many_redirects"
    limit: float
    provider: str | None = omit()  # added by the forwarder (update.py:324, gui/update_dialog.py:368)


@dataclass(frozen=True, kw_only=True)
class UpdateTruncated(ProblemDetail):
    code: ClassVar[str] = "update_truncated"
    received: int
    expected: int
    address: str | None = omit()
    host: str | None = omit()
    reason: str | None = omit()
    provider: str | None = omit()


@dataclass(frozen=True, kw_only=True)
class UpdateUnknownProvider(ProblemDetail):
    code: ClassVar[str] = "update_unknown_provider"
    closest: tuple[str, ...]
    provider: str | None = omit()  # added by the forwarder (update.py:324, gui/update_dialog.py:368)


@dataclass(frozen=True, kw_only=True)
class UpdateUnreachable(ProblemDetail):
    code: ClassVar[str] = "update_unreachable"
    reason: str
    address: str
    host: str
    provider: str | None = omit()  # added by the forwarder (update.py:324, gui/update_dialog.py:368)


@dataclass(frozen=True, kw_only=True)
class UpdateUrlBad(ProblemDetail):
    code: ClassVar[str] = "update_url_bad"
    value: str | None = omit()
    provider: str | None = omit()  # added by the forwarder (update.py:324, gui/update_dialog.py:368)


@dataclass(frozen=True, kw_only=True)
class UpdateUrlCredentials(ProblemDetail):
    code: ClassVar[str] = "update_url_credentials"
    value: str
    provider: str | None = omit()


@dataclass(frozen=True, kw_only=True)
class UpdateUrlNotHttps(ProblemDetail):
    code: ClassVar[str] = "update_url_not_https"
    value: str



@dataclass(frozen=True, kw_only=True)
class WrongType(ProblemDetail):
    code: ClassVar[str] = "wrong_type"
    expected: str


AnyProblemDetail = Union[
    AboveMax,
    BadDate,
    BadJson,
    BadManifest,
    BadPattern,
    BadSourceId,
    BadText,
    BelowMin,
    CatalogBundledUsed,
    CatalogBusy,
    CatalogChanged,
    CatalogCurrentMissing,
    CatalogDatesInFuture,
    CatalogFellBack,
    ChecksumMismatch,
    CompareNotAnAnswer,
    ConflictingFields,
    ControlCharacter,
    CsvSyntax,
    DateInFuture,
    DuplicateAlias,
    DuplicateColumn,
    DuplicateKey,
    EmptyColumnName,
    EmptyFile,
    EmptyTable,
    Encoding,
    FieldCount,
    FileExists,
    FileMissing,
    FileNotFound,
    FileTooLargeProblem,
    FractionalGpus,
    GpuNoComputeFigures,
    LaunchFilesExist,
    MissingColumn,
    MissingDefault,
    MissingField,
    MissingFxRate,
    MissingInput,
    MissingTable,
    NoCatalog,
    NoFreeKey,
    NoIntactCatalog,
    NoOption,
    NotABoolean,
    NotAFile,
    NotAFolder,
    NotANumber,
    NotAllowed,
    NotAnInteger,
    NotUtf8,
    NotWritable,
    OptionDoesNotFit,
    PlanCurrencyDiffers,
    PlanDuplicateJob,
    PlanJobImpossible,
    PlanJobRuns,
    PlanNoJobs,
    PriceNeeded,
    Required,
    SaveRowsDiffer,
    SaveUnreadable,
    SaveValueDiffers,
    ScenarioTooNew,
    ScenarioTooOld,
    SchemaTooNew,
    ServingFitsOneServer,
    SkypilotCurrencyDiffers,
    SkypilotGpuOnlyRow,
    SkypilotInconsistentRows,
    SkypilotMissingColumn,
    SkypilotNoAccelerator,
    SkypilotNoAcceleratorCount,
    SkypilotNoInstanceType,
    SkypilotNoPrice,
    SkypilotNoRegion,
    SkypilotNoReplace,
    SkypilotNothingMapped,
    SkypilotProviderNotFound,
    SkypilotProviderUnknown,
    SkypilotSpecDiffers,
    SkypilotUnknownAccelerator,
    SkypilotVmGpuAmbiguous,
    SkypilotVmGpuMissing,
    StillReferenced,
    TooDeep,
    TooLong,
    TooSmall,
    UnknownColumn,
    UnknownField,
    UnknownGpu,
    UnknownInstance,
    UnknownPreset,
    UnknownProvider,
    UnknownSource,
    UnknownTable,
    UnknownTableName,
    Unreadable,
    UpdateBadAnswer,
    UpdateBigChanges,
    UpdateCancelled,
    UpdateConnectFailed,
    UpdateFileInvalid,
    UpdateHttpStatus,
    UpdateNoSource,
    UpdateOffline,
    UpdateRedirectBad,
    UpdateRedirectCredentials,
    UpdateRedirectNotHttps,
    UpdateRefused,
    UpdateReset,
    UpdateSourcesInvalid,
    UpdateTimeout,
    UpdateTls,
    UpdateTooLarge,
    UpdateTooManyRedirects,
    UpdateTruncated,
    UpdateUnknownProvider,
    UpdateUnreachable,
    UpdateUrlBad,
    UpdateUrlCredentials,
    UpdateUrlNotHttps,
    WrongType,
]
PROBLEM_CLASSES: tuple[type[ProblemDetail], ...] = AnyProblemDetail.__args__  # type: ignore[attr-defined]
# {code: its class}; core/base/codes.py's PROBLEMS is checked against it (tests/core/test_codes.py)
PROBLEM_DETAILS: dict[str, type[ProblemDetail]] = {c.code: c for c in PROBLEM_CLASSES}


class UnknownProblem(LookupError):
    """A (code, detail) that fits no problem class."""


def problem_detail(code: str, detail: Mapping[str, Any] | None = None) -> ProblemDetail:
    """The typed detail of ``code`` from a dict (lists as tuples). Raises ``UnknownProblem`` for a code or key no
    class declares."""
    cls = PROBLEM_DETAILS.get(code)
    if cls is None:
        raise UnknownProblem(code)
    values = {k: tuple(v) if isinstance(v, list) else v for k, v in (detail or {}).items()}
    try:
        return cls(**values)
    except TypeError as exc:
        raise UnknownProblem(f"{code}: {exc}") from exc
