"""Proposal data without Qt: the CSV export, the source of every price used, and safe file writing.

The CSV has one row per cost line of the recommendation and of each alternative (the option's own
columns repeated on its lines; ``rank`` 1 is the recommendation, 2, 3 … the alternatives as listed), one row per exchange rate the answer used (``fx_rows``, no rank), then one row per ``what_if`` choice (``option`` = ``what_if:<assumption>:<choice>``), so a spreadsheet can filter and pivot it and pandas reads it back with
the same numbers. It is UTF-8 with a BOM (Excel and WPS then open Chinese correctly), numbers are
plain numbers ('.' decimal, no grouping), and every text cell that a spreadsheet would take for a
formula (leading ``=``, ``+``, ``-``, ``@``, tab or carriage return) is prefixed with ``'`` so it stays
text (``tableio.guard``, the catalog's own rule) — a catalog row edited by someone else can carry such a
payload. Headings and code values are machine keys unless the caller passes words (the GUI's
the text package does). The CSV keeps every value in full; a document (the PDF) shows a value longer
than ``NAME_LIMIT`` (free text: ``FREE_TEXT_LIMIT``) cut short with an ellipsis (``long_texts``).

Files are written atomically (``catalog.atomic_write``); a folder that cannot be written raises a
``CatalogError`` whose problem has code ``not_writable`` (the command line exits 2), leaving no file.
"""

from __future__ import annotations

import dataclasses

import csv
import io
import math
import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pandas as pd

from ..catalog import Catalog, guard, PRICE_COLUMN, price_cites
from ..base import (atomic_write, CatalogError, finite_float, NotWritable, Problem, round_shown, shown_decimals,
                    without_joiners)

# Option columns, then cost-line columns.
OPTION_COLUMNS = (
    "option",
    "rank",
    "provider",
    "region",
    "instance_type",
    "gpu",
    "gpus_per_node",
    "instances",
    "gpu_count",
    "billing",
    "wall_hours",
    "total_cost",
    "monthly_cost",
    "currency",
    "meets_deadline",
    "within_budget",
    "feasible",
    "why_not_chosen",
)
LINE_COLUMNS = (
    "item",
    "product",
    "quantity",
    "unit",
    "unit_price",
    "cost",
    "included",
    "price_currency",
    "fx_rate",
    "fx_as_of",
    "price_as_of",
    "price_source",
    "priced",  # PRICED_STATES: from a price page, an assumed price (no page gives one), no price, part of another
)
PRICED_STATES = ("catalog", "assumed", "none", "included", "user", "quote")  # user, quote: the user's own price
# issue 29: the value a ``what_if:<assumption>:<choice>`` row was priced with (a preset id, tokens, samples,
# requests/s, a GPU); empty on the other rows. Last, so the columns before it keep their places.
WHAT_IF_COLUMNS = ("what_if_value",)
# The option's host CPU architecture (instance_cpus.csv: x86_64, aarch64; empty where the catalog does not say): an Arm
# server needs aarch64 builds of the software. Last, so the columns before it keep their places.
HOST_COLUMNS = ("cpu_arch",)
# What sized a disk line (walk 23: a service's 4,100 GB system disks, 9% of its month, said nowhere why): on a service's
# system disk line sized by its own rule, {"os_gb", "image_gb"} (core.catalog.host); empty elsewhere. Last, so the
# columns before it keep their places.
SIZING_COLUMNS = ("sized_by",)
# A disk line's disk on each server: its size in GB, its tier at that size (disk_tiers.csv: "P10") and the volumes it
# takes (more than one beyond the product's largest), which with the product name the disk ordered ("ESSD PL1",
# 500 GB); empty on the other lines. Last, so the columns before it keep
# their places.
DISK_COLUMNS = ("size_gb", "tier", "volumes")
CSV_COLUMNS = OPTION_COLUMNS + LINE_COLUMNS + WHAT_IF_COLUMNS + HOST_COLUMNS + SIZING_COLUMNS + DISK_COLUMNS
NUMERIC_COLUMNS = frozenset(
    {
        "rank",
        "gpus_per_node",
        "instances",
        "gpu_count",
        "wall_hours",
        "total_cost",
        "monthly_cost",
        "quantity",
        "unit_price",
        "cost",
        "fx_rate",
        "size_gb",
        "volumes",
    }
)
# Decimals kept per numeric column. Money, hours, quantities and unit prices are not rounded (UNROUNDED: to 12
# places, within the 15 digits a double holds): a spreadsheet sums and multiplies them, and its own format shows
# them; rounded to the cent here a line of ¥0.0526 read 0.05 and ¥0.2515 read 0.25 beside the card's ¥0.0526 and
# ¥0.251. Their headings say so (text.csv_labels).
UNROUNDED = 12
DECIMALS = {
    "total_cost": UNROUNDED,
    "monthly_cost": UNROUNDED,
    "cost": UNROUNDED,
    "wall_hours": UNROUNDED,
    "quantity": UNROUNDED,
    "unit_price": UNROUNDED,
    "fx_rate": 6,
    "gpus_per_node": 4,
    "gpu_count": 4,
    "instances": 0,
    "rank": 0,
    "size_gb": 0,
    "volumes": 0,
}


