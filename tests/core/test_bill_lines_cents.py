"""A cost line below 1 of a bill of 1 or more reads in cents, as its total does: walk 20 saw "¥0.0106" (a spot
run's expected lost work) and "¥0.00165" in bills of ¥15.59 and ¥2.63. A line of a bill below 1 keeps the three
significant digits its total has ("$0.0893" of "$0.893", as the card and the bill's total agree)."""

from __future__ import annotations

import pytest

from gpu_advisor import text as W


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_a_line_of_a_bill_is_in_cents_unless_the_bill_is_below_one(lang):
    lines = [13.27, 0.517, 0.0106, 0.772, 0.772, 0.0, 0.251]
    bill = W.bill_total(lines + [None])
    assert bill == pytest.approx(15.5926)
    with W.using_language(lang):
        shown = [W.money(v, "CNY", exact=True, of_total=bill) for v in lines]
        assert shown == ["¥13.27", "¥0.52", "¥0.01", "¥0.77", "¥0.77", "¥0.00", "¥0.25"]
        assert W.money(0.00165, "CNY", exact=True, of_total=2.63) == "<¥0.01"  # never "¥0.00": a cost, not none
        assert W.money(0.0106, "CNY", of_total=bill) == "¥0.01"  # (the breakdown chart's amounts)
        assert W.money(0.0893, "USD", exact=True, of_total=0.893) == "$0.0893"  # a bill below 1: its digits
        assert W.money(0.0106, "CNY", exact=True) == "¥0.0106"  # no bill given: the figure's own digits


def test_the_command_lines_cost_lines_are_in_cents(capsys, monkeypatch, tmp_path):
    from pathlib import Path
    from gpu_advisor.cli import main
    monkeypatch.setenv("GPU_ADVISOR_HOME", str(tmp_path))
    example = Path(__file__).resolve().parents[2] / "examples" / "lora-7b-finetune.json"
    assert main(["recommend", str(example)]) == 0
    out = capsys.readouterr().out
    amounts = [ln.rsplit(" = ", 1)[1].split(" ")[0] for ln in out.splitlines() if " × " in ln and " = " in ln]
    assert amounts, out
    for a in amounts:
        digits = a.lstrip("<¥$").replace(",", "")
        assert "." not in digits or len(digits.split(".")[1]) == 2, (a, out)
