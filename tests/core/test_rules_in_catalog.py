"""Rules the engine applies come from the catalog's tables (with their sources), not from lists kept in code:
editing the table changes the rule."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path

import pandas as pd
import pytest

from gpu_advisor.core.catalog import load_bundled, validate_catalog
from gpu_advisor.core.scenario import load_scenario, parse_scenario
from gpu_advisor.core.select import recommend

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
TODAY = dt.date(2026, 12, 3)


@pytest.fixture(scope="module")
def cat():
    return load_bundled()


def _currency(cat, providers):
    sc = parse_scenario({"task": "train", "model": {"preset": "llama-2-7b"}, "data": {"tokens": 1e9},
                         "preferences": {"providers": providers}}, cat)
    reason = next(a.why for a in sc.assumed if a.path == "preferences.currency")
    return sc.currency, reason


def test_the_result_currency_follows_the_currency_the_chosen_clouds_price_in(cat):
    assert _currency(cat, ["alibaba", "tencent"]) == ("CNY", "chinese_clouds")
    assert _currency(cat, ["alibaba", "aws"]) == ("USD", "mixed_clouds")
    # A cloud whose prices the catalog gives in CNY (say, a reseller's price list for AWS) counts as one.
    inst = cat["instances"].copy()
    inst.loc[inst["provider"] == "aws", "currency"] = "CNY"
    assert _currency(cat.with_table("instances", inst), ["alibaba", "aws"]) == ("CNY", "chinese_clouds")
    # And one whose prices are in USD does not, whatever its country.
    inst = cat["instances"].copy()
    inst.loc[inst["provider"] == "tencent", "currency"] = "USD"
    assert _currency(cat.with_table("instances", inst), ["tencent"]) == ("USD", "mixed_clouds")


def _tree_note(cat, example="lora-7b-finetune.json"):
    sc = load_scenario(EXAMPLES / example, cat)
    rec = recommend(cat, sc, today=TODAY)
    return rec, next((n for n in rec.reasons if n.code == "decision_tree"), None)


def test_the_decision_tree_check_reads_the_catalog_table(cat):
    rec, note = _tree_note(cat)
    assert note is not None and note.detail["case"] == "lora_7b_13b"
    chosen = rec.recommendation.gpu
    # The same case with the chosen GPU as its only class: the check now says the choice matches.
    tree = cat["decision_tree"].copy()
    lora = tree["tree_case"] == "lora_7b_13b"
    tree = pd.concat([tree[~lora], tree[lora].head(1).assign(gpu_prefixes=chosen, gpu_counts="1;2;4;8")])
    _, edited = _tree_note(cat.with_table("decision_tree", tree))
    assert edited.detail["matches"] is True
    assert edited.detail["expected"] == [{"gpus": [chosen], "count": [1, 2, 4, 8], "per_node": False}]
    # Without rows for the case there is nothing to check against.
    _, none = _tree_note(cat.with_table("decision_tree", tree[tree["tree_case"] != "lora_7b_13b"]))
    assert none is None


def test_a_bad_gpu_count_in_the_decision_tree_is_one_clear_problem(cat):
    tree = cat["decision_tree"].copy()
    tree.loc[1, "gpu_counts"] = "4;five;8"
    problems = [p for p in validate_catalog(cat.with_table("decision_tree", tree))
                if p.file.endswith("decision_tree.csv")]
    assert [(p.code, p.row, p.column, p.value) for p in problems] == [("not_an_integer", 3, "gpu_counts", "five")]


def test_a_catalog_saved_before_the_decision_tree_existed_gets_the_bundled_table(store):
    """A generation written by an older version has no decision_tree.csv (nor a checksum for it): the table comes
    from the bundled catalog, so the check does not silently disappear for existing users."""
    gen = store.current_dir()
    (gen / "decision_tree.csv").unlink()
    meta = json.loads((gen / "catalog.json").read_text(encoding="utf-8"))
    del meta["files"]["decision_tree.csv"]
    (gen / "catalog.json").write_text(json.dumps(meta), encoding="utf-8")
    loaded = store.load()
    assert not store.notices  # intact, not a fallback
    assert loaded["decision_tree"].equals(load_bundled()["decision_tree"])


def test_a_catalog_saved_before_a_setting_existed_gets_the_bundled_row(store):
    """A user's catalog from an older version lacks settings the engine now reads (defaults.csv rows): they come
    from the bundled catalog, the user's own rows stay as they are, and a recommendation works (it stopped with
    KeyError: 'host_check_ram_x_gpu_mem')."""
    cat = store.load()
    d = cat["defaults"]
    d.loc[d["name"] == "hours_per_month", "value"] = 720.0  # the user's own edit, kept
    store.save(cat.with_table("defaults", d[~d["name"].isin(["host_check_ram_x_gpu_mem", "run_startup_s"])]))
    loaded = store.load()
    names = list(loaded["defaults"]["name"])
    assert "host_check_ram_x_gpu_mem" in names and "run_startup_s" in names and len(names) == len(set(names))
    assert pd.to_numeric(loaded["defaults"].set_index("name")["value"])["hours_per_month"] == 720
    sc = parse_scenario({"task": "train", "model": {"preset": "llama-2-7b"}, "data": {"tokens": 1e10}}, loaded)
    assert recommend(loaded, sc).recommendation is not None
