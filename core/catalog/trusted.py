"""The trusted fast path for loading a catalog folder: unchanged files skip parsing and full validation.

Loading a catalog parses every CSV into typed columns and checks every rule (about half a second for the
bundled catalog). The result is a pure function of the files' bytes and of the code that reads them, so
after a load the validated result is remembered in the user data folder (``<data>/cache/``):

* ``trusted.json`` maps a key — the SHA-256 of every file of the folder (name and bytes) together with
  the app version, the schema version and the size and time of the modules that read and check tables —
  to the SHA-256 of a cache file and the day it was validated;
* ``catalog-<key>.pickle`` holds the typed tables, the manifest fields and the load's problems (warnings).

A later load hashes the files again (a few milliseconds); when the key is remembered and the cache file's
own hash matches, the remembered result is returned. Any change to any file (or to the reading code)
gives another key: full parsing and validation, then the new result is remembered. A result with a
``date_in_future`` problem (an error, or the warning a stored catalog gets) is never remembered (it depends on
the day), nor is a load for a given ``today`` (tests) served from the cache. The key also says whether the
folder was read as a stored catalog (``load_dir(stored=True)``), whose future dates are only warnings. The cache is only ever read back after its hash is checked;
a missing, damaged or unreadable cache just means the full load. Old entries are pruned (``KEEP``).
"""

from __future__ import annotations

import datetime as _dt
import hashlib
import json
import os
import pickle
from pathlib import Path

from ..base import atomic_write, paths, read_regular
from .schema import SCHEMA_VERSION

KEEP = 4
INDEX = "trusted.json"
MAX_CACHE_BYTES = 512 * 1024 * 1024
_CODE_STAMP: str | None = None
# The modules that read and check tables, by file name next to this one: a change to any of them is a new key.
READERS = ("load.py", "model.py", "migrations.py", "schema.py", "sources.py", "tableio.py")


def cache_dir() -> Path:
    return paths.data_dir() / "cache"


def _code_stamp() -> str:
    """What the cached result depends on besides the files: versions and the reading/checking modules."""
    global _CODE_STAMP
    if _CODE_STAMP is None:
        from gpu_advisor import __version__

        parts = [__version__, str(SCHEMA_VERSION)]
        here = Path(__file__).parent
        for name in READERS:
            try:
                st = os.stat(here / name)
                parts.append(f"{name}:{st.st_size}:{st.st_mtime_ns}")
            except OSError:  # a frozen build: the executable stands for the code in it
                import sys
                try:
                    st = os.stat(sys.executable)
                    parts.append(f"{name}:frozen:{st.st_size}:{st.st_mtime_ns}")
                except OSError:
                    parts.append(f"{name}:frozen")
        _CODE_STAMP = "|".join(parts)
    return _CODE_STAMP


def key_of(files: dict[str, bytes], strict: bool, stored: bool = False) -> str:
    h = hashlib.sha256()
    h.update(_code_stamp().encode())
    h.update(b"strict" if strict else b"lenient")
    h.update(b"|stored" if stored else b"|entered")
    for name in sorted(files):
        data = files[name]
        h.update(b"\0" + name.encode() + b"\0" + str(len(data)).encode() + b"\0")
        h.update(data)
    return h.hexdigest()


def _index() -> dict:
    try:
        data = json.loads(read_regular(cache_dir() / INDEX, 1024 * 1024).decode("utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def recall(key: str):
    """The remembered (tables, meta, problems) for ``key``, or None."""
    entry = _index().get(key)
    if not isinstance(entry, dict):
        return None
    try:
        if _dt.date.fromisoformat(str(entry.get("validated"))) > _dt.date.today():
            return None  # validated "in the future": the clock went back; check again
        data = read_regular(cache_dir() / f"catalog-{key}.pickle", MAX_CACHE_BYTES)
    except (OSError, ValueError):
        return None
    if hashlib.sha256(data).hexdigest() != entry.get("sha256"):
        return None
    try:
        tables, meta, problems = pickle.loads(data)  # our own file, its hash checked against the index
    except Exception:  # noqa: BLE001 - an unreadable cache is only a slower start
        return None
    return tables, meta, problems


def remember(key: str, tables: dict, meta: dict, problems: list) -> None:
    """Remember a validated result (best effort: a read-only or full disk only means no fast path)."""
    if any(p.code == "date_in_future" for p in problems):
        return
    try:
        data = pickle.dumps((tables, meta, problems), protocol=pickle.HIGHEST_PROTOCOL)
        d = cache_dir()
        d.mkdir(parents=True, exist_ok=True)
        atomic_write(d / f"catalog-{key}.pickle", data)
        index = _index()
        index[key] = {"sha256": hashlib.sha256(data).hexdigest(), "validated": _dt.date.today().isoformat(),
                      "at": _dt.datetime.now(_dt.timezone.utc).isoformat(timespec="seconds")}
        keep = sorted(index, key=lambda k: str(index[k].get("at", "")) if isinstance(index[k], dict) else "")[-KEEP:]
        for k in list(index):
            if k not in keep:
                index.pop(k)
                try:
                    os.unlink(d / f"catalog-{k}.pickle")
                except OSError:
                    pass
        atomic_write(d / INDEX, (json.dumps(index, indent=1, sort_keys=True) + "\n").encode("utf-8"))
    except (OSError, pickle.PicklingError, TypeError, ValueError):
        pass
