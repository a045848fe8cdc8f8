"""The proposal from a hostile catalog (issue 26): a 100 KB instance name made a 300-page PDF (7 normally). A
document now shows any catalog or scenario text cut short (``core.proposal.NAME_LIMIT`` characters, free text
``FREE_TEXT_LIMIT``) with an ellipsis, so the PDF keeps its page count; the CSV and the JSON keep the value whole,
and every CSV text cell that a spreadsheet would run as a formula is guarded (``tableio.guard``)."""

from __future__ import annotations

import csv
import functools
import io
import json
import re
from pathlib import Path

import pytest
from pypdf import PdfReader

from gpu_advisor.core.export import proposal as P
from gpu_advisor.core.catalog.load import load_bundled
from gpu_advisor.core.scenario.spec import load_scenario
from gpu_advisor.core.select.recommendation import recommend
from gpu_advisor.core.catalog.tableio import FORMULA_PREFIXES, unguard
from gpu_advisor.gui import proposal_pdf as PDF

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
BIG = 100_000


@pytest.fixture(scope="module")
def cat():
    return load_bundled()


def _hostile(cat, example: str, name: str, region: str | None = None, source: str | None = None,
             provider_name: str | None = None):
    """The example's recommended instance renamed (and optionally its region, source and provider's name),
    built directly into the catalog as a hostile file would leave it; the recommendation on it."""
    sc = load_scenario(EXAMPLES / example, cat)
    opt = recommend(cat, sc).recommendation
    inst = cat["instances"]
    m = (inst["provider"] == opt.provider) & (inst["instance_type"] == opt.instance_type)
    inst.loc[m, "instance_type"] = name
    if region is not None:
        inst.loc[m, "region"] = region
    if source is not None:
        inst.loc[m, "source"] = source
    tables = {"instances": inst}
    if provider_name is not None:
        prov = cat["providers"]
        prov.loc[prov["provider"] == opt.provider, ["name_en", "name_zh"]] = provider_name
        tables["providers"] = prov
    bad = cat.with_tables(tables)
    sc = load_scenario(EXAMPLES / example, bad)
    rec = recommend(bad, sc)
    assert rec.recommendation.instance_type == name
    return bad, sc, rec


def _pages(data: bytes) -> list[str]:
    return [p.extract_text() or "" for p in PdfReader(io.BytesIO(data)).pages]


@functools.cache
def _normal_pages(cat, example: str, lang: str) -> int:
    sc = load_scenario(EXAMPLES / example, cat)
    # (the pages counted, not read: pypdf reads ~0.5 s a page)
    return len(PdfReader(io.BytesIO(PDF.render_pdf(recommend(cat, sc), sc, cat, lang=lang, for_whom="Example Ltd."))).pages)


@pytest.mark.parametrize(("example", "lang"), [("startup-engineer-seed000.json", "en"),
                                               ("startup-engineer-seed000.json", "zh_CN"),
                                               ("qwen-7b-inference-low-qps.json", "en")])
def test_a_100kb_instance_name_leaves_the_pdf_at_its_normal_length(qapp, cat, example, lang):
    normal = _normal_pages(cat, example, lang)
    name = "a" * BIG  # one word: wraps anywhere
    bad, sc, rec = _hostile(cat, example, name)
    pages = _pages(PDF.render_pdf(rec, sc, bad, lang=lang, for_whom="Example Ltd."))
    # it was 309 (training) and 144 (serving); the name cut at NAME_LIMIT is longer than an ordinary one, so a
    # table row may wrap once more and push the last lines onto one more page; and a short table those lines push
    # off its page moves on whole with its heading (up to 45% of a page: "Your requirements", 20 rows since walk 22),
    # which can start one more page, never further
    assert normal <= len(pages) <= normal + 2, (len(pages), normal)
    # no page holds a heading alone: a heading pushed on with its subheading once left "Risks and tips" by itself
    # on a page (the subheading's own break, from an earlier round, stayed)
    for k, page in enumerate(pages[:-1]):
        body = [ln for ln in page.splitlines()[3:-2] if ln.strip()]  # without the header and footer lines
        assert len(body) > 2, (k + 1, body)
    text = re.sub(r"\s+", "", "".join(pages))
    assert "a" * (P.NAME_LIMIT - 1) + P.ELLIPSIS in text  # the name is there, cut short, with an ellipsis
    assert "a" * P.NAME_LIMIT not in text
    # The CSV and the JSON keep the whole value.
    rows = list(csv.DictReader(io.StringIO(P.csv_bytes(rec, bad).decode("utf-8-sig"), newline="")))
    assert {r["instance_type"] for r in rows if r["option"] == "recommendation"} == {name}
    assert json.loads(json.dumps(rec.to_dict()))["recommendation"]["instance_type"] == name


