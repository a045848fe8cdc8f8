"""Import, export, reset and the bundled merge of the user's catalog: what a CSV file (or the bundled catalog) would
change, worked out before anything is changed, and the catalog written out as CSV files. Split from
``core/catalog/store.py`` (the store of generations, which these use to save).
"""

from __future__ import annotations

import datetime as _dt
import errno
import re
import shutil
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
import pandas as pd

from ..base import (atomic_write, CatalogError, EmptyTable, ERROR, FileExists, MissingColumn, NotAFolder, NotWritable,
                    paths, Problem, UnknownInstance)
from . import price_cites
from .model import Catalog
from .load import load_bundled, validate_catalog
from .schema import TABLE_ORDER, TABLES
from .sources import USER
from .store import CatalogStore, catalog_files
from .tableio import file_columns, format_table, has_errors, read_table_rows


# --------------------------------------------------------------------------- import / export


@dataclass
class ImportPlan:
    """What importing one CSV file would change, computed before anything is changed."""

    file: str
    table: str | None
    encoding: str | None
    frame: pd.DataFrame | None
    problems: list[Problem]
    added: int = 0
    changed: int = 0
    unchanged: int = 0
    removed: int = 0  # only with mode "replace"
    mode: str = "merge"
    result: Catalog | None = None
    # A merge of a file without some required columns (a price list: provider, region, instance type, price): the
    # columns it lacks. Such a file updates rows the table has, in its own columns, and cannot add rows.
    lacks: tuple[str, ...] = ()
    # A merge: values the catalog has that empty cells of the file would clear (an empty cell means empty; said in
    # the preview, as a file of prices with its spot column left blank would wipe the spot prices)
    cleared: int = 0

    @property
    def ok(self) -> bool:
        return self.result is not None and not has_errors(self.problems)


def row_keys(df: pd.DataFrame, key: tuple[str, ...]) -> pd.Series:
    """Each row's key (its key columns, lower case, joined) as one string: what a merge matches rows by."""
    if not len(df):
        return pd.Series([], dtype=object)
    # Column by column (a price file may hold 100,000 rows; a Python join per row took seconds).
    cols = [df[c].astype(str).str.lower() for c in key]
    return (cols[0].str.cat(pd.concat(cols[1:], axis=1), sep="\x1f") if len(cols) > 1 else cols[0]).rename(None)


