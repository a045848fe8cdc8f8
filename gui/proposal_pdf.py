"""The proposal PDF: A4, Chinese or English, drawn by Qt (QTextDocument + QPdfWriter), fonts embedded.

``export_pdf(path, rec, scenario, cat, lang, for_whom)`` lays the proposal out as HTML in a
QTextDocument, paginates it under a header and above a footer (page numbers, "prices as of") on every
page, moves headings that would be left alone at the bottom of a page onto the next one (``gui/pdf_pages.py``, shared
with the plan's PDF), and writes the PDF into memory first; the file appears only complete (``core.proposal.write_file``: temp file,
fsync, rename). A folder that cannot be written raises ``CatalogError`` (code ``not_writable``).

A catalog or scenario text longer than ``core.proposal.NAME_LIMIT`` characters (free text:
``FREE_TEXT_LIMIT``) is shown cut short with an ellipsis wherever it appears (the CSV keeps it whole), and no
single piece of text is longer than ``TEXT_LIMIT``: a hostile 100 KB instance name leaves the PDF at its
usual length.

Chinese uses the bundled WenQuanYi Micro Hei (``resources/fonts``): real glyphs that extract as the
characters written, on any machine. English is set in the bundled DejaVu Sans (proportional Latin letters and
quotes: WenQuanYi's curly quotes are full-width), with WenQuanYi as the fallback for any Chinese in it
(``pdf_families``). Needs a QGuiApplication (``ensure_app`` makes an offscreen one for
the command line); GUI thread only.
"""

from __future__ import annotations

import contextvars
import datetime as _dt
import html
import re
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from gpu_advisor.core.base import finite_float
from gpu_advisor.core.export import (NAME_LIMIT, check_writable, cost_totals, csv_bytes, elide, long_texts, price_sources, write_all, write_file)
from gpu_advisor.gui import proposal_charts as charts
from gpu_advisor.gui.alt_table import at_risk, runner_up_index, runner_up_mark, why_not_chosen
from gpu_advisor import __version__, text as W
from gpu_advisor.gui.pdf_pages import DPI, page_text, render_pages
from gpu_advisor.text import translate, Words
from gpu_advisor.gui.pdf_fonts import ensure_app, ensure_fonts as ensure_fonts, mono_families, pdf_families
from PySide6.QtCore import QUrl
from PySide6.QtGui import QTextDocument


_URL = re.compile(r"https?://\S+")
_CODE_NAME = re.compile(r"(?<![\w/.-])[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+(?![\w/-])")


def code_words(text: str) -> str:
    """``text`` escaped, the names of code in it (the catalog's rows and columns: ``global_batch_tokens_ref_llm``)
    set in the fixed-width face, so a Chinese sentence that mentions them reads as words around code. URLs are
    left as they are."""
    def names(part: str) -> str:
        mono = mono_families()
        if not mono:
            return esc(part)
        faces = ", ".join(f"'{f}'" for f in mono)  # per character: the first family that has it
        out, at = [], 0
        for m in _CODE_NAME.finditer(part):
            out.append(esc(part[at:m.start()]))
            out.append(f"<span style=\"font-family: {faces};\">{esc(m.group(0))}</span>")
            at = m.end()
        return "".join(out) + esc(part[at:])
    out, at = [], 0
    for m in _URL.finditer(text):
        out.append(names(text[at:m.start()]) + esc(m.group(0)))
        at = m.end()
    return "".join(out) + names(text[at:])


# --------------------------------------------------------------------------- HTML


TEXT_LIMIT = 2000  # characters of one piece of text in the document (the longest of the examples: 699)
# Long catalog and scenario texts -> their short forms, for the proposal being laid out (``proposal_html``).
_SHORT: contextvars.ContextVar[tuple[tuple[str, str], ...]] = contextvars.ContextVar("proposal_short", default=())


_CJK_RUN = re.compile(r"[\u3000-\u303f\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]+")


def keep_words(text: str) -> str:
    """``text`` escaped, each run of Chinese characters kept on one line ("大概率" was cut "大概 / 率" in a narrow
    box: Qt may break between any two CJK characters); lines still break at spaces and between runs."""
    out, at = [], 0
    for m in _CJK_RUN.finditer(text):
        out.append(esc(text[at:m.start()]))
        out.append(f'<span style="white-space: nowrap;">{esc(m.group(0))}</span>')
        at = m.end()
    out.append(esc(text[at:]))
    return "".join(out)


