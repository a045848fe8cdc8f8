"""A dragged deadline is cheap at each step (issue 32: drags p95 <= 16 ms to the card written) and shows exactly what
a fresh computation shows for the same answers: the notes rewritten in place, the legend kept while the line moves,
the charts under the cost chart following the card within LOWER_CHARTS_DRAG_MS, the status line never relaying the
window out for a text that fits."""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QMainWindow

from gpu_advisor.core.scenario import parse_scenario
from gpu_advisor.core.select.recommendation import recommend
from gpu_advisor.gui.result_view import ResultView


def _shown(view: ResultView) -> dict:
    """What the result pane shows in words and in the charts under the cost chart."""
    card = view.card
    billing = {m: (list(c.xData), list(c.yData)) for m, c in view.billing_chart.curves.items()
               if c.xData is not None and len(c.xData)}
    return {"card": {k: v.text() for k, v in card.values.items()}, "headline": card.headline.text(),
            "summary": view.summary.text(), "notes": view.notes.toHtml(),
            "breakdown": [t.toPlainText() for t in view.breakdown_chart.texts if t.isVisible()],
            "billing": billing}


def test_a_dragged_deadline_shows_what_a_fresh_computation_shows_at_each_step(qtbot, fine_tune_win, monkeypatch):
    """Each step of a drag (the line held, its value emitted as pyqtgraph does) re-ranks the priced candidates and
    writes the card and notes in place; the result and everything written equal a fresh recommendation for the same
    answers shown in a fresh pane, the charts under the cost chart once LOWER_CHARTS_DRAG_MS passed."""
    w = fine_tune_win
    chart = w.result.cost_chart
    fresh = ResultView()
    qtbot.addWidget(fresh)
    fresh.resize(w.result.size())
    fresh.show()
    rewritten = []
    real = w.result.notes.setHtml
    monkeypatch.setattr(w.result.notes, "setHtml", lambda html: (rewritten.append(html), real(html))[1])
    d0, priced = w.scenario.deadline_hours, w._priced
    choices = set()
    chart.deadline.moving = True  # the line is held (what InfiniteLine.mouseDragEvent sets)
    try:
        for i in range(24):
            chart.deadlineMoved.emit(d0 * 10 ** (0.25 * ((i % 10) - 5) / 5 + 0.003 * i))
            qtbot.waitUntil(lambda: not w.result.pending, timeout=2000)
            sc = parse_scenario(w.wizard.scenario_dict(), w.catalog, "scenario")
            expected = recommend(w.catalog, sc, today=dt.date.today())
            got = w.rec
            assert w._priced is priced  # ranked from the priced candidates, not priced again
            assert got.recommendation == expected.recommendation and got.alternatives == expected.alternatives
            assert (got.reasons, got.warnings, got.tips) == (expected.reasons, expected.warnings, expected.tips)
            o = got.recommendation
            choices.add((o.provider, o.region, o.instance_type, o.billing, o.nodes))
            fresh.show_result(expected, sc, w.catalog)
            mine, theirs = _shown(w.result), _shown(fresh)
            assert {k: mine[k] for k in ("card", "headline", "summary", "notes")} == \
                   {k: theirs[k] for k in ("card", "headline", "summary", "notes")}
    finally:
        chart.deadline.moving = False
    assert len(choices) > 1  # the drag changed the choice: the card, and the charts under it, had to follow
    assert len(rewritten) < 24 // 2  # most steps rewrote their notes in place (setHtml laid the pane out again)
    qtbot.waitUntil(w.result.settled, timeout=5000)
    mine, theirs = _shown(w.result), _shown(fresh)
    assert mine == theirs and mine["breakdown"] and mine["billing"]


def test_the_charts_under_the_cost_chart_follow_the_card_within_their_delay_while_a_line_is_dragged(qtbot, fine_tune_win):
    w = fine_tune_win
    r = w.result
    chart = r.cost_chart
    chart.deadline.moving = True
    try:
        before = [t.toPlainText() for t in r.breakdown_chart.texts if t.isVisible()]
        for hours in (2.0, 2.5, 4.0, 300.0):
            chart.deadlineMoved.emit(hours)
            qtbot.waitUntil(lambda: not r.pending, timeout=2000)
            if r.lower_charts_due():
                break
        assert r.lower_charts_due() and not r.settled()  # the card changed; the charts under it follow shortly
        assert [t.toPlainText() for t in r.breakdown_chart.texts if t.isVisible()] == before
        qtbot.waitUntil(lambda: not r.lower_charts_due(), timeout=r.LOWER_CHARTS_DRAG_MS + 2000)
        lines = [line.to_dict() for line in w.rec.recommendation.cost_lines]
        assert len([t for t in r.breakdown_chart.texts if t.isVisible()]) == len(lines)
    finally:
        chart.deadline.moving = False
    chart.deadlineMoved.emit(20.0)  # a line set, not held (typed, released): all at once
    qtbot.waitUntil(lambda: not r.pending, timeout=2000)
    assert not r.lower_charts_due()


