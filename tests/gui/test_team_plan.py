"""The Team plan and Compare windows driven as a person would: open a plan, change a job, watch the month, the
budget meter and the timeline follow; open two answers and read their differences; both reached from the menu."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from gpu_advisor.core.catalog.load import load_bundled
from gpu_advisor.gui.compare_view import CompareWindow
from gpu_advisor.gui.team_plan import TeamPlanWindow
from gpu_advisor.gui.worker import SyncExecutor

ROOT = Path(__file__).resolve().parents[2]
PLAN = ROOT / "examples" / "plans" / "plan-startup-month.json"
SEED = ROOT / "examples" / "startup-engineer-seed000.json"
ARTICLE = ROOT / "examples" / "answers" / "compare-article-seed000.json"


@pytest.fixture(scope="module")
def cat():
    return load_bundled()



@pytest.fixture
def plan_win(qtbot, cat):
    w = TeamPlanWindow(cat, executor=SyncExecutor())
    qtbot.addWidget(w)
    w.show()
    assert w.open_file(PLAN)
    return w


def _bars(w) -> int:
    return sum(len(item.opts["x0"]) for item in w.timeline.bars.values())


def test_the_month_shows_jobs_budget_and_a_bar_for_every_run(plan_win):
    w = plan_win
    res = w.result
    assert res is not None and w.list.count() == 4
    assert "¥27,707" in w.summary.text() or f"{res.monthly_cost:,.0f}" in w.summary.text()
    assert w.meter.value() == int(1000 * res.monthly_cost / res.budget)
    assert _bars(w) == len(res.schedule)
    assert "Shared servers 1" in w.timeline.labels


def test_changing_a_job_updates_the_month_live(plan_win):
    w = plan_win
    before = w.result.monthly_cost
    runs_before = _bars(w)
    job = json.loads(json.dumps(w.jobs[0]))
    job["runs_per_month"] = 2  # the vision training: 8 -> 2 runs
    w.set_job(0, job)
    assert w.result.monthly_cost < before
    assert _bars(w) == runs_before - 6
    w.list.setCurrentRow(3)
    w.remove_button.click()  # the service goes
    assert w.list.count() == 3 and all(b.kind != "service" for b in w.result.base)


def test_a_tight_budget_turns_the_meter_red_and_says_by_how_much(plan_win):
    w = plan_win
    w.budget.setValue(20000)
    assert w.result.within_budget is False
    assert w.meter.value() == 1000
    assert "over" in w.summary.text() and "#c8553d" in w.meter.styleSheet()


def test_a_job_that_cannot_hold_is_named_at_once_and_nothing_is_priced(plan_win):
    w = plan_win
    bad = json.loads(json.dumps(w.jobs[1]))
    bad["scenario"]["deadline_hours"] = -5
    w.set_job(1, bad)
    # the job by number and name, its answer in words: never the file's path "jobs[1].scenario.deadline_hours"
    assert w.result is None and w.summary.text() == f"Job 2 “{bad['name']}”, deadline: must be more than 0"
    assert not w.pdf_button.isEnabled()


def test_plan_export_and_save_from_the_window(plan_win, tmp_path):
    w = plan_win
    assert w.export("pdf", tmp_path / "plan.pdf") and (tmp_path / "plan.pdf").read_bytes().startswith(b"%PDF")
    assert w.export("csv", tmp_path / "plan.csv")
    assert w.save_file(tmp_path / "saved.json")
    saved = json.loads((tmp_path / "saved.json").read_text(encoding="utf-8"))
    assert [j["name"] for j in saved["jobs"]] == [j["name"] for j in json.loads(PLAN.read_text())["jobs"]]


def test_compare_two_answers_side_by_side(qtbot, cat, tmp_path):
    w = CompareWindow(cat, executor=SyncExecutor())
    qtbot.addWidget(w)
    w.show()
    w.open_side("a", str(SEED))
    w.open_side("b", str(ARTICLE))
    c = w.comparison
    assert c is not None
    # the article's month, as quoted: a ceiling, not a cost, so no difference is taken from it
    assert w.figures.item(1, 1).text() == "at most ¥80,000" and w.figures.item(1, 2).text() == "—"
    assert w.figures.item(0, 2).text() == "—"  # the article gives no job total: unknown, not invented
    assert "A800-40GB" in w.cards["b"].text.text()
    assert len(w.fronts["a"].getData()[0]) == len(c.a.doc["pareto"]) > 1
    assert w.lines["a"].rowCount() == len(c.a.option["cost_lines"])
    assert "less a month" not in w.reasons.text() and "B gives only a ceiling: at most ¥80,000 a month" in \
        w.reasons.text() and "Per month: at most ¥80,000" in w.cards["b"].text.text()
    # headings read as headings, and the cost axis says its currency where both sides share one
    assert w.figures.verticalHeaderItem(0).text() == "Total cost"
    assert w.chart.getAxis("left").labelText == "Total cost (CNY)"  # (both sides in yuan)
    assert w.export_pdf(tmp_path / "c.pdf") and (tmp_path / "c.pdf").stat().st_size > 1000


def test_compare_refuses_a_bad_file_naming_the_field(qtbot, cat, tmp_path, monkeypatch):
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"recommendation": {"gpu": "A100", "currency": "CNY"}}))
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: shown.append(a[2]))
    w = CompareWindow(cat, executor=SyncExecutor())
    qtbot.addWidget(w)
    w.open_side("b", str(bad))
    assert w.answers["b"] is None and shown and "bad.json, the answer's GPU count: a value is needed here" in shown[0], shown
    assert shown[0].startswith("This file cannot be compared, so side B is as it was.")


def test_both_views_are_in_the_main_windows_file_menu(qtbot, win, monkeypatch):
    qtbot.waitUntil(lambda: win.built and win.catalog is not None, timeout=10000)
    titles = [a.text() for a in win.menuBar().actions()[0].menu().actions()]
    assert "&Team plan…" in titles and "Co&mpare with…" in titles
    win.team_plan_action.trigger()
    assert win._team_plan.isVisible()
    win._team_plan.close()
    monkeypatch.setattr("gpu_advisor.gui.compare_view.QFileDialog.getOpenFileName", lambda *a, **k: ("", ""))
    qtbot.waitUntil(lambda: getattr(win, "rec", None) is not None, timeout=10000)
    opened = []
    import gpu_advisor.gui.compare_view as cv
    real = cv.open_for
    monkeypatch.setattr(cv, "open_for", lambda window: opened.append(real(window)) or opened[-1])
    win.compare_action.trigger()
    assert opened and opened[0].answers["a"] is not None
    opened[0].close()
