"""Walk 25: Help → How it works sent the user to "File → Export", a menu item that is not there (the items are
"Export proposal as PDF…" and "…as CSV…"), and said nothing of the launch files, the Team plan or Compare. Each
item it names reads as the menu and the button read, in both languages."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

from gpu_advisor.gui.app import install_language
from gpu_advisor.gui.window_menus import help_text

ITEMS = [("MainWindow", "Catal&og"), ("MainWindow", "&Edit catalog…"), ("MainWindow", "&File"),
         ("MainWindow", "Export proposal as &PDF…"), ("MainWindow", "&Team plan…"), ("MainWindow", "Co&mpare with…"),
         ("LaunchExport", "La&unch files…")]


def _shown(text: str) -> str:
    """A menu item as it reads: no mnemonic ("(&E)", "&"), no ellipsis."""
    return re.sub(r"\(&\w\)|&", "", text).strip().removesuffix("…")


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_the_help_names_each_menu_item_as_the_menu_reads(qapp, lang):
    app = QApplication.instance()
    install_language(app, lang)
    try:
        text = help_text()
        names = [_shown(QCoreApplication.translate(ctx, src)) for ctx, src in ITEMS]
    finally:
        install_language(app, "en")
    missing = [n for n in names if n not in text]
    assert not missing, (missing, text)
    assert "→ Export to" not in text and "“文件 → 导出”" not in text
