"""The card says why a chat service with long prompts costs more than the cheapest servers that carry its load
(walk 18: 16,000-token prompts, 1 × B200 at ¥36,709 a month where 2 × GH200 at ¥25,187 carry the load but bring the
first token after 0.54 s, and nothing on screen said so): under its figures, in English and Chinese, for the
recommendation only; the Alternatives tab lists the cheaper option with its time to the first token."""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from gpu_advisor import text as words
from gpu_advisor.core.catalog.load import load_bundled
from gpu_advisor.core.scenario.spec import parse_scenario
from gpu_advisor.core.select.recommendation import recommend
from gpu_advisor.gui.app import install_language
from gpu_advisor.gui.result_view import ResultView

LONG = {"task": "inference", "workload": "llm", "inference": {"input_tokens": 16000},
        "model": {"preset": "mistral-7b"}, "preferences": {"currency": "CNY"}}  # (the walk's case: Mistral 7B)


def test_the_card_says_the_first_token_made_the_answer_dearer(qtbot):
    cat = load_bundled()
    sc = parse_scenario(LONG, cat)
    rec = recommend(cat, sc, today=dt.date(2026, 12, 3))
    words.set_catalog(cat)
    app = QApplication.instance()
    for lang, said, slow in (("en", "Prompts of 16,000 tokens make the first token slow", "0.472 s to the first token"),
                             ("zh_CN", "提示词长达 16,000 个 token，首个 token 来得慢", "首个 token 要 0.472 秒")):
        install_language(app, lang)
        try:
            view = ResultView()
            qtbot.addWidget(view)
            view.resize(1280, 720)
            view.show()
            view.show_result(rec, sc, cat)
            card = view.card
            assert card.why.isVisibleTo(card) and card.why.text().startswith(said), card.why.text()
            assert "1 × GH200" in card.why.text() and "¥12,031" in card.why.text()
            assert said in view.notes.toPlainText()  # and among the reasons ("Why this one")
            view.tabs.setCurrentIndex(next(i for i in range(view.tabs.count())
                                            if view.tabs.widget(i).isAncestorOf(view.alt_view)))
            m = view.alt_model
            heads = [m.headerData(c, Qt.Orientation.Horizontal) for c in range(m.columnCount())]
            why = heads.index(view.tr("Why not chosen"))
            assert slow in m.data(m.index(1, why))  # the cheapest option the limit took out, after the runner-up
            view.show_alternative(1)  # an alternative in the card: the sentence is the recommendation's
            assert not card.why.isVisibleTo(card)
        finally:
            install_language(app, "en")
