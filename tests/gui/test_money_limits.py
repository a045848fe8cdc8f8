"""A money field given an amount it cannot take, in both languages: the Team plan's budget a month and the wizard's
budget in the main window. "-5000" in the plan's budget read 5000 (the minus refused key by key, so the old value or
the digits after it were kept without a word); 14 digits were cut to the 12 the box took (999,999,999,999, shown
"¥10,000亿"); "€5000" was "not an amount" in the wizard and could not be typed in the plan. Now what was typed stays
in the field with one sentence under it, no result is computed from it (none of another budget is shown), Enter and
leaving the field keep it, Save refuses it, and Esc puts back the amount the field had."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox

from gpu_advisor import text as W
from gpu_advisor.core.base import without_joiners

from ..support import budget_window, commit_text, plan_window, type_text

B = QMessageBox.StandardButton
PLAN = "examples/plans/plan-startup-month.json"

def _plan(qtbot, cat):
    from pathlib import Path
    w = plan_window(qtbot, cat)
    assert w.open_file(Path(__file__).resolve().parents[2] / PLAN)
    assert w.budget.value() == 100_000 and w.result is not None
    w.activateWindow()
    return w


def _type_budget(qtbot, w, text: str, at_once: int = 0) -> None:
    """``text`` typed over the budget: its first ``at_once`` characters in one key event (an input method's commit),
    the rest key by key. (Every amount the field takes on the way prices the month again, ~0.4 s a pricing: a prefix
    the field takes as a whole is typed at once, the keys where the amount turns wrong one by one.)"""
    w.budget.setFocus()
    qtbot.waitUntil(w.budget.hasFocus, timeout=3000)
    w.budget.lineEdit().selectAll()
    if at_once:
        commit_text(w.budget.lineEdit(), text[:at_once])
    type_text(w.budget.lineEdit(), text[at_once:])


# (typed, what the sentence under it says, in each language)
# (the first characters typed at once where the field takes them: 14 of the 17 digits, the "5000" of "5000 EUR"; the
# keys that pass the largest budget or add the currency are typed one by one)
AT_ONCE = {"12345678901234567": 14, "5000 EUR": 4}
BAD = [("-5000", {"en": "A budget is more than zero: “-5000” is not one. Type the amount a month, or 0 for no budget.",
                  "zh_CN": "预算须大于零：“-5000”不是有效的预算。请输入每月金额，或输入 0 表示不设预算。"}),
       ("12345678901234567", {"en": "“12345678901234567” is more than the largest budget accepted, ¥1,000 trillion.",
                              "zh_CN": "“12345678901234567”超过了可接受的最大预算 ¥1,000万亿。"}),
       ("€5000", {"en": "“€5000” is in EUR: the catalog prices in CNY or USD only and has no exchange rate for EUR. "
                        "Type the budget in CNY or USD.",
                  "zh_CN": "“€5000”是 EUR 金额：价格目录只以 CNY 或 USD 计价，没有 EUR 的汇率。请以 CNY 或 USD 输入预算。"}),
       ("5000 EUR", {"en": "“5000 EUR” is in EUR: the catalog prices in CNY or USD only and has no exchange rate for "
                           "EUR. Type the budget in CNY or USD.",
                     "zh_CN": "“5000 EUR”是 EUR 金额：价格目录只以 CNY 或 USD 计价，没有 EUR 的汇率。请以 CNY 或 USD 输入预算。"})]


@pytest.mark.parametrize("lang", ["en", "zh_CN"], indirect=True)
@pytest.mark.parametrize("typed, said", BAD)
def test_the_plans_budget_keeps_what_was_typed_says_what_is_wrong_and_shows_no_month(qtbot, cat, lang, typed, said):
    w = _plan(qtbot, cat)
    steps = w.undo.count()
    errors: list[str] = []
    w._error = lambda title, text: errors.append(text)
    _type_budget(qtbot, w, typed, AT_ONCE.get(typed, 0))
    assert w.budget.lineEdit().text() == typed  # nothing of it refused, nothing cut
    assert w.budget.value() == 100_000  # never the digits taken on the way ("5000" of "5000 EUR", 15 of 17 digits)
    assert w.budget_problem.isVisible() and without_joiners(w.budget_problem.text()) == said[lang]
    assert w.result is None and not w.meter.format()  # no month of another budget
    assert w.currency.currentData() == "CNY"
    QTest.keyClick(w.budget, Qt.Key.Key_Return)  # Enter and leaving the field keep it as typed, and said
    w.name.setFocus()
    qtbot.waitUntil(lambda: not w.budget.hasFocus(), timeout=3000)
    assert w.budget.lineEdit().text() == typed and without_joiners(w.budget_problem.text()) == said[lang] and w.result is None
    assert not w.save_file() and [without_joiners(e) for e in errors] == [said[lang]]  # never saved as another budget
    assert w.plan_obj()["budget"]["amount"] == 100_000 and w.undo.count() == steps  # (no step of it kept)
    w.budget.setFocus()
    qtbot.waitUntil(w.budget.hasFocus, timeout=3000)
    QTest.keyClick(w.budget, Qt.Key.Key_Escape)  # Esc: the amount it had, and its month
    assert w.budget.value() == 100_000 and not w.budget_problem.isVisible() and not w.budget.problem
    assert w.result is not None and w.plan_obj()["budget"]["amount"] == 100_000


@pytest.mark.parametrize("lang", ["en", "zh_CN"], indirect=True)
def test_a_huge_budget_the_engine_takes_is_taken_and_read_in_large_units(qtbot, cat, lang):
    w = _plan(qtbot, cat)
    # the month priced once, at the amount that read "¥10,000亿" (each pricing takes seconds; the suite's 5 minutes)
    typed = "999999999999"
    _type_budget(qtbot, w, typed, len(typed))  # (at once: typed key by key, each amount on its way was priced too)
    assert not w.budget.problem and w.budget.value() == float(typed)
    assert w.result is not None and w.result.budget == float(typed)
    shown = "\n".join((w.meter.format(), w.summary.text(), w.notes.text()))
    assert "10,000亿" not in shown and "10,000 billion" not in shown  # (999,999,999,999 read "¥10,000亿")
    if lang == "zh_CN":
        assert "万亿" in without_joiners(shown)
        for amount, zh in ((999999999999, "¥1万亿"), (12345678901234, "¥12.3万亿"), (1e15, "¥1,000万亿")):
            assert without_joiners(W.money(float(amount), "CNY")) == zh
    for big in ("12345678901234", "1e15"):  # the largest the engine takes are read as typed (not priced again)
        assert w.budget.valueFromText(big) == float(big)


def test_a_budget_said_wrong_in_dollars_names_the_largest_in_dollars_and_an_undo_clears_it(qtbot, cat):
    w = _plan(qtbot, cat)
    w.currency.setCurrentIndex(w.currency.findData("USD"))
    _type_budget(qtbot, w, "2e15", 3)  # ("2e1", $20, at once: the field takes it on its way)
    assert w.budget_problem.text() == "“2e15” is more than the largest budget accepted, $1,000\u00a0trillion."
    w.undo.undo()  # the plan's own undo (the currency back): the budget shows the plan's amount again
    assert w.currency.currentData() == "CNY" and w.budget.value() == 100_000
    assert not w.budget.problem and not w.budget_problem.isVisible() and w.result is not None


def _main(qtbot, lang):
    return budget_window(qtbot)


WIZARD = {"-5000": {"en": "A budget is more than zero: “-5000” is not one. Type the amount, or tick “No budget”.",
                    "zh_CN": "预算须大于零：“-5000”不是有效的预算。请输入金额，或勾选“无预算限制”。"},
          "€5000": BAD[2][1], "12345678901234567": BAD[1][1]}


@pytest.mark.parametrize("lang", ["en", "zh_CN"], indirect=True)
@pytest.mark.parametrize("typed", list(WIZARD))
def test_the_wizards_budget_says_the_same_and_esc_puts_back_the_amount(qtbot, seeded_home, lang, typed):
    win, wz = _main(qtbot, lang)
    wz.budget.setFocus()
    qtbot.waitUntil(wz.budget.hasFocus, timeout=3000)
    wz.budget.selectAll()
    type_text(wz.budget, typed)
    assert wz.budget.text() == typed and without_joiners(wz.field_error("budget.amount")) == WIZARD[typed][lang]
    assert win.rec is None and win.scenario is None and win.result.message.isVisible()  # no result of it
    assert wz.budget_currency.currentData() == "CNY"
    QTest.keyClick(wz.budget, Qt.Key.Key_Escape)
    assert wz.budget.text() == "50000" and not wz.field_error("budget.amount")
    qtbot.waitUntil(lambda: win.rec is not None, timeout=20000)
    assert win.scenario is not None and win.scenario.budget_amount == 50000
    QTest.keyClick(wz.budget, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # what was typed comes back
    assert wz.budget.text() == typed and without_joiners(wz.field_error("budget.amount")) == WIZARD[typed][lang]
