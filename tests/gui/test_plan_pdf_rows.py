"""Plan PDF (gui/plan_pdf.py, gui/pdf_pages.py): no table row is split across two pages. Qt's layout broke a page
between the two lines of a wrapped job name ("Qwen2.5-7B LoRA fine-tune (twice a" at the foot of one page, "day)"
at the head of the next); the tables are now split at row boundaries. Rows are measured on the laid-out document
the PDF is painted from, before and after the split, by this test's own reading of the cells' lines."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
from pypdf import PdfReader
from PySide6.QtGui import QTextCursor, QTextDocument

from gpu_advisor.core.plan import load_plan, plan_month
from gpu_advisor.gui import pdf_pages, plan_pdf

ROOT = Path(__file__).resolve().parents[2]
PLAN = ROOT / "examples" / "plans" / "plan-startup-month.json"
LONG = "Nightly retraining of the customer-support assistant on the day's new tickets (weekdays)"


def _rows(doc: QTextDocument) -> list[tuple[int, int, list[int]]]:
    """(table, row, pages of the row's text lines) of every row of every table of ``doc``."""
    page_h = doc.pageSize().height()
    layout = doc.documentLayout()
    out, firsts = [], set()
    block = doc.begin()
    while block.isValid():
        t = QTextCursor(block).currentTable()
        block = block.next()
        if t is None or t.firstPosition() in firsts:
            continue
        firsts.add(t.firstPosition())
        for r in range(t.rows()):
            pages = set()
            for c in range(t.columns()):
                cell = t.cellAt(r, c)
                b = doc.findBlock(cell.firstPosition())
                while b.isValid() and b.position() <= cell.lastPosition():
                    top = layout.blockBoundingRect(b).top()
                    for i in range(b.layout().lineCount()):
                        line = b.layout().lineAt(i)
                        pages.add(int((top + line.y() + line.height() / 2) // page_h))
                    b = b.next()
            out.append((len(firsts), r, sorted(pages)))
    return out


def _plan(cat, tmp_path: Path, name: str, runs: int):
    obj = json.loads(PLAN.read_text(encoding="utf-8"))
    obj["jobs"][1]["name"] = name
    obj["jobs"][1]["runs_per_month"] = runs
    f = tmp_path / f"plan-{runs}.json"
    f.write_text(json.dumps(obj), encoding="utf-8")
    return plan_month(cat, load_plan(f, cat))


RUNS = (44, 52, 60)  # the long name's rows end up at different places of the pages
PDF_READ = 60  # the run count whose PDF is also read back as text (pypdf reads ~0.5 s a page: 3 s a PDF)


@pytest.fixture(scope="module")
def months(cat, tmp_path_factory):
    """The month of each run count, priced once for both languages (a month is a frozen result; ~1 s a pricing)."""
    tmp = tmp_path_factory.mktemp("plans")
    return {runs: _plan(cat, tmp, LONG, runs) for runs in RUNS}


@pytest.mark.parametrize("lang", ["zh_CN", "en"])
def test_no_table_row_spans_two_pages(qapp, cat, months, monkeypatch, lang):
    seen = []
    real = pdf_pages.keep_rows_whole

    def spy(doc, html, page_h, *a, **k):
        before = [r for r in _rows(doc) if len(r[2]) > 1]
        n = real(doc, html, page_h, *a, **k)
        seen.append((before, _rows(doc), n, doc.toPlainText()))
        return n

    monkeypatch.setattr(pdf_pages, "keep_rows_whole", spy)
    for runs in RUNS:
        pdf = plan_pdf.render_plan_pdf(months[runs], cat, lang)
        before, after, splits, laid_out = seen[-1]
        split_rows = [r for r in after if len(r[2]) > 1]
        assert not split_rows, (runs, split_rows)
        # every run of the month is still in the schedule: the split tables hold all the rows (in the laid-out
        # document the PDF is painted from, and, read back from the PDF itself, for one run count)
        assert laid_out.count("Nightly") >= runs
        if runs == PDF_READ:
            text = "".join(p.extract_text() for p in PdfReader(io.BytesIO(pdf)).pages)
            assert text.count("Nightly") >= runs
    # the case does reach the foot of a page: without the split, rows were cut in two
    assert any(before for before, *_ in seen) and any(n for _, _, n, _ in seen)


def test_split_tables_repeats_the_heading_and_starts_a_page():
    from gpu_advisor.gui.proposal_pdf import table
    html = "<p>x</p>" + table([["a", "1"], ["b", "2"], ["c", "3"]], [50, 50], header=["H", "N"]) + "<p>y</p>"
    out = pdf_pages.split_tables(html, {0: {2}})  # before the second body row (heading row is row 0)
    assert out is not None and out.count("<table") == 2 and out.count("<thead>") == 2
    second = out[out.index("<table", out.index("<table") + 1):]
    assert "page-break-before: always" in second and ">b<" in second and ">a<" not in second
    bare = table([["a", "1"], ["b", "2"]], [30, 70])  # no heading row: the widths go with the new first row
    out = pdf_pages.split_tables(bare, {0: {1}})
    second = out[out.index("<table", 1):]
    assert 'width="30%"' in second and 'width="70%"' in second
    assert pdf_pages.split_tables("<table><tr><td><table></table></td></tr></table>", {0: {1}}) is None
