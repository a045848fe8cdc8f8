"""The one JSON form of results (core/base/jsonout.py): every result type and the command line use the same helpers."""

from __future__ import annotations

import json
import math

import numpy as np
import pytest

from gpu_advisor import cli
from gpu_advisor.core.base import jsonout


def test_results_estimates_and_the_command_line_share_one_set_of_helpers():
    """One definition of each JSON helper in the whole engine (core/base/jsonout.py), none elsewhere."""
    import ast
    from pathlib import Path
    core = Path(jsonout.__file__).parents[1]
    defined: dict[str, list[str]] = {}
    for f in sorted(core.rglob("*.py")):
        for node in ast.parse(f.read_text(encoding="utf-8")).body:
            if isinstance(node, ast.FunctionDef) and node.name in ("plain", "num", "rounded", "finite"):
                defined.setdefault(node.name, []).append(str(f.relative_to(core)))
    assert defined == {n: ["base/jsonout.py"] for n in ("plain", "num", "rounded", "finite")}


def test_plain_turns_numpy_and_non_finite_values_into_json_values():
    doc = {"a": np.float64(1.23456789), "b": np.int64(3), "c": np.bool_(True), "d": (np.nan, math.inf),
           "e": 0.123456789, 7: [np.float32(2.5)]}
    assert jsonout.plain(doc) == {"a": 1.2346, "b": 3, "c": True, "d": [None, None], "e": 0.123457, "7": [2.5]}
    assert type(jsonout.plain(np.int64(3))) is int and type(jsonout.plain(np.bool_(False))) is bool


def test_num_and_rounded():
    assert jsonout.num(4.0) == 4 and type(jsonout.num(4.0)) is int and jsonout.num(float("nan")) is None
    assert jsonout.num("x") == "x" and jsonout.rounded(1234.5678) == 1234.57 and jsonout.rounded(0.123456) == 0.1235
    assert jsonout.rounded(math.inf) is None and jsonout.rounded(None) is None


@pytest.mark.parametrize("bad", [math.nan, math.inf, -math.inf, np.float64("nan")])
def test_dumps_is_strict_json_with_null_for_non_finite_numbers(bad):
    text = jsonout.dumps({"x": [bad, 1.5], "y": (bad,)}, ascii_only=True)
    assert json.loads(text) == {"x": [None, 1.5], "y": [None]}
    assert "NaN" not in text and "Infinity" not in text


def test_the_command_line_prints_through_the_shared_dumps(monkeypatch):
    monkeypatch.setattr(cli, "_utf_console", lambda: False)
    doc = {"名": math.nan, "n": 1}
    assert cli.dump_json(doc) == jsonout.dumps(doc, ascii_only=True) == '{\n  "\\u540d": null,\n  "n": 1\n}'
