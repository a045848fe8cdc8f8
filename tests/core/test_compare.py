"""Two answers side by side (core/plan/compare.py): deltas are b minus a of the figures each side gives, unknown where
one side does not give them, and every difference has its reason as a code."""

from __future__ import annotations

import datetime as _dt
import json
from pathlib import Path

import pytest

from gpu_advisor.core.plan.compare import Answer, answer_from, compare_answers, read_answer
from gpu_advisor.core.base.problems import CatalogError

ROOT = Path(__file__).resolve().parents[2]
TODAY = _dt.date(2026, 12, 1)


def _saved(**opt):
    return Answer({"recommendation": opt}, "x.json", "saved")


def test_deltas_are_b_minus_a_with_a_reason_for_each_difference():
    a = _saved(gpu="A100", gpu_count=8, currency="CNY", billing="on_demand", total_cost=1500, monthly_cost=1500,
               wall_hours=6, price_age_days=100)
    b = _saved(gpu="A800-40GB", gpu_count=4, currency="CNY", billing="spot", total_cost=4000, monthly_cost=4000,
               wall_hours=40, price_age_days=400, spot={"expected_interruptions": 1.5})
    c = compare_answers(a, b)
    assert c.deltas == {"total_cost": 2500, "monthly_cost": 2500, "wall_hours": 34, "gpu_count": -4,
                        "expected_interruptions": 1.5, "price_age_days": 300}
    codes = {n.code: n.detail for n in c.reasons}
    assert codes["compare_cost"]["cheaper"] == "a" and codes["compare_cost"]["by"] == 2500
    assert codes["compare_time"] == {"faster": "a", "by_hours": 34, "pct": pytest.approx(85.0)}
    assert codes["compare_gpus"]["a"] == 8 and codes["compare_gpus"]["b"] == 4
    assert codes["compare_risk"]["interruptions_b"] == 1.5
    assert codes["compare_price_age"]["older"] == "b"
    # swapped, every delta changes sign and the reasons name the other side
    back = compare_answers(b, a)
    assert all(back.deltas[k] == -v for k, v in c.deltas.items())
    assert {n.code: n.detail for n in back.reasons}["compare_cost"]["cheaper"] == "b"


def test_a_figure_one_side_lacks_stays_unknown_and_money_in_two_currencies_is_not_subtracted():
    a = _saved(gpu="A100", gpu_count=8, currency="CNY", billing="on_demand", total_cost=1500, wall_hours=6)
    b = _saved(gpu="H100", gpu_count=8, currency="USD", billing="on_demand", total_cost=300, wall_hours=3)
    c = compare_answers(a, b)
    assert c.deltas["total_cost"] is None and c.deltas["monthly_cost"] is None and c.deltas["wall_hours"] == -3
    codes = [n.code for n in c.reasons]
    assert "compare_currency" in codes and "compare_cost" not in codes
    assert any(n.code == "compare_unknown" and n.detail["figure"] == "monthly_cost" for n in c.reasons)


def test_a_spot_runs_few_interruptions_read_as_a_number_not_zero(cat):
    # a short spot run expects 0.0055 interruptions: it read "0.0", and B − A "−0.0"; then "0.01" beside an
    # on-demand run's "0.00" (walk 20): one significant figure below 0.1, none "0"
    from gpu_advisor import text as words
    from gpu_advisor.text.plan_text import compare_lines
    a = _saved(gpu="A100", gpu_count=8, currency="CNY", billing="spot", total_cost=95, wall_hours=4.4,
               spot={"expected_interruptions": 0.0055})
    b = _saved(gpu="A100", gpu_count=8, currency="CNY", billing="on_demand", total_cost=700, wall_hours=4.4)
    c = compare_answers(a, b)
    with words.using_language("en"):
        text = "\n".join(compare_lines(c, cat))
    assert "Expected interruptions: A 0.006, B 0, B − A −0.006" in text and "0.0," not in text
    assert "about 0.006 interruptions expected" in text
    with words.using_language("zh_CN"):
        assert "预计约 0.006 次中断" in "\n".join(compare_lines(c, cat))


def test_the_articles_answer_against_the_apps_pick(cat):
    app = read_answer(ROOT / "examples" / "startup-engineer-seed000.json", cat, today=TODAY)
    article = read_answer(ROOT / "examples" / "answers" / "compare-article-seed000.json", cat, today=TODAY)
    assert app.kind == "scenario" and article.kind == "saved"
    c = compare_answers(app, article)
    opt = app.rec.recommendation
    # the article's ¥80,000 a month is a ceiling ("at most"), not a cost: no difference is taken from it
    assert c.deltas["monthly_cost"] is None
    ceiling = next(n for n in c.reasons if n.code == "compare_ceiling")
    assert ceiling.detail == {"figure": "monthly_cost", "side": "b", "at_most": 80000, "currency": "CNY",
                              "other": pytest.approx(opt.monthly_cost, abs=0.01), "within": True}
    assert not any(n.code == "compare_cost" and n.detail["figure"] == "monthly_cost" for n in c.reasons)
    assert c.deltas["wall_hours"] == pytest.approx(40 - opt.wall_hours, abs=0.01)
    assert c.deltas["total_cost"] is None  # the article gives no job total: not invented
    doc = c.to_dict()
    json.dumps(doc, allow_nan=False)
    assert {"a", "b", "deltas", "reasons"} <= set(doc)
    assert doc["a"]["recommendation"]["instance_type"] == opt.instance_type


