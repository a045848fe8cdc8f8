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


def test_the_proposals_memory_row_says_the_server_is_kept_below_the_rule(qapp, cat):
    """Walk 20b: the PDF's "Memory per server: at least 1,280 GB (…) (the server has 1,152 GB)" read as a need not
    met; it now says it as the card does, and why the server is kept."""
    import datetime as dt
    import re
    from gpu_advisor.core.scenario.spec import parse_scenario
    from gpu_advisor.core.select.recommendation import recommend
    from gpu_advisor.gui.proposal_pdf import proposal_html
    case = {"task": "train", "workload": "cv", "data": {"dataset_gb": 50}, "deadline_hours": 100,
            "budget": {"amount": 100000, "currency": "CNY", "per": "month"}, "preferences": {"objective": "fastest", "providers": ["aws"]}}
    sc = parse_scenario(case, cat)
    rec = recommend(cat, sc, today=dt.date(2026, 12, 3))
    assert rec.recommendation.host.ram_below_rule
    for lang, want in (("en", "1,152 GB: 1.8 × GPU memory, under the 2–3 × rule (at least 1,280 GB); kept as the "
                              "cloud&#x27;s standard shape for 8 × A100-80GB"),
                       ("zh_CN", "1,152 GB：为显存的 1.8 倍，低于规则的 2–3 倍（至少 1,280 GB）；作为云厂商为 8 × "
                                 "A100-80GB 提供的标准规格予以保留")):
        with W.using_language(lang):
            html = proposal_html(rec, sc, cat, today=dt.date(2026, 12, 3))
        text = re.sub(r"<[^>]+>", "", html).replace("&#x27;", "'").replace("&#39;", "'")
        want = want.replace("&#x27;", "'")
        assert want in text, text[text.find("1,152 GB") - 200:text.find("1,152 GB") + 300]
        assert "(the server has 1,152 GB)" not in text and "（该服务器有 1,152 GB）" not in text


def test_the_card_marks_an_old_price_beside_the_cost(qtbot, cat):
    """Walk 20b: with the bundled catalog every price is over a year old and the card said nothing of it (only the
    Warnings did, below the fold). The total cost now carries "· priced 2021", its age and where to update it in
    the tooltip; a recent price carries no mark."""
    import dataclasses
    import datetime as dt
    from PySide6.QtWidgets import QApplication
    from gpu_advisor.core.scenario.spec import parse_scenario
    from gpu_advisor.core.select.recommendation import recommend
    from gpu_advisor.gui.app import install_language
    from gpu_advisor.gui.result_card import Card
    case = {"task": "train", "workload": "cv", "data": {"dataset_gb": 50}, "deadline_hours": 100,
            "budget": {"amount": 100000, "currency": "CNY", "per": "month"}}
    sc = parse_scenario(case, cat)
    opt = recommend(cat, sc, today=dt.date(2026, 12, 3)).recommendation
    assert opt.stale and opt.price_as_of == "2025-09"  # (a month only: its age from the 30th)
    least = W.number(W.price_age_bounds(opt.price_age_days, "2025-09")[0], 0)
    for lang, mark, tip in (("en", " · priced 2025-09", (f"at least {least} days old", "Catalog → Update prices…")),
                            ("zh_CN", " · 2025-09 的价格", (f"至少已过去 {least} 天", "价格目录 → 更新价格…"))):
        install_language(QApplication.instance(), lang)
        try:
            card = Card()
            qtbot.addWidget(card)
            card.show_option(opt, cat, True, sc)
            total = card.values["total"]
            assert total.text() == W.money(opt.total_cost, opt.currency) + mark, total.text()
            assert all(t in total.toolTip() for t in tip), total.toolTip()
            assert card.values["monthly"].text() == W.money(opt.monthly_cost, opt.currency)
            fresh = dataclasses.replace(opt, stale=False, price_as_of="2026-10-15", price_age_days=49.0)
            card.show_option(fresh, cat, True, sc)
            assert total.text() == W.money(opt.total_cost, opt.currency) and not total.toolTip()
        finally:
            install_language(QApplication.instance(), "en")
