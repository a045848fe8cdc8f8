"""The main window by keyboard alone, in English and Chinese: no two controls shown together answer the same Alt key
(a menu title, a wizard choice, a button, a result tab), and Tab walks the questions in reading order, then the
wizard's buttons, then the result pane, and around again."""

from __future__ import annotations

from collections import defaultdict

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication, QGroupBox, QLabel, QMessageBox, QTabBar, QWidget

from gpu_advisor.gui.app import install_language
from gpu_advisor.gui.main_window import MainWindow
from gpu_advisor.gui.worker import SyncExecutor

B = QMessageBox.StandardButton


@pytest.fixture
def lang(request, qapp, seeded_home):
    install_language(qapp, request.param)
    yield request.param
    install_language(qapp, "en")


def open_window(qtbot, deferred: bool = False) -> MainWindow:
    """``deferred``: as the app starts (the questions painted first, the result pane put in place after)."""
    w = MainWindow(executor=SyncExecutor(), deferred=deferred)
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


def tab_walk(start: QWidget, key=Qt.Key.Key_Tab) -> list[QWidget]:
    """The widgets Tab (or Shift+Tab) stops at from ``start`` until it comes back to it, as a person presses it."""
    start.setFocus()
    QApplication.processEvents()
    assert QApplication.focusWidget() is start
    seen: list[QWidget] = []
    for _ in range(200):
        w = QApplication.focusWidget()
        seen.append(w)
        mods = Qt.KeyboardModifier.ShiftModifier if key == Qt.Key.Key_Backtab else Qt.KeyboardModifier.NoModifier
        QTest.keyClick(w, Qt.Key.Key_Tab, mods)
        QApplication.processEvents()
        if QApplication.focusWidget() is start:
            return seen
    raise AssertionError(f"Tab never came back to {start}: {[type(w).__name__ for w in seen[:30]]}")


@pytest.mark.parametrize("page,deferred", [(0, False), (2, True), (5, False)])
def test_tab_walks_the_questions_then_the_wizard_buttons_then_the_result_pane(qtbot, seeded_home, page, deferred):
    w = open_window(qtbot, deferred)
    wz, r = w.wizard, w.result
    w.activateWindow()
    wz.go(page)
    QApplication.processEvents()
    walk = tab_walk(wz.steps)
    in_result = [r.isAncestorOf(x) for x in walk]
    first = in_result.index(True)
    assert not any(in_result[:first]) and all(in_result[first:]), [type(x).__name__ for x in walk]
    wizard_part = walk[:first]
    # the questions of the page, top to bottom (each answer's box, then its "I don't know"), then the buttons
    form = wz.stack.currentWidget().form
    rows = [form.itemAt(i).widget() for i in range(form.count())]
    editors = [f.editor for f in wz.fields.values() if f in rows and f.isVisible() and f.editor.isEnabled()
               and f.editor.focusPolicy() & Qt.FocusPolicy.TabFocus]
    assert editors and all(any(e is x or e.isAncestorOf(x) for x in wizard_part) for e in editors)
    place = [next(i for i, x in enumerate(wizard_part) if e is x or e.isAncestorOf(x)) for e in editors]
    assert place == sorted(place) and wizard_part[0] is wz.steps
    buttons = [b for b in (wz.next, wz.back) if b.isEnabled()]
    assert wizard_part[-len(buttons):] == buttons  # the main one first: Next >, then Back
    assert all(wz.stack.currentWidget().isAncestorOf(x) for x in wizard_part[1:-len(buttons)])
    # the result pane in reading order: the card's button, Launch files…, the words, the tabs, what the tab shows
    assert walk[first:first + 4] == [r.card.change, r.launch_button, r.notes, r.tabs.tabBar()]
    assert all(r.tabs.currentWidget().isAncestorOf(x) for x in walk[first + 4:]) and len(walk) > first + 4
    # and back the same way: Shift+Tab from the steps list reaches the result pane first, the steps list last
    back = tab_walk(wz.steps, Qt.Key.Key_Backtab)
    assert back[1:] == walk[1:][::-1]
