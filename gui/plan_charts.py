"""The plan's and the comparison's charts for the PDF, drawn with QPainter into QImages (no widgets, the same
offscreen as on a desktop): the month's timeline (servers as rows, runs as bars, shared servers, per-run servers and
services in their own colours), and two answers' cost-against-hours fronts on one chart. GUI thread."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from gpu_advisor.core.plan import carried_rate, ChartRate
from gpu_advisor.text import plan_text, translate
from gpu_advisor import text as W
from gpu_advisor.gui.proposal_charts import Family, GRID, INK, MUTED, font, image, log_ticks, short_money
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QImage, QPen

# Kinds of servers in the month (also the GUI timeline's colours).
KIND_COLORS = {"base": QColor("#2f6f9f"), "burst": QColor("#e0a458"), "service": QColor("#4d9078")}
SIDE_COLORS = {"a": QColor("#2f6f9f"), "b": QColor("#c8553d")}


def timeline_rows(res: Any) -> list[tuple[str, str, list]]:
    """(servers id, kind, runs) for each row of the timeline: shared servers, services, then per-run servers."""
    rows: dict[str, tuple[str, list]] = {}
    for r in res.schedule:
        rows.setdefault(r.servers, (r.on, []))[1].append(r)
    order = {"base": 0, "service": 1, "burst": 2}
    return [(k, v[0], v[1]) for k, v in sorted(rows.items(), key=lambda kv: (order.get(kv[1][0], 3), kv[0]))]


def row_label(res: Any, servers: str, runs: list) -> str:
    """A row of the timeline: a job's own servers and a service's servers by the job's name (as the list names
    it; a service's row once read "Service servers (job 3)" beside rows named by their jobs), shared servers by
    their number."""
    if servers.startswith(("burst-", "service-")) and runs:
        return runs[0].job
    return plan_text.servers_name(servers)


def timeline(res: Any, width: int = 640, family: Family = None, scale: float = 3.0) -> QImage:
    """The month as a chart: a row per group of servers, a bar per run (days on the horizontal axis)."""
    rows = timeline_rows(res)
    row_h, top, bottom = 22.0, 30.0, 34.0
    height = int(top + bottom + row_h * max(1, len(rows)))
    img, p = image(width, height, scale)
    try:
        small = font(family, 7.0)
        fm = QFontMetricsF(small)
        p.setFont(small)
        label_w = min(190.0, max([fm.horizontalAdvance(row_label(res, s, r)) for s, _, r in rows] + [60.0]) + 8)
        x0, x1 = label_w, width - 10.0
        days = res.hours_month / 24.0
        span = max(days, max((r.end_h for r in res.schedule), default=0.0) / 24.0)

        def x(day: float) -> float:
            return x0 + (x1 - x0) * day / span

        p.setPen(QPen(GRID, 0.8))
        # days numbered from 1 (day 1: the month's first 24 hours), each at its start: 1, 5, 10, … (as the window)
        for n in [1] + list(range(5, int(span) + 2, 5)):
            d = n - 1
            p.drawLine(QPointF(x(d), top - 4), QPointF(x(d), height - bottom + 4))
            p.setPen(MUTED)
            p.drawText(QRectF(x(d) - 20, height - bottom + 6, 40, 12), int(Qt.AlignmentFlag.AlignHCenter), str(n))
            p.setPen(QPen(GRID, 0.8))
        p.setPen(QPen(MUTED, 0.8, Qt.PenStyle.DashLine))
        p.drawLine(QPointF(x(days), top - 6), QPointF(x(days), height - bottom + 4))  # the month's end
        p.setPen(MUTED)
        p.drawText(QRectF(x0, height - 14, x1 - x0, 12), int(Qt.AlignmentFlag.AlignHCenter),
                   translate("Plan", "day of the month"))
        for i, (servers, kind, runs) in enumerate(rows):
            y = top + i * row_h
            p.setPen(INK)
            p.drawText(QRectF(2, y, label_w - 6, row_h),
                       int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight),
                       fm.elidedText(row_label(res, servers, runs), Qt.TextElideMode.ElideRight, label_w - 8))
            color = KIND_COLORS.get(kind, MUTED)
            for r in runs:
                bar = QRectF(x(r.start_h / 24), y + 4, max(1.2, x(r.end_h / 24) - x(r.start_h / 24)), row_h - 8)
                p.fillRect(bar, color if r.meets_deadline is not False else QColor("#9b2c2c"))
                p.setPen(QPen(QColor("white"), 0.6))
                p.drawRect(bar)
        # legend
        lx = x0
        for kind, label in plan_text.timeline_kinds():  # the window's legend's words
            p.fillRect(QRectF(lx, 10, 10, 8), KIND_COLORS[kind])
            p.setPen(INK)
            p.drawText(QRectF(lx + 13, 6, 200, 14), int(Qt.AlignmentFlag.AlignVCenter), label)
            lx += 20 + fm.horizontalAdvance(label)
    finally:
        p.end()
    return img


def points(answer: Any, factor: float = 1.0) -> list[tuple[float, float]]:
    """An answer's cost-against-hours points: its Pareto front, else its one option (when it gives both); the cost
    multiplied by ``factor`` (its money drawn in the other side's currency)."""
    doc = answer.doc
    pts = [(float(q["wall_hours"]), float(q["total_cost"]) * factor) for q in doc.get("pareto") or []
           if isinstance(q, dict) and _pos(q.get("wall_hours")) and _pos(q.get("total_cost"))]
    if not pts:
        o = answer.option
        if _pos(o.get("wall_hours")) and _pos(o.get("total_cost")):
            pts = [(float(o["wall_hours"]), float(o["total_cost"]) * factor)]
    return sorted(pts)


def pick(answer: Any, factor: float = 1.0) -> tuple[float, float] | None:
    """An answer's chosen option as (hours, cost in the axis's currency), when it gives both."""
    o = answer.option
    if _pos(o.get("wall_hours")) and _pos(o.get("total_cost")):
        return float(o["wall_hours"]), float(o["total_cost"]) * factor
    return None


@dataclass(frozen=True)
class MoneyAxis:
    """One money axis for two answers: its currency, and for each side what its money is multiplied by to be drawn
    on it (None: not drawn, its money is in another currency and the answers carry no rate). The side whose money is
    converted is ``converted`` (at ``rate``). A chart never draws two currencies on one axis."""

    currency: str
    currencies: dict[str, str | None]
    factors: dict[str, float | None]
    rate: ChartRate | None = None
    converted: str | None = None


def money_axis(c: Any) -> MoneyAxis:
    """The money axis of a comparison's chart: A's currency (B's when only B gives a cost and a time); the other
    side converted at the dated rate the answers carry (``core.plan.carried_rate``), else left out."""
    a, b = c.a, c.b
    curs = {"a": a.option.get("currency"), "b": b.option.get("currency")}
    if curs["a"] == curs["b"]:
        return MoneyAxis(curs["a"] or "CNY", curs, {"a": 1.0, "b": 1.0})
    drawable = {"a": bool(points(a)), "b": bool(points(b))}  # (each answer's points read once)
    axis_side = "a" if drawable["a"] or not drawable["b"] else "b"
    other = "b" if axis_side == "a" else "a"
    axis_cur, other_cur = curs[axis_side], curs[other]
    rate = carried_rate(a, b)
    factors: dict[str, float | None] = {axis_side: 1.0, other: None}
    if rate is not None and axis_cur and other_cur:
        factors[other] = rate.factor(other_cur, axis_cur)
    drawn = factors[other] is not None and drawable[other]
    return MoneyAxis(axis_cur or "CNY", curs, factors, rate if drawn else None, other if drawn else None)


def _pos(v: Any) -> bool:
    return isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v) and v > 0