def test_the_legend_keeps_its_rows_while_a_line_is_dragged_and_puts_the_choice_first_otherwise(qtbot):
    from gpu_advisor.gui.charts import CostHoursChart

    from tests.gui.test_rerank import _show_gpus
    chart = CostHoursChart()
    qtbot.addWidget(chart)
    _show_gpus(chart, ["A", "B", "C", "D"], 0)
    assert list(chart._legend_entries) == ["A", "B", "C", "D"]
    chart.deadline.moving = True
    _show_gpus(chart, ["A", "B", "C", "D"], 2)  # another choice, the same GPU models: the rows stay
    assert list(chart._legend_entries) == ["A", "B", "C", "D"]
    _show_gpus(chart, ["A", "B", "C", "E"], 3)  # other GPU models: laid out again, the choice first
    assert list(chart._legend_entries) == ["E", "A", "B", "C"]
    chart.deadline.moving = False
    _show_gpus(chart, ["A", "B", "C", "E"], 1)
    assert list(chart._legend_entries) == ["B", "A", "C", "E"]


def test_the_status_line_lays_the_window_out_only_for_a_text_that_needs_more_room(qtbot):
    from gpu_advisor.gui.window_status import StatusLabel

    class Requests(QObject):
        n = 0

        def eventFilter(self, obj, ev):
            if ev.type() == QEvent.Type.LayoutRequest:
                Requests.n += 1
            return False

    win = QMainWindow()
    qtbot.addWidget(win)
    label = StatusLabel(win)
    win.statusBar().addPermanentWidget(label)
    win.show()
    label.setText("2,196 configurations compared in 12 ms")
    qtbot.wait(20)
    width = label.width()
    f = Requests()
    win.statusBar().installEventFilter(f)
    for ms in (4, 10, 7, 3):  # as wide as the text before, or narrower
        label.setText(f"2,196 configurations compared in {ms} ms")
        qtbot.wait(5)
    assert Requests.n == 0 and label.width() == width and label.text().endswith("3 ms")
    label.setText("1,180,000 configurations compared in 1,234 ms, with a longer sentence")
    qtbot.wait(20)
    assert Requests.n > 0 and label.width() > width  # room made for it
    assert label.width() >= label.sizeHint().width()


class Resizes(QObject):
    """Counts the resize events of the widget it is installed on."""

    def __init__(self):
        super().__init__()
        self.n = 0

    def eventFilter(self, obj, ev):
        if ev.type() == QEvent.Type.Resize:
            self.n += 1
        return False


def test_the_cost_chart_keeps_its_size_while_a_line_is_dragged(qtbot, fine_tune_win):
    """The splitter gives the charts their minimum height once they are built (not at the first relayout mid-drag,
    when the card gains a line): a dragged deadline never resizes the cost chart, which would redraw it whole,
    axes and all (~30 ms: the drag fell behind the pointer)."""
    w = fine_tune_win
    r = w.result
    qtbot.waitUntil(r.settled, timeout=5000)
    assert r.tabs.height() >= r.tabs.minimumSizeHint().height()  # nothing squeezed below its minimum
    assert r.cost_chart.height() >= r.cost_chart.minimumHeight()

    f = Resizes()
    r.cost_chart.installEventFilter(f)
    chart = r.cost_chart
    d0 = w.scenario.deadline_hours
    chart.deadline.moving = True
    try:
        for i in range(12):
            chart.deadlineMoved.emit(d0 * 10 ** (0.25 * ((i % 10) - 5) / 5 + 0.003 * i))
            qtbot.waitUntil(lambda: not r.pending, timeout=2000)
            if i == 6:  # the card gains lines mid-drag (a longer note), as on a longer sentence of a step
                before = r.card.height()
                r.card.set_abroad("A longer sentence. " * 40)
                qtbot.waitUntil(lambda: r.card.height() > before, timeout=2000)
            qtbot.wait(1)  # the layout requests of the card written are handled
    finally:
        chart.deadline.moving = False
    assert f.n == 0


def test_the_charts_get_their_minimum_height_as_soon_as_they_are_built(qtbot):
    """The window shows the result pane first and builds the charts with the first result: the split gives them
    their minimum height at once. Left to the next relayout, a result without lines to add to the card (no
    smaller and larger choices) kept them squeezed until the first drag, where the card's first new line moved the
    split by ~40 px and resized the cost chart mid-drag (drawn whole, axes and all: ~30 ms)."""
    view = ResultView()
    qtbot.addWidget(view)
    view.resize(776, 759)
    view.show()
    qtbot.waitExposed(view)
    view.build_charts()
    assert view.tabs.height() >= view.tabs.minimumSizeHint().height()  # before any event is handled
    assert view.cost_chart.height() >= view.cost_chart.minimumHeight()
    sizes = view.split.sizes()

    f = Resizes()
    view.cost_chart.installEventFilter(f)
    view.card.set_abroad("A longer sentence. " * 40)  # the card gains lines: the split stays
    qtbot.wait(50)
    assert view.split.sizes() == sizes and f.n == 0


