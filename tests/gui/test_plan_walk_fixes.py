"""The Team plan as a tester walked it in Chinese: a new job carried a 24-hour deadline nobody typed (it chose
8 × A100 for the article's 100-hour training); "Don't save" at close still brought the changed plan back at the
next start (the main window's answers too); servers kept all month, billed on demand, were headed "包月保留" (a
monthly subscription to a Chinese reader); the table of runs and the CSV counted days from 0 where the timelines
count from 1; the plan's currency box read "CNY" where the wizard reads "人民币 (¥)"."""

from __future__ import annotations

import copy
import csv
import io
import json
import re
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox

from gpu_advisor import text as W
from gpu_advisor.core.plan import load_plan, plan_month
from gpu_advisor.gui import plan_history, plan_pdf
from gpu_advisor.gui.app import install_language, settings
from gpu_advisor.gui.plan_job_dialog import NEW_JOB
from gpu_advisor.gui.plan_timeline import DayAxis
from gpu_advisor.gui.team_plan import JobDialog
from gpu_advisor.gui.window_first_view import LAST_SCENARIO_KEY
from gpu_advisor.text import plan_text
from ..support import plan_window

ROOT = Path(__file__).resolve().parents[2]
PLAN = ROOT / "examples" / "plans" / "plan-startup-month.json"
B = QMessageBox.StandardButton


@pytest.fixture(scope="module")
def month(cat):
    return plan_month(cat, load_plan(PLAN, cat))


# ----- 1. a new job has no deadline the user did not give


def test_a_new_job_starts_without_a_deadline(qtbot, cat, monkeypatch):
    w = plan_window(qtbot, cat)
    seen = {}

    def answer(dlg):  # the dialog as the user sees it: the article's training, the deadline left alone
        seen["unknown"] = dlg.wizard.fields["deadline_hours"].unknown.isChecked()
        seen["text"] = dlg.wizard.deadline.text()
        dlg.wizard.task_buttons["train"].click()
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(JobDialog, "exec", answer)
    w.add_job()
    assert seen == {"unknown": True, "text": ""}  # "I don't know", as the wizard starts, not "24"
    assert "deadline_hours" not in w.jobs[0]["scenario"] and "deadline_hours" not in NEW_JOB


# ----- 2. "Don't save" throws the changes away; a crash keeps them


@pytest.fixture
def opened(qtbot, cat, tmp_path):
    w = plan_window(qtbot, cat)
    mine = tmp_path / "month.json"
    mine.write_bytes(PLAN.read_bytes())
    assert w.open_file(mine)
    return w


def test_dont_save_at_close_reopens_the_plan_as_saved(qtbot, cat, opened):
    w = opened
    names = [j["name"] for j in w.jobs]
    w.list.setCurrentRow(1)
    w.remove_job()
    assert json.loads(plan_history.draft_path().read_text(encoding="utf-8"))["saved"] is False  # a crash: kept
    w._ask = lambda *a, **k: B.Discard
    assert w.close_with_app()
    again = plan_window(qtbot, cat)
    assert again.restore_draft()
    assert [j["name"] for j in again.jobs] == names and again.path == w.path
    assert not again.isWindowModified() and again.windowTitle() == "Team plan — month.json[*]"


def test_dont_save_on_a_plan_never_saved_leaves_nothing_to_reopen(qtbot, cat):
    w = plan_window(qtbot, cat)
    w._push("Add job", [json.loads(PLAN.read_text(encoding="utf-8"))["jobs"][0]], 0)
    w._ask = lambda *a, **k: B.Discard
    assert w.close_with_app()
    again = plan_window(qtbot, cat)
    again.restore_draft()
    assert again.jobs == [] and not again.isWindowModified()


def test_dont_save_after_a_crash_draft_goes_back_to_the_file(qtbot, cat, opened):
    w = opened
    names = [j["name"] for j in w.jobs]
    w.remove_job()  # then a crash: the next start reopens the changed plan, unsaved
    again = plan_window(qtbot, cat)
    assert again.restore_draft() and again.isWindowModified() and len(again.jobs) == len(names) - 1
    again._ask = lambda *a, **k: B.Discard
    assert again.close_with_app()
    third = plan_window(qtbot, cat)
    assert third.restore_draft() and [j["name"] for j in third.jobs] == names and not third.isWindowModified()


def test_dont_save_in_the_main_window_drops_its_answers_and_the_plans(qtbot, win, tmp_path):
    qtbot.waitUntil(lambda: win.built and win.catalog is not None, timeout=10000)
    before = copy.deepcopy(win.saved_obj)
    win.wizard.fields["deadline_hours"].unknown.setChecked(False)
    win.wizard.deadline.setText("48")
    assert win.isWindowModified()
    mine = tmp_path / "month.json"
    mine.write_bytes(PLAN.read_bytes())
    win.team_plan_action.trigger()
    tp = win._team_plan
    assert tp.open_file(mine)
    qtbot.waitUntil(lambda: tp.result is not None, timeout=20000)
    tp.remove_job()
    tp._ask = lambda *a, **k: B.Discard
    win._ask = lambda *a, **k: B.Discard
    assert win.close()
    assert json.loads(settings().value(LAST_SCENARIO_KEY)) == before  # not the deadline of 48 thrown away
    kept = json.loads(plan_history.draft_path().read_text(encoding="utf-8"))
    assert kept["saved"] is True and len(kept["plan"]["jobs"]) == 4


