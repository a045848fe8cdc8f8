"""The tests read the app's PDFs through ``tests.pdf_reading`` (a quicker split of a page's content stream): on the
app's own PDFs it gives pypdf's very operations, object for object and class for class, and any other stream is
pypdf's own reading."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from pypdf import PdfReader
from pypdf.generic import ContentStream

from gpu_advisor.core.scenario.spec import load_scenario
from gpu_advisor.core.select.recommendation import recommend
from gpu_advisor.gui import proposal_pdf as PDF

from ..pdf_reading import PYPDF_PARSE, parse_content_stream, quick_operations

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def _typed(ops):
    """Operations with every operand's class (and an array's items' classes) beside its value."""
    def one(o):
        return type(o), ([one(x) for x in o] if isinstance(o, list) else dict(o) if isinstance(o, dict) else o)
    return [([one(o) for o in operands], operator) for operands, operator in ops]


def _both(raw: bytes):
    ours, theirs = ContentStream(None, None, "bytes"), ContentStream(None, None, "bytes")
    ours.set_data(raw)
    theirs.set_data(raw)
    parse_content_stream(ours, io.BytesIO(raw))
    PYPDF_PARSE(theirs, io.BytesIO(raw))
    return ours._operations, theirs._operations


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_the_apps_pdf_pages_split_as_pypdf_splits_them(qapp, cat, lang):
    sc = load_scenario(EXAMPLES / "lora-7b-finetune.json", cat)
    data = PDF.render_pdf(recommend(cat, sc), sc, cat, lang=lang, for_whom="Example Ltd.")
    pages = PdfReader(io.BytesIO(data)).pages
    for k in (0, 1, len(pages) - 1):  # the cover with the key figures, a page of tables, the last
        raw = pages[k].get_contents().get_data()
        assert quick_operations(raw, "bytes") is not None, k  # the quick split applies to the app's pages
        ours, theirs = _both(raw)
        assert len(theirs) > 100 and _typed(ours) == _typed(theirs), k


@pytest.mark.parametrize("raw", [b"BT /F1 12 Tf (a literal) Tj ET", b"% a comment\n1 0 0 1 0 0 cm",
                                 b"/Tag << /MCID 0 /Alt (x) >> BDC EMC", b"/N#20ame 1 Tf", b"[(a) 2 (b)] TJ",
                                 b"BI /W 1 /H 1 /BPC 8 /CS /G ID \x00 EI", b"1 2"])
def test_any_other_stream_is_pypdfs_own_reading(raw):
    ours, theirs = _both(raw)
    assert _typed(ours) == _typed(theirs)