def figure_cell(label: str, value: str) -> str:
    """A key-figure box: the label, the figure large, and a range that follows the figure ("about 4.4 hours,
    likely 42 minutes–8.2 hours") on a line of its own in small type: at 14 pt it filled the narrow box over three
    lines and cut a word. Chinese words are kept whole (``keep_words``)."""
    main, rest = value, ""
    for sep in ("，", ", "):
        if sep in value:
            head, tail = value.split(sep, 1)
            main, rest = head, tail
            break
    cell = f'<span class="figlabel">{keep_words(label)}</span><br/><span class="fig">{keep_words(main)}</span>'
    if rest:
        cell += f'<br/><span class="figlabel">{keep_words(rest)}</span>'
    return cell


def esc(text: Any) -> str:
    """Text as HTML: every long catalog or scenario value in it shortened (``long_texts``), the whole cut at
    ``TEXT_LIMIT`` characters, then escaped."""
    s = "" if text is None else str(text)
    for long, short in _SHORT.get():
        if long in s:
            s = s.replace(long, short)
    return html.escape(elide(s, TEXT_LIMIT), quote=True)


STYLE = """
body { color: #1f2933; }
h1 { font-size: 19pt; font-weight: bold; color: #1f2933; margin-top: 0px; margin-bottom: 2px; }
h2 { font-size: 12.5pt; font-weight: bold; color: #1d4e74; margin-top: 16px; margin-bottom: 6px; }
h3 { font-size: 10pt; font-weight: bold; color: #1f2933; margin-top: 10px; margin-bottom: 4px; }
p { margin-top: 0px; margin-bottom: 5px; line-height: 135%; }
.meta { color: #52606d; font-size: 9pt; }
.muted { color: #7b8794; }
.small { font-size: 7.5pt; }
.summary { font-size: 10.5pt; }
.fig { font-size: 14pt; font-weight: bold; color: #1f2933; }
.figlabel { font-size: 8pt; color: #52606d; }
.num { text-align: right; }
.th { font-weight: bold; color: #1d4e74; }
.total { font-weight: bold; background-color: #f5f7fa; }
.rec { color: #c8553d; font-weight: bold; }
.warn { color: #9b2c2c; }
.risk { color: #8a5a00; font-weight: bold; }
ul { margin-top: 0px; margin-bottom: 4px; }
li { margin-bottom: 3px; line-height: 130%; }
"""


def tag(name: str, text: str) -> str:
    return f"<{name}>{esc(text)}</{name}>"


def span(cls: str, text: str) -> str:
    return f'<span class="{cls}">{esc(text)}</span>'


def para(cls: str, text: str) -> str:
    return f'<p class="{cls}">{esc(text)}</p>'


def table(
    rows: list[list[str]],
    widths: list[int],
    header: list[str] | None = None,
    num_cols: tuple = (),
    cls: str = "",
    total_rows: tuple = (),
    padding: int = 4,
) -> str:
    """An aligned table without rules: a tinted heading row, zebra rows, tinted bold total rows.
    ``widths`` in percent; ``num_cols`` right-aligned; cells are HTML already."""
    out = [
        f'<table width="100%" cellspacing="0" cellpadding="{padding}" border="0" '
        'style="margin-top: 2px; margin-bottom: 6px;">'
    ]
    small = " small" if cls == "small" else ""
    if header:
        out.append('<thead><tr bgcolor="#dde5ee">')
        for i, h in enumerate(header):
            align = ' align="right"' if i in num_cols else ""
            out.append(f'<td width="{widths[i]}%"{align}><span class="th{small}">{h}</span></td>')
        out.append("</tr></thead>")
    for r, row in enumerate(rows):
        if r in total_rows:
            tr = '<tr bgcolor="#e6ebf0">'
        else:
            tr = '<tr bgcolor="#f4f6f8">' if r % 2 else "<tr>"
        out.append(tr)
        for i, cell in enumerate(row):
            align = ' align="right"' if i in num_cols else ""
            width = f' width="{widths[i]}%"' if not header and r == 0 else ""
            klass = f' class="{cls}"' if cls else ""
            out.append(f'<td{width}{align} valign="top"><span{klass}>{cell}</span></td>')
        out.append("</tr>")
    out.append("</table>")
    return "".join(out)


def bullets(items: list[str], cls: str = "") -> str:
    if not items:
        return ""
    klass = f' class="{cls}"' if cls else ""
    return "<ul>" + "".join(f"<li{klass}>{esc(t)}</li>" for t in items) + "</ul>"


