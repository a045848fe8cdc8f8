"""Serving loads no configuration can carry are answered as impossible (``serving_impossible``), with what they would
need, instead of a fleet of hundreds of thousands of GPUs (issue 26, item 7): one request slower than the latency
target on every configuration, or more GPUs than one service is sized on (defaults.csv ``serving_max_gpus``)."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path

import pytest

from gpu_advisor.cli import main
from gpu_advisor.core import estimate as E
from gpu_advisor.core.scenario.spec import parse_scenario
from gpu_advisor.core.select.pricing import price
from gpu_advisor.core.select.recommendation import rank, recommend

# (the command line runs many times on one seeded catalog: one Catalog object for its content, see tests/conftest.py)
pytestmark = pytest.mark.usefixtures("shared_catalog_objects")

TODAY = dt.date(2026, 12, 3)
EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def _qwen(**inference) -> dict:
    """examples/qwen-7b-inference-low-qps.json with its serving load changed."""
    doc = json.loads((EXAMPLES / "qwen-7b-inference-low-qps.json").read_text(encoding="utf-8"))
    doc["inference"].update(inference)
    return doc


# The issue's case: 5 requests/s of 1,000,000 output tokens each within 10 s answered "653,112 GPUs, $209.8M a month".
ISSUE = _qwen(output_tokens=1_000_000)


def _rec(cat, doc, catalog=None):
    c = catalog if catalog is not None else cat
    return recommend(c, parse_scenario(doc, c), today=TODAY)


def _only_note(rec):
    """The serving_impossible note of an answer without a configuration, or (a latency nothing meets) of the closest
    option, which then misses its requirements and carries the note first."""
    if rec.recommendation is not None:
        assert not rec.feasible and not rec.recommendation.feasible
        note = rec.warnings[0]
        assert note.code == "serving_impossible" and note.detail["limit"] == "latency"
        return note.detail
    assert not rec.feasible and not rec.alternatives and not rec.pareto
    (note,) = rec.warnings
    assert note.code == "serving_impossible"
    return note.detail


def test_a_latency_nothing_meets_gets_the_closest_option_with_its_warning(cat):
    """The interface's contract (a tester's defect: p95_latency_s 0.001 gave "recommendation": null with exit 0): the
    closest option, marked as missing the requirements, with the warning that says which limit broke and by how
    much; the option is one that meets a miss of at most twice the least possible one."""
    rec = _rec(cat, _qwen(p95_latency_s=0.001))
    r = rec.recommendation
    assert r is not None and r.gpu_count >= 1 and r.total_cost > 0 and not r.feasible and not rec.feasible
    d = rec.warnings[0].detail
    assert rec.warnings[0].code == "serving_impossible" and d["p95_latency_s"] == 0.001 and d["best_latency_s"] > 0.001
    widened = _rec(cat, _qwen(p95_latency_s=0.001 + 2 * (d["best_latency_s"] - 0.001))).recommendation
    assert (r.instance_type, r.gpu_count, r.billing) == (widened.instance_type, widened.gpu_count, widened.billing)


@pytest.fixture(scope="module")
def issue(cat):
    return _rec(cat, ISSUE)


def test_a_million_output_tokens_within_10_s_is_impossible_with_what_it_would_need(issue):
    d = _only_note(issue)
    assert d["limit"] == "latency" and d["p95_latency_s"] == 10 and d["output_tokens"] == 1_000_000
    # The fastest configuration's one request, alone: far over the target (no replica count changes that).
    assert d["best_latency_s"] > 100 and d["gpu"] and d["gpus_per_replica"] >= 1
    assert 0 < d["max_output_tokens"] < 1_000_000
    doc = issue.to_dict()  # the JSON of "no recommendation", as for a model that fits nowhere
    assert doc["recommendation"] is None and doc["feasible"] is False and doc["alternatives"] == []
    assert [w["code"] for w in doc["warnings"]] == ["serving_impossible"]
    json.dumps(doc, allow_nan=False)


def test_what_the_note_says_would_be_enough_is(cat, issue):
    """Just inside and just outside the latency limit: the best latency the note gives is met by a latency target a
    hair above it and missed by one a hair below; its token count fits within the 10 s asked for. What it names is
    needed, not always enough: at 5 requests/s of 19-minute requests the load then needs more GPUs than a service."""
    d = issue.warnings[0].detail
    best = d["best_latency_s"]
    inside = _rec(cat, _qwen(output_tokens=1_000_000, p95_latency_s=best * (1 + 1e-6), qps=0.001))
    assert inside.recommendation is not None and inside.recommendation.gpu == d["gpu"]
    assert "latency_unreachable" not in {n.code for n in inside.warnings}  # the chosen one meets the target
    assert _only_note(_rec(cat, _qwen(output_tokens=1_000_000, p95_latency_s=best * (1 + 1e-6))))["limit"] == "size"
    outside = _only_note(_rec(cat, _qwen(output_tokens=1_000_000, p95_latency_s=best * (1 - 1e-6), qps=0.001)))
    assert outside["limit"] == "latency" and outside["best_latency_s"] == pytest.approx(best, rel=1e-9)
    fewer = _rec(cat, _qwen(output_tokens=d["max_output_tokens"]))
    assert fewer.recommendation is not None and "latency_unreachable" not in {n.code for n in fewer.warnings}


def _defaults_with(cat, **values):
    dflt = cat["defaults"].copy()
    for name, value in values.items():
        if value is None:
            dflt = dflt[dflt["name"] != name]
        else:
            dflt.loc[dflt["name"] == name, "value"] = float(value)
    return cat.with_table("defaults", dflt)


def test_a_load_that_needs_more_gpus_than_one_service_is_impossible_just_outside_the_limit(cat):
    """No latency limit to speak of: the issue's load needs tens of thousands of GPUs. With the limit at exactly the
    fewest GPUs any configuration needs, that one is the answer; one GPU less, the load is impossible and the note
    names that many GPUs and what the limit serves."""
    doc = _qwen(output_tokens=1_000_000, p95_latency_s=1e6)
    d = _only_note(_rec(cat, doc))
    assert d["limit"] == "size" and d["max_gpus"] == 4096 and d["qps"] == 5
    need = d["gpus_needed"]
    assert need > 4096 and d["servers"] >= 1 and d["instance_type"] and d["provider"]
    assert 0 < d["max_qps"] < 5
    at = _rec(cat, doc, _defaults_with(cat, serving_max_gpus=need))
    assert at.recommendation is not None and at.recommendation.gpu_count <= need
    assert min(o.gpu_count for o in (at.recommendation, *at.alternatives)) == need
    below = _only_note(_rec(cat, doc, _defaults_with(cat, serving_max_gpus=need - 1)))
    assert below["gpus_needed"] == need and below["max_gpus"] == need - 1 and below["max_qps"] < 5
    # A catalog saved before the row existed: the largest training cluster (cluster_max_gpus) is the limit.
    old = _only_note(_rec(cat, doc, _defaults_with(cat, serving_max_gpus=None)))
    assert old["max_gpus"] == 4096 and old["gpus_needed"] == need


def test_a_gpu_choice_too_slow_for_the_target_names_a_service_outside_it(cat):
    """Only RTX 3090s allowed, and a target the fastest GPU meets but no 3090 does: impossible within the choice, and
    the note names the smallest service outside it that would carry the load."""
    fastest = _only_note(_rec(cat, _qwen(p95_latency_s=1e-3)))["best_latency_s"]
    slow_doc = _qwen(p95_latency_s=1e-3)
    slow_doc["preferences"]["gpus"] = ["RTX3090"]
    slowest = _only_note(_rec(cat, slow_doc))["best_latency_s"]
    assert fastest < slowest
    slow_doc["inference"]["p95_latency_s"] = (fastest + slowest) / 2
    d = _only_note(_rec(cat, slow_doc))
    assert d["limit"] == "latency" and d["gpu"] == "RTX3090" and d["best_latency_s"] == pytest.approx(slowest)
    assert d["elsewhere"]["gpu"] != "RTX3090" and d["elsewhere"]["gpus"] >= 1


def test_a_feasible_service_is_answered_as_before(cat):
    """The examples' services keep their answer (the JSON of every example is byte-identical before and after)."""
    for name in ("qwen-7b-inference-low-qps.json", "llama-70b-inference-high-qps.json"):
        doc = json.loads((EXAMPLES / name).read_text(encoding="utf-8"))
        rec = _rec(cat, doc)
        assert rec.recommendation is not None and rec.feasible
        assert "serving_impossible" not in {n.code for n in rec.warnings}


