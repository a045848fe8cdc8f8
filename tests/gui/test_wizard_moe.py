"""Issue 28, estimates v3.4: the wizard takes a mixture of experts typed by size (its active parameters per token),
keeps it through a scenario opened and saved again, and refuses it beside a known model or above the size."""

from __future__ import annotations

from gpu_advisor.core.scenario.spec import parse_scenario
from gpu_advisor.gui.wizard import Wizard


def test_the_active_parameters_of_a_typed_size_reach_the_scenario_and_come_back(qtbot, cat):
    wz = Wizard(cat)
    qtbot.addWidget(wz)
    wz.set_scenario({"task": "train", "model": {"params": 2.36e11, "params_active": 2.1e10}, "data": {"tokens": 1e11}})
    assert wz.params_active.text() == "21000000000"
    obj, errors = wz.collect()
    assert not errors and obj["model"] == {"params": 2.36e11, "params_active": 2.1e10}
    assert parse_scenario(obj, cat).params_active == 2.1e10
    # typed by the user, in their own notation
    wz.params_active.setText("30B")
    obj, errors = wz.collect()
    assert not errors and obj["model"]["params_active"] == 3e10
    # empty: a dense model
    wz.params_active.clear()
    obj, errors = wz.collect()
    assert not errors and obj["model"] == {"params": 2.36e11}


def test_more_active_than_the_size_or_beside_a_known_model_is_one_message_at_the_field(qtbot, cat):
    wz = Wizard(cat)
    qtbot.addWidget(wz)
    wz.set_scenario({"task": "train", "model": {"params": 1e10}, "data": {"tokens": 1e11}})
    wz.params_active.setText("20B")
    obj, errors = wz.collect()
    assert set(errors) == {"model.params_active"} and "params_active" not in obj["model"]
    wz.set_scenario({"task": "finetune", "model": {"preset": "qwen3-30b-a3b"}, "data": {"tokens": 1e8}})
    assert wz.params_active.text() == ""
    wz.params_active.setText("3B")
    obj, errors = wz.collect()
    assert set(errors) == {"model.params_active"} and obj["model"] == {"preset": "qwen3-30b-a3b"}
    wz.params_active.setText("x")
    _, errors = wz.collect()
    assert set(errors) == {"model.params_active"}
    # the size left as "I don't know": the active figure has nothing to belong to
    wz.set_scenario({"task": "train", "model": {}, "data": {"tokens": 1e11}})
    assert wz.fields["model.params"].is_unknown()
    wz.params_active.setText("3B")
    _, errors = wz.collect()
    assert set(errors) == {"model.params_active"}


def test_the_question_shows_for_a_language_model_only(qtbot, cat):
    wz = Wizard(cat)
    qtbot.addWidget(wz)
    wz.set_scenario({"task": "train", "workload": "cv", "model": {"params": 3e8}, "data": {"samples": 1e6},
                     "reference_run": {"gpu": "V100-32GB", "gpus": 8, "hours": 30}})  # (by size: with a past run)
    row = wz.fields["model.params_active"]
    assert not wz.page_model.form.isRowVisible(row)
    wz.params_active.setText("3B")  # typed before the kind changed: not sent for an image model
    obj, errors = wz.collect()
    assert not errors and "params_active" not in obj["model"]
    wz.workload.setCurrentIndex(wz.workload.findData("llm"))
    assert wz.page_model.form.isRowVisible(row)
