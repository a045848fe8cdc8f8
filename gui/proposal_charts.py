"""The proposal's charts drawn with QPainter into QImages: cost against hours, and the cost breakdown.

Self-contained (no pyqtgraph, no widgets) so the PDF renders the same offscreen as on a desktop; every
label comes from the text package (``text/``) in the current language. Needs a QGuiApplication (fonts); GUI thread.
"""

from __future__ import annotations

import math
import re
from typing import Any

import numpy as np
from gpu_advisor import text as W
from gpu_advisor.text import translate
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QImage, QPainter, QPainterPath, QPen

INK = QColor("#1f2933")
MUTED = QColor("#7b8794")
GRID = QColor("#e4e7eb")
ACCENT = QColor("#c8553d")  # the recommendation
OK = QColor("#2f6f9f")  # options that meet every requirement
OTHER = QColor("#b8c2cc")  # options that miss a requirement
FRONT = QColor("#2f6f9f")
DEADLINE = QColor("#8e44ad")
BUDGET = QColor("#d4a017")
ITEM_COLORS = {
    "gpu_instance": QColor("#2f6f9f"),
    "spot_rework": QColor("#7fb3d5"),
    "run_startup": QColor("#a9c7de"),
    "system_disk": QColor("#e0a458"),
    "data_disk": QColor("#c8553d"),
    "network": QColor("#6c757d"),
    "transfer_out": QColor("#4d9078"),
}


def image(width: int, height: int, scale: float) -> tuple[QImage, QPainter]:
    img = QImage(int(width * scale), int(height * scale), QImage.Format.Format_RGB32)
    img.setDevicePixelRatio(scale)
    img.fill(QColor("white"))
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    return img, p


Family = str | list[str] | None  # one family, or several in order of choice (``proposal_pdf.pdf_families``)


def font(family: Family, size: float, bold: bool = False) -> QFont:
    f = QFont()
    if family:
        f.setFamilies([family] if isinstance(family, str) else list(family))
    f.setPointSizeF(size)
    f.setBold(bold)
    return f


def log_ticks(lo: float, hi: float) -> list[float]:
    """1-2-5 ticks between lo and hi (both > 0), at most about 8 of them."""
    ticks = []
    for e in range(int(math.floor(math.log10(lo))) - 1, int(math.ceil(math.log10(hi))) + 1):
        for m in (1, 2, 5):
            v = m * 10**e
            if lo <= v <= hi:
                ticks.append(v)
    if len(ticks) > 8:
        ticks = [t for t in ticks if str(int(t) if t >= 1 else t).lstrip("0.").startswith("1")]
    return ticks


def short_money(x: float, currency: str) -> str:
    """A money tick: whole amounts without cents ("¥500", beside "¥5,000"; it read "¥500.00"); in Chinese, yuan from
    ¥1万 up in 万 and 亿 like the money elsewhere (the axis mixed "¥10,000" with "¥10万")."""
    if W.is_chinese() and (currency or "").upper() in ("CNY", "RMB") and x >= 1e4:
        body = W.number(x / 1e8, 2) + "亿" if x >= 1e8 else W.number(x / 1e4, 2) + "万"
        return "¥" + re.sub(r"\.?0+(?=[万亿])", "", body) if "." in body else "¥" + body
    return re.sub(r"\.00(?!\d)", "", W.money(x, currency))


