"""Sentences for the command line, made from the core's codes: English unless a language is given.

The words come from the app's one registry, ``gpu_advisor.text`` (Qt's translation files, no window
needed); this module only chooses the language and lays out the command line's lines. Qt is imported
when a sentence is first made, not when this module is imported (``gpu-advisor --help`` stays light).
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from typing import Any

from gpu_advisor.core.base import Problem

DEFAULT_LANGUAGE = "en"


@contextlib.contextmanager
def words_in(lang: str | None) -> Iterator[Any]:
    """The registry (the ``gpu_advisor.text`` package) speaking ``lang`` (default English) inside the block."""
    from gpu_advisor import text as words

    with words.using_language(lang or DEFAULT_LANGUAGE):
        yield words


_words = words_in


def wrote(path: Any, lang: str | None = None) -> str:
    """The command line's line for a file it wrote ("wrote p.pdf", zh "已写入 p.pdf"): it was English whatever --lang."""
    with words_in(lang) as W:
        return W.translate("Cli", "wrote {0}").format(path)


def describe(p: Problem, lang: str | None = None) -> str:
    """One line: where (file, row, column) and what is wrong, with the command line's hints."""
    with _words(lang) as W:
        return W.describe_problem(p, cli=True)


def describe_field(p: Problem, lang: str | None = None, currency: str | None = None) -> str:
    """One line for a scenario-file problem: the file, the field path (``budget.amount``) and what is wrong; a
    budget's figures in ``currency``, by default the one the problem's file states (``budget_currency``)."""
    if currency is None and p.file and str(p.column or "").startswith("budget."):
        currency = budget_currency(p.file)
    with _words(lang) as W:
        return W.describe_problem(p, cli=True, field=True, currency=currency)


def describe_answer_problem(p: Problem, lang: str | None = None) -> str:
    """One line for a problem of a file ``gpu-advisor compare`` refuses, its field named in words as the Compare
    window names it ("bad.json, deadline: must be more than 0", not "field deadline_hours")."""
    currency = budget_currency(p.file) if p.file and str(p.column or "").startswith("budget.") else None
    with _words(lang):
        from gpu_advisor.text import plan_text
        return plan_text.answer_problem(p, cli=True, currency=currency)


def budget_currency(path: Any) -> str | None:
    """The ``budget.currency`` a scenario or plan file states (so a refused budget reads "¥100,000,000,000,000,000,000
    is too large (maximum ¥1,000,000,000,000,000)", not "1e+20 is too large"); None when the file does not say or
    cannot be read as JSON (its own problem is reported then)."""
    from gpu_advisor.core.base import CatalogError
    from gpu_advisor.core.scenario import read_json_file  # (a regular file, its size limit, strict JSON)
    try:
        doc, _ = read_json_file(path)
    except (CatalogError, OSError, ValueError):
        return None
    budget = doc.get("budget") if isinstance(doc, dict) else None
    currency = budget.get("currency") if isinstance(budget, dict) else None
    return currency if isinstance(currency, str) and currency.isalpha() and len(currency) <= 3 else None


def describe_note(note: dict, lang: str | None = None, currency: str | None = None) -> str:
    """One sentence for a reason, tip or warning ``{code, detail}`` of ``recommend --json``."""
    with _words(lang) as W:
        return W.describe_note(note, currency)


def describe_estimate_warning(code: str, detail: dict, lang: str | None = None) -> str:
    """One sentence for an estimate warning ``(code, detail)``."""
    return describe_note({"code": code, "detail": detail}, lang)


def assumption_name(name: str, lang: str | None = None) -> str:
    """A named figure of the estimate in words ('bytes_per_param_bf16' -> 'Bytes per parameter (BF16 weights)')."""
    with _words(lang) as W:
        return W.assumption_name(name)


