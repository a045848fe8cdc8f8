"""The closest option when none is feasible: an order (unmeasurable, then broken hard constraints, then excess over
deadline and budget), not weights that a large excess could outgrow."""

from __future__ import annotations

import numpy as np
import pandas as pd

from gpu_advisor.core.select.common import HARD
from gpu_advisor.core.select.ranking import closeness_of


def _rows(**cols):
    n = len(next(iter(cols.values())))
    base = {"run_hours": [10.0] * n, "deadline_over_hours": [np.nan] * n, "budget_spend": [100.0] * n,
            "budget_over": [np.nan] * n, **{f"c_{c}": [True] * n for c in HARD}}
    base.update(cols)
    return pd.DataFrame(base)


def test_no_excess_outweighs_a_broken_hard_constraint():
    # Row 0 breaks a hard constraint and is barely late; row 1 breaks none and is 5,000,000 times over budget.
    df = _rows(deadline_over_hours=[0.1, np.nan], budget_spend=[100.0, 5e8], budget_over=[np.nan, 5e8 - 100],
               c_spot=[False, True])
    close = closeness_of(df)
    assert np.argmin(close) == 1 and np.isinf(close[0])


def test_within_a_level_the_smaller_excess_is_closer():
    df = _rows(deadline_over_hours=[5.0, 1.0, 3.0], run_hours=[15.0, 11.0, 13.0])
    assert list(np.argsort(closeness_of(df))) == [1, 2, 0]
    assert list(closeness_of(df, np.array([0, 2]))) == [0.5, 0.3]


def test_an_unmeasurable_row_comes_after_every_measured_one():
    df = _rows(run_hours=[np.nan, 10.0], deadline_over_hours=[1.0, 2.0], c_spot=[True, False])
    close = closeness_of(df)
    assert np.argmin(close) == 1 and np.isinf(close[0])
