"""Options: one row of the scored table as an ``Option`` (cost lines, host, estimate, spot), the constraints it
breaks and why it lost to the chosen one."""

from __future__ import annotations

from typing import Any

import numpy as np
import pandas as pd

from ..catalog import cost as C, host_spec, price_cites
from ..base import (AboutAsFast, BudgetOver, CostsMore, DeadlineAtRisk, DeadlineMissed, DoesNotFitHere, GpuNotChosen, HostBelowRule, LowerScore,
                    MoreServers, NoEstimateFor, num, ProviderNotChosen, RegionNotChosen, Slower, SpotAvoided)
from .results import Note, Option
from ..scenario import Scenario
from .billing_notes import spot_figures
from .serving_time import serving_time_note


def broken_constraints(row, sc: Scenario, budget: float | None) -> tuple[Note, ...]:
    out: list[Note] = []
    if not row["c_estimate"]:
        out.append(NoEstimateFor(gpu=row["gpu"]))
    elif not row["c_fits"]:
        out.append(DoesNotFitHere(memory_per_gpu_gb=row["memory_per_gpu_gb"], gpu_memory_gb=row["gpu_memory_gb"],
                                  over_gb=row["memory_per_gpu_gb"] - row["gpu_memory_gb"]))
    if not row["c_providers"]:
        out.append(ProviderNotChosen(provider=row["provider"], allowed=tuple(sc.providers)))
    if not row["c_gpus"]:
        out.append(GpuNotChosen(gpu=row["gpu"], allowed=tuple(sc.gpus)))
    if not row["c_regions"]:
        out.append(RegionNotChosen(region=row["region"], allowed=tuple(sc.regions)))
    if not row.get("c_host", True):
        # below the host rule (host.py): the server cannot feed its GPUs; the rule's minimum and the instance's own
        out.append(HostBelowRule(vcpus=num(row.get("vcpus")), cpu_cores_min=num(row.get("host_cpu_cores_min")),
                                 ram_gb=num(row.get("ram_gb")), ram_gb_min=num(row.get("host_ram_gb_min")),
                                 rule_set=row.get("host_rule_set"),
                                 short=tuple(k for k in ("cpu", "ram") if row.get(f"host_{k}_ok") == 0),
                                 vcpus_min=num(row.get("host_cpu_cores_min") * (row.get("host_vcpus_per_core") or 1.0))
                                 if row.get("host_cpu_cores_min") is not None else None,
                                 **_ram_check(row)))
    if not row["c_spot"]:
        out.append(SpotAvoided(billing="spot", preference=sc.spot))
    if not row["c_deadline"]:
        # the hours checked: the estimate, or its high end under preferences.plan_for "slow"
        deadline = float(sc.deadline_hours or 0.0)  # (c_deadline is false only where a deadline was given)
        checked, expected = deadline + row["deadline_over_hours"], float(row["run_hours"])
        slow_end = checked > expected * (1 + 1e-9)  # the estimate's range_high made it longer
        if slow_end and expected > deadline * (1 + 1e-9):
            # missed as expected already (walk 24: 2,095 h against 100 h read "if it runs as slowly as the likely
            # range allows, 3,337 hours"): the expected hours are the miss; the slow end only for one met as expected
            checked, slow_end = expected, False
        over = checked - deadline
        out.append(DeadlineMissed(wall_hours=checked,
                                  deadline_hours=sc.deadline_hours, over_hours=over,
                                  over_pct=100 * over / deadline,
                                  expected_hours=expected if slow_end else None))
    if not row["c_budget"]:
        out.append(BudgetOver(cost=row["budget_spend"], budget=budget, per=sc.budget_per, currency=sc.currency,
                              over=row["budget_over"], over_pct=100 * row["budget_over"] / budget if budget else None))
    return tuple(out)