# --------------------------------------------------------------------------- writing files


def _reason(exc: OSError) -> str:
    return exc.strerror or type(exc).__name__


def check_writable(path: str | Path) -> None:
    """Raise CatalogError(not_writable) unless ``path`` can be created or replaced (its folder exists and is a
    folder). Nothing is written."""
    path = Path(path)
    folder = path.parent
    if path.is_dir():
        raise CatalogError([Problem(str(path), NotWritable(reason="it is a folder"))])
    if not folder.exists():
        raise CatalogError([Problem(str(path), NotWritable(reason="the folder does not exist"))])
    if not folder.is_dir():
        raise CatalogError([Problem(str(path), NotWritable(reason="the folder is a file"))])


def _umask() -> int:
    """The process umask, read without changing it where the system allows (os.umask is process-wide)."""
    try:
        with open("/proc/self/status", encoding="ascii") as fh:
            for line in fh:
                if line.startswith("Umask:"):
                    return int(line.split()[1], 8)
    except (OSError, ValueError, IndexError):
        pass
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def write_file(path: str | Path, data: bytes) -> None:
    """Write ``data`` atomically; any failure raises CatalogError(not_writable) and leaves nothing behind
    (neither a partial file nor the temporary one)."""
    path = Path(path)
    check_writable(path)
    try:
        atomic_write(path, data)
        # The temporary file was private (0600); an exported document gets the usual permissions.
        os.chmod(path, 0o666 & ~_umask())
    except OSError as exc:
        raise CatalogError([Problem(str(path), NotWritable(reason=_reason(exc)))]) from exc


# --------------------------------------------------------------------------- cells


def neutralise(text: Any) -> str:
    """A text cell a spreadsheet will not run as a formula (``tableio.guard``): a leading = + - @ tab or CR gets a
    ' in front, and so does a leading ' before one of them or another '. Without the screen's word joiners (a
    cell of a spreadsheet is no wrapped line: "¥12.3万" as typed)."""
    return guard("" if text is None else without_joiners(str(text)))


def plain_number(x: Any, decimals: int = 4) -> str:
    """'1332.34', '0.7029', '8' — never grouping, never an exponent; '' for a missing number. Rounded half away
    from zero on the number as written (``round_shown``), as every figure the app shows."""
    if x is None or isinstance(x, bool):
        return ""
    try:
        f = float(x)
    except (TypeError, ValueError):
        return ""
    if not math.isfinite(f):
        return ""
    text = format(round_shown(f, decimals), "f")  # rounded as the card rounds (0.03125 -> 0.0313, not 0.0312)
    if "." in text:
        text = text.rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


# --------------------------------------------------------------------------- price sources


@dataclass(frozen=True)
class PriceSource:
    """Where one price of the proposal comes from (a catalog row)."""

    kind: str  # instance | storage | transfer | fx
    provider: str
    product: str  # instance type, disk product, transfer item, or currency pair for fx
    price: float | None  # in the catalog's own currency; None when the catalog has none
    currency: str
    unit: str  # hour | month | GB-month | GB | rate
    as_of: str
    source: str
    billing: str = ""  # a server's price: the billing mode it is the price of (a row's prices may cite several sources)


