"""How old the prices are, said once: for a recommendation and for a whole catalog.

Every option carries its price's date and age (``Option.price_as_of``, ``price_age_days``,
``stale``); repeating "the price is 2,161 days old" on every card teaches the user to ignore it.
``price_freshness`` sums up the prices a recommendation used (the pick and its alternatives) into one
record: the newest and the oldest date, the oldest age and whether any used price is older than the
catalog's ``stale_price_days``, so the app can show "prices as of …" and at most one notice.
``catalog_freshness`` does the same for every priced instance of a catalog. Codes and numbers only.
"""

from __future__ import annotations

import datetime as _dt
import math
from dataclasses import dataclass

import numpy as np
import pandas as pd

from ..catalog import Catalog, price_age_days


@dataclass(frozen=True)
class Freshness:
    """The dates of a set of prices. ``stale`` is True when the oldest is older than ``limit_days``;
    ``notice`` is the one code to show (``prices_stale``) or '' when none is needed."""

    count: int  # prices looked at
    newest_as_of: str
    oldest_as_of: str
    oldest_age_days: float | None
    limit_days: float
    stale_count: int  # prices older than the limit

    @property
    def stale(self) -> bool:
        return self.stale_count > 0

    @property
    def notice(self) -> str:
        return "prices_stale" if self.stale else ""

    def to_dict(self) -> dict:
        return {"count": self.count, "newest_as_of": self.newest_as_of, "oldest_as_of": self.oldest_as_of,
                "oldest_age_days": self.oldest_age_days, "limit_days": self.limit_days,
                "stale_count": self.stale_count, "stale": self.stale, "notice": self.notice}


def _summary(dates: list[str], ages: np.ndarray, limit: float) -> Freshness:
    ok = [i for i, a in enumerate(ages) if a is not None and math.isfinite(float(a))]
    if not ok:
        return Freshness(0, "", "", None, limit, 0)
    newest = min(ok, key=lambda i: ages[i])
    oldest = max(ok, key=lambda i: ages[i])
    return Freshness(len(ok), dates[newest], dates[oldest], float(ages[oldest]), limit,
                     int(sum(1 for i in ok if ages[i] > limit)))


def stale_days(cat: Catalog | None) -> float:
    """Prices older than this many days are stale: the catalog's defaults.csv row ``stale_price_days``, else the
    bundled catalog's (no figure kept in code)."""
    from ..catalog import load_bundled

    for source in (cat, load_bundled()) if cat is not None else (load_bundled(),):
        d = source["defaults"]
        hit = pd.to_numeric(d.loc[d["name"] == "stale_price_days", "value"], errors="coerce").dropna()
        if len(hit):
            return float(hit.to_numpy(float)[0])
    raise LookupError("stale_price_days: no such row in defaults.csv, not even in the bundled catalog")


def price_freshness(rec, cat: Catalog | None = None) -> Freshness:
    """The prices a recommendation used: its pick and its alternatives (``select.Recommendation``)."""
    options = [o for o in (rec.recommendation, *rec.alternatives) if o is not None]
    limit = float((rec.assumptions or {}).get("stale_price_days") or stale_days(cat))
    dates = [str(o.price_as_of) for o in options]
    ages = np.array([o.price_age_days if o.price_age_days is not None else np.nan for o in options], dtype=float)
    return _summary(dates, ages, limit)


def catalog_freshness(cat: Catalog, today: _dt.date | None = None) -> Freshness:
    """Every priced instance of the catalog (shapes waiting for a price are not counted)."""
    inst = cat["instances"]
    priced = inst[inst[["on_demand_hour", "spot_hour", "monthly"]].notna().any(axis=1)]
    ages = price_age_days(priced["as_of"], today or _dt.date.today())
    return _summary([str(x) for x in priced["as_of"]], np.asarray(ages, dtype=float), stale_days(cat))
