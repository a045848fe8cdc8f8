"""The sources table: source cells cite ids, unknown ids are problems, citations resolve."""

from __future__ import annotations

import datetime as dt

import pandas as pd
import pytest

from gpu_advisor.core import catalog as cm
from gpu_advisor.core.catalog import sources as S
from gpu_advisor.core.catalog.migrations import migrate


@pytest.fixture(scope="module")
def bundled():
    return cm.load_bundled()


@pytest.mark.parametrize("cell,parsed", [
    ("seed-000", (("seed-000", ""),)),
    ("seed-000 §3.1; kaplan-2020", (("seed-000", "§3.1"), ("kaplan-2020", ""))),
    ("  user ", (("user", ""),)),
    ("seed-000 §5.1 (8*A800-80G, 7.6 on 8 GPUs)", (("seed-000", "§5.1 (8*A800-80G, 7.6 on 8 GPUs)"),)),
    ("kaplan-2020 (C = 6ND)", (("kaplan-2020", "C = 6ND"),)),
    ("x (a) and (b)", (("x", "(a) and (b)"),)),
    ("Seed 000", None), ("", None), ("a;", None), ("https://example.com", None),
])
def test_parse_cell(cell, parsed):
    assert S.parse_cell(cell) == parsed
    if parsed:
        assert S.parse_cell(S.format_cell(parsed)) == parsed


def test_cite_resolves_title_publisher_date_url_and_locator(bundled):
    c = S.cite(bundled, "seed-000 §3.1; kaplan-2020")
    assert [x.source_id for x in c] == ["seed-000", "kaplan-2020"]
    assert c[0].locator == "§3.1" and c[0].kind == "article" and c[0].url.startswith("https://")
    assert c[1].title == "Scaling Laws for Neural Language Models" and c[1].date == "2020-01"
    assert not c[1].is_own and S.cite(bundled, "gpu-advisor-setting")[0].is_own
    unknown = S.cite(bundled, "no-such-source")
    assert len(unknown) == 1 and not unknown[0].known
    assert S.cite(bundled, "free text, not ids")[0].title == "free text, not ids"
    row = bundled["instances"].iloc[0]
    assert S.row_citations(bundled, row)[0].known


def test_an_unknown_source_id_is_a_problem_with_file_row_and_column(bundled):
    inst = bundled["instances"].copy()
    inst.loc[3, "source"] = "skypilot-catalog-v9-aws; seed-0001 §2"
    inst.loc[5, "source"] = "a source written as free text"
    problems = [p for p in cm.validate_catalog(bundled.with_table("instances", inst)) if p.code == "unknown_source"]
    assert [(p.file.rsplit("/", 1)[-1], p.row, p.column, p.value) for p in problems] == [
        ("instances.csv", 5, "source", "seed-0001 §2"),
        ("instances.csv", 7, "source", "a source written as free text")]
    assert "seed-001" in problems[0].detail["closest"]
    assert all(p.severity == "error" for p in problems)


def test_a_badly_written_source_id_is_a_problem(bundled):
    cat, _ = S.add_source(bundled, "official", "A page")
    src = cat["sources"].copy()
    src.loc[len(src) - 1, "source_id"] = "Bad Id"
    problems = cm.validate_catalog(cat.with_table("sources", src))
    assert [(p.code, p.column, p.value) for p in problems if p.code == "bad_source_id"] == [
        ("bad_source_id", "source_id", "Bad Id")]


def test_add_quote_makes_a_citable_source_and_leaves_the_catalog_alone(bundled):
    before = len(bundled["sources"])
    cat, sid = S.add_quote(bundled, "Aliyun sales (Ms Li)", dt.date(2026, 12, 1), billing="monthly")
    assert len(bundled["sources"]) == before and len(cat["sources"]) == before + 1
    assert sid.startswith("quote-2026-12-01") and S.SOURCE_ID_RE.match(sid)
    c = S.cite(cat, sid)[0]
    assert (c.kind, c.title, c.date) == ("quote", "Aliyun sales (Ms Li)", "2026-12-01")
    assert "monthly" in c.notes
    cat2, sid2 = S.add_quote(cat, "Aliyun sales (Ms Li)", "2026-12-01")
    assert sid2 != sid  # a second quote the same day gets its own id
    inst = cat2["instances"].copy()
    inst.loc[0, "source"] = sid2
    assert not [p for p in cm.validate_catalog(cat2.with_table("instances", inst)) if p.severity == "error"]


