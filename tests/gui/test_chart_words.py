"""Words on the charts of the proposal (issue 28 session walks)."""

from __future__ import annotations


def test_money_ticks_read_alike_on_one_axis():
    """The proposal chart's axis mixed '¥10,000' with '¥10万' in Chinese, and '¥500.00' with '¥5,000'."""
    from gpu_advisor.gui.proposal_charts import short_money
    from gpu_advisor.text import using_language
    assert [short_money(x, "CNY") for x in (500, 5000, 1e5)] == ["¥500", "¥5,000", "¥100,000"]
    with using_language("zh_CN"):
        assert [short_money(x, "CNY") for x in (1000, 1e4, 1e5, 1.5e7, 1e8)] == ["¥1,000", "¥1万", "¥10万",
                                                                                  "¥1,500万", "¥1亿"]
