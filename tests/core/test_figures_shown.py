"""One figure, one rounding, in the files the app writes (no Qt here): the proposal CSV and the launch files round
as the card rounds (``round_shown``: half away from zero on the number as written), a cost under a dollar keeps its
cents in the launch README (it read "1 USD" for $0.916), the planned load reads 0.313 requests/s (it read 0.31 in
the launch files, 0.312 in the wizard and 0.313 on the card), and the CSV's ``rank`` starts at 1 (the recommendation
was rank 0)."""

from __future__ import annotations

import csv
import io
from dataclasses import replace
from decimal import Decimal
from pathlib import Path

import pytest

from gpu_advisor.core.export import launch as L
from gpu_advisor.core.export import proposal as P
from gpu_advisor.core.scenario.spec import load_scenario
from gpu_advisor.core.select.recommendation import recommend

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def test_round_shown_rounds_half_away_from_zero_on_the_number_as_written():
    from gpu_advisor.core.base import round_shown, shown_decimals
    # 0.3125 is a tie in binary too: Python's format gave 0.312 (half to even), Qt 0.313
    assert round_shown(0.3125) == Decimal("0.313") and shown_decimals(0.3125) == 3
    assert round_shown(0.052083333333333336) == Decimal("0.0521")  # three significant digits below 1
    assert round_shown(2.675, 2) == Decimal("2.68")  # as written, not its binary 2.67499999...
    assert round_shown(-2.5, 0) == Decimal("-3") and str(round_shown(-0.0001, 2)) == "0.00"
    # never more than the 15 digits a double holds: 1e23 is not 99,999,999,999,999,991,611,392
    assert format(round_shown(1e23, 2), "f") == "1" + "0" * 23
    assert format(round_shown(123456789012345678, 0), "f") == "123456789012346000"
    assert round_shown(None) is None and round_shown(float("nan")) is None


def test_csv_numbers_round_as_the_card_rounds():
    assert P.plain_number(0.03125, 4) == "0.0313"  # was 0.0312 beside the card's 0.0313
    assert P.plain_number(2.675, 2) == "2.68"
    assert P.plain_number(1e20, 2) == "100000000000000000000"
    assert P._cell("what_if_value", 0.3125) == "0.3125"  # at least the card's digits, rounded the same way
    assert P._cell("what_if_value", 0.00123456) == "0.00123"  # (4 places read 0.0012 beside the card's 0.00123)


@pytest.fixture(scope="module")
def rec(cat):
    return recommend(cat, load_scenario(EXAMPLES / "startup-engineer-seed000.json", cat))


def test_the_csv_rank_starts_at_one_for_the_recommendation(rec, cat):
    rows = list(csv.DictReader(io.StringIO(P.csv_bytes(rec, cat).decode("utf-8-sig"))))
    ranks = {r["option"]: set() for r in rows}
    for r in rows:
        ranks[r["option"]].add(r["rank"])
    assert ranks["recommendation"] == {"1"}  # was 0
    alternatives = sorted({int(r["rank"]) for r in rows if r["option"] == "alternative"})
    assert alternatives == list(range(2, len(rec.alternatives) + 2))
    assert "0" not in {r["rank"] for r in rows}


def _bundle(cat, example: str):
    sc = load_scenario(EXAMPLES / example, cat)
    rec = recommend(cat, sc)
    return L.launch_plan(cat, sc, rec)


def test_a_cost_under_a_dollar_keeps_its_cents_in_the_launch_files(cat):
    plan = replace(_bundle(cat, "lora-7b-finetune.json"), total_cost=0.916, currency="USD")
    files = {f.name: f.text for f in L.render(plan, cat).files}
    assert "cost\n0.916 USD" in files["README.md"] or "cost 0.916 USD" in files["README.md"]
    assert "费用\n0.916 USD" in files["README.zh-CN.md"]
    assert "cost 0.916 USD" in files["torchrun.sh"]  # the header comment
    assert "1 USD" not in files["README.md"]
    # cents from 1 up, whole amounts from 1,000 (as the card: ¥94.69, ¥1,452)
    plan = replace(plan, total_cost=94.694)
    assert "94.69 USD" in L.render(plan, cat).file("README.md").text
    plan = replace(plan, total_cost=1451.53)
    assert "1,452 USD" in L.render(plan, cat).file("README.md").text


def test_the_planned_load_reads_as_on_the_card_in_the_launch_files(cat):
    plan = replace(_bundle(cat, "qwen-7b-inference-low-qps.json"), qps=0.3125, qps_per_copy=0.052083333333333336)
    files = {f.name: f.text for f in L.render(plan, cat).files}
    assert "# Planned load: 0.313 requests/s in total; each copy carries up to 0.0521 requests/s" in files[
        "vllm-serve.sh"]
    assert "0.313 requests/s in total (each copy carries up to 0.0521 requests/s)" in " ".join(
        files["README.md"].split())
    assert "每秒 0.313 个请求" in files["README.zh-CN.md"]
