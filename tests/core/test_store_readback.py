"""A store no input can brick (issue 26, items 3 and 9): a save reads back what it wrote before CURRENT moves;
dates later than today in a stored version are a warning, never a reason to refuse it; ``restore-previous``
reaches the newest version that loads even when the current one cannot be read. Real files in the test's own
GPU_ADVISOR_HOME; real command-line processes where a command used to exit 2."""

from __future__ import annotations

import contextlib
import csv
import datetime as dt
import errno
import hashlib
import io
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from .. import support
from ..support import set_cell

from gpu_advisor.core import catalog as cm
from gpu_advisor.core.base.files import atomic_write
from gpu_advisor.core.catalog import store as store_module
from gpu_advisor.core.catalog.store import CatalogStore
from gpu_advisor.core.base.problems import CatalogError
from gpu_advisor.core.catalog.recovery import RecoveryStore
from gpu_advisor.core.catalog.schema import TABLES

ROOT = Path(__file__).resolve().parents[2]
SCENARIO = ROOT / "examples" / "qwen-7b-inference-low-qps.json"


def tree_digest(root: Path) -> str:
    return support.tree_digest(root, skip_lock=True)


def cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "gpu_advisor", *args], capture_output=True, text=True,
                          env=os.environ.copy(), timeout=120)


def recommend_here() -> int:
    """`recommend SCENARIO --json` through the command line's code in this process, for a test whose subject is
    another command (the store it left must still recommend): the real command runs as a process of its own in
    the dated-tomorrow test below; a process's start is ~1 s."""
    from gpu_advisor.cli import main
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(["recommend", str(SCENARIO), "--json"])
    assert code != 0 or json.loads(out.getvalue()), err.getvalue()
    return code


def _edit_price(store: CatalogStore, value: float) -> str:
    return store.save(set_cell(store.load(), "instances", 0, "on_demand_hour", value))


def write_behind_the_apps_back(store: CatalogStore, change) -> str:
    """A new current generation made the way an older version of the app would have saved it: a copy of the
    current one with ``change(text of instances.csv) -> text`` applied and its checksum in catalog.json fixed."""
    good = store.current_name()
    bad = f"gen-{cm.gen_no(good) + 1:06d}"
    shutil.copytree(store.root / good, store.root / bad)
    p = store.root / bad / "instances.csv"
    p.write_bytes(change(p.read_text(encoding="utf-8")).encode("utf-8"))
    meta = json.loads((store.root / bad / cm.MANIFEST).read_text())
    meta["files"]["instances.csv"] = hashlib.sha256(p.read_bytes()).hexdigest()
    (store.root / bad / cm.MANIFEST).write_text(json.dumps(meta))
    atomic_write(store.root / cm.CURRENT, f"{bad}\n".encode())
    return bad


def every_as_of(day: str):
    def change(text: str) -> str:
        rows = list(csv.reader(io.StringIO(text, newline="")))
        col = rows[0].index("as_of")
        for r in rows[1:]:
            r[col] = day
        out = io.StringIO()
        csv.writer(out, lineterminator="\n").writerows(rows)
        return out.getvalue()
    return change


def cut_row_two(text: str) -> str:
    """Row 2 loses its last fields, as a carriage return written bare inside a cell splits a row."""
    lines = text.split("\n")
    lines[1] = lines[1].rsplit(",", 5)[0] + "\r" + lines[1].rsplit(",", 5)[1]
    return "\n".join(lines)


# --------------------------------------------------------------------------- dates later than today


def test_a_stored_version_dated_tomorrow_keeps_recommend_validate_and_restore_previous_working(store):
    """A server whose clock runs fast dated every price of the current version tomorrow (saved by an older
    app, behind this one's back). Before: recommend, validate and restore-previous all exited 2."""
    previous = _edit_price(store, 7.0)
    tomorrow = (dt.date.today() + dt.timedelta(days=1)).isoformat()
    bad = write_behind_the_apps_back(store, every_as_of(tomorrow))
    rows = len(store.load()["instances"])

    s = CatalogStore()
    cat = s.load()
    assert set(cat["instances"]["as_of"]) == {tomorrow}  # kept as they are
    assert [p.code for p in s.notices] == ["catalog_dates_in_future"]
    notice = s.notices[0]
    assert notice.severity == "warning" and notice.detail["count"] == rows
    assert notice.file.endswith(f"{bad}/instances.csv") and notice.row == 2 and notice.column == "as_of"

    r = cli("recommend", str(SCENARIO), "--json")
    assert r.returncode == 0, r.stderr
    assert json.loads(r.stdout)
    r = cli("catalog", "validate")
    assert r.returncode == 0, r.stderr
    assert "lie in the future" in r.stderr and "instances.csv, row 2, column as_of" in r.stderr
    r = cli("catalog", "restore-previous")
    assert r.returncode == 0, r.stderr
    assert f"restored {previous}" in r.stdout
    again = CatalogStore()
    cat = again.load()
    assert again.notices == [] and tomorrow not in set(cat["instances"]["as_of"])
    assert cat["instances"].loc[0, "on_demand_hour"] == 7.0


