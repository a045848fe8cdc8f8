"""Which prices of the catalog are the user's own (typed in the editor, or quoted): an update or an import that
confirms a price never re-dates them unasked, and an update never overwrites them unasked. Split from
``core.prices.update`` (which re-exports these) so the SkyPilot import can use them without importing the update.
No Qt and no sentences."""

from __future__ import annotations

from typing import Any

from ..catalog import Catalog, parse_cell, price_cites

OWN_KINDS = ("user", "quote")  # sources kinds whose prices are the user's own


def own_kinds(cat: Catalog) -> dict[str, str]:
    """source id → kind, for the sources whose prices are the user's own."""
    s = cat.tables.get("sources")
    if s is None or s.empty:
        return {"user": "user"}
    out = {str(i): str(k) for i, k in zip(s["source_id"], s["kind"]) if str(k) in OWN_KINDS}
    out.setdefault("user", "user")
    return out


def own_of(cell: Any, own: dict[str, str], user_prices: Any = "") -> str:
    """The kind of the user's own source the row cites ("user", "quote"), or "": a row with a price the user typed
    (its ``user_prices``, core/catalog/price_cites.py) is the user's own too, so an update never overwrites it
    unasked; a price the user was quoted (its entry names the quote) is the quote's. ``cell``: the row's ``source``;
    ``own``: ``own_kinds`` of its catalog."""
    if price_cites.parse(user_prices):
        return next((own[sid] for sid in price_cites.sources(user_prices).values() if sid in own), "user")
    parsed = parse_cell(cell) or ()
    for sid, _ in parsed:
        if sid in own:
            return own[sid]
    return ""


__all__ = ["OWN_KINDS", "own_kinds", "own_of"]
