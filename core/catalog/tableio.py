"""Reading, checking and writing one catalog table as CSV.

Reading is two steps: ``parse_csv`` turns bytes into a frame of strings (every cell as typed), and
``coerce_table`` checks each column against the schema and converts it, collecting a ``Problem``
for every bad cell. Both are vectorised with pandas so a 100,000-row table checks in well under a
second. ``format_table`` is the inverse used by every save and export, so an unchanged table
round-trips byte for byte.
"""

from __future__ import annotations

import contextlib
import csv
import datetime as _dt
import difflib
import gc
import io
import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, replace
from typing import Any

import numpy as np
import pandas as pd

from ..base import (AboveMax, BadDate, BelowMin, CatalogError, check_cells, CsvSyntax, DateInFuture, DuplicateColumn,
                    DuplicateKey, EmptyColumnName, EmptyFile, Encoding, ERROR, FieldCount, MissingColumn, NotABoolean,
                    NotAllowed, NotAnInteger, NotANumber, Problem, ProblemDetail, Required, shown, text_problem,
                    TooSmall, UnknownColumn, UnknownTable, UnknownTableName)
from .schema import BOOL, DATE, ENUM, FLOAT, INT, STR, TABLES, Column, Table

ENCODINGS = ("utf-8-sig", "gb18030")  # gb18030 is a superset of GBK, what Excel saves on Chinese Windows
_DATE_RE = re.compile(r"^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$")
_TRUE = {"true", "yes", "y", "1", "是", "t"}
_FALSE = {"false", "no", "n", "0", "否", "f"}

# What storage can hold exactly. Numbers are read as float64, so whole numbers are exact up to 2**53
# (and fit the Int64 columns they are stored in); decimals are kept within a magnitude the engine
# can multiply and divide without reaching infinity or zero. Validation refuses anything outside,
# so a value that passes is exactly the value written and read back.
INT_LIMIT = 2 ** 53 - 1
FLOAT_LIMIT = 1e15
FLOAT_TINY = 1e-9  # smallest magnitude of a non-zero decimal
# A text cell a spreadsheet would run as a formula starts with one of these (as in proposal CSVs).
FORMULA_PREFIXES = ("=", "+", "-", "@", "\t", "\r")


@dataclass(frozen=True)
class RawTable:
    """A CSV file as typed in: header and cells as strings."""

    file: str
    header: tuple[str, ...]
    frame: pd.DataFrame  # object dtype, '' for empty cells; index 0.. = data rows
    encoding: str
    rows: tuple[int, ...]  # spreadsheet row number of each data row


def decode(data: bytes, file: str) -> tuple[str | None, str | None, list[Problem]]:
    """Decode bytes as UTF-8 (with or without BOM), else GBK/GB18030; a problem if neither works."""
    for enc in ENCODINGS:
        try:
            text = data.decode(enc)
        except UnicodeDecodeError:
            continue
        if "\x00" in text:
            break  # binary file or UTF-16: neither encoding really applies
        return text, ("utf-8" if enc == "utf-8-sig" else "gbk"), []
    try:
        data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        return None, None, [Problem(file, Encoding(encodings=["UTF-8", "GBK"]), row=line)]
    return None, None, [Problem(file, Encoding(encodings=["UTF-8", "GBK"]))]


@contextlib.contextmanager
def no_gc() -> Iterator[None]:
    """The cyclic garbage collector paused while a large file becomes many small objects (lists and
    tuples that cannot form cycles): otherwise it walks every object made so far again and again,
    which was a third of the time of reading SkyPilot's 30 MB AWS file. Nesting and threads are safe:
    only the block that paused it switches it back on."""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()


def parse_csv(data: bytes, file: str) -> tuple[RawTable | None, list[Problem]]:
    """Split a CSV file into header and string cells; report every row with the wrong field count."""
    with no_gc():
        return _parse_csv(data, file)


