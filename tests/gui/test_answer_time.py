"""The result card and the proposal say how long a served answer takes (a tester served a 70B model at 0.5
requests/s, no latency limit: the card said "continuous (serving)", the proposal nothing, and only the assumptions
and `gpu-advisor estimate` had the time). The card's figure is the command line's latency and agrees with the
assumptions' time to first token and time per output token; in English and Chinese."""

from __future__ import annotations

import datetime as dt
import re

import pytest

from gpu_advisor import text as words
from gpu_advisor.cli import main
from gpu_advisor.core.catalog.load import load_bundled
from gpu_advisor.core.scenario.spec import parse_scenario
from gpu_advisor.core.select.recommendation import recommend
from gpu_advisor.gui.result_card import Card

TODAY = dt.date(2026, 12, 3)
SERVE_70B = {"task": "inference", "workload": "llm", "model": {"preset": "llama-3-70b"}, "precision": "bf16",
             "inference": {"qps": 0.5, "p95_latency_s": 50}, "preferences": {"spot": "avoid", "objective": "cheapest", "currency": "USD"}}
NUM = r"([0-9]+(?:\.[0-9]+)?)"


@pytest.fixture(scope="module")
def served():
    cat = load_bundled()
    sc = parse_scenario(SERVE_70B, cat)
    return recommend(cat, sc, today=TODAY), cat, sc


@pytest.fixture
def language():
    yield words.set_language
    words.set_language(None)


def _cli_latency(capsys, monkeypatch, tmp_path, opt) -> tuple[float, float, float]:
    """(latency, time to first token, time per output token) as `gpu-advisor estimate` prints them for ``opt``."""
    monkeypatch.setenv("GPU_ADVISOR_HOME", str(tmp_path))
    code = main(["estimate", "--preset", "llama-3-70b", "--task", "inference", "--qps", "0.5", "--p95-latency", "50",
                 "--gpu", opt.gpu,
                 "--gpus", str(int(opt.gpu_count)), "--gpus-per-node", str(int(opt.gpus_per_node))])
    out = capsys.readouterr().out
    assert code == 0, out
    latency = float(re.search(r"latency " + NUM + " s", out).group(1))
    ttft = float(re.search(r"\(time_to_first_token_s\) = " + NUM, out).group(1))
    tpot = float(re.search(r"\(time_per_output_token_s\) = " + NUM, out).group(1))
    return latency, ttft, tpot


def test_the_card_shows_the_answer_time_the_cli_and_the_assumptions_give(qtbot, served, language, capsys,
                                                                         monkeypatch, tmp_path):
    rec, cat, sc = served
    opt = rec.recommendation
    language("en")
    card = Card()
    qtbot.addWidget(card)
    card.show_option(opt, cat, True, sc)
    value, tip = card.values["answer"].text(), card.values["answer"].toolTip()
    assert card.values["answer"].isVisibleTo(card)
    m = re.fullmatch(NUM + r" s \(first token " + NUM + r" s\) ⚠", value)
    assert m, value  # "51.2 s (first token 0.295 s) ⚠": slow for a chat service
    whole, first = float(m.group(1)), float(m.group(2))
    latency, ttft, tpot = _cli_latency(capsys, monkeypatch, tmp_path, opt)
    assert whole == pytest.approx(latency, rel=0.01) and first == pytest.approx(ttft, rel=0.02)
    assert whole == pytest.approx(ttft + 358 * tpot, rel=0.03)  # the CLI's assumptions: 358 output tokens (ShareGPT)
    # the app's own assumptions table says the same
    rows = {name: val for name, val, _ in words.assumption_rows(rec)}
    a_ttft = float(re.match(NUM, rows["Time to first token"]).group(1))
    a_tpot = float(re.match(NUM, rows["Time per output token"]).group(1))
    assert first == pytest.approx(a_ttft, rel=0.05) and whole == pytest.approx(first + 358 * a_tpot, rel=0.03)
    assert "358 tokens" in tip and "543" in tip and "slow for a chat service" in tip and "MLPerf" in tip
    assert "15 s" in tip  # the limit that would make it a chat service: 0.45 s + 358 × 0.04 s, rounded up


def test_the_card_follows_the_option_shown_and_hides_for_a_job(qtbot, served, language):
    rec, cat, sc = served
    language("en")
    card = Card()
    qtbot.addWidget(card)
    alt = rec.alternatives[-1]
    card.show_option(alt, cat, False, sc)
    assert card.values["answer"].text().startswith(words.number(alt.estimate["latency_s"]) + " s (first token "
                                                   + words.number(alt.estimate["ttft_s"]) + " s)")
    train_sc = parse_scenario({"task": "train", "model": {"preset": "llama-2-7b"}, "data": {"tokens": 1e9},
                               "preferences": {"providers": ["aws"]}}, cat)
    train = recommend(cat, train_sc, today=TODAY)
    card.show_option(train.recommendation, cat, True, train_sc)
    assert not card.values["answer"].isVisibleTo(card)
    assert card.grid.indexOf(card.values["answer"]) == -1  # no empty cell in the grid
    card.show_option(rec.recommendation, cat, True, sc)  # a service again: the pair is back
    assert card.values["answer"].isVisibleTo(card) and card.grid.indexOf(card.values["answer"]) >= 0


def test_the_card_in_chinese(qtbot, served, language):
    rec, cat, sc = served
    language("zh_CN")
    card = Card()
    qtbot.addWidget(card)
    card.show_option(rec.recommendation, cat, True, sc)
    value, tip = card.values["answer"].text(), card.values["answer"].toolTip()
    assert re.fullmatch(NUM + r" 秒（首个 token " + NUM + r" 秒） ⚠", value), value
    assert "聊天服务" in tip and "MLPerf" in tip and "可接受的最长等待" in tip


@pytest.mark.parametrize("lang, label, first", [("en", "Time for an answer", "first token"),
                                                 ("zh_CN", "一次回答用时", "首个 token")])
def test_the_proposal_has_the_answer_time_among_its_key_figures(qapp, served, language, lang, label, first):
    from gpu_advisor.gui.proposal_pdf import _proposal_html
    rec, cat, sc = served
    language(lang)
    html = re.sub(r"<[^>]+>", "", _proposal_html(rec, sc, cat, "", TODAY, None))  # (its words, kept whole)
    key = html.split("Recommended configuration" if lang == "en" else "推荐配置")[0]  # the summary's figures
    n = next(n for n in rec.warnings if n.code == "serving_time")
    assert label in key and words.answer_time_parts(n)[0] in key and first in key
    assert words.describe_note(n, "USD").split("：" if lang == "zh_CN" else ":")[0] in html  # the note, below
