"""Walk 19's wording defects (/tmp/walk-walk19b/report.md items 7, 8, 9, 11, 12): a number field refusing "-5" or "0"
said only "Must be more than 0." and a deadline's bad text was given "7B or 2e12" as an example; the overseas warning's
"this one is over it" read as the recommendation below it; Chinese spacing and punctuation (the banner's " 页上",
the plan's "腾讯云 中国大陆 的", "由 GPU Cloud Advisor 0.1.0 生成" beside the launch README's 算力选型顾问); a removed
spot price read "3.06 → —"; a 0.35-hour deadline read "21 分钟" on the card and "0.35 小时" on the chart."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from gpu_advisor import text as W
from gpu_advisor.core.base.notes import DomesticOption
from gpu_advisor.core.base.notes_warnings import Overseas
from gpu_advisor.gui.app import install_language
from gpu_advisor.gui.wizard_parts import read_number
from tests.support import article_window

REFUSED = {  # field (as the wizard reads it) -> (English, Chinese) of "-5"
    "deadline_hours": ("“-5”: the deadline must be more than 0 hours.", "“-5”：截止时间必须大于 0 小时。"),
    "data.epochs": ("“-5”: the number of passes over the data must be more than 0.", "“-5”：数据遍历次数必须大于 0。"),
    "data.dataset_gb": ("“-5”: the amount of data must be more than 0.", "“-5”：数据量必须大于 0。"),
    "data.tokens": ("“-5”: the amount of data must be more than 0.", "“-5”：数据量必须大于 0。"),
    "model.params": ("“-5”: the model's size must be more than 0 parameters.", "“-5”：模型参数量必须大于 0。"),
    "inference.users": ("“-5”: the number of people must be more than 0.", "“-5”：使用人数必须大于 0。"),
    "inference.p95_latency_s": ("“-5”: the longest acceptable wait must be more than 0 seconds.",
                                "“-5”：可接受的最长等待必须大于 0 秒。"),
}


@pytest.mark.parametrize("lang", ["en", "zh_CN"], indirect=True)
def test_a_number_at_or_below_zero_is_quoted_and_its_quantity_named(lang):
    for path, (en, zh) in REFUSED.items():
        value, error = read_number("-5", limit=path)
        assert value is None and error == (en if lang == "en" else zh), (path, error)
    _, error = read_number("0", limit="deadline_hours")
    assert error == {"en": "“0”: the deadline must be more than 0 hours.", "zh_CN": "“0”：截止时间必须大于 0 小时。"}[lang]


@pytest.mark.parametrize("lang", ["en", "zh_CN"], indirect=True)
def test_a_text_that_is_no_number_gets_an_example_that_fits_the_field(lang):
    _, deadline = read_number("abc", limit="deadline_hours")
    _, epochs = read_number("abc", limit="data.epochs")
    _, size = read_number("abc", limit="model.params")
    for error in (deadline, epochs):
        assert "abc" in error and "7B" not in error and "2e12" not in error, error
    assert deadline == {"en": "“abc” is not a number. Write the hours like 100 or 0.5.",
                        "zh_CN": "“abc”不是数字。请按小时数填写，例如 100 或 0.5。"}[lang]
    assert epochs == {"en": "“abc” is not a number. Write it like 3.", "zh_CN": "“abc”不是数字。请写成 3 这样的数字。"}[lang]
    assert "7B" in size  # a model's size is written so
    _, gb = read_number("abc", limit="data.dataset_gb")
    assert gb == {"en": "“abc” is not a number. Write it like 50.", "zh_CN": "“abc”不是数字。请写成 50 这样的数字。"}[lang]


def _overseas(within_budget: bool, hours: float | None) -> Overseas:
    dom = DomesticOption(provider="aliyun", region="cn-shanghai", instance_type="ecs.gn7i-c8g1.2xlarge", gpu="A10",
                         gpu_count=1, billing="on_demand", wall_hours=hours, total_cost=5230.0, monthly_cost=5230.0,
                         currency="CNY", meets_deadline=True, within_budget=within_budget, feasible=within_budget)
    return Overseas(provider="runpod", region="us", invoice_currency="USD", domestic=dom)


@pytest.mark.parametrize("lang", ["en", "zh_CN"], indirect=True)
def test_the_overseas_warning_says_which_option_is_over_the_budget(lang):
    """'None there fits your budget: this one is over it.' sat right above 'Recommended … ✓ within budget'."""
    from gpu_advisor.text.notes import describe
    with W.using_language(lang):
        service = describe(_overseas(False, None), "CNY")
        job = describe(_overseas(False, 10.0), "CNY")
    assert "this one" not in service and "此方案" not in service, service
    assert service.endswith({"en": "Not even that option fits your budget.",
                             "zh_CN": "境内没有在预算内的方案：连境内最佳方案也超出预算。"}[lang]), service
    assert job.endswith({"en": "the best one there is over the budget.", "zh_CN": "境内最佳方案超出预算。"}[lang]), job


def test_chinese_spacing_punctuation_and_the_apps_name(qapp):
    install_language(qapp, "zh_CN")
    try:
        with W.using_language("zh_CN"):
            assert W.app_title() == "算力选型顾问"  # as README.zh-CN.md and the launch README name it
            assert W.translate("Proposal", "Prepared with {0} {1}").format(W.app_title(), "0.1.0") == \
                "由算力选型顾问 0.1.0 生成"
            assert W.translate("Plan", "{0} × {1} on {2} {3}").format("16", "V100-32GB", "腾讯云", "中国大陆") == \
                "腾讯云（中国大陆）16 × V100-32GB"
            assert W.translate("Words", "; ") == "；"  # the update dialog's note: "大幅变动：×100；您自己的价格…"
        banner = QApplication.translate(
            "MainWindow", "No result yet: some answers need attention on the page(s) %1 (marked in red).")
        assert banner.replace("%1", "“数据”和“时间与预算”") == "暂无结果：“数据”和“时间与预算”页上有回答需要修改（已标红）。"
        assert qapp.applicationDisplayName() == "算力选型顾问"  # (a window manager adds it to the window's title)
    finally:
        install_language(qapp, "en")
    assert qapp.applicationDisplayName() == "GPU Cloud Advisor"


@pytest.mark.usefixtures("seeded_home")
@pytest.mark.parametrize("lang", ["zh_CN", "en"])
def test_a_deadline_under_an_hour_reads_on_the_chart_as_on_the_card(qtbot, lang):
    w = article_window(qtbot, lang, (1280, 720))
    wz = w.wizard
    wz.fields["deadline_hours"].unknown_box().setChecked(False)
    wz.deadline.setText("0.35")
    w.result.tabs.setCurrentWidget(w.result.charts)
    minutes = {"zh_CN": "21 分钟", "en": "21 minutes"}[lang]
    qtbot.waitUntil(lambda: w.result.cost_chart is not None and minutes in w.result.cost_chart.deadline.label.format,
                    timeout=15000)
    assert "0.35" not in w.result.cost_chart.deadline.label.format
