"""Scenarios a planner brings, table-driven: pretraining 1B to 175B with deadlines from days to months, serving
7B to 405B, LoRA, the article's case with a reference run and no model, China-only clouds, USD and CNY budgets.
Each gets a real option (never zero GPUs or zero cost) of a sensible size, or says exactly what breaks and what
would be needed."""

from __future__ import annotations

import datetime as dt
from dataclasses import replace

import pandas as pd
import pytest

from gpu_advisor.core import select as SEL
from gpu_advisor.core.scenario.spec import parse_scenario

TODAY = dt.date(2026, 12, 2)
CN = ["alibaba", "tencent"]


def _train(preset, tokens, days, **prefs):
    return {"task": "train", "workload": "llm", "model": {"preset": preset}, "data": {"tokens": tokens},
            "deadline_hours": 24 * days, "preferences": {"currency": "USD", **prefs}}


def _serve(preset, qps, **prefs):
    return {"task": "inference", "workload": "llm", "model": {"preset": preset}, "inference": {"qps": qps},
            "preferences": {"currency": "USD", **prefs}}


# name, scenario, (min GPUs, max GPUs) of the answer, or "fits_nowhere"
SCENARIOS = [
    ("pretrain 1B in a week", _train("qwen2.5-1.5b", 30e9, 7), (1, 64)),
    ("pretrain 7B on 1T tokens in a month", _train("llama-2-7b", 1e12, 30), (8, 512)),
    ("pretrain 70B on 1.4T tokens in 60 days", _train("llama-2-70b", 1.4e12, 60), (65, 8192)),
    ("pretrain 175B-class on 300B tokens in 30 days", _train("llama-3.1-405b", 300e9, 30), (65, 8192)),
    ("serve 7B at 20 requests/s", _serve("qwen2.5-7b", 20), (1, 16)),
    ("serve 70B at 20 requests/s", _serve("llama-3-70b", 20), (2, 64)),
    ("serve 405B at 2 requests/s", _serve("llama-3.1-405b", 2), (8, 64)),
    # Split across servers since serving v2 (tensor parallel in a server, pipeline across): 2-4 servers of 8.
    ("serve 405B on China-only clouds", _serve("llama-3.1-405b", 2, providers=CN, currency="CNY"), (16, 32)),
    ("LoRA of a 7B on 1 GB", {"task": "finetune", "workload": "llm", "model": {"preset": "qwen2.5-7b"},
                              "finetune_method": "lora", "data": {"dataset_gb": 1}, "deadline_hours": 48,
                              "preferences": {"currency": "USD"}}, (1, 8)),
    ("the article's case: a reference run, 50 GB of images, no model",
     {"task": "train", "workload": "cv", "data": {"dataset_gb": 50},
      "reference_run": {"gpu": "V100-32GB", "gpus": 1, "hours": 100}, "deadline_hours": 100,
      "budget": {"amount": 100000, "currency": "CNY", "per": "month"}, "preferences": {"currency": "CNY"}}, (1, 16)),
    ("China-only 7B fine-tune in CNY",
     {"task": "finetune", "workload": "llm", "model": {"preset": "qwen2.5-7b"}, "finetune_method": "full",
      "data": {"tokens": 2e9}, "deadline_hours": 72, "budget": {"amount": 200000, "currency": "CNY", "per": "total"},
      "preferences": {"providers": CN, "currency": "CNY"}}, (1, 64)),
]


@pytest.mark.parametrize("name,given,expect", SCENARIOS, ids=[s[0] for s in SCENARIOS])
def test_every_scenario_gets_a_real_answer(cat, name, given, expect):
    sc = parse_scenario({"schema_version": 1, **given}, cat)
    rec = SEL.recommend(cat, sc, today=TODAY)
    for opt in (rec.recommendation, *rec.alternatives):
        if opt is not None:  # never a zero-GPU or zero-cost option
            assert opt.gpu_count >= 1 and opt.instances >= 1 and opt.total_cost > 0 and opt.fits
    if expect == "fits_nowhere":
        assert rec.recommendation is None
        (note,) = rec.warnings
        assert note.code == "fits_nowhere" and note.detail["over_gb"] > 0
        return
    r = rec.recommendation
    assert r is not None, name
    lo, hi = expect
    assert lo <= r.gpu_count <= hi, (name, r.gpu_count, r.instance_type)
    if sc.providers:
        assert r.provider in sc.providers
    if not rec.feasible:  # says exactly what breaks, and for a deadline what it would take
        broken = {w.detail["constraint"] for w in rec.warnings if w.code == "constraint_broken"}
        # (a chat none of whose options answers in time: its answer-time warning says so, test_chat_too_slow_*)
        broken |= {"chat_time" for w in rec.warnings if w.code == "serving_time" and w.detail.get("slow")}
        assert broken
        if "deadline" in broken:
            need = next(w for w in rec.warnings if w.code == "deadline_needs")
            assert need.detail["gpus_needed"] > r.gpu_count
    if sc.task != "inference" and r.nodes > 1:  # a cluster is modelled on the fabric the card shows
        assert r.network_gbps > 0 and r.network_class


