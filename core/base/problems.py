"""Problems found in user input, as data: where (file, row, column) and what (a typed detail: its code and figures).

The core never writes sentences; the command line and the GUI turn a ``Problem`` into words.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .problem_details import ProblemDetail

ERROR = "error"
WARNING = "warning"


class CarriesWhat:
    """``code`` and ``detail`` read from a typed detail held as ``what`` (a problem, a refused launch or fetch)."""

    what: ProblemDetail

    @property
    def code(self) -> str:
        return self.what.code

    @property
    def detail(self) -> dict[str, Any]:
        """The detail's fields as a dict (what the messages and the old readers read)."""
        return self.what.detail


@dataclass(frozen=True)
class Problem(CarriesWhat):
    """One problem with one place in one file.

    ``row`` is the row number a spreadsheet shows (the header is row 1, the first data row is 2);
    ``None`` when the problem concerns the whole file or a column. ``value`` is the offending cell
    text, if any. ``what`` is the typed detail (``core/base/problem_details.py``): its class is the code, its
    fields the numbers and names a message needs (e.g. ``BelowMin(min=0)``).
    """

    file: str
    what: ProblemDetail
    row: int | None = None
    column: str | None = None
    value: str | None = None
    severity: str = ERROR

    def to_dict(self) -> dict[str, Any]:
        return {"file": self.file, "row": self.row, "column": self.column, "code": self.code,
                "value": self.value, "detail": dict(self.detail), "severity": self.severity}


class CatalogError(Exception):
    """Raised when input is rejected; carries every problem found, not just the first."""

    def __init__(self, problems: list[Problem]):
        self.problems = list(problems)
        first = self.problems[0] if self.problems else None
        super().__init__(f"{len(self.problems)} problem(s); first: {first}")

    @property
    def errors(self) -> list[Problem]:
        return [p for p in self.problems if p.severity == ERROR]


def errors_only(problems: list[Problem]) -> list[Problem]:
    return [p for p in problems if p.severity == ERROR]
