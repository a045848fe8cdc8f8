"""storage.csv, network.csv, transfer.csv, instance_network.csv (with cluster fabrics) and fx_rates.csv."""

from __future__ import annotations

import re
from decimal import Decimal
from pathlib import Path

from .common import (CATALOG_MONTH, SEED000, SEED001, SEED_UNDATED_NOTE, UNDATED_NOTE, BuildError, dated, dec,
                     join_notes, num, read_ref, split_as_of, where)
from .instances import bandwidth_rows
from .sources import BOOK, CURATED_SOURCES


# --------------------------------------------------------------------------------------------
# storage.csv
# --------------------------------------------------------------------------------------------

STORAGE_TIERS = {"parallel-fs": "parallel_fs", "local-nvme": "local_nvme"}


def build_storage(ref: Path) -> tuple[list[dict], list[str]]:
    rows, left_out = [], []
    for r in read_ref(ref / "storage-prices.csv"):
        price, read, iops = r["price_per_gb_month"], r["max_throughput_mb_s"], r["max_iops"]
        if not (price or read or iops):
            # A row with no price and no performance figure carries no data (many of these also
            # name no source); it is listed in catalogs/README.md instead.
            left_out.append(f"{r['provider']} {r['product']} ({r['region'] or 'no region'})")
            continue
        tier = STORAGE_TIERS.get(r["tier"], r["tier"])
        if tier == "local_nvme":
            basis = "per_instance"
        elif r["product"].startswith("FSx for Lustre"):
            basis = "per_tib"
        elif tier == "block" and read:
            basis = "per_volume"
        else:
            basis = ""
        as_of, date_note = dated(r["as_of"])
        rows.append(dict(provider=r["provider"], product=r["product"], region=r["region"], tier=tier,
                         price_gb_month=num(price), currency=r["currency"], read_mb_s=num(read),
                         throughput_basis=basis, max_iops=num(iops), source=BOOK.ref(r["source"]),
                         as_of=as_of,
                         notes=join_notes(r["notes"], date_note)))
    # Typical figures from the seed articles (provider 'generic', no price).
    rows.append(dict(provider="generic", product="local NVMe SSD (typical)", region="",
                     tier="local_nvme", price_gb_month="", currency="USD", read_mb_s="7000",
                     throughput_basis="typical", max_iops="", source=SEED001, as_of=CATALOG_MONTH,
                     notes=join_notes("seed: 本地NVMe读取带宽可达7GB/s (local NVMe read up to 7 GB/s)",
                                      "no price in the seed; currency only fills the required column",
                                      SEED_UNDATED_NOTE)))
    rows.append(dict(provider="generic", product="network storage (typical)", region="",
                     tier="block", price_gb_month="", currency="USD", read_mb_s="1000",
                     throughput_basis="typical", max_iops="", source=SEED001, as_of=CATALOG_MONTH,
                     notes=join_notes("seed: 网络存储的典型值1-2GB/s (network storage typically "
                                      "1000–2000 MB/s); lower end used",
                                      "the seed does not name the storage type; filed as block "
                                      "(cloud disk), the usual network storage of a VM",
                                      "no price in the seed; currency only fills the required column",
                                      SEED_UNDATED_NOTE)))
    apply_azure_disk_prices(ref, rows)
    return rows, left_out


# Azure managed disks: disk-prices-azure.csv prices one disk of a size tier; its size (GiB) is Azure's
# documented tier size (azure-docs disk-storage-*-sizes: P4 and S4 32 GiB, E30 1,024 GiB), or the capacity
# the row states ('capacity 2048 GiB'). The per-GiB price is that disk's price over its size.
AZURE_DISKS = {"Managed Disk Premium SSD": "Premium SSD (P-series)", "Managed Disk Standard SSD": "Standard SSD (E-series)",
               "Managed Disk Standard HDD": "Standard HDD", "Ultra Disk": "Ultra Disk"}
AZURE_TIER_GIB = {"P4": 32, "S4": 32, "E30": 1024}
STORAGE_PAGES = "storage_pages.csv"  # catalog_inputs: storage prices read from public price pages (sources cited)
TRANSFER_PAGES = "transfer_pages.csv"  # catalog_inputs: transfer prices read from public pages (sources cited)


