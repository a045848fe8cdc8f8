"""A saved answer that holds only what it recommended says nothing of the job it answered (walk 22: a 7B LoRA
fine-tune against the article's own answer for a vision training read "A finishes 38 hours sooner (95%)" with no
caveat, where two scenarios for different jobs get ``compare_different_jobs``). Now a saved answer may carry its
``job`` (``recommend --json`` writes it; the article's answer gives the article's job) and is compared by it; one
without says once, first, that its job is not known and the comparison assumes the same job — in the window, the
PDF, the CSV, the command line and ``--json``."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import pytest

from gpu_advisor import text as W
from gpu_advisor.cli import main
from gpu_advisor.core.base.problems import CatalogError
from gpu_advisor.core.plan import Answer, compare_answers
from gpu_advisor.core.plan.compare import answer_from, read_answer
from gpu_advisor.gui.compare_view import CompareWindow
from gpu_advisor.gui.plan_pdf import compare_csv_for_language, compare_html
from gpu_advisor.gui.worker import SyncExecutor
from gpu_advisor.text import plan_text

ROOT = Path(__file__).resolve().parents[2]
LORA = ROOT / "examples" / "lora-7b-finetune.json"
ARTICLE = ROOT / "examples" / "startup-engineer-seed000.json"
ARTICLE_ANSWER = ROOT / "examples" / "answers" / "compare-article-seed000.json"
OPT = {"gpu": "A800-40GB", "gpu_count": 4, "billing": "spot", "wall_hours": 40, "total_cost": 9000,
       "currency": "CNY"}
EN = ("The job behind B is not known (a saved answer that holds only what it recommended): this comparison assumes "
      "A and B are the same job.")
ZH = "B 背后的工作未知（保存的答案只记录了推荐的方案）：本比较假定 A 和 B 是同一项工作。"


def _rows(data: bytes) -> list[list[str]]:
    return list(csv.reader(io.StringIO(data.decode("utf-8-sig"), newline="")))


def _no_job(tmp_path) -> Path:
    p = tmp_path / "answer.json"
    p.write_text(json.dumps({"recommendation": OPT, "source": "a vendor's quote"}), encoding="utf-8")
    return p


def test_a_saved_answer_without_its_job_is_said_once_first(cat, tmp_path):
    lora = read_answer(LORA, cat)
    c = compare_answers(lora, read_answer(_no_job(tmp_path), cat))
    assert c.reasons[0].code == "compare_job_unknown" and c.reasons[0].detail == {"sides": ["b"]}
    assert [n.code for n in c.reasons].count("compare_job_unknown") == 1
    assert "compare_time" in [n.code for n in c.reasons]  # the differences are still said, after the caveat
    with W.using_language("en"):
        assert plan_text.compare_reasons(c)[0] == EN
    with W.using_language("zh_CN"):
        assert plan_text.compare_reasons(c)[0] == ZH
    # both sides saved without a job: said once, of both
    both = compare_answers(Answer({"recommendation": OPT}, "a.json", "saved"),
                           Answer({"recommendation": OPT}, "b.json", "saved"))
    assert [n.detail for n in both.reasons if n.code == "compare_job_unknown"] == [{"sides": ["a", "b"]}]
    with W.using_language("en"):
        assert plan_text.compare_reasons(both)[0].startswith("The jobs behind A and B are not known")
    # two scenarios: their jobs are known, nothing of the kind is said
    assert not any(n.code == "compare_job_unknown" for n in compare_answers(lora, read_answer(ARTICLE, cat)).reasons)


def test_the_articles_answer_gives_the_articles_job(cat):
    # the walk's case: the LoRA fine-tune against the article's answer for a vision training
    article = read_answer(ARTICLE_ANSWER, cat)
    c = compare_answers(read_answer(LORA, cat), article)
    assert c.reasons[0].code == "compare_different_jobs" and c.reasons[0].detail == {"parts": ["task", "model", "data"]}
    assert "compare_job_unknown" not in [n.code for n in c.reasons]
    # against the article's own scenario: the same job, nothing said
    same = compare_answers(read_answer(ARTICLE, cat), article)
    assert not {"compare_different_jobs", "compare_job_unknown"} & {n.code for n in same.reasons}


def test_recommend_json_carries_its_job_and_a_saved_one_is_compared_by_it(cat, tmp_path, capsys):
    assert main(["recommend", str(LORA), "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["job"] == {"task": "finetune", "workload": "llm", "model": {"preset": "qwen2.5-7b"},
                          "finetune_method": "lora", "data": {"tokens": 200000000}}
    saved = tmp_path / "lora-answer.json"
    saved.write_text(json.dumps(doc), encoding="utf-8")
    answer = read_answer(saved, cat)
    assert answer.kind == "saved" and answer.job is not None
    codes = [n.code for n in compare_answers(read_answer(LORA, cat), answer).reasons]
    assert "compare_job_unknown" not in codes and "compare_different_jobs" not in codes
    assert compare_answers(read_answer(ARTICLE, cat), answer).reasons[0].code == "compare_different_jobs"


@pytest.mark.parametrize("job,code,where", [
    ("train", "wrong_type", "job"),
    ({"task": "nope"}, "not_allowed", "job.task"),
    ({"task": "train", "deadline_hours": 5}, "not_allowed", "job.deadline_hours"),
])
def test_a_bad_job_is_one_problem_naming_the_field(cat, job, code, where):
    with pytest.raises(CatalogError) as exc:
        answer_from({"recommendation": OPT, "job": job}, cat, "a.json")
    assert [(p.code, p.column) for p in exc.value.problems] == [(code, where)]


def test_the_window_pdf_csv_and_command_line_agree(qtbot, cat, tmp_path, capsys):
    b = _no_job(tmp_path)
    w = CompareWindow(cat, executor=SyncExecutor())
    qtbot.addWidget(w)
    w.set_side("a", read_answer(LORA, cat))
    w.set_side("b", read_answer(b, cat))
    assert w.reasons.text().startswith(f"• {EN}")
    with W.using_language("zh_CN"):
        html = compare_html(w.comparison, cat)
    assert ZH in html, html
    for lang, said, job in (("en", EN, "Job"), ("zh_CN", ZH, "任务")):
        rows = _rows(compare_csv_for_language(w.comparison, lang, cat))
        assert rows[1][0] == job and rows[1][-1] == said and rows[1][1:4] == ["", "", ""]
    assert main(["compare", str(LORA), str(b)]) == 0
    out = capsys.readouterr().out
    assert out.count(EN) == 1 and f"* {EN}" in out
    assert main(["compare", str(LORA), str(b), "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["reasons"][0] == {"code": "compare_job_unknown", "detail": {"sides": ["b"]}}
    assert doc["a"]["job"]["task"] == "finetune" and "job" not in doc["b"]
