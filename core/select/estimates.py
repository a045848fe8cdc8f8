"""The estimate of each distinct hardware configuration of a candidate table: computed once per job, in blocks of
arrays (the vectorised table ``estimate_table.training_table``, or one by one for the rows it leaves), kept in a
store of the offering base the table is built from, and read back as columns (``EstTable``).

A configuration (GPU, GPUs per server, servers, intra-node link, network class and bandwidth between servers) is
identified within one offering base by a number: its offering's configuration code (``common._config_conf``) and
its server count. The store keeps those numbers sorted with where each estimate lives (block, row), so a table of
a thousand configurations finds the ones already estimated with one ``searchsorted``, with no Python object per
configuration; only the new ones are estimated. The assumptions and warnings of a row are worked out when first
read (``Explained``), by the one-by-one estimate, which records why: only the few configurations an answer
explains need them."""

from __future__ import annotations

import threading
import weakref
from typing import Any

import numpy as np
import pandas as pd

from .. import estimate as E
from ..estimate import table as ET
from ..catalog import Catalog, catalog_of, content_key

EST_FIELDS = ("wall_hours", "gpu_hours", "flops", "mfu", "scaling_efficiency", "memory_per_gpu_gb", "tokens_per_s",
               "qps_per_replica", "replicas_needed", "gpus_per_replica", "checkpoint_gb", "checkpoint_write_s",
               "latency_s", "data_read_mb_s", "range_low", "range_high", "ttft_s")
KEY_COLUMNS = ("gpu", "gpus_per_node", "nodes", "link", "net_class", "net_gbps", "vcpus")
_EXPLAINED = ("est_warnings", "assumptions")  # the columns worked out when read


def estimate_row(cat: Catalog, job, gpu, gpus_per_node, nodes, link, net_class, net_gbps=None, vcpus=None) -> dict:
    rec = {"ok": True, "error": "", "error_field": ""}
    try:
        # The data feed is checked afterwards, per storage choice, from the rate the job needs
        # (data_read_mb_s): the same test as the engine's, without one call per storage tier.
        est = E.estimate_config(cat, job, gpu, int(gpus_per_node), nodes=int(nodes),
                                interconnect=link, network=None if nodes == 1 else net_class,
                                network_gbps=None if nodes == 1 or net_gbps is None or not net_gbps > 0
                                else float(net_gbps),
                                vcpus=None if vcpus is None or not vcpus > 0 else float(vcpus))
    except E.EstimateError as exc:  # input the engine cannot estimate on this GPU: its problem code
        rec.update(ok=False, error=exc.code or type(exc).__name__,
                   error_field=(exc.problems[0].file if exc.problems else ""))
        est = None
    except Exception as exc:  # noqa: BLE001 - a GPU without specs must not sink the whole table
        rec.update(ok=False, error=type(exc).__name__)
        est = None
    if est is not None:
        for name in EST_FIELDS:
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


class Block:
    """The estimates of one batch of configurations of a job (the ones a table had not seen): the figures as a 2-D
    array and the other fields as arrays, from the vectorised table, or from the one-by-one estimate for the rows it
    leaves. It holds its catalog weakly: it lives in the cache of that catalog's content, which must not keep the
    catalog alive; when that one is gone, it reads through another catalog of the same content (``catalog_of``: the
    one it is shared with)."""

    __slots__ = ("figs", "ok", "error", "error_field", "fits", "io_bound", "plan", "cat", "content", "job", "args",
                 "why")
    ARRAYS = ("figs", "ok", "error", "error_field", "fits", "io_bound", "plan")

    def __init__(self, cat: Catalog, job, args: list[tuple], n: int):
        self.cat, self.content, self.job, self.args = weakref.ref(cat), content_key(cat), job, args
        self.figs = np.full((n, len(EST_FIELDS)), np.nan)
        self.ok = np.ones(n, dtype=bool)
        self.error = np.full(n, "", dtype=object)
        self.error_field = np.full(n, "", dtype=object)
        self.fits = np.zeros(n, dtype=bool)
        self.io_bound = np.zeros(n, dtype=bool)
        self.plan = np.full(n, "", dtype=object)
        self.why: dict[int, dict] = {}  # row -> its one-by-one record (assumptions, warnings)

    def set_row(self, j: int, rec: dict) -> None:
        """Row ``j`` from an ``estimate_row`` record."""
        if rec["ok"]:
            self.figs[j] = [rec[f] for f in EST_FIELDS]
        self.ok[j], self.error[j], self.error_field[j] = rec["ok"], rec["error"], rec["error_field"]
        self.fits[j], self.io_bound[j], self.plan[j] = rec["fits"], rec["io_bound"], rec["plan"]
        self.why[j] = rec


