"""Walk 25: the past run's GPU box emptied with its "I don't know" unticked said, under the box, "“” has the wrong
type (expected: text in quotes)" — the engine's words about a JSON value, not about the question. The wizard says
what is needed, in the words of its other needed answers, and sends nothing until it is answered."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from gpu_advisor.gui.app import install_language
from gpu_advisor.gui.wizard import Wizard


@pytest.mark.parametrize("lang, needed", [("en", "Needed: type the GPU"), ("zh_CN", "请填写")])
def test_an_emptied_past_run_gpu_says_what_is_needed(qtbot, cat, lang, needed):
    app = QApplication.instance()
    install_language(app, lang)
    try:
        wz = Wizard(cat)
        qtbot.addWidget(wz)
        sent = []
        wz.changed.connect(sent.append)
        wz.fields["model.params"].unknown_box().setChecked(False)
        wz.params.setText("7B")
        wz.has_ref.setChecked(True)
        wz.ref_hours.setText("100")
        gpu = wz.fields["reference_run.gpu"]
        gpu.unknown_box().setChecked(False)
        wz.ref_gpu.setCurrentText("V100")
        obj, errors = wz.collect()
        assert obj["reference_run"] == {"gpu": "V100", "hours": 100} and not errors
        wz._edited()
        assert sent  # a whole answer is sent
        sent.clear()
        wz.ref_gpu.setCurrentText("  ")
        wz._edited()
        obj, errors = wz.collect()
        shown = gpu.error.text()
    finally:
        install_language(app, "en")
    assert needed in errors["reference_run.gpu"] and shown == errors["reference_run.gpu"]
    assert not sent  # nothing sent for a question left half-answered
