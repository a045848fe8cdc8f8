"""Merging a SkyPilot import into the catalog (``core.prices.skypilot``'s second half).

``merge_plan`` takes the instances rows read from one ``vms.csv`` (``skypilot.SkyPilotPlan.frame``) and works out
the merged catalog: a new (provider, region, instance type) is added; an existing row keeps what the user's catalog says about
the hardware and gets the file's prices and provenance when a price differs; hardware that differs is a warning. New
regions of an instance type the catalog already has keep the catalog's GPU and count. The imported rows cite one
sources row per file and day (``skypilot_source_id``).
"""

from __future__ import annotations

import re
from pathlib import PurePath, PureWindowsPath
from typing import Protocol

import pandas as pd

from ..base import ERROR, Problem, shown, SkypilotCurrencyDiffers, SkypilotSpecDiffers, WARNING
from ..catalog import Catalog, format_table, row_keys, TABLES, validate_catalog
from .skypilot_cells import split_notes


class MergedPlan(Protocol):
    """What merging reads and fills of a ``skypilot.SkyPilotPlan`` (a protocol: that module imports this one)."""

    file: str
    problems: list[Problem]
    source_rows: list[list[int]]
    added: int
    changed: int
    unchanged: int
    result: Catalog | None
    file_date: str
    confirmed: int


_PRICE_COLUMNS = ("on_demand_hour", "spot_hour")
_HARDWARE = ("gpu", "gpu_count", "gpu_memory_gb", "vcpus", "ram_gb")
# Note fragments of a catalog row that explain columns the import keeps.
_KEPT_NOTE_PREFIXES = ("GPU:", "gpu_count", "gpu_memory_gb", "nominal", "fractional", "local_disk_gb",
                       "network_gbps")


def _text(fmt: pd.DataFrame, i: int, col: str) -> str:
    """One cell of a ``format_table`` frame (every cell is text there)."""
    return str(fmt.at[i, col])


def merge_plan(cat: Catalog, plan: MergedPlan, new: pd.DataFrame) -> None:
    t = TABLES["instances"]
    old = cat["instances"]
    old_keys = row_keys(old, t.key)
    new_keys = row_keys(new, t.key)
    pos_old = dict(zip(old_keys, range(len(old))))
    old_fmt = format_table(old, t)
    new_fmt = format_table(new, t)
    merged = old.copy()
    fresh: list[int] = []
    confirm = _confirming(cat, plan, old, new)
    for i, k in enumerate(new_keys):
        j = pos_old.get(k)
        if j is None:
            fresh.append(i)
            continue
        first_row = plan.source_rows[i][0]
        it, region = str(new.at[i, "instance_type"]), str(new.at[i, "region"])
        if _text(old_fmt, j, "currency") != "USD":
            plan.problems.append(Problem(plan.file,
                                         SkypilotCurrencyDiffers(region=region, catalog_value=_text(old_fmt, j, "currency")),
                                         row=first_row, column="currency", value=it, severity=WARNING))
            plan.unchanged += 1
            continue
        for c in _HARDWARE:
            fv, cv = _text(new_fmt, i, c), _text(old_fmt, j, c)
            if not fv or not cv or fv == cv:
                continue
            if c in ("gpu_memory_gb", "ram_gb") and abs(float(fv) - float(cv)) <= max(0.5, 0.01 * float(cv)):
                continue  # rounding (GiB vs GB as the provider reports it)
            plan.problems.append(Problem(plan.file,
                                         SkypilotSpecDiffers(region=region, file_value=fv, catalog_value=cv, figure=c),
                                         row=first_row, column=c, value=it, severity=WARNING))
        # An on-demand price the file does not give (empty, or 0, which the file uses for none) is no price
        # change: the catalog's is kept (a file cannot erase it, as a row it no longer lists is kept). A spot
        # price follows the file: spot offers come and go.
        given = [c for c in _PRICE_COLUMNS if c != "on_demand_hour" or _text(new_fmt, i, c)]
        if all(_text(new_fmt, i, c) == _text(old_fmt, j, c) for c in given):
            plan.unchanged += 1
            if confirm is not None and confirm(j, str(new.at[i, "source"])):
                merged.at[j, "as_of"] = plan.file_date
                merged.at[j, "source"] = confirm.cited(j, str(new.at[i, "source"]))
                plan.confirmed += 1
            continue
        plan.changed += 1
        for c in (*given, "source", "as_of"):
            # pandas-stubs: what ``.at`` reads (any scalar, Period, Interval) is wider than what it accepts
            merged.at[j, c] = new.at[i, c]  # type: ignore[assignment]
        kept = [s for s in split_notes(_text(old_fmt, j, "notes")) if s.startswith(_KEPT_NOTE_PREFIXES)]
        merged.at[j, "notes"] = "; ".join([str(new.at[i, "notes"])] + kept)
    plan.added = len(fresh)
    if fresh:
        rows_new = new.iloc[fresh].copy()
        _align_with_siblings(plan, old, old_fmt, rows_new, new_fmt, fresh)
        merged = pd.concat([merged, rows_new], ignore_index=True)
    new_cat = _with_source(cat.with_table("instances", merged), plan, merged)
    cross = [p for p in validate_catalog(new_cat) if p.severity == ERROR]
    if cross:
        # Point problems of imported rows at the file's rows.
        base = len(old)
        fixed = []
        for p in cross:
            if p.file.endswith(t.filename) and p.row is not None and p.row - 2 >= base:
                src = plan.source_rows[fresh[p.row - 2 - base]][0]
                p = Problem(plan.file, p.what, row=src, column=p.column, value=p.value)
            fixed.append(p)
        plan.problems.extend(fixed)
        return
    plan.result = new_cat


