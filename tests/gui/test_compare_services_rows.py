"""The Compare window for two services (walk 23): its figures table has the month's cost only (no second, equal
"Total cost" row), "always on" as running time, and rows for the requests a second the servers carry and the answer
times, with their differences and reasons — in English and Chinese. Opening a training answer again brings the
training rows back."""

from __future__ import annotations

import pytest

from gpu_advisor.core.plan.compare import answer_from
from gpu_advisor.gui.compare_view import FIGURE_ROWS, CompareWindow
from gpu_advisor.gui.worker import SyncExecutor

JOB = {"task": "inference", "workload": "llm", "model": {"preset": "llama-3-70b"},
       "inference": {"qps": 20, "input_tokens": 1000, "output_tokens": 500}}


def _service(cat, gpu, n, monthly, per, replicas, ttft, latency):
    opt = {"gpu": gpu, "gpu_count": n, "currency": "CNY", "billing": "on_demand", "wall_hours": None,
           "total_cost": monthly, "monthly_cost": monthly, "price_age_days": 100,
           "estimate": {"qps_per_replica": per, "replicas_needed": replicas, "ttft_s": ttft, "latency_s": latency}}
    return answer_from({"recommendation": opt, "job": JOB}, cat, f"{gpu}.json")


def _rows(w) -> dict[str, list[str]]:
    t = w.figures
    return {t.verticalHeaderItem(r).text(): [t.item(r, c).text().replace("\u2060", "") for c in range(3)]
            for r in range(t.rowCount())}


@pytest.mark.parametrize("lang, want, said", [
    ("en", {"Cost per month": ["¥226,690", "¥1,035,876", "+¥809,186"],
            "Running time": ["always on", "always on", "—"],
            "Capacity (requests/s)": ["30.7 requests/s", "28.8 requests/s", "−1.9 requests/s"],
            "Answer time": ["16.7 s", "9.1 s", "−7.59 s"],
            "Time to first token": ["0.0314 s", "0.12 s", "+0.0885 s"]},
     "A answers in 16.7 s, B in 9.1 s."),
    ("zh_CN", {"每月费用": ["¥22.7万", "¥104万", "+¥80.9万"], "运行时间": ["常开", "常开", "—"],
               "承载能力（请求/秒）": ["30.7 请求/秒", "28.8 请求/秒", "−1.9 请求/秒"],
               "回答用时": ["16.7 秒", "9.1 秒", "−7.59 秒"], "首个 token 用时": ["0.0314 秒", "0.12 秒", "+0.0885 秒"]},
     "A 回答一次用时 16.7 秒，B 用时 9.1 秒。"),
], indirect=["lang"])
def test_two_services_have_their_own_rows(qtbot, cat, lang, want, said):
    w = CompareWindow(cat, SyncExecutor())
    qtbot.addWidget(w)
    w.set_side("a", _service(cat, "B200", 8, 226690.15, 15.3709, 2.0, 0.031397, 16.6862))
    w.set_side("b", _service(cat, "A100", 72, 1035875.79, 3.2036, 9.0, 0.119871, 9.1))
    rows = _rows(w)
    assert list(rows)[:5] == list(want) and len(rows) == 8, rows
    for label, cells in want.items():
        assert rows[label] == cells, (label, rows[label])
    assert said in w.reasons.text()
    assert "less in total" not in w.reasons.text() and "总费用" not in w.reasons.text()
    card = w.cards["a"].text.text()
    assert ("always on" in card or "常开" in card) and "Total:" not in card and "总计" not in card, card
    # a training answer on one side: the training rows again, none of the service's
    w.set_side("b", answer_from({"recommendation": {"gpu": "A100", "gpu_count": 8, "currency": "CNY",
                                                    "billing": "on_demand", "total_cost": 900, "monthly_cost": 900,
                                                    "wall_hours": 3}}, cat, "t.json"))
    assert w.figures.rowCount() == len(FIGURE_ROWS)


@pytest.mark.parametrize("lang, said", [("en", "Both answers are services"), ("zh_CN", "两个答案都是整月运行的服务")],
                         indirect=["lang"])
def test_two_services_give_the_chart_room_to_a_sentence(qtbot, cat, lang, said):
    """Walk 23: the chart of cost against hours stayed empty for two services (no hours to finish), two keys saying
    "not drawn". It is hidden and its title says where they are compared; a training side brings it back."""
    w = CompareWindow(cat, SyncExecutor())
    qtbot.addWidget(w)
    w.show()
    w.set_side("a", _service(cat, "B200", 8, 226690.15, 15.3709, 2.0, 0.031397, 16.6862))
    w.set_side("b", _service(cat, "A100", 72, 1035875.79, 3.2036, 9.0, 0.119871, 9.1))
    assert not w.chart.isVisible()
    assert said in w.titles["chart"].text()
    w.set_side("b", answer_from({"recommendation": {"gpu": "A100", "gpu_count": 8, "currency": "CNY",
                                                    "billing": "on_demand", "total_cost": 900, "monthly_cost": 900,
                                                    "wall_hours": 3}}, cat, "t.json"))
    assert w.chart.isVisible()
    assert said not in w.titles["chart"].text()
