"""A service on one server says that one fault stops it, and what a second server would cost (walk 23: the 70B
service, 2 copies of the model on one 8 x B200 server, said nothing of it). Only for a service: not for batch work,
whose requests can wait for a repair, nor a training job, nor a service already on several servers."""

from __future__ import annotations

import datetime as dt

import pytest

from gpu_advisor import text as words
from gpu_advisor.core.base import SingleServer
from gpu_advisor.core.catalog.load import load_bundled
from gpu_advisor.core.scenario.spec import parse_scenario
from gpu_advisor.core.select.recommendation import recommend

TODAY = dt.date(2026, 12, 6)
SERVE_70B = {"schema_version": 1, "task": "inference", "workload": "llm", "model": {"preset": "llama-3-70b"},
             "inference": {"qps": 20, "input_tokens": 1000, "output_tokens": 500},
             "budget": {"amount": 300000, "currency": "CNY", "per": "month"}, "preferences": {"currency": "CNY"}}


@pytest.fixture(scope="module")
def cat():
    return load_bundled()


@pytest.fixture
def lang():
    yield words.set_language
    words.set_language(None)


def _single(rec) -> list[SingleServer]:
    return [n for n in rec.warnings if isinstance(n, SingleServer)]


def test_a_service_on_one_server_says_one_fault_stops_it(cat, lang):
    rec = recommend(cat, parse_scenario(SERVE_70B, cat), today=TODAY)
    opt = rec.recommendation
    assert opt.instances == 1
    (n,) = _single(rec)
    egress = sum(ln.cost or 0.0 for ln in opt.cost_lines if ln.item == "transfer_out")
    assert n.monthly_cost == pytest.approx(opt.monthly_cost)
    assert n.server_monthly_cost == pytest.approx(opt.monthly_cost - egress)  # a second server: all but the egress
    assert n.copies == 2
    lang("en")
    en = words.describe_note(n, "CNY")
    assert "one server (2 copies of the model)" in en and "a fault of that server stops every answer" in en
    assert words.money(n.server_monthly_cost, "CNY") in en
    lang("zh_CN")
    zh = words.describe_note(n, "CNY")
    assert "一台服务器" in zh and "冗余" in zh and words.money(n.server_monthly_cost, "CNY") in zh


def test_not_for_batch_work_nor_several_servers_nor_training(cat):
    batch = {**SERVE_70B, "inference": {**SERVE_70B["inference"], "use": "batch"}}
    rec = recommend(cat, parse_scenario(batch, cat), today=TODAY)
    assert rec.recommendation.instances == 1 and not _single(rec)
    big = {"schema_version": 1, "task": "inference", "workload": "llm", "model": {"preset": "llama-3.1-405b"},
           "precision": "bf16", "inference": {"qps": 2, "input_tokens": 1000, "output_tokens": 500},
           "preferences": {"providers": ["aliyun"], "currency": "CNY"}}
    rec = recommend(cat, parse_scenario(big, cat), today=TODAY)
    assert rec.recommendation.instances > 1 and not _single(rec)
    train = {"schema_version": 1, "task": "finetune", "workload": "llm", "model": {"preset": "mistral-7b"},
             "finetune_method": "lora", "data": {"tokens": 1e8}, "preferences": {"currency": "CNY"}}
    rec = recommend(cat, parse_scenario(train, cat), today=TODAY)
    assert rec.recommendation.instances == 1 and not _single(rec)
