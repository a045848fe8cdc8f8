"""Walk 25: a ResNet-50 training priced (its epochs read “90 (assumed)”, its model “ResNet-50 (assumed)”), then the
goal changed to a fine-tune of a language model with its data left open: no result (the data is needed), but the
greyed fields still said “90 (assumed)” and “ResNet-50 (assumed)”, the earlier answer's assumptions, under a fine-tune
that would assume 3 passes (and its greyed method said “Full fine-tuning” over a language model's LoRA). With no
result, the fields show their own hints again (the next result's assumptions
come back with it, as before)."""

from __future__ import annotations

import pytest

from tests.support import article_window


@pytest.mark.usefixtures("seeded_home")
def test_no_result_no_assumed_figures_in_the_fields(qtbot):
    w = article_window(qtbot, "en", (1280, 800))
    wz = w.wizard
    assert "(assumed)" in wz.epochs.placeholderText() and "ResNet-50" in wz.params.placeholderText()
    wz._loading = True  # (the answers sent as one change, as a file opened: no pricing in between)
    wz.task_buttons["finetune"].setChecked(True)
    wz.workload.setCurrentIndex(wz.workload.findData("recsys"))  # fine-tuned whole: the method list says "full"
    assert wz.method.currentData() == "full" and wz.fields["finetune_method"].is_unknown()
    wz.workload.setCurrentIndex(wz.workload.findData("llm"))
    wz.fields["data"].unknown_box().setChecked(True)  # a fine-tune's own data: needed, nothing to assume
    wz._loading = False
    wz._edited()
    qtbot.waitUntil(lambda: w.rec is None and w.result.message.isVisible(), timeout=5000)
    hints = (wz.epochs.placeholderText(), wz.params.placeholderText(), wz.data_amount.placeholderText())
    assert not any("(assumed)" in h for h in hints), hints
    assert wz.method.currentData() == "lora"  # answers.csv's for a language model's fine-tune, not the image model's
