"""The result's two lower charts: what each billing mode costs over the months, and the cost line by line.

Each chart creates its items once and updates them with ``setData`` (no re-creation per update)."""

from __future__ import annotations

import math

import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFont

from gpu_advisor.core.select import BillingChart
from gpu_advisor.gui.chart_axes import anchored_legend, MoneyAxis
from gpu_advisor.gui.charts import LOWER_CHART_MIN, MODE_COLOURS, PALETTE, settle, show_legend_rows, theme

translate = QCoreApplication.translate  # lupdate reads translate("Context", "text") calls


def _nice_ceiling(x: float) -> float:
    """The smallest of 1, 1.5, 2, 3, 5, 7.5 times a power of ten that is at least ``x`` (> 0)."""
    e = 10 ** math.floor(math.log10(x))
    return next(m * e for m in (1, 1.5, 2, 3, 5, 7.5, 10) if m * e >= x * (1 - 1e-12))


class BillingModesChart(pg.PlotWidget):
    """A month's cost against hours used that month, per billing mode, with break-even points."""

    def __init__(self, parent=None):
        super().__init__(parent, axisItems={"left": MoneyAxis("left")})
        theme(self)
        self.setAccessibleName(translate("Charts", "Billing modes: cost against hours used per month"))
        self.setMinimumHeight(LOWER_CHART_MIN)
        self.plotItem.showGrid(x=True, y=True, alpha=0.15)
        self.setLabel("bottom", translate("Charts", "Hours used in a month"))
        self.legend = anchored_legend(self.plotItem, offset=(10, 10), labelTextSize="8pt",
                                      labelTextColor=self.palette().color(self.palette().ColorRole.Text))
        self.curves: dict[str, pg.PlotDataItem] = {}
        self.marks = pg.ScatterPlotItem(size=10, symbol="o", pen=pg.mkPen("k"), brush=pg.mkBrush("w"))
        self.marks.setZValue(10)
        self.addItem(self.marks)
        self.notes: list[pg.TextItem] = []

    def set_data(self, chart: BillingChart, mode_names: dict[str, str], currency_symbol: str) -> None:
        """Update the curves, marks and notes in place (items are made once and reused). The same modes at the
        same prices (a job change on the same instance) leave the chart untouched: nothing set, nothing repainted."""
        same = (tuple((c.billing, c.unit_price, c.flat, mode_names.get(c.billing)) for c in chart.curves),
                chart.break_even, chart.hours_per_month, currency_symbol, chart.currency)
        if same == getattr(self, "_drawn", None):
            return
        self._drawn = same
        self.getAxis("left").set_currency(chart.currency or None)  # ticks as the app writes amounts ("600万", "6M")
        shown = []
        for curve in chart.curves:
            item = self.curves.get(curve.billing)
            if item is None:
                item = self.plot([], [], pen=pg.mkPen(MODE_COLOURS.get(curve.billing, "#555"), width=2.5))
                self.curves[curve.billing] = item
            item.setData(curve.hours, curve.cost)
            shown.append((curve.billing, mode_names.get(curve.billing, curve.billing)))
        for billing, item in self.curves.items():
            if billing not in {b for b, _ in shown}:
                item.setData([], [])
        if shown != getattr(self, "_legend_shown", None):  # the legend changes only with the modes shown
            self._legend_shown = shown
            made = self.__dict__.setdefault("_legend_made", {})  # (mode, name) -> its row, kept
            show_legend_rows(self.legend, made, shown, lambda key: (self.curves[key[0]], key[1]))
        xs = [b[2] for b in chart.break_even]
        ys = [b[3] for b in chart.break_even]
        self.marks.setData(xs, ys)
        while len(self.notes) < len(chart.break_even):
            t = pg.TextItem("", anchor=(0.5, 1.3), color="#111")
            self.addItem(t)
            self.notes.append(t)
        for i, t in enumerate(self.notes):
            if i < len(chart.break_even):
                _, _, x, y = chart.break_even[i]
                t.setText(translate("Charts", "break-even %1 h").replace("%1", f"{x:,.0f}"))
                t.setPos(x, y)
                t.setVisible(True)
            else:
                t.setVisible(False)
        # Short enough for the chart's height at 1280 x 800 in both languages (issue 29: "Cost of the m…" was cut).
        label = translate("Charts", "Per month (%1)").replace("%1", currency_symbol)
        if not currency_symbol:  # no result (cleared): no empty brackets on the axis
            label = label.replace("()", "").replace("（）", "").strip()
        if (label, chart.hours_per_month) != getattr(self, "_frame_of", None):  # unchanged: no relayout
            self._frame_of = (label, chart.hours_per_month)
            self.setLabel("left", label)
            self.setXRange(0, chart.hours_per_month, padding=0.02)
        settle(self)


