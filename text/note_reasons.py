"""Notes on why an option was chosen (objective, deadline, budget, capacity, runner-up, billing, decision
tree) and why an alternative lost (the broken constraints).
"""

from __future__ import annotations


from collections.abc import Callable, Mapping
from typing import Any

from gpu_advisor.core.base import finite_float
from .language import plural_count, translate, Words
from .names import billing_name, constraint_name, gpu_config, name_in, objective_name, plan_name, provider_name, TREE_CASE
from .numbers import gigabytes, hours, listing, money, number, over_under, percent, required


def expected_text(expected: Any) -> str:
    """Decision-tree classes: [{'gpus': [...], 'count': [...], 'per_node': bool}] -> '4–8 × A100/A800'."""
    parts = []
    for e in expected or []:
        counts = sorted(int(c) for c in e.get("count", []))
        if not counts:
            continue
        c = str(counts[0]) if len(counts) == 1 else f"{counts[0]}–{counts[-1]}"
        text = f"{c} × {'/'.join(e.get('gpus', []))}"
        if e.get("per_node") and counts[-1] > 1:
            text += translate("Words", " per server")
        parts.append(text)
    return translate("Words", " or ").join(parts)


def _objective(d: Mapping, cur: str) -> str:
    return translate("Words", 'Ranked by "{0}": {1} of {2} priced options meet every requirement.').format(
        objective_name(required(d, "objective")), number(required(d, "feasible_options")), number(required(d, "candidates"))
    )


def _closest_option(d: Mapping, cur: str) -> str:
    return translate(
        "Words", "No option meets every requirement; this is the closest one (it misses: {0})."
    ).format(listing(constraint_name(c) for c in required(d, "broken")))


def _fits_memory(d: Mapping, cur: str) -> str:
    if d.get("fits", True) and d.get("usable_share") is not None:
        return translate(
            "Words", "The model needs about {0} of memory per GPU; each GPU has {1}, of which {2} ({3}) is planned "
            "for ({4})."
        ).format(gigabytes(required(d, "memory_per_gpu_gb")), gigabytes(required(d, "gpu_memory_gb")),
                 gigabytes(d.get("usable_gb")), percent(d.get("usable_share")), plan_name(d.get("plan")))
    if d.get("fits", True):
        return translate("Words", "The model needs about {0} of memory per GPU; each GPU has {1} ({2}).").format(
            gigabytes(required(d, "memory_per_gpu_gb")), gigabytes(required(d, "gpu_memory_gb")), plan_name(d.get("plan"))
        )
    return translate(
        "Words", "The model needs about {0} of memory per GPU, more than the {1} each GPU has."
    ).format(gigabytes(required(d, "memory_per_gpu_gb")), gigabytes(required(d, "gpu_memory_gb")))


def _deadline(d: Mapping, cur: str) -> str:
    if "over_hours" in d:
        return translate("Words", "Takes about {0}, {1} ({2}) past the deadline of {3}.").format(
            hours(required(d, "wall_hours")),
            hours(required(d, "over_hours")),
            percent(required(d, "over_pct") / 100),
            hours(required(d, "deadline_hours")),
        )
    return translate("Words", "Finishes in about {0}, {1} before the deadline of {2}.").format(
        hours(required(d, "wall_hours")), hours(required(d, "margin_hours")), hours(required(d, "deadline_hours"))
    )


def _budget(d: Mapping, cur: str) -> str:
    c = d.get("currency", cur)
    per = d.get("per", "total")
    if "over" in d:
        text = (
            translate("Words", "Costs {0} a month, {1} ({2}) over the monthly budget of {3}.")
            if per == "month"
            else translate("Words", "Costs {0} in total, {1} ({2}) over the budget of {3}.")
        )
        return text.format(
            money(required(d, "cost"), c),
            money(required(d, "over"), c),
            percent(required(d, "over_pct") / 100),
            money(required(d, "budget"), c),
        )
    text = (
        translate("Words", "Costs {0} a month, {1} less than the monthly budget of {2}.")
        if per == "month"
        else translate("Words", "Costs {0} in total, {1} less than the budget of {2}.")
    )
    return text.format(money(required(d, "cost"), c), money(required(d, "margin"), c), money(required(d, "budget"), c))


