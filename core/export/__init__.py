"""What leaves the engine for people and tools: the proposal's data (CSV, the PDF's content), launch files (SkyPilot,
torchrun/DeepSpeed, vLLM) and the plan's and comparison's exports.

This is the package's one door: other packages import only the names listed here (``__all__``);
each is loaded from its module on first use.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..base import lazy_door

if TYPE_CHECKING:
    from . import launch
    from .plan_export import compare_csv_bytes, plan_csv_bytes
    from .proposal import (check_writable, cost_totals, csv_bytes, elide, limits_given, long_texts, NAME_LIMIT,
                           price_sources, priced_state, write_all, write_file)
else:
    __getattr__, __dir__ = lazy_door(__name__, {"check_writable": "proposal", "compare_csv_bytes": "plan_export",
                                               "cost_totals": "proposal", "csv_bytes": "proposal",
                                               "elide": "proposal", "limits_given": "proposal",
                                               "long_texts": "proposal", "NAME_LIMIT": "proposal",
                                               "plan_csv_bytes": "plan_export", "price_sources": "proposal",
                                               "priced_state": "proposal", "write_all": "proposal",
                                               "write_file": "proposal"}, modules=("launch",))

__all__ = ["check_writable", "compare_csv_bytes", "cost_totals", "csv_bytes", "elide", "launch", "limits_given",
           "long_texts", "NAME_LIMIT", "plan_csv_bytes", "price_sources", "priced_state", "write_all", "write_file"]
