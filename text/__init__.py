"""The text layer: every word the app, the command line and the PDF show, in the current language.

The engine (``core/``) returns numbers and codes; this package turns them into sentences through Qt's
translations (contexts ``Words``, ``Problem``, ``Units``, ``Plan``, ``CatalogTables``, ``CatalogColumns``,
``Practical``). It imports ``PySide6.QtCore`` only, never widgets. By subject:

- ``language``: the language and ``translate``, the plural helper ``Words``;
- ``numbers``: numbers, money, hours, dates; ``names``: codes in words, provider names, a server's GPUs;
- ``notes`` with ``note_reasons``, ``note_tips``, ``note_warnings``, ``note_other``: one function per note class;
- ``summary``, ``assumptions``, ``scenario``, ``assumed``: the summary, the assumptions sheet, the answers;
- ``problems``: what is wrong and where; ``catalog_names``: the catalog's tables and columns;
- ``plan_text``: a team's month and two answers side by side (import the module: its names overlap);
- ``launch_words``: the launch files' READMEs (durations, amounts, sources as the app writes them).
- ``update_words``: *Update prices…*'s counted sentences (what Apply brings in, the clouds not listed and why).

Other packages use the names below (``from gpu_advisor import text as W``; ``W.money(...)``).
"""

from __future__ import annotations

from .language import (
    english_plural, home_currency, i18n_dir, is_chinese, language, LANGUAGES, locale, normalise_language, plural_count,
    set_language, translate, using_language, Words,
)
from .numbers import (
    about_count, amount_tick, amount_ticks, as_sentence, beside, big_number, bill_total, cell_number, date_text, dated, durations, expected_count, file_size, gigabytes, hours, hours_exact, hours_range,
    join_sentences, listing, MINUTES_BELOW_HOURS, money,
    money_words, number,
    partial_date, percent, price_age, price_age_bounds, price_age_delta, seconds, times, TIMES_FROM, unit_price, word_list,
)
from .names import (
    app_title, billing_name, budget_per_name, compare_figure_label, compare_figure_name, compare_side, constraint_name, current_catalog,
    gpu_config, host_rules_name, item_name, line_product, method_name, network_name, objective_name, plan_name,
    plan_servers_name, precision_name, product_in_text, product_name, product_words, provider_name, set_catalog, spot_preference_name,
    spot_source_name, storage_name, storage_tip, storage_value, task_name, TREE_CASE, unit_name, using_catalog, workload_name,
)
from .notes import (
    describe_note, note_text, UnknownCode,
)
from .note_reasons import deadline_beside_time  # (a missed deadline beside the option's time: the Alternatives tab)
from .host_ram import host_ram_row, host_ram_tip, host_ram_value  # (a server kept below the host rule's memory)
from .note_deadline import risk_cell, risk_of, risk_sentence, risk_status, risk_tip, safe_sentence  # (a deadline met only as expected)
from .note_serving import answer_time, answer_time_parts, answer_time_tip  # (a served answer's time: the card, the proposal)
from .note_fresh import price_age_words, price_date_mark, price_window  # (a stale price and the nearest recent one: the card)
from .own_price import line_source, own_price, own_price_csv, own_prices, own_prices_note  # (the user's own prices)
from .summary import (
    price_reasons, summary_risk, summary_sentence,
)
from .assumptions import (
    assumption_name, assumption_rows, range_tip, value_unit,
)
from .scenario import (
    csv_labels, csv_value, host_cpu_need, host_ram_need, priced_state_name, scenario_rows, system_disk_sizing,
)
from .assumed import (
    assumed_lead, assumed_lines, assumed_rows, assumed_why, CHOICE, field_label, item_kind_name, source_text, what_if_choice_name,
    other_limit_words, point_misses_text, run_set_aside_words, what_if_lines, what_if_value_text, why_text,
)
from .money_problems import amount_problem, typed_shown
from .typed_units import data_unit_of, unit_key
from .field_messages import not_number_text, not_positive_text
from .launch_words import LaunchWords  # (the launch files' READMEs: core/export/launch.render's words)
from .problems import (
    describe_problem, describe_what, problem_codes, problem_what, problem_where, too_large_text, too_small_text,
)
from .catalog_names import (
    column_name, column_names, practical_codes, practical_text, region_codes, region_label, region_name, table_name,
    table_names,
)

__all__ = [
    "about_count", "amount_tick", "amount_ticks", "as_sentence", "assumed_lead", "assumed_lines", "assumed_rows", "assumed_why", "assumption_name", "assumption_rows", "beside", "big_number", "bill_total", "cell_number",
    "billing_name", "budget_per_name", "CHOICE", "column_name", "column_names", "compare_figure_label", "compare_figure_name",
    "compare_side", "constraint_name", "csv_labels", "csv_value", "current_catalog", "date_text", "deadline_beside_time", "describe_note",
    "describe_problem", "describe_what", "durations", "english_plural", "expected_count", "field_label", "file_size", "gigabytes", "gpu_config", "home_currency",
    "host_cpu_need", "host_ram_need", "system_disk_sizing", "host_rules_name", "hours", "hours_exact", "MINUTES_BELOW_HOURS", "hours_range", "i18n_dir", "is_chinese",
    "item_kind_name", "item_name", "join_sentences", "line_product", "language", "LANGUAGES", "listing", "locale", "method_name",
    "money", "network_name", "normalise_language", "note_text", "number",
    "objective_name", "other_limit_words", "partial_date", "percent", "price_age", "price_age_bounds", "price_age_delta", "price_age_words", "price_date_mark", "price_window", "seconds", "plan_name", "plan_servers_name", "plural_count", "practical_codes", "price_reasons",
    "practical_text", "precision_name", "priced_state_name", "problem_codes", "problem_what",
    "problem_where", "product_in_text", "product_name", "product_words", "provider_name", "range_tip", "region_codes", "region_label",
    "region_name", "scenario_rows",
    "set_catalog", "set_language", "source_text", "spot_preference_name", "spot_source_name",
    "storage_name", "storage_tip", "storage_value", "summary_risk", "summary_sentence", "table_name", "table_names", "task_name", "translate",
    "times", "TIMES_FROM", "too_large_text", "too_small_text", "TREE_CASE", "unit_name", "unit_price", "UnknownCode", "using_catalog", "using_language", "value_unit", "what_if_choice_name",
    "what_if_lines", "what_if_value_text", "why_text", "word_list", "Words", "workload_name", "run_set_aside_words",
    "point_misses_text",
    "answer_time", "answer_time_parts", "answer_time_tip", "amount_problem", "typed_shown", "data_unit_of", "unit_key", "money_words", "dated",
    "not_number_text", "not_positive_text", "app_title",
    "LaunchWords", "risk_cell", "risk_of", "risk_sentence", "risk_status", "risk_tip", "safe_sentence", "host_ram_row", "host_ram_tip",
    "host_ram_value", "line_source", "own_price", "own_price_csv", "own_prices", "own_prices_note",
]
