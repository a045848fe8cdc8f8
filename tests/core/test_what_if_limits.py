"""Walk 19: the card's what-if line gave "larger (ViT-L/16): 16 × B200, 90 hours, ¥32,405" beside a ¥5,000 budget
without saying that choice is over it (the proposal PDF's table did say so). Each choice now says which of the
user's limits its closest option breaks, in the card, the command line and both languages."""

from __future__ import annotations

import datetime as _dt

from gpu_advisor.core.scenario import parse_scenario
from gpu_advisor.core.select import recommend
from gpu_advisor.text import using_language, what_if_lines

TODAY = _dt.date(2026, 12, 6)
SCENARIO = {"schema_version": 1, "task": "train", "workload": "cv", "data": {"dataset_gb": 5000},
            "deadline_hours": 300, "budget": {"amount": 5000, "currency": "CNY", "per": "month"},
            "preferences": {"currency": "CNY"}}


def _model_line(rows, cat) -> str:
    (line,) = [ln for ln in what_if_lines(rows, cat) if "ViT-L/16" in ln]
    return line


def test_a_what_if_choice_over_the_budget_says_so(cat):
    rec = recommend(cat, parse_scenario(SCENARIO, cat), today=TODAY, with_what_if=True)
    rows = [r for r in rec.what_if if r["assumption"] == "model.preset"]
    large = next(r for r in rows if r["choice"] == "large")
    typical = next(r for r in rows if r["choice"] == "typical")
    assert large["gpu"] and large["feasible"] is False and large["within_budget"] is False, large
    assert typical["feasible"] is True
    line = _model_line(rows, cat)
    big, small = line.split(" · ")[-1], line.split(" · ")[0]
    # (ViT-L/16 takes its own recipe's 300 passes: past the deadline too)
    assert "(over your budget" in big and "over your budget" not in small, line
    with using_language("zh_CN"):
        zh = _model_line(rows, cat)
    assert "（超出预算" in zh.split(" · ")[-1] and "超出预算" not in zh.split(" · ")[0], zh


def test_each_limit_broken_is_named():
    base = {"assumption": "model.preset", "choice": "large", "value": "vit-l-16", "gpu": "B200", "gpu_count": 8,
            "wall_hours": 179.0, "total_cost": 32108.0, "monthly_cost": 32108.0, "currency": "CNY"}
    cases = {(True, True, True): "", (False, False, True): "(over your budget)",
             (False, True, False): "(past your deadline)", (False, False, False): "(over your budget and past your deadline)",
             (False, True, True): "(breaks one of your limits)"}
    for (feasible, budget_ok, deadline_ok), tail in cases.items():
        row = {**base, "feasible": feasible, "within_budget": budget_ok, "meets_deadline": deadline_ok}
        (line,) = what_if_lines([row])
        assert line.endswith("¥32,108" + (" " + tail if tail else "")), (tail, line)


# Walk 19b: a chat for 300 people, model not known, ¥2,000 a month: "larger (Qwen2.5 14B): 2 × RTXA4500, ¥3,905 a
# month (over your budget)" — that option is also too slow a token for a chat (0.09 s against 0.04 s).
CHAT = {"schema_version": 1, "task": "inference", "workload": "llm", "inference": {"users": 300},
        "budget": {"amount": 2000, "currency": "CNY", "per": "month"}}


def test_a_what_if_row_lists_every_limit_its_option_breaks(cat):
    rec = recommend(cat, parse_scenario(CHAT, cat), today=TODAY, with_what_if=True)
    rows = [r for r in rec.what_if if r["assumption"] == "model.preset"]
    large = next(r for r in rows if r["choice"] == "large")
    assert large["broken"] == ["budget", "chat_tpot"], large
    assert large["within_budget"] is False and large["meets_deadline"] is True  # (the keys as before)
    typical = next(r for r in rows if r["choice"] == "typical")
    assert typical["broken"] == [c.code for c in rec.recommendation.broken] + [
        c for c in ("chat_ttft", "chat_tpot") if c in typical["broken"]]
    (line,) = [ln for ln in what_if_lines(rows, cat) if ln.startswith("If the model differs")]
    assert line.split(" · ")[-1].endswith("a month (over your budget, too slow a token for a chat)"), line
    with using_language("zh_CN"):
        (zh,) = [ln for ln in what_if_lines(rows, cat) if ln.startswith("如果模型不同")]
    assert zh.split(" · ")[-1].endswith("（超出预算，每个 token 比聊天所需的慢）"), zh


def test_the_words_name_each_broken_limit_in_both_languages():
    base = {"assumption": "model.preset", "choice": "large", "value": "qwen2.5-14b", "gpu": "RTXA4500",
            "gpu_count": 2, "wall_hours": None, "total_cost": 3905.0, "monthly_cost": 3905.0, "currency": "CNY",
            "feasible": False, "within_budget": False, "meets_deadline": True}
    cases = {("budget",): ("(over your budget)", "（超出预算）"),
             ("budget", "deadline"): ("(over your budget and past your deadline)", "（超出预算，也超过截止时间）"),
             ("budget", "chat_tpot"): ("(over your budget, too slow a token for a chat)",
                                       "（超出预算，每个 token 比聊天所需的慢）"),
             ("chat_ttft",): ("(too slow to its first token for a chat)", "（首个 token 比聊天所需的慢）"),
             ("deadline", "fits", "regions"): ("(past your deadline, misses: GPU memory, regions)", None)}
    for broken, (en, zh) in cases.items():
        row = {**base, "broken": list(broken)}
        (line,) = what_if_lines([row])
        assert line.endswith("¥3,905 a month " + en), (broken, line)
        if zh:
            with using_language("zh_CN"):
                (line,) = what_if_lines([row])
            assert line.endswith(zh), (broken, line)