def _parse_csv(data: bytes, file: str) -> tuple[RawTable | None, list[Problem]]:
    text, enc, problems = decode(data, file)
    if text is None:
        return None, problems
    if not text.strip():
        return None, [Problem(file, EmptyFile())]
    delimiter = _delimiter(text)
    got = _records_at_once(text, file, problems, delimiter) or _records(text, file, problems, delimiter)
    header, columns, rows = got
    if header is None:
        return None, problems + [Problem(file, EmptyFile())]
    seen: set[str] = set()
    for name in header:
        if name in seen:
            problems.append(Problem(file, DuplicateColumn(), row=1, column=name))
        seen.add(name)
        if not name:
            problems.append(Problem(file, EmptyColumnName(), row=1))
    if len(seen) != len(header):
        return None, problems
    frame_columns = {}
    for name, cells in zip(header, columns):
        frame_columns[name] = np.array(cells, dtype=object) if len(cells) else pd.Series([], dtype=object)
    frame = pd.DataFrame(frame_columns, columns=header, dtype=object)
    return RawTable(file, tuple(header), frame, enc or "utf-8", tuple(rows)), problems


def _delimiter(text: str) -> str:
    """The cell separator: ',' unless the header line has none and has ';' (a spreadsheet set to a language that
    writes decimal commas saves CSV with semicolons) or tabs."""
    first = text.lstrip("\ufeff").split("\n", 1)[0]
    if "," in first:
        return ","
    if ";" in first:
        return ";"
    return "\t" if "\t" in first else ","


def _records_at_once(text: str, file: str, problems: list[Problem], delimiter: str = ","):
    """(header, stripped cells per column, spreadsheet row per data row) with the records read in one call
    and checked column by column; None when the file is not plain CSV (``_records`` says where it breaks)
    or has an empty first line."""
    try:
        recs = list(csv.reader(io.StringIO(text, newline=""), strict=True, delimiter=delimiter))
    except csv.Error:
        return None
    if not recs or not recs[0]:
        return None
    header = [h.strip() for h in recs[0]]
    width = len(header)
    body = recs[1:]
    lens = np.fromiter(map(len, body), dtype=np.int64, count=len(body))
    rows = np.arange(2, len(body) + 2)
    wrong = lens != width
    if wrong.any():
        for k in np.flatnonzero(wrong).tolist():
            rec = body[k]
            if rec and any(c.strip() for c in rec):  # blank lines, as spreadsheets leave at the end, are skipped
                problems.append(Problem(file, FieldCount(expected=width, found=len(rec)), row=k + 2))
        body = [rec for rec, w in zip(body, wrong.tolist()) if not w]
        rows = rows[~wrong]
    columns = [_clean(col) for col in zip(*body)] if body else [[] for _ in header]
    if body:
        blank = np.ones(len(body), dtype=bool)
        for cells in columns:
            blank &= np.array(cells, dtype=object) == ""
            if not blank.any():
                break
        if blank.any():
            keep = (~blank).tolist()
            columns = [[c for c, k in zip(cells, keep) if k] for cells in columns]
            rows = rows[~blank]
    return header, columns, rows.tolist()


def _records(text: str, file: str, problems: list[Problem], delimiter: str = ","):
    """As ``_records_at_once``, record by record: what was read before a syntax error is kept, and the
    error names the record where it is."""
    reader = csv.reader(io.StringIO(text, newline=""), strict=True, delimiter=delimiter)
    records: list[list[str]] = []
    rows: list[int] = []
    header: list[str] | None = None
    width = 0
    record_no = 0
    try:
        for rec in reader:
            record_no += 1
            if header is None:
                header = [h.strip() for h in rec]
                width = len(header)
                continue
            if not rec or all(not c.strip() for c in rec):
                continue  # blank lines, as spreadsheets leave at the end
            if len(rec) != width:
                problems.append(Problem(file, FieldCount(expected=width, found=len(rec)), row=record_no))
                continue
            records.append(rec)
            rows.append(record_no)
    except csv.Error as exc:
        problems.append(Problem(file, CsvSyntax(reason=str(exc)), row=record_no + 1))
    columns = [_clean(col) for col in zip(*records)] if records else [[] for _ in header or ()]
    return header, columns, rows


def _clean(cells) -> list[str]:
    """One column's cells stripped and unguarded. The column is searched first for a cell that starts with
    ' (joined with NUL, which no decoded text holds), so that the usual column, with nothing to unguard,
    costs no unguard call per cell."""
    raw = cells if isinstance(cells, (list, tuple)) else list(cells)
    cells = list(map(str.strip, raw))
    joined = "\x00".join(cells)
    if joined.startswith("'") or "\x00'" in joined:
        # unguarded before the end is stripped: a guarded '<TAB> or '<CR> reads back as the empty text it was
        return [unguard(r.lstrip()).strip() if c[:1] == "'" else c for r, c in zip(raw, cells)]
    return cells


