"""Bring the catalog's prices up to date from public price files, showing exactly what changes first.

``preview_update`` downloads the price file of each chosen provider from the configured sources
(``price_sources``: by default SkyPilot's public catalog files; the user may point a provider at a
company mirror), reads each with the SkyPilot importer (``core.skypilot``) and works out a typed
diff against the catalog: new instances, changed prices (old → new, with the percentage), rows that
disappeared from the file and rows of the file that could not be used (with the importer's reason
code). Nothing is written. ``apply_update`` turns a preview into a new catalog in one step: every
updated row cites one new ``sources`` row per provider and fetch (the URL, the file's date or commit
where the source gives one, the fetch date), and its ``as_of`` is the file's date (or the fetch
date when the file carries none), so the card's "prices as of" follows. A row the file gives at the very prices
the catalog has, in a file dated later than the row, is *confirmed* (``ProviderUpdate.confirmed``): applying moves
its ``as_of`` and source to the file's and nothing else, so a price a newer file has just confirmed is no longer
counted as old. A file date later than the fetch
date (a server whose clock runs fast) is replaced by the fetch date, and the preview says so
(``ProviderUpdate.date_replaced``): a catalog row dated in the future would no longer load.

Big changes ask first: a price that moves by more than the catalog's ``big_price_change_factor``
(defaults.csv; ×3 up or down) is a big change (``ProviderUpdate.is_big``), listed first in the preview
(``ProviderUpdate.big_changes``). ``apply_update`` leaves out every cloud with big changes unless the
caller accepts them (``accept_big``): a file with every price ×1000 is never applied without a yes.

Safety: the user's own prices (rows citing a ``user`` or ``quote`` source) are never overwritten
unless the caller names them in ``take_own`` (the app asks row by row). A file that cannot be
fetched or does not parse refuses that provider's update with one code; nothing of it is applied.
No Qt and no sentences.
"""

from __future__ import annotations

import datetime as _dt
import math
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace
from typing import Any
from urllib.parse import urlsplit

import numpy as np
import pandas as pd

from . import fetch as fx
from ..base import (CatalogError, ERROR, finite_float, Problem, problem_detail,
                    SkypilotNothingMapped, UpdateFileInvalid, UpdateNoSource, UpdateProblem,
                    UpdateUnknownProvider)
from ..catalog import (add_source, Catalog, col_pos, format_table, load_bundled, no_gc, price_age_days,
                       price_cites, resolve_provider,
                       TABLES, UnknownName, validate_catalog)
from .skypilot import plan_skypilot_import
from .update_sources import (check_sources, cite_price_file, default_sources, load_sources, price_file_ids,
                             PriceSource, reset_sources, save_sources, source_problem, sources_path)
from .own_prices import own_kinds, own_of
from .update_local import file_day, is_local_url, local_fetched, local_path, local_read_problem, read_local


# Codes (declared in core/base/codes.py). Fetch failures carry core.fetch's codes.
NO_SOURCE = "update_no_source"  # the provider has no (enabled) source
FILE_INVALID = "update_file_invalid"  # the file does not parse as a SkyPilot vms.csv: nothing of it is used
UNKNOWN_PROVIDER = "update_unknown_provider"
BAD_SOURCES = "update_sources_invalid"  # a row of the user's source list
OK = "ok"
PRICE_COLUMNS = ("on_demand_hour", "spot_hour")
# The defaults.csv row (a setting of the app) with the factor above which a price change is "big".
BIG_CHANGE_SETTING = "big_price_change_factor"


# --------------------------------------------------------------------------- the diff


@dataclass(frozen=True)
class NewRow:
    provider: str
    region: str
    instance_type: str
    gpu: str
    gpu_count: float
    on_demand: float | None
    spot: float | None


@dataclass(frozen=True)
class ChangedRow:
    """An instance whose price changes. ``own`` is '' or the kind of the user's source (user, quote):
    such a row keeps the user's price unless the caller asks for the new one."""

    provider: str
    region: str
    instance_type: str
    gpu: str
    old_on_demand: float | None
    new_on_demand: float | None
    old_spot: float | None
    new_spot: float | None
    own: str = ""

    @property
    def key(self) -> tuple[str, str, str]:
        return _key(self.provider, self.region, self.instance_type)

    @property
    def ratio(self) -> float | None:
        """new / old of the price that moves most (on-demand or spot): 1000 for ×1000, 0.001 for ÷1000; None
        when neither price is there before and after."""
        return _ratio((self.old_on_demand, self.new_on_demand), (self.old_spot, self.new_spot))

    @property
    def move(self) -> float | None:
        """That move as a factor ≥ 1, either way (×1000 and ÷1000 are both 1000)."""
        r = self.ratio
        return None if r is None else max(r, 1 / r)

    @property
    def on_demand_pct(self) -> float | None:
        return _pct(self.old_on_demand, self.new_on_demand)

    @property
    def spot_pct(self) -> float | None:
        return _pct(self.old_spot, self.new_spot)


