"""The Team plan window and ``gpu-advisor plan`` give one month for one plan file, and say what they priced it with.

The window once said "Room for 114 more runs of “ResNet-50 retraining”" where the command line said 112 for the
example plan: the window priced with the catalog the app comes with, the command line with the user's saved catalog
(copied in by an older version of the app: a service's system disk 500 GB, a longer prompt). Both were right for
their catalog, and neither said which. Now both say the day and the catalog (version, when saved, an id of its
content); the window follows the main window's catalog and says when that is not the one the command line reads.
Also the slow-end queue's warning (``plan_slow_end_deadline``) reads the same in the window, the command line,
the PDF and the CSV."""

from __future__ import annotations

import html
import json
import re
from pathlib import Path

import pytest
from PySide6.QtWidgets import QWidget

from gpu_advisor import text as W
from gpu_advisor.cli import main
from gpu_advisor.core.catalog import catalog_stamp, CatalogStore, load_bundled
from gpu_advisor.gui.team_plan import TeamPlanWindow
from tests.support import example_plan_at_expected
from gpu_advisor.gui.worker import SyncExecutor
from gpu_advisor.text import plan_text

PLAN = Path(__file__).resolve().parents[2] / "examples" / "plans" / "plan-startup-month.json"
ROOM = re.compile(r"Room for ([\d,]+) more runs of “ResNet-50 retraining”")
CHAT_SERVER = "GT4.4XLARGE96"  # the example's chat service runs on it all month


class _Main(QWidget):
    """What the Team plan window asks of the main window: its store, its catalog, the saved catalog's fingerprint
    as it loaded it, and its catalog editor (none open)."""

    def __init__(self, store: CatalogStore):
        super().__init__()
        self.store = store
        self.catalog = store.load()
        self.catalog_fingerprint = store.fingerprint()
        self.editor = None


def _dearer_chat(cat, by: float):
    inst = cat["instances"].copy()
    at = inst["instance_type"] == CHAT_SERVER
    assert at.sum() == 1
    inst.loc[at, "monthly"] = inst.loc[at, "monthly"].astype(float) + by
    return cat.with_table("instances", inst)


def _cli(capsys) -> str:
    assert main(["plan", str(PLAN)]) == 0
    return capsys.readouterr().out


def _room(text: str) -> str:
    found = ROOM.findall(text)
    assert len(found) == 1, text
    return found[0]


def test_the_window_and_the_command_line_give_one_month_for_one_plan_file(qtbot, seeded_home, capsys):
    store = CatalogStore()
    # the user's saved catalog is not the one the app comes with (here: the chat server ¥1,500 a month dearer)
    store.save(_dearer_chat(store.load(), 1500.0), reason="test")
    main_window = _Main(store)
    qtbot.addWidget(main_window)
    w = TeamPlanWindow(main_window.catalog, executor=SyncExecutor(), parent=main_window)
    qtbot.addWidget(w)
    assert w.open_file(PLAN)
    cli = _cli(capsys)
    notes = w.notes.text()
    assert _room(notes) == _room(cli)  # the same month
    line = plan_text.catalog_line(w.result)  # ... said to be priced with the same catalog, on the same day
    assert "with your catalog" in line and catalog_stamp(store.load()).digest in line
    assert line in cli and line in notes
    assert json.loads(_json(capsys))["catalog"] == w.result.catalog.to_dict()

    # The same file on the catalog the app comes with (the window of the report): another month, and the window
    # says it is priced with that catalog, whose id is not the command line's
    w.set_catalog(load_bundled())
    other = w.notes.text()
    assert _room(other) != _room(cli)
    bundled = plan_text.catalog_line(w.result)
    assert "the catalog that comes with the app" in bundled and bundled in other and bundled not in cli

    # Back on the main window's catalog, which another program then saves anew (gpu-advisor catalog update): the
    # window says the command line now prices with the newer one, and how to take it
    w.set_catalog(main_window.catalog)
    assert plan_text.catalog_differs_text("saved_since") not in w.notes.text()
    store.save(_dearer_chat(store.load(), -3000.0), reason="test")  # (¥1,500 cheaper than as the app comes)
    w.recompute()
    assert plan_text.catalog_differs_text("saved_since") in w.notes.text()
    assert _room(w.notes.text()) != _room(_cli(capsys))


def _json(capsys, plan: Path = PLAN) -> str:
    assert main(["plan", str(plan), "--json"]) == 0
    return capsys.readouterr().out


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_the_slow_end_queue_reads_alike_in_the_summary_the_pdf_and_the_csv(qapp, seeded_home, capsys, tmp_path,
                                                                           lang):
    from gpu_advisor.core.plan import load_plan, plan_month
    from gpu_advisor.gui.plan_pdf import plan_csv_for_language, plan_html
    cat = CatalogStore().ensure()
    plan = example_plan_at_expected(tmp_path)  # (sized for the expected hours: by default it keeps them at the slow end)
    res = plan_month(cat, load_plan(plan, cat))
    slow = [(j.name, n) for j in res.jobs for n in j.warnings if n.code == "plan_slow_end_deadline"]
    assert slow  # (the example's base at the slow end of its runs' ranges)
    with W.using_language(lang), W.using_catalog(cat):
        said = [W.describe_note(n, res.currency) for _, n in slow]
        page = html.unescape(plan_html(res, cat))
    csv = plan_csv_for_language(res, cat, lang).decode("utf-8-sig")
    assert main(["plan", str(plan), "--lang", lang]) == 0
    cli = capsys.readouterr().out
    for (job, _), text in zip(slow, said):
        assert text and f"“{job}”" in cli and text in cli
        assert text in page
        assert text in csv
    doc = json.loads(_json(capsys, plan))
    assert {j["name"] for j in doc["jobs"] for n in j["warnings"] if n["code"] == "plan_slow_end_deadline"} \
        == {job for job, _ in slow}
