"""Import SkyPilot's public price catalog (``catalogs/vN/<cloud>/vms.csv``) into the instances table.

A ``vms.csv`` lists one row per instance type and availability zone (or region) with the columns
``InstanceType, AcceleratorName, AcceleratorCount, vCPUs, MemoryGiB, GpuInfo, Price, SpotPrice,
Region, AvailabilityZone``, in any order, often with extra columns. ``plan_skypilot_import`` turns it
into catalog rows, one per (instance type, region), and works out the merged catalog without
writing anything:

* spot prices are summarised across the region's zones: the median goes into ``spot_hour``, the
  cheapest zone and the number of zones into ``notes``; AWS Local/Wavelength Zones are left out
  when the region has regular zones. An on-demand price that differs across zones is the median,
  with a note.
* GPUs are named by the one naming rule (``names.GpuNamer``: the provider's rules in
  ``gpu_names.csv``, then ``gpus.csv``'s aliases), the same as the catalog build, so RunPod's
  ``A100-80GB`` is the PCIe card and SkyPilot's ``H100-MEGA``, ``A10G`` ... land on the catalog's GPUs.
* GCP files list the host VM (no accelerator) and the GPU (no instance type) as separate rows. A VM
  and its GPUs are summed only where the VM type fixes the GPU model and count (A2, A3, A4, G2,
  the pairing SkyPilot itself uses); every other row is reported, not guessed.
* every row that is not imported becomes a warning with its row number, column and value: among them
  rows whose instance type, region, zone or accelerator name breaks the catalog's text rule
  (``core.textrule``: a control character, or longer than ``schema.NAME_LENGTH``), and the rows of a
  zone that the file lists twice at different prices (``duplicate_key``, naming both rows: no price is
  made up from a conflict), and the rows with a price or figure that is not a number, negative, or a price
  above 0 but below ``schema.PRICE_MIN`` (which the catalog would keep as 0): nothing of such a row is used.
  A file that is not a price file is an error and nothing is imported: missing columns, a record with the
  wrong field count or broken quoting, or more than the catalog's ``price_file_unreadable_share`` (defaults.csv,
  half) of its rows with such a number (``skypilot_rows_unreadable``: its columns do not hold what they say).

Merging (``skypilot_merge``): a new (provider, region, instance type) is added. An existing row keeps what the user's
catalog says about the hardware (GPU model and form factor, counts, memory, disks, network) and gets
the file's prices and provenance when a price differs; rows whose prices are equal are left
untouched. An on-demand price the file does not give (empty, or 0, which SkyPilot's files use for none)
never erases the catalog's: that price is kept (a spot price follows the file: spot offers come and go). Hardware that differs from the file is reported as a warning.
"""

from __future__ import annotations

import ast
import csv
import datetime as _dt
import io
import json
import re
from dataclasses import dataclass, field, replace
from typing import Final
from pathlib import PurePath, PureWindowsPath

import numpy as np
import pandas as pd

from ..catalog import (Catalog, coerce_table, decode, defaults, GpuNamer, has_errors, load_bundled, NAME_LENGTH,
                       no_gc, parse_csv, PRICE_MIN, RawTable, resolve_provider, TABLES, UnknownName)
from ..base import (BelowMin, check_cells, CONTROL_CHARACTER, DuplicateKey, ERROR, finite_float, NotANumber, Problem,
                    ProblemDetail, SkypilotGpuOnlyRow, SkypilotInconsistentRows,
                    SkypilotMissingColumn, SkypilotNoAccelerator, SkypilotNoAcceleratorCount, SkypilotNoInstanceType,
                    SkypilotNotAPriceFile, SkypilotRowsUnreadable, shown,
                    SkypilotNoPrice, SkypilotNoRegion, SkypilotNothingMapped, SkypilotProviderNotFound,
                    SkypilotProviderUnknown, SkypilotUnknownAccelerator, SkypilotVmGpuAmbiguous,
                    SkypilotVmGpuMissing, TOO_LONG, WARNING)
from .skypilot_merge import merge_plan, skypilot_source_id
from .skypilot_cells import fmt, is_regular_zone, median, median_of_rounded, numbers

# SkyPilot column names; matched case-insensitively.
REQUIRED_COLUMNS = ("InstanceType", "AcceleratorName", "AcceleratorCount", "Price", "Region")
OPTIONAL_COLUMNS = ("vCPUs", "MemoryGiB", "GpuInfo", "SpotPrice", "AvailabilityZone")
_NUMERIC = ("AcceleratorCount", "vCPUs", "MemoryGiB", "Price", "SpotPrice")

