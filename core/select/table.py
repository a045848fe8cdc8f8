"""The scored table of one scenario (``Scored``, arrays at offering, offering x nodes and row level, with the
row-level prices and constraints) and row access."""

from __future__ import annotations

import copy
from typing import Any

import numpy as np
import pandas as pd

from ..base import Coded, nan_to_num
from ..catalog import cached, Catalog, cost as C, price_cites
from ..estimate import failure_columns
from ..scenario import Scenario
from .estimates import EstTable
from .common import ALL_COLUMNS, MODE, MODE_ARR, CANDIDATE_COLUMNS, MODES, categorical, spot_assumed


class Scored:
    """The scored table of one scenario, kept as arrays at three levels: ``offers`` (one per priced instance),
    ``clusters`` (offering × node count) and rows (offering × node count × priced billing mode: ``r_on``,
    ``r_mode``). The ranking columns (``_NARROW``) exist for every row; everything else (text, host, cost lines,
    network) is computed for the rows asked for, from the same formulas. ``t[name]`` gives a whole column."""

    def __init__(self, cat: Catalog, sc: Scenario, d: dict, today, training: bool):
        self.cat, self.sc, self.d, self.today, self.training = cat, sc, d, today, training
        self.offers: dict[str, Any] = {}  # one value per priced instance (offering): arrays, or arrays.Coded
        self.clusters: dict[str, Any] = {}  # one per offering x node count (``offer``: its offering); arrays or Coded
        self.estimates: dict[str, np.ndarray] = {}  # one per distinct configuration (``clusters["est_key"]``)
        self.computed: dict[str, np.ndarray] = {}  # row-level columns computed so far (one value per row)
        self.prices = np.zeros((0, 0))  # billing mode x offering, in the offering's own currency
        self.labels: dict[str, Any] = {}  # the values behind the code columns (provider, gpu, link)
        self.est = EstTable.empty()  # the estimate of each distinct configuration (row: est_key)
        # The estimates of the most recent job on this table's offering base (estimates.store_for): shared by the
        # tables forked from it, so a job priced again, or its refined node counts, reuse what was estimated.
        self.est_stores: dict = {}
        self.n = 0
        self.r_on = np.zeros(0, dtype=np.int64)  # row -> its cluster (offering x node count)
        self.r_mode = np.zeros(0, dtype=np.int8)  # row -> its billing mode (MODES)
        self.commit = np.zeros(0)  # committed hours per billing mode (0: none)
        self.net_names = np.zeros(0, dtype=object)  # network class code -> name ("" for a single node)
        self.net_bw = pd.Series(dtype=float)  # network class -> bandwidth (network.csv)
        self.budget: float | None = None
        self.model_out_gb = 0.0
        self.excluded: dict[str, int] | None = None  # rows left out by rank (no estimate, no fit, no GPU or price)
        self.usable = True  # False: no row is a real option (the rows are kept to say why)
        self.elsewhere: dict | None = None  # then: the smallest real option outside the scenario's filters
        self.max_cluster_gpus = 0.0  # the largest cluster (GPUs) the candidates go up to
        # GPU model -> its largest cluster in the catalog: (GPUs, servers, provider)
        self.largest_cluster: dict[str, tuple[float, int, str]] = {}
        self.anomalous = 0  # instances left out because the catalog flags their price as anomalous
        # What the explanation reads that depends on the priced job and its catalog only (a compared answer's
        # estimate, the GPU specs, the fx table), kept for the next rank of the same priced table (shared by
        # its ranked copies; never the scenario's constraints).
        self.memo: dict = {}
        # The offerings' distinct host shapes: (shape code of each offering, one row per shape) (_add_host_shapes).
        self.host_shapes: tuple[np.ndarray, dict[str, np.ndarray]] | None = None
        # Per offering: a detector's data-loader workers per GPU where its vCPUs allow fewer than the default (0: the
        # default); None when the job's estimates do not depend on the server's vCPUs (candidates.add_hosts).
        self.loader_workers: np.ndarray | None = None
        self.nvme_read_mb_s = float("nan")  # the generic local NVMe's read rate (storage.csv)
        # Per offering: the hourly price and the front group the node counts are refined by (pricing._front_basis).
        self.front_basis: tuple[np.ndarray, np.ndarray] | None = None
        self.spot_rate_codes = np.zeros(0, dtype=np.int64)  # offerings of equal spot interruption rate
        self.prices_fx = np.zeros((0, 0))  # ``prices`` in the result currency (x the offering's fx_rate)
        self._r_off: tuple[np.ndarray, np.ndarray] | None = None  # (r_on, its offerings): see ``r_off``
        self._drows: dict[int, dict] = {}  # rows computed by ``drows`` (row -> its values)
        # A priced table's real options (pricing._add_options): their rows and the costs ranking reads; shared by the
        # tables ranked from it.
        self.options: dict[str, np.ndarray] = {}
        self.row_counts: dict[str, dict[str, int]] = {}  # what rank counts of the rows (pricing._row_counts)
        # (the clusters' hours, their node failures or None): see ``node_failures``
        self._failures: tuple[Any, tuple[np.ndarray, ...] | None] | None = None

    def fork(self, cat: Catalog, sc: Scenario) -> Scored:
        """A table for ``sc`` on ``cat`` that starts from this one's arrays (shared, never changed: new columns are
        new arrays in its own level dicts)."""
        t = copy.copy(self)
        t.cat, t.sc = cat, sc
        t.offers, t.clusters, t.labels = dict(self.offers), dict(self.clusters), dict(self.labels)
        t.estimates, t.computed, t.memo, t._drows = {}, {}, {}, {}
        t.options, t.row_counts = {}, {}
        return t

    # -- access
    def __len__(self) -> int:
        return self.n

    def __contains__(self, name) -> bool:
        return any(name in level for level in (self.computed, self.clusters, self.estimates, self.offers,
                                               ALL_COLUMNS))

    def __getitem__(self, name: str) -> np.ndarray:
        a = self.computed.get(name)
        if a is None:
            a = self._gather(name, None)
            if a is None:
                a = self._wide(None)[name]
            self.computed[name] = a
        return a

    def _gather(self, name: str, sel):
        """A column that lives at the offering or offering × nodes level, or a code column; None otherwise."""
        on = self.r_on if sel is None else self.r_on[sel]
        if name in self.clusters:
            return self.clusters[name][on]
        if name in self.estimates:
            return self.estimates[name][self.clusters["est_key"][on]]
        if name == "c_fits":
            return self.clusters["fits"][on]
        if name == "offer_id":
            return self.r_off if sel is None else self.clusters["offer"][on]
        if name in self.offers:
            return self.offers[name][self.r_off if sel is None else self.clusters["offer"][on]]
        if name == "billing":
            return MODE_ARR[self.r_mode if sel is None else self.r_mode[sel]]
        if name in ("provider", "gpu", "link"):
            off = self.r_off if sel is None else self.clusters["offer"][on]
            return np.asarray(self.labels[name], dtype=object)[self.offers[f"{name}_code"][off]]
        if name == "net_class":
            return self.net_names[self.clusters["net_code"][on]]
        if name in _LAZY:
            return self._lazy(name, sel)
        return None

    def _lazy(self, name: str, sel) -> np.ndarray:
        """A row-level column a ranked table does not keep for every row (``_LAZY``), for rows ``sel`` (None: all):
        from the same formulas as the kept ones (costs per billing mode, the scenario's checks)."""
        on = self.r_on if sel is None else self.r_on[sel]
        mode = self.r_mode if sel is None else self.r_mode[sel]
        off = self.r_off if sel is None else self.clusters["offer"][on]
        if name in ("unit_price", "billed_hours"):
            part = "unit" if name == "unit_price" else "billed"
            return self._costs(on, mode, off, sel is None, False, (part,))[part]
        kept = [self[c] if sel is None else self.at(c, sel) for c in ("run_hours", "total_cost", "monthly_cost")]
        return self._checks(on, off, kept[0], mode == MODE["spot"], kept[1], kept[2])[name]

    def at(self, name: str, sel: np.ndarray) -> np.ndarray:
        """Column ``name`` at rows ``sel`` only (``t[name][sel]`` without building the column for every row)."""
        if name in self.computed:
            return self.computed[name][sel]
        a = self._gather(name, sel)
        return self[name][sel] if a is None else a

    def codes(self, name: str, sel=None) -> tuple[np.ndarray, Any]:
        """Integer codes and their values for provider, gpu or link."""
        off = self.r_off if sel is None else self.clusters["offer"][self.r_on[sel]]
        return self.offers[f"{name}_code"][off], self.labels[name]

    def rows_per(self, level: str) -> np.ndarray:
        """How many rows each offering (``level`` "offers") or cluster ("clusters") has."""
        if level == "offers":
            return np.bincount(self.r_off, minlength=len(self.offers["offer_id"]))
        return np.bincount(self.r_on, minlength=len(self.clusters["offer"]))

    def mode_is(self, mode: str) -> np.ndarray:
        return self.r_mode == MODE.get(mode, -1)

    def distinct(self, name: str) -> int:
        """Number of distinct values of an offering x nodes level column (est_key, offer_id) over the rows."""
        covered = np.zeros(len(self.clusters["offer"]), dtype=bool)
        covered[self.r_on] = True
        a = self.clusters["offer" if name == "offer_id" else name][covered]
        return int(np.count_nonzero(np.bincount(a))) if len(a) else 0

    def same_offer(self, i: int) -> np.ndarray:
        """Rows of the same instance and node count as row ``i`` (one per priced billing mode)."""
        return np.flatnonzero(self.r_on == self.r_on[int(i)])

    def take(self, sel, cols) -> pd.DataFrame:
        sel = np.asarray(sel, dtype=np.int64)
        wide = None
        out = {}
        for c in cols:
            if c in self.computed:
                out[c] = self.computed[c][sel]
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
        """Rows ``sel`` with every column as plain dicts (what the engine reads when it builds Options; kept, so a
        row asked for again, or asked for ahead in a batch, is not computed again; never change them)."""
        sel = np.asarray(sel, dtype=np.int64)
        if not len(sel):
            return []
        kept = self._drows
        todo = [i for i in dict.fromkeys(sel.tolist()) if i not in kept]
        if todo:
            w = self._wide(np.asarray(todo, dtype=np.int64))
            for k, i in enumerate(todo):
                kept[i] = {c: v[k] for c, v in w.items()}
        return [kept[i] for i in sel.tolist()]

    def frame(self, cols=CANDIDATE_COLUMNS) -> pd.DataFrame:
        """Columns ``cols`` for every row (provider and gpu as categoricals)."""
        out = {}
        for c in cols:
            if c in ("provider", "gpu", "link") and c not in self.computed:
                codes, uniq = self.codes(c)
                out[c] = categorical(codes, uniq)
            else:
                out[c] = self[c]
        return pd.DataFrame(out)

    # -- row computations
    def node_failures(self) -> tuple[np.ndarray, ...] | None:
        """Per cluster of a training table: (extra hours, expected interruptions, checkpoint interval, mean time
        between failures) of its node failures (node_failures.failure_columns, from the cluster's GPUs, hours and
        checkpoint write); None when no cluster expects enough of them. Kept for the clusters' hours it was computed
        from (a table priced again with the same hours reuses it)."""
        hours = self.clusters.get("hours")
        memo = getattr(self, "_failures", None)
        if memo is not None and memo[0] is hours:
            return memo[1]
        if not self.training or hours is None or self.cat is None or "gpu_total" not in self.clusters:
            return None
        write = np.asarray(self.clusters["checkpoint_write_s"], dtype=float)  # (the disk it is written to)
        cols = failure_columns(self.cat, np.asarray(self.clusters["gpu_total"], dtype=float),
                               np.asarray(hours, dtype=float), write)
        out = cols if cols[1].any() else None
        self._failures = (hours, out)
        return out

    def _failure_shown(self, on) -> dict[str, np.ndarray]:
        fail = self.node_failures()
        if fail is None:
            return {"failure_interruptions": np.zeros(len(on)), "failure_interval_h": np.full(len(on), np.nan),
                    "failure_mtbf_h": np.full(len(on), np.nan)}
        return {"failure_interruptions": fail[1][on], "failure_interval_h": fail[2][on], "failure_mtbf_h": fail[3][on]}

    @property
    def r_off(self) -> np.ndarray:
        """The offering of every row (``clusters["offer"][r_on]``), gathered once per set of rows."""
        memo = self._r_off
        if memo is None or memo[0] is not self.r_on:
            memo = self._r_off = (self.r_on, self.clusters["offer"][self.r_on])
        return memo[1]

    def _price(self, sel, full: bool, checks: bool = True) -> dict[str, np.ndarray]:
        """Row-level prices and constraints for rows ``sel`` (None: every row). ``full`` adds the columns only
        the rows shown need (network suggestion, unpriced lines, disks...); ``checks=False`` leaves out the
        constraints (what ``rank`` computes for its scenario)."""
        on = self.r_on if sel is None else self.r_on[sel]
        mode = self.r_mode if sel is None else self.r_mode[sel]
        off = self.r_off if sel is None else self.clusters["offer"][on]
        cost = self._costs(on, mode, off, sel is None, full)
        out = {"unit_price": cost["unit"], "run_hours": cost["run_hours"], "billed_hours": cost["billed"],
               "total_cost": cost["total"], "monthly_cost": cost["monthly"]}
        if checks:
            out.update(self._checks(on, off, cost["run_hours"], mode == MODE["spot"], cost["total"],
                                    cost["monthly"]))
        if full:
            out.update(self._shown(on, mode, off, cost))
        return out

    def _costs(self, on, mode, off, ordered: bool, full: bool, parts: tuple[str, ...] = ()) -> dict[str, np.ndarray]:
        """The cost of each row, one billing mode at a time (``_mode_costs``: a mode's rules are scalars, so no row
        computes the formulas of the other modes), in blocks of ``CHUNK`` rows written into the result columns (the
        formulas' intermediate arrays stay a block long, not a column long; the same operations on each element).
        ``ordered``: the rows are in billing-mode order (the table's own order), each mode a slice. ``full``: with
        the parts the rows shown need. ``parts``: only these of ``_COST_PARTS`` (all when empty)."""
        n = len(on)
        names = parts or _COST_PARTS + (_SHOWN_PARTS if full else ())
        out = {k: np.empty(n) for k in names}
        for m, g in _mode_groups(mode, ordered):
            for sub in _blocks(g):
                part = self._mode_costs(m, on[sub], off[sub], full)
                for k in names:
                    out[k][sub] = part[k]
        if full:
            offers = self.offers
            out.update(is_spot=mode == MODE["spot"], local=offers["data_local"][off],
                       disk_price=offers["disk_price_conv"][off], sys_disk_price=offers["sys_disk_price_conv"][off],
                       egress_price=offers["egress_price"][off])
        return out

    # A run past any figure gives infinite or undefined hours and costs by design (a 10^15-parameter model on spot
    # servers: its expected rework is infinite): NaN where the hours are not finite, and such a row meets no
    # requirement. numpy's warnings of them were printed beside the one message that says so (walk25).
    @np.errstate(over="ignore", invalid="ignore")
    def _mode_costs(self, m: int, on, off, full: bool = True) -> dict[str, np.ndarray]:
        """Rows of billing mode ``m``: the unit price in the result currency; hours run (with a spot run's expected
        rework) and billed (whole months for a monthly price, at least the committed hours for a reservation); the
        instance cost; system and data disks per node (GB-months over the billed period; none for data on local
        NVMe); what leaves the cloud (the trained weights, or a service's answers per month); the total, and what a
        month of the plan costs (a job shorter than a month costs its total in that month). ``full=False``: only
        ``_COST_PARTS`` are returned, and the parts are summed in place (on a million rows each new array costs
        more than its arithmetic). The operations and their order are the same either way."""
        sc, d, offers, clusters = self.sc, self.d, self.offers, self.clusters
        hpm = d["hours_per_month"]
        k = len(on)
        spot, monthly, commit_h = m == MODE["spot"], m == MODE["monthly"], float(self.commit[m])
        unit = self.prices_fx[m][off]
        inst = clusters["instances"][on]  # whole servers: exact as floats, so the products are those of floats
        hours = clusters["hours"][on]
        fail = self.node_failures()
        fail_extra = fail[0][on] if fail is not None else np.zeros(k)
        if fail is not None:  # a long, large run's expected node failures: part of its hours (node_failures.py)
            hours = hours + fail_extra
        if spot:  # expected rework from interruptions (per offering x nodes, see _build)
            spot_extra = clusters["spot_extra"][on]
            run_hours = hours + nan_to_num(spot_extra)
        else:
            spot_extra, run_hours = np.zeros(k), hours
        # Whole months: what a monthly price bills, and a service's answers per month (not needed otherwise).
        months: Any = np.ceil(np.maximum(run_hours, 1e-9) / hpm) if monthly or not self.training else None
        if monthly:
            billed = months * hpm
        else:
            billed = np.maximum(run_hours, commit_h) if commit_h > 0 else run_hours
        per_hour = unit * inst
        inst_cost = per_hour * (months if monthly else hours)
        rework = per_hour * (run_hours - hours) if spot else np.zeros(k)
        if monthly:
            instance_cost = inst_cost
        elif commit_h > 0:  # the committed hours are paid whether used or not
            instance_cost = inst_cost + per_hour * (billed - run_hours)
        else:
            instance_cost = run_hours - run_hours  # NaN where the hours are not finite, as above
            instance_cost += inst_cost
        gb_months_factor = billed / hpm
        disk_price, sys_disk_price, sys_gbm, data_gbm, egress_cost = _take(
            [offers[c] for c in ("disk_price_conv", "sys_disk_price_conv", "host_system_disk_gb", "host_data_disk_gb",
                                 "egress_price")], off)
        sys_gbm *= inst
        sys_gbm *= gb_months_factor
        data_gbm *= inst
        data_gbm *= gb_months_factor
        system_disk_cost = sys_gbm * sys_disk_price  # each disk at its own product's price (a size it may be)
        data_disk_cost = data_gbm * disk_price
        data_disk_cost[offers["data_local"][off]] = 0.0
        if self.training:
            out_gb: Any = self.model_out_gb
        else:
            per_month_gb = (sc.qps or 0) * (sc.output_tokens or 0) * d["text_bytes_per_token_en"] * hpm * 3600 / 1e9
            out_gb = np.full(k, per_month_gb) * np.maximum(months, 1.0)
        egress_cost *= out_gb
        total = instance_cost + rework if spot else instance_cost.copy()
        total += nan_to_num(system_disk_cost, copy=full)
        total += nan_to_num(data_disk_cost, copy=full)
        total += nan_to_num(egress_cost, copy=full)
        if monthly:
            monthly_cost = total / months
        elif commit_h > 0:
            monthly_cost = total / (commit_h / hpm)
        else:
            monthly_cost = run_hours / hpm
            np.maximum(monthly_cost, 1.0, out=monthly_cost)
            np.divide(total, monthly_cost, out=monthly_cost)
        out = {"unit": unit, "run_hours": run_hours, "billed": billed, "total": total, "monthly": monthly_cost}
        if full:
            out.update(inst=inst, spot_extra=spot_extra, fail_extra=fail_extra, instance_cost=instance_cost, rework=rework, sys_gbm=sys_gbm,
                       data_gbm=data_gbm, system_disk_cost=system_disk_cost, data_disk_cost=data_disk_cost,
                       out_gb=np.full(k, out_gb) if np.ndim(out_gb) == 0 else out_gb, egress_cost=egress_cost)
        return out

    @np.errstate(over="ignore", invalid="ignore")  # (as _mode_costs)
    def _checks(self, on, off, run_hours, is_spot, total, monthly_cost, overs: bool = True) -> dict[str, np.ndarray]:
        """The spend the budget is checked against and the constraints of each row, from its hours and costs (what
        ``rank`` recomputes for a scenario; the costs themselves depend on the job only). ``overs=False``: without
        by how much each row is over the deadline and the budget (``_LAZY``: computed for the rows that ask)."""
        sc, d, offers, clusters = self.sc, self.d, self.offers, self.clusters
        training = self.training
        n = len(on)
        budget = self.budget
        spend = monthly_cost if sc.budget_per == "month" else total

        if sc.spot == "avoid":
            c_spot = ~is_spot
        elif spot_assumed(sc):
            # Spot was not asked for (an "I don't know" answer): not for a service, nor for a multi-node job of more
            # than spot_risky_node_hours server-hours (its interruptions grow with the number of servers).
            c_spot = np.ones(n, dtype=bool)
            if not training:
                c_spot &= ~is_spot
            else:
                spot_rows = np.flatnonzero(is_spot)  # only these can be risky: the product over them alone
                inst_on = clusters["instances"][on[spot_rows]]
                c_spot[spot_rows] = ~((inst_on > 1) & (run_hours[spot_rows] * inst_on > d["spot_risky_node_hours"]))
        else:
            c_spot = np.ones(n, dtype=bool)
        # The margin: deadline and budget are checked at the high end of the estimate's 80% range (the time, and the
        # spend that grows with it, scaled by range_high) under preferences.plan_for "slow", and under "auto" (the
        # default) for runs of plan_slow_end_min_hours or more; "expected" checks the estimate itself.
        chk_hours, chk_spend = run_hours, spend
        slow = plan_factor(sc, d, clusters["range_high"][on], run_hours) if training else None
        if slow is not None:
            chk_hours = run_hours * slow
            if sc.budget_per == "month":
                # a month's spend of a run longer than a month hardly grows with its length: the total grows by
                # ``slow``, and so do the months it is spread over
                hpm = d["hours_per_month"]
                with np.errstate(invalid="ignore", divide="ignore"):
                    chk_spend = spend * slow * np.maximum(run_hours / hpm, 1.0) / np.maximum(chk_hours / hpm, 1.0)
            else:
                chk_spend = spend * slow
        out = {"budget_spend": spend, "c_spot": c_spot}
        if training and sc.deadline_hours:
            out["c_deadline"] = chk_hours <= sc.deadline_hours
            if overs:
                out["deadline_over_hours"] = chk_hours - sc.deadline_hours
        else:
            out["c_deadline"] = np.ones(n, dtype=bool)
            if overs:
                out["deadline_over_hours"] = np.full(n, np.nan)
        if budget is not None:
            out["c_budget"] = chk_spend <= budget
            if overs:
                out["budget_over"] = chk_spend - budget
        else:
            out["c_budget"] = np.ones(n, dtype=bool)
            if overs:
                out["budget_over"] = np.full(n, np.nan)
        # The host rule (host.py): a server below the engine's own rule for feeding its GPUs (what the answer would
        # warn about as host_too_small) is never an option; one whose vCPUs or RAM the catalog does not give is
        # kept (and warned about: host_unknown). Per offering, then per row.
        out["c_host"] = _host_ok(offers)[off]
        # The hard constraints of the cluster and of the offering, combined at their own level first.
        hard_ok = (clusters["fits"] & clusters["c_estimate"])[on]
        hard_ok &= (offers["c_providers"] & offers["c_regions"] & offers["c_gpus"])[off]
        hard_ok &= out["c_host"]
        hard_ok &= c_spot
        most = self.servers_cap() if training else None  # the training script's most servers (defaults.csv)
        out["c_servers"] = clusters["instances"][on] <= most if most is not None else np.ones(n, dtype=bool)
        hard_ok &= out["c_servers"]
        out["hard_ok"] = hard_ok
        out["feasible"] = hard_ok & out["c_deadline"] & out["c_budget"]
        return out

    def servers_cap(self) -> int | None:
        """The most servers the job's training script runs on (defaults.csv ``<script>_max_servers``, the script from
        train_scripts.csv: the Ultralytics yolo command trains on one server's GPUs), None without a limit."""
        if "servers_cap" not in self.memo:
            from ..catalog import train_script_of
            most = self.d.get(f"{train_script_of(self.cat, self.sc.workload, self.sc.preset)[0]}_max_servers")
            self.memo["servers_cap"] = max(int(most), 1) if most is not None and np.isfinite(most) else None
        return self.memo["servers_cap"]

    def _shown(self, on, mode, off, cost: dict) -> dict[str, np.ndarray]:
        """The columns only the rows shown need: billing, spot figures, cost parts, network, unpriced lines."""
        offers, clusters = self.offers, self.clusters
        n = len(on)
        is_spot = cost["is_spot"]
        local, disk_price, egress_price = cost["local"], cost["disk_price"], cost["egress_price"]
        sys_disk_price = cost["sys_disk_price"]
        # Network: the instance's own fabric and bandwidth (instance_network.csv), part of its price; the same
        # figure the estimate used between nodes. Where the catalog has none, the standard class is assumed
        # (and warned about).
        have_bw = offers["net_gbps"][off]
        std_bw = float(self.net_bw.get("standard", np.nan))
        net_included = np.ones(n, dtype=bool)
        unpriced = ((~local & np.isnan(disk_price)).astype(int) + np.isnan(sys_disk_price).astype(int)
                    + (~net_included).astype(int) + np.isnan(egress_price).astype(int))
        is_spot_tr = is_spot if self.training else np.zeros(n, dtype=bool)
        return {
            "billing": MODE_ARR[mode], "unit_price_native": self.prices[mode, off],
            "spot_rate_month": np.where(is_spot, offers["spot_rate_month"][off], np.nan),
            "spot_extra_hours": cost["spot_extra"], "failure_extra_hours": cost["fail_extra"],
            **self._failure_shown(on),
            "spot_interruptions": np.where(is_spot, clusters["spot_interruptions"][on], 0.0),
            "checkpoint_interval_h": np.where(is_spot_tr, clusters["checkpoint_interval_h"][on], np.nan),
            "instance_cost": cost["instance_cost"], "rework_cost": cost["rework"],
            "system_disk_gbm": cost["sys_gbm"], "data_disk_gbm": cost["data_gbm"],
            "system_disk_cost": cost["system_disk_cost"], "data_disk_cost": cost["data_disk_cost"],
            "egress_gb": cost["out_gb"], "egress_cost": cost["egress_cost"],
            "net_suggested": offers["net_shown"][off], "net_included": net_included,
            "network_gbps": np.where(np.isnan(have_bw), std_bw, have_bw),
            "unpriced_lines": unpriced, "complete": unpriced == 0,
            "c_fits": clusters["fits"][on], "c_estimate": clusters["c_estimate"][on],
            **self._price_dates(mode, off),
            "break_even_hours": np.full(n, np.nan)}

    def price_ages(self) -> np.ndarray:
        """Every row's price age in days: that of the price its billing mode reads, as the row's ``price_age_days``
        (NaN: no date), worked out once per offering and billing mode and looked up per row (kept on the table)."""
        hit = self.memo.get("price_ages")
        if hit is None or hit[0] is not self.r_on or hit[1] is not self.r_mode:  # (the rows it was worked out for)
            age = self._offer_ages()
            rows = age[self.r_off, self.r_mode] if len(age) else np.full(len(self.r_on), np.nan)
            hit = self.memo["price_ages"] = (self.r_on, self.r_mode, rows)
        return hit[2]

    def _offer_ages(self) -> np.ndarray:
        """The price age of each offering (rows) in each billing mode (columns): worked out once per offering table
        and day, kept in the catalog's cache (a dragged line ranks the same offerings again: at 200,000 offerings
        this was 60% of a warm recommendation, done twice each time)."""
        ids = self.offers["offer_id"]
        slot: dict = cached(self.cat, ("select", "offer_price_ages"), dict)
        hit = slot.get(id(ids))
        if hit is not None and hit[0] is ids and hit[1] == self.today:
            return hit[2]
        n_off, n_mode = len(ids), len(MODES)
        off = np.repeat(np.arange(n_off), n_mode)
        mode = np.tile(np.arange(n_mode), n_off)
        age = np.asarray(self._price_dates(mode, off)["price_age_days"], dtype=float).reshape(n_off, n_mode)
        if len(slot) >= 4:
            slot.clear()
        slot[id(ids)] = (ids, self.today, age)  # the array itself kept: its id is never another's while it is here
        return age

    def _price_dates(self, mode, off) -> dict[str, np.ndarray]:
        """Each row's price date, age and staleness: those of the price its billing mode reads. A price the user typed
        has its own date (core/catalog/price_cites.py); every other price the row's ``as_of``."""
        offers = self.offers
        as_of, age = offers["as_of"][off], offers["price_age_days"][off]
        # (whether any offering has a price of the user's is asked of the offerings, not of every row of them)
        col = offers[price_cites.COLUMN] if price_cites.COLUMN in offers else np.zeros(0, dtype=object)
        if len(col) and any(isinstance(c, str) and c for c in col.tolist()):
            cells = col[off]
            columns = np.array([C.PRICE_COLUMN[m] for m in MODES], dtype=object)[mode]
            dated = price_cites.price_dates(as_of, cells, columns)
            moved = np.flatnonzero(dated != as_of)
            if len(moved):
                age = age.copy()
                age[moved] = C.price_age_days(pd.Series(dated[moved], dtype=object), self.today)
                as_of = dated
        return {"as_of": as_of, "price_age_days": age, "stale": age > self.d["stale_price_days"]}

    def _wide(self, sel) -> dict[str, np.ndarray]:
        """Every column of rows ``sel`` (None: all rows)."""
        out = {}
        on = self.r_on if sel is None else self.r_on[sel]
        off = self.clusters["offer"][on]
        for name in ("provider", "gpu", "link"):
            out[name] = np.asarray(self.labels[name], dtype=object)[self.offers[f"{name}_code"][off]]
        for name, a in self.offers.items():
            if not name.endswith("_code"):
                out[name] = a[off]
        out["offer_id"] = off
        for name, a in self.clusters.items():
            if name not in ("offer", "net_code", "spot_extra", "spot_interruptions", "checkpoint_interval_h"):
                out[name] = a[on]
        for name, a in self.estimates.items():
            if name not in out:
                out[name] = a[self.clusters["est_key"][on]]
        out["net_class"] = self.net_names[self.clusters["net_code"][on]]
        out.update(self._price(sel, True))
        return out


