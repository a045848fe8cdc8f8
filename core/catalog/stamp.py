"""Which catalog an answer was priced with, in a few figures a reader can compare: its version, when the user's
catalog was saved (none: the catalog bundled with the app, as shipped) and an id of its content.

Two answers to the same question differ when their catalogs do: the Team plan window once said "114 more ResNet
runs" where ``gpu-advisor plan`` said 112 for the same plan file, the window on the catalog bundled with this
version of the app, the command line on the user's saved catalog, copied in by an older version (its defaults
sized a service's system disk at 500 GB). The id is the same exactly when every table holds the same rows.
"""

from __future__ import annotations

import functools
import hashlib
from dataclasses import dataclass

import pandas as pd

from .model import cached_per_frame, Catalog


@dataclass(frozen=True)
class CatalogStamp:
    version: str
    saved_at: str | None  # when the user's catalog was saved (ISO, UTC); None: the bundled catalog, as shipped
    digest: str  # 12 hex digits of the tables' content: the same exactly when every table holds the same rows

    def to_dict(self) -> dict:
        return {"version": self.version, "saved_at": self.saved_at, "id": self.digest}


def _table_hash(df: pd.DataFrame) -> bytes:
    h = hashlib.sha256("\x1f".join(map(str, df.columns)).encode())
    try:
        h.update(pd.util.hash_pandas_object(df, index=False).to_numpy().tobytes())
    except TypeError:  # a cell pandas cannot hash (none in a catalog read from its tables): its text instead
        h.update(df.astype(str).to_csv(index=False).encode())
    return h.digest()


def _frame_hash(cat: Catalog, name: str) -> bytes:
    return _table_hash(cat[name])


def catalog_stamp(cat: Catalog) -> CatalogStamp:
    """``cat``'s version, save time and content id (each table hashed once per frame: an edited catalog shares
    its other tables' hashes with the one it was made from)."""
    h = hashlib.sha256()
    for name in sorted(cat.tables):
        h.update(name.encode() + b"\0")
        h.update(cached_per_frame(cat, name, "content-hash", functools.partial(_frame_hash, cat, name)))
    saved = cat.meta.get("saved_at")
    return CatalogStamp(str(cat.meta.get("catalog_version") or ""), str(saved) if saved else None,
                        h.hexdigest()[:12])


__all__ = ["catalog_stamp", "CatalogStamp"]
