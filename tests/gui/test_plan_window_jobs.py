"""The Team plan window shows each job's servers, billing, hours, runs and month, and its warnings; the budget is
converted when the currency changes; the undo buttons keep their width; the job dialog of a service."""

from __future__ import annotations

import copy

import pytest
from PySide6.QtCore import Qt

from gpu_advisor.core.catalog import load_bundled
from gpu_advisor.core.plan import budget_rate
from gpu_advisor import text as W
from gpu_advisor.gui.team_plan import JobDialog
from gpu_advisor.text import plan_text
from ..core.test_plan_room import PLAN
from ..support import plan_window


@pytest.fixture(scope="module")
def cat():
    return load_bundled()


def _window(qtbot, cat, budget: float = 100000):
    w = plan_window(qtbot, cat)
    obj = copy.deepcopy(PLAN)
    obj["budget"]["amount"] = budget
    w.set_plan(obj, saved=True)
    assert w.result is not None
    return w


def test_the_window_lists_each_jobs_servers_billing_hours_runs_and_month(qtbot, cat):
    w = _window(qtbot, cat)
    m = w.jobs_table.model()
    assert m.rowCount() == 3 and m.columnCount() == len(plan_text.JOB_COLUMNS)
    res = w.result
    pre = res.jobs[1]
    o = pre.recommendation.recommendation
    servers = m.data(m.index(1, 1))
    assert f"{W.number(o.gpu_count)} × {o.gpu}" in servers  # "256 × B200 on Nebius Israel", me-west1 in its tip
    assert W.region_name(o.region) in servers and o.region in m.data(m.index(1, 1), Qt.ItemDataRole.ToolTipRole)
    assert W.provider_name(cat, o.provider) in servers
    assert m.data(m.index(1, 2)) == W.billing_name(o.billing)
    assert m.data(m.index(1, 3)) == W.hours(pre.hours_per_run)
    assert m.data(m.index(1, 4)) == "1" and m.data(m.index(2, 4)) == "always on"
    assert m.data(m.index(1, 5)) == W.money(pre.cost_per_month, res.currency)
    chat = res.jobs[2].recommendation.recommendation
    assert m.data(m.index(2, 6)) == chat.price_as_of  # the service's price "as of 2023" is seen
    w._no_month("x", "y")
    assert m.rowCount() == 0


def test_each_jobs_warnings_are_in_the_notes_named_by_the_job(qtbot, cat):
    w = _window(qtbot, cat)
    notes = w.notes.text()
    with W.using_catalog(cat):  # providers by name ("Microsoft Azure"), as the window's catalog has them
        for j in w.result.jobs:
            for n in j.recommendation.warnings:
                assert W.describe_note(n, w.result.currency) in notes
    assert "“7B pre-training (100B tokens)”: " in notes
    spot = next(n for n in w.result.jobs[1].recommendation.warnings if n.code == "spot_refused")
    assert f"“7B pre-training (100B tokens)”: {W.describe_note(spot, 'CNY')}" in notes


def test_changing_the_currency_converts_the_budget_once_and_undo_brings_it_back(qtbot, cat):
    w = _window(qtbot, cat)
    rate, _ = budget_rate(cat, "USD", "CNY")
    w.currency.setCurrentIndex(w.currency.findData("USD"))
    assert w.budget.value() == round(100000 / rate)  # not $100,000
    assert w.plan_obj()["budget"] == {"amount": round(100000 / rate), "currency": "USD", "per": "month"}
    assert w.budget_note.isVisible() and w.budget_note.text() == plan_text.budget_converted_text("USD", rate, "CNY")
    assert w.result.budget == pytest.approx(round(100000 / rate))
    w.undo.undo()
    assert w.currency.currentData() == "CNY" and w.budget.value() == 100000 and not w.budget_note.isVisible()


