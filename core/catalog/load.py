"""The price and spec catalog: the immutable ``Catalog``, its one cache, loading and validation.

Writing, the user's stored catalog (``CatalogStore``: generations, locking, repair), import, export, reset and
the merge of a newer bundled catalog live in ``core/catalog/store.py``; their names are re-exported here, so
``from gpu_advisor.core.catalog import CatalogStore`` keeps working.
"""

from __future__ import annotations

import dataclasses
import datetime as _dt
import json
import re
from collections.abc import Iterable, Mapping
from importlib.abc import Traversable
from pathlib import Path

import numpy as np
import pandas as pd

from ..base import (AboveMax, BadManifest, BadPattern, BadSourceId, CatalogError, DuplicateAlias, EmptyTable,
                    MissingFxRate, MissingTable, NotAnInteger, paths, PriceNeeded, FractionalGpuCount, Problem, SchemaTooNew, UnknownGpu,
                    UnknownProvider, UnknownSource, WARNING)
from .migrations import migrate
from .schema import LATER_BOUNDS, REQUIRED_NONEMPTY, SCHEMA_VERSION, TABLE_ORDER, TABLES
from .tableio import check_keys, closest, empty_table, has_errors, read_table_bytes

from .model import (MANIFEST, cached_own, Catalog, file_names)


# --------------------------------------------------------------------------- reading


def _read_manifest(read_bytes, file_label: str) -> tuple[dict, list[Problem]]:
    data = read_bytes(MANIFEST)
    if data is None:
        return {"schema_version": 0}, []
    try:
        meta = json.loads(data.decode("utf-8-sig"))
        if not isinstance(meta, dict):
            raise ValueError("not an object")
        v = meta.get("schema_version")
        if not isinstance(v, int) or v < 0:
            return {}, [Problem(f"{file_label}/{MANIFEST}", BadManifest(), column="schema_version", value=str(v))]
        return meta, []
    except (ValueError, UnicodeDecodeError) as exc:
        return {}, [Problem(f"{file_label}/{MANIFEST}", BadManifest(reason=str(exc)))]


def _load(read_bytes, label: str, today: _dt.date | None = None, strict: bool = True, stored: bool = False,
          reuse: Mapping[str, tuple[bytes, pd.DataFrame]] | None = None) -> tuple[Catalog | None, list[Problem]]:
    """Read, migrate and check a catalog from a ``read_bytes(filename) -> bytes | None`` source.

    ``strict=False`` still returns the catalog when only cross-table checks fail (recovery copies).
    ``stored``: a catalog the app saved itself (a generation of the user's catalog, the bundled one). Its dates
    later than today are warnings, kept as they are: they were not in the future when the version was saved (the
    clock went back since, or it ran fast then), and refusing them would leave no catalog to work with — every
    command, ``restore-previous`` included, would stop. Text entering the catalog (import, update, the editor)
    keeps refusing them.
    ``reuse``: table -> (bytes, typed frame) of an earlier load of a current-schema catalog in which that table's
    file parsed without a problem; a file with exactly those bytes is not parsed again (a save reads back only
    the tables it changed).
    """
    meta, problems = _read_manifest(read_bytes, label)
    if problems:
        return None, problems
    version = meta["schema_version"]
    if version > SCHEMA_VERSION:
        return None, [Problem(f"{label}/{MANIFEST}", SchemaTooNew(supported=SCHEMA_VERSION), value=str(version))]
    raw_tables: dict[str, bytes] = {}
    if version < SCHEMA_VERSION:
        reuse = None  # the frames come from migrated text, not from these bytes
    for name in TABLE_ORDER:
        data = read_bytes(TABLES[name].filename)
        if data is not None:
            raw_tables[name] = data
    if version < SCHEMA_VERSION:
        # Migrations work on string frames: parse leniently first, then migrate, then check.
        from .tableio import parse_csv
        parsed = {}
        for name, data in raw_tables.items():
            raw, p = parse_csv(data, f"{label}/{TABLES[name].filename}")
            problems += p
            if raw is not None:
                parsed[name] = raw.frame
        if has_errors(problems):
            return None, problems
        migrated, _ = migrate(parsed, version)
        raw_tables = {n: df.to_csv(index=False, lineterminator="\n").encode("utf-8") for n, df in migrated.items()}
        meta = {**meta, "schema_version": SCHEMA_VERSION, "migrated_from": version}
    tables: dict[str, pd.DataFrame] = {}
    for name in TABLE_ORDER:
        file = f"{label}/{TABLES[name].filename}"
        if name not in raw_tables:
            if name in REQUIRED_NONEMPTY:
                problems.append(Problem(file, MissingTable()))
            tables[name] = empty_table(TABLES[name])
            continue
        known = reuse.get(name) if reuse else None
        if known is not None and known[0] == raw_tables[name]:
            tables[name] = known[1]
            continue
        _, df, _, p = read_table_bytes(raw_tables[name], file, name, today)
        if stored:  # the user's own catalog keeps loading: a future date, a figure above a bound added later
            p = [dataclasses.replace(q, severity=WARNING) if q.code == STORED_WARNINGS[0]
                 or (q.code == STORED_WARNINGS[1] and (name, q.column) in LATER_BOUNDS) else q for q in p]
        problems += p
        tables[name] = df if df is not None else empty_table(TABLES[name])
    catalog = Catalog(tables, meta)
    if not has_errors(problems):
        problems += validate_catalog(catalog, label)
        if not strict:
            return catalog, problems
    return (None if has_errors(problems) else catalog), problems


