"""A team's month and a comparison as A4 PDFs (and CSVs), in English or Chinese, with the proposal's care: the
proposal's HTML pieces, fonts and styles (``gui/proposal_pdf.py``) and its pages (``gui/pdf_pages.py``: headings kept
with what follows, a header and a footer on every page), the file written only complete
(``core.proposal.write_file``). GUI thread only.

``export_plan(result, cat, pdf=..., csv=..., lang=...)`` and ``export_comparison(comparison, cat, pdf=..., csv=...)``
write all or nothing and raise ``CatalogError(not_writable)`` for a place that cannot be written.
"""

from __future__ import annotations

import datetime as _dt
from collections.abc import Callable
from pathlib import Path
from types import SimpleNamespace
from typing import Any

from gpu_advisor.core.export import compare_csv_bytes, elide, NAME_LIMIT, plan_csv_bytes, price_sources, write_all
from gpu_advisor.gui import plan_charts
from gpu_advisor.text import plan_text, translate
from gpu_advisor import __version__, text as W
from gpu_advisor.gui.pdf_pages import DPI, page_text, render_pages
from gpu_advisor.gui.pdf_fonts import ensure_app, pdf_families
from gpu_advisor.gui.proposal_pdf import (STYLE, bullets, esc, figure_cell, line_cells, para, table, tag)
from PySide6.QtCore import QUrl
from PySide6.QtGui import QImage, QTextDocument



def _figs(figs: list[tuple[str, str]]) -> str:
    out = ['<table width="100%" cellpadding="6" cellspacing="4" style="margin-top: 6px;"><tr>']
    for label, value in figs:
        out.append(f'<td width="{100 // len(figs)}%" bgcolor="#f4f6f8">{figure_cell(label, value)}</td>')
    out.append("</tr></table>")
    return "".join(out)


def _summary_box(text: str) -> str:
    return ('<table width="100%" cellpadding="8" cellspacing="0" style="background-color: #f5f7fa; '
            f'border-left: 3px solid #1d4e74;"><tr><td><span class="summary">{esc(text)}</span></td></tr></table>')


def _image(images: dict, name: str) -> str:
    if name not in images:
        return ""
    url, w, h = images[name]
    return (f'<p align="center" style="line-height: 100%; margin-bottom: 2px;">'
            f'<img src="{esc(url)}" width="{w}" height="{h}"/></p>')


def _title(title: str, for_whom: str, today: _dt.date) -> list[str]:
    meta = [translate("Proposal", "Date: {0}").format(today.isoformat())]
    if for_whom.strip():
        meta.insert(0, translate("Proposal", "Prepared for: {0}").format(for_whom.strip()))
    meta.append(translate("Proposal", "Prepared with {0} {1}").format(W.app_title(), __version__))
    return [f"<html><head><style>{STYLE}</style></head><body>", tag("h1", title),
            f'<p class="meta">{esc("  ·  ".join(meta))}</p>']


# --------------------------------------------------------------------------- the plan


