"""The one-paragraph plain summary of a recommendation.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .language import is_chinese, translate
from .note_deadline import risk_of, risk_sentence
from .names import billing_name, get_field, gpu_config, provider_name
from .notes import describe_note
from .numbers import hours, money


# --------------------------------------------------------------------------- summary and assumptions


def rec_option(rec: Any) -> Any:
    return get_field(rec, "recommendation")


def summary_sentence(rec: Any, cat: Any = None, scenario: Any = None, risk: bool = True, cli: bool = False) -> str:
    """The one-paragraph plain summary: what, where, how long, how much, and against which budget/deadline.

    Takes a ``Recommendation`` or its ``to_dict()``; ``cat`` gives provider names in the current language.
    ``risk`` False leaves out the deadline-at-risk sentence (``summary_risk``: the proposal shows it apart, amber).
    ``cli``: for the command line (a choice of the window's named by the scenario file's field).
    """
    opt = rec_option(rec)
    if opt is None:
        return translate("Words", "No server in the catalog could be priced for this scenario.")
    cur = get_field(opt, "currency", "CNY")
    feasible = bool(get_field(rec, "feasible", True))
    where = translate("Words", "{0} on {1} ({2}, {3})").format(
        gpu_config(opt),
        provider_name(cat, get_field(opt, "provider")),
        get_field(opt, "instance_type"),
        billing_name(get_field(opt, "billing")).lower() if not is_chinese() else billing_name(get_field(opt, "billing")),
    )
    wall = get_field(opt, "wall_hours")
    total = get_field(opt, "total_cost")
    monthly = get_field(opt, "monthly_cost")
    if wall is not None:
        core_text = translate("Words", "{0} finishes in about {1} for about {2}").format(
            where, hours(wall, days=True), money(total, cur)
        )
    elif not feasible and _slow_for_chat(rec):
        # the closest option of a chat none answers in time: it carries the load, not within a chat's limits
        core_text = translate(
            "Words", "{0} carries the requested load for about {1} a month, but answers slower than a chat allows"
        ).format(where, money(monthly, cur))
    else:
        core_text = translate("Words", "{0} serves the requested load for about {1} a month").format(
            where, money(monthly, cur)
        )
    budget, deadline = _budget_and_deadline(rec, scenario)
    clauses = []
    if budget is not None:
        amount, per, bcur = budget
        spend = monthly if per == "month" else total
        ok = bool(get_field(opt, "within_budget", True))
        if per == "month":
            text = (
                translate("Words", "within your monthly budget of {0}")
                if ok
                else translate("Words", "over your monthly budget of {0}")
            )
        else:
            text = (
                translate("Words", "within your budget of {0}") if ok else translate("Words", "over your budget of {0}")
            )
        clauses.append(text.format(money(amount, bcur or cur)))
        del spend
    at_risk = risk_of(opt) if deadline is not None and wall is not None else None
    if deadline is not None and wall is not None:
        ok = bool(get_field(opt, "meets_deadline", True))
        text = (
            translate("Words", "inside your deadline of {0} if it runs as expected") if ok and at_risk is not None
            else translate("Words", "inside your deadline of {0}")
            if ok
            else translate("Words", "after your deadline of {0}")
        )
        clauses.append(text.format(hours(deadline)))
    sentence = core_text
    if clauses:
        sentence += translate("Words", ", ") + translate("Words", " and ").join(clauses)
    sentence += translate("Words", ".")
    if at_risk is not None and bool(get_field(opt, "meets_deadline", True)) and risk:
        # met only as expected: the slow end of the likely range misses it (and on spot, what an interruption adds)
        sentence += ("" if is_chinese() else " ") + risk_sentence(at_risk, whole=False, cli=cli)
    if not feasible:
        sentence = translate("Words", "No option meets every requirement; the closest: ") + sentence
    if not bool(get_field(opt, "complete", True)):
        sentence += ("" if is_chinese() else " ") + translate(
            "Words", "Some items have no price in the catalog and are not included."
        )
    if any(get_field(ln, "assumed") or get_field(ln, "priced") == "default" for ln in (get_field(opt, "cost_lines", ()) or ())):
        sentence += ("" if is_chinese() else " ") + translate(
            "Words", "Some prices are assumed (no price page gives them): see the assumptions."
        )
    return sentence


def _slow_for_chat(rec: Any) -> bool:
    """Whether the answer's ``serving_time`` warning says a chat service's answers are slower than a chat allows
    (a ``Recommendation``'s note, or its ``to_dict()`` form with the figures under ``detail``)."""
    for n in get_field(rec, "warnings", ()) or ():
        if get_field(n, "code") != "serving_time":
            continue
        d = (n.get("detail") or {}) if isinstance(n, Mapping) else n
        return bool(get_field(d, "slow")) and get_field(d, "use") == "chat"
    return False


def summary_risk(rec: Any, scenario: Any = None, proposal: bool = False) -> str:
    """The summary's deadline-at-risk sentence ("" when the deadline is met outright, missed, or not set): what
    ``summary_sentence`` appends, for a reader that shows it apart (``proposal``: the proposal PDF, whose reader has
    no Preferences page: ``safe_sentence``)."""
    opt = rec_option(rec)
    if opt is None or get_field(opt, "wall_hours") is None or not bool(get_field(opt, "meets_deadline", True)):
        return ""
    if _budget_and_deadline(rec, scenario)[1] is None:
        return ""
    at_risk = risk_of(opt)
    return risk_sentence(at_risk, whole=False, proposal=proposal) if at_risk is not None else ""


# the reasons that say why the answer costs more than the cheapest option that carries the load (a long prompt's
# first token for a chat; a recent price in place of a stale one): the command line prints them under its summary
# sentence
PRICE_REASONS = ("first_token_decides", "fresh_price_preferred")


def price_reasons(rec: Any) -> list[str]:
    """The sentences of the reasons (``PRICE_REASONS``) that say why the answer costs more than the cheapest option
    that carries the load, for a summary that shows no other reason (the command line's). Takes a
    ``Recommendation`` or its ``to_dict()``."""
    opt = rec_option(rec)
    cur = get_field(opt, "currency", None) if opt is not None else None
    return [describe_note(n, cur) for n in get_field(rec, "reasons", ()) or ()
            if get_field(n, "code") in PRICE_REASONS]


def _budget_and_deadline(rec: Any, scenario: Any) -> tuple[tuple[Any, Any, Any] | None, Any]:
    """((amount, per, currency) or None, deadline hours or None) from the scenario, else the result."""
    budget = None
    deadline = None
    if scenario is not None:
        amt = get_field(scenario, "budget_amount")
        if amt is not None:
            budget = (amt, get_field(scenario, "budget_per", "month"), get_field(scenario, "budget_currency"))
        deadline = get_field(scenario, "deadline_hours")
    if budget is None:
        b = (get_field(rec, "assumptions", {}) or {}).get("budget")
        if b:
            budget = (b.get("in_result_currency", b.get("amount")), b.get("per", "month"), None)
    if deadline is None:
        for n in get_field(rec, "reasons", ()) or ():
            if get_field(n, "code") == "deadline":
                deadline = (get_field(n, "detail", {}) or {}).get("deadline_hours")
    return budget, deadline
