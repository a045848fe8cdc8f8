"""`gpu-advisor plan` and `gpu-advisor compare`: the JSON contract, the summary in both languages, exit 2 naming
the place with nothing written, and the plan's and comparison's PDF and CSV (Chinese that extracts as written, the
month's figures, all or nothing)."""

from __future__ import annotations

import io
import json
import re
from pathlib import Path

import pandas as pd
import pytest

from gpu_advisor.cli import main

from ..support import pdf_text_until

ROOT = Path(__file__).resolve().parents[2]
PLAN = ROOT / "examples" / "plans" / "plan-startup-month.json"
SEED = ROOT / "examples" / "startup-engineer-seed000.json"
ARTICLE = ROOT / "examples" / "answers" / "compare-article-seed000.json"


@pytest.fixture(autouse=True)
def _qapp(qapp):
    """A QApplication first: the export would make a bare QGuiApplication that later widget tests cannot use."""
    return qapp


def run(capsys, *args):
    code = main([str(a) for a in args])
    out, err = capsys.readouterr()
    return code, out, err


def squash(text: str) -> str:
    return re.sub(r"\s+", "", text)


@pytest.fixture
def plan_doc(qapp):
    import contextlib
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        assert main(["plan", str(PLAN), "--json"]) == 0
    return json.loads(buf.getvalue())


def test_plan_json_has_the_contract_and_is_no_dearer_than_one_by_one(plan_doc):
    assert {"jobs", "monthly_cost", "within_budget", "base", "bursts", "schedule", "warnings"} <= set(plan_doc)
    assert plan_doc["monthly_cost"] <= plan_doc["monthly_cost_alone"]
    assert plan_doc["within_budget"] is True
    assert sum(j["cost_per_month_alone"] for j in plan_doc["jobs"]) == pytest.approx(plan_doc["monthly_cost_alone"],
                                                                                      abs=0.05)
    assert [j["name"] for j in plan_doc["jobs"]][-1] == "Chat service (Qwen2.5-7B)"
    assert all(j["recommendation"]["recommendation"]["cost_lines"] for j in plan_doc["jobs"])


def test_plan_summary_in_both_languages(capsys):
    code, out, err = run(capsys, "plan", PLAN)
    assert code == 0, err
    assert "a month" in out and "Room for" in out and "Shared servers 1" in out
    code, out, err = run(capsys, "plan", PLAN, "--lang", "zh_CN")
    assert code == 0, err
    assert "共享服务器" in out and "预算" in out


def test_a_bad_plan_exits_2_naming_the_field_and_writes_nothing(capsys, tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"schema_version": 1, "jobs": [
        {"name": "a", "runs_per_month": 0, "scenario": {"task": "train"}},
        {"name": "b", "runs_per_month": 1, "scenario": {"deadline_hours": "soon"}}]}), encoding="utf-8")
    pdf = tmp_path / "out.pdf"
    code, out, err = run(capsys, "plan", bad, "--pdf", pdf)
    lines = err.strip().splitlines()
    assert code == 2 and out == "" and len(lines) == 2, err
    assert "field jobs[0].runs_per_month" in lines[0] and "field jobs[1].scenario.deadline_hours" in lines[1]
    assert not pdf.exists()
    code, out, err = run(capsys, "plan", PLAN, "--pdf", tmp_path / "no" / "such" / "x.pdf")
    assert code == 2 and "cannot write" in err and len(err.strip().splitlines()) == 1


def test_plan_pdf_and_csv_in_chinese(capsys, tmp_path, plan_doc):
    pdf, csv = tmp_path / "plan.pdf", tmp_path / "plan.csv"
    code, _, err = run(capsys, "plan", PLAN, "--pdf", pdf, "--csv", csv, "--lang", "zh_CN")
    assert code == 0, err
    month = f"{plan_doc['monthly_cost']:,.0f}"
    text = pdf_text_until(pdf, lambda t: "团队计划" in t and "共享服务器1" in t and month in t)
    assert "团队计划" in text and "共享服务器1" in text
    assert month in text  # the month's total, as the JSON gives it
    raw = csv.read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf")
    df = pd.read_csv(csv, encoding="utf-8-sig", keep_default_na=False)
    df = df[~df.iloc[:, 0].isin(["note", "备注"])]  # the notes' rows (the plan's and each job's warnings) counted apart
    assumed = df.iloc[:, 0] == "采用的假设"  # one row per answer a job left open, counted apart
    assert assumed.sum() == sum(len(j["assumed"]) for j in plan_doc["jobs"]) > 0
    df = df[~assumed]
    assert len(df) == len(plan_doc["jobs"]) + len(plan_doc["schedule"]) + sum(
        len(b["cost_lines"]) for b in plan_doc["base"]) + sum(
        len(j["recommendation"]["recommendation"]["cost_lines"]) for j in plan_doc["jobs"]
        if j["on"].startswith("burst")) + 3


def test_compare_json_text_pdf_and_csv(capsys, tmp_path):
    code, out, err = run(capsys, "compare", SEED, ARTICLE, "--json")
    assert code == 0, err
    doc = json.loads(out)
    assert {"a", "b", "deltas", "reasons"} <= set(doc)
    a = doc["a"]["recommendation"]
    # the article's ¥80,000 a month is a ceiling: no difference, the ceiling said in its own reason
    assert doc["deltas"]["monthly_cost"] is None and doc["b"]["recommendation"]["at_most"] == ["monthly_cost"]
    ceiling = next(r["detail"] for r in doc["reasons"] if r["code"] == "compare_ceiling")
    assert ceiling["side"] == "b" and ceiling["at_most"] == 80000 and ceiling["within"] is True
    assert ceiling["other"] == pytest.approx(a["monthly_cost"], abs=0.02)
    assert doc["deltas"]["total_cost"] is None
    code, out, err = run(capsys, "compare", SEED, ARTICLE)
    assert code == 0 and "less a month" not in out and "A800-40GB" in out
    assert "B gives only a ceiling: at most ¥80,000 a month; A's ¥" in out and "B at most ¥80,000, B − A —" in out
    pdf, csv = tmp_path / "c.pdf", tmp_path / "c.csv"
    code, _, err = run(capsys, "compare", SEED, ARTICLE, "--pdf", pdf, "--csv", csv, "--lang", "zh_CN")
    assert code == 0, err
    text = pdf_text_until(pdf, lambda t: "两个答案并排" in t and "A800-40GB" in t and ("80,000" in t or "80000" in t))
    assert "两个答案并排" in text and "A800-40GB" in text
    assert "80,000" in text or "80000" in text


def test_compare_a_bad_file_exits_2_naming_the_field(capsys, tmp_path):
    bad = tmp_path / "saved.json"
    bad.write_text(json.dumps({"recommendation": {"gpu": "A100", "currency": "CNY", "gpu_count": "many"}}))
    code, out, err = run(capsys, "compare", SEED, bad)
    assert code == 2 and out == ""
    # the field in words, as the Compare window names it (not the file's key "recommendation.gpu_count")
    assert err.strip().splitlines() == [f"{bad}, the answer's GPU count: “many” is not a number"], err
