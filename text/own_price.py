"""The user's own prices in words: a price typed in the catalog editor (or a row the user added) and a price quoted to
the user are used as entered, and wherever such a price shows (the card's total, the cost lines, the assumptions, the
alternatives, the best option in mainland China, the proposal's PDF and CSV) it is said to be the user's, with the
date it was entered. The engine gives the code (``price_source``: "user", "quote"; "catalog" or absent for a price
list's) and the date (``price_as_of``), core/catalog/price_cites.py."""

from __future__ import annotations

from typing import Any

from .language import cjk_spacing, is_chinese, translate
from .names import billing_name, get_field, item_name, product_words
from .numbers import date_text, dated

OWN_CODES = ("user", "quote")

_INSTANCE_ITEMS = ("gpu_instance", "run_startup", "spot_rework", "node_failures")


def _spaced(text: str) -> str:
    return cjk_spacing(text) if is_chinese() else text


def is_own(source: Any) -> bool:
    """Whether ``source`` (an option's or a cost line's ``price_source``) is the user's own price."""
    return source in OWN_CODES


def own_price(source: Any, as_of: Any) -> str | None:
    """"your price, entered 2026-12-06" (typed in the catalog editor), "price quoted to you, 2026-11-01"; None for a
    price list's price."""
    if source == "user":
        if date_text(as_of) == "—":
            return translate("Words", "your price")
        #: a price the user typed in the catalog editor (a negotiated discount); {0}: the day it was typed
        return _spaced(translate("Words", "your price, entered {0}").format(dated(as_of)))
    if source == "quote":
        if date_text(as_of) == "—":
            return translate("Words", "price quoted to you")
        #: a price quoted to the user (recorded with its quote); {0}: the quote's date
        return _spaced(translate("Words", "price quoted to you, {0}").format(dated(as_of)))
    return None


def own_price_csv(source: Any, as_of: Any) -> str | None:
    """The proposal CSV's source of the user's own price: "your price (catalog editor), entered 2026-12-06" (not the
    public price file the row came from); None for a price list's price."""
    if source == "user":
        #: the CSV's "Price source" of a price the user typed; {0}: the day it was typed
        return _spaced(translate("Words", "your price (catalog editor), entered {0}").format(date_text(as_of)))
    if source == "quote":
        #: the CSV's "Price source" of a price quoted to the user; {0}: the quote's date
        return _spaced(translate("Words", "price quoted to you (recorded as a quote), {0}").format(date_text(as_of)))
    return None


def line_source(line: Any, state_words: str) -> str:
    """The Cost lines tab's Source of a line: the user's own price with its date, else ``state_words`` (how the line is
    priced: "price list", "assumed price", "included", "no price")."""
    own = own_price(get_field(line, "price_source"), get_field(line, "price_as_of"))
    return own if own is not None and get_field(line, "cost") is not None else state_words


def own_price_mark(opt: Any) -> tuple[str, str] | None:
    """The card's mark after the cost of an option on the user's own price, and its tooltip: ("your price, entered
    2026-12-06", "You entered this price …"); None for an option on a price list's price."""
    source, as_of = get_field(opt, "price_source"), get_field(opt, "price_as_of")
    mark = own_price(source, as_of)
    if mark is None:
        return None
    if source == "user":
        #: the tooltip of the card's "your price, entered …"; {0}: the day it was typed
        tip = translate("Words", "You entered this price in the catalog editor on {0} (a negotiated price, for "
                                 "example): it is used as entered, not checked against a price list. Catalog → "
                                 "Edit catalog… shows and changes it.").format(dated(as_of))
    else:
        #: the tooltip of the card's "price quoted to you, …"; {0}: the quote's date
        tip = translate("Words", "This price was quoted to you ({0}) and recorded in your catalog: it is used as "
                                 "entered, not checked against a price list.").format(dated(as_of))
    return mark, _spaced(tip)


def own_prices(opt: Any) -> list[str]:
    """The prices of ``opt`` (an option or its dict) that are the user's own, one phrase each: "Standard_NC24ads_A100_v4,
    spot (interruptible): your price, entered 2026-12-06", "Data transfer out (egress): your price, entered
    2026-12-01"."""
    out: list[str] = []
    lines = get_field(opt, "cost_lines", ()) or ()
    server = False
    for line in lines:
        source = get_field(line, "price_source")
        if not is_own(source) or get_field(line, "cost") is None:
            continue
        item = get_field(line, "item")
        if item in _INSTANCE_ITEMS:
            if server:
                continue  # the server's one price, on several lines
            server = True
            what = translate("Words", "{0}, {1}").format(get_field(opt, "instance_type") or get_field(line, "product"),
                                                         billing_name(get_field(opt, "billing")).lower()
                                                         if not is_chinese() else billing_name(get_field(opt, "billing")))
        else:
            product = product_words(get_field(line, "product"))
            what = translate("Words", "{0} ({1})").format(item_name(item), product) if product else item_name(item)
        out.append(_spaced(translate("Words", "{0}: {1}").format(what, own_price(source, get_field(line, "price_as_of")))))
    return list(dict.fromkeys(out))


def own_prices_note(opt: Any) -> str:
    """"your own prices for: Standard_NC24ads_A100_v4, spot (interruptible): your price, entered 2026-12-06", or ""
    when no price of ``opt`` is the user's."""
    items = own_prices(opt)
    if not items:
        return ""
    #: after the source of the prices' date in the assumptions ("price catalog; your own prices for: …"); {0}: the
    #: prices the user entered, each with its date
    return _spaced(translate("Words", "your own prices for: {0}").format(translate("Words", "; ").join(items)))


def with_own_price(amount: str, source: Any, as_of: Any) -> str:
    """``amount`` ("¥62.05") followed by "(your price, entered 2026-12-06)" for the user's own price; as it is
    otherwise."""
    own = own_price(source, as_of)
    return amount if own is None else _spaced(translate("Words", "{0} ({1})").format(amount, own))
