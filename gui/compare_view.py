"""The "Compare with…" window (issue 31): two answers side by side — a card for each, the figures and their
differences with the reasons in words, each side's cost lines, and both cost-against-hours fronts on one pyqtgraph
chart — and the comparison exported as a PDF page. A side is the main window's current answer, a scenario file
(priced on the worker) or a saved answer (``recommend --json``, or an article's answer at its quoted price).
"""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

import pyqtgraph as pg
from gpu_advisor.core.plan import Answer, compare_answers, figures_of, front_answer, is_service, read_answer
from gpu_advisor.core.base import CatalogError
from gpu_advisor.text import plan_text
from gpu_advisor import text as W
from gpu_advisor.gui.chart_axes import anchored_legend
from gpu_advisor.gui.charts import LogAxis, theme
from gpu_advisor.gui.plan_charts import SIDE_COLORS
from gpu_advisor.gui.worker import Runner
from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtWidgets import (QFileDialog, QGridLayout, QGroupBox, QHBoxLayout, QHeaderView, QLabel, QMessageBox,
                               QPushButton, QSizePolicy, QSplitter, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget)

# the figures table's rows: ``figures_of`` the sides open (two services: the month's cost, always on, capacity,
# answer times; else these)
FIGURE_ROWS = ("total_cost", "monthly_cost", "wall_hours", "gpu_count", "expected_interruptions", "price_age_days")


class NoLinesNote(QLabel):
    """The sentence in a cost-line table's place. Its wrapped height does not count as the grid's height for its
    width: a box layout takes an item's height for its width as its minimum, and the grid's (the other side's
    table at its preferred height) then overfilled the left column at 1280 × 720, so the layout squeezed the
    figures table under the "why" lines (walk 20b, zh). The note takes what the row has (the table beside it sets
    it), as the table does."""

    def hasHeightForWidth(self) -> bool:  # noqa: N802 - Qt's name
        return False


def _read(side: str, path: str, catalog) -> tuple[str, Answer | CatalogError]:
    """A side read from a file (on the worker: a scenario is priced); a file refused gives its problems."""
    try:
        return side, read_answer(path, catalog)
    except CatalogError as exc:
        return side, exc


class Card(QGroupBox):
    """One side in a few lines: configuration, where, billing, time and cost."""

    def __init__(self, side: str, parent=None):
        super().__init__(parent)
        self.side = side
        self.setTitle(W.compare_side(side))
        self.text = QLabel(self)
        self.text.setWordWrap(True)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.open_button = QPushButton(self)
        self.retranslate()
        lay = QVBoxLayout(self)
        lay.addWidget(self.text, 1)
        lay.addWidget(self.open_button, 0, Qt.AlignmentFlag.AlignRight)
        color = SIDE_COLORS[side].name()
        self.setStyleSheet(f"QGroupBox {{ border: 2px solid {color}; border-radius: 4px; margin-top: 10px; }}"
                           f"QGroupBox::title {{ color: {color}; subcontrol-origin: margin; left: 8px; }}")

    def retranslate(self) -> None:
        self.setTitle(W.compare_side(self.side))
        self.open_button.setText(self.tr("Open…"))

    def show_answer(self, answer: Answer | None, catalog) -> None:
        if answer is None:
            self.text.setText(self.tr("Open a scenario or a saved answer."))
            return
        o = answer.option
        lines = [f"<b>{plan_text.answer_title(answer, catalog).replace('<', '&lt;')}</b>"]
        if o.get("region"):
            lines.append(self.tr("Region: {0}").format(W.region_label(o["region"])))
        lines.append(self.tr("Billing: {0}").format(W.billing_name(o.get("billing"))))
        service = is_service(answer)
        if o.get("wall_hours") is not None:
            lines.append(self.tr("Time: {0}").format(W.hours(o["wall_hours"])))
        elif service:  # a service runs all month, and its total is its month's: said once, per month
            lines.append(self.tr("Time: {0}").format(plan_text.always_on_text()))
        # (option_figure_text: "at most ¥80,000" where the answer gives only a ceiling)
        if not service:
            lines.append(self.tr("Total: {0}").format(plan_text.option_figure_text(o, "total_cost")))
        lines.append(self.tr("Per month: {0}").format(plan_text.option_figure_text(o, "monthly_cost")))
        src = plan_text.answer_source(answer)
        lines.append(f'<span style="color:#7b8794">{src.replace("<", "&lt;")}</span>')
        self.text.setText("<br/>".join(lines))


