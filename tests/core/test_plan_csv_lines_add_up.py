"""A job's own cost lines in the plan CSV add up to its row (walk 26: the lines of "ResNet-50 retraining", 4 runs a
month on servers of its own, added up to ¥187.45 beside its row's ¥187.44, each rounded on its own)."""

from __future__ import annotations

from gpu_advisor.core.export.plan_export import plan_rows
from gpu_advisor.core.plan import parse_plan, plan_month

RESNET = {"schema_version": 1, "task": "train", "workload": "cv", "model": {"preset": "resnet-50"},
          "data": {"samples": 1.28e6, "epochs": 90}, "precision": "fp16", "deadline_hours": 72}


def test_a_jobs_own_lines_add_up_to_its_row_to_the_cent(cat):
    plan = {"schema_version": 1, "name": "r", "budget": {"amount": 100000, "currency": "CNY", "per": "month"},
            "jobs": [{"name": "ResNet-50 retraining", "runs_per_month": 4, "scenario": RESNET}]}
    rows = plan_rows(plan_month(cat, parse_plan(plan, cat, "plan")))
    [job] = [r for r in rows if r["kind"] == "job"]
    lines = [r for r in rows if r["kind"] == "line" and r.get("job") == job["job"]]
    assert len(lines) > 3 and all(r["section"] == "burst_month" for r in lines)
    assert sum(round(float(r["cost"]) * 100) for r in lines) == round(float(job["cost_per_month"]) * 100)
    assert all(abs(round(float(r["cost"]) * 100) - float(r["cost"]) * 100) < 1e-6 for r in lines)  # cents
    [total] = [r for r in rows if r["kind"] == "total" and r["ref"] == "month"]
    assert round(float(total["cost_per_month"]) * 100) == round(float(job["cost_per_month"]) * 100)
