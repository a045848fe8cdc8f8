"""``gpu-advisor catalog update`` (fetch the clouds' price files, show the diff, apply it as one save) and the
question an update and an import both ask before prices move by more than the catalog's
``big_price_change_factor``. Split from ``gpu_advisor.cli``, whose helpers (messages, exit codes) it uses.
"""

from __future__ import annotations

from gpu_advisor.cli import EXIT_BAD_INPUT, EXIT_OK, UPDATE_LINES, clean_line, err, open_catalog, report
from gpu_advisor.messages import words_in


def ask_big_changes(cat, result, args) -> int | None:
    """An import's prices that move by more than the catalog's big_price_change_factor, listed first (as an
    update lists them); without --accept-big-changes the import is refused (exit 2, nothing changed)."""
    from gpu_advisor.core.prices import update as up
    from gpu_advisor.core.base import Problem, UpdateBigChanges
    if result is None:
        return None
    big = up.big_price_changes(cat, result)
    if not big:
        return None
    factor = up.big_change_factor(cat)
    cur = up.row_currencies(result["instances"])
    with words_in(getattr(args, "lang", None)):
        from gpu_advisor.text import catalog_cli as cw, update_words
        print(update_words.cli_big_heading(len(big), factor))
        # (an import's own price among them is one --replace-own takes: kept, it would be no change)
        _print_kind((cw.changed_line(c, "big", _move_text(c), cur.get(c.key, ""), taken=True) for c in big),
                    len(big), False)
    if args.accept_big_changes or args.dry_run:
        return None
    providers = ", ".join(dict.fromkeys(c.provider for c in big))
    report([Problem(str(args.file), UpdateBigChanges(count=len(big), factor=f"{factor:g}"), value=providers)],
           getattr(args, "lang", None))
    return EXIT_BAD_INPUT


def _move_text(c) -> str:
    """' [x1,000]' or ' [÷1,000]': how far the price that moves most moves."""
    r = c.ratio
    if r is None:
        return ""
    up, m = r >= 1, max(r, 1 / r)
    return f" [{'x' if up else '÷'}{m:,.0f}]" if m >= 10 else f" [{'x' if up else '÷'}{m:.1f}]"


def _print_kind(lines, n: int, verbose: bool) -> None:
    """The lines of one kind of change: all with --verbose, else the first UPDATE_LINES and how many more."""
    shown = n if verbose else min(n, UPDATE_LINES)
    out = [clean_line(line) for _, line in zip(range(shown), lines)]
    if n > shown:
        from gpu_advisor.text import update_words  # (in the language of the words_in block around the call)
        out.append("  " + update_words.cli_more(n - shown))
    if out:
        print("\n".join(out))


def update(store, args) -> int:
    """``catalog update``: fetch, show the diff, apply it as one save (unless --dry-run); its sentences in the
    command line's language (``--lang``, English by default)."""
    with words_in(getattr(args, "lang", None)):
        return _update(store, args)


