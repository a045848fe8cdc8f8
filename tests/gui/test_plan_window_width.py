"""The Team plan at 1280 × 800 (a laptop's screen): its jobs table fits the width without a sideways scroll bar
(its "Servers" column once pushed it to scroll), every word of it still shown — long cells wrap onto a second line,
each cell's full text in its tooltip — and its rows are all in sight."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from gpu_advisor import text as W
from gpu_advisor.core.catalog import load_bundled
from gpu_advisor.gui.plan_jobs import WRAPPED
from ..support import plan_window

ROOT = Path(__file__).resolve().parents[2]
PLAN = ROOT / "examples" / "plans" / "plan-startup-month.json"


@pytest.fixture(scope="module")
def cat():
    return load_bundled()


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
@pytest.mark.parametrize("clouds", [None, ["azure", "aws"]])
def test_the_jobs_table_fits_1280_by_800_with_every_word_shown(qtbot, cat, lang, clouds):
    obj = json.loads(PLAN.read_text(encoding="utf-8"))
    if clouds:
        obj["preferences"]["providers"] = clouds
    with W.using_language(lang):
        w = plan_window(qtbot, cat)
        w.resize(1280, 800)
        w.set_plan(obj, saved=True)
        for _ in range(5):
            QApplication.processEvents()
        t = w.jobs_table
        m = t.model()
        assert m.rowCount() == 4
        assert t.horizontalScrollBar().maximum() == 0, [t.columnWidth(c) for c in range(m.columnCount())]
        head = t.horizontalHeader()
        assert head.length() <= t.viewport().width()
        fm = t.fontMetrics()
        res = w.result
        regions = [next((b.region for b in res.base if b.id == j.on), None) or j.recommendation.recommendation.region
                   for j in res.jobs]
        for r in range(m.rowCount()):
            for c in range(m.columnCount()):
                text = m.data(m.index(r, c))
                width = t.columnWidth(c) - 8  # the cell's margins
                box = fm.boundingRect(0, 0, width, 10000, int(Qt.TextFlag.TextWordWrap), text)
                assert box.width() <= width, (text, width)  # no word wider than its column: nothing cut
                assert box.height() <= t.rowHeight(r), (text, box.height(), t.rowHeight(r))  # every line in sight
                if c in WRAPPED:  # the whole text in the tip; the servers' region with its code there
                    region = regions[r]
                    whole = text.replace(W.region_name(region), W.region_label(region)) if c == 1 else text
                    assert whole in m.data(m.index(r, c), Qt.ItemDataRole.ToolTipRole)
        assert t.verticalScrollBar().maximum() == 0  # the four jobs in sight, the timeline below them
        assert t.height() < w.timeline.height()
