"""Walk 18, the window: the result card and the charts beside the words of the notes."""

from __future__ import annotations

import math

import pytest

from gpu_advisor.core.catalog.load import load_bundled
from gpu_advisor.core.scenario.spec import parse_scenario
from gpu_advisor.core.select.recommendation import recommend
from gpu_advisor.gui.result_card import Card
from gpu_advisor.gui.table_model import SORT_ROLE
from tests.core.test_walk18_words import NO_V100_ON_NEBIUS


@pytest.mark.parametrize("lang", ["en", "zh_CN"], indirect=True)
def test_a_server_refused_for_its_memory_needs_the_figure_it_was_checked_against(qtbot, lang):
    """The card read "64 GB (needs 192 GB)", the rule's minimum, for a server refused under 115 GB."""
    cat = load_bundled()
    sc = parse_scenario(NO_V100_ON_NEBIUS, cat)
    (alt,) = [a for a in recommend(cat, sc).alternatives if a.instance_type == "g7e.2xlarge"]
    card = Card()
    qtbot.addWidget(card)
    card.show_option(alt, cat, False, sc)
    ram = card.values["ram"]
    assert ram.text().startswith({"en": "64 GB (needs 115 GB)", "zh_CN": "64 GB（需要 115 GB）"}[lang]), ram.text()
    assert "115 GB" in ram.toolTip() and "192 GB" in ram.toolTip()  # the check, and the rule it is below


@pytest.mark.parametrize("lang", ["en", "zh_CN"], indirect=True)
def test_the_compare_charts_money_axis_writes_amounts_as_the_cost_chart_does(qtbot, cat, lang):
    """The Compare window's cost axis read "1k", "500" in Chinese beside the cost chart's "1,000", "1万"."""
    from pathlib import Path

    from gpu_advisor import text as W
    from gpu_advisor.core.plan import read_answer
    from gpu_advisor.gui.charts import CostHoursChart
    from gpu_advisor.gui.compare_view import CompareWindow
    from gpu_advisor.gui.worker import SyncExecutor
    examples = Path(__file__).resolve().parents[2] / "examples"
    w = CompareWindow(cat, executor=SyncExecutor())
    qtbot.addWidget(w)
    w.set_side("a", read_answer(examples / "startup-engineer-seed000.json", cat))  # both priced in yuan
    w.set_side("b", read_answer(examples / "lora-7b-finetune.json", cat))
    axis = w.chart.getAxis("left")
    cost = CostHoursChart()
    qtbot.addWidget(cost)
    cost.getAxis("left").set_currency("CNY")  # (what the cost chart's axis is given for an answer in yuan)
    ticks = [2.0, 3.0, 4.0, math.log10(500)]
    assert axis.tickStrings(ticks, 1, 1) == cost.getAxis("left").tickStrings(ticks, 1, 1) == \
        [W.amount_tick(x, "CNY") for x in (100, 1000, 10000, 500)]
    if lang == "zh_CN":
        assert axis.tickStrings(ticks, 1, 1) == ["100", "1,000", "1万", "500"]


@pytest.mark.parametrize("lang", ["en", "zh_CN"], indirect=True)
def test_a_tables_raw_figures_are_written_as_the_app_writes_figures(qtbot, lang):
    """A table of raw values (an import's preview) read "1e+15" for 1e15 and "1.23457e+06" for 1,234,567."""
    import pandas as pd

    from gpu_advisor.gui.table_model import FrameModel
    m = FrameModel(pd.DataFrame({"x": [1e15, 1234567.0, 987654321012345.0, 12.34567, 260.0, 0.000012345, 1e300,
                                       -1e300, 0.0],
                                 "n": [8, 10**16, 3, 4, 5, 6, 7, 8, 9]}))
    shown = [m.data(m.index(r, 0)) for r in range(m.rowCount())]
    more = {"en": "more than 1,000,000,000,000,000,000,000", "zh_CN": "超过 1,000,000,000,000,000,000,000"}[lang]
    less = {"en": "less than -1,000,000,000,000,000,000,000", "zh_CN": "低于 -1,000,000,000,000,000,000,000"}[lang]
    assert shown == ["1,000,000,000,000,000", "1,234,567", "987,654,321,012,345", "12.3457", "260", "0.000012345",
                     more, less, "0"], shown
    assert m.data(m.index(1, 1)) == "10,000,000,000,000,000" and m.data(m.index(0, 1)) == "8"
    assert m.data(m.index(0, 0), SORT_ROLE) == 1e15  # sorted by the figure itself


def _lines(label, width: int) -> list[str]:
    """The lines a word-wrapped label of ``width`` pixels shows its text in (Qt's own line breaking)."""
    from PySide6.QtGui import QTextLayout, QTextOption
    text = label.text()
    layout = QTextLayout(text, label.font())
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)  # (QLabel's word wrap)
    layout.setTextOption(option)
    layout.beginLayout()
    out = []
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(width)
        out.append(text[line.textStart():line.textStart() + line.textLength()])
    layout.endLayout()
    return out


def test_a_chinese_amount_keeps_its_figure_and_units_on_one_line(qtbot, qapp):
    """"¥1,000万亿" was wrapped after 万 (and "¥12.3" apart from its 万) in a narrow label: a line may break before
    and between ideographs. Word joiners hold them; they are invisible, read through by the parsers and left out of
    what leaves the screen (the command line, a CSV cell)."""
    from PySide6.QtGui import QFontMetrics
    from PySide6.QtWidgets import QLabel

    from gpu_advisor import text as W
    from gpu_advisor.cli import clean_line
    from gpu_advisor.core.base import AMOUNT_TOO_LARGE, parse_money, without_joiners
    from gpu_advisor.core.export.proposal import neutralise
    from gpu_advisor.core.scenario import CURRENCIES, LIMITS
    from gpu_advisor.gui.app import install_language
    install_language(qapp, "zh_CN")
    try:
        said = W.amount_problem(AMOUNT_TOO_LARGE, "1e30", currency="CNY", accepted=CURRENCIES,
                                high=LIMITS["budget.amount"][1], zero_means_none=False)
        amounts = [W.money_words(1e15, "CNY"), W.money(123456, "CNY"), W.money(1.5e12, "CNY")]
        note = "预算 {0}，费用 {1}，上限 {2}。".format(*amounts) * 3
    finally:
        install_language(qapp, "en")
    assert amounts == ["¥1,000\u2060万\u2060亿", "¥12.3\u2060万", "¥1.5\u2060万\u2060亿"]
    for text, money in ((said, amounts[0]), (note, None)):
        label = QLabel(text)
        label.setWordWrap(True)
        qtbot.addWidget(label)
        # the money and its units on one line at every width that holds them ("¥1,000万" / "亿"; a narrower line
        # breaks anywhere, as Qt wraps a word longer than the line)
        fm = QFontMetrics(label.font())
        least = max(fm.horizontalAdvance(m + "。") for m in amounts) + 2
        for width in range(least, least + 360, 2):
            lines = _lines(label, width)
            assert "".join(lines) == text
            for m in [money] if money else amounts:
                assert any(m in line for line in lines), (width, lines)
    assert without_joiners(said) == "“1e30”超过了可接受的最大预算 ¥1,000万亿。"  # (as read)
    assert parse_money("¥12.3\u2060万").amount == 123000 and parse_money(amounts[0]).amount == 1e15  # pasted back
    assert clean_line(said) == neutralise(said) == without_joiners(said)
