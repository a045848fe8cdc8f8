"""Checks for single edits of a catalog table (the editor asks before it stores anything).

``check_cell`` converts what a user typed into a cell's typed value or returns the problems that
refuse it: the cell's own rules (number, range, allowed value, date) and the rules that involve
other rows (unique key) and other tables (known GPU and provider). It costs O(1) per edit, not a
re-check of the whole catalog, so it stays instant on a 100,000-row table.
"""

from __future__ import annotations

import calendar
import datetime as _dt
import re
from dataclasses import dataclass, replace
from typing import Any

import numpy as np
import pandas as pd

from .model import Catalog
from .names import UnknownName, resolve_gpu, resolve_provider
from ..base import DuplicateKey, parse_money, PriceCurrencyDiffers, Problem, UnknownGpu, UnknownProvider
from .schema import BOOL, DATE, FLOAT, INT, STR, TABLES
from .sources import USER
from .tableio import closest, coerce_column, col_pos

BUNDLED, EDITED, ADDED = "bundled", "edited", "added"
# The names a referenced column accepts besides its ids: GPU aliases, provider names (core/catalog/names.py).
_RESOLVERS = {("gpus", "gpu"): resolve_gpu, ("providers", "provider"): resolve_provider}


@dataclass(frozen=True)
class CellCheck:
    value: object  # the typed value to store (None/NaN for empty)
    problems: tuple[Problem, ...]
    currency: str | None = None  # a price typed with its currency ("$1.20"): that currency's code

    @property
    def ok(self) -> bool:
        return not self.problems


def _key_tuple(df: pd.DataFrame, pos: int, key: tuple[str, ...], override: dict | None = None) -> tuple:
    override = override or {}
    return tuple(str(override.get(k, df.iat[pos, col_pos(df, k)])).lower() for k in key)


def check_cell(cat: Catalog, table: str, df: pd.DataFrame, pos: int, column: str, text: str,
               today: _dt.date | None = None) -> CellCheck:
    """Check ``text`` typed into row position ``pos``, ``column`` of ``df`` (table ``table`` of ``cat``)."""
    t = TABLES[table]
    col = t.column(column)
    label = t.filename
    row = pos + 2
    typed, said = str(text).strip(), None
    if (col.unit or "").startswith("currency") and typed:
        # A price as people write it ("¥1,200", "1 200 元", "$1.20", "１２００"), in the row's currency or none named
        try:
            float(typed)
        except ValueError:
            money = parse_money(typed)
            row_currency = str(df.iat[pos, col_pos(df, "currency")]).strip().upper() if "currency" in df.columns \
                else ""
            if money is not None and money.currency and row_currency not in ("", "NAN", "<NA>", "NONE") \
                    and money.currency != row_currency:
                return CellCheck(None, (Problem(label, PriceCurrencyDiffers(typed=money.currency,
                                                                            currency=row_currency),
                                                row=row, column=column, value=typed),))
            if money is not None:
                text, said = repr(money.amount), money.currency
    series, problems = coerce_column(pd.Series([str(text)], dtype=object), col, label, [row],
                                     today or _dt.date.today())
    if problems:
        return CellCheck(None, tuple(replace(p, value=typed) if p.value is not None else p for p in problems))
    value = series.iloc[0]
    if col.kind in (FLOAT, INT) and pd.isna(value):
        value = np.nan if col.kind == FLOAT else pd.NA
    text_value = "" if (value is None or value is pd.NA or (isinstance(value, float) and np.isnan(value))) else value
    # References to other tables: a GPU or provider name goes through the one naming table (core/catalog/names.py), so
    # "A800-40G" or "aliyun" is taken as the command line takes it and stored under its catalog name.
    if column in t.references and text_value != "":
        ref_table, ref_col = t.references[column]
        known = set(cat[ref_table][ref_col].astype(str))
        if str(text_value) not in known and (ref_table, ref_col) in _RESOLVERS:
            try:
                value = text_value = _RESOLVERS[(ref_table, ref_col)](cat, str(text_value))
            except UnknownName:
                pass
        if str(text_value) not in known:
            near = closest(str(text_value), known)
            what = UnknownGpu(closest=near) if ref_table == "gpus" else UnknownProvider(closest=near)
            return CellCheck(None, (Problem(label, what, row=row, column=column, value=str(text_value)),))
    # The key must stay unique.
    if column in t.key:
        new_key = _key_tuple(df, pos, t.key, {column: text_value})
        keys = df[list(t.key)].astype(str).apply(lambda c: c.str.lower())
        same = np.ones(len(df), dtype=bool)
        for k, v in zip(t.key, new_key):
            same &= (keys[k] == v).to_numpy()
        same[pos] = False
        if same.any():
            other = int(np.flatnonzero(same)[0])
            return CellCheck(None, (Problem(label, DuplicateKey(first_row=other + 2), row=row, column=column,
                                            value=" / ".join(new_key)),))
    return CellCheck(value, (), said)