def line_cells(line, cur: str, total: float | None = None) -> list[str]:
    """A cost line's cells; ``total``: its bill's (``W.bill_total``): a line below 1 of a bill of 1 or more in cents,
    as the total is (``W.money``'s ``of_total``)."""
    qty = f"{W.number(line.quantity)} {W.unit_name(line.unit, line.quantity)}"
    if line.included:
        price = translate("Proposal", "included")
        cost = translate("Proposal", "included")
    elif line.unit_price is None:
        price = translate("Proposal", "no price in catalog")
        cost = f'<span class="warn">{esc(W.money(None, cur))}</span>'
        return [esc(W.item_name(line.item)), esc(_product(line)), esc(qty), esc(price), cost]
    elif W.own_price(getattr(line, "price_source", ""), getattr(line, "price_as_of", "")):  # the user's own price
        price = (f"{esc(W.unit_price(line.unit_price, cur))} / {esc(W.unit_name(line.unit, 1))} "
                 + span("muted", W.own_price(line.price_source, line.price_as_of) or ""))
        return [esc(W.item_name(line.item)), esc(_product(line)), esc(qty), price,
                esc(W.money(line.cost, cur, exact=True, of_total=total))]
    elif getattr(line, "assumed", False):  # no price page gives one: the stated assumption, marked as such
        price = (f"{esc(W.unit_price(line.unit_price, cur))} / {esc(W.unit_name(line.unit, 1))} "
                 + span("warn", W.priced_state_name("assumed")))
        return [esc(W.item_name(line.item)), esc(_product(line)), esc(qty), price,
                esc(W.money(line.cost, cur, exact=True, of_total=total))]
    else:
        price = f"{W.unit_price(line.unit_price, cur)} / {W.unit_name(line.unit, 1)}"  # per one unit: "/ GPU-hour"
        cost = W.money(line.cost, cur, exact=True, of_total=total)
    return [esc(W.item_name(line.item)), esc(_product(line)), esc(qty), esc(price), esc(cost)]


def _product(line) -> str:
    return W.network_name(line.product) if line.item == "network" else W.line_product(line)


def _option_title(opt, cat) -> str:
    return f"{W.gpu_config(opt)} · {W.provider_name(cat, opt.provider)} {opt.instance_type}"


def _risk(rec: Any, scenario: Any) -> str:
    """The summary's deadline-at-risk sentence in amber, after the summary ("" when there is none)."""
    text = W.summary_risk(rec, scenario, proposal=True)  # (what it was planned for, not "under Preferences")
    return (("" if W.is_chinese() else " ") + span("risk", text)) if text else ""


def proposal_html(
    rec: Any,
    scenario: Any,
    cat: Any,
    for_whom: str = "",
    today: _dt.date | None = None,
    images: dict[str, tuple[str, int, int]] | None = None,
) -> str:
    """The proposal as Qt rich-text HTML in the current language. ``images``: name -> (url, width, height)."""
    short = long_texts(rec, scenario, cat, for_whom)
    token = _SHORT.set(tuple(sorted(short.items(), key=lambda kv: -len(kv[0]))))  # a longer text first
    try:
        return _proposal_html(rec, scenario, cat, for_whom, today, images)
    finally:
        _SHORT.reset(token)


