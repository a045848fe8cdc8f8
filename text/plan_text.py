"""Words for a team's month and for two answers side by side (issue 31): the one text layer the command line,
the PDF, the CSV and the app's plan and compare views use. Engine codes get their sentences in ``notes``
(``describe_note``); this module lays out the plan's own words. No widgets; language as ``language`` sets it.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from .language import QT_TRANSLATE_NOOP, translate, Words
from .catalog_names import region_label, region_name
from .names import (billing_name, compare_figure_label, compare_side, item_name, plan_servers_name,
                    product_words, provider_name, unit_name, using_catalog)
from .notes import describe_note
from .problems import describe_problem, describe_what, what_text
from .numbers import (beside, date_text, partial_date, expected_count, hours, join_sentences, money, number, percent, price_age,
                      price_age_delta, seconds)

_CSV_LABEL = {
    "kind": QT_TRANSLATE_NOOP("Plan", "Row"), "job": QT_TRANSLATE_NOOP("Plan", "Job"),
    "ref": QT_TRANSLATE_NOOP("Plan", "Servers"), "section": QT_TRANSLATE_NOOP("Plan", "Part"),
    "provider": QT_TRANSLATE_NOOP("Plan", "Provider"), "region": QT_TRANSLATE_NOOP("Plan", "Region"),
    "instance_type": QT_TRANSLATE_NOOP("Plan", "Server type"), "gpu": QT_TRANSLATE_NOOP("Plan", "GPU"),
    "gpu_count": QT_TRANSLATE_NOOP("Plan", "GPUs"), "billing": QT_TRANSLATE_NOOP("Plan", "Billing"),
    "runs_per_month": QT_TRANSLATE_NOOP("Plan", "Runs per month"), "run": QT_TRANSLATE_NOOP("Plan", "Run"),
    "note": QT_TRANSLATE_NOOP("Plan", "Note"),
    "hours_per_run": QT_TRANSLATE_NOOP("Plan", "Hours per run"),
    # the days as the timelines number them, from 1 (the values stay plain numbers: 1.5 is noon of the first day)
    "start_day": QT_TRANSLATE_NOOP("Plan", "Start day (day of the month, from 1)"),
    "end_day": QT_TRANSLATE_NOOP("Plan", "End day (day of the month, from 1)"),
    "meets_deadline": QT_TRANSLATE_NOOP("Plan", "Meets deadline"),
    "item": QT_TRANSLATE_NOOP("Plan", "Item"), "product": QT_TRANSLATE_NOOP("Plan", "Product"),
    "quantity": QT_TRANSLATE_NOOP("Plan", "Quantity"), "unit": QT_TRANSLATE_NOOP("Plan", "Unit"),
    "unit_price": QT_TRANSLATE_NOOP("Plan", "Unit price"), "cost": QT_TRANSLATE_NOOP("Plan", "Cost"),
    "cost_per_month": QT_TRANSLATE_NOOP("Plan", "Cost per month"),
    "cost_per_month_alone": QT_TRANSLATE_NOOP("Plan", "Cost per month, one by one"),
    "currency": QT_TRANSLATE_NOOP("Plan", "Currency"), "figure": QT_TRANSLATE_NOOP("Plan", "Figure"),
    "a": QT_TRANSLATE_NOOP("Plan", "A"), "b": QT_TRANSLATE_NOOP("Plan", "B"),
    "delta": QT_TRANSLATE_NOOP("Plan", "B − A"),
}
_KIND = {"job": QT_TRANSLATE_NOOP("Plan", "job"), "line": QT_TRANSLATE_NOOP("Plan", "cost line"),
         "run": QT_TRANSLATE_NOOP("Plan", "run"), "total": QT_TRANSLATE_NOOP("Plan", "total"),
         "note": QT_TRANSLATE_NOOP("Plan", "note"), "assumed": QT_TRANSLATE_NOOP("Plan", "answer assumed")}
# "burst_month": the cost lines of a job's own servers, all its runs of the month together (the CSV's quantities)
_SECTION = {"base": QT_TRANSLATE_NOOP("Plan", "kept all month"), "burst": QT_TRANSLATE_NOOP("Plan", "per run"),
            "burst_month": QT_TRANSLATE_NOOP("Plan", "own servers, all runs of the month"),
            "service": QT_TRANSLATE_NOOP("Plan", "service")}
_TOTAL = {"month": QT_TRANSLATE_NOOP("Plan", "the month"), "budget": QT_TRANSLATE_NOOP("Plan", "budget per month"),
          "budget_left": QT_TRANSLATE_NOOP("Plan", "budget left")}
_FIGURE_ROW = {"gpu": QT_TRANSLATE_NOOP("Plan", "GPU"), "provider": QT_TRANSLATE_NOOP("Plan", "Provider"),
               "instance_type": QT_TRANSLATE_NOOP("Plan", "Server type"),
               "billing": QT_TRANSLATE_NOOP("Plan", "Billing"),
               # the comparison CSV's first row when the two answers are not the same job (its note says so)
               "job": QT_TRANSLATE_NOOP("Plan", "Job")}


def csv_labels() -> dict[str, str]:
    return {k: translate("Plan", v) for k, v in _CSV_LABEL.items()}


def timeline_kinds() -> list[tuple[str, str]]:
    """The timeline's kinds of servers, each with its legend's words (the window's legend, as the PDF's)."""
    return [("base", translate("Plan", "shared servers, kept all month")),
            ("burst", translate("Plan", "own servers, per run")),
            ("service", translate("Plan", "service, always on"))]


def kept_preferences_text(prefs: Any) -> str:
    """The preferences of a plan file the Team plan window keeps but does not edit (spot, objective, data in China,
    regions, ...), in words on one line; "" when there are none. Shown so the month's hidden inputs are seen."""
    if not isinstance(prefs, dict):
        return ""
    from .assumed import answer_words
    shown = [answer_words(f"preferences.{k}", v) for k, v in prefs.items() if k not in ("currency", "providers", "plan_for")]
    return translate("Plan", "Also from the file: {0}").format(" · ".join(shown)) if shown else ""


