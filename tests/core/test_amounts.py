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


# ---------------------------------------------------------------- a money field's check (check_amount)
from gpu_advisor.core.base import (AMOUNT_NEGATIVE, AMOUNT_NOT_AN_AMOUNT, AMOUNT_OTHER_CURRENCY,  # noqa: E402
                                   AMOUNT_TOO_LARGE, AMOUNT_UNPRICED_CURRENCY, AMOUNT_ZERO, check_amount)
from gpu_advisor.core.scenario import CURRENCIES, LIMITS  # noqa: E402

HIGH = LIMITS["budget.amount"][1]  # the engine's highest budget: the fields take what a scenario file takes


def _budget(text: str, currency: str | None = "CNY", zero_ok: bool = False):
    return check_amount(text, currency=currency, accepted=CURRENCIES, high=HIGH, zero_ok=zero_ok)


@pytest.mark.parametrize("text", ["€5000", "5000 EUR", "5,000 euros", "EUR 5000", "5000欧元", "€ 5 000", "£5000",
                                  "5000 GBP", "HK$5000", "5000日元"])
def test_an_amount_in_a_currency_the_catalog_does_not_price_in_is_named_not_read_as_a_number(text):
    # (the catalog's rates are USD/CNY only, catalogs/fx_rates.csv and shared reference data: no EUR rate to convert)
    check = _budget(text)
    assert check.problem == AMOUNT_UNPRICED_CURRENCY and check.written not in CURRENCIES and check.written
    assert parse_money(text) is not None and parse_money(text).currency == check.written
    assert _budget("€5000").written == "EUR" and parse_money("5000 EUR") == Money(5000, "EUR")


@pytest.mark.parametrize("text, problem", [
    ("-5000", AMOUNT_NEGATIVE), ("-¥5,000", AMOUNT_NEGATIVE), ("−5000", AMOUNT_NEGATIVE), ("0", AMOUNT_ZERO),
    ("12345678901234567", AMOUNT_TOO_LARGE), ("1e16", AMOUNT_TOO_LARGE), ("1e400", AMOUNT_TOO_LARGE),
    ("1" + "0" * 120, AMOUNT_TOO_LARGE), ("-1e400", AMOUNT_NEGATIVE), ("abc", AMOUNT_NOT_AN_AMOUNT),
    ("1,5", AMOUNT_NOT_AN_AMOUNT), ("$100元", AMOUNT_NOT_AN_AMOUNT), ("$14,000", AMOUNT_OTHER_CURRENCY),
    ("12345678901234", ""), ("1e15", ""), ("¥1000万亿", ""), ("5000", ""), ("¥5000", "")])
def test_a_budget_typed_is_checked_against_its_limits_and_currency(text, problem):
    assert _budget(text).problem == problem, text


def test_zero_is_none_where_the_field_says_so_and_any_accepted_currency_where_the_field_follows_it():
    assert _budget("0", zero_ok=True).problem == "" and _budget("no", zero_ok=True).problem == AMOUNT_NOT_AN_AMOUNT
    assert _budget("$14,000", currency=None) == check_amount("$14,000", currency=None, accepted=("CNY", "USD"),
                                                             high=HIGH)
    assert _budget("$14,000", currency=None).problem == "" and _budget("$14,000", currency=None).amount == 14_000
    assert _budget("€14,000", currency=None).problem == AMOUNT_UNPRICED_CURRENCY
