"""The immutable ``Catalog`` (a mapping of typed tables and a manifest) and its one cache of derived products.

Loading and validation are in ``catalog/load.py``; the user's stored catalog in ``catalog/store.py``.
"""

from __future__ import annotations

import copy
import itertools
import os
import re
import threading
import weakref
from collections import OrderedDict
from collections.abc import Callable, Hashable, Mapping
from pathlib import Path
from types import MappingProxyType
from typing import Any

import pandas as pd


MANIFEST = "catalog.json"
CURRENT = "CURRENT"
KEEP_GENERATIONS = 10
GEN_RE = re.compile(r"^gen-(\d{6,})$")


def file_names() -> list[str]:
    """The files of a catalog folder: its manifest, then one CSV per table in the schema's order."""
    from .schema import TABLE_ORDER, TABLES
    return [MANIFEST] + [TABLES[t].filename for t in TABLE_ORDER]


def write_new_file(path: Path, data: bytes) -> None:
    """Write a file that must not exist yet, and fsync it. O_EXCL: never write through a file or symlink that
    appeared in a private folder of ours."""
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o644)
    with os.fdopen(fd, "wb") as fh:
        fh.write(data)
        fh.flush()
        os.fsync(fh.fileno())


def gen_no(name: str) -> int:
    """The number of a generation folder's name (``gen-000012`` -> 12); names are checked against GEN_RE first."""
    m = GEN_RE.match(name)
    if m is None:
        raise ValueError(f"not a generation name: {name!r}")
    return int(m.group(1))


_TOKENS = itertools.count(1)


class CatalogImmutable(TypeError):
    """Raised on an attempt to change a Catalog in place (build a new one with ``with_table``)."""


class _Tables(Mapping[str, pd.DataFrame]):
    """The tables of a catalog, read-only: every lookup hands out a new shallow copy of the table.

    Under copy on write (always on in pandas 3) a shallow copy shares the data until it is changed and then copies
    what it changes, so an edit of a handed-out frame (``cat["gpus"].loc[...] = ...``) lands in that frame only and
    can never reach the catalog (nor anything derived from it); ``cat.tables[name] = df`` raises. A change to a
    catalog is a new catalog: ``with_table``."""

    __slots__ = ("_frames",)

    def __init__(self, frames: dict[str, pd.DataFrame]):
        self._frames = frames

    def __getitem__(self, name: str) -> pd.DataFrame:
        return self._frames[name].copy(deep=False)

    def __contains__(self, name: object) -> bool:
        return name in self._frames

    def __iter__(self):
        return iter(self._frames)

    def __len__(self) -> int:
        return len(self._frames)

    def __setitem__(self, name, value):
        raise CatalogImmutable(f"a catalog's tables cannot be replaced in place (table {name!r}): "
                               "use cat.with_table(name, df), which returns a new catalog")

    def __delitem__(self, name):
        raise CatalogImmutable(f"a catalog's tables cannot be removed in place (table {name!r})")


class Catalog:
    """All tables of one catalog as typed DataFrames, plus its manifest fields; immutable.

    * ``cat[name]`` / ``cat.tables[name]`` hand out a shallow copy of the table (copy on write: no data is copied
      until the copy is changed, and a change never reaches the catalog). ``cat.tables`` and ``cat.meta`` are
      read-only mappings; attributes cannot be set.
    * Every change is a new catalog: ``with_table``, ``with_tables``, ``with_meta``. Each catalog object has its own
      ``token`` (never reused in a process), on which everything derived from it is cached (``cached``).
    """

    __slots__ = ("_frames", "_meta", "_token", "__weakref__")
    _frames: dict[str, pd.DataFrame]
    _meta: dict
    _token: int

    def __init__(self, tables: Mapping[str, pd.DataFrame], meta: Mapping | None = None):
        frames: dict[str, pd.DataFrame] = {}
        for name, df in tables.items():
            if not isinstance(df, pd.DataFrame):
                raise TypeError(f"table {name!r}: a DataFrame is needed, not {type(df).__name__}")
            # Our own shallow copy: a later change to the caller's frame never shows here (copy on write).
            frames[name] = df.copy(deep=False)
        object.__setattr__(self, "_frames", frames)
        object.__setattr__(self, "_meta", copy.deepcopy(dict(meta or {})))
        object.__setattr__(self, "_token", next(_TOKENS))

    @classmethod
    def _of(cls, frames: dict[str, pd.DataFrame], meta: dict) -> Catalog:
        """A catalog over frames nobody else holds (no copies; internal)."""
        new = cls.__new__(cls)
        object.__setattr__(new, "_frames", frames)
        object.__setattr__(new, "_meta", meta)
        object.__setattr__(new, "_token", next(_TOKENS))
        return new

    def __setattr__(self, name, value):
        raise CatalogImmutable(f"a Catalog cannot be changed in place (attribute {name!r}): "
                               "use with_table / with_meta, which return a new catalog")

    def __delattr__(self, name):
        raise CatalogImmutable(f"a Catalog cannot be changed in place (attribute {name!r})")

    def __reduce__(self):
        return (Catalog, (self._frames, self._meta))

    def __repr__(self) -> str:
        return f"<Catalog {self.version or '?'} #{self._token}: {', '.join(self._frames)}>"

    def __getitem__(self, name: str) -> pd.DataFrame:
        return self._frames[name].copy(deep=False)

    @property
    def tables(self) -> Mapping[str, pd.DataFrame]:
        return _Tables(self._frames)

    @property
    def meta(self) -> Mapping:
        return MappingProxyType(self._meta)

    @property
    def token(self) -> int:
        """This catalog object's own number: a new catalog (any change, or ``copy``) gets a new one."""
        return self._token

    def copy(self) -> Catalog:
        """The same content as a new catalog object (a new ``token``: nothing derived is carried over)."""
        return Catalog._of(dict(self._frames), copy.deepcopy(self._meta))

    @property
    def version(self) -> str:
        return str(self._meta.get("catalog_version", ""))

    def with_table(self, name: str, df: pd.DataFrame) -> Catalog:
        """A new catalog with table ``name`` replaced by (a shallow copy of) ``df``, index reset."""
        return self.with_tables({name: df})

    def with_tables(self, tables: Mapping[str, pd.DataFrame]) -> Catalog:
        frames = dict(self._frames)
        for name, df in tables.items():
            if not isinstance(df, pd.DataFrame):
                raise TypeError(f"table {name!r}: a DataFrame is needed, not {type(df).__name__}")
            frames[name] = df.reset_index(drop=True)  # a new frame sharing the data (copy on write)
        return Catalog._of(frames, copy.deepcopy(self._meta))

    def with_meta(self, **fields) -> Catalog:
        """A new catalog with manifest fields set (``None`` removes one)."""
        meta = copy.deepcopy(self._meta)
        for k, v in fields.items():
            if v is None:
                meta.pop(k, None)
            else:
                meta[k] = v
        return Catalog._of(dict(self._frames), meta)