def guard(text: str) -> str:
    """A text cell a spreadsheet will not run as a formula: ``=1+1`` is written ``'=1+1``.

    A cell that starts with ``'`` followed by a formula character or another ``'`` gets one more ``'``,
    so ``unguard(guard(x)) == x`` for every text.
    """
    if text.startswith(FORMULA_PREFIXES) or (text[:1] == "'" and text[1:2] in (*FORMULA_PREFIXES, "'")):
        return "'" + text
    return text


def unguard(text: str) -> str:
    """The inverse of ``guard``, applied to every cell read (an exported catalog imports as it was)."""
    if text[:1] == "'" and text[1:2] and text[1:2] in (*FORMULA_PREFIXES, "'"):
        return text[1:]
    return text


def detect_table(header: tuple[str, ...], filename: str = "") -> str | None:
    """The table whose columns best match a header (file name breaks ties), or None.

    A header of a table's own columns only, with its key, is that table even when it lacks columns (a trimmed
    file: ``coerce_table`` then names each required column it lacks), unless another table fits as well."""
    stem = filename.rsplit("/", 1)[-1].rsplit("\\", 1)[-1].lower().removesuffix(".csv")
    best, best_score = None, 0.0
    hdr = set(header)
    own: list[tuple[float, str]] = []
    for name, table in TABLES.items():
        cols = set(table.column_names)
        if not set(table.key) <= hdr:
            continue
        score = len(hdr & cols) / len(hdr | cols)
        if name == stem:
            score += 0.25
        if hdr <= cols:
            own.append((score, name))
        if score > best_score:
            best, best_score = name, score
    if best_score >= 0.5:
        return best
    own.sort(reverse=True)
    if own and (len(own) == 1 or own[0][0] > own[1][0]):
        return own[0][1]
    return None


def nearest_table(header: tuple[str, ...]) -> tuple[str | None, tuple[str, ...]]:
    """For a header no table fits (``detect_table``): the table sharing most of its columns (its key counts
    double), and that table's required columns the header lacks; (None, ()) when it shares none."""
    hdr = set(header)
    best, best_score = None, (0, 0.0)
    for name, table in TABLES.items():
        cols = set(table.column_names)
        shared = len(hdr & cols) + len(hdr & set(table.key))
        score = (shared, shared / len(hdr | cols))  # most of the header's columns, then the closest fit
        if shared and score > best_score:
            best, best_score = name, score
    if best is None:
        return None, ()
    return best, tuple(c.name for c in TABLES[best].columns if c.required and c.name not in hdr)


def as_float(cell: Any) -> float:
    """A cell of a number column (a float, an int, a numpy number or NaN) as a Python float. pandas-stubs type
    ``.at``/``.iat``/``itertuples`` values as any scalar (text, dates, intervals ...); the schema says which
    columns hold numbers, and this is where the code says it relies on that."""
    return float(cell)


def col_pos(df: pd.DataFrame, name: str) -> int:
    """The position of column ``name`` (for ``.iat``); a KeyError when it is missing or not unique."""
    loc = df.columns.get_loc(name)
    if not isinstance(loc, int):
        raise KeyError(f"column {name!r} is not unique")
    return loc


def closest(word: str, choices, n: int = 3) -> list[str]:
    """Closest known names to a word, case-insensitively (for 'did you mean')."""
    choices = list(dict.fromkeys(str(c) for c in choices))
    lowered = {c.lower(): c for c in choices}
    hits = difflib.get_close_matches(word.lower(), list(lowered), n=n, cutoff=0.5)
    return [lowered[h] for h in hits]


def _row_numbers(raw: RawTable, mask: np.ndarray) -> list[int]:
    return [raw.rows[i] for i in np.flatnonzero(mask)]


