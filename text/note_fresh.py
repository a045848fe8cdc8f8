"""Recommendations on old prices (core/select/freshness.py): the pick's stale price and the nearest option on a
recent one (``stale_price``), a recent price that took a stale first choice's place (``fresh_price_preferred``), and
an alternative that lost for its old price (``older_price``)."""

from __future__ import annotations

from typing import Any

from gpu_advisor.core.base import finite_float, FreshPricePreferred, OlderPrice, StalePrice
from .language import cjk_spacing, is_chinese, plural_count, translate, Words
from .names import billing_name, get_field, gpu_config, provider_name
from .numbers import beside, dated, date_text, hours, least_price_age, money, number, partial_date, percent
from .note_table import renders
from .own_price import own_price_mark


def price_window(days: Any) -> str:
    """How recent a recent price is: ``stale_price_days`` as months from 60 days on ('12 months'), else days."""
    d = finite_float(days)
    if d is None:
        return "—"
    if d >= 60:
        months = number(round(d / (365.25 / 12)))
        return Words.tr("{0} month(s)", None, plural_count(months)).format(months)
    return Words.tr("{0} day(s)", None, plural_count(number(d))).format(number(d))


def _priced(as_of: Any, age_days: Any) -> str:
    """'2021 (at least 1,801 days old)' for a partial date (its age counted from the period's last day: walk 20b,
    "at most 2,165 days" understated it), else '2025-09-14 (461 days old)'."""
    if partial_date(as_of):
        return translate("Words", "{0} (at least {1} days old)").format(
            dated(as_of), number(least_price_age(age_days, as_of), 0))
    return translate("Words", "{0} ({1} days old)").format(date_text(as_of), number(age_days, 0))


def _server(gpus: str, provider: Any, server: Any, billing: Any) -> str:
    """'2 × RTX4090 on RunPod (2x_RTX4090_SECURE, on-demand)'."""
    #: {gpus}: "16 × H100"; {provider}: the cloud; {server}: its server type; {billing}: on-demand, spot, ...
    return translate("Words", "{gpus} on {provider} ({server}, {billing})").format(
        gpus=gpus, provider=provider_name(None, str(provider)), server=server,
        billing=billing_name(str(billing)) if is_chinese() else billing_name(str(billing)).lower())


def _more_or_less(diff: float, cur: str, monthly: bool, of_total: Any = None) -> str:
    """'¥1,479 more' / '¥1,479 less' (a month, for a service), to the place of ``of_total`` (``money``)."""
    amount = money(abs(diff), cur, of_total=of_total)
    if monthly:
        return (translate("Words", "{0} a month more") if diff >= 0
                else translate("Words", "{0} a month less")).format(amount)
    return (translate("Words", "{0} more") if diff >= 0 else translate("Words", "{0} less")).format(amount)


@renders(StalePrice)
def _stale_price(n: StalePrice, cur: str) -> str:
    # the limit in the words of the sentence after it ("12 months", not also "365 days": walk 20b)
    if partial_date(n.as_of):  # "2021": counted from 31 December, the least it can be ("at most" understated it)
        #: {0}: "2021" or "2023-06"; {1}: its age in days at the least; {2}: "12 months"
        text = translate(
            "Words", "The price is dated only {0} (at least {1} days old; prices older than {2} count as stale); "
                     "check the current price before ordering."
        ).format(dated(n.as_of), number(least_price_age(n.age_days, n.as_of), 0), price_window(n.limit_days))
    else:
        #: {0}: "2025-09-14"; {1}: its age in days; {2}: "12 months"
        text = translate(
            "Words", "The price is dated {0} ({1} days old, more than {2}); check the current price before ordering."
        ).format(date_text(n.as_of), number(n.age_days), price_window(n.limit_days))
    if n.fresh_options is None:
        return text
    sep = "" if is_chinese() else " "
    if not n.fresh_options or n.fresh_provider is None:
        return text + sep + translate(
            "Words", "No option that meets every requirement has a price from the last {0}.").format(
            price_window(n.limit_days))
    #: {0}: "12 months"; {1}: "1 × L40S on Nebius (gpu-l40s..., on-demand), priced 2025-09, $210 a month more (19%)"
    return text + sep + translate("Words", "The nearest option on a price from the last {0}: {1}.").format(
        price_window(n.limit_days), _nearest(n, cur))


