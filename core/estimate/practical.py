"""What a GPU and an instance can be used for: the catalog's rules of practice, as data.

``gpu_support.csv`` says per GPU whether it computes in BF16 and FP8, its compute capability (CUDA) or target
(ROCm), and whether a current PyTorch release ships a build that runs it; ``instance_purposes.csv`` says per
provider and instance-type pattern what an instance is for (``vdi_graphics``, ``fractional``, ``retired``,
or only ``training`` / ``serving``), each row with its source. The engine never offers a GPU the job's
precision or today's PyTorch cannot use, nor an instance whose purpose excludes the job; the rows stay in the
catalog and the editor shows why. ``instance_cpus.csv`` says per provider and instance-type pattern whether the
host's CPU is x86_64 or aarch64 (Arm): an Arm host needs aarch64 builds of the software, and a GPU PyTorch's aarch64
builds do not run (below defaults.csv ``aarch64_pytorch_min_compute_capability``: the T4G of AWS G5g) is offered on
such a host only when the scenario's own choices leave nothing else (``arm_refused_mask``; the answer then warns).
Codes only, no sentences; no Qt.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

import numpy as np
import pandas as pd

from ..catalog import Catalog, cached

# Purposes that no training or serving answer uses, and the purpose that excludes the other kind of job.
NEVER = ("vdi_graphics", "fractional", "retired")
ONLY = {"training": "inference", "serving": "training"}  # purpose -> the kind of job it excludes
# Why a GPU is not offered (codes, core/base/codes.py).
GPU_UNSUPPORTED = "gpu_pytorch_unsupported"
NO_BF16 = "gpu_no_bf16"
NO_FP8 = "gpu_no_fp8"
NO_SERVING = "gpu_serving_unsupported"
# An Arm host whose GPU PyTorch's aarch64 builds do not run (offered only when nothing else is left).
ARM_GPU_UNSUPPORTED = "arm_gpu_unsupported"
ARM = "aarch64"
ARM_MIN_CC = "aarch64_pytorch_min_compute_capability"  # defaults.csv


def table(cat: Catalog, name: str) -> pd.DataFrame:
    """The catalog's ``name`` table; an older catalog without it (or with it empty) uses the bundled one."""
    t = cat.tables.get(name)
    if t is None or t.empty:
        from ..catalog import load_bundled
        t = load_bundled().tables.get(name)
    return t if t is not None else pd.DataFrame()


def _flag(v) -> bool | None:
    return None if v is None or v is pd.NA or (isinstance(v, float) and np.isnan(v)) else bool(v)


def gpu_support(cat: Catalog) -> dict[str, dict]:
    """GPU -> its gpu_support row (dict), kept in the catalog's cache."""
    def build() -> dict[str, dict]:
        t = table(cat, "gpu_support")
        return {str(r["gpu"]): r for r in t.to_dict("records")} if len(t) else {}
    out: dict[str, dict] = cached(cat, ("practical", "gpu_support"), build)
    return out


def _serving_min_cc(cat: Catalog) -> float | None:
    """defaults.csv ``serving_min_compute_capability`` (vLLM's requirement), None without the row."""
    d = cat.tables.get("defaults")
    if d is None or "name" not in d:
        return None
    hit = d.loc[d["name"] == "serving_min_compute_capability", "value"]
    return float(hit.iloc[0]) if len(hit) else None


def gpu_refusals(cat: Catalog, gpu: str, precision: str | None, serving: bool = False) -> tuple[str, ...]:
    """Why ``gpu`` cannot run a job in ``precision`` (codes; empty: it can, or the table has no row for it). A
    service also needs the serving engine's minimum compute capability (a CUDA GPU below it: ``NO_SERVING``)."""
    r = gpu_support(cat).get(str(gpu))
    if r is None:
        return ()
    out = []
    if _flag(r.get("pytorch_current")) is False:
        out.append(GPU_UNSUPPORTED)
    cc, floor = r.get("compute_capability"), _serving_min_cc(cat) if serving else None
    if floor is not None and r.get("stack") == "cuda" and cc is not None and not pd.isna(cc) and float(cc) < floor:
        out.append(NO_SERVING)
    if precision == "bf16" and _flag(r.get("bf16")) is False:
        out.append(NO_BF16)
    if precision == "fp8" and _flag(r.get("fp8")) is False:
        out.append(NO_FP8)
    return tuple(out)


