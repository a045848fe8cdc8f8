"""A money figure one side gives only as a ceiling ("at most ¥80,000 a month") and the other side not at all: the
comparison said only "B gives no cost per month", dropping the ceiling. It now says what is known — A at most
¥80,000, B no figure, so no difference can be stated — in the window, the command line (text and --json) and the
PDF; and the comparison CSV says why a B − A cell is empty (it stood blank without a word)."""

from __future__ import annotations

import csv
import io
import json

import pytest

from gpu_advisor import text as W
from gpu_advisor.cli import main
from gpu_advisor.core.plan import Answer, compare_answers
from gpu_advisor.gui.compare_view import CompareWindow
from gpu_advisor.gui.plan_pdf import compare_csv_for_language, compare_html
from gpu_advisor.gui.worker import SyncExecutor
from gpu_advisor.text import plan_text

CEILING = {"gpu": "A800-40GB", "gpu_count": 4, "billing": "spot", "wall_hours": 40, "monthly_cost": 80000,
           "at_most": ["monthly_cost"], "currency": "CNY"}
NO_MONTH = {"gpu": "A100-80GB", "gpu_count": 8, "billing": "on_demand", "wall_hours": 20, "total_cost": 3000,
            "currency": "CNY"}
EN = "A gives only a ceiling: at most ¥80,000 a month; B gives no cost per month, so no difference can be stated."
ZH = "A 只给出上限：每月至多 ¥80,000；B 没有给出每月费用，因此无法得出差异。"


def _saved(opt: dict) -> Answer:
    return Answer({"recommendation": opt}, "x.json", "saved")


def _rows(data: bytes) -> dict[str, list[str]]:
    rows = list(csv.reader(io.StringIO(data.decode("utf-8-sig"), newline="")))
    return {r[0]: r for r in rows}


def test_the_reason_keeps_the_ceiling_and_says_the_other_side_gives_none(cat):
    c = compare_answers(_saved(CEILING), _saved(NO_MONTH))
    assert c.deltas["monthly_cost"] is None
    codes = {(n.code, n.detail.get("figure")): n.detail for n in c.reasons}
    # the JSON keeps what it had (compare_unknown) and gains the ceiling, with a field saying B gives none
    assert codes[("compare_unknown", "monthly_cost")] == {"figure": "monthly_cost", "sides": ["b"]}
    assert codes[("compare_ceiling", "monthly_cost")] == {"figure": "monthly_cost", "side": "a", "at_most": 80000,
                                                          "currency": "CNY", "other": None, "within": None,
                                                          "other_given": False}
    for lang, said, not_said in (("en", EN, "B gives no cost per month, so that difference is not known."),
                                 ("zh_CN", ZH, "B 没有给出每月费用，因此该差异未知。")):
        with W.using_language(lang):
            reasons = plan_text.compare_reasons(c)
        assert said in reasons and not_said not in reasons, reasons  # said once, the ceiling with it
    # swapped: B's ceiling, A gives none
    back = compare_answers(_saved(NO_MONTH), _saved(CEILING))
    with W.using_language("en"):
        assert ("B gives only a ceiling: at most ¥80,000 a month; A gives no cost per month, so no difference can "
                "be stated.") in plan_text.compare_reasons(back)
    # a ceiling against a figure is said as before (no other_given key)
    both = compare_answers(_saved(CEILING), _saved({**NO_MONTH, "monthly_cost": 1358}))
    detail = next(n.detail for n in both.reasons if n.code == "compare_ceiling")
    assert "other_given" not in detail and detail["within"] is True


def test_the_window_and_its_pdf_say_it(qtbot, cat):
    w = CompareWindow(cat, executor=SyncExecutor())
    qtbot.addWidget(w)
    w.set_side("a", _saved(CEILING))
    w.set_side("b", _saved(NO_MONTH))
    assert EN in w.reasons.text() and "B gives no cost per month, so that" not in w.reasons.text()
    with W.using_language("zh_CN"):
        html = compare_html(w.comparison, cat)
    assert ZH in html.replace("&#x27;", "'"), html


def test_the_command_line_says_it_in_text_and_json(capsys, tmp_path):
    a, b = tmp_path / "a.json", tmp_path / "b.json"
    a.write_text(json.dumps({"recommendation": CEILING}), encoding="utf-8")
    b.write_text(json.dumps({"recommendation": NO_MONTH}), encoding="utf-8")
    assert main(["compare", str(a), str(b)]) == 0
    out = capsys.readouterr().out
    assert f"* {EN}" in out and "B gives no cost per month, so that" not in out, out
    assert main(["compare", str(a), str(b), "--lang", "zh_CN"]) == 0
    assert f"* {ZH}" in capsys.readouterr().out
    assert main(["compare", str(a), str(b), "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["deltas"]["monthly_cost"] is None
    assert {"code": "compare_unknown", "detail": {"figure": "monthly_cost", "sides": ["b"]}} in doc["reasons"]
    assert {"code": "compare_ceiling", "detail": {"figure": "monthly_cost", "side": "a", "at_most": 80000.0,
                                                  "currency": "CNY", "other": None, "within": None,
                                                  "other_given": False}} in doc["reasons"]


@pytest.mark.parametrize("lang, heads, month, ceiling, unknown", [
    ("en", ("B − A", "Note"), "Cost per month", EN, "A gives no total cost, so that difference is not known."),
    ("zh_CN", ("B − A", "说明"), "每月费用", ZH, "A 没有给出总费用，因此该差异未知。")])
def test_the_csv_says_why_a_difference_is_empty(cat, lang, heads, month, ceiling, unknown):
    rows = _rows(compare_csv_for_language(compare_answers(_saved(CEILING), _saved(NO_MONTH)), lang, cat))
    head = next(iter(rows.values()))
    delta, note = head.index(heads[0]), head.index(heads[1])
    assert rows[month][delta] == "" and rows[month][note] == ceiling
    total = next(r for k, r in rows.items() if k in ("Total cost", "总费用"))
    assert total[delta] == "" and total[note] == unknown
    # a ceiling against the other side's figure: the ceiling's sentence, and the figures as plain numbers
    rows = _rows(compare_csv_for_language(
        compare_answers(_saved(CEILING), _saved({**NO_MONTH, "monthly_cost": 1358})), lang, cat))
    assert rows[month][1:4] == ["80000", "1358", ""] and "80,000" in rows[month][note]
    assert rows[month][note].endswith(("within it.", "在此之内。"))
    # a difference that is stated has no note
    time = next(r for k, r in rows.items() if k in ("Running time", "运行时间"))
    assert time[delta] == "-20" and time[note] == ""


def test_a_figure_neither_side_gives_is_said_of_both(cat):
    # it read "A, B gives no price age"
    c = compare_answers(_saved(CEILING), _saved(NO_MONTH))
    with W.using_language("en"):
        assert "Neither answer gives the price age, so that difference is not known." in plan_text.compare_reasons(c)
    with W.using_language("zh_CN"):
        assert "两个答案都没有给出价格时效，因此该差异未知。" in plan_text.compare_reasons(c)