def row_origins(user: pd.DataFrame, bundled: pd.DataFrame, table: str) -> np.ndarray:
    """For each row of ``user``: 'bundled' (as shipped), 'edited' (same key, other values) or 'added'."""
    from .tableio import format_table
    t = TABLES[table]
    if user.empty:
        return np.array([], dtype=object)
    ufmt = format_table(user, t)
    bfmt = format_table(bundled, t) if not bundled.empty else ufmt.iloc[0:0]

    def keys(f: pd.DataFrame) -> pd.Series:
        return f[list(t.key)].apply(lambda c: c.str.lower()).agg("\x1f".join, axis=1) if len(f) else \
            pd.Series([], dtype=object)

    uk, bk = keys(ufmt), keys(bfmt)
    whole_u = ufmt.agg("\x1f".join, axis=1)
    whole_b = set(bfmt.agg("\x1f".join, axis=1)) if len(bfmt) else set()
    out = np.where(uk.isin(set(bk)).to_numpy(), EDITED, ADDED).astype(object)
    out[whole_u.isin(whole_b).to_numpy()] = BUNDLED
    return out


_AS_OF = re.compile(r"^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$")


def _last_day(text: object) -> _dt.date | None:
    """The last day an ``as_of`` (YYYY[-MM[-DD]]) can mean, or None when it is no such date (or missing)."""
    m = _AS_OF.match(text) if isinstance(text, str) else None
    if m is None:
        return None
    try:
        year, month = int(m[1]), int(m[2] or 12)
        return _dt.date(year, month, int(m[3]) if m[3] else calendar.monthrange(year, month)[1])
    except ValueError:  # month 13, day 30 of February, year 0
        return None


def stale_rows(df: pd.DataFrame, max_age_days: float, today: _dt.date | None = None) -> np.ndarray:
    """True where the row's ``as_of`` (YYYY[-MM[-DD]]) is older than ``max_age_days``.

    A partial date counts from its last day (2023-06 → 2023-06-30), so a row is never called stale
    before it could be. A value that is no such date is never stale.
    """
    today = today or _dt.date.today()
    if df.empty or "as_of" not in df.columns:
        return np.zeros(len(df), dtype=bool)
    col = df["as_of"].astype(str)
    # Few distinct dates even in a huge table: decide per distinct value (in plain Python: a handful of values,
    # where pandas' date assembly cost 12 ms a table, most of opening the catalog editor's 26 tables), then map.
    stale = {}
    for v in pd.unique(col):
        last = _last_day(v)
        stale[v] = last is not None and (today - last).days > max_age_days
    return col.map(stale).to_numpy(dtype=bool)


# The name a row of its own (Add row) takes until the user gives it one: "new-1", "new-2"… in every interface
# language. It is data (an instance type, a GPU), saved as it is if the row is left so: a translated word saved
# "新建" from the Chinese window as an instance type, and "new (copy)" for a second one. The number is the first one
# free in the table.
NEW_ROW_NAME = "new-%1"


