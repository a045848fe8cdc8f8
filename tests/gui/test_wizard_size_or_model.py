"""Walk 22: a size typed while a known model was chosen was dropped without a word (Qwen2.5 7B chosen, 13B typed: the
scenario kept {'preset': 'qwen2.5-7b'}); the Team plan's new job starts on Qwen2.5 7B, so a "7B" typed there was saved
as the preset. The last of the two given is the answer now, and each step can be taken back (gui/wizard_size.py)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from gpu_advisor.gui.plan_job_dialog import JobDialog, NEW_JOB
from gpu_advisor.gui.wizard import Wizard


def _type(edit, text: str) -> None:
    """As a person types: the field's text selected and replaced key by key."""
    edit.setFocus()
    edit.selectAll()
    if text:
        QTest.keyClicks(edit, text)
    else:
        QTest.keyClick(edit, Qt.Key.Key_Backspace)


def _fine_tune(qtbot, cat) -> Wizard:
    wz = Wizard(cat)
    qtbot.addWidget(wz)
    wz.show()
    wz.task_buttons["finetune"].setChecked(True)
    wz.fields["model.params"].unknown_box().setChecked(False)
    return wz


def test_a_size_typed_takes_the_place_of_the_known_model_and_gives_it_back(qtbot, cat):
    wz = _fine_tune(qtbot, cat)
    wz.preset.setCurrentIndex(wz.preset.findText("Qwen2.5 7B"))
    assert wz.scenario_dict()["model"] == {"preset": "qwen2.5-7b"}
    _type(wz.params, "13B")
    assert wz.preset.currentIndex() == 0  # "(type a size instead)": what the screen shows is what is used
    assert wz.scenario_dict()["model"] == {"params": 13e9}
    _type(wz.params, "")  # the size emptied again: the model it had set aside is back
    assert wz.preset.currentText() == "Qwen2.5 7B" and wz.scenario_dict()["model"] == {"preset": "qwen2.5-7b"}


def test_a_known_model_chosen_empties_the_size_and_the_fields_undo_gives_it_back(qtbot, cat):
    wz = _fine_tune(qtbot, cat)
    _type(wz.params, "13B")
    assert wz.scenario_dict()["model"] == {"params": 13e9}
    wz.preset.setCurrentIndex(wz.preset.findText("Qwen2.5 7B"))  # (as the list or Enter chooses it)
    assert wz.params.text() == "" and wz.scenario_dict()["model"] == {"preset": "qwen2.5-7b"}
    wz.params.setFocus()
    QTest.keySequence(wz.params, "Ctrl+Z")
    assert wz.params.text() == "13B"
    assert wz.preset.currentIndex() == 0 and wz.scenario_dict()["model"] == {"params": 13e9}


def test_a_file_opened_is_shown_as_it_is(qtbot, cat):
    """Loading answers is not typing: a file's known model stays, and nothing set aside comes back later."""
    wz = _fine_tune(qtbot, cat)
    wz.preset.setCurrentIndex(wz.preset.findText("Qwen2.5 7B"))
    _type(wz.params, "13B")
    wz.set_scenario({**NEW_JOB, "model": {"params": 3e9}})
    assert wz.scenario_dict()["model"] == {"params": 3e9}
    _type(wz.params, "")
    assert wz.preset.currentIndex() == 0  # (Qwen2.5 7B was set aside under the answers before)
    wz.set_scenario(NEW_JOB)
    assert wz.preset.currentText() == "Qwen2.5 7B" and wz.params.text() == ""


def test_the_team_plans_new_job_takes_the_size_typed(qtbot, cat):
    dlg = JobDialog(cat, {"name": "x", "runs_per_month": 4, "scenario": None})
    qtbot.addWidget(dlg)
    dlg.show()
    wz = dlg.wizard
    assert wz.preset.currentText() == "Qwen2.5 7B"  # the new job's known model
    wz.go(1)
    _type(wz.params, "7B")
    assert wz.preset.currentIndex() == 0 and wz.scenario_dict()["model"] == {"params": 7e9}
