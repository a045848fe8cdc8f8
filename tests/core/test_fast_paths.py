"""The engine's fast paths give the very results of the plain ones (bench/engine.py measures their speed):

* the training estimate's memo (core/estimate/training.py ``_TRAIN_MEMO``): a job that differs only in its amount of data
  reuses the plans, speeds and ranges of the configurations already estimated, and gets the estimate a fresh
  computation gives: every field, the assumptions in the same order, the same warnings, the same errors;
* spot rework per wall time from the engine's per-(rate, write, servers) figures;
* configuration codes hashed per offering;
* the Pareto front of the rows a sample's front leaves;
* the costs every row gets for ranking (in place, per billing mode) and those of the rows shown.
"""

from __future__ import annotations

import itertools

import numpy as np

import pytest

from gpu_advisor.core import estimate as E
from gpu_advisor.core.estimate import training

from ..support import cold_copy, job_of


# (first job, the same job with other data): language models full/LoRA/QLoRA in each precision, vision with a
# measured throughput, a reference run, recsys (its memory-bound note depends on the data), rl.
PAIRS = [
    (dict(preset="llama-2-7b", tokens=1e11), dict(preset="llama-2-7b", tokens=3e11)),
    (dict(preset="llama-2-70b", tokens=1e12), dict(preset="llama-2-70b", dataset_gb=2000.0)),
    (dict(preset="qwen2.5-7b", method="lora", task="finetune", tokens=2e9),
     dict(preset="qwen2.5-7b", method="lora", task="finetune", tokens=2e9, epochs=3.0)),
    (dict(preset="qwen2.5-7b", method="qlora", task="finetune", dataset_gb=1.0),
     dict(preset="qwen2.5-7b", method="qlora", task="finetune", dataset_gb=5.0)),
    (dict(preset="llama-2-7b", tokens=1e11, precision="fp8"), dict(preset="llama-2-7b", tokens=7e10, precision="fp8")),
    (dict(preset="llama-2-7b", tokens=1e10, precision="fp32"),
     dict(preset="llama-2-7b", tokens=2e10, precision="fp32")),
    (dict(preset="resnet-50", samples=1.28e6, epochs=90.0), dict(preset="resnet-50", samples=2e6, epochs=90.0)),
    (dict(preset="vit-l-16", dataset_gb=50.0, epochs=80.0, reference_run=("V100-32GB", 1, 100.0), precision="fp16"),
     dict(preset="vit-l-16", dataset_gb=51.0, epochs=80.0, reference_run=("V100-32GB", 1, 100.0), precision="fp16")),
    (dict(workload="recsys", params=8e9, samples=1e9), dict(workload="recsys", params=8e9, samples=1e12)),
    (dict(workload="rl", params=1e9, samples=1e9), dict(workload="rl", params=1e9, samples=4e9)),
]
CONFIGS = [(g, gpn, nodes, link, net, gbps)
           for g, gpn in (("H100", 8), ("A100-80GB", 8), ("A100-80GB", 1), ("T4", 4), ("V100-32GB", 8), ("L4", 1),
                          ("MI300X", 8), ("K80", 8))
           for nodes, link, net, gbps in ((1, None, None, None), (2, "pcie", "standard", None),
                                          (16, None, "rdma", 3200.0), (64, "nvlink", "tcp_25g", 50.0))]


def _run(cat, job, cfg):
    g, gpn, nodes, link, net, gbps = cfg
    try:
        return E.estimate_config(cat, job, g, gpn, nodes=nodes, interconnect=link, network=net, network_gbps=gbps)
    except E.EstimateError as exc:
        return ("error", exc.code, [(p.file, p.code, str(p.value)) for p in exc.problems])


def _same(a, b) -> bool:
    if isinstance(a, tuple) or isinstance(b, tuple):
        return a == b
    return a.to_dict() == b.to_dict() and list(a.assumptions.items()) == list(b.assumptions.items()) \
        and a.warnings == b.warnings and a == b


