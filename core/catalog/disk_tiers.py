"""How fast a cloud disk reads at its size (disk_tiers.csv).

A cloud's block disk is not as fast as its product's largest size: an Azure Premium SSD of 100 GB is the P10 tier
(128 GiB), 100 MB/s and 500 IOPS, not the 900 MB/s of a P80; an Alibaba ESSD PL1 reads min(120 + 0.5 x GiB, 350)
MB/s. ``disk_tiers.csv`` gives, per product, the rows that cover its sizes: a row covers the sizes above the
product's previous row up to ``size_gib_max`` and gives min(mb_s_base + mb_s_per_gib x GiB, mb_s_max) (IOPS alike).
A product without rows (or a catalog saved before the table) keeps storage.csv's single figure, the fallback.
A product may have a smallest size (``size_gib_min``: Alibaba's ESSD PL2 holds 461 GiB at least): a smaller disk
cannot be that product (``minimum_gib``; ``cost.storage_products`` picks another for it).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pandas as pd

from .model import cached_per_frame, Catalog

GIB = 2.0 ** 30  # bytes in a GiB: the tables of the clouds give sizes in GiB; the app sizes disks in GB


@dataclass(frozen=True)
class DiskRate:
    """One disk's rate at its size: MB/s, IOPS (None: not given), the tier's name ('' for a formula), and whether
    disk_tiers.csv gave it (False: storage.csv's figure, the product's largest)."""

    mb_s: float
    iops: float | None
    tier: str
    sized: bool


def gib_of(size_gb: np.ndarray | float) -> np.ndarray:
    """A size in GB (10^9 bytes) in GiB."""
    return np.asarray(size_gb, dtype=float) * 1e9 / GIB


def _rows(cat: Catalog) -> pd.DataFrame | None:
    t = cat.tables.get("disk_tiers")
    return None if t is None or t.empty else t


def _products(cat: Catalog) -> dict[tuple[str, str], dict[str, np.ndarray]]:
    """Per (provider, product), its rows in size order as arrays (built once per frame of the table)."""
    def build() -> dict[tuple[str, str], dict[str, np.ndarray]]:
        t = _rows(cat)
        out: dict[tuple[str, str], dict[str, np.ndarray]] = {}
        if t is None:
            return out
        for (p, q), g in t.groupby(["provider", "product"], sort=False):
            g = g.sort_values("size_gib_max")

            def col(name: str, empty: float, g=g) -> np.ndarray:
                return pd.to_numeric(g[name], errors="coerce").fillna(empty).to_numpy(float)
            out[(str(p), str(q))] = {
                "top": g["size_gib_max"].to_numpy(float), "base": col("mb_s_base", np.nan),
                "per": col("mb_s_per_gib", 0.0), "cap": col("mb_s_max", np.inf), "ibase": col("iops_base", np.nan),
                "iper": col("iops_per_gib", 0.0), "icap": col("iops_max", np.inf),
                "tier": g["tier"].fillna("").astype(str).to_numpy(object)}
        return out
    return cached_per_frame(cat, "disk_tiers", "products", build)


def minimum_gib(cat: Catalog, provider: str, product: str) -> float:
    """The smallest disk of ``product`` in GiB (disk_tiers.csv ``size_gib_min``; 0: none given, or no rows)."""
    t = _rows(cat)
    if t is None or "size_gib_min" not in t.columns:
        return 0.0
    hit = t[(t["provider"].astype(str) == provider) & (t["product"].astype(str) == product)]
    least = pd.to_numeric(hit["size_gib_min"], errors="coerce").max()
    return float(least) if np.isfinite(least) else 0.0


def maximum_gib(cat: Catalog, provider: str, product: str) -> float:
    """The largest disk (one volume) of ``product`` in GiB: its last row's ``size_gib_max`` (Azure's P80 32,767 GiB,
    AWS gp3 16,384, Alibaba's ESSDs 32,768); inf where the catalog has no rows for it."""
    r = _products(cat).get((provider, product))
    return float(r["top"][-1]) if r is not None and len(r["top"]) else float("inf")


