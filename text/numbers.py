"""Numbers in words: counts, percentages, money, hours, gigabytes, dates, latencies, sentences joined as the
language writes them (QLocale of the current language).
"""

from __future__ import annotations

import math
from decimal import Decimal
from collections.abc import Iterable, Mapping
from typing import Any

from gpu_advisor.core.base import finite_float, NO_BREAK_SPACE, round_shown, WORD_JOINER
from .language import is_chinese, locale, plural_count, translate, Words

FIGURE_LIMIT = 1e15  # from here on, Qt's digits of a double are no longer all the number's
# From here on a figure is not written out, only said to be more: 1e21 is 22 digits (1e308 would be 309 of them)
SHOWN_FIGURE_LIMIT = 1e21


def units_joined(figure: str, unit: str) -> str:
    """A figure and its Chinese large units kept on one line, whatever the width: '1,000' and '万亿' with WORD JOINER
    (U+2060, zero width) after '1,000' and after '万' ("¥1,000万亿" was wrapped after 万: a line may break before
    and between ideographs). The parsers read through it; what leaves the screen drops it (``without_joiners``)."""
    return figure + WORD_JOINER + WORD_JOINER.join(unit)


def join_sentences(parts) -> str:
    """Sentences joined as the language writes them: a space after an English full stop, none after a Chinese one
    (a full-width mark ends the sentence: "贵 ¥9.43（31%）。多用 1.2 小时", not "。 多用")."""
    out = ""
    for p in parts:
        if not p:
            continue
        out += p if not out or ord(out[-1]) >= 0x3000 else " " + p
    return out


def as_sentence(text: str) -> str:
    """A message shown on its own (under a question) as a sentence: a capital first letter and a full stop, "。" in
    Chinese ("the number is too large (maximum 10 GB)" from the engine's check sat beside the wizard's own
    "Must be more than 0.")."""
    t = text.strip()
    if not t:
        return t
    if t[0].isascii() and t[0].islower():
        t = t[0].upper() + t[1:]
    if t[-1] not in ".!?。！？…":
        t += "。" if is_chinese() else "."
    return t


def number(x: Any, decimals: int | None = None) -> str:
    """A number with the language's separators; ``decimals`` None picks a sensible precision (``shown_decimals``:
    three significant digits below 1) and drops trailing zeros. Rounded once, as every other place that shows the
    figure rounds it (``round_shown``: 0.3125 reads 0.313 here, in the wizard's field, the CSV and the launch files),
    and never with more than the 15 significant digits a double holds (1e23 reads 100,000,000,000,000,000,000,000,
    not 99,999,999,999,999,991,611,392)."""
    f = finite_float(x)
    if f is None:
        return "—"
    r = round_shown(f, decimals)
    assert r is not None
    places = max(0, -int(r.as_tuple().exponent))  # what is left of ``decimals`` within 15 significant digits
    loc = locale()
    if abs(r) < FIGURE_LIMIT:
        text = loc.toString(float(r), "f", places)
    else:  # Qt writes a big double's binary digits: group the decimal ones here
        whole, _, frac = format(abs(r), "f").partition(".")
        groups = [whole[max(0, i - 3):i] for i in range(len(whole), 0, -3)][::-1]
        text = ("-" if r < 0 else "") + loc.groupSeparator().join(groups) + (
            loc.decimalPoint() + frac if frac else "")
    if decimals is None and places and loc.decimalPoint() in text:
        text = text.rstrip("0").rstrip(loc.decimalPoint())
    return text


def cell_number(x: Any) -> str:
    """A raw figure in a table cell (a file's values before an import): six significant digits, with the language's
    separators and whole digits grouped from 100,000 on ('12.3457', '1,234,568', '1,000,000,000,000,000'; it read
    '1.23457e+06' and '1e+15'); past ``SHOWN_FIGURE_LIMIT``, more digits than anyone reads, 'more than 1,000,…'."""
    f = finite_float(x)
    if f is None:
        return "" if x is None else str(x)
    if abs(f) >= SHOWN_FIGURE_LIMIT:
        limit = number(math.copysign(SHOWN_FIGURE_LIMIT, f), 0)
        return (translate("Words", "more than {0}") if f > 0 else translate("Words", "less than {0}")).format(limit)
    if f == 0:
        return number(0, 0)
    places = min(15, max(0, 5 - math.floor(math.log10(abs(f)))))
    return _figure(f, lambda _q: places)