class CompareWindow(QWidget):
    """Two answers side by side. ``set_side("a", answer)`` shows one; the comparison follows."""

    def __init__(self, catalog, executor=None, parent=None):
        super().__init__(parent, Qt.WindowType.Window)
        self.catalog = catalog
        self.answers: dict[str, Answer | None] = {"a": None, "b": None}
        self.comparison = None
        self.problem = ""  # the last file refused, in words
        self.runner = Runner(executor, self)
        self.busy = False  # a side is being read (_reading)
        self.runner.finished.connect(self._on_read)
        self.runner.failed.connect(self._on_failure)
        self.cards = {s: Card(s, self) for s in ("a", "b")}
        for s, card in self.cards.items():
            card.open_button.clicked.connect(lambda _c=False, s=s: self.open_side(s))
            card.show_answer(None, catalog)
        self.rows: tuple[str, ...] = FIGURE_ROWS  # the figures shown (figures_of the sides open)
        self.figures = QTableWidget(len(FIGURE_ROWS), 3, self)
        self.figures.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        # sized to its contents (rows as tall as their text, no scroll bar): "Price age" and a wrapped "at most 1,284
        # days" were behind a scroll bar even at 1920 × 1080 while the cost-line tables below stood half empty
        fh = self.figures.horizontalHeader()
        for col in (0, 1):
            fh.setSectionResizeMode(col, QHeaderView.ResizeMode.ResizeToContents)
        fh.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.figures.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.figures.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        # its rows fitted again at its new width: filled before the window was shown (the main window's answer as
        # A), at the default width, they kept the heights of text wrapped in a narrow B − A column (walk 23: two
        # services' rows three lines high, the window past 720 pixels)
        self.figures.viewport().installEventFilter(self)
        self.reasons = QLabel(self)
        self.reasons.setWordWrap(True)
        self.lines = {s: QTableWidget(0, 3, self) for s in ("a", "b")}
        self.no_lines = {s: NoLinesNote(self) for s in ("a", "b")}  # in a table's place: its answer lists no cost lines
        for note in self.no_lines.values():
            note.setWordWrap(True)
            note.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
            note.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
            note.setStyleSheet("color: #4a5560; padding: 6px;")
            note.hide()
        for s, t in self.lines.items():
            t.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
            head = t.horizontalHeader()  # the item's name gets the room (it was cut: "启动与最后一…")
            head.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
            for col in (1, 2):
                head.setSectionResizeMode(col, QHeaderView.ResizeMode.ResizeToContents)
            # and wraps where the room is short, each row as high as its name (at 1280 x 720 the room left by the
            # quantity and cost still cut "启动与最后一次检…"); the whole name is in its tooltip too
            t.setWordWrap(True)
            t.setTextElideMode(Qt.TextElideMode.ElideNone)
            t.viewport().installEventFilter(self)  # the rows fitted again when the table changes width
        self.chart = pg.PlotWidget(self, axisItems={"bottom": LogAxis("bottom"), "left": LogAxis("left")})
        theme(self.chart)
        anchored_legend(self.chart.getPlotItem(), offset=(-10, 10))  # (survives its view box at closing)
        self.fronts = {s: self.chart.plot([], [], pen=pg.mkPen(SIDE_COLORS[s], width=2), symbol="o", symbolSize=6,
                                          symbolBrush=SIDE_COLORS[s], symbolPen=None, name=W.compare_side(s))
                       for s in ("a", "b")}
        self.picks = {s: pg.ScatterPlotItem(size=16, pen=pg.mkPen(SIDE_COLORS[s], width=2), brush=None)
                      for s in ("a", "b")}
        for item in self.picks.values():
            self.chart.addItem(item)
        self.pdf_button = QPushButton(self)
        self.pdf_button.clicked.connect(lambda: self.export_pdf())
        # the comparison's CSV as `gpu-advisor compare --csv` writes it (walk 26: the window had only the PDF)
        self.csv_button = QPushButton(self)
        self.csv_button.clicked.connect(lambda: self.export_csv())
        self.titles = {k: QLabel(self) for k in ("lines_a", "lines_b", "chart")}
        self._layout()
        self.retranslate()

    def retranslate(self) -> None:
        """Every word of the window in the interface language (again, after Settings → Language), the sides kept."""
        self.setWindowTitle(self.tr("Compare answers"))
        for card in self.cards.values():
            card.retranslate()
        self.figures.setHorizontalHeaderLabels([W.compare_side("a"), W.compare_side("b"), self.tr("B − A")])
        self.figures.setVerticalHeaderLabels([W.compare_figure_label(n) for n in self.rows])
        for t in self.lines.values():
            t.setHorizontalHeaderLabels([self.tr("Item"), self.tr("Quantity"), self.tr("Cost")])
        self.chart.setLabel("bottom", self.tr("Hours to finish"))
        self.titles["lines_a"].setText(self.tr("Cost lines of A"))
        self.titles["lines_b"].setText(self.tr("Cost lines of B"))
        self.pdf_button.setText(self.tr("Export as &PDF…"))
        self.csv_button.setText(self.tr("Export as &CSV…"))
        self._refresh()

    def changeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "titles") and not self.busy:
            self.retranslate()

    def _layout(self) -> None:
        top = QHBoxLayout()
        top.addWidget(self.cards["a"], 1)
        top.addWidget(self.cards["b"], 1)
        lines = QGridLayout()
        lines.addWidget(self.titles["lines_a"], 0, 0)
        lines.addWidget(self.titles["lines_b"], 0, 1)
        lines.addWidget(self.lines["a"], 1, 0)
        lines.addWidget(self.lines["b"], 1, 1)
        lines.addWidget(self.no_lines["a"], 1, 0)
        lines.addWidget(self.no_lines["b"], 1, 1)
        left = QWidget(self)
        ll = QVBoxLayout(left)
        ll.addLayout(top)
        ll.addWidget(self.figures)
        ll.addWidget(self.reasons)
        ll.addLayout(lines, 1)
        right = QWidget(self)
        rl = QVBoxLayout(right)
        rl.addWidget(self.titles["chart"])
        rl.addWidget(self.chart, 1)
        rl.addStretch(0)  # (takes the room when the chart is hidden: two services, the sentence stays on top)
        exports = QHBoxLayout()
        exports.addStretch(1)
        exports.addWidget(self.csv_button)
        exports.addWidget(self.pdf_button)
        rl.addLayout(exports)
        split = QSplitter(Qt.Orientation.Horizontal, self)
        split.addWidget(left)
        split.addWidget(right)
        split.setSizes([640, 520])
        lay = QVBoxLayout(self)
        lay.addWidget(split)
        self.resize(1240, 760)

    # ----- sides
    def set_side(self, side: str, answer: Answer | None) -> None:
        self.answers[side] = answer
        self._refresh()

    def open_side(self, side: str, path: str | None = None) -> int:
        """Read a side from a file on the worker (a scenario is priced there); returns the request id."""
        if path is None:
            path, _ = QFileDialog.getOpenFileName(self, self.tr("Open an answer"), "",
                                                  self.tr("Scenarios and saved answers (*.json)"))
            if not path:
                return 0
        self.cards[side].text.setText(self.tr("Reading {0}…").format(Path(path).name))
        self._reading(True)
        return self.runner.submit(_read, side, path, self.catalog)

    def _reading(self, busy: bool) -> None:
        """While a side is read, the comparison with the side it replaces is greyed and cannot be exported (the
        screen never passes it off as the new one); a file that cannot be read leaves the old one as it was."""
        self.busy = busy
        for w in (self.figures, self.reasons, self.chart, *self.lines.values(), *self.no_lines.values()):
            w.setEnabled(not busy)
        for button in (self.pdf_button, self.csv_button):
            button.setEnabled(not busy and self.comparison is not None)

    def _on_read(self, _rid: int, result: tuple[str, Any]) -> None:
        side, answer = result
        self._reading(False)
        if isinstance(answer, CatalogError):
            self.cards[side].show_answer(self.answers[side], self.catalog)
            self.problem = "\n".join(plan_text.answer_problem(p) for p in answer.problems[:10])
            lead = self.tr("This file cannot be compared, so side %1 is as it was.").replace("%1", side.upper())
            QMessageBox.warning(self, self.tr("Open an answer"), lead + "\n\n" + self.problem)
            return
        self.set_side(side, answer)

    def _on_failure(self, _rid: int, exc) -> None:
        """Never an exception's text in the window: a sentence, the details in the log."""
        import traceback
        from gpu_advisor.gui.main_window import log_failure
        self._reading(False)
        self._refresh()
        log_failure("".join(traceback.format_exception(type(exc), exc, exc.__traceback__)))
        QMessageBox.warning(self, self.tr("Open an answer"), self.tr(
            "Something went wrong while reading this answer, so the comparison is as it was. The details are in "
            "gpu-advisor.log in the data folder."))

    # ----- showing
    def _refresh(self) -> None:
        for s, card in self.cards.items():
            card.show_answer(self.answers[s], self.catalog)
            self._fill_lines(s)
        a, b = self.answers["a"], self.answers["b"]
        self.comparison = compare_answers(a, b) if a is not None and b is not None else None
        c = self.comparison
        self._fill_fronts()
        self.rows = c.figures if c is not None else figures_of(a, b)
        self.figures.setRowCount(len(self.rows))
        self.figures.setVerticalHeaderLabels([W.compare_figure_label(n) for n in self.rows])
        for i, name in enumerate(self.rows):
            for col, ans in enumerate((a, b)):
                text = (plan_text.option_figure_text(ans.option, name, is_service(ans)) if ans is not None
                        else "")
                self.figures.setItem(i, col, QTableWidgetItem(text))
            self.figures.setItem(i, 2, QTableWidgetItem(plan_text.compare_delta_text(c, name) if c is not None
                                                        else ""))
        self._fit_figures()
        self.reasons.setText("\n".join(f"• {t}" for t in plan_text.compare_reasons(c)) if c is not None
                             else self.tr("Open both sides to see how they differ."))
        for button in (self.pdf_button, self.csv_button):
            button.setEnabled(c is not None and not self.busy)

    def _fit_figures(self) -> None:
        """The figures table as tall as its header and rows (the cost-line tables take the rest)."""
        t = self.figures
        # each column as its mode says: A and B to their contents, B − A the rest of the width (resizeColumnsToContents
        # sized B − A to its contents too, and the header stretched it again only at its next resize: the columns
        # stopped short of the right edge once the other side was opened, walk 22)
        t.horizontalHeader().resizeSections()
        self._fit_rows(t)
        for r in range(t.rowCount()):  # a little air between the rows, as the text's own height is tight
            t.setRowHeight(r, t.rowHeight(r) + 6)
        bar = t.horizontalScrollBar()
        height = (t.horizontalHeader().sizeHint().height() + t.verticalHeader().length() + 2 * t.frameWidth()
                  + (bar.sizeHint().height() if bar.isVisible() else 0))
        t.setFixedHeight(height)

    def _fill_lines(self, side: str) -> None:
        t = self.lines[side]
        ans = self.answers[side]
        rows = [ln for ln in (ans.option.get("cost_lines") or []) if isinstance(ln, dict)] if ans else []
        cur = ans.option.get("currency") or "CNY" if ans else "CNY"
        none = ans is not None and not rows  # an answer with its figures only: a sentence, not an empty table
        self.no_lines[side].setText(plan_text.no_cost_lines_text() if none else "")
        self.no_lines[side].setVisible(none)
        t.setVisible(not none)
        t.setRowCount(len(rows))
        bill = W.bill_total(ln.get("cost") for ln in rows)
        for i, ln in enumerate(rows):
            cost = ln.get("cost")
            name = QTableWidgetItem(W.item_name(ln.get("item")))
            name.setToolTip(name.text())
            t.setItem(i, 0, name)
            qty = ln.get("quantity")
            t.setItem(i, 1, QTableWidgetItem(f"{W.number(qty)} {W.unit_name(ln.get('unit'), qty)}"))
            t.setItem(i, 2, QTableWidgetItem(self.tr("included") if ln.get("included") else
                                             W.money(cost, cur, exact=True, of_total=bill) if cost is not None else
                                             self.tr("no price")))
        self._fit_rows(t)

    @staticmethod
    def _fit_rows(t: QTableWidget) -> None:
        """Each cost line's row as high as its wrapped name, with the figures table's air between rows."""
        t.resizeRowsToContents()
        for r in range(t.rowCount()):
            t.setRowHeight(r, t.rowHeight(r) + 6)

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt's name
        """A cost-line table's new width: its rows fitted to it once the header has stretched the names' column
        (the header's own ResizeToContents kept the heights of the width the rows were filled at: a one-line name
        three lines high)."""
        if event.type() == QEvent.Type.Resize:
            if obj is self.figures.viewport() and event.size().width() != event.oldSize().width():
                QTimer.singleShot(0, self.figures, self._fit_figures)
            for t in self.lines.values():
                if obj is t.viewport():
                    QTimer.singleShot(0, t, lambda t=t: self._fit_rows(t))  # (none once the table is gone)
        return super().eventFilter(obj, event)

    def _fill_fronts(self) -> None:
        """Both fronts on one money axis (``plan_charts.money_axis``): the axis says its currency; a side in another
        currency is drawn converted at the rate the answers carry (the chart's title says which rate) or not at all
        (its key says so). It drew B's ¥1,452 as $1,452 on a dollar axis."""
        from gpu_advisor.gui.plan_charts import money_axis, pick, points
        a, b = self.answers["a"], self.answers["b"]
        axis = money_axis(self.comparison) if self.comparison is not None else None
        for side, ans in (("a", a), ("b", b)):
            factor = axis.factors[side] if axis is not None else 1.0
            pts = points(front_answer(ans), factor) if ans is not None and factor is not None else []
            self.fronts[side].setData([math.log10(h) for h, _ in pts], [math.log10(k) for _, k in pts])
            chosen = pick(ans, factor) if ans is not None and factor is not None else None
            self.picks[side].setData([math.log10(chosen[0])] if chosen else [],
                                     [math.log10(chosen[1])] if chosen else [])
            name = W.compare_side(side)
            if ans is not None and not pts and self.comparison is not None:  # the key says why no point is drawn
                name = f"{name}: {plan_text.not_drawn_text(ans.option, factor is None)}"
            label = self.chart.plotItem.legend.getLabel(self.fronts[side]) if self.chart.plotItem.legend else None
            if label is not None:
                label.setText(name)
        # the cost axis says its currency where it has one ("Total cost (CNY)"), and a side converted, at what rate
        one = {(x.option.get("currency") if x is not None else None) for x in (a, b)} - {None}
        cur = axis.currency if axis is not None else one.pop() if len(one) == 1 else None
        self.chart.setLabel("left", self.tr("Total cost (%1)").replace("%1", cur) if cur else self.tr("Total cost"))
        # its ticks as amounts, as the main cost chart writes them (¥1,000 / 1万; plain numbers read "1k", "500")
        self.chart.getAxis("left").set_currency(cur)
        note = None
        if axis is not None and axis.rate is not None and axis.converted is not None:
            note = plan_text.converted_text(axis.converted, axis.rate)
        self.chart.setTitle(note, size="9pt", color="#52606d")
        # Two services run all month: no hours to finish, so no point of cost against hours; the chart, empty but
        # for two keys saying so, gives its room to a sentence saying where they are compared (walk 23)
        services = a is not None and b is not None and is_service(a) and is_service(b)
        self.chart.setVisible(not services)
        self.titles["chart"].setWordWrap(True)
        self.titles["chart"].setText(self.tr(
            "Both answers are services, running all month: they are compared by their cost per month, capacity and "
            "answer times (at left). A chart of cost against hours is for trainings.") if services
            else self.tr("Cost against hours, both answers:"))

    def export_pdf(self, path: str | Path | None = None) -> bool:
        return self.export("pdf", path)

    def export_csv(self, path: str | Path | None = None) -> bool:
        return self.export("csv", path)

    def export(self, kind: str, path: str | Path | None = None) -> bool:
        """The comparison as a PDF page or a CSV (``kind``), in the interface language."""
        if self.comparison is None or self.busy:  # nothing compared yet, or a side still being read
            return False
        if path is None:
            filt = self.tr("PDF (*.pdf)") if kind == "pdf" else self.tr("CSV (*.csv)")
            path, _ = QFileDialog.getSaveFileName(self, self.tr("Export comparison"), "", filt)
            if not path:
                return False
        from gpu_advisor.gui.plan_pdf import export_comparison
        try:
            export_comparison(self.comparison, self.catalog, pdf=path if kind == "pdf" else None,
                              csv=path if kind == "csv" else None, lang=W.language())
        except CatalogError as exc:
            QMessageBox.warning(self, self.tr("Export comparison"), W.describe_problem(exc.problems[0]))
            return False
        return True

    def closeEvent(self, event) -> None:
        self.runner.shutdown()
        super().closeEvent(event)