def apply_azure_disk_prices(ref: Path, rows: list[dict]) -> None:
    """Price the Azure disk rows from disk-prices-azure.csv (per disk-month -> per GiB-month)."""
    for r in read_ref(ref / "disk-prices-azure.csv"):
        product = AZURE_DISKS.get(r["product"])
        if product is None:
            raise BuildError(f"{where(r['product'])}unknown Azure disk {r['product']!r} (known: {', '.join(AZURE_DISKS)})")
        m = re.search(r"capacity (\d+) GiB", r["tier"])
        tier = r["tier"].split()[0]
        gib = int(m.group(1)) if m else AZURE_TIER_GIB.get(tier)
        if not gib:
            raise BuildError(f"{where(r['tier'])}no size known for Azure disk tier {r['tier']!r}")
        hits = [x for x in rows if x["provider"] == "azure" and x["product"] == product]
        if len(hits) != 1:
            raise BuildError(f"{where(r['product'])}storage-prices.csv has {len(hits)} rows for azure {product!r}")
        row = hits[0]
        price = dec(r["price"]) / Decimal(gib)
        as_of, date_note = dated(r["as_of"])
        row.update(price_gb_month=num(str(price.quantize(Decimal("0.000001")).normalize())), currency=r["currency"],
                   as_of=as_of, source="; ".join(dict.fromkeys([*row["source"].split("; "), BOOK.ref(r["source"])])),
                   notes=join_notes(_unpriced_note_gone(row["notes"]),
                                    f"price: {r['tier']} in {r['region']}, {num(r['price'])} {r['currency']} "
                                    f"{r['unit']} / {gib} GiB (the tier's size)",
                                    "a smaller tier costs more per GiB than a larger one" if gib <= 64 else "",
                                    r["notes"], date_note))


def _unpriced_note_gone(notes: str) -> str:
    """A built row's notes once a price is added: no 'price not found/confirmed', and its undated-source
    remark (about the performance figures) no longer read as the date of the row's price."""
    for gone in ("price not confirmed", "price not found"):
        notes = notes.replace(f"; {gone}", "").replace(gone, "")
    return notes.replace(UNDATED_NOTE, "performance figures' source undated")


def apply_page_rows(path: Path, rows: list[dict], key: tuple[str, ...]) -> None:
    """Rows of a catalog_inputs file of prices read from public pages: a row with the key of a built row
    prices it (its figures kept, the page's source added), another row is added. Every source id must be
    a curated one (curated_sources.csv); an empty as_of means undated."""
    for r in read_ref(path):
        at = where(r[key[0]])
        ids = [c.strip().split()[0] for c in r["source"].split(";") if c.strip()]
        unknown = [i for i in ids if i not in BOOK.records]
        if not ids or unknown:
            raise BuildError(f"{at}{path.name}: source {', '.join(unknown) or '(empty)'} is not in {CURATED_SOURCES}")
        as_of, date_note = dated(r["as_of"])
        new = {k: v for k, v in r.items() if v != "" and k not in ("as_of", "notes", "source")}
        hits = [x for x in rows if tuple(x[k] for k in key) == tuple(r[k] for k in key)]
        if len(hits) > 1:
            raise BuildError(f"{at}{path.name}: {len(hits)} built rows with the key {tuple(r[k] for k in key)}")
        if hits:
            row = hits[0]
            row.update(new)
            old = [c for c in row["source"].split("; ") if c]
            row["source"] = "; ".join(dict.fromkeys([*r["source"].split("; "), *old]))
            row["as_of"] = as_of
            row["notes"] = join_notes(_unpriced_note_gone(row["notes"]) if "price_gb_month" in new or
                                      "price_per_gb" in new else row["notes"], r["notes"], date_note)
        else:
            rows.append(dict(r, as_of=as_of, notes=join_notes(r["notes"], date_note)))


# --------------------------------------------------------------------------------------------
# Chinese clouds' disks and transfer (storage-network-cn.csv)
# --------------------------------------------------------------------------------------------

CBS_TIERS = {"高性能云硬盘 (Premium Cloud Disk)": "CBS Premium Cloud Disk (高性能云硬盘)",
             "增强型 SSD 云硬盘 (Enhanced SSD)": "CBS Enhanced SSD (增强型 SSD 云硬盘)",
             "极速型 SSD 云硬盘 (Tremendous SSD)": "CBS Tremendous SSD (极速型 SSD 云硬盘)"}
