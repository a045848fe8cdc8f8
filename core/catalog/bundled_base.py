"""The bundled catalog the user's catalog last took in (its *base*), kept beside the generations::

    catalog/
      bundled-base/        <table>.csv + catalog.json of the bundled catalog at the first start, the last reset or
                           the last merge of bundled updates, and DIGEST (the hash of those bundled files)

A later version of the app ships another bundled catalog. With the base, the merge of its updates is a three-way
merge (``tableimport.plan_bundled_merge``): a row the user never changed (equal to the base's) takes the new
bundled values (a corrected rule, a newer price); a row the user changed is kept as theirs; a row the user lacks is
offered. Without a base (a catalog of a version before this one) only the missing rows are offered, as before.
Best effort throughout: a base that cannot be written or read leaves the merge at "missing rows only".
"""

from __future__ import annotations

import functools
import hashlib
import json
import shutil
import tempfile
from pathlib import Path
from typing import Any

from ..base import fsync_dir, paths
from .model import MANIFEST, Catalog, file_names, write_new_file

CatalogStore = Any  # store.CatalogStore (which imports this module: typed loosely, no import cycle)

BASE_DIR = "bundled-base"
DIGEST = "DIGEST"
UNKNOWN = "unknown"  # a base taken from an old first-start version: its bundled files' hash is not known
MERGED_META = "merged_bundled"  # catalog.json: the digest of the bundled catalog a merge took in
BASE_REASONS = ("first_start", "bundled_fallback", "reset")  # saves of the bundled catalog itself


@functools.lru_cache(maxsize=1)
def bundled_digest() -> str:
    """Hash of the bundled catalog's files as shipped (read once per process)."""
    h = hashlib.sha256()
    root = paths.bundled_catalog()
    for name in file_names():
        f = root / name
        if f.is_file():
            h.update(name.encode() + b"\0" + f.read_bytes() + b"\0")
    return h.hexdigest()


def base_dir(store: CatalogStore) -> Path:
    return store.root / BASE_DIR


def base_digest(store: CatalogStore) -> str | None:
    """The digest of the base (``UNKNOWN`` for one taken from an old version), None without a base."""
    try:
        return (base_dir(store) / DIGEST).read_text(encoding="utf-8").strip() or None
    except (OSError, UnicodeDecodeError):
        return None


def _write(store: CatalogStore, files: dict[str, bytes], digest: str) -> None:
    target = base_dir(store)
    tmp = Path(tempfile.mkdtemp(prefix=".tmp-base-", dir=store.root))
    old = store.root / ".old-base"
    try:
        for name, data in files.items():
            write_new_file(tmp / name, data)
        write_new_file(tmp / DIGEST, (digest + "\n").encode("utf-8"))  # last: a base with its digest is whole
        fsync_dir(tmp)
        shutil.rmtree(old, ignore_errors=True)
        if target.exists():
            target.rename(old)
        tmp.rename(target)
        shutil.rmtree(old, ignore_errors=True)
    except OSError:
        shutil.rmtree(tmp, ignore_errors=True)
        if old.exists() and not target.exists():
            old.rename(target)


def keep_bundled(store: CatalogStore) -> None:
    """The bundled catalog as shipped becomes the base (after a first start, a reset or a merge of its updates)."""
    if base_digest(store) == bundled_digest():
        return
    root = paths.bundled_catalog()
    files = {n: (root / n).read_bytes() for n in file_names() if (root / n).is_file()}
    _write(store, files, bundled_digest())


def adopt_first_version(store: CatalogStore) -> None:
    """A catalog of a version before the base was kept: its latest first-start (or reset) version, if the store
    still holds it, is the base; its digest is not known, so the next start offers a merge (which may find
    nothing)."""
    if base_digest(store) is not None:
        return
    for name in reversed(store.generations()):  # newest first: the last time the bundled catalog was taken in
        folder = store.root / name
        try:
            reason = json.loads((folder / MANIFEST).read_text(encoding="utf-8")).get("reason")
        except (OSError, ValueError, AttributeError):
            continue
        if reason in BASE_REASONS:
            try:
                files = {n: (folder / n).read_bytes() for n in file_names() if (folder / n).is_file()}
            except OSError:
                return
            _write(store, files, UNKNOWN)
            return


def base_catalog(store: CatalogStore) -> Catalog | None:
    """The base as a catalog (None without one, or when it does not load)."""
    from .load import load_dir
    folder = base_dir(store)
    if not (folder / DIGEST).is_file():
        return None
    try:
        cat, _problems = load_dir(folder, strict=False, stored=True)
    except (OSError, ValueError):
        return None
    return cat


def updates_waiting(store: CatalogStore) -> bool:
    """The app's bundled catalog differs from the one the user's catalog last took in (an app update brought
    catalog updates: Merge bundled updates). False without a base: nothing is known."""
    d = base_digest(store)
    return d is not None and d != bundled_digest()
