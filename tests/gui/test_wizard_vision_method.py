"""The fine-tuning method for an image model: LoRA and QLoRA are a language model's (the engine's adapter rules are),
so an image model's fine-tune states "Full fine-tuning" with why instead of offering LoRA and QLoRA; a LoRA chosen for
a language model is not kept (and sent) once the model is an image model, nor brought back unseen; a file's LoRA for an
image model is said at the field; and the help under "Measured in" names what this kind of model learns from (images
and photos for an image model, not Q&A pairs), in both languages."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QListView

from gpu_advisor.core.base import CatalogError
from gpu_advisor.core.scenario import parse_scenario
from gpu_advisor.gui.app import install_language
from gpu_advisor.gui.wizard import Wizard
from gpu_advisor.text.problems import describe_what


@pytest.fixture
def lang(request, qapp):
    install_language(qapp, request.param)
    yield request.param
    install_language(qapp, "en")


def _offered(wz) -> list[str]:
    view = wz.method.view()
    assert isinstance(view, QListView)
    model = wz.method.model()
    return [str(wz.method.itemData(i)) for i in range(wz.method.count())
            if not view.isRowHidden(i) and model.item(i).isEnabled()]


def _wizard(qtbot, cat, workload: str = "llm") -> tuple[Wizard, list[dict]]:
    wz = Wizard(cat)
    qtbot.addWidget(wz)
    wz.show()
    sent: list[dict] = []
    wz.changed.connect(sent.append)
    wz.task_buttons["finetune"].setChecked(True)
    wz.workload.setCurrentIndex(wz.workload.findData(workload))
    wz.fields["model.params"].unknown_box().setChecked(True)  # the typical model of the kind
    wz.fields["data"].unknown_box().setChecked(False)
    wz.data_amount.setText("50")
    return wz, sent


def _method_row(wz):
    f = wz.method_field
    return (wz.page_data.form.isRowVisible(f), wz.method.isEnabled(), not f.unknown_box().isHidden(),
            wz.method.currentData())


def test_an_image_model_is_fine_tuned_whole_and_a_language_model_is_offered_all_three(qtbot, cat):
    wz, sent = _wizard(qtbot, cat, "cv")
    assert _offered(wz) == ["full"]
    # stated, not asked: shown greyed as full fine-tuning, without "I don't know", with why
    assert _method_row(wz) == (True, False, False, "full")
    help_text = wz.method_field.help.text()
    assert "fine-tuned whole" in help_text and "language model" in help_text
    obj, errors = wz.collect()
    assert not errors and obj.get("finetune_method") in (None, "full") and sent[-1] == obj
    sc = parse_scenario(obj, cat)
    wz.show_assumed(sc)
    assert sc.finetune_method == "full" and wz.method.currentData() == "full"
    wz.workload.setCurrentIndex(wz.workload.findData("llm"))
    assert _offered(wz) == ["lora", "qlora", "full"]
    assert _method_row(wz)[:3] == (True, False, True)  # "I don't know" back, ticked: the box greyed
    assert wz.method_field.help.text() == "LoRA trains a small add-on and needs far less memory."


@pytest.mark.parametrize("method", ["lora", "qlora"])
def test_a_language_models_lora_is_not_kept_for_an_image_model_nor_brought_back_unseen(qtbot, cat, method):
    wz, sent = _wizard(qtbot, cat, "llm")
    wz.method_field.unknown_box().setChecked(False)
    wz.method.setCurrentIndex(wz.method.findData(method))
    assert sent[-1]["finetune_method"] == method
    wz.workload.setCurrentIndex(wz.workload.findData("cv"))
    # the last answers sent (what the result is computed from) hold no adapter for the image model
    assert sent[-1]["workload"] == "cv" and sent[-1].get("finetune_method") is None
    assert wz.collect()[0].get("finetune_method") is None
    assert _method_row(wz) == (True, False, False, "full")
    parse_scenario(sent[-1], cat)  # (accepted: an image model's fine-tune, full assumed)
    wz.workload.setCurrentIndex(wz.workload.findData("llm"))
    # back to a language model: the question is open ("I don't know"), nothing unseen is sent
    assert sent[-1]["workload"] == "llm" and "finetune_method" not in sent[-1]
    assert wz.method_field.is_unknown() and not wz.method.isEnabled()
    sc = parse_scenario(sent[-1], cat)
    wz.show_assumed(sc)
    assert wz.method.currentData() == sc.finetune_method == "lora"  # the greyed box shows what the result says


def test_a_full_fine_tune_answered_for_a_language_model_stays_full(qtbot, cat):
    wz, sent = _wizard(qtbot, cat, "llm")
    wz.method_field.unknown_box().setChecked(False)
    wz.method.setCurrentIndex(wz.method.findData("full"))
    wz.workload.setCurrentIndex(wz.workload.findData("cv"))
    assert sent[-1].get("finetune_method") == "full" and _method_row(wz) == (True, False, False, "full")
    wz.workload.setCurrentIndex(wz.workload.findData("llm"))
    assert sent[-1]["finetune_method"] == "full" and _method_row(wz) == (True, True, True, "full")


def test_a_files_lora_for_an_image_model_is_said_at_the_field_and_full_fixes_it(qtbot, cat):
    wz, sent = _wizard(qtbot, cat, "llm")
    wz.set_scenario({"schema_version": 1, "task": "finetune", "workload": "cv", "model": {"preset": "resnet-50"},
                     "finetune_method": "lora", "data": {"samples": 100000}})
    assert wz.method.currentData() == "lora" and wz.method.isEnabled()  # kept: the user sees what the file says
    assert _offered(wz) == ["full"]  # ... and can choose only what an image model is
    obj = wz.collect()[0]
    assert obj["finetune_method"] == "lora"
    with pytest.raises(CatalogError) as err:
        parse_scenario(obj, cat)
    rest = wz.show_problems(list(err.value.problems), describe_what)
    assert not rest
    assert wz.field_error("finetune_method") == ("LoRA trains small adapters on a language model, and this is an "
                                                 "image model, which is fine-tuned whole (every weight): choose full "
                                                 "fine-tuning.")  # (a sentence: walk 19)
    assert wz.pages_with_errors() == ["Data"]
    wz.method.setCurrentIndex(wz.method.findData("full"))
    assert sent[-1]["finetune_method"] == "full" and _method_row(wz) == (True, False, False, "full")
    parse_scenario(sent[-1], cat)


UNITS = {  # (task, workload) -> words the help under "Measured in" names, and words it must not
    ("finetune", "cv"): ({"en": ["images (photos)"], "zh_CN": ["图片", "照片"]},
                         {"en": ["Q&A", "documents", "tokens"], "zh_CN": ["问答", "文档"]}),
    ("train", "cv"): ({"en": ["images (photos)"], "zh_CN": ["照片"]}, {"en": ["Q&A"], "zh_CN": ["问答"]}),
    ("finetune", "llm"): ({"en": ["Q&A pairs"], "zh_CN": ["问答对"]}, {"en": ["photos"], "zh_CN": ["照片"]}),
    ("train", "llm"): ({"en": ["tokens", "documents"], "zh_CN": ["文档"]}, {"en": ["photos"], "zh_CN": ["照片"]}),
    ("train", "recsys"): ({"en": ["rows of a table"], "zh_CN": ["表格行"]}, {"en": ["Q&A", "photos"],
                                                                         "zh_CN": ["问答", "照片"]}),
}


@pytest.mark.parametrize("lang", ["en", "zh_CN"], indirect=True)
def test_measured_in_names_what_this_kind_of_model_learns_from(qtbot, cat, lang):
    wz = Wizard(cat)
    qtbot.addWidget(wz)
    for (task, workload), (named, not_named) in UNITS.items():
        wz.task_buttons[task].setChecked(True)
        wz.workload.setCurrentIndex(wz.workload.findData(workload))
        text = wz.fields["data.unit"].help.text()
        assert all(w in text for w in named[lang]), (task, workload, text)
        assert not any(w in text for w in not_named[lang]), (task, workload, text)
        assert wz.data_unit.accessibleDescription() == text
        method_help = wz.method_field.help.text()
        if lang == "zh_CN":  # every help of the page in the interface's language
            assert "language model" not in method_help and "image" not in text
        if workload == "cv":
            assert ("LoRA" in method_help) and ("整体" in method_help if lang == "zh_CN" else "whole" in method_help)


@pytest.mark.parametrize("workload", ["recsys", "rl"])
def test_a_recommendation_or_rl_model_is_fine_tuned_whole_too(qtbot, cat, workload):
    """They were offered LoRA, and "I don't know" assumed it (a language model's adapter rules on a DLRM)."""
    wz, sent = _wizard(qtbot, cat, workload)
    assert _offered(wz) == ["full"] and _method_row(wz) == (True, False, False, "full")
    help_text = wz.method_field.help.text()
    assert "fine-tuned whole" in help_text and "recommendation" in help_text and "image" not in help_text
    obj, errors = wz.collect()
    assert not errors and obj.get("finetune_method") in (None, "full")
    wz.workload.setCurrentIndex(wz.workload.findData("llm"))
    assert _offered(wz) == ["lora", "qlora", "full"]