def plan_html(res: Any, cat: Any, for_whom: str = "", today: _dt.date | None = None,
              images: dict | None = None) -> str:
    """The plan as Qt rich-text HTML in the current language."""
    images = images or {}
    today = today or _dt.date.today()
    cur = res.currency
    parts = _title(translate("Plan", "Team plan: {0}").format(res.name) if res.name else
                   translate("Plan", "Team plan"), for_whom, today)
    parts.append(tag("h2", translate("Proposal", "Summary")))
    parts.append(_summary_box(plan_text.plan_summary(res)))
    figs = [(translate("Plan", "The month"), W.money(res.monthly_cost, cur)),
            (translate("Plan", "One by one"), W.money(res.monthly_cost_alone, cur)),
            (translate("Plan", "Saved by sharing"), W.money(res.saving, cur, of_total=res.monthly_cost_alone))]
    if res.budget is not None and res.within_budget:
        figs.append((translate("Plan", "Budget left"),
                     W.money(res.budget_left, cur, of_total=W.beside(res.monthly_cost, res.budget))))
    elif res.budget is not None:  # how far over, as the summary says it (walk 26: "Budget left -¥1.23亿")
        figs.append((translate("Plan", "Over budget by"),
                     W.money(-res.budget_left, cur, of_total=W.beside(res.monthly_cost, res.budget))))
    parts.append(_figs(figs))
    priced = plan_text.catalog_line(res)  # the day and the catalog it is priced with (the window and CLI say it too)
    if priced:
        parts.append(para("muted small", priced))
    parts.append(tag("h2", translate("Plan", "The month's schedule")))
    parts.append(_image(images, "timeline"))
    parts.append(para("muted small", translate(
        "Plan", "Runs are spread evenly over the month; on shared servers they queue, earliest deadline first. "
                "A run that reaches past the month's end holds the servers at the start of the next month.")))
    # ----- jobs
    parts.append(tag("h2", translate("Plan", "Jobs")))
    rows = []
    for i, j in enumerate(res.jobs, 1):  # numbered: "job 2" names a job's own servers
        hrs = "" if j.hours_per_run is None else W.hours(j.hours_per_run)
        rows.append([esc(f"{i}. {j.name}"), esc(plan_text.how_often(j)), esc(plan_text.where_text(res, j, cat)), esc(hrs),
                     esc(W.money(j.cost_per_month, cur)), esc(W.money(j.cost_per_month_alone, cur))])
    total = translate("Plan", "Total")
    rows.append([f"<b>{esc(total)}</b>", "", "", "",
                 f"<b>{esc(W.money(res.monthly_cost, cur))}</b>", f"<b>{esc(W.money(res.monthly_cost_alone, cur))}</b>"])
    parts.append(table(rows, [20, 12, 34, 10, 12, 12],
                        header=[esc(translate("Plan", "Job")), esc(translate("Plan", "How often")),
                                esc(translate("Plan", "Runs on")), esc(translate("Plan", "Per run")),
                                esc(translate("Plan", "In the plan")), esc(translate("Plan", "Alone"))],
                        num_cols=(3, 4, 5), total_rows=(len(rows) - 1,), cls="small"))
    parts.append(_assumed(res, cat))
    # ----- servers kept all month (shared by trainings in turn, or a service's), whatever their billing
    if res.base:
        parts.append(tag("h2", translate("Plan", "Servers kept all month")))
        rows = []
        for b in res.base:
            commit = "" if b.commitment_months <= 1 else " " + translate("Plan", "({0} months committed)").format(
                b.commitment_months)
            rows.append([esc(plan_text.servers_name(b.id, res)), esc(f"{W.number(b.gpu_count)} × {b.gpu}"),
                         esc(f"{W.provider_name(cat, b.provider)} {b.instance_type}"),
                         esc(W.billing_name(b.billing) + commit), esc(", ".join(b.jobs)),
                         esc(translate("Plan", "{0} of {1}").format(W.hours(b.hours_used), W.hours(b.hours_month))),
                         esc(W.money(b.cost_per_month, cur))])
        parts.append(table(rows, [12, 11, 20, 13, 20, 12, 12],
                            header=[esc(translate("Plan", "Servers")), esc(translate("Proposal", "GPUs")),
                                    esc(translate("Proposal", "Server type")), esc(translate("Proposal", "Billing")),
                                    esc(translate("Plan", "Jobs")), esc(translate("Plan", "Hours used")),
                                    esc(translate("Plan", "Per month"))],
                            num_cols=(5, 6), cls="small"))
    # ----- the month's bill
    parts.append(tag("h2", translate("Plan", "The month, line by line")))
    parts.append(para("muted", translate("Proposal", "Each line is quantity × unit price = cost, in {0}.").format(
        cur)))
    rows = []
    for m in res.lines:
        who = m.ref if m.section == "burst" else plan_text.servers_name(m.ref, res)
        cells = line_cells(m.line, cur, res.monthly_cost)
        cells[1] = _unbroken(m.line.product, cells[1])
        cells[2] = f'<span style="white-space: nowrap;">{cells[2]}</span>'  # "0.0103 GPU-" / "hours" no more
        rows.append([esc(who)] + cells)
    total = translate("Plan", "Total per month")
    rows.append([f"<b>{esc(total)}</b>", "", "", "", "",
                 f"<b>{esc(W.money(res.monthly_cost, cur, exact=True))}</b>"])
    parts.append(table(rows, [17, 14, 25, 15, 16, 13],
                        header=[esc(translate("Plan", "Part")), esc(translate("Proposal", "Item")),
                                esc(translate("Proposal", "Product")), esc(translate("Proposal", "Quantity")),
                                esc(translate("Proposal", "Unit price")), esc(translate("Proposal", "Cost"))],
                        num_cols=(3, 4, 5), total_rows=(len(rows) - 1,), cls="small"))
    unpriced = sum(1 for m in res.lines if m.line.cost is None)
    if unpriced:
        parts.append(para("muted small", translate(
            "Proposal", "{0} line(s) have no price in the catalog and are not in the totals; ask the provider."
        ).format(unpriced)))
    # ----- room, reasons, warnings
    if res.room:
        parts.append(tag("h2", translate("Plan", "What the budget left allows")))
        parts.append(para("muted", translate("Plan", "Each on its own: more runs of one job, or copies of a "
                                                      "service, within the budget left.")))
        parts.append(bullets(plan_text.budget_notes(res, cat)))
    notes = plan_text.month_notes(res, cat) + plan_text.job_notes(res, cat)
    if notes:
        parts.append(tag("h2", translate("Plan", "Why, and what to watch")))
        parts.append(bullets(notes))
    # ----- schedule table
    parts.append(tag("h2", translate("Plan", "Every run of the month")))
    rows = []
    for r in res.schedule:
        ok = "" if r.meets_deadline is None else (translate("Plan", "yes") if r.meets_deadline
                                                  else translate("Plan", "no"))
        rows.append([esc(r.job), esc(W.number(r.run)), esc(W.number(r.start_day, 1)), esc(W.number(r.end_day, 1)),
                     esc(W.hours(r.wait_h) if r.wait_h > 0.005 else ""), esc(plan_text.servers_name(r.servers, res)), esc(ok)])
    parts.append(table(rows, [22, 6, 14, 14, 10, 21, 13],
                        header=[esc(translate("Plan", "Job")), esc(translate("Plan", "Run")),
                                esc(translate("Plan", "Start day (from 1)")),
                                esc(translate("Plan", "End day (from 1)")),
                                esc(translate("Plan", "Waits")), esc(translate("Plan", "Servers")),
                                esc(translate("Plan", "Meets deadline"))],
                        num_cols=(1, 2, 3, 4), cls="small"))
    parts.append(para("muted small", translate(
        "Plan", "Days of the month are counted from 1, as on a calendar and on the chart above: day 1 is the "
                "month's first 24 hours, so 1.0 is the month's start and 1.5 noon of its first day.")))
    # ----- sources
    parts.append(tag("h2", translate("Plan", "Where each price comes from")))
    seen = set()
    rows = []
    for used in _used_options(res):
        for s in price_sources(used, cat):
            key = (s.kind, s.provider, s.product, s.as_of)
            if key in seen:
                continue
            seen.add(key)
            rows.append([esc(W.provider_name(cat, s.provider)), esc(W.product_name(s.product)), esc(W.date_text(s.as_of)),
                         esc(W.source_text(cat, s.source))])
    parts.append(table(rows, [16, 26, 12, 46], header=[esc(translate("Plan", "Provider")),
                                                        esc(translate("Proposal", "Product")),
                                                        esc(translate("Proposal", "Price as of")),
                                                        esc(translate("Plan", "Source"))], cls="small"))
    if any(j.assumed for j in res.jobs):  # (it said they were "in the JSON of the plan", which holds only answers)
        parts.append(para("muted small", translate(
            "Plan", "What each job assumed for the answers it left open is listed under “{0}”. The plan's file keeps "
                    "only the answers given: the rest are assumed again, from the catalog in use, whenever the plan "
                    "is opened.").format(plan_text.assumed_heading())))
    parts.append("</body></html>")
    return "".join(parts)


