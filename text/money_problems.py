"""What is wrong with an amount typed into a money field, in words (the codes of ``core/base/amounts.py``
``check_amount``): below zero, above the highest amount accepted (said in the language's large units: "¥1,000万亿",
"$1,000 trillion"), in a currency the catalog does not price in ("€5000": the currencies taken are named). The
field's other messages ("not an amount", a decimal comma, another currency than the one beside it) are the
wizard's own (``gui/wizard_parts.py``, ``gui/money_fields.py``)."""

from __future__ import annotations

from collections.abc import Sequence

from gpu_advisor.core.base import AMOUNT_NEGATIVE, AMOUNT_TOO_LARGE, AMOUNT_UNPRICED_CURRENCY, AMOUNT_ZERO

from .language import translate
from .numbers import money_words

_SHOWN = 40  # characters of what was typed quoted in a message (a paste repeated whole once widened the page)


def typed_shown(typed: str) -> str:
    """What was typed, as a message quotes it: whole up to 40 characters, else its start and "…"."""
    t = typed.strip()
    return t if len(t) <= _SHOWN else t[:_SHOWN - 1] + "…"


def currencies_or(codes: Sequence[str]) -> str:
    """"CNY or USD"; "CNY, USD or EUR"."""
    names = [str(c) for c in codes]
    if len(names) <= 1:
        return "".join(names)
    return translate("Problem", "{0} or {1}").format(translate("Words", ", ").join(names[:-1]), names[-1])


def amount_problem(code: str, typed: str, *, currency: str, accepted: Sequence[str], high: float,
                   zero_means_none: bool, written: str | None = None) -> str:
    """The sentence for a budget's ``code`` (``AMOUNT_NEGATIVE``, ``AMOUNT_ZERO``, ``AMOUNT_TOO_LARGE``,
    ``AMOUNT_UNPRICED_CURRENCY``; "" for another): ``typed`` as typed, ``currency`` the field's (the highest amount
    ``high`` is said in it), ``accepted`` the currencies taken, ``written`` the currency the text named.
    ``zero_means_none``: 0 is "no budget" in this field (the Team plan's); else a box beside it says that (the
    wizard's "No budget")."""
    shown = typed_shown(typed)
    if code in (AMOUNT_NEGATIVE, AMOUNT_ZERO):
        if zero_means_none:
            return translate("Problem", "A budget is more than zero: “{0}” is not one. Type the amount a month, or 0 "
                                        "for no budget.").format(shown)
        return translate("Problem", "A budget is more than zero: “{0}” is not one. Type the amount, or tick “{1}”."
                         ).format(shown, translate("Wizard", "No budget"))
    if code == AMOUNT_TOO_LARGE:
        return translate("Problem", "“{0}” is more than the largest budget accepted, {1}.").format(
            shown, money_words(high, currency))
    if code == AMOUNT_UNPRICED_CURRENCY:
        taken = currencies_or(accepted)
        return translate("Problem", "“{0}” is in {1}: the catalog prices in {2} only and has no exchange rate for "
                                    "{1}. Type the budget in {2}.").format(shown, written or "?", taken)
    return ""
