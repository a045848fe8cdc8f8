"""The result: the recommendation card, reasons and warnings in words, cost lines, alternatives, charts.

It shows what the engine returned and adds no arithmetic: numbers come from the ``Recommendation``
and from ``core.charts_data``; words from the text package (``gpu_advisor.text``).
"""

from __future__ import annotations

import html
from functools import partial
from typing import TYPE_CHECKING

import pandas as pd
from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (QFrame, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QSplitter,
                               QTabWidget, QTextBrowser, QVBoxLayout, QWidget)

from gpu_advisor.core.catalog import Catalog
from gpu_advisor.core.select import billing_curves, chat_fast_rows, point_misses, scatter
from gpu_advisor.core.export import priced_state
from gpu_advisor import text as words
from gpu_advisor.gui.result_card import Card, number_text, symbol
from gpu_advisor.gui.result_fit import fit_card
from gpu_advisor.gui.result_columns import (  # noqa: F401 - tests and the window import them from here
    _BILLING_COLUMNS, _CHART_COLUMNS, _candidate_values, _chart_columns, _Columns, gather_chart_columns)
from gpu_advisor.gui.alt_table import alternatives_frame, runner_up_index  # noqa: F401 - tests import it from here
from gpu_advisor.gui.table_model import FrameModel
from gpu_advisor.gui.table_wrap import WrappedColumn, result_table

if TYPE_CHECKING:
    from gpu_advisor.core.scenario import Scenario
    from gpu_advisor.core.select import Recommendation
    from gpu_advisor.gui.charts import CostHoursChart
    from gpu_advisor.gui.cost_charts import BillingModesChart, BreakdownChart


def _scroller(widget: QWidget, parent: QWidget):
    """``widget`` in a frameless area that scrolls up and down when it is taller than the room it is given. The area
    is no Tab stop of its own (it showed no focus, and Tab went on to the charts in it: walk25): Tab on a control in
    it scrolls that control into view."""
    from PySide6.QtWidgets import QScrollArea
    area = QScrollArea(parent)
    area.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    area.setWidget(widget)
    return area


def _what_if_rows(cat, sc, chosen, warnings=()) -> tuple[dict, ...]:
    """Runs on the what-if worker: ``core.select.recommendation.what_if`` for the answers shown (``warnings``: the
    answer's, which say whether it set a past run aside: walk 24's "times follow your past run's hours" beside the
    warning that it was set aside)."""
    from gpu_advisor.core.select import what_if
    return what_if(cat, sc, chosen, warnings=warnings)