def _ram_check(row) -> dict:
    """The RAM a server was checked against and the check's multiple of its GPUs' memory, where the check is below
    the rule's minimum (host.py: a refused server is said by the figure it failed, not the rule's)."""
    x = num(row.get("host_check_ram_x"))
    return {"ram_gb_check": num(row.get("host_ram_gb_check")), "check_x_gpu_mem": x} if x is not None else {}


def price_source(row) -> str:
    """Where the price the row's billing mode reads comes from: "user", "quote" (the user's own: price_cites) or
    "catalog" (the catalog row's price list)."""
    col = C.PRICE_COLUMN.get(str(row["billing"]), "")
    own = price_cites.price_own(_get(row, "price_own"), _get(row, price_cites.COLUMN), col)
    return own or price_cites.CATALOG


def _own(row, code: str, as_of: str) -> dict:
    """A cost line's ``price_source`` and ``price_as_of`` for a price whose own-code is ``code`` ("" : none)."""
    if code not in price_cites.OWN_CODES:
        return {}
    when = _get(row, as_of)
    return {"price_source": code, "price_as_of": str(when) if isinstance(when, str) else ""}


def _get(row, name: str):
    v = row.get(name) if hasattr(row, "get") else row[name]
    return None if v is None or (isinstance(v, float) and np.isnan(v)) else v


def option_cost_lines(row, sc: Scenario, d: dict) -> tuple[C.CostLine, ...]:
    cur = sc.currency
    conv = row["currency"] != cur
    fx = dict(price_currency=row["currency"], fx_rate=float(row["fx_rate"]), fx_as_of=row["fx_as_of"]) if conv else {}
    # the server's lines cite the user's own price where the billing mode reads one (its date: the row's as_of,
    # the price's own date, table._price_dates)
    fx = {**fx, **_own(row, price_source(row), "as_of")}
    gpn = float(row["gpus_per_node"])
    inst = float(row["instances"])
    lines = []
    if row["billing"] == "monthly":
        months = row["billed_hours"] / d["hours_per_month"]
        lines.append(C.CostLine("gpu_instance", inst * months, "instance-month", row["unit_price"],
                                row["instance_cost"], row["instance_type"], **fx))
    else:
        # The start-up of the run (every server, before the first step and for the last checkpoint) is a line
        # of its own, at the same price.
        start_h = float(row.get("startup_hours", 0.0) or 0.0)
        start_cost = row["unit_price"] * inst * start_h
        # Node failures of a long, large run (node_failures.py): the restarts and lost work, a line of their own.
        fail_h = float(row.get("failure_extra_hours", 0.0) or 0.0)
        fail_cost = row["unit_price"] * inst * fail_h
        gpu_h = gpn * inst * (row["billed_hours"] - row["spot_extra_hours"] - start_h - fail_h)
        lines.append(C.CostLine("gpu_instance", gpu_h, "GPU-hour", row["unit_price"] / gpn,
                                row["instance_cost"] - start_cost - fail_cost, row["instance_type"], **fx))
        if start_h > 0:
            lines.append(C.CostLine("run_startup", gpn * inst * start_h, "GPU-hour", row["unit_price"] / gpn,
                                    start_cost, row["instance_type"], **fx))
        if fail_h > 0:
            lines.append(C.CostLine("node_failures", gpn * inst * fail_h, "GPU-hour", row["unit_price"] / gpn,
                                    fail_cost, row["instance_type"], **fx))
        if row["billing"] == "spot" and row["spot_extra_hours"] > 0:
            rw = gpn * inst * row["spot_extra_hours"]
            lines.append(C.CostLine("spot_rework", rw, "GPU-hour", row["unit_price"] / gpn, row["rework_cost"],
                                    row["instance_type"], **fx))
    lines.append(_disk_line(row, cur, "system_disk", "sys_"))
    if row["data_local"]:
        lines.append(C.CostLine("data_disk", row["data_disk_gbm"], "GB-month", 0.0, 0.0, "local NVMe (instance)",
                                included=True))
    else:
        lines.append(_disk_line(row, cur, "data_disk", ""))
    if row["net_included"]:
        lines.append(C.CostLine("network", inst, "node", 0.0, 0.0, str(row["net_suggested"]), included=True))
    else:
        lines.append(C.CostLine("network", inst, "node", None, None, str(row["net_suggested"])))
    efx = dict(price_currency=row["egress_currency"], fx_rate=float(row["egress_fx_rate"]),
               fx_as_of=row["egress_fx_as_of"]) if isinstance(row["egress_fx_as_of"], str) and row["egress_fx_as_of"] \
        else {}  # same currency: no conversion (the date is None, or NaN once it went through a frame)
    efx = {**efx, **_own(row, str(_get(row, "egress_own") or ""), "egress_as_of")}
    ep = None if pd.isna(row["egress_price"]) else float(row["egress_price"])
    lines.append(C.CostLine("transfer_out", row["egress_gb"], "GB", ep, None if ep is None else row["egress_cost"],
                            row["egress_product"] if isinstance(row["egress_product"], str) else "", **efx,
                            assumed=_flag(row, "egress_assumed") and ep is not None))
    return tuple(lines)


