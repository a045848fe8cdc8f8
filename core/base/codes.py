"""Every code the core reports, in one place (no sentences here: the text package ``text/`` has the words).

``PROBLEMS``: what can be wrong with input (``core.problems.Problem.code``), including the few the
catalog editor and the command line make themselves. ``NOTES``: reasons, tips and warnings of a
recommendation (``core.select.Note.code``). ``ESTIMATE_WARNINGS``: warnings of an estimate
(``core.estimate`` ``warnings``; a recommendation repeats them as notes). ``tests/core/test_codes.py``
checks this declaration against the source; ``tests/gui/test_translations.py`` checks that each code has
its words in English and Chinese.
"""

from __future__ import annotations

PROBLEMS = frozenset({
    "bad_pattern", "bad_source_id", "bad_text", "catalog_bundled_used", "catalog_busy", "catalog_changed",
    "checksum_mismatch", "file_missing", "file_too_large", "no_intact_catalog", "not_a_file", "price_needed", "fractional_gpu_count",
    "too_deep", "too_small", "unknown_instance", "unknown_source",
    # reading tables (core/catalog/tableio.py)
    "encoding", "empty_file", "csv_syntax", "field_count", "duplicate_column", "empty_column_name", "unknown_column",
    "missing_column", "required", "not_a_number", "not_an_integer", "below_min", "above_max", "not_allowed",
    "not_a_boolean", "bad_date", "date_in_future", "duplicate_key", "unknown_table", "unknown_table_name",
    # the one rule for catalog text (core/base/textrule.py)
    "control_character", "too_long",
    # the catalog (core/catalog/load.py, core/catalog/edits.py)
    "missing_table", "empty_table", "unknown_gpu", "unknown_provider", "duplicate_alias", "missing_fx_rate",
    "bad_manifest", "schema_too_new", "no_catalog", "file_exists", "not_a_folder",
    # the store (core/catalog/store.py): a save read back before it becomes current; dates later than today it holds
    "save_unreadable", "save_rows_differ", "save_value_differs", "catalog_dates_in_future",
    # the catalog editor (gui/catalog_editor.py, gui/catalog_model.py)
    "still_referenced", "no_free_key",
    # scenario files (core/scenario/spec.py)
    "missing_field", "conflicting_fields", "wrong_type", "unknown_field", "unknown_preset", "scenario_too_new",
    "scenario_too_old", "bad_json", "not_utf8", "not_a_scenario",
    # files
    "file_not_found", "unreadable", "not_writable",
    # estimates (core/estimate/training.py)
    "missing_input", "missing_default", "gpu_no_compute_figures",
    # serving across servers (core/estimate/serving.py)
    "serving_fits_one_server",
    # the kind of work and the model preset (scenario and estimate): serving is for language models
    "preset_kind_mismatch", "serving_needs_text_model",
    # a fine-tune's method and the kind of model (scenario and estimate): adapters are a language model's
    "method_needs_language_model",
    # SkyPilot vms.csv import (core/prices/skypilot.py)
    "skypilot_missing_column", "skypilot_not_a_price_file", "skypilot_rows_unreadable", "skypilot_provider_unknown", "skypilot_provider_not_found", "skypilot_nothing_mapped",
    "skypilot_no_replace", "skypilot_unknown_accelerator", "skypilot_no_accelerator", "skypilot_no_accelerator_count",
    "skypilot_no_price", "skypilot_no_region", "skypilot_no_instance_type", "skypilot_gpu_only_row",
    "skypilot_vm_gpu_missing", "skypilot_vm_gpu_ambiguous", "skypilot_inconsistent_rows", "skypilot_spec_differs",
    "skypilot_currency_differs",
    # price updates from public price files (core/prices/fetch.py, core/prices/update.py, the command line)
    "update_url_bad", "update_url_not_https", "update_url_credentials", "update_unreachable", "update_http_status",
    "update_timeout", "update_too_large", "update_truncated", "update_cancelled", "update_tls",
    "update_too_many_redirects", "update_no_source", "update_file_invalid", "update_unknown_provider",
    "update_sources_invalid", "update_source_twice", "update_offline", "update_big_changes",
    "update_local_not_a_file", "update_local_relative", "update_local_unreadable",
    # what failed on the way to a price file (core/prices/fetch.py)
    "update_refused", "update_reset", "update_bad_answer", "update_connect_failed", "update_redirect_not_https",
    "update_redirect_credentials", "update_redirect_bad",
    # a team's month (core/plan/month.py) and two answers side by side (core/plan/compare.py)
    "plan_no_jobs", "plan_duplicate_job", "plan_job_runs", "plan_currency_differs", "plan_job_impossible",
    "price_currency_differs",
    "compare_not_an_answer",
    # the store's repair notices (core/catalog/store.py) and launch files (core/export/launch.py, LaunchError)
    "catalog_fell_back", "catalog_current_missing",
    "launch_files_exist", "no_option", "option_does_not_fit", "fractional_gpus", "launch_one_server",
})