# Codes of rows that are not imported (warnings).
UNMAPPED_CODES = ("skypilot_unknown_accelerator", "skypilot_no_accelerator", "skypilot_no_accelerator_count",
                  "skypilot_no_price", "skypilot_gpu_only_row", "skypilot_vm_gpu_missing",
                  "skypilot_vm_gpu_ambiguous", "skypilot_no_instance_type", "skypilot_no_region",
                  "skypilot_inconsistent_rows", CONTROL_CHARACTER, TOO_LONG, "duplicate_key", "not_a_number",
                  "below_min")
# Cells whose text reaches the catalog (names, and zones in the notes): the catalog's text rule, row by row.
_TEXT_COLUMNS = ("InstanceType", "Region", "AvailabilityZone", "AcceleratorName")
_PRICES = ("Price", "SpotPrice")

# GCP host VMs that come with a fixed GPU model and count (SkyPilot's sky/catalog/gcp_catalog.py,
# _ACC_INSTANCE_TYPE_DICTS; A3 Edge and the -nolssd variants as summed in the bundled reference data).
# The name is the AcceleratorName of the matching GPU rows in the same file.
_GCP_NAMED_COUNT = (
    (re.compile(r"a2-(?:highgpu|megagpu)-(\d+)g"), "A100"),
    (re.compile(r"a2-ultragpu-(\d+)g"), "A100-80GB"),
    (re.compile(r"a3-(?:highgpu|edgegpu)-(\d+)g(?:-nolssd)?"), "H100"),
    (re.compile(r"a3-megagpu-(\d+)g"), "H100-MEGA"),
    (re.compile(r"a3-ultragpu-(\d+)g(?:-nolssd)?"), "H200"),
    (re.compile(r"a4-highgpu-(\d+)g"), "B200"),
)
# G2 names give vCPUs, not GPUs: the L4 count per type, as in SkyPilot's table.
_GCP_G2_L4 = {"g2-standard-4": 1, "g2-standard-8": 1, "g2-standard-12": 1, "g2-standard-16": 1,
              "g2-standard-32": 1, "g2-standard-24": 2, "g2-standard-48": 4, "g2-standard-96": 8}



UNREADABLE_SETTING = "price_file_unreadable_share"  # the defaults.csv row: above this share of bad rows, no price file


def unreadable_share(cat: Catalog) -> float:
    """The share of a file's rows that may hold a number that cannot be read before the file is not taken as a price
    file: the catalog's defaults.csv row ``price_file_unreadable_share``, else the bundled catalog's."""
    for source in (cat, load_bundled()):
        d = source.tables.get("defaults")
        if d is None or d.empty:
            continue
        v = finite_float(defaults(source).get(UNREADABLE_SETTING))
        if v is not None and 0 <= v <= 1:
            return v
    raise LookupError(f"{UNREADABLE_SETTING}: no such row in defaults.csv, not even in the bundled catalog")


def gpu_host_for(instance_type: str) -> tuple[str, int] | None:
    """(AcceleratorName, count) that a GCP host VM type comes with, or None."""
    it = instance_type.strip().lower()
    if it in _GCP_G2_L4:
        return "L4", _GCP_G2_L4[it]
    for rx, name in _GCP_NAMED_COUNT:
        m = rx.fullmatch(it)
        if m:
            return name, int(m.group(1))
    return None


# --------------------------------------------------------------------------- header and cells


def is_skypilot_header(header) -> bool:
    """True for a SkyPilot ``vms.csv`` header (InstanceType and AcceleratorName, any order/case)."""
    names = {str(h).strip().lower() for h in header}
    return {"instancetype", "acceleratorname"} <= names


def sniff_header(data: bytes) -> tuple[str, ...] | None:
    """The first CSV record of a file, or None if it cannot be read."""
    text, _, _ = decode(data[:65536], "")
    if text is None:
        # A multi-byte character may be cut at the limit; decode the whole file then.
        text, _, _ = decode(data, "")
        if text is None:
            return None
    try:
        first = next(csv.reader(io.StringIO(text, newline="")), None)
    except csv.Error:
        return None
    return tuple(c.strip() for c in first) if first else None


def parse_gpu_info(text: str):
    """GpuInfo as Python data: a dict for the usual ``{'Gpus': [...]}`` form, else the text.

    SkyPilot writes it with Python quoting (single quotes), some fetchers as JSON; older files
    (RunPod v6) and TPUs hold a bare name.
    """
    s = (text or "").strip()
    if not s:
        return None
    try:
        return ast.literal_eval(s)
    except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
        pass
    try:
        return json.loads(s)
    except ValueError:
        return s