class _Confirm:
    """Which unchanged rows a file with its own date confirms: not the user's own price (it keeps its date, as an
    update keeps it unless asked), and dated before the file (a partial date counts from its first day); the row
    then cites the file instead of the price file it cited (its other citations stay)."""

    def __init__(self, cat: Catalog, plan: MergedPlan, old: pd.DataFrame):
        import datetime as _dt
        from ..catalog import price_age_days
        from .own_prices import own_kinds, own_of
        from .update_sources import price_file_ids
        self.older = price_age_days(old["as_of"], _dt.date.fromisoformat(plan.file_date)) > 0
        own = own_kinds(cat)
        cites = old["user_prices"].tolist() if "user_prices" in old.columns else [""] * len(old)
        self.own = [bool(own_of(s, own, u)) for s, u in zip(old["source"].tolist(), cites)]
        provs = sorted(set(old["provider"].astype(str).str.lower()))
        sources = cat.tables.get("sources")
        self.files = {p: price_file_ids(sources, p) for p in provs}
        self.provider = old["provider"].astype(str).str.lower().tolist()
        self.sources = old["source"].tolist()

    def __call__(self, j: int, sid: str) -> bool:
        return bool(self.older[j]) and not self.own[j]

    def cited(self, j: int, sid: str) -> str:
        from .update_sources import cite_price_file
        return cite_price_file(self.sources[j], sid, self.files.get(self.provider[j], set()))


def _confirming(cat: Catalog, plan: MergedPlan, old: pd.DataFrame, new: pd.DataFrame) -> _Confirm | None:
    """The check of unchanged rows for a plan that knows its file's date, else None (they stay as they are)."""
    return _Confirm(cat, plan, old) if plan.file_date and len(old) and len(new) else None


def skypilot_source_id(name: str, date: str) -> str:
    """The sources id of one imported file: ``skypilot-<date>-<file name>``."""
    slug = re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")[:32].strip("-") or "file"
    return f"skypilot-{date}-{slug}"