# The problems of reading one table's file that a stored catalog keeps as warnings (``_load``); every other problem
# of reading a file is an error.
STORED_WARNINGS = ("date_in_future", "above_max")


def load_dir(path: Path | Traversable, today: _dt.date | None = None, strict: bool = True,
             trusted: bool = False, stored: bool = False) -> tuple[Catalog | None, list[Problem]]:
    """Load and check a catalog folder; (None, problems) if any error.

    ``trusted``: files identical to ones validated before skip parsing and validation (``core.trusted``;
    never for a given ``today``). ``stored``: a catalog the app saved (dates later than today are warnings;
    see ``_load``)."""
    def read_bytes(name: str) -> bytes | None:
        p = path / name
        return p.read_bytes() if p.is_file() else None
    if not trusted or today is not None:
        return _load(read_bytes, str(path), today, strict, stored)
    files = {n: b for n in file_names() if (b := read_bytes(n)) is not None}
    return load_files(files, str(path), today, strict, trusted=True, stored=stored)


def load_files(files: Mapping[str, bytes], label: str, today: _dt.date | None = None, strict: bool = True,
               trusted: bool = False, stored: bool = False,
               reuse: Mapping[str, tuple[bytes, pd.DataFrame]] | None = None) -> tuple[Catalog | None, list[Problem]]:
    """Load and check a catalog from its files (file name -> bytes; ``label`` names the folder), as ``load_dir``.

    ``reuse``: tables parsed before from identical bytes (see ``_load``)."""
    if not trusted or today is not None:
        return _load(files.get, label, today, strict, stored, reuse)
    from . import trusted as tr
    key = tr.key_of(dict(files), strict, stored)
    hit = tr.recall(key)
    if hit is not None:
        tables, meta, problems = hit
        known = Catalog(tables, meta)
        cached_own(known, FILES_KEY, lambda: key)
        return known, problems
    cat, problems = _load(files.get, label, today, strict, stored, reuse)
    if cat is not None:
        tr.remember(key, {n: cat[n] for n in cat.tables}, dict(cat.meta), problems)
        cached_own(cat, FILES_KEY, lambda: key)
    return cat, problems


FILES_KEY = ("load", "files_key")  # the catalog object's own entry (``cached_own``): the key of the files it was loaded from


def files_key(cat: Catalog) -> str | None:
    """The key of the files ``cat`` was loaded from (``core.trusted.key_of``: the SHA-256 of every file's name and
    bytes with the code that reads them), for a catalog loaded by the trusted path (the user's stored catalog, the
    bundled one); None for any other (built or changed in memory: ``with_table`` makes a new catalog, without it).
    What derives from the files alone can be kept across starts under this key (``core/select/offer_cache.py``)."""
    return cached_own(cat, FILES_KEY, lambda: None)


def remembered_tables(files: Mapping[str, bytes], strict: bool = True, stored: bool = False
                      ) -> dict[str, pd.DataFrame] | None:
    """The typed tables ``core.trusted`` remembers for exactly these files (validated before), or None; never
    for a migrated catalog (its frames do not come from these bytes)."""
    from . import trusted as tr
    hit = tr.recall(tr.key_of(dict(files), strict, stored))
    if hit is None or "migrated_from" in hit[1]:
        return None
    return dict(hit[0])


_BUNDLED_CACHE: dict[str, Catalog] = {}  # the loaded bundled catalog (immutable, so shared), per folder


