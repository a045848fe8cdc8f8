"""``recommend --lang`` follows the window's rule for the user's own currency (walk 21): a scenario that leaves the
currency open and names no budget was answered in dollars with no "runs outside mainland China" warning by
``recommend --lang zh_CN``, while the Chinese window gave yuan and the warning. One rule (``text.language
.home_currency``) for both; without ``--lang`` the answer (and its JSON) is what it was."""

from __future__ import annotations

import json

import pytest

from gpu_advisor.cli import main
from gpu_advisor.core import scenario as S
from gpu_advisor.core.select import recommend
from gpu_advisor import text as W

# (the command line runs many times on one seeded catalog: one Catalog object for its content, see tests/conftest.py)
pytestmark = pytest.mark.usefixtures("shared_catalog_objects")

# walk 21's two scenarios: no budget, no currency (an image model on 100,000 samples; a 13B LoRA with a deadline)
PHOTO = {"schema_version": 1, "task": "train", "workload": "cv", "data": {"samples": 100000}}
LORA13 = {"schema_version": 1, "task": "finetune", "workload": "llm", "model": {"params": "13B"},
          "finetune_method": "lora", "data": {"samples": 5000}, "deadline_hours": 120}


@pytest.fixture(autouse=True)
def advisor_home(shared_home, monkeypatch):
    monkeypatch.setenv("GPU_ADVISOR_HOME", str(shared_home))
    return shared_home


def run(capsys, tmp_path, obj, *args) -> str:
    f = tmp_path / "s.json"
    f.write_text(json.dumps(obj), encoding="utf-8")
    assert main(["recommend", str(f), *args]) == 0
    return capsys.readouterr().out


def test_the_rule_is_the_windows():
    assert W.home_currency("zh_CN") == "CNY" and W.home_currency("zh") == "CNY"
    assert W.home_currency("en") == "USD" and W.home_currency(None) == "USD"
    from gpu_advisor.core.scenario import with_home_currency
    assert with_home_currency({"task": "train"}, "CNY") == {"task": "train", "preferences": {"home_currency": "CNY"}}
    assert with_home_currency({"preferences": {"home_currency": "USD", "spot": "allow"}}, "CNY") == {
        "preferences": {"home_currency": "CNY", "spot": "allow"}}
    assert with_home_currency({"preferences": 3}, "CNY") == {"preferences": 3}  # (the check names the field)
    assert with_home_currency({"task": "train"}, None) == {"task": "train"}


@pytest.mark.parametrize("obj", [PHOTO, LORA13], ids=["photo", "lora13"])
def test_chinese_is_answered_in_yuan_and_warned_of_an_answer_abroad(capsys, tmp_path, cat, obj):
    doc = json.loads(run(capsys, tmp_path, obj, "--json", "--lang", "zh_CN"))
    # what the Chinese window gives for the same answers (gui.app.engine_answers: the same two functions)
    window = recommend(cat, S.parse_scenario(S.with_home_currency(obj, W.home_currency("zh_CN")), cat))
    assert doc["recommendation"]["currency"] == "CNY" == window.recommendation.currency
    assert doc["recommendation"]["total_cost"] == window.to_dict()["recommendation"]["total_cost"]
    assert doc["warnings"][0]["code"] == "overseas"
    assert doc["warnings"][0]["detail"]["domestic"] is not None
    text = run(capsys, tmp_path, obj, "--lang", "zh_CN")
    assert "¥" in text and "$" not in text
    assert "这个方案在中国大陆以外运行" in text and "中国大陆境内的最佳方案" in text


@pytest.mark.parametrize("obj", [PHOTO, LORA13], ids=["photo", "lora13"])
def test_english_is_answered_in_dollars_without_the_warning_as_the_english_window(capsys, tmp_path, obj):
    doc = json.loads(run(capsys, tmp_path, obj, "--json", "--lang", "en"))
    assert doc["recommendation"]["currency"] == "USD"
    assert "overseas" not in [w["code"] for w in doc["warnings"]]
    text = run(capsys, tmp_path, obj, "--lang", "en")
    assert "$" in text and "runs outside mainland China" not in text


def test_without_lang_nothing_changes(capsys, tmp_path, cat):
    doc = json.loads(run(capsys, tmp_path, PHOTO, "--json"))
    before = recommend(cat, S.parse_scenario(PHOTO, cat), with_what_if=True).to_dict()  # the file as it is
    assert doc["recommendation"]["currency"] == "USD"
    assert doc["recommendation"]["total_cost"] == before["recommendation"]["total_cost"]
    assert [w["code"] for w in doc["warnings"]] == [w["code"] for w in before["warnings"]]
    assert "overseas" not in [w["code"] for w in doc["warnings"]]
    assert doc["what_if"] == before["what_if"]
    text = run(capsys, tmp_path, PHOTO)
    assert "$" in text and "runs outside mainland China" not in text
