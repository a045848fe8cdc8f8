"""The page machinery the proposal, plan and comparison PDFs share: an A4 ``QPdfWriter`` at ``DPI``, a
``QTextDocument`` paginated into the body, headings kept with what follows them, and every page painted under a
header (title, date) and above a footer (a note, "page N of M"). The PDF is made in memory; GUI thread only.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from gpu_advisor.text import app_title, translate
from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QMarginsF, QRectF, QSizeF, Qt
from PySide6.QtGui import (
    QAbstractTextDocumentLayout,
    QColor,
    QFont,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
    QPen,
    QTextBlockFormat,
    QTextCursor,
    QTextDocument,
    QTextFormat,
    QTextOption,
    QTextTable,
)

from gpu_advisor import __version__

DPI = 300
MM = DPI / 25.4

# What keeps an amount on one line on a PDF page. The screen's word joiner (U+2060, ``core.base.WORD_JOINER``) is not
# in the bundled Chinese font, and Qt drew it from a fallback font it then embedded, so the pages were set without
# joiners, and without their rule: "占 ¥10" ended a line of the Chinese plan's summary and "万 预算" began the next
# (walk 26). ZERO WIDTH NO-BREAK SPACE (U+FEFF) is a word joiner to line breaking too, and both bundled fonts have
# it; a no-break space (English "$1.2 million") stays one, as both fonts have that too.
PAGE_JOINER = "\ufeff"


def page_text(html: str) -> str:
    """``html`` (made with the screen's words) as a PDF page sets it: each word joiner a zero-width no-break space."""
    from gpu_advisor.core.base import WORD_JOINER
    return html.replace(WORD_JOINER, PAGE_JOINER)


def keep_headings_with_next(doc: QTextDocument, page_h: float, rounds: int = 6) -> None:
    """Push a heading to the next page when the content right after it starts on another page, or when a
    short table after it would be split from it."""
    layout = doc.documentLayout()
    pushed: set[int] = set()  # the blocks this pass moved to a new page
    for _ in range(rounds):
        changed = False
        block = doc.begin()
        while block.isValid():
            fmt = block.blockFormat()
            if fmt.headingLevel() > 0 and not fmt.pageBreakPolicy() & QTextFormat.PageBreakFlag.PageBreak_AlwaysBefore:
                r = layout.blockBoundingRect(block)
                page = int(r.top() // page_h)
                nxt = block.next()
                if nxt.isValid():
                    end_bottom = layout.blockBoundingRect(nxt).bottom()
                    table = QTextCursor(nxt).currentTable()
                    if table is not None:
                        last = doc.findBlock(table.lastPosition())
                        rt = layout.frameBoundingRect(table)
                        if rt.height() < page_h * 0.45 and last.isValid():
                            end_bottom = layout.blockBoundingRect(last).bottom()
                        else:  # a long table: at least its heading row and its first row with the heading
                            rows = row_extents(doc, table)[: table.format().headerRowCount() + 1]
                            end_bottom = max([end_bottom, *(b for _, b in rows)])
                    r_next = layout.blockBoundingRect(nxt)
                    moved = int(r_next.top() // page_h) > page or int((end_bottom - 1) // page_h) > page
                    if moved and r.top() - page * page_h > page_h * 0.05:
                        bf = QTextBlockFormat()
                        bf.setPageBreakPolicy(QTextFormat.PageBreakFlag.PageBreak_AlwaysBefore)
                        QTextCursor(block).mergeBlockFormat(bf)
                        pushed.add(block.blockNumber())
                        if nxt.blockNumber() in pushed:
                            # a subheading moved on in an earlier round now follows this heading onto the new
                            # page: its own break would leave this heading alone on a page
                            nf = QTextBlockFormat()
                            nf.setPageBreakPolicy(QTextFormat.PageBreakFlag.PageBreak_Auto)
                            QTextCursor(nxt).mergeBlockFormat(nf)
                            pushed.discard(nxt.blockNumber())
                        changed = True
                        break  # the layout below moved: look again from the top
            block = block.next()
        if not changed:
            return


# --------------------------------------------------------------------------- table rows kept whole
#
# Qt's layout breaks a page between the lines of a block, also inside a table cell: a row whose job name wraps to
# two lines could leave its first line at the foot of one page and its second at the head of the next, its other
# cells on the first page; it ignores page-break-inside. So rows are measured on the laid-out document and a table
# whose row crosses the foot of a page is split in its HTML before that row: the rest is a new table (the same
# heading row) that starts the next page (page-break-before, which Qt honours on a table).

_TABLE = re.compile(r"<table\b[^>]*>.*?</table>", re.S | re.I)
_ROW = re.compile(r"<tr\b[^>]*>.*?</tr>", re.S | re.I)
_HEAD = re.compile(r"<thead\b[^>]*>.*?</thead>", re.S | re.I)
_WIDTH = re.compile(r'\swidth="[^"]*"', re.I)


def document_tables(doc: QTextDocument) -> list[QTextTable]:
    """The document's tables in reading order."""
    out: list[QTextTable] = []
    firsts: set[int] = set()
    block = doc.begin()
    while block.isValid():
        t = QTextCursor(block).currentTable()
        if t is not None and t.firstPosition() not in firsts:
            firsts.add(t.firstPosition())
            out.append(t)
        block = block.next()
    return out


def row_extents(doc: QTextDocument, t: QTextTable) -> list[tuple[float, float]]:
    """(top, bottom) of the text of each row of ``t``, in document coordinates (pages stacked)."""
    layout = doc.documentLayout()
    out = []
    for r in range(t.rows()):
        tops, bottoms = [], []
        for c in range(t.columns()):
            cell = t.cellAt(r, c)
            if not cell.isValid() or cell.row() != r or cell.column() != c:
                continue  # spanned
            tops.append(layout.blockBoundingRect(doc.findBlock(cell.firstPosition())).top())
            bottoms.append(layout.blockBoundingRect(doc.findBlock(cell.lastPosition())).bottom())
        out.append((min(tops), max(bottoms)) if tops else (0.0, 0.0))
    return out


def split_rows(doc: QTextDocument, page_h: float) -> list[tuple[int, int]]:
    """(table, row) of every row of the laid-out document that crosses the foot of a page: its first and its
    last line are on different pages. Heading rows (repeated by Qt) and rows taller than a page (nothing would
    help) are left out, and so is a row already at the head of its page."""
    out = []
    for k, t in enumerate(document_tables(doc)):
        head = t.format().headerRowCount()
        for r, (top, bottom) in enumerate(row_extents(doc, t)):
            if r < head or bottom - top >= page_h * 0.9:
                continue
            if int(top // page_h) != int((bottom - 1) // page_h) and top - (top // page_h) * page_h > page_h * 0.02:
                out.append((k, r))
    return out


def _page_break_before(open_tag: str) -> str:
    if re.search(r'style="', open_tag, re.I):
        return re.sub(r'style="', 'style="page-break-before: always; ', open_tag, count=1, flags=re.I)
    return open_tag[:-1] + ' style="page-break-before: always;">'


def split_tables(html: str, splits: dict[int, set[int]]) -> str | None:
    """``html`` with its ``k``-th table split before each row index in ``splits[k]`` (rows counted as the
    document counts them, heading rows first): each part after the first starts a new page and repeats the
    heading rows (or, without them, the column widths of the first row). None when the HTML's tables are not
    those of the document (a nested or an empty table): nothing is split then."""
    tables = list(_TABLE.finditer(html))
    if any(len(re.findall(r"<table\b", m.group(0), re.I)) > 1 for m in tables):
        return None
    out, at = [], 0
    for k, m in enumerate(tables):
        cut = sorted(splits.get(k, ()))
        if not cut:
            continue
        text = m.group(0)
        open_tag = text[: text.index(">") + 1]
        head_m = _HEAD.search(text)
        head = head_m.group(0) if head_m else ""
        head_rows = len(_ROW.findall(head))
        body = text[head_m.end():] if head_m else text[len(open_tag):]
        rows = _ROW.findall(body)
        widths = [w.group(0) for w in (re.finditer(r"<td\b[^>]*>", rows[0] if rows else "", re.I))]
        parts: list[list[str]] = [[]]
        for i, row in enumerate(rows):
            if i + head_rows in cut:
                parts.append([])
            parts[-1].append(row)
        pieces = []
        for j, part in enumerate(parts):
            if not part and j == 0:
                continue  # split before the first row: the whole table starts the next page
            if j > 0 and not head and widths:
                tds = iter(widths)
                part[0] = re.sub(r"<td\b[^>]*>", lambda t: _with_width(t.group(0), next(tds, "")), part[0], flags=re.I)
            tag = open_tag if j == 0 else _page_break_before(open_tag)
            pieces.append(tag + head + "".join(part) + "</table>")
        out.append(html[at:m.start()])
        out.append("".join(pieces))
        at = m.end()
    out.append(html[at:])
    return "".join(out)


def _with_width(td: str, first_row_td: str) -> str:
    w = _WIDTH.search(first_row_td)
    return td if w is None or _WIDTH.search(td) else td[:3] + w.group(0) + td[3:]


def _pieces(html: str, splits: dict[int, set[int]]) -> list[tuple[int, int, int]] | None:
    """For each table of the document laid out from ``split_tables(html, splits)``: (the HTML table it comes
    from, its heading rows, the original row index of its first body row). None for HTML ``split_tables``
    leaves alone."""
    tables = list(_TABLE.finditer(html))
    if any(len(re.findall(r"<table\b", m.group(0), re.I)) > 1 for m in tables):
        return None
    out = []
    for k, m in enumerate(tables):
        head_m = _HEAD.search(m.group(0))
        head = len(_ROW.findall(head_m.group(0))) if head_m else 0
        for start in sorted({head} | splits.get(k, set())):
            out.append((k, head, start))
    return out


def keep_rows_whole(doc: QTextDocument, html: str, page_h: float, rounds: int = 200) -> int:
    """Lay ``html`` out in ``doc`` again with its tables split before every row that would cross the foot of a
    page (one split a round, from the top: each moves what follows). Returns the number of splits; the document
    is left as laid out from ``html`` when its tables are not those of the HTML."""
    splits: dict[int, set[int]] = {}
    n = 0
    for _ in range(rounds):
        pieces = _pieces(html, splits)
        found = split_rows(doc, page_h)
        if pieces is None or len(pieces) != len(document_tables(doc)) or not found:
            break
        k, r = found[0]
        table, head, start = pieces[k]
        row = r if start == head else start + (r - head)  # the row's index in the table of the HTML
        if row in splits.get(table, set()):
            break  # split there already and still crossing: leave it
        new = split_tables(html, {**splits, table: splits.get(table, set()) | {row}})
        if new is None:
            break
        splits.setdefault(table, set()).add(row)
        doc.setHtml(new)
        keep_headings_with_next(doc, page_h)
        n += 1
    return n


# Qt moves a line that would cross the foot of a page to the head of the next, but places it there in its own
# fixed-point units: its top may lie a hair above the page's top (page 2's last 0.02 of a pixel). Drawn with the page
# as its clip, such a line was drawn on both pages: outside the painter's clip on the first (not seen) but still in
# its text layer, so copying or searching the PDF found it twice. The clip the lines are chosen by stops short of
# both edges by ``EDGE_PX``; the painter's clip stays the whole page.
EDGE_PX = 1.0


def page_lines_clip(page: int, width: float, page_h: float) -> QRectF:
    """The part of the document (pages stacked) whose lines are drawn on page ``page`` (from 0): the page without
    ``EDGE_PX`` at its top and its foot, so a line on the edge between two pages is drawn on one of them only."""
    return QRectF(0, page * page_h + EDGE_PX, width, page_h - 2 * EDGE_PX)


def pdf_font(family: str | list[str], size: float) -> QFont:
    """``family`` (one family or a list, first choice first: Qt takes each character from the first that has it) at
    ``size`` pt, without ligatures: DejaVu Sans joins "fi", which then extracts from the PDF as "ﬁ" (U+FB01), so
    searching or copying "fine-tune" failed."""
    f = QFont()
    f.setFamilies([family] if isinstance(family, str) else list(family))
    f.setPointSizeF(size)
    for tag in ("liga", "clig", "dlig"):
        f.setFeature(QFont.Tag(tag), 0)
    return f


def render_pages(title: str, family: str | list[str], fill: Callable[[QTextDocument, float], str | None], header_left: str,
                 header_right: str, footer_left: str) -> bytes:
    """A4 pages of a document as PDF bytes. ``fill(doc, body_width)`` puts the content in (images registered,
    then the HTML set) and returns the HTML it set; headings are then kept with their next block, table rows
    whole on one page (``keep_rows_whole``: when ``fill`` returned the HTML), and every page gets
    ``header_left`` and ``header_right`` above the body, ``footer_left`` and "Page N of M" below it, in
    ``family`` (one family or a list, first choice first) at 7.5 pt."""
    data = QByteArray()
    buf = QBuffer(data)
    buf.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buf)
    writer.setResolution(DPI)
    writer.setPageLayout(
        QPageLayout(QPageSize(QPageSize.PageSizeId.A4), QPageLayout.Orientation.Portrait, QMarginsF(0, 0, 0, 0))
    )
    writer.setTitle(title)
    writer.setCreator(f"{app_title()} {__version__}")  # in the document's language (算力选型顾问 in Chinese)
    page_w, page_h = writer.width(), writer.height()
    ml, mr, mt, mb = 18 * MM, 18 * MM, 22 * MM, 18 * MM
    body = QRectF(ml, mt, page_w - ml - mr, page_h - mt - mb)

    doc = QTextDocument()
    doc.documentLayout().setPaintDevice(writer)
    base = pdf_font(family, 9.0)
    doc.setDefaultFont(base)
    opt = QTextOption()
    opt.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
    doc.setDefaultTextOption(opt)
    doc.setDocumentMargin(0)
    doc.setPageSize(QSizeF(body.width(), body.height()))
    html = fill(doc, body.width())
    keep_headings_with_next(doc, body.height())
    if isinstance(html, str):
        keep_rows_whole(doc, html, body.height())

    pages = doc.pageCount()
    painter = QPainter()
    if not painter.begin(writer):
        raise OSError("cannot start the PDF writer")
    try:
        small = pdf_font(family, 7.5)
        for i in range(pages):
            if i:
                writer.newPage()
            painter.setFont(small)
            painter.setPen(QColor("#52606d"))
            top_line = mt - 5 * MM
            painter.drawText(
                QRectF(ml, top_line - 6 * MM, body.width() * 0.7, 5 * MM),
                int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom),
                header_left,
            )
            painter.drawText(
                QRectF(ml + body.width() * 0.7, top_line - 6 * MM, body.width() * 0.3, 5 * MM),
                int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom),
                header_right,
            )
            painter.setPen(QPen(QColor("#9aa5b1"), 0.25 * MM))
            painter.drawLine(int(ml), int(top_line), int(ml + body.width()), int(top_line))
            bottom_line = page_h - mb + 6 * MM
            painter.setPen(QPen(QColor("#cbd2d9"), 0.2 * MM))
            painter.drawLine(int(ml), int(bottom_line), int(ml + body.width()), int(bottom_line))
            painter.setPen(QColor("#52606d"))
            painter.drawText(
                QRectF(ml, bottom_line + 1 * MM, body.width() * 0.8, 5 * MM),
                int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop),
                footer_left,
            )
            painter.drawText(
                QRectF(ml + body.width() * 0.8, bottom_line + 1 * MM, body.width() * 0.2, 5 * MM),
                int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop),
                translate("Proposal", "Page {0} of {1}").format(i + 1, pages),
            )
            painter.save()
            painter.translate(body.left(), body.top() - i * body.height())
            clip = QRectF(0, i * body.height(), body.width(), body.height())
            painter.setClipRect(clip)
            ctx = QAbstractTextDocumentLayout.PaintContext()
            ctx.clip = page_lines_clip(i, body.width(), body.height())
            doc.documentLayout().draw(painter, ctx)
            painter.restore()
    finally:
        painter.end()
    buf.close()
    return bytes(data.data())
