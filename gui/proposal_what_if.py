"""The proposal PDF's what-if part (issue 29): the table of the answer for a smaller, the assumed and a larger choice
of what was assumed, and the what-if rows worked out for an export that comes before the app has them. Moved out of
``gui/proposal_pdf.py`` (its HTML pieces are used from there).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from gpu_advisor import text as W
from gpu_advisor.core.export import limits_given
from gpu_advisor.gui.proposal_pdf import esc, para, span, table, tag
from gpu_advisor.text import translate


def what_if_section(rec: Any, scenario: Any, cat: Any, cur: str) -> str:
    """Issue 29: when the model, the data size, the load or a guessed run's GPU was assumed, what was assumed (the
    card's lead line) and the answer for the smaller, the assumed and the larger choice of each (``rec.what_if``).
    Empty when nothing that decides the answer was assumed."""
    rows_in = [r for r in (getattr(rec, "what_if", ()) or ()) if isinstance(r, dict)]
    lead = W.assumed_lead(scenario, cat) if scenario is not None else ""
    if not rows_in or not lead:
        return ""
    serving = all(r.get("wall_hours") is None for r in rows_in if r.get("gpu") is not None)
    out = [tag("h2", translate("Proposal", "What the answer depends on")), para("summary", lead)]
    out.append(para("muted small", translate(
        "Proposal", "The same requirements priced with a smaller and a larger choice of what was assumed; "
                    "the assumed row is the recommendation above.")))
    rows: list[list[str]] = []
    typical: list[int] = []
    deadline, budget = limits_given(scenario)
    deadline = deadline and not serving
    # a chat service's answers are also judged against a chat's limits (the rows' ``broken``: chat_ttft, chat_tpot)
    chat = serving and (getattr(scenario, "service_use", None) == "chat" or any(
        c in ("chat_ttft", "chat_tpot") for r in rows_in for c in r.get("broken") or ()))
    for r in rows_in:
        path = str(r.get("assumption"))
        label, choice = W.field_label(path), W.what_if_choice_name(r.get("choice"))
        value = W.what_if_value_text(path, r.get("value"), cat)
        if r.get("choice") == "typical":
            typical.append(len(rows))
        if r.get("gpu") is None:
            rows.append([esc(label), esc(choice), esc(value), span("warn", translate("Proposal", "no option")),
                         "", "", "", esc(translate("Proposal", "no"))])
            continue
        gpus = f"{W.number(r.get('gpu_count'))} × {r.get('gpu')}"
        where = f"{W.provider_name(cat, r.get('provider'))} {r.get('region') or ''}".strip()
        when = W.hours(r["wall_hours"]) if r.get("wall_hours") is not None else "—"
        money = W.money(r.get("monthly_cost") if serving else r.get("total_cost"), r.get("currency") or cur)
        misses = _misses(r)
        if misses:
            meets = span("warn", W.listing(misses))
        elif r.get("feasible") is not False and r.get("deadline_at_risk"):  # met only as expected (amber on the card)
            meets = span("warn", translate("Proposal", "yes, but the deadline is at risk"))
        elif r.get("feasible") is not False:
            meets = esc(translate("Proposal", "yes") if deadline or budget or chat
                        else translate("Proposal", "none set"))
        else:
            meets = span("warn", translate("Proposal", "no"))
        rows.append([esc(label), esc(choice), esc(value), esc(gpus), esc(where), esc(when), esc(money), meets])
    for i in typical:  # the assumed choice: the recommendation, in bold
        rows[i] = [f"<b>{c}</b>" if c else c for c in rows[i]]
    cost_head = (translate("Proposal", "Per month ({0})") if serving
                 else translate("Proposal", "Total cost ({0})")).format(cur)
    out.append(table(
        # a service's hours are "—": their room goes to what each choice breaks ("over budget, too slow a token…")
        rows, [12, 9, 15, 15, 13, 6, 12, 18] if serving else [12, 9, 15, 16, 15, 9, 12, 12],
        header=[esc(translate("Proposal", "Assumption")), esc(translate("Proposal", "Choice")),
                esc(translate("Proposal", "Value")), esc(translate("Proposal", "GPUs")),
                esc(translate("Proposal", "Provider")), esc(translate("Proposal", "Hours")), esc(cost_head),
                esc(_meets_head(deadline, budget, chat))],
        num_cols=(5, 6), cls="small", padding=3))
    # the rows of a guessed run's GPU where the estimate set the run aside: why their answers are the same (walk 24)
    paths = dict.fromkeys(str(r.get("assumption")) for r in rows_in)
    for path in paths:
        said = W.run_set_aside_words(path, [r for r in rows_in if str(r.get("assumption")) == path], cat)
        if said:
            #: {0}: an assumed answer ("GPU of your time estimate"); {1}: why its choices give the same answer
            out.append(para("muted small", translate("Proposal", "{0}: {1}.").format(W.field_label(path), said)))
    return "".join(out)


def _misses(r: dict) -> list[str]:
    """Every limit a what-if row's option breaks, in words: the deadline and the budget, and a chat's limits or any
    other the row's ``broken`` names (``other_limit_words``, as the card's what-if line says them). The table named
    the deadline and the budget only: a chat's choice too slow a token read "over budget" alone, or "yes"."""
    broken = [str(c) for c in r.get("broken") or ()]
    if r.get("meets_deadline") is False:
        broken.append("deadline")
    if r.get("within_budget") is False:
        broken.append("budget")
    broken = list(dict.fromkeys(broken))
    out = [translate("Proposal", "misses the deadline")] if "deadline" in broken else []
    if "budget" in broken:
        out.append(translate("Proposal", "over budget"))
    return out + W.other_limit_words(broken)


def _meets_head(deadline: bool, budget: bool, chat: bool = False) -> str:
    """The what-if table's last heading: what was checked (a deadline and a budget the scenario does not set are
    not "met"; a chat service's speed is)."""
    if chat:
        return (translate("Proposal", "Within budget and fast enough for a chat") if budget
                else translate("Proposal", "Fast enough for a chat"))
    if deadline and budget:
        return translate("Proposal", "Meets deadline and budget")
    if deadline:
        return translate("Proposal", "Meets the deadline")
    if budget:
        return translate("Proposal", "Within the budget")
    return translate("Proposal", "Deadline and budget")


def with_what_if(rec: Any, scenario: Any, cat: Any) -> Any:
    """``rec`` with ``what_if`` filled (issue 29) when it has none yet and something that decides the answer was
    assumed: the app computes it off the GUI thread for its card, so an export may come before it is there."""
    if getattr(rec, "what_if", ()) or rec.recommendation is None or scenario is None:
        return rec
    from gpu_advisor.core.scenario import deciding
    from gpu_advisor.core.select import what_if
    try:
        if not deciding(cat, scenario):
            return rec
    except (KeyError, TypeError, AttributeError):
        return rec
    return dataclasses.replace(rec, what_if=what_if(cat, scenario, rec.recommendation, warnings=rec.warnings))
