"""instances.csv: the priced shapes of every price file, committed-use prices and the Chinese clouds' shapes."""

from __future__ import annotations

import re
from collections import Counter
from decimal import Decimal
from pathlib import Path

from .common import (CATALOG_MONTH, PRICE_FILES, UNDATED_NOTE, RefRow, dec, join_notes, num, read_ref,
                     split_as_of)
from .sources import BOOK


# --------------------------------------------------------------------------------------------
# instances.csv
# --------------------------------------------------------------------------------------------

def read_price_files(ref: Path) -> dict[str, list[dict]]:
    prices = ref / "cloud-gpu-prices"
    out: dict[str, list[dict]] = {}
    for prov, (fname, *_rest) in PRICE_FILES.items():
        out[prov] = [r for r in read_ref(prices / fname) if r["provider"] == prov]
    return out


def map_gpu(names, prov: str, it: str, model: str) -> tuple[str, str]:
    """Canonical GPU of one instance row and the basis of that choice (for ``notes``), by the one
    naming rule (``core.names.GpuNamer``: gpu_names.csv rules, then gpus.csv aliases)."""
    gpu, basis = names.resolve(prov, it, model)
    basis = f"GPU: {basis}" if basis else ""
    if model.startswith("L4 ("):
        basis = join_notes(basis, "fractional L4 slice (g6f); gpu_count is the fraction of one L4")
    if model.startswith("T4 ("):
        basis = join_notes(basis, "gpu_count is the fraction of one T4")
    return gpu, basis


def instance_store_disks(ref: Path) -> dict[str, int]:
    """AWS instance type -> included local NVMe in GB, from the 'N x M GB' layout in the notes."""
    return {it: gb for it, (gb, _) in instance_store_layouts(ref).items()}


def instance_store_layouts(ref: Path) -> dict[str, tuple[int, str]]:
    """AWS instance type -> (included local NVMe in GB, source of the layout)."""
    out = {}
    for r in read_ref(ref / "storage-prices.csv"):
        if r["provider"] == "aws" and r["tier"] == "local-nvme":
            m = re.search(r"(\d+) x (\d+) GB", r["notes"])
            if m:  # p5.48xlarge has no confirmed layout and is left empty
                out[r["product"].removeprefix("instance store ")] = (int(m[1]) * int(m[2]), r["source"])
    return out


def bandwidth_rows(ref: Path) -> list[dict]:
    """Instance bandwidth rows of network-prices.csv with the instance type pulled out of ``item``."""
    out = []
    for r in read_ref(ref / "network-prices.csv"):
        if r["price_per_gb"]:
            continue
        m = re.search(r"instance network bandwidth(?: / EFA)?: (\S+)", r["item"]) or \
            re.search(r"\((Standard_\w+)\)", r["item"])
        out.append(dict(r, instance_type=m[1] if m else ""))
    return out


RUNPOD_NOTE = ("Secure Cloud; v6 catalog has no host RAM (its MemoryGiB column is GPU memory); same "
               "price listed for CA,CZ,IS,NL,NO,RO,SE,US; spot = interruptible price where present; "
               "newer v8 catalog shows lower prices (e.g. 1x_A100-80GB_SECURE 1.39/h, 8 vCPU, "
               "117 GiB RAM)")
TENCENT_NOTE = ("standard list price (标准刊例价), compute part only (CPU+RAM+GPU; disks/network "
                "extra); price page covers mainland China regions; no region named")
ALIBABA_NOTE = ("third-party transcription (ArthurChiao blog) of Alibaba ECS buy-page prices; whether "
                "system disk/bandwidth were included is not stated")
MI25_NOTE = ("the only whole-GPU size of the NVv4 series; the NV4/8/16as_v4 sizes are 1/8, 1/4 and 1/2 of one "
             "MI25 (2/4/8 GiB) and are left out; NVv4 supports Windows guests only (Microsoft Learn, "
             "NVv4-series, 2020-02)")
NVV4_PARTIAL = ("Standard_NV4as_v4", "Standard_NV8as_v4", "Standard_NV16as_v4")


def skip_reason(prov: str, r: dict) -> str:
    """Why a price row cannot be a whole-instance row ('' = keep). First matching reason wins."""
    if r.get("price_basis") == "gpu_only_add_n1_host":
        return "GCP GPU-only row (price of the GPU to add to an N1 host; host not included)"
    if prov == "gcp" and r["instance_type"].startswith("g4-standard"):
        return "GCP g4-standard row (no accelerator fields; unclear whether the GPU is in the price)"
    if not r["gpu_count"] or not r["gpu_model"] or "not named in catalog" in r["gpu_model"]:
        return "no accelerator count or no GPU name in the catalog row"
    if prov == "azure" and r["instance_type"] in NVV4_PARTIAL:
        return "Azure NVv4 partial GPU (1/8-1/2 of an MI25; the price file lists it as 1 GPU)"
    if prov in ("alibaba", "tencent"):
        prices = (r["price_per_hour_cny_min"], r["price_per_month_cny_min"])
    else:
        prices = (r["price_per_hour_usd"], r["spot_price_per_hour_usd"])
    if not any(prices):
        return "no on-demand, spot or monthly price"
    return ""