def test_a_service_is_not_put_on_spot(cat):
    """A service is always on: spot_rules service_spot (0) keeps it off spot servers, whatever the spot preference
    (an evicted server stops answering); a provider row with 1 allows it there."""
    for spot in ("avoid", "allow"):
        sc = parse_scenario({"schema_version": 1, **_serve("qwen2.5-7b", 20, spot=spot)}, cat)
        rec = SEL.recommend(cat, sc, today=TODAY)
        assert rec.recommendation.billing != "spot" and all(a.billing != "spot" for a in rec.alternatives), spot
        refused = [n for n in (*rec.warnings, *rec.tips, *rec.reasons) if n.code == "spot_refused"]
        # where the chosen server has a spot price, the answer says why it was not used
        assert {n.detail["reason"] for n in refused} <= ({"service"} if spot == "allow" else set()), spot
    rules = cat["spot_rules"]
    allow = pd.concat([rules, rules[rules["rule"] == "service_spot"].assign(provider="runpod", value=1.0)],
                      ignore_index=True)
    sc = parse_scenario({"schema_version": 1, **_serve("qwen2.5-7b", 20, spot="allow", providers=["runpod"])}, cat)
    rec = SEL.recommend(cat.with_table("spot_rules", allow), sc, today=TODAY)
    assert "spot" in {o.billing for o in (rec.recommendation, *rec.alternatives)}
    # ... and without that row, the server the spot answer used is answered on-demand, saying why
    spot_pick = next(o for o in (rec.recommendation, *rec.alternatives) if o.billing == "spot")
    only = parse_scenario({"schema_version": 1, **_serve("qwen2.5-7b", 20, spot="allow", providers=["runpod"],
                                                        regions=[spot_pick.region])}, cat)
    off = SEL.recommend(cat, replace(only, gpus=(spot_pick.gpu,)), today=TODAY)
    assert off.recommendation.instance_type == spot_pick.instance_type and off.recommendation.billing != "spot"
    assert "service" in [n.detail["reason"] for n in (*off.warnings, *off.tips, *off.reasons) if n.code == "spot_refused"]


def test_a_service_left_open_on_spot_is_said_to_avoid_it_and_why(cat):
    """A service whose spot answer is left open was listed as 'spot: allow (the app's default)' while no service
    runs on spot: it is 'avoid', because a service is always on (spot_rules service_spot); where a cloud's row lets
    a service run on spot, the open answer is the answers table's again."""
    serve = _serve("qwen2.5-7b", 20)
    serve["preferences"].pop("spot", None)
    sc = parse_scenario({"schema_version": 1, **serve}, cat)
    why = next(a for a in sc.assumed if a.path == "preferences.spot")
    assert (sc.spot, why.value, why.why) == ("avoid", "avoid", "service_always_on")
    rules = cat["spot_rules"]
    allow = pd.concat([rules, rules[rules["rule"] == "service_spot"].assign(provider="runpod", value=1.0)],
                      ignore_index=True)
    sc = parse_scenario({"schema_version": 1, **serve}, cat.with_table("spot_rules", allow))
    why = next(a for a in sc.assumed if a.path == "preferences.spot")
    assert (sc.spot, why.why) == ("allow", "cheaper_when_allowed")  # the answers table's row
    train = parse_scenario({"schema_version": 1, "task": "train", "workload": "llm", "model": {"preset": "qwen2.5-7b"},
                            "data": {"tokens": 1e9}}, cat)
    assert train.spot == "allow"  # a training job may still use spot when its answer is open


def test_a_service_is_sized_below_full_load(cat):
    sc = parse_scenario({"schema_version": 1, **_serve("llama-3-70b", 20)}, cat)
    rec = SEL.recommend(cat, sc, today=TODAY)
    cap = next(n for n in rec.reasons if n.code == "capacity").detail
    util = SEL.select_defaults(cat)["serving_target_utilisation"]
    assert cap["capacity_qps"] * util >= cap["qps"] * (1 - 1e-9)


