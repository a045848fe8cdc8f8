"""One sentence per problem code the core (and the editors) can report, for the app and the command line
alike: what is wrong and where (file, row, column or field).
"""

from __future__ import annotations

import math
import re
import unicodedata
from collections.abc import Mapping
from typing import Any

from dataclasses import replace

from gpu_advisor.core.base import (AboveMax, BadJson, BelowMin, CompareNotAnAnswer, DateInFuture, finite_float, MissingField, NotAllowed, NotANumber, NotAScenario,
                                   MethodNeedsLanguageModel, PlanJobImpossible, PresetKindMismatch, Problem,
                                   problem_detail, ProblemDetail, ServingNeedsTextModel, SkypilotCurrencyDiffers,
                                   SkypilotGpuOnlyRow, SkypilotNothingMapped, SkypilotSpecDiffers,
                                   SkypilotVmGpuAmbiguous, SkypilotVmGpuMissing, UnknownProblem, UnknownTable,
                                   UnknownTableName, UpdateFileInvalid, WrongType)

from .assumed import item_kind_name, ITEM_KIND_CODES
from .catalog_names import column_name, table_name
from .language import cjk_spacing, is_chinese, plural_count, QT_TRANSLATE_NOOP, translate, Words
from .notes import describe_note
from .numbers import big_number, file_size, listing, money, number, SHOWN_FIGURE_LIMIT
from .quoted import escaped


# alike (``gui.problem_text`` and ``gpu_advisor.messages`` call these). Placeholders name the problem's
# ``value`` and ``detail`` keys. A few codes add a hint that only makes sense on the command line.

