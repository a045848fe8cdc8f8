"""The wizard's data page for an image model's fine-tune: no packing question (an image is not padded), no
checkpointing question (it changes nothing the estimate counts for an image model), the method greyed at what is
assumed (a full fine-tune), and "Measured in" offers only the kinds of data an image model learns from; a kind
chosen for a language model gives way when the model becomes an image model."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QListView

from gpu_advisor.core.base import CatalogError
from gpu_advisor.core.scenario.spec import parse_scenario
from gpu_advisor.gui.wizard import Wizard
from gpu_advisor.text.problems import describe_what


def _offered(wz) -> set[str]:
    view = wz.data_unit.view()
    assert isinstance(view, QListView)
    return {str(wz.data_unit.itemData(i)) for i in range(wz.data_unit.count()) if not view.isRowHidden(i)}


def _vision_finetune(qtbot, cat) -> Wizard:
    wz = Wizard(cat)
    qtbot.addWidget(wz)
    wz.show()
    wz.task_buttons["finetune"].setChecked(True)
    wz.workload.setCurrentIndex(wz.workload.findData("cv"))
    return wz


def test_an_image_fine_tune_is_not_asked_a_language_models_questions(qtbot, cat):
    wz = _vision_finetune(qtbot, cat)
    form = wz.page_data.form
    assert not form.isRowVisible(wz.packed.row) and not form.isRowVisible(wz.checkpointing.row)
    assert form.isRowVisible(wz.method_field)
    # an answer given while a language model was chosen is not sent for the image model
    wz.fields["data.packed"].unknown.setChecked(False)
    wz.fields["gradient_checkpointing"].unknown.setChecked(False)
    wz.fields["model.params"].unknown.setChecked(True)  # "I don't know" the model: the typical image model
    wz.fields["data"].unknown.setChecked(False)
    wz.data_unit.setCurrentIndex(wz.data_unit.findData("items:images"))
    wz.data_amount.setText("12000")
    obj, errors = wz.collect()
    assert not errors and "packed" not in obj["data"] and "gradient_checkpointing" not in obj
    sc = parse_scenario(obj, cat)
    wz.show_assumed(sc)
    assert sc.finetune_method == "full" and wz.method.currentData() == "full"  # the greyed box shows what is assumed
    assert sc.epochs == 21 and "21" in wz.epochs.placeholderText()
    # a language model's fine-tune still asks both
    wz.workload.setCurrentIndex(wz.workload.findData("llm"))
    assert form.isRowVisible(wz.packed.row) and form.isRowVisible(wz.checkpointing.row)


def test_measured_in_offers_only_what_an_image_model_learns_from(qtbot, cat):
    wz = Wizard(cat)
    qtbot.addWidget(wz)
    wz.show()
    wz.task_buttons["finetune"].setChecked(True)
    assert {"items:qa_pairs", "items:images"} <= _offered(wz)  # a language model: all of them
    wz.data_unit.setCurrentIndex(wz.data_unit.findData("items:qa_pairs"))
    wz.workload.setCurrentIndex(wz.workload.findData("cv"))
    offered = _offered(wz)
    assert "items:images" in offered and "dataset_gb" in offered
    assert not {"items:qa_pairs", "items:conversations", "items:documents", "items:pages"} & offered
    # the Q&A pairs chosen before gave way: nothing the image model cannot use is sent
    assert wz.data_unit.currentData() in offered
    item = wz.data_unit.model().item(wz.data_unit.findData("items:qa_pairs"))
    assert not item.isEnabled()  # (the arrow keys skip it too)
    wz.workload.setCurrentIndex(wz.workload.findData("llm"))
    assert "items:qa_pairs" in _offered(wz)


def test_a_files_kind_of_data_the_model_cannot_use_is_said_in_the_lists_words(qtbot, cat):
    wz = Wizard(cat)
    qtbot.addWidget(wz)
    wz.show()
    wz.set_scenario({"task": "finetune", "workload": "cv", "data": {"items": 12000, "item_kind": "qa_pairs"}})
    assert wz.data_unit.currentData() == "items:qa_pairs"  # a file's answer stays, and its problem is said
    with pytest.raises(CatalogError) as err:
        parse_scenario(wz.collect()[0], cat)
    wz.show_problems(list(err.value.problems), describe_what)
    text = wz.field_error("data.unit")
    # was: "“qa_pairs” is not one of the allowed values (use one of: images, audio_hours, video_hours, rows)"
    assert text.startswith("This kind of model cannot learn from Q&A pairs")  # (a sentence: walk 19)
    assert "hours of audio" in text and "qa_pairs" not in text and "audio_hours" not in text
