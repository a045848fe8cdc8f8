"""The wizard asks what a service is for (a chat / an API / batch work / I don't know): the answer goes into
inference.use, "I don't know" leaves it out (a chat is assumed and listed), and a file's answer is shown again."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from gpu_advisor.core.scenario.spec import parse_scenario
from gpu_advisor import text as words
from gpu_advisor.text.assumed import answer_words
from gpu_advisor.gui.wizard import Wizard


@pytest.fixture
def language():
    yield words.set_language
    words.set_language(None)


def test_the_use_question_answers_inference_use_and_i_dont_know_assumes_a_chat(qtbot, cat, language):
    language("en")
    wz = Wizard(cat)
    qtbot.addWidget(wz)
    wz.show()
    wz.task_buttons["inference"].setChecked(True)
    wz.params.setText("7B")
    assert wz.page_serving.form.isRowVisible(wz.use.row)
    assert wz.fields["inference.use"].unknown.isChecked()  # "I don't know" until the user says
    assert wz.use.box.currentData() == "chat"  # the greyed box shows what is assumed
    obj, errors = wz.collect()
    assert not errors and "use" not in (obj.get("inference") or {})
    sc = parse_scenario(obj, cat)
    hit = [a for a in sc.assumed if a.path == "inference.use"]
    assert sc.service_use == "chat" and len(hit) == 1 and hit[0].why == "strictest_use"
    assert words.field_label("inference.use") == "What the service is for"
    assert answer_words("inference.use", "api") == "What the service is for: an API: other programs call it"
    for code in ("chat", "api", "batch"):
        wz.fields["inference.use"].unknown.setChecked(False)
        wz._set_combo(wz.use.box, code)
        obj, errors = wz.collect()
        assert not errors and obj["inference"]["use"] == code
        assert parse_scenario(obj, cat).service_use == code
    # reopening a file keeps the answer; a training job is not asked
    wz.set_scenario({"task": "inference", "model": {"preset": "qwen2.5-7b"}, "inference": {"qps": 2, "use": "batch"}})
    assert not wz.fields["inference.use"].unknown.isChecked() and wz.use.box.currentData() == "batch"
    wz.set_scenario({"task": "inference", "model": {"preset": "qwen2.5-7b"}, "inference": {"qps": 2}})
    assert wz.fields["inference.use"].unknown.isChecked()
    wz.task_buttons["train"].setChecked(True)
    assert not wz.page_serving.form.isRowVisible(wz.use.row) or wz.steps.item(
        wz.stack.indexOf(wz.page_serving)).isHidden()
    obj, errors = wz.collect()
    assert "inference" not in obj


def test_the_use_question_in_chinese(qtbot, cat, language):
    language("zh_CN")
    tr = QTranslator()
    assert tr.load("gpu_advisor_zh_CN", str(words.i18n_dir()))
    QCoreApplication.installTranslator(tr)
    try:
        wz = Wizard(cat)
        qtbot.addWidget(wz)
        assert wz.use.box.itemText(0) == "聊天：用户边出字边阅读"
        assert [wz.use.box.itemData(i) for i in range(wz.use.box.count())] == ["chat", "api", "batch"]
    finally:
        QCoreApplication.removeTranslator(tr)
    assert words.field_label("inference.use") == "服务用途"
    assert words.why_text("strictest_use").startswith("未说明")
