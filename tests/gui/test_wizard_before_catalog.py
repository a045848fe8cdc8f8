"""The wizard before the catalog is there (the main window builds it with no catalog, so its first page shows
before pandas and the catalog load)."""

from __future__ import annotations

from gpu_advisor.gui.wizard import Wizard


def test_answers_naming_clouds_load_before_the_catalog_is_there(qtbot):
    # Found by mypy: the clouds named in the answers were resolved against the catalog even when there was none
    # yet, and set_scenario failed with an AttributeError; now they are kept by the names given.
    wz = Wizard(None)
    qtbot.addWidget(wz)
    wz.set_scenario({"task": "finetune", "workload": "llm", "preferences": {"providers": ["aliyun"], "spot": True}})
    assert wz.task_buttons["finetune"].isChecked()
    assert wz.scenario_dict()["task"] == "finetune"
