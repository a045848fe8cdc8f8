"""The Compare window exports the comparison as CSV too (walk 26: only "Export as PDF…" was there, while the plan
window has both and README promises "PDF and CSV in both languages"; the CSV came only from `gpu-advisor compare
--csv`). Greyed until both sides are compared, as the PDF's button."""

from __future__ import annotations

from gpu_advisor.core.plan import Answer
from gpu_advisor.gui.compare_view import CompareWindow
from gpu_advisor.gui.plan_pdf import compare_csv_for_language
from gpu_advisor.gui.worker import SyncExecutor


def _saved(**opt) -> Answer:
    return Answer({"recommendation": opt}, "x.json", "saved")


def test_the_comparison_is_exported_as_csv_from_the_window(qtbot, cat, tmp_path):
    w = CompareWindow(cat, executor=SyncExecutor())
    qtbot.addWidget(w)
    assert w.csv_button.text() == "Export as &CSV…" and not w.csv_button.isEnabled()
    assert w.export_csv(tmp_path / "none.csv") is False and not (tmp_path / "none.csv").exists()
    w.set_side("a", _saved(gpu="A100", gpu_count=8, currency="CNY", wall_hours=30, total_cost=5000))
    w.set_side("b", _saved(gpu="H100", gpu_count=8, currency="CNY", wall_hours=20, total_cost=6200))
    assert w.csv_button.isEnabled() and w.pdf_button.isEnabled()
    out = tmp_path / "compare.csv"
    assert w.export_csv(out) is True
    assert out.read_bytes() == compare_csv_for_language(w.comparison, "en", cat)
    assert "6200" in out.read_text(encoding="utf-8-sig") or "6,200" in out.read_text(encoding="utf-8-sig")
    w._reading(True)  # a side being read: the old comparison is not exported
    assert not w.csv_button.isEnabled() and w.export_csv(tmp_path / "old.csv") is False