def _proposal_html(rec: Any, scenario: Any, cat: Any, for_whom: str, today: _dt.date | None,
                   images: dict[str, tuple[str, int, int]] | None) -> str:
    images = images or {}
    today = today or _dt.date.today()
    opt = rec.recommendation
    a = rec.assumptions or {}
    cur = opt.currency if opt is not None else (a.get("currency") or "CNY")
    parts: list[str] = [f"<html><head><style>{STYLE}</style></head><body>"]
    # ----- title
    parts.append(tag("h1", translate("Proposal", "GPU server proposal")))
    meta = [translate("Proposal", "Date: {0}").format(today.isoformat())]
    if for_whom.strip():
        meta.insert(0, translate("Proposal", "Prepared for: {0}").format(for_whom.strip()))
    meta.append(translate("Proposal", "Prepared with {0} {1}").format(W.app_title(), __version__))
    parts.append(f'<p class="meta">{esc("  ·  ".join(meta))}</p>')
    # ----- summary
    parts.append(tag("h2", translate("Proposal", "Summary")))
    parts.append(
        '<table width="100%" cellpadding="8" cellspacing="0" style="background-color: #f5f7fa; '
        'border-left: 3px solid #1d4e74;"><tr><td>'
        f'<span class="summary">{esc(W.summary_sentence(rec, cat, scenario, risk=False))}{_risk(rec, scenario)}'
        '</span></td></tr></table>'
    )
    if opt is None:
        parts.append(bullets([W.describe_note(n, cur) for n in rec.warnings]))
        parts.append("</body></html>")
        return "".join(parts)
    totals = cost_totals(opt)
    serving = opt.wall_hours is None
    figs = [(translate("Proposal", "GPUs"), f"{W.number(opt.gpu_count)} × {opt.gpu}")]
    if serving:
        figs.append((translate("Proposal", "Servers"), W.number(opt.instances)))
        figs.append((translate("Proposal", "Cost per month"), W.money(opt.monthly_cost, cur)))
        figs.append((translate("Proposal", "Cost per year"), W.money(opt.monthly_cost * 12, cur)))
        timed = next((n for n in (*rec.reasons, *rec.warnings) if n.code == "serving_time"), None)
        if timed is not None:  # how long an answer takes (the card's figure; the note below says more)
            whole, rest = W.answer_time_parts(timed)
            figs.append((translate("Proposal", "Time for an answer"), whole + ("，" if W.is_chinese() else ", ") + rest))
    else:
        figs.append((translate("Proposal", "Time to finish"), W.hours_range(opt.wall_hours, getattr(opt, "wall_hours_range", None))))
        figs.append((translate("Proposal", "Job cost"), W.money(totals["total_cost"], cur)))
        figs.append((translate("Proposal", "Cost per month"), W.money(opt.monthly_cost, cur)))
    parts.append('<table width="100%" cellpadding="6" cellspacing="4" style="margin-top: 6px;"><tr>')
    for label, value in figs:
        parts.append(f'<td width="{100 // max(len(figs), 4)}%" bgcolor="#f4f6f8">{figure_cell(label, value)}</td>')
    parts.append("</tr></table>")
    from gpu_advisor.gui.proposal_what_if import what_if_section
    parts.append(what_if_section(rec, scenario, cat, cur))
    # ----- recommendation
    parts.append(tag("h2", translate("Proposal", "Recommended configuration")))
    h = opt.host
    host_cpu = W.host_cpu_need(h)  # the card's tooltip says the same (the card's value gives the minimum)
    sep = "" if W.is_chinese() else " "  # (no space before a full-width bracket: "（建议 80 核）（该服务器有…）")
    if h.instance_vcpus:
        host_cpu += sep + translate("Proposal", "(the server has {0} vCPUs)").format(W.number(h.instance_vcpus))
    if getattr(h, "cpu_arch", None) == "aarch64":  # an Arm host (instance_cpus.csv); the warnings say what it needs
        host_cpu += sep + translate("Proposal", "(an Arm CPU: aarch64 builds of the software)")
    ram = W.host_ram_need(h)
    if h.instance_ram_gb:
        ram += sep + translate("Proposal", "(the server has {0} GB)").format(W.number(h.instance_ram_gb))
    if h.ram_below_rule:  # kept below the rule: the card's words, not a need the server seems to miss
        ram = W.host_ram_row(h, translate("Words", "{0} × {1}").format(W.number(opt.gpus_per_node), opt.gpu)) or ram
    rows = [
        [esc(translate("Proposal", "Provider and region")),
         esc(f"{W.provider_name(cat, opt.provider)} · {W.region_label(opt.region)}")],
        [esc(translate("Proposal", "Server type")), esc(opt.instance_type)],
        [esc(translate("Proposal", "GPUs")), esc(W.gpu_config(opt))],
        [esc(translate("Proposal", "Billing")), esc(W.billing_name(opt.billing))],
        [esc(translate("Proposal", "CPU per server")), esc(host_cpu)],
        [esc(translate("Proposal", "Memory per server")), esc(ram)],
        [
            esc(translate("Proposal", "Disks per server")),
            esc(
                translate("Proposal", "system {0}, data {1}").format(
                    W.gigabytes(h.system_disk_gb), W.gigabytes(h.data_disk_gb)
                )
                # a service's system disk: what sized it (its OS and serving image, the weights on the data disk)
                + (translate("Proposal", " (system disk: {0})").format(W.system_disk_sizing(h))
                   if W.system_disk_sizing(h) else "")
            ),
        ],
        [
            esc(translate("Proposal", "Storage")),
            # the card's words ("Cloud disk (block storage), Premium SSD (P-series) P10, 100 MB/s": the disk, its
            # tier at its size and the rate the time was read at)
            esc(W.listing(([W.storage_name(opt.storage)] if opt.storage == "block" and opt.storage_product else [])
                          + [W.storage_value(opt.storage, opt.storage_product, (opt.estimate or {}).get("read_mb_s"),
                                             (opt.estimate or {}).get("disk_tier"))])),
        ],
        [
            esc(translate("Proposal", "Network")),
            esc(W.listing((W.network_name(opt.network_class), f"{W.number(opt.network_gbps)} Gbit/s"))),
        ],
    ]
    if not serving:
        rows.append([esc(translate("Proposal", "Time to finish")),
                     esc(W.hours_range(opt.wall_hours, getattr(opt, "wall_hours_range", None), days=True))])
    if opt.spot:
        # (two decimals below one: "about 0.01", not "about 0.0"; below 0.005 "fewer than 0.01", not "about 0.00";
        # the rate's source after a semicolon)
        expected = finite_float(opt.spot.get("expected_interruptions"))
        rate = W.spot_source_name(opt.spot.get("rate_source"))
        if expected is not None and expected < 0.005:
            said = translate("Proposal", "fewer than {0} expected; rate: {1}").format(W.number(0.01, 2), rate)
        else:
            said = translate("Proposal", "about {0} expected; rate: {1}").format(W.expected_count(expected), rate)
        rows.append([esc(translate("Proposal", "Spot interruptions")), esc(said)])
    rows.append(
        [
            esc(translate("Proposal", "Price as of")),
            # the user's own price: "your price, entered 2026-12-06" (not a price list's date)
            esc(W.own_price(opt.price_source, opt.price_as_of) or W.dated(opt.price_as_of))
            + (sep + span("warn", translate("Proposal", "(older than a year: check it)")) if opt.stale else ""),
        ]
    )
    parts.append(table(rows, [28, 72], padding=4))
    # ----- cost lines
    parts.append(tag("h2", translate("Proposal", "Cost lines")))
    parts.append(
        para("muted", translate("Proposal", "Each line is quantity × unit price = cost, in {0}.").format(cur))
    )
    bill = W.bill_total(line.cost for line in opt.cost_lines)
    rows = [line_cells(line, cur, bill) for line in opt.cost_lines]
    total_label = (
        translate("Proposal", "Total for the job")
        if not serving
        else translate("Proposal", "Total for the first month")
    )
    rows.append(
        [f"<b>{esc(total_label)}</b>", "", "", "", f"<b>{esc(W.money(totals['total_cost'], cur, exact=True))}</b>"]
    )
    rows.append(
        [
            tag("b", translate("Proposal", "Per month")),
            esc(translate("Proposal", "for budgets: what one month of this plan costs")),
            "",
            "",
            f"<b>{esc(W.money(opt.monthly_cost, cur, exact=True))}</b>",
        ]
    )
    n = len(rows)
    parts.append(
        table(
            rows,
            [20, 26, 18, 19, 17],
            header=[
                esc(translate("Proposal", "Item")),
                esc(translate("Proposal", "Product")),
                esc(translate("Proposal", "Quantity")),
                esc(translate("Proposal", "Unit price")),
                esc(translate("Proposal", "Cost")),
            ],
            num_cols=(2, 3, 4),
            total_rows=(n - 2, n - 1),
        )
    )
    notes = []
    if totals["unpriced_lines"]:
        notes.append(
            Words.tr("{0} line(s) (has|have) no price in the catalog and (is|are) not in the totals; ask the "
                     "provider.", None, int(totals["unpriced_lines"])).format(totals["unpriced_lines"])
        )
    if totals.get("assumed_lines"):
        notes.append(
            Words.tr("{0} line(s) (uses|use) an assumed price (no price page gives one; see the assumptions); "
                     "ask the provider for a quote.", None, int(totals["assumed_lines"] or 0)).format(totals["assumed_lines"])
        )
    fx_lines = {
        (ln.price_currency, ln.fx_rate, ln.fx_as_of)
        for ln in opt.cost_lines
        if ln.fx_rate is not None and ln.cost is not None
    }
    for pc, rate, when in sorted(fx_lines, key=str):
        notes.append(
            translate("Proposal", "Prices in {0} converted at {1} {2} per {0} (rate of {3}).").format(
                pc, W.number(rate, 4), cur, W.date_text(when)
            )
        )
    if opt.break_even_hours:
        notes.append(
            translate("Proposal", "A monthly subscription would pay off above {0} of use per month.").format(
                W.hours(opt.break_even_hours)
            )
        )
    if notes:
        parts.append("".join(f'<p class="muted small">{esc(t)}</p>' for t in notes))
    # ----- charts
    if images:
        parts.append(tag("h2", translate("Proposal", "Charts")))
        for name in ("cost_vs_hours", "cost_breakdown"):
            if name in images:
                url, w, hgt = images[name]
                parts.append(
                    f'<p align="center" style="line-height: 100%; margin-bottom: 2px;">'
                    f'<img src="{esc(url)}" width="{w}" height="{hgt}"/></p>'
                )
                if name == "cost_vs_hours":
                    note = translate(
                        "Proposal",
                        "Each dot is a priced option; the dashed step line joins the "
                        "options no other option beats on both cost and time.",
                    )
                    if (a.get("budget") or {}).get("per") == "month":  # the chart shows monthly cost: no front
                        note = translate("Proposal", "Each dot is a priced option; the ringed one is recommended.")
                    parts.append(para("muted small", note))
    # ----- why
    parts.append(tag("h2", translate("Proposal", "Why this option")))
    parts.append(bullets([W.describe_note(n, cur) for n in rec.reasons]))
    # ----- alternatives
    if rec.alternatives:
        parts.append(tag("h2", translate("Proposal", "Alternatives")))
        rows, took = [], W.durations(alt.wall_hours for alt in rec.alternatives)  # rows told apart
        # as the window's Alternatives tab has them: the runner-up the reasons name marked, a time whose deadline
        # is at risk marked, and why each was not chosen (how it lost, else what it breaks)
        runner, risky = runner_up_index(rec), at_risk(rec.alternatives, scenario)
        for i, alt in enumerate(rec.alternatives, 1):
            gpu = "<br/>".join(esc(x) for x in (runner_up_mark(W.gpu_config(alt)) if i - 1 == runner
                                               else W.gpu_config(alt)).split("\n"))
            what = (
                f"<b>{gpu}</b><br/>{esc(W.provider_name(cat, alt.provider))} "
                f'{esc(alt.instance_type)}<br/><span class="muted">{esc(W.billing_name(alt.billing))}</span>'
            )
            own = W.own_price(alt.price_source, alt.price_as_of)
            if own:  # the user's own price, said as such
                what += f'<br/><span class="muted">{esc(own)}</span>'
            cost = esc(W.money(alt.monthly_cost if serving else alt.total_cost, cur))
            why = "<br/>".join(esc(r) for r in why_not_chosen(alt, not serving))
            time = took(alt.wall_hours)
            if not serving and alt.wall_hours is not None and float(alt.wall_hours) in risky:
                time = W.risk_cell(time)
            rows.append([str(i), what, cost, why] if serving else [str(i), what, esc(time), cost, why])
        if serving:
            parts.append(
                table(
                    rows,
                    [4, 40, 16, 40],
                    header=[
                        "#",
                        esc(translate("Proposal", "Option")),
                        esc(translate("Proposal", "Per month")),
                        esc(translate("Proposal", "Why not chosen")),
                    ],
                    num_cols=(2,),
                )
            )
        else:
            parts.append(
                table(
                    rows,
                    [4, 34, 13, 14, 35],
                    header=[
                        "#",
                        esc(translate("Proposal", "Option")),
                        esc(translate("Proposal", "Time")),
                        esc(translate("Proposal", "Job cost")),
                        esc(translate("Proposal", "Why not chosen")),
                    ],
                    num_cols=(2, 3),
                )
            )
    # ----- risks and tips
    parts.append(tag("h2", translate("Proposal", "Risks and tips")))
    if rec.warnings:
        parts.append(tag("h3", translate("Proposal", "Check before ordering")))
        parts.append(bullets([W.describe_note(n, cur) for n in rec.warnings]))
    if rec.tips:
        parts.append(tag("h3", translate("Proposal", "Tips")))
        parts.append(bullets([W.describe_note(n, cur) for n in rec.tips]))
    # ----- launch files (issue 17)
    from gpu_advisor.gui.launch_export import proposal_lines
    launch_lines = proposal_lines(rec, scenario, cat)
    if launch_lines:
        parts.append(tag("h2", translate("Proposal", "Launch files")))
        parts.append(bullets(launch_lines))
    # ----- scenario
    parts.append(tag("h2", translate("Proposal", "Your requirements")))
    parts.append(table([[esc(k), esc(v)] for k, v in W.scenario_rows(scenario, cat)], [35, 65]))
    open_answers = W.assumed_rows(scenario, cat)
    if open_answers:
        parts.append(tag("h3", translate("Proposal", "Answers left open, and what was assumed")))
        parts.append(
            table(
                [[esc(k), esc(v), esc(why + (" · " + src if src else ""))] for k, v, why, src in open_answers],
                [22, 20, 58],
                header=[
                    esc(translate("Proposal", "Question")),
                    esc(translate("Proposal", "Assumed")),
                    esc(translate("Proposal", "Why, and source")),
                ],
                cls="small",
                padding=3,
            )
        )
    # ----- assumptions and sources
    parts.append(tag("h2", translate("Proposal", "Assumptions")))
    parts.append(para("muted small", translate("Proposal", "Every figure the estimate relied on, with its source.")))
    parts.append(
        table(
            [[esc(n), esc(v), code_words(s)] for n, v, s in W.assumption_rows(rec)],
            [30, 18, 52],
            header=[
                esc(translate("Proposal", "Assumption")),
                esc(translate("Proposal", "Value")),
                esc(translate("Proposal", "Source")),
            ],
            cls="small",
            padding=3,
        )
    )
    sources = price_sources(rec, cat)
    if sources:
        parts.append(tag("h2", translate("Proposal", "Price sources")))
        kinds = {
            "instance": translate("Proposal", "Server"),
            "storage": translate("Proposal", "Disk"),
            "transfer": translate("Proposal", "Data transfer"),
            "fx": translate("Proposal", "Exchange rate"),
        }
        units = {
            "hour": translate("Proposal", "per hour"),
            "month": translate("Proposal", "per month"),
            "GB-month": translate("Proposal", "per GB-month"),
            "GB": translate("Proposal", "per GB"),
            "rate": "",
        }
        rows = []
        for s in sources:
            what = (
                f"{kinds.get(s.kind, s.kind)}: "
                + (f"{W.provider_name(cat, s.provider)} " if s.provider else "")
                + W.product_name(s.product)
            )
            if s.price is None:
                price = translate("Proposal", "no price")
            elif s.kind == "fx":
                price = W.number(s.price, 4)
            else:
                price = f"{W.unit_price(s.price, s.currency)} {units.get(s.unit, '')}".strip()
            rows.append([esc(what), esc(price), esc(W.date_text(s.as_of)), esc(W.source_text(cat, s.source))])
        parts.append(
            table(
                rows,
                [30, 16, 10, 44],
                header=[
                    esc(translate("Proposal", "Price")),
                    esc(translate("Proposal", "Catalog value")),
                    esc(translate("Proposal", "As of")),
                    esc(translate("Proposal", "Source")),
                ],
                num_cols=(1,),
                cls="small",
                padding=3,
            )
        )
    parts.append(f"<p><b>{esc(_prices_note(rec))}</b></p>")
    if _own_prices_note(rec):
        parts.append(f"<p><b>{esc(_own_prices_note(rec))}</b></p>")
    parts.append("</body></html>")
    return "".join(parts)