CN_MAINLAND_CBS = "Guangzhou/Shanghai/Nanjing/Beijing"
HOURS_PER_MONTH = Decimal(730)  # defaults.csv hours_per_month, the convention of cloud price pages


def build_cn_storage_transfer(ref: Path, existing_transfer: list[dict]) -> tuple[list[dict], list[dict]]:
    """Tencent CBS block storage (mainland list prices, both billing modes) and the internet-egress
    rows the data allows. Low-confidence third-party rows and providers outside the catalog are left out."""
    storage, transfer = [], []
    have = {(t["provider"], t["item"], t["region"]) for t in existing_transfer}
    for r in read_ref(ref / "storage-network-cn.csv"):
        try:
            as_of, date_note = dated(r["as_of"])
        except ValueError:  # wording without any date ('undated snapshot (commit ...)')
            as_of, date_note = CATALOG_MONTH, join_notes(f"date: {r['as_of']}", UNDATED_NOTE)
        if r["category"] == "block storage" and r["tier"] in CBS_TIERS and r["region"] == CN_MAINLAND_CBS:
            monthly = "subscription" in r["price_basis"]
            price = dec(r["price"]) if monthly else dec(r["price"]) * HOURS_PER_MONTH
            storage.append(dict(
                provider="tencent", region="cn-mainland", tier="block", currency=r["currency"],
                product=f"{CBS_TIERS[r['tier']]}, {'monthly subscription' if monthly else 'pay-as-you-go'}",
                price_gb_month=num(str(price)), read_mb_s="", throughput_basis="", max_iops="",
                source=BOOK.ref(r["source"]), as_of=as_of,
                notes=join_notes(f"regions: {r['region']}", r["price_basis"],
                                 "" if monthly else f"{num(r['price'])} CNY/GB/hour x 730 h (hours_per_month)",
                                 r["notes"], date_note)))
        elif r["category"] == "internet egress":
            if r["provider"].startswith("Tencent Cloud (international"):
                item = "COS internet downstream (egress) traffic"
                region = r["region"].replace("/", ", ")
                note = "international-site USD list price; CVM public bandwidth pricing not found"
            elif r["provider"] == "Alibaba Cloud":
                item, region = "ECS internet egress (pay-by-traffic)", ""
                note = ("an example cost line in an Alibaba Cloud ROS template (likely 2019-2021), not the price "
                        "page; the only Alibaba traffic price in the sources")
            else:
                continue  # Huawei: not a catalog provider; Tencent CNY row: low-confidence transcription
            prov = "tencent" if r["provider"].startswith("Tencent") else "alibaba"
            if (prov, item, region) in have:
                continue
            have.add((prov, item, region))
            transfer.append(dict(provider=prov, item=item, region=region, price_per_gb=num(r["price"]),
                                 currency=r["currency"], tier_from_gb="", tier_to_gb="",
                                 source=BOOK.ref(r["source"]), as_of=as_of,
                                 notes=join_notes(note, r["notes"], date_note)))
    return storage, transfer


# --------------------------------------------------------------------------------------------
# network.csv (seed 000 §3.1)
# --------------------------------------------------------------------------------------------

def build_network(seeds: Path | None) -> list[dict]:
    if seeds is not None:
        # Guard against the seed changing under us: the figures below are copied from §3.1.
        text = (seeds / "000_dd72d296154beb21.txt").read_text(encoding="utf-8")
        for needle in ("'bandwidth': '100Gbps', 'latency': '1-2us', 'cost_factor': 2.5",
                       "'bandwidth': '25Gbps', 'latency': '10-20us', 'cost_factor': 1.5",
                       "'bandwidth': '10Gbps', 'latency': '50-100us', 'cost_factor': 1.0",
                       "cluster_size >= 8 and budget_factor > 2",
                       "cluster_size >= 4 and budget_factor > 1.5"):
            if needle not in text:
                raise BuildError(f"seed 000 no longer contains {needle!r}")
    src = f"{SEED000} §3.1 (NetworkArchitecture)"
    common = SEED_UNDATED_NOTE
    return [
        dict(option="standard", bandwidth_gbps="10", latency_us_min="50", latency_us_max="100",
             cost_factor="1", min_gpus="", min_budget_factor="", source=src, as_of=CATALOG_MONTH,
             notes=join_notes("seed: 'Small-scale training'; the fallback (else branch) of "
                              "recommend_network, so no minimum GPUs or budget", common)),
        dict(option="tcp_25g", bandwidth_gbps="25", latency_us_min="10", latency_us_max="20",
             cost_factor="1.5", min_gpus="4", min_budget_factor="1.5", source=src, as_of=CATALOG_MONTH,
             notes=join_notes("seed name 'tcp_direct', 'Medium-scale training'; suggested when "
                              "cluster_size >= 4 and budget_factor > 1.5 (strictly greater in the "
                              "seed)", common)),
        dict(option="rdma", bandwidth_gbps="100", latency_us_min="1", latency_us_max="2",
             cost_factor="2.5", min_gpus="8", min_budget_factor="2", source=src, as_of=CATALOG_MONTH,
             notes=join_notes("seed: 'Large-scale distributed training'; suggested when "
                              "cluster_size >= 8 and budget_factor > 2 (strictly greater in the "
                              "seed)", common)),
    ]


