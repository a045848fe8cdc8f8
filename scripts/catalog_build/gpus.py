"""providers.csv, gpus.csv (spec rows, datasheet figures, derived rows) and gpu_names.csv (the one naming rule)."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

import pandas as pd

from gpu_advisor.core.catalog.names import GpuNamer
from gpu_advisor.core.catalog.schema import TABLES

from .common import (CATALOG_MONTH, PRICE_FILES, UNDATED_NOTE, BuildError, dec, join_notes, norm_name, num,
                     read_ref)
from .sources import BOOK


# --------------------------------------------------------------------------------------------
# providers.csv
# --------------------------------------------------------------------------------------------

PROVIDERS = [
    # id, name_en, name_zh, aliases, country, extra note
    ("alibaba", "Alibaba Cloud", "阿里云", "aliyun;Alibaba Cloud;阿里云;alicloud", "CN", ""),
    ("tencent", "Tencent Cloud", "腾讯云", "qcloud;Tencent Cloud;腾讯云", "CN", ""),
    ("aws", "Amazon Web Services", "亚马逊云科技", "Amazon;AWS EC2", "US", ""),
    ("gcp", "Google Cloud", "谷歌云", "google;Google Cloud Platform", "US", ""),
    ("azure", "Microsoft Azure", "微软 Azure", "microsoft", "US", ""),
    ("lambda", "Lambda", "Lambda", "Lambda Labs;Lambda Cloud", "US", ""),
    ("nebius", "Nebius", "Nebius", "", "NL", "country: headquarters in Amsterdam"),
    ("runpod", "RunPod", "RunPod", "", "US", ""),
]


def build_providers() -> list[dict]:
    rows = []
    for pid, en, zh, aliases, country, extra in PROVIDERS:
        _, source, as_of, as_of_note = PRICE_FILES[pid]
        rows.append(dict(provider=pid, name_en=en, name_zh=zh, aliases=aliases, country=country,
                         source=BOOK.ref(source), as_of=as_of,
                         notes=join_notes("source and as_of: the price file this provider's "
                                          "instances come from", as_of_note, extra)))
    return rows


# --------------------------------------------------------------------------------------------
# gpus.csv
# --------------------------------------------------------------------------------------------

# gpu-specs.csv row name -> (canonical name, family, form factor, aliases).
# Canonical names follow cloud-catalog style; the bare name is the SXM part where both exist.
SPEC_GPUS = {
    "T4": ("T4", "turing", "pcie", "Tesla T4;T4 16GB;T4G;NVIDIA T4"),
    "A10": ("A10", "ampere", "pcie", "NVIDIA A10;A10 24GB"),
    "A10G (AWS G5)": ("A10G", "ampere", "", "NVIDIA A10G;A10G 24GB"),
    "L4": ("L4", "ada", "pcie", "NVIDIA L4;L4 24GB"),
    "L40S": ("L40S", "ada", "pcie", "NVIDIA L40S;L40S 48GB"),
    "V100-16GB (SXM2)": ("V100", "volta", "sxm",
                         "V100-16GB;V100 16GB;V100 16G;V100-SXM2-16GB;V100 SXM2"),
    "V100-32GB (SXM2)": ("V100-32GB", "volta", "sxm",
                         "V100 32GB;V100 32G;V100-SXM2-32GB;V100 32GB NVLink"),
    "V100 PCIe (16/32GB)": ("V100-PCIE", "volta", "pcie", "V100 PCIe;V100-PCIE-16GB;V100 16GB PCIe"),
    "A100-40GB (SXM4)": ("A100", "ampere", "sxm",
                         ("A100-40GB;A100 40GB;A100 40G;A100-SXM4-40GB;A100 SXM4;A100-40GB-SXM;"
                          "A100 40GB NVLink")),
    "A100-40GB (PCIe)": ("A100-PCIE", "ampere", "pcie",
                         "A100 PCIe;A100-PCIE-40GB;A100 40GB PCIe;A100-40GB-PCIE"),
    "A100-80GB (SXM4)": ("A100-80GB", "ampere", "sxm",
                         "A100 80G;A100 80GB;a100-sxm4-80gb;A100-SXM4-80GB;A100-80GB-SXM"),
    "A100-80GB (PCIe)": ("A100-80GB-PCIE", "ampere", "pcie", "A100 80GB PCIe;A100-PCIE-80GB"),
    "A800-40GB (PCIe)": ("A800-40GB", "ampere", "pcie",
                         "A800 40G;A800-40G;A800 40GB;A800-PCIE-40GB;A800 PCIe"),
    "A800-80GB (SXM4)": ("A800-80GB", "ampere", "sxm",
                         "A800 80G;A800-80G;A800 80GB;A800-SXM4-80GB;A800 SXM"),
    "H100-80GB (SXM5)": ("H100", "hopper", "sxm",
                         "H100-80GB;H100 SXM;H100-SXM;H100 SXM5;H100-80GB-SXM5;H100-MEGA"),
    "H100-80GB (PCIe)": ("H100-PCIE", "hopper", "pcie",
                         "H100 PCIe;H100-PCIE-80GB;H100 80GB PCIe;H100-80GB-PCIE"),
    "H800-80GB (SXM5)": ("H800", "hopper", "sxm", "H800-80GB;H800 80G;H800 SXM;H800-SXM"),
    "H200-141GB (SXM)": ("H200", "hopper", "sxm", "H200-141GB;H200 141GB;H200 SXM;H200-SXM"),
    "H20-96GB": ("H20", "hopper", "", "H20-96GB;H20 96GB;H20 96G"),
    "B200 (HGX, per GPU)": ("B200", "blackwell", "sxm", "B200-180GB;B200 SXM;HGX B200"),
    "RTX 4090": ("RTX4090", "ada", "pcie", "4090;RTX 4090;GeForce RTX 4090"),
    "RTX 3090": ("RTX3090", "ampere", "pcie", "3090;RTX 3090;GeForce RTX 3090"),
    "Tesla P40": ("P40", "pascal", "pcie", "Tesla P40;P40 24GB"),
    "MI300X": ("MI300X", "cdna3", "", "Instinct MI300X;AMD MI300X"),
}

NO_BF16_FAMILIES = {"kepler", "maxwell", "pascal", "volta", "turing"}

# GPUs that instances use but gpu-specs.csv lacks: (vendor, family, aliases, provider and source
# gpu_model whose per-GPU memory is taken). Compute columns stay empty.
CATALOG_ONLY_GPUS = {
    "A6000": ("nvidia", "ampere", "RTXA6000;RTX A6000;NVIDIA RTX A6000", "lambda", "A6000"),
    "RTX6000": ("nvidia", "turing", "Quadro RTX 6000;Quadro RTX6000", "lambda", "RTX6000"),
    "GH200": ("nvidia", "hopper", "GH200 96GB;Grace Hopper GH200", "lambda", "GH200"),
    "B300": ("nvidia", "blackwell", "HGX B300;B300 SXM", "aws", "B300"),
    "RTXPRO6000": ("nvidia", "blackwell",
                   "RTX PRO 6000;RTX PRO 6000 Blackwell;RTX PRO Server 6000", "aws", "RTXPRO6000"),
    "P100": ("nvidia", "pascal", "Tesla P100", "gcp", "P100"),
    "P4": ("nvidia", "pascal", "Tesla P4", "tencent", "P4"),
    "M60": ("nvidia", "maxwell", "Tesla M60", "azure", "M60"),
    "K80": ("nvidia", "kepler", "Tesla K80", "azure", "K80"),
    "A40": ("nvidia", "ampere", "NVIDIA A40;A40 48GB", "runpod", "A40"),
    "L40": ("nvidia", "ada", "NVIDIA L40;L40 48GB", "runpod", "L40"),
    "RTX4000-Ada": ("nvidia", "ada", "RTX 4000 Ada;RTX 4000 Ada Generation", "runpod", "RTX4000-Ada"),
    "RTX6000-Ada": ("nvidia", "ada", "RTX 6000 Ada;RTX 6000 Ada Generation", "runpod", "RTX6000-Ada"),
    "RTXA4000": ("nvidia", "ampere", "RTX A4000", "runpod", "RTXA4000"),
    "RTXA4500": ("nvidia", "ampere", "RTX A4500", "runpod", "RTXA4500"),
    "RTXA5000": ("nvidia", "ampere", "RTX A5000", "runpod", "RTXA5000"),
    # Radeon Instinct MI25 is a Vega (GCN) part; the schema has no family for it, hence "other".
    "MI25": ("amd", "other", "Radeon MI25;Radeon Instinct MI25", "azure", "Radeon MI25"),
}
CATALOG_ONLY_EXTRA_NOTES = {
    "B300": "memory is the AWS-API-reported usable size (nominal 288 GB per the catalog note)",
    "P100": "used only by GCP GPU-only (add-an-N1-host) rows, which are left out of instances.csv",
    "M60": "memory is per GPU as Azure counts it",
    "MI25": "family 'other': Vega (GCN) generation, not CDNA; BF16 support left empty",
}


def build_gpus(ref: Path, price_rows: dict[str, list[dict]]) -> list[dict]:
    specs = {r["gpu_model"]: r for r in read_ref(ref / "gpu-specs.csv")}
    unknown = set(specs) - set(SPEC_GPUS)
    if unknown:
        raise BuildError(f"gpu-specs.csv has rows without a canonical mapping: {sorted(unknown)}")
    rows = []
    for spec_name, (gpu, family, form, aliases) in SPEC_GPUS.items():
        r = specs[spec_name]
        source = r["source"]
        if source.startswith("same as "):
            # e.g. V100-32GB: 'same as V100-16GB (SXM2) row' -> copy that row's source
            other = source[len("same as "):].removesuffix(" row")
            source = specs[other]["source"]
            r = dict(r, notes=join_notes(f"figures as for the {other} row", r["notes"]))
        nvlink = r["nvlink_bandwidth_gbps"]
        if gpu == "MI300X":
            interconnect = "infinity_fabric"
        elif form == "pcie":
            # A PCIe card's NVLink bridge joins pairs only; across a node the GPUs talk over PCIe
            # (seed 001: 8-GPU training over PCIe loses ~40% to communication).
            interconnect = "pcie"
        elif nvlink and dec(nvlink) > 0:
            interconnect = "nvlink"
        else:
            interconnect = "pcie"
        rows.append(dict(
            gpu=gpu, aliases=aliases, vendor="amd" if gpu == "MI300X" else "nvidia",
            family=family, form_factor=form, memory_gb=num(r["memory_gb"]),
            memory_bandwidth_gbs=num(r["memory_bandwidth_gbps"]), fp32_tflops=num(r["fp32_tflops"]),
            tf32_tflops=num(r["tf32_tflops_dense"]), fp16_tflops=num(r["fp16_bf16_tflops_dense"]),
            bf16="false" if family in NO_BF16_FAMILIES else "true",
            fp8_tflops=num(r["fp8_tflops_dense"]), int8_tops=num(r["int8_tops_dense"]),
            interconnect=interconnect, nvlink_gbs=num(nvlink), pcie_gen=num(r["pcie_gen"]),
            tdp_w=num(r["tdp_w"]), confidence=r["confidence"], source=BOOK.ref(source),
            as_of=CATALOG_MONTH,
            notes=join_notes(r["notes"],
                             "source pages undated; as_of is the month these figures entered the "
                             "catalog")))

    for gpu, (vendor, family, aliases, prov, model) in CATALOG_ONLY_GPUS.items():
        mems = {r["gpu_memory_gb"] for r in price_rows[prov] if r["gpu_model"] == model}
        if len(mems) != 1:
            raise BuildError(f"{gpu}: expected one per-GPU memory figure in {prov}, got {mems}")
        _, source, as_of, _ = PRICE_FILES[prov]
        rows.append(dict(
            gpu=gpu, aliases=aliases, vendor=vendor, family=family, form_factor="",
            memory_gb=num(mems.pop()), memory_bandwidth_gbs="", fp32_tflops="", tf32_tflops="",
            fp16_tflops="", bf16="" if vendor == "amd" else
            ("false" if family in NO_BF16_FAMILIES else "true"),
            fp8_tflops="", int8_tops="", interconnect="", nvlink_gbs="", pcie_gen="", tdp_w="",
            confidence="catalog", source=BOOK.ref(source), as_of=as_of,
            notes=join_notes(f"memory_gb from the {prov} instance catalog "
                             f"(per GPU, '{model}')", "family from the product generation name",
                             "compute figures not in the reference data",
                             CATALOG_ONLY_EXTRA_NOTES.get(gpu, ""))))
    return rows


# Figures for GPUs that gpu-specs.csv lacks. Each entry names where the figures come from: a row of
# gpu-datasheet.csv (gpu, variant), or a public page found for this catalog (a spec database or a
# reseller's copy of the vendor datasheet, cited by URL). Columns left out stay empty.
GPU_FIGURES = {
    "L20": dict(datasheet=("L20", "PCIe"), source_prefix="Alibaba",
                cols=("memory_gb", "memory_bandwidth_gbs", "fp32_tflops", "fp16_tflops", "fp8_tflops", "int8_tops")),
    "B300": dict(datasheet=("B300", "SXM"), cols=("memory_gb", "memory_bandwidth_gbs", "fp32_tflops",
                                                  "tf32_tflops", "fp16_tflops", "fp8_tflops", "int8_tops")),
    "L40": dict(datasheet=("L40", "PCIe"), cols=("memory_gb", "memory_bandwidth_gbs", "fp32_tflops", "tf32_tflops",
                                                 "fp16_tflops", "fp8_tflops", "int8_tops")),
    "RTXPRO6000": dict(datasheet=("RTX PRO 6000 Blackwell", "Server Edition (GCP G4)"),
                       cols=("memory_gb", "memory_bandwidth_gbs", "fp32_tflops")),
    "A6000": dict(datasheet=("RTX A6000", "workstation"), cols=("memory_gb", "memory_bandwidth_gbs", "fp32_tflops")),
    "RTX6000-Ada": dict(datasheet=("RTX 6000 Ada", "workstation"),
                        cols=("memory_gb", "memory_bandwidth_gbs", "fp32_tflops")),
    "P100": dict(datasheet=("P100", "PCIe 16GB"), cols=("memory_gb", "memory_bandwidth_gbs", "fp32_tflops",
                                                        "fp16_tflops")),
    "A40": dict(page=("https://www.ecer.com/corp/details-uuuedqa-p1bsay9-multi-display-setups-supported-by-48gb-"
                      "gddr6-ecc-memory-nvidia-a40-gpu-and-vga-outputs.html (reseller copy of the NVIDIA A40 "
                      "datasheet: dense | *sparse)"),
                figures=dict(memory_bandwidth_gbs="696", fp32_tflops="37.4", tf32_tflops="74.8",
                             fp16_tflops="149.7", int8_tops="299.3", nvlink_gbs="112.5", tdp_w="300"),
                note="datasheet table gives dense | *sparse; the dense figures are used"),
    "RTXA4000": dict(page=("https://www.ecer.com/corp/details-uuuedqa-p1bsb03-pci-express-3-0-x16-nvidia-rtx-a4000-"
                           "16g-graphics-card-for-professional-video-editing.html (reseller copy of the NVIDIA RTX "
                           "A4000 datasheet)"),
                     figures=dict(memory_bandwidth_gbs="448", fp32_tflops="19.2", fp16_tflops="76.7", tdp_w="140"),
                     note=("the datasheet's 'Tensor performance 153.4 TFLOPS' is the sparsity figure (192 tensor "
                           "cores x 1.56 GHz x 512 = 153.4); dense = 153.4 / 2 = 76.7")),
    "M60": dict(page="https://fpsbench.com/compare/gpu/nvidia-tesla-m60-vs-nvidia-tesla-t4 (spec database)",
                figures=dict(memory_bandwidth_gbs="160.4", fp32_tflops="4.825", tdp_w="150"),
                note=("per GPU (a Tesla M60 board holds two; 300 W per board, so 150 W per GPU); no FP16 "
                      "arithmetic and no tensor cores, so fp16 stays empty")),
    "P4": dict(page="https://fpsbench.com/compare/gpu/nvidia-tesla-p4-vs-nvidia-tesla-m4 (spec database)",
               figures=dict(memory_bandwidth_gbs="192.3", fp32_tflops="5.704", fp16_tflops="0.08912", tdp_w="75"),
               note="no tensor cores; FP16 runs at 1/64 of FP32 (0.089 TFLOPS), so FP32 is the usable rate"),
    "K80": dict(page=("https://cnews.cz/clanky/nvidia-uvadi-nove-gpu-generace-kepler-gk210-bezi-v-dualni-karte-"
                      "tesla-k80/ (NVIDIA launch figures)"),
                figures=dict(memory_bandwidth_gbs="240", fp32_tflops="4.37", tdp_w="150"),
                note=("per GPU: the K80 board holds two GK210 GPUs (8.74 TFLOPS FP32 at boost and 480 GB/s per "
                      "board); no FP16 arithmetic, so fp16 stays empty")),
    "MI25": dict(page=("https://ocaholic.ch/modules/news/article.php?lang=german&storyid=16679 (AMD launch "
                       "figures)"),
                 figures=dict(memory_bandwidth_gbs="484", fp32_tflops="12.3", fp16_tflops="24.6", tdp_w="300"),
                 note="FP16 is Vega's packed-math rate (no matrix cores)"),
    "RTX6000": dict(page=("https://chip.pl/2018/10/bestia-dla-profesjonalistow-quadro-rtx-6000 (NVIDIA launch "
                          "figures: 16.3 TFLOPS FP32); https://sysrqmts.com/fr/gpus/compare/nvidia-a40-pcie-vs-"
                          "nvidia-quadro-rtx-6000 (672 GB/s)"),
                    figures=dict(memory_bandwidth_gbs="672", fp32_tflops="16.3", tdp_w="260")),
}

# Derivations from the nearest documented card, for GPUs (or columns) with no source: column ->
# ('copy', base) copies the base GPU's figure; ('ratio', base, of) scales this GPU's own ``of``
# column by the base GPU's column/of ratio (same architecture, so the same tensor-to-FP32 ratio).
GPU_DERIVED = {
    "A10G": (("copy", "A10", ("fp32_tflops", "fp16_tflops", "int8_tops")),
             "A10G has no public datasheet; compute figures as the A10 (same GA102 chip and the same 24 GB, "
             "600 GB/s memory)"),
    "A800-40GB": (("keep",), "A800 has no NVIDIA primary source; compute figures are the A100's (A800 = A100 "
                             "with the chip-to-chip interconnect cut to 400 GB/s)"),
    "A800-80GB": (("keep",), "A800 has no NVIDIA primary source; compute figures are the A100's (A800 = A100 "
                             "with the chip-to-chip interconnect cut to 400 GB/s)"),
    "H800": (("keep",), "H800 has no NVIDIA primary source; compute figures are the H100 SXM's (H800 = H100 "
                        "silicon with NVLink cut to 400 GB/s and FP64 cut)"),
    "A6000": (("ratio", "A40", "fp32_tflops", ("tf32_tflops", "fp16_tflops", "int8_tops")),
              "tensor figures from the FP32 rate at the A40's tensor-to-FP32 ratio (same GA102 chip, "
              "professional full-rate accumulate)"),
    "RTX6000-Ada": (("ratio", "L40", "fp32_tflops", ("tf32_tflops", "fp16_tflops", "fp8_tflops", "int8_tops")),
                    "tensor figures from the FP32 rate at the L40's tensor-to-FP32 ratio (same AD102 chip)"),
    "RTXPRO6000": (("ratio", "L40S", "fp32_tflops", ("tf32_tflops", "fp16_tflops", "fp8_tflops", "int8_tops")),
                   "no dense tensor rates published; tensor figures from the FP32 rate at the L40S's "
                   "tensor-to-FP32 ratio (the previous server card of this class), likely an underestimate"),
    "RTX6000": (("ratio", "T4", "fp32_tflops", ("fp16_tflops",)),
                "tensor FP16 from the FP32 rate at the T4's tensor-to-FP32 ratio (same Turing architecture)"),
    "GH200": (("copy", "H100", ("memory_bandwidth_gbs", "fp32_tflops", "tf32_tflops", "fp16_tflops",
                                "fp8_tflops", "int8_tops")),
              "the GPU of a GH200 is an H100 (Hopper); figures as the H100 SXM; its 96 GB HBM3 is faster than "
              "the H100's, so the bandwidth is a lower bound"),
    "RTX4000-Ada": (("copy", "L4", ("memory_bandwidth_gbs", "fp32_tflops", "tf32_tflops", "fp16_tflops",
                                    "fp8_tflops", "int8_tops")),
                    "no figures in the sources; as the L4 (same AD104 chip, a 6,144-core card at 2.175 GHz "
                    "against the L4's 7,424 at 2.04 GHz: within about 10%)"),
    "RTXA5000": (("copy", "A10", ("memory_bandwidth_gbs", "fp32_tflops", "fp16_tflops", "int8_tops")),
                 "no figures in the sources; as the A10 (same GA102 chip and the same 24 GB)"),
    "RTXA4500": (("copy", "RTXA4000", ("memory_bandwidth_gbs", "fp32_tflops", "fp16_tflops")),
                 "no figures in the sources; as the RTX A4000, the nearest documented smaller card (a lower "
                 "bound: the A4500 has more cores and bandwidth)"),
}
DERIVED_ORDER = ("A10G", "A800-40GB", "A800-80GB", "H800", "A6000", "RTX6000-Ada", "RTXPRO6000", "RTX6000",
                 "GH200", "RTX4000-Ada", "RTXA5000", "RTXA4500")


def _dec_str(x: Decimal, places: int = 2) -> str:
    return num(str(x.quantize(Decimal(1).scaleb(-places)))) if x else "0"


# GPUs that only the Chinese clouds' instance docs use: (vendor, family, form factor, aliases).
NEW_GPUS = {"L20": ("nvidia", "ada", "pcie", "NVIDIA L20;L20 48GB")}


def apply_gpu_figures(ref: Path, rows: list[dict]) -> None:
    """Fill figures of catalog-only GPUs from gpu-datasheet.csv or cited pages, then the derivations."""
    sheet_rows = read_ref(ref / "gpu-datasheet.csv")
    for gpu, (vendor, family, form, aliases) in NEW_GPUS.items():
        rows.append({c: "" for c in TABLES["gpus"].column_names} | dict(
            gpu=gpu, aliases=aliases, vendor=vendor, family=family, form_factor=form, interconnect=form,
            bf16="false" if family in NO_BF16_FAMILIES else "true"))
    colmap = {"memory_gb": "memory_gb", "memory_bandwidth_gbs": "mem_bw_gbs", "fp32_tflops": "fp32_tflops",
              "tf32_tflops": "tf32_tflops_dense", "fp16_tflops": "fp16_bf16_tflops_dense",
              "fp8_tflops": "fp8_tflops_dense", "int8_tops": "int8_tops_dense"}
    by = {r["gpu"]: r for r in rows}
    for gpu, spec in GPU_FIGURES.items():
        row = by[gpu]
        if "datasheet" in spec:
            d = next(r for r in sheet_rows if (r["gpu"], r["variant"]) == spec["datasheet"]
                     and r["source"].startswith(spec.get("source_prefix", "")))
            for c in spec["cols"]:
                if d[colmap[c]]:
                    row[c] = num(d[colmap[c]])
            src = d["source"]
            note = f"figures as the cited source gives them for '{' '.join(spec['datasheet'])}'" + (
                f" ({d['notes']})" if d["notes"] else "")
        else:
            row.update(spec["figures"])
            src, note = spec["page"], spec.get("note", "")
        row["source"] = BOOK.ref(src)
        row["confidence"] = "secondary"
        row["as_of"] = CATALOG_MONTH
        row["notes"] = join_notes(note, "memory_gb from the instance catalog" if "memory_gb" not in
                                  spec.get("cols", ()) else "", UNDATED_NOTE)
    for gpu in DERIVED_ORDER:
        how, why = GPU_DERIVED[gpu]
        row = by[gpu]
        if how[0] == "copy":
            base = by[how[1]]
            for c in how[2]:
                if base[c] and not row[c]:
                    row[c] = base[c]
            cites = [by[how[1]]["source"]]
        elif how[0] == "ratio":
            base, of, cols = by[how[1]], how[2], how[3]
            for c in cols:
                if base[c] and base[of] and row[of] and not row[c]:
                    row[c] = _dec_str(Decimal(row[of]) * Decimal(base[c]) / Decimal(base[of]), 1)
            cites = [base["source"]]
        else:
            cites = []
        row["confidence"] = "derived"
        row["source"] = "; ".join(dict.fromkeys(["gpu-advisor-derivation", row["source"], *cites]))
        row["notes"] = join_notes(f"derived: {why}", row["notes"])
    # Every priced GPU needs a compute figure; this build refuses a catalog where one has none.


def check_gpu_aliases(gpus: list[dict]) -> list[str]:
    """Every alias must resolve to exactly one GPU (case-insensitive, ignoring spaces/-/_)."""
    owner: dict[str, str] = {}
    problems = []
    for g in gpus:
        owner[norm_name(g["gpu"])] = g["gpu"]
    for g in gpus:
        for a in filter(None, (x.strip() for x in g["aliases"].split(";"))):
            key = norm_name(a)
            if owner.get(key, g["gpu"]) != g["gpu"]:
                problems.append(f"alias {a!r} of {g['gpu']} clashes with {owner[key]}")
            owner.setdefault(key, g["gpu"])
    return problems


# --------------------------------------------------------------------------------------------
# gpu_names.csv: provider-specific GPU names (one naming rule, used by this build and the importers)
# --------------------------------------------------------------------------------------------

# (provider, instance pattern, name as the price file writes it, canonical GPU, basis). Rules with a
# pattern are tried before general ones; then gpus.csv's aliases decide. The basis is the evidence:
# instance names (sxm/pcie), the provider's own wording, well-documented instance families.
GPU_NAME_RULES = [
    ("aws", "", "T4g", "T4", "AWS T4g (g5g, Graviton host) is the same T4 GPU"),
    ("aws", "", "V100", "V100", "AWS p3 = V100 SXM2 16GB (NVLink)"),
    ("aws", "", "V100-32GB", "V100-32GB", "AWS p3dn = V100 SXM2 32GB (NVLink)"),
    ("aws", "", "A100", "A100", "AWS p4d = A100 40GB SXM4 (NVSwitch)"),
    ("aws", "", "A100-80GB", "A100-80GB", "AWS p4de = A100 80GB SXM4 (NVSwitch)"),
    ("aws", "", "H100", "H100", "AWS p5 = H100 SXM5"),
    ("aws", "", "H200", "H200", "AWS p5e/p5en = H200 (SXM)"),
    ("gcp", r"^a2-(highgpu|megagpu)", "A100", "A100", "GCP A2 highgpu/megagpu = A100 40GB SXM4 (NVSwitch)"),
    ("gcp", r"^a2-ultragpu", "A100-80GB", "A100-80GB", "GCP A2 ultragpu = A100 80GB SXM4 (NVSwitch)"),
    ("gcp", r"^a3-", "H100", "H100", "GCP A3 = H100 SXM"),
    ("gcp", "", "H100-MEGA", "H100", "SkyPilot's H100-MEGA is GCP a3-megagpu, an H100 SXM"),
    ("azure", r"^Standard_NC\d+r?s_v3$", "V100", "V100-PCIE", "Azure NCv3 (NC*s_v3) = V100 16GB PCIe"),
    ("azure", r"^Standard_NC", "A100-80GB", "A100-80GB-PCIE", "Azure NC A100 v4 (NC*ads_A100_v4) = A100 80GB PCIe"),
    ("azure", r"^Standard_ND", "A100-80GB", "A100-80GB", "Azure NDm A100 v4 = A100 80GB SXM4 (NVLink)"),
    ("azure", "", "A100", "A100", "Azure ND A100 v4 = A100 40GB SXM4 (NVLink)"),
    ("azure", "", "V100-32GB", "V100-32GB", "Azure NDv2 = 8x V100 32GB SXM2 (NVLink)"),
    ("azure", r"^Standard_ND", "H100", "H100", "Azure ND H100 v5 = H100 SXM5 (NVLink)"),
    ("azure", r"^Standard_NC", "H100", "H100-PCIE",
     "Azure NC H100 v5 is an NC (PCIe) series, so the PCIe H100; Azure sells it as H100 NVL (94 GB), which the "
     "reference data does not cover; memory 80 is SkyPilot metadata"),
    ("lambda", r"_sxm4$", "A100", "A100", "Lambda name says SXM4"),
    ("lambda", r"^gpu_8x_a100$", "A100", "A100",
     "name has no form factor; Lambda's 8x A100 40GB type is an SXM4 (HGX) node per Lambda's type description "
     "(not in the reference data) - verify"),
    ("lambda", "", "A100", "A100-PCIE",
     "the catalog lists a separate gpu_1x_a100_sxm4 type, so the unsuffixed 1x/2x/4x A100 types are the 40GB "
     "PCIe card"),
    ("lambda", r"_pcie$", "H100", "H100-PCIE", "Lambda name says PCIe"),
    ("lambda", "", "H100", "H100", "Lambda name says SXM5"),
    ("lambda", "", "A100-80GB", "A100-80GB", "Lambda name says SXM4"),
    ("lambda", "", "B200", "B200", "Lambda name says SXM (sxm6)"),
    ("lambda", "", "V100", "V100",
     "Lambda 8x V100 16GB; form factor not in the name, mapped to the SXM2 part (8-GPU V100 servers use NVLink "
     "SXM2 boards) - verify"),
    ("nebius", r"-sxm", "H100", "H100", "Nebius preset name says SXM"),
    ("nebius", r"-sxm", "H200", "H200", "Nebius preset name says SXM"),
    ("nebius", r"-sxm", "B200", "B200", "Nebius preset name says SXM"),
    ("runpod", "", "A100-80GB", "A100-80GB-PCIE",
     "RunPod 'A100-80GB' is the PCIe card (SXM is listed as A100-80GB-SXM)"),
    ("runpod", "", "A100-80GB-SXM", "A100-80GB", "RunPod name says SXM"),
    ("runpod", "", "H100", "H100-PCIE", "RunPod 'H100' is the PCIe card (SXM is listed as H100-SXM)"),
    ("runpod", "", "H100-SXM", "H100", "RunPod name says SXM"),
    ("runpod", "", "RTXA6000", "A6000", "RunPod RTXA6000 = NVIDIA RTX A6000"),
    ("alibaba", r"^ecs\.(ebm)?gn7e[-.]", "*", "A100-80GB",
     "Alibaba gn7e/ebmgn7e = A100 80GB SXM4 with NVSwitch (third-party reports call the China part A800)"),
    ("alibaba", r"^ecs\.(ebm)?gn7[-.]", "*", "A100", "Alibaba gn7/ebmgn7 = A100 40GB SXM4 with NVSwitch"),
    ("alibaba", r"^ecs\.(ebm)?gn6v[-.]", "*", "V100", "Alibaba gn6v/ebmgn6v = V100 16GB SXM2 (NVLink)"),
    ("alibaba", r"^ecs\.(ebm)?gn6e[-.]", "*", "V100-32GB", "Alibaba gn6e/ebmgn6e = V100 32GB SXM2 (NVLink)"),
    ("alibaba", r"^ecs\.(ebm)?gn8v[-.]", "*", "H20",
     "Alibaba's doc does not name the gn8v GPU; its figures (96 GB HBM3, 4 TB/s, NVLink 900 GB/s) match "
     "third-party descriptions of the H20"),
    ("alibaba", r"^ecs\.(ebm)?gn8i[as][-.]", "*", "L20", "Alibaba gn8is/ebmgn8is/ebmgn8ia = NVIDIA L20 (the doc)"),
    ("tencent", r"^GT4\.", "*", "A100", "Tencent GT4 = A100 40GB with NVLink (price page), i.e. the SXM4 part"),
    ("tencent", r"^GN10Xp?\.", "*", "V100-32GB",
     "Tencent GN10X/GN10Xp = V100 32GB NVLink (price page), i.e. SXM2"),
]
GPU_NAMES_SOURCE = "gpu-advisor-derivation"


def build_gpu_names() -> list[dict]:
    return [dict(provider=p, instance_pattern=pat, name=n, gpu=g, basis=b, source=GPU_NAMES_SOURCE,
                 as_of=CATALOG_MONTH, notes="the basis is the evidence; see the instances' price files")
            for p, pat, n, g, b in GPU_NAME_RULES]


def namer(gpus: list[dict]):
    return GpuNamer(pd.DataFrame(gpus, dtype=object), pd.DataFrame(build_gpu_names(), dtype=object))