def _disk_line(row, cur: str, item: str, prefix: str) -> C.CostLine:
    """The cost line of the system disk (``prefix`` "sys_": its own product, one its size may be) or of the data
    disk on a cloud disk (""); a row without the system disk's columns (an older table) takes the data disk's."""
    pre = prefix if prefix and _get(row, prefix + "disk_product") is not None else ""
    currency = _get(row, pre + "disk_currency")
    dfx = dict(price_currency=currency, fx_rate=float(row[pre + "disk_fx_rate"]),
               fx_as_of=row[pre + "disk_fx_as_of"]) if currency not in (None, cur) else {}
    dfx = {**dfx, **_own(row, str(_get(row, pre + "disk_own") or ""), pre + "disk_as_of")}
    price = _get(row, pre + "disk_price_conv")
    dp = None if price is None else float(price)
    assumed = _flag(row, pre + "disk_assumed")  # the provider's disk price is a stated assumption
    gbm, cost = ("system_disk_gbm", "system_disk_cost") if item == "system_disk" else ("data_disk_gbm", "data_disk_cost")
    size = num(_get(row, "host_system_disk_gb" if item == "system_disk" else "host_data_disk_gb"))
    tier = _get(row, ("sys_" if item == "system_disk" else "") + "disk_tier")
    vols = _get(row, ("sys_" if item == "system_disk" else "") + "disk_volumes")
    return C.CostLine(item, row[gbm], "GB-month", dp, None if dp is None else row[cost],
                      _get(row, pre + "disk_product") or "", **dfx, assumed=assumed and dp is not None,
                      size_gb=size, tier=str(tier) if tier else "", volumes=int(vols) if vols else 1)


def _flag(row, name: str) -> bool:
    """A 0/1 column of the priced table (missing, NaN: no)."""
    v = row.get(name) if hasattr(row, "get") else row[name]
    return v is not None and not pd.isna(v) and bool(v)