# --------------------------------------------------------------------------------------------
# transfer.csv and instance_network.csv (network-prices.csv)
# --------------------------------------------------------------------------------------------

# SkyPilot's get_egress_cost (the source of the egress tiers) counts 1 TB as 1024 GB.
GB_PER_TB = 1024
_TIER_RE = re.compile(r"(\d+)\s*(GB|TB)?\s*-\s*(?:(\d+)\s*(GB|TB)|and above)")


def parse_tier(item: str) -> tuple[str, str]:
    """'... tier 1 GB-10 TB per month' -> ('1', '10240'); '150 TB-and above' -> ('153600', '')."""
    if "tier" not in item and "per month" not in item:
        return "", ""
    m = _TIER_RE.search(item)
    if not m:
        return "", ""
    lo, lo_unit, hi, hi_unit = m.groups()
    lo_unit = lo_unit or hi_unit or "GB"  # '0-1 TB': the lower bound shares the upper unit

    def gb(v, unit):
        return v * GB_PER_TB if unit == "TB" else v
    lo_gb = gb(int(lo), lo_unit)
    hi_gb = gb(int(hi), hi_unit) if hi else None
    return str(lo_gb), "" if hi_gb is None else str(hi_gb)


def build_transfer(ref: Path) -> list[dict]:
    rows = []
    for r in read_ref(ref / "network-prices.csv"):
        if not r["price_per_gb"]:
            continue
        lo, hi = parse_tier(r["item"])
        as_of, date_note = dated(r["as_of"])
        tier_note = ("tier bounds in GB of cumulative monthly volume, 1 TB = 1024 GB as the "
                     "source code counts it") if lo else ""
        rows.append(dict(provider=r["provider"], item=r["item"], region=r["region"],
                         price_per_gb=num(r["price_per_gb"]), currency=r["currency"] or "USD",
                         tier_from_gb=lo, tier_to_gb=hi, source=BOOK.ref(r["source"]), as_of=as_of,
                         notes=join_notes(r["notes"], tier_note, date_note)))
    return rows


def build_instance_network(ref: Path) -> tuple[list[dict], list[str]]:
    rows, missing = [], []
    for r in bandwidth_rows(ref):
        if not r["bandwidth_gbps"]:
            missing.append(f"{r['provider']}: {r['item']}")
            continue
        text = f"{r['item']} {r['notes']}"
        if "no EFA" in text:
            rdma, fabric = "false", "ethernet"
        elif re.search(r"EFA|InfiniBand|RoCE", text):
            rdma, fabric = "true", fabric_of(text)
        else:
            rdma, fabric = "", ""  # the source says nothing about RDMA
        as_of, date_note = dated(r["as_of"])
        rows.append(dict(provider=r["provider"], instance_type=r["instance_type"],
                         bandwidth_gbps=num(r["bandwidth_gbps"]), rdma=rdma, fabric=fabric,
                         source=BOOK.ref(r["source"]),
                         as_of=as_of, notes=join_notes(r["item"], r["notes"], date_note)))
    return rows, missing


CLUSTER_PROVIDERS = {"AWS": "aws", "Google Cloud": "gcp", "Microsoft Azure": "azure", "Alibaba Cloud": "alibaba",
                     "Nebius": "nebius"}
