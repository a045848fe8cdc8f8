"""The 80% range with every recommended option, and the "plan for the slow case" preference (issue 13)."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path

import pytest

from gpu_advisor.core import select as SEL
from gpu_advisor.core.base.codes import NOTES
from gpu_advisor.core.scenario.spec import load_scenario, parse_scenario

TODAY = dt.date(2026, 12, 1)
EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "lora-7b-finetune.json"


@pytest.fixture(scope="module")
def lora(cat):
    return SEL.recommend(cat, load_scenario(EXAMPLE, cat), today=TODAY)


def test_the_recommendation_and_every_alternative_carry_both_ranges_in_json(lora):
    d = json.loads(json.dumps(lora.to_dict() if hasattr(lora, "to_dict") else {
        "recommendation": lora.recommendation.to_dict(),
        "alternatives": [a.to_dict() for a in lora.alternatives]}))
    opts = [d["recommendation"], *d["alternatives"]]
    assert len(opts) > 1
    for o in opts:
        lo, hi = o["wall_hours_range"]
        assert lo < o["wall_hours"] < hi
        glo, ghi = o["gpu_hours_range"]
        assert glo < o["estimate"]["gpu_hours"] < ghi
        # the same multipliers for both: one range, two units
        assert hi / o["wall_hours"] == pytest.approx(ghi / o["estimate"]["gpu_hours"], rel=0.02)


def _with(cat, deadline: float, plan_for: str | None):
    obj = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    obj["deadline_hours"] = deadline
    obj.pop("budget", None)
    if plan_for:
        obj["preferences"]["plan_for"] = plan_for
    return SEL.recommend(cat, parse_scenario(obj, cat), today=TODAY)


def test_plan_for_slow_checks_the_deadline_against_the_high_end(cat, lora):
    opt = lora.recommendation
    lo, hi = opt.wall_hours_range
    deadline = (opt.wall_hours + hi) / 2  # the expected time meets it, the high end does not
    expected = _with(cat, deadline, None)
    assert expected.recommendation.meets_deadline
    codes = [n.code for n in expected.warnings]
    if expected.recommendation.wall_hours_range[1] > deadline:
        assert "slow_case_deadline" in codes
    slow = _with(cat, deadline, "slow")
    r = slow.recommendation
    if r.meets_deadline:
        assert r.wall_hours_range[1] <= deadline * (1 + 1e-9)
    assert "slow_case_deadline" not in [n.code for n in slow.warnings]


def test_plan_for_is_a_checked_scenario_key(cat):
    obj = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    obj["preferences"]["plan_for"] = "pessimistic"
    from gpu_advisor.core.base.problems import CatalogError
    with pytest.raises(CatalogError) as exc:
        parse_scenario(obj, cat)
    assert any("plan_for" in str(p.column) for p in exc.value.problems)


def test_the_new_warning_codes_are_declared():
    assert {"slow_case_deadline", "slow_case_budget"} <= NOTES


def test_plan_for_is_applied_when_ranking_a_table_priced_for_another_preference(cat, lora):
    opt = lora.recommendation
    deadline = (opt.wall_hours + opt.wall_hours_range[1]) / 2
    obj = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    obj["deadline_hours"] = deadline
    obj.pop("budget", None)
    expected = parse_scenario(obj, cat)
    obj["preferences"]["plan_for"] = "slow"
    slow = parse_scenario(obj, cat)
    priced = SEL.price(cat, expected, today=TODAY)
    assert priced.reusable_for(slow, cat, TODAY)
    a = SEL.rank(priced, slow, today=TODAY).recommendation
    b = SEL.recommend(cat, slow, today=TODAY).recommendation
    assert (a.instance_type, a.billing, a.nodes, a.meets_deadline) == (b.instance_type, b.billing, b.nodes,
                                                                      b.meets_deadline)


def test_under_plan_for_slow_a_deadline_missed_as_expected_names_the_expected_hours(cat, lora):
    """Checked at the slow end, an option whose expected hours miss the deadline already says that miss (walk 24:
    "as slowly as the likely range allows, 3,337 hours" of one expected to take 2,095 against 100); the slow end is
    said of one met as expected (tests/gui/test_deadline_slow_end_words.py)."""
    obj = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    obj["deadline_hours"] = 0.01  # nothing meets it, not even the largest cluster: the closest option says by how much
    obj["data"] = {"tokens": 2e11}
    obj.pop("budget", None)
    obj["preferences"]["plan_for"] = "slow"
    r = SEL.recommend(cat, parse_scenario(obj, cat), today=TODAY).recommendation
    note = next(n for n in r.broken if n.code == "deadline")
    assert note.detail["wall_hours"] == pytest.approx(r.wall_hours, rel=1e-6)
    assert r.wall_hours < r.wall_hours_range[1]  # (the slow end, checked, is later still)
    assert note.detail["over_hours"] == pytest.approx(r.wall_hours - 0.01, rel=1e-6)
    assert "expected_hours" not in note.detail
