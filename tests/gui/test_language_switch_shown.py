"""Walk 25: an alternative shown in the card (double-clicked, or a point clicked on the chart), then Settings →
Language: the new window kept the page and the result tab but its card went back to the recommendation. The option
in the card comes over."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from gpu_advisor import text as W
from gpu_advisor.gui.app import install_language
from tests.gui.conftest import discard_on_close


@pytest.fixture
def win(qapp, seeded_home):
    """The article's window in English, not given to qtbot: the switch deletes it (pytest-qt would close it)."""
    import shiboken6
    from gpu_advisor.gui.main_window import MainWindow
    from gpu_advisor.gui.worker import SyncExecutor
    install_language(qapp, "en")
    w = MainWindow(executor=SyncExecutor())
    w.show()
    yield w
    if shiboken6.isValid(w) and getattr(w, "replaced_by", None) is None:  # (failed before the switch)
        discard_on_close(w)
        w.close()
    install_language(qapp, "en")
    W.set_language(None)


def _switch(qtbot, w, lang, last=False):
    w.set_language(lang)
    new = w.replaced_by
    if last:  # (one switched again is deleted by that switch: pytest-qt closes only the last)
        qtbot.addWidget(new, before_close_func=discard_on_close)
    qtbot.waitUntil(lambda: new.rec is not None and not new.result.pending, timeout=15000)
    QApplication.processEvents()
    return new


def test_the_alternative_in_the_card_is_still_there_after_a_language_switch(qtbot, win):
    w = win
    qtbot.waitUntil(lambda: w.rec is not None and not w.result.pending, timeout=15000)
    alt = w.rec.alternatives[1]
    w.result.show_alternative(1)
    assert w.result.shown == alt
    new = _switch(qtbot, w, "zh_CN", last=True)
    assert new.result.shown == alt and not new.result._shown_chosen
    assert new.result.card.headline.text().startswith(f"{alt.gpu_count:g} × {alt.gpu}")
