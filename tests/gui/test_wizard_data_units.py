"""Data › Amount with a unit written after the number (walk 24): "50 GB" with "GB of training data" chosen was
refused as "not a number", where the budget field takes "¥100,000". A unit that is the one chosen under "Measured in"
is read ("50 GB", "500 MB", "2B tokens", "3,000 问答对"); one that contradicts it is refused saying both."""

from __future__ import annotations

import pytest

from gpu_advisor.gui.wizard import Wizard


def _answer(wz, unit: str, text: str):
    wz._set_combo(wz.data_unit, unit)
    wz.data_amount.setText(text)
    obj, errors = wz.collect()
    return obj.get("data", {}), errors.get("data", "")


@pytest.mark.parametrize("lang, gb, tokens", [("en", "GB of training data", "tokens"),
                                              ("zh_CN", "GB 训练数据", "token")], indirect=["lang"])
def test_a_unit_written_after_the_amount(qtbot, cat, lang, gb, tokens):
    wz = Wizard(cat)
    qtbot.addWidget(wz)
    wz.set_scenario({"task": "train", "workload": "llm", "model": {"params": 7e9}, "data": {"dataset_gb": 10}})
    wz.fields["data"].unknown_box().setChecked(False)
    assert wz.data_unit.itemText(wz.data_unit.findData("dataset_gb")) == gb
    assert wz.data_unit.itemText(wz.data_unit.findData("tokens")) == tokens
    for text, want in (("50 GB", 50), ("50GB", 50), ("５０ GB", 50), ("500 MB", 0.5), ("1.5 TB", 1500),
                       ("50 " + gb, 50), ("50", 50)):
        data, error = _answer(wz, "dataset_gb", text)
        assert not error and data.get("dataset_gb") == want, (text, data, error)
    for text, want in (("2B tokens", 2e9), ("2e9 tokens", 2e9), ("7B", 7e9), ("10万 token", 1e5)):
        data, error = _answer(wz, "tokens", text)
        assert not error and data.get("tokens") == want, (text, data, error)
    data, error = _answer(wz, "tokens", "50 GB")  # a unit that contradicts the one chosen: both said
    assert "dataset_gb" not in data and "tokens" not in data
    assert "“50 GB”" in error and gb in error and tokens in error, error
    data, error = _answer(wz, "dataset_gb", "50 furlongs")
    assert "furlongs" in error and gb in error and not data.get("dataset_gb"), error
    data, error = _answer(wz, "dataset_gb", "1,5 GB")  # the comma's own message stays
    assert "1.5" in error, error
