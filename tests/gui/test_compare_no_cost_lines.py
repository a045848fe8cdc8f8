"""A side whose answer lists no cost lines (the source article's own answer: its figures only) says so in one
sentence where its cost-line table stood empty without a word, in both languages; a side with cost lines keeps
its table."""

from __future__ import annotations

from pathlib import Path

import pytest

from gpu_advisor import text as W
from gpu_advisor.core.plan import read_answer
from gpu_advisor.gui.compare_view import CompareWindow
from gpu_advisor.gui.worker import SyncExecutor
from gpu_advisor.text import plan_text

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("lang, words", [("en", "No cost lines"), ("zh_CN", "没有费用明细")])
def test_an_answer_without_cost_lines_says_so_in_place_of_its_table(qtbot, cat, lang, words):
    with W.using_language(lang):
        w = CompareWindow(cat, executor=SyncExecutor())
        qtbot.addWidget(w)
        scenario = read_answer(ROOT / "examples" / "startup-engineer-seed000.json", cat)
        article = read_answer(ROOT / "examples" / "answers" / "compare-article-seed000.json", cat)
        assert scenario.option.get("cost_lines") and not article.option.get("cost_lines")
        w.set_side("a", scenario)
        w.set_side("b", article)
        w.show()
        qtbot.waitExposed(w)
        # B: the sentence, no empty table; A: its table of cost lines, no sentence
        assert w.no_lines["b"].isVisible() and not w.lines["b"].isVisible()
        assert w.no_lines["b"].text() == plan_text.no_cost_lines_text()
        assert w.no_lines["b"].text().startswith(words), w.no_lines["b"].text()
        assert w.lines["a"].isVisible() and w.lines["a"].rowCount() > 0 and not w.no_lines["a"].isVisible()
        # the sides swapped: each follows its answer
        w.set_side("a", article)
        w.set_side("b", scenario)
        assert w.no_lines["a"].isVisible() and not w.lines["a"].isVisible()
        assert w.lines["b"].isVisible() and not w.no_lines["b"].isVisible()
        # no answer yet on a side: neither the sentence nor anything in the table
        w.set_side("a", None)
        assert not w.no_lines["a"].isVisible() and w.lines["a"].rowCount() == 0