def test_room_notes_say_which_bound_applies_and_over_budget_say_what_fits(qtbot, cat):
    w = _window(qtbot, cat)
    lora = w.result.room[0]  # its runs on servers of their own overlap: the budget binds, not the month's hours
    assert plan_text.room_sentence(lora) in w.notes.text() and "month's hours" not in w.notes.text()
    assert "the budget left is the bound" in w.notes.text() and f"up to {lora.at_once} at once" in w.notes.text()
    w.budget.setValue(50000)
    notes = w.notes.text()
    assert "Room for 0" not in notes
    assert "leave “7B pre-training (100B tokens)” out of the month" in notes


def test_the_undo_button_keeps_its_text_and_width(qtbot, cat):
    w = _window(qtbot, cat)
    width = w.undo_button.sizeHint().width()
    w.budget.setValue(90000)
    assert w.undo_button.isEnabled() and w.undo_button.text() == "Undo"
    assert "Change the budget" in w.undo_button.toolTip() and w.undo_button.sizeHint().width() == width
    w.undo_button.click()
    assert w.budget.value() == 100000 and w.redo_button.isEnabled()


def test_the_meter_writes_both_amounts_in_one_style_in_chinese(qtbot, cat):
    w = _window(qtbot, cat)
    with W.using_language("zh_CN"):
        text = plan_text.meter_text(w.result)
    assert "万" not in text and "¥100,000" in text and "¥86,942" in text  # (the trained weights downloaded, not the checkpoint with its optimizer states: ¥87,037 before; the data disks read at their size's rate: ¥87,036 before; the pre-training's 100B tokens copied onto its servers and held on their disks: ¥85,755 before; a service's system disk from its model: ¥86,036 before; ¥86,028 before the checkpoint) was "每月 ¥86,028 / ¥10万"


def test_a_services_job_dialog_shows_no_runs_per_month(qtbot, cat):
    job = copy.deepcopy(PLAN["jobs"][2])
    dlg = JobDialog(cat, job)
    qtbot.addWidget(dlg)
    dlg.show()
    assert not dlg.form.isRowVisible(dlg.runs) and dlg.always.isChecked()
    dlg.wizard.task_buttons["finetune"].setChecked(True)
    assert dlg.form.isRowVisible(dlg.runs)
    lab = next(lb for lb in dlg.wizard.findChildren(type(dlg.name_problem))
               if lb.text() == "Questions per person per working day")
    assert lab.minimumWidth() >= lab.fontMetrics().horizontalAdvance(lab.text())


def test_the_csv_names_servers_as_the_pdf_does_and_keeps_one_meaning_per_column(cat):
    import csv
    import io
    from gpu_advisor.core.plan import parse_plan, plan_month
    from gpu_advisor.gui.plan_pdf import plan_csv_for_language, plan_html
    res = plan_month(cat, parse_plan(copy.deepcopy(PLAN), cat))
    rows = list(csv.DictReader(io.StringIO(plan_csv_for_language(res, cat).decode("utf-8-sig"))))
    html = plan_html(res, cat)
    lora = [r for r in rows if r["Job"] == "Nightly LoRA retrain" and r["Row"] in ("job", "cost line")]
    assert {r["Servers"] for r in lora} == {plan_text.servers_name("burst-1", res)}  # not "Own servers (job 1)"
    assert "Own servers (job 1)" not in "".join(r["Servers"] for r in rows)
    assert not any(r["Unit"] == "nodes" for r in rows) and any(r["Unit"] == "servers" for r in rows)
    runs = [r for r in rows if r["Row"] == "run" and r["Job"] == "Nightly LoRA retrain"]
    assert sorted(int(r["Run"]) for r in runs) == list(range(1, 31)) and all(r["Runs per month"] == "" for r in runs)
    notes = [r for r in rows if r["Row"] == "note"]
    spot = next(n for n in res.jobs[1].recommendation.warnings if n.code == "spot_refused")
    assert {"Job": "7B pre-training (100B tokens)", "Note": W.describe_note(spot, "CNY")}.items() <= \
        next(r for r in notes if r["Note"] == W.describe_note(spot, "CNY")).items()
    from gpu_advisor.gui.proposal_pdf import esc
    assert esc(f"“7B pre-training (100B tokens)”: {W.describe_note(spot, 'CNY')}") in html  # the PDF's notes