def recommendation_lines(doc: dict, lang: str | None = None, cat: Any = None, scenario: Any = None,
                         rec: Any = None) -> list[str]:
    """A short readable summary of a ``recommend --json`` document, in ``lang`` (default English); ``cat`` gives
    provider names, ``scenario`` the budget and deadline the summary sentence compares against. ``rec``, the
    ``Recommendation`` the document was made from: its durations and notes are written from its own figures, as the
    window writes them (the JSON's hours are rounded: 0.169 h read "10 minutes 8 seconds" where the window, from
    0.16903 h, read "10 minutes 9 seconds")."""
    with _words(lang) as W:
        saved = getattr(W, "_CAT", None)
        if cat is not None:
            W.set_catalog(cat)  # provider names inside the notes' sentences, as in the app
        try:
            return _recommendation_lines(W, doc, cat, scenario, rec)
        finally:
            W.set_catalog(saved)


def _recommendation_lines(W, doc: dict, cat: Any, scenario: Any = None, rec: Any = None) -> list[str]:
    translate = W.translate  # lupdate reads translate("Cli", ...) below
    r = doc.get("recommendation")
    # the figures the words are written from: the Recommendation's own where given (the window's), else the JSON's
    exact = rec if rec is not None and rec.recommendation is not None and r is not None else None
    warnings = list(rec.warnings) if rec is not None else doc.get("warnings", [])
    # every answer left open, one line each (the app's list): LoRA or full weights decides one GPU or eight
    open_answers = W.assumed_lines(scenario, cat) if scenario is not None else []
    if open_answers:
        open_answers = [translate("Cli", "Answers you left open, and what was assumed:")] + ["  " + a for a in open_answers]
    if not r:
        return [translate("Cli", "No recommendation: {0}").format(W.join_sentences(W.describe_note(w) for w in warnings)),
                *open_answers]
    cur = r["currency"]
    # why it costs more than the cheapest option that carries the load (a chat's first token), under the summary
    lines = [W.summary_sentence(exact if exact is not None else doc, cat, scenario, cli=True), *W.price_reasons(doc),
             *open_answers]
    # issue 29: what decides the answer and was assumed leads, with the spread across plausible choices
    lead = W.assumed_lead(scenario, cat) if scenario is not None else ""
    if lead:
        lines.insert(0, lead)
    lines[1:1] = W.what_if_lines(doc.get("what_if") or (), cat)
    lines.append(translate("Cli", "Servers: {0} × {1} ({2}, {3}), {4}; billing: {5}").format(
        W.number(r["instances"]), r["instance_type"], W.provider_name(cat, r["provider"]), W.region_label(r["region"]),
        W.gpu_config(r), W.billing_name(r["billing"])))
    if r.get("wall_hours") is not None:
        wall = exact.recommendation.wall_hours if exact is not None else r["wall_hours"]
        lines.append(translate("Cli", "Time: {0}").format(W.hours(wall, days=True))
                     + ("" if r["meets_deadline"] else translate("Cli", " (misses the deadline)")))
    total, monthly = W.money(r["total_cost"], cur, exact=True), W.money(r["monthly_cost"], cur, exact=True)
    serving = r.get("wall_hours") is None  # a service: it runs all month, its cost is the month's
    # one figure where both are the same ("¥1,371.36 in total, ¥1,371.36 per month" for a run of 7 hours)
    cost = translate("Cli", "Cost: {0} a month").format(monthly) if serving else \
        translate("Cli", "Cost: {0} in total").format(total) if total == monthly else \
        translate("Cli", "Cost: {0} in total, {1} per month").format(total, monthly)
    if not r["within_budget"]:
        cost += translate("Cli", " (over budget)")
    if not r["complete"]:
        cost += translate("Cli", "; some lines have no price")
    lines.append(cost)
    h = r["host"]
    lines.append(_host_line(W, h))
    sizing = W.system_disk_sizing(h)
    if sizing:  # a service's system disk: its OS and serving image, the weights on the data disk (host.py)
        lines.append("  " + translate("Cli", "System disk: {0}").format(sizing))
    if h.get("cpu_arch") == "aarch64":  # an Arm server (instance_cpus.csv); its warning says what it needs
        lines[-1] += translate("Cli", "; an Arm CPU: software built for aarch64")
    lines.append(translate("Cli", "Cost lines:"))
    rows = []
    bill = W.bill_total(c["cost"] for c in r["cost_lines"])
    for c in r["cost_lines"]:
        price = W.unit_price(c["unit_price"], cur)
        amount = W.money(c["cost"], cur, exact=True, of_total=bill)
        own = W.own_price(c.get("price_source"), c.get("price_as_of")) if c.get("cost") is not None else None
        extra = translate("Cli", " (included)") if c.get("included") else \
            translate("Cli", " (assumed price)") if c.get("priced") == "default" else \
            translate("Cli", " ({0})").format(own) if own else ""
        qty = W.number(c["quantity"]) if c["quantity"] is not None else "?"
        item = W.item_name(c["item"])
        if c["item"] in ("system_disk", "data_disk") and c.get("product"):  # which disk: "Data disk (ESSD PL1, 500 GB)"
            item = translate("Words", "{0} ({1})").format(item, W.line_product(c))
        rows.append((item, qty, W.unit_name(c["unit"], c["quantity"]), price, amount + extra))
    widths = [max(_width(row[i]) for row in rows) for i in range(4)] if rows else []
    for item, qty, unit, price, amount in rows:
        lines.append("  " + _pad(item, widths[0]) + "  " + _pad(qty, widths[1], right=True) + " " + _pad(unit, widths[2])
                     + " × " + _pad(price, widths[3]) + " = " + amount)
    fx = doc.get("assumptions", {}).get("fx") or {}
    for pair, rate in fx.items():
        lines.append(translate("Cli", "Exchange rate: {0} {1} (dated {2})").format(
            pair, W.number(rate, 4), W.date_text(doc["assumptions"].get("fx_as_of"))))
    if doc.get("alternatives"):
        lines.append(translate("Cli", "Alternatives:"))
        # every alternative's own hours, as the window's table (its rows told apart by ``durations``)
        alts = [(a, o, {**a, "wall_hours": o.wall_hours}) for a, o in zip(doc["alternatives"], exact.alternatives)] \
            if exact is not None else [(a, None, a) for a in doc["alternatives"]]
        took = W.durations(a.get("wall_hours") for _, _, a in alts)
        for a, o, shown in alts[:5]:
            why = W.join_sentences(_alternative_note(W, n, shown, cur) for n in (o.lost if o is not None
                                                                                 else a.get("lost", [])))
            head = translate("Cli", "{0} × {1} ({2}, {3}, {4}): {5}").format(
                W.number(a["instances"]), a["instance_type"], W.provider_name(cat, a["provider"]), W.gpu_config(a),
                W.billing_name(a["billing"]), W.money(a["total_cost"], cur))
            if shown.get("wall_hours") is not None:
                expected = took(shown["wall_hours"])
                # (met only as expected: the window's Alternatives table marks it, the command line says it too)
                at_risk = o.deadline_risk is not None if o is not None else bool(a.get("deadline_risk"))
                head += translate("Cli", ", about {0} expected").format(expected)
                if at_risk:
                    head += translate("Cli", " ⚠ deadline at risk")
            lines.append("  " + head + (translate("Cli", " — {0}").format(why) if why else ""))
    # the slow end's miss of the deadline, said already by the summary's "Deadline at risk: …" (the window's card
    # shows it as the status, the list below as a warning): once on the command line
    said_risk = bool(W.summary_risk(exact if exact is not None else doc, scenario))
    for w in warnings:
        code = w.get("code") if isinstance(w, dict) else getattr(w, "code", None)
        if said_risk and code == "slow_case_deadline":
            continue
        lines.append(translate("Cli", "Warning: {0}").format(W.describe_note(w, cur)))
    # the tips the window lists under "Tips" and the proposal prints (an 8-bit server, a commitment, …): the command
    # line printed none of them (expert25b)
    for t in (list(rec.tips) if rec is not None else doc.get("tips", [])):
        lines.append(translate("Cli", "Tip: {0}").format(W.describe_note(t, cur)))
    need = doc.get("price_needed") or []
    if need:
        lines.append(translate("Cli", "These fit too, but have no price yet (enter the price you were quoted):"))
        for n in need[:8]:
            args = (W.number(n["nodes"]), n["instance_type"], W.provider_name(cat, n["provider"]),
                    W.region_label(n["region"]), W.number(n["gpu_count"]), n["gpu"])
            # a run's hours (start-up included, as above); a service runs all month (its 730 hours said nothing)
            line = translate("Cli", "{0} × {1} ({2}, {3}, {4} × {5})").format(*args) if serving else \
                translate("Cli", "{0} × {1} ({2}, {3}, {4} × {5}): {6}").format(*args, W.hours(n.get("wall_hours")))
            twin = n.get("priced_as")
            if twin:  # one type, two catalog rows: an older price with one GPU, none yet for today's (quotes.py)
                line += translate("Cli", " — the same type, priced in {0} with {2} × {3} (price dated {1})").format(
                    W.region_label(twin["region"]), W.date_text(twin["as_of"]), W.number(twin["gpu_count"]), twin["gpu"])
            lines.append("    " + line)
        if len(need) > 8:
            lines.append("    " + translate("Cli", "… and {0} more").format(len(need) - 8))
    return lines


