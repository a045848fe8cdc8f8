"""Which prices of the catalog are the user's own (typed in the editor, or quoted): an update or an import that
confirms a price never re-dates them unasked, and neither an update nor an import (``keep_own_prices``) overwrites them
unasked. Split from ``core.prices.update`` (which re-exports these) so the SkyPilot import can use them without
importing the update. No Qt and no sentences."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pandas as pd

from ..base import finite_float
from ..catalog import Catalog, col_pos, edits, parse_cell, price_cites, row_keys, TABLES

OWN_KINDS = ("user", "quote")  # sources kinds whose prices are the user's own


def own_kinds(cat: Catalog) -> dict[str, str]:
    """source id → kind, for the sources whose prices are the user's own."""
    s = cat.tables.get("sources")
    if s is None or s.empty:
        return {"user": "user"}
    out = {str(i): str(k) for i, k in zip(s["source_id"], s["kind"]) if str(k) in OWN_KINDS}
    out.setdefault("user", "user")
    return out


def own_of(cell: Any, own: dict[str, str], user_prices: Any = "") -> str:
    """The kind of the user's own source the row cites ("user", "quote"), or "": a row with a price the user typed
    (its ``user_prices``, core/catalog/price_cites.py) is the user's own too, so an update never overwrites it
    unasked; a price the user was quoted (its entry names the quote) is the quote's. ``cell``: the row's ``source``;
    ``own``: ``own_kinds`` of its catalog."""
    if price_cites.parse(user_prices):
        return next((own[sid] for sid in price_cites.sources(user_prices).values() if sid in own), "user")
    parsed = parse_cell(cell) or ()
    for sid, _ in parsed:
        if sid in own:
            return own[sid]
    return ""


# --------------------------------------------------------------------------- an import over the user's own prices


@dataclass(frozen=True)
class OwnPriceHit:
    """A price of the user's own that an imported file gives otherwise: ``mine`` is the user's, ``file`` the file's
    (None: no price). ``key``: the row's key cells (provider, region, instance type for an instance); ``own``: "user"
    or "quote"; ``currency``: the row's ('' for a table without one, an exchange rate)."""

    table: str
    key: tuple[str, ...]
    column: str
    own: str
    mine: float | None
    file: float | None
    currency: str = ""


@dataclass(frozen=True)
class OwnPricesOutcome:
    """``catalog``: the import's result with the user's own prices kept (or, taken, the file's with their citations);
    ``hits``: each own price the file gives otherwise; ``rows_back``: rows the file changed that are as they were
    once those prices are kept (no change left: counted unchanged). ``left_out``: the key cells of each row with a
    price of the user's own that the file leaves out (a file that replaces the whole table): kept as they were, or
    with ``keep=False`` removed with the rest."""

    catalog: Catalog
    hits: tuple[OwnPriceHit, ...]
    rows_back: int = 0
    left_out: tuple[tuple[str, ...], ...] = ()


def _own_columns(row_source: Any, cell: Any, own: dict[str, str], columns: tuple[str, ...]) -> dict[str, str]:
    """The row's prices that are the user's own: price column → the kind ("user", "quote"). A price typed in the
    editor or quoted is listed in the row's ``user_prices``; a row citing the user's own source (a row the user
    added) has all its prices from the user."""
    out: dict[str, str] = {}
    parsed = parse_cell(row_source) or ()
    row_kind = next((own[sid] for sid, _ in parsed if sid in own), "")
    if row_kind:
        out = dict.fromkeys(columns, row_kind)
    cited = price_cites.sources(cell)
    for c in price_cites.parse(cell):
        if c in columns:
            out[c] = own.get(cited.get(c, ""), "user")
    return out


def _at(df: pd.DataFrame, column: str, j: int) -> Any:
    """One cell (Any: what ``.iat`` reads is wider than what it accepts, for pandas-stubs)."""
    return df[column].iat[j]


def _empty(v: Any) -> bool:
    return v is None or (not isinstance(v, str) and bool(pd.isna(v))) or v == ""


def _same(a: Any, b: Any) -> bool:
    """Two cells hold the same value (a number as a number: 20 and 20.0 are the same; empty is empty)."""
    fa, fb = finite_float(a), finite_float(b)
    if fa is not None or fb is not None:
        return fa == fb
    if _empty(a) or _empty(b):
        return _empty(a) and _empty(b)
    return str(a) == str(b)


