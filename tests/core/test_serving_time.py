"""A service's answer says how long an answer takes (core/select/serving_time.py): a tester served a 70B model at
0.5 requests/s with no latency limit and read "continuous (serving)" and requests per second only, while the time
per output token (0.199 s: about 51 s for a 256-token answer on 4 × A40) sat deep in the assumptions. The answer
now carries the time to first token and the whole answer's time, the figures of the estimate itself (what
``gpu-advisor estimate`` prints as latency), judged against a chat service's limits from the catalog (MLPerf
Inference's interactive scenario)."""

from __future__ import annotations

import dataclasses
import datetime as dt

import pytest

from gpu_advisor.core import estimate as E
from gpu_advisor.core.catalog.cost import defaults
from gpu_advisor.core.catalog.load import load_bundled
from gpu_advisor.core.scenario.spec import parse_scenario
from gpu_advisor.core.select.candidates import job_for
from gpu_advisor.core.select.recommendation import recommend
from gpu_advisor.core.select.serving_time import serving_time_note

TODAY = dt.date(2026, 12, 3)
# a service whose own limit (a whole answer in 50 s) allows about 0.19 s a token, its use not said: judged against
# a chat's limits, as every service was before the wizard asked what it is for
SERVE_70B = {"task": "inference", "workload": "llm", "model": {"preset": "llama-3-70b"}, "precision": "bf16",
             "inference": {"qps": 0.5, "p95_latency_s": 50}, "preferences": {"spot": "avoid", "objective": "cheapest", "currency": "USD"}}


@pytest.fixture(scope="module")
def cat():
    return load_bundled()


def _timed(rec):
    found = [(where, n) for where, notes in (("reasons", rec.reasons), ("warnings", rec.warnings))
             for n in notes if n.code == "serving_time"]
    assert len(found) == 1, found
    return found[0]


def test_the_answer_says_how_long_an_answer_takes_as_the_estimate_does(cat):
    sc = parse_scenario(SERVE_70B, cat)
    rec = recommend(cat, sc, today=TODAY)
    opt = rec.recommendation
    where, n = _timed(rec)
    # the estimate of the very configuration chosen: what `gpu-advisor estimate` prints and the assumptions list
    est = E.estimate_config(cat, job_for(cat, sc), opt.gpu, int(opt.gpus_per_node), nodes=opt.nodes)
    assert n.answer_s == pytest.approx(est.latency_s, rel=1e-9)
    assert n.ttft_s == pytest.approx(est.assumptions["time_to_first_token_s"].value, rel=1e-9)
    assert n.tpot_s == pytest.approx(est.assumptions["time_per_output_token_s"].value, rel=1e-9)
    assert est.ttft_s == pytest.approx(est.assumptions["time_to_first_token_s"].value, rel=1e-9)
    assert n.answer_s == pytest.approx(n.ttft_s + n.output_tokens * n.tpot_s, rel=1e-9)
    assert (n.input_tokens, n.output_tokens) == (543, 358)  # the catalog's default request (ShareGPT), as estimated
    # the option carries its own figures (the card shows them for an alternative too)
    assert opt.estimate["latency_s"] == pytest.approx(est.latency_s) and opt.estimate["ttft_s"] == pytest.approx(
        est.ttft_s)
    for alt in rec.alternatives:
        assert alt.estimate["latency_s"] > alt.estimate["ttft_s"] > 0
    # a 358-token answer at more than 0.1 s a token: slow for a chat service, said among the warnings
    assert n.answer_s > 30 and n.slow and where == "warnings"
    assert (n.chat_ttft_s, n.chat_tpot_s) == (0.45, 0.04)
    assert n.chat_answer_s == pytest.approx(0.45 + 358 * 0.04)
    assert n.target_s == 50 and n.use is None
    assert "serving_time" in {w["code"] for w in rec.to_dict()["warnings"]}


def test_a_fast_service_says_its_time_among_the_reasons(cat):
    sc = parse_scenario({**SERVE_70B, "model": {"preset": "qwen2.5-7b"}, "inference": {"qps": 1, "p95_latency_s": 5}},
                        cat)
    rec = recommend(cat, sc, today=TODAY)
    where, n = _timed(rec)
    assert not n.slow and where == "reasons"
    assert n.answer_s <= 5 and n.target_s == 5
    assert n.ttft_s <= n.chat_ttft_s and n.tpot_s <= n.chat_tpot_s


def test_the_chat_limits_are_the_catalogs_with_their_source(cat):
    table = cat["defaults"].set_index("name")
    for name, value in (("chat_ttft_s", 0.45), ("chat_tpot_s", 0.04)):
        assert float(table.loc[name, "value"]) == value  # MLPerf Inference Llama 2 70B Interactive: 450 ms, 40 ms
        assert table.loc[name, "source"] == "mlcommons-inference-mlperf-conf"
        assert "Interactive" in table.loc[name, "notes"]
    sources = cat["sources"].set_index(cat["sources"].columns[0])
    assert "Interactive 450 ms / 40 ms" in str(sources.loc["mlcommons-inference-mlperf-conf"].to_dict())


def test_without_chat_limits_nothing_is_judged_and_a_job_has_no_answer_time(cat):
    sc = parse_scenario(SERVE_70B, cat)
    d = {k: v for k, v in defaults(cat).items() if not k.startswith("chat_")}
    n = serving_time_note({"ttft_s": 0.3, "latency_s": 51.0}, sc, d)
    assert n is not None and not n.slow and n.chat_answer_s is None
    assert serving_time_note({"ttft_s": None, "latency_s": 51.0}, sc, defaults(cat)) is None
    train = dataclasses.replace(sc, task="train")
    assert serving_time_note({"ttft_s": 0.3, "latency_s": 51.0}, train, defaults(cat)) is None
    # a figure at the limit is not slow; just above it is
    at = serving_time_note({"ttft_s": 0.45, "latency_s": 0.45 + 256 * 0.04}, sc, defaults(cat))
    above = serving_time_note({"ttft_s": 0.46, "latency_s": 0.46 + 256 * 0.04}, sc, defaults(cat))
    assert at is not None and above is not None and not at.slow and above.slow