def _in_units(a: float, units: tuple[tuple[float, str], ...], decimals) -> tuple[str, str] | None:
    """``a`` (not negative) in the largest of ``units`` ((size, word), largest first) it reaches, its figure with
    ``decimals(figure)`` places (None: ``number``'s own) and no trailing zeros: (figure, word); None below them all.
    The unit is chosen after rounding: 999,999,999,999 is 1万亿 and 1 trillion, never "10,000亿" or "1,000 billion"."""
    for k, (size, word) in enumerate(units):
        if a < size and not (k + 1 < len(units) and a >= units[k + 1][0]
                             and _figure(a / units[k + 1][0], decimals) == _figure(size / units[k + 1][0], decimals)):
            continue  # (below this unit, unless the next one down would round up to it)
        return _figure(a / size, decimals), word
    return None


def _figure(q: float, decimals) -> str:
    text = number(q, decimals(q) if decimals is not None else None)
    point = locale().decimalPoint()
    return text.rstrip("0").rstrip(point) if point in text else text


def _unit_words() -> tuple[tuple[float, str], ...]:
    if is_chinese():
        return (1e12, "万亿"), (1e8, "亿"), (1e4, "万")
    return ((1e12, translate("Words", "trillion")), (1e9, translate("Words", "billion")),
            (1e6, translate("Words", "million")))


def big_number(x: Any) -> str:
    """7e9 -> '7 billion' / '70 亿'; 1.5e12 -> '1.5 trillion' / '1.5 万亿'; small numbers as they are."""
    f = finite_float(x)
    if f is None:
        return "—"
    shown = _in_units(abs(f), _unit_words(), None)
    if shown is None:
        return number(f)
    return f"{'-' if f < 0 else ''}{shown[0]} {shown[1]}"


def money_words(amount: Any, currency: str = "CNY") -> str:
    """An amount in the language's large units, for a limit said in a sentence: '¥1,000万亿', '$1,000 trillion',
    '$2.5 million' (at most four figures before the unit, two decimals); below the units, as ``money`` writes it."""
    f = finite_float(amount)
    if f is None:
        return translate("Words", "not priced")
    cur = (currency or "").upper()
    shown = _in_units(abs(f), _unit_words(), lambda q: 2 if q < 10 else 1 if q < 100 else 0)
    if shown is None:
        return money(f, cur)
    # one line, whatever the width ("$1,000" and "trillion" were wrapped apart): joiners in Chinese, a no-break space
    # in English, both plain where the text leaves the screen (``without_joiners``)
    body = units_joined(*shown) if is_chinese() else shown[0] + NO_BREAK_SPACE + shown[1]
    sym = _SYMBOL.get(cur)
    sign = "-" if f < 0 else ""
    return f"{sign}{sym}{body}" if sym else f"{sign}{body} {cur}"


def percent(fraction: Any, decimals: int = 0) -> str:
    """0.171 -> '17%'; a share too small to show at ``decimals`` reads '<1%' (not '0%', which says none), one just
    short of all of it '>99%' (not '100%', which says all)."""
    f = finite_float(fraction)
    if f is None:
        return "—"
    step = 10.0 ** -decimals
    if 0 < 100 * f < step / 2:
        return "<" + number(step, decimals) + "%"
    if 100 - step / 2 <= 100 * f < 100:  # never "100%" unless all of it: 99.86% read "(100%)"
        return ">" + number(100 - step, decimals) + "%"
    return number(100 * f, decimals) + "%"


_SYMBOL = {"CNY": "¥", "RMB": "¥", "USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥"}


