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
    # SkyPilot vms.csv import (core/skypilot.py)
    "skypilot_missing_column": "this SkyPilot vms.csv lacks a required column",
    "skypilot_provider_unknown": "cannot tell which provider this SkyPilot file is for (the folder is not named "
                                 "after one); pass --provider with one of: {known}",
    "skypilot_provider_not_found": "--provider {value!r} is not a provider in your catalog{closest_hint}; "
                                   "use one of: {known}",
    "skypilot_nothing_mapped": "no row of this SkyPilot file could be imported ({rows} rows read)",
    "skypilot_no_replace": "a SkyPilot file cannot replace the whole instances table; import it without --replace",
    "skypilot_unknown_accelerator": "accelerator {value!r} is not a GPU in your catalog{closest_hint}; row not "
                                    "imported (add the GPU or an alias in gpus.csv to bring it in)",
    "skypilot_no_accelerator": "{value!r} has no GPU; row not imported",
    "skypilot_no_accelerator_count": "{instance_type!r} has no GPU count ({value!r}); row not imported",
    "skypilot_no_price": "{value!r} has neither a price nor a spot price; row not imported",
    "skypilot_no_region": "{value!r} has no region; row not imported",
    "skypilot_no_instance_type": "the row has neither an instance type nor an accelerator; row not imported",
    "skypilot_gpu_only_row": "GPU-only row ({value} in {zone}): its price covers the GPUs without a host VM and "
                             "no VM type in the file comes with exactly these GPUs; row not imported",
    "skypilot_vm_gpu_missing": "host VM {value!r} comes with {count}x {accelerator}, but the file has no such GPU "
                               "row in {zone}; row not imported",
    "skypilot_vm_gpu_ambiguous": "host VM {value!r}: the file prices {count}x {accelerator} in {zone} more than "
                                 "once, differently (rows {gpu_rows}); row not imported",
    "skypilot_inconsistent_rows": "{value!r} in {region} has other GPU or host figures here than in row "
                                  "{first_row}; this row was not used",
    "skypilot_spec_differs": "{value!r} in {region}: the file says {file_value}, your catalog {catalog_value}; "
                             "your catalog's value is kept",
    # Launch files (core/launch.py, recommend --launch)
    "launch_files_exist": "launch files are there already ({count} of them); choose an empty folder or delete them",
    "no_option": "the scenario has no option to write launch files for",
    "option_does_not_fit": "the model does not fit on this option ({gpu}), so no launch files are written",
    "fractional_gpus": "this option rents part of a GPU ({gpus_per_node} per server); launch files need whole GPUs",
    "skypilot_currency_differs": "{value!r} in {region} is priced in {catalog_value} in your catalog; the file's "
                                 "USD prices were not applied",
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


# --------------------------------------------------------------------------- scenarios and recommendations

_SCENARIO_TEXT = {
    "bad_json": "the file is not valid JSON ({reason}, line {row}, column {column_no})",
    "not_utf8": "the file is not UTF-8 text",
    "wrong_type": "{value} is not {expected}",
    "unknown_field": "unknown field{closest_hint}",
    "missing_field": "this field is required{alternatives_hint}",
    "conflicting_fields": "give only one of {fields}",
    "unknown_preset": "unknown model preset {value!r}{closest_hint}",
    "scenario_too_new": "this scenario has schema version {value}, newer than this app supports ({supported}); "
                        "update the app",
    "scenario_too_old": "schema version {value} cannot be upgraded (this app reads version {supported})",
}


def describe_field(p: Problem) -> str:
    """One line for a scenario-file problem: the file, the field path (``budget.amount``) and what is wrong."""
    where = p.file + (f": field {p.column}" if p.column else "")
    d = dict(p.detail)
    d.setdefault("value", p.value)
    d["row"] = p.row
    d["column_no"] = d.pop("column", None)
    d["closest_hint"] = f"; did you mean {', '.join(d['closest'])}?" if d.get("closest") else ""
    alts = d.get("alternatives")
    d["alternatives_hint"] = f" (give one of: {', '.join(alts)})" if alts else (
        f" for {d['needed_for']}" if d.get("needed_for") else "")
    for k in ("allowed", "fields"):
        if k in d:
            d[k] = ", ".join(d[k])
    if "min" in d:
        d["op"] = ">" if d.get("exclusive") else ">="
        d["min"] = _fmt_num(d["min"])
    template = _SCENARIO_TEXT.get(p.code) or _TEXT.get(p.code)
    try:
        text = template.format(**d) if template else p.code
    except (KeyError, IndexError, ValueError):
        text = f"{p.code} {d}"
    return f"{where}: {text}"