def _text(v: Any) -> str:
    return "" if v is None or (isinstance(v, float) and math.isnan(v)) else str(v)


def _options(rec: Any) -> list:
    out = [] if rec.recommendation is None else [rec.recommendation]
    return out + list(rec.alternatives)


def readable_source(cat: Catalog, cell: str) -> str:
    """A source cell of the catalog (source ids) as a reader can follow it: title, publisher, date and URL of
    each source (catalog data, not sentences); text that is not an id stays as it is."""
    from ..catalog import cite_any
    try:
        cites = cite_any(cat, cell)
    except Exception:  # noqa: BLE001 - a citation must never break an export
        return cell
    out = []
    for c in cites:
        if not c.known:
            out.append(c.source_id)
            continue
        # (a publisher the title names already is not said twice: "Assumption of GPU Cloud Advisor")
        text = c.title + (f" ({c.publisher})" if c.publisher and c.publisher not in c.title else "") + (
            f", {c.date}" if c.date else "")
        if c.locator:  # (parse_cell already unwrapped one pair of parentheses around the whole locator)
            text += f", {c.locator}"
        out.append(text + (f", {c.url}" if c.url else ""))
    return "; ".join(out) or cell


def priced_state(line: Any) -> str:
    """How a cost line is priced (one of ``PRICED_STATES``)."""
    if getattr(line, "included", False):
        return "included"
    if line.cost is None:
        return "none"
    own = getattr(line, "price_source", "")
    if own in ("user", "quote"):  # the user's own price (typed in the catalog editor, or quoted): not a price list's
        return str(own)
    return "assumed" if getattr(line, "assumed", False) else "catalog"


@dataclass(frozen=True)
class OwnPrice:
    """The ``price_source`` cell of a cost line on the user's own price: its code (``user``: typed in the catalog
    editor or a row the user added; ``quote``: quoted to the user), the date it was entered and the catalog's
    citation of it (``cited``, what the cell reads without words: the CSV's machine form). The words layer says
    "your price (catalog editor), entered 2026-12-06" — never the public price file the row came from."""

    code: str
    as_of: str
    cited: str

    def __str__(self) -> str:
        return self.cited or self.code


