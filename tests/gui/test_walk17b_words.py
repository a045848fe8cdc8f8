"""Walk 17b: words a reader stopped at. A service abroad was told "None there meets your deadline within your
budget" (a service has no deadline); a 12-minute job "finishes 100 hours before the deadline of 100 hours"; the zh
card's status read "满足截止时间, 在预算之内" with an English comma; the same-zone tip gave the network table's RDMA
latency as what the cloud's own fabric (AWS EFA) takes."""

from __future__ import annotations

from gpu_advisor import text as W
from gpu_advisor.core.base import DeadlineMet, DomesticOption, Overseas, SameZone


def _domestic(**k) -> DomesticOption:
    base = dict(provider="tencent", region="cn-mainland", instance_type="GT4.41XLARGE948", gpu="A100", gpu_count=8.0,
                billing="monthly", wall_hours=None, total_cost=200000.0, monthly_cost=200000.0, currency="CNY",
                meets_deadline=True, within_budget=False, feasible=False)
    base.update(k)
    return DomesticOption(**base)


def test_a_service_abroad_is_not_told_of_a_deadline(qapp, cat):
    W.set_catalog(cat)
    n = Overseas(provider="aws", region="us-east-1", invoice_currency="USD", domestic=_domestic())
    for lang, said, unsaid in (("en", "fits your budget", "deadline"), ("zh_CN", "预算", "截止")):
        with W.using_language(lang):
            text = W.describe_note(n, "CNY")
        tail = text.split(".")[-2] if lang == "en" else text.split("。")[-2]
        assert said in tail and unsaid not in tail, text
    train = Overseas(provider="aws", region="us-east-1", invoice_currency="USD",
                     domestic=_domestic(wall_hours=5.0, meets_deadline=False, within_budget=True))
    with W.using_language("en"):
        assert "misses the deadline" in W.describe_note(train, "CNY")


def test_a_margin_that_rounds_to_the_deadline_is_written_exactly(qapp):
    n = DeadlineMet(wall_hours=0.2, margin_hours=99.8, deadline_hours=100.0)
    with W.using_language("en"):
        assert W.describe_note(n, "CNY") == ("Finishes in about 12 minutes, 99 hours 48 minutes before the deadline "
                                             "of 100 hours.")
    with W.using_language("zh_CN"):
        assert "提前 99 小时 48 分钟" in W.describe_note(n, "CNY")
    with W.using_language("en"):
        assert "90 hours before" in W.describe_note(DeadlineMet(wall_hours=10, margin_hours=90, deadline_hours=100),
                                                   "CNY")


def test_the_same_zone_tip_gives_the_tables_figure_not_the_clouds(qapp):
    n = SameZone(nodes=23, latency_us=5.0, network="rdma", network_latency_min_us=1.0, network_latency_max_us=2.0)
    with W.using_language("en"):
        text = W.describe_note(n, "CNY")
    assert "network table gives 1–2 µs" in text and "measure it" in text


def test_the_cards_status_uses_the_languages_comma(qapp):
    with W.using_language("zh_CN"):
        assert W.listing(["满足截止时间", "在预算之内"]) == "满足截止时间，在预算之内"


def test_no_space_before_a_chinese_word_after_a_time(qapp):
    """'首个 token 在 0.188 秒 后': the first token's time took a space before 后."""
    src = ("An answer of {0} tokens to a prompt of {1} takes up to about {2}: the first token after {3}, then {4} a "
           "token (when a copy of the model serves the full batch it is sized for; queueing not counted).")
    with W.using_language("zh_CN"):
        text = W.translate("Words", src)
    assert "{3}后" in text and "{3} 后" not in text