def gpu_memory_mib(info, count: float | None) -> float | None:
    """Memory per GPU in MiB from parsed GpuInfo; None when it gives none (or 0)."""
    if not isinstance(info, dict):
        return None
    gpus = info.get("Gpus")
    if isinstance(gpus, list) and gpus and isinstance(gpus[0], dict):
        mem = gpus[0].get("MemoryInfo")
        if isinstance(mem, dict):
            v = finite_float(mem.get("SizeInMiB"))
            if v is not None and v > 0:
                return v
    total = finite_float(info.get("TotalGpuMemoryInMiB"))
    if total is not None and total > 0 and count:
        return total / count
    return None


# --------------------------------------------------------------------------- the plan


@dataclass
class SkyPilotPlan:
    """What importing one SkyPilot ``vms.csv`` would change, computed before anything changes."""

    file: str
    provider: str | None
    encoding: str | None
    frame: pd.DataFrame | None  # the instances rows from the file, catalog schema, typed
    problems: list[Problem]  # errors (file rejected) and warnings (rows not imported, differences)
    source_rows: list[list[int]] = field(default_factory=list)  # per frame row: the file rows used
    rows_read: int = 0
    # file row → its InstanceType (shown safely), of each row left out for a number that cannot be read
    number_rows: dict[int, str] = field(default_factory=dict)
    added: int = 0
    changed: int = 0
    unchanged: int = 0
    result: Catalog | None = None
    table: str = "instances"
    # the file's own date (a local file's modification day), '' when not known: the rows are dated by it, and an
    # unchanged price of an older row is confirmed as of it (its date moves, as an update's does)
    file_date: str = ""
    confirmed: int = 0  # of the unchanged rows, those re-dated to the file's date

    @property
    def ok(self) -> bool:
        return self.result is not None and not has_errors(self.problems)

    @property
    def errors(self) -> list[Problem]:
        return [p for p in self.problems if p.severity == ERROR]

    @property
    def warnings(self) -> list[Problem]:
        return [p for p in self.problems if p.severity == WARNING]

    @property
    def unmapped(self) -> list[Problem]:
        """One warning per file row that was not imported."""
        return [p for p in self.problems if p.code in UNMAPPED_CODES]


def _infer_provider(cat: Catalog, file: str) -> str | None:
    path = PureWindowsPath(file) if "\\" in file else PurePath(file)
    candidates = [path.parent.name] + [t for t in re.split(r"[-_.\s]+", path.stem) if t]
    for c in candidates:
        if not c:
            continue
        try:
            return resolve_provider(cat, c)
        except UnknownName:
            continue
    return None


def provider_of_file(cat: Catalog, file: str) -> str | None:
    """The provider a price file's path names (its folder, as in ``.../aws/vms.csv``, or a word of its name), or
    None."""
    return _infer_provider(cat, file)


def _resolve_provider(cat: Catalog, provider: str | None, file: str) -> tuple[str | None, list[Problem]]:
    known = sorted(cat["providers"]["provider"].astype(str))
    listed = ", ".join(known)
    if provider is not None and provider.strip():
        try:
            return resolve_provider(cat, provider), []
        except UnknownName as exc:
            return None, [Problem(file, SkypilotProviderNotFound(providers=known, known=listed, closest=exc.closest), value=provider)]
    found = _infer_provider(cat, file)
    if found is None:
        return None, [Problem(file, SkypilotProviderUnknown(providers=known, known=listed))]
    return found, []


def plan_skypilot_import(cat: Catalog, data: bytes, file: str, provider: str | None = None,
                         today: _dt.date | None = None, file_date: str = "") -> SkyPilotPlan:
    """Check a SkyPilot ``vms.csv`` and work out the merged catalog; nothing is written. ``file_date``: the file's
    own date (ISO day; a local file's modification day, as a web server sends it): the imported prices are dated by
    it, and a row the file gives at the same prices, dated earlier, is re-dated to it as an update confirms it (the
    user's own prices excepted); a date after ``today`` becomes ``today``. '' (the default): dated ``today``,
    unchanged rows untouched."""
    today = today or _dt.date.today()
    with no_gc():  # one small object or more per row of the file; see tableio.no_gc
        return _plan(cat, data, file, provider, today, min(file_date, today.isoformat()) if file_date else "")


