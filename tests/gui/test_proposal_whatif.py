"""Issue 29: the proposal PDF and CSV show the ``what_if`` spread — a section "What the answer depends on" right
after the summary (what was assumed, then a row per choice) when the answer's model, data size, load or guessed
run's GPU was assumed; nothing when the user gave it all; ``what_if:<assumption>:<choice>`` rows in the CSV."""

from __future__ import annotations

import re
from pathlib import Path

import pandas as pd
import pytest
from gpu_advisor.core.export import proposal as P
from gpu_advisor.core.catalog.load import load_bundled
from gpu_advisor.core.scenario.spec import load_scenario, parse_scenario
from gpu_advisor.core.select.recommendation import recommend
from gpu_advisor.gui import proposal_pdf as PDF
from gpu_advisor import text as W
from pypdf import PdfReader

from gpu_advisor.cli import main

ROOT = Path(__file__).resolve().parents[2]
ARTICLE = ROOT / "resources" / "start" / "article-case.json"
NOTHING_ASSUMED = ROOT / "examples" / "h100-8x-training-host.json"
QA_PAIRS = {"schema_version": 1, "task": "finetune", "workload": "llm",
            "data": {"items": 20000, "item_kind": "qa_pairs"}, "deadline_hours": 48,
            "preferences": {"currency": "CNY"}}


def squash(text: str) -> str:
    return re.sub(r"\s+", "", text)


def pdf_text(data: bytes, tmp_path: Path, until: tuple[str, ...] = ()) -> str:
    """The PDF's text without white space; with ``until``, read page by page only until the text so far holds one of
    those (pypdf reads ~0.5 s a page: "is it there" needs the pages up to where it is)."""
    path = tmp_path / "p.pdf"
    path.write_bytes(data)
    text = ""
    for p in PdfReader(str(path)).pages:
        text += squash(p.extract_text() or "")
        if any(u in text for u in until):
            break
    return text


@pytest.fixture(scope="module")
def section_text(request, cat, tmp_path_factory):
    """(case, language) -> the text of that case's PDF, rendered and read once in the module (the section tests
    read the same PDF: qa_pairs in English twice). In English up to the page with the heading after the section
    (every check there is of the section); in Chinese all of it (no English anywhere is checked)."""
    memo: dict[tuple[str, str], str] = {}

    def text(case: str, lang: str) -> str:
        if (case, lang) not in memo:
            rec, sc = request.getfixturevalue(case)
            until = ("Recommendedconfiguration",) if lang == "en" else ()
            memo[case, lang] = pdf_text(PDF.render_pdf(rec, sc, cat, lang=lang), tmp_path_factory.mktemp("pdf"),
                                        until)
        return memo[case, lang]
    return text


@pytest.fixture(scope="module")
def cat():
    return load_bundled()


@pytest.fixture(scope="module")
def article(cat):
    sc = load_scenario(ARTICLE, cat)
    return recommend(cat, sc, with_what_if=True), sc


@pytest.fixture(scope="module")
def qa_pairs(cat):
    sc = parse_scenario(QA_PAIRS, cat, "qa-pairs")
    return recommend(cat, sc, with_what_if=True), sc


def _expected(rec, sc, cat, lang):
    """The words the section must carry, in ``lang``: heading, the card's lead line, and per row its choice,
    value, GPUs and cost."""
    with W.using_language(lang):
        W.set_catalog(cat)
        head = W.translate("Proposal", "What the answer depends on")
        lead = W.assumed_lead(sc, cat)
        rows = [(W.what_if_choice_name(r["choice"]), W.what_if_value_text(r["assumption"], r["value"], cat),
                 f"{W.number(r['gpu_count'])}×{r['gpu']}", W.money(r["total_cost"], r["currency"]))
                for r in rec.what_if]
    return head, lead, rows


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
@pytest.mark.parametrize("case", ["article", "qa_pairs"])
def test_pdf_has_the_section_with_a_row_per_choice(qapp, cat, request, section_text, lang, case):
    rec, sc = request.getfixturevalue(case)
    assert len(rec.what_if) >= 2
    text = section_text(case, lang)
    head, lead, rows = _expected(rec, sc, cat, lang)
    assert lead and squash(head) in text and squash(lead) in text
    section = text[text.index(squash(head)):]
    with W.using_language(lang):
        next_head = squash(W.translate("Proposal", "Recommended configuration"))
    # right after the summary: before the recommended configuration, after the key figures
    assert text.index(squash(head)) < text.index(next_head)
    section = section[:section.index(next_head)]
    at = 0
    for choice, value, gpus, cost in rows:  # each row, in order: its choice, value, GPUs and cost
        for cell in (choice, value, gpus, cost):  # (a bold row's text extracts twice: found in turn, not joined)
            at = section.index(squash(cell), at) + len(squash(cell))
    assert ("更大" if lang == "zh_CN" else "larger") in section
    if lang == "zh_CN":
        assert "What the answer" not in text and "Meets deadline" not in text