def current_answer(window) -> Answer | None:
    """The main window's answer as a side (its recommendation, as ``recommend --json`` gives it)."""
    rec, sc = getattr(window, "rec", None), getattr(window, "scenario", None)
    if rec is None or rec.recommendation is None:
        return None
    path = getattr(window, "path", None)
    if path is None:
        return Answer(rec.to_dict(), "", "scenario", rec, sc, window="unsaved")
    changed = window.is_dirty() if hasattr(window, "is_dirty") else False
    return Answer(rec.to_dict(), str(path), "scenario", rec, sc, window="changed" if changed else "saved")


def open_for(window) -> CompareWindow | None:
    """"Compare with…": the main window's answer as A; B is chosen next."""
    if window.catalog is None:
        return None
    w = CompareWindow(window.catalog, parent=window)
    w.set_side("a", current_answer(window))
    w.show()
    w.open_side("b")
    return w


if __name__ == "__main__":  # python -m gpu_advisor.gui.compare_view [A.json] [B.json]
    import sys

    from gpu_advisor.core.catalog import load_bundled
    from gpu_advisor.gui.app import install_language, make_app
    from gpu_advisor.gui.worker import SyncExecutor
    _app = make_app()
    install_language(_app, None)
    _w = CompareWindow(load_bundled(), executor=SyncExecutor())
    _w.open_side("a", sys.argv[1] if len(sys.argv) > 1 else "examples/startup-engineer-seed000.json")
    _w.open_side("b", sys.argv[2] if len(sys.argv) > 2 else "examples/answers/compare-article-seed000.json")
    _w.show()
    _app.exec()
