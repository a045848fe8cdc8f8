"""The proposal's alternatives table says what the window's Alternatives tab says (minor25 left it): why each option
was not chosen as the tab writes it (how it lost, else what it breaks; a missed deadline by how much, its hours being
in the Time column beside it), the runner-up the reasons name marked, and a time whose deadline is at risk marked. The
PDF listed the ``lost`` notes alone, a missed deadline with its hours again ("Takes about 5,190 hours, …" beside
5,190 hours)."""

from __future__ import annotations

import datetime as dt
import html
import re

from gpu_advisor.core.scenario import parse_scenario
from gpu_advisor.core.select import recommend
from gpu_advisor.gui import proposal_pdf as PDF
from gpu_advisor.gui.alt_table import runner_up_index, why_not_chosen

TODAY = dt.date(2026, 12, 2)
# expert25's pt-72b-china-quarter: nothing meets the deadline, every alternative misses it
LATE = {"schema_version": 1, "task": "train", "workload": "llm", "model": {"preset": "qwen2.5-72b"},
        "data": {"tokens": 1e12}, "deadline_hours": 2160,
        "preferences": {"providers": ["aliyun", "tencent"], "objective": "cheapest", "currency": "CNY"}}


def _plain(text: str) -> str:
    return html.unescape(re.sub(r"<[^>]+>", " ", text.replace("<br/>", "\n")))


def test_the_pdf_gives_each_alternative_the_tabs_reasons(cat):
    sc = parse_scenario(LATE, cat)
    rec = recommend(cat, sc, today=TODAY)
    assert rec.alternatives
    page = PDF.proposal_html(rec, sc, cat, today=TODAY)
    start = page.index("Why not chosen")  # the alternatives table, up to the next heading
    table = _plain(page[start:page.index("<h2", start)])
    for alt in rec.alternatives:
        reasons = why_not_chosen(alt, timed_job=True)
        assert reasons, alt
        for r in reasons:
            assert r in table, (r, table[:2000])
    # the missed deadline by how much, not its hours again (the Time column has them)
    assert "Misses the deadline of 2,160 hours" in table and "Takes about" not in table
    if runner_up_index(rec) is not None:
        assert "(runner-up)" in table


def test_the_runner_up_mark_follows_the_language_the_command_line_sets(cat):
    """The command line's ``--lang zh_CN`` sets the text layer's language with no Qt translator installed: the
    Chinese proposal marked the runner-up "(runner-up)" in English (its words were looked up in Qt's translator only)."""
    from gpu_advisor import text as W
    sc = parse_scenario({**LATE, "deadline_hours": 10**6}, cat)
    rec = recommend(cat, sc, today=TODAY)
    assert runner_up_index(rec) is not None
    W.set_language("zh_CN")
    try:
        page = _plain(PDF.proposal_html(rec, sc, cat, today=TODAY))
    finally:
        W.set_language(None)
    assert "（次优方案）" in page and "runner-up" not in page
