"""Host sizing: CPU cores, RAM (a real DIMM configuration), system and data disks, from a rule set.

Two rule sets live in ``host_rules.csv``: ``seed001_formula`` (per-GPU ratios; the default, close to
real cloud shapes) and ``seed000_table`` (a generous per-GPU table for a few training GPUs). They
disagree, so every result names the rule set and the row actually used. Everything works on whole
columns: ``size_hosts`` takes one row per configuration and returns aligned ``host_*`` columns.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pandas as pd

from .model import Catalog, cached
from .tableio import as_float

DEFAULT_RULE_SET = "seed001_formula"
FALLBACK_RULE_SET = "seed001_formula"


@dataclass(frozen=True)
class HostSpec:
    """One host (one node): what the rule set asks for, and how a real instance compares."""

    rule_set: str
    rule_gpu: str | None  # the host_rules row used ('' = the rule set's generic row)
    fallback: bool  # the chosen rule set had no row for this GPU/task; seed001_formula was used
    cpu_cores: int
    cpu_cores_min: int
    ram_gb: int
    ram_gb_min: float
    ram_dimms: int
    ram_dimm_gb: int
    system_disk_gb: int
    data_disk_gb: int
    instance_vcpus: float | None
    instance_ram_gb: float | None
    cpu_ok: bool | None  # None: the catalog does not say how many vCPUs the instance has
    ram_ok: bool | None
    # The RAM below which a server is refused (the rule's minimum, or less: host_check_ram_x_gpu_mem x GPU memory
    # where standard servers have less than the rule asks); None: not known (an answer saved before it was kept)
    ram_gb_check: float | None = None
    rule_source: str | None = None  # the host_rules row's source ("seed-001")
    rule_ram_x_gpu_mem: float | None = None  # the rule's least RAM as a multiple of the GPUs' memory (None: per GPU)
    rule_ram_x_gpu_mem_max: float | None = None  # the rule's most RAM as a multiple of the GPUs' memory (the range's top)
    gpu_memory_gb: float | None = None  # the server's GPU memory, all its GPUs
    # The multiple of the GPUs' memory below which a server is refused (defaults.csv host_check_ram_x_gpu_mem), where
    # it, not the rule's minimum, is the check; None: the rule's minimum is the check
    check_ram_x_gpu_mem: float | None = None
    # The CPU figures are compared in vCPUs: the rule's cores x vcpus_per_host_core (defaults.csv, 1: the seeds' 核
    # are counted as cloud consoles count them, in vCPUs)
    vcpus_per_core: float = 1.0
    # The host's CPU architecture (instance_cpus.csv): "x86_64" or "aarch64" (Arm); None: the catalog does not say
    cpu_arch: str | None = None
    # A service's system disk sized by its own rule: the operating system's and the serving image's GB
    # (defaults.csv serving_os_gb, serving_image_gb) before rounding up; None: another rule sized it
    system_disk_os_gb: float | None = None
    system_disk_image_gb: float | None = None

    @property
    def vcpus_min(self) -> float:
        """The rule's least CPU in vCPUs, the figure the server's vCPUs are checked against."""
        return self.cpu_cores_min * self.vcpus_per_core

    @property
    def vcpus_recommended(self) -> float:
        """The rule's recommended CPU in vCPUs."""
        return self.cpu_cores * self.vcpus_per_core

    @property
    def ram_x_gpu_mem(self) -> float | None:
        """The server's RAM as a multiple of its GPUs' memory (1,152 GB for 8 × 80 GB: 1.8); None when unknown."""
        if self.instance_ram_gb is None or not self.gpu_memory_gb:
            return None
        return self.instance_ram_gb / self.gpu_memory_gb

    @property
    def ram_below_rule(self) -> bool:
        """The server's RAM is below the rule's minimum although it passes the check (a lean standard server)."""
        return (self.ram_ok is True and self.instance_ram_gb is not None
                and self.instance_ram_gb < self.ram_gb_min - 1e-9)


