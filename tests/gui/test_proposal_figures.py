"""Proposal PDF key figures (gui/proposal_pdf.py): in the narrow boxes under the summary no Chinese word is cut
between two lines ("大概 / 率" was): the range of the time to finish goes on a line of its own in small type and
every run of Chinese characters is kept whole. Checked on the laid-out document the PDF is painted from."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtGui import QTextCursor

from gpu_advisor.core.scenario.spec import load_scenario
from gpu_advisor.core.select.recommendation import recommend
from gpu_advisor.gui import pdf_pages
from gpu_advisor.gui import proposal_pdf as PDF

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
CJK = re.compile(r"[\u3400-\u9fff]")


def _lines_of_first_figure_table(doc) -> list[list[str]]:
    """The text lines, as laid out, of each paragraph in the cells of the key-figure table (the first with four
    or five cells in a row); a line ended by a line break of the HTML (<br/>) ends with U+2028."""
    block = doc.begin()
    while block.isValid():
        t = QTextCursor(block).currentTable()
        if t is not None and t.rows() == 1 and t.columns() in (4, 5):  # (a service's has its answer time too)
            lines = []
            b = doc.findBlock(t.firstPosition())
            while b.isValid() and b.position() <= t.lastPosition():
                text = b.text()
                lay = b.layout()
                lines.append([text[lay.lineAt(i).textStart(): lay.lineAt(i).textStart() + lay.lineAt(i).textLength()]
                              for i in range(lay.lineCount())])
                b = b.next()
            return lines
        block = block.next()
    raise AssertionError("no key-figure table")


@pytest.mark.parametrize("example", ["lora-7b-finetune.json", "startup-engineer-seed000.json",
                                     "h100-8x-training-host.json", "qwen-7b-inference-low-qps.json"])
def test_no_chinese_word_is_cut_in_a_key_figure_box(qapp, cat, monkeypatch, example):
    sc = load_scenario(EXAMPLES / example, cat)
    rec = recommend(cat, sc)
    seen = []
    real = pdf_pages.keep_headings_with_next

    def spy(doc, page_h, *a, **k):
        real(doc, page_h, *a, **k)
        seen.append(_lines_of_first_figure_table(doc))

    monkeypatch.setattr(pdf_pages, "keep_headings_with_next", spy)
    PDF.render_pdf(rec, sc, cat, lang="zh_CN")
    paragraphs = seen[0]
    assert paragraphs
    # a line that the layout ended (not a <br/>) in a Chinese character, the next starting with one: a word cut
    for lines in paragraphs:
        for a, b in zip(lines, lines[1:]):
            cut = (not a.endswith("\u2028") and a.rstrip() and b.lstrip() and CJK.match(a.rstrip()[-1])
                   and CJK.match(b.lstrip()[0]))
            assert not cut, (a, b, paragraphs)
    if rec.recommendation.wall_hours is not None:  # the range on its own line
        assert any(ln.strip().startswith("大概率") for lines in paragraphs for ln in lines), paragraphs


def test_figure_cell_keeps_words_and_puts_the_range_below():
    cell = PDF.figure_cell("训练时长", "约 4.4 小时，大概率 42 分钟–8.2 小时")
    assert '<span class="fig">约 4.4 小时' not in cell  # each Chinese run in its own unbreakable span
    assert '<span style="white-space: nowrap;">大概率</span>' in cell
    assert cell.index('class="fig"') < cell.index("大概率")
    assert "about 4.4 hours" in PDF.figure_cell("Time to finish", "about 4.4 hours, likely 42 minutes–8.2 hours")