@dataclass(frozen=True)
class ConfirmedRow:
    """An instance whose prices the file gives exactly as the catalog has them, in a file dated later than the row's
    ``as_of`` (``old_as_of``): applying moves the row's date (and source) to the file's, nothing else. ``own`` is '' or
    the kind of the user's source: such a row keeps its date unless the caller names it in ``take_own``."""

    provider: str
    region: str
    instance_type: str
    gpu: str
    on_demand: float | None
    spot: float | None
    old_as_of: str
    own: str = ""

    @property
    def key(self) -> tuple[str, str, str]:
        return _key(self.provider, self.region, self.instance_type)


@dataclass(frozen=True)
class GoneRow:
    """A catalog row of the provider that the file no longer lists (kept in the catalog)."""

    provider: str
    region: str
    instance_type: str
    gpu: str
    on_demand: float | None
    spot: float | None


@dataclass(frozen=True)
class UnmappedRow:
    """A row of the file that could not be used, with the importer's reason code: its row number, the column at fault
    and the value there (shown safely: a control character as \\uXXXX), and the figures a reason's sentence names
    (``detail``: the minimum a price is below)."""

    provider: str
    row: int | None
    code: str
    value: str
    column: str = ""
    detail: tuple[tuple[str, Any], ...] = ()
    instance_type: str = ""  # the row's instance type where ``value`` is another cell (a number that cannot be read)


@dataclass(frozen=True)
class ProviderUpdate:
    """One provider's part of a preview. ``status`` is 'ok' or the one code that refuses it, ``what`` its typed
    detail (None when ok)."""

    provider: str
    url: str
    status: str
    what: UpdateProblem | None = field(default=None, compare=False)
    new: tuple[NewRow, ...] = ()
    changed: tuple[ChangedRow, ...] = ()
    gone: tuple[GoneRow, ...] = ()
    unmapped: tuple[UnmappedRow, ...] = ()
    unchanged: int = 0
    rows_read: int = 0
    file_date: str = ""  # from the server (Last-Modified), '' when it gives none; never later than the fetch date
    date_replaced: str = ""  # the server's date when it was later than the fetch date (file_date is the fetch date)
    commit: str = ""
    etag: str = ""
    sha256: str = ""
    size: int = 0
    seconds: float = 0.0
    problems: tuple[Problem, ...] = ()  # why a file was refused (first few), or the importer's other warnings
    rows: pd.DataFrame | None = field(default=None, compare=False, repr=False)  # new + changed rows, typed
    big_factor: float = 0.0  # the factor that makes a change big (the catalog's setting), 0 when not checked
    confirmed: tuple[ConfirmedRow, ...] = ()  # same prices as the catalog's, in a file newer than the row's date
    as_of: str = ""  # the date the file's rows take: the file's date, else the fetch date

    @property
    def detail(self) -> dict[str, Any]:
        return self.what.detail if self.what is not None else {}

    @property
    def ok(self) -> bool:
        return self.status == OK

    @property
    def own_changes(self) -> tuple[ChangedRow, ...]:
        return tuple(c for c in self.changed if c.own)

    @property
    def own_confirmed(self) -> tuple[ConfirmedRow, ...]:
        return tuple(c for c in self.confirmed if c.own)

    def is_big(self, c: ChangedRow) -> bool:
        """A price of ``c`` moves by more than ``big_factor``, up or down (exactly ×3 is not more than ×3,
        whatever the float division says)."""
        move = c.move
        return self.big_factor > 0 and is_big_move(move, self.big_factor)

    @property
    def big_changes(self) -> tuple[ChangedRow, ...]:
        """The big changes that applying this cloud would make, in catalog order (shown before the other
        changes). A big change of the user's own price is not among them: that price is kept unless the user
        takes it row by row, which is a yes of its own."""
        return tuple(c for c in self.changed if not c.own and self.is_big(c))


