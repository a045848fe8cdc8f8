"""The app's card for a serving load no configuration can carry (issue 26, item 7): no configuration, a headline that
says so, and the note's sentence with its numbers under Warnings, in English and in Chinese."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from gpu_advisor.core.catalog.load import load_bundled
from gpu_advisor.core.scenario.spec import parse_scenario
from gpu_advisor.core.select.recommendation import recommend
from gpu_advisor import text as words
from gpu_advisor.gui.result_view import ResultView

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


@pytest.fixture(scope="module")
def impossible():
    cat = load_bundled()
    doc = json.loads((EXAMPLES / "qwen-7b-inference-low-qps.json").read_text(encoding="utf-8"))
    doc["inference"]["output_tokens"] = 1_000_000  # 5 requests/s of a million output tokens each, within 10 s
    sc = parse_scenario(doc, cat)
    return recommend(cat, sc, today=dt.date(2026, 12, 3)), sc, cat


def test_the_card_says_no_service_can_carry_the_load_and_why(qtbot, impossible):
    rec, sc, cat = impossible
    assert rec.recommendation is None and rec.warnings[0].code == "serving_impossible"
    view = ResultView()
    qtbot.addWidget(view)
    view.show_result(rec, sc, cat)
    view.flush()
    assert view.card.headline.text() == "No service can carry this load: see the warning below."
    assert view.card.where.text() == "" and view.summary.text() == ""
    assert not view.launch_button.isEnabled()  # nothing to launch (it said so only once pressed)
    notes = view.notes.toPlainText()
    d = rec.warnings[0].detail
    assert "No service can answer a request within 10 s: one request of 1,000,000 output tokens takes at least" in notes
    assert f"or at most {d['max_output_tokens']:,} output tokens per request" in notes
    assert f"({d['gpus_per_replica']} × {d['gpu']})" in notes


def test_the_card_and_the_note_in_chinese(qtbot, impossible):
    rec, sc, cat = impossible
    tr = QTranslator()
    assert tr.load("gpu_advisor_zh_CN", str(words.i18n_dir()))
    QCoreApplication.installTranslator(tr)
    try:
        view = ResultView()
        qtbot.addWidget(view)
        with words.using_language("zh_CN"):
            view.show_result(rec, sc, cat)
            view.flush()
            text = words.describe_note(rec.warnings[0])
        assert view.card.headline.text() == "没有任何服务能承载这个负载：见下方警告。"
        assert text.startswith("没有任何服务能在 10 秒内答完一个请求")
        assert f"最多 {rec.warnings[0].detail['max_output_tokens']:,} 个 token" in text
        assert "没有任何服务能在" in view.notes.toPlainText()
    finally:
        QCoreApplication.removeTranslator(tr)
