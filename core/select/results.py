"""The selection's typed results: ``Note`` (a code and its numbers), ``Option`` (one priced configuration) and
``Recommendation`` (the answer for one scenario), read by attribute by the GUI, the command line and the proposal,
and their one JSON form (``to_dict``, built with the shared helpers of ``core/base/jsonout.py``)."""

from __future__ import annotations

import functools
from dataclasses import dataclass, field
from typing import Any

import numpy as np
import pandas as pd

from ..catalog import cost as C, HostSpec
# The shared JSON helpers, under the names this module has always used.
from ..base import DeadlineAtRisk, Note, num, plain, rounded
# A reason, tip or warning: one typed class per code and shape (core/base/notes.py); the text layer writes the words.


@dataclass(frozen=True)
class Option:
    """One priced configuration."""

    provider: str
    region: str
    instance_type: str
    gpu: str
    gpus_per_node: float
    nodes: int
    instances: int
    gpu_count: float
    billing: str
    wall_hours: float | None  # expected wall-clock hours including spot rework; None for serving
    billed_hours: float
    total_cost: float  # the priced lines; unpriced lines are listed and warned about, not counted as 0
    monthly_cost: float
    currency: str
    meets_deadline: bool
    within_budget: bool
    fits: bool
    feasible: bool
    complete: bool  # every cost line has a price
    cost_lines: tuple[C.CostLine, ...]
    host: HostSpec
    storage: str
    storage_product: str
    network_class: str
    network_gbps: float
    price_as_of: str
    price_age_days: float
    stale: bool
    estimate: dict
    spot: dict | None
    break_even_hours: float | None
    broken: tuple[Note, ...]
    lost: tuple[Note, ...] = ()
    # 80% range of the estimate [low, high] (issue 13): GPU-hours, and wall hours with spot rework scaled alike.
    gpu_hours_range: tuple[float, float] | None = None
    wall_hours_range: tuple[float, float] | None = None
    # The deadline met at the expected hours but missed at the slow end of wall_hours_range (options.deadline_risk):
    # "at risk", not a plain "meets the deadline"; None when there is no such risk.
    deadline_risk: DeadlineAtRisk | None = None
    # Where the server's price comes from (core/catalog/price_cites.py): "catalog" (a price list), "user" (typed by
    # the user in the catalog editor, or a row they added) or "quote" (quoted to the user); its date is price_as_of.
    price_source: str = "catalog"

    def to_dict(self) -> dict:
        h = self.host
        d = {
            "provider": self.provider, "instance_type": self.instance_type, "region": self.region,
            "gpu": self.gpu, "gpus_per_node": num(self.gpus_per_node), "nodes": self.nodes,
            "instances": self.instances, "gpu_count": num(self.gpu_count), "billing": self.billing,
            "wall_hours": rounded(self.wall_hours), "billed_hours": rounded(self.billed_hours),
            "total_cost": rounded(self.total_cost), "monthly_cost": rounded(self.monthly_cost),
            "currency": self.currency, "meets_deadline": self.meets_deadline,
            "within_budget": self.within_budget, "fits": self.fits, "feasible": self.feasible,
            "complete": self.complete,
            # within_budget checks the priced lines; these say how many lines that leaves out (no price) and how
            # many carry an assumed price ("priced": "default" on the line): a budget holds for sure only at 0.
            "unpriced_lines": sum(1 for line in self.cost_lines if line.cost is None),
            "assumed_lines": sum(1 for line in self.cost_lines if line.cost is not None and line.assumed),
            "cost_lines": [line.to_dict() for line in self.cost_lines],
            "host": {"cpu_cores": h.cpu_cores, "ram_gb": h.ram_gb, "system_disk_gb": h.system_disk_gb,
                     "data_disk_gb": h.data_disk_gb, "network_gbps": num(self.network_gbps),
                     "storage": self.storage, "storage_product": self.storage_product,
                     "network": self.network_class, "ram_dimms": h.ram_dimms, "ram_dimm_gb": h.ram_dimm_gb,
                     "cpu_cores_min": h.cpu_cores_min, "ram_gb_min": rounded(h.ram_gb_min),
                     "rule_set": h.rule_set, "rule_gpu": h.rule_gpu, "rule_fallback": h.fallback,
                     "instance_vcpus": num(h.instance_vcpus), "instance_ram_gb": num(h.instance_ram_gb),
                     "cpu_ok": h.cpu_ok, "ram_ok": h.ram_ok,
                     # the CPU need in vCPUs, the unit the server's vCPUs are checked in (cores x vcpus_per_core),
                     # the RAM below which a server is refused, and the rule's source
                     "vcpus_min": num(h.vcpus_min), "vcpus_recommended": num(h.vcpus_recommended),
                     "vcpus_per_core": num(h.vcpus_per_core), "ram_gb_check": rounded(h.ram_gb_check),
                     "rule_source": h.rule_source,
                     # a service's system disk sized by its own rule: the OS's and the serving image's GB (else None)
                     "system_disk_os_gb": num(h.system_disk_os_gb), "system_disk_image_gb": num(h.system_disk_image_gb),
                     # the server's RAM as a multiple of its GPUs' memory, the rule's range of that multiple and the
                     # multiple a server is refused under (where it, not ram_gb_min, is the check)
                     "gpu_memory_gb": rounded(h.gpu_memory_gb), "ram_x_gpu_mem": rounded(h.ram_x_gpu_mem),
                     "rule_ram_x_gpu_mem": rounded(h.rule_ram_x_gpu_mem),
                     "rule_ram_x_gpu_mem_max": rounded(h.rule_ram_x_gpu_mem_max),
                     "check_ram_x_gpu_mem": rounded(h.check_ram_x_gpu_mem),
                     # the CPU's architecture (instance_cpus.csv: x86_64, aarch64); null where the catalog does not say
                     "cpu_arch": h.cpu_arch},
            "price_as_of": self.price_as_of, "price_age_days": num(self.price_age_days), "stale": self.stale,
            "price_source": self.price_source,
            "estimate": plain(self.estimate),
            "break_even_hours": rounded(self.break_even_hours),
        }
        for k in ("gpu_hours_range", "wall_hours_range"):
            v = getattr(self, k)
            if v is not None:
                d[k] = [rounded(v[0]), rounded(v[1])]
        if self.spot is not None:
            d["spot"] = plain(self.spot)
        if self.deadline_risk is not None:  # {"code": "deadline_at_risk", "detail": {...}}; absent: no such risk
            d["deadline_risk"] = self.deadline_risk.to_dict()
        if self.broken:
            d["broken"] = [n.to_dict() for n in self.broken]
        if self.lost:
            d["lost"] = [n.to_dict() for n in self.lost]
        return d