_PROBLEM = {
    "launch_files_exist": QT_TRANSLATE_NOOP(
        "Problem", "launch files are there already ({count} of them); choose an empty folder or delete them"),
    "no_option": QT_TRANSLATE_NOOP("Problem", "the scenario has no option to write launch files for"),
    "option_does_not_fit": QT_TRANSLATE_NOOP(
        "Problem", "the model does not fit on this option ({gpu}), so no launch files are written"),
    "launch_one_server": QT_TRANSLATE_NOOP(
        "Problem", "this option has {nodes} servers, and the Ultralytics yolo command trains on the GPUs of one server "
                   "only, so no launch files are written; choose an option with one server"),
    "fractional_gpus": QT_TRANSLATE_NOOP(
        "Problem", "this option rents part of a GPU ({gpus_per_node} per server); launch files need whole GPUs"),
    "unknown_instance": QT_TRANSLATE_NOOP("Problem", "no instance {value} in the catalog"),
    "bad_pattern": QT_TRANSLATE_NOOP("Problem", "“{value}” is not a valid pattern (regular expression)"),
    "unknown_source": QT_TRANSLATE_NOOP("Problem", "the source “{value}” is not in the sources table"),
    "bad_source_id": QT_TRANSLATE_NOOP("Problem", "“{value}” is not a usable source id (a-z, 0-9, “.”, “_”, “-”)"),
    "price_needed": QT_TRANSLATE_NOOP(
        "Problem", "{count} instance(s) have no price yet; they are left out until you enter the price you were quoted"),
    "fractional_gpu_count": QT_TRANSLATE_NOOP(
        "Problem", "{count} instance(s) have a GPU count that is not a whole number (a fraction of a GPU, a vGPU "
                   "slice); they are kept but left out of recommendations"),
    "not_a_file": QT_TRANSLATE_NOOP("Problem", "this is not a regular file (a folder, named pipe or device); give a file"),
    "file_too_large": QT_TRANSLATE_NOOP("Problem", "the file is too large ({size}; at most {limit})"),
    "too_small": QT_TRANSLATE_NOOP("Problem", "{value} is too close to zero; write 0 or a number of at least {min}"),
    "too_deep": QT_TRANSLATE_NOOP("Problem", "objects or lists are nested more than {max} deep"),
    "bad_text": QT_TRANSLATE_NOOP("Problem", "the text holds an escape that is not a character (a lone surrogate)"),
    "catalog_busy": QT_TRANSLATE_NOOP(
        "Problem", "the catalog is being saved by another window or program; try again in a moment"),
    "catalog_changed": QT_TRANSLATE_NOOP(
        "Problem", "another window or program saved the catalog ({current}) after this one read it ({base}); "
                   "nothing was saved: reload and try again"),
    "catalog_fell_back": QT_TRANSLATE_NOOP(
        "Problem", "the current version of your catalog is damaged; the newest intact version {used} is used "
                   "(the damaged one is kept in {aside})"),
    "catalog_current_missing": QT_TRANSLATE_NOOP(
        "Problem", "the pointer to the current version of your catalog (CURRENT) is missing or broken; the newest "
                   "intact version {used} is used"),
    "catalog_bundled_used": QT_TRANSLATE_NOOP(
        "Problem", "no intact version of your catalog is left: the bundled catalog is used (the damaged versions "
                   "are kept in {aside})"),
    "checksum_mismatch": QT_TRANSLATE_NOOP(
        "Problem", "the file does not match its checksum in catalog.json (damaged or changed outside the app)"),
    "file_missing": QT_TRANSLATE_NOOP("Problem", "the file is missing"),
    "no_intact_catalog": QT_TRANSLATE_NOOP("Problem", "no intact version of your catalog is left"),
    "save_unreadable": QT_TRANSLATE_NOOP(
        "Problem", "the new version {value} could not be read back after it was written ({count} problem(s), "
                   "below), so it was removed: nothing was saved and your catalog is unchanged"),
    "save_rows_differ": QT_TRANSLATE_NOOP("Problem", "{written} row(s) were written but {read} read back"),
    "save_value_differs": QT_TRANSLATE_NOOP("Problem", "“{written}” was written here but reads back as “{value}”"),
    "catalog_dates_in_future": QT_TRANSLATE_NOOP(
        "Problem", "{count} date(s) of your catalog lie in the future (today is {today}), the first here: {value}; "
                   "they are kept as they are — is this computer's clock right?"),
    # reading tables (core/catalog/tableio.py)
    "encoding": QT_TRANSLATE_NOOP("Problem", "the file is neither UTF-8 nor GBK text"),
    "empty_file": QT_TRANSLATE_NOOP("Problem", "the file is empty"),
    "csv_syntax": QT_TRANSLATE_NOOP("Problem", "the CSV cannot be read"),
    "field_count": QT_TRANSLATE_NOOP("Problem", "this row has {found} fields but the header has {expected}"),
    "duplicate_column": QT_TRANSLATE_NOOP("Problem", "the column appears twice in the header"),
    "empty_column_name": QT_TRANSLATE_NOOP("Problem", "a header cell is empty"),
    "unknown_column": QT_TRANSLATE_NOOP("Problem", "unknown column"),
    "missing_column": QT_TRANSLATE_NOOP("Problem", "the required column is missing"),
    "required": QT_TRANSLATE_NOOP("Problem", "a value is required here"),
    "not_a_number": QT_TRANSLATE_NOOP("Problem", "“{value}” is not a number"),
    "not_an_integer": QT_TRANSLATE_NOOP("Problem", "“{value}” is not a whole number"),
    "below_min": QT_TRANSLATE_NOOP("Problem", "{value} is too small (minimum {min})"),
    "above_max": QT_TRANSLATE_NOOP("Problem", "{value} is too large (maximum {max})"),
    "not_allowed": QT_TRANSLATE_NOOP("Problem", "“{value}” is not one of the allowed values"),
    "not_a_boolean": QT_TRANSLATE_NOOP("Problem", "“{value}” is not true/false"),
    "bad_date": QT_TRANSLATE_NOOP("Problem", "“{value}” is not a date (YYYY-MM-DD, YYYY-MM or YYYY)"),
    "date_in_future": QT_TRANSLATE_NOOP("Problem", "{value} lies in the future"),
    "duplicate_key": QT_TRANSLATE_NOOP("Problem", "“{value}” repeats row {first_row}"),
    "control_character": QT_TRANSLATE_NOOP(
        "Problem", "the text holds a control character ({char}) at character {position}: this text is one line, "
                   "without line breaks, tabs or direction controls"),
    "too_long": QT_TRANSLATE_NOOP("Problem", "the text is {length} characters long (at most {max})"),
    "unknown_table": QT_TRANSLATE_NOOP("Problem", "cannot tell from its header which catalog table this file is"),
    "unknown_table_name": QT_TRANSLATE_NOOP("Problem", "“{value}” is not a catalog table"),
    # the catalog as a whole (core/catalog/load.py)
    "missing_table": QT_TRANSLATE_NOOP("Problem", "the table file is missing"),
    "empty_table": QT_TRANSLATE_NOOP("Problem", "the table has no rows"),
    "unknown_gpu": QT_TRANSLATE_NOOP("Problem", "unknown GPU “{value}”"),
    "unknown_provider": QT_TRANSLATE_NOOP("Problem", "unknown provider “{value}”"),
    "duplicate_alias": QT_TRANSLATE_NOOP("Problem", "the name “{value}” already belongs to {other}"),
    "missing_fx_rate": QT_TRANSLATE_NOOP("Problem", "no exchange rate for {value}"),
    "bad_manifest": QT_TRANSLATE_NOOP("Problem", "catalog.json is broken"),
    "schema_too_new": QT_TRANSLATE_NOOP(
        "Problem", "this catalog was written by a newer version of the app (catalog schema {value}; this version "
                   "reads up to {supported})"),
    "no_catalog": QT_TRANSLATE_NOOP("Problem", "there is no catalog here"),
    "file_exists": QT_TRANSLATE_NOOP("Problem", "the file exists already"),
    "not_a_folder": QT_TRANSLATE_NOOP("Problem", "this is a file, not a folder"),
    # the catalog editor (gui/catalog_editor.py, gui/catalog_model.py)
    "still_referenced": QT_TRANSLATE_NOOP("Problem", "“{value}” is still used in another table"),
    "no_free_key": QT_TRANSLATE_NOOP("Problem", "no free name for a new row; change an existing one instead"),
    # scenario files (core/scenario/spec.py)
    "missing_field": QT_TRANSLATE_NOOP("Problem", "a value is needed here"),
    "conflicting_fields": QT_TRANSLATE_NOOP("Problem", "give only one of these: {fields}"),
    "wrong_type": QT_TRANSLATE_NOOP("Problem", "“{value}” has the wrong kind of value"),
    "unknown_field": QT_TRANSLATE_NOOP("Problem", "unknown field “{value}”"),
    "unknown_preset": QT_TRANSLATE_NOOP("Problem", "unknown model “{value}”"),
    "scenario_too_new": QT_TRANSLATE_NOOP(
        "Problem", "this file was written by a newer version of the app (schema version {value}; this version reads "
                   "up to {supported})"),
    "scenario_too_old": QT_TRANSLATE_NOOP(
        "Problem", "this scenario is too old to read (schema version {value}; the app writes version {supported})"),
    "bad_json": QT_TRANSLATE_NOOP("Problem", "the file is not valid JSON"),
    "not_a_scenario": QT_TRANSLATE_NOOP("Problem", "this file is a team plan or a saved answer, not a scenario"),
    "not_utf8": QT_TRANSLATE_NOOP("Problem", "the file is not UTF-8 text"),
    # files (core/scenario/spec.py, core/export/proposal.py, core/catalog/load.py, the command line)
    "file_not_found": QT_TRANSLATE_NOOP("Problem", "no such file"),
    "unreadable": QT_TRANSLATE_NOOP("Problem", "the file cannot be read"),
    "not_writable": QT_TRANSLATE_NOOP("Problem", "cannot write here"),
    # estimates (core/estimate/training.py)
    "missing_input": QT_TRANSLATE_NOOP("Problem", "a value is needed here"),
    "missing_default": QT_TRANSLATE_NOOP("Problem", "the catalog lacks the default figure “{value}”"),
    "gpu_no_compute_figures": QT_TRANSLATE_NOOP(
        "Problem", "the catalog has no {precision} figure for GPU “{value}”, so it cannot be estimated"),
    "preset_kind_mismatch": QT_TRANSLATE_NOOP(
        "Problem", "“{value}” does not fit the model {preset}, which is {kind}: choose the kind that matches it, or "
                   "leave the kind out"),
    "serving_needs_text_model": QT_TRANSLATE_NOOP(
        "Problem", "serving is sized for language models that generate text, and this is {kind}: its serving is not "
                   "estimated (choose a language model, or training)"),
    "method_needs_language_model": QT_TRANSLATE_NOOP(
        "Problem", "{value} trains small adapters on a language model, and this is {kind}, which is fine-tuned whole "
                   "(every weight): choose full fine-tuning"),
    "serving_fits_one_server": QT_TRANSLATE_NOOP(
        "Problem", "one server of {gpus_per_node} × {gpu} already holds the model, so it is not split across "
        "{value} servers"),
    # SkyPilot vms.csv import (core/prices/skypilot.py)
    "skypilot_missing_column": QT_TRANSLATE_NOOP("Problem", "this SkyPilot file lacks a required column"),
    "skypilot_not_a_price_file": QT_TRANSLATE_NOOP(
        "Problem", "this is not a SkyPilot price file (vms.csv): it has none of its columns (InstanceType, "
                   "AcceleratorName, AcceleratorCount, Price, Region)"),
    "skypilot_rows_unreadable": QT_TRANSLATE_NOOP(
        "Problem", "{rows} of the file's {total} rows hold a price or figure that cannot be read (not a number, "
                   "negative or too small). That is more than {percent}% of its rows, so the file is not read as a "
                   "price file; with fewer, only those rows would be left out"),
    "skypilot_provider_unknown": QT_TRANSLATE_NOOP(
        "Problem", "cannot tell which cloud this SkyPilot file is for; put it in a folder named after the cloud"),
    "skypilot_provider_not_found": QT_TRANSLATE_NOOP("Problem", "“{value}” is not a cloud in your catalog"),
    "skypilot_nothing_mapped": QT_TRANSLATE_NOOP("Problem", "no row of this SkyPilot file could be used"),
    "skypilot_no_replace": QT_TRANSLATE_NOOP(
        "Problem", "a SkyPilot file cannot replace the whole instances table; import it without replacing"),
    "skypilot_unknown_accelerator": QT_TRANSLATE_NOOP(
        "Problem", "accelerator “{value}” is not a GPU in your catalog; row not imported (add the GPU or an alias "
        "in the GPUs table (gpus.csv) to bring it in)"),
    "skypilot_no_accelerator": QT_TRANSLATE_NOOP("Problem", "“{value}” has no GPU; row not imported"),
    "skypilot_no_accelerator_count": QT_TRANSLATE_NOOP(
        "Problem", "“{instance_type}” has no GPU count (“{value}”); row not imported"),
    "skypilot_no_price": QT_TRANSLATE_NOOP(
        "Problem", "“{value}” has neither a price nor a spot price; row not imported"),
    "skypilot_no_region": QT_TRANSLATE_NOOP("Problem", "“{value}” has no region; row not imported"),
    "skypilot_no_instance_type": QT_TRANSLATE_NOOP("Problem", "no instance type; row not imported"),
    "skypilot_gpu_only_row": QT_TRANSLATE_NOOP("Problem", "a GPU price without its host machine; row not imported"),
    "skypilot_vm_gpu_missing": QT_TRANSLATE_NOOP(
        "Problem", "host “{value}” has no matching GPU price in the file; row not imported"),
    "skypilot_vm_gpu_ambiguous": QT_TRANSLATE_NOOP(
        "Problem", "host “{value}” has more than one GPU price in the file; row not imported"),
    "skypilot_inconsistent_rows": QT_TRANSLATE_NOOP(
        "Problem", "“{value}” has different hardware figures in different rows of the file"),
    "skypilot_spec_differs": QT_TRANSLATE_NOOP(
        "Problem", "“{value}”: the file's hardware figures differ from your catalog's; yours are kept"),
    "skypilot_currency_differs": QT_TRANSLATE_NOOP(
        "Problem", "“{value}” is priced in another currency in your catalog; its price is not changed"),
    # price updates from public price files (core/prices/fetch.py, core/prices/update.py)
    "update_url_bad": QT_TRANSLATE_NOOP("Problem", "“{value}” is not a web address the app can fetch (https://…)"),
    "update_url_not_https": QT_TRANSLATE_NOOP(
        "Problem", "“{value}” is not an https:// address; plain http:// is accepted only for this computer "
                   "(127.0.0.1, localhost)"),
    "update_url_credentials": QT_TRANSLATE_NOOP(
        "Problem", "the address “{value}” holds a user name or password; price sources need none, so leave them out"),
    "update_unreachable": QT_TRANSLATE_NOOP(
        "Problem", "{provider}: {host} cannot be reached: its name was not found or there is no network; nothing "
                   "of this cloud changes"),
    "update_http_status": QT_TRANSLATE_NOOP(
        "Problem", "{provider}: the server answered {status} instead of the file; nothing of this cloud changes"),
    "update_timeout": QT_TRANSLATE_NOOP(
        "Problem", "{provider}: the download from {host} took longer than {seconds} s and was stopped; nothing of "
                   "this cloud changes"),
    "update_too_large": QT_TRANSLATE_NOOP(
        "Problem", "{provider}: the file is larger than the limit of {limit}; nothing of this cloud changes"),
    "update_truncated": QT_TRANSLATE_NOOP(
        "Problem", "{provider}: the download stopped early ({received} of {expected} bytes); nothing of this cloud "
                   "changes"),
    "update_cancelled": QT_TRANSLATE_NOOP("Problem", "the update was cancelled; nothing changed"),
    "update_tls": QT_TRANSLATE_NOOP(
        "Problem", "{provider}: the secure connection to {host} failed (certificate or TLS); nothing of this cloud "
                   "changes"),
    "update_too_many_redirects": QT_TRANSLATE_NOOP(
        "Problem", "{provider}: the address redirects more than {limit} times; nothing of this cloud changes"),
    "update_no_source": QT_TRANSLATE_NOOP(
        "Problem", "{provider}: no price source is set for this cloud (add one under Preferences → Price sources)"),
    "update_file_invalid": QT_TRANSLATE_NOOP(
        "Problem", "{provider}: the price file cannot be read ({count} problems); nothing of this cloud changes"),
    "update_unknown_provider": QT_TRANSLATE_NOOP("Problem", "“{value}” is not a cloud in your catalog"),
    "update_sources_invalid": QT_TRANSLATE_NOOP(
        "Problem", "each price source needs a cloud and an https:// address or a file on this computer"),
    "update_source_twice": QT_TRANSLATE_NOOP(
        "Problem", "an earlier row already has a price source in use for “{value}”, and an update reads only that "
                   "one: turn one of them off or remove it"),
    "update_local_not_a_file": QT_TRANSLATE_NOOP("Problem", "“{value}” is not a price file on this computer"),
    "update_local_relative": QT_TRANSLATE_NOOP(
        "Problem", "“{value}” is neither an https:// address nor the full path of a file on this computer "
                   "(/…/vms.csv, or file:///…/vms.csv)"),
    "update_local_unreadable": QT_TRANSLATE_NOOP(
        "Problem", "{provider}: the price file {path} on this computer cannot be read; nothing of this cloud changes"),
    "update_offline": QT_TRANSLATE_NOOP(
        "Problem", "this computer seems to be offline: no price source could be reached, so nothing changed"),
    # what failed on the way to a price file (core/prices/fetch.py): each names the server or the refused address
    "update_refused": QT_TRANSLATE_NOOP(
        "Problem", "{provider}: nothing answers at {host} (the connection was refused): check the address and port, "
                   "and that the server is running; nothing of this cloud changes"),
    "update_reset": QT_TRANSLATE_NOOP(
        "Problem", "{provider}: the connection was reset by the server {host} ({received} bytes received); nothing "
                   "of this cloud changes"),
    "update_bad_answer": QT_TRANSLATE_NOOP(
        "Problem", "{provider}: the server's answer could not be read ({host} did not answer in valid HTTP); "
                   "nothing of this cloud changes"),
    "update_connect_failed": QT_TRANSLATE_NOOP(
        "Problem", "{provider}: the connection to {host} failed; nothing of this cloud changes"),
    "update_redirect_not_https": QT_TRANSLATE_NOOP(
        "Problem", "{provider}: {host} redirects to “{target}”, which is not an https:// address, so it is not "
                   "followed; nothing of this cloud changes"),
    "update_redirect_credentials": QT_TRANSLATE_NOOP(
        "Problem", "{provider}: {host} redirects to “{target}”, an address with a user name or password, so it is "
                   "not followed; nothing of this cloud changes"),
    "update_redirect_bad": QT_TRANSLATE_NOOP(
        "Problem", "{provider}: {host} redirects to “{target}”, which is not a web address the app can fetch; "
                   "nothing of this cloud changes"),
    "update_big_changes": QT_TRANSLATE_NOOP(
        "Problem", "{count} price(s) of {value} move by more than ×{factor} up or down (listed first above), often a "
                   "slip of unit in the file; nothing changed"),
    "plan_no_jobs": QT_TRANSLATE_NOOP("Problem", "the plan has no jobs; add at least one"),
    "plan_duplicate_job": QT_TRANSLATE_NOOP("Problem", "the job name “{value}” is used twice (first at {first})"),
    "plan_job_runs": QT_TRANSLATE_NOOP(
        "Problem", "say how often the job runs: runs_per_month for a training or fine-tune, or always_on: true for a "
                   "service (one of them)"),
    "plan_currency_differs": QT_TRANSLATE_NOOP(
        "Problem", "“{value}” is not the plan's currency ({currency}); leave it out or write {currency}"),
    "price_currency_differs": QT_TRANSLATE_NOOP(
        "Problem", "“{value}” is in {typed}, but this row's prices are in {currency}: type the price in {currency}"),
    "plan_job_impossible": QT_TRANSLATE_NOOP("Problem", "the job “{value}” cannot be run as asked"),
    "compare_not_an_answer": QT_TRANSLATE_NOOP(
        "Problem", "this is neither a scenario nor a saved answer (an object with a “recommendation”)"),
}

