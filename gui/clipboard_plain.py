"""Text copied from the window leaves without the characters that keep an amount on one line on screen.

The app's Chinese amounts hold an invisible WORD JOINER (U+2060) between a figure and its large unit ("¥10⁠万") and
English ones a no-break space ("$1,000 trillion"): Qt would wrap "¥10" and "万" apart otherwise. The files the app
writes drop them (``core.base.without_joiners``), but text selected in a label (the summary, the card, the team
plan's total) and copied with Ctrl+C or the label's menu went to the clipboard through Qt's own copy, joiners and
all: pasted into a spreadsheet, "¥10⁠万" held a character the user cannot see. ``install`` watches the clipboard (and
X11's selection): whatever this app put there is put there again without them, every format of text (plain and
HTML) cleaned, any other format kept as it was. What another application copied is never touched."""

from __future__ import annotations

from PySide6.QtCore import QMimeData, QObject, QTimer
from PySide6.QtGui import QClipboard, QGuiApplication

from gpu_advisor.core.base import NO_BREAK_SPACE, without_joiners, WORD_JOINER

_HIDDEN = (WORD_JOINER, NO_BREAK_SPACE)


def plain_copy(data: QMimeData) -> QMimeData | None:
    """``data`` with its text and HTML without joiners (``without_joiners``), its other formats as they were; None
    when it holds no joiner (nothing to put back)."""
    text = data.text() if data.hasText() else ""
    html = data.html() if data.hasHtml() else ""
    if not any(c in text or c in html for c in _HIDDEN):
        return None
    out = QMimeData()
    for fmt in data.formats():
        if fmt not in ("text/plain", "text/html") and not fmt.startswith("text/plain;"):
            out.setData(fmt, data.data(fmt))
    if html:
        out.setHtml(without_joiners(html))
    if data.hasText():
        out.setText(without_joiners(text))
    return out


def _ours(clipboard: QClipboard, mode: QClipboard.Mode) -> bool:
    """What ``mode`` holds was copied in this app (the offscreen platform's clipboard, the tests', is this process's
    alone and never says whose it is)."""
    if QGuiApplication.platformName() == "offscreen":
        return True
    return clipboard.ownsSelection() if mode == QClipboard.Mode.Selection else clipboard.ownsClipboard()


def clean(mode: QClipboard.Mode = QClipboard.Mode.Clipboard) -> bool:
    """The clipboard (or the selection) without joiners if this app copied text holding any; True when cleaned."""
    clipboard = QGuiApplication.clipboard()
    if not _ours(clipboard, mode):
        return False
    data = clipboard.mimeData(mode)
    new = plain_copy(data) if data is not None else None
    if new is None:
        return False
    clipboard.setMimeData(new, mode)  # (its own change again: nothing left to clean)
    return True


class _Watcher(QObject):
    """Cleans each copy of this app's as it is made, once the copy's own handling is over (the clipboard's data is
    not replaced while Qt still hands it out). Its connections end with it."""

    def __init__(self, app: QGuiApplication):
        super().__init__(app)
        self.setObjectName("clipboard_plain")
        clipboard = app.clipboard()
        clipboard.dataChanged.connect(self._copied)
        if clipboard.supportsSelection():
            clipboard.selectionChanged.connect(self._selected)

    def _copied(self) -> None:
        QTimer.singleShot(0, self, lambda: clean(QClipboard.Mode.Clipboard))

    def _selected(self) -> None:
        QTimer.singleShot(0, self, lambda: clean(QClipboard.Mode.Selection))


def install(app: QGuiApplication) -> QObject:
    """Watch the clipboard (and the selection) of ``app``; returns the watcher, a child of the application (deleted,
    the watching ends)."""
    return _Watcher(app)