def _prices_note(rec: Any) -> str:
    opt = rec.recommendation
    a = rec.assumptions or {}
    when = W.dated(opt.price_as_of if opt is not None else a.get("price_as_of"))
    return translate(
        "Proposal", "Prices as of {0} (catalog of {1}); check them with the provider before ordering."
    ).format(when, W.date_text(a.get("catalog_date")))


def _own_prices_note(rec: Any) -> str:
    """The recommendation's prices the user entered, named (they are no price list's); "" when there are none. (Under
    the body's last line only: the page footer holds one line.)"""
    own = W.own_prices(rec.recommendation) if rec.recommendation is not None else []
    if not own:
        return ""
    return translate("Proposal", "Your own prices, as you entered them: {0}.").format(translate("Words", "; ").join(own))


# --------------------------------------------------------------------------- pagination and drawing


def _chart_images(doc: QTextDocument, rec: Any, scenario: Any, family: charts.Family, width_px: float) -> dict:
    """Render the charts and register them with the document; name -> (url, width, height) in layout units."""
    out = {}
    logical_w = 640
    for name, img in (
        ("cost_vs_hours", charts.cost_vs_hours(rec, width=logical_w, height=330, family=family, scenario=scenario)),
        ("cost_breakdown", charts.cost_breakdown(rec, width=logical_w, family=family)),
    ):
        if img is None:
            continue
        url = f"chart://{name}"
        doc.addResource(QTextDocument.ResourceType.ImageResource, QUrl(url), img)
        ratio = img.height() / img.width()
        # Qt scales <img> sizes by the paint device's DPI / 96 (its "pixels" are 1/96 inch).
        w = width_px * 96 / DPI
        out[name] = (url, int(w), int(w * ratio))
    return out