def _rules(cat: Catalog) -> dict[str, list[tuple[re.Pattern, str]]]:
    def build() -> dict[str, list[tuple[re.Pattern, str]]]:
        t = table(cat, "instance_purposes")
        rules: dict[str, list[tuple[re.Pattern, str]]] = {}
        for prov, pat, purpose in zip(t.get("provider", []), t.get("instance_pattern", []), t.get("purpose", [])):
            try:
                rx = re.compile(str(pat))
            except re.error:  # refused on load (catalog checks); never here
                continue
            rules.setdefault(str(prov).lower(), []).append((rx, str(purpose)))
        return rules
    out: dict[str, list[tuple[re.Pattern, str]]] = cached(cat, ("practical", "purpose_rules"), build)
    return out


def purposes(cat: Catalog, provider: str, instance_type: str) -> tuple[str, ...]:
    """The purposes instance_purposes.csv gives ``provider``'s ``instance_type`` (empty: any job)."""
    return tuple(dict.fromkeys(p for rx, p in _rules(cat).get(str(provider).lower(), ())
                               if rx.search(str(instance_type))))


def purpose_refusals(found: Iterable[str], training: bool) -> tuple[str, ...]:
    """The purposes among ``found`` that exclude a training (or, ``training=False``, a serving) job."""
    other = "training" if training else "inference"
    return tuple(p for p in found if p in NEVER or ONLY.get(p) == other)


def practical_mask(cat: Catalog, providers: Iterable, instance_types: Iterable, gpus: Iterable, training: bool,
                   precision: str | None) -> np.ndarray:
    """True for each instance (parallel sequences) a training (or serving) job in ``precision`` may be offered:
    its GPU runs the precision on a current PyTorch, and no purpose of the instance excludes the job. Each
    distinct GPU and each distinct (provider, instance type) is decided once."""
    gpus, providers, instance_types = list(gpus), list(providers), list(instance_types)
    if not gpus:
        return np.zeros(0, dtype=bool)
    gcode, guniq = pd.factorize(pd.Series(gpus, dtype=object).astype(str), use_na_sentinel=False)
    ok = np.array([not gpu_refusals(cat, g, precision, serving=not training) for g in guniq], dtype=bool)[gcode]
    rules = _rules(cat)
    prov = pd.Series(providers, dtype=object).astype(str).str.lower()
    if rules and prov.isin(list(rules)).any():
        pairs = prov + "\x1f" + pd.Series(instance_types, dtype=object).astype(str)
        pcode, puniq = pd.factorize(pairs, use_na_sentinel=False)
        keep_u = np.ones(len(puniq), dtype=bool)
        for i, key in enumerate(puniq):
            p, it = key.split("\x1f", 1)
            if p in rules and purpose_refusals(purposes(cat, p, it), training):
                keep_u[i] = False
        ok &= keep_u[pcode]
    return ok


# --------------------------------------------------------------------------- the host's CPU (instance_cpus.csv)


@dataclass(frozen=True)
class HostCpu:
    """The CPU instance_cpus.csv gives an instance type: ``arch`` x86_64 or aarch64, the CPU's name, the provider's
    own image that runs PyTorch on it where PyTorch's aarch64 builds do not run its GPU ('' : none), the row's
    source ids."""

    arch: str
    cpu: str
    vendor_image: str
    source: str


