"""Prices over whole columns: currency conversion at dated rates, storage and transfer unit prices,
spot interruption rates, price age. Numbers and codes only; a missing price stays missing (NaN),
never 0 and never a typical value.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pandas as pd

from .catalog import Catalog, cached

BILLING_MODES = ("on_demand", "spot", "monthly", "reserved_1y", "reserved_3y")
PRICE_COLUMN = {"on_demand": "on_demand_hour", "spot": "spot_hour", "monthly": "monthly",
                "reserved_1y": "reserved_1y_hour", "reserved_3y": "reserved_3y_hour"}
RESERVED_YEARS = {"reserved_1y": 1, "reserved_3y": 3}
HOURS_PER_YEAR_MONTHS = 12  # a reserved term of N years is N * 12 catalog months


@dataclass(frozen=True)
class CostLine:
    """quantity x unit_price = cost, in the result currency; cost None when the catalog has no price."""

    item: str  # gpu_instance | run_startup | spot_rework | system_disk | data_disk | network | transfer_out
    quantity: float
    unit: str
    unit_price: float | None
    cost: float | None
    product: str = ""
    included: bool = False  # part of the instance price (local NVMe, the instance's own network)
    price_currency: str | None = None  # the currency the catalog gives the price in
    fx_rate: float | None = None  # result currency per 1 price currency (None: no conversion)
    fx_as_of: str | None = None
    assumed: bool = False  # the unit price is a stated assumption (no price page gives one), shown as such

    def to_dict(self) -> dict:
        d = {"item": self.item, "quantity": _r(self.quantity), "unit": self.unit,
             "unit_price": _r(self.unit_price), "cost": _r(self.cost)}
        if self.product:
            d["product"] = self.product
        if self.included:
            d["included"] = True
        if self.cost is None:
            d["priced"] = False
        elif self.assumed:
            d["priced"] = "default"  # interfaces.md: a line priced from a default says so
        if self.fx_rate is not None:
            d["price_currency"] = self.price_currency
            d["fx_rate"] = self.fx_rate
            d["fx_as_of"] = self.fx_as_of
        return d


def _r(x):
    if x is None or (isinstance(x, float) and np.isnan(x)):
        return None
    x = float(x)
    return round(x, 4) if abs(x) < 100 else round(x, 2)


def defaults(cat: Catalog) -> dict[str, float]:
    """The catalog's defaults table as name -> value (read once per catalog; each caller gets its own dict)."""
    return dict(cached(cat, "cost.defaults", lambda: _read_defaults(cat)))


def _read_defaults(cat: Catalog) -> dict[str, float]:
    d = cat["defaults"]
    return dict(zip(d["name"].astype(str), d["value"].astype(float)))


# --------------------------------------------------------------------------- dates and rates


def as_of_dates(s: pd.Series) -> np.ndarray:
    """ISO partial dates ('2023', '2023-06', '2023-06-30') as datetime64[D]; a partial date is its first day."""
    codes, uniq = pd.factorize(s.astype(object).fillna(""), use_na_sentinel=False)
    out = np.empty(len(uniq), dtype="datetime64[D]")
    for i, text in enumerate(uniq):
        t = str(text).strip()
        t = t + "-01-01" if len(t) == 4 else (t + "-01" if len(t) == 7 else t)
        try:
            out[i] = np.datetime64(t, "D")
        except ValueError:
            out[i] = np.datetime64("NaT")
    return out[codes]


def fx_rates(cat: Catalog, currency: pd.Series, as_of: pd.Series, to: str) -> tuple[np.ndarray, np.ndarray]:
    """Rate (``to`` per 1 ``currency``) and the rate's date for every row, from the catalog's fx row whose
    date is closest to the price's ``as_of``. Same currency: rate 1, no date."""
    fx = cat["fx_rates"]
    cur = currency.astype(str).to_numpy()
    n = len(cur)
    rate = np.ones(n)
    date = np.full(n, None, dtype=object)
    when = as_of_dates(as_of)
    for base, quote in {(c, to) for c in np.unique(cur) if c != to}:
        direct = fx[(fx["base"] == base) & (fx["quote"] == quote)]
        inverse = fx[(fx["base"] == quote) & (fx["quote"] == base)]
        rows = direct if not direct.empty else inverse
        if rows.empty:
            rate[cur == base] = np.nan
            continue
        values = rows["rate"].to_numpy(float) if not direct.empty else 1.0 / rows["rate"].to_numpy(float)
        fx_dates = as_of_dates(rows["as_of"])
        order = np.argsort(fx_dates)
        fx_dates, values = fx_dates[order], values[order]
        labels = rows["as_of"].astype(str).to_numpy()[order]
        mask = cur == base
        w = when[mask]
        i = np.clip(np.searchsorted(fx_dates, w), 0, len(fx_dates) - 1)
        j = np.clip(i - 1, 0, len(fx_dates) - 1)
        pick = np.where(np.abs(fx_dates[j] - w) <= np.abs(fx_dates[i] - w), j, i)
        rate[mask] = values[pick]
        date[mask] = labels[pick]
    return rate, date