def render_pdf(
    rec: Any, scenario: Any, cat: Any, lang: str = "en", for_whom: str = "", today: _dt.date | None = None
) -> bytes:
    """The proposal PDF as bytes (nothing touches the disk)."""
    ensure_app()
    saved = W.current_catalog()
    try:
        with W.using_language(lang):
            W.set_catalog(cat)
            return _render(rec, scenario, cat, for_whom, today or _dt.date.today(), pdf_families())
    finally:
        W.set_catalog(saved)


def _render(rec, scenario, cat, for_whom, today, family) -> bytes:
    def fill(doc: QTextDocument, width: float) -> str:
        images = _chart_images(doc, rec, scenario, family, width * 0.98)
        # (the screen's word joiners as the page's own: amounts stay on one line, the fonts embedded stay its own)
        html = page_text(proposal_html(rec, scenario, cat, for_whom, today, images))
        doc.setHtml(html)
        return html  # render_pages splits its tables where a row would cross a page

    who = elide(for_whom.strip(), NAME_LIMIT)
    header_left = translate("Proposal", "GPU server proposal") + (f" · {who}" if who else "")
    return render_pages(translate("Proposal", "GPU server proposal"), family, fill, header_left, today.isoformat(),
                        _prices_note(rec))


def export_pdf(path: str | Path, rec: Any, scenario: Any, cat: Any, lang: str = "en", for_whom: str = "") -> None:
    """Write the proposal PDF to ``path`` atomically. Raises ``CatalogError`` (problem code ``not_writable``,
    with the reason) when the place cannot be written; no file is left behind then."""
    check_writable(path)  # before the rendering: fail fast
    write_file(path, render_pdf(rec, scenario, cat, lang=lang, for_whom=for_whom))


