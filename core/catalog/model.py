"""The immutable ``Catalog`` (a mapping of typed tables and a manifest) and its one cache of derived products.

Loading and validation are in ``catalog/load.py``; the user's stored catalog in ``catalog/store.py``.
"""

from __future__ import annotations

import copy
import functools
import hashlib
import itertools
import os
import pickle
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
      ``token`` (never reused in a process), on which its content key is kept (``content_key``): what is derived
      from it is cached by that content (``cached``), shared with every catalog of the same tables and manifest;
      only what depends on the object itself (the files it was loaded from) is kept per token (``cached_own``).
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
        """The same content as a new catalog object (a new ``token``: its own ``cached_own`` values start empty; what
        ``cached`` keeps is its content's, so it shares that)."""
        return Catalog._of(dict(self._frames), copy.deepcopy(self._meta))

    @property
    def version(self) -> str:
        return str(self._meta.get("catalog_version", ""))

    def shares_table(self, other: Catalog, name: str) -> bool:
        """Whether ``other`` holds this catalog's very frame of table ``name``: one was made from the other (``with_tables``)
        without replacing that table. A quick test of a table never changed, not of equal content."""
        frame = self._frames.get(name)
        return frame is not None and frame is other._frames.get(name)

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
# the small tables, the offering bases and the estimates of the last job) lives here, keyed on the catalog's
# CONTENT (``content_key``: its tables and manifest), so two catalog objects with the same content share one entry
# (the user's catalog loaded again, a store read back after a save, an editor's discard, each test's own copy of the
# seeded catalog) and any change (``with_table``, an import, a price update, the user's own price) is another key: an
# entry can never be stale. A catalog's key is worked out once per object, each table's part once per frame (a
# catalog from ``with_tables`` shares the frames it did not replace, so an edit hashes the edited table only).
# At most MAX_CACHED_CATALOGS contents hold entries (least recently used first: the editor makes a new catalog per
# edit), of which at most MAX_ORPHANS are no live catalog's (kept for a catalog of that content made later; the
# oldest leaves first). Thread-safe (the GUI runs the engine on a worker thread); two threads building the same
# product at once both build it and the first one stored wins.
MAX_CACHED_CATALOGS = 4
MAX_ORPHANS = 2
_DERIVED: OrderedDict[bytes, dict] = OrderedDict()  # content key -> products
_KEYS: dict[int, bytes] = {}  # token of a live catalog -> its content key
_LIVE: dict[bytes, int] = {}  # content key -> how many live catalogs have it
_OWN: dict[int, dict] = {}  # token -> values of this object alone, not of its content (``cached_own``)
_ONE_OF: weakref.WeakValueDictionary[bytes, Catalog] = weakref.WeakValueDictionary()  # a live catalog per content
_DERIVED_LOCK = threading.Lock()


_GONE: list[int] = []  # tokens of catalogs collected since the last look (see _forget)


def _frame_digest(frame: pd.DataFrame) -> bytes:
    """The SHA-256 of a table's pickle: equal digests are equal tables (a pickle rebuilds exactly the frame it was
    made of: values, dtypes, columns, index); equal tables built another way may differ (then they do not share)."""
    try:
        return hashlib.sha256(pickle.dumps(frame, protocol=pickle.HIGHEST_PROTOCOL)).digest()
    except Exception:  # noqa: BLE001 - a cell that cannot be pickled: this frame equals no other
        return os.urandom(32)


def content_key(cat: Catalog) -> bytes:
    """The id of ``cat``'s content: every table (name and digest) and the manifest. Equal for two catalogs exactly
    when their tables and manifests pickle alike; worked out once per catalog object."""
    token = cat.token
    key = _KEYS.get(token)
    if key is not None:
        return key
    h = hashlib.sha256()
    for name in sorted(cat._frames):
        frame = cat._frames[name]
        h.update(name.encode() + b"\0")
        h.update(cached_per_frame(cat, name, "content-digest", functools.partial(_frame_digest, frame)))
    try:
        h.update(b"\0meta\0" + pickle.dumps(cat._meta, protocol=pickle.HIGHEST_PROTOCOL))
    except Exception:  # noqa: BLE001 - a manifest value that cannot be pickled: this catalog equals no other
        h.update(os.urandom(32))
    key = h.digest()
    with _DERIVED_LOCK:
        _drop_gone()
        if token not in _KEYS:
            _KEYS[token] = key
            _LIVE[key] = _LIVE.get(key, 0) + 1
            weakref.finalize(cat, _forget, token)
    return key