def build_instances(ref: Path, price_rows: dict[str, list[dict]], names) -> tuple[list[dict], Counter]:
    layouts = instance_store_layouts(ref)
    disks = {it: gb for it, (gb, _) in layouts.items()}
    bw = {(r["provider"], r["instance_type"]): r for r in bandwidth_rows(ref) if r["bandwidth_gbps"]}
    rows, skipped = [], Counter()
    for prov, items in price_rows.items():
        _, source, as_of, as_of_note = PRICE_FILES[prov]
        for r in items:
            reason = skip_reason(prov, r)
            if reason:
                skipped[(prov, reason)] += 1
                continue
            it = r["instance_type"]
            gpu, basis = map_gpu(names, prov, it, r["gpu_model"])
            gpu_count = r["gpu_count"]
            notes = [basis]
            row = dict(provider=prov, instance_type=it, gpu=gpu, gpu_memory_gb=num(r["gpu_memory_gb"]),
                       vcpus=num(r["vcpus"]), ram_gb=num(r["memory_gib"]), interconnect="",
                       reserved_1y_hour="", reserved_3y_hour="", source=BOOK.ref(source), as_of=as_of)
            if prov in ("alibaba", "tencent"):
                row.update(currency="CNY", spot_hour="")
                lo, hi = r["price_per_hour_cny_min"], r["price_per_hour_cny_max"]
                mlo, mhi = r["price_per_month_cny_min"], r["price_per_month_cny_max"]
                row["on_demand_hour"] = num(lo)
                row["monthly"] = num(mlo)
                if hi and dec(hi) != dec(lo):
                    notes.append(f"range {num(lo)}–{num(hi)} CNY/h across regions; lowest used")
                if mhi and dec(mhi) != dec(mlo):
                    notes.append(f"monthly range {num(mlo)}–{num(mhi)} CNY across regions; "
                                 "lowest used")
                if prov == "tencent":
                    row["region"] = "cn-mainland"
                    # keep the row-specific part of the source note (e.g. 'inference type GI3X')
                    notes += [r["notes"].split("standard list price")[0].strip("; "), TENCENT_NOTE]
                else:
                    row["region"] = r["region"]
                    notes += [ALIBABA_NOTE, r["notes"]]
            else:
                row.update(currency="USD", region=r["region"], monthly="",
                           on_demand_hour=num(r["price_per_hour_usd"]),
                           spot_hour=num(r["spot_price_per_hour_usd"]))
                src_note = r["notes"]
                if prov == "runpod":
                    src_note = RUNPOD_NOTE
                if prov == "aws" and r["spot_price_min_usd"]:
                    notes.append(f"spot = median over the region's AZs; cheapest AZ "
                                 f"{num(r['spot_price_min_usd'])}")
                if prov == "azure" and it == "Standard_ND96isr_H100_v5":
                    gpu_count = "8"
                    notes.append("catalog says 12; the reference notes the real figure is 8")
                    src_note = src_note.replace("; catalog AcceleratorCount=12 looks wrong (Azure ND "
                                                "H100 v5 VMs have 8 GPUs); kept as in catalog", "")
                if prov == "azure" and "catalog spot == on-demand" in src_note:
                    # A spot price equal to on-demand is a placeholder, not a spot market price.
                    row["spot_hour"] = ""
                    src_note = src_note.replace("; catalog spot == on-demand (no real spot price)", "")
                    notes.append("catalog spot equals on-demand (no real spot price), so spot "
                                 "left empty")
                if prov == "azure" and r["gpu_model"] == "Radeon MI25":
                    notes.append(MI25_NOTE)
                notes.append(src_note)
            row["gpu_count"] = num(gpu_count)
            row["local_disk_gb"] = num(disks.get(it, "")) if prov == "aws" else ""
            if prov == "aws" and it in disks:
                notes.append("local_disk_gb: instance-store layout of the AWS user guide (2023-05-31)")
                row["source"] = "; ".join(dict.fromkeys([row["source"], BOOK.ref(layouts[it][1])]))
            b = bw.get((prov, it))
            row["network_gbps"] = num(b["bandwidth_gbps"]) if b else ""
            if b:
                notes.append(f"network_gbps: {b['item']} ({b['as_of'] or 'undated'})")
                row["source"] = "; ".join(dict.fromkeys([row["source"], BOOK.ref(b["source"])]))
            notes.append(as_of_note)
            row["notes"] = join_notes(*notes)
            rows.append(row)
    return rows, skipped


