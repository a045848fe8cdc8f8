"""Selection: every priced configuration of the catalog, estimated, priced, filtered and ranked.

``score_candidates`` builds one row per (instance × node count × billing mode) over whole columns;
the estimate engine runs once per distinct hardware configuration and is broadcast to the rows.
Internally (``_build``) the table is kept as numpy arrays at three levels (offering, offering × nodes,
row) and only the ranking columns exist for every row; text, host, cost lines and network are computed
for the rows shown (recommendation, alternatives, Pareto points, a clicked chart point). Estimates of the
current job are reused across scenario edits; products of the small tables are cached per catalog with
their exact content (never the instances table), so edits in place are never served stale.
The work is split in two: ``price(cat, sc)`` builds that table for the scenario's job (model, data, precision,
method, reference run, task, serving load, currency, host rules) without any filter or constraint, and
``rank(priced, sc)`` applies the rest of the scenario (deadline, budget, objective, billing, provider/region/GPU
filters, spot preference); ``recommend(cat, sc) == rank(price(cat, sc), sc)``.
``recommend`` turns that table into a ``Recommendation``: the chosen option with its cost lines and
host, the best rejected alternatives and why each lost, the Pareto front of cost against hours,
and reasons, tips and warnings as codes with numbers. No sentences, no Qt.
"""

from __future__ import annotations

import copy
import datetime as _dt
import math
import pickle
import threading
import weakref
from dataclasses import dataclass, field, replace
from typing import Any

import numpy as np
import pandas as pd

from . import cost as C
from . import estimate as E
from .catalog import Catalog
from .host import host_spec, size_hosts
from .results import Note, Option, Recommendation, _jsonable, _num, _round  # noqa: F401 (re-exported)
from .scenario import Scenario

# Seed 001's decision tree, as data: case -> ((GPU name prefixes, allowed GPU counts), ...), and whether the
# count is per node (an "8-card cluster", a 2-card serving box that is replicated) or for the whole job.
# The thresholds that decide the case live in the catalog's defaults (tree_*).
DECISION_TREE: dict[str, tuple[tuple[tuple[str, ...], tuple[int, ...]], ...]] = {
    "train_over_70b": ((("H100",), (8,)),),
    "train_7b_70b": ((("A100", "A800"), (4, 5, 6, 7, 8)), (("H100", "H800"), (2, 3, 4))),
    "lora_7b_13b": ((("L40S",), (1,)), (("A100", "A800"), (1,))),
    "inference_7b_low_qps": ((("L40S",), (1,)), (("RTX4090",), (1,))),
    "inference_70b_high_qps": ((("A100-80GB", "A800-80GB"), (2,)),),
}
TREE_COUNT_PER_NODE = {"train_over_70b": True, "train_7b_70b": False, "lora_7b_13b": False,
                       "inference_7b_low_qps": True, "inference_70b_high_qps": True}

DESC_COLS = ("region", "instance_type", "currency", "as_of", "fx_as_of", "spot_rate_source", "host_rule_set",
             "host_rule_gpu", "disk_product", "disk_currency", "disk_fx_as_of", "egress_product", "egress_currency",
             "egress_fx_as_of")
CONSTRAINTS = ("fits", "estimate", "providers", "regions", "gpus", "spot", "deadline", "budget")
HARD = ("fits", "estimate", "providers", "regions", "gpus", "spot")


# --------------------------------------------------------------------------- helpers


def _defaults(cat: Catalog) -> dict[str, float]:
    return C.defaults(cat)


# --------------------------------------------------------------------------- the job


def job_for(cat: Catalog, sc: Scenario):
    """The estimate engine's Job for a scenario."""
    fields = dict(task=sc.task, workload=sc.workload, method=sc.finetune_method, precision=sc.precision,
                  tokens=sc.tokens, dataset_gb=sc.dataset_gb, samples=sc.samples, epochs=sc.epochs,
                  qps=sc.qps, input_tokens=sc.input_tokens, output_tokens=sc.output_tokens,
                  p95_latency_s=sc.p95_latency_s)
    if sc.reference_run is not None:
        fields["reference_run"] = E.ReferenceRun(sc.reference_run.gpu, sc.reference_run.gpus,
                                                 sc.reference_run.hours) \
            if hasattr(E, "ReferenceRun") else (sc.reference_run.gpu, sc.reference_run.gpus, sc.reference_run.hours)
    fields = {k: v for k, v in fields.items() if v is not None}
    if sc.preset:
        return E.job_from_preset(cat, sc.preset, **fields)
    if sc.params:
        fields["params"] = sc.params
    return E.Job(**fields)


# --------------------------------------------------------------------------- offerings


def offerings(cat: Catalog) -> pd.DataFrame:
    """Every instance with at least one price and whole GPUs, joined with its GPU's specs and network."""
    inst = cat["instances"]
    prices = inst[list(C.PRICE_COLUMN.values())]
    gc = inst["gpu_count"].astype(float)
    keep = prices.notna().any(axis=1) & (gc >= 1) & (gc == np.floor(gc))
    df = inst.loc[keep, ["provider", "region", "instance_type", "gpu", "gpu_count", "gpu_memory_gb", "vcpus",
                         "ram_gb", "local_disk_gb", "network_gbps", "interconnect", "currency",
                         *C.PRICE_COLUMN.values(), "as_of"]].reset_index(drop=True)
    g = cat["gpus"].set_index("gpu")
    df["gpu_memory_gb"] = df["gpu_memory_gb"].fillna(df["gpu"].map(g["memory_gb"]))
    link = df["interconnect"].astype(object).where(df["interconnect"].astype(str) != "", None)
    df["link"] = link.fillna(df["gpu"].map(g["interconnect"])).fillna("pcie").astype(str)
    df["link"] = df["link"].where(df["link"] != "", "pcie")
    net = cat["instance_network"]
    m = df[["provider", "instance_type"]].merge(net[["provider", "instance_type", "bandwidth_gbps", "rdma"]],
                                                how="left", on=["provider", "instance_type"])
    df["net_gbps"] = df["network_gbps"].fillna(pd.Series(m["bandwidth_gbps"].to_numpy(float)))
    df["net_rdma"] = pd.Series(m["rdma"].astype("boolean").fillna(False).to_numpy(bool))
    return df


def _network_classes(cat: Catalog) -> pd.DataFrame:
    return cat["network"].sort_values("bandwidth_gbps").reset_index(drop=True)


_NET_CLASS_NAMES = np.array(["standard", "tcp_25g", "rdma"], dtype=object)
# Fabrics that move GPU memory between nodes without the host's TCP stack (instance_network.csv ``fabric``).
FAST_FABRICS = ("efa", "infiniband", "roce", "erdma", "rdma", "tcpx", "tcpxo")


def _network_class_codes(cat: Catalog, gbps: np.ndarray, rdma: np.ndarray) -> np.ndarray:
    """Inter-node network class of each instance as codes into ``_NET_CLASS_NAMES`` (no string per row): the
    fast class for a GPU-direct fabric of at least the class's bandwidth, else by bandwidth; unknown: standard."""
    nc = _network_classes(cat).set_index("option")
    cls = np.zeros(len(gbps), dtype=np.int8)
    with np.errstate(invalid="ignore"):
        if "tcp_25g" in nc.index:
            cls[gbps >= nc.at["tcp_25g", "bandwidth_gbps"]] = 1
        if "rdma" in nc.index:
            cls[rdma & (gbps >= nc.at["rdma", "bandwidth_gbps"])] = 2
    return cls


# --------------------------------------------------------------------------- estimates

# Estimates of the most recent job, per estimate-engine preparation (which is per Catalog object): a scenario
# edit that keeps the job (deadline, budget, objective, providers, spot...) reuses them. Keyed on the
# preparation object itself, so they follow the estimate engine's own view of the catalog, never a stale one.
_EST_MEMO: dict[int, tuple] = {}
_EST_LOCK = threading.Lock()


def _est_memo(cat: Catalog, job) -> dict | None:
    """The memo of configuration -> estimate row for ``job`` on ``cat`` (None: the job cannot be a key)."""
    try:
        hash(job)
    except TypeError:
        return None
    prep = E.prepare(cat)
    key = id(prep)
    with _EST_LOCK:
        hit = _EST_MEMO.get(key)
        if hit is not None and hit[0]() is prep:
            if hit[1] == job:
                return hit[2]
            memo: dict = {}
            _EST_MEMO[key] = (hit[0], job, memo)
            return memo
        memo = {}
        _EST_MEMO[key] = (weakref.ref(prep), job, memo)
    weakref.finalize(prep, _EST_MEMO.pop, key, None)
    return memo


_EST_FIELDS = ("wall_hours", "gpu_hours", "flops", "mfu", "scaling_efficiency", "memory_per_gpu_gb", "tokens_per_s",
               "qps_per_replica", "replicas_needed", "gpus_per_replica", "checkpoint_gb", "checkpoint_write_s",
               "latency_s", "data_read_mb_s", "range_low", "range_high")


def _estimate_row(cat: Catalog, job, gpu, gpus_per_node, nodes, link, net_class, net_gbps=None) -> dict:
    rec = {"ok": True, "error": "", "error_field": ""}
    try:
        # The data feed is checked afterwards, per storage choice, from the rate the job needs
        # (data_read_mb_s): the same test as the engine's, without one call per storage tier.
        est = E.estimate_config(cat, job, gpu, int(gpus_per_node), nodes=int(nodes),
                                interconnect=link, network=None if nodes == 1 else net_class,
                                network_gbps=None if nodes == 1 or net_gbps is None or not net_gbps > 0
                                else float(net_gbps))
    except E.EstimateError as exc:  # input the engine cannot estimate on this GPU: its problem code
        rec.update(ok=False, error=exc.code or type(exc).__name__,
                   error_field=(exc.problems[0].file if exc.problems else ""))
        est = None
    except Exception as exc:  # noqa: BLE001 - a GPU without specs must not sink the whole table
        rec.update(ok=False, error=type(exc).__name__)
        est = None
    if est is not None:
        for name in _EST_FIELDS:
            v = getattr(est, name, None)
            rec[name] = np.nan if v is None else float(v)
        rec["fits"] = bool(est.fits)
        rec["io_bound"] = bool(getattr(est, "io_bound", False))
        rec["plan"] = str(getattr(est, "plan", ""))
        rec["est_warnings"] = tuple(getattr(est, "warnings", ()) or ())
        rec["assumptions"] = getattr(est, "assumptions", {}) or {}
    else:
        rec["fits"] = False
        rec["io_bound"] = False
        rec["plan"] = ""
        rec["est_warnings"] = ()
        rec["assumptions"] = {}
    return rec


def _estimate_table(cat: Catalog, job, keys: pd.DataFrame) -> pd.DataFrame:
    """Run the estimate engine once per distinct configuration row of ``keys`` (columns gpu, gpus_per_node,
    nodes, link, net_class); a configuration already estimated for the same job on the same catalog is reused."""
    memo = _est_memo(cat, job)
    rows = []
    gbps = keys["net_gbps"] if "net_gbps" in keys else pd.Series(np.nan, index=keys.index)
    for k in zip(keys["gpu"], keys["gpus_per_node"], keys["nodes"], keys["link"], keys["net_class"], gbps):
        mk = (k[0], int(k[1]), int(k[2]), k[3], k[4] if k[2] != 1 else "", k[5] if k[2] != 1 and k[5] > 0 else None)
        rec = memo.get(mk) if memo is not None else None
        if rec is None:
            rec = _estimate_row(cat, job, *k)
            if memo is not None:
                memo[mk] = rec
        rows.append(rec)
    cols = ["ok", "error", "error_field", *_EST_FIELDS, "fits", "io_bound", "plan", "est_warnings", "assumptions"]
    out = pd.DataFrame({c: [r.get(c, np.nan) for r in rows] for c in cols}, index=keys.index)
    return pd.concat([keys, out], axis=1)


