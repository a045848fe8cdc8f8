"""The re-rank fast path: a priced table kept and ranked again for a run of constraint changes (as the app does
while a line is dragged, a cloud ticked or the objective switched) gives, at every step, the Recommendation a
fresh ``recommend`` gives; and the Pareto front's shortcut keeps exactly the rows no other row beats."""

from __future__ import annotations

import datetime as dt
import json
import random
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest

from gpu_advisor.core import select as SEL
from gpu_advisor.core.scenario.spec import OtherAnswer, load_scenario

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
TODAY = dt.date(2026, 12, 2)


def _doc(rec) -> str:
    return json.dumps(rec.to_dict(), sort_keys=True, default=str)


def _edits(sc, rng: random.Random) -> list[dict]:
    """A run of constraint changes, each kept until changed again (a user's session, not one edit at a time)."""
    clouds = ["aws", "gcp", "azure", "alibaba", "nebius", "lambda"]
    out, cur = [], {}
    for _ in range(14):
        k = rng.choice(["deadline", "budget", "objective", "spot", "providers", "regions", "gpus", "plan", "compare"])
        if k == "deadline":
            cur["deadline_hours"] = rng.choice([None, 3.0, 24.0, 100.0 * rng.uniform(0.5, 3), 5000.0])
        elif k == "budget":
            cur.update(budget_amount=rng.choice([None, 500.0, 5e3 * rng.uniform(0.5, 4), 1e6]),
                       budget_currency=rng.choice(["CNY", "USD"]), budget_per=rng.choice(["month", "total"]))
        elif k == "objective":
            cur["objective"] = rng.choice(["cheapest", "fastest", "balanced"])
        elif k == "spot":
            cur["spot"] = rng.choice(["avoid", "allow"])
        elif k == "providers":
            cur["providers"] = tuple(rng.sample(clouds, rng.randint(0, 3)))
        elif k == "regions":
            cur["regions"] = rng.choice([(), ("us-east-1",), ("nowhere-1",)])
        elif k == "gpus":
            cur["gpus"] = rng.choice([(), ("H100",), ("A100", "L40S")])
        elif k == "plan":
            cur["plan_for"] = rng.choice(["expected", "slow"])
        else:
            cur["compare_with"] = rng.choice([None, OtherAnswer("A800-40GB", 4, "article"),
                                              OtherAnswer("H100", 16, "vendor")])
        out.append(dict(cur))
    return out


@pytest.mark.parametrize("example", sorted(p.name for p in EXAMPLES.glob("*.json")))
def test_one_priced_table_ranked_through_a_run_of_changes_matches_a_fresh_recommendation(cat, example):
    sc0 = load_scenario(EXAMPLES / example, cat)
    priced = SEL.price(cat, sc0, today=TODAY)
    rng = random.Random(example)
    for edit in _edits(sc0, rng):
        sc = replace(sc0, **edit)
        assert priced.reusable_for(sc, cat, TODAY)
        fast = SEL.rank(priced, sc, today=TODAY)
        full = SEL.recommend(cat, sc, today=TODAY)  # priced afresh, nothing kept
        assert _doc(fast) == _doc(full), (example, edit)  # (Option == fails on its NaN fields: compared as JSON)


def _front_by_definition(cost: np.ndarray, hours: np.ndarray) -> set[int]:
    ok = np.flatnonzero(np.isfinite(cost) & np.isfinite(hours))
    out = set()
    for i in ok:
        beaten = (cost[ok] <= cost[i]) & (hours[ok] <= hours[i]) & ((cost[ok] < cost[i]) | (hours[ok] < hours[i]))
        if not beaten.any():
            out.add(int(i))
    return out


@pytest.mark.parametrize("seed", range(6))
def test_pareto_front_is_the_rows_no_other_row_beats(seed):
    rng = np.random.default_rng(seed)
    n = 400
    hours = rng.choice(rng.uniform(1, 100, 40), n)  # many rows share an hours figure, as in a catalog
    cost = np.round(rng.uniform(10, 1000, n) * 100 / hours, 1)
    cost[rng.choice(n, 10)] = np.nan
    front = SEL.pareto_front(cost, hours)
    got = set(front.tolist())
    want = _front_by_definition(cost, hours)
    # Rows tied on both figures are one point: the front keeps one of them (the first met), the definition all.
    assert {(cost[i], hours[i]) for i in got} == {(cost[i], hours[i]) for i in want}
    assert len(got) == len({(cost[i], hours[i]) for i in want})
    assert np.all(np.diff(cost[front]) >= 0)  # sorted by cost
    for i in got:  # the first row met of its (cost, hours) point
        same = np.flatnonzero((cost == cost[i]) & (hours == hours[i]))
        assert i == same.min()