def load_bundled() -> Catalog:
    """The catalog shipped with the app (parsed once per process; the same immutable object each call, so what
    the engine derives from it is shared too).

    Raises CatalogError if it is broken (a packaging bug).
    """
    root = paths.bundled_catalog()
    key = str(root)
    if key not in _BUNDLED_CACHE:
        cat, problems = load_dir(root, trusted=True, stored=True)  # a clock set back years still has a catalog
        if cat is None:
            raise CatalogError(problems)
        _BUNDLED_CACHE[key] = cat
    return _BUNDLED_CACHE[key]


# --------------------------------------------------------------------------- validation


def _norm_name(s: str) -> str:
    return re.sub(r"[\s\-_]+", "", str(s)).lower()


def validate_catalog(cat: Catalog, label: str = "catalog") -> list[Problem]:
    """Checks across tables: references, currencies, unique aliases, required tables not empty."""
    problems: list[Problem] = []

    def f(name: str) -> str:
        return f"{label}/{TABLES[name].filename}"

    for name in REQUIRED_NONEMPTY:
        if cat.tables.get(name) is None or cat.tables[name].empty:
            problems.append(Problem(f(name), EmptyTable()))

    providers = set(cat["providers"]["provider"].astype(str))
    gpus = cat["gpus"]
    gpu_names = set(gpus["gpu"].astype(str))

    # Aliases: every spelling must resolve to exactly one GPU (and one provider).
    for tname, keycol in (("gpus", "gpu"), ("providers", "provider")):
        t = cat[tname]
        owner: dict[str, str] = {}
        for i, (name, aliases) in enumerate(zip(t[keycol].astype(str), t["aliases"].astype(str))):
            spellings = [name] + [a for a in aliases.split(";") if a.strip()]
            if tname == "providers":
                spellings += [str(t.at[i, "name_en"]), str(t.at[i, "name_zh"])]
            for sp in dict.fromkeys(_norm_name(s) for s in spellings):
                if sp in owner and owner[sp] != name:
                    problems.append(Problem(f(tname), DuplicateAlias(other=owner[sp]), row=i + 2, column="aliases",
                                            value=sp))
                owner.setdefault(sp, name)

    # The decision tree's GPU counts: whole numbers of at least 1, separated by ';'.
    tree = cat.tables.get("decision_tree")
    if tree is not None and "gpu_counts" in tree:
        for i, text in enumerate(tree["gpu_counts"].astype(str)):
            for part in text.split(";"):
                if not re.fullmatch(r"\s*[1-9][0-9]*\s*", part):
                    problems.append(Problem(f("decision_tree"), NotAnInteger(), row=i + 2, column="gpu_counts",
                                            value=part.strip()))

    def check_ref(tname: str, col: str, known: set[str], extra: Iterable[str] = (), allow_empty: bool = False):
        t = cat.tables.get(tname)
        if t is None or t.empty:
            return
        ok = known | set(extra)
        vals = t[col].astype(str)
        bad = ~vals.isin(ok)
        if allow_empty:
            bad &= vals != ""
        for i in bad[bad].index:
            v = str(vals.at[i])
            near = closest(v, ok)
            what = UnknownGpu(closest=near) if col == "gpu" else UnknownProvider(closest=near)
            problems.append(Problem(f(tname), what, row=int(i) + 2, column=col, value=v))

    check_ref("instances", "provider", providers)
    check_ref("instances", "gpu", gpu_names)
    check_ref("gpu_names", "provider", providers)
    check_ref("gpu_names", "gpu", gpu_names)
    from .names import check_gpu_names
    for i, col, val in check_gpu_names(cat.tables.get("gpu_names")):
        problems.append(Problem(f("gpu_names"), BadPattern(), row=i + 2, column=col, value=val))
    for tname in ("instance_purposes", "instance_cpus", "instance_disks"):
        for i, col, val in check_gpu_names(cat.tables.get(tname)):
            problems.append(Problem(f(tname), BadPattern(), row=i + 2, column=col, value=val))
    check_ref("host_rules", "gpu", gpu_names, allow_empty=True)
    check_ref("gpu_support", "gpu", gpu_names)
    check_ref("instance_purposes", "provider", providers)
    check_ref("instance_cpus", "provider", providers)
    check_ref("instance_disks", "provider", providers)
    for tname in ("storage", "transfer", "instance_network", "spot_interruption", "disk_tiers"):
        check_ref(tname, "provider", providers, extra=("generic",))
    check_ref("spot_rules", "provider", providers, extra=("any",))
    # Spot rules that are a share (at most 1) or a monthly percentage of servers (below 100: a rate of 100% would
    # leave no time between interruptions). The schema bounds every value at 0 from below.
    rules = cat.tables.get("spot_rules")
    if rules is not None and {"rule", "value"} <= set(rules.columns):
        top = {"band_point": 1.0, "risk_quantile": 0.999, "discount_max_pct": 100.0, "fallback_pct_month": 99.0,
               "service_spot": 1.0}
        for i, (rule, v) in enumerate(zip(rules["rule"].astype(str), pd.to_numeric(rules["value"], errors="coerce"))):
            if rule in top and v == v and float(v) > top[rule]:
                problems.append(Problem(f("spot_rules"), AboveMax(max=top[rule]), row=i + 2, column="value",
                                        value=v))

    # Every currency used needs a rate to the others.
    used: set[str] = set()
    for tname in ("instances", "storage", "transfer"):
        priced = cat.tables.get(tname)
        if priced is not None and not priced.empty:
            used |= set(priced["currency"].astype(str)) - {""}
    fx = cat["fx_rates"]
    pairs = {(b, q) for b, q in zip(fx["base"], fx["quote"])}
    cur = sorted(used)
    for i, a in enumerate(cur):
        for b in cur[i + 1:]:
            if (a, b) not in pairs and (b, a) not in pairs:
                problems.append(Problem(f("fx_rates"), MissingFxRate(), value=f"{a}/{b}"))

    problems += _check_sources(cat, f)

    # Instances nobody can price yet are kept (the user enters a quoted price) and said once.
    rows = price_needed_rows(cat["instances"])
    if len(rows):
        problems.append(Problem(f("instances"), PriceNeeded(count=len(rows), rows=[int(i) + 2 for i in rows]),
                                column="on_demand_hour", value=str(len(rows)), severity=WARNING))
    # More than one GPU but not whole (1.5): kept (fractions are allowed for vGPU slices), never recommended; said,
    # so the row does not drop out of every answer unexplained. (The catalog's own slices below one GPU are
    # documented in their rows.)
    gc = cat["instances"]["gpu_count"].to_numpy(float)
    with np.errstate(invalid="ignore"):
        odd = np.flatnonzero((gc > 1) & (gc != np.floor(gc)))
    if len(odd):
        problems.append(Problem(f("instances"), FractionalGpuCount(count=len(odd), rows=[int(i) + 2 for i in odd]),
                                column="gpu_count", value=str(len(odd)), severity=WARNING))
    return problems


