"""Catalog → Update prices… shows a price's move with one precision on both sides: "1.09 → 109.00 USD" (it once read
"1.0900 → 109.00 USD", four decimals on one side and two on the other), with the decimals the move needs."""

from __future__ import annotations

import pytest

from gpu_advisor.core.prices import update as up
from gpu_advisor.gui.update_dialog import change_text, price_text, UpdateDialog


def _decimals(side: str) -> int:
    number = side.split()[0]
    return len(number.partition(".")[2])


def test_both_sides_of_a_move_have_the_same_decimals():
    assert change_text(1.09, 109.0, None, "USD") == "1.09 → 109.00 USD"
    assert change_text(109.0, 1.09, None, "USD") == "109.00 → 1.09 USD"
    assert change_text(4.352, 4.7872, None, "USD") == "4.3520 → 4.7872 USD"  # as precise as the more precise side
    assert change_text(12.5, 12.75, None, "CNY") == "12.50 → 12.75 CNY"
    # a move too small for the usual decimals gets the decimals that show it
    assert change_text(2.00001, 2.00002, None, "USD") == "2.00001 → 2.00002 USD"
    assert change_text(0.00123, 0.0015, None, "USD") == "0.00123 → 0.00150 USD"  # below a cent
    assert change_text(None, 3.5, None, "USD") == "— → 3.50 USD"
    assert change_text(3.06, None, None, "USD") == "3.06 USD → —"  # a removed price keeps its currency
    assert change_text(3.5, 3.5, None, "USD") == "3.50 USD"
    for old, new in ((1.09, 109.0), (0.5, 1234.5678), (99.999, 100.0), (7.0, 0.0007)):
        left, right = change_text(old, new, None, "USD").split(" → ")
        assert _decimals(left) == _decimals(right), (old, new)
    assert price_text(1.09, "USD") == "1.09 USD" and price_text(4.7872) == "4.7872" and price_text(None) == "—"


def test_the_preview_shows_a_move_alike_on_both_sides(qtbot, cat):
    dlg = UpdateDialog(cat, sources=())
    qtbot.addWidget(dlg)
    row = up.ChangedRow("aws", "us-east-1", "g4dn.xlarge", "T4", 1.09, 109.0, None, None, "")
    top = dlg.model.invisibleRootItem()
    dlg._currency = {row.key: "USD"}
    dlg._changed(top, row, big=True)
    on_demand = top.child(top.rowCount() - 1, 4).text()
    assert on_demand.startswith("1.09 → 109.00 USD"), on_demand


@pytest.mark.parametrize("lang", ["en", "zh_CN"], indirect=True)
def test_the_change_in_percent_is_bracketed_as_the_language_writes_brackets(lang):
    """walk26: the Chinese preview read "1.00 → 1.10 USD (+10.0%)" with ASCII brackets beside Chinese words."""
    text = change_text(1.0, 1.1, 10.0, "USD")
    assert text.endswith("（+10.0%）" if lang == "zh_CN" else " (+10.0%)")