def test_rank_of_a_priced_table_says_it_too(cat):
    sc = parse_scenario(ISSUE, cat)
    rec = rank(price(cat, sc, today=TODAY), sc, today=TODAY)
    assert rec.recommendation is None and rec.warnings[0].code == "serving_impossible"


def test_the_estimate_picks_a_tensor_parallel_degree_that_meets_the_target_when_one_does(cat):
    """On 8 GPUs a 7B model serves the most tokens/s as eight single-GPU copies, whose one request is slower than on
    a copy spread over 8 GPUs: a target between the two is met by the estimate (it warned and kept tp1 before)."""
    job = E.job_from_preset(cat, "qwen2.5-7b", task="inference", input_tokens=512, output_tokens=256, qps=1)
    free = E.estimate_config(cat, job, "H100", 8)
    one = E.estimate_config(cat, E.job_from_preset(cat, "qwen2.5-7b", task="inference", input_tokens=512,
                                                   output_tokens=256, qps=1, p95_latency_s=1e-3), "H100", 1)
    fast = E.estimate_config(cat, E.job_from_preset(cat, "qwen2.5-7b", task="inference", input_tokens=512,
                                                    output_tokens=256, qps=1, p95_latency_s=1e-3), "H100", 8)
    assert free.gpus_per_replica < fast.gpus_per_replica and fast.latency_s < one.latency_s
    target = (fast.latency_s + one.latency_s) / 2
    e = E.estimate_config(cat, E.job_from_preset(cat, "qwen2.5-7b", task="inference", input_tokens=512,
                                                 output_tokens=256, qps=1, p95_latency_s=target), "H100", 8)
    assert e.latency_s <= target and "latency_unreachable" not in {c for c, _ in e.warnings}
    # Unreachable everywhere: the fastest degree, and the most output tokens one request may have.
    (w,) = [d for c, d in fast.warnings if c == "latency_unreachable"]
    assert w["tp"] == fast.gpus_per_replica and w["max_output_tokens"] == 0
    few = E.estimate_config(cat, E.job_from_preset(cat, "qwen2.5-7b", task="inference", input_tokens=512,
                                                   output_tokens=256, qps=1, p95_latency_s=fast.latency_s / 2),
                            "H100", 8)
    (w,) = [d for c, d in few.warnings if c == "latency_unreachable"]
    assert 0 < w["max_output_tokens"] < 256


def test_the_command_line_says_it_in_json_and_in_words(tmp_path, capsys):
    f = tmp_path / "serve.json"
    f.write_text(json.dumps(ISSUE), encoding="utf-8")
    assert main(["recommend", str(f), "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["recommendation"] is None and doc["warnings"][0]["code"] == "serving_impossible"
    assert doc["warnings"][0]["detail"]["limit"] == "latency"
    assert main(["recommend", str(f)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("No recommendation: No service can answer a request within 10 s: one request of "
                          "1,000,000 output tokens takes at least ")
    assert "It would need a latency limit of at least " in out and "653,112" not in out
    assert main(["recommend", str(f), "--lang", "zh_CN"]) == 0
    assert "没有任何服务能在 10 秒内答完一个请求" in capsys.readouterr().out
