"""The price/rank split: ``recommend(cat, sc) == rank(price(cat, sc), sc)``; a priced table answers every scenario
of its job (deadline, budget, objective, billing, filters, spot) as a fresh recommendation would, and refuses
another job."""

from __future__ import annotations

import datetime as dt
import json
from dataclasses import replace
from pathlib import Path

import pytest

from gpu_advisor.core import select as SEL
from gpu_advisor.core.scenario.spec import load_scenario

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
TODAY = dt.date(2026, 12, 2)


def _doc(rec) -> str:
    return json.dumps(rec.to_dict(), sort_keys=True, default=str)


EDITS = [
    {},
    {"deadline_hours": 10.0},
    {"deadline_hours": 5000.0, "objective": "cheapest"},
    {"objective": "fastest", "spot": "avoid"},
    {"providers": ()},
    {"providers": ("aws", "gcp")},
    {"providers": ("no-such-cloud",)},
    {"regions": ("us-east-1",)},
    {"budget_amount": 1000.0, "budget_currency": "USD", "budget_per": "total"},
]


@pytest.mark.parametrize("example", sorted(p.name for p in EXAMPLES.glob("*.json")))
def test_rank_of_price_is_recommend_for_every_edit_of_the_scenario(cat, example):
    sc0 = load_scenario(EXAMPLES / example, cat)
    priced = SEL.price(cat, sc0, today=TODAY)
    for edit in EDITS:
        sc = replace(sc0, **edit)
        assert priced.reusable_for(sc, cat, TODAY), edit
        assert _doc(SEL.rank(priced, sc, today=TODAY)) == _doc(SEL.recommend(cat, sc, today=TODAY)), (example, edit)


def test_a_priced_table_is_not_reused_for_another_job(cat):
    sc = load_scenario(EXAMPLES / "startup-engineer-seed000.json", cat)
    priced = SEL.price(cat, sc, today=TODAY)
    for edit in ({"precision": "fp32"}, {"dataset_gb": 999.0}, {"currency": "USD"}, {"task": "inference"}):
        other = replace(sc, **edit)
        assert not priced.reusable_for(other)
        with pytest.raises(ValueError):
            SEL.rank(priced, other)
    assert not priced.reusable_for(sc, cat.copy())  # another catalog object
    assert not priced.reusable_for(sc, cat, TODAY + dt.timedelta(days=1))


def test_ranking_leaves_the_priced_table_unchanged(cat):
    sc = load_scenario(EXAMPLES / "startup-engineer-seed000.json", cat)
    priced = SEL.price(cat, sc, today=TODAY)
    first = _doc(SEL.rank(priced, sc, today=TODAY))
    SEL.rank(priced, replace(sc, providers=("aws",), deadline_hours=3.0, spot="avoid"), today=TODAY)
    assert _doc(SEL.rank(priced, sc, today=TODAY)) == first
