"""Small wording rules found walking the article's case (2026-12-05): a cell citing one work twice names it once;
a share too small to show is '<1%', not '0%' (which says there is none)."""

from __future__ import annotations

from gpu_advisor import text as W
from gpu_advisor.core.catalog.load import load_bundled
from gpu_advisor.text.assumed import source_text
from gpu_advisor.text.numbers import percent


def test_a_source_cited_twice_in_one_cell_is_named_once():
    cat = load_bundled()
    with W.using_language("zh_CN"):
        once = source_text(cat, "hoffmann-2022")
        twice = source_text(cat, "hoffmann-2022; hoffmann-2022")
    assert "Chinchilla" in once and twice == once


def test_a_tiny_share_is_not_shown_as_none():
    assert percent(0.003) == "<1%"
    assert percent(0.00004, 1) == "<0.1%"
    assert percent(0.0) == "0%" and percent(0.006) == "1%" and percent(0.171) == "17%"
    assert percent(None) == "—"


def test_a_service_is_priced_by_the_month_in_the_domestic_option_and_the_commitment_tip():
    from gpu_advisor.core.base import CommitmentNotPriced, DomesticOption
    from gpu_advisor.core.base.notes_warnings import Overseas
    from gpu_advisor.text.notes import describe

    dom = DomesticOption(provider="aliyun", region="cn-shanghai", instance_type="ecs.gn7i", gpu="A10", gpu_count=1,
                         billing="on_demand", wall_hours=None, total_cost=6541.0, monthly_cost=6541.0,
                         currency="CNY", meets_deadline=True, within_budget=True, feasible=True)
    over = Overseas(provider="runpod", region="US", invoice_currency="USD", domestic=dom)
    service = CommitmentNotPriced(provider="runpod", instance_type="1x_A4500", job_months=None)
    run = CommitmentNotPriced(provider="runpod", instance_type="1x_A4500", job_months=14.0)
    with W.using_language("en"):
        assert "1 × A10 on aliyun (Shanghai), ¥6,541 a month." in describe(over, "CNY")
        assert "for a service that runs all year" in describe(service, "CNY")
        assert "for a run this long" in describe(run, "CNY")
    with W.using_language("zh_CN"):
        assert "（上海）1 × A10，每月 ¥6,541。" in describe(over, "CNY")
        assert "服务全年运行" in describe(service, "CNY")


def test_seven_typed_for_a_7b_model_is_told_how_to_write_it():
    from gpu_advisor.core.base import BelowMin
    from gpu_advisor.text.problems import what_text

    with W.using_language("en"):
        assert what_text(BelowMin(min=1000), 7, path="model.params") == (
            "7 parameters is too small (minimum 1,000 parameters); for 7 billion parameters, type 7B")
        assert "type" not in what_text(BelowMin(min=1000), 7, path="data.tokens")
    with W.using_language("zh_CN"):  # no space left between Chinese words ("7 个参数 太小")
        assert what_text(BelowMin(min=1000), 7, path="model.params") == (
            "7 个参数太小（最小为 1,000 个参数）；如指 70 亿参数，请写 7B")


def test_the_checkpoint_interval_is_said_once():
    import datetime as dt

    from gpu_advisor.core.base import CheckpointInterval, SpotWithCheckpoints
    from gpu_advisor.core.scenario.spec import parse_scenario
    from gpu_advisor.core.select.recommendation import recommend
    from gpu_advisor.text.notes import describe

    from tests.core.test_checkpoint_tip import SPOT
    cat = load_bundled()
    sc = parse_scenario(SPOT, cat)
    rec = recommend(cat, sc, today=dt.date(2026, 12, 2))
    tips = {type(n): n for n in rec.tips}
    with W.using_language("en"):
        said = describe(tips[CheckpointInterval], "CNY")
        assert said.startswith("Save a checkpoint about every ") and "(the interval the price allows for)" in said
        assert "checkpoint" not in describe(tips[SpotWithCheckpoints], "CNY")
    with W.using_language("zh_CN"):
        assert describe(tips[CheckpointInterval], "CNY").startswith("约每 ")


