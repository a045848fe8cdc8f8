"""A deadline met only if the run goes as expected (``DeadlineAtRisk``, ``Option.deadline_risk``): the card's amber
status, the summary sentence (the command line, the proposal) and the note's sentence say the same figures.
"""

from __future__ import annotations

from typing import Any

from gpu_advisor.core.base import DeadlineAtRisk, finite_float, from_detail
from .language import cjk_spacing, is_chinese, translate, Words
from .names import app_title, get_field, gpu_config, provider_name
from .note_table import renders
from .numbers import beside_share, expected_count, hours, money, number, percent


def risk_of(opt: Any) -> DeadlineAtRisk | None:
    """The option's deadline risk, typed (an ``Option``'s field, or the ``deadline_risk`` of its JSON form)."""
    r = get_field(opt, "deadline_risk")
    if r is None or isinstance(r, DeadlineAtRisk):
        return r
    try:  # {"code": "deadline_at_risk", "detail": {...}} read back from a file
        note = from_detail(str(get_field(r, "code", "deadline_at_risk")), dict(get_field(r, "detail", {}) or {}))
    except (LookupError, TypeError, ValueError):
        return None
    return note if isinstance(note, DeadlineAtRisk) else None


def _spaced(text: str) -> str:
    return cjk_spacing(text) if is_chinese() else text


def risk_status(n: DeadlineAtRisk) -> str:
    """The card's status for the deadline (after "⚠ "): met only if the run goes as expected, by how much the slow
    end misses it, and on spot that an interruption adds to the time."""
    #: the card's amber status: {0} the slow end of the likely range ("2.6 hours"), {1} by how much it misses the
    #: deadline there ("36 minutes")
    text = translate("Words", "deadline at risk: met if it runs as expected; at the slow end of its range ({0}) it "
                              "misses by {1}").format(hours(n.wall_hours_high), hours(n.miss_hours))
    if n.spot:
        #: appended to the card's amber deadline status of an option on spot servers: {0} the time one
        #: interruption adds ("17 minutes")
        text += translate("Words", "; on spot, each interruption adds about {0}").format(
            hours(n.spot_hours_per_interruption))
    return _spaced(text)


def risk_tip(n: DeadlineAtRisk) -> str:
    """The status's tooltip: the sentence (with the option safe at the slow end, or that there is none), and how
    the deadline was checked."""
    if n.safe_found is False:  # the sentence already points to "Plan for the slow case": only what the range is
        hint = translate("Words", "The likely range is where the real time should fall 8 times in 10 (80%).")
    else:
        #: the card's amber deadline status, its tooltip after the sentence ("Plan for the slow case": the wizard's
        #: box on its Preferences page)
        hint = translate(
            "Words", "The deadline was checked against the expected time; “Plan for the slow case” under Preferences "
                     "checks it at the slow end instead. The likely range is where the real time should fall 8 times "
                     "in 10 (80%).")
    return risk_sentence(n) + ("" if is_chinese() else " ") + _spaced(hint)