def _new_block(cat: Catalog, job, gpu: list, gpn: list, nodes: list, link: list, net: list, gbps: np.ndarray,
               coded: dict[str, ET.Coded] | None = None, vcpus: np.ndarray | None = None) -> Block:
    """The estimates of these configurations (lists, one value each, as the keys give them; ``gbps`` NaN: none;
    ``vcpus``: the server's, for a detector's data-loader workers, NaN or None: not known):
    a training job through the vectorised table, the rest and the rows it leaves one by one. ``coded``: the gpu,
    link and net_class columns as codes (the table then hashes no name per row)."""
    n = len(gpu)
    given = vcpus if vcpus is not None and not np.isnan(vcpus).all() else None  # (a detector's only)
    args = list(zip(gpu, gpn, nodes, link, net, gbps.tolist(),
                    [None] * n if given is None else [None if v != v else v for v in given.tolist()]))
    block = Block(cat, job, args, n)
    multi = np.asarray(nodes) != 1
    with np.errstate(invalid="ignore"):
        fabric: Any = np.where(multi & (gbps > 0), gbps, np.nan)
    tab = None
    if getattr(job, "task", None) != "inference" and n > 1:
        if coded is not None:
            tab = ET.training_table(cat, job, coded["gpu"], gpn, nodes, coded["link"],
                                    ET.Coded(np.where(multi, coded["net_class"].codes, -1),
                                             [*coded["net_class"].names, None]), fabric, given)
        else:
            tab = ET.training_table(cat, job, gpu, gpn, nodes, link,
                                    [c if m and c else None for c, m in zip(net, multi.tolist())], fabric, given)
    if tab is not None:
        block.figs = np.column_stack([tab.figures.get(f, np.full(n, np.nan)) for f in EST_FIELDS])  # (no ttft_s)
        block.fits, block.plan = tab.fits.copy(), tab.plan.copy()
        one_by_one = np.flatnonzero(tab.fallback).tolist()
    else:
        one_by_one = list(range(n))
    for j in one_by_one:
        block.set_row(j, estimate_row(cat, job, *args[j]))
    return block


class Explained:
    """Row ``j`` of a block's assumptions and warnings, worked out when first read (``get``)."""

    __slots__ = ("block", "j")
    _lock = threading.Lock()  # (one for all: a worker thread and the GUI thread may both read a cell)

    def __init__(self, block: Block, j: int):
        self.block, self.j = block, j

    def get(self, col: str):
        b = self.block
        with Explained._lock:
            rec = b.why.get(self.j)
            if rec is None:
                cat = b.cat() or catalog_of(b.content)
                if cat is None:  # (nobody can be reading an answer of a catalog of that content: all are gone)
                    return {} if col == "assumptions" else ()
                rec = b.why[self.j] = estimate_row(cat, b.job, *b.args[self.j])
            return rec[col]


