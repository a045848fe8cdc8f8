"""Freshness said once: one summary of the prices a recommendation used, and of a catalog."""

from __future__ import annotations

import dataclasses
import datetime as dt
from pathlib import Path

from gpu_advisor.core import catalog as cm
from gpu_advisor.core import select as S
from gpu_advisor.core.catalog.edits import provenance_after_edit
from gpu_advisor.core.prices.freshness import catalog_freshness, price_freshness
from gpu_advisor.core.scenario.spec import load_scenario

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def test_one_summary_for_the_prices_a_recommendation_used():
    cat = cm.load_bundled()
    sc = load_scenario(EXAMPLES / "startup-engineer-seed000.json", cat)
    rec = S.recommend(cat, sc, today=dt.date(2026, 12, 2))
    f = price_freshness(rec)
    options = [rec.recommendation, *rec.alternatives]
    assert f.count == len(options)
    assert f.oldest_age_days == max(o.price_age_days for o in options)
    assert f.oldest_as_of in {o.price_as_of for o in options} and f.newest_as_of in {o.price_as_of for o in options}
    assert f.stale_count == sum(o.stale for o in options) and f.notice == ("prices_stale" if f.stale else "")
    # With a threshold above every price's age nothing is stale, so there is no notice at all.
    d = cat["defaults"].copy()
    d.loc[d["name"] == "stale_price_days", "value"] = 100000.0
    lenient = cat.with_table("defaults", d)
    assert price_freshness(S.recommend(lenient, sc, today=dt.date(2026, 12, 2))).notice == ""
    assert set(f.to_dict()) >= {"newest_as_of", "oldest_as_of", "oldest_age_days", "limit_days", "notice"}


def test_catalog_freshness_counts_priced_rows_only():
    cat = cm.load_bundled()
    f = catalog_freshness(cat, dt.date(2026, 12, 2))
    inst = cat["instances"]
    priced = inst[inst[["on_demand_hour", "spot_hour", "monthly"]].notna().any(axis=1)]
    assert f.count == len(priced) and f.oldest_as_of == "2021" and f.stale
    assert f.limit_days == 365


def test_a_price_the_user_types_gets_today_and_the_user_as_source():
    today = dt.date(2026, 12, 2)
    assert provenance_after_edit("instances", "monthly", today) == {"as_of": "2026-12-02", "source": "user"}
    assert provenance_after_edit("fx_rates", "rate", today) == {"as_of": "2026-12-02", "source": "user"}
    assert provenance_after_edit("instances", "vcpus", today) == {}
    assert provenance_after_edit("gpus", "fp16_tflops", today) == {}
    assert dataclasses.is_dataclass(catalog_freshness(cm.load_bundled()))


def test_a_row_is_stale_from_the_last_day_its_date_can_mean():
    """The editor's stale mark (core.catalog.edits.stale_rows): a partial date counts from its last day; what is no
    such date (month 13, 30 February, text, nothing) is never stale."""
    import pandas as pd

    from gpu_advisor.core.catalog.edits import stale_rows
    today = dt.date(2026, 12, 4)
    cases = {"2025": 338, "2025-11": 369, "2025-11-30": 369, "2024-02": 1009, "2024-02-29": 1009,
             "2025-12-04": 365, "2026-12-05": -1}
    df = pd.DataFrame({"as_of": pd.Series(list(cases) + ["2026-13", "2023-02-29", "June 2025", "", None], dtype=object)})
    for days in (0, 338, 365, 368, 1008):
        got = stale_rows(df, days, today=today)
        assert list(got[:len(cases)]) == [age > days for age in cases.values()], days
        assert not got[len(cases):].any()  # never stale
    assert not stale_rows(df.iloc[:0], 0, today=today).size