@dataclass(frozen=True)
class UpdatePreview:
    providers: tuple[ProviderUpdate, ...]
    fetched_at: str  # UTC, ISO seconds
    cancelled: bool = False
    fetch_date: str = ""  # the day of the fetch as the catalog counts days (local), '' = fetched_at's

    @property
    def ok(self) -> tuple[ProviderUpdate, ...]:
        return tuple(p for p in self.providers if p.ok)

    @property
    def failed(self) -> tuple[ProviderUpdate, ...]:
        return tuple(p for p in self.providers if not p.ok)

    @property
    def offline(self) -> bool:
        """Every source failed for want of a network: its name not found or the network unreachable
        (``update_unreachable``). A refused port, a reset, an unreadable answer or a time-out is the server's
        doing and keeps its own line (core/prices/fetch.py)."""
        tried = [p for p in self.providers if p.status != NO_SOURCE and p.status != UNKNOWN_PROVIDER]
        return bool(tried) and all(p.status == fx.UNREACHABLE for p in tried)

    @property
    def has_changes(self) -> bool:
        """Applying would change something: a new instance, a price, or the date of a price a newer file confirms."""
        return any(p.new or p.changed or p.confirmed for p in self.ok)

    @property
    def big(self) -> tuple[ProviderUpdate, ...]:
        """The clouds with big changes (applied only when the caller accepts them)."""
        return tuple(p for p in self.ok if p.big_changes)

    def problems(self) -> list[Problem]:
        """One problem per refused provider (the line to show)."""
        return [Problem(p.url or p.provider, replace(_what(p), provider=p.provider), value=p.provider)
                for p in self.failed]


def _what(p: ProviderUpdate) -> UpdateProblem:
    """The typed detail of a refused provider (made from its status when the caller gave none)."""
    if p.what is not None:
        return p.what
    what = problem_detail(p.status)
    assert isinstance(what, UpdateProblem), p.status
    return what


@dataclass(frozen=True)
class FileProgress:
    """Progress of one file: ``state`` is 'start', 'data' (bytes arrive), 'parse' (downloaded, being read),
    'done' or the code that refused it."""

    provider: str
    url: str
    index: int  # 0-based position among the files
    count: int
    received: int = 0
    total: int | None = None
    state: str = "start"


def _pct(old: float | None, new: float | None) -> float | None:
    if old is None or new is None or old == 0:
        return None
    # (to 10 places, only to drop float noise: rounded to 2 here, -18.648% became -18.65 and the dialog's one place
    # read -18.7 where the command line read -18.6)
    return round((new - old) / old * 100.0, 10)


def _ratio(*pairs: tuple[float | None, float | None]) -> float | None:
    ratios = [new / old for old, new in pairs if old and new]
    return max(ratios, key=lambda r: max(r, 1 / r)) if ratios else None


def is_big_move(move: float | None, factor: float) -> bool:
    """A price move (a factor ≥ 1, either way) beyond ``factor``: exactly ×3 is not more than ×3, whatever the
    float division says."""
    return move is not None and move > factor * (1 + 1e-9)


def big_change_factor(cat: Catalog) -> float:
    """A price change larger than this factor, up or down, is big: the catalog's defaults.csv row
    ``big_price_change_factor``, else the bundled catalog's (no figure kept in code)."""
    for source in (cat, load_bundled()):
        d = source.tables.get("defaults")
        if d is None or d.empty:
            continue
        hit = pd.to_numeric(d.loc[d["name"].astype(str) == BIG_CHANGE_SETTING, "value"], errors="coerce").dropna()
        if len(hit) and math.isfinite(f := float(hit.to_numpy(float)[0])) and f > 1:
            return f
    raise LookupError(f"{BIG_CHANGE_SETTING}: no such row in defaults.csv, not even in the bundled catalog")


def _key(provider: str, region: str, instance_type: str) -> tuple[str, str, str]:
    return (str(provider).lower(), str(region).lower(), str(instance_type).lower())


def row_key(provider: str, region: str, instance_type: str) -> tuple[str, str, str]:
    """An instance's key as a preview names it (lower case): what ``currencies`` and ``take_own`` use."""
    return _key(provider, region, instance_type)


