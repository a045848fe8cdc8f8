"""Proposal PDF and the words behind it: Chinese that extracts as written, key numbers, embedded fonts, a header
and page number on every page, atomic export, and the command line's --pdf/--csv/--lang."""

from __future__ import annotations

import re
from pathlib import Path

import pandas as pd
import pytest
from gpu_advisor.core.catalog.load import load_bundled
from gpu_advisor.core.base import NOTE_CLASSES, NOTES, without_joiners
from gpu_advisor.core.base.codes import ALL as ALL_CODES
from gpu_advisor.core.base.problems import CatalogError
from gpu_advisor.core.catalog.schema import TREE_CASES
from gpu_advisor.core.scenario.spec import load_scenario
from gpu_advisor.core.select.recommendation import recommend
from gpu_advisor.gui import proposal_pdf as PDF
from gpu_advisor import text as W
from pypdf import PdfReader

from gpu_advisor.cli import main

from ..support import pdf_text_until

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples"


def squash(text: str) -> str:
    return re.sub(r"\s+", "", text)


@pytest.fixture(scope="module")
def cat():
    return load_bundled()


@pytest.fixture(scope="module")
def training(cat):
    sc = load_scenario(EXAMPLES / "startup-engineer-seed000.json", cat)
    return recommend(cat, sc), sc


@pytest.fixture(scope="module")
def serving(cat):
    sc = load_scenario(EXAMPLES / "qwen-7b-inference-low-qps.json", cat)
    return recommend(cat, sc), sc


def pages_text(path: Path) -> list[str]:
    return [squash(p.extract_text() or "") for p in PdfReader(str(path)).pages]


def test_chinese_proposal_extracts_the_chinese_words_and_key_numbers(qapp, cat, training, tmp_path):
    rec, sc = training
    path = tmp_path / "方案.pdf"
    PDF.export_pdf(path, rec, sc, cat, lang="zh_CN", for_whom="示例科技有限公司")
    text = "".join(pages_text(path))
    opt = rec.recommendation
    with W.using_language("zh_CN"):
        W.set_catalog(cat)
        expected = [
            "算力服务器方案建议书",
            "示例科技有限公司",
            "摘要",
            "推荐配置",
            "费用明细",
            "备选方案",
            "风险与建议",
            "假设条件",
            "价格来源",
            "下单前请向云厂商核实",
            W.billing_name(opt.billing),
            W.provider_name(cat, opt.provider),
            W.gpu_config(opt),
            W.hours(opt.wall_hours),
            W.money(opt.total_cost, opt.currency, exact=True),
            W.money(opt.total_cost, opt.currency),
            W.money(rec.assumptions["budget"]["amount"], "CNY"),
        ]
        total = W.bill_total(line.cost for line in opt.cost_lines)
        for line in opt.cost_lines:  # (a line below 1 of a bill of 1 or more is in cents: ¥0.43, line_cells)
            if line.cost is not None and not line.included:
                expected.append(W.money(line.cost, opt.currency, exact=True, of_total=total))
    assert "按量付费" in expected or "竞价实例" in expected or "包年包月" in expected
    missing = [e for e in expected if squash(without_joiners(e)) not in text]  # (the page's text has no joiners)
    assert not missing, missing
    assert "¥10万" in text  # the 100,000 CNY budget reads in 万


def test_english_proposal_has_a_header_and_page_number_on_every_page(qapp, cat, training, tmp_path):
    rec, sc = training
    path = tmp_path / "proposal.pdf"
    PDF.export_pdf(path, rec, sc, cat, lang="en", for_whom="Example Ltd.")
    pages = pages_text(path)
    assert len(pages) >= 3
    for i, page in enumerate(pages, 1):
        assert squash("GPU server proposal · Example Ltd.") in page
        assert squash(f"Page {i} of {len(pages)}") in page
        assert "checkthemwiththeproviderbeforeordering" in page
    text = "".join(pages)
    opt = rec.recommendation
    for word in (
        "Costlines",
        "Alternatives",
        "Assumptions",
        "Pricesources",
        opt.instance_type,
        squash(W.money(opt.total_cost, opt.currency, exact=True)),
        "quantity×unitprice=cost",
    ):
        assert word in text, word
    for note in rec.warnings:  # every risk is in the document, in words
        with W.using_language("en"):
            W.set_catalog(cat)
            assert in_pages(squash(W.describe_note(note, opt.currency)), pages)


def in_pages(s: str, pages: list[str]) -> bool:
    """``s`` on one page, or across a page break: the end of one page and the start of the next (each without its
    header and footer), which may repeat the line the break cut (Qt draws it on both pages, the lower one clipped)."""
    furniture = re.compile(r"GPUserverproposal·ExampleLtd\.\d{4}-\d{2}-\d{2}Pricesasof.*?Page\d+of\d+")
    body = [furniture.sub("", p) for p in pages]
    if any(s in b for b in body):
        return True
    for a, b in zip(body, body[1:]):
        for k in range(1, len(s)):
            if a.endswith(s[:k]) and any(b.startswith(s[j:]) for j in range(k + 1)):
                return True
    return False


