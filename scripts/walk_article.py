#!/usr/bin/env python3
"""Walk the source article's case through the real window, as a newcomer would, and take screenshots.

    .venv/bin/python scripts/walk_article.py --lang zh_CN --size 1280x800 --out /tmp/walk
    (under Xvfb: xvfb-run -a -s "-screen 0 1920x1080x24" .venv/bin/python scripts/walk_article.py ...)

An image model whose size the user does not know, 50 GB of images, epochs unknown, a 100-hour deadline
and a 100,000 CNY monthly budget; "I don't know" wherever it is offered. Prints what the screen says and
writes one PNG per wizard page and the result tabs into --out. A development aid, not a test.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--lang", default="en")
    ap.add_argument("--size", default="1280x800")
    ap.add_argument("--out", default="/tmp/walk")
    ap.add_argument("--task", default="train")
    ap.add_argument("--workload", default="cv")
    ap.add_argument("--budget", default="100000", help='the monthly budget in CNY; "none": "I don\'t know"')
    ap.add_argument("--image-size", default="", help='an image model\'s "How big is one image file?", typed (e.g. '
                                                     '"3 MB"); left out: "I don\'t know"')
    ap.add_argument("--currency", default="", help='"Show prices in": CNY, USD or "auto" ("I don\'t know": '
                                                   "Automatic); left out: as the start scenario says")
    args = ap.parse_args()
    os.environ.setdefault("GPU_ADVISOR_HOME", tempfile.mkdtemp(prefix="walk-home-"))
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    from PySide6.QtCore import QEventLoop, QTimer
    from PySide6.QtTest import QTest
    from gpu_advisor.gui.app import install_language, make_app

    app = make_app()
    install_language(app, args.lang)
    from gpu_advisor.gui.main_window import MainWindow

    w, h = (int(x) for x in args.size.split("x"))
    win = MainWindow()
    win.resize(w, h)
    win.show()

    def settle(ms=600):
        loop = QEventLoop()
        QTimer.singleShot(ms, loop.quit)
        loop.exec()

    def shot(name):
        settle(300)
        win.grab().save(str(out / f"{name}.png"))

    settle(800)
    shot("00-start")
    wz = win.wizard
    wz.task_buttons[args.task].click()
    wz.workload.setCurrentIndex(wz.workload.findData(args.workload))
    shot("01-goal")
    wz.go(1)
    wz.preset.setCurrentIndex(0)
    wz.fields["model.params"].unknown.setChecked(True)
    shot("02-model")
    if args.task != "inference":
        wz.go(2)
        wz.data_unit.setCurrentIndex(wz.data_unit.findData("dataset_gb"))
        wz.fields["data"].unknown.setChecked(False)
        wz.data_amount.clear()
        QTest.keyClicks(wz.data_amount, "50")
        wz.fields["data.epochs"].unknown.setChecked(True)
        if args.image_size and "data.image_mb" in wz.fields:
            wz.image_size.edit.clear()
            QTest.keyClicks(wz.image_size.edit, args.image_size)  # (typing unticks "I don't know")
        shot("03-data")
    else:
        wz.go(wz.stack.indexOf(wz.page_serving))
        shot("04-traffic")
    wz.go(5)
    wz.fields["deadline_hours"].unknown.setChecked(False)
    wz.deadline.clear()  # (the first start shows the article's case already: typed over, not appended to)
    QTest.keyClicks(wz.deadline, "100")
    if args.budget == "none":
        wz.fields["budget.amount"].unknown.setChecked(True)
    else:
        wz.fields["budget.amount"].unknown.setChecked(False)
        wz.budget.clear()
        QTest.keyClicks(wz.budget, args.budget)
        wz.budget_currency.setCurrentIndex(wz.budget_currency.findData("CNY"))
        wz.budget_per.setCurrentIndex(wz.budget_per.findData("month"))
    shot("05-time-money")
    wz.go(6)
    if args.currency == "auto":
        wz.fields["preferences.currency"].unknown.setChecked(True)
    elif args.currency:
        wz.fields["preferences.currency"].unknown.setChecked(False)
        wz.currency.setCurrentIndex(wz.currency.findData(args.currency))
    settle(2500)
    shot("06-preferences")
    r = win.result
    print("status:", win.statusBar().currentMessage())
    for name in ("message",):
        wdg = getattr(r, name, None)
        if wdg is not None and wdg.isVisible():
            print("message:", wdg.text())
    card = getattr(r, "card", None)
    if card is not None:
        if card.lead.isVisible():
            print("lead:", card.lead.text())
        print("headline:", card.headline.text())
        for k, v in card.values.items():
            print(f"  {k}: {v.text()}")
    if card is not None and card.abroad.isVisible():
        print("abroad:", card.abroad.text())
    print("summary:", r.summary.text())
    print("notes:", r.notes.toPlainText()[:3000])
    for i in range(r.tabs.count()):
        r.tabs.setCurrentIndex(i)
        shot(f"07-tab{i}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
