"""A Team plan month priced on the worker thread, then made void before it came back (an amount the budget took
while typing, then refused; the last job removed): the window said "No month to show until the budget is fixed",
and the month of the void plan could still arrive and be shown over it (the tests price synchronously, so none saw
it; helper speed's report). ``_no_month`` now drops whatever is running."""

from __future__ import annotations

import concurrent.futures as cf
import threading

from gpu_advisor.gui import team_plan as TP

PLAN = {"schema_version": 1, "name": "Article team month", "preferences": {"currency": "CNY"},
        "budget": {"amount": 100000.0, "currency": "CNY", "per": "month"},
        "jobs": [{"name": "Article training", "runs_per_month": 4,
                  "scenario": {"schema_version": 1, "task": "train", "workload": "cv", "data": {"dataset_gb": 50},
                               "deadline_hours": 100}}]}


def test_a_month_priced_for_a_plan_no_longer_shown_is_dropped(qtbot, cat, monkeypatch):
    gate, started = threading.Event(), threading.Event()
    real = TP.plan_month

    def held(*a, **k):
        started.set()
        assert gate.wait(30)
        return real(*a, **k)

    monkeypatch.setattr(TP, "plan_month", held)
    ex = cf.ThreadPoolExecutor(max_workers=1)
    w = TP.TeamPlanWindow(cat, executor=ex)
    qtbot.addWidget(w)
    w._ask = lambda *a, **k: None
    w._error = lambda *a, **k: None
    w.set_plan(PLAN, saved=True)
    assert started.wait(30) and w.result is None  # priced on the worker, held there
    w._no_month("No month to show until the budget is fixed (see under it).", "Type the budget again.")
    gate.set()
    ex.shutdown(wait=True)
    qtbot.wait(300)  # the worker's answer reaches the window's thread
    assert w.result is None and w.summary.text() == "No month to show until the budget is fixed (see under it)."
