"""The main window's first view and the answers it opens on: the picture of this start's first result kept across
starts (gui/first_view.py draws it; the window puts the real pane in its place), the last scenario kept at close,
and the source article's case for a new scenario: steps of ``MainWindow``, each taking the window."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer

from gpu_advisor.core.base import CatalogError
from gpu_advisor.gui.app import settings

if TYPE_CHECKING:
    from gpu_advisor.gui.main_window import MainWindow

KEEP_FIRST_VIEW_MS = 400  # after the first result is drawn, the pane's picture is kept for the next start
LAST_SCENARIO_KEY = "last_scenario"  # settings.ini: the answers on screen when the app closed (JSON)
LAST_SCENARIO_MAX_CHARS = 64 * 1024  # a larger value is not a scenario the wizard wrote: ignored


def load_first_view(win: MainWindow) -> None:
    """The kept picture of this start's first result, if the start is the same (gui/first_view.py)."""
    from gpu_advisor.gui import first_view
    from gpu_advisor.gui.app import current_language
    try:
        win.first_view_key = first_view.start_key(win, current_language(), first_answers_text(win))
        image = first_view.load(win.first_view_key)
    except OSError:  # an unreadable folder: the waiting text, as without a picture
        image = None
    if win.first_view is not None:
        win.first_view.set_picture(image)


def first_answers_text(win: MainWindow) -> str:
    """The answers this start opens on (``start_scenario_obj``: the last scenario, else a new one), as
    canonical text, read without the catalog (a last scenario it would refuse gives the same answers each time
    for the same catalog, which the key holds too)."""
    text = settings().value(LAST_SCENARIO_KEY, "") or ""
    obj = None
    if isinstance(text, str) and text and len(text) <= LAST_SCENARIO_MAX_CHARS:
        try:
            obj = json.loads(text)
        except (ValueError, RecursionError):
            obj = None
    if not isinstance(obj, dict):
        obj = new_scenario_obj(win)
    return json.dumps(obj, sort_keys=True, ensure_ascii=False, default=str)


def live_pane(win: MainWindow) -> None:
    """The real result pane in place of the picture of the first result (at the first result, problem or
    changed answer)."""
    fv = win.first_view
    if fv is None or not win.built:
        return
    win.first_view = None
    win.first_view_hit = fv.drawn_picture
    sizes = win.split.sizes()
    win.split.replaceWidget(1, win.result)
    win.split.setStretchFactor(1, 3)
    if sum(sizes) > 0:
        win.split.setSizes(sizes)
    fv.deleteLater()


def keep_first_view(win: MainWindow, rec, obj: dict, tries: int) -> None:
    """The pane as it draws this start's first result, kept for the next start with the same key
    (gui/first_view.py): only while it still shows that result untouched (the first tab, no point hovered, the
    words written, the smaller and larger choices too, the same answers); while they are still being worked out or
    the pointer is over the pane, tried again a little later."""
    from gpu_advisor.gui import first_view
    from gpu_advisor.gui.app import current_language
    res = win.result
    if (win.rec is not rec or res.pending or res.tabs.currentIndex() != 0 or win.first_view is not None
            or win.wizard.scenario_dict() != obj or not win.isVisible()):
        return
    if not res.settled() or first_view.hover_drawn(res):
        if tries > 1:
            QTimer.singleShot(KEEP_FIRST_VIEW_MS, win.result, lambda: keep_first_view(win, rec, obj, tries - 1))
        return
    try:
        key = first_view.start_key(win, current_language(), first_answers_text(win))
    except OSError:
        return
    if key == win.first_view_key and win.first_view_hit:
        return  # drawn from this very picture (its key, its size): kept already
    image = res.grab().toImage()
    if not image.isNull():
        first_view.save_later(image, key)


def start_scenario_obj(win: MainWindow) -> dict:
    """The answers the app opens on: the user's last scenario (kept at close, ``LAST_SCENARIO_KEY``) when it
    still reads against this catalog, else the article's case (``new_scenario_obj``)."""
    import json

    from gpu_advisor.core.scenario import parse_scenario
    text = settings().value(LAST_SCENARIO_KEY, "") or ""
    if isinstance(text, str) and text and len(text) <= LAST_SCENARIO_MAX_CHARS:
        try:
            obj = json.loads(text)
            if isinstance(obj, dict) and win.catalog is not None:
                parse_scenario(obj, win.catalog, "last scenario")
                return obj
        except (ValueError, RecursionError, CatalogError):
            pass  # an unreadable or outdated last scenario: the article's case instead
    return new_scenario_obj(win)


def keep_last_scenario(win: MainWindow, answers: dict | None = None) -> None:
    """The answers the next start opens on: those on screen, or ``answers`` (the ones as saved, when the user
    closed with "Don't save": the changes thrown away do not come back at the next start)."""
    try:
        text = json.dumps(answers if answers is not None else win.wizard.scenario_dict(), ensure_ascii=False,
                          allow_nan=False)
    except (TypeError, ValueError):
        return
    if len(text) <= LAST_SCENARIO_MAX_CHARS:
        settings().setValue(LAST_SCENARIO_KEY, text)


def new_scenario_obj(win: MainWindow) -> dict:
    """A new scenario: the source article's own case (train an image model on 50 GB, 100 hours, ¥100,000 a
    month, interruptions fine, "I don't know" elsewhere; resources/start/article-case.json), with the
    clouds and the display currency of the settings."""
    from importlib import resources as _res
    obj = json.loads((_res.files("gpu_advisor.resources") / "start" / "article-case.json")
                     .read_text(encoding="utf-8"))
    prefs = dict(obj.get("preferences") or {})
    saved = settings().value("default_providers", []) or []
    provs = [saved] if isinstance(saved, str) else list(saved) if isinstance(saved, list) else []
    if provs:
        prefs["providers"] = provs
    cur = settings().value("display_currency", "") or ""
    if cur:
        prefs["currency"] = cur
    if prefs:
        obj["preferences"] = prefs
    return obj