def coerce_table(raw: RawTable, table: Table, today: _dt.date | None = None) -> tuple[pd.DataFrame, list[Problem]]:
    """Check every cell against the schema and convert; returns the typed frame and all problems.

    Optional columns missing from the file are added empty; unknown columns are an error (a typo in
    a header would otherwise drop a whole column silently).
    """
    file = raw.file
    problems: list[Problem] = []
    today = today or _dt.date.today()
    known = set(table.column_names)
    for name in raw.header:
        if name not in known:
            problems.append(Problem(file, UnknownColumn(closest=closest(name, table.column_names)), row=1,
                                    column=shown(name)))
    for col in table.columns:
        if col.name not in raw.header and col.required:
            problems.append(Problem(file, MissingColumn(), row=1, column=col.name))
    n = len(raw.frame)
    out: dict[str, pd.Series] = {}
    for col in table.columns:
        if col.name in raw.header:
            s = raw.frame[col.name].astype(object)
        elif (table.name, col.name) == ("instances", "anomaly") and "notes" in raw.header:
            # A file from before the column (an export of an older catalog): the flag its notes carry.
            s = pd.Series([anomaly_of(v) for v in raw.frame["notes"].astype(object)], dtype=object)
        else:
            s = pd.Series([""] * n, dtype=object)
        s = s.reset_index(drop=True)
        series, col_problems = coerce_column(s, col, file, raw.rows, today)
        out[col.name] = series
        if col.required and col.name not in raw.header and col.name != "anomaly":
            continue  # the missing column is reported once (above), not once per row as an empty cell
        problems.extend(col_problems)
    typed = pd.DataFrame(out, index=pd.RangeIndex(n))
    problems.extend(check_keys(typed, table, file, raw.rows))
    return typed, problems


def _cell_text(v) -> str:
    """A cell that is not text as text: "" when missing (None, NA, NaN), else ``str``."""
    return "" if v is None or v is pd.NA or v != v else str(v)


_PLAIN_NUMBER = re.compile(r"^[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$")


