"""Large amounts in words (text/numbers.py): the unit is chosen after rounding, so 999,999,999,999 reads "¥1万亿"
and "1 trillion" (it read "¥10,000亿", as the Team plan's budget capped at 999,999,999,999 showed it), and a limit
said in a sentence reads in large units in both languages; a count past Qt's int picks its plural form (it raised)."""

from __future__ import annotations

import pytest

from gpu_advisor import text as W
from gpu_advisor.core.base import (AMOUNT_NEGATIVE, AMOUNT_TOO_LARGE, AMOUNT_UNPRICED_CURRENCY, without_joiners)
from gpu_advisor.core.scenario import CURRENCIES, LIMITS
from gpu_advisor.text.language import Words


@pytest.mark.parametrize("amount, shown", [
    (999_999_999_999, "¥1万亿"), (1e12, "¥1万亿"), (1.5e12, "¥1.5万亿"), (12_345_678_901_234, "¥12.3万亿"),
    (1e15, "¥1,000万亿"), (99_999_999, "¥1亿"), (1.234e9, "¥12.3亿"), (1.234e10, "¥123亿"), (123_456, "¥12.3万"),
    (999_999, "¥100万"), (50_000, "¥50,000")])
def test_yuan_in_chinese_read_in_the_unit_the_rounded_figure_reaches(amount, shown):
    with W.using_language("zh_CN"):
        assert without_joiners(W.money(amount, "CNY")) == shown  # (as read: the word joiners are invisible)


def test_large_amounts_and_numbers_in_words_in_both_languages():
    with W.using_language("en"):
        # (a no-break space: one line, test_money_words_one_line_en)
        assert W.money_words(1e15, "CNY") == "¥1,000\u00a0trillion" and W.money_words(1e15, "USD") == "$1,000\u00a0trillion"
        assert W.money_words(999_999_999_999, "USD") == "$1\u00a0trillion"
        assert W.money_words(2.5e6, "USD") == "$2.5\u00a0million"
        assert W.money_words(5000, "USD") == "$5,000" and W.big_number(999_999_999) == "1 billion"
        assert W.money(999_999_999_999, "CNY") == "¥999,999,999,999"  # (English money keeps its digits)
    with W.using_language("zh_CN"):
        assert W.money_words(1e15, "CNY") == "¥1,000\u2060万\u2060亿"  # (one line: test_walk18_words)
        assert without_joiners(W.money_words(1e15, "USD")) == "$1,000万亿"
        assert W.big_number(999_999_999_999) == "1 万亿" and W.big_number(7e9) == "70 亿"


def test_a_budget_problem_in_words_names_the_limit_and_the_currencies_taken():
    high = LIMITS["budget.amount"][1]
    args = dict(accepted=CURRENCIES, high=high, zero_means_none=False)
    with W.using_language("en"):
        assert W.amount_problem(AMOUNT_TOO_LARGE, "2e15", currency="USD", **args) == (
            "“2e15” is more than the largest budget accepted, $1,000\u00a0trillion.")
        assert W.amount_problem(AMOUNT_UNPRICED_CURRENCY, "€5000", currency="CNY", written="EUR", **args) == (
            "“€5000” is in EUR: the catalog prices in CNY or USD only and has no exchange rate for EUR. Type the "
            "budget in CNY or USD.")
        assert W.amount_problem(AMOUNT_NEGATIVE, "-5000", currency="CNY", **args).startswith(
            "A budget is more than zero: “-5000”")
    with W.using_language("zh_CN"):
        assert without_joiners(W.amount_problem(AMOUNT_TOO_LARGE, "2e15", currency="CNY", **args)) == (
            "“2e15”超过了可接受的最大预算 ¥1,000万亿。")
        assert "CNY 或 USD" in W.amount_problem(AMOUNT_UNPRICED_CURRENCY, "5000 EUR", currency="CNY", written="EUR",
                                                 **args)


def test_a_count_past_qts_int_picks_the_plural_form_of_a_large_count():
    assert Words.tr("Room for {0} more cop(y|ies) of “{1}”", None, 8_411_434_418) == "Room for {0} more copies of “{1}”"
    assert W.translate("Words", "%n server(s)", None, 8_411_434_418) == "8411434418 servers"
    with W.using_language("zh_CN"):
        assert "8411434418" in W.translate("Words", "%n server(s)", None, 8_411_434_418)