def test_pdf_embeds_every_font_it_uses(qapp, cat, training, tmp_path):
    rec, sc = training
    path = tmp_path / "p.pdf"
    PDF.export_pdf(path, rec, sc, cat, lang="zh_CN")
    reader = PdfReader(str(path))
    fonts = {}
    for page in reader.pages:
        for name, ref in (page["/Resources"].get("/Font") or {}).items():
            fonts[name] = ref.get_object()
    assert fonts
    for name, font in fonts.items():
        descendants = font.get("/DescendantFonts")
        targets = [d.get_object() for d in descendants] if descendants else [font]
        for f in targets:
            desc = f["/FontDescriptor"].get_object()
            assert any(k in desc for k in ("/FontFile", "/FontFile2", "/FontFile3")), f"{name} not embedded"
            assert "WenQuanYi" in str(f["/BaseFont"])


def test_serving_proposal_speaks_of_months(qapp, cat, serving, tmp_path):
    rec, sc = serving
    path = tmp_path / "serve.pdf"
    PDF.export_pdf(path, rec, sc, cat, lang="en")
    text = "".join(pages_text(path))
    assert "Costpermonth" in text and "Costperyear" in text and "Timetofinish" not in text
    assert squash(W.money(rec.recommendation.monthly_cost, rec.recommendation.currency)) in text


def test_unwritable_folder_raises_not_writable_and_leaves_nothing(qapp, cat, training, tmp_path):
    rec, sc = training
    with pytest.raises(CatalogError) as err:
        PDF.export_pdf(tmp_path / "missing" / "p.pdf", rec, sc, cat)
    assert err.value.problems[0].code == "not_writable"
    blocker = tmp_path / "blocker"
    blocker.write_text("")
    with pytest.raises(CatalogError):
        PDF.export_pdf(blocker / "p.pdf", rec, sc, cat)
    # no output file (the app's own folder may hold the bundled catalog's parse cache, core/catalog/trusted.py)
    assert sorted(p.name for p in tmp_path.iterdir() if p.name != "advisor-home") == ["blocker"]


def test_export_proposal_is_all_or_nothing(qapp, cat, training, tmp_path):
    rec, sc = training
    good = tmp_path / "ok.pdf"
    with pytest.raises(CatalogError):
        PDF.export_proposal(rec, sc, cat, pdf=good, csv=tmp_path / "nope" / "x.csv")
    assert not good.exists() and list(tmp_path.iterdir()) == []


# --------------------------------------------------------------------------- command line


def test_cli_writes_pdf_and_csv_in_chinese(qapp, tmp_path, capsys):
    pdf, csv = tmp_path / "p.pdf", tmp_path / "p.csv"
    code = main(
        [
            "recommend",
            str(EXAMPLES / "lora-7b-finetune.json"),
            "--pdf",
            str(pdf),
            "--csv",
            str(csv),
            "--lang",
            "zh_CN",
            "--json",
        ]
    )
    out, err = capsys.readouterr()
    assert code == 0, err
    assert out.lstrip().startswith("{")  # --json output stays pure JSON; the notices go to stderr
    assert f"已写入 {pdf}" in err and f"已写入 {csv}" in err  # in the language asked: it was "wrote …" in English
    assert "wrote" not in err
    title = "算力服务器方案建议书"
    assert pdf.read_bytes().startswith(b"%PDF") and title in pdf_text_until(pdf, lambda t: title in t)
    raw = csv.read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf")
    df = pd.read_csv(csv, encoding="utf-8-sig")
    assert {"方案", "计费方式", "费用（未取整）", "单价（未取整）", "数量（未取整）"} <= set(df.columns)
    assert df["方案"].iloc[0] == "推荐方案"
    assert pd.api.types.is_numeric_dtype(df["费用（未取整）"]) and pd.api.types.is_numeric_dtype(df["任务费用（未取整）"])


@pytest.mark.parametrize("where", ["missing-folder", "folder-is-a-file"])
def test_cli_unwritable_path_exits_2_with_one_line_and_leaves_nothing(qapp, tmp_path, capsys, where):
    blocker = tmp_path / "blocker"
    blocker.write_text("")
    bad = (tmp_path / "missing" / "p.pdf") if where == "missing-folder" else (blocker / "p.pdf")
    good_csv = tmp_path / "p.csv"
    code = main(["recommend", str(EXAMPLES / "lora-7b-finetune.json"), "--pdf", str(bad), "--csv", str(good_csv)])
    out, err = capsys.readouterr()
    lines = err.strip().splitlines()
    assert code == 2 and len(lines) == 1 and str(bad) in lines[0] and "cannot write" in lines[0]
    # no output file (the app's own folder may hold the bundled catalog's parse cache, core/catalog/trusted.py)
    assert sorted(p.name for p in tmp_path.iterdir() if p.name != "advisor-home") == ["blocker"]