@dataclass(frozen=True)
class RowNames:
    """The words a copied row's name is made of, in the interface language (the caller's; core has no language):
    ``copy`` ("%1 (copy)") and ``copy_n`` ("%1 (copy %2)"); ``new``: a row of its own's placeholder name
    (``NEW_ROW_NAME``, the same in every language; %1 the first number free)."""

    new: str = NEW_ROW_NAME
    copy: str = "%1 (copy)"
    copy_n: str = "%1 (copy %2)"


def new_row(cat: Catalog, table: str, df: pd.DataFrame, template_pos: int | None, today: _dt.date | None = None,
            fill: dict | None = None, names: RowNames | None = None) -> dict:
    """Values for an added row, valid from the start (the catalog is never in a state that cannot be saved), with a
    fresh unique key, the user as its source, today's date and no notes.

    ``template_pos``: a copy of that row (Duplicate) without its notes. Otherwise (Add row) a row of its own: the
    values in ``fill`` (a GPU and provider the user chose), for an instance the GPU's memory and the provider's usual
    region and currency, no price ("price needed"); a required column still empty takes ``names.new`` ("new-1", the
    same in every language: ``NEW_ROW_NAME``) for the last text key (an instance type, a GPU) or the value of the
    table's nearest row for it (same provider and GPU first), never another row's notes or prices. ``names``: the
    words of a copy's name in the interface language.
    """
    t = TABLES[table]
    words = names or RowNames()
    today = today or _dt.date.today()
    fill = {k: v for k, v in (fill or {}).items() if k in t.column_names and v not in (None, "")}
    if template_pos is not None:
        if df.empty:
            raise ValueError("cannot duplicate a row of an empty table")
        values: dict[str, Any] = {c: df.iat[template_pos, col_pos(df, c)] for c in t.column_names}
    else:
        values = _template(cat, table, df, fill, words.new)
        _number_new_name(t, df, values, words.new)
    if "notes" in values:
        values["notes"] = ""
    if "as_of" in values:
        values["as_of"] = today.isoformat()
    _fresh_key(t, df, values, words)
    if "source" in values:
        values["source"] = USER  # the sources row "Entered by the user"
    return values


def _template(cat: Catalog, table: str, df: pd.DataFrame, fill: dict, new_name: str = NEW_ROW_NAME) -> dict:
    """An added row of ``table``: ``fill``, what follows from it, and the required columns (see ``new_row``)."""
    t = TABLES[table]
    values: dict[str, Any] = {c.name: (np.nan if c.kind == FLOAT else pd.NA if c.kind in (INT, BOOL) else "")
                              for c in t.columns}
    values.update(fill)
    if table == "instances":
        if values["gpu"] and values["gpu"] in set(cat["gpus"]["gpu"].astype(str)):
            mem = dict(zip(cat["gpus"]["gpu"].astype(str), cat["gpus"]["memory_gb"].astype(float)))
            values["gpu_memory_gb"] = mem[str(values["gpu"])]
        if not values["gpu_count"] or pd.isna(values["gpu_count"]):
            same = df[df["gpu"].astype(str) == str(values["gpu"])]["gpu_count"] if len(df) and values["gpu"] \
                else pd.Series([], dtype=float)
            values["gpu_count"] = float(same.mode().iloc[0]) if len(same.dropna()) else 1.0
    # Required columns still empty: from the nearest row (same provider and GPU, then provider, then any).
    near = df
    for k in ("provider", "gpu"):
        if values.get(k) and k in df.columns and len(near):
            hit = near[near[k].astype(str).str.lower() == str(values[k]).lower()]
            near = hit if len(hit) else near
    text_keys = [k for k in t.key if t.column(k).kind == STR and k not in t.references]
    for c in t.columns:
        v = values[c.name]
        empty = v is None or v is pd.NA or (isinstance(v, float) and np.isnan(v)) or v == ""
        if not c.required or not empty or c.name in ("source", "as_of"):
            continue
        # The row's own name (the last text key: an instance type, a GPU) is new; another text key (an instance's
        # region) is the nearest rows' usual one, as the docstring of new_row says, where the table has rows.
        if c.name in text_keys and (c.name == text_keys[-1] or not len(near)):
            values[c.name] = new_name
        elif len(near):
            col = near[c.name].dropna()
            values[c.name] = col.mode().iloc[0] if len(col) else ""
        elif c.allowed:
            values[c.name] = c.allowed[0]
    return values


