"""scripts/build_catalog.py rebuilds the bundled catalog from the reference data.

The build, run into a temporary folder, equals catalogs/ table by table (and byte for byte), the result passes the
app's own check of a catalog, and bad input (a missing reference file, a malformed CSV, a hand-kept table citing an
unknown source, a bad override) is one message saying where and what, with the output folder left as it was.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pandas as pd
import pytest

from gpu_advisor.core.catalog.load import load_dir, validate_catalog
from gpu_advisor.core.catalog.schema import TABLE_ORDER, TABLES

from ..support import build_script, reference_data, require_reference_data

ROOT = Path(__file__).resolve().parents[2]
CATALOGS = ROOT / "catalogs"
REF = reference_data()


@pytest.fixture(scope="module", autouse=True)
def reference_data_present():  # module scope: checked before the module's build runs
    """Every test here needs the build's input: skipped without it, failed without it under CI (CI=true)."""
    require_reference_data(REF)


@pytest.fixture(scope="module")
def build():
    return build_script()


@pytest.fixture(scope="module")
def built(build, tmp_path_factory) -> Path:
    """The catalog built from the committed reference data into an empty temporary folder."""
    out = tmp_path_factory.mktemp("build") / "catalog"
    assert build.main(["--ref", str(REF), "--out", str(out), "--hand", str(CATALOGS)]) == 0
    return out


def _frame(path: Path) -> pd.DataFrame:
    return pd.read_csv(path, dtype=str, keep_default_na=False, encoding="utf-8")


def table_differences(name: str, expected: Path, got: Path) -> list[str]:
    """Each difference between two copies of one table: its file, the row (by key) and the column."""
    file = TABLES[name].filename
    a, b = _frame(expected / file), _frame(got / file)
    if list(a.columns) != list(b.columns):
        return [f"{file}: columns {list(b.columns)}, catalogs/ has {list(a.columns)}"]
    key = list(TABLES[name].key)
    ai, bi = a.set_index(key), b.set_index(key)
    out = [f"{file}: row {k} is in catalogs/ but not built" for k in ai.index.difference(bi.index)]
    out += [f"{file}: row {k} is built but not in catalogs/" for k in bi.index.difference(ai.index)]
    both = ai.index.intersection(bi.index)
    delta = ai.loc[both].compare(bi.loc[both], result_names=("catalogs", "built"))
    for k, row in delta.iterrows():
        for col in dict.fromkeys(c for c, _ in delta.columns):
            if pd.notna(row[(col, "catalogs")]) or pd.notna(row[(col, "built")]):
                out.append(f"{file}: row {k}, column {col}: catalogs/ has {row[(col, 'catalogs')]!r}, "
                           f"the build {row[(col, 'built')]!r}")
    if not out and list(ai.index) != list(bi.index):
        out.append(f"{file}: same rows in another order (by {key}: catalogs/ {list(ai.index)[:3]}..., "
                   f"the build {list(bi.index)[:3]}...)")
    if not out and (expected / file).read_bytes() != (got / file).read_bytes():
        out.append(f"{file}: same cells, other bytes (quoting or number format)")
    return out


@pytest.mark.parametrize("name", TABLE_ORDER)
def test_build_reproduces_every_table(built, name):
    assert table_differences(name, CATALOGS, built) == []


def test_build_carries_the_other_files(built):
    for f in ("catalog.json", "README.md", "__init__.py"):
        assert (built / f).read_bytes() == (CATALOGS / f).read_bytes(), f
    assert sorted(p.name for p in built.iterdir()) == sorted(p.name for p in CATALOGS.iterdir()
                                                             if p.name != "__pycache__")


def test_built_catalog_passes_the_apps_own_check(built):
    cat, problems = load_dir(built)
    assert cat is not None, problems
    assert [p for p in problems if p.severity == "error"] == []
    assert [p for p in validate_catalog(cat) if p.severity == "error"] == []
    # the B300 fix made by hand in the catalog is part of the build now (catalog_inputs/overrides.csv)
    b300 = cat["gpus"].set_index("gpu").loc["B300"]
    assert (b300["form_factor"], b300["interconnect"], b300["nvlink_gbs"]) == ("sxm", "nvlink", 1800)
    assert "acecloud-hgx-b300" in b300["source"]


def test_differences_name_table_row_and_column(built, tmp_path):
    """The comparison itself can fail, and says where."""
    copy = tmp_path / "copy"
    shutil.copytree(built, copy)
    gpus = _frame(copy / "gpus.csv")
    gpus.loc[gpus["gpu"] == "B300", "nvlink_gbs"] = "900"
    gpus = gpus[gpus["gpu"] != "T4"]
    gpus.to_csv(copy / "gpus.csv", index=False, lineterminator="\n")
    assert table_differences("gpus", built, copy) == [
        "gpus.csv: row T4 is in catalogs/ but not built",
        "gpus.csv: row B300, column nvlink_gbs: catalogs/ has '1800', the build '900'"]


