"""Numbers and amounts of money as people type them (no Qt, no sentences).

``parse_number`` reads a number as the scenario files, the wizard and the plans take it: "7e9", "7B", "1,500",
"5万", and the same written with full-width characters ("１００，０００", as a Chinese input method types it) or with
spaces between the thousands ("100 000", also a thin or no-break space). ``parse_money`` reads an amount with its
currency where one is written: "¥100,000", "100,000 CNY", "RMB 100000", "10万元", "$14,000", "USD 14000". It says
which currency the text named (or none; "€5000" names EUR, a currency the catalog does not price in);
``check_amount`` says whether a money field takes it (its currency, below zero, above the highest amount).
A comma only separates thousands: "1,5" stays refused (a decimal comma, not 15), as do "1 5" and "12 34".
"""

from __future__ import annotations

import math
import re
from collections.abc import Collection
from dataclasses import dataclass
from typing import Any

# (万, 亿 and 万亿 as Chinese writes amounts, and as the app shows budgets in Chinese: "¥10万", "¥1万亿"; "5万" was
# not a number)
SUFFIX = {"k": 1e3, "m": 1e6, "b": 1e9, "g": 1e9, "t": 1e12, "千": 1e3, "万": 1e4, "亿": 1e8, "万亿": 1e12}
NUM_RE = re.compile(r"^\s*([-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?)\s*(万亿|[kKmMbBgGtT千万亿])?\s*$")
# A comma only separates thousands ("1,500", "1,500,000.5"): "1,5" is a decimal comma, not 15, and is refused.
_GROUPED_RE = re.compile(r"^\s*[-+]?\d{1,3}(?:,\d{3})+(?![\d,])")
# A space between the thousands, as French, Russian and ISO 31-0 write them ("100 000"): groups of three only.
_SPACED_RE = re.compile(r"^\s*[-+]?\d{1,3}(?: \d{3})+(?!\d| \d)")
_DIGIT_SPACE_RE = re.compile(r"(?<=\d) (?=\d)")

# Full-width forms (U+FF01..U+FF5E) as their ASCII letters, every kind of space as a plain one, the full-width yen
# sign as the yen sign, the minus sign as a hyphen: what a Chinese input method or a copied figure brings.
_PLAIN: dict[int, int | None] = {c: c - 0xFEE0 for c in range(0xFF01, 0xFF5F)}
_PLAIN.update({c: 0x20 for c in (0x00A0, 0x2002, 0x2003, 0x2004, 0x2005, 0x2006, 0x2007, 0x2008, 0x2009, 0x200A,
                                 0x202F, 0x205F, 0x3000)})
_PLAIN.update({0xFFE5: 0x00A5, 0x2212: 0x2D, 0x3002: 0x2E})  # ￥ -> ¥, − -> -, 。 (a point typed in Chinese) -> .
# WORD JOINER (U+2060, zero width): the app's Chinese amounts keep their figure and large units on one line with it
# (text.numbers: one after "1,000" and one after 万 in "¥1,000万亿"); an amount copied from the screen reads as
# typed, and text leaving the screen (the command line, a CSV file, a PDF) is written without it (``without_joiners``)
WORD_JOINER = "\u2060"
# NO-BREAK SPACE: an English amount's figure and large unit kept on one line on screen ("$1,000 trillion"; Qt breaks
# at a space whatever joiners stand beside it); read as a space by the parsers, and a plain space where text leaves
# the screen (``without_joiners``)
NO_BREAK_SPACE = "\u00a0"
_PLAIN.update({ord(WORD_JOINER): None, 0x200B: None, 0xFEFF: None})  # (and the zero-width space, a stray BOM)

# A currency as written before or after an amount -> its code. The longest is tried first ("US$" before "$").
# Currencies the catalog does not price in are known too ("€5000": EUR), so that such an amount is refused by its
# currency's name and never read as a plain number in the field's currency; which ones are priced is the caller's
# (``check_amount``'s ``accepted``: the scenario's currencies).
CURRENCY_WORDS = {"¥": "CNY", "cn¥": "CNY", "元": "CNY", "块": "CNY", "人民币": "CNY", "cny": "CNY", "rmb": "CNY",
                  "yuan": "CNY", "$": "USD", "us$": "USD", "usd": "USD", "美元": "USD", "美金": "USD",
                  "dollar": "USD", "dollars": "USD",
                  "€": "EUR", "eur": "EUR", "euro": "EUR", "euros": "EUR", "欧元": "EUR",
                  "£": "GBP", "gbp": "GBP", "英镑": "GBP", "jpy": "JPY", "日元": "JPY", "円": "JPY",
                  "hk$": "HKD", "hkd": "HKD", "港币": "HKD", "港元": "HKD"}
