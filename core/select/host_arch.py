"""The warning of a server with an Arm (aarch64) CPU (instance_cpus.csv): which builds of the software it needs, and,
for a GPU PyTorch's aarch64 builds do not run (AWS g5g's T4G), that it was chosen only because the scenario's own
choices left no other server (``candidates.offer_positions``) and the image that runs PyTorch there.

Codes and numbers only (core/base/notes_warnings.py ``ArmHost``, ``ArmHostGpuUnsupported``); text/ has the words.
"""

from __future__ import annotations

from collections.abc import Iterable

import pandas as pd

from ..base import ArmHost, ArmHostGpuUnsupported, num
from ..catalog import Catalog
from ..estimate import practical
from .results import Note

# The estimate warnings that say the CPU's data pipeline sets the pace (core/estimate/loading.py): its rate per
# worker (defaults.csv data_loader_images_per_s_per_worker) was measured on an x86 CPU.
LOADING_BOUND = ("data_loading_bound", "data_loading_cpu_bound")
LOADING_RATE = "data_loader_images_per_s_per_worker"


def arm_note(cat: Catalog | None, row, d: dict, warning_codes: Iterable[str]) -> Note | None:
    """The note for the server of ``row`` (a row of the scored table: provider, instance_type, gpu, cpu_arch) when
    its CPU is Arm; None otherwise (x86, or the catalog does not say). ``warning_codes``: the codes of the row's
    other warnings (the estimate's among them), which say whether the data pipeline sets its pace."""
    get = row.get if hasattr(row, "get") else row.__getitem__
    arch = get("cpu_arch")
    if cat is None or arch != practical.ARM:
        return None
    provider, instance_type, gpu = str(get("provider")), str(get("instance_type")), str(get("gpu"))
    cpu = practical.host_cpu(cat, provider, instance_type)
    support = practical.gpu_support(cat).get(gpu) or {}
    cc = support.get("compute_capability")
    cc = None if cc is None or pd.isna(cc) else float(cc)
    loading = num(d.get(LOADING_RATE)) if any(c in LOADING_BOUND for c in warning_codes) else None
    name = cpu.cpu if cpu is not None else ""
    floor = practical.arm_min_compute_capability(cat)
    if cc is not None and floor is not None and practical.arm_gpu_refused(cat, arch, gpu):
        return ArmHostGpuUnsupported(provider=provider, instance_type=instance_type, cpu=name, gpu=gpu,
                                     compute_capability=cc, min_compute_capability=floor,
                                     vendor_image=cpu.vendor_image if cpu is not None else "",
                                     loading_images_per_s=loading)
    return ArmHost(provider=provider, instance_type=instance_type, cpu=name, gpu=gpu, compute_capability=cc,
                   loading_images_per_s=loading)