def coerce_column(s: pd.Series, col: Column, file: str, rows, today: _dt.date) -> tuple[pd.Series, list[Problem]]:
    """Convert one column of strings; every bad cell becomes a Problem."""
    # Each cell as stripped text, missing as "": one pass in plain Python (pandas' fillna/astype/strip cost about
    # 1 ms a column whatever its length, most of reading a catalog of small tables).
    values = pd.Series([v.strip() if type(v) is str else _cell_text(v).strip() for v in s.to_numpy(dtype=object)],
                       dtype=object)
    # The one rule for catalog text (core/base/textrule.py): no control character in any cell, text no longer than
    # its column allows. A refused cell is reported once, with that code, and is then read as empty.
    refused, found = check_cells(values, file, rows, col.name, col.max_length)
    if col.kind in (FLOAT, INT):  # a number with a control character in it is not a number (walk 22: a price cell
        # read "catalog text must be one line", words about text)
        found = [replace(p, what=NotANumber()) if p.code == "control_character" else p for p in found]
    problems: list[Problem] = found
    if refused.any():
        values = values.where(~refused, "")
    empty = (values == "").to_numpy()
    series: pd.Series

    def report(mask: np.ndarray, what: ProblemDetail) -> None:
        for i in np.flatnonzero(mask):
            problems.append(Problem(file, what, row=rows[i], column=col.name, value=str(values.iat[int(i)])))

    if col.required:
        report(empty & ~refused, Required())

    if col.kind in (FLOAT, INT):
        num = pd.to_numeric(values.where(~empty, None), errors="coerce").astype(float)
        arr = num.to_numpy(dtype=float)
        bad = ~empty & ~np.isfinite(arr)
        # a number too large to hold ("1e400", written as a number, not "inf") is too large (or too small), not "not
        # a number", as the wizard says it (walk 22): it goes on to the limits below as the infinity it reads as
        for i in np.flatnonzero(bad & np.isinf(arr)):
            if _PLAIN_NUMBER.match(str(values.iat[int(i)])):
                bad[i] = False
        report(bad, NotANumber())
        ok = ~empty & ~bad
        if col.kind == INT:
            nonint = ok & (arr != np.round(np.where(ok, arr, 0)))
            report(nonint, NotAnInteger())
            ok &= ~nonint
        limit = INT_LIMIT if col.kind == INT else FLOAT_LIMIT
        low_limit = -limit if col.min is None else max(-limit, col.min)
        exclusive = col.min_exclusive and col.min is not None and col.min >= -limit
        low = ok & ((arr <= low_limit) if exclusive else (arr < low_limit))
        report(low, BelowMin(min=low_limit, exclusive=exclusive))
        ok &= ~low
        high_limit = limit if col.max is None else min(limit, col.max)
        high = ok & (arr > high_limit)
        report(high, AboveMax(max=high_limit))
        ok &= ~high
        if col.kind == FLOAT:
            least = FLOAT_TINY if col.min_nonzero is None else col.min_nonzero
            tiny = ok & (arr != 0) & (np.abs(np.where(ok, arr, 1)) < least)
            report(tiny, TooSmall(min=least))
            ok &= ~tiny
        arr = np.where(ok, arr, np.nan)  # a refused cell is never converted (1e19 would wrap in Int64)
        if col.kind == INT:
            series = pd.Series(pd.array(np.where(np.isfinite(arr), np.round(arr), np.nan), dtype="Float64")).astype("Int64")
        else:
            series = pd.Series(arr, dtype=float)
        return series, problems

    if col.kind == ENUM:
        lookup = {a.lower(): a for a in col.allowed}
        normed = values.str.lower().map(lookup)
        bad = ~empty & normed.isna().to_numpy()
        report(bad, NotAllowed(allowed=list(col.allowed)))
        return pd.Series(np.where(empty | bad, "", normed.fillna("")), dtype=object), problems

    if col.kind == BOOL:
        lowered = values.str.lower()
        is_t = lowered.isin(_TRUE).to_numpy()
        is_f = lowered.isin(_FALSE).to_numpy()
        bad = ~empty & ~is_t & ~is_f
        report(bad, NotABoolean())
        series = pd.Series(pd.array([True if t else (False if f else pd.NA) for t, f in zip(is_t, is_f)],
                                    dtype="boolean"))
        return series, problems

    if col.kind == DATE:
        m = values.str.extract(_DATE_RE)
        shape_ok = m[0].notna().to_numpy()
        bad = ~empty & ~shape_ok
        future = np.zeros(len(values), dtype=bool)
        parts = [m[k].to_numpy(dtype=object) for k in range(3)]
        verdicts: dict[tuple, str] = {}  # a column holds few distinct dates: each is decided once
        for i in np.flatnonzero(~empty & shape_ok):
            y, mo, d = parts[0][i], parts[1][i], parts[2][i]
            key = (y, mo if isinstance(mo, str) else None, d if isinstance(d, str) else None)
            verdict = verdicts.get(key)
            if verdict is None:
                try:
                    first = _dt.date(int(str(y)), int(mo) if isinstance(mo, str) else 1,
                                     int(d) if isinstance(d, str) else 1)
                    verdict = "future" if first > today else "ok"
                except ValueError:
                    verdict = "bad"
                verdicts[key] = verdict
            if verdict == "bad":
                bad[i] = True
            elif verdict == "future":
                future[i] = True
        report(bad, BadDate())
        report(future, DateInFuture(today=today.isoformat()))
        return pd.Series(values.to_numpy(dtype=object), dtype=object), problems

    assert col.kind == STR
    return pd.Series(values.to_numpy(dtype=object), dtype=object), problems


def check_keys(df: pd.DataFrame, table: Table, file: str, rows=None) -> list[Problem]:
    """A problem for every row whose key repeats an earlier row's key."""
    if df.empty:
        return []
    rows = rows if rows is not None else [i + 2 for i in range(len(df))]
    key = df[list(table.key)].astype(str).apply(lambda c: c.str.lower())
    dup = key.duplicated(keep="first").to_numpy()
    if not dup.any():
        return []
    first_row: dict[tuple, int] = {}
    problems = []
    for i, tup in enumerate(key.itertuples(index=False, name=None)):
        if tup not in first_row:
            first_row[tup] = rows[i]
        elif dup[i]:
            problems.append(Problem(file, DuplicateKey(first_row=first_row[tup]), row=rows[i],
                                    column=",".join(table.key),
                                    value=" / ".join(str(df.at[i, k]) for k in table.key)))
    return problems


def empty_table(table: Table) -> pd.DataFrame:
    raw = RawTable(table.filename, table.column_names, pd.DataFrame({c: pd.Series([], dtype=object)
                                                                      for c in table.column_names}), "utf-8", ())
    df, _ = coerce_table(raw, table)
    return df