class EstTable:
    """The estimate of each distinct configuration of a candidate table (row k: the clusters with ``est_key`` k), as
    columns: the configuration (``KEY_COLUMNS``), ``ok``, ``error``, ``error_field``, the figures (``EST_FIELDS``),
    ``fits``, ``io_bound``, ``plan``; the assumptions and warnings of a row are read with ``cell``. ``frame()``
    gives it all as a DataFrame."""

    __slots__ = ("cols", "blocks", "bi", "bj", "n")

    def __init__(self, cols: dict[str, np.ndarray], blocks: list[Block], bi: np.ndarray, bj: np.ndarray):
        self.cols, self.blocks, self.bi, self.bj = cols, blocks, bi, bj
        self.n = len(bi)

    @classmethod
    def empty(cls) -> EstTable:
        z = np.zeros(0, dtype=np.int64)
        return cls({}, [], z, z)

    @property
    def columns(self) -> list[str]:
        return [*self.cols, *(_EXPLAINED if self.cols else ())]

    def __len__(self) -> int:
        return self.n

    def __contains__(self, col) -> bool:
        return col in self.cols or (bool(self.cols) and col in _EXPLAINED)

    def __getitem__(self, col: str) -> np.ndarray:
        if col in _EXPLAINED:
            return np.array([self.cell(k, col) for k in range(self.n)] if self.n else [], dtype=object)
        return self.cols[col]

    def cell(self, k: int, col: str):
        """Row ``k``'s value of ``col`` (its assumptions or warnings worked out now if they are not yet)."""
        if col in _EXPLAINED:
            return Explained(self.blocks[int(self.bi[k])], int(self.bj[k])).get(col)
        return self.cols[col][k]

    def frame(self) -> pd.DataFrame:
        """The table as a DataFrame (assumptions and warnings worked out for every row)."""
        return pd.DataFrame({c: self[c] for c in self.columns})


def _gather(blocks: list[Block], bi: np.ndarray, bj: np.ndarray) -> dict[str, np.ndarray]:
    """The blocks' arrays at (block ``bi``, row ``bj``) of each configuration."""
    n = len(bi)
    if len(blocks) == 1 and len(blocks[0].ok) == n and (bj == np.arange(n)).all():
        b = blocks[0]
        return {c: getattr(b, c) for c in Block.ARRAYS}
    out = {"figs": np.full((n, len(EST_FIELDS)), np.nan), "ok": np.zeros(n, dtype=bool),
           "error": np.full(n, "", dtype=object), "error_field": np.full(n, "", dtype=object),
           "fits": np.zeros(n, dtype=bool), "io_bound": np.zeros(n, dtype=bool), "plan": np.full(n, "", dtype=object)}
    for i, b in enumerate(blocks):
        at = np.flatnonzero(bi == i)
        if len(at):
            rows = bj[at]
            for c, arr in out.items():
                arr[at] = getattr(b, c)[rows]
    return out


def _table(keys: dict[str, np.ndarray], blocks: list[Block], bi: np.ndarray, bj: np.ndarray) -> EstTable:
    g = _gather(blocks, bi, bj)
    cols: dict[str, Any] = dict(keys)
    cols.update(ok=g["ok"], error=g["error"], error_field=g["error_field"])
    cols.update({c: g["figs"][:, i] for i, c in enumerate(EST_FIELDS)})
    cols.update(fits=g["fits"], io_bound=g["io_bound"], plan=g["plan"])
    return EstTable(cols, blocks, bi, bj)


def estimate_block(cat: Catalog, job, keys: pd.DataFrame) -> EstTable:
    """The estimate of each configuration row of ``keys`` (columns ``KEY_COLUMNS``), nothing reused."""
    n = len(keys)
    gbps = keys["net_gbps"].to_numpy(float) if "net_gbps" in keys else np.full(n, np.nan)
    block = _new_block(cat, job, keys["gpu"].tolist(), keys["gpus_per_node"].astype(int).tolist(),
                       keys["nodes"].astype(int).tolist(), keys["link"].tolist(), keys["net_class"].tolist(), gbps,
                       vcpus=keys["vcpus"].to_numpy(float) if "vcpus" in keys else None)
    cols = {c: keys[c].to_numpy() for c in keys.columns}
    return _table(cols, [block], np.zeros(n, dtype=np.int64), np.arange(n))