def _spot_extra(cat: Catalog, wall_hours: np.ndarray, rate_month: np.ndarray, write_s: np.ndarray,
                nodes: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Expected extra hours, interruptions and checkpoint interval, once per distinct input tuple."""
    cols = [np.nan_to_num(np.asarray(x, dtype=float), nan=-1.0) for x in (wall_hours, rate_month, write_s, nodes)]
    codes, first = _combo_codes(cols)
    uniq = np.column_stack([c[first] for c in cols]) if len(first) else np.zeros((0, 4))
    extra = np.full(len(uniq), np.nan)
    n_int = np.full(len(uniq), np.nan)
    interval = np.full(len(uniq), np.nan)
    for i, (h, r, w, nn) in enumerate(uniq):
        if not h > 0 or not 0 <= r < 1:
            continue
        so = E.spot_overhead(cat, h, None if w < 0 else w, interruptions_per_month=r, instances=int(nn))
        extra[i] = so.expected_extra_hours
        n_int[i] = so.expected_interruptions
        interval[i] = so.checkpoint_interval_h
    return extra[codes], n_int[codes], interval[codes]


# --------------------------------------------------------------------------- the scored table


def _combo_codes(arrays) -> tuple[np.ndarray, np.ndarray]:
    """A group number per row for the distinct combinations of the given columns (NaN is a value), and the
    first row of each group. Hash-based (pd.factorize), so it stays O(rows) on millions of rows."""
    n = len(arrays[0]) if len(arrays) else 0
    key = np.zeros(n, dtype=np.int64)
    size = 1
    for a in arrays:
        if isinstance(a, np.ndarray) and a.dtype.kind in "iub" and n:
            lo = int(a.min())
            codes, card = a.astype(np.int64) - lo, int(a.max()) - lo + 1  # integer codes: no hashing needed
        else:
            codes, uniq = pd.factorize(a, use_na_sentinel=False)
            card = len(uniq) + 1
        if size * card >= 2 ** 62:  # keep the combined key small
            key = pd.factorize(key)[0].astype(np.int64)
            size = int(key.max()) + 1 if n else 1
        key = key * card + codes
        size *= card
    key = pd.factorize(key)[0].astype(np.int64)  # numbered in order of first appearance
    first = np.full(int(key.max()) + 1 if n else 0, -1, dtype=np.int64)
    first[key[::-1]] = np.arange(n - 1, -1, -1)
    return key, first


def _group_codes(df: pd.DataFrame, cols: list[str]) -> tuple[np.ndarray, np.ndarray]:
    return _combo_codes([df[c] for c in cols])


MODES = tuple(C.PRICE_COLUMN)  # billing modes in row order (a row's mode is an index into this)
_MODE_ARR = np.array(MODES, dtype=object)
_MODE = {m: i for i, m in enumerate(MODES)}
# The columns of ``Recommendation.candidates`` (the full set of columns: ``score_candidates``).
CANDIDATE_COLUMNS = ("provider", "region", "instance_type", "gpu", "gpus_per_node", "nodes", "instances", "gpu_total",
                     "billing", "wall_hours", "run_hours", "billed_hours", "unit_price", "total_cost", "monthly_cost",
                     "budget_spend", *(f"c_{c}" for c in CONSTRAINTS), "hard_ok", "feasible", "offer_id", "est_key")
# Row-level columns computed for every row when ranking (the rest are computed for the rows shown).
_NARROW = ("unit_price", "run_hours", "billed_hours", "total_cost", "monthly_cost", "budget_spend", "c_spot",
           "c_deadline", "deadline_over_hours", "c_budget", "budget_over", "hard_ok", "feasible")
_EST_COLS = ("ok", "wall_hours", "gpu_hours", "mfu", "scaling_efficiency", "memory_per_gpu_gb", "tokens_per_s",
             "qps_per_replica", "replicas_needed", "gpus_per_replica", "checkpoint_gb", "checkpoint_write_s", "fits",
             "data_read_mb_s", "range_low", "range_high")


def _in(values: np.ndarray, allowed, lower: bool = False) -> np.ndarray:
    """``values`` (object) in ``allowed``, tested once per distinct value."""
    codes, uniq = pd.factorize(values, use_na_sentinel=False)
    s = {a.lower() for a in allowed} if lower else set(allowed)
    ok = np.array([(u.lower() if isinstance(u, str) else None) in s if lower else u in s for u in uniq], dtype=bool)
    return ok[codes] if len(values) else np.zeros(0, dtype=bool)


def _categorical(codes: np.ndarray, uniq) -> pd.Categorical | np.ndarray:
    cats = pd.Index(uniq)
    if cats.hasnans or not cats.is_unique:
        return np.asarray(uniq, dtype=object)[codes]
    return pd.Categorical.from_codes(codes, categories=cats)


class _Scored:
    """The scored table of one scenario, kept as arrays at three levels: offerings (``O``, one per priced
    instance), offering × node count (``N``) and rows (offering × node count × priced billing mode: ``r_on``,
    ``r_mode``). The ranking columns (``_NARROW``) exist for every row; everything else (text, host, cost lines,
    network) is computed for the rows asked for, from the same formulas. ``t[name]`` gives a whole column."""

    def __init__(self, cat: Catalog, sc: Scenario, d: dict, today, training: bool):
        self.cat, self.sc, self.d, self.today, self.training = cat, sc, d, today, training
        self.O: dict[str, np.ndarray] = {}
        self.N: dict[str, np.ndarray] = {}
        self.R: dict[str, np.ndarray] = {}
        self.E: dict[str, np.ndarray] = {}
        self.est = pd.DataFrame()
        self.n = 0
        self.budget = None
        self.model_out_gb = 0.0
        self.excluded: dict[str, int] | None = None  # rows left out by rank (no estimate, no fit, no GPU or price)
        self.usable = True  # False: no row is a real option (the rows are kept to say why)
        self.elsewhere: dict | None = None  # then: the smallest real option outside the scenario's filters
        self.max_cluster_gpus = 0.0  # the largest cluster (GPUs) the candidates go up to
        self.anomalous = 0  # instances left out because the catalog flags their price as anomalous

    # -- access
    def __len__(self) -> int:
        return self.n

    def __contains__(self, name) -> bool:
        return name in self.R or name in self.N or name in self.E or name in self.O or name in _ALL_COLUMNS

    def __getitem__(self, name: str) -> np.ndarray:
        a = self.R.get(name)
        if a is None:
            a = self._gather(name, None)
            if a is None:
                a = self._wide(None)[name]
            self.R[name] = a
        return a

    def _gather(self, name: str, sel):
        """A column that lives at the offering or offering × nodes level, or a code column; None otherwise."""
        on = self.r_on if sel is None else self.r_on[sel]
        if name in self.N:
            return self.N[name][on]
        if name in self.E:
            return self.E[name][self.N["est_key"][on]]
        if name == "c_fits":
            return self.N["fits"][on]
        if name == "offer_id":
            return self.N["offer"][on]
        if name in self.O:
            return self.O[name][self.N["offer"][on]]
        if name == "billing":
            return _MODE_ARR[self.r_mode if sel is None else self.r_mode[sel]]
        if name in ("provider", "gpu", "link"):
            off = self.N["offer"][on]
            return np.asarray(self.U[name], dtype=object)[self.O[f"{name}_code"][off]]
        if name == "net_class":
            return self.net_names[self.N["net_code"][on]]
        return None

    def codes(self, name: str, sel=None) -> tuple[np.ndarray, Any]:
        """Integer codes and their values for provider, gpu or link."""
        on = self.r_on if sel is None else self.r_on[sel]
        return self.O[f"{name}_code"][self.N["offer"][on]], self.U[name]

    def mode_is(self, mode: str) -> np.ndarray:
        return self.r_mode == _MODE.get(mode, -1)

    def distinct(self, name: str) -> int:
        """Number of distinct values of an offering x nodes level column (est_key, offer_id) over the rows."""
        covered = np.zeros(len(self.N["offer"]), dtype=bool)
        covered[self.r_on] = True
        a = self.N["offer" if name == "offer_id" else name][covered]
        return int(np.count_nonzero(np.bincount(a))) if len(a) else 0

    def same_offer(self, i: int) -> np.ndarray:
        """Rows of the same instance and node count as row ``i`` (one per priced billing mode)."""
        return np.flatnonzero(self.r_on == self.r_on[int(i)])

    def take(self, sel, cols) -> pd.DataFrame:
        sel = np.asarray(sel, dtype=np.int64)
        wide = None
        out = {}
        for c in cols:
            if c in self.R:
                out[c] = self.R[c][sel]
                continue
            a = self._gather(c, sel)
            if a is None:
                wide = wide if wide is not None else self._wide(sel)
                a = wide[c]
            out[c] = a
        return pd.DataFrame(out, index=sel)

    def rows(self, sel) -> list[pd.Series]:
        """Rows ``sel`` with every column (what ``score_candidates`` has), one Series each."""
        sel = np.asarray(sel, dtype=np.int64)
        if not len(sel):
            return []
        w = self._wide(sel)
        names = list(w)
        return [pd.Series([w[c][k] for c in names], index=names, dtype=object, name=int(i))
                for k, i in enumerate(sel)]

    def row(self, i: int) -> pd.Series:
        return self.rows([int(i)])[0]

    def drows(self, sel) -> list[dict]:
        """Rows ``sel`` with every column as plain dicts (what the engine reads when it builds Options)."""
        sel = np.asarray(sel, dtype=np.int64)
        if not len(sel):
            return []
        w = self._wide(sel)
        return [{c: v[k] for c, v in w.items()} for k in range(len(sel))]

    def frame(self, cols=CANDIDATE_COLUMNS) -> pd.DataFrame:
        """Columns ``cols`` for every row (provider and gpu as categoricals)."""
        out = {}
        for c in cols:
            if c in ("provider", "gpu", "link") and c not in self.R:
                codes, uniq = self.codes(c)
                out[c] = _categorical(codes, uniq)
            else:
                out[c] = self[c]
        return pd.DataFrame(out)

    # -- row computations
    def _price(self, sel, full: bool) -> dict[str, np.ndarray]:
        """Row-level prices and constraints for rows ``sel`` (None: every row). ``full`` adds the columns only
        the rows shown need (network suggestion, unpriced lines, disks...)."""
        sc, d, O, N = self.sc, self.d, self.O, self.N
        hpm = d["hours_per_month"]
        training = self.training
        on = self.r_on if sel is None else self.r_on[sel]
        mode = self.r_mode if sel is None else self.r_mode[sel]
        off = N["offer"][on]
        n = len(on)
        monthly_mode = mode == _MODE["monthly"]
        is_spot = mode == _MODE["spot"]
        unit = self.P[mode, off] * O["fx_rate"][off]
        inst = N["instances"][on].astype(float)
        hours = N["hours"][on]

        # Spot: expected rework from interruptions (computed per offering × nodes, see _build).
        spot_extra = np.where(is_spot, N["spot_extra"][on], 0.0)
        run_hours = hours + np.nan_to_num(spot_extra)

        # Instance cost by billing mode.
        months = np.ceil(np.maximum(run_hours, 1e-9) / hpm)
        commit_h = self.commit[mode]
        billed = np.where(monthly_mode, months * hpm, np.maximum(run_hours, commit_h))
        inst_cost = np.where(monthly_mode, unit * inst * months, unit * inst * hours)
        rework = np.where(is_spot, unit * inst * (run_hours - hours), 0.0)
        instance_cost = inst_cost + np.where(monthly_mode, 0.0, unit * inst * (billed - run_hours)) * (commit_h > 0)
        del inst_cost

        # Storage: system and data disks per node, GB-months over the billed period.
        disk_price = O["disk_price_conv"][off]
        gb_months_factor = billed / hpm
        sys_gbm = O["host_system_disk_gb"][off] * inst * gb_months_factor
        data_gbm = O["host_data_disk_gb"][off] * inst * gb_months_factor
        local = O["data_local"][off]
        system_disk_cost = sys_gbm * disk_price
        data_disk_cost = np.where(local, 0.0, data_gbm * disk_price)

        # What leaves the cloud: the trained weights (training) or the answers (serving, per month).
        if training:
            out_gb = np.full(n, self.model_out_gb)
        else:
            per_month_gb = (sc.qps or 0) * (sc.output_tokens or 0) * d["text_bytes_per_token_en"] * hpm * 3600 / 1e9
            out_gb = np.full(n, per_month_gb) * np.maximum(months, 1.0)
        egress_price = O["egress_price"][off]
        egress_cost = out_gb * egress_price

        total = (instance_cost + rework + np.nan_to_num(system_disk_cost) + np.nan_to_num(data_disk_cost)
                 + np.nan_to_num(egress_cost))
        # Monthly view: what a month of this plan costs (a job shorter than a month costs its total in that month).
        span_months = np.where(monthly_mode, months, np.where(commit_h > 0, commit_h / hpm,
                                                              np.maximum(run_hours / hpm, 1.0)))
        monthly_cost = total / span_months
        budget = self.budget
        spend = monthly_cost if sc.budget_per == "month" else total

        # Constraints.
        if sc.spot == "avoid":
            c_spot = ~is_spot
        elif _spot_assumed(sc):
            # Spot was not asked for (an "I don't know" answer): not for a service, nor for a multi-node job of more
            # than spot_risky_node_hours server-hours (its interruptions grow with the number of servers).
            inst_on = N["instances"][on]
            risky = np.full(n, not training) | ((inst_on > 1) & (run_hours * inst_on > d["spot_risky_node_hours"]))
            c_spot = ~(is_spot & risky)
        else:
            c_spot = np.ones(n, dtype=bool)
        # Constraints. preferences.plan_for "slow": deadline and budget are checked at the high end of the
        # estimate's 80% range (the time, and the spend that grows with it, scaled by range_high).
        chk_hours, chk_spend = run_hours, spend
        if training and getattr(sc, "plan_for", "expected") == "slow":
            slow = np.nan_to_num(N["range_high"][on], nan=1.0)
            chk_hours, chk_spend = run_hours * slow, spend * slow
        if training and sc.deadline_hours:
            c_deadline = chk_hours <= sc.deadline_hours
            deadline_over = chk_hours - sc.deadline_hours
        else:
            c_deadline = np.ones(n, dtype=bool)
            deadline_over = np.full(n, np.nan)
        if budget is not None:
            c_budget = chk_spend <= budget
            budget_over = chk_spend - budget
        else:
            c_budget = np.ones(n, dtype=bool)
            budget_over = np.full(n, np.nan)
        hard_ok = N["fits"][on] & N["c_estimate"][on] & O["c_providers"][off] & O["c_regions"][off] \
            & O["c_gpus"][off] & c_spot
        out = {"unit_price": unit, "run_hours": run_hours, "billed_hours": billed, "total_cost": total,
               "monthly_cost": monthly_cost, "budget_spend": spend, "c_spot": c_spot, "c_deadline": c_deadline,
               "deadline_over_hours": deadline_over, "c_budget": c_budget, "budget_over": budget_over,
               "hard_ok": hard_ok, "feasible": hard_ok & c_deadline & c_budget}
        if not full:
            return out

        # Network: the instance's own fabric and bandwidth (instance_network.csv), part of its price; the same
        # figure the estimate used between nodes. Where the catalog has none, the standard class is assumed
        # (and warned about).
        have_bw = O["net_gbps"][off]
        std_bw = float(self.net_bw.get("standard", np.nan))
        suggested = O["net_shown"][off]
        net_included = np.ones(n, dtype=bool)
        unpriced = ((~local & np.isnan(disk_price)).astype(int) + np.isnan(disk_price).astype(int)
                    + (~net_included).astype(int) + np.isnan(egress_price).astype(int))
        is_spot_tr = is_spot if training else np.zeros(n, dtype=bool)
        out.update({
            "billing": _MODE_ARR[mode], "unit_price_native": self.P[mode, off],
            "spot_rate_month": np.where(is_spot, O["spot_rate_month"][off], np.nan),
            "spot_extra_hours": spot_extra,
            "spot_interruptions": np.where(is_spot, N["spot_interruptions"][on], 0.0),
            "checkpoint_interval_h": np.where(is_spot_tr, N["checkpoint_interval_h"][on], np.nan),
            "instance_cost": instance_cost, "rework_cost": rework,
            "system_disk_gbm": sys_gbm, "data_disk_gbm": data_gbm, "system_disk_cost": system_disk_cost,
            "data_disk_cost": data_disk_cost, "egress_gb": out_gb, "egress_cost": egress_cost,
            "net_suggested": suggested, "net_included": net_included,
            "network_gbps": np.where(np.isnan(have_bw), std_bw, have_bw),
            "unpriced_lines": unpriced, "complete": unpriced == 0,
            "c_fits": N["fits"][on], "c_estimate": N["c_estimate"][on],
            "stale": O["price_age_days"][off] > d["stale_price_days"],
            "break_even_hours": np.full(n, np.nan)})
        return out

    def _wide(self, sel) -> dict[str, np.ndarray]:
        """Every column of rows ``sel`` (None: all rows)."""
        out = {}
        on = self.r_on if sel is None else self.r_on[sel]
        off = self.N["offer"][on]
        for name in ("provider", "gpu", "link"):
            out[name] = np.asarray(self.U[name], dtype=object)[self.O[f"{name}_code"][off]]
        for name, a in self.O.items():
            if not name.endswith("_code"):
                out[name] = a[off]
        out["offer_id"] = off
        for name, a in self.N.items():
            if name not in ("offer", "net_code", "spot_extra", "spot_interruptions", "checkpoint_interval_h"):
                out[name] = a[on]
        for name, a in self.E.items():
            if name not in out:
                out[name] = a[self.N["est_key"][on]]
        out["net_class"] = self.net_names[self.N["net_code"][on]]
        out.update(self._price(sel, True))
        return out


_ALL_COLUMNS = frozenset(CANDIDATE_COLUMNS) | {
    "link", "net_class", "billing", "unit_price_native", "spot_rate_month", "spot_extra_hours", "spot_interruptions",
    "checkpoint_interval_h", "instance_cost", "rework_cost", "system_disk_gbm", "data_disk_gbm", "system_disk_cost",
    "data_disk_cost", "egress_gb", "egress_cost", "net_suggested", "net_included", "network_gbps", "unpriced_lines",
    "complete", "stale", "break_even_hours", "deadline_over_hours", "budget_over"}


class _FrameTable:
    """A scored DataFrame (``score_candidates``) behind the same interface as ``_Scored``."""

    def __init__(self, df: pd.DataFrame):
        self.df = df.reset_index(drop=True)
        self.est = pd.DataFrame({"plan": [], "est_warnings": [], "assumptions": []})

    def __len__(self) -> int:
        return len(self.df)

    def __contains__(self, name) -> bool:
        return name in self.df

    def __getitem__(self, name: str) -> np.ndarray:
        return self.df[name].to_numpy()

    def codes(self, name: str, sel=None):
        s = self.df[name] if sel is None else self.df[name].iloc[sel]
        if isinstance(s.dtype, pd.CategoricalDtype):
            return s.cat.codes.to_numpy(), s.cat.categories
        return pd.factorize(s, use_na_sentinel=False)

    def mode_is(self, mode: str) -> np.ndarray:
        return self.df["billing"].to_numpy() == mode

    def distinct(self, name: str) -> int:
        return int(self.df[name].nunique())

    def same_offer(self, i: int) -> np.ndarray:
        r = self.df.iloc[int(i)]
        return np.flatnonzero(_same_offer(self.df, r))

    def take(self, sel, cols) -> pd.DataFrame:
        return self.df.iloc[np.asarray(sel, dtype=np.int64)][list(cols)]

    def rows(self, sel) -> list[pd.Series]:
        return [self.row(i) for i in sel]

    def drows(self, sel) -> list[pd.Series]:
        return self.rows(sel)

    def row(self, i: int) -> pd.Series:
        r = self.df.iloc[int(i)].copy()
        r["provider"], r["gpu"] = str(r["provider"]), str(r["gpu"])
        return r

    def frame(self, cols=None) -> pd.DataFrame:
        return self.df


def _lookup(table_keys: list[np.ndarray], keys: list[np.ndarray]) -> np.ndarray:
    """Row of a small table whose key columns equal each row's keys (first match; -1 when none). Only rows whose
    first key (put the most selective first) the table names are looked at one by one."""
    n = len(keys[0])
    out = np.full(n, -1, dtype=np.int64)
    if not len(table_keys[0]) or not n:
        return out
    index: dict[tuple, int] = {}
    for i, k in enumerate(zip(*table_keys)):
        index.setdefault(k, i)
    cand = np.flatnonzero(pd.Index(pd.unique(np.asarray(table_keys[0], dtype=object))).get_indexer(keys[0]) >= 0)
    for i in cand:
        out[i] = index.get(tuple(k[i] for k in keys), -1)
    return out


# Products of the catalog's small tables, per Catalog object, each stored with the exact content of the tables
# it was built from: an edit in place (the catalog editor sets cells of its working catalog) is a miss, never a
# stale hit. The instances table is never cached: everything derived from it is computed per call.
_CAT_CACHE: dict[int, tuple] = {}
_CAT_LOCK = threading.Lock()


def _fingerprint(cat: Catalog, names: tuple[str, ...]) -> tuple:
    out = []
    for name in names:
        df = cat.tables.get(name)
        out.append(None if df is None else (name, tuple(map(str, df.columns)), tuple(map(str, df.dtypes)),
                                            pickle.dumps(df.to_numpy(), protocol=5)))
    return tuple(out)


def _cached(cat: Catalog, purpose: str, tables: tuple[str, ...], params: tuple, build):
    fp = (params, _fingerprint(cat, tables))
    key = id(cat)
    with _CAT_LOCK:
        hit = _CAT_CACHE.get(key)
        store = hit[1] if hit is not None and hit[0]() is cat else None
        if store is not None and purpose in store and store[purpose][0] == fp:
            return store[purpose][1]
    value = build()
    with _CAT_LOCK:
        hit = _CAT_CACHE.get(key)
        if hit is None or hit[0]() is not cat:
            hit = (weakref.ref(cat), {})
            _CAT_CACHE[key] = hit
            weakref.finalize(cat, _CAT_CACHE.pop, key, None)
        hit[1][purpose] = (fp, value)
    return value


def _disk_and_egress(cat: Catalog, cur: str, today) -> tuple[pd.DataFrame, pd.DataFrame]:
    """The provider's block-storage product and internet egress price, converted to ``cur`` at the rate of the
    result (closest to ``today``)."""
    sp = C.storage_products(cat)
    sp_rate, sp_date = C.fx_rates(cat, sp["disk_currency"], pd.Series([str(today)] * len(sp), dtype=object), cur)
    sp["disk_price_conv"] = sp["disk_price_gb_month"].to_numpy(float) * sp_rate
    sp["disk_fx_rate"] = sp_rate
    sp["disk_fx_as_of"] = sp_date
    eg = C.egress_prices(cat)
    eg_rate, eg_date = C.fx_rates(cat, eg["egress_currency"], pd.Series([str(today)] * len(eg), dtype=object), cur)
    eg["egress_price"] = eg["egress_price_gb"].to_numpy(float) * eg_rate
    eg["egress_fx_rate"] = eg_rate
    eg["egress_fx_as_of"] = eg_date
    return sp, eg


def _build(cat: Catalog, sc: Scenario, job=None, today: _dt.date | None = None) -> _Scored:
    """Score every priced configuration: the offering-level facts once per instance, estimates once per distinct
    configuration, then prices and constraints over the rows with numpy only."""
    today = today or _dt.date.today()
    d = _defaults(cat)
    hpm = d["hours_per_month"]
    job = job if job is not None else job_for(cat, sc)
    training = sc.task != "inference"
    t = _Scored(cat, sc, d, today, training)
    t.budget = _budget_in(cat, sc, today)
    O, N = t.O, t.N

    # Offerings: instances with at least one price and whole GPUs.
    inst = cat["instances"]
    pcols = list(C.PRICE_COLUMN.values())
    prices = inst[pcols].to_numpy(float)
    gc_all = inst["gpu_count"].to_numpy(float)
    with np.errstate(invalid="ignore"):
        keep = ~np.isnan(prices).all(axis=1) & (gc_all >= 1) & (gc_all == np.floor(gc_all))
    pos = np.flatnonzero(keep)
    text = {c: inst[c].to_numpy(object) for c in ("provider", "region", "instance_type", "gpu", "currency", "as_of",
                                                   "interconnect")}
    # Providers and regions are hard filters: rows outside them are dropped before any estimate, unless that
    # leaves nothing (then they stay, so the answer can name the closest option and the broken constraint).
    allowed = np.ones(len(pos), dtype=bool)
    if sc.providers:
        allowed &= _in(text["provider"][pos], sc.providers)
    if sc.regions:
        allowed &= _in(text["region"][pos], sc.regions, lower=True)
    if sc.gpus:
        allowed &= _in(text["gpu"][pos], sc.gpus)
    if allowed.any() and not allowed.all():
        pos = pos[allowed]
    n_off = len(pos)
    text = {c: v[pos] for c, v in text.items()}
    O["offer_id"] = np.arange(n_off)
    t.P = np.ascontiguousarray(prices[pos].T)  # billing mode x offering, native currency
    t.commit = np.array([years * C.HOURS_PER_YEAR_MONTHS * hpm if (years := C.RESERVED_YEARS.get(m)) else 0.0
                         for m in MODES])
    t.U = {}
    for c in ("provider", "gpu"):
        O[f"{c}_code"], t.U[c] = pd.factorize(text[c], use_na_sentinel=False)
    pcode, puniq = O["provider_code"], t.U["provider"]
    gcode, guniq = O["gpu_code"], t.U["gpu"]
    for c in ("region", "instance_type", "currency", "as_of"):
        O[c] = text[c]
    num = {c: inst[c].to_numpy(float)[pos] for c in ("gpu_memory_gb", "ram_gb", "local_disk_gb", "network_gbps")}
    O["gpu_count"] = gc_all[pos]
    O["gpus_per_node"] = O["gpu_count"]
    O["vcpus"] = pd.to_numeric(inst["vcpus"], errors="coerce").to_numpy(float, na_value=np.nan)[pos]
    O["ram_gb"], O["local_disk_gb"] = num["ram_gb"], num["local_disk_gb"]

    # GPU specs: memory (where the instance does not say) and the intra-node link.
    g = cat["gpus"]
    gi = pd.Index(g["gpu"]).get_indexer(guniq)
    g_mem = g["memory_gb"].to_numpy(float)
    g_ic = g["interconnect"].to_numpy(object)
    mem_u = np.array([g_mem[i] if i >= 0 else np.nan for i in gi], dtype=float)
    O["gpu_memory_gb"] = np.where(np.isnan(num["gpu_memory_gb"]), mem_u[gcode] if n_off else 0.0,
                                  num["gpu_memory_gb"])
    icode, iuniq = pd.factorize(text["interconnect"], use_na_sentinel=False)
    lcode, lfirst = _combo_codes([icode, gcode]) if n_off else (np.zeros(0, np.int64), np.zeros(0, np.int64))
    links = []
    for f in lfirst:
        v = iuniq[icode[f]]
        if pd.isna(v) or str(v) == "":
            v = g_ic[gi[gcode[f]]] if gi[gcode[f]] >= 0 else None
        v = "pcie" if v is None or pd.isna(v) else str(v)
        links.append(v if v != "" else "pcie")
    link_names, lmap = pd.factorize(np.array(links, dtype=object))
    O["link_code"] = link_names[lcode] if n_off else np.zeros(0, np.int64)
    t.U["link"] = lmap

    # The instance's network: its own figure, else instance_network.csv.
    net = cat["instance_network"]
    hit = _lookup([net["instance_type"].to_numpy(object), net["provider"].to_numpy(object)],
                  [text["instance_type"], text["provider"]])
    bw = net["bandwidth_gbps"].to_numpy(float)
    rdma = net["rdma"].astype("boolean").fillna(False).to_numpy(bool)
    found = hit >= 0
    O["net_gbps"] = np.where(np.isnan(num["network_gbps"]) & found, bw[np.maximum(hit, 0)] if len(bw) else np.nan,
                             num["network_gbps"])
    O["net_rdma"] = found & (rdma[np.maximum(hit, 0)] if len(rdma) else False)
    fab = net["fabric"].astype(object).where(net["fabric"].notna(), "").to_numpy(object) if "fabric" in net \
        else np.full(len(net), "", dtype=object)
    O["net_fabric"] = np.where(found, fab[np.maximum(hit, 0)] if len(fab) else "", "").astype(object)

    # Everything that depends on the offering only is computed once per offering, before the expansion
    # into node counts and billing modes: exchange rate, price age, spot rate, host, storage, egress.
    cur = sc.currency
    ccode, _ = pd.factorize(text["currency"], use_na_sentinel=False)
    acode, auniq = pd.factorize(text["as_of"], use_na_sentinel=False)
    fcode, ffirst = _combo_codes([ccode, acode]) if n_off else (np.zeros(0, np.int64), np.zeros(0, np.int64))
    # One exchange rate per result: the catalog's rate closest to today (its latest), for prices, disks, egress
    # and the budget alike; each price keeps its own date (as_of).
    rate, rate_date = C.fx_rates(cat, pd.Series(text["currency"][ffirst], dtype=object),
                                 pd.Series([str(today)] * len(ffirst), dtype=object), cur)
    O["fx_rate"] = rate[fcode]
    O["fx_as_of"] = rate_date[fcode]
    O["price_age_days"] = C.price_age_days(pd.Series(auniq, dtype=object), today)[acode] if n_off \
        else np.zeros(0)
    # Prices the catalog's own source flags as anomalous (notes "ANOMALY", e.g. spot dearer than on-demand) are
    # not offered unless the user has since entered the row (source "user").
    if "notes" in inst and "source" in inst:
        notes = inst["notes"].astype(object).to_numpy(object)[pos]
        srcs = inst["source"].astype(object).to_numpy(object)[pos]
        O["anomaly"] = np.array([isinstance(nt, str) and ANOMALY_FLAG in nt and not _user_source(sr)
                                 for nt, sr in zip(notes, srcs)], dtype=bool)
    else:
        O["anomaly"] = np.zeros(n_off, dtype=bool)
    O["spot_rate_month"], O["spot_rate_source"] = C.spot_rates(
        cat, {"provider": text["provider"], "instance_type": text["instance_type"], "region": text["region"]})

    # Host sizing needs the checkpoint size, which depends on the model only: one probe estimate gives it.
    ckpt_gb = 0.0
    if n_off:
        try:
            est0 = E.estimate_config(cat, job, text["gpu"][0], int(O["gpu_count"][0]))
            ckpt_gb = float(getattr(est0, "checkpoint_gb", 0.0) or 0.0)
        except Exception:  # noqa: BLE001 - a GPU without figures: the disks are sized without checkpoints
            ckpt_gb = 0.0
    params = float(getattr(job, "params", 0.0) or 0.0)
    model_gb = params * d.get(f"bytes_per_param_{'bf16' if sc.precision in ('bf16', 'fp16') else sc.precision}",
                              d["bytes_per_param_bf16"]) / 1e9 if params else 0.0
    dataset_gb = float(sc.dataset_gb or 0.0)
    # Host sizing depends on (gpu, gpus, memory, vcpus, ram): computed per distinct shape and broadcast.
    shape_codes, first = _combo_codes([gcode, O["gpus_per_node"], O["gpu_memory_gb"], O["vcpus"], O["ram_gb"]]) \
        if n_off else (np.zeros(0, np.int64), np.zeros(0, np.int64))
    shape_df = pd.DataFrame({"gpu": np.asarray(guniq, dtype=object)[gcode[first]] if n_off else [],
                             "gpus_per_node": O["gpus_per_node"][first], "gpu_memory_gb": O["gpu_memory_gb"][first],
                             "vcpus": O["vcpus"][first], "ram_gb": O["ram_gb"][first]})
    hosts = size_hosts(cat, shape_df, task=sc.task, method=sc.finetune_method, rule_set=sc.host_rules,
                       model_gb=model_gb, dataset_gb=dataset_gb, checkpoint_gb=ckpt_gb)
    for c in hosts.columns:
        O[c] = hosts[c].to_numpy()[shape_codes]

    # Storage: local NVMe when the instance's included disk holds the data disk, else the provider's block disk.
    sp, eg = _cached(cat, "disk_egress", ("storage", "providers", "transfer", "fx_rates"), (cur, str(today)),
                     lambda: _disk_and_egress(cat, cur, today))
    for table, cols in ((sp, ("disk_product", "disk_price_conv", "disk_currency", "disk_fx_rate", "disk_fx_as_of",
                              "disk_read_mb_s")),
                        (eg, ("egress_product", "egress_price", "egress_currency", "egress_fx_rate",
                              "egress_fx_as_of"))):
        where = pd.Index(table["provider"]).get_indexer(puniq)[pcode] if n_off else np.zeros(0, np.int64)
        for c in cols:
            vals = table[c].to_numpy()
            missing = None if vals.dtype == object else np.nan
            O[c] = np.where(where >= 0, vals[np.maximum(where, 0)], missing) if len(vals) \
                else np.full(n_off, missing, dtype=object if missing is None else float)
    local = O["local_disk_gb"] >= O["host_data_disk_gb"]
    O["data_local"] = local
    O["read_mb_s"] = np.where(local, C.local_nvme_read_mb_s(cat), O["disk_read_mb_s"].astype(float))

    # Constraints that depend on the offering only.
    O["c_providers"] = _in(text["provider"], sc.providers) if sc.providers else np.ones(n_off, dtype=bool)
    O["c_gpus"] = _in(text["gpu"], sc.gpus) if sc.gpus else np.ones(n_off, dtype=bool)
    O["c_regions"] = _in(text["region"], sc.regions, lower=True) if sc.regions else np.ones(n_off, dtype=bool)
    # GPU-direct fabrics (RDMA, or GPUDirect-TCPX/TCPXO) count as the fast class; the bandwidth is the instance's.
    fast = O["net_rdma"] | _in(O["net_fabric"], FAST_FABRICS)
    ncode = _network_class_codes(cat, O["net_gbps"], fast)
    O["net_unknown"] = np.isnan(O["net_gbps"])
    O["net_shown"] = np.where(O["net_fabric"] != "", O["net_fabric"], _NET_CLASS_NAMES[ncode]).astype(object)
    t.net_names = np.array([*_NET_CLASS_NAMES, ""], dtype=object)  # code -1 (single node): no inter-node network
    nc = _network_classes(cat).set_index("option")
    t.net_bw = nc["bandwidth_gbps"]

    # Node counts: multi-node for training on boxes of at least multi_node_min_gpus_per_node whole GPUs, on a
    # geometric grid (1, 2, 4 ...) up to the largest cluster the catalog allows: cluster_max_nodes servers and
    # cluster_max_gpus GPUs.
    multi = training & (O["gpu_count"] >= d["multi_node_min_gpus_per_node"])
    with np.errstate(divide="ignore", invalid="ignore"):
        max_nodes = np.where(multi, np.minimum(d["cluster_max_nodes"],
                                               np.floor(d["cluster_max_gpus"] / O["gpu_count"])), 1.0)
    reps = (np.floor(np.log2(np.maximum(np.nan_to_num(max_nodes, nan=1.0), 1.0))) + 1).astype(np.int64)
    on_off = np.repeat(np.arange(n_off), reps)
    starts = np.repeat(np.cumsum(reps) - reps, reps)
    nodes = (2 ** (np.arange(len(on_off)) - starts)).astype(np.int64)
    del starts
    t.max_cluster_gpus = float(np.max(O["gpu_count"] * (2 ** (reps - 1)))) if n_off else 0.0
    N["offer"] = on_off
    N["nodes"] = nodes
    # Between nodes only: a single node's estimate does not depend on its network (one call per config).
    N["net_code"] = np.where(nodes > 1, ncode[on_off], -1)
    net_gbps_on = np.where(nodes > 1, O["net_gbps"][on_off], np.nan)  # the estimate takes the instance's bandwidth

    # Estimates: once per distinct configuration.
    gpn_on = O["gpus_per_node"][on_off]
    link_on = O["link_code"][on_off]
    kcodes, kfirst = _combo_codes([gcode[on_off], gpn_on, nodes, link_on, N["net_code"], net_gbps_on]) if len(on_off) \
        else (np.zeros(0, np.int64), np.zeros(0, np.int64))
    keys = pd.DataFrame({"gpu": np.asarray(guniq, dtype=object)[gcode[on_off[kfirst]]] if len(kfirst) else [],
                         "gpus_per_node": gpn_on[kfirst], "nodes": nodes[kfirst],
                         "link": np.asarray(lmap, dtype=object)[link_on[kfirst]] if len(kfirst) else [],
                         "net_class": t.net_names[N["net_code"][kfirst]], "net_gbps": net_gbps_on[kfirst]})
    est = _estimate_table(cat, job, keys)
    t.est = est
    # Estimate columns stay per configuration (``t.E``, looked up through est_key); the few the prices need
    # for every row are broadcast here.
    for c in _EST_COLS:
        v = est[c].to_numpy()
        t.E[c] = v.astype(bool) if c in ("ok", "fits") else v.astype(float)
    N["est_key"] = kcodes
    for c in ("fits", "wall_hours", "gpu_hours", "range_high"):
        N[c] = t.E[c][kcodes]
    # Data feed: every node reads its own disk (local NVMe or its own volume), so the job gets nodes x the
    # disk's rate; when the job needs more, the disk sets the pace (time x need / available).
    need = t.E["data_read_mb_s"][kcodes]
    avail = O["read_mb_s"][on_off] * nodes.astype(float)
    io = np.nan_to_num(need) > np.nan_to_num(avail, nan=np.inf)
    N["io_bound"] = io
    with np.errstate(divide="ignore", invalid="ignore"):
        slow = np.where(io, need / avail, 1.0)
    N["wall_hours"] = N["wall_hours"] * slow
    N["gpu_hours"] = N["gpu_hours"] * slow

    # Instances and hours.
    if training:
        N["instances"] = nodes.astype(int)
        hours = N["wall_hours"]
    else:
        # One instance of g GPUs serves g // gpus_per_replica replicas; the service needs replicas_needed.
        with np.errstate(divide="ignore", invalid="ignore"):
            per_inst = np.floor(gpn_on / t.E["gpus_per_replica"][kcodes])
            # Sized at the target utilisation (defaults.csv), not at 100%: the peak rate over what a replica
            # serves at that share of its capacity.
            util = d["serving_target_utilisation"]
            replicas = np.ceil(float(sc.qps or 0.0) / (t.E["qps_per_replica"][kcodes] * util) - 1e-9)
            replicas = np.where(np.isfinite(replicas), np.maximum(replicas, 1.0), np.nan)
            t.E["replicas_needed"] = np.full(len(kfirst), np.nan)
            t.E["replicas_needed"][kcodes] = replicas
            need_i = np.ceil(replicas / per_inst)
        N["instances"] = np.where(np.isfinite(need_i) & (per_inst > 0), need_i, 0).astype(int) * nodes
        hours = np.full(len(on_off), hpm)
    N["hours"] = hours
    N["gpu_total"] = gpn_on * N["instances"]
    est_ok = t.E["ok"][kcodes]
    if training:
        est_ok &= np.isfinite(hours)
    else:
        est_ok &= N["instances"] > 0
    N["c_estimate"] = est_ok

    # Billing modes: one row per priced mode (never a made-up price).
    r_on, r_mode = [], []
    for m in range(len(MODES)):
        idx = np.flatnonzero(~np.isnan(t.P[m][on_off]))
        r_on.append(idx)
        r_mode.append(np.full(len(idx), m, dtype=np.int8))
    itype = np.int32 if len(on_off) < 2 ** 31 else np.int64
    t.r_on = np.concatenate(r_on).astype(itype)
    t.r_mode = np.concatenate(r_mode)
    t.n = len(t.r_on)

    # Spot: expected rework from interruptions (Young/Daly through the estimate engine), per offering x nodes.
    n_on = len(on_off)
    N["spot_extra"] = np.zeros(n_on)
    N["spot_interruptions"] = np.zeros(n_on)
    N["checkpoint_interval_h"] = np.full(n_on, np.nan)
    spot_on = r_on[_MODE["spot"]]
    if training and len(spot_on):
        e, k, iv = _spot_extra(cat, hours[spot_on], O["spot_rate_month"][on_off[spot_on]],
                               t.E["checkpoint_write_s"][kcodes[spot_on]], N["instances"][spot_on].astype(float))
        N["spot_extra"][spot_on], N["spot_interruptions"][spot_on], N["checkpoint_interval_h"][spot_on] = e, k, iv
    # The trained weights leave the cloud at the end: the checkpoint size of the first row that has one.
    if training and t.n:
        ck = t.E["checkpoint_gb"][kcodes[t.r_on]]
        fin = np.flatnonzero(np.isfinite(ck))
        t.model_out_gb = float(ck[fin[0]]) if len(fin) else 0.0
    t.R.update(t._price(None, False))
    return t


def score_candidates(cat: Catalog, sc: Scenario, job=None, today: _dt.date | None = None) -> pd.DataFrame:
    """One row per instance × node count × billing mode, with estimates, host, cost and constraint columns."""
    t = _build(cat, sc, job, today)
    return pd.DataFrame(t._wide(None))


def full_table(df: pd.DataFrame, desc: pd.DataFrame) -> pd.DataFrame:
    """The scored table with the offerings' descriptive columns (region, instance type, dates...) joined."""
    extra = desc.drop(columns=["provider", "gpu"]).set_index("offer_id")
    return pd.concat([df.reset_index(drop=True),
                      extra.loc[df["offer_id"].to_numpy()].reset_index(drop=True)], axis=1)


def _row(df, desc, i: int) -> pd.Series:
    """Row ``i`` of the scored table with every column (descriptive ones included)."""
    if hasattr(df, "row"):
        return df.row(i)
    r = df.iloc[int(i)]
    if desc is None or desc.empty or "instance_type" in r:
        out = r.copy()
    else:
        extra = desc.iloc[int(r["offer_id"])].drop(["offer_id", "provider", "gpu"])
        out = pd.concat([r, extra])
    out["provider"], out["gpu"] = str(r["provider"]), str(r["gpu"])
    return out


ANOMALY_FLAG = "ANOMALY"  # how a price file's own warning is carried in instances.csv notes (catalogs/README.md)


def _user_source(source) -> bool:
    """The row was entered or edited by the user (its source cites the sources row 'user')."""
    return isinstance(source, str) and "user" in [p.strip() for p in source.replace(";", " ").split()]


def _spot_assumed(sc: Scenario) -> bool:
    """The spot preference is the default answer, not the user's own."""
    return any(a.path == "preferences.spot" for a in sc.assumed)


def _budget_in(cat: Catalog, sc: Scenario, today) -> float | None:
    """The budget in the result currency, at the exchange rate closest to today."""
    if not sc.budget_amount:
        return None
    if sc.budget_currency in (None, sc.currency):
        return float(sc.budget_amount)
    rate, _ = C.fx_rates(cat, pd.Series([sc.budget_currency]), pd.Series([str(today)]), sc.currency)
    return float(sc.budget_amount * rate[0])


# --------------------------------------------------------------------------- ranking


def _rank_key(df: pd.DataFrame, objective: str, d: dict, pool: np.ndarray) -> np.ndarray:
    """Lower is better, compared within ``pool`` (a row mask). Cheapest: cost, then hours. Fastest: hours, then
    cost. Balanced: cost and hours on log scales normalised over the pool's Pareto front (0 = the cheapest or
    fastest option, 1 = the other end), scored w * cost + (1 - w) * hours with w = balanced_cost_weight: the
    knee of the front, where a further share of the time range would cost a larger share of the cost range."""
    cost = np.asarray(df["total_cost"], dtype=float)
    hours = np.asarray(df["run_hours"], dtype=float)
    # Ties break on the other quantity, scaled far below any real difference.
    with np.errstate(invalid="ignore"):
        order_c = cost / (np.nanmax(np.abs(cost)) + 1.0) if len(cost) else cost
        order_h = hours / (np.nanmax(np.abs(hours[np.isfinite(hours)]), initial=0.0) + 1.0) if len(hours) else hours
    if objective == "fastest":
        return hours + np.nan_to_num(order_c) * 1e-9
    if objective == "balanced" and np.isfinite(hours).any():
        w = d["balanced_cost_weight"]
        ok = pool & np.isfinite(cost) & np.isfinite(hours) & (cost > 0) & (hours > 0)
        if not ok.any():
            ok = np.isfinite(cost) & np.isfinite(hours) & (cost > 0) & (hours > 0)
        # Scales span the Pareto front (the cheapest to the fastest option), not dominated outliers.
        idx = np.flatnonzero(ok)
        front = idx[pareto_front(cost[idx], hours[idx])]
        with np.errstate(divide="ignore", invalid="ignore"):
            lc, lh = np.log(cost), np.log(hours)
            c0, c1 = lc[front].min(), lc[front].max()
            h0, h1 = lh[front].min(), lh[front].max()
            x = (lc - c0) / (c1 - c0) if c1 > c0 else np.zeros(len(df))
            y = (lh - h0) / (h1 - h0) if h1 > h0 else np.zeros(len(df))
        return np.nan_to_num(w * x + (1 - w) * y, nan=np.inf) + np.nan_to_num(order_c) * 1e-9
    return cost + np.nan_to_num(order_h) * 1e-9


def _closeness(df, rows: np.ndarray | None = None) -> np.ndarray:
    """How far a row is from meeting every constraint: relative excess over deadline and budget;
    any hard constraint broken counts as a full miss each. ``rows``: only those rows (positions)."""
    def col(name, dtype):
        a = np.asarray(df[name], dtype=dtype)
        return a if rows is None else a[rows]
    dl = col("deadline_over_hours", float)
    run = col("run_hours", float)
    with np.errstate(divide="ignore", invalid="ignore"):
        base_t = run - dl
        over_t = np.where(np.isnan(dl), 0.0, np.maximum(dl, 0) / base_t)
        spend = col("budget_spend", float)
        bo = col("budget_over", float)
        over_b = np.where(np.isnan(bo), 0.0, np.maximum(bo, 0) / (spend - bo))
    hard_miss = sum((~col(f"c_{c}", bool)).astype(float) for c in HARD)
    return np.nan_to_num(over_t, nan=1e9) + np.nan_to_num(over_b, nan=1e9) + hard_miss * 1e6


def _broken(row, sc: Scenario, budget: float | None) -> tuple[Note, ...]:
    out = []
    if not row["c_estimate"]:
        out.append(Note("estimate", {"gpu": row["gpu"]}))
    elif not row["c_fits"]:
        out.append(Note("fits", {"memory_per_gpu_gb": row["memory_per_gpu_gb"], "gpu_memory_gb": row["gpu_memory_gb"],
                                 "over_gb": row["memory_per_gpu_gb"] - row["gpu_memory_gb"]}))
    if not row["c_providers"]:
        out.append(Note("providers", {"provider": row["provider"], "allowed": list(sc.providers)}))
    if not row["c_gpus"]:
        out.append(Note("gpus", {"gpu": row["gpu"], "allowed": list(sc.gpus)}))
    if not row["c_regions"]:
        out.append(Note("regions", {"region": row["region"], "allowed": list(sc.regions)}))
    if not row["c_spot"]:
        out.append(Note("spot", {"billing": "spot", "preference": sc.spot}))
    if not row["c_deadline"]:
        # the hours checked: the estimate, or its high end under preferences.plan_for "slow"
        out.append(Note("deadline", {"wall_hours": sc.deadline_hours + row["deadline_over_hours"],
                                     "deadline_hours": sc.deadline_hours, "over_hours": row["deadline_over_hours"],
                                     "over_pct": 100 * row["deadline_over_hours"] / sc.deadline_hours}))
    if not row["c_budget"]:
        out.append(Note("budget", {"cost": row["budget_spend"], "budget": budget, "per": sc.budget_per,
                                   "currency": sc.currency, "over": row["budget_over"],
                                   "over_pct": 100 * row["budget_over"] / budget if budget else None}))
    return tuple(out)


def _cost_lines(row, sc: Scenario, d: dict) -> tuple[C.CostLine, ...]:
    cur = sc.currency
    conv = row["currency"] != cur
    fx = dict(price_currency=row["currency"], fx_rate=float(row["fx_rate"]), fx_as_of=row["fx_as_of"]) if conv else {}
    gpn = float(row["gpus_per_node"])
    inst = float(row["instances"])
    lines = []
    if row["billing"] == "monthly":
        months = row["billed_hours"] / d["hours_per_month"]
        lines.append(C.CostLine("gpu_instance", inst * months, "instance-month", row["unit_price"],
                                row["instance_cost"], row["instance_type"], **fx))
    else:
        gpu_h = gpn * inst * (row["billed_hours"] - row["spot_extra_hours"])
        lines.append(C.CostLine("gpu_instance", gpu_h, "GPU-hour", row["unit_price"] / gpn,
                                row["instance_cost"], row["instance_type"], **fx))
        if row["billing"] == "spot" and row["spot_extra_hours"] > 0:
            rw = gpn * inst * row["spot_extra_hours"]
            lines.append(C.CostLine("spot_rework", rw, "GPU-hour", row["unit_price"] / gpn, row["rework_cost"],
                                    row["instance_type"], **fx))
    dfx = dict(price_currency=row["disk_currency"], fx_rate=float(row["disk_fx_rate"]),
               fx_as_of=row["disk_fx_as_of"]) if row["disk_currency"] not in (None, cur) else {}
    dp = None if pd.isna(row["disk_price_conv"]) else float(row["disk_price_conv"])
    lines.append(C.CostLine("system_disk", row["system_disk_gbm"], "GB-month", dp,
                            None if dp is None else row["system_disk_cost"], row["disk_product"] or "", **dfx))
    if row["data_local"]:
        lines.append(C.CostLine("data_disk", row["data_disk_gbm"], "GB-month", 0.0, 0.0, "local NVMe (instance)",
                                included=True))
    else:
        lines.append(C.CostLine("data_disk", row["data_disk_gbm"], "GB-month", dp,
                                None if dp is None else row["data_disk_cost"], row["disk_product"] or "", **dfx))
    if row["net_included"]:
        lines.append(C.CostLine("network", inst, "node", 0.0, 0.0, str(row["net_suggested"]), included=True))
    else:
        lines.append(C.CostLine("network", inst, "node", None, None, str(row["net_suggested"])))
    efx = dict(price_currency=row["egress_currency"], fx_rate=float(row["egress_fx_rate"]),
               fx_as_of=row["egress_fx_as_of"]) if isinstance(row["egress_fx_as_of"], str) and row["egress_fx_as_of"] \
        else {}  # same currency: no conversion (the date is None, or NaN once it went through a frame)
    ep = None if pd.isna(row["egress_price"]) else float(row["egress_price"])
    lines.append(C.CostLine("transfer_out", row["egress_gb"], "GB", ep, None if ep is None else row["egress_cost"],
                            row["egress_product"] if isinstance(row["egress_product"], str) else "", **efx))
    return tuple(lines)


def _option(row, sc: Scenario, d: dict, budget, lost=()) -> Option:
    training = sc.task != "inference"
    est = {k: (None if pd.isna(row[k]) else float(row[k])) for k in
           ("gpu_hours", "mfu", "scaling_efficiency", "memory_per_gpu_gb", "tokens_per_s", "qps_per_replica",
            "replicas_needed", "checkpoint_gb", "checkpoint_write_s")}
    est["io_bound"] = bool(row["io_bound"]) if not pd.isna(row["io_bound"]) else False
    est["read_mb_s"] = float(row["read_mb_s"])
    spot = None
    if row["billing"] == "spot":
        spot = {"interruptions_per_month": row["spot_rate_month"], "rate_source": row["spot_rate_source"],
                "expected_extra_hours": row["spot_extra_hours"], "expected_interruptions": row["spot_interruptions"],
                "checkpoint_interval_h": row["checkpoint_interval_h"]}
    be = row.get("break_even_hours")
    lo, hi = _num(row.get("range_low")), _num(row.get("range_high"))
    ranges = {}
    if training and lo is not None and hi is not None:
        if est["gpu_hours"] is not None:
            ranges["gpu_hours_range"] = (est["gpu_hours"] * lo, est["gpu_hours"] * hi)
        ranges["wall_hours_range"] = (float(row["run_hours"]) * lo, float(row["run_hours"]) * hi)
    return Option(
        provider=row["provider"], region=row["region"], instance_type=row["instance_type"], gpu=row["gpu"],
        gpus_per_node=float(row["gpus_per_node"]), nodes=int(row["nodes"]), instances=int(row["instances"]),
        gpu_count=float(row["gpu_total"]), billing=row["billing"],
        wall_hours=float(row["run_hours"]) if training else None, billed_hours=float(row["billed_hours"]),
        total_cost=float(row["total_cost"]), monthly_cost=float(row["monthly_cost"]), currency=sc.currency,
        meets_deadline=bool(row["c_deadline"]), within_budget=bool(row["c_budget"]), fits=bool(row["c_fits"]),
        feasible=bool(row["feasible"]), complete=bool(row["complete"]), cost_lines=_cost_lines(row, sc, d),
        host=host_spec(row), storage="local_nvme" if row["data_local"] else "block",
        storage_product="local NVMe (instance)" if row["data_local"] else (row["disk_product"] or ""),
        network_class=str(row["net_suggested"]), network_gbps=float(row["network_gbps"]),
        price_as_of=str(row["as_of"]), price_age_days=float(row["price_age_days"]), stale=bool(row["stale"]),
        estimate=est, spot=spot, break_even_hours=None if be is None or pd.isna(be) else float(be),
        broken=_broken(row, sc, budget), lost=tuple(lost), **ranges)


def pareto_front(cost: np.ndarray, hours: np.ndarray) -> np.ndarray:
    """Indices of the rows no other row beats on both cost and hours (sorted by cost).

    Many rows share an hours figure (same hardware, other regions or prices): only the cheapest row of
    each distinct hours value can be on the front, so the sort runs over those few."""
    ok = np.flatnonzero(np.isfinite(cost) & np.isfinite(hours))
    if not len(ok):
        return ok
    # Rows dearer than the cheapest of the fastest, or slower than the fastest of the cheapest, are dominated
    # by that row: dropped first, in one pass (the front itself is unchanged).
    c, h = cost[ok], hours[ok]
    fastest = h == h.min()
    cheapest = c == c.min()
    ok = ok[(c <= c[fastest].min()) & (h <= h[cheapest].min())]
    codes, _ = pd.factorize(hours[ok])
    s = pd.Series(cost[ok]).groupby(codes, sort=False)
    best = ok[s.idxmin().to_numpy()]  # the cheapest row per distinct hours value
    order = best[np.lexsort((hours[best], cost[best]))]
    h = hours[order]
    best_before = np.concatenate(([np.inf], np.minimum.accumulate(h)[:-1]))
    return order[h < best_before]


def _lexmin(primary: np.ndarray, secondary: np.ndarray) -> int:
    """The first row in ``np.lexsort((secondary, primary))`` order, without sorting every row."""
    valid = ~np.isnan(primary)
    cand = np.flatnonzero(primary == primary[valid].min()) if valid.any() else np.arange(len(primary))
    return int(cand[np.lexsort((secondary[cand],))[0]])


def _best_by_group(codes: np.ndarray, feasible: np.ndarray, key: np.ndarray) -> np.ndarray:
    """For each group, its first row in ``np.lexsort((key, ~feasible))`` order (feasible first, then key with NaN
    last, then row number); the groups' rows returned in that same order."""
    if not len(codes):
        return np.zeros(0, dtype=np.int64)
    codes = np.asarray(codes, dtype=np.int64)
    codes = codes - codes.min()  # categorical codes may hold -1 (no name): a group of its own
    nan = np.isnan(key)
    tier = (~feasible).astype(np.int8) * 2 + nan
    k0 = np.where(nan, 0.0, key)
    ng = int(codes.max()) + 1
    tmin = np.full(ng, 4, dtype=np.int8)
    np.minimum.at(tmin, codes, tier)
    m = tier == tmin[codes]
    kmin = np.full(ng, np.inf)
    np.minimum.at(kmin, codes[m], k0[m])
    hit = np.flatnonzero(m & (k0 == kmin[codes]))
    _, first = np.unique(codes[hit], return_index=True)
    rows = hit[first]
    return rows[np.lexsort((rows, k0[rows], tier[rows]))]


# --------------------------------------------------------------------------- price / rank

# What the priced table depends on: the job (model, data, precision, method, reference run, task, serving load)
# and what the prices are read in (result currency, host rules). Everything else of a scenario (deadline,
# budget, objective, billing, provider/region/GPU filters, spot preference) is applied by ``rank``.
JOB_FIELDS = ("task", "workload", "preset", "params", "finetune_method", "tokens", "dataset_gb", "samples", "epochs",
              "reference_run", "precision", "qps", "input_tokens", "output_tokens", "p95_latency_s", "currency",
              "host_rules")


def job_key(sc: Scenario) -> tuple:
    """The fields of ``sc`` a ``Priced`` table depends on (equal keys: the table can be reused)."""
    return tuple((f, getattr(sc, f)) for f in JOB_FIELDS)


@dataclass(frozen=True, eq=False)
class Priced:
    """Every candidate of one job estimated and priced (instance x node count x billing mode): what ``rank``
    needs to answer any scenario with the same job. ``job_key``: the scenario fields it was built from."""

    cat: Catalog
    job: Any
    job_key: tuple
    today: _dt.date
    table: Any = field(repr=False)  # _Scored, built without any filter or constraint

    def reusable_for(self, sc: Scenario, cat: Catalog | None = None, today: _dt.date | None = None) -> bool:
        """Whether ``rank(self, sc)`` answers ``sc`` as ``recommend`` would (same job, catalog and day)."""
        return (job_key(sc) == self.job_key and (cat is None or cat is self.cat)
                and (today is None or today == self.today))


def _neutral(sc: Scenario) -> Scenario:
    """``sc`` without what ``rank`` applies: no filters, no deadline, no budget, spot allowed."""
    return replace(sc, providers=(), regions=(), gpus=(), spot="allow", deadline_hours=None, budget_amount=None,
                   budget_currency=None)


def price(cat: Catalog, sc: Scenario, *, today: _dt.date | None = None, job=None) -> Priced:
    """Estimate and price every candidate of ``sc``'s job on ``cat`` (the slow half of ``recommend``)."""
    today = today or _dt.date.today()
    job = job if job is not None else job_for(cat, sc)
    return Priced(cat, job, job_key(sc), today, _build(cat, _neutral(sc), job, today))


def _ranked_table(priced: Priced, sc: Scenario, today: _dt.date) -> _Scored:
    """The priced table seen through ``sc``: its rows inside the provider/region/GPU filters (all rows when the
    filters leave none, so the answer can name the closest option and what it breaks), with the scenario's
    constraints computed. The priced arrays are shared, never changed."""
    base = priced.table
    t = copy.copy(base)
    t.sc, t.today = sc, today
    t.O = dict(base.O)
    t.R = {}
    t.budget = _budget_in(priced.cat, sc, today)
    n_off = len(base.O["offer_id"])
    if n_off:
        prov = np.asarray(base.U["provider"], dtype=object)[base.O["provider_code"]]
        gpu = np.asarray(base.U["gpu"], dtype=object)[base.O["gpu_code"]]
    else:
        prov = gpu = np.zeros(0, dtype=object)
    t.O["c_providers"] = _in(prov, sc.providers) if sc.providers else np.ones(n_off, dtype=bool)
    t.O["c_gpus"] = _in(gpu, sc.gpus) if sc.gpus else np.ones(n_off, dtype=bool)
    t.O["c_regions"] = _in(base.O["region"], sc.regions, lower=True) if sc.regions else np.ones(n_off, dtype=bool)
    allowed = t.O["c_providers"] & t.O["c_gpus"] & t.O["c_regions"]
    if allowed.any() and not allowed.all():
        keep = allowed[base.N["offer"][base.r_on]]
        t.r_on, t.r_mode = base.r_on[keep], base.r_mode[keep]
    # Only real options are candidates: an estimate, a model that fits, at least one GPU and a price above zero.
    # What was left out is counted; when nothing is left, the rows stay so the answer can say why (no estimate,
    # or the model fits nowhere and by how much).
    N = base.N
    est_ok = N["c_estimate"][t.r_on]
    fits = N["fits"][t.r_on]
    anomaly = base.O["anomaly"][N["offer"][t.r_on]]
    usable = est_ok & fits & (N["gpu_total"][t.r_on] > 0) & (base.P[t.r_mode, N["offer"][t.r_on]] > 0) & ~anomaly
    t.anomalous = int(np.count_nonzero(np.bincount(N["offer"][t.r_on][anomaly], minlength=1))) if anomaly.any() \
        else 0
    t.excluded = {"estimate": int((~est_ok).sum()), "fits": int((est_ok & ~fits).sum()),
                  "unusable": int((~usable).sum()), "configurations": t.distinct("est_key") if len(t.r_on) else 0}
    t.usable = bool(usable.any())
    t.elsewhere = None
    if not t.usable and len(t.r_on) < len(base.r_on):
        # Nothing real inside the filters: the smallest real option outside them (what the filters cost).
        on = base.r_on
        ok = N["c_estimate"][on] & N["fits"][on] & (N["gpu_total"][on] > 0) \
            & (base.P[base.r_mode, N["offer"][on]] > 0) & ~base.O["anomaly"][N["offer"][on]]
        if ok.any():
            idx = np.flatnonzero(ok)
            unit = base.P[base.r_mode[idx], N["offer"][on[idx]]] * base.O["fx_rate"][N["offer"][on[idx]]]
            j = idx[np.lexsort((unit, N["gpu_total"][on[idx]]))[0]]
            off = N["offer"][on[j]]
            t.elsewhere = {"provider": str(base.U["provider"][base.O["provider_code"][off]]),
                           "instance_type": str(base.O["instance_type"][off]),
                           "gpu": str(base.U["gpu"][base.O["gpu_code"][off]]),
                           "gpus": _num(N["gpu_total"][on[j]]), "nodes": int(N["nodes"][on[j]])}
    if t.usable and not usable.all():
        t.r_on, t.r_mode = t.r_on[usable], t.r_mode[usable]
    t.n = len(t.r_on)
    t.R.update(t._price(None, False))
    return t


def _fits_nowhere(t) -> Note:
    """The model fits on no candidate: the configuration that comes closest, and by how much it is short."""
    need = np.asarray(t["memory_per_gpu_gb"], dtype=float)
    have = np.asarray(t["gpu_memory_gb"], dtype=float)
    with np.errstate(divide="ignore", invalid="ignore"):
        ratio = np.where(np.asarray(t["ok"], bool) & ~np.asarray(t["c_fits"], bool) & (have > 0), need / have,
                         np.inf)
    i = int(np.nanargmin(np.nan_to_num(ratio, nan=np.inf)))
    r = t.take([i], ["gpu", "gpus_per_node", "gpu_total", "memory_per_gpu_gb", "gpu_memory_gb", "instance_type",
                     "provider"]).iloc[0]
    over = float(r["memory_per_gpu_gb"] - r["gpu_memory_gb"])
    return Note("fits_nowhere", {"gpu": str(r["gpu"]), "gpus": _num(r["gpus_per_node"]),
                                 "provider": str(r["provider"]), "instance_type": r["instance_type"],
                                 "memory_per_gpu_gb": float(r["memory_per_gpu_gb"]),
                                 "gpu_memory_gb": float(r["gpu_memory_gb"]), "over_gb": over,
                                 "over_pct": 100 * over / float(r["gpu_memory_gb"]) if r["gpu_memory_gb"] else None,
                                 "total_memory_needed_gb": float(r["memory_per_gpu_gb"] * r["gpus_per_node"]),
                                 "elsewhere": getattr(t, "elsewhere", None)})


def recommend(cat: Catalog, sc: Scenario, *, today: _dt.date | None = None, job=None,
              candidates: pd.DataFrame | None = None) -> Recommendation:
    """The recommendation for a scenario (pure function; safe to run on a worker thread):
    ``rank(price(cat, sc), sc)``."""
    today = today or _dt.date.today()
    if candidates is None:
        return rank(price(cat, sc, today=today, job=job), sc, today=today)
    job = job if job is not None else job_for(cat, sc)
    return _recommend(cat, sc, _FrameTable(candidates), job, today)


def rank(priced: Priced, sc: Scenario, *, today: _dt.date | None = None) -> Recommendation:
    """The recommendation for ``sc`` from a priced table of its job (the fast half of ``recommend``):
    constraints, ranking, Pareto front, reasons, tips and warnings. ``priced.reusable_for(sc)`` must hold."""
    if job_key(sc) != priced.job_key:
        raise ValueError("rank: the priced table is for another job (see Priced.reusable_for)")
    today = today or priced.today
    return _recommend(priced.cat, sc, _ranked_table(priced, sc, today), priced.job, today)


def _recommend(cat: Catalog, sc: Scenario, t, job, today: _dt.date) -> Recommendation:
    d = _defaults(cat)
    keep = dict(scored=t.df) if isinstance(t, _FrameTable) else dict(_table=t)
    est = t.est
    budget = _budget_in(cat, sc, today)
    training = sc.task != "inference"
    n = len(t)
    counts = {"candidates": int(n), "feasible": int(t["feasible"].sum()) if n else 0,
              "configurations_estimated": t.distinct("est_key") if n else 0,
              "instances_considered": t.distinct("offer_id") if n else 0}
    for c in CONSTRAINTS:
        counts[f"broken_{c}"] = int((~t[f"c_{c}"].astype(bool)).sum()) if n else 0
    excluded = getattr(t, "excluded", None)
    if excluded is not None and getattr(t, "usable", True):  # rows left out: counted, never offered
        counts["broken_estimate"] += excluded["estimate"]
        counts["broken_fits"] += excluded["fits"]
        counts["excluded"] = excluded["unusable"]
        counts["configurations_estimated"] = excluded["configurations"]
    assumptions = _assumptions(cat, sc, t, est, today, d, budget, None)
    defaults_used = {k: v for k, v in sc.defaults_used}
    if n and not getattr(t, "usable", True):
        # No real option: every configuration that could be estimated is too small for the model (say so, and by
        # how much), or nothing could be estimated.
        ok = np.asarray(t["ok"], dtype=bool)
        note = _fits_nowhere(t) if (ok & ~np.asarray(t["c_fits"], dtype=bool)).any() else _no_estimate(est)
        return Recommendation(None, False, (), (), (), (), (note,), assumptions, defaults_used, counts, **keep)
    if not n:
        return Recommendation(None, False, (), (), (), (), (Note("no_candidates", {}),), assumptions,
                              defaults_used, counts, **keep)
    if not np.asarray(t["c_estimate"], dtype=bool).any() and "ok" in est and not est["ok"].astype(bool).any():
        # Nothing could be estimated (the job itself is the problem, not one GPU): no closest option to show.
        return Recommendation(None, False, (), (), (), (), (_no_estimate(est),), assumptions, defaults_used, counts,
                              **keep)

    feasible = t["feasible"].astype(bool)
    pool = feasible if feasible.any() else t["hard_ok"].astype(bool)
    # A service is compared month against month (a 12-month commitment at its monthly amount, its total shown).
    key = _rank_key(t, sc.objective, d, pool) if training else np.asarray(t["monthly_cost"], dtype=float)
    if feasible.any():
        masked = np.where(feasible, key, np.inf)
        best = _fewer_servers(t, feasible, int(np.argmin(masked)), masked, training, d["close_tolerance"])
    else:
        best = _lexmin(_closeness(t), key)
    row = t.drows([best])[0]
    chosen = _option(row, sc, d, budget)
    assumptions = _assumptions(cat, sc, t, est, today, d, budget, row)

    # Alternatives: the best row of each other GPU model (and the chosen instance's other billing modes).
    n_alt = int(d["alternatives_count"])
    gpu_codes, _ = t.codes("gpu")
    gpu_codes = np.asarray(gpu_codes)
    by_gpu = _best_by_group(gpu_codes, feasible, key)
    by_gpu = by_gpu[gpu_codes[by_gpu] != gpu_codes[best]][:n_alt]
    same = t.same_offer(best)
    same_bill = t.take(same, ["billing"])["billing"].to_numpy(object)
    keep_same = same_bill != row["billing"]
    same, same_bill = same[keep_same], same_bill[keep_same]
    order = np.lexsort((same, key[same], ~feasible[same]))
    same, same_bill = same[order], same_bill[order]
    _, first_mode = np.unique(same_bill, return_index=True)
    same_rows = same[np.sort(first_mode)][:2]
    alt = t.drows(np.concatenate([by_gpu, same_rows]).astype(np.int64))
    alternatives = tuple(_option(r, sc, d, budget, _lost(r, row, sc, key, t, budget)) for r in alt)

    # Pareto front of cost against hours over the rows that meet the hard constraints.
    pareto = []
    if training:
        hi = np.flatnonzero(t["hard_ok"].astype(bool))
        pf = hi[pareto_front(np.asarray(t["total_cost"], float)[hi], np.asarray(t["run_hours"], float)[hi])]
        pts = t.take(pf, ["provider", "instance_type", "gpu", "gpu_total", "nodes", "billing", "run_hours",
                          "total_cost", "feasible"])
        for i, r in zip(pf, pts.to_dict("records")):
            pareto.append({"provider": str(r["provider"]), "instance_type": r["instance_type"], "gpu": str(r["gpu"]),
                           "gpu_count": _num(r["gpu_total"]), "nodes": int(r["nodes"]), "billing": r["billing"],
                           "wall_hours": _round(r["run_hours"]), "total_cost": _round(r["total_cost"]),
                           "feasible": bool(r["feasible"]), "chosen": bool(i == best)})
    on_pareto = bool(pareto and any(p["chosen"] for p in pareto))
    params = getattr(job, "params", None)
    reasons = _reasons(t, None, est, best, row, sc, d, budget, feasible, key, on_pareto, params)
    tips = _tips(cat, row, sc, d, t)
    warnings = _warnings(row, sc, d, budget, chosen, feasible.any(), t, est)
    if getattr(t, "anomalous", 0):
        warnings += (Note("anomalous_prices_excluded", {"instances": t.anomalous}),)
    return Recommendation(chosen, bool(row["feasible"]), alternatives, tuple(pareto), reasons, tips, warnings,
                          assumptions, defaults_used, counts, **keep)


def _fewer_servers(t, feasible: np.ndarray, best: int, key: np.ndarray, training: bool, tol: float) -> int:
    """Among the feasible rows within ``tol`` of the best one in cost and in time (a service: in monthly cost),
    the one on the fewest servers (then the best ranked): fewer, larger servers are simpler and fail less."""
    cost = np.asarray(t["monthly_cost" if not training else "total_cost"], dtype=float)
    close = feasible & (cost <= cost[best] * (1 + tol))
    if training:
        hours = np.asarray(t["run_hours"], dtype=float)
        close &= hours <= hours[best] * (1 + tol)
    idx = np.flatnonzero(close)
    if len(idx) <= 1:
        return best
    inst = np.asarray(t["instances"], dtype=float)[idx]
    fewest = idx[inst == inst.min()]
    return int(fewest[np.argmin(key[fewest])])


def _no_estimate(est: pd.DataFrame) -> Note:
    """Why no configuration could be estimated: the most frequent error code of the estimate engine."""
    errors = est["error"].astype(str) if "error" in est else pd.Series(dtype=str)
    errors = errors[errors != ""]
    code = errors.mode().iat[0] if len(errors) else ""
    field = ""
    if "error_field" in est and len(errors):
        f = est.loc[errors.index, "error_field"].astype(str)
        f = f[(f != "") & (f != "nan")]
        field = f.mode().iat[0] if len(f) else ""
    return Note("no_estimate", {"error": code, "field": field, "configurations": int(len(est))})


def option_at(cat: Catalog, sc: Scenario, rec: Recommendation, row: int,
              today: _dt.date | None = None) -> Option | None:
    """Row ``row`` of ``rec.candidates`` as a full Option (cost lines, host...), built as the engine builds its
    choices; None when out of range. For a point the user clicks on a chart."""
    if rec is None or rec.candidates is None or not (0 <= row < len(rec.candidates)):
        return None
    return _option(rec.candidate_row(row), sc, _defaults(cat), _budget_in(cat, sc, today or _dt.date.today()))


def _same_offer(df, row) -> np.ndarray:
    """Rows of the same instance (provider, region, type) and node count as ``row``."""
    return (np.asarray(df["offer_id"]) == row["offer_id"]) & (np.asarray(df["nodes"]) == row["nodes"])


def _lost(r, best, sc: Scenario, key, df, budget) -> tuple[Note, ...]:
    out = list(_broken(r, sc, budget))
    if not out:
        basis = "total_cost" if sc.task != "inference" else "monthly_cost"
        dc = r[basis] - best[basis]
        dh = r["run_hours"] - best["run_hours"]
        if dc > 0:
            out.append(Note("costs_more", {"by": dc, "pct": 100 * dc / best[basis],
                                           **({"per": "month"} if basis == "monthly_cost" else {})}))
        if np.isfinite(dh) and dh > 0:
            out.append(Note("slower", {"by_hours": dh, "pct": 100 * dh / best["run_hours"]}))
        if not out:
            out.append(Note("lower_score", {"objective": sc.objective}))
    return tuple(out)


def _tree_case(sc: Scenario, params: float | None, d: dict) -> str | None:
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


def in_tree_class(case: str, df) -> np.ndarray:
    """Rows whose GPU model and count (per node or in total, see TREE_COUNT_PER_NODE) match the seed-001
    tree's answer for ``case``. The GPU names are tested once per distinct name."""
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
    n = np.asarray(df["gpus_per_node" if TREE_COUNT_PER_NODE[case] else "gpu_total"])
    for prefixes, counts in DECISION_TREE[case]:
        named = np.array([str(u).startswith(prefixes) for u in uniq] + [False], dtype=bool)  # code -1: no name
        ok |= named[codes] & np.isin(n, counts)
    return ok


def decision_tree_check(df: pd.DataFrame, desc: pd.DataFrame, best: int, sc: Scenario, params: float | None,
                        d: dict, key: np.ndarray) -> Note | None:
    """Seed 001's tree as a sanity check: the case, whether the choice lands in its class, and if not, why."""
    case = _tree_case(sc, params, d)
    if case is None:
        return None
    cls = in_tree_class(case, df)
    expected = [{"gpus": list(p), "count": list(c), "per_node": TREE_COUNT_PER_NODE[case]}
                for p, c in DECISION_TREE[case]]
    detail: dict[str, Any] = {"case": case, "expected": expected, "matches": bool(cls[best])}
    if cls[best]:
        return Note("decision_tree", detail)
    if not cls.any():
        detail["why_not"] = "class_not_in_catalog"
        return Note("decision_tree", detail)
    feasible = np.asarray(df["feasible"], dtype=bool)
    pool = np.flatnonzero(cls & feasible)
    if len(pool):
        j = pool[np.argmin(key[pool])]
        r, b = _row(df, desc, j), _row(df, desc, best)
        detail.update(why_not="class_ranks_lower", class_best={
            "provider": r["provider"], "instance_type": r["instance_type"], "gpu": r["gpu"],
            "gpu_count": _num(r["gpu_total"]), "billing": r["billing"], "total_cost": _round(r["total_cost"]),
            "wall_hours": _round(r["run_hours"])},
            cost_diff=_round(r["total_cost"] - b["total_cost"]), hours_diff=_round(r["run_hours"] - b["run_hours"]))
        return Note("decision_tree", detail)
    pool = np.flatnonzero(cls)
    close = _closeness(df, pool)
    j = pool[int(np.argmin(close))]
    r = _row(df, desc, j)
    detail.update(why_not="class_breaks_constraints", class_best={
        "provider": r["provider"], "instance_type": r["instance_type"], "gpu": r["gpu"],
        "gpu_count": _num(r["gpu_total"]), "billing": r["billing"]},
        broken=[n.to_dict() for n in _broken(r, sc, None if pd.isna(r["budget_over"]) else
                                             float(r["budget_spend"] - r["budget_over"]))])
    return Note("decision_tree", detail)


def _reasons(df, desc, est, best, row, sc: Scenario, d, budget, feasible, key, on_pareto, params) -> tuple[Note, ...]:
    out = [Note("objective", {"objective": sc.objective, "feasible_options": int(feasible.sum()),
                              "candidates": int(len(df))})]
    if not feasible.any():
        out.append(Note("closest_option", {"broken": [n.code for n in _broken(row, sc, budget)]}))
    out.append(Note("fits_memory", {"memory_per_gpu_gb": row["memory_per_gpu_gb"], "gpu_memory_gb": row["gpu_memory_gb"],
                                    "fits": bool(row["c_fits"]),
                                    "plan": _est(est, row, "plan")}))
    if sc.task != "inference" and sc.deadline_hours:
        out.append(Note("deadline", {"wall_hours": row["run_hours"], "deadline_hours": sc.deadline_hours,
                                     "margin_hours": sc.deadline_hours - row["run_hours"]}))
    if budget is not None:
        out.append(Note("budget", {"cost": row["budget_spend"], "budget": budget, "per": sc.budget_per,
                                   "margin": budget - row["budget_spend"], "currency": sc.currency}))
    if sc.reference_run is not None and sc.task != "inference" and row["gpu_hours"] and row["gpu_hours"] > 0:
        # How the answer follows from the user's own past run: GPU-hours scaled by speed (estimate engine).
        ref = sc.reference_run
        out.append(Note("reference_run_scaled", {
            "ref_gpu": ref.gpu, "ref_gpus": _num(ref.gpus), "ref_hours": ref.hours, "gpu": row["gpu"],
            "gpus": _num(row["gpu_total"]), "wall_hours": row["run_hours"], "gpu_hours": row["gpu_hours"],
            "speed_per_gpu": ref.hours * ref.gpus / float(row["gpu_hours"])}))
    other = getattr(sc, "compare_with", None)
    if other is not None and sc.task != "inference":
        out.append(_compared_answer(df, other, row, sc, d))
    if sc.task == "inference":
        replicas = row.get("replicas_needed") if hasattr(row, "get") else None
        replicas = int(replicas) if replicas is not None and np.isfinite(replicas) else int(row["instances"])
        out.append(Note("capacity", {"qps": sc.qps, "qps_per_replica": row["qps_per_replica"],
                                     "replicas": replicas, "servers": int(row["instances"]),
                                     "capacity_qps": replicas * float(row["qps_per_replica"]),
                                     "target_utilisation": d["serving_target_utilisation"]}))
    # Runner-up under the same objective, and the saving of the chosen billing mode.
    same_idx = df.same_offer(best) if hasattr(df, "same_offer") else np.flatnonzero(_same_offer(df, row))
    not_same = np.ones(len(df), dtype=bool)
    not_same[same_idx] = False
    # The same instance type with the same GPU count in another region is the same offer to a reader.
    if isinstance(df, _Scored):  # compared once per offering, then broadcast (no string per row)
        O = df.O
        same_type = (O["instance_type"] == row["instance_type"]) \
            & (np.asarray(df.U["provider"], dtype=object)[O["provider_code"]] == str(row["provider"]))
        not_same &= ~(same_type[df.N["offer"][df.r_on]] & (np.asarray(df["nodes"]) == row["nodes"]))
    else:
        not_same &= ~((np.asarray(df["provider"]).astype(str) == str(row["provider"]))
                      & (np.asarray(df["instance_type"]).astype(str) == str(row["instance_type"]))
                      & (np.asarray(df["nodes"]) == row["nodes"]))
    others = np.flatnonzero(feasible & not_same)
    if len(others):
        j = others[np.argmin(key[others])]
        r = _row(df, desc, j)
        out.append(Note("runner_up", {"provider": r["provider"], "instance_type": r["instance_type"], "gpu": r["gpu"],
                                      "gpu_count": _num(r["gpu_total"]), "billing": r["billing"],
                                      "total_cost": r["total_cost"], "wall_hours": r["run_hours"],
                                      "cost_diff": r["total_cost"] - row["total_cost"],
                                      "hours_diff": r["run_hours"] - row["run_hours"]}))
    basis = "total_cost" if sc.task != "inference" else "monthly_cost"
    same = df.take(same_idx, ["billing", basis, "unit_price"]) if hasattr(df, "take") \
        else df.iloc[same_idx]
    by_mode = same.groupby("billing")[basis].min().to_dict()
    if len(by_mode) > 1:
        out.append(Note("billing", {"chosen": row["billing"], "costs": by_mode}))
    od = same[same["billing"] == "on_demand"]
    mo = same[same["billing"] == "monthly"]
    if len(od) and len(mo):
        be = C.break_even_hours(mo["unit_price"].to_numpy()[:1], od["unit_price"].to_numpy()[:1])[0]
        out.append(Note("break_even", {"monthly_vs_on_demand_hours": be, "job_hours": row["run_hours"],
                                       "monthly_price": mo["unit_price"].iat[0],
                                       "on_demand_hour": od["unit_price"].iat[0]}))
    if on_pareto:
        out.append(Note("pareto_optimal", {}))
    tree = decision_tree_check(df, desc, best, sc, params, d, key)
    if tree is not None:
        out.append(tree)
    return tuple(out)


def _compared_answer(df, other, row, sc: Scenario, d) -> Note:
    """An answer given elsewhere (``compare_with``, e.g. seed 000's 4 x A800-40G) set against this one: what the
    same estimate gives on it, whether the catalog prices it, and this answer's GPUs and time."""
    detail: dict[str, Any] = {"gpu": other.gpu, "gpus": other.gpus, "source": other.source,
                              "chosen_gpu": row["gpu"], "chosen_gpus": _num(row["gpu_total"]),
                              "chosen_hours": row["run_hours"], "deadline_hours": sc.deadline_hours}
    cat = getattr(df, "cat", None)
    if cat is not None:
        inst = cat["instances"]
        prices = inst[list(C.PRICE_COLUMN.values())].notna().any(axis=1)
        detail["priced"] = bool((prices & (inst["gpu"] == other.gpu)).any())
        gpn = int(min(other.gpus, d["default_gpus_per_node"]))
        nodes = max(1, math.ceil(other.gpus / gpn))
        try:
            est = E.estimate_config(cat, job_for(cat, sc), other.gpu, gpn, nodes=nodes)
            detail.update(wall_hours=est.wall_hours, fits=bool(est.fits))
        except Exception:  # noqa: BLE001 - a GPU the estimate cannot time: the comparison says so
            detail.update(wall_hours=None, fits=None)
    return Note("compared_answer", detail)


def _tips(cat: Catalog, row, sc: Scenario, d, df) -> tuple[Note, ...]:
    out = []
    training = sc.task != "inference"
    g = cat["gpus"].set_index("gpu")

    def is_spot() -> np.ndarray:
        return df.mode_is("spot") if hasattr(df, "mode_is") else np.asarray(df["billing"]) == "spot"
    if training:
        if sc.precision == "fp32" and row["gpu"] in g.index:
            out.append(Note("mixed_precision", {"precision": "bf16" if bool(g.at[row["gpu"], "bf16"]) else "fp16",
                                                "fp32_tflops": g.at[row["gpu"], "fp32_tflops"],
                                                "fp16_tflops": g.at[row["gpu"], "fp16_tflops"]}))
        elif sc.precision == "bf16" and row["gpu"] in g.index and pd.notna(g.at[row["gpu"], "bf16"]) \
                and not bool(g.at[row["gpu"], "bf16"]):
            out.append(Note("mixed_precision", {"precision": "fp16"}))  # this GPU has no BF16: say FP16
        else:
            out.append(Note("mixed_precision", {"precision": sc.precision}))
        out.append(Note("checkpoint_interval", {"every_steps": d.get("checkpoint_every_steps"),
                                                "keep": d.get("checkpoint_keep"),
                                                "interval_h": _num(row["checkpoint_interval_h"]),
                                                "checkpoint_gb": _num(row["checkpoint_gb"]),
                                                "write_s": _num(row["checkpoint_write_s"])}))
        if row["nodes"] > 1:
            out.append(Note("same_zone", {"nodes": int(row["nodes"]), "latency_us": d.get("same_zone_latency_us")}))
        if row["billing"] == "spot":
            out.append(Note("spot_with_checkpoints", {"interval_h": _num(row["checkpoint_interval_h"]),
                                                      "expected_interruptions": row["spot_interruptions"]}))
        elif sc.spot == "allow":
            sp = np.flatnonzero(_same_offer(df, row) & is_spot())
            if len(sp) and np.asarray(df["total_cost"])[sp[0]] < row["total_cost"]:
                sp_cost = np.asarray(df["total_cost"])[sp[0]]
                out.append(Note("spot_saving", {"spot_cost": sp_cost, "cost": row["total_cost"],
                                                "saving_pct": 100 * (1 - sp_cost / row["total_cost"])}))
        if sc.spot == "allow" and row["billing"] != "spot" and not (
                (np.asarray(df["offer_id"]) == row["offer_id"]) & is_spot()).any():
            out.append(Note("spot_not_priced", {"provider": row["provider"], "instance_type": row["instance_type"]}))
        if not row["data_local"]:
            out.append(Note("data_on_local_nvme", {"local_read_mb_s": C.local_nvme_read_mb_s(cat),
                                                   "disk_read_mb_s": row["read_mb_s"]}))
    else:
        out.append(Note("reserved_for_inference", {"saving_low": d.get("reserved_saving_low"),
                                                   "saving_high": d.get("reserved_saving_high")}))
    return tuple(out)


def _warnings(row, sc: Scenario, d, budget, chosen: Option, any_feasible: bool, df, est) -> tuple[Note, ...]:
    out = []
    training = sc.task != "inference"
    if not any_feasible:
        for n in chosen.broken:
            out.append(Note("constraint_broken", {"constraint": n.code, **n.detail}))
        if training and sc.deadline_hours and not chosen.meets_deadline and chosen.wall_hours:
            # What the deadline would take: the GPUs at perfect scaling from this option (a lower bound).
            need = math.ceil(chosen.gpu_count * chosen.wall_hours / sc.deadline_hours)
            out.append(Note("deadline_needs", {"gpu": chosen.gpu, "gpus_needed": need,
                                               "deadline_hours": sc.deadline_hours, "gpus": _num(chosen.gpu_count),
                                               "wall_hours": chosen.wall_hours,
                                               "largest_cluster_gpus": _num(getattr(df, "max_cluster_gpus", None))}))
    if training and row["gpu_total"] > 1:
        use = row["memory_per_gpu_gb"] / row["gpu_memory_gb"] if row["gpu_memory_gb"] else np.nan
        if use < d["overprovision_memory_use"]:
            out.append(Note("over_provisioned", {"memory_use": use, "limit": d["overprovision_memory_use"]}))
        elif sc.deadline_hours and row["run_hours"] < d["overprovision_deadline_fraction"] * sc.deadline_hours:
            out.append(Note("over_provisioned", {"wall_hours": row["run_hours"], "deadline_hours": sc.deadline_hours}))
    if training and chosen.feasible and getattr(sc, "plan_for", "expected") != "slow" and chosen.wall_hours_range:
        # The high end of the 80% range breaks the deadline or the budget the expected figure meets (issue 13).
        hi = chosen.wall_hours_range[1] / chosen.wall_hours if chosen.wall_hours else 1.0
        if sc.deadline_hours and chosen.wall_hours_range[1] > sc.deadline_hours:
            out.append(Note("slow_case_deadline", {"wall_hours_high": chosen.wall_hours_range[1],
                                                   "deadline_hours": sc.deadline_hours}))
        spend = row["budget_spend"] * hi
        if budget is not None and spend > budget:
            out.append(Note("slow_case_budget", {"cost_high": spend, "budget": budget, "per": sc.budget_per,
                                                 "currency": sc.currency}))
    if bool(row["io_bound"]):
        out.append(Note("io_bound", {"read_mb_s": row["read_mb_s"], "storage": chosen.storage_product}))
    if training and row["gpus_per_node"] > 1 and row["link"] == "pcie":
        out.append(Note("pcie_multi_gpu_training", {"gpus": _num(row["gpus_per_node"]),
                                                    "pcie_gbs": d.get("pcie4_x16_gbs")}))
    if row["nodes"] > 1:
        if row["net_unknown"]:
            out.append(Note("multi_node_network_unknown", {"nodes": int(row["nodes"]), "assumed": "standard"}))
        if row["net_class"] != "rdma":
            out.append(Note("multi_node_slow_network", {"nodes": int(row["nodes"]), "network": row["net_class"],
                                                        "network_gbps": _num(row["net_gbps"])}))
    if row["stale"]:
        out.append(Note("stale_price", {"as_of": row["as_of"], "age_days": row["price_age_days"],
                                        "limit_days": d["stale_price_days"]}))
    for line in chosen.cost_lines:
        if line.cost is None:
            out.append(Note(f"unpriced_{'storage' if 'disk' in line.item else line.item.split('_')[0]}",
                            {"item": line.item, "product": line.product, "quantity": line.quantity,
                             "unit": line.unit}))
    h = chosen.host
    if h.cpu_ok is False or h.ram_ok is False:
        out.append(Note("host_too_small", {"cpu_cores_min": h.cpu_cores_min, "vcpus": h.instance_vcpus,
                                           "ram_gb_min": h.ram_gb_min, "ram_gb": h.instance_ram_gb,
                                           "rule_set": h.rule_set}))
    if h.cpu_ok is None or h.ram_ok is None:
        out.append(Note("host_unknown", {"vcpus": h.instance_vcpus, "ram_gb": h.instance_ram_gb}))
    if h.fallback:
        out.append(Note("host_rule_fallback", {"asked": sc.host_rules, "used": h.rule_set}))
    if row["billing"] == "spot" and row["spot_rate_source"] == "assumed":
        out.append(Note("spot_rate_assumed", {"interruptions_per_month": row["spot_rate_month"]}))
    seen = {n.code for n in out}
    for est_warning in _est_warnings(est, row):
        if est_warning.code not in seen:
            out.append(est_warning)
            seen.add(est_warning.code)
    return tuple(out)


def _est(est: pd.DataFrame, row, col: str, default=None):
    k = int(row["est_key"])
    return est[col].iat[k] if col in est and k < len(est) else default


def _est_warnings(est, row) -> list[Note]:
    w = _est(est, row, "est_warnings", ())
    out = []
    for item in w:
        if isinstance(item, tuple) and len(item) == 2:
            code, detail = item
            out.append(Note(str(code), dict(detail) if isinstance(detail, dict) else {"value": detail}))
    return out


def _assumptions(cat: Catalog, sc: Scenario, df, est, today, d, budget, row) -> dict:
    fx = cat["fx_rates"]
    a: dict[str, Any] = {"catalog_version": cat.version, "catalog_date": cat.meta.get("built"),
                         "today": str(today), "currency": sc.currency, "hours_per_month": d["hours_per_month"],
                         "host_rules": sc.host_rules, "stale_price_days": d["stale_price_days"]}
    if row is not None:
        a["price_as_of"] = row["as_of"]
        if row["currency"] != sc.currency:
            a["fx"] = {f"{row['currency']}/{sc.currency}": float(row["fx_rate"])}
            a["fx_as_of"] = row["fx_as_of"]
        else:
            a["fx"] = {}
        a["mfu"] = _num(row["mfu"])
        a["scaling_efficiency"] = _num(row["scaling_efficiency"])
        est_a = _est(est, row, "assumptions", {}) or {}
        a["estimate"] = {k: _jsonable(v) for k, v in est_a.items()}
    a["fx_table"] = [{"pair": f"{r.base}/{r.quote}", "rate": r.rate, "as_of": r.as_of} for r in fx.itertuples()]
    if budget is not None:
        a["budget"] = {"amount": sc.budget_amount, "currency": sc.budget_currency, "per": sc.budget_per,
                       "in_result_currency": budget}
    return a