def keep_own_prices(old: Catalog, new: Catalog, table: str, keep: bool = True,
                    price_file: bool = False) -> OwnPricesOutcome:
    """An import's result (``new``, from ``old``) with the user's own prices in ``table`` kept: each price the user
    typed or was quoted (``edits.PRICE_CELLS``; an instance's ``user_prices``, or a row citing the user's own source)
    that the file gives otherwise is put back, with its citation (its ``user_prices`` entry); a row left with no
    other price change gets back its source and date too. ``keep=False`` takes the file's prices and lists them all
    the same. ``price_file``: the file is a price list whose rows bring only prices and their provenance (a SkyPilot
    ``vms.csv``): a row left with no other price change is kept whole, as an update keeps it, and a price taken is
    the list's (its ``user_prices`` entry is dropped; a table file's own provenance cells are left as the import
    made them). A row with a price of the user's own that the file leaves out (a file that replaces the whole table)
    is kept as it was, at the table's end (``keep=False``: removed, as the file says); either way it is listed in
    ``left_out`` (a replace dropped them silently: a negotiated price is not something a price list can know)."""
    columns = tuple(edits.PRICE_CELLS.get(table, ()))
    if not columns or table not in old.tables or table not in new.tables:
        return OwnPricesOutcome(new, ())
    t = TABLES[table]
    o, n = old[table], new[table]
    own = own_kinds(old)
    cites = o[price_cites.COLUMN].tolist() if price_cites.COLUMN in o.columns else [""] * len(o)
    sources = o["source"].tolist() if "source" in o.columns else [""] * len(o)
    mine = {j: cols for j, (s, u) in enumerate(zip(sources, cites)) if (cols := _own_columns(s, u, own, columns))}
    if not mine:
        return OwnPricesOutcome(new, ())
    pos_new = dict(zip(row_keys(n, t.key), range(len(n))))
    o_keys = row_keys(o, t.key).tolist()
    out = n.copy()
    pos = {c: col_pos(out, c) for c in out.columns}
    hits: list[OwnPriceHit] = []
    back = 0
    left: list[int] = []
    for j, cols in mine.items():
        i = pos_new.get(o_keys[j])
        if i is None:
            if any(not _empty(_at(o, c, j)) for c in cols):  # (a price of theirs the row has, not an empty cell)
                left.append(j)
            continue
        # (a price the user's row leaves empty is no price of theirs: the file may give one)
        moved = [c for c in cols if not _empty(_at(o, c, j)) and not _same(_at(o, c, j), _at(n, c, i))]
        if not moved:
            continue
        cur = str(_at(o, "currency", j)) if "currency" in o.columns else ""
        for c in moved:
            hits.append(OwnPriceHit(table, tuple(str(_at(o, k, j)) for k in t.key), c, cols[c],
                                    finite_float(_at(o, c, j)), finite_float(_at(n, c, i)), cur))
        has_cites = price_cites.COLUMN in out.columns
        if not keep:
            if has_cites and price_file:
                cell = _at(out, price_cites.COLUMN, i)
                for c in moved:
                    cell = price_cites.with_user_price(cell, c, None)
                out.iat[i, pos[price_cites.COLUMN]] = cell
            continue
        for c in moved:
            out.iat[i, pos[c]] = _at(o, c, j)
        if not any(not _same(_at(o, c, j), _at(out, c, i)) for c in columns if c in out.columns):
            restore = list(out.columns) if price_file else [c for c in ("source", "as_of", price_cites.COLUMN)
                                                             if c in out.columns]
            for c in restore:
                out.iat[i, pos[c]] = _at(o, c, j)
            back += all(_same(_at(o, c, j), _at(out, c, i)) for c in out.columns if c in o.columns)
        elif has_cites:  # other prices of the row are the file's: the kept ones cite the user as before
            cell, row_cited = _at(out, price_cites.COLUMN, i), price_cites.parse(_at(o, price_cites.COLUMN, j))
            old_cited = price_cites.sources(_at(o, price_cites.COLUMN, j))
            row_sid = next((sid for sid, _ in (parse_cell(_at(o, "source", j)) or ()) if sid in own), "")
            for c in moved:
                date = row_cited.get(c) or str(_at(o, "as_of", j))
                sid = old_cited.get(c, "") if c in row_cited else ("" if own.get(row_sid) == "user" else row_sid)
                cell = price_cites.with_user_price(cell, c, date, sid)
            out.iat[i, pos[price_cites.COLUMN]] = cell
    left_keys = tuple(tuple(str(_at(o, k, j)) for k in t.key) for j in left)
    if keep and left:
        out = pd.concat([out, o.iloc[left].reindex(columns=out.columns)], ignore_index=True)
    if not hits and not (keep and left):
        return OwnPricesOutcome(new, (), 0, left_keys)
    return OwnPricesOutcome(new.with_table(table, out), tuple(hits), back, left_keys)


__all__ = ["keep_own_prices", "OWN_KINDS", "own_kinds", "own_of", "OwnPriceHit", "OwnPricesOutcome"]