def fronts(c: Any, width: int = 640, height: int = 300, family: Family = None, scale: float = 3.0) -> QImage | None:
    """Both answers' fronts of cost against hours on one chart (log scales); each answer's pick ringed. One money
    axis (``money_axis``): a side in another currency is drawn converted at the rate the answers carry, or not at
    all, and the line above the plot says which. None when neither side gives a cost and a time."""
    axis = money_axis(c)
    sides = []
    for side, answer in (("a", c.a), ("b", c.b)):
        factor = axis.factors[side]
        sides.append((side, answer, factor, points(answer, factor) if factor is not None else []))
    allp = [pt for *_, pts in sides for pt in pts]
    if not allp:
        return None
    cur = axis.currency
    img, p = image(width, height, scale)
    try:
        small = font(family, 7.0)
        fm = QFontMetricsF(small)
        p.setFont(small)
        left, right, top, bottom = 62.0, 12.0, 40.0, 34.0
        hs = [h for h, _ in allp]
        cs = [k for _, k in allp]
        h0, h1 = min(hs) / 1.5, max(hs) * 1.5
        c0, c1 = min(cs) / 1.5, max(cs) * 1.5

        def px(h: float) -> float:
            return left + (width - left - right) * (math.log(h) - math.log(h0)) / (math.log(h1) - math.log(h0))

        def py(k: float) -> float:
            share = (math.log(k) - math.log(c0)) / (math.log(c1) - math.log(c0))
            return height - bottom - (height - top - bottom) * share

        for t in log_ticks(h0, h1):
            p.setPen(QPen(GRID, 0.8))
            p.drawLine(QPointF(px(t), top), QPointF(px(t), height - bottom))
            p.setPen(MUTED)
            p.drawText(QRectF(px(t) - 25, height - bottom + 4, 50, 12), int(Qt.AlignmentFlag.AlignHCenter), W.number(t))
        for t in log_ticks(c0, c1):
            p.setPen(QPen(GRID, 0.8))
            p.drawLine(QPointF(left, py(t)), QPointF(width - right, py(t)))
            p.setPen(MUTED)
            p.drawText(QRectF(0, py(t) - 6, left - 4, 12), int(Qt.AlignmentFlag.AlignRight), short_money(t, cur))
        p.drawText(QRectF(left, height - 14, width - left - right, 12), int(Qt.AlignmentFlag.AlignHCenter),
                   translate("Plan", "Hours to finish (log scale)"))
        # the money axis: its currency, and the side converted at which rate (a side left out says so in the key)
        caption = fm.elidedText(plan_text.money_axis_text(axis), Qt.TextElideMode.ElideRight, width - 8)
        p.drawText(QRectF(4, 22, width - 8, 13), int(Qt.AlignmentFlag.AlignVCenter), caption)
        lx = left
        for side, answer, factor, pts in sides:
            color = SIDE_COLORS[side]
            p.setPen(QPen(color, 1.4))
            for (ha, ka), (hb, kb) in zip(pts, pts[1:]):
                p.drawLine(QPointF(px(ha), py(ka)), QPointF(px(hb), py(kb)))
            p.setBrush(color)
            for h, k in pts:
                p.drawEllipse(QPointF(px(h), py(k)), 2.2, 2.2)
            chosen = pick(answer, factor) if factor is not None else None
            if chosen is not None:
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.setPen(QPen(color, 1.6))
                p.drawEllipse(QPointF(px(chosen[0]), py(chosen[1])), 6, 6)
            p.setBrush(Qt.BrushStyle.NoBrush)
            # (a service runs all month: no time to finish to draw; its key said nothing; the table names the answer)
            why = plan_text.answer_title(answer) if pts else plan_text.not_drawn_text(answer.option, factor is None)
            label = W.compare_side(side) + ": " + why
            label = fm.elidedText(label, Qt.TextElideMode.ElideRight, width - right - lx - 13)
            p.fillRect(QRectF(lx, 9, 10, 8), color)
            p.setPen(INK)
            p.drawText(QRectF(lx + 13, 5, width - right - lx - 13, 14), int(Qt.AlignmentFlag.AlignVCenter), label)
            lx += 30 + fm.horizontalAdvance(label)
    finally:
        p.end()
    return img
