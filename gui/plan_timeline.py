"""The Team plan's timeline (``gui/team_plan.py``): the month as a pyqtgraph chart, one row per group of servers and
one bar per run, coloured by kind of servers, with its legend and day axis."""

from __future__ import annotations

import math
from typing import Any

import pyqtgraph as pg
from gpu_advisor.text import plan_text
from gpu_advisor.gui.charts import theme
from gpu_advisor.gui.plan_charts import KIND_COLORS, row_label, timeline_rows
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QWidget

HOURS_PER_MONTH = 730.0  # an empty timeline's month (the catalog's hours_per_month, as the month is priced)


class DayAxis(pg.AxisItem):
    """The timeline's days, numbered as a calendar numbers them: day 1 is the month's first 24 hours (hours 0 to 24
    of the plan, drawn from 0 to 1), its tick at its start; whole days only (the axis once began at "0")."""

    def tickValues(self, minVal, maxVal, size):  # noqa: N802, N803 (pyqtgraph's names)
        lo, hi = sorted((minVal, maxVal))
        levels = [(spacing, [v - 1 for v in values if v >= 1 and float(v).is_integer()])
                  for spacing, values in super().tickValues(lo + 1, hi + 1, size) if spacing >= 1]
        if not levels:  # zoomed in to a day or two: each day's start
            levels = [(1.0, [float(d) for d in range(max(0, math.ceil(lo)), math.floor(hi) + 1)])]
        elif levels[0][0] >= 5 and lo <= 0 <= hi and 0 not in levels[0][1]:
            levels[0][1].insert(0, 0.0)  # day 1 named, then 5, 10, …
            levels[1:] = [(s, [v for v in vals if v != 0]) for s, vals in levels[1:]]
        return levels

    def tickStrings(self, values, scale, spacing):  # noqa: N802 (pyqtgraph's name)
        return [str(int(round(v)) + 1) for v in values]


class TimelineLegend(QWidget):
    """What the timeline's colours mean (as the PDF's legend): a swatch and words for each kind of servers."""

    def __init__(self, parent=None):
        super().__init__(parent)
        lay = QHBoxLayout(self)
        lay.setContentsMargins(4, 0, 4, 0)
        self.labels: dict[str, QLabel] = {}
        for kind, words in plan_text.timeline_kinds():
            swatch = QLabel(self)
            swatch.setFixedSize(14, 10)
            swatch.setStyleSheet(f"background-color: {KIND_COLORS[kind].name()}; border: 1px solid #ffffff;")
            swatch.setAccessibleName(words)
            self.labels[kind] = QLabel(words, self)
            lay.addWidget(swatch)
            lay.addWidget(self.labels[kind])
            lay.addSpacing(12)
        lay.addStretch(1)


class Timeline(pg.PlotWidget):
    """The month: one row per group of servers, one bar per run (days across, from day 1), coloured by kind of
    servers."""

    def __init__(self, parent=None):
        super().__init__(parent, axisItems={"bottom": DayAxis("bottom")})
        theme(self)
        self.setMouseEnabled(x=True, y=False)
        self.setMenuEnabled(False)
        self.getAxis("bottom").setLabel(self.tr("day of the month"))
        self.bars = {k: pg.BarGraphItem(x0=[], y=[], width=[], height=0.6, brush=c, pen=pg.mkPen("w", width=0.5))
                     for k, c in KIND_COLORS.items()}
        for item in self.bars.values():
            self.addItem(item)
        self.month_end = pg.InfiniteLine(angle=90, pen=pg.mkPen("#7b8794", style=Qt.PenStyle.DashLine))
        self.addItem(self.month_end)
        for side in ("bottom", "left"):  # days and rows, never "(x0.001)" on an empty chart
            self.getAxis(side).enableAutoSIPrefix(False)
        # What to do when there is no month to show (no jobs yet, or a plan that does not hold), in the chart itself
        self.hint = pg.TextItem("", color="#4a5560", anchor=(0.5, 0.5))
        self.hint.textItem.setTextWidth(420)  # a few lines in the middle, not across the whole chart
        self.addItem(self.hint)
        self.labels: list[str] = []

    def clear_plan(self, hint: str = "", hours_month: float = HOURS_PER_MONTH) -> None:
        """No month to show (no jobs, or a plan that does not hold): no bars of another month stay; an empty month
        (day 1 to its end, no rows) with ``hint`` in its middle saying what to do."""
        for item in self.bars.values():
            item.setOpts(x0=[], y=[], width=[], height=0.6)
        self.labels = []
        self.getAxis("left").setTicks([[(0, "")]])
        days = hours_month / 24
        self.month_end.setValue(days)
        self.setXRange(0, days, padding=0.02)
        self.setYRange(-0.6, 0.6, padding=0)
        self.hint.setText(hint)
        self.hint.setPos(days / 2, 0)
        self.hint.setVisible(bool(hint))

    def show_plan(self, res: Any) -> None:
        self.hint.setVisible(False)
        rows = timeline_rows(res)
        by_kind: dict[str, tuple[list, list, list]] = {k: ([], [], []) for k in self.bars}
        for i, (_servers, kind, runs) in enumerate(rows):
            x0, y, w = by_kind.setdefault(kind, ([], [], []))
            for r in runs:
                x0.append(r.start_h / 24)
                y.append(len(rows) - 1 - i)
                w.append(max(0.05, (r.end_h - r.start_h) / 24))
        for kind, item in self.bars.items():
            x0, y, w = by_kind[kind]
            item.setOpts(x0=x0, y=y, width=w, height=0.6)
        self.labels = [row_label(res, s, r) for s, _, r in rows]
        ticks = [(len(rows) - 1 - i, label) for i, label in enumerate(self.labels)]
        self.getAxis("left").setTicks([ticks])
        self.month_end.setValue(res.hours_month / 24)
        self.setXRange(0, max([res.hours_month / 24] + [r.end_h / 24 for r in res.schedule]), padding=0.02)
        self.setYRange(-0.6, max(0, len(rows) - 1) + 0.6, padding=0)


__all__ = ["DayAxis", "HOURS_PER_MONTH", "Timeline", "TimelineLegend"]
