"""The card of a chat no option answers in time, and of a service's disks (walk 23): the 405B service on the Chinese
clouds read "Recommended" and "✓ 14 of 14 priced options meet every requirement" above a 2-minute answer; its
disks' tooltip said nothing of what sized a 4,100 GB system disk. The card now says it is the closest option, the
reasons that say none meets carry no ✓, and the tooltip says the system disk is the OS and the serving image."""

from __future__ import annotations

import datetime as dt
import html

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from gpu_advisor import text as words
from gpu_advisor.core.catalog.load import load_bundled
from gpu_advisor.core.scenario.spec import parse_scenario
from gpu_advisor.core.select.recommendation import recommend
from gpu_advisor.gui.result_view import ResultView

SERVE_405B_CN = {"schema_version": 1, "task": "inference", "workload": "llm", "model": {"preset": "llama-3.1-405b"},
                 "precision": "bf16", "inference": {"qps": 2, "input_tokens": 1000, "output_tokens": 500},
                 "preferences": {"providers": ["aliyun", "tencent"], "currency": "CNY", "data_in_china": True}}


@pytest.fixture(scope="module")
def slow():
    cat = load_bundled()
    sc = parse_scenario(SERVE_405B_CN, cat)
    return recommend(cat, sc, today=dt.date(2026, 12, 6)), sc, cat


def _view(qtbot, rec, sc, cat):
    view = ResultView()
    qtbot.addWidget(view)
    view.show_result(rec, sc, cat)
    view.flush()
    return view


def test_the_card_says_closest_and_no_tick_on_none_meets(qtbot, slow):
    rec, sc, cat = slow
    view = _view(qtbot, rec, sc, cat)
    assert view.card.kind.text() == "Closest option (no option meets every requirement)"
    notes = view.notes.toPlainText()
    assert "⚠ Ranked by \"Cheapest\": 0 of" in notes and "✓ Ranked by" not in notes
    assert "⚠ No option meets every requirement; this is the closest one (it misses: a chat's answer time)." in notes
    assert "✓ The model needs about" in notes  # (the other reasons keep theirs)
    tip = html.unescape(view.card.values["disks"].toolTip())
    assert ("System disk 100 GB: the operating system (50 GB) and the serving software's image (15 GB), rounded up; "
            "the model's weights are on the data disk (900 GB).") in tip


def test_the_card_in_chinese(qtbot, slow):
    rec, sc, cat = slow
    tr = QTranslator()
    assert tr.load("gpu_advisor_zh_CN", str(words.i18n_dir()))
    QCoreApplication.installTranslator(tr)
    try:
        with words.using_language("zh_CN"):
            view = _view(qtbot, rec, sc, cat)
        assert view.card.kind.text() == "最接近的方案（没有方案能满足全部要求）"
        assert "系统盘 100 GB：操作系统（50 GB）和推理服务软件镜像（15 GB），向上取整" in view.card.values["disks"].toolTip()
        assert "⚠ 没有方案能满足全部要求" in view.notes.toPlainText()
    finally:
        QCoreApplication.removeTranslator(tr)
