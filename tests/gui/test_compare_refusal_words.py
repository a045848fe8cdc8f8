"""A file Compare refuses names its field in words, as the main window does: it read
"字段 deadline_hours：必须大于 0" (the file's raw key)."""

from __future__ import annotations

import json

from gpu_advisor import text as W
from gpu_advisor.core.base import CatalogError
from gpu_advisor.core.plan import read_answer
from gpu_advisor.gui import compare_view
from gpu_advisor.gui.compare_view import CompareWindow
from gpu_advisor.gui.worker import SyncExecutor
from gpu_advisor.text import plan_text


def _problems(tmp_path, cat, obj):
    f = tmp_path / "bad.json"
    f.write_text(json.dumps(obj), encoding="utf-8")
    try:
        read_answer(f, cat)
    except CatalogError as exc:
        return exc.problems
    raise AssertionError("not refused")


def test_a_scenario_field_is_named_in_words(tmp_path, cat):
    problems = _problems(tmp_path, cat, {"schema_version": 1, "task": "train", "deadline_hours": -5})
    with W.using_language("zh_CN"):
        zh = [plan_text.answer_problem(p) for p in problems]
    with W.using_language("en"):
        en = [plan_text.answer_problem(p) for p in problems]
    assert any(t.startswith("bad.json，截止时间：") and "必须大于 0" in t for t in zh), zh
    assert not any("deadline_hours" in t for t in zh + en), (zh, en)
    assert any(t.startswith("bad.json, deadline: must be more than 0") for t in en), en


def test_a_saved_answers_field_is_named_in_words(tmp_path, cat):
    problems = _problems(tmp_path, cat, {"recommendation": {"gpu": "A10", "gpu_count": 0, "currency": "CNY"}})
    with W.using_language("en"):
        en = [plan_text.answer_problem(p) for p in problems]
    assert en == ["bad.json, the answer's GPU count: must be more than 0"], en


def test_the_windows_refusal_says_the_label(qtbot, tmp_path, cat, monkeypatch):
    seen = []
    monkeypatch.setattr(compare_view.QMessageBox, "warning", lambda *a: seen.append(a[2]))
    f = tmp_path / "bad.json"
    f.write_text('{"schema_version": 1, "task": "train", "deadline_hours": -5}', encoding="utf-8")
    w = CompareWindow(cat, executor=SyncExecutor())
    qtbot.addWidget(w)
    with W.using_language("en"):
        w.open_side("b", str(f))
    assert seen and "bad.json, deadline: must be more than 0" in seen[0], seen
    assert "deadline_hours" not in seen[0]


def test_a_team_plan_is_said_to_be_one_and_where_it_opens(qtbot, tmp_path, cat, monkeypatch):
    """Walk 24: Compare given a team plan said "字段 jobs：这既不是场景，也不是保存的答案（含“recommendation”的对象）":
    the file's keys, and no hint. It says the file is a team plan and that File → Team plan opens it."""
    plan = {"schema_version": 1, "name": "m", "jobs": [{"name": "a", "runs_per_month": 1, "scenario": {}}]}
    problems = _problems(tmp_path, cat, plan)
    with W.using_language("zh_CN"):
        zh = [plan_text.answer_problem(p) for p in problems]
        cli = [plan_text.answer_problem(p, cli=True) for p in problems]
    with W.using_language("en"):
        en = [plan_text.answer_problem(p) for p in problems]
    assert en == ["bad.json: this file is a team plan, not an answer to compare: open it with File → Team plan…"], en
    assert zh == ["bad.json：这个文件是团队计划，不是可以比较的答案：请用“文件 → 团队计划…”打开它"], zh
    assert "plan 命令" in cli[0], cli
    for t in zh + en:
        assert "jobs" not in t and "recommendation" not in t, t
    seen = []
    monkeypatch.setattr(compare_view.QMessageBox, "warning", lambda *a: seen.append(a[2]))
    f = tmp_path / "plan.json"
    f.write_text(json.dumps(plan), encoding="utf-8")
    w = CompareWindow(cat, executor=SyncExecutor())
    qtbot.addWidget(w)
    with W.using_language("en"):
        w.open_side("a", str(f))
    assert seen and "team plan" in seen[0] and "File → Team plan…" in seen[0] and "jobs" not in seen[0], seen