def csv_for_language(rec: Any, cat: Any, lang: str = "en", scenario: Any = None) -> bytes:
    """The proposal CSV with headings and codes in words of ``lang`` (numbers stay plain numbers); ``scenario``:
    the deadline and budget columns stay empty where it sets none."""
    cur = rec.recommendation.currency if rec.recommendation is not None else None
    with W.using_language(lang):
        saved = W.current_catalog()
        W.set_catalog(cat)
        try:
            return csv_bytes(rec, cat, labels=W.csv_labels(), words=lambda c, v: W.csv_value(c, v, cur),
                             scenario=scenario)
        finally:
            W.set_catalog(saved)


def export_proposal(
    rec: Any,
    scenario: Any,
    cat: Any,
    *,
    pdf: str | Path | None = None,
    csv: str | Path | None = None,
    lang: str = "en",
    for_whom: str = "",
) -> list[Path]:
    """Write the PDF and/or the CSV; all or nothing. Every place is checked before anything is written; if a
    later write still fails, files this call created are removed again. Raises CatalogError(not_writable)."""
    for t in (Path(p) for p in (pdf, csv) if p is not None):
        check_writable(t)  # before the what-if prices are worked out
    from gpu_advisor.gui.proposal_what_if import with_what_if
    rec = with_what_if(rec, scenario, cat)
    targets: list[tuple[Path, Callable[[], bytes]]] = []
    if pdf is not None:
        targets.append((Path(pdf), lambda: render_pdf(rec, scenario, cat, lang=lang, for_whom=for_whom)))
    if csv is not None:
        targets.append((Path(csv), lambda: csv_for_language(rec, cat, lang, scenario)))
    return write_all(targets)


if __name__ == "__main__":  # pragma: no cover - python -m gpu_advisor.gui.proposal_pdf [SCENARIO] [lang] [out.pdf]
    from gpu_advisor.core.catalog import load_bundled
    from gpu_advisor.core.scenario import load_scenario
    from gpu_advisor.core.select import recommend

    ensure_app()
    _cat = load_bundled()
    _sc = load_scenario(sys.argv[1] if len(sys.argv) > 1 else "examples/startup-engineer-seed000.json", _cat)
    _lang = sys.argv[2] if len(sys.argv) > 2 else "en"
    _out = sys.argv[3] if len(sys.argv) > 3 else f"/tmp/proposal-{_lang}.pdf"
    export_pdf(_out, recommend(_cat, _sc), _sc, _cat, lang=_lang, for_whom="Example Ltd.")
    print(_out)
