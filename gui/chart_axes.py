"""The charts' axes: a logarithmic one labelled as plain numbers (1, 10, 100, 1k…) and a linear money axis; an axis
of money labels its ticks as the app writes amounts (``text.amount_tick``, ``text.amount_ticks``: 万 and 亿 for yuan
in Chinese, k and M otherwise), never in pyqtgraph's exponent form ("6e+06")."""

from __future__ import annotations

import math

import pyqtgraph as pg

from gpu_advisor import text as W


class CurrencyAxis(pg.AxisItem):
    """An axis whose ticks may be amounts of a currency (``set_currency``), without pyqtgraph's SI prefixes."""

    def __init__(self, *a, **k):
        super().__init__(*a, **k)
        self.enableAutoSIPrefix(False)
        self.currency: str | None = None

    def set_currency(self, currency: str | None) -> None:
        """The ticks are amounts of ``currency`` (None: plain numbers); drawn again only when it changes."""
        if currency != self.currency:
            self.currency = currency
            self.picture = None
            self.update()


class LogAxis(CurrencyAxis):
    """Axis for log10 values, labelled as plain numbers (1, 10, 100, 1k…); an axis of money (``set_currency``) as
    the app writes amounts in that currency (10万 for yuan in Chinese)."""

    def tickStrings(self, values, scale, spacing):  # noqa: N802 (pyqtgraph's name)
        if self.currency is not None:
            return [W.amount_tick(10 ** v, self.currency) for v in values]
        out = []
        for v in values:
            x = 10 ** v
            if x >= 1e6:
                out.append(f"{x / 1e6:g}M")
            elif x >= 1e3:
                out.append(f"{x / 1e3:g}k")
            elif x >= 1:
                out.append(f"{x:g}")
            else:
                out.append(f"{x:.2g}")
        return out

    def tickValues(self, minVal, maxVal, size):  # noqa: N802,N803 (pyqtgraph's names)
        lo, hi = math.floor(minVal), math.ceil(maxVal)
        majors = [float(v) for v in range(lo, hi + 1)]
        minors = [math.log10(m * 10 ** e) for e in range(lo, hi + 1) for m in (2, 5)]
        return [(1.0, majors), (0.3, [v for v in minors if minVal <= v <= maxVal])]


class MoneyAxis(CurrencyAxis):
    """A linear axis of amounts in ``currency``, ticks written as the app writes amounts ("600万", "6M"; pyqtgraph
    wrote "6e+06")."""

    def tickStrings(self, values, scale, spacing):  # noqa: N802 (pyqtgraph's name)
        # one unit for the whole axis, picked by its largest amount (each level of ticks is asked apart)
        top = max(abs(float(r)) for r in self.range) * scale if self.range else None
        return W.amount_ticks([v * scale for v in values], self.currency, top)


class AnchoredLegend(pg.LegendItem):
    """A legend anchored to its plot's corner (PlotItem.addLegend's) that lets its plot go first: when a window
    closes, Qt may delete the view box before the legend, and pyqtgraph's anchor then read the deleted box on the
    legend's last geometry change ("Internal C++ object (ViewBox) already deleted", raised in the event loop after a
    Compare window closed)."""

    def _GraphicsWidgetAnchor__geometryChanged(self):  # noqa: N802 (pyqtgraph's private name, mangled)
        try:
            super()._GraphicsWidgetAnchor__geometryChanged()
        except RuntimeError:  # the plot is gone: nothing to follow
            pass


def anchored_legend(plot_item: pg.PlotItem, **kwargs) -> AnchoredLegend:
    """``plot_item.addLegend(**kwargs)`` with an ``AnchoredLegend``: anchored in its view box, the plot's legend."""
    legend = AnchoredLegend(**kwargs)
    legend.setParentItem(plot_item.vb)
    plot_item.legend = legend
    return legend
