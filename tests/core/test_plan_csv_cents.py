"""The plan CSV's job rows add up to its total row to the cent (walk 23: ¥77,386.26 against a total of ¥77,386.25,
and ¥78,540.22 against ¥78,540.21 one by one): a finance reader sums the column and checks it."""

from __future__ import annotations

import csv
import datetime as _dt
import io
from decimal import Decimal
from pathlib import Path

import pytest

from gpu_advisor.core.export.plan_export import cents_adding_up, plan_csv_bytes
from gpu_advisor.core.plan.month import load_plan, plan_month

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "plans" / "plan-startup-month.json"


def test_cents_move_by_the_fewest_cents_nearest_the_other_way():
    three = cents_adding_up([1.004, 1.004, 1.004], 3.012)  # each 1.00 would add up to 3.00, the total is 3.01
    assert sum(Decimal(str(v)) for v in three) == Decimal("3.01") and sorted(three) == [1.0, 1.0, 1.01]
    assert cents_adding_up([0.125, 0.125], 0.25) in ([0.12, 0.13], [0.13, 0.12])
    assert cents_adding_up([1.0, 2.0], 5.0) == [1.0, 2.0]  # not adding up: left alone
    assert cents_adding_up([None, 2.0], 2.0) == [None, 2.0]


def test_the_job_rows_add_up_to_the_total_row(cat):
    res = plan_month(cat, load_plan(EXAMPLE, cat), today=_dt.date(2026, 12, 6))
    rows = list(csv.DictReader(io.StringIO(plan_csv_bytes(res).decode("utf-8-sig"))))
    jobs = [r for r in rows if r["kind"] == "job"]
    total = next(r for r in rows if r["kind"] == "total" and r["ref"] == "month")
    for col in ("cost_per_month", "cost_per_month_alone"):
        assert sum(Decimal(r[col]) for r in jobs) == Decimal(total[col]), col
        for r, j in zip(jobs, res.jobs):  # each within a cent of the job's own figure
            assert abs(float(r[col]) - getattr(j, col)) <= 0.0100001
    assert float(total["cost_per_month"]) == pytest.approx(res.monthly_cost, abs=0.005)