# A failed read's or download's ``reason`` (the csv module's message, an exception's or an errno's name) in words.
# A Python exception name not listed here is left out: the sentence already says what failed, and a name such as
# “BadStatusLine” tells the reader nothing more. An errno name not listed is kept (a code to look up).
_REASON = {
    "unexpected end of data": QT_TRANSLATE_NOOP(
        "Problem", "a quoted cell is not closed: a closing quote mark (\") is missing before the end of the file"),
    "',' expected after '\"'": QT_TRANSLATE_NOOP(
        "Problem", "a quote mark (\") inside a quoted cell is not doubled (write \"\")"),
    "field larger than field limit": QT_TRANSLATE_NOOP("Problem", "a cell is longer than a CSV file may hold"),
    "new-line character seen in unquoted field": QT_TRANSLATE_NOOP(
        "Problem", "a line break inside a cell that is not in quote marks"),
    "line contains NUL": QT_TRANSLATE_NOOP("Problem", "the file holds a NUL character (binary data)"),
    "RemoteDisconnected": QT_TRANSLATE_NOOP("Problem", "the server closed the connection without an answer"),
    "LineTooLong": QT_TRANSLATE_NOOP("Problem", "a line of the answer is too long"),
    "chunked encoding": QT_TRANSLATE_NOOP("Problem", "the answer's chunks are broken"),
    "SSLCertVerificationError": QT_TRANSLATE_NOOP("Problem", "the server's certificate is not trusted"),
    "DNS": QT_TRANSLATE_NOOP("Problem", "the server's name was not found"),
    "EHOSTUNREACH": QT_TRANSLATE_NOOP("Problem", "no route to the server"),
    "ENETUNREACH": QT_TRANSLATE_NOOP("Problem", "no route to the network"),
    "ECONNABORTED": QT_TRANSLATE_NOOP("Problem", "the connection was aborted"),
    "ETIMEDOUT": QT_TRANSLATE_NOOP("Problem", "the connection timed out"),
    "EADDRNOTAVAIL": QT_TRANSLATE_NOOP("Problem", "the address is not available on this computer"),
    "EACCES": QT_TRANSLATE_NOOP("Problem", "permission denied"),
    "EPERM": QT_TRANSLATE_NOOP("Problem", "not permitted"),
    "ENOENT": QT_TRANSLATE_NOOP("Problem", "no such file"),
    "EISDIR": QT_TRANSLATE_NOOP("Problem", "it is a folder"),
    "ENOSPC": QT_TRANSLATE_NOOP("Problem", "the disk is full"),
    "PermissionError": QT_TRANSLATE_NOOP("Problem", "permission denied"),
    "FileNotFoundError": QT_TRANSLATE_NOOP("Problem", "no such file"),
    "NotARegularFile": QT_TRANSLATE_NOOP("Problem", "not a regular file (a folder, named pipe or device)"),
    "IsADirectoryError": QT_TRANSLATE_NOOP("Problem", "it is a folder"),
    "UnicodeDecodeError": QT_TRANSLATE_NOOP("Problem", "the text is not in the expected encoding"),
}


