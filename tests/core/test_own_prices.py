"""A price the user entered (typed in the catalog editor, or a row they added) is said to be theirs wherever it is
used: each option and each of its cost lines carries ``price_source`` ("user", "quote"; "catalog" for a price list's)
and the date it was entered, the best option in mainland China too, the proposal CSV credits the user (not the public
price file the row came from) and the words say "your price, entered 2026-12-06" (walk 21: the Source column read
"price list", the CSV cited "SkyPilot-format catalog v8: Azure VMs … vms.csv" for a spot price the user had typed)."""

from __future__ import annotations

import datetime as dt
import io
import json

import pandas as pd
import pytest

from gpu_advisor import text as W
from gpu_advisor.core.catalog import price_cites
from gpu_advisor.core.export import proposal as P
from gpu_advisor.core.scenario.spec import parse_scenario
from gpu_advisor.core.select.recommendation import recommend

TODAY = dt.date(2026, 12, 6)
ENTERED = "2026-12-06"
# the walk's scenario: an image model on 50 GB, 100 hours, ¥100,000 a month, spot allowed
ARTICLE = {"task": "train", "workload": "cv", "data": {"dataset_gb": 50}, "deadline_hours": 100,
           "budget": {"amount": 100000, "currency": "CNY", "per": "month"}, "preferences": {"spot": "allow"}}
AZURE = ("azure", "westus3", "Standard_NC24ads_A100_v4")
MINE = "ecs.my-negotiated-a100"
SERVER_ITEMS = ("gpu_instance", "run_startup", "spot_rework", "node_failures")


def _at(inst: pd.DataFrame, key: tuple[str, str, str]):
    hit = (inst["provider"] == key[0]) & (inst["region"] == key[1]) & (inst["instance_type"] == key[2])
    return inst.index[hit][0]


@pytest.fixture(scope="module")
def edited(cat):
    """The walk's edits: Azure's westus3 A100 spot price typed as $0.30 (a negotiated discount) and a new Alibaba row
    at ¥12/h, as the catalog editor saves them (``user_prices`` entries, the new row citing the user)."""
    inst = cat["instances"].copy()
    i = _at(inst, AZURE)
    inst.loc[i, "spot_hour"] = 0.30
    inst.loc[i, price_cites.COLUMN] = f"spot_hour {ENTERED}"
    ali = inst[(inst["provider"] == "alibaba") & (inst["gpu"] == "A100-80GB")].iloc[[0]].copy()
    for c in price_cites_prices():
        ali[c] = float("nan")
    ali = ali.assign(region="cn-shanghai", instance_type=MINE, on_demand_hour=12.0, currency="CNY", source="user",
                     as_of="2026-12", notes="", **{price_cites.COLUMN: f"on_demand_hour {ENTERED}"})
    if "anomaly" in ali:
        ali["anomaly"] = ""
    return cat.with_table("instances", pd.concat([inst, ali], ignore_index=True))


def price_cites_prices() -> tuple[str, ...]:
    return ("on_demand_hour", "spot_hour", "monthly", "reserved_1y_hour", "reserved_3y_hour")


@pytest.fixture(scope="module")
def rec(edited):
    return recommend(edited, parse_scenario(ARTICLE, edited), today=TODAY)


def test_the_users_price_is_the_users_on_the_option_and_its_server_lines(rec):
    o = rec.recommendation
    assert (o.provider, o.region, o.instance_type, o.billing) == (*AZURE, "spot")
    assert (o.price_source, o.price_as_of) == ("user", ENTERED)
    server = [ln for ln in o.cost_lines if ln.item in SERVER_ITEMS]
    assert server and all((ln.price_source, ln.price_as_of) == ("user", ENTERED) for ln in server)
    # the disks and the egress are the price list's: nothing said of them
    others = [ln for ln in o.cost_lines if ln.item not in SERVER_ITEMS]
    assert others and all(ln.price_source == "" for ln in others)
    d = o.to_dict()
    assert d["price_source"] == "user" and d["price_as_of"] == ENTERED
    first = d["cost_lines"][0]
    assert (first["item"], first["price_source"], first["price_as_of"]) == ("gpu_instance", "user", ENTERED)
    assert all("price_source" not in ln for ln in d["cost_lines"] if ln["item"] not in SERVER_ITEMS)
    json.dumps(d)  # (plain JSON)


def test_an_untouched_row_keeps_the_catalogs_source_and_date(rec, cat):
    others = [a for a in rec.alternatives if (a.provider, a.region, a.instance_type) != AZURE
              and a.instance_type != MINE]
    assert others
    for a in others:
        assert a.price_source == "catalog" and a.to_dict()["price_source"] == "catalog"
        assert all(ln.price_source == "" for ln in a.cost_lines)
    # the same server billed on-demand: its on-demand price was not typed, so it is the price list's, dated as such
    same = [a for a in rec.alternatives if (a.provider, a.region, a.instance_type) == AZURE and a.billing == "on_demand"]
    assert same and same[0].price_source == "catalog"
    row = cat["instances"].loc[_at(cat["instances"], AZURE)]
    assert same[0].price_as_of == str(row["as_of"])