def _host_line(W, h: dict) -> str:
    """The recommendation's host line (``W``: the text layer; ``h``: the JSON's host). The memory, "at least 1,280 GB
    (1,536 GB recommended: …)" or "512 GB (4 × 128 GB)", is named before it as the disks are: "…, 1,280 GB (…) RAM"
    read the unit after the brackets, and zh "内存 至少 1,280 GB" had a space inside the Chinese."""
    translate = W.translate  # lupdate reads translate("Cli", ...)
    line = translate("Cli", "Host per server: {0}, memory {1}, system disk {4}, data disk {5} on {6}, "
                            "network {7} Gbit/s ({8})").format(
        W.host_cpu_need(h), W.host_ram_need(h), None, None,
        W.gigabytes(h["system_disk_gb"]), W.gigabytes(h["data_disk_gb"]), W.product_in_text(h["storage_product"]),
        W.number(h["network_gbps"]), W.network_name(h["network"]))
    from gpu_advisor.text.language import cjk_spacing  # (Qt: loaded with the words, not with this module)
    return cjk_spacing(line) if W.is_chinese() else line  # "内存至少 1,280 GB", "内存 512 GB"


def _alternative_note(W, n, a: dict, cur: str) -> str:
    """Why an alternative lost, in words (``W``: the text layer). The line's head already gives the option's cost
    and expected hours ("…: ¥1,371, about 7.1 hours expected — …"), so a broken deadline or budget says only by how
    much it misses, not the hours or the cost again ("— Takes about 7.1 hours, 14 times the deadline …" read them
    twice). A missed deadline checked at the slow end of the estimate's range (its hours differ from the expected
    hours printed before it) says it is the slow case, so the line never reads as two durations for one option."""
    doc = n.to_dict() if hasattr(n, "to_dict") else n if isinstance(n, dict) else {}
    code, d = doc.get("code"), doc.get("detail") or {}
    translate = W.translate  # lupdate reads translate("Cli", ...)
    expected, wall = a.get("wall_hours"), d.get("wall_hours")
    if code == "deadline" and expected is not None and wall is not None:
        pct = d.get("over_pct") or 0
        ratio = 1 + pct / 100 if pct / 100 >= W.TIMES_FROM else None  # a share in the thousands of percent: N times
        deadline = W.hours(d.get("deadline_hours"))
        if W.hours(wall) != W.hours(expected):
            # A sentence of its own, capitalised as the notes joined with it are ("… cannot feed its GPUs. If it runs …")
            if ratio is not None:
                return translate("Cli", "If it runs as slowly as the likely range allows, it takes {0}: {1} times the "
                                        "deadline of {2}.").format(W.hours(wall), W.times(ratio), deadline)
            return translate("Cli", "If it runs as slowly as the likely range allows, it takes {0}: {1} ({2}) past the "
                                    "deadline of {3}.").format(W.hours(wall), W.hours(d.get("over_hours")),
                                                               W.percent(pct / 100), deadline)
        if ratio is not None:  # the expected hours themselves miss it: printed already, how far past is what is new
            #: an alternative's hours are written just before this ("¥1,371, about 7.1 hours expected — …")
            return translate("Cli", "Misses the deadline of {0}: takes {1} times as long.").format(
                deadline, W.times(ratio))
        #: an alternative's hours are written just before this; {1}: how much later, {2} as a percentage
        return translate("Cli", "Misses the deadline of {0} by {1} ({2}).").format(
            deadline, W.hours(d.get("over_hours")), W.percent(pct / 100))
    if code == "budget" and "over" in d and d.get("budget") is not None \
            and W.money(d.get("cost"), d.get("currency") or cur) == W.money(a.get("total_cost"), cur):
        # its cost is the one the line's head shows ("$53,614 — Costs $53,614 a month, …"): only the excess is new
        c = d.get("currency") or cur
        pct = d.get("over_pct")
        budget = W.money(d["budget"], c)
        monthly = d.get("per") == "month"
        # the spend the budget was checked on: at the slow end for a long run
        checked = d["budget"] + d["over"] if d.get("over") is not None else None
        if checked is not None and W.money(checked, c) != W.money(d.get("cost"), c):
            # A sentence of its own, as a missed deadline's slow end above ("¥957,879 … — Costs 3.1 times the budget"
            # read the slow end's ¥1,525,921 against the cost printed before it: expert25)
            spent = W.money(checked, c)
            if pct is not None and pct / 100 >= W.TIMES_FROM:
                times = W.times(1 + pct / 100)
                return (translate("Cli", "If it runs as slowly as the likely range allows, it costs {0} a month: {1} "
                                         "times the monthly budget of {2}.") if monthly
                        else translate("Cli", "If it runs as slowly as the likely range allows, it costs {0}: {1} times "
                                              "the budget of {2}.")).format(spent, times, budget)
            over = W.money(d.get("over"), c, of_total=W.beside(checked, d["budget"]))
            share = W.percent(pct / 100 if pct is not None else None)
            return (translate("Cli", "If it runs as slowly as the likely range allows, it costs {0} a month: {1} ({2}) "
                                     "over the monthly budget of {3}.") if monthly
                    else translate("Cli", "If it runs as slowly as the likely range allows, it costs {0}: {1} ({2}) over "
                                          "the budget of {3}.")).format(spent, over, share, budget)
        if pct is not None and pct / 100 >= W.TIMES_FROM:
            times = W.times(1 + pct / 100)
            return (translate("Cli", "Costs {0} times the monthly budget of {1}.") if monthly
                    else translate("Cli", "Costs {0} times the budget of {1}.")).format(times, budget)
        over = W.money(d.get("over"), c, of_total=W.beside(d.get("cost"), d["budget"]))
        share = W.percent(pct / 100 if pct is not None else None)
        #: an alternative's cost is written just before this; {1}: the amount over, {2} as a percentage
        return (translate("Cli", "Over the monthly budget of {0} by {1} ({2}).") if monthly
                else translate("Cli", "Over the budget of {0} by {1} ({2}).")).format(budget, over, share)
    return W.describe_note(n, cur)


def _width(text: str) -> int:
    """Columns a text takes in a terminal (CJK characters take two)."""
    import unicodedata

    return sum(2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1 for ch in str(text))


def _pad(text: str, width: int, right: bool = False) -> str:
    fill = " " * max(0, width - _width(text))
    return fill + text if right else text + fill
