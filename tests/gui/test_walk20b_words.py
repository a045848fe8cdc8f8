"""Walk 20b: words a reader stopped at. The zh range warning read "超过截止时间 2 小时" ("2 hours past the deadline")
where the deadline is 2 hours; the zh card's recent-price line had "腾讯云 上的"; a price dated only 2021 was "at most
2,165 days old" (it is at least 1,801) with "365 days" and "12 months" in one warning, and zh "价格只注明 2021" lacked
年."""

from __future__ import annotations

from gpu_advisor import text as W
from gpu_advisor.core.base import SlowCaseDeadline, StalePrice


def test_the_zh_range_warning_says_the_deadline_is_two_hours(qapp):
    n = SlowCaseDeadline(wall_hours_high=2.3, deadline_hours=2.0)
    with W.using_language("zh_CN"):
        text = W.describe_note(n, "CNY")
    assert "超过 2 小时的截止时间" in text and "截止时间 2 小时" not in text, text


def test_no_zh_deadline_sentence_puts_the_deadline_after_past(qapp):
    """The other sentences of a miss: "超出截止时间 2 小时 达 18 分钟" read as 2 hours over."""
    sources = (("Words", "Takes about {expected} expected; if it runs as slowly as the likely range allows, it takes "
                         "{time}: {over} ({share}) past the deadline of {deadline}.", "{deadline}的截止时间晚 {over}"),
               ("Cli", "If it runs as slowly as the likely range allows, it takes {0}: {1} ({2}) past the deadline of "
                       "{3}.", "{3}的截止时间晚 {1}"))
    with W.using_language("zh_CN"):
        for ctx, src, want in sources:
            text = W.translate(ctx, src)
            assert want in text and "超出截止时间 {" not in text, text


def test_the_zh_cards_recent_price_line_has_no_space_between_chinese_words(qapp, cat):
    W.set_catalog(cat)
    n = StalePrice(as_of="2021", age_days=2165, limit_days=365, fresh_options=1, fresh_provider="tencent",
                   fresh_instance_type="GT4.20XLARGE474", fresh_billing="on_demand", fresh_gpu="A100",
                   fresh_gpu_count=24, fresh_gpus_per_node=4, fresh_instances=6, fresh_as_of="2026-10-15",
                   cost_diff=163.47, pct=10.0, hours_diff=-0.3)
    rec = {"recommendation": {"currency": "CNY"}, "warnings": [n]}
    with W.using_language("zh_CN"):
        line = W.price_age_words(rec)[0]
    assert "腾讯云上的" in line and "2021 年（至少已过去 1,801 天）" in line, line


def test_the_zh_launch_export_message_points_to_the_chinese_readme(qapp):
    """Walk 20b: the Chinese window's status after writing the launch files pointed to README.md (English)."""
    sources = ("Wrote %1 files to %2. README.md says how to start the job.",
               "Wrote %1 files to %2. SkyPilot does not support this provider, so there is no launcher file: README.md "
               "says how to start the servers and the job by hand.")
    with W.using_language("zh_CN"):
        for src in sources:
            text = W.translate("LaunchExport", src)
            assert "README.zh-CN.md" in text and "README.md" not in text, text
    with W.using_language("en"):
        assert "README.md says" in W.translate("LaunchExport", sources[0])
