"""Two services side by side (walk 23): a service runs all month ("always on", not "not given"), its total is its
month's (one row, one reason), and the figures a reader of a service needs — the requests a second its servers
carry and how soon they answer — have their rows, differences and reasons in both languages. A saved answer
without them says "not given"; a training comparison is as it was."""

from __future__ import annotations

import json

from gpu_advisor import text as W
from gpu_advisor.core.export import compare_csv_bytes
from gpu_advisor.core.plan import FIGURES, SERVICE_FIGURES, compare_answers
from gpu_advisor.core.plan.compare import answer_from
from gpu_advisor.text.plan_text import compare_csv_notes, compare_lines

JOB = {"task": "inference", "workload": "llm", "model": {"preset": "llama-3-70b"},
       "inference": {"qps": 20, "input_tokens": 1000, "output_tokens": 500}}


def _service(cat, gpu, n, monthly, est=None, job=True, billing="on_demand"):
    opt = {"gpu": gpu, "gpu_count": n, "currency": "CNY", "billing": billing, "wall_hours": None,
           "billed_hours": 730.0, "total_cost": monthly, "monthly_cost": monthly, "price_age_days": 100}
    if est is not None:
        opt["estimate"] = est
    return answer_from({"recommendation": opt, **({"job": JOB} if job else {})}, cat, f"{gpu}.json")


def _est(per, replicas, ttft, latency):
    return {"tokens_per_s": per * 500, "qps_per_replica": per, "replicas_needed": replicas, "ttft_s": ttft,
            "latency_s": latency}


def _pair(cat):
    a = _service(cat, "B200", 8, 226690.15, _est(15.3709, 2.0, 0.031397, 16.6862))
    b = _service(cat, "A100", 72, 1035875.79, _est(3.2036, 9.0, 0.119871, 9.1))
    return compare_answers(a, b)


def test_two_services_compare_capacity_and_answer_times_once_a_month(cat):
    c = _pair(cat)
    assert c.service and c.figures == SERVICE_FIGURES and "total_cost" not in c.figures
    assert round(c.deltas["capacity_qps"], 4) == round(3.2036 * 9 - 15.3709 * 2, 4)
    assert round(c.deltas["latency_s"], 4) == round(9.1 - 16.6862, 4)
    assert round(c.deltas["ttft_s"], 6) == round(0.119871 - 0.031397, 6)
    assert c.deltas["total_cost"] == c.deltas["monthly_cost"]  # kept in the JSON, not said twice
    costs = [n.detail["figure"] for n in c.reasons if n.code == "compare_cost"]
    assert costs == ["monthly_cost"]
    assert not any(n.code == "compare_unknown" for n in c.reasons)  # no "running time not given"
    service = {n.detail["figure"]: n.detail for n in c.reasons if n.code == "compare_service"}
    assert service["capacity_qps"]["better"] == "a" and service["capacity_qps"]["load"] == 20
    assert service["latency_s"]["better"] == "b" and service["ttft_s"]["better"] == "a"
    json.dumps(c.to_dict(), allow_nan=False)
    assert {"capacity_qps", "latency_s", "ttft_s"} <= set(c.to_dict()["deltas"])
    with W.using_language("en"):
        text = "\n".join(compare_lines(c, cat))
    assert "Running time: A always on, B always on, B − A —" in text, text
    assert "Total cost" not in text and "less in total" not in text and "not given" not in text
    assert "Cost per month: A ¥226,690, B ¥1,035,876" in text
    assert "Capacity (requests/s): A 30.7 requests/s, B 28.8 requests/s, B − A −1.9 requests/s" in text, text
    assert "Answer time: A 16.7 s, B 9.1 s" in text and "Time to first token: A 0.0314 s, B 0.12 s" in text
    assert "* A answers in 16.7 s, B in 9.1 s." in text
    assert "* A's servers carry 30.7 requests/s, B's 28.8 (the load is 20 requests/s)." in text
    assert "* A's first token comes after 0.0314 s, B's after 0.12 s." in text
    with W.using_language("zh_CN"):
        zh = "\n".join(compare_lines(c, cat))
    assert "运行时间：A 常开，B 常开" in zh and "总费用" not in zh, zh
    assert "承载能力（请求/秒）：A 30.7 请求/秒" in zh and "回答用时：A 16.7 秒，B 9.1 秒" in zh
    assert "A 回答一次用时 16.7 秒，B 用时 9.1 秒。" in zh
    assert "A 的服务器每秒可处理 30.7 个请求，B 的 28.8 个（负载为每秒 20 个请求）。" in zh


def test_the_csv_of_two_services_has_their_rows_and_says_always_on(cat):
    c = _pair(cat)
    with W.using_language("en"):
        notes = compare_csv_notes(c)
    rows = compare_csv_bytes(c, notes=notes).decode("utf-8-sig").splitlines()
    figures = [r.split(",")[0] for r in rows[1:]]
    assert figures == ["gpu", "provider", "instance_type", "billing", *SERVICE_FIGURES]
    assert "wall_hours,,,,,hours,Both services run all month (always on)." in rows
    assert any(r.startswith("latency_s,16.6862,9.1,-7.5862,,seconds") for r in rows), rows


def test_a_saved_service_without_the_figures_says_not_given(cat):
    a = _service(cat, "B200", 8, 200000, _est(15.3709, 2.0, 0.031397, 16.6862))
    b = _service(cat, "A100", 72, 900000)  # hand-written: no estimate
    c = compare_answers(a, b)
    assert c.service and all(c.deltas[k] is None for k in ("capacity_qps", "latency_s", "ttft_s"))
    unknown = {n.detail["figure"]: n.detail["sides"] for n in c.reasons if n.code == "compare_unknown"}
    assert unknown == {"capacity_qps": ["b"], "latency_s": ["b"], "ttft_s": ["b"]}
    with W.using_language("en"):
        text = "\n".join(compare_lines(c, cat))
    assert "Answer time: A 16.7 s, B not given, B − A —" in text
    assert "* B gives no answer time, so that difference is not known." in text
    with W.using_language("zh_CN"):
        assert "回答用时：A 16.7 秒，B 未给出" in "\n".join(compare_lines(c, cat))
    # without a job, the estimate's serving figures tell a service
    assert compare_answers(_service(cat, "B200", 8, 1, _est(1, 1, 0.1, 1), job=False),
                           _service(cat, "A100", 8, 2, _est(1, 2, 0.1, 2), job=False)).service


def test_a_training_comparison_has_no_service_rows(cat):
    a = answer_from({"recommendation": {"gpu": "A100", "gpu_count": 8, "currency": "CNY", "billing": "on_demand",
                                        "total_cost": 1500, "monthly_cost": 1500, "wall_hours": 6}}, cat)
    b = answer_from({"recommendation": {"gpu": "H100", "gpu_count": 8, "currency": "CNY", "billing": "on_demand",
                                        "total_cost": 900, "monthly_cost": 900, "wall_hours": 3}}, cat)
    c = compare_answers(a, b)
    assert not c.service and c.figures == FIGURES and set(c.deltas) == set(FIGURES)
    with W.using_language("en"):
        text = "\n".join(compare_lines(c, cat))
    assert "Total cost: A ¥1,500" in text and "always on" not in text and "requests/s" not in text
