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


# ---------------------------------------------------------------- ``gpu-advisor catalog update`` (gpu_advisor/cli_update.py)
# A cloud's file and its counts as sentences, one a kind, the counts written as the app writes numbers ("5,001 new
# instances", it printed "5001 new"), in the command line's language.


def cli_file_line(provider: str, size: int, file_date: str, url: str) -> str:
    """The heading of a cloud's part: "aws: the price file, 1,234,567 bytes, dated 2026-12-02 (https://…)"."""
    if file_date:
        return translate("Words", "{0}: the price file, {1} bytes, dated {2} ({3})").format(
            provider, number(size), file_date, url)
    return translate("Words", "{0}: the price file, {1} bytes, undated ({2})").format(provider, number(size), url)


def cli_count_lines(new: int, changed: int, gone: int, unmapped: int, unchanged: int, *, big: int = 0,
                    big_factor: float = 0.0, confirmed: int = 0, as_of: str = "") -> list[str]:
    """A sentence a kind: new instances, changed prices (with those that move by more than the big-change factor),
    instances no longer in the file (removed from it: the user's rows are kept), rows not usable (only when some
    are) and unchanged prices (with those the newer file confirms)."""
    lines = [Words.tr("{0} new instance(s) in the file.", None, new).format(number(new))]
    if big:
        lines.append(Words.tr("{0} price(s) changed, {1} of them by more than ×{2}.", None, changed).format(
            number(changed), number(big), f"{big_factor:g}"))
    else:
        lines.append(Words.tr("{0} price(s) changed.", None, changed).format(number(changed)))
    lines.append(Words.tr("{0} instance(s) no longer in the file: your row(s) (is|are) kept.", None, gone).format(
        number(gone)))
    if unmapped:
        lines.append(Words.tr("{0} row(s) of the file cannot be used (why below).", None, unmapped).format(
            number(unmapped)))
    if confirmed:
        lines.append(Words.tr("{0} price(s) unchanged, {1} of them confirmed by this file (dated {2}).", None,
                              unchanged).format(number(unchanged), number(confirmed), as_of))
    else:
        lines.append(Words.tr("{0} price(s) unchanged.", None, unchanged).format(number(unchanged)))
    return lines


def cli_not_usable(count: int, why: str) -> str:
    """The rows of one reason the file's rows cannot be used: "not usable: 3 rows: <why>"."""
    return Words.tr("not usable: {0} row(s): {1}", None, count).format(number(count), why)


def cli_more(count: int) -> str:
    """After the first rows of a kind: "… and 1,981 more (--verbose for all)"."""
    return translate("Words", "… and {0} more (--verbose for all)").format(number(count))


def cli_big_heading(count: int, factor: float) -> str:
    """Before an import's or an update's big changes: "112 prices move by more than ×3 up or down:"."""
    return Words.tr("{0} price(s) (moves|move) by more than ×{1} up or down:", None, count).format(
        number(count), f"{factor:g}")


def cli_kept_differences(count: int, verbose: bool) -> str:
    """Differences the update leaves alone (hardware figures, currency): the catalog's value is kept."""
    text = Words.tr("{0} difference(s) where your catalog's value is kept (hardware figures, currency).", None,
                    count).format(number(count))
    return text if verbose else _sentences([text, translate("Words", "--verbose lists them.")])


def cli_applied(changed: int, added: int, confirmed: int, kept: int, saved_as: str) -> str:
    """What the update did, once saved: prices updated, instances added, prices re-dated, the save's name and the
    user's own prices kept."""
    parts = [Words.tr("Updated {0} price(s).", None, changed).format(number(changed)),
             Words.tr("Added {0} instance(s).", None, added).format(number(added))]
    if confirmed:
        parts.append(Words.tr("{0} unchanged price(s) (is|are) dated anew: a newer file confirms (it|them).", None,
                              confirmed).format(number(confirmed)))
    parts.append(translate("Words", "Saved as {0}.").format(saved_as))
    if kept:
        parts.append(Words.tr("{0} of your own price(s) kept: choose row by row in the app (Catalog → Update "
                              "prices…).", None, kept).format(number(kept)))
    return _sentences(parts)


def cli_refused(count: int) -> str:
    """An update refused for problems with the files: nothing saved."""
    return Words.tr("update refused: {0} problem(s); your catalog is unchanged", None, count).format(number(count))


def _price(v: float | None, currency: str) -> str:
    """A price as the command line writes one ("20 USD"; "no price" for none)."""
    if v is None:
        return translate("Words", "no price")
    return f"{v:g}" + (f" {currency}" if currency else "")


def cli_own_price_line(hit, taken: bool = False) -> str:
    """One price of the user's own that an imported file gives otherwise (``core.prices.OwnPriceHit``): kept, or taken
    (``--replace-own``): "  your own price kept: aws / us-east-1 / p4d.24xlarge, On-demand per hour 20 USD (entered by
    you); the file's: 32.77 USD"."""
    from .catalog_names import column_name
    kind = translate("UpdateDialog", "quoted") if hit.own == "quote" else translate("UpdateDialog", "entered by you")
    text = translate("Words", "your own price replaced: {0}, {1} {2} ({3}) → {4}") if taken else \
        translate("Words", "your own price kept: {0}, {1} {2} ({3}); the file's: {4}")
    return "  " + text.format(" / ".join(hit.key), column_name(hit.column), _price(hit.mine, hit.currency), kind,
                       _price(hit.file, hit.currency))


def cli_own_kept(count: int) -> str:
    """After an import's own prices kept, listed above: how many, and how to take the file's instead."""
    return translate("Words", "kept {0} of your own prices; --replace-own to take the file's").format(number(count))


def cli_own_taken(count: int) -> str:
    """After an import's own prices replaced by the file's (``--replace-own``), listed above: how many."""
    return translate("Words", "took the file's price in place of {0} of your own prices (--replace-own)").format(
        number(count))


def cli_own_row_line(key, removed: bool = False) -> str:
    """A row with prices of the user's own that a file replacing its table leaves out: kept as it was, or removed
    (``--replace-own``): "  your own prices' row kept: aws / us-east-1 / p4d.24xlarge (not in the file)"."""
    text = translate("Words", "your own prices' row removed: {0} (not in the file)") if removed else \
        translate("Words", "your own prices' row kept: {0} (not in the file)")
    return "  " + text.format(" / ".join(key))


def cli_own_rows(count: int, removed: bool = False) -> str:
    """After those rows, listed above: how many, and how to remove them instead (``--replace-own``)."""
    if removed:
        return Words.tr("removed {0} row(s) with prices of your own that the file leaves out (--replace-own)", None,
                        count).format(number(count))
    return Words.tr("kept {0} row(s) with prices of your own that the file leaves out; --replace-own to remove "
                    "(it|them)", None, count).format(number(count))
