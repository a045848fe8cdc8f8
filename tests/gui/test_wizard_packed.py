"""Issue 28: the wizard asks whether a fine-tune's examples are packed (padded, the Hugging Face default / packed /
I don't know); "I don't know" leaves data.packed out, and the result lists what was assumed, in words."""

from __future__ import annotations

from gpu_advisor.core.scenario.spec import parse_scenario
from gpu_advisor import text as words
from gpu_advisor.gui.wizard import Wizard


def test_the_packing_question_answers_data_packed_and_i_dont_know_leaves_it_open(qtbot, cat):
    wz = Wizard(cat)
    qtbot.addWidget(wz)
    wz.show()
    wz.task_buttons["finetune"].setChecked(True)
    wz.params.setText("7B")
    wz.fields["data"].unknown.setChecked(False)
    wz.data_unit.setCurrentIndex(wz.data_unit.findData("tokens"))
    wz.data_amount.setText("1e8")
    assert wz.fields["data.packed"].unknown.isChecked()  # "I don't know" until the user says
    assert wz.packed.box.currentData() is False  # the greyed box shows what is assumed: padded
    obj, errors = wz.collect()
    assert not errors and "packed" not in obj["data"]
    sc = parse_scenario(obj, cat)
    hit = [a for a in sc.assumed if a.path == "data.packed"]
    assert sc.packed is None and len(hit) == 1
    assert words.field_label("data.packed") != "data.packed" and words.why_text("packing_unknown") != "packing_unknown"
    for value in (True, False):
        wz.fields["data.packed"].unknown.setChecked(False)
        wz._set_combo(wz.packed.box, value)
        obj, errors = wz.collect()
        assert not errors and obj["data"]["packed"] is value
        assert parse_scenario(obj, cat).packed is value
    # reopening a file keeps the answer; another task does not ask it
    wz.set_scenario({"task": "finetune", "model": {"params": 7e9}, "data": {"tokens": 1e8, "packed": True}})
    assert not wz.fields["data.packed"].unknown.isChecked() and wz.packed.box.currentData() is True
    assert wz.page_data.form.isRowVisible(wz.packed.row)
    wz.set_scenario({"task": "finetune", "model": {"params": 7e9}, "data": {"tokens": 1e8}})
    assert wz.fields["data.packed"].unknown.isChecked()
    wz.task_buttons["train"].setChecked(True)
    assert not wz.page_data.form.isRowVisible(wz.packed.row)
    obj, errors = wz.collect()
    assert "packed" not in (obj.get("data") or {})