def _with_source(cat: Catalog, plan: MergedPlan, new: pd.DataFrame) -> Catalog:
    """``cat`` with the sources row that the imported rows cite (one per file and day)."""
    from ..catalog import add_source, parse_cell
    ids = {sid for cell in (new["source"].astype(str).unique() if len(new) else ())  # each distinct cell once
           for sid, _ in (parse_cell(cell) or ()) if sid.startswith("skypilot-")}
    have = set(cat["sources"]["source_id"].astype(str)) if "sources" in cat.tables else set()
    file = PureWindowsPath(plan.file).name if "\\" in plan.file else PurePath(plan.file).name
    file = shown(file, 200)  # the file's name as catalog text (core/base/textrule.py): no control character, not too long
    for sid in sorted(ids - have):
        date = sid.removeprefix("skypilot-")[:10]
        dated = f"file date {plan.file_date} (its modification time)" if plan.file_date else "the file carries no date"
        cat, _ = add_source(cat, "imported", f"SkyPilot catalog file {file}", publisher="SkyPilot catalog format",
                            date=plan.file_date or date, notes=f"imported by the user on {date}; {dated}",
                            source_id=sid)
    return cat


def _align_with_siblings(plan: MergedPlan, old: pd.DataFrame, old_fmt: pd.DataFrame, rows_new: pd.DataFrame,
                         new_fmt: pd.DataFrame, fresh: list[int]) -> None:
    """New regions of an instance type the catalog already has: keep the catalog's GPU and count.

    SkyPilot names do not tell form factors apart (RunPod's and Azure's ``A100-80GB`` are PCIe
    cards) and some counts are known wrong (Azure ND96isr_H100_v5: 12); the catalog's rows carry
    the checked values, and an instance type has the same GPUs in every region.
    """
    by_type: dict[tuple[str, str], list[int]] = {}
    for j, (p, it) in enumerate(zip(old["provider"].astype(str), old["instance_type"].astype(str))):
        by_type.setdefault((p.lower(), it.lower()), []).append(j)
    # Columns read once, not a cell at a time: a price file may bring 100,000 new rows, few with siblings.
    types = [str(x) for x in rows_new["instance_type"].tolist()]
    provs = [str(x) for x in rows_new["provider"].tolist()]
    for i, idx, it, prov in zip(fresh, rows_new.index, types, provs):
        sibs = by_type.get((prov.lower(), it.lower()))
        if not sibs:
            continue
        ref = {(_text(old_fmt, j, "gpu"), _text(old_fmt, j, "gpu_count")) for j in sibs}
        if len(ref) != 1:
            continue  # the catalog itself disagrees; take the file's values
        j = sibs[0]
        diffs = [c for c in ("gpu", "gpu_count") if _text(new_fmt, i, c) != _text(old_fmt, j, c)]
        if not diffs:
            continue
        for c in diffs:
            plan.problems.append(Problem(plan.file,
                                         SkypilotSpecDiffers(region=str(rows_new.at[idx, "region"]), file_value=_text(new_fmt, i, c), catalog_value=f"{_text(old_fmt, j, c)} (its {_text(old_fmt, j, 'region')} row)", figure=c),
                                         row=plan.source_rows[i][0], column=c, value=it, severity=WARNING))
        for c in ("gpu", "gpu_count", "gpu_memory_gb"):
            if c == "gpu_memory_gb" and bool(old[c].isna().iat[j]):
                continue
            # pandas-stubs: what ``.at`` reads (any scalar, Period, Interval) is wider than what it accepts
            rows_new.at[idx, c] = old.at[j, c]  # type: ignore[assignment]
        kept = [s for s in split_notes(_text(old_fmt, j, "notes")) if s.startswith(_KEPT_NOTE_PREFIXES)]
        rows_new.at[idx, "notes"] = "; ".join(
            [str(rows_new.at[idx, "notes"]), f"{', '.join(diffs)} as in the catalog's {_text(old_fmt, j, 'region')} "
                                             f"row (the file says {', '.join(_text(new_fmt, i, c) for c in diffs)})"]
            + kept)


__all__ = ["merge_plan", "skypilot_source_id"]
