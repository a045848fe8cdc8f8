"""The offering base kept across starts (issue 32: a start without the kept picture).

``pricing._offer_base`` (specs, network, exchange rates, price age, spot rates, host shapes, disks and egress, the
coarse grid of node counts) depends on the catalog, the code and a few of the scenario's fields only. A start of
the app computes it again for the very same catalog; here it is kept in the user's cache folder
(``<data>/cache/offer-base-<key>.npz``, next to the trusted catalog cache) and read back by the next start.

* The key: the catalog's files (their SHA-256 with the code that reads them: ``catalog.files_key``, known only for
  a catalog loaded from files, never for one changed in memory), the app version and the size and time of every
  module of the engine (``core/``), this format, and the scenario's part of the base (currency, training,
  providers, regions, GPUs, precision). A catalog edit or an upgrade is another key: rebuilt. The day is not part
  of the key: a base kept on another day has its day's part (exchange rates closest to the day, price ages, disk
  and egress rates) worked out again for today by the caller (``pricing._redate``).
* The file: a numpy ``.npz`` read with ``allow_pickle=False`` (it can hold numbers and nothing that runs), with
  a JSON description of the base's fields and a SHA-256 of all its content written last. A file that is
  truncated, damaged, of another key or of another format, or whose checksum or shapes do not hold, is ignored
  (and rebuilt); nothing read from it is used before the checks pass.
* What is kept: numeric arrays as they are; text arrays (str or None) and small values in the JSON. Anything else
  (a type this module does not know) means the base is not kept, never kept approximately.
"""

from __future__ import annotations

import datetime as _dt
import hashlib
import io
import json
import zipfile
from pathlib import Path
from typing import Any, cast

import numpy as np
import pandas as pd

from ..base import atomic_write, Coded, paths, read_regular, tree_stats
from ..catalog import Catalog, files_key

FORMAT = "offer-base-1"  # what the file holds and how; a new format ignores older files
PREFIX = "offer-base-"
KEEP = 4  # files kept (the most recent); older ones are removed when a new one is written
# A larger base is not kept. A base is written each time a new one is built (a provider ticked builds one), on the
# way to the card: the bundled catalog's are ~0.2 MB (~2 ms to write); 8 MB (~16,000 offerings) bounds that
# write, where 200,000 offerings (~100 MB) would cost more than the build it saves.
MAX_KEPT_BYTES = 8 * 1024 * 1024
MAX_BYTES = MAX_KEPT_BYTES + 1024 * 1024  # a larger file is not one this module wrote: ignored
# The fields of a base that come from the caller, not from the file (the catalog, the scenario, its defaults, the day).
FROM_CALLER = ("cat", "sc", "d", "today")
_CODE_STAMP: str | None = None


class Unsupported(ValueError):
    """A value this module cannot keep exactly: the base is not kept."""


def cache_dir() -> Path:
    return paths.data_dir() / "cache"


def code_stamp() -> str:
    """The app version and the size and modification time of every module of the engine (``core/``)."""
    global _CODE_STAMP
    if _CODE_STAMP is None:
        from gpu_advisor import __version__
        h = hashlib.sha256(f"{FORMAT}|{__version__}".encode())
        tree_stats(Path(__file__).resolve().parents[1], h, ".py")
        _CODE_STAMP = h.hexdigest()
    return _CODE_STAMP


def cache_key(cat: Catalog, key: tuple) -> str | None:
    """The file key of the base of ``cat`` for the scenario part ``key``; None when the catalog's files are not
    known (a catalog built or changed in memory: never kept on disk)."""
    fk = files_key(cat)
    if fk is None:
        return None
    return hashlib.sha256(json.dumps([FORMAT, code_stamp(), fk, repr(key)]).encode()).hexdigest()[:40]


def path_for(k: str) -> Path:
    return cache_dir() / f"{PREFIX}{k}.npz"


# --------------------------------------------------------------------------- encoding