def _plan(cat: Catalog, data: bytes, file: str, provider: str | None, today: _dt.date,
          file_date: str = "") -> SkyPilotPlan:
    raw, problems = parse_csv(data, file)
    plan = SkyPilotPlan(file, None, raw.encoding if raw else None, None, problems, file_date=file_date)
    if raw is None:
        return plan
    # Rows with a wrong field count are errors already; check the cells of the others as well, so
    # that the user sees every problem at once.
    plan.rows_read = len(raw.frame)

    # Columns, by their lower-case name.
    by_lower = {h.lower(): h for h in raw.header}
    missing = [c for c in REQUIRED_COLUMNS if c.lower() not in by_lower]
    if {"InstanceType", "AcceleratorName"} <= set(missing):
        # no instance and no GPU on any row: not a price file at all (a web page at the address, another CSV), said
        # once, not column after column
        problems.append(Problem(file, SkypilotNotAPriceFile(web_page=data.lstrip()[:1] == b"<"), row=1))
        return plan
    for c in missing:
        problems.append(Problem(file, SkypilotMissingColumn(), row=1, column=c))
    prov, p = _resolve_provider(cat, provider, file)
    problems += p
    plan.provider = prov
    if missing or prov is None:
        return plan

    n = len(raw.frame)
    rows = raw.rows

    def text(col: str) -> list[str]:
        h = by_lower.get(col.lower())
        if h is None:
            return [""] * n
        cells: list[str] = raw.frame[h].tolist()
        # parse_csv's cells are stripped; only an unguarded '<tab>... or '<CR>... starts with white space again
        joined = "\x00".join(cells)
        if joined.startswith(("\t", "\r")) or "\x00\t" in joined or "\x00\r" in joined:
            return list(map(str.strip, cells))
        return cells

    cells = {c: text(c) for c in REQUIRED_COLUMNS + OPTIONAL_COLUMNS}
    # The catalog's text rule (core/base/textrule.py), row by row: a row whose name or zone holds a control character
    # or is too long is not usable (a warning with the row, column and code); the rest of the file is.
    skip = np.zeros(n, dtype=bool)
    for c in _TEXT_COLUMNS:
        refused, found = check_cells(cells[c], file, rows, c, NAME_LENGTH)
        # one warning per row (its first refused column); ``found`` is in the order of the refused positions
        for pos, refusal in zip(np.flatnonzero(refused).tolist(), found):
            if not skip[pos]:
                problems.append(replace(refusal, severity=WARNING))
        skip |= refused
    # Numbers, row by row as well: a row with a price or figure that cannot be read (not a number, negative, or a
    # price above 0 but below PRICE_MIN, which the catalog would keep as 0) is not usable, one warning per row naming
    # its first such cell; nothing of that row is used. When more than the catalog's price_file_unreadable_share of
    # the rows have one, the columns do not hold what their names say: not a price file, nothing of it is used.
    nums: dict[str, np.ndarray] = {}
    unreadable: list[Problem] = []
    bad_number = np.zeros(n, dtype=bool)
    for c in _NUMERIC:
        vals = cells[c]
        nums[c], bad = numbers(vals, PRICE_MIN if c in _PRICES else 0.0)
        for i in np.flatnonzero(bad).tolist():
            if bad_number[i]:
                continue
            bad_number[i] = True
            if skip[i]:
                continue  # said already (a name or zone the text rule refuses)
            v = shown(vals[i])  # the cell as shown safely: a control character as \uXXXX, a long text cut
            what = (NotANumber() if bad[i] == 1 else BelowMin(min=PRICE_MIN, exclusive=False) if bad[i] == 3
                    else BelowMin(min=0, exclusive=False))
            unreadable.append(Problem(file, what, row=rows[i], column=c, value=v, severity=WARNING))
    share = unreadable_share(cat)
    n_bad = int(bad_number.sum())
    if n and n_bad > share * n:
        problems.append(Problem(file, SkypilotRowsUnreadable(rows=n_bad, total=n, percent=round(share * 100, 6))))
        problems.extend(replace(p, severity=ERROR) for p in unreadable)
        return plan
    problems.extend(unreadable)
    plan.number_rows = {rows[i]: shown(cells["InstanceType"][i]) for i in np.flatnonzero(bad_number & ~skip).tolist()}
    skip |= bad_number
    if has_errors(problems):
        return plan

    _map_rows(cat, plan, cells, nums, rows, prov, today, skip)
    if not has_errors(plan.problems) and plan.frame is not None:
        merge_plan(cat, plan, plan.frame)
    # Warnings in file order (GPU-only rows and differences are found after the others).
    warnings = sorted((p for p in plan.problems if p.severity == WARNING), key=lambda p: p.row or 0)
    plan.problems[:] = [p for p in plan.problems if p.severity != WARNING] + warnings
    return plan


