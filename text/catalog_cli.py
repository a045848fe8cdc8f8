"""The lines ``gpu-advisor catalog`` prints (path, validate, import, export, reset, merge, restore-previous, and the
rows an update or an import lists), in the command line's language (``--lang``, as ``recommend --lang``): the
command works out the counts, names and files; these functions turn them into words, with proper plurals in English
(context ``Words``) and natural Chinese. Table names stay the codes ``--table`` takes, files and saves as written.
"""

from __future__ import annotations

from .language import is_chinese, translate, Words
from .numbers import number


def validated(label: str, tables: int, rows: int, warnings: int) -> str:
    """A catalog that loads: "catalog /home/…/v3: OK (16 tables, 5,012 rows, 2 warnings)"."""
    return Words.tr("{0}: OK ({1} tables, {2} rows, {3} warning(s))", None, warnings).format(
        label, number(tables), number(rows), number(warnings))


def bundled_catalog() -> str:
    """What ``catalog validate --bundled`` checked, before ": OK"."""
    return translate("Words", "bundled catalog")


def your_catalog(where: str) -> str:
    """What ``catalog validate`` checked (the user's catalog, its folder), before ": OK"."""
    return translate("Words", "catalog {0}").format(where)


def file_ok(name: str) -> str:
    """A catalog folder given to ``catalog validate`` that loads."""
    return translate("Words", "{0}: OK").format(name)


def table_file_ok(name: str, table: str, rows: int, encoding: str) -> str:
    """A CSV file given to ``catalog validate`` that would import: its table, rows and encoding."""
    return Words.tr("{0}: OK (table {1}, {2} row(s), {3})", None, rows).format(name, table, number(rows), encoding)


def import_counts(table: str, encoding: str, added: int, changed: int, unchanged: int,
                  removed: int | None = None) -> str:
    """What an import of one table does: "table gpus (utf-8): 2 added, 1 changed, 40 unchanged" (and, when the file
    replaces the table, how many rows it removes)."""
    text = translate("Words", "table {0} ({1}): {2} added, {3} changed, {4} unchanged").format(
        table, encoding, number(added), number(changed), number(unchanged))
    if removed is not None:
        text += translate("Words", ", {0} removed").format(number(removed))
    return text


def skypilot_counts(provider: str, read: int, not_imported: int, added: int, changed: int, unchanged: int,
                    confirmed: int, file_date: str, kept: int) -> str:
    """What an import of a SkyPilot vms.csv does: the rows read and not imported, then the instances table's
    counts, the prices the file confirms (re-dated) and the differences where the catalog's value is kept."""
    text = translate("Words", "SkyPilot vms.csv for {0}: {1} rows read, {2} not imported").format(
        provider, number(read), number(not_imported))
    if not_imported:
        text += translate("Words", " (see the warnings above)")
    text += translate("Words", "; instances: {0} added, {1} changed, {2} unchanged").format(
        number(added), number(changed), number(unchanged))
    if confirmed:
        text += translate("Words", " ({0} confirmed as of {1}: re-dated)").format(number(confirmed), file_date)
    if kept:
        text += Words.tr("; {0} difference(s) where your catalog's value is kept", None, kept).format(number(kept))
    return text


def dry_run(summary: str) -> str:
    return translate("Words", "dry run, nothing changed: {0}").format(summary)


def nothing_to_change(summary: str) -> str:
    return translate("Words", "nothing to change: {0}").format(summary)


def imported(summary: str, saved_as: str) -> str:
    return translate("Words", "imported {0}; saved as {1}").format(summary, saved_as)


def import_refused(problems: int) -> str:
    """An import refused for the problems listed above it: nothing saved."""
    return Words.tr("import refused: {0} problem(s); your catalog is unchanged", None, problems).format(
        number(problems))


def provider_only_skypilot() -> str:
    return translate("Words", "--provider applies to SkyPilot vms.csv files only")


def exported(files: int, folder: str) -> str:
    return Words.tr("wrote {0} file(s) to {1}", None, files).format(number(files), folder)


def reset_needs_yes() -> str:
    return translate("Words", "reset replaces your catalog by the bundled one; add --yes to confirm")


def reset_question() -> str:
    """The question ``catalog reset`` asks at a terminal; y or yes confirms."""
    return translate("Words", "Replace your catalog by the bundled one? A backup is kept. [y/N] ")


def nothing_changed() -> str:
    return translate("Words", "nothing changed")


def reset_done(saved_as: str, backup: str | None) -> str:
    text = translate("Words", "catalog reset to the bundled one ({0})").format(saved_as)
    if backup:
        text += translate("Words", "; your previous catalog is in {0}").format(backup)
    return text


def merge_new(table: str, rows: int) -> str:
    return Words.tr("{0}: {1} bundled row(s) you do not have", None, rows).format(table, number(rows))


def merge_updated(table: str, rows: int) -> str:
    return Words.tr("{0}: {1} row(s) to bring up to date (you had not changed (it|them))", None, rows).format(
        table, number(rows))


