"""Live pyqtgraph charts: cost against hours (with draggable deadline and budget), billing modes, breakdown.

Each chart creates its items once and updates them with ``setData`` (no re-creation per update).
Axes of the cost/hours chart are logarithmic, since candidates span from hours to months and from
tens to millions; the items hold log10 values and the axes label them as plain numbers.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication, QRectF, Qt, Signal

from PySide6.QtGui import QColor, QFont, QFontMetricsF

from gpu_advisor import text as W
from gpu_advisor.core.select import ScatterData
from gpu_advisor.gui.chart_axes import LogAxis
from gpu_advisor.gui.chart_labels import BUDGET_LABEL_AT, DEADLINE_LABEL_AT, place_line_labels

translate = QCoreApplication.translate  # lupdate reads translate("Context", "text") calls


pg.setConfigOptions(antialias=True)


def theme(widget: pg.PlotWidget) -> None:
    """Follow the system's light or dark palette (base colour behind the plot, text colour for axes)."""
    pal = widget.palette()
    widget.setBackground(pal.color(pal.ColorRole.Base))
    fg = pal.color(pal.ColorRole.Text)
    for name in ("left", "bottom"):
        ax = widget.getAxis(name)
        ax.setPen(fg)
        ax.setTextPen(fg)

def settle(widget: pg.PlotWidget) -> None:
    """Fit the view to the new data now rather than during the coming paint: pyqtgraph otherwise changes the
    range while painting, which repaints the chart (and replays its axes) a second and third time."""
    widget.plotItem.vb.prepareForPaint()


# A colour-blind-friendly palette (Okabe–Ito plus a few): the cost breakdown's bars.
PALETTE = ["#0072B2", "#E69F00", "#009E73", "#D55E00", "#CC79A7", "#56B4E9", "#F0E442", "#000000",
           "#8C564B", "#7F7F7F", "#17BECF", "#BCBD22", "#9467BD", "#2CA02C", "#FF7F0E", "#1F77B4"]
MODE_COLOURS = {"on_demand": "#0072B2", "spot": "#E69F00", "monthly": "#009E73", "reserved_1y": "#CC79A7",
                "reserved_3y": "#D55E00"}
# A GPU model's look on the cost chart: a colour and a symbol. The colours are Okabe and Ito's colour-blind-safe set
# without its yellow (faint on a white plot); the palette above gave two blues, two greens and two browns that read
# as one ("#0072B2"/"#1F77B4"), and repeated after 16 models. Colour and symbol cycle together (7 colours, 8
# symbols: 56 looks before one repeats), so two models of one colour never share a symbol.
GPU_COLOURS = ("#0072B2", "#E69F00", "#009E73", "#D55E00", "#CC79A7", "#56B4E9", "#000000")
GPU_SYMBOLS = ("o", "s", "t1", "d", "t", "p", "x", "+")  # ("star" marks the answer)
LOOKS = len(GPU_COLOURS) * len(GPU_SYMBOLS)


def look(i: int) -> tuple[str, str]:
    """Look number ``i``: (colour, pyqtgraph symbol)."""
    return GPU_COLOURS[i % len(GPU_COLOURS)], GPU_SYMBOLS[i % len(GPU_SYMBOLS)]


def colour_for(gpu: str, gpus: list[str]) -> QColor:
    """The colour of ``gpu``, the look numbered by its place in ``gpus`` (the order a chart first met them)."""
    i = gpus.index(gpu) if gpu in gpus else len(gpus)
    return QColor(look(i)[0])


def symbol_for(gpu: str, gpus: list[str]) -> str:
    i = gpus.index(gpu) if gpu in gpus else len(gpus)
    return look(i)[1]


def assign_looks(looks: dict[str, int], shown: list[str]) -> list[str]:
    """Give each GPU model of ``shown`` a look number, kept in ``looks`` (model -> number) for as long as the chart
    lives: a new model takes the lowest number no model met before holds (the order met, while fewer than ``LOOKS``
    were met), then the lowest none of those shown holds. Two models shown at once never share a look (after more
    than ``LOOKS`` models were met one may have to move: the later one, returned)."""
    moved: list[str] = []
    held = {looks[g] % LOOKS for g in shown if g in looks}
    for g in shown:
        if g not in looks:
            taken = set(looks.values()) if len(looks) < LOOKS else held
            looks[g] = next((k for k in range(LOOKS) if k not in taken), len(looks) % LOOKS)
            held.add(looks[g])
    seen: set[int] = set()
    for g in shown:
        k = looks[g] % LOOKS
        if k in seen:
            free = [j for j in range(LOOKS) if j not in seen and j not in held]
            if free:
                looks[g] = free[0]
                held.add(free[0])
                moved.append(g)
        seen.add(looks[g] % LOOKS)
    return moved