def _assumed(res: Any, cat: Any) -> str:
    """Each job's answers left open and what was assumed for them, a short list per job (the main window's
    "Answers you left open, and what was assumed"); "" when every job gave every answer."""
    out = []
    for i, j in enumerate(res.jobs, 1):
        lines = plan_text.job_assumed(j, cat)
        if lines:
            out.append(f'<p style="margin-top: 4px; margin-bottom: 0px;"><b>{esc(f"{i}. {j.name}")}</b></p>')
            out.append(bullets(lines, "small"))
    return (tag("h2", plan_text.assumed_heading()) + "".join(out)) if out else ""


def _unbroken(name: Any, cell: str) -> str:
    """A product that is one code ("Standard_NC24ads_A100_v4") kept on one line: it was cut anywhere to fit its
    column ("Standard_NC24ads_A100_v" / "4"), which also made the row two lines, the second one left alone at
    the top of the next page. Names of words ("internet egress tier 1 GB-10 TB per month") wrap between words."""
    if isinstance(name, str) and name and not any(ch.isspace() for ch in name.strip()):
        return f'<span style="white-space: nowrap;">{cell}</span>'
    return cell


def _used_options(res: Any) -> list[SimpleNamespace]:
    """What the month is priced with, as ``price_sources`` reads a recommendation: the servers kept all month
    (shared or a service's) and each job's own servers per run. Not the jobs' alternatives, nor their own answers
    where they run on shared servers: the sources listed were once every job's whole answer (pages of products
    the plan does not use)."""
    out = [SimpleNamespace(provider=b.provider, region=b.region, instance_type=b.instance_type, billing=b.billing,
                           cost_lines=b.cost_lines, currency=res.currency) for b in res.base]
    bases = {b.id for b in res.base}
    out += [j.recommendation.recommendation for j in res.jobs
            if j.on not in bases and j.recommendation.recommendation is not None]
    return [SimpleNamespace(recommendation=o, alternatives=()) for o in out]