_COST_PARTS = ("unit", "run_hours", "billed", "total", "monthly")  # what every row needs (ranking)
_SHOWN_PARTS = ("inst", "spot_extra", "fail_extra", "instance_cost", "rework", "sys_gbm", "data_gbm", "system_disk_cost",
                "data_disk_cost", "out_gb", "egress_cost")  # and the rows shown


# Row-level columns a ranked table computes when asked (the shown rows, or every row for the table's frame), not
# when ranking: the unit price and billed hours (costs of the job), by how much a row misses the deadline and budget.
_LAZY = ("unit_price", "billed_hours", "deadline_over_hours", "budget_over")
CHUNK = 1 << 16  # rows per block of the row-level arithmetic (a block's temporaries fit in a core's cache)


def plan_factor(sc: Scenario, d: dict, range_high, run_hours) -> np.ndarray | None:
    """What each row's hours are multiplied by before the deadline and budget checks: its estimate's range_high
    where the scenario plans at the slow end (preferences.plan_for "slow"; "auto": runs of at least
    plan_slow_end_min_hours), else 1; None when no row is planned at the slow end ("expected")."""
    plan = getattr(sc, "plan_for", "expected")
    if plan == "expected":
        return None
    slow = nan_to_num(np.asarray(range_high, dtype=float), nan=1.0)
    if plan != "slow":
        limit = d.get("plan_slow_end_min_hours")
        if limit is None:
            return None
        with np.errstate(invalid="ignore"):
            slow = np.where(np.asarray(run_hours, dtype=float) >= float(limit), slow, 1.0)
    return slow