class EstStore:
    """The estimates of one job on one offering base: the configurations' numbers (sorted) and where each estimate
    lives (block, row). Filled by ``estimates_of``; safe to share between threads (a configuration two threads estimate
    at once is kept once)."""

    def __init__(self, job):
        self.job = job
        self.ids = np.zeros(0, dtype=np.int64)
        self.bi = np.zeros(0, dtype=np.int64)
        self.bj = np.zeros(0, dtype=np.int64)
        self.blocks: list[Block] = []
        self.lock = threading.Lock()

    def find(self, ids: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray, list[Block]]:
        """(found?, block, row) of each id, and the blocks (a consistent snapshot)."""
        with self.lock:
            known, bi, bj, blocks = self.ids, self.bi, self.bj, list(self.blocks)
        pos = np.searchsorted(known, ids)
        if not len(known):
            return np.zeros(len(ids), dtype=bool), pos, pos, blocks
        pos = np.minimum(pos, len(known) - 1)
        found = known[pos] == ids
        return found, bi[pos], bj[pos], blocks

    def add(self, ids: np.ndarray, block: Block) -> None:
        """``block``'s rows (one per id, in order) kept, except ids kept meanwhile by another thread."""
        with self.lock:
            new = ~np.isin(ids, self.ids)
            rows = np.flatnonzero(new)
            all_ids = np.concatenate([self.ids, ids[rows]])
            order = np.argsort(all_ids, kind="stable")
            self.ids = all_ids[order]
            self.bi = np.concatenate([self.bi, np.full(len(rows), len(self.blocks), dtype=np.int64)])[order]
            self.bj = np.concatenate([self.bj, rows])[order]
            self.blocks.append(block)


_STORES_LOCK = threading.Lock()


def store_for(stores: dict, job) -> EstStore | None:
    """The store of ``job`` in ``stores`` (an offering base's: the most recent job only); None when the job cannot
    be a key (then nothing is kept)."""
    try:
        hash(job)
    except TypeError:
        return None
    with _STORES_LOCK:
        s = stores.get("store")
        if s is None or s.job != job:
            s = stores["store"] = EstStore(job)
        return s


def estimates_of(cat: Catalog, job, store: EstStore | None, ids: np.ndarray, keys) -> EstTable:
    """The estimate of each configuration ``ids`` (distinct numbers within the offering base ``store`` belongs to):
    the ones ``store`` holds reused, the others estimated now and kept. ``keys()`` gives the configurations'
    ``KEY_COLUMNS`` as arrays and the gpu, link and net_class columns as codes (``estimate_table.Coded``)."""
    n = len(ids)
    cols, coded = keys()
    blocks: list[Block] = []
    if store is None:
        found, bi, bj = np.zeros(n, dtype=bool), np.zeros(n, dtype=np.int64), np.zeros(n, np.int64)
    else:
        found, bi, bj, blocks = store.find(ids)
    todo = np.flatnonzero(~found)
    if len(todo):
        gbps = cols["net_gbps"][todo].astype(float)
        block = _new_block(cat, job, cols["gpu"][todo].tolist(), cols["gpus_per_node"][todo].astype(int).tolist(),
                           cols["nodes"][todo].astype(int).tolist(), cols["link"][todo].tolist(),
                           cols["net_class"][todo].tolist(), gbps,
                           {c: ET.Coded(v.codes[todo], v.names) for c, v in coded.items()},
                           cols["vcpus"][todo].astype(float) if "vcpus" in cols else None)
        if store is not None:
            store.add(ids[todo], block)
        bi, bj = bi.copy(), bj.copy()
        bi[todo], bj[todo] = len(blocks), np.arange(len(todo))
        blocks = [*blocks, block]
    # Only the blocks these configurations use, renumbered (a table keeps no block it does not read).
    used, bi = np.unique(bi, return_inverse=True)
    return _table(cols, [blocks[i] for i in used], bi.astype(np.int64), bj)
