"""The card's status line joins the broken requirements' sentences as the language writes them: in Chinese with no
space after the full stop ('…的 11 倍。每月费用…'; it read '。 每月费用' when a scenario's deadline and budget could
both not be met), in English with one; the line of why the answer costs more, and the result pane's message, alike."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gpu_advisor import text as W
from gpu_advisor.core.scenario.spec import parse_scenario
from gpu_advisor.core.select.recommendation import recommend
from gpu_advisor.gui.result_card import Card

ROOT = Path(__file__).resolve().parents[2]
ARTICLE = json.loads((ROOT / "resources" / "start" / "article-case.json").read_text(encoding="utf-8"))
# three minutes and ¥10 a month for the article's images: neither can be met
TIGHT = {**ARTICLE, "deadline_hours": 0.05, "budget": {"amount": 10, "currency": "CNY", "per": "month"}}


@pytest.mark.parametrize("lang", ["en", "zh_CN"], indirect=True)
def test_two_broken_requirements_read_as_the_language_joins_sentences(qtbot, cat, lang):
    sc = parse_scenario(TIGHT, cat)
    opt = recommend(cat, sc).recommendation
    assert {n.code for n in opt.broken} >= {"deadline", "budget"}
    card = Card()
    qtbot.addWidget(card)
    card.show_option(opt, cat, True, sc)
    text = card.status.text()
    sentences = [W.describe_note(n, opt.currency) for n in opt.broken]
    if lang == "zh_CN":
        assert "。 " not in text and "。每月费用" in text, text
    else:
        assert ". Costs " in text, text
    assert text == "✗ " + W.join_sentences(sentences)


@pytest.mark.parametrize("lang", ["en", "zh_CN"], indirect=True)
def test_the_why_line_joins_its_sentences_alike(qtbot, lang):
    card = Card()
    qtbot.addWidget(card)
    if lang == "zh_CN":
        card.set_why(["首个词元的等待决定了方案。", "更便宜的方案等待太久。"])
        assert card.why.text() == "首个词元的等待决定了方案。更便宜的方案等待太久。"
    else:
        card.set_why(["The first token decides.", "Cheaper ones wait too long."])
        assert card.why.text() == "The first token decides. Cheaper ones wait too long."


def test_the_result_panes_message_joins_its_parts_alike(qtbot, win, monkeypatch, qapp):
    """Answers the engine refuses beside a page marked in red: the message's parts in Chinese without '。 '."""
    from gpu_advisor.core import scenario as scenario_pkg
    from gpu_advisor.core.base import problem_details as D
    from gpu_advisor.core.base.problems import CatalogError, Problem
    from gpu_advisor.gui.app import install_language

    def refuse(*_a, **_k):
        raise CatalogError([Problem("scenario", D.NoOption())])

    install_language(qapp, "zh_CN")
    try:
        monkeypatch.setattr(win.wizard, "pages_with_errors", lambda: ["模型"])
        monkeypatch.setattr(scenario_pkg, "parse_scenario", refuse)
        win._parsed = None
        win.recompute()
        text = win.result.message.text()
    finally:
        install_language(qapp, "en")
    assert "（已标红）。scenario" in text and "。 " not in text, text