def show_legend_rows(legend: pg.LegendItem, made: dict, wanted: list, make, cached: bool = False) -> None:
    """``legend``'s rows are those of the keys ``wanted``, in that order, ``legend.columnCount`` to a line. Each key
    has its own row, a sample and a name (``make(key)`` -> (the item the sample draws, the name)), made the first time
    the key is shown and kept in ``made`` (key -> (sample, label)), hidden while it is not: a change of the rows only
    moves rows between the cells of the grid and lays it out once, as a legend made afresh with these rows is laid
    out (pyqtgraph's addItem and removeItem re-made a row's text and resized the panel at each row added or removed).
    ``cached``: the rows are kept as pixmaps (DeviceCoordinateCache)."""
    for key in wanted:
        if key not in made:
            item, name = make(key)
            sample = item if isinstance(item, legend.sampleType) else legend.sampleType(item)
            label = pg.LabelItem(name, color=legend.opts["labelTextColor"], justify="left",
                                 size=legend.opts["labelTextSize"])
            sample.sigClicked.connect(legend.sigSampleClicked)
            for it in (sample, label):
                it.setParentItem(legend)
                if cached:
                    it.setCacheMode(pg.QtWidgets.QGraphicsItem.CacheMode.DeviceCoordinateCache)
            made[key] = (sample, label)
    rows = [made[key] for key in wanted]
    old = legend.items
    if [id(r) for r in rows] == [id(r) for r in old]:
        return
    lay, n = legend.layout, legend.columnCount
    staying = {id(r) for r in rows}
    for i, row in enumerate(old):  # rows leaving their cell (or the legend) first, then each into its cell
        if i >= len(rows) or rows[i] is not row:
            for it in row:
                lay.removeItem(it)
                if id(row) not in staying:
                    it.hide()  # a row moved to another cell stays shown
    for i, row in enumerate(rows):
        if i >= len(old) or old[i] is not row:
            sample, label = row
            lay.addItem(sample, i // n, (i % n) * 2, alignment=Qt.AlignmentFlag.AlignVCenter)
            lay.addItem(label, i // n, (i % n) * 2 + 1)
            if not sample.isVisible():
                sample.show()
                label.show()
            elif cached:  # drawn again at its new place (a pixmap kept from another place can differ by a sub-pixel)
                sample.update()
                label.update()
    legend.items = rows
    legend.rowCount = -(-len(rows) // n)
    legend.resize(0, 0)  # laid out from its smallest size, as a legend made afresh (not stretched to the old one)
    lay.activate()  # the names' widths, then the panel's size
    legend.updateSize()


LEGEND_COLUMNS = 6  # GPU models per line of the cost chart's legend (under the plot), at most: fewer when narrow
LEGEND_ROWS = 12  # GPU models in the cost chart's legend, unless the answer's own GPUs are more


def legend_order(gpu: np.ndarray, x: np.ndarray, y: np.ndarray, fx: np.ndarray, fy: np.ndarray, first: list,
                 met: list, limit: int = LEGEND_ROWS) -> list:
    """The GPU models the cost chart's legend names, in order: ``first`` (the choice's GPU, the alternatives'),
    then those of ``met`` (every GPU model of the points, in the order first met) by how close their nearest point
    (``x``, ``y``: log10 hours and cost; ``gpu``: each point's model) lies to the front (``fx``, ``fy``), ties
    in the order met; ``limit`` of them, or all of ``first`` if those are more."""
    head = list(dict.fromkeys(first))
    rest = [g for g in met if g not in head]
    if len(fx) and len(x) and rest:
        step = max(1, -(-len(fx) // 64))  # at most 64 of the front's points (a long front: evenly spread)
        fx, fy = fx[::step], fy[::step]
        dist = np.full(len(x), np.inf)
        for i in range(0, len(x), 4096):  # each point's distance to the front's nearest point, in blocks
            px, py = x[i:i + 4096], y[i:i + 4096]
            dist[i:i + 4096] = np.min(np.abs(px[None, :] - fx[:, None]) + np.abs(py[None, :] - fy[:, None]), axis=0)
        nearest = {g: float(dist[gpu == g].min()) for g in rest}
        rest.sort(key=lambda g: nearest[g])  # stable: ties keep the order met
    return (head + rest)[:max(limit, len(head))]
COST_VIEW_X = 10.0  # the cost chart frames costs up to this many times the budget, the pick or the front's dearest
# The billing and breakdown charts' least height: with the cost chart's 240 they fit under the card's figures at
# 1280 x 720, axes and all (at 200 and 160 their axes were a scroll away in a training case: walk 19)
LOWER_CHART_MIN = 120
QWIDGETSIZE_MAX = (1 << 24) - 1  # Qt's largest widget size (no upper bound)
_LABEL_FILL = (255, 255, 255, 210)  # behind the deadline and budget labels: the points under them do not cross the words
# Points that miss a requirement (the deadline, the budget, a chat's limits): greyed, as the proposal PDF draws them
# (proposal_charts.OTHER), in their GPU model's symbol; named "misses a requirement" in the legend (walk 24: options at
# half the pick's price under the budget line, drawn as if they met every requirement, with no word why not chosen)
MISS_COLOUR = "#b8c2cc"
MISS_PEN = "#8a96a3"


def x_axis_text(serving: bool) -> str:
    """The cost chart's x axis: GPUs for a service, hours for a job."""
    return (translate("Charts", "GPUs serving the load (log scale)") if serving
            else translate("Charts", "Training time (hours, log scale)"))


def miss_name() -> str:
    """The legend's name of the greyed points (the proposal chart's words)."""
    return translate("ProposalCharts", "misses a requirement")


class ModelPoints(pg.ScatterPlotItem):
    """A GPU model's points on the cost chart. Its bounding rectangle (asked ~30 times a paint by the scene, each
    working out the view's pixel size afresh: ~0.4 ms of a dragged line's step) is kept while what it is made of
    stays the same: the points' extent, the largest symbol, and the item-to-screen scale."""

    def _rect_key(self):
        """What the bounding rectangle is made of (None: not known yet: no view, or the extent not worked out)."""
        dt = self.deviceTransform_()
        if dt is None or None in self.bounds:
            return None
        return dt.m11(), dt.m21(), dt.m12(), dt.m22(), self.bounds[0], self.bounds[1], self._maxSpotPxWidth

    def boundingRect(self):
        key = self._rect_key()
        kept = getattr(self, "_rect_kept", None)
        if key is not None and kept is not None and kept[0] == key:
            return QRectF(kept[1])
        rect = super().boundingRect()
        key = self._rect_key()  # again: the extent is known now
        if key is not None:
            self._rect_kept = (key, QRectF(rect))
        return rect


class CostHoursChart(pg.PlotWidget):
    """Every candidate as a point (colour = GPU), the Pareto front, the choice, deadline and budget lines."""

    deadlineMoved = Signal(float)  # hours
    budgetMoved = Signal(float)  # money, in the chart's currency and period
    pointClicked = Signal(int)  # row in the candidates table
    pointHovered = Signal(str)

    def __init__(self, parent=None):
        super().__init__(parent, axisItems={"bottom": LogAxis("bottom"), "left": LogAxis("left")})
        theme(self)
        self.setAccessibleName(translate("Charts", "Cost against training hours"))
        self.setMinimumHeight(240)
        self.plotItem.showGrid(x=True, y=True, alpha=0.15)
        # The axes draw the grid over the whole plot: kept as pixmaps, so a dragged line or a moved star does
        # not replay every tick, label and grid line (they are drawn again when the range or the size changes).
        for name in ("left", "bottom"):
            self.getAxis(name).setCacheMode(pg.QtWidgets.QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setLabel("bottom", translate("Charts", "Training time (hours, log scale)"))
        self.setLabel("left", translate("Charts", "Cost (log scale)"))
        # The legend sits under the plot, outside it (issue 29: inside, it hid points, the pick and the deadline's
        # label): six columns, so twelve GPU models take two lines.
        self.legend = pg.LegendItem(labelTextSize="8pt", colCount=LEGEND_COLUMNS, verSpacing=-6, frame=False,
                                    labelTextColor=self.palette().color(self.palette().ColorRole.Text))
        self.plotItem.legend = self.legend
        self.plotItem.layout.addItem(self.legend, 4, 1)
        self.plotItem.layout.setRowStretchFactor(4, 0)
        # Room on the right for half of the last tick's label: "200" at the right end read "2" in a narrow window.
        left, top, right, bottom = self.plotItem.layout.getContentsMargins()
        self.plotItem.layout.setContentsMargins(left, top, max(right, 16.0), bottom)
        # The points: one scatter per GPU model (made when the model is first met, in its colour), so a change
        # sets each model's points with pyqtgraph's own setData, the symbol drawn once per model, and leaves the
        # models whose points did not change alone (each draws its points from its symbol's pixmap; kept as a
        # pixmap of the whole item, a model's points were drawn out of their stacking order after a pane was
        # built hidden and shown). The front and the legend are kept as pixmaps (drawn again when they or the
        # range change): a dragged line or a moved star repaints the strips they cross from those.
        self.scatters: dict[str, pg.ScatterPlotItem] = {}
        # The points that miss a requirement, greyed: one scatter for every model (each point in its model's symbol),
        # under all the models' own; per model, two scatters each re-set took ~17 ms more a change at 1,500 points
        self._miss_brush, self._miss_pen = pg.mkBrush(MISS_COLOUR), pg.mkPen(MISS_PEN, width=0.8)
        self.missed = ModelPoints(size=7, pen=self._miss_pen, brush=self._miss_brush, hoverable=True, hoverSize=11,
                                  hoverPen=pg.mkPen("k", width=1.5), tip=None)
        self.missed.setZValue(-2)
        self.missed.sigClicked.connect(self._clicked)
        self.missed.sigHovered.connect(self._hovered)
        self._missed_held: tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray] | None = None  # x, y, rows, gpu
        self._by_gpu: dict[str, tuple[np.ndarray, np.ndarray, np.ndarray]] = {}  # what each scatter holds
        self._hover_from: pg.ScatterPlotItem | None = None  # the scatter whose point the label names
        self.front = pg.PlotCurveItem(pen=pg.mkPen("#444", width=2, style=Qt.PenStyle.DashLine))
        self.front.setCacheMode(pg.QtWidgets.QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.addItem(self.front)
        self.choice = pg.ScatterPlotItem(size=20, symbol="star", pen=pg.mkPen("k", width=1.5),
                                         brush=pg.mkBrush("#FFD700"))
        self.choice.setZValue(10)
        self.addItem(self.choice)
        self.deadline = pg.InfiniteLine(angle=90, movable=True, pen=pg.mkPen("#b00020", width=2),
                                        hoverPen=pg.mkPen("#b00020", width=4),
                                        label=translate("Charts", "deadline"), labelOpts={"position": DEADLINE_LABEL_AT, "color": "#b00020", "fill": _LABEL_FILL})
        self.budget = pg.InfiniteLine(angle=0, movable=True, pen=pg.mkPen("#006400", width=2),
                                      hoverPen=pg.mkPen("#006400", width=4),
                                      label=translate("Charts", "budget"), labelOpts={"position": BUDGET_LABEL_AT, "color": "#006400", "fill": _LABEL_FILL})
        for line in (self.deadline, self.budget):
            line.setZValue(5)
            line.setVisible(False)
            self.addItem(line, ignoreBounds=True)
        self.deadline.sigPositionChanged.connect(lambda ln: self.deadlineMoved.emit(10 ** ln.value()))
        self.budget.sigPositionChanged.connect(lambda ln: self.budgetMoved.emit(10 ** ln.value()))
        for line in (self.deadline, self.budget):  # released: the points drawn as themselves again (_cache_points)
            line.sigPositionChangeFinished.connect(lambda _ln: self._cache_points(False))
            line.sigPositionChangeFinished.connect(lambda _ln: self._regrey())
            line.sigPositionChanged.connect(lambda _ln: self.place_labels())  # (a line dragged: the labels clear)
        self.label = pg.TextItem("", anchor=(0, 1), color="#111", fill=pg.mkBrush(255, 255, 255, 220))
        self.label.setZValue(20)
        self.label.setVisible(False)
        self.addItem(self.label, ignoreBounds=True)
        # How many dearer options lie above the framed view (the cap frames the costs that matter): said in its
        # top-left corner, so points cut at the top do not read as the whole picture; on an opaque ground with a
        # frame, a note over the plot (on the lines' labels' 82% white the points under it crossed its words)
        self.above = pg.TextItem("", anchor=(0, 0), color="#555", fill=pg.mkBrush(255, 255, 255),
                                 border=pg.mkPen("#c8c8c8"))
        self.above.setZValue(15)
        self.above.setVisible(False)
        self.addItem(self.above, ignoreBounds=True)
        self._all_y: np.ndarray = np.empty(0)
        self.plotItem.vb.sigRangeChanged.connect(lambda *_a: self._say_above())
        self.plotItem.vb.sigResized.connect(lambda *_a: self.place_labels())
        self._namer = None
        self._legend_items: list = []
        # The view is framed here rather than by pyqtgraph's auto-range (see _frame); a zoom or pan of the user's
        # keeps their view until they press the "A" button, as before.
        self._auto_view = True
        self._framed = None
        self.plotItem.vb.sigRangeChangedManually.connect(self._user_range)
        self._programmatic = False
        # While a line is dragged, pyqtgraph still looks for hovered items at every mouse move (the scatter
        # searches its points) though none may take the hover mid-drag: skipped, the dragged line gets its moves.
        scene = self.scene()
        hover = scene.sendHoverEvents

        def send_hover(ev, exitOnly=False):
            if not exitOnly and ev.buttons() and (self.deadline.moving or self.budget.moving):
                return
            hover(ev, exitOnly)
        scene.sendHoverEvents = send_hover

    def set_data(self, data: ScatterData, namer, pareto_hours, pareto_cost, chosen: tuple | None,
                 deadline: float | None, budget: float | None, currency_symbol: str, serving: bool = False,
                 alternatives: Sequence[str] = (), currency: str | None = None,
                 chosen_gpu: str | None = None) -> None:
        """Update every item. ``namer(row)`` labels a hovered point; ``chosen`` = (hours, cost) or None;
        ``chosen_gpu``: the chosen option's GPU model (first in the legend; None: that of the point nearest the
        star); ``alternatives``: the GPU models of the answer's alternatives (always in the legend); ``currency``:
        the chart's currency code, the budget's label written as the app writes money ("$0.505", "¥12.3万")."""
        # A GPU model keeps its colour while the answers change (the order in which this chart first met it).
        order = self.__dict__.setdefault("_gpu_order", [])
        present = dict.fromkeys(data.gpu.tolist())  # the GPU models of these points, once
        for g in present:
            if g not in order:
                order.append(g)
        gpus = [g for g in order if g in present]
        looks = self.__dict__.setdefault("_looks", {})  # GPU model -> its look (colour and symbol), kept
        for g in assign_looks(looks, gpus):  # (more than LOOKS models met: one had to move)
            self.__dict__.setdefault("_brush_of", {}).pop(g, None)
            self._restyle(g)
        ok = (data.hours > 0) & (data.cost > 0)
        x, y = np.log10(data.hours[ok]), np.log10(data.cost[ok])
        self._namer = namer
        shown = getattr(self, "_points", None)
        g_ok, r_ok = data.gpu[ok], data.row[ok]
        meets = np.asarray(data.feasible, dtype=bool)[ok] if len(data.feasible) == len(ok) else np.ones(len(x), bool)
        same_rows = shown is not None and np.array_equal(shown[3], r_ok) and np.array_equal(shown[2], g_ok)
        same_places = same_rows and shown is not None and np.array_equal(shown[0], x) and np.array_equal(shown[1], y)
        same_points = same_places and np.array_equal(self.__dict__.get("_meets", ()), meets)
        self._greys_later: tuple | None = None
        if same_places and not same_points and (self.deadline.moving or self.budget.moving):
            # A dragged line changes only which points meet it: they are greyed again when it is let go (each move
            # setting the points of every model it crossed took ~40 ms a move where the drag takes ~15: _regrey)
            self._greys_later = (x, y, g_ok, r_ok, meets)
            same_points = True
        if not same_points:
            # The same points (a dragged line, another objective: the candidates stay) are not set again; a GPU
            # model's points that did not change are not set again either (see _set_points).
            # A GPU model's brush is made once: pyqtgraph renders a symbol once per brush object.
            brush_of = self.__dict__.setdefault("_brush_of", {})
            for g in gpus:
                if g not in brush_of:
                    brush_of[g] = pg.mkBrush(self.look_of(g)[0])
            self._set_points(x, y, g_ok, r_ok, meets)
            self._meets: np.ndarray = meets
            self._points: tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray] | None = (x, y, g_ok, r_ok)
            self.label.setVisible(False)  # a hovered point's name and figures were those of the points before
            self._hover_from = None
        entries = self.__dict__.setdefault("_legend_entries", {})  # GPU model -> its sample in the legend
        # At most twelve rows (more only if the answer's own GPUs are more): the chosen option's GPU and the
        # alternatives' GPUs always (the star and the options the answer names must be readable), then the others by
        # how close their nearest point lies to the cost-time front (those on it first).
        first: list = []
        if chosen_gpu is not None and chosen_gpu in present:
            # Named by the answer, not found from the star: another GPU model's point at the same place (a served
            # answer on 1 RTX3090 at ¥2,679 a month, an RTXA5000 at the same) named the wrong model first, and the
            # chosen one fell out of the legend.
            first.append(chosen_gpu)
        elif chosen and chosen[0] and chosen[1] and chosen[0] > 0 and chosen[1] > 0 and len(x):
            d = np.abs(x - math.log10(chosen[0])) + np.abs(y - math.log10(chosen[1]))
            first.append(g_ok[int(np.argmin(d))])
        first += [g for g in alternatives if g in present]
        ph_, pc_ = np.asarray(pareto_hours, float), np.asarray(pareto_cost, float)
        on_front = (ph_ > 0) & (pc_ > 0)
        # the points as drawn: while a line is dragged, its greys wait for its release (_regrey names them then)
        drawn = self.__dict__.get("_meets", meets)
        drawn = drawn if len(drawn) == len(x) else meets
        key = (ph_.tobytes(), pc_.tobytes(), tuple(first), drawn.tobytes())
        if same_points and getattr(self, "_legend_key", None) == key:
            wanted = list(self._legend_wanted)  # a dragged line: the same points and front, the same rows
        else:
            wanted = self._legend_names(x, y, g_ok, drawn, first, gpus, np.log10(ph_[on_front]),
                                        np.log10(pc_[on_front]))
            self._legend_key = key
            self._legend_wanted: list = wanted
        dragging = self.deadline.moving or self.budget.moving
        self._cache_points(dragging)
        if list(entries) != wanted and not (dragging and set(entries) == set(wanted)):
            # While a line is dragged, rows that name the same GPU models stay where they are (the star's GPU is
            # among them): another order laid the legend and the plot out again and repainted the whole chart,
            # axes too, at each move that changed the choice (~10 ms a move, the drag fell behind the pointer).
            self._legend_rows(wanted, entries, order)
        if not self.legend.isVisible():
            self.legend.setVisible(True)  # hidden by clear_result
        self._frame(x, y, self._cost_cap(budget, chosen, pc_[on_front], dragging))
        ph, pc = np.asarray(pareto_hours, float), np.asarray(pareto_cost, float)
        good = (ph > 0) & (pc > 0)
        order = np.argsort(ph[good])
        fx, fy = np.log10(ph[good][order]), np.log10(pc[good][order])
        front = getattr(self, "_front", None)
        if front is None or not (np.array_equal(front[0], fx) and np.array_equal(front[1], fy)):
            self.front.setData(fx, fy)  # a dragged line seldom changes the front: not set (nor repainted) again
            self._front: tuple[np.ndarray, np.ndarray] | None = (fx, fy)
        star = ((math.log10(chosen[0]), math.log10(chosen[1]))
                if chosen and chosen[0] and chosen[1] and chosen[0] > 0 and chosen[1] > 0 else None)
        if star != getattr(self, "_star", ()):
            self.choice.setData(*(([star[0]], [star[1]]) if star else ([], [])))
            self._star = star
        self._programmatic = True
        try:
            self._place(self.deadline, deadline)
            self._place(self.budget, budget)
        finally:
            self._programmatic = False
        # Under 10 h with its first decimal (a deadline dragged to 2.5 h read "2 h" beside a card saying 2.5).
        # Under an hour in the card's own words ("21 minutes", not "0.35 h" beside a card saying 21 minutes).
        hours_text = ("" if not deadline else W.hours(deadline) if deadline < W.MINUTES_BELOW_HOURS else
                      translate("Charts", "%1 h").replace(
                          "%1", f"{deadline:,.0f}" if deadline >= 10 else f"{deadline:.2g}"))
        # (it read "$1" for a budget of $0.505: rounded to whole units, not as the budget's field and the card show it)
        amount = (W.money(budget, currency) if currency else currency_symbol + W.number(budget)) if budget else ""
        texts = (translate("Charts", "budget") + (f" {amount}" if budget else ""),
                 translate("Charts", "deadline") + " " + hours_text,
                 x_axis_text(serving),
                 translate("Charts", "Cost of the job (%1)").replace("%1", currency_symbol)
                 if data.cost_kind == "total" else
                 translate("Charts", "Cost per month (%1)").replace("%1", currency_symbol))
        old = getattr(self, "_texts", (None,) * 4)
        if texts[0] != old[0]:
            self.budget.label.setFormat(texts[0])
        if texts[1] != old[1]:
            self.deadline.label.setFormat(texts[1])
        if texts[2] != old[2]:  # an axis label set again relays the axes out and repaints the whole chart
            self.setLabel("bottom", texts[2])
        if texts[3] != old[3]:
            self.setLabel("left", texts[3])
        self.getAxis("left").set_currency(currency)  # ticks written as the app writes amounts (10万 in Chinese)
        self._texts = texts
        settle(self)
        self.place_labels()

    @staticmethod
    def _legend_names(x, y, g_ok, meets, first: list, gpus: list, fx, fy) -> list:
        """The legend's rows: the GPU models of the points drawn in colour (``meets``; a model whose every point is
        greyed has no row in its colour: walk 24/25, its coloured row named no point seen), by ``legend_order``, then
        the greyed points' row where some are greyed."""
        if meets.all():
            return legend_order(g_ok, x, y, fx, fy, first, gpus)
        coloured = set(g_ok[meets].tolist())
        wanted = legend_order(g_ok[meets], x[meets], y[meets], fx, fy, first, [g for g in gpus if g in coloured])
        return [*wanted, miss_name()]

    def _regrey(self) -> None:
        """A dragged line let go: the points that meet it and those that miss it (greyed) as the last result during
        the drag has them (``set_data`` kept them for now), the legend's row of the greyed points with them."""
        later, self._greys_later = self.__dict__.get("_greys_later"), None
        if later is None:
            return
        x, y, g_ok, r_ok, meets = later
        self._set_points(x, y, g_ok, r_ok, meets)
        self._meets = meets
        key = self.__dict__.get("_legend_key")
        first = list(key[2]) if key else []
        present = set(g_ok.tolist())
        gpus = [g for g in self.__dict__.get("_gpu_order", []) if g in present]
        fx, fy = self.__dict__.get("_front") or (np.zeros(0), np.zeros(0))
        wanted = self._legend_names(x, y, g_ok, meets, first, gpus, fx, fy)
        if key:
            self._legend_key = (*key[:3], meets.tobytes())
        if wanted != self.__dict__.get("_legend_wanted"):
            self._legend_wanted = wanted
            self._legend_rows(wanted, self.__dict__.setdefault("_legend_entries", {}), self.__dict__.get("_gpu_order", []))

    def _cache_points(self, held: bool) -> None:
        """While a line is held (dragged), each GPU model's points are kept as a picture of them (Qt's device
        coordinate cache): the points stay while the line moves, and each move repaints the strips the line and the
        star cross from those pictures instead of drawing every model's points again (~1 ms of a move's ~10). Drawn
        as themselves otherwise: a changed set of points would be drawn twice (its picture, then the screen)."""
        if held == getattr(self, "_points_cached", False):
            return
        self._points_cached = held
        mode = (pg.QtWidgets.QGraphicsItem.CacheMode.DeviceCoordinateCache if held
                else pg.QtWidgets.QGraphicsItem.CacheMode.NoCache)
        for item in (*self.scatters.values(), self.missed):
            item.setCacheMode(mode)

    def _legend_rows(self, wanted: list, entries: dict, order: list) -> None:
        """The legend's rows are ``wanted`` (GPU models), in that order, three to a line, each GPU model's own row
        (a sample in its colour and its name) moved to its cell (``show_legend_rows``): a provider ticked or a size
        typed re-made or re-named rows and resized the panel at each row added or removed (~5 ms a change)."""
        def make(g):
            if g == miss_name():  # (a key no GPU model is named: the greyed points' row)
                return pg.ScatterPlotItem(size=8, pen=self._miss_pen, brush=self._miss_brush, symbol="o"), g
            colour, symbol = self.look_of(g)
            return pg.ScatterPlotItem(size=8, pen=None, brush=pg.mkBrush(colour), symbol=symbol), g
        made = self.__dict__.setdefault("_legend_made", {})  # GPU model -> its row (sample, label), kept
        n = self._legend_columns(wanted)
        if n != self.legend.columnCount:  # another width: every row to its new cell
            for row in self.legend.items:
                for it in row:
                    self.legend.layout.removeItem(it)
                    if row[1].text not in wanted:
                        it.hide()
            self.legend.items = []
            self.legend.columnCount = n
        self.legend.setMinimumHeight(0)  # sized afresh for these rows (the row's height below follows it)
        self.legend.setMaximumHeight(QWIDGETSIZE_MAX)
        show_legend_rows(self.legend, made, wanted, make, cached=True)
        # The legend is a cell of the plot's layout (under the plot): its height is the row's, and the layout places
        # it again at once (LegendItem.updateSize puts it at the plot item's corner, over the plot, until then).
        h = self.legend.height()
        self.legend.setMinimumHeight(h)
        self.legend.setMaximumHeight(h)
        self.plotItem.layout.invalidate()
        self.plotItem.layout.activate()
        if self.plotItem.width() > self.range.width() > 0:
            # The plot had been held wider than the view by the legend's longer lines (its minimum width): fewer
            # names a line, it fits the view again (it stayed 23 px too wide at 1024 px, the last x label cut).
            self.plotItem.setGeometry(self.range)
        entries.clear()
        entries.update((g, made[g][0].item) for g in wanted)  # the samples' items, in the legend's order

    def _legend_columns(self, wanted: list) -> int:
        """GPU models a line of the legend: as many as fit the chart's width, ``LEGEND_COLUMNS`` at most (six to a
        line at 1024 px cut the last names: "RTXPRO600")."""
        f = QFont()
        f.setPointSizeF(8)
        fm = QFontMetricsF(f)
        spacing = self.legend.layout.horizontalSpacing()
        widths = [fm.horizontalAdvance(str(g)) + 8 for g in wanted]  # a name and its label's margins
        room = self.width() - self.getAxis("left").width() - 24
        for n in range(LEGEND_COLUMNS, 1, -1):  # each column as wide as its widest name, beside its sample
            if sum(20 + 2 * spacing + max(widths[c::n], default=0) for c in range(n)) <= room:
                return n
        return 1

    def resizeEvent(self, ev) -> None:
        super().resizeEvent(ev)
        if self.__dict__.get("plotItem") is None or self.__dict__.get("closed"):
            return  # closing (its items are gone)
        legend = self.__dict__.get("legend")  # (None while pyqtgraph's constructor lays the view out)
        rows = [label.text for _, label in legend.items] if legend is not None else []
        entries = self.__dict__.get("_legend_entries")
        if legend is not None and rows and entries is not None and self._legend_columns(rows) != legend.columnCount:
            self._legend_rows(rows, entries, self.__dict__.get("_gpu_order", []))

    def look_of(self, gpu: str) -> tuple[str, str]:
        """(colour, symbol) of ``gpu``'s points and legend sample on this chart (``assign_looks``)."""
        looks = self.__dict__.get("_looks") or {}
        return look(looks[gpu]) if gpu in looks else look(len(looks))

    def _restyle(self, gpu: str) -> None:
        """``gpu``'s points and legend sample drawn in its look again (it had to move: ``assign_looks``)."""
        colour, symbol = self.look_of(gpu)
        item = self.scatters.get(gpu)
        if item is not None:
            brush = self.__dict__.setdefault("_brush_of", {}).setdefault(gpu, pg.mkBrush(colour))
            item.setSymbol(symbol)
            item.setBrush(brush)
            item.opts["brush"], item.opts["symbol"] = brush, symbol  # what newly set points are drawn with
        held = self._missed_held
        if held is not None and (held[3] == gpu).any():  # its greyed points in its new symbol
            self._missed_held = None
            self._set_missed(*held)
        row = self.__dict__.get("_legend_made", {}).get(gpu)
        if row is not None:
            row[0].item.opts["brush"], row[0].item.opts["symbol"] = pg.mkBrush(colour), symbol
            row[0].update()

    def _scatter_of(self, gpu: str) -> pg.ScatterPlotItem:
        """The scatter of ``gpu``'s points, made the first time (in the GPU model's colour, under the front)."""
        item = self.scatters.get(gpu)
        if item is None:
            item = ModelPoints(size=7, pen=None, brush=self._brush_of[gpu], symbol=self.look_of(gpu)[1],
                               hoverable=True, hoverSize=11, hoverPen=pg.mkPen("k", width=1.5), tip=None)
            # under the front, the star and the lines; each model's points over those of the models met before it
            # (an explicit stacking, the same however the scene was built); the greyed ones under them all
            item.setZValue(-1 + 1e-3 * len(self.scatters))
            item.sigClicked.connect(self._clicked)
            item.sigHovered.connect(self._hovered)
            if getattr(self, "_points_cached", False):
                item.setCacheMode(pg.QtWidgets.QGraphicsItem.CacheMode.DeviceCoordinateCache)
            self.addItem(item)
            self.scatters[gpu] = item
        return item

    def _set_points(self, x: np.ndarray, y: np.ndarray, gpus: np.ndarray, rows: np.ndarray,
                    meets: np.ndarray | None = None) -> None:
        """Each GPU model's scatter holds its points that meet every requirement (``x``, ``y``, the candidates'
        ``rows`` as the points' data), set with ``setData`` only where they changed (a provider ticked changes a few
        models' points; a size typed moves them all); a model without points holds none. The points that miss a
        requirement (``meets`` false) are the greyed scatter's (``missed``)."""
        meets = np.ones(len(x), bool) if meets is None else meets
        held = self._by_gpu
        present = dict.fromkeys(gpus[meets].tolist())
        for g in list(held):
            if g not in present:
                self.scatters[g].setData(x=[], y=[], data=[])
                del held[g]
        for g in present:
            m = (gpus == g) & meets
            gx, gy, gr = x[m], y[m], rows[m]
            old = held.get(g)
            if old is not None and all(np.array_equal(a, b) for a, b in zip(old, (gx, gy, gr))):
                continue
            self._scatter_of(g).setData(x=gx, y=gy, data=gr)
            held[g] = (gx, gy, gr)
        miss = ~meets
        self._set_missed(x[miss], y[miss], rows[miss], gpus[miss])

    def _set_missed(self, x: np.ndarray, y: np.ndarray, rows: np.ndarray, gpus: np.ndarray) -> None:
        """The greyed scatter holds these points, each in its GPU model's symbol (set only when they changed)."""
        old = self._missed_held
        if old is not None and all(np.array_equal(a, b) for a, b in zip(old, (x, y, rows, gpus))):
            return
        if self.missed.scene() is None:
            self.addItem(self.missed)
        looks = {g: self.look_of(g)[1] for g in dict.fromkeys(gpus.tolist())}
        self.missed.setData(x=x, y=y, data=rows, symbol=[looks[g] for g in gpus.tolist()])
        self._missed_held = (x, y, rows, gpus)

    def points_shown(self, missing: bool = False) -> dict[str, tuple[np.ndarray, np.ndarray, list]]:
        """GPU model -> (x, y, rows) of the points its scatter holds, read back from pyqtgraph (tests, benches):
        those that meet every requirement, or (``missing``) the greyed ones that miss one."""
        out = {}
        if missing:
            held = self._missed_held
            x, y = self.missed.getData()
            if held is not None and len(x):
                rows = np.array([p.data() for p in self.missed.points()])
                for g in dict.fromkeys(held[3].tolist()):  # (the points in the order they were set, with their GPUs)
                    m = held[3] == g
                    out[g] = (np.asarray(x)[m], np.asarray(y)[m], [int(r) for r in rows[m]])
            return out
        for g, item in self.scatters.items():
            x, y = item.getData()
            if len(x):
                out[g] = (np.asarray(x), np.asarray(y), [p.data() for p in item.points()])
        return out

    def hover_shown(self) -> bool:
        """Something drawn in its hover style: a point named under the pointer, or a line under it (thicker)."""
        return self.label.isVisible() or any(ln.mouseHovering for ln in (self.deadline, self.budget))

    def _user_range(self, *_args) -> None:
        self._auto_view = False
        self.plotItem.showButtons()  # the "A" button, back to the fitted view

    def _cost_cap(self, budget: float | None, chosen: tuple | None, front_cost: np.ndarray, dragging: bool) -> float:
        """The top of the framed costs (log10): COST_VIEW_X x the most of the budget, the pick and the cost-time
        front. Dearer options are still drawn (zoom out to see them), but the article's first screen framed
        ¥10 to ¥1,000M (month-billed clusters of hundreds of servers) and squeezed every option that matters
        into the bottom half. While a line is dragged the top stays as it was (the view never moves under the
        pointer)."""
        kept: float | None = getattr(self, "_cap", None)
        if dragging and kept is not None:
            return kept
        refs = [float(v) for v in (budget, chosen[1] if chosen else None) if v and v > 0]
        refs += [float(v) for v in front_cost if v > 0]
        cap = math.log10(COST_VIEW_X * max(refs)) if refs else math.inf
        self._cap = cap
        return cap

    def _frame(self, x: np.ndarray, y: np.ndarray, cap: float = math.inf) -> None:
        """Fit the view to the points (log10 values), with a margin, snapped outward to a fifth of a decade and
        kept while the points still fill it: the axes, their labels and the grid stay put while a size is typed
        (each keystroke moves the points a little; re-framing redrew both axes and the grid, ~7 ms a change, and
        made the chart jitter). A new frame when a point falls outside or they shrink to well inside it."""
        vb = self.plotItem.vb
        self._all_y = np.asarray(y, dtype=float)
        if any(vb.state["autoRange"]):  # the first result, or the user pressed "A": framed here from now on
            self._auto_view = True
        if not self._auto_view or not len(x):
            return
        self.plotItem.hideButtons()  # pyqtgraph offers "A" whenever its own auto-range is off: only after a zoom
        want = []
        for a, top in ((x, math.inf), (y, cap)):
            lo, hi = float(np.min(a)), float(np.max(a))
            hi = max(lo, min(hi, top))
            pad = max(0.06 * (hi - lo), 0.1)
            want.append((lo - pad, hi + pad))
        framed, cur = self._framed, vb.viewRange()
        if (framed is not None and np.allclose(cur, framed, atol=1e-6)
                and all(f[0] <= w[0] and f[1] >= w[1] and (f[1] - f[0]) <= 1.25 * (w[1] - w[0]) + 0.4
                        for f, w in zip(framed, want))):
            return
        new = [(math.floor(w[0] * 5) / 5, math.ceil(w[1] * 5) / 5) for w in want]
        vb.setRange(xRange=new[0], yRange=new[1], padding=0)  # turns pyqtgraph's auto-range off
        self._framed = [list(r) for r in vb.viewRange()]

    def _say_above(self) -> None:
        """The count of options above the view, in the view's top-left corner (hidden when there are none)."""
        (x0, _x1), (_y0, y1) = self.plotItem.vb.viewRange()
        n = int(np.count_nonzero(self._all_y > y1)) if len(self._all_y) else 0
        if n:
            self.above.setText(translate("Charts", "{0} dearer options above the view: scroll to zoom out").format(
                f"{n:,}") if n > 1 else translate("Charts", "1 dearer option above the view: scroll to zoom out"))
            self.above.setPos(x0, y1)
        self.above.setVisible(bool(n))
        self.place_labels()

    def place_labels(self) -> None:
        """The deadline's and budget's labels clear of the note above, the other line and label, and the star
        (at 1280 x 720 the note covered the deadline's label: "ne 100 h"): ``chart_labels``."""
        place_line_labels(self.plotItem.vb, self.above, self.deadline, self.budget, getattr(self, "_star", None))

    def axis_for(self, serving: bool) -> None:
        """The x axis named for the answers being worked out while the chart is empty (walk 25: a training worked
        out after a service read "GPUs serving the load" under its empty chart until the result came)."""
        old = getattr(self, "_texts", None)
        text = x_axis_text(serving)
        if old is None or text != old[2]:
            self.setLabel("bottom", text)
            if old is not None:  # (none yet: the first result sets every text)
                self._texts = (old[0], old[1], text, old[3])

    def clear_result(self) -> None:
        """No result: no points, front, star or lines (nothing on the chart belongs to other answers)."""
        for item in (*self.scatters.values(), self.missed):
            item.setData(x=[], y=[], data=[])
        self._by_gpu.clear()
        self._missed_held = None
        self._meets = np.empty(0, bool)
        self._greys_later = None
        self._points = None
        self.front.setData([], [])
        self._front = None
        self.choice.setData([], [])
        self._star = None
        self.label.setVisible(False)
        self._all_y = np.empty(0)  # nothing above an empty view (the count stayed on an emptied chart)
        self.above.setVisible(False)
        for line in (self.deadline, self.budget):
            line.setVisible(False)
        self.legend.setVisible(False)  # its GPU models were the last result's

    def _place(self, line: pg.InfiniteLine, value: float | None) -> None:
        if value and value > 0:
            if not line.moving:  # never fight the user's drag
                line.blockSignals(True)
                line.setValue(math.log10(value))
                line.blockSignals(False)
            line.setVisible(True)
        else:
            line.setVisible(False)

    def _clicked(self, item, points, ev=None) -> None:
        if len(points):
            self.pointClicked.emit(int(points[0].data()))

    def _hovered(self, item, points, ev=None) -> None:
        if len(points) and self._namer is not None:
            p = points[0]
            name = self._namer(int(p.data()))  # named only when hovered: cheap for thousands of points
            self.label.setText(name)
            # inside the view: a long name ("Not chosen: …") beside a point near the right edge ran out of it
            vb = self.plotItem.vb
            at, box = vb.mapViewToScene(p.pos()).x(), vb.sceneBoundingRect()
            width = self.label.textItem.boundingRect().width()
            share = min(1.0, max(0.0, (at + width - box.right()) / width)) if width > 0 else 0.0
            if width > 0 and at - share * width < box.left():
                share = max(0.0, (at - box.left()) / width)
            if tuple(self.label.anchor) != (share, 1.0):
                self.label.setAnchor((share, 1.0))
            self.label.setPos(p.pos())
            self.label.setVisible(True)
            self._hover_from = item
            self.pointHovered.emit(name)
        elif self._hover_from is None or item is self._hover_from:  # (not another GPU's scatter, left meanwhile)
            self.label.setVisible(False)
            self._hover_from = None
