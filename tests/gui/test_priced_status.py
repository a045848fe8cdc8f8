"""The card's ✓ for the budget only when every cost line has a price (issue 29 item 3): with a line unpriced it
says "within budget on priced lines; N line(s) unpriced" without a ✓; an assumed price keeps the ✓ and is counted;
the cost-lines table names how each line is priced."""

from __future__ import annotations

import datetime as dt
import json
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest

from gpu_advisor.core.catalog.load import load_bundled
from gpu_advisor.core.scenario.spec import parse_scenario
from gpu_advisor.core.select.recommendation import recommend
from gpu_advisor.gui.result_card import Card
from gpu_advisor.gui.result_view import ResultView

ROOT = Path(__file__).resolve().parents[2]
ARTICLE = json.loads((ROOT / "resources" / "start" / "article-case.json").read_text(encoding="utf-8"))
TODAY = dt.date(2026, 12, 3)


@pytest.fixture(scope="module")
def cat():
    return load_bundled()


def _card(qtbot, cat, sc, opt) -> Card:
    card = Card()
    qtbot.addWidget(card)
    card.show_option(opt, cat, True, sc)
    return card


def test_the_article_case_gets_its_tick_with_every_line_priced(qtbot, cat):
    sc = parse_scenario(ARTICLE, cat)
    opt = recommend(cat, sc, today=TODAY).recommendation
    card = _card(qtbot, cat, sc, opt)
    assert all(ln.cost is not None for ln in opt.cost_lines)
    assert card.status.text() == "✓ meets the deadline, within budget"
    assert card.status.objectName() == "status_ok"


def test_an_unpriced_line_takes_the_budget_tick_away(qtbot, cat):
    st = cat["storage"].copy()
    st.loc[st["provider"] == "azure", "price_gb_month"] = np.nan  # a user's catalog without Azure disk prices
    bare = cat.with_table("storage", st)
    sc = parse_scenario({**ARTICLE, "preferences": {"providers": ["azure"], "currency": "CNY"}}, bare)
    opt = recommend(bare, sc, today=TODAY).recommendation
    assert opt.within_budget and not opt.complete
    card = _card(qtbot, bare, sc, opt)
    text = card.status.text()
    assert "within budget on priced lines; 2 line(s) unpriced" in text
    assert "✓ within budget" not in text and "within budget (priced lines only)" not in text
    assert text.startswith("✓ meets the deadline · ")  # the deadline was checked whole: its ✓ stays
    assert card.status.objectName() == "status_warn"
    # Without a deadline there is no ✓ at all.
    sc2 = replace(sc, deadline_hours=None)
    card2 = _card(qtbot, bare, sc2, opt)
    assert "✓" not in card2.status.text() and card2.status.text().startswith("within budget on priced lines")


def test_an_assumed_price_keeps_the_tick_and_is_named(qtbot, cat):
    sc = parse_scenario(json.loads((ROOT / "examples" / "llama-70b-inference-high-qps.json").read_text()), cat)
    rec = recommend(cat, sc, today=TODAY)
    card = _card(qtbot, cat, sc, rec.recommendation)
    assert card.status.text() == "✓ within budget (3 price(s) assumed)"
    view = ResultView()
    qtbot.addWidget(view)
    view._fill_lines_table(rec.recommendation)
    frame = view.lines_model._frame
    assert list(frame["Source"]) == ["price list", "assumed price", "assumed price", "included", "assumed price"]
