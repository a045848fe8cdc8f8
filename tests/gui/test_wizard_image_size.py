"""The wizard asks an image model's size of one image file ("How big is one image file, roughly?"): typed as "3 MB"
or "200 KB" it goes into ``data.image_mb``; "I don't know" (ticked until the user types) leaves it out and the field
shows ImageNet's 110 KB greyed as assumed; a bad size is marked at the field; the question is not asked of a language
model or a service; a file's answer comes back into the field and goes out as it came."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from gpu_advisor.core.scenario.spec import parse_scenario
from gpu_advisor.gui.wizard import Wizard


def _image_training(qtbot, cat) -> Wizard:
    wz = Wizard(cat)
    qtbot.addWidget(wz)
    wz.show()
    wz.workload.setCurrentIndex(wz.workload.findData("cv"))
    wz.fields["model.params"].unknown.setChecked(True)  # the typical image model
    wz.fields["data"].unknown.setChecked(False)
    wz.data_unit.setCurrentIndex(wz.data_unit.findData("dataset_gb"))
    wz.data_amount.setText("50")
    return wz


def test_a_typed_size_is_the_answer(qtbot, cat):
    wz = _image_training(qtbot, cat)
    f = wz.fields["data.image_mb"]
    assert wz.page_data.form.isRowVisible(wz.image_size.row) and f.is_unknown()
    wz.go(wz.stack.indexOf(wz.page_data))
    wz.image_size.edit.setFocus()
    with qtbot.waitSignal(wz.changed) as sent:
        qtbot.keyClicks(wz.image_size.edit, "3 MB")  # typing unticks "I don't know", as in the other fields
    assert not f.is_unknown() and sent.args[0]["data"]["image_mb"] == pytest.approx(3.0)
    sc = parse_scenario(sent.args[0], cat)
    assert sc.image_mb == pytest.approx(3.0) and not [a for a in sc.assumed if a.path == "data.image_mb"]
    wz.image_size.edit.clear()
    qtbot.keyClicks(wz.image_size.edit, "200 KB")
    obj, errors = wz.collect()
    assert not errors and obj["data"]["image_mb"] == pytest.approx(0.2)
    # emptied (Ctrl+Z back to nothing, or cleared), the answer is "I don't know" again
    wz.image_size.edit.selectAll()
    qtbot.keyClick(wz.image_size.edit, Qt.Key.Key_Backspace)
    assert f.is_unknown() and "image_mb" not in wz.collect()[0]["data"]


def test_i_dont_know_shows_the_assumed_size(qtbot, cat):
    wz = _image_training(qtbot, cat)
    obj, errors = wz.collect()
    assert not errors and "image_mb" not in obj["data"]
    sc = parse_scenario(obj, cat)
    wz.show_assumed(sc)
    assert "110" in wz.image_size.edit.placeholderText() and "KB" in wz.image_size.edit.placeholderText()


@pytest.mark.parametrize("typed", ["0", "-3", "abc", "600 MB"])
def test_a_bad_size_is_marked_at_the_field(qtbot, cat, typed):
    wz = _image_training(qtbot, cat)
    with qtbot.waitSignal(wz.invalid):
        qtbot.keyClicks(wz.image_size.edit, typed)
    error = wz.field_error("data.image_mb")
    assert error and typed in error


def test_not_asked_of_a_language_model_or_a_service(qtbot, cat):
    wz = _image_training(qtbot, cat)
    qtbot.keyClicks(wz.image_size.edit, "3")
    wz.task_buttons["finetune"].setChecked(True)
    assert wz.page_data.form.isRowVisible(wz.image_size.row)  # an image model's fine-tune: asked
    wz.workload.setCurrentIndex(wz.workload.findData("llm"))
    assert not wz.page_data.form.isRowVisible(wz.image_size.row)
    assert "image_mb" not in (wz.collect()[0].get("data") or {})  # an answer not shown answers nothing
    wz.task_buttons["inference"].setChecked(True)
    assert "image_mb" not in (wz.collect()[0].get("data") or {})


def test_a_files_answer_comes_back_and_goes_out(qtbot, cat):
    wz = Wizard(cat)
    qtbot.addWidget(wz)
    given = {"schema_version": 1, "task": "train", "workload": "cv", "model": {"preset": "resnet-50"},
             "data": {"dataset_gb": 50, "image_mb": 0.2}}
    wz.set_scenario(given)
    assert wz.image_size.edit.text() == "200 KB" and not wz.fields["data.image_mb"].is_unknown()
    obj, errors = wz.collect()
    assert not errors and obj["data"] == given["data"]
    wz.set_scenario({**given, "data": {"dataset_gb": 50}})
    assert wz.fields["data.image_mb"].is_unknown() and wz.image_size.edit.text() == ""


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_the_result_says_the_size_given_or_assumed(cat, lang):
    from gpu_advisor import text as W
    from gpu_advisor.text.assumed import assumed_lead, assumed_rows
    from gpu_advisor.text.scenario import scenario_rows
    base = {"task": "train", "workload": "cv", "data": {"dataset_gb": 50}}
    with W.using_language(lang), W.using_catalog(cat):
        unknown = parse_scenario(base, cat)
        given = parse_scenario({**base, "data": {"dataset_gb": 50, "image_mb": 3}}, cat)
        # "I don't know": the ImageNet figure, listed among the answers left open, with its source
        rows = [r for r in assumed_rows(unknown, cat) if r[0] == W.field_label("data.image_mb")]
        assert len(rows) == 1 and "110" in rows[0][1] and "arxiv.org/abs/1409.0575" in rows[0][3]
        assert W.field_label("data.image_mb") != "data.image_mb"
        # given: the card's lead counts the images with it and says it is the user's answer
        lead = assumed_lead(given, cat)
        assert "16,700" in lead and "3 MB" in lead and "455,000" in assumed_lead(unknown, cat)
        assert not [r for r in assumed_rows(given, cat) if r[0] == W.field_label("data.image_mb")]
        shown = dict(scenario_rows(given, cat))
        assert shown[W.field_label("data.image_mb")] == "3 MB"
