"""Shapes waiting for a price, and the price a user was quoted: the article's 4 x A800-40G."""

from __future__ import annotations

import dataclasses
import datetime as dt
from pathlib import Path

import pytest

from gpu_advisor.core import catalog as cm
from gpu_advisor.core.prices import quotes as Q
from gpu_advisor.core import select as S
from gpu_advisor.core.base.problems import CatalogError
from gpu_advisor.core.scenario.spec import load_scenario
from gpu_advisor.core.catalog.sources import cite

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
TODAY = dt.date(2026, 12, 2)


@pytest.fixture(scope="module")
def seed(cat):
    return load_scenario(EXAMPLES / "startup-engineer-seed000.json", cat)


def test_chinese_clouds_current_shapes_are_in_the_catalog_waiting_for_a_price(cat):
    inst = cat["instances"]
    rows = cm.price_needed_rows(inst)
    waiting = inst.iloc[rows]
    assert set(waiting["provider"]) == {"alibaba", "tencent"}
    assert {"H20", "L20"} <= set(waiting["gpu"])
    assert waiting["notes"].str.startswith("price needed").all()
    # said once, not once per row
    problems = [p for p in cm.validate_catalog(cat) if p.code == "price_needed"]
    assert len(problems) == 1 and problems[0].detail["count"] == len(rows)


def test_shapes_that_fit_are_listed_without_a_price(cat, seed):
    fits = Q.price_needed(cat, seed, today=TODAY)
    assert fits, "some Alibaba/Tencent shapes without a price run the article's job"
    assert {f["provider"] for f in fits} <= {"alibaba", "tencent"}  # the scenario's providers
    assert all("cost" not in f for f in fits)
    on_time = [f for f in fits if f["meets_deadline"]]
    assert list(fits[:len(on_time)]) == on_time and [f["wall_hours"] for f in on_time] == sorted(
        f["wall_hours"] for f in on_time)
    assert min(f["nodes"] for f in fits) == 1  # the smallest configuration that is in time, not the fastest


def test_the_articles_4_x_a800_40g_is_priced_by_typing_one_quoted_price(cat, seed):
    quoted = Q.add_quoted_instance(cat, "aliyun", "cn-beijing", "4x A800-40G (sales quote)", "A800 40G", 4,
                                   price=6000.0, billing="monthly", who="Alibaba Cloud sales", date=TODAY)
    inst = quoted["instances"]
    row = inst[inst["instance_type"] == "4x A800-40G (sales quote)"].iloc[0]
    assert (row["gpu"], row["gpu_count"], row["monthly"], row["as_of"]) == ("A800-40GB", 4, 6000.0, "2026-12-02")
    c = cite(quoted, row["source"])[0]
    assert (c.kind, c.title, c.date) == ("quote", "Alibaba Cloud sales", "2026-12-02") and "monthly" in c.notes
    scored = S.score_candidates(quoted, seed, today=TODAY)
    mine = scored[scored["instance_type"] == "4x A800-40G (sales quote)"]
    # It takes part, priced at the quote (clusters of it beyond the monthly budget - servers and their disks for
    # the month - break the budget only).
    assert len(mine) and mine.loc[mine["nodes"] <= 4, "feasible"].all()
    assert (mine["feasible"].astype(bool) == mine["c_budget"].astype(bool)).all()
    assert (mine.loc[mine["nodes"] == 1, "instance_cost"] == 6000.0).all()
    # It is weighed like any other offer: the cheapest answer that meets the deadline is the quote
    # once the quote is the cheapest, and the quote's price decides.
    cheapest = dataclasses.replace(seed, objective="cheapest")
    assert S.recommend(quoted, cheapest, today=TODAY).recommendation.instance_type != "4x A800-40G (sales quote)"
    # (An hourly quote: a monthly one pays a month of the data disk too, which an hours-long job on another
    # hourly server does not.)
    low = Q.add_quoted_instance(cat, "aliyun", "cn-beijing", "4x A800-40G (sales quote)", "A800 40G", 4,
                                price=1.0, billing="on_demand", who="Alibaba Cloud sales", date=TODAY)
    best = S.recommend(low, cheapest, today=TODAY).recommendation
    assert (best.instance_type, best.billing) == ("4x A800-40G (sales quote)", "on_demand")


