"""The Alternatives tab's rows: what each other option is, what it costs, how long it takes (a job) or how fast it
answers (a service), why it was not chosen, then where and how it is billed.

Moved out of ``gui/result_view.py`` (which imports these names from here). The words are ResultView's, as before.

The columns, left to right, in the order a person reads an alternative: the GPU and the provider, the cost, the time,
then the reason ("Why not chosen"), which takes the rest of the view's width (``table_wrap.WrappedColumn``); the
billing, the instance type and the region follow, in view as far as there is room for them. The time was right of
the reason, and off-screen at 1280 x 720.

A service has no time to finish (its options' ``wall_hours`` is None: its Time column was empty). What a person
choosing a server for a service compares instead is how fast it answers: the "Answer time" column says it as the
card does for the option in it, the whole answer and its first token ("10.3 s (first token 0.107 s)", ⚠ when slow
for a chat: ``core.select.serving_time_note``, the latency ``gpu-advisor estimate`` prints), sorted by the whole
answer's seconds; left out when the estimates have no such figures. A job shorter than a month costs its total in
that month and a service's total is a month's bill: when every row's Total and Per month agree, only one of the two
is shown (Total for a job, Per month for a service), the room going to the reason.
"""

from __future__ import annotations

import math
from functools import partial
from typing import Any, Callable

import pandas as pd

from gpu_advisor import text as words
from gpu_advisor.core.base import DeadlineMissed
from gpu_advisor.text.language import QT_TRANSLATE_NOOP, translate
from gpu_advisor.text.own_price import own_price_mark

# The columns' headers and the runner-up's mark, in ResultView's words (where they were written before).
_WORDS = (QT_TRANSLATE_NOOP("ResultView", "GPU"), QT_TRANSLATE_NOOP("ResultView", "Provider"),
          QT_TRANSLATE_NOOP("ResultView", "Total"), QT_TRANSLATE_NOOP("ResultView", "Per month"),
          QT_TRANSLATE_NOOP("ResultView", "Time"), QT_TRANSLATE_NOOP("ResultView", "Answer time"),
          QT_TRANSLATE_NOOP("ResultView", "Why not chosen"),
          QT_TRANSLATE_NOOP("ResultView", "Billing"), QT_TRANSLATE_NOOP("ResultView", "Instance"),
          QT_TRANSLATE_NOOP("ResultView", "Region"), QT_TRANSLATE_NOOP("ResultView", "%1\n(runner-up)"))


def runner_up_index(rec) -> int | None:
    """The position among ``rec.alternatives`` of the runner-up its reasons name (None: no runner-up named, or not
    listed). Known by what the reason says of it: provider, instance type, GPU, GPU count, billing and cost."""
    note = next((n for n in rec.reasons if n.code == "runner_up"), None)
    if note is None:
        return None
    for i, o in enumerate(rec.alternatives):
        if ((o.provider, o.instance_type, o.gpu, o.billing) == (note.provider, note.instance_type, note.gpu, note.billing)
                and math.isclose(o.gpu_count, note.gpu_count) and math.isclose(o.total_cost, note.total_cost,
                                                                                rel_tol=1e-9, abs_tol=1e-9)):
            return i
    return None


def _tr(source: str) -> str:
    """``source`` (one of ``_WORDS``) in the language shown: the text layer's, so that a proposal written by the
    command line (``--lang zh_CN``, no Qt translator installed) reads "（次优方案）", not "(runner-up)"."""
    return translate("ResultView", source)


def service_times(rec, scenario, catalog) -> list[Any] | None:
    """For a service (``scenario.task`` "inference"), each alternative's ``ServingTime`` (None where its estimate
    has no answer time), or None when none has one; None for a job."""
    if scenario is None or getattr(scenario, "task", None) != "inference" or catalog is None:
        return None
    from gpu_advisor.core.select import select_defaults, serving_time_note
    d = select_defaults(catalog)
    timed = [serving_time_note(o.estimate or {}, scenario, d) for o in rec.alternatives]
    return timed if any(t is not None for t in timed) else None


def alternatives_frame(rec, scenario, catalog, provider: Callable[[str], str]
                       ) -> tuple[pd.DataFrame, dict[str, Callable[[Any], str]], tuple[int, ...]]:
    """The Alternatives table of ``rec``: (its rows, how its number columns read, the runner-up's row to mark).
    ``provider``: a provider id's name."""
    runner = runner_up_index(rec)
    alts = rec.alternatives
    serving = scenario is not None and getattr(scenario, "task", None) == "inference"
    timed = service_times(rec, scenario, catalog)
    # A job shorter than a month costs its total in that month, and a service's total is a month's bill: a column
    # that only repeats the other is left out (a job keeps its total, a service its month).
    same = all(round(o.total_cost, 2) == round(o.monthly_cost, 2) for o in alts)
    costs = ["Per month"] if serving and same else ["Total"] if same else ["Total", "Per month"]
    rows = []
    for i, o in enumerate(alts):
        gpu = words.gpu_config(o)
        if i == runner:  # the runner-up the reasons name, marked (in bold: FrameModel's marked rows), the mark on
            gpu = runner_up_mark(gpu)  # a line of its own: the column as wide as the GPUs
        row: dict[str, Any] = {_tr("GPU"): gpu, _tr("Provider"): provider(o.provider)}
        for name in costs:
            row[_tr(name)] = round(o.total_cost if name == "Total" else o.monthly_cost, 2)
        if timed is not None:  # a service: how fast it answers (the whole answer's seconds, written as its card)
            row[_tr("Answer time")] = timed[i].answer_s if timed[i] is not None else None
        elif not serving:
            row[_tr("Time")] = o.wall_hours  # (written by ``durations``: rows told apart)
        row[_tr("Why not chosen")] = words.join_sentences(why_not_chosen(o, not serving))
        row.update({_tr("Billing"): words.billing_name(o.billing), _tr("Instance"): o.instance_type,
                    _tr("Region"): words.region_label(o.region)})
        rows.append(row)
    cur = alts[0].currency if alts else "CNY"  # an answer's options share its currency
    money = partial(words.money, currency=cur)
    shown: dict[str, Callable[[Any], str]] = {_tr(name): money for name in costs}
    # the user's own price, said at the cost (in view at 1280 x 720: in the Billing column it was a scroll away)
    shown[_tr(costs[0])] = OwnPriceAmounts(money, {round(o.total_cost if costs[0] == "Total" else o.monthly_cost, 2): o
                                                   for o in alts if words.own_price(o.price_source, None) is not None})
    if timed is not None:
        shown[_tr("Answer time")] = _answer_words(timed)
    elif not serving:
        shown[_tr("Time")] = RiskTimes(words.durations(o.wall_hours for o in alts), at_risk(alts, scenario))
    return pd.DataFrame(rows), shown, () if runner is None else (runner,)