def test_rebuild_of_a_copy_in_place_changes_nothing(build, tmp_path):
    """The case that used to fail: run against a copy of catalogs/ (hand-kept tables read from the copy itself)."""
    out = tmp_path / "catalogs"
    shutil.copytree(CATALOGS, out, ignore=shutil.ignore_patterns("__pycache__"))
    before = _snapshot(out)
    assert build.main(["--ref", str(REF), "--out", str(out)]) == 0
    assert _snapshot(out) == before
    assert [p.name for p in tmp_path.iterdir()] == ["catalogs"]  # no build or old folder left beside it


# ---- bad input: one message saying where and what; the output folder is left as it was ----

def _snapshot(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir()) if p.is_file()}


@pytest.fixture
def out(tmp_path) -> Path:
    """A copy of the bundled catalog as the output folder (the build's own default case: rebuild in place)."""
    folder = tmp_path / "catalogs"
    shutil.copytree(CATALOGS, folder, ignore=shutil.ignore_patterns("__pycache__"))
    return folder


def _ref_copy(tmp_path: Path) -> Path:
    ref = tmp_path / "ref" / "reference-data"
    shutil.copytree(REF, ref)
    return ref


def _fails(build, capsys, out: Path, *args: str) -> str:
    before = _snapshot(out)
    assert build.main(["--out", str(out), *args]) == 1
    err = capsys.readouterr().err
    assert f"nothing written; {out} is unchanged" in err
    assert _snapshot(out) == before
    assert [p.name for p in out.parent.iterdir() if p.name.startswith(".")] == []  # no build folder left
    return err


def test_missing_reference_file(build, capsys, tmp_path, out):
    ref = _ref_copy(tmp_path)
    (ref / "fx-rates.csv").unlink()
    err = _fails(build, capsys, out, "--ref", str(ref))
    assert f"{ref / 'fx-rates.csv'}: file not found" in err


def test_malformed_reference_csv(build, capsys, tmp_path, out):
    ref = _ref_copy(tmp_path)
    f = ref / "fx-rates.csv"
    lines = f.read_text(encoding="utf-8").splitlines()
    f.write_text("\n".join([*lines[:2], lines[2] + ",extra", *lines[3:]]) + "\n", encoding="utf-8")
    err = _fails(build, capsys, out, "--ref", str(ref))
    assert f"{f} line 3: 7 fields, the header has 6" in err


def test_bad_number_in_reference_csv(build, capsys, tmp_path, out):
    ref = _ref_copy(tmp_path)
    f = ref / "fx-rates.csv"
    df = _frame(f)
    df.loc[1, "rate"] = "7.1O"
    df.to_csv(f, index=False, lineterminator="\n")
    err = _fails(build, capsys, out, "--ref", str(ref))
    assert f"{f} line 3, column rate: not a number: '7.1O'" in err


def test_missing_column_in_reference_csv(build, capsys, tmp_path, out):
    ref = _ref_copy(tmp_path)
    f = ref / "fx-rates.csv"
    _frame(f).drop(columns="rate").to_csv(f, index=False, lineterminator="\n")
    err = _fails(build, capsys, out, "--ref", str(ref))
    assert f"{f}: no column 'rate'" in err


def test_hand_kept_table_citing_an_unknown_source(build, capsys, out):
    """The defect this build fixes: a hand-kept table's source must exist, or nothing is written."""
    f = out / "calibration.csv"
    df = _frame(f)
    df.loc[0, "source"] = "no-such-source"
    f.write_bytes(df.to_csv(index=False, lineterminator="\n").encode("utf-8"))
    err = _fails(build, capsys, out, "--ref", str(REF))
    assert f"{f}, row 2, column source" in err  # the app counts the header as row 1 and "no-such-source" in err


def test_hand_kept_error_names_the_file_it_was_read_from(build, capsys, tmp_path, out):
    hand = tmp_path / "hand"
    shutil.copytree(CATALOGS, hand, ignore=shutil.ignore_patterns("__pycache__"))
    f = hand / "throughput.csv"
    df = _frame(f)
    df.loc[2, "gpus"] = "eight"
    f.write_bytes(df.to_csv(index=False, lineterminator="\n").encode("utf-8"))
    err = _fails(build, capsys, out, "--ref", str(REF), "--hand", str(hand))
    assert f"{f}, row 4, column gpus" in err and "eight" in err


@pytest.mark.parametrize("line,message", [
    ("gpus,B999,form_factor,sxm,acecloud-hgx-b300,", "gpus.csv has no row with key gpu = 'B999'"),
    ("gpus,B300,form_factor,sxm5,acecloud-hgx-b300,", "form_factor='sxm5': not in"),
    ("gpus,B300,nvlink_gbs,1800,,", "an override needs a source"),
])
def test_bad_override(build, capsys, tmp_path, out, line, message):
    inputs = tmp_path / "inputs"
    shutil.copytree(ROOT / "scripts" / "catalog_inputs", inputs)
    at = len((inputs / "overrides.csv").read_text(encoding="utf-8").splitlines()) + 1  # the line appended
    with (inputs / "overrides.csv").open("a", encoding="utf-8") as fh:
        fh.write(line + "\n")
    err = _fails(build, capsys, out, "--ref", str(REF), "--inputs", str(inputs))
    assert f"{inputs / 'overrides.csv'} line {at}: {message}" in err