def price_sources(rec: Any, cat: Catalog) -> list[PriceSource]:
    """Every distinct catalog price the recommendation and its alternatives use, with its source and date."""
    seen: dict[tuple, PriceSource] = {}
    inst = cat["instances"]
    storage = cat["storage"]
    transfer = cat["transfer"]
    fx = cat["fx_rates"]
    for opt in _options(rec):
        rows = inst[
            (inst["provider"].astype(str) == opt.provider)
            & (inst["region"].astype(str) == opt.region)
            & (inst["instance_type"].astype(str) == opt.instance_type)
        ]
        col = PRICE_COLUMN.get(opt.billing)
        if len(rows) and col:
            r = rows.iloc[0]
            # the source and date of the price this billing mode reads: the user's for a price they typed
            source, as_of = price_cites.price_cite(r["source"], r["as_of"], r.get(price_cites.COLUMN, ""), col)
            key: tuple[str, ...] = ("instance", opt.provider, opt.region, opt.instance_type, opt.billing)
            seen.setdefault(
                key,
                PriceSource(
                    "instance",
                    opt.provider,
                    f"{opt.instance_type} ({opt.region})",
                    finite_float(r[col]),
                    _text(r["currency"]),
                    "month" if opt.billing == "monthly" else "hour",
                    _text(as_of),
                    _text(source),
                    opt.billing,
                ),
            )
        for line in opt.cost_lines:
            if line.item in ("system_disk", "data_disk") and not line.included and line.product:
                hit = storage[
                    (storage["product"].astype(str) == line.product)
                    & storage["provider"].astype(str).isin([opt.provider, "generic"])
                ]
                if len(hit):
                    r = hit.sort_values("provider", key=lambda s: s != opt.provider).iloc[0]
                    key = ("storage", str(r["provider"]), line.product)
                    seen.setdefault(
                        key,
                        PriceSource(
                            "storage",
                            str(r["provider"]),
                            line.product,
                            finite_float(r["price_gb_month"]),
                            _text(r["currency"]),
                            "GB-month",
                            _text(r["as_of"]),
                            _text(r["source"]),
                        ),
                    )
            if line.item == "transfer_out" and line.product:
                hit = transfer[
                    (transfer["provider"].astype(str) == opt.provider) & (transfer["item"].astype(str) == line.product)
                ]
                if len(hit):
                    # the row the pricing takes (catalog.cost.egress_prices): the smallest-volume tier, the first
                    # in the file among equal ones (a stable sort: rows of several regions share a name)
                    r = hit.assign(_from=hit["tier_from_gb"].fillna(0.0)).sort_values("_from", kind="stable").iloc[0]
                    key = ("transfer", opt.provider, line.product)
                    seen.setdefault(
                        key,
                        PriceSource(
                            "transfer",
                            opt.provider,
                            line.product,
                            finite_float(r["price_per_gb"]),
                            _text(r["currency"]),
                            "GB",
                            _text(r["as_of"]),
                            _text(r["source"]),
                        ),
                    )
            if line.fx_rate is not None and line.price_currency:
                pair_rows = fx[
                    (
                        ((fx["base"] == line.price_currency) & (fx["quote"] == opt.currency))
                        | ((fx["base"] == opt.currency) & (fx["quote"] == line.price_currency))
                    )
                    & (fx["as_of"].astype(str) == str(line.fx_as_of))
                ]
                if len(pair_rows):
                    r = pair_rows.iloc[0]
                    key = ("fx", str(r["base"]), str(r["quote"]), str(r["as_of"]))
                    seen.setdefault(
                        key,
                        PriceSource(
                            "fx",
                            "",
                            f"{r['base']}/{r['quote']}",
                            finite_float(r["rate"]),
                            str(r["quote"]),
                            "rate",
                            _text(r["as_of"]),
                            _text(r["source"]),
                        ),
                    )
    for r in (getattr(rec, "assumptions", None) or {}).get("fx_used") or ():  # the budget's, the mainland option's
        base, _, quote = str(r.get("pair", "")).partition("/")
        seen.setdefault(("fx", base, quote, str(r.get("as_of"))), PriceSource(
            "fx", "", str(r.get("pair")), finite_float(r.get("rate")), quote, "rate", _text(r.get("as_of")),
            _text(r.get("source"))))
    order = {"instance": 0, "storage": 1, "transfer": 2, "fx": 3}
    return sorted(seen.values(), key=lambda p: order.get(p.kind, 9))


# --------------------------------------------------------------------------- the table


# Cost lines priced at the server's own price (the instance row of the catalog).
INSTANCE_ITEMS = ("gpu_instance", "run_startup", "spot_rework", "node_failures")


def _line_key(opt, line) -> tuple | None:
    """The catalog row a cost line's price comes from, as a key of ``proposal_rows``' price map (a disk: the
    provider's own row, else the generic one, as ``price_sources`` picks it)."""
    if line.item in INSTANCE_ITEMS:  # (the price its billing mode reads: the row's prices may cite several sources)
        return ("instance", opt.provider, opt.instance_type, opt.billing)
    if line.item in ("system_disk", "data_disk") and not line.included:
        return ("storage", opt.provider, line.product)
    if line.item == "transfer_out":
        return ("transfer", opt.provider, line.product)
    return None


def _line_price(opt, line, prices: Mapping[tuple, tuple[str, str]]) -> tuple[str, Any]:
    """(the price's date, its source) for a cost line: those of the catalog row it is priced from; for the user's
    own price, its date and an ``OwnPrice``."""
    key = _line_key(opt, line)
    if key is None:
        return "", ""
    hit = prices.get(key)
    if hit is None and key[0] == "storage":
        hit = prices.get(("storage", "generic", key[2]))
    as_of, source = hit or ("", "")
    if key[0] == "instance":
        as_of = opt.price_as_of or as_of  # the date the ranking priced the option with
    own = getattr(line, "price_source", "")
    if own in ("user", "quote") and line.cost is not None:
        as_of = getattr(line, "price_as_of", "") or as_of
        return as_of, OwnPrice(str(own), as_of, source)
    return as_of, source


