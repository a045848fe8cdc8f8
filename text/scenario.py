"""The scenario in words (the answers as rows), the CSV's column labels and values, the host a job needs.
"""

from __future__ import annotations

from typing import Any

from .assumed import answer_value, CHOICE, field_label, item_kind_name
from .assumptions import fx_uses_text
from .catalog_names import region_label
from .language import QT_TRANSLATE_NOOP, translate, translated
from .names import billing_name, budget_per_name, get_field, item_name, method_name, name_in, objective_name, precision_name, preset_name, product_words, provider_name, service_use_name, spot_preference_name, task_name, unit_name, workload_name
from .notes import describe_note
from .numbers import big_number, file_size, gigabytes, hours, join_sentences, listing, money, number
from .own_price import own_price_csv, OWN_CODES


def scenario_rows(scenario: Any, cat: Any = None) -> list[tuple[str, str]]:
    """The scenario as the user gave it, as (field, value) rows: every question the wizard asks that applies to the
    task, an answer filled in for "I don't know" marked as assumed (the answers table's typical value or the app's
    default, listed with its reason on the assumptions sheet), a limit left open as "none". The PDF's table had no
    row for where the data may go, and the currency chosen "Automatic" read as if given (walk 22)."""
    def get(k, default=None):
        return get_field(scenario, k, default)
    used = dict(get_field(scenario, "defaults_used", ()) or ())
    # what was filled in for an open answer: the defaults used and every answer listed as assumed (a place for the
    # data left open is assumed without a default: servers abroad are compared), not an amount of data counted one
    # sample per item (200,000 images: the user's own answer, core.scenario.counted_as_given)
    from gpu_advisor.core.scenario import counted_as_given
    given_counts = {get_field(a, "path") for a in get("assumed", ()) or () if counted_as_given(a)}
    assumed = (set(used) | {get_field(a, "path") for a in get("assumed", ()) or ()}) - given_counts
    dflt = translate("Words", " (assumed)")  # filled in for an open answer: the app's default or the typical one
    task = get("task")

    def mark(path: str, text: str, *more: str) -> str:
        return text + dflt if path in assumed or any(p in assumed for p in more) else text

    rows = [
        (translate("Words", "Task"), mark("task", task_name(task))),
        (translate("Words", "Workload"), mark("workload", workload_name(get("workload")))),
    ]
    if get("preset"):
        name = preset_name(get("preset"), cat)
        rows.append((translate("Words", "Model"), mark("model.preset", str(name))))
    elif get("params"):
        size = translate("Words", "{0} parameters").format(big_number(get("params")))
        if get("params_active"):
            #: a mixture of experts: {0} "47 billion parameters", {1} the parameters one token uses
            size = translate("Words", "{0}, {1} active per token").format(size, big_number(get("params_active")))
        rows.append((translate("Words", "Model"), mark("model.params", size)))
    if task == "finetune":
        rows.append(
            (translate("Words", "Fine-tuning method"), mark("finetune_method", method_name(get("finetune_method"))))
        )
    rows += _data_rows(scenario, cat, assumed, mark)
    ref = get("reference_run")
    if ref is not None:
        rows.append(
            (
                translate("Words", "Measured reference run"),
                mark("reference_run.hours", translate("Words", "{0} on {1} × {2}").format(
                    hours(get_field(ref, "hours")), number(get_field(ref, "gpus")), get_field(ref, "gpu")),
                     "reference_run.gpu", "reference_run.gpus"),
            )
        )
    rows.append((translate("Words", "Precision"), mark("precision", precision_name(get("precision")))))
    if task == "inference":
        rows += _load_rows(scenario, cat, mark)
    if task != "inference":  # (a service runs all month: no deadline is asked)
        rows.append((translate("Words", "Deadline"), hours(get("deadline_hours")) if get("deadline_hours")
                     else translate("Words", "none")))
    if get("budget_amount"):
        amount = money(get("budget_amount"), get("budget_currency") or "CNY")
        rows.append((translate("Words", "Budget"),
                     mark("budget.per", f"{amount} {budget_per_name(get('budget_per'))}", "budget.currency")))
    else:
        rows.append((translate("Words", "Budget"), translate("Words", "none")))
    if task != "inference" and (get("deadline_hours") or get("budget_amount")):  # (the wizard's check box)
        rows.append((translate("Words", "Plan for the slow case"), _plan_for_words(get("plan_for"))))
    # the clouds and regions as the user answered them ("any" when left empty), never the ones the engine filled in
    # for "data stays in mainland China" (the table read "Alibaba Cloud, Tencent Cloud; cn-mainland, cn-shanghai" for a
    # user who named none): those follow that answer, labelled as derived
    provs, regions = own_places(scenario)
    rows.append(
        (
            translate("Words", "Providers"),
            listing(provider_name(cat, p) for p in provs) if provs else translate("Words", "any"),
        )
    )
    rows.append((translate("Words", "Regions"), listing(regions) if regions else translate("Words", "any")))
    if get("gpus"):
        rows.append((translate("Words", "GPU models"), listing(get("gpus"))))
    in_china = get("data_in_china")
    rows.append((field_label("preferences.data_in_china"),
                 mark("preferences.data_in_china", answer_value("preferences.data_in_china", bool(in_china)))))
    if in_china:
        rows += _derived_places(scenario, cat, provs, regions)
    rows.append((translate("Words", "Spot servers"), mark("preferences.spot", spot_preference_name(get("spot")))))
    rows.append((translate("Words", "Goal"), mark("preferences.objective", objective_name(get("objective")))))
    rows.append((translate("Words", "Currency"), mark("preferences.currency", str(get("currency") or "—"))))
    return rows


