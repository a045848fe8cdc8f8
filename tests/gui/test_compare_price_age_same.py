"""The Compare window's price-age row: both sides priced from rows dated only "2025-09", 460 days at most, read
"at most 460 days | at most 460 days | −29 to +29 days" — the same date on both sides, yet a difference of up to a
month. Dated by the same month, the two ages differ by the days between the answers' own dates: "0" when priced on
the same day, "+10 days" when B was priced ten days later; dated by different periods the difference is still the
range it lies in. In English and Chinese, in the window, its text lines and reasons."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from gpu_advisor import text as W
from gpu_advisor.core.base import ComparePriceAge
from gpu_advisor.core.plan import Answer
from gpu_advisor.gui.compare_view import FIGURE_ROWS, CompareWindow
from gpu_advisor.gui.worker import SyncExecutor
from gpu_advisor.text.plan_text import compare_lines


def _saved(days: float, as_of: str) -> Answer:
    return Answer({"recommendation": {"gpu": "A100-80GB", "gpu_count": 360, "currency": "CNY",
                                      "billing": "on_demand", "total_cost": 1599, "wall_hours": 0.18,
                                      "price_age_days": days, "price_as_of": as_of}}, "x.json", "saved")


@pytest.fixture
def lang(request):
    from gpu_advisor.gui.app import install_language
    install_language(QApplication.instance(), request.param)
    W.set_language(request.param)
    yield request.param
    install_language(QApplication.instance(), "en")
    W.set_language(None)


def _age_row(qtbot, cat, a: Answer, b: Answer) -> list[str]:
    w = CompareWindow(cat, SyncExecutor())
    qtbot.addWidget(w)
    w.set_side("a", a)
    w.set_side("b", b)
    i = FIGURE_ROWS.index("price_age_days")
    return [w.figures.item(i, c).text() for c in range(3)]


@pytest.mark.parametrize("lang, most", [("en", "431 to 460 days"), ("zh_CN", "431 至 460 天")], indirect=["lang"])
def test_the_same_month_on_both_sides_differs_by_nothing(qtbot, cat, lang, most):
    a, b = _saved(460, "2025-09"), _saved(460, "2025-09")
    assert _age_row(qtbot, cat, a, b) == [most, most, "0"]
    from gpu_advisor.core.plan import compare_answers
    c = compare_answers(a, b)
    assert not any(isinstance(n, ComparePriceAge) for n in c.reasons)  # no "B's prices are older"
    text = "\n".join(compare_lines(c))
    assert "−29" not in text and "+29" not in text, text


def test_the_same_month_priced_ten_days_apart(qtbot, cat):
    W.set_language("en")
    try:
        assert _age_row(qtbot, cat, _saved(460, "2025-09"), _saved(470, "2025-09"))[2] == "+10 days"
        assert _age_row(qtbot, cat, _saved(470, "2025-09"), _saved(460, "2025-09"))[2] == "−10 days"
        # dated by different months, the difference is still the range it can lie in
        assert _age_row(qtbot, cat, _saved(460, "2025-09"), _saved(490, "2025-08"))[2] == "0 to +59 days"
    finally:
        W.set_language(None)
