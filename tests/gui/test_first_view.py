"""Issue 32: the first result drawn at once from the picture the app kept of it (gui/first_view.py).

The picture is the pane exactly as the real result draws it, used only for the very same start (answers, catalog,
code, settings, language, day), taken away as soon as an answer changes, and ignored when damaged."""

from __future__ import annotations

import datetime as dt
import json
import os

from PySide6.QtGui import QImage
from PySide6.QtWidgets import QMessageBox, QWidget

from gpu_advisor.gui import first_view
from gpu_advisor.gui.main_window import MainWindow
from gpu_advisor.gui.window_first_view import first_answers_text


def _start(qtbot) -> MainWindow:
    w = MainWindow(deferred=True)  # as gpu-advisor starts (gui.app.start): the engine on its worker thread
    qtbot.addWidget(w, before_close_func=lambda w: setattr(w, "_ask", lambda *a: QMessageBox.StandardButton.Discard))
    return w


def _kept_by_a_first_start(qtbot) -> None:
    """A person's previous session: the app started, showed its first result and kept its picture."""
    w = _start(qtbot)
    assert w.first_view.image is None  # nothing kept yet: the waiting text
    w.show()
    qtbot.waitUntil(lambda: w.rec is not None, timeout=30000)
    qtbot.waitUntil(lambda: first_view.cache_path().exists(), timeout=30000)
    w.close()


def test_a_second_start_draws_the_first_result_from_the_picture_and_it_is_the_live_pane_same_pixels(qtbot):
    _kept_by_a_first_start(qtbot)
    w = _start(qtbot)
    assert w.first_view.image is not None  # the same start: the picture is there before the catalog
    w.show()
    qtbot.waitUntil(lambda: w.rec is not None and w.first_view is None, timeout=30000)
    qtbot.waitUntil(lambda: w.result.settled(), timeout=30000)
    qtbot.wait(50)
    live = w.result.grab().toImage()
    kept = first_view.load(first_view.start_key(w, "en", first_answers_text(w)))
    assert kept is not None and w.first_view_hit  # the picture was drawn in the pane's place
    kept = kept.convertToFormat(live.format())
    # What the picture showed is what the result shows: the card, words, tabs and the other charts pixel for pixel
    # (the cost chart's points can land a little apart: its frame is fitted while the pane is laid out).
    chart = w.result.cost_chart
    top_left = chart.mapTo(w.result, chart.rect().topLeft())
    box = chart.rect().translated(top_left)
    differ = [(x, y) for y in range(0, live.height(), 2) for x in range(0, live.width(), 2)
              if kept.pixel(x, y) != live.pixel(x, y)]
    outside = [p for p in differ if not box.contains(*p)]
    assert outside == []



def test_an_answer_changed_before_the_result_takes_the_picture_away(qtbot):
    _kept_by_a_first_start(qtbot)
    w = _start(qtbot)
    assert w.first_view.image is not None
    w.wizard.workload.setCurrentIndex(w.wizard.workload.findData("llm"))  # answered while the catalog loads
    w.wizard.changed.emit(w.wizard.scenario_dict())  # (as the wizard says an answer changed)
    assert w.first_view.image is None and not w.first_view.shows_picture()  # those answers' result is not drawn
    w.show()
    qtbot.waitUntil(lambda: w.rec is not None, timeout=30000)
    assert w.first_view is None and not w.first_view_hit
    # A scenario file opened at start: no picture either (start() forgoes it before the first paint).
    w2 = _start(qtbot)
    w2.forgo_first_view()
    assert w2.first_view.image is None


def test_the_key_changes_with_whatever_the_first_result_or_its_drawing_depends_on(qtbot, tmp_path):
    from gpu_advisor.core.base import paths
    from gpu_advisor.core.catalog import CatalogStore
    from gpu_advisor.gui.app import settings
    CatalogStore().ensure()
    widget = QWidget()
    qtbot.addWidget(widget)
    answers = json.dumps({"task": "train"})
    day = dt.date(2026, 12, 3)
    base = first_view.start_key(widget, "en", answers, day)
    assert first_view.start_key(widget, "en", answers, day) == base  # the same start, the same key
    assert first_view.start_key(widget, "zh_CN", answers, day) != base
    assert first_view.start_key(widget, "en", json.dumps({"task": "finetune"}), day) != base
    assert first_view.start_key(widget, "en", answers, day + dt.timedelta(days=1)) != base  # prices age
    settings().setValue("display_currency", "USD")
    assert first_view.start_key(widget, "en", answers, day) != base
    settings().remove("display_currency")
    settings().setValue("main_window/geometry", b"anything")  # not drawn in the pane: the same key
    assert first_view.start_key(widget, "en", answers, day) == base
    # A file of the user's catalog edited (its size or time): another key.
    some = next(p for p in sorted(paths.catalog_dir().rglob("*.csv")))
    st = some.stat()
    os.utime(some, ns=(st.st_atime_ns, st.st_mtime_ns + 1_000_000_000))
    assert first_view.start_key(widget, "en", answers, day) != base


def test_a_damaged_foreign_or_other_keyed_picture_is_ignored_and_the_write_is_whole(qtbot, tmp_path):
    path = tmp_path / "first-view.png"
    image = QImage(40, 30, QImage.Format.Format_RGB32)
    image.fill(0x336699)
    first_view.save(image, "k1", path)
    got = first_view.load("k1", path)
    assert got is not None and got.convertToFormat(image.format()) == image
    assert first_view.load("k2", path) is None  # another start
    assert [p.name for p in tmp_path.iterdir()] == ["first-view.png"]  # written whole (no temporary left)
    data = path.read_bytes()
    for bad in (b"", b"not a picture", data[: len(data) // 2], data[:-40] + b"\0" * 40):
        path.write_bytes(bad)
        assert first_view.load("k1", path) is None
    plain = QImage(image)
    plain.save(str(path), "PNG")  # a PNG without the key
    assert first_view.load("k1", path) is None
    path.unlink()
    path.symlink_to(tmp_path / "elsewhere.png")
    assert first_view.load("k1", path) is None


def test_a_damaged_picture_starts_with_the_waiting_text(qtbot):
    first_view.cache_path().parent.mkdir(parents=True, exist_ok=True)
    first_view.cache_path().write_bytes(b"\x89PNG\r\n\x1a\n garbage")
    w = _start(qtbot)
    assert w.first_view.image is None and w.first_view.text()
    w.show()
    qtbot.waitUntil(lambda: w.rec is not None, timeout=30000)
