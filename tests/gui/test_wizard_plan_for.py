"""The wizard keeps a scenario's explicit preferences.plan_for "expected" (it has a box for "slow" only; unticked
is the default, "auto": runs of a week or more at the slow end)."""

from __future__ import annotations

import json
from pathlib import Path

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def test_an_explicit_expected_survives_the_wizard_and_the_slow_box_wins_over_it(win, tmp_path):
    obj = json.loads((EXAMPLES / "lora-7b-finetune.json").read_text(encoding="utf-8"))
    obj["preferences"]["plan_for"] = "expected"
    path = tmp_path / "expected.json"
    path.write_text(json.dumps(obj), encoding="utf-8")
    assert win.open_file(path)
    assert not win.wizard.plan_slow.isChecked()
    assert win.wizard.scenario_dict()["preferences"]["plan_for"] == "expected"
    win.wizard.plan_slow.setChecked(True)
    assert win.wizard.scenario_dict()["preferences"]["plan_for"] == "slow"
    win.wizard.plan_slow.setChecked(False)
    assert win.wizard.scenario_dict()["preferences"]["plan_for"] == "expected"
