"""Deadline, budget, objective, billing and provider changes re-rank the priced candidates at once, on the GUI
thread and without estimating again; a change to the job prices it again on the worker."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox

from gpu_advisor.core.select.recommendation import recommend
from gpu_advisor.gui.main_window import MainWindow
from gpu_advisor.gui.table_model import SORT_ROLE
from gpu_advisor.gui.worker import SyncExecutor

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "startup-engineer-seed000.json"


@pytest.fixture
def win(qtbot, seeded_home):
    w = MainWindow(executor=SyncExecutor())
    qtbot.addWidget(w, before_close_func=lambda w: setattr(w, "_ask", lambda *a: QMessageBox.StandardButton.Discard))
    w._error = lambda title, text: pytest.fail(f"unexpected error box: {title}: {text}")
    w.show()
    assert w.open_file(EXAMPLE)
    qtbot.waitUntil(lambda: w.rec is not None and w._priced is not None, timeout=20000)
    submits = []
    real = w.runner.submit
    w.runner.submit = lambda *a, **k: (submits.append(a[0].__name__), real(*a, **k))[1]
    w.submits = submits
    return w


def same_choice(a, b) -> bool:
    ka = None if a is None else (a.provider, a.instance_type, a.nodes, a.billing, round(a.total_cost, 6))
    kb = None if b is None else (b.provider, b.instance_type, b.nodes, b.billing, round(b.total_cost, 6))
    return ka == kb


def test_answers_that_keep_the_job_are_ranked_at_once_as_recommend_would(qtbot, win):
    w = win
    priced = w._priced
    wz = w.wizard
    changes = [
        lambda: (wz.deadline.clear(), QTest.keyClicks(wz.deadline, "40")),
        lambda: (wz.budget.clear(), QTest.keyClicks(wz.budget, "30000")),
        lambda: wz.objective.setCurrentIndex(wz.objective.findData("fastest")),
        lambda: wz.spot.setCurrentIndex(wz.spot.findData("avoid")),
        lambda: wz.providers.item(0).setCheckState(
            Qt.CheckState.Unchecked if wz.providers.item(0).checkState() == Qt.CheckState.Checked
            else Qt.CheckState.Checked),
    ]
    for change in changes:
        before = w.rec
        change()
        # No typing pause and no worker: the result is there as soon as the answer changed.
        assert w.rec is not before and w.rec is not None
        assert w._priced is priced and w.submits == []
        expected = recommend(w.catalog, w.scenario, today=dt.date.today())
        assert same_choice(w.rec.recommendation, expected.recommendation)
        assert w.result.rec is w.rec


def test_dragging_the_deadline_line_moves_the_star_in_the_same_step(qtbot, win):
    w = win
    w.result.cost_chart.deadlineMoved.emit(30.0)  # what a drag of the line emits
    assert w.scenario.deadline_hours == 30.0 and w.submits == []
    expected = recommend(w.catalog, w.scenario, today=dt.date.today())
    assert same_choice(w.rec.recommendation, expected.recommendation)
    w.result.cost_chart.budgetMoved.emit(20000.0)
    assert w.scenario.budget_amount == 20000.0 and w.submits == []


def test_a_change_to_the_job_is_priced_again_on_the_worker(qtbot, win):
    w = win
    priced = w._priced
    w.wizard.data_amount.clear()
    QTest.keyClicks(w.wizard.data_amount, "80")
    qtbot.waitUntil(lambda: w._priced is not priced and w.rec is not None, timeout=20000)
    assert w.submits and set(w.submits) == {"_recommend"}
    assert w.scenario.dataset_gb == 80
    expected = recommend(w.catalog, w.scenario, today=dt.date.today())
    assert same_choice(w.rec.recommendation, expected.recommendation)


def test_a_new_catalog_is_priced_again(qtbot, win):
    w = win
    priced = w._priced
    w.set_catalog(w.catalog.copy())  # e.g. an edit in the catalog editor
    qtbot.waitUntil(lambda: w._priced is not priced, timeout=20000)
    assert w._priced.cat is w.catalog


def test_a_dragged_line_moves_the_star_at_once_and_the_card_in_the_same_turn(qtbot, win):
    w = win
    chart = w.result.cost_chart
    chart.deadlineMoved.emit(2.5)  # a tight deadline: another configuration is chosen
    opt = w.rec.recommendation
    # The star is the new choice as soon as the step returns (drawn by the coming paint) ...
    assert chart._star is not None and abs(10 ** chart._star[0] - opt.wall_hours) < 1e-6 * opt.wall_hours
    # ... and the card follows in the same turn of the event loop, before anything else reads it.
    qtbot.waitUntil(lambda: not w.result._words_due, timeout=1000)
    assert w.result.shown == opt
    assert w.result.card.values["total"].text() and "2.5" in w.result.summary.text()
    chart.deadlineMoved.emit(300.0)
    w.result.show_alternative(0)  # reads the card: the pending words are written first, then the alternative
    assert not w.result._words_due and w.result.shown == w.rec.alternatives[0]


def test_the_cost_chart_keeps_its_frame_while_a_size_is_typed_and_a_users_zoom_until_A(qtbot, win):
    w = win
    chart = w.result.cost_chart
    vb = chart.plotItem.vb
    framed = vb.viewRange()
    priced = w._priced
    w.wizard.data_amount.setText(str(float(w.wizard.data_amount.text() or 50) * 1.02))  # a little more data
    qtbot.waitUntil(lambda: w._priced is not priced and w.rec is not None, timeout=20000)
    assert vb.viewRange() == framed  # the points still fill the frame: axes and grid are not redrawn
    vb.scaleBy(s=(0.5, 0.5))
    vb.sigRangeChangedManually.emit(vb.state["mouseEnabled"])  # what a wheel zoom emits
    zoomed = vb.viewRange()
    priced = w._priced
    w.wizard.data_amount.setText(str(float(w.wizard.data_amount.text()) * 1.02))
    qtbot.waitUntil(lambda: w._priced is not priced and w.rec is not None, timeout=20000)
    assert vb.viewRange() == zoomed and not chart.plotItem.buttonsHidden  # the user's view, and "A" to go back
    chart.plotItem.autoBtnClicked()
    chart.deadlineMoved.emit(40.0)
    assert chart._auto_view and chart.plotItem.buttonsHidden


def test_the_cost_chart_legend_names_the_chosen_gpu_first(qtbot):
    """Twelve legend rows at most: the recommended option's GPU is always among them (the star's colour can be read),
    however many GPU models came before it."""
    import numpy as np

    from gpu_advisor.core.select.charts_data import ScatterData
    from gpu_advisor.gui.charts import CostHoursChart

    chart = CostHoursChart()
    qtbot.addWidget(chart)
    gpus = np.array([f"G{i:02d}" for i in range(20)], dtype=object)
    hours = np.arange(1, 21, dtype=float)
    cost = 1000.0 / hours
    data = ScatterData(hours=hours, cost=cost, gpu=gpus, row=np.arange(20), feasible=np.ones(20, bool),
                       cost_kind="total")
    chart.set_data(data, None, [hours[-1]], [cost[-1]], (hours[-1], cost[-1]), None, None, "$")
    names = list(chart._legend_entries)
    assert len(names) == 12 and names[0] == "G19"


def _show_gpus(chart, names, chosen_i):
    """The cost chart showing one point per GPU name (hours 1, 2, ...), the ``chosen_i``-th chosen; every point is on
    the cost-time front (cost 1000 / hours), so the legend names the others in the order first met."""
    import numpy as np

    from gpu_advisor.core.select.charts_data import ScatterData
    gpus = np.array(names, dtype=object)
    hours = np.arange(1, len(names) + 1, dtype=float)
    cost = 1000.0 / hours
    data = ScatterData(hours=hours, cost=cost, gpu=gpus, row=np.arange(len(names)),
                       feasible=np.ones(len(names), bool), cost_kind="total")
    chart.set_data(data, None, hours, cost, (hours[chosen_i], cost[chosen_i]), None, None, "$")


def test_the_legend_rows_follow_the_wanted_order_without_holes(qtbot):
    """When the GPUs shown change, the legend is laid out again in order: no empty cell where a row was removed."""
    from gpu_advisor.gui.charts import CostHoursChart

    chart = CostHoursChart()
    qtbot.addWidget(chart)

    _show_gpus(chart, ["A", "B", "C", "D"], 0)
    _show_gpus(chart, ["A", "C", "D", "E"], 3)
    labels = [label.text for _, label in chart.legend.items]
    assert labels == list(chart._legend_entries) == ["E", "A", "C", "D"]
    # Laid out again from the first cell: the four rows fill the first cells of the grid (LEGEND_COLUMNS a line).
    from gpu_advisor.gui.charts import LEGEND_COLUMNS as n
    lay = chart.legend.layout
    filled = [lay.itemAt(i // n, (i % n) * 2 + k) is not None for i in range(4) for k in (0, 1)]
    assert filled == [True] * 8 and lay.count() == 8


def test_a_job_priced_on_the_worker_is_painted_on_the_chart_first_then_the_card_follows(qtbot, win, monkeypatch):
    """A new job's result: the cost chart shows it in the first paint after it arrives; the card, the words and the
    tables are written right after that paint (never a card of the old job beside the new chart for longer)."""
    w = win
    chart = w.result.cost_chart
    w.result.tabs.setCurrentWidget(w.result.charts)
    qtbot.waitUntil(lambda: not w.result.pending, timeout=1000)
    before = w.rec
    events = []
    painted = type(chart).paintEvent

    def paint_event(self, ev):
        painted(self, ev)
        if self is chart and w.rec is not before:
            events.append(("chart painted", w.result.pending))
    monkeypatch.setattr(type(chart), "paintEvent", paint_event)
    shown = w.result._show_words

    def show_words():
        events.append(("card written", w.rec is not before))
        shown()
    monkeypatch.setattr(w.result, "_show_words", show_words)
    w.result._words_timer.timeout.disconnect()
    w.result._words_timer.timeout.connect(w.result._show_words)
    priced = w._priced
    w.wizard.data_amount.clear()
    QTest.keyClicks(w.wizard.data_amount, "90")
    qtbot.waitUntil(lambda: w._priced is not priced and not w.result.pending, timeout=20000)
    assert w.submits == ["_recommend"]
    qtbot.waitUntil(lambda: ("card written", True) in events and any(e[0] == "chart painted" for e in events),
                    timeout=2000)
    first = events.index(next(e for e in events if e[1] is True or e[0] == "chart painted"))
    assert events[first] == ("chart painted", True)  # painted while the card was still to be written
    assert events.count(("card written", True)) == 1  # written once for the new result
    opt = w.rec.recommendation
    assert w.result.shown == opt and w.result.card.values["total"].text()
    assert opt.gpu in w.result.card.headline.text()


def test_a_new_job_moves_the_charts_points_to_its_hours_and_costs(qtbot, win):
    """The same candidates at other hours and costs (a size typed): each GPU model's scatter holds its points at
    their new places (set with pyqtgraph's setData, in the model's colour), read back, hovered and clicked there."""
    import numpy as np

    from gpu_advisor.gui.charts import colour_for

    w = win
    chart = w.result.cost_chart
    before = chart.points_shown()
    g0 = next(iter(before))
    first = chart.scatters[g0]
    chart._hovered(first, [first.points()[0]])  # a point named under the mouse ...
    assert chart.label.isVisible()
    chart._hovered(chart.scatters[next(iter(reversed(before)))] if len(before) > 1 else first, [])
    assert chart.label.isVisible() == (len(before) > 1)  # (another GPU's scatter left: still named)
    chart._hovered(first, [first.points()[0]])
    priced = w._priced
    w.wizard.data_amount.setText(str(float(w.wizard.data_amount.text() or 50) * 1.5))
    qtbot.waitUntil(lambda: w._priced is not priced and w.rec is not None, timeout=20000)
    assert not chart.label.isVisible()  # ... no longer named with the old job's hours and cost
    cand = w.rec.candidates
    shown = chart.points_shown()
    assert set(shown) == set(before)  # the same candidates, the same models
    per_month = w.scenario.budget_amount and w.scenario.budget_per == "month"  # the chart shows the month's cost
    hours = cand["run_hours"].to_numpy(float)
    cost = cand["monthly_cost" if per_month else "total_cost"].to_numpy(float)
    for g, (x, y, rows) in shown.items():
        # (the new job's own candidates: a larger dataset's data disk is another size, read at its own rate
        # (disk_tiers.csv), which may keep other node counts among them than the old job's)
        assert rows and set(rows) <= set(range(len(cand)))
        assert np.allclose(x, np.log10(hours[rows])) and np.allclose(y, np.log10(cost[rows]))
        assert (cand["gpu"].to_numpy()[rows] == g).all()
        item = chart.scatters[g]
        assert all(p.brush().color() == colour_for(g, chart._gpu_order) for p in item.points())
        spot = item.points()[0]
        assert (spot.pos().x(), spot.pos().y()) == (x[0], y[0])
        assert rows[0] in [p.data() for p in item.pointsAt(spot.pos())]  # found where it now is
        lo, hi = item.dataBounds(0)
        assert lo <= x.min() and hi >= x.max()
    assert any(not np.array_equal(x, before[g][0]) for g, (x, _, _) in shown.items())
    vx, vy = chart.plotItem.vb.viewRange()
    allx = np.concatenate([v[0] for v in shown.values()])
    assert vx[0] <= allx.min() and vx[1] >= allx.max()  # the view is framed on the moved points


def test_a_table_tab_opened_after_a_job_change_shows_the_new_result(qtbot, win):
    """Cost lines, alternatives and assumptions are filled when their tab is shown: opened after a new job was
    priced with the charts in view, they hold the new result, not the one before."""
    w = win
    r = w.result
    r.tabs.setCurrentWidget(r.charts)
    priced = w._priced
    w.wizard.data_amount.setText(str(float(w.wizard.data_amount.text() or 50) * 3))
    qtbot.waitUntil(lambda: w._priced is not priced and w.rec is not None and not r.pending, timeout=20000)
    rec = w.rec
    r.tabs.setCurrentWidget(r.alt_view)
    assert r.alt_model.rowCount() == len(rec.alternatives)
    col = next(c for c in range(r.alt_model.columnCount())
               if r.alt_model.headerData(c, Qt.Orientation.Horizontal) == r.tr("Total"))
    assert [r.alt_model.index(i, col).data(SORT_ROLE) for i in range(len(rec.alternatives))] == \
        [round(o.total_cost, 2) for o in rec.alternatives]
    r.tabs.setCurrentWidget(r.lines_view)
    assert r.lines_model.rowCount() == len(rec.recommendation.cost_lines)
    r.tabs.setCurrentWidget(r.assumptions_view)
    assert r.assumptions_model.rowCount() > 0


def test_the_legend_rows_are_each_gpus_own_moved_between_cells(qtbot):
    """Another order of the same GPUs, more or fewer of them: each GPU model keeps its own row (its coloured sample and
    its name, made once), moved to its cell; rows of GPUs not shown are hidden and out of the grid; the grid is filled
    in order without a hole and the panel fits the rows shown."""
    from gpu_advisor.gui.charts import CostHoursChart, colour_for

    chart = CostHoursChart()
    qtbot.addWidget(chart)
    chart.resize(800, 400)
    chart.show()
    made = {}

    def check(expected):
        items = chart.legend.items
        assert [label.text for _, label in items] == list(chart._legend_entries) == expected
        lay = chart.legend.layout
        for i, (sample, label) in enumerate(items):
            assert sample.item is chart._legend_entries[label.text]
            assert sample.item.opts["brush"].color() == colour_for(label.text, chart._gpu_order)
            n = chart.legend.columnCount
            assert lay.itemAt(i // n, (i % n) * 2) is sample and lay.itemAt(i // n, (i % n) * 2 + 1) is label
            assert sample.isVisible() and label.isVisible()
            assert made.setdefault(label.text, (sample, label)) == (sample, label)  # the GPU's own row, made once
        assert lay.count() == 2 * len(items)  # nothing else in the grid
        for g, (sample, label) in made.items():
            if g not in expected:
                assert not sample.isVisible() and not label.isVisible()
        assert chart.legend.width() >= max(label.width() for _, label in items)

    _show_gpus(chart, ["A", "B", "C", "D"], 0)
    check(["A", "B", "C", "D"])
    _show_gpus(chart, ["A", "B", "C", "D"], 2)  # another choice: C first
    check(["C", "A", "B", "D"])
    _show_gpus(chart, ["A", "B", "C", "D", "E", "Long GPU model name"], 5)
    check(["Long GPU model name", "A", "B", "C", "D", "E"])
    _show_gpus(chart, ["B", "C"], 0)
    check(["B", "C"])
    _show_gpus(chart, ["B", "C", "D", "E", "F"], 4)  # more again: no hole where rows were removed
    check(["F", "B", "C", "D", "E"])
    _show_gpus(chart, ["A", "B", "C", "D", "E", "F", "G", "H"], 0)
    check(["A", "B", "C", "D", "E", "F", "G", "H"])
    tall, wide = chart.legend.height(), chart.legend.width()  # two lines (LEGEND_COLUMNS a line)
    _show_gpus(chart, ["A", "B", "C", "D"], 1)
    check(["B", "A", "C", "D"])
    del wide  # under the plot, the legend spans the plot's width whatever its rows
    assert chart.legend.height() < tall  # one line left: the panel shrinks to it
    _show_gpus(chart, ["A", "B", "C", "D", "E", "F", "G"], 6)
    check(["G", "A", "B", "C", "D", "E", "F"])

    # Laid out as a legend made afresh for these rows (the panel not stretched to an earlier, larger size).
    def geometry():
        return [(s.geometry().getRect(), lab.geometry().getRect()) for s, lab in chart.legend.items], \
            chart.legend.geometry().getRect()
    for names, chosen in ((["A", "B", "C", "D", "E", "F", "G", "H", "Long GPU model name"], 0), (["B", "C"], 1),
                          (["A", "B", "C", "D", "E", "F"], 2)):
        _show_gpus(chart, names, chosen)
        after_changes = geometry()
        chart.legend.clear()
        chart._legend_entries.clear()
        chart.__dict__.pop("_legend_made")
        _show_gpus(chart, names, chosen)
        assert geometry() == after_changes


def test_the_cost_charts_points_are_each_gpus_and_only_changed_ones_are_set_again(qtbot):
    """New candidates (a provider ticked: more, fewer or other points): each GPU model's scatter holds exactly its
    points (read back from pyqtgraph), in its colour; a model whose points did not change is not set again and a
    model without points holds none."""
    import numpy as np

    from gpu_advisor.core.select.charts_data import ScatterData
    from gpu_advisor.gui.charts import CostHoursChart, colour_for

    chart = CostHoursChart()
    qtbot.addWidget(chart)
    chart.resize(700, 400)
    chart.show()
    rng = np.random.default_rng(7)
    names = np.array(["A100", "H800", "L40S", "4090", "V100"], dtype=object)

    def points(n, only=names):
        gpu = only[rng.integers(0, len(only), n)]
        hours = 10 ** rng.uniform(0, 3, n)
        return ScatterData(hours, 10 ** rng.uniform(2, 6, n), gpu, np.arange(n) * 3, np.ones(n, bool), "total")

    for data in (points(40), points(300), points(120, names[:3])):  # more points, then fewer, two models gone
        chart.set_data(data, None, [], [], None, None, None, "$")
        shown = chart.points_shown()
        assert set(shown) == set(data.gpu.tolist())
        for g, (x, y, rows) in shown.items():
            m = data.gpu == g
            assert np.array_equal(x, np.log10(data.hours[m])) and np.array_equal(y, np.log10(data.cost[m]))
            assert rows == list(data.row[m])
            assert all(p.brush().color() == colour_for(g, chart._gpu_order) for p in chart.scatters[g].points())
        for g in set(chart.scatters) - set(shown):
            assert not len(chart.scatters[g].getData()[0])  # a model gone holds no points
    # One model's points change: only its scatter is set again.
    calls = []
    for g, item in chart.scatters.items():
        real = item.setData
        item.setData = lambda *a, g=g, real=real, **k: (calls.append(g), real(*a, **k))[1]
    moved = ScatterData(data.hours * np.where(data.gpu == "A100", 2.0, 1.0), data.cost, data.gpu, data.row,
                        data.feasible, "total")
    chart.set_data(moved, None, [], [], None, None, None, "$")
    assert calls == ["A100"]
    x = chart.points_shown()["A100"][0]
    assert np.allclose(x, np.log10(data.hours[data.gpu == "A100"] * 2))
    item = chart.scatters["A100"]
    spot = item.points()[0]
    assert [p.data() for p in item.pointsAt(spot.pos())][-1] == spot.data()


def test_the_charts_read_the_engines_arrays_as_they_read_the_candidates_table():
    """The charts' columns are handed to the chart functions as arrays (no DataFrame built at each result): the points,
    the billing curves and the card's row are those read from the full candidates table."""
    import json

    import numpy as np

    from gpu_advisor.core.catalog.load import load_bundled
    from gpu_advisor.core.select.charts_data import billing_curves, row_of_option, scatter
    from gpu_advisor.core.scenario.spec import parse_scenario
    from gpu_advisor.gui.result_view import _BILLING_COLUMNS, _chart_columns, _Columns

    cat = load_bundled()
    sc = parse_scenario(json.loads(EXAMPLE.read_text(encoding="utf-8")), cat, "scenario")
    rec = recommend(cat, sc, today=dt.date.today())
    cols, billing = _chart_columns(rec), _chart_columns(rec, _BILLING_COLUMNS)
    assert isinstance(cols, _Columns) and isinstance(billing, _Columns) and not cols.empty
    full = rec.candidates  # built here, after the columns were read from the arrays
    for per in ("month", None):
        a, b = scatter(cols, per), scatter(full, per)
        for f in ("hours", "cost", "gpu", "row", "feasible"):
            assert np.array_equal(getattr(a, f), getattr(b, f)), f
        assert a.cost_kind == b.cost_kind
    opt = rec.recommendation
    row = row_of_option(billing, opt)
    assert row is not None and row == row_of_option(full, opt)
    a, b = billing_curves(billing, row, 730.0, "CNY"), billing_curves(full, row, 730.0, "CNY")
    assert a.curves and len(a.curves) == len(b.curves) and a.break_even == b.break_even
    for x, y in zip(a.curves, b.curves):
        assert (x.billing, x.unit_price, x.flat) == (y.billing, y.unit_price, y.flat)
        assert np.array_equal(x.hours, y.hours) and np.array_equal(x.cost, y.cost)
    assert _Columns({"a": np.array([])}).empty