def cost_vs_hours(
    rec: Any, width: int = 640, height: int = 340, scale: float = 3.0, family: Family = None, scenario: Any = None
) -> QImage | None:
    """Every priced option as a dot (cost against hours, log scales), the Pareto front, the deadline and budget
    lines, the recommendation highlighted. None for a service (no job length) or when nothing has hours."""
    opt = rec.recommendation
    df = rec.candidates
    if opt is None or opt.wall_hours is None or df is None or df.empty or "run_hours" not in df:
        return None
    a = rec.assumptions or {}
    budget = (a.get("budget") or {}).get("in_result_currency")
    per = (a.get("budget") or {}).get("per", "total")
    ycol = "budget_spend" if budget is not None and "budget_spend" in df else "total_cost"
    per_month = ycol == "budget_spend" and per == "month"
    x = df["run_hours"].to_numpy(float)
    y = df[ycol].to_numpy(float)
    feas = df["feasible"].to_numpy(bool) if "feasible" in df else np.ones(len(df), bool)
    keep = np.isfinite(x) & np.isfinite(y) & (x > 0) & (y > 0)
    if "hard_ok" in df:
        hard = df["hard_ok"].to_numpy(bool)
        if (keep & hard).any():
            keep &= hard
    if not keep.any():
        return None
    x, y, feas = x[keep], y[keep], feas[keep]
    rec_x = float(opt.wall_hours)
    rec_y = float(opt.monthly_cost if per_month else opt.total_cost)
    deadline = None
    for n in rec.reasons:
        if n.code == "deadline":
            deadline = n.detail.get("deadline_hours")
    if deadline is None and scenario is not None:
        deadline = getattr(scenario, "deadline_hours", None)
    xs = np.concatenate([x, [rec_x] + ([float(deadline)] if deadline else [])])
    ys = np.concatenate([y, [rec_y] + ([float(budget)] if budget else [])])
    x0, x1 = xs.min() / 1.4, xs.max() * 1.4
    y0, y1 = ys.min() / 2.0, ys.max() * 1.4  # (room under the cheapest: the pick's ring was cut by the frame)

    img, p = image(width, height, scale)
    small = font(family, 7.5)
    label = font(family, 8)
    bold = font(family, 8.5, True)
    p.setFont(small)
    fm = QFontMetricsF(small)
    right, top, bottom = 16.0, 26.0, 40.0
    # as wide as the longest money tick ("¥100,000,000" was cut at the page's edge behind a fixed 62 points)
    left = max([62.0] + [fm.horizontalAdvance(short_money(t, opt.currency)) + 10 for t in log_ticks(y0, y1)])
    plot = QRectF(left, top, width - left - right, height - top - bottom)

    def px(v):
        return plot.left() + (math.log10(v) - math.log10(x0)) / (math.log10(x1) - math.log10(x0)) * plot.width()

    def py(v):
        return plot.bottom() - (math.log10(v) - math.log10(y0)) / (math.log10(y1) - math.log10(y0)) * plot.height()

    # Title and grid.
    p.setPen(INK)
    p.setFont(bold)
    title = (
        translate("ProposalCharts", "Cost per month against time to finish")
        if per_month
        else translate("ProposalCharts", "Job cost against time to finish")
    )
    p.drawText(QRectF(0, 2, width, 18), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, title)
    p.setFont(small)
    for t in log_ticks(x0, x1):
        X = px(t)
        p.setPen(QPen(GRID, 0.8))
        p.drawLine(QPointF(X, plot.top()), QPointF(X, plot.bottom()))
        p.setPen(MUTED)
        p.drawText(QRectF(X - 30, plot.bottom() + 3, 60, 12), Qt.AlignmentFlag.AlignHCenter, W.number(t))
    for t in log_ticks(y0, y1):
        Y = py(t)
        p.setPen(QPen(GRID, 0.8))
        p.drawLine(QPointF(plot.left(), Y), QPointF(plot.right(), Y))
        p.setPen(MUTED)
        p.drawText(
            QRectF(0, Y - 6, left - 5, 12),
            Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
            short_money(t, opt.currency),
        )
    p.setPen(QPen(MUTED, 0.8))
    p.drawRect(plot)
    p.setPen(INK)
    p.drawText(
        QRectF(plot.left(), height - 16, plot.width(), 14),
        Qt.AlignmentFlag.AlignHCenter,
        translate("ProposalCharts", "Hours to finish (log scale)"),
    )

    p.setClipRect(plot)
    # Options: misses first, then the ones meeting every requirement on top.
    for mask, color, r in ((~feas, OTHER, 2.2), (feas, OK, 2.6)):
        p.setPen(Qt.PenStyle.NoPen)
        c = QColor(color)
        c.setAlpha(170)
        p.setBrush(c)
        for xi, yi in zip(x[mask], y[mask]):
            p.drawEllipse(QPointF(px(xi), py(yi)), r, r)
    # Pareto front (cost against hours), as a step line.
    front = [(pt.get("wall_hours"), pt.get("total_cost")) for pt in rec.pareto or []]
    front = sorted((h, c) for h, c in front if h and c and h > 0 and c > 0)
    if len(front) > 1 and not per_month:
        path = QPainterPath(QPointF(px(front[0][0]), py(front[0][1])))
        for (h0, c0), (h1, c1) in zip(front, front[1:]):
            path.lineTo(QPointF(px(h1), py(c0)))
            path.lineTo(QPointF(px(h1), py(c1)))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(FRONT, 1.1, Qt.PenStyle.DashLine))
        p.drawPath(path)
    # Deadline and budget.
    if deadline:
        X = px(float(deadline))
        p.setPen(QPen(DEADLINE, 1.4, Qt.PenStyle.DashDotLine))
        p.drawLine(QPointF(X, plot.top()), QPointF(X, plot.bottom()))
        p.setFont(label)
        txt = translate("ProposalCharts", "Deadline {0}").format(W.hours(deadline))
        w = QFontMetricsF(label).horizontalAdvance(txt)
        tx = X - w - 4 if X + w + 4 > plot.right() else X + 4
        _boxed_text(p, QPointF(tx, plot.top() + 12), txt, label, DEADLINE)
    if budget:
        Y = py(float(budget))
        p.setPen(QPen(BUDGET, 1.4, Qt.PenStyle.DashLine))
        p.drawLine(QPointF(plot.left(), Y), QPointF(plot.right(), Y))
        p.setFont(label)
        txt = (
            translate("ProposalCharts", "Monthly budget {0}")
            if per == "month"
            else translate("ProposalCharts", "Budget {0}")
        ).format(W.money(budget, opt.currency))
        ty = Y - 4 if Y - 14 > plot.top() else Y + 12
        _boxed_text(p, QPointF(plot.left() + 6, ty), txt, label, BUDGET)
    # The recommendation.
    X, Y = px(rec_x), py(rec_y)
    p.setBrush(ACCENT)
    p.setPen(QPen(QColor("white"), 1.2))
    p.drawEllipse(QPointF(X, Y), 5.0, 5.0)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(ACCENT, 1.4))
    p.drawEllipse(QPointF(X, Y), 9.0, 9.0)
    p.setFont(bold)
    txt = translate("ProposalCharts", "Recommended: {0}").format(W.gpu_config(opt))
    w = QFontMetricsF(bold).horizontalAdvance(txt)
    tx = X + 12 if X + 12 + w < plot.right() - 2 else X - 12 - w
    ty = Y - 10 if Y - 22 > plot.top() else Y + 20
    fmb = QFontMetricsF(bold)
    box = QRectF(tx - 3, ty - fmb.ascent() - 1, w + 6, fmb.height() + 2)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(255, 255, 255, 225))
    p.drawRoundedRect(box, 2, 2)
    p.setPen(ACCENT)
    p.drawText(QPointF(tx, ty), txt)
    p.setClipping(False)
    # Legend (top right, outside the plot).
    items = [
        (OK, translate("ProposalCharts", "meets every requirement")),
        (OTHER, translate("ProposalCharts", "misses a requirement")),
    ]
    p.setFont(small)
    lx = width - right
    for color, text in reversed(items):
        w = fm.horizontalAdvance(text)
        lx -= w
        p.setPen(INK)
        p.drawText(QPointF(lx, 14), text)
        lx -= 10
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(color)
        p.drawEllipse(QPointF(lx + 4, 11), 3, 3)
        lx -= 12
    p.end()
    return img


