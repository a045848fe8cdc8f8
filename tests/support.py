"""Helpers shared by the test modules (fixtures live in the conftest.py files)."""

from __future__ import annotations

import hashlib
import importlib.util
from pathlib import Path

from gpu_advisor.core.catalog.store import LOCK_FILE


def tree_digest(root: Path, *, skip_lock: bool = False) -> str:
    """Hash of every file name and byte under ``root``: 'unchanged' means this is equal. ``skip_lock``
    leaves the store's lock file out (its presence depends on whether a store object is still open)."""
    h = hashlib.sha256()
    for p in sorted(root.rglob("*")):
        if skip_lock and p.name == LOCK_FILE:
            continue
        h.update(str(p.relative_to(root)).encode())
        if p.is_file():
            h.update(p.read_bytes())
    return h.hexdigest()


def set_cell(cat, table: str, row, column: str, value):
    """``cat`` with one cell of ``table`` changed: a new catalog (a Catalog is immutable)."""
    df = cat[table]
    df.loc[row, column] = value
    return cat.with_table(table, df)


def job_of(cat, spec: dict):
    """The estimate engine's Job for a test's spec: a models.csv preset with overrides, or the fields as given."""
    from gpu_advisor.core import estimate as E
    spec = dict(spec)
    preset = spec.pop("preset", None)
    return E.job_from_preset(cat, preset, **spec) if preset else E.Job(**spec)


def build_script():
    """``scripts/build_catalog.py`` loaded as a module (it is a script, not part of the package)."""
    path = Path(__file__).resolve().parents[1] / "scripts" / "build_catalog.py"
    spec = importlib.util.spec_from_file_location("build_catalog", path)
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod
