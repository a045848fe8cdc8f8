"""Each price of an instance row cites its own source and date (core/catalog/price_cites.py): a price the user typed
is the user's as of its date, the row's other prices keep the row's source and date, in the recommendation's price
dates and stale marks, and an older catalog (without the column) loads with every price the row's."""

from __future__ import annotations

import dataclasses
import datetime as dt
from pathlib import Path

from gpu_advisor.core import catalog as cm
from gpu_advisor.core import select as S
from gpu_advisor.core.catalog import price_cites
from gpu_advisor.core.catalog.edits import price_edit_cells
from gpu_advisor.core.scenario.spec import load_scenario

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
ROW = "ecs.gn7i-c8g1.2xlarge"


def test_an_edit_marks_only_the_typed_price():
    today = dt.date(2026, 12, 6)
    cells = price_edit_cells("instances", "on_demand_hour", today, "")
    assert cells == {"user_prices": "on_demand_hour 2026-12-06"}
    cells = price_edit_cells("instances", "spot_hour", today, cells["user_prices"])
    assert price_cites.parse(cells["user_prices"]) == {"on_demand_hour": "2026-12-06", "spot_hour": "2026-12-06"}
    assert price_edit_cells("instances", "spot_hour", today, cells["user_prices"], emptied=True) \
        == {"user_prices": "on_demand_hour 2026-12-06"}
    assert price_edit_cells("instances", "vcpus", today, "") == {}
    # a table with one price a row: the row is the user's
    assert price_edit_cells("fx_rates", "rate", today) == {"as_of": "2026-12-06", "source": "user"}
    assert price_cites.parse("garbage; monthly 2026-01; on_demand_hour") == {"monthly": "2026-01"}


def test_the_recommendation_dates_each_price_by_its_own_source():
    cat = cm.load_bundled()
    sc = load_scenario(EXAMPLES / "lora-7b-finetune.json", cat)
    sc = dataclasses.replace(sc, providers=("alibaba",), gpus=("A10",), budget_amount=None, deadline_hours=None)
    inst = cat["instances"]
    assert price_cites.COLUMN in inst.columns and (inst[price_cites.COLUMN] == "").all()  # bundled file lacks it
    i = inst.index[inst["instance_type"] == ROW][0]
    inst.loc[i, "on_demand_hour"] = 6.20
    inst.loc[i, price_cites.COLUMN] = "on_demand_hour 2026-12-01"
    rec = S.recommend(cat.with_table("instances", inst), sc, today=dt.date(2026, 12, 6))
    got = {o.billing: o for o in (rec.recommendation, *rec.alternatives) if o.instance_type == ROW}
    assert set(got) >= {"on_demand", "monthly"}
    assert got["on_demand"].price_as_of == "2026-12-01" and not got["on_demand"].stale
    assert got["on_demand"].price_age_days == 5
    assert got["monthly"].price_as_of == "2023-06" and got["monthly"].stale  # untouched: the blog's, still stale


def test_a_catalog_saved_before_the_column_loads_with_every_price_the_rows(tmp_path):
    import shutil

    import pandas as pd

    from gpu_advisor.core.catalog.load import load_dir
    src = Path(__file__).resolve().parents[2] / "catalogs"
    out = tmp_path / "old"
    shutil.copytree(src, out, ignore=shutil.ignore_patterns("__pycache__", "*.py"))
    f = out / "instances.csv"
    old = pd.read_csv(f, dtype=str, keep_default_na=False).drop(columns=[price_cites.COLUMN])
    old.to_csv(f, index=False)
    loaded = load_dir(out)
    cat = loaded[0] if isinstance(loaded, tuple) else loaded
    inst = cat["instances"]
    assert price_cites.COLUMN in inst.columns and (inst[price_cites.COLUMN] == "").all()
    row = inst[inst["instance_type"] == ROW].iloc[0]
    assert price_cites.price_cite(row["source"], row["as_of"], row[price_cites.COLUMN], "monthly")[1] == "2023-06"


