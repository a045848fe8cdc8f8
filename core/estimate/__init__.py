"""Estimates: the job, training time with its 80% range, memory plans, serving throughput, spot overhead, node
failures, practicality rules, and the vectorised estimate table the selection uses.

This is the package's one door: other packages import only the names listed here (``__all__``);
each is loaded from its module on first use.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..base import lazy_door

if TYPE_CHECKING:
    from . import practical, table
    from .data import Assumption, Ctx, EstimateError, Job, parse_quantity, prepare, Prepared, ReferenceRun
    from .job import default_seq_len, job_from_preset, job_info, PRECISIONS
    from .loading import server_workers
    from .node_failures import failure_columns, failure_rate
    from .packing import padded_example_tokens
    from .photos import reference_bytes_row
    from .practical import gpu_refusals, practical_mask
    from .resize import resize_pass, ResizePass
    from .speed import default_global_batch_tokens, intra_node_efficiency
    from .layout import attention_layout, nearest_llm_kv, size_template_factor
    from .serving import replica_shape
    from .spot import spot_overhead, spot_parts
    from .training import checkpoint_gb, estimate_config, memory_per_gpu_gb, model_out_gb, smallest_fit
else:
    __getattr__, __dir__ = lazy_door(__name__, {"Assumption": "data", "attention_layout": "layout",
                                               "checkpoint_gb": "training", "Ctx": "data",
                                               "default_global_batch_tokens": "speed", "default_seq_len": "job",
                                               "estimate_config": "training", "EstimateError": "data",
                                               "failure_columns": "node_failures", "failure_rate": "node_failures",
                                               "gpu_refusals": "practical", "intra_node_efficiency": "speed",
                                               "Job": "data", "job_from_preset": "job", "job_info": "job",
                                               "memory_per_gpu_gb": "training", "model_out_gb": "training",
                                               "nearest_llm_kv": "layout", "padded_example_tokens": "packing",
                                               "parse_quantity": "data", "practical_mask": "practical",
                                               "PRECISIONS": "job", "prepare": "data", "Prepared": "data",
                                               "reference_bytes_row": "photos", "ReferenceRun": "data",
                                               "replica_shape": "serving", "resize_pass": "resize",
                                               "ResizePass": "resize", "server_workers": "loading",
                                               "size_template_factor": "layout", "smallest_fit": "training",
                                               "spot_overhead": "spot", "spot_parts": "spot"}, modules=("practical", "table"))

__all__ = ["Assumption", "attention_layout", "checkpoint_gb", "Ctx", "default_global_batch_tokens", "default_seq_len",
           "estimate_config", "EstimateError", "failure_columns", "failure_rate", "gpu_refusals",
           "intra_node_efficiency", "Job", "job_from_preset", "job_info", "memory_per_gpu_gb", "model_out_gb",
           "nearest_llm_kv", "padded_example_tokens", "parse_quantity", "practical", "practical_mask", "PRECISIONS",
           "prepare", "Prepared", "reference_bytes_row", "ReferenceRun", "replica_shape", "resize_pass", "ResizePass",
           "server_workers", "size_template_factor", "smallest_fit", "spot_overhead", "spot_parts", "table"]