def test_a_quote_for_a_shape_waiting_for_a_price_makes_it_count(cat, seed):
    fits = Q.price_needed(cat, seed, today=TODAY)
    f = fits[0]
    quoted = Q.set_quoted_price(cat, f["provider"], f["region"], f["instance_type"], 0.01, "on_demand",
                                who="a reseller", date=TODAY)
    assert len(cm.price_needed_rows(quoted["instances"])) == len(cm.price_needed_rows(cat["instances"])) - 1
    assert f["instance_type"] not in {g["instance_type"] for g in Q.price_needed(quoted, seed, today=TODAY)}
    rec = S.recommend(quoted, seed, today=TODAY)
    assert (rec.candidates["instance_type"] == f["instance_type"]).any()


def test_bad_quotes_are_refused_and_change_nothing(cat):
    with pytest.raises(CatalogError) as exc:
        Q.set_quoted_price(cat, "aliyun", "cn-mainland", "ecs.no-such-type", 1.0)
    assert exc.value.problems[0].code == "unknown_instance"
    with pytest.raises(CatalogError):
        Q.set_quoted_price(cat, "aliyun", "cn-mainland", "ecs.gn8v.4xlarge", -1.0)
    with pytest.raises(CatalogError):
        Q.set_quoted_price(cat, "aliyun", "cn-mainland", "ecs.gn8v.4xlarge", 1.0, billing="weekly")
    assert len(cm.price_needed_rows(cat["instances"])) == len(cm.price_needed_rows(cm.load_bundled()["instances"]))


def test_the_command_line_lists_them_and_dates_the_prices_once(tmp_path, capsys, monkeypatch):
    import json
    import os
    import subprocess
    import sys

    from gpu_advisor.cli import main
    env = dict(os.environ, GPU_ADVISOR_HOME=str(tmp_path))
    args = ["recommend", str(EXAMPLES / "startup-engineer-seed000.json")]
    doc = json.loads(subprocess.run([sys.executable, "-m", "gpu_advisor", *args, "--json"], capture_output=True,
                                    text=True, env=env, timeout=120, check=True).stdout)
    assert doc["price_needed"] and {"instance_type", "nodes", "wall_hours"} <= set(doc["price_needed"][0])
    assert doc["prices"]["oldest_as_of"] and doc["prices"]["notice"] in ("", "prices_stale")
    # The words through the command line's code in this process, on the same data folder (a process's start is
    # ~1 s; the JSON above came from the real command).
    monkeypatch.setenv("GPU_ADVISOR_HOME", str(tmp_path))
    assert main(args) == 0
    text = capsys.readouterr().out
    assert "have no price yet (enter the price you were quoted)" in text


def test_a_quote_for_one_price_of_a_row_cites_the_quote_for_that_price_only(cat):
    inst = cat["instances"]
    priced = inst[inst["on_demand_hour"].notna() & inst["spot_hour"].notna() & (inst["provider"] == "aws")].iloc[0]
    key = (priced["provider"], priced["region"], priced["instance_type"])
    quoted = Q.set_quoted_price(cat, *key, 1.25, "on_demand", who="ACME sales", date="2026-11-01")
    q = quoted["instances"]
    row = q[(q["provider"] == key[0]) & (q["region"] == key[1]) & (q["instance_type"] == key[2])].iloc[0]
    assert row["on_demand_hour"] == 1.25 and row["spot_hour"] == priced["spot_hour"]
    # the row keeps its source and date: its spot price is still the source's, as of the source's date
    assert (row["source"], row["as_of"]) == (priced["source"], priced["as_of"])
    sid = cm.price_cites.sources(row["user_prices"])["on_demand_hour"]
    assert cm.price_cites.parse(row["user_prices"]) == {"on_demand_hour": "2026-11-01"}
    assert cm.price_cites.price_cite(row["source"], row["as_of"], row["user_prices"], "on_demand_hour") \
        == (sid, "2026-11-01")
    assert cm.price_cites.price_cite(row["source"], row["as_of"], row["user_prices"], "spot_hour") \
        == (priced["source"], priced["as_of"])
    c = cite(quoted, sid)[0]
    assert (c.kind, c.title, c.date) == ("quote", "ACME sales", "2026-11-01")
    # the other rows are as they were
    others = q.drop(index=row.name)
    assert cm.to_csv_bytes(others, cm.TABLES["instances"]) == cm.to_csv_bytes(inst.drop(index=row.name),
                                                                             cm.TABLES["instances"])
    # a second quote for the spot price adds its entry, the first one stays
    again = Q.set_quoted_price(quoted, *key, 0.5, "spot", who="ACME sales", date="2026-11-02")
    r2 = again["instances"].loc[row.name]
    assert cm.price_cites.parse(r2["user_prices"]) == {"on_demand_hour": "2026-11-01", "spot_hour": "2026-11-02"}
    assert cm.price_cites.sources(r2["user_prices"])["on_demand_hour"] == sid
