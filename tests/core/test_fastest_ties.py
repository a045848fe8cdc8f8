"""Goal 'fastest' (walk 19b): 512 × B200 on one cloud at ¥127,783 were chosen over the same 512 × B200 on another
at ¥88,011 that takes 2 seconds longer of 4.3 hours. Times within close_tolerance of the fastest now count as the
fastest and cost decides among them; a run further behind is still slower, however cheap."""

from __future__ import annotations


import numpy as np
import pandas as pd

from gpu_advisor.core.scenario import parse_scenario
from gpu_advisor.core.select import recommend
from gpu_advisor.core.select.ranking import rank_key


def test_within_the_tolerance_cost_decides_beyond_it_time_does():
    df = pd.DataFrame({"total_cost": [127783.0, 88011.0, 50000.0], "run_hours": [4.3, 4.3 + 2 / 3600, 4.3 * 1.2]})
    pool = np.ones(3, dtype=bool)
    key = rank_key(df, "fastest", {"close_tolerance": 0.05}, pool)
    assert int(np.argmin(key)) == 1  # as fast, cheaper
    assert key[2] > key[0]  # 20% slower stays behind, though cheapest
    # without the tolerance (a catalog without it): strictly the fastest, as before
    assert int(np.argmin(rank_key(df, "fastest", {}, pool))) == 0
    # rows outside the pool set no fastest time
    pool = np.array([False, True, True])
    assert int(np.argmin(rank_key(df, "fastest", {"close_tolerance": 0.05}, pool))) == 1


def test_the_walks_case_takes_the_cheaper_of_two_as_fast(cat):
    obj = {"schema_version": 1, "task": "train", "workload": "cv", "model": {"preset": "vit-l-16"},
           "data": {"dataset_gb": 5000}, "preferences": {"objective": "fastest", "currency": "CNY"}}
    rec = recommend(cat, parse_scenario(obj, cat))
    best = rec.recommendation
    tol = float(cat["defaults"].set_index("name").loc["close_tolerance", "value"])
    for alt in rec.alternatives:
        # no alternative as fast as the answer (within the tolerance) is cheaper than it
        if alt.feasible and alt.wall_hours <= best.wall_hours * (1 + tol):
            assert alt.total_cost >= best.total_cost - 0.01, (alt.provider, alt.total_cost, best.total_cost)


def test_fewer_servers_stays_within_one_tolerance_of_the_fastest():
    """Goal 'fastest' (walk 21): rank_key counts B (4% behind A) as fast as A and takes it, being cheaper; the
    fewer-servers rule then measured its 5% from B, so C on one server, 9% behind the fastest, was picked. The
    tolerance now counts once, from the fastest feasible row."""
    from types import SimpleNamespace

    from gpu_advisor.core.select.ranking import fewer_servers

    class Table(dict):
        sc = SimpleNamespace(objective="fastest")

    t = Table(total_cost=np.array([100.0, 90.0, 91.0]), run_hours=np.array([10.0, 10.4, 10.9]),
              instances=np.array([2, 2, 1]))
    ok = np.ones(3, dtype=bool)
    key = rank_key(t, "fastest", {"close_tolerance": 0.05}, ok)
    best = int(np.argmin(key))
    assert best == 1
    assert fewer_servers(t, ok, best, key, True, 0.05) == 1  # C is 9% behind A: not "about as fast"
    # within one tolerance of the fastest, the fewer servers still win
    t["run_hours"] = np.array([10.0, 10.4, 10.45])
    key = rank_key(t, "fastest", {"close_tolerance": 0.05}, ok)
    assert fewer_servers(t, ok, int(np.argmin(key)), key, True, 0.05) == 2
    # other goals measure from the best row, as before
    t.sc = SimpleNamespace(objective="cheapest")
    t["run_hours"] = np.array([10.0, 10.4, 10.9])
    assert fewer_servers(t, ok, 1, key, True, 0.05) == 2