# --------------------------------------------------------------------------- the one cache of derived products

# Everything the engine derives from a catalog (the estimate engine's preparation, the selection's products of
# the small tables, the estimates of the last job) lives here, keyed on the catalog's token: a catalog never
# changes, so an entry can never be stale, and nothing is fingerprinted per call. An entry leaves with its
# catalog (weakref finalizer) or when more than MAX_CACHED_CATALOGS catalogs hold entries (least recently used
# first: the editor makes a new catalog per edit). Thread-safe (the GUI runs the engine on a worker thread); two
# threads building the same product at once both build it and the first one stored wins.
MAX_CACHED_CATALOGS = 4
_DERIVED: OrderedDict[int, dict] = OrderedDict()
_DERIVED_LOCK = threading.Lock()


_GONE: list[int] = []  # tokens of catalogs collected since the last look (see _forget)


def cached(cat: Catalog, key: Hashable, build: Callable[[], Any]) -> Any:
    """``build()`` once per catalog and ``key`` (what it derives from ``cat`` and nothing else but ``key``)."""
    token = cat.token
    with _DERIVED_LOCK:
        _drop_gone()
        entry = _DERIVED.get(token)
        if entry is not None:
            _DERIVED.move_to_end(token)
            if key in entry:
                return entry[key]
    value = build()
    with _DERIVED_LOCK:
        _drop_gone()
        entry = _DERIVED.get(token)
        if entry is None:
            entry = _DERIVED[token] = {}
            weakref.finalize(cat, _forget, token)
            while len(_DERIVED) > MAX_CACHED_CATALOGS:
                _DERIVED.popitem(last=False)
        return entry.setdefault(key, value)


def _forget(token: int) -> None:
    """A catalog was collected: its entry goes at the next look. The collector can run this in the middle of any
    allocation, also on a thread that holds _DERIVED_LOCK (a lock here would wait for itself forever), so it only
    notes the token (list.append is atomic)."""
    _GONE.append(token)


def _drop_gone() -> None:
    """Drop the entries of collected catalogs (with _DERIVED_LOCK held)."""
    while _GONE:
        _DERIVED.pop(_GONE.pop(), None)


# Products of one table alone (its CSV bytes), kept per table frame: a catalog holds its frames unchanged for its
# life, and a new catalog from ``with_tables`` shares every frame it did not replace, so a save after one edit
# serialises the edited table only. Keyed on the frame's id, checked against a weak reference to that frame (an id
# can be reused once a frame is gone); the least recently used entries leave first.
MAX_CACHED_TABLES = 128
_PER_TABLE: OrderedDict[tuple[int, Hashable], tuple[weakref.ref, Any]] = OrderedDict()


def cached_per_frame(cat: Catalog, name: str, key: Hashable, build: Callable[[], Any]) -> Any:
    """``build()`` once per frame of table ``name`` and ``key`` (what it derives from that table alone, and
    ``key``); a catalog without the table builds every time."""
    frame = cat._frames.get(name)
    if frame is None:
        return build()
    k = (id(frame), key)
    with _DERIVED_LOCK:
        hit = _PER_TABLE.get(k)
        if hit is not None and hit[0]() is frame:
            _PER_TABLE.move_to_end(k)
            return hit[1]
    value = build()
    with _DERIVED_LOCK:
        _PER_TABLE[k] = (weakref.ref(frame), value)
        _PER_TABLE.move_to_end(k)
        while len(_PER_TABLE) > MAX_CACHED_TABLES:
            _PER_TABLE.popitem(last=False)
    return value


def cached_catalogs() -> int:
    """How many catalogs hold derived products now (tests, benchmarks)."""
    with _DERIVED_LOCK:
        _drop_gone()
        return len(_DERIVED)