def _money(x, cur: str) -> str:
    return "unpriced" if x is None else f"{x:,.2f} {cur}"


_NOTE_TEXT = {
    "constraint_broken": "constraint broken: {constraint} {amount}",
    "stale_price": "price dated {as_of} is {age_days:.0f} days old (older than {limit_days:.0f} days)",
    "unpriced_storage": "no price in the catalog for {product} ({quantity:.0f} {unit}); not included in the total",
    "unpriced_network": "no price in the catalog for the {product} network ({quantity:.0f} {unit}); "
                        "not included in the total",
    "unpriced_transfer": "no data-transfer price in the catalog for this provider; not included in the total",
    "host_too_small": "the instance ({vcpus} vCPU, {ram_gb} GB) is below the {rule_set} host minimum "
                      "({cpu_cores_min} cores, {ram_gb_min:.0f} GB) for the data pipeline",
    "host_unknown": "the catalog does not give this instance's vCPUs or RAM",
    "io_bound": "storage at {read_mb_s:.0f} MB/s may not keep the GPUs fed",
    "pcie_multi_gpu_training": "multi-GPU training over PCIe ({pcie_gbs} GB/s) loses much time to communication",
    "multi_node_slow_network": "{nodes} nodes on a {network} network: communication will slow training",
    "multi_node_network_unknown": "the catalog does not give this instance's network bandwidth; "
                                  "{assumed} assumed",
    "over_provisioned": "over-provisioned: {what}",
    "spot_rate_assumed": "no published interruption rate; {pct:.0f}% per month assumed",
    "no_candidates": "no instance in the catalog could be priced for this scenario",
}


def _note_line(n: dict) -> str:
    code, d = n["code"], dict(n.get("detail") or {})
    if code == "constraint_broken":
        c = d.get("constraint")
        if c == "deadline":
            d["amount"] = f"({d['wall_hours']:.1f} h, {d['over_hours']:.1f} h over {d['deadline_hours']:g} h)"
        elif c == "budget":
            d["amount"] = f"({d['cost']:,.0f} {d['currency']} per {d['per']}, {d['over']:,.0f} over)"
        else:
            d["amount"] = ""
    if code == "over_provisioned":
        d["what"] = (f"GPU memory {100 * d['memory_use']:.0f}% used" if "memory_use" in d
                     else f"{d.get('wall_hours', 0):.1f} h against a {d.get('deadline_hours', 0):g} h deadline")
    if code == "spot_rate_assumed":
        d["pct"] = 100 * (d.get("interruptions_per_month") or 0)
    template = _NOTE_TEXT.get(code)
    try:
        return template.format(**d) if template else f"{code} {d}"
    except (KeyError, ValueError, TypeError):
        return f"{code} {d}"