# cluster-networks.csv rows that name a family or a cluster, not an instance type: the catalog's instance types
# of that family (same GPUs per node), and machine types that are another type without its local SSD.
CLUSTER_FAMILY_TYPES = {
    ("Microsoft Azure", "NDm A100 v4"): ("Standard_ND96amsr_A100_v4",),
    ("Nebius", "8xH200 (Soperator/Slurm cluster)"): ("gpu-h200-sxm_8gpu-128vcpu-1600gb",),
    ("Nebius", "8xB200"): ("gpu-b200-sxm_8gpu-160vcpu-1792gb", "gpu-b200-sxm-a_8gpu-160vcpu-1792gb"),
}
CLUSTER_VARIANTS = {"a3-ultragpu-8g": ("a3-ultragpu-8g-nolssd",)}


def fabric_of(text: str) -> str:
    """The fabric code (core.schema.FABRICS) a source's wording names; empty when it names none."""
    for pattern, code in ((r"eRDMA support not recorded", "ethernet"), (r"TCPXO", "tcpxo"), (r"TCPX", "tcpx"),
                          (r"eRDMA|ERI\b", "erdma"), (r"InfiniBand", "infiniband"),
                          (r"EFA|Elastic Fabric Adapter", "efa"), (r"RoCE", "roce"), (r"RDMA", "rdma"),
                          (r"^VPC\b|Ethernet|ENA only", "ethernet")):
        if re.search(pattern, text):
            return code
    return ""


def cluster_network_rows(ref: Path, have: set[tuple[str, str]]) -> tuple[list[dict], list[str]]:
    """Inter-node fabrics of cluster-networks.csv for instance types instance_network lacks: the
    per-node bandwidth and whether it is RDMA (EFA, InfiniBand, RoCE, eRDMA: yes; GPUDirect-TCPX(O)
    and plain VPC: no; not stated: empty)."""
    rows, left = [], []
    for r in read_ref(ref / "cluster-networks.csv"):
        prov = next((v for k, v in CLUSTER_PROVIDERS.items() if r["provider"].startswith(k)), None)
        if prov is None:
            continue
        types = CLUSTER_FAMILY_TYPES.get((r["provider"], r["instance_family"]),
                                         (r["instance_type"], *CLUSTER_VARIANTS.get(r["instance_type"], ()))
                                         if r["instance_type"] else ())
        for it in types:
            if (prov, it) not in have:
                row = _cluster_row(r, prov, it, left)
                if row is not None:
                    rows.append(row)
                    have.add((prov, it))
    return rows, left


def _cluster_row(r: dict, prov: str, it: str, left: list[str]) -> dict | None:
    """One instance_network row from a cluster-networks.csv row (None: no bandwidth figure)."""
    bw = r["bandwidth_per_node_gbps"]
    if not re.fullmatch(r"[\d.]+", bw or ""):
        left.append(f"{prov}: {it} (bandwidth '{bw}')")
        return None
    net = r["inter_node_network"]
    if re.search(r"TCPX|^VPC$|eRDMA support not recorded", net):
        rdma = "false" if "not recorded" not in net else ""
    elif re.search(r"EFA|InfiniBand|RoCE|RDMA", net):
        rdma = "true"
    else:
        rdma = ""
    try:
        as_of, date_note = dated(r["as_of"])
    except ValueError:
        as_of, date_note = CATALOG_MONTH, join_notes(f"date: {r['as_of']}", UNDATED_NOTE)
    family = "" if it == r["instance_type"] else (
        f"{r['instance_family']} as recorded ({r['instance_type'] or 'no instance type named'}): "
        f"the catalog's {it} is of that family")
    return dict(provider=prov, instance_type=it, bandwidth_gbps=num(bw), rdma=rdma, fabric=fabric_of(net),
                source=BOOK.ref(r["source"]), as_of=as_of,
                notes=join_notes(f"fabric: {net}", f"NICs: {r['nic_layout']}" if r["nic_layout"] else "",
                                 family, r["notes"], date_note))


# --------------------------------------------------------------------------------------------
# fx_rates.csv
# --------------------------------------------------------------------------------------------

def build_fx(ref: Path) -> list[dict]:
    rows = []
    for r in read_ref(ref / "fx-rates.csv"):
        as_of, date_note = split_as_of(r["as_of"])
        rows.append(dict(base=r["base"], quote=r["quote"], rate=num(r["rate"]), source=BOOK.ref(r["source"]),
                         as_of=as_of, notes=join_notes(r["notes"], date_note)))
    return rows
