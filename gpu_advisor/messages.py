"""Plain-English sentences for the command line, made from the core's problem codes.

The GUI has its own translated words (``tr()``); this module serves the headless twin only.
"""

from __future__ import annotations

from gpu_advisor.core.problems import Problem


def _fmt_num(x) -> str:
    try:
        f = float(x)
    except (TypeError, ValueError):
        return str(x)
    return str(int(f)) if f.is_integer() else f"{f:g}"


_TEXT = {
    "encoding": "the file is neither UTF-8 nor GBK text; save it as 'CSV UTF-8' and try again",
    "empty_file": "the file is empty",
    "csv_syntax": "the CSV cannot be read ({reason})",
    "field_count": "this row has {found} fields but the header has {expected}",
    "duplicate_column": "the column appears twice in the header",
    "empty_column_name": "a header cell is empty",
    "unknown_column": "unknown column{closest_hint}",
    "missing_column": "the required column is missing",
    "required": "a value is required here",
    "not_a_number": "{value!r} is not a number",
    "not_an_integer": "{value!r} is not a whole number",
    "below_min": "{value} is too small (must be {op} {min})",
    "above_max": "{value} is too large (must be at most {max})",
    "not_allowed": "{value!r} is not allowed; use one of: {allowed}",
    "not_a_boolean": "{value!r} is not true/false",
    "bad_date": "{value!r} is not a date; write YYYY-MM-DD, YYYY-MM or YYYY",
    "date_in_future": "{value} lies in the future (today is {today})",
    "duplicate_key": "the key {value!r} repeats row {first_row}",
    "unknown_table": "cannot tell which catalog table this file is from its header; pass --table (one of: {tables})",
    "unknown_table_name": "{value!r} is not a catalog table; use one of: {tables}",
    "missing_table": "the table file is missing",
    "empty_table": "the table has no rows",
    "unknown_gpu": "unknown GPU {value!r}{closest_hint}",
    "unknown_provider": "unknown provider {value!r}{closest_hint}",
    "duplicate_alias": "the name {value!r} already belongs to {other}",
    "missing_fx_rate": "no exchange rate for {value}",
    "no_price": "instance {value!r} has no price (it will be skipped)",
    "bad_manifest": "catalog.json is broken{reason_hint}",
    "schema_too_new": "this catalog has schema version {value}, newer than this app supports ({supported}); "
                      "update the app",
    "no_catalog": "there is no catalog here",
    "file_exists": "the file exists already (use --force to overwrite)",
    "not_a_folder": "this is a file, not a folder",
    "not_writable": "cannot write here ({reason})",
    "file_not_found": "no such file",
    "unreadable": "cannot read the file ({reason})",
}


def describe(p: Problem) -> str:
    """One line: where (file, row, column) and what is wrong."""
    where = [p.file]
    if p.row is not None:
        where.append(f"row {p.row}")
    if p.column:
        where.append(f"column {p.column}")
    d = dict(p.detail)
    d.setdefault("value", p.value)
    if "closest" in d:
        d["closest_hint"] = f"; did you mean {', '.join(d['closest'])}?" if d["closest"] else ""
    d.setdefault("closest_hint", "")
    d["reason_hint"] = f" ({d['reason']})" if d.get("reason") else ""
    if "allowed" in d:
        d["allowed"] = ", ".join(d["allowed"])
    if "tables" in d:
        d["tables"] = ", ".join(d["tables"])
    if "min" in d:
        d["op"] = ">" if d.get("exclusive") else ">="
        d["min"] = _fmt_num(d["min"])
    if "max" in d:
        d["max"] = _fmt_num(d["max"])
    template = _TEXT.get(p.code)
    try:
        text = template.format(**d) if template else p.code
    except (KeyError, IndexError, ValueError):
        text = f"{p.code} {d}"
    prefix = "warning: " if p.severity == "warning" else ""
    return f"{', '.join(where)}: {prefix}{text}"