def option_of(row, sc: Scenario, d: dict, budget, lost=()) -> Option:
    training = sc.task != "inference"
    est: dict[str, Any] = {k: (None if pd.isna(row[k]) else float(row[k])) for k in
           ("gpu_hours", "mfu", "scaling_efficiency", "memory_per_gpu_gb", "tokens_per_s", "qps_per_replica",
            "replicas_needed", "checkpoint_gb", "checkpoint_write_s")}
    est["io_bound"] = bool(row["io_bound"]) if not pd.isna(row["io_bound"]) else False
    est["read_mb_s"] = float(row["read_mb_s"])
    if not _flag(row, "data_local"):  # the cloud disk at its size (disk_tiers.csv): its tier and IOPS where given
        tier, iops = row.get("disk_tier") if hasattr(row, "get") else None, row.get("disk_iops") if hasattr(
            row, "get") else None
        if tier:
            est["disk_tier"] = str(tier)
        if iops is not None and not pd.isna(iops):
            est["disk_iops"] = float(iops)
    if not training:  # how long an answer takes: the first token and the whole answer (serving_time.py)
        est.update({k: (None if pd.isna(row[k]) else float(row[k])) for k in ("ttft_s", "latency_s")})
    spot = None
    if row["billing"] == "spot":
        spot = {"interruptions_per_month": row["spot_rate_month"], "rate_source": row["spot_rate_source"],
                "expected_extra_hours": row["spot_extra_hours"], "expected_interruptions": row["spot_interruptions"],
                "checkpoint_interval_h": row["checkpoint_interval_h"], **spot_figures(row)}
    be = row.get("break_even_hours")
    lo, hi = num(row.get("range_low")), num(row.get("range_high"))
    ranges = {}
    if training and lo is not None and hi is not None:
        if est["gpu_hours"] is not None:
            ranges["gpu_hours_range"] = (est["gpu_hours"] * lo, est["gpu_hours"] * hi)
        # the low end scales the estimate's compute time; the start-up, data copy and last checkpoint around it do
        # not shrink with it (a 15-minute low end beside 10 minutes of start-up was no "likely" time)
        run, wall = float(row["run_hours"]), num(row.get("wall_hours"))
        fixed = run - wall if wall is not None and wall <= run else 0.0
        # (the high end stays the whole run times range_high: the deadline's slow-end check reads that, table.py)
        ranges["wall_hours_range"] = (fixed + (run - fixed) * lo, run * hi)
    risk = deadline_risk(row, sc, d, ranges.get("wall_hours_range"))
    return Option(
        provider=row["provider"], region=row["region"], instance_type=row["instance_type"], gpu=row["gpu"],
        gpus_per_node=float(row["gpus_per_node"]), nodes=int(row["nodes"]), instances=int(row["instances"]),
        gpu_count=float(row["gpu_total"]), billing=row["billing"],
        wall_hours=float(row["run_hours"]) if training else None, billed_hours=float(row["billed_hours"]),
        total_cost=float(row["total_cost"]), monthly_cost=float(row["monthly_cost"]), currency=sc.currency,
        meets_deadline=bool(row["c_deadline"]), within_budget=bool(row["c_budget"]), fits=bool(row["c_fits"]),
        feasible=bool(row["feasible"]) and not _slow_for_chat(row, sc, d), complete=bool(row["complete"]),
        cost_lines=option_cost_lines(row, sc, d),
        host=host_spec(row), storage="local_nvme" if row["data_local"] else "block",
        storage_product="local NVMe (instance)" if row["data_local"] else (row["disk_product"] or ""),
        network_class=str(row["net_suggested"]), network_gbps=float(row["network_gbps"]),
        price_as_of=str(row["as_of"]), price_age_days=float(row["price_age_days"]), stale=bool(row["stale"]),
        estimate=est, spot=spot, break_even_hours=None if be is None or pd.isna(be) else float(be),
        broken=broken_constraints(row, sc, budget), lost=tuple(lost), deadline_risk=risk,
        price_source=price_source(row), **ranges)


def _slow_for_chat(row, sc: Scenario, d: dict) -> bool:
    """A chat service's option slower than a chat's limits (serving_time.py): even one request alone misses them
    (a configuration that keeps them with one request is sized to keep them), so it meets no chat requirement."""
    if sc.task != "inference" or getattr(sc, "service_use", None) != "chat":
        return False
    timed = serving_time_note(row, sc, d)
    return timed is not None and timed.slow