def servers_name(ref: Any, res: Any = None) -> str:
    """A plan's servers in words (``words.plan_servers_name``); with the plan's result ``res``, a job's own or
    service servers by the job's name ("Servers of “Chat assistant”"; the tables read "Service servers (job 3)"
    beside the jobs' names)."""
    kind, _, n = str(ref or "").partition("-")
    jobs = getattr(res, "jobs", None) or ()
    if kind in ("service", "burst") and n.isdigit() and 1 <= int(n) <= len(jobs):
        return translate("Plan", "Servers of “{0}”").format(jobs[int(n) - 1].name)
    return plan_servers_name(ref)


def csv_value(column: str, value: Any, currency: str | None = None, res: Any = None) -> Any:
    """A code of the plan or comparison CSV in words (names and numbers are kept). With the plan's result ``res``,
    servers are named as the PDF names them ("Servers of “X”", not "Own servers (job 1)")."""
    if column == "kind":
        return translate("Plan", _KIND[value]) if value in _KIND else value
    if column == "section":
        return translate("Plan", _SECTION[value]) if value in _SECTION else value
    if column == "ref":
        return translate("Plan", _TOTAL[value]) if value in _TOTAL else servers_name(value, res)
    if column == "billing":
        return billing_name(value)
    if column == "provider":  # the provider's name as the catalog given to ``set_catalog`` has it
        return provider_name(None, value)
    if column == "region":  # "East US (eastus)": its name, and the code the provider's console uses
        return region_label(value)
    if column == "product":  # a network line's class code ("standard") by its name
        return product_words(value)
    if column == "currency" and isinstance(value, tuple):  # a comparison's money in two currencies
        pair = translate("Plan", "A: {0}, B: {1}").format(*(v or "?" for v in value[:2]))
        if len(value) > 2:  # B − A in one currency, at a dated rate ("A：CNY，B：USD，B − A：CNY (…)" in Chinese)
            return translate("Plan", "{0}, B − A: {1}").format(pair, value[2])
        return pair
    if column == "item":
        return item_name(value)
    if column == "unit":  # a count's unit as the PDF writes it ("servers", not "nodes")
        return unit_name(value, 2)
    if column == "meets_deadline":
        return translate("Plan", "yes") if value else translate("Plan", "no")
    if column == "figure":
        return translate("Plan", _FIGURE_ROW[value]) if value in _FIGURE_ROW else compare_figure_label(value)
    if column in ("a", "b") and isinstance(value, str) and value in ("on_demand", "spot", "monthly", "reserved_1y",
                                                                     "reserved_3y"):
        return billing_name(value)
    return value


# --------------------------------------------------------------------------- sentences


def plan_summary(res: Any) -> str:
    """One paragraph: the month's cost, against the jobs one by one and against the budget."""
    cur = res.currency
    n = len(res.jobs)
    parts = [Words.tr("{0} job(s) (costs|cost) {1} a month.", None, n).format(number(n), money(res.monthly_cost, cur))]
    if res.saving > 0.005:
        # the share is of the whole month one by one, said so: a note gives the saving again as a share of only
        # the jobs on the shared servers ("9%" here beside "11%" there read as two savings)
        parts.append(translate("Plan", "Priced one by one the jobs would cost {0} in all; sharing servers kept all "
                                       "month saves {1}, which is {2} of that {0}.").format(
            money(res.monthly_cost_alone, cur), money(res.saving, cur, of_total=res.monthly_cost_alone),
            percent(res.saving / res.monthly_cost_alone if res.monthly_cost_alone else 0)))
    else:
        parts.append(translate("Plan", "Sharing servers kept all month would not save anything: each job runs as it "
                                       "would alone."))
    if res.budget is not None:
        if res.within_budget:
            parts.append(translate("Plan", "That is {0} of the {1} budget; {2} is left.").format(
                percent(res.monthly_cost / res.budget if res.budget else 0), money(res.budget, cur),
                money(res.budget_left, cur, of_total=beside(res.monthly_cost, res.budget))))
        else:
            parts.append(translate("Plan", "That is {0} over the {1} budget.").format(
                money(-res.budget_left, cur, of_total=beside(res.monthly_cost, res.budget)), money(res.budget, cur)))
    return join_sentences(parts)


def catalog_line(res: Any) -> str:
    """What the month was priced with: the day (prices' ages and exchange rates are as of it) and the catalog, its
    version, when the user's catalog was saved (or that it is the one the app comes with) and an id of its content.
    The window, the command line, the PDF and the CSV say it alike: the same plan file priced with two catalogs
    gives two months ("114 more runs" in the window, 112 from ``gpu-advisor plan``), and the id says which. "" for a
    month made without it."""
    c = getattr(res, "catalog", None)
    if c is None:
        return ""
    day = date_text(getattr(res, "priced_on", None))
    if c.saved_at:
        return translate("Plan", "Priced on {0} with your catalog (version {1}, saved {2}; catalog id {3}).").format(
            day, c.version, _saved_at(c.saved_at), c.digest)
    return translate("Plan", "Priced on {0} with the catalog that comes with the app (version {1}; catalog id "
                             "{2}).").format(day, c.version, c.digest)


def _saved_at(iso: str) -> str:
    """'2026-12-05T23:02:01+00:00' as '2026-12-05 23:02 UTC' (the store writes UTC)."""
    text = str(iso)
    if len(text) >= 16 and text[10] == "T" and text.endswith(("+00:00", "Z")):
        return f"{text[:10]} {text[11:16]} UTC"
    return text