def big_price_changes(old: Catalog, new: Catalog, factor: float | None = None) -> tuple[ChangedRow, ...]:
    """The instances whose price (on-demand or spot) moves by more than ``factor`` (default: the catalog's
    ``big_price_change_factor``) either way from ``old`` to ``new``, the largest move first: what an import
    must ask about before it applies, as an update does (a file with every price x1000 is a slip of unit)."""
    f = factor if factor is not None else big_change_factor(old)
    o, n = old["instances"], new["instances"]
    pos = dict(zip(_key_list(o), range(len(o))))
    own = own_kinds(old)
    cols = ("on_demand_hour", "spot_hour")
    ov = {c: pd.to_numeric(o[c], errors="coerce").to_numpy(float) for c in cols}
    nv = {c: pd.to_numeric(n[c], errors="coerce").to_numpy(float) for c in cols}
    out = []
    for i, k in enumerate(_key_list(n)):
        j = pos.get(k)
        if j is None:
            continue
        pairs = [(ov[c][j], nv[c][i]) for c in cols]
        if all(a == b or (math.isnan(a) and math.isnan(b)) for a, b in pairs):
            continue
        c = ChangedRow(str(o["provider"].iat[j]), str(o["region"].iat[j]), str(o["instance_type"].iat[j]),
                       str(o["gpu"].iat[j]), finite_float(pairs[0][0]), finite_float(pairs[0][1]), finite_float(pairs[1][0]),
                       finite_float(pairs[1][1]), own_of(o["source"].iat[j], own,
                                                                             _cell(o, price_cites.COLUMN, j)))
        if is_big_move(c.move, f):
            out.append(c)
    out.sort(key=lambda c: (-round(c.move or 0.0, 6), c.key))  # the largest move first, then in key order
    return tuple(out)


def row_currencies(df: pd.DataFrame) -> dict[tuple[str, str, str], str]:
    """Each instance row's price currency by its key (a change's prices are shown with it: "¥238.00 → ¥10亿")."""
    return dict(zip(_key_list(df), df["currency"].astype(str)))


def _key_list(df: pd.DataFrame) -> list[tuple[str, str, str]]:
    """``_key`` of every row, built a column at a time (a price file may hold 100,000 rows)."""
    cols = [[str(x).lower() for x in df[c].tolist()] for c in TABLES["instances"].key]
    return list(zip(*cols))


def currencies(cat: Catalog, preview: UpdatePreview) -> dict[tuple[str, str, str], str]:
    """The currency of each instance a preview lists (its key, ``_key``): the file's for a row it brings, else the
    catalog's (a price in another currency is never changed: ``skypilot_currency_differs``)."""
    inst = cat["instances"]
    out = dict(zip(_key_list(inst), _texts(inst, "currency")))
    for pu in preview.ok:
        if pu.rows is not None and len(pu.rows) and "currency" in pu.rows.columns:
            out.update(zip(_key_list(pu.rows), _texts(pu.rows, "currency")))
    return out


def _texts(df: pd.DataFrame, col: str) -> list[str]:
    return [str(x) for x in df[col].tolist()]


def _numbers(df: pd.DataFrame, col: str) -> list[float | None]:
    """A number column as ``_num`` reads each cell: the float, or None where empty or not finite."""
    a = pd.to_numeric(df[col], errors="coerce").to_numpy(dtype=float, na_value=np.nan)
    return [x if ok else None for x, ok in zip(a.tolist(), np.isfinite(a).tolist())]


def _cell(df: pd.DataFrame, column: str, j: int) -> Any:
    """Row ``j``'s cell of ``column``, "" when the table has no such column."""
    return df[column].iat[j] if column in df.columns else ""


def diff_file(cat: Catalog, provider: str, data: bytes, url: str, today: _dt.date,
              as_of: str | None = None) -> ProviderUpdate:
    """The typed diff of one provider's file against ``cat`` (nothing is written). ``as_of``: the date the file's
    rows take (the file's date; default ``today``): a row the file gives at the same prices but dated earlier is
    ``confirmed``."""
    with no_gc():  # SkyPilot's AWS file: ~100,000 rows not imported, one small object each (see tableio.no_gc)
        return _diff_file(cat, provider, data, url, today, as_of or today.isoformat())