def price_age_days(as_of: pd.Series, today) -> np.ndarray:
    """Days between a price's date and ``today`` (a partial date counts from its first day)."""
    t = np.datetime64(pd.Timestamp(today).date(), "D")
    return (t - as_of_dates(as_of)).astype("timedelta64[D]").astype(float)


# --------------------------------------------------------------------------- storage and transfer


def storage_products(cat: Catalog) -> pd.DataFrame:
    """One block-storage product per provider for system and data disks.

    Priced products first; among them (and among unpriced ones) the read rate closest to seed 001's
    typical network storage figure (the ``generic`` block row), faster-looking (dearer) on ties. A provider
    whose block rows have no price uses its priced file storage (Lambda's filesystem) instead.
    Providers without any block row get the generic row, unpriced. ``disk_assumed``: the price cites an
    assumption (a source of kind ``assumption``), not a price page.
    """
    st = cat["storage"]
    generic = st[(st["provider"] == "generic") & (st["tier"] == "block")]
    typical = float(generic["read_mb_s"].iloc[0]) if not generic.empty else np.nan
    b = st[(st["tier"].isin(("block", "file"))) & (st["provider"] != "generic")].copy()
    b["_priced"] = b["price_gb_month"].notna()
    # file storage only where the provider prices no block row
    block_priced = set(b.loc[(b["tier"] == "block") & b["_priced"], "provider"])
    b = b[(b["tier"] == "block") | (b["_priced"] & ~b["provider"].isin(block_priced))]
    b["_file"] = b["tier"] == "file"
    b["disk_assumed"] = assumed_rows(cat, b["source"])
    b["_gap"] = (b["read_mb_s"] - typical).abs().fillna(np.inf)
    b["_price"] = b["price_gb_month"].fillna(-1.0)
    b = b.sort_values(["provider", "_priced", "_file", "_gap", "_price"], ascending=[True, False, True, True, False])
    best = b.groupby("provider", sort=False).head(1)
    out = best[["provider", "product", "price_gb_month", "currency", "read_mb_s", "as_of", "disk_assumed"]].copy()
    out["read_mb_s"] = out["read_mb_s"].fillna(typical)
    providers = cat["providers"]["provider"].astype(str)
    missing = providers[~providers.isin(out["provider"])]
    if not generic.empty and len(missing):
        g = generic.iloc[0]
        out = pd.concat([out, pd.DataFrame({"provider": missing.to_numpy(), "product": g["product"],
                                            "price_gb_month": np.nan, "currency": g["currency"],
                                            "read_mb_s": typical, "as_of": g["as_of"], "disk_assumed": False})],
                        ignore_index=True)
    out["disk_assumed"] = out["disk_assumed"].astype(bool)
    return out.rename(columns={"product": "disk_product", "price_gb_month": "disk_price_gb_month",
                               "currency": "disk_currency", "read_mb_s": "disk_read_mb_s",
                               "as_of": "disk_as_of"}).reset_index(drop=True)


def assumed_rows(cat: Catalog, source: pd.Series) -> np.ndarray:
    """Whether each ``source`` cell cites a source of kind ``assumption`` (a price this product assumed where no
    price page gives one: shown as "assumed price", never as a quoted one)."""
    src = cat["sources"]
    ids = set(src.loc[src["kind"].astype(str) == "assumption", "source_id"].astype(str))
    return np.array([any(c.strip().split(" ")[0] in ids for c in str(v).split(";") if c.strip())
                     for v in source.fillna("")], dtype=bool)


