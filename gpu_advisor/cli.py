"""The ``gpu-advisor`` command: the desktop app, and its headless twin for scripts and tests.

Exit codes: 0 success; 2 bad input (one line per problem on stderr, nothing changed); 1
unexpected failure.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from gpu_advisor import __version__

EXIT_OK, EXIT_FAIL, EXIT_BAD_INPUT = 0, 1, 2
SUBCOMMANDS = ("catalog",)


class BadInput(Exception):
    """Input the user can fix; the message is printed as it is."""


def _err(line: str) -> None:
    print(f"gpu-advisor: {line}", file=sys.stderr)


def _report(problems) -> None:
    from gpu_advisor.messages import describe
    for p in problems:
        print(describe(p), file=sys.stderr)


# --------------------------------------------------------------------------- catalog


def _catalog_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="gpu-advisor catalog", description="Manage the price catalog.")
    sub = p.add_subparsers(dest="action", required=True, metavar="ACTION")
    sub.add_parser("path", help="print the folder of your catalog")
    v = sub.add_parser("validate", help="check your catalog, the bundled one, or CSV files / catalog folders")
    v.add_argument("files", nargs="*", type=Path, metavar="FILE")
    v.add_argument("--bundled", action="store_true", help="check the catalog shipped with the app")
    i = sub.add_parser("import", help="bring a CSV file (UTF-8, UTF-8 with BOM or GBK) into your catalog")
    i.add_argument("file", type=Path, metavar="FILE")
    i.add_argument("--table", help="the table the file holds (detected from the header if omitted)")
    i.add_argument("--replace", action="store_true", help="the file replaces the whole table (default: merge by key)")
    i.add_argument("--dry-run", action="store_true", help="check and report, change nothing")
    e = sub.add_parser("export", help="write every table of your catalog as CSV into DIR")
    e.add_argument("dir", type=Path, metavar="DIR")
    e.add_argument("--force", action="store_true", help="overwrite existing files")
    r = sub.add_parser("reset", help="replace your catalog by the bundled one (a backup is kept)")
    r.add_argument("--yes", action="store_true", help="do not ask for confirmation")
    m = sub.add_parser("merge", help="offer rows of the bundled catalog that yours lacks (your rows are kept)")
    m.add_argument("--apply", action="store_true", help="add those rows")
    sub.add_parser("restore-previous", help="make the previously saved version of your catalog current again")
    return p


def cmd_catalog(argv: list[str]) -> int:
    from gpu_advisor.core import catalog as cat_mod
    from gpu_advisor.core.catalog import CatalogStore, load_dir
    from gpu_advisor.core.problems import CatalogError, Problem
    from gpu_advisor.core.tableio import has_errors

    args = _catalog_parser().parse_args(argv)
    store = CatalogStore()

    if args.action == "path":
        store.ensure()
        print(store.root)
        return EXIT_OK

    if args.action == "validate":
        if args.bundled or not args.files:
            if args.bundled:
                from gpu_advisor.core import paths
                cat, problems = load_dir(paths.bundled_catalog())
                label = "bundled catalog"
            else:
                try:
                    cat = store.ensure()
                    problems = cat_mod.validate_catalog(cat, str(store.current_dir()))
                except CatalogError as exc:
                    cat, problems = None, exc.problems
                label = f"catalog {store.current_dir() or store.root}"
            _report(problems)
            if cat is None or has_errors(problems):
                return EXIT_BAD_INPUT
            rows = sum(len(df) for df in cat.tables.values())
            print(f"{label}: OK ({len(cat.tables)} tables, {rows} rows, "
                  f"{sum(1 for p in problems if p.severity == 'warning')} warnings)")
            return EXIT_OK
        failed = False
        base = None
        for f in args.files:
            if f.is_dir():
                cat, problems = load_dir(f)
                _report(problems)
                failed |= cat is None
                if cat is not None:
                    print(f"{f}: OK")
                continue
            data = _read_file(f)
            if isinstance(data, Problem):
                _report([data])
                failed = True
                continue
            if base is None:
                base = store.ensure()
            plan = cat_mod.plan_import(base, data, str(f))
            _report(plan.problems)
            if plan.ok:
                print(f"{f}: OK (table {plan.table}, {len(plan.frame)} rows, {plan.encoding})")
            else:
                failed = True
        return EXIT_BAD_INPUT if failed else EXIT_OK

    if args.action == "import":
        data = _read_file(args.file)
        if isinstance(data, Problem):
            _report([data])
            return EXIT_BAD_INPUT
        cat = store.ensure()
        from gpu_advisor.core.schema import TABLES
        if args.table and args.table not in TABLES:
            _report([Problem(str(args.file), "unknown_table_name", value=args.table, detail={"tables": list(TABLES)})])
            return EXIT_BAD_INPUT
        plan = cat_mod.plan_import(cat, data, str(args.file), args.table, "replace" if args.replace else "merge")
        _report(plan.problems)
        if not plan.ok:
            _err(f"import refused: {sum(1 for p in plan.problems if p.severity == 'error')} problem(s); "
                 "your catalog is unchanged")
            return EXIT_BAD_INPUT
        summary = (f"table {plan.table} ({plan.encoding}): {plan.added} added, {plan.changed} changed, "
                   f"{plan.unchanged} unchanged" + (f", {plan.removed} removed" if plan.mode == "replace" else ""))
        if args.dry_run:
            print(f"dry run, nothing changed: {summary}")
            return EXIT_OK
        gen = store.save(plan.result, reason=f"import:{args.file.name}")
        print(f"imported {summary}; saved as {gen}")
        return EXIT_OK

    if args.action == "export":
        cat = store.ensure()
        try:
            written = cat_mod.export_dir(cat, args.dir, overwrite=args.force)
        except CatalogError as exc:
            _report(exc.problems)
            return EXIT_BAD_INPUT
        print(f"wrote {len(written)} files to {args.dir}")
        return EXIT_OK

    if args.action == "reset":
        if not args.yes:
            if not sys.stdin.isatty():
                _err("reset replaces your catalog by the bundled one; add --yes to confirm")
                return EXIT_BAD_INPUT
            answer = input("Replace your catalog by the bundled one? A backup is kept. [y/N] ")
            if answer.strip().lower() not in ("y", "yes"):
                print("nothing changed")
                return EXIT_OK
        gen, backup = cat_mod.reset_to_bundled(store)
        print(f"catalog reset to the bundled one ({gen})" + (f"; your previous catalog is in {backup}" if backup else ""))
        return EXIT_OK

    if args.action == "merge":
        user = store.ensure()
        bundled = cat_mod.load_bundled()
        plan = cat_mod.plan_bundled_merge(user, bundled)
        for name, rows in plan.new_rows.items():
            print(f"{name}: {len(rows)} bundled row(s) you do not have")
        for name, n in plan.differing.items():
            print(f"{name}: {n} row(s) differ from the bundled ones (yours are kept)")
        if not plan.new_rows:
            print("nothing to add: your catalog has every bundled row")
            return EXIT_OK
        if args.apply:
            gen = store.save(cat_mod.apply_bundled_merge(user, plan), reason="merge_bundled")
            print(f"added {plan.count} row(s); saved as {gen}")
        else:
            print("run again with --apply to add them")
        return EXIT_OK

    if args.action == "restore-previous":
        store.ensure()
        prev = store.previous()
        if prev is None:
            _err("there is no earlier version of your catalog")
            return EXIT_BAD_INPUT
        gen = store.restore(prev)
        print(f"restored {prev} as {gen}")
        return EXIT_OK
    return EXIT_FAIL


def _read_file(path: Path):
    from gpu_advisor.core.problems import Problem
    try:
        return path.read_bytes()
    except FileNotFoundError:
        return Problem(str(path), "file_not_found")
    except (IsADirectoryError, PermissionError, OSError) as exc:
        return Problem(str(path), "unreadable", detail={"reason": exc.strerror or str(exc)})


# --------------------------------------------------------------------------- desktop app


def display_problem() -> str | None:
    """Why a window cannot open here, or None. Checked before Qt, which would abort the process."""
    if not sys.platform.startswith("linux"):
        return None
    platform = os.environ.get("QT_QPA_PLATFORM", "")
    if platform and not platform.startswith(("xcb", "wayland")):
        return None  # offscreen, minimal, vnc...: Qt needs no display server
    wayland = os.environ.get("WAYLAND_DISPLAY")
    if wayland and not platform.startswith("xcb"):
        return None
    display = os.environ.get("DISPLAY", "")
    if not display:
        return "no display (DISPLAY and WAYLAND_DISPLAY are not set)"
    host, _, rest = display.rpartition(":")
    number = rest.split(".")[0]
    if host in ("", "unix") and number.isdigit() and not Path(f"/tmp/.X11-unix/X{number}").exists():
        return f"no X server answers on DISPLAY={display}"
    return None


def main_gui(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    p = argparse.ArgumentParser(prog="gpu-advisor", description="GPU Cloud Advisor: open the desktop app.",
                                epilog="headless commands: gpu-advisor catalog --help")
    p.add_argument("scenario", nargs="?", type=Path, help="a saved scenario file (.json) to open")
    p.add_argument("--lang", choices=("en", "zh_CN"), help="interface language (default: the system's)")
    p.add_argument("--version", action="version", version=f"gpu-advisor {__version__}")
    args = p.parse_args(argv)
    why = display_problem()
    if why:
        _err(f"cannot open the desktop app: {why}. Headless commands work without one: "
             "'gpu-advisor catalog validate', 'gpu-advisor catalog export DIR' (see 'gpu-advisor --help'); "
             "tests run with 'make test'.")
        return EXIT_BAD_INPUT
    from gpu_advisor.gui.app import run
    return run(scenario=args.scenario, lang=args.lang)


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    from gpu_advisor.core.problems import CatalogError
    try:
        if argv and argv[0] == "catalog":
            return cmd_catalog(argv[1:])
        if argv and argv[0] in ("-h", "--help"):
            print(__doc__.strip())
            print("\nusage:\n  gpu-advisor [SCENARIO.json] [--lang en|zh_CN]   open the desktop app\n"
                  "  gpu-advisor catalog (path | validate [FILE...] | import FILE | export DIR | reset | merge)\n"
                  "\nGPU_ADVISOR_HOME replaces the user data folder (catalog, settings, recovery files).")
            return EXIT_OK
        return main_gui(argv)
    except CatalogError as exc:
        _report(exc.problems)
        return EXIT_BAD_INPUT
    except BadInput as exc:
        _err(str(exc))
        return EXIT_BAD_INPUT
    except KeyboardInterrupt:
        return 130
    except Exception as exc:  # noqa: BLE001 - last resort: one line, not a traceback
        _err(f"unexpected error: {type(exc).__name__}: {exc}")
        if os.environ.get("GPU_ADVISOR_DEBUG"):
            raise
        return EXIT_FAIL