def test_the_points_are_drawn_from_their_pictures_while_a_line_is_held_and_look_the_same(qtbot, fine_tune_win):
    """While the deadline is dragged each GPU model's points are kept as a picture (CostHoursChart._cache_points:
    a move repaints the strips the line crosses from those): the chart looks as when they are drawn as themselves
    (the same points, colours and places; the edges of a few points antialiased a step of 1-2 / 255 apart: the
    picture is aligned to whole pixels), and they are drawn as themselves again once the line is released. (The drag
    ends where it began: the points a dragged line greys or ungreys are greyed when it is let go, test_chart_misses.)"""
    import numpy as np

    def pixels(img):
        img = img.convertToFormat(img.Format.Format_ARGB32)
        rows = np.frombuffer(img.constBits(), dtype=np.uint8).reshape(img.height(), img.bytesPerLine())
        return rows[:, :img.width() * 4].astype(int)
    from pyqtgraph.Qt.QtWidgets import QGraphicsItem
    w = fine_tune_win
    chart = w.result.cost_chart
    cached = QGraphicsItem.CacheMode.DeviceCoordinateCache
    assert all(s.cacheMode() != cached for s in chart.scatters.values())
    d0 = w.scenario.deadline_hours
    chart.deadline.moving = True
    try:
        for f in (0.7, 1.4, 1.0):
            chart.deadlineMoved.emit(d0 * f)
            qtbot.waitUntil(lambda: not w.result.pending, timeout=2000)
        assert chart.scatters and all(s.cacheMode() == cached for s in chart.scatters.values())
        held = pixels(chart.grab().toImage())
    finally:
        chart.deadline.moving = False
    chart.deadline.sigPositionChangeFinished.emit(chart.deadline)  # released (what pyqtgraph emits)
    assert all(s.cacheMode() != cached for s in chart.scatters.values())
    drawn = pixels(chart.grab().toImage())
    assert drawn.shape == held.shape and np.abs(drawn - held).max() <= 2
    assert (drawn != held).mean() < 0.01  # (the edges of some points only)


def test_the_notes_words_are_kept_per_language_and_catalog_and_equal_fresh_ones(qtbot, fine_tune_win):
    """The note sentences a re-rank repeats are kept (ResultView._note_words): each is what words.describe_note
    says for that note now, and another language (or catalog) gets its own sentences, not the kept ones."""
    from gpu_advisor import text as W
    w = fine_tune_win
    notes = [n for n in (*w.rec.reasons, *w.rec.warnings, *w.rec.tips)]
    cur = w.rec.recommendation.currency
    assert notes
    said = {}
    for lang in ("en", "zh_CN", "en"):
        with W.using_language(lang):
            describe = w.result._note_words()
            first = [describe(n, cur) for n in notes]
            assert first == [W.describe_note(n, cur) for n in notes]
            assert all(describe(n, cur) is t for n, t in zip(notes, first))  # kept
            said.setdefault(lang, first)
    assert said["zh_CN"] != said["en"]


def test_the_points_bounding_rectangle_kept_is_the_one_pyqtgraph_works_out(qtbot, fine_tune_win):
    """ModelPoints keeps a GPU model's bounding rectangle while its points, symbol and the view's scale stay: after
    a zoom, new points or a larger symbol it is worked out again, and always equals pyqtgraph's own."""
    import pyqtgraph as pg
    from gpu_advisor.gui.charts import ModelPoints
    chart = fine_tune_win.result.cost_chart
    items = list(chart.scatters.values())
    assert items and all(isinstance(i, ModelPoints) for i in items)

    def check():
        app = pg.QtWidgets.QApplication.instance()
        app.processEvents()
        for i in items:
            kept = i.boundingRect()
            assert kept == pg.ScatterPlotItem.boundingRect(i) and i.boundingRect() == kept
    check()
    vb = chart.getPlotItem().getViewBox()
    (x0, x1), (y0, y1) = vb.viewRange()
    vb.setRange(xRange=(x0, x1 + 3 * (x1 - x0)), yRange=(y0, y1), padding=0)  # zoomed out: points' pixels smaller
    check()
    before = items[0].boundingRect()
    items[0].setData(x=[x0, x1 + 1.0], y=[y0, y1 + 1.0])  # other points
    check()
    assert items[0].boundingRect() != before
    items[1 % len(items)].setSize(30)  # a larger symbol: a wider margin
    check()