def format_numbers(values: pd.Series) -> np.ndarray:
    """Shortest round-trip text for floats; whole numbers without '.0'; '' for missing."""
    try:
        arr = values.astype("Float64").to_numpy(dtype=float, na_value=np.nan)
    except (TypeError, ValueError):
        arr = pd.to_numeric(values.astype(object), errors="coerce").to_numpy(dtype=float)
    out = np.full(arr.shape, "", dtype=object)
    ok = np.isfinite(arr)
    whole = ok & (np.abs(arr) < 1e15) & (arr == np.floor(np.where(ok, arr, 0)))
    out[whole] = arr[whole].astype(np.int64).astype(str)
    frac = ok & ~whole
    out[frac] = arr[frac].astype(str)  # numpy prints the shortest round-trip form, like repr()
    return out


def format_number(v) -> str:
    """One number as ``format_table`` writes it (same rules as ``format_numbers``)."""
    if v is None or v is pd.NA:
        return ""
    f = float(v)
    if not np.isfinite(f):
        return ""
    if abs(f) < 1e15 and f == np.floor(f):
        return str(int(f))
    return repr(f)


def format_table(df: pd.DataFrame, table: Table, numbers: bool = True) -> pd.DataFrame:
    """The frame as the strings written to CSV (integers without '.0', empty for missing).

    ``numbers=False`` leaves number columns as None (formatting floats is the slow part; a table view
    formats only the cells it paints).
    """
    out = {}
    n = len(df)
    for col in table.columns:
        s = df[col.name] if col.name in df.columns else pd.Series([None] * n, dtype=object)
        if col.kind in (FLOAT, INT) and not numbers:
            out[col.name] = np.full(n, None, dtype=object)
        elif col.kind in (FLOAT, INT):
            out[col.name] = format_numbers(s)
        elif col.kind == BOOL:
            b = s.astype("boolean")
            out[col.name] = np.where(b.isna().to_numpy(), "", np.where(b.fillna(False).to_numpy(dtype=bool),
                                                                          "true", "false")).astype(object)
        else:  # (in plain Python: pandas' where/astype cost about 0.3 ms a column whatever its length)
            out[col.name] = np.array([v if type(v) is str else _cell_text(v) for v in s.to_numpy(dtype=object)],
                                     dtype=object)
    return pd.DataFrame(out, columns=list(table.column_names), index=pd.RangeIndex(n))


def to_csv_bytes(df: pd.DataFrame, table: Table, bom: bool = False) -> bytes:
    """Serialise a typed table: UTF-8 (optionally with BOM for spreadsheets), '\\n' line ends.

    Text cells that a spreadsheet would run as a formula are written guarded (``guard``); reading
    undoes it, so every value round-trips and no written file holds a live formula.
    """
    fmt = format_table(df, table)
    carriage_return = False
    for col in table.columns:
        if col.kind not in (FLOAT, INT) and len(fmt):
            # Written as read: a reader strips every cell (then unguards it), so the text is stripped first; a
            # cell a spreadsheet would run as a formula is guarded (one pass in plain Python per column).
            cells = [guard(c) for c in (v.strip() for v in fmt[col.name].tolist())]
            fmt[col.name] = np.array(cells, dtype=object)
            joined = "".join(cells)
            if "\x00" in joined:  # a file holding NUL reads as binary (``decode``): never write one
                row = next(i for i, v in enumerate(cells) if "\x00" in v) + 2
                problem = text_problem(cells[row - 2], table.filename, row, col.name)
                raise CatalogError([problem] if problem is not None else [])
            carriage_return |= "\r" in joined
    # The csv writer quotes a cell with LF (the line end) but not one with a lone CR, which a reader takes for
    # the end of a record: a table holding one (text the catalog refuses, but a writer must not depend on
    # that) is written with every cell quoted, so it always reads back as the same records.
    text = fmt.to_csv(index=False, lineterminator="\n", quoting=csv.QUOTE_ALL if carriage_return else csv.QUOTE_MINIMAL)
    return ("\ufeff" + text if bom else text).encode("utf-8")


def read_table_bytes(data: bytes, file: str, table_name: str | None = None,
                     today: _dt.date | None = None) -> tuple[str | None, pd.DataFrame | None, str | None, list[Problem]]:
    """Parse and check one CSV file: (table name, typed frame, encoding, problems)."""
    name, df, enc, problems, _, _ = read_table_rows(data, file, table_name, today)
    return name, df, enc, problems


