"""Two services at the same monthly cost: the one that answers sooner is chosen, and the other says so. 1 × RTX3090 and
1 × RTX A5000 on RunPod both cost $381.20 a month; the A5000 read "Ranks lower for the goal 'cheapest'" with nothing
else to tell them apart (walk 18), the tie taken in the order the rows were seen."""

from __future__ import annotations

from gpu_advisor.core.scenario import parse_scenario
from gpu_advisor.core.select import recommend
from gpu_advisor.text import describe_note, using_language

# (the request lengths the tie was found at: 512 + 256 tokens, the defaults before the ShareGPT lengths)
SERVICE = {"task": "inference", "workload": "llm", "model": {"preset": "qwen2.5-7b"},
           "inference": {"qps": 1, "input_tokens": 512, "output_tokens": 256}}


def test_at_the_same_cost_the_sooner_answer_wins_and_the_other_says_why(cat):
    rec = recommend(cat, parse_scenario(SERVICE, cat))
    pick = rec.recommendation
    ties = [a for a in rec.alternatives if abs(a.monthly_cost - pick.monthly_cost) < 1e-6]
    assert ties, "the bundled catalog has two options at the pick's cost"
    for a in ties:
        assert a.estimate["latency_s"] >= pick.estimate["latency_s"]
        note = a.lost[-1]
        assert note.code == "lower_score" and note.answers_later_s is not None
        assert abs(note.answers_later_s - (a.estimate["latency_s"] - pick.estimate["latency_s"])) < 1e-9
        with using_language("en"):
            assert describe_note(note, "USD").startswith("Costs the same a month, but answers ")
        with using_language("zh_CN"):
            assert describe_note(note, "USD").startswith("每月费用相同，但回答慢")