def _capacity(d: Mapping, cur: str) -> str:
    replicas, per = number(required(d, "replicas")), number(required(d, "qps_per_replica"))
    if d.get("servers") is not None and d.get("capacity_qps") is not None:
        servers = number(required(d, "servers"))
        copies = Words.tr("{0} cop(y|ies) of the model", None, plural_count(replicas)).format(replicas)
        on = Words.tr("{0} server(s)", None, plural_count(servers)).format(servers)
        if plural_count(replicas) == 1:
            text = translate(
                "Words", "One copy of the model on {0}, handling about {1} requests per second for the target of {2}."
            ).format(on, per, number(required(d, "qps")))
        else:
            text = translate(
                "Words",
                "{0} on {1}, each copy handling about {2} requests per second: about {3} in all, for the target "
                "of {4}.",
            ).format(copies, on, per, number(required(d, "capacity_qps")), number(required(d, "qps")))
        if d.get("target_utilisation") is not None:
            text += translate("Words", " Sized so the peak uses at most {0} of the capacity.").format(
                percent(d["target_utilisation"]))
        return text
    servers = Words.tr("{0} server(s)", None, plural_count(replicas)).format(replicas)
    return translate(
        "Words", "{0}, each handling about {1} requests per second, serve the target of {2} requests per second."
    ).format(servers, per, number(required(d, "qps")))


def _runner_up(d: Mapping, cur: str) -> str:
    if abs(d["cost_diff"]) < max(0.5, 0.001 * abs(d.get("total_cost") or 0)):
        cost = translate("Words", "about the same cost")
    elif d["cost_diff"] > 0:
        cost = translate("Words", "{0} more").format(money(d["cost_diff"], cur))
    else:
        cost = translate("Words", "{0} less").format(money(-d["cost_diff"], cur))
    text = translate("Words", "Runner-up: {0} on {1} ({2}, {3}) at {4} ({5})").format(
        gpu_config(d),
        provider_name(None, required(d, "provider")),
        required(d, "instance_type"),
        billing_name(required(d, "billing")),
        money(required(d, "total_cost"), cur),
        cost,
    )
    hd = finite_float(d.get("hours_diff"))
    if hd is not None and abs(hd) >= 0.05:
        text += translate("Words", ", {0}").format(
            over_under(hd, translate("Words", "{0} slower"), translate("Words", "{0} faster"), hours)
        )
    return text + translate("Words", ".")


def _billing(d: Mapping, cur: str) -> str:
    costs = required(d, "costs")
    listed = listing(f"{billing_name(m)} {money(v, cur)}" for m, v in costs.items())
    return translate("Words", "Billing modes compared for this server: {0}; {1} is used.").format(
        listed, billing_name(required(d, "chosen"))
    )


def _break_even(d: Mapping, cur: str) -> str:
    return translate(
        "Words", "A monthly subscription pays off above {0} of use per month; this job needs {1}."
    ).format(hours(required(d, "monthly_vs_on_demand_hours")), hours(required(d, "job_hours")))


def _pareto_optimal(d: Mapping, cur: str) -> str:
    return translate("Words", "No other option is both cheaper and faster.")