def _nearest(n: StalePrice, cur: str) -> str:
    """The nearest option on a recent price: '1 × L40S on Nebius (gpu-l40s..., on-demand), priced 2025-09, $210 a month
    more (19%)', and how much slower or faster (a training)."""
    gpus = gpu_config({"gpu": n.fresh_gpu, "gpu_count": n.fresh_gpu_count, "gpus_per_node": n.fresh_gpus_per_node,
                       "instances": n.fresh_instances})
    #: {option}: "1 × L40S on Nebius (gpu-l40s..., on-demand)"; {date}: its price's date; {difference}: "$210 a month
    #: more" (or less); {share}: "19%"
    text = translate("Words", "{option}, priced {date}, {difference} ({share})").format(
        option=_server(gpus, n.fresh_provider, n.fresh_instance_type, n.fresh_billing), date=date_text(n.fresh_as_of),
        difference=_more_or_less(float(n.cost_diff or 0.0), cur, n.per == "month",
                                 None if (fresh := finite_float(n.fresh_cost)) is None else
                                 beside(fresh, fresh - float(n.cost_diff or 0.0))),
        share=percent(abs(float(n.pct or 0.0)) / 100))
    hd = finite_float(n.hours_diff)
    if hd is not None and abs(hd) >= 0.05:
        #: appended to the nearest option on a recent price; {0} is "2.5 hours"
        text += (translate("Words", ", {0} slower") if hd > 0 else translate("Words", ", {0} faster")).format(
            hours(abs(hd)))
    return text


@renders(FreshPricePreferred)
def _fresh_price_preferred(n: FreshPricePreferred, cur: str) -> str:
    text = _fresh_preferred_head(n, cur)
    hd = finite_float(n.hours_diff)
    if hd is not None and abs(hd) >= 0.05:  # (a training: the time it takes against the first choice's)
        #: after the sentence of a pick on a recent price; {0} is "11.6 hours"
        text += ("" if is_chinese() else " ") + (
            translate("Words", "It takes {0} longer.") if hd > 0 else translate("Words", "It takes {0} less.")
        ).format(hours(abs(hd)))
    return text


def _fresh_preferred_head(n: FreshPricePreferred, cur: str) -> str:
    #: {first}: "16 × V100 on Tencent Cloud (GN10Xp..., on-demand)", the first choice by the goal; {cost}: its cost;
    #: {priced}: "2021 (at least 1,801 days old)"; {window}: "12 months"; {difference}: "¥40 more"; {share}: "3%";
    #: {tolerance}: "5%"
    if n.cost_diff < 0:  # cheaper, and not the first choice only by the rule for fewer servers
        #: as the sentence below, for a pick that costs less than the first choice
        return translate(
            "Words", "Recommended on a price from the last {window}: the first choice by your goal, {first} at "
                     "{cost}, has a price from {priced}; this one costs {difference} ({share})."
        ).format(window=price_window(n.limit_days),
                 first=_server(gpu_config(n), n.provider, n.instance_type, n.billing), cost=money(n.cost, cur),
                 priced=_priced(n.as_of, n.age_days),
                 difference=_more_or_less(n.cost_diff, cur, n.per == "month", beside(n.cost, n.cost + n.cost_diff)),
                 share=percent(abs(n.pct) / 100))
    return translate(
        "Words", "Recommended on a price from the last {window}: the first choice by your goal, {first} at {cost}, "
                 "has a price from {priced}; this one costs {difference} ({share}), within {tolerance}."
    ).format(window=price_window(n.limit_days), first=_server(gpu_config(n), n.provider, n.instance_type, n.billing),
             cost=money(n.cost, cur), priced=_priced(n.as_of, n.age_days),
             difference=_more_or_less(n.cost_diff, cur, n.per == "month", beside(n.cost, n.cost + n.cost_diff)),
             share=percent(abs(n.pct) / 100),
             tolerance=percent(n.tolerance_pct / 100))