def test_a_provider_ticked_is_ranked_at_once_and_the_chart_shows_that_result(qtbot, win):
    """Ticking a cloud on and off re-ranks the priced candidates (no worker): each time the chart's points are the
    new result's candidates (their hours, costs, GPUs' colours and rows), the legend names the chosen GPU first and
    the card, written right after the chart's paint, shows the new choice."""
    import numpy as np

    from gpu_advisor.core.select.charts_data import scatter
    from gpu_advisor.gui.charts import colour_for
    from gpu_advisor.gui.result_view import _chart_columns

    w = win
    chart, wz = w.result.cost_chart, w.wizard
    priced = w._priced
    item = next(wz.providers.item(i) for i in range(wz.providers.count())
                if wz.providers.item(i).checkState() == Qt.CheckState.Unchecked)
    counts = set()
    for state in (Qt.CheckState.Checked, Qt.CheckState.Unchecked, Qt.CheckState.Checked):
        before = w.rec
        item.setCheckState(state)
        assert w.rec is not before and w._priced is priced and w.submits == []
        s = w.scenario
        data = scatter(_chart_columns(w.rec), s.budget_per if s.budget_amount else None)
        ok = (data.hours > 0) & (data.cost > 0)
        # the points that meet every requirement in their GPU's colour, the others greyed (walk 24)
        shown, missing = chart.points_shown(), chart.points_shown(missing=True)
        assert set(shown) | set(missing) == set(data.gpu[ok].tolist())
        for part, meets in ((shown, data.feasible[ok]), (missing, ~data.feasible[ok])):
            for g, (x, y, rows) in part.items():
                m = (data.gpu[ok] == g) & meets
                assert np.array_equal(x, np.log10(data.hours[ok][m]))
                assert np.array_equal(y, np.log10(data.cost[ok][m]))
                assert rows == list(data.row[ok][m])
        for g in shown:
            assert all(p.brush().color() == colour_for(g, chart._gpu_order) for p in chart.scatters[g].points())
        counts.add(sum(len(v[2]) for v in (*shown.values(), *missing.values())))
        assert list(chart._legend_entries)[0] == w.rec.recommendation.gpu
        qtbot.waitUntil(lambda: not w.result.pending, timeout=2000)
        assert w.result.shown == w.rec.recommendation
        assert same_choice(w.rec.recommendation, recommend(w.catalog, w.scenario, today=dt.date.today()).recommendation)
    assert len(counts) == 2  # the ticked cloud's candidates added, then taken away


