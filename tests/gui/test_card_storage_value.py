"""The card's "Data storage" names the disk as its tooltip does, with its tier at its size and the rate the time was
read at (walk 21c: it said only "Cloud disk (block storage)", and the 100 MB/s that set the time was in the tooltip
alone); the proposal's Storage row says the same. At 1280 x 720 no value of the card is cut, in either language."""

from __future__ import annotations

import html

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox

from gpu_advisor import text as W
from gpu_advisor.core.scenario.spec import parse_scenario
from gpu_advisor.core.select.recommendation import recommend
from gpu_advisor.gui import proposal_pdf as PDF
from gpu_advisor.gui.main_window import MainWindow
from gpu_advisor.gui.result_card import Card
from gpu_advisor.gui.worker import SyncExecutor

CHEAPEST_CV = {"schema_version": 1, "task": "train", "workload": "cv", "data": {"dataset_gb": 50},
               "deadline_hours": 100, "budget": {"amount": 100000, "currency": "CNY", "per": "month"},
               "preferences": {"currency": "CNY"}}
FASTEST_CV = {**CHEAPEST_CV, "preferences": {"objective": "fastest", "providers": ["aws"]}}
TENCENT = {"schema_version": 1, "task": "train", "workload": "llm", "model": {"preset": "qwen2.5-7b"},
           "data": {"tokens": 2e10}, "preferences": {"providers": ["tencent"], "currency": "CNY"}}
B = QMessageBox.StandardButton


def _card(qtbot, cat, case):
    sc = parse_scenario(case, cat)
    rec = recommend(cat, sc)
    card = Card()
    qtbot.addWidget(card)
    card.show_option(rec.recommendation, cat, True, sc)
    return card.values["storage"].text(), rec, sc


@pytest.mark.parametrize("lang", ["en", "zh_CN"], indirect=True)
def test_the_card_names_the_disk_its_tier_and_rate(qtbot, cat, lang):
    text, rec, sc = _card(qtbot, cat, CHEAPEST_CV)
    opt = rec.recommendation
    assert opt.storage == "block" and opt.estimate.get("disk_tier") == "P10" and opt.estimate["read_mb_s"] == 100
    assert text == {"en": "Premium SSD (P-series) P10, 100 MB/s", "zh_CN": "高级 SSD（P 系列） P10，100 MB/s"}[lang]
    assert W.product_name(opt.storage_product) + " P10" in card_tip(qtbot, cat, CHEAPEST_CV)  # as the tooltip says
    # the proposal's Storage row: the kind, then the card's words
    row = html.unescape(PDF.proposal_html(rec, sc, cat))
    assert W.listing([W.storage_name("block"), text]) in row


def card_tip(qtbot, cat, case) -> str:
    sc = parse_scenario(case, cat)
    card = Card()
    qtbot.addWidget(card)
    card.show_option(recommend(cat, sc).recommendation, cat, True, sc)
    return card.values["storage"].toolTip()


@pytest.mark.parametrize("lang", ["en", "zh_CN"], indirect=True)
def test_the_servers_own_disks_and_a_disk_without_a_tier(qtbot, cat, lang):
    nvme, _, _ = _card(qtbot, cat, FASTEST_CV)
    assert nvme == {"en": "Local NVMe SSD, 7,000 MB/s", "zh_CN": "本地 NVMe 固态盘，7,000 MB/s"}[lang]
    tencent, rec, _ = _card(qtbot, cat, TENCENT)  # a formula's rate, no tier; the billing is the server's
    rate = W.number(rec.recommendation.estimate["read_mb_s"], 0)
    assert tencent == {"en": f"CBS Enhanced SSD, {rate} MB/s", "zh_CN": f"增强型 SSD 云硬盘，{rate} MB/s"}[lang]


def test_the_value_without_a_product_or_a_rate(qapp):
    with W.using_language("en"):
        assert W.storage_value("block", "", None) == "Cloud disk (block storage)"
        assert W.storage_value("block", "network storage (typical)", float("nan")) == "network storage (typical)"
        assert W.storage_value("local_nvme", "local NVMe (instance)", 7000.0) == "Local NVMe SSD, 7,000 MB/s"
        assert W.storage_value("block", "Odd %2 name", 350.0, "T1") == "Odd %2 name T1, 350 MB/s"


@pytest.mark.parametrize("lang", ["en", "zh_CN"], indirect=True)
@pytest.mark.parametrize("case", ["cheapest", "tencent"])
def test_no_value_of_the_card_is_cut_at_1280_by_720(qtbot, seeded_home, lang, case):
    w = MainWindow(executor=SyncExecutor())
    qtbot.addWidget(w, before_close_func=lambda w: setattr(w, "_ask", lambda *a: B.Discard))
    w._ask = lambda *a, **k: B.Discard
    w.resize(1280, 720)
    w.show()
    w.wizard.set_scenario(CHEAPEST_CV if case == "cheapest" else TENCENT)
    qtbot.waitUntil(lambda: w.rec is not None and w.result.settled(), timeout=30000)
    for _ in range(5):
        qtbot.wait(30)
        QApplication.processEvents()
    card = w.result.card
    assert "MB/s" in card.values["storage"].text()
    for key, value in card.values.items():
        if value.isVisible():
            assert value.sizeHint().width() <= value.width() + 1, (key, value.text(), value.width())