def test_the_clock_going_back_a_day_after_an_honest_save_does_not_brick_the_catalog(store):
    today = dt.date.today()
    store.save(set_cell(store.load(), "instances", 0, "as_of", today.isoformat()))
    s = CatalogStore()
    cat = s.load(today=today - dt.timedelta(days=1))
    assert cat["instances"].loc[0, "as_of"] == today.isoformat()
    assert [(p.code, p.row, p.detail["count"]) for p in s.notices] == [("catalog_dates_in_future", 2, 1)]
    # ...and a save made with the clock back reads back fine (the date is kept, not refused).
    s.save(set_cell(cat, "instances", 0, "on_demand_hour", 3.0))
    assert CatalogStore().load()["instances"].loc[0, "on_demand_hour"] == 3.0


def test_entry_paths_keep_refusing_dates_later_than_today(store):
    cat = store.load()
    df = cat["instances"].iloc[[0]].copy()
    df["as_of"] = (dt.date.today() + dt.timedelta(days=1)).isoformat()
    plan = cm.plan_import(cat, cm.to_csv_bytes(df, TABLES["instances"]), "prices.csv")
    assert not plan.ok and "date_in_future" in {p.code for p in plan.problems}


# --------------------------------------------------------------------------- a save reads back what it wrote


@contextlib.contextmanager
def _writer_splitting_row_two():
    """The store's writer with the second row of instances.csv split in two (as a bare carriage return did)."""
    real = store_module.catalog_files

    def broken_writer(cat, bom=False):
        files = real(cat, bom)
        files["instances.csv"] = cut_row_two(files["instances.csv"].decode("utf-8")).encode("utf-8")
        return files
    with pytest.MonkeyPatch.context() as m:
        m.setattr(store_module, "catalog_files", broken_writer)
        yield


def test_a_save_whose_files_do_not_read_back_is_refused_and_the_store_is_byte_identical(store, monkeypatch):
    """The writer writes a row that splits (as a bare carriage return did): before, the save moved CURRENT to
    a version no command could read. Now it is refused, removed, and CURRENT stays."""
    base = _edit_price(store, 5.0)
    before = tree_digest(store.root)
    with _writer_splitting_row_two(), pytest.raises(CatalogError) as err:
        store.save(set_cell(store.load(), "instances", 0, "on_demand_hour", 6.0))
    problems = err.value.problems
    assert problems[0].code == "save_unreadable" and problems[0].value == f"gen-{cm.gen_no(base) + 1:06d}"
    assert any(p.code == "field_count" and p.file.endswith("instances.csv") and p.row == 2 for p in problems[1:])
    assert store.current_name() == base and store.generations()[-1] == base
    assert tree_digest(store.root) == before
    assert CatalogStore().load()["instances"].loc[0, "on_demand_hour"] == 5.0
    _edit_price(store, 6.0)  # the next (honest) save works
    assert CatalogStore().load()["instances"].loc[0, "on_demand_hour"] == 6.0


def test_a_save_that_reads_back_fewer_rows_is_refused(store, monkeypatch):
    """A file that parses but has lost a row (a row made of blank cells is skipped on reading) is refused too."""
    base = store.current_name()
    before = tree_digest(store.root)
    real = store_module.catalog_files

    def row_losing_writer(cat, bom=False):
        files = real(cat, bom)
        lines = files["gpu_names.csv"].decode("utf-8").split("\n")
        files["gpu_names.csv"] = "\n".join(lines[:1] + lines[2:]).encode("utf-8")
        return files
    with monkeypatch.context() as m, pytest.raises(CatalogError) as err:
        m.setattr(store_module, "catalog_files", row_losing_writer)
        _edit_price(store, 9.0)
    codes = [p.code for p in err.value.problems]
    assert codes[0] == "save_unreadable" and "save_rows_differ" in codes
    differ = next(p for p in err.value.problems if p.code == "save_rows_differ")
    assert differ.file.endswith("gpu_names.csv") and differ.detail["read"] == differ.detail["written"] - 1
    assert store.current_name() == base and tree_digest(store.root) == before


@pytest.mark.parametrize("text", ["line one\rline two", "\r", "a\x00b", "a\u2028b"])  # bench/catalog_safety.py: more
def test_hostile_cell_text_is_either_saved_so_it_reads_back_or_refused_with_nothing_changed(store, text):
    """A carriage return inside a quoted cell of an imported CSV was saved and the version could not be read
    again. Whatever text reaches the store, CURRENT only ever names a version that loads, holding that text."""
    base = store.current_name()
    before = tree_digest(store.root)
    old = store.load()
    try:
        name = store.save(set_cell(old, "instances", 0, "notes", text))
    except CatalogError as exc:  # the writer refuses NUL before writing (control_character), else the read-back
        assert exc.problems[0].code in ("save_unreadable", "control_character")
        assert store.current_name() == base and tree_digest(store.root) == before
        want = old["instances"].loc[0, "notes"]
    else:
        assert store.current_name() == name != base
        want = text.strip()
    assert CatalogStore().load()["instances"].loc[0, "notes"] == want  # loads, never raises


