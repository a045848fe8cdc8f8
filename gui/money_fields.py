"""Fields that take an amount of money as people write it: "¥100,000", "100,000 CNY", "100 000", "10万元",
"RMB 100000", "１００，０００", "$14,000", "USD 14000" (``core/base/amounts.py``). A currency written in
the amount that is not the field's is never read as the field's: a field with a currency choice beside it takes the
written one (``money_edit``: the wizard's budget; ``BudgetBox.currencyTyped``: the Team plan's), else the field
says which currency it is in (``read_money``). One currency the catalog does not price in ("€5000", "5000 EUR":
the catalog's rates are USD/CNY only, so there is no dated rate to convert at) is refused with the currencies taken.

Every money field behaves alike with an amount it cannot take (below zero, above the highest budget the engine takes,
``LIMITS["budget.amount"]``, or in another currency): what was typed stays in the field, one sentence under it says
what is wrong (``text/money_problems.py``), no result is computed from it, and Esc puts back the last amount the field
took (the one it had when the cursor came in, or before the refused one the cursor came back to; Ctrl+Z, the
field's own undo, takes back the typing step by step)."""

from __future__ import annotations

import re
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QValidator
from PySide6.QtWidgets import QComboBox, QDoubleSpinBox, QLineEdit, QWidget

from gpu_advisor import text as W
from gpu_advisor.core.base import (AMOUNT_NOT_AN_AMOUNT, AMOUNT_OTHER_CURRENCY, check_amount, Currency,
                                   CURRENCY_WORDS, parse_money, plain_text, split_currency, values)
from gpu_advisor.core.scenario import LIMITS
from gpu_advisor.gui.wizard_parts import read_number

BUDGET_HIGH = LIMITS["budget.amount"][1]  # the engine's highest budget: every field takes what a scenario file takes
ACCEPTED = tuple(values(Currency))  # the currencies the catalog prices in, and budgets are taken in
# What an amount being typed may hold on its way (digits, separators, a sign, a suffix, a currency's sign or word)
_TYPING_RE = re.compile("[0-9., _+eE" + re.escape("-" + "".join(sorted({c for w in CURRENCY_WORDS for c in w}))) +
                        "a-zA-Z千万亿]*")


def read_money(text: str, currency: str | None, *, zero_means_none: bool = False,
               follows: bool = False) -> tuple[float | int | None, str]:
    """A money field's answer, as ``read_number``'s: (the amount, "") or (None, what is wrong, in words). An amount
    in another currency than ``currency`` (the field's) is refused with the field's currency named, unless the
    currency beside the field ``follows`` what is typed; one in a currency the catalog does not price in, below
    zero (zero too, unless ``zero_means_none``) or above the highest budget is refused, saying so."""
    if not text.strip():
        return None, ""
    check = check_amount(text, currency=None if follows else currency, accepted=ACCEPTED, high=BUDGET_HIGH,
                         zero_ok=zero_means_none)
    if check.problem == AMOUNT_NOT_AN_AMOUNT:  # ("1,5", "abc", "$100元": the wizard's words for numbers)
        split = split_currency(text)
        _value, error = read_number(split[0] if split is not None else text, typed=text)
        return None, error or read_number("?", typed=text)[1]
    if check.problem == AMOUNT_OTHER_CURRENCY:
        return None, QCoreApplication.translate(
            "Wizard", "“%1” is in %2, but this budget is in %3: choose %2 beside it, or type the amount in %3.").replace(
            "%1", W.typed_shown(text)).replace("%2", str(check.written)).replace("%3", str(currency))
    if check.problem:
        return None, W.amount_problem(check.problem, text, currency=currency or check.written or ACCEPTED[0],
                                      accepted=ACCEPTED, high=BUDGET_HIGH, zero_means_none=zero_means_none,
                                      written=check.written)
    value = float(check.amount or 0.0)
    return (int(value) if value.is_integer() and abs(value) < 2**53 else value), ""


