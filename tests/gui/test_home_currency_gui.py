"""Show prices in: Automatic, and no budget: the prices are in the interface language's currency (a Chinese-interface
user saw dollars for a mix of clouds, and no cross-border warning), the greyed answer says which, the card warns a
yuan user of an answer abroad, and the saved answers keep "Automatic"."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from gpu_advisor.gui.app import install_language

from .conftest import discard_on_close

ROOT = Path(__file__).resolve().parents[2]


def article_automatic() -> dict:
    """The article's case with "Show prices in" left Automatic and no budget."""
    obj = json.loads((ROOT / "resources" / "start" / "article-case.json").read_text(encoding="utf-8"))
    obj.pop("budget")
    obj["preferences"].pop("currency")
    return obj


@pytest.mark.parametrize("lang, cur, warned", [("zh_CN", "CNY", True), ("en", "USD", False)])
def test_automatic_prices_follow_the_interface_language(qtbot, seeded_home, lang, cur, warned):
    from gpu_advisor.gui.main_window import MainWindow
    from gpu_advisor.gui.worker import SyncExecutor
    install_language(QApplication.instance(), lang)
    win = MainWindow(executor=SyncExecutor())
    qtbot.addWidget(win, before_close_func=discard_on_close)
    win.show()
    obj = article_automatic()
    win.wizard.set_scenario(copy.deepcopy(obj))
    win.recompute()
    qtbot.waitUntil(lambda: win.rec is not None and win.rec.recommendation is not None, timeout=30000)
    opt = win.rec.recommendation
    assert opt.currency == cur and win.scenario.currency == cur
    assert win.wizard.fields["preferences.currency"].is_unknown()
    assert win.wizard.currency.currentData() == cur  # the greyed Automatic answer shows the currency used
    card = win.result.card
    assert card.abroad.isVisible() == warned
    if warned:
        assert "中国大陆" in card.abroad.text() and "¥" in card.abroad.text()
    warnings = [n.code for n in win.rec.warnings]
    assert ("overseas" in warnings) == warned
    saved = win.wizard.scenario_dict().get("preferences", {})
    assert "currency" not in saved and "home_currency" not in saved  # the file keeps "Automatic"
