"""Prices over whole columns: currency conversion at dated rates, storage and transfer unit prices,
spot interruption rates, price age. Numbers and codes only; a missing price stays missing (NaN),
never 0 and never a typical value.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import numpy as np
import pandas as pd

from ..base import BillingMode, combo_codes, round_shown, values
from . import disk_tiers as DT
from .model import Catalog, cached

BILLING_MODES = values(BillingMode)
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
    # The user's own price (price_cites: "user" typed in the catalog editor, "quote" quoted to the user) and the
    # date it was entered; "" for a price of a price list (the catalog row's source).
    price_source: str = ""
    price_as_of: str = ""
    # A disk's size on each server (GB) and its tier at that size (disk_tiers.csv: "P10"; "" none): with ``product``
    # they name the disk a user orders ("ESSD PL1, 500 GB"), which the GB-months of the quantity do not say.
    size_gb: float | None = None
    tier: str = ""
    volumes: int = 1  # volumes the disk takes where it is larger than the product's largest (disk_tiers.csv)

    def to_dict(self) -> dict:
        d = {"item": self.item, "quantity": _r(self.quantity), "unit": self.unit,
             "unit_price": _r(self.unit_price), "cost": _r(self.cost)}
        if self.product:
            d["product"] = self.product
        if self.size_gb is not None:
            d["size_gb"] = _r(self.size_gb)
        if self.tier:
            d["tier"] = self.tier
        if self.volumes > 1:
            d["volumes"] = self.volumes
        if self.included:
            d["included"] = True
        if self.cost is None:
            d["priced"] = False
        elif self.assumed:
            d["priced"] = "default"  # interfaces.md: a line priced from a default says so
        if self.price_source:  # the user's own price, and when it was entered (absent: a price list's)
            d["price_source"] = self.price_source
            d["price_as_of"] = self.price_as_of or None
        if self.fx_rate is not None:
            d["price_currency"] = self.price_currency
            d["fx_rate"] = self.fx_rate
            d["fx_as_of"] = self.fx_as_of
        return d


def _r(x):
    """A cost line's figure for JSON: as computed, to 12 decimals (within the 15 digits a double holds), so that
    whoever shows it rounds it once (``round_shown``) and shows what the PDF shows. Rounded here to 4 places it was
    rounded twice: ¥0.251488 became 0.2515 and then "¥0.252" on the card and the command line, "¥0.251" in the PDF."""
    if x is None or (isinstance(x, float) and np.isnan(x)):
        return None
    r = round_shown(float(x), 12)
    return None if r is None else float(r)


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


def storage_products(cat: Catalog, size_gb: float | None = None) -> pd.DataFrame:
    """One block-storage product per provider for system and data disks (of ``size_gb``: only the products a disk
    of that size may be, disk_tiers.csv ``size_gib_min``; None: any size).

    Priced products first; among them (and among unpriced ones) the read rate closest to seed 001's
    typical network storage figure (the ``generic`` block row), faster-looking (dearer) on ties. A provider
    whose block rows have no price uses its priced file storage (Lambda's filesystem) instead.
    Providers without any block row get the generic row, unpriced. ``disk_assumed``: the price cites an
    assumption (a source of kind ``assumption``), not a price page. A 100 GB disk on Alibaba Cloud is ESSD PL1,
    not the PL2 of larger disks: PL2 holds 461 GiB at least.
    """
    st = cat["storage"]
    generic = st[(st["provider"] == "generic") & (st["tier"] == "block")]
    typical = float(generic["read_mb_s"].iloc[0]) if not generic.empty else np.nan
    b = st[(st["tier"].isin(("block", "file"))) & (st["provider"] != "generic")].copy()
    if size_gb is not None:  # a product whose smallest disk is larger than this one is not one it may be
        gib = float(DT.gib_of(size_gb))
        least = np.array([DT.minimum_gib(cat, str(p), str(q)) for p, q in zip(b["provider"], b["product"])])
        b = b[least <= gib + 1e-9]
    b["_priced"] = b["price_gb_month"].notna()
    # file storage only where the provider prices no block row
    block_priced = set(b.loc[(b["tier"] == "block") & b["_priced"], "provider"])
    b = b[(b["tier"] == "block") | (b["_priced"] & ~b["provider"].isin(block_priced))]
    b["_file"] = b["tier"] == "file"
    b["disk_assumed"] = assumed_rows(cat, b["source"])
    b["disk_own"] = own_rows(cat, b["source"])
    b["_gap"] = (b["read_mb_s"] - typical).abs().fillna(np.inf)
    b["_price"] = b["price_gb_month"].fillna(-1.0)
    b = b.sort_values(["provider", "_priced", "_file", "_gap", "_price"], ascending=[True, False, True, True, False])
    best = b.groupby("provider", sort=False).head(1)
    out = best[["provider", "product", "price_gb_month", "currency", "read_mb_s", "as_of", "disk_assumed",
                "disk_own"]].copy()
    out["read_mb_s"] = out["read_mb_s"].fillna(typical)
    providers = cat["providers"]["provider"].astype(str)
    missing = providers[~providers.isin(out["provider"])]
    if not generic.empty and len(missing):
        g = generic.iloc[0]
        out = pd.concat([out, pd.DataFrame({"provider": missing.to_numpy(), "product": g["product"],
                                            "price_gb_month": np.nan, "currency": g["currency"],
                                            "read_mb_s": typical, "as_of": g["as_of"], "disk_assumed": False,
                                            "disk_own": ""})],
                        ignore_index=True)
    out["disk_assumed"] = out["disk_assumed"].astype(bool)
    return out.rename(columns={"product": "disk_product", "price_gb_month": "disk_price_gb_month",
                               "currency": "disk_currency", "read_mb_s": "disk_read_mb_s",
                               "as_of": "disk_as_of"}).reset_index(drop=True)


def _instance_disk_rules(cat: Catalog) -> list[tuple[str, re.Pattern, str]]:
    t = cat.tables.get("instance_disks")
    if t is None or t.empty:
        return []
    return [(str(p), re.compile(str(rx)), str(q)) for p, rx, q in zip(t["provider"], t["instance_pattern"], t["product"])]


def instance_disk_product(cat: Catalog, provider: str, instance_type: str) -> str:
    """The disk product ``instance_type`` must have (instance_disks.csv, the first row of ``provider`` whose pattern
    the type contains: a GCP A4 takes Hyperdisk Balanced only), "" where any disk of the provider goes (the product
    ``storage_products`` picks). A catalog without the table (an older one) gives none."""
    for p, rx, product in cached(cat, "cost.instance_disks", lambda: _instance_disk_rules(cat)):
        if p == provider and rx.search(str(instance_type)):
            return product
    return ""


def storage_product(cat: Catalog, provider: str, product: str) -> pd.DataFrame:
    """``product``'s block-storage row of ``provider`` in ``storage_products``' columns (one row): the disk an
    instance type must have (``instance_disk_product``), its price missing where storage.csv gives none, or has no
    such product (an older catalog: the generic row's typical rate), never another product's price."""
    st = cat["storage"]
    generic = st[(st["provider"] == "generic") & (st["tier"] == "block")]
    typical = float(generic["read_mb_s"].iloc[0]) if not generic.empty else np.nan
    b = st[(st["provider"].astype(str) == provider) & (st["product"].astype(str) == product)
           & st["tier"].isin(("block", "file"))].head(1).copy()
    if b.empty:
        b = pd.DataFrame({"provider": [provider], "product": [product], "price_gb_month": [np.nan],
                          "currency": [generic["currency"].iloc[0] if not generic.empty else "USD"],
                          "read_mb_s": [typical], "as_of": [generic["as_of"].iloc[0] if not generic.empty else ""],
                          "source": [""]})
    b["disk_assumed"] = assumed_rows(cat, b["source"]).astype(bool)
    b["disk_own"] = own_rows(cat, b["source"])
    out = b[["provider", "product", "price_gb_month", "currency", "read_mb_s", "as_of", "disk_assumed", "disk_own"]]
    out = out.assign(read_mb_s=out["read_mb_s"].fillna(typical))
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


def own_rows(cat: Catalog, source: pd.Series) -> np.ndarray:
    """For each ``source`` cell: "user" (a price the user typed), "quote" (one quoted to the user) or "" (a price
    list), as ``price_cites.own_of_sources``."""
    from . import price_cites
    return np.array(price_cites.own_of_sources(source.astype(object).tolist(), price_cites.own_ids(cat["sources"])),
                    dtype=object)


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
    e["egress_own"] = own_rows(cat, e["source"])
    return e[["provider", "item", "price_per_gb", "currency", "as_of", "egress_assumed", "egress_own"]].rename(columns={
        "item": "egress_product", "price_per_gb": "egress_price_gb", "currency": "egress_currency",
        "as_of": "egress_as_of"}).reset_index(drop=True)


# --------------------------------------------------------------------------- spot


def spot_rules(cat: Catalog) -> dict[tuple[str, str], float]:
    """The catalog's spot rules (spot_rules.csv) as (rule, provider) -> value; provider 'any' is the default of a
    rule. A catalog without the table (an older one: the store fills it from the bundled catalog) gives none."""
    return dict(cached(cat, "cost.spot_rules", lambda: _read_spot_rules(cat)))


def _read_spot_rules(cat: Catalog) -> dict[tuple[str, str], float]:
    t = cat.tables.get("spot_rules")
    if t is None or t.empty:
        return {}
    return {(str(r), str(p)): float(v) for r, p, v in zip(t["rule"], t["provider"], t["value"]) if v == v}


def spot_rule(rules: dict[tuple[str, str], float], rule: str, provider: str = "any",
              default: float = float("nan")) -> float:
    """A rule's value for ``provider``: its own row, else the 'any' row, else ``default``."""
    return rules.get((rule, provider), rules.get((rule, "any"), default))


def service_spot_allowed(cat: Catalog) -> bool:
    """Whether the catalog's spot rules let an always-on service run on spot servers at any of its clouds (rule
    ``service_spot``; a cloud without a row, and a catalog without the rule, allow it, as the pricing does)."""
    rules = spot_rules(cat)
    providers = cat.tables.get("providers")
    names = [str(p) for p in providers["provider"]] if providers is not None and "provider" in providers else []
    return any(spot_rule(rules, "service_spot", p, 1.0) > 0 for p in names or ["any"])


def gang_rate(rate_month, nodes):
    """The share of months in which a gang of ``nodes`` servers is interrupted at least once, when each server is
    interrupted with probability ``rate_month`` a month: 1 - (1 - p)^N (one eviction stops the whole job)."""
    return 1.0 - np.power(1.0 - np.asarray(rate_month, dtype=float), np.asarray(nodes, dtype=float))


def _family(instance_type) -> str:
    """An instance type's family: the part before the size ('p5.48xlarge' -> 'p5'; no size: the whole name)."""
    return instance_type.split(".", 1)[0] if isinstance(instance_type, str) and "." in instance_type else ""


def spot_rates(cat: Catalog, frame) -> tuple[np.ndarray, np.ndarray]:
    """Interruptions per month (fraction of servers) for each (provider, instance_type, region) row, and where each
    figure comes from (``SPOT_RATE_SOURCES``), the first that applies:

    'instance': the row's own published band; 'region': the same instance type's band in another region (the
    highest); 'family': its family's band (e.g. p5 for p5.4xlarge), in its region, else in any (the highest);
    'provider': a provider-wide figure (a row whose region is a '(...)' scope, e.g. Alibaba's third-party release
    rate; reported 'assumed' when the row's figure is this product's assumption, as Azure's band for GPU sizes);
    'assumed': spot_rules ``fallback_pct_month`` (no published figure; conservative, with its reason), or the older
    defaults row where the catalog has no spot rules.

    A band's figure is low + ``band_point`` x (high - low) (spot_rules; 0.5: its middle); a row with only an upper
    bound uses that bound. ``frame`` is a DataFrame or a mapping of equal-length columns; the lookups are per
    distinct (provider, instance type, region), never per row."""
    rules = spot_rules(cat)
    point = spot_rule(rules, "band_point", default=0.5)
    si = cat["spot_interruption"]
    lo, hi = si["rate_low_pct"].to_numpy(float), si["rate_high_pct"].to_numpy(float)
    pct_si = np.where(~np.isnan(lo) & ~np.isnan(hi), lo + point * (hi - lo), hi)
    has = ~np.isnan(pct_si)
    si_prov = si["provider"].to_numpy(object)[has]
    si_type = si["instance_type"].to_numpy(object)[has]
    si_reg = si["region"].to_numpy(object)[has]
    # A row whose figure is this product's assumption (its source cites gpu-advisor-assumption, e.g. Azure's band
    # for GPU sizes nobody publishes) is reported as assumed, not as published.
    si_assumed = np.array(["gpu-advisor-assumption" in str(x) for x in si["source"].to_numpy(object)[has]],
                          dtype=bool) if "source" in si else np.zeros(int(has.sum()), dtype=bool)
    pct_si = pct_si[has]
    scope = np.array([isinstance(r, str) and r.startswith("(") for r in si_reg], dtype=bool)
    exact: dict[tuple, float] = {}
    by_type: dict[tuple, float] = {}
    by_family: dict[tuple, float] = {}
    by_family_any: dict[tuple, float] = {}
    wide: dict = {}
    wide_assumed: set = set()

    def worst(d: dict, k, v: float) -> None:
        if k not in d or v > d[k]:
            d[k] = v
    for p, it, r, v, sc, assumed in zip(si_prov, si_type, si_reg, pct_si.tolist(), scope.tolist(), si_assumed):
        if sc:
            if p not in wide or v > wide[p]:
                (wide_assumed.add if assumed else wide_assumed.discard)(p)
            worst(wide, p, v)
            continue
        exact.setdefault((p, it, r), v)
        worst(by_type, (p, it), v)
        fam = _family(it)
        if fam:
            worst(by_family, (p, fam, r), v)
            worst(by_family_any, (p, fam), v)
    fallback = spot_rule(rules, "fallback_pct_month")
    if fallback != fallback:
        fallback = defaults(cat)["spot_interruption_pct_month_fallback"]
    prov = np.asarray(frame["provider"], dtype=object)
    types = np.asarray(frame["instance_type"], dtype=object)
    regions = np.asarray(frame["region"], dtype=object)
    n = len(prov)
    if not n:
        return np.zeros(0), SPOT_RATE_SOURCES[np.zeros(0, dtype=np.int8)]
    codes, first = combo_codes([pd.factorize(x, use_na_sentinel=False)[0] for x in (prov, types, regions)])
    k = len(first)
    pct_u = np.full(k, np.nan)
    src_u = np.zeros(k, dtype=np.int8)
    for j, i in enumerate(first.tolist()):
        p, it, r = prov[i], types[i], regions[i]
        fam = _family(it)
        for s, v in ((1, exact.get((p, it, r))), (2, by_type.get((p, it))),
                     (3, by_family.get((p, fam, r)) if fam else None),
                     (3, by_family_any.get((p, fam)) if fam else None), (4, wide.get(p)), (5, fallback)):
            if v is not None:
                pct_u[j], src_u[j] = v, (5 if s == 4 and p in wide_assumed else s)
                break
    return pct_u[codes] / 100.0, SPOT_RATE_SOURCES[src_u[codes]]


SPOT_RATE_SOURCES = np.array(["", "instance", "region", "family", "provider", "assumed"], dtype=object)


def spot_discount_anomalous(cat: Catalog, provider, on_demand, spot) -> np.ndarray:
    """Whether each spot price lies further below the same row's on-demand price than spot_rules
    ``discount_max_pct`` allows for its provider (its own row, else 'any'): such a price is not the cloud's usual
    discount and is flagged like an anomalous price. No on-demand or spot price, or no rule: not flagged."""
    rules = spot_rules(cat)
    prov = np.asarray(provider, dtype=object)
    codes, uniq = pd.factorize(prov, use_na_sentinel=False)
    limit = np.array([spot_rule(rules, "discount_max_pct", str(u)) for u in uniq], dtype=float)[codes] \
        if len(prov) else np.zeros(0)
    od, sp = np.asarray(on_demand, dtype=float), np.asarray(spot, dtype=float)
    with np.errstate(invalid="ignore", divide="ignore"):
        off = 100.0 * (1.0 - sp / od)
        return (off > limit) & (od > 0) & (sp > 0)


def break_even_hours(monthly_price: np.ndarray, hourly_price: np.ndarray) -> np.ndarray:
    """Hours of use per month above which a monthly subscription beats paying by the hour."""
    with np.errstate(divide="ignore", invalid="ignore"):
        return np.asarray(monthly_price, float) / np.asarray(hourly_price, float)
