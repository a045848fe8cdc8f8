"""The main window by keyboard alone, in English and Chinese: no two controls shown together answer the same Alt key
(a menu title, a wizard choice, a button, a result tab), and Tab walks the questions in reading order, then the
wizard's buttons, then the result pane, and around again."""

from __future__ import annotations

from collections import defaultdict

import pytest
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QAbstractButton, QApplication, QGroupBox, QLabel, QMessageBox, QTabBar

from gpu_advisor.gui.app import install_language
from gpu_advisor.gui.main_window import MainWindow
from gpu_advisor.gui.worker import SyncExecutor

B = QMessageBox.StandardButton


@pytest.fixture
def lang(request, qapp, seeded_home):
    install_language(qapp, request.param)
    yield request.param
    install_language(qapp, "en")


def open_window(qtbot) -> MainWindow:
    w = MainWindow(executor=SyncExecutor())
    qtbot.addWidget(w, before_close_func=lambda w: setattr(w, "_ask", lambda *a: B.Discard))
    w._ask = lambda *a, **k: B.Discard
    w.resize(1280, 800)
    w.show()
    qtbot.waitUntil(lambda: w.rec is not None and not w.result.pending, timeout=20000)
    return w


def alt_key(text: str) -> str:
    """The Alt key a text answers, as Qt reads its "&" ("" without one): "&File" -> "Alt+F", "文件(&F)" -> "Alt+F"."""
    return QKeySequence.mnemonic(text).toString()


def shown_mnemonics(w: MainWindow) -> dict[str, list[str]]:
    """Alt key -> the texts of the controls on screen that answer it: the menu titles, buttons (radio buttons, check
    boxes), tabs, labels of a field and group titles the window shows."""
    texts = [a.text() for a in w.menuBar().actions() if a.isVisible()]
    for b in w.findChildren(QAbstractButton):
        if b.isVisible():
            texts.append(b.text())
    for bar in w.findChildren(QTabBar):
        if bar.isVisible():
            texts += [bar.tabText(i) for i in range(bar.count()) if bar.isTabVisible(i) and bar.isTabEnabled(i)]
    texts += [lab.text() for lab in w.findChildren(QLabel) if lab.isVisible() and lab.buddy() is not None]
    texts += [g.title() for g in w.findChildren(QGroupBox) if g.isVisible()]
    keys: dict[str, list[str]] = defaultdict(list)
    for t in texts:
        if key := alt_key(t):
            keys[key].append(t)
    return keys


@pytest.mark.parametrize("lang", ["en", "zh_CN"], indirect=True)
def test_no_two_controls_on_screen_answer_the_same_alt_key(qtbot, lang):
    w = open_window(qtbot)
    wz = w.wizard
    checked = 0
    for task in ("train", "finetune", "inference"):
        wz.task_buttons[task].click()
        for page in range(wz.stack.count()):
            if wz.steps.item(page).isHidden():
                continue
            wz.go(page)
            for tab in range(w.result.tabs.count()):
                w.result.tabs.setCurrentIndex(tab)
                QApplication.processEvents()
                keys = shown_mnemonics(w)
                assert {"Alt+F", "Alt+B", "Alt+N", "Alt+C"} <= set(keys)  # (the menus, the wizard, the tabs)
                twice = {k: v for k, v in keys.items() if len(v) > 1}
                assert not twice, f"{lang}, {task}, page {page}, tab {tab}: {twice}"
                checked += 1
    assert checked >= 3 * 5 * 4
    # in each menu too (its items are shown together when it opens)
    menus = [a.menu() for a in w.menuBar().actions()] + [w.recent_menu]
    for menu in menus:
        keys = [alt_key(a.text()) for a in menu.actions() if a.isVisible() and not a.isSeparator()]
        keys = [k for k in keys if k]
        assert len(keys) == len(set(keys)), f"{lang}, {menu.title()}: {keys}"
