"""Sources: what a row's ``source`` cell cites, resolved to the records of ``sources.csv``.

Every catalog row has a ``source`` cell naming one or more rows of the ``sources`` table by id,
separated by ``;``. An id may be followed by a locator inside that source (a section, a table,
a row), after a space::

    seed-000 §3.1; kaplan-2020

``cite`` turns such a cell into ``Citation`` records (title, publisher, date, URL, kind and the
locator), which the app, the PDF and the CSV print. No Qt, no sentences: the caller words it.
"""

from __future__ import annotations

import datetime as _dt
import hashlib
import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pandas as pd

if TYPE_CHECKING:  # core.catalog imports this module for its checks
    from .model import Catalog

SOURCE_ID_RE = re.compile(r"^[a-z0-9][a-z0-9._-]*$")
_CITE_RE = re.compile(r"^\s*([a-z0-9][a-z0-9._-]*)(?:\s+(.*?))?\s*$")

# Ids every catalog is expected to hold (the bundled one does): values the user types, and
# this product's own settings and assumptions.
USER = "user"  # a value typed by the user in the app
SETTING = "gpu-advisor-setting"
ASSUMPTION = "gpu-advisor-assumption"

# The records behind those ids, added to a catalog that lacks them (older user catalogs). Titles
# are for the CSV files; the app words these by kind.
STANDARD: dict[str, dict[str, str]] = {
    USER: {"kind": "user", "title": "Entered by the user", "publisher": "the user of GPU Cloud Advisor"},
    SETTING: {"kind": "setting", "title": "Setting of GPU Cloud Advisor",
              "publisher": "GPU Cloud Advisor",
              "notes": "a product choice, editable in the catalog; not taken from an outside source"},
    ASSUMPTION: {"kind": "assumption", "title": "Assumption of GPU Cloud Advisor",
                 "publisher": "GPU Cloud Advisor",
                 "notes": "a stated assumption where no source gives the figure; the row's notes say why"},
}

# Kinds that are not an outside source: the reader is told it is a choice, not a citation.
OWN_KINDS = ("setting", "assumption", "derivation", "user")


@dataclass(frozen=True)
class Citation:
    """One source cited by a row: the ``sources`` record plus the locator given in the cell."""

    source_id: str
    locator: str = ""
    known: bool = True  # False: the id is not in the sources table (the catalog does not check out)
    kind: str = ""
    title: str = ""
    publisher: str = ""
    date: str = ""
    url: str = ""
    notes: str = ""

    @property
    def is_own(self) -> bool:
        """A setting, assumption, derivation or user entry of this product, not an outside source."""
        return self.kind in OWN_KINDS

    def as_dict(self) -> dict:
        return {"source_id": self.source_id, "locator": self.locator, "kind": self.kind, "title": self.title,
                "publisher": self.publisher, "date": self.date, "url": self.url}


def parse_cell(cell) -> tuple[tuple[str, str], ...] | None:
    """``'seed-000 §3.1; kaplan-2020'`` -> ``(('seed-000', '§3.1'), ('kaplan-2020', ''))``.

    None when the cell is not a list of ids (free text, empty, or an id with capitals/spaces).
    """
    if cell is None or (isinstance(cell, float) and cell != cell):
        return None
    parts = [p for p in str(cell).split(";")]
    out = []
    for p in parts:
        if not p.strip():
            return None
        m = _CITE_RE.match(p)
        if not m:
            return None
        loc = m.group(2) or ""
        if loc.startswith("(") and loc.endswith(")") and _balanced(loc[1:-1]):
            loc = loc[1:-1]  # 'kaplan-2020 (C = 6ND)': the parentheses only set the locator apart
        out.append((m.group(1), loc))
    return tuple(out) or None


def _balanced(text: str) -> bool:
    depth = 0
    for ch in text:
        depth += (ch == "(") - (ch == ")")
        if depth < 0:
            return False
    return depth == 0


def format_cell(citations) -> str:
    """The inverse of ``parse_cell``: ``[('seed-000', '§3.1'), ('kaplan-2020', '')]`` -> text."""
    return "; ".join(f"{i} {loc}".strip() for i, loc in citations)


