"""Explanation: the reasons, tips, warnings and assumptions of a recommendation, and seed 001's decision tree
(the catalog's decision_tree table) as a sanity check, all as codes with numbers."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Literal

import numpy as np
import pandas as pd

from ..catalog import cached as catalog_cached, Catalog, cost as C, disk_tiers as DT
from .. import estimate as E
from ..estimate import failure_rate
from ..base import (SingleServer, Billing, BreakEven, BudgetMet, Capacity, CheckpointInterval, ClosestOption, DataOnLocalNvme,
                    DeadlineMet, finite_float, GpuQuota, HostRamBelowRule, HostRuleFallback, HostTooSmall, HostUnknown, ImagesResized, IoBound, MixedPrecision,
                    MultiNodeNetworkUnknown, MultiNodeSlowNetwork, NodeFailures, note, num, Objective,
                    OverProvisionedMemory, OverProvisionedTime, ParetoOptimal, PcieMultiGpuTraining, plain, PlanBasis,
                    ReferenceRunScaled, ReservedForInference, rounded, RunnerUp, RunStartup, OneServerScript, SameZone, SlowCaseBudget,
                    SlowCaseDeadline, SpotNotPriced, SpotRateAssumed, SpotSaving, StalePrice)
from .results import Note, Option
from ..scenario import Scenario
from .host_arch import arm_note
from .billing_notes import commitment_notes, spot_figures, spot_refusal, spot_warnings
from .candidates import job_for, rdma_quote_shape, resize_pass
from .estimates import EstTable
from .options import broken_constraints
from .serving_time import chat_lost_reasons, serving_time_note
from .ranking import closeness_of, masked_argmin
from .table import same_offer_mask, Scored, plan_factor

@dataclass(frozen=True)
class TreeClass:
    """One answer of seed 001's decision tree: GPUs whose names start with one of ``prefixes``, in one of
    ``counts`` per server (``per_node``) or for the whole job."""

    prefixes: tuple[str, ...]
    counts: tuple[int, ...]
    per_node: bool


def decision_tree(cat: Catalog) -> dict[str, tuple[TreeClass, ...]]:
    """Seed 001's GPU decision tree from the catalog (decision_tree.csv, checked on load): case -> its classes in
    table order. The thresholds that pick the case are in the defaults (tree_*). Empty without the table (an
    older catalog): then no check."""
    t = cat.tables.get("decision_tree")
    out: dict[str, list[TreeClass]] = {}
    if t is None:
        return {}
    for case, prefixes, counts, per_node in zip(t["tree_case"].astype(str), t["gpu_prefixes"].astype(str),
                                                t["gpu_counts"].astype(str), t["count_per_node"]):
        names = tuple(p.strip() for p in prefixes.split(";") if p.strip())
        whole = tuple(int(c) for c in counts.split(";") if c.strip().isdigit())
        out.setdefault(case, []).append(TreeClass(names, whole, bool(per_node) if not pd.isna(per_node) else False))
    return {k: tuple(v) for k, v in out.items()}


def tree_case_of(sc: Scenario, params: float | None, d: dict) -> str | None:
    if not params:
        return None
    if sc.task == "train" and params > d["tree_params_70b"]:
        return "train_over_70b"
    if sc.task == "train" and params >= d["tree_params_7b_min"]:
        return "train_7b_70b"
    if sc.task == "finetune" and sc.finetune_method in ("lora", "qlora") \
            and d["tree_params_7b_min"] <= params <= d["tree_params_13b_max"]:
        return "lora_7b_13b"
    if sc.task == "inference" and d["tree_params_7b_min"] <= params <= d["tree_params_7b_max"] \
            and (sc.qps or 0) < d["tree_low_qps"]:
        return "inference_7b_low_qps"
    if sc.task == "inference" and params >= d["tree_params_70b"] and (sc.qps or 0) >= d["tree_low_qps"]:
        return "inference_70b_high_qps"
    return None


def in_tree_class(classes: tuple[TreeClass, ...], df) -> np.ndarray:
    """Rows whose GPU model and count (per server or in total) match one of the decision tree's ``classes`` for a
    case (``decision_tree(cat)[case]``). The GPU names are tested once per distinct name."""
    ok = np.zeros(len(df), dtype=bool)
    if hasattr(df, "codes"):
        codes, uniq = df.codes("gpu")
    else:
        s = df["gpu"]
        if isinstance(s.dtype, pd.CategoricalDtype):
            codes, uniq = s.cat.codes.to_numpy(), s.cat.categories
        else:
            codes, uniq = pd.factorize(s.astype(str))
    codes = np.asarray(codes)
    for c in classes:
        n = np.asarray(df["gpus_per_node" if c.per_node else "gpu_total"])
        named = np.array([str(u).startswith(c.prefixes) for u in uniq] + [False], dtype=bool)  # code -1: no name
        ok |= named[codes] & np.isin(n, c.counts)
    return ok


def decision_tree_check(df: Scored, best: int, sc: Scenario, params: float | None, d: dict,
                        key: np.ndarray, feasible: np.ndarray | None = None) -> Note | None:
    """Seed 001's tree as a sanity check: the case, whether the choice lands in its class, and if not, why.
    ``feasible``: the rows the answer was chosen among (a chat service's: those within a chat's limits; None: the
    table's feasible rows). A class whose options carry the load but only slower than a chat's limits says so
    (``class_slow_for_chat``, its cheapest option's times), not that it ranks lower."""
    case = tree_case_of(sc, params, d)
    tree = _cat_memo(df, "decision_tree", lambda: decision_tree(df.cat))  # the catalog's table, parsed once
    classes = tree.get(case, ()) if case is not None else ()
    if not classes:
        return None
    cls = in_tree_class(classes, df)
    expected = [{"gpus": list(c.prefixes), "count": list(c.counts), "per_node": c.per_node} for c in classes]
    detail: dict[str, Any] = {"case": case, "expected": expected, "matches": bool(cls[best])}
    if cls[best]:
        return note("decision_tree", detail)
    if not cls.any():
        detail["why_not"] = "class_not_in_catalog"
        return note("decision_tree", detail)
    every = np.asarray(df["feasible"], dtype=bool)
    chosen_among = every if feasible is None else np.asarray(feasible, dtype=bool)
    pool = np.flatnonzero(cls & chosen_among)
    slow_pool = np.flatnonzero(cls & every & ~chosen_among) if not len(pool) else pool[:0]
    for why, rows in (("class_ranks_lower", pool), ("class_slow_for_chat", slow_pool)):
        if not len(rows):
            continue
        j = rows[np.argmin(key[rows])]
        r, b = df.row(j), df.row(best)
        slow = _slow_for_chat(df.drows([j])[0], df.drows([best])[0], sc, d) if why == "class_slow_for_chat" else None
        if why == "class_slow_for_chat" and slow is None:
            break  # (left out for another reason than a chat's limits: said below as the constraints it breaks)
        detail.update(why_not=why, class_best={
            "provider": r["provider"], "instance_type": r["instance_type"], "gpu": r["gpu"],
            "gpu_count": num(r["gpu_total"]), "billing": r["billing"], "total_cost": rounded(r["total_cost"]),
            "wall_hours": rounded(r["run_hours"]), "gpus_per_node": num(r["gpus_per_node"]),
            "instances": int(r["instances"])},
            cost_diff=rounded(r["total_cost"] - b["total_cost"]), hours_diff=rounded(r["run_hours"] - b["run_hours"]))
        if slow is not None:
            detail["slow"] = slow
        return note("decision_tree", detail)
    pool = np.flatnonzero(cls)
    close = closeness_of(df, pool, d["missed_deadline_tolerance"])
    j = pool[int(np.argmin(close))]
    r = df.row(j)
    detail.update(why_not="class_breaks_constraints", class_best={
        "provider": r["provider"], "instance_type": r["instance_type"], "gpu": r["gpu"],
        "gpu_count": num(r["gpu_total"]), "billing": r["billing"], "gpus_per_node": num(r["gpus_per_node"]),
        "instances": int(r["instances"])},
        broken=[n.to_dict() for n in broken_constraints(r, sc, None if pd.isna(r["budget_over"]) else df.budget)])
    return note("decision_tree", detail)


def _slow_for_chat(r, best, sc: Scenario, d: dict) -> Note | None:
    """Row ``r``'s "too slow for a chat" against the chosen row ``best`` (``chat_lost_reasons``), None when it is
    not."""
    lost = chat_lost_reasons(r, best, sc, d, ())
    return lost[0] if lost else None


_FIND = object()  # (the runner-up row not given: found here)


def reason_notes(df: Scored, est, best: int, row, sc: Scenario, d: dict, budget, feasible: np.ndarray,
             key: np.ndarray, on_pareto: bool, params, runner_up: Any = _FIND,
             meeting: np.ndarray | None = None) -> tuple[Note, ...]:
    """Why this option: the objective and the constraints it meets, how it was sized, the runner-up (its row when
    the caller has found it, ``runner_up_row``), what its billing mode saves, and seed 001's decision tree as a
    check. ``meeting``: the rows that meet every requirement, where fewer than ``feasible`` (the rows the answer
    is chosen among): a chat service none of whose options answers within a chat's limits."""
    out = [*_constraint_reasons(df, est, row, sc, budget, feasible if meeting is None else meeting), *_sizing_reasons(df, est, row, sc, d),
           *_runner_up(df, best, row, feasible, key, runner_up), *_billing_reasons(df, best, row, sc)]
    if on_pareto:
        out.append(ParetoOptimal())
    tree = decision_tree_check(df, best, sc, params, d, key, feasible)
    if tree is not None:
        out.append(tree)
    return tuple(out)


def _constraint_reasons(df: Scored, est, row, sc: Scenario, budget, feasible: np.ndarray) -> list[Note]:
    """The objective, what the closest option breaks when none is feasible, memory, deadline and budget."""
    out: list[Note] = [Objective(objective=sc.objective, feasible_options=int(feasible.sum()),
                                 candidates=int(len(df)))]
    if not feasible.any():
        broken = tuple(n.code for n in broken_constraints(row, sc, budget))
        timed = serving_time_note(row, sc, df.d) if sc.task == "inference" else None
        if timed is not None and timed.slow and getattr(sc, "service_use", None) == "chat":
            broken += ("chat_time",)  # a chat's answer time, which no option keeps (recommend_ranked ``meeting``)
        out.append(ClosestOption(broken=broken))
    fit = {"memory_per_gpu_gb": row["memory_per_gpu_gb"], "gpu_memory_gb": row["gpu_memory_gb"],
           "fits": bool(row["c_fits"]), "plan": estimate_of_row(est, row, "plan")}
    share = df.d.get("train_memory_usable_share") if sc.task != "inference" else None
    if share is not None:  # a training plan fits below this share of the card (estimate_memory.usable_share)
        fit.update(usable_share=share, usable_gb=num(row["gpu_memory_gb"]) * share
                   if num(row["gpu_memory_gb"]) is not None else None)
    out.append(note("fits_memory", fit))
    # "met" only where met: an option that misses the deadline or the budget (the closest, when none meets every
    # requirement) says so in its warnings, not under a tick with a negative margin
    if sc.task != "inference" and sc.deadline_hours and bool(row["c_deadline"]):
        out.append(DeadlineMet(wall_hours=row["run_hours"], deadline_hours=sc.deadline_hours,
                               margin_hours=sc.deadline_hours - row["run_hours"]))
    basis = _plan_basis(sc, df.d, row)
    if basis is not None:
        out.append(basis)
    if budget is not None and bool(row["c_budget"]):
        out.append(BudgetMet(cost=row["budget_spend"], budget=budget, per=sc.budget_per,
                             margin=budget - row["budget_spend"], currency=sc.currency))
    return out


def _planned_slow(sc: Scenario, d: dict, row) -> bool:
    """The row's deadline and budget were checked at the slow end of its range (table.plan_factor)."""
    f = plan_factor(sc, d, [row["range_high"]], [row["run_hours"]])
    return f is not None and bool(f[0] != 1.0)


def _plan_basis(sc: Scenario, d: dict, row) -> Note | None:
    """Which figure the deadline and budget were checked against (a training run with a deadline or a budget):
    the slow end of the 80% range (a run of a week or more, or asked for) or the expected one, with the numbers."""
    if sc.task == "inference" or not (sc.deadline_hours or sc.budget_amount):
        return None
    plan = getattr(sc, "plan_for", "expected")
    hi = num(row["range_high"])
    hours = num(row["run_hours"])
    slow = _planned_slow(sc, d, row)
    why: Literal["chosen", "long_run", "short_run"] = (
        "chosen" if plan in ("slow", "expected") else ("long_run" if slow else "short_run"))
    return PlanBasis(basis="slow_end" if slow else "expected", why=why, wall_hours=hours,
                     wall_hours_high=hours * hi if hours is not None and hi is not None else None,
                     range_high=hi, min_hours=num(d.get("plan_slow_end_min_hours")), deadline_hours=sc.deadline_hours)


def _sizing_reasons(df: Scored, est, row, sc: Scenario, d: dict) -> list[Note]:
    """How the size follows from the user's own past run, an answer given elsewhere, or the service's load."""
    out: list[Note] = []
    set_aside = any(c == "reference_run_implausible" and w.get("set_aside")
                    for c, w in estimate_of_row(est, row, "est_warnings", ()) or ()
                    if isinstance(w, dict))  # (job.py: a past run faster than any published run)
    if sc.reference_run is not None and sc.task != "inference" and row["gpu_hours"] and row["gpu_hours"] > 0 \
            and not set_aside:
        # How the answer follows from the user's own past run: GPU-hours scaled by speed (estimate engine).
        ref = sc.reference_run
        out.append(ReferenceRunScaled(ref_gpu=ref.gpu, ref_gpus=num(ref.gpus), ref_hours=ref.hours, gpu=row["gpu"],
                                      gpus=num(row["gpu_total"]), wall_hours=row["run_hours"],
                                      gpu_hours=row["gpu_hours"],
                                      speed_per_gpu=ref.hours * ref.gpus / float(row["gpu_hours"])))
    start = float(row.get("startup_hours", 0.0) or 0.0) if hasattr(row, "get") else 0.0
    if sc.task != "inference" and start > 0 and row["run_hours"] and row["total_cost"]:
        # The start-up every run pays per server: why a small job is not spread over many servers.
        write_h = float(row["checkpoint_write_s"] or 0.0) / 3600.0 if pd.notna(row["checkpoint_write_s"]) else 0.0
        base_h = float(d.get("run_startup_s", 0.0)) / 3600.0
        resize_h = row_resize_hours(df, row)
        cost = float(row["unit_price"]) * float(row["instances"]) * start
        out.append(RunStartup(startup_hours=base_h, checkpoint_hours=write_h, resize_hours=resize_h or None,
                              staging_hours=max(start - base_h - write_h - resize_h, 0.0), nodes=int(row["instances"]),
                              time_share=start / float(row["run_hours"]), cost=cost,
                              cost_share=cost / float(row["total_cost"]), currency=sc.currency))
    most = df.servers_cap() if sc.task != "inference" else None
    if most is not None:  # a training script that runs on at most this many servers: why no larger cluster
        from ..catalog import train_script_of
        out.append(OneServerScript(script=train_script_of(df.cat, sc.workload, sc.preset)[0], servers=most))
    other = getattr(sc, "compare_with", None)
    if other is not None and sc.task != "inference":
        out.append(compared_answer_note(df, other, row, sc, d))
    if sc.task == "inference":
        replicas = row.get("replicas_needed") if hasattr(row, "get") else None
        replicas = int(replicas) if replicas is not None and np.isfinite(replicas) else int(row["instances"])
        out.append(Capacity(qps=sc.qps, qps_per_replica=row["qps_per_replica"], replicas=replicas,
                            servers=int(row["instances"]), capacity_qps=replicas * float(row["qps_per_replica"]),
                            target_utilisation=d["serving_target_utilisation"]))
        timed = serving_time_note(row, sc, d)  # how long an answer takes (a warning instead when slow for a chat)
        if timed is not None and not timed.slow:
            out.append(timed)
    return out


def _resize_parts(df: Scored, row) -> tuple[float, float]:
    """Seconds the row's servers take to resize the job's photos once: on their vCPUs, and to read the full-size
    photos from the data disk (candidates.resize_s takes the longer); (0, 0) where they need none or the server's
    vCPUs are not known."""
    rp = resize_pass(df) if getattr(df, "sc", None) is not None else None
    vcpus = finite_float(row["vcpus"]) if rp is not None and "vcpus" in row else None
    if rp is None or not vcpus:
        return 0.0, 0.0
    rate = finite_float(row["read_mb_s"]) if "read_mb_s" in row else None
    return float(rp.seconds(vcpus)), float(rp.read_seconds(rate)) if rate else 0.0


def row_resize_hours(df: Scored, row) -> float:
    """Hours the row's servers take to resize the job's photos once before the first pass (candidates.resize_s), 0
    where they need none or the server's vCPUs are not known."""
    return max(_resize_parts(df, row)) / 3600.0


def images_resized_note(df: Scored, row) -> ImagesResized | None:
    """The warning that the time assumes the photos resized once (core/estimate/resize.py), with the pass's hours
    on the row's servers, the data disk's rate where reading the full-size photos takes longer than the vCPUs, and
    the GB every later pass reads (the small copies); None where they need no resizing."""
    rp = resize_pass(df) if getattr(df, "sc", None) is not None else None
    if rp is None:
        return None
    vcpus = finite_float(row["vcpus"]) if "vcpus" in row else None
    cpu, read = _resize_parts(df, row)
    return ImagesResized(ratio=rp.ratio, hours=max(cpu, read) / 3600.0, side_px=rp.side_px, side=rp.side,
                         reference=rp.reference, vcpus=vcpus, read_mb_s=finite_float(row["read_mb_s"]) if read > cpu else None,
                         resized_gb=rp.resized_gb or None,
                         short_side_px=rp.side_px if rp.side == "short" else None)


def runner_up_row(df: Scored, best: int, feasible: np.ndarray, key: np.ndarray) -> int | None:
    """The best feasible row of another offer under the same objective (None: there is none). The same instance type
    with the same node count in another region is the same offer to a reader; compared once per offering, then
    broadcast (no string per row)."""
    not_same = np.ones(len(df), dtype=bool)
    not_same[df.same_offer(best)] = False
    offers = df.offers
    off = int(df.clusters["offer"][df.r_on[best]])
    # The offerings of the same provider and instance type (the provider by its code, then the few names).
    of_provider = np.flatnonzero(offers["provider_code"] == offers["provider_code"][off])
    same_type = of_provider[offers["instance_type"][of_provider] == offers["instance_type"][off]]
    same_clusters = same_type[:0] if not len(same_type) else np.flatnonzero(
        np.isin(df.clusters["offer"], same_type) & (df.clusters["nodes"] == df.clusters["nodes"][df.r_on[best]]))
    if len(same_clusters):
        not_same &= ~np.isin(df.r_on, same_clusters)
    not_same &= feasible
    return masked_argmin(key, not_same)


def _runner_up(df: Scored, best: int, row, feasible: np.ndarray, key: np.ndarray, j: Any = _FIND) -> list[Note]:
    """The runner-up (row ``j``, else ``runner_up_row``) against the chosen row."""
    if j is _FIND:
        j = runner_up_row(df, best, feasible, key)
    if j is None:
        return []
    r = df.drows([j])[0]  # the same values as a row, no Series
    return [RunnerUp(provider=r["provider"], instance_type=r["instance_type"], gpu=r["gpu"],
                     gpu_count=num(r["gpu_total"]), billing=r["billing"], total_cost=r["total_cost"],
                     wall_hours=r["run_hours"], cost_diff=r["total_cost"] - row["total_cost"],
                     hours_diff=r["run_hours"] - row["run_hours"], gpus_per_node=num(r["gpus_per_node"]),
                     instances=num(r["instances"]))]


def _billing_reasons(df: Scored, best: int, row, sc: Scenario) -> list[Note]:
    """The chosen instance's cost in each of its billing modes, and where a monthly price breaks even."""
    out: list[Note] = []
    basis = "total_cost" if sc.task != "inference" else "monthly_cost"
    # The chosen offer's rows by billing mode (a few rows: plain arrays, no frame).
    same_idx = df.same_offer(best)
    bill = np.asarray(df.at("billing", same_idx), dtype=object)
    spend = np.asarray(df.at(basis, same_idx), dtype=float)
    unit = np.asarray(df.at("unit_price", same_idx), dtype=float)
    by_mode = {}
    for b in sorted(set(bill.tolist())):  # the cheapest per mode, modes in order (NaN only when all are)
        v = spend[(bill == b) & ~np.isnan(spend)]
        by_mode[b] = float(v.min()) if len(v) else float("nan")
    if len(by_mode) > 1:
        out.append(Billing(chosen=row["billing"], costs=by_mode))
    od = np.flatnonzero(bill == "on_demand")
    mo = np.flatnonzero(bill == "monthly")
    if len(od) and len(mo):
        be = C.break_even_hours(unit[mo[:1]], unit[od[:1]])[0]
        out.append(BreakEven(monthly_vs_on_demand_hours=be, job_hours=row["run_hours"], monthly_price=unit[mo[0]],
                             on_demand_hour=unit[od[0]], hours_month=df.d.get("hours_per_month")))
    out += commitment_notes(df, best, row, sc, df.d)  # 1- and 3-year commitments: cost, break-even, lock-in
    return out


def _memo(df, key, build):
    """``build()``, kept in the priced table's memo (what depends on its job and catalog only)."""
    memo = getattr(df, "memo", None)
    if memo is None:
        return build()
    if key not in memo:
        memo[key] = build()
    return memo[key]


def _cat_memo(df, key, build):
    """``build()``, kept in the catalog's one cache (what depends on the catalog and ``key`` only: every priced
    table of that catalog reuses it)."""
    cat = getattr(df, "cat", None)
    if cat is None:
        return _memo(df, key, build)
    return catalog_cached(cat, ("select.explain", key), build)


def compared_answer_note(df, other, row, sc: Scenario, d) -> Note:
    """An answer given elsewhere (``compare_with``, e.g. seed 000's 4 x A800-40G) set against this one: what the
    same estimate gives on it, whether the catalog prices it, and this answer's GPUs and time."""
    detail: dict[str, Any] = {"gpu": other.gpu, "gpus": other.gpus, "source": other.source,
                              "chosen_gpu": row["gpu"], "chosen_gpus": num(row["gpu_total"]),
                              "chosen_hours": row["run_hours"], "deadline_hours": sc.deadline_hours}
    cat = getattr(df, "cat", None)
    if cat is not None:
        def priced() -> bool:  # the catalog's alone: kept apart from the job's estimate
            inst = cat["instances"]
            prices = inst[list(C.PRICE_COLUMN.values())].notna().any(axis=1)
            return bool((prices & (inst["gpu"] == other.gpu)).any())

        def build() -> dict:
            out: dict[str, Any] = {"priced": _cat_memo(df, ("compared_priced", other.gpu), priced)}
            gpn = int(min(other.gpus, d["default_gpus_per_node"]))
            nodes = max(1, math.ceil(other.gpus / gpn))
            try:
                est = E.estimate_config(cat, job_for(cat, sc), other.gpu, gpn, nodes=nodes)
                out.update(wall_hours=est.wall_hours, fits=bool(est.fits))
            except Exception:  # noqa: BLE001 - a GPU the estimate cannot time: the comparison says so
                out.update(wall_hours=None, fits=None)
            return out
        # The job is the priced table's (a rank never changes it); the key still names what the estimate read.
        key = ("compared_answer", other.gpu, other.gpus, sc.task, sc.workload, sc.preset, sc.params,
               sc.finetune_method, sc.tokens, sc.dataset_gb, sc.samples, sc.epochs, sc.reference_run, sc.precision,
               getattr(sc, "packed", None), getattr(sc, "global_batch_tokens", None), getattr(sc, "recompute", None),
               getattr(sc, "params_active", None), getattr(sc, "items", None), getattr(sc, "item_kind", None),
               getattr(sc, "image_mb", None))
        try:
            detail.update(_cat_memo(df, key, build))
        except TypeError:  # an unhashable answer: computed afresh
            detail.update(build())
    return note("compared_answer", detail)


def tip_notes(cat: Catalog, row, sc: Scenario, d, df) -> tuple[Note, ...]:
    out: list[Note] = []
    training = sc.task != "inference"
    g = _cat_memo(df, "gpus_by_name", lambda: cat["gpus"].set_index("gpu"))

    def is_spot() -> np.ndarray:
        return df.mode_is("spot")
    if training:
        if sc.precision == "fp32" and row["gpu"] in g.index:
            out.append(MixedPrecision(precision="bf16" if bool(g.at[row["gpu"], "bf16"]) else "fp16",
                                      fp32_tflops=g.at[row["gpu"], "fp32_tflops"],
                                      fp16_tflops=g.at[row["gpu"], "fp16_tflops"]))
        elif sc.precision == "bf16" and row["gpu"] in g.index and not g["bf16"].isna().at[row["gpu"]] \
                and not bool(g.at[row["gpu"], "bf16"]):
            out.append(MixedPrecision(precision="fp16"))  # this GPU has no BF16: say FP16
        else:
            out.append(MixedPrecision(precision=sc.precision))
        # the interval the price allowed for (spot interruptions, or node failures of a large run): the launch
        # files save at it too; without one, the catalog's every-so-many-steps default
        interval = (row["checkpoint_interval_h"] if row["billing"] == "spot"
                    else row.get("failure_interval_h") if hasattr(row, "get") else None)
        out.append(CheckpointInterval(every_steps=d.get("checkpoint_every_steps"), keep=d.get("checkpoint_keep"),
                                      interval_h=num(interval),
                                      checkpoint_gb=num(row["checkpoint_gb"]), write_s=num(row["checkpoint_write_s"])))
        if row["nodes"] > 1:
            net = str(row["net_class"]) if "net_class" in row and isinstance(row["net_class"], str) else None
            lat = cat["network"].set_index("option") if net is not None else None
            lo = hi = None
            if lat is not None and net in lat.index:
                lo, hi = finite_float(lat.at[net, "latency_us_min"]), finite_float(lat.at[net, "latency_us_max"])
            out.append(SameZone(nodes=int(row["nodes"]), latency_us=d.get("same_zone_latency_us"), network=net,
                                network_latency_min_us=lo, network_latency_max_us=hi))
            if row["nodes"] >= d.get("gpu_quota_tip_min_servers", 2) and row["billing"] != "spot":
                # (spot has its own refusal and quota words: spot_refused_gang)
                vcpus = finite_float(row["vcpus"]) if "vcpus" in row else None
                out.append(GpuQuota(nodes=int(row["nodes"]), gpus=int(row["gpu_total"]),
                                    vcpus=int(vcpus * row["nodes"]) if vcpus else None, provider=str(row["provider"])))
        if row["billing"] == "spot":
            out.append(note("spot_with_checkpoints", {"interval_h": num(row["checkpoint_interval_h"]),
                                                      "expected_interruptions": row["spot_interruptions"],
                                                      **spot_figures(row)}))
        elif sc.spot == "allow":
            sp = np.flatnonzero(same_offer_mask(df, row) & is_spot())
            if len(sp) and np.asarray(df["total_cost"])[sp[0]] < row["total_cost"]:
                sp_cost = np.asarray(df["total_cost"])[sp[0]]
                out.append(SpotSaving(spot_cost=sp_cost, cost=row["total_cost"],
                                      saving_pct=100 * (1 - sp_cost / row["total_cost"])))
        if spot_refusal(df, row, sc) is None and sc.spot == "allow" and row["billing"] != "spot" and not (
                (np.asarray(df["offer_id"]) == row["offer_id"]) & is_spot()).any():
            out.append(SpotNotPriced(provider=row["provider"], instance_type=row["instance_type"]))
        if not row["data_local"]:
            local = _cat_memo(df, "local_nvme_read_mb_s", lambda: C.local_nvme_read_mb_s(cat))
            out.append(DataOnLocalNvme(local_read_mb_s=local, disk_read_mb_s=row["read_mb_s"],
                                       disk_tier=_tier(row)))
    else:
        out.append(ReservedForInference(saving_low=d.get("reserved_saving_low"),
                                        saving_high=d.get("reserved_saving_high")))
    return tuple(out)


def single_server_note(row, sc: Scenario) -> SingleServer | None:
    """A service on one server (not batch work, whose requests can wait for a repair): one fault stops it, and what
    a second server like it adds a month (the row's month less its egress, which a second server does not grow)."""
    if sc.task != "inference" or getattr(sc, "service_use", None) == "batch" or int(row["instances"]) != 1:
        return None
    monthly = num(row["monthly_cost"])
    egress = num(row.get("egress_cost")) if hasattr(row, "get") else None
    if monthly is None:
        return None
    per = num(row.get("gpus_per_replica")) if hasattr(row, "get") else None
    gpn = num(row["gpus_per_node"])
    copies = int(gpn // per) if per and gpn and per <= gpn else None
    return SingleServer(server_monthly_cost=monthly - (egress or 0.0), monthly_cost=monthly, copies=copies)


def _ram_check(h, d: dict) -> dict:
    """The RAM the server was checked against, where it is below the rule's minimum (host.py), and the check's
    multiple of the GPUs' memory: a refused server is said by the figure it failed."""
    if h.ram_gb_check is None or h.ram_gb_check >= h.ram_gb_min - 1e-9:
        return {}
    return {"ram_gb_check": h.ram_gb_check, "check_x_gpu_mem": num(d.get("host_check_ram_x_gpu_mem"))}


def _tier(row) -> str | None:
    """The data disk's tier at its size (disk_tiers.csv: "P10"), None for a formula's size or none."""
    t = row.get("disk_tier") if hasattr(row, "get") else None
    return str(t) if t else None


def io_bound_note(row, chosen: Option, df) -> IoBound:
    """The data disk cannot feed the GPUs: its rate at its size, what a server's GPUs read, whether only the first
    epoch(s) wait (the data fits in the page cache), and the smallest disk of the same kind that would feed them
    (disk_tiers.csv) where the cloud disk, not the local NVMe, holds the data."""
    nodes = float(row["nodes"]) or 1.0
    need = num(row.get("data_read_mb_s"))
    per_server = need / nodes if need is not None else None
    feed = None
    cat = getattr(df, "cat", None)
    if (cat is not None and per_server is not None and not _flag_of(row, "data_local") and row.get("disk_product")
            and not _flag_of(row, "io_cached")):  # (only the first epoch waits: no larger disk is worth it)
        feed = DT.size_for_rate(cat, str(row["provider"]), str(row["disk_product"]), per_server,
                                float(row.get("host_data_disk_gb") or 0.0))
    return IoBound(read_mb_s=row["read_mb_s"], storage=chosen.storage_product, tier=_tier(row),
                   need_per_server_mb_s=per_server, first_epochs_only=bool(row.get("io_cached")) or None,
                   feeding_disk_gb=feed[0] if feed else None, feeding_disk_mb_s=feed[1] if feed else None)


def warning_notes(row, sc: Scenario, d, budget, chosen: Option, any_feasible: bool, df, est,
                  fastest: tuple[dict, float] | None = None) -> tuple[Note, ...]:
    """The answer's warnings. ``fastest``: when no option meets the deadline, the fastest row and the time up to
    which a miss counted as about as close (ranking.missed_deadline)."""
    out: list[Note] = []
    training = sc.task != "inference"
    timed = None if training else serving_time_note(row, sc, d)
    if timed is not None and timed.slow:  # an answer slower than a chat service's limits
        out.append(timed)
    if not any_feasible:
        for n in chosen.broken:
            out.append(note("constraint_broken", {"constraint": n.code, **n.detail}))
        if training and sc.deadline_hours and not chosen.meets_deadline and chosen.wall_hours:
            out.append(_deadline_needs(row, sc, d, chosen, df, fastest))
    # Over-provisioned (seed 000 §7.2: the top configuration chosen blindly): said where the user's own choice made
    # it, GPU models they named or "fastest". The cheapest or balanced pick among every GPU already weighed fewer
    # and smaller GPUs; its idle memory or early finish is what the cheapest way to meet the deadline costs, and the
    # warning told the user to look for what the ranking had found dearer (16 B200 for a LoRA run of 77 hours).
    if training and row["gpu_total"] > 1 and (sc.gpus or sc.objective == "fastest"):
        use = row["memory_per_gpu_gb"] / row["gpu_memory_gb"] if row["gpu_memory_gb"] else np.nan
        if use < d["overprovision_memory_use"]:
            out.append(OverProvisionedMemory(memory_use=use, limit=d["overprovision_memory_use"]))
        elif sc.deadline_hours and row["run_hours"] < d["overprovision_deadline_fraction"] * sc.deadline_hours:
            out.append(OverProvisionedTime(wall_hours=row["run_hours"], deadline_hours=sc.deadline_hours))
    if training and chosen.feasible and not _planned_slow(sc, d, row) and chosen.wall_hours_range:
        # The high end of the 80% range breaks the deadline or the budget the expected figure meets (issue 13).
        hi = chosen.wall_hours_range[1] / chosen.wall_hours if chosen.wall_hours else 1.0
        if sc.deadline_hours and chosen.wall_hours_range[1] > sc.deadline_hours:
            out.append(SlowCaseDeadline(wall_hours_high=chosen.wall_hours_range[1], deadline_hours=sc.deadline_hours))
        spend = row["budget_spend"] * hi
        if budget is not None and spend > budget:
            out.append(SlowCaseBudget(cost_high=spend, budget=budget, per=sc.budget_per, currency=sc.currency))
    fail_h = num(row.get("failure_extra_hours")) if hasattr(row, "get") else None
    if training and fail_h:
        # node failures allowed for (node_failures.py): the published rate, the expected count and what they cost
        rate = failure_rate(df.cat) if getattr(df, "cat", None) is not None else None
        out.append(NodeFailures(gpus=num(row["gpu_total"]), hours=num(row["run_hours"]),
                                rate_per_million_gpu_hours=rate.per_gpu_hour * 1e6 if rate else None,
                                runs=tuple(rate.runs) if rate else (),
                                expected_interruptions=num(row.get("failure_interruptions")), extra_hours=fail_h,
                                cost=(fail_h * float(row["unit_price"]) * float(row["instances"])
                                      if row["billing"] != "monthly" else None),
                                checkpoint_interval_h=num(row.get("failure_interval_h")),
                                mtbf_hours=num(row.get("failure_mtbf_h")), restart_s=num(d.get("spot_restart_s")),
                                currency=sc.currency))
    resized = images_resized_note(df, row) if training else None
    if resized is not None:
        out.append(resized)
    if bool(row["io_bound"]):
        out.append(io_bound_note(row, chosen, df))
    if training and row["gpus_per_node"] > 1 and row["link"] == "pcie":
        out.append(PcieMultiGpuTraining(gpus=num(row["gpus_per_node"]), pcie_gbs=d.get("pcie4_x16_gbs")))
    if row["nodes"] > 1:
        if row["net_unknown"]:
            out.append(MultiNodeNetworkUnknown(nodes=int(row["nodes"]), assumed="standard"))
        if training and row["net_class"] != "rdma":  # serving: one pipeline hop per round, small (estimates.md 3)
            out.append(MultiNodeSlowNetwork(nodes=int(row["nodes"]), network=row["net_class"],
                                            network_gbps=num(row["net_gbps"])))
            quote = _rdma_quote(df, row, sc) if training else None
            if quote is not None:  # an RDMA cluster the catalog has without a price: ask for a quote
                out.append(note("rdma_cluster_quote", {**quote, "nodes": int(row["nodes"])}))
    if row["stale"]:
        out.append(StalePrice(as_of=row["as_of"], age_days=row["price_age_days"], limit_days=d["stale_price_days"]))
    for line in chosen.cost_lines:
        if line.cost is None:
            out.append(note(f"unpriced_{'storage' if 'disk' in line.item else line.item.split('_')[0]}",
                            {"item": line.item, "product": line.product, "quantity": line.quantity,
                             "unit": line.unit}))
    h = chosen.host
    if h.cpu_ok is False or h.ram_ok is False:
        out.append(HostTooSmall(cpu_cores_min=h.cpu_cores_min, vcpus=h.instance_vcpus, ram_gb_min=h.ram_gb_min,
                                ram_gb=h.instance_ram_gb, rule_set=h.rule_set,
                                short=tuple(k for k, ok in (("cpu", h.cpu_ok), ("ram", h.ram_ok)) if ok is False),
                                vcpus_min=h.vcpus_min, **_ram_check(h, d)))
    if h.ram_below_rule and h.instance_ram_gb is not None:
        # kept (above the check: a lean standard server), but below the minimum the answer states: said, with how
        # much and the rule's source (walk 17: "at least 1,280 GB (the server has 1,152 GB)" and no warning)
        short = h.ram_gb_min - h.instance_ram_gb
        out.append(HostRamBelowRule(
            ram_gb=h.instance_ram_gb, ram_gb_min=h.ram_gb_min, short_gb=short, short_pct=100 * short / h.ram_gb_min,
            ram_gb_check=h.ram_gb_check if h.ram_gb_check is not None else h.ram_gb_min,
            check_x_gpu_mem=num(d.get("host_check_ram_x_gpu_mem")),
            gpu_memory_gb=float(row["gpu_memory_gb"]) * float(row["gpus_per_node"]),
            rule_x_gpu_mem=h.rule_ram_x_gpu_mem, rule_set=h.rule_set, source=h.rule_source,
            ram_x_gpu_mem=num(h.ram_x_gpu_mem), rule_x_gpu_mem_max=num(h.rule_ram_x_gpu_mem_max),
            gpu=chosen.gpu, gpus_per_node=num(chosen.gpus_per_node)))
    if h.cpu_ok is None or h.ram_ok is None:
        out.append(HostUnknown(vcpus=h.instance_vcpus, ram_gb=h.instance_ram_gb))
    if h.fallback:
        out.append(HostRuleFallback(asked=sc.host_rules, used=h.rule_set))
    if row["billing"] == "spot" and row["spot_rate_source"] == "assumed":
        out.append(SpotRateAssumed(interruptions_per_month=row["spot_rate_month"]))
    # its spot price exists, but a spot rule (gang, risk, anomalous discount, a service) left it out
    refusal = spot_refusal(df, row, sc)
    if refusal is not None:
        out.append(refusal)
    out += spot_warnings(df, sc)  # spot prices deeper than the cloud's usual discount, left out
    seen = {n.code for n in out}
    for est_warning in estimate_warning_notes(est, row):
        if est_warning.code not in seen:
            out.append(est_warning)
            seen.add(est_warning.code)
    arm = arm_note(getattr(df, "cat", None), row, d, seen)  # an Arm CPU: first, it decides what can run at all
    return tuple(out) if arm is None else (arm, *out)


def _deadline_needs(row, sc: Scenario, d, chosen: Option, df, fastest: tuple[dict, float] | None) -> Note:
    """What the deadline would take: the GPUs at perfect scaling from this option (a lower bound; the start-up does
    not shrink with more servers, so only the time after it is shared out, and when the start-up alone is longer
    than the deadline no number of GPUs meets it), the largest cluster the catalog offers, and when no option meets
    the deadline the fastest one and the window the closest option was chosen in. Every time is given as expected
    and as checked against the deadline (the slow end of the likely range where the scenario plans for it,
    table.plan_factor): the words compare the checked hours with the deadline, never the expected ones."""
    start = float(row.get("startup_hours", 0.0) or 0.0)
    deadline = float(sc.deadline_hours or 0.0)
    checked = _checked_hours(row, deadline, float(chosen.wall_hours or 0.0))
    work, left = checked - start, deadline - start
    largest = getattr(df, "largest_cluster", {}).get(chosen.gpu)
    detail: dict[str, Any] = {"gpu": chosen.gpu, "deadline_hours": sc.deadline_hours, "gpus": num(chosen.gpu_count),
                              "wall_hours": chosen.wall_hours, "wall_hours_checked": checked,
                              "plan_for": getattr(sc, "plan_for", "expected"),
                              "plan_min_hours": num(d.get("plan_slow_end_min_hours")),
                              "largest_cluster_gpus": num(largest[0] if largest
                                                          else getattr(df, "max_cluster_gpus", None))}
    if left > 0 and work > 0:
        detail["gpus_needed"] = math.ceil(chosen.gpu_count * work / left)
        if start >= float(d["deadline_startup_said_share"]) * deadline:  # the start-up is why so many: said
            detail["fixed_startup_hours"] = start
    elif left <= 0:
        detail["startup_hours"] = start
    else:
        detail["gpus_needed"] = math.ceil(chosen.gpu_count * checked / deadline)
    if largest:
        detail.update(largest_cluster_nodes=largest[1], largest_cluster_provider=largest[2])
    if fastest is not None:
        f, window = fastest
        budget = getattr(df, "budget", None)
        detail.update(fastest_hours=float(f["run_hours"]), fastest_gpu=str(f["gpu"]), fastest_gpus=num(f["gpu_total"]),
                      fastest_hours_checked=_checked_hours(f, deadline, float(f["run_hours"])),
                      fastest_nodes=int(f["instances"]), fastest_provider=str(f["provider"]),
                      fastest_cost=float(f["total_cost"]),
                      fastest_chosen=bool(float(f["run_hours"]) >= float(row["run_hours"])),
                      window_hours=window, tolerance=float(d["missed_deadline_tolerance"]), objective=sc.objective,
                      chosen_in_window=bool(checked <= window * (1 + 1e-9)))
        if budget is not None and not pd.isna(f.get("budget_over", np.nan)):
            detail.update(budget=float(budget), budget_per=sc.budget_per, currency=sc.currency,
                          fastest_spend=float(f["budget_spend"]), chosen_spend=float(row["budget_spend"]),
                          chosen_within_budget=bool(chosen.within_budget))
    return note("deadline_needs", detail)


def _checked_hours(row, deadline: float, expected: float) -> float:
    """The hours a row's deadline was checked against: the deadline plus its miss (the slow end of the likely range
    where the scenario plans for it), else the expected hours."""
    over = row.get("deadline_over_hours", np.nan) if hasattr(row, "get") else np.nan
    return expected if over is None or pd.isna(over) else deadline + float(over)


def _rdma_quote(df, row, sc: Scenario) -> dict | None:
    """The RDMA cluster shape waiting for a price among the answer's provider and the clouds the scenario allows
    (candidates.rdma_quote_shape), once per catalog, provider, GPU and precision."""
    cat = getattr(df, "cat", None)
    if cat is None:
        return None
    provs = tuple(dict.fromkeys([str(row["provider"]), *sc.providers]))
    return _cat_memo(df, ("rdma_quote", provs, str(row["gpu"]), sc.precision),
                     lambda: rdma_quote_shape(cat, provs, str(row["gpu"]), True, sc.precision))


def estimate_of_row(est: EstTable, row, col: str, default=None):
    k = int(row["est_key"])
    if col not in est or k >= len(est):
        return default
    return est.cell(k, col)


def estimate_warning_notes(est, row) -> list[Note]:
    w = estimate_of_row(est, row, "est_warnings", ())
    out: list[Note] = []
    for item in w:
        if isinstance(item, tuple) and len(item) == 2:
            code, detail = item
            out.append(note(str(code), dict(detail) if isinstance(detail, dict) else {"value": detail}))
    return out


def _flag_of(row, name: str) -> bool:
    v = row.get(name) if hasattr(row, "get") else row[name]
    return v is not None and not pd.isna(v) and bool(v)


def assumption_notes(cat: Catalog, sc: Scenario, df, est, today, d, budget, row, fx_used: list | None = None) -> dict:
    """The answer's assumptions. ``fx_used`` (``fx_used.rates_used``): every exchange rate the answer used, as the
    catalog's rows; ``fx`` names them as ``{"USD/CNY": 7.0288}`` (one rate per pair: the first used) and ``fx_as_of``
    the first one's date."""
    fx = cat["fx_rates"]
    a: dict[str, Any] = {"catalog_version": cat.version, "catalog_date": cat.meta.get("built"),
                         "today": str(today), "currency": sc.currency, "hours_per_month": d["hours_per_month"],
                         "host_rules": sc.host_rules, "stale_price_days": d["stale_price_days"]}
    used = list(fx_used or ())
    a["fx"] = {}
    for r in used:
        a["fx"].setdefault(r["pair"], r["rate"])
    if used:
        a["fx_as_of"] = used[0]["as_of"]
    a["fx_used"] = [dict(r, uses=list(r["uses"])) for r in used]
    if row is not None:
        a["price_as_of"] = row["as_of"]
        a["mfu"] = num(row["mfu"])
        a["scaling_efficiency"] = num(row["scaling_efficiency"])
        # The estimate's assumptions as JSON values, once per configuration of the priced table.
        est_json = _memo(df, ("assumptions_json", int(row["est_key"])), lambda: {
            k: plain(v) for k, v in (estimate_of_row(est, row, "assumptions", {}) or {}).items()})
        a["estimate"] = {k: dict(v) if isinstance(v, dict) else v for k, v in est_json.items()}
        ck = a["estimate"].get("checkpoint_write_mb_s")
        if isinstance(ck, dict) and not _flag_of(row, "data_local") and num(row["read_mb_s"]) is not None:
            # checkpoints go where the data is ($DATA_DIR/checkpoints): the cloud disk, not the local NVMe assumed
            size = f" {row['disk_tier']}" if _tier(row) else ""
            ck.update(value=num(row["read_mb_s"]), source=f"storage.csv {row['disk_product']}{size}, "
                      f"disk_tiers.csv at {num(row['host_data_disk_gb'])} GB: the data disk, where the launch files "
                      "write checkpoints (no local NVMe); write speed taken equal to read")
    a["fx_table"] = [dict(r) for r in _cat_memo(df, "fx_table", lambda: tuple(
        {"pair": f"{r.base}/{r.quote}", "rate": r.rate, "as_of": r.as_of} for r in fx.itertuples()))]
    rate = failure_rate(cat) if sc.task != "inference" else None
    if rate is not None:
        # the node-failure rate long, large runs allow for (node_failures.csv), with its source
        a["node_failures"] = {"rate_per_million_gpu_hours": rate.per_gpu_hour * 1e6, "runs": list(rate.runs),
                              "source": rate.source,
                              "min_interruptions": d.get("node_failure_min_interruptions"),
                              "restart_s": d.get("spot_restart_s"),
                              "applied": bool(row is not None and (num(row.get("failure_extra_hours")) or 0) > 0)}
    if budget is not None:
        a["budget"] = {"amount": sc.budget_amount, "currency": sc.budget_currency, "per": sc.budget_per,
                       "in_result_currency": budget}
    return a
