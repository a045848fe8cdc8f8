"""The Compare chart's key says why a side has no point: the article's answer (4 × A800-40GB, 40 h, at most
¥80,000 a month, no total) was in the key as "B" with nothing drawn and nothing said. Its monthly figure is a ceiling,
not what its 40 hours cost, so no point is made up from it; the key (and the PDF chart's) says so."""

from __future__ import annotations

from pathlib import Path

from gpu_advisor import text as W
from gpu_advisor.core.plan import read_answer
from gpu_advisor.gui.compare_view import CompareWindow
from gpu_advisor.gui.worker import SyncExecutor
from gpu_advisor.text import plan_text

ROOT = Path(__file__).resolve().parents[2]


def test_the_articles_answer_is_in_the_key_with_its_reason(qtbot, cat):
    w = CompareWindow(cat, executor=SyncExecutor())
    qtbot.addWidget(w)
    w.set_side("a", read_answer(ROOT / "examples" / "startup-engineer-seed000.json", cat))
    w.set_side("b", read_answer(ROOT / "examples" / "answers" / "compare-article-seed000.json", cat))
    legend = w.chart.plotItem.legend
    key_a, key_b = legend.getLabel(w.fronts["a"]).text, legend.getLabel(w.fronts["b"]).text
    assert not list(w.fronts["b"].getData()[0] or []) and len(w.fronts["a"].getData()[0]) > 0
    assert key_a == W.compare_side("a")
    assert key_b == f"{W.compare_side('b')}: not drawn: a cost per month only, no total cost for its hours", key_b


def test_the_reason_follows_what_the_side_lacks():
    assert plan_text.not_drawn_text({"currency": "USD", "wall_hours": 3, "total_cost": 9}, True) == \
        "not drawn: another currency (USD)"
    assert plan_text.not_drawn_text({"monthly_cost": 80000}, False) == "not drawn: no time to finish"
    assert plan_text.not_drawn_text({"wall_hours": 40}, False) == "not drawn: no total cost"
