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
    with words_in(getattr(args, "lang", None)):
        from gpu_advisor.text import update_words
        print(update_words.cli_big_heading(len(big), factor))
    _print_kind((_changed_line(c, "BIG     ", _move_text(c)) for c in big), len(big), False)
    if args.accept_big_changes or args.dry_run:
        return None
    providers = ", ".join(dict.fromkeys(c.provider for c in big))
    report([Problem(str(args.file), UpdateBigChanges(count=len(big), factor=f"{factor:g}"), value=providers)])
    return EXIT_BAD_INPUT


def _pct_text(pct) -> str:
    return "" if pct is None else f" ({pct:+.1f}%)"


def _price(v) -> str:
    return "-" if v is None else f"{v:g}"


def _changed_line(c, label: str, mark: str = "") -> str:
    own = f"  [your own price ({c.own}): kept]" if c.own else ""
    return (f"  {label} {c.region} {c.instance_type}: on-demand {_price(c.old_on_demand)} -> "
            f"{_price(c.new_on_demand)}{_pct_text(c.on_demand_pct)}, spot {_price(c.old_spot)} -> "
            f"{_price(c.new_spot)}{_pct_text(c.spot_pct)}{mark}{own}")


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

    from gpu_advisor.text import translate, update_words as uw
    lang = getattr(args, "lang", None)

    from gpu_advisor.core.prices import update as up
    from gpu_advisor.core.catalog import UnknownName, resolve_provider
    from gpu_advisor.core.base import CatalogError, Problem, SkypilotProviderUnknown, UpdateBigChanges, UpdateOffline

    cat = open_catalog(store)
    base = store.current_name()
    sources, problems = up.load_sources()
    report(problems, lang)
    override: dict[str, str] = {}
    bad: list = []
    for url in args.source or []:
        if args.provider and len(args.provider) == 1:
            name = args.provider[0]
        else:
            segs = [x for x in urlsplit(url).path.split("/") if x]
            name = segs[-2] if len(segs) >= 2 else ""
        try:
            override[resolve_provider(cat, name)] = url
        except UnknownName:
            known = sorted(cat["providers"]["provider"].astype(str))
            bad.append(Problem(url, SkypilotProviderUnknown(known=", ".join(known))))
    if bad:
        report(bad, lang)
        return EXIT_BAD_INPUT
    providers = args.provider or (list(override) if override else None)
    kw = {"timeout": args.timeout} if args.timeout else {}
    preview = up.preview_update(cat, providers, sources, override=override, **kw)
    if preview.offline:
        report([Problem("gpu-advisor", UpdateOffline())], lang)
        return EXIT_BAD_INPUT
    verbose = args.verbose
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
        _print_kind((_changed_line(c, "BIG     ", _move_text(c)) for c in big), len(big), verbose)
        _print_kind((f"  new      {r.region} {r.instance_type} ({r.gpu_count:g}x {r.gpu}): on-demand "
                     f"{_price(r.on_demand)}, spot {_price(r.spot)}" for r in pu.new), len(pu.new), verbose)
        big_keys = {c.key for c in big}
        rest = [c for c in pu.changed if c.key not in big_keys] if big_keys else pu.changed
        _print_kind((_changed_line(c, "changed ", _move_text(c) if pu.is_big(c) else "") for c in rest),
                    len(rest), verbose)
        _print_kind((f"  gone     {g.region} {g.instance_type} ({g.gpu}): not in the file; your row is kept"
                     for g in pu.gone), len(pu.gone), verbose)
        for code, n in sorted(unm.items()):
            from gpu_advisor.text.problems import problem_what  # the dialog's words for the reason, not its code
            names = list(dict.fromkeys(u.value for u in pu.unmapped if u.code == code and u.value))
            value = ", ".join(names[:5]) + (", …" if len(names) > 5 else "")
            detail = dict(next(u.detail for u in pu.unmapped if u.code == code))  # (the minimum a price is below)
            print(clean_line("  " + uw.cli_not_usable(n, problem_what(code, value or '…', detail))))
            if verbose:
                _print_kind((f"    row {u.row}" + (f", column {u.column}" if u.column else "")
                             + (f" ({u.instance_type})" if u.instance_type else "") + f": {u.value}"
                             for u in pu.unmapped if u.code == code), n, True)
        if pu.problems:
            print("  " + uw.cli_kept_differences(len(pu.problems), verbose))
            if verbose:
                from gpu_advisor.messages import describe
                for p in pu.problems:
                    print(clean_line(f"    {describe(p)}"))
    if preview.failed:
        report(preview.problems(), lang)
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
        err("update refused; your catalog is unchanged")
        return EXIT_BAD_INPUT
    kept = sum(a.kept_own for a in applied)
    confirmed = sum(a.confirmed for a in applied)
    print(clean_line(uw.cli_applied(sum(a.changed for a in applied), sum(a.added for a in applied), confirmed, kept,
                                    str(gen)), None))
    return EXIT_OK
