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
        from gpu_advisor.text import update_words
        print(update_words.cli_big_heading(len(big), factor))
    # (an import's own price among them is one --replace-own takes: kept, it would be no change)
    _print_kind((_changed_line(c, "BIG     ", _move_text(c), cur.get(c.key, ""), taken=True) for c in big), len(big),
                False)
    if args.accept_big_changes or args.dry_run:
        return None
    providers = ", ".join(dict.fromkeys(c.provider for c in big))
    report([Problem(str(args.file), UpdateBigChanges(count=len(big), factor=f"{factor:g}"), value=providers)])
    return EXIT_BAD_INPUT


def _pct_text(pct) -> str:
    return "" if pct is None else f" ({pct:+.1f}%)"


def _price(v, currency: str = "") -> str:
    """A price with its currency ("0.99 USD"), "-" for none."""
    return "-" if v is None else f"{v:g}" + (f" {currency}" if currency else "")


def _changed_line(c, label: str, mark: str = "", currency: str = "", taken: bool = False) -> str:
    """One changed row: only the prices that change, each old -> new with its currency ("on-demand 0.8 USD ->
    0.99 USD (+23.8%)"); a price the file leaves as it was is not listed (no "spot - -> -"). ``taken``: the user's own
    price is replaced (an import's --replace-own), not kept."""
    own = f"  [your own price ({c.own}): {'replaced' if taken else 'kept'}]" if c.own else ""
    moves = [f"{what} {_price(old, currency)} -> {_price(new, currency)}{_pct_text(pct)}"
             for what, old, new, pct in (("on-demand", c.old_on_demand, c.new_on_demand, c.on_demand_pct),
                                         ("spot", c.old_spot, c.new_spot, c.spot_pct)) if old != new]
    return f"  {label} {c.region} {c.instance_type}: {', '.join(moves)}{mark}{own}"


def _prices(on_demand, spot, currency: str) -> str:
    """A row's prices as given: "on-demand 0.99 USD, spot 0.3 USD"; a price the row does not have is left out."""
    parts = [f"{what} {_price(v, currency)}" for what, v in (("on-demand", on_demand), ("spot", spot)) if v is not None]
    return ", ".join(parts) or "no price"


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
    from gpu_advisor.core.prices import skypilot
    from gpu_advisor.core.catalog import UnknownName, resolve_provider
    from gpu_advisor.core.base import CatalogError, Problem, SkypilotProviderUnknown, UpdateBigChanges, UpdateOffline

    cat = open_catalog(store)
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
        _print_kind((_changed_line(c, "BIG     ", _move_text(c), cur.get(c.key, "")) for c in big), len(big), verbose)
        _print_kind((f"  new      {r.region} {r.instance_type} ({r.gpu_count:g}x {r.gpu}): "
                     + _prices(r.on_demand, r.spot, cur.get(up.row_key(r.provider, r.region, r.instance_type), ""))
                     for r in pu.new), len(pu.new), verbose)
        big_keys = {c.key for c in big}
        rest = [c for c in pu.changed if c.key not in big_keys] if big_keys else pu.changed
        _print_kind((_changed_line(c, "changed ", _move_text(c) if pu.is_big(c) else "", cur.get(c.key, ""))
                     for c in rest), len(rest), verbose)
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
        err("update refused; your catalog is unchanged")
        return EXIT_BAD_INPUT
    kept = sum(a.kept_own for a in applied)
    confirmed = sum(a.confirmed for a in applied)
    print(clean_line(uw.cli_applied(sum(a.changed for a in applied), sum(a.added for a in applied), confirmed, kept,
                                    str(gen)), None))
    return EXIT_OK