def _diff_file(cat: Catalog, provider: str, data: bytes, url: str, today: _dt.date, as_of: str) -> ProviderUpdate:
    plan = plan_skypilot_import(cat, data, url, provider, today=today)
    if not plan.ok or plan.result is None:
        errs = plan.errors or [Problem(url, SkypilotNothingMapped())]
        first = errs[0]
        return ProviderUpdate(provider, url, "update_file_invalid",
                              what=UpdateFileInvalid(first=first.code, first_value=first.value or "",
                                                     row=first.row or "", first_detail=dict(first.detail or {}),
                                                     count=len(errs)),
                              rows_read=plan.rows_read, problems=tuple(errs[:20]))
    t = TABLES["instances"]
    old = cat["instances"]
    res = plan.result["instances"]
    n_old = len(old)
    own = own_kinds(cat)
    factor = big_change_factor(cat)
    old_fmt = format_table(old, t)
    head = res.iloc[:n_old]
    res_fmt = format_table(head, t)
    differ = pd.Series(False, index=range(n_old))
    for c in PRICE_COLUMNS:
        differ |= (old_fmt[c].to_numpy() != res_fmt[c].to_numpy())
    changed, picked = [], []
    for j in map(int, differ[differ].index):
        r_old, r_new = old.iloc[j], head.iloc[j]
        changed.append(ChangedRow(str(r_old["provider"]), str(r_old["region"]), str(r_old["instance_type"]),
                                  str(r_old["gpu"]), finite_float(r_old["on_demand_hour"]), finite_float(r_new["on_demand_hour"]),
                                  finite_float(r_old["spot_hour"]), finite_float(r_new["spot_hour"]),
                                  own_of(r_old["source"], own, r_old.get(price_cites.COLUMN, ""))))
        picked.append(j)
    fresh = res.iloc[n_old:]
    # A price file may hold 100,000 new rows: their fields are read a column at a time, not row by row.
    new = tuple(map(NewRow, _texts(fresh, "provider"), _texts(fresh, "region"), _texts(fresh, "instance_type"),
                    _texts(fresh, "gpu"), fresh["gpu_count"].astype(float).tolist(),
                    _numbers(fresh, "on_demand_hour"), _numbers(fresh, "spot_hour")))
    # Rows of the provider that the file no longer lists (a row the file has but could not use is not 'gone').
    in_file = set(_key_list(plan.frame)) if plan.frame is not None else set()
    # (and the instance types of rows left out for a number that cannot be read: their value is the cell at fault)
    unmapped_values = {str(p.value or "").lower() for p in plan.unmapped} | {t.lower() for t in plan.number_rows.values()}
    mine = old[old["provider"].astype(str).str.lower() == provider.lower()]
    gone = []
    for k, (_, r) in zip(_key_list(mine), mine.iterrows()):
        if k in in_file or str(r["instance_type"]).lower() in unmapped_values:
            continue
        if finite_float(r["on_demand_hour"]) is None and finite_float(r["spot_hour"]) is None:
            continue  # a shape waiting for a price was never in a price file
        gone.append(GoneRow(str(r["provider"]), str(r["region"]), str(r["instance_type"]), str(r["gpu"]),
                            finite_float(r["on_demand_hour"]), finite_float(r["spot_hour"])))
    unmapped = tuple(UnmappedRow(provider, p.row, p.code, str(p.value or ""), p.column or "",
                                 tuple(sorted((p.detail or {}).items())) if p.code in _DETAILED else (),
                                 plan.number_rows.get(p.row, "") if p.row is not None else "")
                     for p in plan.unmapped)
    rows = pd.concat([head.iloc[picked], fresh]) if picked or len(fresh) else head.iloc[0:0]
    rows = rows.reset_index(drop=True)
    unmapped_codes = {u.code for u in unmapped}  # once: SkyPilot's AWS file has ~100,000 rows without a GPU
    others = tuple(p for p in plan.warnings if p.code not in unmapped_codes)
    confirmed = _confirmed(old, old_fmt, differ.to_numpy(bool), plan.frame, own, as_of)
    return ProviderUpdate(provider, url, status=OK, new=new, changed=tuple(changed), gone=tuple(gone),
                          unmapped=unmapped,
                          unchanged=plan.unchanged, rows_read=plan.rows_read, problems=others, rows=rows,
                          big_factor=factor, confirmed=confirmed, as_of=as_of)


def _confirmed(old: pd.DataFrame, old_fmt: pd.DataFrame, differ: np.ndarray, frame: pd.DataFrame | None,
               own: dict[str, str], as_of: str) -> tuple[ConfirmedRow, ...]:
    """The catalog rows the file gives with the same prices (both, as the catalog writes them) and currency, dated
    before ``as_of`` (a partial date counts from its first day, as a price's age does)."""
    if frame is None or not len(frame):
        return ()
    t = TABLES["instances"]
    frame = frame.reset_index(drop=True)
    new_fmt = format_table(frame, t)
    in_file = dict(zip(_key_list(frame), range(len(frame))))
    older = price_age_days(old["as_of"], _dt.date.fromisoformat(as_of)) > 0  # an unreadable date: NaN, not older
    cols = (*PRICE_COLUMNS, "currency")
    o_cells = {c: old_fmt[c].astype(str).tolist() for c in cols}
    n_cells = {c: new_fmt[c].astype(str).tolist() for c in cols}
    out = []
    for j, k in enumerate(_key_list(old)):
        i = in_file.get(k)
        if i is None or differ[j] or not older[j] or any(o_cells[c][j] != n_cells[c][i] for c in cols):
            continue
        r = old.iloc[j]
        out.append(ConfirmedRow(str(r["provider"]), str(r["region"]), str(r["instance_type"]), str(r["gpu"]),
                                finite_float(r["on_demand_hour"]), finite_float(r["spot_hour"]), str(r["as_of"]),
                                own_of(r["source"], own, r.get(price_cites.COLUMN, ""))))
    return tuple(out)


