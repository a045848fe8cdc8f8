"""The wizard lists the known models of the kind of work chosen, and offers serving for language models only
(serving an image model was answered as a language model with prompts, answers and a KV cache)."""

from __future__ import annotations

from gpu_advisor.core.scenario.spec import parse_scenario
from gpu_advisor.gui.wizard import Wizard


def _listed(wz) -> set[str]:
    view = wz.preset.view()
    return {str(wz.preset.itemData(i)) for i in range(1, wz.preset.count()) if not view.isRowHidden(i)}


def test_the_known_models_follow_the_kind_of_work(qtbot, cat):
    wz = Wizard(cat)
    qtbot.addWidget(wz)
    listed = _listed(wz)
    assert "llama-3.1-8b" in listed and "bert-large" in listed and "resnet-50" not in listed
    names = set(wz._preset_names.stringList())
    assert not any("ResNet" in n or "YOLO" in n for n in names)
    wz._set_combo(wz.preset, "llama-3.1-8b")
    wz.workload.setCurrentIndex(wz.workload.findData("cv"))
    listed = _listed(wz)
    assert {"resnet-50", "yolov8m", "vit-b-16"} <= listed and "llama-3.1-8b" not in listed
    assert wz.preset.currentIndex() == 0  # a language model is not kept as an image model
    wz._set_combo(wz.preset, "resnet-50")
    obj, errors = wz.collect()
    assert set(errors) <= {"data"} and obj["workload"] == "cv" and obj["model"] == {"preset": "resnet-50"}
    obj["data"] = {"dataset_gb": 50}
    assert parse_scenario(obj, cat).workload == "cv"


def test_serving_is_offered_for_language_models_only(qtbot, cat):
    wz = Wizard(cat)
    qtbot.addWidget(wz)
    wz.workload.setCurrentIndex(wz.workload.findData("cv"))
    wz.task_buttons["inference"].setChecked(True)
    assert wz.workload.currentData() == "llm"
    model = wz.workload.model()
    enabled = {wz.workload.itemData(i): model.item(i).isEnabled() for i in range(wz.workload.count())}
    assert enabled == {"llm": True, "cv": False, "recsys": False, "rl": False}
    listed = _listed(wz)
    assert "llama-3.1-8b" in listed and "bert-large" not in listed and "resnet-50" not in listed
    wz.task_buttons["train"].setChecked(True)
    assert all(model.item(i).isEnabled() for i in range(wz.workload.count()))
    assert wz.workload.currentData() == "cv" and "resnet-50" in _listed(wz)  # training's own kind, back with it
    wz.workload.setCurrentIndex(wz.workload.findData("llm"))
    assert "bert-large" in _listed(wz)


def test_a_file_without_the_kind_takes_its_models_and_a_contradiction_is_one_message(qtbot, cat):
    wz = Wizard(cat)
    qtbot.addWidget(wz)
    wz.set_scenario({"task": "train", "model": {"preset": "resnet-50"}, "data": {"dataset_gb": 50}})
    assert wz.workload.currentData() == "cv" and wz.preset.currentData() == "resnet-50"
    wz.set_scenario({"task": "train", "workload": "llm", "model": {"preset": "resnet-50"}, "data": {"dataset_gb": 5}})
    assert wz.preset.currentData() == "resnet-50"  # kept: the scenario says what is wrong, at the kind's field
    obj, _ = wz.collect()
    assert obj["workload"] == "llm" and obj["model"] == {"preset": "resnet-50"}


def test_a_service_is_asked_no_deadline_and_no_past_run_and_its_goal_says_why(qtbot, cat):
    """A service runs all month: the deadline and the past training run were asked, then ignored, and the answer
    said 'a deadline was given: the cheapest option that meets it' of a service."""
    from gpu_advisor.core.scenario import parse_scenario
    wz = Wizard(cat)
    qtbot.addWidget(wz)
    wz.show()
    wz.fields["deadline_hours"].unknown_box().setChecked(False)
    wz.deadline.setText("100")
    wz.has_ref.setChecked(True)
    wz.ref_hours.setText("20")
    wz.fields["preferences.spot"].unknown_box().setChecked(False)  # answered "yes", then the task changes
    money, ref = wz.fields["deadline_hours"], wz.stack.indexOf(wz.page_ref)
    form = wz.page_money.form
    assert form.isRowVisible(money) and not wz.steps.item(ref).isHidden()
    wz.task_buttons["inference"].setChecked(True)
    assert not form.isRowVisible(money) and wz.steps.item(ref).isHidden()
    assert wz.page_money.intro.text() == "What can you spend?"
    obj = wz.scenario_dict()
    assert "deadline_hours" not in obj and "reference_run" not in obj
    sc = parse_scenario(obj, cat)
    goal = next(a for a in sc.assumed if a.path == "preferences.objective")
    assert (sc.objective, goal.why) == ("cheapest", "serving_cost")
    # nor whether it may be interrupted: no service runs on spot (spot_rules service_spot), and the open answer says so
    spot, prefs = wz.fields["preferences.spot"], wz.page_prefs.form
    assert not prefs.isRowVisible(spot) and "spot" not in obj.get("preferences", {})
    assert (sc.spot, next(a.why for a in sc.assumed if a.path == "preferences.spot")) == ("avoid", "service_always_on")
    wz.spot.setCurrentIndex(wz.spot.findData("avoid"))  # a file's "avoid" (examples/qwen-7b-inference-low-qps.json)
    assert wz.scenario_dict()["preferences"]["spot"] == "avoid"  # is the user's answer, not listed as assumed
    wz.spot.setCurrentIndex(wz.spot.findData("allow"))
    wz.task_buttons["train"].setChecked(True)  # back to training: the answers are still there
    obj = wz.scenario_dict()
    assert obj["deadline_hours"] == 100 and obj["reference_run"]["hours"] == 20 and form.isRowVisible(money)
    assert prefs.isRowVisible(spot) and obj["preferences"]["spot"] == "allow"


