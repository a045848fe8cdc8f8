"""The Cost lines tab and the breakdown chart write a bill's lines in cents, as the proposal PDF and the command
line do (walk 20: a line of the article's ¥15.59 bill read '¥0.0106' on screen and '¥0.01' in the PDF)."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path

from PySide6.QtCore import Qt

from gpu_advisor import text as W
from gpu_advisor.core.catalog.load import load_bundled
from gpu_advisor.core.scenario.spec import parse_scenario
from gpu_advisor.core.select.recommendation import recommend
from gpu_advisor.gui.result_view import ResultView

ROOT = Path(__file__).resolve().parents[2]
ARTICLE = json.loads((ROOT / "resources" / "start" / "article-case.json").read_text(encoding="utf-8"))


def test_a_line_below_one_yuan_of_the_article_bill_reads_in_cents(qtbot):
    cat = load_bundled()
    opt = recommend(cat, parse_scenario(ARTICLE, cat), today=dt.date(2026, 12, 3)).recommendation
    costs = [ln.cost for ln in opt.cost_lines if ln.cost is not None]
    assert sum(costs) >= 1 and any(0 < c < 1 for c in costs)  # the case this is about: a small line of a real bill
    view = ResultView()
    qtbot.addWidget(view)
    view._fill_lines_table(opt)
    m = view.lines_model
    col = next(c for c in range(m.columnCount()) if m.headerData(c, Qt.Orientation.Horizontal) == "Cost")
    shown = [m.data(m.index(r, col)) for r in range(m.rowCount())]
    for text, cost in zip(shown, [ln.cost for ln in opt.cost_lines]):
        if cost is not None and 0 < cost < 1:
            assert text in (W.money(round(cost, 2), opt.currency, exact=True), "<¥0.01", "‹¥0.01"), text
            assert len(text.split(".")[-1]) == 2, text  # cents: two decimals, never '¥0.0106'
    view.build_charts()
    view._update_breakdown_chart(opt)
    labels = [t.toPlainText() for t in view.breakdown_chart.texts if t.isVisible()]
    small = [W.money(c, opt.currency) for c in costs if 0 < c < 1]  # as they read before: '¥0.0106'
    assert labels and not any(s in labels for s in small if len(s.split(".")[-1]) > 2), labels
