"""The Team plan as a tester found it: the job dialog took answers marked in red and dropped them; the window
dropped the plan's preferences it does not show (another month than the command line's); problems named the file's
paths; an empty month was a chart of nonsense; a minus sign in the budget meant no budget; the meter's words were
black on dark blue; "1 job cost"; a service's row not named by its job; the CSV's columns and the PDF's layout."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox

from gpu_advisor import text as W
from gpu_advisor.core.catalog.load import load_bundled
from gpu_advisor.core.export import plan_csv_bytes
from gpu_advisor.core.plan import load_plan, parse_plan, plan_month
from gpu_advisor.gui import plan_pdf
from gpu_advisor.gui.team_plan import JobDialog, TeamPlanWindow
from gpu_advisor.text import plan_text
from ..support import plan_window

ROOT = Path(__file__).resolve().parents[2]
PLAN = ROOT / "examples" / "plans" / "plan-startup-month.json"


@pytest.fixture(scope="module")
def cat():
    return load_bundled()


def _window(qtbot, cat) -> TeamPlanWindow:
    return plan_window(qtbot, cat)


def _type(edit, text: str) -> None:
    edit.setFocus()
    edit.selectAll()
    QTest.keyClicks(edit, text)


def _dialog(qtbot, cat) -> JobDialog:
    job = json.loads(PLAN.read_text(encoding="utf-8"))["jobs"][1]  # a LoRA fine-tune of qwen2.5-7b
    dlg = JobDialog(cat, job)
    qtbot.addWidget(dlg)
    dlg.show()
    return dlg


@pytest.mark.parametrize("what", ["data", "budget", "model"])
def test_ok_refuses_an_answer_marked_in_red_and_keeps_the_dialog_open_at_that_field(qtbot, cat, what):
    dlg = _dialog(qtbot, cat)
    wz = dlg.wizard
    if what == "data":
        wz.go(2)
        _type(wz.data_amount, "abc")
        path, editor = "data", wz.data_amount
    elif what == "budget":
        wz.go(5)
        _type(wz.budget, "-5000")
        path, editor = "budget.amount", wz.budget
    else:  # a name that is no known model: it was saved with no model, then priced as another one
        wz.go(1)
        _type(wz.preset.lineEdit(), "Qwen2.5-7B-Turbo")
        path, editor = "model.params", wz.params
    wz.go(0)  # OK pressed from another page
    dlg.accept()
    assert dlg.isVisible() and dlg.result() != dlg.DialogCode.Accepted
    assert wz.field_error(path) and dlg.fields_problem.isVisible()
    assert wz.stack.currentWidget().isAncestorOf(wz.fields[path])  # the page of the field to fix is shown
    if what != "model":
        assert dlg.focusWidget() is editor
    # fixed, OK keeps the job with the answer
    if what == "data":
        _type(wz.data_amount, "300M")
    elif what == "budget":
        _type(wz.budget, "5000")
    else:
        _type(wz.preset.lineEdit(), "")
        wz.preset.setCurrentIndex(wz.preset.findData("qwen2.5-7b"))
    assert not dlg.fields_problem.isVisible()
    dlg.accept()
    assert dlg.result() == dlg.DialogCode.Accepted
    sc = dlg.job()["scenario"]
    assert {"data": "data" in sc, "budget": sc.get("budget", {}).get("amount") == 5000,
            "model": sc.get("model") == {"preset": "qwen2.5-7b"}}[what]


def _plan_with_preferences(tmp_path) -> Path:
    obj = json.loads(PLAN.read_text(encoding="utf-8"))
    obj["preferences"] = {"spot": "avoid", "objective": "fastest", "currency": "CNY"}  # all clouds
    path = tmp_path / "prefs.json"
    path.write_text(json.dumps(obj), encoding="utf-8")
    return path


def test_the_window_prices_and_saves_the_plans_preferences_it_does_not_show(qtbot, cat, tmp_path):
    path = _plan_with_preferences(tmp_path)
    w = _window(qtbot, cat)
    assert w.open_file(path)
    core = plan_month(cat, load_plan(path, cat))  # as `gpu-advisor plan FILE` prices it
    plain_obj = json.loads(path.read_text(encoding="utf-8"))
    plain_obj["preferences"] = {"currency": "CNY"}  # what the window once priced: its own fields only
    plain = plan_month(cat, parse_plan(plain_obj, cat))
    assert core.monthly_cost != pytest.approx(plain.monthly_cost)  # the preferences matter to this month
    assert w.result.monthly_cost == pytest.approx(core.monthly_cost)
    # ... and says them, so no input of the month is hidden
    assert not w.kept_prefs.isHidden()
    assert w.kept_prefs.text() == "Also from the file: Spot servers: Avoid · What matters most: Fastest"
    w.budget.setValue(150000)  # an edit of the window's own: the rest stays
    assert w.save_file(tmp_path / "out.json")
    saved = json.loads((tmp_path / "out.json").read_text(encoding="utf-8"))
    assert saved["preferences"] == {"spot": "avoid", "objective": "fastest", "currency": "CNY"}
    assert saved["budget"]["amount"] == 150000
    w.undo_action.trigger()  # undo restores the budget and keeps the preferences
    assert w.plan_obj()["preferences"]["spot"] == "avoid"
    assert w.result.monthly_cost == pytest.approx(core.monthly_cost)


def test_problems_name_the_job_by_number_and_name_in_both_languages(cat):
    obj = json.loads(PLAN.read_text(encoding="utf-8"))
    obj["jobs"][2]["runs_per_month"] = 0
    from gpu_advisor.core.base import CatalogError
    with pytest.raises(CatalogError) as err:
        parse_plan(obj, cat, "plan")
    p = err.value.problems[0]
    name = obj["jobs"][2]["name"]
    with W.using_language("en"):
        assert plan_text.plan_problem(p, obj["jobs"]) == f"Job 3 “{name}”, runs per month: 0 is too small (minimum 1)"
    with W.using_language("zh_CN"):
        text = plan_text.plan_problem(p, obj["jobs"])
        assert text.startswith(f"任务 3“{name}”，每月运行次数：") and "jobs[" not in text


def test_an_empty_plan_shows_the_days_of_a_month_and_what_to_do(qtbot, cat):
    w = _window(qtbot, cat)
    x0, x1 = w.timeline.getViewBox().viewRange()[0]
    assert -1 < x0 <= 0 and 29 < x1 < 33  # the days of a month, not -400…400
    assert not w.timeline.getAxis("bottom").autoSIPrefix
    assert w.timeline.hint.isVisible() and "Add job" in w.timeline.hint.textItem.toPlainText()
    w.jobs = [{"name": "x", "runs_per_month": 0, "scenario": {}}]  # a plan that does not hold
    w.recompute()
    assert w.timeline.hint.isVisible() and "problem above" in w.timeline.hint.textItem.toPlainText()
    assert 29 < w.timeline.getViewBox().viewRange()[0][1] < 33


def test_a_minus_sign_in_the_budget_is_said_and_never_taken(qtbot, cat):
    # (it was once read "-0000", no budget; then refused key by key, which made "-20000" read 20000: now it stays as
    # typed and said, the value the one before: tests/gui/test_money_limits.py)
    w = _window(qtbot, cat)
    w.budget.setValue(5000)
    _type(w.budget, "-20000")
    assert w.budget.value() == 5000 and w.budget.lineEdit().text() == "-20000"
    assert w.budget_problem.isVisible() and "more than zero" in w.budget_problem.text()
    w.new_plan()  # another plan: nothing said about this one's budget stays
    assert not w.budget_problem.isVisible()


def _luminance(color: str) -> float:
    c = QColor(color)
    return 0.2126 * c.redF() + 0.7152 * c.greenF() + 0.0722 * c.blueF()


def test_the_meters_words_are_dark_on_a_light_fill(qtbot, cat):
    w = _window(qtbot, cat)
    assert w.open_file(PLAN)
    import re
    style = w.meter.styleSheet()
    text = re.search(r"QProgressBar \{[^}]*[; ]color: (#[0-9a-f]{6})", style).group(1)
    fill = re.search(r"::chunk \{ background: (#[0-9a-f]{6})", style).group(1)
    assert _luminance(fill) - _luminance(text) > 0.5  # dark words over the fill (they were black on #2f6f9f)


def test_one_job_costs_and_a_services_row_is_named_by_its_job(qtbot, cat):
    obj = json.loads(PLAN.read_text(encoding="utf-8"))
    obj["jobs"] = [obj["jobs"][3]]  # the chat service alone
    res = plan_month(cat, parse_plan(obj, cat))
    with W.using_language("en"):
        assert plan_text.plan_summary(res).startswith("1 job costs ")
    w = _window(qtbot, cat)
    w.set_plan(obj)
    assert w.timeline.labels == [obj["jobs"][0]["name"]]


def test_csv_cost_lines_put_the_job_and_its_servers_in_their_columns(cat):
    obj = json.loads(PLAN.read_text(encoding="utf-8"))
    obj["budget"]["amount"] = 1e6
    obj["preferences"] = {"currency": "CNY", "providers": ["azure"]}
    res = plan_month(cat, parse_plan(obj, cat))
    with W.using_language("en"):
        rows = plan_csv_bytes(res, labels=plan_text.csv_labels(),
                              words=lambda c, v: plan_text.csv_value(c, v, res.currency, res)).decode("utf-8-sig")
    import csv
    lines = [r for r in csv.DictReader(rows.splitlines()) if r["Row"] == "cost line"]
    names = {j.name for j in res.jobs}
    assert lines and all(r["Servers"] not in names for r in lines)
    own = [r for r in lines if r["Job"] and r["Part"] == "own servers, all runs of the month"]
    burst = [j for j in res.jobs if j.on.startswith("burst-")]
    assert bool(own) == bool(burst)
    for r in own:
        job = next(j for j in res.jobs if j.name == r["Job"])
        assert r["Servers"] == plan_text.servers_name(job.on, res) and float(r["Runs per month"]) == job.runs_per_month
    assert not any(r["Part"] == "per run" for r in lines)


def test_the_pdf_lists_only_the_sources_of_prices_the_month_uses_and_keeps_names_whole(cat):
    obj = json.loads(PLAN.read_text(encoding="utf-8"))
    obj["preferences"] = {"currency": "CNY", "providers": ["azure"]}  # own servers per run: long server names
    res = plan_month(cat, parse_plan(obj, cat))
    with W.using_language("en"):
        html = plan_pdf.plan_html(res, cat)
    sources = html[html.index("Where each price comes from"):]
    used = {b.instance_type for b in res.base} | {j.recommendation.recommendation.instance_type for j in res.jobs
                                                   if j.on.startswith("burst-")}
    others = {o.instance_type for j in res.jobs for o in j.recommendation.alternatives} - used
    assert all(t in sources for t in used)
    assert others and not any(f">{t} (" in sources for t in others)
    codes = {ln.line.product for ln in res.lines if "_" in (ln.line.product or "")}
    assert codes and all(f'<span style="white-space: nowrap;">{c}</span>' in html for c in codes)



def test_the_empty_months_hint_says_pricing_while_the_first_job_is_priced(qtbot, cat):
    """The timeline read "No jobs yet…" for the whole pricing of the first job added (37 s on a loaded machine)."""
    w = TeamPlanWindow(cat)  # the app's own worker thread: the result comes on a later turn of the loop
    qtbot.addWidget(w)
    w._ask = lambda *a, **k: QMessageBox.StandardButton.Discard
    assert "Add job" in w.timeline.hint.textItem.toPlainText()
    plan = json.loads(PLAN.read_text(encoding="utf-8"))
    w.set_plan({**plan, "jobs": plan["jobs"][:1]})
    assert w.result is None  # priced on the worker: meanwhile the hint says so
    text = w.timeline.hint.textItem.toPlainText()
    assert "No jobs" not in text and "Pricing the month" in text
    qtbot.waitUntil(lambda: w.result is not None, timeout=20000)
    assert not w.timeline.hint.isVisible()