def limits_given(scenario: Any) -> tuple[bool, bool]:
    """(a deadline was given, a budget was given) for ``scenario`` (a training run's deadline: a service has none);
    (True, True) when there is no scenario to ask (the columns then say what the options say)."""
    if scenario is None:
        return True, True
    deadline = bool(getattr(scenario, "deadline_hours", None)) and getattr(scenario, "task", None) != "inference"
    return deadline, bool(getattr(scenario, "budget_amount", None))


def proposal_rows(rec: Any, cat: Catalog | None = None, scenario: Any = None) -> list[dict[str, Any]]:
    """One dict per cost line (recommendation first, then the alternatives), keys = ``CSV_COLUMNS``.

    Values are numbers, booleans, codes and catalog text; ``why_not_chosen`` is a list of ``Note``s. With the
    ``scenario``: ``meets_deadline`` and ``within_budget`` are None (an empty cell) where it gives no deadline or
    no budget (an option meets a deadline nobody set only in the sense that nothing was checked)."""
    out = _proposal_rows(rec, cat)
    deadline, budget = limits_given(scenario)
    for row in out:
        if not deadline and row.get("meets_deadline") is not None:
            row["meets_deadline"] = None
        if not budget and row.get("within_budget") is not None:
            row["within_budget"] = None
    return out


def _proposal_rows(rec: Any, cat: Catalog | None) -> list[dict[str, Any]]:
    src: dict[tuple, tuple[str, str]] = {}  # catalog row -> (price date, readable source)
    if cat is not None:
        for p in price_sources(rec, cat):
            p = dataclasses.replace(p, source=readable_source(cat, p.source))
            if p.kind == "instance":
                src[("instance", p.provider, p.product.rsplit(" (", 1)[0], p.billing)] = (p.as_of, p.source)
            elif p.kind in ("storage", "transfer"):
                src[(p.kind, p.provider, p.product)] = (p.as_of, p.source)
    out = []
    # rank: the option's place in the answer, from 1 (the recommendation; rank 0 read as "not ranked"), then the
    # alternatives in the order the card lists them; empty on a what-if row (not an option of this answer)
    for rank, opt in enumerate(_options(rec), start=1):
        base = {
            "option": "recommendation" if rank == 1 and rec.recommendation is not None else "alternative",
            "rank": rank,
            "provider": opt.provider,
            "region": opt.region,
            "instance_type": opt.instance_type,
            "gpu": opt.gpu,
            "gpus_per_node": opt.gpus_per_node,
            "instances": opt.instances,
            "gpu_count": opt.gpu_count,
            "billing": opt.billing,
            "wall_hours": opt.wall_hours,
            "total_cost": opt.total_cost,
            "monthly_cost": opt.monthly_cost,
            "currency": opt.currency,
            "meets_deadline": opt.meets_deadline,
            "within_budget": opt.within_budget,
            "feasible": opt.feasible,
            "why_not_chosen": list(opt.lost),
            "cpu_arch": getattr(opt.host, "cpu_arch", None),
        }
        for line in opt.cost_lines:
            as_of, source = _line_price(opt, line, src)
            out.append(
                {
                    **base,
                    "item": line.item,
                    "product": line.product,
                    "quantity": line.quantity,
                    "unit": line.unit,
                    "unit_price": line.unit_price,
                    "cost": line.cost,
                    "included": line.included,
                    "price_currency": line.price_currency,
                    "fx_rate": line.fx_rate,
                    "fx_as_of": line.fx_as_of,
                    "price_as_of": as_of if cat is not None else (opt.price_as_of if line.item in INSTANCE_ITEMS
                                                                   else ""),
                    "price_source": source,
                    "priced": priced_state(line),
                    "what_if_value": None,
                    "sized_by": _sized_by(opt, line.item),
                    "size_gb": getattr(line, "size_gb", None),
                    "tier": getattr(line, "tier", "") or None,
                    "volumes": getattr(line, "volumes", 1) if getattr(line, "size_gb", None) is not None else None,
                }
            )
    if out:  # (no option: a header only)
        out.extend(domestic_rows(rec))
        out.extend(fx_rows(rec, cat))
    out.extend(what_if_rows(rec))
    return out