def dimm_configurations(defaults: dict[str, float]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Every balanced DIMM population: (total GB sorted, DIMM count, DIMM size), fewest DIMMs per total."""
    sizes = []
    s = defaults["dimm_size_min_gb"]
    while s <= defaults["dimm_size_max_gb"]:
        sizes.append(s)
        s *= 2
    counts = sorted({c for k in range(0, 12) for c in (2 ** k, 3 * 2 ** k)
                     if c <= defaults["dimm_count_max"] and c != 3})
    best: dict[float, tuple[int, float]] = {}
    for size in sizes:
        for n in counts:
            total = size * n
            if total not in best or n < best[total][0]:
                best[total] = (n, size)
    totals = np.array(sorted(best), dtype=float)
    return totals, np.array([best[t][0] for t in totals]), np.array([best[t][1] for t in totals])


def round_to_dimms(target: np.ndarray, minimum: np.ndarray, defaults: dict[str, float]):
    """Nearest real DIMM total to ``target`` that is not below ``minimum``; returns (total, count, size)."""
    totals, counts, sizes = dimm_configurations(defaults)
    target = np.asarray(target, dtype=float)
    minimum = np.asarray(minimum, dtype=float)
    last = len(totals) - 1
    lo_i = np.clip(np.searchsorted(totals, target, side="right") - 1, 0, last)
    hi_i = np.clip(np.searchsorted(totals, target, side="left"), 0, last)
    lo, hi = totals[lo_i], totals[hi_i]
    use_lo = (lo >= minimum) & ((target - lo) < (hi - target))
    idx = np.where(use_lo, lo_i, hi_i)
    # The minimum itself may sit above the nearest-to-target choice (a very small target).
    need = totals[idx] < minimum
    idx = np.where(need, np.clip(np.searchsorted(totals, minimum, side="left"), 0, last), idx)
    return totals[idx], counts[idx], sizes[idx]


_RULE_COLS = ("cpu_per_gpu_min", "cpu_per_gpu_max", "ram_x_gpu_mem_min", "ram_x_gpu_mem_max", "ram_gb_per_gpu_min",
              "ram_gb_per_gpu_max", "system_disk_gb", "system_disk_x_model", "data_disk_gb_min")


def _rule_for(rules: list[dict], specs: dict[str, tuple], gpu: str, rule_set: str, rtask: str) -> tuple[dict, bool]:
    """The host_rules row for one GPU: exact name, else the same family and memory, else the same family's
    nearest memory, else the rule set's generic row, else seed001_formula's generic row (fallback=True)."""
    for rs in (rule_set, FALLBACK_RULE_SET):
        rows = [r for r in rules if r["rule_set"] == rs and r["task"] in (rtask, "any")]
        named = [r for r in rows if r["gpu"]]
        hit = [r for r in named if r["gpu"] == gpu]
        if not hit and gpu in specs:
            fam, mem = specs[gpu]
            same = [r for r in named if r["gpu"] in specs and specs[r["gpu"]][0] == fam]
            if same:
                hit = [min(same, key=lambda r: abs(specs[r["gpu"]][1] - mem))]
        if not hit:
            hit = [r for r in rows if not r["gpu"]]
        if hit:
            return hit[0], rs != rule_set
    raise LookupError(f"host_rules has no generic {FALLBACK_RULE_SET} row for {rtask}")


def _rule_rows(cat: Catalog, rule_set: str, task: str, gpus: np.ndarray) -> tuple[pd.Index, dict[str, np.ndarray]]:
    """One host_rules row per distinct GPU of ``gpus`` (see ``_rule_for``): the GPUs and the rule columns as arrays,
    kept with the catalog (its host_rules and gpus tables are all it reads)."""
    names = tuple(pd.unique(np.asarray(gpus, dtype=object)))
    return cached(cat, ("host.rule_rows", rule_set, task == "inference", names),
                  lambda: _new_rule_rows(cat, rule_set, task, names))


def _new_rule_rows(cat: Catalog, rule_set: str, task: str, gpus) -> tuple[pd.Index, dict[str, np.ndarray]]:
    rtask = "inference" if task == "inference" else "train"
    rules = [{**r, "gpu": "" if pd.isna(r["gpu"]) else str(r["gpu"])} for r in cat["host_rules"].to_dict("records")]
    g = cat["gpus"]
    specs = dict(zip(g["gpu"], zip(g["family"], g["memory_gb"].astype(float))))
    out = []
    for gpu in gpus:
        chosen, fallback = _rule_for(rules, specs, gpu, rule_set, rtask)
        row = {"gpu": gpu, "rule_set": chosen["rule_set"], "rule_gpu": chosen["gpu"], "fallback": fallback,
               "source": "" if pd.isna(chosen.get("source")) else str(chosen.get("source"))}
        for c in _RULE_COLS:
            row[c] = float(chosen[c]) if pd.notna(chosen[c]) else np.nan
        out.append(row)
    frame = pd.DataFrame(out)
    return pd.Index(frame["gpu"] if len(frame) else []), {c: frame[c].to_numpy() for c in frame.columns}


def size_hosts(cat: Catalog, frame: pd.DataFrame, *, task: str, method: str = "full",
               rule_set: str = DEFAULT_RULE_SET, model_gb: float = 0.0, dataset_gb: float = 0.0,
               checkpoint_gb: float = 0.0) -> pd.DataFrame:
    """Host columns for each row of ``frame`` (columns gpu, gpus_per_node, gpu_memory_gb, vcpus, ram_gb).

    Returns a frame with the same index: host_rule_set, host_rule_gpu, host_fallback, host_cpu_cores,
    host_cpu_cores_min, host_ram_gb, host_ram_gb_min, host_ram_dimms, host_ram_dimm_gb,
    host_system_disk_gb, host_data_disk_gb, host_cpu_ok, host_ram_ok (NaN = unknown).
    """
    cols = host_columns(cat, frame["gpu"].to_numpy(object), frame["gpus_per_node"].astype(float).to_numpy(),
                        frame["gpu_memory_gb"].astype(float).to_numpy(),
                        pd.to_numeric(frame["vcpus"], errors="coerce").to_numpy(float),
                        pd.to_numeric(frame["ram_gb"], errors="coerce").to_numpy(float), task=task, method=method,
                        rule_set=rule_set, model_gb=model_gb, dataset_gb=dataset_gb, checkpoint_gb=checkpoint_gb)
    return pd.DataFrame(cols, index=frame.index)


def host_columns(cat: Catalog, gpus: np.ndarray, gpus_per_node: np.ndarray, gpu_memory_gb: np.ndarray,
                 vcpus: np.ndarray, ram_gb: np.ndarray, *, task: str, method: str = "full",
                 rule_set: str = DEFAULT_RULE_SET, model_gb: float = 0.0, dataset_gb: float = 0.0,
                 checkpoint_gb: float = 0.0) -> dict[str, np.ndarray]:
    """``size_hosts`` on arrays (GPU names, GPUs per node, GPU memory, vCPUs and RAM as floats, NaN unknown): its
    columns as a dict of arrays, without a frame."""
    d = _defaults(cat)
    pos = d["host_range_position"]
    n = len(gpus)
    names, rules = _rule_rows(cat, rule_set, task, gpus)
    # One rule row per distinct GPU: each row takes its GPU's rule columns (a left join, by position).
    at = names.get_indexer(pd.Index(gpus)) if len(names) else np.full(n, -1)
    r = {c: v[at] if len(names) else np.full(n, np.nan) for c, v in rules.items()}
    g = gpus_per_node
    mem = g * gpu_memory_gb

    def mid(lo, hi):
        lo, hi = r[lo].astype(float), r[hi].astype(float)
        return lo + pos * (np.where(np.isnan(hi), lo, hi) - lo), lo

    cpu_mid, cpu_lo = mid("cpu_per_gpu_min", "cpu_per_gpu_max")
    cpu = np.ceil(g * cpu_mid)
    cpu_min = np.ceil(g * cpu_lo)
    x_mid, x_lo = mid("ram_x_gpu_mem_min", "ram_x_gpu_mem_max")
    p_mid, p_lo = mid("ram_gb_per_gpu_min", "ram_gb_per_gpu_max")
    per_gpu = ~np.isnan(p_lo)
    ram_target = np.where(per_gpu, g * p_mid, mem * x_mid)
    ram_min = np.where(per_gpu, g * p_lo, mem * x_lo)
    total, count, size = round_to_dimms(ram_target, ram_min, d)

    step = d["disk_size_step_gb"]
    sys_fixed = r["system_disk_gb"].astype(float)
    sys_x = r["system_disk_x_model"].astype(float)
    # Seed 001's formula: the model size x 5 and the dataset, the dataset only where no other disk holds it: its
    # 8 x H100 example gives the system disk "模型+checkpoint" and the data disk "按数据集大小配置". A training's data
    # disk (or the local NVMe that replaces it) below always holds the dataset, so its system disk holds none (walk
    # 19: 5,000 GB of data got 5,100 + 5,100 GB a server, the system disk 29% of the job). A service keeps no
    # dataset but its software image (serving_image_gb): a 7B chat once got the 500 GB of the 2 x A100 example.
    # A service's own rule (walk 23: 405B serving got 4,100 GB a server from "model x 5", a training's room for its
    # checkpoints, while its data disk held the weights): the operating system (serving_os_gb) and the serving
    # image (serving_image_gb); its data disk below always holds the weights, so they are not here again. A rule row
    # that sizes the system disk itself (a fixed size, or x model) still does.
    image = float(d.get("serving_image_gb", 0.0)) if task == "inference" else 0.0
    os_gb = float(d.get("serving_os_gb", np.nan)) if task == "inference" else np.nan
    serving = (task == "inference") & np.isnan(sys_fixed) & np.isnan(sys_x) & (not np.isnan(os_gb))
    beside = image + (0.0 if np.isnan(os_gb) else os_gb)
    system = np.where(np.isnan(sys_fixed), np.nan_to_num(sys_x) * model_gb + beside, sys_fixed)
    keep = d.get("checkpoint_keep", 0.0)
    if task == "inference":
        need = np.full(n, model_gb)
    else:
        need = np.full(n, dataset_gb + keep * checkpoint_gb)
    data_min = r["data_disk_gb_min"].astype(float)
    # The rule's "4 TB+" floor is seed 001's advice for its own case, training a 70B-class model from scratch on
    # 8 x H100 ("数据盘: 按数据集大小配置，建议4TB+" under that example): it applies to training from scratch of a
    # model of that class (weights of at least tree_params_70b in 16 bits). Other jobs get the disk their data and
    # checkpoints need ("sized by the dataset"); 4 TB of block storage for 50 GB of images costs more than the GPUs.
    big = model_gb >= d["tree_params_70b"] * d["bytes_per_param_bf16"] / 1e9
    if task == "train" and method == "full" and big:
        need = np.fmax(need, np.nan_to_num(data_min))
    vcpus = vcpus / d["vcpus_per_host_core"]
    ram = ram_gb
    # Too small only below what providers themselves build for these GPUs (host_check_ram_x_gpu_mem in
    # defaults.csv): the rule's range sizes a host, but a standard 8 x B200 node with 1.24 x its GPU memory in RAM
    # is not "too small". (The rules' CPU minimum is already below every standard node's.)
    cpu_check = cpu_min
    ram_check = np.fmin(ram_min, mem * d["host_check_ram_x_gpu_mem"])
    cpu_ok = np.where(np.isnan(vcpus), np.nan, (vcpus >= cpu_check).astype(float))
    ram_ok = np.where(np.isnan(ram), np.nan, (ram >= ram_check).astype(float))
    # The rule's least RAM as a multiple of the GPUs' memory (NaN: the rule gives GB per GPU), for the words
    ram_x = np.where(per_gpu, np.nan, x_lo)
    ram_x_max = np.where(per_gpu, np.nan, np.where(np.isnan(r["ram_x_gpu_mem_max"].astype(float)), x_lo,
                                                   r["ram_x_gpu_mem_max"].astype(float)))
    # The check's multiple of the GPUs' memory where it, not the rule's minimum, is the figure a server is refused
    # under (NaN: the rule's minimum is the check), for the words of a refused server
    check_x = np.where(ram_check < ram_min - 1e-9, float(d["host_check_ram_x_gpu_mem"]), np.nan)
    return {
        "host_rule_set": r["rule_set"], "host_rule_gpu": r["rule_gpu"],
        "host_fallback": r["fallback"].astype(bool),
        "host_cpu_cores": cpu, "host_cpu_cores_min": cpu_min,
        "host_ram_gb": total, "host_ram_gb_min": ram_min, "host_ram_dimms": count, "host_ram_dimm_gb": size,
        "host_system_disk_gb": np.ceil(np.fmax(system, 1.0) / step) * step,
        # what sized a service's system disk by its own rule (NaN: another rule sized it): the OS and the image
        "host_system_disk_os_gb": np.where(serving, os_gb, np.nan),
        "host_system_disk_image_gb": np.where(serving, image, np.nan),
        "host_data_disk_gb": np.ceil(np.fmax(need, 1.0) / step) * step,
        "host_cpu_ok": cpu_ok, "host_ram_ok": ram_ok,  # against the checks; *_min are the rule's own minimums
        "host_ram_gb_check": ram_check, "host_rule_source": r["source"] if "source" in r else np.full(n, ""),
        "host_rule_ram_x": ram_x, "host_rule_ram_x_max": ram_x_max, "host_gpu_memory_gb": mem,
        "host_check_ram_x": check_x, "host_vcpus_per_core": np.full(n, float(d["vcpus_per_host_core"])),
    }


def host_spec(row) -> HostSpec:
    """The HostSpec of one row of a frame that carries ``size_hosts`` columns (and vcpus, ram_gb)."""
    def opt(x):
        return None if x is None or pd.isna(x) else float(x)

    def ok(x):
        return None if pd.isna(x) else bool(x)
    return HostSpec(
        rule_set=str(row["host_rule_set"]), rule_gpu=str(row["host_rule_gpu"]) or None,
        fallback=bool(row["host_fallback"]), cpu_cores=int(row["host_cpu_cores"]),
        cpu_cores_min=int(row["host_cpu_cores_min"]), ram_gb=int(row["host_ram_gb"]),
        ram_gb_min=float(row["host_ram_gb_min"]), ram_dimms=int(row["host_ram_dimms"]),
        ram_dimm_gb=int(row["host_ram_dimm_gb"]), system_disk_gb=int(row["host_system_disk_gb"]),
        data_disk_gb=int(row["host_data_disk_gb"]), instance_vcpus=opt(row.get("vcpus")),
        instance_ram_gb=opt(row.get("ram_gb")), cpu_ok=ok(row["host_cpu_ok"]), ram_ok=ok(row["host_ram_ok"]),
        ram_gb_check=opt(row.get("host_ram_gb_check")), rule_source=str(row.get("host_rule_source") or "") or None,
        rule_ram_x_gpu_mem=opt(row.get("host_rule_ram_x")), vcpus_per_core=opt(row.get("host_vcpus_per_core")) or 1.0,
        rule_ram_x_gpu_mem_max=opt(row.get("host_rule_ram_x_max")), gpu_memory_gb=opt(row.get("host_gpu_memory_gb")),
        check_ram_x_gpu_mem=opt(row.get("host_check_ram_x")), cpu_arch=_arch(row.get("cpu_arch")),
        system_disk_os_gb=opt(row.get("host_system_disk_os_gb")),
        system_disk_image_gb=opt(row.get("host_system_disk_image_gb")))


def _arch(v) -> str | None:
    return v if isinstance(v, str) and v else None


def size_host(cat: Catalog, gpu: str, gpus: float, *, task: str, method: str = "full",
              rule_set: str = DEFAULT_RULE_SET, gpu_memory_gb: float | None = None, vcpus: float | None = None,
              ram_gb: float | None = None, model_gb: float = 0.0, dataset_gb: float = 0.0,
              checkpoint_gb: float = 0.0) -> HostSpec:
    """One host, e.g. ``size_host(cat, "H100", 8, task="train")`` -> 80 cores, 1536 GB (6 x 256 GB)."""
    if gpu_memory_gb is None:
        specs = cat["gpus"].set_index("gpu")
        gpu_memory_gb = as_float(specs.at[gpu, "memory_gb"])
    frame = pd.DataFrame({"gpu": [gpu], "gpus_per_node": [gpus], "gpu_memory_gb": [gpu_memory_gb],
                          "vcpus": [np.nan if vcpus is None else vcpus],
                          "ram_gb": [np.nan if ram_gb is None else ram_gb]})
    cols = size_hosts(cat, frame, task=task, method=method, rule_set=rule_set, model_gb=model_gb,
                      dataset_gb=dataset_gb, checkpoint_gb=checkpoint_gb)
    return host_spec(pd.concat([frame, cols], axis=1).iloc[0])


def _defaults(cat: Catalog) -> dict[str, float]:
    from .cost import defaults
    return defaults(cat)
