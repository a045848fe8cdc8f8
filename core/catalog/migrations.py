"""Upgrades of catalog folders written by older schema versions.

Each migration is a small function ``(tables: dict[str, DataFrame of strings]) -> dict`` working
on the raw cells, before the schema check, registered under the version it upgrades *from*.

Version 0 is a catalog folder without a ``catalog.json`` manifest, with the instance table laid
out like the public price files this catalog is built from (SkyPilot ``vms.csv`` style names:
``gpu_model``, ``memory_gib``, ``price_per_hour``, ``spot_price_per_hour``). Users who kept such a
folder (or hand-made one from those files) get it upgraded instead of rejected.
"""

from __future__ import annotations

from collections.abc import Callable

import pandas as pd

from .schema import SCHEMA_VERSION
from .tableio import anomaly_of

Tables = dict[str, pd.DataFrame]

_V0_INSTANCE_RENAMES = {
    "gpu_model": "gpu",
    "memory_gib": "ram_gb",
    "price_per_hour": "on_demand_hour",
    "spot_price_per_hour": "spot_hour",
    "price_per_month": "monthly",
}


def _migrate_0_to_1(tables: Tables) -> Tables:
    out = dict(tables)
    inst = out.get("instances")
    if inst is not None:
        inst = inst.rename(columns={k: v for k, v in _V0_INSTANCE_RENAMES.items() if k in inst.columns})
        # v0 had no provenance columns on instances; an upgraded row says where it came from.
        if "source" not in inst.columns:
            inst["source"] = "catalog folder upgraded from schema version 0"
        out["instances"] = inst
    return out


def _bundled_csv(name: str) -> pd.DataFrame | None:
    from ..base import paths
    f = paths.legacy_sources() if name == "legacy_sources.csv" else paths.bundled_catalog() / name
    if not f.is_file():
        return None
    import io
    return pd.read_csv(io.BytesIO(f.read_bytes()), dtype=str, keep_default_na=False)


def _migrate_1_to_2(tables: Tables) -> Tables:
    """Version 2 adds the ``sources`` table: every ``source`` cell cites ids of it. A version-1 cell
    holds free text. A text the bundled catalog wrote (resources/migrations/legacy_sources.csv) becomes the ids it cites
    now, with their sources rows; any other text becomes an ``imported`` source titled with it."""
    from .sources import register_free_text
    legacy_df, lib_df = _bundled_csv("legacy_sources.csv"), _bundled_csv("sources.csv")
    legacy = dict(zip(legacy_df["old_source"], legacy_df["new_source"])) if legacy_df is not None else {}
    library = {r["source_id"]: r for r in lib_df.to_dict("records")} if lib_df is not None else {}
    return register_free_text(tables, legacy, library)


def _migrate_2_to_3(tables: Tables) -> Tables:
    """Version 3 makes the price files' ANOMALY flag a column of its own: ``instances.anomaly`` (the reason; rows
    flagged are not recommended until the user enters the price), taken from the notes, which stay as they were.
    It also adds the ``fabrics`` table (which fabrics count as fast); a catalog without it gets the bundled one."""
    out = dict(tables)
    inst = out.get("instances")
    if inst is not None and "anomaly" not in inst.columns:
        inst = inst.copy()
        notes = inst["notes"] if "notes" in inst.columns else pd.Series([""] * len(inst), dtype=object)
        inst["anomaly"] = [anomaly_of(n) for n in notes]
        out["instances"] = inst
    return out


def _migrate_3_to_4(tables: Tables) -> Tables:
    """Version 4 holds catalog text to one rule (``core.textrule``): no control character (line breaks, tabs,
    C1 controls, U+2028/U+2029, direction controls) and no text longer than its column allows. A catalog saved
    before could hold such text (an import or an edit let it in); it is cleaned, not refused, so the user's
    catalog keeps loading: each line break or other control becomes a space, direction controls are dropped, an
    over-long text is cut at its column's limit (``textrule.clean``). Only the cells that break the rule change."""
    from .schema import STR, TABLES
    from ..base import CONTROL_RE, clean
    out = dict(tables)
    for name, df in tables.items():
        table = TABLES.get(name)
        if table is None or df is None or df.empty:
            continue
        changed = None
        for col in table.columns:
            if col.kind != STR or col.name not in df.columns:
                continue
            cells = df[col.name].fillna("").astype(str)
            values = cells.tolist()
            limit = col.max_length
            if CONTROL_RE.search("".join(values)) is None and (limit is None or max(map(len, values)) <= limit):
                continue
            changed = df.copy() if changed is None else changed
            changed[col.name] = [clean(v, limit) for v in values]
        if changed is not None:
            out[name] = changed
    return out


MIGRATIONS: dict[int, Callable[[Tables], Tables]] = {0: _migrate_0_to_1, 1: _migrate_1_to_2, 2: _migrate_2_to_3,
                                                    3: _migrate_3_to_4}


def migrate(tables: Tables, from_version: int) -> tuple[Tables, list[int]]:
    """Apply every migration from ``from_version`` up to ``SCHEMA_VERSION``; returns the steps run."""
    if from_version > SCHEMA_VERSION:
        raise ValueError(f"schema_version {from_version} is newer than this app ({SCHEMA_VERSION})")
    steps = []
    v = from_version
    while v < SCHEMA_VERSION:
        tables = MIGRATIONS[v](tables)
        steps.append(v)
        v += 1
    return tables, steps