def test_an_assumed_amount_lends_its_unit_only_while_it_is_assumed(qtbot, cat):
    """A 7B model with 50 'GB of training data': ticking "I don't know" showed the assumed answer in tokens and left
    the unit there, so 50 typed again after unticking meant 50 tokens (a 10-minute answer). The hint read
    '140000000000 (assumed)'."""
    wz = Wizard(cat)
    qtbot.addWidget(wz)
    wz.task_buttons["train"].setChecked(True)
    wz.workload.setCurrentIndex(wz.workload.findData("llm"))
    wz.fields["model.params"].unknown_box().setChecked(False)
    wz.params.setText("7B")
    data = wz.fields["data"]
    data.unknown_box().setChecked(False)
    wz.data_unit.setCurrentIndex(wz.data_unit.findData("dataset_gb"))
    wz._unit_chosen = False  # (as after opening a file: the unit is the file's, not picked by the user)
    data.unknown_box().setChecked(True)
    sc = parse_scenario(wz.scenario_dict(), cat)
    wz.show_assumed(sc)
    assert wz.data_unit.currentData() == "tokens"  # the assumed answer, shown in its own unit
    assert wz.data_amount.placeholderText() == "140 billion (assumed)"  # (text.big_number, as the result says it)
    data.unknown_box().setChecked(False)
    assert wz.data_unit.currentData() == "dataset_gb"  # the user's unit back before they type
    wz.data_amount.setText("50")
    assert wz.scenario_dict()["data"] == {"dataset_gb": 50}


def test_a_long_paste_is_named_short_in_its_message(qtbot, cat):
    """A 500-character paste was repeated whole under the field and widened the wizard page."""
    wz = Wizard(cat)
    qtbot.addWidget(wz)
    wz.task_buttons["inference"].setChecked(True)
    wz.fields["inference.qps"].unknown_box().setChecked(False)
    wz.qps.setText("x" * 500)
    _, errors = wz.collect()
    assert errors["inference.qps"].startswith("“" + "x" * 39 + "…” is not a number") and len(errors["inference.qps"]) < 120


def test_the_greyed_data_in_china_answer_is_what_is_assumed(qtbot, cat):
    """Left at "I don't know", the question showed a greyed "Yes — only servers in mainland China" beside an answer
    abroad: nothing restricts the clouds then, so the greyed box shows "No"."""
    wz = Wizard(cat)
    qtbot.addWidget(wz)
    assert wz.fields["preferences.data_in_china"].is_unknown() and wz.in_china.currentData() is False
    assert "data_in_china" not in wz.scenario_dict().get("preferences", {})


def test_switching_to_serving_and_back_keeps_each_tasks_kind_and_model(qtbot, cat):
    """An image model chosen for training came back as a language model (and no model) after a look at "Serve a
    model": each task's kind of model and known model come back with it, and serving never shows the image model."""
    from PySide6.QtCore import QPoint, Qt
    wz = Wizard(cat)
    qtbot.addWidget(wz)
    wz.show()

    def click(task):
        b = wz.task_buttons[task]
        qtbot.mouseClick(b, Qt.MouseButton.LeftButton, pos=QPoint(12, b.height() // 2))
        assert wz.task() == task

    def shown():
        return wz.workload.currentData(), wz.preset.currentData() if wz.preset.currentIndex() > 0 else None

    wz.workload.setCurrentIndex(wz.workload.findData("cv"))
    wz._set_combo(wz.preset, "resnet-50")
    click("inference")
    assert shown() == ("llm", None)  # not the training's image model: serving's own answer is asked for
    wz._set_combo(wz.preset, "llama-3.1-8b")
    click("finetune")
    assert shown() == ("cv", "resnet-50") and wz.preset.currentText() == wz.preset.itemText(wz.preset.currentIndex())
    obj = wz.collect()[0]
    assert obj["workload"] == "cv" and obj["model"] == {"preset": "resnet-50"}
    click("train")  # training and fine-tuning share their answers
    assert shown() == ("cv", "resnet-50")
    click("inference")
    assert shown() == ("llm", "llama-3.1-8b")
    assert wz.collect()[0]["model"] == {"preset": "llama-3.1-8b"}
    click("train")
    wz.workload.setCurrentIndex(wz.workload.findData("recsys"))  # a change made after the switch back is kept
    click("inference")
    click("train")
    assert wz.workload.currentData() == "recsys"
    # new answers (a file, File > New): nothing of the last ones comes back
    wz.set_scenario({"task": "inference", "model": {"preset": "llama-3.1-8b"}, "inference": {"qps": 1}})
    click("train")
    assert shown() == ("llm", "llama-3.1-8b")
