"""A model of 10^15 parameters (the largest a scenario takes, core/scenario/limits.py) fits on no server: the answer
is one message that says so, and the command line printed ten numpy overflow warnings before it (walk25: the hours
of such a run on spot servers are infinite, its costs NaN, by design)."""

from __future__ import annotations

import datetime as dt
import json
import warnings

from gpu_advisor.cli import main
from gpu_advisor.core.scenario.spec import parse_scenario
from gpu_advisor.core.select import recommend

HUGE = {"schema_version": 1, "task": "train", "workload": "llm", "model": {"params": 1e15}, "data": {"tokens": 1e12}}


def test_a_huge_model_is_one_message_without_numpy_warnings(cat):
    sc = parse_scenario(HUGE, cat)
    with warnings.catch_warnings():
        warnings.simplefilter("error", RuntimeWarning)
        rec = recommend(cat, sc, today=dt.date(2026, 12, 2))
    assert rec.recommendation is None and [w.code for w in rec.warnings] == ["fits_nowhere"], rec.warnings


def test_the_command_line_prints_the_message_alone(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("GPU_ADVISOR_HOME", str(tmp_path / "home"))
    f = tmp_path / "huge.json"
    f.write_text(json.dumps(HUGE), encoding="utf-8")
    with warnings.catch_warnings():
        warnings.simplefilter("error", RuntimeWarning)
        main(["recommend", str(f)])
    out, err = capsys.readouterr()
    assert out.startswith("No recommendation: The model fits on no server offered here.") and "Warning" not in err, err
