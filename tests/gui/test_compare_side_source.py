"""Where each side of a comparison comes from, said truly and in the window's language.

* The main window's answer was labelled with the last saved file even after the answers changed: saved as
  C-usd.json, the currency switched back to CNY, and side A showed the CNY answer as "C-usd.json" (both sides then
  read "C-usd.json" in the window and the PDF).
* The article's own answer was described in English in the Chinese window and PDF ("seed 000 (the article's own
  answer: 4*A800-40G…)")."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

from gpu_advisor import text as W
from gpu_advisor.core.plan import compare_answers, read_answer
from gpu_advisor.gui.compare_view import CompareWindow, current_answer
from gpu_advisor.gui.plan_pdf import compare_html
from gpu_advisor.gui.worker import SyncExecutor
from gpu_advisor.text import plan_text

ROOT = Path(__file__).resolve().parents[2]
ARTICLE = ROOT / "examples" / "answers" / "compare-article-seed000.json"


def _window(cat, path, dirty):
    ans = read_answer(ROOT / "examples" / "startup-engineer-seed000.json", cat)
    return SimpleNamespace(rec=ans.rec, scenario=ans.scenario, path=path, is_dirty=lambda: dirty)


def test_the_windows_answer_changed_since_saved_is_not_the_saved_file(qtbot, cat):
    w = CompareWindow(cat, executor=SyncExecutor())
    qtbot.addWidget(w)
    with W.using_language("en"):
        w.set_side("a", current_answer(_window(cat, Path("/tmp/C-usd.json"), True)))
        w.set_side("b", read_answer(ARTICLE, cat))
        card = w.cards["a"].text.text()
        assert "this window's answer (C-usd.json changed since saved)" in card, card
        assert ">C-usd.json<" not in card
        html = compare_html(w.comparison, cat)
        assert "C-usd.json changed since saved" in html
        assert "C-usd.json changed since saved" in plan_text.compare_lines(w.comparison, cat)[0]
        w.set_side("a", current_answer(_window(cat, Path("/tmp/C-usd.json"), False)))
        assert ">C-usd.json<" in w.cards["a"].text.text()
        w.set_side("a", current_answer(_window(cat, None, False)))
        assert "this window's answer (not saved)" in w.cards["a"].text.text()
    with W.using_language("zh_CN"):
        w.set_side("a", current_answer(_window(cat, Path("/tmp/C-usd.json"), True)))
        card = w.cards["a"].text.text()
        assert "本窗口的答案" in card and "C-usd.json" in card, card


def test_the_articles_answer_is_described_in_the_language_of_the_window(qtbot, cat):
    a = read_answer(ROOT / "examples" / "startup-engineer-seed000.json", cat)
    c = compare_answers(a, read_answer(ARTICLE, cat))
    with W.using_language("zh_CN"):
        zh = plan_text.answer_source(c.b)
        html = compare_html(c, cat)
        lines = "\n".join(plan_text.compare_lines(c, cat))
    assert "the article" not in zh and "文章自己的答案" in zh and "4 × A800-40GB" in zh and "¥80,000" in zh, zh
    assert "the article's own answer" not in html and zh in html
    assert "the article's own answer" not in lines
    with W.using_language("en"):
        en = plan_text.answer_source(c.b)
    assert en == ("the article's own answer, seed 000: 4 × A800-40GB, Spot (interruptible), about 40 hours, "
                  "at most ¥80,000 a month"), en