def plan_import(cat: Catalog, data: bytes, file: str, table: str | None = None, mode: str = "merge",
                today: _dt.date | None = None, titles: Mapping[str, str] | None = None) -> ImportPlan:
    """Check a CSV file and work out the merged catalog; nothing is written.

    ``merge`` adds new rows and replaces rows with the same key; ``replace`` makes the file the
    whole table. The file is rejected whole if any cell or any cross-table check fails. ``titles``: column name →
    its heading as the app shows it, accepted in the header (``read_table_rows``).
    """
    if mode not in ("merge", "replace"):
        raise ValueError(mode)
    name, df, enc, problems, file_rows, header = read_table_rows(data, file, table, today, titles)
    plan = ImportPlan(file, name, enc, df, problems, mode=mode)
    if mode == "merge" and name is not None and df is not None:
        plan.lacks = tuple(str(p.column) for p in problems if isinstance(p.what, MissingColumn))
        if plan.lacks and not set(plan.lacks) & set(TABLES[name].key):
            # A trimmed file with the key: it merges into the rows it names; a row it would add is refused by its key.
            plan.problems = problems = [p for p in problems if not isinstance(p.what, MissingColumn)]
            problems.extend(_rows_it_cannot_add(cat, name, df, file, file_rows, plan.lacks))
        else:
            plan.lacks = ()
    if df is not None and name is not None and has_errors(problems):
        plan.problems.extend(_unknown_references(cat, name, df, file, file_rows))  # every bad cell of a row, at once
    if df is None or name is None or has_errors(problems):
        if df is not None and name is not None and mode == "merge":
            plan.frame = df[list(file_columns(header, TABLES[name]))]  # the preview shows what the file gives
        return plan
    if df.empty:
        plan.problems.append(Problem(file, EmptyTable()))
        return plan
    if name != "sources" and "source" in df.columns:
        # A source written as free text (a file from elsewhere) is kept whole as an 'imported' source.
        from .sources import register_free_text
        reg = register_free_text({name: df[["source"]].astype(object), "sources": cat["sources"].astype(object)})
        df = df.copy()
        df["source"] = reg[name]["source"].to_numpy()
        if len(reg["sources"]) != len(cat["sources"]):
            cat = cat.with_table("sources", reg["sources"].reindex(columns=cat["sources"].columns))
        plan.frame = df
    t = TABLES[name]
    old = cat[name]
    # A merge changes only the columns the file has: a column left out of the file (notes, monthly) keeps the
    # catalog's values in the rows it updates (a replace makes the file the table, so those cells are empty).
    given = list(file_columns(header, t)) if mode == "merge" else list(t.column_names)
    old_keys = row_keys(old, t.key)
    new_keys = row_keys(df, t.key)
    in_old = new_keys.isin(set(old_keys))
    plan.added = int((~in_old).sum())
    # the cells as text ("" for an empty one), for the counts, the cleared values and the changed prices
    old_fmt = new_fmt = None
    if in_old.any():
        old_by_key: dict[str, int] = dict(zip(old_keys, range(len(old))))
        old_fmt = format_table(old, t)[given]
        new_fmt = format_table(df, t)[given]
        same = 0
        for i, key in enumerate(new_keys):
            j = old_by_key.get(key)
            if j is not None and list(new_fmt.iloc[i]) == list(old_fmt.iloc[j]):
                same += 1
        plan.unchanged = same
        plan.changed = int(in_old.sum()) - same
    if mode == "merge" and len(given) < len(t.column_names) and plan.frame is not None:
        plan.frame = plan.frame[given]  # the preview shows what the file gives
    row_of_new: list[int | None]  # merged row index -> imported row index (None: a row kept from the catalog)
    if mode == "replace":
        merged = df.copy()
        plan.removed = int((~old_keys.isin(set(new_keys))).sum())
        row_of_new = list(range(len(df)))
    else:
        # Rows with a known key are updated where they stand (in the file's columns); new rows go at the end.
        pos_of_new = dict(zip(new_keys, range(len(df))))
        merged = old.copy()
        new_row: dict[int, int] = {}
        hits = [(j, pos_of_new[k]) for j, k in enumerate(old_keys) if k in pos_of_new]
        if hits:
            js, is_ = zip(*hits)
            assert old_fmt is not None and new_fmt is not None  # (a hit is a row with a known key: formatted above)
            before, after = old_fmt.iloc[list(js)].to_numpy(), new_fmt.iloc[list(is_)].to_numpy()
            repriced = _repriced(name, js, before, after, given)
            plan.cleared = int(((after == "") & (before != "")).sum())  # text cells too ("notes" left empty)
            for c in given:
                col = merged[c].copy()
                col.iloc[list(js)] = df[c].iloc[list(is_)].array
                merged[c] = col
            # A price the file changes is the user's own from today (as a price typed in the editor), unless the
            # file gives the rows' source and date itself: in an instance row only the prices it changes (their
            # user_prices entries, price_cites.py), the row's other prices keep their source and date.
            provenance = _provenance(name, given, today) if repriced else {}
            if provenance and price_cites.COLUMN in merged.columns and name == "instances":
                merged[price_cites.COLUMN] = _user_prices_after(merged[price_cites.COLUMN], js, before, after, given,
                                                                today)
            else:
                for c, v in provenance.items():
                    col = merged[c].copy()
                    col.iloc[repriced] = v
                    merged[c] = col
            new_row.update(dict(hits))
        fresh = df[(~in_old).to_numpy()]
        if len(fresh) and set(plan.lacks) & set(_OWN):
            # Only the provenance is missing (the other columns are, or the rows were refused): the file's new rows
            # are the user's own from today, as a row added in the editor.
            fresh = fresh.assign(**{c: v(today) for c, v in _OWN.items() if c in plan.lacks})
        if len(fresh):
            base = len(merged)
            merged = pd.concat([merged, fresh], ignore_index=True)
            new_row.update({base + n: int(i) for n, i in enumerate(fresh.index)})
        row_of_new = [new_row.get(j) for j in range(len(merged))]
    new_cat = cat.with_table(name, merged)
    cross = [p for p in validate_catalog(new_cat) if p.severity == ERROR]
    if cross:
        # Point cross-table problems of the imported table at the imported file's own rows.
        fixed = []
        for p in cross:
            if p.file.endswith(TABLES[name].filename) and p.row is not None:
                src = row_of_new[p.row - 2] if p.row - 2 < len(row_of_new) else None
                if src is not None:  # the file's own row (blank lines in the file are skipped in the frame)
                    row = file_rows[src] if src < len(file_rows) else src + 2
                    p = Problem(file, p.what, row=row, column=p.column, value=p.value)
            fixed.append(p)
        plan.problems.extend(fixed)
        return plan
    plan.result = new_cat
    return plan