def money(amount: Any, currency: str = "CNY", *, exact: bool = False, of_total: Any = None) -> str:
    """'¥61,000', '$1,234.56'; ``exact`` always shows cents (bills), and below 1 the three significant digits the
    figure has everywhere ('$0.893'). In Chinese, CNY from 100,000 up
    reads in 万 ('¥12.3万') unless ``exact``. Missing amount -> 'not priced'.

    ``of_total``: the total this amount is written beside — a line of its bill, a difference between two totals, a
    share of one (the largest of the totals, ``beside``): the amount is written to the place that total is. Beside a
    total of 1,000 or more (written in whole units) a part or a difference is whole too ('¥410 more' beside ¥1,988
    and ¥2,398, not '¥410.48'; '<¥1' for less than half a unit), unless ``exact`` (a bill's lines keep their cents).
    Below 1, an amount beside a total of 1 or more is in cents like the total ('¥0.01', '<¥0.01' for less than half
    a cent, not '¥0.0106' or '¥0.00165' in a bill of ¥15.59, nor '¥0.871 of the cost' of ¥16.28); beside a total
    below 1 it keeps the three significant digits its total has ('$0.0893' of '$0.893')."""
    f = finite_float(amount)
    if f is None:
        return translate("Words", "not priced")
    cur = (currency or "").upper()
    sym = _SYMBOL.get(cur)
    sign = "-" if f < 0 else ""
    a = abs(f)
    total = finite_float(of_total)
    if total is not None and abs(total) >= 1000 and not exact and 0 < a < 1000:
        body = number(max(a, 1.0), 0)  # (a part that is not nothing: never "¥0", but "<¥1")
        if a < 0.5:
            return f"<{sym}{body}" if sym else f"<{body} {cur}".strip()
        return f"{sign}{sym}{body}" if sym else f"{sign}{body} {cur}".strip()
    if total is not None and abs(total) >= 1 and 0 < a < 1:
        if a < 0.005:  # (a line's half cent is a cost, not none: never "¥0.00")
            return "<" + money(0.01, cur, exact=True)
        body = number(a, 2)
        return f"{sign}{sym}{body}" if sym else f"{sign}{body} {cur}".strip()
    if exact and 0 < a < 1:
        # the same digits as the figure shown elsewhere (three significant: $0.893 on the card and the bill's total;
        # it read $0.89 there), with cents at least ($0.50)
        body = number(a, None)
        if len(body.partition(locale().decimalPoint())[2]) < 2:
            body = number(a, 2)
    elif exact:
        body = number(a, 2)
    elif is_chinese() and cur in ("CNY", "RMB") and a >= 1e5:
        # 4 significant digits or more, like the 万 ("¥1.23亿", "¥12.3亿", "¥123亿", "¥1,235亿"; not "¥1,234,567,890.1亿");
        # from 1万亿 up in 万亿, the unit chosen after rounding (999,999,999,999 read "¥10,000亿")
        shown = _in_units(a, ((1e12, "万亿"), (1e8, "亿"), (1e4, "万")),
                          lambda q: (1 if q < 100 else 0) if a < 1e8 else 2 if q < 10 else 1 if q < 100 else 0)
        assert shown is not None  # (a >= 1e5)
        body = units_joined(*shown)  # one line, whatever the width ("¥12.3" and "万" were wrapped apart)
    elif a >= 1000:
        body = number(a, 0)
    elif a >= 1:
        body = number(a, 2)
    elif a == 0:
        body = number(0, 0)
    else:
        body = number(a, None)
    return f"{sign}{sym}{body}" if sym else f"{sign}{body} {cur}".strip()


def beside(*totals: Any) -> float | None:
    """The total an amount is written beside (``money``'s ``of_total``): the largest of those it sits between or
    is a part of (a difference between ¥1,988 and ¥2,398: ¥2,398); None when none is known."""
    known = [abs(f) for t in totals if (f := finite_float(t)) is not None]
    return max(known) if known else None


def beside_share(diff: Any, pct: Any) -> float | None:
    """The total a difference is written beside when it is said with its share (``diff`` is ``pct`` percent of a
    total ``t``; the other figure is ``t + diff``): ``beside`` of the two. None when the share is not known."""
    d, p = finite_float(diff), finite_float(pct)
    if d is None or not p:
        return None
    base = abs(d) * 100.0 / abs(p)
    return beside(base, base + d)


