"""Settings → Language with other windows open (a tester's walk): one window of each kind afterwards, each in the
new language, its unsaved edits still there, and no question asked on the way."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from gpu_advisor.gui.app import install_language

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def no_questions(monkeypatch):
    asked: list = []

    def ask(*a, **k):
        asked.append(a[1:3])
        return QMessageBox.StandardButton.Cancel
    for name in ("question", "warning", "information", "critical"):
        monkeypatch.setattr(QMessageBox, name, staticmethod(ask))
    return asked


def windows(kind: str) -> list[QWidget]:
    return [w for w in QApplication.topLevelWidgets() if type(w).__name__ == kind and w.isVisible()]


def test_switch_keeps_every_window_and_its_edits(qtbot, seeded_home, no_questions):
    from gpu_advisor.gui.compare_view import CompareWindow
    from gpu_advisor.gui.main_window import MainWindow
    from gpu_advisor.gui.team_plan import open_for
    from gpu_advisor.gui.worker import SyncExecutor
    win = MainWindow(executor=SyncExecutor())
    qtbot.addWidget(win)
    win.show()
    ed = win.open_editor()
    ed.add_row()  # an unsaved catalog edit
    rows = len(ed.working["instances"])
    assert ed.is_dirty()
    plan = open_for(win)
    obj = json.loads((ROOT / "examples/plans/plan-startup-month.json").read_text(encoding="utf-8"))
    plan.set_plan(obj)  # an unsaved plan
    assert plan.is_dirty()
    cmp = CompareWindow(win.catalog, executor=SyncExecutor(), parent=win)
    cmp.open_side("a", str(ROOT / "examples/startup-engineer-seed000.json"))
    cmp.open_side("b", str(ROOT / "examples/answers/compare-article-seed000.json"))
    cmp.show()
    assert cmp.windowTitle() == "Compare answers"
    try:
        win.set_language("zh_CN")
        new = win.replaced_by
        qtbot.addWidget(new)
        QApplication.processEvents()
        assert no_questions == []
        for kind in ("MainWindow", "CatalogEditor", "TeamPlanWindow", "CompareWindow"):
            assert len(windows(kind)) == 1, kind
        ed2, plan2, cmp2 = new.editor, new._team_plan, windows("CompareWindow")[0]
        assert ed2.windowTitle().startswith("价格目录编辑器") and ed2.is_dirty()
        assert len(ed2.working["instances"]) == rows  # the added row is there
        assert plan2.windowTitle().startswith("团队计划") and plan2.is_dirty()
        assert [j["name"] for j in plan2.jobs] == [j["name"] for j in obj["jobs"]]
        assert cmp2 is cmp and cmp.windowTitle() == "比较答案"
        assert cmp.answers["a"] is not None and cmp.answers["b"] is not None
        new.set_language("en")  # and back: still one of each, in English
        newer = new.replaced_by
        qtbot.addWidget(newer)
        QApplication.processEvents()
        assert no_questions == []
        for kind in ("MainWindow", "CatalogEditor", "TeamPlanWindow", "CompareWindow"):
            assert len(windows(kind)) == 1, kind
        assert newer._team_plan.windowTitle().startswith("Team plan")
        assert newer.editor.windowTitle().startswith("Catalog editor") and newer.editor.is_dirty()
        assert cmp.windowTitle() == "Compare answers"
        newer.editor.undo.setClean()
        newer._team_plan.saved_obj = newer._team_plan.plan_obj()
    finally:
        install_language(QApplication.instance(), "en")
