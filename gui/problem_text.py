"""Translated sentences for the core's problem codes (the GUI twin of gpu_advisor.messages)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from gpu_advisor.core.problems import Problem


def _t(text: str) -> str:
    return QCoreApplication.translate("Problem", text)


def describe(p: Problem) -> str:
    """'file, row N, column C: what is wrong' in the interface language."""
    where = [p.file]
    if p.row is not None:
        where.append(_t("row {0}").format(p.row))
    if p.column:
        where.append(_t("column {0}").format(p.column))
    return ", ".join(where) + ": " + describe_what(p)


def describe_what(p: Problem) -> str:
    """Only what is wrong (for a message shown at the field itself)."""
    texts = {
        "encoding": _t("the file is neither UTF-8 nor GBK text"),
        "empty_file": _t("the file is empty"),
        "field_count": _t("this row has {found} fields but the header has {expected}"),
        "unknown_column": _t("unknown column"),
        "missing_column": _t("the required column is missing"),
        "required": _t("a value is required here"),
        "not_a_number": _t("“{value}” is not a number"),
        "not_an_integer": _t("“{value}” is not a whole number"),
        "below_min": _t("{value} is too small (minimum {min})"),
        "above_max": _t("{value} is too large (maximum {max})"),
        "not_allowed": _t("“{value}” is not one of the allowed values"),
        "not_a_boolean": _t("“{value}” is not true/false"),
        "bad_date": _t("“{value}” is not a date (YYYY-MM-DD)"),
        "date_in_future": _t("{value} lies in the future"),
        "duplicate_key": _t("“{value}” repeats row {first_row}"),
        "missing_table": _t("the table file is missing"),
        "empty_table": _t("the table has no rows"),
        "unknown_gpu": _t("unknown GPU “{value}”"),
        "unknown_provider": _t("unknown provider “{value}”"),
        "missing_fx_rate": _t("no exchange rate for {value}"),
        "no_price": _t("instance “{value}” has no price"),
        "schema_too_new": _t("this catalog was written by a newer version of the app"),
        "no_catalog": _t("there is no catalog here"),
        "still_referenced": _t("“{value}” is still used in another table"),
        "no_free_key": _t("no free name for a new row; change an existing one instead"),
        "missing_field": _t("needed: please give a value"),
        "conflicting_fields": _t("give one of these, not both"),
        "wrong_type": _t("“{value}” has the wrong kind of value"),
        "unknown_field": _t("unknown field “{value}”"),
        "unknown_preset": _t("unknown model “{value}”"),
        "scenario_too_new": _t("this scenario was written by a newer version of the app"),
        "scenario_too_old": _t("this scenario is too old to read"),
        "bad_json": _t("the file is not valid JSON"),
        "not_utf8": _t("the file is not UTF-8 text"),
        "file_not_found": _t("no such file"),
        "unreadable": _t("the file cannot be read"),
        "not_writable": _t("cannot write here"),
    }
    detail = {"value": p.value or "", **p.detail}
    if p.code == "below_min" and detail.get("min") == 0:
        return _t("must be more than 0") if detail.get("exclusive") else _t("must not be negative")
    if detail.get("closest") and p.code.startswith("unknown_"):
        extra = _t(" — did you mean {0}?").format(", ".join(map(str, detail["closest"])))
    else:
        extra = ""
    try:
        return texts.get(p.code, p.code).format(**detail) + extra
    except (KeyError, IndexError, ValueError):
        return p.code
