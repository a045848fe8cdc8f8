"""Fields that take an amount of money as people write it: "¥100,000", "100,000 CNY", "100 000", "10万元",
"RMB 100000", "１００，０００", "$14,000", "USD 14000" (``core/base/amounts.py``). A currency written in
the amount that is not the field's is never read as the field's: a field with a currency choice beside it takes the
written one (``follow_currency``: the wizard's budget; ``BudgetBox.currencyTyped``: the Team plan's), else the field
says which currency it is in (``read_money``)."""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtGui import QValidator
from PySide6.QtWidgets import QComboBox, QDoubleSpinBox, QLineEdit

from gpu_advisor.core.base import CURRENCY_WORDS, parse_money, plain_text, split_currency
from gpu_advisor.gui.wizard_parts import read_number

# What an amount being typed may hold on its way (digits, separators, a suffix, a currency's sign or word)
_TYPING_RE = re.compile("[0-9., _+eE" + re.escape("".join(sorted({c for w in CURRENCY_WORDS for c in w}))) +
                        "a-zA-Z千万亿]*")


def read_money(text: str, currency: str | None) -> tuple[float | int | None, str]:
    """A money field's answer, as ``read_number``'s: (the amount, "") or (None, what is wrong, in words). An amount
    in another currency than ``currency`` (the field's) is refused with the field's currency named."""
    if not text.strip():
        return None, ""
    split = split_currency(text)
    rest, said = split if split is not None else ("", None)
    value, error = read_number(rest, typed=text)
    if error or split is None:
        return None, error
    if said is not None and currency and said != currency:
        shown = text.strip() if len(text.strip()) <= 40 else text.strip()[:39] + "…"
        return None, QCoreApplication.translate(
            "Wizard", "“%1” is in %2, but this budget is in %3: choose %2 beside it, or type the amount in %3.").replace(
            "%1", shown).replace("%2", said).replace("%3", currency)
    return value, ""


def follow_currency(edit: QLineEdit, box: QComboBox) -> None:
    """Typing an amount that names a currency ("$14,000") into ``edit`` chooses that currency in ``box`` beside it
    (when ``box`` offers it), so the amount is read in the currency it is written in."""

    def typed(text: str) -> None:
        m = parse_money(text)
        i = box.findData(m.currency) if m is not None and m.currency else -1
        if i >= 0 and i != box.currentIndex():
            box.setCurrentIndex(i)

    edit.textEdited.connect(typed)


class BudgetBox(QDoubleSpinBox):
    """The plan's budget a month: 0 (shown as "no budget") or more, typed as an amount of money ("¥100,000",
    "10万元", "$14,000"; ``currencyTyped`` says a currency written in it). A minus sign is refused and said
    (``refused``): it was once taken, "-20000" then read "-0000", which silently meant no budget."""

    refused = Signal()
    entered = Signal()  # a new edit begins: what was said about the last one goes
    currencyTyped = Signal(str)  # the amount typed names a currency ("$14,000": "USD")

    def focusInEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        self.entered.emit()
        super().focusInEvent(event)

    def validate(self, text: str, pos: int) -> tuple[QValidator.State, str, int]:
        plain = plain_text(text)
        if "-" in plain:
            self.refused.emit()
            return QValidator.State.Invalid, text, pos
        m = parse_money(text) if text != self.specialValueText() else None
        if m is not None:
            if not self.minimum() <= m.amount <= self.maximum():
                return QValidator.State.Intermediate, text, pos
            if m.currency is not None:
                self.currencyTyped.emit(m.currency)
            return QValidator.State.Acceptable, text, pos
        state = super().validate(text, pos)
        if state[0] == QValidator.State.Invalid and _TYPING_RE.fullmatch(plain):
            return QValidator.State.Intermediate, text, pos  # "¥", "USD ", "100,": an amount on its way
        return state

    def valueFromText(self, text: str) -> float:  # noqa: N802 (Qt's name)
        m = parse_money(text)
        return m.amount if m is not None else super().valueFromText(text)
