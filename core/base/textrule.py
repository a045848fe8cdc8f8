"""The one rule for text entering the catalog: no control character, and no more than the column's length.

Every path into the catalog calls this module: ``catalog import`` and the catalog loader (through
``tableio.coerce_column``), the SkyPilot import and the price update (``core.skypilot``, per file row), the
catalog editor (``edits.check_cell``, through ``coerce_column``), quoted prices (``core.quotes``), the
migration of older catalogs (``core.migrations``, which cleans what older versions let in) and the catalog
build (``scripts/build_catalog.py`` checks what it writes with the app's own loader).

Refused in any text cell ("control characters"): C0 controls U+0000-U+001F (TAB, LF and CR included: a
catalog cell is one line of text), DEL U+007F, C1 controls U+0080-U+009F (U+0085 NEL included), the line
and paragraph separators U+2028/U+2029, the bidirectional embeddings, overrides and isolates
U+202A-U+202E and U+2066-U+2069, the marks U+200E/U+200F/U+061C, and lone surrogates U+D800-U+DFFF
(text that is not a character at all). Such a character can end a line of a launch script or a YAML
file, make a CSV record that reads back as two, or show a name other than the one stored.

No Qt, no sentences: problems carry codes (``control_character``, ``too_long``) and the numbers a message
needs. A problem's ``value`` is the cell as shown safely: each refused character written as ``\\uXXXX``,
and a long text cut to its first characters.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

import numpy as np
import pandas as pd

from .problem_details import ControlCharacter, TooLong
from .problems import Problem

CONTROL_CHARACTER = "control_character"
TOO_LONG = "too_long"

CONTROL_RE = re.compile("[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069"
                        "\ud800-\udfff]")
SHOWN = 60  # characters of a refused text shown in a problem's value


def code_point(ch: str) -> str:
    """``'\\n'`` -> ``'U+000A'``."""
    return f"U+{ord(ch):04X}"


def shown(text: str, limit: int = SHOWN) -> str:
    """``text`` safe to print on one line: each control character as ``\\uXXXX``, cut after ``limit`` characters."""
    cut = text[:limit]
    safe = CONTROL_RE.sub(lambda m: f"\\u{ord(m.group()):04x}", cut)
    return safe + ("…" if len(text) > limit else "")


def text_problem(text: str, file: str, row: int | None = None, column: str | None = None,
                 max_length: int | None = None) -> Problem | None:
    """The problem of one text (the first control character, else its length over ``max_length``), or None."""
    m = CONTROL_RE.search(text)
    if m is not None:
        return Problem(file, ControlCharacter(char=code_point(m.group()), position=m.start() + 1), row=row,
                       column=column, value=shown(text))
    if max_length is not None and len(text) > max_length:
        return Problem(file, TooLong(max=max_length, length=len(text)), row=row, column=column, value=shown(text))
    return None


def check_cells(cells: Sequence[str] | pd.Series, file: str, rows: Sequence[int], column: str | None,
                max_length: int | None = None) -> tuple[np.ndarray, list[Problem]]:
    """Every cell of one column checked: (refused mask, one problem per refused cell, in row order).

    Vectorised for large files: the column is searched once as a whole (one regular-expression scan in C)
    and its longest cell measured once; only a column that holds a refused cell is gone through cell by
    cell. ``rows`` gives each cell's row number for the problems.
    """
    values = cells.tolist() if isinstance(cells, pd.Series) else list(cells)
    n = len(values)
    bad = np.zeros(n, dtype=bool)
    if not n:
        return bad, []
    joined = "".join(values)
    # str.isprintable is a tight loop in C, three times as fast as the regular expression, and False for every
    # character the rule refuses (and for a few it allows, e.g. a no-break space): the expression runs only then
    has_control = not joined.isprintable() and CONTROL_RE.search(joined) is not None
    too_long = max_length is not None and max(map(len, values)) > max_length
    if not has_control and not too_long:
        return bad, []
    problems = []
    for i, text in enumerate(values):
        p = text_problem(text, file, rows[i], column, max_length)
        if p is not None:
            bad[i] = True
            problems.append(p)
    return bad, problems


def clean(text: str, max_length: int | None = None) -> str:
    """What an older catalog's text becomes under the rule (the schema migration to version 4): line breaks,
    tabs and other C0/C1 controls become a space, direction controls and marks are dropped, a lone
    surrogate becomes U+FFFD, runs of spaces made so are one space, and a text over ``max_length`` is cut."""
    def one(m: re.Match) -> str:
        ch = m.group()
        o = ord(ch)
        if 0xD800 <= o <= 0xDFFF:
            return "\ufffd"
        if ch in "\u061c\u200e\u200f" or 0x202A <= o <= 0x202E or 0x2066 <= o <= 0x2069:
            return ""
        return " "
    out = CONTROL_RE.sub(one, text)
    if out != text:
        out = re.sub(r" {2,}", " ", out).strip()
    if max_length is not None and len(out) > max_length:
        out = out[:max_length].rstrip()
    return out


__all__ = ["CONTROL_CHARACTER", "TOO_LONG", "CONTROL_RE", "code_point", "shown", "text_problem", "check_cells",
           "clean"]