# --------------------------------------------------------------------------- rows → catalog rows


# One priced zone row of an instance type, after GCP VM+GPU pairing, as a plain tuple (there are as
# many as the file has rows): (row, zone, price, spot, hw, notes, extra_rows). ``row`` is the
# spreadsheet row (the VM row for a pair), ``hw`` (gpu, gpu_count, gpu_memory_gb, vcpus, ram_gb),
# ``extra_rows`` the GPU rows of a pair.
_ZoneRow = tuple[int, str, "float | None", "float | None", tuple, "tuple[str, ...]", "tuple[int, ...]"]
_ROW: Final = 0
_ZONE: Final = 1
_PRICE: Final = 2
_SPOT: Final = 3
_HW: Final = 4
_NOTES: Final = 5
_EXTRA: Final = 6


def _optional(a: np.ndarray) -> list:
    """A float column as Python floats, None where it is NaN (once per column, not per cell)."""
    out = a.astype(object)
    out[np.isnan(a)] = None
    return out.tolist()


def _map_rows(cat: Catalog, plan: SkyPilotPlan, cells, nums, rows, prov: str, today: _dt.date,
              skip: np.ndarray) -> None:
    file = plan.file
    problems = plan.problems
    n = len(rows)
    itypes, accs, regions, zones = cells["InstanceType"], cells["AcceleratorName"], cells["Region"], \
        cells["AvailabilityZone"]
    infos = cells["GpuInfo"]
    count, vcpus, mem = (_optional(nums[c]) for c in ("AcceleratorCount", "vCPUs", "MemoryGiB"))
    price, spot = _optional(nums["Price"]), _optional(nums["SpotPrice"])
    info_cache: dict[str, object] = {}
    gpu_cache: dict[tuple[str, str], str | UnknownName] = {}
    hw_cache: dict[tuple, tuple[tuple, tuple[str, ...]]] = {}
    namer = GpuNamer.of(cat)  # the one naming rule: gpu_names.csv for this provider, then aliases

    def gpu_of(name: str, instance_type: str):
        key = (name, instance_type)
        if key not in gpu_cache:
            try:
                gpu_cache[key] = namer.resolve(prov, instance_type, name)[0]
            except UnknownName as exc:
                gpu_cache[key] = exc.with_traceback(None)  # no frames kept: they would hold every row until gc
        return gpu_cache[key]

    def warn(i: int, what: ProblemDetail, column: str, value: str) -> None:
        problems.append(Problem(file, what, row=rows[i], column=column, value=value, severity=WARNING))

    def hardware(i: int, gpu: str, cnt: float) -> tuple[tuple, tuple[str, ...]]:
        """(gpu, count, GPU memory, vCPUs, RAM) of row i and the notes that explain it; worked out once
        per distinct (GpuInfo, GPU, count, RAM, vCPUs), which repeat over every region and zone."""
        key = (infos[i], gpu, cnt, mem[i], vcpus[i])
        got = hw_cache.get(key)
        if got is not None:
            return got
        s = infos[i]
        if s not in info_cache:
            info_cache[s] = parse_gpu_info(s)
        info = info_cache[s]
        notes: list[str] = []
        mib = gpu_memory_mib(info, cnt)
        mem_gb = None
        ram = mem[i]
        if prov == "runpod" and isinstance(info, str) and ram is not None:
            # RunPod v6 files: MemoryGiB is the GPUs' memory, GpuInfo a bare name; no host RAM.
            mem_gb, ram = round(ram / cnt, 1), None
            notes.append("RunPod v6 format: MemoryGiB is GPU memory (per GPU = MemoryGiB / count); no host RAM")
        elif mib is not None:
            if mib < 1024:
                notes.append(f"GpuInfo SizeInMiB {fmt(mib)} is below 1 GiB, read as GiB")
                mem_gb = round(mib, 1)
            else:
                mem_gb = round(mib / 1024, 1)
        cpus = vcpus[i]
        if cpus is not None and not float(cpus).is_integer():
            notes.append(f"vCPUs {fmt(cpus)} in the file is not a whole number; left empty")
            cpus = None
        if ram == 0:
            ram = None
        got = hw_cache[key] = ((gpu, cnt, mem_gb, (None if cpus is None or cpus == 0 else int(cpus)), ram),
                               tuple(notes))
        return got

    # Rows without an instance type: GPU-only rows (GCP style), by (region, zone, accelerator, count).
    no_type = np.flatnonzero((np.array(itypes, dtype=object) == "") & ~skip).tolist() if n else []
    gpu_rows: dict[tuple, list[int]] = {}
    for i in no_type:
        c = count[i]
        if accs[i] and c is not None and c > 0:
            gpu_rows.setdefault((regions[i].lower(), zones[i].lower(), accs[i].lower(), c), []).append(i)
    used_gpu_rows: set[int] = set()

    groups: dict[tuple[str, str], list[_ZoneRow]] = {}
    first_label: dict[tuple[str, str], tuple[str, str]] = {}
    group_of: dict[tuple[str, str], list[_ZoneRow]] = {}  # (instance type, region) as written → its group

    for i in range(n):
        if skip[i]:
            continue  # refused by the text rule (a warning already)
        it, region = itypes[i], regions[i]
        if not region:
            warn(i, SkypilotNoRegion(), "Region", it or accs[i])
            continue
        if not it:
            if not accs[i]:
                warn(i, SkypilotNoInstanceType(), "InstanceType", "")
            continue  # GPU-only rows are paired below or reported at the end
        acc = accs[i]
        if not acc:
            host = gpu_host_for(it) if gpu_rows else None
            if host is None:
                warn(i, SkypilotNoAccelerator(), "AcceleratorName", it)
                continue
            acc_name, acc_count = host
            cands = gpu_rows.get((region.lower(), zones[i].lower(), acc_name.lower(), float(acc_count)), [])
            if not cands:
                warn(i, SkypilotVmGpuMissing(accelerator=acc_name, count=acc_count, zone=zones[i] or region),
                     "InstanceType", it)
                continue
            quotes = {(price[j], spot[j]) for j in cands}
            if len(quotes) > 1:
                warn(i,
                     SkypilotVmGpuAmbiguous(accelerator=acc_name, count=acc_count, zone=zones[i] or region, gpu_rows=[rows[j] for j in cands]),
                     "InstanceType", it)
                continue
            g = cands[0]
            gpu = gpu_of(acc_name, it)
            if isinstance(gpu, UnknownName):
                warn(i, SkypilotUnknownAccelerator(closest=gpu.closest), "AcceleratorName", acc_name)
                continue
            vm_od, vm_sp = price[i], spot[i]
            g_od, g_sp = price[g], spot[g]
            pair_notes: list[str] = []
            if vm_od == 0:
                pair_notes.append("host VM on-demand price is 0 in the file, so the total is the GPUs only")
            od = vm_od + g_od if vm_od is not None and g_od is not None else None
            sp = vm_sp + g_sp if vm_sp is not None and g_sp is not None else None
            if od is None and sp is None:
                warn(i, SkypilotNoPrice(), "Price", it)
                continue
            pair_notes.insert(0, f"total = VM {fmt(vm_od) if vm_od is not None else '-'} + {acc_count}x{acc_name} "
                                 f"{fmt(g_od) if g_od is not None else '-'}"
                                 + (f" (spot VM {fmt(vm_sp)} + GPU {fmt(g_sp)})"
                                    if vm_sp is not None and g_sp is not None else "")
                                 + "; the file lists host VM and GPUs as separate rows, summed here")
            used_gpu_rows.update(cands)
            hw_gpu, gpu_notes = hardware(g, gpu, float(acc_count))
            hw = hw_gpu[:3] + hardware(i, gpu, float(acc_count))[0][3:]
            zr = (rows[i], zones[i], round(od, 6) if od is not None else None,
                  round(sp, 6) if sp is not None else None, hw, tuple(pair_notes) + gpu_notes,
                  tuple(rows[j] for j in cands))
        else:
            gpu = gpu_of(acc, it)
            if isinstance(gpu, UnknownName):
                warn(i, SkypilotUnknownAccelerator(closest=gpu.closest), "AcceleratorName", acc)
                continue
            cnt = count[i]
            if cnt is None or cnt == 0:
                warn(i, SkypilotNoAcceleratorCount(instance_type=it), "AcceleratorCount",
                     cells["AcceleratorCount"][i] or it)
                continue
            od, sp = price[i], spot[i]
            row_notes: tuple[str, ...] = ()
            if od == 0 or sp == 0:
                if od == 0:
                    row_notes += ("on-demand price 0 in the file, treated as none",)
                    od = None
                if sp == 0:
                    row_notes += ("spot price 0 in the file, treated as none",)
                    sp = None
            if od is None and sp is None:
                warn(i, SkypilotNoPrice(), "Price", it)
                continue
            hw, hw_notes = hardware(i, gpu, cnt)
            zr = (rows[i], zones[i], od, sp, hw, row_notes + hw_notes if row_notes else hw_notes, ())
        group = group_of.get((it, region))
        if group is None:
            key = (it.lower(), region.lower())
            first_label.setdefault(key, (it, region))
            group = group_of[(it, region)] = groups.setdefault(key, [])
        group.append(zr)

    for i in no_type:
        if accs[i] and i not in used_gpu_rows and regions[i]:
            c = cells["AcceleratorCount"][i]
            warn(i, SkypilotGpuOnlyRow(accelerator=accs[i], count=c, zone=zones[i] or regions[i]),
                 "AcceleratorName", f"{c}x {accs[i]}" if c else accs[i])

    # One catalog row per (instance type, region).
    regular_zone: dict[tuple[str, str], bool] = {}  # (zone, region) → an ordinary zone (the same for every type)
    date = today.isoformat()
    as_of = plan.file_date or date  # the rows' date: the file's own, else the day of the import
    name = PureWindowsPath(file).name if "\\" in file else PurePath(file).name
    records, sources = [], []
    source_id = skypilot_source_id(name, date)  # one per file
    for key, zrs in groups.items():
        it, region = first_label[key]
        hw = zrs[0][_HW]
        good = []
        for zr in zrs:
            h = zr[_HW]
            if h is not hw and (h[:2] != hw[:2] or h[3:] != hw[3:]):
                problems.append(Problem(file, SkypilotInconsistentRows(region=region, first_row=zrs[0][_ROW]),
                                        row=zr[_ROW], column="AcceleratorName", value=it, severity=WARNING))
                continue
            good.append(zr)
        if len(good) > 1:
            good = _without_conflicts(good, file, it, region, problems)
            if not good:
                continue  # every row of the instance type here is in conflict: not usable (warnings say why)
        zone_flag = {}
        for z in {zr[_ZONE] for zr in good}:
            f = regular_zone.get((z, region))
            if f is None:
                f = regular_zone[(z, region)] = bool(z) and is_regular_zone(z, region)
            zone_flag[z] = f
        flags = [zone_flag[zr[_ZONE]] for zr in good]
        regular = [zr for zr, f in zip(good, flags) if f]
        other = [zr for zr, f in zip(good, flags) if not f]
        notes = [f"imported {date}; " + (f"file date {plan.file_date}" if plan.file_date else "the file carries no date")]
        use = good
        if regular and other and all(zr[_ZONE] for zr in other):
            use = regular
            left = sorted({zr[_ZONE] for zr in other})
            notes.append(f"Local/Wavelength Zones left out: {', '.join(left)}")
        # Per zone (duplicate rows of a zone count once), then across zones.
        zone_keys = [zr[_ZONE].lower() or f"#{k}" for k, zr in enumerate(use)]
        # Prices per zone, as rounded to 6 decimals or still to be rounded (rounding is monotonic: what is
        # shown below rounds only the values it uses, the same as rounding every zone's price first).
        od_z: list[float]
        sp_z: dict[str, float]
        if len(set(zone_keys)) == len(zone_keys):  # one row per zone (the usual case): its price is the zone's
            od_z = [zr[_PRICE] for zr in use if zr[_PRICE] is not None]
            sp_z = {zn: zr[_SPOT] for zn, zr in zip(zone_keys, use) if zr[_SPOT] is not None}
        else:
            by_zone: dict[str, list[_ZoneRow]] = {}
            for zn, zr in zip(zone_keys, use):
                by_zone.setdefault(zn, []).append(zr)
            od_z = [median(v) for v in ([zr[_PRICE] for zr in z if zr[_PRICE] is not None]
                                         for z in by_zone.values()) if v]
            sp_z = {zn: median(v) for zn, v in ((zn, [zr[_SPOT] for zr in z if zr[_SPOT] is not None])
                                                 for zn, z in by_zone.items()) if v}
        od = median_of_rounded(od_z) if od_z else None
        if od_z:
            lo, hi = round(min(od_z), 6), round(max(od_z), 6)
            if lo != hi:
                notes.append(f"on-demand differs across zones ({fmt(lo)}-{fmt(hi)}); median used")
        sp = median_of_rounded(list(sp_z.values())) if sp_z else None
        lo = round(min(sp_z.values()), 6) if sp_z else 0.0
        zoned = any(zr[_ZONE] for zr in use)
        if sp_z and zoned:
            if len(sp_z) > 1 and lo == round(max(sp_z.values()), 6):
                notes.append(f"spot: the same in all {len(sp_z)} zones")
            elif len(sp_z) > 1:
                # the first zone whose rounded price is the lowest
                cheapest = next(zn for zn, v in sp_z.items() if v - lo <= 1e-6 and round(v, 6) == lo)
                notes.append(f"spot = median over {len(sp_z)} zones; cheapest zone {cheapest} {fmt(lo)}")
            else:
                notes.append(f"spot from 1 zone ({next(iter(sp_z))})")
        elif len(sp_z) > 1:
            notes.append(f"spot = median of {len(sp_z)} rows; lowest {fmt(lo)}")
        # The rows' own notes, each once, in order (rows share their notes tuples: distinct tuples first).
        for extra in dict.fromkeys(x for t in dict.fromkeys(zr[_NOTES] for zr in use) for x in t):
            notes.append(extra)
        gpu, cnt, mem_gb, cpus, ram = hw
        records.append({
            "provider": prov, "region": region, "instance_type": it, "gpu": gpu, "gpu_count": fmt(cnt),
            "gpu_memory_gb": fmt(mem_gb) if mem_gb else "", "vcpus": str(cpus) if cpus else "",
            "ram_gb": fmt(ram) if ram else "", "currency": "USD",
            "on_demand_hour": fmt(od) if od is not None else "", "spot_hour": fmt(sp) if sp is not None else "",
            "source": source_id, "as_of": as_of, "notes": "; ".join(notes),
        })
        used = {zr[_ROW] for zr in good}
        for zr in good:
            if zr[_EXTRA]:
                used.update(zr[_EXTRA])
        sources.append(sorted(used))

    t = TABLES["instances"]
    cols = list(t.column_names)
    frame = pd.DataFrame([{c: r.get(c, "") for c in cols} for r in records], columns=cols, dtype=object)
    if frame.empty:
        problems.append(Problem(file, SkypilotNothingMapped(rows=len(rows))))
        return
    raw = RawTable(file, tuple(cols), frame, plan.encoding or "utf-8", tuple(s[0] for s in sources))
    typed, p = coerce_table(raw, t, today)
    problems.extend(p)
    plan.frame = typed
    plan.source_rows = sources