def _decision_tree(d: Mapping, cur: str) -> str:
    case = name_in(TREE_CASE, required(d, "case"))
    exp = expected_text(d.get("expected"))
    if d.get("matches"):
        return translate("Words", "This agrees with the usual rule of thumb for {0}: {1}.").format(case, exp)
    why = d.get("why_not")
    if why == "class_not_in_catalog":
        return translate(
            "Words", "The usual rule of thumb for {0} suggests {1}; the catalog has no such offer."
        ).format(case, exp)
    best = d.get("class_best") or {}
    if why == "class_ranks_lower":
        return translate(
            "Words",
            "The usual rule of thumb for {0} suggests {1}; the best such option ({2} on {3}, "
            "{4}, {5}) ranks lower for your goal.",
        ).format(
            case,
            exp,
            gpu_config(best),
            provider_name(None, best.get("provider")),
            money(best.get("total_cost"), cur),
            hours(best.get("wall_hours")),
        )
    broken = [constraint_name(b.get("code")) for b in d.get("broken", [])]
    return translate("Words", "The usual rule of thumb for {0} suggests {1}; such options miss: {2}.").format(
        case, exp, listing(broken) or "—"
    )


def _costs_more(d: Mapping, cur: str) -> str:
    return translate("Words", "Costs {0} ({1}) more.").format(money(required(d, "by"), cur), percent(required(d, "pct") / 100))


def _slower(d: Mapping, cur: str) -> str:
    return translate("Words", "Takes {0} ({1}) longer.").format(
        hours(required(d, "by_hours")), percent(required(d, "pct") / 100)
    )


def _lower_score(d: Mapping, cur: str) -> str:
    return translate("Words", 'Ranks lower for the goal "{0}".').format(objective_name(required(d, "objective")))


def _estimate(d: Mapping, cur: str) -> str:
    return translate("Words", "Cannot be estimated: the catalog lacks figures for {0}.").format(required(d, "gpu"))


def _fits(d: Mapping, cur: str) -> str:
    need, have = finite_float(d.get("memory_per_gpu_gb")), finite_float(d.get("gpu_memory_gb"))
    if need is not None and have is not None and need <= have:  # below the card, above its usable share
        return translate(
            "Words", "Does not fit: needs {0} per GPU, more than the usable share of the {1} each GPU has."
        ).format(gigabytes(need), gigabytes(have))
    return translate("Words", "Does not fit: needs {0} per GPU, {1} available.").format(
        gigabytes(required(d, "memory_per_gpu_gb")), gigabytes(required(d, "gpu_memory_gb"))
    )


def _providers(d: Mapping, cur: str) -> str:
    return translate("Words", "{0} is not among the chosen providers.").format(
        provider_name(None, required(d, "provider"))
    )


def _gpus(d: Mapping, cur: str) -> str:
    return translate("Words", "{0} is not among the chosen GPU models.").format(required(d, "gpu"))


def _regions(d: Mapping, cur: str) -> str:
    return translate("Words", "Region {0} is not among the chosen regions.").format(required(d, "region"))


def _spot(d: Mapping, cur: str) -> str:
    return translate("Words", "Uses spot (interruptible) servers, which you asked to avoid.")


def _constraint_broken(d: Mapping, cur: str) -> str:
    from . import notes  # the inner note's sentence (notes imports this module)

    inner = {k: v for k, v in d.items() if k != "constraint"}
    return translate("Words", "Requirement not met — {0}").format(
        notes.describe_note({"code": d["constraint"], "detail": inner})
    )


TEXTS: dict[str, Callable[[Mapping, str], str]] = {
    "objective": _objective,
    "closest_option": _closest_option,
    "fits_memory": _fits_memory,
    "deadline": _deadline,
    "budget": _budget,
    "capacity": _capacity,
    "runner_up": _runner_up,
    "billing": _billing,
    "break_even": _break_even,
    "pareto_optimal": _pareto_optimal,
    "decision_tree": _decision_tree,
    "costs_more": _costs_more,
    "slower": _slower,
    "lower_score": _lower_score,
    "estimate": _estimate,
    "fits": _fits,
    "providers": _providers,
    "gpus": _gpus,
    "regions": _regions,
    "spot": _spot,
    "constraint_broken": _constraint_broken,
}