# --------------------------------------------------------------------------- the comparison


def compare_html(c: Any, cat: Any, for_whom: str = "", today: _dt.date | None = None,
                 images: dict | None = None) -> str:
    images = images or {}
    today = today or _dt.date.today()
    oa, ob = c.a.option, c.b.option
    parts = _title(translate("Plan", "Two answers side by side"), for_whom, today)
    head = [esc(""), esc(translate("Plan", "A")), esc(translate("Plan", "B")), esc(translate("Plan", "B − A"))]
    rows = [[esc(translate("Plan", "Answer")), esc(plan_text.answer_title(c.a, cat)),
             esc(plan_text.answer_title(c.b, cat)), ""],
            [esc(translate("Plan", "From")), esc(plan_text.answer_source(c.a)),
             esc(plan_text.answer_source(c.b)), ""],
            [esc(translate("Proposal", "Billing")), esc(W.billing_name(oa.get("billing"))),
             esc(W.billing_name(ob.get("billing"))), ""]]
    for name in c.figures:
        rows.append([esc(W.compare_figure_label(name)), esc(plan_text.option_figure_text(oa, name, c.service)),
                     esc(plan_text.option_figure_text(ob, name, c.service)),
                     esc(plan_text.compare_delta_text(c, name))])
    parts.append(table(rows, [22, 30, 30, 18], header=head, num_cols=(3,)))
    parts.append(tag("h2", translate("Plan", "Why they differ")))
    parts.append(bullets(plan_text.compare_reasons(c)))
    if "fronts" in images:
        parts.append(tag("h2", translate("Plan", "Cost against hours, both answers")))
        parts.append(_image(images, "fronts"))
        parts.append(para("muted small", translate(
            "Plan", "Each line joins the options of one answer that no other of its options beats on both cost and "
                    "time; the ringed point is that answer's pick.")))
    for side, ans in (("a", c.a), ("b", c.b)):
        lines = [ln for ln in ans.option.get("cost_lines") or [] if isinstance(ln, dict)]
        if not lines:
            continue
        parts.append(tag("h3", translate("Plan", "Cost lines of {0}").format(W.compare_side(side))))
        rows = []
        c_cur = ans.option.get("currency") or "CNY"
        bill = W.bill_total(ln.get("cost") for ln in lines)
        for ln in lines:
            cost = ln.get("cost")
            rows.append([esc(W.item_name(ln.get("item"))),
                         esc(W.network_name(ln.get("product")) if ln.get("item") == "network" else
                             W.product_words(ln.get("product") or "")),
                         esc(f"{W.number(ln.get('quantity'))} {W.unit_name(ln.get('unit'), ln.get('quantity'))}"),
                         esc(translate("Proposal", "included") if ln.get("included") else
                            W.money(cost, c_cur, exact=True, of_total=bill) if cost is not None else
                            translate("Proposal", "no price in catalog"))])
        head = [esc(translate("Proposal", h)) for h in ("Item", "Product", "Quantity", "Cost")]  # (had none)
        parts.append(table(rows, [28, 32, 20, 20], header=head, num_cols=(2, 3), cls="small"))
    parts.append("</body></html>")
    return "".join(parts)