# The provenance of a row the user adds (``edits.new_row``): filled in when a file leaves it out.
_OWN = {"source": lambda today: USER, "as_of": lambda today: (today or _dt.date.today()).isoformat()}


def _rows_it_cannot_add(cat: Catalog, name: str, df: pd.DataFrame, file: str, file_rows, lacks: tuple[str, ...]
                        ) -> list[Problem]:
    """For a file without the required columns ``lacks``: its rows whose key the table lacks (a row cannot be added
    without them; the provenance alone is filled in), one problem each at the row's key (an instance: "no instance … in the catalog"), or the missing
    columns once when the table is not instances."""
    t = TABLES[name]
    new = ~row_keys(df, t.key).isin(set(row_keys(cat[name], t.key))).to_numpy()
    if not new.any() or set(lacks) <= set(_OWN):
        return []
    if name != "instances":
        return [Problem(file, MissingColumn(), row=1, column=c) for c in lacks]
    out = []
    for i in np.flatnonzero(new).tolist():
        key = " / ".join(str(df[c].iloc[i]) for c in t.key)
        out.append(Problem(file, UnknownInstance(), row=file_rows[i] if i < len(file_rows) else i + 2,
                           column="instance_type", value=key))
    return out


def _repriced(name: str, js, before: np.ndarray, after: np.ndarray, given: list[str]) -> list[int]:
    """The positions ``js`` in the table whose price or rate cells (``edits.PRICE_CELLS``) among ``given`` the file
    changes (``before``/``after``: those rows' ``given`` cells as text, the catalog's and the file's)."""
    from .edits import PRICE_CELLS
    cols = [given.index(c) for c in PRICE_CELLS.get(name, ()) if c in given]
    if not cols:
        return []
    return [j for j, differs in zip(js, (before[:, cols] != after[:, cols]).any(axis=1).tolist()) if differs]


def _user_prices_after(cells: pd.Series, js, before: np.ndarray, after: np.ndarray, given: list[str],
                       today: _dt.date | None) -> pd.Series:
    """An instance table's ``user_prices`` column after a merge that changes the prices of the rows at positions
    ``js`` (``before``/``after``: those rows' ``given`` cells as text): each price the file changes is the user's own
    as of today, each price it empties is no one's (as a price typed or emptied in the editor)."""
    from .edits import PRICE_CELLS
    day = (today or _dt.date.today()).isoformat()
    cols = [(given.index(c), c) for c in PRICE_CELLS["instances"] if c in given]
    out: list[object] = cells.astype(object).tolist()
    for k, j in enumerate(js):
        for ci, c in cols:
            if before[k, ci] != after[k, ci]:
                out[j] = price_cites.with_user_price(out[j], c, None if after[k, ci] == "" else day)
    return pd.Series(out, index=cells.index, dtype=object)