def catalog_differs_text(why: str) -> str:
    """Why the Team plan window's month may differ from ``gpu-advisor plan``'s for the same file, which prices with
    the user's saved catalog: ``unsaved`` (the window prices with the catalog editor's unsaved changes) or
    ``saved_since`` (the saved catalog changed since the window's was loaded, by another program)."""
    if why == "unsaved":
        return translate("Plan", "This month is priced with the catalog editor's unsaved changes; gpu-advisor plan "
                                 "prices with your saved catalog, so its figures may differ until they are saved.")
    return translate("Plan", "Your catalog was saved again since this window loaded it (by another program, e.g. "
                             "gpu-advisor catalog update): gpu-advisor plan prices with the newer one. Catalog → "
                             "Reload catalog prices this month with it too.")


def room_sentence(room: Any) -> str:
    """"Room for 12 more runs of “X” (3 of them on spare hours of shared servers)", and what binds the count: the
    budget left, or the plan's most runs of a job a month; runs on servers of their own need not follow one
    another, said where they overlap ("each run on servers of its own, up to 7 at once")."""
    if room.unit == "copy":
        text = Words.tr("Room for {0} more cop(y|ies) of “{1}”", None, room.more)
    else:
        text = Words.tr("Room for {0} more run(s) of “{1}”", None, room.more)
    text = text.format(number(room.more), room.job)
    if room.free:  # one template: Chinese puts no space before its full-width bracket
        text = Words.tr("{0} ({1} of them on spare hours of shared servers)", None, room.free).format(
            text, number(room.free))
    limit = getattr(room, "limit", "budget")
    at_once = int(getattr(room, "at_once", 1) or 1)
    if limit == "runs":
        text = translate("Plan", "{0}: a plan holds at most {1} runs of a job a month (the budget would allow "
                                 "more)").format(text, number(_max_runs()))
    elif at_once > 1:
        text = translate("Plan", "{0}: the budget left is the bound").format(text)
    own_runs, own_hours, month = (int(getattr(room, "own_runs", 0) or 0), float(getattr(room, "own_hours", 0) or 0),
                                  float(getattr(room, "month_hours", 0) or 0))
    if at_once > 1 and own_runs and own_hours and month:  # where the count comes from: the runs' hours over the month's
        text = translate("Plan", "{0}; each run has servers of its own, so runs need not follow one another: up to "
                                 "{1} at once, side by side within the budget left ({2} runs × {3} each = {4}, more "
                                 "than the month's {5})").format(
            text, number(at_once), number(own_runs), hours(own_hours), hours(own_runs * own_hours), hours(month))
    elif at_once > 1:
        text = translate("Plan", "{0}; each run has servers of its own, so runs need not follow one another: up to "
                                 "{1} at once").format(text, number(at_once))
    return text


def _max_runs() -> int:
    from gpu_advisor.core.plan import MAX_RUNS_PER_MONTH
    return MAX_RUNS_PER_MONTH


def fit_sentences(res: Any, cat: Any = None) -> list[str]:
    """Over budget: what alone would bring the month within the budget, job by job (fewer runs, a cheaper option
    of the job, or the job removed); one sentence when no single change would. [] within budget."""
    if res.budget is None or res.within_budget:
        return []
    cur = res.currency
    over = money(-res.budget_left, cur, of_total=beside(res.monthly_cost, res.budget))
    out = []
    for r in res.room:
        ways = []
        if r.fewer is not None:
            ways.append(Words.tr("{0} run(s) fewer a month ({1} each)", None, r.fewer).format(
                number(r.fewer), money(r.cost_each, cur)))
        if r.cheaper is not None:
            provider, gpus, gpu, billing, cost = r.cheaper
            ways.append(translate("Plan", "its cheaper option {0} × {1} on {2}, {3} ({4} a month)").format(
                number(gpus), gpu, provider_name(cat, provider), billing_name(billing), money(cost, cur)))
        if r.drop:
            ways.append(translate("Plan", "leaving it out of the month"))
        if ways:
            out.append(translate("Plan", "To bring the month within the budget ({0} over): “{1}” with {2}").format(
                over, r.job, translate("Plan", " or ").join(ways)) if not (len(ways) == 1 and r.drop) else
                translate("Plan", "To bring the month within the budget ({0} over): leave “{1}” out of the "
                                  "month").format(over, r.job))
    if not out:
        out.append(translate("Plan", "No single job's change brings the month within the budget ({0} over): raise "
                                     "the budget, or make several jobs smaller or rarer.").format(over))
    return out


def budget_notes(res: Any, cat: Any = None) -> list[str]:
    """The lines under the month about the budget: what the budget left allows, or, over it, what would fit."""
    if res.budget is not None and not res.within_budget:
        return fit_sentences(res, cat)
    return [room_sentence(r) for r in res.room]


def servers_text(res: Any, job: Any, cat: Any = None, code: bool = False) -> str:
    """A job's servers in the plan: "256 × B200 on Nebius Israel" (shared servers: their name first); ``code``:
    the region's code beside its name, as the provider's console writes it ("Nebius Israel (me-west1)")."""
    base = next((b for b in res.base if b.id == job.on and b.kind == "shared"), None)
    o = job.recommendation.recommendation
    src = base if base is not None else o
    if src is None:
        return "—"
    text = translate("Plan", "{0} × {1} on {2} {3}").format(number(src.gpu_count), src.gpu,
                                                          provider_name(cat, src.provider),
                                                          (region_label if code else region_name)(src.region))
    servers = int(getattr(src, "instances", 1) or 1)
    if servers > 1:  # "16 × B200" is 2 servers of 8: said, as the result's card says it
        text = Words.tr("{0} ({1} server(s))", None, servers).format(text, number(servers))
    if base is not None:
        text = translate("Plan", "{0}: {1}").format(servers_name(base.id, res), text)
    return text