def deadline_risk(row, sc: Scenario, d: dict, wall_range: tuple[float, float] | None) -> DeadlineAtRisk | None:
    """The deadline met by the hours it was checked against (the expected ones: preferences.plan_for "expected",
    or "auto" for a run under plan_slow_end_min_hours) while the slow end of the likely range misses it; None
    otherwise (no deadline, a service, missed anyway, or checked at the slow end). On spot, the interruptions
    expected in the run and what each costs in time (half a checkpoint interval plus the restart)."""
    deadline = sc.deadline_hours
    if sc.task == "inference" or not deadline or wall_range is None or not bool(row["c_deadline"]):
        return None
    run, high = float(row["run_hours"]), float(wall_range[1])
    if not high > deadline * (1 + 1e-9):
        return None
    spot = row["billing"] == "spot"
    per_int = None
    if spot:
        iv = num(row.get("checkpoint_interval_h"))
        per_int = (iv or 0.0) / 2 + float(d.get("spot_restart_s", 0.0) or 0.0) / 3600
    return DeadlineAtRisk(wall_hours=run, wall_hours_high=high, deadline_hours=float(deadline),
                          margin_hours=float(deadline) - run, miss_hours=high - float(deadline), spot=spot,
                          servers=int(row["instances"]),
                          spot_interruptions=num(row.get("spot_interruptions")) if spot else None,
                          spot_hours_per_interruption=per_int)


def lost_reasons(r, best, sc: Scenario, key, df, budget, close_tolerance: float = 0.0) -> tuple[Note, ...]:
    out = list(broken_constraints(r, sc, budget))
    # Where the chosen option itself breaks the same constraints (the closest, when none meets every one), those
    # alone do not say why this one lost: how it compares in cost and time does (a cheaper option that misses the
    # deadline by more than the window of the closest; a faster one that costs far more).
    same = bool(out) and not best["feasible"] and ({n.code for n in out}
                                                    <= {n.code for n in broken_constraints(best, sc, budget)})
    if not out or same:
        basis = "total_cost" if sc.task != "inference" else "monthly_cost"
        dc = r[basis] - best[basis]
        dh = r["run_hours"] - best["run_hours"]
        same = all(r[k] == best[k] for k in ("provider", "region", "instance_type", "nodes")) \
            and r["billing"] != best["billing"]  # the chosen servers, billed another way
        costs: list[Note] = [CostsMore(by=dc, pct=100 * dc / best[basis], per="month" if basis == "monthly_cost" else None,
                                       billing=str(r["billing"]) if same else None)] if dc > 0 else []
        slower: list[Note] = [Slower(by_hours=dh, pct=100 * dh / best["run_hours"])] if np.isfinite(dh) and dh > 0 else []
        if sc.objective == "fastest" and sc.task != "inference":
            # The goal is time: the time difference leads ("costs ¥618.60 more" alone hid that the runner-up was 16
            # seconds sooner, and the pick within the close tolerance of it on fewer servers).
            sooner = -dh if np.isfinite(dh) and dh < 0 else 0.0
            if sooner and bool(best["feasible"]) and best["run_hours"] <= r["run_hours"] * (1 + close_tolerance):
                slower = [AboutAsFast(by_hours=sooner, pct=100 * sooner / best["run_hours"],
                                      tolerance_pct=100 * close_tolerance, instances=int(r["instances"]),
                                      chosen_instances=int(best["instances"]))]
            out += slower + costs
        else:
            out += costs + slower
        if not out and int(r["instances"]) > int(best["instances"]):
            # as cheap or cheaper, within the close tolerance: the pick is the close option on the fewest servers
            # (ranking.fewer_servers); "ranks lower for the goal 'cheapest'" would not say why a cheaper one lost
            out.append(MoreServers(instances=int(r["instances"]), chosen_instances=int(best["instances"]),
                                   cheaper_by=float(-dc), tolerance_pct=100 * close_tolerance,
                                   cost=float(r[basis])))
        if not out:
            later = None
            if sc.task == "inference":  # the same cost a month: the tie went to the one that answers sooner
                mine, theirs = num(r.get("latency_s")), num(best.get("latency_s"))
                if mine is not None and theirs is not None and mine > theirs:
                    later = mine - theirs
            out.append(LowerScore(objective=sc.objective, answers_later_s=later))
    return tuple(out)