def read_table_rows(data: bytes, file: str, table_name: str | None = None, today: _dt.date | None = None,
                    titles: Mapping[str, str] | None = None
                    ) -> tuple[str | None, pd.DataFrame | None, str | None, list[Problem], tuple[int, ...],
                               tuple[str, ...]]:
    """``read_table_bytes``, the spreadsheet row of each row of the frame (blank lines are skipped, so the
    frame's position + 2 is not always the file's row) and the file's header.

    ``titles``: column name → its heading as the app shows it (“按量每小时”), taken in a header for that column
    (a file saved from what the editor shows)."""
    raw, problems = parse_csv(data, file)
    if raw is None:
        return table_name, None, None, problems, (), ()
    name = table_name or detect_table(raw.header, file)
    if titles and (name is None or not set(raw.header) <= set(TABLES[name].column_names)) and name in (None, *TABLES):
        raw, by_title = _by_titles(raw, titles, name, file)
        name = by_title or name
    if name is None:
        near, missing = nearest_table(raw.header)
        problems.append(Problem(file, UnknownTable(tables=list(TABLES), nearest=near, missing=list(missing)), row=1))
        return None, None, raw.encoding, problems, raw.rows, raw.header
    if name not in TABLES:
        problems.append(Problem(file, UnknownTableName(tables=list(TABLES)), value=name))
        return None, None, raw.encoding, problems, raw.rows, raw.header
    df, more = coerce_table(raw, TABLES[name], today)
    return name, df, raw.encoding, problems + more, raw.rows, raw.header


def with_column_names(raw: RawTable, titles: Mapping[str, str], table: Table) -> RawTable:
    """``raw`` with each header cell that is the shown heading of a column of ``table`` (``titles``: column name →
    heading) renamed to that column, unless the column is in the header already."""
    by_title: dict[str, str] = {}
    for c in table.column_names:
        title = titles.get(c)
        if title and title != c:
            by_title.setdefault(title, c)
    known = set(table.column_names)
    taken = set(raw.header)
    header = []
    for h in raw.header:
        name = by_title.get(h)
        if h not in known and name is not None and name not in taken:
            taken.add(name)
            h = name
        header.append(h)
    if tuple(header) == raw.header:
        return raw
    frame = raw.frame.copy()
    frame.columns = header
    return replace(raw, header=tuple(header), frame=frame)


def _by_titles(raw: RawTable, titles: Mapping[str, str], table_name: str | None, file: str
               ) -> tuple[RawTable, str | None]:
    """The file's header read as shown headings (``titles``) where its own names fit no table: (the file with
    its columns' names, the table it is), or (``raw``, None) when no table fits that way either."""
    for name in ([table_name] if table_name else list(TABLES)):
        renamed = with_column_names(raw, titles, TABLES[name])
        if renamed is not raw and (table_name or detect_table(renamed.header, file) == name):
            return renamed, name
    return raw, None


def file_columns(header: tuple[str, ...], table: Table) -> tuple[str, ...]:
    """The columns of ``table`` a file with ``header`` gives values for, in the table's order: its own columns,
    and an instance's ``anomaly`` when the file has ``notes`` (``coerce_table`` reads the flag from them). The
    other columns a frame read from it holds are empty because the file does not have them, not because it
    says they are empty."""
    given = set(header)
    if table.name == "instances" and "notes" in given:
        given.add("anomaly")
    return tuple(c for c in table.column_names if c in given)


ANOMALY_FLAG = "ANOMALY"  # how the price files (and catalogs before version 3) flag a price in instances' notes


def anomaly_of(notes: object) -> str:
    """The anomaly remark of an instance row's notes ("...; ANOMALY: catalog GPU spot price > on-demand price in
    this region; ..."): the clause after the flag ("flagged ANOMALY in the notes" if none), "" without the flag."""
    text = "" if notes is None or not isinstance(notes, str) else notes
    if ANOMALY_FLAG not in text:
        return ""
    clause = text.split(ANOMALY_FLAG, 1)[1].lstrip(" :-").split(";", 1)[0].strip()
    return clause or "flagged ANOMALY in the notes"


def has_errors(problems) -> bool:
    return any(p.severity == ERROR for p in problems)