def bill_total(costs: Iterable[Any]) -> float:
    """The total of a bill's lines (those priced), the ``of_total`` its lines are written against (``money``)."""
    return sum(f for c in costs if (f := finite_float(c)) is not None)


def _tick_units(currency: str | None) -> tuple[tuple[float, str], ...]:
    """The large units of a money axis' ticks, largest first: 亿 and 万 for yuan in Chinese (as ``money`` writes
    them), else B, M and k."""
    if is_chinese() and (currency or "").upper() in ("CNY", "RMB"):
        return (1e8, "亿"), (1e4, "万")
    return (1e9, "B"), (1e6, "M"), (1e3, "k")


def amount_tick(amount: Any, currency: str | None = None) -> str:
    """An amount on a logarithmic money axis (its title gives the currency), in the largest unit it reaches:
    '1,000', '1万', '100万' for yuan in Chinese, else '1k', '1M'."""
    f = finite_float(amount)
    if f is None:
        return ""
    size, word = next(((s, w) for s, w in _tick_units(currency) if abs(f) >= s), (1.0, ""))
    return number(f / size) + word


def amount_ticks(amounts: Iterable[Any], currency: str | None = None, top: float | None = None) -> list[str]:
    """The ticks of a linear money axis (its title gives the currency), all in one unit, the one ``money`` writes
    ``top`` in (the axis' largest amount; None: the largest of ``amounts``): '0 / 200万 / 400万 / 600万' in Chinese,
    '0 / 2M / 4M / 6M' in English (the axis read '6e+06'); below ¥10万 (100k) plain numbers ('5,000 / 10,000',
    not '5,000 / 1万' on one axis)."""
    values = [finite_float(a) for a in amounts]
    if top is None:
        top = max((abs(v) for v in values if v is not None), default=0.0)
    size, word = next(((s, w) for s, w in _tick_units(currency) if abs(top) >= max(s, 1e5)), (1.0, ""))
    return ["" if v is None else number(v / size) + (word if v else "") for v in values]


def unit_price(amount: Any, currency: str = "CNY") -> str:
    """A unit price with enough digits to multiply back ('¥29.6887' stays '¥29.69', '¥0.7029')."""
    f = finite_float(amount)
    if f is None:
        return translate("Words", "not priced")
    if abs(f) >= 1 or f == 0:
        return money(f, currency, exact=True)
    sym = _SYMBOL.get((currency or "").upper())
    body = number(f, 4)
    return f"{sym}{body}" if sym else f"{body} {currency}"


MINUTES_BELOW_HOURS = 0.95  # a duration shorter than this many hours is written in minutes (or seconds) by ``hours``


def hours(h: Any, days: bool = False) -> str:
    """'40 hours', '5.6 hours'; with ``days`` from 72 h on: '518 hours (about 22 days)'; None -> '—'."""
    f = finite_float(h)
    if f is None:
        return "—"
    if 0 <= f * 3600 < 0.5:  # a checkpoint write of 0.06 s is not "1 minute"
        return translate("Words", "less than a second")
    if 0 <= f * 60 < 0.95:  # under a minute: seconds
        return Words.tr("%n second(s)", None, int(round(f * 3600)))
    if 0 <= f < MINUTES_BELOW_HOURS:  # under an hour: minutes, never "0 hours"
        minutes = max(1, int(round(f * 60)))
        return Words.tr("%n minute(s)", None, minutes)
    text = number(f, 0 if f >= 10 else 1).rstrip("0").rstrip(".") if f < 10 else number(f, 0)
    out = Words.tr("{0} hour(s)", None, plural_count(text)).format(text)
    if days and f >= 72:
        d = number(f / 24, 0)
        out += Words.tr(" (about {0} day(s))", None, plural_count(d)).format(d)
    return out


