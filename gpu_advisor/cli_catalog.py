"""``gpu-advisor catalog``: the price catalog from the command line (path, validate, import, export, reset, merge,
restore-previous, update; ``gpu_advisor/cli_update.py`` prints an update's changes)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from gpu_advisor.cli import clean_line, EXIT_BAD_INPUT, EXIT_FAIL, EXIT_OK, UPDATE_LINES, err, open_catalog, report


def catalog_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="gpu-advisor catalog", description="Manage the price catalog.")
    sub = p.add_subparsers(dest="action", required=True, metavar="ACTION")
    # every action's lines in the language asked for, as recommend's --lang (English by default)
    lang = argparse.ArgumentParser(add_help=False)
    lang.add_argument("--lang", choices=("en", "zh_CN"), default=None,
                      help="language of the lines printed (default en), as recommend's --lang")
    sub.add_parser("path", help="print the folder of your catalog", parents=[lang])
    v = sub.add_parser("validate", help="check your catalog, the bundled one, or CSV files / catalog folders",
                       parents=[lang])
    v.add_argument("files", nargs="*", type=Path, metavar="FILE")
    v.add_argument("--bundled", action="store_true", help="check the catalog shipped with the app")
    i = sub.add_parser("import", help="bring a CSV file (UTF-8, UTF-8 with BOM or GBK) into your catalog",
                       parents=[lang])
    i.add_argument("file", type=Path, metavar="FILE")
    i.add_argument("--table", help="the table the file holds (detected from the header if omitted)")
    i.add_argument("--replace", action="store_true", help="the file replaces the whole table (default: merge by key)")
    i.add_argument("--dry-run", action="store_true", help="check and report, change nothing")
    i.add_argument("--provider", help="SkyPilot vms.csv only: the provider the file is for "
                                      "(default: the folder name, as in .../aws/vms.csv)")
    i.add_argument("--accept-big-changes", action="store_true",
                   help="also apply prices that move by more than x3 up or down (the catalog's "
                        "big_price_change_factor); without it such an import is refused")
    i.add_argument("--replace-own", action="store_true",
                   help="take the file's price where it differs from a price of your own (typed in the editor or "
                        "quoted), and with --replace remove the rows of your own prices the file leaves out; "
                        "without it your own prices and their rows are kept, each listed")
    e = sub.add_parser("export", help="write every table of your catalog as CSV into DIR", parents=[lang])
    e.add_argument("dir", type=Path, metavar="DIR")
    e.add_argument("--force", action="store_true", help="overwrite existing files")
    r = sub.add_parser("reset", help="replace your catalog by the bundled one (a backup is kept)", parents=[lang])
    r.add_argument("--yes", action="store_true", help="do not ask for confirmation")
    m = sub.add_parser("merge", help="offer rows of the bundled catalog that yours lacks (your rows are kept)",
                       parents=[lang])
    m.add_argument("--apply", action="store_true", help="add those rows")
    sub.add_parser("restore-previous", help="make the previously saved version of your catalog current again",
                   parents=[lang])
    u = sub.add_parser("update", help="fetch the current price files of the clouds (SkyPilot's public catalog by "
                                      "default) and apply the new prices; your own prices are kept", parents=[lang])
    u.add_argument("--provider", nargs="+", action="extend", metavar="P",
                   help="only these clouds (default: every cloud with a price source)")
    u.add_argument("--source", action="append", metavar="URL",
                   help="fetch from this address instead (https://, or http:// on this computer), or read this price "
                        "file of this computer (a path or file://; dated by its modification time); the cloud is "
                        "--provider or the folder name, as in .../aws/vms.csv")
    u.add_argument("--dry-run", action="store_true", help="show what would change, change nothing")
    u.add_argument("--accept-big-changes", action="store_true",
                   help="also apply prices that move by more than x3 up or down (the catalog's "
                        "big_price_change_factor); without it such an update is refused")
    u.add_argument("--verbose", action="store_true",
                   help=f"list every row (default: counts and the first {UPDATE_LINES} rows of each kind)")
    u.add_argument("--timeout", type=float, default=None, metavar="S", help="seconds allowed per file (default 60)")
    return p


def cmd_catalog(argv: list[str]) -> int:
    args = catalog_parser().parse_args(argv)
    from gpu_advisor.messages import words_in
    with words_in(args.lang):  # every line below in --lang (the problems too)
        return _catalog(args)


def _catalog(args) -> int:
    from gpu_advisor.core import catalog as cat_mod
    from gpu_advisor.core.catalog import CatalogStore, load_dir
    from gpu_advisor.core.base import CatalogError, Problem
    from gpu_advisor.core.catalog import has_errors
    from gpu_advisor.text import catalog_cli as cw

    lang = args.lang
    store = CatalogStore()

    if args.action == "path":
        open_catalog(store, lang)
        print(store.root)
        return EXIT_OK

    if args.action == "validate":
        if args.bundled or not args.files:
            if args.bundled:
                from gpu_advisor.core.base import paths
                cat, problems = load_dir(paths.bundled_catalog())
                label = cw.bundled_catalog()
            else:
                try:
                    cat = open_catalog(store, lang)
                    problems = cat_mod.validate_catalog(cat, str(store.current_dir()))
                except CatalogError as exc:
                    cat, problems = None, exc.problems
                label = cw.your_catalog(str(store.current_dir() or store.root))
            report(problems, lang)
            if cat is None or has_errors(problems):
                return EXIT_BAD_INPUT
            rows = sum(len(df) for df in cat.tables.values())
            print(cw.validated(label, len(cat.tables), rows, sum(1 for p in problems if p.severity == 'warning')))
            return EXIT_OK
        failed = False
        base = None
        for f in args.files:
            if f.is_dir():
                cat, problems = load_dir(f)
                report(problems, lang)
                failed |= cat is None
                if cat is not None:
                    print(cw.file_ok(str(f)))
                continue
            data = _read_file(f)
            if isinstance(data, Problem):
                report([data], lang)
                failed = True
                continue
            if base is None:
                base = open_catalog(store, lang)
            plan = cat_mod.plan_import(base, data, str(f))
            report(plan.problems, lang)
            if plan.ok:
                assert plan.frame is not None  # a plan with a result was read into a frame (plan_import)
                print(cw.table_file_ok(str(f), str(plan.table), len(plan.frame), str(plan.encoding)))
            else:
                failed = True
        return EXIT_BAD_INPUT if failed else EXIT_OK

    if args.action == "import":
        data = _read_file(args.file)
        if isinstance(data, Problem):
            report([data], lang)
            return EXIT_BAD_INPUT
        if args.dry_run:
            return _import(store, open_catalog(store, lang), data, args)
        with store.locked():  # read, merge and save as one step: a concurrent save waits, never gets lost
            return _import(store, open_catalog(store, lang), data, args)

    if args.action == "export":
        cat = open_catalog(store, lang)
        try:
            written = cat_mod.export_dir(cat, args.dir, overwrite=args.force)
        except CatalogError as exc:
            report(exc.problems, lang)
            return EXIT_BAD_INPUT
        print(cw.exported(len(written), str(args.dir)))
        return EXIT_OK

    if args.action == "reset":
        if not args.yes:
            if not sys.stdin.isatty():
                err(cw.reset_needs_yes())
                return EXIT_BAD_INPUT
            answer = input(cw.reset_question())
            if answer.strip().lower() not in ("y", "yes"):
                print(cw.nothing_changed())
                return EXIT_OK
        gen, backup = cat_mod.reset_to_bundled(store)
        print(cw.reset_done(str(gen), str(backup) if backup else None))
        return EXIT_OK

    if args.action == "merge":
        with store.locked():
            user = open_catalog(store, lang)
            bundled = cat_mod.load_bundled()
            from gpu_advisor.core.catalog import bundled_base
            merge = cat_mod.plan_bundled_merge(user, bundled, bundled_base.base_catalog(store))
            for name, frame in merge.new_rows.items():
                print(cw.merge_new(name, len(frame)))
            for name, frame in merge.updated.items():
                print(cw.merge_updated(name, len(frame)))
            for name, n in merge.differing.items():
                print(cw.merge_differing(name, n))
            if not merge.changes:
                print(cw.merge_nothing())
                bundled_base.keep_bundled(store)
                return EXIT_OK
            if args.apply:
                gen = store.save(cat_mod.apply_bundled_merge(user, merge), reason="merge_bundled")
                print(cw.merge_done(merge.count, merge.changes - merge.count, str(gen)))
            else:
                print(cw.merge_ask_apply())
        return EXIT_OK

    if args.action == "update":
        from gpu_advisor.cli_update import update
        return update(store, args)

    if args.action == "restore-previous":
        with store.locked():
            try:
                open_catalog(store, lang)
            except CatalogError as exc:  # the current version cannot be read: an older one that can is restored
                report(exc.problems, lang)
            prev = store.previous()
            if prev is None:
                err(cw.no_previous())
                return EXIT_BAD_INPUT
            gen = store.restore(prev)
        print(cw.restored(str(prev), str(gen)))
        return EXIT_OK
    return EXIT_FAIL


def _import(store, cat, data: bytes, args) -> int:
    """``catalog import`` once the catalog is read (and, unless a dry run, locked)."""
    from gpu_advisor.core import catalog as cat_mod
    from gpu_advisor.core.base import Problem, UnknownTableName
    from gpu_advisor.core.catalog import TABLES
    from gpu_advisor.text import catalog_cli as cw
    if args.table and args.table not in TABLES:
        report([Problem(str(args.file), UnknownTableName(tables=list(TABLES)), value=args.table)], args.lang)
        return EXIT_BAD_INPUT
    from gpu_advisor.core.prices import skypilot
    header = skypilot.sniff_header(data)
    if header is not None and skypilot.is_skypilot_header(header) and args.table in (None, "instances"):
        return _import_skypilot(store, cat, data, args)
    if args.provider:
        err(cw.provider_only_skypilot())
        return EXIT_BAD_INPUT
    plan = cat_mod.plan_import(cat, data, str(args.file), args.table, "replace" if args.replace else "merge")
    report(plan.problems, args.lang)
    if not plan.ok:
        err(cw.import_refused(sum(1 for p in plan.problems if p.severity == 'error')))
        return EXIT_BAD_INPUT
    assert plan.table is not None  # an importable file was matched to a table
    own = _own_prices(cat, plan, plan.table, args)
    from gpu_advisor.cli_update import ask_big_changes
    refused = ask_big_changes(cat, plan.result, args)
    if refused is not None:
        return refused
    _say_own(own, args)
    summary = cw.import_counts(plan.table, str(plan.encoding), plan.added, plan.changed, plan.unchanged,
                               plan.removed if plan.mode == "replace" else None)
    if args.dry_run:
        print(cw.dry_run(summary))
        return EXIT_OK
    if not (plan.added or plan.changed or plan.removed):
        print(cw.nothing_to_change(summary))
        return EXIT_OK
    gen = store.save(plan.result, reason=f"import:{args.file.name}")
    print(cw.imported(summary, str(gen)))
    return EXIT_OK


def _import_skypilot(store, cat, data: bytes, args) -> int:
    """``catalog import`` of a SkyPilot vms.csv: one line per row not imported, then a summary."""
    from gpu_advisor.core.base import Problem, SkypilotNoReplace
    from gpu_advisor.core.prices import plan_skypilot_import
    from gpu_advisor.text import catalog_cli as cw

    if args.replace:
        report([Problem(str(args.file), SkypilotNoReplace())], args.lang)
        return EXIT_BAD_INPUT
    from gpu_advisor.core.prices import update as up
    try:  # the file's own date, as an update of the same file takes it: its prices are as of then
        file_date = up.file_day(args.file)
    except OSError:
        file_date = ""
    plan = plan_skypilot_import(cat, data, str(args.file), args.provider, file_date=file_date)
    if not plan.ok:
        report(plan.errors, args.lang)
        err(cw.import_refused(len(plan.errors)))
        return EXIT_BAD_INPUT
    report(plan.warnings, args.lang)
    own = _own_prices(cat, plan, "instances", args, price_file=True)
    from gpu_advisor.cli_update import ask_big_changes
    refused = ask_big_changes(cat, plan.result, args)
    if refused is not None:
        return refused
    _say_own(own, args)
    not_imported = len(plan.unmapped)
    kept = len(plan.warnings) - not_imported
    summary = cw.skypilot_counts(str(plan.provider), plan.rows_read, not_imported, plan.added, plan.changed,
                                 plan.unchanged, plan.confirmed, plan.file_date, kept)
    if args.dry_run:
        print(cw.dry_run(summary))
        return EXIT_OK
    if not plan.added and not plan.changed and not plan.confirmed:
        print(cw.nothing_to_change(summary))
        return EXIT_OK
    gen = store.save(plan.result, reason=f"import:{args.file.name}")
    print(cw.imported(summary, str(gen)))
    return EXIT_OK


def _own_prices(cat, plan, table: str, args, price_file: bool = False):
    """The user's own prices the file gives otherwise (``core.prices.keep_own_prices``): kept in the plan's result
    unless --replace-own (the rows left with no change counted unchanged again), and so are the rows with prices of
    their own that a file replacing the table leaves out (counted unchanged, not removed). ``price_file``: a
    SkyPilot file, whose rows bring only prices and their provenance (``keep_own_prices``)."""
    from gpu_advisor.core.prices import keep_own_prices
    got = keep_own_prices(cat, plan.result, table, keep=not args.replace_own, price_file=price_file)
    plan.result = got.catalog
    plan.changed -= got.rows_back
    plan.unchanged += got.rows_back
    if not args.replace_own and got.left_out and hasattr(plan, "removed"):
        plan.removed -= len(got.left_out)
        plan.unchanged += len(got.left_out)
    return got


def _say_own(got, args) -> None:
    """One line per own price the file gives otherwise, then how many were kept (or taken, with --replace-own); the
    same for the rows of the user's own prices that a file replacing the table leaves out."""
    if not got.hits and not got.left_out:
        return
    from gpu_advisor.text import update_words as uw
    taken = args.replace_own
    for h in got.hits:
        print(clean_line(uw.cli_own_price_line(h, taken=taken), None))
    if got.hits:
        print(uw.cli_own_taken(len(got.hits)) if taken else uw.cli_own_kept(len(got.hits)))
    for key in got.left_out:
        print(clean_line(uw.cli_own_row_line(key, removed=taken), None))
    if got.left_out:
        print(uw.cli_own_rows(len(got.left_out), removed=taken))


def _read_file(path: Path):
    """The bytes of a CSV file to read, or the Problem that refuses it (never blocks on a pipe)."""
    from gpu_advisor.core.catalog import MAX_TABLE_BYTES
    from gpu_advisor.core.base import read_regular_or_problem
    return read_regular_or_problem(path, MAX_TABLE_BYTES)


__all__ = ["catalog_parser", "cmd_catalog"]
