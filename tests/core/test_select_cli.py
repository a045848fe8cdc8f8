"""`gpu-advisor recommend`: JSON contract, readable summary, exit 2 naming the field, nothing written."""

from __future__ import annotations

import pytest
import json
from pathlib import Path

from gpu_advisor.cli import main

# (the command line runs many times on one seeded catalog: one Catalog object for its content, see tests/conftest.py)
pytestmark = pytest.mark.usefixtures("shared_catalog_objects")

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def run(capsys, *args):
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_recommend_json_and_summary(capsys):
    code, out, err = run(capsys, "recommend", str(EXAMPLES / "lora-7b-finetune.json"), "--json")
    assert code == 0, err
    doc = json.loads(out)
    assert doc["recommendation"]["currency"] == "CNY" and doc["recommendation"]["cost_lines"]
    code, out, err = run(capsys, "recommend", str(EXAMPLES / "lora-7b-finetune.json"))
    assert code == 0 and "finishes in about" in out.splitlines()[0] and "Cost lines:" in out and "{" not in out


def test_malformed_scenarios_exit_2_naming_each_field(capsys, tmp_path, advisor_home):
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"task": "train", "model": {"preset": "llama-2-7b"}, "data": {"tokens": "lots"},
                               "budget": {"amount": 100, "per": "year"}, "preferences": {"providers": ["nope"]}}))
    code, out, err = run(capsys, "recommend", str(bad))
    lines = err.strip().splitlines()
    assert code == 2 and out == "" and len(lines) == 3
    assert any("field data.tokens" in x for x in lines)
    assert any("field budget.per" in x and "month" in x for x in lines)
    assert any("field preferences.providers[0]" in x for x in lines)
    assert not advisor_home.exists() or not any(advisor_home.rglob("*"))  # nothing written
    bad.write_text("{not json")
    code, _, err = run(capsys, "recommend", str(bad))
    assert code == 2 and "not valid JSON" in err and "line 1" in err
    code, _, err = run(capsys, "recommend", str(tmp_path / "missing.json"))
    assert code == 2 and "no such file" in err


def test_recommend_json_has_the_80pct_ranges_for_every_option(capsys):
    code, out, err = run(capsys, "recommend", "--json", str(EXAMPLES / "lora-7b-finetune.json"))
    assert code == 0, err
    d = json.loads(out)
    opts = [d["recommendation"], *d["alternatives"]]
    assert len(opts) > 1
    for o in opts:
        assert o["wall_hours_range"][0] < o["wall_hours"] < o["wall_hours_range"][1]
        assert o["gpu_hours_range"][0] < o["estimate"]["gpu_hours"] < o["gpu_hours_range"][1]
