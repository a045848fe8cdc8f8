"""The proposal PDF: A4, Chinese or English, drawn by Qt (QTextDocument + QPdfWriter), fonts embedded.

``export_pdf(path, rec, scenario, cat, lang, for_whom)`` lays the proposal out as HTML in a
QTextDocument, paginates it under a header and above a footer (page numbers, "prices as of") on every
page, moves headings that would be left alone at the bottom of a page onto the next one, and writes
the PDF into memory first; the file appears only complete (``core.proposal.write_file``: temp file,
fsync, rename). A folder that cannot be written raises ``CatalogError`` (code ``not_writable``).

A catalog or scenario text longer than ``core.proposal.NAME_LIMIT`` characters (free text:
``FREE_TEXT_LIMIT``) is shown cut short with an ellipsis wherever it appears (the CSV keeps it whole), and no
single piece of text is longer than ``TEXT_LIMIT``: a hostile 100 KB instance name leaves the PDF at its
usual length.

Chinese uses the bundled WenQuanYi Micro Hei (``resources/fonts``): real glyphs that extract as the
characters written, on any machine. Needs a QGuiApplication (``ensure_app`` makes an offscreen one for
the command line); GUI thread only.
"""

from __future__ import annotations

import contextvars
import datetime as _dt
import html
import os
import sys
from pathlib import Path
from typing import Any

from gpu_advisor.core.proposal import (NAME_LIMIT, check_writable, cost_totals, csv_bytes, elide, long_texts,
                                       price_sources, write_file)
from gpu_advisor.gui import proposal_charts as charts
from gpu_advisor.gui import words as W
from gpu_advisor.gui.words import translate
from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QMarginsF, QRectF, QSizeF, Qt, QUrl
from PySide6.QtGui import (
    QAbstractTextDocumentLayout,
    QColor,
    QFont,
    QFontDatabase,
    QGuiApplication,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
    QPen,
    QTextBlockFormat,
    QTextCursor,
    QTextDocument,
    QTextFormat,
    QTextOption,
)

from gpu_advisor import APP_NAME, __version__

DPI = 300
MM = DPI / 25.4
FONT_FILE = "wqy-microhei.ttc"
FALLBACK_FAMILY = "WenQuanYi Micro Hei"
_family: str | None = None


# --------------------------------------------------------------------------- Qt set-up


def fonts_dir() -> Path:
    return Path(__file__).resolve().parent.parent / "resources" / "fonts"


def ensure_app() -> QGuiApplication:
    """The running QGuiApplication, or a new offscreen one (command line: no display needed, never aborts)."""
    app = QGuiApplication.instance()
    if app is not None:
        if not isinstance(app, QGuiApplication):
            raise RuntimeError("a QCoreApplication without GUI support is running; the PDF needs QGuiApplication")
        return app
    os.environ.setdefault("QT_QPA_FONTDIR", str(fonts_dir()))
    return QGuiApplication([sys.argv[0] if sys.argv else "gpu-advisor", "-platform", "offscreen"])


def ensure_fonts() -> str:
    """Register the bundled CJK font once; returns its family name (used for every text of the proposal)."""
    global _family
    if _family is None:
        font_id = QFontDatabase.addApplicationFont(str(fonts_dir() / FONT_FILE))
        fams = QFontDatabase.applicationFontFamilies(font_id) if font_id >= 0 else []
        if not fams:
            raise FileNotFoundError(str(fonts_dir() / FONT_FILE))
        _family = next((f for f in fams if "mono" not in f.lower()), fams[0])
    return _family


# --------------------------------------------------------------------------- HTML


TEXT_LIMIT = 2000  # characters of one piece of text in the document (the longest of the examples: 699)
# Long catalog and scenario texts -> their short forms, for the proposal being laid out (``proposal_html``).
_SHORT: contextvars.ContextVar[tuple[tuple[str, str], ...]] = contextvars.ContextVar("proposal_short", default=())


