"""A PDF's Creator (its document properties) named the app "GPU Cloud Advisor" in a Chinese PDF, whose text says
"由算力选型顾问 … 生成": it now names the app in the PDF's language, the proposal's, the plan's and the comparison's.
A price dated by its year alone reads "2021 年" in a Chinese proposal, in its price row and its footer."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from pypdf import PdfReader

from gpu_advisor import __version__
from gpu_advisor.core.plan import compare_answers, load_plan, plan_month, read_answer
from gpu_advisor.core.scenario.spec import load_scenario
from gpu_advisor.core.select.recommendation import recommend
from gpu_advisor.gui import proposal_pdf
from gpu_advisor.gui.plan_pdf import render_compare_pdf, render_plan_pdf

from ..support import pdf_text_until

ROOT = Path(__file__).resolve().parents[2]
SCENARIO = ROOT / "examples" / "startup-engineer-seed000.json"
NAMES = {"en": "GPU Cloud Advisor", "zh_CN": "算力选型顾问"}


def _creator(data: bytes) -> str:
    return str((PdfReader(io.BytesIO(data)).metadata or {}).get("/Creator"))


@pytest.mark.parametrize("lang", ["zh_CN", "en"])
def test_every_pdf_names_the_app_in_its_language(qapp, cat, lang):
    want = f"{NAMES[lang]} {__version__}"
    sc = load_scenario(SCENARIO, cat)
    rec = recommend(cat, sc)
    data = proposal_pdf.render_pdf(rec, sc, cat, lang=lang)
    assert _creator(data) == want
    if lang == "zh_CN":  # a price dated by its year alone says 年 (walk 20b: "价格日期 2021（已超过一年…）")
        year = str(rec.recommendation.price_as_of)
        assert len(year) == 4  # (seed 000's pick: Tencent's V100, priced 2021)
        wanted = (f"价格日期{year}年", f"价格截至{year}年")
        text = pdf_text_until(data, lambda t: all(w in t for w in wanted))  # (the pages up to the last of them)
        assert wanted[0] in text and wanted[1] in text, text[:600]
    plan = plan_month(cat, load_plan(ROOT / "examples" / "plans" / "plan-startup-month.json", cat))
    assert _creator(render_plan_pdf(plan, cat, lang=lang)) == want
    c = compare_answers(read_answer(SCENARIO, cat), read_answer(ROOT / "examples" / "answers" /
                                                                "compare-article-seed000.json", cat))
    assert _creator(render_compare_pdf(c, cat, lang=lang)) == want
