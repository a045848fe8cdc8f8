"""The page machinery the proposal, plan and comparison PDFs share: an A4 ``QPdfWriter`` at ``DPI``, a
``QTextDocument`` paginated into the body, headings kept with what follows them, and every page painted under a
header (title, date) and above a footer (a note, "page N of M"). The PDF is made in memory; GUI thread only.
"""

from __future__ import annotations

from collections.abc import Callable

from gpu_advisor.text import translate
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
)

from gpu_advisor import APP_NAME, __version__

DPI = 300
MM = DPI / 25.4


def keep_headings_with_next(doc: QTextDocument, page_h: float, rounds: int = 6) -> None:
    """Push a heading to the next page when the content right after it starts on another page, or when a
    short table after it would be split from it."""
    layout = doc.documentLayout()
    for _ in range(rounds):
        changed = False
        block = doc.begin()
        while block.isValid():
            fmt = block.blockFormat()
            if fmt.headingLevel() > 0 and not fmt.pageBreakPolicy() & QTextFormat.PageBreakFlag.PageBreak_AlwaysBefore:
                r = layout.blockBoundingRect(block)
                page = int(r.top() // page_h)
                nxt = block.next()
                end = nxt
                if nxt.isValid():
                    table = QTextCursor(nxt).currentTable()
                    if table is not None:
                        last = doc.findBlock(table.lastPosition())
                        rt = layout.frameBoundingRect(table)
                        if rt.height() < page_h * 0.45 and last.isValid():
                            end = last
                    r_next = layout.blockBoundingRect(nxt)
                    r_end = layout.blockBoundingRect(end)
                    moved = int(r_next.top() // page_h) > page or int((r_end.bottom() - 1) // page_h) > page
                    if moved and r.top() - page * page_h > page_h * 0.05:
                        bf = QTextBlockFormat()
                        bf.setPageBreakPolicy(QTextFormat.PageBreakFlag.PageBreak_AlwaysBefore)
                        QTextCursor(block).mergeBlockFormat(bf)
                        changed = True
                        break  # the layout below moved: look again from the top
            block = block.next()
        if not changed:
            return


def render_pages(title: str, family: str, fill: Callable[[QTextDocument, float], None], header_left: str,
                 header_right: str, footer_left: str) -> bytes:
    """A4 pages of a document as PDF bytes. ``fill(doc, body_width)`` puts the content in (images registered,
    then the HTML set); headings are then kept with their next block, and every page gets ``header_left`` and
    ``header_right`` above the body, ``footer_left`` and "Page N of M" below it, in ``family`` at 7.5 pt."""
    data = QByteArray()
    buf = QBuffer(data)
    buf.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buf)
    writer.setResolution(DPI)
    writer.setPageLayout(
        QPageLayout(QPageSize(QPageSize.PageSizeId.A4), QPageLayout.Orientation.Portrait, QMarginsF(0, 0, 0, 0))
    )
    writer.setTitle(title)
    writer.setCreator(f"{APP_NAME} {__version__}")
    page_w, page_h = writer.width(), writer.height()
    ml, mr, mt, mb = 18 * MM, 18 * MM, 22 * MM, 18 * MM
    body = QRectF(ml, mt, page_w - ml - mr, page_h - mt - mb)

    doc = QTextDocument()
    doc.documentLayout().setPaintDevice(writer)
    base = QFont(family)
    base.setPointSizeF(9.0)
    doc.setDefaultFont(base)
    opt = QTextOption()
    opt.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
    doc.setDefaultTextOption(opt)
    doc.setDocumentMargin(0)
    doc.setPageSize(QSizeF(body.width(), body.height()))
    fill(doc, body.width())
    keep_headings_with_next(doc, body.height())

    pages = doc.pageCount()
    painter = QPainter()
    if not painter.begin(writer):
        raise OSError("cannot start the PDF writer")
    try:
        small = QFont(family)
        small.setPointSizeF(7.5)
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
            ctx.clip = clip
            doc.documentLayout().draw(painter, ctx)
            painter.restore()
    finally:
        painter.end()
    buf.close()
    return bytes(data.data())
