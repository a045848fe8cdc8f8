"""One figure, one rounding, where a person reads it: the request rate turned from people reads the same in the
wizard's field, on the card and in its what-if line (1,200 people: 0.3125 requests/s read 0.312 in the field and
0.313 on the card; 200 people: 0.0521 in the list, 0.052 in the card's lead); a huge budget reads as money, in the
wizard and on the command line, never as a double's binary digits ("¥99,999,999,999,999,991,611,392") or Python's
"1e+20", and is refused once (the command line added "a value is needed here")."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from gpu_advisor import text as W
from gpu_advisor.core.base import without_joiners
from gpu_advisor.core.scenario import parse_scenario
from gpu_advisor.gui.wizard import Wizard

B = QMessageBox.StandardButton
EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


@pytest.mark.parametrize("lang", ["en", "zh_CN"], indirect=True)
@pytest.mark.parametrize("users, shown", [(1200, "0.313"), (200, "0.0521")])
def test_the_rate_from_people_reads_the_same_in_the_field_and_on_the_card(qtbot, cat, lang, users, shown):
    answers = {"task": "inference", "workload": "llm", "model": {"preset": "qwen2.5-7b"},
               "inference": {"users": users}}
    sc = parse_scenario(answers, cat)
    assert sc.qps == pytest.approx(users * 5 * 1.5 / 8 / 3600)  # the engine keeps its own value
    wz = Wizard(cat)
    qtbot.addWidget(wz)
    wz.set_scenario(answers)
    wz.show_assumed(sc)
    field = wz.qps.placeholderText()
    assert field == {"en": f"{shown} (assumed)", "zh_CN": f"{shown}（假设）"}[lang]
    lead = W.assumed_lead(sc, cat)
    listed = dict((row[0], row[1]) for row in W.assumed_rows(sc, cat))
    what_if = W.what_if_value_text("inference.qps", sc.qps, cat)
    for said in (lead, listed[W.field_label("inference.qps")], what_if):
        assert shown in said, said
    assert "0.312" not in lead + field and "0.052 " not in lead + " "


def test_a_huge_number_shows_its_own_digits_not_the_doubles():
    with W.using_language("en"):
        assert W.number(1e23) == "100,000,000,000,000,000,000,000"  # was 99,999,999,999,999,991,611,392
        assert W.money(1e23, "USD") == "$100,000,000,000,000,000,000,000"
        assert W.money(123456789012345678, "USD") == "$123,456,789,012,346,000"  # was …,345,680
        assert W.number(0.3125) == "0.313" and W.number(2.675, 2) == "2.68" and W.number(1234.5) == "1,235"
    with W.using_language("zh_CN"):
        def yuan(x):
            return without_joiners(W.money(x, "CNY"))  # (as read: the word joiners are invisible)
        assert yuan(123456789012345678) == "¥123,457万亿"  # was ¥1,234,567,890.1亿, then ¥1,234,567,890亿
        assert yuan(999_999_999_999) == "¥1万亿" and yuan(99_999_999) == "¥1亿"  # not ¥10,000亿
        assert yuan(1.234e10) == "¥123亿" and yuan(1.234e9) == "¥12.3亿"


@pytest.mark.parametrize("lang", ["en", "zh_CN"], indirect=True)
def test_a_huge_budget_typed_in_the_wizard_reads_as_money(qtbot, seeded_home, lang):
    from gpu_advisor.gui.main_window import MainWindow
    from gpu_advisor.gui.worker import SyncExecutor
    w = MainWindow(executor=SyncExecutor())
    qtbot.addWidget(w, before_close_func=lambda w: setattr(w, "_ask", lambda *a: B.Discard))
    w._ask = lambda *a, **k: B.Discard
    w.show()
    wz = w.wizard
    wz.set_scenario({"task": "train", "workload": "llm", "model": {"params": 7e9}, "data": {"tokens": 1e9},
                     "budget": {"amount": 100, "currency": "USD", "per": "month"}})
    wz.budget.setText("1e23")
    qtbot.waitUntil(lambda: bool(wz.field_error("budget.amount")), timeout=10000)
    assert without_joiners(wz.field_error("budget.amount")) == {  # said at the field as typed, in large units
        "en": "“1e23” is more than the largest budget accepted, $1,000 trillion.",
        "zh_CN": "“1e23”超过了可接受的最大预算 $1,000万亿。"}[lang]


@pytest.mark.parametrize("amount", [1e20, 99999999999999999])
def test_a_huge_budget_in_a_scenario_file_reads_as_money_once_on_the_command_line(tmp_path, capsys, amount):
    from gpu_advisor.cli import main
    doc = json.loads((EXAMPLES / "lora-7b-finetune.json").read_text(encoding="utf-8"))
    doc["budget"]["amount"] = amount
    path = tmp_path / "huge.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    assert main(["recommend", str(path)]) == 2
    lines = capsys.readouterr().err.strip().splitlines()
    figure = {1e20: "¥100,000,000,000,000,000,000", 99999999999999999: "¥100,000,000,000,000,000"}[amount]
    assert lines == [f"{path}, field budget.amount: {figure} is too large (maximum ¥1,000,000,000,000,000)"]
