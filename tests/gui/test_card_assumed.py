"""Issue 29 in the app: the wizard takes the user's own words (Q&A pairs, people, a guessed time without a GPU,
whether the data must stay in mainland China) and the card leads with what was assumed, the smaller and larger
choices beside it, and the overseas note."""

from __future__ import annotations

import datetime as dt

import pytest

from gpu_advisor.core.catalog.load import load_bundled
from gpu_advisor.core.scenario.spec import parse_scenario
from gpu_advisor.core.select.recommendation import recommend
from gpu_advisor.gui.result_view import ResultView
from gpu_advisor.gui.wizard import Wizard
from gpu_advisor.gui.worker import SyncExecutor

ARTICLE = {"task": "train", "workload": "cv", "data": {"dataset_gb": 50}, "deadline_hours": 100,
           "budget": {"amount": 100000, "currency": "CNY", "per": "month"}, "preferences": {"spot": "allow"}}


@pytest.fixture(scope="module")
def cat():
    return load_bundled()


def test_the_card_leads_with_the_assumption_the_spread_and_the_overseas_note(qtbot, cat, monkeypatch):
    monkeypatch.setattr(ResultView, "what_if_executor", SyncExecutor())
    monkeypatch.setattr(ResultView, "what_if_delay_ms", 0)
    view = ResultView()
    qtbot.addWidget(view)
    sc = parse_scenario(ARTICLE, cat)
    view.show_result(recommend(cat, sc, today=dt.date(2026, 12, 3)), sc, cat)
    card = view.card
    qtbot.waitUntil(lambda: "ViT-L/16" in card.what_if.text(), timeout=20000)
    assert card.lead.text().startswith("Assumed: ResNet-50, 90 passes over ~") and not card.lead.isHidden()
    assert not card.change.isHidden()
    spread = card.what_if.text()
    assert "ViT-L/16" in spread and "ResNet-50" in spread and "×" in spread
    abroad = card.abroad.text()
    assert abroad.startswith("⚠ This answer runs outside mainland China") and (
        "Alibaba" in abroad.split("mainland China:")[-1] or "Tencent" in abroad.split("mainland China:")[-1])
    # The user's own answers: nothing assumed that decides the job, no lead, no spread.
    given = parse_scenario({**ARTICLE, "model": {"preset": "resnet-50"}, "data": {"dataset_gb": 50, "epochs": 90},
                            "preferences": {"spot": "allow", "data_in_china": True}}, cat)
    view.show_result(recommend(cat, given, today=dt.date(2026, 12, 3)), given, cat)
    assert card.lead.isHidden() and card.what_if.isHidden() and card.abroad.isHidden()


def test_the_wizard_says_it_in_the_users_words(qtbot, cat):
    wz = Wizard(cat)
    qtbot.addWidget(wz)
    wz.task_buttons["finetune"].setChecked(True)
    wz.params.setText("7B")
    wz.data_unit.setCurrentIndex(wz.data_unit.findData("items:qa_pairs"))
    wz.fields["data"].unknown.setChecked(False)
    wz.data_amount.setText("20000")
    obj, errors = wz.collect()
    assert not errors and obj["data"] == {"items": 20000, "item_kind": "qa_pairs"}
    parse_scenario(obj, cat)  # a scenario the core takes as it is
    wz.task_buttons["inference"].setChecked(True)
    wz.fields["inference.users"].unknown.setChecked(False)
    wz.users.setText("200")
    wz.fields["preferences.data_in_china"].unknown.setChecked(False)
    wz._set_combo(wz.in_china, False)
    obj, errors = wz.collect()
    assert not errors and obj["inference"] == {"users": 200} and obj["preferences"]["data_in_china"] is False
    assert parse_scenario(obj, cat).qps > 0
    wz.task_buttons["train"].setChecked(True)
    wz.has_ref.setChecked(True)
    wz.ref_hours.setText("100")
    obj, errors = wz.collect()
    assert not errors and obj["reference_run"] == {"hours": 100}  # "I don't know" the GPU is the default
    # A file in these words reopens as it was saved.
    wz.set_scenario({"task": "finetune", "model": {"params": 7e9}, "data": {"items": 300, "item_kind": "pages"},
                     "reference_run": {"hours": 100}, "preferences": {"data_in_china": True}})
    obj = wz.scenario_dict()
    assert obj["data"] == {"items": 300, "item_kind": "pages"} and obj["reference_run"] == {"hours": 100}
    assert obj["preferences"]["data_in_china"] is True
    # "Change…" on the card brings the question of the assumed answer.
    wz.show_field("model.preset")
    assert wz.stack.currentWidget().isAncestorOf(wz.params)


def test_the_running_time_says_what_its_range_means_and_what_widened_it(qtbot, cat, monkeypatch):
    """Issue 28: the card says which distances from the calibration runs widened the range (a fine-tune whose
    packing and activation checkpointing are not known); an alternative's card does not borrow the reasons."""
    monkeypatch.setattr(ResultView, "what_if_executor", SyncExecutor())
    view = ResultView()
    qtbot.addWidget(view)
    sc = parse_scenario({"task": "finetune", "workload": "llm", "finetune_method": "lora",
                         "model": {"preset": "llama-2-7b"}, "data": {"tokens": 2e8}, "deadline_hours": 100}, cat)
    rec = recommend(cat, sc, today=dt.date(2026, 12, 3))
    view.show_result(rec, sc, cat)
    tip = view.card.values["hours"].toolTip()
    assert "8 times in 10" in tip and "Wider than usual because:" in tip
    assert "activation checkpointing not known" in tip and "packing not known" in tip
    assert "range_widened" not in tip and "finetune_stack" not in tip
    if rec.alternatives:
        view._show_option(rec.alternatives[0], chosen=False)
        assert "Wider than usual" not in view.card.values["hours"].toolTip()


def test_the_wizard_asks_about_gradient_checkpointing_for_a_fine_tune(qtbot, cat):
    """Issue 28 v3.2: on, off or "I don't know" (ticked by default: the estimate assumes on and says so)."""
    wz = Wizard(cat)
    qtbot.addWidget(wz)
    wz.show()
    field = wz.fields["gradient_checkpointing"]
    wz.task_buttons["train"].setChecked(True)
    form, row = wz.page_data.form, wz.checkpointing.row
    assert not form.isRowVisible(row)  # pre-training: not asked
    wz.task_buttons["finetune"].setChecked(True)
    wz.params.setText("7B")
    wz.fields["data"].unknown.setChecked(False)
    wz.data_amount.setText("1")
    assert form.isRowVisible(row) and field.is_unknown()
    obj, errors = wz.collect()
    assert not errors and "gradient_checkpointing" not in obj
    field.unknown.setChecked(False)
    wz.checkpointing.box.setCurrentIndex(wz.checkpointing.box.findData(False))
    obj, errors = wz.collect()
    assert not errors and obj["gradient_checkpointing"] is False
    assert parse_scenario(obj, cat).recompute is False
    # a saved answer comes back as it was
    other = Wizard(cat)
    qtbot.addWidget(other)
    other.set_scenario(obj)
    assert not other.fields["gradient_checkpointing"].is_unknown()
    assert other.checkpointing.box.currentData() is False