@pytest.mark.parametrize("first,second", PAIRS, ids=[f"{i}" for i in range(len(PAIRS))])
def test_a_data_change_gives_what_a_fresh_estimate_gives(cat, first, second):
    one, two = job_of(cat, first), job_of(cat, second)
    for cfg in CONFIGS:
        training._TRAIN_MEMO.clear()
        _run(cat, one, cfg)  # fills the memo for this configuration
        hit = _run(cat, two, cfg)
        again = _run(cat, two, cfg)
        training._TRAIN_MEMO.clear()
        fresh = _run(cat, two, cfg)
        assert _same(hit, fresh) and _same(again, fresh), cfg


def test_other_models_and_methods_never_share_an_entry(cat):
    jobs = [job_of(cat, a) for a, _ in PAIRS]
    training._TRAIN_MEMO.clear()
    warm = {(i, c): _run(cat, j, c) for (i, j), c in itertools.product(enumerate(jobs), CONFIGS)}
    training._TRAIN_MEMO.clear()
    for (i, j), c in itertools.product(enumerate(jobs), CONFIGS):
        training._TRAIN_MEMO.clear()
        assert _same(warm[(i, c)], _run(cat, j, c)), (i, c)


def test_spot_rework_per_wall_time_is_the_engines_own(cat):
    # The selection computes the interval, MTBF and lost share once per (rate, write, servers) and applies
    # spot_overhead's formula to each wall time: the same numbers as one call per row.
    import numpy as np

    from gpu_advisor.core.select.spot_pricing import spot_rework_extra

    rng = np.random.default_rng(5)
    n = 400
    wall = rng.choice([0.0, 0.5, 3.0, 40.0, 700.0, 5000.0], n) * rng.uniform(0.5, 2.0, n)
    rate = rng.choice([0.0, 0.05, 0.2, 0.9, np.nan], n)
    write = rng.choice([np.nan, 0.0, 12.0, 300.0, 4e5], n)
    nodes = rng.choice([1.0, 2.0, 8.0, 64.0], n)
    extra, inter, interval = spot_rework_extra(cat, wall, rate, write, nodes)
    for i in range(n):
        if not wall[i] > 0 or not 0 <= rate[i] < 1:
            assert np.isnan(extra[i]) and np.isnan(inter[i]) and np.isnan(interval[i])
            continue
        so = E.spot_overhead(cat, wall[i], None if np.isnan(write[i]) else write[i],
                             interruptions_per_month=rate[i], instances=int(nodes[i]))
        want_iv = np.nan if so.checkpoint_interval_h is None else so.checkpoint_interval_h
        assert (extra[i], inter[i]) == (so.expected_extra_hours, so.expected_interruptions), i
        assert interval[i] == want_iv or (np.isnan(interval[i]) and np.isnan(want_iv)), i


def test_configuration_codes_match_the_six_column_grouping(cat):
    # config_codes groups per offering first; the groups and their numbering are those of the six columns.
    import datetime as dt
    from dataclasses import replace

    import numpy as np

    from gpu_advisor.core.scenario.spec import parse_scenario
    from gpu_advisor.core.select.pricing import build_table
    from gpu_advisor.core.base.arrays import combo_codes
    from gpu_advisor.core.select.common import config_codes

    sc = parse_scenario({"schema_version": 1, "task": "train", "workload": "llm", "model": {"preset": "llama-2-7b"},
                         "data": {"tokens": 1e12}, "deadline_hours": 720}, cat)
    t = build_table(cat, replace(sc, providers=()), None, dt.date(2026, 12, 2))
    off, nodes = t.clusters["offer"], t.clusters["nodes"]
    o = t.offers
    want = combo_codes([o["gpu_code"][off], o["gpus_per_node"][off], nodes, o["link_code"][off],
                         t.clusters["net_code"], np.where(nodes > 1, o["net_gbps"][off], np.nan)])
    got = config_codes(t.offers, off, nodes)
    assert (nodes > 1).any() and len(np.unique(want[0])) > 100
    assert (got[0] == want[0]).all() and (got[1] == want[1]).all()


