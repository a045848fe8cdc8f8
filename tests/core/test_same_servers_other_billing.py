"""An alternative that is the chosen servers under another billing mode says so first: the Alternatives tab's row 7
(the same A100 on-demand beside the chosen spot, 8.2 times the cost) read only "Costs ¥111.53 more", its billing
column out of view at 1280 × 720 (walk 18)."""

from __future__ import annotations

from gpu_advisor.core.scenario import parse_scenario
from gpu_advisor.core.select import recommend
from gpu_advisor.text import describe_note, using_language

ARTICLE = {"task": "train", "workload": "cv", "data": {"dataset_gb": 50}, "deadline_hours": 100,
           "budget": {"amount": 100000, "currency": "CNY", "per": "month"}}


def test_the_same_servers_on_demand_say_their_billing(cat):
    rec = recommend(cat, parse_scenario(ARTICLE, cat))
    pick = rec.recommendation
    same = [a for a in rec.alternatives if (a.provider, a.region, a.instance_type, a.nodes)
            == (pick.provider, pick.region, pick.instance_type, pick.nodes)]
    assert same and all(a.billing != pick.billing for a in same)
    note = same[0].lost[0]
    assert note.code == "costs_more" and note.billing == same[0].billing
    with using_language("en"):
        text = describe_note(note, "CNY")
    assert text.startswith("The same servers billed on-demand (hourly): Costs ¥")
    with using_language("zh_CN"):
        assert describe_note(note, "CNY").startswith("同一服务器改用按量付费：")
    others = [a for a in rec.alternatives if a not in same]
    assert others and all(getattr(n, "billing", None) is None for a in others for n in a.lost)