def _enc(v: Any, arrays: dict[str, np.ndarray]) -> Any:
    """``v`` as JSON, its numeric arrays into ``arrays`` (by name)."""
    if v is None or isinstance(v, (bool, str)):
        return v
    if isinstance(v, (int, float)) and not isinstance(v, np.generic):
        return v if type(v) in (int, float) else _unsupported(v)
    if isinstance(v, np.ndarray):
        if v.dtype.kind in "biuf":
            name = f"a{len(arrays)}"
            arrays[name] = v
            return {"nd": name}
        if v.dtype == object:
            items = v.ravel().tolist()
            for x in items:
                if not (x is None or type(x) in (str, bool, int, float)):
                    _unsupported(x)
            return {"obj": items, "shape": list(v.shape)}
        _unsupported(v)
    if isinstance(v, np.generic) and v.dtype.kind in "biuf":
        name = f"a{len(arrays)}"
        arrays[name] = np.asarray(v)
        return {"np": name}
    if isinstance(v, Coded):
        return {"coded": [_enc(v.values, arrays), _enc(v.codes, arrays), _enc(v.own, arrays)]}
    if isinstance(v, tuple):
        return {"tuple": [_enc(x, arrays) for x in v]}
    if isinstance(v, list):
        return {"list": [_enc(x, arrays) for x in v]}
    if isinstance(v, dict):
        return {"dict": [[_enc(k, arrays), _enc(x, arrays)] for k, x in v.items()]}
    if isinstance(v, pd.Series):
        if v.index.nlevels != 1:
            _unsupported(v)
        return {"series": [_enc(v.index.to_numpy(), arrays), str(v.index.dtype), _enc(v.to_numpy(), arrays),
                           str(v.dtype), _enc(v.name, arrays)]}
    if isinstance(v, _dt.date) and not isinstance(v, _dt.datetime):
        return {"date": v.isoformat()}
    from .estimates import EstTable
    if isinstance(v, EstTable) and v.n == 0 and not v.cols and not v.blocks:
        return {"est_empty": True}
    return _unsupported(v)


def _unsupported(v: Any):
    raise Unsupported(type(v).__name__)


def _dec(v: Any, arrays) -> Any:
    if not isinstance(v, dict):
        if isinstance(v, list):  # (only inside the forms below)
            raise ValueError("a bare list")
        return v
    x: Any = None
    if "obj" in v:
        tag = "obj"
    elif len(v) == 1:
        (tag, x), = v.items()
    else:
        raise ValueError("an unknown form")
    if tag == "nd":
        return arrays[x]
    if tag == "np":
        a = arrays[x]
        if a.shape != ():
            raise ValueError("a scalar of another shape")
        return a[()]
    if tag == "obj":
        items, shape = v["obj"], tuple(v["shape"])
        out = np.empty(len(items), dtype=object)
        out[:] = items if len(items) else []
        return out.reshape(shape)
    if tag == "coded":
        values, codes, own = (_dec(y, arrays) for y in x)
        return Coded(values, codes, own)
    if tag == "tuple":
        return tuple(_dec(y, arrays) for y in x)
    if tag == "list":
        return [_dec(y, arrays) for y in x]
    if tag == "dict":
        return {_dec(k, arrays): _dec(y, arrays) for k, y in x}
    if tag == "series":
        idx, idx_dtype, vals, dtype, name = x
        return pd.Series(_dec(vals, arrays), index=pd.Index(_dec(idx, arrays), dtype=idx_dtype), dtype=dtype,
                         name=_dec(name, arrays))
    if tag == "date":
        return _dt.date.fromisoformat(x)
    if tag == "est_empty":
        from .estimates import EstTable
        return EstTable.empty()
    raise ValueError(f"an unknown form {tag!r}")


def _digest(manifest: bytes, arrays: dict[str, np.ndarray]) -> str:
    h = hashlib.sha256(manifest)
    for name in sorted(arrays):
        a = np.ascontiguousarray(arrays[name])
        h.update(f"\0{name}\0{a.dtype.str}\0{a.shape}\0".encode())
        h.update(a.tobytes())
    return h.hexdigest()


# --------------------------------------------------------------------------- reading and writing