class ResultView(QWidget):
    """Card + words on top; charts, cost lines, alternatives and assumptions in tabs below."""

    alternativeChosen = Signal(int)
    deadlineDragged = Signal(float)
    budgetDragged = Signal(float)
    lineReleased = Signal(str)  # a dragged line of the cost chart let go: "budget" or "deadline"

    def __init__(self, parent=None):
        super().__init__(parent)
        self.rec: Recommendation | None = None
        self.scenario: Scenario | None = None
        self.catalog: Catalog | None = None
        self.shown = None  # the Option in the card
        self.card = Card(self)
        self.card.setAccessibleName(self.tr("Recommendation"))
        self.card.change.clicked.connect(self._change_assumption)
        self._what_if_key = None
        self._what_if_cache: dict = {}
        self._what_if_runner = None
        self._what_if_pending = None
        self.card.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)  # never squeezed
        self.summary = QLabel(self)
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        self.summary.setWordWrap(True)
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.notes = QTextBrowser(self)
        self.notes.setOpenLinks(False)
        self.notes.setAccessibleName(self.tr("Why, warnings and tips"))
        self.notes.setMinimumHeight(70)
        self.message = QLabel(self)
        self.message.setTextFormat(Qt.TextFormat.PlainText)
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color: #b00020;")
        self.message.setVisible(False)
        self.copy_details = QPushButton(self.tr("Copy details"), self)
        self.copy_details.setToolTip(self.tr("Copy the technical details of the failure, for a bug report."))
        self.copy_details.setVisible(False)
        self.copy_details.clicked.connect(self._copy_details)

        # Built with the first result (build_charts).
        self.cost_chart: CostHoursChart | None = None
        self.billing_chart: BillingModesChart | None = None
        self.breakdown_chart: BreakdownChart | None = None
        self._words_due = False  # a live step left the card and the words for right after its paint
        from PySide6.QtCore import QTimer
        self._words_timer = QTimer(self)
        self._words_timer.setSingleShot(True)
        self._words_timer.setInterval(0)
        self._words_timer.timeout.connect(self._show_words)
        self.lines_model = FrameModel(parent=self)
        self.lines_view = result_table(self, self.lines_model)
        self.lines_view.setAccessibleName(self.tr("Cost lines"))
        self.alt_model = FrameModel(parent=self)
        self.alt_view = result_table(self, self.alt_model, sortable=True)
        self.alt_view.setAccessibleName(self.tr("Alternatives"))
        # the reason takes the rest of the view's width, wrapped; a longer text before it wraps at 20% of that width
        self.alt_reasons = WrappedColumn(self.alt_view, lambda: self.tr("Why not chosen"), share=0.2)
        self.alt_view.doubleClicked.connect(lambda idx: self.show_alternative(
            self._alt_source_row(idx)))
        self.alt_view.activated.connect(lambda idx: self.show_alternative(self._alt_source_row(idx)))
        self.assumptions_model = FrameModel(parent=self)
        self.assumptions_view = result_table(self, self.assumptions_model)
        self.assumptions_view.setAccessibleName(self.tr("Assumptions"))
        # (the sources are long lines: their column, header included, was off-screen at 1920 px)
        self.assumption_sources = WrappedColumn(self.assumptions_view, lambda: self.tr("Source"), share=0.3)

        self.tabs = QTabWidget(self)
        # The charts' page scrolls when the pane is shorter than the charts (a 640-pixel-high screen): the tabs
        # then need not take the height the card needs (_fit_card).
        self.chart_split = QSplitter(Qt.Orientation.Vertical, self)
        self.charts = _scroller(self.chart_split, self)
        self.tabs.addTab(self.charts, self.tr("&Charts"))
        self.tabs.addTab(self.lines_view, self.tr("Cost &lines"))
        self.tabs.addTab(self.alt_view, self.tr("&Alternatives"))
        self.tabs.addTab(self.assumptions_view, self.tr("A&ssumptions"))
        self.tabs.currentChanged.connect(self._fill_visible_tables)

        top = QWidget(self)
        tl = QVBoxLayout(top)
        tl.setContentsMargins(0, 0, 0, 0)
        msg_row = QHBoxLayout()
        msg_row.addWidget(self.message, 1)
        msg_row.addWidget(self.copy_details, 0, Qt.AlignmentFlag.AlignTop)
        tl.addLayout(msg_row)
        tl.addWidget(self.card)
        from gpu_advisor.gui.launch_export import make_button  # issue 17: launch files for the card's option
        self.launch_button = make_button(self)
        self.launch_button.setEnabled(False)  # until a configuration is in the card
        tl.addWidget(self.launch_button, 0, Qt.AlignmentFlag.AlignRight)
        tl.addWidget(self.summary)
        tl.addWidget(self.notes, 1)
        # The top pane scrolls rather than squeezing the card: a notice line never cuts the headline.
        self.top_scroll = top_scroll = _scroller(top, self)
        self._top = top
        self.top_layout = tl  # the card's pane's column (gui/result_fit.py measures it)
        self.fit_key: tuple | None = None  # what the split was last fitted to (_fit_card)
        split = QSplitter(Qt.Orientation.Vertical, self)
        split.addWidget(top_scroll)
        split.addWidget(self.tabs)
        split.setStretchFactor(0, 2)
        split.setStretchFactor(1, 3)
        split.setSizes([340, 460])
        self.split = split
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(split)
        # The splitters keep the sizes they were laid out at (see _pin_splits), once the pane has them.
        self._pin_timer = QTimer(self)
        self._pin_timer.setSingleShot(True)
        self._pin_timer.setInterval(0)
        self._pin_timer.timeout.connect(self._pin_splits)
        self._warm_timer = QTimer(self)
        self._warm_timer.setSingleShot(True)
        self._warm_timer.timeout.connect(self._warm)
        self._rest_timer = QTimer(self)
        self._rest_timer.setSingleShot(True)
        self._rest_timer.timeout.connect(self._rest)

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self._pin_timer.start()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._pin_timer.start()

    def _pin_splits(self) -> None:
        """The splitters hold the sizes they have now. QSplitter shares its height out by the sizes it was last
        given (here, before the pane had its real height) and does so again whenever a pane's minimum size changes:
        the card growing a line mid-drag (a longer note) moved the split by ~40 px, so the cost chart was resized
        and drawn whole, axes and all (~30 ms: the first drag of a session fell behind the pointer)."""
        self._fit_card()
        for split in (self.split, self.chart_split):
            sizes = split.sizes()
            if split.isVisible() and len(sizes) > 1 and all(s > 0 for s in sizes):
                split.setSizes(sizes)

    def _fit_card(self) -> None:
        """The split between the card and the tabs (``gui.result_fit.fit_card``)."""
        fit_card(self)

    def dragging(self) -> bool:
        """A line of the cost chart is being dragged (the splits then stay as they are: see _pin_splits)."""
        chart = self.cost_chart
        return chart is not None and bool(chart.deadline.moving or chart.budget.moving)

    def build_charts(self) -> None:
        """Create the pyqtgraph charts (the window builds them while the engine prices the first result; the
        questions appear without waiting for pyqtgraph)."""
        if self.cost_chart is not None:
            return
        from gpu_advisor.gui.charts import CostHoursChart
        from gpu_advisor.gui.cost_charts import BillingModesChart, BreakdownChart
        self.cost_chart = CostHoursChart(self)
        self.cost_chart.deadlineMoved.connect(self.deadlineDragged)
        self.cost_chart.budgetMoved.connect(self.budgetDragged)
        for name in ("budget", "deadline"):
            getattr(self.cost_chart, name).sigPositionChangeFinished.connect(
                lambda _ln, name=name: self.lineReleased.emit(name))
        self.cost_chart.pointClicked.connect(self._point_clicked)
        self.billing_chart = BillingModesChart(self)
        self.breakdown_chart = BreakdownChart(self)
        # Tab stops at each chart: a ring in the highlight colour shows which has the focus (they showed none: walk25)
        from gpu_advisor.gui.focus_ring import FocusRing
        self._focus_rings = [FocusRing(c) for c in (self.cost_chart, self.billing_chart, self.breakdown_chart)]
        self.chart_split.addWidget(self.cost_chart)
        lower = QSplitter(Qt.Orientation.Horizontal, self)
        lower.addWidget(self.billing_chart)
        lower.addWidget(self.breakdown_chart)
        self.chart_split.addWidget(lower)
        self.chart_split.setSizes([320, 200])
        self._pin_splits()  # the charts raised the tabs' minimum height: the split follows now, not mid-drag

    def _provider(self, pid: str) -> str:
        key = (getattr(self.catalog, "token", id(self.catalog)), pid)
        cache = self.__dict__.setdefault("_provider_cache", {})
        if key not in cache:
            cache[key] = words.provider_name(self.catalog, pid)
        return cache[key]

    def _alt_source_row(self, idx) -> int:
        m = self.alt_view.model()
        return int(m.mapToSource(idx).row()) if hasattr(m, "mapToSource") else idx.row()

    # ------------------------------------------------------------ showing
    def show_problems(self, text: str, details: str = "") -> None:
        """The answers cannot be computed (the reasons are at the fields, or the engine failed): the message
        says so and the previous result is cleared, so nothing on screen belongs to other answers."""
        self.message.setText(text)
        self.message.setVisible(bool(text))
        self._details = details
        self.copy_details.setVisible(bool(details))
        if text:
            self.clear()

    def clear(self, headline: str | None = None) -> None:
        """No result on screen: card, words, tables and charts emptied."""
        self._words_timer.stop()
        self._words_due = False
        self.rec = None
        self.shown = None
        self._shown_chosen: bool | None = None
        self.launch_button.setEnabled(False)
        self.card.set_lead("")
        self.card.set_what_if([])
        self.card.set_abroad("")
        self.card.set_why([])
        self._what_if_key = None
        self.card.show_option(None, self.catalog, True, empty_text=headline if headline is not None
                              else self.tr("No result for these answers yet."))
        self.summary.setText("")
        self.notes.setHtml("")
        self._notes_html = ""  # what the pane shows now: the same notes coming back are written again
        self._notes_paras: list[tuple[str, str | None]] | None = None
        self._fill_lines(None)
        self._draw_lower_charts(None)
        self.alt_model.set_frame(pd.DataFrame())
        self.assumptions_model.set_frame(pd.DataFrame())
        self._tables_stale = False
        if self.cost_chart is not None:
            self.cost_chart.clear_result()

    def _copy_details(self) -> None:
        from PySide6.QtGui import QGuiApplication
        from gpu_advisor.core.base import without_joiners  # (text leaving the screen: no zero-width joiners)
        QGuiApplication.clipboard().setText(without_joiners(getattr(self, "_details", "")))

    def show_result(self, rec, scenario, catalog: Catalog, live: bool = False) -> None:
        """Show ``rec``. ``live`` (what the window does for every new result: a dragged line, other answers ranked
        at once, a job priced on the worker; ``pending`` says when the rest is still to come): the cost chart
        (points, star, front, lines) is
        updated now and the rest (card, sentence, notes, cost lines, billing chart, tables) right after this
        step's paint, in the same turn of the event loop (a 0 ms timer: posted events, the paint among them, are
        handled before timers), so the star moves with the line in one frame and the card follows before the
        next mouse move is handled. Successive steps coalesce: only the newest result is ever written."""
        self.build_charts()
        self.rec, self.scenario, self.catalog = rec, scenario, catalog
        words.set_catalog(catalog)  # provider names in sentences
        self.message.setVisible(False)
        self.copy_details.setVisible(False)
        self._update_cost_chart()
        self._words_due = True
        if live:
            self._words_timer.start()
        else:
            self._show_words()

    @property
    def pending(self) -> bool:
        """The chart shows the result on hand and its card, words and tables are still to be written (right after
        the chart's paint, in the same turn of the event loop)."""
        return self._words_due

    def settled(self) -> bool:
        """Everything about the result on hand is written: its card and words, and the smaller and larger choices
        worked out on the side (none waiting or being worked out)."""
        timer = getattr(self, "_what_if_timer", None)
        return (not self._words_due and not self.lower_charts_due() and getattr(self, "_what_if_pending", None) is None
                and getattr(self, "_what_if_job", None) is None and (timer is None or not timer.isActive()))

    def flush(self) -> None:
        """The card, sentence, notes and tables of the result on hand written now if a live step left them for
        later (before anything reads or replaces them)."""
        if getattr(self, "_words_due", False):
            self._show_words()

    def _show_words(self) -> None:
        self._words_timer.stop()
        self._words_due = False
        rec = self.rec
        if rec is None:
            return
        opt = rec.recommendation
        self._show_option(opt, chosen=True)
        self._show_lead()
        self.summary.setText(words.summary_sentence(rec, self.catalog, self.scenario) if opt is not None else "")
        self._show_notes(rec)
        self._tables_stale = True
        self._fill_visible_tables()
        self._pin_timer.start()  # the card may need more room (_fit_card), once laid out
        self._warm_timer.start(self.WARM_AFTER_MS)  # restarted by each result: it waits for the answers to rest
        self._rest_timer.start(self.REST_MS)

    # Once a result is written and no other came for this long, the note and problem classes not made yet are made,
    # a few ms at a time (core.base.materialize_some: ~80 ms in all, once a process), so no step of a later change
    # pays for the first note of a kind it meets (a deadline's first drag step made four: ~3 ms of that step); then
    # the collector's young objects are collected and the survivors frozen (gui/worker.py freeze_survivors).
    WARM_AFTER_MS = 50
    WARM_SLICE_S = 0.004
    REST_MS = 3000  # no result for this long: the user reads (gui/worker.py full_pass_if_grown)

    def _warm(self) -> None:
        """The answers rest: the classes not made yet made (a slice now, the rest after a pause), then the objects
        made since the last rest kept out of the collector's full passes (gui/worker.py ``freeze_survivors``)."""
        from gpu_advisor.core.base import materialize_some
        if not materialize_some(self.WARM_SLICE_S):
            self._warm_timer.start(2)  # the rest after a pause (input and paints go first)
            return
        from gpu_advisor.gui.worker import freeze_survivors
        freeze_survivors()

    def _rest(self) -> None:
        """The answers rested REST_MS: a full pass of the collector, if the objects kept out of them doubled."""
        from gpu_advisor.gui.worker import full_pass_if_grown
        full_pass_if_grown()

    # ------------------------------------------------------------ what was assumed, and what if (issue 29)
    what_if_executor = None  # an executor for the what-if runs (tests: a SyncExecutor); None: a thread of its own
    what_if_delay_ms = 500  # the answers rest this long before the what-if runs start (a dragged line never waits)

    def _show_lead(self) -> None:
        """The card's first lines: the assumed answers that decide the job, then (computed off the GUI thread, once
        per set of answers) the answer for the smaller and larger choices of each."""
        sc, cat = self.scenario, self.catalog
        try:
            from gpu_advisor.core.scenario import deciding
            items = deciding(cat, sc) if sc is not None and cat is not None else ()
        except (KeyError, TypeError, AttributeError):
            items = ()
        self.card.set_lead(words.assumed_lead(sc, cat) if items else "", items[0].path if items else None)
        opt = self.rec.recommendation if self.rec is not None else None
        abroad = next((n for n in (self.rec.warnings if self.rec is not None else ()) if n.code == "overseas"), None)
        self.card.set_abroad(words.describe_note(abroad, opt.currency if opt else None) if abroad else "")
        if not items or opt is None:
            self._what_if_key = None
            self.card.set_what_if([])
            return
        import json
        key = (getattr(cat, "token", id(cat)), json.dumps(getattr(sc, "given", {}), sort_keys=True, default=str))
        if key == self._what_if_key:
            return  # shown already, or on its way
        self._what_if_key = key
        if key in self._what_if_cache:
            self.card.set_what_if(words.what_if_lines(self._what_if_cache[key], cat))
            return
        self.card.set_what_if([self.tr("Working out the smaller and larger choices…")])
        self._what_if_job: tuple | None = (key, cat, sc, opt, self.rec.warnings if self.rec is not None else ())
        if getattr(self, "_what_if_timer", None) is None:
            from PySide6.QtCore import QTimer
            self._what_if_timer = QTimer(self)
            self._what_if_timer.setSingleShot(True)
            self._what_if_timer.timeout.connect(self._start_what_if)
        self._what_if_timer.start(self.what_if_delay_ms)  # restarted by every newer set of answers

    def _start_what_if(self) -> None:
        job, self._what_if_job = getattr(self, "_what_if_job", None), None
        if job is None or job[0] != self._what_if_key:
            return
        key, cat, sc, opt, warnings = job
        if self._what_if_runner is None:
            from gpu_advisor.gui.worker import Runner
            self._what_if_runner = Runner(self.what_if_executor, self)
            self._what_if_runner.finished.connect(self._what_if_done)
            self._what_if_runner.failed.connect(lambda rid, exc: self._what_if_done(rid, ()))
        self._what_if_pending = key  # the runner answers only its newest request: this one
        self._what_if_runner.submit(_what_if_rows, cat, sc, opt, warnings)

    def shutdown(self) -> None:
        """The window is closing: the what-if runs stop (a pending one never starts) and their thread ends."""
        if getattr(self, "_what_if_timer", None) is not None:
            self._what_if_timer.stop()
        if self._what_if_runner is not None:
            self._what_if_runner.shutdown()

    def _what_if_done(self, _rid: int, rows) -> None:
        key, self._what_if_pending = getattr(self, "_what_if_pending", None), None
        if key is None:
            return
        self._what_if_cache = {key: tuple(rows or ())}  # the newest set of answers only
        if key == self._what_if_key:
            self.card.set_what_if(words.what_if_lines(rows or (), self.catalog))
            self._pin_timer.start()

    def _change_assumption(self) -> None:
        """"Change…": the wizard shows the question the first assumption answers (its window's wizard)."""
        wizard = getattr(self.window(), "wizard", None)
        path = getattr(self.card, "_lead_path", None)
        if wizard is not None and path and hasattr(wizard, "show_field"):
            wizard.show_field(path)

    def _fill_visible_tables(self, *_args) -> None:
        """Cost lines, alternatives and assumptions are filled when a tab of tables is shown (or already showing):
        a change of answers with the charts in view fills none of the three."""
        if getattr(self, "_lines_stale", False) and (
                self.tabs.currentWidget() in (self.lines_view, self.alt_view, self.assumptions_view)
                or not self.isVisible()):
            self._lines_stale = False
            self._fill_lines_table(self._lines_opt)
        if self.rec is None or not getattr(self, "_tables_stale", False):
            return
        if self.tabs.currentWidget() in (self.alt_view, self.assumptions_view) or not self.isVisible():
            self._fill_alternatives(self.rec)
            self._fill_assumptions(self.rec)
            self._tables_stale = False

    def _show_option(self, opt, chosen: bool) -> None:
        self.build_charts()
        same = opt is not None and opt == self.shown and chosen == getattr(self, "_shown_chosen", None)
        self.shown = opt
        self._shown_chosen = chosen
        self.launch_button.setEnabled(opt is not None)  # no configuration in the card: nothing to launch
        # why the recommendation costs more than the cheapest that carries the load, and its stale price beside the
        # nearest option on a recent one (not said of an alternative)
        self.card.set_why([*words.price_reasons(self.rec), *words.price_age_words(self.rec)]
                          if chosen and opt is not None and self.rec is not None else [])
        scenario_changed = self.scenario is not getattr(self, "_shown_scenario", None)
        self._shown_scenario = self.scenario
        if same and self.catalog is getattr(self, "_shown_catalog", None):
            # the same configuration as on screen: lines and billing chart stay; the card's status follows the
            # scenario (a deadline or budget taken away or given: no ✓ for a requirement no longer asked)
            if scenario_changed:
                self.card.show_option(opt, self.catalog, chosen, self.scenario,
                                      range_tip=words.range_tip(self.rec) if chosen and self.rec is not None else "")
            return
        self._shown_catalog = self.catalog
        empty = None
        if opt is None and self.rec is not None and any(n.code == "no_estimate" for n in self.rec.warnings):
            empty = self.tr("No estimate: see the warning below.")
        elif opt is None and self.rec is not None and any(n.code == "serving_impossible" for n in self.rec.warnings):
            empty = self.tr("No service can carry this load: see the warning below.")
        tip = words.range_tip(self.rec) if chosen and self.rec is not None else ""  # (its estimate's reasons)
        self.card.show_option(opt, self.catalog, chosen, self.scenario, empty_text=empty, range_tip=tip)
        self._fill_lines(opt)
        self._lower_charts(opt)

    # While a line is dragged, the charts under the cost chart (the billing modes of the instance in the card and
    # the breakdown of its cost) follow the card this long after it changed, at the latest: drawn again at each move
    # that changed the choice, they cost ~10 ms of that move and the drag fell behind the pointer.
    LOWER_CHARTS_DRAG_MS = 300

    def _lower_charts(self, opt) -> None:
        """The billing modes and breakdown charts for ``opt`` (the card's option): now, or while a line of the cost
        chart is dragged, at most LOWER_CHARTS_DRAG_MS later (the newest option then)."""
        chart = self.cost_chart
        self._lower_opt = opt
        if chart is not None and (chart.deadline.moving or chart.budget.moving):
            if getattr(self, "_lower_timer", None) is None:
                from PySide6.QtCore import QTimer
                self._lower_timer = QTimer(self)
                self._lower_timer.setSingleShot(True)
                self._lower_timer.timeout.connect(lambda: self._draw_lower_charts(self._lower_opt))
            if not self._lower_timer.isActive():  # not restarted: the charts never lag the card for longer
                self._lower_timer.start(self.LOWER_CHARTS_DRAG_MS)
            return
        self._draw_lower_charts(opt)

    def _draw_lower_charts(self, opt) -> None:
        timer = getattr(self, "_lower_timer", None)
        if timer is not None:
            timer.stop()
        self._update_breakdown_chart(opt)
        self._update_billing_chart(opt)

    def lower_charts_due(self) -> bool:
        """The billing modes and breakdown charts are still to follow the card (a dragged line, see
        LOWER_CHARTS_DRAG_MS)."""
        timer = getattr(self, "_lower_timer", None)
        return timer is not None and timer.isActive()

    def show_alternative(self, i: int) -> None:
        self.flush()
        if self.rec is None or not (0 <= i < len(self.rec.alternatives)):
            return
        self._show_option(self.rec.alternatives[i], chosen=False)
        self.alternativeChosen.emit(i)

    def show_candidate(self, opt) -> None:
        """A point clicked on the chart, as an Option."""
        self.flush()
        self._show_option(opt, chosen=opt == (self.rec.recommendation if self.rec else None))

    def _show_notes(self, rec) -> None:
        paras: list[tuple[str, str | None]] = []  # (the paragraph's HTML, its plain text when it has no markup)
        describe = self._note_words()
        for title, icon, notes in ((self.tr("Why this one"), "✓", rec.reasons),
                                   (self.tr("Warnings"), "⚠", rec.warnings),
                                   (self.tr("Tips"), "➜", rec.tips)):
            if notes:
                cur = rec.recommendation.currency if rec.recommendation is not None else None
                paras.append((f"<p style='margin-top:6px'><b>{title}</b></p>", None))
                for n in notes:
                    # no option meets every requirement: the reasons that say so are no ✓ (walk 23 read "✓ 0 of 14")
                    miss = icon == "✓" and (n.code == "closest_option" or (
                        n.code == "objective" and getattr(n, "feasible_options", 1) == 0))
                    plain = f"{'⚠' if miss else icon} {describe(n, cur)}"
                    paras.append((f"<p style='margin:1px 0 1px 10px'>{html.escape(plain)}</p>", plain))
        open_answers = self._open_answers()
        if open_answers:
            title = self.tr("Answers you left open, and what was assumed")
            paras.append((f"<p style='margin-top:6px'><b>{title}</b></p>", None))
            paras += [(f"<p style='margin:1px 0 1px 10px'>? <b>{html.escape(k)}</b>: {html.escape(v)} — "
                       f"<span style='color:palette(placeholder-text)'>{html.escape(why)}"
                       f"{(' · ' + html.escape(src)) if src else ''}</span></p>", None)
                      for k, v, why, src in open_answers]
        html_text = "".join(h for h, _ in paras)
        if html_text == getattr(self, "_notes_html", None):  # a re-rank often says the same: no relayout
            return
        old = getattr(self, "_notes_paras", None)
        self._notes_html, self._notes_paras = html_text, paras
        if not self._notes_in_place(old, paras):
            self.notes.setHtml(html_text)

    def _note_words(self):
        """``words.describe_note``, its sentences kept while the language and the catalog named in them stay the
        same: a re-rank (a step of a dragged deadline) gives mostly the notes of the step before (~20 sentences a
        step, ~0.5 ms). A note is known by its class and ``repr`` (every field, floats exactly)."""
        from gpu_advisor.gui.app import current_language
        cat = words.current_catalog()
        where = (getattr(cat, "token", id(cat)), current_language(), words.language())
        if getattr(self, "_note_cache_for", None) != where:
            self._note_cache_for = where
            self._note_cache: dict[tuple, str] = {}
        cache: dict = self._note_cache

        def describe(note, cur) -> str:
            key = (type(note), repr(note), cur)
            text = cache.get(key)
            if text is None:
                if len(cache) > 512:
                    cache.clear()
                text = cache[key] = words.describe_note(note, cur)
            return text
        return describe

    def _notes_in_place(self, old: list | None, new: list) -> bool:
        """The notes pane shows ``old`` (paragraphs, as ``_show_notes`` makes them): when ``new`` differs from it
        only in the text of plain paragraphs (a dragged deadline changes a count and a few hours in two or three
        notes), only those paragraphs' text is replaced, in their blocks (a whole ``setHtml`` laid the pane out
        again, ~2 ms a step of a drag). The document is then as ``setHtml`` of the new HTML makes it. False when
        the paragraphs differ otherwise (set afresh by the caller)."""
        doc = self.notes.document()
        if (old is None or len(old) != len(new) or doc.blockCount() != len(new)
                or any((a[1] is None or b[1] is None) and a != b for a, b in zip(old, new))):
            return False
        from PySide6.QtGui import QTextCursor
        for i, ((_, before), (_, after)) in enumerate(zip(old, new)):
            if before != after:
                block = doc.findBlockByNumber(i)
                if block.text() != before:  # (the pane was written by something else meanwhile)
                    return False
                cursor = QTextCursor(block)
                cursor.movePosition(QTextCursor.MoveOperation.EndOfBlock, QTextCursor.MoveMode.KeepAnchor)
                cursor.insertText(after)  # in the block's own format (a plain paragraph: one format throughout)
        return True

    def _open_answers(self) -> list:
        """``words.assumed_rows`` for the scenario shown, kept while the catalog, the language and the assumed
        answers stay the same (a dragged deadline or budget does not change them)."""
        from gpu_advisor.gui.app import current_language
        try:
            key = (getattr(self.catalog, "token", id(self.catalog)), current_language(),
                   hash(getattr(self.scenario, "assumed", None)))
        except TypeError:
            return words.assumed_rows(self.scenario, self.catalog)
        cache = self.__dict__.setdefault("_open_cache", {})
        if key not in cache:
            if len(cache) > 16:
                cache.clear()
            cache[key] = (self.catalog, words.assumed_rows(self.scenario, self.catalog))  # holds the catalog: ids stay unique
        return cache[key][1]

    def _fill_lines(self, opt) -> None:
        """The cost lines table now if its tab (or another tab of tables) is showing, else when one is shown (the
        breakdown chart: _lower_charts)."""
        self._lines_opt = opt
        self._lines_stale = True
        self._fill_visible_tables()

    def _update_breakdown_chart(self, opt) -> None:
        if opt is None:
            if self.breakdown_chart is not None:
                self.breakdown_chart.set_data([], [], [], "")
            return
        priced = [line.to_dict() for line in opt.cost_lines]
        if self.breakdown_chart is None:  # not built yet (build_charts): nothing to draw on
            return
        bill = words.bill_total(d.get("cost") for d in priced)  # (a line below 1 of a bill of ¥15.59: ¥0.01)
        self.breakdown_chart.set_data([words.item_name(d.get('item')) for d in priced],
                                      [d.get("cost") or 0 for d in priced],
                                      [words.money(d.get("cost"), opt.currency, of_total=bill)
                                       if d.get("cost") is not None else self.tr("no price") for d in priced],
                                      symbol(opt.currency), opt.currency)

    def _fill_lines_table(self, opt) -> None:
        if opt is None:
            self.lines_model.set_frame(pd.DataFrame())
            return
        rows = []
        for line in opt.cost_lines:
            d = line.to_dict()
            rows.append({self.tr("Item"): words.item_name(d.get('item')),
                         # what was priced: the server, the disk with its tier and size ("ESSD PL1, 500 GB"), the network
                         self.tr("Product"): words.network_name(line.product) if line.item == "network"
                         else words.line_product(line),
                         self.tr("Quantity"): d.get("quantity"),
                         self.tr("Unit"): words.unit_name(d.get("unit", ""), d.get("quantity")),
                         self.tr("Unit price"): d.get("unit_price"),
                         self.tr("Cost"): d.get("cost"),
                         # the user's own price with its date ("your price, entered 2026-12-06"), else how priced
                         self.tr("Source"): words.line_source(line, words.priced_state_name(priced_state(line)))})
        # as the proposal and the CLI write a bill's lines: "47.2 GPU-hours", "¥2.8400", "¥13.27" (the screen showed
        # "13.4554", "$0.1" and "¥0.0445" where the PDF had 13.5, $0.1000 and ¥0.04)
        money = partial(words.money, currency=opt.currency, exact=True,
                        of_total=words.bill_total(line.cost for line in opt.cost_lines))
        price = partial(words.unit_price, currency=opt.currency)
        self.lines_model.set_frame(pd.DataFrame(rows), {self.tr("Quantity"): words.number,
                                                        self.tr("Unit price"): price, self.tr("Cost"): money})

    def _fill_alternatives(self, rec) -> None:
        frame, shown, marked = alternatives_frame(rec, self.scenario, self.catalog, self._provider)
        self.alt_model.set_frame(frame, shown, marked=marked)

    def _fill_assumptions(self, rec) -> None:
        rows = [{self.tr("Assumption"): a, self.tr("Value"): b, self.tr("Source"): c}
                for a, b, c in words.assumption_rows(rec)]
        self.assumptions_model.set_frame(pd.DataFrame(rows))

    def _update_cost_chart(self) -> None:
        rec, sc, chart = self.rec, self.scenario, self.cost_chart
        if rec is None or sc is None or chart is None:  # set_result sets both answers and builds the charts first
            return
        serving = sc.task == "inference"
        # the points that miss a requirement are greyed (the deadline, the budget; a chat service's chat limits)
        data = scatter(_chart_columns(rec), "month" if serving else (sc.budget_per if sc.budget_amount else None),
                       x="gpu_total" if serving else "run_hours",
                       fast=chat_fast_rows(rec, sc, self.catalog) if serving and self.catalog is not None else None)
        ph = [p.get("wall_hours") for p in rec.pareto]
        pc = [p.get("total_cost") for p in rec.pareto]
        opt = rec.recommendation
        chosen = None
        if opt is not None and serving:
            chosen = (opt.gpu_count, opt.monthly_cost)
            ph, pc = [], []
        elif opt is not None and opt.wall_hours:
            chosen = (opt.wall_hours, opt.monthly_cost if data.cost_kind == "monthly" else opt.total_cost)
        budget = self._budget_in_result_currency(rec)
        chart.set_data(data, self._point_name, ph, pc, chosen, None if serving else sc.deadline_hours,
                       budget, symbol(opt.currency if opt else sc.currency), serving=serving,
                       alternatives=[o.gpu for o in rec.alternatives], currency=opt.currency if opt else sc.currency,
                       chosen_gpu=opt.gpu if opt is not None else None)

    def _budget_in_result_currency(self, rec):
        a = rec.assumptions or {}
        b = a.get("budget") if isinstance(a, dict) else None
        if isinstance(b, dict):
            return b.get("in_result_currency") or b.get("amount")  # the engine's conversion, never ours
        return self.scenario.budget_amount if self.scenario else None

    def _point_name(self, row: int) -> str:
        if self.rec is None or self.scenario is None or not (0 <= row < len(self.rec.candidates)):
            return ""
        c = _candidate_values(self.rec, row, ("gpu_total", "gpu", "provider", "instance_type", "billing", "run_hours",
                                               "total_cost"))
        cost = words.money(c['total_cost'], self.scenario.currency)
        # a service runs all month: its cost a month, not the month's 730 hours (walk 24/25: "730 hours · ¥1,988")
        second = (words.translate("Words", "{0} a month").format(cost) if self.scenario.task == "inference"
                  else f"{words.hours(c['run_hours'])} · {cost}")
        name = (f"{number_text(c['gpu_total'])} × {c['gpu']} · {self._provider(c['provider'])} {c['instance_type']} · "
                f"{words.billing_name(c['billing'])}\n{second}")
        # a greyed point: what it misses, so a cheaper point under the budget line says why it was not chosen
        misses = words.point_misses_text(point_misses(self.rec, self.scenario, self.catalog, row)) \
            if self.catalog is not None else ""
        return f"{name}\n{misses}" if misses else name

    def _point_clicked(self, row: int) -> None:
        from gpu_advisor.core.select import option_at
        if self.rec is None:
            return
        opt = option_at(self.catalog, self.scenario, self.rec, row)
        if opt is not None:
            self.show_candidate(opt)

    def _hours_per_month(self) -> float:
        """The hours in a month the result was priced with (the catalog's defaults.csv row)."""
        if self.rec is not None and (self.rec.assumptions or {}).get("hours_per_month"):
            return float(self.rec.assumptions["hours_per_month"])
        if self.catalog is not None:
            from gpu_advisor.core.catalog import defaults
            return float(defaults(self.catalog)["hours_per_month"])
        return 0.0  # nothing to draw

    def _update_billing_chart(self, opt) -> None:
        if self.billing_chart is None:  # not built yet (build_charts): nothing to draw on
            return
        cands = _chart_columns(self.rec, _BILLING_COLUMNS) if self.rec is not None and opt is not None else None
        if cands is None or cands.empty:  # its money axis written as the chart above writes its own (万 in Chinese)
            main = self.cost_chart.getAxis("left").currency if self.cost_chart is not None else None
            cur = main or (getattr(self.scenario, "currency", None) if self.scenario is not None else None) or ""
            self.billing_chart.set_data(billing_curves(None, 0, self._hours_per_month(), currency=cur), {}, "")
            return
        from gpu_advisor.core.select import row_of_option
        row = row_of_option(cands, opt)
        if row is None:
            return
        chart = billing_curves(cands, row, self._hours_per_month(), currency=opt.currency)
        names = {c.billing: words.billing_name(c.billing) for c in chart.curves}
        self.billing_chart.set_data(chart, names, symbol(opt.currency))