def domestic_rows(rec: Any) -> list[dict[str, Any]]:
    """The best option in mainland China the ``overseas`` note names beside an answer abroad (the card, the PDF and
    the exchange-rate row name it), as one row: ``option`` is ``domestic_option``, the option columns as the note
    gives them (money and hours as the answer's JSON rounds them), no cost-line columns (the note has no bill); the
    user's own price with its date. Empty when the answer has no such note or the note found no mainland option."""
    note = next((w for w in getattr(rec, "warnings", ()) or () if getattr(w, "code", "") == "overseas"), None)
    dom = getattr(note, "domestic", None)
    if dom is None or not getattr(dom, "gpu", None):
        return []
    row: dict[str, Any] = {c: None for c in CSV_COLUMNS}
    row.update({c: getattr(dom, c, None) for c in ("provider", "region", "instance_type", "gpu", "gpu_count",
                                                   "billing", "wall_hours", "total_cost", "monthly_cost", "currency",
                                                   "meets_deadline", "within_budget", "feasible")})
    row.update({"option": "domestic_option", "why_not_chosen": []})
    own = getattr(dom, "price_source", None)
    if own in ("user", "quote"):
        row.update({"price_as_of": getattr(dom, "price_as_of", None) or "",
                    "price_source": OwnPrice(str(own), getattr(dom, "price_as_of", None) or "", "")})
    return [row]


def fx_rows(rec: Any, cat: Catalog | None = None) -> list[dict[str, Any]]:
    """The exchange rates the answer used (``assumptions.fx_used``: the budget's, the shown options' prices') as CSV
    rows, one per catalog rate: ``option`` is ``exchange_rate:<use>;<use>`` (``core.select.fx_used.USES``),
    ``product`` the pair, ``price_currency`` its base and ``currency`` its quote, so ``fx_rate`` reads as on a cost
    line (``currency`` per one ``price_currency``: 7.0288 CNY per USD), with its date and source."""
    out = []
    for r in (getattr(rec, "assumptions", None) or {}).get("fx_used") or ():
        base, _, quote = str(r.get("pair", "")).partition("/")
        source = str(r.get("source") or "")
        row: dict[str, Any] = {c: None for c in CSV_COLUMNS}
        row.update({"option": f"exchange_rate:{';'.join(r.get('uses') or ())}", "product": r.get("pair"),
                    "price_currency": base, "currency": quote, "fx_rate": r.get("rate"), "fx_as_of": r.get("as_of"),
                    "price_source": readable_source(cat, source) if cat is not None and source
                    else r.get("source_title") or source, "why_not_chosen": []})
        out.append(row)
    return out


def what_if_rows(rec: Any) -> list[dict[str, Any]]:
    """The ``what_if`` spread (issue 29) as CSV rows, one per choice: ``option`` is
    ``what_if:<assumption>:<choice>`` (e.g. ``what_if:model.preset:large``), ``what_if_value`` the value priced,
    the option columns filled as far as the row has them (a choice without any option: only ``why_not_chosen``,
    the code of the warning that says why); no cost-line columns (a what-if row is a summary, not a bill)."""
    out = []
    for r in getattr(rec, "what_if", ()) or ():
        why = r.get("why_none")
        row: dict[str, Any] = {c: None for c in CSV_COLUMNS}
        row.update({
            "option": f"what_if:{r.get('assumption')}:{r.get('choice')}",
            "rank": None,
            "provider": r.get("provider"),
            "region": r.get("region"),
            "instance_type": r.get("instance_type"),
            "gpu": r.get("gpu"),
            "gpu_count": r.get("gpu_count"),
            "billing": r.get("billing"),
            "wall_hours": r.get("wall_hours"),
            "total_cost": r.get("total_cost"),
            "monthly_cost": r.get("monthly_cost"),
            "currency": r.get("currency"),
            "meets_deadline": r.get("meets_deadline"),
            "within_budget": r.get("within_budget"),
            "feasible": r.get("feasible"),
            "why_not_chosen": [{"code": str(why), "detail": {}}] if why else [],  # the engine's code, passed on
            "what_if_value": r.get("value"),
        })
        out.append(row)
    return out