def reason_text(reason: object) -> str:
    """A ``reason`` in words ("" when it adds nothing to the sentence: an unlisted Python exception name)."""
    text = str(reason).strip()
    for known, words in _REASON.items():
        if text == known or text.startswith(known):
            return translate("Problem", words)
    if re.fullmatch(r"(?:[A-Z][a-z0-9]+){2,}|[A-Z][a-z]+(?:Error|Exception)|SSLError", text):
        return ""  # an exception's class name
    return text


# The JSON decoder's messages (Python's json module) in words, with what usually causes them.
_JSON_REASON = {
    "Expecting value": QT_TRANSLATE_NOOP(
        "Problem", "a value is missing or not written as JSON: text goes in double quotes; numbers, true, false and "
                   "null without"),
    "Expecting ',' delimiter": QT_TRANSLATE_NOOP("Problem", "a comma is missing between two entries"),
    "Expecting ':' delimiter": QT_TRANSLATE_NOOP("Problem", "a colon is missing after a field's name"),
    "Expecting property name enclosed in double quotes": QT_TRANSLATE_NOOP(
        "Problem", "a field's name in double quotes is expected here: single quotes are not JSON, nor is a comma "
                   "after the last entry"),
    "Unterminated string starting at": QT_TRANSLATE_NOOP("Problem", "a text in quotes starts here and is not closed"),
    "Invalid \\escape": QT_TRANSLATE_NOOP(
        "Problem", "a backslash starts an escape JSON does not know (write two backslashes for one)"),
    "Invalid \\uXXXX escape": QT_TRANSLATE_NOOP("Problem", "a “u” escape needs four hexadecimal digits"),
    "Extra data": QT_TRANSLATE_NOOP("Problem", "more text follows the end of the file's one JSON object"),
}