def hours_exact(h: Any) -> str:
    """A duration to the second under an hour and to the minute above, in the units ``hours`` writes: '10 minutes
    46 seconds', '5 hours 12 minutes', '29 seconds'. For a column whose rows ``hours`` would write alike
    (``durations``)."""
    f = finite_float(h)
    if f is None or f < 1 / 60:
        return hours(f)
    if f < 1:
        m, s = divmod(int(round(f * 3600)), 60)
        if m >= 60:  # (59 minutes 59.6 seconds)
            return hours(1.0)
        mins = Words.tr("%n minute(s)", None, m)
        #: a duration in two units, larger first: {minutes} "10 minutes", {seconds} "46 seconds"
        return translate("Words", "{minutes} {seconds}").format(
            minutes=mins, seconds=Words.tr("%n second(s)", None, s)) if s else mins
    hh, m = divmod(int(round(f * 60)), 60)
    whole = Words.tr("{0} hour(s)", None, plural_count(number(hh, 0))).format(number(hh, 0))
    #: a duration in two units, larger first: {hours} "5 hours", {minutes} "12 minutes"
    return translate("Words", "{hours} {minutes}").format(
        hours=whole, minutes=Words.tr("%n minute(s)", None, m)) if m else whole


def durations(values: Iterable[Any]) -> Any:
    """How to write a column of durations: ``hours`` (the app's usual '11 minutes', '5.6 hours'), or ``hours_exact``
    when ``hours`` would write two rows that differ by a second or more alike (alternatives of 10 minutes 46 seconds
    and 11 minutes 3 seconds both read "11 minutes", and a fixed one-decimal hours figure read 0.2 for every row)."""
    seen: dict[str, tuple[float, float]] = {}
    for v in values:
        f = finite_float(v)
        if f is None:
            continue
        text = hours(f)
        lo, hi = seen.get(text, (f, f))
        lo, hi = min(lo, f), max(hi, f)
        if (hi - lo) * 3600 >= 1:
            return hours_exact
        seen[text] = (lo, hi)
    return hours


def hours_range(h: Any, rng: Any = None, days: bool = False) -> str:
    """'about 5.6 hours, likely 4.6–7.1 hours' (the estimate and its 80% range); without a range, ``hours``."""
    lo, hi = (rng if rng is not None and len(rng) == 2 else (None, None))
    if finite_float(h) is None or finite_float(lo) is None or finite_float(hi) is None:
        return hours(h, days)
    lo_f = finite_float(lo)
    if lo_f is not None and lo_f >= 0.95:  # both ends in hours: the unit once ("likely 4.6–7.1 hours")
        low = number(lo_f, 1).rstrip("0").rstrip(".") if lo_f < 10 else number(lo_f, 0)
        return translate("Words", "about {0}, likely {1}–{2}").format(hours(h, days), low, hours(hi))
    return translate("Words", "about {0}, likely {1}–{2}").format(hours(h, days), hours(lo), hours(hi))


def gigabytes(gb: Any) -> str:
    """'4,000 GB', '6.9 GB'."""
    return translate("Words", "{0} GB").format(number(gb))


def file_size(mb: Any) -> str:
    """A file's size from MB, in the unit people read it in: "3 MB", "110 KB", "1.5 GB", "800 bytes"."""
    f = finite_float(mb)
    if f is None:
        return "—"
    if f >= 1000:
        return translate("Words", "{0} GB").format(number(f / 1000))
    if f >= 1:
        return translate("Words", "{0} MB").format(number(f))
    if f >= 1e-3:
        return translate("Words", "{0} KB").format(number(f * 1000))
    shown = number(f * 1e6)
    return Words.tr("{0} byte(s)", None, plural_count(shown)).format(shown)  # "1 byte", "100 bytes"


def date_text(iso: Any) -> str:
    """An ISO date or partial date as written in the catalog ('2023-06', '2021'); '—' when missing."""
    s = "" if iso is None else str(iso).strip()
    return s if s and s.lower() not in ("nan", "none", "nat") else "—"


def partial_date(iso: Any) -> bool:
    """True for a date given only by its year or month ('2021', '2023-06'): its age counts from the period's first
    day (``core.catalog.price_age_days``), so the age shown is the most it can be."""
    s = date_text(iso)
    return len(s) in (4, 7) and s[:4].isdigit()


def dated(iso: Any) -> str:
    """A price's date inside a sentence: as the catalog writes it ('2025-09-14', '2023-06'), a year alone with the
    language's word for a year ('2021', '2021 年': "价格只注明 2021" lacked it)."""
    s = date_text(iso)
    if len(s) == 4 and s.isdigit():
        #: a price's date given by its year alone, inside a sentence ("dated only 2021"); {0} is the year
        return translate("Words", "{0}", "a year alone").format(s)
    return s


