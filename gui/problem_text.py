"""Translated sentences for the core's problem codes (the GUI twin of gpu_advisor.messages)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from gpu_advisor.core.problems import Problem


def describe(p: Problem) -> str:
    """'file, row N, column C: what is wrong' in the interface language."""
    where = [p.file]
    if p.row is not None:
        where.append(QCoreApplication.translate("Problem", "row {0}").format(p.row))
    if p.column:
        where.append(QCoreApplication.translate("Problem", "column {0}").format(p.column))
    return ", ".join(where) + ": " + describe_what(p)


def describe_what(p: Problem) -> str:
    """Only what is wrong (for a message shown at the field itself)."""
    texts = {
        "encoding": QCoreApplication.translate("Problem", "the file is neither UTF-8 nor GBK text"),
        "empty_file": QCoreApplication.translate("Problem", "the file is empty"),
        "field_count": QCoreApplication.translate("Problem", "this row has {found} fields but the header has {expected}"),
        "unknown_column": QCoreApplication.translate("Problem", "unknown column"),
        "missing_column": QCoreApplication.translate("Problem", "the required column is missing"),
        "required": QCoreApplication.translate("Problem", "a value is required here"),
        "not_a_number": QCoreApplication.translate("Problem", "“{value}” is not a number"),
        "not_an_integer": QCoreApplication.translate("Problem", "“{value}” is not a whole number"),
        "below_min": QCoreApplication.translate("Problem", "{value} is too small (minimum {min})"),
        "above_max": QCoreApplication.translate("Problem", "{value} is too large (maximum {max})"),
        "not_allowed": QCoreApplication.translate("Problem", "“{value}” is not one of the allowed values"),
        "not_a_boolean": QCoreApplication.translate("Problem", "“{value}” is not true/false"),
        "bad_date": QCoreApplication.translate("Problem", "“{value}” is not a date (YYYY-MM-DD)"),
        "date_in_future": QCoreApplication.translate("Problem", "{value} lies in the future"),
        "duplicate_key": QCoreApplication.translate("Problem", "“{value}” repeats row {first_row}"),
        "missing_table": QCoreApplication.translate("Problem", "the table file is missing"),
        "empty_table": QCoreApplication.translate("Problem", "the table has no rows"),
        "unknown_gpu": QCoreApplication.translate("Problem", "unknown GPU “{value}”"),
        "unknown_provider": QCoreApplication.translate("Problem", "unknown provider “{value}”"),
        "missing_fx_rate": QCoreApplication.translate("Problem", "no exchange rate for {value}"),
        "no_price": QCoreApplication.translate("Problem", "instance “{value}” has no price"),
        "schema_too_new": QCoreApplication.translate("Problem", "this catalog was written by a newer version of the app"),
        "no_catalog": QCoreApplication.translate("Problem", "there is no catalog here"),
        "still_referenced": QCoreApplication.translate("Problem", "“{value}” is still used in another table"),
        "no_free_key": QCoreApplication.translate("Problem", "no free name for a new row; change an existing one instead"),
        "missing_field": QCoreApplication.translate("Problem", "needed: please give a value"),
        "conflicting_fields": QCoreApplication.translate("Problem", "give one of these, not both"),
        "wrong_type": QCoreApplication.translate("Problem", "“{value}” has the wrong kind of value"),
        "unknown_field": QCoreApplication.translate("Problem", "unknown field “{value}”"),
        "unknown_preset": QCoreApplication.translate("Problem", "unknown model “{value}”"),
        "scenario_too_new": QCoreApplication.translate("Problem", "this scenario was written by a newer version of the app"),
        "scenario_too_old": QCoreApplication.translate("Problem", "this scenario is too old to read"),
        "bad_json": QCoreApplication.translate("Problem", "the file is not valid JSON"),
        "not_utf8": QCoreApplication.translate("Problem", "the file is not UTF-8 text"),
        "file_not_found": QCoreApplication.translate("Problem", "no such file"),
        "unreadable": QCoreApplication.translate("Problem", "the file cannot be read"),
        "not_writable": QCoreApplication.translate("Problem", "cannot write here"),
        "skypilot_missing_column": QCoreApplication.translate("Problem", "this SkyPilot file lacks a required column"),
        "skypilot_provider_unknown": QCoreApplication.translate(
            "Problem", "cannot tell which cloud this SkyPilot file is for; put it in a folder named after the cloud"),
        "skypilot_provider_not_found": QCoreApplication.translate("Problem", "“{value}” is not a cloud in your catalog"),
        "skypilot_nothing_mapped": QCoreApplication.translate("Problem", "no row of this SkyPilot file could be used"),
        "skypilot_unknown_accelerator": QCoreApplication.translate(
            "Problem", "accelerator “{value}” is not a GPU in your catalog; row not imported"),
        "skypilot_no_accelerator": QCoreApplication.translate("Problem", "“{value}” has no GPU; row not imported"),
        "skypilot_no_accelerator_count": QCoreApplication.translate("Problem", "no GPU count; row not imported"),
        "skypilot_no_price": QCoreApplication.translate("Problem", "“{value}” has no price; row not imported"),
        "skypilot_no_region": QCoreApplication.translate("Problem", "“{value}” has no region; row not imported"),
        "skypilot_no_instance_type": QCoreApplication.translate("Problem", "no instance type; row not imported"),
        "skypilot_gpu_only_row": QCoreApplication.translate(
            "Problem", "a GPU price without its host machine; row not imported"),
        "skypilot_vm_gpu_missing": QCoreApplication.translate(
            "Problem", "host “{value}” has no matching GPU price in the file; row not imported"),
        "skypilot_vm_gpu_ambiguous": QCoreApplication.translate(
            "Problem", "host “{value}” has more than one GPU price in the file; row not imported"),
        "skypilot_inconsistent_rows": QCoreApplication.translate(
            "Problem", "“{value}” has different hardware figures in different rows of the file"),
        "skypilot_spec_differs": QCoreApplication.translate(
            "Problem", "“{value}”: the file's hardware figures differ from your catalog's; yours are kept"),
        "skypilot_currency_differs": QCoreApplication.translate(
            "Problem", "“{value}” is priced in another currency in your catalog; its price is not changed"),
    }
    detail = {"value": p.value or "", **p.detail}
    if p.code == "below_min" and detail.get("min") == 0:
        return QCoreApplication.translate("Problem", "must be more than 0") if detail.get("exclusive") else QCoreApplication.translate("Problem", "must not be negative")
    if detail.get("closest") and p.code.startswith("unknown_"):
        extra = QCoreApplication.translate("Problem", " — did you mean {0}?").format(", ".join(map(str, detail["closest"])))
    else:
        extra = ""
    try:
        return texts.get(p.code, p.code).format(**detail) + extra
    except (KeyError, IndexError, ValueError):
        return p.code