JOB_COLUMNS = (QT_TRANSLATE_NOOP("Plan", "Job"), QT_TRANSLATE_NOOP("Plan", "Servers"),
               QT_TRANSLATE_NOOP("Plan", "Billing"), QT_TRANSLATE_NOOP("Plan", "Hours per run"),
               QT_TRANSLATE_NOOP("Plan", "Runs"), QT_TRANSLATE_NOOP("Plan", "Cost a month"),
               QT_TRANSLATE_NOOP("Plan", "Price as of"))


def job_headers() -> list[str]:
    return [translate("Plan", h) for h in JOB_COLUMNS]


def job_cells(res: Any, job: Any, number_: int, cat: Any = None) -> list[str]:
    """One row of the plan's jobs table (``JOB_COLUMNS``): where it runs, at what billing, for how long, how
    often, what its month costs, and how old its price is."""
    base = next((b for b in res.base if b.id == job.on and b.kind == "shared"), None)
    o = job.recommendation.recommendation
    billing = base.billing if base is not None else o.billing if o is not None else None
    as_of = base.price_as_of if base is not None else o.price_as_of if o is not None else None
    runs = translate("Plan", "always on") if job.always_on else number(job.runs_per_month)
    return [f"{number_}. {job.name}", servers_text(res, job, cat), billing_name(billing) if billing else "—",
            "" if job.hours_per_run is None else hours(job.hours_per_run), runs, money(job.cost_per_month, res.currency),
            date_text(as_of)]


def month_notes(res: Any, cat: Any = None) -> list[str]:
    """The month's own reasons and warnings in sentences, providers named from ``cat`` (else ``set_catalog``'s)."""
    with using_catalog(cat):
        return [describe_note(n, res.currency) for n in (*res.reasons, *res.warnings)]


def job_notes(res: Any, cat: Any = None) -> list[str]:
    """Each job's warnings as the plan runs it (``JobResult.warnings``: runs abroad, an old price, spot refused,
    prices left out...; for a job on shared servers, checked on those servers, never its own answer's "2 x V100"),
    named by the job; a warning every job has alike is said once, for all of them. Providers are named from ``cat``
    (else ``set_catalog``'s): "runs outside mainland China (Microsoft Azure, East US)", never "(azure, …)"."""
    cur = res.currency
    with using_catalog(cat):
        said = [[join_sentences([describe_note(n, cur), _domestic_over_plan(res, j, n)]) for n in j.warnings]
                for j in res.jobs]
    common = [t for t in said[0] if all(t in other for other in said[1:])] if len(said) > 1 else []
    out = [translate("Plan", "All jobs: {0}").format(t) for t in common]
    for j, texts in zip(res.jobs, said):
        out += [translate("Plan", "“{0}”: {1}").format(j.name, t) for t in texts if t not in common]
    return out


def _domestic_over_plan(res: Any, job: Any, note: Any) -> str:
    """After a job's "runs outside mainland China" note: where the best option in mainland China that it names
    costs, for the job's month there (its runs, or a service's month), more than the plan's whole monthly budget, a
    sentence that says so (walk 24: "88 x A100 … ¥197,707" beside a ¥100,000 budget, said of nothing; a job has no
    budget of its own, so its answer's "none there meets your budget" never came). Empty otherwise."""
    dom = getattr(note, "domestic", None) if getattr(note, "code", None) == "overseas" else None
    budget = getattr(res, "budget", None)
    if dom is None or not dom.gpu or budget is None or (dom.currency or res.currency) != res.currency:
        return ""
    runs = getattr(job, "runs_per_month", None)
    if dom.wall_hours is None or job.always_on:  # a service: a month of it
        month = dom.monthly_cost
    else:
        month = dom.total_cost * runs if runs else None
    if month is None or not month > budget * (1 + 1e-9):
        return ""
    if dom.wall_hours is None or job.always_on or runs == 1:  # the cost just named: a month, or the one run
        #: after the best option in mainland China and its cost (a service's month, or a job's one run a month)
        return translate("Plan", "That alone is more than the plan's whole monthly budget of {0}.").format(
            money(budget, res.currency))
    #: {0}: the runs of a job in a month; {1}: what they cost on the best option in mainland China; {2}: the budget
    text = translate("Plan", "Its {0} runs a month there cost {1}: more than the plan's whole monthly budget of {2}.")
    return text.format(number(runs), money(month, res.currency), money(budget, res.currency))


def assumed_heading() -> str:
    """The heading of each job's answers left open, in the main window's words."""
    return translate("Plan", "Answers you left open, and what was assumed")


def job_assumed(job: Any, cat: Any = None) -> list[str]:
    """What a job's scenario left open and what was assumed for it, one line each, in the main window's words
    ("Model: ResNet-50 — the reference model of the public MLPerf benchmark"); [] when it gave every answer."""
    from .assumed import assumed_lines
    return assumed_lines(job, cat)


def assumed_value_text(value: str, why: str) -> str:
    """What was assumed and why, "90 passes — the usual recipe for this kind of training" (the CSV's note)."""
    return translate("Plan", "{0} — {1}").format(value, why) if why else value


def assumed_notes(res: Any, cat: Any = None) -> list[str]:
    """One note per job that left answers open, its answers on lines of their own under it: "“Article training”,
    answers you left open, and what was assumed:" then "   ? Model: ResNet-50 — …" (the window's notes)."""
    return [translate("Plan", "“{0}”, answers you left open, and what was assumed:").format(j.name)
            + "".join(f"\n    ? {t}" for t in lines) for j in res.jobs if (lines := job_assumed(j, cat))]


