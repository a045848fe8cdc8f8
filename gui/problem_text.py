"""Translated sentences for the core's problem codes (the GUI twin of gpu_advisor.messages)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from gpu_advisor.core.problems import Problem


def _t(text: str) -> str:
    return QCoreApplication.translate("Problem", text)


def describe(p: Problem) -> str:
    """'file, row N, column C: what is wrong' in the interface language."""
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
    }
    where = [p.file]
    if p.row is not None:
        where.append(_t("row {0}").format(p.row))
    if p.column:
        where.append(_t("column {0}").format(p.column))
    detail = {"value": p.value or "", **p.detail}
    try:
        what = texts.get(p.code, p.code).format(**detail)
    except (KeyError, IndexError, ValueError):
        what = p.code
    return ", ".join(where) + ": " + what