def merge_differing(table: str, rows: int) -> str:
    return Words.tr("{0}: {1} row(s) (differs|differ) from the bundled ones (yours (is|are) kept)", None, rows).format(
        table, number(rows))


def merge_nothing() -> str:
    return translate("Words", "nothing to add: your catalog has every bundled row")


def merge_done(added: int, updated: int, saved_as: str) -> str:
    return Words.tr("added {0} row(s), brought {1} up to date; saved as {2}", None, added).format(
        number(added), number(updated), saved_as)


def merge_ask_apply() -> str:
    return translate("Words", "run again with --apply to add them")


def no_previous() -> str:
    return translate("Words", "there is no earlier version of your catalog that can be read")


def restored(previous: str, saved_as: str) -> str:
    return translate("Words", "restored {0} as {1}").format(previous, saved_as)


def update_refused_save() -> str:
    """An update whose result the catalog refused when saving (its problems above)."""
    return translate("Words", "update refused; your catalog is unchanged")


# ----------------------------------------------------------------------------- the rows an update or import lists

def _pct(pct: float | None) -> str:
    return "" if pct is None else f" ({pct:+.1f}%)"


def price(v: float | None, currency: str = "") -> str:
    """A price with its currency ("0.99 USD"), "-" for none."""
    return "-" if v is None else f"{v:g}" + (f" {currency}" if currency else "")


_KIND = {"big": lambda: translate("Words", "BIG", "an update's row: a price that moves by more than the factor"),
         "new": lambda: translate("Words", "new", "an update's row: an instance the file adds"),
         "changed": lambda: translate("Words", "changed", "an update's row: a price that changes"),
         "gone": lambda: translate("Words", "gone", "an update's row: an instance no longer in the file")}


def kind_label(kind: str) -> str:
    """The label in front of an update's row ("BIG", "new", "changed", "gone"), padded to one width, at least 8
    columns (CJK characters take two)."""
    import unicodedata
    labels = {k: f() for k, f in _KIND.items()}
    width = max(8, *(sum(2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1 for ch in t)
                     for t in labels.values()))  # (at least the 8 columns the English rows have always had)
    text = labels[kind]
    used = sum(2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1 for ch in text)
    return text + " " * (width - used)


def changed_line(c, kind: str, mark: str = "", currency: str = "", taken: bool = False) -> str:
    """One changed row: only the prices that change, each old -> new with its currency ("on-demand 0.8 USD ->
    0.99 USD (+23.8%)"); a price the file leaves as it was is not listed (no "spot - -> -"). ``taken``: the user's own
    price is replaced (an import's --replace-own), not kept."""
    own = ""
    if c.own:  # its kind in the words the own-price lines use ("quoted", "entered by you"), not its code
        whose = translate("UpdateDialog", "quoted") if c.own == "quote" else translate("UpdateDialog", "entered by you")
        own = "  " + (translate("Words", "[your own price ({0}): replaced]") if taken
                      else translate("Words", "[your own price ({0}): kept]")).format(whose)
    moves = [translate("Words", "{0} {1} -> {2}{3}").format(what, price(old, currency), price(new, currency), _pct(pct))
             for what, old, new, pct in ((_on_demand(), c.old_on_demand, c.new_on_demand, c.on_demand_pct),
                                         (_spot(), c.old_spot, c.new_spot, c.spot_pct)) if old != new]
    sep = "，" if is_chinese() else ", "
    return f"  {kind_label(kind)} {c.region} {c.instance_type}: {sep.join(moves)}{mark}{own}"


def _on_demand() -> str:
    return translate("Words", "on-demand", "a price in an update's row")


def _spot() -> str:
    return translate("Words", "spot", "a price in an update's row")


def new_line(region: str, instance_type: str, gpu_count: float, gpu: str, on_demand, spot, currency: str) -> str:
    """An instance the file adds: "  new      us-east-1 p5.48xlarge (8x H100): on-demand 98.32 USD, spot 40 USD"."""
    parts = [f"{what} {price(v, currency)}" for what, v in ((_on_demand(), on_demand), (_spot(), spot))
             if v is not None]
    prices = ("，" if is_chinese() else ", ").join(parts) or translate("Words", "no price")
    return f"  {kind_label('new')} {region} {instance_type} ({gpu_count:g}x {gpu}): {prices}"


def gone_line(region: str, instance_type: str, gpu: str) -> str:
    """An instance the file no longer lists: the user's row stays."""
    return f"  {kind_label('gone')} " + translate("Words", "{0} {1} ({2}): not in the file; your row is kept").format(
        region, instance_type, gpu)


def row_line(row, column: str | None, instance_type: str | None, value) -> str:
    """One row of the file that cannot be used (``--verbose``): "    row 12, column price (p5.48xlarge): abc"."""
    text = translate("Words", "row {0}").format(row)
    if column:
        text = translate("Words", "row {0}, column {1}").format(row, column)
    if instance_type:
        text += f" ({instance_type})"
    return f"    {text}: {value}"