def _sized_by(opt: Any, item: str) -> dict[str, float] | None:
    """What sized the system disk of a service by its own rule: the OS's and the serving image's GB (None: another
    rule sized it, or another line)."""
    host = getattr(opt, "host", None)
    get = host.get if isinstance(host, Mapping) else (lambda k: getattr(host, k, None))
    if item != "system_disk" or host is None or get("system_disk_os_gb") is None:
        return None
    return {"system_disk_os_gb": float(get("system_disk_os_gb") or 0.0),
            "system_disk_image_gb": float(get("system_disk_image_gb") or 0.0)}


def _cell(column: str, value: Any) -> str:
    if column in NUMERIC_COLUMNS and not isinstance(value, str):
        return plain_number(value, DECIMALS.get(column, 4))
    if isinstance(value, bool):
        return "true" if value else "false"
    if column == "what_if_value" and isinstance(value, (int, float)) and not isinstance(value, bool):
        # never fewer digits than the card shows (0.00123 requests/s), rounded as it rounds
        return plain_number(value, max(4, shown_decimals(value)))
    if column == "sized_by" and isinstance(value, Mapping):  # machine headings: the figures, as key=value
        value = ";".join(f"{k}={plain_number(v, 4)}" for k, v in value.items())
    if column == "why_not_chosen" and isinstance(value, (list, tuple)):
        value = ";".join(str(n.get("code")) if isinstance(n, dict) else getattr(n, "code", str(n)) for n in value)
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return ""
    return neutralise(value)


def csv_bytes(
    rec: Any,
    cat: Catalog | None = None,
    *,
    labels: Mapping[str, str] | None = None,
    words: Callable[[str, Any], Any] | None = None,
    scenario: Any = None,
) -> bytes:
    """The proposal CSV (UTF-8 with BOM). ``labels`` maps column keys to headings; ``words(column, value)``
    may turn codes into words (numbers are never passed to it). Every text cell is neutralised. ``scenario``: the
    deadline and budget columns stay empty where it sets none (``proposal_rows``)."""
    buf = io.StringIO(newline="")
    w = csv.writer(buf, lineterminator="\r\n")
    w.writerow([neutralise((labels or {}).get(c, c)) for c in CSV_COLUMNS])
    for row in proposal_rows(rec, cat, scenario):
        cells = []
        for c in CSV_COLUMNS:
            v = row[c]
            if words is not None and c not in NUMERIC_COLUMNS:
                v = words(c, v)
            cells.append(_cell(c, v))
        w.writerow(cells)
    return b"\xef\xbb\xbf" + buf.getvalue().encode("utf-8")


def write_csv(
    path: str | Path,
    rec: Any,
    cat: Catalog | None = None,
    *,
    labels: Mapping[str, str] | None = None,
    words: Callable[[str, Any], Any] | None = None,
    scenario: Any = None,
) -> None:
    """Write the proposal CSV atomically; CatalogError(not_writable) if the place cannot be written."""
    write_file(path, csv_bytes(rec, cat, labels=labels, words=words, scenario=scenario))


def export_csv(path: str | Path, rec: Any, scenario: Any = None, cat: Catalog | None = None) -> None:
    """``write_csv`` with machine headings (``scenario``: the deadline and budget columns stay empty where it sets
    none). For headings and codes in the interface language use ``gui.proposal_pdf.export_proposal(..., csv=path)``."""
    write_csv(path, rec, cat, scenario=scenario)


