"""Problem details of SkyPilot imports (core/prices/skypilot.py) and price updates (core/prices/fetch.py,
core/prices/update.py): one frozen dataclass per code, as in ``problem_details``."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from .record import lazy_dataclass as dataclass  # frozen dataclasses made on first use (record.py)
from .record import omit
from .problem_details import ProblemDetail


@dataclass(frozen=True, kw_only=True)
class UpdateProblem(ProblemDetail):
    """A price update refused for one cloud: ``provider`` is added where the cloud is known (core/prices/update.py,
    the update dialog)."""

    provider: str | None = omit()


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
class SkypilotNotAPriceFile(ProblemDetail):
    """A SkyPilot ``vms.csv`` without its instance and GPU columns: not a price file at all (an HTML page served at
    the address, another CSV), said once instead of one missing column after another."""
    code: ClassVar[str] = "skypilot_not_a_price_file"
    web_page: bool  # the file starts with "<" (an HTML or XML page)


@dataclass(frozen=True, kw_only=True)
class SkypilotRowsUnreadable(ProblemDetail):
    """Most rows of a SkyPilot ``vms.csv`` hold a number that cannot be read (not a number, negative, too small): more
    than the catalog's ``price_file_unreadable_share`` of them, so the file is not taken as a price file at all (its
    columns do not hold what their names say) and nothing of it is used. Fewer such rows are each "not usable"."""
    code: ClassVar[str] = "skypilot_rows_unreadable"
    rows: int  # the rows with such a number
    total: int  # the file's rows
    percent: float  # the share above which the file is refused, in percent


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
    closest: Sequence[str]
    providers: Sequence[str] | None = omit()
    known: str | None = omit()


@dataclass(frozen=True, kw_only=True)
class SkypilotProviderUnknown(ProblemDetail):
    code: ClassVar[str] = "skypilot_provider_unknown"
    providers: Sequence[str] | None = omit()
    known: str


@dataclass(frozen=True, kw_only=True)
class SkypilotSpecDiffers(ProblemDetail):
    code: ClassVar[str] = "skypilot_spec_differs"
    region: str
    file_value: str
    catalog_value: str
    figure: str = ""  # the catalog column that differs (ram_gb, vcpus, gpu_memory_gb…), named in words by the text


@dataclass(frozen=True, kw_only=True)
class SkypilotUnknownAccelerator(ProblemDetail):
    code: ClassVar[str] = "skypilot_unknown_accelerator"
    closest: Sequence[str]


@dataclass(frozen=True, kw_only=True)
class SkypilotVmGpuAmbiguous(ProblemDetail):
    code: ClassVar[str] = "skypilot_vm_gpu_ambiguous"
    accelerator: str
    count: int
    zone: str
    gpu_rows: Sequence[int]


@dataclass(frozen=True, kw_only=True)
class SkypilotVmGpuMissing(ProblemDetail):
    code: ClassVar[str] = "skypilot_vm_gpu_missing"
    accelerator: str
    count: int
    zone: str


@dataclass(frozen=True, kw_only=True)
class UpdateBadAnswer(UpdateProblem):
    code: ClassVar[str] = "update_bad_answer"
    reason: str
    address: str
    host: str


@dataclass(frozen=True, kw_only=True)
class UpdateBigChanges(ProblemDetail):
    code: ClassVar[str] = "update_big_changes"
    count: int
    factor: str


@dataclass(frozen=True, kw_only=True)
class UpdateCancelled(UpdateProblem):
    code: ClassVar[str] = "update_cancelled"


@dataclass(frozen=True, kw_only=True)
class UpdateConnectFailed(UpdateProblem):
    code: ClassVar[str] = "update_connect_failed"
    reason: str
    address: str
    host: str


@dataclass(frozen=True, kw_only=True)
class UpdateFileInvalid(UpdateProblem):
    code: ClassVar[str] = "update_file_invalid"
    first: str
    first_value: str
    row: int | str  # "" when the first problem has no row
    first_detail: Mapping[str, Any]
    count: int


@dataclass(frozen=True, kw_only=True)
class UpdateHttpStatus(UpdateProblem):
    code: ClassVar[str] = "update_http_status"
    status: int


@dataclass(frozen=True, kw_only=True)
class UpdateNoSource(UpdateProblem):
    code: ClassVar[str] = "update_no_source"


@dataclass(frozen=True, kw_only=True)
class UpdateOffline(UpdateProblem):
    code: ClassVar[str] = "update_offline"


@dataclass(frozen=True, kw_only=True)
class UpdateRedirectBad(UpdateProblem):
    code: ClassVar[str] = "update_redirect_bad"
    target: str
    address: str
    host: str


@dataclass(frozen=True, kw_only=True)
class UpdateRedirectCredentials(UpdateProblem):
    code: ClassVar[str] = "update_redirect_credentials"
    target: str
    address: str
    host: str


@dataclass(frozen=True, kw_only=True)
class UpdateRedirectNotHttps(UpdateProblem):
    code: ClassVar[str] = "update_redirect_not_https"
    target: str
    address: str
    host: str


@dataclass(frozen=True, kw_only=True)
class UpdateRefused(UpdateProblem):
    code: ClassVar[str] = "update_refused"
    address: str
    host: str


@dataclass(frozen=True, kw_only=True)
class UpdateReset(UpdateProblem):
    code: ClassVar[str] = "update_reset"
    received: int
    expected: int | None = omit()
    address: str
    host: str


@dataclass(frozen=True, kw_only=True)
class UpdateLocalNotAFile(UpdateProblem):
    """A price source naming a file of this computer that is not there, or no regular file (``reason``: the
    failure's name, FileNotFoundError or NotARegularFile)."""
    code: ClassVar[str] = "update_local_not_a_file"
    reason: str


@dataclass(frozen=True, kw_only=True)
class UpdateLocalRelative(UpdateProblem):
    """A price source that is neither a web address nor the full path of a file (a relative path, or an address
    without its https://)."""
    code: ClassVar[str] = "update_local_relative"


@dataclass(frozen=True, kw_only=True)
class UpdateLocalUnreadable(UpdateProblem):
    """A cloud's price file on this computer that cannot be read when the update runs (``path``, as shown;
    ``reason``: the failure's name)."""
    code: ClassVar[str] = "update_local_unreadable"
    path: str
    reason: str


@dataclass(frozen=True, kw_only=True)
class UpdateSourcesInvalid(UpdateProblem):
    code: ClassVar[str] = "update_sources_invalid"


@dataclass(frozen=True, kw_only=True)
class UpdateSourceTwice(UpdateProblem):
    """A second price source in use for one cloud (the problem's value names it): an update reads one file per
    cloud, so the earlier row's would be read and this one ignored."""
    code: ClassVar[str] = "update_source_twice"


@dataclass(frozen=True, kw_only=True)
class UpdateTimeout(UpdateProblem):
    code: ClassVar[str] = "update_timeout"
    seconds: float
    address: str
    host: str


@dataclass(frozen=True, kw_only=True)
class UpdateTls(UpdateProblem):
    code: ClassVar[str] = "update_tls"
    reason: str
    address: str
    host: str


@dataclass(frozen=True, kw_only=True)
class UpdateTooLarge(UpdateProblem):
    code: ClassVar[str] = "update_too_large"
    limit: int
    size: int


@dataclass(frozen=True, kw_only=True)
class UpdateTooManyRedirects(UpdateProblem):
    code: ClassVar[str] = "update_too_many_redirects"
    limit: int


@dataclass(frozen=True, kw_only=True)
class UpdateTruncated(UpdateProblem):
    code: ClassVar[str] = "update_truncated"
    received: int
    expected: int | None = omit()
    reason: str | None = omit()
    address: str | None = omit()
    host: str | None = omit()


@dataclass(frozen=True, kw_only=True)
class UpdateUnknownProvider(UpdateProblem):
    code: ClassVar[str] = "update_unknown_provider"
    closest: Sequence[str]


@dataclass(frozen=True, kw_only=True)
class UpdateUnreachable(UpdateProblem):
    code: ClassVar[str] = "update_unreachable"
    reason: str
    address: str
    host: str


@dataclass(frozen=True, kw_only=True)
class UpdateUrlBad(UpdateProblem):
    code: ClassVar[str] = "update_url_bad"
    value: str | None = omit()


@dataclass(frozen=True, kw_only=True)
class UpdateUrlCredentials(UpdateProblem):
    code: ClassVar[str] = "update_url_credentials"
    value: str | None = omit()


@dataclass(frozen=True, kw_only=True)
class UpdateUrlNotHttps(UpdateProblem):
    code: ClassVar[str] = "update_url_not_https"
    value: str | None = omit()