@renders(OlderPrice)
def _older_price(n: OlderPrice, cur: str) -> str:
    #: why the first choice by the goal lost to an option on a recent price; {priced}: "2023 (at least 882 days
    #: old)"; {window}: "12 months"; {tolerance}: "5%"
    text = translate(
        "Words", "Its price is from {priced}; the pick's is from the last {window}, and an option on a recent price "
                 "at most {tolerance} dearer is recommended over one on an old price."
    ).format(priced=_priced(n.as_of, n.age_days), window=price_window(n.limit_days),
             tolerance=percent(n.tolerance_pct / 100))
    if n.cheaper_by > 0:
        #: {0}: "$35 less"; {1}: the sentence that says its price is old
        text = translate("Words", "{0}. {1}").format(
            translate("Words", "Costs {0} less").format(money(
                n.cheaper_by, cur, of_total=beside(n.cost, n.cost + n.cheaper_by) if n.cost is not None else None)),
            text)
    return text


def price_age_words(rec: Any) -> list[str]:
    """For the card, under the figures: the recommendation's stale price beside the nearest option on a recent price
    that meets every requirement, when there is one ("The price is from 2023 (at least 882 days old); the nearest
    option on a price from the last 12 months: ..."); none otherwise (the warning below says the rest). Takes a
    ``Recommendation`` or its ``to_dict()``."""
    from gpu_advisor.core.base import from_detail, UnknownNote
    from .summary import rec_option
    opt = rec_option(rec)
    cur = get_field(opt, "currency", None) if opt is not None else None
    out = []
    for n in get_field(rec, "warnings", ()) or ():
        if get_field(n, "code") != "stale_price":
            continue
        if not isinstance(n, StalePrice):
            try:
                n = from_detail("stale_price", get_field(n, "detail", {}) or {}, lenient=True)
            except (UnknownNote, TypeError, KeyError):
                continue
        if isinstance(n, StalePrice) and n.fresh_options and n.fresh_provider is not None:
            #: {0}: "2023 (at least 882 days old)"; {1}: "12 months"; {2}: the nearest option on a recent price
            text = translate("Words", "The price is from {0}; the nearest option on a price from the last {1}: "
                                      "{2}.").format(_priced(n.as_of, n.age_days), price_window(n.limit_days),
                                                     _nearest(n, cur or "CNY"))
            out.append(cjk_spacing(text) if is_chinese() else text)  # "腾讯云上的", as the warning (walk 20b)
    return out


def price_date_mark(opt: Any) -> tuple[str, str] | None:
    """The card's mark after the cost of an option on the user's own price ("your price, entered 2026-12-06",
    ``own_price_mark``) or on a stale price, and its tooltip: ("priced 2021", "The price is
    from 2021 (at least 1,801 days old). Check the current price before ordering: Catalog → Update prices… …"). The
    bundled catalog's prices are all over a year old, and the card said nothing of it (walk 20b: only the Warnings,
    below the fold, did). None for a recent price or an option without a date. Takes an ``Option`` or its dict."""
    own = own_price_mark(opt)  # the user's own price: said so, with the day it was entered (never "priced …")
    if own is not None:
        return own
    as_of = get_field(opt, "price_as_of", None)
    if not get_field(opt, "stale", False) or date_text(as_of) == "—":
        return None
    #: after the card's total cost of an option on an old price ("¥1,600 · priced 2021"); {0} its price's date
    mark = translate("Words", "priced {0}").format(dated(as_of))
    #: the tooltip of that mark; {0}: "2021 (at least 1,801 days old)"
    tip = translate("Words", "The price is from {0}. Check the current price before ordering: Catalog → Update "
                             "prices… fetches the prices the clouds publish now.").format(
        _priced(as_of, get_field(opt, "price_age_days", None)))
    return (cjk_spacing(mark), cjk_spacing(tip)) if is_chinese() else (mark, tip)
