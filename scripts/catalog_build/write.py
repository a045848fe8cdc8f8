"""Checking the built rows against the schema, the overrides, writing the tables and putting the new catalog in place."""

from __future__ import annotations

import os
import re
import shutil
import sys
from decimal import Decimal, InvalidOperation
from pathlib import Path

import pandas as pd

from gpu_advisor.core.catalog.schema import BOOL, DATE, ENUM, FLOAT, INT, TABLES

from .common import BUILT_TABLES, HAND_KEPT, BuildError, join_notes, read_ref, where
from .sources import OVERRIDES


# --------------------------------------------------------------------------------------------
# Writing and checking
# --------------------------------------------------------------------------------------------

_ISO_RE = re.compile(r"^\d{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?$")


def validate(name: str, rows: list[dict]) -> list[str]:
    """Check rows against core.schema: required, enum, number, range, date, bool, unique key."""
    table = TABLES[name]
    problems = []
    seen = set()
    for i, row in enumerate(rows):
        extra = set(row) - set(table.column_names)
        if extra:
            problems.append(f"{name} row {i}: unknown columns {sorted(extra)}")
        for col in table.columns:
            v = row.get(col.name, "")
            where = f"{name} row {i} ({row.get(table.key[0], '')}) {col.name}={v!r}"
            if v == "":
                if col.required:
                    problems.append(f"{where}: required value missing")
                continue
            if col.kind == ENUM and v not in col.allowed:
                problems.append(f"{where}: not in {col.allowed}")
            elif col.kind == BOOL and v not in ("true", "false"):
                problems.append(f"{where}: not true/false")
            elif col.kind == DATE and not _ISO_RE.match(v):
                problems.append(f"{where}: not an ISO date")
            elif col.kind in (INT, FLOAT):
                try:
                    x = Decimal(v)
                except InvalidOperation:
                    problems.append(f"{where}: not a number")
                    continue
                if col.kind == INT and (x != x.to_integral_value() or "." in v):
                    problems.append(f"{where}: not a whole number")
                if col.min is not None and (x < Decimal(str(col.min)) or
                                            (col.min_exclusive and x == Decimal(str(col.min)))):
                    problems.append(f"{where}: below minimum {col.min}")
                if col.max is not None and x > Decimal(str(col.max)):
                    problems.append(f"{where}: above maximum {col.max}")
        key = tuple(row.get(k, "") for k in table.key)
        if key in seen:
            problems.append(f"{name}: duplicate key {key}")
        seen.add(key)
    return problems


def apply_overrides(inputs: Path, tables: dict[str, list[dict]]) -> int:
    """Fixes of built rows that the reference data does not carry (``catalog_inputs/overrides.csv``).

    One row per cell: ``table``, ``key`` (the row's key values in the table's key order, separated by
    ``|``), ``column``, the new ``value``, the ``source`` cell that backs it (ids of sources.csv with a
    locator) and ``notes`` (why; appended to the row's notes). An id the row already cites takes the
    override's locator; other ids are added. Returns how many overrides changed a value (one that equals
    the built value is reported: the reference data has caught up, so it can go)."""
    path = inputs / OVERRIDES
    changed = 0
    for o in read_ref(path):
        at = where(o["table"]).split(", column")[0]
        name = o["table"]
        if name not in tables or name == "sources":
            raise BuildError(f"{at}: table {name!r} is not built by this script (built: "
                             f"{', '.join(t for t in BUILT_TABLES if t != 'sources')})")
        table = TABLES[name]
        if o["column"] not in table.column_names or o["column"] in (*table.key, "source", "notes"):
            raise BuildError(f"{at}: {name}.csv has no column {o['column']!r} an override may set")
        if not o["source"]:
            raise BuildError(f"{at}: an override needs a source")
        key = tuple(k.strip() for k in o["key"].split("|"))
        hits = [r for r in tables[name] if tuple(r.get(k, "") for k in table.key) == key]
        if len(hits) != 1:
            raise BuildError(f"{at}: {name}.csv has no row with key {' | '.join(table.key)} = {o['key']!r}")
        row = hits[0]
        if row.get(o["column"], "") == o["value"]:
            print(f"note: {at}: {name} {o['key']} {o['column']} is already {o['value']!r} in the build; "
                  "the override can go", file=sys.stderr)
        else:
            changed += 1
        row[o["column"]] = o["value"]
        bad = [p.split(": ", 1)[1] for p in validate(name, [row]) if f") {o['column']}=" in p]
        if bad:
            raise BuildError(f"{at}: {o['column']}={o['value']!r}: {bad[0]}")
        cites = [c.strip() for c in row["source"].split(";") if c.strip()]
        for c in (c.strip() for c in o["source"].split(";") if c.strip()):
            ids = [x.split()[0] for x in cites]
            if c.split()[0] not in ids:
                cites.append(c)
            elif " " in c:  # the id with the override's locator
                cites[ids.index(c.split()[0])] = c
        row["source"] = "; ".join(cites)
        row["notes"] = join_notes(row.get("notes", ""), o["notes"])
    return changed