def test_the_cost_chart_frames_the_costs_that_matter_and_keeps_the_dearer_points(qtbot, win):
    """The article's first screen framed ¥10 to ¥1,000M (month-billed clusters of hundreds of servers) and squeezed
    every option under the ¥100,000 budget into the bottom half: the view now reaches 10 x the budget (the pick
    and the front being cheaper); the dearer points are still there, a zoom-out away."""
    import math

    import numpy as np

    from gpu_advisor.gui.charts import COST_VIEW_X
    w = win
    qtbot.waitUntil(lambda: w.rec is not None and w.rec.recommendation is not None, timeout=20000)
    chart = w.result.cost_chart
    budget = w.scenario.budget_amount
    _, (y0, y1) = chart.plotItem.vb.viewRange()
    ys = np.concatenate([v[1] for part in (chart.points_shown(), chart.points_shown(missing=True))
                         for v in part.values()])  # (those that meet every requirement, and the greyed ones)
    assert ys.max() > math.log10(COST_VIEW_X * budget) + 0.5  # points above the frame, drawn
    assert math.log10(COST_VIEW_X * budget) <= y1 <= math.log10(COST_VIEW_X * budget) + 0.5
    assert y0 <= ys.min() and y0 <= chart._star[1] <= y1
    # ... and the view says how many are above it; zoomed out to all of them, it says nothing
    above = int(np.count_nonzero(ys > y1))
    assert above > 0 and chart.above.isVisible()
    assert chart.above.toPlainText() == f"{above:,} dearer options above the view: scroll to zoom out"
    chart.plotItem.vb.setYRange(y0, float(ys.max()) + 1, padding=0)
    assert not chart.above.isVisible()
    chart.plotItem.vb.setYRange(y0, y1, padding=0)
    assert chart.above.isVisible()
    chart.clear_result()  # no result (an answer marked in red): no count of an emptied chart's points
    assert not chart.above.isVisible()
