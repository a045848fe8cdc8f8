"""The Team plan's Clouds field shows the clouds by name in the window's language (walk 23: the Chinese window showed
the ids "aliyun, tencent"); a name in either language or an id may be typed, and the plan keeps the ids."""

from __future__ import annotations

import pytest

from gpu_advisor.core.catalog.load import load_bundled
from gpu_advisor.gui.app import install_language
from gpu_advisor.gui.team_plan import TeamPlanWindow
from gpu_advisor.gui.worker import SyncExecutor


@pytest.fixture(scope="module")
def cat():
    return load_bundled()


def _win(qtbot, cat):
    w = TeamPlanWindow(cat, executor=SyncExecutor())
    qtbot.addWidget(w)
    return w


@pytest.mark.parametrize("lang, shown", [("zh_CN", "阿里云, 腾讯云"), ("en", "Alibaba Cloud, Tencent Cloud")])
def test_the_field_names_the_clouds_and_the_plan_keeps_their_ids(qtbot, qapp, cat, lang, shown):
    install_language(qapp, lang)
    try:
        w = _win(qtbot, cat)
        w.set_plan({"schema_version": 1, "preferences": {"currency": "CNY", "providers": ["aliyun", "tencent"]},
                    "jobs": []}, saved=True)
        assert w.providers.text() == shown
        assert "aliyun" not in w.providers.placeholderText()
        assert w.plan_obj()["preferences"]["providers"] == ["alibaba", "tencent"]
    finally:
        install_language(qapp, "en")


def test_names_ids_and_chinese_commas_may_be_typed(qtbot, cat):
    w = _win(qtbot, cat)
    w.providers.setText("阿里云，tencent、Amazon Web Services")
    assert w.plan_obj()["preferences"]["providers"] == ["alibaba", "tencent", "aws"]
    w.providers.setText("nosuchcloud")  # kept as typed: the month's check names it, with the nearest
    assert w.plan_obj()["preferences"]["providers"] == ["nosuchcloud"]
    w.providers.setText("")
    assert "providers" not in w.plan_obj()["preferences"]
