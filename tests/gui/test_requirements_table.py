"""The proposal's "Your requirements" table had no row for where the data may stay, and the currency left on
"Automatic" read "CNY" as if chosen (walk 22, files/p80-art-en-4.png). Every question the wizard asks that applies
to the task now has its row, an answer left open marked "(assumed)" and a limit left open "none"; the data the user
counted (20,000 Q&A pairs) reads as they gave it, with what it was counted as."""

from __future__ import annotations

import re

import pytest

from gpu_advisor import text as W
from gpu_advisor.core.scenario import parse_scenario, with_home_currency
from gpu_advisor.core.select import recommend
from gpu_advisor.gui.proposal_pdf import proposal_html
from gpu_advisor.text.scenario import scenario_rows

ARTICLE = {"task": "train", "workload": "cv", "data": {"dataset_gb": 50}, "deadline_hours": 100,
           "budget": {"amount": 100000, "currency": "CNY", "per": "month"}}
LORA = {"task": "finetune", "workload": "llm", "model": {"params": 7e9}, "finetune_method": "lora",
        "data": {"items": 20000, "item_kind": "qa_pairs"}, "deadline_hours": 48,
        "budget": {"amount": 5000, "currency": "CNY", "per": "total"}}
SERVICE = {"task": "inference", "workload": "llm", "model": {"params": 7e9}, "inference": {"users": 200},
           "budget": {"amount": 5000, "currency": "CNY", "per": "month"}}


def _rows(obj, cat, lang):
    with W.using_language(lang), W.using_catalog(cat):
        return dict(scenario_rows(parse_scenario(obj, cat), cat))


@pytest.mark.parametrize("lang, china, currency, region, any_", [
    ("en", ("Data stays in mainland China", "not required (assumed)"), ("Currency", "CNY (assumed)"), "Regions", "any"),
    ("zh_CN", ("数据留在中国大陆", "不需要（假设）"), ("币种", "CNY（假设）"), "地域", "不限")])
def test_where_the_data_stays_and_an_automatic_currency_are_said(cat, lang, china, currency, region, any_):
    rows = _rows(ARTICLE, cat, lang)
    assert rows[china[0]] == china[1] and rows[currency[0]] == currency[1] and rows[region] == any_
    # answered: no mark
    given = _rows({**ARTICLE, "preferences": {"data_in_china": False, "currency": "CNY"}}, cat, lang)
    assert not given[china[0]].endswith(("(assumed)", "（假设）")) and given[currency[0]] == "CNY"


def test_the_pdf_table_has_them(cat):
    sc = parse_scenario(with_home_currency(ARTICLE, "CNY"), cat)
    rec = recommend(cat, sc)
    with W.using_language("en"):
        html = proposal_html(rec, sc, cat)
    table = re.sub(r"<[^>]+>", "|", html.split("Your requirements", 1)[1].split("<h", 1)[0])
    cells = [c.strip() for c in table.split("|") if c.strip()]
    assert cells[cells.index("Data stays in mainland China") + 1] == "not required (assumed)", cells
    assert cells[cells.index("Currency") + 1] == "CNY (assumed)", cells


def test_every_question_of_a_fine_tune_and_a_service(cat):
    ft = _rows(LORA, cat, "en")
    assert ft["Training data"].startswith("20,000 Q&A pairs (about ") and ft["Training data"].endswith(
        " tokens, assumed)")
    assert ft["Examples packed into full sequences"] == "padded per batch (assumed)"
    assert ft["Gradient (activation) checkpointing"] == "on (assumed)"
    assert ft["Plan for the slow case"].startswith("no (")
    assert _rows({**LORA, "preferences": {"plan_for": "slow"}}, cat, "en")["Plan for the slow case"] == "yes"
    assert ft["Deadline"] == "48 hours" and ft["Budget"] == "¥5,000 in total"
    open_ = _rows({k: v for k, v in LORA.items() if k not in ("deadline_hours", "budget")}, cat, "en")
    assert open_["Deadline"] == "none" and open_["Budget"] == "none" and "Plan for the slow case" not in open_
    with W.using_language("zh_CN"), W.using_catalog(cat):
        zh = dict(scenario_rows(parse_scenario(LORA, cat), cat))
    assert zh["训练数据"].startswith("20,000 问答对（约 ") and zh["训练数据"].endswith("，假设）")
    svc = _rows(SERVICE, cat, "en")
    assert svc["People who use it"] == "200"
    assert svc["Requests per person a day"].endswith("(assumed)") and svc["Working hours a day"].endswith("(assumed)")
    assert svc["Requests per second"].endswith("(assumed)")
    assert "Deadline" not in svc and "Plan for the slow case" not in svc and "Training data" not in svc
    # a mixture of experts given by size: its active parameters too
    moe = _rows({"task": "train", "model": {"params": 47e9, "params_active": 13e9}, "data": {"tokens": 1e9}}, cat,
                "en")
    assert moe["Model"] == "47 billion parameters, 13 billion active per token"


# Walk 23: with "data stays in mainland China: yes" the table's clouds and regions were the ones the engine filled in
# ("Alibaba Cloud, Tencent Cloud"; "cn-mainland, cn-shanghai") for a user who named none. They are the user's own
# answer now; what the engine derived from the mainland answer follows it, labelled as derived.
@pytest.mark.parametrize("lang, labels, any_, derived", [
    ("en", ("Providers", "Regions"), "any", ("Providers compared (derived)", "Regions compared (derived)")),
    ("zh_CN", ("云厂商", "地域"), "不限", ("参与比较的云厂商（据上一项推导）", "参与比较的地域（据上一项推导）"))])
def test_the_users_own_clouds_and_regions_and_what_was_derived(cat, lang, labels, any_, derived):
    china = {**ARTICLE, "preferences": {"data_in_china": True}}
    rows = _rows(china, cat, lang)
    assert rows[labels[0]] == any_ and rows[labels[1]] == any_, rows
    with W.using_language(lang), W.using_catalog(cat):
        names = [W.provider_name(cat, p) for p in ("alibaba", "tencent")]
    assert all(n in rows[derived[0]] for n in names) and "cn-shanghai" in rows[derived[1]], rows
    keys = list(rows)
    assert keys.index(derived[0]) > keys.index(labels[1])  # after the user's own answers, under the mainland one
    # named by the user: as named; a derived row only where it adds something
    own = _rows({**ARTICLE, "preferences": {"data_in_china": True, "providers": ["alibaba"],
                                            "regions": ["cn-shanghai"]}}, cat, lang)
    assert own[labels[0]] == names[0] and own[labels[1]] == "cn-shanghai" and derived[0] not in own
    assert derived[1] not in own
    # not asked to stay in China: no derived rows
    assert not set(derived) & set(_rows(ARTICLE, cat, lang))


def test_the_pdf_says_the_users_own_answer(cat):
    sc = parse_scenario({**ARTICLE, "preferences": {"data_in_china": True}}, cat)
    rec = recommend(cat, sc)
    with W.using_language("en"):
        html = proposal_html(rec, sc, cat)
    table = re.sub(r"<[^>]+>", "|", html.split("Your requirements", 1)[1].split("<h", 1)[0])
    cells = [c.strip() for c in table.split("|") if c.strip()]
    assert cells[cells.index("Providers") + 1] == "any" and cells[cells.index("Regions") + 1] == "any", cells
    assert cells[cells.index("Data stays in mainland China") + 1] == "required", cells
    assert "Alibaba Cloud" in cells[cells.index("Providers compared (derived)") + 1], cells