def json_reason(what: BadJson, line: int | None) -> str:
    """Why a file is not JSON and where, in words: "line 1, column 36: a control character (U+0007) inside a text in
    quotes …", an invisible character by its code point (``what.char``), the decoder's message in words."""
    if what.char:
        code = what.char.removeprefix("U+")
        if str(what.reason).startswith("Invalid control character"):
            said = translate("Problem", "a control character ({0}) inside a text in quotes, where JSON allows none; "
                                        "remove it, or write it as {1}").format(what.char, "\\u" + code.lower())
        elif unicodedata.category(chr(int(code, 16))) == "Cc":
            said = translate("Problem", "a control character ({0}) where JSON expects a field, a value or a comma; "
                                        "remove it").format(what.char)
        else:
            said = translate("Problem", "an invisible character ({0}) where JSON expects a field, a value or a "
                                        "comma; remove it, or replace it by a plain space").format(what.char)
    else:
        words = _JSON_REASON.get(str(what.reason))
        said = translate("Problem", words) if words else str(what.reason)
    if line is None or what.column is None:
        return said
    return translate("Problem", "line {0}, column {1}: {2}").format(line, what.column, said)


# Hints only the command line can give (they name its options).
_PROBLEM_CLI_HINT = {
    "unknown_table": QT_TRANSLATE_NOOP("Problem", "pass --table"),
    "file_exists": QT_TRANSLATE_NOOP("Problem", "use --force to overwrite"),
    "missing_default": QT_TRANSLATE_NOOP("Problem", "run 'gpu-advisor catalog merge --apply'"),
    "skypilot_provider_unknown": QT_TRANSLATE_NOOP("Problem", "or pass --provider with one of: {known}"),
    "skypilot_provider_not_found": QT_TRANSLATE_NOOP("Problem", "use one of: {known}"),
    "skypilot_no_replace": QT_TRANSLATE_NOOP("Problem", "leave out --replace"),
    "update_no_source": QT_TRANSLATE_NOOP("Problem", "or pass --source URL"),
    "update_big_changes": QT_TRANSLATE_NOOP("Problem", "check them, then run again with --accept-big-changes"),
    "schema_too_new": QT_TRANSLATE_NOOP("Problem", "update the app"),
    "scenario_too_new": QT_TRANSLATE_NOOP("Problem", "update the app"),
}


class _Blank(dict):
    def __missing__(self, key: str) -> str:
        return "—"

# The kinds of value a scenario or plan field takes (WrongType.expected, a code of the core), as a person reads them.
_EXPECTED_KIND = {
    "object": QT_TRANSLATE_NOOP("Problem", "a group of fields in braces {…}"),
    "text": QT_TRANSLATE_NOOP("Problem", "text in quotes"),
    "list": QT_TRANSLATE_NOOP("Problem", "a list in brackets […]"),
    "list of names": QT_TRANSLATE_NOOP("Problem", "a list of names in brackets […]"),
    "true or false": QT_TRANSLATE_NOOP("Problem", "true or false"),
}


_DECIMAL_COMMA = re.compile(r"^\s*[-+]?\d+,\d+\s*$")  # "50,5", "0,25" (not "1,500": that one is a number)

# What a scenario file holds instead of one JSON object (the ``value`` of its WrongType at "(file)": spec.py).
_FILE_KIND = {
    "list": QT_TRANSLATE_NOOP("Problem", "a list"),
    "text": QT_TRANSLATE_NOOP("Problem", "text"),
    "number": QT_TRANSLATE_NOOP("Problem", "a number"),
    "true or false": QT_TRANSLATE_NOOP("Problem", "true or false"),
    "null": QT_TRANSLATE_NOOP("Problem", "null"),
}


def _fill(template: str, values: Mapping) -> str:
    """``template.format`` with the values given; a value the detail lacks reads '—' (never an exception)."""
    try:
        return template.format_map(_Blank(values))
    except (IndexError, ValueError, AttributeError):
        return template


def problem_codes() -> frozenset[str]:
    """Every problem code this registry has a sentence for."""
    return frozenset(_PROBLEM)


def _problem_detail(value: Any, detail: Mapping) -> dict[str, Any]:
    # (a control character typed or pasted is shown escaped, "3\\u0001MB", as the catalog's text rule shows it: raw it
    # vanished or drew a box, "“3□MB” is not a number")
    d: dict[str, Any] = {"value": "" if value is None else escaped(value, 10**6) if isinstance(value, str) else value}
    for k, v in dict(detail or {}).items():
        if k in ("min", "max") and finite_float(v) is not None:
            v = number(v)
        elif k in ("rows", "total", "percent") and finite_float(v) is not None:  # counts and a share: "1,250", "50"
            v = number(v, None)
        elif isinstance(v, (list, tuple)):
            v = listing(v)
        d[k] = v
    return d


def problem_what(code: str, value: Any = None, detail: Mapping | None = None, *, cli: bool = False) -> str:
    """Only what is wrong, for a code and a detail dict (a provider's status in the update dialog, the first
    problem of a refused price file): the typed detail when the dict fits its class (``what_text``), else the
    template filled with what there is. An unknown code gives a generic sentence with the code, never an exception.
    """
    try:
        what = problem_detail(code, detail)
    except UnknownProblem:
        if code not in _PROBLEM:
            return translate("Problem", "problem “{0}”").format(code.replace("_", " "))
        return _fill(translate("Problem", _PROBLEM[code]), _problem_detail(value, detail or {}))
    return what_text(what, value, cli=cli)


