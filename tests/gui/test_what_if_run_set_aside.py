"""Walk 24: a past run of 100 hours (on an unknown GPU) for pretraining a language model on 50 GB implies several
thousand percent of the peak, so the estimate sets it aside (its warning says so). The card's what-if still said
"(times follow your past run's hours, which measured your own model, except …)" — the card and the proposal worked
the what-if out without the answer's warnings — and its "If the GPU of your time estimate differs" line gave T4, V100
and A100 three identical answers with no word why. Now no line claims the times follow a run set aside, and the GPU
line says its GPU does not matter: on the card, on the command line and in the proposal PDF, in both languages."""

from __future__ import annotations

import datetime as dt

import pytest

from gpu_advisor import text as W
from gpu_advisor.cli import main
from gpu_advisor.core.scenario.spec import parse_scenario
from gpu_advisor.core.select.recommendation import recommend, what_if
from gpu_advisor.gui.proposal_what_if import what_if_section, with_what_if
from gpu_advisor.gui.result_view import ResultView
from gpu_advisor.gui.worker import SyncExecutor

TODAY = dt.date(2026, 12, 6)
LLM = {"schema_version": 1, "task": "train", "workload": "llm", "data": {"dataset_gb": 50},
       "reference_run": {"hours": 100}, "budget": {"amount": 100000, "currency": "CNY", "per": "month"}}
FOLLOWS = ("past run's hours, which measured", "时间按您以往运行的小时数推算")
NO_MATTER = {"en": "its GPU does not matter", "zh_CN": "所用 GPU 无关紧要"}


@pytest.fixture(scope="module")
def case(cat):
    sc = parse_scenario(LLM, cat)
    rec = recommend(cat, sc, today=TODAY)
    assert any(n.code == "reference_run_implausible" and n.detail.get("set_aside") for n in rec.warnings)
    return rec, sc


def _gpu_rows(rows):
    return [r for r in rows if r["assumption"] == "reference_run.gpu"]


def test_the_rows_say_the_run_was_set_aside_and_never_that_times_follow_it(cat, case):
    rec, sc = case
    rows = what_if(cat, sc, rec.recommendation, today=TODAY, warnings=rec.warnings)
    gpu = _gpu_rows(rows)
    assert len(gpu) == 3 and all(r.get("run_set_aside") for r in gpu)
    assert len({(r["gpu"], r["gpu_count"], round(r["total_cost"])) for r in gpu}) == 1  # one answer, three times
    assert not any(r.get("hours_from") for r in rows)  # (the model's rows: each set the run aside too)
    # the proposal's export (before the card has them) and the card's worker pass the answer's warnings
    filled = with_what_if(rec, sc, cat).what_if
    assert [r.get("hours_from") for r in filled] == [r.get("hours_from") for r in rows]
    assert [r.get("run_set_aside") for r in filled] == [r.get("run_set_aside") for r in rows]


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_the_card_says_the_gpu_does_not_matter(qtbot, cat, case, monkeypatch, lang):
    from PySide6.QtWidgets import QApplication

    from gpu_advisor.gui.app import install_language
    rec, sc = case
    monkeypatch.setattr(ResultView, "what_if_executor", SyncExecutor())
    monkeypatch.setattr(ResultView, "what_if_delay_ms", 0)
    app = QApplication.instance()
    install_language(app, lang)
    try:
        W.set_catalog(cat)
        view = ResultView()
        qtbot.addWidget(view)
        view.show_result(rec, sc, cat)
        card = view.card
        qtbot.waitUntil(lambda: "A100-80GB" in card.what_if.text(), timeout=30000)
        text = card.what_if.text()
    finally:
        install_language(app, "en")
    assert not any(f in text for f in FOLLOWS), text
    (line,) = [ln for ln in text.splitlines() if "T4" in ln]
    assert NO_MATTER[lang] in line, line


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_the_proposal_says_it_under_its_table(qapp, cat, case, lang):
    rec, sc = case
    with W.using_language(lang):
        W.set_catalog(cat)
        html = what_if_section(with_what_if(rec, sc, cat), sc, cat, "CNY")
    assert NO_MATTER[lang] in html
    assert not any(f in html for f in FOLLOWS)


def test_the_command_line_says_it(tmp_path, capsys):
    import json
    path = tmp_path / "llm.json"
    path.write_text(json.dumps(LLM), encoding="utf-8")
    assert main(["recommend", str(path)]) == 0
    out = capsys.readouterr().out
    (line,) = [ln for ln in out.splitlines() if ln.startswith("If the GPU of your time estimate differs")]
    assert NO_MATTER["en"] in line and not any(f in out for f in FOLLOWS)