def _records(cat: Catalog) -> dict[str, dict]:
    """The sources table as {source_id: its fields as text}, once per catalog (the catalog's cache: the result's
    assumptions cite a few sources each, and each citation looked the whole table up again)."""
    from .model import Catalog, cached
    if not isinstance(cat, Catalog):
        return _new_records(cat)
    return cached(cat, "sources.records", lambda: _new_records(cat))


def _new_records(cat: Catalog) -> dict[str, dict]:
    t = cat.tables.get("sources")
    if t is None or t.empty:
        return {}
    cols = [c for c in ("source_id", "kind", "title", "publisher", "date", "url", "notes") if c in t.columns]
    return {str(r["source_id"]): r for r in t[cols].fillna("").astype(str).to_dict("records")}


def cite(cat: Catalog, cell) -> tuple[Citation, ...]:
    """The citations of one ``source`` cell. A cell that is not a list of ids (free text from an
    unchecked table) comes back as one unknown citation whose title is the text."""
    parsed = parse_cell(cell)
    if parsed is None:
        text = "" if cell is None else str(cell).strip()
        return (Citation(source_id="", known=False, title=text),) if text else ()
    recs = _records(cat)
    out = []
    for sid, loc in parsed:
        r = recs.get(sid)
        if r is None:  # the whole part is the best title: it may be free text that looks like an id
            out.append(Citation(source_id=sid, locator=loc, known=False, title=f"{sid} {loc}".strip()))
        else:
            out.append(Citation(source_id=sid, locator=loc, known=True, kind=r.get("kind", ""),
                                title=r.get("title", ""), publisher=r.get("publisher", ""),
                                date=r.get("date", ""), url=r.get("url", ""), notes=r.get("notes", "")))
    return tuple(out)


_TABLE_PREFIX = re.compile(r"^\s*[a-z_]+\.csv\b[^:]*:\s*(.*)$", re.DOTALL)


def cite_any(cat: Catalog, text) -> tuple[Citation, ...]:
    """Citations for a source cell, or for a source string of the form ``'<table>.csv <key>: <cell>'``
    (how the estimate engine labels the catalog row behind an assumption)."""
    m = _TABLE_PREFIX.match(str(text or ""))
    return cite(cat, m.group(1) if m else text)


def row_citations(cat: Catalog, row: Mapping | pd.Series) -> tuple[Citation, ...]:
    """The citations of a table row (anything with a ``source`` entry)."""
    return cite(cat, row.get("source", "") if hasattr(row, "get") else row["source"])


def unknown_parts(cell, known: set[str]) -> list[tuple[str, str]]:
    """(id, part as written) for each cited id missing from ``known``; a cell that is not an id
    list comes back whole as ('', cell)."""
    parsed = parse_cell(cell)
    if parsed is None:
        return [("", str(cell).strip())]
    return [(sid, f"{sid} {loc}".strip()) for sid, loc in parsed if sid not in known]


# --------------------------------------------------------------------------- adding sources


def _unique_id(base: str, taken: set[str]) -> str:
    base = re.sub(r"[^a-z0-9._-]+", "-", base.lower()).strip("-._") or "source"
    if base not in taken:
        return base
    n = 2
    while f"{base}-{n}" in taken:
        n += 1
    return f"{base}-{n}"


def add_source(cat: Catalog, kind: str, title: str, publisher: str = "", date: str = "", url: str = "",
               notes: str = "", source_id: str | None = None) -> tuple[Catalog, str]:
    """A copy of ``cat`` with one more sources row; returns it and the new id (made unique).

    ``cat`` is not changed. The caller saves the catalog and cites the id in a row's source.
    """
    from .schema import TABLES
    from .tableio import empty_table
    t = cat.tables.get("sources")
    if t is None:
        t = empty_table(TABLES["sources"])
    taken = set(t["source_id"].astype(str))
    sid = _unique_id(source_id or f"{kind}-{title}"[:48], taken)
    row = {c: "" for c in TABLES["sources"].column_names}
    row.update(source_id=sid, kind=kind, title=title, publisher=publisher, date=date, url=url, notes=notes)
    new = pd.concat([t, pd.DataFrame([row], columns=t.columns, dtype=object)], ignore_index=True)
    return cat.with_table("sources", new), sid


