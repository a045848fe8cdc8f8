"""Small wording rules found walking the article's case (2026-12-05): a cell citing one work twice names it once;
a share too small to show is '<1%', not '0%' (which says there is none)."""

from __future__ import annotations

from gpu_advisor import text as W
from gpu_advisor.core.catalog.load import load_bundled
from gpu_advisor.text.assumed import source_text
from gpu_advisor.text.numbers import percent


def test_a_source_cited_twice_in_one_cell_is_named_once():
    cat = load_bundled()
    with W.using_language("zh_CN"):
        once = source_text(cat, "hoffmann-2022")
        twice = source_text(cat, "hoffmann-2022; hoffmann-2022")
    assert "Chinchilla" in once and twice == once


def test_a_tiny_share_is_not_shown_as_none():
    assert percent(0.003) == "<1%"
    assert percent(0.00004, 1) == "<0.1%"
    assert percent(0.0) == "0%" and percent(0.006) == "1%" and percent(0.171) == "17%"
    assert percent(None) == "—"
