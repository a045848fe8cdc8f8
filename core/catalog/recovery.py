"""Recovery copies of unsaved catalog edits, so a crash never loses work.

The editor writes its working catalog here (atomically, like a real save, but without refusing
half-done work) a moment after every change; a clean save or a discard removes it. On the next
start, a recovery copy that is still there means the app stopped with unsaved edits.
"""

from __future__ import annotations

import datetime as _dt
import errno
import shutil
from dataclasses import dataclass
from pathlib import Path

from ..base import CatalogError, paths
from .model import Catalog
from .store import CatalogStore
from .load import load_dir


@dataclass(frozen=True)
class Recovery:
    catalog: Catalog
    saved_at: str  # ISO time of the recovery copy
    based_on: str  # generation of the user's catalog the edits started from


class RecoveryStore:
    """The recovery copy of the catalog editor's unsaved edits."""

    def __init__(self, root: Path | None = None):
        self.root = Path(root) if root is not None else paths.recovery_dir() / "catalog"
        self._store = CatalogStore(self.root, keep=2)

    def write(self, cat: Catalog, based_on: str | None) -> None:
        """Write the recovery copy; OSError if it cannot be written, or (EINVAL) if it would not read back
        (the previous recovery copy is kept then)."""
        copy = cat.with_meta(based_on=based_on or "",
                             recovery_saved_at=_dt.datetime.now().isoformat(timespec="seconds"))
        try:
            self._store.save(copy, reason="recovery", validate=False)
        except CatalogError as exc:
            if not exc.problems or exc.problems[0].code != "save_unreadable":
                raise
            raise OSError(errno.EINVAL, "the recovery copy could not be read back", str(self.root)) from exc

    def read(self) -> Recovery | None:
        d = self._store.current_dir()
        if d is None:
            return None
        cat, _ = load_dir(d, strict=False, stored=True)
        if cat is None:
            return None
        return Recovery(cat, str(cat.meta.get("recovery_saved_at", "")), str(cat.meta.get("based_on", "")))

    def clear(self) -> None:
        shutil.rmtree(self.root, ignore_errors=True)

    def exists(self) -> bool:
        return self._store.exists()
