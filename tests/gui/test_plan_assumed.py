"""The Team plan states each job's "I don't know" answers and what was assumed for them (walk 18: neither the window
nor the PDF or CSV said the article's training assumed ResNet-50 and 90 passes, nor that the chat service assumed
Mistral 7B and 5 questions a person a day; the PDF said they were "in the JSON of the plan", which holds only the
answers given): in the window's notes and the job's tooltip, the PDF's per-job list and the CSV, in both languages."""

from __future__ import annotations

import csv
import io

import pytest
from PySide6.QtCore import Qt

from gpu_advisor import text as W
from gpu_advisor.core.catalog import load_bundled
from gpu_advisor.core.plan import parse_plan, plan_month
from gpu_advisor.gui import plan_pdf
from gpu_advisor.text import plan_text
from ..support import plan_window

# The tester's plan: the article's training (model and passes left open) and a chat for 50 people (model left open)
PLAN = {"schema_version": 1, "name": "Article team month", "preferences": {"currency": "CNY"},
        "budget": {"amount": 100000.0, "currency": "CNY", "per": "month"},
        "jobs": [{"name": "Article training", "runs_per_month": 4,
                  "scenario": {"schema_version": 1, "task": "train", "workload": "cv", "data": {"dataset_gb": 50},
                               "deadline_hours": 100}},
                 {"name": "Chat for 50 people", "always_on": True,
                  "scenario": {"schema_version": 1, "task": "inference", "workload": "llm",
                               "inference": {"users": 50}}}]}


@pytest.fixture(scope="module")
def cat():
    return load_bundled()


@pytest.fixture(scope="module")
def res(cat):
    return plan_month(cat, parse_plan(PLAN, cat))


def _assumed(job) -> dict:
    return {a.path: a.value for a in job.assumed}


def test_each_job_of_the_result_carries_what_its_scenario_assumed(res):
    train, chat = res.jobs
    assert _assumed(train)["model.preset"] == "resnet-50" and _assumed(train)["data.epochs"] == 90
    assert _assumed(chat)["model.preset"].startswith("qwen2.5-7b")
    assert _assumed(chat)["inference.requests_per_user"] == 5
    doc = res.to_dict()["jobs"]
    assert any(a["path"] == "data.epochs" and a["value"] == 90 and a["why"] for a in doc[0]["assumed"])


@pytest.mark.parametrize("lang, words", [("en", ("ResNet-50", "90 passes", "Qwen2.5 7B", "5 a working day")),
                                         ("zh_CN", ("ResNet-50", "90 遍", "Qwen2.5 7B", "每个工作日 5 次"))])
def test_the_pdf_lists_each_jobs_assumed_answers_and_says_where_truly(res, cat, lang, words):
    with W.using_language(lang), W.using_catalog(cat):
        html = plan_pdf.plan_html(res, cat)
        heading = plan_text.assumed_heading()
    assert heading in html
    body = html[html.index(heading):]
    for w in words:
        assert w in body
    assert "JSON of the plan" not in html and "in the job's proposal" not in html
    with W.using_language(lang), W.using_catalog(cat):  # the main window's words for the same answers
        rows = W.assumed_rows(res.jobs[0], cat)
    assert rows and all(f"{k}: {v}" in html or f"{k}：{v}" in html for k, v, _, _ in rows)


@pytest.mark.parametrize("lang, kind, passes", [("en", "answer assumed", "90 passes"), ("zh_CN", "采用的假设", "90 遍")])
def test_the_csv_has_a_row_per_assumed_answer(res, cat, lang, kind, passes):
    rows = list(csv.reader(io.StringIO(plan_pdf.plan_csv_for_language(res, cat, lang).decode("utf-8-sig"))))
    with W.using_language(lang):
        labels = plan_text.csv_labels()
    got = [dict(zip(rows[0], r)) for r in rows[1:] if r[0] == kind]
    job, item, note = labels["job"], labels["item"], labels["note"]
    by_job = {}
    for r in got:
        by_job.setdefault(r[job], []).append((r[item], r[note]))
    assert set(by_job) == {"Article training", "Chat for 50 people"}
    assert any(n.startswith(passes) for _, n in by_job["Article training"])
    assert any(n.startswith("Qwen2.5 7B") for _, n in by_job["Chat for 50 people"])
    assert len(by_job["Article training"]) == len(res.jobs[0].assumed)


def test_the_window_says_each_jobs_assumed_answers_in_its_notes_and_tooltip(qtbot, cat):
    w = plan_window(qtbot, cat)
    w.set_plan(PLAN, saved=True)
    assert w.result is not None
    notes = w.notes.text()
    head = notes.index("“Article training”, answers you left open, and what was assumed:")
    # ("90 pass(es)" without the English plural forms installed, "90 passes" in the app)
    assert "? Model: ResNet-50" in notes[head:] and "? Passes over the data: 90 pass" in notes[head:]
    assert "Requests per person a day: 5 a working day" in notes
    m = w.jobs_table.model()
    tip = m.data(m.index(1, 0), Qt.ItemDataRole.ToolTipRole)
    assert "Chat for 50 people" in tip and "Qwen2.5 7B" in tip and "Answers you left open" in tip


def test_the_command_lines_summary_lists_them_too(res, cat):
    with W.using_language("en"):
        lines = plan_text.plan_lines(res, cat)
    at = lines.index("1. Article training — Answers you left open, and what was assumed:")
    assert any("ResNet-50" in t for t in lines[at:at + 4])
