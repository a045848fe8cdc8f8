"""The estimate's warnings (``core/estimate``), a team month's notes (``core/plan/month.py``) and a
comparison's notes (``core/plan/compare.py``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from gpu_advisor.core.base import finite_float
from .assumed import field_label
from .language import translate
from .names import billing_name, compare_figure_name, compare_side, constraint_name, network_name, plan_servers_name
from .numbers import gigabytes, hours, listing, money, number, percent, required


def _chinchilla_far(d: Mapping, cur: str) -> str:
    return translate(
        "Words",
        "{0} training tokens per parameter, far from the compute-optimal {1} (Chinchilla); fine if intended.",
    ).format(number(required(d, "tokens_per_param")), number(required(d, "optimal")))


def _bf16_unsupported(d: Mapping, cur: str) -> str:
    return translate("Words", "{0} has no BF16; estimated with FP16 mixed precision.").format(required(d, "gpu"))


def _fp16_unsupported(d: Mapping, cur: str) -> str:
    return translate("Words", "{0} has no fast FP16; estimated at its FP32 speed.").format(required(d, "gpu"))


def _fp8_unsupported(d: Mapping, cur: str) -> str:
    return translate("Words", "{0} has no FP8 tensor cores; estimated at its BF16/FP16 speed.").format(required(d, "gpu"))


def _does_not_fit(d: Mapping, cur: str) -> str:
    return translate("Words", "Does not fit: {0} per GPU needed, {1} available on {2} × {3}.").format(
        gigabytes(required(d, "memory_gb")), gigabytes(required(d, "capacity_gb")), number(required(d, "gpus")), required(d, "gpu")
    )


def _multi_node_slower(d: Mapping, cur: str) -> str:
    return translate(
        "Words", "{0} servers over a {1} are slower than one server: the network is the bottleneck."
    ).format(number(required(d, "nodes")), network_name(required(d, "network")).lower())


def _mfu_capped(d: Mapping, cur: str) -> str:
    return translate("Words", "The efficiency of {0} was capped at {1} of its peak.").format(
        required(d, "gpu"), percent(required(d, "mfu"))
    )


def _no_bandwidth_figure(d: Mapping, cur: str) -> str:
    return translate(
        "Words", "The catalog has no memory bandwidth for {0}; its speed is estimated from its peak alone."
    ).format(required(d, "gpu"))


def _interconnect_not_supported(d: Mapping, cur: str) -> str:
    return translate("Words", "{0} has no {1}; PCIe was assumed.").format(required(d, "gpu"), required(d, "interconnect"))


def _idle_gpus(d: Mapping, cur: str) -> str:
    return translate("Words", "Only {0} of {1} GPUs do work (groups of {2} do not fill a server).").format(
        number(required(d, "used")), number(required(d, "gpus")), number(required(d, "tp"))
    )


def _latency_unreachable(d: Mapping, cur: str) -> str:
    return translate(
        "Words", "The latency target of {0} s cannot be met even one request at a time ({1} s)."
    ).format(number(required(d, "target_s")), number(required(d, "latency_s")))


def _no_estimate(d: Mapping, cur: str) -> str:
    field = str(d.get("field") or "")
    if field in ("flops_per_sample", "forward_gflops"):
        return translate(
            "Words", "Nothing can be estimated: this model has no figure for the work per image, so image "
            "training cannot be timed. Choose an image model (e.g. ResNet-50) or give a past run."
        )
    if field == "gpu":
        return translate(
            "Words", "Nothing can be estimated: the catalog has no speed figures for the GPUs these servers have."
        )
    return translate(
        "Words", "Nothing can be estimated for these answers ({0}). Check the model and the data, or give a "
        "past run."
    ).format(field_label(field) if field else str(d.get("error") or "?"))


def _plan_base_saves(d: Mapping, cur: str) -> str:
    return translate("Words", "{0}: servers kept for the month ({1}) and used in turn by {2} save {3} ({4}) "
                              "against each job on its own.").format(
        plan_servers_name(required(d, "base")), billing_name(required(d, "billing")),
        listing(f"“{j}”" for j in required(d, "jobs")), money(required(d, "saving"), d.get("currency", cur)),
        percent(required(d, "pct") / 100))


def _plan_commitment(d: Mapping, cur: str) -> str:
    return translate("Words", "{0} is priced at a reservation ({1}): it commits you to {2} months.").format(
        plan_servers_name(required(d, "base")), billing_name(required(d, "billing")), number(required(d, "months")))


def _plan_job_not_feasible(d: Mapping, cur: str) -> str:
    return translate("Words", "No option meets every requirement of “{0}” (it misses: {1}); its closest "
                              "option is used.").format(required(d, "job"),
                                                        listing(constraint_name(c) for c in required(d, "broken")))


def _plan_no_monthly_price(d: Mapping, cur: str) -> str:
    return translate("Words", "The catalog has no monthly or reserved price for a server that runs {0}, so it "
                              "cannot share servers kept for the month and is priced run by run.").format(
        listing(f"“{j}”" for j in required(d, "jobs")))


def _plan_over_budget(d: Mapping, cur: str) -> str:
    return translate("Words", "The month costs {0}, {1} over the monthly budget of {2}.").format(
        money(required(d, "monthly_cost"), d.get("currency", cur)), money(required(d, "over"), d.get("currency", cur)),
        money(required(d, "budget"), d.get("currency", cur)))


def _compare_cost(d: Mapping, cur: str) -> str:
    text = (translate("Words", "{0} costs {1} less in total ({2}).") if required(d, "figure") == "total_cost"
            else translate("Words", "{0} costs {1} less a month ({2})."))
    return text.format(compare_side(required(d, "cheaper")), money(required(d, "by"), d.get("currency") or cur),
                       percent(required(d, "pct") / 100))


def _compare_time(d: Mapping, cur: str) -> str:
    return translate("Words", "{0} finishes {1} sooner ({2}).").format(
        compare_side(required(d, "faster")), hours(required(d, "by_hours")), percent(required(d, "pct") / 100))


def _compare_gpus(d: Mapping, cur: str) -> str:
    return translate("Words", "A uses {0} × {1}, B {2} × {3}.").format(
        number(d.get("a")), d.get("gpu_a") or "?", number(d.get("b")), d.get("gpu_b") or "?")


def _compare_risk(d: Mapping, cur: str) -> str:
    def _risk(billing: Any, n: Any) -> str:
        if billing != "spot":
            return billing_name(billing)
        if finite_float(n) is None:
            return translate("Words", "{0}, interruptions not known").format(billing_name(billing))
        return translate("Words", "{0}, about {1} interruption(s) expected").format(billing_name(billing),
                                                                                   number(n, 1))
    return translate("Words", "A runs {0}; B runs {1}.").format(
        _risk(d.get("billing_a"), d.get("interruptions_a")), _risk(d.get("billing_b"), d.get("interruptions_b")))


def _compare_price_age(d: Mapping, cur: str) -> str:
    return translate("Words", "The prices of {0} are older ({1} days against {2}).").format(
        compare_side(required(d, "older")), number(d.get("days_a") if d.get("older") == "a" else d.get("days_b")),
        number(d.get("days_b") if d.get("older") == "a" else d.get("days_a")))


def _compare_unknown(d: Mapping, cur: str) -> str:
    return translate("Words", "{0} gives no {1}, so that difference is not known.").format(
        listing(compare_side(s) for s in required(d, "sides")), compare_figure_name(required(d, "figure")))


def _compare_currency(d: Mapping, cur: str) -> str:
    return translate("Words", "The answers are in different currencies ({0}, {1}); their money is not "
                              "compared.").format(required(d, "a"), required(d, "b"))


def _compare_broken(d: Mapping, cur: str) -> str:
    return translate("Words", "{0} misses: {1}.").format(
        compare_side(required(d, "side")), listing(constraint_name(c) for c in required(d, "broken")))


TEXTS: dict[str, Callable[[Mapping, str], str]] = {
    "chinchilla_far": _chinchilla_far,
    "bf16_unsupported": _bf16_unsupported,
    "fp16_unsupported": _fp16_unsupported,
    "fp8_unsupported": _fp8_unsupported,
    "does_not_fit": _does_not_fit,
    "multi_node_slower": _multi_node_slower,
    "mfu_capped": _mfu_capped,
    "no_bandwidth_figure": _no_bandwidth_figure,
    "interconnect_not_supported": _interconnect_not_supported,
    "idle_gpus": _idle_gpus,
    "latency_unreachable": _latency_unreachable,
    "no_estimate": _no_estimate,
    "plan_base_saves": _plan_base_saves,
    "plan_commitment": _plan_commitment,
    "plan_job_not_feasible": _plan_job_not_feasible,
    "plan_no_monthly_price": _plan_no_monthly_price,
    "plan_over_budget": _plan_over_budget,
    "compare_cost": _compare_cost,
    "compare_time": _compare_time,
    "compare_gpus": _compare_gpus,
    "compare_risk": _compare_risk,
    "compare_price_age": _compare_price_age,
    "compare_unknown": _compare_unknown,
    "compare_currency": _compare_currency,
    "compare_broken": _compare_broken,
}
