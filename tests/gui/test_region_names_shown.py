"""A region is shown by its name where the rest of the app names it: the Compare card read "地域：cn-mainland" (the
main card: 中国大陆), and the catalog import's big-change line read "cn-mainland GT4.41XLARGE948，按量 238 →
1,000,000,000" with neither the region's name nor a currency."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from gpu_advisor.core import catalog as cm
from gpu_advisor.core.base import without_joiners
from gpu_advisor.core.catalog import TABLES
from gpu_advisor.core.plan import Answer
from gpu_advisor.gui.app import install_language
from gpu_advisor.gui.compare_view import CompareWindow
from gpu_advisor.gui.worker import SyncExecutor


@pytest.fixture
def zh():
    app = QApplication.instance()
    install_language(app, "zh_CN")
    yield
    install_language(app, "en")


def test_the_compare_card_names_the_region(qtbot, cat, zh):
    w = CompareWindow(cat, executor=SyncExecutor())
    qtbot.addWidget(w)
    w.set_side("a", Answer({"recommendation": {"gpu": "A100", "gpu_count": 8, "currency": "CNY", "provider": "tencent",
                                               "region": "cn-mainland", "billing": "on_demand", "total_cost": 9500,
                                               "wall_hours": 40}}, "a.json", "saved"))
    w.set_side("b", Answer({"recommendation": {"gpu": "A100", "gpu_count": 8, "currency": "USD", "provider": "azure",
                                               "region": "westus3", "billing": "on_demand", "total_cost": 950,
                                               "wall_hours": 40}}, "b.json", "saved"))
    a, b = w.cards["a"].text.text(), w.cards["b"].text.text()
    assert "地域：中国大陆" in a and "cn-mainland" not in a, a
    assert "地域：美国西部 3（westus3）" in b, b  # a console's region: its name, its code beside it


def test_the_import_big_change_names_the_region_and_the_currency(qtbot, editor, tmp_path, zh):
    inst = editor.working["instances"]
    df = inst[(inst["instance_type"] == "GT4.41XLARGE948") & (inst["region"] == "cn-mainland")].copy()
    assert len(df) == 1 and df["currency"].iat[0] == "CNY"
    df["on_demand_hour"] = [1_000_000.0]  # a slip the big-change check asks about (within the schema's bound)
    f = tmp_path / "slip.csv"
    f.write_bytes(b"\xef\xbb\xbf" + cm.to_csv_bytes(df, TABLES["instances"]))
    seen = {}

    def look(dlg):
        seen["first"] = dlg.problems.item(0).text()
        return False
    editor.exec_dialog = look
    assert not editor.import_file(str(f))
    first = without_joiners(seen["first"])
    assert first.startswith("大幅变动") and "中国大陆 GT4.41XLARGE948" in first and "cn-mainland" not in first, first
    assert "按量 ¥237.51 → ¥100万" in first, first