def _text(v) -> str:
    return "" if v is None or v is pd.NA or (isinstance(v, float) and np.isnan(v)) else str(v)


def _cpu_rules(cat: Catalog) -> dict[str, list[tuple[re.Pattern, HostCpu]]]:
    def build() -> dict[str, list[tuple[re.Pattern, HostCpu]]]:
        rules: dict[str, list[tuple[re.Pattern, HostCpu]]] = {}
        for r in table(cat, "instance_cpus").to_dict("records"):
            try:
                rx = re.compile(_text(r.get("instance_pattern")))
            except re.error:  # refused on load (catalog checks); never here
                continue
            rules.setdefault(_text(r.get("provider")).lower(), []).append(
                (rx, HostCpu(arch=_text(r.get("cpu_arch")), cpu=_text(r.get("cpu")),
                             vendor_image=_text(r.get("vendor_image")), source=_text(r.get("source")))))
        return rules
    out: dict[str, list[tuple[re.Pattern, HostCpu]]] = cached(cat, ("practical", "cpu_rules"), build)
    return out


def host_cpu(cat: Catalog, provider: str, instance_type: str) -> HostCpu | None:
    """The first instance_cpus.csv row of ``provider`` whose pattern ``instance_type`` contains; None: the catalog
    does not say (the engine then assumes nothing of the CPU: no Arm rule, no warning)."""
    for rx, cpu in _cpu_rules(cat).get(str(provider).lower(), ()):
        if rx.search(str(instance_type)):
            return cpu
    return None


def cpu_archs(cat: Catalog, providers: Iterable, instance_types: Iterable) -> np.ndarray:
    """Per instance (parallel sequences), its CPU architecture ('' : not given); each distinct pair decided once."""
    prov = pd.Series(list(providers), dtype=object).astype(str)
    its = pd.Series(list(instance_types), dtype=object).astype(str)
    if not len(prov):
        return np.zeros(0, dtype=object)
    code, uniq = pd.factorize(prov + "\x1f" + its, use_na_sentinel=False)
    archs = []
    for key in uniq:
        p, it = key.split("\x1f", 1)
        found = host_cpu(cat, p, it)
        archs.append(found.arch if found is not None else "")
    return np.array(archs, dtype=object)[code]


def arm_min_compute_capability(cat: Catalog) -> float | None:
    """defaults.csv ``aarch64_pytorch_min_compute_capability`` (PyTorch's aarch64 CUDA builds), None without it."""
    d = table(cat, "defaults")
    if "name" not in d:
        return None
    hit = d.loc[d["name"] == ARM_MIN_CC, "value"]
    return float(hit.iloc[0]) if len(hit) else None


def arm_gpu_refused(cat: Catalog, arch: str, gpu: str) -> bool:
    """An Arm host (``arch`` aarch64) whose CUDA GPU is below the compute capability PyTorch's aarch64 builds run."""
    if arch != ARM:
        return False
    floor = arm_min_compute_capability(cat)
    r = gpu_support(cat).get(str(gpu))
    if floor is None or r is None or r.get("stack") != "cuda":
        return False
    cc = r.get("compute_capability")
    return cc is not None and not pd.isna(cc) and float(cc) < floor


def arm_refused_mask(cat: Catalog, providers: Iterable, instance_types: Iterable, gpus: Iterable) -> np.ndarray:
    """True for each instance (parallel sequences) on an Arm host whose GPU PyTorch's aarch64 builds do not run."""
    archs = cpu_archs(cat, providers, instance_types)
    gpus = list(gpus)
    if not len(archs):
        return np.zeros(0, dtype=bool)
    code, uniq = pd.factorize(pd.Series(archs, dtype=object) + "\x1f" + pd.Series(gpus, dtype=object).astype(str),
                              use_na_sentinel=False)
    refused = np.array([arm_gpu_refused(cat, *key.split("\x1f", 1)) for key in uniq], dtype=bool)
    return refused[code]