def safe_sentence(n: DeadlineAtRisk, cli: bool = False, proposal: bool = False) -> str:
    """The chosen option's way out (``safe_found``): the cheapest option meeting every requirement whose slow end
    meets the deadline, what it costs beyond the pick; or that none does, pointing to "Plan for the slow case" (on
    the command line, ``cli``: the scenario file's ``preferences.plan_for``, the same choice; in the proposal PDF,
    ``proposal``: its reader has no Preferences page, so what it was planned for and where whoever made it can change
    that). "" for an option whose risk was not looked at that way (an alternative's)."""
    if n.safe_found is None:
        return ""
    if not n.safe_found and proposal:
        #: the proposal PDF's summary of a pick whose deadline is at risk, when no option meeting every requirement
        #: meets the deadline at the slow end of its range; read by someone who may not have the app: {0} the app's
        #: name. (“Plan for the slow case”: the wizard's box on its Preferences page)
        return _spaced(translate(
            "Words", "No option that meets every requirement meets the deadline even at the slow end of its range. "
                     "This proposal is planned for the expected time; whoever prepared it can have the deadline "
                     "checked at the slow end instead (“Plan for the slow case” on the Preferences page of {0})."
        ).format(app_title()))
    if not n.safe_found and cli:
        #: the command line's summary of a pick whose deadline is at risk, when no option meeting every requirement
        #: meets the deadline at the slow end of its range: the scenario file's field (kept as written)
        return _spaced(translate(
            "Words", "No option that meets every requirement meets the deadline even at the slow end of its range; "
                     "\"plan_for\": \"slow\" under \"preferences\" in the scenario file checks the deadline there "
                     "instead."))
    if not n.safe_found:
        #: a pick whose deadline is at risk, when no option meeting every requirement meets the deadline at the slow
        #: end of its range ("Plan for the slow case": the wizard's box on its Preferences page)
        return _spaced(translate(
            "Words", "No option that meets every requirement meets the deadline even at the slow end of its range; "
                     "“Plan for the slow case” under Preferences checks the deadline there instead."))
    config = gpu_config({"gpu": n.safe_gpu, "gpu_count": n.safe_gpu_count, "gpus_per_node": n.safe_gpus_per_node,
                         "instances": n.safe_instances})
    if n.safe_billing == "spot":
        #: the option safe at the slow end: {0} its GPUs ("64 × V100-32GB (8 servers × 8)"), {1} its provider
        who = translate("Words", "{0} on {1} spot servers").format(config, provider_name(None, n.safe_provider))
    else:
        #: the option safe at the slow end: {0} its GPUs ("64 × V100-32GB (8 servers × 8)"), {1} its provider
        who = translate("Words", "{0} on {1}").format(config, provider_name(None, n.safe_provider))
    extra = float(n.safe_extra_cost or 0.0)
    cur = n.currency or "CNY"
    high = hours(n.safe_wall_hours_high)
    if abs(extra) < 0.005:
        #: {0} the option ("64 × V100-32GB on Tencent Cloud"), {1} its slow end ("2.9 hours")
        text = translate("Words", "{0} meets it even at the slow end of its range ({1}) at the same cost.").format(
            who, high)
    elif extra > 0:
        #: {0} the option ("64 × V100-32GB on Tencent Cloud"), {1} its slow end ("2.9 hours"), {2} how much more it
        #: costs than the pick ("¥81.61"), {3} that as a share of the pick's cost ("5%")
        text = translate("Words", "{0} meets it even at the slow end of its range ({1}) for {2} ({3}) more.").format(
            who, high, money(extra, cur, of_total=beside_share(extra, 100 * (n.safe_extra_fraction or 0.0))),
            percent(abs(n.safe_extra_fraction or 0.0)))
    else:
        #: {0} the option, {1} its slow end, {2} how much less it costs than the pick, {3} that as a share
        text = translate("Words", "{0} meets it even at the slow end of its range ({1}) for {2} ({3}) less.").format(
            who, high, money(-extra, cur, of_total=beside_share(extra, 100 * (n.safe_extra_fraction or 0.0))),
            percent(abs(n.safe_extra_fraction or 0.0)))
    return _spaced(text)


@renders(DeadlineAtRisk)
def _deadline_at_risk(n: DeadlineAtRisk, cur: str) -> str:
    return risk_sentence(n)


def risk_sentence(n: DeadlineAtRisk, whole: bool = True, cli: bool = False, proposal: bool = False) -> str:
    """The sentence (the note's, the tooltip's; ``whole`` False: after a summary that already says the deadline is
    met if the run goes as expected): missed at the slow end of the likely range by how much; on spot, the
    interruptions expected and what each adds. ``cli``: for the command line, ``proposal``: for the proposal PDF
    (``safe_sentence``)."""
    if whole:
        #: {0} the deadline, {1} the expected time, {2} the slow end of the likely range, {3} the miss there
        text = translate("Words", "Deadline at risk: it meets the deadline of {0} if it runs as expected ({1}); at "
                                  "the slow end of its likely range ({2}) it misses it by {3}.").format(
            hours(n.deadline_hours), hours(n.wall_hours), hours(n.wall_hours_high), hours(n.miss_hours))
    else:
        #: after the summary's "inside your deadline of 2 hours if it runs as expected": {0} the slow end of the
        #: likely range, {1} the miss there
        text = translate("Words", "Deadline at risk: at the slow end of its likely range ({0}) it misses the "
                                  "deadline by {1}.").format(hours(n.wall_hours_high), hours(n.miss_hours))
    if n.spot:
        k = finite_float(n.spot_interruptions)
        count = (translate("Words", "fewer than {0}").format(number(0.01, 2)) if k is not None and k < 0.005
                 else translate("Words", "about {0}").format(expected_count(k)))
        #: an option on spot servers whose deadline is at risk: {0} how many interruptions are expected in the run
        #: ("fewer than 0.01", "about 0.25"), {1} the time each adds ("17 minutes")
        text += ("" if is_chinese() else " ") + Words.tr(
            "On %n spot server(s), each interruption ({0} expected in the run) adds about {1}: a restart and the "
            "work since the last checkpoint.", None, int(n.servers)).format(count, hours(n.spot_hours_per_interruption))
    text = _spaced(text)
    safe = safe_sentence(n, cli, proposal)  # the chosen option's: what is safe at the slow end, its cost (or that none is)
    return text + ("" if not safe else safe if is_chinese() else " " + safe)


def risk_cell(time_text: str) -> str:
    """An alternative's time in the Alternatives table when its deadline is at risk: the time, then the mark."""
    #: the Alternatives table's Time cell of an option whose deadline is met only if it runs as expected: {0} its
    #: expected time ("1 hour 56 minutes"); the cell's tooltip says the rest
    return translate("Words", "{0} ⚠ at risk").format(time_text)


__all__ = ["risk_cell", "risk_of", "risk_sentence", "risk_status", "risk_tip", "safe_sentence"]
