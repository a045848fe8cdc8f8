"""Issue 28: the wizard does not ask the global batch (an engineer's figure, given in the file or on the command
line), but a scenario that gives it keeps it through the wizard: opened and saved again, nothing is lost."""

from __future__ import annotations

from gpu_advisor.core.scenario.spec import parse_scenario
from gpu_advisor.gui.wizard import Wizard


def test_a_given_global_batch_survives_the_wizard_and_a_scenario_without_one_gets_none(qtbot, cat):
    wz = Wizard(cat)
    qtbot.addWidget(wz)
    wz.set_scenario({"task": "train", "model": {"params": 7e9}, "data": {"tokens": 1e11, "global_batch_tokens": 4e6}})
    obj, errors = wz.collect()
    assert not errors and obj["data"]["global_batch_tokens"] == 4e6 and obj["data"]["tokens"] == 1e11
    assert parse_scenario(obj, cat).global_batch_tokens == 4e6
    wz.set_scenario({"task": "finetune", "model": {"params": 7e9}, "data": {"tokens": 1e8, "seq_len": 32768}})
    obj, errors = wz.collect()  # a long-context fine-tune's sequence (expert25): not asked, kept
    assert not errors and obj["data"]["seq_len"] == 32768 and parse_scenario(obj, cat).seq_len == 32768
    wz.set_scenario({"task": "train", "model": {"params": 7e9}, "data": {"tokens": 1e11}})
    obj, errors = wz.collect()
    assert not errors and "global_batch_tokens" not in obj["data"]