_DETAILED = frozenset({"below_min"})  # unusable rows whose reason names a figure of the detail (the minimum)


def _sources_for(cat: Catalog, providers: Iterable[str] | None, sources: Iterable[PriceSource],
                 override: dict[str, str] | None, local: dict | None = None) -> list[tuple[str, str] | ProviderUpdate]:
    """(provider id, url) per provider to update, in the order asked; a refusal for one that cannot be."""
    by_prov: dict[str, str] = {}
    for s in sources:
        if not s.enabled:
            continue
        try:
            pid = resolve_provider(cat, s.provider)
        except UnknownName:
            continue
        by_prov.setdefault(pid, s.url)
    for name, url in (override or {}).items():
        by_prov[name] = url
    for name, got in (local or {}).items():
        by_prov[name] = got.url
    wanted = list(providers) if providers else list(by_prov)
    out: list = []
    seen = set()
    for name in wanted:
        try:
            pid = resolve_provider(cat, name)
        except UnknownName as exc:
            out.append(ProviderUpdate(str(name), "", "update_unknown_provider",
                                      what=UpdateUnknownProvider(closest=exc.closest)))
            continue
        if pid in seen:
            continue
        seen.add(pid)
        url = by_prov.get(pid, "")
        out.append((pid, url) if url else ProviderUpdate(pid, "", "update_no_source", what=UpdateNoSource()))
    return out


def preview_update(cat: Catalog, providers: Iterable[str] | None = None,
                   sources: Iterable[PriceSource] | None = None, *, override: dict[str, str] | None = None,
                   cancel: fx.Cancel | None = None, progress: Callable[[FileProgress], None] | None = None,
                   max_bytes: int = fx.MAX_BYTES, timeout: float = fx.TIMEOUT_S, today: _dt.date | None = None,
                   now: _dt.datetime | None = None, local: dict[str, fx.Fetched] | None = None) -> UpdatePreview:
    """Fetch each chosen provider's file and work out what would change. ``providers``: ids or names
    (default: every provider with an enabled source); ``override``: provider id → URL for this run
    (``--source``). Nothing is written; a cancelled run comes back with ``cancelled`` and no diff.
    ``today``: the fetch date, as the catalog counts days (the local date; ``now``'s date when ``now`` is given);
    a file date later than it is replaced by it. ``local``: provider id → a file of this computer already read
    (``update_local.read_local``), used instead of downloading: the same diff, checks and dating. A source that names
    a file of this computer (a full path or a file:// address, Preferences → Price sources) is read the same way; one
    that cannot be read refuses its cloud (``update_local_unreadable``, or ``update_too_large``)."""
    cancel = cancel or fx.Cancel()
    if today is None:
        # The loader refuses dates after its local today: a UTC date would be tomorrow for hours west of UTC.
        today = now.date() if now is not None else _dt.date.today()
    now = now or _dt.datetime.now(_dt.timezone.utc)
    stamp = now.isoformat(timespec="seconds")
    srcs = tuple(sources) if sources is not None else load_sources()[0]
    todo = _sources_for(cat, providers, srcs, override, local)
    out: list[ProviderUpdate] = []
    count = len(todo)
    for i, item in enumerate(todo):
        if isinstance(item, ProviderUpdate):
            out.append(item)
            if progress:
                progress(FileProgress(item.provider, "", i, count, state=item.status))
            continue
        prov, url = item
        if cancel.cancelled:
            return UpdatePreview((), stamp, cancelled=True)
        if progress:
            progress(FileProgress(prov, url, i, count))

        def on_data(received: int, total: int | None, prov=prov, url=url, i=i) -> None:
            if progress:
                progress(FileProgress(prov, url, i, count, received, total, "data"))

        path = None if local and prov in local else local_path(url)
        if path is not None:  # a price source naming a file of this computer (Preferences → Price sources)
            read = read_local(path, max_bytes)
            if isinstance(read, Problem):
                what = local_read_problem(prov, read)
                out.append(ProviderUpdate(prov, url, what.code, what=what))
                if progress:
                    progress(FileProgress(prov, url, i, count, state=what.code))
                continue
            local = {**(local or {}), prov: read}
        try:
            got = local[prov] if local and prov in local else \
                fx.fetch(url, max_bytes=max_bytes, timeout=timeout, cancel=cancel, progress=on_data)
        except fx.FetchError as exc:
            if exc.code == fx.CANCELLED:
                return UpdatePreview((), stamp, cancelled=True)
            out.append(ProviderUpdate(prov, url, exc.code, what=exc.what))  # the fetch's code
            if progress:
                progress(FileProgress(prov, url, i, count, state=exc.code))
            continue
        if progress:
            progress(FileProgress(prov, url, i, count, got.size, got.size, "parse"))
        started = time.monotonic()
        pu = diff_file(cat, prov, got.data, got.url, today, _file_date(got.last_modified, today)[0] or None)
        pu = _with_fetch(pu, got, time.monotonic() - started, today)
        out.append(pu)
        if progress:
            progress(FileProgress(prov, url, i, count, got.size, got.size, "done" if pu.ok else pu.status))
    if cancel.cancelled:
        return UpdatePreview((), stamp, cancelled=True)
    return UpdatePreview(tuple(out), stamp, fetch_date=today.isoformat())