# --------------------------------------------------------------------------------------------
# Committed-use prices (committed-prices-gcp.csv): GCP 1- and 3-year resource-based CUDs
# --------------------------------------------------------------------------------------------

COMMIT_TERMS = {"1yr": "reserved_1y_hour", "3yr": "reserved_3y_hour"}
# A committed price is taken only where the same file's on-demand price agrees with the row's own within this
# share: the file is another snapshot (2026-07) than the price file (2025-09), and a commitment priced against
# a different list price would not be a price of this row (GCP cut some A2/A3 prices in between).
COMMIT_OD_TOLERANCE = Decimal("0.01")


def add_committed_prices(ref: Path, instances: list[dict]) -> None:
    """GCP rows get the published 1- and 3-year committed-use prices per hour of their machine type and region
    (a2-ultragpu has none in the source: left empty). No other cloud's commitment price was found."""
    by_key: dict[tuple[str, str], dict[str, RefRow]] = {}
    for r in read_ref(ref / "committed-prices-gcp.csv"):
        by_key.setdefault((r["instance_type"], r["region"]), {})[r["term"]] = r
    for row in instances:
        terms = by_key.get((row["instance_type"], row["region"])) if row["provider"] == "gcp" else None
        if not terms or not row["on_demand_hour"]:
            continue
        od = terms.get("on-demand")
        if od is None or not od["price_hour"]:
            continue
        gap = abs(dec(od["price_hour"]) / dec(row["on_demand_hour"]) - 1)
        priced = [t for t in COMMIT_TERMS if t in terms and terms[t]["price_hour"]]
        if not priced:
            row["notes"] = join_notes(row["notes"], "no committed-use price in the CUD source for this machine "
                                                    "type (reserved columns empty)")
            continue
        if gap > COMMIT_OD_TOLERANCE:
            row["notes"] = join_notes(row["notes"], f"committed-use prices left out: the CUD source's on-demand "
                                                    f"price {num(od['price_hour'])} differs from this row's "
                                                    f"{row['on_demand_hour']} by more than 1%")
            continue
        for t in priced:
            row[COMMIT_TERMS[t]] = num(terms[t]["price_hour"])
        parts = ", ".join(f"{t} {num(terms[t]['price_hour'])}/h ({terms[t]['discount_vs_on_demand_pct']}% off)"
                          for t in priced)
        row["notes"] = join_notes(row["notes"], f"reserved = GCP resource-based committed-use price, billed monthly "
                                                f"for the whole term ({parts}; as of {od['as_of']})")
        row["source"] = "; ".join(dict.fromkeys([row["source"], BOOK.ref(od["source"])]))


# --------------------------------------------------------------------------------------------
# Chinese clouds' current shapes (cn-instance-specs.csv): specs only, no official price
# --------------------------------------------------------------------------------------------

CN_PROVIDERS = {"Alibaba Cloud": "alibaba", "Tencent Cloud": "tencent"}
PRICE_NEEDED_NOTE = ("price needed: the provider publishes no price for this shape in any readable source; "
                     "enter the price you were quoted")


def cn_skip_reason(r: dict) -> str:
    prov = CN_PROVIDERS.get(r["provider"])
    if prov is None:
        if r["provider"].startswith("Huawei"):
            return "Huawei Cloud: family-to-GPU mapping only, no shapes; not a catalog provider"
        if r["provider"].startswith("Open Telekom"):
            return "Open Telekom Cloud (T-Systems), not Huawei Cloud; flagged in the reference data"
        return f"{r['provider']}: low-confidence third-party source; not a catalog provider"
    if not r["gpu_count"] or "(family)" in r["instance_type"]:
        return "a family without shapes (no GPU count)"
    it = r["instance_type"]
    if re.search(r"\.(ebm)?gn9g", it):
        return "Alibaba gn9g*/ebmgn9g* (invitational preview; the Blackwell GPU is unnamed and its figures are not " \
               "stated as dense or sparse)"
    if re.search(r"\.gn7s", it):
        return "Alibaba gn7s (legacy, 'not recommended'; the A30 has no figures in the sources)"
    return ""