def add_quote(cat: Catalog, who: str, date: _dt.date | str, billing: str = "", notes: str = ""
              ) -> tuple[Catalog, str]:
    """Record a price quoted to the user (a sales quote, a console screenshot): who quoted it,
    when, for which billing mode. Returns the catalog with the new source and its id (``quote-…``).

    The title is the quoter as typed; the app words it ("Price quoted by …").
    """
    d = date.isoformat() if isinstance(date, _dt.date) else str(date)
    who = who.strip()
    base = f"quote-{d}-{who}" if who else f"quote-{d}"
    extra = f"billing: {billing}" if billing else ""
    return add_source(cat, "quote", who or "quoted price", publisher=who, date=d,
                      notes="; ".join(x for x in (extra, notes) if x), source_id=base[:48])


def ensure_standard(cat: Catalog) -> Catalog:
    """``cat`` with the standard records (user, setting, assumption) present; unchanged if they are."""
    t = cat.tables.get("sources")
    have = set() if t is None else set(t["source_id"].astype(str))
    for sid, rec in STANDARD.items():
        if sid not in have:
            cat, _ = add_source(cat, source_id=sid, **rec)
    return cat


def text_source_id(text: str) -> str:
    """A stable id for a free-text citation (older catalogs, imported files): ``text-<hash>``."""
    return "text-" + hashlib.sha1(text.strip().encode("utf-8")).hexdigest()[:10]


def register_free_text(tables: dict[str, pd.DataFrame], legacy: dict[str, str] | None = None,
                       library: dict[str, dict] | None = None) -> dict[str, pd.DataFrame]:
    """Turn every ``source`` cell that is not a list of known ids into a cited source.

    Works on frames of strings (before the schema check): used by the schema migration of older
    catalogs and by imports. A text the bundled catalog used to write (``legacy``: old text -> new
    cell) becomes the cell it writes now, with the records it cites taken from ``library`` (id ->
    sources row); any other text is kept whole as the title of an ``imported`` source, so nothing is
    lost.
    """
    from .schema import TABLES
    out = dict(tables)
    src = out.get("sources")
    cols = list(TABLES["sources"].column_names)
    if src is None:
        src = pd.DataFrame({c: pd.Series([], dtype=object) for c in cols})
    known = set(src["source_id"].astype(str)) if "source_id" in src.columns else set()
    added: dict[str, dict] = {}
    legacy, library = legacy or {}, library or {}

    def upgraded(cell: str) -> str | None:
        new = legacy.get(cell.strip())
        parsed = parse_cell(new) if new else None
        if not parsed or any(sid not in known and sid not in added and sid not in library for sid, _ in parsed):
            return None
        for sid, _ in parsed:
            if sid not in known and sid not in added:
                added[sid] = {**{c: "" for c in cols}, **{k: str(v) for k, v in library[sid].items() if k in cols}}
        return new
    for name, df in tables.items():
        if name == "sources" or df is None or "source" not in df.columns:
            continue
        cells = df["source"].fillna("").astype(str)
        fixed = []
        for cell in cells:
            parsed = parse_cell(cell)
            if cell.strip() == "" or (parsed is not None and all(s in known for s, _ in parsed)):
                fixed.append(cell)
                continue
            new = upgraded(cell)
            if new is not None:
                fixed.append(new)
                continue
            sid = text_source_id(cell)
            if sid not in known and sid not in added:
                added[sid] = {**{c: "" for c in cols}, "source_id": sid, "kind": "imported", "title": cell.strip()}
            fixed.append(sid)
        df = df.copy()
        df["source"] = fixed
        out[name] = df
    for sid, rec in STANDARD.items():
        if sid not in known:
            added.setdefault(sid, {**{c: "" for c in cols}, "source_id": sid, **rec})
    if added:
        src = pd.concat([src, pd.DataFrame(list(added.values()), columns=src.columns if len(src.columns) else cols,
                                           dtype=object)], ignore_index=True)
    out["sources"] = src
    return out
