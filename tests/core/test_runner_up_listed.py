"""The runner-up the reasons name is among the alternatives (a reader told "the runner-up was X" finds X there),
and the alternatives otherwise stay one row per GPU model."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from gpu_advisor.core import select as SEL
from gpu_advisor.core.scenario.spec import load_scenario, parse_scenario

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
TODAY = dt.date(2026, 12, 2)
ARTICLE = {"task": "train", "workload": "cv", "data": {"dataset_gb": 50}, "deadline_hours": 100,
           "budget": {"amount": 100000, "currency": "CNY", "per": "month"}}


def _key(o) -> tuple:
    return (o["provider"], o["instance_type"], o["gpu"], float(o["gpu_count"]), o["billing"])


def _scenario(cat, case):
    return parse_scenario(case, cat) if isinstance(case, dict) else load_scenario(EXAMPLES / case, cat)


@pytest.mark.parametrize("case", [ARTICLE, "startup-engineer-seed000.json", "h100-8x-training-host.json"],
                         ids=["article", "seed000", "h100"])
def test_the_runner_up_named_in_the_reasons_is_an_alternative(cat, case):
    # The article's case: the runner-up is 2 x the chosen GPU (A100-80GB-PCIE), a model the list had left out as
    # the chosen one's; seed 000: an A100 on another cloud, where the list showed the other A100 instance only.
    rec = SEL.recommend(cat, _scenario(cat, case), today=TODAY)
    runner = next(n for n in rec.reasons if n.code == "runner_up").detail
    alts = [_key(a.to_dict()) for a in rec.alternatives]
    assert _key(runner) in alts
    assert alts.index(_key(runner)) == 0  # it ranks right after the chosen one: listed first
    ru = rec.alternatives[0]
    assert ru.total_cost == pytest.approx(runner["total_cost"]) and ru.wall_hours == pytest.approx(runner["wall_hours"])
    # Otherwise one row per GPU model: the runner-up, then models other than the chosen one's and the runner-up's
    # (each once), then the chosen instance in its other billing modes.
    chosen = rec.recommendation
    same_offer = [a for a in rec.alternatives[1:] if (a.provider, a.instance_type, a.nodes)
                  == (chosen.provider, chosen.instance_type, chosen.nodes)]
    others = [a.gpu for a in rec.alternatives[1:] if a not in same_offer]
    assert len(others) == len(set(others)) and chosen.gpu not in others and ru.gpu not in others
    assert all(a.billing != chosen.billing for a in same_offer)
