"""Amounts of money as people write them, at every field that takes money: the wizard's budget, the Team plan's
budget a month and a price cell of the catalog editor. "¥100,000", "100,000 CNY", "100 000", "$14,000", "USD 14000",
"10万元", "RMB 100000" and "１００，０００" were refused as "not a number". A currency written in the amount that is not
the field's is never read as the field's: the currency beside the field follows it, or the field says which
currency it is in."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from gpu_advisor.gui.wizard import Wizard
from ..support import type_text

# (typed, amount, the currency it names or None)
TYPED = [("¥100,000", 100_000, "CNY"), ("100,000 CNY", 100_000, "CNY"), ("100 000", 100_000, None),
         ("100\u2009000", 100_000, None), ("100\u00a0000", 100_000, None), ("100\u202f000", 100_000, None),
         ("10万元", 100_000, "CNY"), ("RMB 100000", 100_000, "CNY"), ("１００，０００", 100_000, None),
         ("￥１００，０００", 100_000, "CNY"), ("人民币 10万", 100_000, "CNY"), ("10万", 100_000, None),
         ("100,000", 100_000, None), ("$14,000", 14_000, "USD"), ("USD 14000", 14_000, "USD"),
         ("US$ 1.5k", 1_500, "USD"), ("14,000 dollars", 14_000, "USD")]


@pytest.mark.parametrize("lang", ["en", "zh_CN"], indirect=True)
def test_the_wizard_budget_takes_amounts_as_written_in_their_currency(qtbot, cat, lang):
    wz = Wizard(cat)
    qtbot.addWidget(wz)
    wz.fields["budget.amount"].unknown_box().setChecked(False)
    for text, amount, currency in TYPED:
        wz._set_combo(wz.budget_currency, "USD" if currency == "CNY" else "CNY")  # the other one, where one is said
        before = wz.budget_currency.currentData()
        wz.budget.clear()
        type_text(wz.budget, text)  # typed, as a person types it: the currency beside follows
        obj, errors = wz.collect()
        assert "budget.amount" not in errors, (text, errors)
        assert obj["budget"]["amount"] == amount, text
        assert obj["budget"]["currency"] == (currency or before), text
    # "1,5" stays refused, with its own message, also behind a currency sign and in full-width characters
    for text in ("1,5", "¥1,5", "１，５"):
        wz.budget.setText(text)
        assert "1.5" in wz.collect()[1]["budget.amount"], text
    for text in ("1 5", "$100元", "¥", "12 34"):
        wz.budget.setText(text)
        assert wz.collect()[1]["budget.amount"].startswith(("“" + text, "“" + text)), text


@pytest.mark.parametrize("lang", ["en", "zh_CN"], indirect=True)
def test_dollars_in_a_yuan_budget_are_never_read_as_yuan(qtbot, cat, lang):
    wz = Wizard(cat)
    qtbot.addWidget(wz)
    wz.fields["budget.amount"].unknown_box().setChecked(False)
    wz._set_combo(wz.budget_currency, "CNY")
    type_text(wz.budget, "$14,000")
    assert wz.budget_currency.currentData() == "USD"  # the currency beside it follows what was typed
    # chosen back to CNY by hand, with the dollars still in the field: refused, the field's currency said
    wz._set_combo(wz.budget_currency, "CNY")
    obj, errors = wz.collect()
    assert "budget" not in obj
    message = errors["budget.amount"]
    assert "“$14,000”" in message and "USD" in message and "CNY" in message
    assert wz.field_error("budget.amount") == message


def _plan(qtbot, cat):
    from ..support import plan_window
    return plan_window(qtbot, cat)


@pytest.mark.parametrize("lang", ["en", "zh_CN"], indirect=True)
def test_the_team_plan_budget_takes_amounts_as_written(qtbot, cat, lang):
    w = _plan(qtbot, cat)
    for text, amount, currency in TYPED:
        w.currency.setCurrentText("USD" if currency == "CNY" else "CNY")
        before = w.currency.currentData()
        w.budget.setFocus()
        w.budget.lineEdit().selectAll()
        type_text(w.budget.lineEdit(), text)
        assert w.budget.lineEdit().text() == text  # nothing of it refused on the way
        w.budget.interpretText()
        assert w.budget.value() == round(amount), text
        assert w.currency.currentData() == (currency or before), text
        assert w.plan_obj()["budget"] == {"amount": round(amount), "currency": currency or before, "per": "month"}


def test_dollars_in_a_plan_in_yuan_switch_the_plan_to_dollars_one_undo_step(qtbot, cat):
    w = _plan(qtbot, cat)
    w.currency.setCurrentText("CNY")
    w.budget.setValue(50_000)
    w.undo.clear()
    w.budget.setFocus()
    w.budget.lineEdit().selectAll()
    type_text(w.budget.lineEdit(), "$14,000")
    w.budget.interpretText()
    assert (w.budget.value(), w.currency.currentData()) == (14_000, "USD")  # never ¥14,000, never converted
    assert w.budget_note.isVisible() and "USD" in w.budget_note.text()
    assert w.undo.count() == 1
    w.undo.undo()
    assert (w.budget.value(), w.currency.currentData()) == (50_000, "CNY")
    w.undo.redo()
    assert (w.budget.value(), w.currency.currentData()) == (14_000, "USD")


def _row(m, provider_currency: str) -> int:
    cur, prov = m.columns.index("currency"), m.columns.index("on_demand_hour")
    for r in range(m.rowCount()):
        if m.data(m.index(r, cur), Qt.ItemDataRole.EditRole) == provider_currency and \
                m.data(m.index(r, prov), Qt.ItemDataRole.EditRole):
            return r
    raise AssertionError(f"no priced row in {provider_currency}")


@pytest.mark.parametrize("lang", ["en", "zh_CN"], indirect=True)
def test_a_price_cell_takes_prices_as_written_in_the_row_currency(qtbot, editor, lang):
    m = editor.models["instances"]
    col = m.columns.index("on_demand_hour")
    yuan, dollars = _row(m, "CNY"), _row(m, "USD")
    for r, text, shown in ((yuan, "¥1,200.5", "1200.5"), (yuan, "1 300 元", "1300"), (yuan, "１２．５", "12.5"),
                           (yuan, "RMB 14", "14"), (dollars, "$2.49", "2.49"), (dollars, "USD 2.5", "2.5"),
                           (dollars, "2.6", "2.6")):
        assert m.setData(m.index(r, col), text), text
        assert m.data(m.index(r, col), Qt.ItemDataRole.EditRole) == shown, text
    refused = []
    m.refused.connect(refused.append)
    before = m.data(m.index(yuan, col), Qt.ItemDataRole.EditRole)
    assert not m.setData(m.index(yuan, col), "$14")  # dollars never stored as yuan
    assert m.data(m.index(yuan, col), Qt.ItemDataRole.EditRole) == before
    assert refused[-1].code == "price_currency_differs"
    said = editor.message.text()
    assert "“$14”" in said and "USD" in said and "CNY" in said
    assert not m.setData(m.index(yuan, col), "€1.20")  # a currency the catalog has no rate for: named, refused
    assert refused[-1].code == "price_currency_differs" and "EUR" in editor.message.text()
    assert m.data(m.index(yuan, col), Qt.ItemDataRole.EditRole) == before
    assert not m.setData(m.index(dollars, col), "1,5")  # a decimal comma stays refused
    assert refused[-1].code == "not_a_number" and "1,5" in editor.message.text()


@pytest.mark.parametrize("lang", ["en", "zh_CN"], indirect=True)
def test_an_amount_in_wan_makes_the_budget_yuan_again(qtbot, cat, lang):
    """Walk 24: after "$14,000" had made the budget USD, "10万" kept USD with no word: a budget of $100,000 (about
    ¥700,000). An amount counted in 万 or 亿 is one of yuan; one that names its currency keeps it ("10万美元")."""
    wz = Wizard(cat)
    qtbot.addWidget(wz)
    wz.fields["budget.amount"].unknown_box().setChecked(False)
    wz._set_combo(wz.budget_currency, "CNY")
    type_text(wz.budget, "$14,000")
    assert wz.budget_currency.currentData() == "USD"
    for text, amount, currency in (("10万", 100_000, "CNY"), ("10万美元", 100_000, "USD"), ("1.5亿", 150_000_000, "CNY")):
        wz._set_combo(wz.budget_currency, "USD" if currency == "CNY" else "CNY")
        wz.budget.clear()
        type_text(wz.budget, text)
        obj, errors = wz.collect()
        assert not errors.get("budget.amount"), (text, errors)
        assert obj["budget"]["amount"] == amount and obj["budget"]["currency"] == currency, (text, obj["budget"])
    w = _plan(qtbot, cat)
    w.currency.setCurrentText("USD")
    w.budget.setFocus()
    w.budget.lineEdit().selectAll()
    type_text(w.budget.lineEdit(), "10万")
    w.budget.interpretText()
    assert (w.budget.value(), w.currency.currentData()) == (100_000, "CNY")
