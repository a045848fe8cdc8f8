"""An image model given by its size alone cannot be estimated (its work per image depends on its design and image
size, not on its parameters), yet the wizard offered the size field for one and the answer came back "Nothing can be
estimated". Now, for an image model to train without a past run, the size field is greyed with the reason and the
known image models are offered; a size typed before is refused at the field; with a past run (which times the job by
itself) the size is asked again. A scenario file with an image model by size and no past run is refused at
``model.params`` with the same reason (exit 2 on the command line), the file format unchanged."""

from __future__ import annotations

import pytest

from gpu_advisor.core.base import CatalogError
from gpu_advisor.core.scenario.spec import parse_scenario
from gpu_advisor.gui.wizard import Wizard
from gpu_advisor.text.problems import describe_problem

REF = {"gpu": "V100-32GB", "gpus": 8, "hours": 30}


def test_the_size_is_not_offered_for_an_image_model_without_a_past_run(qtbot, cat):
    wz = Wizard(cat)
    qtbot.addWidget(wz)
    wz.set_scenario({"task": "train", "workload": "cv", "model": {"preset": "resnet-50"}, "data": {"samples": 1e6}})
    field = wz.fields["model.params"]
    assert not wz.params.isEnabled() and wz.preset.itemText(0) == "(choose an image model)"
    assert "chosen by name" in field.help.text() and "Past run" in field.help.text()
    assert field.unknown_box().isEnabled()  # "I don't know" stays: the typical image model, assumed and shown
    obj, errors = wz.collect()
    assert not errors and obj["model"] == {"preset": "resnet-50"}
    wz.preset.setCurrentIndex(0)
    obj, errors = wz.collect()
    assert "model" not in obj and "known model" in errors["model.params"] and "size" not in errors["model.params"]


def test_a_size_already_given_is_refused_at_the_field_and_taken_with_a_past_run(qtbot, cat):
    wz = Wizard(cat)
    qtbot.addWidget(wz)
    wz.set_scenario({"task": "train", "workload": "cv", "model": {"params": 8.6e7}, "data": {"samples": 1.28e6}})
    obj, errors = wz.collect()
    assert "model" not in obj and "cannot be timed" in errors["model.params"]
    wz.has_ref.setChecked(True)
    assert wz.params.isEnabled() and wz.preset.itemText(0) == "(type a size instead)"
    wz.ref_hours.setText("30")
    obj, errors = wz.collect()
    assert "model.params" not in errors and obj["model"] == {"params": 86000000}
    # a language model keeps its size question whatever the past run
    wz.has_ref.setChecked(False)
    wz.workload.setCurrentIndex(wz.workload.findData("llm"))
    assert wz.params.isEnabled() and "7B = 7 billion" in wz.fields["model.params"].help.text()


def test_a_scenario_file_with_an_image_model_by_size_is_refused_with_the_reason(cat):
    obj = {"task": "train", "workload": "cv", "model": {"params": 8.6e7}, "data": {"samples": 1.28e6, "epochs": 90}}
    with pytest.raises(CatalogError) as exc:
        parse_scenario(obj, cat)
    (p,) = exc.value.problems
    assert p.column == "model.params"
    said = describe_problem(p, cli=True)
    assert "cannot be timed" in said and "model.preset" in said and "reference_run" in said
    assert parse_scenario({**obj, "reference_run": REF}, cat).params == 8.6e7  # a past run times it
    assert parse_scenario({**obj, "model": {"preset": "vit-b-16"}}, cat).preset == "vit-b-16"