def price_needed_rows(inst: pd.DataFrame) -> list[int]:
    """Positions of instance rows with no on-demand, spot or monthly price: shapes waiting for the
    price the user is quoted (they take part in recommendations once a price is entered)."""
    if inst is None or inst.empty:
        return []
    unpriced = inst["on_demand_hour"].isna() & inst["spot_hour"].isna() & inst["monthly"].isna()
    return [int(i) for i in range(len(inst)) if bool(unpriced.iat[i])]


def _check_sources(cat: Catalog, f) -> list[Problem]:
    """Source ids are well formed, and every row's ``source`` cites ids of the sources table."""
    from .sources import SOURCE_ID_RE, unknown_parts
    problems: list[Problem] = []
    src = cat.tables.get("sources")
    ids = src["source_id"].astype(str) if src is not None and not src.empty else pd.Series([], dtype=object)
    for i, sid in enumerate(ids):
        if not SOURCE_ID_RE.match(sid):
            problems.append(Problem(f("sources"), BadSourceId(), row=i + 2, column="source_id", value=sid))
    known = set(ids)
    for name in TABLE_ORDER:
        t = cat.tables.get(name)
        if name == "sources" or t is None or t.empty or "source" not in t.columns:
            continue
        cells = t["source"].fillna("").astype(str)
        verdict: dict[str, list[tuple[str, str]]] = {}
        for cell in cells.unique():
            if cell.strip() == "":
                continue  # 'required' is reported by the cell check
            verdict[cell] = unknown_parts(cell, known)
        for i, cell in enumerate(cells):
            for sid, part in verdict.get(cell, ()):
                problems.append(Problem(f(name), UnknownSource(closest=closest(sid or part, known)), row=i + 2,
                                        column="source", value=part))
    return problems


def validate_table(cat: Catalog, name: str, df: pd.DataFrame, label: str = "catalog") -> list[Problem]:
    """Problems of ``df`` as table ``name`` of ``cat`` (keys and cross-table checks), for edits."""
    problems = check_keys(df, TABLES[name], f"{label}/{TABLES[name].filename}")
    if problems:
        return problems
    return validate_catalog(cat.with_table(name, df), label)


# The store (core/catalog/store.py) and import/export and merge (core/catalog/tableimport.py), under their old names (imported
# last: both read the names above).
