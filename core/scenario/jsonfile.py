"""Scenario-like files (a scenario, a plan, a saved answer) read as strict JSON.

``read_json_file`` reads a regular file within its size limit; ``decode_scenario`` turns its bytes into the JSON
value. Every failure is a ``Problem`` naming the file and what is wrong: an empty file as such, a syntax error with
its line and column, and an invisible character the text cannot go on at (a control character, a NUL byte, a
no-break space between fields) by its code point. No Qt, no sentences.
"""

from __future__ import annotations

import json
import unicodedata
from pathlib import Path
from typing import Any

from ..base import BadJson, CatalogError, EmptyFile, Huge, NotUtf8, Problem, read_regular_or_problem, TooDeep

MAX_FILE_BYTES = 1024 * 1024  # a scenario file is a few hundred bytes
MAX_DEPTH = 8  # the contract nests objects two deep and lists one more
MAX_DIGITS = 40  # a whole number written with more digits is out of every range


def read_json_file(path: str | Path) -> tuple[object, str]:
    """(the decoded JSON, the file's name) of a scenario-like file (a scenario, a plan, a saved answer): a regular
    file of at most MAX_FILE_BYTES, strict JSON; raises CatalogError naming the file and what is wrong."""
    path = Path(path)
    file = str(path)
    data = read_regular_or_problem(path, MAX_FILE_BYTES)
    if isinstance(data, Problem):
        raise CatalogError([data])
    return decode_scenario(data, file), file


def _json_int(text: str) -> int | Huge:  # (core/base/amounts.py Huge: parse_number refuses it)
    return Huge(text) if len(text.lstrip("-")) > MAX_DIGITS else int(text)


def _json_constant(name: str):
    raise ValueError(f"{name} is not a JSON number")


def invisible_at(text: str, pos: int) -> str | None:
    """The code point ("U+0007") of the character at ``pos`` when a reader cannot see it (a control or format
    character, a space other than the plain one), else None: what a syntax error there is really about."""
    if not 0 <= pos < len(text):
        return None
    ch = text[pos]
    if ch == " " or unicodedata.category(ch) not in ("Cc", "Cf", "Zs", "Zl", "Zp", "Co", "Cn"):
        return None
    return f"U+{ord(ch):04X}"


def decode_scenario(data: bytes, file: str = "scenario") -> Any:
    """Bytes of a scenario file -> the JSON value; CatalogError for anything that is not strict JSON
    (NaN and Infinity included), nested too deep, not UTF-8, or empty."""
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise CatalogError([Problem(file, NotUtf8())]) from None
    if not text.strip(" \t\r\n"):  # nothing but the white space JSON allows: said as empty, not "Expecting value"
        raise CatalogError([Problem(file, EmptyFile())])
    try:
        return json.loads(text, parse_int=_json_int, parse_constant=_json_constant)
    except json.JSONDecodeError as exc:
        raise CatalogError([Problem(file, BadJson(reason=exc.msg, column=exc.colno, char=invisible_at(text, exc.pos)),
                                    row=exc.lineno)]) from None
    except RecursionError:
        raise CatalogError([Problem(file, TooDeep(max=MAX_DEPTH), column="(file)")]) from None
    except ValueError as exc:
        raise CatalogError([Problem(file, BadJson(reason=str(exc)[:100]))]) from None
