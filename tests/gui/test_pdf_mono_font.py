"""The names of code in a PDF (instance types, catalog rows and columns: ``Standard_ND96asr_v4``,
``global_batch_tokens_ref_llm``) are set in the bundled DejaVu Sans Mono, with WenQuanYi's faces only as the fallback for
a CJK character; before, the English proposal drew them in WenQuanYi Micro Hei Mono, whose Latin letters look odd
beside DejaVu Sans. The font of every text run is read back from the PDF with pypdf."""

from __future__ import annotations

from pathlib import Path

from gpu_advisor.gui import pdf_fonts, proposal_pdf

from .test_pdf_latin_font import FONTS, _embedded, _proposal_pdf, _runs


def test_the_latin_fixed_width_font_ships_beside_the_proportional_one():
    path = FONTS / pdf_fonts.LATIN_MONO_FILE
    assert path.stat().st_size < 1_000_000
    assert "Bitstream Vera" in (FONTS / "LICENSE-DejaVu.txt").read_text(encoding="utf-8")
    wheel_check = (Path(__file__).resolve().parents[2] / "packaging" / "wheel-check.sh").read_text(encoding="utf-8")
    assert f"gpu_advisor/resources/fonts/{pdf_fonts.LATIN_MONO_FILE}" in wheel_check


def test_code_names_take_dejavu_sans_mono_first_and_wenquanyi_for_cjk(qapp):
    pdf_fonts.ensure_fonts()
    families = pdf_fonts.mono_families()
    assert families[0] == "DejaVu Sans Mono" and any("WenQuanYi" in f for f in families[1:])
    html = proposal_pdf.code_words("set launch_micro_batch_images_amp here")
    assert "'DejaVu Sans Mono', 'WenQuanYi" in html and ">launch_micro_batch_images_amp</span>" in html


def test_english_proposal_draws_code_names_in_the_latin_fixed_width_face(qapp, cat):
    pdf = _proposal_pdf(cat, "en")
    assert any(f.endswith("DejaVuSansMono") for f in _embedded(pdf))
    runs = _runs(pdf)
    mono = [(t, f) for t, f in runs if "Mono" in f]
    assert mono, "no name of code in a fixed-width face"
    assert all("DejaVuSansMono" in f for _, f in mono), [r for r in mono if "DejaVuSansMono" not in r[1]][:3]
    assert any("_" in t for t, _ in mono)  # (the names of code: underscores, as in the instance types)

