"""An amount stays on one line on a PDF page (walk 26: the Chinese plan's summary ended a line with "占 ¥10" and began
the next with "万 预算": the pages were set without the screen's word joiners, which the bundled Chinese font does not
have, and so without their rule). The page's joiner keeps figure and unit together at every width, and both bundled
fonts have it (no fallback font embedded)."""

from __future__ import annotations

from PySide6.QtGui import QRawFont, QTextDocument

from gpu_advisor import text as W
from gpu_advisor.core.base import without_joiners
from gpu_advisor.gui.pdf_fonts import fonts_dir
from gpu_advisor.gui.pdf_pages import PAGE_JOINER, page_text


def _lines(html: str, width: float) -> list[str]:
    doc = QTextDocument()
    doc.setHtml(html)
    doc.setTextWidth(width)
    doc.size()  # (laid out)
    out, block = [], doc.begin()
    while block.isValid():
        lay = block.layout()
        out += [block.text()[ln.textStart():ln.textStart() + ln.textLength()]
                for ln in (lay.lineAt(i) for i in range(lay.lineCount()))]
        block = block.next()
    return out


def test_a_chinese_amount_is_never_split_from_its_unit(qapp):
    W.set_language("zh_CN")
    try:
        amount = W.money(100000, "CNY")
    finally:
        W.set_language(None)
    assert without_joiners(amount) == "¥10万"
    html = f"每个任务按单独运行的方式运行。占 {amount} 预算的 9%，剩余 ¥91,005。"
    split = [w for w in range(60, 400, 2) if any(line.rstrip(" " + PAGE_JOINER).endswith("¥10")
                                                 for line in _lines(without_joiners(html), w))]
    assert split, "the test's widths no longer split the amount without a joiner"
    for w in split:
        lines = _lines(page_text(html), w)
        assert not any(line.rstrip(" " + PAGE_JOINER).endswith("¥10") for line in lines), (w, lines)


def test_both_bundled_fonts_have_the_pages_joiner(qapp):
    for name in ("wqy-microhei.ttc", "DejaVuSans.ttf", "DejaVuSans-Bold.ttf"):
        assert QRawFont(str(fonts_dir() / name), 12).supportsCharacter(ord(PAGE_JOINER)), name