def _host_ok(offers: dict) -> np.ndarray:
    """Per offering: its server meets the host rule's CPU and RAM checks (``host_cpu_ok``/``host_ram_ok``, NaN where
    the catalog does not say: not refused)."""
    if "host_cpu_ok" not in offers:
        return np.ones(len(offers["offer_id"]), dtype=bool)
    with np.errstate(invalid="ignore"):
        return (np.asarray(offers["host_cpu_ok"], dtype=float) != 0) & (np.asarray(offers["host_ram_ok"], dtype=float)
                                                                        != 0)


def _take(cols: list, rows: np.ndarray) -> list[np.ndarray]:
    """``c[rows]`` of each column, the codes of ``Coded`` columns that share them gathered once."""
    codes: dict[int, np.ndarray] = {}
    out = []
    for c in cols:
        if isinstance(c, Coded):
            k = codes.get(id(c.codes))
            if k is None:
                k = codes[id(c.codes)] = c.codes[rows]
            out.append(c.values[k])
        else:
            out.append(c[rows])
    return out


def _blocks(g) -> list:
    """``g`` (a slice or an array of positions) in consecutive blocks of at most ``CHUNK`` rows."""
    if isinstance(g, slice):
        return [slice(a, min(a + CHUNK, g.stop)) for a in range(g.start, g.stop, CHUNK)]
    return [g[a:a + CHUNK] for a in range(0, len(g), CHUNK)]


def _mode_groups(mode: np.ndarray, ordered: bool) -> list[tuple[int, Any]]:
    """(billing mode, its rows) for each mode present: slices when the rows are in mode order, else positions."""
    if ordered:
        bounds = np.searchsorted(mode, np.arange(len(MODES) + 1), side="left").tolist()
        return [(m, slice(a, b)) for m, (a, b) in enumerate(zip(bounds[:-1], bounds[1:])) if b > a]
    return [(int(m), np.flatnonzero(mode == m)) for m in np.unique(mode)]


def same_offer_mask(df, row) -> np.ndarray:
    """Rows of the same instance (provider, region, type) and node count as ``row``: on a scored table, the rows of
    that cluster (an offering and node count is one cluster), found among the clusters."""
    if isinstance(df, Scored):
        c = df.clusters
        return ((c["offer"] == row["offer_id"]) & (c["nodes"] == row["nodes"]))[df.r_on]
    return (np.asarray(df["offer_id"]) == row["offer_id"]) & (np.asarray(df["nodes"]) == row["nodes"])
