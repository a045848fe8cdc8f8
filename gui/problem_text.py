"""Translated sentences for the core's problem codes (the GUI twin of gpu_advisor.messages)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


from gpu_advisor.core.problems import Problem

translate = QCoreApplication.translate  # lupdate reads translate("Context", "text") calls


def describe(p: Problem) -> str:
    """'file, row N, column C: what is wrong' in the interface language."""
    where = [p.file]
    if p.row is not None:
        where.append(translate("Problem", "row {0}").format(p.row))
    if p.column:
        where.append(translate("Problem", "column {0}").format(p.column))
    return ", ".join(where) + ": " + describe_what(p)


def describe_what(p: Problem) -> str:
    """Only what is wrong (for a message shown at the field itself)."""
    texts = {
        "encoding": translate("Problem", "the file is neither UTF-8 nor GBK text"),
        "empty_file": translate("Problem", "the file is empty"),
        "field_count": translate("Problem", "this row has {found} fields but the header has {expected}"),
        "unknown_column": translate("Problem", "unknown column"),
        "missing_column": translate("Problem", "the required column is missing"),
        "required": translate("Problem", "a value is required here"),
        "not_a_number": translate("Problem", "“{value}” is not a number"),
        "not_an_integer": translate("Problem", "“{value}” is not a whole number"),
        "below_min": translate("Problem", "{value} is too small (minimum {min})"),
        "above_max": translate("Problem", "{value} is too large (maximum {max})"),
        "not_allowed": translate("Problem", "“{value}” is not one of the allowed values"),
        "not_a_boolean": translate("Problem", "“{value}” is not true/false"),
        "bad_date": translate("Problem", "“{value}” is not a date (YYYY-MM-DD)"),
        "date_in_future": translate("Problem", "{value} lies in the future"),
        "duplicate_key": translate("Problem", "“{value}” repeats row {first_row}"),
        "missing_table": translate("Problem", "the table file is missing"),
        "empty_table": translate("Problem", "the table has no rows"),
        "unknown_gpu": translate("Problem", "unknown GPU “{value}”"),
        "unknown_provider": translate("Problem", "unknown provider “{value}”"),
        "missing_fx_rate": translate("Problem", "no exchange rate for {value}"),
        "unknown_instance": translate("Problem", "no instance {value} in the catalog"),
        "bad_pattern": translate("Problem", "“{value}” is not a valid pattern (regular expression)"),
        "unknown_source": translate("Problem", "the source “{value}” is not in the sources table"),
        "bad_source_id": translate("Problem", "“{value}” is not a usable source id (a-z, 0-9, “.”, “_”, “-”)"),
        "price_needed": translate("Problem", "{value} instance(s) have no price yet; enter the price you were quoted"),
        "schema_too_new": translate("Problem", "this catalog was written by a newer version of the app"),
        "no_catalog": translate("Problem", "there is no catalog here"),
        "still_referenced": translate("Problem", "“{value}” is still used in another table"),
        "no_free_key": translate("Problem", "no free name for a new row; change an existing one instead"),
        "missing_field": translate("Problem", "needed: please give a value"),
        "conflicting_fields": translate("Problem", "give one of these, not both"),
        "wrong_type": translate("Problem", "“{value}” has the wrong kind of value"),
        "unknown_field": translate("Problem", "unknown field “{value}”"),
        "unknown_preset": translate("Problem", "unknown model “{value}”"),
        "scenario_too_new": translate("Problem", "this scenario was written by a newer version of the app"),
        "scenario_too_old": translate("Problem", "this scenario is too old to read"),
        "bad_json": translate("Problem", "the file is not valid JSON"),
        "not_utf8": translate("Problem", "the file is not UTF-8 text"),
        "file_not_found": translate("Problem", "no such file"),
        "unreadable": translate("Problem", "the file cannot be read"),
        "not_writable": translate("Problem", "cannot write here"),
        "skypilot_missing_column": translate("Problem", "this SkyPilot file lacks a required column"),
        "skypilot_provider_unknown": QCoreApplication.translate(
            "Problem", "cannot tell which cloud this SkyPilot file is for; put it in a folder named after the cloud"),
        "skypilot_provider_not_found": translate("Problem", "“{value}” is not a cloud in your catalog"),
        "skypilot_nothing_mapped": translate("Problem", "no row of this SkyPilot file could be used"),
        "skypilot_unknown_accelerator": QCoreApplication.translate(
            "Problem", "accelerator “{value}” is not a GPU in your catalog; row not imported"),
        "skypilot_no_accelerator": translate("Problem", "“{value}” has no GPU; row not imported"),
        "skypilot_no_accelerator_count": translate("Problem", "no GPU count; row not imported"),
        "skypilot_no_price": translate("Problem", "“{value}” has no price; row not imported"),
        "skypilot_no_region": translate("Problem", "“{value}” has no region; row not imported"),
        "skypilot_no_instance_type": translate("Problem", "no instance type; row not imported"),
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
        return translate("Problem", "must be more than 0") if detail.get("exclusive") else translate("Problem", "must not be negative")
    if detail.get("closest") and p.code.startswith("unknown_"):
        extra = translate("Problem", " — did you mean {0}?").format(", ".join(map(str, detail["closest"])))
    else:
        extra = ""
    try:
        return texts.get(p.code, p.code).format(**detail) + extra
    except (KeyError, IndexError, ValueError):
        return p.code