def _with_fetch(pu: ProviderUpdate, got: fx.Fetched, parse_s: float, today: _dt.date) -> ProviderUpdate:
    file_date, later = _file_date(got.last_modified, today)
    return replace(pu, url=got.url, file_date=file_date, date_replaced=later, commit=got.commit, etag=got.etag,
                   sha256=got.sha256, size=got.size, seconds=got.seconds + parse_s)


def _file_date(date: str, today: _dt.date) -> tuple[str, str]:
    """(the date to use, the server's date if it was replaced): a date later than the fetch date (a server
    clock running fast) becomes the fetch date, since a catalog row dated in the future does not load."""
    if date and date > today.isoformat():
        return today.isoformat(), date
    return date, ""


# --------------------------------------------------------------------------- applying


@dataclass(frozen=True)
class Applied:
    """What ``apply_update`` did, per provider: rows added, prices changed, own prices kept, source id."""

    provider: str
    added: int
    changed: int
    kept_own: int
    source_id: str
    confirmed: int = 0  # prices a newer file confirms: their date (and source) moved to the file's


def _publisher(url: str) -> str:
    parts = urlsplit(url)
    if parts.scheme.lower() == "file":
        return "a file on this computer"
    segs = [s for s in parts.path.split("/") if s]
    if parts.hostname == "raw.githubusercontent.com" and len(segs) >= 2:
        return f"{segs[0]}/{segs[1]} (GitHub)"
    return parts.hostname or ""


def _title(provider: str, url: str) -> str:
    segs = [s for s in urlsplit(url).path.split("/") if s]
    ver = next((s for s in segs if len(s) <= 4 and s[:1] == "v" and s[1:].isdigit()), "")
    name = segs[-1] if segs else "vms.csv"
    return f"SkyPilot catalog{(' ' + ver) if ver else ''}: {provider} ({name}), price update"