def meter_text(res: Any) -> str:
    """The budget meter's words, both amounts in one style ("每月 ¥86,028 / ¥100,000", never "¥86,028 / ¥10万":
    Chinese writes 万 from 100,000 up, so one amount under it and one over it were written two ways)."""
    cur = res.currency
    a, b = money(res.monthly_cost, cur), money(res.budget, cur)
    if a.endswith(("万", "亿")) != b.endswith(("万", "亿")):
        a, b = _plain_money(res.monthly_cost, cur), _plain_money(res.budget, cur)
    return translate("Plan", "{0} of {1} a month").format(a, b)


def _plain_money(amount: float, cur: str) -> str:
    """Money to the unit, digits grouped ("¥86,028"), as ``money`` writes amounts under 100,000."""
    body = money(round(amount), cur, exact=True)
    return body.replace(".00", "", 1) if ".00" in body else body


def budget_converted_text(base: str, rate: float, quote: str) -> str:
    """"Budget converted at 1 USD = 7.0288 CNY"."""
    return translate("Plan", "Budget converted at 1 {0} = {1} {2}").format(base, number(rate, 4), quote)


def where_text(res: Any, job: Any, cat: Any = None) -> str:
    """Where a job runs in the plan, in words."""
    base = next((b for b in res.base if b.id == job.on), None)
    if base is not None:
        text = translate("Plan", "{0}: {1} × {2}, {3} {4}, {5}").format(
            servers_name(base.id, res), number(base.gpu_count), base.gpu, provider_name(cat, base.provider),
            base.instance_type, billing_name(base.billing))
        return _with_servers(text, base)
    o = job.recommendation.recommendation
    return _with_servers(translate("Plan", "own servers per run: {0} × {1}, {2} {3}, {4}").format(
        number(o.gpu_count), o.gpu, provider_name(cat, o.provider), o.instance_type, billing_name(o.billing)), o)


def _with_servers(text: str, src: Any) -> str:
    """``text`` with how many servers its GPUs are, where more than one ("16 × B200 … (2 servers)"), as the plan's
    table and the result's card say it (the command line's plan said "16 × B200" of two servers without it)."""
    servers = int(getattr(src, "instances", 1) or 1)
    return Words.tr("{0} ({1} server(s))", None, servers).format(text, number(servers)) if servers > 1 else text


def how_often(job: Any) -> str:
    if job.always_on:
        return translate("Plan", "always on")
    return Words.tr("{0} run(s) a month", None, int(job.runs_per_month or 1)).format(number(job.runs_per_month))


def plan_lines(res: Any, cat: Any = None) -> list[str]:
    """The command line's summary of a plan, in the current language."""
    cur = res.currency
    out = [res.name or translate("Plan", "Team plan"), plan_summary(res)]
    out += [line for line in (catalog_line(res),) if line]  # (the Team plan window says it alike)
    out += ["", translate("Plan", "Jobs:")]
    for i, j in enumerate(res.jobs, 1):  # numbered: "job 2" names a job's own servers below
        how = how_often(j) if j.hours_per_run is None else translate("Plan", "{0}, {1} per run").format(
            how_often(j), hours(j.hours_per_run))
        out.append(f"  {i}. " + translate("Plan", "{0} ({1}): {2} a month (alone {3})").format(
            j.name, how, money(j.cost_per_month, cur), money(j.cost_per_month_alone, cur)))
        out.append("      " + where_text(res, j, cat))
    if res.base:
        out += ["", translate("Plan", "Servers kept all month:")]
        for b in res.base:
            out.append("  - " + translate("Plan", "{0}: {1} × {2}, {3} {4}, {5}, {6} a month, used {7} of {8}").format(
                servers_name(b.id, res), number(b.gpu_count), b.gpu, provider_name(cat, b.provider), b.instance_type,
                billing_name(b.billing), money(b.cost_per_month, cur), hours(b.hours_used),
                hours(b.hours_month)))
    out += ["", translate("Plan", "The month, line by line:")]
    for m in res.lines:
        ln = m.line
        cost = (translate("Plan", "no price in the catalog") if ln.cost is None
                else money(ln.cost, cur, exact=True, of_total=res.monthly_cost))
        out.append("  " + translate("Plan", "{0}: {1} {2} {3} = {4}").format(
            servers_name(m.ref, res) if m.section != "burst" else m.ref, item_name(ln.item), number(ln.quantity),
            unit_name(ln.unit, ln.quantity), cost))
    out.append("  " + translate("Plan", "Total per month: {0}").format(money(res.monthly_cost, cur, exact=True)))
    if res.room:
        out += ["", translate("Plan", "What the budget left allows (each on its own):")]
        out += [f"  - {room_sentence(r)}" for r in res.room]
    notes = month_notes(res, cat) + job_notes(res, cat)  # each job's warnings, as the window and the PDF list them
    if notes:
        out += [""] + [f"* {t}" for t in notes]
    for i, j in enumerate(res.jobs, 1):  # each job's answers left open (the plan's file holds only those given)
        lines = job_assumed(j, cat)
        if lines:
            out += ["", translate("Plan", "{0}. {1} — {2}:").format(i, j.name, assumed_heading())]
            out += [f"  ? {t}" for t in lines]
    return out


def answer_title(answer: Any, cat: Any = None) -> str:
    """A side of a comparison in a few words: "8 × A100 · Tencent Cloud GT4.41XLARGE948" or its source."""
    o = answer.option
    what = f"{number(o.get('gpu_count'))} × {o.get('gpu') or '?'}"
    where = " ".join(x for x in (provider_name(cat, o["provider"]) if o.get("provider") else "",
                                 o.get("instance_type") or "") if x)
    return " · ".join(x for x in (what, where) if x)


