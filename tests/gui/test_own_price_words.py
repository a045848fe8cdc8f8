"""A price the user typed in the catalog editor is said to be theirs on the card (the total's tag: "your price, entered
2026-12-06", not "priced 2025-09" nor nothing), in the Cost lines tab's Source column, the Assumptions sheet's prices
line, the Alternatives table's billing cell and the proposal PDF, in both languages (walk 21: all of them read as if
the price came from the price list)."""

from __future__ import annotations

import datetime as dt

import pytest
from PySide6.QtCore import QCoreApplication, Qt

from gpu_advisor import text as W
from gpu_advisor.core.catalog import price_cites
from gpu_advisor.core.scenario.spec import parse_scenario
from gpu_advisor.core.select.recommendation import recommend
from gpu_advisor.gui import proposal_pdf as PDF
from gpu_advisor.gui.alt_table import alternatives_frame
from gpu_advisor.gui.result_card import Card
from gpu_advisor.gui.result_view import ResultView

from ..support import pdf_text_until

TODAY = dt.date(2026, 12, 6)
ARTICLE = {"task": "train", "workload": "cv", "data": {"dataset_gb": 50}, "deadline_hours": 100,
           "budget": {"amount": 100000, "currency": "CNY", "per": "month"}, "preferences": {"spot": "allow"}}
AZURE = ("azure", "westus3", "Standard_NC24ads_A100_v4")
MINE = {"en": "your price, entered 2026-12-06", "zh_CN": "您的价格，2026-12-06 录入"}


def _typed(cat, column: str, key: tuple[str, str, str] = AZURE, price: float | None = 0.30):
    """The bundled catalog with the price in ``column`` of a server (the walk's Azure westus3 A100) typed by the user on
    2026-12-06 ($0.30; None: the same figure as the price list's, typed again)."""
    inst = cat["instances"].copy()
    i = inst.index[(inst["provider"] == key[0]) & (inst["region"] == key[1]) & (inst["instance_type"] == key[2])][0]
    if price is not None:
        inst.loc[i, column] = price
    inst.loc[i, price_cites.COLUMN] = f"{column} 2026-12-06"
    return cat.with_table("instances", inst)


@pytest.fixture(scope="module")
def spot(cat):
    edited = _typed(cat, "spot_hour")
    sc = parse_scenario(ARTICLE, edited)
    return recommend(edited, sc, today=TODAY), sc, edited


def _column(model, name: str) -> list[str]:
    col = next(c for c in range(model.columnCount())
               if model.headerData(c, Qt.Orientation.Horizontal) == QCoreApplication.translate("ResultView", name))
    return [str(model.data(model.index(r, col))) for r in range(model.rowCount())]


@pytest.mark.parametrize("lang", ["en", "zh_CN"], indirect=True)
def test_the_card_tab_and_assumptions_say_the_price_is_the_users(qtbot, spot, lang, in_catalog):
    rec, sc, cat = spot
    opt = rec.recommendation
    assert (opt.instance_type, opt.billing, opt.price_source) == (AZURE[2], "spot", "user")
    card = Card()
    qtbot.addWidget(card)
    card.show_option(opt, cat, True, sc)
    total = card.values["total"].text()
    assert total.endswith(" · " + MINE[lang]), total
    assert "2025-09" not in total and "2026-12-06" in card.values["total"].toolTip()
    view = ResultView()
    qtbot.addWidget(view)
    view._fill_lines_table(opt)
    sources = _column(view.lines_model, "Source")
    server = [s for s, ln in zip(sources, opt.cost_lines) if ln.item in ("gpu_instance", "run_startup", "spot_rework")]
    assert server and set(server) == {MINE[lang]}
    price_list = W.priced_state_name("catalog")
    assert [s for s, ln in zip(sources, opt.cost_lines) if ln.item == "system_disk"] == [price_list]
    view._fill_assumptions(rec)
    frame = view.assumptions_model.frame()
    name = QCoreApplication.translate("ResultView", "Assumption")
    src = QCoreApplication.translate("ResultView", "Source")
    row = frame[frame[name] == W.translate("Words", "Prices as of")].iloc[0]
    assert MINE[lang] in row[src] and AZURE[2] in row[src], row[src]


@pytest.mark.parametrize("lang", ["en", "zh_CN"], indirect=True)
def test_an_alternative_on_the_users_price_says_so(qtbot, cat, lang, in_catalog):
    # RunPod's RTX 4090 spot price typed as the price list has it (a price the user confirmed is theirs): an
    # alternative (dearer than the pick by more than the fresh-price rule's tolerance)
    edited = _typed(cat, "spot_hour", ("runpod", "US", "1x_RTX4090_SECURE"), None)
    sc = parse_scenario(ARTICLE, edited)
    rec = recommend(edited, sc, today=TODAY)
    frame, shown, _ = alternatives_frame(rec, sc, edited, lambda p: W.provider_name(edited, p))
    # said at the cost, in view at 1280 x 720 (walk 21b: in the Billing column it was a scroll away), the day it
    # was entered in the cell's tooltip
    total = QCoreApplication.translate("ResultView", "Total")
    how = shown[total]
    cells = [(how(v), how.tip(v)) for v in frame[total]]
    short = W.own_price("user", None)
    mine = [c for c, o in zip(cells, rec.alternatives) if o.price_source == "user"]
    assert mine and all(text.endswith(" · " + short) and "2026-12-06" in tip
                        for text, tip in mine), cells
    assert not any(short in text or tip for (text, tip), o in zip(cells, rec.alternatives) if o.price_source != "user")
    billing = frame[QCoreApplication.translate("ResultView", "Billing")].tolist()
    assert not any(short in b for b in billing), billing  # (not said twice)


def test_an_untouched_price_keeps_its_date_tag(qtbot, cat, in_catalog):
    sc = parse_scenario(ARTICLE, cat)
    opt = recommend(cat, sc, today=TODAY).recommendation
    card = Card()
    qtbot.addWidget(card)
    card.show_option(opt, cat, True, sc)
    assert opt.price_source == "catalog" and "your price" not in card.values["total"].text()
    assert card.values["total"].text().endswith(" · priced " + W.dated(opt.price_as_of))


@pytest.mark.parametrize("language", ["en", "zh_CN"])
def test_the_proposal_pdf_says_the_price_is_the_users(qapp, spot, language, tmp_path):
    rec, sc, cat = spot
    path = tmp_path / "p.pdf"
    PDF.export_pdf(path, rec, sc, cat, lang=language)
    with W.using_language(language):
        entered = "".join(W.translate("Words", "entered by you (catalog editor)").split())
        own = W.translate("Proposal", "Your own prices, as you entered them: {0}.").split("{0}")[0]
    wanted = ("".join(MINE[language].split()), entered, "".join(own.split()))
    flat = pdf_text_until(path, lambda t: all(w in t for w in wanted))  # (the pages up to the last of them)
    assert wanted[0] in flat
    assert wanted[1] in flat
    assert wanted[2] in flat