def why_not_chosen(o, timed_job: bool) -> list[str]:
    """Why alternative ``o`` was not chosen, a sentence per reason: how it lost to the pick, else the requirements it
    breaks (the Alternatives tab's "Why not chosen", and the proposal's: the PDF listed the ``lost`` notes alone, and
    their missed deadline with the hours its Time column gives beside them)."""
    return [_reason(n, o.currency, timed_job) for n in (o.lost or o.broken)]


def runner_up_mark(gpu: str) -> str:
    """The runner-up's GPU cell: its configuration, "(runner-up)" on a line of its own."""
    return _tr("%1\n(runner-up)").replace("%1", gpu)


def _reason(n, currency: str, timed_job: bool) -> str:
    """A reason in the "Why not chosen" column. A job's row shows its time in the Time column just left of it, so a
    missed deadline says only by how much ("Misses the deadline of 660 hours: takes 35 times as long"), not the hours
    again ("Takes about 23,000 hours, 35 times the deadline …" beside 23,000 hours), as the command line does."""
    if timed_job and isinstance(n, DeadlineMissed):
        return words.deadline_beside_time(n)
    return words.describe_note(n, currency)


class OwnPriceAmounts:
    """How a cost column reads: the amount, with "· your price" after an alternative priced at the user's own price
    (typed in the catalog editor, or quoted), and the card's tooltip for it (the day entered, what it means). Known by
    the amount in the cell, as ``RiskTimes`` knows a time (the column holds and sorts by the amount)."""

    def __init__(self, how: Callable[[Any], str], own: dict[float, Any]):
        self._how, self._own = how, own

    def __call__(self, v: Any) -> str:
        text = self._how(v)
        o = self._option(v)
        mark = words.own_price(o.price_source, None) if o is not None else None
        return f"{text} · {mark}" if mark else text

    def tip(self, v: Any) -> str:
        o = self._option(v)
        said = own_price_mark(o) if o is not None else None
        return said[1] if said else ""

    def _option(self, v: Any):
        try:
            return self._own.get(round(float(v), 2)) if self._own else None
        except (TypeError, ValueError):
            return None


def at_risk(alts, scenario) -> dict[float, Any]:
    """The alternatives whose deadline is at risk (met at the expected time, missed at the slow end of the likely
    range: ``Option.deadline_risk``), by their time, as the card decides it: where the scenario gives a deadline
    and the option meets it."""
    if not getattr(scenario, "deadline_hours", None):
        return {}
    out = {}
    for o in alts:
        risk = words.risk_of(o) if o.meets_deadline and o.wall_hours is not None else None
        if risk is not None:
            out[float(o.wall_hours)] = risk
    return out


class RiskTimes:
    """How the Time column reads: the time (``durations``), with "⚠ at risk" after an alternative whose deadline is
    at risk, in amber, and the risk's sentence as the cell's tooltip (``FrameModel`` asks ``warn`` and ``tip``). Known by the time in the
    cell, as ``durations`` tells the rows apart; two options of the same time share the same estimate's range."""

    def __init__(self, how: Callable[[Any], str], risks: dict[float, Any]):
        self._how, self._risks = how, risks

    def __call__(self, v: Any) -> str:
        text = self._how(v)
        return words.risk_cell(text) if self._risk(v) is not None else text

    def warn(self, v: Any) -> bool:
        return self._risk(v) is not None

    def tip(self, v: Any) -> str:
        risk = self._risk(v)
        return words.risk_tip(risk) if risk is not None else ""

    def _risk(self, v: Any):
        try:
            return self._risks.get(float(v)) if self._risks else None
        except (TypeError, ValueError):
            return None


def _answer_words(timed: list) -> Callable[[Any], str]:
    """How an answer time reads: as the card writes it, the whole answer then its first token ("10.3 s (first
    token 0.107 s)"), ⚠ when slow for a chat service; the column holds (and sorts by) the whole answer's seconds."""
    said = {t.answer_s: words.answer_time(t) + (" ⚠" if t.slow else "") for t in timed if t is not None}
    return lambda s: said.get(s) or words.seconds(s)