def own_places(scenario: Any) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The clouds and regions the user named (the scenario's own answer, ``given``), as (providers, regions); empty
    when none were named. A scenario without its answers (built in code) gives what it holds."""
    given = get_field(scenario, "given", None)
    if not isinstance(given, dict) or not given:
        return tuple(get_field(scenario, "providers", ()) or ()), tuple(get_field(scenario, "regions", ()) or ())
    prefs = given.get("preferences") or {}
    return tuple(str(p) for p in prefs.get("providers") or ()), tuple(str(r) for r in prefs.get("regions") or ())


def _derived_places(scenario: Any, cat: Any, provs: tuple, regions: tuple) -> list[tuple[str, str]]:
    """The clouds and regions compared because the data stays in mainland China (core.scenario's ``_in_china``), each
    labelled as derived, where they differ from what the user named."""
    rows = []
    used_p = tuple(get_field(scenario, "providers", ()) or ())
    used_r = tuple(get_field(scenario, "regions", ()) or ())
    if used_p and used_p != provs:
        rows.append((translate("Words", "Providers compared (derived)"),
                     translate("Words", "{0} — the Chinese clouds, as the data stays in mainland China").format(
                         listing(provider_name(cat, p) for p in used_p))))
    if used_r and used_r != regions:
        rows.append((translate("Words", "Regions compared (derived)"),
                     translate("Words", "{0} — their regions in mainland China").format(
                         listing(region_label(r) for r in used_r))))
    return rows


def _data_rows(scenario: Any, cat: Any, assumed: set, mark: Any) -> list[tuple[str, str]]:
    """The data a training or fine-tune reads (a service reads none): the amount as the user gave it (20,000 Q&A
    pairs, with the tokens they were counted as), one image's size, the passes, and for a fine-tune how its examples
    are batched and whether activations are recomputed."""
    def get(k, default=None):
        return get_field(scenario, k, default)
    task = get("task")
    if task == "inference":
        return []
    rows = []
    label = translate("Words", "Training data")
    items, kind = get("items"), get("item_kind")
    for path, value, words in (("data.tokens", get("tokens"), translate("Words", "{0} tokens")),
                               ("data.samples", get("samples"), translate("Words", "{0} samples"))):
        if not value:
            continue
        amount = words.format(big_number(value) if path == "data.tokens" else number(value))
        if items and kind and path in assumed:  # the user's own count, and what it was converted to
            #: {0} the data as the user gave it ("20,000 Q&A pairs"), {1} what it was counted as ("4.18 million
            #: tokens"), assumed from the answers table's ratio
            amount = translate("Words", "{0} (about {1}, assumed)").format(
                translate("Words", "{0} {1}").format(number(items), item_kind_name(kind)), amount)
        elif items and kind:  # one sample per item: "12,000 images", as the user said it
            amount = translate("Words", "{0} {1}").format(number(items), item_kind_name(kind))
        else:
            amount = mark(path, amount)
        rows.append((label, amount))
    if get("dataset_gb"):
        rows.append((label, mark("data.dataset_gb", gigabytes(get("dataset_gb")))))
    used = dict(get_field(scenario, "defaults_used", ()) or ())
    size = get("image_mb") or used.get("data.image_mb")  # an image model's one image file, given or assumed
    if size and get("workload") == "cv":
        rows.append((field_label("data.image_mb"), mark("data.image_mb", file_size(size))))
    if get("epochs"):
        rows.append((translate("Words", "Epochs"), mark("data.epochs", number(get("epochs")))))
    if task == "finetune":
        for path, value in (("data.packed", get("packed")), ("gradient_checkpointing", get("recompute"))):
            value = used.get(path) if value is None else value
            if value is not None:
                rows.append((field_label(path), mark(path, answer_value(path, value, cat))))
    return rows


def _load_rows(scenario: Any, cat: Any, mark: Any) -> list[tuple[str, str]]:
    """A service's load: the people who use it (and what a person asks a working day, in how many hours), the
    requests per second at peak, the tokens in and out, what it is for and the latency target."""
    def get(k, default=None):
        return get_field(scenario, k, default)
    known = {get_field(a, "path"): get_field(a, "value") for a in get("assumed", ()) or ()}
    known.update(dict(get_field(scenario, "defaults_used", ()) or ()))
    rows = []
    if get("users") is not None:
        rows.append((field_label("inference.users"), number(get("users"))))
        for path in ("inference.requests_per_user", "inference.working_hours"):
            value = ((get("given") or {}).get("inference") or {}).get(path.split(".")[1], known.get(path))
            if value is not None:
                rows.append((field_label(path), mark(path, answer_value(path, value, cat))))
    if get("qps") is not None:
        rows.append((translate("Words", "Requests per second"), mark("inference.qps", number(get("qps")))))
    if get("input_tokens") is not None:
        rows.append(
            (
                translate("Words", "Tokens in / out per request"),
                mark("inference.input_tokens",
                     f"{number(get('input_tokens'))} / {number(get('output_tokens'))}", "inference.output_tokens"),
            )
        )
    if get("service_use") is not None:
        rows.append((translate("Words", "What the service is for"),
                     mark("inference.use", service_use_name(get("service_use")))))
    if get("p95_latency_s") is not None:
        rows.append(
            (
                translate("Words", "Latency target (95th percentile)"),
                translate("Words", "{0} s").format(number(get("p95_latency_s"))),
            )
        )
    return rows


_PLAN_FOR = {
    "slow": QT_TRANSLATE_NOOP("Words", "yes"),
    "expected": QT_TRANSLATE_NOOP("Words", "no"),
    "auto": QT_TRANSLATE_NOOP("Words", "no (runs of a week or more are always planned this way)"),
}


def _plan_for_words(code: Any) -> str:
    """Whether the deadline and the budget are checked at the slow end of the likely range (the wizard's "Plan for
    the slow case"; left open, "auto": runs of a week or more are)."""
    return name_in(_PLAN_FOR, code or "auto")


# (money, hours, quantities and unit prices: written unrounded, core.export.proposal.DECIMALS; the heading says so)
_CSV_LABEL = {
    "option": QT_TRANSLATE_NOOP("Words", "Option"),
    "rank": QT_TRANSLATE_NOOP("Words", "Rank"),
    "provider": QT_TRANSLATE_NOOP("Words", "Provider"),
    "region": QT_TRANSLATE_NOOP("Words", "Region"),
    "instance_type": QT_TRANSLATE_NOOP("Words", "Instance type"),
    "gpu": QT_TRANSLATE_NOOP("Words", "GPU"),
    "gpus_per_node": QT_TRANSLATE_NOOP("Words", "GPUs per server"),
    "instances": QT_TRANSLATE_NOOP("Words", "Servers"),
    "gpu_count": QT_TRANSLATE_NOOP("Words", "GPUs in total"),
    "billing": QT_TRANSLATE_NOOP("Words", "Billing"),
    "wall_hours": QT_TRANSLATE_NOOP("Words", "Hours (unrounded)"),
    "total_cost": QT_TRANSLATE_NOOP("Words", "Job cost (unrounded)"),
    "monthly_cost": QT_TRANSLATE_NOOP("Words", "Cost per month (unrounded)"),
    "currency": QT_TRANSLATE_NOOP("Words", "Currency"),
    "meets_deadline": QT_TRANSLATE_NOOP("Words", "Meets deadline"),
    "within_budget": QT_TRANSLATE_NOOP("Words", "Within budget"),
    "feasible": QT_TRANSLATE_NOOP("Words", "Meets every requirement"),
    "why_not_chosen": QT_TRANSLATE_NOOP("Words", "Why not chosen"),
    "item": QT_TRANSLATE_NOOP("Words", "Item"),
    "product": QT_TRANSLATE_NOOP("Words", "Product"),
    "quantity": QT_TRANSLATE_NOOP("Words", "Quantity (unrounded)"),
    "unit": QT_TRANSLATE_NOOP("Words", "Unit"),
    "unit_price": QT_TRANSLATE_NOOP("Words", "Unit price (unrounded)"),
    "cost": QT_TRANSLATE_NOOP("Words", "Cost (unrounded)"),
    "included": QT_TRANSLATE_NOOP("Words", "Included in server price"),
    "price_currency": QT_TRANSLATE_NOOP("Words", "Catalog currency"),
    "fx_rate": QT_TRANSLATE_NOOP("Words", "Exchange rate"),
    "fx_as_of": QT_TRANSLATE_NOOP("Words", "Exchange rate date"),
    "price_as_of": QT_TRANSLATE_NOOP("Words", "Price as of"),
    "price_source": QT_TRANSLATE_NOOP("Words", "Price source"),
    "priced": QT_TRANSLATE_NOOP("Words", "Priced from"),
    "what_if_value": QT_TRANSLATE_NOOP("Words", "What-if value"),
    "cpu_arch": QT_TRANSLATE_NOOP("Words", "CPU architecture"),
    "sized_by": QT_TRANSLATE_NOOP("Words", "Sized by"),
    "size_gb": QT_TRANSLATE_NOOP("Words", "Disk size per server (GB)"),
    "tier": QT_TRANSLATE_NOOP("Words", "Disk tier"),
    "volumes": QT_TRANSLATE_NOOP("Words", "Disk volumes"),
}

_CPU_ARCH = {
    "x86_64": QT_TRANSLATE_NOOP("Words", "x86-64"),
    "aarch64": QT_TRANSLATE_NOOP("Words", "Arm (aarch64)"),
}


def cpu_arch_name(code: Any) -> str:
    """A host CPU architecture (instance_cpus.csv cpu_arch) in words; '' where the catalog does not say."""
    return translated(_CPU_ARCH[code]) if code in _CPU_ARCH else str(code or "")

def host_cpu_need(host: Any) -> str:
    """What a server needs in CPU, one phrase for the card's tooltip, the PDF and the command line (the card's short
    value gives the minimum): "at least 64 vCPUs (80 recommended)" when the host rule gives a range. In vCPUs, the
    unit the server is checked in and described by (the rule's cores x ``vcpus_per_core``, defaults.csv
    vcpus_per_host_core: 1, the seeds' 核 counted as cloud consoles count them); "64 cores" beside "the server has
    96 vCPUs" mixed the two."""
    per = get_field(host, "vcpus_per_core") or 1.0
    lo, mid = get_field(host, "cpu_cores_min"), get_field(host, "cpu_cores")
    lo, mid = (None if lo is None else lo * per), (None if mid is None else mid * per)
    if lo is not None and mid is not None and lo < mid:
        return translate("Words", "at least {0} vCPUs ({1} recommended)").format(number(lo), number(mid))
    return translate("Words", "{0} vCPUs").format(number(mid if mid is not None else lo))


def host_ram_need(host: Any) -> str:
    """What a server needs in memory, as ``host_cpu_need``: "at least 32 GB (48 GB recommended: 3 × 16 GB)"."""
    lo, mid = get_field(host, "ram_gb_min"), get_field(host, "ram_gb")
    dimms = translate("Words", "{0} × {1}").format(number(get_field(host, "ram_dimms")), gigabytes(get_field(host, "ram_dimm_gb")))
    if lo is not None and mid is not None and lo < mid:
        return translate("Words", "at least {0} ({1} recommended: {2})").format(gigabytes(lo), gigabytes(mid), dimms)
    return translate("Words", "{0} ({1})").format(gigabytes(mid if mid is not None else lo), dimms)


def system_disk_sizing(host: Any) -> str:
    """What sized a service's system disk by its own rule (core.catalog.host: the operating system and the serving
    image, the weights on the data disk): "the operating system (50 GB) and the serving software's image (15 GB),
    rounded up; the model's weights are on the data disk"; "" where another rule sized it."""
    os_gb, image_gb = get_field(host, "system_disk_os_gb"), get_field(host, "system_disk_image_gb")
    if os_gb is None or image_gb is None:
        return ""
    return translate("Words", "the operating system ({0}) and the serving software's image ({1}), rounded up; the "
                     "model's weights are on the data disk").format(gigabytes(os_gb), gigabytes(image_gb))


_PRICED_STATE = {
    "catalog": QT_TRANSLATE_NOOP("Words", "price list"),
    "assumed": QT_TRANSLATE_NOOP("Words", "assumed price"),
    "none": QT_TRANSLATE_NOOP("Words", "no price"),
    "included": QT_TRANSLATE_NOOP("Words", "included"),
    "user": QT_TRANSLATE_NOOP("Words", "your price"),  # typed in the catalog editor (text/own_price.py)
    "quote": QT_TRANSLATE_NOOP("Words", "price quoted to you"),
}


def priced_state_name(code: Any) -> str:
    """How a cost line is priced (core.proposal.PRICED_STATES), in words."""
    return translated(_PRICED_STATE[code]) if code in _PRICED_STATE else str(code or "")


def csv_labels() -> dict[str, str]:
    """Column headings for ``core.proposal`` CSV columns, in the current language."""
    return {k: translated(v) for k, v in _CSV_LABEL.items()}


def csv_value(column: str, value: Any, currency: str | None = None) -> Any:
    """Codes in a CSV cell in words (billing, item, unit, option, yes/no); numbers are left alone."""
    if value is None:  # a column the row has no value for (an exchange-rate or what-if row's cost-line columns)
        return None
    if isinstance(value, bool):
        return translate("Words", "yes") if value else translate("Words", "no")
    if column == "billing":
        return billing_name(value)
    if column == "item":
        return item_name(value)
    if column == "unit":
        return unit_name(value)
    if column == "option" and str(value).startswith("what_if:"):  # what_if:<assumption>:<choice> (issue 29)
        _, path, choice = (str(value).split(":", 2) + ["", ""])[:3]
        return translate("Words", "What if: {0}, {1}").format(field_label(path), name_in(CHOICE, choice))
    if column == "option" and str(value).startswith("exchange_rate:"):  # a rate the answer used (core.export.fx_rows)
        return translate("Words", "Exchange rate: {0}").format(fx_uses_text(str(value).split(":", 1)[1].split(";")))
    if column == "option" and value == "domestic_option":  # the best option in mainland China (core.export)
        return translate("Words", "Best option in mainland China")
    if column == "option":
        return translate("Words", "Recommended") if value == "recommendation" else translate("Words", "Alternative")
    if column == "provider":
        return provider_name(None, value)
    if column == "product":
        return product_words(value)
    if column == "priced":
        return priced_state_name(value)
    if column == "cpu_arch":
        return cpu_arch_name(value)
    if column == "sized_by":  # what sized a disk (core.export: the host's figures on the system disk's line)
        return system_disk_sizing(value) if value else None
    if column == "price_source" and not isinstance(value, str) and get_field(value, "code") in OWN_CODES:
        # the user's own price (core.export.OwnPrice): theirs, with its date, not the public file the row came from
        own = own_price_csv(get_field(value, "code"), get_field(value, "as_of"))
        cited = str(get_field(value, "cited") or "")
        return f"{own}; {cited}" if get_field(value, "code") == "quote" and cited else own
    if column == "why_not_chosen" and isinstance(value, (list, tuple)):
        return join_sentences(describe_note(n, currency) for n in value)
    return value


# --------------------------------------------------------------------------- answers left open