@dataclass(frozen=True)
class Recommendation:
    """The answer for one scenario. ``candidates`` is the whole scored table (for plots and tables)."""

    recommendation: Option | None
    feasible: bool  # the recommendation meets every constraint
    alternatives: tuple[Option, ...]
    pareto: tuple[dict, ...]
    reasons: tuple[Note, ...]
    tips: tuple[Note, ...]
    warnings: tuple[Note, ...]
    assumptions: dict
    defaults_used: dict
    counts: dict
    _table: Any = field(compare=False, repr=False, default=None)  # the engine's scored arrays (Scored)
    # issue 29: the answer for the small / typical / large choice of each assumed answer that decides the size of
    # the job (core.select.recommendation.what_if; filled where asked: recommend --json, the app's card)
    what_if: tuple[dict, ...] = ()

    @functools.cached_property
    def candidates(self) -> pd.DataFrame:
        """Every scored row, one per instance x node count x billing mode, with the columns in
        ``CANDIDATE_COLUMNS`` (built on first use from the engine's arrays; the row order is the engine's, so a
        position here is a position for ``candidate_row``). ``score_candidates`` has every column."""
        return self._table.frame() if self._table is not None else pd.DataFrame()

    def candidate_row(self, i: int) -> pd.Series:
        """Row ``i`` of ``candidates`` with every column (host, disks, network, cost parts...), for ``_option``."""
        if self._table is None:
            raise IndexError(f"candidate_row({i}): this recommendation has no candidates")
        return self._table.row(int(i))

    def candidate_values(self, name: str, rows) -> np.ndarray:
        """Column ``name`` (any column ``candidate_row`` has, e.g. the estimate's ``range_high``) at positions
        ``rows`` of ``candidates`` only, without a whole row each."""
        rows = np.asarray(rows, dtype=np.int64)
        if self._table is None:
            if len(rows):
                raise IndexError(f"candidate_values({name}): this recommendation has no candidates")
            return np.zeros(0)
        return np.asarray(self._table.at(name, rows))

    def table(self) -> pd.DataFrame:
        return self.candidates

    def to_dict(self) -> dict:
        """The ``recommend --json`` document (shared/design/interfaces.md)."""
        return {
            "recommendation": self.recommendation.to_dict() if self.recommendation else None,
            "feasible": self.feasible,
            "alternatives": [a.to_dict() for a in self.alternatives],
            "pareto": list(self.pareto),
            "reasons": [n.to_dict() for n in self.reasons],
            "tips": [n.to_dict() for n in self.tips],
            "warnings": [n.to_dict() for n in self.warnings],
            "assumptions": plain(self.assumptions),
            "defaults_used": plain(self.defaults_used),
            "counts": dict(self.counts),
            "what_if": plain([what_if_json(r) for r in self.what_if]),
        }


#: A what-if row's figures the JSON gives as an option's: money and hours rounded (``rounded``); the row keeps them
#: unrounded for the proposal CSV
WHAT_IF_ROUNDED = ("wall_hours", "total_cost", "monthly_cost")


def what_if_json(row: dict) -> dict:
    """One ``what_if`` row as ``recommend --json`` gives it: its hours and money rounded as an option's."""
    return {k: rounded(v) if k in WHAT_IF_ROUNDED else v for k, v in row.items()}
