"""One build: every table from the reference data, checked, written beside the output and swapped in, then the summary."""

from __future__ import annotations

import argparse
import os
import shutil
import sys
import tempfile
from collections import Counter, defaultdict
from decimal import Decimal
from pathlib import Path

from gpu_advisor.core.catalog.schema import TABLES
from gpu_advisor.core.catalog.tableio import anomaly_of

from .common import BUILT_TABLES, HAND_KEPT, MANIFEST, REPO_ROOT, BuildError, num
from .gpus import apply_gpu_figures, build_gpu_names, build_gpus, build_providers, check_gpu_aliases, namer
from .instances import add_committed_prices, build_cn_shapes, build_instances, read_price_files
from .models import build_models
from .sources import BOOK, OVERRIDES, load_curated
from .spot import build_spot
from .storage_network import (STORAGE_PAGES, TRANSFER_PAGES, apply_page_rows, build_cn_storage_transfer, build_fx,
                              build_instance_network, build_network, build_storage, build_transfer,
                              cluster_network_rows)
from .write import apply_overrides, check_and_canonicalise, current_umask, frame_cells, replace_dir, validate, write_table


def build(args: argparse.Namespace, out: Path) -> int:
    ref = args.ref.resolve()
    if not ref.is_dir():
        raise BuildError(f"{ref}: reference-data folder not found (give it with --ref)")
    seeds = args.seeds or (ref.parent / "seeds")
    if args.seeds is not None and not seeds.is_dir():
        raise BuildError(f"{seeds}: seeds folder not found")
    seeds = seeds if seeds.is_dir() else None
    if seeds is None:
        print("note: seeds folder not found; seed figures are not re-checked", file=sys.stderr)
    hand = (args.hand or (out if (out / MANIFEST).is_file() else REPO_ROOT / "catalogs")).resolve()
    missing = [f for f in (MANIFEST, *(TABLES[n].filename for n in HAND_KEPT)) if not (hand / f).is_file()]
    if missing:
        raise BuildError(f"{hand}: the hand-kept catalog files {', '.join(missing)} are missing "
                         "(give their folder with --hand)")
    inputs = args.inputs.resolve()
    load_curated(inputs, BOOK)

    price_rows = read_price_files(ref)
    gpus = build_gpus(ref, price_rows)
    apply_gpu_figures(ref, gpus)
    names = namer(gpus)
    instances, skipped = build_instances(ref, price_rows, names)
    add_committed_prices(ref, instances)
    cn_rows, cn_skipped = build_cn_shapes(ref, names, instances)
    instances += cn_rows
    storage, storage_left_out = build_storage(ref)
    apply_page_rows(inputs / STORAGE_PAGES, storage, ("provider", "product", "region"))
    transfer = build_transfer(ref)
    cn_storage, cn_transfer = build_cn_storage_transfer(ref, transfer)
    storage += cn_storage
    transfer += cn_transfer
    apply_page_rows(inputs / TRANSFER_PAGES, transfer, ("provider", "item", "region"))
    instance_network, bw_missing = build_instance_network(ref)
    fabrics, fabrics_left = cluster_network_rows(ref, {(r["provider"], r["instance_type"]) for r in instance_network})
    instance_network += fabrics
    bw_missing += fabrics_left
    tables = {
        "providers": build_providers(),
        "gpus": gpus,
        "gpu_names": build_gpu_names(),
        # A price file's own ANOMALY remark in the notes becomes the row's anomaly column (core.migrations).
        "instances": [dict(r, anomaly=anomaly_of(r.get("notes", ""))) for r in instances],
        "storage": storage,
        "network": build_network(seeds),
        "transfer": transfer,
        "instance_network": instance_network,
        "fx_rates": build_fx(ref),
        "models": build_models(ref),
        "spot_interruption": build_spot(ref),
    }
    overridden = apply_overrides(inputs, tables)
    tables["sources"] = BOOK.rows()  # last: every table above has registered what it cites

    # ---- checks: schema, references between tables, aliases ----
    problems = []
    for name, rows in tables.items():
        problems += validate(name, rows)
    gpu_names = {g["gpu"] for g in tables["gpus"]}
    provider_ids = {p["provider"] for p in tables["providers"]}
    for r in instances:
        if r["gpu"] not in gpu_names:
            problems.append(f"instance {r['provider']}/{r['instance_type']}: unknown gpu {r['gpu']}")
        if r["provider"] not in provider_ids:
            problems.append(f"instance {r['instance_type']}: unknown provider {r['provider']}")
    for name in ("transfer", "instance_network", "spot_interruption"):
        for r in tables[name]:
            if r["provider"] not in provider_ids:
                problems.append(f"{name}: unknown provider {r['provider']}")
    problems += check_gpu_aliases(tables["gpus"])
    if problems:
        raise BuildError("the built tables break the schema:\n  " + "\n  ".join(problems))

    # ---- write: the whole catalog into a new folder beside the output, check it as the app does,
    # then put it in place of the output folder (which is never half-written) ----
    if out.exists() and not out.is_dir():
        raise BuildError(f"{out}: not a folder")
    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=f".{out.name}.build-", dir=out.parent))
    try:
        if out.is_dir():
            shutil.copytree(out, tmp, dirs_exist_ok=True, symlinks=True,
                            ignore=shutil.ignore_patterns("__pycache__"))
        if hand != out:  # the hand-kept files (tables, manifest, README...) of another folder
            for f in hand.iterdir():
                if f.is_file() and f.name not in {TABLES[n].filename for n in BUILT_TABLES}:
                    shutil.copy2(f, tmp / f.name)
        for name in BUILT_TABLES:
            write_table(tmp, name, tables[name])
        check_and_canonicalise(tmp, out, hand)
        os.chmod(tmp, out.stat().st_mode & 0o7777 if out.is_dir() else 0o777 & ~current_umask())
        replace_dir(tmp, out)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)

    # ---- summary ----
    print(f"wrote {len(BUILT_TABLES)} built tables and {len(HAND_KEPT)} hand-kept tables (from {hand}) to {out}")
    for name in BUILT_TABLES:
        print(f"  {name + '.csv':24} {len(tables[name]):4d} rows")
    print(f"overrides applied (catalog_inputs/{OVERRIDES}): {overridden}")
    cells = [r.get("source", "") for rows in tables.values() for r in rows]
    cells += [c for name in HAND_KEPT for c in frame_cells(hand / TABLES[name].filename, "source")]
    cited = {part.split()[0] for cell in cells for part in cell.split(";") if part.strip()}
    uncited = sorted(set(BOOK.records) - cited - {"user"})
    print(f"curated sources that no table cites (kept in sources.csv): {', '.join(uncited) or '-'}")
    print("instances per provider:")
    per_prov = Counter(r["provider"] for r in instances)
    for p in sorted(per_prov):
        print(f"  {p:8} {per_prov[p]:4d}")
    print("priced instances per GPU (rows, providers):")
    per_gpu: dict[str, set] = defaultdict(set)
    gpu_rows = Counter()
    for r in instances:
        gpu_rows[r["gpu"]] += 1
        per_gpu[r["gpu"]].add(r["provider"])
    for g in sorted(gpu_rows):
        print(f"  {g:16} {gpu_rows[g]:4d}  {','.join(sorted(per_gpu[g]))}")
    unused = sorted(gpu_names - set(gpu_rows))
    print(f"GPUs without an instance: {', '.join(unused) or '-'}")
    print(f"coverage: {len(per_prov)} providers, {len(gpu_rows)} GPU models with a priced instance")
    print("skipped price rows:")
    for (p, reason), n in sorted(skipped.items()):
        print(f"  {p:8} {n:3d}  {reason}")
    print(f"Chinese-cloud shapes added without a price: {len(cn_rows)}; spec rows not added:")
    for reason, n in sorted(cn_skipped.items()):
        print(f"  {n:3d}  {reason}")
    print("storage rows left out (no price and no performance figure):")
    for s in storage_left_out:
        print(f"  {s}")
    print("network rows without a bandwidth figure (not in instance_network):")
    for s in bw_missing:
        print(f"  {s}")
    # memory of the instance vs the GPU row, for the report (AWS reports usable GiB, slices etc.)
    gpu_mem = {g["gpu"]: Decimal(g["memory_gb"]) for g in tables["gpus"]}
    odd = Counter((r["provider"], r["gpu"], r["gpu_memory_gb"]) for r in instances
                  if r["gpu_memory_gb"] and Decimal(r["gpu_memory_gb"]) != gpu_mem[r["gpu"]])
    if odd:
        print("instance per-GPU memory differing from gpus.csv (provider, gpu, memory): rows")
        for k, n in sorted(odd.items()):
            print(f"  {k}: {n}  (gpus.csv {num(gpu_mem[k[1]])})")
    return 0