def recommendation_lines(doc: dict) -> list[str]:
    """A short readable English summary of a ``recommend --json`` document."""
    r = doc.get("recommendation")
    if not r:
        return ["No recommendation: " + "; ".join(_note_line(w) for w in doc.get("warnings", []))]
    cur = r["currency"]
    head = "Recommendation" if doc.get("feasible") else "Closest option (not every constraint can be met)"
    lines = [f"{head}: {r['instances']} x {r['instance_type']} ({r['provider']}, {r['region']}), "
             f"{_fmt_num(r['gpus_per_node'])} x {r['gpu']} each, {_fmt_num(r['gpu_count'])} GPUs, "
             f"billing {r['billing']}"]
    if r.get("wall_hours") is not None:
        lines.append(f"  Time: {r['wall_hours']:.1f} h" + ("" if r["meets_deadline"] else " (misses the deadline)"))
    lines.append(f"  Cost: {_money(r['total_cost'], cur)} total, {_money(r['monthly_cost'], cur)} per month"
                 + ("" if r["within_budget"] else " (over budget)") + ("" if r["complete"] else "; some lines unpriced"))
    h = r["host"]
    lines.append(f"  Host per node ({h['rule_set']}): {h['cpu_cores']} cores, {h['ram_gb']} GB RAM "
                 f"({h['ram_dimms']} x {h['ram_dimm_gb']} GB), system disk {h['system_disk_gb']} GB, "
                 f"data disk {h['data_disk_gb']} GB on {h['storage_product']}, network {_fmt_num(h['network_gbps'])} "
                 f"Gbit/s ({h['network']})")
    lines.append("  Cost lines:")
    for c in r["cost_lines"]:
        price = "no price" if c["unit_price"] is None else f"{c['unit_price']:,.4g} {cur}"
        cost = "unpriced" if c["cost"] is None else f"{c['cost']:,.2f} {cur}"
        extra = " (included)" if c.get("included") else ""
        qty = f"{c['quantity']:>12,.2f}" if c["quantity"] is not None else f"{'?':>12}"
        lines.append(f"    {c['item']:<13} {qty} {c['unit']:<14} x {price:<16} = {cost}{extra}")
    fx = doc.get("assumptions", {}).get("fx") or {}
    for pair, rate in fx.items():
        lines.append(f"  Exchange rate: {pair} {rate} (dated {doc['assumptions'].get('fx_as_of')})")
    if doc.get("alternatives"):
        lines.append("  Alternatives:")
        for a in doc["alternatives"][:5]:
            why = ", ".join(n["code"] for n in a.get("lost", []))
            lines.append(f"    {a['instances']} x {a['instance_type']} ({a['provider']}, {_fmt_num(a['gpu_count'])} x "
                         f"{a['gpu']}, {a['billing']}): {_money(a['total_cost'], cur)}"
                         + (f", {a['wall_hours']:.1f} h" if a.get("wall_hours") is not None else "")
                         + (f" - lost: {why}" if why else ""))
    for w in doc.get("warnings", []):
        lines.append(f"  Warning: {_note_line(w)}")
    return lines


# --------------------------------------------------------------------------- estimates (core/estimate.py)

_ESTIMATE_ERRORS = {
    "unknown_preset": "unknown model preset {value!r}{closest_hint}",
    "missing_input": "a value is needed here",
    "missing_default": "the catalog lacks the default {value!r}; run 'gpu-advisor catalog merge --apply'",
    "gpu_no_compute_figures": "the catalog has no {precision} figure for GPU {value!r}, so it cannot be estimated; "
                              "add it in gpus.csv",
}
for _code, _text in _ESTIMATE_ERRORS.items():
    _TEXT.setdefault(_code, _text)

_ESTIMATE_WARNINGS = {
    "chinchilla_far": "{tokens_per_param:.3g} tokens per parameter, far from the compute-optimal {optimal:.0f} "
                      "(Chinchilla); fine if intended",
    "bf16_unsupported": "{gpu} has no BF16; estimated with FP16 mixed precision",
    "fp8_unsupported": "{gpu} has no FP8 tensor cores; estimated at its BF16/FP16 peak",
    "does_not_fit": "does not fit: {memory_gb:.1f} GB per GPU needed, {capacity_gb:.1f} GB available on {gpus} x {gpu}",
    "io_bound": "storage cannot feed the GPUs: {need_mb_s:,.0f} MB/s needed, {storage_mb_s:,.0f} MB/s available; "
                "time is set by the data feed",
    "multi_node_slower": "{nodes} nodes over {network} are slower than one node: the network is the bottleneck",
    "mfu_capped": "{gpu}'s efficiency capped at {mfu:.0%} of peak (mfu_max)",
    "no_bandwidth_figure": "the catalog has no memory bandwidth for {gpu}; speed from its peak alone",
    "interconnect_not_supported": "{gpu} has no {interconnect}; PCIe assumed",
    "idle_gpus": "only {used} of {gpus} GPUs do work (tensor-parallel groups of {tp} do not fill a node)",
    "latency_unreachable": "the latency bound {target_s:g} s cannot be met even one request at a time "
                           "({latency_s:.2f} s)",
}


def describe_estimate_warning(code: str, detail: dict) -> str:
    """One English line for an estimate warning ``(code, detail)``."""
    template = _ESTIMATE_WARNINGS.get(code)
    try:
        return template.format(**detail) if template else f"{code} {detail}"
    except (KeyError, IndexError, ValueError):
        return f"{code} {detail}"
