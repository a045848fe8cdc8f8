"""PDF pages (gui/pdf_pages.py): every line of text is drawn on exactly one page. Qt moves a line that would cross
the foot of a page to the head of the next, but its top lands a hair above that page's top (fixed-point rounding);
drawn with the whole page as the clip, the line was drawn on both pages: hidden on the first (below its foot) but
in its text layer, so copying or searching the PDF found it twice (walk 24: the third "推荐理由" bullet of the
article's zh PDF on pages 2 and 3)."""

from __future__ import annotations

import io
import re
from collections import Counter

import pytest
from pypdf import PdfReader

from gpu_advisor.gui import pdf_pages


def _pdf(lines: list[str], family: str = "DejaVu Sans", head: str = "") -> bytes:
    def fill(doc, _width):
        html = head + "<ul>" + "".join(f"<li>{t}</li>" for t in lines) + "</ul>"
        doc.setHtml(html)
        return html
    return pdf_pages.render_pages("t", family, fill, "header", "2026-12-06", "footer")


def _counts(data: bytes) -> tuple[Counter, int]:
    pages = PdfReader(io.BytesIO(data)).pages
    found: Counter = Counter()
    for p in pages:
        found.update(re.findall(r"item(\d{3})x", p.extract_text().replace("\t", "").replace(" ", "")))
    return found, len(pages)


@pytest.mark.parametrize("head", ["", "<h2>Why</h2><p>A lead paragraph.</p>"])
def test_each_line_is_on_one_page_only(qapp, head):
    lines = [f"item{i:03d}x: a one-line bullet" for i in range(400)]
    found, pages = _counts(_pdf(lines, head=head))
    assert pages > 3
    twice = sorted(k for k, n in found.items() if n > 1)
    assert not twice, twice  # each line drawn on one page: not also in the page above's text layer
    assert sorted(found) == [f"{i:03d}" for i in range(400)]  # and none lost


def test_the_clip_leaves_out_the_edge_between_pages():
    clip = pdf_pages.page_lines_clip(2, 100.0, 3000.0)
    assert clip.top() > 2 * 3000.0 and clip.bottom() < 3 * 3000.0
    assert clip.top() - 6000.0 <= 1.0 and 9000.0 - clip.bottom() <= 1.0