def test_qa_pairs_section_has_every_choice_of_both_assumptions(qapp, cat, qa_pairs, section_text):
    rec, sc = qa_pairs
    assert [(r["assumption"], r["choice"]) for r in rec.what_if] == [
        (a, c) for a in ("model.preset", "data.tokens") for c in ("small", "typical", "large")]
    text = section_text("qa_pairs", "en")  # (the PDF of render_pdf(rec, sc, cat, lang="en"))
    section = text[text.index("Whattheanswerdependson"):text.index("Recommendedconfiguration")]
    for label in ("Model", "Amountofdata"):
        assert section.count(label + "smaller") == 1 and section.count(label + "larger") == 1
        assert label + "assumed" in section


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_nothing_assumed_no_section(qapp, cat, tmp_path, lang):
    sc = load_scenario(NOTHING_ASSUMED, cat)
    rec = recommend(cat, sc, with_what_if=True)
    assert rec.recommendation is not None and rec.what_if == ()
    text = pdf_text(PDF.render_pdf(rec, sc, cat, lang=lang), tmp_path)
    with W.using_language(lang):
        head = squash(W.translate("Proposal", "What the answer depends on"))
    assert squash(W.translate("Proposal", "Recommended configuration")) in text or "推荐配置" in text
    assert head not in text
    assert not [r for r in P.proposal_rows(rec, cat) if str(r["option"]).startswith("what_if:")]


def test_csv_has_a_what_if_row_per_choice(cat, article, tmp_path):
    rec, _ = article
    path = tmp_path / "p.csv"
    path.write_bytes(P.csv_bytes(rec, cat))
    df = P.read_csv(path)
    assert list(df.columns) == list(P.CSV_COLUMNS)
    wi = df[df["option"].str.startswith("what_if:")]
    assert list(wi["option"]) == [f"what_if:{r['assumption']}:{r['choice']}" for r in rec.what_if]
    for (_, row), r in zip(wi.iterrows(), rec.what_if):
        assert row["gpu"] == r["gpu"] and row["gpu_count"] == r["gpu_count"]
        assert row["total_cost"] == pytest.approx(r["total_cost"]) and row["currency"] == r["currency"]
        assert row["what_if_value"] == r["value"] and row["feasible"] == r["feasible"]
        assert pd.isna(row["item"]) and pd.isna(row["cost"])  # a summary, not a bill: no cost-line cells
    # the rows before them are unchanged: every cost line of the recommendation and the alternatives
    assert (df["option"] == "recommendation").sum() == len(rec.recommendation.cost_lines)
    assert df["what_if_value"][~df["option"].str.startswith("what_if:")].isna().all()


def test_csv_in_chinese_names_the_what_if_rows(cat, article):
    rec, _ = article
    text = PDF.csv_for_language(rec, cat, "zh_CN").decode("utf-8-sig")
    assert "假设变化：模型，更大" in text and "假设变化：模型，假设值" in text


def test_export_fills_what_if_the_gui_has_not_computed_yet(qapp, cat, tmp_path):
    """The app's export passes its recommendation without what_if (the card computes it off the GUI thread)."""
    sc = load_scenario(ARTICLE, cat)
    rec = recommend(cat, sc)
    assert rec.what_if == ()
    pdf, csv = tmp_path / "a.pdf", tmp_path / "a.csv"
    PDF.export_proposal(rec, sc, cat, pdf=pdf, csv=csv, lang="en")
    assert "Whattheanswerdependson" in pdf_text(pdf.read_bytes(), tmp_path, until=("Whattheanswerdependson",))
    assert P.read_csv(csv)["Option"].str.startswith("What if: Model, ").sum() >= 2  # words of the language


def test_cli_recommend_csv_and_pdf_have_the_spread(qapp, tmp_path, capsys):
    pdf, csv = tmp_path / "c.pdf", tmp_path / "c.csv"
    code = main(["recommend", str(ARTICLE), "--pdf", str(pdf), "--csv", str(csv), "--lang", "zh_CN"])
    assert code == 0, capsys.readouterr().err
    assert "答案取决于哪些假设" in pdf_text(pdf.read_bytes(), tmp_path, until=("答案取决于哪些假设",))
    assert "假设变化：模型，更大" in csv.read_bytes().decode("utf-8-sig")


def test_the_apps_export_carries_the_spread(qtbot, win, tmp_path):
    """The window's export (File > Export proposal) right after the answer, before the card's what-if has run."""
    win._error = lambda title, text: pytest.fail(f"unexpected error box: {title}: {text}")
    assert win.open_file(ARTICLE)
    qtbot.waitUntil(lambda: getattr(win, "rec", None) is not None and win.rec.recommendation is not None
                    and not win.result.pending, timeout=10000)
    assert win.export_to(tmp_path / "w.pdf", "pdf") and win.export_to(tmp_path / "w.csv", "csv")
    heads = ("Whattheanswerdependson", "答案取决于哪些假设")
    text = pdf_text((tmp_path / "w.pdf").read_bytes(), tmp_path, until=heads)
    assert heads[0] in text or heads[1] in text
    raw = (tmp_path / "w.csv").read_bytes().decode("utf-8-sig")
    assert "What if: Model, larger" in raw or "假设变化：模型，更大" in raw