class BreakdownChart(pg.PlotWidget):
    """Horizontal bars: the cost lines of the selected configuration."""

    def __init__(self, parent=None):
        super().__init__(parent, axisItems={"bottom": MoneyAxis("bottom")})
        theme(self)
        self.setAccessibleName(translate("Charts", "Cost breakdown"))
        self.setMinimumHeight(LOWER_CHART_MIN)
        self.bars = pg.BarGraphItem(x0=[], y=[], height=0.6, width=[], brush="#0072B2")
        self.addItem(self.bars)
        self.plotItem.showGrid(x=True, alpha=0.15)
        # At 1280 x 720 the chart is ~130 px high for 7 or 8 lines: the lines' names at the size of the bars' amounts
        # (8 pt) and no tick marks crossing them, and no "¥" under the amounts axis (each bar says its amount with its
        # currency): at 9 pt with the axis title the names overlapped, the top one was cut and ticks crossed them.
        small = QFont()
        small.setPointSize(8)
        left = self.getAxis("left")
        left.setStyle(tickTextWidth=120, autoExpandTextSpace=True, tickLength=0, tickTextOffset=4)
        left.setTickFont(small)
        self.getAxis("bottom").setTickFont(small)
        self.texts: list[pg.TextItem] = []

    def set_data(self, labels: list[str], values: list[float], value_texts: list[str], currency_symbol: str,
                 currency: str | None = None) -> None:
        self.getAxis("bottom").set_currency(currency)  # (the amounts' code: ticks as the app writes amounts)
        ys = list(range(len(labels)))
        vals = [v if v and v > 0 else 0 for v in values]
        self.bars.setOpts(x0=[0] * len(vals), y=ys, height=0.6, width=vals,
                          brushes=[pg.mkBrush(PALETTE[i % len(PALETTE)]) for i in ys])
        ticks = [list(zip(ys, labels))]
        if ticks != getattr(self, "_ticks", None):
            self._ticks = ticks
            self.getAxis("left").setTicks(ticks)
        while len(self.texts) < len(vals):  # value labels made once and reused
            t = pg.TextItem("", anchor=(0, 0.5), color="#111")
            f = QFont()
            f.setPointSize(8)
            t.setFont(f)
            self.addItem(t)
            self.texts.append(t)
        for i, t in enumerate(self.texts):
            if i < len(vals):
                t.setText(value_texts[i])
                t.setPos(vals[i], ys[i])
                t.setVisible(True)
            else:
                t.setVisible(False)
        top = max(vals) if vals else 1
        # Room for the value labels, rounded up to 1, 2 or 5 times a power of ten: the frame (and the axis drawn
        # from it) stays while the amounts change a little, as they do at each keystroke of a size.
        frame = (currency_symbol, _nice_ceiling(top * 1.35) if top else 1, max(len(vals) - 0.3, 0.7))
        if frame != getattr(self, "_frame_of", None):  # unchanged: no relayout of the axes
            self._frame_of = frame
            self.setXRange(0, frame[1], padding=0)
            self.setYRange(-0.7, frame[2], padding=0)
        settle(self)