def test_a_ceiling_is_said_as_a_ceiling_not_as_a_difference_in_both_languages(cat):
    from gpu_advisor import text as words
    from gpu_advisor.text.plan_text import compare_lines
    a = _saved(gpu="A100", gpu_count=8, currency="CNY", billing="on_demand", monthly_cost=1358, wall_hours=6)
    b = _saved(gpu="A800-40GB", gpu_count=4, currency="CNY", billing="spot", monthly_cost=80000,
               at_most=["monthly_cost"], wall_hours=40)
    c = compare_answers(a, b)
    assert c.deltas["monthly_cost"] is None and "compare_cost" not in [n.code for n in c.reasons]
    with words.using_language("en"):
        text = "\n".join(compare_lines(c, cat))
    assert "Cost per month: A ¥1,358, B at most ¥80,000, B − A —" in text, text
    assert "B gives only a ceiling: at most ¥80,000 a month; A's ¥1,358 is within it." in text, text
    assert "less a month" not in text and "78,642" not in text
    with words.using_language("zh_CN"):
        zh = "\n".join(compare_lines(c, cat))
    assert "B 至多 ¥80,000" in zh and "B 只给出上限：每月至多 ¥80,000；A 的 ¥1,358 在此之内。" in zh, zh
    # swapped, and above the ceiling: A's ceiling, B's cost above it
    over = compare_answers(b, _saved(gpu="H100", gpu_count=8, currency="CNY", monthly_cost=90000))
    n = next(n for n in over.reasons if n.code == "compare_ceiling")
    assert n.detail["side"] == "a" and n.detail["within"] is False and over.deltas["monthly_cost"] is None
    with words.using_language("en"):
        assert "* A gives only a ceiling: at most ¥80,000 a month; B's ¥90,000 is above it." in compare_lines(over, cat)
    # a total that is a cost on both sides is still subtracted
    assert compare_answers(_saved(gpu="A", gpu_count=1, currency="CNY", total_cost=10, monthly_cost=5,
                                  at_most=["monthly_cost"]),
                           _saved(gpu="B", gpu_count=1, currency="CNY", total_cost=30)).deltas["total_cost"] == 20


@pytest.mark.parametrize("obj,code,where", [
    ({"recommendation": {"gpu_count": 4, "currency": "CNY"}}, "missing_field", "recommendation.gpu"),
    ({"recommendation": {"gpu": "A100", "gpu_count": "four", "currency": "CNY"}}, "not_a_number",
     "recommendation.gpu_count"),
    ({"recommendation": {"gpu": "A100", "gpu_count": 4, "currency": "EUR"}}, "not_allowed", "recommendation.currency"),
    ({"recommendation": {"gpu": "A100", "gpu_count": 4, "currency": "CNY", "total_cost": -1}}, "below_min",
     "recommendation.total_cost"),
    ({"recommendation": "x"}, "compare_not_an_answer", "recommendation"),
    ({"jobs": []}, "compare_not_an_answer", None),
    ({"task": "nope"}, "not_allowed", "task"),
])
def test_a_bad_answer_file_gets_one_problem_naming_the_field(cat, obj, code, where):
    with pytest.raises(CatalogError) as exc:
        answer_from(obj, cat, "a.json")
    assert [(p.code, p.column) for p in exc.value.problems] == [(code, where)]


def test_two_different_jobs_are_said_to_be_different_jobs_first(cat, tmp_path):
    # walk 21: a 7B LoRA fine-tune against the article's image training read "A costs ¥1,263 less … finishes 2.6
    # hours sooner", as if one were the cheaper way to do the other
    from gpu_advisor import text as W
    from gpu_advisor.text.plan_text import compare_reasons
    lora = read_answer(ROOT / "examples" / "lora-7b-finetune.json", cat, today=TODAY)
    article = read_answer(ROOT / "examples" / "startup-engineer-seed000.json", cat, today=TODAY)
    c = compare_answers(lora, article)
    assert c.reasons[0].code == "compare_different_jobs"
    assert c.reasons[0].detail == {"parts": ["task", "model", "data"]}
    with W.using_language("en"):
        said = compare_reasons(c)[0]
    assert said.startswith("A and B are not the same job (they differ in what is done, the model and the data)")
    with W.using_language("zh_CN"):
        assert compare_reasons(c)[0].startswith("A 和 B 不是同一项工作（任务类型、模型和数据不同）")
    # the same job priced twice (another deadline is another way to do it, not another job): nothing said
    obj = json.loads((ROOT / "examples" / "startup-engineer-seed000.json").read_text(encoding="utf-8"))
    (tmp_path / "sooner.json").write_text(json.dumps({**obj, "deadline_hours": 50}), encoding="utf-8")
    again = read_answer(tmp_path / "sooner.json", cat, today=TODAY)
    assert again.scenario.deadline_hours == 50
    assert not any(n.code == "compare_different_jobs" for n in compare_answers(article, again).reasons)
    # a saved answer holds no job: nothing is guessed
    saved = read_answer(ROOT / "examples" / "answers" / "compare-article-seed000.json", cat, today=TODAY)
    assert not any(n.code == "compare_different_jobs" for n in compare_answers(article, saved).reasons)