@pytest.mark.parametrize("kind", range(6))
def test_the_front_of_the_rows_a_sample_front_leaves_is_the_whole_front(kind):
    # _pareto_points drops the rows a sample's front strictly beats before the exact front: same rows, same order,
    # ties (same cost and hours: the first row) included.
    import numpy as np

    from gpu_advisor.core.select.ranking import pareto_front
    from gpu_advisor.core.select.recommendation import undominated

    rng = np.random.default_rng(kind)
    n = 30_000
    if kind % 3 == 0:
        cost, hours = rng.integers(1, 50, n).astype(float), rng.integers(1, 50, n).astype(float)
    elif kind % 3 == 1:
        cost = rng.random(n) * 100
        hours = 1000 / (cost + rng.random(n) * 10)
    else:
        cost, hours = np.round(rng.lognormal(3, 1, n), 1), np.round(rng.lognormal(2, 1, n), 1)
    cost[rng.random(n) < 0.01] = np.nan
    hours[rng.random(n) < 0.01] = np.inf
    keep = undominated(cost, hours, sample=[60, 500, 4000][kind % 3])
    assert len(keep) < n
    assert pareto_front(cost, hours).tolist() == keep[pareto_front(cost[keep], hours[keep])].tolist()


def test_the_refinement_front_is_the_lexsort_front():
    # grid._front sorts by group and cost with two stable sorts and fixes ties by hours: the np.lexsort order.
    import numpy as np
    import pandas as pd

    from gpu_advisor.core.select.grid import front_rows

    def plain(cost, hours, group):
        out = np.zeros(len(cost), dtype=bool)
        idx = np.flatnonzero(np.isfinite(cost) & np.isfinite(hours))
        if not len(idx):
            return out
        order = idx[np.lexsort((hours[idx], cost[idx], group[idx]))]
        g, h = group[order], hours[order]
        best = pd.Series(h).groupby(g, sort=False).cummin().to_numpy()
        before = np.concatenate(([np.inf], best[:-1]))
        before[np.concatenate(([True], g[1:] != g[:-1]))] = np.inf
        out[order[h < before]] = True
        return out

    rng = np.random.default_rng(11)
    for trial in range(300):
        n = int(rng.integers(0, 80))
        cost, hours = rng.integers(0, 6, n).astype(float), rng.integers(0, 6, n).astype(float)
        cost[rng.random(n) < 0.1] = np.nan
        hours[rng.random(n) < 0.1] = np.inf
        group = rng.integers(0, 4, n) if trial % 3 else rng.integers(0, 70_000, n)
        assert (front_rows(cost, hours, group) == plain(cost, hours, group)).all(), trial


def test_ranking_costs_are_the_shown_rows_costs_bit_for_bit(cat):
    # The costs every row gets for ranking (summed in place, one billing mode at a time) are those of the full rows
    # the answer shows, to the last bit: training with spot and monthly prices, and a service.
    import datetime as dt
    from pathlib import Path

    import numpy as np

    from gpu_advisor.core.scenario.spec import load_scenario
    from gpu_advisor.core.select.pricing import build_table

    examples = Path(__file__).resolve().parents[2] / "examples"
    for name in ("lora-7b-finetune.json", "startup-engineer-seed000.json", "llama-70b-inference-high-qps.json"):
        sc = load_scenario(examples / name, cat)
        t = build_table(cat, sc, None, dt.date(2026, 12, 2))
        assert len(set(t.r_mode.tolist())) > 1, name
        wide = t._wide(None)
        for c in ("unit_price", "run_hours", "billed_hours", "total_cost", "monthly_cost"):
            a, b = t.computed[c], wide[c]
            assert np.array_equal(a, b, equal_nan=True) and np.array_equal(np.signbit(a), np.signbit(b)), (name, c)


# --------------------------------------------------------------------------- the estimate store