def apply_update(cat: Catalog, preview: UpdatePreview, take_own: Iterable[tuple[str, str, str]] = (),
                 providers: Iterable[str] | None = None,
                 accept_big: Iterable[str] | bool = ()) -> tuple[Catalog, tuple[Applied, ...]]:
    """A copy of ``cat`` with the preview's new rows and changed prices, in one step.

    ``cat`` must be the catalog the preview was made from. Rows with the user's own prices keep them
    unless their key (provider, region, instance type; lower case) is in ``take_own``. Refused
    providers are skipped, and so is every provider with big changes (``ProviderUpdate.big_changes``)
    unless ``accept_big`` is True or names it: nothing of such a cloud is applied. Raises CatalogError
    if the result does not check out (nothing changes).
    """
    take = {tuple(str(x).lower() for x in k) for k in take_own}
    only = {p.lower() for p in providers} if providers is not None else None
    accepted = accept_big if isinstance(accept_big, bool) else {p.lower() for p in accept_big}
    fetched = preview.fetched_at
    fetch_date = preview.fetch_date or fetched[:10]
    out = cat
    inst = cat["instances"].copy()
    pos = {k: n for n, k in enumerate(_key_list(inst))}
    applied = []
    for pu in preview.ok:
        if only is not None and pu.provider.lower() not in only:
            continue
        if pu.rows is None or (not pu.new and not pu.changed and not pu.confirmed):
            continue
        if pu.big_changes and not (accepted is True or (accepted and pu.provider.lower() in accepted)):
            continue
        file_date = _file_date(pu.file_date, _dt.date.fromisoformat(fetch_date))[0]
        as_of = file_date or fetch_date
        notes = [f"fetched {fetched}"]
        how = "the file's modification time" if is_local_url(pu.url) else "Last-Modified"
        notes.append(f"file date {file_date} ({how})" if file_date else "the file carries no date")
        if pu.date_replaced:
            notes.append(f"the server's date {pu.date_replaced} is later than the fetch date")
        if pu.commit:
            notes.append(f"commit {pu.commit}")
        notes.append(f"sha256 {pu.sha256[:16]}")
        out, sid = add_source(out, "repository", _title(pu.provider, pu.url), publisher=_publisher(pu.url),
                              date=file_date, url=pu.url, notes="; ".join(notes),
                              source_id=f"update-{pu.provider}-{fetch_date}")
        imported_note = f"imported {fetch_date}; the file carries no date"
        row_note = f"price update {fetch_date}" + (f"; file date {file_date}" if file_date else "")
        keep = {c.key for c in pu.changed if c.own and c.key not in take}
        # A column at a time: a price file may bring 100,000 new rows.
        keys = _key_list(pu.rows)
        use = [k not in keep for k in keys]
        rows = pu.rows[np.asarray(use, dtype=bool)].reset_index(drop=True)  # (a list [] would pick no column)
        keys = [k for k, u in zip(keys, use) if u]
        rows["source"] = sid  # (a row already in the catalog keeps its other citations: ``cite_price_file``)
        # (and a citation of the user's own: where a row is updated, its prices are the file's now)
        files = price_file_ids(out.tables.get("sources"), pu.provider, pu.url) | set(own_kinds(cat))
        rows["as_of"] = as_of
        rows["notes"] = [n.replace(imported_note, row_note, 1) if isinstance(n, str) else row_note
                         for n in rows["notes"].tolist()]
        at = [pos.get(k) for k in keys]
        for c in (*PRICE_COLUMNS, "source", "as_of", "notes"):
            ci, vals = col_pos(inst, c), rows[c].tolist()
            for i, j in enumerate(at):
                if j is not None:
                    inst.iat[j, ci] = cite_price_file(inst.iat[j, ci], sid, files) if c == "source" else vals[i]
        if price_cites.COLUMN in inst.columns:  # every price of an updated row is now the file's
            ci = col_pos(inst, price_cites.COLUMN)
            for j in at:
                if j is not None:
                    inst.iat[j, ci] = ""
        fresh = [i for i, j in enumerate(at) if j is None]
        n_chg = len(at) - len(fresh)
        if fresh:
            add = rows.iloc[fresh].reindex(columns=inst.columns).astype(inst.dtypes.to_dict(), errors="ignore")
            start = len(inst)
            inst = pd.concat([inst, add], ignore_index=True)
            pos.update((keys[i], start + n) for n, i in enumerate(fresh))
        n_conf = _redate(inst, pos, pu.confirmed, take, sid, as_of, files)
        applied.append(Applied(pu.provider, len(fresh), n_chg, len(keep), sid, n_conf))
    out = out.with_table("instances", inst)
    errors = [p for p in validate_catalog(out) if p.severity == ERROR]
    if errors:
        raise CatalogError(errors)
    return out, tuple(applied)


def _redate(inst: pd.DataFrame, pos: dict[tuple[str, str, str], int], confirmed: Iterable[ConfirmedRow],
            take: set, sid: str, as_of: str, files: set[str]) -> int:
    """Move the rows a newer file confirms to its date and source, in place (their prices and notes stay); a row with
    the user's own price only if its key is in ``take`` (its prices then cite the file). Only the row's citation of a
    price file (``files``) becomes the file's: its other citations stay (``cite_price_file``; "skypilot-catalog-v9-aws;
    amazon-ec2-user-guide-instancestorage" once became the update's one source, its disks' page dropped). The
    count moved."""
    n = 0
    for c in confirmed:
        j = pos.get(c.key)
        if j is None or (c.own and c.key not in take):
            continue
        inst.iat[j, col_pos(inst, "as_of")] = as_of
        ci = col_pos(inst, "source")
        inst.iat[j, ci] = cite_price_file(inst.iat[j, ci], sid, files)
        if c.own and price_cites.COLUMN in inst.columns:
            inst.iat[j, col_pos(inst, price_cites.COLUMN)] = ""
        n += 1
    return n


CODES = (NO_SOURCE, FILE_INVALID, UNKNOWN_PROVIDER, BAD_SOURCES)

__all__ = ["PriceSource", "NewRow", "ChangedRow", "ConfirmedRow", "GoneRow", "UnmappedRow", "ProviderUpdate", "UpdatePreview",
           "FileProgress", "Applied", "default_sources", "load_sources", "save_sources", "reset_sources",
           "check_sources", "source_problem", "sources_path", "preview_update", "diff_file", "apply_update", "own_kinds",
           "big_change_factor", "big_price_changes", "BIG_CHANGE_SETTING", "CODES", "local_path", "read_local", "row_key", "own_of", "currencies", "row_currencies",
           "local_fetched", "file_day", "is_local_url"]
