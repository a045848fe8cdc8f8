"""The reasons list "finishes N hours before the deadline" and "costs N less than the budget" only where that is so:
the closest option of an impossible job showed "✓ … 比 100 小时的截止时间提前 -22,127.5 小时" and "✓ … 少 -¥3,431万"
(2026-12-05 walk: 5,000,000 GB of images)."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path

from gpu_advisor.core.base import BudgetMet, DeadlineMet
from gpu_advisor.core.scenario.spec import parse_scenario
from gpu_advisor.core.select.recommendation import recommend

ROOT = Path(__file__).resolve().parents[2]


def _rec(cat, gb: float):
    obj = json.loads((ROOT / "resources" / "start" / "article-case.json").read_text(encoding="utf-8"))
    obj["data"] = {"dataset_gb": gb}
    return recommend(cat, parse_scenario(obj, cat), today=dt.date(2026, 12, 2))


def test_an_impossible_job_shows_no_met_deadline_or_budget(cat):
    rec = _rec(cat, 5_000_000)
    assert not rec.feasible
    kinds = {type(n) for n in rec.reasons}
    assert DeadlineMet not in kinds and BudgetMet not in kinds
    broken = {c for n in rec.reasons for c in (getattr(n, "broken", None) or ())}
    assert {"deadline", "budget"} <= broken  # said as what the closest option breaks
    assert [n.code for n in rec.warnings].count("constraint_broken") == 2


def test_a_feasible_job_still_says_its_margins(cat):
    rec = _rec(cat, 50)
    assert rec.feasible
    met = {type(n): n for n in rec.reasons}
    assert met[DeadlineMet].margin_hours > 0 and met[BudgetMet].margin > 0
