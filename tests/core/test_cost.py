"""Prices: dated exchange rates, storage/transfer products, spot rates, price age, break-even."""

from __future__ import annotations

import datetime as dt

import numpy as np
import pandas as pd
import pytest

from gpu_advisor.core.catalog import cost as C


def test_fx_uses_the_rate_closest_to_the_price_date(cat):
    cur = pd.Series(["USD", "USD", "CNY", "USD"])
    as_of = pd.Series(["2023", "2025-09", "2021", "2024-12-20"])
    rate, date = C.fx_rates(cat, cur, as_of, "CNY")
    assert list(date) == ["2023-12-29", "2025-08-14", None, "2024-12-31"]
    assert rate[0] == pytest.approx(7.0827) and rate[2] == 1.0
    back, _ = C.fx_rates(cat, pd.Series(["CNY"]), pd.Series(["2023-12-01"]), "USD")
    assert back[0] == pytest.approx(1 / 7.0827)


def test_fx_follows_the_catalog(cat):
    fx = cat["fx_rates"].copy()
    fx.loc[fx["as_of"] == "2023-12-29", "rate"] = 8.0
    rate, _ = C.fx_rates(cat.with_table("fx_rates", fx), pd.Series(["USD"]), pd.Series(["2023-06"]), "CNY")
    assert rate[0] == 8.0


def test_storage_products_never_invent_a_price(cat):
    sp = C.storage_products(cat).set_index("provider")
    assert sp.at["aws", "disk_product"] == "EBS gp3" and sp.at["aws", "disk_price_gb_month"] == 0.08
    assert sp.at["alibaba", "disk_product"] == "ESSD PL2"  # chosen by speed (closest to seed 001's typical rate)
    # A catalog whose Alibaba disks have no price (a user's edit): the product is still chosen by speed, the
    # price stays missing; and a provider priced only by an assumption says so.
    st = cat["storage"].copy()
    st.loc[st["provider"] == "alibaba", "price_gb_month"] = np.nan
    bare = C.storage_products(cat.with_table("storage", st)).set_index("provider")
    assert bare.at["alibaba", "disk_product"] == "ESSD PL2" and np.isnan(bare.at["alibaba", "disk_price_gb_month"])
    assert not bare.at["alibaba", "disk_assumed"] and sp.at["nebius", "disk_assumed"]
    eg = C.egress_prices(cat).set_index("provider")
    assert eg.at["aws", "egress_price_gb"] == 0.09
    # Alibaba: the only traffic price in the sources is an example cost line (0.8 CNY/GB), cited as such.
    assert eg.at["alibaba", "egress_price_gb"] == 0.8


def test_spot_rates_come_from_buckets_then_providers_then_the_stated_fallback(cat):
    frame = pd.DataFrame({"provider": ["aws", "aws", "alibaba", "gcp"],
                          "instance_type": ["p4d.24xlarge", "p9.huge", "ecs.gn7", "a2-highgpu-1g"],
                          "region": ["us-east-1", "us-east-1", "cn-shanghai", "us-central1"]})
    rate, src = C.spot_rates(cat, frame)
    si = cat["spot_interruption"]
    row = si[(si.instance_type == "p4d.24xlarge") & (si.region == "us-east-1")].iloc[0]
    assert rate[0] == pytest.approx((row.rate_low_pct + row.rate_high_pct) / 200)
    # An AWS type the advisor does not list and GCP (no published rate) get spot_rules' conservative fallback
    # (the middle of the >20% band, AWS's median GPU band), not AWS's all-instance average of <10%.
    fallback = cat["spot_rules"].set_index(["rule", "provider"]).loc[("fallback_pct_month", "any"), "value"]
    assert list(src) == ["instance", "assumed", "provider", "assumed"]
    assert rate[1] == pytest.approx(fallback / 100) and rate[2] == pytest.approx(0.03)
    assert rate[3] == pytest.approx(fallback / 100) and fallback > 20


def test_price_age_and_break_even():
    age = C.price_age_days(pd.Series(["2025-09", "2026-12-01"]), dt.date(2026, 12, 2))
    assert list(age) == [457.0, 1.0]
    assert C.break_even_hours(np.array([12000.0]), np.array([31.58]))[0] == pytest.approx(379.99, rel=1e-3)


def test_cost_line_marks_missing_prices():
    line = C.CostLine("data_disk", 4000, "GB-month", None, None, "ESSD PL2")
    assert line.to_dict()["priced"] is False and line.to_dict()["cost"] is None
