"""The exchange rates an answer used: the budget's conversion into the result currency, and the prices of the
options it shows (the recommendation, its alternatives, the best option in mainland China) converted from the
catalog's currency. Each as the catalog's own row (pair, rate, date, source), with what it was used for, so a
reader can redo every converted figure ("100,000 CNY / 7.0288 = $14,227")."""

from __future__ import annotations

from typing import Any, Iterable

import pandas as pd

from ..catalog import Catalog, cite_any, cost as C
from ..scenario import Scenario

# What a rate converted, in the order the assumptions list them.
USES = ("recommendation", "budget", "alternatives", "domestic_option")


def budget_rate(cat: Catalog, sc: Scenario, today) -> tuple[float, str | None] | None:
    """The rate (result currency per budget currency) and its date the budget is converted at: the catalog's row
    closest to ``today``. None when the budget needs no conversion (no budget, or in the result currency)."""
    if not sc.budget_amount or sc.budget_currency in (None, sc.currency):
        return None
    rate, when = C.fx_rates(cat, pd.Series([sc.budget_currency]), pd.Series([str(today)]), sc.currency)
    return float(rate[0]), (None if when[0] is None else str(when[0]))


def _line_rates(option: Any) -> Iterable[tuple[str, str, str]]:
    """(from currency, to currency, rate date) of every converted cost line of an option."""
    for line in getattr(option, "cost_lines", ()) or ():
        if line.fx_rate is not None and line.price_currency and line.fx_as_of:
            yield str(line.price_currency), str(option.currency), str(line.fx_as_of)


def _catalog_row(cat: Catalog, frm: str, to: str, as_of: str) -> dict | None:
    """The catalog's fx row between ``frm`` and ``to`` (either direction) dated ``as_of``, as the catalog gives it."""
    fx = cat["fx_rates"]
    hit = fx[(((fx["base"] == frm) & (fx["quote"] == to)) | ((fx["base"] == to) & (fx["quote"] == frm)))
             & (fx["as_of"].astype(str) == as_of)]
    if hit.empty:
        return None
    r = hit.iloc[0]
    source = "" if pd.isna(r.get("source")) else str(r["source"])
    try:
        titles = "; ".join(c.title for c in cite_any(cat, source) if c.title)
    except Exception:  # noqa: BLE001 - a citation must never break an answer
        titles = source
    return {"pair": f"{r['base']}/{r['quote']}", "rate": float(r["rate"]), "as_of": str(r["as_of"]),
            "source": source, "source_title": titles or source}


def rates_used(cat: Catalog, sc: Scenario, today, chosen: Any = None, alternatives: Iterable[Any] = (),
               domestic: Any = None) -> list[dict]:
    """Every exchange rate the answer used, once per catalog row: ``pair`` (base/quote as the catalog writes it),
    ``rate`` (quote per 1 base), ``as_of``, ``source`` (the catalog's source cell), ``source_title`` (its sources'
    titles) and ``uses`` (codes of ``USES``: what the rate converted). Empty when nothing was converted."""
    wanted: list[tuple[str, tuple[str, str, str]]] = []
    for opt in [chosen] if chosen is not None else []:
        wanted += [("recommendation", k) for k in _line_rates(opt)]
    b = budget_rate(cat, sc, today)
    if b is not None and b[1]:
        wanted.append(("budget", (str(sc.budget_currency), sc.currency, b[1])))
    for opt in alternatives:
        wanted += [("alternatives", k) for k in _line_rates(opt)]
    if domestic is not None:
        wanted += [("domestic_option", k) for k in _line_rates(domestic)]
    out: dict[tuple[str, str], dict] = {}
    rows: dict[tuple[str, str, str], dict | None] = {}
    for use, k in wanted:
        row = rows[k] if k in rows else rows.setdefault(k, _catalog_row(cat, *k))
        if row is None:
            continue
        entry = out.setdefault((row["pair"], row["as_of"]), {**row, "uses": []})
        if use not in entry["uses"]:
            entry["uses"].append(use)
    for entry in out.values():
        entry["uses"] = [u for u in USES if u in entry["uses"]]
    return list(out.values())