# Alibaba's current gn7/gn7e shapes (ebm too) as the doc lists them for mainland China: the doc leaves their 40 GB and
# 80 GB Ampere GPU unnamed; since the export rules of October 2022 the part sold there is reported as the A800 (the
# reference data's notes; the seed article's 4 x A800-40G and 8 x A800-80G servers). They become their own
# "price needed" rows in cn-mainland with that GPU, beside the 2021-23 price file's A100 rows (cn-shanghai), so a
# quoted A800 price is entered in one step (core/prices/quotes.py).
CN_A800 = ((re.compile(r"^ecs\.(ebm)?gn7e[-.]"), "A800-80GB"), (re.compile(r"^ecs\.(ebm)?gn7[-.]"), "A800-40GB"))
CN_A800_BASIS = ("GPU: the doc does not name the {mem} GB Ampere GPU of this shape; in mainland China it is reported "
                 "as the A800 (third-party reports, reference-data notes; the seed article's A800-40G/A800-80G "
                 "servers); the older price file's row of this type (cn-shanghai) is the A100 it was sold with")


def cn_a800(prov: str, it: str) -> str:
    """The A800 part of a current Alibaba gn7/gn7e shape in mainland China (CN_A800), else ''."""
    if prov != "alibaba":
        return ""
    return next((gpu for rx, gpu in CN_A800 if rx.search(it)), "")


def build_cn_shapes(ref: Path, names, instances: list[dict]) -> tuple[list[dict], Counter]:
    """Unpriced rows for the shapes that no price file covers; network bandwidth for those it does."""
    priced = {(r["provider"], r["instance_type"].lower()): r for r in instances}
    rows, skipped = [], Counter()
    for r in read_ref(ref / "cloud-gpu-prices" / "cn-instance-specs.csv"):
        reason = cn_skip_reason(r)
        if reason:
            skipped[reason] += 1
            continue
        prov, it = CN_PROVIDERS[r["provider"]], r["instance_type"]
        m = re.match(r"([\d.]+) Gbit/s", r["network"])
        gbps = num(m[1]) if m else ""
        same = [p for (pp, t), p in priced.items() if pp == prov and t == it.lower()]
        a800 = cn_a800(prov, it)
        if a800:  # its own mainland row with the part sold there, whether or not an older price file has the type
            as_of, date_note = split_as_of(r["as_of"])
            rows.append(dict(
                provider=prov, region="cn-mainland", instance_type=it, gpu=a800, gpu_count=num(r["gpu_count"]),
                gpu_memory_gb=num(r["gpu_memory_gb"]), vcpus=num(r["vcpus"]), ram_gb=num(r["memory_gib"]),
                local_disk_gb="", network_gbps=gbps, interconnect="", currency="CNY", on_demand_hour="",
                spot_hour="", monthly="", reserved_1y_hour="", reserved_3y_hour="",
                source="; ".join(dict.fromkeys([BOOK.ref(r["source"]), "seed-000"])), as_of=as_of or CATALOG_MONTH,
                notes=join_notes(PRICE_NEEDED_NOTE, CN_A800_BASIS.format(mem=num(r["gpu_memory_gb"])),
                                 f"regions: {r['region']}" if r["region"] else "", f"network: {r['network']}",
                                 f"interconnect: {r['interconnect']}" if r["interconnect"] else "",
                                 date_note or UNDATED_NOTE)))
        if same:
            for p in same:  # a priced shape: the doc adds its network bandwidth
                if gbps and not p["network_gbps"]:
                    p["network_gbps"] = gbps
                    p["notes"] = join_notes(p["notes"], f"network_gbps from the provider's instance documentation "
                                                        f"({r['network']})")
                    p["source"] = "; ".join(dict.fromkeys([p["source"], BOOK.ref(r["source"])]))
            skipped["already priced (network bandwidth added to the priced row)"] += 1
            continue
        if a800:
            continue
        gpu, basis = names.resolve(prov, it, r["gpu_model"])
        as_of, date_note = split_as_of(r["as_of"])
        rows.append(dict(
            provider=prov, region="cn-mainland", instance_type=it, gpu=gpu, gpu_count=num(r["gpu_count"]),
            gpu_memory_gb=num(r["gpu_memory_gb"]), vcpus=num(r["vcpus"]), ram_gb=num(r["memory_gib"]),
            local_disk_gb="", network_gbps=gbps, interconnect="", currency="CNY", on_demand_hour="",
            spot_hour="", monthly="", reserved_1y_hour="", reserved_3y_hour="", source=BOOK.ref(r["source"]),
            as_of=as_of or CATALOG_MONTH,
            notes=join_notes(PRICE_NEEDED_NOTE, f"GPU: {basis}" if basis else "",
                             f"regions: {r['region']}" if r["region"] else "", f"network: {r['network']}",
                             r["notes"], date_note or UNDATED_NOTE)))
    return rows, skipped
