"""Text copied from the window holds no invisible character: the summary's "¥10⁠万" kept its WORD JOINER (U+2060)
when selected and copied with Ctrl+C (Qt's own copy of a label), and a spreadsheet it was pasted into got it."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
import shiboken6
from PySide6.QtCore import QMimeData, Qt
from PySide6.QtWidgets import QApplication, QLabel

from gpu_advisor import text as W
from gpu_advisor.core.base import NO_BREAK_SPACE, WORD_JOINER
from gpu_advisor.gui.clipboard_plain import install, plain_copy


@pytest.fixture
def watched(qapp):
    """The clipboard watched as the app's make_app does (here on the tests' application: make_app itself would load
    the app's fonts and name into every later test of the process)."""
    watcher = install(qapp)
    yield
    shiboken6.delete(watcher)


def test_the_app_watches_its_clipboard():
    code = ("from gpu_advisor.gui.app import make_app; from PySide6.QtCore import QObject; app = make_app(); "
            "make_app(); print(len(app.findChildren(QObject, 'clipboard_plain')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120,
                         env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert out.returncode == 0, out.stderr[-2000:]
    assert out.stdout.split()[-1] == "1"  # once, however often make_app is asked


def test_an_amount_selected_in_a_label_and_copied_has_no_joiner(qtbot, watched):
    with W.using_language("zh_CN"):
        amount = W.money(100_000, "CNY")
    assert WORD_JOINER in amount  # on screen: "¥10" and "万" kept on one line
    label = QLabel(f"在您 {amount} 的预算之内。")
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    qtbot.addWidget(label)
    label.show()
    label.setFocus()
    label.setSelection(0, len(label.text()))
    qtbot.keyClick(label, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
    clipboard = QApplication.clipboard()
    qtbot.waitUntil(lambda: WORD_JOINER not in clipboard.text(), timeout=2000)
    assert clipboard.text() == "在您 ¥10万 的预算之内。"


def test_every_text_format_is_cleaned_and_other_text_left_alone():
    data = QMimeData()
    data.setText(f"$1,000{NO_BREAK_SPACE}trillion and ¥10{WORD_JOINER}万")
    data.setHtml(f"<b>¥10{WORD_JOINER}万</b>")
    data.setData("application/x-other", b"kept")
    out = plain_copy(data)
    assert out is not None
    assert out.text() == "$1,000 trillion and ¥10万" and out.html() == "<b>¥10万</b>"
    assert bytes(out.data("application/x-other")) == b"kept"
    plain = QMimeData()
    plain.setText("¥15.59")
    assert plain_copy(plain) is None  # nothing to put back: the clipboard is not set again