def answer_source(answer: Any) -> str:
    """Where a side of a comparison comes from, in words: a file's name; a main window's current answer as such
    when it differs from the file it was saved in (``Answer.window``); an article's own answer
    (``"article_seed"`` in a saved answer) described from its figures in the current language — its English
    ``source`` once stood in the Chinese window and PDF; else a saved answer's own ``source`` text."""
    from pathlib import Path
    name = Path(answer.file).name if answer.file else ""
    window = getattr(answer, "window", "")
    if window == "unsaved" or (window and not name):
        return translate("Plan", "this window's answer (not saved)")
    if window == "changed":
        return translate("Plan", "this window's answer ({0} changed since saved)").format(name)
    if window:
        return name
    seed = answer.doc.get("article_seed")
    if isinstance(seed, str) and seed.strip():
        return article_answer_text(seed.strip(), answer.option)
    return answer.source or name


def article_answer_text(seed: str, o: dict) -> str:
    """An article's own answer in a few words from its figures: "the article's own answer, seed 000: 4 × A800-40GB,
    Spot (interruptible), about 40 hours, at most ¥80,000 a month"; a figure it does not give is left out."""
    cur = o.get("currency") or "CNY"
    parts = [f"{number(o.get('gpu_count'))} × {o.get('gpu') or '?'}"]
    if o.get("billing"):
        parts.append(billing_name(o["billing"]))
    if isinstance(o.get("wall_hours"), (int, float)):
        parts.append(translate("Plan", "about {0}").format(hours(o["wall_hours"])))
    if isinstance(o.get("monthly_cost"), (int, float)):
        parts.append(translate("Plan", "at most {0} a month").format(money(o["monthly_cost"], cur)))
    if isinstance(o.get("total_cost"), (int, float)):
        parts.append(translate("Plan", "{0} in total").format(money(o["total_cost"], cur)))
    return translate("Plan", "the article's own answer, seed {0}: {1}").format(
        seed, translate("Plan", ", ").join(parts))


def converted_text(side: str, rate: Any) -> str:
    """Where a chart draws one side's money in the other's currency: "B converted at 1 USD = 7.0288 CNY (rate of
    2025-12-31)", the rate as the answer carries it (``core.plan.ChartRate``)."""
    return translate("Plan", "{0} converted at 1 {1} = {2} {3} (rate of {4})").format(
        compare_side(side), rate.base, number(rate.rate, 4), rate.quote, date_text(rate.as_of))


def not_drawn_currency(currency: Any) -> str:
    """A side a chart leaves out: its money is in another currency and no rate is at hand."""
    return translate("Plan", "not drawn: another currency ({0})").format(currency or "?")


def not_drawn_text(option: dict, currency_left_out: bool) -> str:
    """Why a comparison's chart draws no point for a side (its key says it; the window's key once said nothing):
    its money in another currency, no time to finish, or no total cost — a cost per month alone is no cost for the
    side's hours (the article's ¥80,000 a month is a ceiling, not what its 40 hours cost)."""
    if currency_left_out:
        return not_drawn_currency(option.get("currency"))
    wall = option.get("wall_hours")
    if not isinstance(wall, (int, float)) or isinstance(wall, bool) or not wall > 0:
        return translate("Plan", "not drawn: no time to finish")
    if option.get("monthly_cost") is not None:
        return translate("Plan", "not drawn: a cost per month only, no total cost for its hours")
    return translate("Plan", "not drawn: no total cost")


def no_cost_lines_text() -> str:
    """In place of a side's cost lines when its answer lists none (a saved answer with its figures only, as the
    source article's own answer): the table stood empty under its title without a word."""
    return translate("Plan", "No cost lines: this answer gives only the figures above, not what its cost is made of.")


def money_axis_text(axis: Any) -> str:
    """What a comparison chart's money axis holds: "Total cost (USD)", and the side drawn converted, at which rate
    (``gui.plan_charts.money_axis``; a side left out is said in the chart's key)."""
    parts = [translate("Proposal", "Total cost ({0})").format(axis.currency)]
    if axis.rate is not None and axis.converted is not None:
        parts.append(converted_text(axis.converted, axis.rate))
    return " · ".join(parts)


def figure_text(name: str, value: Any, currency: str | None, as_of: Any = None) -> str:
    """One compared figure in words; a price age says "at most" where its price (``as_of``) is dated only by its
    year or month (counted from 1 January 2021 a row dated "2021" read "2,164 days")."""
    if value is None:
        return translate("Plan", "not given")
    if name == "capacity_qps":
        #: the requests a second a service's servers carry ("30.7 requests/s")
        return translate("Plan", "{0} requests/s").format(number(value, 1))
    if name in ("latency_s", "ttft_s"):
        return seconds(value)
    if name in ("total_cost", "monthly_cost"):
        return money(value, currency or "CNY")
    if name == "wall_hours":
        return hours(value)
    if name == "price_age_days":
        return price_age(value, as_of)
    if name == "gpu_count":
        return number(value)
    if name == "expected_interruptions":
        return expected_count(value)
    return number(value, 1)


def option_figure_text(o: dict, name: str, service: bool = False) -> str:
    """A side's figure in the comparison's table (``figure_text`` with the side's currency and price date);
    ``service``: the side is a service, whose running time is the whole month ("always on", not "not given")."""
    from gpu_advisor.core.plan import ceilings, figure
    if service and name == "wall_hours" and figure(o, name) is None:
        return always_on_text()
    text = figure_text(name, figure(o, name), o.get("currency") if name in ("total_cost", "monthly_cost") else None,
                       o.get("price_as_of"))
    if name in ceilings(o) and figure(o, name) is not None:  # a ceiling, not a cost (the article's ¥80,000)
        return translate("Plan", "at most {0}").format(text)
    return text


