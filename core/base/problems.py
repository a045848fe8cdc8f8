"""Problems found in user input, as data: where (file, row, column), what (a code) and details.

The core never writes sentences; the command line and the GUI turn a ``Problem`` into words.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

ERROR = "error"
WARNING = "warning"


@dataclass(frozen=True)
class Problem:
    """One problem with one place in one file.

    ``row`` is the row number a spreadsheet shows (the header is row 1, the first data row is 2);
    ``None`` when the problem concerns the whole file or a column. ``value`` is the offending cell
    text, if any. ``detail`` holds the numbers and names a message needs (e.g. ``{"min": 0}``).
    """

    file: str
    code: str
    row: int | None = None
    column: str | None = None
    value: str | None = None
    detail: dict[str, Any] = field(default_factory=dict)
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