def read_csv(path: str | Path) -> pd.DataFrame:
    """Read a proposal CSV written with machine headings back (tests, scripts)."""
    return pd.read_csv(path, encoding="utf-8-sig", keep_default_na=False, na_values=[""])


# --------------------------------------------------------------------------- totals for the proposal


def cost_totals(option: Any) -> dict[str, float | int | None]:
    """Job total (priced lines), the monthly view, and how many lines have no price."""
    priced = [ln.cost for ln in option.cost_lines if ln.cost is not None]
    return {
        "total_cost": float(sum(priced)),
        "monthly_cost": float(option.monthly_cost),
        "unpriced_lines": sum(1 for ln in option.cost_lines if ln.cost is None),
        "assumed_lines": sum(1 for ln in option.cost_lines if priced_state(ln) == "assumed"),
    }


# --------------------------------------------------------------------------- long text in documents

NAME_LIMIT = 200  # characters of one name, code or product a document shows (a 100 KB name made 300 pages)
FREE_TEXT_LIMIT = 1000  # characters of one source, note, title or URL (the bundled catalog's longest is 811)
FREE_TEXT_KEYS = frozenset({"source", "sources", "notes", "title", "url", "publisher", "basis", "why",
                            "rate_source"})
ELLIPSIS = "…"


def elide(text: str, limit: int = NAME_LIMIT) -> str:
    """``text`` cut to ``limit`` characters, the last one an ellipsis, when it is longer; else ``text``."""
    return text if len(text) <= limit else text[: max(limit - 1, 0)] + ELLIPSIS


def _limit(key: Any) -> int:
    return FREE_TEXT_LIMIT if str(key) in FREE_TEXT_KEYS else NAME_LIMIT


def _collect(obj: Any, key: Any, out: dict[str, str], seen: set[int]) -> None:
    if isinstance(obj, str):
        if len(obj) > _limit(key):
            out[obj] = elide(obj, _limit(key))
        return
    if obj is None or isinstance(obj, (bool, int, float)) or id(obj) in seen:
        return
    seen.add(id(obj))
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        for f in dataclasses.fields(obj):
            if not f.name.startswith("_"):  # the engine's arrays (Recommendation._table) hold no shown text
                _collect(getattr(obj, f.name), f.name, out, seen)
    elif isinstance(obj, Mapping):
        for k, v in obj.items():
            _collect(k, "", out, seen)
            _collect(v, k, out, seen)
    elif isinstance(obj, (list, tuple, set, frozenset)):
        for v in obj:
            _collect(v, key, out, seen)


def long_texts(rec: Any = None, scenario: Any = None, cat: Catalog | None = None, *more: Any) -> dict[str, str]:
    """Every text of the recommendation, the scenario, the catalog and ``more`` longer than its limit
    (``FREE_TEXT_LIMIT`` for sources, notes, titles and URLs, ``NAME_LIMIT`` for everything else), mapped to
    its short form (``elide``). A document writes the short form wherever the text appears; the CSV and the
    JSON keep the full value. Empty for an ordinary catalog."""
    out: dict[str, str] = {}
    seen: set[int] = set()
    for obj in (rec, scenario, *more):
        _collect(obj, "", out, seen)
    if cat is not None:
        for df in cat.tables.values():
            for col in df.columns:
                s = df[col]
                if s.dtype != object and not pd.api.types.is_string_dtype(s):
                    continue
                limit = _limit(col)
                lens = s.map(lambda v: len(v) if isinstance(v, str) else 0)
                for v in s[lens > limit]:
                    out[v] = elide(v, limit)
    return out


def write_all(targets: list[tuple[Path, Callable[[], bytes]]]) -> list[Path]:
    """Every place checked first, then every file made, then written; files this call created are removed again if
    a later write fails."""
    for path, _ in targets:
        check_writable(path)
    data = [(path, make()) for path, make in targets]
    created: list[Path] = []
    try:
        for path, payload in data:
            existed = path.exists()
            write_file(path, payload)
            if not existed:
                created.append(path)
    except BaseException:
        for path in created:
            path.unlink(missing_ok=True)
        raise
    return [path for path, _ in data]
