"""The candidates' columns the result's charts read, taken from the engine's arrays (no DataFrame on the GUI thread).

Moved out of ``gui/result_view.py`` (which imports these names from here).
"""

from __future__ import annotations

import numpy as np

_CHART_COLUMNS = ("hard_ok", "run_hours", "gpu_total", "monthly_cost", "total_cost", "gpu", "feasible")
# What billing_curves and row_of_option read (the billing modes of the instance in the card).
_BILLING_COLUMNS = ("provider", "region", "instance_type", "offer_id", "nodes", "billing", "unit_price", "instances")


class _Column:
    __slots__ = ("_values",)

    def __init__(self, values) -> None:
        self._values = values

    def to_numpy(self, dtype=None) -> np.ndarray:
        return np.asarray(self._values, dtype=dtype)


class _Columns:
    """Columns of the engine's arrays, read as the chart data functions (``core.charts_data``: scatter,
    billing_curves, row_of_option) read a DataFrame: ``empty``, ``columns``, ``frame[c].to_numpy(dtype)``. Wrapping
    them in a pandas DataFrame took ~0.5 ms a result, on the GUI thread, before the chart could be drawn."""

    __slots__ = ("_columns", "columns", "empty")

    def __init__(self, columns: dict) -> None:
        lengths = {len(v) for v in columns.values()}
        if len(lengths) > 1:
            raise ValueError("columns of different lengths")
        self._columns = columns
        self.columns = tuple(columns)
        self.empty = not columns or lengths == {0}

    def __getitem__(self, name: str) -> _Column:
        return _Column(self._columns[name])


def _chart_columns(rec, columns: tuple[str, ...] = _CHART_COLUMNS):
    """The candidates' ``columns`` a chart reads, row for row as ``rec.candidates`` (taken from the engine's
    arrays when it kept them, so a result does not build the whole candidates table to draw a chart): a
    ``_Columns`` of them, or ``rec.candidates``."""
    table = getattr(rec, "_table", None)
    if table is not None and "candidates" not in rec.__dict__:
        try:
            return _Columns({c: table[c] for c in columns})
        except (KeyError, ValueError):
            pass
    return rec.candidates


def gather_chart_columns(rec) -> None:
    """The columns the charts read (``_CHART_COLUMNS``, ``_BILLING_COLUMNS``) gathered from the engine's arrays now,
    where this is called: on the worker thread, with the result it has just computed, so the GUI thread finds them
    ready (the engine keeps a gathered column): ~0.4 ms less before the chart."""
    table = getattr(rec, "_table", None)
    if table is None or "candidates" in rec.__dict__:
        return
    for c in _CHART_COLUMNS + _BILLING_COLUMNS:
        try:
            table[c]
        except Exception:  # noqa: BLE001 - only a head start: _chart_columns asks again (or reads the candidates)
            return


def _candidate_values(rec, row: int, cols) -> dict:
    """Columns ``cols`` of row ``row`` of ``rec.candidates``, read from the engine's arrays when it kept them (a
    hovered point during a drag must not build the whole candidates table of every new result)."""
    table = getattr(rec, "_table", None)
    if table is not None and "candidates" not in rec.__dict__:
        try:
            return {c: table[c][row] for c in cols}
        except (KeyError, ValueError, IndexError):
            pass
    return dict(rec.candidates.iloc[row][list(cols)])
