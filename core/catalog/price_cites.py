"""Where each price of an instance row comes from: the row's ``source`` and ``as_of``, except the prices the user typed.

An instance row holds up to five prices (on-demand, spot, monthly, reserved 1 and 3 years) and one ``source`` and
``as_of`` for all of them: the page they were read from. When the user types one price (a negotiated on-demand rate),
only that figure becomes the user's; the others keep their page and date, and their staleness. The row's
``user_prices`` cell lists the prices the user typed, each with its date: ``"on_demand_hour 2026-12-06"``, several
separated by ``;``. Such a price cites the sources row ``user`` ("Entered by the user") as of its date; every other
price cites the row's ``source`` as of the row's ``as_of``. A price the user was quoted (``core/prices/quotes.py``)
names its quote's source after the date: ``"monthly 2026-11-01 quote-2026-11-01-acme"``, and cites that source. An
empty cell (every row of a catalog saved before the column existed, which loads with the column empty): all prices
are the row's.
"""

from __future__ import annotations

import re

import numpy as np

from .sources import USER

COLUMN = "user_prices"
_ENTRY = re.compile(r"^\s*([a-z0-9_]+)\s+(\d{4}(?:-\d{2}(?:-\d{2})?)?)(?:\s+([a-z0-9][a-z0-9._-]*))?\s*$")


def _entries(cell: object) -> dict[str, tuple[str, str]]:
    """Price column → (its date, the source it names or "") of a ``user_prices`` cell."""
    if not isinstance(cell, str) or not cell.strip():
        return {}
    out = {}
    for part in cell.split(";"):
        m = _ENTRY.match(part)
        if m:
            out[m[1]] = (m[2], m[3] or "")
    return out


def parse(cell: object) -> dict[str, str]:
    """The prices a ``user_prices`` cell lists: price column → its date. Entries that are not "column date" (or
    "column date source") are ignored (the cell is the app's own bookkeeping; a hand-edited slip costs only that
    entry)."""
    return {c: d for c, (d, _) in _entries(cell).items()}


def sources(cell: object) -> dict[str, str]:
    """The prices of a ``user_prices`` cell that name a source of their own (a quote): price column → source id."""
    return {c: s for c, (_, s) in _entries(cell).items() if s}


def format_cell(prices: dict[str, str], cited: dict[str, str] | None = None) -> str:
    """A ``user_prices`` cell for ``prices`` (price column → date; ``cited``: price column → the source it names,
    for a quote), in a stable order."""
    cited = cited or {}
    return "; ".join(" ".join(x for x in (c, d, cited.get(c, "")) if x) for c, d in sorted(prices.items()))


def with_user_price(cell: object, column: str, date: str | None, source: str = "") -> str:
    """``cell`` with ``column`` marked as the user's own price as of ``date`` (None or "": unmarked, e.g. the price
    was emptied or its edit undone to the source's figure); ``source``: the quote it cites ("": typed by the user)."""
    entries = _entries(cell)
    if date:
        entries[column] = (date, source)
    else:
        entries.pop(column, None)
    return format_cell({c: d for c, (d, _) in entries.items()}, {c: s for c, (_, s) in entries.items() if s})


def price_cite(row_source: object, row_as_of: object, cell: object, column: str) -> tuple[str, str]:
    """(source, as_of) of the price in ``column`` of a row with these ``source``, ``as_of`` and ``user_prices``."""
    date, source = _entries(cell).get(column, ("", ""))
    if date:
        return source or USER, date
    return ("" if row_source is None else str(row_source)), ("" if row_as_of is None else str(row_as_of))


def price_dates(as_of: np.ndarray, cells: np.ndarray, columns: np.ndarray) -> np.ndarray:
    """The date of each price: ``as_of[i]`` unless ``cells[i]`` (a ``user_prices`` cell) lists ``columns[i]`` (the
    price's column), then the user's date. Vectorised over the few rows that have a cell at all."""
    out = np.asarray(as_of, dtype=object).copy()
    cells = np.asarray(cells, dtype=object)
    has = np.flatnonzero(np.array([isinstance(c, str) and c != "" for c in cells.tolist()], dtype=bool)) \
        if len(cells) else np.zeros(0, np.int64)
    for i in has:
        date = parse(cells[i]).get(str(columns[i]))
        if date:
            out[i] = date
    return out


def entered_by_user(row_source: object, cell: object) -> bool:
    """The user entered a price of this row: the row cites the user, or any of its prices does."""
    cites_user = isinstance(row_source, str) and USER in [p.strip() for p in row_source.replace(";", " ").split()]
    return cites_user or bool(parse(cell))


def last_sourced_price(prices: dict[str, object], column: str, before: object, cells: dict) -> bool:
    """Whether an edit of the price in ``column`` (``cells``: the cells it sets, ``price_edit_cells``) leaves no price
    of a row (``prices``: its price cells before the edit; ``before``: its ``user_prices`` then) citing the row's
    source: the row's notes, written about its source's prices, are then all about earlier prices."""
    if COLUMN not in cells:
        return False

    def sourced(cell: object) -> list[str]:
        mine = parse(cell)
        return [c for c, v in prices.items() if c not in mine and _finite(v)]

    return bool(sourced(before)) and not [c for c in sourced(cells[COLUMN]) if c != column]


# Where a price comes from, as the result says it (``price_source`` of an option and its cost lines): a price list
# (the catalog's row cites a public page), the user's own typed price, or a price quoted to the user.
CATALOG, OWN, QUOTE = "catalog", "user", "quote"
OWN_CODES = (OWN, QUOTE)


def own_ids(sources_table) -> dict[str, str]:
    """Source id -> ``OWN`` or ``QUOTE`` for the sources that are the user's own prices (kind ``user``: typed in the
    app; kind ``quote``: a price quoted to the user, core/prices/quotes.py); the id ``user`` always."""
    out = {USER: OWN}
    if sources_table is not None and len(sources_table) and "kind" in sources_table:
        for sid, kind in zip(sources_table["source_id"].astype(str), sources_table["kind"].astype(str)):
            if kind in ("user", "quote"):
                out[sid] = OWN if kind == "user" else QUOTE
    return out


def own_of_sources(cells, ids: dict[str, str]) -> list[str]:
    """For each ``source`` cell: ``OWN``/``QUOTE`` when it cites one of ``ids`` (``own_ids``), else "". Each distinct
    cell is read once."""
    seen: dict[object, str] = {}
    out = []
    for cell in cells:
        code = seen.get(cell)
        if code is None:
            code = ""
            if isinstance(cell, str) and cell:
                for part in cell.split(";"):
                    hit = ids.get(part.strip().split(" ")[0])
                    if hit:
                        code = hit
                        break
            seen[cell] = code
        out.append(code)
    return out


def price_own(row_own: object, cell: object, column: str) -> str:
    """``OWN``, ``QUOTE`` or "" (the row's source, a price list) for the price in ``column`` of a row whose own
    source is ``row_own`` (``own_of_sources``) and whose ``user_prices`` cell is ``cell``: a price listed in the cell
    is the user's (a quote when it names a source); any other price is the row's."""
    date, source = _entries(cell).get(column, ("", ""))
    if date:
        return QUOTE if source else OWN
    return str(row_own) if row_own in OWN_CODES else ""


def _finite(v: object) -> bool:
    try:
        return bool(np.isfinite(float(v)))  # type: ignore[arg-type]
    except (TypeError, ValueError):
        return False
