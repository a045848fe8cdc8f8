"""What a service is for (inference.use): a chat is sized so each answer streams within a chat's limits (MLPerf
Inference's interactive 40 ms a token), an API at its server bound (0.2 s), batch work at what the memory holds.
Left open (and no latency target of the user's own), a chat is assumed and listed. Before, every service was
sized at 0.2 s a token and most default answers then warned "slow for a chat service" (about 51 s an answer)."""

from __future__ import annotations

import datetime as dt

import pytest

from gpu_advisor.core import estimate as E
from gpu_advisor.core.base import CatalogError
from gpu_advisor.core.catalog.load import load_bundled
from gpu_advisor.core.scenario.spec import parse_scenario
from gpu_advisor.core.select.recommendation import recommend

TODAY = dt.date(2026, 12, 3)


@pytest.fixture(scope="module")
def cat():
    return load_bundled()


def _serve(preset: str, **inference) -> dict:
    return {"task": "inference", "workload": "llm", "model": {"preset": preset},
            "inference": {"qps": 1, **inference}, "preferences": {"currency": "USD"}}


def _timed(rec):
    found = [(where, n) for where, notes in (("reasons", rec.reasons), ("warnings", rec.warnings))
             for n in notes if n.code == "serving_time"]
    assert len(found) == 1, found
    return found[0]


def test_left_open_a_chat_is_assumed_listed_and_met(cat):
    sc = parse_scenario(_serve("qwen2.5-14b"), cat)
    assert sc.service_use == "chat"
    hit = [a for a in sc.assumed if a.path == "inference.use"]
    assert len(hit) == 1 and hit[0].value == "chat" and hit[0].why == "strictest_use"
    assert hit[0].source == "gpu-advisor-assumption"
    rec = recommend(cat, sc, today=TODAY)
    where, n = _timed(rec)
    assert n.use == "chat" and not n.slow and where == "reasons"
    assert n.tpot_s <= 0.04 * (1 + 1e-9) and n.ttft_s <= 0.45


def test_a_target_of_the_users_own_assumes_no_use(cat):
    sc = parse_scenario(_serve("qwen2.5-14b", p95_latency_s=30), cat)
    assert sc.service_use is None and not [a for a in sc.assumed if a.path == "inference.use"]


@pytest.mark.parametrize("bad", ["voice", 3, ""])
def test_an_unknown_use_is_one_clear_problem(cat, bad):
    with pytest.raises(CatalogError) as exc:
        parse_scenario(_serve("qwen2.5-14b", use=bad), cat)
    assert [p.column for p in exc.value.problems] == ["inference.use"]


def test_each_use_bounds_the_time_a_token_and_costs_no_more_than_a_stricter_one(cat):
    costs, tpot = {}, {}
    for use in ("chat", "api", "batch"):
        rec = recommend(cat, parse_scenario(_serve("qwen2.5-14b", use=use), cat), today=TODAY)
        where, n = _timed(rec)
        costs[use], tpot[use] = rec.recommendation.monthly_cost, n.tpot_s
        assert n.use == use and not n.slow and where == "reasons"  # an API or batch work is not judged as a chat
    assert tpot["chat"] <= 0.04 * (1 + 1e-9) < tpot["api"] <= 0.2 * (1 + 1e-9)
    assert tpot["batch"] >= tpot["api"] * (1 - 1e-9)
    # the stricter the use, the more copies the same load needs: here a chat costs more than an API
    assert costs["chat"] > costs["api"] >= costs["batch"]


def test_the_estimate_bounds_a_round_by_the_uses_time_a_token(cat):
    P = E.prepare(cat)
    by = {}
    for use in ("chat", "api", "batch", None):
        job = E.job_from_preset(P, "qwen2.5-7b", task="inference", qps=1.0, service_use=use)
        est = E.estimate_config(P, job, "H100", 1, 1)
        by[use] = est.assumptions["time_per_output_token_s"].value
    assert by["chat"] <= 0.04 < by["api"] <= 0.2 <= by["batch"] or by["batch"] >= by["api"]
    assert by[None] == pytest.approx(by["api"])  # the engine called without a use: an API's bound, as before
    with pytest.raises(E.EstimateError):
        E.estimate_config(P, E.job_from_preset(P, "qwen2.5-7b", task="inference", qps=1.0, service_use="voice"),
                          "H100", 1, 1)