def test_a_price_update_treats_a_row_with_a_typed_price_as_the_users_own():
    from gpu_advisor.core.prices.update import big_price_changes
    cat = cm.load_bundled()
    inst = cat["instances"]
    i = inst.index[inst["instance_type"] == ROW][0]
    mine = inst.copy()
    mine.loc[i, price_cites.COLUMN] = "on_demand_hour 2026-12-01"
    new = inst.copy()
    new.loc[i, "on_demand_hour"] = 9530.0
    old = cat.with_table("instances", mine)
    got = [c for c in big_price_changes(old, cat.with_table("instances", new)) if c.instance_type == ROW]
    assert len(got) == 1 and got[0].own == "user"
    got = [c for c in big_price_changes(cat, cat.with_table("instances", new)) if c.instance_type == ROW]
    assert got[0].own == ""


def test_an_answer_says_how_many_rows_it_left_out_for_a_fraction_of_a_gpu():
    from gpu_advisor.core.base import FractionalGpusExcluded
    cat = cm.load_bundled()
    sc = load_scenario(EXAMPLES / "lora-7b-finetune.json", cat)
    sc = dataclasses.replace(sc, providers=("alibaba",), gpus=("A10",), budget_amount=None, deadline_hours=None)

    def said(c):
        rec = S.recommend(c, sc, today=dt.date(2026, 12, 6))
        return [w for w in rec.warnings if isinstance(w, FractionalGpusExcluded)]

    assert said(cat) == []  # the bundled slices below one GPU (AWS g6f, outside the filters anyway) are not said
    inst = cat["instances"]
    inst.loc[inst["instance_type"] == ROW, "gpu_count"] = 1.5
    got = said(cat.with_table("instances", inst))
    assert [w.instances for w in got] == [1]


def test_the_left_out_note_reads_in_both_languages():
    from gpu_advisor.core.base import FractionalGpusExcluded
    from gpu_advisor.text import describe_note
    en = describe_note(FractionalGpusExcluded(instances=1), "USD")
    assert en.startswith("1 server type was left out: it holds a fraction of a GPU")
    assert describe_note(FractionalGpusExcluded(instances=2), "USD").startswith("2 server types were left out")


def test_validation_warns_of_a_gpu_count_that_is_not_whole():
    from gpu_advisor.core.base import WARNING
    from gpu_advisor.text import describe_problem as describe
    cat = cm.load_bundled()
    assert not [p for p in cm.validate_catalog(cat) if p.code == "fractional_gpu_count"]  # slices below 1: not said
    inst = cat["instances"]
    inst.loc[inst["instance_type"] == ROW, "gpu_count"] = 1.5
    got = [p for p in cm.validate_catalog(cat.with_table("instances", inst)) if p.code == "fractional_gpu_count"]
    assert len(got) == 1 and got[0].severity == WARNING and got[0].detail["count"] == 1
    assert "left out of recommendations" in describe(got[0])


def test_a_stored_catalog_with_a_figure_above_a_new_bound_still_loads(tmp_path):
    import shutil

    import pandas as pd

    from gpu_advisor.core.base import WARNING
    from gpu_advisor.core.catalog.load import load_dir
    src = Path(__file__).resolve().parents[2] / "catalogs"
    out = tmp_path / "saved"
    shutil.copytree(src, out, ignore=shutil.ignore_patterns("__pycache__", "*.py"))
    f = out / "instances.csv"
    df = pd.read_csv(f, dtype=str, keep_default_na=False)
    df.loc[df["instance_type"] == ROW, "network_gbps"] = "1e12"  # what the editor took before the bound
    df.to_csv(f, index=False)
    cat, problems = load_dir(out, stored=True)
    assert cat is not None
    got = [p for p in problems if p.code == "above_max"]
    assert len(got) == 1 and got[0].severity == WARNING and got[0].column == "network_gbps"
    inst = cat["instances"]
    assert pd.isna(inst.loc[inst["instance_type"] == ROW, "network_gbps"].iloc[0])  # the slip is dropped
    cat2, problems2 = load_dir(out)  # anything else (an import, a folder given): refused as before
    assert cat2 is None and any(p.code == "above_max" for p in problems2)