def _keys(t, df: pd.DataFrame) -> set[tuple[str, ...]]:
    """The table's keys, lower case (a key differs from another in more than its case)."""
    return set(df[list(t.key)].astype(str).apply(lambda c: c.str.lower()).itertuples(index=False, name=None)) \
        if len(df) else set()


def _number_new_name(t, df: pd.DataFrame, values: dict, name: str) -> None:
    """A row of its own's placeholder name (``NEW_ROW_NAME``: "new-%1") with the first number that makes its key
    free: "new-1", then "new-2" beside it (not "new-1 (copy)")."""
    cols = [c for c, v in values.items() if isinstance(v, str) and v == name]
    if not cols or "%1" not in name:
        return
    keys = _keys(t, df)
    n = 1
    while True:
        for c in cols:
            values[c] = name.replace("%1", str(n))
        if tuple(str(values[c]).lower() for c in t.key) not in keys or n > len(df):
            return  # (past the table's length a number is free: its key, if still taken, is _fresh_key's)
        n += 1


def _fresh_key(t, df: pd.DataFrame, values: dict, names: RowNames) -> None:
    """Make the row's key unique by changing its last text column: "name (copy)", "name (copy 2)", ... in the words
    of ``names`` (or, for a numeric key, by counting up)."""
    keys = _keys(t, df)
    text_keys = [k for k in t.key if t.column(k).kind not in (FLOAT, INT, DATE) and not t.column(k).allowed
                 and k not in t.references]

    def free() -> bool:
        return tuple(str(values[c]).lower() for c in t.key) not in keys

    if free():
        return
    if text_keys:
        k = text_keys[-1]
        base = str(values[k])
        n = 1
        while True:
            values[k] = (names.copy.replace("%1", base) if n == 1
                         else names.copy_n.replace("%1", base).replace("%2", str(n)))
            if free():
                return
            n += 1
    numeric = [k for k in t.key if t.column(k).kind in (FLOAT, INT)]
    if numeric:
        k = numeric[-1]
        v = values[k]
        for _ in range(100000):
            v = v + 1
            values[k] = v
            if free():
                return
    raise ValueError("no_free_key")


# Columns that hold a price or a rate: a value the user types there is the user's own figure.
PRICE_CELLS = {"instances": ("on_demand_hour", "spot_hour", "monthly", "reserved_1y_hour", "reserved_3y_hour"),
               "storage": ("price_gb_month",), "transfer": ("price_per_gb",), "fx_rates": ("rate",)}


def provenance_after_edit(table: str, column: str, today: _dt.date | None = None) -> dict:
    """The cells to set along with a user's edit of ``column``: a price or rate the user types gets
    today's date and the user as its source (``{'as_of': 'YYYY-MM-DD', 'source': 'user'}``); other
    columns change nothing else (``{}``)."""
    if column not in PRICE_CELLS.get(table, ()):
        return {}
    return {"as_of": (today or _dt.date.today()).isoformat(), "source": USER}


def price_edit_cells(table: str, column: str, today: _dt.date | None, user_prices: object = "",
                     emptied: bool = False) -> dict:
    """The cells to set along with the user's edit of one price in the editor. An instance row holds several prices
    under one source and date: only the typed price becomes the user's, as of today (its ``user_prices`` entry,
    ``price_cites``), and the row's other prices keep their source, date and staleness; an emptied price loses its
    entry. The other tables hold one price or rate a row: the row cites the user (``provenance_after_edit``)."""
    if column not in PRICE_CELLS.get(table, ()):
        return {}
    if table == "instances":
        from .price_cites import COLUMN, with_user_price
        return {COLUMN: with_user_price(user_prices, column, None if emptied
                                        else (today or _dt.date.today()).isoformat())}
    return provenance_after_edit(table, column, today)