def cached(cat: Catalog, key: Hashable, build: Callable[[], Any]) -> Any:
    """``build()`` once per catalog content and ``key`` (what it derives from ``cat``'s content and nothing else but
    ``key``: it is shared with every catalog of the same content)."""
    ckey = content_key(cat)
    with _DERIVED_LOCK:
        _drop_gone()
        if ckey not in _ONE_OF:
            _ONE_OF[ckey] = cat
        entry = _DERIVED.get(ckey)
        if entry is not None:
            _DERIVED.move_to_end(ckey)
            if key in entry:
                return entry[key]
    value = build()
    with _DERIVED_LOCK:
        _drop_gone()
        entry = _DERIVED.get(ckey)
        if entry is None:
            entry = _DERIVED[ckey] = {}
            _trim()
        return entry.setdefault(key, value)


def catalog_of(key: bytes) -> Catalog | None:
    """A live catalog of the content ``key`` (``content_key``), or None: what a product kept in the cache reads its
    catalog through when the one it was built with is gone (another catalog of that content uses it)."""
    with _DERIVED_LOCK:
        return _ONE_OF.get(key)


def cached_own(cat: Catalog, key: Hashable, build: Callable[[], Any]) -> Any:
    """``build()`` once per catalog OBJECT and ``key``: for what is not a function of the content (where the object
    came from: ``load.files_key``); it leaves with the catalog."""
    token = cat.token
    with _DERIVED_LOCK:
        _drop_gone()
        entry = _OWN.get(token)
        if entry is not None and key in entry:
            return entry[key]
    value = build()
    with _DERIVED_LOCK:
        entry = _OWN.get(token)
        if entry is None:
            entry = _OWN[token] = {}
            weakref.finalize(cat, _forget, token)  # (a token noted twice is forgotten once)
        return entry.setdefault(key, value)


def _trim() -> None:
    """Keep at most MAX_CACHED_CATALOGS entries and MAX_ORPHANS of no live catalog, least recently used first
    (with _DERIVED_LOCK held)."""
    while len(_DERIVED) > MAX_CACHED_CATALOGS:
        _DERIVED.popitem(last=False)
    orphans = [k for k in _DERIVED if not _LIVE.get(k)]
    for k in orphans[:max(0, len(orphans) - MAX_ORPHANS)]:
        del _DERIVED[k]


def _forget(token: int) -> None:
    """A catalog was collected: its token goes at the next look. The collector can run this in the middle of any
    allocation, also on a thread that holds _DERIVED_LOCK (a lock here would wait for itself forever), so it only
    notes the token (list.append is atomic)."""
    _GONE.append(token)


def _drop_gone() -> None:
    """Forget the tokens of collected catalogs; their content's entry stays while the bounds allow (with
    _DERIVED_LOCK held)."""
    if not _GONE:
        return
    while _GONE:
        token = _GONE.pop()
        _OWN.pop(token, None)
        key = _KEYS.pop(token, None)
        if key is not None:
            left = _LIVE.get(key, 0) - 1
            if left > 0:
                _LIVE[key] = left
            else:
                _LIVE.pop(key, None)
    _trim()


# Products of one table alone (its CSV bytes), kept per table frame: a catalog holds its frames unchanged for its
# life, and a new catalog from ``with_tables`` shares every frame it did not replace, so a save after one edit
# serialises the edited table only. Keyed on the frame's id, checked against a weak reference to that frame (an id
# can be reused once a frame is gone); the least recently used entries leave first.
MAX_CACHED_TABLES = 256  # (two products a frame: its CSV bytes and its content digest)
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


def clear_derived() -> None:
    """Drop every derived product (tests and benchmarks: as a new process starts)."""
    with _DERIVED_LOCK:
        _DERIVED.clear()


def cached_catalogs() -> int:
    """How many catalog contents hold derived products now (tests, benchmarks)."""
    with _DERIVED_LOCK:
        _drop_gone()
        return len(_DERIVED)