def _e(text: Any) -> str:
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
ul { margin-top: 0px; margin-bottom: 4px; }
li { margin-bottom: 3px; line-height: 130%; }
"""


def _tag(tag: str, text: str) -> str:
    return f"<{tag}>{_e(text)}</{tag}>"


def _span(cls: str, text: str) -> str:
    return f'<span class="{cls}">{_e(text)}</span>'


def _para(cls: str, text: str) -> str:
    return f'<p class="{cls}">{_e(text)}</p>'


def _table(
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


def _bullets(items: list[str], cls: str = "") -> str:
    if not items:
        return ""
    klass = f' class="{cls}"' if cls else ""
    return "<ul>" + "".join(f"<li{klass}>{_e(t)}</li>" for t in items) + "</ul>"


def _line_cells(line, cur: str) -> list[str]:
    qty = f"{W.number(line.quantity)} {W.unit_name(line.unit)}"
    if line.included:
        price = translate("Proposal", "included")
        cost = translate("Proposal", "included")
    elif line.unit_price is None:
        price = translate("Proposal", "no price in catalog")
        cost = f'<span class="warn">{_e(W.money(None, cur))}</span>'
        return [_e(W.item_name(line.item)), _e(_product(line)), _e(qty), _e(price), cost]
    elif getattr(line, "assumed", False):  # no price page gives one: the stated assumption, marked as such
        price = (f"{_e(W.unit_price(line.unit_price, cur))} / {_e(W.unit_name(line.unit))} "
                 + _span("warn", W.priced_state_name("assumed")))
        return [_e(W.item_name(line.item)), _e(_product(line)), _e(qty), price,
                _e(W.money(line.cost, cur, exact=True))]
    else:
        price = f"{W.unit_price(line.unit_price, cur)} / {W.unit_name(line.unit)}"
        cost = W.money(line.cost, cur, exact=True)
    return [_e(W.item_name(line.item)), _e(_product(line)), _e(qty), _e(price), _e(cost)]


def _product(line) -> str:
    if line.item == "network":
        return W.network_name(line.product)
    if line.product == "local NVMe (instance)":
        return W.storage_name("local_nvme")
    return line.product or ""


def _option_title(opt, cat) -> str:
    return f"{W.gpu_config(opt)} · {W.provider_name(cat, opt.provider)} {opt.instance_type}"


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
    parts.append(_tag("h1", translate("Proposal", "GPU server proposal")))
    meta = [translate("Proposal", "Date: {0}").format(today.isoformat())]
    if for_whom.strip():
        meta.insert(0, translate("Proposal", "Prepared for: {0}").format(for_whom.strip()))
    meta.append(translate("Proposal", "Prepared with {0} {1}").format(APP_NAME, __version__))
    parts.append(f'<p class="meta">{_e("  ·  ".join(meta))}</p>')
    # ----- summary
    parts.append(_tag("h2", translate("Proposal", "Summary")))
    parts.append(
        '<table width="100%" cellpadding="8" cellspacing="0" style="background-color: #f5f7fa; '
        'border-left: 3px solid #1d4e74;"><tr><td>'
        f'<span class="summary">{_e(W.summary_sentence(rec, cat, scenario))}</span></td></tr></table>'
    )
    if opt is None:
        parts.append(_bullets([W.describe_note(n, cur) for n in rec.warnings]))
        parts.append("</body></html>")
        return "".join(parts)
    totals = cost_totals(opt)
    serving = opt.wall_hours is None
    figs = [(translate("Proposal", "GPUs"), f"{W.number(opt.gpu_count)} × {opt.gpu}")]
    if serving:
        figs.append((translate("Proposal", "Servers"), W.number(opt.instances)))
        figs.append((translate("Proposal", "Cost per month"), W.money(opt.monthly_cost, cur)))
        figs.append((translate("Proposal", "Cost per year"), W.money(opt.monthly_cost * 12, cur)))
    else:
        figs.append((translate("Proposal", "Time to finish"), W.hours_range(opt.wall_hours, getattr(opt, "wall_hours_range", None))))
        figs.append((translate("Proposal", "Job cost"), W.money(totals["total_cost"], cur)))
        figs.append((translate("Proposal", "Cost per month"), W.money(opt.monthly_cost, cur)))
    parts.append('<table width="100%" cellpadding="6" cellspacing="4" style="margin-top: 6px;"><tr>')
    for label, value in figs:
        parts.append(
            f'<td width="25%" bgcolor="#f4f6f8"><span class="figlabel">{_e(label)}'
            f'</span><br/><span class="fig">{_e(value)}</span></td>'
        )
    parts.append("</tr></table>")
    # ----- recommendation
    parts.append(_tag("h2", translate("Proposal", "Recommended configuration")))
    h = opt.host
    host_cpu = W.host_cpu_need(h)  # the card's tooltip says the same (the card's value gives the minimum)
    if h.instance_vcpus:
        host_cpu += " " + translate("Proposal", "(the server has {0} vCPUs)").format(W.number(h.instance_vcpus))
    ram = W.host_ram_need(h)
    if h.instance_ram_gb:
        ram += " " + translate("Proposal", "(the server has {0} GB)").format(W.number(h.instance_ram_gb))
    rows = [
        [_e(translate("Proposal", "Provider and region")), _e(f"{W.provider_name(cat, opt.provider)} · {opt.region}")],
        [_e(translate("Proposal", "Server type")), _e(opt.instance_type)],
        [_e(translate("Proposal", "GPUs")), _e(W.gpu_config(opt))],
        [_e(translate("Proposal", "Billing")), _e(W.billing_name(opt.billing))],
        [_e(translate("Proposal", "CPU per server")), _e(host_cpu)],
        [_e(translate("Proposal", "Memory per server")), _e(ram)],
        [
            _e(translate("Proposal", "Disks per server")),
            _e(
                translate("Proposal", "system {0}, data {1}").format(
                    W.gigabytes(h.system_disk_gb), W.gigabytes(h.data_disk_gb)
                )
            ),
        ],
        [
            _e(translate("Proposal", "Storage")),
            _e(
                f"{W.storage_name(opt.storage)}"
                + (f" ({opt.storage_product})" if opt.storage == "block" and opt.storage_product else "")
            ),
        ],
        [
            _e(translate("Proposal", "Network")),
            _e(f"{W.network_name(opt.network_class)}, {W.number(opt.network_gbps)} Gbit/s"),
        ],
    ]
    if not serving:
        rows.append([_e(translate("Proposal", "Time to finish")),
                     _e(W.hours_range(opt.wall_hours, getattr(opt, "wall_hours_range", None), days=True))])
    if opt.spot:
        rows.append(
            [
                _e(translate("Proposal", "Spot interruptions")),
                _e(
                    translate("Proposal", "about {0} expected ({1})").format(
                        W.number(opt.spot.get("expected_interruptions"), 1),
                        W.spot_source_name(opt.spot.get("rate_source")),
                    )
                ),
            ]
        )
    rows.append(
        [
            _e(translate("Proposal", "Price as of")),
            _e(W.date_text(opt.price_as_of))
            + (" " + _span("warn", translate("Proposal", "(older than a year: check it)")) if opt.stale else ""),
        ]
    )
    parts.append(_table(rows, [28, 72], padding=4))
    # ----- cost lines
    parts.append(_tag("h2", translate("Proposal", "Cost lines")))
    parts.append(
        _para("muted", translate("Proposal", "Each line is quantity × unit price = cost, in {0}.").format(cur))
    )
    rows = [_line_cells(line, cur) for line in opt.cost_lines]
    total_label = (
        translate("Proposal", "Total for the job")
        if not serving
        else translate("Proposal", "Total for the first month")
    )
    rows.append(
        [f"<b>{_e(total_label)}</b>", "", "", "", f"<b>{_e(W.money(totals['total_cost'], cur, exact=True))}</b>"]
    )
    rows.append(
        [
            _tag("b", translate("Proposal", "Per month")),
            _e(translate("Proposal", "for budgets: what one month of this plan costs")),
            "",
            "",
            f"<b>{_e(W.money(opt.monthly_cost, cur, exact=True))}</b>",
        ]
    )
    n = len(rows)
    parts.append(
        _table(
            rows,
            [20, 26, 18, 19, 17],
            header=[
                _e(translate("Proposal", "Item")),
                _e(translate("Proposal", "Product")),
                _e(translate("Proposal", "Quantity")),
                _e(translate("Proposal", "Unit price")),
                _e(translate("Proposal", "Cost")),
            ],
            num_cols=(2, 3, 4),
            total_rows=(n - 2, n - 1),
        )
    )
    notes = []
    if totals["unpriced_lines"]:
        notes.append(
            translate(
                "Proposal", "{0} line(s) have no price in the catalog and are not in the totals; ask the provider."
            ).format(totals["unpriced_lines"])
        )
    if totals.get("assumed_lines"):
        notes.append(
            translate(
                "Proposal", "{0} line(s) use an assumed price (no price page gives one; see the assumptions); "
                "ask the provider for a quote."
            ).format(totals["assumed_lines"])
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
        parts.append("".join(f'<p class="muted small">{_e(t)}</p>' for t in notes))
    # ----- charts
    if images:
        parts.append(_tag("h2", translate("Proposal", "Charts")))
        for name in ("cost_vs_hours", "cost_breakdown"):
            if name in images:
                url, w, hgt = images[name]
                parts.append(
                    f'<p align="center" style="line-height: 100%; margin-bottom: 2px;">'
                    f'<img src="{_e(url)}" width="{w}" height="{hgt}"/></p>'
                )
                if name == "cost_vs_hours":
                    note = translate(
                        "Proposal",
                        "Each dot is a priced option; the dashed step line joins the "
                        "options no other option beats on both cost and time.",
                    )
                    if (a.get("budget") or {}).get("per") == "month":  # the chart shows monthly cost: no front
                        note = translate("Proposal", "Each dot is a priced option; the ringed one is recommended.")
                    parts.append(_para("muted small", note))
    # ----- why
    parts.append(_tag("h2", translate("Proposal", "Why this option")))
    parts.append(_bullets([W.describe_note(n, cur) for n in rec.reasons]))
    # ----- alternatives
    if rec.alternatives:
        parts.append(_tag("h2", translate("Proposal", "Alternatives")))
        rows = []
        for i, alt in enumerate(rec.alternatives, 1):
            what = (
                f"<b>{_e(W.gpu_config(alt))}</b><br/>{_e(W.provider_name(cat, alt.provider))} "
                f'{_e(alt.instance_type)}<br/><span class="muted">{_e(W.billing_name(alt.billing))}</span>'
            )
            cost = _e(W.money(alt.monthly_cost if serving else alt.total_cost, cur))
            why = "<br/>".join(_e(W.describe_note(n, cur)) for n in alt.lost)
            rows.append(
                [str(i), what, cost, why] if serving else [str(i), what, _e(W.hours(alt.wall_hours)), cost, why]
            )
        if serving:
            parts.append(
                _table(
                    rows,
                    [4, 40, 16, 40],
                    header=[
                        "#",
                        _e(translate("Proposal", "Option")),
                        _e(translate("Proposal", "Per month")),
                        _e(translate("Proposal", "Why not chosen")),
                    ],
                    num_cols=(2,),
                )
            )
        else:
            parts.append(
                _table(
                    rows,
                    [4, 34, 13, 14, 35],
                    header=[
                        "#",
                        _e(translate("Proposal", "Option")),
                        _e(translate("Proposal", "Time")),
                        _e(translate("Proposal", "Job cost")),
                        _e(translate("Proposal", "Why not chosen")),
                    ],
                    num_cols=(2, 3),
                )
            )
    # ----- risks and tips
    parts.append(_tag("h2", translate("Proposal", "Risks and tips")))
    if rec.warnings:
        parts.append(_tag("h3", translate("Proposal", "Check before ordering")))
        parts.append(_bullets([W.describe_note(n, cur) for n in rec.warnings]))
    if rec.tips:
        parts.append(_tag("h3", translate("Proposal", "Tips")))
        parts.append(_bullets([W.describe_note(n, cur) for n in rec.tips]))
    # ----- launch files (issue 17)
    from gpu_advisor.gui.launch_export import proposal_lines
    launch_lines = proposal_lines(rec, scenario, cat)
    if launch_lines:
        parts.append(_tag("h2", translate("Proposal", "Launch files")))
        parts.append(_bullets(launch_lines))
    # ----- scenario
    parts.append(_tag("h2", translate("Proposal", "Your requirements")))
    parts.append(_table([[_e(k), _e(v)] for k, v in W.scenario_rows(scenario, cat)], [35, 65]))
    open_answers = W.assumed_rows(scenario, cat)
    if open_answers:
        parts.append(_tag("h3", translate("Proposal", "Answers left open, and what was assumed")))
        parts.append(
            _table(
                [[_e(k), _e(v), _e(why + (" · " + src if src else ""))] for k, v, why, src in open_answers],
                [22, 20, 58],
                header=[
                    _e(translate("Proposal", "Question")),
                    _e(translate("Proposal", "Assumed")),
                    _e(translate("Proposal", "Why, and source")),
                ],
                cls="small",
                padding=3,
            )
        )
    # ----- assumptions and sources
    parts.append(_tag("h2", translate("Proposal", "Assumptions")))
    parts.append(_para("muted small", translate("Proposal", "Every figure the estimate relied on, with its source.")))
    parts.append(
        _table(
            [[_e(n), _e(v), _e(s)] for n, v, s in W.assumption_rows(rec)],
            [30, 18, 52],
            header=[
                _e(translate("Proposal", "Assumption")),
                _e(translate("Proposal", "Value")),
                _e(translate("Proposal", "Source")),
            ],
            cls="small",
            padding=3,
        )
    )
    sources = price_sources(rec, cat)
    if sources:
        parts.append(_tag("h2", translate("Proposal", "Price sources")))
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
                + s.product
            )
            if s.price is None:
                price = translate("Proposal", "no price")
            elif s.kind == "fx":
                price = W.number(s.price, 4)
            else:
                price = f"{W.unit_price(s.price, s.currency)} {units.get(s.unit, '')}".strip()
            rows.append([_e(what), _e(price), _e(W.date_text(s.as_of)), _e(W.source_text(cat, s.source))])
        parts.append(
            _table(
                rows,
                [30, 16, 10, 44],
                header=[
                    _e(translate("Proposal", "Price")),
                    _e(translate("Proposal", "Catalog value")),
                    _e(translate("Proposal", "As of")),
                    _e(translate("Proposal", "Source")),
                ],
                num_cols=(1,),
                cls="small",
                padding=3,
            )
        )
    parts.append(f"<p><b>{_e(_prices_note(rec))}</b></p>")
    parts.append("</body></html>")
    return "".join(parts)


def _prices_note(rec: Any) -> str:
    opt = rec.recommendation
    a = rec.assumptions or {}
    when = W.date_text(opt.price_as_of if opt is not None else a.get("price_as_of"))
    return translate(
        "Proposal", "Prices as of {0} (catalog of {1}); check them with the provider before ordering."
    ).format(when, W.date_text(a.get("catalog_date")))


# --------------------------------------------------------------------------- pagination and drawing


def _keep_headings_with_next(doc: QTextDocument, page_h: float, rounds: int = 6) -> None:
    """Push a heading to the next page when the content right after it starts on another page, or when a
    short table after it would be split from it."""
    layout = doc.documentLayout()
    for _ in range(rounds):
        changed = False
        block = doc.begin()
        while block.isValid():
            fmt = block.blockFormat()
            if fmt.headingLevel() > 0 and not fmt.pageBreakPolicy() & QTextFormat.PageBreakFlag.PageBreak_AlwaysBefore:
                r = layout.blockBoundingRect(block)
                page = int(r.top() // page_h)
                nxt = block.next()
                end = nxt
                if nxt.isValid():
                    table = QTextCursor(nxt).currentTable()
                    if table is not None:
                        last = doc.findBlock(table.lastPosition())
                        rt = layout.frameBoundingRect(table)
                        if rt.height() < page_h * 0.45 and last.isValid():
                            end = last
                    r_next = layout.blockBoundingRect(nxt)
                    r_end = layout.blockBoundingRect(end)
                    moved = int(r_next.top() // page_h) > page or int((r_end.bottom() - 1) // page_h) > page
                    if moved and r.top() - page * page_h > page_h * 0.05:
                        bf = QTextBlockFormat()
                        bf.setPageBreakPolicy(QTextFormat.PageBreakFlag.PageBreak_AlwaysBefore)
                        QTextCursor(block).mergeBlockFormat(bf)
                        changed = True
                        break  # the layout below moved: look again from the top
            block = block.next()
        if not changed:
            return


def _chart_images(doc: QTextDocument, rec: Any, scenario: Any, family: str, width_px: float) -> dict:
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
    family = ensure_fonts()
    saved = W._CAT
    try:
        with W.using_language(lang):
            W.set_catalog(cat)
            return _render(rec, scenario, cat, for_whom, today or _dt.date.today(), family)
    finally:
        W.set_catalog(saved)


def _render(rec, scenario, cat, for_whom, today, family) -> bytes:
    data = QByteArray()
    buf = QBuffer(data)
    buf.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buf)
    writer.setResolution(DPI)
    writer.setPageLayout(
        QPageLayout(QPageSize(QPageSize.PageSizeId.A4), QPageLayout.Orientation.Portrait, QMarginsF(0, 0, 0, 0))
    )
    writer.setTitle(translate("Proposal", "GPU server proposal"))
    writer.setCreator(f"{APP_NAME} {__version__}")
    page_w, page_h = writer.width(), writer.height()
    ml, mr, mt, mb = 18 * MM, 18 * MM, 22 * MM, 18 * MM
    body = QRectF(ml, mt, page_w - ml - mr, page_h - mt - mb)

    doc = QTextDocument()
    doc.documentLayout().setPaintDevice(writer)
    base = QFont(family)
    base.setPointSizeF(9.0)
    doc.setDefaultFont(base)
    opt = QTextOption()
    opt.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
    doc.setDefaultTextOption(opt)
    doc.setDocumentMargin(0)
    doc.setPageSize(QSizeF(body.width(), body.height()))
    images = _chart_images(doc, rec, scenario, family, body.width() * 0.98)
    doc.setHtml(proposal_html(rec, scenario, cat, for_whom, today, images))
    _keep_headings_with_next(doc, body.height())

    who = elide(for_whom.strip(), NAME_LIMIT)
    header_left = translate("Proposal", "GPU server proposal") + (f" · {who}" if who else "")
    header_right = today.isoformat()
    footer_left = _prices_note(rec)
    pages = doc.pageCount()
    painter = QPainter()
    if not painter.begin(writer):
        raise OSError("cannot start the PDF writer")
    try:
        small = QFont(family)
        small.setPointSizeF(7.5)
        for i in range(pages):
            if i:
                writer.newPage()
            painter.setFont(small)
            painter.setPen(QColor("#52606d"))
            top_line = mt - 5 * MM
            painter.drawText(
                QRectF(ml, top_line - 6 * MM, body.width() * 0.7, 5 * MM),
                int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom),
                header_left,
            )
            painter.drawText(
                QRectF(ml + body.width() * 0.7, top_line - 6 * MM, body.width() * 0.3, 5 * MM),
                int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom),
                header_right,
            )
            painter.setPen(QPen(QColor("#9aa5b1"), 0.25 * MM))
            painter.drawLine(int(ml), int(top_line), int(ml + body.width()), int(top_line))
            bottom_line = page_h - mb + 6 * MM
            painter.setPen(QPen(QColor("#cbd2d9"), 0.2 * MM))
            painter.drawLine(int(ml), int(bottom_line), int(ml + body.width()), int(bottom_line))
            painter.setPen(QColor("#52606d"))
            painter.drawText(
                QRectF(ml, bottom_line + 1 * MM, body.width() * 0.8, 5 * MM),
                int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop),
                footer_left,
            )
            painter.drawText(
                QRectF(ml + body.width() * 0.8, bottom_line + 1 * MM, body.width() * 0.2, 5 * MM),
                int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop),
                translate("Proposal", "Page {0} of {1}").format(i + 1, pages),
            )
            painter.save()
            painter.translate(body.left(), body.top() - i * body.height())
            clip = QRectF(0, i * body.height(), body.width(), body.height())
            painter.setClipRect(clip)
            ctx = QAbstractTextDocumentLayout.PaintContext()
            ctx.clip = clip
            doc.documentLayout().draw(painter, ctx)
            painter.restore()
    finally:
        painter.end()
    buf.close()
    return bytes(data.data())


def export_pdf(path: str | Path, rec: Any, scenario: Any, cat: Any, lang: str = "en", for_whom: str = "") -> None:
    """Write the proposal PDF to ``path`` atomically. Raises ``CatalogError`` (problem code ``not_writable``,
    with the reason) when the place cannot be written; no file is left behind then."""
    check_writable(path)  # before the rendering: fail fast
    write_file(path, render_pdf(rec, scenario, cat, lang=lang, for_whom=for_whom))


def csv_for_language(rec: Any, cat: Any, lang: str = "en") -> bytes:
    """The proposal CSV with headings and codes in words of ``lang`` (numbers stay plain numbers)."""
    cur = rec.recommendation.currency if rec.recommendation is not None else None
    with W.using_language(lang):
        saved = W._CAT
        W.set_catalog(cat)
        try:
            return csv_bytes(rec, cat, labels=W.csv_labels(), words=lambda c, v: W.csv_value(c, v, cur))
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
    targets = [Path(p) for p in (pdf, csv) if p is not None]
    for t in targets:
        check_writable(t)
    data = []
    if pdf is not None:
        data.append((Path(pdf), render_pdf(rec, scenario, cat, lang=lang, for_whom=for_whom)))
    if csv is not None:
        data.append((Path(csv), csv_for_language(rec, cat, lang)))
    created: list[Path] = []
    try:
        for path, payload in data:
            existed = path.exists()
            write_file(path, payload)
            if not existed:
                created.append(path)
    except BaseException:
        for path in created:
            path.unlink(missing_ok=True)
        raise
    return [path for path, _ in data]


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