NOTES = frozenset({
    "no_estimate",
    # reasons for the pick
    "objective", "closest_option", "fits_memory", "capacity", "serving_time", "runner_up", "billing", "break_even", "pareto_optimal",
    "first_token_decides", "fresh_price_preferred",
    "decision_tree",
    # constraints (why an option was not chosen, and inside "constraint_broken")
    "estimate", "fits", "providers", "gpus", "regions", "spot", "deadline", "budget",
    "costs_more", "slower", "about_as_fast", "more_servers", "lower_score", "slow_for_chat", "older_price",
    # tips
    "mixed_precision", "checkpoint_interval", "same_zone", "gpu_quota", "single_server", "spot_with_checkpoints", "spot_saving", "quantized_one_server", "spot_not_priced",
    "data_on_local_nvme", "reserved_for_inference",
    # warnings
    "constraint_broken", "over_provisioned", "io_bound", "pcie_multi_gpu_training", "multi_node_network_unknown",
    "multi_node_slow_network", "stale_price", "unpriced_storage", "unpriced_network", "unpriced_transfer",
    "host_too_small", "host_ram_below_rule", "host_unknown", "host_rule_fallback", "spot_rate_assumed", "no_candidates", "fits_nowhere",
    "deadline_needs", "serving_impossible", "anomalous_prices_excluded", "fractional_gpus_excluded", "chosen_gpus_refused", "chosen_gpus_unpriced", "reference_run_scaled",
    "run_startup",
    "one_server_script",
    # photos much larger than ImageNet's resized once before training (core/estimate/resize.py)
    "images_resized",
    "compared_answer",
    "slow_case_deadline", "slow_case_budget",
    # the deadline met at the expected hours but not at the slow end of the likely range (Option.deadline_risk)
    "deadline_at_risk",
    # an RDMA cluster shape the catalog has without a price, beside a multi-node answer over TCP (issue 27)
    "rdma_cluster_quote",
    # margin, node failures and the host rule (issue 27)
    "plan_basis", "node_failures", "host",
    # issue 29: a yuan answer outside mainland China (account, payment, cross-border data, invoice currency)
    "overseas",
    # a server with an Arm (aarch64) CPU: aarch64 builds needed; a GPU PyTorch's aarch64 builds do not run
    "arm_host", "arm_host_gpu_unsupported",
    # a team's month (core/plan/month.py)
    "plan_base_saves", "plan_commitment", "plan_job_not_feasible", "plan_no_monthly_price", "plan_over_budget", "plan_run_past_month",
    # a shared base queued with every run at the slow end of its range (core/plan/queue.py)
    "plan_slow_end_deadline",
    # what sizing shared servers for the slow end costs the month (core/plan/month.py)
    "plan_slow_end_cost",
    # two answers side by side (core/plan/compare.py)
    "compare_cost", "compare_time", "compare_gpus", "compare_risk", "compare_price_age", "compare_unknown",
    "compare_currency", "compare_broken", "compare_ceiling", "compare_different_jobs",
    "compare_job_unknown", "compare_service",
    # spot risk and committed prices (core/select/billing_notes.py)
    "spot_refused", "spot_prices_anomalous", "commitment", "commitment_not_priced",
})

ESTIMATE_WARNINGS = frozenset({
    "fp16_unsupported",
    "chinchilla_far", "bf16_unsupported", "fp8_unsupported", "does_not_fit", "io_bound", "multi_node_slower",
    "mfu_capped", "no_bandwidth_figure", "interconnect_not_supported", "idle_gpus", "latency_unreachable",
    "reference_run_implausible", "vision_batch_over_max", "data_loading_bound",
    "data_loading_cpu_bound",
})

# Everything a reason/tip/warning line can carry (a recommendation repeats estimate warnings as notes).
ALL = NOTES | ESTIMATE_WARNINGS