def test_migration_turns_free_text_sources_into_imported_sources():
    tables = {
        "instances": pd.DataFrame({"provider": ["aws", "aws"], "source": ["my notes", "my notes"]}, dtype=object),
        "defaults": pd.DataFrame({"name": ["x"], "source": ["notes from a colleague"]}, dtype=object),
    }
    out, steps = migrate(tables, 1)
    assert steps == [1, 2, 3]  # 1 -> 2 (sources), 2 -> 3 (instances.anomaly), 3 -> 4 (the text rule)
    src = out["sources"].set_index("source_id")
    sid = out["instances"].at[0, "source"]
    assert out["instances"].at[1, "source"] == sid == S.text_source_id("my notes")
    assert src.at[sid, "kind"] == "imported" and src.at[sid, "title"] == "my notes"
    assert src.at[out["defaults"].at[0, "source"], "title"] == "notes from a colleague"
    assert {S.USER, S.SETTING, S.ASSUMPTION} <= set(src.index)


def test_an_old_user_catalog_loads_with_its_sources_kept(tmp_path, bundled):
    """A schema-1 catalog folder (free-text sources, no sources.csv) is upgraded, not refused."""
    from gpu_advisor.core.catalog.tableio import to_csv_bytes
    from gpu_advisor.core.catalog.schema import TABLES
    old = bundled.copy()
    inst = old["instances"].copy()
    inst["source"] = "skypilot-org/skypilot-catalog catalogs/v9/aws/vms.csv @ 2c3d7ea"
    old = old.with_table("instances", inst)
    for name, df in old.tables.items():
        if name != "sources":
            (tmp_path / TABLES[name].filename).write_bytes(to_csv_bytes(df, TABLES[name]))
    (tmp_path / "catalog.json").write_text('{"schema_version": 1}', encoding="utf-8")
    cat, problems = cm.load_dir(tmp_path)
    assert cat is not None, problems
    assert cat.meta["migrated_from"] == 1
    c = S.cite(cat, cat["instances"].at[0, "source"])[0]
    assert c.kind == "imported" and c.title.startswith("skypilot-org/skypilot-catalog")


def test_cite_any_reads_the_engines_table_prefixed_sources(bundled):
    c = S.cite_any(bundled, "defaults.csv: kaplan-2020 (C = 6ND for forward and backward)")
    assert [(x.source_id, x.locator) for x in c] == [("kaplan-2020", "C = 6ND for forward and backward")]
    assert S.cite_any(bundled, "gpus.csv H100: stas00-ml-engineering")[0].known
    assert S.cite_any(bundled, "seed-000 §3.1")[0].source_id == "seed-000"


def test_an_imported_table_with_free_text_sources_keeps_them_as_cited_sources(bundled):
    from gpu_advisor.core.catalog.schema import TABLES
    from gpu_advisor.core.catalog.tableio import to_csv_bytes
    inst = bundled["instances"].head(2).copy()
    inst["source"] = ["price list mailed by our reseller", "skypilot-catalog-v9-aws"]
    inst["instance_type"] = ["my-box-1", "my-box-2"]
    plan = cm.plan_import(bundled, to_csv_bytes(inst, TABLES["instances"]), "mine.csv")
    assert plan.ok, plan.problems
    rows = plan.result["instances"].set_index("instance_type")
    sid = rows.at["my-box-1", "source"]
    assert sid == S.text_source_id("price list mailed by our reseller")
    c = S.cite(plan.result, sid)[0]
    assert (c.kind, c.title) == ("imported", "price list mailed by our reseller")
    assert rows.at["my-box-2", "source"] == "skypilot-catalog-v9-aws"  # known ids stay as they are
    assert len(bundled["sources"]) + 1 == len(plan.result["sources"])


def test_an_older_catalog_gets_the_ids_the_bundled_rows_now_cite(tmp_path, bundled):
    """A schema-1 copy of the bundled catalog: its old free-text sources become today's ids, so a
    proposal made from it cites titles and addresses, not this repository's development files."""
    import csv
    import io
    from gpu_advisor.core.base import paths
    legacy = list(csv.DictReader(io.StringIO(paths.legacy_sources().read_text("utf-8"))))
    old = {r["old_source"]: r["new_source"] for r in legacy}
    seed_text = next(t for t in old if t.startswith("seed 001 (shared/seeds/"))
    tables = {"defaults": pd.DataFrame({"name": ["x", "y"], "source": [seed_text, "my own note"]}, dtype=object)}
    out, _ = migrate(tables, 1)
    cells = list(out["defaults"]["source"])
    assert cells[0] == old[seed_text] and cells[0].startswith("seed-001")
    src = out["sources"].set_index("source_id")
    assert src.at["seed-001", "kind"] == "article" and "hostol" not in src.at["seed-001", "url"]
    assert src.at[cells[1], "kind"] == "imported"
