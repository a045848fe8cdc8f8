"""Issue 28 v3.1: the wizard does not ask the software stack (given in the file or on the command line), but a
scenario that gives it keeps it through the wizard: opened and saved again, nothing is lost."""

from __future__ import annotations

import pytest

from gpu_advisor.core.catalog.load import load_bundled
from gpu_advisor.core.scenario.spec import parse_scenario
from gpu_advisor.gui.wizard import Wizard


@pytest.fixture(scope="module")
def cat():
    return load_bundled()


def test_a_given_software_stack_survives_the_wizard_and_a_scenario_without_one_gets_none(qtbot, cat):
    wz = Wizard(cat)
    qtbot.addWidget(wz)
    wz.set_scenario({"task": "train", "model": {"params": 7e9}, "data": {"tokens": 1e11},
                     "training": {"software": "fused"}})
    obj, errors = wz.collect()
    assert not errors and obj["training"] == {"software": "fused"} and obj["data"]["tokens"] == 1e11
    assert parse_scenario(obj, cat).software == "fused"
    wz.set_scenario({"task": "train", "model": {"params": 7e9}, "data": {"tokens": 1e11}})
    obj, errors = wz.collect()
    assert not errors and "training" not in obj