def _provenance(name: str, given: list[str], today: _dt.date | None) -> dict[str, str]:
    """The provenance cells a merge sets on the rows whose prices it changes: ``edits.provenance_after_edit``'s
    (source: the user, today's date) that the file does not give itself."""
    from .edits import PRICE_CELLS, provenance_after_edit
    out: dict[str, str] = {}
    for c in PRICE_CELLS.get(name, ()):
        if c in given:
            out.update(provenance_after_edit(name, c, today))
    return {c: v for c, v in out.items() if c not in given}


def _unknown_references(cat: Catalog, name: str, df: pd.DataFrame, file: str, file_rows) -> list[Problem]:
    """The file's GPUs and providers that are not in the catalog, for a file refused for its cells already (the
    cross-table checks run only on a file whose cells are all valid): so a row with a bad price and an unknown
    GPU reports both."""
    from ..base import UnknownGpu, UnknownProvider
    from .tableio import closest
    out = []
    for col, (ref_table, ref_col) in TABLES[name].references.items():
        if col not in df.columns or ref_table not in ("gpus", "providers"):
            continue
        known = set(cat[ref_table][ref_col].astype(str))
        for i, v in enumerate(df[col].astype(str).tolist()):
            if v and v not in known and v not in ("nan", "<NA>"):
                what = UnknownGpu(closest=closest(v, known)) if ref_table == "gpus" else \
                    UnknownProvider(closest=closest(v, known))
                out.append(Problem(file, what, row=file_rows[i] if i < len(file_rows) else i + 2, column=col, value=v))
    return out


def export_dir(cat: Catalog, target: Path, overwrite: bool = False) -> list[Path]:
    """Write every table as CSV (UTF-8 with BOM, so spreadsheets show Chinese) into ``target``.

    Refuses (CatalogError, nothing written) when a file exists and ``overwrite`` is False.
    """
    target = Path(target)
    files = catalog_files(cat, bom=True)
    if target.exists() and not target.is_dir():
        raise CatalogError([Problem(str(target), NotAFolder())])
    if not overwrite:
        clash = [n for n in files if (target / n).exists()]
        if clash:
            raise CatalogError([Problem(str(target / n), FileExists()) for n in clash])
    try:
        target.mkdir(parents=True, exist_ok=True)
        written = []
        for n, b in files.items():
            atomic_write(target / n, b)
            written.append(target / n)
    except PermissionError as exc:
        raise CatalogError([Problem(str(target), NotWritable(reason=str(exc)))]) from exc
    return written


def reset_to_bundled(store: CatalogStore) -> tuple[str, Path | None]:
    """Replace the user's catalog by the bundled one, after a backup copy; (generation, backup).

    If the backup cannot be written completely (disk full...), the partial copy is removed and
    nothing changes (the OSError is raised).
    """
    with store.locked():
        backup = None
        current = store.current_dir()
        if current is not None:
            stamp = _dt.datetime.now().strftime("%Y%m%d-%H%M%S")
            backup = paths.backups_dir() / f"catalog-{stamp}"
            n = 1
            while backup.exists():
                n += 1
                backup = paths.backups_dir() / f"catalog-{stamp}-{n}"
            backup.parent.mkdir(parents=True, exist_ok=True)
            try:
                shutil.copytree(current, backup)
            except (OSError, shutil.Error) as exc:
                shutil.rmtree(backup, ignore_errors=True)
                if isinstance(exc, shutil.Error):  # copytree gathers every file's error in one huge message
                    first = str(exc.args[0][0][2]) if exc.args and exc.args[0] else ""
                    m = re.match(r"\[Errno (\d+)\] ([^:]*)", first)
                    code, why = (int(m.group(1)), m.group(2)) if m else (errno.EIO, "copy failed")
                    raise OSError(code, why, str(backup)) from None
                raise
        name = store.save(load_bundled(), reason="reset")
    return name, backup


