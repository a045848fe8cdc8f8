"""The warnings of a job as the plan runs it (walk 21b).

A job's own answer (``core.select.recommend``) prices it on servers of its own, and its warnings are about those
servers: "the server's 80 GB of memory is below the host rule (2 x V100-32GB)", "it takes 29 hours: past the
deadline of 24". A job the plan puts on shared servers kept all month runs on those servers instead (4 x A100, 8.2 h
a run); a reader of the plan takes every warning beside the job as one about the plan's servers. So a job on shared
servers gets the warnings that hold there: ``ON_SHARED`` says, code by code, what becomes of each of its answer's
warnings.

* ``job``: about the job itself or the search of its answer (its model against the data, a past run, the GPUs it
  asked for, prices left out of every option): kept as its answer gives it, whatever servers it runs on.
* ``server``: about the servers (their memory against the host rule, the age of their price, their storage,
  network and GPUs, abroad or not): said again of the shared
  servers (``core.select.warnings_at`` on the row of the job's candidates that is those servers); the answer's
  own note goes to ``warnings_alone``. A note of that kind the shared servers have and the answer's did not
  (another GPU's precision, a host rule the A100 server misses) is added.
* ``alone``: only true of the answer priced on its own (what its deadline would take, a constraint it broke, its
  own budget at the slow end: the plan has its own budget and schedule, which say so for the month): goes to
  ``warnings_alone``, never beside the job. Its own slow end against the deadline too: on shared servers a run
  also waits for the runs ahead of it, which may run slowly as well, so the plan queues the base again with every
  run at the slow end of its range (``core.plan.queue.slow_end_notes``) and says which runs would then miss their
  deadline, waits included (``plan_slow_end_deadline``, passed in as ``queue``); a job whose runs keep their
  deadlines there gets no slow-end note, whatever its answer said of its own servers.

A code the table does not list is treated as ``server`` (said only where the shared servers' own check says it).
``JobResult.warnings`` (``jobs[].warnings`` in ``plan --json``) is the list that holds in the plan;
``warnings_alone`` the answer's notes that do not (docs/plan.md). A job on servers of its own (a burst, a service)
keeps its answer's warnings and has no ``warnings_alone``.
"""

from __future__ import annotations

import datetime as _dt
from typing import Literal

from ..catalog import Catalog
from ..scenario import Scenario
from ..select import Note, Recommendation

Keep = Literal["job", "server", "alone"]

ON_SHARED: dict[str, Keep] = {
    # about the job, whatever its servers
    "chinchilla_far": "job", "reference_run_implausible": "job", "chosen_gpus_refused": "job",
    "chosen_gpus_unpriced": "job", "anomalous_prices_excluded": "job", "fractional_gpus_excluded": "job",
    "spot_prices_anomalous": "job",
    # about the servers: checked again on the shared ones
    "deadline_at_risk": "server", "over_provisioned": "server",
    "node_failures": "server", "io_bound": "server", "pcie_multi_gpu_training": "server",
    "multi_node_network_unknown": "server", "multi_node_slow_network": "server", "rdma_cluster_quote": "server",
    "stale_price": "server", "unpriced_storage": "server", "unpriced_network": "server",
    "unpriced_transfer": "server", "host_too_small": "server", "host_ram_below_rule": "server",
    "host_unknown": "server", "host_rule_fallback": "server", "spot_rate_assumed": "server",
    "spot_refused": "server", "overseas": "server", "bf16_unsupported": "server", "fp16_unsupported": "server",
    "fp8_unsupported": "server", "does_not_fit": "server", "multi_node_slower": "server", "mfu_capped": "server",
    "no_bandwidth_figure": "server", "interconnect_not_supported": "server", "idle_gpus": "server",
    "vision_batch_over_max": "server", "data_loading_bound": "server", "data_loading_cpu_bound": "server",
    "latency_unreachable": "server", "serving_impossible": "server",
    # only of the answer priced on its own
    "constraint_broken": "alone", "deadline_needs": "alone", "slow_case_budget": "alone",
    # a service alone on one server (its redundancy), said of the answer priced on its own
    "single_server": "alone",
    # its own slow end against the deadline: on shared servers, the base's queue at the slow end says it (``queue``)
    "slow_case_deadline": "alone",
}


def keep_of(code: str) -> Keep:
    """What ``ON_SHARED`` does with a warning of ``code`` (``server`` for a code it does not list)."""
    return ON_SHARED.get(code, "server")


def shared_warnings(cat: Catalog, sc: Scenario, rec: Recommendation, row: int,
                    today: _dt.date | None = None,
                    queue: tuple[Note, ...] = ()) -> tuple[tuple[Note, ...], tuple[Note, ...]]:
    """(the warnings that hold for the job run on the servers at row ``row`` of its candidates, its answer's
    warnings that do not): ``ON_SHARED`` code by code; ``queue``: what the base's queue says of the job at the slow
    end (``plan_slow_end_deadline``), after the servers' own."""
    from ..select import warnings_at
    there = warnings_at(cat, sc, rec, row, today)
    kept = [w for w in rec.warnings if keep_of(w.code) == "job"]
    placed = [w for w in there if keep_of(w.code) == "server"]
    alone = tuple(w for w in rec.warnings if keep_of(w.code) != "job" and w not in placed)
    # the answer's own order first (the shared servers' notes in their own order after those the answer had too)
    return tuple(kept + placed + list(queue)), alone