def _without_conflicts(zrs: list, file: str, it: str, region: str, problems: list[Problem]) -> list:
    """The zone rows of one instance type and region, less those of a zone the file lists twice at different
    prices (the key InstanceType, Region, AvailabilityZone repeated; no zone is a key of its own). Each row of
    such a zone is not usable: a ``duplicate_key`` warning that names it and the other row, so no price is
    made up from a conflict (no median of two prices for one zone). A zone listed twice at the same prices
    (to 6 decimals, as kept) counts once."""
    seen: dict[str, _ZoneRow] = {}
    conflict: dict[int, int] = {}  # row → the other row of its zone with a different price
    for zr in zrs:
        z = zr[_ZONE].lower()
        first = seen.setdefault(z, zr)
        if first is zr:
            continue
        a = tuple(None if v is None else round(v, 6) for v in (first[_PRICE], first[_SPOT]))
        b = tuple(None if v is None else round(v, 6) for v in (zr[_PRICE], zr[_SPOT]))
        if a != b:
            conflict.setdefault(first[_ROW], zr[_ROW])
            conflict.setdefault(zr[_ROW], first[_ROW])
    if not conflict:
        return zrs
    bad_zones = {zr[_ZONE].lower() for zr in zrs if zr[_ROW] in conflict}
    keep = []
    for zr in zrs:
        if zr[_ZONE].lower() not in bad_zones:
            keep.append(zr)
            continue
        other = conflict.get(zr[_ROW])
        if other is None:  # the same prices as one row of its zone, other than another's: named with that one
            z = zr[_ZONE].lower()
            other = next(r[_ROW] for r in zrs if r[_ZONE].lower() == z and r[_ROW] in conflict)
        problems.append(Problem(file,
                                DuplicateKey(first_row=other, rows=sorted((zr[_ROW], other)), region=region, zone=zr[_ZONE]),
                                row=zr[_ROW], column="InstanceType,Region,AvailabilityZone", value=it,
                                severity=WARNING))
    return keep


def summary_counts(plan: SkyPilotPlan) -> dict[str, int]:
    """Warnings per code (for a one-line summary)."""
    out: dict[str, int] = {}
    for p in plan.warnings:
        out[p.code] = out.get(p.code, 0) + 1
    return out


__all__ = ["SkyPilotPlan", "is_skypilot_header", "sniff_header", "parse_gpu_info", "gpu_memory_mib",
           "gpu_host_for", "plan_skypilot_import", "provider_of_file", "summary_counts", "UNMAPPED_CODES"]