def least_price_age(days: Any, as_of: Any) -> float | None:
    """The least a price's age can be, in days: ``days`` for a full date; for a price dated only by its year or
    month, counted from the period's last day (a row dated '2021' is at least as old as 31 December 2021)."""
    b = price_age_bounds(days, as_of)
    return None if b is None else b[0]


def price_age_bounds(days: Any, as_of: Any) -> tuple[float, float] | None:
    """The least and the most a price's age can be, in days: both ``days`` for a full date; for a year or a month
    only, ``days`` (counted from its first day) and ``days`` less the period's other days (its last day)."""
    f = finite_float(days)
    if f is None:
        return None
    if not partial_date(as_of):
        return f, f
    import calendar
    s = date_text(as_of)
    year = int(s[:4])
    span = (366 if calendar.isleap(year) else 365) if len(s) == 4 else calendar.monthrange(year, int(s[5:7]))[1]
    return max(0.0, f - (span - 1)), f


def price_age(days: Any, as_of: Any = None) -> str:
    """A price's age: '158 days'; '1,800 to 2,164 days' where the price is dated only by its year or month (a row
    dated '2021' is at least as old as 31 December 2021 and at most as 1 January 2021): the warnings' "at least" and
    the most it can be, one range everywhere a comparison says it (walk 23: "at most 2,165 days" in Compare beside
    "at least 1,801 days" in the answer, for one price)."""
    f = finite_float(days)
    if f is None:
        return "—"
    n = int(round(f))
    b = price_age_bounds(f, as_of) if partial_date(as_of) else None
    if b is not None and round(b[0]) < round(b[1]):
        #: a price dated only by its year or month: the least and the most its age can be, in days
        return Words.tr("{0} to {1} day(s)", None, n).format(number(b[0], 0), number(b[1], 0))
    return Words.tr("{0} day(s)", None, n).format(number(f, 0))


def price_age_delta(a: Any, as_of_a: Any, b: Any, as_of_b: Any) -> str:
    """B's price age less A's: '+2,006 days'; where a side is dated only by its year or month, the range it lies in
    ('+1,642 to +2,006 days'); '—' when a side gives none. Both sides dated by the same year or month carry the
    same date: their ages differ by the days between the answers' own dates ('0' when priced on the same day), not
    by the period's length (two "at most 460 days" read "−29 to +29 days")."""
    ba, bb = price_age_bounds(a, as_of_a), price_age_bounds(b, as_of_b)
    if ba is None or bb is None:
        return "—"
    lo, hi = bb[0] - ba[1], bb[1] - ba[0]
    if partial_date(as_of_a) and date_text(as_of_a) == date_text(as_of_b):
        lo = hi = bb[1] - ba[1]

    def signed(x: float) -> str:
        return "0" if round(x) == 0 else ("+" if x > 0 else "−") + number(abs(x), 0)
    if round(lo) == round(hi):
        return "0" if round(hi) == 0 else ("+" if hi > 0 else "−") + price_age(abs(hi))
    #: the range a difference of two price ages lies in, one side dated only by its year or month
    return Words.tr("{0} to {1} day(s)", None, int(round(abs(hi)))).format(signed(lo), signed(hi))


# --------------------------------------------------------------------------- names of codes


def seconds(s: Any) -> str:
    """A latency: '10 s' under a minute, else in minutes or hours ('19 minutes')."""
    f = finite_float(s)
    if f is not None and f >= 59.5:
        return hours(f / 3600)
    #: a latency in seconds ("10 s")
    return translate("Words", "{0} s").format(number(s))


def seconds_up(s: Any) -> str:
    """A latency limit that is enough: ``s`` rounded up to what is shown (two significant digits under a minute,
    whole minutes under an hour, tenths of an hour under ten hours, whole hours), so the figure read back works."""
    f = finite_float(s)
    if f is None or f <= 0:
        return seconds(s)
    if f < 59.5:
        step = 10.0 ** (math.floor(math.log10(f)) - 1)
        return seconds(math.ceil(f / step - 1e-9) * step)
    if f <= 56 * 60:
        return hours(math.ceil(f / 60 - 1e-9) / 60)
    h = math.ceil(f / 360 - 1e-9) / 10
    return hours(h if h < 10 else math.ceil(f / 3600 - 1e-9))