# The unit of a scenario field's number, for its limit's message: "7 tokens is too small (minimum 1,000 tokens)", not
# "7 is too small (minimum 1,000)". Keys are field paths (core/scenario/spec.py LIMITS); a plan's job field ends with one.
_FIELD_UNIT = {
    "model.params": "parameters", "model.params_active": "parameters", "data.tokens": "tokens",
    "data.global_batch_tokens": "tokens", "inference.input_tokens": "tokens", "inference.output_tokens": "tokens",
    "data.dataset_gb": "gb", "data.samples": "samples", "data.items": "items", "data.epochs": "epochs",
    "reference_run.gpus": "gpus", "compare_with.gpus": "gpus", "reference_run.hours": "hours", "deadline_hours": "hours",
    "inference.working_hours": "hours", "inference.qps": "qps", "inference.p95_latency_s": "seconds",
    "inference.users": "people", "inference.requests_per_user": "questions", "budget.amount": "money",
    "inference.peak_share": "share", "data.image_mb": "mb", "data.seq_len": "tokens",
}
_UNIT_WORDS = {  # (a count picks the plural form of the number as shown: "1 token", "1.5 tokens")
    "parameters": lambda n: Words.tr("{0} parameter(s)", None, n),
    "tokens": lambda n: Words.tr("{0} token(s)", None, n),
    "gb": lambda n: translate("Words", "{0} GB"),
    "samples": lambda n: Words.tr("{0} sample(s)", None, n),
    "items": lambda n: Words.tr("{0} item(s) of data", None, n),
    "epochs": lambda n: Words.tr("{0} (pass|passes) over the data", None, n),
    "gpus": lambda n: Words.tr("{0} GPU(s)", None, n),
    "hours": lambda n: Words.tr("{0} hour(s)", None, n),
    "qps": lambda n: Words.tr("{0} request(s) per second", None, n),
    "seconds": lambda n: Words.tr("{0} second(s)", None, n),
    "people": lambda n: Words.tr("{0} (person|people)", None, n),
    "questions": lambda n: Words.tr("{0} question(s) per person a day", None, n),
}


def field_unit(path: str | None) -> str | None:
    """The unit of a scenario field's number (``_FIELD_UNIT``), for the field's path or a plan's path ending in it
    ("jobs[0].scenario.data.tokens")."""
    parts = str(path or "").split(".")
    for k in range(len(parts)):
        unit = _FIELD_UNIT.get(".".join(parts[k:]))
        if unit:
            return unit
    return None


# From ``SHOWN_FIGURE_LIMIT`` (text.numbers) on a refused figure is not written out, only said to be too large: 1e21
# is 22 digits (the command line's "¥100,000,000,000,000,000,000 is too large" for a budget of 1e20 still shows it).


def _with_units(d: dict, raw: Mapping, unit: str, currency: str | None) -> None:
    """A limit's figures in ``d`` (the value given, the minimum, the maximum) with their unit in words; money only in
    a known currency ("¥0.001 is too small (minimum ¥0.01)"), left as it is without one."""
    for key in ("value", "min", "max"):
        shown = d.get(key)
        if shown in (None, "", "—"):
            continue
        f = finite_float(raw.get(key))
        if unit == "money":  # in the budget's currency; without a known one, a plain number (never "1e+20")
            if f is not None:
                d[key] = money(f, currency) if currency else number(f)
        elif unit == "mb":  # the size of one image file: "500 MB", "0.1 KB"; text as it was written, quoted
            typed = raw.get(key)
            if key == "value" and isinstance(typed, str) and typed.strip() and finite_float(typed) is None:
                d[key] = f"“{escaped(typed.strip())}”"
            elif f is not None:
                d[key] = file_size(f)
        elif unit == "share":  # a share of the day's requests, as a percentage: "0.05%" (minimum 0.1%)
            if f is not None:
                d[key] = number(100 * f) + "%"
        elif unit in _UNIT_WORDS:
            d[key] = _UNIT_WORDS[unit](plural_count(str(shown))).format(shown)


def too_large_text(path: str | None, high: Any, typed: str = "", currency: str | None = None) -> str:
    """A figure refused as too large for the scenario field ``path`` (limit ``high``), the limit in the field's unit:
    "“1e400” is too large (maximum 10,000,000 hours)" with what was ``typed``, else "too large (maximum …)". A number
    too large to hold ("1e400") is too large, not "not a number"."""
    d: dict[str, Any] = {"max": number(high, None)}
    unit = field_unit(path)
    if unit:
        _with_units(d, {"max": high}, unit, currency)
    if not typed:
        text = translate("Problem", "the number is too large (maximum {max})").format(**d)
    else:
        text = translate("Problem", "{value} is too large (maximum {max})").format(value=f"“{typed}”", max=d["max"])
    return cjk_spacing(text) if is_chinese() else text


def too_small_text(path: str | None, low: Any, typed: str, currency: str | None = None) -> str:
    """A figure refused as too small for the scenario field ``path`` (limit ``low``), quoted as ``typed`` with the
    limit in the field's unit: "“1 B” is too small (minimum 100 bytes)"."""
    d: dict[str, Any] = {"min": number(low, None)}
    unit = field_unit(path)
    if unit:
        _with_units(d, {"min": low}, unit, currency)
    text = _fill(translate("Problem", _PROBLEM["below_min"]), {"value": f"“{escaped(typed)}”", "min": d["min"]})
    return cjk_spacing(text) if is_chinese() else text


# A price file with one problem: the count says nothing the problem named after it does not (walk 26: "(1 problem(s))").
_FILE_INVALID_ONE = QT_TRANSLATE_NOOP("Problem", "{provider}: the price file cannot be read; nothing of this cloud changes")