def test_the_estimate_store_finds_what_was_kept_and_keeps_an_id_once(cat):
    """Ids found where their block and row are; an id another thread kept meanwhile stays where it was first kept."""
    from gpu_advisor.core.select.estimates import EstStore, Block
    store = EstStore(job="j")
    a, b = Block(cat, "j", [()] * 3, 3), Block(cat, "j", [()] * 2, 2)
    store.add(np.array([30, 10, 20], dtype=np.int64), a)
    store.add(np.array([20, 5], dtype=np.int64), b)  # 20: kept already (a's row 2)
    found, bi, bj, blocks = store.find(np.array([5, 10, 20, 30, 7, 99], dtype=np.int64))
    assert found.tolist() == [True, True, True, True, False, False]
    assert [(blocks[i] is a, int(j)) for i, j in zip(bi[:4], bj[:4])] == [(False, 1), (True, 1), (True, 2), (True, 0)]


def test_prices_from_threads_sharing_the_store_are_the_sequential_ones(cat):
    """Two threads pricing the same jobs at once on one catalog (one offering base, one store, filled by both) get the
    very candidates and answers one thread gets alone."""
    import datetime as dt
    import threading
    from pathlib import Path

    from gpu_advisor.core.base.jsonout import dumps
    from gpu_advisor.core.scenario.spec import load_scenario
    from gpu_advisor.core.select.recommendation import recommend
    from dataclasses import replace
    sc0 = replace(load_scenario(Path(__file__).resolve().parents[2] / "examples" / "startup-engineer-seed000.json",
                                cat), providers=())
    scs = [replace(sc0, params=p, preset=None) for p in (3e8, 7e9, 3e8, 7e9, 1.3e10)]
    today = dt.date(2026, 12, 2)

    def answer(c, sc):
        rec = recommend(c, sc, today=today)
        return dumps(rec.to_dict(), ascii_only=False) + rec.candidates.to_csv()
    alone = [answer(cold_copy(cat), sc) for sc in scs]  # each on a fresh catalog: nothing shared
    shared = cold_copy(cat)
    got: dict[tuple[int, int], str] = {}

    def run(k):
        for i, sc in enumerate(scs if k == 0 else scs[::-1]):
            got[(k, i if k == 0 else len(scs) - 1 - i)] = answer(shared, sc)
    threads = [threading.Thread(target=run, args=(k,)) for k in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert all(got[(k, i)] == alone[i] for k in range(2) for i in range(len(scs)))


def test_spot_parts_in_arrays_are_spot_overheads_own(cat):
    """The array form of the spot parts (estimate.spot_parts, what a new job's configurations take at once) gives,
    bit for bit, the interval, MTBF and lost share of one spot_overhead call per input; and a fresh catalog, whose
    parts all go through it, prices spot rework as one call per row does."""
    rates = [0.0, 0.01, 0.05, 0.2, 0.5, 0.99]
    writes = [np.nan, 0.0, 3.7, 12.0, 300.0, 4e5]
    insts = [1, 2, 3, 8, 64]
    grid = [(r, w, k) for r in rates for w in writes for k in insts]
    tau, m, loss, c = E.spot_parts(cat, *(np.array(x, dtype=float) for x in zip(*grid)))
    R = float(cat["defaults"].set_index("name").at["spot_restart_s", "value"]) / 3600
    for i, (r, w, k) in enumerate(grid):
        so = E.spot_overhead(cat, 1.0, None if np.isnan(w) else w, interruptions_per_month=r, instances=k)
        if so.mtbf_hours is None:
            assert np.isnan(tau[i]) and np.isnan(m[i]) and loss[i] == 0 and c[i] == 0
            continue
        assert (tau[i], m[i]) == (so.checkpoint_interval_h, so.mtbf_hours), (r, w, k)
        assert loss[i] == (so.checkpoint_interval_h / 2 + R) / so.mtbf_hours
    test_spot_rework_per_wall_time_is_the_engines_own(cold_copy(cat))