def write_table(out_dir: Path, name: str, rows: list[dict]) -> None:
    table = TABLES[name]
    cols = list(table.column_names)
    rows = sorted(rows, key=lambda r: tuple(r.get(k, "") for k in table.key))
    df = pd.DataFrame([{c: r.get(c, "") for c in cols} for r in rows], columns=cols, dtype=object)
    df.to_csv(out_dir / table.filename, index=False, lineterminator="\n", encoding="utf-8")


def check_and_canonicalise(folder: Path, out: Path, hand: Path) -> None:
    """Load ``folder`` as the app loads a catalog (core.catalog.load_dir: schema, keys, references between
    tables, every cited source id known) and rewrite every table as the app writes it, so a user's first copy
    is byte-identical to the bundled files and later diffs show only edits. A BuildError lists the problems,
    naming a hand-kept file where it was read (``hand``) and a built one where it would be written (``out``)."""
    from gpu_advisor.core.catalog.load import load_dir
    from gpu_advisor.core.catalog.tableio import to_csv_bytes
    from gpu_advisor.messages import describe
    cat, problems = load_dir(folder)
    if cat is None:
        lines = []
        for p in (p for p in problems if p.severity == "error"):
            text = describe(p)
            for name in HAND_KEPT:
                text = text.replace(str(folder / TABLES[name].filename), str(hand / TABLES[name].filename))
            lines.append(text.replace(str(folder), str(out)))
        raise BuildError("the new catalog fails the app's own check (core.catalog.load_dir):\n  " + "\n  ".join(lines))
    for name, df in cat.tables.items():
        (folder / TABLES[name].filename).write_bytes(to_csv_bytes(df, TABLES[name]))


def frame_cells(path: Path, column: str) -> list[str]:
    """The non-empty cells of one column of a catalog CSV (as written; for the summary)."""
    df = pd.read_csv(path, dtype=str, keep_default_na=False, encoding="utf-8")
    return [c for c in df.get(column, pd.Series(dtype=str)) if c]


def current_umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


def replace_dir(new: Path, target: Path) -> None:
    """Put the finished folder ``new`` in place of ``target`` by two renames on one file system: a reader
    sees the old folder or the new one, never a mix (for an instant between the renames, none)."""
    if not target.exists():
        os.rename(new, target)
        return
    old = target.with_name(f".{target.name}.old-{os.getpid()}")
    if old.exists():
        shutil.rmtree(old)
    os.rename(target, old)
    try:
        os.rename(new, target)
    except BaseException:
        os.rename(old, target)
        raise
    shutil.rmtree(old, ignore_errors=True)


# Every table this script does not build is kept by hand: read from the hand-kept folder, checked and
# written in canonical form with the built ones. (The manifest and any other file are copied as they are.)