def _update(store, args) -> int:
    from urllib.parse import urlsplit

    from gpu_advisor.text import catalog_cli as cw, translate, update_words as uw
    lang = getattr(args, "lang", None)

    from gpu_advisor.core.prices import update as up
    from gpu_advisor.core.prices import skypilot
    from gpu_advisor.core.catalog import UnknownName, resolve_provider
    from gpu_advisor.core.base import CatalogError, Problem, SkypilotProviderUnknown, UpdateBigChanges, UpdateOffline

    cat = open_catalog(store, lang)
    base = store.current_name()
    sources, problems = up.load_sources()
    report(problems, lang)
    override: dict[str, str] = {}
    local: dict = {}  # provider -> a price file of this computer, read (a path or a file:// address)
    bad: list = []
    for url in args.source or []:
        path = up.local_path(url)
        if args.provider and len(args.provider) == 1:
            name = args.provider[0]
        elif path is not None:
            name = skypilot.provider_of_file(cat, str(path)) or ""
        else:
            segs = [x for x in urlsplit(url).path.split("/") if x]
            name = segs[-2] if len(segs) >= 2 else ""
        try:
            pid = resolve_provider(cat, name)
        except UnknownName:
            known = sorted(cat["providers"]["provider"].astype(str))
            bad.append(Problem(url, SkypilotProviderUnknown(known=", ".join(known))))
            continue
        if path is None:
            override[pid] = url
            continue
        got = up.read_local(path)
        if isinstance(got, Problem):
            bad.append(got)
        else:
            local[pid] = got
    if bad:
        report(bad, lang)
        return EXIT_BAD_INPUT
    providers = args.provider or ([*override, *local] if override or local else None)
    kw = {"timeout": args.timeout} if args.timeout else {}
    preview = up.preview_update(cat, providers, sources, override=override, local=local, **kw)
    if preview.offline:
        report([Problem("gpu-advisor", UpdateOffline())], lang)
        return EXIT_BAD_INPUT
    verbose = args.verbose
    cur = up.currencies(cat, preview)  # each price is printed with its currency
    for pu in preview.ok:
        unm: dict[str, int] = {}
        for u in pu.unmapped:
            unm[u.code] = unm.get(u.code, 0) + 1
        big = pu.big_changes
        # a sentence a kind, the counts as the app writes numbers ("5,001 new instances in the file.")
        print(clean_line(uw.cli_file_line(pu.provider, pu.size, pu.file_date, pu.url), None))
        for line in uw.cli_count_lines(len(pu.new), len(pu.changed), len(pu.gone), len(pu.unmapped), pu.unchanged,
                                       big=len(big), big_factor=pu.big_factor, confirmed=len(pu.confirmed),
                                       as_of=str(pu.as_of or "")):
            print(clean_line("  " + line, None))
        if pu.date_replaced:
            print("  " + translate("Words", "warning: the server dates the file {0}, later than today; the fetch date "
                                            "{1} is used instead").format(pu.date_replaced, pu.file_date))
        # Big changes first: a price moving more than the factor either way is most often a slip of unit.
        _print_kind((cw.changed_line(c, "big", _move_text(c), cur.get(c.key, "")) for c in big), len(big), verbose)
        _print_kind((cw.new_line(r.region, r.instance_type, r.gpu_count, r.gpu, r.on_demand, r.spot,
                                 cur.get(up.row_key(r.provider, r.region, r.instance_type), ""))
                     for r in pu.new), len(pu.new), verbose)
        big_keys = {c.key for c in big}
        rest = [c for c in pu.changed if c.key not in big_keys] if big_keys else pu.changed
        _print_kind((cw.changed_line(c, "changed", _move_text(c) if pu.is_big(c) else "", cur.get(c.key, ""))
                     for c in rest), len(rest), verbose)
        _print_kind((cw.gone_line(g.region, g.instance_type, g.gpu) for g in pu.gone), len(pu.gone), verbose)
        for code, n in sorted(unm.items()):
            from gpu_advisor.text.problems import problem_what  # the dialog's words for the reason, not its code
            names = list(dict.fromkeys(u.value for u in pu.unmapped if u.code == code and u.value))
            value = ", ".join(names[:5]) + (", …" if len(names) > 5 else "")
            detail = dict(next(u.detail for u in pu.unmapped if u.code == code))  # (the minimum a price is below)
            print(clean_line("  " + uw.cli_not_usable(n, problem_what(code, value or '…', detail))))
            if verbose:
                _print_kind((cw.row_line(u.row, u.column, u.instance_type, u.value)
                             for u in pu.unmapped if u.code == code), n, True)
        if pu.problems:
            print("  " + uw.cli_kept_differences(len(pu.problems), verbose))
            if verbose:
                from gpu_advisor.messages import describe
                for p in pu.problems:
                    print(clean_line(f"    {describe(p, lang)}"))
    if preview.failed:
        report(preview.problems(), lang)
        # every problem of a refused file: its line names the first of them ("2 problem(s)"), these the others
        report([p for pu in preview.failed for p in pu.problems[1:]], lang)
        err(uw.cli_refused(len(preview.failed)))
        return EXIT_BAD_INPUT
    if not preview.has_changes:
        print(translate("Words", "nothing to change: your prices match the files"))
        return EXIT_OK
    if args.dry_run:
        print(translate("Words", "dry run, nothing changed"))
        return EXIT_OK
    big_providers = preview.big
    if big_providers and not args.accept_big_changes:
        report([Problem("gpu-advisor", UpdateBigChanges(count=sum(len(p.big_changes) for p in big_providers),
                                                         factor=f"{big_providers[0].big_factor:g}"),
                        value=", ".join(p.provider for p in big_providers))], lang)
        return EXIT_BAD_INPUT
    try:
        with store.locked():
            new, applied = up.apply_update(cat, preview, accept_big=args.accept_big_changes)
            gen = store.save(new, reason="price_update", base=base)
    except CatalogError as exc:
        report(exc.problems, lang)
        err(cw.update_refused_save())
        return EXIT_BAD_INPUT
    kept = sum(a.kept_own for a in applied)
    confirmed = sum(a.confirmed for a in applied)
    print(clean_line(uw.cli_applied(sum(a.changed for a in applied), sum(a.added for a in applied), confirmed, kept,
                                    str(gen)), None))
    return EXIT_OK