def test_the_best_option_in_mainland_china_says_it_is_the_users_price(rec):
    note = next(n for n in rec.warnings if n.code == "overseas")
    dom = note.detail["domestic"]
    assert dom["instance_type"] == MINE
    assert (dom["price_source"], dom["price_as_of"]) == ("user", ENTERED)
    with W.using_language("en"):
        assert f"(your price, entered {ENTERED})" in W.describe_note(note, "CNY")
    with W.using_language("zh_CN"):
        assert f"您的价格，{ENTERED} 录入" in W.describe_note(note, "CNY")


def test_a_price_list_option_in_mainland_china_says_nothing_of_its_own(cat):
    rec = recommend(cat, parse_scenario(ARTICLE, cat), today=TODAY)
    note = next(n for n in rec.warnings if n.code == "overseas")
    assert "price_source" not in note.detail["domestic"]
    with W.using_language("en"):
        assert "your price" not in W.describe_note(note, "CNY")


def test_the_csv_credits_the_user_not_the_public_file(rec, edited):
    rows = P.proposal_rows(rec, edited)
    mine = [r for r in rows if r["rank"] == 1 and r["item"] in SERVER_ITEMS]
    assert mine and all(r["priced"] == "user" and r["price_as_of"] == ENTERED for r in mine)
    assert all(isinstance(r["price_source"], P.OwnPrice) and r["price_source"].code == "user" for r in mine)
    # the same server on-demand (an alternative) still cites its price list, by its own billing mode
    od = [r for r in rows if (r["provider"], r["instance_type"], r["billing"]) == ("azure", AZURE[2], "on_demand")
          and r["item"] == "gpu_instance"]
    assert od and od[0]["priced"] == "catalog" and "vms.csv" in str(od[0]["price_source"])
    with W.using_language("en"):
        text = P.csv_bytes(rec, edited, labels=W.csv_labels(), words=lambda c, v: W.csv_value(c, v, "CNY"))
    df = pd.read_csv(io.BytesIO(text), encoding="utf-8-sig", keep_default_na=False)
    first = df[df["Rank"].astype(str) == "1"].iloc[0]
    assert first["Price source"] == f"your price (catalog editor), entered {ENTERED}"
    assert first["Priced from"] == "your price" and first["Price as of"] == ENTERED
    with W.using_language("zh_CN"):
        text = P.csv_bytes(rec, edited, labels=W.csv_labels(), words=lambda c, v: W.csv_value(c, v, "CNY"))
    assert f"您的价格（价格目录编辑器），{ENTERED} 录入" in text.decode("utf-8-sig")
    # machine headings: the citation, never the price file's
    plain = P.read_csv(io.BytesIO(P.csv_bytes(rec, edited)))
    assert "vms.csv" not in plain[(plain["rank"] == 1) & (plain["item"] == "gpu_instance")]["price_source"].iloc[0]


def test_the_words_of_the_card_the_cost_lines_and_the_assumptions(rec):
    o = rec.recommendation
    with W.using_language("en"):
        assert W.price_date_mark(o)[0] == f"your price, entered {ENTERED}"
        assert W.line_source(o.cost_lines[0], "price list") == f"your price, entered {ENTERED}"
        assert W.line_source(o.cost_lines[-1], "price list") == "price list"
        rows = {k: (v, s) for k, v, s in W.assumption_rows(rec)}
        assert rows["Prices as of"][1] == f"price catalog; your own prices for: {AZURE[2]}, spot (interruptible): " \
                                          f"your price, entered {ENTERED}"
    with W.using_language("zh_CN"):
        assert W.price_date_mark(o)[0] == f"您的价格，{ENTERED} 录入"


def test_a_quoted_price_and_a_typed_disk_price(cat):
    from gpu_advisor.core.prices.quotes import set_quoted_price
    quoted = set_quoted_price(cat, "azure", "westus3", AZURE[2], 0.30, "spot", who="acme", date=TODAY)
    st = quoted["storage"].copy()
    st.loc[(st["provider"] == "azure") & (st["product"] == "Premium SSD (P-series)"), ["source", "as_of"]] = \
        ("user", "2026-12-01")
    both = quoted.with_table("storage", st)
    o = recommend(both, parse_scenario(ARTICLE, both), today=TODAY).recommendation
    assert (o.instance_type, o.billing, o.price_source, o.price_as_of) == (AZURE[2], "spot", "quote", ENTERED)
    disk = next(ln for ln in o.cost_lines if ln.item == "system_disk")
    assert (disk.price_source, disk.price_as_of) == ("user", "2026-12-01")
    with W.using_language("en"):
        assert W.price_date_mark(o)[0] == f"price quoted to you, {ENTERED}"
        assert W.line_source(disk, "price list") == "your price, entered 2026-12-01"
