"""The scored table of one scenario (``_Scored``, arrays at offering, offering x nodes and row level, with the
row-level prices and constraints), its DataFrame twin (``_FrameTable``) and row access."""

from __future__ import annotations

from typing import Any

import numpy as np
import pandas as pd

from ..catalog import Catalog
from ..scenario import Scenario
from .common import _ALL_COLUMNS, _MODE, _MODE_ARR, CANDIDATE_COLUMNS, _categorical, _spot_assumed


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


def _same_offer(df, row) -> np.ndarray:
    """Rows of the same instance (provider, region, type) and node count as ``row``."""
    return (np.asarray(df["offer_id"]) == row["offer_id"]) & (np.asarray(df["nodes"]) == row["nodes"])