def save(cat: Catalog, key: tuple, base) -> Path | None:
    """Keep ``base`` (a freshly built offering base of ``cat`` for ``key``) for the next start; None when it is
    not kept (no files key, a value this module cannot keep, a folder that cannot be written)."""
    k = cache_key(cat, key)
    if k is None:
        return None
    arrays: dict[str, np.ndarray] = {}
    try:
        fields = {name: _enc(v, arrays) for name, v in vars(base).items() if name not in FROM_CALLER}
    except Unsupported:
        return None
    manifest = json.dumps({"format": FORMAT, "key": k, "day": base.today.isoformat(), "fields": fields},
                          allow_nan=True).encode()
    if len(manifest) + sum(a.nbytes for a in arrays.values()) > MAX_KEPT_BYTES:
        return None
    payload = {"__manifest__": np.frombuffer(manifest, dtype=np.uint8), **arrays}
    payload["__sha256__"] = np.frombuffer(_digest(manifest, arrays).encode(), dtype=np.uint8)
    buf = io.BytesIO()
    cast(Any, np.savez)(buf, **payload)  # (the stubs read **payload as allow_pickle)
    path = path_for(k)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        atomic_write(path, buf.getvalue())
    except OSError:
        return None
    _prune(path)
    return path


def _prune(keep: Path) -> None:
    try:
        old = sorted((p for p in keep.parent.glob(f"{PREFIX}*.npz") if p != keep),
                     key=lambda p: p.stat().st_mtime_ns, reverse=True)
        for p in old[KEEP - 1:]:
            p.unlink(missing_ok=True)
    except OSError:
        pass


def load(cat: Catalog, key: tuple, sc, d: dict, today: _dt.date, new_table):
    """(the offering base kept for ``cat`` and ``key``, checked, with the caller's fields set; the day it was built
    on, whose rates and price ages it holds); None when there is none or it does not check (then the caller builds
    it, and ``save`` replaces the file). ``new_table(cat, sc, d, today)`` makes an empty table of the right class
    (``Scored``)."""
    k = cache_key(cat, key)
    if k is None:
        return None
    path = path_for(k)
    try:
        data = read_regular(path, MAX_BYTES)
    except (OSError, ValueError):
        return None
    try:
        with np.load(io.BytesIO(data), allow_pickle=False) as z:
            arrays = {name: z[name] for name in z.files}
        manifest = arrays.pop("__manifest__").tobytes()
        sha = arrays.pop("__sha256__").tobytes().decode("ascii")
        if sha != _digest(manifest, arrays):
            return None
        meta = json.loads(manifest)
        if meta.get("format") != FORMAT or meta.get("key") != k:
            return None
        day = _dt.date.fromisoformat(meta["day"])
        t = new_table(cat, sc, d, today)
        fields = {name: _dec(v, arrays) for name, v in meta["fields"].items()}
    except (OSError, ValueError, KeyError, TypeError, EOFError, UnicodeDecodeError, zipfile.BadZipFile,
            RecursionError):
        return None
    if set(fields) != set(vars(t)) - set(FROM_CALLER) or not _shapes_hold(fields):
        return None
    for name, v in fields.items():
        setattr(t, name, v)
    return t, day


def _shapes_hold(f: dict) -> bool:
    """The base's arrays have the lengths its levels say (one per offering, one per cluster)."""
    offers, clusters = f.get("offers"), f.get("clusters")
    if not isinstance(offers, dict) or not isinstance(clusters, dict) or "offer_id" not in offers \
            or "offer" not in clusters:
        return False
    n_off, n_cl = len(offers["offer_id"]), len(clusters["offer"])
    if any(len(a) != n_off for a in offers.values()) or any(len(a) != n_cl for a in clusters.values()):
        return False
    cl_off = clusters["offer"]
    if n_cl and (not isinstance(cl_off, np.ndarray) or cl_off.dtype.kind not in "iu" or cl_off.min() < 0
                 or cl_off.max() >= n_off):
        return False
    prices = f.get("prices")
    return isinstance(prices, np.ndarray) and prices.ndim == 2 and prices.shape[1] == n_off