def always_on_text() -> str:
    """A service's running time: it runs all month."""
    #: a service's running time in the comparison's table: it runs all month, every hour
    return translate("Plan", "always on")


def compare_delta_text(c: Any, name: str) -> str:
    """B − A of a figure; of price ages, the range it lies in where a price is dated only by its year or month."""
    if name == "price_age_days" and c.deltas.get(name) is not None:
        from gpu_advisor.core.plan import figure
        oa, ob = c.a.option, c.b.option
        return price_age_delta(figure(oa, name), oa.get("price_as_of"), figure(ob, name), ob.get("price_as_of"))
    return delta_text(name, c.deltas.get(name), c.currency)


def delta_text(name: str, value: Any, currency: str | None) -> str:
    if value is None:
        return "—"
    if value == 0:
        return "0"
    return ("+" if value > 0 else "−") + figure_text(name, abs(value), currency)


# The reasons that are a difference (the others say how the answers are compared, or what one does not give).
_DIFFERENCES = frozenset({"compare_cost", "compare_time", "compare_gpus", "compare_risk", "compare_price_age",
                          "compare_broken", "compare_service"})


def compare_reasons(c: Any) -> list[str]:
    """Why two answers differ, a sentence each; where no figure both give differs (the same server in ¥ and in $:
    its cents' rounding is no difference) a sentence says so — the list once stood empty."""
    out = [describe_note(n, c.currency) for n in _shown_reasons(c)]
    if not any(n.code in _DIFFERENCES for n in c.reasons):
        out.append(translate("Plan", "Every figure both answers give is the same."))
    return out


def _shown_reasons(c: Any) -> list[Any]:
    """The comparison's reasons as said: a figure one side gives only as a ceiling and the other not at all is said
    once, by the ceiling's sentence ("A gives only a ceiling: at most ¥80,000 a month; B gives no cost per month,
    so no difference can be stated"), not again as "B gives no cost per month"."""
    said = {n.detail.get("figure") for n in c.reasons if n.code == "compare_ceiling"
            and n.detail.get("other_given") is False}
    return [n for n in c.reasons if not (n.code == "compare_unknown" and n.detail.get("figure") in said)]


def compare_csv_notes(c: Any) -> dict[str, str]:
    """Why a figure's B − A cell of the comparison CSV is empty, by figure: the reasons that say so (a ceiling, a
    figure one side does not give, money in two currencies without a rate). A ceiling's cell stood empty without
    a word in the spreadsheet, where the window says it under the table."""
    out: dict[str, str] = {}
    jobs = [n for n in c.reasons if n.code in ("compare_different_jobs", "compare_job_unknown")]
    if jobs:
        out["job"] = join_sentences([describe_note(n, c.currency) for n in jobs])
    for name in c.figures:
        if name == "price_age_days" and c.deltas.get(name) is not None:
            # a side dated only by its year or month: the window gives the range its B − A lies in ("+1,642 to
            # +2,006 days"), the cell one number (its first day's); the note says the range (walk 23)
            from gpu_advisor.core.plan import figure
            oa, ob = c.a.option, c.b.option
            ranged = price_age_delta(figure(oa, name), oa.get("price_as_of"), figure(ob, name), ob.get("price_as_of"))
            if partial_date(oa.get("price_as_of")) or partial_date(ob.get("price_as_of")):
                #: the price-age row's note in the comparison CSV; {0}: "+1,642 to +2,006 days"
                out[name] = translate("Plan", "A price dated only by its year or month: B − A lies in {0}.").format(
                    ranged)
            continue
        if c.deltas.get(name) is not None:
            continue
        if c.service and name == "wall_hours":  # its a and b cells empty: both run every hour of the month
            out[name] = translate("Plan", "Both services run all month (always on).")
            continue
        notes = [n for n in _shown_reasons(c) if n.code in ("compare_ceiling", "compare_unknown")
                 and n.detail.get("figure") == name]
        if not notes and name in ("total_cost", "monthly_cost"):
            notes = [n for n in c.reasons if n.code == "compare_currency"]
        if notes:
            out[name] = join_sentences([describe_note(n, c.currency) for n in notes])
    return out


def compare_lines(c: Any, cat: Any = None) -> list[str]:
    """The command line's comparison, in the current language."""
    oa, ob = c.a.option, c.b.option
    out = [translate("Plan", "A: {0} ({1})").format(answer_title(c.a, cat), answer_source(c.a)),
           translate("Plan", "B: {0} ({1})").format(answer_title(c.b, cat), answer_source(c.b)), ""]
    for name in c.figures:
        out.append("  " + translate("Plan", "{0}: A {1}, B {2}, B − A {3}").format(
            compare_figure_label(name), option_figure_text(oa, name, c.service),
            option_figure_text(ob, name, c.service), compare_delta_text(c, name)))
    out.append("")
    out += [f"* {t}" for t in compare_reasons(c)]
    return out


# --------------------------------------------------------------------------- problems of a plan

