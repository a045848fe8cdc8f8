"""The sentences of *Update prices…* (gui/update_dialog.py) that are made of counts: what Apply would bring in, which
clouds wait for their big changes' tick, and which clouds the dialog does not list and why. The dialog works out the
counts (only what Apply would really apply: no cloud waiting for a tick, no own price left unticked); these
functions turn them into words, with proper plurals in English (context ``Words``) and natural Chinese.
"""

from __future__ import annotations

from collections.abc import Sequence

from .language import is_chinese, QT_TRANSLATE_NOOP, translate, Words
from .numbers import number, word_list


def _sentences(parts: list[str]) -> str:
    return ("" if is_chinese() else " ").join(p for p in parts if p)


def apply_sentence(new: int, changed: int, own: int, waiting: Sequence[str], confirmed: int = 0,
                   own_confirmed: int = 0) -> str:
    """What Apply would do, agreeing with its button (enabled exactly when ``new``, ``changed`` or ``confirmed`` is
    more than 0).

    ``new``, ``changed``: the new instances and price changes Apply would bring in (those of clouds that apply:
    not of a cloud waiting for its big changes' tick; the user's own prices only where ticked); ``own``: the user's own
    prices listed, each kept unless ticked; ``waiting``: the names of the clouds whose big changes are not ticked
    (nothing of them is applied); ``confirmed``: the prices Apply would re-date, as a newer file gives them unchanged
    (same rules: not of a waiting cloud, the user's own only where ticked); ``own_confirmed``: the user's own prices among the confirmed ones listed, each re-dated only
    if ticked."""
    parts: list[str] = []
    brings = bool(new or changed or confirmed)
    if new or changed:
        # (the count written as the app writes numbers, "5,001"; %n would print "5001")
        pieces = ([Words.tr("{0} new instance(s)", None, new).format(number(new))] if new else []) + \
                 ([Words.tr("{0} price change(s)", None, changed).format(number(changed))] if changed else [])
        parts.append(Words.tr("Apply brings in %1 and %2.").replace("%1", pieces[0]).replace("%2", pieces[1])
                     if len(pieces) == 2 else Words.tr("Apply brings in %1.").replace("%1", pieces[0]))
    if confirmed:
        parts.append(Words.tr("{0} unchanged price(s) (is|are) confirmed by a newer file: Apply dates (it|them) as of "
                              "that file.", None, confirmed).format(number(confirmed)))
    if not brings and not waiting:
        parts.append(Words.tr("Apply is off until you tick a row below."))
    if own:
        parts.append(Words.tr("{0} of the price changes listed (replaces|replace) your own price(s): only those you "
                              "tick are taken.", None, own).format(number(own)))
    if own_confirmed:
        parts.append(Words.tr("{0} of the confirmed prices (is|are) your own: (its|their) date moves only if you tick "
                              "(it|them).", None, own_confirmed).format(number(own_confirmed)))
    if waiting:
        names = word_list(waiting)
        parts.append((Words.tr("Nothing of %1 is applied until you tick (its|their) big changes below.", None,
                               len(waiting)) if brings else
                      Words.tr("Apply is off: nothing of %1 is applied until you tick (its|their) big changes below.",
                               None, len(waiting))).replace("%1", names))
    return _sentences(parts)


def cloud_counts(new: int, changed: int, gone: int, unmapped: int, unchanged: int, confirmed: int = 0,
                 big: int = 0) -> str:
    """A cloud's line of counts in the dialog, "new: 5,001, price changes: 12, big changes: 2, …": each count written
    as the app writes numbers in the language (it read "new: 5001"); big changes only when there are some, confirmed
    prices (same price, newer file) only when there are some."""
    def count(label: str, n: int) -> str:
        return translate("UpdateDialog", label).replace("%1", number(n))

    counts = [count(QT_TRANSLATE_NOOP("UpdateDialog", "new: %1"), new),
              count(QT_TRANSLATE_NOOP("UpdateDialog", "price changes: %1"), changed),
              count(QT_TRANSLATE_NOOP("UpdateDialog", "no longer in the file: %1"), gone),
              count(QT_TRANSLATE_NOOP("UpdateDialog", "not usable: %1"), unmapped),
              count(QT_TRANSLATE_NOOP("UpdateDialog", "unchanged: %1"), unchanged)]
    if confirmed:
        counts.append(count(QT_TRANSLATE_NOOP("UpdateDialog", "confirmed: %1"), confirmed))
    if big:
        counts.insert(2, count(QT_TRANSLATE_NOOP("UpdateDialog", "big changes: %1"), big))
    return translate("UpdateDialog", ", ").join(counts)


def unlisted_sentence(not_in_sources: Sequence[str], no_price_file: Sequence[str]) -> str:
    """Why clouds of the catalog are not listed in the dialog ("" when every cloud is): ``not_in_sources`` have a price
    file the app reads but are not in (or are turned off in) the user's price sources; ``no_price_file`` have no public
    price file the app can read, so their prices are typed or imported."""
    parts: list[str] = []
    if not_in_sources:
        parts.append(Words.tr("Not listed, as your price sources do not use (it|them): %1. Add or turn (it|them) on "
                              "with “Price sources…”.", None, len(not_in_sources))
                     .replace("%1", word_list(not_in_sources)))
    if no_price_file:
        parts.append(Words.tr("Not listed, as (it|they) (has|have) no public price file this app can read: %1. Keep "
                              "(its|their) prices current by typing the price you were quoted in the catalog editor "
                              "(Catalog → Edit catalog…), or by importing a quote or price CSV there (Catalog → Import "
                              "CSV…).", None, len(no_price_file)).replace("%1", word_list(no_price_file)))
    return _sentences(parts)
