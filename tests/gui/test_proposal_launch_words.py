"""The proposal's words where the tester read them wrong: a spot run with almost no interruptions read "about 0.00
expected"; a total under one read "$0.893" in the summary and "$0.89" on the bill; the launch section said
"Checkpoints every 1000 steps" for a job of a few hundred steps."""

from __future__ import annotations

import dataclasses
import json
import re

import pytest

from gpu_advisor import text as W
from gpu_advisor.core.catalog.load import load_bundled
from gpu_advisor.core.scenario.spec import load_scenario
from gpu_advisor.core.select.recommendation import recommend
from gpu_advisor.gui import proposal_pdf as PDF
from gpu_advisor.gui.launch_export import proposal_lines


@pytest.fixture(scope="module")
def cat():
    return load_bundled()


def _rec(cat, tmp_path, scenario: dict):
    f = tmp_path / "scenario.json"
    f.write_text(json.dumps({"schema_version": 1, **scenario}), encoding="utf-8")
    sc = load_scenario(f, cat)
    return recommend(cat, sc), sc


def _plain(html: str) -> str:
    return " ".join(re.sub(r"<[^>]+>", " ", html).split())


def test_an_amount_under_one_reads_the_same_on_the_bill_as_in_the_summary():
    with W.using_language("en"):
        assert W.money(0.893, "USD", exact=True) == W.money(0.893, "USD") == "$0.893"  # the bill read $0.89
        assert W.money(0.5, "USD", exact=True) == "$0.50"  # cents at least on a bill
        assert W.money(1234.5, "USD", exact=True) == "$1,234.50" and W.money(0, "USD", exact=True) == "$0.00"


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_almost_no_spot_interruptions_read_fewer_than_one_hundredth(qapp, cat, tmp_path, lang):
    rec, sc = _rec(cat, tmp_path, {"task": "finetune", "workload": "llm", "model": {"preset": "llama-3-8b"},
                                   "data": {"tokens": 2e7}, "preferences": {"spot": "allow"}})
    opt = rec.recommendation
    spot = {**(opt.spot or {}), "expected_interruptions": 0.0012, "rate_source": (opt.spot or {}).get("rate_source")}
    rec = dataclasses.replace(rec, recommendation=dataclasses.replace(opt, spot=spot))
    with W.using_language(lang):
        text = _plain(PDF.proposal_html(rec, sc, cat))
    assert "about 0.00 expected" not in text and "约 0.00 次" not in text
    if lang == "en":
        assert "Spot interruptions fewer than 0.01 expected" in text
    else:
        assert "预计少于 0.01 次" in text


def test_the_launch_section_says_the_checkpoints_fit_in_a_short_job(qapp, cat, tmp_path):
    rec, sc = _rec(cat, tmp_path, {"task": "finetune", "workload": "llm", "model": {"preset": "llama-3-8b"},
                                   "data": {"tokens": 2e8}, "deadline_hours": 0.2})
    with W.using_language("en"):
        lines = proposal_lines(rec, sc, cat)
    said = next(x for x in lines if x.startswith("Checkpoints every"))
    assert "the whole job is about" in said and "at least one before the end" in said, said