def what_text(what: ProblemDetail, value: Any = None, *, cli: bool = False, path: str | None = None,
              currency: str | None = None) -> str:
    """Only what is wrong, in the current language (for a message at the field itself, or after 'where').

    The sentence's template names ``value`` and the fields of ``what`` (``tests/gui/test_voice.py`` checks each
    placeholder is one); the extra details (the allowed values, the closest names, a system error's reason, the
    file's row count...) are read from the typed fields and appended in words. ``path``: the scenario field the
    problem is at, whose unit a limit's figures take; ``currency``: the budget's, when known.
    """
    code = what.code
    d = _problem_detail(value, what.detail)
    limit = isinstance(what, (BelowMin, AboveMax))
    # a figure, or one in e-notation (a scenario's problems carry Python's "1e+20"); digits as typed stay as typed
    figure = isinstance(value, (int, float)) or (isinstance(value, str) and "e" in value.lower())
    given = finite_float(value) if limit and figure and not isinstance(value, bool) else None
    if given is not None:  # a figure as the app writes figures: "100,000,000,000,000,000,000", never "1e+20"
        shown = number(given, None)
        # (a figure too small for its digits keeps its own writing: 1e-300 is no "0")
        d["value"] = shown if given == 0 or any(c in "123456789" for c in shown) else format(given, "g")
    unit = field_unit(path) if limit else None
    if unit:
        _with_units(d, {"value": value, **dict(what.detail)}, unit, currency)
    if isinstance(what, AboveMax) and given is not None and abs(given) >= SHOWN_FIGURE_LIMIT:
        # a figure of more digits than anyone reads ("1e308" is 309 of them): "too large", and the limit
        text = translate("Problem", "the number is too large (maximum {max})").format(max=d.get("max", ""))
    elif isinstance(what, BelowMin) and finite_float(what.min) == 0:
        text = (translate("Problem", "must be more than 0") if what.exclusive
                else translate("Problem", "must not be negative"))
    elif isinstance(what, BelowMin) and what.exclusive:
        text = translate("Problem", "{value} is too small (must be more than {min})").format(**d)
    elif isinstance(what, MissingField) and what.why == "no_typical_model":
        text = translate("Problem", "needed: there is no typical model of this kind to assume — choose one or "
                                    "type its size")
    elif isinstance(what, MissingField) and what.why == "image_work":
        text = translate("Problem", "an image model's size alone cannot be timed: its work per image depends on its "
                                    "design and image size (ResNet-50 and YOLOv8m both have 26 million parameters; "
                                    "YOLOv8m does ten times the work per image) — choose a known image model, or give "
                                    "a past run of this one")
        if cli and what.alternatives:
            text += translate("Problem", " ({0})").format(
                translate("Problem", "give one of: {0}").format(listing(what.alternatives)))
    elif isinstance(what, MissingField) and what.why == "own_data":
        text = translate("Problem", "needed for fine-tuning: it is your own data, so there is no typical amount "
                                    "to assume")
    elif isinstance(what, MissingField) and what.why == "no_typical_data":
        text = translate("Problem", "needed: there is no typical amount of data to assume for this kind of model")
    elif isinstance(what, CompareNotAnAnswer) and what.kind == "plan":  # what the file is, and where it opens
        text = (translate("Problem", "this file is a team plan, not an answer to compare: price it with the plan "
                                     "command") if cli else
                translate("Problem", "this file is a team plan, not an answer to compare: open it with File → Team "
                                     "plan…"))
    elif isinstance(what, NotAScenario):  # says what the file is, and where it is read
        text = (translate("Problem", "this file is a team plan, not a scenario: price it with the plan command, or "
                                     "open it in the app (File → Open… opens it in Team plan)")
                if what.kind == "plan" else
                translate("Problem", "this file is a saved answer, not a scenario: compare it with another answer "
                                     "(the compare command, or File → Compare with… in the app)"))
    elif isinstance(what, (PresetKindMismatch, ServingNeedsTextModel, MethodNeedsLanguageModel)):
        from .names import method_name, model_kind_name, workload_name
        d["kind"] = model_kind_name(what.kind)
        if isinstance(what, PresetKindMismatch):
            d["value"] = workload_name(value)
        elif isinstance(what, MethodNeedsLanguageModel):
            d["value"] = method_name(what.method)  # "LoRA", "QLoRA (4-bit)": the wizard's words, not the file's code
        text = _fill(translate("Problem", _PROBLEM[code]), d)
    elif isinstance(what, NotAllowed) and path == "data.item_kind" and not cli and value in ITEM_KIND_CODES:
        # the wizard's "Measured in": said with its words ("Q&A pairs"), not the file's codes ("qa_pairs")
        text = translate("Problem", "this kind of model cannot learn from {0}").format(item_kind_name(value))
    elif code in _PROBLEM:
        if code in ("update_too_large", "file_too_large"):  # sizes in megabytes ("64 MB"), not 67108864 bytes
            d.update({k: _megabytes(d[k]) for k in ("limit", "size") if finite_float(d.get(k)) is not None})
        one = isinstance(what, UpdateFileInvalid) and what.count == 1
        text = _fill(translate("Problem", _FILE_INVALID_ONE if one else _PROBLEM[code]), d)
    else:
        text = translate("Problem", "problem “{0}”").format(code.replace("_", " "))
    extras = []
    closest = getattr(what, "closest", None)  # the names nearest to an unknown one (every unknown_* class)
    if closest:
        extras.append(translate("Problem", "did you mean {0}?").format(listing(closest)))
    if isinstance(what, NotAllowed) and what.allowed:
        allowed = [item_kind_name(k) for k in what.allowed] if path == "data.item_kind" and not cli else what.allowed
        extras.append(translate("Problem", "use one of: {0}").format(listing(allowed)))
    if isinstance(what, MissingField) and what.alternatives and not what.why:
        extras.append(translate("Problem", "give one of: {0}").format(listing(what.alternatives)))
    if isinstance(what, NotANumber) and isinstance(value, str) and _DECIMAL_COMMA.match(value):
        # "50,5": a decimal comma (the app's number fields say the same): a comma only separates thousands
        extras.append(translate("Problem", "use a point for decimals ({0}) — a comma only separates thousands "
                                           "(1,500)").format(value.strip().replace(",", ".")))
    if isinstance(what, WrongType) and what.expected:
        kind = _EXPECTED_KIND.get(what.expected)
        extras.append(translate("Problem", "expected: {0}").format(translate("Problem", kind) if kind else what.expected))
    if isinstance(what, UnknownTable) and what.nearest:
        # The table it is nearest to, by title, and the required columns it lacks (by name and heading).
        text = translate("Problem", "cannot tell from its header which catalog table this file is: it is nearest to "
                                    "the table “{0}”").format(table_name(what.nearest))
        if what.missing:
            text += translate("Problem", ", which needs the column(s) {0}").format(
                listing([_column_words(c) for c in what.missing]))
    elif isinstance(what, (UnknownTable, UnknownTableName)) and what.tables:
        extras.append(translate("Problem", "tables: {0}").format(listing([table_name(t) for t in what.tables])))
    if isinstance(what, DateInFuture) and what.today:
        extras.append(translate("Problem", "today is {0}").format(what.today))
    if isinstance(what, SkypilotNothingMapped) and what.rows is not None:
        extras.append(Words.tr("%n row(s) read", None, int(what.rows)))
    if isinstance(what, (SkypilotSpecDiffers, SkypilotCurrencyDiffers)):
        file_value = getattr(what, "file_value", None)
        if file_value is not None and what.catalog_value is not None:
            text = translate("Problem", "the file: {0}, your catalog: {1}").format(file_value, what.catalog_value)
            which = what.figure if isinstance(what, SkypilotSpecDiffers) else ""
            if which:  # which figure ("RAM (GB)"): the numbers alone did not say (walk 18)
                text = translate("Problem", "{0}: {1}").format(column_name(which), text)
            extras.append(text)
    if isinstance(what, (SkypilotGpuOnlyRow, SkypilotVmGpuAmbiguous, SkypilotVmGpuMissing)) and what.accelerator:
        extras.append(f"{number(what.count)} × {what.accelerator}")
    if code.startswith("skypilot_"):
        for key in ("region", "zone"):
            if getattr(what, key, None):
                extras.append(translate("Problem", "in {0}").format(getattr(what, key)))
                break
    if getattr(what, "code", "") == "skypilot_not_a_price_file" and getattr(what, "web_page", False):
        extras.append(translate("Problem", "it is a web page (HTML): check the address or the file"))
    if isinstance(what, UpdateFileInvalid) and what.first:
        first = problem_what(what.first, what.first_value, dict(what.first_detail or {}))
        if what.row:
            first = translate("Problem", "{0}: {1}").format(translate("Problem", "row {0}").format(what.row), first)
        extras.append(first)
    reason = getattr(what, "reason", None)  # a system error's name (every class of a failed read or download)
    if reason and (said := reason_text(reason)):
        extras.append(said)
    if isinstance(what, PlanJobImpossible) and isinstance(what.note, Mapping):
        extras.append(describe_note(what.note))
    if cli and code in _PROBLEM_CLI_HINT:
        extras.append(_fill(translate("Problem", _PROBLEM_CLI_HINT[code]), d))
    given = finite_float(value)
    if unit == "parameters" and isinstance(what, BelowMin) and given is not None and 0 < given < 1000:
        # "7" typed for a 7B model (the field's hint reads "7B = 7 billion parameters"): say how to write it
        extras.append(translate("Problem", "for {0} parameters, type {1}B").format(big_number(given * 1e9),
                                                                                   number(given, None)))
    if extras and unit:  # the limit's figures are already in brackets: the rest follows them
        text += translate("Problem", "; ").join(["", *extras])
    elif extras:
        text += translate("Problem", " ({0})").format(translate("Problem", "; ").join(extras))
    return cjk_spacing(text) if is_chinese() else text


