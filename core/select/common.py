"""Shared pieces of the selection engine: the catalog defaults, billing modes, the candidate table's
columns and constraints, and small array helpers (codes per distinct value, lookups into small tables)."""

from __future__ import annotations

import numpy as np
import pandas as pd

from .. import cost as C
from ..catalog import Catalog
from ..scenario import Scenario

CONSTRAINTS = ("fits", "estimate", "providers", "regions", "gpus", "spot", "deadline", "budget")
HARD = ("fits", "estimate", "providers", "regions", "gpus", "spot")


def _defaults(cat: Catalog) -> dict[str, float]:
    return C.defaults(cat)


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
    if n and size <= 4 * n + 65536:  # a small key range: numbered without hashing (what pd.factorize gives)
        return _dense_codes(key, size)
    key = pd.factorize(key)[0].astype(np.int64)  # numbered in order of first appearance
    first = np.full(int(key.max()) + 1 if n else 0, -1, dtype=np.int64)
    first[key[::-1]] = np.arange(n - 1, -1, -1)
    return key, first


def _config_codes(offers: dict, on_off: np.ndarray, nodes: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """``_combo_codes`` of the clusters' configurations (GPU, GPUs per node, nodes, link, network class and
    bandwidth between nodes, none on one node), hashed per offering and then combined with the node count: the
    same groups, numbered the same (by first appearance), without hashing six columns of every cluster."""
    single, multi = offers.get("config_single_code"), offers.get("config_multi_code")
    if single is None or multi is None:
        single, multi = _offer_config_codes(offers)
    conf = np.where(nodes > 1, multi[on_off] + int(single.max()) + 1, single[on_off])
    return _combo_codes([conf, nodes])


def _offer_config_codes(offers: dict) -> tuple[np.ndarray, np.ndarray]:
    """Each offering's configuration code on one node (GPU, GPUs per node, link) and between nodes (with the network
    class and bandwidth); kept with the offering base as ``config_single_code`` / ``config_multi_code``."""
    base = [offers["gpu_code"], offers["gpus_per_node"], offers["link_code"]]
    single, _ = _combo_codes(base)  # one node: no network
    multi, _ = _combo_codes([*base, offers["net_code"], offers["net_gbps"]])
    return single, multi


def _dense_codes(key: np.ndarray, size: int) -> tuple[np.ndarray, np.ndarray]:
    """Codes numbered in order of first appearance and the first row of each, for keys in 0..size-1: the first
    row of every key value by one reversed scatter, the values ordered by it (pd.factorize's numbering)."""
    n = len(key)
    first_of = np.full(size, -1, dtype=np.int64)
    first_of[key[::-1]] = np.arange(n - 1, -1, -1)
    seen = np.flatnonzero(first_of >= 0)
    first = np.sort(first_of[seen])
    code_of = np.zeros(size, dtype=np.int64)
    code_of[key[first]] = np.arange(len(first))
    return code_of[key], first


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

_ALL_COLUMNS = frozenset(CANDIDATE_COLUMNS) | {
    "link", "net_class", "billing", "unit_price_native", "spot_rate_month", "spot_extra_hours", "spot_interruptions",
    "checkpoint_interval_h", "instance_cost", "rework_cost", "system_disk_gbm", "data_disk_gbm", "system_disk_cost",
    "data_disk_cost", "egress_gb", "egress_cost", "net_suggested", "net_included", "network_gbps", "unpriced_lines",
    "complete", "stale", "break_even_hours", "deadline_over_hours", "budget_over"}


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
    for j in cand:
        out[j] = index.get(tuple(k[j] for k in keys), -1)
    return out


ANOMALY_FLAG = "ANOMALY"  # how a price file's own warning is written in its notes; the engine reads instances.anomaly


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
