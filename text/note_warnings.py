"""Warnings on a recommendation: over-provisioning, the host, node failures, the slow case, I/O, the network,
stale or missing prices, prices abroad, deadlines and memory that no option meets.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from gpu_advisor.core.base import finite_float
from .language import translate
from .names import host_rules_name, item_name, network_name, product_name, provider_name, unit_name
from .numbers import date_text, gigabytes, hours, money, number, percent, required, seconds, seconds_up


def _over_provisioned(d: Mapping, cur: str) -> str:
    if "memory_use" in d:
        return translate(
            "Words", "Over-provisioned: only {0} of each GPU's memory is used; fewer or smaller GPUs may do."
        ).format(percent(required(d, "memory_use")))
    return translate(
        "Words", "Over-provisioned: it finishes in {0}, far inside the deadline of {1}; fewer GPUs may cost less."
    ).format(hours(required(d, "wall_hours")), hours(required(d, "deadline_hours")))


def _host(d: Mapping, cur: str) -> str:
    return translate(
        "Words", "The server ({0} vCPUs, {1}) is below the host rule's {2} cores and {3}: it cannot feed its GPUs."
    ).format(number(d.get("vcpus")), gigabytes(d.get("ram_gb")), number(d.get("cpu_cores_min")),
             gigabytes(d.get("ram_gb_min")))


def _plan_basis(d: Mapping, cur: str) -> str:
    high, mid = hours(d.get("wall_hours_high")), hours(d.get("wall_hours"))
    if d.get("basis") == "slow_end" and d.get("why") == "long_run":
        return translate(
            "Words", "Planned with a margin: a run of {0} or more must meet the deadline and the budget at the slow "
            "end of its likely range, {1} ({2}× the expected {3})."
        ).format(hours(d.get("min_hours")), high, number(d.get("range_high"), 2), mid)
    if d.get("basis") == "slow_end":
        return translate(
            "Words", "Planned for the slow case, as asked: the deadline and the budget are checked at {0} ({1}× the "
            "expected {2})."
        ).format(high, number(d.get("range_high"), 2), mid)
    if d.get("why") == "chosen":
        return translate(
            "Words", "Planned on the expected time, as asked: {0}; the slow end of the likely range is {1}."
        ).format(mid, high)
    return translate(
        "Words", "Planned on the expected time, {0}: runs shorter than {1} keep it (the slow end is {2})."
    ).format(mid, hours(d.get("min_hours")), high)


def _node_failures(d: Mapping, cur: str) -> str:
    return translate(
        "Words", "Allows for node failures: {0} GPUs for {1} at {2} failures per million GPU-hours (published "
        "runs: {3}) expect {4}; each costs a restart and the work since the last checkpoint (every {5}): {6} added."
    ).format(number(d.get("gpus")), hours(d.get("hours")), number(d.get("rate_per_million_gpu_hours"), 1),
             ", ".join(str(r) for r in d.get("runs") or ()), number(d.get("expected_interruptions"), 1),
             hours(d.get("checkpoint_interval_h")), hours(d.get("extra_hours")))


def _slow_case_deadline(d: Mapping, cur: str) -> str:
    return translate(
        "Words", "If the job runs as slowly as the likely range allows, it takes {0}: past the deadline of {1}."
    ).format(hours(required(d, "wall_hours_high")), hours(required(d, "deadline_hours")))


def _slow_case_budget(d: Mapping, cur: str) -> str:
    return translate(
        "Words", "If the job runs as slowly as the likely range allows, it costs {0}: over the budget of {1}."
    ).format(money(required(d, "cost_high"), d.get("currency") or cur), money(required(d, "budget"), d.get("currency") or cur))


def _io_bound(d: Mapping, cur: str) -> str:
    if "need_mb_s" in d:
        return translate(
            "Words",
            "The storage cannot feed the GPUs: {0} MB/s needed, {1} MB/s available; the data feed sets the pace.",
        ).format(number(required(d, "need_mb_s")), number(required(d, "storage_mb_s")))
    return translate(
        "Words", "The storage ({0}, {1} MB/s) cannot keep the GPUs busy; the time includes waiting for data."
    ).format(d.get("storage") or "—", number(required(d, "read_mb_s")))


def _pcie_multi_gpu_training(d: Mapping, cur: str) -> str:
    return translate(
        "Words", "{0} GPUs talk over PCIe (about {1} GB/s), so multi-GPU training loses time to communication."
    ).format(number(required(d, "gpus")), number(d.get("pcie_gbs")))


def _multi_node_network_unknown(d: Mapping, cur: str) -> str:
    return translate(
        "Words",
        "The catalog does not give this server's network bandwidth; a {0} was assumed between the {1} servers.",
    ).format(network_name(d.get("assumed")).lower(), number(required(d, "nodes")))


def _multi_node_slow_network(d: Mapping, cur: str) -> str:
    net = network_name(required(d, "network")).lower()
    if finite_float(d.get("network_gbps")) is not None:
        net += f" ({number(d['network_gbps'])} Gbit/s)"
    return translate(
        "Words", "{0} servers are linked by a {1}: communication will slow training; RDMA is better."
    ).format(number(required(d, "nodes")), net)


def _rdma_cluster_quote(d: Mapping, cur: str) -> str:
    return translate(
        "Words", "An RDMA cluster would be faster: {0} {1} ({2} × {3}, {4} {5} Gbit/s between servers) has no "
                 "published price; enter the price you were quoted in the catalog."
    ).format(provider_name(None, required(d, "provider")), required(d, "instance_type"),
             number(required(d, "gpus_per_node")), required(d, "gpu"), network_name(required(d, "fabric")),
             number(required(d, "network_gbps")))


def _prices_stale(d: Mapping, cur: str) -> str:  # core.freshness: one notice for all the prices a recommendation used
    return translate(
        "Words", "Prices as of {0}; the oldest used dates from {1} ({2} days, more than {3}). "
                 "Check current prices before ordering."
    ).format(date_text(required(d, "newest_as_of")), date_text(required(d, "oldest_as_of")),
             number(required(d, "oldest_age_days")), number(d.get("limit_days")))


def _stale_price(d: Mapping, cur: str) -> str:
    return translate(
        "Words", "The price is dated {0} ({1} days old, more than {2}); check the current price before ordering."
    ).format(date_text(required(d, "as_of")), number(required(d, "age_days")), number(d.get("limit_days")))


def _unpriced(d: Mapping, cur: str) -> str:
    product = str(d.get("product") or "")
    product = network_name(product) if d.get("item") == "network" else product_name(product)
    amount = f"{number(d.get('quantity'))} {unit_name(d.get('unit'), d.get('quantity'))}"
    what = translate("Words", ", ").join((product, amount)) if product else amount
    return translate("Words", "{0} ({1}) has no price in the catalog; it is not in the total.").format(
        item_name(required(d, "item")), what
    )


def _host_too_small(d: Mapping, cur: str) -> str:
    return translate(
        "Words",
        "The server ({0} vCPUs, {1}) is below the recommended host of {2} cores and {3} for feeding the GPUs.",
    ).format(
        number(d.get("vcpus")),
        gigabytes(d.get("ram_gb")),
        number(required(d, "cpu_cores_min")),
        gigabytes(required(d, "ram_gb_min")),
    )


def _host_unknown(d: Mapping, cur: str) -> str:
    if d.get("vcpus") is not None:
        return translate(
            "Words", "The catalog does not say how much memory this server has; check it before ordering."
        )
    if d.get("ram_gb") is not None:
        return translate(
            "Words", "The catalog does not say how many vCPUs this server has; check them before ordering."
        )
    return translate(
        "Words",
        "The catalog does not say how many vCPUs or how much memory this server has; check them before ordering.",
    )


def _host_rule_fallback(d: Mapping, cur: str) -> str:
    return translate("Words", 'The host rules "{0}" have no entry for this GPU; "{1}" were used instead.').format(
        host_rules_name(required(d, "asked")), host_rules_name(required(d, "used"))
    )


def _spot_rate_assumed(d: Mapping, cur: str) -> str:
    return translate(
        "Words", "No interruption rate is published for these spot servers; {0} per month was assumed."
    ).format(percent(required(d, "interruptions_per_month")))


def _no_candidates(d: Mapping, cur: str) -> str:
    return translate("Words", "No server in the catalog could be priced for this scenario.")


def _overseas(d: Mapping, cur: str) -> str:
    text = translate(
        "Words", "This answer runs outside mainland China ({0}, {1}): it needs an account with that cloud, "
        "payment abroad, invoices in {2}, and your data crosses the border (China's rules on cross-border "
        "data apply)."
    ).format(provider_name(None, required(d, "provider")), required(d, "region"), required(d, "invoice_currency"))
    dom = d.get("domestic")
    if isinstance(dom, Mapping) and dom.get("gpu"):
        when = (translate("Words", "about {0}").format(hours(dom["wall_hours"]))
                if finite_float(dom.get("wall_hours")) is not None else translate("Words", "a month"))
        text += translate("Words", " The best option in mainland China: {0} × {1} on {2} ({3}), {4}, {5}.").format(
            number(required(dom, "gpu_count")), required(dom, "gpu"), provider_name(None, required(dom, "provider")),
            required(dom, "region"), when, money(dom.get("total_cost") if dom.get("wall_hours") is not None
                                           else dom.get("monthly_cost"), dom.get("currency") or cur))
    else:
        text += translate("Words", " The catalog has no priced option in mainland China for this job.")
    return text


def _compared_answer(d: Mapping, cur: str) -> str:
    src = str(d.get("source") or translate("Words", "the other answer"))
    text = translate("Words", "Compared with {0}: it answers {1} × {2}.").format(
        src, number(required(d, "gpus")), required(d, "gpu"))
    if finite_float(d.get("wall_hours")) is not None:
        text += translate("Words", " By the same estimate that takes about {0}.").format(hours(d["wall_hours"]))
    if d.get("priced") is False:
        text += translate("Words", " The catalog has no price for {0}, so it cannot be recommended here; "
                          "enter a quoted price to weigh it.").format(required(d, "gpu"))
    text += translate("Words", " This answer: {0} × {1} in about {2}.").format(
        number(required(d, "chosen_gpus")), required(d, "chosen_gpu"), hours(required(d, "chosen_hours")))
    return text


def _reference_run_scaled(d: Mapping, cur: str) -> str:
    return translate(
        "Words", "From your past run ({0} on {1} × {2}): one {3} does the same work about {4} × as fast, so "
        "{5} × {3} take about {6}. The estimate scales your run by each GPU's speed; it does not copy the GPU "
        "you used."
    ).format(hours(required(d, "ref_hours")), number(required(d, "ref_gpus")), required(d, "ref_gpu"), required(d, "gpu"),
             number(required(d, "speed_per_gpu"), 1), number(required(d, "gpus")), hours(required(d, "wall_hours")))


def _spot_prices_anomalous(d: Mapping, cur: str) -> str:
    return translate(
        "Words", "{0} spot price(s) were left out: they lie further below on-demand than the cloud's usual spot "
        "discount. Enter the spot price you were quoted in the catalog to use them."
    ).format(number(required(d, "instances")))


def _anomalous_prices_excluded(d: Mapping, cur: str) -> str:
    return translate(
        "Words", "{0} server type(s) were left out: their price file marks the price as anomalous (for example "
        "spot dearer than on-demand). Enter the price you were quoted in the catalog to use them."
    ).format(number(required(d, "instances")))


def _deadline_needs(d: Mapping, cur: str) -> str:
    text = translate(
        "Words", "The deadline of {0} would take at least about {1} × {2} (this option has {3} and needs {4}; "
        "clusters never scale perfectly, so plan for more)."
    ).format(hours(required(d, "deadline_hours")), number(required(d, "gpus_needed")), required(d, "gpu"), number(required(d, "gpus")),
             hours(required(d, "wall_hours")))
    if d.get("largest_cluster_gpus") and d["gpus_needed"] > d["largest_cluster_gpus"]:
        if d.get("largest_cluster_provider"):
            text += translate(
                "Words", " The largest cluster in the catalog offers {0} GPUs ({1} servers on {2}); a larger one "
                "is rented by reservation: raise the cluster size in the catalog's defaults to plan for it."
            ).format(number(d["largest_cluster_gpus"]), number(required(d, "largest_cluster_nodes")),
                     provider_name(None, d["largest_cluster_provider"]))
        else:
            text += translate("Words", " The largest cluster considered has {0} GPUs.").format(
                number(d["largest_cluster_gpus"]))
    return text


def _run_startup(d: Mapping, cur: str) -> str:
    text = translate(
        "Words", "Every run first gets its servers, pulls the software and loads the model: about {0} on each "
        "server (an assumption from published start-up times), plus {1} to write the last checkpoint."
    ).format(hours(required(d, "startup_hours")), hours(required(d, "checkpoint_hours")))
    if d.get("staging_hours"):
        text += translate("Words", " Copying the data onto each server takes about {0} more.").format(
            hours(d["staging_hours"]))
    return text + translate(
        "Words", " On {0} server(s) that is {1} of the time and {2} of the cost; it grows with every server "
        "added, so more servers pay off only for longer jobs."
    ).format(number(required(d, "nodes")), percent(required(d, "time_share")), money(required(d, "cost"), cur))


def _fits_nowhere(d: Mapping, cur: str) -> str:
    return translate(
        "Words", "The model fits on no server offered here. The closest, {0} × {1} ({2}), would need {3} per GPU "
        "and has {4} ({5} short). Use a lower precision, a smaller model, or allow servers with larger GPUs."
    ).format(number(required(d, "gpus")), required(d, "gpu"), required(d, "instance_type"), gigabytes(required(d, "memory_per_gpu_gb")),
             gigabytes(required(d, "gpu_memory_gb")), gigabytes(required(d, "over_gb"))) + (translate(
        "Words", " Outside your choices it fits on {0} × {1} ({2}, {3})."
    ).format(number(d["elsewhere"]["gpus"]), d["elsewhere"]["gpu"], d["elsewhere"]["instance_type"],
             d["elsewhere"]["provider"]) if d.get("elsewhere") else "")


def _serving_impossible(d: Mapping, cur: str) -> str:
    # Which limit no configuration keeps, what the best one does, and what the request would need.
    if d.get("limit") == "latency":
        text = translate(
            "Words", "No service can answer a request within {0}: one request of {1} output tokens takes at "
            "least {2} even alone on the fastest configuration ({3} × {4}), and more copies of the model serve "
            "more requests side by side, never one faster."
        ).format(seconds(required(d, "p95_latency_s")), number(required(d, "output_tokens")),
                 seconds(required(d, "best_latency_s")), number(required(d, "gpus_per_replica")), required(d, "gpu"))
        if d.get("max_output_tokens"):
            text += translate(
                "Words", " It would need a latency limit of at least {0}, or at most {1} output tokens per request."
            ).format(seconds_up(d["best_latency_s"]), number(d["max_output_tokens"]))
        else:
            text += translate(
                "Words", " It would need a latency limit of at least {0}: within {1} not even one output token can "
                "be produced."
            ).format(seconds_up(required(d, "best_latency_s")), seconds(required(d, "p95_latency_s")))
    else:
        text = translate(
            "Words", "No service of at most {0} GPUs can carry {1} requests/s: the fewest GPUs that would is "
            "{2} × {3} ({4} × {5} on {6}), and {0} GPUs serve at most about {7} requests/s. It would need a "
            "lower load, or a larger limit for one service in the catalog's defaults (serving_max_gpus) to plan a "
            "fleet that large."
        ).format(number(required(d, "max_gpus")), number(required(d, "qps")), number(required(d, "gpus_needed")), required(d, "gpu"),
                 number(required(d, "servers")), required(d, "instance_type"), provider_name(None, required(d, "provider")),
                 number(required(d, "max_qps")))
    other = d.get("elsewhere")
    if other:
        text += translate("Words", " Outside your choices, {0} × {1} ({2}, {3}) would carry it.").format(
            number(other.get("gpus")), other.get("gpu"), other.get("instance_type"),
            provider_name(None, other.get("provider")))
    return text


TEXTS: dict[str, Callable[[Mapping, str], str]] = {
    "over_provisioned": _over_provisioned,
    "host": _host,
    "plan_basis": _plan_basis,
    "node_failures": _node_failures,
    "slow_case_deadline": _slow_case_deadline,
    "slow_case_budget": _slow_case_budget,
    "io_bound": _io_bound,
    "pcie_multi_gpu_training": _pcie_multi_gpu_training,
    "multi_node_network_unknown": _multi_node_network_unknown,
    "multi_node_slow_network": _multi_node_slow_network,
    "rdma_cluster_quote": _rdma_cluster_quote,
    "prices_stale": _prices_stale,
    "stale_price": _stale_price,
    "unpriced_storage": _unpriced,
    "unpriced_network": _unpriced,
    "unpriced_transfer": _unpriced,
    "host_too_small": _host_too_small,
    "host_unknown": _host_unknown,
    "host_rule_fallback": _host_rule_fallback,
    "spot_rate_assumed": _spot_rate_assumed,
    "no_candidates": _no_candidates,
    "overseas": _overseas,
    "compared_answer": _compared_answer,
    "reference_run_scaled": _reference_run_scaled,
    "spot_prices_anomalous": _spot_prices_anomalous,
    "anomalous_prices_excluded": _anomalous_prices_excluded,
    "deadline_needs": _deadline_needs,
    "run_startup": _run_startup,
    "fits_nowhere": _fits_nowhere,
    "serving_impossible": _serving_impossible,
}