def _megabytes(size: Any) -> str:
    """A file size in MB (2**20 bytes), as a person reads a limit: 67108864 -> '64 MB', 52428900 -> '50.0 MB'."""
    mb = float(size) / 2 ** 20
    return translate("Problem", "{0} MB").format(number(mb, 0 if mb.is_integer() or mb >= 100 else 1))


def _column_words(column: str) -> str:
    """A column by its name in files and, where it differs, its heading: 'gpu (GPU)'."""
    label = column_name(column)
    return column if label == column else translate("Problem", "{0} ({1})").format(column, label)


def problem_where(file: str, row: int | None = None, column: str | None = None, *, field: bool = False,
                  headings: bool = False) -> str:
    """'file, row 3, column price' (a table) or 'file, field budget.amount' (a scenario file); ``headings``: the
    column by the heading the app shows ('row 3, “On-demand per hour”'), for a message beside that table; an empty
    ``file`` is left out (the table on screen)."""
    where = [str(file)] if file else []
    if headings and not field:
        if row is not None:
            where.append(translate("Problem", "row {0}").format(row))
        if column:
            where.append(translate("Problem", "“{0}”").format(column_name(column)))
        return translate("Problem", ", ").join(where)
    if field:
        if column:
            where.append(translate("Problem", "field {0}").format(column))
        return translate("Problem", ", ").join(where)
    if row is not None:
        where.append(translate("Problem", "row {0}").format(row))
    if column:
        label = column_name(column) if is_chinese() else column  # the file's own name, explained in Chinese
        where.append(translate("Problem", "column {0} ({1})").format(column, label) if label != column
                     else translate("Problem", "column {0}").format(column))
    return translate("Problem", ", ").join(where)


# The catalog's price columns: a limit there is said as a price's ("a price cannot be negative"), not as figures.
_PRICE_COLUMNS = frozenset({"on_demand_hour", "spot_hour", "monthly", "reserved_1y_hour", "reserved_3y_hour",
                            "price_gb_month", "price_per_gb"})


def _overflowed(value: Any) -> float | None:
    """A number written as one but too large to hold (``float`` reads "-1e400" as minus infinity), else None."""
    try:
        f = float(str(value))
    except (TypeError, ValueError):
        return None
    return f if math.isinf(f) and str(value).strip().lower().lstrip("+-") not in ("inf", "infinity") else None


def describe_problem(p: Problem, *, cli: bool = False, field: bool = False, headings: bool = False,
                     currency: str | None = None) -> str:
    """'where: what is wrong' for a core ``Problem`` in the current language; warnings say so. ``headings``: name a
    catalog column by its heading on screen (``problem_where``); ``currency``: the budget's (a scenario or plan file's
    ``budget.currency``), which a budget's limit is written in."""
    what, row, column = p.what, p.row, p.column
    if field and isinstance(what, BadJson):  # a JSON syntax error: row/column are the line and column of the text
        what = replace(what, reason=json_reason(what, row), column=None, char=None)
        row, column = None, None
    given = finite_float(p.value)
    if field and column == "(file)" and isinstance(what, WrongType) and what.expected == "object":
        # the whole file is not one object ([1,2]): said of the file, not as a field "(file)" with an empty value
        kind = _FILE_KIND.get(str(p.value or ""))
        text = (translate("Problem", "the file must hold one JSON object — a group of fields in braces {{…}} — "
                                     "not {0}").format(translate("Problem", kind)) if kind else
                translate("Problem", "the file must hold one JSON object — a group of fields in braces {…}"))
        return translate("Problem", "{0}: {1}").format(p.file, text) if p.file else text
    if given is None and isinstance(what, BelowMin):  # a number too large to hold ("-1e400"): its sign is known
        given = _overflowed(p.value)
    if isinstance(what, BelowMin) and column in _PRICE_COLUMNS and not field and given is not None:
        if given < 0:
            text = translate("Problem", "a price cannot be negative")
        elif given == 0 or finite_float(what.min) is None:
            text = translate("Problem", "a price must be more than 0")
        else:  # a positive price below the smallest the catalog keeps (1e-300): say that smallest
            text = translate("Problem", "{0} is below the smallest price the catalog keeps ({1})").format(
                p.value, number(what.min, None))
    else:
        text = what_text(what, p.value, cli=cli, path=p.column if field else None, currency=currency)
    if p.severity == "warning":
        text = translate("Problem", "warning: {0}").format(text)
    where = problem_where(p.file, row, column, field=field, headings=headings)
    return translate("Problem", "{0}: {1}").format(where, text) if where else text


def describe_what(p: Problem, answers: Mapping | None = None) -> str:
    """Only what is wrong with a core ``Problem`` (for a message shown at the field itself), a limit's figures with
    their field's unit; ``answers``: the scenario's answers, whose budget currency the budget's figures take."""
    budget = (answers or {}).get("budget")
    currency = budget.get("currency") if isinstance(budget, Mapping) else None
    return what_text(p.what, p.value, path=p.column, currency=currency if isinstance(currency, str) else None)