_WORDS = sorted(CURRENCY_WORDS, key=len, reverse=True)


def without_joiners(text: str) -> str:
    """``text`` without what keeps an amount on one line on screen: no word joiners (``WORD_JOINER``), a plain space
    for the no-break one (``NO_BREAK_SPACE``), so that a file or a terminal holds no invisible character."""
    return text.replace(WORD_JOINER, "").replace(NO_BREAK_SPACE, " ")


def plain_text(text: str) -> str:
    """``text`` with full-width characters, odd spaces, "￥" and "−" as plain ASCII ("１００，０００" -> "100,000")."""
    return text.translate(_PLAIN)


def number_text(text: str) -> str | None:
    """``text`` as plain ASCII without its thousands separators ("1,500" -> "1500", "100 000" -> "100000",
    "1_000" -> "1000"); None when a comma or a space is not one ("1,5", "12,34", "1,50,000", "1 5")."""
    text = plain_text(text)
    if _DIGIT_SPACE_RE.search(text):
        m = _SPACED_RE.match(text)
        if m is None or _DIGIT_SPACE_RE.search(text, m.end()):
            return None
        text = _DIGIT_SPACE_RE.sub("", text)
    if "," in text:
        m = _GROUPED_RE.match(text)
        if m is None or "," in text[m.end():]:
            return None
    return text.replace(",", "").replace("_", "")


class Huge(str):
    """A JSON whole number too long to convert (kept as text for the message)."""


def parse_number(value: Any) -> float | None:
    """7e9, 7000000000, "7e9", "7B", "1.5T", "1,500", "100 000", "１００，０００", "5万" -> float; None when not a
    number ("1,5": a comma only separates thousands; a ``Huge`` JSON whole number)."""
    if isinstance(value, bool) or isinstance(value, Huge):
        return None
    if isinstance(value, int):
        try:
            f = float(value)
        except OverflowError:
            return None
    elif isinstance(value, float):
        f = value
    elif isinstance(value, str):
        if len(value) > 100:
            return None
        plain = number_text(value)
        m = NUM_RE.match(plain) if plain is not None else None
        if not m:
            return None
        f = float(m.group(1)) * SUFFIX.get((m.group(2) or "").lower(), 1.0)
    else:
        return None
    return f if math.isfinite(f) else None


# A file's size as people write it -> MB (1 MB = 10^6 bytes, as the app's GB are 10^9): "3 MB", "200 KB", "3M", "1.5
# GB", "3 兆", "200KiB"; a plain number is MB. (A "3M" here is 3 MB, not parse_number's 3 million.)
SIZE_UNITS_MB = {"": 1.0, "b": 1e-6, "byte": 1e-6, "bytes": 1e-6, "字节": 1e-6,
                 "k": 1e-3, "kb": 1e-3, "kib": 1.024e-3, "千字节": 1e-3,
                 "m": 1.0, "mb": 1.0, "mib": 1.048576, "兆": 1.0, "兆字节": 1.0, "兆b": 1.0,
                 "g": 1e3, "gb": 1e3, "gib": 1073.741824, "吉字节": 1e3}
_SIZE_RE = re.compile(r"^(.*?)\s*([a-z\u4e00-\u9fff]*)\s*$")


def parse_size_mb(value: Any) -> float | None:
    """A file's size in MB as typed or written in a scenario: a number (MB) or a number with its unit ("3 MB", "200
    KB", "200k", "1.5 GB", "3 兆", "110,000 bytes", "0.5 MiB"); None when it is not one ("abc", "3 furlongs", "1,5")."""
    if isinstance(value, bool) or isinstance(value, Huge):
        return None
    if isinstance(value, (int, float)):
        return parse_number(value)
    if not isinstance(value, str) or len(value) > 100:
        return None
    m = _SIZE_RE.match(plain_text(value).strip().lower())
    if m is None or m.group(2) not in SIZE_UNITS_MB or not m.group(1).strip():
        return None
    number = m.group(1).strip()
    plain = number_text(number)
    hit = NUM_RE.match(plain) if plain is not None else None
    if hit is None or hit.group(2):  # (a suffix of its own, "3k MB", is no size)
        return None
    f = float(hit.group(1)) * SIZE_UNITS_MB[m.group(2)]
    return f if math.isfinite(f) else None


@dataclass(frozen=True)
class Money:
    amount: float
    currency: str | None  # the currency the text named ("CNY", "USD"); None: none was written


