"""Walk 25: the article's "100 hours" typed in the past run's "How many hours" with "Yes, I know how long it took"
left unticked was dropped without a word (the result as if no run had been given, the field still showing 100). A
past run typed is a past run told: the box ticks itself."""

from __future__ import annotations

import pytest
from PySide6.QtTest import QTest

from gpu_advisor.gui.wizard import Wizard


@pytest.mark.parametrize("which", ["hours", "gpu"])
def test_typing_a_past_run_ticks_its_box_and_the_run_is_sent(qtbot, cat, which):
    wz = Wizard(cat)
    qtbot.addWidget(wz)
    wz.show()
    wz.go(wz.stack.indexOf(wz.page_ref))
    assert not wz.has_ref.isChecked()
    if which == "hours":
        QTest.keyClicks(wz.ref_hours, "100")
        assert wz.has_ref.isChecked() and wz.scenario_dict()["reference_run"]["hours"] == 100
    else:
        wz.fields["reference_run.gpu"].unknown_box().setChecked(False)
        line = wz.ref_gpu.lineEdit()
        line.selectAll()
        QTest.keyClicks(line, "A100")
        assert wz.has_ref.isChecked() and wz.scenario_dict()["reference_run"]["gpu"] == "A100"