# --------------------------------------------------------------------------- rendering


def _register(doc: QTextDocument, name: str, img: QImage | None, width_px: float, out: dict) -> None:
    if img is None:
        return
    url = f"chart://{name}"
    doc.addResource(QTextDocument.ResourceType.ImageResource, QUrl(url), img)
    w = width_px * 96 / DPI  # Qt scales <img> sizes by the paint device's DPI / 96
    out[name] = (url, int(w), int(w * img.height() / img.width()))


def _render(title: str, html: Callable[[dict], str], charts: Callable[[list[str]], dict[str, QImage | None]],
            header: str, footer: str, today: _dt.date) -> bytes:
    """A4 pages of ``html(images)`` under a header and above a footer (page N of M) on every page."""
    family = pdf_families()

    def fill(doc: QTextDocument, width: float) -> str:
        images: dict = {}
        for name, img in charts(family).items():
            _register(doc, name, img, width * 0.98, images)
        text = page_text(html(images))  # (as the proposal: proposal_pdf._render)
        doc.setHtml(text)
        return text  # render_pages splits its tables where a row would cross a page

    return render_pages(title, family, fill, header, today.isoformat(), footer)


def _in_language(lang: str, cat: Any, make: Callable[[], bytes]) -> bytes:
    ensure_app()
    saved = W.current_catalog()
    try:
        with W.using_language(lang):
            W.set_catalog(cat)
            return make()
    finally:
        W.set_catalog(saved)


def _prices_footer(dates: list[str]) -> str:
    dates = sorted(d for d in dates if d)
    when = W.dated(dates[0]) if dates else "?"
    return translate("Plan", "Prices as of {0} or later; check them with the provider before ordering.").format(when)


def render_plan_pdf(res: Any, cat: Any, lang: str = "en", for_whom: str = "", today: _dt.date | None = None) -> bytes:
    """The plan PDF as bytes (nothing touches the disk)."""
    today = today or _dt.date.today()

    def make() -> bytes:
        title = translate("Plan", "Team plan")
        who = elide(for_whom.strip(), NAME_LIMIT)
        dates = [j.recommendation.recommendation.price_as_of for j in res.jobs if j.recommendation.recommendation]
        return _render(title, lambda images: plan_html(res, cat, for_whom, today, images),
                       lambda family: {"timeline": plan_charts.timeline(res, family=family)},
                       title + (f" · {who}" if who else ""), _prices_footer(dates), today)
    return _in_language(lang, cat, make)