def cells_after_gpu_change(cat: Catalog, table: str, column: str, old_gpu: object, new_gpu: object,
                           memory: object) -> dict:
    """The cells to set along with an instance's GPU changed from ``old_gpu`` to ``new_gpu``: its GPU memory from
    gpus.csv (as an added row gets it, ``new_row``) when the cell is empty or still holds the old GPU's figure; a
    memory the provider reports otherwise (a vGPU slice's share) is kept."""
    if (table, column) != ("instances", "gpu") or str(old_gpu) == str(new_gpu):
        return {}
    g = cat["gpus"]
    mem = dict(zip(g["gpu"].astype(str), g["memory_gb"].astype(float)))
    if str(new_gpu) not in mem:
        return {}
    have = _finite(memory)
    if have is None or (str(old_gpu) in mem and have == mem[str(old_gpu)]):
        return {"gpu_memory_gb": mem[str(new_gpu)]} if have != mem[str(new_gpu)] else {}
    return {}


def fractional_gpus(table: str, column: str, value: object) -> bool:
    """Whether ``value`` stored in ``column`` makes an instance a fraction of a GPU (a vGPU slice, 1.5 GPUs): the
    catalog keeps such a row on purpose, but the recommendation leaves it out (it offers whole GPUs only,
    ``select.candidates.offer_positions``), so the editor says so where it is typed."""
    if (table, column) != ("instances", "gpu_count"):
        return False
    f = _finite(value)
    return f is not None and f > 0 and f != int(f)


@dataclass(frozen=True)
class PriceWarning:
    """Why a price the user typed looks like a slip, though it is a valid number (the editor stores it, undoably, and
    says so): ``kind`` "spot_above_on_demand" (the spot price above the row's on-demand price, which the catalog calls
    anomalous) or "big_change" (the price moves by more than the catalog's big_price_change_factor, up or down, the
    check an import or a price update asks about). ``reference``: the on-demand price or the old price; ``factor``:
    the factor of a big change."""

    kind: str
    value: float
    reference: float
    factor: float | None = None


def price_warnings(table: str, df: pd.DataFrame, pos: int, column: str, value: object,
                   big_factor: float | None) -> tuple[PriceWarning, ...]:
    """The warnings for storing ``value`` (as ``check_cell`` returned it) in row position ``pos``, ``column`` of
    ``df``: spot above on-demand (an instance's spot or on-demand price, whichever was typed, against the other) and a
    big change from the old price (any price cell, when ``big_factor`` is given). None for an emptied cell."""
    if column not in PRICE_CELLS.get(table, ()):
        return ()
    new = _finite(value)
    if new is None:
        return ()
    out = []
    if table == "instances" and column in ("spot_hour", "on_demand_hour"):
        other = _finite(df.iat[pos, col_pos(df, "on_demand_hour" if column == "spot_hour" else "spot_hour")])
        spot, on_demand = (new, other) if column == "spot_hour" else (other, new)
        if spot is not None and on_demand is not None and spot > on_demand:
            out.append(PriceWarning("spot_above_on_demand", spot, on_demand))
    old = _finite(df.iat[pos, col_pos(df, column)])
    if big_factor is not None and old is not None and old > 0 and new > 0:
        move = max(new / old, old / new)
        if move > big_factor * (1 + 1e-9):
            out.append(PriceWarning("big_change", new, old, big_factor))
    return tuple(out)


def _finite(v: object) -> float | None:
    try:
        f = float(v)  # type: ignore[arg-type]
    except (TypeError, ValueError):
        return None
    return f if np.isfinite(f) else None
