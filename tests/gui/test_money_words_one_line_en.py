"""English amounts in large units keep their figure and word on one line: "$1,000 trillion" was wrapped after
"$1,000" in the wizard's budget message (1280 x 720, "1e16" typed). A no-break space holds them (Qt breaks at a
space whatever word joiners stand beside it); the parsers read it as a space, and what leaves the screen (the
command line, a CSV cell, the PDF, the launch README, the clipboard: ``without_joiners``) has a plain space."""

from __future__ import annotations

from gpu_advisor import text as W
from gpu_advisor.core.base import AMOUNT_TOO_LARGE, parse_money, plain_text, without_joiners
from gpu_advisor.core.scenario import CURRENCIES, LIMITS
from tests.gui.test_walk18_gui import _lines

NBSP = "\u00a0"


def test_an_english_amount_in_words_is_not_wrapped_between_figure_and_word(qtbot):
    from PySide6.QtGui import QFontMetrics
    from PySide6.QtWidgets import QLabel
    with W.using_language("en"):
        amounts = [W.money_words(1e15, "USD"), W.money_words(2.5e6, "CNY"), W.money_words(-3e9, "EUR")]
        said = W.amount_problem(AMOUNT_TOO_LARGE, "1e16", currency="USD", accepted=CURRENCIES,
                                high=LIMITS["budget.amount"][1], zero_means_none=False)
    assert amounts == [f"$1,000{NBSP}trillion", f"¥2.5{NBSP}million", f"-€3{NBSP}billion"]
    label = QLabel(said)
    label.setWordWrap(True)
    qtbot.addWidget(label)
    fm = QFontMetrics(label.font())
    least = fm.horizontalAdvance(amounts[0] + ".") + 2
    for width in range(least, least + 400, 2):
        lines = _lines(label, width)
        assert "".join(lines) == said
        assert any(amounts[0] in line for line in lines), (width, lines)


def test_text_leaving_the_screen_has_a_plain_space_and_parsers_read_through(qapp):
    from gpu_advisor.cli import clean_line
    from gpu_advisor.core.export.proposal import neutralise
    with W.using_language("en"):
        said = W.amount_problem(AMOUNT_TOO_LARGE, "1e16", currency="USD", accepted=CURRENCIES,
                                high=LIMITS["budget.amount"][1], zero_means_none=False)
    assert without_joiners(said) == "“1e16” is more than the largest budget accepted, $1,000 trillion."
    assert clean_line(said) == neutralise(said) == without_joiners(said)
    assert NBSP not in clean_line(said)
    assert plain_text("1" + NBSP + "000") == "1 000" and parse_money(f"${NBSP}14,000").amount == 14000