def test_an_import_that_would_not_read_back_exits_2_and_recommend_still_works(store, monkeypatch, tmp_path):
    """Through the command line: `catalog import` of a file with a carriage return in a quoted cell. Either
    the cell is refused on entry, or it is stored so that it reads back; never 'saved' and then unreadable."""
    cat = store.load()
    df = cat["instances"].iloc[[0]].copy()
    df["notes"] = "line one\rline two"
    f = tmp_path / "cr.csv"
    f.write_bytes(cm.to_csv_bytes(df, TABLES["instances"]).replace(
        b"line one\rline two", b'"line one\rline two"'))
    before = tree_digest(store.root)
    r = cli("catalog", "import", str(f))
    if r.returncode == 0:
        assert CatalogStore().load()["instances"].loc[0, "notes"] == "line one\rline two"
    else:
        assert r.returncode == 2 and tree_digest(store.root) == before, r.stderr
    assert recommend_here() == 0


def test_a_recovery_copy_that_would_not_read_back_keeps_the_previous_one(tmp_path, monkeypatch, store):
    rec = RecoveryStore(tmp_path / "recovery")
    cat = store.load()
    rec.write(set_cell(cat, "instances", 0, "notes", "first"), store.current_name())
    with _writer_splitting_row_two(), pytest.raises(OSError) as err:
        rec.write(set_cell(cat, "instances", 0, "notes", "second"), store.current_name())
    assert err.value.errno == errno.EINVAL
    assert rec.read().catalog["instances"].loc[0, "notes"] == "first"


# --------------------------------------------------------------------------- restore-previous


def test_restore_previous_reaches_the_newest_version_that_loads_when_the_current_cannot_be_read(store):
    """The current version and the one before it were saved unreadable by an older app. Before: restore-previous
    exited 2 like every other command. Now it restores the newest older version that loads."""
    _edit_price(store, 1.0)
    good = _edit_price(store, 2.0)
    for _ in range(2):
        write_behind_the_apps_back(store, cut_row_two)
    with pytest.raises(CatalogError):
        CatalogStore().load()
    assert CatalogStore().previous() == good
    r = cli("catalog", "restore-previous")
    assert r.returncode == 0, r.stderr
    assert f"restored {good} as " in r.stdout
    assert "this row has" in r.stderr  # it says why the current version was left behind
    assert CatalogStore().load()["instances"].loc[0, "on_demand_hour"] == 2.0
    assert recommend_here() == 0


def test_previous_skips_an_older_version_that_does_not_load(store):
    first = _edit_price(store, 1.0)
    write_behind_the_apps_back(store, cut_row_two)  # an older app saved an unreadable version...
    store.save(set_cell(cm.load_dir(store.root / first)[0], "instances", 0, "on_demand_hour", 3.0))  # then a good one
    s = CatalogStore()
    assert s.load()["instances"].loc[0, "on_demand_hour"] == 3.0
    assert s.previous() == first
    s.restore(s.previous())
    assert CatalogStore().load()["instances"].loc[0, "on_demand_hour"] == 1.0


# --------------------------------------------------------------------------- what a read-back parses


def test_a_read_back_parses_only_the_tables_no_store_of_the_process_read_back_before(store, monkeypatch, tmp_path):
    """The editor's first recovery copy parsed all 30 tables of the catalog the user's store had just read back
    (~1 s); it parses the table edited since. A parsed table that reads back other cells is still refused."""
    from gpu_advisor.core.catalog import load as load_module
    cat = store.load()
    store.save(set_cell(cat, "instances", 0, "on_demand_hour", 5.0))
    parsed: list[str] = []
    real = load_module.read_table_bytes

    def spy(data, file, name=None, today=None):
        parsed.append(name)
        return real(data, file, name, today)
    monkeypatch.setattr(load_module, "read_table_bytes", spy)
    edited = set_cell(CatalogStore().load(), "instances", 1, "notes", "typed in the editor")
    rec = RecoveryStore(tmp_path / "recovery")
    rec.write(edited, store.current_name())
    assert parsed == ["instances"]
    assert rec.read().catalog["instances"].loc[1, "notes"] == "typed in the editor"
    parsed.clear()
    with _writer_splitting_row_two(), pytest.raises(OSError):
        rec.write(set_cell(edited, "instances", 1, "notes", "second"), store.current_name())
    assert parsed == ["instances"]
    assert rec.read().catalog["instances"].loc[1, "notes"] == "typed in the editor"
