"""The Assumptions sheet names the copy of the data onto each server with its time and what it is priced at (walk
20b, helper launch3: the copy is in the start-up line but no row said how long it takes or from which rate)."""

from __future__ import annotations

import datetime as dt

from gpu_advisor import text as W
from gpu_advisor.core.scenario.spec import parse_scenario
from gpu_advisor.core.select.recommendation import recommend

CASE = {"schema_version": 1, "task": "train", "workload": "cv", "data": {"dataset_gb": 500}, "deadline_hours": 2,
        "budget": {"amount": 100000, "currency": "CNY", "per": "month"}, "preferences": {"currency": "CNY"}}


def test_the_sheet_says_the_copy_time_and_its_basis(cat):
    rec = recommend(cat, parse_scenario(CASE, cat), today=dt.date(2026, 12, 3))
    (start,) = [n for n in rec.reasons if n.code == "run_startup"]
    assert start.staging_hours > 0
    W.set_catalog(cat)
    try:
        with W.using_language("en"):
            rows = [r for r in W.assumption_rows(rec) if r[0] == "Copying the data onto each server"]
            assert rows == [("Copying the data onto each server", W.hours(start.staging_hours), rows[0][2])]
            assert "no bucket rate" in rows[0][2]
        with W.using_language("zh_CN"):
            assert any(r[0] == "把数据复制到每台服务器" for r in W.assumption_rows(rec))
    finally:
        W.set_catalog(None)