def _boxed_text(p: QPainter, at: QPointF, txt: str, f: QFont, color) -> None:
    """Text on a light box, so the points under a deadline or budget label do not cross its words."""
    fmx = QFontMetricsF(f)
    p.setFont(f)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(255, 255, 255, 225))
    p.drawRoundedRect(QRectF(at.x() - 2, at.y() - fmx.ascent() - 1, fmx.horizontalAdvance(txt) + 4, fmx.height() + 2),
                      2, 2)
    p.setPen(color)
    p.drawText(at, txt)


def cost_breakdown(
    rec: Any,
    width: int = 640,
    height: int | None = None,
    scale: float = 3.0,
    family: Family = None,
    max_options: int = 5,
) -> QImage | None:
    """One stacked bar per option (the recommendation first, then alternatives): the priced cost lines by item,
    the total at the end. Unpriced lines are named under the bars."""
    opts = ([rec.recommendation] if rec.recommendation is not None else []) + list(rec.alternatives)
    opts = opts[: max_options + 1]
    if not opts:
        return None
    cur = opts[0].currency
    serving = opts[0].wall_hours is None
    value = (lambda o: o.monthly_cost) if serving else (lambda o: o.total_cost)
    bar_h, gap = 15.0, 9.0
    small = font(family, 7.5)
    label = font(family, 8)
    bold = font(family, 8.5, True)
    fm_label = QFontMetricsF(label)
    names = [W.gpu_config(o) + " · " + W.billing_name(o.billing) for o in opts]
    left = min(max(fm_label.horizontalAdvance(n) for n in names) + 14, width * 0.42)
    top = 28.0
    # The legend's items (every priced line drawn), wrapped to the width: with disks priced on every cloud there are
    # more of them than one line holds (issue 29: "System disl" was cut and the rest lost).
    used_items: list[str] = []
    for o in opts:
        for line in o.cost_lines:
            if line.cost is not None and line.cost > 0 and line.item not in used_items:
                used_items.append(line.item)
    fm_small = QFontMetricsF(font(family, 7.5))
    legend_rows: list[list[tuple[str, float]]] = [[]]
    lx = left
    for item in used_items:
        text = W.item_name(item)
        w_item = 11 + fm_small.horizontalAdvance(text) + 14
        if legend_rows[-1] and lx + w_item - 14 > width:
            legend_rows.append([])
            lx = left
        legend_rows[-1].append((item, lx))
        lx += w_item
    row_h = 14.0
    unpriced = [W.item_name(ln.item) for ln in opts[0].cost_lines if ln.cost is None]
    legend_h = 6 + row_h * len(legend_rows) + (row_h if unpriced else 0) + 4
    height = height or int(top + len(opts) * (bar_h + gap) + legend_h + 12)
    img, p = image(width, height, scale)
    p.setPen(INK)
    p.setFont(bold)
    title = (
        translate("ProposalCharts", "Cost per month by item")
        if serving
        else translate("ProposalCharts", "Job cost by item")
    )
    p.drawText(QRectF(0, 2, width, 18), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, title)
    total_w = max(fm_label.horizontalAdvance(W.money(value(o), cur)) for o in opts) + 10
    span = width - left - total_w - 8
    vmax = max((value(o) or 0.0) for o in opts) or 1.0
    for i, o in enumerate(opts):
        y = top + i * (bar_h + gap)
        p.setFont(bold if i == 0 else label)
        p.setPen(ACCENT if i == 0 else INK)
        p.drawText(
            QRectF(0, y, left - 8, bar_h),
            Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
            QFontMetricsF(p.font()).elidedText(names[i], Qt.TextElideMode.ElideRight, left - 8),
        )
        x = left
        scale_v = value(o) / o.total_cost if (serving and o.total_cost) else 1.0
        for line in o.cost_lines:
            if line.cost is None or line.cost <= 0:
                continue
            w = span * (line.cost * scale_v) / vmax
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(ITEM_COLORS.get(line.item, MUTED))
            p.drawRect(QRectF(x, y, max(w, 0.6), bar_h))
            x += w
        if i == 0:
            p.setPen(QPen(ACCENT, 1.2))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRect(QRectF(left - 1, y - 1, x - left + 2, bar_h + 2))
        p.setPen(INK)
        p.setFont(label)
        p.drawText(
            QRectF(x + 5, y, total_w + 8, bar_h),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            W.money(value(o), cur),
        )
    # Legend: the items drawn, and which lines of the recommendation have no price.
    p.setFont(small)
    ly = top + len(opts) * (bar_h + gap) + 6
    for r, row in enumerate(legend_rows):
        for item, lx in row:
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(ITEM_COLORS.get(item, MUTED))
            p.drawRect(QRectF(lx, ly + r * row_h + 2, 8, 8))
            p.setPen(INK)
            p.drawText(QPointF(lx + 11, ly + r * row_h + 9.5), W.item_name(item))
    if unpriced:
        p.setPen(MUTED)
        p.drawText(
            QPointF(left, ly + len(legend_rows) * row_h + 8),
            translate("ProposalCharts", "Not priced in the catalog (not in the bars): {0}").format(
                translate("Words", ", ").join(dict.fromkeys(unpriced))
            ),
        )
    p.end()
    return img


def _demo() -> None:  # pragma: no cover - look at the charts alone
    import sys

    from gpu_advisor.core.catalog import load_bundled
    from gpu_advisor.core.scenario import load_scenario
    from gpu_advisor.core.select import recommend
    from gpu_advisor.gui.pdf_fonts import pdf_families
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1] + ["-platform", "offscreen"])
    family = pdf_families()
    cat = load_bundled()
    W.set_catalog(cat)
    path = sys.argv[1] if len(sys.argv) > 1 else "examples/startup-engineer-seed000.json"
    sc = load_scenario(path, cat)
    rec = recommend(cat, sc)
    for name, img in (
        ("cost_vs_hours", cost_vs_hours(rec, family=family, scenario=sc)),
        ("cost_breakdown", cost_breakdown(rec, family=family)),
    ):
        if img is not None:
            img.save(f"/tmp/{name}.png")
            print(f"/tmp/{name}.png")
    del app


if __name__ == "__main__":
    _demo()