# --------------------------------------------------------------------------- words


def _codes_in_source() -> set[str]:
    codes = set()
    src = "\n".join(f.read_text(encoding="utf-8") for f in sorted((ROOT / "core" / "select").glob("*.py")))
    codes |= set(re.findall(r'\bnote\("([a-z_0-9]+)"', src))
    for cls in NOTE_CLASSES:  # the typed notes the engine constructs directly
        if re.search(rf"\b{cls.__name__}\(", src):
            codes |= {c for c, classes in NOTES.items() if cls in classes}
    engine = "\n".join(f.read_text(encoding="utf-8") for f in sorted((ROOT / "core").rglob("*.py")))
    codes |= set(re.findall(r'warn\("([a-z_0-9]+)"', engine))
    if 'note(f"unpriced_' in src:
        codes |= {c for c in ALL_CODES if c.startswith("unpriced_")}
    return codes


def test_every_code_the_engine_can_emit_has_a_sentence():
    codes = _codes_in_source()
    assert {"budget", "deadline", "stale_price", "io_bound", "chinchilla_far"} <= codes
    missing = []
    for code in sorted(codes):
        try:
            W.note_text(code, {}, "CNY")
        except W.UnknownCode:
            missing.append(code)
        except (LookupError, TypeError, ValueError, AttributeError):
            pass  # known code; it needs its details
    assert not missing, missing


def test_notes_of_real_recommendations_read_as_sentences_in_both_languages(cat):
    recs = [recommend(cat, load_scenario(p, cat)) for p in sorted(EXAMPLES.glob("*.json"))]
    for lang in ("en", "zh_CN"):
        with W.using_language(lang):
            W.set_catalog(cat)
            for rec in recs:
                cur = rec.recommendation.currency
                notes = [*rec.reasons, *rec.tips, *rec.warnings, *(n for a in rec.alternatives for n in a.lost)]
                for n in notes:
                    text = W.describe_note(n, cur)
                    assert not text.startswith(("Note:", "注：")), (n.code, n.detail, text)
                    assert "{" not in text and "%n" not in text and "%1" not in text, text
                    if lang == "zh_CN":
                        assert re.search(r"[\u4e00-\u9fff]", text), text
                assert W.summary_sentence(rec, cat)
    assert W.describe_note({"code": "never_heard_of", "detail": {"x": 1}}).startswith("Note: never heard of")
    # a note read from a file with a bad detail: the generic sentence, no exception (the engine's notes are typed)
    assert W.describe_note({"code": "budget", "detail": {"cost": "n/a"}}).startswith("Note:")


def test_words_follow_the_language(cat):
    with W.using_language("zh_CN"):
        W.set_catalog(cat)
        assert W.language() == "zh_CN"
        assert [W.billing_name(c) for c in ("on_demand", "spot", "monthly")] == ["按量付费", "竞价实例", "包年包月"]
        assert without_joiners(W.money(123456, "CNY")) == "¥12.3万" and W.money(61000, "CNY") == "¥61,000"
        assert W.money(1234.5, "USD", exact=True) == "$1,234.50"
        assert W.provider_name(None, "alibaba") == "阿里云"
        assert W.hours(40) == "40 小时"
        assert W.gpu_config({"gpu": "A800-40GB", "gpu_count": 4, "gpus_per_node": 4, "instances": 1}) == "4 × A800-40GB"
    with W.using_language("en"):
        assert W.billing_name("on_demand") == "On-demand (hourly)"
        assert W.money(123456, "CNY") == "¥123,456" and W.hours(1) == "1 hour"
        assert W.provider_name(cat, "alibaba") == "Alibaba Cloud"
        assert (
            W.gpu_config({"gpu": "H100", "gpu_count": 16, "gpus_per_node": 8, "instances": 2})
            == "16 × H100 (2 servers × 8)"
        )
    W.set_language(None)


def test_assumption_rows_name_fx_catalog_date_and_sources(training):
    rec, _ = training
    rows = W.assumption_rows(rec)
    names = [r[0] for r in rows]
    assert "Catalog version and date" in names and any(n.startswith("Exchange rate") for n in names)
    assert any("Bytes per parameter" in n for n in names)
    est = rec.assumptions["estimate"]
    assert len(rows) >= len(est)
    assert all(len(r) == 3 and all(isinstance(x, str) for x in r) for r in rows)


def test_decision_tree_rows_are_known_cases():
    assert set(TREE_CASES) <= set(W.TREE_CASE)