def test_budget_in_either_currency_gives_the_same_verdict(cat):
    # One exchange rate per result: a budget converted at the catalog's latest rate is the same budget.
    fx = cat["fx_rates"]
    rate = float(fx.loc[fx["as_of"].astype(str).idxmax(), "rate"])
    # (checked at the expected figure: the budget is set from the expected total)
    base = _train("llama-2-7b", 2e11, 30, providers=["aws", "gcp", "nebius"], plan_for="expected")
    usd = SEL.recommend(cat, parse_scenario({"schema_version": 1, **base}, cat), today=TODAY).recommendation
    for cur, amount in (("USD", usd.total_cost * 1.001), ("CNY", usd.total_cost * 1.001 * rate),
                        ("USD", usd.total_cost * 0.999), ("CNY", usd.total_cost * 0.999 * rate)):
        sc = parse_scenario({"schema_version": 1, **base, "budget": {"amount": amount, "currency": cur,
                                                                      "per": "total"}}, cat)
        rec = SEL.recommend(cat, sc, today=TODAY)
        same = rec.recommendation.instance_type == usd.instance_type and rec.recommendation.nodes == usd.nodes \
            and rec.recommendation.billing == usd.billing
        if amount / (rate if cur == "CNY" else 1) > usd.total_cost:
            assert rec.feasible and same, cur
        else:
            assert not (same and rec.recommendation.within_budget), cur


def test_reserved_serving_is_compared_month_against_month(cat):
    sc = parse_scenario({"schema_version": 1, **_serve("qwen2.5-7b", 20)}, cat)
    rec = SEL.recommend(cat, sc, today=TODAY)
    r = rec.recommendation
    cheapest_month = min(o.monthly_cost for o in (r, *rec.alternatives) if o.feasible)
    assert r.monthly_cost == pytest.approx(cheapest_month)
    for o in (r, *rec.alternatives):
        if o.billing.startswith("reserved"):  # its monthly amount, with the whole commitment as its total
            years = int(o.billing[-2])
            assert o.total_cost == pytest.approx(o.monthly_cost * 12 * years, rel=1e-6)


def test_the_articles_case_says_how_it_differs_from_the_articles_answer(cat):
    given = {"schema_version": 1, "task": "train", "workload": "cv", "data": {"dataset_gb": 50},
             "reference_run": {"gpu": "V100-32GB", "gpus": 1, "hours": 100}, "deadline_hours": 100,
             "budget": {"amount": 100000, "currency": "CNY", "per": "month"}, "preferences": {"currency": "CNY"},
             "compare_with": {"gpu": "A800 40G", "gpus": 4, "source": "seed 000"}}
    sc = parse_scenario(given, cat)
    rec = SEL.recommend(cat, sc, today=TODAY)
    codes = {n.code: n.detail for n in rec.reasons}
    ref, other = codes["reference_run_scaled"], codes["compared_answer"]
    r = rec.recommendation
    # The answer is the reference run scaled by the chosen GPU's speed...
    assert ref["ref_hours"] == 100 and ref["gpu"] == r.gpu
    assert ref["speed_per_gpu"] == pytest.approx(100 / r.estimate["gpu_hours"], rel=1e-6)
    # ...and it sets itself against the article's 4 x A800-40G: timed by the same estimate, not priced here.
    assert (other["gpu"], other["gpus"], other["priced"]) == ("A800-40GB", 4, False)
    # (Which one is faster depends on the prices: with the 4,000 GB data disk priced on every cloud since issue 29,
    # a faster server that holds the disk for fewer hours can be the cheaper answer.)
    assert 0 < other["wall_hours"] and other["chosen_gpus"] == r.gpu_count
    # It changes nothing in the ranking.
    plain = SEL.recommend(cat, parse_scenario({k: v for k, v in given.items() if k != "compare_with"}, cat),
                          today=TODAY)
    assert plain.recommendation == r


def test_over_provisioned_is_said_only_of_a_choice_the_user_made(cat):
    """The source article's fine-tune with 'I don't know' answers: the cheapest way to meet 100 hours was 16 B200 at
    10% of their memory, and the answer warned 'over-provisioned: fewer or smaller GPUs may do', though the ranking
    had weighed every fewer and smaller option and found them dearer. It is said where the user chose the GPU model
    or the fastest answer."""
    base = {"schema_version": 1, "task": "finetune", "workload": "llm", "data": {"dataset_gb": 50},
            "deadline_hours": 100, "budget": {"amount": 100000, "currency": "CNY", "per": "month"},
            "preferences": {"spot": "allow"}}
    codes = {}
    for name, extra in (("open", {}), ("named", {"gpus": ["B200"]})):
        obj = {**base, "preferences": {**base["preferences"], **extra}}
        rec = SEL.recommend(cat, parse_scenario(obj, cat), today=TODAY)
        assert rec.recommendation.gpu_count > 1
        codes[name] = {w.code for w in rec.warnings}
    assert "over_provisioned" not in codes["open"] and "over_provisioned" in codes["named"]