# ----- 3. servers kept all month are not called a monthly subscription


def test_servers_kept_all_month_are_not_called_a_monthly_subscription(month, cat):
    for lang, kept, wrong in (("zh_CN", "整月占用", "包月保留"), ("en", "kept all month", "kept for the month")):
        with W.using_language(lang), W.using_catalog(cat):
            html = plan_pdf.plan_html(month, cat)
            texts = [html, plan_text.timeline_kinds()[0][1], plan_text.csv_value("section", "base"),
                     "\n".join(plan_text.plan_lines(month, cat)), *plan_text.month_notes(month, cat)]
            saving = plan_text.plan_summary(month)
        assert all(wrong not in t for t in texts), lang
        assert kept in html and kept in texts[1] and kept in texts[2] and kept in texts[3] and kept in saving
    with W.using_language("zh_CN"):
        assert plan_text.timeline_kinds()[0][1] == "共享服务器（整月占用）"
        assert "整月占用的服务器" in plan_pdf.plan_html(month, cat)


# ----- 4. days of the month from 1, everywhere


def _run_rows(html: str) -> list[list[str]]:
    """The cells of the PDF's table of every run (between its heading and the next one)."""
    part = html.split("Every run of the month", 1)[1].split("<h2", 1)[0]
    rows = re.findall(r"<tr[^>]*>(.*?)</tr>", part, re.S)
    return [[re.sub(r"<[^>]+>", "", c) for c in re.findall(r"<td[^>]*>(.*?)</td>", r, re.S)] for r in rows]


def test_days_are_counted_from_1_in_the_table_the_csv_and_the_json_as_on_the_timelines(month, cat):
    runs = month.schedule
    late = max(runs, key=lambda r: r.start_h)
    assert runs[0].start_h == 0 and late.start_h > 24
    # the timelines: a bar starting at hour h is drawn at x = h / 24, under the day numbered x + 1
    axis = DayAxis("bottom")
    assert axis.tickStrings([0.0, 7.0], 1.0, 1.0) == ["1", "8"]
    with W.using_language("en"):
        rows = _run_rows(plan_pdf.plan_html(month, cat))
        raw = plan_pdf.plan_csv_for_language(month, cat, "en").decode("utf-8-sig")
    head, *body = rows
    assert head[2:4] == ["Start day (from 1)", "End day (from 1)"]
    assert [(r[2], r[3]) for r in body] == [(W.number(1 + r.start_h / 24, 1), W.number(1 + r.end_h / 24, 1))
                                             for r in runs]
    assert body[0][2] == "1.0"  # the month's first run starts at the start of day 1, not "0"
    table = list(csv.DictReader(io.StringIO(raw)))
    start = "Start day (day of the month, from 1)"
    assert start in table[0] and "End day (day of the month, from 1)" in table[0]
    got = [float(r[start]) for r in table if r["Row"] == "run"]  # plain numbers, machine-readable
    assert got == pytest.approx([1 + r.start_h / 24 for r in runs], abs=1e-4)
    assert got[0] == 1.0
    doc = month.to_dict()["schedule"]
    assert [d["start_day"] for d in doc] == pytest.approx([1 + r.start_h / 24 for r in runs], abs=0.006)
    assert [d["start_hour"] for d in doc] == pytest.approx([r.start_h for r in runs], abs=0.006)
    with W.using_language("zh_CN"):
        zh = plan_pdf.plan_csv_for_language(month, cat, "zh_CN").decode("utf-8-sig").splitlines()[0]
    assert "开始日（月内第几天，从 1 起）" in zh


# ----- 5. the plan's currency named as the wizard names it


@pytest.mark.parametrize("lang", ["zh_CN", "en"])
def test_the_plans_currency_is_named_as_in_the_wizard(qtbot, cat, lang):
    app = QApplication.instance()
    install_language(app, lang)
    try:
        w = plan_window(qtbot, cat)
        dlg = JobDialog(cat, {"name": "x", "runs_per_month": 1, "scenario": NEW_JOB}, w)
        qtbot.addWidget(dlg)
        ours = [w.currency.itemText(i) for i in range(w.currency.count())]
        wizard = [dlg.wizard.budget_currency.itemText(i) for i in range(dlg.wizard.budget_currency.count())]
    finally:
        install_language(app, "en")
    assert ours == wizard and ours[0] == ("人民币（¥）" if lang == "zh_CN" else "CNY (¥)")
    assert "CNY" not in ours
    w.currency.setCurrentIndex(w.currency.findData("USD"))  # the file still holds the code
    assert w.plan_obj()["preferences"]["currency"] == "USD"
