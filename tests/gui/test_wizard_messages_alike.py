"""The messages under the wizard's questions, one form in both languages (walk 19): a pasted control character is
named ("5\\x07" showed "5" and said "“5” is not a number"); a figure above the field's limit reads as one too large to
hold ("1e30" said "the number is too large (maximum …)", lowercase, nothing quoted, no full stop, while "1e400" said
"“1e400” is too large (…)"); every message is a sentence; and the banner names every page marked in red (it named
the Data page only while the Past run page needed its hours)."""

from __future__ import annotations

import pytest

from gpu_advisor.gui.wizard import Wizard
from gpu_advisor.gui.wizard_parts import read_number


@pytest.mark.parametrize("lang", ["en", "zh_CN"], indirect=True)
def test_a_pasted_control_character_is_named(qtbot, cat, lang):
    wz = Wizard(cat)
    qtbot.addWidget(wz)
    wz.fields["data"].unknown_box().setChecked(False)
    for edit, path in ((wz.data_amount, "data"), (wz.deadline, "deadline_hours"), (wz.budget, "budget.amount")):
        if path != "data":
            wz.fields[path].unknown_box().setChecked(False)
        edit.setText("5\x07")
        error = wz.field_error(path)
        assert "U+0007" in error and "“5”" in error and "\x07" not in error, (path, error)
        assert ("控制字符" in error) if lang == "zh_CN" else ("invisible control character" in error)
        edit.setText("5")
    assert "U+0009" in read_number("12\t3")[1]  # a tab too
    assert read_number("１，０００")[0] == 1000 and read_number("1\u200b0")[0] == 10  # what the parsers read through


@pytest.mark.parametrize("lang", ["en", "zh_CN"], indirect=True)
def test_too_large_is_one_sentence_whatever_the_figure(qtbot, cat, lang):
    wz = Wizard(cat)
    qtbot.addWidget(wz)
    wz.fields["data"].unknown_box().setChecked(False)
    stop = "。" if lang == "zh_CN" else "."
    said = {}
    for typed in ("1e30", "1e400", "2e9"):
        wz.data_amount.setText(typed)
        said[typed] = wz.field_error("data")
        assert said[typed].startswith(f"“{typed}”") and said[typed].endswith(stop), said[typed]
        assert "1,000,000,000 GB" in said[typed]
    assert len({s.replace(t, "") for t, s in said.items()}) == 1  # the same words, but for the figure quoted
    wz.fields["inference.working_hours"].unknown_box().setChecked(False)
    wz.task_buttons["inference"].setChecked(True)
    wz.work_hours.setText("25")
    assert wz.field_error("inference.working_hours").startswith("“25”")


@pytest.mark.parametrize("lang", ["en", "zh_CN"], indirect=True)
def test_the_cores_messages_at_a_field_are_sentences_too(qtbot, win, lang):
    wz = win.wizard
    wz.workload.setCurrentIndex(wz.workload.findData("llm"))
    wz.preset.setCurrentIndex(0)
    wz.fields["model.params"].unknown_box().setChecked(False)
    wz.params.setText("7")  # below the engine's 1,000 parameters: the core's check says so
    win.recompute()
    error = wz.field_error("model.params")
    assert error.startswith("7") and error.endswith("。" if lang == "zh_CN" else "."), error


def test_the_banner_names_every_page_marked(qtbot, win):
    wz = win.wizard
    wz.fields["data"].unknown_box().setChecked(False)
    wz.data_amount.setText("50")
    wz.has_ref.setChecked(True)  # a past run without its hours: the core's check marks the Past run page
    win.recompute()
    assert wz.field_error("reference_run.hours")
    wz.data_amount.setText("-5")  # refused at its field: nothing is computed
    assert wz.field_error("data") and wz.field_error("reference_run.hours")
    text = win.result.message.text()
    assert "“Data”" in text and "“Past run”" in text, text
    assert win.rec is None