# --------------------------------------------------------------------------- merging bundled updates


@dataclass
class MergePlan:
    """Rows of a newer bundled catalog that the user's catalog lacks or holds differently."""

    new_rows: dict[str, pd.DataFrame]  # table -> bundled rows whose key the user's table lacks
    differing: dict[str, int]  # table -> rows with the same key but other values, the user's own edits (kept)
    bundled_version: str
    # table -> bundled rows for rows the user never changed (equal to the base's: three-way), which they replace
    updated: dict[str, pd.DataFrame] = field(default_factory=dict)
    bundled_digest: str = ""

    @property
    def count(self) -> int:
        return sum(len(d) for d in self.new_rows.values())

    @property
    def changes(self) -> int:
        """Rows the merge adds or brings up to date."""
        return self.count + sum(len(d) for d in self.updated.values())


def plan_bundled_merge(user: Catalog, bundled: Catalog, base: Catalog | None = None) -> MergePlan:
    """Compare. Missing bundled rows are offered; with ``base`` (the bundled catalog the user's last took in,
    ``bundled_base.base_catalog``), a row that differs from the new bundled one but equals the base's was never
    changed by the user: it takes the bundled values. A row the user changed is never touched."""
    from .bundled_base import bundled_digest
    new_rows, differing, updated = {}, {}, {}
    for name in TABLE_ORDER:
        t = TABLES[name]
        u, b = user[name], bundled[name]
        if b.empty:
            continue
        uk, bk = row_keys(u, t.key), row_keys(b, t.key)
        missing = ~bk.isin(set(uk))
        if missing.any():
            new_rows[name] = b[missing.to_numpy()].reset_index(drop=True)
        common = bk[~missing]
        if not len(common):
            continue
        ufmt = format_table(u, t).set_index(uk.to_numpy())
        bfmt = format_table(b, t).set_index(bk.to_numpy())
        old = None
        if base is not None and not base[name].empty:
            bt = base[name]
            old = format_table(bt, t).set_index(row_keys(bt, t.key).to_numpy())
            if old.index.duplicated().any():
                old = None  # a base with a key twice is not one to decide by
        take: list[int] = []
        kept = 0
        for pos, k in zip(np.flatnonzero(~missing.to_numpy()), common):
            mine = list(ufmt.loc[k])
            if mine == list(bfmt.loc[k]):
                continue
            if old is not None and k in old.index and mine == list(old.loc[k]):
                take.append(int(pos))
            else:
                kept += 1
        if take:
            updated[name] = b.iloc[take].reset_index(drop=True)
        if kept:
            differing[name] = kept
    return MergePlan(new_rows, differing, bundled.version, updated, bundled_digest())


def apply_bundled_merge(user: Catalog, plan: MergePlan) -> Catalog:
    from .bundled_base import MERGED_META
    tables = {}
    for name, rows in plan.updated.items():  # in place: the user's row order stays
        t = TABLES[name]
        frame = user[name].copy()
        at = {k: i for i, k in enumerate(row_keys(frame, t.key))}
        for k, (_, row) in zip(row_keys(rows, t.key), rows.iterrows()):
            if k in at:
                frame.iloc[at[k]] = row[frame.columns].to_numpy()
        tables[name] = frame
    for name, rows in plan.new_rows.items():
        tables[name] = pd.concat([tables.get(name, user[name]), rows], ignore_index=True)
    out = user.with_tables(tables)
    # saved, this catalog's base becomes the bundled catalog it took in (core/catalog/bundled_base.py)
    return out.with_meta(based_on_bundled=plan.bundled_version, **{MERGED_META: plan.bundled_digest})
