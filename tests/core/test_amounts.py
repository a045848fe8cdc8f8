"""Numbers and amounts of money as people type them (core/base/amounts.py): full-width digits, spaces between
the thousands, a currency's sign or word before or after; "1,5" and "1 5" stay refused."""

from __future__ import annotations

import pytest

from gpu_advisor.core.base import Money, parse_money, parse_number
from gpu_advisor.core.scenario import parse_scenario


@pytest.mark.parametrize("text, amount, currency", [
    ("¥100,000", 100_000, "CNY"), ("100,000 CNY", 100_000, "CNY"), ("100 000", 100_000, None),
    ("100\u2009000", 100_000, None), ("100\u00a0000", 100_000, None), ("100\u202f000", 100_000, None),
    ("1 500 000.5", 1_500_000.5, None), ("$14,000", 14_000, "USD"), ("USD 14000", 14_000, "USD"),
    ("10万元", 100_000, "CNY"), ("RMB 100000", 100_000, "CNY"), ("１００，０００", 100_000, None),
    ("￥１００，０００", 100_000, "CNY"), ("人民币10万元", 100_000, "CNY"), ("10万块", 100_000, "CNY"),
    ("US$ 1.5k", 1_500, "USD"), ("14,000 dollars", 14_000, "USD"), ("-$5", -5, "USD"), ("7B", 7e9, None),
    ("1e5", 1e5, None), ("5万", 50_000, None), ("0.505", 0.505, None)])
def test_amounts_as_people_write_them(text, amount, currency):
    assert parse_money(text) == Money(amount, currency)


@pytest.mark.parametrize("text", ["1,5", "1 5", "12 34", "1,000 000", "$100元", "$", "", "¥1,5", "１，５", "abc"])
def test_what_is_not_an_amount_stays_refused(text):
    assert parse_money(text) is None


def test_numbers_read_full_width_and_with_spaces_and_json_numbers_as_before():
    assert parse_number("１００，０００") == 100_000 and parse_number("2 000 000") == 2e6 and parse_number("７B") == 7e9
    assert parse_number(7) == 7.0 and parse_number(True) is None and parse_number("1,5") is None
    assert parse_number("$14,000") is None  # a currency is money's, not any number's


def test_a_scenario_file_still_takes_numbers(cat):
    sc = parse_scenario({"schema_version": 1, "task": "train", "model": {"preset": "llama-3-8b"},
                         "data": {"tokens": "２ 000 000 000"}, "budget": {"amount": 100000, "currency": "CNY"}},
                        cat, "scenario")
    assert sc.tokens == 2e9 and sc.budget_amount == 100000
