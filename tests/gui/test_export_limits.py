"""A walk of the English window and the command line found the proposal's exports saying what nobody asked and
rounding their own way:

* the CSV wrote "Meets deadline: yes" on every row, and the PDF's what-if table "Meets deadline and budget: yes",
  for a scenario without a deadline: the deadline column now stays empty and the PDF's heading names only what was
  set (in both languages);
* the article case's Data transfer out read ¥0.251 in the PDF and ¥0.252 on the card and the command line (its
  cost, 0.25149, was rounded to 0.2515 for JSON and then again for the screen): the JSON keeps the figure and the
  screen rounds it once;
* the CSV rounded money to the cent (¥0.0526 read 0.05): it now writes the figures unrounded and says so in the
  headings, and calls the network's unit "servers", as the card does, not "nodes"."""

from __future__ import annotations

import csv
import io

import pytest
from gpu_advisor import text as W
from gpu_advisor.core.catalog.cost import CostLine
from gpu_advisor.core.scenario.spec import parse_scenario
from gpu_advisor.core.select.recommendation import recommend
from gpu_advisor.gui import proposal_pdf as PDF
from gpu_advisor.gui.proposal_what_if import what_if_section

# the tester's article case: a past run's hours, a budget, no deadline (the model and the run's GPU assumed)
ARTICLE = {"schema_version": 1, "task": "train", "workload": "cv", "data": {"dataset_gb": 50},
           "reference_run": {"hours": 100}, "budget": {"amount": 100000, "currency": "CNY", "per": "month"}}


@pytest.fixture(scope="module")
def article(cat):
    sc = parse_scenario(ARTICLE, cat, "article")
    return recommend(cat, sc, with_what_if=True), sc


def _rows(data: bytes) -> list[dict[str, str]]:
    return list(csv.DictReader(io.StringIO(data.decode("utf-8-sig"))))


@pytest.mark.parametrize("lang, deadline, budget, yes", [("en", "Meets deadline", "Within budget", "yes"),
                                                         ("zh_CN", "满足截止时间", "在预算内", "是")])
def test_the_csv_leaves_the_deadline_empty_when_none_was_set(article, cat, lang, deadline, budget, yes):
    rec, sc = article
    with W.using_language(lang):
        heads = W.csv_labels()
    rows = _rows(PDF.csv_for_language(rec, cat, lang, sc))
    options = [r for r in rows if r[heads["option"]] and r[heads["gpu"]]]
    assert options and heads["meets_deadline"] == deadline and heads["within_budget"] == budget
    assert all(r[deadline] == "" for r in options), {r[deadline] for r in options}  # was "yes" on every row
    assert {r[budget] for r in options if r[heads["rank"]] == "1"} == {yes}  # the budget was set: said


def test_the_pdf_what_if_table_names_only_the_limits_set(article, cat):
    rec, sc = article
    with W.using_language("en"):
        html = what_if_section(rec, sc, cat, "CNY")
    assert html and "Within the budget" in html and "Meets deadline and budget" not in html
    # neither a deadline nor a budget: nothing is "met"
    bare = parse_scenario({k: v for k, v in ARTICLE.items() if k != "budget"}, cat, "bare")
    rec2 = recommend(cat, bare, with_what_if=True)
    for lang, head, cell in (("en", "Deadline and budget", "none set"), ("zh_CN", "截止时间和预算", "未设定")):
        with W.using_language(lang):
            html = what_if_section(rec2, bare, cat, "CNY")
        assert head in html and cell in html and ">yes<" not in html and ">是<" not in html, lang
        rows = _rows(PDF.csv_for_language(rec2, cat, lang, bare))
        with W.using_language(lang):
            heads = W.csv_labels()
        assert all(r[heads["meets_deadline"]] == "" and r[heads["within_budget"]] == "" for r in rows)


def test_a_cost_line_reads_the_same_on_the_card_the_command_line_and_the_pdf(article):
    rec, _ = article
    line = CostLine(item="transfer_out", quantity=0.408912512, unit="GB", unit_price=0.61502,
                    cost=0.408912512 * 0.61502)
    with W.using_language("en"):
        assert W.money(line.cost, "CNY", exact=True) == "¥0.251"  # the PDF's figure (one rounding)
        assert W.money(line.to_dict()["cost"], "CNY", exact=True) == "¥0.251"  # the card's and --json's: was ¥0.252
        for opt in (rec.recommendation, *rec.alternatives):
            for ln in opt.cost_lines:
                d = ln.to_dict()
                for key in ("cost", "unit_price", "quantity"):
                    if getattr(ln, key) is not None:
                        assert W.money(d[key], "CNY", exact=True) == W.money(getattr(ln, key), "CNY", exact=True)
                        assert W.number(d[key]) == W.number(getattr(ln, key)), (ln.item, key)


def test_the_csv_writes_the_figures_unrounded_and_says_so(article, cat):
    rec, sc = article
    rows = _rows(PDF.csv_for_language(rec, cat, "en", sc))
    opt = rec.recommendation
    mine = [r for r in rows if r["Rank"] == "1"]
    assert len(mine) == len(opt.cost_lines)
    for r, ln in zip(mine, opt.cost_lines):
        if ln.cost is not None:
            assert float(r["Cost (unrounded)"]) == pytest.approx(ln.cost, rel=1e-9, abs=1e-12)  # 0.0526 was 0.05
            assert float(r["Quantity (unrounded)"]) == pytest.approx(ln.quantity, rel=1e-9, abs=1e-12)
    assert float(mine[0]["Job cost (unrounded)"]) == pytest.approx(opt.total_cost, rel=1e-12)
    net = [r for r in mine if r["Item"] == "Network"]
    assert net and net[0]["Unit"] == "servers"  # the card's word, not "nodes"
