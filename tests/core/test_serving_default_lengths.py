"""A service's request lengths are the same sourced chat lengths whether the people who use it are known or not, and
the request rate assumed without them states its reasoning (walk 19: with people known the lengths were ShareGPT's
543/358, without them 512/256 from "the scenario format's example"; "1 request/s — the app's default" had no source)."""

from __future__ import annotations

from gpu_advisor.core.scenario.spec import parse_scenario

BASE = {"schema_version": 1, "task": "inference", "workload": "llm"}


def _assumed(cat, extra: dict) -> dict:
    sc = parse_scenario({**BASE, **extra}, cat)
    return {a.path: a for a in sc.assumed}


def test_lengths_are_the_same_with_or_without_people(cat):
    alone, people = _assumed(cat, {}), _assumed(cat, {"inference": {"users": 300}})
    for path in ("inference.input_tokens", "inference.output_tokens"):
        assert alone[path].value == people[path].value, path
        assert alone[path].source.startswith("wang-2023-tulu"), alone[path].source
    assert (alone["inference.input_tokens"].value, alone["inference.output_tokens"].value) == (543, 358)


def test_the_assumed_rate_states_its_reasoning(cat):
    qps = _assumed(cat, {})["inference.qps"]
    assert qps.value == 1 and qps.why == "small_service"
    assert "gpu-advisor-assumption" in qps.source and "chatterji-2025" in qps.source
    a = cat["answers"]
    notes = str(a.loc[a["answer"] == "inference.qps", "notes"].iloc[0])
    assert "3,800 people" in notes