def test_the_assumed_amount_of_images_says_about_once():
    import json
    from pathlib import Path

    from gpu_advisor.core.scenario.spec import parse_scenario
    from gpu_advisor.text.assumed import assumed_lead

    cat = load_bundled()
    root = Path(__file__).resolve().parents[2]
    obj = json.loads((root / "resources" / "start" / "article-case.json").read_text(encoding="utf-8"))
    obj["data"] = {"dataset_gb": 50, "epochs": 2}  # passes given: the lead names only the images assumed
    sc = parse_scenario(obj, cat)
    with W.using_language("zh_CN"):
        lead = assumed_lead(sc, cat)
        assert "约 455,000 张图片" in lead and "~" not in lead and "约约" not in lead.replace(" ", "")
    with W.using_language("en"):
        assert "~455,000 images" in assumed_lead(sc, cat)
    obj["data"] = {"dataset_gb": 50}  # passes assumed too
    with W.using_language("zh_CN"):
        lead = assumed_lead(parse_scenario(obj, cat), cat)
        assert "约 455,000 张图片，训练 90 轮" in lead and "约约" not in lead.replace(" ", "")


def test_the_assumptions_sheet_does_not_call_an_assumed_value_the_users_answer():
    import datetime as dt

    from gpu_advisor.core.scenario.spec import parse_scenario
    from gpu_advisor.core.select.recommendation import recommend
    from gpu_advisor.text.assumptions import assumption_rows

    cat = load_bundled()
    sc = parse_scenario({"schema_version": 1, "task": "inference", "workload": "llm", "model": {"preset": "mistral-7b"},
                         "inference": {"users": 200, "requests_per_user": 30}}, cat)
    rec = recommend(cat, sc, today=dt.date(2026, 12, 2))
    assert "inference.input_tokens" in rec.defaults_used
    with W.using_language("zh_CN"):
        rows = {r[0]: r[2] for r in assumption_rows(rec)}
    assert rows["每请求输入 token 数"].startswith("假设值") and rows["每请求输出 token 数"].startswith("假设值")
    sc = parse_scenario({"schema_version": 1, "task": "inference", "workload": "llm", "model": {"preset": "mistral-7b"},
                         "inference": {"qps": 2, "input_tokens": 1000, "output_tokens": 200}}, cat)
    with W.using_language("en"):
        rows = {r[0]: r[2] for r in assumption_rows(recommend(cat, sc, today=dt.date(2026, 12, 2)))}
    assert "your answer" in rows.values()


def test_a_runner_up_a_few_percent_dearer_is_not_about_the_same_cost():
    from gpu_advisor.core.base import RunnerUp
    from gpu_advisor.text.notes import describe

    def said(total, diff):
        n = RunnerUp(provider="azure", instance_type="NC48", gpu="A100", gpu_count=2, billing="spot",
                     total_cost=total, wall_hours=2.7, cost_diff=diff, hours_diff=-2.2)
        with W.using_language("en"):
            return describe(n, "CNY")

    assert "¥0.41 more" in said(16.00, 0.41) and "about the same cost" not in said(16.00, 0.41)
    assert "¥0.48 more" in said(4.06, 0.48)
    assert "about the same cost" in said(100_000, 300)  # 0.3%


def test_the_checkpoint_write_time_is_said_in_words_not_to_four_digits():
    from gpu_advisor.core.base import CheckpointInterval
    from gpu_advisor.text.notes import describe

    fast = CheckpointInterval(every_steps=None, keep=3, interval_h=0.1, checkpoint_gb=0.409, write_s=0.0584)
    slow = CheckpointInterval(every_steps=None, keep=3, interval_h=0.1, checkpoint_gb=140.0, write_s=20.4)
    with W.using_language("en"):
        assert "less than a second to write" in describe(fast, "CNY") and "0.0584" not in describe(fast, "CNY")
        assert "20 seconds to write" in describe(slow, "CNY")
    with W.using_language("zh_CN"):
        assert "写入不到 1 秒" in describe(fast, "CNY")


def test_the_runner_up_says_its_billing_in_lower_case_mid_sentence():
    from gpu_advisor.core.base import RunnerUp
    from gpu_advisor.text.notes import describe

    n = RunnerUp(provider="runpod", instance_type="1x_RTX4000-Ada_SECURE", gpu="RTX4000-Ada", gpu_count=1,
                 billing="on_demand", total_cost=2423.0, wall_hours=None, cost_diff=153.93, hours_diff=None)
    with W.using_language("en"):
        assert "(1x_RTX4000-Ada_SECURE, on-demand (hourly))" in describe(n, "CNY")
    with W.using_language("zh_CN"):
        assert "按量付费" in describe(n, "CNY")
