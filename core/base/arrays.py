"""Small array helpers shared by the estimate table and the selection engine (no pandas per row)."""

from __future__ import annotations

import numpy as np
import pandas as pd


def combo_codes(arrays) -> tuple[np.ndarray, np.ndarray]:
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


_FMAX = float(np.finfo(np.float64).max)


def nan_to_num(x: np.ndarray, copy: bool = True, nan: float = 0.0) -> np.ndarray:
    """``np.nan_to_num(x, copy=copy, nan=nan)`` for a float64 array, in two passes instead of numpy's five (infinities
    clipped to the largest finite values, then NaN replaced): the same values, bit for bit."""
    x = np.asarray(x)
    if x.dtype != np.float64:
        return np.nan_to_num(x, copy=copy, nan=nan)
    out = np.clip(x, -_FMAX, _FMAX, out=None if copy else x)
    np.copyto(out, nan, where=np.isnan(out))
    return out


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


class Coded:
    """A column kept as its few distinct values and each row's position among them (what a column of an offering's
    host shape or provider costs: one code per row, shared by every column of that kind, no value per row), and
    optionally the few rows whose value is their own (``own``: their positions, ascending, and values).
    ``c[rows]`` gives the values of those rows as an array's indexing would; ``np.asarray(c)`` the whole column."""

    __slots__ = ("values", "codes", "own")

    def __init__(self, values: np.ndarray, codes: np.ndarray,
                 own: tuple[np.ndarray, np.ndarray] | None = None):
        self.values, self.codes = values, codes
        self.own = own if own is not None and len(own[0]) else None

    def __getitem__(self, rows) -> np.ndarray:
        out = self.values[self.codes[rows]]
        if self.own is not None:
            at, vals = self.own
            pos = np.arange(len(self.codes))[rows] if isinstance(rows, slice) else np.asarray(rows)
            if pos.dtype == bool:
                pos = np.flatnonzero(pos)
            k = np.minimum(np.searchsorted(at, pos), len(at) - 1)
            hit = at[k] == pos
            if np.ndim(out) == 0:
                return vals[k] if hit else out
            out[hit] = vals[k[hit]]
        return out

    def __len__(self) -> int:
        return len(self.codes)

    @property
    def dtype(self) -> np.dtype:
        return self.values.dtype

    def __array__(self, dtype=None, copy=None) -> np.ndarray:
        a = self.values[self.codes]
        if self.own is not None:
            a[self.own[0]] = self.own[1]
        return a if dtype is None else a.astype(dtype, copy=False)

    def setflags(self, write: bool) -> None:
        for a in (self.values, self.codes, *(self.own or ())):
            a.setflags(write=write)
