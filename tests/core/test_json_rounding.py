"""Money and hours in the JSON documents are rounded as the figures are shown (half away from zero on the number
as written): Python's round() on the binary fraction made 2.675 2.67 in the JSON while the card and the CSV read
2.68."""

from __future__ import annotations

import json
import math

import pytest

from gpu_advisor.core.base.jsonout import plain, round_shown, rounded


@pytest.mark.parametrize(("x", "want"), [(2.675, 2.68), (-2.675, -2.68), (1.005, 1.01), (0.12345, 0.1235),
                                          (1234567.125, 1234567.13), (0.5, 0.5), (0.0, 0.0)])
def test_rounded_as_shown(x, want):
    assert rounded(x) == want
    assert json.loads(json.dumps(plain({"v": rounded(x)})))["v"] == want


def test_rounded_agrees_with_the_figure_shown():
    for x in (3.14159, 2.345, 99.995, 0.00123456, 12345.675):
        d = 2 if abs(x) >= 1 else 4
        assert rounded(x) == float(round_shown(x, d))


@pytest.mark.parametrize("x", [None, math.nan, math.inf, -math.inf])
def test_rounded_of_nothing_is_none(x):
    assert rounded(x) is None
