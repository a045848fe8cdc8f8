"""English PDFs (proposal, team plan, comparison) set Latin text and quotes in the bundled DejaVu Sans, with the bundled
WenQuanYi Micro Hei only as the fallback for Chinese in them; Chinese PDFs stay in WenQuanYi. Before, every PDF was
set in WenQuanYi alone, whose curly quotes are full-width: "Room for 923 more runs of  “Nightly LoRA retrain”".
The fonts each piece of text is drawn in are read back from the PDF with pypdf (the font of every text run)."""

from __future__ import annotations

import datetime as _dt
import io
from pathlib import Path

import pytest
from pypdf import PdfReader

from gpu_advisor.core.plan import load_plan, plan_month
from gpu_advisor.core.plan.compare import compare_answers, read_answer
from gpu_advisor.core.scenario import load_scenario
from gpu_advisor.core.select import recommend
from gpu_advisor.gui import pdf_fonts, plan_pdf, proposal_pdf

ROOT = Path(__file__).resolve().parents[2]
TODAY = _dt.date(2026, 12, 1)
FONTS = ROOT / "resources" / "fonts"


def _runs(pdf: bytes) -> list[tuple[str, str]]:
    """(text, base font name) of every text run of every page."""
    out: list[tuple[str, str]] = []

    def visit(text, cm, tm, font_dict, size):
        if text.strip() and font_dict is not None:
            out.append((text, str(font_dict.get("/BaseFont"))))

    for page in PdfReader(io.BytesIO(pdf)).pages:
        page.extract_text(visitor_text=visit)
    return out


def _embedded(pdf: bytes) -> set[str]:
    names = set()
    for page in PdfReader(io.BytesIO(pdf)).pages:
        for ref in (page["/Resources"].get("/Font") or {}).values():
            font = ref.get_object()
            for f in [d.get_object() for d in font.get("/DescendantFonts", [])] or [font]:
                desc = f["/FontDescriptor"].get_object()
                assert any(k in desc for k in ("/FontFile", "/FontFile2", "/FontFile3")), f"{f['/BaseFont']} not embedded"
                names.add(str(f["/BaseFont"]))
    return names


_ANSWERS: dict = {}  # (kind, id(cat)) -> the engine's answer (frozen results), computed once a worker for the PDFs


def _answer(kind: str, cat, compute):
    key = (kind, id(cat))
    if key not in _ANSWERS:
        _ANSWERS[key] = (cat, compute())  # (cat kept alive: its id is not reused for another catalog)
    return _ANSWERS[key][1]


def _plan_pdf(cat, lang: str, for_whom: str = "") -> bytes:
    res = _answer("plan", cat, lambda: plan_month(
        cat, load_plan(ROOT / "examples" / "plans" / "plan-startup-month.json", cat)))
    return plan_pdf.render_plan_pdf(res, cat, lang=lang, for_whom=for_whom, today=TODAY)


def _proposal_pdf(cat, lang: str, for_whom: str = "") -> bytes:
    sc = load_scenario(ROOT / "examples" / "startup-engineer-seed000.json", cat)
    rec = _answer("proposal", cat, lambda: recommend(cat, sc))
    return proposal_pdf.render_pdf(rec, sc, cat, lang=lang, for_whom=for_whom, today=TODAY)


def _compare_pdf(cat, lang: str, for_whom: str = "") -> bytes:
    app = read_answer(ROOT / "examples" / "startup-engineer-seed000.json", cat, today=TODAY)
    article = read_answer(ROOT / "examples" / "answers" / "compare-article-seed000.json", cat, today=TODAY)
    return plan_pdf.render_compare_pdf(compare_answers(app, article), cat, lang=lang, for_whom=for_whom, today=TODAY)


def test_the_latin_font_ships_with_its_licence():
    for name in pdf_fonts.LATIN_FILES:
        assert (FONTS / name).stat().st_size < 1_000_000  # small beside the 5 MB CJK font
    assert "Bitstream Vera" in (FONTS / "LICENSE-DejaVu.txt").read_text(encoding="utf-8")


def test_english_plan_quotes_a_job_name_in_the_latin_font(qapp, cat):
    runs = _runs(_plan_pdf(cat, "en"))
    quoted = [(t, f) for t, f in runs if "“" in t or "”" in t]
    assert quoted, "no quoted job name in the English plan"
    assert all("DejaVuSans" in f for _, f in quoted), [q for q in quoted if "DejaVuSans" not in q[1]][:3]
    text = "".join(t for t, _ in runs)
    assert "“" not in "".join(t for t, f in runs if "WenQuanYi" in f)
    # no ligatures in the extracted text: "fine-tune" is found as written (DejaVu's "ﬁ" would hide it)
    assert "ﬁ" not in text and "fine-tune" in text.replace("\n", "")


@pytest.mark.parametrize("make", [_proposal_pdf, _plan_pdf, _compare_pdf], ids=["proposal", "plan", "compare"])
def test_english_pdfs_are_set_in_the_latin_font_with_the_cjk_one_for_chinese(qapp, cat, make):
    pdf = make(cat, "en", for_whom="Example 示例 Ltd.")
    fonts = _embedded(pdf)
    assert any("DejaVuSans" in f for f in fonts), fonts
    runs = _runs(pdf)
    latin = [f for t, f in runs if t.strip().isascii()]
    assert latin and sum("DejaVuSans" in f for f in latin) / len(latin) > 0.95
    chinese = [f for t, f in runs if "示例" in t]
    assert chinese and all("WenQuanYi" in f for f in chinese)  # the fallback draws the Chinese, no boxes


@pytest.mark.parametrize("make", [_proposal_pdf, _plan_pdf, _compare_pdf], ids=["proposal", "plan", "compare"])
def test_chinese_pdfs_still_embed_wenquanyi(qapp, cat, make):
    pdf = make(cat, "zh_CN")
    fonts = _embedded(pdf)
    assert any("WenQuanYi" in f for f in fonts), fonts
    runs = _runs(pdf)
    assert runs and all("WenQuanYi" in f for _, f in runs)
    assert b"WenQuanYi" in pdf  # what packaging/smoke.sh greps for
