"""Shared pieces of the selection engine: the catalog defaults, billing modes, the candidate table's
columns and constraints, and small array helpers (codes per distinct value, lookups into small tables)."""

from __future__ import annotations

import numpy as np
import pandas as pd

from ..catalog import Catalog, cost as C
from ..base import combo_codes
from ..scenario import Scenario

# "servers": a model whose training script runs on at most N servers (defaults.csv <script>_max_servers) on no more
CONSTRAINTS = ("fits", "estimate", "providers", "regions", "gpus", "spot", "deadline", "budget", "host", "servers")
HARD = ("fits", "estimate", "providers", "regions", "gpus", "spot", "host", "servers")


def select_defaults(cat: Catalog) -> dict[str, float]:
    return C.defaults(cat)


def config_codes(offers: dict, on_off: np.ndarray, nodes: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """``combo_codes`` of the clusters' configurations (GPU, GPUs per node, nodes, link, network class and
    bandwidth between nodes, none on one node), hashed per offering and then combined with the node count: the
    same groups, numbered the same (by first appearance), without hashing six columns of every cluster."""
    return combo_codes([config_conf(offers, on_off, nodes), nodes])


def config_conf(offers: dict, on_off: np.ndarray, nodes: np.ndarray) -> np.ndarray:
    """The clusters' configuration but the node count, as one number within the offering base: the offering's code
    on one node (GPU, GPUs per node, link), or between nodes (with the network class and bandwidth), after them."""
    single, multi = offers.get("config_single_code"), offers.get("config_multi_code")
    if single is None or multi is None:
        single, multi = offer_config_codes(offers)
    top = int(single.max()) + 1 if len(single) else 0
    return np.where(nodes > 1, multi[on_off] + top, single[on_off]).astype(np.int64)


def offer_config_codes(offers: dict) -> tuple[np.ndarray, np.ndarray]:
    """Each offering's configuration code on one node (GPU, GPUs per node, link) and between nodes (with the network
    class and bandwidth); kept with the offering base as ``config_single_code`` / ``config_multi_code``."""
    base = [offers["gpu_code"], offers["gpus_per_node"], offers["link_code"]]
    single, _ = combo_codes(base)  # one node: no network
    multi, _ = combo_codes([*base, offers["net_code"], offers["net_gbps"]])
    return single, multi


def group_codes(df: pd.DataFrame, cols: list[str]) -> tuple[np.ndarray, np.ndarray]:
    return combo_codes([df[c] for c in cols])


MODES = tuple(C.PRICE_COLUMN)  # billing modes in row order (a row's mode is an index into this)
MODE_ARR = np.array(MODES, dtype=object)
MODE = {m: i for i, m in enumerate(MODES)}
# The columns of ``Recommendation.candidates`` (the full set of columns: ``score_candidates``).
CANDIDATE_COLUMNS = ("provider", "region", "instance_type", "gpu", "gpus_per_node", "nodes", "instances", "gpu_total",
                     "billing", "wall_hours", "run_hours", "billed_hours", "unit_price", "total_cost", "monthly_cost",
                     "budget_spend", *(f"c_{c}" for c in CONSTRAINTS), "hard_ok", "feasible", "offer_id", "est_key")
# Row-level columns computed for every row when ranking (the rest are computed for the rows shown).
NARROW = ("unit_price", "run_hours", "billed_hours", "total_cost", "monthly_cost", "budget_spend", "c_spot",
           "c_deadline", "deadline_over_hours", "c_budget", "budget_over", "hard_ok", "feasible")
EST_COLS = ("ok", "wall_hours", "gpu_hours", "mfu", "scaling_efficiency", "memory_per_gpu_gb", "tokens_per_s",
             "qps_per_replica", "replicas_needed", "gpus_per_replica", "checkpoint_gb", "checkpoint_write_s", "fits",
             "data_read_mb_s", "range_low", "range_high", "latency_s", "ttft_s")

ALL_COLUMNS = frozenset(CANDIDATE_COLUMNS) | {
    "link", "net_class", "billing", "unit_price_native", "spot_rate_month", "spot_extra_hours", "spot_interruptions",
    "checkpoint_interval_h", "instance_cost", "rework_cost", "system_disk_gbm", "data_disk_gbm", "system_disk_cost",
    "data_disk_cost", "egress_gb", "egress_cost", "net_suggested", "net_included", "network_gbps", "unpriced_lines",
    "complete", "stale", "break_even_hours", "deadline_over_hours", "budget_over"}


def is_in(values: np.ndarray, allowed, lower: bool = False) -> np.ndarray:
    """``values`` (object) in ``allowed``, tested once per distinct value."""
    codes, uniq = pd.factorize(values, use_na_sentinel=False)
    s = {a.lower() for a in allowed} if lower else set(allowed)
    ok = np.array([(u.lower() if isinstance(u, str) else None) in s if lower else u in s for u in uniq], dtype=bool)
    return ok[codes] if len(values) else np.zeros(0, dtype=bool)


def categorical(codes: np.ndarray, uniq) -> pd.Categorical | np.ndarray:
    cats = pd.Index(uniq)
    if cats.hasnans or not cats.is_unique:
        return np.asarray(uniq, dtype=object)[codes]
    return pd.Categorical.from_codes(codes, categories=cats)


def lookup_codes(table_keys: list[np.ndarray], keys: list[np.ndarray]) -> np.ndarray:
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
    for j in cand:
        out[j] = index.get(tuple(k[j] for k in keys), -1)
    return out




def user_source(source) -> bool:
    """The row was entered or edited by the user (its source cites the sources row 'user')."""
    return isinstance(source, str) and "user" in [p.strip() for p in source.replace(";", " ").split()]


def spot_assumed(sc: Scenario) -> bool:
    """The spot preference is the default answer, not the user's own."""
    return any(a.path == "preferences.spot" for a in sc.assumed)


def budget_in(cat: Catalog, sc: Scenario, today) -> float | None:
    """The budget in the result currency, at the exchange rate closest to today."""
    if not sc.budget_amount:
        return None
    if sc.budget_currency in (None, sc.currency):
        return float(sc.budget_amount)
    rate, _ = C.fx_rates(cat, pd.Series([sc.budget_currency]), pd.Series([str(today)]), sc.currency)
    return float(sc.budget_amount * rate[0])