def local_nvme_read_mb_s(cat: Catalog) -> float:
    st = cat["storage"]
    g = st[(st["provider"] == "generic") & (st["tier"] == "local_nvme")]["read_mb_s"]
    return float(g.iloc[0]) if len(g) else np.nan


def egress_prices(cat: Catalog) -> pd.DataFrame:
    """Internet egress price per GB by provider: the first (smallest-volume) tier of its egress rows."""
    t = cat["transfer"]
    e = t[t["item"].str.contains("egress", case=False, na=False)].copy()
    e["_from"] = e["tier_from_gb"].fillna(0.0)
    e = e.sort_values(["provider", "_from"]).groupby("provider", sort=False).head(1)
    e["egress_assumed"] = assumed_rows(cat, e["source"])
    return e[["provider", "item", "price_per_gb", "currency", "as_of", "egress_assumed"]].rename(columns={
        "item": "egress_product", "price_per_gb": "egress_price_gb", "currency": "egress_currency",
        "as_of": "egress_as_of"}).reset_index(drop=True)


# --------------------------------------------------------------------------- spot


def spot_rates(cat: Catalog, frame) -> tuple[np.ndarray, np.ndarray]:
    """Interruptions per month (fraction) for each (provider, instance_type, region) row, and the source of
    each figure: 'instance' (a published bucket), 'provider' (a provider-wide figure) or 'assumed'.

    A bucket's figure is the middle of its range; a row with only an upper bound uses that bound.
    ``frame`` is a DataFrame or a mapping of equal-length columns. The bucket table is small: rows whose
    instance type it does not name are settled by provider, without a per-row join.
    """
    si = cat["spot_interruption"]
    lo, hi = si["rate_low_pct"].to_numpy(float), si["rate_high_pct"].to_numpy(float)
    pct_si = np.where(~np.isnan(lo) & ~np.isnan(hi), (lo + hi) / 2.0, hi)
    has = ~np.isnan(pct_si)
    si_prov = si["provider"].to_numpy(object)[has]
    si_type = si["instance_type"].to_numpy(object)[has]
    si_reg = si["region"].to_numpy(object)[has]
    pct_si = pct_si[has]
    prov = np.asarray(frame["provider"], dtype=object)
    types = np.asarray(frame["instance_type"], dtype=object)
    regions = np.asarray(frame["region"], dtype=object)
    n = len(prov)
    pct = np.full(n, np.nan)
    src = np.zeros(n, dtype=np.int8)  # index into SPOT_RATE_SOURCES
    # Exact buckets: only rows whose instance type the table names can match (first bucket row wins).
    exact: dict[tuple, float] = {}
    for key, v in zip(zip(si_prov, si_type, si_reg), pct_si):
        exact.setdefault(key, float(v))
    if exact and n:
        named = pd.Index(pd.unique(si_type)).get_indexer(types) >= 0
        for i in np.flatnonzero(named):
            v = exact.get((prov[i], types[i], regions[i]))
            if v is not None:
                pct[i] = v
                src[i] = 1
    # Provider-wide figures: bucket rows whose region is a '(...)' placeholder; the highest per provider.
    wide_rows = np.array([isinstance(r, str) and r.startswith("(") for r in si_reg], dtype=bool)
    wide: dict = {}
    for p, v in zip(si_prov[wide_rows], pct_si[wide_rows]):
        if p not in wide or v > wide[p]:
            wide[p] = float(v)
    codes, uniq = pd.factorize(prov, use_na_sentinel=False)
    pw = np.array([wide.get(u, np.nan) for u in uniq], dtype=float)[codes] if n else np.zeros(0)
    use = np.isnan(pct) & ~np.isnan(pw)
    pct[use] = pw[use]
    src[use] = 2
    use = np.isnan(pct)
    pct[use] = defaults(cat)["spot_interruption_pct_month_fallback"]
    src[use] = 3
    return pct / 100.0, SPOT_RATE_SOURCES[src]


SPOT_RATE_SOURCES = np.array(["", "instance", "provider", "assumed"], dtype=object)


def break_even_hours(monthly_price: np.ndarray, hourly_price: np.ndarray) -> np.ndarray:
    """Hours of use per month above which a monthly subscription beats paying by the hour."""
    with np.errstate(divide="ignore", invalid="ignore"):
        return np.asarray(monthly_price, float) / np.asarray(hourly_price, float)
