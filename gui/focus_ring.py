"""A ring in the highlight colour over a widget while it has the keyboard focus, for widgets that draw none of their
own: the result pane's pyqtgraph charts, Tab stops that showed nothing (walk25). An overlay, so the widget keeps its
size: a style sheet's border would take its pixels, and pyqtgraph sizes its plot by the widget, not by what a border
leaves (the plot was cut by the border's width)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QPainter, QPalette, QPen
from PySide6.QtWidgets import QWidget

WIDTH = 2  # pixels of the ring


class FocusRing(QWidget):
    """Shown over ``target`` (its whole rectangle) while ``target`` has the focus; lets every mouse event through."""

    def __init__(self, target: QWidget):
        super().__init__(target)
        self._target = target
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setGeometry(target.rect())
        self.hide()
        target.installEventFilter(self)

    def eventFilter(self, obj: QObject, ev: QEvent) -> bool:
        if obj is self._target:
            kind = ev.type()
            if kind == QEvent.Type.Resize:
                self.setGeometry(self._target.rect())
            elif kind in (QEvent.Type.FocusIn, QEvent.Type.FocusOut):
                self.setVisible(self._target.hasFocus())
                self.raise_()
        return False

    def paintEvent(self, ev) -> None:  # noqa: N802 (Qt's name)
        p = QPainter(self)
        p.setPen(QPen(self.palette().color(QPalette.ColorRole.Highlight), WIDTH))
        half = WIDTH // 2
        p.drawRect(self.rect().adjusted(half, half, -half, -half))
        p.end()