def render_compare_pdf(c: Any, cat: Any, lang: str = "en", for_whom: str = "",
                       today: _dt.date | None = None) -> bytes:
    """The comparison as a PDF page (or two), as bytes."""
    today = today or _dt.date.today()

    def make() -> bytes:
        title = translate("Plan", "Two answers side by side")
        dates = [str(o.get("price_as_of")) for o in (c.a.option, c.b.option) if o.get("price_as_of")]
        return _render(title, lambda images: compare_html(c, cat, for_whom, today, images),
                       lambda family: {"fronts": plan_charts.fronts(c, family=family)}, title,
                       _prices_footer(dates), today)
    return _in_language(lang, cat, make)


def plan_csv_for_language(res: Any, cat: Any, lang: str = "en") -> bytes:
    with W.using_language(lang), W.using_catalog(cat):  # providers in the notes and the provider column by name
        notes = [(None, t) for t in (plan_text.catalog_line(res),) if t]  # what the month is priced with
        notes += [(None, W.describe_note(n, res.currency)) for n in (*res.reasons, *res.warnings)]
        notes += [(j.name, W.describe_note(n, res.currency)) for j in res.jobs for n in j.warnings]
        assumed = [(j.name, field, plan_text.assumed_value_text(value, why)) for j in res.jobs
                   for field, value, why, _ in W.assumed_rows(j, cat)]
        return plan_csv_bytes(res, labels=plan_text.csv_labels(), notes=notes, assumed=assumed,
                              words=lambda col, v: plan_text.csv_value(col, v, res.currency, res))


def compare_csv_for_language(c: Any, lang: str = "en", cat: Any = None) -> bytes:
    """The comparison CSV in ``lang``; providers named as ``cat`` (the catalog) names them."""
    with W.using_language(lang):
        saved = W.current_catalog()
        if cat is not None:
            W.set_catalog(cat)
        try:
            return compare_csv_bytes(c, labels=plan_text.csv_labels(), notes=plan_text.compare_csv_notes(c),
                                     words=lambda col, v: plan_text.csv_value(col, v))
        finally:
            W.set_catalog(saved)


def export_plan(res: Any, cat: Any, *, pdf: str | Path | None = None, csv: str | Path | None = None,
                lang: str = "en", for_whom: str = "") -> list[Path]:
    """Write the plan's PDF and/or CSV, all or nothing. Raises CatalogError(not_writable)."""
    targets: list[tuple[Path, Callable[[], bytes]]] = []
    if pdf is not None:
        targets.append((Path(pdf), lambda: render_plan_pdf(res, cat, lang, for_whom)))
    if csv is not None:
        targets.append((Path(csv), lambda: plan_csv_for_language(res, cat, lang)))
    return write_all(targets)


def export_comparison(c: Any, cat: Any, *, pdf: str | Path | None = None, csv: str | Path | None = None,
                      lang: str = "en", for_whom: str = "") -> list[Path]:
    """Write the comparison's PDF page and/or CSV, all or nothing. Raises CatalogError(not_writable)."""
    targets: list[tuple[Path, Callable[[], bytes]]] = []
    if pdf is not None:
        targets.append((Path(pdf), lambda: render_compare_pdf(c, cat, lang, for_whom)))
    if csv is not None:
        targets.append((Path(csv), lambda: compare_csv_for_language(c, lang, cat)))
    return write_all(targets)


if __name__ == "__main__":  # pragma: no cover - python -m gpu_advisor.gui.plan_pdf [PLAN] [lang] [out.pdf]
    import sys

    from gpu_advisor.core.catalog import load_bundled
    from gpu_advisor.core.plan import load_plan, plan_month

    ensure_app()
    _cat = load_bundled()
    _file = sys.argv[1] if len(sys.argv) > 1 else "examples/plans/plan-startup-month.json"
    _res = plan_month(_cat, load_plan(_file, _cat))
    _lang = sys.argv[2] if len(sys.argv) > 2 else "en"
    _out = sys.argv[3] if len(sys.argv) > 3 else f"/tmp/plan-{_lang}.pdf"
    export_plan(_res, _cat, pdf=_out, lang=_lang, for_whom="Example Ltd.")
    print(_out)