def split_currency(text: str) -> tuple[str, str | None] | None:
    """The amount's own text and the currency written before or after it ("¥10万" -> ("10万", "CNY"),
    "100,000 CNY" -> ("100,000", "CNY"), "-$5" -> ("-5", "USD"), "7B" -> ("7B", None)); None when two currencies
    are written that differ ("$100元")."""
    rest = plain_text(text).strip()
    sign = ""
    if rest[:1] in "+-" and len(rest) > 1 and not rest[1:2].isdigit() and rest[1:2] != ".":
        sign, rest = rest[0], rest[1:].lstrip()  # "-$5": the sign before the currency's sign
    found: list[str] = []
    low = rest.lower()
    for word in _WORDS:
        if low.startswith(word):
            found.append(CURRENCY_WORDS[word])
            rest, low = rest[len(word):].lstrip(), low[len(word):].lstrip()
            break
    for word in _WORDS:
        if low.endswith(word) and len(low) > len(word):
            # (not "1e5" read as "1" and "e5", nor "7b" as "7" and a currency: only whole currency words end it)
            before = low[:-len(word)]
            if word.isascii() and word.isalpha() and before[-1:].isascii() and before[-1:].isalpha():
                continue
            found.append(CURRENCY_WORDS[word])
            rest = rest[:-len(word)].rstrip()
            break
    if len(set(found)) > 1:
        return None
    return sign + rest, (found[0] if found else None)


def parse_money(value: Any) -> Money | None:
    """An amount of money as typed: a number (``parse_number``) with the currency written before or after it, if
    any ("¥100,000", "100,000 CNY", "RMB 100000", "10万元", "１００，０００", "$14,000", "USD 14000", "US$ 1.5k").
    None when it is not one ("1,5", "$", "$100元")."""
    if not isinstance(value, str):
        f = parse_number(value)
        return None if f is None else Money(f, None)
    if len(value) > 100:
        return None
    split = split_currency(value)
    if split is None:
        return None
    f = parse_number(split[0])
    return None if f is None else Money(f, split[1])


# What is wrong with an amount typed into a money field (``check_amount``); text/ says it in words.
AMOUNT_NOT_AN_AMOUNT = "not_an_amount"  # no number in it ("abc", "1,5", "$100元")
AMOUNT_UNPRICED_CURRENCY = "unpriced_currency"  # in a currency that is not accepted ("€5000" where CNY, USD are)
AMOUNT_OTHER_CURRENCY = "other_currency"  # in an accepted currency, but not the field's ("$14,000" in a yuan field)
AMOUNT_NEGATIVE = "negative"  # below zero ("-5000")
AMOUNT_ZERO = "zero"  # zero, where zero does not mean "none" (the wizard's budget: "No budget" says that)
AMOUNT_TOO_LARGE = "too_large"  # above the highest amount accepted


@dataclass(frozen=True)
class AmountCheck:
    """An amount typed into a money field, checked: ``amount`` as read (None: no number in it), ``written`` the
    currency the text named (or None), ``problem`` "" when it holds, else one of the ``AMOUNT_*`` codes."""
    amount: float | None
    written: str | None
    problem: str


def check_amount(text: str, *, currency: str | None, accepted: Collection[str], high: float,
                 zero_ok: bool = False) -> AmountCheck:
    """``text`` as a money field takes it: an amount (``parse_money``) in one of the ``accepted`` currencies, that
    is ``currency`` (the field's; None: any accepted one, as where the currency beside the field follows what was
    typed), from zero (``zero_ok``: zero means none) or more than zero, up to ``high`` inclusive. A number too long
    to read is too large, not "not an amount" ("1" and 400 zeros)."""
    split = split_currency(text)
    written = split[1] if split is not None else None
    if written is not None and written not in accepted:
        return AmountCheck(None, written, AMOUNT_UNPRICED_CURRENCY)
    money = parse_money(text)
    if money is None:
        plain = number_text(split[0]) if split is not None else None
        if plain is None or NUM_RE.match(plain) is None:
            return AmountCheck(None, written, AMOUNT_NOT_AN_AMOUNT)
        return AmountCheck(None, written, AMOUNT_NEGATIVE if plain.lstrip().startswith("-") else AMOUNT_TOO_LARGE)
    if money.amount < 0:
        return AmountCheck(money.amount, written, AMOUNT_NEGATIVE)
    if money.amount == 0 and not zero_ok:
        return AmountCheck(money.amount, written, AMOUNT_ZERO)
    if money.amount > high:
        return AmountCheck(money.amount, written, AMOUNT_TOO_LARGE)
    if written is not None and currency is not None and written != currency:
        return AmountCheck(money.amount, written, AMOUNT_OTHER_CURRENCY)
    return AmountCheck(money.amount, written, "")