def volumes(cat: Catalog, provider: str, product: str, size_gb: float) -> int:
    """How many volumes of ``product`` a disk of ``size_gb`` takes: 1 up to its largest volume (``maximum_gib``),
    more beyond it (a 20,000 GB disk on AWS is two gp3 volumes: one holds 16 TiB at most)."""
    top = maximum_gib(cat, provider, product)
    gib = float(gib_of(size_gb))
    if not (np.isfinite(top) and top > 0 and np.isfinite(gib)) or gib <= top:
        return 1
    return int(np.ceil(gib / top - 1e-9))


def disk_rates(cat: Catalog, providers: np.ndarray, products: np.ndarray, size_gb: np.ndarray,
               fallback_mb_s: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Per disk (parallel arrays: provider, storage.csv product, size in GB, storage.csv's read_mb_s): its MB/s,
    IOPS (NaN: not given), tier name ('' for a formula or none) and whether disk_tiers.csv sized it. A disk larger
    than the product's last row takes that row; a product without rows keeps ``fallback_mb_s``."""
    n = len(size_gb)
    mb = np.asarray(fallback_mb_s, dtype=float).copy()
    iops = np.full(n, np.nan)
    tier = np.full(n, "", dtype=object)
    sized = np.zeros(n, dtype=bool)
    rows = _products(cat) if n else {}
    if not rows:
        return mb, iops, tier, sized
    gib = gib_of(size_gb)
    keys = list(zip(np.asarray(providers, dtype=object).astype(str), np.asarray(products, dtype=object).astype(str)))
    for i, key in enumerate(keys):  # (a few disks: one per provider and disk size)
        r = rows.get(key)
        if r is None or not np.isfinite(gib[i]):
            continue
        k = min(int(np.searchsorted(r["top"], gib[i], side="left")), len(r["top"]) - 1)
        rate = min(r["base"][k] + r["per"][k] * gib[i], r["cap"][k])
        if not (np.isfinite(rate) and rate > 0):
            continue
        mb[i], iops[i] = rate, min(r["ibase"][k] + r["iper"][k] * gib[i], r["icap"][k])
        tier[i], sized[i] = r["tier"][k], True
    return mb, iops, tier, sized


def disk_rate(cat: Catalog, provider: str, product: str, size_gb: float, fallback_mb_s: float) -> DiskRate:
    """``disk_rates`` of one disk, e.g. ``disk_rate(cat, "azure", "Premium SSD (P-series)", 100, 900)`` -> 100 MB/s,
    500 IOPS, P10."""
    mb, io, tier, sized = disk_rates(cat, np.array([provider], dtype=object), np.array([product], dtype=object),
                                     np.array([size_gb], dtype=float), np.array([fallback_mb_s], dtype=float))
    return DiskRate(mb_s=float(mb[0]), iops=None if np.isnan(io[0]) else float(io[0]), tier=str(tier[0]),
                    sized=bool(sized[0]))


def size_for_rate(cat: Catalog, provider: str, product: str, need_mb_s: float,
                  from_gb: float = 0.0) -> tuple[float, float] | None:
    """The smallest disk of ``product`` larger than ``from_gb`` whose rate reaches ``need_mb_s``: (its size in whole
    GB, its MB/s); None where no size of it does, or the catalog has no rows for it. A formula row's size is solved
    (base + per GiB x size = need), a tier's is the tier's largest size; never below the product's smallest size."""
    t = _rows(cat)
    if t is None or not np.isfinite(need_mb_s):
        return None
    g = t[(t["provider"].astype(str) == provider) & (t["product"].astype(str) == product)].sort_values("size_gib_max")
    lo = max(float(gib_of(from_gb)), minimum_gib(cat, provider, product))
    tops = g["size_gib_max"].to_numpy(float)
    bases = pd.to_numeric(g["mb_s_base"], errors="coerce").to_numpy(float)
    pers = pd.to_numeric(g["mb_s_per_gib"], errors="coerce").fillna(0.0).to_numpy(float)
    caps = pd.to_numeric(g["mb_s_max"], errors="coerce").fillna(np.inf).to_numpy(float)
    prev = 0.0
    for top, base, per, cap in zip(tops, bases, pers, caps):
        if top > lo and min(base + per * top, cap) >= need_mb_s:
            # a tier: its largest size; a formula: the size it reaches the need at (within the row)
            gib = top if per <= 0 else min(max((need_mb_s - base) / per, prev, lo, 0.0), top)
            gb = float(np.ceil(gib * GIB / 1e9 - 1e-9))
            return gb, float(min(base + per * float(gib_of(gb)), cap))
        prev = float(top)
    return None
