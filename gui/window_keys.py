"""The main window's keyboard path: Tab walks the wizard's list of steps, the questions of the page in reading order,
its main button (Next >) and Back, then the result pane in reading order (the card's Change…, Launch files…, the
words under it, the tabs and what the open tab shows), and around to the steps again. Qt's own order follows when
each widget was made: Tab went from the last question into the result pane (the tabs before Launch files…, a stop
on the card's scroll area that showed nothing) and reached the wizard's buttons only after it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QScrollArea, QWidget

if TYPE_CHECKING:
    from gpu_advisor.gui.main_window import MainWindow


def tab_stops(window: QWidget, root: QWidget) -> list[QWidget]:
    """The widgets inside ``root`` that Tab stops at, in the window's focus chain order. (No ``focusProxy()`` here:
    asked of every widget of the window, PySide6 6.11 lost a label of the result pane to it.)"""
    out: list[QWidget] = []
    w = window.nextInFocusChain()
    while w is not None and w is not window and len(out) < 10_000:
        if root.isAncestorOf(w) and w.focusPolicy() & Qt.FocusPolicy.TabFocus == Qt.FocusPolicy.TabFocus:
            out.append(w)
        w = w.nextInFocusChain()
    return out


def keyboard_path(win: MainWindow) -> None:
    """Put the window's Tab order in place, once the result pane is built (the pane's widgets made later, its
    charts, come after the ones here and before the steps: Tab still goes around)."""
    wz, r = win.wizard, win.result
    for area in r.findChildren(QScrollArea):
        if area.isAncestorOf(r.card):  # the card's scroll area: Tab on a child scrolls it into view
            area.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    lead = [r.card.change, r.launch_button, r.notes, r.tabs.tabBar()]
    result = lead + [w for w in tab_stops(win, r) if all(w is not x for x in lead)]
    order = [wz.steps, *tab_stops(win, wz.stack), wz.next, wz.back, *result]
    for first, second in zip(order, order[1:]):
        QWidget.setTabOrder(first, second)