_JOB_FIELD = {
    "name": QT_TRANSLATE_NOOP("Plan", "name"), "runs_per_month": QT_TRANSLATE_NOOP("Plan", "runs per month"),
    "always_on": QT_TRANSLATE_NOOP("Plan", "always on"), "scenario": QT_TRANSLATE_NOOP("Plan", "the job"),
    "scenario.task": QT_TRANSLATE_NOOP("Plan", "task"), "scenario.workload": QT_TRANSLATE_NOOP("Plan", "kind of model"),
    "scenario.model": QT_TRANSLATE_NOOP("Plan", "model"),
    "scenario.finetune_method": QT_TRANSLATE_NOOP("Plan", "fine-tuning method"),
    "scenario.data": QT_TRANSLATE_NOOP("Plan", "data"), "scenario.data.epochs": QT_TRANSLATE_NOOP("Plan", "epochs"),
    "scenario.precision": QT_TRANSLATE_NOOP("Plan", "precision"),
    "scenario.reference_run": QT_TRANSLATE_NOOP("Plan", "earlier run"),
    "scenario.deadline_hours": QT_TRANSLATE_NOOP("Plan", "deadline"),
    "scenario.budget": QT_TRANSLATE_NOOP("Plan", "budget"), "scenario.inference": QT_TRANSLATE_NOOP("Plan", "traffic"),
    "scenario.preferences": QT_TRANSLATE_NOOP("Plan", "preferences"),
}
_PLAN_FIELD = {
    "name": QT_TRANSLATE_NOOP("Plan", "The plan's name"), "budget": QT_TRANSLATE_NOOP("Plan", "The plan's budget"),
    "preferences": QT_TRANSLATE_NOOP("Plan", "The plan's preferences"),
    "jobs": QT_TRANSLATE_NOOP("Plan", "The plan's jobs"),
}


def _field_words(table: dict[str, str], path: str) -> str | None:
    """The words for the longest known field at the start of ``path`` ("scenario.data.tokens" -> "data")."""
    parts = path.split(".") if path else []
    for k in range(len(parts), 0, -1):
        key = ".".join(parts[:k]).split("[")[0]
        if key in table:
            return translate("Plan", table[key])
    return None


# A scenario file's fields in words: a plan job's, without the job ("deadline_hours" -> "deadline")
_SCENARIO_FIELD = {k.removeprefix("scenario."): v for k, v in _JOB_FIELD.items() if k.startswith("scenario.")}
# A saved answer's fields (``recommendation.<key>``) in words, for a file Compare refuses.
_ANSWER_FIELD = {
    "recommendation": QT_TRANSLATE_NOOP("Plan", "the answer"), "gpu": QT_TRANSLATE_NOOP("Plan", "the answer's GPU"),
    "gpu_count": QT_TRANSLATE_NOOP("Plan", "the answer's GPU count"),
    "gpus_per_node": QT_TRANSLATE_NOOP("Plan", "the answer's GPUs per server"),
    "nodes": QT_TRANSLATE_NOOP("Plan", "the answer's number of servers"),
    "currency": QT_TRANSLATE_NOOP("Plan", "the answer's currency"),
    "total_cost": QT_TRANSLATE_NOOP("Plan", "the answer's total cost"),
    "monthly_cost": QT_TRANSLATE_NOOP("Plan", "the answer's cost per month"),
    "wall_hours": QT_TRANSLATE_NOOP("Plan", "the answer's running time"),
    "price_age_days": QT_TRANSLATE_NOOP("Plan", "the answer's price age"),
    "price_as_of": QT_TRANSLATE_NOOP("Plan", "the answer's price date"),
    "provider": QT_TRANSLATE_NOOP("Plan", "the answer's provider"),
    "region": QT_TRANSLATE_NOOP("Plan", "the answer's region"),
    "instance_type": QT_TRANSLATE_NOOP("Plan", "the answer's server type"),
    "billing": QT_TRANSLATE_NOOP("Plan", "the answer's billing"),
    "at_most": QT_TRANSLATE_NOOP("Plan", "the answer's figures given only as a ceiling"),
}


def answer_problem(p: Any, *, cli: bool = False, currency: str | None = None) -> str:
    """A problem of a file Compare refuses, its field by its label in words as the main window names it:
    "bad.json, deadline: must be more than 0" (not "…, field deadline_hours: …"); a field without a label, or a
    problem of the whole file, as ``describe_problem`` says it. ``cli``: for ``gpu-advisor compare``, the file as
    it was given and the command line's hints; ``currency``: the file's budget currency (a budget's figures)."""
    from pathlib import Path
    column = str(p.column or "")
    words = None
    if column.startswith("recommendation"):
        key = column.partition(".")[2] or "recommendation"
        words = _field_words(_ANSWER_FIELD, key)
    elif column and column != "(file)":
        words = _field_words(_SCENARIO_FIELD, column)
    file = (str(p.file) if cli else Path(p.file).name) if p.file else ""
    if words is None or p.severity == "warning":  # (the file by its name in the window, as beside a field)
        return describe_problem(replace(p, file=file) if file else p, field=True, cli=cli, currency=currency)
    where = translate("Plan", "{0}, {1}").format(file, words) if file else words
    what = (what_text(p.what, p.value, cli=True, path=p.column, currency=currency) if cli
            else describe_what(p, {"budget": {"currency": currency}} if currency else None))
    return translate("Plan", "{0}: {1}").format(where, what)


def plan_problem(p: Any, jobs: Any = ()) -> str:
    """A problem of a plan in words, its job named by number and name rather than by the file's path:
    "Job 1 “Nightly LoRA”, deadline: must be more than 0" (not "plan, field jobs[0].scenario.deadline_hours: …").
    ``jobs``: the plan's jobs as its file holds them (their names)."""
    column = str(p.column or "")
    m = re.match(r"jobs\[(\d+)\](?:\.(.*))?$", column)
    if m is None:
        where = _field_words(_PLAN_FIELD, column)
        if where is None:
            return describe_problem(p, field=True)
        return translate("Plan", "{0}: {1}").format(where, describe_what(p))
    i = int(m.group(1))
    job = jobs[i] if 0 <= i < len(jobs) and isinstance(jobs[i], dict) else {}
    name = job.get("name")
    who = (translate("Plan", "Job {0} “{1}”").format(i + 1, name) if isinstance(name, str) and name.strip()
           else translate("Plan", "Job {0}").format(i + 1))
    field = _field_words(_JOB_FIELD, m.group(2) or "")
    if field is not None:
        who = translate("Plan", "{0}, {1}").format(who, field)
    return translate("Plan", "{0}: {1}").format(who, describe_what(p))
