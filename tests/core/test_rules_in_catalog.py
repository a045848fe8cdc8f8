"""Rules the engine applies come from the catalog's tables (with their sources), not from lists kept in code:
editing the table changes the rule."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path

import pandas as pd

from gpu_advisor.core.catalog.load import load_bundled, validate_catalog
from gpu_advisor.core.scenario.spec import load_scenario, parse_scenario
from gpu_advisor.core.select.recommendation import recommend

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
TODAY = dt.date(2026, 12, 3)


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


# --------------------------------------------------------------------------- fabrics.csv and instances.anomaly

def _net_class_of(cat, instance_type: str) -> set[str]:
    from gpu_advisor.core.select.pricing import score_candidates
    sc = parse_scenario({"task": "train", "model": {"preset": "llama-2-70b"}, "data": {"tokens": 1e12},
                         "preferences": {"providers": ["gcp"]}}, cat)
    df = score_candidates(cat, sc, today=TODAY)
    rows = df[(df["instance_type"] == instance_type) & (df["nodes"] > 1)]
    assert len(rows)
    return set(rows["net_class"].astype(str))


def test_which_fabrics_count_as_fast_comes_from_the_fabrics_table(cat):
    from gpu_advisor.core.select.candidates import fast_fabrics
    f = cat["fabrics"]
    assert set(fast_fabrics(cat)) == {"efa", "erdma", "infiniband", "rdma", "roce", "tcpx", "tcpxo"}
    assert f["source"].str.len().gt(0).all() and set(f["fabric"]) >= {"ethernet", "tcpxo"}
    assert _net_class_of(cat, "a3-megagpu-8g") == {"rdma"}  # GPUDirect-TCPXO: the fast class at 1,800 Gbit/s
    f.loc[f["fabric"] == "tcpxo", "gpu_direct"] = False
    edited = cat.with_table("fabrics", f)
    assert "tcpxo" not in fast_fabrics(edited)
    assert _net_class_of(edited, "a3-megagpu-8g") == {"tcp_25g"}  # now by bandwidth alone


def test_anomalous_prices_are_a_column_with_their_reason(cat):
    inst = cat["instances"]
    flagged = inst[inst["anomaly"].fillna("") != ""]
    assert len(flagged) == 28 and flagged["notes"].str.contains("ANOMALY").all()
    assert (inst["anomaly"].fillna("") != "").eq(inst["notes"].fillna("").str.contains("ANOMALY")).all()
    assert set(flagged["anomaly"]) == {"catalog GPU spot price > on-demand price in this region"}


def test_a_user_catalog_from_schema_2_loads_with_the_anomaly_flags_and_the_bundled_fabrics(store, cat):
    """A generation saved by the previous version (schema 2): no fabrics.csv, no anomaly column (the flag only in
    the notes). It loads intact, gets the bundled fabrics, its ANOMALY rows keep being left out, and every example
    gives the same answer as on the bundled catalog."""
    from gpu_advisor.core.catalog.schema import TABLES
    from gpu_advisor.core.catalog.tableio import to_csv_bytes
    gen = store.current_dir()
    inst = cat["instances"].drop(columns=["anomaly"])
    data = to_csv_bytes(inst, TABLES["instances"])  # the columns it has, in the old layout
    header = data.split(b"\n", 1)[0].decode()
    assert "anomaly" in header  # to_csv_bytes writes every column of the schema: take it out by hand
    import csv
    import io
    rows = list(csv.reader(io.StringIO(data.decode("utf-8"), newline="")))
    k = rows[0].index("anomaly")
    out = io.StringIO(newline="")
    w = csv.writer(out, lineterminator="\n")
    for r in rows:
        w.writerow(r[:k] + r[k + 1:])
    (gen / "instances.csv").write_bytes(out.getvalue().encode("utf-8"))
    (gen / "fabrics.csv").unlink()
    meta = json.loads((gen / "catalog.json").read_text(encoding="utf-8"))
    meta["schema_version"] = 2
    del meta["files"]["fabrics.csv"]
    import hashlib
    meta["files"]["instances.csv"] = hashlib.sha256((gen / "instances.csv").read_bytes()).hexdigest()
    (gen / "catalog.json").write_text(json.dumps(meta), encoding="utf-8")
    loaded = store.load()
    assert not store.notices and loaded.meta["migrated_from"] == 2
    assert loaded["fabrics"].equals(cat["fabrics"])
    assert loaded["instances"]["anomaly"].fillna("").equals(cat["instances"]["anomaly"].fillna(""))
    for f in sorted(EXAMPLES.glob("*.json")):
        a = recommend(loaded, load_scenario(f, loaded), today=TODAY)
        b = recommend(cat, load_scenario(f, cat), today=TODAY)
        assert a.recommendation == b.recommendation, f.name
        assert [n.code for n in a.warnings] == [n.code for n in b.warnings], f.name
    store.save(loaded)  # the next save writes the new layout
    assert (store.current_dir() / "fabrics.csv").is_file()


def test_an_instances_file_without_the_anomaly_column_takes_the_flag_from_its_notes(cat):
    from gpu_advisor.core.catalog.tableimport import plan_import
    inst = cat["instances"]
    text = inst.drop(columns=["anomaly"]).to_csv(index=False, lineterminator="\n")
    plan = plan_import(cat, text.encode("utf-8"), "instances.csv", mode="replace")
    assert plan.ok, plan.problems[:3]
    assert plan.frame["anomaly"].fillna("").equals(inst["anomaly"].fillna(""))