def test_a_chat_bound_no_batch_meets_is_not_sized_at_one_request(cat):
    # one L4 reads an 8B model's 16 GB of weights in about 57 ms: slower than 40 ms a token even for one request.
    # Sizing it at a batch of one would multiply the copies for nothing; it is sized as an API and said slow.
    P = E.prepare(cat)
    chat = E.estimate_config(P, E.job_from_preset(P, "llama-3.1-8b", task="inference", qps=1.0, service_use="chat"),
                             "L4", 1, 1)
    api = E.estimate_config(P, E.job_from_preset(P, "llama-3.1-8b", task="inference", qps=1.0, service_use="api"),
                            "L4", 1, 1)
    assert chat.assumptions["time_per_output_token_s"].value > 0.04
    assert chat.assumptions["time_per_output_token_s"].value == pytest.approx(
        api.assumptions["time_per_output_token_s"].value)


def test_a_chat_prefers_a_configuration_that_meets_its_limits_and_says_why_a_cheaper_one_lost(cat):
    # 405B in bf16: two 8 x A100-80GB servers cost less a month than 8 x B200 but answer at about 0.06 s a token
    sc = _serve("llama-3.1-405b")
    sc["preferences"]["gpus"] = ["B200", "A100-80GB"]
    rec = recommend(cat, parse_scenario(sc, cat), today=TODAY)
    assert rec.recommendation.gpu == "B200"
    where, n = _timed(rec)
    assert not n.slow and where == "reasons"
    cheaper = [a for a in rec.alternatives if a.monthly_cost < rec.recommendation.monthly_cost]
    assert cheaper
    for a in cheaper:
        codes = [r.code for r in a.lost]
        assert codes[0] == "slow_for_chat" and "lower_score" not in codes and "more_servers" not in codes
        assert a.lost[0].tpot_s > a.lost[0].chat_tpot_s or a.lost[0].ttft_s > a.lost[0].chat_ttft_s


def test_a_chat_no_allowed_configuration_meets_is_answered_and_said_slow(cat):
    # the case: a 405B in bf16 on Chinese clouds, served across two servers of 8 x A100-80GB
    sc = parse_scenario({**_serve("llama-3.1-405b"), "precision": "bf16",
                         "preferences": {"data_in_china": True, "currency": "CNY"}}, cat)
    rec = recommend(cat, sc, today=TODAY)
    opt = rec.recommendation
    assert opt is not None and opt.gpu == "A100-80GB" and opt.gpu_count <= 32
    where, n = _timed(rec)
    assert n.use == "chat" and n.slow and where == "warnings"


def test_the_assumed_chat_claims_capacity_not_cost(cat):
    """Walk 17: the "I don't know" line said an API or batch work "costs the same or less" than the chat it assumed;
    Llama-3-70B at 20 requests/s is 4 x B200 for ¥14.3万 a month as a chat and 8 x H200 for ¥14.5万 as an API or batch
    (one server rather than two, within the ranking's tolerance). What the line now says holds: the servers sized
    for the chat carry the load as an API or batch work too (on no more copies, for no more), whichever the ranking
    then picks."""
    from gpu_advisor import text as W
    from gpu_advisor.text import assumed_why
    obj = {"task": "inference", "workload": "llm", "model": {"preset": "llama-3-70b"},
           "inference": {"qps": 20, "input_tokens": 512, "output_tokens": 256},
           "budget": {"amount": 300000, "currency": "CNY", "per": "month"},
           "preferences": {"currency": "CNY", "data_in_china": False}}
    sc = parse_scenario(obj, cat)
    (a,) = [a for a in sc.assumed if a.path == "inference.use"]
    with W.using_language("en"):
        en = assumed_why(a)
    with W.using_language("zh_CN"):
        zh = assumed_why(a)
    assert "cost" not in en and "carry it too" in en, en
    assert "费用" not in zh and "承载" in zh, zh
    chat = recommend(cat, sc, today=TODAY).recommendation
    key = (chat.provider, chat.region, chat.instance_type, chat.billing)
    for use in ("api", "batch"):
        rec = recommend(cat, parse_scenario({**obj, "inference": {**obj["inference"], "use": use}}, cat), today=TODAY)
        c = rec.candidates
        same = c[(c["provider"] == key[0]) & (c["region"] == key[1]) & (c["instance_type"] == key[2])
                 & (c["billing"] == key[3])]
        assert len(same) == 1 and bool(same["feasible"].iat[0])
        assert same["instances"].iat[0] <= chat.instances
        assert same["monthly_cost"].iat[0] <= chat.monthly_cost * (1 + 1e-9)