class _EscapeReverts(QObject):
    """Esc in a money field that holds an amount it cannot take puts back the last amount it took: the text it had
    when the cursor came in, or, when it came back to an amount left refused, the one before it (an edit of its own:
    Ctrl+Z brings back what was typed). Esc once did nothing after the cursor had left such a field and come back:
    the refused text had become the one to put back."""

    def __init__(self, edit: QLineEdit, wrong: Callable[[], bool]):
        super().__init__(edit)
        self.before, self.wrong = edit.text(), wrong
        edit.textChanged.connect(lambda text: self._set_elsewhere(edit, text))

    def _set_elsewhere(self, edit: QLineEdit, text: str) -> None:
        """An amount the field takes, set while the cursor is elsewhere (an answer opened, an undo): Esc's."""
        if not edit.hasFocus() and not self.wrong():
            self.before = text

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 (Qt's name)
        if isinstance(obj, QLineEdit) and event.type() == QEvent.Type.FocusIn and not self.wrong():
            self.before = obj.text()  # (a refused amount is never the one to put back)
        elif isinstance(obj, QLineEdit) and event.type() == QEvent.Type.KeyPress and \
                event.key() == Qt.Key.Key_Escape and obj.text() != self.before and self.wrong():
            obj.selectAll()
            obj.insert(self.before)
            return True
        return False


def revert_text(edit: QLineEdit) -> str | None:
    """The amount Esc puts back in a money field (``money_edit``); None for another field."""
    keeper = edit.findChild(_EscapeReverts)
    return keeper.before if isinstance(keeper, _EscapeReverts) else None


def set_revert_text(edit: QLineEdit, text: str) -> None:
    """Make ``text`` the amount Esc puts back in a money field (a window built anew takes over the old one's)."""
    keeper = edit.findChild(_EscapeReverts)
    if isinstance(keeper, _EscapeReverts):
        keeper.before = text


_CHINESE_COUNT = re.compile("[万亿]")  # 万 (10^4) and 亿 (10^8): how amounts of yuan are counted


def written_currency(text: str, written: str | None) -> str | None:
    """The currency an amount typed is in: the one it names (``written``: "$14,000" USD, "10万美元" USD), else yuan
    for an amount counted in 万 or 亿 ("10万": an amount in Chinese is one of yuan; after "$14,000" had made the
    budget USD, "10万" stayed a budget of $100,000 with no word), else None (the field's own)."""
    if written:
        return written
    return "CNY" if _CHINESE_COUNT.search(plain_text(text)) and "CNY" in ACCEPTED else None


def money_edit(edit: QLineEdit, box: QComboBox) -> None:
    """The wizard's budget: typing an amount that names a currency ("$14,000"), or is counted in 万 ("10万": yuan,
    ``written_currency``), into ``edit`` chooses that currency in ``box`` beside it (when ``box`` offers it), so the amount is read in the currency it is written in; Esc puts
    back the amount it had while it holds one it cannot take (``_EscapeReverts``)."""

    def typed(text: str) -> None:
        m = parse_money(text)
        cur = written_currency(text, m.currency) if m is not None else None
        i = box.findData(cur) if cur else -1
        if i >= 0 and i != box.currentIndex():
            box.setCurrentIndex(i)

    edit.textEdited.connect(typed)
    edit.installEventFilter(_EscapeReverts(edit, lambda: bool(read_money(edit.text(), box.currentData())[1])))


class BudgetBox(QDoubleSpinBox):
    """The plan's budget a month: 0 (shown as "no budget") up to the engine's highest budget, typed as an amount of
    money ("¥100,000", "10万元", "$14,000"; ``currencyTyped`` says a currency written in it). An amount it cannot
    take ("-5000", 17 digits, "€5000") stays as typed, ``problem`` (and ``problemChanged``) says what is wrong, and
    the value stays the last one it could take: Enter and leaving the field change nothing, Esc puts back the
    amount it had when the cursor came in. (A minus was once read "-0000", silently no budget; then refused key by
    key; 14 digits were silently cut to the 12 the box took.) ``currency``: the plan's, a limit is said in."""

    problemChanged = Signal(str)  # what is wrong with the amount typed, in words; "" once it holds
    entered = Signal()  # a new edit begins: what was said about the last one goes
    currencyTyped = Signal(str)  # the amount typed names a currency ("$14,000": "USD")

    def __init__(self, parent: QWidget | None = None, currency: Callable[[], str] = lambda: ACCEPTED[0]):
        super().__init__(parent)
        self.currency = currency
        self.problem = ""
        self._before = (0.0, "")  # the value and currency when the cursor came in or the edit began (Esc's)
        self._editing = False
        self.setRange(0, BUDGET_HIGH)
        self.setDecimals(0)
        self.setSingleStep(1000)
        self.lineEdit().textChanged.connect(self._check)

    def _check(self, text: str) -> None:
        problem = "" if text == self.specialValueText() else read_money(text, self.currency(), zero_means_none=True,
                                                                         follows=True)[1]
        changed, self.problem = problem != self.problem, problem
        if problem:
            self._hold()
        if changed:
            self.problemChanged.emit(problem)

    def _hold(self) -> None:
        """An amount the box cannot take is typed: its value goes back to the one the cursor found (Qt took what
        held on the way: the first 15 digits of 17, the "5000" of "5000 EUR"), the text stays as typed."""
        value, currency = self._before
        if currency != self.currency() or value == self.value():
            return
        edit = self.lineEdit()
        text, pos = edit.text(), edit.cursorPosition()
        super().setValue(value)  # (Qt writes the value's text, and with it the month is priced again)
        edit.setText(text)
        edit.setCursorPosition(pos)

    def setValue(self, value: float) -> None:  # noqa: N802 (Qt's name)
        """The amount shown as the box writes it (undo, a plan opened, the currency converted): what was said about
        the text typed before goes (Qt sets the text with the line's signals blocked)."""
        super().setValue(value)
        self._editing = False  # (the next key begins an edit of this amount)
        self._check(self.lineEdit().text())

    def focusInEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        self._before, self._editing = (self.value(), self.currency()), True
        self.entered.emit()
        super().focusInEvent(event)

    def focusOutEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        self._editing = False
        if not self.problem:
            super().focusOutEvent(event)
            return
        QObject.event(self.lineEdit(), event)  # (the cursor stops blinking) but the text stays as typed: Qt's own
        QWidget.focusOutEvent(self, event)  # focus-out put back the last value, or the digits the box could take

    def keyPressEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        if not self._editing:  # (the first key of an edit: where the window got no focus-in, as under a bare X)
            self._before, self._editing = (self.value(), self.currency()), True
        if self.problem and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            event.accept()  # (Qt's Enter put back the last value: the amount typed and its message both went)
            return
        if self.problem and event.key() == Qt.Key.Key_Escape:
            value, currency = self._before  # (the value, unless the currency changed since: its amount then)
            self.setValue(value if currency == self.currency() else self.value())
            event.accept()
            return
        super().keyPressEvent(event)

    def validate(self, text: str, pos: int) -> tuple[QValidator.State, str, int]:
        if text == self.specialValueText():
            return super().validate(text, pos)
        check = check_amount(text, currency=None, accepted=ACCEPTED, high=self.maximum(), zero_ok=True)
        if not check.problem:
            cur = written_currency(text, check.written)
            if cur is not None:
                self.currencyTyped.emit(cur)
            return QValidator.State.Acceptable, text, pos
        if check.problem != AMOUNT_NOT_AN_AMOUNT:
            return QValidator.State.Intermediate, text, pos  # kept as typed, and said (``problem``)
        state = super().validate(text, pos)
        if state[0] == QValidator.State.Invalid and _TYPING_RE.fullmatch(plain_text(text)):
            return QValidator.State.Intermediate, text, pos  # "¥", "USD ", "100,", "-": an amount on its way
        return state

    def valueFromText(self, text: str) -> float:  # noqa: N802 (Qt's name)
        m = parse_money(text)
        return m.amount if m is not None else super().valueFromText(text)
