"""Prices from outside: public price files fetched and previewed as changes, SkyPilot catalog import, freshness of
prices, and quotes.

This is the package's one door: other packages import only the names listed here (``__all__``);
each is loaded from its module on first use.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..base import lazy_door

if TYPE_CHECKING:
    from . import fetch, skypilot, update
    from .freshness import price_freshness, stale_days
    from .own_prices import keep_own_prices, OwnPriceHit, OwnPricesOutcome
    from .quotes import price_needed
    from .skypilot import gpu_host_for, plan_skypilot_import
    from .skypilot import SkyPilotPlan
else:
    __getattr__, __dir__ = lazy_door(__name__, {"gpu_host_for": "skypilot", "keep_own_prices": "own_prices",
                                               "OwnPriceHit": "own_prices", "OwnPricesOutcome": "own_prices",
                                               "plan_skypilot_import": "skypilot", "price_freshness": "freshness",
                                               "price_needed": "quotes", "SkyPilotPlan": "skypilot",
                                               "stale_days": "freshness"}, modules=("fetch", "skypilot", "update"))

__all__ = ["fetch", "gpu_host_for", "keep_own_prices", "OwnPriceHit", "OwnPricesOutcome", "plan_skypilot_import",
           "price_freshness", "price_needed", "skypilot", "SkyPilotPlan", "stale_days", "update"]