def required(detail: Mapping, key: str) -> Any:
    return detail[key]  # KeyError -> the generic sentence


def listing(names: Iterable[str]) -> str:
    """Items separated by the language's comma, for choices and alternatives ("use one of: a, b, c"); names a
    sentence counts together ("used by A, B and C") read better with ``word_list``."""
    return translate("Words", ", ").join(str(n) for n in names)


def word_list(items) -> str:
    """Names listed as the language lists them: "A", "A and B", "A, B and C"; in Chinese "A和B", "A、B和C"."""
    names = [str(i) for i in items if i]
    if len(names) <= 1:
        return "".join(names)
    out = names[0]
    for name in names[1:-1]:
        out = _joined(translate("Words", "{0}, {1}"), out, name)
    return _joined(translate("Words", "{0} and {1}"), out, names[-1])


def _joined(pattern: str, left: str, right: str) -> str:
    """``pattern`` ("{0}和{1}") filled, with a space where a Latin name meets a Chinese word ("微软 Azure 和腾讯云",
    "腾讯云和 AWS"; it read "微软 Azure和腾讯云"); a full-width mark ("、") needs none."""
    before, _, rest = pattern.partition("{0}")
    mid, _, after = rest.partition("{1}")
    if mid and left and _latin(left[-1]) and _cjk(mid[0]):
        mid = " " + mid
    if mid and right and _cjk(mid[-1]) and _latin(right[0]):
        mid = mid + " "
    return before + left + mid + right + after


def _latin(ch: str) -> bool:
    return ch.isascii() and ch.isalnum()


def _cjk(ch: str) -> bool:
    return "\u3400" <= ch <= "\u9fff"


def about_count(x: Any, digits: int = 3) -> str:
    """A count said as approximate, after "~" / "约": ``digits`` significant figures ("~455,000 images", "约 455,000
    张图片"; it read "约 454,545 张图片", a precision an estimate does not have); whole as it is below 1,000."""
    f = finite_float(x)
    if f is None:
        return "—"
    if abs(f) < 1000:
        return number(f)
    step = 10.0 ** (math.floor(math.log10(abs(f))) - digits + 1)
    return number(math.copysign(math.floor(abs(f) / step + 0.5) * step, f), 0)


def expected_count(x: Any) -> str:
    """An expected count that is often below one (interruptions of a spot run): one significant figure below 0.1
    ("0.01", "0.002": two decimals read a 45-minute spot run's 0.0018 as "0.00", beside another run's "0.01" and
    a difference of "−0.01"), two decimals from 0.1 to 1 ("0.25"), one from 1 up ("2.3"); none is "0"."""
    f = finite_float(x)
    if f is None or f == 0:
        return number(x, 0)
    if abs(f) < 0.1:  # one significant figure, rounded as every figure shown is (``round_shown``: 0.0055 -> 0.006)
        d = -math.floor(math.log10(abs(f)))
        r = round_shown(abs(f), d)
        if r is not None and r >= Decimal(1).scaleb(1 - d):  # rounded up to the next power of ten: 0.096 -> 0.1
            d -= 1
        return number(f, max(1, d))
    return number(f, 2 if abs(f) < 1 else 1)


#: An excess of this share or more is said as "N times" the limit, not as a percentage over it: "15,197 hours
#: (1,519,664%) past the deadline of 1 hour" reads "15,198 times the deadline".
TIMES_FROM = 1.0


def times(ratio: Any) -> str:
    """How many times a limit a figure is: '2.5', '16', '15,198' (one decimal below 10, whole from 10 up)."""
    f = finite_float(ratio)
    if f is None:
        return "—"
    return number(f, 1 if abs(f) < 10 else 0)


def over_under(diff: float, more: str, less: str, fmt) -> str:
    return (more if diff > 0 else less).format(fmt(abs(diff)))
