"""The window's status line: what the newest answer took ("2,196 configurations compared in 3 ms")."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel


class StatusLabel(QLabel):
    """A label of the status bar whose size only grows: a new text that fits leaves the window's layout alone.

    A QLabel of a free size asks its window to lay itself out again at every new text; at each step of a dragged
    line (a new figure of milliseconds) that relaid and repainted the status bar and the window a second time after
    the chart's paint (~2 ms a move under X11, and the drag fell behind the pointer)."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self._fit()

    def setText(self, text: str) -> None:  # noqa: N802 - Qt's name
        if text == self.text():
            return
        super().setText(text)
        self._fit()

    def _fit(self) -> None:
        """A fixed size (no layout request for a text that fits), made larger when a text needs it."""
        hint = self.sizeHint()
        size = (max(getattr(self, "_size", (0, 0))[0], hint.width()), hint.height())
        if size != getattr(self, "_size", None):
            self._size = size
            self.setFixedSize(*size)