@pytest.mark.parametrize("example", ["startup-engineer-seed000.json", "qwen-7b-inference-low-qps.json"])
def test_every_text_100kb_at_once_adds_at_most_two_pages(qapp, cat, example):
    """Instance name, region (many words), price source, provider name and the "prepared for" line all 100 KB:
    each appears cut short wherever it is shown (the provider's name, in every alternative too)."""
    normal = _normal_pages(cat, example, "en")
    name = "a" * BIG
    spaced = ("long region " * (BIG // 12 + 1))[:BIG]  # many words: wraps at spaces
    bad, sc, rec = _hostile(cat, example, name, region=spaced, source="x " * (BIG // 2), provider_name="P" * BIG)
    pages = _pages(PDF.render_pdf(rec, sc, bad, lang="en", for_whom="W" * BIG))
    # the provider's name, cut short, still takes about seven lines in every alternative of that provider: the
    # article's answer (two Tencent servers of V100 since an image model's exchange is priced on its network) has
    # most of its alternatives from the same provider, so one more page than a single such row would take
    same = sum(1 for a in rec.alternatives if a.provider == rec.recommendation.provider)
    # (and one more where a short table pushed off its page moves on whole with its heading, as above)
    assert normal <= len(pages) <= normal + 3 + (same >= 3), (len(pages), normal, same)
    text = re.sub(r"\s+", "", "".join(pages))
    for ch in "aPW":
        assert ch * (P.NAME_LIMIT - 1) + P.ELLIPSIS in text and ch * P.NAME_LIMIT not in text, ch
    rows = list(csv.DictReader(io.StringIO(P.csv_bytes(rec, bad).decode("utf-8-sig"), newline="")))
    assert {r["region"] for r in rows if r["option"] == "recommendation"} == {spaced}


def test_ordinary_catalogs_have_no_long_text_and_keep_their_pdf(qapp, cat):
    """Nothing of the bundled catalog or the examples is cut (its longest shown text is a 342-character
    source), so the normal proposal is unchanged."""
    for f in sorted(EXAMPLES.glob("*.json")):
        sc = load_scenario(f, cat)
        assert P.long_texts(recommend(cat, sc), sc, cat, "Example Ltd.") == {}, f.name
    assert P.elide("x" * 5, 5) == "xxxxx" and P.elide("x" * 6, 5) == "xxxx…"


def test_long_texts_finds_a_long_value_wherever_it_is(cat):
    bad, sc, rec = _hostile(cat, "lora-7b-finetune.json", "n" * 300, source="s" * 1200)
    short = P.long_texts(rec, sc, bad)
    assert short["n" * 300] == "n" * 199 + "…"
    assert short["s" * 1200] == "s" * 999 + "…"  # free text (a source) keeps up to FREE_TEXT_LIMIT
    assert len(P.long_texts(rec, sc, None)) == 1  # the recommendation itself holds the name, not the source


FORMULAS = ["=HYPERLINK(\"http://127.0.0.1/\",\"x\")", "+cmd|' /C calc'!A0", "-2+3", "@SUM(1+1)", "\t=1+1",
            "\r=1+1", "'=1+1", "''=1", "=1+1\n=2+2", "=\u2028x"]


@pytest.mark.parametrize("payload", FORMULAS)
def test_csv_guards_hostile_values_in_every_text_cell(cat, payload):
    bad, sc, rec = _hostile(cat, "startup-engineer-seed000.json", payload, region=payload, source=payload)
    data = P.csv_bytes(rec, bad).decode("utf-8-sig")
    table = list(csv.reader(io.StringIO(data, newline="")))
    header, rows = table[0], table[1:]
    seen = 0
    for row in rows:
        for col, cell in zip(header, row):
            if col in P.NUMERIC_COLUMNS and cell:
                float(cell)  # a number
                continue
            assert not cell.startswith(FORMULA_PREFIXES), (col, cell[:40])  # no text cell runs as a formula
            if col in ("instance_type", "region") and row[header.index("option")] == "recommendation":
                assert unguard(cell) == payload  # the value itself, whole, behind the guard
                seen += 1
    assert seen
